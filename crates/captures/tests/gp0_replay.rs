//! GP0 replay over whole GPU dumps: polygons per frame, split packets, both magics, limits.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use captures::formats::GpuDumpWriter;
use captures::replay::{replay_dump, ReplayLimits};
use gpu::vram::Vram;
use proptest::prelude::*;

/// An FT3 with CLUT (0x100, 0x1F0), texpage 0x0A.
fn ft3(x: i16) -> Vec<u32> {
    let clut = (0x1F0u32 << 6) | (0x100 >> 4);
    let xy = |x: i16, y: i16| u32::from(x as u16 & 0x7FF) | (u32::from(y as u16 & 0x7FF) << 16);
    vec![
        0x2480_8080,
        xy(x, 5),
        (clut << 16) | 0x0201,
        xy(x + 10, 5),
        (0x0A << 16) | 0x0403,
        xy(x, 20),
        0x0605,
    ]
}

#[test]
fn polygons_per_frame_in_order_with_offset_and_split_packets() {
    let mut w = GpuDumpWriter::new(&Vram::new());
    w.gp0(&[0xE500_0000 | (8 << 11) | 16]);
    let a = ft3(-3);
    // Split one command across three packets.
    w.gp0(&a[..2]);
    w.gp0(&a[2..5]);
    w.gp0(&a[5..]);
    w.gp0(&ft3(40));
    w.vsync();
    w.vsync(); // an empty frame
    w.gp0(&[0x2000_00FF, 0, 1, 2 << 16]); // F3
    w.vsync();
    let r = replay_dump(&w.finish(), &ReplayLimits::default()).unwrap();
    assert_eq!(r.frames.len(), 2);
    let f0 = &r.frames[0];
    assert_eq!(f0.index, 0);
    assert_eq!(f0.polygons.len(), 2);
    let p = &f0.polygons[0];
    assert_eq!(p.draw_offset, (16, 8));
    assert_eq!((p.polygon.vertices[0].x, p.polygon.vertices[0].y), (-3, 5));
    assert_eq!(p.polygon.clut, Some((0x100, 0x1F0)));
    assert_eq!(p.polygon.texpage, Some(0x0A));
    assert_eq!(p.polygon.vertices[2].uv, (5, 6));
    assert_eq!(f0.polygons[1].polygon.vertices[0].x, 40);
    assert_eq!(r.frames[1].index, 2);
    assert!(!r.frames[1].polygons[0].polygon.textured);
    assert_eq!(r.polygons_seen, 3);
    assert!(r.frame(1).is_none());
}

#[test]
fn spec_magic_and_polygon_limit() {
    let mut w = GpuDumpWriter::new(&Vram::new());
    for i in 0..10 {
        w.gp0(&ft3(i));
    }
    w.vsync();
    let mut bytes = w.finish();
    // Rewrite the 14-byte DuckStation magic as the 16-byte spec one.
    let mut spec = b"PSXGPUDUMPv1r1\0\0".to_vec();
    spec.extend_from_slice(&bytes[14..]);
    bytes = spec;
    let limits = ReplayLimits { max_polygons: 4, ..ReplayLimits::default() };
    let r = replay_dump(&bytes, &limits).unwrap();
    assert_eq!(r.dump.magic_len, 16);
    assert_eq!(r.frames[0].polygons.len(), 4);
    assert_eq!(r.frames[0].dropped, 6);
    assert_eq!(r.polygons_dropped, 6);
}

#[test]
fn copy_flood_stops_on_the_work_limit() {
    let mut w = GpuDumpWriter::new(&Vram::new());
    for _ in 0..20_000 {
        w.gp0(&[0x8000_0000, 0, 0, 0]); // 1024×512 copies
    }
    let err = replay_dump(&w.finish(), &ReplayLimits::default()).unwrap_err();
    assert!(err.to_string().contains("replay"), "{err}");
}

#[test]
fn not_a_dump_is_an_error() {
    assert!(replay_dump(b"hello world, not a dump", &ReplayLimits::default()).is_err());
    assert!(replay_dump(&[], &ReplayLimits::default()).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn random_words_never_panic(words in proptest::collection::vec(any::<u32>(), 0..2000),
                                cut in 0usize..64) {
        let mut w = GpuDumpWriter::new(&Vram::new());
        for chunk in words.chunks(cut.max(1)) {
            w.gp0(chunk);
            w.vsync();
        }
        let limits = ReplayLimits { max_polygons: 500, ..ReplayLimits::default() };
        if let Ok(r) = replay_dump(&w.finish(), &limits) {
            let kept: usize = r.frames.iter().map(|f| f.polygons.len()).sum();
            prop_assert!(kept <= 500);
            prop_assert!(r.polygons_seen >= kept as u64);
            for f in &r.frames {
                for p in &f.polygons {
                    prop_assert!(p.polygon.vertices.len() == 3 || p.polygon.vertices.len() == 4);
                }
            }
        }
    }

    #[test]
    fn mutated_dump_bytes_never_panic(flips in proptest::collection::vec((0usize..4096, any::<u8>()), 0..32)) {
        let mut w = GpuDumpWriter::new(&Vram::new());
        w.gp0(&ft3(1));
        w.vsync();
        let mut bytes = w.finish();
        let n = bytes.len();
        // Mutate the tail (the commands), not only the big upload.
        for (i, b) in flips {
            let at = n - 1 - (i % 200);
            bytes[at] = b;
        }
        let _ = replay_dump(&bytes, &ReplayLimits::default());
    }
}
