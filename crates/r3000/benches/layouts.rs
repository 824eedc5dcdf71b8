//! `record-layouts` on the ≈600 KB synthetic boot EXE (target ≤ 1 s, perturbation and state
//! records included): find the dispatches, choose the draw dispatch, steer every case until it
//! draws, perturb every record byte, run every state type before every drawing type
//! (`r3000::analysis`). Also the two fixtures the steering works hardest on: BSS pools culled in
//! C (`f_pool` -O2) and the hand-written assembly dispatch (`a_gte`).
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion};

fn fixture(name: &str) -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../r3000/tests/fixtures_layouts/gcc")
        .join(name);
    std::fs::read(p).unwrap()
}

fn bench(c: &mut Criterion) {
    let exe = synth::exe::boot_exe(&synth::exe::DRAW_LENGTHS);
    let opts = r3000::analysis::LayoutOptions::default();
    let mut g = c.benchmark_group("layouts_600k");
    g.sample_size(10);
    g.bench_function("record_layouts", |b| {
        b.iter(|| r3000::analysis::record_layouts(&exe, &opts).unwrap().dispatches.len())
    });
    for name in ["f_pool_O2.exe", "a_gte_asm.exe"] {
        let exe = fixture(name);
        g.bench_function(name, |b| {
            b.iter(|| r3000::analysis::record_layouts(&exe, &opts).unwrap().dispatches.len())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
