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

/// What `probe FILE` found: the file's own structure, and how the layout in use for its format
/// (built-in, or `--layout`) fares on it.
pub struct Probed {
    /// The map of the file.
    pub report: Report,
    /// The layout of the file's format judged on it (`None` for a file of no such format).
    pub layout: Option<dewprism::judge::Judgement>,
    /// The conventions' warnings.
    pub warnings: Vec<String>,
}

/// Probes `FILE` or `DISC:INDEX`.
pub fn file(spec: &str, overrides: &Overrides<'_>) -> Result<Probed> {
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
    let kind = sqfs::sniff::sniff(&bytes);
    let one = [(spec.to_string(), bytes.as_slice())];
    let layout = match kind {
        sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic => {
            super::verify::judge_layouts(&one, &[], &c).into_iter().next()
        }
        sqfs::sniff::Kind::Mmd | sqfs::sniff::Kind::Mtd => {
            super::verify::judge_layouts(&[], &[(0, kind, &bytes)], &c)
                .into_iter()
                .find(|j| j.files == 1)
                .map(|mut j| {
                    relabel(&mut j, spec);
                    j
                })
        }
        _ => None,
    };
    Ok(Probed { report, layout, warnings: c.warnings })
}

/// Names the one file a judgement was made on by `spec` instead of its entry number.
fn relabel(j: &mut dewprism::judge::Judgement, spec: &str) {
    for i in &mut j.items {
        if let Some(f) = &mut i.first_failure {
            if let Some((_, rest)) = f.split_once(": ") {
                *f = format!("{spec}: {rest}");
            }
        }
    }
}

/// Probes every distinct `.chr`, `.mmd` and `.mtd` of a disc and summarises them. `progress`
/// sees every phase: the EXE's conventions, the scan, the probing.
pub fn all(path: &Path, overrides: &Overrides<'_>, progress: &dyn Progress) -> Result<All> {
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
    // The layouts in use, judged on the same distinct files.
    let listing = disc.listing(true, &crate::Quiet);
    let rows = crate::select::distinct_characters(&listing);
    let chr: Vec<(u32, std::borrow::Cow<'_, [u8]>)> =
        rows.iter().filter_map(|r| disc.entry_bytes(r.index).ok().map(|b| (r.index, b))).collect();
    let chr: Vec<(String, &[u8])> =
        chr.iter().map(|(i, b)| (format!("entry {i} (chr)"), b.as_ref())).collect();
    let (maps, _) = dewprism::map::disc_files(&disc.volume);
    let maps: Vec<(u32, sqfs::sniff::Kind, &[u8])> =
        maps.iter().map(|(i, k, b)| (*i, *k, b.as_ref())).collect();
    let layouts = super::verify::judge_layouts(&chr, &maps, &c);
    Ok(All { summary: s, layouts, warnings: c.warnings })
}

/// What `probe --all` found: the summary over the disc's distinct files, and how the layouts
/// in use fare on them.
#[derive(serde::Serialize)]
pub struct All {
    /// The summary.
    #[serde(flatten)]
    pub summary: Summary,
    /// The layouts in use, judged on the same files.
    pub layouts: Vec<dewprism::judge::Judgement>,
    /// The conventions' warnings.
    #[serde(skip)]
    pub warnings: Vec<String>,
}
