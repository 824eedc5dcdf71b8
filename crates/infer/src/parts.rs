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

/// Strides tried.
pub const STRIDES: std::ops::RangeInclusive<u32> = 4..=64;
/// Most candidate part tables one pass collects before it takes none of them: the test
/// corpora's styles whose part tables are found so collect at most about 426,000; random bytes
/// read as 6-byte vertices, tens of millions (a minute and more) **[provisional]**.
pub const MAX_CANDIDATES: usize = 1 << 20;
/// Most vertices one part may have.
pub const MAX_VERTICES: i64 = 4096;

/// A column of a table's entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Col {
    /// Offset in the entry.
    pub at: u32,
    /// Width.
    pub width: Width,
    /// Only some bits of the word: (lowest, count) — two fields packed in one word.
    pub bits: Option<(u8, u8)>,
    /// The value counts units of this many bytes (1: as stored): a vertex count stored as
    /// the array's size in bytes has the vertex size; a value it does not divide is none.
    pub div: u8,
}

impl Col {
    /// The column's value in entry `e` of a table at `t` of `stride`.
    pub fn get(&self, s: &Sample<'_>, t: usize, stride: u32, e: usize) -> Option<i64> {
        let at = t.checked_add(e.checked_mul(stride as usize)?)?.checked_add(self.at as usize)?;
        let v = s.word(at, self.width)?;
        let v = match self.bits {
            Some((lo, n)) => v.checked_shr(u32::from(lo))? & (1i64 << n.min(32)).saturating_sub(1),
            None => v,
        };
        let d = i64::from(self.div.max(1));
        (v.checked_rem(d)? == 0).then(|| v.checked_div(d)).flatten()
    }

    /// A u16 column split in two fields, the low `k` bits and the high `16 − k`, for `k` from
    /// 4 to 8 [provisional: a small field — a node, a texture — beside a wider one]: (low,
    /// high) pairs.
    pub fn splits(&self) -> Vec<(Col, Col)> {
        if self.width != Width::U16 || self.bits.is_some() {
            return Vec::new();
        }
        (4u8..=8)
            .map(|k| {
                (
                    Col { bits: Some((0, k)), ..*self },
                    Col { bits: Some((k, 16u8.saturating_sub(k))), ..*self },
                )
            })
            .collect()
    }

    /// The column read as a count of the model's own elements (a part's vertices or
    /// records): its value plus what the file's hypothesis says such counts are stored less.
    pub fn count(&self, s: &Sample<'_>, t: usize, stride: u32, e: usize) -> Option<i64> {
        self.get(s, t, stride, e).map(|v| v.saturating_add(s.less))
    }

    /// The column read as a vertex count while probing for tables: a count of at least one
    /// that is not a stored zero (a zero byte, everywhere in a file, would read as one vertex
    /// when counts are stored one less).
    fn probe(&self, s: &Sample<'_>, t: usize, stride: u32, e: usize) -> Option<i64> {
        self.count(s, t, stride, e).filter(|&v| v > s.less && (1..=MAX_VERTICES).contains(&v))
    }

    /// The rest of a split column's u16: the other field of its split.
    pub fn rest(&self) -> Option<Col> {
        let (lo, n) = self.bits?;
        let bits = if lo == 0 { (n, 16u8.saturating_sub(n)) } else { (0, lo) };
        Some(Col { bits: Some(bits), ..*self })
    }

    /// The bytes it covers.
    pub fn span(&self) -> (u32, u32) {
        (self.at, self.at.saturating_add(self.width.bytes() as u32))
    }

    /// True when two columns share a byte (of one word, a bit).
    pub fn overlaps(&self, o: &Col) -> bool {
        if let (Some(x), Some(y)) = (self.bits, o.bits) {
            if (self.at, self.width) == (o.at, o.width) {
                let end = |b: (u8, u8)| b.0.saturating_add(b.1);
                return x.0 < end(y) && y.0 < end(x);
            }
        }
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
                out.push(Col { at, width, bits: None, div: 1 });
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
    /// The entry's own start.
    Entry,
    /// The offset's own position in its entry (a self-relative offset).
    Own,
}

impl Base {
    /// The base's offset in `s` for a table at `t` (for [`Base::Entry`] and [`Base::Own`],
    /// the table's start: [`Base::step`] adds each entry's part).
    pub fn eval(&self, s: &Sample<'_>, t: usize) -> Option<usize> {
        match self {
            Base::File => Some(0),
            Base::Table | Base::Entry | Base::Own => Some(t),
            Base::Place(p) => s.place(p),
        }
    }

    /// What entry `e` of `stride`-byte entries adds to [`Base::eval`] for an offset in
    /// column `col`.
    pub fn step(&self, e: usize, stride: u32, col: &Col) -> Option<usize> {
        let entry = e.checked_mul(stride as usize);
        match self {
            Base::Entry => entry,
            Base::Own => entry?.checked_add(col.at as usize),
            _ => Some(0),
        }
    }

    /// It moves with the entry (an offset from the entry or from the field itself).
    pub fn per_entry(&self) -> bool {
        matches!(self, Base::Entry | Base::Own)
    }
}

/// How an entry locates its array.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Locator {
    /// At `base` plus the column's value times `scale` (4: an offset in 4-byte words).
    Offset {
        /// The column.
        col: Col,
        /// What it counts from.
        base: Base,
        /// Bytes per unit of the column.
        scale: u32,
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
    /// The node column (in `beside`'s entries when there is one).
    pub node: Col,
    /// The vertex-count column.
    pub vertices: Col,
    /// The pool-base column and the unit its values count (1: slots; 8: bytes of 8-byte
    /// slots, Xenogears' `index << 3`); none: each part's slots follow the previous part's.
    pub base: Option<(Col, u32)>,
    /// A table beside the parts holding their nodes and pool bases (then `node` and `base`
    /// are its columns).
    pub beside: Option<Beside>,
    /// How the arrays are found.
    pub locator: Locator,
    /// Files it holds in.
    pub held: usize,
    /// Per sample: where it holds, (table start, parts, the array starts, the vertex block's
    /// start for index/sequential locators).
    pub found: Vec<Option<Found>>,
}

/// A table beside the parts, entry for entry, holding their nodes and pool bases.
#[derive(Debug, Clone)]
pub struct Beside {
    /// Where it starts.
    pub start: Start,
    /// Entry size.
    pub stride: u32,
    /// The node column.
    pub node: Col,
    /// The pool-base column and its unit.
    pub base: Option<(Col, u32)>,
    /// Distinct nodes its node column names, summed over the files.
    pub distinct: usize,
    /// Per sample: where it is.
    pub tables: Vec<usize>,
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
}

/// Arrays that are valid, disjoint and not normals.
fn sound(s: &Sample<'_>, arrays: &[(usize, usize)]) -> bool {
    if !arrays.iter().all(|&(at, n)| svec::run(s, at, n) == n) || normals(s, arrays) {
        return false;
    }
    disjoint(arrays, s.vertex)
}

/// Some array of at least 3 SVECTORs holds only unit normals (a TMD object's normals, beside
/// its vertices): the column is no vertex-array column.
fn normals(s: &Sample<'_>, arrays: &[(usize, usize)]) -> bool {
    arrays.iter().any(|&(at, n)| svec::normals(s, at, n))
}

/// Per offset: valid SVECTORs in a row from it, counting only runs that are not all zero
/// (a zero-filled area is no vertex array): the run up to and including its last non-zero
/// vertex.
pub fn svec_runs(s: &Sample<'_>) -> Vec<u32> {
    let n = s.len();
    let vs = s.vertex;
    let mut run = vec![0u32; n.saturating_add(vs)];
    // Per offset: valid run, and the index (in vertices from p) past the last non-zero one.
    let mut nz = vec![0u32; n.saturating_add(vs)];
    for p in (0..n).rev() {
        if svec::valid(s, p) {
            let next = run.get(p.saturating_add(vs)).copied().unwrap_or(0);
            let nnext = nz.get(p.saturating_add(vs)).copied().unwrap_or(0);
            let zero =
                [0usize, 2, 4].iter().all(|&i| s.word(p.saturating_add(i), Width::I16) == Some(0));
            if let Some(x) = run.get_mut(p) {
                *x = next.saturating_add(1);
            }
            if let Some(x) = nz.get_mut(p) {
                *x = if nnext > 0 { nnext.saturating_add(1) } else { u32::from(!zero) };
            }
        }
    }
    // A vertex array must end at or after its last non-zero vertex: report how many vertices
    // from p stay valid, but 0 where none of them is non-zero.
    for (r, z) in run.iter_mut().zip(&nz) {
        if *z == 0 {
            *r = 0;
        }
    }
    run
}

/// What an array offset counts from, by value in one file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum BaseVal {
    File,
    Table,
    At(usize),
    /// [`Base::Entry`].
    Entry,
    /// [`Base::Own`].
    Own,
}

impl BaseVal {
    fn value(self, t: usize) -> usize {
        match self {
            BaseVal::File => 0,
            BaseVal::Table | BaseVal::Entry | BaseVal::Own => t,
            BaseVal::At(b) => b,
        }
    }
}

/// A table shape: entry size, count column, array column, its multiplier (1: a byte offset,
/// 4: an offset in 4-byte words, 8: an index into a vertex block) and base.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Shape {
    stride: u32,
    count: Col,
    array: Col,
    mult: usize,
    /// What the offsets count from, where that moves with the entry ([`Base::Entry`],
    /// [`Base::Own`]); else [`Base::Table`], the base given by value.
    step: Base,
}

impl Shape {
    /// Entries in a row from `t` whose arrays (from base `b`) are valid and as long as their
    /// count says.
    fn prefix(&self, s: &Sample<'_>, sv: &[u32], t: usize, b: usize, max: usize) -> usize {
        let mut e = 0usize;
        while e < max {
            let (Some(v), Some(o)) =
                (self.count.count(s, t, self.stride, e), self.array.get(s, t, self.stride, e))
            else {
                break;
            };
            if !(1..=MAX_VERTICES).contains(&v) || o < 0 {
                break;
            }
            let p = (o as usize).checked_mul(self.mult).and_then(|x| {
                x.checked_add(b)?.checked_add(self.step.step(e, self.stride, &self.array)?)
            });
            if p.is_none_or(|p| sv.get(p).is_none_or(|&r| i64::from(r) < v)) {
                break;
            }
            e = e.saturating_add(1);
        }
        e
    }

    fn arrays(&self, s: &Sample<'_>, t: usize, b: usize, n: usize) -> Option<Vec<(usize, usize)>> {
        (0..n)
            .map(|e| {
                let v = usize::try_from(self.count.count(s, t, self.stride, e)?).ok()?;
                let o = usize::try_from(self.array.get(s, t, self.stride, e)?).ok()?;
                let b = b.checked_add(self.step.step(e, self.stride, &self.array)?)?;
                Some((o.checked_mul(self.mult)?.checked_add(b)?, v))
            })
            .collect()
    }
}

/// Which readings of a part table a search tries **[provisional]**: each pass only where the
/// ones before it found nothing (the rarer ones triple the candidates).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    /// Counts at even offsets, offsets in bytes or vertex indices; else arrays back to back.
    Plain,
    /// Also byte counts at any offset, vertex counts stored as the arrays' sizes in bytes,
    /// and offsets in 4-byte words from a place.
    Rarer,
    /// Only counts packed in part of a u16 beside the node ([`Col::splits`]).
    Packed,
}

/// Finds the parts table; `nodes[i]` is sample i's node count (1 without a skeleton), with
/// the readings of `pass`.
pub fn find(samples: &[Sample<'_>], nodes: &[usize], pass: Pass) -> Option<Parts> {
    let more = pass == Pass::Rarer;
    let s0i = (0..samples.len()).max_by_key(|&i| {
        (nodes.get(i).copied().unwrap_or(1), samples.get(i).map_or(0, Sample::len))
    })?;
    let s0 = samples.get(s0i)?;
    let dbg = std::env::var_os("INFER_DEBUG").is_some();
    let clock = std::time::Instant::now();
    let sv0 = svec_runs(s0);
    let n0 = nodes.get(s0i).copied().unwrap_or(1).max(1) as i64;
    let vs = s0.vertex;
    // Parts the table must have in s0 before it is looked at further: a humanoid has one per
    // node but the root; a prop one.
    let need = usize::try_from(n0).unwrap_or(1).saturating_sub(1).max(2);
    let places0 = search::bases(s0);
    let mut bases: Vec<usize> = places0.iter().map(|(_, at)| *at).collect();
    bases.sort_unstable();
    bases.dedup();
    let top: Vec<usize> = s0.places.iter().map(|(_, at)| *at).collect();
    let offs = search::table_offsets(&places0, s0.len());
    if dbg {
        eprintln!("parts: {} offsets, {} bases ({:?})", offs.len(), bases.len(), clock.elapsed());
    }
    let svs: Vec<Vec<u32>> = samples.iter().map(svec_runs).collect();
    let starts: Vec<&Keys> = samples.iter().map(keys).collect();
    let mut best: Option<(Score, Parts)> = None;
    {
        let mut cands: Vec<(usize, Shape, BaseVal, usize)> = Vec::new();
        'search: for stride in STRIDES.step_by(2) {
            let cols = Col::all(stride);
            // Counts and offsets sit at even offsets (u32 at multiples of 4).
            let wide: Vec<Col> = cols
                .iter()
                .filter(|c| c.at % 2 == 0 && (c.width != Width::U32 || c.at % 4 == 0))
                .copied()
                .collect();
            // A byte count may sit at any offset (after a node byte, say); or a u16 holds a
            // node and a count in two fields.
            let splits: Vec<Col> = if pass == Pass::Packed {
                wide.iter().flat_map(Col::splits).flat_map(|(lo, hi)| [lo, hi]).collect()
            } else {
                Vec::new()
            };
            let countish: Vec<Col> = if pass == Pass::Packed {
                splits.clone()
            } else {
                let mut v: Vec<Col> = cols
                    .iter()
                    .filter(|c| (more && c.width == Width::U8) || wide.contains(c))
                    .copied()
                    .collect();
                // [provisional] Rarer: a vertex count stored as the array's size in bytes.
                if more {
                    let div = u8::try_from(vs).unwrap_or(8);
                    v.extend(
                        wide.iter().filter(|c| c.width != Width::U8).map(|c| Col { div, ..*c }),
                    );
                }
                v
            };
            let probe = need.min(4);
            for &t in &offs {
                if cands.len() > MAX_CANDIDATES {
                    break 'search;
                }
                // A node column first (cheap): values below the node count in the first entries,
                // not all equal when there are nodes to tell apart.
                let nodelike = |c: &Col| {
                    let v: Option<Vec<i64>> = (0..probe).map(|e| c.get(s0, t, stride, e)).collect();
                    v.is_some_and(|v| {
                        v.iter().all(|&x| (0..n0).contains(&x))
                            && (n0 < 2 || probe < 2 || v.iter().any(|&x| Some(&x) != v.first()))
                    })
                };
                let nodeish = cols.iter().chain(&splits).any(nodelike);
                if !nodeish {
                    continue;
                }
                for cc in &countish {
                    // A count packed in part of a word: the rest of the word is the node, with
                    // bits enough for every node.
                    let narrow = |r: &Col| r.bits.is_some_and(|(_, n)| (1i64 << n.min(62)) < n0);
                    if cc.rest().is_some_and(|r| narrow(&r) || !nodelike(&r)) {
                        continue;
                    }
                    let good = (0..probe).all(|e| cc.probe(s0, t, stride, e).is_some());
                    let (Some(v0), Some(v1)) =
                        (cc.count(s0, t, stride, 0), cc.count(s0, t, stride, 1))
                    else {
                        continue;
                    };
                    if !good {
                        continue;
                    }
                    for oc in wide.iter().filter(|c| c.width != Width::U8 && !c.overlaps(cc)) {
                        let (Some(o0), Some(o1)) =
                            (oc.get(s0, t, stride, 0), oc.get(s0, t, stride, 1))
                        else {
                            continue;
                        };
                        if o0 < 0 || o1 < 0 || o0 == o1 {
                            continue;
                        }
                        // A byte offset, an offset in 4-byte words [provisional], an index into a
                        // vertex block.
                        let mults: &[usize] = if more { &[1, 4, vs] } else { &[1, vs] };
                        for &mult in mults {
                            let mut bv: Vec<BaseVal> = Vec::new();
                            // Offsets in words only from a place (a section of vertex arrays).
                            if mult == 1 {
                                bv.extend([
                                    BaseVal::File,
                                    BaseVal::Table,
                                    BaseVal::Entry,
                                    BaseVal::Own,
                                ]);
                            }
                            let from: &[usize] = if mult < vs { &bases } else { &top };
                            bv.extend(from.iter().map(|&b| BaseVal::At(b)));
                            for b in bv {
                                let bval = b.value(t);
                                let step = match b {
                                    BaseVal::Entry => Base::Entry,
                                    BaseVal::Own => Base::Own,
                                    _ => Base::Table,
                                };
                                let ok = |e: usize, o: i64, v: i64| {
                                    (o as usize)
                                        .checked_mul(mult)
                                        .and_then(|x| x.checked_add(bval))
                                        .and_then(|x| x.checked_add(step.step(e, stride, oc)?))
                                        .is_some_and(|p| {
                                            sv0.get(p).is_some_and(|&r| i64::from(r) >= v)
                                        })
                                };
                                if !ok(0, o0, v0) || !ok(1, o1, v1) {
                                    continue;
                                }
                                let sh = Shape { stride, count: *cc, array: *oc, mult, step };
                                if sh.prefix(s0, &sv0, t, bval, probe) < probe {
                                    continue;
                                }
                                let disjoint = sh
                                    .arrays(s0, t, bval, probe)
                                    .is_some_and(|a| disjoint(&a, vs) && !normals(s0, &a));
                                if !disjoint {
                                    continue;
                                }
                                let n = sh.prefix(s0, &sv0, t, bval, 1024);
                                if n >= probe && disjoint {
                                    let tight = sh
                                        .arrays(s0, t, bval, n)
                                        .map_or(0, |a| tightness(s0, &sv0, &a));
                                    cands.push((t, sh, b, tight));
                                }
                            }
                        }
                    }
                }
            }
        }
        // Too many readings hold (data where almost anything reads as vertices): none of them
        // is taken (arrays back to back may still hold, below).
        if cands.len() > MAX_CANDIDATES {
            if dbg {
                eprintln!("parts: over {MAX_CANDIDATES} candidates, none taken");
            }
            cands.clear();
        }
        // The longest tables first; the simplest shapes among equals.
        cands.sort_by(|a, b| b.3.cmp(&a.3).then(a.1.stride.cmp(&b.1.stride)).then(a.0.cmp(&b.0)));
        cands.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1 && a.2 == b.2);
        if std::env::var_os("INFER_DEBUG").is_some() {
            eprintln!(
                "parts: {} candidates, top {:?} ({:?})",
                cands.len(),
                cands.first(),
                clock.elapsed()
            );
        }
        let mut held_shapes: std::collections::BTreeSet<(usize, Shape)> =
            std::collections::BTreeSet::new();
        for (t0, sh, b, _) in cands.into_iter().take(60) {
            // The base, as a key the same in every file.
            let keys: Vec<Base> = match b {
                BaseVal::File => vec![Base::File],
                BaseVal::Table => vec![Base::Table],
                BaseVal::Entry => vec![Base::Entry],
                BaseVal::Own => vec![Base::Own],
                BaseVal::At(v) => places0
                    .iter()
                    .filter(|(_, at)| *at == v)
                    .map(|(p, _)| Base::Place(p.clone()))
                    .take(8)
                    .collect(),
            };
            // Tables that held, counted once per start and shape (its bases are one reading: the
            // same place read as u16 or u32 holds alike), six at most.
            let mut any = false;
            for base in keys {
                let r = hold(samples, nodes, &svs, &starts, &sh, &base, (s0i, t0));
                if dbg {
                    eprintln!("  hold {sh:?} {base:?}: {} ({:?})", r.is_some(), clock.elapsed());
                }
                if let Some((score, p)) = r {
                    // A table read a few bytes off also holds; its node column is poorer.
                    if best.as_ref().is_none_or(|b| score > b.0) {
                        best = Some((score, p));
                    }
                    any = true;
                }
            }
            if any {
                held_shapes.insert((t0, sh.clone()));
            }
            if held_shapes.len() >= 6 {
                break;
            }
        }
    }
    if pass != Pass::Plain {
        return best.map(|b| b.1);
    }
    best.map(|b| b.1).or_else(|| sequential(samples, nodes))
}

/// Most SVECTORs a run may hold past the arrays it is read as (bytes after the last array
/// that happen to read as vertices) **[provisional]**.
const RUN_SLACK: usize = 3;

/// Where runs of `vs`-byte vertices start, by their length: every maximal run (not the tail
/// of a longer one).
fn maximal_runs(sv: &[u32], vs: usize) -> std::collections::HashMap<usize, Vec<usize>> {
    let mut out: std::collections::HashMap<usize, Vec<usize>> = std::collections::HashMap::new();
    for (p, &r) in sv.iter().enumerate() {
        let tail =
            p >= vs && sv.get(p.saturating_sub(vs)).is_some_and(|&q| q == r.saturating_add(1));
        if r > 0 && !tail {
            out.entry(r as usize).or_default().push(p);
        }
    }
    out
}

/// The start of a maximal run `total` to `total + RUN_SLACK` vertices long, the first at or
/// after `after` (else the first anywhere).
fn run_of(
    runs: &std::collections::HashMap<usize, Vec<usize>>,
    total: usize,
    after: usize,
) -> Option<usize> {
    let mut all: Vec<usize> = (0..=RUN_SLACK)
        .filter_map(|k| runs.get(&total.saturating_add(k)))
        .flatten()
        .copied()
        .collect();
    all.sort_unstable();
    all.iter().find(|&&x| x >= after).or(all.first()).copied()
}

/// Parts whose vertex arrays lie back to back in entry order, with no offset column (sections
/// sized, not pointed at): a table whose first vertex counts sum to the length of one SVECTOR
/// run in the largest file; held in every file by a start rule, a count word and a run of
/// each file's own total. The run's start (the vertex block) is left to the caller's rules.
fn sequential(samples: &[Sample<'_>], nodes: &[usize]) -> Option<Parts> {
    let s0i = (0..samples.len()).max_by_key(|&i| {
        (nodes.get(i).copied().unwrap_or(1), samples.get(i).map_or(0, Sample::len))
    })?;
    let s0 = samples.get(s0i)?;
    let n0 = nodes.get(s0i).copied().unwrap_or(1).max(1) as i64;
    let need = usize::try_from(n0).unwrap_or(1).saturating_sub(1).max(2);
    let sv0 = svec_runs(s0);
    let runs0 = maximal_runs(&sv0, s0.vertex);
    let offs = search::table_offsets(&search::bases(s0), s0.len());
    // (entries, stride, table, count column)
    let mut cands: Vec<(usize, u32, usize, Col)> = Vec::new();
    for stride in STRIDES.step_by(2) {
        let wide: Vec<Col> = Col::all(stride)
            .into_iter()
            .filter(|c| c.at % 2 == 0 && (c.width != Width::U32 || c.at % 4 == 0))
            .collect();
        for &t in &offs {
            for cc in &wide {
                let mut sum = 0usize;
                let mut e = 0usize;
                while e < 1024 {
                    let Some(v) = cc.probe(s0, t, stride, e) else {
                        break;
                    };
                    sum = sum.saturating_add(v as usize);
                    e = e.saturating_add(1);
                    if e >= need && run_of(&runs0, sum, t).is_some() {
                        cands.push((e, stride, t, *cc));
                    }
                }
            }
        }
    }
    cands.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    if std::env::var_os("INFER_DEBUG").is_some() {
        eprintln!("parts (sequential): {} candidates, top {:?}", cands.len(), cands.first());
    }
    let svs: Vec<Vec<u32>> = samples.iter().map(svec_runs).collect();
    let runs: Vec<std::collections::HashMap<usize, Vec<usize>>> =
        svs.iter().map(|sv| maximal_runs(sv, s0.vertex)).collect();
    for (n0, stride, t0, cc) in cands.into_iter().take(64) {
        for k in search::simplest(s0, t0, 8) {
            let Some(ts) = samples.iter().map(|s| k.eval(s)).collect::<Option<Vec<usize>>>() else {
                continue;
            };
            for count in rules::exact(s0, &k.place.nest_and_file(), t0, n0, s0.less) {
                let mut arrays_all = Vec::with_capacity(samples.len());
                let mut ns = Vec::with_capacity(samples.len());
                let mut blocks = Vec::with_capacity(samples.len());
                for ((s, &t), r) in samples.iter().zip(&ts).zip(&runs) {
                    let Some(n) = count.eval(s).filter(|&n| (1..=1024).contains(&n)) else { break };
                    let vc: Option<Vec<usize>> = (0..n)
                        .map(|e| {
                            cc.count(s, t, stride, e)
                                .filter(|v| (1..=MAX_VERTICES).contains(v))
                                .map(|v| v as usize)
                        })
                        .collect();
                    let Some(vc) = vc else { break };
                    let total: usize = vc.iter().sum();
                    let Some(x) = run_of(r, total, t) else { break };
                    let mut at = x;
                    let mut arrays = Vec::with_capacity(n);
                    for &c in &vc {
                        arrays.push((at, c));
                        at = at.saturating_add(c.saturating_mul(s.vertex));
                    }
                    arrays_all.push(arrays);
                    ns.push(n);
                    blocks.push(x);
                }
                if arrays_all.len() != samples.len() {
                    continue;
                }
                // Found a few bytes off, perhaps: the shift whose node column tells the most
                // nodes apart (and has a pool-base column).
                let mut best: Option<(Score, i64, Col, Option<(Col, u32)>)> = None;
                let reach = i64::from(stride).saturating_sub(2);
                for d in (reach.saturating_neg()..=reach).step_by(2) {
                    let a = i64::from(cc.at).saturating_sub(d);
                    if a < 0
                        || a.saturating_add(cc.width.bytes() as i64) > i64::from(stride)
                        || i64::from(k.k).saturating_add(d) < 0
                    {
                        continue;
                    }
                    let sc = Col { at: shifted(cc.at, d), ..cc };
                    let tsd: Vec<usize> = ts.iter().map(|&t| moved(t, d)).collect();
                    let Some((distinct, node, pool)) =
                        node_and_pool(samples, nodes, &tsd, &ns, &arrays_all, stride, &[sc])
                    else {
                        continue;
                    };
                    let score = (
                        distinct,
                        pool.is_some(),
                        ends_at_places(samples, &tsd, &ns, stride),
                        usize::MAX.saturating_sub(moved(k.k as usize, d)),
                    );
                    if best.as_ref().is_none_or(|b| score > b.0) {
                        best = Some((score, d, node, pool));
                    }
                }
                let Some((_, d, node, pool)) = best else { continue };
                let cc = Col { at: shifted(cc.at, d), ..cc };
                let k = Start { place: k.place.clone(), k: moved(k.k as usize, d) as u32 };
                let ts: Vec<usize> = ts.iter().map(|&t| moved(t, d)).collect();
                let found = ts
                    .iter()
                    .zip(&ns)
                    .zip(arrays_all)
                    .zip(&blocks)
                    .map(|(((&t, &n), arrays), &b)| {
                        Some(Found { table: t, n, arrays, block: Some(b) })
                    })
                    .collect();
                return Some(Parts {
                    start: k,
                    count,
                    stride,
                    node,
                    vertices: cc,
                    base: pool,
                    beside: None,
                    locator: Locator::Sequential,
                    held: samples.len(),
                    found,
                });
            }
        }
    }
    None
}

/// How well a reading of the part table holds: distinct nodes its node column names, whether
/// it has a pool-base column, in how many files it ends exactly where a place starts (a table
/// filling its section), and the fewest bytes past its place (`usize::MAX` less them).
type Score = (usize, bool, usize, usize);

/// In how many files a table at `ts[i]` of `ns[i]` entries of `stride` bytes ends exactly at a
/// place (a section's start) **[provisional]**: of two readings a few bytes apart, the one
/// that fills its section.
fn ends_at_places(samples: &[Sample<'_>], ts: &[usize], ns: &[usize], stride: u32) -> usize {
    samples
        .iter()
        .zip(ts.iter().zip(ns))
        .filter(|(s, (&t, &n))| {
            let end = t.saturating_add(n.saturating_mul(stride as usize));
            s.keys().get(&end).is_some_and(|ks| ks.iter().any(|k| k.k == 0))
        })
        .count()
}

/// The shape and base held in every file: a start rule, a count rule, a node column, a pool
/// base column.
fn hold(
    samples: &[Sample<'_>],
    nodes: &[usize],
    svs: &[Vec<u32>],
    starts: &[&Keys],
    sh: &Shape,
    base: &Base,
    at: (usize, usize),
) -> Option<(Score, Parts)> {
    // Per file: the table starts where the first entry's array is valid.
    let mut per: Vec<Vec<usize>> = Vec::with_capacity(samples.len());
    for (s, sv) in samples.iter().zip(svs) {
        let mut v = Vec::new();
        let mut t = 0usize;
        while t < s.len() {
            if let Some(b) = base.eval(s, t) {
                if sh.prefix(s, sv, t, b, 1) == 1 {
                    v.push(t);
                }
            }
            t = t.saturating_add(2);
        }
        if v.is_empty() {
            return None;
        }
        per.push(v);
    }
    // A rule read where the table was found in the largest file first (the simplest key that
    // lands on a candidate in every file), else any file's candidates.
    let on = |i: usize, t: usize| per.get(i).is_some_and(|v| v.binary_search(&t).is_ok());
    let found = samples.get(at.0).and_then(|s0| {
        search::simplest(s0, at.1, 8)
            .into_iter()
            .find_map(|k| search::held(samples, &k, &on).map(|ts| (k, ts)))
    });
    let (start, ts) = match found {
        Some(f) => f,
        None => choose_start(samples, starts, &per)?,
    };
    let runs: Vec<usize> = samples
        .iter()
        .zip(svs)
        .zip(&ts)
        .map(|((s, sv), &t)| base.eval(s, t).map_or(0, |b| sh.prefix(s, sv, t, b, 1024)))
        .collect();
    // The count: the largest word at most the run in every file, whose arrays are disjoint
    // and whose entries name nodes below the node count.
    let (i0, s0) =
        samples.iter().enumerate().max_by_key(|(i, _)| runs.get(*i).copied().unwrap_or(0))?;
    let t0 = *ts.get(i0)?;
    let mut counts: Vec<(Count, usize)> = Vec::new();
    // Count words near the place the start is read from, or near the places it is inside; up
    // to the end of the first entry, as read: a table found a few bytes early may start on its
    // own count (the shifts below keep it out of the table).
    for p in start.place.nest_and_file() {
        counts.extend(rules::counts(
            s0,
            &p,
            t0.saturating_add(sh.stride as usize),
            &[1],
            (1, runs.get(i0).copied().unwrap_or(0)),
            s0.less,
        ));
    }
    // [provisional] Of equal counts, a word in the table's own section before a header word
    // that happens to hold the same number (a part count equal to the node count).
    let own = |c: &Count| match c {
        Count::Word { site, .. } => site.place != start.place,
        _ => true,
    };
    counts.sort_by(|a, b| {
        b.1.cmp(&a.1).then(own(&a.0).cmp(&own(&b.0))).then(a.0.cost().cmp(&b.0.cost()))
    });
    counts.dedup_by(|a, b| a.0 == b.0);
    for (count, _) in counts {
        let ns: Option<Vec<usize>> = samples
            .iter()
            .zip(&runs)
            .map(|(s, &r)| count.eval(s).filter(|&n| n >= 1 && n <= r))
            .collect();
        let Some(ns) = ns else { continue };
        let mut arrays_all = Vec::with_capacity(samples.len());
        let mut ok = true;
        for ((s, &t), &n) in samples.iter().zip(&ts).zip(&ns) {
            let a = base.eval(s, t).and_then(|b| sh.arrays(s, t, b, n));
            match a {
                Some(a) if sound(s, &a) => arrays_all.push(a),
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        if !ok {
            continue;
        }
        // The table may have been found a few bytes off (its columns shifted): try every
        // shift that keeps the count and array columns in the entry, and keep the one whose
        // node column tells the most nodes apart.
        let mut best_shift: Option<(Score, i64, Col, Option<(Col, u32)>)> = None;
        let stride = i64::from(sh.stride);
        let reach = stride.saturating_sub(2);
        for d in (reach.saturating_neg()..=reach).step_by(2) {
            let inside = |c: &Col| {
                let a = i64::from(c.at).saturating_sub(d);
                a >= 0 && a.saturating_add(c.width.bytes() as i64) <= stride
            };
            if !inside(&sh.count) || !inside(&sh.array) {
                continue;
            }
            // An offset from the table or the entry start changes with a shift; one from the
            // field itself does not.
            if i64::from(start.k).saturating_add(d) < 0
                || (d != 0 && matches!(base, Base::Table | Base::Entry))
            {
                continue;
            }
            let sc = Col { at: shifted(sh.count.at, d), ..sh.count };
            let sa = Col { at: shifted(sh.array.at, d), ..sh.array };
            let tsd: Vec<usize> = ts.iter().map(|&t| moved(t, d)).collect();
            // A table does not hold its own count: no shift puts the count word inside it.
            let holds_count = |(s, (&t, &n)): (&Sample<'_>, (&usize, &usize))| match &count {
                Count::Word { site, .. } => site.at(s).is_some_and(|p| {
                    p >= t && p < t.saturating_add(n.saturating_mul(sh.stride as usize))
                }),
                _ => false,
            };
            if samples.iter().zip(tsd.iter().zip(&ns)).any(holds_count) {
                continue;
            }
            let Some((distinct, node, pool)) =
                node_and_pool(samples, nodes, &tsd, &ns, &arrays_all, sh.stride, &[sc, sa])
            else {
                continue;
            };
            let score = (
                distinct,
                pool.is_some(),
                ends_at_places(samples, &tsd, &ns, sh.stride),
                usize::MAX.saturating_sub(moved(start.k as usize, d)),
            );
            if best_shift.as_ref().is_none_or(|b| score > b.0) {
                best_shift = Some((score, d, node, pool));
            }
        }
        // No pool-base column in the entries (a TMD object holds none): a table beside them,
        // entry for entry, may hold the nodes and the bases.
        let near = if best_shift.as_ref().is_none_or(|b| b.3.is_none()) {
            beside(samples, nodes, &ts, &ns, &arrays_all, sh.stride)
        } else {
            None
        };
        let (score, d, node, pool) = match (&near, best_shift) {
            (Some(b), _) => {
                let ends = ends_at_places(samples, &ts, &ns, sh.stride);
                let k = usize::MAX.saturating_sub(start.k as usize);
                ((b.distinct, true, ends, k), 0, b.node, b.base)
            }
            (None, Some(b)) => b,
            (None, None) => continue,
        };
        let sh = &Shape {
            stride: sh.stride,
            count: Col { at: shifted(sh.count.at, d), ..sh.count },
            array: Col { at: shifted(sh.array.at, d), ..sh.array },
            mult: sh.mult,
            step: sh.step.clone(),
        };
        let start = Start { place: start.place.clone(), k: moved(start.k as usize, d) as u32 };
        let ts: Vec<usize> = ts.iter().map(|&t| moved(t, d)).collect();
        let agree = true;
        let vs = samples.first().map_or(svec::SVECTOR, |s| s.vertex);
        let locator = if sh.mult < vs {
            Locator::Offset { col: sh.array, base: base.clone(), scale: sh.mult as u32 }
        } else {
            Locator::Index { col: sh.array }
        };
        let found = samples
            .iter()
            .zip(&ts)
            .zip(&ns)
            .zip(arrays_all)
            .map(|(((s, &t), &n), arrays)| {
                Some(Found {
                    table: t,
                    n,
                    arrays,
                    block: if sh.mult == vs { base.eval(s, t) } else { None },
                })
            })
            .collect();
        let _ = agree;
        return Some((
            score,
            Parts {
                start,
                count,
                stride: sh.stride,
                node,
                vertices: sh.count,
                base: if agree { pool } else { None },
                beside: near,
                locator,
                held: samples.len(),
                found,
            },
        ));
    }
    None
}

/// Entry sizes a table beside the parts may have.
const BESIDE_STRIDES: [u32; 8] = [2, 4, 6, 8, 10, 12, 14, 16];
/// Start keys tried per offset for a table beside the parts.
const BESIDE_KEYS: usize = 8;

/// A table beside the parts, entry for entry (a TMD's objects leave the node and pool base
/// to a separate link table): the one whose node column tells the most nodes apart and whose
/// pool-base column continues the pool in every file, the narrowest and simplest first.
/// Looked for at every candidate start of the file with the most parts, not overlapping the
/// part table or a vertex array.
fn beside(
    samples: &[Sample<'_>],
    nodes: &[usize],
    ts: &[usize],
    ns: &[usize],
    arrays_all: &[Vec<(usize, usize)>],
    stride: u32,
) -> Option<Beside> {
    let i0 = (0..samples.len()).max_by_key(|&i| ns.get(i).copied().unwrap_or(0))?;
    let (s0, &n0, &t0) = (samples.get(i0)?, ns.get(i0)?, ts.get(i0)?);
    let clear = |i: usize, t: usize, bs: u32| {
        let n = ns.get(i).copied().unwrap_or(0);
        let end = t.saturating_add(n.saturating_mul(bs as usize));
        let main = ts.get(i).copied().unwrap_or(0);
        let main_end = main.saturating_add(n.saturating_mul(stride as usize));
        let apart = |a: usize, b: usize| end <= a || b <= t;
        samples.get(i).is_some_and(|s| end <= s.len())
            && apart(main, main_end)
            && arrays_all.get(i).is_some_and(|v| {
                v.iter().all(|&(a, k)| apart(a, a.saturating_add(k.saturating_mul(s0.vertex))))
            })
    };
    let one = |i: usize| i..i.saturating_add(1);
    let mut best: Option<((usize, std::cmp::Reverse<u32>), Beside)> = None;
    for (&t1, keys) in s0.keys() {
        for bs in BESIDE_STRIDES {
            if !clear(i0, t1, bs) {
                continue;
            }
            let alone = node_and_pool(
                samples.get(one(i0))?,
                nodes.get(one(i0))?,
                &[t1],
                &[n0],
                arrays_all.get(one(i0))?,
                bs,
                &[],
            );
            if alone.is_none_or(|x| x.2.is_none()) || t1 == t0 {
                continue;
            }
            let mut keys = keys.clone();
            keys.sort_by_key(Start::cost);
            for k in keys.into_iter().take(BESIDE_KEYS) {
                let Some(tb) = samples
                    .iter()
                    .enumerate()
                    .map(|(i, s)| k.eval(s).filter(|&t| clear(i, t, bs)))
                    .collect::<Option<Vec<usize>>>()
                else {
                    continue;
                };
                let Some((distinct, node, Some(base))) =
                    node_and_pool(samples, nodes, &tb, ns, arrays_all, bs, &[])
                else {
                    continue;
                };
                let key = (distinct, std::cmp::Reverse(bs));
                if best.as_ref().is_none_or(|b| key > b.0) {
                    best = Some((
                        key,
                        Beside {
                            start: k,
                            stride: bs,
                            node,
                            base: Some(base),
                            distinct,
                            tables: tb,
                        },
                    ));
                }
                break;
            }
        }
    }
    best.map(|b| b.1)
}

/// A start rule giving one of each file's candidate offsets: the rule and those offsets.
pub fn choose_start(
    samples: &[Sample<'_>],
    all: &[&Keys],
    per: &[Vec<usize>],
) -> Option<(Start, Vec<usize>)> {
    let (i0, c0) = per.iter().enumerate().min_by_key(|(_, v)| v.len())?;
    let starts = all.get(i0)?;
    for &t0 in c0.iter().take(256) {
        let Some(keys) = starts.get(&t0) else { continue };
        let mut keys = keys.clone();
        keys.sort_by_key(Start::cost);
        for k in keys {
            let got: Option<Vec<usize>> = samples
                .iter()
                .zip(per)
                .map(|(s, v)| k.eval(s).filter(|x| v.binary_search(x).is_ok()))
                .collect();
            if let Some(got) = got {
                return Some((k, got));
            }
        }
    }
    None
}

/// How tightly a table's arrays fit the file: arrays whose last vertex is the last valid one
/// before non-vertex data, or that end where another array, or an array of normals, starts.
fn tightness(s: &Sample<'_>, sv: &[u32], arrays: &[(usize, usize)]) -> usize {
    let starts: std::collections::BTreeSet<usize> = arrays.iter().map(|a| a.0).collect();
    arrays
        .iter()
        .filter(|&&(at, n)| {
            let end = at.saturating_add(n.saturating_mul(s.vertex));
            sv.get(at).is_some_and(|&r| r as usize == n)
                || starts.contains(&end)
                || svec::normals(s, end, 3)
        })
        .count()
}

/// A pool-base column's fit in one file: `None` where it cannot be one (the first part not
/// at 0, a base past the previous end by more than a joint's overlap allows); else the
/// entries that continue the pool (at or a little before the previous part's end).
fn base_score(c: &Ctx<'_, '_>, counts: &[usize], col: &Col, unit: u32) -> Option<usize> {
    let unit = i64::from(unit.max(1));
    let vals: Option<Vec<i64>> = (0..c.n)
        .map(|e| {
            c.col(col, e)
                .filter(|v| v.checked_rem(unit) == Some(0))
                .and_then(|v| v.checked_div(unit))
                .filter(|v| (0..=MAX_VERTICES * 4).contains(v))
        })
        .collect();
    pool_score(&vals?, counts)
}

/// How well pool bases `vals` (of parts with `counts` vertices) tile one pool with the small
/// overlaps of joints: in pool order (parts may be drawn in another order), the bases that
/// start at or a little before the pool's end so far; `None` unless two thirds do, or when
/// every base is the same (a single part: its base is 0).
pub fn pool_score(vals: &[i64], counts: &[usize]) -> Option<usize> {
    if vals.len() == 1 {
        return (vals.first() == Some(&0)).then_some(0);
    }
    // Parts that all write the same slots are no pool (a column of zeros fits small parts).
    if vals.windows(2).all(|w| w.first() == w.get(1)) {
        return None;
    }
    let mut by_base: Vec<(i64, i64)> = vals
        .iter()
        .enumerate()
        .map(|(e, &b)| (b, counts.get(e).copied().unwrap_or(0) as i64))
        .collect();
    by_base.sort_unstable();
    let mut score = 0usize;
    let mut prev_end = 0i64;
    for &(b, n) in &by_base {
        if b <= prev_end && b >= prev_end.saturating_sub(16) {
            score = score.saturating_add(1);
        }
        prev_end = prev_end.max(b.saturating_add(n));
    }
    (score.saturating_mul(3) >= vals.len().saturating_mul(2)).then_some(score)
}

pub use crate::file::Keys;

/// The start keys of a file, by offset.
pub fn keys<'s>(s: &'s Sample<'_>) -> &'s Keys {
    s.keys()
}

/// The node column (below the node count everywhere, the most distinct values) and the pool
/// base column of a table at `ts` with `ns` entries.
#[allow(clippy::too_many_arguments)]
fn node_and_pool(
    samples: &[Sample<'_>],
    nodes: &[usize],
    ts: &[usize],
    ns: &[usize],
    arrays_all: &[Vec<(usize, usize)>],
    stride: u32,
    used: &[Col],
) -> Option<(usize, Col, Option<(Col, u32)>)> {
    let cols = Col::all(stride);
    // A column of part of a word (a count packed beside the node): the node may be the rest of it.
    let rest: Vec<Col> = used.iter().filter_map(Col::rest).collect();
    let mut node: Option<(usize, Col)> = None;
    for c in cols.iter().chain(&rest).filter(|c| !used.iter().any(|u| u.overlaps(c))) {
        let mut distinct = 0usize;
        let mut fits = true;
        for (((s, &t), &n), &nn) in samples.iter().zip(ts).zip(ns).zip(nodes) {
            let vals: Option<Vec<i64>> = (0..n).map(|e| c.get(s, t, stride, e)).collect();
            let Some(mut vals) = vals else {
                fits = false;
                break;
            };
            if vals.iter().any(|&v| v < 0 || v >= nn.max(1) as i64) {
                fits = false;
                break;
            }
            vals.sort_unstable();
            vals.dedup();
            distinct = distinct.saturating_add(vals.len());
        }
        if fits && node.is_none_or(|b| distinct > b.0) {
            node = Some((distinct, *c));
        }
    }
    let (distinct, node) = node?;
    let mut pool: Option<((usize, usize, bool), (Col, u32))> = None;
    // [provisional] Bases in slots, or in bytes of 8-byte slots (Xenogears' `index << 3`).
    let units = [1u32, 8];
    for (c, unit) in cols
        .iter()
        .filter(|c| c.width != Width::U8 && !used.iter().chain([&node]).any(|u| u.overlaps(c)))
        .flat_map(|c| units.iter().map(move |&u| (c, u)))
    {
        let mut total = 0usize;
        let mut fits = true;
        for ((s, &t), (&n, arrays)) in samples.iter().zip(ts).zip(ns.iter().zip(arrays_all)) {
            let counts: Vec<usize> = arrays.iter().map(|a| a.1).collect();
            let ctx = Ctx { s, t, stride, n };
            match base_score(&ctx, &counts, c, unit) {
                Some(x) => total = total.saturating_add(x),
                None => {
                    fits = false;
                    break;
                }
            }
        }
        // Ties go to the plain slot count.
        let key = (total, c.width.bytes(), unit == 1);
        if fits && total > 0 && pool.is_none_or(|p| key > p.0) {
            pool = Some((key, (*c, unit)));
        }
    }
    Some((distinct, node, pool.map(|p| p.1)))
}

/// No two arrays of `vs`-byte vertices share a byte.
pub fn disjoint(arrays: &[(usize, usize)], vs: usize) -> bool {
    let mut v: Vec<(usize, usize)> =
        arrays.iter().map(|&(a, n)| (a, a.saturating_add(n.saturating_mul(vs)))).collect();
    v.sort_unstable();
    v.windows(2).all(|w| match w {
        [a, b] => a.1 <= b.0,
        _ => true,
    })
}

/// A column offset moved back by `d` bytes (the table found `d` bytes early).
fn shifted(at: u32, d: i64) -> u32 {
    u32::try_from(i64::from(at).saturating_sub(d)).unwrap_or(0)
}

/// An offset moved by `d` bytes.
fn moved(t: usize, d: i64) -> usize {
    if d >= 0 {
        t.saturating_add(d.unsigned_abs() as usize)
    } else {
        t.saturating_sub(d.unsigned_abs() as usize)
    }
}

#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::arithmetic_side_effects)] // test data
#[cfg(test)]
mod tests {
    use super::*;

    /// A u16 split in two fields reads each one's bits; the two halves of one split share no
    /// bit, two readings of the same bits do, and a split never overlaps another word.
    #[test]
    fn split_columns_read_their_bits() {
        // node 5 in bits 0–5, vertex count 300 in bits 6–15; then an unrelated u16.
        let word = 5u16 | (300 << 6);
        let data: Vec<u8> = [word, 0x1234].iter().flat_map(|w| w.to_le_bytes()).collect();
        let s = Sample::new("t", &data);
        let c = Col { at: 0, width: Width::U16, bits: None, div: 1 };
        let (lo, hi) = c.splits().into_iter().find(|(lo, _)| lo.bits == Some((0, 6))).unwrap();
        assert_eq!(hi.bits, Some((6, 10)));
        assert_eq!((lo.get(&s, 0, 4, 0), hi.get(&s, 0, 4, 0)), (Some(5), Some(300)));
        assert!(!lo.overlaps(&hi) && !hi.overlaps(&lo));
        assert!(lo.overlaps(&Col { bits: Some((4, 4)), ..c }));
        assert!(lo.overlaps(&c), "a whole word holds every bit");
        assert!(!lo.overlaps(&Col { at: 2, width: Width::U16, bits: None, div: 1 }));
        assert_eq!(c.splits().len(), 5);
        assert_eq!((lo.rest(), hi.rest(), c.rest()), (Some(hi), Some(lo), None));
        assert!(lo.splits().is_empty() && Col { width: Width::U8, ..c }.splits().is_empty());
    }

    /// A file whose part entries (u16 node, u16 pool base, u16 vertex bytes, u16 0, u32
    /// array offset) follow a u16 part count at the section a header word names, the arrays
    /// after them.
    fn byte_sized(counts: &[usize]) -> Vec<u8> {
        let mut d = vec![0u8; 0x20];
        d[4..8].copy_from_slice(&0x20u32.to_le_bytes());
        d.extend((counts.len() as u16).to_le_bytes());
        d.extend([0, 0]);
        let table = d.len();
        d.resize(table + 12 * counts.len(), 0);
        let mut base = 0u16;
        for (e, &n) in counts.iter().enumerate() {
            let at = d.len();
            for v in 0..n {
                for c in [100 + v as i16 * 7, -50 - e as i16, 30 + (v * e) as i16, 0] {
                    d.extend(c.to_le_bytes());
                }
            }
            let entry = table + 12 * e;
            let fields = [(e + 1) as u16, base, (8 * n) as u16, 0];
            for (i, f) in fields.iter().enumerate() {
                d[entry + 2 * i..entry + 2 * i + 2].copy_from_slice(&f.to_le_bytes());
            }
            d[entry + 8..entry + 12].copy_from_slice(&(at as u32).to_le_bytes());
            base += n as u16;
        }
        // Not vertices: the next structure.
        d.extend([0xFFu8; 16]);
        d
    }

    /// Vertex counts stored as the arrays' sizes in bytes are read in the rarer pass, as
    /// counts of 8-byte units (`div = 8`).
    #[test]
    fn vertex_counts_stored_as_byte_sizes() {
        let (a, b) = (byte_sized(&[5, 3, 6, 4, 2]), byte_sized(&[4, 7, 3, 2]));
        let samples = [Sample::new("a", &a), Sample::new("b", &b)];
        let p = find(&samples, &[6, 6], Pass::Rarer).expect("a part table");
        assert_eq!(p.vertices.div, 8);
        let found = p.found[0].as_ref().unwrap();
        // The table may be read from the zero pad word before it: the same entries.
        assert!((0x22..=0x24).contains(&found.table), "{found:?}");
        let counts: Vec<usize> = found.arrays.iter().map(|a| a.1).collect();
        assert_eq!(counts, [5, 3, 6, 4, 2]);
    }
}
