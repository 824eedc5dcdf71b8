//! The record layout derived by running the draw dispatch equals the layout written by hand
//! from the source of every engine-shaped fixture (`tests/fixtures_layouts/expected.json`): the
//! C ones at -O0, -O1, -O2 and -Os (`e_*`) or -O0, -O2 and -Os (`f_*`: pools in BSS, state
//! set by different types, lengths in a table), the hand-written assembly ones (`a_*`) as they
//! are. Where the truth lists them, the state sources, the command bits and what a state record
//! sets must match too, and the lengths must come from where the code keeps them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use std::path::{Path, PathBuf};

use r3000::analysis::{record_layouts, LayoutOptions};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures_layouts")
}

fn syms(path: &Path) -> std::collections::BTreeMap<String, u32> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let a = u32::from_str_radix(it.next()?, 16).ok()?;
            let _kind = it.next()?;
            Some((it.next()?.to_string(), a))
        })
        .collect()
}

/// The contract's part of a type: length, command, fields; and state, command bits and sets
/// when `want` lists them (absent in the report means empty).
fn contract(t: &serde_json::Value, want: &serde_json::Value) -> serde_json::Value {
    let mut out =
        serde_json::json!({"length": t["length"], "command": t["command"], "fields": t["fields"]});
    for (key, empty) in [
        ("state", serde_json::json!({})),
        ("command_bits", serde_json::json!({})),
        ("sets", serde_json::json!([])),
    ] {
        if want.get(key).is_some() {
            out[key] = if t[key].is_null() { empty } else { t[key].clone() };
        }
    }
    out
}

fn check(file: &str, opt: &str, exp: &serde_json::Value) -> Vec<String> {
    let base = dir().join("gcc").join(format!("{file}_{opt}"));
    let exe = std::fs::read(base.with_extension("exe")).unwrap();
    let names = syms(&base.with_extension("syms"));
    let r = record_layouts(&exe, &LayoutOptions::default()).unwrap();
    let json = serde_json::to_value(&r).unwrap();
    let draw = names[exp["draw"].as_str().unwrap()];
    let mut bad = Vec::new();
    if json["draw_dispatch"] != serde_json::json!(format!("{draw:#010x}")) {
        bad.push(format!("{file}_{opt}: draw_dispatch {}", json["draw_dispatch"]));
        return bad;
    }
    let got = &json["dispatches"][0]["types"];
    for (t, want) in exp["types"].as_object().unwrap() {
        let g = contract(&got[t.as_str()], want);
        if &g != want {
            bad.push(format!(
                "{file}_{opt} type {t}:\n  want {want}\n  got  {g}\n  ({})",
                got[t.as_str()]
            ));
        }
        let from = got[t.as_str()]["length_from"].as_str().unwrap_or("");
        let ok = match exp["lengths_from"].as_str() {
            Some("table") => from.starts_with("a per-type length table"),
            Some(_) => from.starts_with("the case's pointer advance"),
            None => true,
        };
        if !ok || from.contains("disagrees") {
            bad.push(format!("{file}_{opt} type {t}: length from {from:?}"));
        }
    }
    if !r.warnings.is_empty() {
        bad.push(format!("{file}_{opt}: warnings {:?}", r.warnings));
    }
    bad
}

#[test]
fn every_fixture_layout_is_recovered_exactly() {
    let exp: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap())
            .unwrap();
    let mut bad = Vec::new();
    for (file, e) in exp.as_object().unwrap() {
        if file.starts_with('_') {
            continue;
        }
        let opts: Vec<&str> = match e["opts"].as_array() {
            Some(a) => a.iter().filter_map(|o| o.as_str()).collect(),
            None => vec!["O0", "O1", "O2", "Os"],
        };
        for opt in opts {
            bad.extend(check(file, opt, e));
        }
    }
    assert!(bad.is_empty(), "{} mismatches:\n{}", bad.len(), bad.join("\n"));
}

/// The synthetic game's draw routine (`crates/synth/exe/blob.raw`, the gcc-built `draw.c` the
/// synthetic boot EXE embeds at the same address) gives back exactly the layout the synthetic
/// models are written with (`synth_expected.json`, by hand from `docs/formats/chr.md`).
#[test]
fn the_synthetic_draw_routine_gives_back_the_builtin_layout() {
    let exp: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir().join("synth_expected.json")).unwrap())
            .unwrap();
    let blob_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../synth/exe");
    let blob = std::fs::read(blob_dir.join("blob.raw")).unwrap();
    let names = syms(&blob_dir.join("blob.syms"));
    let draw = names["draw_faces"];
    let base = names.values().copied().min().unwrap();
    let exe = mips::image::write_exe(draw, base, &blob);
    let r = record_layouts(&exe, &LayoutOptions::default()).unwrap();
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["draw_dispatch"], serde_json::json!(format!("{draw:#010x}")));
    let got = &json["dispatches"][0]["types"];
    let mut bad = Vec::new();
    for (t, want) in exp["types"].as_object().unwrap() {
        let g = contract(&got[t.as_str()], want);
        if &g != want {
            bad.push(format!("type {t}:\n  want {want}\n  got  {g}\n  ({})", got[t.as_str()]));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}
