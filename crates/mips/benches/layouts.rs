//! `record-layouts` on the ≈600 KB synthetic boot EXE (target ≤ 1 s): find the dispatches,
//! choose the draw dispatch, run every case in the interpreter (`r3000::analysis`).
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let exe = synth::exe::boot_exe(&synth::exe::DRAW_LENGTHS);
    let opts = r3000::analysis::LayoutOptions::default();
    let mut g = c.benchmark_group("layouts_600k");
    g.sample_size(10);
    g.bench_function("record_layouts", |b| {
        b.iter(|| r3000::analysis::record_layouts(&exe, &opts).unwrap().dispatches.len())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
