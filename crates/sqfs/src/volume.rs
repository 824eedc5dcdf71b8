//! A disc image opened as a Square hidden-table volume: identification, the table, and a
//! parallel scan of every file (kind, SHA-256, duplicates, DOT1 members).

use std::borrow::Cow;
use std::path::Path;

use psx::disc::{Disc, DiscError, Layout};
use rayon::prelude::*;
use sha2::{Digest, Sha256};
use thiserror::Error;

use crate::dot1::Dot1;
use crate::sniff::{sniff, Kind};
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
        let volume_id = psx::iso9660::read_pvd(&self.disc).ok().map(|p| p.volume_id);
        let boot_exe = psx::iso9660::find_file(&self.disc, "SYSTEM.CNF")
            .ok()
            .flatten()
            .and_then(|rec| {
                self.disc.read(rec.lba, 0, usize::try_from(rec.size.min(4096)).ok()?).ok()
            })
            .and_then(|bytes| psx::exe::parse_system_cnf(&String::from_utf8_lossy(&bytes)))
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
            .par_iter()
            .map(|e| {
                let info = self.scan_one(e, hash);
                if e.size > 0 {
                    self.disc.release(e.lba, u32::try_from(e.sectors()).unwrap_or(u32::MAX));
                }
                progress();
                info
            })
            .collect()
    }

    fn scan_one(&self, e: &Entry, hash: bool) -> FileInfo {
        if e.unused {
            return FileInfo { kind: Kind::Empty, sha256: None, dot1: None, error: None };
        }
        match self.file_bytes(e) {
            Ok(bytes) => {
                let kind = sniff(&bytes);
                let sha256 = hash.then(|| Sha256::digest(&bytes).into());
                let dot1 = if kind == Kind::Dot1 { Dot1::parse(&bytes) } else { None };
                FileInfo { kind, sha256, dot1, error: None }
            }
            Err(err) => {
                FileInfo { kind: Kind::Dat, sha256: None, dot1: None, error: Some(err.to_string()) }
            }
        }
    }

    /// On raw images, checks each file's end against XA submode 0x89 (EOR|Data|EOF) **[public:
    /// psx-spx]**: the last sector must carry the EOF bit and no earlier sector of the file may.
    /// Returns `(entry index, problem)` for every disagreement; empty on ISO images.
    pub fn check_xa_ends(&self) -> Vec<(u32, Problem)> {
        if self.disc.layout() == Layout::Iso2048 {
            return Vec::new();
        }
        self.table
            .entries
            .par_iter()
            .filter(|e| e.is_file())
            .flat_map_iter(|e| {
                let mut out = Vec::new();
                let last = e
                    .lba
                    .saturating_add(u32::try_from(e.sectors()).unwrap_or(u32::MAX))
                    .saturating_sub(1);
                for lba in e.lba..last {
                    if self.disc.subheader(lba).is_some_and(|s| s.submode & 0x80 != 0) {
                        out.push((e.index, Problem::EarlyEndMark { lba }));
                        break;
                    }
                }
                match self.disc.subheader(last) {
                    Some(s) if s.submode & 0x80 != 0 => {}
                    Some(s) => {
                        out.push((e.index, Problem::EndNotMarked { lba: last, submode: s.submode }))
                    }
                    None => {}
                }
                out
            })
            .collect()
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
