//! The GLB container **[public: glTF 2.0 §4.4]**: a 12-byte header, a JSON chunk padded with
//! spaces, a BIN chunk padded with zeros, every length a multiple of 4, little-endian.
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0x00 | 4 | magic `glTF` |
//! | 0x04 | 4 | version 2 |
//! | 0x08 | 4 | total length |
//! | 0x0C | 4 | JSON chunk length |
//! | 0x10 | 4 | chunk type `JSON` (0x4E4F534A) |
//! | 0x14 | n | JSON, padded with 0x20 |
//! | … | 4 | BIN chunk length |
//! | … | 4 | chunk type `BIN\0` (0x004E4942) |
//! | … | m | binary buffer, padded with 0x00 |

use psx::bytes::Cursor;

/// `glTF`.
pub const MAGIC: u32 = 0x4654_6C67;
/// The JSON chunk type.
pub const CHUNK_JSON: u32 = 0x4E4F_534A;
/// The BIN chunk type.
pub const CHUNK_BIN: u32 = 0x004E_4942;

/// Why bytes are not a GLB this module can read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum GlbError {
    /// A read ran past the end.
    #[error(transparent)]
    Bytes(#[from] psx::bytes::OutOfBounds),
    /// Wrong magic, version or chunk type.
    #[error("at 0x{offset:x}: expected {expected}, found 0x{found:08x}")]
    Field {
        /// Where.
        offset: usize,
        /// What was expected.
        expected: &'static str,
        /// What was there.
        found: u32,
    },
    /// The total length does not match the file.
    #[error("header says {declared} bytes, the file has {actual}")]
    Length {
        /// From the header.
        declared: u32,
        /// The file's length.
        actual: usize,
    },
    /// The container would exceed 4 GiB.
    #[error("the GLB would exceed 4 GiB")]
    TooLarge,
}

fn padded(len: usize) -> Option<usize> {
    len.checked_next_multiple_of(4)
}

/// Frames a JSON document and a binary buffer as a GLB.
pub fn write(json: &[u8], bin: &[u8]) -> Result<Vec<u8>, GlbError> {
    let jlen = padded(json.len()).ok_or(GlbError::TooLarge)?;
    let blen = padded(bin.len()).ok_or(GlbError::TooLarge)?;
    let body = if bin.is_empty() { 0 } else { blen.checked_add(8).ok_or(GlbError::TooLarge)? };
    let total = jlen.checked_add(20).and_then(|x| x.checked_add(body)).ok_or(GlbError::TooLarge)?;
    let total32 = u32::try_from(total).map_err(|_| GlbError::TooLarge)?;
    let jlen32 = u32::try_from(jlen).map_err(|_| GlbError::TooLarge)?;
    let blen32 = u32::try_from(blen).map_err(|_| GlbError::TooLarge)?;
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(&MAGIC.to_le_bytes()); // 0x00
    out.extend_from_slice(&2u32.to_le_bytes()); // 0x04
    out.extend_from_slice(&total32.to_le_bytes()); // 0x08
    out.extend_from_slice(&jlen32.to_le_bytes()); // 0x0C
    out.extend_from_slice(&CHUNK_JSON.to_le_bytes()); // 0x10
    out.extend_from_slice(json); // 0x14
    out.resize(jlen.saturating_add(20), b' ');
    if !bin.is_empty() {
        out.extend_from_slice(&blen32.to_le_bytes());
        out.extend_from_slice(&CHUNK_BIN.to_le_bytes());
        out.extend_from_slice(bin);
        out.resize(total, 0);
    }
    Ok(out)
}

/// Splits a GLB into its JSON chunk and its BIN chunk (empty when absent).
pub fn read(bytes: &[u8]) -> Result<(&[u8], &[u8]), GlbError> {
    let mut c = Cursor::new(bytes);
    let magic = c.u32_le()?; // 0x00
    if magic != MAGIC {
        return Err(GlbError::Field { offset: 0, expected: "magic glTF", found: magic });
    }
    let version = c.u32_le()?; // 0x04
    if version != 2 {
        return Err(GlbError::Field { offset: 4, expected: "version 2", found: version });
    }
    let total = c.u32_le()?; // 0x08
    if usize::try_from(total).ok() != Some(bytes.len()) {
        return Err(GlbError::Length { declared: total, actual: bytes.len() });
    }
    let jlen = c.u32_le()?; // 0x0C
    let jtype = c.u32_le()?; // 0x10
    if jtype != CHUNK_JSON {
        return Err(GlbError::Field { offset: 0x10, expected: "JSON chunk", found: jtype });
    }
    let json = c.take(jlen as usize)?; // 0x14
    if c.remaining() == 0 {
        return Ok((json, &[]));
    }
    let at = c.pos();
    let blen = c.u32_le()?;
    let btype = c.u32_le()?;
    if btype != CHUNK_BIN {
        return Err(GlbError::Field {
            offset: at.saturating_add(4),
            expected: "BIN chunk",
            found: btype,
        });
    }
    let bin = c.take(blen as usize)?;
    Ok((json, bin))
}
