//! The interpreter on real gcc output: tests/fixtures/gcc holds EXEs that regen.sh compiled
//! from tests/fixtures/src with mipsel-linux-gnu-gcc -march=r3000 at -O0, -O2 and -Os. The
//! expected results are what the same C printed when compiled by the host's gcc
//! (expected.json), so they do not come from the interpreter.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use r3000::{GpuPort, Machine, RunOptions, Stop, StopKind};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn syms(name: &str) -> BTreeMap<String, u32> {
    std::fs::read_to_string(dir().join(format!("gcc/{name}.syms")))
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

fn exe(name: &str) -> Vec<u8> {
    std::fs::read(dir().join(format!("gcc/{name}.exe"))).unwrap()
}

#[derive(serde::Deserialize)]
struct Expected {
    results: Vec<u32>,
    gp0: Vec<u32>,
}

fn expected() -> BTreeMap<String, Expected> {
    serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap()).unwrap()
}

const OPTS: [&str; 3] = ["O0", "O2", "Os"];
const BUDGET: u64 = 20_000_000;

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// From the entry point: main returns run()'s count in $v0 and leaves the results in
/// `results`; GP0 words in order.
#[test]
fn entry_point_matches_host() {
    let exp = expected();
    assert!(exp.len() >= 6, "expected.json lists the fixtures");
    for (name, e) in &exp {
        for opt in OPTS {
            let f = format!("{name}_{opt}");
            let s = syms(&f);
            let mut m = Machine::from_exe(&exe(&f)).unwrap();
            let out = m.run(BUDGET);
            assert_eq!(out.stop, Stop::Return, "{f}: {:?} at {:#x}", out.stop, out.pc);
            let n = e.results.len() as u32;
            assert_eq!(m.reg(2), n, "{f}: main's return value");
            let got = words(&m.read_bytes(s["results"], n * 4).unwrap());
            for (i, (g, x)) in got.iter().zip(&e.results).enumerate() {
                assert_eq!(g, x, "{f}: result {i}: got {g:#x}, host {x:#x}");
            }
            assert_eq!(m.gp0_words(), e.gp0, "{f}: GP0 words");
            assert!(m.gpu_log().iter().all(|w| w.port == GpuPort::Gp0));
            assert!(out.instructions > 10 && out.instructions < BUDGET, "{f}");
        }
    }
}

/// Calling `run(out)` directly, the way `--call` does, with the buffer in RAM and in the
/// scratchpad.
#[test]
fn call_matches_host() {
    for (name, e) in &expected() {
        for opt in OPTS {
            let f = format!("{name}_{opt}");
            let s = syms(&f);
            for buf in [0x8010_0000u32, 0x1F80_0000] {
                let mut m = Machine::from_exe(&exe(&f)).unwrap();
                let out = m.call(s["run"], [buf, 0, 0, 0], BUDGET);
                assert_eq!(out.stop, Stop::Return, "{f}: {:?}", out.stop);
                let n = e.results.len() as u32;
                assert_eq!(m.reg(2), n, "{f}");
                assert_eq!(words(&m.read_bytes(buf, n * 4).unwrap()), e.results, "{f} at {buf:#x}");
            }
        }
    }
}

/// The JSON document of `dewrip exe run --call run --args … --dump …`.
#[test]
fn run_exe_report() {
    let e = &expected()["t_flow"];
    let s = syms("t_flow_O2");
    let opts = RunOptions {
        call: Some(s["run"]),
        args: [0x8010_0000, 0, 0, 0],
        max: BUDGET,
        dumps: vec![(0x8010_0000, 8)],
        ..RunOptions::default()
    };
    let r = r3000::run_exe(&exe("t_flow_O2"), &opts).unwrap();
    assert_eq!(r.stop, StopKind::Return);
    let v: serde_json::Value = serde_json::to_value(&r).unwrap();
    assert_eq!(v["stop"], "return");
    assert_eq!(v["pc"], format!("{:#010x}", r3000::RETURN_ADDRESS));
    assert_eq!(v["cpu"]["v0"], format!("{:#010x}", e.results.len()));
    assert_eq!(v["cpu"]["sp"], "0x801ffff0");
    assert!(v["cpu"]["hi"].is_string() && v["cpu"]["lo"].is_string() && v["cpu"]["pc"].is_string());
    assert_eq!(v["cpu"].as_object().unwrap().len(), 35);
    assert_eq!(v["gte"]["data"].as_array().unwrap().len(), 32);
    assert_eq!(v["gte"]["control"].as_array().unwrap().len(), 32);
    let hex: String =
        e.results[..2].iter().flat_map(|w| w.to_le_bytes()).map(|b| format!("{b:02x}")).collect();
    assert_eq!(v["dumps"][0]["hex"], hex);
    assert_eq!(v["dumps"][0]["addr"], "0x80100000");
    assert_eq!(v["dumps"][0]["len"], 8);
    assert!(v["instructions"].as_u64().unwrap() > 100);

    // The same run with too small a budget gives up.
    let r = r3000::run_exe(&exe("t_flow_O2"), &RunOptions { max: 1000, ..opts.clone() }).unwrap();
    assert_eq!(r.stop, StopKind::Budget);
    assert_eq!(r.instructions, 1000);
    assert_eq!(r.message, "gave up after 1000 instructions");
    // A dump of unmapped memory is refused before running.
    let bad = RunOptions { dumps: vec![(0x1F00_0000, 4)], ..opts };
    assert!(r3000::run_exe(&exe("t_flow_O2"), &bad).is_err());
}

/// gcc's division check: dividing by zero reaches `break 7` (objdump shows the upper ten
/// bits of the code field; the 20-bit code is 0x1C00, psx-spx's BRK(1C00h) "Division by
/// zero").
#[test]
fn division_check_breaks() {
    for opt in OPTS {
        let f = format!("x_divzero_{opt}");
        let mut m = Machine::from_exe(&exe(&f)).unwrap();
        let out = m.run(BUDGET);
        assert_eq!(out.stop, Stop::Break { code: 0x1C00 }, "{f}");
        let objdump = std::fs::read_to_string(dir().join(format!("gcc/{f}.objdump"))).unwrap();
        let line = objdump.lines().find(|l| l.contains("break")).unwrap();
        assert!(line.starts_with(&format!("{:08x}:", out.pc)), "{f}: {line} vs {:#x}", out.pc);
        let r = r3000::run_exe(&exe(&f), &RunOptions::default()).unwrap();
        assert_eq!(r.stop, StopKind::Break);
    }
}

/// The BSS is zeroed at load even where the EXE's file bytes are not (the header's b_addr).
#[test]
fn bss_is_zeroed() {
    let f = "t_bios_O2";
    let s = syms(f);
    let mut bytes = exe(f);
    let (start, end) = (s["__bss_start"], s["__bss_end"]);
    // Make the file's bytes under the BSS non-zero where they exist (text padding).
    let text_len = u32::from_le_bytes(bytes[0x1C..0x20].try_into().unwrap());
    for a in start..end.min(0x8001_0000 + text_len) {
        bytes[(0x800 + a - 0x8001_0000) as usize] = 0xAA;
    }
    let m = Machine::from_exe(&bytes).unwrap();
    assert!(m.read_bytes(start, end - start).unwrap().iter().all(|&b| b == 0));
}
