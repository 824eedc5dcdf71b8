//! The machine: CPU registers, COP0, the GTE, memory, and the interpreter loop.
//!
//! The pipeline is modelled the way psx-spx describes it to a programmer **[public: psx-spx
//! "CPU Specifications"]**:
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

use crate::decode::{decode, Kind, Op};
use crate::error::{Access, Error, Fault};
use crate::gte::Gte;
use crate::memory::{
    region, taint_key, GpuPort, GpuVia, GpuWrite, Region, StoreRecord, GP0, GP1, RAM_SIZE,
    SCRATCH_SIZE,
};
use crate::taint::{Taint, TaintState, MAX_INPUT};

/// `$ra` given to a called function (and to the EXE's entry): reaching it stops the run
/// with [`Stop::Return`]. Unmapped on a PS1, so no real code lives there **\[provisional\]**.
pub const RETURN_ADDRESS: u32 = 0xFFFF_FFF0;
/// The stack pointer when the EXE header gives none (`s_addr` = 0) **\[provisional\]**.
pub const DEFAULT_STACK: u32 = 0x801F_FF00;
/// Words the GPU log keeps before it counts the rest as dropped.
pub const GPU_LOG_LIMIT: usize = 1 << 20;
/// Bytes of BIOS TTY output (printf, puts, putchar) kept.
pub const TTY_LIMIT: usize = 1 << 16;

/// What the GPU status register (GP1) reads as: ready for commands, VRAM reads and DMA
/// blocks (bits 26, 27, 28), so polling loops pass **\[provisional\]**.
pub const GPUSTAT_READY: u32 = 0x1C00_0000;

const RAM_WORDS: usize = (RAM_SIZE / 4) as usize;
/// COP0 register numbers **[public: psx-spx "COP0 - Register Summary"]**.
const COP0_BADVADDR: usize = 8;
const COP0_SR: usize = 12;
const COP0_PRID: usize = 15;
/// SR bit 16, IsC: stores go to the (isolated) cache, not to memory.
const SR_ISOLATE_CACHE: u32 = 1 << 16;

/// Why a run stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// The code jumped to [`RETURN_ADDRESS`] (the called function, or the EXE's `main`,
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
    /// faulting instruction, or the next instruction when the budget ran out.
    pub pc: u32,
}

/// A PS1 as far as user code sees it: R3000 registers, COP0, the GTE, RAM, scratchpad and
/// inert hardware registers, plus the logs and the provenance state.
#[derive(Clone)]
pub struct Machine {
    regs: [u32; 32],
    hi: u32,
    lo: u32,
    /// The instruction to fetch next.
    pc: u32,
    /// The one after it (a branch changes this).
    next_pc: u32,
    /// The instruction executing now.
    current_pc: u32,
    /// The load in flight: (register, value); register 0 = none.
    load: (u8, u32),
    /// The load landing after the current instruction.
    delayed: (u8, u32),
    cop0: [u32; 32],
    gte: Gte,
    ram: Box<[u32]>,
    /// Decoded RAM words: (word it was decoded from, op).
    cache: Box<[(u32, Op)]>,
    scratch: Box<[u32]>,
    cache_control: u32,
    /// DMA registers 0x1F80_1080..0x1F80_10FF, as last written.
    dma: [u32; 32],
    instructions: u64,
    /// Extra cost of the current instruction (DMA words, BIOS bytes), charged to
    /// `instructions` after it so the budget bounds the time a run takes.
    pub(crate) work: u64,
    /// Bytes the current BIOS stand-in has touched.
    bios_bytes: u64,
    provenance: bool,
    taint: Box<TaintState>,
    tracked: Option<(u32, u32)>,
    gpu_log: Vec<GpuWrite>,
    gpu_dropped: u64,
    store_log: Vec<StoreRecord>,
    store_log_limit: usize,
    store_dropped: u64,
    /// The analyses' observer and branch-forcing plan (provenance runs only).
    watch: Option<Box<crate::watch::Watch>>,
    pub(crate) tty: String,
    pub(crate) rand_seed: u32,
    /// The BIOS heap (InitHeap): next free address and end.
    pub(crate) heap: (u32, u32),
}

impl std::fmt::Debug for Machine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Machine")
            .field("pc", &format_args!("{:#010x}", self.pc))
            .field("regs", &self.regs)
            .field("hi", &self.hi)
            .field("lo", &self.lo)
            .field("instructions", &self.instructions)
            .field("provenance", &self.provenance)
            .finish_non_exhaustive()
    }
}

impl Default for Machine {
    fn default() -> Self {
        Machine::new()
    }
}

#[inline(always)]
fn ix(r: u8) -> usize {
    usize::from(r & 31)
}

/// The bytes of a `size`-byte access at byte `lane` of a word, shifted down.
#[inline(always)]
fn lane_mask(size: u32) -> u32 {
    match size {
        1 => 0xFF,
        2 => 0xFFFF,
        _ => 0xFFFF_FFFF,
    }
}

impl Machine {
    /// A machine with zeroed RAM and registers, PC at [`RETURN_ADDRESS`].
    pub fn new() -> Machine {
        let nop = decode(0);
        let mut cop0 = [0u32; 32];
        // PRId of the PS1's R3000A **[public: psx-spx]**.
        cop0[COP0_PRID] = 0x0000_0002;
        Machine {
            regs: [0; 32],
            hi: 0,
            lo: 0,
            pc: RETURN_ADDRESS,
            next_pc: RETURN_ADDRESS.wrapping_add(4),
            current_pc: RETURN_ADDRESS,
            load: (0, 0),
            delayed: (0, 0),
            cop0,
            gte: Gte::new(),
            ram: vec![0u32; RAM_WORDS].into_boxed_slice(),
            cache: vec![(0u32, nop); RAM_WORDS].into_boxed_slice(),
            scratch: vec![0u32; (SCRATCH_SIZE / 4) as usize].into_boxed_slice(),
            cache_control: 0,
            dma: [0; 32],
            instructions: 0,
            work: 0,
            bios_bytes: 0,
            provenance: false,
            taint: Box::default(),
            tracked: None,
            gpu_log: Vec::new(),
            gpu_dropped: 0,
            store_log: Vec::new(),
            store_log_limit: 0,
            store_dropped: 0,
            watch: None,
            tty: String::new(),
            rand_seed: 0,
            heap: (0, 0),
        }
    }

    /// Loads a PS-X EXE **[public: psx-spx "CDROM File Playstation EXE and SYSTEM.CNF"]**:
    /// the text at `t_addr`, BSS (`b_addr`, `b_size`) zeroed, PC and GP from the header, SP
    /// (and FP) from `s_addr + s_size` or [`DEFAULT_STACK`] when `s_addr` is zero, `$ra` =
    /// [`RETURN_ADDRESS`].
    pub fn from_exe(bytes: &[u8]) -> Result<Machine, Error> {
        let exe = psx::exe::Exe::parse(bytes)?;
        let h = &exe.header;
        let mut m = Machine::new();
        let len = u32::try_from(exe.text.len()).unwrap_or(u32::MAX);
        if !m.is_ram_range(h.t_addr, len) {
            return Err(Error::Section { section: "text", addr: h.t_addr, len });
        }
        m.write_bytes(h.t_addr, exe.text)?;
        if h.b_size != 0 {
            if !m.is_ram_range(h.b_addr, h.b_size) {
                return Err(Error::Section { section: "bss", addr: h.b_addr, len: h.b_size });
            }
            m.fill(h.b_addr, h.b_size, 0)?;
        }
        let sp = if h.s_addr == 0 { DEFAULT_STACK } else { h.s_addr.wrapping_add(h.s_size) };
        m.regs[28] = h.gp;
        m.regs[29] = sp;
        m.regs[30] = sp;
        m.regs[31] = RETURN_ADDRESS;
        m.set_pc(h.pc);
        Ok(m)
    }

    fn is_ram_range(&self, addr: u32, len: u32) -> bool {
        let Region::Ram(start) = region(addr) else { return false };
        let Some(last) = addr.checked_add(len.saturating_sub(1)) else { return false };
        // The whole range in one segment, within the 2 MB (no wrap into a mirror).
        matches!(region(last), Region::Ram(_))
            && u64::from(start).saturating_add(u64::from(len)) <= u64::from(RAM_SIZE)
            && (addr & 0xE000_0000) == (last & 0xE000_0000)
    }

    // ---------------------------------------------------------------- registers

    /// General-purpose register `r` (0..31).
    pub fn reg(&self, r: usize) -> u32 {
        self.regs.get(r & 31).copied().unwrap_or(0)
    }

    /// Sets general-purpose register `r` (writes to `$zero` are ignored).
    pub fn set_reg(&mut self, r: usize, value: u32) {
        if r & 31 != 0 {
            if let Some(x) = self.regs.get_mut(r & 31) {
                *x = value;
            }
        }
    }

    /// All 32 general-purpose registers.
    pub fn regs(&self) -> [u32; 32] {
        self.regs
    }

    /// HI.
    pub fn hi(&self) -> u32 {
        self.hi
    }

    /// LO.
    pub fn lo(&self) -> u32 {
        self.lo
    }

    /// Sets HI and LO.
    pub fn set_hi_lo(&mut self, hi: u32, lo: u32) {
        self.hi = hi;
        self.lo = lo;
    }

    /// The next instruction to execute.
    pub fn pc(&self) -> u32 {
        self.pc
    }

    /// Jumps to `pc` (no delay slot pending, no load in flight).
    pub fn set_pc(&mut self, pc: u32) {
        self.pc = pc;
        self.next_pc = pc.wrapping_add(4);
        self.load = (0, 0);
        self.delayed = (0, 0);
    }

    /// COP0 register `r`.
    pub fn cop0(&self, r: usize) -> u32 {
        self.cop0.get(r & 31).copied().unwrap_or(0)
    }

    /// The GTE.
    pub fn gte(&self) -> &Gte {
        &self.gte
    }

    /// The GTE, to set up matrices and vectors before a call.
    pub fn gte_mut(&mut self) -> &mut Gte {
        &mut self.gte
    }

    /// Instructions executed since the machine was made.
    pub fn instructions(&self) -> u64 {
        self.instructions
    }

    // ---------------------------------------------------------------- memory API

    /// Reads one byte (RAM, scratchpad, or an inert I/O port).
    pub fn read_u8(&self, addr: u32) -> Result<u8, Error> {
        self.peek(addr, 1).map(|v| v as u8).ok_or(Error::Range { addr, len: 1, bad: addr })
    }

    /// Reads one little-endian word (any alignment, byte by byte).
    pub fn read_u32(&self, addr: u32) -> Result<u32, Error> {
        let mut b = [0u8; 4];
        for (i, x) in (0u32..).zip(b.iter_mut()) {
            *x = self.read_u8(addr.wrapping_add(i)).map_err(|_| Error::Range {
                addr,
                len: 4,
                bad: addr.wrapping_add(i),
            })?;
        }
        Ok(u32::from_le_bytes(b))
    }

    /// Reads `len` bytes of RAM or scratchpad.
    pub fn read_bytes(&self, addr: u32, len: u32) -> Result<Vec<u8>, Error> {
        self.check_range(addr, len)?;
        let mut out = Vec::with_capacity(len as usize);
        for i in 0..len {
            let a = addr.wrapping_add(i);
            out.push(self.peek(a, 1).ok_or(Error::Range { addr, len, bad: a })? as u8);
        }
        Ok(out)
    }

    /// Writes bytes into RAM or scratchpad (their provenance is cleared).
    pub fn write_bytes(&mut self, addr: u32, bytes: &[u8]) -> Result<(), Error> {
        let len = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
        self.check_range(addr, len)?;
        for (i, &b) in (0u32..).zip(bytes) {
            let a = addr.wrapping_add(i);
            self.poke(a, 1, u32::from(b));
            if let Some(k) = taint_key(a) {
                self.taint.set_mem(k, Taint::EMPTY);
            }
        }
        Ok(())
    }

    /// Writes one little-endian word into RAM or scratchpad.
    pub fn write_u32(&mut self, addr: u32, value: u32) -> Result<(), Error> {
        self.write_bytes(addr, &value.to_le_bytes())
    }

    fn fill(&mut self, addr: u32, len: u32, byte: u8) -> Result<(), Error> {
        self.check_range(addr, len)?;
        for i in 0..len {
            self.poke(addr.wrapping_add(i), 1, u32::from(byte));
        }
        Ok(())
    }

    /// Checks that `len` bytes from `addr` are all RAM or scratchpad.
    pub fn check_range(&self, addr: u32, len: u32) -> Result<(), Error> {
        if len == 0 {
            return Ok(());
        }
        let ok = |a: u32| matches!(region(a), Region::Ram(_) | Region::Scratch(_));
        if !ok(addr) {
            return Err(Error::Range { addr, len, bad: addr });
        }
        let Some(last) = addr.checked_add(len.wrapping_sub(1)) else {
            return Err(Error::Range { addr, len, bad: u32::MAX });
        };
        // A range is one device: check both ends and every device boundary between.
        let mut a = addr;
        loop {
            if !ok(a) {
                return Err(Error::Range { addr, len, bad: a });
            }
            let next = (a | 0x3FF).checked_add(1);
            match next {
                Some(n) if n <= last => a = n,
                _ => break,
            }
        }
        if !ok(last) {
            return Err(Error::Range { addr, len, bad: last });
        }
        Ok(())
    }

    /// A side-effect-free read of `size` bytes within one word (`None` if unmapped).
    fn peek(&self, addr: u32, size: u32) -> Option<u32> {
        let shift = (addr & 3).wrapping_mul(8);
        let word = match region(addr) {
            Region::Ram(p) => *self.ram.get((p >> 2) as usize)?,
            Region::Scratch(o) => *self.scratch.get((o >> 2) as usize)?,
            Region::Io(p) => self.io_read(p & !3),
            Region::CacheControl => self.cache_control,
            Region::Unmapped => return None,
        };
        Some((word >> shift) & lane_mask(size))
    }

    /// A raw write of `size` bytes within one word to RAM or scratchpad.
    fn poke(&mut self, addr: u32, size: u32, value: u32) {
        let shift = (addr & 3).wrapping_mul(8);
        let mask = lane_mask(size) << shift;
        let slot = match region(addr) {
            Region::Ram(p) => self.ram.get_mut((p >> 2) as usize),
            Region::Scratch(o) => self.scratch.get_mut((o >> 2) as usize),
            _ => None,
        };
        if let Some(w) = slot {
            *w = (*w & !mask) | ((value << shift) & mask);
        }
    }

    // ---------------------------------------------------------------- logs

    /// Every word written to GP0/GP1 (by stores, DMA channel 2 and the BIOS GPU calls), in
    /// order, up to [`GPU_LOG_LIMIT`].
    pub fn gpu_log(&self) -> &[GpuWrite] {
        &self.gpu_log
    }

    /// The GP0 words alone, in order.
    pub fn gp0_words(&self) -> Vec<u32> {
        self.gpu_log.iter().filter(|w| w.port == GpuPort::Gp0).map(|w| w.value).collect()
    }

    /// GPU words not logged because the log was full.
    pub fn gpu_dropped(&self) -> u64 {
        self.gpu_dropped
    }

    /// Clears the GPU log.
    pub fn clear_gpu_log(&mut self) {
        self.gpu_log.clear();
        self.gpu_dropped = 0;
    }

    /// Starts logging stores to RAM and scratchpad, keeping at most `limit` records (0 turns
    /// the log off). Clears the log.
    pub fn set_store_log(&mut self, limit: usize) {
        self.store_log_limit = limit;
        self.store_log.clear();
        self.store_dropped = 0;
    }

    /// The logged stores, in order.
    pub fn store_log(&self) -> &[StoreRecord] {
        &self.store_log
    }

    /// Stores not logged because the log was full.
    pub fn store_dropped(&self) -> u64 {
        self.store_dropped
    }

    /// What the BIOS TTY functions (printf, puts, putchar) printed, up to [`TTY_LIMIT`].
    pub fn tty(&self) -> &str {
        &self.tty
    }

    fn log_gpu(&mut self, port: GpuPort, via: GpuVia, value: u32, taint: Taint) {
        if self.gpu_log.len() < GPU_LOG_LIMIT {
            self.gpu_log.push(GpuWrite { pc: self.current_pc, port, via, value, taint });
        } else {
            self.gpu_dropped = self.gpu_dropped.saturating_add(1);
        }
    }

    // ---------------------------------------------------------------- the analyses' watch

    /// Installs (or removes) a [`crate::watch::Watch`]: from now on, runs with provenance
    /// report their input-dependent branches and loads to it and follow its forced outcomes.
    pub fn set_watch(&mut self, watch: Option<crate::watch::Watch>) {
        self.watch = watch.map(Box::new);
    }

    /// The installed watch.
    pub fn watch(&self) -> Option<&crate::watch::Watch> {
        self.watch.as_deref()
    }

    /// Removes the watch and returns it.
    pub fn take_watch(&mut self) -> Option<crate::watch::Watch> {
        self.watch.take().map(|b| *b)
    }

    #[cold]
    fn watch_branch(
        &mut self,
        kind: Kind,
        operands: (u32, u32),
        rs: u8,
        rt: Option<u8>,
        natural: bool,
    ) -> bool {
        let t = rt.map_or(self.t(rs), |r| self.t(rs) | self.t(r));
        let pc = self.current_pc;
        match self.watch.as_deref_mut() {
            Some(w) => {
                w.branch(pc, crate::watch::branch_name(kind), (rs, rt), operands, t, natural)
            }
            None => natural,
        }
    }

    #[cold]
    fn watch_load(&mut self, addr: u32, size: u32, rs: u8, gte: bool) {
        let t = self.t(rs);
        let pc = self.current_pc;
        if let Some(w) = self.watch.as_deref_mut() {
            w.load(pc, addr, size, t, gte);
        }
    }

    // ---------------------------------------------------------------- provenance

    /// Turns provenance tracking on or off (off is the fast path). Turning it on starts from
    /// an empty state.
    pub fn set_provenance(&mut self, on: bool) {
        if on && !self.provenance {
            self.taint.clear();
        }
        self.provenance = on;
    }

    /// Whether provenance is tracked.
    pub fn provenance(&self) -> bool {
        self.provenance
    }

    /// Marks `len` bytes at `addr` as the input: byte `addr + i` carries offset `i`. Turns
    /// provenance on. At most [`MAX_INPUT`] bytes; the region must be RAM or scratchpad.
    pub fn track_input(&mut self, addr: u32, len: u32) -> Result<(), Error> {
        if len > MAX_INPUT {
            return Err(Error::TrackTooLarge { addr, len, max: MAX_INPUT });
        }
        self.check_range(addr, len)?;
        self.set_provenance(true);
        for i in 0..len {
            if let Some(k) = taint_key(addr.wrapping_add(i)) {
                self.taint.set_mem(k, Taint::byte(i));
            }
        }
        self.tracked = Some((addr, len));
        Ok(())
    }

    /// The tracked input region, if any.
    pub fn tracked_input(&self) -> Option<(u32, u32)> {
        self.tracked
    }

    /// The input bytes general-purpose register `r` came from.
    pub fn reg_taint(&self, r: usize) -> Taint {
        self.taint.regs.get(r & 31).copied().unwrap_or_default()
    }

    /// The input bytes HI and LO came from.
    pub fn hi_lo_taint(&self) -> (Taint, Taint) {
        (self.taint.hi, self.taint.lo)
    }

    /// The input bytes GTE data register `r` came from.
    pub fn gte_data_taint(&self, r: usize) -> Taint {
        self.taint.gte_data.get(r & 31).copied().unwrap_or_default()
    }

    /// The input bytes GTE control register `r` came from.
    pub fn gte_control_taint(&self, r: usize) -> Taint {
        self.taint.gte_control.get(r & 31).copied().unwrap_or_default()
    }

    /// The input bytes the memory byte at `addr` came from (empty outside RAM/scratchpad).
    pub fn mem_taint(&self, addr: u32) -> Taint {
        taint_key(addr).map(|k| self.taint.mem(k)).unwrap_or_default()
    }

    // ---------------------------------------------------------------- running

    /// Runs from the current PC for at most `budget` instructions.
    pub fn run(&mut self, budget: u64) -> Outcome {
        let start = self.instructions;
        let stop = if self.provenance {
            self.run_loop::<true>(budget)
        } else {
            self.run_loop::<false>(budget)
        };
        let pc = match &stop {
            Stop::Return => RETURN_ADDRESS,
            Stop::Break { .. } | Stop::Syscall { .. } => self.current_pc,
            Stop::Budget => self.pc,
            Stop::Fault(f) => f.pc(),
        };
        Outcome { stop, instructions: self.instructions.wrapping_sub(start), pc }
    }

    /// Calls the function at `addr` with `args` in `$a0..$a3` and `$ra` =
    /// [`RETURN_ADDRESS`], for at most `budget` instructions. The stack pointer is left as
    /// it is (the EXE's, after [`Machine::from_exe`]).
    pub fn call(&mut self, addr: u32, args: [u32; 4], budget: u64) -> Outcome {
        for (i, a) in args.into_iter().enumerate() {
            self.set_reg(4usize.wrapping_add(i), a);
            if let Some(t) = self.taint.regs.get_mut(4usize.wrapping_add(i)) {
                *t = Taint::EMPTY;
            }
        }
        self.set_reg(31, RETURN_ADDRESS);
        self.set_pc(addr);
        self.run(budget)
    }

    fn run_loop<const T: bool>(&mut self, budget: u64) -> Stop {
        let end = self.instructions.saturating_add(budget);
        while self.instructions < end {
            let pc = self.pc;
            let phys = pc & 0x1FFF_FFFF;
            // Fast path: an aligned fetch from RAM above the BIOS vectors.
            let op = if pc < 0xC000_0000 && phys < 0x80_0000 && phys & 0x1F_FF00 != 0 && pc & 3 == 0
            {
                let i = ((phys & (RAM_SIZE - 1)) >> 2) as usize;
                let word = self.ram.get(i).copied().unwrap_or(0);
                match self.cache.get_mut(i) {
                    Some(e) if e.0 == word => e.1,
                    Some(e) => {
                        *e = (word, decode(word));
                        e.1
                    }
                    None => decode(word),
                }
            } else {
                match self.slow_fetch::<T>(pc) {
                    Ok(Some(op)) => op,
                    Ok(None) => continue,
                    Err(stop) => return stop,
                }
            };
            self.current_pc = pc;
            self.pc = self.next_pc;
            self.next_pc = self.next_pc.wrapping_add(4);
            self.delayed = std::mem::take(&mut self.load);
            if T {
                self.taint.delayed = std::mem::take(&mut self.taint.pending);
            }
            let result = self.execute::<T>(op);
            let (r, v) = self.delayed;
            if r != 0 {
                if let Some(x) = self.regs.get_mut(ix(r)) {
                    *x = v;
                }
                if T {
                    let t = self.taint.delayed;
                    if let Some(x) = self.taint.regs.get_mut(ix(r)) {
                        *x = t;
                    }
                }
            }
            self.instructions =
                self.instructions.wrapping_add(1).wrapping_add(std::mem::take(&mut self.work));
            if let Err(stop) = result {
                return stop;
            }
        }
        Stop::Budget
    }

    /// Fetches outside the fast path: the return sentinel, the BIOS vectors (run the
    /// stand-in, `Ok(None)`), RAM below 0x100, or a fault.
    #[cold]
    fn slow_fetch<const T: bool>(&mut self, pc: u32) -> Result<Option<Op>, Stop> {
        if pc == RETURN_ADDRESS {
            // A load in the return's delay slot lands (the caller would see it).
            self.land_pending::<T>();
            return Err(Stop::Return);
        }
        if pc & 3 != 0 {
            return Err(Stop::Fault(Fault::Unaligned {
                pc,
                addr: pc,
                size: 4,
                access: Access::Fetch,
            }));
        }
        match region(pc) {
            Region::Ram(p) => {
                if let Some(table) = match p {
                    0xA0 => Some(0xA),
                    0xB0 => Some(0xB),
                    0xC0 => Some(0xC),
                    _ => None,
                } {
                    // Land any load still in flight, then run the stand-in and return.
                    self.land_pending::<T>();
                    self.current_pc = pc;
                    self.bios_bytes = 0;
                    crate::bios::call::<T>(self, table).map_err(Stop::Fault)?;
                    let ra = self.reg(31);
                    self.set_pc(ra);
                    let work = std::mem::take(&mut self.work)
                        .saturating_add(std::mem::take(&mut self.bios_bytes) / 4);
                    self.instructions = self.instructions.wrapping_add(1).wrapping_add(work);
                    return Ok(None);
                }
                let word = self.ram.get((p >> 2) as usize).copied().unwrap_or(0);
                Ok(Some(decode(word)))
            }
            _ => Err(Stop::Fault(Fault::Unmapped { pc, addr: pc, access: Access::Fetch })),
        }
    }

    fn land_pending<const T: bool>(&mut self) {
        let (r, v) = std::mem::take(&mut self.load);
        self.set_reg(ix(r), v);
        if T {
            let t = std::mem::take(&mut self.taint.pending);
            self.set_taint(r, t);
        }
    }

    // ---------------------------------------------------------------- helpers

    #[inline(always)]
    fn r(&self, r: u8) -> u32 {
        self.regs.get(ix(r)).copied().unwrap_or(0)
    }

    /// Writes a register now (cancelling a load to it that would land after this
    /// instruction).
    #[inline(always)]
    fn w(&mut self, r: u8, v: u32) {
        if r != 0 {
            if let Some(x) = self.regs.get_mut(ix(r)) {
                *x = v;
            }
            if self.delayed.0 == r {
                self.delayed.0 = 0;
            }
        }
    }

    #[inline(always)]
    fn t(&self, r: u8) -> Taint {
        self.taint.regs.get(ix(r)).copied().unwrap_or_default()
    }

    #[inline(always)]
    pub(crate) fn set_taint(&mut self, r: u8, t: Taint) {
        if r != 0 {
            if let Some(x) = self.taint.regs.get_mut(ix(r)) {
                *x = t;
            }
        }
    }

    /// Puts a loaded value in flight to `rt`.
    #[inline(always)]
    fn load_to<const T: bool>(&mut self, rt: u8, v: u32, t: Taint) {
        if rt == 0 {
            return;
        }
        if self.delayed.0 == rt {
            // Two loads in a row to one register: the first is dropped.
            self.delayed.0 = 0;
        }
        self.load = (rt, v);
        if T {
            self.taint.pending = t;
        }
    }

    /// `rt` as `lwl`/`lwr` see it: the in-flight value if a load to it is landing.
    #[inline(always)]
    fn merge_base<const T: bool>(&self, rt: u8) -> (u32, Taint) {
        if rt != 0 && self.delayed.0 == rt {
            (self.delayed.1, if T { self.taint.delayed } else { Taint::EMPTY })
        } else {
            (self.r(rt), if T { self.t(rt) } else { Taint::EMPTY })
        }
    }

    #[inline(always)]
    fn unaligned(&self, addr: u32, size: u32, access: Access) -> Stop {
        Stop::Fault(Fault::Unaligned { pc: self.current_pc, addr, size, access })
    }

    /// Loads `size` bytes (aligned by the caller) with the loaded bytes' taint.
    #[inline(always)]
    fn load<const T: bool>(&mut self, addr: u32, size: u32) -> Result<(u32, Taint), Stop> {
        let shift = (addr & 3).wrapping_mul(8);
        let word = match region(addr) {
            Region::Ram(p) => self.ram.get((p >> 2) as usize).copied().unwrap_or(0),
            Region::Scratch(o) => self.scratch.get((o >> 2) as usize).copied().unwrap_or(0),
            Region::Io(p) => self.io_read(p & !3),
            Region::CacheControl => self.cache_control,
            Region::Unmapped => {
                self.cop0[COP0_BADVADDR] = addr;
                return Err(Stop::Fault(Fault::Unmapped {
                    pc: self.current_pc,
                    addr,
                    access: Access::Load,
                }));
            }
        };
        let t = if T {
            taint_key(addr).map(|k| self.taint.mem_range(k, size)).unwrap_or_default()
        } else {
            Taint::EMPTY
        };
        Ok(((word >> shift) & lane_mask(size), t))
    }

    /// Stores the low `size` bytes of `value` at `addr` (aligned by the caller); `vt` is the
    /// value's taint, `at` the address's.
    #[inline(always)]
    fn store<const T: bool>(
        &mut self,
        addr: u32,
        size: u32,
        value: u32,
        vt: Taint,
        at: Taint,
    ) -> Result<(), Stop> {
        let shift = (addr & 3).wrapping_mul(8);
        let mask = lane_mask(size) << shift;
        let isolated = self.cop0[COP0_SR] & SR_ISOLATE_CACHE != 0;
        let slot = match region(addr) {
            Region::Ram(p) => self.ram.get_mut((p >> 2) as usize),
            Region::Scratch(o) => self.scratch.get_mut((o >> 2) as usize),
            Region::Io(p) => {
                if !isolated {
                    self.io_write::<T>(p, value, vt);
                }
                return Ok(());
            }
            Region::CacheControl => {
                self.cache_control = value;
                return Ok(());
            }
            Region::Unmapped => {
                self.cop0[COP0_BADVADDR] = addr;
                return Err(Stop::Fault(Fault::Unmapped {
                    pc: self.current_pc,
                    addr,
                    access: Access::Store,
                }));
            }
        };
        if isolated {
            return Ok(());
        }
        if let Some(w) = slot {
            *w = (*w & !mask) | ((value << shift) & mask);
        }
        if T {
            if let Some(k) = taint_key(addr) {
                for i in 0..size {
                    self.taint.set_mem(k.wrapping_add(i), vt);
                }
            }
        }
        if self.store_log_limit != 0 {
            self.log_store(addr, size, value & lane_mask(size), vt, at);
        }
        Ok(())
    }

    #[cold]
    fn log_store(&mut self, addr: u32, size: u32, value: u32, taint: Taint, addr_taint: Taint) {
        if self.store_log.len() < self.store_log_limit {
            self.store_log.push(StoreRecord {
                pc: self.current_pc,
                addr,
                size,
                value,
                taint,
                addr_taint,
            });
        } else {
            self.store_dropped = self.store_dropped.saturating_add(1);
        }
    }

    /// An I/O port read: GPUSTAT reads [`GPUSTAT_READY`], the DMA registers read back what
    /// was written (with the busy bit clear), everything else 0 **\[provisional\]**.
    fn io_read(&self, phys: u32) -> u32 {
        match phys {
            GP1 => GPUSTAT_READY,
            0x1F80_1080..=0x1F80_10FF => {
                let v = self.dma.get(((phys >> 2) & 31) as usize).copied().unwrap_or(0);
                if phys & 0xF == 8 {
                    v & !(1 << 24 | 1 << 28)
                } else {
                    v
                }
            }
            _ => 0,
        }
    }

    /// An I/O port write: GP0/GP1 are logged, DMA channel 2 (GPU) and 6 (OTC) transfers
    /// run at once, everything else is ignored.
    #[cold]
    fn io_write<const T: bool>(&mut self, phys: u32, value: u32, t: Taint) {
        match phys & !3 {
            GP0 => self.log_gpu(GpuPort::Gp0, GpuVia::Store, value, t),
            GP1 => self.log_gpu(GpuPort::Gp1, GpuVia::Store, value, t),
            p @ 0x1F80_1080..=0x1F80_10FF => {
                if let Some(slot) = self.dma.get_mut(((p >> 2) & 31) as usize) {
                    *slot = value;
                }
                if p == 0x1F80_10A8 && value & (1 << 24) != 0 {
                    self.dma_gpu::<T>(value);
                } else if p == 0x1F80_10E8 && value & (1 << 24) != 0 {
                    self.dma_otc();
                }
            }
            _ => {}
        }
    }

    /// DMA channel 2 from RAM to the GPU **[public: psx-spx "DMA Channels"]**: sync mode 2
    /// walks the linked list from MADR (header word: count in bits 24–31, next address in
    /// 0–23, end when bit 23 is set); sync mode 1 sends BCR's blocks × words from MADR. Every
    /// word goes to the GP0 log. Bounded: at most [`GPU_LOG_LIMIT`] words and as many nodes.
    fn dma_gpu<const T: bool>(&mut self, chcr: u32) {
        if chcr & 1 == 0 {
            return; // to RAM (VRAM reads): nothing to log
        }
        let madr = self.dma.get(8).copied().unwrap_or(0) & 0x1F_FFFC;
        let bcr = self.dma.get(9).copied().unwrap_or(0);
        let word = |m: &Machine, a: u32| -> (u32, Taint) {
            let v = m.ram.get(((a & (RAM_SIZE - 1)) >> 2) as usize).copied().unwrap_or(0);
            let t = if T { m.taint.mem_range(a & (RAM_SIZE - 1), 4) } else { Taint::EMPTY };
            (v, t)
        };
        // Words moved (list headers included): at most GPU_LOG_LIMIT per transfer, charged to
        // the instruction count at one per four words.
        let mut moved = 0usize;
        match (chcr >> 9) & 3 {
            2 => {
                let mut addr = madr;
                'list: while moved < GPU_LOG_LIMIT {
                    let (header, _) = word(self, addr);
                    moved = moved.saturating_add(1);
                    for k in 1..=header >> 24 {
                        if moved >= GPU_LOG_LIMIT {
                            break 'list;
                        }
                        let (v, t) = word(self, addr.wrapping_add(k.wrapping_mul(4)));
                        self.log_gpu(GpuPort::Gp0, GpuVia::Dma, v, t);
                        moved = moved.saturating_add(1);
                    }
                    if header & 0x80_0000 != 0 {
                        break;
                    }
                    addr = header & 0x1F_FFFC;
                }
            }
            mode => {
                let words =
                    if mode == 1 { (bcr & 0xFFFF).wrapping_mul(bcr >> 16) } else { bcr & 0xFFFF };
                for k in 0..words.min(GPU_LOG_LIMIT as u32) {
                    let (v, t) = word(self, madr.wrapping_add(k.wrapping_mul(4)));
                    self.log_gpu(GpuPort::Gp0, GpuVia::Dma, v, t);
                    moved = moved.saturating_add(1);
                }
            }
        }
        self.work = self.work.saturating_add((moved / 4) as u64);
    }

    /// DMA channel 6 (OTC) **[public: psx-spx "DMA Channels"]**: clears an ordering table
    /// backwards from MADR, each entry pointing at the one below, the last 0x00FF_FFFF.
    fn dma_otc(&mut self) {
        let madr = self.dma.get(24).copied().unwrap_or(0) & 0x1F_FFFC;
        let count = match self.dma.get(25).copied().unwrap_or(0) & 0xFFFF {
            0 => 0x1_0000,
            n => n,
        };
        let mut addr = madr;
        for k in 0..count {
            let v = if k.wrapping_add(1) == count {
                0x00FF_FFFF
            } else {
                addr.wrapping_sub(4) & 0x1F_FFFF
            };
            if let Some(w) = self.ram.get_mut(((addr & (RAM_SIZE - 1)) >> 2) as usize) {
                *w = v;
            }
            if self.store_log_limit != 0 {
                self.log_store(addr & 0x1F_FFFC, 4, v, Taint::EMPTY, Taint::EMPTY);
            }
            if self.provenance {
                for i in 0..4 {
                    self.taint.set_mem((addr & (RAM_SIZE - 1)).wrapping_add(i), Taint::EMPTY);
                }
            }
            addr = addr.wrapping_sub(4);
        }
    }

    // ---------------------------------------------------------------- GTE provenance

    /// The taint a GTE data register reads with.
    fn gte_read_taint(&self, r: u8) -> Taint {
        self.taint.gte_data.get(ix(r)).copied().unwrap_or_default()
    }

    /// Records that `mtc2`/`lwc2` wrote data register `r` with taint `t`, following the
    /// registers a write also changes (SXYP pushes SXY0..2, IRGB sets IR1..3, IR1..3 feed
    /// IRGB/ORGB, LZCS feeds LZCR).
    fn gte_write_taint(&mut self, r: u8, t: Taint) {
        let d = &mut self.taint.gte_data;
        match r & 31 {
            14 => {
                d[14] = t;
                d[15] = t;
            }
            15 => {
                d[12] = d[13];
                d[13] = d[14];
                d[14] = t;
                d[15] = t;
            }
            9..=11 => {
                if let Some(x) = d.get_mut(ix(r)) {
                    *x = t;
                }
                let ir = d[9] | d[10] | d[11];
                d[28] = ir;
                d[29] = ir;
            }
            28 => {
                d[9] = t;
                d[10] = t;
                d[11] = t;
                d[28] = t;
                d[29] = t;
            }
            29 | 31 => {}
            30 => {
                d[30] = t;
                d[31] = t;
            }
            n => {
                if let Some(x) = d.get_mut(usize::from(n)) {
                    *x = t;
                }
            }
        }
    }

    /// A GTE command: the registers it writes get the union of the taints of the registers
    /// it reads ([`Gte::io`]), except that the FIFOs move: a push shifts the stages' taints
    /// down and the new stage gets the command's; RTPT, NCT, NCCT, NCDT and DPCT push three
    /// results, each from its own vector (V0, V1, V2) or colour (RGB0, RGB1, RGB2), and leave
    /// MAC/IR with the last one's **\[provisional\]**.
    fn gte_command_taint(&mut self, command: u32) {
        let Some(io) = Gte::io(command) else { return };
        const SXY: u32 = 0b1111 << 12;
        const SZ: u32 = 0b1111 << 16;
        const RGB: u32 = 0b111 << 20;
        let union = |mask: u32, regs: &[Taint; 32]| -> Taint {
            (0..32usize)
                .filter(|i| mask & (1 << i) != 0)
                .fold(Taint::EMPTY, |t, i| t | regs.get(i).copied().unwrap_or_default())
        };
        let d = self.taint.gte_data;
        let control = union(io.reads_control, &self.taint.gte_control);
        let opcode = command & 0x3F;
        // The reads that are only FIFO stages moving down are not inputs of the result.
        let moved = match opcode {
            0x01 => 0b11 << 13 | 0b111 << 17,
            0x30 => 1 << 19,
            _ if io.writes_data & RGB != 0 => 0b11 << 21,
            _ => 0,
        };
        let vectors = 0b11_1111;
        let base = union(io.reads_data & !moved, &d) | control;
        // Three results, one per vector or colour, for the triple commands.
        let triple = match opcode {
            0x30 | 0x20 | 0x3F | 0x16 => {
                let rest = union(io.reads_data & !moved & !vectors, &d) | control;
                Some([d[0] | d[1] | rest, d[2] | d[3] | rest, d[4] | d[5] | rest])
            }
            0x2A => {
                let rest = union(io.reads_data & !RGB, &d) | control;
                Some([d[20] | rest, d[21] | rest, d[22] | rest])
            }
            _ => None,
        };
        let last = triple.map_or(base, |t| t[2]);
        let out = &mut self.taint.gte_data;
        for i in 0..32usize {
            if io.writes_data & !(SXY | SZ | RGB) & (1 << i) != 0 {
                if let Some(x) = out.get_mut(i) {
                    *x = last;
                }
            }
        }
        let all = triple.map_or(base, |t| t[0] | t[1] | t[2]);
        for i in 0..32usize {
            if io.writes_control & (1 << i) != 0 {
                if let Some(x) = self.taint.gte_control.get_mut(i) {
                    *x = all;
                }
            }
        }
        let d = &mut self.taint.gte_data;
        match (triple, opcode) {
            (Some(t), 0x30) => {
                (d[12], d[13], d[14], d[15]) = (t[0], t[1], t[2], t[2]);
                (d[16], d[17], d[18], d[19]) = (d[19], t[0], t[1], t[2]);
            }
            (Some(t), _) => (d[20], d[21], d[22]) = (t[0], t[1], t[2]),
            (None, _) => {
                if io.writes_data & SXY != 0 {
                    (d[12], d[13], d[14], d[15]) = (d[13], d[14], base, base);
                }
                if io.writes_data & SZ != 0 {
                    (d[16], d[17], d[18], d[19]) = (d[17], d[18], d[19], base);
                }
                if io.writes_data & RGB != 0 {
                    (d[20], d[21], d[22]) = (d[21], d[22], base);
                }
            }
        }
        if io.writes_data & (0b111 << 9) != 0 {
            let ir = d[9] | d[10] | d[11];
            d[28] = ir;
            d[29] = ir;
        }
    }

    // ---------------------------------------------------------------- execution

    /// Executes one decoded instruction, one arm per family, as psx-spx "CPU Specifications"
    /// describes it.
    #[inline(always)]
    fn execute<const T: bool>(&mut self, op: Op) -> Result<(), Stop> {
        let Op { kind, rs, rt, rd, imm } = op;
        let pc = self.current_pc;
        let s = self.r(rs);
        let u = self.r(rt);
        match kind {
            // --- shifts: rd = rt shifted by an immediate or by rs & 31
            Kind::Sll | Kind::Srl | Kind::Sra | Kind::Sllv | Kind::Srlv | Kind::Srav => {
                let amount = match kind {
                    Kind::Sll | Kind::Srl | Kind::Sra => imm,
                    _ => s & 31,
                };
                let v = match kind {
                    Kind::Sll | Kind::Sllv => u.wrapping_shl(amount),
                    Kind::Srl | Kind::Srlv => u.wrapping_shr(amount),
                    _ => (u as i32).wrapping_shr(amount) as u32,
                };
                self.w(rd, v);
                if T {
                    let t = match kind {
                        Kind::Sll | Kind::Srl | Kind::Sra => self.t(rt),
                        _ => self.t(rt) | self.t(rs),
                    };
                    self.set_taint(rd, t);
                }
            }
            // --- register ALU: rd = rs op rt
            Kind::Addu
            | Kind::Subu
            | Kind::And
            | Kind::Or
            | Kind::Xor
            | Kind::Nor
            | Kind::Slt
            | Kind::Sltu => {
                let v = match kind {
                    Kind::Addu => s.wrapping_add(u),
                    Kind::Subu => s.wrapping_sub(u),
                    Kind::And => s & u,
                    Kind::Or => s | u,
                    Kind::Xor => s ^ u,
                    Kind::Nor => !(s | u),
                    Kind::Slt => u32::from((s as i32) < (u as i32)),
                    _ => u32::from(s < u),
                };
                self.w(rd, v);
                if T {
                    let t = self.t(rs) | self.t(rt);
                    self.set_taint(rd, t);
                }
            }
            Kind::Add | Kind::Sub => {
                let v = if kind == Kind::Add {
                    (s as i32).checked_add(u as i32)
                } else {
                    (s as i32).checked_sub(u as i32)
                };
                let Some(v) = v else {
                    return Err(Stop::Fault(Fault::Overflow {
                        pc,
                        mnemonic: kind.mnemonic(),
                        a: s,
                        b: u,
                    }));
                };
                self.w(rd, v as u32);
                if T {
                    let t = self.t(rs) | self.t(rt);
                    self.set_taint(rd, t);
                }
            }
            // --- immediate ALU: rt = rs op imm
            Kind::Addiu | Kind::Slti | Kind::Sltiu | Kind::Andi | Kind::Ori | Kind::Xori => {
                let v = match kind {
                    Kind::Addiu => s.wrapping_add(imm),
                    Kind::Slti => u32::from((s as i32) < (imm as i32)),
                    Kind::Sltiu => u32::from(s < imm),
                    Kind::Andi => s & imm,
                    Kind::Ori => s | imm,
                    _ => s ^ imm,
                };
                self.w(rt, v);
                if T {
                    let t = self.t(rs);
                    self.set_taint(rt, t);
                }
            }
            Kind::Addi => {
                let Some(v) = (s as i32).checked_add(imm as i32) else {
                    return Err(Stop::Fault(Fault::Overflow {
                        pc,
                        mnemonic: "addi",
                        a: s,
                        b: imm,
                    }));
                };
                self.w(rt, v as u32);
                if T {
                    let t = self.t(rs);
                    self.set_taint(rt, t);
                }
            }
            Kind::Lui => {
                self.w(rt, imm);
                if T {
                    self.set_taint(rt, Taint::EMPTY);
                }
            }
            // --- multiply and divide: HI:LO; division by zero and 0x8000_0000 / -1 give
            // psx-spx's documented results
            Kind::Mult | Kind::Multu | Kind::Div | Kind::Divu => {
                let (hi, lo) = match kind {
                    Kind::Mult => {
                        let p = i64::from(s as i32).wrapping_mul(i64::from(u as i32)) as u64;
                        ((p >> 32) as u32, p as u32)
                    }
                    Kind::Multu => {
                        let p = u64::from(s).wrapping_mul(u64::from(u));
                        ((p >> 32) as u32, p as u32)
                    }
                    Kind::Div => {
                        let (n, d) = (s as i32, u as i32);
                        if d == 0 {
                            (s, if n >= 0 { 0xFFFF_FFFF } else { 1 })
                        } else if n == i32::MIN && d == -1 {
                            (0, 0x8000_0000)
                        } else {
                            (
                                n.checked_rem(d).unwrap_or(0) as u32,
                                n.checked_div(d).unwrap_or(0) as u32,
                            )
                        }
                    }
                    _ => match (s.checked_rem(u), s.checked_div(u)) {
                        (Some(r), Some(q)) => (r, q),
                        _ => (s, 0xFFFF_FFFF),
                    },
                };
                self.hi = hi;
                self.lo = lo;
                if T {
                    let t = self.t(rs) | self.t(rt);
                    self.taint.hi = t;
                    self.taint.lo = t;
                }
            }
            Kind::Mfhi | Kind::Mflo => {
                let v = if kind == Kind::Mfhi { self.hi } else { self.lo };
                self.w(rd, v);
                if T {
                    let t = if kind == Kind::Mfhi { self.taint.hi } else { self.taint.lo };
                    self.set_taint(rd, t);
                }
            }
            Kind::Mthi | Kind::Mtlo => {
                if kind == Kind::Mthi {
                    self.hi = s;
                } else {
                    self.lo = s;
                }
                if T {
                    let t = self.t(rs);
                    if kind == Kind::Mthi {
                        self.taint.hi = t;
                    } else {
                        self.taint.lo = t;
                    }
                }
            }
            // --- jumps (delay slot: they change next_pc)
            Kind::J | Kind::Jal => {
                self.next_pc = (pc.wrapping_add(4) & 0xF000_0000) | imm;
                if kind == Kind::Jal {
                    self.w(31, pc.wrapping_add(8));
                    if T {
                        self.set_taint(31, Taint::EMPTY);
                    }
                }
            }
            Kind::Jr | Kind::Jalr => {
                self.next_pc = s;
                if kind == Kind::Jalr {
                    self.w(rd, pc.wrapping_add(8));
                    if T {
                        self.set_taint(rd, Taint::EMPTY);
                    }
                }
            }
            // --- branches (control dependence is not tracked)
            Kind::Beq | Kind::Bne | Kind::Blez | Kind::Bgtz | Kind::Bltz | Kind::Bgez => {
                let mut taken = match kind {
                    Kind::Beq => s == u,
                    Kind::Bne => s != u,
                    Kind::Blez => (s as i32) <= 0,
                    Kind::Bgtz => (s as i32) > 0,
                    Kind::Bltz => (s as i32) < 0,
                    _ => (s as i32) >= 0,
                };
                if T && self.watch.is_some() {
                    let two = matches!(kind, Kind::Beq | Kind::Bne);
                    taken = self.watch_branch(
                        kind,
                        (s, if two { u } else { 0 }),
                        rs,
                        two.then_some(rt),
                        taken,
                    );
                }
                if taken {
                    self.next_pc = pc.wrapping_add(4).wrapping_add(imm);
                }
            }
            Kind::Bltzal | Kind::Bgezal => {
                // Links whether taken or not; the test uses rs before linking.
                let mut taken = if kind == Kind::Bltzal { (s as i32) < 0 } else { (s as i32) >= 0 };
                if T && self.watch.is_some() {
                    taken = self.watch_branch(kind, (s, 0), rs, None, taken);
                }
                self.w(31, pc.wrapping_add(8));
                if T {
                    self.set_taint(31, Taint::EMPTY);
                }
                if taken {
                    self.next_pc = pc.wrapping_add(4).wrapping_add(imm);
                }
            }
            Kind::Syscall => return Err(Stop::Syscall { code: imm }),
            Kind::Break => return Err(Stop::Break { code: imm }),
            // --- loads: the value lands after the next instruction; a load whose address
            // came from input depends on that input (a table lookup by an index byte)
            Kind::Lb | Kind::Lbu | Kind::Lh | Kind::Lhu | Kind::Lw => {
                let addr = s.wrapping_add(imm);
                let size: u32 = match kind {
                    Kind::Lb | Kind::Lbu => 1,
                    Kind::Lh | Kind::Lhu => 2,
                    _ => 4,
                };
                if addr & size.wrapping_sub(1) != 0 {
                    self.cop0[COP0_BADVADDR] = addr;
                    return Err(self.unaligned(addr, size, Access::Load));
                }
                let (raw, mt) = self.load::<T>(addr, size)?;
                if T && self.watch.is_some() {
                    self.watch_load(addr, size, rs, false);
                }
                let v = match kind {
                    Kind::Lb => raw as u8 as i8 as i32 as u32,
                    Kind::Lh => raw as u16 as i16 as i32 as u32,
                    _ => raw,
                };
                let t = if T { mt | self.t(rs) } else { Taint::EMPTY };
                self.load_to::<T>(rt, v, t);
            }
            Kind::Lwl | Kind::Lwr => {
                let addr = s.wrapping_add(imm);
                let (mem, mt) = self.load::<T>(addr & !3, 4)?;
                if T && self.watch.is_some() {
                    self.watch_load(addr & !3, 4, rs, false);
                }
                let (cur, ct) = self.merge_base::<T>(rt);
                let sh = (addr & 3).wrapping_mul(8);
                // psx-spx "Unaligned Load/Store (Details)": lwl fills the upper bytes of rt
                // from [addr&!3 .. addr], lwr the lower bytes from [addr .. addr|3].
                let v = if kind == Kind::Lwl {
                    let keep = 0x00FF_FFFFu32.wrapping_shr(sh);
                    (cur & keep) | mem.wrapping_shl(24u32.wrapping_sub(sh))
                } else {
                    let keep = !(0xFFFF_FFFFu32.wrapping_shr(sh));
                    (cur & keep) | mem.wrapping_shr(sh)
                };
                let t = if T { mt | ct | self.t(rs) } else { Taint::EMPTY };
                self.load_to::<T>(rt, v, t);
            }
            // --- stores: the bytes written carry the value's taint
            Kind::Sb | Kind::Sh | Kind::Sw => {
                let addr = s.wrapping_add(imm);
                let size: u32 = match kind {
                    Kind::Sb => 1,
                    Kind::Sh => 2,
                    _ => 4,
                };
                if addr & size.wrapping_sub(1) != 0 {
                    self.cop0[COP0_BADVADDR] = addr;
                    return Err(self.unaligned(addr, size, Access::Store));
                }
                let (vt, at) =
                    if T { (self.t(rt), self.t(rs)) } else { (Taint::EMPTY, Taint::EMPTY) };
                self.store::<T>(addr, size, u, vt, at)?;
            }
            Kind::Swl | Kind::Swr => {
                let addr = s.wrapping_add(imm);
                let (vt, at) =
                    if T { (self.t(rt), self.t(rs)) } else { (Taint::EMPTY, Taint::EMPTY) };
                let lane = addr & 3;
                // swl writes bytes [addr&!3 .. addr] from the top of rt; swr writes
                // [addr .. addr|3] from the bottom.
                let (start, size, value) = if kind == Kind::Swl {
                    (
                        addr & !3,
                        lane.wrapping_add(1),
                        u.wrapping_shr(24u32.wrapping_sub(lane.wrapping_mul(8))),
                    )
                } else {
                    (addr, 4u32.wrapping_sub(lane), u)
                };
                if size == 4 {
                    self.store::<T>(start, 4, value, vt, at)?;
                } else {
                    for i in 0..size {
                        self.store::<T>(
                            start.wrapping_add(i),
                            1,
                            value.wrapping_shr(i.wrapping_mul(8)),
                            vt,
                            at,
                        )?;
                    }
                }
            }
            // --- COP0: registers readable and writable, rfe pops the mode stack
            Kind::Mfc0 => {
                let v = self.cop0.get(ix(rd)).copied().unwrap_or(0);
                self.load_to::<T>(rt, v, Taint::EMPTY);
            }
            Kind::Mtc0 => {
                // PRId (15) is read-only.
                if ix(rd) != COP0_PRID {
                    if let Some(x) = self.cop0.get_mut(ix(rd)) {
                        *x = u;
                    }
                }
            }
            Kind::Rfe => {
                let sr = self.cop0[COP0_SR];
                self.cop0[COP0_SR] = (sr & !0xF) | ((sr >> 2) & 0xF);
            }
            // --- COP2: the GTE
            Kind::Mfc2 | Kind::Cfc2 => {
                let (v, t) = if kind == Kind::Mfc2 {
                    (
                        self.gte.read_data(ix(rd)),
                        if T { self.gte_read_taint(rd) } else { Taint::EMPTY },
                    )
                } else {
                    (
                        self.gte.read_control(ix(rd)),
                        if T {
                            self.taint.gte_control.get(ix(rd)).copied().unwrap_or_default()
                        } else {
                            Taint::EMPTY
                        },
                    )
                };
                self.load_to::<T>(rt, v, t);
            }
            Kind::Mtc2 => {
                self.gte.write_data(ix(rd), u);
                if T {
                    let t = self.t(rt);
                    self.gte_write_taint(rd, t);
                }
            }
            Kind::Ctc2 => {
                self.gte.write_control(ix(rd), u);
                if T {
                    let t = self.t(rt);
                    if let Some(x) = self.taint.gte_control.get_mut(ix(rd)) {
                        *x = t;
                    }
                }
            }
            Kind::Cop2 => {
                self.gte.execute(imm).map_err(|source| Stop::Fault(Fault::Gte { pc, source }))?;
                if T {
                    self.gte_command_taint(imm);
                }
            }
            Kind::Lwc2 => {
                let addr = s.wrapping_add(imm);
                if addr & 3 != 0 {
                    self.cop0[COP0_BADVADDR] = addr;
                    return Err(self.unaligned(addr, 4, Access::Load));
                }
                let (v, mt) = self.load::<T>(addr, 4)?;
                if T && self.watch.is_some() {
                    self.watch_load(addr, 4, rs, true);
                }
                self.gte.write_data(ix(rt), v);
                if T {
                    let t = mt | self.t(rs);
                    self.gte_write_taint(rt, t);
                }
            }
            Kind::Swc2 => {
                let addr = s.wrapping_add(imm);
                if addr & 3 != 0 {
                    self.cop0[COP0_BADVADDR] = addr;
                    return Err(self.unaligned(addr, 4, Access::Store));
                }
                let v = self.gte.read_data(ix(rt));
                let (vt, at) = if T {
                    (self.gte_read_taint(rt), self.t(rs))
                } else {
                    (Taint::EMPTY, Taint::EMPTY)
                };
                self.store::<T>(addr, 4, v, vt, at)?;
            }
            Kind::Unusable => {
                let word = self.word_at(pc);
                return Err(Stop::Fault(Fault::Coprocessor { pc, word }));
            }
            Kind::Reserved => {
                let word = self.word_at(pc);
                return Err(Stop::Fault(Fault::Reserved { pc, word }));
            }
        }
        Ok(())
    }

    fn word_at(&self, pc: u32) -> u32 {
        self.peek(pc, 4).unwrap_or(0)
    }

    // ---------------------------------------------------------------- for the BIOS stand-ins

    /// A byte load for the BIOS stand-ins (with its taint).
    pub(crate) fn bios_read_u8<const T: bool>(&mut self, addr: u32) -> Result<(u8, Taint), Stop> {
        self.bios_bytes = self.bios_bytes.wrapping_add(1);
        self.load::<T>(addr, 1).map(|(v, t)| (v as u8, t))
    }

    /// A byte store for the BIOS stand-ins.
    pub(crate) fn bios_write_u8<const T: bool>(
        &mut self,
        addr: u32,
        v: u8,
        t: Taint,
    ) -> Result<(), Stop> {
        self.bios_bytes = self.bios_bytes.wrapping_add(1);
        self.store::<T>(addr, 1, u32::from(v), t, Taint::EMPTY)
    }

    /// A word load for the BIOS stand-ins (any alignment, byte by byte).
    pub(crate) fn bios_read_u32<const T: bool>(&mut self, addr: u32) -> Result<(u32, Taint), Stop> {
        let mut v = 0u32;
        let mut t = Taint::EMPTY;
        for i in 0..4u32 {
            let (b, bt) = self.bios_read_u8::<T>(addr.wrapping_add(i))?;
            v |= u32::from(b) << (i.wrapping_mul(8));
            t = t | bt;
        }
        Ok((v, t))
    }

    /// A word store for the BIOS stand-ins.
    pub(crate) fn bios_write_u32<const T: bool>(
        &mut self,
        addr: u32,
        v: u32,
        t: Taint,
    ) -> Result<(), Stop> {
        for i in 0..4u32 {
            self.bios_write_u8::<T>(addr.wrapping_add(i), (v >> (i.wrapping_mul(8))) as u8, t)?;
        }
        Ok(())
    }

    /// The taint of register `r` for the BIOS stand-ins.
    pub(crate) fn bios_taint(&self, r: u8) -> Taint {
        self.t(r)
    }

    /// Sends a GPU word from a BIOS GPU function.
    pub(crate) fn bios_gpu(&mut self, port: GpuPort, value: u32, t: Taint) {
        self.log_gpu(port, GpuVia::Bios, value, t);
    }
}
