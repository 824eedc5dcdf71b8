//! Disc images: `.cue`/`.bin`/`.iso`/`.img` with 2352-, 2336- or 2048-byte sectors.
//!
//! A [`Disc`] is a read-only view over the memory-mapped image (or owned bytes in tests). It
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

pub mod cue;
mod edc;
pub mod write;

use std::borrow::Cow;
use std::fmt;
use std::path::{Path, PathBuf};

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
            Layout::Raw2336 => 2336,
            Layout::Iso2048 => 2048,
        }
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Layout::Raw2352 => "raw2352",
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
    #[error("image is only {len} bytes; a disc image holds at least 17 sectors ({needed} bytes as {layout})")]
    Truncated {
        /// Bytes in the image (data track).
        len: u64,
        /// Bytes 17 sectors need in the detected (or smallest) layout.
        needed: u64,
        /// The layout assumed.
        layout: Layout,
    },
    /// No known layout matched.
    #[error("not a disc image ({len} bytes): {checked}")]
    UnknownLayout {
        /// Bytes in the image.
        len: u64,
        /// What was checked at which offsets, and what was found there.
        checked: String,
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
}

enum Storage {
    Owned(Vec<u8>),
    Mapped(memmap2::Mmap),
}

impl Storage {
    fn bytes(&self) -> &[u8] {
        match self {
            Storage::Owned(v) => v,
            Storage::Mapped(m) => m,
        }
    }
}

/// A read-only disc image. `Send + Sync`; share it by reference across threads.
pub struct Disc {
    storage: Storage,
    /// Byte offset of the data track's sector 0 in the storage.
    start: usize,
    layout: Layout,
    /// Byte offset of user data in a sector (0x18 Mode 2, 0x10 Mode 1, 8 for 2336, 0 ISO).
    user_offset: usize,
    sector_count: u32,
    trailing: u32,
    path: Option<PathBuf>,
    cue: Option<CueSheet>,
}

impl fmt::Debug for Disc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Disc")
            .field("layout", &self.layout)
            .field("start", &self.start)
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

fn hex(bytes: Option<&[u8]>) -> String {
    match bytes {
        None => "end of file".to_string(),
        Some(b) => b.iter().map(|x| format!("{x:02x}")).collect::<Vec<_>>().join(" "),
    }
}

/// What was detected: layout and the user-data offset inside a sector.
fn sniff(bytes: &[u8]) -> Result<(Layout, usize), DiscError> {
    let len = bytes.len() as u64;
    let at = |off: usize, n: usize| bytes.get(off..off.saturating_add(n));
    let cd001 = |off: usize| at(off, 6) == Some(b"\x01CD001".as_slice());
    // 1. Raw 2352: sync at sector 0 (or at sector 16, for images whose first sectors are blank).
    let sync_at = |off: usize| at(off, 12) == Some(SYNC.as_slice());
    let raw_sector = if sync_at(0) {
        Some(0usize)
    } else if sync_at(16 * 2352) {
        Some(16 * 2352)
    } else {
        None
    };
    if let Some(s) = raw_sector {
        let mode = bytes.get(s.saturating_add(0x0F)).copied().unwrap_or(2);
        // Mode 1 stores user data at 0x10, Mode 2 at 0x18; the PVD decides when it is there.
        let user = if cd001(16 * 2352 + 0x10) {
            0x10
        } else if cd001(16 * 2352 + 0x18) || mode != 1 {
            0x18
        } else {
            0x10
        };
        return Ok((Layout::Raw2352, user));
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
            len,
            needed: u64::from(MIN_SECTORS) * 2048,
            layout: Layout::Iso2048,
        });
    }
    Err(DiscError::UnknownLayout {
        len,
        checked: format!(
            "no CD sync (00 ff×10 00) at 0x0 (found {}) or at {:#x}; no \"\\x01CD001\" at {:#x} \
             (2048-byte ISO, found {}) or at {:#x} (2336-byte sectors, found {})",
            hex(at(0, 12)),
            16 * 2352,
            0x8000,
            hex(at(0x8000, 6)),
            16 * 2336 + 8,
            hex(at(16 * 2336 + 8, 6)),
        ),
    })
}

/// Finds `name` (from a cue sheet) next to the sheet, trying the exact name, then ignoring
/// case, then the last path component (sheets written on other machines).
fn resolve_cue_file(cue: &Path, name: &str) -> Result<PathBuf, DiscError> {
    let dir = cue.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let dir = if dir.as_os_str().is_empty() { PathBuf::from(".") } else { dir };
    let exact = dir.join(name);
    if exact.is_file() {
        return Ok(exact);
    }
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let candidate = dir.join(base);
    if candidate.is_file() {
        return Ok(candidate);
    }
    if let Ok(entries) = std::fs::read_dir(&dir) {
        let mut found: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(base))
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        found.sort();
        if let Some(p) = found.into_iter().next() {
            return Ok(p);
        }
    }
    Err(DiscError::CueFileMissing { cue: cue.to_path_buf(), name: name.to_string(), dir })
}

impl Disc {
    /// Opens a `.cue`, `.bin`, `.iso` or `.img`. What the file is comes from its bytes: a
    /// small text file with a `FILE` line is a cue sheet, whose first data track is opened.
    pub fn open(path: &Path) -> Result<Disc, DiscError> {
        let io = |source| DiscError::Io { path: path.to_path_buf(), source };
        let file = std::fs::File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        if len <= MAX_CUE_BYTES {
            let bytes = std::fs::read(path).map_err(io)?;
            if let Some(text) = looks_like_cue(&bytes) {
                return Self::open_cue(path, text);
            }
            let mut disc = Self::from_storage(Storage::Owned(bytes), 0, None)?;
            disc.path = Some(path.to_path_buf());
            return Ok(disc);
        }
        let map = Self::map(&file).map_err(io)?;
        let mut disc = Self::from_storage(Storage::Mapped(map), 0, None)?;
        disc.path = Some(path.to_path_buf());
        Ok(disc)
    }

    fn open_cue(cue_path: &Path, text: &str) -> Result<Disc, DiscError> {
        let sheet = parse_cue(text)
            .map_err(|source| DiscError::Cue { path: cue_path.to_path_buf(), source })?;
        let data = sheet
            .data_track()
            .ok_or_else(|| DiscError::CueNoDataTrack { path: cue_path.to_path_buf() })?;
        let name = sheet.tracks.get(data.track).map(|t| t.file.clone()).unwrap_or_default();
        let bin = resolve_cue_file(cue_path, &name)?;
        let io = |source| DiscError::Io { path: bin.clone(), source };
        let file = std::fs::File::open(&bin).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        if data.offset > len {
            return Err(DiscError::CueOffsetPastEnd { path: bin, offset: data.offset, len });
        }
        let storage = if len <= MAX_CUE_BYTES {
            Storage::Owned(std::fs::read(&bin).map_err(io)?)
        } else {
            Storage::Mapped(Self::map(&file).map_err(io)?)
        };
        let start = usize::try_from(data.offset).unwrap_or(usize::MAX);
        let end = data.end.and_then(|e| usize::try_from(e).ok());
        let mut disc = Self::from_storage(storage, start, end)?;
        disc.path = Some(bin);
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

    /// Builds a disc from bytes in memory, detected exactly as [`Disc::open`] does.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Disc, DiscError> {
        if looks_like_cue(&bytes).is_some() {
            return Err(DiscError::CueNeedsPath);
        }
        Self::from_storage(Storage::Owned(bytes), 0, None)
    }

    fn from_storage(storage: Storage, start: usize, end: Option<usize>) -> Result<Disc, DiscError> {
        let all = storage.bytes();
        let end = end.unwrap_or(all.len()).min(all.len());
        let region = all.get(start..end).unwrap_or(&[]);
        let (layout, user_offset) = sniff(region)?;
        let size = u64::from(layout.sector_size());
        let len = region.len() as u64;
        let sectors = len.checked_div(size).unwrap_or(0);
        let trailing = u32::try_from(len.checked_rem(size).unwrap_or(0)).unwrap_or(0);
        if sectors < u64::from(MIN_SECTORS) {
            return Err(DiscError::Truncated {
                len,
                needed: size.saturating_mul(u64::from(MIN_SECTORS)),
                layout,
            });
        }
        let sector_count = u32::try_from(sectors).unwrap_or(u32::MAX);
        Ok(Disc {
            storage,
            start,
            layout,
            user_offset,
            sector_count,
            trailing,
            path: None,
            cue: None,
        })
    }

    /// How sectors are stored.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// Whole sectors in the data track.
    pub fn sector_count(&self) -> u32 {
        self.sector_count
    }

    /// Bytes in the image file (the whole file, all tracks).
    pub fn image_len(&self) -> u64 {
        self.storage.bytes().len() as u64
    }

    /// Bytes after the last whole sector of the data track (0 for a well-formed image).
    pub fn trailing_bytes(&self) -> u32 {
        self.trailing
    }

    /// The `.bin`/`.iso` that is read (not the `.cue`); `None` for [`Disc::from_bytes`].
    pub fn image_path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The cue sheet, when the disc was opened through one.
    pub fn cue(&self) -> Option<&CueSheet> {
        self.cue.as_ref()
    }

    /// Byte offset of sector `lba` in the storage.
    fn sector_start(&self, lba: u32) -> usize {
        let off = u64::from(lba).saturating_mul(u64::from(self.layout.sector_size()));
        usize::try_from(off).unwrap_or(usize::MAX).saturating_add(self.start)
    }

    /// The whole stored sector `lba` (2352, 2336 or 2048 bytes).
    pub fn raw_sector(&self, lba: u32) -> Option<&[u8]> {
        if lba >= self.sector_count {
            return None;
        }
        let s = self.sector_start(lba);
        self.storage.bytes().get(s..s.saturating_add(self.layout.sector_size() as usize))
    }

    /// User-data offset within sector `lba`: from its own mode byte on a 2352 image.
    fn user_offset_of(&self, sector: &[u8]) -> usize {
        if self.layout == Layout::Raw2352 {
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
    /// sector, its first 2048 bytes).
    pub fn user_data(&self, lba: u32) -> Result<&[u8], DiscError> {
        let sector = self.raw_sector(lba).ok_or_else(|| self.out_of_range(lba, 0, 2048))?;
        let u = self.user_offset_of(sector);
        sector.get(u..u.saturating_add(2048)).ok_or_else(|| self.out_of_range(lba, 0, 2048))
    }

    /// Byte offset in the image file of user-data byte `offset_in_sector` of sector `lba`
    /// (an offset ≥ 2048 continues into the following sectors' user data).
    pub fn image_offset(&self, lba: u32, offset_in_sector: u32) -> u64 {
        let lba = lba.saturating_add(offset_in_sector / USER_SIZE);
        let inner = u64::from(offset_in_sector % USER_SIZE);
        let user = match self.raw_sector(lba) {
            Some(s) => self.user_offset_of(s),
            None => self.user_offset,
        } as u64;
        (self.start as u64)
            .saturating_add(u64::from(lba).saturating_mul(u64::from(self.layout.sector_size())))
            .saturating_add(user)
            .saturating_add(inner)
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

    /// Calls `f` with consecutive zero-copy slices covering `len` bytes of the logical
    /// 2048-byte-per-sector user-data stream starting at sector `lba`. The whole range is
    /// checked first: on error `f` is never called. A 2048-byte image gives one slice.
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
        if self.layout == Layout::Iso2048 {
            let s = self.sector_start(first);
            let n = usize::try_from(len).map_err(|_| self.out_of_range(lba, 0, len))?;
            let slice = self.storage.bytes().get(s..s.saturating_add(n));
            f(slice.ok_or_else(|| self.out_of_range(lba, 0, len))?);
            return Ok(());
        }
        let mut pos = u64::from(first).saturating_mul(2048);
        let mut sector = first;
        while pos < end {
            let take = (end.saturating_sub(pos)).min(2048) as usize;
            let data = self.user_data(sector)?;
            f(data.get(..take).unwrap_or(data));
            pos = pos.saturating_add(2048);
            sector = sector.saturating_add(1);
        }
        Ok(())
    }

    /// Reads `len` bytes of the logical stream from (`lba`, byte `offset`), which may be
    /// ≥ 2048. Borrowed when the bytes are contiguous in the image (always on a 2048-byte
    /// image, or within one sector), copied otherwise.
    pub fn read(&self, lba: u32, offset: u64, len: usize) -> Result<Cow<'_, [u8]>, DiscError> {
        let (first, inner, end) = self.span(lba, offset, len as u64)?;
        let oob = || self.out_of_range(lba, offset, len as u64);
        if self.layout == Layout::Iso2048 {
            let s = self.sector_start(first).saturating_add(inner);
            return self
                .storage
                .bytes()
                .get(s..s.saturating_add(len))
                .map(Cow::Borrowed)
                .ok_or_else(oob);
        }
        if inner.saturating_add(len) <= 2048 {
            let data = self.user_data(first)?;
            return data.get(inner..inner.saturating_add(len)).map(Cow::Borrowed).ok_or_else(oob);
        }
        let mut out = Vec::with_capacity(len);
        let mut sector = first;
        let mut skip = inner;
        let mut pos = u64::from(first).saturating_mul(2048);
        while pos < end {
            let data = self.user_data(sector)?;
            let want = (end.saturating_sub(pos)).min(2048) as usize;
            out.extend_from_slice(data.get(skip..want).unwrap_or(&[]));
            skip = 0;
            pos = pos.saturating_add(2048);
            sector = sector.saturating_add(1);
        }
        Ok(Cow::Owned(out))
    }

    /// The XA subheader of sector `lba` (Mode 2 sectors of 2352/2336 images); `None` on a
    /// 2048-byte image, for Mode 1 sectors, or past the end.
    pub fn subheader(&self, lba: u32) -> Option<Subheader> {
        let s = self.raw_sector(lba)?;
        let at: usize = match self.layout {
            Layout::Iso2048 => return None,
            Layout::Raw2336 => 0,
            Layout::Raw2352 if s.get(0x0F) == Some(&2) => 0x10,
            Layout::Raw2352 => return None,
        };
        let b: [u8; 4] = s.get(at..at.saturating_add(4))?.try_into().ok()?;
        Some(Subheader::from_bytes(b))
    }

    /// The mode of sector `lba`; `None` on a 2048-byte image or past the end.
    pub fn sector_mode(&self, lba: u32) -> Option<SectorMode> {
        let s = self.raw_sector(lba)?;
        let mode = match self.layout {
            Layout::Iso2048 => return None,
            Layout::Raw2336 => 2,
            Layout::Raw2352 => *s.get(0x0F)?,
        };
        Some(match mode {
            1 => SectorMode::Mode1,
            2 if self.subheader(lba)?.is_form2() => SectorMode::Mode2Form2,
            2 => SectorMode::Mode2Form1,
            m => SectorMode::Unknown(m),
        })
    }

    /// Checks the EDC of sector `lba`.
    pub fn check_edc(&self, lba: u32) -> Result<EdcStatus, DiscError> {
        let s = self.raw_sector(lba).ok_or_else(|| self.out_of_range(lba, 0, 0))?;
        let mode = self.sector_mode(lba);
        // (start of the covered range, EDC position) in this layout's sector.
        let base: usize = if self.layout == Layout::Raw2336 { 0x10 } else { 0 };
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
    }

    /// Tells the OS it may drop the mapped pages of sectors `lba .. lba+count` (madvise
    /// `DONTNEED` on the read-only mapping), so one pass over a large image keeps the resident
    /// set small. Pages are read back from the file if touched again. No-op for owned bytes
    /// and on non-Unix systems; errors are ignored (this is only advice).
    #[allow(unsafe_code)]
    pub fn release(&self, lba: u32, count: u32) {
        #[cfg(unix)]
        if let Storage::Mapped(map) = &self.storage {
            let from = self.sector_start(lba).min(map.len());
            let to = self.sector_start(lba.saturating_add(count)).min(map.len());
            let len = to.saturating_sub(from);
            if len == 0 {
                return;
            }
            // SAFETY: the mapping is a read-only, file-backed shared map that is never written;
            // after MADV_DONTNEED its pages are re-read from the file on the next access, so
            // every live `&[u8]` into it keeps seeing the same bytes (unless another process
            // changes the file, the risk already documented on `map`).
            let _ = unsafe {
                map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, from, len)
            };
        }
        #[cfg(not(unix))]
        let _ = (lba, count);
    }
}
