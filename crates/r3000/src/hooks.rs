//! Hooks into a run, for analyses that steer or watch the code: every conditional branch
//! (observe it, or force which way it goes) and every data load.
//!
//! [`crate::Machine::run_with`] and [`crate::Machine::call_with`] take a [`Hooks`]; the
//! interpreter is compiled for each hook type, so [`NoHooks`] (what [`crate::Machine::run`]
//! uses) costs nothing: its methods are empty and inlined away.
//!
//! ```
//! use r3000::hooks::{Branch, Hooks, Load};
//!
//! /// Counts the branches that depend on input bytes and forces them not taken.
//! #[derive(Default)]
//! struct Steer {
//!     forced: u32,
//!     loads: Vec<(u32, u32)>,
//! }
//!
//! impl Hooks for Steer {
//!     fn branch(&mut self, b: &Branch) -> bool {
//!         if b.taint.is_empty() {
//!             b.taken
//!         } else {
//!             self.forced += 1;
//!             false
//!         }
//!     }
//!     fn load(&mut self, l: &Load) {
//!         self.loads.push((l.pc, l.addr));
//!     }
//! }
//!
//! let mut m = r3000::Machine::new();
//! let mut steer = Steer::default();
//! let out = m.call_with(0x8001_0000, [0; 4], 1000, &mut steer);
//! # let _ = out;
//! ```

use crate::taint::Taint;

/// A conditional branch (`beq`, `bne`, `blez`, `bgtz`, `bltz`, `bgez`, `bltzal`, `bgezal`)
/// as it executes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Branch {
    /// PC of the branch instruction.
    pub pc: u32,
    /// Where it goes when taken (the delay slot runs either way).
    pub target: u32,
    /// Mnemonic (`beq`, `bgtz`, …).
    pub mnemonic: &'static str,
    /// The registers compared (`rt` only for `beq`/`bne`).
    pub regs: (u8, Option<u8>),
    /// The operands' values (the second is 0 for the one-register branches).
    pub operands: (u32, u32),
    /// Whether the condition holds.
    pub taken: bool,
    /// The input bytes the condition's operands came from (empty without provenance).
    pub taint: Taint,
}

/// A data load (`lb`, `lbu`, `lh`, `lhu`, `lw`, `lwl`, `lwr`, `lwc2`) as it executes, after
/// it read memory. BIOS stand-ins' reads and instruction fetches are not loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Load {
    /// PC of the load instruction.
    pub pc: u32,
    /// The address read (for `lwl`/`lwr`, the aligned word's).
    pub addr: u32,
    /// Bytes read (1, 2 or 4).
    pub size: u32,
    /// The bytes read, shifted down (before sign extension or merging).
    pub value: u32,
    /// The input bytes the memory read came from (empty without provenance).
    pub taint: Taint,
    /// The input bytes the address came from (empty without provenance).
    pub addr_taint: Taint,
    /// Whether it was `lwc2` (a GTE data register was loaded).
    pub gte: bool,
}

/// What an analysis wants to see of a run. Every method has a default that changes nothing.
pub trait Hooks {
    /// Called at every conditional branch; returns whether it is taken. Return `b.taken` to
    /// leave the program alone, or the other way to force it.
    #[inline(always)]
    fn branch(&mut self, b: &Branch) -> bool {
        b.taken
    }

    /// Called after every data load read memory.
    #[inline(always)]
    fn load(&mut self, l: &Load) {
        let _ = l;
    }
}

/// No hooks: the program runs as written, at full speed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NoHooks;

impl Hooks for NoHooks {}
