//! Field extraction and control-flow classification of R3000 instruction words
//! **[public: MIPS I encoding]**. The analyses use this (it is tiny and allocation-free);
//! display text comes from rabbitizer in [`crate::disasm`].

/// General-purpose register numbers and ABI names.
pub mod reg {
    /// `$zero`.
    pub const ZERO: u8 = 0;
    /// `$at`.
    pub const AT: u8 = 1;
    /// `$v0`.
    pub const V0: u8 = 2;
    /// `$v1`.
    pub const V1: u8 = 3;
    /// `$a0`.
    pub const A0: u8 = 4;
    /// `$a1`.
    pub const A1: u8 = 5;
    /// `$a2`.
    pub const A2: u8 = 6;
    /// `$a3`.
    pub const A3: u8 = 7;
    /// `$t0`.
    pub const T0: u8 = 8;
    /// `$t1`.
    pub const T1: u8 = 9;
    /// `$t2`.
    pub const T2: u8 = 10;
    /// `$t3`.
    pub const T3: u8 = 11;
    /// `$t4`.
    pub const T4: u8 = 12;
    /// `$t5`.
    pub const T5: u8 = 13;
    /// `$t6`.
    pub const T6: u8 = 14;
    /// `$t7`.
    pub const T7: u8 = 15;
    /// `$s0`.
    pub const S0: u8 = 16;
    /// `$s1`.
    pub const S1: u8 = 17;
    /// `$s2`.
    pub const S2: u8 = 18;
    /// `$s3`.
    pub const S3: u8 = 19;
    /// `$s4`.
    pub const S4: u8 = 20;
    /// `$s5`.
    pub const S5: u8 = 21;
    /// `$s6`.
    pub const S6: u8 = 22;
    /// `$s7`.
    pub const S7: u8 = 23;
    /// `$t8`.
    pub const T8: u8 = 24;
    /// `$t9`.
    pub const T9: u8 = 25;
    /// `$gp`.
    pub const GP: u8 = 28;
    /// `$sp`.
    pub const SP: u8 = 29;
    /// `$fp` / `$s8`.
    pub const FP: u8 = 30;
    /// `$ra`.
    pub const RA: u8 = 31;

    /// ABI names by number.
    pub const NAMES: [&str; 32] = [
        "zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3", "t4", "t5", "t6",
        "t7", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "t8", "t9", "k0", "k1", "gp", "sp",
        "fp", "ra",
    ];

    /// The ABI name of register `r` (low 5 bits).
    pub fn name(r: u8) -> &'static str {
        NAMES.get(usize::from(r & 31)).copied().unwrap_or("?")
    }
}

/// One instruction word with its fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Insn(pub u32);

impl Insn {
    /// Primary opcode (bits 26–31).
    pub fn op(self) -> u32 {
        self.0 >> 26
    }
    /// `rs` (bits 21–25).
    pub fn rs(self) -> u8 {
        ((self.0 >> 21) & 31) as u8
    }
    /// `rt` (bits 16–20).
    pub fn rt(self) -> u8 {
        ((self.0 >> 16) & 31) as u8
    }
    /// `rd` (bits 11–15).
    pub fn rd(self) -> u8 {
        ((self.0 >> 11) & 31) as u8
    }
    /// Shift amount (bits 6–10).
    pub fn sa(self) -> u32 {
        (self.0 >> 6) & 31
    }
    /// SPECIAL function (bits 0–5).
    pub fn funct(self) -> u32 {
        self.0 & 63
    }
    /// Zero-extended 16-bit immediate.
    pub fn imm(self) -> u32 {
        self.0 & 0xFFFF
    }
    /// Sign-extended 16-bit immediate.
    pub fn simm(self) -> i32 {
        i32::from((self.0 & 0xFFFF) as u16 as i16)
    }
    /// Branch target of a PC-relative branch at `pc`.
    pub fn branch_target(self, pc: u32) -> u32 {
        pc.wrapping_add(4).wrapping_add((self.simm() as u32).wrapping_shl(2))
    }
    /// Target of a `j`/`jal` at `pc`.
    pub fn jump_target(self, pc: u32) -> u32 {
        (pc.wrapping_add(4) & 0xF000_0000) | ((self.0 & 0x03FF_FFFF) << 2)
    }

    /// How this instruction moves control.
    pub fn flow(self, pc: u32) -> Flow {
        match self.op() {
            0 => match self.funct() {
                8 if self.rs() == reg::RA => Flow::Return,
                8 => Flow::JumpReg(self.rs()),
                9 => Flow::CallReg(self.rs()),
                _ => Flow::Next,
            },
            1 => match self.rt() {
                0 | 1 => Flow::Branch(self.branch_target(pc)),
                16 | 17 => Flow::CallBranch(self.branch_target(pc)),
                _ => Flow::Next,
            },
            2 => Flow::Jump(self.jump_target(pc)),
            3 => Flow::Call(self.jump_target(pc)),
            4 if self.rs() == self.rt() => Flow::Jump(self.branch_target(pc)),
            5 if self.rs() == self.rt() => Flow::Next,
            4..=7 => Flow::Branch(self.branch_target(pc)),
            _ => Flow::Next,
        }
    }

    /// The general-purpose register this instruction writes, if any (never `$zero`).
    pub fn dest(self) -> Option<u8> {
        let r = match self.op() {
            0 => match self.funct() {
                // jr, syscall, break, mthi, mtlo, mult(u), div(u): no GPR written
                8 | 12 | 13 | 17 | 19 | 24..=27 => return None,
                _ => self.rd(),
            },
            1 => match self.rt() {
                16 | 17 => reg::RA,
                _ => return None,
            },
            3 => reg::RA,
            8..=15 | 32..=38 => self.rt(),
            // mfc0/cfc0, mfc2/cfc2
            16 | 18 if self.rs() == 0 || self.rs() == 2 => self.rt(),
            _ => return None,
        };
        (r != 0).then_some(r)
    }

    /// Whether this is `addiu $sp, $sp, -N` (a prologue's frame allocation).
    pub fn is_frame_alloc(self) -> bool {
        self.op() == 9 && self.rs() == reg::SP && self.rt() == reg::SP && self.simm() < 0
    }
}

/// Control-flow class of an instruction (the delay slot follows every non-`Next` class).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// Falls through.
    Next,
    /// Conditional branch to the address (falls through otherwise).
    Branch(u32),
    /// Unconditional jump to the address (`j`, `b`).
    Jump(u32),
    /// Call of the address (`jal`); returns to pc + 8.
    Call(u32),
    /// Conditional call (`bltzal`, `bgezal`).
    CallBranch(u32),
    /// `jr $ra`.
    Return,
    /// `jr rs` with rs ≠ `$ra`: a jump table or tail call.
    JumpReg(u8),
    /// `jalr rs`.
    CallReg(u8),
}

impl Flow {
    /// Whether the instruction has a delay slot.
    pub fn has_delay_slot(self) -> bool {
        self != Flow::Next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields() {
        // addiu sp, sp, -24 = 0x27bdffe8
        let i = Insn(0x27BD_FFE8);
        assert!(i.is_frame_alloc());
        assert_eq!(i.simm(), -24);
        assert_eq!(i.dest(), Some(reg::SP));
        // jr ra = 0x03e00008
        assert_eq!(Insn(0x03E0_0008).flow(0), Flow::Return);
        // jal 0x80010000 at 0x80010100 = 0x0c004000
        assert_eq!(Insn(0x0C00_4000).flow(0x8001_0100), Flow::Call(0x8001_0000));
        // beq zero, zero, +2 = b
        assert_eq!(Insn(0x1000_0002).flow(0x100), Flow::Jump(0x10C));
    }
}
