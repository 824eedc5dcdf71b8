//! Property tests: any register contents and any command word give `Ok` or
//! `UnknownCommand`, never a panic; and `Gte::io` names every register a command reads or
//! writes.
#![allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::arithmetic_side_effects)]

use proptest::prelude::*;
use r3000::gte::{Gte, GteError};

/// Every opcode psx-spx documents.
const KNOWN: [u32; 22] = [
    0x01, 0x06, 0x0C, 0x10, 0x11, 0x12, 0x13, 0x14, 0x16, 0x1B, 0x1C, 0x1E, 0x20, 0x28, 0x29, 0x2A,
    0x2D, 0x2E, 0x30, 0x3D, 0x3E, 0x3F,
];

fn load(words: &[u32]) -> Gte {
    let mut gte = Gte::new();
    for (reg, &value) in words.iter().enumerate() {
        if reg < 32 {
            gte.write_data(reg, value);
        } else {
            gte.write_control(reg - 32, value);
        }
    }
    gte
}

/// Register words biased to the edges the GTE saturates at, like gte-fuzz's value table.
fn word() -> impl Strategy<Value = u32> {
    prop_oneof![
        Just(0u32),
        Just(0xFFFF_FFFF),
        Just(0x7FFF_FFFF),
        Just(0x8000_0000),
        Just(0x7FFF_7FFF),
        Just(0x8000_8000),
        Just(0x0000_1000),
        any::<u32>().prop_map(|w| w & 0xFFFF),
        any::<u32>(),
    ]
}

fn known_command() -> impl Strategy<Value = u32> {
    (proptest::sample::select(KNOWN.to_vec()), any::<u32>())
        .prop_map(|(op, bits)| (bits & 0x01FF_FFC0) | op)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_command_on_any_state_is_ok_or_unknown(
        words in proptest::collection::vec(any::<u32>(), 64),
        command in any::<u32>(),
    ) {
        let mut gte = load(&words);
        let before = gte.clone();
        match gte.execute(command) {
            Ok(()) => prop_assert!(Gte::io(command).is_some()),
            Err(GteError::UnknownCommand { command: c }) => {
                prop_assert_eq!(c, command);
                prop_assert!(Gte::io(command).is_none());
                prop_assert_eq!(gte, before);
            }
        }
    }

    #[test]
    fn io_lists_every_register_written(
        words in proptest::collection::vec(word(), 64),
        command in known_command(),
    ) {
        let io = Gte::io(command).unwrap();
        let mut gte = load(&words);
        let (data, control) = (gte.data_regs(), gte.control_regs());
        gte.execute(command).unwrap();
        for reg in 0..32 {
            if io.writes_data & (1 << reg) == 0 {
                prop_assert_eq!(gte.read_data(reg), data[reg], "data r{} changed", reg);
            }
            if io.writes_control & (1 << reg) == 0 {
                prop_assert_eq!(gte.read_control(reg), control[reg], "control r{} changed", reg);
            }
        }
    }

    #[test]
    fn io_lists_every_register_read(
        words in proptest::collection::vec(word(), 64),
        command in known_command(),
        values in proptest::collection::vec(word(), 64),
    ) {
        let io = Gte::io(command).unwrap();
        let base = load(&words);
        let mut expected = base.clone();
        expected.execute(command).unwrap();
        // Perturb, one at a time, each register the command does not read, by an ordinary
        // write. Skipped: SXYP and IRGB (their writes move other registers), ORGB and LZCR
        // (read-only), FLAG (every command clears it).
        for (reg, &value) in values.iter().enumerate() {
            let listed = if reg < 32 {
                io.reads_data & (1 << reg)
            } else {
                io.reads_control & (1 << (reg - 32))
            };
            if listed != 0 || [15, 28, 29, 31, 63].contains(&reg) {
                continue;
            }
            let mut b = base.clone();
            if reg < 32 { b.write_data(reg, value) } else { b.write_control(reg - 32, value) }
            b.execute(command).unwrap();
            for r in 0..32 {
                if io.writes_data & (1 << r) != 0 {
                    prop_assert_eq!(expected.read_data(r), b.read_data(r), "data r{} depends on r{}", r, reg);
                }
                if io.writes_control & (1 << r) != 0 {
                    prop_assert_eq!(expected.read_control(r), b.read_control(r), "control r{} depends on r{}", r, reg);
                }
            }
        }
    }

    #[test]
    fn from_regs_restores_a_snapshot(
        words in proptest::collection::vec(word(), 64),
        command in known_command(),
    ) {
        let mut gte = load(&words);
        gte.execute(command).unwrap();
        let restored = Gte::from_regs(&gte.data_regs(), &gte.control_regs());
        prop_assert_eq!(&restored, &gte);
    }
}
