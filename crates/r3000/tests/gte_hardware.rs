//! The GTE against results recorded on a real PlayStation.
//!
//! Source: JaCzekanski/ps1-tests, `gte-fuzz/gte_valid_0xc0ffee_50.log` at commit
//! f727802fead11f1daa7549285548392ef87749cb (added in e13bd713345f02e0b972e829b12d90b7d6ab7b6a,
//! "added .log files"). gte-fuzz writes 64 pseudo-random words to cop2r0..63 in order (mtc2
//! for 0..31, ctc2 for 32..63), runs one command (whose sf/lm/cv/v/mx bits are random too),
//! and reads back all 64 registers (mfc2/cfc2); the log is its output on a console. The same
//! repository's `gte/test-all` was generated from that log and its `gte/test-all/psx.log`
//! reports "Passed tests: 1150, Failed tests: 0" on the console.
//!
//! `gte_data/ps1-tests-gte-fuzz.txt` transcribes a subset of the log's vectors, one per line:
//! `test-number name command-word(hex, or "none" for the register-only test) 64×input 64×output`
//! (each word 8 hex digits, r0..r31 data then r32..r63 control). Setting
//! `DEWRIP_GTE_FUZZ_FULL` to a file of the same form (all 1150 tests, made from the log with
//! the converter documented in `docs/formats/gte.md`) checks those too.
#![allow(
    clippy::indexing_slicing,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::arithmetic_side_effects
)]

use r3000::gte::Gte;

struct Vector {
    number: u32,
    name: String,
    command: Option<u32>,
    input: Vec<u32>,
    output: Vec<u32>,
}

fn words(hex: &str) -> Vec<u32> {
    assert_eq!(hex.len(), 64 * 8);
    (0..64).map(|i| u32::from_str_radix(&hex[i * 8..i * 8 + 8], 16).unwrap()).collect()
}

fn parse(text: &str) -> Vec<Vector> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 5, "{line}");
            Vector {
                number: f[0].parse().unwrap(),
                name: f[1].to_owned(),
                command: (f[2] != "none").then(|| u32::from_str_radix(f[2], 16).unwrap()),
                input: words(f[3]),
                output: words(f[4]),
            }
        })
        .collect()
}

/// Runs one vector; returns a description of every mismatching register.
fn run(v: &Vector) -> Vec<String> {
    let mut gte = Gte::new();
    for (reg, &value) in v.input.iter().enumerate() {
        if reg < 32 {
            gte.write_data(reg, value);
        } else {
            gte.write_control(reg - 32, value);
        }
    }
    if let Some(command) = v.command {
        gte.execute(command).unwrap();
    }
    let got: Vec<u32> = gte.data_regs().into_iter().chain(gte.control_regs()).collect();
    (0..64)
        .filter(|&r| got[r] != v.output[r])
        .map(|r| format!("r{r}: got {:08x} want {:08x}", got[r], v.output[r]))
        .collect()
}

fn check_all(vectors: &[Vector]) {
    let mut failures = Vec::new();
    for v in vectors {
        let diff = run(v);
        if !diff.is_empty() {
            failures.push(format!(
                "test {} {} cmd {:?}: {}",
                v.number,
                v.name,
                v.command.map(|c| format!("{c:06x}")),
                diff.join(", ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} hardware vectors differ:\n{}",
        failures.len(),
        vectors.len(),
        failures.join("\n")
    );
}

#[test]
fn hardware_vectors_subset() {
    let vectors = parse(include_str!("gte_data/ps1-tests-gte-fuzz.txt"));
    // Every command psx-spx lists, plus the register-only test.
    let mut names: Vec<&str> = vectors.iter().map(|v| v.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 23, "{names:?}");
    check_all(&vectors);
}

#[test]
fn hardware_vectors_full_log() {
    let Ok(path) = std::env::var("DEWRIP_GTE_FUZZ_FULL") else {
        eprintln!("DEWRIP_GTE_FUZZ_FULL not set: the full ps1-tests log was not measured");
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let vectors = parse(&text);
    assert_eq!(vectors.len(), 1150);
    check_all(&vectors);
}
