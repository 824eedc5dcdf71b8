//! Property tests: random and mutated bytes into every capture entry point give `Ok` or `Err`,
//! never a panic; the GPU-dump writer and the GP0 parser agree with a plain VRAM model.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use captures::formats;
use gpu::gp0::Gp0;
use gpu::vram::Vram;
use proptest::prelude::*;

const PREFIXES: [&[u8]; 8] = [
    b"",
    b"PSXGPUDUMPv1\0\0",
    b"PSXGPUDUMPv1r1\0\0",
    b"DUCC",
    b"MDFNSVST",
    &[0x28, 0xB5, 0x2F, 0xFD],
    &[0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00],
    &[0x1F, 0x8B, 0x08, 0x00],
];

fn small_dump() -> Vec<u8> {
    let mut d = b"PSXGPUDUMPv1\0\0".to_vec();
    let mut pkt = |kind: u32, words: &[u32]| {
        d.extend_from_slice(&((kind << 24) | words.len() as u32).to_le_bytes());
        for w in words {
            d.extend_from_slice(&w.to_le_bytes());
        }
    };
    pkt(0x00, &[0xE500_0010, 0xA000_0000, 0, 0x0002_0002, 1, 2]);
    pkt(0x05, &[]);
    pkt(0x00, &[0x0200_FFFF, 0x0010_0010, 0x0004_0010]);
    pkt(0x00, &[0x4800_0000, 1, 2, 3]);
    pkt(0x02, &[1, 0]);
    pkt(0x00, &[0x5555_5555, 0x8000_0000, 0, 0x0100_0100, 0x0002_0002]);
    pkt(0x01, &[0x0100_0000]);
    pkt(0x02, &[]);
    d
}

/// Small save states with every structure in place (sizes shortened so the RAM/VRAM reads hit
/// their bounds checks): DuckStation, gzip'd PCSX-Redux protobuf, Mednafen.
fn small_states() -> Vec<Vec<u8>> {
    use std::io::Write;
    let mut body = Vec::new();
    for (name, len) in [("Bus", 80usize), ("GPU-VRAM", 40)] {
        body.extend_from_slice(&(name.len() as u32).to_le_bytes());
        body.extend_from_slice(name.as_bytes());
        body.extend_from_slice(&0x0020_0000u32.to_le_bytes());
        body.extend(vec![0x11; len]);
    }
    let mut duck = 0x4343_5544u32.to_le_bytes().to_vec();
    duck.extend_from_slice(&86u32.to_le_bytes());
    duck.extend(vec![0u8; 0xC0]);
    duck.extend_from_slice(&0u32.to_le_bytes()); // 0xC8 none
    duck.extend_from_slice(&(body.len() as u32).to_le_bytes());
    duck.extend_from_slice(&(body.len() as u32).to_le_bytes());
    duck.extend_from_slice(&0xD8u32.to_le_bytes());
    duck.extend(&body);

    let redux_pb: Vec<u8> = [
        &[0x0A, 0x19, 0x0A, 0x17][..],
        b"PCSX-Redux SaveState v4",
        &[0x1A, 0x05, 0x0A, 0x03, 1, 2, 3],
        &[0x22, 0x04, 0x1A, 0x02, 0x01, 0x02, 0x20, 0x05],
        &[0x2A, 0x04, 0x1A, 0x02, 0xAA, 0xBB],
    ]
    .concat();
    let mut g = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    g.write_all(&redux_pb).unwrap();
    let redux = g.finish().unwrap();

    let mut mdfn = b"MDFNSVST".to_vec();
    mdfn.extend(vec![0u8; 24]);
    let mut sec = [0u8; 36];
    sec[..4].copy_from_slice(b"MAIN");
    mdfn.extend_from_slice(&sec);
    mdfn.push(13);
    mdfn.extend_from_slice(b"MainRAM.data8");
    mdfn.extend_from_slice(&0x0020_0000u32.to_le_bytes());
    mdfn.extend(vec![5u8; 64]);
    vec![duck, redux, mdfn]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn mutated_states_never_panic(which in 0usize..3, edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6), cut in any::<usize>()) {
        let mut bytes = small_states().swap_remove(which);
        for (at, v) in edits {
            let n = bytes.len();
            bytes[at % n] = v;
        }
        let keep = cut % (bytes.len() + 1);
        bytes.truncate(keep);
        let _ = formats::detect(&bytes);
        let _ = formats::read(&bytes);
    }

    #[test]
    fn random_bytes_never_panic(prefix in 0usize..PREFIXES.len(), tail in proptest::collection::vec(any::<u8>(), 0..2048)) {
        let mut bytes = PREFIXES[prefix].to_vec();
        bytes.extend(tail);
        let _ = formats::detect(&bytes);
        let _ = formats::read(&bytes);
        let _ = formats::read_gpu_dump(&bytes, None);
        let _ = formats::read_gpu_dump(&bytes, Some(1));
    }

    #[test]
    fn mutated_dump_never_panics(edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8), cut in any::<usize>(), frames in proptest::option::of(0u32..4)) {
        let mut bytes = small_dump();
        for (at, v) in edits {
            let n = bytes.len();
            bytes[at % n] = v;
        }
        let keep = cut % (bytes.len() + 1);
        bytes.truncate(keep);
        let _ = formats::detect(&bytes);
        let _ = formats::read(&bytes);
        let _ = formats::read_gpu_dump(&bytes, frames);
    }

    #[test]
    fn mutated_compressed_never_panics(which in 0usize..3, edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..4)) {
        let plain = small_dump();
        let mut bytes = match which {
            0 => ruzstd::encoding::compress_to_vec(&plain[..], ruzstd::encoding::CompressionLevel::Fastest),
            1 => {
                let mut out = Vec::new();
                lzma_rs::xz_compress(&mut &plain[..], &mut out).unwrap();
                out
            }
            _ => {
                use std::io::Write;
                let mut g = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
                g.write_all(&plain).unwrap();
                g.finish().unwrap()
            }
        };
        for (at, v) in edits {
            let n = bytes.len();
            // Keep the magic so the container path is taken.
            let i = 6 + at % (n - 6);
            bytes[i] = v;
        }
        let _ = formats::detect(&bytes);
        let _ = formats::read(&bytes);
        let _ = formats::read_gpu_dump(&bytes, None);
    }

    #[test]
    fn gp0_random_words_never_panic(words in proptest::collection::vec(any::<u32>(), 0..512)) {
        let mut g = Gp0::default();
        for w in words {
            let _ = g.push(w);
        }
        let _ = g.idle();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// read(write(uploads)) equals the uploads applied to a plain VRAM model, wrapping included.
    #[test]
    fn writer_round_trip(uploads in proptest::collection::vec(
        (0u16..1024, 0u16..512, 1u16..24, 1u16..12, any::<u16>()), 0..6),
        frames in 1u32..4)
    {
        let pixels: Vec<Vec<u16>> = uploads
            .iter()
            .map(|&(_, _, w, h, seed)| {
                (0..usize::from(w) * usize::from(h)).map(|i| seed.wrapping_add(i as u16)).collect()
            })
            .collect();
        let list: Vec<formats::Upload<'_>> = uploads
            .iter()
            .zip(&pixels)
            .map(|(&(x, y, w, h, _), p)| (x, y, w, h, &p[..]))
            .collect();
        let bytes = formats::write_gpu_dump(&list, frames);
        let dump = formats::read_gpu_dump(&bytes, None).unwrap();
        let mut model = Vram::new();
        for &(x, y, w, h, p) in &list {
            for row in 0..usize::from(h) {
                for col in 0..usize::from(w) {
                    model.set(usize::from(x) + col, usize::from(y) + row, p[row * usize::from(w) + col]);
                }
            }
        }
        prop_assert_eq!(dump.frames_seen, frames);
        prop_assert!(dump.vram_at_trace_begin == Vram::new());
        prop_assert!(dump.vram_after == model);
        prop_assert!(dump.notes.iter().all(|n| n.starts_with("comment:")), "{:?}", dump.notes);
    }
}

#[test]
fn small_states_reach_their_bounds_checks() {
    let kinds = [
        formats::CaptureKind::DuckStationState,
        formats::CaptureKind::PcsxReduxState,
        formats::CaptureKind::MednafenState,
    ];
    for (bytes, kind) in small_states().into_iter().zip(kinds) {
        assert_eq!(formats::detect(&bytes).unwrap(), kind);
        let err = formats::read(&bytes).unwrap_err().to_string();
        assert!(err.contains("offset"), "{kind:?}: {err}");
    }
}
