//! Bad, truncated and random input: `Err` or a result, never a panic.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use proptest::prelude::*;

fn fixture() -> Vec<u8> {
    let p =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcc/d_shared_O2.exe");
    std::fs::read(p).unwrap()
}

fn analyse(img: &mips::ExeImage<'_>) {
    let _ = mips::functions::discover(img);
    let _ = mips::jumptable::find_all(img);
    let _ = mips::dispatch::find(img, Default::default());
    let _ = mips::disasm::range(img, img.base, 64);
}

#[test]
fn truncations_are_errors() {
    let f = fixture();
    for n in [0, 7, 8, 0x7FF, 0x800, 0x801, f.len() - 1] {
        let e = mips::ExeImage::parse(&f[..n]);
        assert!(e.is_err(), "{n}");
        let msg = e.unwrap_err().to_string();
        assert!(msg.contains("0x"), "{msg}");
    }
    assert!(mips::ExeImage::parse(&f).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        let _ = mips::ExeImage::parse(&bytes);
    }

    #[test]
    fn random_text_analyses_never_panic(words in proptest::collection::vec(any::<u32>(), 0..2048), pc in 0u32..2048) {
        let text: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let exe = mips::image::write_exe(0x8001_0000 + pc * 4, 0x8001_0000, &text);
        let img = mips::ExeImage::parse(&exe).unwrap();
        analyse(&img);
    }

    #[test]
    fn mutated_fixture_never_panics(flips in proptest::collection::vec((0usize..0x2000, any::<u8>()), 1..64)) {
        let mut f = fixture();
        for (at, v) in flips {
            let n = f.len();
            f[at % n] ^= v;
        }
        if let Ok(img) = mips::ExeImage::parse(&f) {
            analyse(&img);
        }
    }

    #[test]
    fn write_then_parse(text in proptest::collection::vec(any::<u8>(), 0..3000), pc in any::<u32>()) {
        let exe = mips::image::write_exe(pc, 0x8001_0000, &text);
        let img = mips::ExeImage::parse(&exe).unwrap();
        prop_assert_eq!(img.pc, pc);
        prop_assert_eq!(&img.text[..text.len()], &text[..]);
        prop_assert!(img.text[text.len()..].iter().all(|&b| b == 0));
    }
}
