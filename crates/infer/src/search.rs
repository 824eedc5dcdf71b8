//! Where a table may start: a place plus a small constant. Every candidate start of a sample,
//! the simplest keys first, a few keys per offset.

pub use crate::file::{all_places, starts, Start, KEYS_PER_OFFSET, WINDOW};
use crate::file::{inner, Place, Sample};

/// The places tables are looked for from: every place of `s` and, one level inside each, the
/// u32 words of its first 0x20 bytes read as offsets (from the place, or from the file), and
/// a directory's words in 4-byte words, u16 or u32.
pub fn bases(s: &Sample<'_>) -> Vec<(Place, usize)> {
    let mut out = s.places.clone();
    for (p, _) in &s.places {
        out.extend(inner(s, p, 0x20).into_iter().filter(|(q, _)| {
            matches!(q, Place::AbsWords { .. })
                || matches!(q.site(), Some((_, at, container::Width::U32)) if at % 4 == 0)
        }));
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
