//! ARCHITECTURE.md stays true: its crate table (crates, `[dependencies]` and
//! `[dev-dependencies]` inside the workspace, which crates have benchmarks) equals what
//! `cargo metadata --offline --no-deps` says of the manifests.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One crate as the table or the manifests describe it.
#[derive(Debug, PartialEq, Eq)]
struct Row {
    deps: BTreeSet<String>,
    dev: BTreeSet<String>,
    benches: bool,
}

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// The crates of the manifests.
fn manifests() -> BTreeMap<String, Row> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args(["metadata", "--offline", "--no-deps", "--format-version", "1"])
        .current_dir(root())
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let packages = meta["packages"].as_array().unwrap();
    let names: BTreeSet<String> =
        packages.iter().map(|p| p["name"].as_str().unwrap().to_string()).collect();
    let mut rows = BTreeMap::new();
    for p in packages {
        let (mut deps, mut dev) = (BTreeSet::new(), BTreeSet::new());
        for d in p["dependencies"].as_array().unwrap() {
            let name = d["name"].as_str().unwrap().to_string();
            if !names.contains(&name) {
                continue;
            }
            match d["kind"].as_str() {
                None => deps.insert(name),
                Some("dev") => dev.insert(name),
                Some(_) => false,
            };
        }
        let benches = p["targets"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["kind"].as_array().unwrap().iter().any(|k| k == "bench"));
        rows.insert(p["name"].as_str().unwrap().to_string(), Row { deps, dev, benches });
    }
    rows
}

/// The backticked names of a table cell (`—` for none).
fn names(cell: &str) -> BTreeSet<String> {
    cell.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// The crate table of `doc`: rows `| `crate` | holds | depends on | tests with | benches |`.
fn table(doc: &str) -> BTreeMap<String, Row> {
    let mut rows = BTreeMap::new();
    let mut in_table = false;
    for line in doc.lines() {
        if line.starts_with("| crate | holds | depends on | tests with | benches |") {
            in_table = true;
            continue;
        }
        if !in_table || line.starts_with("|---") {
            continue;
        }
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        assert_eq!(cells.len(), 5, "a table row has five cells: {line}");
        let name = cells[0].trim_matches('`').to_string();
        let benches = match cells[4] {
            "yes" => true,
            "no" => false,
            other => panic!("{name}: benches is yes or no, not {other:?}"),
        };
        rows.insert(name, Row { deps: names(cells[2]), dev: names(cells[3]), benches });
    }
    rows
}

/// What differs between the document and the manifests, one line each.
fn drift(doc: &BTreeMap<String, Row>, real: &BTreeMap<String, Row>) -> Vec<String> {
    let mut out = Vec::new();
    for (name, r) in real {
        match doc.get(name) {
            None => out.push(format!("{name}: a crate the document does not list")),
            Some(d) if d != r => out.push(format!("{name}: document {d:?}, manifests {r:?}")),
            Some(_) => {}
        }
    }
    for name in doc.keys().filter(|n| !real.contains_key(*n)) {
        out.push(format!("{name}: listed, but no manifest has it"));
    }
    out
}

#[test]
fn the_crate_table_is_the_manifests() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let real = manifests();
    assert!(real.len() >= 15, "{} crates", real.len());
    let d = drift(&table(&doc), &real);
    assert!(d.is_empty(), "ARCHITECTURE.md has drifted from the manifests:\n{}", d.join("\n"));
}

#[test]
fn a_missing_edge_or_crate_is_drift() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let real = manifests();
    let mut t = table(&doc);
    // An edge dropped from the table.
    let (name, row) = real.iter().find(|(_, r)| !r.deps.is_empty()).unwrap();
    let dropped = row.deps.iter().next().unwrap().clone();
    t.get_mut(name).unwrap().deps.remove(&dropped);
    assert_eq!(drift(&t, &real).len(), 1, "{name} without {dropped}");
    // A crate missing and one invented.
    let mut t = table(&doc);
    t.remove(name);
    t.insert("psx".into(), Row { deps: BTreeSet::new(), dev: BTreeSet::new(), benches: false });
    assert_eq!(drift(&t, &real).len(), 2);
}
