//! Not a benchmark: writes every hostile input of dewrip issue 23 (`tests/hostile_cases`, at
//! the sizes: a 24 MB ECM of one-byte runs, a 171 KB xz expanding to 1.12 GB) for
//! `.ci/hostile.sh`, which runs each through the CLI under `ulimit -v` and a timeout. Run it as
//! `cargo bench -q -p captures --bench hostile -- OUT_DIR`: each case goes to `OUT_DIR/NAME/`, and
//! `OUT_DIR/cases.tsv` lists `name, kind (disc|capture), file, needle|needle|…`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

#[path = "../tests/hostile_cases/mod.rs"]
mod hostile_cases;

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let [out] = args.as_slice() else {
        // `cargo bench` with no arguments: nothing to measure here.
        eprintln!("usage: hostile OUT_DIR");
        return ExitCode::SUCCESS;
    };
    let out = Path::new(out);
    let mut tsv = String::new();
    for case in hostile_cases::all(true) {
        let dir = out.join(case.name);
        std::fs::create_dir_all(&dir).unwrap();
        for (name, bytes) in &case.files {
            std::fs::write(dir.join(name), bytes).unwrap();
        }
        for (name, target) in &case.links {
            let link = dir.join(name);
            let _ = std::fs::remove_file(&link);
            std::os::unix::fs::symlink(target, &link).unwrap();
        }
        let kind = match case.kind {
            hostile_cases::Kind::Disc => "disc",
            hostile_cases::Kind::Capture => "capture",
        };
        tsv.push_str(&format!(
            "{}\t{kind}\t{}\t{}\t{}\n",
            case.name,
            dir.join(&case.open).display(),
            case.needles.join("|"),
            case.what
        ));
    }
    std::fs::write(out.join("cases.tsv"), tsv).unwrap();
    ExitCode::SUCCESS
}
