//! Driving a case until it draws **\[provisional: our method\]**.
//!
//! A case that comes back without a primitive was mostly stopped by a branch on the record: a
//! back face culled by a cross product of pool entries (screen XY in a RAM pool, GTE registers
//! loaded from a scratchpad pool), a depth or clip test, a zero-length test. Two ways out, in
//! this order:
//!
//! 1. **Data.** Every load whose *address* came from the record (a pool entry indexed by a
//!    record byte, or reached through one) is refilled with patterned values — small screen
//!    coordinates for halfwords and packed pairs, vertices of a few hundred units for `lwc2`
//!    — under several seeds, so some seed gives a non-degenerate, front-facing, on-screen face
//!    whatever the culling formula. Pools in the EXE's BSS (zero when loaded), in the
//!    scratchpad or in the arenas are found alike, by what the code reads.
//! 2. **Forcing.** The branches whose condition depended on the record are flipped, one at a
//!    time and then in pairs, and the drawing path followed (the provenance of the fields does
//!    not depend on the path taken to them).
//!
//! A case that still draws nothing is explained: the first branch that depended on the record
//! (PC, condition, operands, the record bytes and the memory it read), or, with no such
//! branch, that nothing in the record can make it draw (a state record, or a skipped type).

use std::collections::{BTreeMap, BTreeSet};

use super::arena::{fills, mix, record, Fill, Runner};
use super::run::{run, Plan, Pool, Ran, Target};
use crate::watch::{Branch, Load};

/// Pool refills tried per fill (each with other values).
const POOL_ROUNDS: u32 = 4;
/// Pool refills per type in all.
const POOL_ROUNDS_TOTAL: u32 = 24;
/// Forced runs per type.
const FORCE_RUNS: usize = 32;

/// The memory regions a description names.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Regions {
    /// The EXE's text (and data), physical `[start, end)`.
    pub text: (u32, u32),
    /// Its BSS, physical.
    pub bss: (u32, u32),
}

impl Regions {
    fn name(&self, addr: u32) -> &'static str {
        let phys = addr & 0x1FFF_FFFF;
        let inside = |r: (u32, u32)| phys >= r.0 && phys < r.1;
        if (0x1F80_0000..0x1F80_0400).contains(&phys) {
            "the scratchpad"
        } else if inside(self.bss) {
            "the EXE's BSS"
        } else if inside(self.text) {
            "the EXE's data"
        } else if phys < super::arena::ARENA_END {
            "the argument arenas"
        } else {
            "RAM"
        }
    }
}

/// How a case was made to draw.
#[derive(Debug, Clone)]
pub(crate) struct Steered {
    pub plan: Plan,
    pub fill: Fill,
    pub ran: Ran,
    /// The arena fill, and the pools filled and branches forced, in words.
    pub how: String,
}

/// What steering found for one type.
#[derive(Debug, Clone)]
pub(crate) enum Steer {
    /// A run that drew.
    Drew(Box<Steered>),
    /// Runs that came back without drawing: why, and in how many of the fills.
    Nothing { why: String, clean: u32, tried: u32 },
    /// No run got through the case (the first error).
    Failed(String),
}

/// Everything a type's runs observed besides drawing: the next type byte's offset at each
/// arrival (the record length found by running the loop).
#[derive(Debug, Clone, Default)]
pub(crate) struct Seen {
    pub next: BTreeSet<u32>,
}

/// A patterned value for a pool entry read as `size` bytes (`gte`: by `lwc2`) at `addr`.
pub(crate) fn pool_value(addr: u32, size: u32, gte: bool, round: u32) -> u32 {
    let h = mix(addr ^ round.wrapping_mul(0x9E37_79B9) ^ 0x5BD1_E995);
    let coord = |x: u32| 16u32.wrapping_add(x % 224);
    if gte {
        // a vertex component pair in [-1024, 1024)
        let lo = (h & 0x7FF).wrapping_sub(1024) & 0xFFFF;
        let hi = ((h >> 11) & 0x7FF).wrapping_sub(1024) & 0xFFFF;
        return lo | (hi << 16);
    }
    match size {
        1 => 1u32.wrapping_add(h % 63),
        2 => coord(h),
        // odd rounds: four small bytes (a tile's u v w h); even rounds: two coordinates
        _ if round % 2 == 1 => (h & 0x3F3F_3F3F) | 0x0101_0101,
        _ => coord(h) | (coord(h >> 12) << 16),
    }
}

/// Adds the pool entries `loads` read that `pools` does not hold yet, valued for `round`
/// (the entries already there keep their values).
pub(crate) fn add_new_pools(pools: &mut BTreeMap<u32, Pool>, loads: &[Load], round: u32) -> bool {
    let mut added = false;
    for l in loads {
        if let std::collections::btree_map::Entry::Vacant(e) = pools.entry(l.addr) {
            let value = pool_value(l.addr, l.size, l.gte, round);
            e.insert(Pool { size: l.size, gte: l.gte, value });
            added = true;
        }
    }
    added
}

/// Variety before perturbation: every pool entry the drawing run read through a
/// record-derived address gets a patterned value (EXE tables, zeroed BSS and arena pointer words
/// are often all alike, and a perturbed index would then move nothing), as long as the case
/// still draws the same primitive.
pub(crate) fn variety(
    runners: &mut [(u32, Runner)],
    tg: &Target<'_>,
    s: &Steered,
) -> Option<Steered> {
    let r = runner_of(runners, s.fill.seed)?;
    let d = s.ran.drawn.as_ref()?;
    for (round, replayed) in [(101u32, false), (102, false), (101, true)] {
        let mut plan = s.plan.clone();
        if !add_new_pools(&mut plan.pools, &s.ran.watch.loads, round) {
            return None;
        }
        if replayed {
            for (k, v) in replay(&s.ran) {
                plan.force.entry(k).or_insert(v);
            }
        }
        let Ok(ran) = run(r, tg, &plan) else { continue };
        if ran.drawn.as_ref().is_some_and(|x| x.prim.command == d.prim.command && x.tag == d.tag) {
            return Some(Steered { plan, fill: s.fill, ran, how: s.how.clone() });
        }
    }
    None
}

/// Adds the pool entries `loads` read to `pools`, valued for `round`.
pub(crate) fn add_pools(pools: &mut BTreeMap<u32, Pool>, loads: &[Load], round: u32) {
    for l in loads {
        let e = pools.entry(l.addr).or_insert(Pool { size: l.size, gte: l.gte, value: 0 });
        e.size = e.size.max(l.size);
        e.gte |= l.gte;
    }
    for (a, p) in pools.iter_mut() {
        p.value = pool_value(*a, p.size, p.gte, round);
    }
}

/// The plan of one fill for type `t`.
pub(crate) fn plan_of(tg: &Target<'_>, t: u8, fill: Fill) -> Plan {
    Plan { last: record(t, tg.type_offset, fill.markers, fill.turn), ..Plan::default() }
}

/// Tries the fills (with pool refills), then forcing, until a run of type `t` draws.
pub(crate) fn steer(
    runners: &mut [(u32, Runner)],
    tg: &Target<'_>,
    t: u8,
    regions: &Regions,
    seen: &mut Seen,
) -> Steer {
    let mut first_err: Option<String> = None;
    let mut clean = 0u32;
    let mut pool_rounds = 0u32;
    // the first clean run with input-dependent branches: where forcing starts
    let mut candidate: Option<(Fill, Plan, Ran)> = None;
    let all = fills();
    for &fill in &all {
        let Some(r) = runner_of(runners, fill.seed) else { continue };
        let mut plan = plan_of(tg, t, fill);
        let mut ran = match run(r, tg, &plan) {
            Ok(x) => x,
            Err(e) => {
                first_err.get_or_insert(e);
                continue;
            }
        };
        note(seen, &ran, tg);
        clean = clean.saturating_add(1);
        if ran.drawn.is_none() {
            if let Some(x) = confirm(r, tg, &mut plan, &ran) {
                ran = x;
            }
        }
        if ran.drawn.is_some() {
            return Steer::Drew(Box::new(Steered { how: fill.to_string(), plan, fill, ran }));
        }
        let mut round = 0u32;
        while !ran.watch.loads.is_empty() && round < POOL_ROUNDS && pool_rounds < POOL_ROUNDS_TOTAL
        {
            round = round.saturating_add(1);
            pool_rounds = pool_rounds.saturating_add(1);
            let mut next = plan.clone();
            add_pools(
                &mut next.pools,
                &ran.watch.loads,
                fill.seed.wrapping_mul(16).wrapping_add(round),
            );
            match run(r, tg, &next) {
                Ok(x) => {
                    note(seen, &x, tg);
                    plan = next;
                    ran = x;
                    if ran.drawn.is_none() {
                        if let Some(x) = confirm(r, tg, &mut plan, &ran) {
                            ran = x;
                        }
                    }
                }
                Err(e) => {
                    first_err.get_or_insert(e);
                    break;
                }
            }
            if ran.drawn.is_some() {
                let how = format!("{fill}; {}", describe_pools(&plan.pools, regions));
                return Steer::Drew(Box::new(Steered { how, plan, fill, ran }));
            }
        }
        if candidate.is_none() && ran.watch.branches.iter().any(|b| tg.own(t, b.taint)) {
            candidate = Some((fill, plan, ran));
        }
    }
    let Some((fill, plan, ran)) = candidate else {
        return match (clean, first_err) {
            (0, Some(e)) => Steer::Failed(e),
            (0, None) => Steer::Failed("no run".to_string()),
            (n, _) => Steer::Nothing {
                why: "draws nothing on any path: no branch of the case depends on the record, so \
                      no record byte or pool value can make it draw (a state record, or a type \
                      the code skips)"
                    .to_string(),
                clean: n,
                tried: u32::try_from(all.len()).unwrap_or(u32::MAX),
            },
        };
    };
    match force(runners, tg, t, fill, &plan, &ran, seen) {
        Ok(s) => Steer::Drew(Box::new(Steered {
            how: format!("{fill}; {}{}", describe_pools(&s.0.pools, regions), s.2),
            plan: s.0,
            fill,
            ran: s.1,
        })),
        Err(last) => Steer::Nothing {
            why: why_nothing(tg, t, &ran, regions, &last),
            clean,
            tried: u32::try_from(all.len()).unwrap_or(u32::MAX),
        },
    }
}

/// A packet whose command byte carries record bits is a command when perturbing those bits'
/// sources leaves a polygon command of the same primitive at the same place; then the plan
/// accepts it and the run is repeated.
fn confirm(r: &mut Runner, tg: &Target<'_>, plan: &mut Plan, ran: &Ran) -> Option<Ran> {
    for &(tag, cmd, taint) in &ran.candidates {
        let mut agree = 0u32;
        let mut disagree = false;
        'offsets: for o in taint.offsets() {
            let b = plan.byte_of(o);
            for v in [b ^ 0x54, b ^ 0xA8, b ^ 3] {
                let Ok(x) = run(r, tg, &plan.with_byte(o, v)) else { continue };
                match x.candidates.iter().find(|c| c.0 == tag) {
                    Some(c) if c.1 & 0xFC == cmd & 0xFC => agree = agree.saturating_add(1),
                    Some(_) => {
                        disagree = true;
                        break 'offsets;
                    }
                    None => {}
                }
            }
        }
        if agree > 0 && !disagree {
            let mut p = plan.clone();
            p.accept = Some(tag);
            if let Ok(x) = run(r, tg, &p) {
                if x.drawn.is_some() {
                    *plan = p;
                    return Some(x);
                }
            }
        }
    }
    None
}

fn runner_of(runners: &mut [(u32, Runner)], seed: u32) -> Option<&mut Runner> {
    runners.iter_mut().find(|r| r.0 == seed).map(|r| &mut r.1)
}

/// Records what a run says about the record length.
fn note(seen: &mut Seen, ran: &Ran, tg: &Target<'_>) {
    if let Some(&o) = ran.next.offsets().iter().rev().find(|&&o| o > tg.type_offset) {
        seen.next.insert(o.wrapping_sub(tg.type_offset));
    }
}

/// The input-dependent branches of a run, as (pc, occurrence) → outcome.
pub(crate) fn replay(ran: &Ran) -> BTreeMap<(u32, u32), bool> {
    ran.watch
        .branches
        .iter()
        .filter(|b| !b.taint.is_empty())
        .map(|b| ((b.pc, b.occurrence), b.taken))
        .collect()
}

/// Flips the input-dependent branches of `ran` one at a time, then each with one of the
/// branches the flipped run met after it. Returns the plan and run that drew and the forcing
/// in words, or the last error.
fn force(
    runners: &mut [(u32, Runner)],
    tg: &Target<'_>,
    t: u8,
    fill: Fill,
    plan: &Plan,
    ran: &Ran,
    seen: &mut Seen,
) -> Result<(Plan, Ran, String), String> {
    let Some(r) = runner_of(runners, fill.seed) else {
        return Err("no machine for the fill".to_string());
    };
    let firsts: Vec<Branch> =
        ran.watch.branches.iter().filter(|b| tg.own(t, b.taint)).copied().collect();
    let mut runs = 0usize;
    let mut last = String::new();
    let mut second: Vec<(Branch, Ran)> = Vec::new();
    for b in &firsts {
        if runs >= FORCE_RUNS {
            break;
        }
        runs = runs.saturating_add(1);
        let mut p = plan.clone();
        p.force.insert((b.pc, b.occurrence), !b.natural);
        match run(r, tg, &p) {
            Ok(x) => {
                note(seen, &x, tg);
                if x.drawn.is_some() {
                    let how = format!("; forced {}", branch_words(b, !b.natural));
                    return Ok((p, x, how));
                }
                last = "the forced path drew nothing either".to_string();
                second.push((*b, x));
            }
            Err(e) => last = format!("the forced path failed: {e}"),
        }
    }
    for (b, x) in second {
        let later: Vec<Branch> = x
            .watch
            .branches
            .iter()
            .filter(|c| tg.own(t, c.taint) && !(c.pc == b.pc && c.occurrence == b.occurrence))
            .copied()
            .collect();
        for c in later {
            if runs >= FORCE_RUNS {
                return Err(last);
            }
            runs = runs.saturating_add(1);
            let mut p = plan.clone();
            p.force.insert((b.pc, b.occurrence), !b.natural);
            p.force.insert((c.pc, c.occurrence), !c.natural);
            match run(r, tg, &p) {
                Ok(y) => {
                    note(seen, &y, tg);
                    if y.drawn.is_some() {
                        let how = format!(
                            "; forced {} and {}",
                            branch_words(&b, !b.natural),
                            branch_words(&c, !c.natural)
                        );
                        return Ok((p, y, how));
                    }
                }
                Err(e) => last = format!("the forced path failed: {e}"),
            }
        }
    }
    Err(if last.is_empty() { "nothing to force".to_string() } else { last })
}

/// `bgtz at 0x80012345 (taken)`.
fn branch_words(b: &Branch, taken: bool) -> String {
    format!("{} at {:#010x} ({})", b.condition(), b.pc, if taken { "taken" } else { "not taken" })
}

/// The pools filled, in words.
pub(crate) fn describe_pools(pools: &BTreeMap<u32, Pool>, regions: &Regions) -> String {
    if pools.is_empty() {
        return "no pool filled".to_string();
    }
    let mut by: BTreeMap<&'static str, (u32, u32, usize)> = BTreeMap::new();
    for &a in pools.keys() {
        let e = by.entry(regions.name(a)).or_insert((a, a, 0));
        e.0 = e.0.min(a);
        e.1 = e.1.max(a);
        e.2 = e.2.saturating_add(1);
    }
    let parts: Vec<String> = by
        .iter()
        .map(|(name, (lo, hi, n))| format!("{n} entries at {lo:#010x}..={hi:#010x} ({name})"))
        .collect();
    format!("pool entries the record indexes filled: {}", parts.join(", "))
}

/// Why a case drew nothing: the first branch that depended on the record, what it compared
/// and read.
fn why_nothing(tg: &Target<'_>, t: u8, ran: &Ran, regions: &Regions, last: &str) -> String {
    let Some(b) = ran.watch.branches.iter().find(|b| tg.own(t, b.taint)) else {
        return format!("drew nothing ({last})");
    };
    let reads: Vec<&Load> = ran.watch.loads.iter().collect();
    let read = if reads.is_empty() {
        String::new()
    } else {
        let mut by: BTreeMap<&'static str, BTreeSet<u32>> = BTreeMap::new();
        for l in &reads {
            by.entry(regions.name(l.addr)).or_default().insert(l.addr);
        }
        let parts: Vec<String> = by
            .iter()
            .map(|(name, addrs)| {
                let list: Vec<String> =
                    addrs.iter().take(6).map(|a| format!("{a:#010x}")).collect();
                format!("{} ({name})", list.join(", "))
            })
            .collect();
        format!("; it read {}", parts.join("; "))
    };
    format!(
        "culled at {:#010x}: {} {} on record bytes {:?}{read}; every forced path drew nothing \
         either ({last})",
        b.pc,
        b.condition(),
        if b.natural { "taken" } else { "not taken" },
        b.taint.offsets()
    )
}
