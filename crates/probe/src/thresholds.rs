//! Every threshold the detectors use, in one place. All are **[provisional]** choices, made so
//! that the synthetic disc's sections are found and random bytes stay `unknown`; each is
//! documented in `docs/formats/probe.md` ("Thresholds").

/// Records: an unreferenced run needs at least this many records.
pub const RECORDS_MIN_UNREFERENCED: usize = 8;
/// Records: an unreferenced run that does not land (ends at a bad type byte) needs this many.
pub const RECORDS_MIN_BREAK: usize = 16;
/// Records: a run whose start a pointer word names, and which lands 0–3 bytes before a
/// boundary, needs at least this many records.
pub const RECORDS_MIN_REFERENCED: usize = 2;
/// Records: an unreferenced run needs at least this many distinct type bytes.
pub const RECORDS_MIN_TYPES: usize = 2;
/// Records: an unreferenced run has at most this percentage of type-0 records (zero fill
/// and tables of small numbers walk as type 0).
pub const RECORDS_MAX_TYPE0_PERCENT: usize = 50;
/// Records: most padding bytes between the last record and the next structure
/// **[published: 0–3]**.
pub const RECORDS_MAX_PADDING: usize = 3;

/// LZ: smallest declared size tried (an 8×8 4bpp texture).
pub const LZ_MIN_DECLARED: u32 = 32;
/// LZ: largest declared size tried (a 256×256 4bpp page is 32 KiB; 512 KiB leaves room).
pub const LZ_MAX_DECLARED: u32 = 512 * 1024;
/// LZ: a strong blob has at most this many references reaching before the output start.
pub const LZ_STRONG_MAX_PRESTART: usize = 0;
/// LZ: a weak blob (start named by a pointer word) may have this many.
pub const LZ_WEAK_MAX_PRESTART: usize = 64;
/// LZ: least number of references (a blob of literals only is not evidence).
pub const LZ_MIN_REFERENCES: usize = 2;
/// LZ: slack allowed between the end of the tokens and the next structure (field notes §5).
pub const LZ_CLEAN_SLACK: usize = 4;

/// Vertices: largest |coordinate| a model or map piece has (GTE units).
pub const VERTEX_MAX_COORD: i16 = 8192;
/// Vertices: least entries in an unreferenced run.
pub const VERTICES_MIN_UNREFERENCED: usize = 8;
/// Vertices: least entries in a run whose start a pointer word names.
pub const VERTICES_MIN_REFERENCED: usize = 3;
/// Vertices: least extent (max − min) on at least two axes.
pub const VERTICES_MIN_EXTENT: i32 = 16;
/// Vertices: a trailing run of at least this many entries whose three values are all
/// non-negative indices below the entry's own position is split off as "index triples".
pub const INDEX_TRIPLES_MIN: usize = 4;

/// CLUTs: at most this many zero colours among colours 1..15 (opaque black is 0x8000 on the
/// PS1; 0x0000 is transparent, so a palette rarely repeats it).
pub const CLUT_MAX_ZERO_COLOURS: usize = 0;
/// CLUTs: least colours among 1..15 with a bit above 0xFF set (tables of small numbers —
/// indices, counts, IDs — have none).
pub const CLUT_MIN_WIDE: usize = 8;
/// CLUTs: a table whose stride is above 32 needs this many byte positions of the entry
/// header (and at least half of them) equal in every entry and before the first palette.
pub const CLUT_MIN_HEADER_CONSTANTS: usize = 2;
/// CLUTs: least distinct colours among colours 1..15.
pub const CLUT_MIN_DISTINCT: usize = 4;
/// CLUTs: STP bits set on at most this many colours 1..15, or on at least 15 − this many.
pub const CLUT_STP_SPREAD: usize = 3;
/// CLUTs: a lone palette (not part of a run of two or more) that no pointer names and no VRAM
/// rectangle precedes must be cleaner: no zero colours and STP on at most this many (or all
/// but this many) colours.
pub const CLUT_LONE_STP_SPREAD: usize = 0;
/// CLUTs: least colours with blue ≥ 4 (value ≥ 0x1000), and least colours with a low byte
/// ≥ 0x20, in a lone palette that no pointer names (tables of small numbers have few).
pub const CLUT_LONE_MIN_BLUE: usize = 4;
/// CLUTs: least colours above 0xFF in a lone palette that no pointer names.
pub const CLUT_LONE_MIN_WIDE: usize = 14;
/// CLUTs: least distinct colours of a lone palette that no pointer names.
pub const CLUT_LONE_MIN_DISTINCT: usize = 12;
/// CLUTs: largest stride between palettes of one table (bytes; 32 = back to back).
pub const CLUT_MAX_STRIDE: usize = 64;

/// Skeleton: least node count.
pub const SKELETON_MIN_NODES: usize = 2;
/// Skeleton: strides tried for the node table.
pub const SKELETON_STRIDES: [usize; 6] = [8, 12, 16, 20, 24, 32];
/// Skeleton: offsets after the magic where the node table may start.
pub const SKELETON_TABLE_OFFSETS: [usize; 4] = [4, 8, 12, 16];

/// Pointer words: least value that counts as an offset.
pub const POINTER_MIN: u32 = 8;
/// Header: how many bytes at the start of the file are listed as header words.
pub const HEADER_WORDS_BYTES: usize = 0x40;
