//! Why a disc image could not be opened or read: [`DiscError`], naming the file and offset.

use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::cue::CueError;
use crate::sector::Layout;

/// Errors opening or reading a disc image.
#[derive(Debug, Error)]
pub enum DiscError {
    /// The file could not be opened, read or mapped.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The image is shorter than the 17 sectors every PS1 disc has.
    #[error("{}image is only {len} bytes; a disc image holds at least 17 sectors ({needed} bytes as {layout})", prefix(file.as_deref()))]
    Truncated {
        /// The file, when the image was opened from one.
        file: Option<PathBuf>,
        /// Bytes in the image (data track).
        len: u64,
        /// Bytes 17 sectors need in the detected (or smallest) layout.
        needed: u64,
        /// The layout assumed.
        layout: Layout,
    },
    /// No known layout matched.
    #[error("{}not a disc image ({len} bytes): {checked}; {hint}", prefix(file.as_deref()))]
    UnknownLayout {
        /// The file, when the image was opened from one.
        file: Option<PathBuf>,
        /// Bytes in the image.
        len: u64,
        /// What was checked at which offsets, in words.
        checked: String,
        /// What the file looks like instead, and what to do.
        hint: String,
    },
    /// The cue sheet does not parse.
    #[error("bad cue sheet {}: {source}", path.display())]
    Cue {
        /// The sheet.
        path: PathBuf,
        /// The parse error.
        #[source]
        source: CueError,
    },
    /// The cue sheet lists only audio (or unknown-mode) tracks.
    #[error("cue sheet {} has no data track (MODE1/MODE2)", path.display())]
    CueNoDataTrack {
        /// The sheet.
        path: PathBuf,
    },
    /// A `FILE` named in the cue sheet does not exist (also tried ignoring case).
    #[error("cue sheet {} names FILE {name:?}, which is not in {}", cue.display(), dir.display())]
    CueFileMissing {
        /// The sheet.
        cue: PathBuf,
        /// The name as written in the sheet.
        name: String,
        /// The folder searched.
        dir: PathBuf,
    },
    /// A disc description (cue sheet, `.ccd`, `.mds`) names a data file it may not open: an
    /// absolute path, a `..`, a symbolic link out of its folder, or something that is not a
    /// regular file. Only regular files in the description's own folder are read.
    #[error("{}: {place} names {name:?}, which is refused: {reason} (a disc description may only open a regular file in its own folder, {})", control.display(), dir.display())]
    CompanionRefused {
        /// The description.
        control: PathBuf,
        /// Where in it the name is (`line 3`, `the file-name block at byte 0x1c8`).
        place: String,
        /// The name as written.
        name: String,
        /// Why it is refused.
        reason: String,
        /// The folder the description may read from.
        dir: PathBuf,
    },
    /// A `.ccd` or `.mds` puts its data track past the end of its data file.
    #[error("{}: {what} puts its data track (track {track}) at byte {offset}, but {} is only {len} bytes", control.display(), data.display())]
    TrackPastEnd {
        /// The description.
        control: PathBuf,
        /// What the description is.
        what: String,
        /// The track's number.
        track: u32,
        /// The data file.
        data: PathBuf,
        /// Byte offset of the data track.
        offset: u64,
        /// The data file's size.
        len: u64,
    },
    /// The data track's position lies beyond the end of its file.
    #[error("cue sheet data track starts at byte {offset} but {} is {len} bytes", path.display())]
    CueOffsetPastEnd {
        /// The image file.
        path: PathBuf,
        /// Byte offset of the data track.
        offset: u64,
        /// File size.
        len: u64,
    },
    /// Bytes given to [`Disc::from_bytes`] are a cue sheet, which needs its files on disk.
    #[error("these bytes are a cue sheet; open it by path so its FILE can be found")]
    CueNeedsPath,
    /// A read reaches past the last sector.
    #[error("read of {len} bytes at sector {lba} (+{offset}) runs past the image's {sector_count} sectors")]
    OutOfRange {
        /// First sector of the read.
        lba: u32,
        /// Byte offset into the logical stream from `lba`.
        offset: u64,
        /// Bytes requested.
        len: u64,
        /// Sectors in the image.
        sector_count: u32,
    },
    /// A container or image kind dewrip recognises but cannot read as it is: names what the
    /// file is and what to do.
    #[error("{}: {what}: {problem}; {fix}", path.display())]
    Unsupported {
        /// The file.
        path: PathBuf,
        /// What the file is (`a MAME CHD v5`, `a PSP EBOOT`, …).
        what: String,
        /// Why it cannot be read.
        problem: String,
        /// What the user can do.
        fix: String,
    },
    /// A container's structure is damaged: a field at `offset` does not hold what it must.
    #[error("{}: {what} is damaged at byte {offset}: {problem}", path.display())]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What the file is.
        what: String,
        /// Byte offset in the file (or in the decoded stream, where said).
        offset: u64,
        /// What was expected and found.
        problem: String,
    },
    /// A control file (`.ccd`, `.mds`) names a data file that is not beside it.
    #[error("{}: {what} needs its data file {}, which is missing: {fix}", path.display(), expected.display())]
    CompanionMissing {
        /// The control file.
        path: PathBuf,
        /// What the control file is.
        what: String,
        /// The data file looked for.
        expected: PathBuf,
        /// What to do.
        fix: String,
    },
    /// The path is not a regular file (a device such as `/dev/zero`, a FIFO, a directory):
    /// its length is unknown or unbounded, so it is refused.
    #[error("{} is {kind}, not a regular file; disc images are read from regular files (copy the stream to a file first)", path.display())]
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is (`a character device`, `a FIFO`, `a directory`, …).
        kind: &'static str,
    },
    /// A budget ran out: the input asks for more than `limit` of `what`.
    #[error("limit exceeded: {what} would be {found}, more than the limit of {limit}")]
    Limit {
        /// The budget (`index records of an ECM file`, `sectors held for borrowed reads`, …).
        what: &'static str,
        /// The limit.
        limit: u64,
        /// What the input asked for (at least).
        found: u64,
    },
}

/// `PATH: ` for an error about a file, nothing for bytes in memory.
fn prefix(file: Option<&Path>) -> String {
    file.map(|p| format!("{}: ", p.display())).unwrap_or_default()
}

impl DiscError {
    /// Names `path` in an error that does not name its file yet (layout detection works on
    /// bytes and does not know it).
    pub(crate) fn in_file(self, path: &Path) -> DiscError {
        match self {
            DiscError::Truncated { file: None, len, needed, layout } => {
                DiscError::Truncated { file: Some(path.to_path_buf()), len, needed, layout }
            }
            DiscError::UnknownLayout { file: None, len, checked, hint } => {
                DiscError::UnknownLayout { file: Some(path.to_path_buf()), len, checked, hint }
            }
            other => other,
        }
    }
}
