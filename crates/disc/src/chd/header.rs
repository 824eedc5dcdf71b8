//! The CHD header, read by dewrip itself so that every size in it is checked against the file
//! and against what a CD can need before anything is allocated or decoded
//! **[public: MAME `src/lib/util/chd.h`, `chd.cpp` (`parse_v3_header` … `parse_v5_header`)]**.
//! All numbers are big-endian.
//!
//! | Offset | Size | v3 (120 bytes) | v4 (108 bytes) | v5 (124 bytes) |
//! |---|---|---|---|---|
//! | 0x00 | 8 | `MComprHD` | `MComprHD` | `MComprHD` |
//! | 0x08 | 4 | header length | header length | header length |
//! | 0x0C | 4 | version 3 | version 4 | version 5 |
//! | 0x10 | 4 | flags (bit 0: needs a parent) | flags | codec 0 (four-character tag, 0 = none) |
//! | 0x14 | 4 | compression (0 none, 1 zlib, 2 zlib+, 3 A/V) | compression | codec 1 |
//! | 0x18 | 4 | hunk count | hunk count | codec 2 |
//! | 0x1C | 4/8 | logical bytes (u64) | logical bytes (u64) | codec 3 (0x1C) |
//! | 0x20 | 8 | (logical bytes) | (logical bytes) | logical bytes |
//! | 0x24 | 8 | metadata offset | metadata offset | — |
//! | 0x28 | 8 | — | — | map offset |
//! | 0x2C | 4 | (MD5) | hunk bytes | — |
//! | 0x30 | 8 | — | — | metadata offset |
//! | 0x38 | 4 | — | — | hunk bytes |
//! | 0x3C | 4 | — | — | unit bytes |
//! | 0x4C | 4 | hunk bytes | — | — |
//! | 0x68 | 20 | — | — | parent SHA-1 (non-zero: a delta CHD) |
//!
//! v5 derives the hunk count as ⌈logical bytes ÷ hunk bytes⌉; v3 and v4 store it, and their map
//! starts right after the header (16-byte entries); v5 names the map's offset.

/// Bytes of a CD frame in a CHD: 2352 of sector and 96 of subcode.
pub const FRAME: u32 = 2448;

/// Most frames a CD holds: the MSF address space, 100 minutes of 75 frames a second
/// **[public: Red Book / ECMA-130 addressing]**, plus the up to 3 padding frames CHD adds after
/// each of at most 99 tracks **[public: MAME `cdrom.h` `CD_TRACK_PADDING`]**.
pub const MAX_CD_FRAMES: u64 = 100 * 60 * 75 + 99 * 3;

/// Most frames a hunk may hold **[provisional]**: chdman writes 8 (`CD_FRAMES_PER_HUNK`); a hunk
/// size chosen with `--hunksize` rarely goes past a few dozen. 256 frames is 626,688 bytes, so
/// the 32-hunk cache and four decoders stay near 25 MB.
pub const MAX_FRAMES_PER_HUNK: u32 = 256;

/// The fields dewrip uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// 3, 4 or 5 (others are refused before the rest is read).
    pub version: u32,
    /// v5: the four codec tags (0 = unused slot); v3/v4: `[compression, 0, 0, 0]`.
    pub codecs: [u32; 4],
    /// Bytes of the uncompressed data.
    pub logical_bytes: u64,
    /// Where the map starts.
    pub map_offset: u64,
    /// Where the first metadata entry starts (0: none).
    pub meta_offset: u64,
    /// Bytes of an uncompressed hunk.
    pub hunk_bytes: u32,
    /// v5: bytes of a unit (2448, a CD frame with subcode); v3/v4 do not store it (0).
    pub unit_bytes: u32,
    /// Hunks: v3/v4 as stored, v5 ⌈logical ÷ hunk⌉ (0 when the hunk size is 0).
    pub hunk_count: u64,
    /// A delta CHD (v5: parent SHA-1 set; v3/v4: flag bit 0).
    pub parent: bool,
}

/// A header field that does not hold what a CD CHD needs: where it is and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderError {
    /// Offset of the field in the file.
    pub offset: u64,
    /// What is wrong.
    pub problem: String,
}

fn be32(h: &[u8], at: usize) -> u32 {
    h.get(at..at.saturating_add(4)).and_then(|s| s.try_into().ok()).map_or(0, u32::from_be_bytes)
}

fn be64(h: &[u8], at: usize) -> u64 {
    h.get(at..at.saturating_add(8)).and_then(|s| s.try_into().ok()).map_or(0, u64::from_be_bytes)
}

impl Header {
    /// Reads the header from the file's first bytes (missing bytes read as zero, so a cut file
    /// fails the size checks, never a slice index).
    pub fn parse(h: &[u8]) -> Header {
        let version = be32(h, 0x0C);
        match version {
            5 => {
                let hunk_bytes = be32(h, 0x38);
                let logical_bytes = be64(h, 0x20);
                Header {
                    version,
                    codecs: [be32(h, 0x10), be32(h, 0x14), be32(h, 0x18), be32(h, 0x1C)],
                    logical_bytes,
                    map_offset: be64(h, 0x28),
                    meta_offset: be64(h, 0x30),
                    hunk_bytes,
                    unit_bytes: be32(h, 0x3C),
                    hunk_count: logical_bytes.div_ceil(u64::from(hunk_bytes.max(1))),
                    parent: h.get(0x68..0x7C).is_some_and(|s| s.iter().any(|&b| b != 0)),
                }
            }
            3 | 4 => {
                let (hunk_at, length) = if version == 3 { (0x4C, 120) } else { (0x2C, 108) };
                Header {
                    version,
                    codecs: [be32(h, 0x14), 0, 0, 0],
                    logical_bytes: be64(h, 0x1C),
                    map_offset: length,
                    meta_offset: be64(h, 0x24),
                    hunk_bytes: be32(h, hunk_at),
                    unit_bytes: 0,
                    hunk_count: u64::from(be32(h, 0x18)),
                    parent: be32(h, 0x10) & 1 != 0,
                }
            }
            _ => Header {
                version,
                codecs: [0; 4],
                logical_bytes: 0,
                map_offset: 0,
                meta_offset: 0,
                hunk_bytes: 0,
                unit_bytes: 0,
                hunk_count: 0,
                parent: false,
            },
        }
    }

    /// Offset of the hunk-size field.
    pub fn hunk_bytes_at(&self) -> u64 {
        match self.version {
            3 => 0x4C,
            4 => 0x2C,
            _ => 0x38,
        }
    }

    /// Offset of the field the hunk count comes from (v5: the logical size).
    fn hunk_count_at(&self) -> u64 {
        if self.version == 5 {
            0x20
        } else {
            0x18
        }
    }

    /// Hunks are compressed (the first codec is not "none"); v5 then has a compressed map.
    pub fn compressed(&self) -> bool {
        self.codecs.first().is_some_and(|&c| c != 0)
    }

    /// Bytes of one map entry as stored: v3/v4 16, v5 uncompressed 4 (v5 compressed maps are
    /// Huffman coded, 12 bytes an entry once decoded).
    pub fn map_entry_bytes(&self) -> u64 {
        match (self.version, self.compressed()) {
            (5, false) => 4,
            (5, true) => 12,
            _ => 16,
        }
    }

    /// Checks every size against what a CD CHD can need and against the file: the hunk size
    /// (whole CD frames, at most [`MAX_FRAMES_PER_HUNK`]), the logical size and hunk count (at
    /// most [`MAX_CD_FRAMES`]), and a stored map inside the file. Call after the unit and the
    /// metadata have said it is a CD.
    pub fn check_sizes(&self, file_len: u64) -> Result<(), HeaderError> {
        let hunk = u64::from(self.hunk_bytes);
        let frame = u64::from(FRAME);
        let err = |offset: u64, problem: String| Err(HeaderError { offset, problem });
        if hunk == 0 || !hunk.is_multiple_of(frame) {
            return err(
                self.hunk_bytes_at(),
                format!(
                    "its hunk size is {hunk} bytes, not a whole number of {frame}-byte CD frames"
                ),
            );
        }
        let frames_per_hunk = hunk.checked_div(frame).unwrap_or(0);
        if frames_per_hunk > u64::from(MAX_FRAMES_PER_HUNK) {
            return err(
                self.hunk_bytes_at(),
                format!(
                    "its hunk size is {hunk} bytes ({frames_per_hunk} frames), more than a CD CHD \
                     needs: dewrip reads hunks of up to {MAX_FRAMES_PER_HUNK} frames (chdman \
                     writes 8)"
                ),
            );
        }
        let max_bytes = MAX_CD_FRAMES.saturating_mul(frame);
        if self.logical_bytes > max_bytes {
            return err(
                if self.version == 5 { 0x20 } else { 0x1C },
                format!(
                    "its logical size is {} bytes ({} frames), more than a CD holds ({} frames \
                     of {frame} bytes)",
                    self.logical_bytes,
                    self.logical_bytes.checked_div(frame).unwrap_or(0),
                    MAX_CD_FRAMES
                ),
            );
        }
        let max_hunks = max_bytes.div_ceil(hunk);
        if self.hunk_count == 0 || self.hunk_count > max_hunks {
            return err(
                self.hunk_count_at(),
                format!(
                    "it declares {} hunks of {frames_per_hunk} frames; a CD needs between 1 and \
                     {max_hunks}",
                    self.hunk_count
                ),
            );
        }
        if self.hunk_count.saturating_mul(hunk) < self.logical_bytes {
            return err(
                self.hunk_count_at(),
                format!(
                    "its {} hunks of {hunk} bytes hold less than its logical size of {} bytes",
                    self.hunk_count, self.logical_bytes
                ),
            );
        }
        // A stored map (v3/v4, v5 uncompressed) must lie in the file; a compressed one must at
        // least have its 16-byte header there (its length is checked when it is read).
        let map_bytes = if self.version == 5 && self.compressed() {
            16
        } else {
            self.hunk_count.saturating_mul(self.map_entry_bytes())
        };
        let map_end = self.map_offset.saturating_add(map_bytes);
        if self.map_offset < 0x40 || map_end > file_len {
            return err(
                if self.version == 5 { 0x28 } else { 0x08 },
                format!(
                    "its map ({map_bytes} bytes for {} hunks at offset {}) lies outside the file \
                     of {file_len} bytes",
                    self.hunk_count, self.map_offset
                ),
            );
        }
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    fn v5(logical: u64, hunk: u32, map_offset: u64) -> Vec<u8> {
        let mut h = vec![0u8; 124];
        h[..8].copy_from_slice(b"MComprHD");
        h[8..12].copy_from_slice(&124u32.to_be_bytes());
        h[12..16].copy_from_slice(&5u32.to_be_bytes());
        h[16..20].copy_from_slice(b"cdlz");
        h[0x20..0x28].copy_from_slice(&logical.to_be_bytes());
        h[0x28..0x30].copy_from_slice(&map_offset.to_be_bytes());
        h[0x38..0x3C].copy_from_slice(&hunk.to_be_bytes());
        h[0x3C..0x40].copy_from_slice(&FRAME.to_be_bytes());
        h
    }

    #[test]
    fn sizes_a_cd_cannot_need_are_refused() {
        let hunk = 8 * FRAME;
        let ok = Header::parse(&v5(1000 * u64::from(FRAME), hunk, 200));
        assert_eq!(ok.hunk_count, 125);
        assert_eq!(ok.check_sizes(10_000), Ok(()));
        // 400 million hunks, 2^32 - 1 hunks, 2^62 logical bytes.
        for logical in [400_000_000 * u64::from(hunk), 0xFFFF_FFFF * u64::from(hunk), 1 << 62] {
            let e = Header::parse(&v5(logical, hunk, 200)).check_sizes(10_000).unwrap_err();
            assert_eq!(e.offset, 0x20, "{}", e.problem);
            assert!(e.problem.contains("more than a CD holds"), "{}", e.problem);
        }
        // Hunks of 392 MB, 1.96 GB, 1.87 GB; not whole frames; zero.
        for bad in [392_000_000u32, 1_960_000_000, 1_870_000_000, FRAME + 1, 0] {
            let e = Header::parse(&v5(1000, bad, 200)).check_sizes(10_000).unwrap_err();
            assert_eq!(e.offset, 0x38, "{}", e.problem);
        }
        let big = 256 * FRAME;
        assert_eq!(Header::parse(&v5(u64::from(big), big, 200)).check_sizes(1000), Ok(()));
        let e = Header::parse(&v5(1000, big + FRAME, 200)).check_sizes(1000).unwrap_err();
        assert!(e.problem.contains("257 frames"), "{}", e.problem);
        // A map that is not in the file.
        let e = Header::parse(&v5(1000, hunk, 1 << 40)).check_sizes(10_000).unwrap_err();
        assert_eq!(e.offset, 0x28);
        // v4 with a count that does not cover its logical size.
        let mut h = vec![0u8; 108];
        h[12..16].copy_from_slice(&4u32.to_be_bytes());
        h[0x18..0x1C].copy_from_slice(&2u32.to_be_bytes());
        h[0x1C..0x24].copy_from_slice(&(3 * u64::from(hunk)).to_be_bytes());
        h[0x2C..0x30].copy_from_slice(&hunk.to_be_bytes());
        let v4 = Header::parse(&h);
        assert_eq!((v4.map_offset, v4.hunk_count), (108, 2));
        assert!(v4.check_sizes(10_000).unwrap_err().problem.contains("hold less"));
    }
}
