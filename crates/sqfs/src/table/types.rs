//! The table's types: what a slot resolves to, what can be wrong with it, and the errors that
//! stop the table from being read.

use super::hidden_id::HiddenId;

/// Bytes per logical sector.
pub const SECTOR_SIZE: u64 = 2048;

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

pub(super) fn summarize(
    entries: &[Entry],
    bytes: u64,
    size_from: &'static str,
    zero_slots: u32,
) -> Extent2 {
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
