//! Property tests for the container readers: mutated and cut ECM, PBP, CloneCD, MDS and CHD
//! files open with Ok or Err and read with Ok or Err — never a panic, never a hang.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod disc_util;

use std::path::PathBuf;
use std::sync::OnceLock;

use disc::{ccd, ecm, mds, pbp, Disc, Layout};
use disc_util::*;
use proptest::prelude::*;

const SECTORS: u32 = 40;

fn raw() -> &'static Vec<u8> {
    static RAW: OnceLock<Vec<u8>> = OnceLock::new();
    RAW.get_or_init(|| image(Layout::Raw2352, &user_sectors(SECTORS, &[])))
}

/// Opens `bytes` written as `name` (plus companions) and reads everything a caller would.
fn exercise(files: &[(&str, &[u8])]) {
    let dir = tempfile::tempdir().unwrap();
    let mut first: Option<PathBuf> = None;
    for (name, bytes) in files {
        let p = dir.path().join(name);
        std::fs::write(&p, bytes).unwrap();
        first.get_or_insert(p);
    }
    let Ok(disc) = Disc::open(&first.unwrap()) else { return };
    let n = disc.sector_count().min(64);
    let _ = disc.read(0, 0, n as usize * 2048);
    for lba in 0..n {
        let _ = disc.check_edc(lba);
        let _ = disc.subheader(lba);
        let _ = disc.image_offset(lba, 3);
    }
    let _ = disc.user_data(0);
    let _ = disc.raw_sector(n.saturating_sub(1));
}

fn chd() -> Option<&'static Vec<u8>> {
    static CHD: OnceLock<Option<Vec<u8>>> = OnceLock::new();
    CHD.get_or_init(|| {
        let dir = tempfile::tempdir().ok()?;
        std::fs::write(dir.path().join("a.bin"), raw()).ok()?;
        std::fs::write(dir.path().join("a.cue"), disc::write::cue_sheet("a.bin")).ok()?;
        let ok = std::process::Command::new("chdman")
            .args(["createcd", "-f", "-i"])
            .arg(dir.path().join("a.cue"))
            .arg("-o")
            .arg(dir.path().join("a.chd"))
            .output()
            .ok()?
            .status
            .success();
        ok.then(|| std::fs::read(dir.path().join("a.chd")).ok()).flatten()
    })
    .as_ref()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn mutated_ecm_never_panics(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8), cut in any::<usize>()) {
        // Edits land mostly in the run headers near the start.
        let good = ecm::write(raw());
        let edits: Vec<(usize, u8)> = edits.into_iter().map(|(a, v)| (if a % 2 == 0 { a % 64 } else { a }, v)).collect();
        exercise(&[("x.ecm", &mutate(good, &edits, cut))]);
    }

    #[test]
    fn mutated_pbp_never_panics(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8), cut in any::<usize>()) {
        let good = pbp::write(raw(), "SLUS01019", "T", 6).unwrap();
        let psar = u32::from_le_bytes(good[0x24..0x28].try_into().unwrap()) as usize;
        // Aim at the header, the disc header and the block index.
        let edits: Vec<(usize, u8)> = edits.into_iter().map(|(a, v)| match a % 4 {
            0 => (a % 0x28, v),
            1 => (psar + a % 0x800, v),
            2 => (psar + 0x4000 + a % 0x100, v),
            _ => (a, v),
        }).collect();
        exercise(&[("x.pbp", &mutate(good, &edits, cut))]);
    }

    #[test]
    fn mutated_ccd_and_mds_never_panic(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8), cut in any::<usize>()) {
        let ccd_text = mutate(ccd::write(SECTORS).into_bytes(), &edits, cut);
        exercise(&[("x.ccd", &ccd_text), ("x.img", raw())]);
        let mds_bytes = mutate(mds::write(SECTORS, 2352), &edits, cut);
        exercise(&[("y.mds", &mds_bytes), ("y.mdf", raw())]);
    }

    #[test]
    fn mutated_chd_never_panics(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6), cut in any::<usize>()) {
        let Some(good) = chd() else { return Ok(()) };
        let len = good.len();
        // Header (0..124), map and metadata (the tail), and anywhere.
        let edits: Vec<(usize, u8)> = edits.into_iter().map(|(a, v)| match a % 3 {
            0 => (a % 124, v),
            1 => (len - 1 - a % 512.min(len), v),
            _ => (a, v),
        }).collect();
        exercise(&[("x.chd", &mutate(good.clone(), &edits, cut))]);
    }
}
