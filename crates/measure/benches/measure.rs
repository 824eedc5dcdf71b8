//! Budget and compare on a ~50k-triangle VRoid-style avatar (issue #8: each ≤ 200 ms).
#![allow(
    missing_docs,
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects
)]

#[path = "../tests/common/mod.rs"]
mod common;

use common::avatar::{Factors, Skeleton, VrmVersion};
use criterion::{criterion_group, criterion_main, Criterion};

fn big(version: VrmVersion, factors: Factors) -> Vec<u8> {
    let mut o = common::opts(version, Skeleton::VRoid, factors, 1.0, false);
    o.detail = 10;
    o.head_detail = 3;
    common::vrm(&o)
}

fn bench(c: &mut Criterion) {
    let src_bytes = big(VrmVersion::V0, Factors::ONE);
    let ava_bytes = big(VrmVersion::V1, Factors::FAN);
    let src = measure::import_glb(&src_bytes).unwrap();
    let ava = measure::import_glb(&ava_bytes).unwrap();
    eprintln!(
        "avatar: {} triangles, {} vertices, {} bytes",
        ava.triangles.len(),
        ava.positions.len(),
        ava_bytes.len()
    );
    let mut g = c.benchmark_group("measure_50k");
    g.sample_size(20);
    g.bench_function("import_glb", |b| b.iter(|| measure::import_glb(&ava_bytes).unwrap()));
    g.bench_function("budget", |b| b.iter(|| measure::budget_figure(&ava, &Default::default())));
    g.bench_function("compare", |b| b.iter(|| measure::compare(&src, &ava)));
    g.bench_function("import_both_and_compare", |b| {
        b.iter(|| {
            let s = measure::import_glb(&src_bytes).unwrap();
            let a = measure::import_glb(&ava_bytes).unwrap();
            measure::compare(&s, &a)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
