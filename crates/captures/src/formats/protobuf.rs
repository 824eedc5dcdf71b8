//! A minimal protobuf wire-format reader: varints, fixed 32/64 and length-delimited fields
//! **[published: protobuf encoding guide]**. Enough to walk PCSX-Redux save states.

use super::error::{CaptureError, Result};
use cursor::Cursor;

/// One field value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value<'a> {
    /// Wire type 0.
    Varint(u64),
    /// Wire type 1.
    Fixed64(u64),
    /// Wire type 2: bytes, string, sub-message or packed repeated scalars.
    Bytes(&'a [u8]),
    /// Wire type 5.
    Fixed32(u32),
}

/// Iterates over the fields of one message. `base` is the message's offset in the file.
pub struct Fields<'a> {
    cur: Cursor<'a>,
    failed: bool,
}

impl<'a> Fields<'a> {
    /// Fields of the message in `data`, whose first byte is at `base` in the stream.
    pub fn new(data: &'a [u8], base: u64) -> Self {
        Self { cur: Cursor::with_base(data, base), failed: false }
    }
}

/// Reads a base-128 varint (at most 10 bytes).
pub fn varint(cur: &mut Cursor<'_>) -> Result<u64> {
    let at = cur.offset();
    let mut value = 0u64;
    for i in 0..10u32 {
        let b = cur.u8()?;
        value |= u64::from(b & 0x7F).checked_shl(i.saturating_mul(7)).unwrap_or(0);
        if b & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err(CaptureError::Malformed {
        format: "protobuf",
        what: "varint",
        offset: at,
        expected: "at most 10 bytes".to_owned(),
        found: "more".to_owned(),
    })
}

impl<'a> Iterator for Fields<'a> {
    /// `(field number, value, offset of the value's first byte)`.
    type Item = Result<(u64, Value<'a>, u64)>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.cur.remaining() == 0 {
            return None;
        }
        let result = self.field();
        if result.is_err() {
            self.failed = true;
        }
        Some(result)
    }
}

impl<'a> Fields<'a> {
    fn field(&mut self) -> Result<(u64, Value<'a>, u64)> {
        let at = self.cur.offset();
        let key = varint(&mut self.cur)?;
        let start = self.cur.offset();
        let value = match key & 7 {
            0 => Value::Varint(varint(&mut self.cur)?),
            1 => Value::Fixed64(u64::from_le_bytes(self.cur.array()?)),
            2 => {
                let len = varint(&mut self.cur)?;
                let len = usize::try_from(len).unwrap_or(usize::MAX);
                let start = self.cur.offset();
                return Ok((key >> 3, Value::Bytes(self.cur.take(len)?), start));
            }
            5 => Value::Fixed32(self.cur.u32_le()?),
            wire => {
                return Err(CaptureError::Malformed {
                    format: "protobuf",
                    what: "wire type",
                    offset: at,
                    expected: "0, 1, 2 or 5".to_owned(),
                    found: wire.to_string(),
                })
            }
        };
        Ok((key >> 3, value, start))
    }
}
