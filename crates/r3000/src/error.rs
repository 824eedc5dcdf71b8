//! Errors: [`Error`] for setting a machine up, [`Fault`] for what stops a run.

use thiserror::Error;

/// What kind of memory access failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// A data load.
    Load,
    /// A data store.
    Store,
    /// An instruction fetch.
    Fetch,
}

impl std::fmt::Display for Access {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Access::Load => "load",
            Access::Store => "store",
            Access::Fetch => "instruction fetch",
        })
    }
}

/// Why a run stopped with an error. Every variant names the PC of the instruction (or BIOS
/// vector) that failed and, for memory, the address.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Fault {
    /// `add`, `addi` or `sub` overflowed (an Ov exception on the R3000).
    #[error("arithmetic overflow in {mnemonic} at PC {pc:#010x} ({a:#010x}, {b:#010x})")]
    Overflow {
        /// PC of the instruction.
        pc: u32,
        /// Its mnemonic.
        mnemonic: &'static str,
        /// The operands.
        a: u32,
        /// The second operand.
        b: u32,
    },
    /// A halfword or word access at an unaligned address, or a fetch from one.
    #[error("unaligned {access} of {size} bytes at address {addr:#010x}, PC {pc:#010x}")]
    Unaligned {
        /// PC of the instruction.
        pc: u32,
        /// The address.
        addr: u32,
        /// Access size in bytes.
        size: u32,
        /// Load, store or fetch.
        access: Access,
    },
    /// An access to an address no device answers (or a fetch from outside RAM).
    #[error("{access} of unmapped address {addr:#010x} at PC {pc:#010x}")]
    Unmapped {
        /// PC of the instruction.
        pc: u32,
        /// The address.
        addr: u32,
        /// Load, store or fetch.
        access: Access,
    },
    /// A word that is no R3000 instruction (reserved instruction exception).
    #[error("reserved instruction {word:#010x} at PC {pc:#010x}")]
    Reserved {
        /// PC of the word.
        pc: u32,
        /// The word.
        word: u32,
    },
    /// A coprocessor instruction for a unit the PS1 does not have (COP1, COP3) or a COP0
    /// operation it does not implement (TLB, BC0F/T).
    #[error("coprocessor instruction {word:#010x} not supported (no such unit on the PS1), at PC {pc:#010x}")]
    Coprocessor {
        /// PC of the word.
        pc: u32,
        /// The word.
        word: u32,
    },
    /// A BIOS call with no stand-in.
    #[error("BIOS {table:X}0:{func:#04x} ({name}) not supported, at PC {pc:#010x} (return address {ra:#010x})")]
    Bios {
        /// The vector reached (0xA0, 0xB0 or 0xC0 in any segment).
        pc: u32,
        /// `A`, `B` or `C` as a number (0xA, 0xB, 0xC).
        table: u32,
        /// The function number from `$t1`.
        func: u32,
        /// Its psx-spx name, or `unknown`.
        name: &'static str,
        /// `$ra` at the call.
        ra: u32,
    },
    /// A BIOS stand-in met bad arguments (a string running off mapped memory, …).
    #[error("BIOS {table:X}0:{func:#04x} ({name}) at PC {pc:#010x}: {message}")]
    BiosArgs {
        /// The vector reached.
        pc: u32,
        /// `A`, `B` or `C` as a number.
        table: u32,
        /// The function number.
        func: u32,
        /// Its name.
        name: &'static str,
        /// What went wrong.
        message: String,
    },
    /// The GTE refused a command.
    #[error("GTE command at PC {pc:#010x}: {source}")]
    Gte {
        /// PC of the `cop2` instruction.
        pc: u32,
        /// The GTE's error.
        #[source]
        source: crate::gte::GteError,
    },
}

impl Fault {
    /// The PC the fault names.
    pub fn pc(&self) -> u32 {
        match self {
            Fault::Overflow { pc, .. }
            | Fault::Unaligned { pc, .. }
            | Fault::Unmapped { pc, .. }
            | Fault::Reserved { pc, .. }
            | Fault::Coprocessor { pc, .. }
            | Fault::Bios { pc, .. }
            | Fault::BiosArgs { pc, .. }
            | Fault::Gte { pc, .. } => *pc,
        }
    }
}

/// Errors setting a machine up or reading its state.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The EXE does not parse.
    #[error("not a PS-X EXE: {0}")]
    Exe(#[from] disc::exe::ExeError),
    /// A section of the EXE does not lie in RAM.
    #[error("EXE {section} at {addr:#010x}, {len:#x} bytes, does not fit in the 2 MB of RAM")]
    Section {
        /// `text` or `bss`.
        section: &'static str,
        /// Its address.
        addr: u32,
        /// Its length.
        len: u32,
    },
    /// A memory range asked for (a dump, a write, a tracked region) is not all mapped.
    #[error("{len:#x} bytes at {addr:#010x} are not all in RAM or the scratchpad (first bad address {bad:#010x})")]
    Range {
        /// Start of the range.
        addr: u32,
        /// Its length.
        len: u32,
        /// The first address that is not mapped.
        bad: u32,
    },
    /// A tracked input region larger than a [`crate::Taint`] can hold.
    #[error("a tracked input region is at most {max} bytes; {len} asked for at {addr:#010x}")]
    TrackTooLarge {
        /// Start of the region.
        addr: u32,
        /// Its length.
        len: u32,
        /// [`crate::taint::MAX_INPUT`].
        max: u32,
    },
    /// A register number out of range.
    #[error("no register {0}")]
    Register(usize),
}
