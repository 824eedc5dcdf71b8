//! Bad input never panics or hangs: random EXE bytes, random words at the entry point (with
//! and without provenance), jumps into data, random PCs, self-loops — each run ends with a
//! stop within its budget.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use proptest::prelude::*;
use r3000::{Machine, RunOptions, Stop};

const BUDGET: u64 = 20_000;

fn exe_with(words: &[u32], pc_offset: u32) -> Vec<u8> {
    let text: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    disc::exe::build_exe(0x8001_0000 + pc_offset * 4, 0x8001_0000, &text)
}

/// Words that are mostly real instructions with random fields (loads, stores, branches,
/// jumps, GTE, BIOS-looking calls), so runs go further than on pure noise.
fn instruction() -> impl Strategy<Value = u32> {
    prop_oneof![
        any::<u32>(),
        // I-type with a random primary opcode and small registers
        (0u32..64, 0u32..32, 0u32..32, any::<u16>())
            .prop_map(|(op, rs, rt, imm)| (op << 26) | (rs << 21) | (rt << 16) | u32::from(imm)),
        // SPECIAL with a random function
        (0u32..32, 0u32..32, 0u32..32, 0u32..32, 0u32..64).prop_map(|(rs, rt, rd, sa, f)| (rs
            << 21)
            | (rt << 16)
            | (rd << 11)
            | (sa << 6)
            | f),
        // short backward/forward branches
        (4u32..8, 0u32..4, 0u32..4, -8i32..8).prop_map(|(op, rs, rt, off)| (op << 26)
            | (rs << 21)
            | (rt << 16)
            | (off as u32 & 0xFFFF)),
        // GTE commands and moves
        (0u32..0x0200_0000).prop_map(|c| 0x4A00_0000 | c),
        (0u32..8, 0u32..32, 0u32..32)
            .prop_map(|(f, rt, rd)| 0x4800_0000 | (f << 21) | (rt << 16) | (rd << 11)),
        Just(0x0000_0000),
        Just(0x03E0_0008),
    ]
}

fn check(out: &r3000::Outcome, budget: u64) {
    // The last instruction may be a BIOS stand-in or a DMA start charged by its work (at most
    // 16 MB touched by one memcpy, a quarter of that in instructions).
    assert!(out.instructions <= budget + (1 << 22) + 1, "{out:?}");
    if let Stop::Fault(f) = &out.stop {
        // Every error names a PC.
        assert!(f.to_string().contains("PC 0x"), "{f}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_exe_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        if let Ok(mut m) = Machine::from_exe(&bytes) {
            check(&m.run(BUDGET), BUDGET);
        }
        let _ = r3000::run_exe(&bytes, &RunOptions { max: BUDGET, ..RunOptions::default() });
    }

    #[test]
    fn random_header_fields(
        pc in any::<u32>(), t_addr in any::<u32>(), b_addr in any::<u32>(), b_size in any::<u32>(),
        s_addr in any::<u32>(), words in proptest::collection::vec(instruction(), 1..64),
    ) {
        let mut exe = exe_with(&words, 0);
        exe[0x10..0x14].copy_from_slice(&pc.to_le_bytes());
        exe[0x18..0x1C].copy_from_slice(&t_addr.to_le_bytes());
        exe[0x28..0x2C].copy_from_slice(&b_addr.to_le_bytes());
        exe[0x2C..0x30].copy_from_slice(&b_size.to_le_bytes());
        exe[0x30..0x34].copy_from_slice(&s_addr.to_le_bytes());
        if let Ok(mut m) = Machine::from_exe(&exe) {
            check(&m.run(BUDGET), BUDGET);
        }
    }

    #[test]
    fn random_words_at_entry(words in proptest::collection::vec(instruction(), 1..256), track in any::<bool>()) {
        let mut m = Machine::from_exe(&exe_with(&words, 0)).unwrap();
        if track {
            m.track_input(0x8001_0000, 64).unwrap();
        }
        check(&m.run(BUDGET), BUDGET);
    }

    #[test]
    fn calls_into_data_and_random_pcs(
        words in proptest::collection::vec(any::<u32>(), 1..128),
        target in any::<u32>(),
        args in any::<[u32; 4]>(),
    ) {
        let mut m = Machine::from_exe(&exe_with(&words, 0)).unwrap();
        check(&m.call(target, args, BUDGET), BUDGET);
        let mut m = Machine::from_exe(&exe_with(&words, 0)).unwrap();
        let into_text = 0x8001_0000 + (target % (words.len() as u32)) * 4;
        check(&m.call(into_text, args, BUDGET), BUDGET);
    }

    #[test]
    fn random_dumps(addr in any::<u32>(), len in 0u32..0x30_0000) {
        let r = r3000::run_exe(&exe_with(&[0x03E0_0008, 0], 0), &RunOptions {
            max: 100, dumps: vec![(addr, len)], ..RunOptions::default()
        });
        if let Ok(r) = r {
            prop_assert_eq!(r.dumps[0].hex.len() as u32, len * 2);
        }
    }
}

#[test]
fn self_loops_give_up_at_the_budget() {
    // beq zero, zero, -1 (branch to itself), with itself... in the delay slot: nop
    for words in [vec![0x1000_FFFF, 0], vec![0x0800_0000 | (0x8001_0000u32 >> 2 & 0x03FF_FFFF), 0]]
    {
        let mut m = Machine::from_exe(&exe_with(&words, 0)).unwrap();
        let out = m.run(1_000_000);
        assert_eq!(out.stop, Stop::Budget);
        assert_eq!(out.instructions, 1_000_000);
        let r = r3000::run_exe(
            &exe_with(&words, 0),
            &RunOptions { max: 5000, ..RunOptions::default() },
        )
        .unwrap();
        assert_eq!(r.message, "gave up after 5000 instructions");
    }
}

#[test]
fn jump_into_zeroed_ram_runs_nops_then_gives_up() {
    // jr to 0x80100000: all zero words (nops) up to the end of RAM, then the KSEG0 range
    // ends at 0x80800000 (past the fourth mirror) — a fetch fault or the budget, never a hang.
    let mut m = Machine::from_exe(&exe_with(&[0x3C08_8010, 0x0100_0008, 0], 0)).unwrap();
    let out = m.run(3_000_000);
    assert!(matches!(out.stop, Stop::Budget | Stop::Fault(_)), "{out:?}");
}
