//! Mednafen / Beetle PSX save states (`MDFNSVST`; standalone `.mc#` files are gzip).
//!
//! Layout **[public: mednafen state.c, layout only]**:
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0 | 8 | `MDFNSVST` |
//! | 16 | 4 | version |
//! | 20 | 4 | total size |
//! | 24 / 28 | 4 + 4 | preview width / height (a preview image follows when non-zero) |
//! | … | | sections: `char[32]` name + `u32` size, holding entries: `u8` name length, name, `u32`
//! size, data |
//!
//! Entries used: `MainRAM.data8` in section `MAIN` (2 MiB RAM) and `&GPURAM[0][0]` in section
//! `GPU` (1024×512 `u16`). Entries are found by their length-prefixed names, so the preview
//! image's size does not matter. Beetle's "fast" states (names omitted) are not supported;
//! GTE registers are not decoded.

use super::capture::{find_after, Capture, CaptureKind, RAM_BYTES};
use super::error::{CaptureError, Result};
use cursor::{u32_at, Cursor};
use gpu::vram::{Vram, BYTES as VRAM_BYTES};

/// The magic at offset 0.
pub const MAGIC: &[u8; 8] = b"MDFNSVST";
/// The RAM entry name.
pub const RAM_ENTRY: &str = "MainRAM.data8";
/// The VRAM entry name.
pub const VRAM_ENTRY: &str = "&GPURAM[0][0]";

/// Reads an uncompressed state.
pub fn read(data: &[u8]) -> Result<Capture> {
    let mut c = Cursor::new(data);
    let magic = c.take(8)?; // 0x00
    if magic != MAGIC {
        return Err(CaptureError::Malformed {
            format: "Mednafen state",
            what: "magic",
            offset: 0,
            expected: "\"MDFNSVST\"".to_owned(),
            found: format!("{magic:02X?}"),
        });
    }
    c.seek(16)?;
    let version = c.u32_le()?; // 0x10
    let _size = c.u32_le()?; // 0x14
    let width = c.u32_le()?; // 0x18
    let height = c.u32_le()?; // 0x1C
    let mut cap = Capture::empty(CaptureKind::MednafenState);
    cap.notes.push(format!("Mednafen state version {version:#x}, preview {width}x{height}"));
    if let Some(ram) = entry(data, RAM_ENTRY, RAM_BYTES)? {
        cap.ram = Some(ram.to_vec());
    }
    if let Some(vram) = entry(data, VRAM_ENTRY, VRAM_BYTES)? {
        cap.vram = Vram::from_le_bytes(vram).ok();
    }
    if find_after(data, &section_name("GTE")).is_some() {
        cap.notes.push("GTE section present; its registers are not decoded".to_owned());
    }
    if cap.ram.is_none() && cap.vram.is_none() {
        return Err(CaptureError::Missing {
            format: "Mednafen state",
            what: "RAM and VRAM entries",
            looked_for: format!("{RAM_ENTRY:?} and {VRAM_ENTRY:?}"),
        });
    }
    Ok(cap)
}

/// The first `want` bytes of the named entry, if the entry exists.
fn entry<'a>(data: &'a [u8], name: &str, want: usize) -> Result<Option<&'a [u8]>> {
    let mut key = vec![name.len() as u8];
    key.extend_from_slice(name.as_bytes());
    let Some(at) = find_after(data, &key) else { return Ok(None) };
    let size = u32_at(data, at).ok_or(CaptureError::Malformed {
        format: "Mednafen state",
        what: "entry size",
        offset: at as u64,
        expected: "4 bytes".to_owned(),
        found: "end of file".to_owned(),
    })? as usize;
    let start = at.saturating_add(4);
    if size < want {
        return Err(CaptureError::Malformed {
            format: "Mednafen state",
            what: "entry size",
            offset: at as u64,
            expected: format!("at least {want:#x} for {name}"),
            found: format!("{size:#x}"),
        });
    }
    data.get(start..start.saturating_add(want)).map(Some).ok_or(CaptureError::Malformed {
        format: "Mednafen state",
        what: "entry data",
        offset: start as u64,
        expected: format!("{want:#x} bytes of {name}"),
        found: format!("{:#x} bytes left", data.len().saturating_sub(start)),
    })
}

/// A section name as stored: 32 bytes, zero-padded.
pub fn section_name(name: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (d, s) in out.iter_mut().zip(name.bytes()) {
        *d = s;
    }
    out
}
