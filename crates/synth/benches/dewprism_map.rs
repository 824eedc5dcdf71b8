//! Maps of the full-size synthetic disc (245 `.mmd`, 292 `.mtd`, 141 unique maps).
//!
//! `cargo bench -p synth --bench dewprism_map`. Target (issue #7): decode all maps of the full disc
//! ≤ 3 s on 2 cores.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion};
use dewprism::map;
use rayon::prelude::*;
use sqfs::sniff::Kind;
use synth::disc::{Plan, Size, Slot};

fn bench(c: &mut Criterion) {
    let plan = Plan::new(Size::Full, 1);
    let files: Vec<(u32, Kind, &[u8])> = plan
        .slots
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match s {
            Slot::File { data, kind, .. } if matches!(kind, Kind::Mmd | Kind::Mtd) => {
                Some((i as u32, *kind, data.as_slice()))
            }
            _ => None,
        })
        .collect();
    let l = dewprism::Conventions::builtin();
    let pairing = map::pair(&files, &l);
    assert_eq!(pairing.rows.len(), 245);
    let bytes = |i: u32| files.iter().find(|f| f.0 == i).unwrap().2;
    let jobs: Vec<(&[u8], &[u8])> =
        pairing.rows.iter().map(|r| (bytes(r.mmd), bytes(r.mtd))).collect();
    let unique: Vec<(&[u8], &[u8])> = pairing
        .rows
        .iter()
        .filter(|r| r.dup_of.is_none())
        .map(|r| (bytes(r.mmd), bytes(r.mtd)))
        .collect();
    let mut g = c.benchmark_group("maps_full_disc");
    g.sample_size(10);
    g.bench_function("pair_245_mmd_292_mtd", |b| b.iter(|| map::pair(&files, &l)));
    g.bench_function("decode_all_245_sequential", |b| {
        b.iter(|| {
            jobs.iter().map(|(m, t)| map::decode(m, t, &l, "m").unwrap().triangles()).sum::<usize>()
        })
    });
    g.bench_function("decode_all_245_parallel", |b| {
        b.iter(|| {
            jobs.par_iter()
                .map(|(m, t)| map::decode(m, t, &l, "m").unwrap().triangles())
                .sum::<usize>()
        })
    });
    g.bench_function("pair_and_decode_141_unique_parallel", |b| {
        b.iter(|| {
            let p = map::pair(&files, &l);
            let n: usize = unique
                .par_iter()
                .map(|(m, t)| map::decode(m, t, &l, "m").unwrap().triangles())
                .sum();
            (p.rows.len(), n)
        })
    });
    g.bench_function("verify_all", |b| b.iter(|| map::verify(&files, &l).passed()));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
