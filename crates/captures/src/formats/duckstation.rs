//! DuckStation save states (`.sav`).
//!
//! Header, 216 bytes, all `u32` LE but the strings **[public: DuckStation
//! save_state_version.h, layout only]**:
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0x00 | 4 | magic `0x43435544` ("DUCC") |
//! | 0x04 | 4 | version (86 current; 42 minimum) |
//! | 0x08 | 128 | title |
//! | 0x88 | 32 | serial |
//! | 0xA8 | 4 | media path length |
//! | 0xAC | 4 | media path offset |
//! | 0xB0 | 4 | media subimage index |
//! | 0xB4 | 4 | (unused / screenshot field) |
//! | 0xB8 | 16 | screenshot width, height, size, offset |
//! | 0xC8 | 4 | data compression: 0 none, 1 zlib, 2 zstd (default), 3 xz |
//! | 0xCC | 4 | data compressed size |
//! | 0xD0 | 4 | data uncompressed size |
//! | 0xD4 | 4 | offset to data |
//!
//! The body is an untagged field stream with string markers (`u32` length + ASCII). Keyed on
//! markers, version-tolerant **[public: r4 §3.2; checked for version 86]**:
//! * RAM: after the `Bus` marker, a `u32` RAM size (version ≥ 52), 60 bytes of access times,
//!   then the RAM: RAM starts at marker end + 64 **[provisional for versions other than 86]**;
//! * VRAM: the 1 MiB right after the `GPU-VRAM` marker.

use super::capture::{find_after, Capture, CaptureKind, RAM_BYTES};
use super::container::{self, Container};
use super::error::{CaptureError, Result};
use super::limits::{exceeded, Limits};
use cursor::{u32_at, Cursor};
use gpu::vram::{Vram, BYTES as VRAM_BYTES};

/// The magic at offset 0, read as a little-endian `u32`.
pub const MAGIC: u32 = 0x4343_5544;
/// Header size.
pub const HEADER_BYTES: usize = 0xD8;

/// A marker as it appears in the body: `u32` length, then the ASCII.
pub fn marker_bytes(name: &str) -> Vec<u8> {
    let mut v = (name.len() as u32).to_le_bytes().to_vec();
    v.extend_from_slice(name.as_bytes());
    v
}

/// The DuckStation state header fields dewrip uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// 0x04.
    pub version: u32,
    /// 0x08, up to the first NUL.
    pub title: String,
    /// 0x88, up to the first NUL.
    pub serial: String,
    /// 0xC8.
    pub compression: u32,
    /// 0xCC.
    pub compressed_size: u32,
    /// 0xD0.
    pub uncompressed_size: u32,
    /// 0xD4.
    pub offset_to_data: u32,
}

/// Reads the 216-byte header.
pub fn read_header(bytes: &[u8]) -> Result<Header> {
    let mut c = Cursor::new(bytes);
    let magic = c.u32_le()?; // 0x00
    if magic != MAGIC {
        return Err(CaptureError::Malformed {
            format: "DuckStation state",
            what: "magic",
            offset: 0,
            expected: "\"DUCC\"".to_owned(),
            found: format!("{magic:#010x}"),
        });
    }
    let version = c.u32_le()?; // 0x04
    let title = cstr(c.take(128)?); // 0x08
    let serial = cstr(c.take(32)?); // 0x88
    c.skip(0x20)?; // 0xA8..0xC8: media path, subimage, screenshot fields
    let compression = c.u32_le()?; // 0xC8
    let compressed_size = c.u32_le()?; // 0xCC
    let uncompressed_size = c.u32_le()?; // 0xD0
    let offset_to_data = c.u32_le()?; // 0xD4
    Ok(Header {
        version,
        title,
        serial,
        compression,
        compressed_size,
        uncompressed_size,
        offset_to_data,
    })
}

fn cstr(b: &[u8]) -> String {
    let end = b.iter().position(|&x| x == 0).unwrap_or(b.len());
    String::from_utf8_lossy(b.get(..end).unwrap_or(&[])).into_owned()
}

/// Reads a whole state under the default [`Limits`].
pub fn read(bytes: &[u8]) -> Result<Capture> {
    read_with_limits(bytes, &Limits::DEFAULT)
}

/// Reads a whole state; the body may decompress to at most [`Limits::state_bytes`] (and the
/// expansion ratio), and a header declaring more is refused before anything is decompressed.
pub fn read_with_limits(bytes: &[u8], limits: &Limits) -> Result<Capture> {
    let h = read_header(bytes)?;
    if h.uncompressed_size as usize > limits.state_bytes {
        return Err(exceeded(
            "Limits::state_bytes",
            limits.state_bytes as u64,
            format!(
                "the DuckStation state header (0xD0) declares a {:#x}-byte body",
                h.uncompressed_size
            ),
        ));
    }
    let start = h.offset_to_data as usize;
    let size = h.compressed_size as usize;
    let end = start.saturating_add(size);
    let body = bytes.get(start..end).ok_or(CaptureError::Malformed {
        format: "DuckStation state",
        what: "data (offset 0xD4, size 0xCC)",
        offset: start as u64,
        expected: format!("{size:#x} bytes"),
        found: format!("{:#x} bytes left", bytes.len().saturating_sub(start)),
    })?;
    let owned;
    let limited = |kind: Container| {
        container::decompress_limited(
            kind,
            body,
            start as u64,
            limits.state_bytes,
            "Limits::state_bytes",
            limits,
        )
    };
    let (data, how): (&[u8], &str) = match h.compression {
        0 => (body, "uncompressed"),
        1 => {
            owned = limited(Container::Zlib)?;
            (&owned, "zlib")
        }
        2 => {
            owned = limited(Container::Zstd)?;
            (&owned, "zstd")
        }
        3 => {
            owned = limited(Container::Xz)?;
            (&owned, "xz")
        }
        other => {
            return Err(CaptureError::Malformed {
                format: "DuckStation state",
                what: "data compression type (0xC8)",
                offset: 0xC8,
                expected: "0 none, 1 zlib, 2 zstd or 3 xz".to_owned(),
                found: other.to_string(),
            })
        }
    };
    let mut cap = Capture::empty(CaptureKind::DuckStationState);
    cap.notes.push(format!(
        "DuckStation state version {}, serial {:?}, title {:?}, body {how} ({:#x} bytes)",
        h.version,
        h.serial,
        h.title,
        data.len()
    ));
    if data.len() != h.uncompressed_size as usize {
        cap.notes.push(format!(
            "header says {:#x} uncompressed bytes; body has {:#x}",
            h.uncompressed_size,
            data.len()
        ));
    }
    let bus = find_after(data, &marker_bytes("Bus"));
    let vram = find_after(data, &marker_bytes("GPU-VRAM"));
    if let Some(m) = bus {
        cap.ram = Some(ram_after(data, m, h.version)?);
    }
    if let Some(m) = vram {
        let raw = data.get(m..m.saturating_add(VRAM_BYTES)).ok_or(CaptureError::Malformed {
            format: "DuckStation state",
            what: "VRAM after the GPU-VRAM marker",
            offset: m as u64,
            expected: format!("{VRAM_BYTES:#x} bytes"),
            found: format!("{:#x} bytes left", data.len().saturating_sub(m)),
        })?;
        cap.vram = Vram::from_le_bytes(raw).ok();
    }
    match (bus, vram) {
        (None, None) => Err(CaptureError::Missing {
            format: "DuckStation state",
            what: "the Bus and GPU-VRAM markers",
            looked_for: "u32 length + \"Bus\", u32 length + \"GPU-VRAM\"".to_owned(),
        }),
        (None, _) => {
            cap.notes.push("no Bus marker: RAM not found".to_owned());
            Ok(cap)
        }
        (_, None) => {
            cap.notes.push("no GPU-VRAM marker: VRAM not found".to_owned());
            Ok(cap)
        }
        _ => Ok(cap),
    }
}

/// RAM after the `Bus` marker ending at `m`: first 2 MiB.
fn ram_after(data: &[u8], m: usize, version: u32) -> Result<Vec<u8>> {
    let (size, skip) = if version >= 52 {
        let size = u32_at(data, m).ok_or(CaptureError::Malformed {
            format: "DuckStation state",
            what: "RAM size after the Bus marker",
            offset: m as u64,
            expected: "4 bytes".to_owned(),
            found: format!("{:#x} bytes left", data.len().saturating_sub(m)),
        })?;
        (size as usize, 64usize)
    } else {
        (RAM_BYTES, 60usize)
    };
    if size != RAM_BYTES && size != RAM_BYTES.saturating_mul(4) {
        return Err(CaptureError::Malformed {
            format: "DuckStation state",
            what: "RAM size after the Bus marker",
            offset: m as u64,
            expected: "0x200000 or 0x800000".to_owned(),
            found: format!("{size:#x}"),
        });
    }
    let start = m.saturating_add(skip);
    data.get(start..start.saturating_add(RAM_BYTES)).map(<[u8]>::to_vec).ok_or(
        CaptureError::Malformed {
            format: "DuckStation state",
            what: "RAM after the Bus marker",
            offset: start as u64,
            expected: format!("{RAM_BYTES:#x} bytes"),
            found: format!("{:#x} bytes left", data.len().saturating_sub(start)),
        },
    )
}
