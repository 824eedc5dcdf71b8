#![doc = include_str!("../../../../docs/formats/hidden-table.md")]

pub mod damage;
pub mod entry;
mod error;
pub mod hidden_id;
mod types;
pub mod xenogears;

pub use damage::Truncation;
pub use entry::RawEntry;
pub use error::TableError;
pub use hidden_id::{Extent, Game, HiddenId};
pub use types::{Entry, Extent2, Problem, Table, SECTOR_SIZE};

use types::summarize;

impl Table {
    /// Parses the table from Hidden.ID and the directory's bytes. `read_sectors(lba, n)`
    /// returns `n` logical sectors starting at `lba`; `image_sectors` bounds every LBA.
    pub fn read(
        id_sector: &[u8],
        image_sectors: u32,
        mut read_sectors: impl FnMut(u32, u32) -> Option<Vec<u8>>,
    ) -> Result<Table, TableError> {
        let hidden_id = HiddenId::read(id_sector)?;
        if hidden_id.game == Game::Xenogears {
            return xenogears::read(hidden_id, image_sectors, read_sectors);
        }
        let dir = hidden_id.directory;
        let span_sectors = u32::from(hidden_id.unknown.sector.saturating_sub(dir.sector));
        let mut notes = Vec::new();
        // The directory size field counts bytes; a size that is zero, not a multiple of 4, or
        // larger than the sectors before Hidden.Unknown is not trusted: the whole sector span is
        // read instead (S3Extract's way), and the unmarked end found from the entries.
        let span_bytes = u64::from(span_sectors) * SECTOR_SIZE;
        let field = u64::from(dir.size);
        let (bytes, size_from) =
            if field > 0 && field % 4 == 0 && (span_sectors == 0 || field <= span_bytes) {
                (field, "hidden_id")
            } else {
                notes.push(format!(
                "directory size field {field:#x} is not usable; reading the {span_sectors} sectors \
                 before Hidden.Unknown instead"
            ));
                (span_bytes, "sector_span")
            };
        let sectors = u32::try_from(bytes.div_ceil(SECTOR_SIZE)).unwrap_or(u32::MAX);
        let start = u32::from(dir.sector);
        if start.checked_add(sectors).is_none_or(|end| end > image_sectors) || sectors == 0 {
            return Err(TableError::DirectoryOutsideImage {
                sector: start,
                sectors,
                image_sectors,
            });
        }
        let data = read_sectors(start, sectors).ok_or(TableError::DirectoryOutsideImage {
            sector: start,
            sectors,
            image_sectors,
        })?;
        let data = data.get(..usize::try_from(bytes).unwrap_or(usize::MAX)).unwrap_or(&data);
        let words: Vec<RawEntry> = data
            .chunks_exact(4)
            .map(|c| RawEntry(u32::from_le_bytes(c.try_into().unwrap_or_default())))
            .collect();
        // The listed slots end at the last non-zero word; zero words after it are padding.
        let slots = words.iter().rposition(|w| w.0 != 0).map_or(0, |p| p.saturating_add(1));
        let zero_slots = u32::try_from(words.len().saturating_sub(slots)).unwrap_or(u32::MAX);
        let words = words.get(..slots).unwrap_or(&[]);
        let entries = resolve(words, image_sectors);
        let extent = summarize(&entries, bytes, size_from, zero_slots);
        Ok(Table { hidden_id, entries, extent, notes })
    }

    /// The files that have bytes, in directory order.
    pub fn files(&self) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(|e| e.is_file())
    }
}

/// Resolves sizes from consecutive words: each entry is bounded by the next one.
fn resolve(words: &[RawEntry], image_sectors: u32) -> Vec<Entry> {
    let mut out = Vec::with_capacity(words.len());
    for (i, w) in (0u32..).zip(words) {
        let next = words.get(usize::try_from(i).unwrap_or(usize::MAX).saturating_add(1));
        let mut problems = Vec::new();
        let lba = w.lba();
        let span_sectors = match next {
            Some(n) if n.lba() < lba => {
                problems.push(Problem::LbaDecreases { lba, next_lba: n.lba() });
                0
            }
            Some(n) => n.lba().saturating_sub(lba),
            None => {
                if !w.unused() {
                    problems.push(Problem::NoEnd);
                }
                0
            }
        };
        let span_bytes = u64::from(span_sectors) * SECTOR_SIZE;
        let mut size = 0;
        if w.unused() {
            if span_sectors > 0 {
                problems.push(Problem::UnusedSpansSectors { sectors: span_sectors });
            }
        } else if u64::from(w.tail_bytes()) > span_bytes {
            if span_bytes > 0 || w.tail() > 0 {
                problems.push(Problem::TailTooLarge { tail_bytes: w.tail_bytes(), span_bytes });
            }
        } else {
            size = span_bytes.saturating_sub(u64::from(w.tail_bytes()));
        }
        let end = u64::from(lba).saturating_add(u64::from(span_sectors));
        if (size > 0 || !w.unused()) && (end > u64::from(image_sectors) || lba >= image_sectors) {
            problems.push(Problem::PastEnd { end_lba: end, image_sectors });
            size = 0;
        }
        out.push(Entry {
            index: i,
            lba,
            size,
            unused: w.unused(),
            tail_bytes: w.tail_bytes(),
            raw: w.0,
            parent: None,
            subdir_len: None,
            problems,
        });
    }
    out
}

/// Writes a Dewprism/Chrono Cross directory: one word per entry, zero-padded to `bytes`.
/// The writer's mirror of [`Table::read`]'s directory decoding.
pub fn write_directory(words: &[RawEntry], bytes: usize) -> Vec<u8> {
    let mut out: Vec<u8> = words.iter().flat_map(|w| w.0.to_le_bytes()).collect();
    out.resize(bytes.max(out.len()), 0);
    out
}

#[cfg(test)]
mod tests;
