//! Errors that stop the table from being read at all.

use cursor::OutOfBounds;
use thiserror::Error;

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
