#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use gallery::{raster, sample, site};

fn build(dir: &std::path::Path, chars: usize, maps: usize) -> site::Summary {
    let models = sample::models(chars, maps);
    let items = gallery::items(&models, export::glb).unwrap();
    gallery::write_site(dir, &items).unwrap()
}

#[test]
fn writes_every_page_and_asset() {
    let dir = tempfile::tempdir().unwrap();
    let s = build(dir.path(), 3, 2);
    assert_eq!((s.characters, s.maps), (3, 2));
    assert_eq!(s.files, 4 + 5 * 3);
    for f in ["index.html", "budgets.html", "assets/viewer.js", "assets/site.css"] {
        assert!(dir.path().join(f).is_file(), "{f}");
    }
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    for id in &s.ids {
        assert!(index.contains(&format!("thumbs/{id}.png")), "{id}");
        assert!(dir.path().join(format!("thumbs/{id}.png")).is_file());
        assert!(dir.path().join(format!("models/{id}.js")).is_file());
    }
    assert!(dir.path().join("chr/chr000.html").is_file());
    assert!(dir.path().join("map/map001.html").is_file());
    // No page refers to anything outside the folder.
    for f in ["index.html", "budgets.html", "chr/chr000.html", "map/map000.html"] {
        let text = std::fs::read_to_string(dir.path().join(f)).unwrap();
        assert!(!text.contains("http://") && !text.contains("https://"), "{f}");
        assert!(text.contains("Content-Security-Policy"), "{f}");
    }
    let viewer = std::fs::read_to_string(dir.path().join("assets/viewer.js")).unwrap();
    assert!(viewer.starts_with("/* dewrip gallery viewer"));
    assert!(viewer.contains("three 0.187.0") && viewer.contains("@pixiv/three-vrm 3.5.5"));
}

#[test]
fn model_script_holds_the_glb_in_base64() {
    let dir = tempfile::tempdir().unwrap();
    let models = sample::models(1, 0);
    let bytes = export::glb(&models[0]).unwrap();
    let items = gallery::items(&models, export::glb).unwrap();
    gallery::write_site(dir.path(), &items).unwrap();
    let js = std::fs::read_to_string(dir.path().join("models/chr000.js")).unwrap();
    assert!(js.starts_with("(window.DEWRIP_MODELS = window.DEWRIP_MODELS || {})[\"chr000\"]"));
    assert!(js.contains(&site::base64(&bytes)));
    assert!(js.contains("\"clips\":[{\"name\":\"idle\""));
}

#[test]
fn site_output_is_deterministic() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    build(a.path(), 2, 2);
    build(b.path(), 2, 2);
    for f in
        ["index.html", "budgets.html", "thumbs/chr001.png", "thumbs/map001.png", "models/map000.js"]
    {
        assert_eq!(
            std::fs::read(a.path().join(f)).unwrap(),
            std::fs::read(b.path().join(f)).unwrap(),
            "{f}"
        );
    }
}

#[test]
fn thumbnails_are_deterministic_and_not_blank() {
    for m in sample::models(2, 2) {
        let p1 = raster::render(&m, raster::View::for_kind(m.kind), 64).unwrap();
        let p2 = raster::render(&m, raster::View::for_kind(m.kind), 64).unwrap();
        assert_eq!(p1, p2);
        let drawn = p1.rgba.chunks_exact(4).filter(|px| px[3] > 0).count();
        assert!(drawn > 64 * 64 / 10, "{}: {drawn} pixels drawn", m.name);
        assert!(drawn < 64 * 64, "{}: background left", m.name);
        assert_eq!(raster::thumbnail(&m, 64).unwrap(), raster::thumbnail(&m, 64).unwrap());
    }
}

/// Writes the sample site where `DEWRIP_GALLERY_OUT` points (for looking at it by hand).
#[test]
fn sample_site_for_inspection() {
    if let Ok(out) = std::env::var("DEWRIP_GALLERY_OUT") {
        build(std::path::Path::new(&out), 12, 8);
    }
}
