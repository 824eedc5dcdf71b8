//! The face-record layout from the game's own draw code: for the draw dispatch `mips` chose
//! (by the published facts), each record type's case is run in the interpreter with byte
//! provenance on a crafted record, and the PsyQ primitive the case builds is read back: its
//! command, and for every field the record bytes that feed it. See `docs/formats/exe.md`.
//!
//! How a case is run **[provisional: our method]**:
//!
//! * The machine is the EXE loaded as the BIOS would; the GTE gets a projection (a rotation,
//!   a translation in front of the camera, a screen offset) so transformed vertices are not
//!   all one point. Low RAM below the EXE is filled with patterned *arenas*: the argument
//!   registers point at structs whose words point into a data region, whose words are pairs
//!   of small halfwords (coordinates, tile bytes, counts); the scratchpad holds such pairs too.
//! * The record (type byte at the dispatch's type offset, small distinct marker values
//!   elsewhere) sits at [`RECORD_ADDR`] and is the tracked input. Where the function takes its
//!   record pointer from is found by trying: each argument register, then each word of each
//!   argument's struct, until the first arrival at the dispatch `jr` jumps to the case of the
//!   type put in the record (checked with two types).
//! * The function runs from its entry to the first arrival at the dispatch (a `break` patched
//!   over each `jr` of the table stops it there at full speed), then through the case until it
//!   comes back to a dispatch `jr` or returns. The stores of the case are searched for a
//!   primitive: a byte whose value `& 0xFC` is a polygon command, written with no provenance
//!   (a constant), at +7 of a packet whose tag byte +3 holds that primitive's word count; the
//!   fields' provenance is read from memory. Failing that, the GP0 port writes are read as the
//!   primitive's words (word-level provenance).
//! * A case that comes back without drawing is retried with other arena fills and marker
//!   values (culling, out-of-range reads); the report names the fill that drew. A type whose
//!   case never draws in any fill has `command: null` and no fields; a type that could not be
//!   run at all is "not measured" with the reason.

use std::collections::BTreeMap;

use mips::dispatch::{self, Dispatch};

use super::primitive::{self, Primitive, CODE_OFFSET};
use crate::{Machine, Stop, Taint};

/// Where the crafted record is placed (physical, below every EXE's text) **[provisional]**.
pub const RECORD_ADDR: u32 = 0x0000_0200;
/// Bytes of the record that are tracked (the longest record plus room).
pub const RECORD_TRACKED: u32 = 64;
/// The argument structs: a0..a3 point at `STRUCTS + k * 0x400`.
const STRUCTS: u32 = 0x0000_1000;
const STRUCTS_END: u32 = 0x0000_2000;
/// The data region the struct words point into.
const DATA: u32 = 0x0000_2000;
/// One past the arenas; the EXE must load above it.
pub const ARENA_END: u32 = 0x0001_0000;
/// The words of the structs point into `DATA .. DATA + DATA_SPAN`.
const DATA_SPAN: u32 = 0x1000;

/// Options for [`record_layouts`].
#[derive(Debug, Clone, Copy)]
pub struct LayoutOptions {
    /// Instructions one run of a case may execute (entry to the case's end).
    pub budget: u64,
    /// Only the dispatch whose `jr`, table or function is (or contains) this address.
    pub dispatch: Option<u32>,
}

impl Default for LayoutOptions {
    fn default() -> Self {
        LayoutOptions { budget: 2_000_000, dispatch: None }
    }
}

/// Errors that stop the whole analysis (everything per type is in the report instead).
#[derive(Debug, thiserror::Error)]
pub enum LayoutError {
    /// The EXE does not parse.
    #[error("reading the EXE: {0}")]
    Exe(#[from] mips::Error),
    /// The interpreter could not load the EXE.
    #[error("loading the EXE into the interpreter: {0}")]
    Load(#[from] crate::Error),
    /// The EXE's text starts below the arenas the analysis needs.
    #[error(
        "the EXE loads at {t_addr:#010x} (physical {phys:#x}), inside the arenas below {ARENA_END:#x} that the analysis fills"
    )]
    Overlap {
        /// Load address.
        t_addr: u32,
        /// Its physical address.
        phys: u32,
    },
}

/// Record byte offsets (type byte = 0) per primitive field, in the primitive's field order;
/// serialized as a JSON object.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fields(pub Vec<(String, Vec<u32>)>);

impl serde::Serialize for Fields {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// What one record type's case does.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TypeLayout {
    /// The record length (the case's pointer advance, from `mips`), if constant.
    pub length: Option<u32>,
    /// The GP0 command of the primitive it draws, `& 0xFC` (`"0x24"`), or null.
    pub command: Option<String>,
    /// For every field of that primitive, the record bytes feeding it.
    pub fields: Fields,
    /// libgpu's name of the primitive.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub primitive: Option<&'static str>,
    /// Where the primitive was read: `"packet"` (a PsyQ packet in RAM) or `"gp0"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<&'static str>,
    /// The arena fill and marker values of the run that drew (or that all fills were tried).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fill: Option<String>,
    /// Why the type could not be measured (then `command` and `fields` say nothing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_measured: Option<String>,
}

/// One dispatch and, for the chosen one, its layout.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DispatchLayout {
    /// Function holding the dispatch.
    #[serde(serialize_with = "crate::hex")]
    pub function: u32,
    /// Its jump table.
    #[serde(serialize_with = "crate::hex")]
    pub table: u32,
    /// Per type byte (decimal keys).
    pub types: mips::dispatch::ByType<TypeLayout>,
    /// How the record pointer reached the function (chosen dispatch only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record_pointer: Option<String>,
    /// Why this is not the draw dispatch (absent for the chosen one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rejected: Option<Vec<String>>,
}

/// What `dewrip exe record-layouts` prints (the contract, plus `source`, `rejected`
/// per dispatch and `warnings`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LayoutReport {
    /// Function of the chosen draw dispatch, or null.
    pub draw_dispatch: Option<String>,
    /// Where the layout comes from: always `"exe"`.
    pub source: &'static str,
    /// The dispatches, the chosen one first (only it is run; the others carry lengths).
    pub dispatches: Vec<DispatchLayout>,
    /// Loud notes: no dispatch, none chosen, types not measured.
    pub warnings: Vec<String>,
}

/// Finds the dispatches of `exe`, chooses the draw dispatch by the published facts and runs
/// each of its cases (see the module docs). Bounded: every run has `opts.budget`
/// instructions; every failure is reported, never a panic.
pub fn record_layouts(exe: &[u8], opts: &LayoutOptions) -> Result<LayoutReport, LayoutError> {
    let img = mips::Image::parse(exe)?;
    let phys = img.base & 0x1FFF_FFFF;
    if phys < ARENA_END {
        return Err(LayoutError::Overlap { t_addr: img.base, phys });
    }
    let found = dispatch::find(&img, dispatch::Options { at: opts.dispatch });
    let choice = dispatch::choose(&found);
    let mut warnings = Vec::new();
    if found.is_empty() {
        warnings.push("no record-dispatch loop found".to_string());
    } else if choice.chosen.is_none() {
        warnings.push(format!(
            "none of the {} dispatches agrees with the published facts (14 entries; type 0 = 3, 9 = 12, 0xD = 21): no layout measured",
            found.len()
        ));
    }
    let rejected: BTreeMap<usize, Vec<String>> = choice.rejected.iter().cloned().collect();
    let base = Machine::from_exe(exe)?;
    let mut out = Vec::new();
    let mut order: Vec<usize> = choice.chosen.into_iter().collect();
    order.extend((0..found.len()).filter(|k| Some(*k) != choice.chosen));
    for k in order {
        let Some(d) = found.get(k) else { continue };
        let lengths = d.lengths();
        if Some(k) == choice.chosen {
            let (types, pointer) = measure(&base, d, &globals(&img, d), opts, &mut warnings);
            out.push(DispatchLayout {
                function: d.function,
                table: d.table.table,
                types: mips::dispatch::ByType(types),
                record_pointer: Some(pointer),
                rejected: None,
            });
        } else {
            let types = d
                .cases
                .iter()
                .filter(|c| !c.is_default)
                .map(|c| {
                    let t = TypeLayout {
                        length: lengths.get(&c.type_byte).copied(),
                        command: None,
                        fields: Fields::default(),
                        primitive: None,
                        from: None,
                        fill: None,
                        not_measured: Some("not the draw dispatch: not run".to_string()),
                    };
                    (c.type_byte, t)
                })
                .collect();
            out.push(DispatchLayout {
                function: d.function,
                table: d.table.table,
                types: mips::dispatch::ByType(types),
                record_pointer: None,
                rejected: rejected.get(&k).cloned(),
            });
        }
    }
    let draw_dispatch =
        choice.chosen.and_then(|k| found.get(k)).map(|d| format!("{:#010x}", d.function));
    Ok(LayoutReport { draw_dispatch, source: "exe", dispatches: out, warnings })
}

/// Where the function finds its record pointer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pointer {
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

/// One arena fill: the pattern seed and the marker values of the record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Fill {
    seed: u32,
    markers: Markers,
    /// Rotates the marker values (other pool entries, so another winding).
    turn: u32,
}

/// Marker values of the record's non-type bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Markers {
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
const SEEDS: [u32; 3] = [1, 2, 3];

/// The fills tried, in order: every marker kind with [`FILLS_PER_KIND`] seeds and turns.
fn fills() -> Vec<Fill> {
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
fn mix(mut x: u32) -> u32 {
    x ^= x >> 16;
    x = x.wrapping_mul(0x7FEB_352D);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846C_A68B);
    x ^ (x >> 16)
}

/// The record bytes: the type at `type_offset`, markers elsewhere.
fn record(t: u8, type_offset: u32, markers: Markers, turn: u32) -> Vec<u8> {
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
enum Structs {
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
fn prepared(base: &Machine, seed: u32, structs: Structs, globals: &[u32]) -> Machine {
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
    let scratch: Vec<u8> = (0u32..0x100)
        .flat_map(|k| {
            let h = mix(0x1F80_0000 ^ k ^ seed.wrapping_mul(0x85EB_CA6B));
            ((h & 0x03FF) | ((h >> 6) & 0x03FF_0000)).to_le_bytes()
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

/// Where a run went.
#[derive(Debug)]
enum Reached {
    /// Stopped before executing one of the `jr`s (the machine's PC is on it).
    Jr,
    /// The function returned.
    Returned,
}

/// Runs until one of `stops` is about to execute (a `break` patched over each), the function
/// returns, or something else ends the run (an error message).
fn run_to(m: &mut Machine, stops: &[u32], budget: u64) -> Result<Reached, String> {
    const BREAK: u32 = 0x0000_000D;
    let mut saved = Vec::with_capacity(stops.len());
    for &s in stops {
        let w = m.read_u32(s).map_err(|e| e.to_string())?;
        saved.push((s, w));
        m.write_u32(s, BREAK).map_err(|e| e.to_string())?;
    }
    let o = m.run(budget);
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
fn take_jr(m: &mut Machine) -> Result<u32, String> {
    let o = m.run(2);
    match o.stop {
        Stop::Budget => Ok(m.pc()),
        Stop::Fault(f) => Err(f.to_string()),
        other => Err(format!("the dispatch jump stopped the run: {other:?}")),
    }
}

/// A machine ready to call the dispatch's function with the record of type `t`.
fn setup(
    prepared: &Machine,
    d: &Dispatch,
    ptr: Pointer,
    t: u8,
    markers: Markers,
    turn: u32,
    tweak: Option<(u32, u8)>,
) -> Result<Machine, String> {
    let mut m = prepared.clone();
    let off = u32::try_from(d.type_offset).map_err(|_| "negative type offset".to_string())?;
    if off >= RECORD_TRACKED {
        return Err(format!("type byte at +{off}, beyond the tracked record"));
    }
    let mut rec = record(t, off, markers, turn);
    if let Some((at, v)) = tweak {
        if let Some(b) = rec.get_mut(at as usize) {
            *b = v;
        }
    }
    m.write_bytes(RECORD_ADDR, &rec).map_err(|e| e.to_string())?;
    for k in 0u8..4 {
        let a = STRUCTS.wrapping_add(u32::from(k).wrapping_mul(0x400));
        m.set_reg(usize::from(4u8.wrapping_add(k)), a);
    }
    // the record pointer points at the type byte minus the type offset
    match ptr {
        Pointer::Arg(k) => m.set_reg(usize::from(4u8.wrapping_add(k)), RECORD_ADDR),
        Pointer::Field(k, f) => {
            let a = STRUCTS.wrapping_add(u32::from(k).wrapping_mul(0x400)).wrapping_add(f);
            m.write_u32(a, RECORD_ADDR).map_err(|e| e.to_string())?;
        }
        Pointer::Global(a) => m.write_u32(a, RECORD_ADDR).map_err(|e| e.to_string())?,
    }
    m.set_reg(31, crate::RETURN_ADDRESS);
    m.set_pc(d.function);
    Ok(m)
}

/// The case target of each type byte, and the types whose target no other type shares.
fn targets(d: &Dispatch) -> (BTreeMap<i64, u32>, Vec<u8>) {
    let map: BTreeMap<i64, u32> =
        d.cases.iter().filter(|c| !c.is_default).map(|c| (c.type_byte, c.target)).collect();
    let unique = map
        .iter()
        .filter(|(t, x)| map.iter().filter(|(u, y)| u != t && y == x).count() == 0)
        .filter(|(_, x)| Some(**x) != d.table.default)
        .filter_map(|(t, _)| u8::try_from(*t).ok())
        .collect();
    (map, unique)
}

/// Finds where the function takes the record pointer from: the first arrival at the dispatch
/// must jump to the case of the type in the record, for two types.
/// Global words the function (up to its last case) loads: `lui r, hi` then `lw _, lo(r)`, or
/// `lw _, off($gp)` with the EXE's `gp` **[provisional: a straight-line scan]**.
fn globals(img: &mips::Image<'_>, d: &Dispatch) -> Vec<u32> {
    let last = d.cases.iter().map(|c| c.target).chain(d.jrs.iter().copied()).max().unwrap_or(0);
    let end = last.saturating_add(0x800).min(d.function.saturating_add(0x10000));
    let mut hi = [None::<u32>; 32];
    let mut out = Vec::new();
    let mut pc = d.function;
    while pc < end && out.len() < 64 {
        let Some(w) = img.word(pc) else { break };
        let i = mips::insn::Insn(w);
        match i.op() {
            15 => {
                if let Some(h) = hi.get_mut(usize::from(i.rt())) {
                    *h = Some(i.imm() << 16);
                }
            }
            35 => {
                let base = if i.rs() == mips::insn::reg::GP && img.gp != 0 {
                    Some(img.gp)
                } else {
                    hi.get(usize::from(i.rs())).copied().flatten()
                };
                if let Some(b) = base {
                    let a = b.wrapping_add(i.simm() as u32);
                    let in_table = a >= d.table.table
                        && a < d.table.table.saturating_add(d.table.count.saturating_mul(4));
                    if img.contains(a) && !in_table && !out.contains(&a) {
                        out.push(a);
                    }
                }
            }
            _ => {}
        }
        // a register written by anything but lui loses its upper half
        if let Some(dst) = i.dest() {
            if i.op() != 15 {
                if let Some(h) = hi.get_mut(usize::from(dst)) {
                    *h = None;
                }
            }
        }
        pc = pc.wrapping_add(4);
    }
    out
}

fn find_pointer(
    prep: &Machine,
    d: &Dispatch,
    globals: &[u32],
    budget: u64,
) -> Result<Pointer, String> {
    let (map, unique) = targets(d);
    let probes: Vec<u8> = unique.iter().copied().take(2).collect();
    if probes.is_empty() {
        return Err("no type has a case of its own to recognise".to_string());
    }
    let mut candidates: Vec<Pointer> = (0u8..4).map(Pointer::Arg).collect();
    for k in 0u8..4 {
        for f in (0u32..0x40).step_by(4) {
            candidates.push(Pointer::Field(k, f));
        }
    }
    candidates.extend(globals.iter().copied().map(Pointer::Global));
    let mut last = String::new();
    'cand: for ptr in candidates {
        for &t in &probes {
            let ok = (|| -> Result<bool, String> {
                let mut m = setup(prep, d, ptr, t, Markers::Distinct, 0, None)?;
                match run_to(&mut m, &d.jrs, budget)? {
                    Reached::Jr => {
                        let to = take_jr(&mut m)?;
                        Ok(map.get(&i64::from(t)) == Some(&to))
                    }
                    Reached::Returned => Ok(false),
                }
            })();
            match ok {
                Ok(true) => {}
                Ok(false) => continue 'cand,
                Err(e) => {
                    last = e;
                    continue 'cand;
                }
            }
        }
        return Ok(ptr);
    }
    Err(format!(
        "no argument register, struct word (a0..a3, +0..+0x3c) or global word the function loads makes the dispatch read the record{}",
        if last.is_empty() { String::new() } else { format!(" (last run: {last})") }
    ))
}

/// What one run of a case found.
enum Drew {
    /// A primitive, with its fields' provenance.
    Prim(&'static Primitive, Fields, &'static str),
    /// A primitive written to GP0: its words and their provenance.
    Gp0(&'static Primitive, Vec<(u32, Taint)>),
    /// The case came back (or returned) without drawing.
    Nothing,
}

/// Runs the case of type `t` once.
fn run_case(
    prep: &Machine,
    d: &Dispatch,
    ptr: Pointer,
    t: u8,
    fill: Fill,
    tweak: Option<(u32, u8)>,
    budget: u64,
) -> Result<Drew, String> {
    let mut m = setup(prep, d, ptr, t, fill.markers, fill.turn, tweak)?;
    m.track_input(RECORD_ADDR, RECORD_TRACKED).map_err(|e| e.to_string())?;
    match run_to(&mut m, &d.jrs, budget)? {
        Reached::Jr => {}
        Reached::Returned => return Err("the function returned before the dispatch".to_string()),
    }
    m.set_store_log(1 << 16);
    m.clear_gpu_log();
    let (map, _) = targets(d);
    let to = take_jr(&mut m)?;
    if map.get(&i64::from(t)) != Some(&to) {
        return Err(format!("the dispatch went to {to:#010x}, not to the case of type {t}"));
    }
    let left = budget.saturating_sub(m.instructions());
    // back at a dispatch jr, or returned: either ends the case
    run_to(&mut m, &d.jrs, left.max(1))?;
    if let Some((p, fields)) = packet(&m) {
        return Ok(Drew::Prim(p, fields, "packet"));
    }
    if let Some((p, words)) = gp0(&m) {
        return Ok(Drew::Gp0(p, words));
    }
    Ok(Drew::Nothing)
}

/// The record offsets in a taint set.
fn offsets(t: Taint) -> Vec<u32> {
    t.offsets()
}

/// The first PsyQ packet the case stored: a constant polygon command byte at +7 of a tag whose
/// top byte is the primitive's word count (what `setPolyXX` writes), still there when the case
/// ends.
fn packet(m: &Machine) -> Option<(&'static Primitive, Fields)> {
    for s in m.store_log() {
        if !s.taint.is_empty() {
            continue;
        }
        for lane in 0..s.size {
            let byte = ((s.value >> lane.wrapping_mul(8)) & 0xFF) as u8;
            let Some(p) = primitive::of_command(byte) else { continue };
            let code_at = s.addr.wrapping_add(lane);
            let tag = code_at.wrapping_sub(CODE_OFFSET);
            if m.read_u8(code_at).ok() == Some(byte)
                && m.read_u8(tag.wrapping_add(3)).ok() == Some(p.words)
            {
                return Some((p, fields_at(m, p, tag)));
            }
        }
    }
    None
}

/// The fields of primitive `p` whose tag is at `tag`, from memory's provenance.
fn fields_at(m: &Machine, p: &Primitive, tag: u32) -> Fields {
    Fields(
        p.fields
            .iter()
            .map(|&(name, off, len)| {
                let t = (0..len).fold(Taint::EMPTY, |acc, i| {
                    acc | m.mem_taint(tag.wrapping_add(off).wrapping_add(i))
                });
                (name.to_string(), offsets(t))
            })
            .collect(),
    )
}

/// The first polygon the case wrote to the GP0 port: its command word and the words after
/// it, with their provenance.
fn gp0(m: &Machine) -> Option<(&'static Primitive, Vec<(u32, Taint)>)> {
    let words: Vec<(u32, Taint)> = m
        .gpu_log()
        .iter()
        .filter(|w| w.port == crate::GpuPort::Gp0)
        .map(|w| (w.value, w.taint))
        .collect();
    let start = words.iter().position(|(v, _)| primitive::of_command((v >> 24) as u8).is_some())?;
    let (cmd, _) = *words.get(start)?;
    let p = primitive::of_command((cmd >> 24) as u8)?;
    let pkt = words.get(start..start.saturating_add(usize::from(p.words)))?;
    (pkt.len() == usize::from(p.words)).then(|| (p, pkt.to_vec()))
}

/// The fields of a GP0 primitive: a field takes the offsets of its word's provenance that
/// change one of the field's bytes when perturbed (`affects`: offset → byte positions in the
/// packet after the tag); an offset never perturbed successfully counts for the whole word.
fn gp0_fields(
    p: &Primitive,
    words: &[(u32, Taint)],
    affects: &BTreeMap<u32, Option<Vec<u32>>>,
) -> Fields {
    Fields(
        p.fields
            .iter()
            .map(|&(name, off, len)| {
                let mut out: Vec<u32> = Vec::new();
                for i in 0..len {
                    // struct offset 4 is GP0 word 0
                    let pos = off.saturating_add(i).saturating_sub(4);
                    let Some(&(_, t)) = words.get((pos / 4) as usize) else { continue };
                    for o in t.offsets() {
                        let hit = match affects.get(&o) {
                            Some(Some(bytes)) => bytes.contains(&pos),
                            _ => true,
                        };
                        if hit && !out.contains(&o) {
                            out.push(o);
                        }
                    }
                }
                out.sort_unstable();
                (name.to_string(), out)
            })
            .collect(),
    )
}

/// The bytes (positions after the tag) of two GP0 packets that differ.
fn differing(a: &[(u32, Taint)], b: &[(u32, Taint)]) -> Vec<u32> {
    let mut out = Vec::new();
    for (k, (x, y)) in (0u32..).zip(a.iter().zip(b)) {
        for lane in 0u32..4 {
            let sh = lane.wrapping_mul(8);
            if (x.0 >> sh) & 0xFF != (y.0 >> sh) & 0xFF {
                out.push(k.wrapping_mul(4).wrapping_add(lane));
            }
        }
    }
    out
}

/// Splits GP0 word provenance by byte: each record offset in the packet's provenance is rerun
/// with four other values (the same fill otherwise); the packet bytes that change in any of
/// them are the ones it feeds. An offset whose reruns never draw the same primitive keeps its
/// whole word.
#[allow(clippy::too_many_arguments)]
fn refine_gp0(
    prep: &Machine,
    d: &Dispatch,
    ptr: Pointer,
    t: u8,
    fill: Fill,
    p: &'static Primitive,
    words: &[(u32, Taint)],
    budget: u64,
) -> Fields {
    let all = words.iter().fold(Taint::EMPTY, |acc, w| acc | w.1);
    let off = u32::try_from(d.type_offset).unwrap_or(0);
    let rec = record(t, off, fill.markers, fill.turn);
    let mut affects: BTreeMap<u32, Option<Vec<u32>>> = BTreeMap::new();
    for o in all.offsets() {
        let b = rec.get(o as usize).copied().unwrap_or(0);
        // the union over several values: one value may leave a field unchanged by chance
        let mut found: Option<Vec<u32>> = None;
        for v in [b ^ 1, b ^ 2, b.wrapping_add(3), b ^ 8] {
            if let Ok(Drew::Gp0(q, w2)) = run_case(prep, d, ptr, t, fill, Some((o, v)), budget) {
                if q.command == p.command {
                    let f = found.get_or_insert_with(Vec::new);
                    for x in differing(words, &w2) {
                        if !f.contains(&x) {
                            f.push(x);
                        }
                    }
                }
            }
        }
        affects.insert(o, found);
    }
    gp0_fields(p, words, &affects)
}

/// Runs every case of `d`; returns the per-type layouts and how the record pointer was given.
fn measure(
    base: &Machine,
    d: &Dispatch,
    globals: &[u32],
    opts: &LayoutOptions,
    warnings: &mut Vec<String>,
) -> (BTreeMap<i64, TypeLayout>, String) {
    let lengths = d.lengths();
    let blank = |length: Option<u32>, why: String| TypeLayout {
        length,
        command: None,
        fields: Fields::default(),
        primitive: None,
        from: None,
        fill: None,
        not_measured: Some(why),
    };
    let types: Vec<(i64, u8)> = d
        .cases
        .iter()
        .filter(|c| !c.is_default)
        .filter_map(|c| u8::try_from(c.type_byte).ok().map(|t| (c.type_byte, t)))
        .collect();
    let mut found = Err(String::new());
    for structs in [Structs::Pointers, Structs::Counts, Structs::CountsFirst] {
        let prep = prepared(base, 1, structs, globals);
        match find_pointer(&prep, d, globals, opts.budget) {
            Ok(p) => {
                found = Ok((p, structs));
                break;
            }
            Err(e) => found = Err(format!("{e} ({structs})")),
        }
    }
    let (ptr, structs) = match found {
        Ok(x) => x,
        Err(e) => {
            warnings.push(format!("record layouts not measured: {e}"));
            let out = types
                .iter()
                .map(|&(k, _)| (k, blank(lengths.get(&k).copied(), e.clone())))
                .collect();
            return (out, format!("not found: {e}"));
        }
    };
    let preps: Vec<(u32, Machine)> =
        SEEDS.iter().map(|&s| (s, prepared(base, s, structs, globals))).collect();
    let prep_of = |seed: u32| preps.iter().find(|p| p.0 == seed).map(|p| &p.1);
    let mut out = BTreeMap::new();
    for (k, t) in types {
        let length = lengths.get(&k).copied();
        let mut ran_clean = 0u32;
        let mut first_err: Option<String> = None;
        let mut got: Option<TypeLayout> = None;
        for fill in fills() {
            let Some(prep) = prep_of(fill.seed) else { continue };
            let drew = match run_case(prep, d, ptr, t, fill, None, opts.budget) {
                Ok(Drew::Gp0(p, words)) => {
                    let fields = refine_gp0(prep, d, ptr, t, fill, p, &words, opts.budget);
                    Ok(Drew::Prim(p, fields, "gp0"))
                }
                other => other,
            };
            match drew {
                Ok(Drew::Gp0(..)) => {}
                Ok(Drew::Prim(p, fields, from)) => {
                    got = Some(TypeLayout {
                        length,
                        command: Some(format!("{:#04x}", p.command)),
                        fields,
                        primitive: Some(p.name),
                        from: Some(from),
                        fill: Some(fill.to_string()),
                        not_measured: None,
                    });
                    break;
                }
                Ok(Drew::Nothing) => ran_clean = ran_clean.saturating_add(1),
                Err(e) => {
                    if first_err.is_none() {
                        first_err = Some(e);
                    }
                }
            }
        }
        let layout = match got {
            Some(l) => l,
            None if ran_clean > 0 => TypeLayout {
                length,
                command: None,
                fields: Fields::default(),
                primitive: None,
                from: None,
                fill: Some(format!(
                    "drew nothing in {ran_clean} of {} fills{}",
                    fills().len(),
                    first_err.map(|e| format!(" (other runs: {e})")).unwrap_or_default()
                )),
                not_measured: None,
            },
            None => {
                let why = first_err.unwrap_or_else(|| "no run".to_string());
                warnings.push(format!("type {k}: not measured: {why}"));
                blank(length, why)
            }
        };
        out.insert(k, layout);
    }
    (out, format!("{ptr} ({structs})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_and_mix() {
        let r = record(9, 0, Markers::Distinct, 0);
        assert_eq!(r[0], 9);
        assert!(r[1..23].iter().all(|&b| (1..=23).contains(&b)));
        let mut s = r[1..23].to_vec();
        s.sort_unstable();
        s.dedup();
        assert_eq!(s.len(), 22);
        let e = record(3, 0, Markers::EvenZero, 1);
        assert_eq!((e[0], e[2], e[4]), (3, 0, 0));
        assert_ne!(e[1], 0);
        assert_ne!(mix(1), mix(2));
    }
}
