//! The PS-X EXE format and the SYSTEM.CNF that names it.
//!
//! Header, 0x800 bytes **[public: psx-spx "CDROM File Playstation EXE and SYSTEM.CNF"]**:
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0x000 | 8 | `PS-X EXE` |
//! | 0x010 | 4 | initial PC |
//! | 0x014 | 4 | initial GP |
//! | 0x018 | 4 | `t_addr`: load address of the text (usually 0x80010000) |
//! | 0x01C | 4 | `t_size`: text size, a multiple of 0x800, header excluded |
//! | 0x020 | 4+4 | `d_addr`, `d_size`: data section (usually 0) |
//! | 0x028 | 4+4 | `b_addr`, `b_size`: BSS, zero-filled at load |
//! | 0x030 | 4+4 | `s_addr`, `s_size`: stack base and offset |
//! | 0x04C | … | region marker, `Sony Computer Entertainment Inc. for … area`, NUL-ended |
//!
//! The text follows at 0x800 and loads at `t_addr`, unrelocated, so file offset =
//! 0x800 + (vaddr − `t_addr`).

mod system_cnf;

pub use system_cnf::{parse_system_cnf, write_system_cnf, SystemCnf};

use cursor::Cursor;
use thiserror::Error;

/// Size of the header; the text starts here.
pub const HEADER_SIZE: usize = 0x800;
/// The magic at 0x000.
pub const MAGIC: &[u8; 8] = b"PS-X EXE";
/// Offset of the region marker.
const MARKER_AT: usize = 0x4C;
/// The North American marker, used by [`build_exe`].
pub const MARKER_NA: &str = "Sony Computer Entertainment Inc. for North America area";

/// Errors reading a PS-X EXE.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ExeError {
    /// Fewer than 0x800 bytes.
    #[error("a PS-X EXE header is {needed:#x} bytes; only {len:#x} present")]
    Truncated {
        /// Bytes present.
        len: usize,
        /// Bytes the header needs.
        needed: usize,
    },
    /// The first 8 bytes are not `PS-X EXE`.
    #[error("expected \"PS-X EXE\" at offset 0, found {found:02x?}")]
    BadMagic {
        /// The 8 bytes found.
        found: Vec<u8>,
    },
    /// `t_size` claims more text than the file holds.
    #[error(
        "header t_size is {t_size:#x} bytes but only {present:#x} bytes follow the header at 0x800"
    )]
    TextTruncated {
        /// `t_size` from 0x01C.
        t_size: u32,
        /// Bytes present after the header.
        present: usize,
    },
}

/// The PS-X EXE header.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ExeHeader {
    /// Initial program counter (0x10).
    pub pc: u32,
    /// Initial global pointer (0x14).
    pub gp: u32,
    /// Text load address (0x18).
    pub t_addr: u32,
    /// Text size in bytes (0x1C).
    pub t_size: u32,
    /// Data section address (0x20).
    pub d_addr: u32,
    /// Data section size (0x24).
    pub d_size: u32,
    /// BSS address (0x28).
    pub b_addr: u32,
    /// BSS size (0x2C).
    pub b_size: u32,
    /// Stack base (0x30).
    pub s_addr: u32,
    /// Stack offset (0x34).
    pub s_size: u32,
    /// The region marker string at 0x4C (up to its NUL; bytes read as Latin-1).
    pub region_marker: String,
}

impl ExeHeader {
    /// Reads the header from the first 0x800 bytes of `bytes`.
    pub fn read(bytes: &[u8]) -> Result<ExeHeader, ExeError> {
        let head = bytes
            .get(..HEADER_SIZE)
            .ok_or(ExeError::Truncated { len: bytes.len(), needed: HEADER_SIZE })?;
        let mut c = Cursor::new(head);
        let trunc = |_| ExeError::Truncated { len: bytes.len(), needed: HEADER_SIZE };
        let magic = c.take(8).map_err(trunc)?; // 0x00
        if magic != MAGIC {
            return Err(ExeError::BadMagic { found: magic.to_vec() });
        }
        c.seek(0x10).map_err(trunc)?;
        let pc = c.u32_le().map_err(trunc)?; // 0x10
        let gp = c.u32_le().map_err(trunc)?; // 0x14
        let t_addr = c.u32_le().map_err(trunc)?; // 0x18
        let t_size = c.u32_le().map_err(trunc)?; // 0x1C
        let d_addr = c.u32_le().map_err(trunc)?; // 0x20
        let d_size = c.u32_le().map_err(trunc)?; // 0x24
        let b_addr = c.u32_le().map_err(trunc)?; // 0x28
        let b_size = c.u32_le().map_err(trunc)?; // 0x2C
        let s_addr = c.u32_le().map_err(trunc)?; // 0x30
        let s_size = c.u32_le().map_err(trunc)?; // 0x34
        c.seek(MARKER_AT).map_err(trunc)?;
        let marker = c.rest(); // 0x4C
        let end = marker.iter().position(|&b| b == 0).unwrap_or(marker.len());
        let region_marker =
            marker.get(..end).unwrap_or(&[]).iter().map(|&b| char::from(b)).collect();
        Ok(ExeHeader {
            pc,
            gp,
            t_addr,
            t_size,
            d_addr,
            d_size,
            b_addr,
            b_size,
            s_addr,
            s_size,
            region_marker,
        })
    }

    /// Writes the header, field for field as [`ExeHeader::read`] reads it; reserved bytes are
    /// zero, and a marker longer than the header (or non-Latin-1 characters) is cut/replaced.
    pub fn write(&self) -> [u8; HEADER_SIZE] {
        let mut out = [0u8; HEADER_SIZE];
        let mut put = |offset: usize, bytes: &[u8]| {
            if let Some(d) = out.get_mut(offset..offset.saturating_add(bytes.len())) {
                d.copy_from_slice(bytes);
            }
        };
        put(0x00, MAGIC);
        let words = [
            self.pc,
            self.gp,
            self.t_addr,
            self.t_size,
            self.d_addr,
            self.d_size,
            self.b_addr,
            self.b_size,
            self.s_addr,
            self.s_size,
        ];
        for (i, w) in words.iter().enumerate() {
            put(0x10usize.saturating_add(i.saturating_mul(4)), &w.to_le_bytes());
            // 0x10..0x38
        }
        let marker: Vec<u8> = self
            .region_marker
            .chars()
            .map(|ch| u8::try_from(u32::from(ch)).unwrap_or(b'?'))
            .take(HEADER_SIZE.saturating_sub(MARKER_AT).saturating_sub(1))
            .collect();
        put(MARKER_AT, &marker); // 0x4C, NUL-ended by the zero fill
        out
    }
}

/// A parsed EXE: header plus a view of its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exe<'a> {
    /// The header.
    pub header: ExeHeader,
    /// The `t_size` bytes at 0x800, loaded at `header.t_addr`.
    pub text: &'a [u8],
}

impl<'a> Exe<'a> {
    /// Parses a whole EXE file. Bytes after the text are ignored.
    pub fn parse(bytes: &'a [u8]) -> Result<Exe<'a>, ExeError> {
        let header = ExeHeader::read(bytes)?;
        let body = bytes.get(HEADER_SIZE..).unwrap_or(&[]);
        let text = usize::try_from(header.t_size)
            .ok()
            .and_then(|n| body.get(..n))
            .ok_or(ExeError::TextTruncated { t_size: header.t_size, present: body.len() })?;
        Ok(Exe { header, text })
    }

    /// File offset of virtual address `addr`, when it lies in the text.
    pub fn vaddr_to_offset(&self, addr: u32) -> Option<usize> {
        let rel = usize::try_from(addr.checked_sub(self.header.t_addr)?).ok()?;
        (rel < self.text.len()).then(|| rel.saturating_add(HEADER_SIZE))
    }

    /// The little-endian word at virtual address `vaddr` (all four bytes in the text).
    pub fn word_at(&self, vaddr: u32) -> Option<u32> {
        let rel = usize::try_from(vaddr.checked_sub(self.header.t_addr)?).ok()?;
        cursor::u32_at(self.text, rel)
    }
}

/// Builds a PS-X EXE: header (PC `pc`, text at `t_addr`, stack 0x801FFFF0, North American
/// marker) and `text` padded with zeros to a multiple of 0x800.
pub fn build_exe(pc: u32, t_addr: u32, text: &[u8]) -> Vec<u8> {
    let padded = text.len().div_ceil(HEADER_SIZE).saturating_mul(HEADER_SIZE);
    let header = ExeHeader {
        pc,
        t_addr,
        t_size: u32::try_from(padded).unwrap_or(u32::MAX),
        s_addr: 0x801F_FFF0,
        region_marker: MARKER_NA.to_string(),
        ..ExeHeader::default()
    };
    let mut out = Vec::with_capacity(padded.saturating_add(HEADER_SIZE));
    out.extend_from_slice(&header.write());
    out.extend_from_slice(text);
    out.resize(padded.saturating_add(HEADER_SIZE), 0);
    out
}
