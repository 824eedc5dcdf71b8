//! The avatar page, links to the exported files, characters apart from props, props budgeted
//! by their own parts.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use gallery::{sample, Avatar, BuildOptions, Exports};
use scene::{Bone, Model, IDENTITY};

/// A sample character made a full humanoid: hands, feet and a hat so the topology heuristic
/// finds arms, legs and a head (`export::humanoid_map`).
fn humanoid(i: usize) -> Model {
    let mut m = sample::character(i);
    let skel = m.skeleton.as_mut().unwrap();
    let idx = |s: &scene::Skeleton, n: &str| s.bones.iter().position(|b| b.name == n).unwrap();
    for (name, parent, t) in [
        ("left_hand", "left_lower_arm", [0.0, -0.2, 0.0]),
        ("right_hand", "right_lower_arm", [0.0, -0.2, 0.0]),
        ("left_foot", "left_lower_leg", [0.0, -0.4, 0.05]),
        ("right_foot", "right_lower_leg", [0.0, -0.4, 0.05]),
        ("hat", "head", [0.0, 0.2, 0.0]),
        ("hat_top", "hat", [0.0, 0.1, 0.0]),
    ] {
        let p = idx(skel, parent);
        skel.bones.push(Bone {
            name: name.into(),
            parent: Some(p),
            translation: t,
            rotation: IDENTITY,
        });
    }
    m.name = format!("HUMAN{i}");
    m
}

fn prop() -> Model {
    let mut m = sample::character(5);
    m.name = "DRAGON".into();
    m.meta.humanoid = false;
    m
}

#[test]
fn avatar_page_plays_every_humanoid_clip() {
    let models = vec![humanoid(0), humanoid(1), prop(), sample::map(0)];
    assert!(export::humanoid_map(&models[0]).is_ok(), "the test humanoid must be one");
    // (The test skeleton has no chest, so VRM 1.0 only.)
    let vrm = export::vrm(&models[1], export::VrmVersion::V1).unwrap();
    let avatar = Avatar::from_bytes("my.vrm", vrm).unwrap();
    assert_eq!(avatar.version, "1.0");
    assert_eq!(avatar.name, "HUMAN1");
    let dir = tempfile::tempdir().unwrap();
    let opts = BuildOptions {
        exports: None,
        avatar: Some(avatar.clone()),
        reference: Some("HUMAN0".into()),
    };
    let s = gallery::build_with(&models, dir.path(), &opts).unwrap();
    let clips: usize = models[..2].iter().map(|m| m.clips.len()).sum();
    assert_eq!(s.avatar_clips, clips);
    assert!(s.warnings.is_empty(), "{:?}", s.warnings);
    let page = std::fs::read_to_string(dir.path().join("avatar.html")).unwrap();
    assert!(page.contains("DewripViewer.startAvatar"));
    assert!(page.contains("models/avatar-clips.js"));
    assert!(page.contains("Content-Security-Policy"));
    let js = std::fs::read_to_string(dir.path().join("models/avatar-clips.js")).unwrap();
    assert_eq!(js.matches("\"vrma\": \"").count(), clips);
    // The embedded clips are the exporter's VRMA bytes.
    let first = export::vrma::vrma(&models[0], &models[0].clips[0]).unwrap();
    assert!(js.contains(&gallery::site::base64(&first)));
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    assert!(index.contains("href=\"avatar.html\""));
    // The judgement beside the models: the per-part table, the platform ranks, the report.
    for id in [
        "id=\"segments\"",
        "id=\"targets\"",
        "id=\"ranks\"",
        "href=\"avatar-report.md\"",
        "data-platform=\"vrchat-quest\"",
    ] {
        assert!(page.contains(id), "{id}");
    }
    assert!(page.contains("models/avatar-report.js"));
    let md = std::fs::read_to_string(dir.path().join("avatar-report.md")).unwrap();
    assert!(md.contains("## Platforms") && md.contains("compared with HUMAN0"), "{md}");
    let rj = std::fs::read_to_string(dir.path().join("models/avatar-report.js")).unwrap();
    assert!(rj.contains("\"id\":\"human0\""), "the reference's page id");
    assert!(dir.path().join("avatar-compare.png").is_file());
    // Every clip names the page of its model.
    assert!(js.contains("\"id\": \"human0\"") && js.contains("\"id\": \"human1\""));
    // Without a reference: the first humanoid, said aloud.
    let dir2 = tempfile::tempdir().unwrap();
    let opts = BuildOptions { exports: None, avatar: Some(avatar), reference: None };
    let s2 = gallery::build_with(&models, dir2.path(), &opts).unwrap();
    assert!(
        s2.warnings.iter().any(|w| w.contains("compared with HUMAN0 (the first humanoid")),
        "{:?}",
        s2.warnings
    );
    // The viewer bundle carries three-vrm-animation.
    assert!(gallery::VIEWER_JS.contains("@pixiv/three-vrm-animation 3.5.5"));
    assert!(gallery::VIEWER_JS.contains("startAvatar"));
}

#[test]
fn the_avatar_must_be_a_vrm() {
    let glb = export::glb(&prop()).unwrap();
    let e = Avatar::from_bytes("x.glb", glb).unwrap_err().to_string();
    assert!(e.contains("not a VRM"), "{e}");
    assert!(Avatar::from_bytes("x", b"nonsense".to_vec()).is_err());
    // Without an avatar no avatar page.
    let dir = tempfile::tempdir().unwrap();
    let s = gallery::build_with(&[prop()], dir.path(), &BuildOptions::default()).unwrap();
    assert_eq!(s.avatar_clips, 0);
    assert!(!dir.path().join("avatar.html").exists());
}

#[test]
fn cards_and_pages_link_to_the_exported_files() {
    let models = vec![humanoid(0), prop(), sample::map(0)];
    let root = tempfile::tempdir().unwrap();
    let exp = root.path().join("export");
    export::write_model(&models[0], &exp.join("HUMAN0"), &export::Formats::default()).unwrap();
    export::write_model(&models[1], &exp.join("DRAGON"), &export::Formats::default()).unwrap();
    let map_name = models[2].name.clone();
    export::write_model(&models[2], &exp.join("maps").join(&map_name), &export::Formats::default())
        .unwrap();
    let opts = BuildOptions {
        exports: Some(Exports { dir: exp.clone(), href: "export".into() }),
        avatar: None,
        reference: None,
    };
    let s = gallery::build_with(&models, root.path(), &opts).unwrap();
    assert_eq!(s.linked, 3);
    let index = std::fs::read_to_string(root.path().join("index.html")).unwrap();
    for f in [
        "export/HUMAN0/model.glb",
        "export/HUMAN0/model.vrm",
        "export/HUMAN0/idle.vrma",
        "export/HUMAN0/walk.vrma",
        "export/DRAGON/model.glb",
    ] {
        assert!(index.contains(&format!("href=\"{f}\"")), "{f}");
        assert!(root.path().join(f).is_file(), "{f}");
    }
    assert!(!index.contains("export/DRAGON/model.vrm\""), "a prop has no VRM");
    assert!(index.contains(&format!("href=\"export/maps/{map_name}/model.glb\"")));
    let id = s.ids[0].clone();
    let page = std::fs::read_to_string(root.path().join(format!("chr/{id}.html"))).unwrap();
    assert!(page.contains("href=\"../export/HUMAN0/walk.vrma\""));
    // Characters apart from props, props apart from maps.
    assert!(index.contains("data-kind=\"character\""));
    assert!(index.contains("data-kind=\"prop\""));
    assert!(index.contains("data-kind=\"map\""));
    assert!(index.contains("1 characters · 1 props · 1 maps"));
    assert!(index.contains("id=\"sort\""));
    // Index order: characters, props, maps.
    let at = |k: &str| index.find(&format!("data-kind=\"{k}\" data-name")).unwrap();
    assert!(at("character") < at("prop") && at("prop") < at("map"));
}

#[test]
fn props_are_budgeted_by_their_own_parts() {
    let models = vec![humanoid(0), prop()];
    let dir = tempfile::tempdir().unwrap();
    gallery::build_with(&models, dir.path(), &BuildOptions::default()).unwrap();
    let b = std::fs::read_to_string(dir.path().join("budgets.html")).unwrap();
    let (humans, props) = b.split_at(b.find("id=\"props\"").unwrap());
    assert!(humans.contains("HUMAN0") && !humans.contains("DRAGON"));
    assert!(props.contains("DRAGON"));
    // The prop's parts are its bones, not a humanoid's body parts.
    let row = props.lines().find(|l| l.contains("DRAGON")).unwrap();
    assert!(row.contains("hips") || row.contains("spine"), "{row}");
    for part in ["coat", "waist", "arms"] {
        assert!(!row.contains(part), "{part} in {row}");
    }
    let info = gallery::Info::from_model(&models[1]);
    assert!(!info.humanoid);
    let bones: Vec<String> =
        models[1].skeleton.as_ref().unwrap().bones.iter().map(|b| b.name.clone()).collect();
    assert!(info.parts.iter().all(|p| bones.contains(&p.name)));
}
