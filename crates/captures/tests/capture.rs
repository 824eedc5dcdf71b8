//! Capture readers against files built by hand to the published layouts (not by our writers),
//! plus the GPU-dump writer round trip.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::io::Write;

use captures::formats::{self, CaptureError, CaptureKind};
use gpu::vram::{Vram, BYTES as VRAM_BYTES};

const MIB: usize = 1 << 20;

// ---------------------------------------------------------------- helpers

fn zstd(data: &[u8]) -> Vec<u8> {
    ruzstd::encoding::compress_to_vec(data, ruzstd::encoding::CompressionLevel::Fastest)
}

fn xz(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    lzma_rs::xz_compress(&mut &data[..], &mut out).unwrap();
    out
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut g = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    g.write_all(data).unwrap();
    g.finish().unwrap()
}

fn zlib(data: &[u8]) -> Vec<u8> {
    let mut g = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
    g.write_all(data).unwrap();
    g.finish().unwrap()
}

/// A recognisable VRAM: pixel = (x * 7 + y * 13) & 0x7FFF.
fn pattern_vram() -> Vram {
    let mut v = Vram::new();
    for y in 0..512 {
        for x in 0..1024 {
            v.set(x, y, ((x * 7 + y * 13) & 0x7FFF) as u16);
        }
    }
    v
}

fn pattern_ram() -> Vec<u8> {
    (0..2 * MIB).map(|i| (i * 31 % 253) as u8).collect()
}

/// One GPU-dump packet, written by hand: `(type << 24) | words`, then the payload.
fn pkt(out: &mut Vec<u8>, kind: u8, words: &[u32]) {
    out.extend_from_slice(&((u32::from(kind) << 24) | words.len() as u32).to_le_bytes());
    for w in words {
        out.extend_from_slice(&w.to_le_bytes());
    }
}

fn vram_words(v: &Vram) -> Vec<u32> {
    v.pixels().chunks(2).map(|p| u32::from(p[0]) | (u32::from(p[1]) << 16)).collect()
}

/// A hand-made dump: informational packets, E1–E6 + full-VRAM upload (pattern), TraceBegin,
/// then frame 1: a 4×2 CLUT upload at (0x100, 0x1F0) whose header AND data are split across
/// packets, an unknown packet type, a textured quad and a polyline; VSync; frame 2: a fill
/// and a copy; VSync; frame 3: nothing; VSync.
fn hand_made_dump(magic: &[u8]) -> Vec<u8> {
    let mut d = magic.to_vec();
    pkt(&mut d, 0x06, &[1]);
    pkt(&mut d, 0x10, &[u32::from_le_bytes(*b"SLUS"), u32::from_le_bytes(*b"-010"), 0x39_31]);
    pkt(&mut d, 0x12, &[u32::from_le_bytes(*b"hi\0\0")]);
    pkt(&mut d, 0x00, &[0xE100_0000, 0xE200_0000, 0xE300_0000, 0xE400_0000]);
    // E5: x = 160, y = -8 (11-bit signed).
    pkt(&mut d, 0x00, &[0xE500_0000 | ((0x7F8 & 0x7FF) << 11) | 160, 0xE600_0000]);
    let mut full = vec![0xA000_0000, 0, 0];
    full.extend(vram_words(&pattern_vram()));
    pkt(&mut d, 0x00, &full);
    pkt(&mut d, 0x05, &[]);
    // Frame 1.
    pkt(&mut d, 0x00, &[0xA000_0000, (0x1F0 << 16) | 0x100]);
    pkt(&mut d, 0x00, &[(2 << 16) | 4, 0x8001_0000, 0x7FFF_1234]);
    pkt(&mut d, 0x7F, &[0xDEAD_BEEF, 0xA000_0000]); // unknown type: skipped
    pkt(&mut d, 0x00, &[0x0002_0003, 0x0004_0005]);
    // FT4: 9 words; the payload words must not be mistaken for commands.
    pkt(
        &mut d,
        0x00,
        &[0x2C80_8080, 0, 0x7C10_0000, 0x0000_0010, 0x0014_0000, 0x0010_0000, 0, 0x0010_0010, 0],
    );
    pkt(&mut d, 0x00, &[0x4800_0000, 0xA000_0000, 0x0200_0000, 0x0300_0000, 0x5555_5555]);
    pkt(&mut d, 0x02, &[1234, 0]);
    // Frame 2: fill 16x1 at (0, 500) with white; copy 2x1 (0x100,0x1F0) -> (0x200, 0x1F0).
    pkt(&mut d, 0x00, &[0x02FF_FFFF, 500 << 16, (1 << 16) | 16]);
    pkt(&mut d, 0x00, &[0x8000_0000, (0x1F0 << 16) | 0x100, (0x1F0 << 16) | 0x200, (1 << 16) | 2]);
    pkt(&mut d, 0x02, &[]);
    pkt(&mut d, 0x02, &[7]);
    d
}

fn check_hand_made(dump: &formats::GpuDump) {
    let pattern = pattern_vram();
    assert_eq!(dump.vram_at_trace_begin, pattern);
    assert_eq!(dump.game_id.as_deref(), Some("SLUS-01019"));
    assert_eq!(dump.draw_offset, (160, -8));
}

// ---------------------------------------------------------------- raw dumps

#[test]
fn raw_vram_and_ram() {
    let v = pattern_vram();
    let raw = v.to_le_bytes();
    assert_eq!(formats::detect(&raw).unwrap(), CaptureKind::RawVram);
    let cap = formats::read(&raw).unwrap();
    assert_eq!(cap.vram.unwrap(), v);
    assert!(cap.ram.is_none());

    let ram = pattern_ram();
    assert_eq!(formats::detect(&ram).unwrap(), CaptureKind::RawRam);
    assert_eq!(formats::read(&ram).unwrap().ram.unwrap(), ram);
    let mut big = ram.clone();
    big.resize(8 * MIB, 0);
    let cap = formats::read(&big).unwrap();
    assert_eq!(cap.ram.unwrap(), ram);
    assert!(!cap.notes.is_empty());
}

#[test]
fn unknown_names_what_was_checked() {
    let err = formats::detect(&[0u8; 1000]).unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, CaptureError::Unknown { len: 1000, .. }));
    assert!(
        msg.contains("DUCC") && msg.contains("PSXGPUDUMP") && msg.contains("0x100000"),
        "{msg}"
    );
    // A gzip of something else is named as such.
    let msg = formats::detect(&gzip(b"hello world")).unwrap_err().to_string();
    assert!(msg.contains("gzip stream"), "{msg}");
    // Detection is by content: 1 MiB + 1 is not VRAM.
    assert!(formats::detect(&vec![0u8; VRAM_BYTES + 1]).is_err());
}

// ---------------------------------------------------------------- GPU dumps

#[test]
fn gpu_dump_both_magics_frames_and_split_upload() {
    for magic in [&b"PSXGPUDUMPv1\0\0"[..], &b"PSXGPUDUMPv1r1\0\0"[..]] {
        let bytes = hand_made_dump(magic);
        assert_eq!(formats::detect(&bytes).unwrap(), CaptureKind::GpuDump);

        let at_begin = formats::read_gpu_dump(&bytes, Some(0)).unwrap();
        check_hand_made(&at_begin);
        assert_eq!(at_begin.magic_len, magic.len());
        assert_eq!(at_begin.frames_seen, 0);
        assert_eq!(at_begin.vram_after, at_begin.vram_at_trace_begin);

        let one = formats::read_gpu_dump(&bytes, Some(1)).unwrap();
        check_hand_made(&one);
        assert_eq!(one.frames_seen, 1);
        let v = &one.vram_after;
        // The split 4x2 upload landed.
        let expect = [[0x0000, 0x8001, 0x1234, 0x7FFF], [0x0003, 0x0002, 0x0005, 0x0004]];
        let wrong: Vec<_> = (0..2)
            .flat_map(|r| (0..4).map(move |c| (c, r)))
            .filter(|&(c, r)| v.get(0x100 + c, 0x1F0 + r) != expect[r][c])
            .collect();
        assert!(wrong.is_empty(), "{wrong:?}");
        // Neighbours untouched (still the pattern).
        assert_eq!(v.get(0x104, 0x1F0), pattern_vram().get(0x104, 0x1F0));
        // Frame 2's fill is not there yet.
        assert_eq!(v.get(0, 500), pattern_vram().get(0, 500));

        let all = formats::read_gpu_dump(&bytes, None).unwrap();
        assert_eq!(all.frames_seen, 3);
        assert_eq!(all.vram_after.get(15, 500), 0x7FFF);
        assert_eq!(all.vram_after.get(0x200, 0x1F0), 0x0000);
        assert_eq!(all.vram_after.get(0x201, 0x1F0), 0x8001);
        assert_eq!(all.commands, 6 + 1 + 1 + 1 + 1 + 2);
        assert!(all.notes.iter().any(|n| n.contains("hi")));

        let more = formats::read_gpu_dump(&bytes, Some(10)).unwrap();
        assert_eq!(more.frames_seen, 3);
        assert!(more.notes.iter().any(|n| n.contains("asked for 10")));

        // read() gives the final VRAM.
        let cap = formats::read(&bytes).unwrap();
        assert_eq!(cap.kind, CaptureKind::GpuDump);
        assert_eq!(cap.vram.unwrap(), all.vram_after);

        // zstd and xz wrapped.
        for packed in [zstd(&bytes), xz(&bytes)] {
            assert_eq!(formats::detect(&packed).unwrap(), CaptureKind::GpuDump);
            let d = formats::read_gpu_dump(&packed, Some(1)).unwrap();
            assert!(d.container.is_some());
            assert_eq!(d.vram_after, one.vram_after);
        }
    }
}

#[test]
fn gpu_dump_unknown_version_and_truncation() {
    let err = formats::read_gpu_dump(b"PSXGPUDUMPv2\0\0\0\0", None).unwrap_err();
    assert!(matches!(err, CaptureError::GpuDumpVersion { .. }), "{err}");
    // A dump cut inside the full-VRAM upload is an error naming the packet that is cut.
    let bytes = hand_made_dump(b"PSXGPUDUMPv1\0\0");
    let cut = &bytes[..200_000];
    let err = formats::read_gpu_dump(cut, None).unwrap_err();
    let CaptureError::Truncated { offset, .. } = err else { panic!("{err}") };
    assert!(offset > 14 && offset < 200_000, "{err}");
    assert!(
        err.to_string().contains("truncated at offset") && err.to_string().contains("only"),
        "{err}"
    );
    // Asking for fewer frames than a cut dump has still reads (the cut is never reached).
    assert!(formats::read_gpu_dump(&bytes, Some(0)).is_ok());
}

#[test]
fn gpu_dump_writer_round_trip() {
    let clut: Vec<u16> = (0..16).map(|i| 0x8000 | (i * 0x421)).collect();
    let tex: Vec<u16> = (0..64 * 3).map(|i| i as u16).collect();
    let bytes = formats::write_gpu_dump(&[(0x100, 0x1F0, 16, 1, &clut), (640, 0, 64, 3, &tex)], 2);
    assert!(bytes.starts_with(b"PSXGPUDUMPv1\0\0"));
    assert_eq!(&bytes[14..18], &[1, 0, 0, 0x06]);
    assert_eq!(formats::detect(&bytes).unwrap(), CaptureKind::GpuDump);
    let d = formats::read_gpu_dump(&bytes, None).unwrap();
    assert_eq!(d.vram_at_trace_begin, Vram::new());
    assert_eq!(d.frames_seen, 2);
    for (i, &p) in clut.iter().enumerate() {
        assert_eq!(d.vram_after.get(0x100 + i, 0x1F0), p);
    }
    for (i, &p) in tex.iter().enumerate() {
        assert_eq!(d.vram_after.get(640 + i % 64, i / 64), p);
    }
    let cap = formats::read(&bytes).unwrap();
    assert_eq!(cap.vram.unwrap().get(0x10F, 0x1F0), clut[15]);
    // An initial VRAM survives through the full upload before TraceBegin.
    let mut w = formats::GpuDumpWriter::new(&pattern_vram());
    w.upload(1, 1, 3, 1, &[9, 9, 9]);
    w.vsync();
    let d = formats::read_gpu_dump(&w.finish(), None).unwrap();
    assert_eq!(d.vram_at_trace_begin, pattern_vram());
    assert_eq!(d.vram_after.get(3, 1), 9);
    assert_eq!(d.vram_after.get(4, 1), pattern_vram().get(4, 1));
}

// ---------------------------------------------------------------- DuckStation .sav

fn marker(name: &str) -> Vec<u8> {
    let mut v = (name.len() as u32).to_le_bytes().to_vec();
    v.extend_from_slice(name.as_bytes());
    v
}

/// An uncompressed body shaped like version 86's: junk, Bus marker, RAM size, 60 bytes of
/// access times, RAM, junk, GPU-VRAM marker, VRAM, junk.
fn duck_body(ram: &[u8], vram: &Vram) -> Vec<u8> {
    let mut b = marker("CPU");
    b.extend_from_slice(&[0x55; 300]);
    b.extend(marker("Bus"));
    b.extend_from_slice(&(ram.len() as u32).to_le_bytes());
    b.extend_from_slice(&[0xAA; 60]);
    b.extend_from_slice(ram);
    b.extend(marker("GPU"));
    b.extend_from_slice(&[0x11; 123]);
    b.extend(marker("GPU-VRAM"));
    b.extend(vram.to_le_bytes());
    b.extend(marker("SPU"));
    b.extend_from_slice(&[0; 64]);
    b
}

/// The 0xD8-byte header, field by field.
fn duck_file(version: u32, compression: u32, body: &[u8], uncompressed: usize) -> Vec<u8> {
    let mut h = Vec::new();
    h.extend_from_slice(&0x4343_5544u32.to_le_bytes()); // 0x00 "DUCC"
    h.extend_from_slice(&version.to_le_bytes()); // 0x04
    let mut title = [0u8; 128];
    title[..14].copy_from_slice(b"Threads of Fat");
    h.extend_from_slice(&title); // 0x08
    let mut serial = [0u8; 32];
    serial[..10].copy_from_slice(b"SLUS-01019");
    h.extend_from_slice(&serial); // 0x88
    h.extend_from_slice(&[0u8; 0x20]); // 0xA8..0xC8
    h.extend_from_slice(&compression.to_le_bytes()); // 0xC8
    h.extend_from_slice(&(body.len() as u32).to_le_bytes()); // 0xCC
    h.extend_from_slice(&(uncompressed as u32).to_le_bytes()); // 0xD0
    h.extend_from_slice(&0xE0u32.to_le_bytes()); // 0xD4 offset to data
    assert_eq!(h.len(), 0xD8);
    h.extend_from_slice(&[0u8; 8]); // gap (media path would live here)
    h.extend_from_slice(body);
    h
}

#[test]
fn duckstation_state_all_compressions() {
    let ram = pattern_ram();
    let vram = pattern_vram();
    let body = duck_body(&ram, &vram);
    for (kind, packed) in [(0, body.clone()), (1, zlib(&body)), (2, zstd(&body)), (3, xz(&body))] {
        let file = duck_file(86, kind, &packed, body.len());
        assert_eq!(formats::detect(&file).unwrap(), CaptureKind::DuckStationState);
        let cap = formats::read(&file).unwrap();
        assert_eq!(cap.ram.as_deref(), Some(&ram[..]), "compression {kind}");
        assert_eq!(cap.vram.as_ref(), Some(&vram), "compression {kind}");
        assert!(cap.notes[0].contains("SLUS-01019"), "{:?}", cap.notes);
    }
    // 8 MiB RAM: first 2 MiB kept.
    let mut big = ram.clone();
    big.resize(8 * MIB, 0xEE);
    let body8 = duck_body(&big, &vram);
    let cap = formats::read(&duck_file(86, 0, &body8, body8.len())).unwrap();
    assert_eq!(cap.ram.unwrap(), ram);
}

#[test]
fn duckstation_state_errors_name_offsets() {
    let ram = pattern_ram();
    let vram = pattern_vram();
    let mut body = duck_body(&ram, &vram);
    // Cut inside the VRAM: the marker is near the end.
    body.truncate(body.len() - 600_000);
    let file = duck_file(86, 0, &body, body.len());
    let msg = formats::read(&file).unwrap_err().to_string();
    assert!(msg.contains("GPU-VRAM") && msg.contains("offset 0x"), "{msg}");
    // Unknown compression type.
    let file = duck_file(86, 9, &[0; 16], 16);
    let msg = formats::read(&file).unwrap_err().to_string();
    assert!(msg.contains("0xC8") && msg.contains('9'), "{msg}");
    // Data offset past the end.
    let mut file = duck_file(86, 0, &[0; 16], 16);
    file.truncate(0xE4);
    assert!(formats::read(&file).unwrap_err().to_string().contains("0xD4"));
    // No markers.
    let file = duck_file(86, 0, &[7; 100], 100);
    assert!(matches!(formats::read(&file), Err(CaptureError::Missing { .. })));
}

// ---------------------------------------------------------------- PCSX-Redux .sstate

fn varint(mut v: u64, out: &mut Vec<u8>) {
    loop {
        let b = (v & 0x7F) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn field_bytes(n: u64, data: &[u8], out: &mut Vec<u8>) {
    varint(n << 3 | 2, out);
    varint(data.len() as u64, out);
    out.extend_from_slice(data);
}

fn field_varint(n: u64, v: u64, out: &mut Vec<u8>) {
    varint(n << 3, out);
    varint(v, out);
}

fn redux_state(ram8: &[u8], vram: &Vram) -> Vec<u8> {
    let mut info = Vec::new();
    field_bytes(1, b"PCSX-Redux SaveState v4", &mut info);
    field_varint(2, 4, &mut info);
    let mut memory = Vec::new();
    field_bytes(1, ram8, &mut memory);
    field_bytes(2, &[0xBB; 1024], &mut memory); // rom (shortened)
    let mut regs = Vec::new();
    let mut packed = Vec::new();
    for i in 0..34u64 {
        varint(i, &mut packed);
    }
    field_bytes(1, &packed, &mut regs); // gpr
    let mut cp2d = Vec::new();
    for i in 0..32u64 {
        varint(0x1000 + i, &mut cp2d);
    }
    field_bytes(3, &cp2d, &mut regs); // packed
    for i in 0..32u64 {
        field_varint(4, 0xF000_0000 + i, &mut regs); // unpacked
    }
    field_varint(5, 0x8001_0000, &mut regs); // pc
    let mut gpu = Vec::new();
    field_varint(1, 0x1480_2000, &mut gpu);
    field_bytes(2, &[0; 0x400], &mut gpu);
    field_bytes(3, &vram.to_le_bytes(), &mut gpu);
    let mut top = Vec::new();
    field_bytes(1, &info, &mut top);
    field_bytes(2, &[8, 1, 16, 1], &mut top); // thumbnail
    field_bytes(3, &memory, &mut top);
    field_bytes(4, &regs, &mut top);
    field_bytes(5, &gpu, &mut top);
    top
}

#[test]
fn pcsx_redux_state() {
    let ram = pattern_ram();
    let mut ram8 = ram.clone();
    ram8.resize(8 * MIB, 0);
    let vram = pattern_vram();
    let file = gzip(&redux_state(&ram8, &vram));
    assert_eq!(formats::detect(&file).unwrap(), CaptureKind::PcsxReduxState);
    let cap = formats::read(&file).unwrap();
    assert_eq!(cap.ram.unwrap(), ram);
    assert_eq!(cap.vram.unwrap(), vram);
    let gte = cap.gte.unwrap();
    assert_eq!(gte.data[0], 0x1000);
    assert_eq!(gte.data[31], 0x101F);
    assert_eq!(gte.control[26], 0xF000_001A);
    assert!(cap.notes.iter().any(|n| n.contains("v4")));
    // Truncated protobuf is an error naming an offset, not a panic.
    let raw = redux_state(&ram8, &vram);
    let cut = gzip(&raw[..raw.len() - 10]);
    assert!(formats::read(&cut).unwrap_err().to_string().contains("offset"));
}

// ---------------------------------------------------------------- Mednafen

fn mdfn_entry(name: &str, data: &[u8], out: &mut Vec<u8>) {
    out.push(name.len() as u8);
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out.extend_from_slice(data);
}

fn mdfn_section(name: &str, body: &[u8], out: &mut Vec<u8>) {
    let mut n = [0u8; 32];
    n[..name.len()].copy_from_slice(name.as_bytes());
    out.extend_from_slice(&n);
    out.extend_from_slice(&(body.len() as u32).to_le_bytes());
    out.extend_from_slice(body);
}

fn mednafen_state(ram: &[u8], vram: &Vram, preview: (u32, u32)) -> Vec<u8> {
    let mut f = b"MDFNSVST".to_vec();
    f.extend_from_slice(&[0; 8]);
    f.extend_from_slice(&0x0010_2900u32.to_le_bytes()); // 16 version
    f.extend_from_slice(&0u32.to_le_bytes()); // 20 size (unchecked)
    f.extend_from_slice(&preview.0.to_le_bytes()); // 24
    f.extend_from_slice(&preview.1.to_le_bytes()); // 28
    f.extend(vec![0x42; (preview.0 * preview.1 * 3) as usize]);
    let mut main = Vec::new();
    mdfn_entry("CPU.GPR", &[0; 128], &mut main);
    mdfn_entry("MainRAM.data8", ram, &mut main);
    mdfn_section("MAIN", &main, &mut f);
    let mut gte = Vec::new();
    mdfn_entry("CR", &[0; 128], &mut gte);
    mdfn_section("GTE", &gte, &mut f);
    let mut gpu = Vec::new();
    mdfn_entry("&GPURAM[0][0]", &vram.to_le_bytes(), &mut gpu);
    mdfn_entry("DrawMode", &[0; 4], &mut gpu);
    mdfn_section("GPU", &gpu, &mut f);
    f
}

#[test]
fn mednafen_state_plain_and_gzip() {
    let ram = pattern_ram();
    let vram = pattern_vram();
    for preview in [(0, 0), (16, 12)] {
        let plain = mednafen_state(&ram, &vram, preview);
        for file in [plain.clone(), gzip(&plain)] {
            assert_eq!(formats::detect(&file).unwrap(), CaptureKind::MednafenState);
            let cap = formats::read(&file).unwrap();
            assert_eq!(cap.ram.as_deref(), Some(&ram[..]));
            assert_eq!(cap.vram.as_ref(), Some(&vram));
            assert!(cap.notes.iter().any(|n| n.contains("GTE")));
        }
    }
    // A RAM entry that claims more than is there.
    let mut cut = mednafen_state(&ram, &vram, (0, 0));
    cut.truncate(64 + 200);
    let msg = formats::read(&cut).unwrap_err().to_string();
    assert!(msg.contains("MainRAM.data8") && msg.contains("offset"), "{msg}");
}

#[test]
fn gpu_dump_commands_after_trace_begin() {
    let bytes = hand_made_dump(b"PSXGPUDUMPv1\0\0");
    let mut seen = Vec::new();
    let dump = formats::read_gpu_dump_with(&bytes, None, &mut |frame, words| {
        seen.push((frame, words[0] >> 24, words.len()));
    })
    .unwrap();
    assert_eq!(dump.frames_seen, 3);
    // Frame 0: the split upload (3 header words), the FT4 (9), the polyline (5); frame 1:
    // fill and copy. Nothing from before TraceBegin.
    assert_eq!(seen, [(0, 0xA0, 3), (0, 0x2C, 9), (0, 0x48, 5), (1, 0x02, 3), (1, 0x80, 4)]);
    let mut quads = Vec::new();
    formats::read_gpu_dump_with(&bytes, Some(1), &mut |_, w| {
        quads.extend(gpu::gp0::decode_polygon(w));
    })
    .unwrap();
    assert_eq!(quads.len(), 1);
    assert_eq!(quads[0].clut, Some((0x100, 0x1F0)));
    assert_eq!((quads[0].vertices[1].x, quads[0].vertices[1].y), (0x10, 0));
}

#[test]
fn mednafen_inside_retroarch_wrapper() {
    let ram = pattern_ram();
    let vram = pattern_vram();
    // RASTATE, version byte, then a "MEM " block: tag, u32 size, payload.
    let inner = mednafen_state(&ram, &vram, (0, 0));
    let mut f = b"RASTATE\x01".to_vec();
    f.extend_from_slice(b"MEM ");
    f.extend_from_slice(&(inner.len() as u32).to_le_bytes());
    f.extend_from_slice(&inner);
    assert_eq!(formats::detect(&f).unwrap(), CaptureKind::MednafenState);
    let cap = formats::read(&f).unwrap();
    assert_eq!(cap.ram.as_deref(), Some(&ram[..]));
    assert_eq!(cap.vram.as_ref(), Some(&vram));
    assert!(cap.notes.iter().any(|n| n.contains("RASTATE")));
    // A RASTATE without a Mednafen state is not recognised.
    assert!(formats::detect(b"RASTATE\x01MEM \x04\x00\x00\x00abcd").is_err());
}
