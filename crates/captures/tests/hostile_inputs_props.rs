//! Property tests per image format (dewrip issue 23): valid images — cue/bin, ISO, CHD, ECM,
//! PBP, CloneCD, Alcohol, raw 2448-byte sectors, GPU dumps, compressed captures — mutated in
//! their headers, tables, maps, sizes and names, then opened and read as the CLI would. Every
//! case must end in `Ok` or an error, never a panic or an abort; a disc error names the file
//! (its folder is in the message); and the attempt's heap stays under 256 MB (a counting global
//! allocator; the tests of this binary take turns, so each peak is its own). Work, not time, is
//! what is bounded here; `.ci/hostile.sh` times the cases through the CLI.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod counting;
#[path = "../../disc/tests/disc_util/mod.rs"]
mod disc_util;
mod hostile_cases;

use std::io::Write;
use std::sync::OnceLock;

use captures::formats::{self, GpuDumpWriter};
use disc::chd::map::Hunk;
use disc::chd::write::Chd;
use disc::{ccd, ecm, mds, pbp, Disc};
use gpu::vram::Vram;
use proptest::prelude::*;

use disc_util::mutate;

#[global_allocator]
static ALLOCATOR: counting::Counting = counting::Counting;

const MEMORY_LIMIT: usize = 256 << 20;
const SECTORS: u32 = 20;

fn raw() -> &'static Vec<u8> {
    static RAW: OnceLock<Vec<u8>> = OnceLock::new();
    RAW.get_or_init(|| hostile_cases::raw(SECTORS))
}

/// Writes `files` into a fresh folder, opens the first as a disc and reads what a caller
/// would; checks the error names the folder and the heap stays under the limit.
fn disc_case(files: &[(&str, &[u8])]) -> Result<(), TestCaseError> {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in files {
        std::fs::write(dir.path().join(name), bytes).unwrap();
    }
    let path = dir.path().join(files[0].0);
    let (error, peak) = counting::measure(|| match Disc::open(&path) {
        Ok(disc) => {
            let n = disc.sector_count().min(32);
            let _ = disc.read(0, 0, n as usize * 2048);
            for lba in 0..n {
                let _ = disc.check_edc(lba);
                let _ = disc.subheader(lba);
            }
            let _ = disc.raw_sector(disc.sector_count().saturating_sub(1));
            None
        }
        Err(e) => Some(e.to_string()),
    });
    if let Some(msg) = error {
        prop_assert!(
            msg.contains(&dir.path().display().to_string()),
            "the error does not name the file: {msg}"
        );
    }
    prop_assert!(peak <= MEMORY_LIMIT, "{peak} bytes of heap");
    Ok(())
}

/// Reads `bytes` as a capture; checks the heap stays under the limit.
fn capture_case(bytes: &[u8]) -> Result<(), TestCaseError> {
    let (error, peak) = counting::measure(|| formats::read(bytes).err().map(|e| e.to_string()));
    prop_assert!(error.is_none_or(|m| !m.is_empty()));
    prop_assert!(peak <= MEMORY_LIMIT, "{peak} bytes of heap");
    Ok(())
}

fn edits() -> impl Strategy<Value = Vec<(usize, u8)>> {
    proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8)
}

/// Names a description may hold: its own data file, or one it must not reach.
const NAMES: [&str; 9] =
    ["x.bin", "X.BIN", "sub\\x.bin", "/etc/passwd", "../x.bin", "/dev/zero", "", "C:\\x.bin", "."];

fn iso() -> Vec<u8> {
    let mut v = vec![0u8; SECTORS as usize * 2048];
    v[16 * 2048..16 * 2048 + 6].copy_from_slice(b"\x01CD001");
    for (i, b) in v.iter_mut().enumerate().take(16 * 2048) {
        *b = (i * 7 % 251) as u8;
    }
    v
}

fn raw2448() -> Vec<u8> {
    let mut out = Vec::new();
    for (i, s) in raw().chunks(2352).enumerate() {
        out.extend_from_slice(s);
        out.extend((0..96).map(|k| (i * 13 + k) as u8));
    }
    out
}

fn gpu_dump() -> &'static Vec<u8> {
    static DUMP: OnceLock<Vec<u8>> = OnceLock::new();
    DUMP.get_or_init(|| {
        let mut w = GpuDumpWriter::new(&Vram::new());
        let px: Vec<u16> = (0..64 * 8).map(|i| i as u16).collect();
        w.upload(640, 0, 64, 8, &px);
        w.gp0(&[0xE500_0808, 0x2C80_8080, 0x0010_0010, 0x0000_0000, 0x0020_0010, 0x0010_0020]);
        w.gp0(&[0x0000_0000, 0x0020_0020, 0x0010_0010, 0x0200_0000, 0, 0x0010_0010]);
        w.vsync();
        w.gp0(&[0x8000_0000, 0, 0x0100_0100, 0x0010_0010]);
        w.vsync();
        w.finish()
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn cue_sheets_and_bins(name in 0usize..NAMES.len(), mode in 0usize..4, m in 0u32..80, s in 0u32..62,
                           text_edits in edits(), bin_cut in any::<usize>()) {
        let modes = ["MODE2/2352", "MODE1/2048", "AUDIO", "MODE2/2336"];
        let sheet = format!("FILE \"{}\" BINARY\n  TRACK 01 {}\n    INDEX 01 {m:02}:{s:02}:00\n", NAMES[name], modes[mode]);
        let sheet = mutate(sheet.into_bytes(), &text_edits, 1);
        disc_case(&[("x.cue", &sheet), ("x.bin", &mutate(raw().clone(), &[], bin_cut))])?;
    }

    #[test]
    fn iso_images(e in edits(), cut in any::<usize>()) {
        // Aim at the volume descriptor sector.
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| (if a % 2 == 0 { 16 * 2048 + a % 2048 } else { a }, v)).collect();
        disc_case(&[("x.iso", &mutate(iso(), &e, cut))])?;
    }

    #[test]
    fn raw_2448_images(e in edits(), cut in any::<usize>()) {
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| (if a % 2 == 0 { a % 2448 + 2448 * (a % 3) } else { a }, v)).collect();
        disc_case(&[("x.img", &mutate(raw2448(), &e, cut))])?;
    }

    #[test]
    fn chd_maps_sizes_and_bytes(
        copies in proptest::collection::vec((0usize..3, any::<u64>()), 0..3),
        lengths in proptest::collection::vec((0usize..3, any::<u32>()), 0..2),
        codec in proptest::option::of(0u8..6),
        hunk_frames in proptest::option::of(prop_oneof![Just(0u32), 1u32..600, Just(160_131)]),
        logical in proptest::option::of(prop_oneof![Just(0u64), 1u64..(1 << 24), Just(1u64 << 62)]),
        e in edits(), cut in any::<usize>(),
    ) {
        let mut c = Chd::new(raw(), "MODE2_RAW", 8);
        for (h, to) in copies {
            c.hunks[h] = Hunk::Copy { hunk: to % 5 };
        }
        for (h, len) in lengths {
            if let Hunk::Compressed { codec, offset, check, .. } = c.hunks[h] {
                c.hunks[h] = Hunk::Compressed { codec, offset, length: len % 40_000, check };
            }
        }
        if let Some(k) = codec {
            if let Hunk::Compressed { offset, length, check, .. } = c.hunks[0] {
                c.hunks[0] = Hunk::Compressed { codec: k, offset, length, check };
            }
        }
        if let Some(f) = hunk_frames {
            c.hunk_bytes = f * 2448;
        }
        if let Some(l) = logical {
            c.logical_bytes = l;
        }
        let bytes = c.bytes();
        let len = bytes.len();
        // Header, map (the tail), metadata (after the header), anywhere.
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| match a % 4 {
            0 => (a % 124, v),
            1 => (len - 1 - a % 64.min(len), v),
            2 => (124 + a % 120, v),
            _ => (a, v),
        }).collect();
        disc_case(&[("x.chd", &mutate(bytes, &e, cut))])?;
    }

    #[test]
    fn ecm_files(e in edits(), cut in any::<usize>()) {
        let good = ecm::write(raw());
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| (if a % 2 == 0 { a % 64 } else { a }, v)).collect();
        disc_case(&[("x.ecm", &mutate(good, &e, cut))])?;
    }

    #[test]
    fn pbp_files(e in edits(), cut in any::<usize>()) {
        static GOOD: OnceLock<Vec<u8>> = OnceLock::new();
        let good = GOOD.get_or_init(|| pbp::write(raw(), "SLUS01019", "T", 1).unwrap());
        let psar = u32::from_le_bytes(good[0x24..0x28].try_into().unwrap()) as usize;
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| match a % 4 {
            0 => (a % 0x28, v),
            1 => (psar + a % 0x800, v),
            2 => (psar + 0x4000 + a % 0x100, v),
            _ => (a, v),
        }).collect();
        disc_case(&[("x.pbp", &mutate(good.clone(), &e, cut))])?;
    }

    #[test]
    fn clonecd_descriptions(e in edits(), cut in any::<usize>(), track in any::<u32>(), link in 0usize..3) {
        let text = ccd::write(SECTORS).replace("INDEX 1=0", &format!("INDEX 1={}", track % 200));
        let text = mutate(text.into_bytes(), &e, cut);
        match link {
            0 => disc_case(&[("x.ccd", &text), ("x.img", raw())])?,
            1 => disc_case(&[("x.ccd", &text), ("x.img", &raw()[..raw().len() / 3])])?,
            _ => disc_case(&[("x.ccd", &text)])?,
        }
    }

    #[test]
    fn alcohol_descriptions(name in 0usize..NAMES.len(), sub in any::<bool>(), e in edits(), cut in any::<usize>()) {
        let n = NAMES[name].replace("bin", "mdf");
        let (size, data) = if sub { (2448, raw2448()) } else { (2352, raw().clone()) };
        let m = mds::write_named(SECTORS, size, &n);
        let len = m.len();
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| (if a % 2 == 0 { 0x50 + a % (len - 0x50) } else { a }, v)).collect();
        disc_case(&[("x.mds", &mutate(m, &e, cut)), ("x.mdf", &data)])?;
    }

    #[test]
    fn gpu_dumps(e in edits(), cut in any::<usize>()) {
        // Packet headers sit at the start and after the big upload: aim there too.
        let d = gpu_dump();
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| match a % 3 {
            0 => (14 + a % 64, v),
            1 => (d.len() - 1 - a % 200, v),
            _ => (a, v),
        }).collect();
        capture_case(&mutate(d.clone(), &e, cut))?;
    }

    #[test]
    fn compressed_captures(kind in 0usize..3, e in edits(), cut in any::<usize>()) {
        static PACKED: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
        let packed = PACKED.get_or_init(|| {
            let d = gpu_dump();
            let mut x = Vec::new();
            lzma_rs::xz_compress(&mut &d[..], &mut x).unwrap();
            let z = ruzstd::encoding::compress_to_vec(&d[..], ruzstd::encoding::CompressionLevel::Fastest);
            let mut g = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
            g.write_all(d).unwrap();
            vec![x, z, g.finish().unwrap()]
        });
        let p = &packed[kind];
        let e: Vec<(usize, u8)> = e.into_iter().map(|(a, v)| (if a % 2 == 0 { a % 64.min(p.len()) } else { a }, v)).collect();
        capture_case(&mutate(p.clone(), &e, cut))?;
    }
}

/// The xz bomb at a small size through the default limits, as a property-sized case too.
#[test]
fn a_small_xz_bomb_stops_at_the_limit() {
    let bomb = hostile_cases::xz_bomb(20);
    let err = formats::read(&bomb).unwrap_err();
    assert!(err.to_string().contains("Limits::expansion_ratio"), "{err}");
}
