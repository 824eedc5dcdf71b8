//! Errors of the EXE reader and the assembler.

use thiserror::Error;

/// Everything that can go wrong reading a PS-X EXE or analysing it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The input is shorter than the 0x800-byte header.
    #[error("PS-X EXE is {len:#x} bytes, shorter than its 0x800-byte header")]
    TooShort {
        /// Bytes present.
        len: usize,
    },
    /// The first 8 bytes are not `PS-X EXE`.
    #[error("not a PS-X EXE: offset 0x0 holds {found:02x?}, expected the magic \"PS-X EXE\"")]
    BadMagic {
        /// The 8 bytes found.
        found: [u8; 8],
    },
    /// The declared text size runs past the end of the file.
    #[error(
        "PS-X EXE text size {t_size:#x} (header offset 0x1c) runs past the end: \
         file is {len:#x} bytes, text starts at 0x800"
    )]
    Truncated {
        /// Declared text size.
        t_size: u32,
        /// File length.
        len: usize,
    },
    /// The load address is not word aligned or the text would wrap the address space.
    #[error("PS-X EXE load address {t_addr:#x} (offset 0x18) with size {t_size:#x} is not usable")]
    BadAddress {
        /// Declared load address.
        t_addr: u32,
        /// Declared size.
        t_size: u32,
    },
    /// An address outside the text was asked for.
    #[error("address {addr:#x} is outside the text ({start:#x}..{end:#x})")]
    OutsideText {
        /// The address asked for.
        addr: u32,
        /// First text address.
        start: u32,
        /// One past the last text address.
        end: u32,
    },
    /// An assembler error: a label never bound, or a branch out of range.
    #[error("assembler: {0}")]
    Asm(String),
}
