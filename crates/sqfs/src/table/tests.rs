//! Tests of the table reader, written from the published layout.
#![allow(clippy::arithmetic_side_effects)]

use super::*;
use proptest::prelude::*;

/// A logical image: `sectors` of 2048 bytes, with Hidden.ID and a directory written in.
fn image(id: &HiddenId, dir: &[u8], sectors: u32) -> Vec<u8> {
    let mut img = vec![0u8; sectors as usize * 2048];
    img[0x17 * 2048..0x18 * 2048].copy_from_slice(&id.write());
    let start = id.directory.sector as usize * 2048;
    img[start..start + dir.len()].copy_from_slice(dir);
    img
}

fn dewprism(dir_bytes: u16) -> HiddenId {
    HiddenId {
        game: Game::Dewprism,
        title: "DEWPRISM".into(),
        disc_number: 1,
        disc_count: 2,
        id: Extent { sector: 0x17, size: 0x29 },
        directory: Extent { sector: 0x18, size: dir_bytes },
        unknown: Extent { sector: 0x25, size: 0x22 },
    }
}

fn read(img: &[u8]) -> Result<Table, TableError> {
    let sectors = (img.len() / 2048) as u32;
    Table::read(&img[0x17 * 2048..0x18 * 2048], sectors, |lba, n| {
        img.get(lba as usize * 2048..(lba + n) as usize * 2048).map(<[u8]>::to_vec)
    })
}

fn words(ws: &[u32]) -> Vec<u8> {
    ws.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn sizes_unused_runs_tails_and_the_unmarked_end() {
    // 0: 3 sectors with 128 unused bytes; 1: unused (points at end of 0);
    // 2: 1 sector, 8 unused; 3,4: trailing unused; then zero slots.
    let dir = words(&[
        0x1000_0026, // lba 0x26, tail 0x10
        0x0080_0029, // unused, lba 0x29
        0x0100_0029, // lba 0x29, tail 1
        0x0080_002A, // unused
        0x0080_002A, // unused
        0,
        0,
    ]);
    let img = image(&dewprism(7 * 4), &dir, 0x40);
    let t = read(&img).unwrap();
    let sizes: Vec<_> = t.entries.iter().map(|e| (e.size, e.unused)).collect();
    assert_eq!(sizes, [(3 * 2048 - 128, false), (0, true), (2040, false), (0, true), (0, true)]);
    assert!(t.entries.iter().all(|e| e.problems.is_empty()), "{:?}", t.entries);
    assert_eq!(t.extent.slots, 5);
    assert_eq!(t.extent.trailing_unused, 2);
    assert_eq!(t.extent.zero_slots, 2);
    assert_eq!(t.extent.size_from, "hidden_id");
    assert_eq!(t.files().count(), 2);
}

#[test]
fn unusable_size_field_falls_back_to_the_sector_span() {
    let dir = words(&[0x26, 0x0080_0027]);
    for bad in [0u16, 6, 0xFFFF] {
        let img = image(&dewprism(bad), &dir, 0x40);
        let t = read(&img).unwrap();
        assert_eq!(t.extent.size_from, "sector_span", "size field {bad:#x}");
        assert_eq!(t.extent.bytes, 13 * 2048);
        assert_eq!(t.entries[0].size, 2048);
        assert_eq!(t.notes.len(), 1);
    }
}

#[test]
fn decreasing_lba_past_end_and_no_end_are_flagged() {
    let dir = words(&[0x30, 0x28, 0x1000, 0x1001]);
    let img = image(&dewprism(16), &dir, 0x40);
    let t = read(&img).unwrap();
    assert_eq!(t.entries[0].problems, [Problem::LbaDecreases { lba: 0x30, next_lba: 0x28 }]);
    assert_eq!(t.entries[0].size, 0);
    assert!(matches!(t.entries[1].problems[0], Problem::PastEnd { .. }));
    assert_eq!(t.entries[1].size, 0);
    assert!(t.entries[3].problems.contains(&Problem::NoEnd));
}

#[test]
fn tail_larger_than_span_is_flagged() {
    let dir = words(&[0xFF00_0026, 0x0080_0026]);
    let t = read(&image(&dewprism(8), &dir, 0x40)).unwrap();
    assert!(matches!(t.entries[0].problems[0], Problem::TailTooLarge { tail_bytes: 0x7F8, .. }));
}

#[test]
fn directory_outside_image_is_an_error() {
    let mut id = dewprism(8);
    id.directory.sector = 0x30;
    id.unknown.sector = 0x31;
    let mut img = vec![0u8; 0x20 * 2048];
    img[0x17 * 2048..0x18 * 2048].copy_from_slice(&id.write());
    let e = read(&img).unwrap_err().to_string();
    assert!(e.contains("past the end of the image"), "{e}");
}

#[test]
fn xenogears_subdirectories_and_end() {
    use xenogears::{write_directory, XenoEntry};
    let dir = write_directory(&[
        XenoEntry { sector: 0x29, size: 100 },
        XenoEntry { sector: 0x2A, size: -2 },
        XenoEntry { sector: 0x2A, size: 4096 },
        XenoEntry { sector: 0x2C, size: 0 },
        XenoEntry { sector: 0, size: 0 },
    ]);
    let mut id_sector = [0u8; 2048];
    id_sector[..14].copy_from_slice(b"DS01_XENOGEARS");
    let mut img = vec![0u8; 0x40 * 2048];
    img[0x17 * 2048..0x18 * 2048].copy_from_slice(&id_sector);
    img[0x18 * 2048..0x18 * 2048 + dir.len()].copy_from_slice(&dir);
    let t = read(&img).unwrap();
    assert_eq!(t.hidden_id.game, Game::Xenogears);
    assert_eq!(t.entries.len(), 5);
    assert_eq!(t.entries[0].size, 100);
    assert_eq!(t.entries[1].subdir_len, Some(2));
    assert_eq!(
        (t.entries[2].parent, t.entries[3].parent, t.entries[4].parent),
        (Some(1), Some(1), None)
    );
    assert!(t.entries[4].unused);
    assert!(t.notes.is_empty());
}

proptest! {
    #[test]
    fn random_hidden_id_and_directory_never_panic(
        id in proptest::collection::vec(any::<u8>(), 2048),
        dir in proptest::collection::vec(any::<u8>(), 0..27 * 2048),
        sectors in 0u32..0x60,
        title in 0usize..4,
    ) {
        let mut id = id;
        let titles: [&[u8]; 4] = [b"DEWPRISM\0", b"CHRONOCROSS\0", b"DEWPRISM_TAIKEN\0", b"X"];
        if title < 3 {
            id[0x20..0x20 + titles[title].len()].copy_from_slice(titles[title]);
        } else {
            id[..14].copy_from_slice(b"DS01_XENOGEARS");
        }
        let _ = Table::read(&id, sectors, |lba, n| {
            dir.get(lba as usize * 2048 % 4096..).map(|d| d.iter().copied().take(n as usize * 2048).collect())
        });
    }
}
