//! Instruction decoding: rabbitizer's R3000GTE decoder names the instruction
//! **[public: rabbitizer]**, and the operand fields are cut from the word as psx-spx "CPU
//! Opcode Encoding" lays them out. A word is decoded once into an [`Op`] and cached per RAM
//! word (see [`crate::Machine`]); the cache entry keeps the word it was decoded from, so a
//! store into code is seen at the next fetch.

use rabbitizer::isa::IsaExtension;
use rabbitizer::opcodes::Opcode;
use rabbitizer::{Instruction, InstructionFlags, Vram};

/// What an instruction does, one variant per MIPS I instruction the R3000 implements.
#[allow(missing_docs)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum OpKind {
    // SPECIAL
    Sll,
    Srl,
    Sra,
    Sllv,
    Srlv,
    Srav,
    Jr,
    Jalr,
    Syscall,
    Break,
    Mfhi,
    Mthi,
    Mflo,
    Mtlo,
    Mult,
    Multu,
    Div,
    Divu,
    Add,
    Addu,
    Sub,
    Subu,
    And,
    Or,
    Xor,
    Nor,
    Slt,
    Sltu,
    // REGIMM
    Bltz,
    Bgez,
    Bltzal,
    Bgezal,
    // primary
    J,
    Jal,
    Beq,
    Bne,
    Blez,
    Bgtz,
    Addi,
    Addiu,
    Slti,
    Sltiu,
    Andi,
    Ori,
    Xori,
    Lui,
    Lb,
    Lh,
    Lwl,
    Lw,
    Lbu,
    Lhu,
    Lwr,
    Sb,
    Sh,
    Swl,
    Sw,
    Swr,
    // COP0
    Mfc0,
    Mtc0,
    Rfe,
    // COP2 (GTE)
    Mfc2,
    Cfc2,
    Mtc2,
    Ctc2,
    Cop2,
    Lwc2,
    Swc2,
    /// A coprocessor instruction the PS1 has no unit for (COP1, COP3, TLB, BCzF/T,
    /// LWC0/1/3, SWC0/1/3).
    Unusable,
    /// No R3000 instruction (MIPS II+ opcodes, N/A slots).
    Reserved,
}

/// A decoded instruction: the kind and its operand fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Op {
    /// What it does.
    pub kind: OpKind,
    /// `rs` (bits 21–25).
    pub rs: u8,
    /// `rt` (bits 16–20).
    pub rt: u8,
    /// `rd` (bits 11–15).
    pub rd: u8,
    /// The immediate, prepared for the kind: sign-extended for arithmetic, loads, stores and
    /// `slti(u)`; zero-extended for `andi`/`ori`/`xori`; `imm << 16` for `lui`; the shift
    /// amount for `sll`/`srl`/`sra`; the byte offset (`simm << 2`) for branches; the 28-bit
    /// region offset for `j`/`jal`; imm25 for a GTE command; the 20-bit code for
    /// `syscall`/`break`.
    pub imm: u32,
}

fn flags() -> InstructionFlags {
    InstructionFlags::new_extension(IsaExtension::R3000GTE).with_enable_pseudos(false)
}

/// Decodes one word.
pub fn decode(word: u32) -> Op {
    let ins = Instruction::new(word, Vram::new(0x8000_0000), flags());
    let rs = ((word >> 21) & 31) as u8;
    let rt = ((word >> 16) & 31) as u8;
    let rd = ((word >> 11) & 31) as u8;
    let simm = word as u16 as i16 as i32 as u32;
    let zimm = word & 0xFFFF;
    use OpKind as K;
    use Opcode as O;
    let (kind, imm) = match ins.opcode() {
        O::core_sll | O::core_nop => (K::Sll, (word >> 6) & 31),
        O::core_srl => (K::Srl, (word >> 6) & 31),
        O::core_sra => (K::Sra, (word >> 6) & 31),
        O::core_sllv => (K::Sllv, 0),
        O::core_srlv => (K::Srlv, 0),
        O::core_srav => (K::Srav, 0),
        O::core_jr => (K::Jr, 0),
        O::core_jalr => (K::Jalr, 0),
        O::core_syscall => (K::Syscall, (word >> 6) & 0xF_FFFF),
        O::core_break => (K::Break, (word >> 6) & 0xF_FFFF),
        O::core_mfhi => (K::Mfhi, 0),
        O::core_mthi => (K::Mthi, 0),
        O::core_mflo => (K::Mflo, 0),
        O::core_mtlo => (K::Mtlo, 0),
        O::core_mult => (K::Mult, 0),
        O::core_multu => (K::Multu, 0),
        O::core_div => (K::Div, 0),
        O::core_divu => (K::Divu, 0),
        O::core_add => (K::Add, 0),
        O::core_addu => (K::Addu, 0),
        O::core_sub | O::core_neg => (K::Sub, 0),
        O::core_subu | O::core_negu => (K::Subu, 0),
        O::core_and => (K::And, 0),
        O::core_or => (K::Or, 0),
        O::core_xor => (K::Xor, 0),
        O::core_nor | O::core_not => (K::Nor, 0),
        O::core_slt => (K::Slt, 0),
        O::core_sltu => (K::Sltu, 0),
        O::core_bltz => (K::Bltz, simm << 2),
        O::core_bgez => (K::Bgez, simm << 2),
        O::core_bltzal => (K::Bltzal, simm << 2),
        O::core_bgezal | O::core_bal => (K::Bgezal, simm << 2),
        O::core_j => (K::J, (word & 0x03FF_FFFF) << 2),
        O::core_jal => (K::Jal, (word & 0x03FF_FFFF) << 2),
        O::core_beq | O::core_beqz | O::core_b => (K::Beq, simm << 2),
        O::core_bne | O::core_bnez => (K::Bne, simm << 2),
        O::core_blez => (K::Blez, simm << 2),
        O::core_bgtz => (K::Bgtz, simm << 2),
        O::core_addi => (K::Addi, simm),
        O::core_addiu => (K::Addiu, simm),
        O::core_slti => (K::Slti, simm),
        O::core_sltiu => (K::Sltiu, simm),
        O::core_andi => (K::Andi, zimm),
        O::core_ori => (K::Ori, zimm),
        O::core_xori => (K::Xori, zimm),
        O::core_lui => (K::Lui, zimm << 16),
        O::core_lb => (K::Lb, simm),
        O::core_lh => (K::Lh, simm),
        O::core_lwl => (K::Lwl, simm),
        O::core_lw => (K::Lw, simm),
        O::core_lbu => (K::Lbu, simm),
        O::core_lhu => (K::Lhu, simm),
        O::core_lwr => (K::Lwr, simm),
        O::core_sb => (K::Sb, simm),
        O::core_sh => (K::Sh, simm),
        O::core_swl => (K::Swl, simm),
        O::core_sw => (K::Sw, simm),
        O::core_swr => (K::Swr, simm),
        O::core_mfc0 => (K::Mfc0, 0),
        O::core_mtc0 => (K::Mtc0, 0),
        O::core_rfe => (K::Rfe, 0),
        O::core_mfc2 => (K::Mfc2, 0),
        O::core_cfc2 => (K::Cfc2, 0),
        O::core_mtc2 => (K::Mtc2, 0),
        O::core_ctc2 => (K::Ctc2, 0),
        O::core_lwc2 => (K::Lwc2, simm),
        O::core_swc2 => (K::Swc2, simm),
        O::r3000gte_rtps
        | O::r3000gte_rtpt
        | O::r3000gte_dpcl
        | O::r3000gte_dpcs
        | O::r3000gte_dpct
        | O::r3000gte_intpl
        | O::r3000gte_ncs
        | O::r3000gte_nct
        | O::r3000gte_ncds
        | O::r3000gte_ncdt
        | O::r3000gte_nccs
        | O::r3000gte_ncct
        | O::r3000gte_cdp
        | O::r3000gte_cc
        | O::r3000gte_nclip
        | O::r3000gte_avsz3
        | O::r3000gte_avsz4
        | O::r3000gte_mvmva
        | O::r3000gte_sqr
        | O::r3000gte_op
        | O::r3000gte_gpf
        | O::r3000gte_gpl => (K::Cop2, word & 0x01FF_FFFF),
        // A COP2 command word rabbitizer does not name (an undocumented function number or
        // stray bits): the GTE decides (it names the unknown command in its error).
        _ if word >> 25 == 0x25 => (K::Cop2, word & 0x01FF_FFFF),
        _ => match word >> 26 {
            0x10..=0x13 | 0x30..=0x33 | 0x38..=0x3B => (K::Unusable, 0),
            _ => (K::Reserved, 0),
        },
    };
    Op { kind, rs, rt, rd, imm }
}

impl OpKind {
    /// The mnemonic of an instruction that can trap on overflow (for messages); other kinds
    /// read `instruction`.
    pub fn mnemonic(self) -> &'static str {
        match self {
            OpKind::Add => "add",
            OpKind::Addi => "addi",
            OpKind::Sub => "sub",
            _ => "instruction",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families() {
        assert_eq!(decode(0).kind, OpKind::Sll);
        assert_eq!(
            decode(0x27BD_FFE8),
            Op { kind: OpKind::Addiu, rs: 29, rt: 29, rd: 31, imm: 0xFFFF_FFE8 }
        );
        assert_eq!(decode(0x03E0_0008).kind, OpKind::Jr);
        assert_eq!(decode(0x4A18_0001).kind, OpKind::Cop2);
        assert_eq!(decode(0x4A18_0001).imm, 0x0018_0001);
        assert_eq!(decode(0x3C08_8001).imm, 0x8001_0000);
        // beql (MIPS II) is no R3000 instruction.
        assert_eq!(decode(0x5000_0001).kind, OpKind::Reserved);
        // ll (MIPS II)
        assert_eq!(decode(0xC000_0000 | (4 << 21) | (2 << 16)).kind, OpKind::Unusable);
        // lwc1 / COP1
        assert_eq!(decode(0x4400_0000).kind, OpKind::Unusable);
        assert_eq!(decode(0x4200_0010).kind, OpKind::Rfe);
        assert_eq!(decode(0x0000_000D).kind, OpKind::Break);
        assert_eq!(decode(0x0007_000D).imm, 0x1C00);
    }
}
