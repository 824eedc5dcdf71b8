//! One answer per question (style rule 21): each test asks every command that reports the same
//! thing, through the binary, on the small synthetic disc, and checks they agree.
//!
//! * the routines the conventions come from: `exe find`, `exe rotation`, `lz decompress --exe`,
//!   `exe record-lengths`, `exe record-layouts` and the conventions every decoding command
//!   reports (`chr info`) name the same rotation builder, LZ decoder and draw dispatch;
//! * the rotation order: one spelling (`RxRyRz` …) in every command's text and JSON, whatever
//!   case `--order` was given in;
//! * vertex counts: `chr info`, `budget` on the disc entry, on its exported GLB and VRM, the
//!   export's `info.json`, the gallery and `compare` give the glTF vertices under one name and
//!   the same number.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use serde_json::Value;

fn dewrip(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip")).args(args).output().expect("run dewrip")
}

fn ok(args: &[&str]) -> String {
    let out = dewrip(args);
    assert!(
        out.status.success(),
        "dewrip {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn json(args: &[&str]) -> Value {
    let text = ok(args);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("dewrip {args:?}: not JSON ({e})"))
}

/// The small synthetic disc, written once per test run.
fn disc() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("dewrip-agree-{}", std::process::id()));
        ok(&["synth", "disc", "--size", "small", "--seed", "5", "-o", dir.to_str().unwrap()]);
        dir
    })
}

fn cue() -> String {
    disc().join("DEWPRISM.cue").to_str().unwrap().to_string()
}

/// `DISC:INDEX` of the girl (from the manifest: what was written, not what was read).
fn girl() -> String {
    let m: Value =
        serde_json::from_str(&std::fs::read_to_string(disc().join("manifest.json")).unwrap())
            .unwrap();
    format!("{}:{}", cue(), m["girl"]["indices"][0].as_u64().unwrap())
}

fn names() -> String {
    disc().join("names/index_SYNTH.csv").to_str().unwrap().to_string()
}

/// `0x8001192c` from a JSON hex string.
fn addr(v: &Value) -> u32 {
    let s = v.as_str().unwrap_or_else(|| panic!("not an address: {v}"));
    u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap()
}

/// Every `0x…` address written in a provenance detail.
fn addresses(detail: &str) -> Vec<u32> {
    detail
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|w| w.strip_prefix("0x"))
        .filter_map(|h| u32::from_str_radix(h, 16).ok())
        .collect()
}

#[test]
fn every_command_names_the_same_routines() {
    let cue = cue();
    let find = json(&["exe", "find", &cue, "--json"]);
    let rotation = json(&["exe", "rotation", &cue, "--json"]);
    let lengths = json(&["exe", "record-lengths", &cue, "--json"]);
    let layouts = json(&["exe", "record-layouts", &cue, "--json"]);
    let info = json(&["chr", "info", &girl(), "--json"]);
    let conv = &info["conventions"];
    let tmp = disc().join("agree-lz");
    std::fs::create_dir_all(&tmp).unwrap();
    let raw = tmp.join("plain.bin");
    std::fs::write(&raw, b"one answer per question, one answer per question".repeat(20)).unwrap();
    let blob = tmp.join("blob.lz");
    ok(&["lz", "compress", raw.to_str().unwrap(), blob.to_str().unwrap()]);
    let lz = json(&[
        "lz",
        "decompress",
        "--exe",
        &cue,
        blob.to_str().unwrap(),
        tmp.join("out.bin").to_str().unwrap(),
        "--json",
    ]);

    // The rotation builder.
    let rot = addr(&find["rotation_builder"]["function"]);
    assert_eq!(addr(&rotation["builders"][0]["function"]), rot, "exe find vs exe rotation");
    assert_eq!(
        addresses(conv["rotation"]["detail"].as_str().unwrap()).first(),
        Some(&rot),
        "exe find vs the conventions: {}",
        conv["rotation"]
    );
    // The LZ decoder.
    let dec = addr(&find["lz_decoder"]["function"]);
    assert_eq!(addr(&lz["exe"]["decoder"]["function"]), dec, "exe find vs lz --exe");
    assert_eq!(
        addresses(conv["lz"]["detail"].as_str().unwrap()).first(),
        Some(&dec),
        "exe find vs the conventions: {}",
        conv["lz"]
    );
    // The draw dispatch.
    let draw = addr(&find["draw_dispatch"]);
    assert_eq!(addr(&lengths["draw_dispatch"]), draw, "exe find vs exe record-lengths");
    assert_eq!(addr(&lengths["dispatches"][0]["function"]), draw, "the chosen dispatch first");
    assert_eq!(addr(&layouts["draw_dispatch"]), draw, "exe find vs exe record-layouts");
    assert_eq!(
        addresses(conv["record_layout"]["detail"].as_str().unwrap()).first(),
        Some(&draw),
        "exe find vs the conventions: {}",
        conv["record_layout"]
    );
    // Three different routines (a finder returning one address for all would pass the above).
    assert!(rot != dec && dec != draw && rot != draw, "{rot:#x} {dec:#x} {draw:#x}");
}

/// `RxRyRz`, `RzRyRx` …: three distinct axes, each as `R` + lower-case letter.
fn is_psyq_order(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() != 6 {
        return false;
    }
    let axes: Vec<u8> = b
        .chunks(2)
        .filter(|c| c.first() == Some(&b'R'))
        .filter_map(|c| c.get(1).copied())
        .collect();
    axes.len() == 3
        && axes.iter().all(|a| b"xyz".contains(a))
        && axes[0] != axes[1]
        && axes[1] != axes[2]
        && axes[0] != axes[2]
}

#[test]
fn the_rotation_order_is_spelled_one_way() {
    let cue = cue();
    let girl = girl();
    let find = json(&["exe", "find", &cue, "--json"]);
    let rotation = json(&["exe", "rotation", &cue, "--json"]);
    let info = json(&["chr", "info", &girl, "--json"]);
    let pose = json(&["chr", "pose", &girl, "--json"]);
    let spelled = [
        ("exe find", find["rotation_builder"]["product"].clone()),
        ("exe rotation", rotation["builders"][0]["product"].clone()),
        ("chr info conventions", info["conventions"]["rotation"]["value"].clone()),
        ("chr pose", pose["order"].clone()),
    ];
    let first = spelled[0].1.as_str().unwrap().to_string();
    assert!(is_psyq_order(&first), "{first}");
    for (who, v) in &spelled {
        assert_eq!(v.as_str(), Some(first.as_str()), "{who}: {v}");
    }
    // The text says it the same way.
    let text = ok(&["exe", "rotation", &cue]);
    assert!(text.contains(&first), "{text}");
    let text = ok(&["chr", "pose", &girl]);
    assert!(text.contains(&format!("order {first}")), "{text}");
    // `--order` in any case, and as axis letters, gives the one spelling back.
    for given in ["rzryrx", "RZRYRX", "RzRyRx", "zyx", "ZYX"] {
        let p = json(&["chr", "pose", &girl, "--order", given, "--json"]);
        assert_eq!(p["order"], "RzRyRx", "--order {given}");
    }
    let out = dewrip(&["chr", "pose", &girl, "--order", "xy"]);
    assert!(!out.status.success(), "an order of two axes is refused");
}

/// The `meta` of a gallery model script (`models/<id>.js`).
fn gallery_meta(dir: &Path, name: &str) -> Value {
    for e in std::fs::read_dir(dir.join("models")).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap_or_default();
        let Some(start) = text.find("{\"meta\": ") else { continue };
        let rest = &text[start + "{\"meta\": ".len()..];
        let Some(end) = rest.find(",\n\"glb\"") else { continue };
        let meta: Value = serde_json::from_str(&rest[..end]).unwrap();
        // The model's info is flattened into `meta` beside its `id`.
        if meta["name"] == name {
            return meta;
        }
    }
    panic!("no gallery model named {name}");
}

#[test]
fn vertex_counts_name_what_they_count() {
    let cue = cue();
    let girl = girl();
    let info = json(&["chr", "info", &girl, "--json"]);
    let file_vertices = info["file_vertices"].as_u64().unwrap();
    let pool_slots = info["pool_slots"].as_u64().unwrap();
    let gltf = info["gltf_vertices"].as_u64().unwrap();
    let parts: u64 =
        info["part_list"].as_array().unwrap().iter().map(|p| p["vertices"].as_u64().unwrap()).sum();
    assert_eq!(parts, file_vertices, "the parts' file vertices sum to the file's");
    // The layout contract's names (issue 21) are the same counts, never other ones.
    assert_eq!(info["vertices"].as_u64(), Some(file_vertices), "vertices is file_vertices: {info}");
    assert_eq!(info["pool_size"].as_u64(), Some(pool_slots), "pool_size is pool_slots: {info}");

    let budget_disc = json(&["budget", &girl, "--json"]);
    assert_eq!(budget_disc["gltf_vertices"].as_u64(), Some(gltf), "budget DISC:INDEX");
    let by_group: u64 = budget_disc["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["gltf_vertices"].as_u64().unwrap())
        .sum();
    assert_eq!(by_group, gltf, "the groups' glTF vertices sum to the model's");

    let out = disc().join("agree-export");
    ok(&[
        "export",
        &cue,
        "-o",
        out.to_str().unwrap(),
        "--names",
        &names(),
        "--only",
        "MAYA",
        "--no-maps",
    ]);
    let dir = out.join("MAYA");
    let exported: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("info.json")).unwrap()).unwrap();
    assert_eq!(exported["gltf_vertices"].as_u64(), Some(gltf), "export info.json");
    // The GLB's own vertex lists, read here from the file: one POSITION accessor per distinct
    // vertex list, however many primitives share it.
    let glb = std::fs::read(dir.join("model.glb")).unwrap();
    let n = u32::from_le_bytes(glb[12..16].try_into().unwrap()) as usize;
    let doc: Value = serde_json::from_slice(&glb[20..20 + n]).unwrap();
    let mut lists = std::collections::BTreeSet::new();
    for m in doc["meshes"].as_array().unwrap() {
        for p in m["primitives"].as_array().unwrap() {
            lists.insert(p["attributes"]["POSITION"].as_u64().unwrap());
        }
    }
    let in_file: u64 =
        lists.iter().map(|&a| doc["accessors"][a as usize]["count"].as_u64().unwrap()).sum();
    assert_eq!(in_file, gltf, "the GLB holds the glTF vertices chr info names");
    for file in ["model.glb", "model.vrm", "model.vrm0.vrm"] {
        let b = json(&["budget", dir.join(file).to_str().unwrap(), "--json"]);
        assert_eq!(b["gltf_vertices"].as_u64(), Some(gltf), "budget {file}");
    }
    let text = ok(&["budget", dir.join("model.glb").to_str().unwrap()]);
    assert!(text.contains(&format!("{gltf} glTF vertices")), "{text}");
    let text = ok(&["chr", "info", &girl]);
    assert!(
        text.contains(&format!(
            "{file_vertices} file vertices in {pool_slots} pool slots, {gltf} glTF vertices"
        )),
        "{text}"
    );

    let cmp = json(&["compare", &girl, dir.join("model.vrm").to_str().unwrap(), "--json"]);
    assert_eq!(
        cmp["gltf_vertices"]["source"].as_u64(),
        Some(gltf),
        "compare: {}",
        cmp["gltf_vertices"]
    );
    assert_eq!(
        cmp["gltf_vertices"]["avatar"].as_u64(),
        Some(gltf),
        "compare: the VRM of the same girl"
    );

    let gal = disc().join("agree-gallery");
    ok(&["gallery", &cue, "-o", gal.to_str().unwrap(), "--names", &names()]);
    let meta = gallery_meta(&gal, "MAYA");
    assert_eq!(meta["gltf_vertices"].as_u64(), Some(gltf), "gallery: {meta}");
    let budgets = std::fs::read_to_string(gal.join("budgets.html")).unwrap();
    assert!(budgets.contains("<th>glTF vertices</th>"), "the budgets page names the count");
}
