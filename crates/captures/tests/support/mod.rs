//! Test support: the synthetic disc's girl (from `synth`) drawn into captures by
//! `captures::synthetic`, as the demo disc's captures are made.
#![allow(dead_code)]

use captures::render::{Variant, ViewLayout};
use captures::synthetic::{self, Subject};
use captures::Camera;
use dewprism::chr::Chr;
use synth::disc::{Plan, Size};

/// The plan every test draws from.
pub fn plan() -> Plan {
    Plan::new(Size::Small, 7)
}

/// The girl of `plan`.
pub fn girl(plan: &Plan) -> Chr {
    synth::capture::girl(plan)
}

/// Where the captures put `chr`'s textures and CLUTs.
pub fn layout(chr: &Chr) -> ViewLayout {
    let p = synth::capture::placement(chr);
    ViewLayout { textures: p.textures, cluts: p.cluts }
}

/// A GPU dump of `chr` through `cam`.
pub fn gpu_dump(chr: &Chr, cam: &Camera, variant: Variant) -> Vec<u8> {
    let lay = layout(chr);
    synthetic::gpu_dump(&Subject { chr, layout: &lay }, cam, variant).unwrap()
}

/// The RAM snapshot of `chr` at `tick`, with the noise of `seed`.
pub fn ram_snapshot(chr: &Chr, seed: u64, tick: u32) -> Vec<u8> {
    synthetic::ram_snapshot(chr, &synth::capture::ram_noise(seed, tick), tick).unwrap()
}

/// Every capture of the demo disc for `plan`: `(file name, bytes)`.
pub fn all(plan: &Plan) -> Vec<(String, Vec<u8>)> {
    let g = girl(plan);
    let lay = layout(&g);
    let seed = plan.seed;
    synthetic::all(&Subject { chr: &g, layout: &lay }, &|t| synth::capture::ram_noise(seed, t))
        .unwrap()
}
