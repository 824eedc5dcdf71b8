//! Helpers shared by subcommands: JSON output, progress bars, atomic writes.
#![allow(dead_code)]

use std::io::{IsTerminal, Write};
use std::path::Path;

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};

/// Prints one JSON document on stdout.
pub fn print_json<T: serde::Serialize>(value: &T) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, value)?;
    writeln!(out)?;
    Ok(())
}

/// A progress bar on stderr, shown only when stderr is a terminal and `quiet` is false.
pub fn progress(len: u64, msg: &'static str, quiet: bool) -> ProgressBar {
    if quiet || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(len);
    pb.set_style(
        ProgressStyle::with_template("{msg:>12} [{bar:40}] {pos}/{len} {elapsed_precise}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    pb.set_message(msg);
    pb
}

/// Writes `bytes` to `path` atomically: a temporary sibling, then a rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.dewrip-tmp"));
    std::fs::write(&tmp, bytes).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("renaming to {}", path.display()))?;
    Ok(())
}

/// Opens a disc image as a hidden-table volume, naming the file in errors.
pub fn open_volume(path: &Path) -> anyhow::Result<sqfs::volume::Volume> {
    sqfs::volume::Volume::open(path).with_context(|| format!("reading {}", path.display()))
}

/// Loads S3Extract name CSVs (index or hashmap, recognised by header).
pub fn load_names(paths: &[std::path::PathBuf]) -> anyhow::Result<sqfs::names::Names> {
    let mut names = sqfs::names::Names::new();
    for p in paths {
        let text =
            std::fs::read_to_string(p).with_context(|| format!("reading {}", p.display()))?;
        names.load_csv(&text, &p.display().to_string())?;
    }
    Ok(names)
}

/// The boot EXE's bytes from either a bare PS-X EXE file or a disc image (the EXE named by
/// SYSTEM.CNF, else hidden entry 0).
pub fn load_exe(path: &Path) -> anyhow::Result<Vec<u8>> {
    let head = {
        use std::io::Read;
        let mut f =
            std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
        let mut b = [0u8; 8];
        let n = f.read(&mut b)?;
        b[..n].to_vec()
    };
    if head.starts_with(b"PS-X EXE") {
        return std::fs::read(path).with_context(|| format!("reading {}", path.display()));
    }
    let vol = open_volume(path)?;
    if let Some(name) = vol.identity().boot_exe {
        if let Ok(Some(rec)) = psx::iso9660::find_file(&vol.disc, &name) {
            let bytes = vol.disc.read(rec.lba, 0, rec.size as usize)?;
            return Ok(bytes.into_owned());
        }
    }
    let e = vol.table.entries.first().context("the hidden table is empty")?;
    Ok(vol.file_bytes(e)?.into_owned())
}

/// Human-readable byte counts.
pub fn human_bytes(n: u64) -> String {
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

/// The name a model's outputs go under: its table name without folder or extension, reduced to
/// `[A-Za-z0-9_-]` (at most 48), or the entry index. Shared by `export` and `gallery`.
pub fn model_name(row: &sqfs::listing::Row) -> String {
    let stem = row.name.as_deref().map(|n| n.rsplit('/').next().unwrap_or(n)).unwrap_or("");
    let stem = stem.rsplit_once('.').map_or(stem, |(s, _)| s);
    let clean: String = stem
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
        .take(48)
        .collect();
    if clean.is_empty() {
        format!("{:04}", row.index)
    } else {
        clean
    }
}

/// One distinct paired map of a disc: its `.mmd` entry, name and the bytes of the pair.
pub struct MapJob {
    /// The `.mmd` entry.
    pub index: u32,
    /// Output name (`model_name` of the `.mmd` row).
    pub name: String,
    /// The `.mmd` bytes.
    pub mmd: Vec<u8>,
    /// The paired `.mtd` bytes.
    pub mtd: Vec<u8>,
}

impl MapJob {
    /// Decodes the pair into a scene.
    pub fn decode(
        &self,
        lengths: &dewprism::record_lengths::RecordLengths,
    ) -> Result<scene::Model, String> {
        dewprism::map::model::decode(&self.mmd, &self.mtd, lengths, &self.name)
            .map_err(|e| format!("decode: {e}"))
    }
}

/// Every distinct paired map on the disc (the published walk-back pairing; copies skipped),
/// plus `(entry, error)` for map files that could not be read. Shared by `export` and `gallery`.
pub fn distinct_maps(
    vol: &sqfs::volume::Volume,
    listing: &sqfs::listing::Listing,
    lengths: &dewprism::record_lengths::RecordLengths,
) -> (Vec<MapJob>, Vec<(u32, String)>) {
    let (files, mut errors) = dewprism::map::pair::disc_files(vol);
    let refs: Vec<(u32, sqfs::sniff::Kind, &[u8])> =
        files.iter().map(|(i, k, b)| (*i, *k, b.as_ref())).collect();
    let pairing = dewprism::map::pair::pair(&refs, lengths);
    let bytes_of = |i: u32| refs.iter().find(|(x, _, _)| *x == i).map(|(_, _, b)| b.to_vec());
    let mut jobs = Vec::new();
    for r in pairing.rows.iter().filter(|r| r.dup_of.is_none()) {
        let name = listing
            .rows
            .get(r.mmd as usize)
            .map(model_name)
            .unwrap_or_else(|| format!("{:04}", r.mmd));
        match (bytes_of(r.mmd), bytes_of(r.mtd)) {
            (Some(mmd), Some(mtd)) => jobs.push(MapJob { index: r.mmd, name, mmd, mtd }),
            _ => errors.push((r.mmd, "map bytes not read".into())),
        }
    }
    (jobs, errors)
}
