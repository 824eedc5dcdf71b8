//! Parts stored as a linked list, with no part table: each part a header holding a link to the
//! next part (an offset from the file's start, in bytes or 4-byte words; 0 ends the list), its
//! vertex count and its vertex array's offset, and either its record stream (offset and count)
//! or a link to the first of its record *strips* — a list of its own, each strip a small header
//! (a link to the next strip, a record count) followed by its records. The headers may be
//! stored in any order: the list, not the file, gives the parts' order. The vertex arrays must
//! be valid SVECTORs and disjoint, every stream must walk; the list holds when it ends (no
//! loop, every element inside the file).

use container::Width;

use crate::file::Sample;
use crate::parts::{Col, MAX_VERTICES};
use crate::streams::{Walker, MAX_RECORDS};

/// Largest part header looked for.
pub const MAX_HEADER: u32 = 32;
/// Largest strip header looked for.
const MAX_STRIP_HEAD: u32 = 8;
/// Most candidate (head, shape) pairs gathered in the largest file before they are tried.
pub const MAX_CANDIDATES: usize = 4096;
/// Most elements a list is followed for.
const MAX_ENTRIES: usize = 1024;

/// A link: a column holding an offset from the file's start, in units of `scale` bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Link {
    /// The column.
    pub col: Col,
    /// Bytes per unit (1, or 4: in 4-byte words).
    pub scale: u32,
}

impl Link {
    /// Where the element at `t` points: `Some(None)` for 0 (none), `None` when it points
    /// outside the file.
    pub fn target(&self, s: &Sample<'_>, t: usize) -> Option<Option<usize>> {
        let v = usize::try_from(self.col.get(s, t, 0, 0)?).ok()?;
        if v == 0 {
            return Some(None);
        }
        let at = v.checked_mul(self.scale as usize)?;
        (at < s.len()).then_some(Some(at))
    }

    /// The list from `t` along this link: its elements in list order; `None` when it loops,
    /// leaves the file, or does not end within [`MAX_ENTRIES`].
    pub fn follow(&self, s: &Sample<'_>, t: usize) -> Option<Vec<usize>> {
        let mut out = vec![t];
        let mut at = t;
        while let Some(next) = self.target(s, at)? {
            if out.contains(&next) || out.len() >= MAX_ENTRIES {
                return None;
            }
            out.push(next);
            at = next;
        }
        Some(out)
    }

    /// Every link a header of `size` bytes can hold: u16 or u32 at even offsets, in bytes or
    /// in words.
    pub fn all(size: u32) -> Vec<Link> {
        Col::all(size)
            .into_iter()
            .filter(|c| c.width != Width::U8)
            .flat_map(|col| [1, 4].map(|scale| Link { col, scale }))
            .collect()
    }
}

/// Where a part's records are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Streams {
    /// One stream: its offset and its record count in the part's header.
    Direct {
        /// The stream's offset.
        at: Link,
        /// The record count.
        records: Col,
    },
    /// A list of strips: the first strip's offset in the part's header; each strip a link to
    /// the next, a record count, its records `head` bytes from its start.
    Strips {
        /// The first strip's offset.
        first: Link,
        /// A strip's link to the next.
        next: Link,
        /// A strip's record count.
        records: Col,
        /// Bytes from a strip's start to its records.
        head: u32,
    },
}

/// A part list's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// The link to the next part.
    pub next: Link,
    /// The vertex count.
    pub vertices: Col,
    /// The vertex array's offset.
    pub array: Link,
    /// The records.
    pub streams: Streams,
}

/// One part as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Where its header starts.
    pub at: usize,
    /// Its vertex count.
    pub vertices: usize,
    /// Its vertex array.
    pub array: usize,
    /// Its streams (start, records).
    pub streams: Vec<(usize, usize)>,
}

impl Shape {
    /// The parts of the list at `t`, each with valid vertices and walking streams, the arrays
    /// disjoint; `None` when any does not hold.
    pub fn read(&self, s: &Sample<'_>, w: &Walker, sv: &[u32], t: usize) -> Option<Vec<Entry>> {
        let heads = self.next.follow(s, t)?;
        let mut out = Vec::with_capacity(heads.len());
        for at in heads {
            let (array, vertices) = vertices(s, sv, self.vertices, self.array, at)?;
            let streams = match self.streams {
                Streams::Direct { at: link, records } => {
                    vec![stream(s, w, link.target(s, at)??, records, 0)?]
                }
                Streams::Strips { first, next, records, head } => {
                    let strips = next.follow(s, first.target(s, at)??)?;
                    strips
                        .into_iter()
                        .map(|x| stream(s, w, x, records, head))
                        .collect::<Option<Vec<_>>>()?
                }
            };
            out.push(Entry { at, vertices, array, streams });
        }
        let arrays: Vec<(usize, usize)> = out.iter().map(|e| (e.array, e.vertices)).collect();
        crate::parts::disjoint(&arrays, s.vertex).then_some(out)
    }

    /// The columns the shape uses in a part's header.
    pub fn cols(&self) -> Vec<Col> {
        let mut v = vec![self.next.col, self.vertices, self.array.col];
        match self.streams {
            Streams::Direct { at, records } => v.extend([at.col, records]),
            Streams::Strips { first, .. } => v.push(first.col),
        }
        v
    }
}

/// A part's vertex count and array, when the array holds that many valid SVECTORs.
fn vertices(
    s: &Sample<'_>,
    sv: &[u32],
    count: Col,
    array: Link,
    at: usize,
) -> Option<(usize, usize)> {
    // A stored zero is no part (read one less, it would be one vertex).
    let n = count.count(s, at, 0, 0).filter(|&v| v > s.less && (1..=MAX_VERTICES).contains(&v))?;
    let n = usize::try_from(n).ok()?;
    let a = array.target(s, at)??;
    sv.get(a).is_some_and(|&r| r as usize >= n).then_some((a, n))
}

/// The stream of the header at `at`: `records` records from `at + head`, walking.
fn stream(
    s: &Sample<'_>,
    w: &Walker,
    at: usize,
    records: Col,
    head: u32,
) -> Option<(usize, usize)> {
    let r = records.count(s, at, 0, 0).filter(|&r| r > s.less && (1..=MAX_RECORDS).contains(&r))?;
    let r = usize::try_from(r).ok()?;
    let p = at.checked_add(head as usize)?;
    w.end(s.data, p, r).map(|_| (p, r))
}

/// Every shape that reads a list of at least two parts from `t` in `s` (the caller locates
/// its head in the other files).
pub fn shapes_at(s: &Sample<'_>, w: &Walker, sv: &[u32], t: usize) -> Vec<(Shape, usize)> {
    let mut out = Vec::new();
    let cols = Col::all(MAX_HEADER);
    for next in Link::all(MAX_HEADER) {
        let Some(heads) = next.follow(s, t).filter(|h| h.len() >= 2) else { continue };
        // Headers no closer than a link's width: a list of overlapping elements is no list.
        let mut sorted = heads.clone();
        sorted.sort_unstable();
        if sorted.windows(2).any(|p| matches!(p, [a, b] if b.saturating_sub(*a) < 4)) {
            continue;
        }
        for vc in cols.iter().filter(|c| c.width != Width::U32 && !c.overlaps(&next.col)) {
            for array in Link::all(MAX_HEADER) {
                if array.col.overlaps(&next.col) || array.col.overlaps(vc) {
                    continue;
                }
                let arrays: Option<Vec<(usize, usize)>> =
                    heads.iter().map(|&h| vertices(s, sv, *vc, array, h)).collect();
                let Some(arrays) = arrays else { continue };
                if !crate::parts::disjoint(&arrays, s.vertex) {
                    continue;
                }
                let used = [next.col, *vc, array.col];
                for streams in stream_shapes(s, w, &heads, &used) {
                    let sh = Shape { next, vertices: *vc, array, streams };
                    if sh.read(s, w, sv, t).is_some() {
                        out.push((sh, heads.len()));
                    }
                }
            }
        }
    }
    out
}

/// The ways the parts at `heads` hold their records, apart from the `used` columns.
fn stream_shapes(s: &Sample<'_>, w: &Walker, heads: &[usize], used: &[Col]) -> Vec<Streams> {
    let free: Vec<Col> =
        Col::all(MAX_HEADER).into_iter().filter(|c| !used.iter().any(|u| u.overlaps(c))).collect();
    let mut out = Vec::new();
    for link in Link::all(MAX_HEADER).into_iter().filter(|l| free.contains(&l.col)) {
        let Some(firsts) =
            heads.iter().map(|&h| link.target(s, h).flatten()).collect::<Option<Vec<usize>>>()
        else {
            continue;
        };
        // One stream per part.
        for records in free.iter().filter(|c| c.width != Width::U32 && !c.overlaps(&link.col)) {
            if heads.iter().zip(&firsts).all(|(&h, &f)| direct(s, w, h, f, records)) {
                out.push(Streams::Direct { at: link, records: *records });
            }
        }
        // A list of strips per part.
        for next in Link::all(MAX_STRIP_HEAD) {
            let Some(strips) =
                firsts.iter().map(|&f| next.follow(s, f)).collect::<Option<Vec<Vec<usize>>>>()
            else {
                continue;
            };
            for records in Col::all(MAX_STRIP_HEAD)
                .into_iter()
                .filter(|c| c.width != Width::U32 && !c.overlaps(&next.col))
            {
                let end = next.col.span().1.max(records.span().1);
                for head in (end..=MAX_STRIP_HEAD).step_by(2) {
                    let ok =
                        strips.iter().flatten().all(|&x| stream(s, w, x, records, head).is_some());
                    if ok {
                        out.push(Streams::Strips { first: link, next, records, head });
                    }
                }
            }
        }
    }
    out
}

/// Whether the part at `h` holds a walking stream at `f` of `records` records.
fn direct(s: &Sample<'_>, w: &Walker, h: usize, f: usize, records: &Col) -> bool {
    let Some(r) =
        records.count(s, h, 0, 0).filter(|&r| r > s.less && (1..=MAX_RECORDS).contains(&r))
    else {
        return false;
    };
    usize::try_from(r).is_ok_and(|r| w.end(s.data, f, r).is_some())
}

/// The columns of a part's header left for a node and a pool base.
pub fn free_cols(sh: &Shape) -> Vec<Col> {
    let used = sh.cols();
    Col::all(MAX_HEADER)
        .into_iter()
        .filter(|c| c.width != Width::U32 && !used.iter().any(|u| u.overlaps(c)))
        .collect()
}

#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // test data, small constants
#[cfg(test)]
mod tests {
    use super::*;
    use dewprism::records::RecordLengths;

    fn put(d: &mut [u8], at: usize, v: u16) {
        d[at..at + 2].copy_from_slice(&v.to_le_bytes());
    }

    /// Three parts, stored in the order 2, 0, 1 and linked 0 → 1 → 2 (u16 links in 4-byte
    /// words): a 16-byte header (u16 next, u16 node, u16 pool base, u16 vertex count, u16
    /// vertex array, u16 first strip, 4 zero bytes), the vertices, then the part's strips
    /// (u16 next strip, u16 records, type-0 records of 3 bytes, zero padding to 4).
    fn file(strips: [usize; 3]) -> (Vec<u8>, usize) {
        let mut d = vec![0u8; 0x20];
        let mut heads = [0usize; 3];
        for k in [2usize, 0, 1] {
            heads[k] = d.len();
            d.extend([0u8; 16]);
            let verts = d.len();
            let n = 3 + k;
            for i in 0..n {
                for c in [i as i16 * 5 + 1, -9, 33, 0] {
                    d.extend(c.to_le_bytes());
                }
            }
            let mut prev: Option<usize> = None;
            let mut first = 0;
            for j in 0..strips[k] {
                let at = d.len();
                if let Some(p) = prev {
                    put(&mut d, p, (at / 4) as u16);
                } else {
                    first = at;
                }
                d.extend([0, 0]);
                d.extend(((j + 1) as u16).to_le_bytes());
                for _ in 0..=j {
                    d.extend([0u8, 1, 2]);
                }
                while !d.len().is_multiple_of(4) {
                    d.push(0);
                }
                prev = Some(at);
            }
            let h = heads[k];
            put(&mut d, h + 2, k as u16);
            put(&mut d, h + 4, (k * 3) as u16);
            put(&mut d, h + 6, n as u16);
            put(&mut d, h + 8, (verts / 4) as u16);
            put(&mut d, h + 10, (first / 4) as u16);
        }
        put(&mut d, heads[0], (heads[1] / 4) as u16);
        put(&mut d, heads[1], (heads[2] / 4) as u16);
        d.extend([0u8; 8]);
        (d, heads[0])
    }

    #[test]
    fn a_part_list_is_followed_in_link_order_with_its_strips() {
        let (d, head) = file([1, 2, 1]);
        let s = Sample::new("t", &d);
        let w = Walker::new(&d, &RecordLengths::BUILTIN);
        let sv = crate::parts::svec_runs(&s);
        let want = Shape {
            next: Link { col: Col { at: 0, width: Width::U16, bits: None, div: 1 }, scale: 4 },
            vertices: Col { at: 6, width: Width::U16, bits: None, div: 1 },
            array: Link { col: Col { at: 8, width: Width::U16, bits: None, div: 1 }, scale: 4 },
            streams: Streams::Strips {
                first: Link {
                    col: Col { at: 10, width: Width::U16, bits: None, div: 1 },
                    scale: 4,
                },
                next: Link { col: Col { at: 0, width: Width::U16, bits: None, div: 1 }, scale: 4 },
                records: Col { at: 2, width: Width::U16, bits: None, div: 1 },
                head: 4,
            },
        };
        let found = shapes_at(&s, &w, &sv, head);
        assert!(found.contains(&(want, 3)), "{found:?}");
        let parts = want.read(&s, &w, &sv, head).unwrap();
        assert_eq!(parts.iter().map(|e| e.vertices).collect::<Vec<_>>(), [3, 4, 5]);
        let records: Vec<Vec<usize>> =
            parts.iter().map(|e| e.streams.iter().map(|x| x.1).collect()).collect();
        assert_eq!(records, [vec![1], vec![1, 2], vec![1]], "part 1 has two strips");
        // The node and pool base are left free.
        let free = free_cols(&want);
        assert!(free.contains(&Col { at: 2, width: Width::U16, bits: None, div: 1 }));
        assert!(free.contains(&Col { at: 4, width: Width::U16, bits: None, div: 1 }));
    }

    #[test]
    fn a_list_that_loops_or_leaves_the_file_is_no_list() {
        let (mut d, head) = file([1, 1, 1]);
        let link = Link { col: Col { at: 0, width: Width::U16, bits: None, div: 1 }, scale: 4 };
        // The last part links back to the first.
        let s = Sample::new("t", &d);
        let order = link.follow(&s, head).unwrap();
        let last = *order.last().unwrap();
        put(&mut d, last, (head / 4) as u16);
        assert_eq!(link.follow(&Sample::new("t", &d), head), None);
        put(&mut d, last, 0xFFFF);
        assert_eq!(link.follow(&Sample::new("t", &d), head), None);
    }
}
