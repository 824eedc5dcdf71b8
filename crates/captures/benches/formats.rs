//! Capture benchmarks: GPU-dump replay (plain and zstd) and the GP0 parser on upload data.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::arithmetic_side_effects)]

use captures::formats;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gpu::gp0::Gp0;

/// A dump shaped like a short real one: the 1 MiB initial upload, then 60 frames each
/// uploading a 16-colour CLUT and a 64×64 texture block and drawing 200 textured quads.
fn synthetic_dump() -> Vec<u8> {
    let mut w = formats::GpuDumpWriter::new(&gpu::vram::Vram::new());
    let clut: Vec<u16> = (0..16).collect();
    let tex: Vec<u16> = (0..64 * 64).map(|i| i as u16).collect();
    let quad = [0x2C80_8080, 0, 0x7C10_0000, 0x10, 0x0014_0000, 0x0010_0000, 0, 0x0010_0010, 0];
    let quads: Vec<u32> = quad.iter().copied().cycle().take(quad.len() * 200).collect();
    for f in 0..60u16 {
        w.upload(0, 480 + (f % 32), 16, 1, &clut);
        w.upload(640 + (f % 4) * 64, 0, 64, 64, &tex);
        w.gp0(&quads);
        w.vsync();
    }
    w.finish()
}

fn bench(c: &mut Criterion) {
    let dump = synthetic_dump();
    let packed =
        ruzstd::encoding::compress_to_vec(&dump[..], ruzstd::encoding::CompressionLevel::Fastest);
    let mut g = c.benchmark_group("capture");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(dump.len() as u64));
    g.bench_function("gpu_dump_replay_plain", |b| {
        b.iter(|| formats::read_gpu_dump(&dump, None).unwrap())
    });
    g.bench_function("gpu_dump_replay_zstd", |b| {
        b.iter(|| formats::read_gpu_dump(&packed, None).unwrap())
    });
    let words: Vec<u32> = [0xA000_0000, 0, 0].into_iter().chain(0..512 * 1024 / 2).collect();
    g.throughput(Throughput::Bytes(words.len() as u64 * 4));
    g.bench_function("gp0_full_vram_upload", |b| {
        b.iter(|| {
            let mut p = Gp0::default();
            p.feed(&words);
            p.stats().uploads
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
