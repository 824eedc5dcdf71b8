//! Opening an image: what the file is comes from its bytes ([`crate::sniff`]), then the
//! container's own opener, a cue sheet and its data track, or a plain image.

use std::path::{Path, PathBuf};

use crate::cue::{self, parse_cue, CueSheet};
use crate::error::DiscError;
use crate::file::{load, open_regular, read_head, MAX_CUE_BYTES};
use crate::read::{Container, Disc};
use crate::source::{self, Storage};
use crate::{ccd, chd, companion, ecm, file, mds, pbp, sniff};

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

/// Finds `name` (from line `line` of a cue sheet) next to the sheet.
fn resolve_cue_file(cue: &Path, line: usize, name: &str) -> Result<PathBuf, DiscError> {
    companion::find(cue, &format!("line {line}"), name)?.ok_or_else(|| DiscError::CueFileMissing {
        cue: cue.to_path_buf(),
        name: name.to_string(),
        dir: file::folder_of(cue),
    })
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
}
