//! Targets that keep the original's proportions: a platform rank's triangle budget shared out
//! over the avatar's groups and parts in the original's shares (largest remainder, so they sum
//! to the budget), beside the avatar's own counts, a verdict per row — "add N", "cut N" or
//! "within budget" — and the size verdicts of the segments in it.
#![allow(clippy::arithmetic_side_effects)] // f64 shares; counts are small

use serde::Serialize;

use crate::budget::Budget;
use crate::compare::{apportion, Comparison, Segment};
use crate::parts::{Group, Side, GROUPS, PARTS};
use crate::platform::{thousands, Platform};

/// A row within this share of its target counts as within budget **[provisional]** (the same
/// 10 % the pictures use for "about the same size").
pub const TOLERANCE: f64 = 0.10;

/// A segment's size beside a budget row.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SizeNote {
    /// The segment.
    pub segment: Segment,
    /// Its side.
    pub side: Option<Side>,
    /// Avatar ÷ original, along.
    pub ratio_length: f64,
    /// Avatar ÷ original, across.
    pub ratio_width: f64,
    /// `too small`, `within 10 %` or `too large` (the geometric mean of both ratios).
    pub class: &'static str,
}

/// One row of the targets.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TargetRow {
    /// The group or part.
    pub part: &'static str,
    /// The group a part belongs to (`null` on group rows).
    pub group: Option<&'static str>,
    /// The original's share, percent.
    pub source_percent: f64,
    /// The triangles the rank's budget gives it in the original's proportions.
    pub target: u64,
    /// The avatar's triangles in it.
    pub avatar: u64,
    /// `target − avatar`: positive = room to add.
    pub change: i64,
    /// "add 1,234", "cut 567" or "within budget" (within [`TOLERANCE`] of the target).
    pub verdict: String,
    /// The segments measured in it.
    pub size: Vec<SizeNote>,
}

/// The targets for one platform rank.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Targets {
    /// The platform id.
    pub platform: &'static str,
    /// The rank aimed at.
    pub rank: String,
    /// That rank's triangle limit.
    pub triangles: u64,
    /// Whose proportions (the original's file, or the published budget).
    pub proportions: String,
    /// The within-budget tolerance, percent of a target.
    pub tolerance_percent: f64,
    /// The avatar's triangles (the budget's count).
    pub avatar_triangles: u64,
    /// The five groups.
    pub groups: Vec<TargetRow>,
    /// The parts (when the original's parts are known).
    pub parts: Vec<TargetRow>,
}

/// "too small", "within 10 %", "too large" for a pair of ratios (their geometric mean against
/// [`TOLERANCE`]).
pub fn size_class(ratio_length: f64, ratio_width: f64) -> &'static str {
    let g = (ratio_length * ratio_width).max(0.0).sqrt();
    if g < 1.0 - TOLERANCE {
        "too small"
    } else if g > 1.0 + TOLERANCE {
        "too large"
    } else {
        "within 10 %"
    }
}

fn verdict(target: u64, avatar: u64) -> String {
    let t = target as f64;
    let a = avatar as f64;
    if (a - t).abs() <= TOLERANCE * t {
        "within budget".to_string()
    } else if a > t {
        format!("cut {}", thousands((avatar - target) as i64))
    } else {
        format!("add {}", thousands((target - avatar) as i64))
    }
}

fn notes(c: Option<&Comparison>, keep: impl Fn(Segment) -> bool) -> Vec<SizeNote> {
    c.map(|c| {
        c.segments
            .iter()
            .filter(|s| keep(s.segment))
            .map(|s| SizeNote {
                segment: s.segment,
                side: s.side,
                ratio_length: s.ratio_length,
                ratio_width: s.ratio_width,
                class: size_class(s.ratio_length, s.ratio_width),
            })
            .collect()
    })
    .unwrap_or_default()
}

/// The triangle budget of `rank` on `p` (`None` when the platform has no triangle number).
pub fn rank_budget(p: &Platform, rank: usize) -> Option<u64> {
    p.triangle_limit(rank).map(|t| t.max(0.0) as u64)
}

/// Targets from the original's budget `source` (its group and part shares), the avatar's
/// budget, and the comparison for the size notes.
pub fn targets(
    p: &Platform,
    rank: usize,
    source: &Budget,
    source_name: &str,
    avatar: &Budget,
    c: Option<&Comparison>,
) -> Option<Targets> {
    let total = rank_budget(p, rank)?;
    let usize_total = usize::try_from(total).unwrap_or(usize::MAX);
    let g_shares: Vec<f64> = GROUPS
        .iter()
        .map(|&g| source.groups.iter().find(|x| x.part == g).map_or(0, |x| x.triangles) as f64)
        .collect();
    let g_targets = apportion(&g_shares, usize_total);
    let a_group = |g: Group| avatar.groups.iter().find(|x| x.part == g).map_or(0, |x| x.triangles);
    let groups = GROUPS
        .iter()
        .zip(g_targets)
        .map(|(&g, t)| {
            let (t, a) = (t as u64, a_group(g) as u64);
            TargetRow {
                part: g.name(),
                group: None,
                source_percent: source.group_percent(g),
                target: t,
                avatar: a,
                change: t as i64 - a as i64,
                verdict: verdict(t, a),
                size: notes(c, |s| {
                    PARTS.iter().any(|p| p.group() == g && Segment::of(*p) == Some(s))
                }),
            }
        })
        .collect();
    let p_shares: Vec<f64> = PARTS
        .iter()
        .map(|&q| source.parts.iter().find(|x| x.part == q).map_or(0, |x| x.triangles) as f64)
        .collect();
    let p_targets = apportion(&p_shares, usize_total);
    let parts = PARTS
        .iter()
        .zip(p_targets)
        .filter_map(|(&q, t)| {
            let a = avatar.parts.iter().find(|x| x.part == q).map_or(0, |x| x.triangles) as u64;
            let s = source.parts.iter().find(|x| x.part == q);
            if s.is_none() && a == 0 {
                return None;
            }
            let t = t as u64;
            Some(TargetRow {
                part: q.name(),
                group: Some(q.group().name()),
                source_percent: s.map_or(0.0, |x| x.percent),
                target: t,
                avatar: a,
                change: t as i64 - a as i64,
                verdict: verdict(t, a),
                size: notes(c, |seg| Segment::of(q) == Some(seg)),
            })
        })
        .collect();
    Some(Targets {
        platform: p.id,
        rank: p.rank_name(rank).to_string(),
        triangles: total,
        proportions: format!(
            "{source_name}: {} triangles",
            thousands(i64::try_from(source.total_triangles).unwrap_or(i64::MAX))
        ),
        tolerance_percent: TOLERANCE * 100.0,
        avatar_triangles: avatar.total_triangles as u64,
        groups,
        parts,
    })
}

/// Targets from the published budget of the original (field notes §1: head 38.8 %, arms
/// 19.3 %, legs 18.9 %, waist 13.8 %, coat 9.2 %) when no original file is given: groups only.
pub fn published_targets(p: &Platform, rank: usize, avatar: &Budget) -> Option<Targets> {
    let total = rank_budget(p, rank)?;
    let shares: Vec<f64> = crate::budget::PUBLISHED.iter().map(|x| x.1).collect();
    let t = apportion(&shares, usize::try_from(total).unwrap_or(usize::MAX));
    let groups = GROUPS
        .iter()
        .zip(crate::budget::PUBLISHED)
        .zip(t)
        .map(|((&g, (_, pct)), t)| {
            let a = avatar.groups.iter().find(|x| x.part == g).map_or(0, |x| x.triangles) as u64;
            let t = t as u64;
            TargetRow {
                part: g.name(),
                group: None,
                source_percent: pct,
                target: t,
                avatar: a,
                change: t as i64 - a as i64,
                verdict: verdict(t, a),
                size: Vec::new(),
            }
        })
        .collect();
    Some(Targets {
        platform: p.id,
        rank: p.rank_name(rank).to_string(),
        triangles: total,
        proportions: "the original's published budget (field notes §1)".into(),
        tolerance_percent: TOLERANCE * 100.0,
        avatar_triangles: avatar.total_triangles as u64,
        groups,
        parts: Vec::new(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        assert_eq!(verdict(1000, 1000), "within budget");
        assert_eq!(verdict(1000, 1100), "within budget");
        assert_eq!(verdict(1000, 1101), "cut 101");
        assert_eq!(verdict(27_160, 10_000), "add 17,160");
        assert_eq!(size_class(0.5, 0.5), "too small");
        assert_eq!(size_class(1.05, 0.98), "within 10 %");
        assert_eq!(size_class(1.3, 1.2), "too large");
    }
}
