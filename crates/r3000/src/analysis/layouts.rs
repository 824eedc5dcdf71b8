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

use std::collections::{BTreeMap, BTreeSet};

use mips::dispatch::{self, Dispatch};

use super::arena::{prepared, record, Markers, Runner, Structs, SEEDS};
pub use super::arena::{ARENA_END, RECORD_ADDR, RECORD_TRACKED};
use super::perturb::{perturb, Moved};
use super::primitive::Primitive;
use super::run::{arrive, Plan, Pointer, Target};
use super::state::{pair, Fed};
use super::steer::{replay, steer, variety, Regions, Seen, Steer, Steered};
use crate::Machine;

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

impl Fields {
    /// Whether no field is listed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

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

/// State sources: per primitive field (or command bit), per state type, that record's offsets
/// (`{"x0": {"0": [1, 2]}}`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StateSources(pub Vec<(String, BTreeMap<i64, Vec<u32>>)>);

impl StateSources {
    /// Whether no field reads state.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl serde::Serialize for StateSources {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, &mips::dispatch::ByType(v.clone()))?;
        }
        m.end()
    }
}

/// The perturbation check of one type (see `docs/formats/exe.md`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SelfCheck {
    /// `"pass"`: every record byte perturbed, each moved exactly the fields that list it;
    /// `"fail"`: some byte moved a field that does not list it; `"partial"`: no disagreement,
    /// but some bytes could not be perturbed (no perturbed run drew).
    pub status: &'static str,
    /// Record bytes perturbed.
    pub perturbed: u32,
    /// Record bytes no perturbed run of which drew.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unchecked: Vec<u32>,
    /// Each disagreement.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub problems: Vec<String>,
}

/// What one record type's case does.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TypeLayout {
    /// The record length, if constant.
    pub length: Option<u32>,
    /// Where the length was found: the case's pointer advance, a per-type table, or running
    /// the loop (and whether running the loop agreed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length_from: Option<String>,
    /// The GP0 command of the primitive it draws, `& 0xFC` (`"0x24"`), or null.
    pub command: Option<String>,
    /// For every field of that primitive, the record bytes feeding it.
    pub fields: Fields,
    /// The record bytes that set the command's low bits (`semi_transparent`, bit 1;
    /// `raw_texture`, bit 0), through data or through branches.
    #[serde(skip_serializing_if = "Fields::is_empty")]
    pub command_bits: Fields,
    /// Fields fed by state an earlier record set: field → state type → its bytes.
    #[serde(skip_serializing_if = "StateSources::is_empty")]
    pub state: StateSources,
    /// What this type sets for later records (`base`: the vertex index base; field names of
    /// the primitives it feeds).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sets: Vec<String>,
    /// libgpu's name of the primitive.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub primitive: Option<&'static str>,
    /// Where the primitive was read: `"packet"` (a PsyQ packet in RAM) or `"gp0"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<&'static str>,
    /// The run that drew: arena fill, record markers, pools filled, branches forced (or that
    /// all fills were tried).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fill: Option<String>,
    /// Why the type draws nothing (`command` null).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// The perturbation check of the fields (drawing types).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub self_check: Option<SelfCheck>,
    /// Why the type could not be measured (then `command` and `fields` say nothing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_measured: Option<String>,
}

impl TypeLayout {
    fn blank(length: Option<u32>) -> TypeLayout {
        TypeLayout {
            length,
            length_from: None,
            command: None,
            fields: Fields::default(),
            command_bits: Fields::default(),
            state: StateSources::default(),
            sets: Vec::new(),
            primitive: None,
            from: None,
            fill: None,
            why: None,
            self_check: None,
            not_measured: None,
        }
    }
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
    /// Loud notes: no dispatch, none chosen, types not measured, lengths in disagreement.
    pub warnings: Vec<String>,
}

/// Finds the dispatches of `exe`, chooses the draw dispatch by the published facts and runs
/// each of its cases (see the module docs). Bounded: every run has `opts.budget`
/// instructions; every failure is reported, never a panic.
pub fn record_layouts(exe: &[u8], opts: &LayoutOptions) -> Result<LayoutReport, LayoutError> {
    let img = mips::ExeImage::parse(exe)?;
    let phys = img.base & 0x1FFF_FFFF;
    if phys < ARENA_END {
        return Err(LayoutError::Overlap { t_addr: img.base, phys });
    }
    let (found, choice) = dispatch::find_draw(&img, dispatch::Options { at: opts.dispatch });
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
    let regions = regions_of(exe);
    let mut out = Vec::new();
    let mut order: Vec<usize> = choice.chosen.into_iter().collect();
    order.extend((0..found.len()).filter(|k| Some(*k) != choice.chosen));
    for k in order {
        let Some(d) = found.get(k) else { continue };
        let lengths = d.lengths();
        if Some(k) == choice.chosen {
            let (types, pointer) =
                measure(&base, d, &globals(&img, d), opts, &regions, &mut warnings);
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
                    let mut t = TypeLayout::blank(lengths.get(&c.type_byte).copied());
                    t.not_measured = Some("not the draw dispatch: not run".to_string());
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

/// The EXE's text and BSS, for naming where a pool lives.
fn regions_of(exe: &[u8]) -> Regions {
    match disc::exe::Exe::parse(exe) {
        Ok(e) => {
            let h = &e.header;
            let t = h.t_addr & 0x1FFF_FFFF;
            let b = h.b_addr & 0x1FFF_FFFF;
            Regions {
                text: (t, t.saturating_add(u32::try_from(e.text.len()).unwrap_or(0))),
                bss: (b, b.saturating_add(h.b_size)),
            }
        }
        Err(_) => Regions::default(),
    }
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

/// Global words the function (up to its last case) loads: `lui r, hi` then `lw _, lo(r)`, or
/// `lw _, off($gp)` with the EXE's `gp` **[provisional: a straight-line scan]**.
fn globals(img: &mips::ExeImage<'_>, d: &Dispatch) -> Vec<u32> {
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

/// Finds where the function takes the record pointer from: the first arrival at the dispatch
/// must jump to the case of the type in the record, for two types.
fn find_pointer(
    r: &mut Runner,
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
        let tg = Target::new(d, ptr, budget);
        for &t in &probes {
            let plan =
                Plan { last: record(t, tg.type_offset, Markers::Distinct, 0), ..Plan::default() };
            match arrive(r, &tg, &plan) {
                Ok(Some(to)) if map.get(&i64::from(t)) == Some(&to) => {}
                Ok(_) => continue 'cand,
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

/// The record length of a type: the static advance `mips` found, checked against the next
/// type byte's offset when the loop was run; or the run's alone. Returns the length, where it
/// came from, and a warning when the two disagree.
fn length_of(
    t: i64,
    stat: Option<u32>,
    from: Option<String>,
    seen: &Seen,
) -> (Option<u32>, Option<String>, Option<String>) {
    let ran: Vec<u32> = seen.next.iter().copied().collect();
    let what = from.unwrap_or_else(|| "the case's pointer advance".to_string());
    match (stat, ran.as_slice()) {
        (Some(l), []) => (
            Some(l),
            Some(format!("{what} (the runs never came back to the dispatch to confirm it)")),
            None,
        ),
        (Some(l), [r]) if *r == l => {
            (Some(l), Some(format!("{what}; running the loop reads the next type byte at +{l}")), None)
        }
        (Some(l), other) => (
            Some(l),
            Some(format!("{what}; running the loop disagrees (next type byte read at +{other:?})")),
            Some(format!(
                "type {t}: the dispatch's code advances {l} bytes, but running the loop read the next type byte at +{other:?}"
            )),
        ),
        (None, [r]) => (
            Some(*r),
            Some(format!("running the loop: the next type byte is read at +{r}")),
            None,
        ),
        (None, []) => (None, None, None),
        (None, more) => (
            None,
            Some(format!("running the loop read the next type byte at +{more:?}: not constant")),
            None,
        ),
    }
}

/// Own fields of a drawn primitive: each field's provenance (record offsets), kept where a
/// perturbation of the byte moved the field or could not be checked; with the command bits
/// and the self-check.
fn own_fields(
    prim: &Primitive,
    drawn: &super::run::Drawn,
    moved: &BTreeMap<u32, Option<Moved>>,
    type_offset: u32,
    record_len: Option<u32>,
) -> (Fields, Fields, SelfCheck) {
    let mut fields = Vec::new();
    let mut listed: BTreeMap<u32, BTreeSet<&'static str>> = BTreeMap::new();
    for &(name, off, len) in prim.fields {
        let keep: Vec<u32> = drawn
            .taint_of(off, len)
            .offsets()
            .into_iter()
            .filter(|&o| o != type_offset)
            .filter(|o| moved.get(o).is_none_or(|m| m.as_ref().is_none_or(|m| m.hits(off, len))))
            .collect();
        for &o in &keep {
            listed.entry(o).or_default().insert(name);
        }
        fields.push((name.to_string(), keep));
    }
    let mut bits: Vec<(String, Vec<u32>)> = Vec::new();
    for (bit, name) in [(2u8, "semi_transparent"), (1, "raw_texture")] {
        let v: Vec<u32> = moved
            .iter()
            .filter(|(_, m)| m.as_ref().is_some_and(|m| m.command & bit != 0))
            .map(|(o, _)| *o)
            .collect();
        if !v.is_empty() {
            bits.push((name.to_string(), v));
        }
    }
    let mut problems = Vec::new();
    let mut unchecked = Vec::new();
    let mut perturbed = 0u32;
    for (&o, m) in moved {
        if record_len.is_some_and(|l| o >= l) {
            continue;
        }
        perturbed = perturbed.saturating_add(1);
        let Some(m) = m else {
            unchecked.push(o);
            continue;
        };
        for &(name, off, len) in prim.fields {
            let lists = listed.get(&o).is_some_and(|s| s.contains(name));
            if m.hits(off, len) && !lists {
                problems.push(format!(
                    "byte {o} moves {name}, which does not list it (it flows there through a branch, not through data)"
                ));
            }
        }
    }
    let status = if !problems.is_empty() {
        "fail"
    } else if !unchecked.is_empty() {
        "partial"
    } else {
        "pass"
    };
    (Fields(fields), Fields(bits), SelfCheck { status, perturbed, unchecked, problems })
}

/// Runs every case of `d`; returns the per-type layouts and how the record pointer was given.
fn measure(
    base: &Machine,
    d: &Dispatch,
    globals: &[u32],
    opts: &LayoutOptions,
    regions: &Regions,
    warnings: &mut Vec<String>,
) -> (BTreeMap<i64, TypeLayout>, String) {
    let lengths = d.lengths();
    let sources = d.length_sources();
    let types: Vec<(i64, u8)> = d
        .cases
        .iter()
        .filter(|c| !c.is_default)
        .filter_map(|c| u8::try_from(c.type_byte).ok().map(|t| (c.type_byte, t)))
        .collect();
    let mut found = Err(String::new());
    for structs in [Structs::Pointers, Structs::Counts, Structs::CountsFirst] {
        let mut r = Runner::new(prepared(base, 1, structs, globals));
        match find_pointer(&mut r, d, globals, opts.budget) {
            Ok(p) => {
                found = Ok((p, structs, r));
                break;
            }
            Err(e) => found = Err(format!("{e} ({structs})")),
        }
    }
    let (ptr, structs, first) = match found {
        Ok(x) => x,
        Err(e) => {
            warnings.push(format!("record layouts not measured: {e}"));
            let out = types
                .iter()
                .map(|&(k, _)| {
                    let mut t = TypeLayout::blank(lengths.get(&k).copied());
                    t.not_measured = Some(e.clone());
                    (k, t)
                })
                .collect();
            return (out, format!("not found: {e}"));
        }
    };
    let mut runners: Vec<(u32, Runner)> = vec![(1, first)];
    for &s in SEEDS.iter().filter(|&&s| s != 1) {
        runners.push((s, Runner::new(prepared(base, s, structs, globals))));
    }
    let tg = Target::new(d, ptr, opts.budget);
    // 1. every type until it draws
    let mut steered: BTreeMap<i64, (Steer, Seen)> = BTreeMap::new();
    for &(k, t) in &types {
        let mut seen = Seen::default();
        let mut s = steer(&mut runners, &tg, t, regions, &mut seen);
        if let Steer::Drew(d) = &mut s {
            // later runs (perturbed, after a state record) may OR record bits into the
            // command byte: the packet stays where this run put it
            d.plan.accept = d.ran.drawn.as_ref().and_then(|x| x.tag);
            if let Some(v) = variety(&mut runners, &tg, d) {
                s = Steer::Drew(Box::new(v));
            }
        }
        steered.insert(k, (s, seen));
    }
    // 2. lengths: the static advance, checked by running the loop
    let mut len_of: BTreeMap<i64, (Option<u32>, Option<String>)> = BTreeMap::new();
    for &(k, _) in &types {
        let seen = steered.get(&k).map(|s| s.1.clone()).unwrap_or_default();
        let (l, from, warn) =
            length_of(k, lengths.get(&k).copied(), sources.get(&k).cloned(), &seen);
        warnings.extend(warn);
        len_of.insert(k, (l, from));
    }
    // 3. own fields, command bits and the self-check, by perturbation
    let mut out: BTreeMap<i64, TypeLayout> = BTreeMap::new();
    for &(k, _) in &types {
        let (length, length_from) = len_of.get(&k).cloned().unwrap_or((None, None));
        let mut tl = TypeLayout::blank(length);
        tl.length_from = length_from;
        match steered.get(&k).map(|s| &s.0) {
            Some(Steer::Drew(s)) => {
                let s: &Steered = s;
                let Some(drawn) = s.ran.drawn.as_ref() else { continue };
                let mut offsets: BTreeSet<u32> =
                    (0..length.unwrap_or(0)).filter(|&o| o != tg.type_offset).collect();
                for &(_, off, len) in drawn.prim.fields {
                    offsets.extend(drawn.taint_of(off, len).offsets());
                }
                offsets.extend(drawn.taint_of(super::primitive::CODE_OFFSET, 1).offsets());
                offsets.remove(&tg.type_offset);
                let Some(r) = runners.iter_mut().find(|r| r.0 == s.fill.seed).map(|r| &mut r.1)
                else {
                    continue;
                };
                let moved = perturb(r, &tg, &s.plan, drawn, &replay(&s.ran), &offsets);
                let (fields, bits, check) =
                    own_fields(drawn.prim, drawn, &moved, tg.type_offset, length);
                tl.command = Some(format!("{:#04x}", drawn.prim.command));
                tl.fields = fields;
                tl.command_bits = bits;
                tl.primitive = Some(drawn.prim.name);
                tl.from = Some(drawn.from);
                tl.fill = Some(s.how.clone());
                tl.self_check = Some(check);
            }
            Some(Steer::Nothing { why, clean, tried, .. }) => {
                tl.fill = Some(format!("drew nothing in {clean} of {tried} fills"));
                tl.why = Some(why.clone());
            }
            Some(Steer::Failed(e)) => {
                warnings.push(format!("type {k}: not measured: {e}"));
                tl.not_measured = Some(e.clone());
            }
            None => {}
        }
        out.insert(k, tl);
    }
    // 4. state records: every type before every drawing type
    let mut sets: BTreeMap<i64, Vec<String>> = BTreeMap::new();
    for &(k, _) in &types {
        let Some((Steer::Drew(s), _)) = steered.get(&k) else { continue };
        let mut state: BTreeMap<String, BTreeMap<i64, Vec<u32>>> = BTreeMap::new();
        for &(ks, ts) in &types {
            let Some(len_s) = len_of.get(&ks).and_then(|l| l.0) else { continue };
            let Some(r) = runners.iter_mut().find(|r| r.0 == s.fill.seed).map(|r| &mut r.1) else {
                continue;
            };
            let Some(fed): Option<Fed> = pair(r, &tg, ts, len_s, s) else { continue };
            for (f, offs) in &fed.fields {
                state.entry(f.clone()).or_default().insert(ks, offs.iter().copied().collect());
                let via_index = (f.starts_with('x') || f.starts_with('y'))
                    && offs.iter().any(|o| fed.addressing.contains(o));
                let name = if via_index { "base".to_string() } else { f.clone() };
                let e = sets.entry(ks).or_default();
                if !e.contains(&name) {
                    e.push(name);
                }
            }
        }
        if let (Some(tl), Some(drawn)) = (out.get_mut(&k), s.ran.drawn.as_ref()) {
            let order =
                drawn.prim.fields.iter().map(|f| f.0).chain(["semi_transparent", "raw_texture"]);
            tl.state = StateSources(
                order.filter_map(|f| state.remove(f).map(|v| (f.to_string(), v))).collect(),
            );
        }
    }
    for (k, v) in sets {
        if let Some(tl) = out.get_mut(&k) {
            let mut v = v;
            v.sort_by_key(|n| (field_rank(n), n.clone()));
            tl.sets = v;
            if tl.command.is_none() && tl.why.is_some() {
                tl.why = Some(format!(
                    "a state record: draws nothing, sets {} for the records after it",
                    tl.sets.join(", ")
                ));
            }
        }
    }
    (out, format!("{ptr} ({structs})"))
}

/// Sort key of a field name: `base` first, then the order of POLY_GT4's fields (the
/// superset), then the command bits.
fn field_rank(n: &str) -> usize {
    if n == "base" {
        return 0;
    }
    let gt4 = super::primitive::PRIMITIVES.iter().find(|p| p.name == "POLY_GT4");
    gt4.and_then(|p| p.fields.iter().position(|f| f.0 == n))
        .map_or(usize::MAX, |k| k.saturating_add(1))
}

#[cfg(test)]
mod tests {
    use super::super::arena::mix;
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
