//! A disc image opened as a Square hidden-table volume: identification, the table, and a
//! parallel scan of every file (kind, SHA-256, duplicates, DOT1 members).

use std::borrow::Cow;
use std::path::Path;

use disc::{Disc, DiscError, Layout};
use rayon::prelude::*;
use sha2::{Digest, Sha256};
use thiserror::Error;

use crate::dot1::Dot1;
use crate::sniff::{sniff_file, Kind};
use crate::table::{hidden_id, Entry, Problem, Table, TableError};

/// Errors opening a volume.
#[derive(Debug, Error)]
pub enum VolumeError {
    /// The image could not be read.
    #[error(transparent)]
    Disc(#[from] DiscError),
    /// The hidden table could not be read.
    #[error(transparent)]
    Table(#[from] TableError),
}

/// What the disc says it is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Identity {
    /// Game, from Hidden.ID's title.
    pub game: hidden_id::Game,
    /// The game's name.
    pub title: String,
    /// ISO9660 volume id (trimmed), if the PVD is readable.
    pub volume_id: Option<String>,
    /// Boot EXE from SYSTEM.CNF (e.g. `SLUS_010.19`).
    pub boot_exe: Option<String>,
    /// Serial derived from the boot EXE (e.g. `SLUS-01019`).
    pub serial: Option<String>,
    /// Release, where the serial is known.
    pub region: Option<String>,
}

/// Known releases: serial → region **[public: pop-fe, S3Extract]**.
pub const RELEASES: [(&str, &str); 6] = [
    ("SLUS-01019", "North America (Threads of Fate)"),
    ("SLPS-02330", "Japan (Dewprism)"),
    ("SLPS-91455", "Japan (PSone Books)"),
    ("SLPM-87402", "Japan (reissue)"),
    ("SCPS-45436", "Asia"),
    ("SLPM-80473", "Japan (demo)"),
];

/// `SLUS_010.19` → `SLUS-01019`.
pub fn serial_from_exe(name: &str) -> Option<String> {
    let (prefix, rest) = name.split_once('_')?;
    let digits: String = rest.chars().filter(char::is_ascii_digit).collect();
    (prefix.len() == 4 && digits.len() == 5)
        .then(|| format!("{}-{digits}", prefix.to_ascii_uppercase()))
}

/// Per-file facts from a scan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileInfo {
    /// Sniffed kind.
    pub kind: Kind,
    /// SHA-256 of the exact bytes (`None` when hashing was not asked or the entry is unused).
    pub sha256: Option<[u8; 32]>,
    /// DOT1 members, for archives.
    pub dot1: Option<Dot1>,
    /// A read error for this file (the entry is still listed).
    pub error: Option<String>,
}

/// Table entries a worker of a pass over the whole volume takes at a time (a run of
/// consecutive entries, which lie together on the disc, for [`Release`]).
pub const RELEASE_BATCH: usize = 64;

/// The most sectors [`Release`] gathers before it releases them: 4 MB of a raw image.
const RELEASE_SECTORS: u32 = 1792;

/// Lets the OS drop the mapped pages of the files a pass is done with (see [`Disc::release`]),
/// gathering neighbouring files into one call: a call per file costs every other thread a TLB
/// shootdown, which on a fast file system is as dear as the copying. Files far apart are
/// released one by one, so pages mapped around them (the kernel maps whole large folios) never
/// pile up. The rest is released on drop.
pub struct Release<'a> {
    vol: &'a Volume,
    span: Option<(u32, u32)>,
}

impl Release<'_> {
    /// Marks entry `e` done.
    pub fn add(&mut self, e: &Entry) {
        if e.size == 0 {
            return;
        }
        let end = e.lba.saturating_add(u32::try_from(e.sectors()).unwrap_or(u32::MAX));
        let (from, to) = self.span.map_or((e.lba, end), |(a, b)| (a.min(e.lba), b.max(end)));
        if to.saturating_sub(from) > RELEASE_SECTORS {
            self.flush();
            self.span = Some((e.lba, end));
        } else {
            self.span = Some((from, to));
        }
    }

    fn flush(&mut self) {
        if let Some((from, to)) = self.span.take() {
            self.vol.disc.release(from, to.saturating_sub(from));
        }
    }
}

impl Drop for Release<'_> {
    fn drop(&mut self) {
        self.flush();
    }
}

/// An opened volume.
pub struct Volume {
    /// The image.
    pub disc: Disc,
    /// The hidden table.
    pub table: Table,
}

impl Volume {
    /// Opens an image (`.cue`, `.bin`, `.iso`) and reads its hidden table.
    pub fn open(path: &Path) -> Result<Volume, VolumeError> {
        Volume::from_disc(Disc::open(path)?)
    }

    /// Reads the hidden table of an opened image.
    pub fn from_disc(disc: Disc) -> Result<Volume, VolumeError> {
        let id = disc.user_data(hidden_id::SECTOR)?;
        let sectors = disc.sector_count();
        let table = Table::read(id, sectors, |lba, n| {
            let len = usize::try_from(u64::from(n).saturating_mul(2048)).ok()?;
            disc.read(lba, 0, len).ok().map(Cow::into_owned)
        })?;
        Ok(Volume { disc, table })
    }

    /// What the disc says it is.
    pub fn identity(&self) -> Identity {
        let hid = &self.table.hidden_id;
        let volume_id = disc::iso9660::read_pvd(&self.disc).ok().map(|p| p.volume_id);
        let boot_exe = disc::iso9660::find_file(&self.disc, "SYSTEM.CNF")
            .ok()
            .flatten()
            .and_then(|rec| {
                self.disc.read(rec.lba, 0, usize::try_from(rec.size.min(4096)).ok()?).ok()
            })
            .and_then(|bytes| disc::exe::parse_system_cnf(&String::from_utf8_lossy(&bytes)))
            .map(|cnf| cnf.boot);
        let serial = boot_exe.as_deref().and_then(serial_from_exe);
        let region = serial
            .as_deref()
            .and_then(|s| RELEASES.iter().find(|(k, _)| *k == s))
            .map(|(_, r)| r.to_string());
        Identity {
            game: hid.game,
            title: hid.game.title().to_string(),
            volume_id,
            boot_exe,
            serial,
            region,
        }
    }

    /// The exact bytes of an entry (borrowed on ISO images, copied on raw ones).
    pub fn file_bytes(&self, e: &Entry) -> Result<Cow<'_, [u8]>, DiscError> {
        let len = usize::try_from(e.size).unwrap_or(usize::MAX);
        self.disc.read(e.lba, 0, len)
    }

    /// The layout of the image.
    pub fn layout(&self) -> Layout {
        self.disc.layout()
    }

    /// Scans every entry in parallel: kind, optionally SHA-256, DOT1 members. Pages are
    /// released after each file so a pass over a whole image keeps memory low.
    /// `progress` is called once per entry scanned.
    pub fn scan(&self, hash: bool, progress: &(dyn Fn() + Sync)) -> Vec<FileInfo> {
        self.table
            .entries
            .par_chunks(RELEASE_BATCH)
            .flat_map_iter(|batch| {
                let mut release = self.releaser();
                batch
                    .iter()
                    .map(|e| {
                        let info = self.scan_one(e, hash);
                        release.add(e);
                        progress();
                        info
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// A [`Release`] for a pass over files of this volume.
    pub fn releaser(&self) -> Release<'_> {
        Release { vol: self, span: None }
    }

    fn scan_one(&self, e: &Entry, hash: bool) -> FileInfo {
        if e.unused {
            return FileInfo { kind: Kind::Empty, sha256: None, dot1: None, error: None };
        }
        let failed = |err: DiscError| FileInfo {
            kind: Kind::Dat,
            sha256: None,
            dot1: None,
            error: Some(err.to_string()),
        };
        // The kind from the first sectors; the rest is read only for a hash (streamed, never
        // copied) or for the two signatures that look further.
        let head_len = usize::try_from(e.size).unwrap_or(usize::MAX).min(crate::sniff::HEAD);
        let head = match self.disc.read(e.lba, 0, head_len) {
            Ok(h) => h,
            Err(err) => return failed(err),
        };
        let file = OnDisc { vol: self, entry: e, head: &head };
        let kind = sniff_file(&file);
        let dot1 = if kind == Kind::Dot1 { Dot1::parse_head(&head, e.size) } else { None };
        let sha256 = if hash {
            let mut h = Sha256::new();
            match self.disc.for_each_span(e.lba, e.size, |s| h.update(s)) {
                Ok(()) => Some(h.finalize().into()),
                Err(err) => return failed(err),
            }
        } else {
            None
        };
        FileInfo { kind, sha256, dot1, error: None }
    }

    /// On raw images, checks each file's end against XA submode 0x89 (EOR|Data|EOF) **[public:
    /// psx-spx]**: the last sector must carry the EOF bit and no earlier sector of the file may.
    /// Returns `(entry index, problem)` for every disagreement; empty on ISO images.
    pub fn check_xa_ends(&self) -> Vec<(u32, Problem)> {
        if self.disc.layout() == Layout::Iso2048 {
            return Vec::new();
        }
        // Every sector's subheader is read: the pages of each batch of files are handed back
        // as the pass goes (as in [`Volume::scan`]), so the resident set stays small.
        self.table
            .entries
            .par_chunks(RELEASE_BATCH)
            .flat_map_iter(|batch| {
                let mut release = self.releaser();
                batch
                    .iter()
                    .filter(|e| e.is_file())
                    .flat_map(|e| {
                        let ends = self.xa_ends_of(e);
                        release.add(e);
                        ends
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    /// [`Volume::check_xa_ends`] of one file.
    fn xa_ends_of(&self, e: &Entry) -> Vec<(u32, Problem)> {
        let mut out = Vec::new();
        let last =
            e.lba.saturating_add(u32::try_from(e.sectors()).unwrap_or(u32::MAX)).saturating_sub(1);
        for lba in e.lba..last {
            if self.disc.subheader(lba).is_some_and(|s| s.submode & 0x80 != 0) {
                out.push((e.index, Problem::EarlyEndMark { lba }));
                break;
            }
        }
        match self.disc.subheader(last) {
            Some(s) if s.submode & 0x80 != 0 => {}
            Some(s) => out.push((e.index, Problem::EndNotMarked { lba: last, submode: s.submode })),
            None => {}
        }
        out
    }
}

/// A file of the volume as the sniffer sees it: its first bytes in hand, the rest read from
/// the disc on demand.
struct OnDisc<'a> {
    vol: &'a Volume,
    entry: &'a Entry,
    head: &'a [u8],
}

impl crate::sniff::Bytes for OnDisc<'_> {
    fn size(&self) -> u64 {
        self.entry.size
    }
    fn head(&self) -> &[u8] {
        self.head
    }
    fn u32_at(&self, at: u64) -> Option<u32> {
        if at.checked_add(4)? > self.entry.size {
            return None;
        }
        let b = self.vol.disc.read(self.entry.lba, at, 4).ok()?;
        cursor::u32_at(&b, 0)
    }
    fn all_zero(&self) -> bool {
        let mut zero = true;
        let walked = self.vol.disc.for_each_span(self.entry.lba, self.entry.size, |s| {
            zero = zero && s.iter().all(|&x| x == 0)
        });
        zero && walked.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serials() {
        assert_eq!(serial_from_exe("SLUS_010.19").as_deref(), Some("SLUS-01019"));
        assert_eq!(serial_from_exe("SLPS_023.30").as_deref(), Some("SLPS-02330"));
        assert_eq!(serial_from_exe("PSX.EXE"), None);
    }
}
