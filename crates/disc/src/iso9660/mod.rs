//! The minimal ISO 9660 a PS1 disc needs: the primary volume descriptor and the root directory.
//!
//! Layouts from ECMA-119 **[published standard]**. PS1 discs keep the ISO structures in sectors
//! 0x10–0x16 **[public: psx-spx]**: Square's discs put their Hidden.ID at 0x17.
//!
//! Primary volume descriptor (sector 16):
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0x000 | 1 | type (1 = primary, 255 = set terminator) |
//! | 0x001 | 5 | `CD001` |
//! | 0x006 | 1 | version (1) |
//! | 0x008 | 32 | system identifier (`PLAYSTATION`) |
//! | 0x028 | 32 | volume identifier |
//! | 0x050 | 8 | volume space size (u32 LE then BE) |
//! | 0x078 | 4 | volume set size (u16 LE, BE) |
//! | 0x07C | 4 | volume sequence number (u16 LE, BE) |
//! | 0x080 | 4 | logical block size (u16 LE, BE) |
//! | 0x084 | 8 | path table size (u32 LE, BE) |
//! | 0x08C | 4 | L path table LBA (LE) ; 0x090 optional copy |
//! | 0x094 | 4 | M path table LBA (BE) ; 0x098 optional copy |
//! | 0x09C | 34 | root directory record |
//! | 0x0BE | 128×4 | volume set, publisher, preparer, application identifiers |
//! | 0x2BE | 37×3 | copyright, abstract, bibliographic file identifiers |
//! | 0x32D | 17×4 | creation, modification, expiration, effective dates |
//! | 0x371 | 1 | file structure version (1) |
//! | 0x400 | 8 | `CD-XA001` (application use; XA discs) **[public: psx-spx]** |
//!
//! Directory record: 0x00 length, 0x01 extended attribute length, 0x02 extent LBA (u32 LE,
//! BE), 0x0A data length (u32 LE, BE), 0x12 date (7 bytes), 0x19 flags (bit 1 = directory),
//! 0x1A unit size, 0x1B interleave gap, 0x1C volume sequence (u16 LE, BE), 0x20 name length,
//! 0x21 name (`NAME.EXT;1`; `00` = `.`, `01` = `..`), padded to an even length.

mod read;
mod write;

pub use read::{find_file, read_pvd, read_root};
pub use write::{root_directory_len, write_volume};

use crate::error::DiscError;
use thiserror::Error;

/// The sector of the primary volume descriptor.
pub const PVD_LBA: u32 = 16;

/// Errors reading ISO 9660 structures.
#[derive(Debug, Error)]
pub enum IsoError {
    /// A sector could not be read.
    #[error(transparent)]
    Disc(#[from] DiscError),
    /// No primary volume descriptor in sectors 16 onwards.
    #[error("no ISO 9660 primary volume descriptor at sector {lba}: found {found:02x?} where 01 \"CD001\" was expected")]
    NoPvd {
        /// The sector examined last.
        lba: u32,
        /// Its first six bytes.
        found: Vec<u8>,
    },
    /// The logical block size is not 2048.
    #[error("logical block size is {found}, expected 2048")]
    BlockSize {
        /// Value found at PVD 0x80.
        found: u16,
    },
    /// A directory record does not fit or is malformed.
    #[error("bad directory record at sector {lba} offset {offset:#x}: {reason}")]
    BadRecord {
        /// Sector of the record.
        lba: u32,
        /// Offset of the record in the sector.
        offset: usize,
        /// What is wrong.
        reason: String,
    },
    /// An extent reaches past the end of the image.
    #[error("extent at sector {lba} of {size} bytes runs past the image's {sector_count} sectors")]
    ExtentOutOfRange {
        /// First sector of the extent.
        lba: u32,
        /// Bytes in the extent.
        size: u32,
        /// Sectors in the image.
        sector_count: u32,
    },
}

/// What dewrip reads from the primary volume descriptor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pvd {
    /// System identifier (0x08), trailing spaces trimmed, e.g. `PLAYSTATION`.
    pub system_id: String,
    /// Volume identifier (0x28), trailing spaces trimmed, e.g. `DEWPRISM`.
    pub volume_id: String,
    /// Volume space size in sectors (0x50).
    pub volume_space_size: u32,
    /// The root directory (0x9C).
    pub root: DirRecord,
}

/// One directory record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirRecord {
    /// File name without the `;1` version (and without a trailing `.`); `.` and `..` for the
    /// self and parent entries.
    pub name: String,
    /// First sector of the extent.
    pub lba: u32,
    /// Bytes in the extent.
    pub size: u32,
    /// Flag bit 1: a directory.
    pub is_dir: bool,
}

/// A file the writer lists in the root directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IsoFile {
    /// Name as on disc without `;1`, e.g. `SYSTEM.CNF` (d-characters: `A-Z 0-9 _ .`).
    pub name: String,
    /// First sector.
    pub lba: u32,
    /// Size in bytes.
    pub size: u32,
}
