//! The probe's order of work and its overlap rules (see `docs/formats/probe.md`):
//!
//! 1. self-evident detectors: skeleton magic, strict LZ decodes, CLUT tables, long vertex runs;
//!    overlaps go to the stronger;
//! 2. pointer words (4-aligned u32 outside those regions, pointing 4-aligned inside the file)
//!    give *targets*: vertex runs are split at them, and a target may start a short vertex run,
//!    a weak LZ blob or a short record run;
//! 3. record runs are walked in the gaps, with every target and region start as a boundary;
//! 4. lone palettes fill what is left; everything else is `unknown`, split at targets;
//! 5. `referenced_by` lists the pointer words in `unknown` regions naming each start.

use std::collections::{BTreeMap, BTreeSet};

use dewprism::records::lengths::RecordLengths;

use crate::bytes::{all_zero, between, strength, u16_at, u32_at, Cand};
use crate::lz::{self, Budget};
use crate::thresholds::{
    HEADER_WORDS_BYTES, LZ_CLEAN_SLACK, LZ_WEAK_MAX_PRESTART, POINTER_MIN, RECORDS_MIN_UNREFERENCED,
};
use crate::{clut, records, skeleton, vertices};
use crate::{Detail, Evidence, HeaderWord, Landing, Limits, Region, RegionKind, WordRole};

/// Most words holding one value that still count as pointers.
const MAX_SAME_VALUE: usize = 3;

/// Accepts candidates by strength (then longer, then earlier), dropping any that overlaps one
/// already taken.
fn take(b: &[u8], lengths: &RecordLengths, mut cands: Vec<Cand>) -> Vec<Cand> {
    cands.sort_by(|a, c| {
        let len = |x: &Cand| x.end.saturating_sub(x.start);
        c.strength.cmp(&a.strength).then(len(c).cmp(&len(a))).then(a.start.cmp(&c.start))
    });
    let mut taken: BTreeMap<usize, Cand> = BTreeMap::new();
    for mut c in cands {
        if c.end <= c.start {
            continue;
        }
        let overlaps = |taken: &BTreeMap<usize, Cand>, c: &Cand| {
            taken.range(..c.end).next_back().is_some_and(|(_, x)| x.end > c.start)
        };
        if overlaps(&taken, &c) && c.kind == RegionKind::Vertices {
            // A vertex run may give up its ends to stronger regions (its first or last entry
            // can be a blob's tail or header read as an SVECTOR).
            let front =
                taken.range(..=c.start).next_back().map_or(c.start, |(_, x)| x.end.max(c.start));
            let back = if front < c.end {
                taken.range(front..c.end).next().map_or(c.end, |(s, _)| *s)
            } else {
                front
            };
            if let Some(t) = vertices::trimmed(b, &c, front, back) {
                c = t;
            }
        }
        if overlaps(&taken, &c)
            && matches!(c.detail, Detail::Records { landing: Landing::Break, .. })
        {
            // A run whose end is a guess gives up the records that run into a stronger region.
            if let Some(cut) = taken.range(c.start..c.end).next().map(|(s, _)| *s) {
                if let Some(t) = records::trimmed(b, lengths, &c, cut) {
                    c = t;
                }
            }
        }
        if !overlaps(&taken, &c) {
            taken.insert(c.start, c);
        }
    }
    taken.into_values().collect()
}

/// True when `p` lies inside (start excluded) an LZ blob or a skeleton among the sorted,
/// disjoint `regions`: those cannot hold another structure's start (a vertex or record run
/// may still be split at a target).
fn strictly_inside_solid(regions: &[Cand], p: usize) -> bool {
    let i = regions.partition_point(|r| r.start <= p);
    i.checked_sub(1).and_then(|i| regions.get(i)).is_some_and(|r| {
        matches!(r.kind, RegionKind::Lz | RegionKind::Skeleton) && r.start < p && p < r.end
    })
}

/// True when `[p, p+4)` overlaps one of the sorted, disjoint `regions`.
fn covered(regions: &[Cand], p: usize) -> bool {
    let i = regions.partition_point(|r| r.start < p.saturating_add(4));
    i.checked_sub(1).and_then(|i| regions.get(i)).is_some_and(|r| r.end > p)
}

/// Pointer targets.
#[derive(Debug, Default, Clone)]
struct Targets {
    /// Every target.
    all: BTreeSet<usize>,
    /// Targets named by a header word or by a word outside the target's own gap (a table's
    /// own values — bases, counts — name places in their own gap): enough for a short run.
    far: BTreeSet<usize>,
}

/// Pointer targets: the values of 4-aligned u32 words outside `regions`, 4-aligned, at least
/// [`POINTER_MIN`], inside the file, not strictly inside an LZ blob or skeleton.
fn targets(b: &[u8], regions: &[Cand]) -> Targets {
    let mut out = Targets::default();
    let free = gaps(regions, b.len());
    // The free gap holding `p`.
    let gap_of = |p: usize| {
        let i = free.partition_point(|g| g.0 <= p);
        i.checked_sub(1).and_then(|i| free.get(i)).copied().filter(|g| p < g.1)
    };
    let mut p = 0usize;
    while p.saturating_add(4) <= b.len() {
        if !covered(regions, p) {
            if let Some(v) = u32_at(b, p).and_then(|v| usize::try_from(v).ok()) {
                // Past the header, a word naming a place in its own gap is a table's own
                // value (a base, a count), not a pointer to another structure.
                let own = p >= HEADER_WORDS_BYTES && gap_of(p).is_some_and(|g| g.0 <= v && v < g.1);
                if v >= POINTER_MIN as usize
                    && v < b.len()
                    && v.is_multiple_of(4)
                    && !strictly_inside_solid(regions, v)
                {
                    out.all.insert(v);
                    if !own {
                        out.far.insert(v);
                    }
                }
            }
        }
        p = p.saturating_add(4);
    }
    out
}

/// The free intervals of `[0, len)` between sorted, disjoint `regions`.
fn gaps(regions: &[Cand], len: usize) -> Vec<(usize, usize)> {
    free_between(regions.iter().map(|r| (r.start, r.end)), len)
}

/// The free intervals of `[0, len)` between sorted `(start, end)` spans.
fn free_between(spans: impl Iterator<Item = (usize, usize)>, len: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut at = 0usize;
    for (start, end) in spans {
        if start > at {
            out.push((at, start));
        }
        at = at.max(end);
    }
    if at < len {
        out.push((at, len));
    }
    out
}

/// Maps `b`: the regions, the header words and warnings.
pub(crate) fn map(
    b: &[u8],
    lengths: &RecordLengths,
    limits: &Limits,
) -> (Vec<Region>, Vec<HeaderWord>, Vec<String>) {
    let mut warnings = Vec::new();
    let len = b.len();
    let work =
        limits.lz_work_base.saturating_add(limits.lz_work_per_byte.saturating_mul(len as u64));
    let mut budget = Budget { left: work, exhausted_at: None };

    // 1. Self-evident detectors.
    let mut base: Vec<Cand> = skeleton::find(b);
    base.extend(lz::find_strict(b, &mut budget));
    let runs = vertices::raw_runs(b);
    base.extend(runs.iter().filter_map(|r| r.tail_note).map(|(s, e, note)| Cand {
        start: s,
        end: e,
        kind: RegionKind::Unknown,
        strength: strength::VERTICES.saturating_add(1),
        detail: Detail::Unknown { zero: false, note: Some(note.to_string()) },
    }));
    let mut first = base.clone();
    first.extend(vertices::cands(b, &runs, &BTreeSet::new(), &BTreeSet::new()));
    let t0 = targets(b, &take(b, lengths, first));
    // Short record runs do not hide the words under them from the second pass.
    // 2–4 twice: the second time, pointer words are only read outside every region the
    // first pass found (words inside record streams or vertex arrays are not pointers).
    let pass1 = pass(b, lengths, &base, &runs, &t0, &mut budget);
    let solid: Vec<Cand> = pass1
        .into_iter()
        .filter(|c| {
            !matches!(c.detail, Detail::Records { count, .. } if count < RECORDS_MIN_UNREFERENCED)
                && c.strength != strength::VERTICES_FEW
        })
        .collect();
    let t = targets(b, &solid);
    let accepted = pass(b, lengths, &base, &runs, &t, &mut budget);
    if let Some(at) = budget.exhausted_at {
        warnings.push(format!(
            "LZ trial budget ({work} tokens) spent at {at:#x}: later LZ blobs not looked for"
        ));
    }
    let mut regions: Vec<Region> = accepted.into_iter().map(region_of).collect();
    let free = gaps_of(&regions, len);
    let unknown_words = |regions: &[Region]| -> Vec<(usize, u32)> {
        let mut w = Vec::new();
        for r in regions.iter().filter(|r| r.kind == RegionKind::Unknown) {
            let mut p = r.start.checked_next_multiple_of(4).unwrap_or(usize::MAX);
            while p.saturating_add(4) <= r.end {
                if let Some(v) = u32_at(b, p) {
                    w.push((p, v));
                }
                p = p.saturating_add(4);
            }
        }
        w
    };
    // Unknown gaps, split at the targets of header words lying in gaps, and at notes.
    let gap_regions: Vec<Region> = free.iter().map(|&(s, e)| unknown(b, s, e, None)).collect();
    let splits: BTreeSet<usize> = unknown_words(&gap_regions)
        .into_iter()
        .filter(|&(at, _)| at < HEADER_WORDS_BYTES)
        .filter_map(|(_, v)| usize::try_from(v).ok())
        .filter(|&v| v >= POINTER_MIN as usize && v.is_multiple_of(4))
        .collect();
    let gap_regions: Vec<Region> = free
        .iter()
        .flat_map(|&(s, e)| {
            let mut cuts: Vec<usize> = between(&splits, s.saturating_add(1), e).copied().collect();
            cuts.insert(0, s);
            cuts.push(e);
            cuts.windows(2)
                .filter_map(|w| match *w {
                    [a, c] => Some(unknown(b, a, c, None)),
                    _ => None,
                })
                .collect::<Vec<_>>()
        })
        .collect();
    regions.extend(gap_regions);
    regions.sort_by_key(|r| r.start);

    // 5. References: u32 words in unknown regions, and u16 words in the header.
    // A value repeated in many words is a table column (a size, a constant), not a pointer.
    let all_words = unknown_words(&regions);
    let mut seen: BTreeMap<u32, usize> = BTreeMap::new();
    for &(_, v) in &all_words {
        let n = seen.entry(v).or_default();
        *n = n.saturating_add(1);
    }
    let words: Vec<(usize, u32)> = all_words
        .into_iter()
        .filter(|(_, v)| seen.get(v).is_none_or(|&n| n <= MAX_SAME_VALUE))
        .collect();
    let starts: BTreeMap<usize, usize> =
        regions.iter().enumerate().map(|(i, r)| (r.start, i)).collect();
    let mut refs: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
    let mut matched: BTreeSet<usize> = BTreeSet::new();
    for &(at, v) in &words {
        if let Some(&i) = usize::try_from(v).ok().filter(|&v| v > 0).and_then(|v| starts.get(&v)) {
            if let Some(r) = refs.get_mut(i) {
                r.push(at);
                matched.insert(at);
            }
        }
    }
    let header_end = regions
        .first()
        .filter(|r| r.kind == RegionKind::Unknown)
        .map_or(0, |r| r.end.min(HEADER_WORDS_BYTES));
    let mut p = 0usize;
    while p.saturating_add(2) <= header_end {
        let in_matched_word = matched.contains(&(p & !3));
        if !in_matched_word {
            if let Some(&i) = u16_at(b, p)
                .map(usize::from)
                .filter(|&v| v >= POINTER_MIN as usize)
                .and_then(|v| starts.get(&v))
            {
                if let Some(r) = refs.get_mut(i) {
                    r.push(p);
                }
            }
        }
        p = p.saturating_add(2);
    }
    for (r, mut rs) in regions.iter_mut().zip(refs) {
        rs.sort_unstable();
        rs.dedup();
        r.referenced_by = rs;
    }
    let header = header_words(b, &regions, header_end);
    (regions, header, warnings)
}

/// Phases 2–4 with the pointer targets `t`: vertex runs split at them, weak LZ blobs at
/// them, record runs in the gaps, palettes; overlaps to the stronger.
fn pass(
    b: &[u8],
    lengths: &RecordLengths,
    base: &[Cand],
    runs: &[vertices::Run],
    targets: &Targets,
    budget: &mut Budget,
) -> Vec<Cand> {
    let len = b.len();
    let t = &targets.all;
    let mut second: Vec<Cand> = base.to_vec();
    second.extend(vertices::cands(b, runs, t, &targets.far));
    let accepted = take(b, lengths, second);
    let mut weak = Vec::new();
    for &p in t {
        if covered(&accepted, p) {
            continue;
        }
        if let Some(tr) = lz::trial(b, p, LZ_WEAK_MAX_PRESTART, budget) {
            let c = lz::cand(b, p, tr, strength::LZ_WEAK);
            let tokens_end = p.saturating_add(tr.consumed);
            let next = accepted
                .iter()
                .map(|r| r.start)
                .chain(t.iter().copied())
                .filter(|&s| s > p)
                .min()
                .unwrap_or(len);
            let lands = next >= tokens_end
                && (next.saturating_sub(tokens_end) <= LZ_CLEAN_SLACK
                    || all_zero(b, tokens_end, next));
            if lands && matches!(c.detail, Detail::Lz { clean: true, .. }) {
                weak.push(c);
            }
        }
    }
    let mut third = accepted;
    third.extend(weak);
    let accepted = take(b, lengths, third);
    let mut bounds: BTreeSet<usize> = t.clone();
    bounds.extend(accepted.iter().map(|r| r.start));
    bounds.insert(len);
    let recs = records::find(b, lengths, &gaps(&accepted, len), &targets.far, &bounds);
    let mut fourth = accepted;
    fourth.extend(recs);
    fourth.extend(clut::find(b, t));
    take(b, lengths, fourth)
}

/// The free intervals between sorted regions.
fn gaps_of(regions: &[Region], len: usize) -> Vec<(usize, usize)> {
    free_between(regions.iter().map(|r| (r.start, r.end)), len)
}

fn unknown(b: &[u8], start: usize, end: usize, note: Option<String>) -> Region {
    Region {
        start,
        end,
        kind: RegionKind::Unknown,
        referenced_by: Vec::new(),
        evidence: Evidence::None,
        detail: Detail::Unknown { zero: all_zero(b, start, end), note },
    }
}

fn region_of(c: Cand) -> Region {
    let weak = matches!(
        c.strength,
        strength::RECORDS_BREAK
            | strength::CLUT_LONE
            | strength::CLUT_LONE_CLEAN
            | strength::LZ_WEAK
            | strength::VERTICES_FEW
    );
    let evidence = if weak { Evidence::Weak } else { Evidence::Strong };
    Region {
        start: c.start,
        end: c.end,
        kind: c.kind,
        referenced_by: Vec::new(),
        evidence,
        detail: c.detail,
    }
}

/// The u32 words of the first `header_end` bytes, each with what it looks like.
fn header_words(b: &[u8], regions: &[Region], header_end: usize) -> Vec<HeaderWord> {
    let content_end = regions.iter().filter(|r| r.kind != RegionKind::Unknown).map(|r| r.end).max();
    let mut out = Vec::new();
    let mut p = 0usize;
    while p.saturating_add(4) <= header_end {
        let Some(value) = u32_at(b, p) else { break };
        let v = usize::try_from(value).unwrap_or(usize::MAX);
        // The start of a trailing unknown region (filler after the content) reads as an end.
        let tail = regions.last().filter(|r| r.kind == RegionKind::Unknown).map(|r| r.start);
        let role = if value == 0 {
            WordRole::Zero
        } else if v == b.len() || Some(v) == tail {
            WordRole::End
        } else if let Some(r) = regions.iter().find(|r| r.start == v) {
            WordRole::Offset { kind: r.kind }
        } else if Some(v) == content_end {
            WordRole::End
        } else {
            WordRole::Value
        };
        let halves = [u16_at(b, p).unwrap_or(0), u16_at(b, p.saturating_add(2)).unwrap_or(0)];
        out.push(HeaderWord { at: p, value, halves, role });
        p = p.saturating_add(4);
    }
    out
}
