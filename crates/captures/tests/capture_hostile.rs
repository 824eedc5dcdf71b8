//! Hostile captures (dewrip issue 12): decompression bombs, lying sizes, replays of huge VRAM
//! copies. Each fails fast with the limit it ran into named; the defaults still read every
//! real-sized capture.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::io::Write;

use captures::formats::{self, CaptureError, GpuDumpWriter, Limits};
use gpu::vram::Vram;

const MIB: usize = 1 << 20;

fn zstd(data: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut g = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    g.write_all(data).unwrap();
    g.finish().unwrap()
}

fn xz(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    lzma_rs::xz_compress(&mut &data[..], &mut out).unwrap();
    out
}

/// A GPU dump whose body is `extra` zero bytes of GP0 NOPs after the header: decompresses to
/// far more than it is.
fn bomb_dump(extra: usize) -> Vec<u8> {
    let mut d = GpuDumpWriter::new(&Vram::new()).finish();
    // One GP0 packet of `extra / 4` zero words (NOPs) — its header says so honestly.
    let words = (extra / 4) as u32;
    d.extend_from_slice(&words.min(0x00FF_FFFF).to_le_bytes());
    d.resize(d.len() + extra, 0);
    d
}

fn limit_of(e: &CaptureError) -> &'static str {
    match e {
        CaptureError::Limit { limit, .. } => limit,
        other => panic!("expected a limit error, got {other}"),
    }
}

#[test]
fn zstd_bomb_is_refused_at_the_expansion_ratio() {
    // ~64 MB of zeros in a few KB (the issue: 34 KB of zstd accepted at 968 MB).
    let bomb = zstd(&bomb_dump(64 * MIB));
    assert!(bomb.len() < 64 * 1024, "{}", bomb.len());
    let err = formats::read(&bomb).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::expansion_ratio", "{err}");
    let msg = err.to_string();
    assert!(msg.contains("limit exceeded") && msg.contains("zstd"), "{msg}");
    // The same through the GPU-dump reader.
    let err = formats::read_gpu_dump(&bomb, None).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::expansion_ratio");
}

#[test]
fn gzip_and_xz_bombs_name_their_limit() {
    // Deflate cannot pass ~1032:1, so a gzip bomb is a size bomb: the ratio still names it.
    let bomb = gzip(&bomb_dump(8 * MIB));
    let tight = Limits { ratio_floor: MIB, expansion_ratio: 20, ..Limits::DEFAULT };
    let err = formats::read_with_limits(&bomb, &tight).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::expansion_ratio", "{err}");
    // xz (lzma-rs only writes literals, so no real bomb can be built here quickly): the
    // output cap is named.
    let small = xz(&bomb_dump(MIB + MIB / 2));
    let capped = Limits { dump_bytes: 2 * MIB, ..Limits::DEFAULT };
    let err = formats::read_with_limits(&small, &capped).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::dump_bytes", "{err}");
    // With the defaults the honest 4 MiB dump reads.
    let dump = formats::read_gpu_dump(&small, None).unwrap();
    assert_eq!(dump.container, Some(formats::Container::Xz));
}

fn marker(name: &str) -> Vec<u8> {
    let mut v = (name.len() as u32).to_le_bytes().to_vec();
    v.extend_from_slice(name.as_bytes());
    v
}

/// A DuckStation state: header (0xD8 bytes) + `body`, declaring `uncompressed` bytes.
fn duck(compression: u32, body: &[u8], uncompressed: u32) -> Vec<u8> {
    let mut h = Vec::new();
    h.extend_from_slice(b"DUCC");
    h.extend_from_slice(&86u32.to_le_bytes());
    h.extend_from_slice(&[0u8; 128 + 32 + 0x20]);
    h.extend_from_slice(&compression.to_le_bytes()); // 0xC8
    h.extend_from_slice(&(body.len() as u32).to_le_bytes()); // 0xCC
    h.extend_from_slice(&uncompressed.to_le_bytes()); // 0xD0
    h.extend_from_slice(&0xD8u32.to_le_bytes()); // 0xD4
    assert_eq!(h.len(), 0xD8);
    h.extend_from_slice(body);
    h
}

#[test]
fn a_state_that_lies_about_its_size_is_refused_before_decompressing() {
    let mut body = marker("Bus");
    body.extend_from_slice(&(2 * MIB as u32).to_le_bytes());
    body.extend_from_slice(&[0; 60]);
    body.resize(body.len() + 2 * MIB, 0);
    body.extend(marker("GPU-VRAM"));
    body.resize(body.len() + MIB, 0);
    let z = zstd(&body);
    // Declares 1 GB: refused from the header alone.
    let err = formats::read(&duck(2, &z, 1 << 30)).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::state_bytes", "{err}");
    assert!(err.to_string().contains("0xD0"), "{err}");
    // Declares a small size but the body is a bomb: the state cap stops it.
    let mut big = body.clone();
    big.resize(64 * MIB, 0);
    let err = formats::read(&duck(2, &zstd(&big), 3 * MIB as u32)).unwrap_err();
    assert!(matches!(err, CaptureError::Limit { .. }), "{err}");
    // The honest state reads.
    let cap = formats::read(&duck(2, &z, body.len() as u32)).unwrap();
    assert_eq!(cap.ram.unwrap().len(), 2 * MIB);
}

/// A dump of `n` GP0 VRAM→VRAM copies of the whole 1024×512 VRAM (4 words each).
fn copies(n: usize) -> Vec<u8> {
    let mut w = GpuDumpWriter::new(&Vram::new());
    let mut words = Vec::with_capacity(n * 4);
    for _ in 0..n {
        words.extend_from_slice(&[0x8000_0000, 0, 0, (512 << 16) | 1024]);
    }
    for chunk in words.chunks(0x10000) {
        w.gp0(chunk);
    }
    w.vsync();
    w.finish()
}

#[test]
fn replaying_huge_vram_copies_stops_at_the_work_budget() {
    // The issue: 4,096 copies (64 KB) took 5.5 s.
    let dump = copies(4096);
    let err = formats::read_gpu_dump(&dump, None).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::replay_base + replay_per_byte", "{err}");
    assert!(err.to_string().contains("pixel writes"), "{err}");
    // A 1 MB dump of copies.
    let dump = copies(MIB / 16);
    assert!(dump.len() > MIB);
    let err = formats::read(&dump).unwrap_err();
    assert!(matches!(err, CaptureError::Limit { .. }), "{err}");
    // A few whole-VRAM copies, as a real frame might do, are fine.
    let dump = copies(8);
    let read = formats::read_gpu_dump(&dump, None).unwrap();
    assert_eq!(read.frames_seen, 1);
}

#[test]
fn real_sized_captures_fit_the_defaults() {
    // A dump of 100 frames, each uploading a 256×256 texture and clearing a 320×240 screen.
    let mut w = GpuDumpWriter::new(&Vram::new());
    let pixels = vec![0x1234u16; 256 * 256];
    for f in 0..100u16 {
        w.gp0(&[0x0200_0000, 0, (240 << 16) | 320]);
        w.upload(640 + (f % 2) * 256, 0, 256, 256, &pixels);
        w.vsync();
    }
    let dump = w.finish();
    let read = formats::read_gpu_dump(&zstd(&dump), None).unwrap();
    assert_eq!(read.frames_seen, 100);
    let l = Limits::default();
    assert_eq!(l, Limits::DEFAULT);
    assert!(l.state_bytes >= 8 * MIB + MIB, "a state holds up to 8 MiB RAM and 1 MiB VRAM");
}

#[test]
fn capture_files_that_are_not_regular_are_refused() {
    let err = formats::load(std::path::Path::new("/dev/zero"), &Limits::DEFAULT).unwrap_err();
    assert!(matches!(err, CaptureError::NotRegular { kind: "a character device", .. }), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    if std::process::Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success()) {
        let err = formats::load(&fifo, &Limits::DEFAULT).unwrap_err();
        assert!(err.to_string().contains("FIFO"), "{err}");
    }
    let p = dir.path().join("v.bin");
    std::fs::write(&p, vec![0u8; MIB]).unwrap();
    assert_eq!(formats::load(&p, &Limits::DEFAULT).unwrap().len(), MIB);
    let small = Limits { dump_bytes: 1000, state_bytes: 1000, ..Limits::DEFAULT };
    let err = formats::load(&p, &small).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::dump_bytes");
}

#[test]
fn streams_are_bounded() {
    let zero = std::fs::File::open("/dev/zero").unwrap();
    let small = Limits { dump_bytes: MIB, state_bytes: MIB, ..Limits::DEFAULT };
    let err = formats::load_stream(zero, &small).unwrap_err();
    assert_eq!(limit_of(&err), "Limits::dump_bytes");
    assert_eq!(formats::load_stream(&[1u8, 2, 3][..], &small).unwrap(), vec![1, 2, 3]);
}
