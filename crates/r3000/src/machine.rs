//! The machine's state: the R3000's registers and COP0, the GTE, RAM and scratchpad, the
//! decoded-instruction cache, the logs, the provenance state and the run bounds — and the
//! API to set them up and read them. How a run steps through it is in `run.rs` (the
//! pipeline), `execute.rs` (the instructions) and `bus.rs` (memory, I/O and DMA).

use std::time::Duration;

use crate::bios;
use crate::decode::{decode, Op};
use crate::error::Error;
use crate::error::Fault;
use crate::gte::Gte;
use crate::memory::{
    region, taint_key, GpuPort, GpuVia, GpuWrite, Region, StoreRecord, GPU_LOG_LIMIT, RAM_SIZE,
    SCRATCH_SIZE,
};
use crate::stop::{Halt, Stop};
use crate::taint::{Taint, TaintState, MAX_INPUT};

/// `$ra` given to a called function (and to the EXE's entry): reaching it stops the run
/// with [`crate::Stop::Return`]. Unmapped on a PS1, so no real code lives there
/// **\[provisional\]**.
pub const RETURN_ADDRESS: u32 = 0xFFFF_FFF0;
/// The stack pointer when the EXE header gives none (`s_addr` = 0) **\[provisional\]**.
pub const DEFAULT_STACK: u32 = 0x801F_FF00;
/// The wall-clock bound of every run unless [`Machine::set_time_limit`] says otherwise: a
/// run that has not stopped after this long stops with [`crate::Stop::TimeLimit`], whatever
/// its instruction budget **\[provisional\]**. Far above what the budgets dewrip gives take
/// (50 M instructions run in about 0.5 s), so it only ends runs that would otherwise hang.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

pub(crate) const RAM_WORDS: usize = (RAM_SIZE / 4) as usize;
/// COP0 register numbers **[public: psx-spx "COP0 - Register Summary"]**.
pub(crate) const COP0_BADVADDR: usize = 8;
pub(crate) const COP0_SR: usize = 12;
pub(crate) const COP0_PRID: usize = 15;
/// SR bit 16, IsC: stores go to the (isolated) cache, not to memory.
pub(crate) const SR_ISOLATE_CACHE: u32 = 1 << 16;

/// A load in flight (the load delay slot): register (0 = none) and value.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Delay {
    /// The register it lands in.
    pub reg: u8,
    /// The value.
    pub value: u32,
}

/// A PS1 as far as user code sees it: R3000 registers, COP0, the GTE, RAM, scratchpad and
/// inert hardware registers, plus the logs and the provenance state.
#[derive(Clone)]
pub struct Machine {
    pub(crate) regs: [u32; 32],
    pub(crate) hi: u32,
    pub(crate) lo: u32,
    /// The instruction to fetch next.
    pub(crate) pc: u32,
    /// The one after it (a branch changes this: the branch delay slot).
    pub(crate) next_pc: u32,
    /// The instruction executing now.
    pub(crate) current_pc: u32,
    /// The load in flight, issued by the instruction executing now.
    pub(crate) load: Delay,
    /// The load issued by the previous instruction, landing after the one executing now.
    pub(crate) delayed: Delay,
    pub(crate) cop0: [u32; 32],
    pub(crate) gte: Gte,
    pub(crate) ram: Box<[u32; RAM_WORDS]>,
    /// Decoded RAM words: (word it was decoded from, op).
    pub(crate) cache: Box<[(u32, Op); RAM_WORDS]>,
    pub(crate) scratch: Box<[u32]>,
    pub(crate) cache_control: u32,
    /// DMA registers 0x1F80_1080..0x1F80_10FF, as last written.
    pub(crate) dma: [u32; 32],
    /// Instructions executed, plus the extra cost of DMA transfers and BIOS stand-ins (one
    /// per four words or bytes moved), so the budget bounds the time a run takes.
    pub(crate) instructions: u64,
    /// The wall-clock bound of a run.
    pub(crate) time_limit: Option<Duration>,
    /// Why the run is stopping, while the interpreter unwinds with a [`Halt`].
    pub(crate) halt: Option<Stop>,
    pub(crate) provenance: bool,
    pub(crate) taint: Box<TaintState>,
    tracked: Option<(u32, u32)>,
    gpu_log: Vec<GpuWrite>,
    gpu_dropped: u64,
    store_log: Vec<StoreRecord>,
    pub(crate) store_log_limit: usize,
    store_dropped: u64,
    /// What the BIOS stand-ins keep: TTY, rand seed, heap.
    pub(crate) bios: bios::State,
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

/// `N` copies of `v` on the heap, as an array (so an index masked below `N` needs no bounds
/// check on the hot path), built without an `N`-element temporary on the stack.
fn boxed_array<T: Copy, const N: usize>(v: T) -> Box<[T; N]> {
    match Box::<[T; N]>::try_from(vec![v; N].into_boxed_slice()) {
        Ok(a) => a,
        // A slice of exactly N elements always converts; this depends on no input.
        Err(_) => unreachable!("a boxed slice of N elements is a boxed [T; N]"),
    }
}

/// The bytes of a `size`-byte access, shifted down.
#[inline(always)]
pub(crate) fn lane_mask(size: u32) -> u32 {
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
            load: Delay::default(),
            delayed: Delay::default(),
            cop0,
            gte: Gte::new(),
            ram: boxed_array(0u32),
            cache: boxed_array((0u32, nop)),
            scratch: vec![0u32; (SCRATCH_SIZE / 4) as usize].into_boxed_slice(),
            cache_control: 0,
            dma: [0; 32],
            instructions: 0,
            time_limit: Some(DEFAULT_TIME_LIMIT),
            halt: None,
            provenance: false,
            taint: Box::default(),
            tracked: None,
            gpu_log: Vec::new(),
            gpu_dropped: 0,
            store_log: Vec::new(),
            store_log_limit: 0,
            store_dropped: 0,
            bios: bios::State::default(),
        }
    }

    /// Loads a PS-X EXE **[public: psx-spx "CDROM File Playstation EXE and SYSTEM.CNF"]**:
    /// the text at `t_addr`, BSS (`b_addr`, `b_size`) zeroed, PC and GP from the header, SP
    /// (and FP) from `s_addr + s_size` or [`DEFAULT_STACK`] when `s_addr` is zero, `$ra` =
    /// [`RETURN_ADDRESS`].
    pub fn from_exe(bytes: &[u8]) -> Result<Machine, Error> {
        let exe = disc::exe::Exe::parse(bytes)?;
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
        self.load = Delay::default();
        self.delayed = Delay::default();
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

    /// Bounds every run in wall-clock time as well as in instructions: a run still going
    /// after `limit` stops with [`crate::Stop::TimeLimit`]. `None` takes the bound away
    /// (the instruction budget alone ends a run). A machine starts with
    /// [`DEFAULT_TIME_LIMIT`].
    pub fn set_time_limit(&mut self, limit: Option<Duration>) {
        self.time_limit = limit;
    }

    /// The wall-clock bound of a run (see [`Machine::set_time_limit`]).
    pub fn time_limit(&self) -> Option<Duration> {
        self.time_limit
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
    pub(crate) fn peek(&self, addr: u32, size: u32) -> Option<u32> {
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
        self.bios.tty()
    }

    /// Parks `stop` for the end of the run; the interpreter unwinds with the token alone, so
    /// the hot path never carries a [`Stop`].
    #[cold]
    #[inline(never)]
    pub(crate) fn halt(&mut self, stop: Stop) -> Halt {
        self.halt = Some(stop);
        Halt
    }

    /// [`Machine::halt`] with a fault.
    #[cold]
    #[inline(never)]
    pub(crate) fn fault(&mut self, fault: Fault) -> Halt {
        self.halt(Stop::Fault(fault))
    }

    /// Appends to the store log (or counts the store as dropped when it is full).
    #[cold]
    pub(crate) fn log_store(
        &mut self,
        addr: u32,
        size: u32,
        value: u32,
        taint: Taint,
        addr_taint: Taint,
    ) {
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

    /// Appends to the GPU log (or counts the word as dropped when it is full).
    pub(crate) fn log_gpu(&mut self, port: GpuPort, via: GpuVia, value: u32, taint: Taint) {
        if self.gpu_log.len() < GPU_LOG_LIMIT {
            self.gpu_log.push(GpuWrite { pc: self.current_pc, port, via, value, taint });
        } else {
            self.gpu_dropped = self.gpu_dropped.saturating_add(1);
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
}
