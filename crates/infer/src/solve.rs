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
    /// The place its item's start is read from: count words near it may say how many
    /// entries of another table follow it.
    pub near: Option<crate::places::Place>,
}

impl Anchor {
    /// A table `t0` bytes into the largest file `s0i` read as just after this structure
    /// (its end `align`ed, plus fewer than 0x40 bytes): the start expression and each file's
    /// start (`None` where the structure is absent).
    pub fn after(&self, s0i: usize, t0: usize, al: usize) -> Option<(String, Vec<Option<usize>>)> {
        let a0 = align(self.at.get(s0i).copied().flatten()?, al);
        let k = t0.checked_sub(a0).filter(|&k| k < 0x40)?;
        let base = if al > 1 { format!("align({}, {al})", self.expr) } else { self.expr.clone() };
        let ts = self.at.iter().map(|x| x.map(|x| align(x, al).saturating_add(k)));
        Some((expr::offset(&base, u32::try_from(k).ok()?), ts.collect()))
    }
}

/// Offsets a table may start at in `s0` (sample `s0i`): near a place, or within 0x40 bytes
/// after a structure found before.
pub fn table_offsets(s0: &Sample<'_>, s0i: usize, anchors: &[Anchor]) -> Vec<usize> {
    let mut offs = crate::search::table_offsets(&crate::search::bases(s0), s0.len());
    for x in anchors.iter().filter_map(|a| a.at.get(s0i).copied().flatten()) {
        offs.extend((0..0x40usize).step_by(2).map(|k| x.saturating_add(k)));
    }
    offs.sort_unstable();
    offs.dedup();
    offs
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
    // Keys read where the target is in each file, the largest file first (a small file's
    // target may have been found by a weaker match).
    let mut with: Vec<(usize, usize)> =
        targets.iter().enumerate().filter_map(|(i, t)| t.map(|t| (i, t))).collect();
    with.sort_by_key(|&(i, _)| std::cmp::Reverse(samples.get(i).map_or(0, Sample::len)));
    for &(i0, t0) in with.iter().take(4) {
        let Some(s0) = samples.get(i0) else { continue };
        let mut cands: Vec<Start> = s0.keys().get(&t0).cloned().unwrap_or_default();
        cands.sort_by_key(Start::cost);
        for c in cands {
            let ok =
                samples.iter().zip(targets).all(|(s, t)| t.is_none_or(|t| c.eval(s) == Some(t)));
            if ok {
                return Some(Rule { expr: expr::start(&c), held: of, of, start: Some(c) });
            }
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
    for a in anchors {
        if let Some(r) = anchor_table(samples, targets, a) {
            return Some(Rule { held: of, of, ..r });
        }
    }
    for a in anchors {
        if let Some(r) = anchor_gated(samples, targets, a) {
            return Some(Rule { held: of, of, ..r });
        }
    }
    None
}

/// `anchor + k + d × ((word >> bit) & 1)`: the start follows an optional structure of `d`
/// bytes, present where a flag bit of a header word is set (a face descriptor behind a flag).
/// The gaps from the anchor take exactly two values over the files, and one bit of one header
/// word says which, in every file.
fn anchor_gated(samples: &[Sample<'_>], targets: &[Option<usize>], a: &Anchor) -> Option<Rule> {
    let gaps: Option<Vec<Option<usize>>> = targets
        .iter()
        .zip(&a.at)
        .map(|(t, at)| match (t, at) {
            (None, _) => Some(None),
            (Some(t), Some(at)) => t.checked_sub(*at).map(Some),
            (Some(_), None) => None,
        })
        .collect();
    let gaps = gaps?;
    let mut vals: Vec<usize> = gaps.iter().flatten().copied().collect();
    vals.sort_unstable();
    vals.dedup();
    let [lo, hi] = vals.as_slice() else { return None };
    let (lo, hi) = (*lo, *hi);
    if lo >= 0x40 {
        return None;
    }
    let d = hi.checked_sub(lo)?;
    for at in 0..crate::places::HEADER_WORDS {
        for width in [container::Width::U8, container::Width::U16, container::Width::U32] {
            for bit in 0..(width.bytes() as u32).saturating_mul(8) {
                let ok = samples.iter().zip(&gaps).all(|(s, g)| {
                    g.is_none_or(|g| {
                        s.word(at, width).is_some_and(|w| ((w >> bit) & 1 == 1) == (g == hi))
                    })
                });
                if ok {
                    let w = expr::read(width, &format!("{at:#X}").replace("0X", "0x"));
                    let flag = if bit == 0 {
                        format!("({w} & 1)")
                    } else {
                        format!("(({w} >> {bit}) & 1)")
                    };
                    return Some(Rule {
                        expr: format!("{} + {d} * {flag}", expr::offset(&a.expr, lo as u32)),
                        held: 0,
                        of: 0,
                        start: None,
                    });
                }
            }
        }
    }
    None
}

/// Entry sizes of a table that may lie between an anchor and a start **[provisional]**.
const SPANS: [usize; 10] = [2, 4, 6, 8, 10, 12, 16, 20, 24, 32];

/// `anchor + k + size × count`: the start follows a table of `count` entries (a word near the
/// anchor's place or in the header) that starts `k` bytes after the anchor — a table sized by
/// a count, not pointed at.
fn anchor_table(samples: &[Sample<'_>], targets: &[Option<usize>], a: &Anchor) -> Option<Rule> {
    let gaps: Vec<Option<usize>> = targets
        .iter()
        .zip(&a.at)
        .map(|(t, at)| match (t, at) {
            (Some(t), Some(at)) => t.checked_sub(*at),
            _ => None,
        })
        .collect();
    if gaps.iter().zip(targets).any(|(g, t)| t.is_some() && g.is_none()) {
        return None;
    }
    let (i0, g0) =
        gaps.iter().enumerate().filter_map(|(i, g)| g.map(|g| (i, g))).max_by_key(|x| x.1)?;
    let s0 = samples.get(i0)?;
    let a0 = a.at.get(i0).copied().flatten()?;
    let places =
        a.near.as_ref().map_or_else(|| vec![crate::places::Place::File], |p| p.nest_and_file());
    for k in (0..0x40usize).step_by(2) {
        for size in SPANS {
            let Some(q0) = g0
                .checked_sub(k)
                .filter(|q| q.checked_rem(size) == Some(0) && *q > 0)
                .and_then(|q| q.checked_div(size))
            else {
                continue;
            };
            for c in rules::exact(s0, &places, a0, q0, 0) {
                let ok = samples.iter().zip(&gaps).all(|(s, g)| {
                    g.is_none_or(|g| {
                        c.eval(s).and_then(|n| n.checked_mul(size)).and_then(|x| x.checked_add(k))
                            == Some(g)
                    })
                });
                if ok {
                    let base = expr::offset(&a.expr, k as u32);
                    return Some(Rule {
                        expr: format!("{base} + {size} * ({})", expr::count(&c)),
                        held: 0,
                        of: 0,
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
        for (c, n) in rules::counts(s0, p, t0, divs, (n0, n0), 0) {
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
