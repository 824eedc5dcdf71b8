#![doc = include_str!("../../../../docs/formats/hidden-table.md")]

pub mod damage;
pub mod entry;
pub mod hidden_id;
pub mod xenogears;

use cursor::OutOfBounds;
use thiserror::Error;

pub use damage::Truncation;
pub use entry::RawEntry;
pub use hidden_id::{Extent, Game, HiddenId};

/// Bytes per logical sector.
pub const SECTOR_SIZE: u64 = 2048;

/// Errors that stop the table from being read at all.
#[derive(Debug, Error)]
pub enum TableError {
    /// Sector 0x17 does not name one of the three games.
    #[error(
        "not a Square hidden-table disc: sector 0x17 title is '{found}'; expected DEWPRISM, \
         CHRONOCROSS or DSnn_XENOGEARS"
    )]
    NotSquare {
        /// The title found (printable characters only).
        found: String,
    },
    /// A Hidden.ID field is out of range.
    #[error("Hidden.ID {field} at offset {offset:#x} is {found:#x}; expected {expected}")]
    BadHiddenId {
        /// Byte offset in the logical image.
        offset: u64,
        /// Field name.
        field: &'static str,
        /// What was expected.
        expected: &'static str,
        /// The value found.
        found: u32,
    },
    /// The directory lies outside the image.
    #[error("Hidden.Directory at sector {sector:#x} ({sectors} sectors) lies past the end of the image ({image_sectors} sectors)")]
    DirectoryOutsideImage {
        /// First directory sector.
        sector: u32,
        /// Its length in sectors.
        sectors: u32,
        /// Sectors in the image.
        image_sectors: u32,
    },
    /// A read ran past the end of the data.
    #[error(transparent)]
    OutOfBounds(#[from] OutOfBounds),
}

/// Something irregular about one entry. The entry is still listed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum Problem {
    /// The next entry's LBA is lower than this one's.
    LbaDecreases {
        /// This entry's LBA.
        lba: u32,
        /// The next entry's LBA.
        next_lba: u32,
    },
    /// The file starts or ends past the end of the image.
    PastEnd {
        /// First sector past the file.
        end_lba: u64,
        /// Sectors in the image.
        image_sectors: u32,
    },
    /// The tail count is larger than the file's sectors.
    TailTooLarge {
        /// Unused bytes claimed.
        tail_bytes: u32,
        /// Bytes the sectors hold.
        span_bytes: u64,
    },
    /// An unused entry that spans sectors (normally it points at the end of the previous file).
    UnusedSpansSectors {
        /// Sectors spanned.
        sectors: u32,
    },
    /// The last used entry has no following entry to bound its size.
    NoEnd,
    /// On a raw image, the file's last sector lacks XA submode 0x89 (EOR|Data|EOF).
    EndNotMarked {
        /// The sector checked.
        lba: u32,
        /// The submode found.
        submode: u8,
    },
    /// On a raw image, a sector with XA submode 0x89 lies inside the file before its end.
    EarlyEndMark {
        /// The marked sector.
        lba: u32,
    },
}

impl std::fmt::Display for Problem {
    /// The problem in words, for reports people read (`--json` keeps the fields).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::LbaDecreases { lba, next_lba } => write!(
                f,
                "starts at sector {lba} but the next entry starts earlier, at {next_lba} (size \
                 unknown)"
            ),
            Problem::PastEnd { end_lba, image_sectors } => write!(
                f,
                "its sectors run to {end_lba}, past the end of the image ({image_sectors} \
                 sectors): its bytes are missing"
            ),
            Problem::TailTooLarge { tail_bytes, span_bytes } => {
                write!(f, "claims {tail_bytes} unused tail bytes but spans only {span_bytes} bytes")
            }
            Problem::UnusedSpansSectors { sectors } => {
                write!(f, "an unused entry that spans {sectors} sectors (normally 0)")
            }
            Problem::NoEnd => write!(f, "the last used entry: no next entry bounds its size"),
            Problem::EndNotMarked { lba, submode } => write!(
                f,
                "its last sector {lba} lacks the XA end-of-file mark (submode {submode:#04x}, \
                 expected 0x89)"
            ),
            Problem::EarlyEndMark { lba } => {
                write!(f, "sector {lba}, inside the file, carries the XA end-of-file mark")
            }
        }
    }
}

/// One directory slot, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Position in the directory.
    pub index: u32,
    /// First sector (absolute LBA).
    pub lba: u32,
    /// Exact size in bytes (0 for unused entries and sub-directory markers).
    pub size: u64,
    /// Bit 23 set (Dewprism/CC), or a (0, 0) slot (Xenogears).
    pub unused: bool,
    /// Unused bytes in the last sector (Dewprism/CC tail byte × 8).
    pub tail_bytes: u32,
    /// The raw directory word (Dewprism/CC) or the u24 sector (Xenogears).
    pub raw: u32,
    /// Xenogears: index of the sub-directory entry this file belongs to.
    pub parent: Option<u32>,
    /// Xenogears: this entry opens a sub-directory of N files.
    pub subdir_len: Option<u32>,
    /// Irregularities found while resolving this entry.
    pub problems: Vec<Problem>,
}

impl Entry {
    /// Sectors the file occupies.
    pub fn sectors(&self) -> u64 {
        self.size.div_ceil(SECTOR_SIZE)
    }
    /// A real file with bytes: used, not a sub-directory marker, size > 0.
    pub fn is_file(&self) -> bool {
        !self.unused && self.subdir_len.is_none() && self.size > 0
    }
}

/// How the directory ended and how big it was.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Extent2 {
    /// Directory size in bytes that was read.
    pub bytes: u64,
    /// Where the size came from: `"hidden_id"` or `"sector_span"`.
    pub size_from: &'static str,
    /// Slots in the directory (entries listed).
    pub slots: u32,
    /// Used entries.
    pub used: u32,
    /// Unused entries.
    pub unused: u32,
    /// Unused entries after the last used one (the unmarked end).
    pub trailing_unused: u32,
    /// All-zero slots after the entries, up to the directory size.
    pub zero_slots: u32,
}

/// The resolved hidden file table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The header.
    pub hidden_id: HiddenId,
    /// One entry per directory slot, in directory order.
    pub entries: Vec<Entry>,
    /// Directory shape.
    pub extent: Extent2,
    /// Notes about the table as a whole (e.g. which size field was trusted).
    pub notes: Vec<String>,
}

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

fn summarize(entries: &[Entry], bytes: u64, size_from: &'static str, zero_slots: u32) -> Extent2 {
    let count = |f: &dyn Fn(&Entry) -> bool| {
        u32::try_from(entries.iter().filter(|e| f(e)).count()).unwrap_or(u32::MAX)
    };
    let last_used = entries.iter().rposition(|e| !e.unused);
    let trailing_unused = match last_used {
        Some(p) => entries.get(p.saturating_add(1)..).map_or(0, |t| t.len()),
        None => entries.len(),
    };
    Extent2 {
        bytes,
        size_from,
        slots: u32::try_from(entries.len()).unwrap_or(u32::MAX),
        used: count(&|e| !e.unused),
        unused: count(&|e| e.unused),
        trailing_unused: u32::try_from(trailing_unused).unwrap_or(u32::MAX),
        zero_slots,
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
