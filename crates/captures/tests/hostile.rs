//! Random input never panics and never passes a capture check.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use captures::{verify_gpu_dump, verify_ram, Options, Status};
use proptest::prelude::*;
use psx::capture::GpuDumpWriter;
use psx::vram::Vram;
use synth::disc::{Plan, Size};

fn girl() -> dewprism::chr::Chr {
    synth::captures::girl(&Plan::new(Size::Small, 7))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_gp0_words_never_pass(words in proptest::collection::vec(any::<u32>(), 0..3000)) {
        let g = girl();
        let mut w = GpuDumpWriter::new(&Vram::new());
        for c in words.chunks(37) {
            w.gp0(c);
            w.vsync();
        }
        let r = verify_gpu_dump(&g, "MAYA", "random", &w.finish(), &Options::default());
        for c in &r.checks {
            prop_assert_ne!(c.status, Status::Pass, "{:?}", c);
        }
    }

    #[test]
    fn random_bytes_never_pass(bytes in proptest::collection::vec(any::<u8>(), 0..4096), tick in 0u32..64) {
        let g = girl();
        let r = verify_gpu_dump(&g, "MAYA", "random", &bytes, &Options::default());
        prop_assert!(r.checks.iter().all(|c| c.status == Status::NotMeasured));
        let r = verify_ram(&g, "MAYA", "random", &bytes, tick, &Options::default());
        prop_assert!(r.checks.iter().all(|c| c.status == Status::NotMeasured));
    }

    #[test]
    fn ram_records_round_trip(cursor in 0usize..65536, wait in any::<u16>(), acc in any::<i32>(),
                              vel in any::<i16>(), ended in any::<bool>()) {
        let s = dewprism::anim::ChannelState { cursor, wait, acc, vel: i32::from(vel), ended };
        let r = captures::ram::decode(&captures::ram::encode(&s)).unwrap();
        prop_assert_eq!((usize::from(r.cursor), r.wait, r.acc, i32::from(r.vel), r.ended),
                        (cursor, wait, acc, i32::from(vel), ended));
    }
}
