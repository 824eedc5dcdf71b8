//! Bad input never panics or hangs `record_layouts`: random bytes, random text in a valid
//! header, and engine fixtures with random words overwritten (self-loops, jumps into data,
//! unmapped addresses, runaway loops) give `Ok` (with "not measured" reasons) or `Err`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use proptest::prelude::*;
use r3000::analysis::{record_layouts, LayoutOptions};

fn fixture(name: &str) -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures_layouts/gcc")
        .join(name);
    std::fs::read(p).unwrap()
}

/// A small budget keeps each case quick; every run is bounded by it.
const OPTS: LayoutOptions = LayoutOptions { budget: 20_000, dispatch: None };

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        let _ = record_layouts(&bytes, &OPTS);
    }

    #[test]
    fn random_text(words in proptest::collection::vec(any::<u32>(), 1..2048)) {
        let text: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let exe = mips::image::write_exe(0x8001_0000, 0x8001_0000, &text);
        let _ = record_layouts(&exe, &OPTS);
    }

    #[test]
    fn mutated_draw_dispatch(
        which in 0usize..3,
        edits in proptest::collection::vec((0usize..0x1800, any::<u32>(), 0u8..4), 1..8),
    ) {
        let name = ["e_gte_O2.exe", "e_cross_O0.exe", "e_threaded_O2.exe"][which];
        let mut exe = fixture(name);
        for (at, w, kind) in edits {
            let off = 0x800 + (at & !3);
            if off + 4 > exe.len() {
                continue;
            }
            let word = match kind {
                0 => w,
                1 => 0x1000_FFFF,               // b . (a self-loop)
                2 => 0x0800_0000 | (w & 0xFFFF), // j into low memory / data
                _ => 0x8C00_0000 | (w & 0x03FF_FFFF), // a load through a random register
            };
            exe[off..off + 4].copy_from_slice(&word.to_le_bytes());
        }
        if let Ok(r) = record_layouts(&exe, &OPTS) {
            // never a silent empty: a chosen dispatch has every type, measured or with a reason
            if r.draw_dispatch.is_some() {
                let d = &r.dispatches[0];
                prop_assert!(!d.types.0.is_empty());
                for t in d.types.0.values() {
                    prop_assert!(
                        t.command.is_some() || t.not_measured.is_some() || t.fill.is_some(),
                        "{t:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn errors_name_the_problem() {
    let e = record_layouts(b"not an exe", &OPTS).unwrap_err();
    assert!(e.to_string().contains("EXE"), "{e}");
    // text loaded inside the arenas
    let exe = mips::image::write_exe(0x8000_1000, 0x8000_1000, &[0; 16]);
    let e = record_layouts(&exe, &OPTS).unwrap_err();
    assert!(e.to_string().contains("arenas"), "{e}");
    // no dispatch: Ok with a warning, no layout
    let exe = mips::image::write_exe(0x8001_0000, 0x8001_0000, &[0; 64]);
    let r = record_layouts(&exe, &OPTS).unwrap();
    assert_eq!(r.draw_dispatch, None);
    assert_eq!(r.warnings, ["no record-dispatch loop found"]);
}

#[test]
fn a_budget_too_small_is_reported_not_silent() {
    let exe = fixture("e_gte_O1.exe");
    let r = record_layouts(&exe, &LayoutOptions { budget: 50, dispatch: None }).unwrap();
    assert!(r.draw_dispatch.is_some());
    assert!(!r.warnings.is_empty());
    let t = &r.dispatches[0].types.0[&9];
    assert_eq!(t.command, None);
    assert!(t.not_measured.as_deref().unwrap_or("").contains("gave up after"), "{t:?}");
}
