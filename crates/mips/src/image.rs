//! The PS-X EXE container: the 0x800-byte header and the text it loads **[public: psx-spx]**.
//!
//! Reader and writer side by side. The header reader is private to this crate until
//! `psx::exe` lands; it reads only what the analysis needs.

use psx::bytes::Cursor;

use crate::Error;

/// Size of the header that precedes the text **[public: psx-spx]**.
pub const HEADER_LEN: usize = 0x800;
/// The magic at offset 0 **[public: psx-spx]**.
pub const MAGIC: &[u8; 8] = b"PS-X EXE";

/// A loaded EXE: where its text goes and the text itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Image<'a> {
    /// Initial program counter (entry point).
    pub pc: u32,
    /// Initial global pointer.
    pub gp: u32,
    /// Load address of the text.
    pub base: u32,
    /// The text bytes (length is the header's `t_size`).
    pub text: &'a [u8],
}

impl<'a> Image<'a> {
    /// Parses a PS-X EXE file. Errors name the offset and the expected value.
    pub fn parse(file: &'a [u8]) -> Result<Self, Error> {
        if file.len() < HEADER_LEN {
            return Err(Error::TooShort { len: file.len() });
        }
        let mut c = Cursor::new(file);
        let magic: [u8; 8] = c.array().map_err(|_| Error::TooShort { len: file.len() })?; // 0x00
        if &magic != MAGIC {
            return Err(Error::BadMagic { found: magic });
        }
        let word =
            |off: usize| psx::bytes::u32_at(file, off).ok_or(Error::TooShort { len: file.len() });
        let pc = word(0x10)?; // 0x10 initial pc
        let gp = word(0x14)?; // 0x14 initial gp
        let t_addr = word(0x18)?; // 0x18 text load address
        let t_size = word(0x1C)?; // 0x1C text size
        let size =
            usize::try_from(t_size).map_err(|_| Error::Truncated { t_size, len: file.len() })?;
        let text = HEADER_LEN
            .checked_add(size)
            .and_then(|end| file.get(HEADER_LEN..end))
            .ok_or(Error::Truncated { t_size, len: file.len() })?;
        if !t_addr.is_multiple_of(4) || t_addr.checked_add(t_size).is_none() {
            return Err(Error::BadAddress { t_addr, t_size });
        }
        Ok(Self { pc, gp, base: t_addr, text })
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
        psx::bytes::u32_at(self.text, off)
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

/// Writes a PS-X EXE: header (magic, pc, gp, load address, size, stack top 0x801FFFF0,
/// region marker) and the text padded to a multiple of 0x800 bytes **[public: psx-spx]**.
pub fn write_exe(pc: u32, gp: u32, base: u32, text: &[u8]) -> Vec<u8> {
    let padded = text.len().div_ceil(HEADER_LEN).saturating_mul(HEADER_LEN);
    let mut out = vec![0u8; HEADER_LEN];
    let mut put = |off: usize, v: u32| {
        if let Some(s) = out.get_mut(off..off.saturating_add(4)) {
            s.copy_from_slice(&v.to_le_bytes());
        }
    };
    put(0x10, pc); // 0x10 pc
    put(0x14, gp); // 0x14 gp
    put(0x18, base); // 0x18 t_addr
    put(0x1C, u32::try_from(padded).unwrap_or(u32::MAX)); // 0x1C t_size
    put(0x30, 0x801F_FFF0); // 0x30 initial sp base
    if let Some(s) = out.get_mut(0..8) {
        s.copy_from_slice(MAGIC); // 0x00 magic
    }
    let marker = b"Sony Computer Entertainment Inc. for North America area";
    if let Some(s) = out.get_mut(0x4C..0x4C_usize.saturating_add(marker.len())) {
        s.copy_from_slice(marker); // 0x4C region marker
    }
    out.extend_from_slice(text);
    out.resize(HEADER_LEN.saturating_add(padded), 0);
    out
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
        let img = Image::parse(&f).unwrap();
        assert_eq!(img.pc, 0x8001_0004);
        assert_eq!(img.base, 0x8001_0000);
        assert_eq!(img.word(0x8001_0004), Some(0x2402_0007));
        assert_eq!(img.word(0x8001_0800), None);
        assert_eq!(write_exe(0x8001_0004, 0, 0x8001_0000, &f[0x800..])[..0x20], f[..0x20]);
    }

    #[test]
    fn errors() {
        assert_eq!(Image::parse(&[0; 10]), Err(Error::TooShort { len: 10 }));
        let mut f = write_exe(0x8001_0000, 0, 0x8001_0000, &[0; 16]);
        f.truncate(0x900);
        assert!(matches!(Image::parse(&f), Err(Error::Truncated { .. })));
        f[0] = b'X';
        assert!(matches!(Image::parse(&f), Err(Error::BadMagic { .. })));
    }
}
