//! A small R3000 assembler: the writer beside the reader. It encodes the instructions the
//! synthetic EXE needs **[public: MIPS I encoding, GTE opcodes per psx-spx]**, with labels
//! for branches, jumps and jump-table words. It knows nothing of delay slots: the caller writes
//! the delay-slot instruction after every branch, exactly as a compiler would.

use crate::Error;

/// A code label, bound to an address with [`Asm::bind`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Label(usize);

#[derive(Debug, Clone, Copy)]
enum Fix {
    /// 16-bit PC-relative branch offset.
    Branch,
    /// 26-bit `j`/`jal` target.
    Jump,
    /// A whole data word holding the label's address.
    Word,
    /// `lui` of the high half (adjusted for a signed low half).
    Hi,
    /// The signed low half (`addiu`/`lw` offset).
    Lo,
}

/// The assembler: words appended at increasing addresses from `base`.
#[derive(Debug, Clone)]
pub struct Asm {
    base: u32,
    words: Vec<u32>,
    labels: Vec<Option<u32>>,
    fixups: Vec<(usize, Label, Fix)>,
}

fn r(op: u32, rs: u8, rt: u8, rd: u8, sa: u32, funct: u32) -> u32 {
    (op << 26)
        | (u32::from(rs & 31) << 21)
        | (u32::from(rt & 31) << 16)
        | (u32::from(rd & 31) << 11)
        | ((sa & 31) << 6)
        | (funct & 63)
}

fn i(op: u32, rs: u8, rt: u8, imm: u16) -> u32 {
    (op << 26) | (u32::from(rs & 31) << 21) | (u32::from(rt & 31) << 16) | u32::from(imm)
}

/// The `%hi` of an address: the upper half, plus one when the low half is negative.
pub fn hi(addr: u32) -> u16 {
    (addr.wrapping_add(0x8000) >> 16) as u16
}

/// The `%lo` of an address: the signed low half.
pub fn lo(addr: u32) -> i16 {
    (addr & 0xFFFF) as u16 as i16
}

impl Asm {
    /// An empty program loaded at `base` (word aligned).
    pub fn new(base: u32) -> Self {
        Self { base, words: Vec::new(), labels: Vec::new(), fixups: Vec::new() }
    }

    /// Address of the next word.
    pub fn here(&self) -> u32 {
        let n = u32::try_from(self.words.len()).unwrap_or(u32::MAX);
        self.base.wrapping_add(n.wrapping_mul(4))
    }

    /// Number of words written.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// A new, unbound label.
    pub fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len().saturating_sub(1))
    }

    /// Binds `l` to the current address.
    pub fn bind(&mut self, l: Label) {
        let here = self.here();
        if let Some(slot) = self.labels.get_mut(l.0) {
            *slot = Some(here);
        }
    }

    /// A new label bound here.
    pub fn here_label(&mut self) -> Label {
        let l = self.label();
        self.bind(l);
        l
    }

    /// The address a label is bound to, if bound.
    pub fn addr_of(&self, l: Label) -> Option<u32> {
        self.labels.get(l.0).copied().flatten()
    }

    /// Appends a raw word.
    pub fn word(&mut self, w: u32) {
        self.words.push(w);
    }

    fn fix(&mut self, w: u32, l: Label, f: Fix) {
        self.fixups.push((self.words.len(), l, f));
        self.words.push(w);
    }

    /// A data word holding the address of `l` (jump-table entry).
    pub fn word_label(&mut self, l: Label) {
        self.fix(0, l, Fix::Word);
    }

    // ---- ALU ----
    /// `addiu rt, rs, imm`.
    pub fn addiu(&mut self, rt: u8, rs: u8, imm: i16) {
        self.word(i(9, rs, rt, imm as u16));
    }
    /// `slti rt, rs, imm`.
    pub fn slti(&mut self, rt: u8, rs: u8, imm: i16) {
        self.word(i(10, rs, rt, imm as u16));
    }
    /// `sltiu rt, rs, imm` (imm sign-extended, compared unsigned).
    pub fn sltiu(&mut self, rt: u8, rs: u8, imm: i16) {
        self.word(i(11, rs, rt, imm as u16));
    }
    /// `andi rt, rs, imm`.
    pub fn andi(&mut self, rt: u8, rs: u8, imm: u16) {
        self.word(i(12, rs, rt, imm));
    }
    /// `ori rt, rs, imm`.
    pub fn ori(&mut self, rt: u8, rs: u8, imm: u16) {
        self.word(i(13, rs, rt, imm));
    }
    /// `xori rt, rs, imm`.
    pub fn xori(&mut self, rt: u8, rs: u8, imm: u16) {
        self.word(i(14, rs, rt, imm));
    }
    /// `lui rt, imm`.
    pub fn lui(&mut self, rt: u8, imm: u16) {
        self.word(i(15, 0, rt, imm));
    }
    /// `lui rt, %hi(l)`.
    pub fn lui_hi(&mut self, rt: u8, l: Label) {
        self.fix(i(15, 0, rt, 0), l, Fix::Hi);
    }
    /// `addiu rt, rs, %lo(l)`.
    pub fn addiu_lo(&mut self, rt: u8, rs: u8, l: Label) {
        self.fix(i(9, rs, rt, 0), l, Fix::Lo);
    }
    /// `lw rt, %lo(l)(rs)`.
    pub fn lw_lo(&mut self, rt: u8, rs: u8, l: Label) {
        self.fix(i(35, rs, rt, 0), l, Fix::Lo);
    }
    /// `li rt, v` as one or two instructions (`addiu`/`ori`/`lui`+`ori`).
    pub fn li(&mut self, rt: u8, v: u32) {
        if let Ok(s) = i16::try_from(v as i32) {
            self.addiu(rt, 0, s);
        } else if v <= 0xFFFF {
            self.ori(rt, 0, v as u16);
        } else {
            self.lui(rt, (v >> 16) as u16);
            if v & 0xFFFF != 0 {
                self.ori(rt, rt, (v & 0xFFFF) as u16);
            }
        }
    }
    /// `sll rd, rt, sa` (`sll zero,zero,0` is `nop`).
    pub fn sll(&mut self, rd: u8, rt: u8, sa: u32) {
        self.word(r(0, 0, rt, rd, sa, 0));
    }
    /// `srl rd, rt, sa`.
    pub fn srl(&mut self, rd: u8, rt: u8, sa: u32) {
        self.word(r(0, 0, rt, rd, sa, 2));
    }
    /// `sra rd, rt, sa`.
    pub fn sra(&mut self, rd: u8, rt: u8, sa: u32) {
        self.word(r(0, 0, rt, rd, sa, 3));
    }
    /// `nop`.
    pub fn nop(&mut self) {
        self.word(0);
    }
    /// `mult rs, rt`.
    pub fn mult(&mut self, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, 0, 0, 24));
    }
    /// `mfhi rd`.
    pub fn mfhi(&mut self, rd: u8) {
        self.word(r(0, 0, 0, rd, 0, 16));
    }
    /// `mflo rd`.
    pub fn mflo(&mut self, rd: u8) {
        self.word(r(0, 0, 0, rd, 0, 18));
    }
    /// `addu rd, rs, rt`.
    pub fn addu(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 33));
    }
    /// `subu rd, rs, rt`.
    pub fn subu(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 35));
    }
    /// `and rd, rs, rt`.
    pub fn and(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 36));
    }
    /// `or rd, rs, rt`.
    pub fn or(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 37));
    }
    /// `xor rd, rs, rt`.
    pub fn xor(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 38));
    }
    /// `move rd, rs` (`addu rd, rs, zero`, as gcc writes it).
    pub fn mov(&mut self, rd: u8, rs: u8) {
        self.addu(rd, rs, 0);
    }
    /// `slt rd, rs, rt`.
    pub fn slt(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 42));
    }
    /// `sltu rd, rs, rt`.
    pub fn sltu(&mut self, rd: u8, rs: u8, rt: u8) {
        self.word(r(0, rs, rt, rd, 0, 43));
    }

    // ---- memory ----
    /// `lb rt, off(base)`.
    pub fn lb(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(32, base, rt, off as u16));
    }
    /// `lh rt, off(base)`.
    pub fn lh(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(33, base, rt, off as u16));
    }
    /// `lw rt, off(base)`.
    pub fn lw(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(35, base, rt, off as u16));
    }
    /// `lbu rt, off(base)`.
    pub fn lbu(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(36, base, rt, off as u16));
    }
    /// `lhu rt, off(base)`.
    pub fn lhu(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(37, base, rt, off as u16));
    }
    /// `sb rt, off(base)`.
    pub fn sb(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(40, base, rt, off as u16));
    }
    /// `sh rt, off(base)`.
    pub fn sh(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(41, base, rt, off as u16));
    }
    /// `sw rt, off(base)`.
    pub fn sw(&mut self, rt: u8, off: i16, base: u8) {
        self.word(i(43, base, rt, off as u16));
    }

    // ---- control ----
    /// `beq rs, rt, l`.
    pub fn beq(&mut self, rs: u8, rt: u8, l: Label) {
        self.fix(i(4, rs, rt, 0), l, Fix::Branch);
    }
    /// `bne rs, rt, l`.
    pub fn bne(&mut self, rs: u8, rt: u8, l: Label) {
        self.fix(i(5, rs, rt, 0), l, Fix::Branch);
    }
    /// `beqz rs, l`.
    pub fn beqz(&mut self, rs: u8, l: Label) {
        self.beq(rs, 0, l);
    }
    /// `bnez rs, l`.
    pub fn bnez(&mut self, rs: u8, l: Label) {
        self.bne(rs, 0, l);
    }
    /// `b l` (`beq zero, zero, l`).
    pub fn b(&mut self, l: Label) {
        self.beq(0, 0, l);
    }
    /// `blez rs, l`.
    pub fn blez(&mut self, rs: u8, l: Label) {
        self.fix(i(6, rs, 0, 0), l, Fix::Branch);
    }
    /// `bgtz rs, l`.
    pub fn bgtz(&mut self, rs: u8, l: Label) {
        self.fix(i(7, rs, 0, 0), l, Fix::Branch);
    }
    /// `bltz rs, l`.
    pub fn bltz(&mut self, rs: u8, l: Label) {
        self.fix(i(1, rs, 0, 0), l, Fix::Branch);
    }
    /// `bgez rs, l`.
    pub fn bgez(&mut self, rs: u8, l: Label) {
        self.fix(i(1, rs, 1, 0), l, Fix::Branch);
    }
    /// `j l`.
    pub fn j(&mut self, l: Label) {
        self.fix(2 << 26, l, Fix::Jump);
    }
    /// `jal l`.
    pub fn jal(&mut self, l: Label) {
        self.fix(3 << 26, l, Fix::Jump);
    }
    /// `jal addr` (absolute, same 256 MiB segment).
    pub fn jal_addr(&mut self, addr: u32) {
        self.word((3 << 26) | ((addr >> 2) & 0x03FF_FFFF));
    }
    /// `jr rs`.
    pub fn jr(&mut self, rs: u8) {
        self.word(r(0, rs, 0, 0, 0, 8));
    }
    /// `jalr rs` (link in `$ra`).
    pub fn jalr(&mut self, rs: u8) {
        self.word(r(0, rs, 0, 31, 0, 9));
    }

    // ---- GTE (coprocessor 2) ----
    /// `mtc2 rt, rd` (data register `rd`).
    pub fn mtc2(&mut self, rt: u8, rd: u8) {
        self.word(r(18, 4, rt, rd, 0, 0));
    }
    /// `mfc2 rt, rd`.
    pub fn mfc2(&mut self, rt: u8, rd: u8) {
        self.word(r(18, 0, rt, rd, 0, 0));
    }
    /// `ctc2 rt, rd` (control register `rd`; 0–4 are the rotation matrix).
    pub fn ctc2(&mut self, rt: u8, rd: u8) {
        self.word(r(18, 6, rt, rd, 0, 0));
    }
    /// `cfc2 rt, rd`.
    pub fn cfc2(&mut self, rt: u8, rd: u8) {
        self.word(r(18, 2, rt, rd, 0, 0));
    }
    /// A GTE command word (`cop2 cmd`, e.g. 0x0180001 = RTPS).
    pub fn cop2(&mut self, cmd: u32) {
        self.word((18 << 26) | (1 << 25) | (cmd & 0x01FF_FFFF));
    }

    /// Resolves labels and returns the little-endian bytes.
    pub fn finish(self) -> Result<Vec<u8>, Error> {
        let mut words = self.words;
        for (idx, l, f) in self.fixups {
            let target = self.labels.get(l.0).copied().flatten().ok_or_else(|| {
                Error::Asm(format!("label {} used at word {idx} is never bound", l.0))
            })?;
            let n = u32::try_from(idx).map_err(|_| Error::Asm("program too long".into()))?;
            let pc = self.base.wrapping_add(n.wrapping_mul(4));
            let w = words.get_mut(idx).ok_or_else(|| Error::Asm("fixup out of range".into()))?;
            match f {
                Fix::Branch => {
                    let delta = (target as i64).wrapping_sub(i64::from(pc)).wrapping_sub(4);
                    let off = i16::try_from(delta / 4).map_err(|_| {
                        Error::Asm(format!("branch at {pc:#x} to {target:#x} is out of range"))
                    })?;
                    *w |= u32::from(off as u16);
                }
                Fix::Jump => {
                    if (pc.wrapping_add(4) ^ target) & 0xF000_0000 != 0 {
                        return Err(Error::Asm(format!(
                            "jump at {pc:#x} to {target:#x} leaves its segment"
                        )));
                    }
                    *w |= (target >> 2) & 0x03FF_FFFF;
                }
                Fix::Word => *w = target,
                Fix::Hi => *w |= u32::from(hi(target)),
                Fix::Lo => *w |= u32::from(lo(target) as u16),
            }
        }
        Ok(words.iter().flat_map(|w| w.to_le_bytes()).collect())
    }
}
