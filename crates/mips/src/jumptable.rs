//! Jump tables: `jr` through a word loaded from `table + 4 * index`, with the table bounds
//! from the `sltiu`/`sltu` check that guards it (gcc / PsyQ switch lowering).
//!
//! Found by the abstract interpreter of `value`, not by matching instruction sequences: the
//! `jr` register must hold a load from `Lin{index, 4, base}`, and a bound fact `index + c <u n`
//! must hold on the path (or the index be masked with `2^k - 1`).

use std::collections::BTreeMap;

use crate::functions::{self, Function};
use crate::insn::{Flow, Insn};
use crate::value::{self, Control, Lin, State, SymKind, Syms, Val};
use crate::ExeImage;

/// A resolved jump table.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct JumpTable {
    /// The function holding the `jr`.
    pub function: u32,
    /// Address of the `jr`.
    pub jr: u32,
    /// Address of entry 0.
    pub table: u32,
    /// Number of entries.
    pub count: u32,
    /// True when the count comes from a bound check or mask; false when it was guessed by
    /// reading entries while they point into the function.
    pub bounded: bool,
    /// Table index = switch value + `adjust` (gcc subtracts the lowest case value).
    pub adjust: i32,
    /// When the index is masked: the mask, and the switch value is
    /// `(index - adjust - mask_adjust) & mask` (gcc's `(b - 16) & 0xff`, or `*p & 15`, or a
    /// `>> 4` of a byte whose range gives the mask).
    pub mask: Option<u32>,
    /// See `mask`.
    pub mask_adjust: i32,
    /// Where the bound check goes when the index is out of range.
    pub default: Option<u32>,
    /// The bound-check branch.
    pub check: Option<u32>,
    /// Entry targets, in index order.
    pub targets: Vec<u32>,
}

/// Entries read at most when no bound is known.
const MAX_UNBOUNDED: u32 = 256;
/// Entries accepted at most from a bound check.
const MAX_BOUNDED: u32 = 4096;

/// How the jr's target value decomposes: the switch symbol's linear form and table address.
pub(crate) struct Decoded {
    /// The index symbol (table address = base + 4 * sym).
    pub index_sym: u32,
    /// Address for index symbol value 0.
    pub base: u32,
}

/// Decomposes a `jr` target value into `load32(4 * sym + base)`.
pub(crate) fn decode_target(v: Val, syms: &Syms) -> Option<Decoded> {
    let l = v.lin()?;
    if l.add != 0 || l.single()?.1 != 1 {
        return None;
    }
    match syms.kind(l.single()?.0)? {
        SymKind::Load { addr, width: 4, .. } if addr.single()?.1 == 4 => {
            Some(Decoded { index_sym: addr.single()?.0, base: addr.add })
        }
        _ => None,
    }
}

/// Whether `l` is a zero-extended byte load.
fn is_byte(l: Lin, syms: &Syms) -> bool {
    l.add == 0
        && l.single().is_some_and(|(s, m)| {
            m == 1 && matches!(syms.kind(s), Some(SymKind::Load { width: 1, signed: false, .. }))
        })
}

/// Resolves a table from the decoded target and the facts at the `jr`.
pub(crate) fn resolve(
    img: &ExeImage<'_>,
    func: Function,
    jr: u32,
    d: &Decoded,
    facts: &[(Lin, u32, u32, u32)],
    syms: &Syms,
) -> Option<JumpTable> {
    let bound = facts.iter().find(|(x, _, _, _)| x.single() == Some((d.index_sym, 1)));
    let (mask, mask_adjust) = match syms.kind(d.index_sym) {
        Some(SymKind::Masked { mask, of }) if mask.wrapping_add(1).is_power_of_two() => {
            (Some(mask), of.add as i32)
        }
        // a byte shifted right: at most 255 >> sa
        Some(SymKind::Shr { of, sa }) if sa < 8 && is_byte(of, syms) => (Some(0xFF >> sa), 0),
        _ => (None, 0),
    };
    let (count, adjust, default, bounded) = match (bound, mask) {
        (Some((x, n, dflt, br)), _) => (*n, x.add as i32, Some((*dflt, *br)), true),
        (None, Some(m)) => (m.wrapping_add(1), 0, None, true),
        (None, None) => (MAX_UNBOUNDED, 0, None, false),
    };
    if count == 0 || count > MAX_BOUNDED {
        return None;
    }
    // entry for index x (x = sym + adjust) is at base + 4 * (x - adjust)
    let table = d.base.wrapping_sub((adjust as u32).wrapping_mul(4));
    let mut targets = Vec::new();
    for x in 0..count {
        let Some(t) = img.word(table.wrapping_add(x.wrapping_mul(4))) else {
            if bounded {
                return None;
            }
            break;
        };
        if !(t >= func.start && t < func.end && t.is_multiple_of(4)) {
            if bounded {
                // A bounded table whose entries leave the function is not one we understand.
                if !img.contains(t) {
                    return None;
                }
            } else {
                break;
            }
        }
        targets.push(t);
    }
    if targets.is_empty() {
        return None;
    }
    let count = u32::try_from(targets.len()).ok()?;
    Some(JumpTable {
        function: func.start,
        jr,
        table,
        count,
        bounded,
        adjust,
        mask,
        mask_adjust,
        default: default.map(|d| d.0),
        check: default.map(|d| d.1),
        targets,
    })
}

/// The result of analysing one function: its tables and, per `jr`, the state after the delay
/// slot (what each case starts with).
pub(crate) struct FuncAnalysis {
    pub tables: Vec<JumpTable>,
    pub at_jr: BTreeMap<u32, (Val, State)>,
}

/// Rounds of "resolve tables, then follow their targets".
const ROUNDS: usize = 4;

/// Analyses one function from its start, following resolved tables, for up to [`ROUNDS`].
pub(crate) fn analyse_function(
    img: &ExeImage<'_>,
    func: Function,
    syms: &mut Syms,
) -> FuncAnalysis {
    let mut known: BTreeMap<u32, JumpTable> = BTreeMap::new();
    let mut at_jr: BTreeMap<u32, (Val, State)> = BTreeMap::new();
    for _ in 0..ROUNDS {
        let entry = State::fresh(0, syms);
        let mut seen: BTreeMap<u32, (Val, State)> = BTreeMap::new();
        value::fixpoint(img, func, 0, vec![(func.start, entry)], syms, |t, st, _start, _syms| {
            if let Some(Flow::JumpReg(_)) = t.flow {
                let e = seen.entry(t.pc).or_insert_with(|| (t.rs_val, st.clone()));
                *e = (t.rs_val, st.clone());
                if let Some(jt) = known.get(&t.pc) {
                    let mut ts = jt.targets.clone();
                    ts.sort_unstable();
                    ts.dedup();
                    return Control::Targets(ts);
                }
                return Control::Stop;
            }
            Control::Default
        });
        // Targets this round already followed: a new table whose targets are all among them
        // (a `jr` duplicated into the cases, through the same table) leads to no new code.
        let followed: std::collections::BTreeSet<u32> =
            known.values().flat_map(|t| t.targets.iter().copied()).collect();
        let mut new = false;
        for (&jr, (v, st)) in &seen {
            if known.contains_key(&jr) {
                continue;
            }
            if let Some(d) = decode_target(*v, syms) {
                if let Some(jt) = resolve(img, func, jr, &d, &st.facts, syms) {
                    new |= jt.targets.iter().any(|t| !followed.contains(t));
                    known.insert(jr, jt);
                }
            }
        }
        at_jr = seen;
        if !new {
            break;
        }
    }
    FuncAnalysis { tables: known.into_values().collect(), at_jr }
}

/// The `jr rX` (rX ≠ `$ra`) instructions of a function.
fn register_jumps(img: &ExeImage<'_>, func: Function) -> Vec<u32> {
    let mut out = Vec::new();
    let mut pc = func.start;
    while pc < func.end {
        if let Some(w) = img.word(pc) {
            if matches!(Insn(w).flow(pc), Flow::JumpReg(_)) {
                out.push(pc);
            }
        }
        pc = pc.wrapping_add(4);
    }
    out
}

/// Where code containing `jr` most likely starts when the discovered function's entry does not
/// reach it: after the last return (and its delay slot and any zero padding) before `jr`.
fn local_start(img: &ExeImage<'_>, func: Function, jr: u32) -> Option<u32> {
    let mut pc = jr;
    while pc > func.start {
        pc = pc.wrapping_sub(4);
        let w = img.word(pc)?;
        if matches!(Insn(w).flow(pc), Flow::Return) {
            let mut s = pc.wrapping_add(8);
            while s < jr && img.word(s) == Some(0) {
                s = s.wrapping_add(4);
            }
            return (s > func.start && s <= jr).then_some(s);
        }
    }
    None
}

/// One analysed code region: a discovered function, or the code after a return inside it
/// when the function's entry does not reach a `jr` there (a function only called through a
/// pointer, whose entry was not discovered).
pub(crate) struct Region {
    pub func: Function,
    pub syms: Syms,
    pub analysis: FuncAnalysis,
}

/// Analyses every function that has a register jump; tables are unique by `jr`.
pub(crate) fn analyse_all(img: &ExeImage<'_>) -> Vec<Region> {
    let mut out: Vec<Region> = Vec::new();
    let mut seen_jr = std::collections::BTreeSet::new();
    let mut budget = crate::value::BUDGET;
    for f in functions::discover(img) {
        let jrs = register_jumps(img, f);
        if jrs.is_empty() {
            continue;
        }
        let mut todo = vec![f];
        let mut tried = std::collections::BTreeSet::new();
        while let Some(g) = todo.pop() {
            if !tried.insert(g.start) || tried.len() > 16 {
                continue;
            }
            let mut syms = Syms::with_budget(budget);
            let mut analysis = analyse_function(img, g, &mut syms);
            budget = syms.budget();
            analysis.tables.retain(|t| seen_jr.insert(t.jr));
            for &jr in jrs.iter().filter(|&&j| j >= g.start) {
                if !analysis.at_jr.contains_key(&jr) && !seen_jr.contains(&jr) {
                    if let Some(s) = local_start(img, g, jr) {
                        todo.push(Function { start: s, end: f.end });
                    }
                }
            }
            out.push(Region { func: g, syms, analysis });
        }
    }
    out
}

/// Finds every jump table in the image.
pub fn find_all(img: &ExeImage<'_>) -> Vec<JumpTable> {
    analyse_all(img).into_iter().flat_map(|r| r.analysis.tables).collect()
}
