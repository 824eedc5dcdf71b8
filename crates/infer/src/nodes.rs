//! The skeleton's nodes: an array whose entries hold a parent (the root first, every other
//! parent an earlier node [published: parents precede children, one root]) and a rest
//! translation (three i16, or three i32, of plausible size). Found in the files with the
//! magic; the entry shape, the start and the count must agree in every one of them.

use container::Width;

use crate::file::Sample;
use crate::places::Place;
use crate::rules::{self, Count};
use crate::search::Start;

/// Largest translation component accepted (GTE units, ≈ mm).
pub const MAX_COORD: i64 = 16384;
/// How far before its table a count word is "just before" it.
const NEAR_COUNT: usize = 0x10;
/// Most nodes a skeleton is looked for with (a byte's worth).
pub const MAX_NODES: usize = 256;
/// Strides tried.
pub const STRIDES: std::ops::RangeInclusive<u32> = 4..=32;

/// How a root is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Root {
    /// All ones (0xFF, 0xFFFF, −1).
    Ones,
    /// Parents are stored plus one; 0 is the root.
    PlusOne,
    /// All ones, and parents stored as byte offsets into the node table (parent × entry
    /// size, as an engine that adds it to the table's address keeps them).
    Offset,
    /// The root is its own parent (node 0's parent stored 0) [provisional: tried only where
    /// no other reading finds a skeleton — a zero word reads as a root].
    Own,
}

/// An entry's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// Entry size.
    pub stride: u32,
    /// The parent's offset.
    pub parent_at: u32,
    /// Its width.
    pub parent_width: Width,
    /// How a root is stored.
    pub root: Root,
    /// Offset of x (then y, z).
    pub trans_at: u32,
    /// Their width: i16 (an SVECTOR), or i32 (a PsyQ VECTOR, as a GsCOORDINATE2 keeps it).
    pub trans_width: Width,
    /// Stored as columns (parallel arrays): every parent (`stride` = its width), then,
    /// aligned to their width, every x, every y, every z.
    pub columns: bool,
    /// The tree stored as each node's first child (at `parent_at`) and next sibling (at this
    /// offset), both of `parent_width`, all ones for none [provisional: tried only where no
    /// parent column holds in every file with the magic].
    pub sibling: Option<u32>,
}

impl Shape {
    /// All ones in the parent's width.
    fn ones(&self) -> i64 {
        match self.parent_width {
            Width::U8 => 0xFF,
            Width::U16 => 0xFFFF,
            _ => 0xFFFF_FFFF,
        }
    }

    /// The parent of the entry at `at`, node `index` of its table (a parent column only).
    fn parent(&self, s: &Sample<'_>, at: usize, index: usize) -> Option<Parent> {
        let v = s.word(at.checked_add(self.parent_at as usize)?, self.parent_width)?;
        let ones = self.ones();
        Some(match self.root {
            Root::Ones if v == ones => Parent::Root,
            Root::Ones => Parent::Node(v),
            Root::PlusOne if v == 0 => Parent::Root,
            Root::PlusOne => Parent::Node(v.saturating_sub(1)),
            Root::Own if usize::try_from(v).is_ok_and(|v| v == index) => Parent::Root,
            Root::Own => Parent::Node(v),
            Root::Offset if v == ones => Parent::Root,
            Root::Offset => match v.checked_rem(i64::from(self.stride)) {
                Some(0) => Parent::Node(v.checked_div(i64::from(self.stride)).unwrap_or(i64::MAX)),
                _ => Parent::Node(i64::MAX),
            },
        })
    }

    /// Where the x column starts, `n` nodes from the table's start (columns only).
    pub fn column_at(&self, n: usize) -> usize {
        let b = self.trans_width.bytes();
        crate::file::align(n.saturating_mul(self.stride as usize), b)
    }

    /// Bytes `n` nodes take.
    pub fn size(&self, n: usize) -> usize {
        if self.columns {
            let b = self.trans_width.bytes();
            self.column_at(n).saturating_add(n.saturating_mul(b).saturating_mul(3))
        } else {
            n.saturating_mul(self.stride as usize)
        }
    }

    /// Node `i`'s translation, of `n` nodes in a table at `at` (`n` matters for columns only).
    fn trans(&self, s: &Sample<'_>, at: usize, i: usize, n: usize) -> Option<[i64; 3]> {
        let w = self.trans_width;
        let b = w.bytes();
        let (t, step) = if self.columns {
            let t = at.checked_add(self.column_at(n))?.checked_add(i.checked_mul(b)?)?;
            (t, n.checked_mul(b)?)
        } else {
            let e = at.checked_add(i.checked_mul(self.stride as usize)?)?;
            (e.checked_add(self.trans_at as usize)?, b)
        };
        Some([
            s.word(t, w)?,
            s.word(t.checked_add(step)?, w)?,
            s.word(t.checked_add(step.checked_mul(2)?)?, w)?,
        ])
    }

    /// The first-child and next-sibling links of node `i` of a table at `at` (`None`: none,
    /// all ones; `Some(None)`: unreadable).
    fn links(&self, s: &Sample<'_>, at: usize, i: usize) -> Option<[Option<usize>; 2]> {
        let sib = self.sibling?;
        let e = at.checked_add(i.checked_mul(self.stride as usize)?)?;
        let read = |off: u32| -> Option<Option<usize>> {
            let v = s.word(e.checked_add(off as usize)?, self.parent_width)?;
            Some(if v == self.ones() { None } else { Some(usize::try_from(v).ok()?) })
        };
        Some([read(self.parent_at)?, read(sib)?])
    }

    /// A first-child / next-sibling tree from `at`, at most `max` nodes: each node's parent
    /// (`None` for node 0, the root) for the longest run of nodes in which every node but the
    /// root is reached by exactly one forward link from a node before it, the root has no
    /// sibling, and translations are in range.
    fn sibling_tree(&self, s: &Sample<'_>, at: usize, max: usize) -> Vec<Option<usize>> {
        self.sibling_links(s, at, max, true)
    }

    /// [`Shape::sibling_tree`], the translations checked or not (`trans`).
    fn sibling_links(
        &self,
        s: &Sample<'_>,
        at: usize,
        max: usize,
        trans: bool,
    ) -> Vec<Option<usize>> {
        let mut parents: Vec<Option<usize>> = Vec::new();
        let mut ahead: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
        for i in 0..max {
            let up = if i == 0 {
                None
            } else {
                match ahead.remove(&i) {
                    Some(p) => Some(p),
                    None => break,
                }
            };
            let Some([child, next]) = self.links(s, at, i) else { break };
            let forward = |c: Option<usize>| c.is_none_or(|c| c > i && !ahead.contains_key(&c));
            let in_range = !trans
                || self.trans(s, at, i, 0).is_some_and(|t| t.iter().all(|c| c.abs() <= MAX_COORD));
            if !forward(child) || !forward(next) || child == next && child.is_some() || !in_range {
                break;
            }
            if i == 0 && next.is_some() {
                break;
            }
            if let Some(c) = child {
                ahead.insert(c, i);
            }
            if let (Some(c), Some(p)) = (next, up) {
                ahead.insert(c, p);
            }
            parents.push(up);
        }
        parents
    }

    /// Nodes that form a valid tree from `at`: node 0 the root, every later node's parent an
    /// earlier node, translations in range (entries; columns: see [`Shape::fits`]). Stops at
    /// `max`.
    pub fn chain(&self, s: &Sample<'_>, at: usize, max: usize) -> usize {
        if self.sibling.is_some() {
            return self.sibling_tree(s, at, max).len();
        }
        let mut n = 0usize;
        while n < max {
            let Some(e) = at.checked_add(n.saturating_mul(self.stride as usize)) else { break };
            let Some(p) = self.parent(s, e, n) else { break };
            let ok = match p {
                Parent::Root => n == 0,
                Parent::Node(v) => n > 0 && usize::try_from(v).is_ok_and(|v| v < n),
            };
            let t = if self.columns { Some([0; 3]) } else { self.trans(s, at, n, 0) };
            if !ok || t.is_none_or(|t| t.iter().any(|c| c.abs() > MAX_COORD)) {
                break;
            }
            n = n.saturating_add(1);
        }
        n
    }

    /// Whether `n` nodes from `at` have translations in range (columns: read once `n` is
    /// known; entries: checked by [`Shape::chain`]).
    fn fits(&self, s: &Sample<'_>, at: usize, n: usize) -> bool {
        if self.sibling.is_some() {
            // Every link of the first `n` nodes stays among them.
            return (0..n)
                .all(|i| self.links(s, at, i).is_some_and(|l| l.iter().flatten().all(|&c| c < n)));
        }
        !self.columns
            || (0..n).all(|i| {
                self.trans(s, at, i, n).is_some_and(|t| t.iter().all(|c| c.abs() <= MAX_COORD))
            })
    }

    /// Non-zero translation components over `n` nodes (the true x, y, z are mostly non-zero).
    fn weight(&self, s: &Sample<'_>, at: usize, n: usize) -> usize {
        (0..n)
            .filter_map(|i| self.trans(s, at, i, n))
            .map(|t| t.iter().filter(|c| **c != 0).count())
            .sum()
    }

    /// Distinct parents among `n` nodes from `at`.
    fn parents(&self, s: &Sample<'_>, at: usize, n: usize) -> usize {
        if self.sibling.is_some() {
            let mut v: Vec<usize> = self.sibling_tree(s, at, n).into_iter().flatten().collect();
            v.sort_unstable();
            v.dedup();
            return v.len();
        }
        let mut v: Vec<i64> = (0..n)
            .filter_map(|i| {
                match self.parent(s, at.saturating_add(i.saturating_mul(self.stride as usize)), i) {
                    Some(Parent::Node(p)) => Some(p),
                    _ => None,
                }
            })
            .collect();
        v.sort_unstable();
        v.dedup();
        v.len()
    }

    fn overlaps(&self) -> bool {
        let pw = self.parent_width.bytes() as u32;
        let p = (self.parent_at, self.parent_at.saturating_add(pw));
        let t = (
            self.trans_at,
            self.trans_at.saturating_add((self.trans_width.bytes() as u32).saturating_mul(3)),
        );
        let apart = |a: (u32, u32), b: (u32, u32)| a.1 <= b.0 || b.1 <= a.0;
        !apart(p, t)
            || self.sibling.is_some_and(|q| {
                let q = (q, q.saturating_add(pw));
                !apart(q, t) || !apart(q, p)
            })
    }
}

#[derive(Debug, Clone, Copy)]
enum Parent {
    Root,
    Node(i64),
}

/// The skeleton found.
#[derive(Debug, Clone)]
pub struct Nodes {
    /// Entry shape.
    pub shape: Shape,
    /// Where the array starts.
    pub start: Start,
    /// How many nodes.
    pub count: Count,
    /// Files it holds in, of those with the magic.
    pub held: usize,
    /// Files with the magic.
    pub of: usize,
    /// Per sample (in order): (start, count) where it holds.
    pub found: Vec<Option<(usize, usize)>>,
}

/// Shapes whose first two entries can start a tree at `at` (root, then a child of node 0):
/// entries, or (`columns`) parallel arrays.
fn shapes_at(s: &Sample<'_>, at: usize, reading: Reading) -> Vec<Shape> {
    let roots: &[Root] = if reading == Reading::Own {
        &[Root::Own]
    } else {
        &[Root::Ones, Root::PlusOne, Root::Offset]
    };
    let mut out = Vec::new();
    if reading == Reading::Sibling {
        return sibling_shapes_at(s, at);
    }
    if reading == Reading::Columns {
        for parent_width in [Width::U8, Width::U16] {
            for root in [Root::Ones, Root::PlusOne] {
                for trans_width in [Width::I16, Width::I32] {
                    let sh = Shape {
                        stride: parent_width.bytes() as u32,
                        parent_at: 0,
                        parent_width,
                        root,
                        trans_at: 0,
                        trans_width,
                        columns: true,
                        sibling: None,
                    };
                    let first = sh.parent(s, at, 0);
                    let second = sh.parent(s, at.saturating_add(sh.stride as usize), 1);
                    if matches!(first, Some(Parent::Root))
                        && matches!(second, Some(Parent::Node(0)))
                    {
                        out.push(sh);
                    }
                }
            }
        }
        return out;
    }
    for stride in STRIDES.step_by(2) {
        for parent_width in [Width::U8, Width::U16, Width::U32] {
            let pw = parent_width.bytes() as u32;
            let mut parent_at = 0u32;
            while parent_at.saturating_add(pw) <= stride {
                for &root in roots {
                    let probe = Shape {
                        stride,
                        parent_at,
                        parent_width,
                        root,
                        trans_at: 0,
                        trans_width: Width::I16,
                        columns: false,
                        sibling: None,
                    };
                    let e1 = at.saturating_add(stride as usize);
                    let first = probe.parent(s, at, 0);
                    let second = probe.parent(s, e1, 1);
                    if matches!(first, Some(Parent::Root))
                        && matches!(second, Some(Parent::Node(0)))
                    {
                        // i16 triples at even offsets; i32 triples (a PsyQ VECTOR) at multiples of 4.
                        for (trans_width, step) in [(Width::I16, 2u32), (Width::I32, 4)] {
                            let span = step.saturating_mul(3);
                            let mut t = 0u32;
                            while t.saturating_add(span) <= stride {
                                let sh = Shape { trans_at: t, trans_width, ..probe };
                                if !sh.overlaps() {
                                    out.push(sh);
                                }
                                t = t.saturating_add(step);
                            }
                        }
                    }
                }
                parent_at = parent_at.saturating_add(pw.min(2)).max(parent_at.saturating_add(1));
            }
        }
    }
    out
}

/// Entry shapes whose first entry can start a first-child / next-sibling tree at `at`: node
/// 0's first child is node 1, and it has no sibling.
fn sibling_shapes_at(s: &Sample<'_>, at: usize) -> Vec<Shape> {
    let mut out = Vec::new();
    let widest = *STRIDES.end();
    for parent_width in [Width::U8, Width::U16] {
        let pw = parent_width.bytes() as u32;
        // Node 0's links, whatever the stride: a first child 1, a next sibling all ones.
        let cols = |want: i64| -> Vec<u32> {
            (0..=widest.saturating_sub(pw))
                .step_by(pw as usize)
                .filter(|&c| s.word(at.saturating_add(c as usize), parent_width) == Some(want))
                .collect()
        };
        let (children, nexts) =
            (cols(1), cols(if parent_width == Width::U8 { 0xFF } else { 0xFFFF }));
        if children.is_empty() || nexts.is_empty() {
            continue;
        }
        for stride in STRIDES.step_by(2) {
            let fits = |c: &&u32| c.saturating_add(pw) <= stride;
            for &child in children.iter().filter(fits) {
                for &next in nexts.iter().filter(fits) {
                    let probe = Shape {
                        stride,
                        parent_at: child,
                        parent_width,
                        root: Root::Ones,
                        trans_at: 0,
                        trans_width: Width::I16,
                        columns: false,
                        sibling: Some(next),
                    };
                    // The links alone must make a tree of three nodes or more before any
                    // translation is tried.
                    if probe.links(s, at, 0) != Some([Some(1), None])
                        || probe.sibling_links(s, at, 3, false).len() < 3
                    {
                        continue;
                    }
                    for (trans_width, step) in [(Width::I16, 2u32), (Width::I32, 4)] {
                        let mut t = 0u32;
                        while t.saturating_add(step.saturating_mul(3)) <= stride {
                            let sh = Shape { trans_at: t, trans_width, ..probe };
                            if !sh.overlaps() {
                                out.push(sh);
                            }
                            t = t.saturating_add(step);
                        }
                    }
                }
            }
        }
    }
    out
}

/// How the parents are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// A parent column in each entry (the root all ones, or parents stored plus one, or as
    /// byte offsets).
    Entries,
    /// Parallel arrays.
    Columns,
    /// A parent column, the root its own parent.
    Own,
    /// A first-child and a next-sibling column.
    Sibling,
}

/// Finds the nodes: searched in the largest file with the magic, then held against all of them;
/// as entries, or as parallel arrays where those hold in more files, or where only they make
/// a plausible skeleton (4 nodes or more, no star) [provisional].
/// Where neither holds in every file with the magic, entries whose root is its own parent,
/// if they hold in more.
pub fn find(samples: &[Sample<'_>]) -> Option<Nodes> {
    let mut entries = find_as(samples, Reading::Entries);
    // A first-child / next-sibling tree over a parent column where it ranks first (a parent
    // column over sibling links reads small forward numbers and 0xFFs as a tree by chance).
    if let Some(sib) = find_as(samples, Reading::Sibling) {
        if entries.as_ref().is_none_or(|e| sib.0 < e.0) {
            entries = Some(sib);
        }
    }
    let columns = find_as(samples, Reading::Columns);
    let first = match (entries, columns) {
        (Some(e), Some(c)) if (c.0 .0, c.0 .1) < (e.0 .0, e.0 .1) => Some(c.1),
        (Some(e), _) => Some(e.1),
        (None, c) => c.map(|c| c.1),
    };
    if first.as_ref().is_some_and(|n| n.held == n.of) {
        return first;
    }
    match (first, find_as(samples, Reading::Own).map(|e| e.1)) {
        (Some(f), Some(o)) if o.held <= f.held => Some(f),
        (f, o) => o.or(f),
    }
}

/// The best order of hypotheses: held in the most files, plausible, then the rest.
type Key = (
    std::cmp::Reverse<usize>,
    bool,
    (bool, bool, bool, u32),
    (usize, usize),
    (usize, u32, usize),
    (bool, bool),
    std::cmp::Reverse<usize>,
);

fn find_as(samples: &[Sample<'_>], reading: Reading) -> Option<(Key, Nodes)> {
    let with: Vec<usize> =
        (0..samples.len()).filter(|&i| samples.get(i).is_some_and(|s| s.magic)).collect();
    let s0i = *with.iter().max_by_key(|&&i| samples.get(i).map_or(0, Sample::len))?;
    let s0 = samples.get(s0i)?;
    // Per hypothesis of shape and start: its counts, and per file its start and the longest
    // tree from there (`chain` stops at the first bad entry, so a count `n` holds when the
    // tree is at least `n` long — found once, not once per count).
    type Hyp = (Shape, Start, Vec<Count>, Vec<Option<(usize, usize)>>);
    let mut hyps: Vec<Hyp> = Vec::new();
    for (start, at) in s0.starts().iter().cloned() {
        // The count words for a table here, read once for every shape (kept per shape up to
        // the tree's length).
        let mut near: Option<Vec<(Count, usize)>> = None;
        for shape in shapes_at(s0, at, reading) {
            let len = shape.chain(s0, at, MAX_NODES);
            if len < 2 {
                continue;
            }
            // The start and the shape must begin a tree in every file with the magic before
            // counts are looked for.
            let everywhere = with.iter().all(|&i| {
                samples
                    .get(i)
                    .is_some_and(|s| start.eval(s).is_some_and(|a| shape.chain(s, a, 2) == 2))
            });
            if !everywhere {
                continue;
            }
            let near = near.get_or_insert_with(|| {
                rules::counts(s0, &start.place, at, &[1], (2, MAX_NODES), s0.less)
            });
            let counts: Vec<Count> =
                near.iter().filter(|(_, n)| *n <= len).map(|(c, _)| c.clone()).collect();
            if counts.is_empty() {
                continue;
            }
            let trees = (0..samples.len())
                .map(|i| {
                    let s = samples.get(i).filter(|s| s.magic)?;
                    let a = start.eval(s)?;
                    Some((a, shape.chain(s, a, MAX_NODES)))
                })
                .collect();
            hyps.push((shape, start.clone(), counts, trees));
        }
    }
    // Held against every file with the magic; the best: held everywhere, then the simplest
    // start (a place's word points at it, or the fewest bytes past a place: a table shifted
    // by a few bytes also forms a tree, its translations read from the next entry), then a
    // 4-aligned start, the heaviest translations, the simplest count.
    let mut best: Option<(Key, Nodes)> = None;
    for (shape, start, count, trees) in
        hyps.iter().flat_map(|(sh, st, cs, tr)| cs.iter().map(move |c| (sh, st, c, tr)))
    {
        let mut found = vec![None; samples.len()];
        let mut held = 0usize;
        let mut aligned = true;
        let mut most = 0usize;
        let mut distance = usize::MAX;
        // Nodes of the trees the count leaves out (a count word that is some other table's
        // count, at most the tree's length by chance, leaves most of it).
        let mut left = 0usize;
        for &i in &with {
            let Some(s) = samples.get(i) else { continue };
            let (Some(Some((at, tree))), Some(n)) = (trees.get(i), count.eval(s)) else {
                continue;
            };
            let at = *at;
            if n >= 2 && n <= *tree && shape.fits(s, at, n) {
                held = held.saturating_add(1);
                left = left.saturating_add(tree.saturating_sub(n));
                aligned &= at % 4 == 0;
                most = most.max(n);
                if distance == usize::MAX {
                    distance = count_distance(count, s, at);
                }
                if let Some(f) = found.get_mut(i) {
                    *f = Some((at, n));
                }
            }
        }
        // The costlier parts of the key only for a hypothesis that can still win.
        let held_in =
            || found.iter().enumerate().filter_map(|(i, f)| Some((samples.get(i)?, (*f)?)));
        if best.as_ref().is_some_and(|(b, _)| std::cmp::Reverse(held) > b.0) {
            continue;
        }
        // A real skeleton is no star: with 4 nodes or more, at least two distinct parents.
        let plausible = held_in().all(|(s, (at, n))| n < 4 || shape.parents(s, at, n) >= 2);
        let key6 = (
            std::cmp::Reverse(held),
            !(plausible && most >= 4),
            // [provisional] A count word just before the table (a section's head: magic,
            // count, then the nodes) over a word pointing at it exactly: a pointer to the
            // section's head, read as the table, also forms a tree by chance.
            // Then 4-aligned starts (a table read two bytes off forms a tree too), then the
            // densest entries (so does one read at a multiple of its entry size).
            (distance > NEAR_COUNT, !start.exact(), !aligned, shape.stride),
            (left, distance),
            start.cost(),
            // i32 triples that hold are i32 (an i16 data's halves rarely read as small i32s);
            // read as i16, they would read each value's high half as the next coordinate.
            (!aligned, shape.trans_width != Width::I32),
        );
        if best.as_ref().is_some_and(|(b, _)| key6 > (b.0, b.1, b.2, b.3, b.4, b.5)) {
            continue;
        }
        let weight: usize = held_in().map(|(s, (at, n))| shape.weight(s, at, n)).sum();
        let key: Key = (key6.0, key6.1, key6.2, key6.3, key6.4, key6.5, std::cmp::Reverse(weight));
        if best.as_ref().is_none_or(|(b, _)| key < *b) {
            best = Some((
                key,
                Nodes {
                    shape: *shape,
                    start: start.clone(),
                    count: count.clone(),
                    held,
                    of: with.len(),
                    found,
                },
            ));
        }
    }
    best.filter(|b| b.1.held > 0)
}

/// The translations of `n` read again apart from `taken` (byte spans of the entry, modulo its
/// size, that other fields were found to hold: a node entry that carries its part): the i16
/// or i32 triple, apart from the parent and from them, in range for every node of every file,
/// with the most non-zero components; `None` when the one found is apart already, or no other
/// is. Entries only.
pub fn retranslate(samples: &[Sample<'_>], n: &Nodes, taken: &[(u32, u32)]) -> Option<Shape> {
    let sh = n.shape;
    if sh.columns {
        return None;
    }
    let stride = i64::from(sh.stride);
    let hits = |a: u32, len: u32| {
        taken.iter().any(|&(at, l)| {
            (0..l).any(|k| {
                let b = i64::from(at.saturating_add(k)).rem_euclid(stride.max(1));
                b >= i64::from(a) && b < i64::from(a.saturating_add(len))
            })
        })
    };
    let span = |s: &Shape| (s.trans_width.bytes() as u32).saturating_mul(3);
    if !hits(sh.trans_at, span(&sh)) {
        return None;
    }
    let step = sh.trans_width.bytes() as u32;
    let mut best: Option<(usize, Shape)> = None;
    let mut t = 0u32;
    while t.saturating_add(step.saturating_mul(3)) <= sh.stride {
        let cand = Shape { trans_at: t, ..sh };
        t = t.saturating_add(step);
        if cand.overlaps() || hits(cand.trans_at, span(&cand)) {
            continue;
        }
        let found =
            || n.found.iter().enumerate().filter_map(|(i, f)| Some((samples.get(i)?, (*f)?)));
        let fits = found().all(|(s, (at, k))| {
            (0..k).all(|i| {
                cand.trans(s, at, i, k).is_some_and(|v| v.iter().all(|c| c.abs() <= MAX_COORD))
            })
        });
        if !fits {
            continue;
        }
        let weight: usize = found().map(|(s, (at, k))| cand.weight(s, at, k)).sum();
        if best.is_none_or(|b| weight > b.0) {
            best = Some((weight, cand));
        }
    }
    best.map(|b| b.1)
}

/// How far before the table `at` its count word is (a word after the table: far).
fn count_distance(c: &Count, s: &Sample<'_>, at: usize) -> usize {
    match c {
        Count::Const(_) | Count::Until { .. } => usize::MAX / 2,
        Count::Word { site, .. } => {
            let w = s
                .place(&site.place)
                .and_then(|b| i64::try_from(b).ok())
                .and_then(|b| b.checked_add(i64::from(site.off)))
                .and_then(|b| usize::try_from(b).ok());
            match w {
                Some(w) if w < at => at.saturating_sub(w),
                _ => usize::MAX / 2,
            }
        }
    }
}

/// The place a count word for a table at `at` may be read from (for callers that know the
/// table's start only as an offset).
pub fn place_of(start: &Start) -> &Place {
    &start.place
}

#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // test data, small constants
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parallel_arrays_are_a_skeleton_too() {
        // Header: u8 node count at 0, u32 0x20 at 8; at 0x20 the magic, every parent (0xFF
        // root), padding to 2, every x, every y, every z.
        let parents = [0xFFu8, 0, 1, 2, 1, 4, 0, 6, 7];
        let n = parents.len();
        let mut data = vec![0u8; 0x20];
        data[0] = n as u8;
        data[8] = 0x20;
        data.extend(0x1234_5678u32.to_le_bytes());
        data.extend(parents);
        data.push(0);
        for axis in 0..3i16 {
            for i in 0..n as i16 {
                data.extend(
                    (if i == 0 { 0 } else { (i * 37 + axis * 11) % 200 - 90 }).to_le_bytes(),
                );
            }
        }
        data.extend([0u8; 16]);
        let s = Sample::new("t", &data);
        let found = find(std::slice::from_ref(&s)).unwrap();
        assert!(found.shape.columns, "{:?}", found.shape);
        assert_eq!(found.found, [Some((0x24, n))]);
        assert_eq!(found.shape.column_at(n), 10, "x after the parents, aligned to 2");
        assert_eq!(found.shape.size(n), 10 + 6 * n);
        // Translations out of range refuse the count.
        let far = 0x24 + 10 + 2 * 3;
        data[far..far + 2].copy_from_slice(&20000i16.to_le_bytes());
        let s = Sample::new("t", &data);
        assert!(find(std::slice::from_ref(&s)).is_none_or(|f| f.found != [Some((0x24, n))]));
    }

    /// A tree stored as first child and next sibling: found with its links where no parent
    /// column holds, and refused where a node is reached twice.
    #[test]
    fn first_child_next_sibling_trees_are_a_skeleton() {
        // Node 0 has children 1 and 4; node 1 has 2 and 3; node 4 has 5.
        let links: [(u8, u8); 6] =
            [(1, 0xFF), (2, 4), (0xFF, 3), (0xFF, 0xFF), (5, 0xFF), (0xFF, 0xFF)];
        let table = |links: &[(u8, u8)]| -> Vec<u8> {
            let mut data = vec![0u8; 0x20];
            data[0] = links.len() as u8;
            data[8] = 0x20;
            data.extend(0x1234_5678u32.to_le_bytes());
            for (i, &(child, next)) in links.iter().enumerate() {
                data.extend([child, next]);
                for axis in 0..3i16 {
                    data.extend((i as i16 * 13 - axis * 7 + 5).to_le_bytes());
                }
            }
            data.extend([0xAAu8; 16]);
            data
        };
        let data = table(&links);
        let s = Sample::new("t", &data);
        let found = find(std::slice::from_ref(&s)).unwrap();
        assert_eq!((found.shape.parent_at, found.shape.sibling), (0, Some(1)), "{:?}", found.shape);
        assert_eq!(found.found, [Some((0x24, 6))]);
        assert_eq!(
            found.shape.sibling_tree(&s, 0x24, 6),
            [None, Some(0), Some(1), Some(1), Some(0), Some(4)]
        );
        // Node 5 reached twice (as 3's child and as 4's): the tree stops at node 4.
        let mut twice = links;
        twice[3].0 = 5;
        let data = table(&twice);
        let s = Sample::new("t", &data);
        assert_eq!(found.shape.sibling_tree(&s, 0x24, 6).len(), 4);
    }

    #[test]
    fn translations_are_read_again_apart_from_a_part_in_the_entry() {
        // 12-byte entries at 0: i16 parent, i16 x y z, then a part's u16 base and count, all
        // of them small numbers a translation could be.
        let mut data = Vec::new();
        for (e, parent) in [-1i16, 0, 1].into_iter().enumerate() {
            for v in [parent, 5, -6, 7, 3 * e as i16, 9] {
                data.extend(v.to_le_bytes());
            }
        }
        let s = Sample::new("t", &data);
        let shape = Shape {
            stride: 12,
            parent_at: 0,
            parent_width: Width::U16,
            root: Root::Ones,
            trans_at: 6,
            trans_width: Width::I16,
            columns: false,
            sibling: None,
        };
        let n = Nodes {
            shape,
            start: Start { place: Place::File, k: 0 },
            count: Count::Const(3),
            held: 1,
            of: 1,
            found: vec![Some((0, 3))],
        };
        let again = retranslate(std::slice::from_ref(&s), &n, &[(8, 2), (10, 2)]).unwrap();
        assert_eq!(again.trans_at, 2);
        // Apart already: nothing to do.
        assert_eq!(retranslate(std::slice::from_ref(&s), &n, &[(0, 0)]), None);
    }
}
