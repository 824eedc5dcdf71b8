//! The CLI is arguments, one pipeline call, printing: every command module
//! (`crates/cli/src/cmd/*.rs`) names no crate but `pipeline` (and clap, serde, serde_json, std),
//! and the binary depends on nothing else a command could reach past the pipeline with.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects
)]

use std::collections::BTreeSet;
use std::path::Path;

/// Crates a command module may name.
const ALLOWED: &[&str] = &["pipeline", "clap", "serde", "serde_json", "std", "core", "alloc"];
/// The binary's own dependencies: the allowed crates and the progress bars of its util.
const DEPENDENCIES: &[&str] = &["pipeline", "clap", "indicatif", "serde", "serde_json"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every crate the workspace can link: its members and `[workspace.dependencies]`.
fn linkable() -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(root().join("../../Cargo.toml")).unwrap();
    let mut names = BTreeSet::new();
    let mut in_deps = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[workspace.dependencies]";
            continue;
        }
        if in_deps {
            if let Some((name, _)) = line.split_once('=') {
                names.insert(name.trim().replace('-', "_"));
            }
        }
    }
    for entry in std::fs::read_dir(root().join("..")).unwrap() {
        names.insert(entry.unwrap().file_name().to_string_lossy().replace('-', "_"));
    }
    // Crates only the binary's own util uses.
    names.insert("indicatif".into());
    names
}

/// The crates `source` names that it may not: every path whose first segment is a linkable
/// crate outside [`ALLOWED`] and not a name the file binds itself by a `use` of the pipeline.
fn violations(source: &str, linkable: &BTreeSet<String>) -> Vec<String> {
    // A module's own unit tests may use dev-dependencies: only the command's code counts.
    let source = source.split("#[cfg(test)]").next().unwrap_or("");
    let code: String =
        source.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
    // Names the file binds: the last segment (or alias) of each `use`.
    let mut bound = BTreeSet::new();
    for stmt in code.split("use ").skip(1) {
        let stmt = stmt.split(';').next().unwrap_or("");
        for part in stmt.split(['{', '}', ',']) {
            let part = part.trim();
            let name = part.rsplit(" as ").next().unwrap_or(part).rsplit("::").next().unwrap_or("");
            if !name.is_empty() && stmt.trim_start().starts_with("pipeline") {
                bound.insert(name.trim().to_string());
            }
        }
        // `use pipeline::stages::measure::{self, …}` binds `measure`.
        if let Some((prefix, braces)) = stmt.split_once("::{") {
            let has_self = braces.split([',', '}']).any(|p| p.trim() == "self");
            if has_self && stmt.trim_start().starts_with("pipeline") {
                bound.insert(prefix.rsplit("::").next().unwrap_or("").trim().to_string());
            }
        }
    }
    let mut bad = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = (bytes[i].is_ascii_alphabetic() || bytes[i] == b'_')
            && (i == 0
                || !(bytes[i - 1].is_ascii_alphanumeric()
                    || bytes[i - 1] == b'_'
                    || bytes[i - 1] == b':'));
        if !starts_word {
            i += 1;
            continue;
        }
        let end = (i..bytes.len())
            .find(|&j| !(bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_'))
            .unwrap_or(bytes.len());
        let word = &code[i..end];
        let path_start = code[end..].starts_with("::");
        let use_start = code[..i].trim_end().ends_with("use") && code[..i].trim_end().len() < i;
        if (path_start || use_start)
            && linkable.contains(word)
            && !ALLOWED.contains(&word)
            && !bound.contains(word)
        {
            bad.push(word.to_string());
        }
        i = end;
    }
    bad
}

#[test]
fn command_modules_name_only_the_pipeline() {
    let linkable = linkable();
    let mut seen = 0;
    let mut bad = Vec::new();
    for entry in std::fs::read_dir(root().join("src/cmd")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            seen += 1;
            let source = std::fs::read_to_string(&path).unwrap();
            for v in violations(&source, &linkable) {
                bad.push(format!("{}: {v}", path.display()));
            }
        }
    }
    assert!(seen >= 15, "only {seen} command modules found");
    assert!(
        bad.is_empty(),
        "command modules naming a crate other than pipeline:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_check_catches_a_direct_call() {
    let linkable = linkable();
    let ok = "use pipeline::stages::exe;\nuse pipeline::stages::measure::{self, Files};\nfn f() { exe::find(&img); measure::budget(); let s = serde_json::json!({}); }\n#[cfg(test)]\nmod tests { fn t() { tempfile::tempdir(); } }";

    assert!(violations(ok, &linkable).is_empty(), "{:?}", violations(ok, &linkable));
    let direct = "use pipeline::Error;\nfn f() { let d = sqfs::lz::compress(&b); }";
    assert_eq!(violations(direct, &linkable), ["sqfs"]);
    let imported = "use mips::find;\nuse std::path::Path;";
    assert_eq!(violations(imported, &linkable), ["mips"]);
    let braced = "use {synth::disc, pipeline::Error};";
    assert_eq!(violations(braced, &linkable), ["synth"]);
}

#[test]
fn the_binary_depends_on_the_pipeline_only() {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let mut in_deps = false;
    let mut deps = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
            continue;
        }
        if in_deps {
            if let Some((name, _)) = line.split_once(['=', '.']) {
                if !name.trim().is_empty() && !name.starts_with('#') {
                    deps.push(name.trim().to_string());
                }
            }
        }
    }
    let extra: Vec<&String> = deps.iter().filter(|d| !DEPENDENCIES.contains(&d.as_str())).collect();
    assert!(extra.is_empty(), "the binary depends on {extra:?} besides {DEPENDENCIES:?}");
    assert!(deps.iter().any(|d| d == "pipeline"), "{deps:?}");
}
