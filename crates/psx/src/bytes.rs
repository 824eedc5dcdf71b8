//! A bounds-checked little-endian cursor over a byte slice.
//!
//! Every read either returns a value or an [`OutOfBounds`] error that names the offset that was
//! read, how many bytes were needed and how many were there. Nothing here panics.

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
    fn free_functions() {
        assert_eq!(u32_at(&[1, 2, 3, 4, 5], 1), Some(0x0504_0302));
        assert_eq!(u32_at(&[1, 2, 3], 0), None);
        assert_eq!(u16_at(&[1, 2], usize::MAX), None);
    }
}
