//! The instructions: one match arm per family, as psx-spx "CPU Specifications" describes
//! them, written once for both provenance modes. Each arm computes the value and, beside
//! it, its taint (the union of the operands'); with provenance off the taint is nothing and
//! the compiler drops it. Control dependence is not tracked: a branch taints nothing.

use crate::decode::{Op, OpKind};
use crate::error::{Access, Fault};
use crate::hooks::{Branch, Hooks, Load};
use crate::machine::{Delay, Machine, COP0_BADVADDR, COP0_PRID, COP0_SR};
use crate::provenance::Provenance;
use crate::stop::{Halt, Stop};

impl Machine {
    /// Executes one decoded instruction (the pipeline around it is in `run.rs`). `next_pc` is
    /// the instruction after the delay slot: jumps and taken branches set it.
    #[inline(always)]
    pub(crate) fn execute<P: Provenance, H: Hooks>(
        &mut self,
        op: Op,
        next_pc: &mut u32,
        hooks: &mut H,
    ) -> Result<(), Halt> {
        let Op { kind, rs, rt, rd, imm } = op;
        let pc = self.current_pc;
        let s = self.r(rs);
        let u = self.r(rt);
        match kind {
            // --- shifts: rd = rt shifted by sa, or by rs & 31
            OpKind::Sll | OpKind::Srl | OpKind::Sra => {
                self.write::<P>(rd, shift(kind, u, imm), self.t::<P>(rt));
            }
            OpKind::Sllv | OpKind::Srlv | OpKind::Srav => {
                self.write::<P>(rd, shift(kind, u, s & 31), self.t::<P>(rt) | self.t::<P>(rs));
            }
            // --- ALU, register form: rd = rs op rt
            OpKind::Addu
            | OpKind::Subu
            | OpKind::And
            | OpKind::Or
            | OpKind::Xor
            | OpKind::Nor
            | OpKind::Slt
            | OpKind::Sltu => {
                self.write::<P>(rd, alu(kind, s, u), self.t::<P>(rs) | self.t::<P>(rt));
            }
            OpKind::Add | OpKind::Sub => {
                let v = trapping(pc, kind, s, u).map_err(|f| self.fault(f))?;
                self.write::<P>(rd, v, self.t::<P>(rs) | self.t::<P>(rt));
            }
            // --- ALU, immediate form: rt = rs op imm
            OpKind::Addiu
            | OpKind::Slti
            | OpKind::Sltiu
            | OpKind::Andi
            | OpKind::Ori
            | OpKind::Xori => {
                self.write::<P>(rt, alu(kind, s, imm), self.t::<P>(rs));
            }
            OpKind::Addi => {
                let v = trapping(pc, kind, s, imm).map_err(|f| self.fault(f))?;
                self.write::<P>(rt, v, self.t::<P>(rs));
            }
            OpKind::Lui => self.write::<P>(rt, imm, P::T::default()),
            // --- multiply and divide into HI:LO
            OpKind::Mult | OpKind::Multu | OpKind::Div | OpKind::Divu => {
                (self.hi, self.lo) = mult_div(kind, s, u);
                let t = self.t::<P>(rs) | self.t::<P>(rt);
                P::set_hi_lo(&mut self.taint, t, t);
            }
            OpKind::Mfhi | OpKind::Mflo => {
                let (hi, lo) = P::hi_lo(&self.taint);
                let (v, t) = if kind == OpKind::Mfhi { (self.hi, hi) } else { (self.lo, lo) };
                self.write::<P>(rd, v, t);
            }
            OpKind::Mthi | OpKind::Mtlo => {
                let (mut hi, mut lo) = P::hi_lo(&self.taint);
                if kind == OpKind::Mthi {
                    (self.hi, hi) = (s, self.t::<P>(rs));
                } else {
                    (self.lo, lo) = (s, self.t::<P>(rs));
                }
                P::set_hi_lo(&mut self.taint, hi, lo);
            }
            // --- jumps: change next_pc, so the delay slot (already fetched) runs first
            OpKind::J | OpKind::Jal => {
                *next_pc = (pc.wrapping_add(4) & 0xF000_0000) | imm;
                if kind == OpKind::Jal {
                    self.write::<P>(31, pc.wrapping_add(8), P::T::default());
                }
            }
            OpKind::Jr | OpKind::Jalr => {
                *next_pc = s;
                if kind == OpKind::Jalr {
                    self.write::<P>(rd, pc.wrapping_add(8), P::T::default());
                }
            }
            // --- branches: the same, when the condition holds
            OpKind::Beq | OpKind::Bne => {
                let t = self.t::<P>(rs) | self.t::<P>(rt);
                let taken = condition(kind, s, u);
                let cond = Cond { kind, regs: (rs, Some(rt)), operands: (s, u), taken };
                self.branch::<P, H>(pc, imm, cond, t, next_pc, hooks);
            }
            OpKind::Blez | OpKind::Bgtz | OpKind::Bltz | OpKind::Bgez => {
                let t = self.t::<P>(rs);
                let taken = condition(kind, s, 0);
                let cond = Cond { kind, regs: (rs, None), operands: (s, 0), taken };
                self.branch::<P, H>(pc, imm, cond, t, next_pc, hooks);
            }
            OpKind::Bltzal | OpKind::Bgezal => {
                // Links whether taken or not; the condition reads rs before the link.
                let (taken, t) = (condition(kind, s, 0), self.t::<P>(rs));
                self.write::<P>(31, pc.wrapping_add(8), P::T::default());
                let cond = Cond { kind, regs: (rs, None), operands: (s, 0), taken };
                self.branch::<P, H>(pc, imm, cond, t, next_pc, hooks);
            }
            OpKind::Syscall => return Err(self.halt(Stop::Syscall { code: imm })),
            OpKind::Break => return Err(self.halt(Stop::Break { code: imm })),
            // --- loads: the value lands after the next instruction; a load whose address came
            // from input depends on that input (a table lookup by an index byte)
            OpKind::Lb | OpKind::Lbu | OpKind::Lh | OpKind::Lhu | OpKind::Lw => {
                let size = access_size(kind);
                let addr = self.aligned(s.wrapping_add(imm), size, Access::Load)?;
                let (raw, mt) = self.load::<P>(addr, size).map_err(|f| self.fault(f))?;
                let at = self.t::<P>(rs);
                hooks.load(&Load::of::<P>(pc, addr, size, raw, mt, at, false));
                let v = match kind {
                    OpKind::Lb => raw as u8 as i8 as i32 as u32,
                    OpKind::Lh => raw as u16 as i16 as i32 as u32,
                    _ => raw,
                };
                self.load_to::<P>(rt, v, mt | at);
            }
            // lwl/lwr, swl/swr, COP0 and COP2 are rare: out of the hot loop
            OpKind::Lwl | OpKind::Lwr => self.load_unaligned::<P, H>(op, s, hooks)?,
            // --- stores: the bytes written carry the value's taint
            OpKind::Sb | OpKind::Sh | OpKind::Sw => {
                let size = access_size(kind);
                let addr = self.aligned(s.wrapping_add(imm), size, Access::Store)?;
                self.store::<P>(addr, size, u, self.t::<P>(rt), self.t::<P>(rs))
                    .map_err(|f| self.fault(f))?;
            }
            OpKind::Swl | OpKind::Swr => self.store_unaligned::<P>(op, s, u)?,
            OpKind::Mfc0 | OpKind::Mtc0 | OpKind::Rfe => self.cop0_op::<P>(op, u),
            OpKind::Mfc2
            | OpKind::Cfc2
            | OpKind::Mtc2
            | OpKind::Ctc2
            | OpKind::Cop2
            | OpKind::Lwc2
            | OpKind::Swc2 => self.cop2_op::<P, H>(op, s, u, hooks)?,
            OpKind::Unusable | OpKind::Reserved => return Err(self.unusable(op)),
        }
        Ok(())
    }

    // ---------------------------------------------------------------- the rare families

    /// `lwl`, `lwr` **[public: psx-spx "Unaligned Load/Store (Details)"]**: lwl fills the
    /// upper bytes of rt from [addr&!3 .. addr], lwr the lower bytes from [addr .. addr|3];
    /// both merge with a load to rt still in flight.
    #[inline(never)]
    fn load_unaligned<P: Provenance, H: Hooks>(
        &mut self,
        op: Op,
        s: u32,
        hooks: &mut H,
    ) -> Result<(), Halt> {
        let Op { kind, rs, rt, imm, .. } = op;
        let pc = self.current_pc;
        let addr = s.wrapping_add(imm);
        let (mem, mt) = self.load::<P>(addr & !3, 4).map_err(|f| self.fault(f))?;
        let at = self.t::<P>(rs);
        hooks.load(&Load::of::<P>(pc, addr & !3, 4, mem, mt, at, false));
        let (cur, ct) = self.merge_base::<P>(rt);
        let sh = (addr & 3).wrapping_mul(8);
        let v = if kind == OpKind::Lwl {
            let keep = 0x00FF_FFFFu32.wrapping_shr(sh);
            (cur & keep) | mem.wrapping_shl(24u32.wrapping_sub(sh))
        } else {
            let keep = !(0xFFFF_FFFFu32.wrapping_shr(sh));
            (cur & keep) | mem.wrapping_shr(sh)
        };
        self.load_to::<P>(rt, v, mt | ct | at);
        Ok(())
    }

    /// `swl`, `swr`: swl writes bytes [addr&!3 .. addr] from the top of rt; swr writes
    /// [addr .. addr|3] from the bottom.
    #[inline(never)]
    fn store_unaligned<P: Provenance>(&mut self, op: Op, s: u32, u: u32) -> Result<(), Halt> {
        let Op { kind, rs, rt, imm, .. } = op;
        let addr = s.wrapping_add(imm);
        let (vt, at) = (self.t::<P>(rt), self.t::<P>(rs));
        let lane = addr & 3;
        let (start, size, value) = if kind == OpKind::Swl {
            (
                addr & !3,
                lane.wrapping_add(1),
                u.wrapping_shr(24u32.wrapping_sub(lane.wrapping_mul(8))),
            )
        } else {
            (addr, 4u32.wrapping_sub(lane), u)
        };
        if size == 4 {
            self.store::<P>(start, 4, value, vt, at).map_err(|f| self.fault(f))?;
        } else {
            for i in 0..size {
                let byte = value.wrapping_shr(i.wrapping_mul(8));
                self.store::<P>(start.wrapping_add(i), 1, byte, vt, at)
                    .map_err(|f| self.fault(f))?;
            }
        }
        Ok(())
    }

    /// COP0: the registers are readable (with a load delay) and writable, PRId read-only;
    /// `rfe` pops the mode stack.
    #[inline(never)]
    fn cop0_op<P: Provenance>(&mut self, op: Op, u: u32) {
        let Op { kind, rt, rd, .. } = op;
        match kind {
            OpKind::Mfc0 => {
                let v = self.cop0.get(usize::from(rd & 31)).copied().unwrap_or(0);
                self.load_to::<P>(rt, v, P::T::default());
            }
            OpKind::Mtc0 => {
                if usize::from(rd & 31) != COP0_PRID {
                    if let Some(x) = self.cop0.get_mut(usize::from(rd & 31)) {
                        *x = u;
                    }
                }
            }
            _ => {
                let sr = self.cop0[COP0_SR];
                self.cop0[COP0_SR] = (sr & !0xF) | ((sr >> 2) & 0xF);
            }
        }
    }

    /// COP2, the GTE: register moves (reads with a load delay), `lwc2`/`swc2`, commands.
    #[inline(never)]
    fn cop2_op<P: Provenance, H: Hooks>(
        &mut self,
        op: Op,
        s: u32,
        u: u32,
        hooks: &mut H,
    ) -> Result<(), Halt> {
        let Op { kind, rs, rt, rd, imm } = op;
        let pc = self.current_pc;
        match kind {
            OpKind::Mfc2 => {
                let v = self.gte.read_data(usize::from(rd & 31));
                self.load_to::<P>(rt, v, P::gte_data(&self.taint, rd));
            }
            OpKind::Cfc2 => {
                let v = self.gte.read_control(usize::from(rd & 31));
                self.load_to::<P>(rt, v, P::gte_control(&self.taint, rd));
            }
            OpKind::Mtc2 => {
                self.gte.write_data(usize::from(rd & 31), u);
                let t = self.t::<P>(rt);
                P::set_gte_data(&mut self.taint, rd, t);
            }
            OpKind::Ctc2 => {
                self.gte.write_control(usize::from(rd & 31), u);
                let t = self.t::<P>(rt);
                P::set_gte_control(&mut self.taint, rd, t);
            }
            OpKind::Cop2 => {
                if let Err(source) = self.gte.execute(imm) {
                    return Err(self.fault(Fault::Gte { pc, source }));
                }
                P::gte_command(&mut self.taint, imm);
            }
            OpKind::Lwc2 => {
                let addr = self.aligned(s.wrapping_add(imm), 4, Access::Load)?;
                let (v, mt) = self.load::<P>(addr, 4).map_err(|f| self.fault(f))?;
                let at = self.t::<P>(rs);
                hooks.load(&Load::of::<P>(pc, addr, 4, v, mt, at, true));
                self.gte.write_data(usize::from(rt & 31), v);
                P::set_gte_data(&mut self.taint, rt, mt | at);
            }
            _ => {
                let addr = self.aligned(s.wrapping_add(imm), 4, Access::Store)?;
                let v = self.gte.read_data(usize::from(rt & 31));
                let vt = P::gte_data(&self.taint, rt);
                self.store::<P>(addr, 4, v, vt, self.t::<P>(rs)).map_err(|f| self.fault(f))?;
            }
        }
        Ok(())
    }

    /// A word no unit of the PS1 runs: COP1/COP3/TLB (a coprocessor fault) or no R3000
    /// instruction at all (reserved).
    #[cold]
    #[inline(never)]
    fn unusable(&mut self, op: Op) -> Halt {
        let pc = self.current_pc;
        let word = self.word_at(pc);
        if op.kind == OpKind::Unusable {
            self.fault(Fault::Coprocessor { pc, word })
        } else {
            self.fault(Fault::Reserved { pc, word })
        }
    }

    // ---------------------------------------------------------------- operands

    /// General-purpose register `r`.
    #[inline(always)]
    fn r(&self, r: u8) -> u32 {
        self.regs.get(usize::from(r & 31)).copied().unwrap_or(0)
    }

    /// The taint of general-purpose register `r`.
    #[inline(always)]
    fn t<P: Provenance>(&self, r: u8) -> P::T {
        P::reg(&self.taint, r)
    }

    /// Writes a register now, with its taint (a load to it that would land after this
    /// instruction is cancelled: this write wins).
    #[inline(always)]
    fn write<P: Provenance>(&mut self, r: u8, v: u32, t: P::T) {
        if r != 0 {
            if let Some(x) = self.regs.get_mut(usize::from(r & 31)) {
                *x = v;
            }
            if self.delayed.reg == r {
                self.delayed.reg = 0;
            }
            P::set_reg(&mut self.taint, r, t);
        }
    }

    /// Puts a loaded value in flight to `rt` (the load delay slot). Two loads in a row to one
    /// register: the first is dropped **\[provisional\]**.
    #[inline(always)]
    fn load_to<P: Provenance>(&mut self, rt: u8, v: u32, t: P::T) {
        if rt == 0 {
            return;
        }
        if self.delayed.reg == rt {
            self.delayed.reg = 0;
        }
        self.load = Delay { reg: rt, value: v };
        P::set_pending(&mut self.taint, t);
    }

    /// `rt` as `lwl`/`lwr` see it: the in-flight value if a load to it is landing.
    #[inline(always)]
    fn merge_base<P: Provenance>(&self, rt: u8) -> (u32, P::T) {
        if rt != 0 && self.delayed.reg == rt {
            (self.delayed.value, P::delayed(&self.taint))
        } else {
            (self.r(rt), self.t::<P>(rt))
        }
    }

    /// A conditional branch: asks the hooks, and moves `next_pc` to the target when taken.
    #[inline(always)]
    fn branch<P: Provenance, H: Hooks>(
        &mut self,
        pc: u32,
        offset: u32,
        cond: Cond,
        t: P::T,
        next_pc: &mut u32,
        hooks: &mut H,
    ) {
        let target = pc.wrapping_add(4).wrapping_add(offset);
        let Cond { kind, regs, operands, taken } = cond;
        let b = Branch {
            pc,
            target,
            mnemonic: mnemonic(kind),
            regs,
            operands,
            taken,
            taint: P::set(t),
        };
        if hooks.branch(&b) {
            *next_pc = target;
            // Also into the field (the loop writes it back anyway): a store on the taken path
            // keeps this a predicted branch, not a data dependency of the next fetch.
            self.next_pc = target;
        }
    }

    /// `addr` when it is aligned for a `size`-byte access; else an address error (BadVaddr
    /// is set).
    #[inline(always)]
    fn aligned(&mut self, addr: u32, size: u32, access: Access) -> Result<u32, Halt> {
        if addr & size.wrapping_sub(1) == 0 {
            Ok(addr)
        } else {
            self.cop0[COP0_BADVADDR] = addr;
            Err(self.fault(Fault::Unaligned { pc: self.current_pc, addr, size, access }))
        }
    }

    /// The word at `pc`, for a fault's message.
    fn word_at(&self, pc: u32) -> u32 {
        self.peek(pc, 4).unwrap_or(0)
    }
}

impl Load {
    /// A load event from the interpreter's values.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)] // one per field of the event
    fn of<P: Provenance>(
        pc: u32,
        addr: u32,
        size: u32,
        value: u32,
        mt: P::T,
        at: P::T,
        gte: bool,
    ) -> Load {
        Load { pc, addr, size, value, taint: P::set(mt), addr_taint: P::set(at), gte }
    }
}

/// What a conditional branch compared, for the hooks.
#[derive(Clone, Copy)]
struct Cond {
    kind: OpKind,
    regs: (u8, Option<u8>),
    operands: (u32, u32),
    taken: bool,
}

/// The mnemonic of a conditional branch.
#[inline(always)]
fn mnemonic(kind: OpKind) -> &'static str {
    match kind {
        OpKind::Beq => "beq",
        OpKind::Bne => "bne",
        OpKind::Blez => "blez",
        OpKind::Bgtz => "bgtz",
        OpKind::Bltz => "bltz",
        OpKind::Bgez => "bgez",
        OpKind::Bltzal => "bltzal",
        OpKind::Bgezal => "bgezal",
        _ => "branch",
    }
}

// ---------------------------------------------------------------- the arithmetic

/// `sll`/`sllv`, `srl`/`srlv`, `sra`/`srav`.
#[inline(always)]
fn shift(kind: OpKind, v: u32, amount: u32) -> u32 {
    match kind {
        OpKind::Sll | OpKind::Sllv => v.wrapping_shl(amount),
        OpKind::Srl | OpKind::Srlv => v.wrapping_shr(amount),
        _ => (v as i32).wrapping_shr(amount) as u32,
    }
}

/// The ALU operations that cannot trap, register or immediate form.
#[inline(always)]
fn alu(kind: OpKind, a: u32, b: u32) -> u32 {
    match kind {
        OpKind::Addu | OpKind::Addiu => a.wrapping_add(b),
        OpKind::Subu => a.wrapping_sub(b),
        OpKind::And | OpKind::Andi => a & b,
        OpKind::Or | OpKind::Ori => a | b,
        OpKind::Xor | OpKind::Xori => a ^ b,
        OpKind::Nor => !(a | b),
        OpKind::Slt | OpKind::Slti => u32::from((a as i32) < (b as i32)),
        _ => u32::from(a < b),
    }
}

/// `add`, `addi`, `sub`: signed, and an overflow stops the run (the R3000's Ov exception).
#[inline(always)]
fn trapping(pc: u32, kind: OpKind, a: u32, b: u32) -> Result<u32, Fault> {
    let v = if kind == OpKind::Sub {
        (a as i32).checked_sub(b as i32)
    } else {
        (a as i32).checked_add(b as i32)
    };
    v.map(|v| v as u32).ok_or(Fault::Overflow { pc, mnemonic: kind.mnemonic(), a, b })
}

/// `mult`, `multu`, `div`, `divu` → (HI, LO). Division by zero and 0x8000_0000 / −1 give
/// psx-spx's documented results.
#[inline(always)]
fn mult_div(kind: OpKind, s: u32, u: u32) -> (u32, u32) {
    match kind {
        OpKind::Mult => {
            let p = i64::from(s as i32).wrapping_mul(i64::from(u as i32)) as u64;
            ((p >> 32) as u32, p as u32)
        }
        OpKind::Multu => {
            let p = u64::from(s).wrapping_mul(u64::from(u));
            ((p >> 32) as u32, p as u32)
        }
        OpKind::Div => {
            let (n, d) = (s as i32, u as i32);
            if d == 0 {
                (s, if n >= 0 { 0xFFFF_FFFF } else { 1 })
            } else if n == i32::MIN && d == -1 {
                (0, 0x8000_0000)
            } else {
                (n.checked_rem(d).unwrap_or(0) as u32, n.checked_div(d).unwrap_or(0) as u32)
            }
        }
        _ => match (s.checked_rem(u), s.checked_div(u)) {
            (Some(r), Some(q)) => (r, q),
            _ => (s, 0xFFFF_FFFF),
        },
    }
}

/// Whether a branch is taken (`b` is rt for `beq`/`bne`, unused by the others).
#[inline(always)]
fn condition(kind: OpKind, a: u32, b: u32) -> bool {
    match kind {
        OpKind::Beq => a == b,
        OpKind::Bne => a != b,
        OpKind::Blez => (a as i32) <= 0,
        OpKind::Bgtz => (a as i32) > 0,
        OpKind::Bltz | OpKind::Bltzal => (a as i32) < 0,
        _ => (a as i32) >= 0,
    }
}

/// Bytes moved by `lb`/`lbu`/`sb` (1), `lh`/`lhu`/`sh` (2), `lw`/`sw` (4).
#[inline(always)]
fn access_size(kind: OpKind) -> u32 {
    match kind {
        OpKind::Lb | OpKind::Lbu | OpKind::Sb => 1,
        OpKind::Lh | OpKind::Lhu | OpKind::Sh => 2,
        _ => 4,
    }
}
