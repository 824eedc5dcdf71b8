//! Why a run stopped ([`Stop`]), and how it ended ([`Outcome`]).

use std::time::Duration;

use crate::error::Fault;

/// Why a run stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// The code jumped to [`crate::RETURN_ADDRESS`] (the called function, or the EXE's `main`,
    /// returned).
    Return,
    /// A `break` instruction, with its 20-bit code (bits 6–25): gcc's division-by-zero check
    /// (`break 7` in objdump, which prints the upper ten bits) is 0x1C00, psx-spx's
    /// BRK(1C00h); its overflow check is 0x1800.
    Break {
        /// The code field.
        code: u32,
    },
    /// A `syscall` (no BIOS exception handler is emulated).
    Syscall {
        /// The code field.
        code: u32,
    },
    /// The instruction budget ran out.
    Budget,
    /// The wall-clock bound ([`crate::Machine::set_time_limit`]) ran out before the instruction
    /// budget did.
    TimeLimit {
        /// The bound.
        limit: Duration,
    },
    /// An error.
    Fault(Fault),
}

/// How a run ended: why, and how many instructions it executed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Why it stopped.
    pub stop: Stop,
    /// Instructions executed in this run. A BIOS stand-in counts as one plus one per four
    /// bytes it reads or writes, a DMA transfer adds one per four words, so the budget bounds
    /// the time a run takes.
    pub instructions: u64,
    /// Where it stopped: the return address for [`Stop::Return`], the `break`/`syscall` or
    /// faulting instruction, or the next instruction when the budget or the time ran out.
    pub pc: u32,
}

/// A stop parked in the machine while the interpreter unwinds: the hot path carries only
/// this one-byte token, the [`Stop`] itself waits in [`crate::Machine`] (`halt`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Halt;
