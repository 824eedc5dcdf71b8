//! A truncated image, told from the table: the hidden directory names files whose sectors the
//! image does not hold.
//!
//! A rip cut short (an interrupted copy, `head -c`, a full disk) keeps the table, which sits at
//! the start of the disc, and loses the files at the end. Every entry whose sectors run past the
//! image is a [`Problem::PastEnd`]; a truncation is the set of them, with how much is missing.

use serde::Serialize;

use super::{Problem, Table, SECTOR_SIZE};

/// The image ends before the files the table names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Truncation {
    /// Whole sectors the image holds.
    pub image_sectors: u32,
    /// Bytes after the last whole sector (a sector cut in the middle: a sign of a cut copy).
    pub trailing_bytes: u32,
    /// The first sector past the furthest file the table names: how long the image should be.
    pub needed_sectors: u64,
    /// Sectors missing (`needed_sectors − image_sectors`).
    pub missing_sectors: u64,
    /// Used entries with no byte in the image (they start at or past its end).
    pub missing: Vec<u32>,
    /// Used entries that start inside the image and end past it (cut short).
    pub cut_short: Vec<u32>,
}

impl Truncation {
    /// Every entry affected, in directory order.
    pub fn entries(&self) -> Vec<u32> {
        let mut all: Vec<u32> = self.missing.iter().chain(&self.cut_short).copied().collect();
        all.sort_unstable();
        all
    }

    /// Bytes missing (whole sectors of user data).
    pub fn missing_bytes(&self) -> u64 {
        self.missing_sectors.saturating_mul(SECTOR_SIZE)
    }
}

impl Table {
    /// The truncation of an image of `image_sectors` whole sectors (plus `trailing_bytes`),
    /// when a used entry runs past its end; `None` when the image holds every file.
    pub fn truncation(&self, image_sectors: u32, trailing_bytes: u32) -> Option<Truncation> {
        let mut t = Truncation {
            image_sectors,
            trailing_bytes,
            needed_sectors: u64::from(image_sectors),
            missing_sectors: 0,
            missing: Vec::new(),
            cut_short: Vec::new(),
        };
        for e in self.entries.iter().filter(|e| !e.unused) {
            for p in &e.problems {
                if let Problem::PastEnd { end_lba, .. } = p {
                    t.needed_sectors = t.needed_sectors.max(*end_lba);
                    if e.lba >= image_sectors {
                        t.missing.push(e.index);
                    } else {
                        t.cut_short.push(e.index);
                    }
                }
            }
        }
        if t.missing.is_empty() && t.cut_short.is_empty() {
            return None;
        }
        t.missing_sectors = t.needed_sectors.saturating_sub(u64::from(image_sectors));
        Some(t)
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
mod tests {
    use super::super::*;

    fn entry(index: u32, lba: u32, size: u64, problems: Vec<Problem>) -> Entry {
        Entry {
            index,
            lba,
            size,
            unused: false,
            tail_bytes: 0,
            raw: lba,
            parent: None,
            subdir_len: None,
            problems,
        }
    }

    fn table(entries: Vec<Entry>) -> Table {
        Table {
            hidden_id: HiddenId {
                game: Game::Dewprism,
                title: "DEWPRISM".into(),
                disc_number: 1,
                disc_count: 2,
                id: Extent { sector: 0x17, size: 0x29 },
                directory: Extent { sector: 0x18, size: 16 },
                unknown: Extent { sector: 0x25, size: 0x22 },
            },
            extent: Extent2 {
                bytes: 16,
                size_from: "hidden_id",
                slots: 4,
                used: 4,
                unused: 0,
                trailing_unused: 0,
                zero_slots: 0,
            },
            entries,
            notes: Vec::new(),
        }
    }

    #[test]
    fn a_whole_image_is_not_truncated() {
        let t = table(vec![entry(0, 0x26, 2048, Vec::new())]);
        assert_eq!(t.truncation(0x40, 0), None);
    }

    #[test]
    fn files_past_the_end_and_one_cut_short_are_named() {
        let past = |end| vec![Problem::PastEnd { end_lba: end, image_sectors: 100 }];
        let t = table(vec![
            entry(0, 0x26, 2048, Vec::new()),
            entry(1, 98, 0, past(104)),
            entry(2, 104, 0, past(110)),
            entry(3, 110, 0, past(120)),
        ]);
        let got = t.truncation(100, 1648).unwrap();
        assert_eq!(got.cut_short, [1]);
        assert_eq!(got.missing, [2, 3]);
        assert_eq!(got.needed_sectors, 120);
        assert_eq!(got.missing_sectors, 20);
        assert_eq!(got.missing_bytes(), 20 * 2048);
        assert_eq!(got.entries(), [1, 2, 3]);
    }
}
