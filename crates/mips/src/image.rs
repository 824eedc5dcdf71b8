//! The PS-X EXE as the analyses see it: entry point, load address and text. The container is
//! read and written by `disc::exe` **[public: psx-spx]**; this is a thin view over it.

use crate::Error;

/// Size of the header that precedes the text **[public: psx-spx]**.
pub const HEADER_LEN: usize = 0x800;

/// A loaded EXE: where its text goes and the text itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExeImage<'a> {
    /// Initial program counter (entry point).
    pub pc: u32,
    /// Initial global pointer.
    pub gp: u32,
    /// Load address of the text.
    pub base: u32,
    /// The text bytes (length is the header's `t_size`).
    pub text: &'a [u8],
}

impl<'a> ExeImage<'a> {
    /// Parses a PS-X EXE file (via `disc::exe`). Errors name the offset and the expected value.
    pub fn parse(file: &'a [u8]) -> Result<Self, Error> {
        let exe = disc::exe::Exe::parse(file)?;
        let (t_addr, t_size) = (exe.header.t_addr, exe.header.t_size);
        if !t_addr.is_multiple_of(4) || t_addr.checked_add(t_size).is_none() {
            return Err(Error::BadAddress { t_addr, t_size });
        }
        Ok(Self { pc: exe.header.pc, gp: exe.header.gp, base: t_addr, text: exe.text })
    }

    /// An image over raw text loaded at `base` (no header).
    pub fn from_text(base: u32, pc: u32, text: &'a [u8]) -> Self {
        Self { pc, gp: 0, base, text }
    }

    /// One past the last text address (saturating).
    pub fn end(&self) -> u32 {
        let len = u32::try_from(self.text.len()).unwrap_or(u32::MAX);
        self.base.saturating_add(len)
    }

    /// Whether `addr` is a word-aligned address inside the text.
    pub fn contains(&self, addr: u32) -> bool {
        addr.is_multiple_of(4)
            && addr >= self.base
            && addr < self.end()
            && self.word(addr).is_some()
    }

    /// The little-endian word at `addr`, if inside the text.
    pub fn word(&self, addr: u32) -> Option<u32> {
        let off = usize::try_from(addr.checked_sub(self.base)?).ok()?;
        cursor::u32_at(self.text, off)
    }

    /// The byte at `addr`, if inside the text.
    pub fn byte(&self, addr: u32) -> Option<u8> {
        let off = usize::try_from(addr.checked_sub(self.base)?).ok()?;
        self.text.get(off).copied()
    }

    /// Number of whole words in the text.
    pub fn words(&self) -> usize {
        self.text.len() / 4
    }

    /// The error for an address outside the text.
    pub fn outside(&self, addr: u32) -> Error {
        Error::OutsideText { addr, start: self.base, end: self.end() }
    }
}

/// Writes a PS-X EXE (via `disc::exe::build_exe`): header with `pc`, load address `base`,
/// stack 0x801FFFF0 and the North American marker, then `text` padded to a multiple of 0x800.
pub fn write_exe(pc: u32, base: u32, text: &[u8]) -> Vec<u8> {
    disc::exe::build_exe(pc, base, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header written by hand from the psx-spx layout, not by `write_exe`.
    #[test]
    fn golden_header() {
        let mut f = vec![0u8; 0x1000];
        f[..8].copy_from_slice(b"PS-X EXE");
        f[0x10..0x14].copy_from_slice(&0x8001_0004u32.to_le_bytes());
        f[0x18..0x1C].copy_from_slice(&0x8001_0000u32.to_le_bytes());
        f[0x1C..0x20].copy_from_slice(&0x800u32.to_le_bytes());
        f[0x804..0x808].copy_from_slice(&0x2402_0007u32.to_le_bytes());
        let img = ExeImage::parse(&f).unwrap();
        assert_eq!(img.pc, 0x8001_0004);
        assert_eq!(img.base, 0x8001_0000);
        assert_eq!(img.word(0x8001_0004), Some(0x2402_0007));
        assert_eq!(img.word(0x8001_0800), None);
        assert_eq!(write_exe(0x8001_0004, 0x8001_0000, &f[0x800..])[..0x20], f[..0x20]);
    }

    #[test]
    fn errors() {
        assert!(matches!(ExeImage::parse(&[0; 10]), Err(Error::Exe(_))));
        let mut f = write_exe(0x8001_0000, 0x8001_0000, &[0; 16]);
        f.truncate(0x900);
        assert!(ExeImage::parse(&f).unwrap_err().to_string().contains("0x800"));
        f[0] = b'X';
        assert!(matches!(
            ExeImage::parse(&f),
            Err(Error::Exe(disc::exe::ExeError::BadMagic { .. }))
        ));
        let mut g = write_exe(0x8001_0000, 0x8001_0002, &[0; 16]);
        assert!(matches!(ExeImage::parse(&g), Err(Error::BadAddress { .. })));
        g[0x18..0x1C].copy_from_slice(&0xFFFF_F800u32.to_le_bytes());
        assert!(matches!(ExeImage::parse(&g), Err(Error::BadAddress { .. })));
    }
}
