//! Replay of a 10 MB GPU dump; matching plus camera fit for one model.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::arithmetic_side_effects)]

#[path = "../tests/support/mod.rs"]
mod support;

use captures::formats::GpuDumpWriter;
use captures::render::{self, Variant};
use captures::replay::{replay_dump, ReplayLimits};
use captures::{verify_gpu_dump, Options};
use criterion::{criterion_group, criterion_main, Criterion};
use dewprism::anim::RotationOrder;
use gpu::vram::Vram;
use synth::disc::{Plan, Size};

/// About 10 MB: the girl drawn in every frame until the dump is that big.
fn ten_mb_dump() -> Vec<u8> {
    let plan = Plan::new(Size::Small, 7);
    let g = support::girl(&plan);
    let posed = captures::pose(&g, 0, 1, RotationOrder::default());
    let cmds = render::draw(
        &posed,
        &support::layout(&g),
        &captures::synthetic::camera_a(),
        Variant::Genuine,
    );
    let mut w = GpuDumpWriter::new(&Vram::new());
    let frame_bytes: usize = cmds.iter().map(|c| 4 * (c.len() + 1)).sum();
    for _ in 0..(9 << 20) / frame_bytes {
        for c in &cmds {
            w.gp0(c);
        }
        w.vsync();
    }
    w.finish()
}

fn bench(c: &mut Criterion) {
    let dump = ten_mb_dump();
    eprintln!("dump: {} bytes", dump.len());
    let mut g = c.benchmark_group("captures");
    g.sample_size(10);
    g.bench_function("replay_10mb", |b| {
        b.iter(|| replay_dump(&dump, &ReplayLimits::default()).unwrap())
    });
    let plan = Plan::new(Size::Small, 7);
    let girl = support::girl(&plan);
    let one = support::gpu_dump(&girl, &captures::synthetic::camera_a(), Variant::Genuine);
    g.bench_function("match_and_fit_one_model", |b| {
        b.iter(|| verify_gpu_dump(&girl, "MAYA", "a", &one, &Options::default()))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
