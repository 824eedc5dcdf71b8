//! Reading a disc: the [`Disc`] over an image file or a container's decoded stream, its
//! logical 2048-byte user-data stream, raw sectors, subheaders and EDC checks.

use std::borrow::Cow;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use crate::cue::CueSheet;
use crate::error::DiscError;
use crate::sector::{EdcStatus, Layout, SectorMode, Subheader, MIN_SECTORS, USER_SIZE};
use crate::source::{Decoded, Storage};
use crate::{edc, sniff};

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
    pub(crate) path: Option<PathBuf>,
    pub(crate) cue: Option<CueSheet>,
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

impl Disc {
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
        let (layout, user_offset) = sniff::layout(prefix, len)?;
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
        let (layout, user_offset) = sniff::layout(&prefix, len).map_err(|e| e.in_file(path))?;
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
            let stored = cursor::u32_at(s, at).ok_or_else(|| self.out_of_range(lba, 0, 0))?;
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
