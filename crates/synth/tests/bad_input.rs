//! Bad input never panics: truncated images, bit flips, wrong sector sizes, foreign discs.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use disc::Disc;
use proptest::prelude::*;
use sqfs::volume::Volume;
use std::sync::OnceLock;
use synth::disc::{Built, Plan, Size};

fn small() -> &'static (Vec<u8>, Vec<u8>) {
    static IMG: OnceLock<(Vec<u8>, Vec<u8>)> = OnceLock::new();
    IMG.get_or_init(|| {
        let built = Built::from_plan(&Plan::new(Size::Small, 3)).unwrap();
        (built.raw_image(), built.logical)
    })
}

/// Opens, lists and checks an image; any error is fine, a panic is not.
fn exercise(bytes: Vec<u8>) {
    let Ok(disc) = Disc::from_bytes(bytes) else { return };
    let Ok(vol) = Volume::from_disc(disc) else { return };
    let _ = vol.identity();
    let listing = sqfs::listing::Listing::build(&vol, &sqfs::names::Names::new(), true, &|| {});
    assert_eq!(listing.rows.len(), vol.table.entries.len());
    let _ = vol.check_xa_ends();
}

#[test]
fn foreign_disc_names_what_was_checked() {
    let (_, logical) = small();
    let mut iso = logical.clone();
    iso[0x17 * 2048..0x18 * 2048].fill(0);
    iso[0x17 * 2048 + 0x20..0x17 * 2048 + 0x26].copy_from_slice(b"SLPS00");
    let err = Volume::from_disc(Disc::from_bytes(iso).unwrap()).err().unwrap().to_string();
    assert!(err.contains("sector 0x17 title is 'SLPS00'"), "{err}");
    assert!(err.contains("expected DEWPRISM, CHRONOCROSS or DSnn_XENOGEARS"), "{err}");
}

#[test]
fn wrong_sector_size_is_an_error() {
    let (raw, _) = small();
    // Re-cut the raw image into 2340-byte sectors: neither 2352, 2336 nor 2048.
    let recut: Vec<u8> = raw.chunks(2352).flat_map(|s| s[12..].iter().copied()).collect();
    let Err(err) = Disc::from_bytes(recut) else {
        panic!("a 2340-byte-sector image must not open")
    };
    let err = err.to_string();
    assert!(!err.is_empty());
}

#[test]
fn truncated_images_list_what_is_there_and_flag_the_rest() {
    let (raw, _) = small();
    let cut = raw.len() / 2 / 2352 * 2352;
    let disc = Disc::from_bytes(raw[..cut].to_vec()).unwrap();
    let vol = Volume::from_disc(disc).unwrap();
    let past_end = vol
        .table
        .entries
        .iter()
        .filter(|e| e.problems.iter().any(|p| matches!(p, sqfs::table::Problem::PastEnd { .. })))
        .count();
    assert!(past_end > 10, "entries past a cut image are flagged ({past_end})");
    exercise(raw[..cut + 1000].to_vec());
    // Too short to hold the table at all.
    assert!(Disc::from_bytes(raw[..2352 * 10].to_vec()).is_err());
}

#[test]
fn decreasing_and_out_of_range_lbas_in_a_real_image() {
    let (_, logical) = small();
    let mut iso = logical.clone();
    let dir = 0x18 * 2048;
    // Entry 5 jumps past the end of the image; entry 9 goes backwards.
    iso[dir + 20..dir + 24].copy_from_slice(&0x007F_FFF0u32.to_le_bytes());
    iso[dir + 36..dir + 40].copy_from_slice(&0x0000_0030u32.to_le_bytes());
    let vol = Volume::from_disc(Disc::from_bytes(iso).unwrap()).unwrap();
    let probs = |i: usize| vol.table.entries[i].problems.clone();
    assert!(
        probs(4).iter().any(|p| matches!(p, sqfs::table::Problem::PastEnd { .. }))
            || !probs(5).is_empty()
    );
    assert!(probs(5).iter().any(|p| matches!(p, sqfs::table::Problem::LbaDecreases { .. })));
    assert!(probs(8).iter().any(|p| matches!(p, sqfs::table::Problem::LbaDecreases { .. })));
    for e in &vol.table.entries {
        assert!(e.lba as u64 + e.sectors() <= vol.disc.sector_count() as u64 || e.size == 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_truncations_never_panic(frac in 0.0f64..1.0, raw_layout in any::<bool>()) {
        let (raw, logical) = small();
        let img = if raw_layout { raw } else { logical };
        let cut = (img.len() as f64 * frac) as usize;
        exercise(img[..cut].to_vec());
    }

    #[test]
    fn bit_flips_in_the_table_and_anywhere_never_panic(
        flips in proptest::collection::vec((0usize..0x30 * 2048, any::<u8>()), 1..64),
        anywhere in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..64),
        raw_layout in any::<bool>(),
    ) {
        let (raw, logical) = small();
        let mut img = if raw_layout { raw.clone() } else { logical.clone() };
        let scale = if raw_layout { 2352 } else { 2048 };
        for (at, x) in flips {
            let at = at / 2048 * scale + at % 2048 + if raw_layout { 24 } else { 0 };
            img[at] ^= x | 1;
        }
        let len = img.len();
        for (at, x) in anywhere {
            img[at.index(len)] ^= x;
        }
        exercise(img);
    }
}
