//! Bad input judged: a plain glTF without a humanoid, a VRM missing required bones, a scale of
//! 0, NaN in the JSON, 10⁶ nodes — each gives a clear account of what could and could not be
//! judged, and the platform ranks of what can be counted.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod common;

use common::avatar::{self, Factors, Skeleton, VrmVersion};
use common::rig_model;
use measure::judge::{judge, judge_budget, JudgeOptions, Loaded};
use measure::platform::Metric;
use serde_json::{json, Value};

fn girl() -> Loaded {
    Loaded::from_model("girl", &rig_model(&avatar::rig(Skeleton::Girl, Factors::ONE, 2, 3), true))
}

/// The JSON and BIN of a GLB, the JSON edited, framed again.
fn edit(bytes: &[u8], f: impl FnOnce(&mut Value)) -> Vec<u8> {
    let (json, bin) = measure::import::split_glb(bytes).unwrap();
    let mut v: Value = serde_json::from_slice(json).unwrap();
    f(&mut v);
    avatar::glb(&serde_json::to_vec(&v).unwrap(), bin)
}

fn not_judged(r: &measure::judge::Report) -> String {
    r.not_judged.iter().map(|n| format!("{}: {}", n.what, n.why)).collect::<Vec<_>>().join("\n")
}

fn rank<'a>(r: &'a measure::judge::Report, id: &str) -> Option<&'a str> {
    r.platforms.iter().find(|g| g.platform == id).and_then(|g| g.rank.as_deref())
}

#[test]
fn a_good_avatar_is_judged_in_full() {
    let fan = Loaded::from_bytes("fan.vrm", &avatar::fan_avatar(VrmVersion::V1));
    let r = judge(&girl(), &fan, &JudgeOptions::default());
    assert!(r.not_judged.is_empty(), "{}", not_judged(&r));
    assert_eq!(r.judged, ["platforms", "segments", "budget", "targets", "rest_pose"]);
    assert_eq!(rank(&r, "vrchat-pc"), Some("Excellent"));
    let t = r.targets.as_ref().unwrap();
    assert_eq!((t.platform, t.rank.as_str(), t.triangles), ("vrchat-pc", "Good", 70_000));
    assert_eq!(t.groups.iter().map(|g| g.target).sum::<u64>(), 70_000);
    assert!(t.groups.iter().all(|g| g.verdict.starts_with("add ")), "{:?}", t.groups);
    let feet = t.parts.iter().find(|p| p.part == "feet").unwrap();
    assert!(feet.size.iter().all(|s| s.class == "too small") && feet.size.len() == 2, "{feet:?}");
    // JSON keys stay where the contract has them.
    let v = serde_json::to_value(&r).unwrap();
    for k in
        ["normalised_by", "segments", "budget", "rest_pose", "platforms", "targets", "not_judged"]
    {
        assert!(v.get(k).is_some(), "{k}");
    }
}

#[test]
fn a_plain_gltf_without_a_humanoid() {
    // One box on one node: no skin, no VRM, no bone names.
    let mut rig = avatar::Rig::default();
    rig.bones.push(avatar::RigBone {
        name: "Cube".into(),
        parent: None,
        pos: [0.0; 3],
        human: None,
    });
    rig.pieces.push(avatar::Piece {
        bone: 0,
        a: [0.0, 0.0, 0.0],
        b: [0.0, 1.0, 0.0],
        width: 0.5,
        depth: 0.5,
        detail: 2,
        proximal: None,
        distal: None,
    });
    let vrm = avatar::write_vrm(&rig, &avatar::Options::fan(VrmVersion::V0));
    let plain = edit(&vrm, |v| {
        v.as_object_mut().unwrap().remove("extensions");
        v.as_object_mut().unwrap().remove("extensionsUsed");
    });
    let a = Loaded::from_bytes("box.glb", &plain);
    let r = judge(&girl(), &a, &JudgeOptions::default());
    let text = not_judged(&r);
    assert!(text.contains("segments: the avatar: no humanoid"), "{text}");
    assert!(text.contains("rest_pose"), "{text}");
    assert!(r.segments.is_empty() && r.normalised_by.is_none());
    assert_eq!(r.judged, ["platforms"]);
    assert_eq!(rank(&r, "vrchat-pc"), Some("Excellent"), "48 triangles, 1 skinned mesh");
    assert_eq!(rank(&r, "cluster"), Some("over the limits"), "no humanoid bones");
    let b = judge_budget(&a, &Default::default(), &JudgeOptions::default());
    assert!(b.groups.is_empty() && b.total_triangles == 48, "{:?}", b.total_triangles);
    assert!(b.not_judged[0].why.contains("cannot be split into body parts"));
}

#[test]
fn a_vrm_missing_required_bones() {
    let fan = avatar::fan_avatar(VrmVersion::V1);
    let bytes = edit(&fan, |v| {
        for b in ["leftLowerArm", "leftHand", "rightFoot"] {
            let hb = v.pointer_mut("/extensions/VRMC_vrm/humanoid/humanBones").unwrap();
            let node = hb.as_object_mut().unwrap().remove(b).unwrap()["node"].as_u64().unwrap();
            // Names that say nothing either, so no rule can find them.
            v["nodes"][node as usize]["name"] = json!(format!("Bone{node}"));
        }
    });
    let a = Loaded::from_bytes("missing.vrm", &bytes);
    let stats = a.measured.stats.as_ref().unwrap();
    for b in ["leftLowerArm", "leftHand", "rightFoot"] {
        assert!(!stats.humanoid.iter().any(|h| h == b), "{b}");
    }
    let r = judge(&girl(), &a, &JudgeOptions::default());
    let text = not_judged(&r);
    // cluster refuses the upload and says which bones.
    let cluster = r.platforms.iter().find(|g| g.platform == "cluster").unwrap();
    let m = cluster.metrics.iter().find(|m| m.metric == Metric::MissingRequiredBones).unwrap();
    assert_eq!(m.rank, "over the limits");
    assert!(m.note.contains("leftLowerArm") && m.note.contains("rightFoot"), "{}", m.note);
    // What the measuring could not find is said, and the rest is judged.
    let rest = r.rest_pose.as_ref().unwrap();
    assert_eq!(rest.status, measure::rest::RestStatus::TPose, "a T-pose avatar needs no turning");
    assert!(rest.reason.as_deref().unwrap().contains("not checked"), "{rest:?}");
    if let Some(gap) = measure::judge::humanoid_gaps(a.figure.as_ref().unwrap()) {
        assert!(text.contains(&gap), "{text}");
    }
    assert!(r.judged.contains(&"segments") && r.judged.contains(&"platforms"), "{:?}", r.judged);
}

#[test]
fn a_scale_of_zero() {
    let fan = avatar::fan_avatar(VrmVersion::V1);
    // The root of the bones at scale 0: every joint and vertex on one point.
    let bytes = edit(&fan, |v| v["nodes"][1]["scale"] = json!([0.0, 0.0, 0.0]));
    let a = Loaded::from_bytes("zero.vrm", &bytes);
    let r = judge(&girl(), &a, &JudgeOptions::default());
    let text = not_judged(&r);
    assert!(text.contains("no size") || text.contains("could not be read"), "{text}");
    assert!(r.segments.is_empty());
    // The counts do not depend on the scale.
    assert_eq!(rank(&r, "vrchat-pc"), Some("Excellent"));
    assert!(r.judged.contains(&"platforms"));
}

#[test]
fn nan_in_the_json() {
    let fan = avatar::fan_avatar(VrmVersion::V1);
    let (json, bin) = measure::import::split_glb(&fan).unwrap();
    let text = String::from_utf8(json.to_vec()).unwrap();
    // Some writers put NaN in a node's scale (not JSON).
    let bad = text.replacen("\"name\":\"Root\"", "\"name\":\"Root\",\"scale\":[NaN,NaN,NaN]", 1);
    assert_ne!(bad, text);
    let bytes = avatar::glb(bad.as_bytes(), bin);
    let a = Loaded::from_bytes("nan.vrm", &bytes);
    let e = a.figure.as_ref().unwrap_err();
    assert!(e.contains("NaN at byte"), "{e}");
    let r = judge(&girl(), &a, &JudgeOptions::default());
    assert!(not_judged(&r).contains("could not be read as a figure"));
    let stats = a.measured.stats.as_ref().unwrap();
    assert!(stats.problems.iter().any(|p| p.contains("NaN or Infinity")), "{:?}", stats.problems);
    assert_eq!(rank(&r, "vrchat-pc"), Some("Excellent"), "counted: {:?}", r.platforms[0]);
    let pc = &r.platforms[0];
    assert!(pc.not_measured.iter().any(|n| n.metric == Metric::BoundsM));
}

#[test]
fn a_million_nodes() {
    let fan = avatar::fan_avatar(VrmVersion::V1);
    let bytes = edit(&fan, |v| {
        let nodes = v["nodes"].as_array_mut().unwrap();
        for _ in 0..1_000_000 {
            nodes.push(json!({}));
        }
    });
    let t = std::time::Instant::now();
    let a = Loaded::from_bytes("million.vrm", &bytes);
    eprintln!("read in {:?}", t.elapsed());
    let e = a.figure.as_ref().unwrap_err();
    assert!(e.contains("nodes") && e.contains("limit"), "{e}");
    let r = judge(&girl(), &a, &JudgeOptions::default());
    assert!(not_judged(&r).contains("could not be read as a figure"));
    let cluster = r.platforms.iter().find(|g| g.platform == "cluster").unwrap();
    let nodes = cluster.metrics.iter().find(|m| m.metric == Metric::Nodes).unwrap();
    assert_eq!(nodes.rank, "over the limits");
    assert_eq!(rank(&r, "vrchat-pc"), Some("Excellent"), "the triangles still count");
}
