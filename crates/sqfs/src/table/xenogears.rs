//! Xenogears' directory: 7-byte entries in sectors 0x18–0x27 **[public: psx-spx]**.
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0x00 | u24 | first sector; 0xFFFFFF = end of the list |
//! | 0x03 | s32 | size in bytes; negative = a sub-directory of −N files that follow; 0 = empty |
//!
//! A (0, 0) entry is unused.

use super::error::TableError;
use super::hidden_id::HiddenId;
use super::types::{summarize, Entry, Problem, Table, SECTOR_SIZE};

/// First directory sector.
pub const DIR_SECTOR: u32 = 0x18;
/// Directory length in sectors.
pub const DIR_SECTORS: u32 = 16;
/// The end-of-list sector value.
pub const END: u32 = 0x00FF_FFFF;

/// One raw 7-byte entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct XenoEntry {
    /// u24 sector.
    pub sector: u32,
    /// s32 size.
    pub size: i32,
}

impl XenoEntry {
    /// Decodes 7 bytes.
    pub fn read(b: [u8; 7]) -> XenoEntry {
        let [s0, s1, s2, z0, z1, z2, z3] = b;
        XenoEntry {
            sector: u32::from_le_bytes([s0, s1, s2, 0]), // 0x00
            size: i32::from_le_bytes([z0, z1, z2, z3]),  // 0x03
        }
    }
    /// Encodes 7 bytes; the mirror of [`XenoEntry::read`].
    pub fn write(self) -> [u8; 7] {
        let [s0, s1, s2, _] = self.sector.to_le_bytes();
        let [z0, z1, z2, z3] = self.size.to_le_bytes();
        [s0, s1, s2, z0, z1, z2, z3]
    }
}

pub(super) fn read(
    hidden_id: HiddenId,
    image_sectors: u32,
    mut read_sectors: impl FnMut(u32, u32) -> Option<Vec<u8>>,
) -> Result<Table, TableError> {
    let outside = TableError::DirectoryOutsideImage {
        sector: DIR_SECTOR,
        sectors: DIR_SECTORS,
        image_sectors,
    };
    if DIR_SECTOR + DIR_SECTORS > image_sectors {
        return Err(outside);
    }
    let data = read_sectors(DIR_SECTOR, DIR_SECTORS).ok_or(outside)?;
    let mut entries = Vec::new();
    // Open sub-directories: (entry index, files still to come).
    let mut open: Option<(u32, u32)> = None;
    let mut ended = false;
    for (i, chunk) in (0u32..).zip(data.chunks_exact(7)) {
        let raw = XenoEntry::read(chunk.try_into().unwrap_or_default());
        if raw.sector == END {
            ended = true;
            break;
        }
        let mut problems = Vec::new();
        let parent = match open {
            Some((dir, left)) if left > 0 => {
                open = Some((dir, left.saturating_sub(1)));
                Some(dir)
            }
            _ => None,
        };
        let unused = raw.sector == 0 && raw.size == 0;
        let (size, subdir_len) = if raw.size < 0 {
            let n = raw.size.unsigned_abs();
            open = Some((i, n));
            (0, Some(n))
        } else {
            (u64::from(raw.size.unsigned_abs()), None)
        };
        let end = u64::from(raw.sector).saturating_add(size.div_ceil(SECTOR_SIZE));
        let mut size = size;
        if size > 0 && end > u64::from(image_sectors) {
            problems.push(Problem::PastEnd { end_lba: end, image_sectors });
            size = 0;
        }
        entries.push(Entry {
            index: i,
            lba: raw.sector,
            size,
            unused,
            tail_bytes: 0,
            raw: raw.sector,
            parent,
            subdir_len,
            problems,
        });
    }
    let mut notes = Vec::new();
    if !ended {
        notes.push("no 0xFFFFFF end marker in the 16 directory sectors".to_string());
    }
    let extent = summarize(&entries, u64::from(DIR_SECTORS) * SECTOR_SIZE, "fixed", 0);
    Ok(Table { hidden_id, entries, extent, notes })
}

/// Writes a Xenogears directory (16 sectors): the entries, the end marker, zero padding.
pub fn write_directory(entries: &[XenoEntry]) -> Vec<u8> {
    let mut out: Vec<u8> = entries.iter().flat_map(|e| e.write()).collect();
    out.extend(XenoEntry { sector: END, size: 0 }.write());
    let bytes = usize::try_from(u64::from(DIR_SECTORS) * SECTOR_SIZE).unwrap_or(0);
    out.resize(bytes.max(out.len()), 0);
    out
}
