//! Hostile cases from issue 12/16, each rebuilt as a run of the `dewrip` binary on the small
//! synthetic disc: name collisions after renaming, `--decompress` clashes, files in the way of
//! folders, a full disk, errors that say how to fix them, and the exit statuses.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use sha2::Digest;

fn dewrip(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip")).args(args).output().expect("run dewrip")
}

fn disc() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("dewrip-hostile-{}", std::process::id()));
        let out = dewrip(&[
            "synth",
            "disc",
            "--size",
            "small",
            "--seed",
            "9",
            "-o",
            dir.to_str().unwrap(),
        ]);
        assert!(out.status.success());
        dir
    })
}

fn cue() -> String {
    disc().join("DEWPRISM.cue").to_str().unwrap().to_string()
}

fn tmp(name: &str) -> PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-hostile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `(index, kind, sha256)` of every used, non-empty entry.
fn entries() -> Vec<(u64, String, String)> {
    let m: serde_json::Value =
        serde_json::from_slice(&std::fs::read(disc().join("manifest.json")).unwrap()).unwrap();
    m["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["unused"] == false && e["size"].as_u64().unwrap() > 0)
        .map(|e| {
            (
                e["index"].as_u64().unwrap(),
                e["kind"].as_str().unwrap().to_string(),
                e["sha256"].as_str().unwrap().to_string(),
            )
        })
        .collect()
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

/// Every file the manifest of an extract run lists exists with the bytes of its entry, and no
/// two listed paths are equal ignoring case.
fn check_extracted(out: &Path) {
    let listed: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join(".dewrip-extract.json")).unwrap()).unwrap();
    let want: BTreeMap<u64, String> = entries().into_iter().map(|(i, _, h)| (i, h)).collect();
    let mut seen = HashSet::new();
    for w in listed.as_array().unwrap() {
        let path = w["path"].as_str().unwrap();
        assert!(seen.insert(path.to_lowercase()), "two outputs share {path}");
        let index = w["index"].as_u64().unwrap();
        let bytes = std::fs::read(out.join(path)).unwrap();
        assert_eq!(bytes.len() as u64, w["size"].as_u64().unwrap(), "{path}");
        let got = sqfs::dedup::hex(&sha2::Sha256::digest(&bytes).into());
        assert_eq!(got, want[&index], "{path} is entry {index}");
    }
    let leftovers: Vec<_> = walk(out)
        .into_iter()
        .filter(|p| {
            let n = p.to_string_lossy();
            n.contains("dewrip-tmp") || n.contains(".dewrip-stage")
        })
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn copies_found_while_writing_are_the_copies_the_hashes_find() {
    // The default extract hashes nothing up front: it finds copies by a fingerprint confirmed
    // byte by byte. They must be exactly the copies SHA-256 finds (`ls`, `--sha256`).
    let ls = dewrip(&["ls", &cue(), "--json"]);
    assert!(ls.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&ls.stdout).unwrap();
    let rows = rows.as_array().or_else(|| rows["rows"].as_array()).unwrap().clone();
    let by_index: BTreeMap<u64, &serde_json::Value> =
        rows.iter().map(|r| (r["index"].as_u64().unwrap(), r)).collect();
    let fast = tmp("fast");
    let hashed = tmp("hashed");
    assert!(dewrip(&["extract", &cue(), "-o", fast.to_str().unwrap()]).status.success());
    let run = dewrip(&["extract", &cue(), "-o", hashed.to_str().unwrap(), "--sha256"]);
    assert!(run.status.success());
    let manifest = |d: &Path| -> Vec<serde_json::Value> {
        let v: serde_json::Value =
            serde_json::from_slice(&std::fs::read(d.join(".dewrip-extract.json")).unwrap())
                .unwrap();
        v.as_array().unwrap().clone()
    };
    let (f, h) = (manifest(&fast), manifest(&hashed));
    assert_eq!(f.len(), h.len());
    let mut copies = 0;
    for (a, b) in f.iter().zip(&h) {
        let row = by_index[&a["index"].as_u64().unwrap()];
        assert_eq!(a["dup_of"], row["dup_of"], "entry {}", a["index"]);
        assert_eq!(b["dup_of"], row["dup_of"], "entry {}", a["index"]);
        assert!(a["sha256"].is_null(), "no hash without --sha256");
        assert_eq!(b["sha256"], row["sha256"], "entry {}", a["index"]);
        copies += usize::from(!a["dup_of"].is_null());
    }
    assert!(copies > 10, "the synthetic disc stores copies ({copies})");
    check_extracted(&fast);
    check_extracted(&hashed);
}

#[test]
fn a_renamed_name_never_lands_on_another_name() {
    let e = entries();
    // a < c < b: c claims the name b would be renamed to before b is renamed.
    let (a, c, b) = (e[3].0, e[4].0, e[5].0);
    let dir = tmp("rename");
    let csv = dir.join("names.csv");
    std::fs::write(
        &csv,
        format!("index,name,ext,folder\n{a},x,.dat,\n{c},X_{b:04},.DAT,\n{b},X,.DAT,\n"),
    )
    .unwrap();
    let out = dir.join("out");
    let run = dewrip(&[
        "extract",
        "--json",
        "--names",
        csv.to_str().unwrap(),
        &cue(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let s: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(s["written"].as_u64().unwrap() as usize, e.len());
    assert!(!s["renamed"].as_array().unwrap().is_empty(), "{s}");
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("clashes with"), "{err}");
    check_extracted(&out);
    assert_eq!(walk(&out).len(), e.len() + 1, "every entry plus the listing");
    // `ls` gives the same distinct paths `extract` wrote.
    let ls = dewrip(&["ls", "--json", "--names", csv.to_str().unwrap(), &cue()]);
    assert!(ls.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&ls.stdout).unwrap();
    let rows = rows.as_array().or_else(|| rows["rows"].as_array()).unwrap().clone();
    let mut seen = HashSet::new();
    for r in rows.iter().filter(|r| r["unused"] == false) {
        let p = r["path"].as_str().unwrap().to_lowercase();
        assert!(seen.insert(p.clone()), "ls lists {p} twice");
    }
}

#[test]
fn a_file_where_another_name_needs_a_folder_is_renamed() {
    let e = entries();
    let (d, f) = (e[6].0, e[7].0);
    let dir = tmp("filefolder");
    let csv = dir.join("names.csv");
    std::fs::write(&csv, format!("index,name,ext,folder\n{d},dir,.bin,\n{f},inner,.bin,dir.bin\n"))
        .unwrap();
    let out = dir.join("out");
    let run = dewrip(&[
        "extract",
        "--json",
        "--names",
        csv.to_str().unwrap(),
        &cue(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(out.join("dir.bin").is_file());
    check_extracted(&out);
}

#[test]
fn decompress_outputs_that_clash_are_reported_not_written_over() {
    let e = entries();
    let Some(p) = e.iter().find(|x| x.1 == "dot1").map(|x| x.0) else {
        panic!("the small disc has a DOT1 archive")
    };
    let q = e.iter().find(|x| x.0 != p && x.1 != "dot1").unwrap().0;
    let dir = tmp("decompress");
    let csv = dir.join("names.csv");
    // q is named exactly like the folder p's members go to.
    std::fs::write(&csv, format!("index,name,ext,folder\n{p},arch,.dot1,\n{q},arch,.dot1.d,\n"))
        .unwrap();
    let out = dir.join("out");
    let run = dewrip(&[
        "extract",
        "--json",
        "--decompress",
        "--names",
        csv.to_str().unwrap(),
        &cue(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let s: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    let skipped = s["skipped_derived"].as_array().unwrap();
    assert!(!skipped.is_empty(), "{s}");
    assert!(skipped.iter().all(|k| k["index"] == p), "{skipped:?}");
    assert!(out.join("arch.dot1.d").is_file(), "the named file keeps its path");
    check_extracted(&out);
}

#[test]
fn a_file_in_the_way_is_a_clear_error_and_the_run_leaves_nothing() {
    let e = entries();
    let dir = tmp("inway");
    let csv = dir.join("names.csv");
    std::fs::write(&csv, format!("index,name,ext,folder\n{},m,.bin,chr\n", e[2].0)).unwrap();
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("chr"), b"not a folder").unwrap();
    let run = dewrip(&[
        "extract",
        "--json",
        "--names",
        csv.to_str().unwrap(),
        &cue(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("a file with that name is in the way") && err.contains("chr"), "{err}");
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    let j: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(j["error"]["kind"], "io");
    assert!(j["error"]["path"].as_str().unwrap().ends_with("chr"));
    let left: Vec<_> = std::fs::read_dir(&out).unwrap().flatten().map(|e| e.file_name()).collect();
    assert_eq!(left, ["chr"], "only what was there before");
    // The output folder itself behind a file.
    let blocked = dir.join("chr_file");
    std::fs::write(&blocked, b"x").unwrap();
    let run = dewrip(&["extract", &cue(), "-o", blocked.join("out").to_str().unwrap()]);
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("in the way"));
}

#[test]
fn a_full_disk_is_named_and_cleaned_up() {
    let dir = tmp("full");
    let mnt = dir.join("mnt");
    std::fs::create_dir_all(&mnt).unwrap();
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=256k", "tmpfs", mnt.to_str().unwrap()])
        .output()
        .is_ok_and(|o| o.status.success());
    if !mounted {
        eprintln!("skipped: cannot mount a small tmpfs here (needs root)");
        return;
    }
    let out = mnt.join("out");
    let run = dewrip(&["extract", "--json", &cue(), "-o", out.to_str().unwrap()]);
    let left = walk(&mnt);
    let _ = Command::new("umount").arg(&mnt).status();
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("disk full while writing"), "{err}");
    assert!(left.is_empty(), "the run removed what it wrote: {left:?}");
}

#[test]
fn an_existing_output_is_replaced_only_by_a_complete_run() {
    let dir = tmp("rerun");
    let out = dir.join("out");
    for _ in 0..2 {
        let run = dewrip(&["extract", "--unique", &cue(), "-o", out.to_str().unwrap()]);
        assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    }
    check_extracted(&out);
}

#[test]
fn errors_are_json_under_json_and_exit_statuses_split_usage_from_run_time() {
    // Missing file: run time, exit 1, the OS error once, JSON on stdout.
    let run = dewrip(&["info", "--json", "/nonexistent/disc.cue"]);
    assert_eq!(run.status.code(), Some(1));
    let j: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(j["error"]["kind"], "io");
    assert_eq!(j["error"]["path"], "/nonexistent/disc.cue");
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(err.matches("No such file").count(), 1, "{err}");
    // Unknown flag: usage, exit 2, JSON too.
    let run = dewrip(&["ls", "--json", "--no-such-flag", &cue()]);
    assert_eq!(run.status.code(), Some(2));
    let j: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(j["error"]["kind"], "usage");
    // A bad value: usage.
    let run = dewrip(&["extract", &cue(), "-o", "/tmp/never", "--kind", "nope"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("known kinds"));
}

#[test]
fn a_selection_that_matches_nothing_says_how_to_fix_it() {
    let dir = tmp("only");
    let out = dir.join("out");
    let run = dewrip(&["export", &cue(), "-o", out.to_str().unwrap(), "--only", "RUE", "--json"]);
    assert_eq!(run.status.code(), Some(2));
    let j: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    let msg = j["error"]["message"].as_str().unwrap();
    assert!(msg.contains("RUE") && msg.contains("--names"), "{msg}");
    assert!(!out.exists(), "nothing written");
}

#[test]
fn export_folders_that_clash_get_the_index() {
    // Two different models given the same name (one upper-, one lower-case) by the index table.
    let e = entries();
    let chrs: Vec<u64> = e.iter().filter(|x| x.1 == "chr").map(|x| x.0).collect();
    let mut distinct = Vec::new();
    let mut hashes = HashSet::new();
    for (i, _, h) in &e {
        if chrs.contains(i) && hashes.insert(h.clone()) {
            distinct.push(*i);
        }
    }
    let (a, b) = (distinct[0], distinct[1]);
    let dir = tmp("exportclash");
    let csv = dir.join("names.csv");
    std::fs::write(&csv, format!("index,name,ext,folder\n{a},TWIN,.chr,chr\n{b},twin,.chr,chr\n"))
        .unwrap();
    let out = dir.join("out");
    let run = dewrip(&[
        "export",
        &cue(),
        "-o",
        out.to_str().unwrap(),
        "--names",
        csv.to_str().unwrap(),
        "--only",
        "twin",
        "--format",
        "glb",
        "--no-maps",
        "--json",
    ]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let s: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    let folders: Vec<&str> =
        s["models"].as_array().unwrap().iter().map(|m| m["folder"].as_str().unwrap()).collect();
    assert_eq!(folders.len(), 2, "{s}");
    assert_ne!(folders[0].to_lowercase(), folders[1].to_lowercase());
    for f in folders {
        assert!(out.join(f).join("model.glb").is_file(), "{f}");
    }
    let names: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.starts_with(".dewrip")), "{names:?}");
}

#[test]
fn every_help_ends_with_real_examples() {
    let commands: &[&[&str]] = &[
        &[],
        &["info"],
        &["ls"],
        &["extract"],
        &["lz"],
        &["vram"],
        &["exe"],
        &["chr"],
        &["synth"],
        &["lz", "decompress"],
        &["lz", "compress"],
        &["vram", "png"],
        &["vram", "info"],
        &["find-clut"],
        &["exe", "disasm"],
        &["exe", "functions"],
        &["exe", "jump-tables"],
        &["exe", "record-lengths"],
        &["exe", "find"],
        &["chr", "info"],
        &["chr", "pose"],
        &["verify"],
        &["export"],
        &["maps"],
        &["budget"],
        &["compare"],
        &["gallery"],
        &["synth", "disc"],
        &["demo"],
    ];
    for c in commands {
        let mut args: Vec<&str> = c.to_vec();
        args.push("--help");
        let run = dewrip(&args);
        assert!(run.status.success(), "{c:?}");
        let text = String::from_utf8(run.stdout).unwrap();
        let tail: Vec<&str> =
            text.trim_end().lines().rev().take_while(|l| l.starts_with("  dewrip ")).collect();
        assert!(
            (2..=3).contains(&tail.len()),
            "{c:?} --help ends with {} examples:\n{text}",
            tail.len()
        );
        assert!(text.contains("Examples:"), "{c:?}");
    }
}
