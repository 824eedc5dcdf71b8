//! `dewrip gallery`: the offline gallery (index with thumbnails, a viewer page per character and
//! map, a budgets page), opened from `file://` with no server and no network.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;
use rayon::prelude::*;
use serde::Serialize;
use sqfs::listing::{Listing, Row};

use crate::util;

/// Write the offline gallery: `index.html` (thumbnails of every character and map, filter by
/// kind, search by name), a three.js viewer page per model, and `budgets.html`.
///
/// Open `OUTPUT/index.html` by double-click: everything is local (the viewer script and every
/// model are files next to it); nothing is sent anywhere.
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso (omit with --synthetic).
    #[arg(required_unless_present = "synthetic")]
    pub disc: Option<PathBuf>,
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Instead of a disc: CHARS hand-built characters and MAPS hand-built maps (synthetic).
    #[arg(long, value_name = "CHARS,MAPS", conflicts_with = "disc")]
    pub synthetic: Option<String>,
    /// Record-length table as printed by `dewrip exe record-lengths --json`. Default: derived
    /// from the disc's boot EXE, else the built-in table (as `dewrip export`).
    #[arg(long, value_name = "FILE.json")]
    pub record_lengths: Option<PathBuf>,
    /// S3Extract name table (index or hashmap CSV). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Print a JSON summary on stdout.
    #[arg(long)]
    pub json: bool,
}

/// What `gallery` did.
#[derive(Serialize)]
pub struct Report {
    /// Output folder.
    pub output: String,
    /// Characters in the gallery.
    pub characters: usize,
    /// Maps in the gallery.
    pub maps: usize,
    /// Files written.
    pub files: usize,
    /// Bytes written.
    pub bytes: u64,
    /// Models that could not be decoded (name, error).
    pub failed: Vec<(String, String)>,
    /// Milliseconds taken.
    pub millis: u128,
}

/// Decodes every distinct character and every distinct paired map on the disc into scene
/// models (failures are reported, not fatal).
pub fn disc_models(
    vol: &sqfs::volume::Volume,
    names: &sqfs::names::Names,
    lengths: &dewprism::record_lengths::RecordLengths,
    disc_name: &str,
    quiet: bool,
) -> (Vec<scene::Model>, Vec<(String, String)>) {
    let pb = util::progress(vol.table.entries.len() as u64, "scanning", quiet);
    let listing = Listing::build(vol, names, true, &|| pb.inc(1));
    pb.finish_and_clear();
    let mut best: BTreeMap<u32, &Row> = BTreeMap::new();
    for r in listing.rows.iter().filter(|r| !r.unused && r.size > 0) {
        if sqfs::sniff::Kind::from_id(r.kind).map(|k| k.family()) != Some("chr") {
            continue;
        }
        best.entry(r.dup_of.unwrap_or(r.index))
            .and_modify(|b| {
                if b.name.is_none() && r.name.is_some() {
                    *b = r
                }
            })
            .or_insert(r);
    }
    let rows: Vec<&Row> = best.into_values().collect();
    let decoded: Vec<Result<scene::Model, (String, String)>> = rows
        .par_iter()
        .map(|r| {
            let name = util::model_name(r);
            let fail = |e: String| (name.clone(), e);
            let e =
                vol.table.entries.get(r.index as usize).ok_or_else(|| fail("no entry".into()))?;
            let bytes = vol.file_bytes(e).map_err(|err| fail(err.to_string()))?;
            let opts = dewprism::chr::model::Options {
                name: name.clone(),
                source: format!("{disc_name}:{}", r.index),
                ..Default::default()
            };
            dewprism::chr::model::decode(&bytes, lengths, &opts)
                .map_err(|err| fail(format!("decode: {err}")))
        })
        .collect();
    let (maps, map_errors) = disc_maps(vol, &listing, lengths);
    let mut models = Vec::new();
    let mut failed = map_errors;
    for d in decoded.into_iter().chain(maps) {
        match d {
            Ok(m) => models.push(m),
            Err(f) => failed.push(f),
        }
    }
    (models, failed)
}

/// A model that could not be read: (name, error).
type Failure = (String, String);
/// A decoded model or why not.
type Decoded = Result<scene::Model, Failure>;

/// Decodes every distinct `.mmd`/`.mtd` pair (as `dewrip export` pairs them).
fn disc_maps(
    vol: &sqfs::volume::Volume,
    listing: &Listing,
    lengths: &dewprism::record_lengths::RecordLengths,
) -> (Vec<Decoded>, Vec<Failure>) {
    let (jobs, errors) = util::distinct_maps(vol, listing, lengths);
    let errors = errors.into_iter().map(|(i, e)| (format!("{i:04}"), e)).collect();
    let maps =
        jobs.par_iter().map(|j| j.decode(lengths).map_err(|e| (j.name.clone(), e))).collect();
    (maps, errors)
}

/// Writes the gallery of `models` into `output` and reports.
pub fn write(
    models: &[scene::Model],
    failed: Vec<(String, String)>,
    output: &Path,
    t0: Instant,
) -> anyhow::Result<Report> {
    let s = gallery::build(models, output)
        .with_context(|| format!("writing the gallery into {}", output.display()))?;
    Ok(Report {
        output: output.display().to_string(),
        characters: s.characters,
        maps: s.maps,
        files: s.files,
        bytes: s.bytes,
        failed,
        millis: t0.elapsed().as_millis(),
    })
}

fn parse_synthetic(s: &str) -> anyhow::Result<(usize, usize)> {
    let (c, m) = s.split_once(',').context("--synthetic takes CHARS,MAPS, e.g. 172,141")?;
    let c: usize = c.trim().parse().context("--synthetic: CHARS is not a number")?;
    let m: usize = m.trim().parse().context("--synthetic: MAPS is not a number")?;
    anyhow::ensure!(c <= 10_000 && m <= 10_000, "--synthetic: at most 10000 of each");
    Ok((c, m))
}

/// Runs `gallery`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let t0 = Instant::now();
    let (models, failed) = match (&args.synthetic, &args.disc) {
        (Some(s), _) => {
            let (c, m) = parse_synthetic(s)?;
            (gallery::sample::models(c, m), Vec::new())
        }
        (None, Some(disc)) => {
            let vol = util::open_volume(disc)?;
            let names = util::load_names(&args.names)?;
            let (lengths, source) =
                crate::cmd::verify::lengths_for_disc(disc, args.record_lengths.as_deref())?;
            if !args.json {
                eprintln!("record lengths: {} ({})", source.source, source.detail);
            }
            let disc_name =
                disc.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            disc_models(&vol, &names, &lengths, &disc_name, args.json)
        }
        (None, None) => anyhow::bail!("give a disc image or --synthetic CHARS,MAPS"),
    };
    let report = write(&models, failed, &args.output, t0)?;
    for (name, e) in &report.failed {
        eprintln!("warning: {name}: {e}");
    }
    if args.json {
        util::print_json(&report)?;
    } else {
        println!(
            "gallery   {} characters, {} maps, {} files, {} in {} ms -> {}",
            report.characters,
            report.maps,
            report.files,
            util::human_bytes(report.bytes),
            report.millis,
            args.output.join("index.html").display()
        );
    }
    Ok(ExitCode::SUCCESS)
}
