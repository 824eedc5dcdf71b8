//! Watching one run, for the analyses that steer the EXE's own code **\[provisional: our
//! design\]**: which conditional branches depended on the tracked input (and how they went),
//! which loads read memory through an address computed from it (pools indexed by record
//! bytes), and which branch outcomes to force.
//!
//! A [`Watch`] is the [`Hooks`] of a run ([`crate::Machine::run_with`]); it records only
//! what depends on the tracked input, so it is used with provenance on. Branches are counted per PC from the moment the
//! watch is installed, so `(pc, occurrence)` names one dynamic branch of a run and a forcing
//! plan can replay a path exactly. Every log is bounded ([`Watch::limit`]); what does not fit is
//! counted in [`Watch::dropped`].

use std::collections::{BTreeMap, HashMap};

use crate::hooks::{self, Hooks};
use crate::Taint;

/// The conventional name of general-purpose register `r`.
pub fn reg_name(r: u8) -> &'static str {
    const NAMES: [&str; 32] = [
        "zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3", "t4", "t5", "t6",
        "t7", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "t8", "t9", "k0", "k1", "gp", "sp",
        "fp", "ra",
    ];
    NAMES.get(usize::from(r & 31)).copied().unwrap_or("?")
}

/// One conditional branch whose condition depended on the tracked input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Branch {
    /// PC of the branch.
    pub pc: u32,
    /// How many times this PC had branched before in this watch (0 = first).
    pub occurrence: u32,
    /// Mnemonic (`beq`, `bgtz`, …).
    pub mnemonic: &'static str,
    /// The registers compared (`rt` only for `beq`/`bne`).
    pub regs: (u8, Option<u8>),
    /// The operands' values (`rt` is 0 for the one-register branches).
    pub operands: (u32, u32),
    /// The input bytes the condition came from.
    pub taint: Taint,
    /// What the condition said.
    pub natural: bool,
    /// What happened (differs from `natural` when forced).
    pub taken: bool,
}

/// One load whose address came from the tracked input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Load {
    /// PC of the load.
    pub pc: u32,
    /// Address read (as the CPU gave it; `lwl`/`lwr` give the aligned word).
    pub addr: u32,
    /// Bytes read.
    pub size: u32,
    /// The input bytes the address came from.
    pub addr_taint: Taint,
    /// Whether it was `lwc2` (a GTE data register was loaded).
    pub gte: bool,
}

/// The observer and forcing plan of one run.
#[derive(Debug, Clone, Default)]
pub struct Watch {
    /// Forced outcomes: `(pc, occurrence)` → taken.
    pub force: BTreeMap<(u32, u32), bool>,
    /// Input-dependent conditional branches, in order.
    pub branches: Vec<Branch>,
    /// Loads through input-dependent addresses, in order.
    pub loads: Vec<Load>,
    /// Events not logged because a log was full.
    pub dropped: u64,
    /// Most events each log keeps.
    pub limit: usize,
    seen: HashMap<u32, u32>,
}

impl Branch {
    /// `bgtz $a3 (0x0)`, `bne $v0, $v1 (0x1, 0x3)`.
    pub fn condition(&self) -> String {
        match self.regs.1 {
            Some(rt) => format!(
                "{} ${}, ${} ({:#x}, {:#x})",
                self.mnemonic,
                reg_name(self.regs.0),
                reg_name(rt),
                self.operands.0,
                self.operands.1
            ),
            None => {
                format!("{} ${} ({:#x})", self.mnemonic, reg_name(self.regs.0), self.operands.0)
            }
        }
    }
}

impl Watch {
    /// A watch keeping at most `limit` events per log, forcing the outcomes in `force`.
    pub fn new(limit: usize, force: BTreeMap<(u32, u32), bool>) -> Watch {
        Watch { force, limit, ..Watch::default() }
    }

    /// A conditional branch at `pc` whose condition said `natural`: returns the outcome to
    /// follow (the forced one, if planned).
    #[inline]
    pub(crate) fn branch(
        &mut self,
        pc: u32,
        mnemonic: &'static str,
        regs: (u8, Option<u8>),
        operands: (u32, u32),
        taint: Taint,
        natural: bool,
    ) -> bool {
        let n = self.seen.entry(pc).or_insert(0);
        let occurrence = *n;
        *n = n.saturating_add(1);
        let taken = self.force.get(&(pc, occurrence)).copied().unwrap_or(natural);
        if !taint.is_empty() || taken != natural {
            if self.branches.len() < self.limit {
                self.branches.push(Branch {
                    pc,
                    occurrence,
                    mnemonic,
                    regs,
                    operands,
                    taint,
                    natural,
                    taken,
                });
            } else {
                self.dropped = self.dropped.saturating_add(1);
            }
        }
        taken
    }

    /// A load at `pc` of `size` bytes from `addr`, whose address carried `addr_taint`.
    #[inline]
    pub(crate) fn load(&mut self, pc: u32, addr: u32, size: u32, addr_taint: Taint, gte: bool) {
        if addr_taint.is_empty() {
            return;
        }
        if self.loads.len() < self.limit {
            self.loads.push(Load { pc, addr, size, addr_taint, gte });
        } else {
            self.dropped = self.dropped.saturating_add(1);
        }
    }
}

impl Hooks for Watch {
    fn branch(&mut self, b: &hooks::Branch) -> bool {
        Watch::branch(self, b.pc, b.mnemonic, b.regs, b.operands, b.taint, b.taken)
    }

    fn load(&mut self, l: &hooks::Load) {
        Watch::load(self, l.pc, l.addr, l.size, l.addr_taint, l.gte);
    }
}
