//! The parts: a table whose entries name a node, a vertex count and (usually) a pool base, and
//! locate the part's vertex array — by an offset (from the file, the table, or a place), by an
//! index into one vertex block, or by order (arrays back to back). Every located array must be
//! that many valid SVECTORs, and no two may overlap.

use container::Width;

use crate::file::Sample;
use crate::places::Place;
use crate::rules::{self, Count};
use crate::search::{self, Start};
use crate::svec;

/// Where each part's vertices are (start, end), and the array's stride when one holds.
type Spans = (Vec<(usize, usize)>, Option<usize>);

/// Strides tried.
pub const STRIDES: std::ops::RangeInclusive<u32> = 4..=64;
/// Most vertices one part may have.
pub const MAX_VERTICES: i64 = 4096;

/// A column of a table's entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Col {
    /// Offset in the entry.
    pub at: u32,
    /// Width.
    pub width: Width,
}

impl Col {
    /// The column's value in entry `e` of a table at `t` of `stride`.
    pub fn get(&self, s: &Sample<'_>, t: usize, stride: u32, e: usize) -> Option<i64> {
        let at = t.checked_add(e.checked_mul(stride as usize)?)?.checked_add(self.at as usize)?;
        s.word(at, self.width)
    }

    /// The bytes it covers.
    pub fn span(&self) -> (u32, u32) {
        (self.at, self.at.saturating_add(self.width.bytes() as u32))
    }

    /// True when two columns share a byte.
    pub fn overlaps(&self, o: &Col) -> bool {
        let (a, b) = (self.span(), o.span());
        a.0 < b.1 && b.0 < a.1
    }

    /// Every column an entry of `stride` bytes can have (u8, u16, u32; u16/u32 2-aligned).
    pub fn all(stride: u32) -> Vec<Col> {
        let mut out = Vec::new();
        for width in [Width::U8, Width::U16, Width::U32] {
            let w = width.bytes() as u32;
            let step = if w == 1 { 1 } else { 2 };
            let mut at = 0u32;
            while at.saturating_add(w) <= stride {
                out.push(Col { at, width });
                at = at.saturating_add(step);
            }
        }
        out
    }
}

/// What an offset column counts from.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Base {
    /// The file's start.
    File,
    /// The table's own start.
    Table,
    /// A place.
    Place(Place),
}

impl Base {
    /// The base's offset in `s` for a table at `t`.
    pub fn eval(&self, s: &Sample<'_>, t: usize) -> Option<usize> {
        match self {
            Base::File => Some(0),
            Base::Table => Some(t),
            Base::Place(p) => s.place(p),
        }
    }
}

/// How an entry locates its array.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Locator {
    /// At `base` plus the column's value.
    Offset {
        /// The column.
        col: Col,
        /// What it counts from.
        base: Base,
    },
    /// At the vertex block's start plus 8 × the column's value.
    Index {
        /// The column.
        col: Col,
    },
    /// Back to back, in entry order, from the vertex block's start.
    Sequential,
}

/// The parts found.
#[derive(Debug, Clone)]
pub struct Parts {
    /// Where the table starts.
    pub start: Start,
    /// How many parts.
    pub count: Count,
    /// Entry size.
    pub stride: u32,
    /// The node column.
    pub node: Col,
    /// The vertex-count column.
    pub vertices: Col,
    /// The pool-base column (none: each part's slots follow the previous part's).
    pub base: Option<Col>,
    /// How the arrays are found.
    pub locator: Locator,
    /// Files it holds in.
    pub held: usize,
    /// Per sample: where it holds, (table start, parts, the array starts, the vertex block's
    /// start for index/sequential locators).
    pub found: Vec<Option<Found>>,
}

/// One file's parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// Table start.
    pub table: usize,
    /// Parts.
    pub n: usize,
    /// Each part's array start and vertex count.
    pub arrays: Vec<(usize, usize)>,
    /// The vertex block's start (index and sequential locators).
    pub block: Option<usize>,
}

struct Ctx<'s, 'a> {
    s: &'s Sample<'a>,
    t: usize,
    stride: u32,
    n: usize,
}

impl Ctx<'_, '_> {
    fn col(&self, c: &Col, e: usize) -> Option<i64> {
        c.get(self.s, self.t, self.stride, e)
    }

    fn counts(&self, c: &Col) -> Option<Vec<usize>> {
        (0..self.n)
            .map(|e| {
                self.col(c, e)
                    .filter(|v| (1..=MAX_VERTICES).contains(v))
                    .and_then(|v| usize::try_from(v).ok())
            })
            .collect()
    }
}

/// Arrays that are valid and disjoint.
fn sound(s: &Sample<'_>, arrays: &[(usize, usize)]) -> bool {
    if !arrays.iter().all(|&(at, n)| svec::run(s, at, n) == n) {
        return false;
    }
    let mut v: Vec<(usize, usize)> =
        arrays.iter().map(|&(a, n)| (a, a.saturating_add(n.saturating_mul(8)))).collect();
    v.sort_unstable();
    v.windows(2).all(|w| match w {
        [a, b] => a.1 <= b.0,
        _ => true,
    })
}

/// Starts of SVECTOR runs (at least `min` long), every phase.
fn runs(s: &Sample<'_>, min: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for phase in (0usize..8).step_by(2) {
        let mut at = phase;
        while at.saturating_add(8) <= s.len() {
            let n = svec::run(s, at, usize::MAX >> 4);
            if n >= min {
                out.push((at, n));
                at = at.saturating_add(n.saturating_mul(8));
            } else {
                at = at.saturating_add(8);
            }
        }
    }
    out
}

/// The arrays a locator gives in one file (`None`: it does not hold there).
fn locate(
    c: &Ctx<'_, '_>,
    counts: &[usize],
    loc: &Locator,
    runs: &[(usize, usize)],
) -> Option<Spans> {
    match loc {
        Locator::Offset { col, base } => {
            let b = base.eval(c.s, c.t)?;
            let arrays: Option<Vec<_>> = counts
                .iter()
                .enumerate()
                .map(|(e, &n)| Some((b.checked_add(usize::try_from(c.col(col, e)?).ok()?)?, n)))
                .collect();
            let arrays = arrays?;
            sound(c.s, &arrays).then_some((arrays, None))
        }
        Locator::Index { col } => {
            let total: usize = counts.iter().sum();
            for &(x, len) in runs {
                if len < total {
                    continue;
                }
                let arrays: Option<Vec<_>> = counts
                    .iter()
                    .enumerate()
                    .map(|(e, &n)| {
                        Some((
                            x.checked_add(usize::try_from(c.col(col, e)?).ok()?.checked_mul(8)?)?,
                            n,
                        ))
                    })
                    .collect();
                if let Some(a) = arrays {
                    if a.iter().all(|&(at, n)| {
                        at.saturating_add(n.saturating_mul(8))
                            <= x.saturating_add(len.saturating_mul(8))
                    }) && sound(c.s, &a)
                    {
                        return Some((a, Some(x)));
                    }
                }
            }
            None
        }
        Locator::Sequential => {
            let total: usize = counts.iter().sum();
            // The run that holds them all, fitting best (the fewest left over).
            let x = runs
                .iter()
                .filter(|r| r.1 >= total)
                .min_by_key(|r| (r.1.saturating_sub(total), r.0))?
                .0;
            let mut at = x;
            let mut arrays = Vec::with_capacity(counts.len());
            for &n in counts {
                arrays.push((at, n));
                at = at.saturating_add(n.saturating_mul(8));
            }
            Some((arrays, Some(x)))
        }
    }
}

/// Locators that hold in the sample for these counts.
fn locators(
    c: &Ctx<'_, '_>,
    counts: &[usize],
    used: &[Col],
    bases: &[Base],
    runs: &[(usize, usize)],
) -> Vec<Locator> {
    let mut out = Vec::new();
    for col in Col::all(c.stride) {
        if col.width == Width::U8 || used.iter().any(|u| u.overlaps(&col)) {
            continue;
        }
        for base in bases {
            let l = Locator::Offset { col, base: base.clone() };
            if locate(c, counts, &l, runs).is_some() {
                out.push(l);
            }
        }
        let l = Locator::Index { col };
        if locate(c, counts, &l, runs).is_some() {
            out.push(l);
        }
    }
    if locate(c, counts, &Locator::Sequential, runs).is_some() {
        out.push(Locator::Sequential);
    }
    out
}

/// The pool-base column: the one whose values, with the counts, tile a pool with the small
/// overlaps of joints (each base at or a little before the previous part's end).
fn base_column(c: &Ctx<'_, '_>, counts: &[usize], used: &[Col]) -> Option<Col> {
    let mut best: Option<(usize, Col)> = None;
    for col in Col::all(c.stride) {
        if used.iter().any(|u| u.overlaps(&col)) {
            continue;
        }
        let vals: Option<Vec<i64>> = (0..c.n)
            .map(|e| c.col(&col, e).filter(|v| (0..=MAX_VERTICES * 4).contains(v)))
            .collect();
        let Some(vals) = vals else { continue };
        if vals.first() != Some(&0) && c.n > 1 {
            continue;
        }
        let mut score = 0usize;
        for e in 1..c.n {
            let prev = e.saturating_sub(1);
            let prev_end = vals
                .get(prev)
                .copied()
                .unwrap_or(0)
                .saturating_add(counts.get(prev).copied().unwrap_or(0) as i64);
            let b = vals.get(e).copied().unwrap_or(0);
            if b <= prev_end && b >= prev_end.saturating_sub(16) {
                score = score.saturating_add(1);
            }
        }
        let key = score.saturating_mul(4).saturating_sub(col.width.bytes());
        if score.saturating_mul(2) >= c.n.saturating_sub(1) && best.is_none_or(|b| key > b.0) {
            best = Some((key, col));
        }
    }
    best.map(|b| b.1)
}

/// A hypothesis: everything but the per-file findings.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Hyp {
    start: Start,
    count: Count,
    stride: u32,
    node: Col,
    vertices: Col,
    locator: Locator,
}

/// Finds the parts table; `nodes[i]` is sample i's node count (1 without a skeleton).
pub fn find(samples: &[Sample<'_>], nodes: &[usize]) -> Option<Parts> {
    let s0i = (0..samples.len()).max_by_key(|&i| {
        (nodes.get(i).copied().unwrap_or(1), samples.get(i).map_or(0, Sample::len))
    })?;
    let s0 = samples.get(s0i)?;
    let n0 = nodes.get(s0i).copied().unwrap_or(1).max(1) as i64;
    let runs0 = runs(s0, 1);
    let places: Vec<Base> = std::iter::once(Base::File)
        .chain(std::iter::once(Base::Table))
        .chain(
            search::all_places(s0)
                .into_iter()
                .filter(|(p, _)| *p != Place::File)
                .map(|(p, _)| Base::Place(p)),
        )
        .collect();
    let mut hyps: Vec<Hyp> = Vec::new();
    for (start, t) in search::starts(s0) {
        for stride in STRIDES.step_by(2) {
            // Column prefixes: node-like (below the node count) and count-like.
            let cols = Col::all(stride);
            let prefix = |ok: &dyn Fn(i64) -> bool, c: &Col| -> usize {
                (0..256).take_while(|&e| c.get(s0, t, stride, e).is_some_and(ok)).count()
            };
            let node_cols: Vec<(Col, usize)> =
                cols.iter().map(|c| (*c, prefix(&|v| v < n0, c))).filter(|x| x.1 >= 2).collect();
            if node_cols.is_empty() {
                continue;
            }
            let count_cols: Vec<(Col, usize)> = cols
                .iter()
                .map(|c| (*c, prefix(&|v| (1..=MAX_VERTICES).contains(&v), c)))
                .filter(|x| x.1 >= 2)
                .collect();
            let Some(lmax) = count_cols.iter().map(|x| x.1).max() else { continue };
            for (count, n) in rules::counts(s0, &start.place, t, &[1], 2, lmax) {
                for &(node, nl) in node_cols.iter().filter(|x| x.1 >= n) {
                    for &(vc, cl) in count_cols.iter().filter(|x| x.1 >= n) {
                        if vc.overlaps(&node) {
                            continue;
                        }
                        let ctx = Ctx { s: s0, t, stride, n };
                        let Some(counts) = ctx.counts(&vc) else { continue };
                        let _ = (nl, cl);
                        for locator in locators(&ctx, &counts, &[node, vc], &places, &runs0) {
                            hyps.push(Hyp {
                                start: start.clone(),
                                count: count.clone(),
                                stride,
                                node,
                                vertices: vc,
                                locator,
                            });
                        }
                    }
                }
            }
        }
    }
    hyps.sort_by(|a, b| {
        (a.start.cost(), a.count.cost(), a.stride).cmp(&(b.start.cost(), b.count.cost(), b.stride))
    });
    hyps.dedup();
    let runs_all: Vec<Vec<(usize, usize)>> = samples.iter().map(|s| runs(s, 1)).collect();
    let mut best: Option<(usize, usize, Parts)> = None;
    for h in hyps {
        let mut held = 0usize;
        let mut distinct = 0usize;
        let mut found = vec![None; samples.len()];
        let mut base: Option<Col> = None;
        let mut base_ok = true;
        for (i, s) in samples.iter().enumerate() {
            let (Some(t), Some(n)) = (h.start.eval(s), h.count.eval(s)) else { continue };
            let nn = nodes.get(i).copied().unwrap_or(1).max(1) as i64;
            let ctx = Ctx { s, t, stride: h.stride, n };
            if !(0..n).all(|e| ctx.col(&h.node, e).is_some_and(|v| v < nn)) {
                continue;
            }
            let Some(counts) = ctx.counts(&h.vertices) else { continue };
            let Some((arrays, block)) = locate(
                &ctx,
                &counts,
                &h.locator,
                runs_all.get(i).map(Vec::as_slice).unwrap_or(&[]),
            ) else {
                continue;
            };
            let mut used = vec![h.node, h.vertices];
            if let Locator::Offset { col, .. } | Locator::Index { col } = &h.locator {
                used.push(*col);
            }
            match (base, base_column(&ctx, &counts, &used)) {
                (None, Some(b)) if held == 0 => base = Some(b),
                (Some(b), Some(c)) if b == c => {}
                (Some(b), _) if n < 2 || (0..n).all(|e| ctx.col(&b, e).is_some()) => {}
                _ => base_ok = false,
            }
            let mut nodes_seen: Vec<i64> = (0..n).filter_map(|e| ctx.col(&h.node, e)).collect();
            nodes_seen.sort_unstable();
            nodes_seen.dedup();
            distinct = distinct.saturating_add(nodes_seen.len());
            held = held.saturating_add(1);
            if let Some(f) = found.get_mut(i) {
                *f = Some(Found { table: t, n, arrays, block });
            }
        }
        if !base_ok {
            base = None;
        }
        let better = best.as_ref().is_none_or(|b| (held, distinct) > (b.0, b.1));
        if better {
            best = Some((
                held,
                distinct,
                Parts {
                    start: h.start,
                    count: h.count,
                    stride: h.stride,
                    node: h.node,
                    vertices: h.vertices,
                    base,
                    locator: h.locator,
                    held,
                    found,
                },
            ));
        }
    }
    best.map(|b| b.2)
}
