//! Vertex arrays: runs of 8-byte SVECTORs (i16 x, y, z, i16 pad 0) with model-sized
//! magnitudes **[public: PsyQ SVECTOR; provisional: the limits]**.
//!
//! A raw run is cut down before it becomes a candidate: trailing all-zero entries, and leading
//! ones no pointer names, are dropped (zero fill is not geometry); a trailing run of "index triples" (three
//! non-negative values below the entry's position, as a face list has) is split off; a run in
//! which the first or second u32 of every entry strictly increases within the file is an offset
//! table, not geometry. Runs are split again at pointer targets by the resolver.

use std::collections::BTreeSet;

use crate::bytes::{between, i16_at, strength, u16_at, u32_at, Cand};
use crate::thresholds::{
    INDEX_TRIPLES_MIN, VERTEX_MAX_COORD, VERTICES_MIN_EXTENT, VERTICES_MIN_REFERENCED,
    VERTICES_MIN_UNREFERENCED,
};
use crate::{Detail, RegionKind};

const ENTRY: usize = 8;

/// The SVECTOR at `p`, if it is one: pad zero, magnitudes within the limit.
fn entry(b: &[u8], p: usize) -> Option<[i16; 3]> {
    let x = i16_at(b, p)?;
    let y = i16_at(b, p.checked_add(2)?)?;
    let z = i16_at(b, p.checked_add(4)?)?;
    let pad = u16_at(b, p.checked_add(6)?)?;
    let ok = |v: i16| v.unsigned_abs() <= VERTEX_MAX_COORD.unsigned_abs();
    (pad == 0 && ok(x) && ok(y) && ok(z)).then_some([x, y, z])
}

/// A raw run: start and entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Run {
    pub start: usize,
    pub v: Vec<[i16; 3]>,
    /// What was split off the end, if anything (note for the unknown region left behind).
    pub tail_note: Option<(usize, usize, &'static str)>,
}

impl Run {
    pub fn end(&self) -> usize {
        self.start.saturating_add(self.v.len().saturating_mul(ENTRY))
    }
}

/// Maximal runs at every 2-aligned phase, trimmed and split (see the module doc), of at least
/// [`VERTICES_MIN_REFERENCED`] entries.
pub(crate) fn raw_runs(b: &[u8]) -> Vec<Run> {
    let mut out = Vec::new();
    for phase in (0..ENTRY).step_by(2) {
        let mut p = phase;
        let mut cur: Option<Run> = None;
        while p.saturating_add(ENTRY) <= b.len() {
            match entry(b, p) {
                Some(v) => cur
                    .get_or_insert_with(|| Run { start: p, v: Vec::new(), tail_note: None })
                    .v
                    .push(v),
                None => {
                    if let Some(r) = cur.take() {
                        finish(b, r, &mut out);
                    }
                }
            }
            p = p.saturating_add(ENTRY);
        }
        if let Some(r) = cur.take() {
            finish(b, r, &mut out);
        }
    }
    out.sort_by_key(|r| r.start);
    out
}

fn finish(b: &[u8], mut r: Run, out: &mut Vec<Run>) {
    // Trim zero entries at both ends.
    while r.v.last() == Some(&[0, 0, 0]) {
        r.v.pop();
    }
    // A leading table of offsets (first u32 of each entry strictly increasing, 4-aligned and
    // pointing past its own entry) is not geometry.
    let lead = (0..r.v.len())
        .take_while(|&i| {
            let at = i.checked_mul(ENTRY).and_then(|o| r.start.checked_add(o));
            let v = at.and_then(|p| u32_at(b, p)).and_then(|v| usize::try_from(v).ok());
            let prev = i
                .checked_sub(1)
                .and_then(|j| j.checked_mul(ENTRY))
                .and_then(|o| r.start.checked_add(o))
                .and_then(|p| u32_at(b, p))
                .and_then(|v| usize::try_from(v).ok());
            let own_end = at.and_then(|a| a.checked_add(ENTRY)).unwrap_or(usize::MAX);
            v.is_some_and(|v| {
                v.is_multiple_of(4) && v >= own_end && v < b.len() && prev.is_none_or(|p| p < v)
            })
        })
        .count();
    if lead >= 2 {
        r.v.drain(..lead);
        r.start = r.start.saturating_add(lead.saturating_mul(ENTRY));
    }
    // Index triples at the end: the first k from which every entry is three values in 0..k.
    let n = r.v.len();
    let mut k = n;
    let mut hi = -1i32;
    let mut lo = i32::MAX;
    let mut split = None;
    while k > 0 {
        let Some(v) = r.v.get(k.saturating_sub(1)) else { break };
        hi = hi.max(v.iter().map(|&x| i32::from(x)).max().unwrap_or(0));
        lo = lo.min(v.iter().map(|&x| i32::from(x)).min().unwrap_or(0));
        k = k.saturating_sub(1);
        let tail = n.saturating_sub(k);
        let kk = i32::try_from(k).unwrap_or(i32::MAX);
        // Indices below k that reach its upper half (coordinates of a small part do not).
        if lo >= 0 && hi < kk && hi.saturating_mul(2) >= kk && tail >= INDEX_TRIPLES_MIN {
            split = Some(k);
        }
        if lo < 0 {
            break;
        }
    }
    // Past the run's end, a face list may go on with entries whose pad's low byte is an
    // attribute: three u16 below the vertex count, high pad byte zero.
    let verts = split.unwrap_or(n);
    let mut ext = r.end();
    let mut extra = 0usize;
    loop {
        let tri = (0..3).all(|i| {
            ext.checked_add(2usize.saturating_mul(i))
                .and_then(|p| u16_at(b, p))
                .is_some_and(|v| usize::from(v) < verts)
        });
        let hi = ext.checked_add(7).and_then(|p| b.get(p)).copied();
        if !tri || hi != Some(0) || verts == 0 {
            break;
        }
        extra = extra.saturating_add(1);
        ext = ext.saturating_add(ENTRY);
    }
    let tail = n.saturating_sub(verts).saturating_add(extra);
    let geometry = r.v.get(..verts).is_some_and(extents_ok);
    if tail >= INDEX_TRIPLES_MIN && verts >= VERTICES_MIN_UNREFERENCED && geometry {
        let at = r.start.saturating_add(verts.saturating_mul(ENTRY));
        r.tail_note = Some((at, ext, "index triples below the vertex count (a face list?)"));
        r.v.truncate(verts);
    }
    if r.v.len() >= VERTICES_MIN_REFERENCED && !offset_table(b, &r) {
        out.push(r);
    }
}

/// `c` (a vertex candidate) cut to the whole entries inside `[from, to)`, if at least
/// [`VERTICES_MIN_REFERENCED`] entries remain.
pub(crate) fn trimmed(b: &[u8], c: &Cand, from: usize, to: usize) -> Option<Cand> {
    let skip = from.checked_sub(c.start)?.div_ceil(ENTRY);
    let start = c.start.checked_add(skip.checked_mul(ENTRY)?)?;
    let n = to.checked_sub(start)? / ENTRY;
    if n < VERTICES_MIN_REFERENCED {
        return None;
    }
    let v: Vec<[i16; 3]> = (0..n)
        .map(|i| entry(b, start.saturating_add(i.saturating_mul(ENTRY))))
        .collect::<Option<_>>()?;
    if !extents_ok(&v) {
        return None;
    }
    let (min, max) = bbox(&v);
    Some(Cand {
        start,
        end: start.saturating_add(n.saturating_mul(ENTRY)),
        kind: RegionKind::Vertices,
        strength: c.strength,
        detail: Detail::Vertices { count: n, min, max },
    })
}

/// Smallest and largest x, y, z.
fn bbox(v: &[[i16; 3]]) -> ([i16; 3], [i16; 3]) {
    let mut min = [i16::MAX; 3];
    let mut max = [i16::MIN; 3];
    for e in v {
        for ((mn, mx), x) in min.iter_mut().zip(max.iter_mut()).zip(e) {
            *mn = (*mn).min(*x);
            *mx = (*mx).max(*x);
        }
    }
    (min, max)
}

/// True when the run reads as a table of 12-byte entries: at some 4-aligned offset in
/// the first entry, at least four whole entries show an always-zero u16 column and a column of
/// small non-negative numbers (below 0x400, not all zero) — an index with reserved words, as
/// a table of placements has. An SVECTOR array shows both only when it is flat (y = 0) with
/// every x or z non-negative.
fn wider_table(b: &[u8], start: usize, end: usize) -> bool {
    [12usize].into_iter().any(|stride| {
        (0..stride).step_by(4).any(|o| {
            let first = start.saturating_add(o);
            let frames = end.saturating_sub(first).checked_div(stride).unwrap_or(0);
            if frames < 4 {
                return false;
            }
            let column = |j: usize| -> Vec<u16> {
                (0..frames)
                    .filter_map(|k| {
                        let at = first
                            .checked_add(k.checked_mul(stride)?)?
                            .checked_add(j.checked_mul(2)?)?;
                        u16_at(b, at)
                    })
                    .collect()
            };
            let cols: Vec<Vec<u16>> = (0..stride / 2).map(column).collect();
            let zero = cols.iter().any(|c| c.iter().all(|&v| v == 0));
            let small =
                cols.iter().any(|c| c.iter().all(|&v| v < 0x400) && c.iter().any(|&v| v != 0));
            zero && small
        })
    })
}

/// True when the first or second u32 of every entry strictly increases within the file.
fn offset_table(b: &[u8], r: &Run) -> bool {
    [0usize, 4].into_iter().any(|w| {
        let vals: Vec<Option<u32>> = (0..r.v.len())
            .map(|i| {
                i.checked_mul(ENTRY)
                    .and_then(|o| r.start.checked_add(o))
                    .and_then(|p| p.checked_add(w))
                    .and_then(|p| u32_at(b, p))
            })
            .collect();
        let within =
            vals.iter().all(|v| v.is_some_and(|x| usize::try_from(x).is_ok_and(|x| x < b.len())));
        within && vals.windows(2).all(|p| matches!(p, [Some(a), Some(c)] if a < c))
    })
}

/// True when the entries span at least [`VERTICES_MIN_EXTENT`] on two axes and at least one
/// coordinate is negative (tables of unsigned values — counts, sizes, offsets — never are).
fn extents_ok(v: &[[i16; 3]]) -> bool {
    let mut axes = 0u8;
    for a in 0..3 {
        let vals = v.iter().filter_map(|e| e.get(a)).map(|&x| i32::from(x));
        let (mn, mx) = vals.fold((i32::MAX, i32::MIN), |(mn, mx), x| (mn.min(x), mx.max(x)));
        if mx.saturating_sub(mn) >= VERTICES_MIN_EXTENT {
            axes = axes.saturating_add(1);
        }
    }
    let negative = v.iter().flatten().any(|&x| x < 0);
    axes >= 2 && negative
}

/// Candidates from runs after splitting at pointer targets (`targets`). A piece needs
/// [`VERTICES_MIN_UNREFERENCED`] entries, or [`VERTICES_MIN_REFERENCED`] when a target names
/// its start.
pub(crate) fn cands(
    b: &[u8],
    runs: &[Run],
    targets: &BTreeSet<usize>,
    far: &BTreeSet<usize>,
) -> Vec<Cand> {
    let mut out = Vec::new();
    for r in runs {
        // A far pointer naming a place inside an entry, where a run at the other phase holds
        // at least three entries from there, means that entry is misread (another array starts
        // inside it): the run is cut around it, and the resolver decides what follows — unless
        // a pointer names that entry's own start too.
        let competing = |t: usize| {
            runs.iter().any(|o| {
                o.start <= t
                    && t.wrapping_sub(o.start).is_multiple_of(ENTRY)
                    && o.end() >= t.saturating_add(VERTICES_MIN_REFERENCED.saturating_mul(ENTRY))
            })
        };
        // (A run followed by its own face list is explained as it is and never cut.)
        let end = r.end();
        let holes: BTreeSet<usize> = between(far, r.start.saturating_add(1), r.end())
            .filter(|_| r.tail_note.is_none())
            .filter(|&&t| !t.wrapping_sub(r.start).is_multiple_of(ENTRY) && competing(t))
            .map(|&t| t.saturating_sub(t.wrapping_sub(r.start) % ENTRY))
            // An entry a pointer names exactly is read as it is, not cut for a target inside it.
            .filter(|h| !targets.contains(h))
            .collect();
        // Cut at each target on an entry boundary — unless a pointer names the piece before it
        // and the cut would leave that piece too small or flat to be geometry while the whole
        // is: then the target is a stray value (a coordinate), not this array's seam.
        let slice = |s: usize, e: usize| {
            let i0 = s.saturating_sub(r.start) / ENTRY;
            let i1 = e.saturating_sub(r.start) / ENTRY;
            r.v.get(i0..i1).unwrap_or(&[])
        };
        let fits = |v: &[[i16; 3]]| v.len() >= VERTICES_MIN_REFERENCED && extents_ok(v);
        let mut cuts: Vec<usize> = vec![r.start];
        let mut seams: BTreeSet<usize> = between(targets, r.start.saturating_add(1), end)
            .copied()
            .filter(|t| t.wrapping_sub(r.start).is_multiple_of(ENTRY))
            .collect();
        for &h in &holes {
            seams.insert(h);
            seams.insert(h.saturating_add(ENTRY));
        }
        for &t in seams.iter().filter(|&&t| t < end) {
            if holes.contains(&t) || t.checked_sub(ENTRY).is_some_and(|h| holes.contains(&h)) {
                cuts.push(t);
                continue;
            }
            let last = cuts.last().copied().unwrap_or(r.start);
            let next = between(targets, t.saturating_add(1), end)
                .find(|x| x.wrapping_sub(r.start).is_multiple_of(ENTRY))
                .copied()
                .unwrap_or(end);
            let stray = targets.contains(&last)
                && slice(last, t).len() >= VERTICES_MIN_REFERENCED
                && !fits(slice(last, t))
                && fits(slice(last, next));
            if !stray {
                cuts.push(t);
            }
        }
        cuts.push(end);
        let sizes: Vec<usize> = cuts
            .windows(2)
            .map(|w| match *w {
                [s, e] => e.saturating_sub(s) / ENTRY,
                _ => 0,
            })
            .collect();
        for (k, w) in cuts.windows(2).enumerate() {
            let (s, e) = match *w {
                [s, e] => (s, e),
                _ => continue,
            };
            if holes.contains(&s) {
                continue;
            }
            // A few SVECTORs count only between two fuller pieces of the same run.
            let big = |i: Option<usize>| {
                i.and_then(|i| sizes.get(i)).is_some_and(|&n| n >= VERTICES_MIN_REFERENCED)
            };
            let neighbours = big(k.checked_sub(1)) && big(k.checked_add(1));
            let i0 = s.saturating_sub(r.start) / ENTRY;
            let i1 = e.saturating_sub(r.start) / ENTRY;
            let Some(mut v) = r.v.get(i0..i1) else { continue };
            let mut s = s;
            let referenced = targets.contains(&s);
            // Trailing zero entries are padding; leading ones zero fill unless a pointer names
            // the first of them.
            let trail = v.iter().rev().take_while(|x| **x == [0, 0, 0]).count();
            v = v.get(..v.len().saturating_sub(trail)).unwrap_or(&[]);
            let e = e.saturating_sub(trail.saturating_mul(ENTRY));
            if !referenced {
                let lead = v.iter().take_while(|x| **x == [0, 0, 0]).count();
                v = v.get(lead..).unwrap_or(&[]);
                s = s.saturating_add(lead.saturating_mul(ENTRY));
            }
            // A pointer may name one or two SVECTORs (an attachment point): weak.
            let few =
                referenced && neighbours && !v.is_empty() && v.len() < VERTICES_MIN_REFERENCED;
            let need = if referenced { VERTICES_MIN_REFERENCED } else { VERTICES_MIN_UNREFERENCED };
            // (A run followed by its own face list is geometry, whatever else it resembles.)
            let table = r.tail_note.is_none() && wider_table(b, s, e);
            if !few && (v.len() < need || !extents_ok(v) || table) {
                continue;
            }
            let (min, max) = bbox(v);
            // A pointer naming the start, or a face list right after that indexes exactly
            // these vertices, decides between two readings of a flat (y = 0) array.
            let explained = e == end && r.tail_note.is_some();
            let st = if few {
                strength::VERTICES_FEW
            } else {
                strength::VERTICES
                    .saturating_add(if referenced { 2 } else { 0 })
                    .saturating_add(if explained { 3 } else { 0 })
            };
            out.push(Cand {
                start: s,
                end: e,
                kind: RegionKind::Vertices,
                strength: st,
                detail: Detail::Vertices { count: v.len(), min, max },
            });
        }
    }
    out
}
