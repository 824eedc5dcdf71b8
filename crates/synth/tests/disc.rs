//! The synthetic disc read back through the real readers: every layout gives the manifest.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use disc::Disc;
use sqfs::volume::Volume;
use synth::disc::{Built, Plan, Size};

fn check(vol: &Volume, built: &Built) {
    let m = &built.manifest;
    let infos = vol.scan(true, &|| {});
    let digests: Vec<_> = infos.iter().map(|i| i.sha256).collect();
    let dups = sqfs::dedup::dup_of(&digests);
    assert_eq!(vol.table.entries.len(), m.entries.len());
    for ((e, info), (want, dup)) in
        vol.table.entries.iter().zip(&infos).zip(m.entries.iter().zip(&dups))
    {
        assert_eq!(e.index, want.index);
        assert_eq!(e.lba, want.lba, "lba of {}", e.index);
        assert_eq!(e.size, want.size, "size of {}", e.index);
        assert_eq!(e.unused, want.unused, "unused of {}", e.index);
        assert!(e.problems.is_empty(), "{}: {:?}", e.index, e.problems);
        if !e.unused {
            assert_eq!(info.kind.id(), want.kind, "kind of {}", e.index);
            assert_eq!(
                info.sha256.map(|d| sqfs::dedup::hex(&d)),
                want.sha256,
                "sha of {}",
                e.index
            );
        }
        assert_eq!(dup.map(|d| d as u32), want.dup_of, "dup_of of {}", e.index);
    }
    assert!(vol.table.extent.trailing_unused >= 1);
    assert!(
        vol.check_xa_ends().is_empty(),
        "{:?}",
        &vol.check_xa_ends()[..3.min(vol.check_xa_ends().len())]
    );
}

#[test]
fn small_disc_reads_back_as_its_manifest_from_bin_and_iso() {
    let plan = Plan::new(Size::Small, 1);
    let built = Built::from_plan(&plan).unwrap();
    let m = &built.manifest;
    assert_eq!(m.girl.indices.len(), synth::disc::GIRL_COPIES);
    assert!(m.entries.iter().any(|e| e.kind == "dot1"));
    assert!(m.entries.iter().any(|e| e.kind == "cdmake_dummy"));
    assert!(m.entries.iter().filter(|e| e.unused).count() > 10);
    let raw = Disc::from_bytes(built.raw_image()).unwrap();
    let vol = Volume::from_disc(raw).unwrap();
    check(&vol, &built);
    let id = vol.identity();
    assert_eq!(id.serial.as_deref(), Some("SLUS-01019"));
    assert_eq!(id.volume_id.as_deref(), Some("DEWPRISM"));
    let iso = Volume::from_disc(Disc::from_bytes(built.logical.clone()).unwrap()).unwrap();
    check(&iso, &built);
}

#[test]
fn the_girl_is_stored_27_times_whatever_the_seed() {
    for seed in 0..12 {
        let built = Built::from_plan(&Plan::new(Size::Small, seed)).unwrap();
        assert_eq!(built.manifest.girl.indices.len(), synth::disc::GIRL_COPIES, "seed {seed}");
    }
}

#[test]
fn same_seed_same_bytes() {
    let a = Built::from_plan(&Plan::new(Size::Small, 5)).unwrap();
    let b = Built::from_plan(&Plan::new(Size::Small, 5)).unwrap();
    assert!(a.logical == b.logical);
    let c = Built::from_plan(&Plan::new(Size::Small, 6)).unwrap();
    assert!(a.logical != c.logical);
}
