//! Record-length derivation from record-dispatch loops.
//!
//! A dispatch is a jump table whose index is a byte loaded through a pointer (`lbu t, k(p)`),
//! inside a loop whose cases come back to the same `jr`. Each case is interpreted abstractly
//! (see `value`) from the state the `jr` hands it until it reaches the `jr` again; the case's
//! advance is the distance between the address its next type byte is read from and the
//! address this one was read from. Pointer copies, constant adds, stack spills, struct-held
//! pointers and shared tails need no special casing: they are values and locations of the
//! abstract machine. A case that only returns "leaves the loop"; one whose paths disagree
//! has a non-constant advance.

use std::collections::BTreeMap;

use crate::functions::Function;
use crate::insn::Flow;
use crate::jumptable::{self, JumpTable};
use crate::value::{self, Control, Lin, State, SymKind, Syms, Val};
use crate::ExeImage;

/// What one case does.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "value")]
pub enum CaseResult {
    /// Every path back to the dispatch moves the type pointer by this many bytes.
    Advance(i32),
    /// No path comes back to the dispatch (returns or leaves the function).
    LeavesLoop,
    /// Paths come back with different or unknown advances.
    NotConstant,
}

/// One case (a table entry).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Case {
    /// The type byte (switch value) that selects this entry.
    pub type_byte: i64,
    /// Entry target.
    pub target: u32,
    /// Whether the entry is the switch's default (out-of-range) target.
    pub is_default: bool,
    /// What the case does.
    pub result: CaseResult,
    /// Some path of the case leaves the loop without passing a loop-control branch (a branch
    /// whose other side goes straight back to the dispatch), e.g. `if (x) return;` inside
    /// the case. Only known when the case's paths could be walked one by one.
    pub may_leave: bool,
    /// Where a table-driven advance was read (`None`: the case's own constant advance).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length_from: Option<String>,
}

/// A record-dispatch loop and its per-type advances.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Dispatch {
    /// The function holding the dispatch.
    pub function: u32,
    /// The jump table.
    pub table: JumpTable,
    /// Offset of the type byte from the pointer (`lbu t, k(p)`).
    pub type_offset: i32,
    /// Per-entry results.
    pub cases: Vec<Case>,
    /// Every `jr` through the table (more than one when gcc duplicated the table jump into
    /// the cases), ascending.
    pub jrs: Vec<u32>,
}

impl Dispatch {
    /// type byte → advance, for the non-default cases with a constant positive advance.
    pub fn lengths(&self) -> BTreeMap<i64, u32> {
        self.cases
            .iter()
            .filter(|c| !c.is_default)
            .filter_map(|c| match c.result {
                CaseResult::Advance(a) if a > 0 => Some((c.type_byte, a.unsigned_abs())),
                _ => None,
            })
            .collect()
    }

    /// type byte → where its length came from, for the lengths not given by the case's own
    /// constant pointer advance (a per-type table read before the jump).
    pub fn length_sources(&self) -> BTreeMap<i64, String> {
        self.cases
            .iter()
            .filter(|c| !c.is_default)
            .filter_map(|c| c.length_from.clone().map(|f| (c.type_byte, f)))
            .collect()
    }

    /// Cases that are not a clean constant advance: (type byte, problem).
    pub fn problems(&self) -> Vec<(i64, String)> {
        self.cases
            .iter()
            .filter(|c| !c.is_default)
            .filter_map(|c| match c.result {
                CaseResult::Advance(a) if a > 0 => {
                    c.may_leave.then(|| (c.type_byte, "may leave the loop".to_string()))
                }
                CaseResult::Advance(a) => {
                    Some((c.type_byte, format!("advance {a} is not positive")))
                }
                CaseResult::LeavesLoop => Some((c.type_byte, "leaves the loop".to_string())),
                CaseResult::NotConstant => {
                    Some((c.type_byte, "advance is not constant".to_string()))
                }
            })
            .collect()
    }
}

/// The type-byte read behind a jump-table index symbol: (symbolic base, constant offset).
fn type_read(index_sym: u32, syms: &Syms) -> Option<(Lin, u32)> {
    type_sym(index_sym, syms).map(|(l, o, _)| (l, o))
}

/// As [`type_read`], with the type byte's own symbol.
fn type_sym(index_sym: u32, syms: &Syms) -> Option<(Lin, u32, u32)> {
    let mut s = index_sym;
    for _ in 0..4 {
        match syms.kind(s)? {
            SymKind::Load { addr, width: 1, .. } => return Some((addr.base(), addr.add, s)),
            SymKind::Masked { of, .. } | SymKind::Shr { of, .. } if of.single()?.1 == 1 => {
                s = of.single()?.0
            }
            _ => return None,
        }
    }
    None
}

/// A table-driven advance: the pointer came back as `ptr + table[type · stride]` (a length
/// read from a per-type table in the image, indexed by the type byte, before the jump).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TableAdvance {
    at: u32,
    stride: u32,
    width: u8,
    signed: bool,
    add: i32,
}

impl TableAdvance {
    /// The advance of type value `x`, read from the image.
    fn eval(self, img: &ExeImage<'_>, x: i64) -> Option<i32> {
        let off = u32::try_from(x).ok()?.checked_mul(self.stride)?;
        let a = self.at.checked_add(off)?;
        let mut v = 0u32;
        for i in 0..u32::from(self.width) {
            v |= u32::from(img.byte(a.checked_add(i)?)?) << i.wrapping_mul(8);
        }
        let v = match (self.width, self.signed) {
            (1, true) => v as u8 as i8 as i32,
            (2, true) => v as u16 as i16 as i32,
            _ => v as i32,
        };
        v.checked_add(self.add)
    }
}

/// Whether `p - ptr` is one load from `K + type·stride` (the type byte's symbol `ts`).
fn table_term(p: Lin, ptr: Lin, ts: u32, add: i32, syms: &Syms) -> Option<TableAdvance> {
    let diff = p.combine(ptr, u32::MAX)?;
    let (s, m) = diff.single()?;
    if m != 1 || diff.add != 0 {
        return None;
    }
    let SymKind::Load { addr, width, signed } = syms.kind(s)? else { return None };
    let (t, stride) = addr.single()?;
    (t == ts && stride <= 64).then_some(TableAdvance { at: addr.add, stride, width, signed, add })
}

/// The type-byte address read by the value arriving at the dispatch `jr`, if it is a table
/// load from the same table.
fn arrival(v: Val, base: u32, syms: &Syms) -> Option<(Lin, u32)> {
    let d = jumptable::decode_target(v, syms)?;
    (d.base == base).then_some(())?;
    type_read(d.index_sym, syms)
}

/// The `jr`s of one function that jump through the same table (gcc -O2 duplicates the table
/// load and the `jr` into the end of every case of a threaded dispatch), with each one's
/// bound-check branch and its out-of-range target.
#[derive(Debug, Clone, Default)]
struct Members {
    jrs: std::collections::BTreeSet<u32>,
    checks: BTreeMap<u32, Option<u32>>,
}

impl Members {
    fn of(group: &[&JumpTable]) -> Self {
        let mut m = Members::default();
        for t in group {
            m.jrs.insert(t.jr);
            if let Some(c) = t.check {
                m.checks.insert(c, t.default);
            }
        }
        m
    }
}

/// Analyses one jump table (reached by the `jr`s of `members`) as a candidate dispatch.
/// Returns `None` when it is not one.
#[allow(clippy::too_many_arguments)]
fn analyse_table(
    img: &ExeImage<'_>,
    func: Function,
    jt: &JumpTable,
    members: &Members,
    at_jr: &(Val, State),
    tables: &BTreeMap<u32, JumpTable>,
    syms: &mut Syms,
) -> Option<Dispatch> {
    // The type is a byte: a record dispatch has at most 256 entries.
    if jt.count > 256 {
        return None;
    }
    let d = jumptable::decode_target(at_jr.0, syms)?;
    let (ptr, off0, tsym) = type_sym(d.index_sym, syms)?;
    // switch value of entry x: x - adjust; for a masked index, (x - adjust - mask_adjust) & mask
    let mut per_target: BTreeMap<u32, (CaseResult, bool)> = BTreeMap::new();
    let mut tabled: BTreeMap<u32, TableAdvance> = BTreeMap::new();
    let mut run = 1u32;
    let mut case_result = |t: u32, syms: &mut Syms| -> (CaseResult, bool, Option<TableAdvance>) {
        run = run.saturating_add(1);
        let run = run;
        // What to do at a block end, shared by the path walk and the fixpoint.
        let control = |term: &value::Term,
                       st: &State,
                       syms: &mut Syms|
         -> (Control, Option<Option<(Lin, u32)>>) {
            match term.flow {
                Some(Flow::JumpReg(_)) if members.jrs.contains(&term.pc) => {
                    (Control::Stop, Some(arrival(term.rs_val, d.base, syms)))
                }
                Some(Flow::JumpReg(_)) => match tables.get(&term.pc) {
                    Some(other) => (Control::Targets(other.targets.clone()), None),
                    None => (Control::Stop, None),
                },
                // The dispatch's own bound check: only the in-range edge (the out-of-range edge
                // is the default case, not this one).
                Some(Flow::Branch(_)) if members.checks.contains_key(&term.pc) => {
                    let dflt = members.checks.get(&term.pc).copied().flatten();
                    let succ = value::default_succ(img, term, st, run, syms, func);
                    let ts = succ.into_iter().map(|s| s.0).filter(|&s| Some(s) != dflt);
                    (Control::Targets(ts.collect()), None)
                }
                None | Some(Flow::Return) => (Control::Stop, None),
                Some(Flow::Jump(j)) if !(j >= func.start && j < func.end) => (Control::Stop, None),
                _ => (Control::Default, None),
            }
        };
        // First every path on its own (exact for constant-count loops and correlated
        // branches); when that is too much work, the fixpoint with joins.
        let mut arrivals: BTreeMap<u32, Option<(Lin, u32)>> = BTreeMap::new();
        let mut may_leave = false;
        match walk_paths(img, func, run, t, &at_jr.1, syms, &control, members) {
            Some((list, leaves)) => {
                for (k, a) in (0u32..).zip(list) {
                    arrivals.insert(k, a);
                }
                may_leave = leaves;
            }
            None => value::fixpoint(
                img,
                func,
                run,
                vec![(t, at_jr.1.clone())],
                syms,
                |term, st, start, syms| {
                    let (c, arr) = control(term, st, syms);
                    if let Some(a) = arr {
                        arrivals.insert(start, a);
                    }
                    c
                },
            ),
        }
        if arrivals.is_empty() {
            return (CaseResult::LeavesLoop, false, None);
        }
        let mut adv: Option<i32> = None;
        let mut table: Option<TableAdvance> = None;
        let mut ok = true;
        for a in arrivals.values() {
            match a {
                Some((p, o)) if *p == ptr => {
                    let delta = o.wrapping_sub(off0) as i32;
                    if adv.is_some_and(|x| x != delta) {
                        ok = false;
                    }
                    adv = Some(delta);
                }
                Some((p, o)) => {
                    let add = o.wrapping_sub(off0) as i32;
                    match table_term(*p, ptr, tsym, add, syms) {
                        Some(tb) if table.is_none_or(|x| x == tb) => table = Some(tb),
                        _ => ok = false,
                    }
                }
                _ => ok = false,
            }
        }
        match (ok, adv, table) {
            (true, Some(a), None) => (CaseResult::Advance(a), may_leave, None),
            (true, None, Some(tb)) => (CaseResult::NotConstant, may_leave, Some(tb)),
            _ => (CaseResult::NotConstant, may_leave, None),
        }
    };
    for &t in &jt.targets {
        if let std::collections::btree_map::Entry::Vacant(e) = per_target.entry(t) {
            let (r, leave, tb) = case_result(t, syms);
            if let Some(tb) = tb {
                tabled.insert(t, tb);
            }
            e.insert((r, leave));
        }
    }
    // A small switch domain (a masked or shifted byte): every value has a case, the values
    // the table does not cover included (gcc may leave one case to the default edge).
    let domain = switch_domain(jt, d.index_sym, syms);
    let cases: Vec<Case> = (0i64..)
        .zip(&jt.targets)
        .map(|(x, &t)| {
            let (result, may_leave) =
                per_target.get(&t).cloned().unwrap_or((CaseResult::NotConstant, false));
            let type_byte = match jt.mask {
                Some(m) => {
                    x.wrapping_sub(i64::from(jt.adjust)).wrapping_sub(i64::from(jt.mask_adjust))
                        & i64::from(m)
                }
                None => x.wrapping_sub(i64::from(jt.adjust)),
            };
            let table = tabled.get(&t).and_then(|tb| Some((tb, tb.eval(img, type_byte)?)));
            let (result, length_from) = match table {
                Some((tb, v)) => (
                    CaseResult::Advance(v),
                    Some(format!(
                        "a per-type length table at {:#010x} ({}-byte entries, stride {}) read before the jump",
                        tb.at, tb.width, tb.stride
                    )),
                ),
                None => (result, None),
            };
            Case {
                type_byte,
                target: t,
                is_default: domain.is_none() && jt.default == Some(t),
                result,
                may_leave,
                length_from,
            }
        })
        .collect();
    let mut cases = cases;
    if let (Some(n), Some(dflt)) = (domain, jt.default) {
        let covered: std::collections::BTreeSet<i64> = cases.iter().map(|c| c.type_byte).collect();
        let missing: Vec<i64> = (0..i64::from(n)).filter(|v| !covered.contains(v)).collect();
        if !missing.is_empty() {
            let (result, may_leave) = match per_target.get(&dflt) {
                Some(r) => r.clone(),
                None => {
                    let (r, l, _) = case_result(dflt, syms);
                    (r, l)
                }
            };
            for type_byte in missing {
                cases.push(Case {
                    type_byte,
                    target: dflt,
                    is_default: false,
                    result: result.clone(),
                    may_leave,
                    length_from: None,
                });
            }
            cases.sort_by_key(|c| c.type_byte);
        }
    }
    // A dispatch needs at least two cases that come back with constant positive advances,
    // and those advances must not all be the same (a byte-at-a-time scanner is not a record
    // dispatch).
    let adv: Vec<i32> = cases
        .iter()
        .filter(|c| !c.is_default)
        .filter_map(|c| match c.result {
            CaseResult::Advance(a) if a > 0 => Some(a),
            _ => None,
        })
        .collect();
    let distinct = adv.iter().any(|a| Some(a) != adv.first());
    if adv.len() < 2 || !distinct {
        return None;
    }
    Some(Dispatch {
        function: func.start,
        table: jt.clone(),
        type_offset: off0 as i32,
        cases,
        jrs: members.jrs.iter().copied().collect(),
    })
}

/// Blocks one case's path walk may run in total before falling back to the fixpoint.
const PATH_BUDGET: usize = 2048;
/// Paths (arrivals back at the dispatch) one case may have before the fallback.
const MAX_PATHS: usize = 64;

/// Walks every path from `start` separately, states never joined, branches on constants
/// decided. Returns the arrival of each path that comes back to the dispatch, and whether some
/// path left the loop without passing a loop-control branch; `None` when the budget runs out
/// (a loop whose trip count is not constant, or too many paths).
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn walk_paths(
    img: &ExeImage<'_>,
    func: Function,
    run: u32,
    start: u32,
    init: &State,
    syms: &mut Syms,
    control: &dyn Fn(&value::Term, &State, &mut Syms) -> (Control, Option<Option<(Lin, u32)>>),
    members: &Members,
) -> Option<(Vec<Option<(Lin, u32)>>, bool)> {
    let leaders = value::leaders(img, func);
    let mut pure: BTreeMap<u32, bool> = BTreeMap::new();
    // (block, state, passed a loop-control branch)
    let mut stack = vec![(start, init.clone(), false)];
    let mut out = Vec::new();
    let mut leaves = false;
    let mut steps = 0usize;
    while let Some((pc, mut st, control_seen)) = stack.pop() {
        steps = steps.saturating_add(1);
        if steps > PATH_BUDGET || out.len() > MAX_PATHS || !syms.tick() {
            return None;
        }
        let term = value::run_block(img, func, &leaders, pc, &mut st, run, syms);
        let (c, arr) = control(&term, &st, syms);
        if let Some(a) = arr {
            out.push(a);
        }
        let succ: Vec<(u32, State)> = match c {
            Control::Stop => {
                // a return or a jump out of the function ends the path outside the loop
                if arr.is_none() && !control_seen {
                    leaves = true;
                }
                Vec::new()
            }
            Control::Targets(ts) => ts.into_iter().map(|t| (t, st.clone())).collect(),
            Control::Default => value::default_succ(img, &term, &st, run, syms, func),
        };
        let targets: Vec<u32> = succ.iter().map(|s| s.0).collect();
        let two_way = targets.len() == 2 && matches!(term.flow, Some(Flow::Branch(_)));
        for (k, (t, s)) in succ.into_iter().enumerate().rev() {
            if !(t >= func.start && t < func.end && t.is_multiple_of(4)) {
                continue;
            }
            // The other side of a two-way branch going straight back to the dispatch makes
            // this a loop-control branch (the loop's own test, not the case's).
            let mut seen = control_seen;
            if two_way {
                if let Some(&other) = targets.get(1usize.saturating_sub(k)) {
                    seen |= *pure
                        .entry(other)
                        .or_insert_with(|| straight_to(img, func, other, members));
                }
            }
            stack.push((t, s, seen));
        }
    }
    Some((out, leaves))
}

/// Whether the code at `pc` reaches the dispatch `jr` within a few instructions without a
/// store, a call or a return (the loop's head and test, not a case's work).
fn straight_to(img: &ExeImage<'_>, func: Function, pc: u32, members: &Members) -> bool {
    let mut work = vec![(pc, 0u32)];
    let mut visited = 0u32;
    while let Some((mut at, mut n)) = work.pop() {
        visited = visited.saturating_add(1);
        if visited > 64 {
            return false;
        }
        while n < 32 && at >= func.start && at < func.end {
            if members.jrs.contains(&at) {
                return true;
            }
            let Some(w) = img.word(at) else { break };
            let i = crate::insn::Insn(w);
            // stores to the frame (locals at -O0) are bookkeeping; others are work
            let work_store = |i: crate::insn::Insn| {
                matches!(i.op(), 40..=46)
                    && !matches!(i.rs(), crate::insn::reg::SP | crate::insn::reg::FP)
            };
            if work_store(i) {
                break;
            }
            let flow = i.flow(at);
            let slot = img.word(at.wrapping_add(4)).map(crate::insn::Insn);
            if flow != Flow::Next && slot.is_some_and(work_store) {
                break;
            }
            n = n.saturating_add(1);
            match flow {
                Flow::Next => at = at.wrapping_add(4),
                Flow::Jump(t) => {
                    at = t;
                    n = n.saturating_add(1);
                }
                Flow::Branch(t) => {
                    let fall = at.wrapping_add(8);
                    // the dispatch's bound check continues in range only
                    if let Some(dflt) = members.checks.get(&at) {
                        at = if Some(t) == *dflt { fall } else { t };
                    } else {
                        work.push((t, n.saturating_add(1)));
                        at = fall;
                    }
                    n = n.saturating_add(1);
                }
                Flow::JumpReg(_) => break,
                _ => break,
            }
        }
    }
    false
}

/// Largest switch domain whose uncovered values are reported through the default edge.
const SMALL_DOMAIN: u32 = 64;

/// The number of values the switch value can take, when it is a masked or shifted byte and
/// at most [`SMALL_DOMAIN`].
fn switch_domain(jt: &JumpTable, index_sym: u32, syms: &Syms) -> Option<u32> {
    let inner = |s: u32| -> Option<u32> {
        match syms.kind(s)? {
            SymKind::Masked { mask, .. } => mask.checked_add(1),
            SymKind::Shr { sa, .. } if sa < 8 => Some(256 >> sa),
            _ => None,
        }
    };
    let n = match (jt.mask, syms.kind(index_sym)?) {
        // (value + k) & mask: the value's own domain
        (Some(_), SymKind::Masked { of, .. }) if of.add != 0 => inner(of.single()?.0)?,
        _ => inner(index_sym)?,
    };
    (n <= SMALL_DOMAIN).then_some(n)
}

/// Options for [`find`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Only consider the dispatch whose `jr`, table or function is at this address.
    pub at: Option<u32>,
}

/// Finds the record-dispatch loops of an image. With `opts.at`, keeps only the dispatch whose
/// `jr`, table or function start is that address, or whose function contains it.
pub fn find(img: &ExeImage<'_>, opts: Options) -> Vec<Dispatch> {
    let mut out = Vec::new();
    let mut budget = value::BUDGET;
    for mut r in jumptable::analyse_all(img) {
        // the cases of all regions share one budget
        r.syms.set_budget(budget);
        let f = r.func;
        let tables: BTreeMap<u32, JumpTable> =
            r.analysis.tables.iter().map(|t| (t.jr, t.clone())).collect();
        // one candidate per table address: the `jr`s through it analysed together, from the
        // first of them (by address) whose state decodes
        let mut groups: BTreeMap<u32, Vec<&JumpTable>> = BTreeMap::new();
        for jt in &r.analysis.tables {
            groups.entry(jt.table).or_default().push(jt);
        }
        for group in groups.values() {
            let wanted = opts.at.is_none_or(|a| {
                group.iter().any(|jt| a == jt.jr || a == jt.table) || (a >= f.start && a < f.end)
            });
            if !wanted {
                continue;
            }
            let members = Members::of(group);
            let Some((jt, at_jr)) = group.iter().find_map(|jt| {
                let st = r.analysis.at_jr.get(&jt.jr)?;
                jumptable::decode_target(st.0, &r.syms).map(|_| (*jt, st))
            }) else {
                continue;
            };
            if let Some(d) = analyse_table(img, f, jt, &members, at_jr, &tables, &mut r.syms) {
                out.push(d);
            }
        }
        budget = r.syms.budget();
    }
    out.sort_by_key(|d| d.table.jr);
    // the face-record draw dispatch first (see `choose`), the others by address
    if let Some(k) = choose(&out).chosen {
        let d = out.remove(k);
        out.insert(0, d);
    }
    out
}

/// Entries of the face-record draw dispatch's jump table **[published]**.
pub const PUBLISHED_TABLE_ENTRIES: u32 = 14;
/// The published record lengths: (type byte, length) **[published]**: type 0 = 3, type 9 =
/// 12, type 0xD = 21.
pub const PUBLISHED_LENGTHS: [(i64, u32); 3] = [(0, 3), (9, 12), (13, 21)];

/// Why a dispatch is not the face-record draw dispatch: every published fact it disagrees
/// with (empty when it agrees with all of them).
pub fn disagreements(d: &Dispatch) -> Vec<String> {
    let mut out = Vec::new();
    if d.table.count != PUBLISHED_TABLE_ENTRIES {
        out.push(format!(
            "the jump table has {} entries; the draw dispatch's has {PUBLISHED_TABLE_ENTRIES} [published]",
            d.table.count
        ));
    }
    let lengths = d.lengths();
    for (t, want) in PUBLISHED_LENGTHS {
        match lengths.get(&t) {
            Some(&got) if got == want => {}
            Some(&got) => {
                out.push(format!("type {t} advances {got} bytes; the published length is {want}"))
            }
            None => {
                out.push(format!("type {t} has no constant length; the published length is {want}"))
            }
        }
    }
    out
}

/// Which dispatch is the face-record draw dispatch, and why each other one is not.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Choice {
    /// Index (into the slice given to [`choose`]) of the chosen dispatch, if one agrees with
    /// every published fact.
    pub chosen: Option<usize>,
    /// For every other dispatch: its index and why it was rejected.
    pub rejected: Vec<(usize, Vec<String>)>,
}

/// Chooses the draw dispatch by the published facts (a 14-entry table; type 0 → 3, 9 → 12,
/// 0xD → 21): the one that agrees with all of them; among several, the one with the fewest
/// problem cases, then the first by address. Never by position alone.
pub fn choose(ds: &[Dispatch]) -> Choice {
    let agree: Vec<usize> =
        (0..ds.len()).filter(|&k| ds.get(k).is_some_and(|d| disagreements(d).is_empty())).collect();
    let chosen = agree
        .iter()
        .copied()
        .min_by_key(|&k| (ds.get(k).map_or(usize::MAX, |d| d.problems().len()), k));
    let rejected = (0..ds.len())
        .filter(|&k| Some(k) != chosen)
        .filter_map(|k| {
            let d = ds.get(k)?;
            let mut why = disagreements(d);
            if why.is_empty() {
                why.push(format!(
                    "agrees with the published facts too, but dispatch {:#010x} was chosen (fewer problem cases, or first by address)",
                    chosen.and_then(|c| ds.get(c)).map_or(0, |c| c.function)
                ));
            }
            Some((k, why))
        })
        .collect();
    Choice { chosen, rejected }
}

/// One dispatch in a [`Report`]: the `exe record-lengths` contract's fields, and why it was
/// rejected when it is not the draw dispatch.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DispatchReport {
    /// Function holding the dispatch.
    #[serde(serialize_with = "crate::hex")]
    pub function: u32,
    /// Jump table address.
    #[serde(serialize_with = "crate::hex")]
    pub table: u32,
    /// The first `jr` through it.
    #[serde(serialize_with = "crate::hex")]
    pub jr: u32,
    /// Every `jr` through it.
    pub jrs: Vec<String>,
    /// Table entries.
    pub count: u32,
    /// Offset of the type byte from the pointer.
    pub type_offset: i32,
    /// Type byte → length.
    pub lengths: ByType<u32>,
    /// Type byte → problem.
    pub problems: ByType<String>,
    /// Type bytes that go to the switch's default.
    pub default_types: Vec<i64>,
    /// Why this is not the draw dispatch (absent for the chosen one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rejected: Option<Vec<String>>,
}

/// What `dewrip exe record-lengths` prints: the chosen draw dispatch (null when none agrees
/// with the published facts) and every dispatch found, the chosen one first.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Report {
    /// Function of the chosen draw dispatch.
    pub draw_dispatch: Option<String>,
    /// Where the lengths come from: always `"exe"`.
    pub source: &'static str,
    /// The dispatches, chosen first.
    pub dispatches: Vec<DispatchReport>,
    /// Loud notes (no dispatch found, none agrees with the published facts).
    pub warnings: Vec<String>,
}

/// A map keyed by type byte, serialized with decimal string keys in numeric order (the
/// contract's `{"0":3,"9":12,"13":21}`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ByType<V>(pub BTreeMap<i64, V>);

impl<V: serde::Serialize> serde::Serialize for ByType<V> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(&k.to_string(), v)?;
        }
        m.end()
    }
}

/// The one draw-dispatch finder: every record-dispatch loop ([`find`]) and the one the
/// published facts choose ([`choose`]). `exe record-lengths`, `exe record-layouts`, `exe find`
/// and the conventions all ask this function.
pub fn find_draw(img: &ExeImage<'_>, opts: Options) -> (Vec<Dispatch>, Choice) {
    let found = find(img, opts);
    let choice = choose(&found);
    (found, choice)
}

/// Finds the dispatches (see [`find_draw`]) and reports the choice.
pub fn report(img: &ExeImage<'_>, opts: Options) -> Report {
    let (found, choice) = find_draw(img, opts);
    Report::new(&found, choice)
}

impl Report {
    /// The report of dispatches `found` and the `choice` among them ([`find_draw`]).
    pub fn new(found: &[Dispatch], choice: Choice) -> Report {
        let mut warnings = Vec::new();
        if found.is_empty() {
            warnings.push("no record-dispatch loop found".to_string());
        } else if choice.chosen.is_none() {
            warnings.push(format!(
            "none of the {} dispatches agrees with the published facts (14 entries; type 0 = 3, 9 = 12, 0xD = 21): no draw dispatch chosen",
            found.len()
        ));
        }
        let rejected: BTreeMap<usize, Vec<String>> = choice.rejected.into_iter().collect();
        let dispatches = found
            .iter()
            .enumerate()
            .map(|(k, d)| DispatchReport {
                function: d.function,
                table: d.table.table,
                jr: d.table.jr,
                jrs: d.jrs.iter().map(|a| format!("{a:#010x}")).collect(),
                count: d.table.count,
                type_offset: d.type_offset,
                lengths: ByType(d.lengths()),
                problems: ByType(d.problems().into_iter().collect()),
                default_types: d
                    .cases
                    .iter()
                    .filter(|c| c.is_default)
                    .map(|c| c.type_byte)
                    .collect(),
                rejected: rejected.get(&k).cloned(),
            })
            .collect();
        Report {
            draw_dispatch: choice
                .chosen
                .and_then(|k| found.get(k))
                .map(|d| format!("{:#010x}", d.function)),
            source: "exe",
            dispatches,
            warnings,
        }
    }
}
