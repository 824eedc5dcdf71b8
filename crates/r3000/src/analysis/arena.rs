//! The machine a draw dispatch's cases run on **\[provisional: our method\]**: the EXE loaded as
//! the BIOS would, patterned arenas in low RAM for the function's arguments, a GTE projection,
//! crafted records, and a [`Runner`] that puts a machine back to its prepared state after a run
//! by undoing the run's stores (so thousands of runs do not each copy 2 MB of RAM).

use crate::{Machine, Stop};

/// Where the crafted record is placed (physical, below every EXE's text) **[provisional]**.
pub const RECORD_ADDR: u32 = 0x0000_0200;
/// Bytes of one record that are tracked (the longest record plus room for the next type byte).
pub const RECORD_TRACKED: u32 = 64;
/// The argument structs: a0..a3 point at `STRUCTS + k * 0x400`.
pub(crate) const STRUCTS: u32 = 0x0000_1000;
const STRUCTS_END: u32 = 0x0000_2000;
/// The data region the struct words point into.
const DATA: u32 = 0x0000_2000;
/// One past the arenas; the EXE must load above it.
pub const ARENA_END: u32 = 0x0001_0000;
/// The words of the structs point into `DATA .. DATA + DATA_SPAN`.
const DATA_SPAN: u32 = 0x1000;
/// Stores one run may make before [`Runner`] falls back to copying the whole machine.
const STORE_LOG: usize = 1 << 16;

/// One arena fill: the pattern seed and the marker values of the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Fill {
    pub seed: u32,
    pub markers: Markers,
    /// Rotates the marker values (other pool entries, so another winding).
    pub turn: u32,
}

/// Marker values of the record's non-type bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Markers {
    /// Small distinct values at every offset.
    Distinct,
    /// Zero at even offsets (little-endian u16 fields with a zero high byte at odd starts).
    EvenZero,
    /// Zero at odd offsets.
    OddZero,
}

impl std::fmt::Display for Fill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let m = match self.markers {
            Markers::Distinct => "distinct markers",
            Markers::EvenZero => "markers zero at even offsets",
            Markers::OddZero => "markers zero at odd offsets",
        };
        write!(f, "arena seed {}, {m}, turn {}", self.seed, self.turn)
    }
}

/// Fills tried per marker kind.
const FILLS_PER_KIND: u32 = 6;
/// Seeds of the arena pattern.
pub(crate) const SEEDS: [u32; 3] = [1, 2, 3];

/// The fills tried, in order: every marker kind with [`FILLS_PER_KIND`] seeds and turns.
pub(crate) fn fills() -> Vec<Fill> {
    let mut out = Vec::new();
    for markers in [Markers::Distinct, Markers::EvenZero, Markers::OddZero] {
        for i in 0..FILLS_PER_KIND {
            let seed =
                SEEDS.get((i as usize).checked_rem(SEEDS.len()).unwrap_or(0)).copied().unwrap_or(1);
            out.push(Fill { seed, markers, turn: i });
        }
    }
    out
}

/// A 32-bit mix (xorshift-multiply) for the arena pattern.
pub(crate) fn mix(mut x: u32) -> u32 {
    x ^= x >> 16;
    x = x.wrapping_mul(0x7FEB_352D);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846C_A68B);
    x ^ (x >> 16)
}

/// The record bytes: the type at `type_offset`, markers elsewhere.
pub(crate) fn record(t: u8, type_offset: u32, markers: Markers, turn: u32) -> Vec<u8> {
    (0..RECORD_TRACKED)
        .map(|k| {
            if k == type_offset {
                return t;
            }
            let zero = match markers {
                Markers::Distinct => false,
                Markers::EvenZero => k % 2 == 0,
                Markers::OddZero => k % 2 == 1,
            };
            if zero {
                0
            } else {
                // 1..=23, distinct for offsets below 23
                (1u32.wrapping_add(k.wrapping_mul(5).wrapping_add(turn.wrapping_mul(7)) % 23)) as u8
            }
        })
        .collect()
}

/// How the words of the argument structs are filled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Structs {
    /// Every word a pointer into the data region (as a count: a few thousand).
    Pointers,
    /// Pointers at offsets 0, 8, 16, …; small counts (16..=63) at 4, 12, 20, … (a vertex or
    /// face count after its array).
    Counts,
    /// Small counts at offsets 0, 8, 16, …; pointers at 4, 12, 20, … (a count before its
    /// array).
    CountsFirst,
}

impl std::fmt::Display for Structs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Structs::Pointers => "struct words all pointers",
            Structs::Counts => "struct words pointers and small counts alternately",
            Structs::CountsFirst => "struct words small counts and pointers alternately",
        })
    }
}

/// A machine with the EXE, the arenas of `seed`, the GTE projection, and each global word the
/// function loads pointing into the structs (so a global count is a few thousand and a global
/// pointer points into an arena; zero-initialized data would stop the function early).
pub(crate) fn prepared(base: &Machine, seed: u32, structs: Structs, globals: &[u32]) -> Machine {
    let mut m = base.clone();
    let mut bytes = Vec::with_capacity((ARENA_END - STRUCTS) as usize);
    let mut a = STRUCTS;
    while a < ARENA_END {
        let h = mix(a ^ seed.wrapping_mul(0x9E37_79B9));
        let w = if a < STRUCTS_END {
            let count = match structs {
                Structs::Pointers => false,
                Structs::Counts => a % 8 == 4,
                Structs::CountsFirst => a.is_multiple_of(8),
            };
            if count {
                (h & 63) | 16
            } else {
                // pointers into the data region
                DATA.wrapping_add(h % DATA_SPAN) & !3
            }
        } else {
            // data words: two small halfwords (coordinates, bytes of tiles, counts)
            (h & 0x03FF) | ((h >> 6) & 0x03FF_0000)
        };
        bytes.extend_from_slice(&w.to_le_bytes());
        a = a.wrapping_add(4);
    }
    // errors are impossible for these fixed RAM ranges; ignore them rather than panic
    let _ = m.write_bytes(STRUCTS, &bytes);
    // scratchpad words: small halfword pairs that are also aligned pointers into free RAM
    // (0x18_0000..0x1E_0000, any KUSEG mirror), so a packet or table pointer kept in the
    // scratchpad points somewhere writable
    let scratch: Vec<u8> = (0u32..0x100)
        .flat_map(|k| {
            let h = mix(0x1F80_0000 ^ k ^ seed.wrapping_mul(0x85EB_CA6B));
            let hi = 0x18u32.wrapping_add((h >> 16) % 6) | ((h >> 8) & 0x60);
            ((h & 0x03FC) | (hi << 16)).to_le_bytes()
        })
        .collect();
    let _ = m.write_bytes(crate::memory::SCRATCH_BASE, &scratch);
    for (i, &g) in (0u32..).zip(globals) {
        let _ = m.write_u32(g, STRUCTS.wrapping_add(i.wrapping_mul(0x100) & 0x3F00));
    }
    // GTE: rotation about X by 30° (1.3.12), TR = (0, 0, 0x3000), OFX/OFY = screen centre,
    // H = 300, ZSF3/ZSF4 for AVSZ3/AVSZ4 **[provisional: any non-degenerate projection]**
    let (c, s) = (3547u32, 2048u32);
    let g = m.gte_mut();
    for (r, v) in [
        (0usize, 0x1000u32),
        (1, 0),
        (2, c | ((s.wrapping_neg() & 0xFFFF) << 16)),
        (3, s << 16),
        (4, c),
        (5, 0),
        (6, 0),
        (7, 0x3000),
        (24, 160 << 16),
        (25, 120 << 16),
        (26, 300),
        (29, 0x155),
        (30, 0x100),
    ] {
        g.write_control(r, v);
    }
    m
}

/// A prepared machine and a working copy that [`Runner::fresh`] puts back to it by undoing the
/// stores of the last run (from the store log) and the bytes the analysis wrote, instead of
/// copying the whole machine. A run that overflowed the store log is undone by a full copy.
pub(crate) struct Runner {
    base: Machine,
    work: Machine,
    /// Bytes the analysis itself wrote into `work` since the last reset.
    written: Vec<(u32, u32)>,
}

impl Runner {
    pub fn new(base: Machine) -> Runner {
        let mut work = base.clone();
        work.set_store_log(STORE_LOG);
        Runner { base, work, written: Vec::new() }
    }

    /// The working machine, equal to the prepared one (registers, GTE, RAM, scratchpad; logs,
    /// provenance and watch cleared).
    pub fn fresh(&mut self) -> &mut Machine {
        let m = &mut self.work;
        if m.store_dropped() > 0 {
            *m = self.base.clone();
        } else {
            let mut ranges: Vec<(u32, u32)> =
                m.store_log().iter().map(|s| (s.addr, s.size)).collect();
            ranges.append(&mut self.written);
            for (addr, len) in ranges {
                if let Ok(b) = self.base.read_bytes(addr, len) {
                    let _ = m.write_bytes(addr, &b);
                }
            }
            for r in 0..32 {
                m.set_reg(r, self.base.reg(r));
            }
            m.set_hi_lo(self.base.hi(), self.base.lo());
            m.set_pc(self.base.pc());
            *m.gte_mut() = self.base.gte().clone();
            m.bios = self.base.bios.clone();
        }
        self.written.clear();
        m.set_provenance(false);
        m.clear_gpu_log();
        m.set_store_log(STORE_LOG);
        m
    }

    /// Writes bytes into the working machine (undone by the next [`Runner::fresh`]).
    pub fn write(&mut self, addr: u32, bytes: &[u8]) -> Result<(), String> {
        let len = u32::try_from(bytes.len()).map_err(|_| "a write too long".to_string())?;
        self.work.write_bytes(addr, bytes).map_err(|e| e.to_string())?;
        self.written.push((addr, len));
        Ok(())
    }

    /// The working machine as it is.
    pub fn machine(&mut self) -> &mut Machine {
        &mut self.work
    }
}

/// Where a run went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reached {
    /// Stopped before executing one of the `jr`s (the machine's PC is on it).
    Jr,
    /// The function returned.
    Returned,
}

/// Runs until one of `stops` is about to execute (a `break` patched over each), the function
/// returns, or something else ends the run (an error message).
pub(crate) fn run_to(m: &mut Machine, stops: &[u32], budget: u64) -> Result<Reached, String> {
    run_to_with(m, stops, budget, &mut crate::hooks::NoHooks)
}

/// [`run_to`] with hooks (a [`crate::watch::Watch`]).
pub(crate) fn run_to_with<H: crate::Hooks>(
    m: &mut Machine,
    stops: &[u32],
    budget: u64,
    hooks: &mut H,
) -> Result<Reached, String> {
    const BREAK: u32 = 0x0000_000D;
    let mut saved = Vec::with_capacity(stops.len());
    for &s in stops {
        let w = m.read_u32(s).map_err(|e| e.to_string())?;
        saved.push((s, w));
        m.write_u32(s, BREAK).map_err(|e| e.to_string())?;
    }
    let o = m.run_with(budget, hooks);
    for (s, w) in saved {
        m.write_u32(s, w).map_err(|e| e.to_string())?;
    }
    match o.stop {
        Stop::Break { code: 0 } if stops.contains(&o.pc) => {
            m.set_pc(o.pc);
            Ok(Reached::Jr)
        }
        Stop::Return => Ok(Reached::Returned),
        Stop::Budget => Err(format!("gave up after {} instructions", o.instructions)),
        Stop::TimeLimit { limit } => Err(format!("gave up after {limit:?} of wall-clock time")),
        Stop::Break { code } => Err(format!("break {code:#x} at {:#010x}", o.pc)),
        Stop::Syscall { code } => Err(format!("syscall {code:#x} at {:#010x}", o.pc)),
        Stop::Fault(f) => Err(f.to_string()),
    }
}

/// Executes the `jr` the machine stopped before and its delay slot; returns where it went.
pub(crate) fn take_jr(m: &mut Machine) -> Result<u32, String> {
    let o = m.run(2);
    match o.stop {
        Stop::Budget => Ok(m.pc()),
        Stop::Fault(f) => Err(f.to_string()),
        other => Err(format!("the dispatch jump stopped the run: {other:?}")),
    }
}
