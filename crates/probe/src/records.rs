//! Face-record streams: a type byte 0..14 first, the read position advanced by that type's
//! length from the record-length table **[published: the dispatch]**. A run is walked from a
//! 4-aligned start until it lands with 0–3 zero bytes before a boundary **[published: 359/359
//! streams land 0–3 bytes early; provisional: the padding is zero]**, meets a type byte
//! outside the table, or a record would cross the end of the gap. A record crossing a pointer
//! target, or non-zero bytes before one, mean that target is not this stream's end.

use std::collections::{BTreeMap, BTreeSet};

use dewprism::records::lengths::RecordLengths;

use crate::bytes::{align4, all_zero, between, strength, u8_at, Cand};
use crate::thresholds::{
    HEADER_WORDS_BYTES, RECORDS_MAX_PADDING, RECORDS_MAX_TYPE0_PERCENT, RECORDS_MIN_BREAK,
    RECORDS_MIN_REFERENCED, RECORDS_MIN_TYPES, RECORDS_MIN_UNREFERENCED,
};
use crate::{Detail, Landing, RegionKind};

/// Most records walked in one run (a u16 count's worth).
const MAX_RUN: usize = 65_535;

/// How a walk ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// 0–3 bytes before this boundary.
    Landed(usize),
    /// At this position (bad type, crossing, end of the gap).
    Broke(usize),
}

/// Walks from `s` inside `[s, g1)`; `bounds` holds every boundary (sorted).
fn walk(
    b: &[u8],
    lengths: &RecordLengths,
    s: usize,
    g1: usize,
    bounds: &BTreeSet<usize>,
) -> (usize, BTreeMap<u8, usize>, Stop) {
    let mut pos = s;
    let mut count = 0usize;
    let mut types: BTreeMap<u8, usize> = BTreeMap::new();
    let stop = loop {
        let next_bound =
            bounds.range(pos.max(s.saturating_add(1))..).next().copied().unwrap_or(g1).min(g1);
        // Landing: 0–3 zero bytes up to a boundary. Non-zero bytes there mean the boundary is
        // not this stream's end (a false pointer target): walk on.
        if count > 0
            && next_bound.saturating_sub(pos) <= RECORDS_MAX_PADDING
            && (next_bound == pos || all_zero(b, pos, next_bound))
        {
            break Stop::Landed(next_bound);
        }
        if count >= MAX_RUN {
            break Stop::Broke(pos);
        }
        let Some(t) = u8_at(b, pos) else { break Stop::Broke(pos) };
        let Some(len) = lengths.get(t).filter(|&l| l > 0) else { break Stop::Broke(pos) };
        let np = pos.saturating_add(usize::from(len));
        // A record may cross a pointer target (then that target was false), never the gap's end.
        if np > g1 {
            break Stop::Broke(pos);
        }
        let n = types.entry(t).or_default();
        *n = n.saturating_add(1);
        count = count.saturating_add(1);
        pos = np;
    };
    (count, types, stop)
}

/// The end of the records of a run that ended at `at` by breaking: the last record's end
/// plus its zero padding up to 4-alignment.
fn break_end(b: &[u8], at: usize, g1: usize) -> (usize, usize) {
    let padded = align4(at).min(g1);
    if all_zero(b, at, padded) {
        (padded, padded.saturating_sub(at))
    } else {
        (at, 0)
    }
}

/// Record runs inside the gaps `[g0, g1)`. `targets` are pointer targets (a start there needs
/// fewer records), `bounds` every boundary (targets, region starts, the end of the file).
pub(crate) fn find(
    b: &[u8],
    lengths: &RecordLengths,
    gaps: &[(usize, usize)],
    targets: &BTreeSet<usize>,
    bounds: &BTreeSet<usize>,
) -> Vec<Cand> {
    let mut out = Vec::new();
    for &(g0, g1) in gaps {
        let mut s = align4(g0);
        while s < g1 {
            let (count, types, stop) = walk(b, lengths, s, g1, bounds);
            let faces = types.iter().filter(|(&t, _)| t != 0).map(|(_, n)| *n).sum::<usize>();
            let zeros = types.get(&0).copied().unwrap_or(0);
            let diverse = types.len() >= RECORDS_MIN_TYPES
                && faces > 0
                && zeros.saturating_mul(100) <= count.saturating_mul(RECORDS_MAX_TYPE0_PERCENT);
            // Mostly type 0 is a table with zero words (a part table's reserved halves), not a
            // stream, however short and whatever names it.
            let mostly_zero =
                zeros.saturating_mul(100) > count.saturating_mul(RECORDS_MAX_TYPE0_PERCENT);
            let referenced = targets.contains(&s);
            // The file's first bytes are its header unless a pointer says otherwise.
            if !referenced && s < HEADER_WORDS_BYTES {
                s = s.saturating_add(4);
                continue;
            }
            let accepted = match stop {
                Stop::Landed(end) => {
                    // Padding must be zero; a short run needs a pointer naming it.
                    let last = records_end(b, lengths, s, count);
                    let padded = all_zero_or_empty(b, last, end);
                    // A short run has only its pointer for evidence: it may not run over
                    // another pointer's target.
                    let clear = between(targets, s.saturating_add(1), last).next().is_none();
                    let ok = padded
                        && ((referenced
                            && count >= RECORDS_MIN_REFERENCED
                            && faces > 0
                            && !mostly_zero
                            && clear)
                            || (count >= RECORDS_MIN_UNREFERENCED && diverse));
                    ok.then(|| {
                        let st = if referenced {
                            strength::RECORDS_REFERENCED
                        } else {
                            strength::RECORDS_LANDED
                        };
                        (end, st, Landing::Boundary)
                    })
                }
                Stop::Broke(at) => (count >= RECORDS_MIN_BREAK && diverse)
                    .then(|| (break_end(b, at, g1).0, strength::RECORDS_BREAK, Landing::Break)),
            };
            match accepted {
                Some((end, st, landing)) => {
                    let last = match stop {
                        Stop::Landed(_) => records_end(b, lengths, s, count),
                        Stop::Broke(at) => at,
                    };
                    let padding = end.saturating_sub(last);
                    out.push(Cand {
                        start: s,
                        end,
                        kind: RegionKind::Records,
                        strength: st,
                        detail: Detail::Records {
                            count,
                            types,
                            padding,
                            padding_zero: all_zero(b, last, end) || padding == 0,
                            landing,
                        },
                    });
                    s = align4(end.max(s.saturating_add(1)));
                }
                // A long run that was not taken (zero fill, one type): skip past it, so a gap is
                // walked in linear time.
                None if count >= RECORDS_MIN_UNREFERENCED => {
                    let at = match stop {
                        Stop::Landed(e) | Stop::Broke(e) => e,
                    };
                    s = align4(at.max(s.saturating_add(4)));
                }
                None => s = s.saturating_add(4),
            }
        }
    }
    out
}

/// `c` (a record run ending at a break) cut to the records that end by `cut`, if at least
/// [`RECORDS_MIN_BREAK`] remain (still a weak, broken run).
pub(crate) fn trimmed(b: &[u8], lengths: &RecordLengths, c: &Cand, cut: usize) -> Option<Cand> {
    let mut pos = c.start;
    let mut types: BTreeMap<u8, usize> = BTreeMap::new();
    let mut count = 0usize;
    loop {
        let t = u8_at(b, pos)?;
        let np = pos.saturating_add(usize::from(lengths.get(t).filter(|&l| l > 0)?));
        if np > cut {
            break;
        }
        let n = types.entry(t).or_default();
        *n = n.saturating_add(1);
        count = count.saturating_add(1);
        pos = np;
    }
    if count < RECORDS_MIN_BREAK {
        return None;
    }
    let (end, padding) = break_end(b, pos, cut);
    Some(Cand {
        start: c.start,
        end,
        kind: RegionKind::Records,
        strength: c.strength,
        detail: Detail::Records {
            count,
            types,
            padding,
            padding_zero: true,
            landing: Landing::Break,
        },
    })
}

fn all_zero_or_empty(b: &[u8], from: usize, to: usize) -> bool {
    from == to || all_zero(b, from, to)
}

/// Where the `count` records from `s` end.
fn records_end(b: &[u8], lengths: &RecordLengths, s: usize, count: usize) -> usize {
    let mut pos = s;
    for _ in 0..count {
        let len = u8_at(b, pos).and_then(|t| lengths.get(t)).unwrap_or(0);
        pos = pos.saturating_add(usize::from(len));
    }
    pos
}
