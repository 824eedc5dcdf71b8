//! Random bytes must come out entirely `unknown`; any bytes give a map (never a panic) whose
//! regions tile the file.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

mod common;

use probe::{probe_file, Limits, ProbeError, RegionKind};
use proptest::prelude::*;

fn named(r: &probe::Report) -> Vec<String> {
    r.regions
        .iter()
        .filter(|g| g.kind != RegionKind::Unknown)
        .map(|g| format!("{} {:#x}..{:#x}", g.kind, g.start, g.end))
        .collect()
}

/// The false-positive rate over fixed-seed random blobs of several sizes: zero.
#[test]
fn fixed_seed_random_blobs_stay_unknown() {
    let mut rng = common::XorShift(0x5EED_0017_D0E5_0001);
    let sizes = [16usize, 64, 256, 1024, 4096, 16_384, 65_536];
    let mut blobs = 0usize;
    let mut bytes = 0usize;
    let mut false_regions = Vec::new();
    for &size in &sizes {
        let count = if size >= 16_384 { 40 } else { 400 };
        for _ in 0..count {
            let b = rng.bytes(size);
            let r =
                probe_file(&b, &probe::builtin_lengths(), "random", &Limits::default()).unwrap();
            common::check_tiling(&r).unwrap();
            for n in named(&r) {
                false_regions.push(format!("{size} B: {n}"));
            }
            blobs += 1;
            bytes += size;
        }
    }
    println!("{blobs} random blobs, {bytes} bytes, {} false regions", false_regions.len());
    assert!(false_regions.is_empty(), "random bytes were named: {false_regions:?}");
}

/// Zero fill, constant fill and small-number noise are not structure either.
#[test]
fn fills_stay_unknown() {
    let mut rng = common::XorShift(42);
    // Half the bytes are valid type bytes: long chains are rare, landing ones rarer.
    let small: Vec<u8> = (0..8192).map(|_| (rng.next() % 28) as u8).collect();
    for (what, b) in [
        ("zeros", vec![0u8; 65_536]),
        ("0xFF", vec![0xFFu8; 8192]),
        ("0x05", vec![5u8; 8192]),
        ("bytes 0..27", small),
    ] {
        let r = probe_file(&b, &probe::builtin_lengths(), what, &Limits::default()).unwrap();
        common::check_tiling(&r).unwrap();
        assert!(named(&r).is_empty(), "{what}: {:?}", named(&r));
    }
}

#[test]
fn too_large_is_a_clear_error() {
    let limits = Limits { max_file: 1000, ..Limits::default() };
    let e = probe_file(&[0u8; 1001], &probe::builtin_lengths(), "big", &limits).unwrap_err();
    assert!(matches!(e, ProbeError::TooLarge { size: 1001, max: 1000, .. }));
    assert!(e.to_string().contains("big"));
}

#[test]
fn a_tiny_lz_budget_warns_and_still_maps() {
    let clut = synth::content::palette(7, 0);
    let b = synth::chr::character(7, 0, &clut, true, 73_728);
    let limits = Limits { lz_work_base: 100, lz_work_per_byte: 0, ..Limits::default() };
    let r = probe_file(&b, &probe::builtin_lengths(), "girl", &limits).unwrap();
    common::check_tiling(&r).unwrap();
    assert!(r.warnings.iter().any(|w| w.contains("budget")), "{:?}", r.warnings);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn any_bytes_stay_unknown(b in proptest::collection::vec(any::<u8>(), 0..4096)) {
        let r = probe_file(&b, &probe::builtin_lengths(), "p", &Limits::default()).unwrap();
        prop_assert!(common::check_tiling(&r).is_ok());
        prop_assert!(named(&r).is_empty(), "{:?}", named(&r));
    }

    #[test]
    fn mutated_files_give_a_map(
        which in 0usize..3,
        flips in proptest::collection::vec((any::<u32>(), any::<u8>()), 1..64),
        cut in any::<u32>(),
    ) {
        let clut = synth::content::palette(3, 1);
        let mut b = match which {
            0 => synth::chr::character(3, 1, &clut, true, 8192),
            1 => synth::chr::character(3, 150, &clut, false, 8192),
            _ => {
                let (m, _) = synth::maps::base_map(3, 4);
                dewprism::map::mmd::write(&m).unwrap()
            }
        };
        for (at, v) in flips {
            let n = b.len();
            b[at as usize % n] = v;
        }
        let keep = cut as usize % (b.len() + 1);
        b.truncate(keep);
        let r = probe_file(&b, &probe::builtin_lengths(), "m", &Limits::default()).unwrap();
        prop_assert!(common::check_tiling(&r).is_ok());
        let text = r.to_string();
        prop_assert!(text.contains("START"));
    }
}

/// Pathological inputs (up to several MiB with `PROBE_SCALE`) still give a map (the time is printed, not asserted:
/// speed is measured in `benches/`).
#[test]
fn pathological_inputs_give_a_map() {
    // Sizes are kept moderate for a debug-build test run; `PROBE_SCALE=8` tries ~8× larger.
    let mul: usize = std::env::var("PROBE_SCALE").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let scale = |n: usize| n * mul / 8;
    let blob = sqfs::lz::compress(&synth::content::texture_4bpp(1, 2, 64, 64));
    let mut lzs = Vec::new();
    while lzs.len() < scale(2 << 20) {
        lzs.extend(&blob);
    }
    let records: Vec<u8> = [9u8, 1, 0, 1, 2, 0, 0, 15, 0, 0, 15, 0].repeat(scale(300_000));
    let vertices: Vec<u8> = [0x10u8, 0, 0xF0, 0xFF, 0x20, 0, 0, 0].repeat(scale(400_000));
    let mut palettes = Vec::new();
    while palettes.len() < scale(1 << 20) {
        palettes
            .extend(synth::content::clut_bytes(&synth::content::palette(3, palettes.len() as u64)));
    }
    for (what, b) in [
        ("zeros", vec![0u8; scale(4 << 20)]),
        ("LZ blobs", lzs),
        ("one record repeated", records),
        ("one SVECTOR repeated", vertices),
        ("palettes", palettes),
    ] {
        let t = std::time::Instant::now();
        let r = probe_file(&b, &probe::builtin_lengths(), what, &Limits::default()).unwrap();
        common::check_tiling(&r).unwrap();
        println!("{what}, {} bytes: {} regions in {:?}", b.len(), r.regions.len(), t.elapsed());
    }
}
