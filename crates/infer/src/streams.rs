//! Face-record streams: a table (the blocks, or the parts themselves) whose entries give a
//! record count and an offset; walking that many records with the record lengths from there
//! meets only known types, and each stream ends 0–3 bytes before the next one
//! **[published: landing]**.

use container::Width;
use dewprism::records::RecordLengths;

use crate::file::Sample;
use crate::parts::{Base, Col};
use crate::places::Place;
use crate::search;

/// Most records one stream may have.
pub const MAX_RECORDS: i64 = 8192;
/// Most padding after a stream **[published: 0–3 bytes]**.
pub const MAX_PAD: usize = 3;

/// Per offset of a file: how many records can be walked from it.
#[derive(Debug, Clone)]
pub struct Walker {
    run: Vec<u32>,
    len: [u8; 256],
}

impl Walker {
    /// The walk table of `data` with `lengths`.
    pub fn new(data: &[u8], lengths: &RecordLengths) -> Walker {
        let mut len = [0u8; 256];
        for (t, l) in len.iter_mut().enumerate() {
            *l = u8::try_from(t).ok().and_then(|t| lengths.get(t)).unwrap_or(0);
        }
        let n = data.len();
        let mut run = vec![0u32; n.saturating_add(1)];
        for p in (0..n).rev() {
            let l = data
                .get(p)
                .map_or(0, |&t| usize::from(len.get(usize::from(t)).copied().unwrap_or(0)));
            let next = p.saturating_add(l);
            if l > 0 && next <= n {
                let r = run.get(next).copied().unwrap_or(0);
                if let Some(x) = run.get_mut(p) {
                    *x = r.saturating_add(1);
                }
            }
        }
        Walker { run, len }
    }

    /// Records walkable from `p`.
    pub fn run(&self, p: usize) -> usize {
        self.run.get(p).map_or(0, |&r| r as usize)
    }

    /// Where `count` records from `p` end (`None`: an unknown type or the file's end first).
    pub fn end(&self, data: &[u8], p: usize, count: usize) -> Option<usize> {
        if self.run(p) < count {
            return None;
        }
        let mut at = p;
        for _ in 0..count {
            let t = *data.get(at)?;
            at = at.checked_add(usize::from(*self.len.get(usize::from(t))?))?;
        }
        Some(at)
    }
}

/// A stream table: entry size, the record-count column and the offset column with its base.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// Entry size.
    pub stride: u32,
    /// Record count.
    pub records: Col,
    /// Stream offset.
    pub offset: Col,
    /// What the offset counts from.
    pub base: Base,
    /// Bytes per unit of the offset (4: in 4-byte words).
    pub scale: u32,
}

impl Shape {
    /// Where entry `e`'s stream starts from base `b`.
    fn at(&self, s: &Sample<'_>, t: usize, e: usize, b: usize) -> Option<usize> {
        // From a place (a section of streams) the first stream may be at offset 0.
        let least = i64::from(e > 0 || !matches!(self.base, Base::Place(_)));
        let o = self.offset.get(s, t, self.stride, e).filter(|&o| o >= least)?;
        b.checked_add(self.base.step(e, self.stride, &self.offset)?)?
            .checked_add(usize::try_from(o).ok()?.checked_mul(self.scale as usize)?)
    }
}

impl Shape {
    /// The streams (start, records) of `n` entries at `t`, each walkable.
    pub fn streams(
        &self,
        s: &Sample<'_>,
        w: &Walker,
        t: usize,
        n: usize,
    ) -> Option<Vec<(usize, usize)>> {
        let b = self.base.eval(s, t)?;
        let mut out = Vec::with_capacity(n.min(4096));
        for e in 0..n {
            let r = self.records.count(s, t, self.stride, e)?;
            if !(1..=MAX_RECORDS).contains(&r) {
                return None;
            }
            let at = self.at(s, t, e, b)?;
            let r = usize::try_from(r).ok()?;
            if w.run(at) < r {
                return None;
            }
            out.push((at, r));
        }
        Some(out)
    }
}

/// Entries in a row from `t` whose streams walk.
fn prefix(s: &Sample<'_>, w: &Walker, sh: &Shape, t: usize) -> usize {
    let Some(b) = sh.base.eval(s, t) else { return 0 };
    (0..4096)
        .take_while(|&e| {
            let (Some(r), Some(at)) = (sh.records.count(s, t, sh.stride, e), sh.at(s, t, e, b))
            else {
                return false;
            };
            (1..=MAX_RECORDS).contains(&r) && w.run(at) >= r as usize
        })
        .count()
}

/// Whether the streams land on each other: sorted by start, each but the last ends 0–3 bytes
/// before the next starts, and none overlap.
pub fn land(s: &Sample<'_>, w: &Walker, streams: &[(usize, usize)]) -> Option<Vec<(usize, usize)>> {
    let mut v: Vec<(usize, usize)> = streams
        .iter()
        .map(|&(at, r)| w.end(s.data, at, r).map(|e| (at, e)))
        .collect::<Option<Vec<_>>>()?;
    v.sort_unstable();
    let ok = v.windows(2).all(|p| match p {
        [a, b] => a.1 <= b.0 && b.0.saturating_sub(a.1) <= MAX_PAD,
        _ => true,
    });
    ok.then_some(v)
}

/// Candidate stream tables of `s`: (table start, shape, entries that walk), at least `min`
/// entries; every 2-aligned start, entry sizes 2–64 (or exactly `stride` when given). Byte
/// record counts only in entries of 4 bytes or less, or where `bytes` (the part table as found,
/// whose own entries may count their records in a byte). Offsets in bytes per unit `scales`
/// (1; 4: in 4-byte words, from a place only).
pub fn candidates(
    s: &Sample<'_>,
    w: &Walker,
    min: usize,
    (only, bytes): (Option<(usize, u32)>, bool),
    offsets: &[usize],
    scales: &[u32],
) -> Vec<(usize, Shape, usize)> {
    // Each base with its offset in `s`, found once (`None` for the table itself: `t`).
    let places: Vec<(Base, Option<usize>)> =
        [(Base::File, Some(0)), (Base::Table, None), (Base::Entry, None), (Base::Own, None)]
            .into_iter()
            .chain(
                search::bases(s)
                    .into_iter()
                    .filter(|(p, _)| *p != Place::File)
                    .map(|(p, at)| (Base::Place(p), Some(at))),
            )
            .collect();
    let mut out = Vec::new();
    let (ts, strides): (Vec<usize>, Vec<u32>) = match only {
        Some((t, st)) => (vec![t], vec![st]),
        None => (offsets.to_vec(), (4u32..=24).step_by(2).collect()),
    };
    for &stride in &strides {
        let cols: Vec<Col> = Col::all(stride);
        for &t in &ts {
            for rc in cols.iter().filter(|c| c.width != Width::U8 || stride <= 4 || bytes) {
                let r0 = rc.count(s, t, stride, 0).unwrap_or(0);
                if !(1..=MAX_RECORDS).contains(&r0) {
                    continue;
                }
                for oc in cols.iter().filter(|c| c.width != Width::U8 && !c.overlaps(rc)) {
                    // Offset 0 (the first stream at its section's start) only in the part
                    // table's own entries.
                    let o0 = oc.get(s, t, stride, 0).unwrap_or(-1);
                    if o0 < i64::from(only.is_none()) {
                        continue;
                    }
                    for ((base, at), scale) in
                        places.iter().flat_map(|p| scales.iter().map(move |&k| (p, k)))
                    {
                        // In words, and from offset 0, only from a place (a section of streams).
                        if (o0 == 0 || scale > 1) && !matches!(base, Base::Place(_)) {
                            continue;
                        }
                        let b = at.unwrap_or(t);
                        let own = if *base == Base::Own { oc.at as usize } else { 0 };
                        let at = b
                            .saturating_add(own)
                            .saturating_add((o0 as usize).saturating_mul(scale as usize));
                        if w.run(at) < r0 as usize {
                            continue;
                        }
                        let sh =
                            Shape { stride, records: *rc, offset: *oc, base: base.clone(), scale };
                        let n = prefix(s, w, &sh, t);
                        if n >= min {
                            out.push((t, sh, n));
                        }
                    }
                }
            }
        }
    }
    out
}

/// The start keys of offset `t` in `s` (for a table found by content).
pub fn keys_at(s: &Sample<'_>, t: usize) -> Vec<search::Start> {
    s.keys().get(&t).cloned().unwrap_or_default()
}

/// Whether streams that need not be adjacent (each part's own, between its vertex arrays) are
/// apart: none overlaps another, and each is followed by zero bytes up to the next multiple of
/// 4 (0–3 bytes of padding **[published: landing]**, the next structure unknown here).
pub fn apart(
    s: &Sample<'_>,
    w: &Walker,
    streams: &[(usize, usize)],
) -> Option<Vec<(usize, usize)>> {
    let mut v: Vec<(usize, usize)> = streams
        .iter()
        .map(|&(at, r)| w.end(s.data, at, r).map(|e| (at, e)))
        .collect::<Option<Vec<_>>>()?;
    v.sort_unstable();
    let disjoint = v.windows(2).all(|p| match p {
        [a, b] => a.1 <= b.0,
        _ => true,
    });
    let padded = v.iter().all(|&(_, e)| {
        (e..crate::file::align(e, 4)).all(|i| s.data.get(i).is_none_or(|&b| b == 0))
    });
    (disjoint && padded).then_some(v)
}

/// Streams back to back from `y`, each `align`ed after the previous one's end with zero
/// padding, their record counts the column `records` of a table at `t` with entries of
/// `stride` bytes: how many of them walk (at most `max`).
#[allow(clippy::too_many_arguments)]
pub fn packed_run(
    s: &Sample<'_>,
    w: &Walker,
    y: usize,
    t: usize,
    stride: u32,
    records: Col,
    align: usize,
    max: usize,
) -> usize {
    let mut pos = y;
    let mut e = 0usize;
    while e < max {
        let Some(r) = records.count(s, t, stride, e).filter(|r| (1..=MAX_RECORDS).contains(r))
        else {
            break;
        };
        let Some(end) = w.end(s.data, pos, r as usize) else { break };
        let next = crate::file::align(end, align);
        if next.saturating_sub(end) > MAX_PAD
            || s.data.get(end..next).is_none_or(|pad| pad.iter().any(|&b| b != 0))
        {
            break;
        }
        pos = next;
        e = e.saturating_add(1);
    }
    e
}
