//! The disc images people keep: CHD (from the real `chdman` when it is installed), ECM, PSP
//! EBOOT, CloneCD, Alcohol MDS and raw 2448-byte sectors each read exactly like the `.bin` they
//! were made from; what cannot be read says what it is and what to do.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod disc_util;

use std::path::{Path, PathBuf};
use std::process::Command;

use disc::write::encode_mode1;
use disc::{ccd, ecm, mds, pbp, Container, Disc, DiscError, Layout, Subheader};
use disc_util::*;

const SECTORS: u32 = 300;

/// A raw image with every kind of sector ECM distinguishes: Mode 2 Form 1 (most), Form 2 with
/// and without EDC, Mode 1, a sector whose EDC is wrong, and one that is not a sector at all.
fn bin() -> Vec<u8> {
    let mut pvd = [0u8; 2048];
    pvd[..7].copy_from_slice(b"\x01CD001\x01");
    let users = user_sectors(SECTORS, &[(16, pvd)]);
    let mut out = image(Layout::Raw2352, &users);
    let sector = |out: &mut Vec<u8>, lba: u32| -> std::ops::Range<usize> {
        let s = lba as usize * 2352;
        let _ = out;
        s..s + 2352
    };
    // Form 2 with EDC (XA audio-like).
    for lba in [40u32, 41] {
        let r = sector(&mut out, lba);
        let s = &mut out[r];
        let sub = Subheader { file: 1, channel: 1, submode: 0x64, coding: 1 };
        s[0x10..0x14].copy_from_slice(&sub.to_bytes());
        s[0x14..0x18].copy_from_slice(&sub.to_bytes());
        for (i, b) in s[0x18..0x92C].iter_mut().enumerate() {
            *b = (i * 3 + lba as usize) as u8;
        }
        let edc = if lba == 40 { edc_of(&s[0x10..0x92C]) } else { 0 };
        s[0x92C..0x930].copy_from_slice(&edc.to_le_bytes());
    }
    // Mode 1.
    {
        let r = sector(&mut out, 50);
        out[r].copy_from_slice(&mode1_full(50, &pattern(50)));
    }
    // A Form 1 sector with a wrong EDC: stored as is.
    out[60 * 2352 + 0x818] ^= 0x40;
    // Not a sector: random-looking bytes.
    {
        let r = sector(&mut out, 70);
        for (i, b) in out[r].iter_mut().enumerate() {
            *b = (i * 7 + 3) as u8;
        }
    }
    out
}

fn edc_of(bytes: &[u8]) -> u32 {
    bitwise_edc(bytes)
}

/// A full Mode 1 sector with EDC and ECC.
fn mode1_full(lba: u32, user: &[u8; 2048]) -> [u8; 2352] {
    let mut s = [0u8; 2352];
    encode_mode1(lba, user, &mut s);
    s
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// `disc` reads exactly like `reference`: every sector's user data, raw bytes, subheader,
/// mode, EDC status; the logical stream; image offsets in the equivalent raw image.
fn same_as(disc: &Disc, reference: &Disc, what: &str) {
    assert_eq!(disc.layout(), reference.layout(), "{what}");
    assert!(disc.sector_count() >= reference.sector_count(), "{what}");
    let n = reference.sector_count();
    let all = reference.read(0, 0, n as usize * 2048).unwrap();
    assert_eq!(disc.read(0, 0, n as usize * 2048).unwrap(), all, "{what}: logical stream");
    let mut spans = Vec::new();
    disc.for_each_span(0, u64::from(n) * 2048, |s| spans.extend_from_slice(s)).unwrap();
    assert_eq!(spans, &all[..], "{what}: spans");
    match disc.borrowed_spans(0, u64::from(n) * 2048).unwrap() {
        Some(b) => assert_eq!(b.concat(), &all[..], "{what}: borrowed spans"),
        // A container decodes its sectors: nothing to borrow, callers read instead.
        None => assert!(!matches!(disc.container(), Container::Plain), "{what}: plain"),
    }
    for lba in 0..n {
        assert_eq!(disc.subheader(lba), reference.subheader(lba), "{what}: subheader {lba}");
        assert_eq!(disc.sector_mode(lba), reference.sector_mode(lba), "{what}: mode {lba}");
        assert_eq!(
            disc.check_edc(lba).unwrap(),
            reference.check_edc(lba).unwrap(),
            "{what}: edc {lba}"
        );
        assert_eq!(disc.image_offset(lba, 17), reference.image_offset(lba, 17), "{what}: {lba}");
    }
    for lba in [0, 16, 40, 50, 60, 70, n - 1].into_iter().filter(|&l| l < n) {
        assert_eq!(disc.raw_sector(lba), reference.raw_sector(lba), "{what}: raw {lba}");
        assert_eq!(disc.user_data(lba).unwrap(), reference.user_data(lba).unwrap(), "{what}");
    }
    for (lba, off, len) in [(3u32, 2040u64, 16usize), (10, 5000, 9000), (n - 1, 2047, 1)] {
        assert_eq!(disc.read(lba, off, len).unwrap(), reference.read(lba, off, len).unwrap());
    }
    assert!(disc.read(n + 40, 0, 1).is_err());
    // Releasing pages is only advice: everything reads the same afterwards.
    disc.release(0, n);
    assert_eq!(disc.read(0, 0, n as usize * 2048).unwrap(), all, "{what}: after release");
}

#[test]
fn ecm_rebuilds_the_image_byte_for_byte() {
    let raw = bin();
    let encoded = ecm::write(&raw);
    assert!(encoded.len() < raw.len() * 9 / 10, "ECM drops sync/EDC/ECC");
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "game.bin.ecm", &encoded);
    let disc = Disc::open(&p).unwrap();
    assert_eq!(disc.container(), &Container::Ecm);
    assert_eq!(disc.image_len(), raw.len() as u64);
    assert_eq!(disc.file_len(), encoded.len() as u64);
    let reference = Disc::from_bytes(raw.clone()).unwrap();
    same_as(&disc, &reference, "ecm");
    // Every raw sector, ECC included, is the original.
    for lba in 0..SECTORS {
        let want = &raw[lba as usize * 2352..(lba as usize + 1) * 2352];
        if lba < 4000 {
            assert_eq!(disc.raw_sector(lba).unwrap(), want, "sector {lba}");
        }
    }
}

#[test]
fn ecm_of_a_2048_byte_iso_and_of_odd_lengths() {
    let mut pvd = [0u8; 2048];
    pvd[..7].copy_from_slice(b"\x01CD001\x01");
    let iso = image(Layout::Iso2048, &user_sectors(40, &[(16, pvd)]));
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "a.ecm", &ecm::write(&iso));
    let disc = Disc::open(&p).unwrap();
    assert_eq!(disc.layout(), Layout::Iso2048);
    same_as(&disc, &Disc::from_bytes(iso).unwrap(), "ecm iso");
    let mut raw = bin();
    raw.extend_from_slice(&[9; 100]);
    let p = write(dir.path(), "b.ecm", &ecm::write(&raw));
    let disc = Disc::open(&p).unwrap();
    assert_eq!(disc.trailing_bytes(), 100);
}

#[test]
fn ecm_errors_say_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let good = ecm::write(&bin());
    let cut = write(dir.path(), "cut.ecm", &good[..good.len() / 2]);
    let err = Disc::open(&cut).unwrap_err();
    assert!(matches!(err, DiscError::Corrupt { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("an ECM image") && msg.contains("cut.ecm"), "{msg}");
    // A header that never ends.
    let mut endless = b"ECM\0".to_vec();
    endless.extend_from_slice(&[0xFF; 16]);
    let p = write(dir.path(), "endless.ecm", &endless);
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("run header"), "{msg}");
    // No end marker's EDC.
    let p = write(dir.path(), "noedc.ecm", &good[..good.len() - 2]);
    assert!(Disc::open(&p).unwrap_err().to_string().contains("EDC"));
}

#[test]
fn pbp_reads_like_the_bin_stored_and_compressed() {
    let raw = bin();
    let reference = Disc::from_bytes(raw.clone()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    for level in [0, 6] {
        let eboot = pbp::write(&raw, "SLUS01019", "TEST", level).unwrap();
        let p = write(dir.path(), &format!("EBOOT{level}.PBP"), &eboot);
        let disc = Disc::open(&p).unwrap();
        assert_eq!(
            disc.container(),
            &Container::Pbp { disc: 1, discs: 1, id: "SLUS01019".to_string() }
        );
        // Padded to whole 16-sector blocks.
        assert_eq!(disc.sector_count(), SECTORS.div_ceil(16) * 16);
        same_as(&disc, &reference, "pbp");
        if level > 0 {
            let psar = u32::from_le_bytes(eboot[0x24..0x28].try_into().unwrap()) as usize;
            assert!(eboot.len() - psar - 0x10_0000 < raw.len(), "blocks are compressed");
        }
    }
}

#[test]
fn pbp_encrypted_multi_disc_and_damaged() {
    let raw = bin();
    let eboot = pbp::write(&raw, "SLUS01019", "TEST", 6).unwrap();
    let psar = u32::from_le_bytes(eboot[0x24..0x28].try_into().unwrap()) as usize;
    let dir = tempfile::tempdir().unwrap();
    // PlayStation Store EBOOT: the disc header is PGD-encrypted.
    let mut enc = eboot.clone();
    enc[psar + 0x400..psar + 0x404].copy_from_slice(b"\0PGD");
    let p = write(dir.path(), "store.pbp", &enc);
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("encrypted") && msg.contains("psxtract"), "{msg}");
    // Multi-disc: PSTITLEIMG000000 whose table names two discs; disc 1 is read.
    let mut multi = eboot[..psar].to_vec();
    let mut title = vec![0u8; 0x8000];
    title[..16].copy_from_slice(b"PSTITLEIMG000000");
    title[0x200..0x204].copy_from_slice(&0x8000u32.to_le_bytes());
    title[0x204..0x208].copy_from_slice(&0x8000u32.to_le_bytes());
    multi.extend_from_slice(&title);
    multi.extend_from_slice(&eboot[psar..]);
    let p = write(dir.path(), "multi.pbp", &multi);
    let disc = Disc::open(&p).unwrap();
    assert!(matches!(disc.container(), Container::Pbp { disc: 1, discs: 2, .. }));
    same_as(&disc, &Disc::from_bytes(raw).unwrap(), "multi-disc pbp");
    // A damaged block is an error at the read, not a panic or garbage.
    let mut bad = eboot.clone();
    let first = psar + 0x10_0000;
    bad[first..first + 64].fill(0xEE);
    let p = write(dir.path(), "bad.pbp", &bad);
    match Disc::open(&p) {
        Err(e) => assert!(e.to_string().contains("EBOOT"), "{e}"),
        Ok(d) => assert!(d.read(0, 0, 2048).is_err()),
    }
    // PSP game EBOOTs are not PS1 discs.
    let mut psp = eboot;
    psp[psar..psar + 8].copy_from_slice(b"NPUMDIMG");
    let p = write(dir.path(), "psp.pbp", &psp);
    assert!(Disc::open(&p).unwrap_err().to_string().contains("PSP game"));
}

#[test]
fn clonecd_opens_its_img_and_names_a_missing_one() {
    let raw = bin();
    let dir = tempfile::tempdir().unwrap();
    let ccd_path = write(dir.path(), "Game.ccd", ccd::write(SECTORS).as_bytes());
    let err = Disc::open(&ccd_path).unwrap_err();
    assert!(matches!(err, DiscError::CompanionMissing { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("CloneCD") && msg.contains("Game.img"), "{msg}");
    write(dir.path(), "Game.img", &raw);
    write(dir.path(), "Game.sub", &vec![0u8; SECTORS as usize * 96]);
    let disc = Disc::open(&ccd_path).unwrap();
    assert_eq!(disc.container(), &Container::CloneCd);
    assert_eq!(disc.image_path(), Some(dir.path().join("Game.img").as_path()));
    same_as(&disc, &Disc::from_bytes(raw).unwrap(), "ccd");
    let parsed = ccd::parse(&ccd::write(SECTORS)).unwrap();
    assert_eq!(parsed.tracks, vec![ccd::CcdTrack { number: 1, mode: 2, start: 0 }]);
}

#[test]
fn alcohol_mds_with_2352_and_2448_byte_sectors() {
    let raw = bin();
    let reference = Disc::from_bytes(raw.clone()).unwrap();
    let with_sub: Vec<u8> = raw
        .chunks(2352)
        .enumerate()
        .flat_map(|(i, s)| s.iter().copied().chain(subchannel(i as u32)))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    for (size, data) in [(2352u16, &raw), (2448, &with_sub)] {
        let name = format!("disc{size}");
        let mds_path = write(dir.path(), &format!("{name}.mds"), &mds::write(SECTORS, size));
        let msg = Disc::open(&mds_path).unwrap_err().to_string();
        assert!(msg.contains("Alcohol") && msg.contains(&format!("{name}.mdf")), "{msg}");
        write(dir.path(), &format!("{name}.mdf"), data);
        let disc = Disc::open(&mds_path).unwrap();
        assert_eq!(disc.container(), &Container::Alcohol);
        let parsed = mds::parse(&mds::write(SECTORS, size)).unwrap();
        assert_eq!((parsed.sector_size, parsed.sectors, parsed.number), (size, SECTORS, 1));
        if size == 2448 {
            assert_eq!(disc.layout(), Layout::Raw2448);
            assert_eq!(disc.sector_count(), SECTORS);
            for lba in 0..SECTORS {
                assert_eq!(disc.read(lba, 0, 2048).unwrap(), reference.read(lba, 0, 2048).unwrap());
                assert_eq!(disc.subheader(lba), reference.subheader(lba));
                assert_eq!(disc.check_edc(lba).unwrap(), reference.check_edc(lba).unwrap());
                // Offsets are in the .mdf: 2448 bytes a sector.
                let in_sector = reference.image_offset(lba, 5) - u64::from(lba) * 2352;
                assert_eq!(disc.image_offset(lba, 5), u64::from(lba) * 2448 + in_sector);
            }
            assert_eq!(disc.raw_sector(3).unwrap(), reference.raw_sector(3).unwrap());
        } else {
            same_as(&disc, &reference, "mds 2352");
        }
    }
}

#[test]
fn raw_2448_byte_images_are_found_by_sync_spacing() {
    let raw = bin();
    let with_sub: Vec<u8> = raw
        .chunks(2352)
        .enumerate()
        .flat_map(|(i, s)| s.iter().copied().chain(subchannel(i as u32)))
        .collect();
    let disc = Disc::from_bytes(with_sub).unwrap();
    assert_eq!(disc.layout(), Layout::Raw2448);
    assert_eq!(disc.sector_count(), SECTORS);
    let reference = Disc::from_bytes(raw).unwrap();
    assert_eq!(
        disc.read(0, 0, SECTORS as usize * 2048).unwrap(),
        reference.read(0, 0, SECTORS as usize * 2048).unwrap()
    );
    // Blank first sectors: found at sector 16.
    let mut blank = image(Layout::Raw2448, &user_sectors(40, &[]));
    blank[..16 * 2448].fill(0);
    assert_eq!(Disc::from_bytes(blank).unwrap().layout(), Layout::Raw2448);
}

fn chdman() -> Option<PathBuf> {
    let out = Command::new("chdman").arg("--help").output().ok()?;
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    text.contains("createcd").then(|| PathBuf::from("chdman"))
}

/// Runs `chdman createcd` on `cue`, with `codecs` when given; false when chdman refuses.
fn try_createcd(chdman: &Path, cue: &Path, out: &Path, codecs: Option<&str>) -> bool {
    let mut cmd = Command::new(chdman);
    cmd.args(["createcd", "-f", "-i"]).arg(cue).arg("-o").arg(out);
    if let Some(c) = codecs {
        cmd.args(["-c", c]);
    }
    cmd.output().unwrap().status.success()
}

/// Runs `chdman createcd` on `cue`, with `codecs` when given.
fn createcd(chdman: &Path, cue: &Path, out: &Path, codecs: Option<&str>) {
    assert!(try_createcd(chdman, cue, out, codecs), "chdman createcd failed on {}", cue.display());
}

#[test]
fn chd_made_by_chdman_reads_like_the_bin() {
    let Some(chdman) = chdman() else {
        println!(
            "note: chdman not on PATH (mame-tools); CHD files from the real tool not tested here"
        );
        return;
    };
    let raw = bin();
    let reference = Disc::from_bytes(raw.clone()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "game.bin", &raw);
    let cue = write(dir.path(), "game.cue", disc::write::cue_sheet("game.bin").as_bytes());
    let all = [
        None,
        Some("cdzl"),
        Some("cdlz"),
        Some("cdfl"),
        Some("cdzs"),
        Some("cdlz,cdzl,cdfl,cdzs"),
        Some("none"),
        Some("zlib"),
        Some("lzma"),
        Some("huff"),
        Some("zstd"),
        Some("flac"),
    ];
    for codecs in all {
        let chd_path = dir.path().join(format!("game-{}.chd", codecs.unwrap_or("default")));
        if !try_createcd(&chdman, &cue, &chd_path, codecs) {
            println!("note: this chdman does not make CD CHDs with codecs {codecs:?}");
            continue;
        }
        let disc = Disc::open(&chd_path).unwrap();
        let Container::Chd { version, track, tracks, .. } = disc.container().clone() else {
            panic!("{:?}", disc.container())
        };
        assert_eq!((version, track, tracks), (5, 1, 1));
        assert_eq!(disc.image_len(), raw.len() as u64);
        same_as(&disc, &reference, &format!("chd {codecs:?}"));
        for lba in 0..SECTORS {
            let want = &raw[lba as usize * 2352..(lba as usize + 1) * 2352];
            assert_eq!(disc.raw_sector(lba).unwrap(), want, "{codecs:?} sector {lba}");
        }
    }
}

#[test]
fn chd_with_an_audio_track_reads_the_data_track() {
    let Some(chdman) = chdman() else {
        println!("note: chdman not on PATH (mame-tools); multi-track CHD not tested here");
        return;
    };
    let raw = bin();
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "data.bin", &raw);
    // 150 sectors of "audio": any bytes.
    let audio: Vec<u8> = (0..150 * 2352).map(|i| (i * 5 % 251) as u8).collect();
    write(dir.path(), "audio.bin", &audio);
    let cue = write(
        dir.path(),
        "multi.cue",
        b"FILE \"data.bin\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n\
          FILE \"audio.bin\" BINARY\n  TRACK 02 AUDIO\n    INDEX 00 00:00:00\n    INDEX 01 00:02:00\n",
    );
    let chd_path = dir.path().join("multi.chd");
    createcd(&chdman, &cue, &chd_path, None);
    let disc = Disc::open(&chd_path).unwrap();
    assert!(matches!(disc.container(), Container::Chd { track: 1, tracks: 2, .. }));
    assert_eq!(disc.sector_count(), SECTORS);
    same_as(&disc, &Disc::from_bytes(raw).unwrap(), "multi-track chd");
}

/// A CHD header (no map) claiming `version` and, for v5, `codecs`.
fn chd_header(version: u32, codecs: &[&[u8; 4]], compression: u32) -> Vec<u8> {
    let mut h = vec![0u8; 124];
    h[..8].copy_from_slice(b"MComprHD");
    h[8..12].copy_from_slice(&124u32.to_be_bytes());
    h[12..16].copy_from_slice(&version.to_be_bytes());
    if version == 5 {
        for (i, c) in codecs.iter().enumerate() {
            h[0x10 + 4 * i..0x14 + 4 * i].copy_from_slice(*c);
        }
    } else {
        h[0x14..0x18].copy_from_slice(&compression.to_be_bytes());
    }
    h
}

#[test]
fn chd_errors_say_what_it_is_and_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "odd.chd", &chd_header(5, &[b"cdlz", b"xyzw"], 0));
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("a MAME CHD v5") && msg.contains("xyzw"), "{msg}");
    assert!(msg.contains("chdman extractcd"), "{msg}");
    let p = write(dir.path(), "av.chd", &chd_header(4, &[], 3));
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("a MAME CHD v4 with") || msg.contains("a MAME CHD v4"), "{msg}");
    assert!(msg.contains("avhuff") && msg.contains("chdman extractcd"), "{msg}");
    let p = write(dir.path(), "v2.chd", &chd_header(2, &[], 1));
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("version 2"), "{msg}");
    // A valid-looking header without a map: the crate's error, worded.
    let p = write(dir.path(), "short.chd", &chd_header(5, &[b"cdlz"], 0));
    let err = Disc::open(&p).unwrap_err();
    assert!(!err.to_string().contains("not a disc image"), "{err}");
    assert!(err.to_string().contains("chdman"), "{err}");
}

#[test]
fn non_regular_files_are_refused() {
    let err = Disc::open(Path::new("/dev/zero")).unwrap_err();
    assert!(matches!(err, DiscError::NotRegular { kind: "a character device", .. }), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let err = Disc::open(dir.path()).unwrap_err();
    assert!(matches!(err, DiscError::NotRegular { kind: "a directory", .. }), "{err}");
    let fifo = dir.path().join("pipe");
    if Command::new("mkfifo").arg(&fifo).status().is_ok_and(|s| s.success()) {
        // Must not block waiting for a writer.
        let err = Disc::open(&fifo).unwrap_err();
        assert!(matches!(err, DiscError::NotRegular { .. }), "{err}");
        assert!(err.to_string().contains("FIFO"), "{err}");
    }
    // Through a cue sheet too.
    let cue = write(
        dir.path(),
        "z.cue",
        b"FILE \"/dev/zero\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n",
    );
    let err = Disc::open(&cue).unwrap_err();
    assert!(matches!(err, DiscError::CompanionRefused { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("z.cue: line 1") && msg.contains("not a regular file"), "{msg}");
}

#[test]
fn foreign_files_are_named_not_dumped() {
    let dir = tempfile::tempdir().unwrap();
    let mut zip = b"PK\x03\x04".to_vec();
    zip.resize(100_000, 0x11);
    let p = write(dir.path(), "game.zip", &zip);
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("ZIP archive") && msg.contains("unpack"), "{msg}");
    assert!(!msg.contains("50 4b"), "{msg}");
}

#[test]
fn container_sectors_held_for_borrowing_are_bounded() {
    let raw = image(Layout::Raw2352, &user_sectors(4200, &[]));
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "big.ecm", &ecm::write(&raw));
    let disc = Disc::open(&p).unwrap();
    let mut err = None;
    for lba in 0..4200 {
        if let Err(e) = disc.user_data(lba) {
            err = Some((lba, e));
            break;
        }
    }
    let (lba, e) = err.expect("the pin budget must run out");
    assert_eq!(lba, disc::MAX_PINNED_SECTORS);
    assert!(e.to_string().contains("limit"), "{e}");
    // Bulk reads hold nothing and still work, also after the mapped pages are released.
    assert_eq!(disc.read(4100, 0, 2048).unwrap(), &pattern(4100)[..]);
    disc.release(0, 4200);
    let all: Vec<u8> = (0..4200).flat_map(pattern).collect();
    assert_eq!(disc.read(0, 0, 4200 * 2048).unwrap(), &all[..]);
}

/// The run types of an ECM file, parsed here independently of the crate's reader.
fn ecm_run_types(e: &[u8]) -> [u64; 4] {
    let mut counts = [0u64; 4];
    let mut pos = 4;
    loop {
        let mut c = e[pos];
        pos += 1;
        let t = (c & 3) as usize;
        let mut n = u64::from((c >> 2) & 0x1F);
        let mut bits = 5;
        while c & 0x80 != 0 {
            c = e[pos];
            pos += 1;
            n |= u64::from(c & 0x7F) << bits;
            bits += 7;
        }
        if n == 0xFFFF_FFFF {
            return counts;
        }
        let n = n + 1;
        counts[t] += n;
        pos += (n * [1, 2051, 2052, 2328][t]) as usize;
    }
}

#[test]
fn ecm_writer_uses_every_sector_type() {
    let counts = ecm_run_types(&ecm::write(&bin()));
    // Mode 1 sector 50; Form 2 sector 40 (41 has no EDC but ECM's type 3 needs a matching
    // one, so it stays raw); every other good Form 1 sector is type 2; sectors 41, 60, 70 raw.
    assert_eq!(counts[1], 1, "{counts:?}");
    assert_eq!(counts[3], 1, "{counts:?}");
    assert_eq!(counts[2], u64::from(SECTORS) - 5, "{counts:?}");
    assert_eq!(counts[0], 16 * (u64::from(SECTORS) - 4) + 3 * 2352, "{counts:?}");
}

#[test]
fn a_cue_sheet_beside_an_ecm_opens_it() {
    let raw = bin();
    let reference = Disc::from_bytes(raw.clone()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "game.bin.ecm", &ecm::write(&raw));
    // The sheet names the .bin, which the ECM set does not have.
    let cue = write(dir.path(), "game.cue", disc::write::cue_sheet("game.bin").as_bytes());
    let disc = Disc::open(&cue).unwrap();
    assert_eq!(disc.container(), &Container::Ecm);
    assert!(disc.cue().is_some());
    same_as(&disc, &reference, "cue + ecm");
    // Or names the .ecm itself.
    let cue = write(dir.path(), "b.cue", disc::write::cue_sheet("game.bin.ecm").as_bytes());
    same_as(&Disc::open(&cue).unwrap(), &reference, "cue naming the ecm");
}

#[test]
fn chd_of_a_2048_byte_iso_reads_like_the_iso() {
    let Some(chdman) = chdman() else {
        println!("note: chdman not on PATH (mame-tools); CHD of an ISO not tested here");
        return;
    };
    let mut pvd = [0u8; 2048];
    pvd[..7].copy_from_slice(b"\x01CD001\x01");
    let iso = image(Layout::Iso2048, &user_sectors(120, &[(16, pvd)]));
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "g.iso", &iso);
    let cue = write(
        dir.path(),
        "g.cue",
        b"FILE \"g.iso\" BINARY\n  TRACK 01 MODE1/2048\n    INDEX 01 00:00:00\n",
    );
    let chd_path = dir.path().join("g.chd");
    createcd(&chdman, &cue, &chd_path, None);
    let disc = Disc::open(&chd_path).unwrap();
    assert_eq!(disc.layout(), Layout::Iso2048);
    same_as(&disc, &Disc::from_bytes(iso).unwrap(), "chd of an iso");
}

/// An ECM file built by hand from the format description (not by our writer): a Mode 1 unit,
/// then per Mode 2 Form 1 sector a 16-byte type-0 run (sync and header) and a type-2 unit, a
/// 3-byte type-0 tail, the end marker and the image EDC.
#[test]
fn ecm_golden_bytes_from_the_format_description() {
    let mut pvd = [0u8; 2048];
    pvd[..7].copy_from_slice(b"\x01CD001\x01");
    let mut mode1 = [0u8; 2352];
    encode_mode1(0, &pattern(0), &mut mode1);
    let mut image = mode1.to_vec();
    let mut e = b"ECM\0".to_vec();
    e.push(1); // type 1, count − 1 = 0
    e.extend_from_slice(&mode1[0x0C..0x0F]); // address
    e.extend_from_slice(&mode1[0x10..0x810]); // data
    for lba in 1..20u32 {
        let user = if lba == 16 { pvd } else { pattern(lba) };
        let form1 = disc_util::raw_sector(lba, &user);
        image.extend_from_slice(&form1);
        e.push(15 << 2); // type 0, count − 1 = 15: sync + header
        e.extend_from_slice(&form1[..0x10]);
        e.push(2); // type 2, count − 1 = 0
        e.extend_from_slice(&form1[0x14..0x818]); // subheader + data
    }
    image.extend_from_slice(b"abc");
    e.push(2 << 2); // type 0, count − 1 = 2
    e.extend_from_slice(b"abc");
    e.extend_from_slice(&[0xFC, 0xFF, 0xFF, 0xFF, 0x3F]); // end: count − 1 = 0xFFFFFFFF
    e.extend_from_slice(&bitwise_edc(&image).to_le_bytes());
    // Our writer makes exactly these bytes, and the reader gives the image back.
    assert_eq!(ecm::write(&image), e);
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "golden.ecm", &e);
    let disc = Disc::open(&p).unwrap();
    assert_eq!(disc.image_len(), image.len() as u64);
    assert_eq!(disc.trailing_bytes(), 3);
    for lba in 0..20u32 {
        let want = &image[lba as usize * 2352..(lba as usize + 1) * 2352];
        assert_eq!(disc.raw_sector(lba).unwrap(), want, "sector {lba}");
    }
    // A count needing a continuation byte: 40 type-0 bytes → 0x80 | (39 & 31) << 2, then 39 >> 5.
    let mut long = b"ECM\0".to_vec();
    long.push(0x80 | ((39 & 31) << 2));
    long.push(39 >> 5);
    long.extend_from_slice(&[7u8; 40]);
    long.extend_from_slice(&[0xFC, 0xFF, 0xFF, 0xFF, 0x3F]);
    long.extend_from_slice(&bitwise_edc(&[7u8; 40]).to_le_bytes());
    assert_eq!(ecm::write(&[7u8; 40]), long);
}

#[test]
fn alcohol_mode_bytes_with_flags_are_data_tracks() {
    let raw = bin();
    let dir = tempfile::tempdir().unwrap();
    let mut desc = mds::write(SECTORS, 2352);
    // The data track block is the fourth (after A0, A1, A2); Alcohol also writes 0xEC
    // (Mode 2 Form 1 with sync/header flags) there.
    desc[0x70 + 3 * 0x50] = 0xEC;
    let p = write(dir.path(), "f.mds", &desc);
    write(dir.path(), "f.mdf", &raw);
    same_as(&Disc::open(&p).unwrap(), &Disc::from_bytes(raw).unwrap(), "mds 0xEC");
    // An audio-only descriptor says so.
    desc[0x70 + 3 * 0x50] = 0xA9;
    let p = write(dir.path(), "g.mds", &desc);
    write(dir.path(), "g.mdf", &[0u8; 2352 * 20]);
    let msg = Disc::open(&p).unwrap_err().to_string();
    assert!(msg.contains("no data track"), "{msg}");
}

#[test]
fn multi_disc_eboots_open_the_disc_asked_for() {
    let raw = bin();
    let other: Vec<u8> = image(Layout::Raw2352, &user_sectors(SECTORS, &[(3, [0x77; 2048])]));
    let one = pbp::write(&raw, "SLUS01019", "T", 6).unwrap();
    let two = pbp::write(&other, "SLUS01019", "T", 6).unwrap();
    let psar = u32::from_le_bytes(one[0x24..0x28].try_into().unwrap()) as usize;
    // PSTITLEIMG header (0x8000 bytes), then disc 1's PSISOIMG, then disc 2's.
    let disc1 = one[psar..].to_vec();
    let disc2 = two[psar..].to_vec();
    let mut multi = one[..psar].to_vec();
    let mut title = vec![0u8; 0x8000];
    title[..16].copy_from_slice(b"PSTITLEIMG000000");
    title[0x200..0x204].copy_from_slice(&0x8000u32.to_le_bytes());
    title[0x204..0x208].copy_from_slice(&(0x8000 + disc1.len() as u32).to_le_bytes());
    multi.extend_from_slice(&title);
    multi.extend_from_slice(&disc1);
    multi.extend_from_slice(&disc2);
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "multi.pbp", &multi);
    let d2 = pbp::open_disc(&p, 2).unwrap();
    assert!(matches!(d2.container(), Container::Pbp { disc: 2, discs: 2, .. }));
    assert_eq!(d2.read(3, 0, 2048).unwrap(), &[0x77; 2048][..]);
    same_as(&pbp::open_disc(&p, 1).unwrap(), &Disc::from_bytes(raw).unwrap(), "disc 1");
    let msg = pbp::open_disc(&p, 3).unwrap_err().to_string();
    assert!(msg.contains("holds 2 discs"), "{msg}");
}

#[test]
fn streams_are_read_on_purpose_and_bounded() {
    let raw = bin();
    let disc = Disc::from_stream(&raw[..], raw.len() as u64).unwrap();
    assert_eq!(disc.sector_count(), SECTORS);
    let zero = std::fs::File::open("/dev/zero").unwrap();
    let err = Disc::from_stream(zero, 1 << 20).unwrap_err();
    assert!(matches!(err, DiscError::Limit { .. }), "{err}");
}
