//! State records **\[provisional: our method\]**: records that draw nothing but write what later
//! cases read (an index base, a current colour, a current tile).
//!
//! For every drawing type `t` and every type `s` of known length, the two records `s, t` are
//! placed back to back and the loop run through both (the dispatch reads `t` where `s`'s case
//! advanced the pointer to); only `t`'s case is watched, on the plan that made it draw. The
//! bytes of `s` in the provenance of `t`'s primitive are `t`'s *state sources*, each checked by
//! perturbation like the record's own bytes. What `s` sets is named by the fields it feeds: a
//! byte that reaches the screen position through a pool address is the vertex index `base`;
//! the others are named after the fields (`r0`, `clut`, …) and the command bits
//! (`semi_transparent`) they feed.

use std::collections::{BTreeMap, BTreeSet};

use super::arena::{record, Runner};
use super::perturb::perturb;
use super::run::{run, Drawn, Plan, Ran, Target};
use super::steer::{add_pools, replay, Steered};
use crate::Taint;

/// What type `s` feeds in one drawing type's primitive.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Fed {
    /// Primitive field (or command bit name) → `s`'s record offsets.
    pub fields: BTreeMap<String, BTreeSet<u32>>,
    /// `s`'s offsets that took part in a load address (a pool index or base).
    pub addressing: BTreeSet<u32>,
}

/// The offsets below `end` (the state record's bytes) in `t`, without the type byte.
fn below(t: Taint, end: u32, type_offset: u32) -> BTreeSet<u32> {
    t.offsets().into_iter().filter(|&o| o < end && o != type_offset).collect()
}

/// Runs `s, t` and reports what `s`'s bytes feed in `t`'s primitive (`None`: the pair could
/// not be run, or `t` did not draw after `s`).
pub(crate) fn pair(
    r: &mut Runner,
    tg: &Target<'_>,
    s: u8,
    len_s: u32,
    drawing: &Steered,
) -> Option<Fed> {
    let fill = drawing.fill;
    let mut plan: Plan = drawing.plan.clone();
    plan.before = vec![(record(s, tg.type_offset, fill.markers, fill.turn), len_s)];
    let mut ran: Ran = run(r, tg, &plan).ok()?;
    if ran.drawn.is_none() && !ran.watch.loads.is_empty() {
        let mut p = plan.clone();
        add_pools(&mut p.pools, &ran.watch.loads, fill.seed.wrapping_mul(16).wrapping_add(1));
        if let Ok(x) = run(r, tg, &p) {
            plan = p;
            ran = x;
        }
    }
    if ran.drawn.is_none() {
        let mut p = plan.clone();
        for (k, v) in replay(&drawing.ran) {
            p.force.entry(k).or_insert(v);
        }
        let x = run(r, tg, &p).ok()?;
        plan = p;
        ran = x;
    }
    let d: Drawn = ran.drawn.clone()?;
    let mut fed = Fed::default();
    let mut reads: BTreeSet<u32> = BTreeSet::new();
    let mut claimed: BTreeMap<&'static str, BTreeSet<u32>> = BTreeMap::new();
    for &(name, off, len) in d.prim.fields {
        let o = below(d.taint_of(off, len), len_s, tg.type_offset);
        reads.extend(o.iter().copied());
        claimed.insert(name, o);
    }
    for b in &ran.watch.branches {
        reads.extend(below(b.taint, len_s, tg.type_offset));
    }
    for l in &ran.watch.loads {
        fed.addressing.extend(below(l.addr_taint, len_s, tg.type_offset));
    }
    if reads.is_empty() {
        return Some(fed);
    }
    let moved = perturb(r, tg, &plan, &d, &replay(&ran), &reads);
    for &(name, off, len) in d.prim.fields {
        let keep: BTreeSet<u32> = claimed
            .get(name)
            .map(|c| {
                c.iter()
                    .copied()
                    .filter(|o| {
                        moved.get(o).is_none_or(|m| m.as_ref().is_none_or(|m| m.hits(off, len)))
                    })
                    .collect()
            })
            .unwrap_or_default();
        if !keep.is_empty() {
            fed.fields.insert(name.to_string(), keep);
        }
    }
    for (o, m) in &moved {
        let Some(m) = m else { continue };
        for (bit, name) in [(2u8, "semi_transparent"), (1, "raw_texture")] {
            if m.command & bit != 0 {
                fed.fields.entry(name.to_string()).or_default().insert(*o);
            }
        }
    }
    Some(fed)
}
