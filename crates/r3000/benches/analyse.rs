//! Whole-EXE analysis time on the ≈600 KB synthetic boot EXE.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let table = [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21];
    let exe = synth::exe::boot_exe(&table);
    let img = mips::ExeImage::parse(&exe).unwrap();
    let mut g = c.benchmark_group("analyse_600k");
    g.sample_size(20);
    g.bench_function("functions", |b| b.iter(|| mips::functions::discover(&img).len()));
    g.bench_function("jump_tables", |b| b.iter(|| mips::jumptable::find_all(&img).len()));
    g.bench_function("record_lengths", |b| {
        b.iter(|| mips::dispatch::find(&img, mips::dispatch::Options::default()).len())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
