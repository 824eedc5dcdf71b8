//! Square's LZ: decode and encode throughput on texture-like data (4bpp pixels with runs).
#![allow(missing_docs, clippy::arithmetic_side_effects, clippy::indexing_slicing)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

/// 4bpp pixels with horizontal runs (1..=12 texels of one colour), packed two per byte, low
/// nibble first — roughly what a character texture page looks like.
fn texture_like(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut nibbles = Vec::with_capacity(len * 2);
    while nibbles.len() < len * 2 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let colour = (x & 0xF) as u8;
        let run = 1 + ((x >> 8) % 12) as usize;
        nibbles.extend(std::iter::repeat_n(colour, run));
    }
    nibbles.truncate(len * 2);
    nibbles.chunks(2).map(|p| p[0] | (p[1] << 4)).collect()
}

fn bench(c: &mut Criterion) {
    // One 256×256 4bpp texture page is 32 KiB; bench a batch of 16 pages.
    let data: Vec<u8> = (0..16).flat_map(|s| texture_like(s, 32 * 1024)).collect();
    let packed = sqfs::lz::compress(&data);
    eprintln!(
        "texture-like: {} bytes -> {} bytes ({:.1}%)",
        data.len(),
        packed.len(),
        packed.len() as f64 * 100.0 / data.len() as f64
    );
    let mut g = c.benchmark_group("lz");
    g.throughput(Throughput::Bytes(data.len() as u64));
    g.bench_function("decompress texture-like (output bytes)", |b| {
        b.iter(|| sqfs::lz::decompress(black_box(&packed)))
    });
    g.bench_function("compress texture-like (input bytes)", |b| {
        b.iter(|| sqfs::lz::compress(black_box(&data)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
