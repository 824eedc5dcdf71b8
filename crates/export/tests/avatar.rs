//! The avatar, worn: VRMA clips retargeted through the humanoid map, spring bones for the
//! secondary-motion chains, binary texture-swap expressions, lookAt.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod common;

use export::{Formats, HumanBone, VrmVersion};
use glam::{Quat, Vec3};
use scene::{Clip, Model, Track};
use serde_json::Value;

fn json_of(glb: &[u8]) -> Value {
    let (json, _) = scene::glb::read(glb).unwrap();
    serde_json::from_slice(json).unwrap()
}

/// World (translation, rotation) of every node at key `key` of the animation named `anim`,
/// read back with the `gltf` crate (independent of the exporter).
fn worlds_at(bytes: &[u8], anim: &str, key: usize) -> Vec<(Vec3, Quat)> {
    let g = gltf::Gltf::from_slice(bytes).unwrap();
    let blob = g.blob.clone().unwrap();
    let doc = &g.document;
    let mut locals: Vec<(Vec3, Quat)> = doc
        .nodes()
        .map(|n| {
            let (t, r, _) = n.transform().decomposed();
            (Vec3::from_array(t), Quat::from_array(r))
        })
        .collect();
    let anim = doc.animations().find(|a| a.name() == Some(anim)).expect("animation");
    for ch in anim.channels() {
        let node = ch.target().node().index();
        let reader = ch.reader(|_| Some(&blob));
        match reader.read_outputs().unwrap() {
            gltf::animation::util::ReadOutputs::Translations(t) => {
                locals[node].0 = Vec3::from_array(t.into_iter().nth(key).unwrap());
            }
            gltf::animation::util::ReadOutputs::Rotations(r) => {
                locals[node].1 = Quat::from_array(r.into_f32().nth(key).unwrap());
            }
            _ => {}
        }
    }
    let mut parent = vec![None; locals.len()];
    for n in doc.nodes() {
        for c in n.children() {
            parent[c.index()] = Some(n.index());
        }
    }
    fn world(i: usize, l: &[(Vec3, Quat)], p: &[Option<usize>]) -> (Vec3, Quat) {
        match p[i] {
            None => l[i],
            Some(q) => {
                let (pt, pr) = world(q, l, p);
                (pt + pr * l[i].0, pr * l[i].1)
            }
        }
    }
    (0..locals.len()).map(|i| world(i, &locals, &parent)).collect()
}

fn rot(axis: Vec3, a: f32) -> [f32; 4] {
    Quat::from_axis_angle(axis, a).to_array()
}

/// The hand-built humanoid with secondary motion: tassels, back hair and the waist ornament
/// swing further than the trunk, in both clips (as the disc's curves do).
fn girl() -> Model {
    let mut m = common::humanoid("GIRL");
    let tau = std::f32::consts::TAU;
    for clip in &mut m.clips {
        let n = clip.ticks as usize;
        let wave = |amp: f32, axis: Vec3, lag: f32| -> Vec<[f32; 4]> {
            (0..n).map(|k| rot(axis, amp * (tau * (k as f32 / n as f32) - lag).sin())).collect()
        };
        // Trunk: spine sways 3°.
        clip.tracks.push(Track {
            bone: 1,
            translations: None,
            rotations: Some(wave(0.05, Vec3::Y, 0.0)),
        });
        for (bone, amp, axis) in [
            (6, 0.5, Vec3::X),
            (7, 0.5, Vec3::X),
            (8, 0.4, Vec3::X),
            (22, 0.6, Vec3::Z),
            (23, 0.5, Vec3::X),
            (31, 0.3, Vec3::X),
        ] {
            clip.tracks.retain(|t| t.bone != bone);
            clip.tracks.push(Track {
                bone,
                translations: None,
                rotations: Some(wave(amp, axis, 0.7)),
            });
        }
        clip.tracks.sort_by_key(|t| t.bone);
    }
    m
}

#[test]
fn vrma_rotations_match_the_vrm_s_own_clip() {
    let m = girl();
    let vrm = export::vrm(&m, VrmVersion::V1).unwrap();
    let vj = json_of(&vrm);
    let human = &vj["extensions"]["VRMC_vrm"]["humanoid"]["humanBones"];
    for clip in &m.clips {
        let vrma = export::vrma::vrma(&m, clip).unwrap();
        let aj = json_of(&vrma);
        assert!(aj["extensionsUsed"].as_array().unwrap().iter().any(|e| e == "VRMC_vrm_animation"));
        let ext = &aj["extensions"]["VRMC_vrm_animation"];
        assert_eq!(ext["specVersion"], "1.0");
        let bones = ext["humanoid"]["humanBones"].as_object().unwrap();
        assert!(bones.len() >= 15, "{} bones", bones.len());
        // Rest pose: identity rotations (the VRM T-pose), hips above the floor.
        for n in aj["nodes"].as_array().unwrap() {
            assert!(n.get("rotation").is_none(), "{n}");
        }
        let channels = aj["animations"][0]["channels"].as_array().unwrap();
        assert!(channels.iter().any(|c| c["target"]["path"] == "translation"));
        assert!(channels.iter().filter(|c| c["target"]["path"] == "rotation").count() >= 3);
        for c in channels {
            let node = c["target"]["node"].as_u64().unwrap();
            assert!(bones.values().any(|b| b["node"] == node), "channel on a non-human node");
        }
        for key in [0, 3, clip.ticks as usize - 1] {
            let a = worlds_at(&vrma, &clip.name, key);
            let v = worlds_at(&vrm, &clip.name, key);
            for (name, b) in bones {
                let an = b["node"].as_u64().unwrap() as usize;
                let vn = human[name]["node"].as_u64().unwrap() as usize;
                let (qa, qv) = (a[an].1, v[vn].1);
                assert!(
                    qa.dot(qv).abs() > 1.0 - 1e-4,
                    "{}: {name} at key {key}: {qa} vs {qv}",
                    clip.name
                );
                if name == "hips" {
                    assert!((a[an].0 - v[vn].0).length() < 1e-4, "{name} at {key}");
                }
            }
        }
    }
}

#[test]
fn vrma_bytes_are_deterministic_and_retarget_through_the_map() {
    let m = girl();
    let walk = m.clips.iter().find(|c| c.name == "walk").unwrap();
    let a = export::vrma::vrma(&m, walk).unwrap();
    assert_eq!(a, export::vrma::vrma(&m, walk).unwrap());
    // The parent of each human node is its nearest mapped ancestor in the spec's hierarchy.
    let j = json_of(&a);
    let nodes = j["nodes"].as_array().unwrap();
    let bones = j["extensions"]["VRMC_vrm_animation"]["humanoid"]["humanBones"].clone();
    let idx = |n: &str| bones[n]["node"].as_u64().unwrap() as usize;
    let kids = |n: &str| -> Vec<u64> {
        nodes[idx(n)]["children"]
            .as_array()
            .map(|v| v.iter().map(|x| x.as_u64().unwrap()).collect())
            .unwrap_or_default()
    };
    assert!(kids("hips").contains(&(idx("spine") as u64)));
    assert!(kids("hips").contains(&(idx("leftUpperLeg") as u64)));
    // No upper chest or shoulders on the disc: the arms hang off the chest.
    assert!(kids("chest").contains(&(idx("leftUpperArm") as u64)));
    assert!(kids("chest").contains(&(idx("neck") as u64)));
    assert_eq!(
        export::vrma::mapped_parent(&export::humanoid_map(&m).unwrap(), HumanBone::LeftUpperArm),
        Some(HumanBone::Chest)
    );
    // A non-humanoid has no VRMA.
    let d = common::creature();
    assert!(export::vrma::vrma(&d, &d.clips[0]).is_err());
    // A bad tick rate is an error, not a panic.
    let mut bad: Clip = walk.clone();
    bad.tick_rate = 0.0;
    assert!(export::vrma::vrma(&m, &bad).is_err());
    // A clip with no tracks and a huge tick count is refused, not looped over.
    let long = Clip { name: "long".into(), tick_rate: 30.0, ticks: u32::MAX, tracks: Vec::new() };
    assert!(matches!(export::vrma::vrma(&m, &long), Err(export::ExportError::ClipTooLong { .. })));
}

#[test]
fn springs_follow_topology_and_the_clips() {
    let m = girl();
    let map = export::humanoid_map(&m).unwrap();
    let s = export::spring::find(&m, &map);
    let roots: Vec<usize> = s.chains.iter().map(|c| c.joints[0]).collect();
    // Tassels (6→31, 7→32), back hair (8→30), waist ornament (22→23).
    for (root, tail, anchor) in
        [(6, 31, "head"), (7, 32, "head"), (8, 30, "head"), (22, 23, "hips")]
    {
        let c = s
            .chains
            .iter()
            .find(|c| c.joints[0] == root)
            .unwrap_or_else(|| panic!("no chain at {root}: {s:?}"));
        assert_eq!(c.joints, vec![root, tail]);
        assert_eq!(c.anchor, anchor);
        assert!(c.evidence.contains("topology") && c.evidence.contains("clips"));
    }
    // Unanimated hanging bones (coat, skirt, hat) and the book in the hand are not chains.
    for b in [5, 15, 24, 26, 33] {
        assert!(!roots.contains(&b), "bone {b} is not secondary motion");
    }
    let trunk = s.trunk_deg.unwrap();
    assert!(trunk > 1.0 && s.chains.iter().all(|c| c.swing_deg > trunk));

    // VRM 1.0.
    let j = json_of(&export::vrm(&m, VrmVersion::V1).unwrap());
    assert!(j["extensionsUsed"].as_array().unwrap().iter().any(|e| e == "VRMC_springBone"));
    let sb = &j["extensions"]["VRMC_springBone"];
    assert_eq!(sb["specVersion"], "1.0");
    assert_eq!(sb["springs"].as_array().unwrap().len(), s.chains.len());
    let col_nodes: Vec<u64> =
        sb["colliders"].as_array().unwrap().iter().map(|c| c["node"].as_u64().unwrap()).collect();
    for h in [HumanBone::Head, HumanBone::LeftHand, HumanBone::RightHand] {
        assert!(col_nodes.contains(&(map.get(h).unwrap() as u64)), "{h:?} collider");
    }
    for c in sb["colliders"].as_array().unwrap() {
        let r = c["shape"]["sphere"]["radius"].as_f64().unwrap();
        assert!(r > 0.01 && r < 0.3, "radius {r}");
    }
    let vrm = &j["extensions"]["VRMC_vrm"];
    for (_, e) in vrm["expressions"]["preset"].as_object().unwrap() {
        assert_eq!(e["isBinary"], true);
    }
    assert_eq!(vrm["lookAt"]["type"], "expression");
    let eye = vrm["lookAt"]["offsetFromHeadBone"].as_array().unwrap();
    assert!(eye[2].as_f64().unwrap() > 0.05, "eyes in front of the head (+Z): {eye:?}");
    assert_eq!(j["extras"]["springs"]["chains"].as_array().unwrap().len(), s.chains.len());

    // VRM 0.x.
    let j0 = json_of(&export::vrm(&m, VrmVersion::V0).unwrap());
    let sec = &j0["extensions"]["VRM"]["secondaryAnimation"];
    assert_eq!(sec["boneGroups"].as_array().unwrap().len(), s.chains.len());
    assert_eq!(sec["colliderGroups"].as_array().unwrap().len(), 3);
    for g in j0["extensions"]["VRM"]["blendShapeMaster"]["blendShapeGroups"].as_array().unwrap() {
        assert_eq!(g["isBinary"], true);
    }
}

#[test]
fn no_clips_no_springs_and_it_says_so() {
    let mut m = girl();
    m.clips.clear();
    let map = export::humanoid_map(&m).unwrap();
    let s = export::spring::find(&m, &map);
    assert!(s.chains.is_empty());
    assert_eq!(s.trunk_deg, None);
    assert!(s.notes.iter().any(|n| n.contains("not measured")));
    let j = json_of(&export::vrm(&m, VrmVersion::V1).unwrap());
    assert!(j["extensions"].get("VRMC_springBone").is_none());
    // The plain humanoid: only arms and legs move, nothing hangs and swings.
    let p = common::humanoid("PLAIN");
    let s = export::spring::find(&p, &export::humanoid_map(&p).unwrap());
    assert!(s.chains.is_empty(), "{s:?}");
}

#[test]
fn write_model_puts_vrma_beside_the_vrm() {
    let dir = tempfile::tempdir().unwrap();
    let m = girl();
    let w = export::write_model(&m, dir.path(), &Formats::default()).unwrap();
    for f in ["idle.vrma", "walk.vrma"] {
        assert!(w.files.iter().any(|p| p.to_str() == Some(f)), "{f} in {:?}", w.files);
        let bytes = std::fs::read(dir.path().join(f)).unwrap();
        assert!(json_of(&bytes)["extensions"]["VRMC_vrm_animation"].is_object());
    }
    let d = tempfile::tempdir().unwrap();
    let w = export::write_model(&common::creature(), d.path(), &Formats::default()).unwrap();
    assert!(!w.files.iter().any(|p| p.extension().is_some_and(|e| e == "vrma")));
}

#[test]
fn walk_mesh_lives_in_a_second_scene() {
    let m = common::map();
    let j = json_of(&export::glb(&m).unwrap());
    assert_eq!(j["scene"], 0);
    let scenes = j["scenes"].as_array().unwrap();
    assert_eq!(scenes.len(), 2);
    let hidden: Vec<u64> =
        scenes[1]["nodes"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect();
    assert!(!hidden.is_empty());
    for n in &hidden {
        let node = &j["nodes"][*n as usize];
        assert_eq!(node["extensions"]["KHR_node_visibility"]["visible"], false);
        assert!(!scenes[0]["nodes"].as_array().unwrap().iter().any(|x| x == n));
    }
    let shown = scenes[0]["nodes"].as_array().unwrap();
    assert!(shown
        .iter()
        .all(|n| j["nodes"][n.as_u64().unwrap() as usize].get("extensions").is_none()));
    // Characters keep one scene.
    let c = json_of(&export::glb(&common::humanoid("A")).unwrap());
    assert_eq!(c["scenes"].as_array().unwrap().len(), 1);
}

mod robust {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]
        /// Mutated models (parents, tick rates, short or NaN tracks, no clips) give `Ok` or
        /// `Err` from the VRMA writer and chains from the spring finder, never a panic.
        #[test]
        fn mutated_models_never_panic(
            parent in 0usize..40, bone in 0usize..34, rate in -1.0f32..60.0, drop in 0usize..40,
            nan in any::<bool>(), ticks in 0u32..80,
        ) {
            let mut m = girl();
            m.skeleton.as_mut().unwrap().bones[bone].parent = Some(parent);
            m.clips[1].tick_rate = rate;
            if drop % 5 == 0 { m.clips[1].tracks[0].translations.as_mut().unwrap().pop(); }
            if nan {
                if let Some(r) = m.clips[0].tracks.iter_mut().find_map(|t| t.rotations.as_mut()) {
                    r[0] = [f32::NAN; 4];
                }
            }
            m.clips[0].ticks = ticks;
            if drop == 7 { m.clips.clear(); }
            for c in m.clips.clone() {
                let _ = export::vrma::vrma(&m, &c);
            }
            if let Ok(map) = export::humanoid_map(&m) {
                let s = export::spring::find(&m, &map);
                let _ = export::spring::spring_bone_1(&m, &map, &s);
                let _ = export::spring::secondary_animation_0(&m, &map, &s);
            }
        }
    }
}
