//! Fetch from every RAM segment and mirror, and the two bounds of a run: an endless loop ends
//! at the instruction budget wherever it is loaded (KSEG0, KSEG1, KUSEG's low mirror, the other
//! mirrors, next to the BIOS vectors), code there behaves as in KSEG0, and the wall-clock
//! bound stops a run the budget would not. How fast each segment runs is measured in
//! `benches/interp.rs` (`fetch`), not here.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::time::Duration;

use r3000::{Machine, RunOptions, Stop, StopKind};

/// `beq zero, zero, -1` (a branch to itself) and its delay slot.
const LOOP: [u32; 2] = [0x1000_FFFF, 0];
const BREAK: u32 = 0x0000_000D;
const NOP: u32 = 0;
const V0: usize = 2;

/// Every kind of RAM address code can run from: KSEG0, KSEG1, KUSEG (the low mirror, address
/// 0), the second and fourth 2 MB mirrors, and page 0 of KSEG0 and KSEG1.
const BASES: [u32; 8] = [
    0x8001_0000,
    0xA000_0000,
    0x0000_0000,
    0xA001_0000,
    0x0001_0000,
    0x0020_0000,
    0x8060_0000,
    0x8000_0000,
];

fn addiu(rt: u32, rs: u32, imm: i16) -> u32 {
    (0x09 << 26) | (rs << 21) | (rt << 16) | u32::from(imm as u16)
}

fn exe_at(pc: u32, t_addr: u32, words: &[u32]) -> Vec<u8> {
    let text: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    disc::exe::build_exe(pc, t_addr, &text)
}

#[test]
fn endless_loops_end_at_the_budget_from_every_segment_and_mirror() {
    for base in BASES {
        let exe = exe_at(base, base, &LOOP);
        let mut m = Machine::from_exe(&exe).unwrap();
        m.set_time_limit(None);
        let out = m.run(1_000_000);
        assert_eq!(out.stop, Stop::Budget, "loop at {base:#010x}");
        assert_eq!(out.instructions, 1_000_000, "loop at {base:#010x}");
        assert_eq!(out.pc, base, "an even count ends before the branch again");
        let r = r3000::run_exe(&exe, &RunOptions { max: 5000, ..RunOptions::default() }).unwrap();
        assert_eq!((r.stop, r.instructions), (StopKind::Budget, 5000), "{base:#010x}");
        assert_eq!(r.message, "gave up after 5000 instructions");
    }
}

#[test]
fn code_runs_the_same_from_every_segment_and_mirror() {
    // v0 = 3 + 4, through a branch taken over a poisoned delay-slot neighbour.
    let code = [
        addiu(2, 0, 3),
        0x1000_0002, // beq zero, zero, +2
        addiu(2, 2, 4),
        addiu(2, 0, 99), // skipped
        BREAK,
    ];
    for base in BASES {
        let mut m = Machine::from_exe(&exe_at(base, base, &code)).unwrap();
        assert_eq!(m.run(100).stop, Stop::Break { code: 0 }, "{base:#010x}");
        assert_eq!(m.reg(V0), 7, "{base:#010x}");
    }
}

#[test]
fn code_beside_the_bios_vectors_runs_as_code() {
    // Words at 0xA4..0xC4 beside the vectors (0xA0, 0xB0, 0xC0) are ordinary code; the
    // branches step around the vectors themselves (a fetch there is a BIOS call).
    let mut words = vec![NOP; 0x40];
    words[0xA4 / 4] = addiu(2, 0, 5);
    words[0xA8 / 4] = 0x1000_0002; // beq zero, zero, +2 -> 0xB4
    words[0xAC / 4] = NOP;
    words[0xB4 / 4] = 0x1000_0003; // beq zero, zero, +3 -> 0xC4
    words[0xB8 / 4] = addiu(2, 2, 6); // its delay slot
    words[0xC4 / 4] = BREAK;
    for seg in [0x8000_0000u32, 0xA000_0000, 0x0000_0000, 0x0040_0000] {
        let mut m = Machine::from_exe(&exe_at(seg + 0xA4, seg, &words)).unwrap();
        assert_eq!(m.run(100).stop, Stop::Break { code: 0 }, "{seg:#010x}");
        assert_eq!(m.reg(V0), 11, "{seg:#010x}");
    }
}

#[test]
fn bios_calls_reach_the_stand_ins_from_every_segment() {
    // abs(-5) through A(0Eh): jal 0xA0 lands on the vector of the caller's own segment.
    let code = [
        addiu(4, 0, -5),
        addiu(9, 0, 0x0E),
        0x0C00_0000 | (0xA0 >> 2), // jal 0xA0
        NOP,
        BREAK,
    ];
    for base in [0x8001_0000u32, 0xA001_0000, 0x0001_0000, 0x0021_0000] {
        let mut m = Machine::from_exe(&exe_at(base, base, &code)).unwrap();
        assert_eq!(m.run(100).stop, Stop::Break { code: 0 }, "{base:#010x}");
        assert_eq!(m.reg(V0), 5, "{base:#010x}");
    }
}

#[test]
fn a_store_through_one_mirror_is_fetched_through_another() {
    // The code runs from KSEG1 and rewrites its own word at +0x18 through KSEG0.
    let code = [
        0x3C08_8001, // lui t0, 0x8001
        0x3C0A_2402, // lui t2, 0x2402 (addiu v0, zero, …)
        0x354A_002A, // ori t2, t2, 42
        0xAD0A_0018, // sw t2, 0x18(t0)
        NOP,
        NOP,
        addiu(2, 0, 1), // +0x18: replaced by addiu v0, zero, 42
        BREAK,
    ];
    let mut m = Machine::from_exe(&exe_at(0xA001_0018, 0xA001_0000, &code)).unwrap();
    // First the old word runs (and is decoded and cached) ...
    assert_eq!(m.run(10).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 1);
    // ... then the code rewrites it through another mirror, and the fetch sees the new word.
    m.set_pc(0xA001_0000);
    assert_eq!(m.run(20).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 42);
    m.set_pc(0x0001_0018);
    assert_eq!(m.run(10).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 42, "the low mirror sees it too");
}

#[test]
fn the_wall_clock_bound_stops_a_run_the_budget_would_not() {
    let limit = Duration::from_millis(100);
    for base in [0xA000_0000u32, 0x0000_0000, 0x8001_0000] {
        for provenance in [false, true] {
            let mut m = Machine::from_exe(&exe_at(base, base, &LOOP)).unwrap();
            if provenance {
                m.track_input(0x8010_0000, 16).unwrap();
            }
            m.set_time_limit(Some(limit));
            let out = m.run(u64::MAX);
            assert_eq!(out.stop, Stop::TimeLimit { limit }, "{base:#010x} {provenance}");
            assert!(out.instructions > 0);
            assert!(out.pc == base || out.pc == base + 4, "{:#010x}", out.pc);
        }
    }
}

#[test]
fn exe_run_names_the_wall_clock_stop() {
    let exe = exe_at(0xA000_0000, 0xA000_0000, &LOOP);
    let opts = RunOptions {
        max: u64::MAX,
        time_limit: Duration::from_millis(100),
        ..RunOptions::default()
    };
    let r = r3000::run_exe(&exe, &opts).unwrap();
    assert_eq!(r.stop, StopKind::Time);
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["stop"], "time");
    let msg = v["message"].as_str().unwrap();
    let want =
        format!("gave up after 0.1 s of wall-clock time and {} instructions", r.instructions);
    assert_eq!(msg, want);
}

#[test]
fn every_run_has_a_wall_clock_bound_unless_taken_away() {
    assert_eq!(Machine::new().time_limit(), Some(r3000::DEFAULT_TIME_LIMIT));
    assert_eq!(RunOptions::default().time_limit, r3000::DEFAULT_TIME_LIMIT);
    let mut m = Machine::from_exe(&exe_at(0x8001_0000, 0x8001_0000, &LOOP)).unwrap();
    assert_eq!(m.clone().time_limit(), Some(r3000::DEFAULT_TIME_LIMIT), "clones keep it");
    m.set_time_limit(None);
    assert_eq!(m.time_limit(), None);
    assert_eq!(m.run(10_000).stop, Stop::Budget);
}
