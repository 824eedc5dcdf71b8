//! Synthetic content shaped like the real Dewprism disc, built with dewrip's own writers: for
//! tests and the demo. No game data.
//!
//! * [`disc`]: the whole disc (`.bin`/`.cue`/`.iso`), its manifest and name tables;
//! * [`content`]: one generator per file kind;
//! * [`exe`]: the boot EXE with a real record-dispatch loop;
//! * [`capture`]: what the synthetic captures show (the girl, her VRAM placement, RAM noise);
//!   the captures themselves are made by `captures::synthetic`.
//! * [`chr`]: synthetic characters (the girl, a second humanoid, a dragon, pedestal figures).
#![forbid(unsafe_code)]

pub mod avatar;
pub mod capture;
pub mod chr;
pub mod content;
pub mod disc;
pub mod exe;
mod folder;
pub mod maps;
pub mod rng;

/// Why a synthetic file could not be built.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The synthetic EXE's code could not be assembled.
    #[error("synthetic EXE: {0}")]
    Asm(#[from] mips::Error),
    /// The C blob's symbol table does not name a routine the synthetic EXE calls.
    #[error("synthetic EXE: blob.syms does not name {0}")]
    Symbol(&'static str),
    /// A synthetic map outgrew the `.mmd`/`.mtd` format.
    #[error("synthetic map: {0}")]
    Map(#[source] dewprism::map::MapError),
    /// A synthetic character outgrew the `.chr` format.
    #[error("synthetic character: {0}")]
    Chr(#[source] dewprism::chr::ChrError),
    /// A writer refused a field (a size or offset of the synthetic layout does not fit).
    #[error("synthetic {what}: {source}")]
    Write {
        /// The file being built.
        what: &'static str,
        /// The refused write.
        #[source]
        source: cursor::WriteError,
    },
    /// A planned file's size is not a multiple of 8 (the hidden table stores the last sector's
    /// slack in 8-byte units).
    #[error("synthetic disc: slot {slot} is {size} bytes, not a multiple of 8")]
    Unaligned {
        /// Directory slot.
        slot: usize,
        /// Its size.
        size: u64,
    },
    /// A size or offset of the synthetic layout does not fit its type.
    #[error("synthetic {what}: {value} does not fit (limit {limit})")]
    Layout {
        /// What was being laid out.
        what: &'static str,
        /// The value that did not fit.
        value: u64,
        /// The largest value allowed.
        limit: u64,
    },
}

impl From<Error> for std::io::Error {
    fn from(e: Error) -> Self {
        std::io::Error::other(e)
    }
}
