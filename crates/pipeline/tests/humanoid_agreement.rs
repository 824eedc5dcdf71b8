//! One humanoid mapping (style rule 21): the VRM export (`export::humanoid_map`), the budget's
//! parts and the gallery (`measure::from_model`, whose figure the budget, `compare` and the
//! gallery's `parts_measured` read) and the exported VRM itself (read back by `measure`'s
//! importer, which takes the file's own humanoid) name the same bone for every human bone —
//! on every synthetic humanoid design, not just the girl.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

use std::collections::BTreeMap;

use scene::humanoid::HumanBone;

fn model(design: u64) -> scene::Model {
    let clut = synth::content::palette(7, design);
    let bytes = synth::chr::character(7, design, &clut, true, 73_728);
    dewprism::chr::decode(&bytes, &dewprism::Conventions::builtin(), "model", "synthetic").unwrap()
}

/// Human bone → bone name.
fn by_name(
    map: &BTreeMap<HumanBone, usize>,
    name: impl Fn(usize) -> String,
) -> BTreeMap<HumanBone, String> {
    map.iter().map(|(h, &b)| (*h, name(b))).collect()
}

#[test]
fn export_measure_and_the_vrm_agree_on_every_bone() {
    let mut humanoids = 0;
    for design in 0..6 {
        let m = model(design);
        if !m.meta.humanoid {
            continue;
        }
        humanoids += 1;
        let skel = m.skeleton.as_ref().unwrap();
        let bone = |b: usize| skel.bones[b].name.clone();
        let exported = export::humanoid_map(&m).unwrap();
        assert!(exported.missing(true).is_empty(), "design {design}: {:?}", exported.missing(true));
        let fig = measure::from_model(&m);
        assert_eq!(fig.humanoid, exported.bones, "design {design}: export vs measure");
        // The figure's bones are the skeleton's, in order: the same indices mean the same bones.
        assert_eq!(fig.bones.len(), skel.bones.len());
        // The VRM carries the export's map; its importer reads it back, by node name.
        let vrm = export::vrm(&m, export::VrmVersion::V1).unwrap();
        let back = measure::import_glb(&vrm).unwrap();
        assert_eq!(back.humanoid_source, measure::MapSource::Vrm1);
        assert_eq!(
            by_name(&back.humanoid, |b| back.bones[b].name.clone()),
            by_name(&exported.bones, bone),
            "design {design}: the VRM file vs the export's map"
        );
        // The budget's parts are built on that map: its humanoid bones land in the parts the
        // map says (head bone in the head group, hands in the arms, feet in the legs).
        let parts = measure::classify(&fig, &measure::Overrides::default());
        for (h, group) in [
            (HumanBone::Head, measure::Group::Head),
            (HumanBone::LeftHand, measure::Group::Arms),
            (HumanBone::RightFoot, measure::Group::Legs),
        ] {
            assert_eq!(parts.part(exported.bones[&h]).group(), group, "design {design}: {h:?}");
        }
    }
    assert!(humanoids >= 2, "only {humanoids} humanoid designs: the test checks too little");
}

/// The mapping from a shape alone, checked on a hand-built skeleton (a check that can fail):
/// arms are the side chains, the neck the child nearest the mid-plane, left by the facing.
#[test]
fn the_one_topology_rule_on_a_hand_built_skeleton() {
    // 0 hips; 1 spine; 2 chest; 3 neck, 4 head; 5-7 left arm (−X); 8-10 right arm (+X);
    // 11-13 left leg; 14-16 right leg.
    let parents = [
        None,
        Some(0),
        Some(1),
        Some(2),
        Some(3),
        Some(2),
        Some(5),
        Some(6),
        Some(2),
        Some(8),
        Some(9),
        Some(0),
        Some(11),
        Some(12),
        Some(0),
        Some(14),
        Some(15),
    ];
    let pos: [[f32; 3]; 17] = [
        [0.0, 1.0, 0.0],
        [0.0, 1.2, 0.0],
        [0.0, 1.4, 0.0],
        [0.0, 1.6, 0.0],
        [0.0, 1.7, 0.0],
        [-0.2, 1.5, 0.0],
        [-0.4, 1.3, 0.0],
        [-0.5, 1.1, 0.0],
        [0.2, 1.5, 0.0],
        [0.4, 1.3, 0.0],
        [0.5, 1.1, 0.0],
        [-0.1, 0.8, 0.0],
        [-0.1, 0.4, 0.0],
        [-0.1, 0.0, 0.0],
        [0.1, 0.8, 0.0],
        [0.1, 0.4, 0.0],
        [0.1, 0.0, 0.0],
    ];
    let mut map = BTreeMap::new();
    scene::humanoid::map_topology(&parents, &pos, -1.0, &mut map).unwrap();
    use HumanBone as H;
    let want = [
        (H::Hips, 0),
        (H::Spine, 1),
        (H::Chest, 2),
        (H::Neck, 3),
        (H::Head, 4),
        (H::LeftUpperArm, 5),
        (H::LeftHand, 7),
        (H::RightUpperArm, 8),
        (H::RightHand, 10),
        (H::LeftUpperLeg, 11),
        (H::LeftFoot, 13),
        (H::RightUpperLeg, 14),
        (H::RightFoot, 16),
    ];
    for (h, b) in want {
        assert_eq!(map.get(&h), Some(&b), "{h:?}");
    }
    // Facing +Z, the model's left is +X: the sides swap.
    let mut turned = BTreeMap::new();
    scene::humanoid::map_topology(&parents, &pos, 1.0, &mut turned).unwrap();
    assert_eq!(turned.get(&H::LeftHand), Some(&10));
    assert_eq!(turned.get(&H::RightFoot), Some(&13));
    // No arms (their bones re-parented under the head, so no bone has two side chains): an
    // error naming what is missing, the legs and trunk still mapped.
    let mut armless = parents;
    for b in [5, 8] {
        armless[b] = Some(4);
    }
    let mut partial = BTreeMap::new();
    let e = scene::humanoid::map_topology(&armless, &pos, -1.0, &mut partial).unwrap_err();
    assert!(e.contains("chest"), "{e}");
    assert_eq!(partial.get(&H::Hips), Some(&0));
    assert_eq!(partial.get(&H::LeftFoot), Some(&13));
}
