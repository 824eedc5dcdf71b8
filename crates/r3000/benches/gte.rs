//! GTE command throughput: the commands a draw routine runs per face (RTPT, NCLIP, AVSZ3) and
//! per vertex (RTPS), plus MVMVA and NCDS, each on a projection state like a game's (a
//! rotation, a translation 2 m in front, H = 256). In commands per second.
#![allow(
    missing_docs,
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects
)]

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use r3000::gte::Gte;

/// Command words (the cop2 imm25) from psx-spx's GTE command table; sf = 1 (shift by 12).
const COMMANDS: [(&str, u32); 6] = [
    ("rtps", 0x0018_0001),
    ("rtpt", 0x0028_0030),
    ("nclip", 0x0140_0006),
    ("avsz3", 0x0158_002D),
    ("mvmva", 0x0048_6012),
    ("ncds", 0x00E8_0413),
];

fn projected() -> Gte {
    let mut g = Gte::new();
    g.set_rotation(&[[4096, 0, 0], [0, 3547, -2048], [0, 2048, 3547]]);
    g.set_translation([0, 0, 2048]);
    g.set_screen(160 << 16, 120 << 16, 256);
    g.set_depth_cue(-200, 0x0140_0000);
    // V0..V2: a face of a model, 1 unit = 1 mm.
    for (i, v) in [[-120i16, 40, 10], [130, 45, -5], [0, 300, 20]].iter().enumerate() {
        g.write_data(2 * i, (v[0] as u16 as u32) | ((v[1] as u16 as u32) << 16));
        g.write_data(2 * i + 1, v[2] as u16 as u32);
    }
    g
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("gte");
    group.throughput(Throughput::Elements(1));
    for (name, word) in COMMANDS {
        let mut g = projected();
        group.bench_function(name, |b| {
            b.iter(|| {
                g.execute(black_box(word)).unwrap();
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
