//! `dewrip probe`: a map of a file from its own structure (record streams, LZ blobs, vertex
//! arrays, skeleton, CLUTs, header words), whatever its layout — `crates/probe`.
use std::path::Path;

use probe::{LengthTable, Limits, Report, Summary};

use crate::conventions::{Conventions, ExeInput, Overrides};
use crate::disc::{read_file, Disc};
use crate::error::{Error, Result};
use crate::Progress;

/// The largest bare file probed.
const MAX_FILE: u64 = 16 << 20;

fn table(c: &Conventions) -> LengthTable {
    dewprism::Sourced { value: c.lengths(), from: c.records.from.clone() }
}

/// Probes `FILE` or `DISC:INDEX`.
pub fn file(spec: &str, overrides: &Overrides<'_>) -> Result<(Report, Vec<String>)> {
    let as_path = Path::new(spec);
    let (bytes, c) = if as_path.is_file() {
        let bytes = read_file(as_path, MAX_FILE)?;
        let c = Conventions::resolve(
            ExeInput::Missing("a bare file has no boot EXE beside it"),
            overrides,
        )?;
        (bytes, c)
    } else {
        let (disc, index) = spec.rsplit_once(':').ok_or_else(|| {
            Error::usage(format!("{spec} is not a file; expected FILE or DISC:INDEX"))
        })?;
        let index: u32 = index.parse().map_err(|_| {
            Error::usage(format!("{spec}: '{index}' is not an entry index (DISC:INDEX)"))
        })?;
        let disc = Disc::open(Path::new(disc))?;
        let bytes = disc.entry_bytes(index)?.into_owned();
        (bytes, disc.conventions(overrides)?)
    };
    let report = probe::probe_file(&bytes, &table(&c), spec, &Limits::default())
        .map_err(|e| Error::format(Some(as_path), format!("{spec}: {e}")))?;
    Ok((report, c.warnings))
}

/// Probes every distinct `.chr`, `.mmd` and `.mtd` of a disc and summarises them. `progress`
/// sees every phase: the EXE's conventions, the scan, the probing.
pub fn all(
    path: &Path,
    overrides: &Overrides<'_>,
    progress: &dyn Progress,
) -> Result<(Summary, Vec<String>)> {
    let disc = Disc::open(path)?;
    progress.start("EXE", 0);
    let c = disc.conventions(overrides);
    progress.finish();
    let c = c?;
    // The bar counts the scan of the table's entries; the probing of the distinct files follows
    // at its end (the bar's clock keeps running).
    progress.start("probing", disc.volume.table.entries.len() as u64);
    let s = probe::probe_volume_with(
        &disc.volume,
        &path.display().to_string(),
        &table(&c),
        &Limits::default(),
        &|| progress.inc(1),
    );
    progress.finish();
    let s = s.map_err(|e| Error::format(Some(path), format!("{}: {e}", path.display())))?;
    Ok((s, c.warnings))
}
