#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    missing_docs
)]
//! The one record walker over a long stream of every record type: through the built-in layout
//! and through a layout with every type's fields reversed and two spare bytes (the cost of
//! reading fields through a table instead of fixed offsets).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cursor::Writer;
use dewprism::records::{walk, Domains, RecordKind, RecordLayout, TypeLayout, TYPES};

fn reversed() -> RecordLayout {
    let mut l = RecordLayout::builtin();
    for t in 0..TYPES as u8 {
        let kind = RecordKind::of(t).unwrap();
        let mut at = 3u8;
        let mut fields = Vec::new();
        for f in kind.fields().into_iter().rev() {
            fields.push((f, at));
            at += kind.width(f);
        }
        l = l.with(TypeLayout::new(t, at, &fields, &[]).unwrap());
    }
    l
}

fn stream(l: &RecordLayout, n: usize) -> (Vec<u8>, usize) {
    let recs = dewprism::records::record::examples();
    let mut w = Writer::new();
    for r in recs.iter().cycle().take(n) {
        r.write(&mut w, l).unwrap();
    }
    w.align(4).unwrap();
    (w.into_inner(), n)
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("records");
    g.sample_size(20);
    for (name, l) in [("builtin", RecordLayout::builtin()), ("reversed", reversed())] {
        let (bytes, n) = stream(&l, 14_000);
        let lengths = l.lengths();
        let d = Domains { tiles: Some(300), pool: 0x1234 + 8 };
        g.throughput(Throughput::Elements(n as u64));
        g.bench_function(format!("walk_14000_{name}"), |b| {
            b.iter(|| {
                let w = walk(&bytes, 0, n, bytes.len(), &lengths, &l, d);
                assert!(w.problem.is_none());
                w.records.len()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
