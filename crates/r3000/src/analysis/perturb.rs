//! Byte-precise provenance and the analysis' own check, by perturbation **\[provisional: our
//! method\]**.
//!
//! The interpreter's provenance is per register: a word packed as `u | v << 8 | clut << 16`
//! carries all three sources on each of its bytes. So each record byte a run read is changed,
//! one at a time (four values: its two lowest bits, and two masks that between them flip every
//! other bit), and the run repeated on the same plan (the same pools and forced branches); the
//! primitive bytes that change are the ones it feeds. A changed value that makes the case cull
//! or take another path is retried with every input-dependent branch replayed as it went in
//! the drawing run. A field keeps a source when its provenance lists it and a perturbation of
//! it moved one of the field's bytes (or when no perturbation of it drew, so nothing could be
//! checked). The command's two low bits (raw texture, semi-transparency) are reported by the
//! bytes whose perturbation flips them, through data or through branches alike.

use std::collections::{BTreeMap, BTreeSet};

use super::arena::Runner;
use super::run::{run, Drawn, Plan, Target};
use super::steer::{add_new_pools, pool_value};

/// What perturbing one byte did to the primitive.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Moved {
    /// Primitive bytes (offsets from the tag) that changed in some perturbed run.
    pub bytes: BTreeSet<u32>,
    /// Command bits that flipped in some perturbed run (bit 0 raw texture, bit 1
    /// semi-transparent).
    pub command: u8,
}

impl Moved {
    /// Whether a byte of `[off, off + len)` moved.
    pub fn hits(&self, off: u32, len: u32) -> bool {
        self.bytes.range(off..off.saturating_add(len)).next().is_some()
    }
}

/// Perturbs each tracked byte of `offsets` and reports what moved (`None`: no perturbed run
/// drew the same primitive at the same place).
pub(crate) fn perturb(
    r: &mut Runner,
    tg: &Target<'_>,
    plan: &Plan,
    base: &Drawn,
    replay: &BTreeMap<(u32, u32), bool>,
    offsets: &BTreeSet<u32>,
) -> BTreeMap<u32, Option<Moved>> {
    let mut replayed = plan.clone();
    for (k, v) in replay {
        replayed.force.entry(*k).or_insert(*v);
    }
    let mut out = BTreeMap::new();
    for &o in offsets {
        let b = plan.byte_of(o);
        let mut moved: Option<Moved> = None;
        for (k, v) in (0u32..).zip([b ^ 1, b ^ 2, b ^ 0x54, b ^ 0xA8]) {
            for p in [plan, &replayed] {
                let tweaked = p.with_byte(o, v);
                let Ok(x) = run(r, tg, &tweaked) else { continue };
                let Some(d) = x.drawn.as_ref() else { continue };
                let Some(bytes) = base.diff(d) else { continue };
                let m = moved.get_or_insert_with(Moved::default);
                m.command |= (base.command() ^ d.command()) & 3;
                m.bytes.extend(bytes);
                // pool entries only the perturbed record reads: give them values of their own
                // (a zeroed table would hide that the byte indexes it)
                let mut fresh = tweaked.clone();
                if add_new_pools(&mut fresh.pools, &x.watch.loads, 103u32.wrapping_add(k)) {
                    if let Ok(y) = run(r, tg, &fresh) {
                        if let Some(more) = y.drawn.as_ref().and_then(|d| base.diff(d)) {
                            m.bytes.extend(more);
                        }
                    }
                }
                break;
            }
        }
        out.insert(o, moved);
    }
    // A source the provenance lists that moved nothing in its field may be hidden by the data
    // (an OR onto bits already set, a product with a small factor): the pools get other values
    // and the perturbation is repeated on them.
    for round in [107u32, 108, 109] {
        let pending: Vec<u32> = out
            .iter()
            .filter(|(o, m)| {
                m.as_ref().is_some_and(|m| {
                    base.prim.fields.iter().any(|&(_, off, len)| {
                        base.taint_of(off, len).contains(**o) && !m.hits(off, len)
                    })
                })
            })
            .map(|(o, _)| *o)
            .collect();
        if pending.is_empty() || replayed.pools.is_empty() {
            break;
        }
        let mut alt = replayed.clone();
        for (a, p) in alt.pools.iter_mut() {
            p.value = pool_value(*a, p.size, p.gte, round);
        }
        let Ok(b2) = run(r, tg, &alt) else { continue };
        let Some(d2) =
            b2.drawn.as_ref().filter(|d| d.prim.command == base.prim.command && d.tag == base.tag)
        else {
            continue;
        };
        for o in pending {
            let b = alt.byte_of(o);
            for v in [b ^ 1, b ^ 2, b ^ 0x54, b ^ 0xA8] {
                let Ok(x) = run(r, tg, &alt.with_byte(o, v)) else { continue };
                if let Some(bytes) = x.drawn.as_ref().and_then(|d| d2.diff(d)) {
                    if let Some(Some(m)) = out.get_mut(&o) {
                        m.bytes.extend(bytes);
                    }
                }
            }
        }
    }
    out
}
