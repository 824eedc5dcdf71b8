//! End-to-end runs of the `dewrip` binary on the small synthetic disc.
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

/// The small synthetic disc, written once per test run.
fn disc() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("dewrip-cli-test-{}", std::process::id()));
        ok(&["synth", "disc", "--size", "small", "--seed", "9", "-o", dir.to_str().unwrap()]);
        dir
    })
}

fn path(rel: &str) -> String {
    disc().join(rel).to_str().unwrap().to_string()
}

fn manifest() -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(disc().join("manifest.json")).unwrap()).unwrap()
}

#[test]
fn ls_json_matches_the_manifest_on_every_layout() {
    let m = manifest();
    let want = m["entries"].as_array().unwrap();
    for image in ["DEWPRISM.cue", "DEWPRISM.bin", "DEWPRISM.iso"] {
        let rows: serde_json::Value = serde_json::from_str(&ok(&[
            "ls",
            "--json",
            "--names",
            &path("names/index_SYNTH.csv"),
            "--names",
            &path("names/hashmap_SYNTH.csv"),
            &path(image),
        ]))
        .unwrap();
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), want.len());
        for (got, exp) in rows.iter().zip(want) {
            for f in ["index", "lba", "size", "unused", "kind", "sha256", "dup_of", "name"] {
                assert_eq!(got[f], exp[f], "{image}: entry {} field {f}", exp["index"]);
            }
        }
    }
}

#[test]
fn info_reports_identity_and_a_clean_table() {
    let r: serde_json::Value =
        serde_json::from_str(&ok(&["info", "--json", "--check-edc", &path("DEWPRISM.cue")]))
            .unwrap();
    assert_eq!(r["identity"]["serial"], "SLUS-01019");
    assert_eq!(r["identity"]["game"], "dewprism");
    assert_eq!(r["image"]["layout"], "raw2352");
    assert_eq!(r["edc"]["bad"].as_array().unwrap().len(), 0);
    assert_eq!(r["xa_end_check"].as_array().unwrap().len(), 0);
    assert!(r["kinds"]["chr"].as_u64().unwrap() > 0);
    let text = ok(&["info", &path("DEWPRISM.iso")]);
    assert!(
        text.contains("iso2048") && text.contains("not possible on a 2048-byte image"),
        "{text}"
    );
}

#[test]
fn find_clut_finds_every_copy_of_the_girl_and_nothing_else() {
    let m = manifest();
    let girl: Vec<u64> =
        m["girl"]["indices"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).collect();
    assert_eq!(girl.len(), 27);
    for capture in ["captures/girl.vram", "captures/girl.psxgpu"] {
        for image in ["DEWPRISM.cue", "DEWPRISM.iso"] {
            let r: serde_json::Value = serde_json::from_str(&ok(&[
                "find-clut",
                &path(image),
                "--vram",
                &path(capture),
                "--at",
                "0,480",
                "--json",
            ]))
            .unwrap();
            let hits: Vec<u64> = r["hits"]
                .as_array()
                .unwrap()
                .iter()
                .map(|h| h["entry"].as_u64().unwrap())
                .collect();
            assert_eq!(hits, girl, "{capture} on {image}");
            assert_eq!(r["distinct_files"], 1);
            assert_eq!(r["patterns"][0]["hex"], m["girl"]["clut_hex"]);
        }
    }
}

#[test]
fn find_clut_finds_a_pattern_straddling_a_sector_boundary() {
    // 32 bytes of the girl's first copy around its first sector boundary.
    let m = manifest();
    let first = m["girl"]["indices"][0].as_u64().unwrap() as usize;
    let lba = m["entries"][first]["lba"].as_u64().unwrap() as usize;
    let iso = std::fs::read(disc().join("DEWPRISM.iso")).unwrap();
    let at = (lba + 1) * 2048 - 16;
    let hex: String = iso[at..at + 32].iter().map(|b| format!("{b:02x}")).collect();
    for image in ["DEWPRISM.bin", "DEWPRISM.iso"] {
        let r: serde_json::Value =
            serde_json::from_str(&ok(&["find-clut", &path(image), "--hex", &hex, "--json"]))
                .unwrap();
        let hits = r["hits"].as_array().unwrap();
        assert_eq!(hits.len(), 27, "{image}");
        assert_eq!(hits[0]["offset_in_file"], 2048 - 16);
        assert_eq!(hits[0]["logical_offset"], at as u64);
    }
}

#[test]
fn extract_unique_with_names_and_decompress() {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-cli-extract-{}", std::process::id()));
    let s: serde_json::Value = serde_json::from_str(&ok(&[
        "extract",
        "--unique",
        "--decompress",
        "--json",
        "--names",
        &path("names/index_SYNTH.csv"),
        &path("DEWPRISM.cue"),
        "-o",
        out.to_str().unwrap(),
    ]))
    .unwrap();
    assert!(s["written"].as_u64().unwrap() > 100);
    assert!(s["derived"].as_u64().unwrap() > 0);
    assert!(out.join("chr/MAYA.chr").is_file());
    assert!(out.join("game_boot/SLUS_010.19.exe").is_file());
    let pngs = walk(&out).into_iter().filter(|p| p.extension().is_some_and(|e| e == "png")).count();
    assert!(pngs > 0, "TIM PNGs from DOT1 archives");
    // --kind filters by family.
    let only: serde_json::Value = serde_json::from_str(&ok(&[
        "extract",
        "--json",
        "--kind",
        "chr",
        &path("DEWPRISM.iso"),
        "-o",
        out.join("only").to_str().unwrap(),
    ]))
    .unwrap();
    let chr_count = manifest()["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "chr" || e["kind"] == "chr_nomagic")
        .count();
    assert_eq!(only["written"].as_u64().unwrap() as usize, chr_count);
    std::fs::remove_dir_all(&out).ok();
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[test]
fn bad_input_gives_clear_errors_not_panics() {
    let tmp = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-cli-bad-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    // A file that is no disc at all.
    let junk = tmp.join("junk.bin");
    std::fs::write(&junk, vec![0x5Au8; 3 * 1024 * 1024]).unwrap();
    let out = dewrip(&["info", junk.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "a bad disc is a run-time failure, not a usage error");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("junk.bin"), "{err}");
    // A valid image of some other game: Hidden.ID title wrong.
    let mut iso = std::fs::read(disc().join("DEWPRISM.iso")).unwrap();
    iso[0x17 * 2048 + 0x20..0x17 * 2048 + 0x28].copy_from_slice(b"OTHERGAM");
    let other = tmp.join("other.iso");
    std::fs::write(&other, &iso).unwrap();
    let out = dewrip(&["ls", other.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("sector 0x17 title is 'OTHERGAM'"), "{err}");
    // A missing file.
    let out = dewrip(&["ls", tmp.join("nope.cue").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.matches("No such file").count(), 1, "the OS error once: {err}");
    assert!(err.contains("nope.cue"), "{err}");
    // A cue sheet naming a missing bin.
    let cue = tmp.join("x.cue");
    std::fs::write(
        &cue,
        "FILE \"missing.bin\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n",
    )
    .unwrap();
    let out = dewrip(&["info", cue.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.bin"));
    // Unsafe names in a name table are reported and replaced.
    let names = tmp.join("evil.csv");
    std::fs::write(&names, "index,name,ext,folder\n2,../../escape,.dat,\n3,CON,,\n").unwrap();
    let xdir = tmp.join("x");
    let out = dewrip(&[
        "extract",
        "--names",
        names.to_str().unwrap(),
        &path("DEWPRISM.iso"),
        "-o",
        xdir.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("'..' component") && err.contains("reserved device name"), "{err}");
    assert!(!tmp.join("escape.dat").exists());
    std::fs::remove_dir_all(&tmp).ok();
}

#[test]
fn verify_passes_and_names_the_models_a_capture_shows() {
    let m = manifest();
    let girl = m["girl"]["indices"][0].as_u64().unwrap();
    for capture in ["captures/girl.vram", "captures/girl.psxgpu"] {
        let r: serde_json::Value =
            serde_json::from_str(&ok(&["verify", &path("DEWPRISM.cue"), &path(capture), "--json"]))
                .unwrap();
        assert_eq!(r["ok"], true);
        assert_eq!(r["conventions"]["record_layout"]["source"], "exe");
        let present: Vec<u64> = r["palette_matches"][0]["models_present"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["index"].as_u64().unwrap())
            .collect();
        assert!(present.contains(&girl), "{capture}: {present:?}");
    }
}

#[test]
fn chr_info_names_the_source_of_every_convention() {
    let girl = manifest()["girl"]["indices"][0].as_u64().unwrap();
    let model = format!("{}:{girl}", path("DEWPRISM.cue"));
    let r: serde_json::Value =
        serde_json::from_str(&ok(&["chr", "info", &model, "--json"])).unwrap();
    for k in ["record_layout", "rotation", "lz"] {
        assert_eq!(r["conventions"][k]["source"], "exe", "{k}: {}", r["conventions"][k]);
    }
    assert_eq!(r["conventions"]["lz"]["value"], "native");
    // The container layout is the shipped one, and says so.
    assert_eq!(r["layout"]["source"], "builtin");
    assert_eq!(r["conventions"]["layouts"]["chr"]["source"], "builtin");
    // The skeleton and the parts, as the contract lists them.
    assert_eq!(r["skeleton"].as_array().unwrap().len(), r["nodes"].as_u64().unwrap() as usize);
    assert_eq!(r["skeleton"][0]["parent"], serde_json::Value::Null);
    assert_eq!(r["part_list"].as_array().unwrap().len(), r["parts"].as_u64().unwrap() as usize);
    let total: u64 =
        r["part_list"].as_array().unwrap().iter().map(|p| p["vertices"].as_u64().unwrap()).sum();
    assert_eq!(total, r["file_vertices"].as_u64().unwrap());
    // Forcing the EXE's routine decodes the same model.
    let forced: serde_json::Value =
        serde_json::from_str(&ok(&["chr", "info", &model, "--json", "--lz", "exe"])).unwrap();
    assert_eq!(forced["conventions"]["lz"]["source"], "flag");
    assert_eq!(forced["faces"], r["faces"]);
    assert_eq!(forced["tiles"], r["tiles"]);
}
