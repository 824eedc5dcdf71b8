//! LZ blobs: Square's LZ **[published: u32 size, LSB-first flag bits; public: Xenogears token
//! layout]** tried at 4-aligned starts. A trial walks the tokens without producing output (so
//! it allocates nothing) under a work budget; a blob that passes is decoded once by
//! `sqfs::lz` to confirm it.

use crate::bytes::{align4, all_zero, strength, u32_at, Cand};
use crate::thresholds::{
    LZ_MAX_DECLARED, LZ_MIN_DECLARED, LZ_MIN_REFERENCES, LZ_STRONG_MAX_PRESTART,
};
use crate::{Detail, RegionKind};

/// What a trial walk saw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Trial {
    pub declared: u32,
    /// Input bytes used, header included.
    pub consumed: usize,
    pub literals: usize,
    pub references: usize,
    pub prestart: usize,
}

/// A shared work budget (tokens).
#[derive(Debug)]
pub(crate) struct Budget {
    pub left: u64,
    pub exhausted_at: Option<usize>,
}

/// Walks the LZ stream at `p`. `None` when it is not a plausible stream: declared size out of
/// range, a distance-0 reference, more than `max_prestart` references before the output
/// start, input running out, or the budget spent.
pub(crate) fn trial(b: &[u8], p: usize, max_prestart: usize, budget: &mut Budget) -> Option<Trial> {
    let declared = u32_at(b, p)?;
    if !(LZ_MIN_DECLARED..=LZ_MAX_DECLARED).contains(&declared) {
        return None;
    }
    let rest = b.len().saturating_sub(p);
    if u64::from(declared) > sqfs::lz::max_output(rest) {
        return None;
    }
    let n = usize::try_from(declared).ok()?;
    let mut o = 0usize;
    let mut q = p.checked_add(sqfs::lz::HEADER_LEN)?;
    let (mut literals, mut references, mut prestart) = (0usize, 0usize, 0usize);
    while o < n {
        let flags = *b.get(q)?;
        q = q.saturating_add(1);
        for bit in 0..8u32 {
            if o >= n {
                break;
            }
            if budget.left == 0 {
                budget.exhausted_at.get_or_insert(p);
                return None;
            }
            budget.left = budget.left.saturating_sub(1);
            if (flags >> bit) & 1 == 0 {
                b.get(q)?;
                literals = literals.saturating_add(1);
                o = o.saturating_add(1);
                q = q.saturating_add(1);
            } else {
                let (lo, hi) = match b.get(q..q.saturating_add(2)) {
                    Some(&[lo, hi]) => (lo, hi),
                    _ => return None,
                };
                let dist = (usize::from(hi & 0x0F) << 8) | usize::from(lo);
                if dist == 0 {
                    return None;
                }
                if dist > o {
                    prestart = prestart.saturating_add(1);
                    if prestart > max_prestart {
                        return None;
                    }
                }
                references = references.saturating_add(1);
                let len = usize::from(hi >> 4).saturating_add(sqfs::lz::MIN_LEN);
                o = o.saturating_add(len.min(n.saturating_sub(o)));
                q = q.saturating_add(2);
            }
        }
    }
    let consumed = q.saturating_sub(p);
    // A blob that does not compress at all, or has no references, is no evidence.
    if references < LZ_MIN_REFERENCES || consumed.saturating_sub(sqfs::lz::HEADER_LEN) > n {
        return None;
    }
    Some(Trial { declared, consumed, literals, references, prestart })
}

/// Plausible 4bpp texture sizes for `declared` bytes: widths 8..=256 (powers of two), heights
/// 1..=512, squarest first, at most three.
pub(crate) fn texture_sizes(declared: u32) -> Vec<String> {
    let texels = u64::from(declared).saturating_mul(2);
    let mut sizes: Vec<(u64, u64)> = [8u64, 16, 32, 64, 128, 256]
        .into_iter()
        .filter(|w| texels.is_multiple_of(*w))
        .filter_map(|w| Some((w, texels.checked_div(w)?)))
        .filter(|&(_, h)| (1..=512).contains(&h))
        .collect();
    sizes.sort_by_key(|&(w, h)| {
        (w.max(h).checked_div(w.min(h)).unwrap_or(u64::MAX), std::cmp::Reverse(w))
    });
    sizes.into_iter().take(3).map(|(w, h)| format!("{w}x{h}")).collect()
}

/// The candidate for a passing trial at `p`: the region runs to the tokens' end plus zero
/// padding up to 4-alignment.
pub(crate) fn cand(b: &[u8], p: usize, t: Trial, strength: u8) -> Cand {
    let tokens_end = p.saturating_add(t.consumed).min(b.len());
    let padded = align4(tokens_end).min(b.len());
    let end = if all_zero(b, tokens_end, padded) { padded } else { tokens_end };
    let clean = b
        .get(p..)
        .and_then(|s| sqfs::lz::decompress_prefix(s).ok())
        .is_some_and(|d| d.consumed == t.consumed && d.data.len() == t.declared as usize);
    Cand {
        start: p,
        end,
        kind: RegionKind::Lz,
        strength,
        detail: Detail::Lz {
            declared: t.declared,
            consumed: t.consumed,
            literals: t.literals,
            references: t.references,
            prestart_references: t.prestart,
            clean,
            texture_4bpp: texture_sizes(t.declared),
        },
    }
}

/// Later starts tried inside an accepted blob (4 bytes apart).
const INNER_TRIES: usize = 16;

/// Strict blobs: no reference before the output start. Starts inside an accepted blob are
/// skipped.
pub(crate) fn find_strict(b: &[u8], budget: &mut Budget) -> Vec<Cand> {
    let mut out = Vec::new();
    let mut p = 0usize;
    while p.saturating_add(8) <= b.len() {
        if let Some(mut t) = trial(b, p, LZ_STRONG_MAX_PRESTART, budget) {
            // A blob starting a little later that reaches as far explains the bytes better:
            // the word before a real blob's header can pass as a short blob's header.
            let mut start = p;
            let end = p.saturating_add(t.consumed);
            for q in (1..=INNER_TRIES).filter_map(|k| p.checked_add(k.saturating_mul(4))) {
                if q >= end {
                    break;
                }
                if let Some(u) = trial(b, q, LZ_STRONG_MAX_PRESTART, budget) {
                    if q.saturating_add(u.consumed) >= end {
                        start = q;
                        t = u;
                        break;
                    }
                }
            }
            let c = cand(b, start, t, strength::LZ_STRICT);
            if let Detail::Lz { clean: true, .. } = c.detail {
                p = align4(c.end.max(start.saturating_add(4)));
                out.push(c);
                continue;
            }
        }
        if budget.exhausted_at.is_some() {
            break;
        }
        p = p.saturating_add(4);
    }
    out
}
