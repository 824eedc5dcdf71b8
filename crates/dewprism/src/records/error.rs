//! Why a record could not be written.

use cursor::WriteError;
use thiserror::Error;

use super::field::Field;

/// Why a record could not be written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordWriteError {
    /// The layout has no entry for the type (cannot happen with a validated layout).
    #[error("record type {type_byte}: not in the layout")]
    Type {
        /// The type.
        type_byte: u8,
    },
    /// A non-zero value for a field the layout does not place (a layout without a flags byte).
    #[error("record type {type_byte}: {field} = {value} but the layout has no byte for {field}")]
    Unplaced {
        /// The type.
        type_byte: u8,
        /// The field.
        field: Field,
        /// The value refused.
        value: u16,
    },
    /// The output refused the bytes.
    #[error(transparent)]
    Write(#[from] WriteError),
}

/// Why a record stream could not be written: which record, and why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("record {record}: {source}")]
pub struct StreamWriteError {
    /// Record number in the stream (the record count for the padding after it).
    pub record: usize,
    /// Why.
    #[source]
    pub source: RecordWriteError,
}
