#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    missing_docs
)]
//! Decoding all 172 synthetic characters (read + conversion to `scene::Model`), sequentially
//! and with rayon; and the landing check alone.

use criterion::{criterion_group, criterion_main, Criterion};
use dewprism::chr;
use dewprism::Conventions;
use rayon::prelude::*;

fn corpus() -> Vec<Vec<u8>> {
    let seed = 0xD15C;
    (0..172u64)
        .map(|d| {
            let clut = synth::content::palette(seed, d);
            // 123 of 172 carry the magic on the real disc; the rest are magic-less.
            synth::chr::character(seed, d, &clut, d < 123, 0)
        })
        .collect()
}

fn decode_one(b: &[u8]) -> usize {
    let m = chr::decode(b, &Conventions::builtin(), "bench", "synthetic").unwrap();
    m.triangles()
}

fn bench(c: &mut Criterion) {
    let files = corpus();
    let total: usize = files.iter().map(Vec::len).sum();
    eprintln!("172 characters, {total} bytes");
    let mut g = c.benchmark_group("chr");
    g.sample_size(10);
    g.bench_function("decode_172_to_scene_sequential", |b| {
        b.iter(|| files.iter().map(|f| decode_one(f)).sum::<usize>())
    });
    g.bench_function("decode_172_to_scene_rayon", |b| {
        b.iter(|| files.par_iter().map(|f| decode_one(f)).sum::<usize>())
    });
    g.bench_function("read_172", |b| {
        b.iter(|| {
            files
                .iter()
                .map(|f| chr::read(f, &Conventions::builtin()).unwrap().parts.len())
                .sum::<usize>()
        })
    });
    g.bench_function("verify_check_172", |b| {
        b.iter(|| {
            files
                .iter()
                .map(|f| chr::verify::check(f, &Conventions::builtin()).unwrap().landed())
                .sum::<usize>()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
