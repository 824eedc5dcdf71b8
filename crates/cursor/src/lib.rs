//! A bounds-checked little-endian cursor over a byte slice, and its writing twin.
//!
//! Every read either returns a value or an [`OutOfBounds`] error that names the offset that was
//! read, how many bytes were needed and how many were there. Every write through [`Writer`]
//! either lands or returns a [`WriteError`] naming the field, the offset and the range it
//! needed — a writer never clamps or truncates a value silently. Nothing here panics.

#![forbid(unsafe_code)]

use thiserror::Error;

/// A read past the end of the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("read of {needed} bytes at offset {offset:#x} runs past the end (input is {len:#x} bytes)")]
pub struct OutOfBounds {
    /// Offset of the attempted read, from the start of the cursor's slice plus its base.
    pub offset: u64,
    /// Bytes the read needed.
    pub needed: u64,
    /// Total length of the input (plus base).
    pub len: u64,
}

/// A forward cursor over `&[u8]`. `base` is added to every reported offset, so a cursor over a
/// sub-slice still reports offsets in the enclosing file.
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    base: u64,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Self { data, pos: 0, base: 0 }
    }

    /// A cursor whose reported offsets start at `base`.
    pub fn with_base(data: &'a [u8], base: u64) -> Self {
        Self { data, pos: 0, base }
    }

    /// Current position within the slice.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Current position as reported in errors (base + pos).
    pub fn offset(&self) -> u64 {
        self.base.saturating_add(self.pos as u64)
    }

    /// Bytes left to read.
    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    /// The unread bytes.
    pub fn rest(&self) -> &'a [u8] {
        self.data.get(self.pos..).unwrap_or(&[])
    }

    /// The whole underlying slice.
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    fn err(&self, needed: usize) -> OutOfBounds {
        OutOfBounds {
            offset: self.offset(),
            needed: needed as u64,
            len: self.base.saturating_add(self.data.len() as u64),
        }
    }

    /// Moves to an absolute position within the slice (may equal the length).
    pub fn seek(&mut self, pos: usize) -> Result<(), OutOfBounds> {
        if pos > self.data.len() {
            return Err(OutOfBounds {
                offset: self.base.saturating_add(pos as u64),
                needed: 0,
                len: self.base.saturating_add(self.data.len() as u64),
            });
        }
        self.pos = pos;
        Ok(())
    }

    /// Skips `n` bytes.
    pub fn skip(&mut self, n: usize) -> Result<(), OutOfBounds> {
        self.take(n).map(|_| ())
    }

    /// Takes the next `n` bytes.
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], OutOfBounds> {
        let end = self.pos.checked_add(n).ok_or_else(|| self.err(n))?;
        let s = self.data.get(self.pos..end).ok_or_else(|| self.err(n))?;
        self.pos = end;
        Ok(s)
    }

    /// Takes the next `N` bytes as an array.
    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], OutOfBounds> {
        let (head, _) = self.rest().split_first_chunk::<N>().ok_or_else(|| self.err(N))?;
        let out = *head;
        self.pos = self.pos.saturating_add(N);
        Ok(out)
    }

    /// Reads a `u8`.
    pub fn u8(&mut self) -> Result<u8, OutOfBounds> {
        self.array::<1>().map(|[b]| b)
    }

    /// Reads an `i8`.
    pub fn i8(&mut self) -> Result<i8, OutOfBounds> {
        self.array::<1>().map(i8::from_le_bytes)
    }

    /// Reads a little-endian `u16`.
    pub fn u16_le(&mut self) -> Result<u16, OutOfBounds> {
        self.array().map(u16::from_le_bytes)
    }

    /// Reads a little-endian `i16`.
    pub fn i16_le(&mut self) -> Result<i16, OutOfBounds> {
        self.array().map(i16::from_le_bytes)
    }

    /// Reads a little-endian `u32`.
    pub fn u32_le(&mut self) -> Result<u32, OutOfBounds> {
        self.array().map(u32::from_le_bytes)
    }

    /// Reads a little-endian `i32`.
    pub fn i32_le(&mut self) -> Result<i32, OutOfBounds> {
        self.array().map(i32::from_le_bytes)
    }

    /// Reads a big-endian `u16`.
    pub fn u16_be(&mut self) -> Result<u16, OutOfBounds> {
        self.array().map(u16::from_be_bytes)
    }

    /// Reads a big-endian `u32`.
    pub fn u32_be(&mut self) -> Result<u32, OutOfBounds> {
        self.array().map(u32::from_be_bytes)
    }
}

/// Why a [`Writer`] refused a write.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum WriteError {
    /// A value does not fit the field it is written to.
    #[error("{what} @{offset:#x}: value {value} does not fit a {bits}-bit field")]
    Overflow {
        /// The field.
        what: &'static str,
        /// Where the field would start.
        offset: u64,
        /// The value that was refused.
        value: i128,
        /// The field's width in bits.
        bits: u8,
    },
    /// The output would grow past the writer's limit.
    #[error("write of {needed} bytes @{offset:#x} would grow the output past its limit of {limit:#x} bytes")]
    Limit {
        /// Where the write would start.
        offset: u64,
        /// Bytes it needed.
        needed: u64,
        /// The limit.
        limit: u64,
    },
    /// A seek or `pad_to` outside what has been written (`pad_to` never moves backwards).
    #[error("cannot move the write position from {from:#x} to {to:#x} (output is {len:#x} bytes)")]
    Position {
        /// The current position.
        from: u64,
        /// The requested position.
        to: u64,
        /// Bytes written so far.
        len: u64,
    },
}

/// A little-endian writer into an owned buffer: the twin of [`Cursor`].
///
/// Writes happen at the current position: at the end they append, before it they overwrite
/// (so a table can be written as zeros first and filled in once the offsets are known, by
/// [`Writer::seek`] back and forth). The output never grows past `limit` bytes (default: the
/// 4 GiB a u32 offset can address). Counts and offsets given as `usize` go through the checked
/// `*_from` methods, which refuse a value the field cannot hold instead of clamping it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Writer {
    out: Vec<u8>,
    pos: usize,
    limit: usize,
}

impl Default for Writer {
    fn default() -> Self {
        Self::new()
    }
}

impl Writer {
    /// The default limit: the largest file a u32 offset can address.
    pub const DEFAULT_LIMIT: usize = 1 << 32;

    /// An empty writer with the default limit.
    pub fn new() -> Self {
        Self::with_limit(Self::DEFAULT_LIMIT)
    }

    /// An empty writer whose output may not exceed `limit` bytes.
    pub fn with_limit(limit: usize) -> Self {
        Self { out: Vec::new(), pos: 0, limit }
    }

    /// The write position.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Bytes written so far (the end, whatever the position).
    pub fn len(&self) -> usize {
        self.out.len()
    }

    /// True when nothing has been written.
    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    /// The bytes written so far.
    pub fn as_slice(&self) -> &[u8] {
        &self.out
    }

    /// The output.
    pub fn into_inner(self) -> Vec<u8> {
        self.out
    }

    fn position_error(&self, to: usize) -> WriteError {
        WriteError::Position { from: self.pos as u64, to: to as u64, len: self.out.len() as u64 }
    }

    /// Moves the write position to `pos`, anywhere within what has been written (or its end).
    pub fn seek(&mut self, pos: usize) -> Result<(), WriteError> {
        if pos > self.out.len() {
            return Err(self.position_error(pos));
        }
        self.pos = pos;
        Ok(())
    }

    /// Moves the write position to the end.
    pub fn seek_end(&mut self) {
        self.pos = self.out.len();
    }

    /// Writes `b` at the position and moves past it.
    pub fn bytes(&mut self, b: &[u8]) -> Result<(), WriteError> {
        let end = self.pos.checked_add(b.len()).filter(|&e| e <= self.limit).ok_or(
            WriteError::Limit {
                offset: self.pos as u64,
                needed: b.len() as u64,
                limit: self.limit as u64,
            },
        )?;
        if end > self.out.len() {
            self.out.resize(end, 0);
        }
        if let Some(dst) = self.out.get_mut(self.pos..end) {
            dst.copy_from_slice(b);
        }
        self.pos = end;
        Ok(())
    }

    /// Writes `n` zero bytes.
    pub fn zeros(&mut self, n: usize) -> Result<(), WriteError> {
        let end =
            self.pos.checked_add(n).filter(|&e| e <= self.limit).ok_or(WriteError::Limit {
                offset: self.pos as u64,
                needed: n as u64,
                limit: self.limit as u64,
            })?;
        if end > self.out.len() {
            self.out.resize(end, 0);
        }
        if let Some(dst) = self.out.get_mut(self.pos..end) {
            dst.fill(0);
        }
        self.pos = end;
        Ok(())
    }

    /// Appends zeros from the position up to `pos` (padding); never moves backwards.
    pub fn pad_to(&mut self, pos: usize) -> Result<(), WriteError> {
        if pos < self.pos {
            return Err(self.position_error(pos));
        }
        self.zeros(pos.saturating_sub(self.pos))
    }

    /// Pads with zeros to the next multiple of `n` (1 for `n == 0`).
    pub fn align(&mut self, n: usize) -> Result<(), WriteError> {
        let n = n.max(1);
        let rem = self.pos.checked_rem(n).unwrap_or(0);
        if rem == 0 {
            return Ok(());
        }
        self.zeros(n.saturating_sub(rem))
    }

    /// Writes a `u8`.
    pub fn u8(&mut self, v: u8) -> Result<(), WriteError> {
        self.bytes(&[v])
    }

    /// Writes an `i8`.
    pub fn i8(&mut self, v: i8) -> Result<(), WriteError> {
        self.bytes(&v.to_le_bytes())
    }

    /// Writes a little-endian `u16`.
    pub fn u16_le(&mut self, v: u16) -> Result<(), WriteError> {
        self.bytes(&v.to_le_bytes())
    }

    /// Writes a little-endian `i16`.
    pub fn i16_le(&mut self, v: i16) -> Result<(), WriteError> {
        self.bytes(&v.to_le_bytes())
    }

    /// Writes a little-endian `u32`.
    pub fn u32_le(&mut self, v: u32) -> Result<(), WriteError> {
        self.bytes(&v.to_le_bytes())
    }

    /// Writes a little-endian `i32`.
    pub fn i32_le(&mut self, v: i32) -> Result<(), WriteError> {
        self.bytes(&v.to_le_bytes())
    }

    fn overflow(&self, what: &'static str, value: usize, bits: u8) -> WriteError {
        WriteError::Overflow { what, offset: self.pos as u64, value: value as i128, bits }
    }

    /// Writes a count or offset as a `u8`, refusing a value above 255.
    pub fn u8_from(&mut self, what: &'static str, v: usize) -> Result<(), WriteError> {
        let b = u8::try_from(v).map_err(|_| self.overflow(what, v, 8))?;
        self.u8(b)
    }

    /// Writes a count or offset as a little-endian `u16`, refusing a value above 65535.
    pub fn u16_from(&mut self, what: &'static str, v: usize) -> Result<(), WriteError> {
        let x = u16::try_from(v).map_err(|_| self.overflow(what, v, 16))?;
        self.u16_le(x)
    }

    /// Writes a count or offset as a little-endian `u32`, refusing a value above 2³²−1.
    pub fn u32_from(&mut self, what: &'static str, v: usize) -> Result<(), WriteError> {
        let x = u32::try_from(v).map_err(|_| self.overflow(what, v, 32))?;
        self.u32_le(x)
    }

    /// Writes `v` as a little-endian `u32` at `at` (already written), keeping the position.
    pub fn patch_u32_from(
        &mut self,
        what: &'static str,
        at: usize,
        v: usize,
    ) -> Result<(), WriteError> {
        let back = self.pos;
        let end = at.checked_add(4).filter(|&e| e <= self.out.len());
        if end.is_none() {
            return Err(self.position_error(at));
        }
        self.pos = at;
        let r = self.u32_from(what, v);
        self.pos = back;
        r
    }
}

/// Reads a little-endian `u32` at `offset` of `data`, or `None` past the end.
pub fn u32_at(data: &[u8], offset: usize) -> Option<u32> {
    let end = offset.checked_add(4)?;
    let b: [u8; 4] = data.get(offset..end)?.try_into().ok()?;
    Some(u32::from_le_bytes(b))
}

/// Reads a little-endian `u16` at `offset` of `data`, or `None` past the end.
pub fn u16_at(data: &[u8], offset: usize) -> Option<u16> {
    let end = offset.checked_add(2)?;
    let b: [u8; 2] = data.get(offset..end)?.try_into().ok()?;
    Some(u16::from_le_bytes(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_reports_offsets() {
        let mut c = Cursor::with_base(&[1, 0, 2, 0, 0, 0, 9], 0x100);
        assert_eq!(c.u16_le(), Ok(1));
        assert_eq!(c.u32_le(), Ok(2));
        assert_eq!(c.u8(), Ok(9));
        assert_eq!(c.u8(), Err(OutOfBounds { offset: 0x107, needed: 1, len: 0x107 }));
        assert_eq!(c.pos(), 7);
    }

    #[test]
    fn take_past_end_fails_without_moving() {
        let mut c = Cursor::new(&[0; 4]);
        assert!(c.take(5).is_err());
        assert!(c.take(usize::MAX).is_err());
        assert_eq!(c.pos(), 0);
        assert_eq!(c.take(4).map(<[u8]>::len), Ok(4));
    }

    #[test]
    fn writer_twins_the_cursor() {
        let mut w = Writer::new();
        w.u8(9).unwrap();
        w.u16_le(0x1234).unwrap();
        w.i16_le(-2).unwrap();
        w.u32_le(0xDEAD_BEEF).unwrap();
        w.align(4).unwrap();
        assert_eq!(w.pos(), 12);
        w.bytes(&[7, 7]).unwrap();
        w.pad_to(16).unwrap();
        let b = w.into_inner();
        let mut c = Cursor::new(&b);
        assert_eq!(c.u8(), Ok(9));
        assert_eq!(c.u16_le(), Ok(0x1234));
        assert_eq!(c.i16_le(), Ok(-2));
        assert_eq!(c.u32_le(), Ok(0xDEAD_BEEF));
        assert_eq!(c.take(3), Ok(&[0u8, 0, 0][..]));
        assert_eq!(c.rest(), &[7, 7, 0, 0]);
    }

    #[test]
    fn writer_refuses_instead_of_clamping() {
        let mut w = Writer::new();
        assert_eq!(
            w.u16_from("count", 70_000),
            Err(WriteError::Overflow { what: "count", offset: 0, value: 70_000, bits: 16 })
        );
        assert!(w.u8_from("index", 256).is_err());
        assert!(w.u32_from("offset", usize::MAX).is_err() || usize::BITS <= 32);
        assert!(w.is_empty(), "a refused write writes nothing");
        w.u16_from("count", 65_535).unwrap();
        assert!(w.pad_to(1).is_err(), "pad_to never moves backwards");
        assert!(w.seek(3).is_err(), "seek stays within the output");
        let mut small = Writer::with_limit(4);
        small.u32_le(1).unwrap();
        assert!(matches!(small.u8(0), Err(WriteError::Limit { offset: 4, needed: 1, limit: 4 })));
    }

    #[test]
    fn writer_overwrites_before_the_end() {
        let mut w = Writer::new();
        w.zeros(8).unwrap();
        w.patch_u32_from("offset", 4, 0x0102_0304).unwrap();
        assert_eq!(w.pos(), 8);
        w.seek(0).unwrap();
        w.u8(0xAA).unwrap();
        w.seek_end();
        w.u8(0xBB).unwrap();
        assert_eq!(w.as_slice(), &[0xAA, 0, 0, 0, 4, 3, 2, 1, 0xBB]);
        assert!(w.patch_u32_from("offset", 6, 1).is_err());
    }

    #[test]
    fn free_functions() {
        assert_eq!(u32_at(&[1, 2, 3, 4, 5], 1), Some(0x0504_0302));
        assert_eq!(u32_at(&[1, 2, 3], 0), None);
        assert_eq!(u16_at(&[1, 2], usize::MAX), None);
    }
}
