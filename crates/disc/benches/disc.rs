//! Disc throughput: encoding Mode 2 Form 1 sectors (EDC + ECC) and walking the logical
//! user-data stream of a raw image with `for_each_span`.
#![allow(missing_docs, clippy::arithmetic_side_effects, clippy::indexing_slicing, clippy::panic)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use disc::write::{encode_mode2_form1, SUBMODE_DATA};
use disc::{Disc, Subheader};
use std::hint::black_box;

fn user(lba: u32) -> [u8; 2048] {
    let mut d = [0u8; 2048];
    for (i, b) in d.iter_mut().enumerate() {
        *b = (lba as usize).wrapping_mul(31).wrapping_add(i.wrapping_mul(7)) as u8;
    }
    d
}

fn bench(c: &mut Criterion) {
    let sub = Subheader { file: 0, channel: 0, submode: SUBMODE_DATA, coding: 0 };

    const ENCODE: u32 = 20_000;
    let users: Vec<[u8; 2048]> = (0..64).map(user).collect();
    let mut out = vec![[0u8; 2352]; ENCODE as usize];
    let mut g = c.benchmark_group("disc");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(u64::from(ENCODE) * 2352));
    g.bench_function("encode_mode2_form1 x20000 (image bytes)", |b| {
        b.iter(|| {
            for (lba, o) in out.iter_mut().enumerate() {
                encode_mode2_form1(lba as u32, sub, &users[lba % 64], o);
            }
            black_box(&out);
        })
    });

    // A ~100 MB raw image in memory (42,500 sectors × 2352 bytes).
    const SECTORS: u32 = 42_500;
    let mut image = vec![0u8; SECTORS as usize * 2352];
    for (lba, chunk) in image.chunks_exact_mut(2352).enumerate() {
        let o: &mut [u8; 2352] = chunk.try_into().unwrap_or_else(|_| unreachable!());
        encode_mode2_form1(lba as u32, sub, &users[lba % 64], o);
    }
    let disc = Disc::from_bytes(image).unwrap_or_else(|e| panic!("{e}"));
    let len = u64::from(SECTORS) * 2048;
    g.throughput(Throughput::Bytes(len));
    g.bench_function("for_each_span over 100 MB raw (user bytes)", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            disc.for_each_span(0, len, |s| {
                acc = acc.wrapping_add(s.len() as u64 + u64::from(s[0]))
            })
            .unwrap_or_else(|e| panic!("{e}"));
            black_box(acc)
        })
    });
    // The same walk with every byte looked at (a byte search, as a CLUT search would do).
    g.bench_function("for_each_span + memchr over 100 MB raw (user bytes)", |b| {
        b.iter(|| {
            let mut hits = 0usize;
            disc.for_each_span(0, len, |s| hits += memchr::memchr_iter(0xA5, s).count())
                .unwrap_or_else(|e| panic!("{e}"));
            black_box(hits)
        })
    });
    g.throughput(Throughput::Bytes(u64::from(SECTORS) * 2352));
    g.bench_function("check_edc over 100 MB raw (image bytes)", |b| {
        b.iter(|| {
            let ok = (0..SECTORS).filter(|&l| disc.check_edc(l).is_ok()).count();
            black_box(ok)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
