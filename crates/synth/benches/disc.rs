//! Whole-disc operations on the full-size synthetic disc (357 MB raw, 4,934 entries).
//!
//! `cargo bench -p synth --bench disc`. Targets (issue #2/#3): listing with SHA-256 of every
//! file ≤ 1.0 s; find-clut over the whole disc ≤ 0.5 s. Whole-command timings with peak RSS:
//! `benches/disc.sh`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use criterion::{criterion_group, criterion_main, Criterion};
use disc::Disc;
use sqfs::listing::Listing;
use sqfs::names::Names;
use sqfs::volume::Volume;
use synth::disc::{Built, Plan, Size};

fn full_disc() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join("dewrip-bench-disc");
    let bin = dir.join("DEWPRISM.bin");
    if !bin.exists() {
        std::fs::create_dir_all(&dir).unwrap();
        let built = Built::from_plan(&Plan::new(Size::Full, 1)).unwrap();
        std::fs::write(&bin, built.raw_image()).unwrap();
    }
    bin
}

fn bench(c: &mut Criterion) {
    let bin = full_disc();
    let mut g = c.benchmark_group("full_disc");
    g.sample_size(10);
    g.bench_function("open_and_list_with_sha256", |b| {
        b.iter(|| {
            let vol = Volume::open(&bin).unwrap();
            Listing::build(&vol, &Names::new(), true, &|| {}).rows.len()
        })
    });
    let vol = Volume::from_disc(Disc::open(&bin).unwrap()).unwrap();
    let clut = {
        let m = Built::from_plan(&Plan::new(Size::Small, 1)).unwrap().manifest;
        sqfs::search::parse_hex(&m.girl.clut_hex).unwrap()
    };
    g.bench_function("find_clut", |b| {
        b.iter(|| sqfs::search::find_all(&vol, std::slice::from_ref(&clut)).unwrap().len())
    });
    g.bench_function("build_and_encode_full_image", |b| {
        b.iter(|| Built::from_plan(&Plan::new(Size::Full, 1)).unwrap().raw_image().len())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
