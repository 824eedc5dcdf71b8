//! Issue 21, item 4 on a whole disc: a disc whose models are laid out in a container style
//! dewrip never wrote (the alien corpus, `tests/alien/`). With no `--layout`, `export` infers a
//! layout from every distinct `.chr` of the disc, says so on stderr, reports the source
//! `inferred` in its JSON and decodes every model as its truth says; `verify` and `gallery` do
//! the same. The disc is the small synthetic one with its `.chr` slots refilled.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;

use synth::disc::{Built, Plan, Size, Slot};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/alien")
}

fn dewrip(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip")).args(args).output().expect("run dewrip")
}

/// The small synthetic disc with every `.chr` slot refilled, in turn, by one of `style`'s
/// files; written as `DEWPRISM.iso` in `dir`. Returns, per entry index, the file it holds.
fn alien_disc(style: &str, dir: &Path) -> Vec<(u32, PathBuf)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus().join(style))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "chr"))
        .collect();
    files.sort();
    let mut plan = Plan::new(Size::Small, 21);
    let mut held = Vec::new();
    for (index, slot) in plan.slots.iter_mut().enumerate() {
        let Slot::File { data, kind, .. } = slot else { continue };
        if !matches!(kind, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic) {
            continue;
        }
        let path = &files[held.len() % files.len()];
        let mut bytes = std::fs::read(path).unwrap();
        bytes.resize(bytes.len().next_multiple_of(8), 0);
        *kind = sqfs::sniff::sniff(&bytes);
        assert!(matches!(kind, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic));
        *data = Arc::new(bytes);
        held.push((u32::try_from(index).unwrap(), path.clone()));
    }
    assert!(held.len() >= files.len(), "every file of the style is on the disc");
    let built = Built::from_plan(&plan).unwrap();
    std::fs::write(dir.join("DEWPRISM.iso"), &built.logical).unwrap();
    held
}

fn truth(chr: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(chr.with_extension("truth.json")).unwrap())
        .unwrap()
}

#[test]
fn a_disc_of_alien_models_is_inferred_by_every_decoding_command() {
    let dir = tempfile::tempdir().unwrap();
    let held = alien_disc("xeno", dir.path());
    let iso = dir.path().join("DEWPRISM.iso");
    let iso = iso.to_str().unwrap();
    let lengths = corpus().join("lengths.json");
    let lengths = lengths.to_str().unwrap();
    let out = dir.path().join("export");

    let ex = dewrip(&[
        "export",
        iso,
        "--record-lengths",
        lengths,
        "--format",
        "glb",
        "--no-maps",
        "--json",
        "-o",
        out.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&ex.stderr);
    assert!(ex.status.success(), "export: {stderr}");
    assert!(stderr.contains("inferred"), "export says it inferred the layout: {stderr}");
    assert!(stderr.contains("layout infer"), "and how to keep it: {stderr}");
    let s: serde_json::Value = serde_json::from_slice(&ex.stdout).unwrap();
    assert_eq!(s["conventions"]["layouts"]["chr"]["source"], "inferred", "{}", s["conventions"]);
    assert_eq!(s["failed"].as_array().unwrap().len(), 0, "{}", s["failed"]);
    let models = s["models"].as_array().unwrap();
    let mut checked = 0;
    for m in models {
        let index = u32::try_from(m["index"].as_u64().unwrap()).unwrap();
        let (_, file) = held.iter().find(|(i, _)| *i == index).expect("an exported .chr slot");
        assert_eq!(m["triangles"], truth(file)["triangles"], "{} (entry {index})", file.display());
        checked += 1;
    }
    let distinct: std::collections::BTreeSet<&PathBuf> = held.iter().map(|(_, f)| f).collect();
    assert!(checked >= distinct.len(), "{checked} models checked, {} files", distinct.len());

    let v = dewrip(&["verify", iso, "--record-lengths", lengths, "--json"]);
    let stderr = String::from_utf8_lossy(&v.stderr);
    assert!(stderr.contains("inferred"), "verify says it inferred the layout: {stderr}");
    let r: serde_json::Value = serde_json::from_slice(&v.stdout).unwrap();
    assert_eq!(r["conventions"]["layouts"]["chr"]["source"], "inferred");

    let g = dir.path().join("gallery");
    let gl =
        dewrip(&["gallery", iso, "--record-lengths", lengths, "--json", "-o", g.to_str().unwrap()]);
    let stderr = String::from_utf8_lossy(&gl.stderr);
    assert!(gl.status.success(), "gallery: {stderr}");
    assert!(stderr.contains("inferred"), "gallery says it inferred the layout: {stderr}");
}
