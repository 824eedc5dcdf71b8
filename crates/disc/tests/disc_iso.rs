//! ISO 9660: writer golden bytes, write → read round trips, real tools in both directions.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod disc_util;

use disc::iso9660::{
    find_file, read_pvd, read_root, root_directory_len, write_volume, DirRecord, IsoError, IsoFile,
};
use disc::{Disc, Layout};
use disc_util::*;

fn files() -> Vec<IsoFile> {
    vec![
        IsoFile { name: "SYSTEM.CNF".into(), lba: 24, size: 68 },
        IsoFile { name: "SLUS_010.19".into(), lba: 25, size: 0x1000 },
    ]
}

/// A whole image: 16 pattern sectors, the volume at 16..=22, pattern sectors after.
fn volume_image(layout: Layout, files: &[IsoFile], total: u32) -> (Vec<u8>, Vec<[u8; 2048]>) {
    let vol = write_volume("DEWRIP_TEST", files, total);
    assert_eq!(vol.len(), 7);
    let overrides: Vec<(u32, [u8; 2048])> =
        vol.iter().enumerate().map(|(i, s)| (16 + i as u32, *s)).collect();
    let users = user_sectors(total, &overrides);
    (image(layout, &users), users)
}

fn be32(b: &[u8]) -> u32 {
    u32::from_be_bytes(b.try_into().unwrap())
}
fn le32(b: &[u8]) -> u32 {
    u32::from_le_bytes(b.try_into().unwrap())
}

#[test]
fn pvd_bytes_follow_ecma_119() {
    let vol = write_volume("dewrip_test", &files(), 300);
    let pvd = &vol[0];
    assert_eq!(&pvd[..8], b"\x01CD001\x01\x00");
    assert_eq!(&pvd[8..40], b"PLAYSTATION                     ");
    assert_eq!(&pvd[40..72], b"DEWRIP_TEST                     ");
    assert_eq!(le32(&pvd[80..84]), 300);
    assert_eq!(be32(&pvd[84..88]), 300);
    assert_eq!(&pvd[120..132], &[1, 0, 0, 1, 1, 0, 0, 1, 0, 8, 8, 0]);
    assert_eq!(le32(&pvd[132..136]), 10); // path table size
    assert_eq!(le32(&pvd[140..144]), 18); // L path table
    assert_eq!(be32(&pvd[148..152]), 19); // M path table
                                          // Root record: length 34, extent 22, size 2048, directory, name 00.
    let root = &pvd[156..190];
    assert_eq!(root[0], 34);
    assert_eq!(le32(&root[2..6]), 22);
    assert_eq!(be32(&root[6..10]), 22);
    assert_eq!(le32(&root[10..14]), 2048);
    assert_eq!(root[25], 2);
    assert_eq!((root[32], root[33]), (1, 0));
    assert_eq!(&pvd[813..829], b"1999090519250000");
    assert_eq!(pvd[881], 1);
    assert_eq!(&pvd[1024..1032], b"CD-XA001");
    // Terminator, path tables.
    assert_eq!(&vol[1][..7], b"\xFFCD001\x01");
    assert_eq!(&vol[2][..10], &[1, 0, 22, 0, 0, 0, 1, 0, 0, 0]);
    assert_eq!(&vol[3][..10], &[1, 0, 0, 0, 0, 22, 0, 1, 0, 0]);
    assert_eq!(vol[4], vol[2]);
    assert_eq!(vol[5], vol[3]);
    // Root directory: ".", "..", then files sorted by name.
    let dir = &vol[6];
    assert_eq!((dir[0], dir[32], dir[33]), (34, 1, 0));
    assert_eq!((dir[34], dir[34 + 32], dir[34 + 33]), (34, 1, 1));
    let first = &dir[68..];
    assert_eq!(first[32] as usize, "SLUS_010.19;1".len());
    assert_eq!(&first[33..46], b"SLUS_010.19;1");
    assert_eq!(le32(&first[2..6]), 25);
    // Deterministic.
    assert_eq!(vol, write_volume("dewrip_test", &files(), 300));
}

#[test]
fn write_then_read_on_every_layout() {
    for layout in [Layout::Raw2352, Layout::Raw2336, Layout::Iso2048] {
        let (bytes, _) = volume_image(layout, &files(), 40);
        let disc = Disc::from_bytes(bytes).unwrap();
        let pvd = read_pvd(&disc).unwrap();
        assert_eq!(pvd.volume_id, "DEWRIP_TEST");
        assert_eq!(pvd.system_id, "PLAYSTATION");
        assert_eq!(pvd.volume_space_size, 40);
        assert_eq!(pvd.root, DirRecord { name: ".".into(), lba: 22, size: 2048, is_dir: true });
        let root = read_root(&disc).unwrap();
        let names: Vec<&str> = root.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["SLUS_010.19", "SYSTEM.CNF"]);
        assert_eq!(
            root[1],
            DirRecord { name: "SYSTEM.CNF".into(), lba: 24, size: 68, is_dir: false }
        );
        for q in ["system.cnf", "SYSTEM.CNF;1", "System.Cnf"] {
            assert_eq!(find_file(&disc, q).unwrap().unwrap().lba, 24, "{q}");
        }
        assert_eq!(find_file(&disc, "NOPE.BIN").unwrap(), None);
    }
}

#[test]
fn many_files_fill_one_sector_and_no_more() {
    let many: Vec<IsoFile> =
        (0..100).map(|i| IsoFile { name: format!("F{i:03}.DAT"), lba: 30 + i, size: 1 }).collect();
    assert!(root_directory_len(&many) > 2048);
    let (bytes, _) = volume_image(Layout::Iso2048, &many, 200);
    let disc = Disc::from_bytes(bytes).unwrap();
    let root = read_root(&disc).unwrap();
    assert!(root.len() > 30 && root.len() < 100, "{}", root.len());
    assert_eq!(root[0].name, "F000.DAT");
    assert!(root_directory_len(&files()) < 2048);
}

/// A root directory hand-built over two sectors: the first ends in zero padding.
#[test]
fn zero_length_record_skips_to_next_sector() {
    let (mut bytes, _) = volume_image(Layout::Iso2048, &files(), 40);
    // Root size 4096: sector 22 as written (then zeros), sector 23 holds one more record.
    for at in [0x8000 + 156 + 10, 22 * 2048 + 10, 22 * 2048 + 34 + 10] {
        bytes[at..at + 4].copy_from_slice(&4096u32.to_le_bytes());
    }
    let mut rec = [0u8; 40];
    rec[0] = 40;
    rec[2..6].copy_from_slice(&30u32.to_le_bytes());
    rec[10..14].copy_from_slice(&5u32.to_le_bytes());
    rec[32] = 6;
    rec[33..39].copy_from_slice(b"MORE.;");
    bytes[23 * 2048..23 * 2048 + 40].copy_from_slice(&rec);
    bytes[23 * 2048 + 40..24 * 2048].fill(0);
    let disc = Disc::from_bytes(bytes).unwrap();
    let root = read_root(&disc).unwrap();
    assert_eq!(root.len(), 3);
    assert_eq!(root[2], DirRecord { name: "MORE".into(), lba: 30, size: 5, is_dir: false });
}

#[test]
fn bad_structures_are_errors() {
    // Root extent past the image.
    let (mut bytes, _) = volume_image(Layout::Iso2048, &files(), 40);
    bytes[0x8000 + 156 + 2..0x8000 + 156 + 6].copy_from_slice(&39u32.to_le_bytes());
    bytes[0x8000 + 156 + 10..0x8000 + 156 + 14].copy_from_slice(&8192u32.to_le_bytes());
    let disc = Disc::from_bytes(bytes).unwrap();
    assert!(matches!(read_root(&disc), Err(IsoError::ExtentOutOfRange { lba: 39, .. })));

    // A record shorter than the fixed part, and one whose name overruns it.
    for (at, value) in [(68, 33u8), (68 + 32, 200)] {
        let (mut bytes, _) = volume_image(Layout::Iso2048, &files(), 40);
        bytes[22 * 2048 + at] = value;
        let disc = Disc::from_bytes(bytes).unwrap();
        let err = read_root(&disc).unwrap_err();
        assert!(matches!(err, IsoError::BadRecord { lba: 22, offset: 68, .. }), "{err}");
    }

    // A record running past the sector end: records of 250 bytes from 160 (after the two
    // file records) reach 1910, whose record would end at 2160.
    let (mut bytes, _) = volume_image(Layout::Iso2048, &files(), 40);
    for at in (160..2048).step_by(250) {
        let r = 22 * 2048 + at;
        bytes[r] = 250;
        bytes[r + 32] = 1;
        bytes[r + 33] = b'X';
    }
    let disc = Disc::from_bytes(bytes).unwrap();
    let err = read_root(&disc).unwrap_err();
    assert!(matches!(err, IsoError::BadRecord { lba: 22, offset: 1910, .. }), "{err}");
    assert!(err.to_string().contains("crosses the sector end"), "{err}");

    // No descriptor at all (a raw image whose sector 16 is not a PVD).
    let disc = Disc::from_bytes(image(Layout::Raw2352, &user_sectors(20, &[]))).unwrap();
    let err = read_pvd(&disc).unwrap_err();
    assert!(matches!(err, IsoError::NoPvd { lba: 16, .. }));
    assert!(err.to_string().contains("CD001"));

    // Block size other than 2048.
    let (mut bytes, _) = volume_image(Layout::Iso2048, &files(), 40);
    bytes[0x8000 + 128..0x8000 + 130].copy_from_slice(&512u16.to_le_bytes());
    let disc = Disc::from_bytes(bytes).unwrap();
    assert!(matches!(read_pvd(&disc), Err(IsoError::BlockSize { found: 512 })));
}

fn tool(name: &str) -> bool {
    std::process::Command::new(name).arg("-version").output().is_ok()
}

/// `isoinfo` (genisoimage) and `xorriso` list what our writer wrote.
#[test]
fn real_tools_read_our_volume() {
    let dir = tempfile::tempdir().unwrap();
    let (bytes, _) = volume_image(Layout::Iso2048, &files(), 40);
    let iso = dir.path().join("t.iso");
    std::fs::write(&iso, bytes).unwrap();
    let mut ran = false;
    if tool("isoinfo") {
        ran = true;
        let out =
            std::process::Command::new("isoinfo").arg("-l").arg("-i").arg(&iso).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{out:?}");
        assert!(text.contains("SLUS_010.19;1") && text.contains("SYSTEM.CNF;1"), "{text}");
        assert!(text.contains("[     24 00]  SYSTEM.CNF;1"), "{text}");
        let out =
            std::process::Command::new("isoinfo").arg("-d").arg("-i").arg(&iso).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Volume id: DEWRIP_TEST"), "{text}");
        assert!(text.contains("Volume size is: 40"), "{text}");
    } else {
        println!("note: isoinfo not installed (apt-get install genisoimage); check skipped");
    }
    if tool("xorriso") {
        ran = true;
        let out = std::process::Command::new("xorriso")
            .args(["-indev"])
            .arg(&iso)
            .args(["-ls", "/"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("'SLUS_010.19'") || text.contains("SLUS_010.19"), "{text} {out:?}");
        assert!(text.contains("SYSTEM.CNF"), "{text}");
    } else {
        println!("note: xorriso not installed (apt-get install xorriso); check skipped");
    }
    if !ran {
        println!("note: no ISO tool available; only our own reader checked the volume");
    }
}

/// Our reader lists an ISO made by `genisoimage` (an independent writer).
#[test]
fn our_reader_reads_a_genisoimage_volume() {
    if !tool("genisoimage") {
        println!("note: genisoimage not installed; check skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir(&src).unwrap();
    std::fs::write(src.join("SYSTEM.CNF"), disc::exe::write_system_cnf("SLUS_010.19")).unwrap();
    std::fs::write(src.join("SLUS_010.19"), vec![7u8; 5000]).unwrap();
    std::fs::create_dir(src.join("SUB")).unwrap();
    let iso = dir.path().join("g.iso");
    let out = std::process::Command::new("genisoimage")
        .args(["-quiet", "-V", "GENVOL", "-sysid", "PLAYSTATION", "-o"])
        .arg(&iso)
        .arg(&src)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let disc = Disc::open(&iso).unwrap();
    assert_eq!(disc.layout(), Layout::Iso2048);
    let pvd = read_pvd(&disc).unwrap();
    assert_eq!(pvd.volume_id, "GENVOL");
    assert_eq!(pvd.system_id, "PLAYSTATION");
    let root = read_root(&disc).unwrap();
    let names: Vec<(&str, bool)> = root.iter().map(|r| (r.name.as_str(), r.is_dir)).collect();
    assert_eq!(names, [("SLUS_010.19", false), ("SUB", true), ("SYSTEM.CNF", false)]);
    let cnf = find_file(&disc, "system.cnf").unwrap().unwrap();
    let text = disc.read(cnf.lba, 0, cnf.size as usize).unwrap();
    let parsed = disc::exe::parse_system_cnf(std::str::from_utf8(&text).unwrap()).unwrap();
    assert_eq!(parsed.boot, "SLUS_010.19");
    let exe = find_file(&disc, "SLUS_010.19;1").unwrap().unwrap();
    assert_eq!(exe.size, 5000);
    assert!(find_file(&disc, "SUB").unwrap().is_none(), "directories are not files");
}
