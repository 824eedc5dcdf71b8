//! A disc opened with its hidden table, its name tables and its boot EXE.
use std::borrow::Cow;
use std::path::{Path, PathBuf};

use serde::Serialize;
use sqfs::listing::Listing;
use sqfs::names::Names;
use sqfs::volume::Volume;

use crate::conventions::{Conventions, ExeInput, Overrides};
use crate::error::{Error, Result};
use crate::Progress;

/// Largest name table accepted (the real ones are a few hundred KB).
const MAX_NAMES_CSV: u64 = 64 << 20;
/// Largest bare PS-X EXE accepted (PS1 RAM is 2 MiB).
const MAX_EXE: u64 = 8 << 20;

/// An opened disc.
pub struct Disc {
    /// The image path as given.
    pub path: PathBuf,
    /// The image and its hidden table.
    pub volume: Volume,
    /// Names from `--names` tables (empty when none were given).
    pub names: Names,
    /// The name tables loaded.
    pub name_tables: Vec<PathBuf>,
    /// Whether a hashmap name table (names by SHA-256) was among them.
    pub hashmap_names: bool,
    /// The hashed listing, made once: every later stage of a run on this opening reuses it
    /// instead of reading and hashing the whole image again.
    listed: std::sync::OnceLock<Listing>,
}

/// The boot EXE and where it was found.
#[derive(Debug, Clone)]
pub struct BootExe {
    /// The EXE's bytes.
    pub bytes: Vec<u8>,
    /// `SYSTEM.CNF: SLUS_010.19`, `hidden entry 0` or `file`.
    pub found: String,
}

impl BootExe {
    /// The EXE in words, for messages: `the EXE path/to/x.exe` for a bare file,
    /// `the boot EXE of game.cue (SYSTEM.CNF: SLUS_010.19)` for a disc.
    pub fn describe(&self, input: &Path) -> String {
        if self.found == "file" {
            format!("the EXE {}", input.display())
        } else {
            format!("the boot EXE of {} ({})", input.display(), self.found)
        }
    }
}

/// How an EXE lookup went, for reports.
#[derive(Debug, Clone, Serialize)]
pub struct ExeReport {
    /// Where it was found, or why not.
    pub found: String,
}

impl Disc {
    /// Opens a disc image (any format `disc` reads) and reads its hidden table.
    pub fn open(path: &Path) -> Result<Disc> {
        let volume = Volume::open(path).map_err(|e| Error::volume(path, e))?;
        Ok(Disc {
            path: path.to_path_buf(),
            volume,
            names: Names::new(),
            name_tables: Vec::new(),
            hashmap_names: false,
            listed: std::sync::OnceLock::new(),
        })
    }

    /// Opens the disc and loads S3Extract name tables (index or hashmap CSV, by header).
    pub fn open_with_names(path: &Path, names: &[PathBuf]) -> Result<Disc> {
        let mut d = Disc::open(path)?;
        let (loaded, kinds) = load_names_with_kinds(names)?;
        d.names = loaded;
        d.hashmap_names = kinds.contains(&sqfs::names::CsvKind::Hashmap);
        d.name_tables = names.to_vec();
        Ok(d)
    }

    /// The image file's name (`DEWPRISM.cue`), for model sources.
    pub fn file_name(&self) -> String {
        self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
    }

    /// Scans every file (kind, SHA-256 when `hash`, DOT1 members) and applies the names. The
    /// hashed listing is made once per opening (the image is read-only while open); later
    /// calls get a copy of it.
    pub fn listing(&self, hash: bool, progress: &dyn Progress) -> Listing {
        if let Some(listed) = self.listed.get().filter(|_| hash) {
            return listed.clone();
        }
        progress.start("scanning", self.volume.table.entries.len() as u64);
        let listing = Listing::build(&self.volume, &self.names, hash, &|| progress.inc(1));
        progress.finish();
        if hash {
            let _ = self.listed.set(listing.clone());
        }
        listing
    }

    /// The bytes of entry `index`.
    pub fn entry_bytes(&self, index: u32) -> Result<Cow<'_, [u8]>> {
        let e = self.volume.table.entries.get(index as usize).ok_or_else(|| {
            Error::usage(format!(
                "{}: no entry {index} (the table has {} entries)",
                self.path.display(),
                self.volume.table.entries.len()
            ))
        })?;
        let bytes = self.volume.file_bytes(e).map_err(|err| Error::disc(&self.path, err))?;
        // A copy (raw sectors, containers) no longer needs the mapped pages it was read from:
        // they are handed back, so a stage reading many files keeps a small resident set.
        if matches!(bytes, Cow::Owned(_)) {
            let sectors = u32::try_from(e.sectors()).unwrap_or(u32::MAX);
            self.volume.disc.release(e.lba, sectors);
        }
        Ok(bytes)
    }

    /// The boot EXE: the file SYSTEM.CNF names, else hidden entry 0.
    pub fn boot_exe(&self) -> Result<BootExe> {
        let vol = &self.volume;
        if let Some(name) = vol.identity().boot_exe {
            if let Ok(Some(rec)) = disc::iso9660::find_file(&vol.disc, &name) {
                let bytes = vol
                    .disc
                    .read(rec.lba, 0, rec.size as usize)
                    .map_err(|e| Error::disc(&self.path, e))?;
                return Ok(BootExe {
                    bytes: bytes.into_owned(),
                    found: format!("SYSTEM.CNF: {name}"),
                });
            }
        }
        let e = vol.table.entries.first().ok_or_else(|| {
            Error::format(
                Some(&self.path),
                format!("{}: the hidden table is empty", self.path.display()),
            )
        })?;
        let bytes = vol.file_bytes(e).map_err(|err| Error::disc(&self.path, err))?;
        Ok(BootExe { bytes: bytes.into_owned(), found: "hidden entry 0".into() })
    }

    /// The conventions for this disc: overrides, else its EXE, else built-in (loudly).
    pub fn conventions(&self, overrides: &Overrides<'_>) -> Result<Conventions> {
        match self.boot_exe() {
            Ok(exe) => Conventions::resolve(ExeInput::Bytes(&exe.bytes), overrides),
            Err(e) => {
                let why = format!("no boot EXE: {e}");
                Conventions::resolve(ExeInput::Missing(&why), overrides)
            }
        }
    }
}

/// Loads S3Extract name CSVs (index or hashmap, recognised by header).
pub fn load_names(paths: &[PathBuf]) -> Result<Names> {
    Ok(load_names_with_kinds(paths)?.0)
}

fn load_names_with_kinds(paths: &[PathBuf]) -> Result<(Names, Vec<sqfs::names::CsvKind>)> {
    let mut names = Names::new();
    let mut kinds = Vec::new();
    for p in paths {
        let text = read_text(p, MAX_NAMES_CSV)?;
        kinds.push(
            names
                .load_csv(&text, &p.display().to_string())
                .map_err(|e| Error::format(Some(p), e.to_string()))?,
        );
    }
    Ok((names, kinds))
}

/// Reads a whole file of at most `max` bytes.
pub fn read_file(path: &Path, max: u64) -> Result<Vec<u8>> {
    let len = std::fs::metadata(path).map_err(|e| Error::io("cannot read", path, e))?.len();
    if len > max {
        return Err(Error::Limits {
            path: Some(path.to_path_buf()),
            message: format!("{}: {len} bytes; at most {max} are accepted here", path.display()),
        });
    }
    std::fs::read(path).map_err(|e| Error::io("cannot read", path, e))
}

fn read_text(path: &Path, max: u64) -> Result<String> {
    let bytes = read_file(path, max)?;
    String::from_utf8(bytes)
        .map_err(|_| Error::format(Some(path), format!("{}: not UTF-8 text", path.display())))
}

/// The boot EXE's bytes from a bare PS-X EXE file or a disc image.
pub fn load_exe(path: &Path) -> Result<BootExe> {
    let mut head = [0u8; 8];
    {
        use std::io::Read;
        let mut f = std::fs::File::open(path).map_err(|e| Error::io("cannot read", path, e))?;
        let mut n = 0usize;
        while n < head.len() {
            let Some(rest) = head.get_mut(n..) else { break };
            match f.read(rest) {
                Ok(0) => break,
                Ok(k) => n = n.saturating_add(k),
                Err(e) => return Err(Error::io("cannot read", path, e)),
            }
        }
    }
    if head.starts_with(b"PS-X EXE") {
        return Ok(BootExe { bytes: read_file(path, MAX_EXE)?, found: "file".into() });
    }
    Disc::open(path)?.boot_exe()
}
