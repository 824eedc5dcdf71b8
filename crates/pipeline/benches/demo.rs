//! The demo's heavy stages on the full-size synthetic disc (357 MB raw, 4,934 entries).
//!
//! `cargo bench -p pipeline --bench demo`. Targets (issue #25): the synthetic disc written in
//! ≤ 3 s; every walk GIF of the disc in ≤ 2 s; the conventions resolved once per run (this
//! bench shows what one resolution costs). Whole-command figures (wall, CPU, peak RSS) side by
//! side with an older binary: `benches/demo.sh`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use criterion::{criterion_group, criterion_main, Criterion};
use pipeline::stages::synth::Size;
use pipeline::{select, Disc, Overrides, Quiet};
use rayon::prelude::*;

fn full_disc() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join("dewrip-bench-demo-disc");
    let cue = dir.join("DEWPRISM.cue");
    if !cue.exists() {
        pipeline::stages::synth::disc(&dir, Size::Full, 1).unwrap();
    }
    cue
}

fn bench(c: &mut Criterion) {
    let cue = full_disc();
    let disc = Disc::open(&cue).unwrap();
    let conventions = disc.conventions(&Overrides::default()).unwrap();
    let listing = disc.listing(true, &Quiet);
    let rows = select::distinct_characters(&listing);
    let models: Vec<scene::Model> = select::decode_characters(&disc, &rows, &conventions, &Quiet)
        .into_iter()
        .filter_map(Result::ok)
        .map(|d| d.model)
        .collect();
    let mut g = c.benchmark_group("demo");
    g.sample_size(10);
    g.bench_function("walk_gifs_of_every_character", |b| {
        b.iter(|| {
            models
                .par_iter()
                .map(|m| export::walk_gif(m, 160).unwrap().map_or(0, |g| g.len()))
                .sum::<usize>()
        })
    });
    g.bench_function("conventions_resolve", |b| {
        b.iter(|| disc.conventions(&Overrides::default()).unwrap().warnings.len())
    });
    let out = std::env::temp_dir().join(format!("dewrip-bench-demo-write-{}", std::process::id()));
    g.bench_function("synthetic_disc_write_full", |b| {
        b.iter(|| {
            let _ = std::fs::remove_dir_all(&out);
            pipeline::stages::synth::disc(&out, Size::Full, 1).unwrap().sectors
        })
    });
    let _ = std::fs::remove_dir_all(&out);
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
