//! `dewrip report` on the small synthetic disc: the report is content-free — no run of 32
//! consecutive bytes of any file of the disc appears in it (raw or as hex), and no name from
//! the disc's name tables.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The run length the report must never share with a file.
const RUN: usize = 32;

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

/// Every RUN-byte window of the report, and of every hex string in it decoded.
fn windows(report: &[u8]) -> HashSet<&[u8]> {
    report.windows(RUN).collect()
}

fn hex_runs(report: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for run in report.split(|b| !b.is_ascii_hexdigit()) {
        if run.len() >= 2 * RUN {
            let even = &run[..run.len() / 2 * 2];
            let bytes: Vec<u8> = even
                .chunks(2)
                .map(|c| u8::from_str_radix(std::str::from_utf8(c).unwrap(), 16).unwrap())
                .collect();
            out.push(bytes);
        }
    }
    out
}

/// The first offset of `file` whose RUN bytes appear in the report (raw or as hex).
fn leak(report: &[u8], file: &[u8]) -> Option<usize> {
    let raw = windows(report);
    let hex = hex_runs(report);
    let hexw: HashSet<&[u8]> = hex.iter().flat_map(|h| h.windows(RUN)).collect();
    file.windows(RUN).position(|w| raw.contains(w) || hexw.contains(w))
}

#[test]
fn the_leak_check_finds_a_planted_run() {
    let file: Vec<u8> = (0..200u32).map(|i| (i.wrapping_mul(37) ^ 0x5a) as u8).collect();
    let mut report = b"{\"a\": 1, \"b\": \"".to_vec();
    assert_eq!(leak(&report, &file), None);
    report.extend_from_slice(&file[100..132]);
    assert_eq!(leak(&report, &file), Some(100));
    let hex: String = file[10..50].iter().map(|b| format!("{b:02x}")).collect();
    let report = format!("{{\"x\": \"{hex}\"}}");
    assert_eq!(leak(report.as_bytes(), &file), Some(10));
}

fn all_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(all_files(&p));
        } else if !p.file_name().unwrap().to_str().unwrap().starts_with(".dewrip") {
            out.push(p);
        }
    }
    out
}

#[test]
fn report_holds_no_run_of_32_bytes_of_any_file_and_no_name() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-report-test-{}", std::process::id()));
    let d = |rel: &str| dir.join(rel).to_str().unwrap().to_string();
    ok(&["synth", "disc", "--size", "small", "--seed", "5", "-o", &d("disc")]);
    ok(&["report", &d("disc/DEWPRISM.cue"), "-o", &d("report.json")]);
    let report = std::fs::read(dir.join("report.json")).unwrap();
    let r: serde_json::Value = serde_json::from_slice(&report).unwrap();
    // It says what it found: the identity, every distinct model and map file, each decoded.
    assert_eq!(r["disc"]["identity"]["serial"], "SLUS-01019");
    let files = r["files"].as_array().unwrap();
    assert!(files.len() >= 20, "{} files", files.len());
    for f in files {
        assert!(!f["regions"].as_array().unwrap().is_empty(), "{f}");
        assert_ne!(f["decoded"]["format"], "error", "{f}");
    }
    for fmt in ["chr", "mmd", "mtd"] {
        let l = &r["layouts"][fmt];
        assert_eq!(l["source"], "builtin");
        assert!(l["files"].as_u64().unwrap() > 0 && l["fit"] == l["files"], "{l}");
    }
    assert_eq!(r["verify"]["ok"], true);
    // Every file of the disc, byte-identical copies once.
    ok(&["extract", "--unique", &d("disc/DEWPRISM.cue"), "-o", &d("x")]);
    let paths = all_files(&dir.join("x"));
    assert!(paths.len() > 100, "{} files extracted", paths.len());
    let raw = windows(&report);
    let hex = hex_runs(&report);
    let hexw: HashSet<&[u8]> = hex.iter().flat_map(|h| h.windows(RUN)).collect();
    let mut checked = 0usize;
    for p in &paths {
        let data = std::fs::read(p).unwrap();
        if let Some(at) = data.windows(RUN).position(|w| raw.contains(w) || hexw.contains(w)) {
            panic!("{}: bytes {at:#x}..{:#x} appear in the report", p.display(), at + RUN);
        }
        checked += data.len().saturating_sub(RUN - 1);
    }
    assert!(checked > 1_000_000, "{checked} windows checked");
    // No name from the name tables (the files' names, beyond the disc's own identity).
    let text = String::from_utf8(report.clone()).unwrap();
    for table in ["names/index_SYNTH.csv", "names/hashmap_SYNTH.csv"] {
        let csv = std::fs::read_to_string(dir.join("disc").join(table)).unwrap();
        for line in csv.lines().skip(1) {
            let cols: Vec<&str> = line.split(',').collect();
            let name = if table.contains("index") { cols[1] } else { cols[2] };
            if name.len() >= 4 && !r["disc"]["identity"].to_string().contains(name) {
                assert!(!text.contains(name), "the name {name} is in the report");
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn report_help_has_examples() {
    let help = ok(&["report", "--help"]).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains("Examples:") && help.contains("dewrip report game.cue -o report.json"));
    assert!(help.contains("no byte of any file"), "{help}");
}
