//! Property tests: random and mutated input to every disc-side decoder gives Ok or Err, never
//! a panic; encoded sectors and written volumes read back.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod disc_util;

use disc::exe::{parse_system_cnf, Exe, ExeHeader};
use disc::iso9660::{find_file, read_pvd, read_root, write_volume, IsoFile};
use disc::write::encode_mode2_form1;
use disc::{parse_cue, Disc, EdcStatus, Layout, Subheader};
use disc_util::*;
use proptest::prelude::*;
use std::sync::OnceLock;

const SECTORS: u32 = 26;

/// One small valid image per layout, with a volume, SYSTEM.CNF and an EXE.
fn base(layout: Layout) -> &'static Vec<u8> {
    static IMAGES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    let all = IMAGES.get_or_init(|| {
        let files = [
            IsoFile { name: "SYSTEM.CNF".into(), lba: 23, size: 68 },
            IsoFile { name: "SLUS_010.19".into(), lba: 24, size: 2048 },
        ];
        let vol = write_volume("PROP", &files, SECTORS);
        let mut over: Vec<(u32, [u8; 2048])> =
            vol.iter().enumerate().map(|(i, s)| (16 + i as u32, *s)).collect();
        let mut cnf = [0u8; 2048];
        let t = disc::exe::write_system_cnf("SLUS_010.19");
        cnf[..t.len()].copy_from_slice(t.as_bytes());
        over.push((23, cnf));
        let exe = disc::exe::build_exe(0x8001_0000, 0x8001_0000, &[]);
        over.push((24, exe[..2048].try_into().unwrap()));
        let users = user_sectors(SECTORS, &over);
        [Layout::Raw2352, Layout::Raw2336, Layout::Iso2048, Layout::Raw2448]
            .iter()
            .map(|&l| image(l, &users))
            .collect()
    });
    &all[match layout {
        Layout::Raw2352 => 0,
        Layout::Raw2336 => 1,
        Layout::Iso2048 => 2,
        Layout::Raw2448 => 3,
    }]
}

fn layout() -> impl Strategy<Value = Layout> {
    prop_oneof![
        Just(Layout::Raw2352),
        Just(Layout::Raw2336),
        Just(Layout::Iso2048),
        Just(Layout::Raw2448)
    ]
}

/// Runs every reader over a disc; only panics matter.
fn exercise(disc: &Disc) {
    let n = disc.sector_count();
    let _ = read_pvd(disc);
    let _ = read_root(disc);
    let _ = find_file(disc, "SYSTEM.CNF");
    for lba in [0, 16, 22, 23, n.saturating_sub(1), n, u32::MAX] {
        let _ = disc.user_data(lba);
        let _ = disc.subheader(lba);
        let _ = disc.sector_mode(lba);
        let _ = disc.check_edc(lba);
        let _ = disc.image_offset(lba, 5000);
        let _ = disc.read(lba, 3000, 3000);
        let _ = disc.for_each_span(lba, 5000, |_| ());
        disc.release(lba, 3);
    }
    if let Ok(Some(f)) = find_file(disc, "SLUS_010.19") {
        if let Ok(b) = disc.read(f.lba, 0, (f.size as usize).min(1 << 20)) {
            let _ = Exe::parse(&b);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..4096)) {
        if let Ok(d) = Disc::from_bytes(bytes.clone()) { exercise(&d) }
        let _ = ExeHeader::read(&bytes);
        let _ = Exe::parse(&bytes);
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_cue(&text);
        let _ = parse_system_cnf(&text);
    }

    #[test]
    fn random_images_with_a_valid_start_never_panic(
        layout in layout(),
        tail in proptest::collection::vec(any::<u8>(), 0..3000),
        cut in 0usize..(SECTORS as usize * 2352),
    ) {
        let mut bytes = base(layout)[..cut.min(base(layout).len())].to_vec();
        bytes.extend_from_slice(&tail);
        if let Ok(d) = Disc::from_bytes(bytes) { exercise(&d) }
    }

    #[test]
    fn bit_flips_never_panic(
        layout in layout(),
        flips in proptest::collection::vec((0usize..(SECTORS as usize * 2352), 0u8..8), 1..24),
        hot in proptest::collection::vec((0usize..2048, any::<u8>()), 0..16),
    ) {
        let mut bytes = base(layout).clone();
        let len = bytes.len();
        for (at, bit) in flips {
            bytes[at % len] ^= 1 << bit;
        }
        // Concentrate some damage on the PVD and root directory.
        let size = layout.sector_size() as usize;
        for (i, (at, v)) in hot.into_iter().enumerate() {
            let sector = if i % 2 == 0 { 16 } else { 22 };
            let off = sector * size + (if matches!(layout, Layout::Raw2352 | Layout::Raw2448) { 0x18 } else if layout == Layout::Raw2336 { 8 } else { 0 }) + at;
            bytes[off] = v;
        }
        if let Ok(d) = Disc::from_bytes(bytes) { exercise(&d) }
    }

    #[test]
    fn exe_header_mutations_never_panic(
        flips in proptest::collection::vec((0usize..0x900, any::<u8>()), 0..32),
        cut in 0usize..0x1100,
    ) {
        let mut exe = disc::exe::build_exe(0x8001_0000, 0x8001_0000, &[1u8; 0x800]);
        for (at, v) in flips {
            exe[at] = v;
        }
        exe.truncate(cut);
        if let Ok(e) = Exe::parse(&exe) {
            prop_assert!(e.text.len() == e.header.t_size as usize);
            let _ = e.word_at(e.header.pc);
            let _ = e.vaddr_to_offset(e.header.pc);
        }
    }

    #[test]
    fn cue_text_never_panics(
        lines in proptest::collection::vec(
            prop_oneof![
                Just("FILE \"a.bin\" BINARY".to_string()),
                Just("FILE a b.bin BINARY".to_string()),
                Just("TRACK 01 MODE2/2352".to_string()),
                Just("TRACK 2 AUDIO".to_string()),
                Just("INDEX 01 00:00:00".to_string()),
                Just("INDEX 00 99:59:74".to_string()),
                Just("PREGAP 00:02:00".to_string()),
                "[A-Za-z0-9 :/\"]{0,30}",
            ],
            0..12,
        ),
    ) {
        let text = lines.join("\r\n");
        if let Ok(sheet) = parse_cue(&text) {
            let _ = sheet.data_track();
            prop_assert!(!sheet.tracks.is_empty());
        }
    }

    #[test]
    fn encoded_sectors_read_back(
        lba in 0u32..400_000,
        user in proptest::collection::vec(any::<u8>(), 2048),
        sub in any::<[u8; 4]>(),
    ) {
        let mut sub = Subheader::from_bytes(sub);
        sub.submode &= !Subheader::FORM2;
        let user: [u8; 2048] = user.try_into().unwrap();
        let mut sector = [0u8; 2352];
        encode_mode2_form1(lba, sub, &user, &mut sector);
        let mut bytes = vec![0u8; 17 * 2352];
        for i in 0..17 {
            bytes[i * 2352..i * 2352 + 2352].copy_from_slice(&sector);
        }
        let d = Disc::from_bytes(bytes).unwrap();
        prop_assert_eq!(d.user_data(3).unwrap(), &user[..]);
        prop_assert_eq!(d.subheader(3), Some(sub));
        prop_assert_eq!(d.check_edc(3).unwrap(), EdcStatus::Ok);
        let (m, s, f) = (sector[12], sector[13], sector[14]);
        prop_assert_eq!(disc::write::msf_to_lba(m, s, f), Some(lba % (100 * 4500)));
    }

    #[test]
    fn volumes_round_trip(
        names in proptest::collection::btree_set("[A-Z0-9_]{1,8}\\.[A-Z0-9]{1,3}", 0..12),
        total in 23u32..40,
    ) {
        let files: Vec<IsoFile> = names
            .iter()
            .enumerate()
            .map(|(i, n)| IsoFile { name: n.clone(), lba: 23 + i as u32, size: i as u32 * 100 })
            .collect();
        let vol = write_volume("RT", &files, total);
        let over: Vec<(u32, [u8; 2048])> =
            vol.iter().enumerate().map(|(i, s)| (16 + i as u32, *s)).collect();
        let d = Disc::from_bytes(image(Layout::Iso2048, &user_sectors(total, &over))).unwrap();
        let root = read_root(&d).unwrap();
        let got: Vec<(String, u32, u32)> = root.into_iter().map(|r| (r.name, r.lba, r.size)).collect();
        let mut want: Vec<(String, u32, u32)> = files.into_iter().map(|f| (f.name, f.lba, f.size)).collect();
        want.sort();
        prop_assert_eq!(got, want);
        prop_assert_eq!(read_pvd(&d).unwrap().volume_space_size, total);
    }
}
