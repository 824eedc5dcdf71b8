//! Bad input: random bytes, mutated and truncated VRMs, hostile JSON, odd scene models — every
//! one gives a figure or an error, never a panic.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod common;

use common::avatar::{self, VrmVersion};
use measure::{import_glb, ImportError};
use proptest::prelude::*;

fn small_vrm() -> Vec<u8> {
    let mut o = avatar::Options::fan(VrmVersion::V0);
    o.detail = 1;
    o.head_detail = 1;
    common::vrm(&o)
}

fn exercise(bytes: &[u8]) {
    if let Ok(f) = import_glb(bytes) {
        let b = measure::budget_figure(&f, &Default::default());
        let _ = measure::compare(&f, &f);
        let _ = measure::budget_svg(&b, "x");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..512)) {
        exercise(&data);
        let mut glb = b"glTF\x02\0\0\0".to_vec();
        glb.extend_from_slice(&(data.len() as u32 + 12).to_le_bytes());
        glb.extend_from_slice(&data);
        exercise(&glb);
    }

    #[test]
    fn mutated_vrm_never_panics(flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..16), cut in any::<usize>()) {
        let mut bytes = small_vrm();
        for (at, x) in flips {
            let n = bytes.len();
            bytes[at % n] ^= x;
        }
        exercise(&bytes);
        let n = bytes.len();
        bytes.truncate(cut % n);
        exercise(&bytes);
    }

    #[test]
    fn mutated_json_never_panics(edits in proptest::collection::vec((any::<usize>(), 0u8..6), 1..8)) {
        // Edit numbers in the JSON chunk (indices, counts, offsets) and re-frame the GLB.
        let bytes = small_vrm();
        let (json, bin) = measure::import::split_glb(&bytes).unwrap();
        let mut text = String::from_utf8(json.to_vec()).unwrap();
        for (at, kind) in edits {
            let digits: Vec<usize> = text.char_indices().filter(|(_, c)| c.is_ascii_digit()).map(|(i, _)| i).collect();
            let i = digits[at % digits.len()];
            let rep = ["9", "0", "4294967295", "-1", "1e308", "18446744073709551615"][kind as usize];
            text.replace_range(i..i + 1, rep);
        }
        exercise(&avatar::glb(text.as_bytes(), bin));
    }

    #[test]
    fn odd_scene_models_never_panic(
        parents in proptest::collection::vec(proptest::option::of(0usize..40), 0..40),
        joints in proptest::collection::vec(0usize..60, 0..60),
        indices in proptest::collection::vec(0u32..70, 0..90),
    ) {
        let mut m = scene::Model::new("x", scene::ModelKind::Character);
        m.skeleton = Some(scene::Skeleton { bones: parents.iter().enumerate().map(|(i, &p)| scene::Bone {
            name: format!("node{i:02}"), parent: p, translation: [i as f32, (i % 3) as f32, 0.0], rotation: scene::IDENTITY,
        }).collect() });
        m.meshes.push(scene::Mesh {
            name: "m".into(),
            positions: joints.iter().map(|&j| [j as f32, 1.0, 0.5]).collect(),
            uvs: vec![[0.5, 0.5]; joints.len() / 2],
            colors: None,
            joints: Some(joints.clone()),
            primitives: vec![scene::Primitive { material: None, indices: indices.clone() }],
        });
        let b = measure::budget(&m);
        let total: f64 = b.groups.iter().map(|g| g.percent).sum();
        prop_assert!(b.total_triangles == 0 || (total - 100.0).abs() < 1e-9);
        let f = measure::from_model(&m);
        let _ = measure::compare(&f, &f);
    }
}

#[test]
fn errors_say_where() {
    let e = import_glb(b"PK\x03\x04rest").unwrap_err();
    assert!(matches!(e, ImportError::Magic { .. }), "{e}");
    let e = import_glb(b"glTF\x01\0\0\0\x14\0\0\0\0\0\0\0\0\0\0\0").unwrap_err();
    assert!(e.to_string().contains("version 2"), "{e}");
    let mut bytes = small_vrm();
    bytes.truncate(bytes.len() - 100);
    let e = import_glb(&bytes).unwrap_err();
    assert!(e.to_string().contains("offset 0x8"), "{e}");
    // A node that is its own grandchild.
    let json = br#"{"asset":{"version":"2.0"},"nodes":[{"children":[1]},{"children":[0]}]}"#;
    let e = import_glb(&avatar::glb(json, &[])).unwrap_err();
    assert!(e.to_string().contains("tree"), "{e}");
    // An accessor larger than its view.
    let json = br#"{"asset":{"version":"2.0"},"buffers":[{"byteLength":12}],"bufferViews":[{"buffer":0,"byteLength":12}],
        "accessors":[{"bufferView":0,"componentType":5126,"count":1000000000,"type":"VEC3"}],
        "meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],"nodes":[{"mesh":0}]}"#;
    let e = import_glb(&avatar::glb(json, &[0u8; 12])).unwrap_err();
    assert!(e.to_string().contains("accessors[0]"), "{e}");
}

#[test]
fn an_empty_glb_is_an_empty_budget() {
    let json = br#"{"asset":{"version":"2.0"}}"#;
    let f = import_glb(&avatar::glb(json, &[])).unwrap();
    let b = measure::budget_figure(&f, &Default::default());
    assert_eq!(b.total_triangles, 0);
    assert!(b.groups.iter().all(|g| g.percent == 0.0));
}

/// The mutation campaign's case: an avatar whose positions are all NaN made `compare` report
/// "0.00× the original". The import now stops, naming the accessor.
#[test]
fn nan_positions_are_an_error_naming_the_accessor() {
    let bytes = small_vrm();
    let (json, bin) = measure::import::split_glb(&bytes).unwrap();
    let root: serde_json::Value = serde_json::from_slice(json).unwrap();
    let mut bin = bin.to_vec();
    let mut first = None;
    for mesh in root["meshes"].as_array().unwrap() {
        for prim in mesh["primitives"].as_array().unwrap() {
            let a = prim["attributes"]["POSITION"].as_u64().unwrap() as usize;
            first.get_or_insert(a);
            let acc = &root["accessors"][a];
            let view = &root["bufferViews"][acc["bufferView"].as_u64().unwrap() as usize];
            let off = view["byteOffset"].as_u64().unwrap_or(0) as usize
                + acc["byteOffset"].as_u64().unwrap_or(0) as usize;
            let n = acc["count"].as_u64().unwrap() as usize * 3;
            for k in 0..n {
                bin[off + 4 * k..off + 4 * k + 4].copy_from_slice(&f32::NAN.to_le_bytes());
            }
        }
    }
    let e = import_glb(&avatar::glb(json, &bin)).unwrap_err();
    let text = e.to_string();
    assert!(text.contains(&format!("accessors[{}]", first.unwrap())), "{text}");
    assert!(text.contains("POSITION") && text.contains("NaN"), "{text}");
}

/// A million nodes (the campaign's 1.4 GB case) stop at the node limit; a hundred thousand
/// nodes in a chain — the limit itself — import.
#[test]
fn node_counts_are_bounded() {
    let mut json = String::from(r#"{"asset":{"version":"2.0"},"nodes":["#);
    for i in 0..1_000_000 {
        json.push_str(if i == 0 { "{}" } else { ",{}" });
    }
    json.push_str("]}");
    let e = import_glb(&avatar::glb(json.as_bytes(), &[])).unwrap_err();
    assert!(e.to_string().contains("nodes: more than the limit of 100000"), "{e}");
    let mut json = String::from(r#"{"asset":{"version":"2.0"},"nodes":["#);
    for i in 0..100_000 {
        if i > 0 {
            json.push(',');
        }
        if i + 1 < 100_000 {
            json.push_str(&format!(r#"{{"children":[{}],"translation":[0,0.001,0]}}"#, i + 1));
        } else {
            json.push_str("{}");
        }
    }
    json.push_str("]}");
    let f = import_glb(&avatar::glb(json.as_bytes(), &[])).unwrap();
    assert_eq!(f.bones.len(), 100_000);
    let b = measure::budget_figure(&f, &Default::default());
    assert_eq!(b.total_triangles, 0);
}
