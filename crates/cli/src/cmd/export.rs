//! `dewrip export`: every character on a disc to GLB, VRM 1.0 and VRM 0.x (plus PNG textures,
//! `info.json` and optionally the walk-cycle GIF), one folder per model.
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use rayon::prelude::*;
use serde::Serialize;
use sqfs::listing::{Listing, Row};

use crate::util;

/// Export every character to GLB and, for humanoids, VRM 1.0 and VRM 0.x.
///
/// One folder per model under the output folder: `model.glb`, `model.vrm` (VRM 1.0),
/// `model.vrm0.vrm` (VRM 0.x), `textures/NN_name.png`, `walk.gif` (with `--format gif`) and
/// `info.json`. Byte-identical copies on the disc are exported once. Metadata says personal use
/// only, redistribution prohibited.
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Formats, comma-separated: glb, vrm (1.0), vrm0 (0.x), gif (walk cycle).
    #[arg(long, value_delimiter = ',', default_value = "glb,vrm,vrm0")]
    pub format: Vec<String>,
    /// Only these models (by name, case-insensitive; or by directory index). Repeatable.
    #[arg(long, num_args = 1..)]
    pub only: Vec<String>,
    /// S3Extract name table (index or hashmap CSV). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Skip the maps (every distinct `.mmd` paired with its `.mtd`, exported as GLB under
    /// `maps/NAME/`).
    #[arg(long)]
    pub no_maps: bool,
    /// Record-length table as printed by `dewrip exe record-lengths --json`. Default: derived
    /// from the disc's boot EXE, else the built-in table.
    #[arg(long, value_name = "FILE.json")]
    pub record_lengths: Option<PathBuf>,
    /// Print a JSON summary on stdout.
    #[arg(long)]
    pub json: bool,
}

/// One exported model.
#[derive(Serialize)]
pub struct Exported {
    pub name: String,
    pub index: u32,
    pub folder: String,
    pub triangles: usize,
    pub files: Vec<String>,
    pub skipped: Vec<String>,
}

/// A model that could not be decoded or written.
#[derive(Serialize)]
pub struct Failed {
    pub name: String,
    pub index: u32,
    pub error: String,
}

/// What `export` did.
#[derive(Serialize)]
pub struct Summary {
    pub output: String,
    pub models: Vec<Exported>,
    pub maps: Vec<Exported>,
    pub failed: Vec<Failed>,
    pub bytes: u64,
}

fn formats(list: &[String]) -> anyhow::Result<export::Formats> {
    let mut f = export::Formats { glb: false, vrm: false, vrm0: false, gif: false, textures: true };
    for x in list {
        match x.trim().to_ascii_lowercase().as_str() {
            "glb" => f.glb = true,
            "vrm" | "vrm1" => f.vrm = true,
            "vrm0" => f.vrm0 = true,
            "gif" => f.gif = true,
            other => anyhow::bail!("unknown format '{other}'; known: glb, vrm, vrm0, gif"),
        }
    }
    Ok(f)
}

/// Runs `export`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let formats = formats(&args.format)?;
    let vol = util::open_volume(&args.disc)?;
    let names = util::load_names(&args.names)?;
    let quiet = args.json;
    let pb = util::progress(vol.table.entries.len() as u64, "scanning", quiet);
    let listing = Listing::build(&vol, &names, true, &|| pb.inc(1));
    let (lengths, lengths_source) =
        crate::cmd::verify::lengths_for_disc(&args.disc, args.record_lengths.as_deref())?;
    if !quiet {
        eprintln!("record lengths: {} ({})", lengths_source.source, lengths_source.detail);
    }
    pb.finish_and_clear();
    // One row per distinct character file (the best-named copy).
    let mut best: BTreeMap<u32, &Row> = BTreeMap::new();
    for r in listing.rows.iter().filter(|r| !r.unused && r.size > 0) {
        let kind = sqfs::sniff::Kind::from_id(r.kind);
        if kind.map(|k| k.family()) != Some("chr") {
            continue;
        }
        let group = r.dup_of.unwrap_or(r.index);
        best.entry(group)
            .and_modify(|b| {
                if b.name.is_none() && r.name.is_some() {
                    *b = r
                }
            })
            .or_insert(r);
    }
    let only: Vec<String> = args.only.iter().map(|s| s.to_ascii_lowercase()).collect();
    let rows: Vec<&Row> = best
        .into_values()
        .filter(|r| {
            only.is_empty()
                || only.iter().any(|o| {
                    *o == util::model_name(r).to_ascii_lowercase() || *o == r.index.to_string()
                })
        })
        .collect();
    let disc_name =
        args.disc.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let pb = util::progress(rows.len() as u64, "exporting", quiet);
    let results: Vec<Result<Exported, Failed>> = rows
        .par_iter()
        .map(|r| {
            let name = util::model_name(r);
            let fail = |e: String| Failed { name: name.clone(), index: r.index, error: e };
            let e = vol
                .table
                .entries
                .get(r.index as usize)
                .ok_or_else(|| fail("no such entry".into()))?;
            let bytes = vol.file_bytes(e).map_err(|err| fail(err.to_string()))?;
            let opts = dewprism::chr::model::Options {
                name: name.clone(),
                source: format!("{disc_name}:{}", r.index),
                ..Default::default()
            };
            let model = dewprism::chr::model::decode(&bytes, &lengths, &opts)
                .map_err(|err| fail(format!("decode: {err}")))?;
            let dir = args.output.join(&name);
            let w =
                export::write_model(&model, &dir, &formats).map_err(|err| fail(err.to_string()))?;
            pb.inc(1);
            Ok(Exported {
                name: name.clone(),
                index: r.index,
                folder: name,
                triangles: model.triangles(),
                files: w.files.iter().map(|p| p.display().to_string()).collect(),
                skipped: w.skipped,
            })
        })
        .collect();
    pb.finish_and_clear();
    let mut summary = Summary {
        output: args.output.display().to_string(),
        models: Vec::new(),
        maps: Vec::new(),
        failed: Vec::new(),
        bytes: 0,
    };
    for r in results {
        match r {
            Ok(m) => summary.models.push(m),
            Err(f) => summary.failed.push(f),
        }
    }
    if !args.no_maps && formats.glb {
        let (maps, failed) = export_maps(&vol, &listing, &args, &only, &lengths, quiet);
        summary.maps = maps;
        summary.failed.extend(failed);
    }
    for m in summary.models.iter().chain(&summary.maps) {
        for f in &m.files {
            summary.bytes += std::fs::metadata(args.output.join(&m.folder).join(f))
                .map(|m| m.len())
                .unwrap_or(0);
        }
    }
    let json = serde_json::to_vec_pretty(&summary)?;
    util::write_atomic(&args.output.join("export.json"), &json)
        .with_context(|| format!("writing the summary into {}", args.output.display()))?;
    for f in &summary.failed {
        eprintln!("warning: {} (entry {}): {}", f.name, f.index, f.error);
    }
    if args.json {
        util::print_json(&summary)?;
    } else {
        let vrms =
            summary.models.iter().filter(|m| m.files.iter().any(|f| f.ends_with(".vrm"))).count();
        println!(
            "exported {} models ({} as VRM) and {} maps ({}) to {}; {} failed",
            summary.models.len(),
            vrms,
            summary.maps.len(),
            util::human_bytes(summary.bytes),
            summary.output,
            summary.failed.len()
        );
    }
    Ok(if summary.failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// Exports every distinct paired map (GLB only; instancing and the hidden walk mesh kept).
fn export_maps(
    vol: &sqfs::volume::Volume,
    listing: &Listing,
    args: &Args,
    only: &[String],
    lengths: &dewprism::record_lengths::RecordLengths,
    quiet: bool,
) -> (Vec<Exported>, Vec<Failed>) {
    let (jobs, errors) = util::distinct_maps(vol, listing, lengths);
    let mut failed: Vec<Failed> = errors
        .into_iter()
        .map(|(index, error)| Failed { name: format!("{index:04}"), index, error })
        .collect();
    let rows: Vec<_> = jobs
        .iter()
        .filter(|j| {
            only.is_empty()
                || only
                    .iter()
                    .any(|o| *o == j.name.to_ascii_lowercase() || *o == j.index.to_string())
        })
        .collect();
    let formats =
        export::Formats { glb: true, vrm: false, vrm0: false, gif: false, textures: true };
    let pb = util::progress(rows.len() as u64, "maps", quiet);
    let results: Vec<Result<Exported, Failed>> = rows
        .par_iter()
        .map(|j| {
            let (name, index) = (&j.name, j.index);
            let fail = |e: String| Failed { name: name.clone(), index, error: e };
            let model = j.decode(lengths).map_err(fail)?;
            let folder = format!("maps/{name}");
            let w = export::write_model(&model, &args.output.join(&folder), &formats)
                .map_err(|e| fail(e.to_string()))?;
            pb.inc(1);
            Ok(Exported {
                name: name.clone(),
                index,
                folder,
                triangles: model.triangles(),
                files: w.files.iter().map(|p| p.display().to_string()).collect(),
                skipped: w.skipped,
            })
        })
        .collect();
    pb.finish_and_clear();
    let mut maps = Vec::new();
    for r in results {
        match r {
            Ok(m) => maps.push(m),
            Err(f) => failed.push(f),
        }
    }
    (maps, failed)
}
