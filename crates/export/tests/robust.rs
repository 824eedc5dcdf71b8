#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

//! Mutated models give `Ok` or `Err`, never a panic.

mod common;

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn mutated_models_never_panic(
        joint in 0usize..40, vertex in 0usize..400, index in 0u32..400, at in 0usize..600,
        parent in 0usize..40, bone in 0usize..34, rate in -1.0f32..60.0, drop in 0usize..40,
        mat in 0usize..5,
    ) {
        let mut m = common::humanoid("X");
        let mesh = &mut m.meshes[0];
        if let Some(j) = mesh.joints.as_mut().and_then(|j| j.get_mut(vertex)) { *j = joint; }
        if let Some(i) = mesh.primitives[0].indices.get_mut(at) { *i = index; }
        mesh.primitives[1].material = Some(mat);
        if drop < mesh.uvs.len() && drop % 3 == 0 { mesh.uvs.truncate(drop); }
        m.skeleton.as_mut().unwrap().bones[bone].parent = Some(parent);
        m.clips[1].tick_rate = rate;
        if drop % 5 == 0 { m.clips[1].tracks[0].translations.as_mut().unwrap().pop(); }
        let _ = export::glb(&m);
        let _ = export::vrm(&m, export::VrmVersion::V1);
        let _ = export::vrm(&m, export::VrmVersion::V0);
        let _ = export::walk_gif(&m, 32);
    }
}
