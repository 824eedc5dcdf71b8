//! Running the EXE's own routines to learn the game's conventions: which function builds
//! rotation matrices and in which order ([`rotation`]), and which function is the LZ decoder,
//! with which argument order ([`lz`]).
//!
//! Both work the same way: every candidate function is *called* in the interpreter on probe
//! inputs placed in a scratch arena below the stack, and what it wrote is judged against what
//! such a routine must produce. Nothing is matched by instruction patterns alone, so a routine
//! compiled differently, inlined or hand-written is still found; what is not a builder or a
//! decoder fails the probes and is not reported as one.

mod all;
pub mod lz;
pub mod rotation;

pub use all::{find_all, Routines};

use thiserror::Error;

use crate::{Machine, Outcome};

/// Why a routine analysis could not run at all (a routine that fails its probes is not an
/// error: it is simply not reported).
#[derive(Debug, Error)]
pub enum RoutineError {
    /// The EXE could not be loaded into the machine.
    #[error(transparent)]
    Machine(#[from] crate::Error),
    /// The EXE's text could not be read for function discovery.
    #[error("reading the EXE's text: {0}")]
    Text(#[from] mips::Error),
    /// No room for the probe arena between the EXE's text/BSS and its stack.
    #[error(
        "no room for a {len:#x}-byte probe arena between the EXE's text/BSS (ending at \
         {used_end:#010x}) and its stack ({sp:#010x})"
    )]
    NoArena {
        /// End of text and BSS (physical).
        used_end: u32,
        /// Initial stack pointer (physical).
        sp: u32,
        /// Arena size asked for.
        len: u32,
    },
}

/// Fewest bytes the probe arena must have.
pub const ARENA_MIN: u32 = 0x2_0000;
/// Distance of the arena's end below the initial stack pointer (room for the callee's frames).
const ARENA_GAP: u32 = 0x1_0000;

/// A loaded EXE and a scratch arena in RAM that neither its text nor its BSS uses: the span
/// between their end and 64 KiB below the stack pointer.
#[derive(Clone)]
pub struct Probe {
    /// The machine as loaded (never run): every call starts from a copy of it.
    base: Machine,
    /// First byte of the arena (KSEG0).
    pub arena: u32,
    /// Bytes in the arena.
    pub arena_len: u32,
    /// The discovered functions of the text.
    pub functions: Vec<mips::functions::Function>,
}

impl Probe {
    /// Loads `exe` and places the arena below its stack, above its text and BSS.
    pub fn new(exe: &[u8]) -> Result<Probe, RoutineError> {
        let base = Machine::from_exe(exe)?;
        let parsed = disc::exe::Exe::parse(exe).map_err(crate::Error::Exe)?;
        let h = &parsed.header;
        let text_end = h.t_addr.saturating_add(h.t_size);
        let bss_end = if h.b_size == 0 { 0 } else { h.b_addr.saturating_add(h.b_size) };
        let used_end = text_end.max(bss_end) & 0x1FFF_FFFF;
        let sp = base.reg(29) & 0x1FFF_FFFF;
        let start = used_end.saturating_add(0xF) & !0xF;
        let end = sp.saturating_sub(ARENA_GAP) & !0xF;
        let arena_len = end.saturating_sub(start);
        if arena_len < ARENA_MIN {
            return Err(RoutineError::NoArena { used_end, sp, len: ARENA_MIN });
        }
        let arena = 0x8000_0000 | start;
        let img = mips::ExeImage::parse(exe)?;
        let functions = mips::functions::discover(&img);
        Ok(Probe { base, arena, arena_len, functions })
    }

    /// A fresh copy of the loaded machine.
    pub fn machine(&self) -> Machine {
        self.base.clone()
    }

    /// Address `offset` bytes into the arena.
    pub fn at(&self, offset: u32) -> u32 {
        self.arena.wrapping_add(offset)
    }
}

/// For each function, whether it or a function it calls or tail-jumps to (at most `depth`
/// calls deep) has `flag` set: a wrapper around a routine, or a routine built from helpers.
pub fn reaches(
    img: &mips::ExeImage<'_>,
    funcs: &[mips::functions::Function],
    flag: &[bool],
    depth: usize,
) -> Vec<bool> {
    let callees: Vec<Vec<usize>> = funcs
        .iter()
        .map(|f| {
            let mut out = Vec::new();
            let mut pc = f.start;
            while pc < f.end {
                let Some(w) = img.word(pc) else { break };
                if let mips::insn::Flow::Call(t) | mips::insn::Flow::Jump(t) =
                    mips::insn::Insn(w).flow(pc)
                {
                    if !(f.start..f.end).contains(&t) {
                        let k = funcs.partition_point(|g| g.start < t);
                        if funcs.get(k).is_some_and(|g| g.start == t) {
                            out.push(k);
                        }
                    }
                }
                pc = pc.wrapping_add(4);
            }
            out
        })
        .collect();
    let mut cur = flag.to_vec();
    for _ in 0..depth {
        let next: Vec<bool> = cur
            .iter()
            .zip(&callees)
            .map(|(own, cs)| *own || cs.iter().any(|&k| cur.get(k) == Some(&true)))
            .collect();
        if next == cur {
            break;
        }
        cur = next;
    }
    cur
}

/// For each function, whether one of its instructions satisfies `pred`.
pub fn any_insn(
    img: &mips::ExeImage<'_>,
    funcs: &[mips::functions::Function],
    pred: impl Fn(mips::insn::Insn) -> bool,
) -> Vec<bool> {
    funcs
        .iter()
        .map(|f| {
            let mut pc = f.start;
            while pc < f.end {
                match img.word(pc) {
                    Some(w) if pred(mips::insn::Insn(w)) => return true,
                    Some(_) => pc = pc.wrapping_add(4),
                    None => break,
                }
            }
            false
        })
        .collect()
}

/// Whether a call came back by returning.
fn returned(o: &Outcome) -> bool {
    matches!(o.stop, crate::Stop::Return)
}
