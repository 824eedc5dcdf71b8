//! Parts inside the node entries, with no part table: the entries of the node table that have
//! a vertex count are the parts, each the node its entry stands for, its vertex array and its
//! record stream named by offsets in the entry. Written with the layout language's `keep`.

use container::Width;

use crate::file::Sample;
use crate::parts::{Col, MAX_VERTICES};
use crate::streams::{self, Walker, MAX_RECORDS};

/// The node table in one file: where it starts, how many entries.
pub type Table = Option<(usize, usize)>;

/// What an offset column counts from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    /// The file's start.
    File,
    /// The table's start (as shifted).
    Table,
}

/// The parts found in the node entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kept {
    /// Bytes from the node table's start (as the nodes were found) to its entries' start: the
    /// node table may have been found a few bytes off, its parents and translations read
    /// alike from either start, the part fields not.
    pub shift: i64,
    /// The vertex count (0: no part).
    pub vertices: Col,
    /// The vertex array's offset.
    pub array: Col,
    /// The record count.
    pub records: Col,
    /// The stream's offset.
    pub stream: Col,
    /// What both offsets count from.
    pub base: Base,
    /// The pool base, if a column tiles one pool.
    pub pool: Option<Col>,
    /// Parts in all files.
    pub parts: usize,
}

/// One file's entries as read: (entry start, vertex count) of the kept ones, and whether any
/// entry was skipped.
fn kept(
    s: &Sample<'_>,
    t: usize,
    n: usize,
    stride: u32,
    v: &Col,
) -> Option<(Vec<(usize, usize)>, bool)> {
    let mut out = Vec::new();
    let mut skipped = false;
    for e in 0..n {
        let c = v.get(s, t, stride, e)?;
        if c == 0 {
            skipped = true;
            continue;
        }
        if !(1..=MAX_VERTICES).contains(&c) {
            return None;
        }
        out.push((t.checked_add(e.checked_mul(stride as usize)?)?, usize::try_from(c).ok()?));
    }
    Some((out, skipped))
}

/// Finds the parts in the node entries of `tables` (per file; `stride` bytes each): a
/// vertex-count column, zero in some entries of some file (else a part table would have been
/// found), whose other entries' arrays are valid SVECTORs, disjoint; a record count and a
/// stream offset whose streams walk and are apart (0–3 zero bytes after each); the pool base
/// where a column tiles one pool. Shifts of the table's start up to half an entry, the
/// smallest first; wider columns first **[provisional]**.
pub fn find(
    samples: &[Sample<'_>],
    walkers: &[Walker],
    svs: &[Vec<u32>],
    tables: &[Table],
    stride: u32,
) -> Option<Kept> {
    let half = i64::from(stride / 2);
    let mut shifts: Vec<i64> = (half.saturating_neg()..=half).step_by(2).collect();
    shifts.sort_by_key(|d| (d.abs(), *d < 0));
    let mut cols = Col::all(stride);
    cols.sort_by_key(|c| (std::cmp::Reverse(c.width.bytes()), c.at));
    let counts: Vec<&Col> = cols.iter().filter(|c| c.width != Width::U32).collect();
    let offsets: Vec<&Col> = cols.iter().filter(|c| c.width != Width::U8).collect();
    for d in shifts {
        // Each file's table as shifted.
        let ts: Option<Vec<Table>> = tables
            .iter()
            .map(|t| match t {
                Some((t, n)) => usize::try_from(i64::try_from(*t).ok()?.checked_add(d)?)
                    .ok()
                    .map(|t| Some((t, *n))),
                None => Some(None),
            })
            .collect();
        let Some(ts) = ts else { continue };
        for v in &counts {
            // The kept entries of every file, some entry skipped somewhere.
            let per: Option<Vec<Option<(usize, Vec<(usize, usize)>, bool)>>> = samples
                .iter()
                .zip(&ts)
                .map(|(s, t)| match t {
                    Some((t, n)) => kept(s, *t, *n, stride, v)
                        .filter(|(k, _)| !k.is_empty())
                        .map(|(k, sk)| Some((*t, k, sk))),
                    None => Some(None),
                })
                .collect();
            let Some(per) = per else { continue };
            if !per.iter().flatten().any(|x| x.2) {
                continue;
            }
            for base in [Base::File, Base::Table] {
                for a in offsets.iter().filter(|a| !a.overlaps(v)) {
                    let arrays = |i: usize| -> Option<Vec<(usize, usize)>> {
                        let (Some(s), Some(Some((t, k, _)))) = (samples.get(i), per.get(i)) else {
                            return Some(Vec::new());
                        };
                        let b = if base == Base::File { 0 } else { *t };
                        let sv = svs.get(i)?;
                        k.iter()
                            .map(|&(e, c)| {
                                let o = usize::try_from(a.get(s, e, 0, 0)?).ok()?;
                                let p = b.checked_add(o)?;
                                (sv.get(p).is_some_and(|&r| r as usize >= c)).then_some((p, c))
                            })
                            .collect()
                    };
                    let all: Option<Vec<Vec<(usize, usize)>>> =
                        (0..samples.len()).map(arrays).collect();
                    let Some(all) = all else { continue };
                    if !all
                        .iter()
                        .all(|x| crate::parts::disjoint(x, samples.first().map_or(8, |s| s.vertex)))
                    {
                        continue;
                    }
                    if let Some(k) = streams_of(samples, walkers, &per, stride, base, &[v, a]) {
                        let pool = pool_col(samples, &per, &all, stride, &[v, a, &k.0, &k.1]);
                        let parts = all.iter().map(Vec::len).sum();
                        return Some(Kept {
                            shift: d,
                            vertices: **v,
                            array: **a,
                            records: k.0,
                            stream: k.1,
                            base,
                            pool,
                            parts,
                        });
                    }
                }
            }
        }
    }
    None
}

/// The record-count and stream-offset columns whose streams, for every kept entry of every
/// file, walk and are apart.
fn streams_of(
    samples: &[Sample<'_>],
    walkers: &[Walker],
    per: &[Option<(usize, Vec<(usize, usize)>, bool)>],
    stride: u32,
    base: Base,
    used: &[&Col],
) -> Option<(Col, Col)> {
    let mut cols = Col::all(stride);
    cols.sort_by_key(|c| (std::cmp::Reverse(c.width.bytes()), c.at));
    let free: Vec<Col> = cols.into_iter().filter(|c| !used.iter().any(|u| u.overlaps(c))).collect();
    for r in free.iter().filter(|c| c.width != Width::U32) {
        for o in free.iter().filter(|c| c.width != Width::U8 && !c.overlaps(r)) {
            let ok = samples.iter().zip(walkers).zip(per).all(|((s, w), p)| {
                let Some((t, k, _)) = p else { return true };
                let b = if base == Base::File { 0 } else { *t };
                let ss: Option<Vec<(usize, usize)>> = k
                    .iter()
                    .map(|&(e, _)| {
                        let n = r.get(s, e, 0, 0).filter(|n| (1..=MAX_RECORDS).contains(n))?;
                        let at = b.checked_add(usize::try_from(o.get(s, e, 0, 0)?).ok()?)?;
                        (w.run(at) >= n as usize).then_some((at, n as usize))
                    })
                    .collect();
                ss.is_some_and(|ss| streams::apart(s, w, &ss).is_some())
            });
            if ok {
                return Some((*r, *o));
            }
        }
    }
    None
}

/// The pool-base column: bases that tile one pool in every file ([`crate::parts::pool_score`]).
fn pool_col(
    samples: &[Sample<'_>],
    per: &[Option<(usize, Vec<(usize, usize)>, bool)>],
    arrays: &[Vec<(usize, usize)>],
    stride: u32,
    used: &[&Col],
) -> Option<Col> {
    let mut best: Option<((usize, usize), Col)> = None;
    for c in Col::all(stride)
        .into_iter()
        .filter(|c| c.width == Width::U16 && !used.iter().any(|u| u.overlaps(c)))
    {
        let mut total = 0usize;
        let fits = samples.iter().zip(per).zip(arrays).all(|((s, p), a)| {
            let Some((_, k, _)) = p else { return true };
            let vals: Option<Vec<i64>> = k.iter().map(|&(e, _)| c.get(s, e, 0, 0)).collect();
            let counts: Vec<usize> = a.iter().map(|x| x.1).collect();
            match vals.and_then(|v| crate::parts::pool_score(&v, &counts)) {
                Some(x) => {
                    total = total.saturating_add(x);
                    true
                }
                None => false,
            }
        });
        let key = (total, usize::MAX.saturating_sub(c.at as usize));
        if fits && total > 0 && best.is_none_or(|b| key > b.0) {
            best = Some((key, c));
        }
    }
    best.map(|b| b.1)
}

#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // test data, small constants
#[cfg(test)]
mod tests {
    use super::*;
    use dewprism::records::RecordLengths;

    /// A node table at 16 of 24-byte entries (parent, x y z, then the part: pool base, vertex
    /// count, u32 array offset, u32 stream offset, records, 0), the nodes with geometry
    /// (`verts` non-zero) followed by their arrays and streams (type-0 records, 3 bytes).
    fn file(verts: &[u16]) -> Vec<u8> {
        let table = 16usize;
        let mut data = vec![0u8; table + 24 * verts.len()];
        let mut base = 0u16;
        for (e, &v) in verts.iter().enumerate() {
            let at = table + 24 * e;
            let parent: i16 = if e == 0 { -1 } else { e as i16 - 1 };
            for (k, x) in [parent, 10 * e as i16, -40, 7].into_iter().enumerate() {
                data[at + 2 * k..at + 2 * k + 2].copy_from_slice(&x.to_le_bytes());
            }
            if v == 0 {
                continue;
            }
            let array = data.len() as u32;
            for i in 0..v {
                for c in [i as i16 + 1, -3, 9, 0] {
                    data.extend(c.to_le_bytes());
                }
            }
            let stream = data.len() as u32;
            data.extend([0u8, 1, 2, 0, 4, 5]);
            while !data.len().is_multiple_of(4) {
                data.push(0);
            }
            data[at + 8..at + 10].copy_from_slice(&base.to_le_bytes());
            data[at + 10..at + 12].copy_from_slice(&v.to_le_bytes());
            data[at + 12..at + 16].copy_from_slice(&array.to_le_bytes());
            data[at + 16..at + 20].copy_from_slice(&stream.to_le_bytes());
            data[at + 20..at + 22].copy_from_slice(&2u16.to_le_bytes());
            base += v;
        }
        data
    }

    #[test]
    fn the_node_entries_with_a_vertex_count_are_the_parts() {
        let files = [file(&[3, 0, 4, 2, 0]), file(&[0, 5, 5])];
        let samples: Vec<Sample<'_>> = files.iter().map(|d| Sample::new("t", d)).collect();
        let walkers: Vec<Walker> =
            files.iter().map(|d| Walker::new(d, &RecordLengths::BUILTIN)).collect();
        let svs: Vec<Vec<u32>> = samples.iter().map(crate::parts::svec_runs).collect();
        // Found two bytes early, as the nodes phase may read such a table.
        let tables = [Some((14, 5)), Some((14, 3))];
        let k = find(&samples, &walkers, &svs, &tables, 24).unwrap();
        // Each column where the entry holds it, counted from the table as found.
        let at = |c: Col| i64::from(c.at) + k.shift;
        assert_eq!(
            (at(k.vertices), at(k.array), at(k.stream), at(k.records)),
            (12, 14, 18, 22),
            "{k:?}"
        );
        assert_eq!((k.array.width, k.stream.width), (Width::U32, Width::U32));
        assert_eq!(k.base, Base::File);
        assert_eq!(k.pool.map(at), Some(10));
        assert_eq!(k.parts, 5);
        // Entries with no geometry anywhere: no parts.
        let none = [file(&[0, 0, 0])];
        let samples: Vec<Sample<'_>> = none.iter().map(|d| Sample::new("t", d)).collect();
        let walkers = [Walker::new(&none[0], &RecordLengths::BUILTIN)];
        let svs = [crate::parts::svec_runs(&samples[0])];
        assert_eq!(find(&samples, &walkers, &svs, &[Some((16, 3))], 24), None);
    }
}
