//! Every hostile input of dewrip issue 23 (`hostile_cases`), kept as a permanent regression
//! test: each is refused with an error that names the file and says what is wrong, with no
//! panic and no abort, and the memory it takes stays under 256 MB — measured by a counting
//! global allocator in this test binary (its cases run one after another). Time is bounded by
//! the work each refusal does, and measured by `.ci/hostile.sh`, not here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod counting;
mod hostile_cases;

use captures::formats;
use disc::Disc;
use hostile_cases::{Case, Kind};

#[global_allocator]
static ALLOCATOR: counting::Counting = counting::Counting;

const MEMORY_LIMIT: usize = 256 << 20;

/// Writes `case` into a fresh folder, opens it as the CLI would, returns the error message and
/// the peak heap the attempt took.
fn run(case: &Case) -> (Result<(), String>, usize, std::path::PathBuf, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in &case.files {
        std::fs::write(dir.path().join(name), bytes).unwrap();
    }
    for (name, target) in &case.links {
        std::os::unix::fs::symlink(target, dir.path().join(name)).unwrap();
    }
    let path = dir.path().join(&case.open);
    let (result, peak) = counting::measure(|| match case.kind {
        Kind::Disc => Disc::open(&path).map(|_| ()).map_err(|e| e.to_string()),
        Kind::Capture => formats::load(&path, &formats::Limits::DEFAULT)
            .and_then(|bytes| formats::read(&bytes).map(|_| ()))
            .map_err(|e| e.to_string()),
    });
    (result, peak, path, dir)
}

#[test]
fn every_issue_case_is_refused_clearly_within_bounds() {
    let cases = hostile_cases::all(false);
    assert!(cases.len() >= 25, "{}", cases.len());
    for case in &cases {
        let (result, peak, path, dir) = run(case);
        let msg = match result {
            Ok(()) => panic!("{}: {} was accepted", case.name, case.what),
            Err(m) => m,
        };
        for n in &case.needles {
            assert!(msg.contains(n), "{}: {n:?} not in: {msg}", case.name);
        }
        for n in &case.forbidden {
            assert!(!msg.contains(n), "{}: {n:?} in: {msg}", case.name);
        }
        if case.kind == Kind::Disc {
            let folder = dir.path().display().to_string();
            assert!(
                msg.contains(&folder),
                "{}: the message does not name the file: {msg}",
                case.name
            );
        }
        assert!(peak <= MEMORY_LIMIT, "{}: {peak} bytes of heap", case.name);
        println!("{:<24} {:>10} bytes heap  {}: {msg}", case.name, peak, path.display());
    }
}

#[test]
fn a_long_chain_of_copies_back_to_a_stored_hunk_opens() {
    // 100,000 one-frame hunks, each a copy of the one before, down to hunk 0: resolved once,
    // in order, without recursion; every frame reads as hunk 0's sector.
    use disc::chd::map::Hunk;
    let mut c = disc::chd::write::Chd::new(&hostile_cases::raw(1), "MODE2_RAW", 1);
    c.hunks.truncate(1);
    for h in 1..100_000u64 {
        c.hunks.push(Hunk::Copy { hunk: h - 1 });
    }
    c.logical_bytes = 100_000 * 2448;
    let text = "TRACK:1 TYPE:MODE2_RAW SUBTYPE:NONE FRAMES:100000 PREGAP:0 PGTYPE:MODE1 \
                PGSUB:RW POSTGAP:0\0";
    c.metadata = vec![(u32::from_be_bytes(*b"CHT2"), text.as_bytes().to_vec())];
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("chain.chd");
    std::fs::write(&p, c.bytes()).unwrap();
    let (_, peak) = counting::measure(|| {
        let disc = Disc::open(&p).unwrap();
        assert_eq!(disc.sector_count(), 100_000);
        let raw = hostile_cases::raw(1);
        assert_eq!(disc.raw_sector(99_999).unwrap(), &raw[..]);
    });
    assert!(peak <= MEMORY_LIMIT, "{peak}");
}
