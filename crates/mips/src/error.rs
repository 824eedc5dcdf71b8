//! Errors of the EXE reader and the assembler.

use thiserror::Error;

/// Everything that can go wrong reading a PS-X EXE or analysing it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The PS-X EXE header or text could not be read.
    #[error("reading the PS-X EXE: {0}")]
    Exe(#[from] disc::exe::ExeError),
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
