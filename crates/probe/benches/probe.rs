//! `probe --all` over every unique `.chr`, `.mmd` and `.mtd` of the full-size synthetic disc
//! (built in memory). Target (issue 17): ≤ 2 s. `cargo bench -p probe --bench probe`.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use criterion::{criterion_group, criterion_main, Criterion};
use probe::{probe_all, Input, Limits};
use sqfs::sniff::Kind;
use synth::disc::{Plan, Size, Slot};

/// (label, group, bytes) of every distinct model and map file.
fn unique_files() -> Vec<(String, &'static str, Vec<u8>)> {
    let plan = Plan::new(Size::Full, 1);
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for (i, s) in plan.slots.iter().enumerate() {
        if let Slot::File { data, kind, .. } = s {
            if matches!(kind, Kind::Chr | Kind::ChrNomagic | Kind::Mmd | Kind::Mtd)
                && seen.insert(data.as_slice().to_vec())
            {
                out.push((format!("SYNTH:{i}"), kind.id(), data.to_vec()));
            }
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let files = unique_files();
    let bytes: usize = files.iter().map(|f| f.2.len()).sum();
    eprintln!("{} unique files, {} bytes", files.len(), bytes);
    let inputs: Vec<Input<'_>> =
        files.iter().map(|(l, g, b)| Input { label: l, group: g, bytes: b }).collect();
    let mut g = c.benchmark_group("probe");
    g.sample_size(10);
    g.bench_function("probe_all_full_disc_models_and_maps", |b| {
        b.iter(|| probe_all(&inputs, &probe::builtin_lengths(), &Limits::default()).files.len())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
