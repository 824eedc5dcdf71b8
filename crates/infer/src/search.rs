//! Where a table may start: a place plus a small constant. Every candidate start of a sample,
//! the simplest keys first, a few keys per offset.

use std::collections::BTreeMap;

use crate::file::Sample;
use crate::places::{self, Place};

/// How far past a place a table may start.
pub const WINDOW: u32 = 0x40;
/// Keys kept per offset.
pub const KEYS_PER_OFFSET: usize = 6;

/// A table's start: a place plus `k`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Start {
    /// The place.
    pub place: Place,
    /// Bytes after it.
    pub k: u32,
}

impl Start {
    /// The offset in `s`.
    pub fn eval(&self, s: &Sample<'_>) -> Option<usize> {
        s.place(&self.place)?.checked_add(self.k as usize).filter(|&v| v <= s.len())
    }

    /// Simpler starts first: a word that points exactly at the table, then the shallowest
    /// place, the fewest bytes past it.
    pub fn cost(&self) -> (usize, u32) {
        let d = self.place.depth().saturating_mul(2);
        (if self.exact() { d } else { d.saturating_add(1) }, self.k)
    }

    /// A word points exactly at it.
    pub fn exact(&self) -> bool {
        self.k == 0 && self.place.site().is_some()
    }
}

/// Every place of `s` and the places one level inside them.
pub fn all_places(s: &Sample<'_>) -> Vec<(Place, usize)> {
    let mut out = s.places.clone();
    for (p, _) in &s.places {
        out.extend(places::inner(s, p, WINDOW as usize));
    }
    out.sort_by(|a, b| (a.1, a.0.depth(), &a.0).cmp(&(b.1, b.0.depth(), &b.0)));
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

/// Candidate starts of `s`, grouped by offset (a few simplest keys each).
pub fn starts(s: &Sample<'_>) -> Vec<(Start, usize)> {
    let mut by: BTreeMap<usize, Vec<Start>> = BTreeMap::new();
    for (p, at) in all_places(s) {
        let mut k = 0u32;
        while k < WINDOW {
            let off = at.saturating_add(k as usize);
            if off < s.len() {
                by.entry(off).or_default().push(Start { place: p.clone(), k });
            }
            k = k.saturating_add(2);
        }
    }
    let mut out = Vec::new();
    for (off, mut v) in by {
        v.sort_by_key(Start::cost);
        // The simplest keys, and the exact pointers (a few) whatever their depth.
        let mut exact = 0usize;
        let keep: Vec<Start> = v
            .into_iter()
            .enumerate()
            .filter(|(i, st)| {
                let e = st.exact() && exact < KEYS_PER_OFFSET;
                if st.exact() {
                    exact = exact.saturating_add(1);
                }
                *i < KEYS_PER_OFFSET || e
            })
            .map(|(_, st)| st)
            .collect();
        out.extend(keep.into_iter().map(|st| (st, off)));
    }
    out
}

/// The places tables are looked for from: every place of `s` and, one level inside each, the
/// u32 words of its first 0x20 bytes read as offsets (from the place, or from the file).
pub fn bases(s: &Sample<'_>) -> Vec<(Place, usize)> {
    let mut out = s.places.clone();
    for (p, _) in &s.places {
        out.extend(places::inner(s, p, 0x20).into_iter().filter(
            |(q, _)| matches!(q.site(), Some((_, at, container::Width::U32)) if at % 4 == 0),
        ));
    }
    out.sort_by(|a, b| (a.1, a.0.depth(), &a.0).cmp(&(b.1, b.0.depth(), &b.0)));
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

/// Offsets a table may start at: a base plus 0..0x40 (even).
pub fn table_offsets(bases: &[(Place, usize)], len: usize) -> Vec<usize> {
    let mut v: Vec<usize> = bases
        .iter()
        .flat_map(|(_, at)| (0..WINDOW as usize).step_by(2).map(move |k| at.saturating_add(k)))
        .filter(|&x| x < len)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The `n` simplest start keys of `s` that give offset `t` (a table found there by content).
pub fn simplest(s: &Sample<'_>, t: usize, n: usize) -> Vec<Start> {
    let mut ks = s.keys().get(&t).cloned().unwrap_or_default();
    ks.sort_by_key(Start::cost);
    ks.truncate(n);
    ks
}

/// Where key `k` puts the table in every file, if in each the start `ok(file index, start)`
/// accepts.
pub fn held(
    samples: &[Sample<'_>],
    k: &Start,
    ok: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<usize>> {
    samples.iter().enumerate().map(|(i, s)| k.eval(s).filter(|&t| ok(i, t))).collect()
}
