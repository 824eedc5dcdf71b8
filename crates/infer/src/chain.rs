//! Parts stored as a chain of self-sized entries, with no part table: each entry a header
//! holding its size (the bytes to the next entry), its vertex count and its record count, then
//! its vertices (SVECTORs), then its record stream, zero padding up to the next entry. The
//! stream must land 0–3 bytes before the next entry **[published: landing]**; the chain holds
//! when entry after entry does.

use container::Width;

use crate::file::Sample;
use crate::parts::{Col, MAX_VERTICES};
use crate::streams::{Walker, MAX_PAD, MAX_RECORDS};

/// Largest entry header looked for.
pub const MAX_HEADER: u32 = 32;
/// Most entries a chain is followed for.
const MAX_ENTRIES: usize = 1024;

/// A chain entry's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// Header bytes: the vertices follow at once.
    pub header: u32,
    /// The entry's size (bytes to the next entry).
    pub size: Col,
    /// The vertex count.
    pub vertices: Col,
    /// The record count.
    pub records: Col,
}

/// One entry as read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Where it starts.
    pub at: usize,
    /// Its vertex count.
    pub vertices: usize,
    /// Where the next entry starts.
    pub next: usize,
}

impl Shape {
    /// The entry at `t`, if its vertices are valid, its stream walks and lands on the next.
    pub fn entry(&self, s: &Sample<'_>, w: &Walker, sv: &[u32], t: usize) -> Option<Entry> {
        let v = self.vertices.count(s, t, 0, 0).filter(|v| (1..=MAX_VERTICES).contains(v))?;
        let v = usize::try_from(v).ok()?;
        let verts = t.checked_add(self.header as usize)?;
        if sv.get(verts).is_none_or(|&r| (r as usize) < v) {
            return None;
        }
        let stream = verts.checked_add(v.checked_mul(s.vertex)?)?;
        let r = self.records.count(s, t, 0, 0).filter(|r| (1..=MAX_RECORDS).contains(r))?;
        let end = w.end(s.data, stream, usize::try_from(r).ok()?)?;
        let size = usize::try_from(self.size.get(s, t, 0, 0)?).ok()?;
        let next = t.checked_add(size)?;
        let pad = s.data.get(end..next)?;
        (pad.len() <= MAX_PAD && pad.iter().all(|&b| b == 0)).then_some(Entry {
            at: t,
            vertices: v,
            next,
        })
    }

    /// The entries in a row from `t`.
    pub fn run(&self, s: &Sample<'_>, w: &Walker, sv: &[u32], t: usize) -> Vec<Entry> {
        let mut out = Vec::new();
        let mut at = t;
        while out.len() < MAX_ENTRIES {
            let Some(e) = self.entry(s, w, sv, at) else { break };
            at = e.next;
            out.push(e);
        }
        out
    }

    fn cols(&self) -> [Col; 3] {
        [self.size, self.vertices, self.records]
    }
}

/// Every shape that reads an entry at `t` of `s` (the caller follows the chain from there):
/// headers 4–32 bytes; the counts u8 or u16, the size u16 or u32, apart.
pub fn shapes_at(s: &Sample<'_>, w: &Walker, sv: &[u32], t: usize) -> Vec<Shape> {
    let mut out = Vec::new();
    for header in (4u32..=MAX_HEADER).step_by(2) {
        let cols = Col::all(header);
        let Some(verts) = t.checked_add(header as usize) else { continue };
        let Some(&run) = sv.get(verts) else { continue };
        if run == 0 {
            continue;
        }
        for vc in cols.iter().filter(|c| c.width != Width::U32) {
            let Some(v) = vc.count(s, t, 0, 0).filter(|v| (1..=i64::from(run)).contains(v)) else {
                continue;
            };
            let stream = verts.saturating_add((v as usize).saturating_mul(s.vertex));
            let walk = w.run(stream);
            if walk == 0 {
                continue;
            }
            for rc in cols.iter().filter(|c| c.width != Width::U32 && !c.overlaps(vc)) {
                let Some(r) = rc.count(s, t, 0, 0).filter(|r| (1..=walk as i64).contains(r)) else {
                    continue;
                };
                let Some(end) = w.end(s.data, stream, r as usize) else { continue };
                for sc in cols
                    .iter()
                    .filter(|c| c.width != Width::U8 && !c.overlaps(vc) && !c.overlaps(rc))
                {
                    let sh = Shape { header, size: *sc, vertices: *vc, records: *rc };
                    let next = sc.get(s, t, 0, 0).and_then(|z| usize::try_from(z).ok());
                    if next.and_then(|z| t.checked_add(z)).is_some_and(|n| n >= end)
                        && sh.entry(s, w, sv, t).is_some()
                    {
                        out.push(sh);
                    }
                }
            }
        }
    }
    out
}

/// The columns left for a node and a pool base: those apart from the shape's own.
pub fn free_cols(sh: &Shape) -> Vec<Col> {
    Col::all(sh.header)
        .into_iter()
        .filter(|c| c.width != Width::U32 && !sh.cols().iter().any(|u| u.overlaps(c)))
        .collect()
}

#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // test data, small constants
#[cfg(test)]
mod tests {
    use super::*;
    use dewprism::records::RecordLengths;

    /// An entry: u16 size, u8 node, u8 0, u16 pool base, u16 vertices, u16 records, u16 0,
    /// the vertices, `records` type-0 records (3 bytes each here), zero padding to 4.
    fn entry(out: &mut Vec<u8>, node: u8, base: u16, verts: u16, records: u16) {
        let start = out.len();
        out.extend([0, 0, node, 0]);
        for v in [base, verts, records, 0] {
            out.extend(v.to_le_bytes());
        }
        for i in 0..verts {
            for c in [i as i16 * 3 + 1, -7, 40, 0] {
                out.extend(c.to_le_bytes());
            }
        }
        for _ in 0..records {
            out.extend([0u8, 1, 2]);
        }
        while !out.len().is_multiple_of(4) {
            out.push(0);
        }
        let size = (out.len() - start) as u16;
        out[start..start + 2].copy_from_slice(&size.to_le_bytes());
    }

    #[test]
    fn a_chain_of_self_sized_entries_is_followed_to_its_end() {
        let mut data = vec![0u8; 8];
        entry(&mut data, 0, 0, 3, 2);
        entry(&mut data, 1, 2, 4, 3);
        entry(&mut data, 1, 6, 2, 1);
        data.extend([0u8; 4]);
        let s = Sample::new("t", &data);
        let lengths = RecordLengths::BUILTIN;
        let w = Walker::new(&data, &lengths);
        let sv = crate::parts::svec_runs(&s);
        let want = Shape {
            header: 12,
            size: Col { at: 0, width: Width::U16, bits: None, div: 1 },
            vertices: Col { at: 6, width: Width::U16, bits: None, div: 1 },
            records: Col { at: 8, width: Width::U16, bits: None, div: 1 },
        };
        assert!(shapes_at(&s, &w, &sv, 8).contains(&want));
        let run = want.run(&s, &w, &sv, 8);
        assert_eq!(run.iter().map(|e| e.vertices).collect::<Vec<_>>(), [3, 4, 2]);
        assert_eq!(run.last().map(|e| e.next), Some(data.len() - 4));
        // A size that misses the next entry ends the chain there.
        let mut bad = data.clone();
        bad[8] += 4;
        let s = Sample::new("t", &bad);
        let w = Walker::new(&bad, &lengths);
        assert_eq!(want.run(&s, &w, &crate::parts::svec_runs(&s), 8).len(), 0);
        // The node and pool-base columns are left free.
        let free = free_cols(&want);
        assert!(free.contains(&Col { at: 2, width: Width::U8, bits: None, div: 1 }));
        assert!(free.contains(&Col { at: 4, width: Width::U16, bits: None, div: 1 }));
    }
}
