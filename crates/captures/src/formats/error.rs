//! Errors reading emulator captures.

use thiserror::Error;

use cursor::OutOfBounds;

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
    /// The capture file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file.
        path: std::path::PathBuf,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The path is not a regular file (a device, FIFO or directory): refused rather than read
    /// without end.
    #[error("{} is {kind}, not a regular file; captures are read from regular files (copy the stream to a file first)", path.display())]
    NotRegular {
        /// The path.
        path: std::path::PathBuf,
        /// What it is.
        kind: &'static str,
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
    /// A GPU dump that ends inside a packet, or inside a GP0 command (an upload whose data is
    /// cut short, a polygon missing its last words): the dump was cut, so what it draws cannot
    /// be trusted.
    #[error("the GPU dump is truncated at offset {offset:#x}: {detail}")]
    Truncated {
        /// Offset of the packet that is cut (or that began the cut command).
        offset: u64,
        /// What was expected and what is there.
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
