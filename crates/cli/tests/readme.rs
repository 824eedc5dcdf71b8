//! The README against the binary: every option a README command line uses is one that
//! command's `--help` lists, and the smaller promises of the README and `--help` are true.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::process::Command;

fn help(path: &[&str]) -> String {
    let mut args: Vec<&str> = path.to_vec();
    args.push("--help");
    let out = Command::new(env!("CARGO_BIN_EXE_dewrip")).args(&args).output().unwrap();
    assert!(out.status.success(), "dewrip {args:?}");
    String::from_utf8(out.stdout).unwrap()
}

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap()
}

/// Every `dewrip …` line of the README's ```sh blocks, continuations joined, comments dropped.
fn command_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for block in text.split("```sh\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let mut pending = String::new();
        for raw in block.lines() {
            let line = match raw.find("  #") {
                Some(at) => &raw[..at],
                None => raw,
            }
            .trim_end();
            if let Some(head) = line.strip_suffix('\\') {
                pending.push_str(head);
                pending.push(' ');
                continue;
            }
            let whole = format!("{pending}{line}");
            pending.clear();
            let whole = whole.trim();
            let whole = whole
                .strip_prefix("cargo run --release -- ")
                .map_or(whole.to_string(), |r| format!("dewrip {r}"));
            if whole.starts_with("dewrip ") {
                out.push(whole);
            }
        }
    }
    out
}

/// The subcommand path of a command line: `exe run`, `lz decompress`, `verify` …
fn subcommand(words: &[&str]) -> Vec<String> {
    const NESTED: [&str; 6] = ["lz", "vram", "exe", "chr", "synth", "layout"];
    let first = words[1];
    if NESTED.contains(&first) {
        vec![first.to_string(), words[2].to_string()]
    } else {
        vec![first.to_string()]
    }
}

#[test]
fn every_option_of_a_readme_command_is_in_its_help() {
    let lines = command_lines(&readme());
    assert!(lines.len() >= 25, "{} command lines", lines.len());
    let mut checked = 0;
    for line in &lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        let path = subcommand(&words);
        let path: Vec<&str> = path.iter().map(String::as_str).collect();
        let text = help(&path);
        for flag in
            words.iter().filter(|w| w.starts_with("--") || (w.len() == 2 && w.starts_with('-')))
        {
            let flag = flag.split('=').next().unwrap();
            // An option line of --help: `  -o, --output <OUTPUT>`, `      --names <CSV>`.
            let listed = text.lines().any(|l| {
                l.trim_start().starts_with('-')
                    && l.split_whitespace().map(|w| w.trim_end_matches(',')).any(|w| w == flag)
            });
            assert!(
                listed,
                "README line `{line}`: {flag} is not in `dewrip {} --help`",
                path.join(" ")
            );
            checked += 1;
        }
    }
    assert!(checked > 30, "{checked} options checked");
}

#[test]
fn the_smaller_promises_are_true() {
    // DISC: every image format the readers take, in --help as in the README.
    let top = help(&[]);
    for f in [".chd", ".ecm", "EBOOT.PBP", ".ccd", ".mds"] {
        assert!(top.contains(f), "dewrip --help lacks {f}");
        assert!(help(&["info"]).contains(f), "info --help lacks {f}");
    }
    // verify: residuals are implemented, and say so; gallery does not export.
    let verify = help(&["verify"]);
    assert!(!verify.contains("not implemented"), "{verify}");
    assert!(verify.contains("residual"));
    assert!(!top.to_lowercase().contains("export everything"), "{top}");
    assert!(!help(&["gallery"]).to_lowercase().contains("export everything"));
    // maps names its maps.
    assert!(help(&["maps"]).contains("--names"));
    // The README promises no screenshots folder of its own and no GIF by default.
    let text = readme();
    assert!(!text.contains("out/screenshots"), "the demo writes no screenshots");
    assert!(!text.contains("(+ walk GIF)"), "export writes no GIF by default");
    // The map viewer says what the walk mesh is, not the node's name.
    assert!(gallery::VIEWER_JS.contains("triangles in"));
    assert!(!gallery::VIEWER_JS.contains(r#"walk mesh: ${h.length?h.map("#));
}
