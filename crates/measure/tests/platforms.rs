//! The platforms' published tables at each threshold: test avatars (GLB files) with a metric at
//! a rank's number and one above it rank as the tables say — on VRChat PC and mobile (Android,
//! iOS, Quest), cluster and Vket Cloud; the rank is the worst metric; the one change that lifts
//! it; what cannot be measured is said.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use measure::platform::{self, grade, Measured, Metric, Value, PLATFORMS};
use scene::glb::stats::count;
use serde_json::json;

/// What a test avatar holds.
#[derive(Clone, Default)]
struct Spec {
    /// Triangles of the first (skinned) mesh node.
    triangles: u64,
    /// Skinned mesh nodes (at least the first).
    skinned: usize,
    /// Plain mesh nodes.
    basic: usize,
    /// Extra primitives (material slots) on the first mesh.
    extra_slots: usize,
    /// Joints of the skin.
    bones: usize,
    /// PNG images (width, height, alpha) on the first material.
    images: Vec<(u32, u32, bool)>,
    /// Lights.
    lights: usize,
}

fn png(w: u32, h: u32, alpha: bool) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n".to_vec();
    b.extend_from_slice(&13u32.to_be_bytes());
    b.extend_from_slice(b"IHDR");
    b.extend_from_slice(&w.to_be_bytes());
    b.extend_from_slice(&h.to_be_bytes());
    b.extend_from_slice(&[8, if alpha { 6 } else { 2 }, 0, 0, 0, 0, 0, 0, 0]);
    b.extend_from_slice(&0u32.to_be_bytes());
    b.extend_from_slice(b"IEND");
    b.extend_from_slice(&[0; 4]);
    b
}

fn build(s: &Spec) -> Vec<u8> {
    let mut bin: Vec<u8> = Vec::new();
    let mut views = Vec::new();
    let mut push = |bin: &mut Vec<u8>, data: &[u8]| {
        while !bin.len().is_multiple_of(4) {
            bin.push(0);
        }
        views.push(json!({"buffer": 0, "byteOffset": bin.len(), "byteLength": data.len()}));
        bin.extend_from_slice(data);
        views.len() - 1
    };
    // Three positions, the indices (all zero: only their count matters here).
    let pos: Vec<u8> = [0.0f32, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0]
        .iter()
        .flat_map(|f| f.to_le_bytes())
        .collect();
    let v_pos = push(&mut bin, &pos);
    let v_idx = push(&mut bin, &vec![0u8; (s.triangles * 3 * 4) as usize]);
    let v_one = push(&mut bin, &[0u8; 12]);
    let mut images = Vec::new();
    let mut textures = Vec::new();
    for &(w, h, a) in &s.images {
        let v = push(&mut bin, &png(w, h, a));
        images.push(json!({"bufferView": v, "mimeType": "image/png"}));
        textures.push(json!({"source": images.len() - 1}));
    }
    let accessors = json!([
        {"bufferView": v_pos, "componentType": 5126, "count": 3, "type": "VEC3"},
        {"bufferView": v_idx, "componentType": 5125, "count": s.triangles * 3, "type": "SCALAR"},
        {"bufferView": v_one, "componentType": 5125, "count": 3, "type": "SCALAR"},
    ]);
    let mut prims = vec![json!({"attributes": {"POSITION": 0}, "indices": 1, "material": 0})];
    for _ in 0..s.extra_slots {
        prims.push(json!({"attributes": {"POSITION": 0}, "mode": 1, "material": 0}));
    }
    let meshes = json!([
        {"primitives": prims},
        {"primitives": [{"attributes": {"POSITION": 0}, "mode": 1, "material": 0}]},
    ]);
    let mut nodes = Vec::new();
    let bones = s.bones.max(1);
    for j in 0..bones {
        nodes.push(json!({"name": format!("bone{j}")}));
    }
    nodes.push(json!({"mesh": 0, "skin": 0}));
    for _ in 1..s.skinned.max(1) {
        nodes.push(json!({"mesh": 1, "skin": 0}));
    }
    for _ in 0..s.basic {
        nodes.push(json!({"mesh": 1}));
    }
    for _ in 0..s.lights {
        nodes.push(json!({"extensions": {"KHR_lights_punctual": {"light": 0}}}));
    }
    let tex =
        if textures.is_empty() { json!({}) } else { json!({"baseColorTexture": {"index": 0}}) };
    let mut materials = vec![json!({"pbrMetallicRoughness": tex})];
    for t in 1..textures.len() {
        materials.push(json!({"pbrMetallicRoughness": {"baseColorTexture": {"index": t}}}));
    }
    let root = json!({
        "asset": {"version": "2.0"},
        "buffers": [{"byteLength": bin.len()}],
        "bufferViews": views,
        "accessors": accessors,
        "meshes": meshes,
        "nodes": nodes,
        "skins": [{"joints": (0..bones).collect::<Vec<_>>()}],
        "materials": materials,
        "textures": textures,
        "images": images,
        "scenes": [{"nodes": [0]}],
    });
    scene::glb::write(&serde_json::to_vec(&root).unwrap(), &bin).unwrap()
}

fn measured(s: &Spec) -> Measured {
    let bytes = build(s);
    let stats = count(&bytes, &scene::glb::Limits::default()).unwrap();
    assert!(stats.complete(), "{:?}", stats.problems);
    Measured { stats: Some(stats), bounds: Some([0.5, 1.5, 0.3]), ..Measured::default() }
}

fn metric_rank(m: &Measured, platform: &str, metric: Metric) -> String {
    let p = platform::platform(platform).unwrap();
    let g = grade(m, p);
    g.metrics
        .iter()
        .find(|x| x.metric == metric)
        .unwrap_or_else(|| panic!("{metric:?} on {platform}: {g:?}"))
        .rank
        .clone()
}

/// At each of a row's numbers, the metric ranks at the best rank that number is allowed in (a
/// number shared by several ranks — VRChat PC's 70,000 triangles for Good, Medium and Poor —
/// gives the best of them); one more ranks at the next rank whose number admits it, or past the
/// table.
fn check_row(platform: &str, metric: Metric, spec: impl Fn(u64) -> Spec) {
    let p = platform::platform(platform).unwrap();
    let row = p.limits.iter().find(|l| l.metric == metric).unwrap();
    let rank_for = |x: u64| {
        row.max
            .iter()
            .position(|m| matches!(m, Value::N(v) if *v as u64 >= x))
            .map_or(p.beyond, |k| p.ranks[k])
    };
    for max in row.max {
        let Value::N(v) = *max else { panic!() };
        let v = v as u64;
        assert_eq!(
            metric_rank(&measured(&spec(v)), platform, metric),
            rank_for(v),
            "{platform} {metric:?} = {v}"
        );
        assert_eq!(
            metric_rank(&measured(&spec(v + 1)), platform, metric),
            rank_for(v + 1),
            "{platform} {metric:?} = {}",
            v + 1
        );
    }
    // The published numbers, independently: the first rank's number stays in it.
    let Value::N(first) = row.max[0] else { panic!() };
    assert_eq!(metric_rank(&measured(&spec(first as u64)), platform, metric), p.ranks[0]);
}

#[test]
fn triangles_at_every_threshold() {
    for id in ["vrchat-pc", "vrchat-android", "vrchat-ios", "vrchat-quest", "cluster", "vket-cloud"]
    {
        check_row(id, Metric::Triangles, |t| Spec { triangles: t, ..Spec::default() });
    }
    // The published numbers themselves.
    let m = measured(&Spec { triangles: 70_000, ..Spec::default() });
    assert_eq!(grade(&m, platform::platform("vrchat-pc").unwrap()).rank.as_deref(), Some("Good"));
    let m = measured(&Spec { triangles: 70_001, ..Spec::default() });
    assert_eq!(
        grade(&m, platform::platform("vrchat-pc").unwrap()).rank.as_deref(),
        Some("Very Poor")
    );
    let m = measured(&Spec { triangles: 32_000, ..Spec::default() });
    assert_eq!(
        grade(&m, platform::platform("vrchat-pc").unwrap()).rank.as_deref(),
        Some("Excellent")
    );
    assert_eq!(
        grade(&m, platform::platform("cluster").unwrap()).rank.as_deref(),
        Some("over the limits"),
        "no humanoid"
    );
    let m = measured(&Spec { triangles: 7_501, ..Spec::default() });
    assert_eq!(
        grade(&m, platform::platform("vrchat-quest").unwrap()).rank.as_deref(),
        Some("Good")
    );
    let m = measured(&Spec { triangles: 20_001, ..Spec::default() });
    assert_eq!(
        grade(&m, platform::platform("vrchat-android").unwrap()).rank.as_deref(),
        Some("Very Poor")
    );
    let m = measured(&Spec { triangles: 50_001, ..Spec::default() });
    assert_eq!(
        metric_rank(&m, "vket-cloud", Metric::Triangles),
        "over the limit (shown as the world's dummy avatar)"
    );
}

#[test]
fn renderers_slots_and_bones_at_every_threshold() {
    for id in ["vrchat-pc", "vrchat-quest"] {
        check_row(id, Metric::SkinnedMeshes, |n| Spec {
            triangles: 1,
            skinned: n as usize,
            ..Spec::default()
        });
        check_row(id, Metric::BasicMeshes, |n| Spec {
            triangles: 1,
            basic: n as usize,
            ..Spec::default()
        });
        check_row(id, Metric::MaterialSlots, |n| Spec {
            triangles: 1,
            extra_slots: n as usize - 1,
            ..Spec::default()
        });
        check_row(id, Metric::Bones, |n| Spec {
            triangles: 1,
            bones: n as usize,
            ..Spec::default()
        });
    }
    check_row("vrchat-pc", Metric::Lights, |n| Spec {
        triangles: 1,
        lights: n as usize,
        ..Spec::default()
    });
    check_row("cluster", Metric::Bones, |n| Spec {
        triangles: 1,
        bones: n as usize,
        ..Spec::default()
    });
    check_row("cluster", Metric::Submeshes, |n| Spec {
        triangles: 1,
        extra_slots: n as usize - 1,
        ..Spec::default()
    });
    check_row("cluster", Metric::Meshes, |n| Spec {
        triangles: 1,
        skinned: n as usize,
        ..Spec::default()
    });
}

#[test]
fn texture_memory_is_counted_per_image_with_its_mips() {
    // 2048² with alpha: BC3 on PC (16 bytes a 4×4 block), the mip chain to 1×1.
    let one = platform::texture_bytes(2048, 2048, true, platform::TextureFormat::PcBc);
    assert_eq!(one, 5_592_432); // 4,194,304 + 1,048,576 + … + 16 + 16 + 16
    let mb = |k: usize| {
        let m = measured(&Spec {
            triangles: 1,
            images: vec![(2048, 2048, true); k],
            ..Spec::default()
        });
        let g = grade(&m, platform::platform("vrchat-pc").unwrap());
        let t = g.metrics.iter().find(|x| x.metric == Metric::TextureMemoryMb).unwrap().clone();
        (t.value, t.rank)
    };
    // 7 images: 37.3 MB, Excellent (≤ 40); 8: 42.7 MB, Good.
    assert_eq!(mb(7), (Value::N(7.0 * one as f64 / platform::MB), "Excellent".to_string()));
    assert_eq!(mb(8).1, "Good");
    // Without alpha, BC1 takes half: 14 images are 37.3 MB.
    let m =
        measured(&Spec { triangles: 1, images: vec![(2048, 2048, false); 14], ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-pc").unwrap());
    assert_eq!(
        g.metrics.iter().find(|x| x.metric == Metric::TextureMemoryMb).unwrap().rank,
        "Excellent"
    );
    // Mobile (ASTC 6×6): 2048² is 342² blocks of 16 bytes at level 0.
    let astc = platform::texture_bytes(2048, 2048, true, platform::TextureFormat::MobileAstc6);
    assert!(astc > 342 * 342 * 16 && astc < 342 * 342 * 16 * 4 / 3 + 4096, "{astc}");
    assert_eq!(platform::texture_bytes(6, 6, true, platform::TextureFormat::MobileAstc6), 16 * 3);
    // Each rank's number is ≤, one byte more is the next rank.
    for p in &PLATFORMS {
        let Some(row) = p.limits.iter().find(|l| l.metric == Metric::TextureMemoryMb) else {
            continue;
        };
        for (r, max) in row.max.iter().enumerate() {
            let Value::N(v) = *max else { panic!() };
            assert_eq!(p.rank_index(row, Value::N(v)), r);
            assert!(p.rank_index(row, Value::N(v + 1.0 / platform::MB)) > r);
        }
    }
    // cluster: images over 2048 a side and images that are not PNG.
    let m = measured(&Spec { triangles: 1, images: vec![(2048, 2048, false)], ..Spec::default() });
    assert_eq!(metric_rank(&m, "cluster", Metric::ImageSide), "within limits");
    let m = measured(&Spec { triangles: 1, images: vec![(2049, 16, false)], ..Spec::default() });
    assert_eq!(metric_rank(&m, "cluster", Metric::ImageSide), "over the limits");
}

#[test]
fn bounds_at_the_threshold() {
    let p = platform::platform("vrchat-pc").unwrap();
    let row = p.limits.iter().find(|l| l.metric == Metric::BoundsM).unwrap();
    assert_eq!(p.rank_index(row, Value::Box([2.5, 2.5, 2.5])), 0);
    assert_eq!(p.rank_index(row, Value::Box([2.5, 2.501, 2.5])), 1);
    assert_eq!(p.rank_index(row, Value::Box([5.0, 6.0, 5.0])), 2);
    assert_eq!(p.rank_index(row, Value::Box([5.0, 6.001, 5.0])), 4);
}

#[test]
fn the_rank_is_the_worst_metric_and_the_lift_names_the_one_change() {
    // 74,210 triangles (Very Poor), 2 skinned meshes (Good), the rest Excellent: cutting the
    // triangles to 70,000 lifts it to Good.
    let m = measured(&Spec { triangles: 74_210, skinned: 2, ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-pc").unwrap());
    assert_eq!(g.rank.as_deref(), Some("Very Poor"));
    assert!(g.lift.contains("cut triangles from 74,210 to 70,000 (−4,210)"), "{}", g.lift);
    assert!(g.lift.ends_with("Very Poor → Good"), "{}", g.lift);
    // Two metrics at the worst rank: no single change.
    let m = measured(&Spec { triangles: 74_210, bones: 401, ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-pc").unwrap());
    assert!(g.lift.starts_with("no single change lifts Very Poor"), "{}", g.lift);
    // Excellent: nothing to lift.
    let m = measured(&Spec { triangles: 100, ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-pc").unwrap());
    assert_eq!(g.rank.as_deref(), Some("Excellent"));
    assert!(g.lift.starts_with("already Excellent"));
    // Quest: 12,000 triangles (Medium) and 2 material slots (Medium): no single change.
    let m = measured(&Spec { triangles: 12_000, extra_slots: 1, ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-quest").unwrap());
    assert_eq!(g.rank.as_deref(), Some("Medium"));
    assert!(g.lift.starts_with("no single change"), "{}", g.lift);
}

#[test]
fn what_cannot_be_measured_is_said() {
    let m = measured(&Spec { triangles: 10, ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-pc").unwrap());
    let download = g.limits.iter().find(|c| c.metric == Metric::DownloadMb).unwrap();
    assert_eq!(download.status, "not_measured");
    let unc = g.limits.iter().find(|c| c.metric == Metric::UncompressedMb).unwrap();
    assert_eq!(unc.status, "not_measured", "a lower bound within the limit proves nothing");
    assert!(g.absent_from_gltf.contains(&"PhysBones components"));
    // No figure: bounds not measured, the rank is not complete.
    let mut m = m;
    m.bounds = None;
    m.bounds_error = Some("the figure could not be read".into());
    let g = grade(&m, platform::platform("vrchat-pc").unwrap());
    assert!(!g.complete);
    assert_eq!(g.not_measured[0].metric, Metric::BoundsM);
    // Android's 40 MB uncompressed: textures alone over it are over.
    let m =
        measured(&Spec { triangles: 1, images: vec![(4096, 4096, true); 20], ..Spec::default() });
    let g = grade(&m, platform::platform("vrchat-android").unwrap());
    assert_eq!(
        g.limits.iter().find(|c| c.metric == Metric::UncompressedMb).unwrap().status,
        "over"
    );
    // Nothing counted at all.
    let none = Measured { stats_error: Some("not a GLB".into()), ..Measured::default() };
    let g = grade(&none, platform::platform("vrchat-pc").unwrap());
    assert!(g.rank.is_none(), "nothing counted, no rank: {:?}", g.rank);
    assert_eq!(g.lift, "nothing could be measured");
    assert!(g
        .not_measured
        .iter()
        .any(|n| n.metric == Metric::Triangles && n.why.contains("not a GLB")));
}

/// docs/platforms.md's rank table holds the numbers the code ranks by, row for row.
#[test]
fn the_documented_table_is_the_code_table() {
    let doc = include_str!("../../../docs/platforms.md");
    let table = doc.split("<!-- platform-table").nth(1).unwrap();
    let mut rows = 0;
    let mut seen = std::collections::BTreeSet::new();
    for line in table.lines().skip(3) {
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let metric: Metric = serde_json::from_value(serde_json::Value::String(cells[1].into()))
            .unwrap_or_else(|_| panic!("unknown metric {}", cells[1]));
        for id in cells[0].split(',').map(str::trim) {
            let p = platform::platform(id).unwrap_or_else(|| panic!("unknown platform {id}"));
            let row = p
                .limits
                .iter()
                .find(|l| l.metric == metric)
                .unwrap_or_else(|| panic!("{id} {metric:?}"));
            for (k, max) in row.max.iter().enumerate() {
                let text = match max {
                    Value::N(v) => format!("{v}"),
                    Value::Box(b) => b.iter().map(|x| format!("{x}")).collect::<Vec<_>>().join("×"),
                };
                assert_eq!(cells[2 + k], text, "{id} {metric:?} rank {k}");
            }
            seen.insert((p.id, metric));
            rows += 1;
        }
    }
    let code: usize = PLATFORMS.iter().map(|p| p.limits.len()).sum();
    assert_eq!(rows, code, "every row of the code is documented: {seen:?}");
}
