//! Budget and compare on a ~50k-triangle VRoid-style avatar (issue #8: each ≤ 200 ms); the
//! whole judgement with the picture on two ~70k-triangle avatars (issue #24: ≤ 1 s).
#![allow(
    missing_docs,
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
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

/// Issue 24: `compare` of two ~70,000-triangle VRMs with the PNG ≤ 1 s — read both files (the
/// counting pass and the figure, the rest pose normalised), judge (segments, budgets, platforms,
/// targets), draw the picture and encode it, as `dewrip compare A B --png OUT` does.
fn bench_judge(c: &mut Criterion) {
    let make = |version: VrmVersion, factors: Factors| {
        let mut o = common::opts(version, Skeleton::VRoid, factors, 1.0, false);
        o.detail = 12;
        o.head_detail = 3;
        common::vrm(&o)
    };
    let src_bytes = make(VrmVersion::V0, Factors::ONE);
    let ava_bytes = make(VrmVersion::V1, Factors::FAN);
    let n = measure::import_glb(&ava_bytes).unwrap().triangles.len();
    eprintln!("avatars: {n} triangles each ({} and {} bytes)", src_bytes.len(), ava_bytes.len());
    assert!(n >= 70_000, "{n}");
    // `DEWRIP_BENCH_OUT=DIR` keeps the two files, to time the command on them.
    if let Ok(dir) = std::env::var("DEWRIP_BENCH_OUT") {
        std::fs::write(format!("{dir}/source70k.vrm"), &src_bytes).unwrap();
        std::fs::write(format!("{dir}/avatar70k.vrm"), &ava_bytes).unwrap();
    }
    let run = || {
        let s = measure::judge::Loaded::from_bytes("source.vrm", &src_bytes);
        let a = measure::judge::Loaded::from_bytes("avatar.vrm", &ava_bytes);
        let o = measure::judge::JudgeOptions::default();
        let r = measure::judge::judge(&s, &a, &o);
        let (Some(cmp), Ok(sf), Ok(af)) = (&r.comparison, &s.figure, &a.figure) else { panic!() };
        let pic = measure::picture::compare_picture(sf, af, cmp, &o.compare, &Default::default())
            .unwrap();
        let png = measure::picture::png(&pic).unwrap();
        (r.platforms.len(), png.len())
    };
    let mut g = c.benchmark_group("judge_70k");
    g.sample_size(10);
    g.bench_function("compare_with_png", |b| b.iter(run));
    g.finish();
}

criterion_group!(benches, bench, bench_judge);
criterion_main!(benches);
