//! The EXE's own LZ decoder, found and run: which function decompresses, which argument is
//! the source, the destination and (if any) a work buffer, and whether it reads the stream
//! the way dewrip's native decoder (`sqfs::lz`, the Xenogears variant) does.
//!
//! The account ported its decoder from the EXE's routine (field notes §5); running that
//! routine is the direct check. Candidates are the functions with a loop, byte loads and byte
//! stores (a loose static filter — no instruction pattern of a particular compiler). Each is
//! called with a probe blob (a u32 declared size, then the stream) under every assignment of
//! (source, destination, work) to `$a0..$a2`; an assignment *decodes* when the call returns
//! and the bytes it wrote into the destination are exactly the declared size, from its start.
//! A work buffer is one of the roles only when the routine wrote to it.
//!
//! What a decoder wrote is compared with the native decoder's output for the same blob:
//! `agrees` says whether they match. Where they differ, the EXE's output is the truth (it is
//! the game's own code), and callers say so.

use rayon::prelude::*;

use super::{returned, Probe, RoutineError};
use mips::insn::{Flow, Insn};

/// Instructions a probe call may take per declared output byte, plus [`BUDGET_BASE`].
pub const BUDGET_PER_BYTE: u64 = 200;
/// Fixed part of the budget.
pub const BUDGET_BASE: u64 = 100_000;
/// Largest declared size a run accepts (2 MB of RAM in all).
pub const MAX_OUTPUT: u32 = 0x8_0000;
/// Bytes of the work buffer each call gets.
pub const WORK_LEN: u32 = 0x1_0000;

/// A role an argument plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The compressed stream.
    Source,
    /// Where the output goes.
    Destination,
    /// A scratch buffer (e.g. a history ring).
    Work,
}

/// An LZ decoder found by running it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Decoder {
    /// Function start.
    #[serde(serialize_with = "crate::hex")]
    pub function: u32,
    /// The role of `$a0`, `$a1`, … (two or three).
    pub args: Vec<Role>,
    /// Whether its output for the probe blob equals the native decoder's.
    pub agrees: bool,
    /// Instructions the probe decode took.
    pub instructions: u64,
}

/// What [`find_decoders`] reports.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LzReport {
    /// Every function that decoded the probe blob, by address.
    pub decoders: Vec<Decoder>,
    /// Functions that passed the static filter and were called.
    pub probed: usize,
    /// Bytes the probe blob declares.
    pub probe_size: u32,
}

impl LzReport {
    /// The decoder to use: the first that agrees with the native decoder, else the first.
    pub fn chosen(&self) -> Option<&Decoder> {
        self.decoders.iter().find(|d| d.agrees).or_else(|| self.decoders.first())
    }
}

/// Why a run of the EXE's decoder on one blob failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LzRunError {
    /// The blob is shorter than its header.
    #[error("the blob is {len} bytes: too short for the u32 declared size")]
    Short {
        /// Blob length.
        len: usize,
    },
    /// The declared size or the blob does not fit in the machine.
    #[error(
        "the blob ({len:#x} bytes, declaring {declared:#x}) does not fit the probe arena of \
         {arena:#x} bytes"
    )]
    TooLarge {
        /// Blob length.
        len: usize,
        /// Declared output size.
        declared: u32,
        /// Arena size.
        arena: u32,
    },
    /// The routine did not return.
    #[error("the EXE's decoder at {function:#010x} did not return: {why}")]
    NoReturn {
        /// Function.
        function: u32,
        /// How it stopped.
        why: String,
    },
    /// The routine returned but wrote something other than the declared size.
    #[error(
        "the EXE's decoder at {function:#010x} wrote {written:#x} bytes at the destination, \
         the blob declares {declared:#x}"
    )]
    WrongSize {
        /// Function.
        function: u32,
        /// Bytes written in the destination (from its start, contiguous).
        written: u32,
        /// Declared size.
        declared: u32,
    },
    /// The machine refused a memory access while setting up or reading back.
    #[error("setting up the run: {0}")]
    Machine(String),
}

/// A decode's product: the output and the instructions it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The bytes the routine wrote (the declared size).
    pub bytes: Vec<u8>,
    /// Instructions executed.
    pub instructions: u64,
    /// Whether it wrote into the work buffer.
    pub used_work: bool,
}

/// The default probe blob: 1 KiB of text-like bytes with repeats, runs and a reference that
/// overlaps its own output, compressed by dewrip's encoder.
pub fn default_probe() -> Vec<u8> {
    let mut data = Vec::with_capacity(1024);
    let words: [&[u8]; 6] = [b"dewprism ", b"threads ", b"of ", b"fate ", b"maya ", b"rue "];
    let mut k = 0usize;
    while data.len() < 1024 {
        let w = words.get(k.checked_rem(words.len()).unwrap_or(0)).copied().unwrap_or(b"x");
        data.extend_from_slice(w);
        if k % 7 == 3 {
            data.extend(std::iter::repeat_n(0x41u8.wrapping_add((k % 26) as u8), 20));
        }
        k = k.wrapping_add(k / 3).wrapping_add(1);
    }
    data.truncate(1024);
    sqfs::lz::compress(&data)
}

/// Finds the EXE's LZ decoders by running every candidate on `probe_blob`.
pub fn find_decoders(exe: &[u8], probe_blob: &[u8]) -> Result<LzReport, RoutineError> {
    let probe = Probe::new(exe)?;
    let img = mips::ExeImage::parse(exe)?;
    let shape: Vec<bool> = probe.functions.iter().map(|f| shaped(&img, f)).collect();
    // A decoder, or a wrapper one call away from one.
    let near = super::reaches(&img, &probe.functions, &shape, 1);
    let candidates: Vec<u32> =
        probe.functions.iter().zip(&near).filter(|(_, n)| **n).map(|(f, _)| f.start).collect();
    let declared = declared(probe_blob).unwrap_or(0);
    let native = sqfs::lz::decompress(probe_blob).ok();
    let mut decoders: Vec<Decoder> = candidates
        .par_iter()
        .filter_map(|&f| {
            let (args, d) = roles(&probe, f, probe_blob)?;
            let agrees = native.as_deref() == Some(d.bytes.as_slice());
            Some(Decoder { function: f, args, agrees, instructions: d.instructions })
        })
        .collect();
    decoders.sort_by_key(|d| d.function);
    Ok(LzReport { decoders, probed: candidates.len(), probe_size: declared })
}

/// A loop, byte loads and byte stores.
fn shaped(img: &mips::ExeImage<'_>, f: &mips::functions::Function) -> bool {
    let (mut lbu, mut sb, mut back) = (0u32, 0u32, false);
    let mut pc = f.start;
    while pc < f.end {
        let Some(w) = img.word(pc) else { break };
        let i = Insn(w);
        match i.op() {
            0x24 | 0x20 => lbu = lbu.saturating_add(1),
            0x28 => sb = sb.saturating_add(1),
            _ => {}
        }
        if let Flow::Branch(t) | Flow::Jump(t) = i.flow(pc) {
            back |= t <= pc && t >= f.start;
        }
        pc = pc.wrapping_add(4);
    }
    back && lbu > 0 && sb > 0
}

fn declared(blob: &[u8]) -> Option<u32> {
    blob.get(..4).and_then(|b| b.try_into().ok()).map(u32::from_le_bytes)
}

/// Every assignment of the three roles to `$a0..$a2`; the first that decodes.
fn roles(probe: &Probe, f: u32, blob: &[u8]) -> Option<(Vec<Role>, Decoded)> {
    use Role::*;
    const ORDERS: [[Role; 3]; 6] = [
        [Source, Destination, Work],
        [Destination, Source, Work],
        [Source, Work, Destination],
        [Destination, Work, Source],
        [Work, Source, Destination],
        [Work, Destination, Source],
    ];
    for order in ORDERS {
        if let Ok(d) = run(probe, f, &order, blob) {
            let mut args = order.to_vec();
            // An unused work slot in `$a2` is an argument the routine does not take.
            if !d.used_work && args.last() == Some(&Work) {
                args.pop();
            }
            return Some((args, d));
        }
    }
    None
}

/// Runs the function at `f` on `blob` with the roles in `order` (for `$a0..$a2`).
pub fn run(probe: &Probe, f: u32, order: &[Role], blob: &[u8]) -> Result<Decoded, LzRunError> {
    let declared = declared(blob).ok_or(LzRunError::Short { len: blob.len() })?;
    let len = u32::try_from(blob.len()).unwrap_or(u32::MAX);
    let src_len = len.saturating_add(0xF) & !0xF;
    let dst_len = declared.saturating_add(0x100) & !0xF;
    let need = src_len.saturating_add(dst_len).saturating_add(WORK_LEN);
    if declared > MAX_OUTPUT || need > probe.arena_len {
        return Err(LzRunError::TooLarge { len: blob.len(), declared, arena: probe.arena_len });
    }
    let src = probe.at(0);
    let dst = probe.at(src_len);
    let work = probe.at(src_len.saturating_add(dst_len));
    let mut m = probe.machine();
    let err = |e: crate::Error| LzRunError::Machine(e.to_string());
    m.write_bytes(src, blob).map_err(err)?;
    let mut args = [0u32; 4];
    for (slot, role) in args.iter_mut().zip(order) {
        *slot = match role {
            Role::Source => src,
            Role::Destination => dst,
            Role::Work => work,
        };
    }
    let budget = u64::from(declared).saturating_mul(BUDGET_PER_BYTE).saturating_add(BUDGET_BASE);
    let log = usize::try_from(u64::from(declared).saturating_mul(4)).unwrap_or(usize::MAX);
    m.set_store_log(log.saturating_add(65_536));
    let o = m.call(f, args, budget);
    if !returned(&o) {
        return Err(LzRunError::NoReturn { function: f, why: format!("{:?}", o.stop) });
    }
    let phys = |a: u32| a & 0x1FFF_FFFF;
    let (d0, d1) = (phys(dst), phys(dst).saturating_add(dst_len));
    let (w0, w1) = (phys(work), phys(work).saturating_add(WORK_LEN));
    let mut written = vec![false; usize::try_from(dst_len).unwrap_or(0)];
    let mut used_work = false;
    for s in m.store_log() {
        for k in 0..s.size {
            let a = phys(s.addr).wrapping_add(k);
            if (d0..d1).contains(&a) {
                if let Some(w) = written.get_mut(usize::try_from(a.wrapping_sub(d0)).unwrap_or(0)) {
                    *w = true;
                }
            } else if (w0..w1).contains(&a) {
                used_work = true;
            }
        }
    }
    let prefix = written.iter().take_while(|w| **w).count();
    let total = written.iter().filter(|w| **w).count();
    let n = usize::try_from(declared).unwrap_or(usize::MAX);
    if m.store_dropped() > 0 || prefix != n || total != n {
        return Err(LzRunError::WrongSize {
            function: f,
            written: u32::try_from(total).unwrap_or(u32::MAX),
            declared,
        });
    }
    let bytes = m.read_bytes(dst, declared).map_err(err)?;
    Ok(Decoded { bytes, instructions: o.instructions, used_work })
}

/// The EXE's chosen decoder, ready to run on many blobs.
#[derive(Clone)]
pub struct ExeLz {
    probe: Probe,
    /// The decoder and its argument roles.
    pub decoder: Decoder,
    /// What the search found (every decoder, the probe's size).
    pub report: LzReport,
}

impl ExeLz {
    /// Finds the EXE's decoder with [`default_probe`]; `Ok(None)` when no function decodes it.
    pub fn find(exe: &[u8]) -> Result<Option<ExeLz>, RoutineError> {
        let report = find_decoders(exe, &default_probe())?;
        let Some(decoder) = report.chosen().cloned() else { return Ok(None) };
        Ok(Some(ExeLz { probe: Probe::new(exe)?, decoder, report }))
    }

    /// Runs the decoder on `blob` (a u32 declared size, then the stream).
    pub fn decode(&self, blob: &[u8]) -> Result<Decoded, LzRunError> {
        let mut order = self.decoder.args.clone();
        if !order.contains(&Role::Work) {
            order.push(Role::Work);
        }
        run(&self.probe, self.decoder.function, &order, blob)
    }
}
