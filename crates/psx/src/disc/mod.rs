//! Disc images: `.cue`/`.bin`/`.iso`/`.img` with 2352-, 2448-, 2336- or 2048-byte sectors,
//! and the containers people keep discs in: MAME CHD, ECM, PSP EBOOT (`.pbp`), CloneCD
//! (`.ccd` + `.img`), Alcohol 120% (`.mds` + `.mdf`). See `docs/formats/disc-images.md`.
//!
//! A [`Disc`] is a read-only view over the memory-mapped image (or owned bytes in tests), or
//! over the equivalent raw stream a container rebuilds on demand ([`Container`]). It
//! exposes the *logical* stream of 2048-byte user-data blocks the PS1 reads — sector `lba`'s
//! user data is bytes `lba·2048 .. lba·2048+2048` of that stream — plus the raw details of
//! each sector: XA subheader, mode, EDC.
//!
//! Raw sector layout **[public: psx-spx "CDROM Sector Encoding"]**: sync `00 FF×10 00` at
//! 0x000, BCD minute/second/frame at 0x00C, mode at 0x00F. Mode 1: user data 0x010..0x810,
//! EDC at 0x810. Mode 2 Form 1: subheader at 0x010 (and a copy at 0x014), user data
//! 0x018..0x818, EDC over 0x010..0x818 at 0x818, ECC 0x81C..0x930. Mode 2 Form 2: 2324 bytes
//! at 0x018, EDC at 0x92C (0 = absent). A `MODE2/2336` image stores each sector from 0x010.
//!
//! The layout is detected from the bytes, never from the file name (see [`Layout`]).

pub mod ccd;
pub mod chd;
mod companion;
pub mod cue;
pub mod ecm;
mod edc;
pub mod mds;
pub mod pbp;
mod sniff;
mod source;
pub mod write;

use std::borrow::Cow;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use source::{Decoded, Storage};

use thiserror::Error;

pub use cue::{parse_cue, CueError, CueSheet, CueTrack, TrackMode};

/// A raw sector's sync pattern **[public: psx-spx]**.
pub const SYNC: [u8; 12] = [0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0];
/// User-data bytes per sector in the logical stream.
pub const USER_SIZE: u32 = 2048;
/// Fewest sectors an image may have: system area (0..16) plus the volume descriptor at 16.
pub const MIN_SECTORS: u32 = 17;
/// Files at most this big are looked at as possible cue sheets.
const MAX_CUE_BYTES: u64 = 1 << 20;

/// How sectors are stored in the image file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    /// 2352-byte raw sectors (sync, header, subheader, data, EDC/ECC): `.bin`, `MODE2/2352`.
    Raw2352,
    /// 2352-byte raw sectors each followed by 96 bytes of subchannel (P–W): 2448 bytes a
    /// sector, as in `.mdf` and some `.img` dumps.
    Raw2448,
    /// 2336-byte sectors (raw without sync and header): `MODE2/2336`.
    Raw2336,
    /// 2048-byte user data only: `.iso`, `MODE1/2048`.
    Iso2048,
}

impl Layout {
    /// Bytes per sector in the image file.
    pub fn sector_size(self) -> u32 {
        match self {
            Layout::Raw2352 => 2352,
            Layout::Raw2448 => 2448,
            Layout::Raw2336 => 2336,
            Layout::Iso2048 => 2048,
        }
    }

    /// Bytes of the sector itself (2448-byte sectors carry a 2352-byte sector and 96 bytes of
    /// subchannel): what [`Disc::raw_sector`] returns.
    pub fn sector_bytes(self) -> u32 {
        match self {
            Layout::Raw2448 => 2352,
            other => other.sector_size(),
        }
    }

    /// True for layouts whose sectors start with sync and header (2352, 2448).
    fn has_header(self) -> bool {
        matches!(self, Layout::Raw2352 | Layout::Raw2448)
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Layout::Raw2352 => "raw2352",
            Layout::Raw2448 => "raw2448",
            Layout::Raw2336 => "raw2336",
            Layout::Iso2048 => "iso2048",
        })
    }
}

/// The CD-XA subheader of a Mode 2 sector **[public: psx-spx "CDROM XA Subheader"]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Subheader {
    /// File number (interleaving).
    pub file: u8,
    /// Channel number.
    pub channel: u8,
    /// Submode bits: 0 EOR, 1 video, 2 audio, 3 data, 4 trigger, 5 Form 2, 6 real-time, 7 EOF.
    pub submode: u8,
    /// Coding information (audio/video format).
    pub coding: u8,
}

impl Subheader {
    /// Submode bit 5: the sector is Form 2.
    pub const FORM2: u8 = 0x20;
    /// Submode bit 7: last sector of a file.
    pub const EOF: u8 = 0x80;
    /// Submode bit 0: end of record.
    pub const EOR: u8 = 0x01;

    /// From the four bytes as stored.
    pub fn from_bytes(b: [u8; 4]) -> Self {
        let [file, channel, submode, coding] = b;
        Subheader { file, channel, submode, coding }
    }

    /// The four bytes as stored.
    pub fn to_bytes(self) -> [u8; 4] {
        [self.file, self.channel, self.submode, self.coding]
    }

    /// True when the submode marks Form 2.
    pub fn is_form2(self) -> bool {
        self.submode & Self::FORM2 != 0
    }
}

/// The mode of one sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SectorMode {
    /// Mode 1 (2048 bytes of data, EDC, ECC).
    Mode1,
    /// Mode 2 Form 1 (subheader, 2048 bytes, EDC, ECC) — ordinary PS1 data.
    Mode2Form1,
    /// Mode 2 Form 2 (subheader, 2324 bytes, optional EDC) — XA audio, video.
    Mode2Form2,
    /// Any other mode byte (0 = empty sector).
    Unknown(u8),
}

/// Result of checking a sector's EDC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EdcStatus {
    /// The stored EDC matches.
    Ok,
    /// The stored EDC differs from the one computed over the sector.
    Bad {
        /// EDC stored in the sector.
        stored: u32,
        /// EDC computed over the sector.
        computed: u32,
    },
    /// No EDC to check: 2048-byte image, Form 2 sector with EDC 0, or a mode without EDC.
    Absent,
}

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

/// What holds the sectors: a plain image file, or a container the stream is rebuilt from.
/// For containers, [`Disc::image_offset`] and [`Disc::image_len`] speak of the *equivalent raw
/// image* (the `.bin` the container was made from, as `chdman extractcd`, `unecm` or
/// `psxtract` would write it), not of bytes in the container file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Container {
    /// A `.bin`/`.iso`/`.img`/`.mdf` read directly (or through a cue sheet).
    Plain,
    /// A MAME CHD (`chdman createcd`).
    Chd {
        /// Header version (3, 4 or 5).
        version: u32,
        /// The codecs the header names (`cdlz`, `cdzl`, `cdfl`, …).
        codecs: Vec<String>,
        /// Number of the track read (the first data track).
        track: u32,
        /// Tracks in the CHD.
        tracks: u32,
    },
    /// An ECM file (Neill Corlett's Error Code Modeler).
    Ecm,
    /// A PSP EBOOT holding a PS1 disc (`PSISOIMG0000`).
    Pbp {
        /// The disc read (1-based).
        disc: u32,
        /// Discs in the EBOOT.
        discs: u32,
        /// The disc id the EBOOT stores (e.g. `SLUS01019`).
        id: String,
    },
    /// A CloneCD control file (`.ccd`) with its `.img`.
    CloneCd,
    /// An Alcohol 120% descriptor (`.mds`) with its `.mdf`.
    Alcohol,
}

impl fmt::Display for Container {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Container::Plain => f.write_str("plain image"),
            Container::Chd { version, codecs, track, tracks } => write!(
                f,
                "MAME CHD v{version} ({}), track {track} of {tracks}",
                if codecs.is_empty() { "uncompressed".to_string() } else { codecs.join(", ") }
            ),
            Container::Ecm => f.write_str("ECM"),
            Container::Pbp { disc, discs, id } => {
                write!(f, "PSP EBOOT {id}, disc {disc} of {discs}")
            }
            Container::CloneCd => f.write_str("CloneCD (.ccd + .img)"),
            Container::Alcohol => f.write_str("Alcohol 120% (.mds + .mdf)"),
        }
    }
}

/// Where the sector stream comes from.
enum Source {
    /// Bytes of an image file: the data track is `start .. end`.
    File { storage: Storage, start: usize, end: usize },
    /// The equivalent raw stream of a container.
    Decoded(Box<dyn Decoded>),
}

/// Sectors that [`Disc::user_data`] and [`Disc::raw_sector`] may hold for borrowing on a
/// container image (whose bytes are not in a file to borrow from): 4,096 sectors ≈ 9.6 MB.
/// Bulk reads go through [`Disc::read`] and [`Disc::for_each_span`], which hold nothing.
pub const MAX_PINNED_SECTORS: u32 = 4096;

/// Bytes of a stream's start that layout detection looks at (17 sectors of 2448 bytes).
const PREFIX_BYTES: usize = 17 * 2448 + 64;

/// A read-only disc image. `Send + Sync`; share it by reference across threads.
pub struct Disc {
    source: Source,
    layout: Layout,
    /// Byte offset of user data in a sector (0x18 Mode 2, 0x10 Mode 1, 8 for 2336, 0 ISO).
    user_offset: usize,
    sector_count: u32,
    trailing: u32,
    path: Option<PathBuf>,
    cue: Option<CueSheet>,
    container: Container,
    /// Bytes of the file opened (the container itself, or the image).
    file_len: u64,
    /// Container images: sectors decoded once and kept for borrowed access.
    pinned: Vec<OnceLock<Box<[u8]>>>,
    pinned_count: AtomicU32,
}

impl fmt::Debug for Disc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Disc")
            .field("layout", &self.layout)
            .field("container", &self.container)
            .field("sector_count", &self.sector_count)
            .field("trailing", &self.trailing)
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

fn looks_like_cue(bytes: &[u8]) -> Option<&str> {
    if bytes.len() as u64 > MAX_CUE_BYTES || bytes.contains(&0) {
        return None;
    }
    let text = std::str::from_utf8(bytes).ok()?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let has_file = text.lines().any(|l| {
        l.trim_start()
            .get(..5)
            .is_some_and(|k| k.eq_ignore_ascii_case("FILE ") || k.eq_ignore_ascii_case("FILE\t"))
    });
    has_file.then_some(text)
}

/// What was detected: layout and the user-data offset inside a sector. `prefix` is the start
/// of the stream (at least [`PREFIX_BYTES`] when the stream is that long), `len` its length.
fn sniff(prefix: &[u8], len: u64) -> Result<(Layout, usize), DiscError> {
    let bytes = prefix;
    let at = |off: usize, n: usize| bytes.get(off..off.saturating_add(n));
    let cd001 = |off: usize| at(off, 6) == Some(b"\x01CD001".as_slice());
    let sync_at = |off: usize| at(off, 12) == Some(SYNC.as_slice());
    // 1. Raw sectors: sync at sector 0 (or at sector 16, for images whose first sectors are
    //    blank); the spacing of the next sync tells 2352 from 2448 (subchannel after each).
    let raw = if sync_at(0) {
        if !sync_at(2352) && sync_at(2448) {
            Some((0usize, Layout::Raw2448))
        } else {
            Some((0, Layout::Raw2352))
        }
    } else if sync_at(16 * 2352) {
        Some((16 * 2352, Layout::Raw2352))
    } else if sync_at(16 * 2448) {
        Some((16 * 2448, Layout::Raw2448))
    } else {
        None
    };
    if let Some((s, layout)) = raw {
        let pvd = (layout.sector_size() as usize).saturating_mul(16);
        let mode = bytes.get(s.saturating_add(0x0F)).copied().unwrap_or(2);
        // Mode 1 stores user data at 0x10, Mode 2 at 0x18; the PVD decides when it is there.
        let user = if cd001(pvd.saturating_add(0x10)) {
            0x10
        } else if cd001(pvd.saturating_add(0x18)) || mode != 1 {
            0x18
        } else {
            0x10
        };
        return Ok((layout, user));
    }
    // 2. 2048-byte ISO: the primary volume descriptor's "\x01CD001" at 16·2048.
    if cd001(0x8000) {
        return Ok((Layout::Iso2048, 0));
    }
    // 3. 2336: the descriptor at 16·2336 + 8 (after the two subheader copies).
    if cd001(16 * 2336 + 8) {
        return Ok((Layout::Raw2336, 8));
    }
    if len < u64::from(MIN_SECTORS) * 2048 {
        return Err(DiscError::Truncated {
            file: None,
            len,
            needed: u64::from(MIN_SECTORS) * 2048,
            layout: Layout::Iso2048,
        });
    }
    Err(DiscError::UnknownLayout {
        file: None,
        len,
        checked: format!(
            "no CD sync pattern (00, ten ff, 00) at offset 0x0, {:#x} (sector 16 of 2352) or \
             {:#x} (sector 16 of 2448), and no ISO9660 volume descriptor (\"CD001\") at {:#x} \
             (2048-byte sectors) or {:#x} (2336-byte sectors)",
            16 * 2352,
            16 * 2448,
            0x8000,
            16 * 2336 + 8,
        ),
        hint: sniff::what_else(bytes),
    })
}

/// The folder holding `path` (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    let dir = path.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    if dir.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        dir
    }
}

/// `control`'s file name with its extension replaced by `ext` (`game.ccd` → `game.img`).
pub(crate) fn sibling_name(control: &Path, ext: &str) -> String {
    let stem = control.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    format!("{stem}.{ext}")
}

/// Finds `name` (from line `line` of a cue sheet) next to the sheet.
fn resolve_cue_file(cue: &Path, line: usize, name: &str) -> Result<PathBuf, DiscError> {
    companion::find(cue, &format!("line {line}"), name)?.ok_or_else(|| DiscError::CueFileMissing {
        cue: cue.to_path_buf(),
        name: name.to_string(),
        dir: folder_of(cue),
    })
}

/// What kind of non-regular file `meta` describes.
pub(crate) fn non_regular_kind(meta: &std::fs::Metadata) -> Option<&'static str> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_char_device() {
            return Some("a character device");
        }
        if t.is_block_device() {
            return Some("a block device");
        }
        if t.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// Opens `path` for reading, refusing anything but a regular file; returns it with its length.
pub(crate) fn open_regular(path: &Path) -> Result<(std::fs::File, u64), DiscError> {
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    // Look before opening: opening a FIFO for reading blocks until a writer appears.
    let meta = std::fs::metadata(path).map_err(io)?;
    if let Some(kind) = non_regular_kind(&meta) {
        return Err(DiscError::NotRegular { path: path.to_path_buf(), kind });
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if let Some(kind) = non_regular_kind(&meta) {
        return Err(DiscError::NotRegular { path: path.to_path_buf(), kind });
    }
    Ok((file, meta.len()))
}

/// The first 64 bytes of `file` (fewer when it is shorter).
fn read_head(file: &std::fs::File, path: &Path) -> Result<Vec<u8>, DiscError> {
    use std::io::{Read, Seek};
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    let mut f = file;
    f.seek(std::io::SeekFrom::Start(0)).map_err(io)?;
    let mut head = Vec::with_capacity(64);
    f.take(64).read_to_end(&mut head).map_err(io)?;
    Ok(head)
}

/// Maps `file` read-only (small files are read into memory instead).
pub(crate) fn load(path: &Path, file: &std::fs::File, len: u64) -> Result<Storage, DiscError> {
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    if len <= MAX_CUE_BYTES {
        use std::io::{Read, Seek};
        let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
        let mut f = file;
        f.seek(std::io::SeekFrom::Start(0)).map_err(io)?;
        f.take(MAX_CUE_BYTES).read_to_end(&mut bytes).map_err(io)?;
        return Ok(Storage::Owned(bytes));
    }
    Ok(Storage::Mapped(Disc::map(file).map_err(io)?))
}

impl Disc {
    /// Opens a disc image: `.cue`, `.bin`, `.iso`, `.img`, a 2448-byte `.mdf`, a CHD, an ECM,
    /// a PSP EBOOT, a CloneCD `.ccd` or an Alcohol `.mds`. What the file is comes from its
    /// bytes, never its name. Non-regular files (devices, FIFOs, directories) are refused.
    pub fn open(path: &Path) -> Result<Disc, DiscError> {
        let (file, len) = open_regular(path)?;
        let head = read_head(&file, path)?;
        match sniff::container(&head) {
            sniff::Kind::Chd => return chd::open(path, file, len),
            sniff::Kind::Ecm => return ecm::open(path, &file, len),
            sniff::Kind::Pbp => return pbp::open(path, &file, len),
            sniff::Kind::Mds => return mds::open(path, &file, len),
            sniff::Kind::Ccd => return ccd::open(path, &file, len),
            sniff::Kind::Other => {}
        }
        let storage = load(path, &file, len)?;
        if let Some(text) = looks_like_cue(storage.bytes()) {
            let text = text.to_string();
            return Self::open_cue(path, &text);
        }
        let end = storage.bytes().len();
        let mut disc =
            Self::from_file(storage, 0, end, Container::Plain).map_err(|e| e.in_file(path))?;
        disc.path = Some(path.to_path_buf());
        Ok(disc)
    }

    fn open_cue(cue_path: &Path, text: &str) -> Result<Disc, DiscError> {
        let sheet = parse_cue(text)
            .map_err(|source| DiscError::Cue { path: cue_path.to_path_buf(), source })?;
        let data = sheet
            .data_track()
            .ok_or_else(|| DiscError::CueNoDataTrack { path: cue_path.to_path_buf() })?;
        let (name, line) =
            sheet.tracks.get(data.track).map(|t| (t.file.clone(), t.file_line)).unwrap_or_default();
        // ECM sets ship the sheet of the .bin beside `NAME.bin.ecm`: open that when the .bin
        // itself is not there.
        let bin = match resolve_cue_file(cue_path, line, &name) {
            Ok(bin) => bin,
            Err(missing @ DiscError::CueFileMissing { .. }) => {
                let place = format!("line {line}");
                match companion::find(cue_path, &place, &format!("{name}.ecm"))? {
                    Some(ecm) => return Self::open_cue_ecm(&ecm, sheet, data),
                    None => return Err(missing),
                }
            }
            Err(refused) => return Err(refused),
        };
        let (file, len) = open_regular(&bin)?;
        if sniff::container(&read_head(&file, &bin)?) == sniff::Kind::Ecm {
            return Self::open_cue_ecm(&bin, sheet, data);
        }
        if data.offset > len {
            return Err(DiscError::CueOffsetPastEnd { path: bin, offset: data.offset, len });
        }
        let storage = load(&bin, &file, len)?;
        let start = usize::try_from(data.offset).unwrap_or(usize::MAX);
        let all = storage.bytes().len();
        let end = data.end.and_then(|e| usize::try_from(e).ok()).unwrap_or(all).min(all);
        let mut disc =
            Self::from_file(storage, start, end, Container::Plain).map_err(|e| e.in_file(&bin))?;
        disc.path = Some(bin);
        disc.cue = Some(sheet);
        Ok(disc)
    }

    /// A cue sheet's data track inside an ECM file: the sheet's offsets are offsets in the
    /// decoded image.
    fn open_cue_ecm(path: &Path, sheet: CueSheet, data: cue::DataTrack) -> Result<Disc, DiscError> {
        let (file, len) = open_regular(path)?;
        let stream = ecm::decoded(path, &file, len)?;
        let total = stream.len();
        if data.offset > total {
            return Err(DiscError::CueOffsetPastEnd {
                path: path.to_path_buf(),
                offset: data.offset,
                len: total,
            });
        }
        let end = data.end.unwrap_or(total).min(total);
        let window = source::Window::new(stream, data.offset, end.saturating_sub(data.offset));
        let mut disc = Self::from_decoded(Box::new(window), Container::Ecm, path, len)?;
        disc.cue = Some(sheet);
        Ok(disc)
    }

    /// Maps `file` read-only.
    #[allow(unsafe_code)]
    fn map(file: &std::fs::File) -> std::io::Result<memmap2::Mmap> {
        // SAFETY: the file is opened read-only and the map is never written through. If
        // another process truncates or rewrites the file while it is mapped, reads may see the
        // new bytes or fault (SIGBUS); that is the documented risk of reading a mapped image.
        unsafe { memmap2::Mmap::map(file) }
    }

    /// Reads a plain image from a stream on purpose (a pipe, standard input): at most
    /// `max_bytes` are read, and a longer stream is [`DiscError::Limit`], so `/dev/zero` ends.
    /// Containers need their file: open those by path.
    pub fn from_stream(mut reader: impl std::io::Read, max_bytes: u64) -> Result<Disc, DiscError> {
        use std::io::Read;
        let mut bytes = Vec::new();
        let io = |source| DiscError::Io { path: PathBuf::from("<stream>"), source };
        reader.by_ref().take(max_bytes).read_to_end(&mut bytes).map_err(io)?;
        let mut probe = [0u8; 1];
        if reader.read(&mut probe).map_err(io)? > 0 {
            return Err(DiscError::Limit {
                what: "bytes read from a stream",
                limit: max_bytes,
                found: max_bytes.saturating_add(1),
            });
        }
        Self::from_bytes(bytes)
    }

    /// Builds a disc from bytes in memory, detected exactly as [`Disc::open`] does for a
    /// plain image (containers need their file: open them by path).
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Disc, DiscError> {
        if looks_like_cue(&bytes).is_some() {
            return Err(DiscError::CueNeedsPath);
        }
        let end = bytes.len();
        Self::from_file(Storage::Owned(bytes), 0, end, Container::Plain)
    }

    /// A disc over bytes `start .. end` of an image file.
    pub(crate) fn from_file(
        storage: Storage,
        start: usize,
        end: usize,
        container: Container,
    ) -> Result<Disc, DiscError> {
        let all = storage.bytes();
        let file_len = all.len() as u64;
        let end = end.min(all.len());
        let region = all.get(start..end).unwrap_or(&[]);
        let prefix = region.get(..PREFIX_BYTES.min(region.len())).unwrap_or(&[]);
        let len = region.len() as u64;
        let (layout, user_offset) = sniff(prefix, len)?;
        let source = Source::File { storage, start, end };
        Self::assemble(source, len, layout, user_offset, container, file_len)
    }

    /// A disc over a container's decoded stream.
    pub(crate) fn from_decoded(
        decoded: Box<dyn Decoded>,
        container: Container,
        path: &Path,
        file_len: u64,
    ) -> Result<Disc, DiscError> {
        let len = decoded.len();
        let n = usize::try_from(len).unwrap_or(usize::MAX).min(PREFIX_BYTES);
        let mut prefix = vec![0u8; n];
        decoded.read_at(0, &mut prefix)?;
        let (layout, user_offset) = sniff(&prefix, len).map_err(|e| e.in_file(path))?;
        let mut disc =
            Self::assemble(Source::Decoded(decoded), len, layout, user_offset, container, file_len)
                .map_err(|e| e.in_file(path))?;
        let pinned = usize::try_from(disc.sector_count).unwrap_or(0);
        disc.pinned = std::iter::repeat_with(OnceLock::new).take(pinned).collect();
        disc.path = Some(path.to_path_buf());
        Ok(disc)
    }

    fn assemble(
        source: Source,
        len: u64,
        layout: Layout,
        user_offset: usize,
        container: Container,
        file_len: u64,
    ) -> Result<Disc, DiscError> {
        let size = u64::from(layout.sector_size());
        let sectors = len.checked_div(size).unwrap_or(0);
        let trailing = u32::try_from(len.checked_rem(size).unwrap_or(0)).unwrap_or(0);
        if sectors < u64::from(MIN_SECTORS) {
            return Err(DiscError::Truncated {
                file: None,
                len,
                needed: size.saturating_mul(u64::from(MIN_SECTORS)),
                layout,
            });
        }
        Ok(Disc {
            source,
            layout,
            user_offset,
            sector_count: u32::try_from(sectors).unwrap_or(u32::MAX),
            trailing,
            path: None,
            cue: None,
            container,
            file_len,
            pinned: Vec::new(),
            pinned_count: AtomicU32::new(0),
        })
    }

    /// How sectors are stored (for a container: in the equivalent raw image).
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// What holds the sectors.
    pub fn container(&self) -> &Container {
        &self.container
    }

    /// Whole sectors in the data track.
    pub fn sector_count(&self) -> u32 {
        self.sector_count
    }

    /// Bytes in the image: the whole file (all tracks) for a plain image; for a container,
    /// the equivalent raw stream of its data track.
    pub fn image_len(&self) -> u64 {
        match &self.source {
            Source::File { storage, .. } => storage.bytes().len() as u64,
            Source::Decoded(d) => d.len(),
        }
    }

    /// Bytes of the file opened (the container itself, or the image file).
    pub fn file_len(&self) -> u64 {
        self.file_len
    }

    /// Bytes after the last whole sector of the data track (0 for a well-formed image).
    pub fn trailing_bytes(&self) -> u32 {
        self.trailing
    }

    /// The file that is read: the `.bin`/`.iso`/`.img`/`.mdf` (not the `.cue`, `.ccd` or
    /// `.mds`), or the container (`.chd`, `.ecm`, `.pbp`); `None` for [`Disc::from_bytes`].
    pub fn image_path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The cue sheet, when the disc was opened through one.
    pub fn cue(&self) -> Option<&CueSheet> {
        self.cue.as_ref()
    }

    /// Offset of sector `lba` in the stream (from the data track's start).
    fn stream_offset(&self, lba: u32) -> u64 {
        u64::from(lba).saturating_mul(u64::from(self.layout.sector_size()))
    }

    /// Byte offset of sector `lba` in the file's storage (plain images).
    fn sector_start(&self, lba: u32) -> usize {
        let start = match &self.source {
            Source::File { start, .. } => *start,
            Source::Decoded(_) => 0,
        };
        usize::try_from(self.stream_offset(lba)).unwrap_or(usize::MAX).saturating_add(start)
    }

    /// Sector `lba` borrowed from the file (plain images only).
    fn file_sector(&self, lba: u32) -> Option<&[u8]> {
        let Source::File { storage, end, .. } = &self.source else { return None };
        if lba >= self.sector_count {
            return None;
        }
        let s = self.sector_start(lba);
        let e = s.saturating_add(self.layout.sector_bytes() as usize);
        if e > *end {
            return None;
        }
        storage.bytes().get(s..e)
    }

    /// Calls `f` with the first `need` bytes (at most the sector's) of sector `lba`: borrowed
    /// from a plain image, decoded into a buffer for a container.
    fn with_sector<R>(
        &self,
        lba: u32,
        need: usize,
        f: impl FnOnce(&[u8]) -> R,
    ) -> Result<R, DiscError> {
        let size = self.layout.sector_bytes() as usize;
        let need = need.min(size);
        match &self.source {
            Source::File { .. } => {
                let s = self.file_sector(lba).ok_or_else(|| self.out_of_range(lba, 0, 0))?;
                Ok(f(s.get(..need).unwrap_or(s)))
            }
            Source::Decoded(d) => {
                if lba >= self.sector_count {
                    return Err(self.out_of_range(lba, 0, 0));
                }
                let mut buf = [0u8; 2352];
                let b = buf.get_mut(..need).unwrap_or(&mut []);
                d.read_at(self.stream_offset(lba), b)?;
                Ok(f(b))
            }
        }
    }

    /// Container images: sector `lba` decoded once and kept (up to [`MAX_PINNED_SECTORS`]).
    fn pinned_sector(&self, lba: u32) -> Result<&[u8], DiscError> {
        let cell = self
            .pinned
            .get(usize::try_from(lba).unwrap_or(usize::MAX))
            .ok_or_else(|| self.out_of_range(lba, 0, 0))?;
        if let Some(b) = cell.get() {
            return Ok(b);
        }
        let held = self.pinned_count.fetch_add(1, Ordering::Relaxed);
        if held >= MAX_PINNED_SECTORS {
            self.pinned_count.fetch_sub(1, Ordering::Relaxed);
            return Err(DiscError::Limit {
                what: "sectors held for borrowed user_data/raw_sector on a container image \
                       (use Disc::read or Disc::for_each_span for bulk reads)",
                limit: u64::from(MAX_PINNED_SECTORS),
                found: u64::from(held).saturating_add(1),
            });
        }
        let size = self.layout.sector_bytes() as usize;
        let bytes = self.with_sector(lba, size, |s| s.to_vec().into_boxed_slice())?;
        if cell.set(bytes).is_err() {
            // Another thread stored the same sector first; ours is dropped.
            self.pinned_count.fetch_sub(1, Ordering::Relaxed);
        }
        cell.get().map(|b| &b[..]).ok_or_else(|| self.out_of_range(lba, 0, 0))
    }

    /// The whole stored sector `lba` (2352, 2336 or 2048 bytes; the 2352-byte sector of a
    /// 2448-byte one). On a container image the sector is decoded and kept for the life of the
    /// `Disc` (at most [`MAX_PINNED_SECTORS`] of them; `None` past that).
    pub fn raw_sector(&self, lba: u32) -> Option<&[u8]> {
        match &self.source {
            Source::File { .. } => self.file_sector(lba),
            Source::Decoded(_) => self.pinned_sector(lba).ok(),
        }
    }

    /// User-data offset within a sector whose first bytes are `sector`: from its own mode byte
    /// on a 2352/2448 image.
    fn user_offset_of(&self, sector: &[u8]) -> usize {
        if self.layout.has_header() {
            match sector.get(0x0F) {
                Some(1) => return 0x10,
                Some(2) => return 0x18,
                _ => {}
            }
        }
        self.user_offset
    }

    fn out_of_range(&self, lba: u32, offset: u64, len: u64) -> DiscError {
        DiscError::OutOfRange { lba, offset, len, sector_count: self.sector_count }
    }

    /// The 2048 user-data bytes of sector `lba` (Mode 1 and Mode 2 Form 1 data; for a Form 2
    /// sector, its first 2048 bytes). On a container image the sector is kept for borrowing
    /// (see [`Disc::raw_sector`]); prefer [`Disc::read`] for many sectors.
    pub fn user_data(&self, lba: u32) -> Result<&[u8], DiscError> {
        let sector = match &self.source {
            Source::File { .. } => {
                self.file_sector(lba).ok_or_else(|| self.out_of_range(lba, 0, 2048))?
            }
            Source::Decoded(_) => self.pinned_sector(lba)?,
        };
        let u = self.user_offset_of(sector);
        sector.get(u..u.saturating_add(2048)).ok_or_else(|| self.out_of_range(lba, 0, 2048))
    }

    /// Calls `f` with the 2048 user-data bytes of sector `lba`, borrowed or decoded.
    fn with_user<R>(&self, lba: u32, f: impl FnOnce(&[u8]) -> R) -> Result<R, DiscError> {
        let need = if self.layout.has_header() {
            0x18 + 2048
        } else {
            self.user_offset.saturating_add(2048)
        };
        let oob = || self.out_of_range(lba, 0, 2048);
        self.with_sector(lba, need, |s| {
            let u = self.user_offset_of(s);
            s.get(u..u.saturating_add(2048)).map(f)
        })?
        .ok_or_else(oob)
    }

    /// Offset of user-data byte `offset_in_sector` of sector `lba` (an offset ≥ 2048
    /// continues into the following sectors' user data) in the image file — for a container,
    /// in the equivalent raw image (see [`Container`]).
    pub fn image_offset(&self, lba: u32, offset_in_sector: u32) -> u64 {
        let lba = lba.saturating_add(offset_in_sector / USER_SIZE);
        let inner = u64::from(offset_in_sector % USER_SIZE);
        let user = if self.layout.has_header() {
            self.with_sector(lba, 0x10, |s| self.user_offset_of(s)).unwrap_or(self.user_offset)
        } else {
            self.user_offset
        } as u64;
        let base = match &self.source {
            Source::File { start, .. } => *start as u64,
            Source::Decoded(d) => d.image_base(),
        };
        base.saturating_add(self.stream_offset(lba)).saturating_add(user).saturating_add(inner)
    }

    /// Checks that `len` bytes from (`lba`, `offset`) lie inside the image; returns the first
    /// sector, the offset within it, and the end position in the logical stream.
    fn span(&self, lba: u32, offset: u64, len: u64) -> Result<(u32, usize, u64), DiscError> {
        let err = || self.out_of_range(lba, offset, len);
        let begin =
            u64::from(lba).checked_mul(2048).and_then(|b| b.checked_add(offset)).ok_or_else(err)?;
        let end = begin.checked_add(len).ok_or_else(err)?;
        if end > u64::from(self.sector_count).saturating_mul(2048) {
            return Err(err());
        }
        let first = u32::try_from(begin / 2048).map_err(|_| err())?;
        Ok((first, (begin % 2048) as usize, end))
    }

    /// Calls `f` with consecutive slices covering `len` bytes of the logical
    /// 2048-byte-per-sector user-data stream starting at sector `lba`. The whole range is
    /// checked first: on error `f` is never called (a container's decoding error can still
    /// stop a walk midway). A plain 2048-byte image gives one zero-copy slice; a container
    /// hands out each sector from a decode buffer.
    pub fn for_each_span(
        &self,
        lba: u32,
        len: u64,
        mut f: impl FnMut(&[u8]),
    ) -> Result<(), DiscError> {
        let (first, _, end) = self.span(lba, 0, len)?;
        if len == 0 {
            return Ok(());
        }
        if let (Layout::Iso2048, Source::File { storage, .. }) = (self.layout, &self.source) {
            let s = self.sector_start(first);
            let n = usize::try_from(len).map_err(|_| self.out_of_range(lba, 0, len))?;
            let slice = storage.bytes().get(s..s.saturating_add(n));
            f(slice.ok_or_else(|| self.out_of_range(lba, 0, len))?);
            return Ok(());
        }
        let mut pos = u64::from(first).saturating_mul(2048);
        let mut sector = first;
        while pos < end {
            let take = (end.saturating_sub(pos)).min(2048) as usize;
            self.with_user(sector, |data| f(data.get(..take).unwrap_or(data)))?;
            pos = pos.saturating_add(2048);
            sector = sector.saturating_add(1);
        }
        Ok(())
    }

    /// The `len` bytes of the logical stream from sector `lba` as borrowed slices, in order:
    /// one slice on a 2048-byte image, one per sector's user data on a raw one. For writing a
    /// file out with no copy (`write_vectored`) or hashing it in place. `Ok(None)` on a
    /// container image, whose sectors are decoded on demand: use [`Disc::read`] or
    /// [`Disc::for_each_span`] there.
    pub fn borrowed_spans(&self, lba: u32, len: u64) -> Result<Option<Vec<&[u8]>>, DiscError> {
        let (first, _, end) = self.span(lba, 0, len)?;
        let storage = match &self.source {
            Source::File { storage, .. } => storage,
            Source::Decoded(_) => return Ok(None),
        };
        let oob = || self.out_of_range(lba, 0, len);
        if len == 0 {
            return Ok(Some(Vec::new()));
        }
        if self.layout == Layout::Iso2048 {
            let s = self.sector_start(first);
            let n = usize::try_from(len).map_err(|_| oob())?;
            let slice = storage.bytes().get(s..s.saturating_add(n)).ok_or_else(oob)?;
            return Ok(Some(vec![slice]));
        }
        // `span` checked the range against the image, so the count is bounded by it.
        let sectors = usize::try_from(len.div_ceil(2048)).map_err(|_| oob())?;
        let mut out = Vec::with_capacity(sectors);
        let mut pos = u64::from(first).saturating_mul(2048);
        let mut sector = first;
        while pos < end {
            let take = (end.saturating_sub(pos)).min(2048) as usize;
            let data = self.user_data(sector)?;
            out.push(data.get(..take).ok_or_else(oob)?);
            pos = pos.saturating_add(2048);
            sector = sector.saturating_add(1);
        }
        Ok(Some(out))
    }

    /// Reads `len` bytes of the logical stream from (`lba`, byte `offset`), which may be
    /// ≥ 2048. Borrowed when the bytes are contiguous in a plain image (always on a 2048-byte
    /// image, or within one sector), copied otherwise (always for a container).
    pub fn read(&self, lba: u32, offset: u64, len: usize) -> Result<Cow<'_, [u8]>, DiscError> {
        let (first, inner, end) = self.span(lba, offset, len as u64)?;
        let oob = || self.out_of_range(lba, offset, len as u64);
        match (&self.source, self.layout) {
            (Source::File { storage, .. }, Layout::Iso2048) => {
                let s = self.sector_start(first).saturating_add(inner);
                return storage
                    .bytes()
                    .get(s..s.saturating_add(len))
                    .map(Cow::Borrowed)
                    .ok_or_else(oob);
            }
            (Source::Decoded(d), Layout::Iso2048) => {
                let mut out = vec![0u8; len];
                d.read_at(self.stream_offset(first).saturating_add(inner as u64), &mut out)?;
                return Ok(Cow::Owned(out));
            }
            (Source::File { .. }, _) if inner.saturating_add(len) <= 2048 => {
                let data = self.user_data(first)?;
                return data
                    .get(inner..inner.saturating_add(len))
                    .map(Cow::Borrowed)
                    .ok_or_else(oob);
            }
            _ => {}
        }
        let mut out = Vec::with_capacity(len);
        let mut sector = first;
        let mut skip = inner;
        let mut pos = u64::from(first).saturating_mul(2048);
        while pos < end {
            let want = (end.saturating_sub(pos)).min(2048) as usize;
            self.with_user(sector, |data| {
                out.extend_from_slice(data.get(skip..want).unwrap_or(&[]))
            })?;
            skip = 0;
            pos = pos.saturating_add(2048);
            sector = sector.saturating_add(1);
        }
        Ok(Cow::Owned(out))
    }

    /// The XA subheader of sector `lba` (Mode 2 sectors of 2352/2448/2336 images); `None` on
    /// a 2048-byte image, for Mode 1 sectors, or past the end.
    pub fn subheader(&self, lba: u32) -> Option<Subheader> {
        let layout = self.layout;
        self.with_sector(lba, 0x14, |s| {
            let at: usize = match layout {
                Layout::Iso2048 => return None,
                Layout::Raw2336 => 0,
                _ if s.get(0x0F) == Some(&2) => 0x10,
                _ => return None,
            };
            let b: [u8; 4] = s.get(at..at.saturating_add(4))?.try_into().ok()?;
            Some(Subheader::from_bytes(b))
        })
        .ok()
        .flatten()
    }

    /// The mode of sector `lba`; `None` on a 2048-byte image or past the end.
    pub fn sector_mode(&self, lba: u32) -> Option<SectorMode> {
        let mode = match self.layout {
            Layout::Iso2048 => return None,
            Layout::Raw2336 => {
                self.with_sector(lba, 1, |_| ()).ok()?;
                2
            }
            _ => self.with_sector(lba, 0x10, |s| s.get(0x0F).copied()).ok()??,
        };
        Some(match mode {
            1 => SectorMode::Mode1,
            2 if self.subheader(lba)?.is_form2() => SectorMode::Mode2Form2,
            2 => SectorMode::Mode2Form1,
            m => SectorMode::Unknown(m),
        })
    }

    /// Checks the EDC of sector `lba`. On an ECM image the EDC of sectors ECM stored without
    /// it is rebuilt, as `unecm` does; ECM only drops an EDC it verified, so the check still
    /// speaks of the original image.
    pub fn check_edc(&self, lba: u32) -> Result<EdcStatus, DiscError> {
        let mode = self.sector_mode(lba);
        let size = self.layout.sector_bytes() as usize;
        let base: usize = if self.layout == Layout::Raw2336 { 0x10 } else { 0 };
        self.with_sector(lba, size, |s| {
            // (start of the covered range, EDC position) in this layout's sector.
            let (from, at): (usize, usize) = match mode {
                None | Some(SectorMode::Unknown(_)) => return Ok(EdcStatus::Absent),
                Some(SectorMode::Mode1) => (0x000, 0x810),
                Some(SectorMode::Mode2Form1) => (0x010, 0x818),
                Some(SectorMode::Mode2Form2) => (0x010, 0x92C),
            };
            let (from, at): (usize, usize) = (from.saturating_sub(base), at.saturating_sub(base));
            let stored = crate::bytes::u32_at(s, at).ok_or_else(|| self.out_of_range(lba, 0, 0))?;
            if stored == 0 && mode == Some(SectorMode::Mode2Form2) {
                return Ok(EdcStatus::Absent);
            }
            let computed = edc::edc(s.get(from..at).unwrap_or(&[]));
            Ok(if computed == stored { EdcStatus::Ok } else { EdcStatus::Bad { stored, computed } })
        })?
    }

    /// Tells the OS it may drop the mapped pages of sectors `lba .. lba+count` (madvise
    /// `DONTNEED` on the read-only mapping), so one pass over a large image keeps the resident
    /// set small. Pages are read back from the file if touched again. For an ECM or PBP the
    /// container file's pages behind those sectors are dropped (a CHD is read, not mapped,
    /// and its decode cache is small and bounded). No-op for owned bytes and on non-Unix
    /// systems; errors are ignored (this is only advice).
    pub fn release(&self, lba: u32, count: u32) {
        match &self.source {
            Source::File { storage, .. } => {
                let from = self.sector_start(lba);
                let to = self.sector_start(lba.saturating_add(count));
                storage.release(from, to.saturating_sub(from));
            }
            Source::Decoded(d) => {
                let from = self.stream_offset(lba);
                let to = self.stream_offset(lba.saturating_add(count));
                d.release(from, to.saturating_sub(from));
            }
        }
    }
}
