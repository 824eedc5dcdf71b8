//! Running: the fetch–execute loop, its two bounds (instructions and wall-clock time), and
//! the pipeline the way psx-spx describes it to a programmer **[public: psx-spx "CPU
//! Specifications"]**:
//!
//! * **Branch delay slot.** `pc` is the instruction being fetched, `next_pc` the one after
//!   it; a jump or branch changes `next_pc`, so the instruction after it (already at `pc`)
//!   runs first.
//! * **Load delay slot.** A load (and `mfc0`/`mfc2`/`cfc2`) does not write its register at
//!   once: the value is *in flight* during the next instruction, which still reads the old
//!   value, and lands after it. If that next instruction writes the same register itself,
//!   its write wins; if it is a second load to the same register, the first load is dropped.
//!   `lwl`/`lwr` read the in-flight value of their target, so an `lwl`/`lwr` pair needs no
//!   delay between them.
//! * **Exceptions** are not emulated: an overflow, address error, reserved instruction or
//!   unmapped access stops the run with a [`Fault`] naming the PC and the address. `break`
//!   and `syscall` stop it with [`Stop::Break`] / [`Stop::Syscall`].
//!
//! Fetch: every aligned RAM address, in any segment (KUSEG's low mirror, KSEG0, KSEG1) and
//! any of the four mirrors, reads the decoded-instruction cache by physical word, so code
//! runs as fast from 0x0000_0000 or 0xA000_0000 as from 0x8000_0000. Only the BIOS vectors
//! (0xA0, 0xB0, 0xC0), the return sentinel and faults leave that path.

use std::marker::PhantomData;
use std::time::Instant;

use crate::bios;
use crate::decode::{decode, Op};
use crate::error::{Access, Fault};
use crate::hooks::{Hooks, NoHooks};
use crate::machine::{Delay, Machine, RETURN_ADDRESS};
use crate::memory::{GpuPort, GpuVia, RAM_SIZE};
use crate::provenance::{Off, On, Provenance};
use crate::stop::{Halt, Outcome, Stop};
use crate::taint::Taint;

/// Instructions between two looks at the clock: about 10 ms of work at full speed, so the
/// wall-clock bound costs nothing per instruction and overshoots by little.
const CLOCK_EVERY: u64 = 1 << 20;

/// The RAM word an instruction fetch from `pc` reads: `Some` for an aligned address in RAM,
/// in any segment below KSEG2 and any of the four 2 MB mirrors (physical 0..8 MB).
#[inline(always)]
fn ram_word(pc: u32) -> Option<usize> {
    // Bits 23..28 clear: physical < 8 MB; bits 0..1 clear: aligned.
    if pc & 0x1F80_0003 == 0 && pc < 0xC000_0000 {
        Some(((pc & (RAM_SIZE - 1)) >> 2) as usize)
    } else {
        None
    }
}

/// Whether RAM word `i` may be a BIOS vector (words 0x28, 0x2C, 0x30: bytes 0xA0, 0xB0,
/// 0xC0); one comparison on the hot path, the exact test off it.
#[inline(always)]
fn near_vectors(i: usize) -> bool {
    i.wrapping_sub(0x28) <= 8
}

/// The BIOS table a fetch from RAM word `i` calls (0xA, 0xB, 0xC), if it is a vector.
fn vector(i: usize) -> Option<u32> {
    match i {
        0x28 => Some(0xA),
        0x2C => Some(0xB),
        0x30 => Some(0xC),
        _ => None,
    }
}

impl Machine {
    /// Runs from the current PC for at most `budget` instructions (and the wall-clock bound,
    /// [`Machine::set_time_limit`]).
    pub fn run(&mut self, budget: u64) -> Outcome {
        self.run_with(budget, &mut NoHooks)
    }

    /// Calls the function at `addr` with `args` in `$a0..$a3` and `$ra` =
    /// [`RETURN_ADDRESS`], for at most `budget` instructions. The stack pointer is left as
    /// it is (the EXE's, after [`Machine::from_exe`]).
    pub fn call(&mut self, addr: u32, args: [u32; 4], budget: u64) -> Outcome {
        self.call_with(addr, args, budget, &mut NoHooks)
    }

    /// [`Machine::call`] with hooks (see [`crate::hooks`]).
    pub fn call_with<H: Hooks>(
        &mut self,
        addr: u32,
        args: [u32; 4],
        budget: u64,
        hooks: &mut H,
    ) -> Outcome {
        for (r, a) in (4u8..).zip(args) {
            self.set_reg(usize::from(r), a);
            self.taint.set_reg(r, Taint::EMPTY);
        }
        self.set_reg(31, RETURN_ADDRESS);
        self.set_pc(addr);
        self.run_with(budget, hooks)
    }

    /// [`Machine::run`] with hooks (see [`crate::hooks`]).
    pub fn run_with<H: Hooks>(&mut self, budget: u64, hooks: &mut H) -> Outcome {
        let start = self.instructions;
        let end = start.saturating_add(budget);
        let clock = Instant::now();
        let stop = loop {
            let until = end.min(self.instructions.saturating_add(CLOCK_EVERY));
            let stepped = if self.provenance {
                self.steps::<On, H>(until, hooks)
            } else {
                self.steps::<Off, H>(until, hooks)
            };
            if stepped.is_err() {
                // A Halt is only made by parking a stop (Machine::halt), so this is Some.
                break self.halt.take().unwrap_or(Stop::Budget);
            }
            if self.instructions >= end {
                break Stop::Budget;
            }
            if let Some(limit) = self.time_limit {
                if clock.elapsed() >= limit {
                    break Stop::TimeLimit { limit };
                }
            }
        };
        let pc = match &stop {
            Stop::Return => RETURN_ADDRESS,
            Stop::Break { .. } | Stop::Syscall { .. } => self.current_pc,
            Stop::Budget | Stop::TimeLimit { .. } => self.pc,
            Stop::Fault(f) => f.pc(),
        };
        Outcome { stop, instructions: self.instructions.wrapping_sub(start), pc }
    }

    /// Steps until the instruction count reaches `until` (`Ok`) or something stops the run.
    /// The fetch address and the one after it live in registers here, written back to
    /// `self.pc` and `self.next_pc` whenever anything else may look at them.
    fn steps<P: Provenance, H: Hooks>(&mut self, until: u64, hooks: &mut H) -> Result<(), Halt> {
        let (mut pc, mut next_pc) = (self.pc, self.next_pc);
        let result = loop {
            if self.instructions >= until {
                break Ok(());
            }
            let op = match ram_word(pc) {
                Some(i) if !near_vectors(i) => self.decoded(i),
                _ => {
                    (self.pc, self.next_pc) = (pc, next_pc);
                    let rare = self.fetch_rare::<P>(pc);
                    (pc, next_pc) = (self.pc, self.next_pc);
                    match rare {
                        Ok(Some(op)) => op,
                        Ok(None) => continue,
                        Err(halt) => break Err(halt),
                    }
                }
            };
            // The branch delay slot: the next instruction is already fetched (it is at
            // next_pc), so a jump or branch here changes the one after it.
            self.current_pc = pc;
            pc = next_pc;
            next_pc = next_pc.wrapping_add(4);
            if let Err(halt) = self.step::<P, H>(op, &mut next_pc, hooks) {
                break Err(halt);
            }
        };
        (self.pc, self.next_pc) = (pc, next_pc);
        result
    }

    /// The decoded instruction at RAM word `i`, decoded again when the word changed since.
    #[inline(always)]
    fn decoded(&mut self, i: usize) -> Op {
        let word = self.ram.get(i).copied().unwrap_or(0);
        match self.cache.get_mut(i) {
            Some(e) if e.0 == word => e.1,
            Some(e) => {
                *e = (word, decode(word));
                e.1
            }
            None => decode(word),
        }
    }

    /// Executes one instruction with the load delay slot around it: the previous
    /// instruction's load lands after this one, unless this one wrote the register itself.
    #[inline(always)]
    fn step<P: Provenance, H: Hooks>(
        &mut self,
        op: Op,
        next_pc: &mut u32,
        hooks: &mut H,
    ) -> Result<(), Halt> {
        self.delayed = std::mem::take(&mut self.load);
        if self.delayed.reg != 0 {
            // A load's taint is only read beside its register, so it moves only with one.
            P::advance_load(&mut self.taint);
        }
        let result = self.execute::<P, H>(op, next_pc, hooks);
        let Delay { reg, value } = self.delayed;
        if reg != 0 {
            self.set_reg(usize::from(reg), value);
            let t = P::delayed(&self.taint);
            P::set_reg(&mut self.taint, reg, t);
        }
        self.instructions = self.instructions.wrapping_add(1);
        result
    }

    /// Fetches off the fast path: a BIOS vector (runs the stand-in, `Ok(None)`), a word near
    /// the vectors that is not one, the return sentinel, or a fault.
    #[cold]
    fn fetch_rare<P: Provenance>(&mut self, pc: u32) -> Result<Option<Op>, Halt> {
        if let Some(i) = ram_word(pc) {
            let Some(table) = vector(i) else { return Ok(Some(self.decoded(i))) };
            self.bios_call::<P>(pc, table).map_err(|f| self.fault(f))?;
            return Ok(None);
        }
        if pc == RETURN_ADDRESS {
            // A load in the return's delay slot lands (the caller would see it).
            self.land_pending::<P>();
            return Err(self.halt(Stop::Return));
        }
        let fault = if pc & 3 != 0 {
            Fault::Unaligned { pc, addr: pc, size: 4, access: Access::Fetch }
        } else {
            Fault::Unmapped { pc, addr: pc, access: Access::Fetch }
        };
        Err(self.fault(fault))
    }

    /// A jump to a BIOS vector: lands any load still in flight, runs the stand-in, returns
    /// to `$ra`. It counts as one instruction plus one per four bytes it touched.
    fn bios_call<P: Provenance>(&mut self, pc: u32, table: u32) -> Result<(), Fault> {
        self.land_pending::<P>();
        self.current_pc = pc;
        let mut host = Host::<P> { m: self, bytes: 0, mode: PhantomData };
        bios::call(&mut host, table, pc)?;
        let bytes = host.bytes;
        let ra = self.reg(31);
        self.set_pc(ra);
        self.instructions = self.instructions.wrapping_add(1).saturating_add(bytes / 4);
        Ok(())
    }

    /// Lands the load in flight now (before a BIOS call or at the return).
    fn land_pending<P: Provenance>(&mut self) {
        let Delay { reg, value } = std::mem::take(&mut self.load);
        self.set_reg(usize::from(reg), value);
        let t = P::pending(&self.taint);
        P::set_reg(&mut self.taint, reg, t);
    }
}

/// What the BIOS stand-ins see of the machine: registers, memory byte by byte (counted, so
/// the budget bounds them), the GPU log, their own state.
struct Host<'m, P> {
    m: &'m mut Machine,
    /// Bytes read or written so far.
    bytes: u64,
    mode: PhantomData<P>,
}

impl<P: Provenance> bios::Host for Host<'_, P> {
    fn reg(&self, r: u8) -> u32 {
        self.m.reg(usize::from(r))
    }

    fn reg_taint(&self, r: u8) -> Taint {
        P::set(P::reg(&self.m.taint, r))
    }

    fn set_reg(&mut self, r: u8, value: u32, t: Taint) {
        self.m.set_reg(usize::from(r), value);
        P::set_reg(&mut self.m.taint, r, P::of(t));
    }

    fn read_u8(&mut self, addr: u32) -> Result<(u8, Taint), Fault> {
        self.bytes = self.bytes.wrapping_add(1);
        let (v, t) = self.m.load::<P>(addr, 1)?;
        Ok((v as u8, P::set(t)))
    }

    fn write_u8(&mut self, addr: u32, value: u8, t: Taint) -> Result<(), Fault> {
        self.bytes = self.bytes.wrapping_add(1);
        self.m.store::<P>(addr, 1, u32::from(value), P::of(t), P::T::default())
    }

    fn gpu(&mut self, port: GpuPort, value: u32, t: Taint) {
        self.m.log_gpu(port, GpuVia::Bios, value, t);
    }

    fn state(&mut self) -> &mut bios::State {
        &mut self.m.bios
    }
}
