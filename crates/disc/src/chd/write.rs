//! A CHD v5 writer for tests and hostile cases: one data track of raw 2352-byte sectors, as
//! `chdman createcd` lays a CD out (2448-byte frames with zeroed subcode, the track padded to a
//! multiple of 4 frames, one `CHT2` entry), its hunks stored or compressed with the `zlib`
//! codec (raw deflate), a repeated hunk written as a copy of its first occurrence, and a
//! compressed map ([`super::map::encode_v5`]). Its SHA-1 fields are left zero (dewrip does not
//! read them; `chdman verify` would complain).
//!
//! [`Chd`] keeps the parts apart so a test can damage one (a map entry, a header size) and
//! [`Chd::bytes`] lays them out again: header (124 bytes), metadata, hunk data, map.

use std::io::Write;

use super::header::FRAME;
use super::map::{encode_v5, Check, Hunk, CRC16};

/// A CHD being built.
#[derive(Debug, Clone)]
pub struct Chd {
    /// Codec tags (slot 0 `zlib`).
    pub codecs: [u32; 4],
    /// Logical bytes (frames × 2448).
    pub logical_bytes: u64,
    /// Hunk bytes.
    pub hunk_bytes: u32,
    /// Unit bytes (2448).
    pub unit_bytes: u32,
    /// The metadata entries: tag and value.
    pub metadata: Vec<(u32, Vec<u8>)>,
    /// Stored hunk data, in hunk order.
    pub data: Vec<u8>,
    /// The map (a stored hunk's `offset` is relative to `data`; the file does not store it: the
    /// map gives each stored hunk the bytes after the previous one).
    pub hunks: Vec<Hunk>,
    /// Added to where the map says the hunk data starts: 0 for a good file; more makes a
    /// damaged map that points past its data.
    pub data_shift: u64,
}

/// Bytes of the v5 header.
pub const HEADER_BYTES: u64 = 124;

impl Chd {
    /// Builds a CHD of `bin` (whole 2352-byte sectors of one data track of `track_type`, e.g.
    /// `MODE2_RAW`) with `frames_per_hunk` frames a hunk.
    pub fn new(bin: &[u8], track_type: &str, frames_per_hunk: u32) -> Chd {
        let frames = (bin.len() / 2352) as u64;
        let padded = frames.div_ceil(4).saturating_mul(4);
        let hunk_bytes = frames_per_hunk.max(1).saturating_mul(FRAME);
        let logical_bytes = padded.saturating_mul(u64::from(FRAME));
        let hunk_count = logical_bytes.div_ceil(u64::from(hunk_bytes));
        let mut data = Vec::new();
        let mut hunks = Vec::new();
        let mut seen: Vec<(Vec<u8>, u64)> = Vec::new();
        for h in 0..hunk_count {
            let mut hunk = vec![0u8; hunk_bytes as usize];
            for f in 0..u64::from(frames_per_hunk.max(1)) {
                let frame = h.saturating_mul(u64::from(frames_per_hunk.max(1))).saturating_add(f);
                let from = (frame as usize).saturating_mul(2352);
                let at = (f as usize).saturating_mul(FRAME as usize);
                if let (Some(src), Some(dst)) = (
                    bin.get(from..from.saturating_add(2352)),
                    hunk.get_mut(at..at.saturating_add(2352)),
                ) {
                    dst.copy_from_slice(src);
                }
            }
            if let Some((_, first)) = seen.iter().find(|(bytes, _)| *bytes == hunk) {
                hunks.push(Hunk::Copy { hunk: *first });
                continue;
            }
            let check = Check::Crc16(CRC16.checksum(&hunk));
            let offset = data.len() as u64;
            let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
            let packed = z.write_all(&hunk).and_then(|()| z.finish()).unwrap_or_default();
            if !packed.is_empty() && packed.len() < hunk.len() {
                data.extend_from_slice(&packed);
                let length = packed.len() as u32;
                hunks.push(Hunk::Compressed { codec: 0, offset, length, check });
            } else {
                data.extend_from_slice(&hunk);
                hunks.push(Hunk::Stored { offset, check });
            }
            seen.push((hunk, h));
        }
        let text = format!(
            "TRACK:1 TYPE:{track_type} SUBTYPE:NONE FRAMES:{frames} PREGAP:0 PGTYPE:MODE1 \
             PGSUB:RW POSTGAP:0\0"
        );
        Chd {
            codecs: [u32::from_be_bytes(*b"zlib"), 0, 0, 0],
            logical_bytes,
            hunk_bytes,
            unit_bytes: FRAME,
            metadata: vec![(u32::from_be_bytes(*b"CHT2"), text.into_bytes())],
            data,
            hunks,
            data_shift: 0,
        }
    }

    /// Where the hunk data starts once laid out.
    pub fn data_offset(&self) -> u64 {
        let meta: u64 =
            self.metadata.iter().map(|(_, v)| 16u64.saturating_add(v.len() as u64)).sum();
        HEADER_BYTES.saturating_add(meta)
    }

    /// The file: header, metadata, hunk data, map.
    pub fn bytes(&self) -> Vec<u8> {
        let base = self.data_offset();
        let map_offset = base.saturating_add(self.data.len() as u64);
        let mut out = Vec::new();
        out.extend_from_slice(b"MComprHD"); // 0x00
        out.extend_from_slice(&(HEADER_BYTES as u32).to_be_bytes()); // 0x08
        out.extend_from_slice(&5u32.to_be_bytes()); // 0x0C
        for c in self.codecs {
            out.extend_from_slice(&c.to_be_bytes()); // 0x10..0x20
        }
        out.extend_from_slice(&self.logical_bytes.to_be_bytes()); // 0x20
        out.extend_from_slice(&map_offset.to_be_bytes()); // 0x28
        let meta_offset = if self.metadata.is_empty() { 0 } else { HEADER_BYTES };
        out.extend_from_slice(&meta_offset.to_be_bytes()); // 0x30
        out.extend_from_slice(&self.hunk_bytes.to_be_bytes()); // 0x38
        out.extend_from_slice(&self.unit_bytes.to_be_bytes()); // 0x3C
        out.resize(HEADER_BYTES as usize, 0); // SHA-1s at 0x40, 0x54, 0x68: zero
        let mut at = HEADER_BYTES;
        let count = self.metadata.len();
        for (i, (tag, value)) in self.metadata.iter().enumerate() {
            let next_at = at.saturating_add(16).saturating_add(value.len() as u64);
            let next = if i.saturating_add(1) == count { 0 } else { next_at };
            out.extend_from_slice(&tag.to_be_bytes()); // 0x00
            out.push(1); // 0x04: flags (checksummed)
            out.extend_from_slice((value.len() as u32).to_be_bytes().get(1..).unwrap_or(&[])); // 0x05
            out.extend_from_slice(&next.to_be_bytes()); // 0x08
            out.extend_from_slice(value);
            at = next_at;
        }
        out.extend_from_slice(&self.data);
        out.extend_from_slice(&encode_v5(
            &self.hunks,
            self.hunk_bytes,
            base.saturating_add(self.data_shift),
        ));
        out
    }
}

/// A CHD v5 of `bin` (one `MODE2_RAW` track), 8 frames a hunk, as chdman's defaults lay it out.
pub fn write(bin: &[u8]) -> Vec<u8> {
    Chd::new(bin, "MODE2_RAW", 8).bytes()
}
