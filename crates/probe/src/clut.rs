//! CLUT tables: runs of 16-colour palettes stored raw **[published]**: 16 little-endian PS1
//! colours (R bits 0–4, G 5–9, B 10–14, STP bit 15 **[public: psx-spx]**), colour 0 = 0x0000
//! (transparent). Palettes of one table sit at one stride: 32 bytes (back to back) or more, when
//! each entry carries a header (e.g. a VRAM rectangle) or a trailer.

use std::collections::{BTreeMap, BTreeSet};

use crate::bytes::{strength, u16_at, Cand};
use crate::thresholds::{
    CLUT_LONE_MIN_BLUE, CLUT_LONE_MIN_DISTINCT, CLUT_LONE_MIN_WIDE, CLUT_LONE_STP_SPREAD,
    CLUT_MAX_STRIDE, CLUT_MAX_ZERO_COLOURS, CLUT_MIN_DISTINCT, CLUT_MIN_HEADER_CONSTANTS,
    CLUT_MIN_WIDE, CLUT_STP_SPREAD,
};
use crate::{Detail, RegionKind};

const PALETTE: usize = 32;
/// Periods (in u16 words) at which a column of small numbers marks a table, not a palette.
const CLUT_TABLE_PERIODS: [usize; 4] = [2, 3, 4, 6];

/// Colours 1..15 of the palette at `p`, if colour 0 is transparent black.
fn colours(b: &[u8], p: usize) -> Option<[u16; 15]> {
    if u16_at(b, p)? != 0 {
        return None;
    }
    let mut c = [0u16; 15];
    for (i, slot) in c.iter_mut().enumerate() {
        *slot = u16_at(b, p.checked_add(2usize.saturating_mul(i.saturating_add(1)))?)?;
    }
    Some(c)
}

/// (zero colours, STP colours, distinct colours) of colours 1..15; a palette with fewer than
/// [`CLUT_MIN_WIDE`] colours above 0xFF counts as all zeros.
fn stats(c: &[u16; 15]) -> (usize, usize, usize) {
    let wide = c.iter().filter(|&&x| x & 0x7F00 != 0).count();
    let zeros = if wide < CLUT_MIN_WIDE { 15 } else { c.iter().filter(|&&x| x == 0).count() };
    let stp = c.iter().filter(|&&x| x & 0x8000 != 0).count();
    let distinct = c.iter().collect::<BTreeSet<_>>().len();
    (zeros, stp, distinct)
}

fn spread_ok(stp: usize, spread: usize) -> bool {
    stp <= spread || stp >= 15usize.saturating_sub(spread)
}

/// True when the 16 words hold a column of small numbers (all below 0x100) at a period of
/// 2, 3, 4 or 6 words: a table of 4-, 6-, 8- or 12-byte entries (an ID or index column), not
/// colours.
fn tabular(c: &[u16; 15]) -> bool {
    let word = |i: usize| if i == 0 { Some(0u16) } else { c.get(i.saturating_sub(1)).copied() };
    CLUT_TABLE_PERIODS.iter().any(|&period| {
        (0..period).any(|col| (col..16).step_by(period).filter_map(word).all(|w| w < 0x100))
    })
}

/// A palette fit for a table.
fn table_palette(b: &[u8], p: usize) -> Option<usize> {
    let c = colours(b, p)?;
    if tabular(&c) {
        return None;
    }
    let (zeros, stp, distinct) = stats(&c);
    (zeros.saturating_sub(CLUT_MAX_ZERO_COLOURS) == 0
        && distinct >= CLUT_MIN_DISTINCT
        && spread_ok(stp, CLUT_STP_SPREAD))
    .then_some(stp)
}

/// A palette fit to stand alone.
fn lone_palette(b: &[u8], p: usize) -> Option<usize> {
    let c = colours(b, p)?;
    let (zeros, stp, distinct) = stats(&c);
    let wide = c.iter().filter(|&&x| x & 0x7F00 != 0).count();
    let blue = c.iter().filter(|&&x| x & 0x7FFF >= 0x1000).count();
    let red = c.iter().filter(|&&x| x & 0xFF >= 0x20).count();
    (zeros == 0
        && wide >= CLUT_LONE_MIN_WIDE
        && blue >= CLUT_LONE_MIN_BLUE
        && red >= CLUT_LONE_MIN_BLUE
        && distinct >= CLUT_LONE_MIN_DISTINCT
        && spread_ok(stp, CLUT_LONE_STP_SPREAD))
    .then_some(stp)
}

/// Every CLUT table and lone palette, overlapping candidates included (the resolver keeps the
/// strongest). Each palette start yields its longest chain (stride 32 first on ties).
/// A lone palette needs a pointer target at its start, an 8-byte VRAM rectangle (w × h = 16)
/// right before it, or the lone-palette cleanliness test.
pub(crate) fn find(b: &[u8], targets: &BTreeSet<usize>) -> Vec<Cand> {
    let cands: BTreeSet<usize> = (0..b.len().saturating_sub(PALETTE.saturating_sub(1)))
        .step_by(2)
        .filter(|&p| table_palette(b, p).is_some())
        .collect();
    // Chain lengths by dynamic programming from the end: len[p][s] = 1 + len[p + stride].
    let strides: Vec<usize> = (PALETTE..=CLUT_MAX_STRIDE).step_by(2).collect();
    let mut len: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for &p in cands.iter().rev() {
        let row: Vec<usize> = strides
            .iter()
            .enumerate()
            .map(|(k, &s)| {
                p.checked_add(s)
                    .and_then(|q| len.get(&q))
                    .and_then(|r| r.get(k))
                    .map_or(1, |n| n.saturating_add(1))
            })
            .collect();
        len.insert(p, row);
    }
    // (palettes, stride, start): each palette's longest chain, emitted as a table only from
    // the chain's head (a palette no other palette precedes at that stride).
    let mut chains: Vec<(usize, usize, usize)> = Vec::new();
    for (&p, row) in &len {
        let mut best: (usize, usize) = (1, PALETTE);
        for (&n, &s) in row.iter().zip(&strides) {
            if n > best.0 {
                best = (n, s);
            }
        }
        let head = p.checked_sub(best.1).is_none_or(|q| !cands.contains(&q));
        if best.0 >= 2 && !head {
            best = (1, PALETTE);
        }
        chains.push((best.0, best.1, p));
    }
    // Longest first; among lone palettes the clean ones first.
    let clean = |p: usize| lone_palette(b, p).is_some();
    chains.sort_by(|a, c| {
        c.0.cmp(&a.0).then(clean(c.2).cmp(&clean(a.2))).then(a.1.cmp(&c.1)).then(a.2.cmp(&c.2))
    });
    let mut out = Vec::new();
    for (n, stride, p) in chains {
        let starts: Vec<usize> =
            (0..n).filter_map(|i| i.checked_mul(stride).and_then(|o| p.checked_add(o))).collect();
        if n >= 2 {
            let c = table(b, &starts, stride);
            let headed = matches!(c.detail, Detail::Clut { entry_header, .. } if entry_header > 0);
            if stride == PALETTE || headed {
                out.push(c);
            }
        }
        // Every palette may also stand alone (the resolver prefers a table that holds).
        if let Some(stp) = table_palette(b, p) {
            let rect = p.checked_sub(8).is_some_and(|h| {
                let w = h.checked_add(4).and_then(|q| u16_at(b, q)).map_or(0, u32::from);
                let hh = h.checked_add(6).and_then(|q| u16_at(b, q)).map_or(0, u32::from);
                w.saturating_mul(hh) == 16
            });
            let clean = lone_palette(b, p).is_some();
            if targets.contains(&p) || rect || clean {
                out.push(Cand {
                    start: p,
                    end: p.saturating_add(PALETTE),
                    kind: RegionKind::Clut,
                    strength: if clean { strength::CLUT_LONE_CLEAN } else { strength::CLUT_LONE },
                    detail: Detail::Clut {
                        palettes: 1,
                        stride: PALETTE,
                        entry_header: 0,
                        stp_colours: stp,
                        vram: None,
                    },
                });
            }
        }
    }
    out
}

/// A table of palettes at `starts` (`stride` apart, at least two). With a stride above 32,
/// the bytes between palettes are an entry header when the bytes before the first palette
/// agree with every gap at the gaps' constant positions (else they are left out).
fn table(b: &[u8], starts: &[usize], stride: usize) -> Cand {
    let first = starts.first().copied().unwrap_or(0);
    let last = starts.last().copied().unwrap_or(0);
    let extra = stride.saturating_sub(PALETTE);
    let stp: usize = starts.iter().filter_map(|&p| colours(b, p)).map(|c| stats(&c).1).sum();
    let mut start = first;
    let mut header = 0usize;
    let mut vram = None;
    if extra > 0 {
        let gaps: Vec<&[u8]> = starts
            .windows(2)
            .filter_map(|w| match *w {
                [a, c] => b.get(a.saturating_add(PALETTE)..c),
                _ => None,
            })
            .collect();
        let before = first.checked_sub(extra).and_then(|s| b.get(s..first));
        // Byte positions where every gap and the bytes before the first palette agree.
        let agrees = before.is_some_and(|pre| {
            let constant = (0..extra)
                .filter(|&i| {
                    let v = pre.get(i);
                    v.is_some() && gaps.iter().all(|g| g.get(i) == v)
                })
                .count();
            constant >= CLUT_MIN_HEADER_CONSTANTS.max(extra / 2)
        });
        if agrees {
            start = first.saturating_sub(extra);
            header = extra;
            if extra == 8 {
                let rects: Option<Vec<[u16; 4]>> = starts
                    .iter()
                    .map(|&p| {
                        let h = p.checked_sub(8)?;
                        Some([
                            u16_at(b, h)?,
                            u16_at(b, h.checked_add(2)?)?,
                            u16_at(b, h.checked_add(4)?)?,
                            u16_at(b, h.checked_add(6)?)?,
                        ])
                    })
                    .collect();
                vram = rects.filter(|r| {
                    r.iter().all(|x| u32::from(x[2]).saturating_mul(u32::from(x[3])) == 16)
                });
            }
        }
    }
    // Back-to-back palettes or VRAM-rectangle headers, and longer tables, win ties.
    let plain = stride == PALETTE || vram.is_some();
    let st = strength::CLUT_TABLE
        .saturating_add(if plain { 2 } else { 0 })
        .saturating_add(u8::try_from(starts.len().saturating_sub(2).min(3)).unwrap_or(0));
    Cand {
        start,
        end: last.saturating_add(PALETTE),
        kind: RegionKind::Clut,
        strength: st,
        detail: Detail::Clut {
            palettes: starts.len(),
            stride,
            entry_header: header,
            stp_colours: stp,
            vram,
        },
    }
}
