//! `dewrip export`: every distinct character (GLB, VRM 1.0, VRM 0.x, PNG, GIF) and map (GLB)
//! of a disc, one folder per model. Folder names are planned first (a clash gets the entry
//! index appended); each folder is written into a staging folder and moved into place when the
//! run ends, so a failed run leaves nothing half-written.
use std::path::Path;

use rayon::prelude::*;
use serde::Serialize;

use crate::conventions::Conventions;
use crate::disc::Disc;
use crate::error::{Error, Result};
use crate::output::{Plan, Renamed, Writer};
use crate::select::{self, Failed, Only};
use crate::Progress;

/// The summary file written into the output folder.
pub const SUMMARY: &str = "export.json";

/// One exported model.
#[derive(Debug, Clone, Serialize)]
pub struct Exported {
    /// Model name.
    pub name: String,
    /// Directory index.
    pub index: u32,
    /// Folder under the output folder.
    pub folder: String,
    /// Triangles.
    pub triangles: usize,
    /// Files written, relative to the folder.
    pub files: Vec<String>,
    /// Formats not written, with the reason.
    pub skipped: Vec<String>,
}

/// What `export` did.
#[derive(Debug, Serialize)]
pub struct Summary {
    /// Output folder.
    pub output: String,
    /// Characters.
    pub models: Vec<Exported>,
    /// Maps.
    pub maps: Vec<Exported>,
    /// Models that could not be decoded.
    pub failed: Vec<Failed>,
    /// Bytes written.
    pub bytes: u64,
    /// Where every convention came from (record layout and lengths, rotation order, LZ
    /// decoder, container layouts).
    pub conventions: crate::conventions::Report,
    /// Folders renamed because their names clashed.
    pub renamed: Vec<Renamed>,
    /// With `--allow-damaged`: the damage of the image; the models among its damaged files
    /// were not exported (null when the image is whole).
    pub damage: Option<crate::damage::Damage>,
}

/// What to export.
#[derive(Debug, Clone)]
pub struct Options {
    /// Formats.
    pub formats: export::Formats,
    /// `--only`.
    pub only: Only,
    /// Also the maps.
    pub maps: bool,
    /// Export what a truncated or damaged image holds instead of stopping.
    pub allow_damaged: bool,
}

/// Parses `--format` values: glb, vrm (1.0), vrm0 (0.x), gif.
pub fn formats(list: &[String]) -> Result<export::Formats> {
    let mut f = export::Formats { glb: false, vrm: false, vrm0: false, gif: false, textures: true };
    for x in list {
        match x.trim().to_ascii_lowercase().as_str() {
            "glb" => f.glb = true,
            "vrm" | "vrm1" => f.vrm = true,
            "vrm0" => f.vrm0 = true,
            "gif" => f.gif = true,
            other => {
                return Err(Error::usage(format!(
                    "unknown format '{other}'; known: glb, vrm, vrm0, gif"
                )))
            }
        }
    }
    Ok(f)
}

fn export_error(e: export::ExportError) -> Error {
    match e {
        export::ExportError::Io { path, source } => Error::io("cannot write", path, source),
        other => Error::format(None, other.to_string()),
    }
}

struct Job {
    index: u32,
    name: String,
    folder: String,
    map: bool,
}

/// Exports into `out`.
pub fn run(
    disc: &Disc,
    c: &Conventions,
    out: &Path,
    opts: &Options,
    progress: &dyn Progress,
) -> Result<Summary> {
    let listing = disc.listing(true, progress);
    let damage = crate::damage::of_listing(disc, &listing);
    if let Some(d) = &damage {
        if !opts.allow_damaged {
            return Err(d.refusal("export"));
        }
    }
    let chars = select::distinct_characters(&listing);
    let (map_jobs, map_errors) = if opts.maps && opts.formats.glb {
        select::distinct_maps(disc, &listing, c)
    } else {
        (Vec::new(), Vec::new())
    };
    let names: Vec<(String, u32)> = chars
        .iter()
        .map(|r| (select::model_name(r), r.index))
        .chain(map_jobs.iter().map(|j| (j.name.clone(), j.index)))
        .collect();
    opts.only
        .check_all_matched(names.iter().map(|(n, i)| (n.as_str(), *i)), !disc.names.is_empty())?;
    // Plan the folders.
    let mut plan = Plan::new();
    plan.claim(SUMMARY).map_err(|e| Error::format(None, e.to_string()))?;
    let mut jobs = Vec::new();
    for (k, (name, index)) in names.iter().enumerate() {
        if !opts.only.matches(name, *index) {
            continue;
        }
        let map = k >= chars.len();
        let wanted = if map { format!("maps/{name}") } else { name.clone() };
        let folder = plan
            .claim_or_rename(&wanted, &format!("{index:04}"))
            .map_err(|e| Error::format(None, e.to_string()))?;
        jobs.push(Job { index: *index, name: name.clone(), folder, map });
    }
    let w = Writer::begin(out)?;
    let disc_name = disc.file_name();
    let map_formats =
        export::Formats { glb: true, vrm: false, vrm0: false, gif: false, textures: true };
    progress.start("exporting", jobs.len() as u64);
    let results: Vec<Result<std::result::Result<(Exported, u64), Failed>>> = jobs
        .par_iter()
        .map(|j| {
            let fail = |error: String| Failed { name: j.name.clone(), index: j.index, error };
            let decoded = if j.map {
                match map_jobs.iter().find(|m| m.index == j.index) {
                    Some(m) => m.decode(c),
                    None => Err("map bytes not read".to_string()),
                }
            } else {
                disc.entry_bytes(j.index).map_err(|e| e.to_string()).and_then(|bytes| {
                    dewprism::chr::decode(&bytes, c, &j.name, &format!("{disc_name}:{}", j.index))
                        .map_err(|e| format!("decode: {e}"))
                })
            };
            let model = match decoded {
                Ok(m) => m,
                Err(e) => return Ok(Err(fail(e))),
            };
            let dir = w.stage_folder(&j.folder)?;
            let f = if j.map { &map_formats } else { &opts.formats };
            let written = match export::write_model(&model, &dir, f) {
                Ok(wr) => wr,
                Err(e @ export::ExportError::Io { .. }) => return Err(export_error(e)),
                Err(e) => return Ok(Err(fail(e.to_string()))),
            };
            progress.inc(1);
            Ok(Ok((
                Exported {
                    name: j.name.clone(),
                    index: j.index,
                    folder: j.folder.clone(),
                    triangles: model.triangles(),
                    files: written.files.iter().map(|p| p.display().to_string()).collect(),
                    skipped: written.skipped,
                },
                written.bytes,
            )))
        })
        .collect();
    progress.finish();
    let mut summary = Summary {
        output: out.display().to_string(),
        models: Vec::new(),
        maps: Vec::new(),
        failed: Vec::new(),
        bytes: 0,
        conventions: c.report(),
        renamed: plan.renamed().to_vec(),
        damage,
    };
    for (j, r) in jobs.iter().zip(results) {
        match r? {
            Ok((e, bytes)) => {
                summary.bytes = summary.bytes.saturating_add(bytes);
                if j.map {
                    summary.maps.push(e)
                } else {
                    summary.models.push(e)
                }
            }
            Err(f) => summary.failed.push(f),
        }
    }
    summary.failed.extend(
        map_errors
            .into_iter()
            .filter(|(i, _)| opts.only.matches("", *i) || opts.only.is_all())
            .map(|(index, error)| Failed { name: format!("{index:04}"), index, error }),
    );
    let json = serde_json::to_vec_pretty(&summary)
        .map_err(|e| Error::format(None, format!("encoding {SUMMARY}: {e}")))?;
    w.write(SUMMARY, &json)?;
    w.commit()?;
    Ok(summary)
}
