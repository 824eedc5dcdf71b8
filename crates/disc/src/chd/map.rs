//! The CHD hunk map, read and checked by dewrip before any hunk is decoded
//! **[public: MAME `chd.cpp` (`decompress_v5_map`, `read_hunk`, `hunk_info`)]**.
//!
//! **v5, compressed hunks** (the first codec is not "none"): at the map offset a 16-byte
//! header — u32 length of the coded map, u48 offset of the first stored hunk, u16 CRC-16 of the
//! decoded map, then the bit widths of a compressed length, a self-reference and a parent
//! reference, and a reserved byte — then the coded map. First the hunk types, Huffman coded
//! ([`super::huffman`]) with run lengths: type 7 repeats the previous type `3 + n` more times
//! (`n` one symbol), type 8 `3 + 16 + 16·a + b` times. Then, per hunk in order, its fields:
//!
//! | Type | Meaning | Fields | Decoded to |
//! |---|---|---|---|
//! | 0–3 | compressed with codec 0–3 | length (`lengthbits`), CRC-16 | offset = the running offset, which grows by the length |
//! | 4 | stored uncompressed | CRC-16 | offset = the running offset, which grows by the hunk size |
//! | 5 | copy of hunk `n` of this file | `n` (`selfbits`) | |
//! | 6 | copy of parent units from `u` | `u` (`parentbits`) | |
//! | 9 / 10 | copy of the last copied hunk / of the one after it | — | type 5 |
//! | 11 / 12 / 13 | parent: this hunk's own units / the last parent units / the units after them | — | type 6 |
//!
//! The CRC-16 (CCITT, init 0xFFFF) covers the decoded map, 12 bytes a hunk: type, u24 length,
//! u48 offset, u16 CRC. **v5, uncompressed hunks**: a u32 per hunk, its offset in hunks (0: a
//! hunk of zeros). **v3/v4**: 16 bytes per hunk — u64 offset, u32 CRC-32, u24 length (low 16
//! bits first), flags (low 4 bits: 1 compressed, 2 stored, 3 "mini" (the offset is the data,
//! repeated), 4 copy of hunk `offset`, 5 parent, 6 secondary codec; bit 4: no CRC).
//!
//! Checked before anything is decoded: every stored hunk lies inside the file and a compressed
//! one is no longer than the hunk (MAME reads it into a hunk-sized buffer), its codec slot names
//! a codec, no hunk needs a parent, and every copy ends at a stored hunk — followed with a
//! visited mark and at most [`MAX_COPY_CHAIN`] steps, so a hunk that copies itself or a cycle of
//! copies is an error naming the hunk, never a recursion.

use std::io::{Read, Seek, SeekFrom};

use super::header::Header;
use super::huffman::{Bits, Huffman};

/// Longest chain of copies followed from one hunk **[provisional]**: chdman copies only
/// stored hunks (chains of one); anything longer than this is refused, cycles at any length.
pub const MAX_COPY_CHAIN: usize = 1024;

/// CRC-16 of the decoded v5 map and of v5 hunks: CCITT-FALSE (poly 0x1021, init 0xFFFF)
/// **[public: MAME `hashing.cpp` `crc16_creator`]**.
/// (Sliced tables: every hunk read is checked, so this is on the read path.)
pub const CRC16: crc::Crc<u16, crc::Table<16>> =
    crc::Crc::<u16, crc::Table<16>>::new(&crc::CRC_16_IBM_3740);
/// CRC-32 of v3/v4 hunks (zlib's) **[public: MAME `hashing.cpp` `crc32_creator`]**.
pub const CRC32: crc::Crc<u32, crc::Table<16>> =
    crc::Crc::<u32, crc::Table<16>>::new(&crc::CRC_32_ISO_HDLC);

/// The check a stored hunk carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// None (v5 uncompressed maps, v3/v4 with the no-CRC flag).
    None,
    /// CRC-16 of the decoded hunk (v5).
    Crc16(u16),
    /// CRC-32 of the decoded hunk (v3/v4).
    Crc32(u32),
}

/// One hunk as the map describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hunk {
    /// `length` bytes at `offset`, compressed with the header's codec `codec` (0–3).
    Compressed {
        /// Codec slot.
        codec: u8,
        /// Offset in the file.
        offset: u64,
        /// Compressed bytes.
        length: u32,
        /// The check of the decoded hunk.
        check: Check,
    },
    /// A whole hunk stored as is at `offset`.
    Stored {
        /// Offset in the file.
        offset: u64,
        /// The check of the hunk.
        check: Check,
    },
    /// A hunk of zeros (v5 uncompressed map, offset 0, no parent).
    Zeros,
    /// v3/v4 "mini": the 8-byte big-endian `value` repeated over the hunk.
    Mini {
        /// The value.
        value: u64,
        /// The check of the hunk.
        check: Check,
    },
    /// A copy of hunk `hunk` of this file.
    Copy {
        /// The hunk copied.
        hunk: u64,
    },
    /// A copy of the parent CHD's units from `unit`.
    Parent {
        /// The first unit.
        unit: u64,
    },
}

/// The checked map: each hunk, and for each the hunk whose stored bytes it reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Map {
    /// Hunks in order.
    pub hunks: Vec<Hunk>,
    /// For hunk `n`, the hunk holding its data: `n` itself, or the end of its chain of copies.
    pub source: Vec<u32>,
}

/// A map that is damaged: where (in the file) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapError {
    /// Offset in the file of the map (or of the entry, where known).
    pub offset: u64,
    /// What is wrong, naming the hunk.
    pub problem: String,
}

impl Map {
    /// Reads, checks and resolves the map of a CHD whose header passed
    /// [`Header::check_sizes`].
    pub fn read<F: Read + Seek>(
        file: &mut F,
        header: &Header,
        file_len: u64,
    ) -> Result<Map, MapError> {
        let hunks = match (header.version, header.compressed()) {
            (5, true) => read_v5_compressed(file, header, file_len)?,
            (5, false) => read_v5_uncompressed(file, header)?,
            _ => read_v34(file, header)?,
        };
        check(&hunks, header, file_len)?;
        let source = resolve(&hunks, header.map_offset)?;
        Ok(Map { hunks, source })
    }
}

fn read_exact_at<F: Read + Seek>(
    file: &mut F,
    offset: u64,
    len: u64,
    what: &str,
) -> Result<Vec<u8>, MapError> {
    let n = usize::try_from(len)
        .map_err(|_| MapError { offset, problem: format!("{what} of {len} bytes is too large") })?;
    let mut buf = vec![0u8; n];
    file.seek(SeekFrom::Start(offset))
        .and_then(|_| file.read_exact(&mut buf))
        .map_err(|e| MapError { offset, problem: format!("{what} does not read ({e})") })?;
    Ok(buf)
}

fn count(header: &Header) -> Result<usize, MapError> {
    usize::try_from(header.hunk_count).map_err(|_| MapError {
        offset: header.map_offset,
        problem: format!("{} hunks do not fit in memory", header.hunk_count),
    })
}

/// Type codes of a v5 compressed map **[public: MAME `chd.cpp` enum]**.
mod kind {
    pub const NONE: u8 = 4;
    pub const SELF: u8 = 5;
    pub const PARENT: u8 = 6;
    pub const RLE_SMALL: u8 = 7;
    pub const RLE_LARGE: u8 = 8;
    pub const SELF_0: u8 = 9;
    pub const SELF_1: u8 = 10;
    pub const PARENT_SELF: u8 = 11;
    pub const PARENT_0: u8 = 12;
    pub const PARENT_1: u8 = 13;
}

fn read_v5_compressed<F: Read + Seek>(
    file: &mut F,
    header: &Header,
    file_len: u64,
) -> Result<Vec<Hunk>, MapError> {
    let at = header.map_offset;
    let n = count(header)?;
    let head = read_exact_at(file, at, 16, "the map header")?;
    let field = |r: std::ops::Range<usize>| head.get(r).unwrap_or(&[]).to_vec();
    let be = |b: Vec<u8>| b.iter().fold(0u64, |v, &x| (v << 8) | u64::from(x));
    let map_bytes = be(field(0..4)); // 0x00
    let first_offset = be(field(4..10)); // 0x04
    let stored_crc = be(field(10..12)) as u16; // 0x0A
    let [length_bits, self_bits, parent_bits] =
        [12usize, 13, 14].map(|i| u32::from(head.get(i).copied().unwrap_or(0))); // 0x0C..0x0F
    let bad = |offset: u64, problem: String| MapError { offset, problem };
    // Each hunk takes at most a type code (8 bits) and 48 bits of fields; the tree 8 bytes.
    let most = (n as u64).saturating_mul(7).saturating_add(64);
    if map_bytes > most || at.saturating_add(16).saturating_add(map_bytes) > file_len {
        return Err(bad(
            at,
            format!(
                "its map claims {map_bytes} bytes for {n} hunks (at most {most} can be needed, \
                 and the file has {} bytes after the map header)",
                file_len.saturating_sub(at.saturating_add(16))
            ),
        ));
    }
    if length_bits > 32 || self_bits > 48 || parent_bits > 48 {
        return Err(bad(
            at.saturating_add(12),
            format!(
                "its map stores lengths in {length_bits} bits and references in {self_bits} and \
                 {parent_bits} bits (at most 32, 48 and 48)"
            ),
        ));
    }
    let data = read_exact_at(file, at.saturating_add(16), map_bytes, "the map")?;
    let mut bits = Bits::new(&data);
    let tree = Huffman::read_tree(&mut bits).map_err(|e| bad(at, e.to_string()))?;
    let ended = |hunk: usize| {
        bad(at, format!("its map data ends before the entry of hunk {hunk} (of {n})"))
    };
    // Types, with their runs expanded.
    let mut types: Vec<u8> = Vec::with_capacity(n);
    let mut repeat = 0u64;
    let mut last = 0u8;
    while types.len() < n {
        if repeat > 0 {
            types.push(last);
            repeat = repeat.saturating_sub(1);
            continue;
        }
        let h = types.len();
        let code = tree.decode(&mut bits).map_err(|_| ended(h))?;
        let mut sym = || tree.decode(&mut bits).map(u64::from).map_err(|_| ended(h));
        match code {
            kind::RLE_SMALL => {
                types.push(last);
                repeat = 2u64.saturating_add(sym()?);
            }
            kind::RLE_LARGE => {
                types.push(last);
                let hi = sym()?;
                repeat = 2u64.saturating_add(16).saturating_add(hi << 4).saturating_add(sym()?);
            }
            other => {
                types.push(other);
                last = other;
            }
        }
    }
    // Fields, and the decoded map for its CRC.
    let mut crc = CRC16.digest();
    let mut hunks = Vec::with_capacity(n);
    let mut offset = first_offset;
    let (mut last_self, mut last_parent) = (0u64, 0u64);
    let units_per_hunk =
        u64::from(header.hunk_bytes).checked_div(u64::from(header.unit_bytes)).unwrap_or(0);
    for (h, &t) in types.iter().enumerate() {
        let mut read = |width: u32| bits.read(width).map_err(|_| ended(h));
        let (base, length, at_offset, check16) = match t {
            0..=3 => {
                let length = read(length_bits)?;
                let check = read(16)? as u16;
                let here = offset;
                offset = offset.saturating_add(length);
                let length = u32::try_from(length).unwrap_or(u32::MAX);
                hunks.push(Hunk::Compressed {
                    codec: t,
                    offset: here,
                    length,
                    check: Check::Crc16(check),
                });
                (t, length, here, check)
            }
            kind::NONE => {
                let check = read(16)? as u16;
                let here = offset;
                offset = offset.saturating_add(u64::from(header.hunk_bytes));
                hunks.push(Hunk::Stored { offset: here, check: Check::Crc16(check) });
                (t, header.hunk_bytes, here, check)
            }
            kind::SELF | kind::SELF_0 | kind::SELF_1 => {
                match t {
                    kind::SELF => last_self = read(self_bits)?,
                    kind::SELF_1 => last_self = last_self.saturating_add(1),
                    _ => {}
                }
                hunks.push(Hunk::Copy { hunk: last_self });
                (kind::SELF, 0, last_self, 0)
            }
            kind::PARENT | kind::PARENT_SELF | kind::PARENT_0 | kind::PARENT_1 => {
                match t {
                    kind::PARENT => last_parent = read(parent_bits)?,
                    kind::PARENT_SELF => last_parent = (h as u64).saturating_mul(units_per_hunk),
                    kind::PARENT_1 => last_parent = last_parent.saturating_add(units_per_hunk),
                    _ => {}
                }
                hunks.push(Hunk::Parent { unit: last_parent });
                (kind::PARENT, 0, last_parent, 0)
            }
            other => {
                return Err(bad(
                    at,
                    format!("its map gives hunk {h} the type {other}, which is not a CHD v5 type"),
                ));
            }
        };
        crc.update(&decoded_entry(base, length, at_offset, check16));
    }
    let computed = crc.finalize();
    if computed != stored_crc {
        return Err(bad(
            at.saturating_add(10),
            format!(
                "its map's CRC-16 is {stored_crc:#06x} but the {n} decoded entries give \
                 {computed:#06x}"
            ),
        ));
    }
    Ok(hunks)
}

fn read_v5_uncompressed<F: Read + Seek>(
    file: &mut F,
    header: &Header,
) -> Result<Vec<Hunk>, MapError> {
    let n = count(header)?;
    let raw = read_exact_at(file, header.map_offset, (n as u64).saturating_mul(4), "the map")?;
    Ok(raw
        .chunks_exact(4)
        .map(|e| {
            let o = e.iter().fold(0u64, |v, &x| (v << 8) | u64::from(x));
            if o == 0 {
                Hunk::Zeros
            } else {
                Hunk::Stored {
                    offset: o.saturating_mul(u64::from(header.hunk_bytes)),
                    check: Check::None,
                }
            }
        })
        .collect())
}

fn read_v34<F: Read + Seek>(file: &mut F, header: &Header) -> Result<Vec<Hunk>, MapError> {
    let n = count(header)?;
    let raw = read_exact_at(file, header.map_offset, (n as u64).saturating_mul(16), "the map")?;
    let mut hunks = Vec::with_capacity(n);
    for (h, e) in raw.chunks_exact(16).enumerate() {
        let be = |r: std::ops::Range<usize>| {
            e.get(r).unwrap_or(&[]).iter().fold(0u64, |v, &x| (v << 8) | u64::from(x))
        };
        let offset = be(0..8); // 0x00
        let crc = be(8..12) as u32; // 0x08
        let length = (be(12..14) | (be(14..15) << 16)) as u32; // 0x0C, 0x0E
        let flags = e.get(15).copied().unwrap_or(0); // 0x0F
        let check = if flags & 0x10 != 0 { Check::None } else { Check::Crc32(crc) };
        hunks.push(match flags & 0x0F {
            1 => Hunk::Compressed { codec: 0, offset, length, check },
            2 => Hunk::Stored { offset, check },
            3 => Hunk::Mini { value: offset, check },
            4 => Hunk::Copy { hunk: offset },
            5 => Hunk::Parent { unit: offset },
            t => {
                return Err(MapError {
                    offset: header.map_offset.saturating_add((h as u64).saturating_mul(16)),
                    problem: format!(
                        "its map gives hunk {h} the type {t}{}",
                        if t == 6 {
                            " (a secondary codec, which dewrip does not decode)"
                        } else {
                            ", which is not a CHD v3/v4 type"
                        }
                    ),
                });
            }
        });
    }
    Ok(hunks)
}

/// Every stored hunk inside the file and no longer than a hunk, every codec named, no parent.
fn check(hunks: &[Hunk], header: &Header, file_len: u64) -> Result<(), MapError> {
    let hunk_bytes = header.hunk_bytes;
    let at = header.map_offset;
    for (h, hunk) in hunks.iter().enumerate() {
        let past = |offset: u64, length: u64| {
            offset.checked_add(length).is_none_or(|end| end > file_len) || offset < 16
        };
        let problem = match *hunk {
            Hunk::Compressed { codec, offset, length, .. } => {
                let tag = header.codecs.get(usize::from(codec)).copied().unwrap_or(0);
                if tag == 0 {
                    Some(format!(
                        "its map says hunk {h} is compressed with codec {codec}, but the header \
                         names no codec {codec}"
                    ))
                } else if length == 0 || length > hunk_bytes {
                    Some(format!(
                        "its map gives hunk {h} {length} compressed bytes (a hunk is {hunk_bytes})"
                    ))
                } else if past(offset, u64::from(length)) {
                    Some(format!(
                        "its map points hunk {h} at bytes {offset}..{} but the file has \
                         {file_len} bytes (its data is missing: the file is cut short or the map \
                         is damaged)",
                        offset.saturating_add(u64::from(length))
                    ))
                } else {
                    None
                }
            }
            Hunk::Stored { offset, .. } if past(offset, u64::from(hunk_bytes)) => Some(format!(
                "its map points hunk {h} at bytes {offset}..{} but the file has {file_len} bytes \
                 (its data is missing: the file is cut short or the map is damaged)",
                offset.saturating_add(u64::from(hunk_bytes))
            )),
            Hunk::Copy { hunk } if hunk >= hunks.len() as u64 => Some(format!(
                "its map makes hunk {h} a copy of hunk {hunk}, past its last hunk ({})",
                hunks.len().saturating_sub(1)
            )),
            Hunk::Parent { unit } => Some(format!(
                "its map makes hunk {h} a copy of unit {unit} of a parent CHD, but the file names \
                 no parent"
            )),
            _ => None,
        };
        if let Some(problem) = problem {
            return Err(MapError { offset: at, problem });
        }
    }
    Ok(())
}

/// For every hunk, the stored hunk its chain of copies ends at. Each chain is followed once
/// (results are kept), with a visited mark and at most [`MAX_COPY_CHAIN`] steps.
fn resolve(hunks: &[Hunk], map_offset: u64) -> Result<Vec<u32>, MapError> {
    const UNKNOWN: u32 = u32::MAX;
    let n = hunks.len();
    let mut source = vec![UNKNOWN; n];
    // The walk (start + 1) that last visited each hunk.
    let mut visited = vec![0u32; n];
    let mut path: Vec<usize> = Vec::new();
    let err = |problem: String| MapError { offset: map_offset, problem };
    for start in 0..n {
        if source.get(start) != Some(&UNKNOWN) {
            continue;
        }
        let walk =
            u32::try_from(start).map_err(|_| err(format!("hunk {start} is past 32 bits")))?;
        let mark = walk.saturating_add(1);
        path.clear();
        let mut cur = start;
        let end = loop {
            match source.get(cur) {
                Some(&s) if s != UNKNOWN => break s,
                Some(_) => {}
                None => return Err(err(format!("hunk {start} leads to hunk {cur}, past the map"))),
            }
            let Some(Hunk::Copy { hunk }) = hunks.get(cur) else {
                break u32::try_from(cur).unwrap_or(UNKNOWN);
            };
            if visited.get(cur) == Some(&mark) {
                return Err(err(if cur == start && path.len() == 1 {
                    format!("its map makes hunk {start} a copy of itself")
                } else {
                    format!(
                        "its map makes hunk {start} part of a cycle of copies (hunk {cur} is \
                         reached again after {} steps)",
                        path.len()
                    )
                }));
            }
            if path.len() >= MAX_COPY_CHAIN {
                return Err(err(format!(
                    "its map makes hunk {start} a copy of a copy … more than {MAX_COPY_CHAIN} \
                     times"
                )));
            }
            if let Some(v) = visited.get_mut(cur) {
                *v = mark;
            }
            path.push(cur);
            cur = usize::try_from(*hunk).unwrap_or(usize::MAX);
        };
        for &p in &path {
            if let Some(s) = source.get_mut(p) {
                *s = end;
            }
        }
        if let Some(s) = source.get_mut(cur) {
            if *s == UNKNOWN {
                *s = end;
            }
        }
    }
    Ok(source)
}

/// Encodes a v5 compressed map (for the test writer): `first_offset` is where the first stored
/// hunk starts, and stored hunks follow each other in hunk order from there — as the format
/// says, their offsets are not stored: the entries' own `offset` fields are ignored. Copies that
/// repeat or follow the previous copy use types 9 and 10, runs of one type types 7 and 8, as
/// chdman does. `Hunk::Zeros` and `Hunk::Mini` cannot be written (v3/v4 and uncompressed only).
pub fn encode_v5(hunks: &[Hunk], hunk_bytes: u32, first_offset: u64) -> Vec<u8> {
    use super::huffman::BitWriter;
    // Types as written (copies promoted), and the decoded entries for the CRC.
    let mut types = Vec::with_capacity(hunks.len());
    let mut crc = CRC16.digest();
    let mut last_self = 0u64;
    let mut running = first_offset;
    let (mut max_len, mut max_self, mut max_parent) = (0u64, 0u64, 0u64);
    for hunk in hunks {
        let (t, base, length, offset, check) = match *hunk {
            Hunk::Compressed { codec, length, check, .. } => {
                max_len = max_len.max(u64::from(length));
                let here = running;
                running = running.saturating_add(u64::from(length));
                (codec, codec, length, here, check16(check))
            }
            Hunk::Stored { check, .. } => {
                let here = running;
                running = running.saturating_add(u64::from(hunk_bytes));
                (kind::NONE, kind::NONE, hunk_bytes, here, check16(check))
            }
            Hunk::Copy { hunk } => {
                let t = if hunk == last_self {
                    kind::SELF_0
                } else if hunk == last_self.saturating_add(1) {
                    kind::SELF_1
                } else {
                    max_self = max_self.max(hunk);
                    kind::SELF
                };
                last_self = hunk;
                (t, kind::SELF, 0, hunk, 0)
            }
            Hunk::Parent { unit } => {
                max_parent = max_parent.max(unit);
                (kind::PARENT, kind::PARENT, 0, unit, 0)
            }
            Hunk::Zeros | Hunk::Mini { .. } => (kind::NONE, kind::NONE, hunk_bytes, 0, 0),
        };
        types.push(t);
        crc.update(&decoded_entry(base, length, offset, check));
    }
    let width = |v: u64| u64::BITS.saturating_sub(v.leading_zeros());
    let (length_bits, self_bits, parent_bits) =
        (width(max_len), width(max_self), width(max_parent));
    let mut w = BitWriter::default();
    // The tree: every symbol 4 bits long, written as `1 4 13` (a run of 16).
    w.put(1, 4);
    w.put(4, 4);
    w.put(13, 4);
    let mut i = 0usize;
    let mut last = 0u8;
    while let Some(&t) = types.get(i) {
        let run = types.get(i..).unwrap_or(&[]).iter().take_while(|&&x| x == t).count();
        let mut left = run;
        if t != last {
            w.put(u64::from(t), 4);
            last = t;
            left = left.saturating_sub(1);
        }
        while left > 0 {
            match left {
                1..=2 => {
                    w.put(u64::from(t), 4);
                    left = left.saturating_sub(1);
                }
                3..=18 => {
                    w.put(u64::from(kind::RLE_SMALL), 4);
                    w.put((left as u64).saturating_sub(3), 4);
                    left = 0;
                }
                _ => {
                    let take = left.min(3 + 16 + 255);
                    let extra = (take as u64).saturating_sub(3 + 16);
                    w.put(u64::from(kind::RLE_LARGE), 4);
                    w.put(extra >> 4, 4);
                    w.put(extra & 15, 4);
                    left = left.saturating_sub(take);
                }
            }
        }
        i = i.saturating_add(run);
    }
    for (hunk, &t) in hunks.iter().zip(&types) {
        match (*hunk, t) {
            (Hunk::Compressed { length, check, .. }, _) => {
                w.put(u64::from(length), length_bits);
                w.put(u64::from(check16(check)), 16);
            }
            (Hunk::Stored { check, .. }, _) => w.put(u64::from(check16(check)), 16),
            (Hunk::Copy { hunk }, kind::SELF) => w.put(hunk, self_bits),
            (Hunk::Parent { unit }, _) => w.put(unit, parent_bits),
            (Hunk::Zeros | Hunk::Mini { .. }, _) => w.put(0, 16),
            _ => {}
        }
    }
    let coded = w.finish();
    let mut out = Vec::with_capacity(coded.len().saturating_add(16));
    out.extend_from_slice(&(coded.len() as u32).to_be_bytes()); // 0x00
    out.extend_from_slice(first_offset.to_be_bytes().get(2..).unwrap_or(&[])); // 0x04
    out.extend_from_slice(&crc.finalize().to_be_bytes()); // 0x0A
    out.extend_from_slice(&[length_bits as u8, self_bits as u8, parent_bits as u8, 0]); // 0x0C
    out.extend_from_slice(&coded);
    out
}

/// A decoded v5 map entry as the map's CRC covers it: type, u24 length, u48 offset, u16 CRC.
fn decoded_entry(kind: u8, length: u32, offset: u64, crc: u16) -> [u8; 12] {
    let [_, l1, l2, l3] = length.to_be_bytes();
    let [_, _, o2, o3, o4, o5, o6, o7] = offset.to_be_bytes();
    let [c0, c1] = crc.to_be_bytes();
    [kind, l1, l2, l3, o2, o3, o4, o5, o6, o7, c0, c1]
}

fn check16(c: Check) -> u16 {
    match c {
        Check::Crc16(v) => v,
        _ => 0,
    }
}
