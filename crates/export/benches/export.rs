//! Export throughput: 172 copies of the hand-built 34-bone humanoid (the synthetic disc's
//! character count) to GLB + VRM 1.0 (+ VRM 0.x), in parallel like `dewrip export`.
#![allow(
    missing_docs,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects
)]

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use rayon::prelude::*;

fn bench(c: &mut Criterion) {
    let models: Vec<scene::Model> =
        (0..172).map(|i| common::humanoid(&format!("CHR{i:03}"))).collect();
    let mut g = c.benchmark_group("export");
    g.sample_size(10);
    g.bench_function("one humanoid glb", |b| b.iter(|| export::glb(&models[0]).unwrap()));
    g.bench_function("one humanoid vrm1", |b| {
        b.iter(|| export::vrm(&models[0], export::VrmVersion::V1).unwrap())
    });
    g.bench_function("172 humanoids glb+vrm1", |b| {
        b.iter(|| {
            models
                .par_iter()
                .map(|m| {
                    export::glb(m).unwrap().len()
                        + export::vrm(m, export::VrmVersion::V1).unwrap().len()
                })
                .sum::<usize>()
        })
    });
    g.bench_function("172 humanoids write_model glb+vrm1+vrm0+png", |b| {
        let dir = tempfile::tempdir().unwrap();
        b.iter(|| {
            models
                .par_iter()
                .map(|m| {
                    export::write_model(m, &dir.path().join(&m.name), &export::Formats::default())
                        .unwrap()
                        .bytes
                })
                .sum::<u64>()
        })
    });
    g.bench_function("walk gif 160px", |b| b.iter(|| export::walk_gif(&models[0], 160).unwrap()));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
