//! One run of a draw-dispatch case: records placed back to back, the function run from its
//! entry through the dispatch until the last record's case comes back to the dispatch (or
//! returns), watched ([`crate::watch`]), and the primitive it built read back with the
//! provenance of every byte.

use std::collections::BTreeMap;

use mips::dispatch::Dispatch;

use super::arena::{
    run_to, run_to_with, take_jr, Reached, Runner, RECORD_ADDR, RECORD_TRACKED, STRUCTS,
};
use super::primitive::{self, Primitive, CODE_OFFSET};
use crate::watch::Watch;
use crate::{Machine, Taint};

/// Where the function finds its record pointer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pointer {
    /// In argument register `a0 + k`.
    Arg(u8),
    /// In the word at `+off` of the struct argument register `a0 + k` points at.
    Field(u8, u32),
    /// In a global word the function loads (`lui`+`lw`, or `lw off($gp)`).
    Global(u32),
}

impl std::fmt::Display for Pointer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Pointer::Arg(k) => write!(f, "argument register a{k}"),
            Pointer::Field(k, off) => {
                write!(f, "the word at +{off:#x} of the struct a{k} points at")
            }
            Pointer::Global(a) => write!(f, "the global word at {a:#010x}"),
        }
    }
}

/// The dispatch being run and how to reach it.
pub(crate) struct Target<'a> {
    pub d: &'a Dispatch,
    pub ptr: Pointer,
    pub budget: u64,
    /// Type byte → case address.
    pub cases: BTreeMap<i64, u32>,
    pub type_offset: u32,
    /// Type byte → record length, as far as known (`mips`'s static advance).
    pub lengths: BTreeMap<i64, u32>,
}

impl<'a> Target<'a> {
    pub fn new(d: &'a Dispatch, ptr: Pointer, budget: u64) -> Target<'a> {
        let cases =
            d.cases.iter().filter(|c| !c.is_default).map(|c| (c.type_byte, c.target)).collect();
        Target {
            d,
            ptr,
            budget,
            cases,
            type_offset: u32::try_from(d.type_offset).unwrap_or(0),
            lengths: d.lengths(),
        }
    }

    /// Whether a branch with provenance `t` depends on the record of type `ty` itself (not only
    /// on the next record, which the loop reads before it comes back to the dispatch).
    pub fn own(&self, ty: u8, t: Taint) -> bool {
        let offs = t.offsets();
        if offs.as_slice() == [self.type_offset] {
            return true;
        }
        match self.lengths.get(&i64::from(ty)) {
            Some(&l) => offs.iter().any(|&o| o < l && o != self.type_offset),
            None => !t.is_empty(),
        }
    }
}

/// A pool entry to fill before a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pool {
    /// Bytes.
    pub size: u32,
    /// Read by `lwc2` (a vertex for the GTE).
    pub gte: bool,
    pub value: u32,
}

/// What one run is given: the records before the watched one (bytes, length), the watched
/// record, memory to fill first (address → width, value), and branch outcomes to force in the
/// watched case.
#[derive(Debug, Clone, Default)]
pub(crate) struct Plan {
    pub before: Vec<(Vec<u8>, u32)>,
    pub last: Vec<u8>,
    pub pools: BTreeMap<u32, Pool>,
    pub force: BTreeMap<(u32, u32), bool>,
    /// A packet whose command byte carries record bits, confirmed as a command (its tag).
    pub accept: Option<u32>,
}

impl Plan {
    /// Offset of the watched record in the tracked region.
    pub fn last_at(&self) -> u32 {
        self.before.iter().fold(0u32, |a, r| a.saturating_add(r.1))
    }
    /// Bytes tracked.
    pub fn tracked(&self) -> u32 {
        self.last_at().saturating_add(RECORD_TRACKED)
    }

    /// The plan with tracked byte `at` (offset into the tracked region) set to `v`.
    pub(crate) fn with_byte(&self, at: u32, v: u8) -> Plan {
        let mut p = self.clone();
        let mut base = 0u32;
        for (rec, len) in &mut p.before {
            if at >= base && at < base.saturating_add(*len) {
                if let Some(b) = rec.get_mut(at.wrapping_sub(base) as usize) {
                    *b = v;
                }
                return p;
            }
            base = base.saturating_add(*len);
        }
        if let Some(b) = p.last.get_mut(at.saturating_sub(base) as usize) {
            *b = v;
        }
        p
    }

    /// The tracked byte at `at` of the plan's records.
    pub(crate) fn byte_of(&self, at: u32) -> u8 {
        let mut base = 0u32;
        for (rec, len) in &self.before {
            if at >= base && at < base.saturating_add(*len) {
                return rec.get(at.wrapping_sub(base) as usize).copied().unwrap_or(0);
            }
            base = base.saturating_add(*len);
        }
        self.last.get(at.saturating_sub(base) as usize).copied().unwrap_or(0)
    }
}

/// A primitive the case built: its bytes from the tag (a GP0 packet has no tag: bytes 0..4 are
/// zero there) and each byte's provenance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Drawn {
    pub prim: &'static Primitive,
    /// `"packet"` or `"gp0"`.
    pub from: &'static str,
    /// The tag's address (packets).
    pub tag: Option<u32>,
    pub bytes: Vec<u8>,
    pub taint: Vec<Taint>,
}

impl Drawn {
    /// The bytes of `other` that differ from this one, as offsets from the tag; `None` when
    /// `other` is not the same primitive at the same place.
    pub fn diff(&self, other: &Drawn) -> Option<Vec<u32>> {
        if other.prim.command != self.prim.command || other.tag != self.tag {
            return None;
        }
        Some(
            (0u32..)
                .zip(self.bytes.iter().zip(&other.bytes))
                .filter(|(_, (a, b))| a != b)
                .map(|(k, _)| k)
                .collect(),
        )
    }

    /// The command byte.
    pub fn command(&self) -> u8 {
        self.bytes.get(CODE_OFFSET as usize).copied().unwrap_or(0)
    }

    /// The union of the provenance of `len` bytes from `off`.
    pub fn taint_of(&self, off: u32, len: u32) -> Taint {
        (off..off.saturating_add(len))
            .filter_map(|k| self.taint.get(k as usize))
            .fold(Taint::EMPTY, |a, &t| a | t)
    }
}

/// What one run found.
#[derive(Debug, Clone)]
pub(crate) struct Ran {
    /// Whether the case came back to the dispatch or returned.
    #[allow(dead_code)]
    pub reached: Reached,
    pub drawn: Option<Drawn>,
    pub watch: Watch,
    /// The provenance of the dispatch register at the next arrival (the next type byte's
    /// offset, and what the pointer advance read).
    pub next: Taint,
    /// Packets whose command byte carries record provenance, not yet confirmed as commands:
    /// (tag, command byte, its provenance).
    pub candidates: Vec<(u32, u8, Taint)>,
}

/// Events the watch keeps per run.
const WATCH_LIMIT: usize = 512;

/// Puts the plan's records, pools and record pointer into a fresh machine and points it at the
/// function's entry, with the records tracked.
fn setup(r: &mut Runner, tg: &Target<'_>, plan: &Plan) -> Result<(), String> {
    let tracked = plan.tracked();
    r.fresh();
    let mut bytes: Vec<u8> = Vec::with_capacity(tracked as usize);
    for (rec, len) in &plan.before {
        bytes.extend(rec.iter().copied().chain(std::iter::repeat(0)).take(*len as usize));
    }
    bytes.extend(
        plan.last.iter().copied().chain(std::iter::repeat(0)).take(RECORD_TRACKED as usize),
    );
    let rec_end = RECORD_ADDR.saturating_add(tracked);
    for (&a, &Pool { size, value, .. }) in &plan.pools {
        let phys = a & 0x1FFF_FFFF;
        if phys >= RECORD_ADDR.saturating_sub(4) && phys < rec_end {
            continue;
        }
        let le = value.to_le_bytes();
        let _ = r.write(a, le.get(..size as usize).unwrap_or(&le));
    }
    r.write(RECORD_ADDR, &bytes)?;
    match tg.ptr {
        Pointer::Arg(_) => {}
        Pointer::Field(k, f) => {
            let a = STRUCTS.wrapping_add(u32::from(k).wrapping_mul(0x400)).wrapping_add(f);
            r.write(a, &RECORD_ADDR.to_le_bytes())?;
        }
        Pointer::Global(a) => r.write(a, &RECORD_ADDR.to_le_bytes())?,
    }
    let m = r.machine();
    for k in 0u8..4 {
        let a = STRUCTS.wrapping_add(u32::from(k).wrapping_mul(0x400));
        m.set_reg(usize::from(4u8.wrapping_add(k)), a);
    }
    if let Pointer::Arg(k) = tg.ptr {
        m.set_reg(usize::from(4u8.wrapping_add(k)), RECORD_ADDR);
    }
    m.set_reg(31, crate::RETURN_ADDRESS);
    m.set_pc(tg.d.function);
    m.track_input(RECORD_ADDR, tracked).map_err(|e| e.to_string())
}

/// Where the first arrival at the dispatch jumps (`None`: the function returned first).
pub(crate) fn arrive(r: &mut Runner, tg: &Target<'_>, plan: &Plan) -> Result<Option<u32>, String> {
    setup(r, tg, plan)?;
    let m = r.machine();
    match run_to(m, &tg.d.jrs, tg.budget)? {
        Reached::Jr => take_jr(m).map(Some),
        Reached::Returned => Ok(None),
    }
}

/// Runs `plan` once.
pub(crate) fn run(r: &mut Runner, tg: &Target<'_>, plan: &Plan) -> Result<Ran, String> {
    setup(r, tg, plan)?;
    let m = r.machine();
    let start = m.instructions();
    let types: Vec<u8> = plan
        .before
        .iter()
        .map(|(rec, _)| rec.get(tg.type_offset as usize).copied().unwrap_or(0))
        .chain(std::iter::once(plan.last.get(tg.type_offset as usize).copied().unwrap_or(0)))
        .collect();
    let mut prev: Option<u8> = None;
    for &t in &types {
        let left = tg.budget.saturating_sub(m.instructions().wrapping_sub(start)).max(1);
        match (run_to(m, &tg.d.jrs, left)?, prev) {
            (Reached::Jr, _) => {}
            (Reached::Returned, None) => {
                return Err("the function returned before the dispatch".to_string())
            }
            (Reached::Returned, Some(p)) => {
                return Err(format!("the case of type {p} left the loop"))
            }
        }
        let to = take_jr(m)?;
        if tg.cases.get(&i64::from(t)) != Some(&to) {
            return Err(format!("the dispatch went to {to:#010x}, not to the case of type {t}"));
        }
        prev = Some(t);
    }
    let mut watch = Watch::new(WATCH_LIMIT, plan.force.clone());
    let stores_from = m.store_log().len();
    let gpu_from = m.gpu_log().len();
    let left = tg.budget.saturating_sub(m.instructions().wrapping_sub(start)).max(1);
    let reached = run_to_with(m, &tg.d.jrs, left, &mut watch)?;
    // the loads of the next record's dispatch (its jump-table entry, a length-table entry) are
    // the loop's, not the case's: no pool
    let last_type = types.last().copied().unwrap_or(0);
    let limit = tg.lengths.get(&i64::from(last_type)).map(|l| plan.last_at().saturating_add(*l));
    let table = tg.d.table.table;
    let table_end = table.saturating_add(tg.d.table.count.saturating_mul(4));
    // and so are the loads indexed by a type byte alone (the jump table, a per-type length
    // table or row)
    let mut type_bytes = Vec::with_capacity(plan.before.len().saturating_add(1));
    let mut at = 0u32;
    for (_, len) in &plan.before {
        type_bytes.push(at.saturating_add(tg.type_offset));
        at = at.saturating_add(*len);
    }
    type_bytes.push(at.saturating_add(tg.type_offset));
    if let Some(lim) = limit {
        type_bytes.push(lim.saturating_add(tg.type_offset));
    }
    watch.loads.retain(|l| {
        let offs = l.addr_taint.offsets();
        let own = limit.is_none_or(|lim| offs.iter().any(|&o| o < lim));
        let data = offs.iter().any(|o| !type_bytes.contains(o));
        own && data && !(l.addr >= table && l.addr < table_end)
    });
    let next = match reached {
        Reached::Jr => {
            let w = m.read_u32(m.pc()).unwrap_or(0);
            m.reg_taint(((w >> 21) & 31) as usize)
        }
        Reached::Returned => Taint::EMPTY,
    };
    let (found, candidates) = packet(m, stores_from, plan.accept);
    let drawn = found.or_else(|| gp0(m, gpu_from));
    Ok(Ran { reached, drawn, watch, next, candidates })
}

/// Tainted packet candidates a run keeps.
const CANDIDATES: usize = 8;

/// The first PsyQ packet the case stored: a polygon command byte at +7 of a tag whose top byte
/// is the primitive's word count (what `setPolyXX` writes), still there when the case ends,
/// stored with no provenance (a constant) or at the tag `accept` (a command byte carrying record
/// bits, confirmed by perturbation). The other candidates with record provenance are returned
/// for confirming.
fn packet(m: &Machine, from: usize, accept: Option<u32>) -> (Option<Drawn>, Vec<(u32, u8, Taint)>) {
    let mut tainted: Vec<(u32, u8, Taint)> = Vec::new();
    for s in m.store_log().get(from..).unwrap_or(&[]) {
        for lane in 0..s.size {
            let byte = ((s.value >> lane.wrapping_mul(8)) & 0xFF) as u8;
            let Some(p) = primitive::of_command(byte) else { continue };
            let code_at = s.addr.wrapping_add(lane);
            let tag = code_at.wrapping_sub(CODE_OFFSET);
            if m.read_u8(code_at).ok() != Some(byte)
                || m.read_u8(tag.wrapping_add(3)).ok() != Some(p.words)
            {
                continue;
            }
            let t = m.mem_taint(code_at);
            if t.is_empty() || accept == Some(tag) {
                return (Some(read_packet(m, p, tag)), Vec::new());
            }
            if tainted.len() < CANDIDATES && !tainted.iter().any(|c| c.0 == tag) {
                tainted.push((tag, byte, t));
            }
        }
    }
    (None, tainted)
}

fn read_packet(m: &Machine, p: &'static Primitive, tag: u32) -> Drawn {
    let size = primitive::size(p);
    let bytes = (0..size).map(|k| m.read_u8(tag.wrapping_add(k)).unwrap_or(0)).collect();
    let taint = (0..size).map(|k| m.mem_taint(tag.wrapping_add(k))).collect();
    Drawn { prim: p, from: "packet", tag: Some(tag), bytes, taint }
}

/// The first polygon the case wrote to the GP0 port: its command word and the words after it
/// (a word's provenance on each of its bytes).
fn gp0(m: &Machine, from: usize) -> Option<Drawn> {
    let words: Vec<(u32, Taint)> = m
        .gpu_log()
        .get(from..)
        .unwrap_or(&[])
        .iter()
        .filter(|w| w.port == crate::GpuPort::Gp0)
        .map(|w| (w.value, w.taint))
        .collect();
    let start = words.iter().position(|(v, _)| primitive::of_command((v >> 24) as u8).is_some())?;
    let (cmd, _) = *words.get(start)?;
    let p = primitive::of_command((cmd >> 24) as u8)?;
    let pkt = words.get(start..start.saturating_add(usize::from(p.words)))?;
    if pkt.len() != usize::from(p.words) {
        return None;
    }
    let mut bytes = vec![0u8; 4];
    let mut taint = vec![Taint::EMPTY; 4];
    for &(w, t) in pkt {
        bytes.extend_from_slice(&w.to_le_bytes());
        taint.extend([t; 4]);
    }
    Some(Drawn { prim: p, from: "gp0", tag: None, bytes, taint })
}
