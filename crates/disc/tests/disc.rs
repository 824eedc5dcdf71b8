//! Disc images: layout detection, logical reads, EDC/ECC, subheaders, cue sheets.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod disc_util;

use std::path::Path;

use disc::write::{cue_sheet, encode_mode2_form1, SUBMODE_DATA, SUBMODE_EOF};
use disc::{Disc, DiscError, EdcStatus, Layout, SectorMode, Subheader, SYNC};
use disc_util::*;

const LAYOUTS: [Layout; 4] = [Layout::Raw2352, Layout::Raw2336, Layout::Iso2048, Layout::Raw2448];

/// A 2048-byte image is detected by its volume descriptor, so sector 16 must hold one.
fn users(n: u32) -> Vec<[u8; 2048]> {
    let mut pvd = [0u8; 2048];
    pvd[..7].copy_from_slice(b"\x01CD001\x01");
    user_sectors(n, &[(16, pvd)])
}

#[test]
fn disc_is_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<Disc>();
}

#[test]
fn every_layout_is_detected_from_bytes() {
    let u = users(40);
    for layout in LAYOUTS {
        let disc = Disc::from_bytes(image(layout, &u)).unwrap();
        assert_eq!(disc.layout(), layout);
        assert_eq!(disc.sector_count(), 40);
        assert_eq!(disc.trailing_bytes(), 0);
        assert_eq!(disc.image_len(), 40 * u64::from(layout.sector_size()));
        assert_eq!(disc.image_path(), None);
        for lba in [0, 16, 17, 39] {
            assert_eq!(disc.user_data(lba).unwrap(), &u[lba as usize][..], "{layout} {lba}");
        }
        assert!(matches!(disc.user_data(40), Err(DiscError::OutOfRange { lba: 40, .. })));
    }
}

#[test]
fn layout_display_and_serde() {
    assert_eq!(Layout::Raw2352.to_string(), "raw2352");
    assert_eq!(Layout::Raw2336.to_string(), "raw2336");
    assert_eq!(Layout::Iso2048.to_string(), "iso2048");
}

#[test]
fn raw_mode1_is_detected_and_read() {
    let u = users(20);
    let bytes: Vec<u8> =
        u.iter().enumerate().flat_map(|(i, d)| mode1_sector(i as u32, d)).collect();
    let disc = Disc::from_bytes(bytes).unwrap();
    assert_eq!(disc.layout(), Layout::Raw2352);
    assert_eq!(disc.user_data(16).unwrap(), &u[16][..]);
    assert_eq!(disc.user_data(3).unwrap(), &u[3][..]);
    assert_eq!(disc.sector_mode(3), Some(SectorMode::Mode1));
    assert_eq!(disc.subheader(3), None);
    assert_eq!(disc.check_edc(3).unwrap(), EdcStatus::Ok);
    assert_eq!(disc.image_offset(3, 5), 3 * 2352 + 0x10 + 5);
}

#[test]
fn trailing_bytes_are_reported_not_fatal() {
    let u = users(20);
    for layout in LAYOUTS {
        let mut bytes = image(layout, &u);
        bytes.extend_from_slice(&[0xAA; 100]);
        let disc = Disc::from_bytes(bytes).unwrap();
        assert_eq!(disc.sector_count(), 20);
        assert_eq!(disc.trailing_bytes(), 100);
    }
}

#[test]
fn truncated_images_are_errors() {
    let u = users(17);
    for layout in LAYOUTS {
        let mut bytes = image(layout, &u);
        bytes.truncate(bytes.len() - 1);
        let err = Disc::from_bytes(bytes).unwrap_err();
        assert!(matches!(err, DiscError::Truncated { .. }), "{layout}: {err}");
        assert!(err.to_string().contains("17 sectors"), "{err}");
    }
    assert!(matches!(Disc::from_bytes(Vec::new()), Err(DiscError::Truncated { .. })));
}

#[test]
fn unknown_layout_names_offsets() {
    let err = Disc::from_bytes(vec![0x55; 40 * 2352]).unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, DiscError::UnknownLayout { .. }));
    for needle in ["0x0", "0x8000", "0x9208", "0x9900", "CD sync", "volume descriptor"] {
        assert!(msg.contains(needle), "{needle} not in {msg}");
    }
    // Words, not a hex dump of what was found.
    assert!(!msg.contains("55 55"), "{msg}");
}

#[test]
fn cue_text_as_bytes_needs_a_path() {
    let text = cue_sheet("x.bin").into_bytes();
    assert!(matches!(Disc::from_bytes(text), Err(DiscError::CueNeedsPath)));
}

#[test]
fn logical_reads_are_identical_on_all_layouts() {
    let u = users(40);
    let stream: Vec<u8> = u.iter().flatten().copied().collect();
    for layout in LAYOUTS {
        let disc = Disc::from_bytes(image(layout, &u)).unwrap();
        for (lba, len) in [(0u32, 0u64), (3, 1), (3, 2048), (3, 5000), (17, 2049), (0, 40 * 2048)] {
            let s = lba as usize * 2048;
            assert_eq!(
                spans(&disc, lba, len),
                &stream[s..s + len as usize],
                "{layout} {lba} {len}"
            );
            // The borrowed spans of a plain image are the same bytes, cut per sector on a raw
            // image and whole on a 2048-byte one.
            let borrowed = disc.borrowed_spans(lba, len).unwrap().expect("a plain image");
            assert_eq!(borrowed.concat(), &stream[s..s + len as usize], "{layout} {lba} {len}");
            let pieces = if layout == Layout::Iso2048 { 1 } else { len.div_ceil(2048) as usize };
            assert_eq!(borrowed.len(), pieces.min(len as usize), "{layout} {lba} {len}");
        }
        assert!(disc.borrowed_spans(38, 3 * 2048).is_err());
        for (lba, off, len) in [
            (3u32, 0u64, 10usize),
            (3, 2040, 16),
            (3, 5000, 3000),
            (0, 0, 40 * 2048),
            (39, 2047, 1),
        ] {
            let s = lba as usize * 2048 + off as usize;
            let r = disc.read(lba, off, len).unwrap();
            assert_eq!(&r[..], &stream[s..s + len], "{layout} {lba} {off} {len}");
        }
        // Within one sector, or anywhere on a 2048-byte image, the read borrows.
        assert!(matches!(disc.read(3, 100, 100).unwrap(), std::borrow::Cow::Borrowed(_)));
        if layout == Layout::Iso2048 {
            assert!(matches!(disc.read(3, 100, 9000).unwrap(), std::borrow::Cow::Borrowed(_)));
        }
        // Past the end: error, and `f` is never called.
        let mut called = false;
        let err = disc.for_each_span(38, 3 * 2048, |_| called = true).unwrap_err();
        assert!(matches!(err, DiscError::OutOfRange { lba: 38, .. }));
        assert!(!called);
        assert!(disc.read(39, 2048, 1).is_err());
        assert!(disc.read(u32::MAX, u64::MAX, usize::MAX).is_err());
        assert!(disc.for_each_span(u32::MAX, u64::MAX, |_| ()).is_err());
    }
}

#[test]
fn image_offsets_point_at_user_data() {
    let u = users(20);
    for layout in LAYOUTS {
        let bytes = image(layout, &u);
        let disc = Disc::from_bytes(bytes.clone()).unwrap();
        for (lba, off) in [(0u32, 0u32), (5, 17), (5, 2047), (5, 2048 + 3)] {
            let at = disc.image_offset(lba, off) as usize;
            let want = u[(lba + off / 2048) as usize][(off % 2048) as usize];
            assert_eq!(bytes[at], want, "{layout} {lba} {off}");
        }
    }
}

#[test]
fn encoded_sector_follows_the_published_layout() {
    let user = pattern(16);
    let sub = Subheader { file: 1, channel: 2, submode: SUBMODE_EOF, coding: 0 };
    let mut s = [0u8; 2352];
    encode_mode2_form1(16, sub, &user, &mut s);
    assert_eq!(&s[..12], &[0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0]);
    assert_eq!(&s[12..16], &[0x00, 0x02, 0x16, 0x02]); // 00:02:16, mode 2
    assert_eq!(&s[16..24], &[1, 2, 0x89, 0, 1, 2, 0x89, 0]);
    assert_eq!(&s[0x18..0x818], &user[..]);
    assert_eq!(
        u32::from_le_bytes(s[0x818..0x81C].try_into().unwrap()),
        bitwise_edc(&s[0x10..0x818])
    );
    // Sector 4349 is 01:00:00 after the 150-sector lead-in.
    encode_mode2_form1(4350, sub, &user, &mut s);
    assert_eq!(&s[12..16], &[0x01, 0x00, 0x00, 0x02]);
}

#[test]
fn bitwise_edc_matches_the_catalogue_check_value() {
    // CRC-32/CD-ROM-EDC of "123456789" (reveng catalogue).
    assert_eq!(bitwise_edc(b"123456789"), 0x6EC2_EDC4);
}

#[test]
fn edc_of_a_zero_form1_sector() {
    let mut s = [0u8; 2352];
    let sub = Subheader { file: 0, channel: 0, submode: SUBMODE_DATA, coding: 0 };
    encode_mode2_form1(0, sub, &[0; 2048], &mut s);
    let mut covered = vec![0u8; 0x808];
    covered[..8].copy_from_slice(&[0, 0, 8, 0, 0, 0, 8, 0]);
    let want = bitwise_edc(&covered);
    assert_ne!(want, 0);
    assert_eq!(&s[0x818..0x81C], &want.to_le_bytes());
}

// --- ECC checked by its parity equations (ECMA-130 annex A), independently of the encoder ---

struct Gf {
    exp: [u8; 512],
    log: [u8; 256],
}

impl Gf {
    fn new() -> Self {
        let mut g = Gf { exp: [0; 512], log: [0; 256] };
        let mut x: u16 = 1;
        for i in 0..255 {
            g.exp[i] = x as u8;
            g.exp[i + 255] = x as u8;
            g.log[x as usize] = i as u8;
            x <<= 1;
            if x & 0x100 != 0 {
                x ^= 0x11D;
            }
        }
        g
    }
    fn mul_alpha_pow(&self, v: u8, p: usize) -> u8 {
        if v == 0 {
            0
        } else {
            self.exp[(self.log[v as usize] as usize + p) % 255]
        }
    }
}

/// Checks both syndromes of every P and Q codeword of a raw sector (header as zero).
fn ecc_syndromes_ok(sector: &[u8; 2352]) -> bool {
    let gf = Gf::new();
    let mut buf = sector.to_vec();
    buf[12..16].fill(0);
    let word = |b: &Vec<u8>, w: usize, hi: usize| b[12 + 2 * w + hi];
    // P: 43 columns × 2 bytes; codeword = 24 words down column c (stride 43 words) + 2 parity.
    for c in 0..43 {
        for hi in 0..2 {
            let mut v: Vec<u8> = (0..24).map(|r| word(&buf, r * 43 + c, hi)).collect();
            v.push(buf[0x81C + 2 * c + hi]);
            v.push(buf[0x81C + 86 + 2 * c + hi]);
            let s0 = v.iter().fold(0, |a, &x| a ^ x);
            let s1 = v.iter().enumerate().fold(0, |a, (i, &x)| a ^ gf.mul_alpha_pow(x, 25 - i));
            if s0 != 0 || s1 != 0 {
                return false;
            }
        }
    }
    // Q: 26 diagonals × 2 bytes over 1118 words (data + P), step 44 words mod 1118 + 2 parity.
    for d in 0..26 {
        for hi in 0..2 {
            let mut v: Vec<u8> =
                (0..43).map(|k| word(&buf, (43 * d + 44 * k) % 1118, hi)).collect();
            v.push(buf[0x8C8 + 2 * d + hi]);
            v.push(buf[0x8C8 + 52 + 2 * d + hi]);
            let s0 = v.iter().fold(0, |a, &x| a ^ x);
            let s1 = v.iter().enumerate().fold(0, |a, (i, &x)| a ^ gf.mul_alpha_pow(x, 44 - i));
            if s0 != 0 || s1 != 0 {
                return false;
            }
        }
    }
    true
}

#[test]
fn ecc_satisfies_the_parity_equations() {
    for lba in [0u32, 16, 1234, 152_000] {
        let s = raw_sector(lba, &pattern(lba));
        assert!(ecc_syndromes_ok(&s), "sector {lba}");
        let mut bad = s;
        bad[0x100] ^= 1;
        assert!(!ecc_syndromes_ok(&bad));
    }
}

/// Cross-check against the `ecm` tool: it shrinks only sectors whose EDC and ECC it can
/// regenerate, and `unecm` must give the bytes back.
#[test]
fn ecm_tool_accepts_our_sectors() {
    let (ecm, unecm) = ["ecm", "ecm-compress"]
        .iter()
        .zip(["unecm", "ecm-uncompress"])
        .find(|(e, _)| std::process::Command::new(e).arg("--help").output().is_ok())
        .map(|(e, u)| (*e, u))
        .unzip();
    let (Some(ecm), Some(unecm)) = (ecm, unecm) else {
        println!("note: `ecm` not installed (apt-get install ecm); ECM cross-check skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let n = 64u32;
    let bytes = image(Layout::Raw2352, &user_sectors(n, &[]));
    let bin = dir.path().join("a.bin");
    let packed = dir.path().join("a.bin.ecm");
    let back = dir.path().join("b.bin");
    std::fs::write(&bin, &bytes).unwrap();
    let st = std::process::Command::new(ecm).arg(&bin).arg(&packed).output().unwrap();
    assert!(st.status.success(), "{st:?}");
    let size = std::fs::metadata(&packed).unwrap().len();
    // 2352 → 2052 (subheader + user data) per sector when EDC/ECC regenerate.
    assert!(size < u64::from(n) * 2100, "ecm kept {size} bytes: our EDC/ECC did not regenerate");
    let st = std::process::Command::new(unecm).arg(&packed).arg(&back).output().unwrap();
    assert!(st.status.success(), "{st:?}");
    assert_eq!(std::fs::read(&back).unwrap(), bytes);
}

#[test]
fn edc_good_and_bad() {
    let u = users(20);
    for layout in [Layout::Raw2352, Layout::Raw2336] {
        let bytes = image(layout, &u);
        let disc = Disc::from_bytes(bytes.clone()).unwrap();
        for lba in 0..20 {
            assert_eq!(disc.check_edc(lba).unwrap(), EdcStatus::Ok, "{layout} {lba}");
        }
        let mut flipped = bytes;
        let at = disc.image_offset(5, 100) as usize;
        flipped[at] ^= 0x40;
        let disc2 = Disc::from_bytes(flipped).unwrap();
        let stored = bitwise_edc(&raw_sector(5, &u[5])[0x10..0x818]);
        match disc2.check_edc(5).unwrap() {
            EdcStatus::Bad { stored: s, computed } => {
                assert_eq!(s, stored);
                assert_ne!(computed, stored);
            }
            other => panic!("{layout}: {other:?}"),
        }
        assert!(disc.check_edc(20).is_err());
    }
    let iso = Disc::from_bytes(image(Layout::Iso2048, &u)).unwrap();
    assert_eq!(iso.check_edc(3).unwrap(), EdcStatus::Absent);
}

#[test]
fn form2_sectors() {
    let u = users(20);
    let mut bytes = image(Layout::Raw2352, &u);
    // Sector 7 becomes Form 2 (submode 0x20 | data) with EDC 0; sector 8 Form 2 with an EDC.
    for (lba, with_edc) in [(7usize, false), (8, true)] {
        let s = &mut bytes[lba * 2352..(lba + 1) * 2352];
        s[0x12] = 0x28;
        s[0x16] = 0x28;
        let edc = if with_edc { bitwise_edc(&s[0x10..0x92C]) } else { 0 };
        s[0x92C..0x930].copy_from_slice(&edc.to_le_bytes());
    }
    let disc = Disc::from_bytes(bytes).unwrap();
    assert_eq!(disc.sector_mode(6), Some(SectorMode::Mode2Form1));
    assert_eq!(disc.sector_mode(7), Some(SectorMode::Mode2Form2));
    assert_eq!(disc.check_edc(7).unwrap(), EdcStatus::Absent);
    assert_eq!(disc.check_edc(8).unwrap(), EdcStatus::Ok);
    assert!(disc.subheader(7).unwrap().is_form2());
}

#[test]
fn subheaders() {
    let u = users(20);
    for layout in [Layout::Raw2352, Layout::Raw2336] {
        let disc = Disc::from_bytes(image(layout, &u)).unwrap();
        assert_eq!(disc.subheader(4).unwrap().submode, SUBMODE_EOF);
        assert_eq!(
            disc.subheader(5).unwrap(),
            Subheader { submode: SUBMODE_DATA, ..Default::default() }
        );
        assert_eq!(disc.sector_mode(5), Some(SectorMode::Mode2Form1));
        assert_eq!(disc.subheader(20), None);
    }
    let iso = Disc::from_bytes(image(Layout::Iso2048, &u)).unwrap();
    assert_eq!(iso.subheader(4), None);
    assert_eq!(iso.sector_mode(4), None);
    // An empty (mode 0) sector in a raw image.
    let mut bytes = image(Layout::Raw2352, &u);
    bytes[2 * 2352..3 * 2352].fill(0);
    bytes[2 * 2352..2 * 2352 + 12].copy_from_slice(&SYNC);
    let disc = Disc::from_bytes(bytes).unwrap();
    assert_eq!(disc.sector_mode(2), Some(SectorMode::Unknown(0)));
    assert_eq!(disc.check_edc(2).unwrap(), EdcStatus::Absent);
}

// --- files and cue sheets ---

fn write(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

#[test]
fn open_detects_from_bytes_not_names() {
    let dir = tempfile::tempdir().unwrap();
    let u = users(20);
    // An ISO named .bin and a raw image named .iso.
    let a = write(dir.path(), "looks_raw.bin", &image(Layout::Iso2048, &u));
    let b = write(dir.path(), "looks_cooked.iso", &image(Layout::Raw2352, &u));
    let c = write(dir.path(), "x.img", &image(Layout::Raw2336, &u));
    for (p, layout) in [(a, Layout::Iso2048), (b, Layout::Raw2352), (c, Layout::Raw2336)] {
        let disc = Disc::open(&p).unwrap();
        assert_eq!(disc.layout(), layout);
        assert_eq!(disc.image_path(), Some(p.as_path()));
        assert_eq!(disc.user_data(19).unwrap(), &u[19][..]);
    }
    let missing = Disc::open(&dir.path().join("nope.bin")).unwrap_err();
    assert!(matches!(missing, DiscError::Io { .. }));
    assert!(missing.to_string().contains("nope.bin"));
}

#[test]
fn large_images_are_mapped_and_released() {
    // > 1 MiB, so the file is memory-mapped rather than read.
    let dir = tempfile::tempdir().unwrap();
    let u = users(600);
    let p = write(dir.path(), "big.bin", &image(Layout::Raw2352, &u));
    let disc = Disc::open(&p).unwrap();
    let before = spans(&disc, 100, 300 * 2048);
    disc.release(0, 600);
    disc.release(590, 1000); // past the end: clipped
    disc.release(u32::MAX, u32::MAX);
    assert_eq!(spans(&disc, 100, 300 * 2048), before);
    assert_eq!(disc.user_data(599).unwrap(), &u[599][..]);
}

#[test]
fn cue_variants() {
    let u = users(20);
    let raw = image(Layout::Raw2352, &u);
    let cases: [(&str, &str, &str); 6] = [
        ("plain", "Game.bin", "FILE \"Game.bin\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n"),
        ("spaces quoted", "My Game (USA).bin", "FILE \"My Game (USA).bin\" BINARY\nTRACK 01 MODE2/2352\nINDEX 01 00:00:00\n"),
        ("spaces unquoted", "My Game.bin", "FILE My Game.bin BINARY\nTRACK 01 MODE2/2352\nINDEX 01 00:00:00\n"),
        ("sloppy", "game.bin", "\u{feff}REM made by hand\r\nfile \"GAME.BIN\" binary\r\n track 1 mode2/2352\r\n  index 1 0:0:0\r\n"),
        ("dos folder", "game.bin", "FILE \"discs\\game.bin\" BINARY\nTRACK 01 MODE2/2352\nINDEX 01 00:00:00\n"),
        ("audio after", "g.bin", "FILE \"g.bin\" BINARY\nTRACK 01 MODE2/2352\nINDEX 01 00:00:00\nTRACK 02 AUDIO\nINDEX 00 00:00:20\nINDEX 01 00:00:20\n"),
    ];
    for (what, bin_name, cue) in cases {
        let dir = tempfile::tempdir().unwrap();
        let mut bytes = raw.clone();
        if what == "audio after" {
            bytes.extend_from_slice(&[0x11; 2352 * 3]); // an "audio" track after the data
        }
        let bin = write(dir.path(), bin_name, &bytes);
        let cue_path = write(dir.path(), "disc.cue", cue.as_bytes());
        let disc = Disc::open(&cue_path).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(disc.layout(), Layout::Raw2352, "{what}");
        assert_eq!(disc.sector_count(), 20, "{what}");
        assert_eq!(disc.trailing_bytes(), 0, "{what}");
        assert_eq!(disc.image_path().unwrap().file_name(), bin.file_name(), "{what}");
        assert_eq!(disc.user_data(17).unwrap(), &u[17][..], "{what}");
        assert!(disc.cue().is_some());
    }
    // An absolute path (here a DOS one) is refused, naming the sheet, the line and what to do.
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "game.bin", &raw);
    let cue = write(
        dir.path(),
        "disc.cue",
        b"REM x\nFILE \"C:\\discs\\game.bin\" BINARY\nTRACK 01 MODE2/2352\nINDEX 01 00:00:00\n",
    );
    let msg = Disc::open(&cue).unwrap_err().to_string();
    assert!(msg.contains("disc.cue: line 2") && msg.contains("absolute path"), "{msg}");
    assert!(msg.contains("name the file alone (\"game.bin\")"), "{msg}");
}

#[test]
fn cue_with_data_in_a_second_file_and_offset() {
    let dir = tempfile::tempdir().unwrap();
    let u = users(20);
    // Track 1 audio in its own file; track 2 data after a 2-sector INDEX 00 pregap in its file.
    write(dir.path(), "t1.bin", &[0u8; 2352 * 4]);
    let mut data = vec![0u8; 2 * 2352];
    data.extend_from_slice(&image(Layout::Raw2352, &u));
    write(dir.path(), "t2.bin", &data);
    let cue = "FILE \"t1.bin\" BINARY\nTRACK 01 AUDIO\nINDEX 01 00:00:00\n\
               FILE \"t2.bin\" BINARY\nTRACK 02 MODE2/2352\nINDEX 00 00:00:00\nINDEX 01 00:00:02\n";
    let p = write(dir.path(), "x.cue", cue.as_bytes());
    let disc = Disc::open(&p).unwrap();
    assert_eq!(disc.sector_count(), 20);
    assert_eq!(disc.user_data(16).unwrap(), &u[16][..]);
    assert_eq!(disc.image_offset(0, 0), 2 * 2352 + 0x18);
    assert_eq!(disc.image_len(), data.len() as u64);
    assert_eq!(disc.cue().unwrap().tracks.len(), 2);
}

#[test]
fn cue_errors_name_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "a.cue", cue_sheet("missing disc.bin").as_bytes());
    let err = Disc::open(&p).unwrap_err();
    assert!(matches!(err, DiscError::CueFileMissing { .. }));
    assert!(err.to_string().contains("missing disc.bin"), "{err}");

    let p = write(dir.path(), "b.cue", b"FILE \"a.wav\" WAVE\nTRACK 01 AUDIO\nINDEX 01 00:00:00\n");
    assert!(matches!(Disc::open(&p), Err(DiscError::CueNoDataTrack { .. })));

    let p = write(dir.path(), "c.cue", b"FILE \"a.bin\" BINARY\nTRACK xx MODE2/2352\n");
    let err = Disc::open(&p).unwrap_err();
    assert!(matches!(err, DiscError::Cue { .. }));
    assert!(err.to_string().contains("line 2"), "{err}");

    write(dir.path(), "short.bin", &[0u8; 100]);
    let p = write(
        dir.path(),
        "d.cue",
        b"FILE short.bin BINARY\nTRACK 01 MODE2/2352\nINDEX 01 10:00:00\n",
    );
    assert!(matches!(Disc::open(&p), Err(DiscError::CueOffsetPastEnd { .. })));
}

#[test]
fn cue_mode1_2048_and_2336_tracks_are_detected_from_bytes() {
    let u = users(20);
    for (mode, layout) in [("MODE1/2048", Layout::Iso2048), ("MODE2/2336", Layout::Raw2336)] {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "d.img", &image(layout, &u));
        let cue = format!("FILE \"d.img\" BINARY\n  TRACK 01 {mode}\n    INDEX 01 00:00:00\n");
        let p = write(dir.path(), "d.cue", cue.as_bytes());
        let disc = Disc::open(&p).unwrap();
        assert_eq!(disc.layout(), layout, "{mode}");
        assert_eq!(spans(&disc, 15, 3 * 2048), u[15..18].concat());
    }
}

#[test]
fn one_disc_is_read_from_many_threads() {
    let u = users(64);
    let disc = Disc::from_bytes(image(Layout::Raw2352, &u)).unwrap();
    let want: Vec<u8> = u.concat();
    std::thread::scope(|s| {
        for t in 0..4u32 {
            let (disc, want) = (&disc, &want);
            s.spawn(move || {
                for lba in (t..62).step_by(4) {
                    let got = disc.read(lba, 100, 3000).unwrap();
                    let at = lba as usize * 2048 + 100;
                    assert_eq!(&got[..], &want[at..at + 3000]);
                }
            });
        }
    });
}
