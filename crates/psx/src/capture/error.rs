//! Errors reading emulator captures.

use thiserror::Error;

use crate::bytes::OutOfBounds;

/// Everything that can go wrong reading a capture.
#[derive(Debug, Error)]
pub enum CaptureError {
    /// A read past the end of the input (or of a decompressed body).
    #[error(transparent)]
    OutOfBounds(#[from] OutOfBounds),
    /// The bytes are none of the formats dewrip reads.
    #[error("not a capture dewrip can read ({len:#x} bytes); checked: {checked}")]
    Unknown {
        /// Input length.
        len: usize,
        /// What was checked, for the user.
        checked: String,
    },
    /// A compressed stream does not decode.
    #[error("{container} data at offset {offset:#x} does not decode: {reason}")]
    Decompress {
        /// `zstd`, `xz`, `gzip`, `zlib`.
        container: &'static str,
        /// Where the stream starts in the file.
        offset: u64,
        /// The decoder's message.
        reason: String,
    },
    /// A compressed stream expands past the limit (a decompression bomb, or a file far bigger
    /// than any real capture).
    #[error("{container} data expands past the {limit:#x}-byte limit")]
    TooLarge {
        /// `zstd`, `xz`, `gzip`, `zlib`.
        container: &'static str,
        /// The limit in bytes.
        limit: u64,
    },
    /// A budget of [`super::Limits`] ran out: the input asks for more output or work than any
    /// real capture needs (a decompression bomb, a lying size field, a replay of huge copies).
    #[error("limit exceeded: {limit} ({value}): {detail}")]
    Limit {
        /// The limit, as named in [`super::Limits`] (e.g. `Limits::expansion_ratio`).
        limit: &'static str,
        /// Its value here (bytes, or units of work).
        value: u64,
        /// What asked for more.
        detail: String,
    },
    /// A GPU dump whose magic names a version dewrip does not know.
    #[error(
        "GPU dump magic at offset 0 is {found:?}; expected \"PSXGPUDUMPv1\\0\\0\" (DuckStation) \
         or \"PSXGPUDUMPv1r1\\0\\0\" (GPUDUMP.md)"
    )]
    GpuDumpVersion {
        /// The first 16 bytes, printable ASCII kept.
        found: String,
    },
    /// A section, entry or marker that locates RAM or VRAM is missing.
    #[error("{format}: {what} not found (looked for {looked_for})")]
    Missing {
        /// Format being read.
        format: &'static str,
        /// What was missing.
        what: &'static str,
        /// The bytes or field looked for.
        looked_for: String,
    },
    /// A structure that is present but wrong.
    #[error("{format}: {what} at offset {offset:#x}: expected {expected}, found {found}")]
    Malformed {
        /// Format being read.
        format: &'static str,
        /// The field or structure.
        what: &'static str,
        /// Offset in the (decompressed) stream.
        offset: u64,
        /// What was expected.
        expected: String,
        /// What was found.
        found: String,
    },
}

/// Shorthand for results in this module.
pub type Result<T> = std::result::Result<T, CaptureError>;
