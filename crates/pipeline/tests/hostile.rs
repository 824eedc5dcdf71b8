//! The hostile inputs of dewrip issue 23 through the pipeline's entry points, as the CLI meets
//! them (`ls` opens a disc, `vram info` reads a capture): each is an error whose message names
//! the file, says what is wrong (the case's words), and carries the right blame — a budget is a
//! limits error, a damaged or refused file a format error.
#![allow(clippy::unwrap_used, clippy::panic, clippy::indexing_slicing, missing_docs)]

#[path = "../../captures/tests/hostile_cases/mod.rs"]
mod hostile_cases;

use hostile_cases::Kind;
use pipeline::error::Blame;

#[test]
fn every_issue_case_is_an_error_naming_the_file() {
    for case in hostile_cases::all(false) {
        let dir = tempfile::tempdir().unwrap();
        for (name, bytes) in &case.files {
            std::fs::write(dir.path().join(name), bytes).unwrap();
        }
        for (name, target) in &case.links {
            std::os::unix::fs::symlink(target, dir.path().join(name)).unwrap();
        }
        let path = dir.path().join(&case.open);
        let err = match case.kind {
            Kind::Disc => pipeline::Disc::open(&path).map(|_| ()).unwrap_err(),
            Kind::Capture => pipeline::stages::vram::info(&path).map(|_| ()).unwrap_err(),
        };
        let msg = err.to_string();
        assert!(msg.starts_with(&path.display().to_string()), "{}: {msg}", case.name);
        for n in &case.needles {
            assert!(msg.contains(n), "{}: {n:?} not in: {msg}", case.name);
        }
        let want = if msg.contains("limit exceeded") { Blame::Limits } else { Blame::Format };
        assert_eq!(err.blame(), want, "{}: {msg}", case.name);
        assert_eq!(err.exit_code(), 1, "{}", case.name);
        assert!(!msg.starts_with(&format!("{0}: {0}", path.display())), "named twice: {msg}");
    }
}
