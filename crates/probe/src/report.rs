//! What a probe reports: regions with their kind, evidence and details, the header words, and
//! the bounds and errors of a probe.

use std::collections::BTreeMap;

use serde::Serialize;
use thiserror::Error;

/// Bounds on the work one probe may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Largest file probed (bytes); larger files are an error.
    pub max_file: usize,
    /// LZ trial decoding budget: tokens per byte of input (plus [`Limits::lz_work_base`]).
    pub lz_work_per_byte: u64,
    /// LZ trial decoding budget: fixed part (tokens).
    pub lz_work_base: u64,
}

impl Limits {
    /// The defaults, as a constant (the workspace's one `Limits` pattern: a `Copy` struct of
    /// budgets, `Limits::DEFAULT`, `Default` giving it).
    pub const DEFAULT: Limits =
        Limits { max_file: 16 << 20, lz_work_per_byte: 16, lz_work_base: 1 << 20 };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}

/// Errors of a probe.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProbeError {
    /// The file is larger than [`Limits::max_file`].
    #[error("{file}: {size} bytes is more than the probe limit of {max} bytes")]
    TooLarge {
        /// The file label.
        file: String,
        /// Its size.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// The disc could not be read.
    #[error("{0}")]
    Disc(String),
}

/// What a region holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RegionKind {
    /// The 0x12345678 magic and the node table behind it.
    Skeleton,
    /// A run of face records.
    Records,
    /// A Square LZ blob that decodes to its declared size.
    Lz,
    /// A run of 8-byte SVECTORs.
    Vertices,
    /// A run of 16-colour palettes.
    Clut,
    /// Anything else.
    Unknown,
}

impl RegionKind {
    /// The contract's name.
    pub fn id(self) -> &'static str {
        match self {
            RegionKind::Skeleton => "skeleton",
            RegionKind::Records => "records",
            RegionKind::Lz => "lz",
            RegionKind::Vertices => "vertices",
            RegionKind::Clut => "clut",
            RegionKind::Unknown => "unknown",
        }
    }
}

impl std::fmt::Display for RegionKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// How strongly the bytes support a region's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Evidence {
    /// Nothing (unknown regions).
    None,
    /// Weak: a short run, or one that does not land on a boundary.
    Weak,
    /// Strong: a clean decode, a magic, a landed run of records, a table of palettes.
    Strong,
}

/// How a record run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Landing {
    /// 0–3 bytes before a boundary (another region, a pointer target or the end of the file).
    Boundary,
    /// At a type byte outside 0..14, or a record crossing a boundary: the end is a guess.
    Break,
}

/// RegionKind-specific facts of a region.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Detail {
    /// A skeleton.
    Skeleton {
        /// Node count.
        nodes: usize,
        /// Node entry size (bytes).
        node_stride: usize,
        /// Byte of each entry holding the parent (0xFF = root).
        parent_at: usize,
        /// Offset of the node table from the magic.
        table_at: usize,
        /// File offset of a count field equal to the node count, if one was found.
        count_at: Option<usize>,
        /// Root nodes.
        roots: usize,
        /// Depth of the deepest node (root = 0).
        depth: usize,
        /// Rest-rotation entries right after the node table (a node byte, a zero byte, three
        /// i16 angles, one node stride each), counted by the u16 after the node count: part of
        /// the skeleton, not a vertex array or records.
        rotations: usize,
    },
    /// A record run.
    Records {
        /// Records in the run.
        count: usize,
        /// Records per type byte.
        types: BTreeMap<u8, usize>,
        /// Bytes between the last record and the region's end.
        padding: usize,
        /// True when the padding bytes are all zero.
        padding_zero: bool,
        /// How the run ended.
        landing: Landing,
    },
    /// An LZ blob.
    Lz {
        /// Declared decompressed size.
        declared: u32,
        /// Bytes the tokens used (header included).
        consumed: usize,
        /// Literal tokens.
        literals: usize,
        /// Reference tokens.
        references: usize,
        /// References reaching before the output start (they yield zeros).
        prestart_references: usize,
        /// `sqfs::lz` decoded it to its declared size with the same input length.
        clean: bool,
        /// Plausible 4bpp texture sizes for the declared size, squarest first (`WxH`).
        texture_4bpp: Vec<String>,
    },
    /// A vertex array.
    Vertices {
        /// SVECTORs in the run.
        count: usize,
        /// Smallest x, y, z.
        min: [i16; 3],
        /// Largest x, y, z.
        max: [i16; 3],
    },
    /// A CLUT table.
    Clut {
        /// Palettes in the table.
        palettes: usize,
        /// Bytes from one palette to the next.
        stride: usize,
        /// Bytes of each entry before its colours (0 = palettes back to back).
        entry_header: usize,
        /// Colours (of 15 × palettes, colour 0 excluded) with the STP bit set.
        stp_colours: usize,
        /// The entry headers read as VRAM rectangles (x, y, w, h) when they are 8 bytes with
        /// w × h = 16.
        vram: Option<Vec<[u16; 4]>>,
    },
    /// Nothing known.
    Unknown {
        /// Every byte is zero.
        zero: bool,
        /// What the bytes resemble, when something is noticed (never a kind).
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
}

/// One region of the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Region {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
    /// What it holds.
    pub kind: RegionKind,
    /// Byte offsets of the pointer words (in `unknown` regions: headers and tables) whose
    /// value is this region's start.
    pub referenced_by: Vec<usize>,
    /// How strongly the bytes support the kind.
    pub evidence: Evidence,
    /// RegionKind-specific facts.
    #[serde(flatten)]
    pub detail: Detail,
}

/// What a header word is taken to be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "role")]
pub enum WordRole {
    /// The start of a region.
    Offset {
        /// The region's kind.
        kind: RegionKind,
    },
    /// The file size, or the end of the last non-unknown region (a content length).
    End,
    /// Zero.
    Zero,
    /// Anything else (a count, a size, flags…).
    Value,
}

/// A u32 word of the file's header (its first bytes, while they are `unknown`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeaderWord {
    /// File offset.
    pub at: usize,
    /// The little-endian u32.
    pub value: u32,
    /// The same bytes as two u16 (low, high).
    pub halves: [u16; 2],
    /// What it looks like.
    #[serde(flatten)]
    pub role: WordRole,
}

/// The map of one file (the JSON contract of `dewrip probe`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The file's label (`DISC:INDEX` or a path).
    pub file: String,
    /// Its size.
    pub size: usize,
    /// Where the record lengths came from: `exe`, `file` or `builtin`.
    pub record_lengths_source: dewprism::Source,
    /// The header words (u32 at 4-aligned offsets of the first region, when it is unknown).
    pub header: Vec<HeaderWord>,
    /// Regions, sorted by start, covering the file without overlap.
    pub regions: Vec<Region>,
    /// Things the reader should know (a budget exhausted, the built-in lengths in use…).
    pub warnings: Vec<String>,
}

impl Report {
    /// The regions of one kind.
    pub fn of_kind(&self, kind: RegionKind) -> impl Iterator<Item = &Region> {
        self.regions.iter().filter(move |r| r.kind == kind)
    }

    /// The region containing `offset`.
    pub fn at(&self, offset: usize) -> Option<&Region> {
        self.regions.iter().find(|r| r.start <= offset && offset < r.end)
    }

    /// The report as one JSON document.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
