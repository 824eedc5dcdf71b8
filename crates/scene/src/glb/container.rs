//! The GLB container **[public: glTF 2.0 §4.4]** (see the module docs of [`super`]): reader
//! and writer.

use cursor::{Cursor, OutOfBounds};

use super::limits::Limits;

/// `glTF`.
pub const MAGIC: u32 = 0x4654_6C67;
/// The JSON chunk type.
pub const CHUNK_JSON: u32 = 0x4E4F_534A;
/// The BIN chunk type.
pub const CHUNK_BIN: u32 = 0x004E_4942;

/// Why bytes are not a GLB container this module can read (or write).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum GlbError {
    /// A read ran past the end.
    #[error("GLB container: {0}")]
    Bytes(#[from] OutOfBounds),
    /// Wrong magic, version or chunk type.
    #[error("GLB container at offset {offset:#x}: expected {expected}, found {found:#010x}")]
    Field {
        /// Where.
        offset: usize,
        /// What was expected.
        expected: &'static str,
        /// What was there.
        found: u32,
    },
    /// The total length does not fit the file.
    #[error(
        "GLB container at offset 0x8: expected a total length between 20 and the file's {actual} bytes, found {declared}"
    )]
    Length {
        /// From the header.
        declared: u32,
        /// The file's length.
        actual: usize,
    },
    /// A chunk is larger than the limit for it.
    #[error("GLB container at offset {offset:#x}: the {what} chunk holds {found} bytes, more than the limit of {limit}")]
    Limit {
        /// Where the chunk's length is.
        offset: usize,
        /// Which chunk (`JSON`, `BIN`).
        what: &'static str,
        /// Its length.
        found: usize,
        /// The limit.
        limit: usize,
    },
    /// Two BIN chunks.
    #[error("GLB container at offset {offset:#x}: expected one BIN chunk, found a second")]
    SecondBin {
        /// Where the second one starts.
        offset: usize,
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

/// Splits a GLB into its JSON chunk and its BIN chunk (empty when absent), with the default
/// [`Limits`].
pub fn read(bytes: &[u8]) -> Result<(&[u8], &[u8]), GlbError> {
    read_with(bytes, &Limits::default())
}

/// [`read`] under `limits` (`json_bytes`, `buffer_bytes`).
pub fn read_with<'a>(bytes: &'a [u8], limits: &Limits) -> Result<(&'a [u8], &'a [u8]), GlbError> {
    let mut c = Cursor::new(bytes);
    let magic = c.u32_le()?; // 0x00
    if magic != MAGIC {
        return Err(GlbError::Field { offset: 0, expected: "magic \"glTF\"", found: magic });
    }
    let version = c.u32_le()?; // 0x04
    if version != 2 {
        return Err(GlbError::Field { offset: 4, expected: "version 2", found: version });
    }
    let total = c.u32_le()?; // 0x08
    let declared = usize::try_from(total).unwrap_or(usize::MAX);
    if declared > bytes.len() || declared < 20 {
        return Err(GlbError::Length { declared: total, actual: bytes.len() });
    }
    let body = bytes.get(..declared).unwrap_or(bytes);
    let mut c = Cursor::new(body);
    c.seek(12)?;
    let jlen = c.u32_le()? as usize; // 0x0C
    let jtype = c.u32_le()?; // 0x10
    if jtype != CHUNK_JSON {
        return Err(GlbError::Field { offset: 0x10, expected: "chunk type JSON", found: jtype });
    }
    if jlen > limits.json_bytes {
        return Err(GlbError::Limit {
            offset: 0x0C,
            what: "JSON",
            found: jlen,
            limit: limits.json_bytes,
        });
    }
    let json = c.take(jlen)?; // 0x14
    let mut bin: Option<&[u8]> = None;
    while c.remaining() >= 8 {
        let at = c.pos();
        let len = c.u32_le()? as usize; // +0x00
        let kind = c.u32_le()?; // +0x04
        if kind == CHUNK_BIN && len > limits.buffer_bytes {
            return Err(GlbError::Limit {
                offset: at,
                what: "BIN",
                found: len,
                limit: limits.buffer_bytes,
            });
        }
        let data = c.take(len)?; // +0x08
        if kind == CHUNK_BIN {
            if bin.is_some() {
                return Err(GlbError::SecondBin { offset: at });
            }
            bin = Some(data);
        }
    }
    Ok((json, bin.unwrap_or(&[])))
}
