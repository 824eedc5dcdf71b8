//! Rules from per-file findings: given where a structure is in each file (found by what it
//! must be), the simplest start expression and count expression that give exactly that in
//! every file that has it.

use crate::expr;
use crate::file::{align, Sample};
use crate::rules::{self, Count};
use crate::search::Start;

/// An offset known per file that later rules may count from (`cluts.end` …).
#[derive(Debug, Clone)]
pub struct Anchor {
    /// The expression naming it (`cluts.end`).
    pub expr: String,
    /// Its value in each sample (`None`: not in that file).
    pub at: Vec<Option<usize>>,
}

/// A solved rule: its expression and the files it held in.
#[derive(Debug, Clone)]
pub struct Rule {
    /// The layout expression.
    pub expr: String,
    /// Files it held in (of those with a target).
    pub held: usize,
    /// Files with a target.
    pub of: usize,
    /// The start (for places: to read counts near it).
    pub start: Option<Start>,
}

impl Rule {
    /// The rule a start key writes, held in all `files`.
    pub fn held_by(k: Start, files: usize) -> Rule {
        Rule { expr: crate::expr::start(&k), held: files, of: files, start: Some(k) }
    }
}

const ALIGNS: [usize; 4] = [1, 4, 8, 16];

/// The start rule giving `targets[i]` in every sample that has one: a place plus a constant,
/// else an anchor plus a constant (aligned).
pub fn start(
    samples: &[Sample<'_>],
    targets: &[Option<usize>],
    anchors: &[Anchor],
) -> Option<Rule> {
    let of = targets.iter().filter(|t| t.is_some()).count();
    let (i0, t0) = targets.iter().enumerate().find_map(|(i, t)| t.map(|t| (i, t)))?;
    let s0 = samples.get(i0)?;
    let mut cands: Vec<Start> = s0.keys().get(&t0).cloned().unwrap_or_default();
    cands.sort_by_key(Start::cost);
    for c in cands {
        let ok = samples.iter().zip(targets).all(|(s, t)| t.is_none_or(|t| c.eval(s) == Some(t)));
        if ok {
            return Some(Rule { expr: expr::start(&c), held: of, of, start: Some(c) });
        }
    }
    for a in anchors {
        for al in ALIGNS {
            for k in (0..0x40usize).step_by(2) {
                let ok = targets.iter().zip(&a.at).all(|(t, at)| match (t, at) {
                    (None, _) => true,
                    (Some(t), Some(at)) => align(*at, al).saturating_add(k) == *t,
                    (Some(_), None) => false,
                });
                if ok {
                    let base =
                        if al > 1 { format!("align({}, {al})", a.expr) } else { a.expr.clone() };
                    return Some(Rule {
                        expr: expr::offset(&base, k as u32),
                        held: of,
                        of,
                        start: None,
                    });
                }
            }
        }
    }
    None
}

/// The count rule giving `counts[i]` in every sample that has one, for a table whose start
/// rule is `start` (`table[i]` its offset): a word near the table or in the header, else a
/// constant.
pub fn count(
    samples: &[Sample<'_>],
    start: Option<&Start>,
    table: &[Option<usize>],
    counts: &[Option<usize>],
    divs: &[u32],
) -> Option<Rule> {
    let of = counts.iter().filter(|t| t.is_some()).count();
    let (i0, n0) = counts.iter().enumerate().find_map(|(i, t)| t.map(|t| (i, t)))?;
    let s0 = samples.get(i0)?;
    let t0 = table.get(i0).copied().flatten()?;
    let places: Vec<crate::places::Place> = match start {
        Some(st) if st.place != crate::places::Place::File => {
            vec![st.place.clone(), crate::places::Place::File]
        }
        _ => vec![crate::places::Place::File],
    };
    let mut cands: Vec<Count> = Vec::new();
    for p in &places {
        for (c, n) in rules::counts(s0, p, t0, divs, n0, n0) {
            if n == n0 {
                cands.push(c);
            }
        }
    }
    cands.sort_by_key(Count::cost);
    cands.dedup();
    for c in cands {
        let ok = samples.iter().zip(counts).all(|(s, n)| n.is_none_or(|n| c.eval(s) == Some(n)));
        if ok {
            return Some(Rule { expr: expr::count(&c), held: of, of, start: None });
        }
    }
    let all_same = counts.iter().flatten().all(|&n| n == n0);
    all_same.then(|| Rule { expr: n0.to_string(), held: of, of, start: None })
}
