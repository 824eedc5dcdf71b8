//! A real SIGINT arriving while a run writes: the next write fails with `Interrupted` and
//! everything the run wrote is removed. (Its own test binary: the signal flag is process-wide.)
#![allow(clippy::unwrap_used, clippy::panic)]

use pipeline::output::Writer;
use pipeline::Error;

#[test]
fn sigint_during_a_run_removes_what_it_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("out");
    let w = Writer::begin(&root).unwrap();
    w.write("a.bin", b"1").unwrap();
    w.write("sub/b.bin", b"2").unwrap();
    assert!(root.join("sub/b.bin").is_file());
    // While a writer is active the handler only sets a flag (the process is not ended).
    signal_hook::low_level::raise(signal_hook::consts::SIGINT).unwrap();
    let e = Error::from(w.write("c.bin", b"3").unwrap_err());
    match &e {
        Error::Interrupted { signal } => assert_eq!(*signal, "SIGINT"),
        other => panic!("expected Interrupted, got {other}"),
    }
    assert_eq!(e.exit_code(), 130);
    assert!(!root.join("a.bin").exists() && !root.join("sub").exists(), "removed at once");
    drop(w);
    assert!(!root.exists(), "the run created the folder, so it is gone too");
}
