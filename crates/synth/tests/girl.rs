//! The synthetic girl as the tool reads her: decoded from her 72 KB file, measured with the
//! default (the account's) grouping, directly and through her exported GLB, gives exactly the
//! published budget **[published: head 38.8 % (45.3 % of UV area), arms 19.3 %, legs 18.9 %,
//! waist 13.8 %, coat 9.2 %]**, and keeps the other published facts.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use dewprism::anim::RotationOrder;
use dewprism::chr::model;
use measure::{Budget, Group};

const SEED: u64 = 0x5EED;

/// Published (group, triangles of 1,000).
const PUBLISHED: [(Group, usize); 5] = [
    (Group::Head, 388),
    (Group::Arms, 193),
    (Group::Legs, 189),
    (Group::Waist, 138),
    (Group::Coat, 92),
];

fn girl_model() -> scene::Model {
    let clut = synth::content::palette(SEED, 0);
    let bytes = synth::chr::character(SEED, 0, &clut, true, 73_728);
    assert_eq!(bytes.len(), 73_728, "her file keeps the published 72 KB");
    dewprism::chr::decode(&bytes, &dewprism::Conventions::builtin(), "girl", "synthetic").unwrap()
}

fn check(b: &Budget, what: &str) {
    assert_eq!(b.total_triangles, 1000, "{what}");
    for (g, n) in PUBLISHED {
        let s = b.groups.iter().find(|s| s.part == g).unwrap();
        assert_eq!(s.triangles, n, "{what}: {g:?}");
        assert!((s.percent - n as f64 / 10.0).abs() < 1e-9, "{what}: {g:?} {}", s.percent);
    }
    let head_uv = b.groups.iter().find(|s| s.part == Group::Head).unwrap().uv_percent;
    assert_eq!(format!("{head_uv:.1}"), "45.3", "{what}: head UV share {head_uv}");
}

#[test]
fn default_budget_is_the_published_table() {
    let m = girl_model();
    check(&measure::budget(&m), "decoded");
    let b = measure::budget_figure(&measure::from_model(&m), &measure::Overrides::default());
    check(&b, "decoded, no overrides");
}

#[test]
fn exported_glb_measures_the_same() {
    let m = girl_model();
    let glb = export::glb(&m).unwrap();
    let fig = measure::import_glb(&glb).unwrap();
    check(&measure::budget_figure(&fig, &measure::Overrides::default()), "GLB");
}

#[test]
fn part_overrides_still_move_triangles() {
    let m = girl_model();
    let fig = measure::from_model(&m);
    let name = fig.bones[33].name.clone(); // the coat's front panel
    let o = measure::Overrides { bones: vec![(name, measure::Part::Waist)] };
    let b = measure::budget_figure(&fig, &o);
    let tri = |g: Group| b.groups.iter().find(|s| s.part == g).unwrap().triangles;
    assert_eq!(tri(Group::Coat), 92 - 14);
    assert_eq!(tri(Group::Waist), 138 + 14);
}

#[test]
fn published_facts_hold() {
    let clut = synth::content::palette(SEED, 0);
    let g = synth::chr::girl(SEED, &clut);
    assert_eq!(g.node_count(), 34);
    assert_eq!(g.skeleton.as_ref().unwrap().rotations.len(), 3);
    // In the bind pose (no head turn): the face texture's centroid sits at z = −54.
    let z = model::semantics(&g, RotationOrder::RxRyRz, true).face_centroid.unwrap()[2];
    let s = model::semantics(&g, RotationOrder::RxRyRz, false);
    assert!((z + 54.0).abs() < 1.0, "face-texture centroid z = {z}, published -54");
    assert_eq!(s.facing_z, Some(-1));
    assert_eq!(s.node15_side, Some(scene::facing::Side::Right), "the book in her right hand");
    let f = g.face.unwrap();
    assert_eq!(f.blink_frames, 6);
    assert!(f.mouth_frames > 0);
}

fn unpack(t: &dewprism::chr::Texture) -> Vec<u8> {
    gpu::texture::unpack_4bpp(usize::from(t.width), usize::from(t.height), &t.texels).unwrap()
}

#[test]
fn she_looks_like_herself() {
    use synth::content::{rgb15, slot};
    let clut = synth::content::palette(SEED, 0);
    // The blue hat and gold tassels are in her CLUT.
    let hat = clut[usize::from(slot::HAT)];
    assert!((hat >> 10) & 31 > 2 * (hat & 31), "the hat is blue: {hat:#06x}");
    assert_eq!(clut[usize::from(slot::GOLD)], rgb15(0xF0, 0xC8, 0x40));
    let g = synth::chr::girl(SEED, &clut);
    // Flat colours: the body texture uses few distinct runs, the hat tile is mostly hat blue.
    let body = unpack(&g.textures[0]);
    let w = usize::from(g.textures[0].width);
    let hat_tile = &g.tiles[17];
    let mut blue = 0;
    for y in 0..16 {
        for x in 0..33 {
            let i = (usize::from(hat_tile.y) + y) * w + usize::from(hat_tile.x) + x;
            blue += usize::from(body[i] == slot::HAT);
        }
    }
    assert!(blue > 33 * 16 / 2, "hat tile: {blue} blue texels");
    // Every blink frame and every mouth frame differs from the one before it.
    let f = g.face.unwrap();
    for (tex, frames, r) in
        [(f.blink_texture, f.blink_frames, f.eyes), (f.mouth_texture, f.mouth_frames, f.mouth)]
    {
        let px = unpack(&g.textures[usize::from(tex)]);
        let n = usize::from(r.w) * usize::from(r.h);
        for k in 1..usize::from(frames) {
            assert_ne!(
                px[(k - 1) * n..k * n],
                px[k * n..(k + 1) * n],
                "frame {k} of texture {tex}"
            );
        }
    }
    // The face has eyes (dark) and skin.
    let face = unpack(&g.textures[usize::from(f.texture)]);
    assert!(face.contains(&slot::DARK) && face.contains(&slot::SKIN));
}

#[test]
fn character_palettes_are_distinct() {
    let mut seen = std::collections::BTreeSet::new();
    for d in 0..200 {
        assert!(seen.insert(synth::content::palette(SEED, d)), "design {d}");
    }
}
