//! The alien corpus (`tests/alien/`): character files in container styles dewrip's own layout
//! does not know, with their truth.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::path::{Path, PathBuf};

/// The repository's `tests/` folder.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests")
}

/// One style: its files (name, bytes, truth JSON).
pub struct Style {
    pub name: String,
    pub files: Vec<(String, Vec<u8>, serde_json::Value)>,
}

/// Every style under `tests/<dir>/` (`alien` or `alien-holdout`).
pub fn styles(dir: &str) -> Vec<Style> {
    let base = root().join(dir);
    let mut out = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(&base)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir() && e.file_name() != "maps")
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    for name in names {
        let mut files = Vec::new();
        let mut entries: Vec<_> =
            std::fs::read_dir(base.join(&name)).unwrap().filter_map(|e| e.ok()).collect();
        entries.sort_by_key(|e| e.file_name());
        for e in entries {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "chr") {
                let truth = p.with_extension("truth.json");
                let t: serde_json::Value =
                    serde_json::from_str(&std::fs::read_to_string(truth).unwrap()).unwrap();
                files.push((
                    p.file_stem().unwrap().to_string_lossy().to_string(),
                    std::fs::read(&p).unwrap(),
                    t,
                ));
            }
        }
        if !files.is_empty() {
            out.push(Style { name, files });
        }
    }
    out
}

/// The record lengths of a corpus folder (`lengths.json`).
pub fn lengths(dir: &str) -> dewprism::records::RecordLengths {
    let v: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join(dir).join("lengths.json")).unwrap(),
    )
    .unwrap();
    let m = v["dispatches"][0]["lengths"].as_object().unwrap();
    let mut len = [0u8; 14];
    for (k, v) in m {
        len[k.parse::<usize>().unwrap()] = v.as_u64().unwrap() as u8;
    }
    dewprism::records::RecordLengths { len }
}
