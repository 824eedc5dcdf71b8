//! `dewrip maps`: every `.mmd` paired with its `.mtd` by the published rule (walk back, first
//! `.mtd` covering ≥ 95 % of the tile references), with coverage, shared bases and unpaired
//! maps.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use dewprism::map;
use dewprism::record_lengths::RecordLengths;
use serde::Serialize;
use sqfs::sniff::Kind;

use crate::util;

/// List the maps: each .mmd paired with its .mtd, with coverage.
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Record-length table (JSON from `dewrip exe record-lengths --json`). Default: the
    /// built-in table (published 0/9/0xD, provisional rest).
    #[arg(long, value_name = "JSON")]
    pub record_lengths: Option<PathBuf>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Row {
    index: u32,
    mtd: u32,
    coverage: f64,
    shared_base: bool,
    adjacent: bool,
    skipped: usize,
    dup_of: Option<u32>,
    pieces: usize,
    placements: usize,
    walk_faces: usize,
}

#[derive(Serialize)]
struct Report<'a> {
    record_lengths: &'a str,
    mmd_files: usize,
    mtd_files: usize,
    unique_maps: usize,
    adjacent: usize,
    shared_base: usize,
    maps: Vec<Row>,
    unpaired: &'a [map::Unpaired],
    read_errors: Vec<(u32, String)>,
}

/// The record-length table of a `dewrip exe record-lengths --json` document (the first
/// dispatch that lists every type 0..14).
fn lengths_from_json(path: &Path) -> anyhow::Result<RecordLengths> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let v: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    for d in v.get("dispatches").and_then(|d| d.as_array()).into_iter().flatten() {
        let Some(obj) = d.get("lengths").and_then(|l| l.as_object()) else { continue };
        let m: BTreeMap<u8, u8> = obj
            .iter()
            .filter_map(|(k, v)| Some((k.parse().ok()?, u8::try_from(v.as_u64()?).ok()?)))
            .collect();
        if let Some(t) = RecordLengths::from_map(&m) {
            return Ok(t);
        }
    }
    anyhow::bail!("{}: no dispatch lists a length for every type 0..14", path.display())
}

/// Runs `maps`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let (lengths, source) = match &args.record_lengths {
        Some(p) => (lengths_from_json(p)?, p.display().to_string()),
        None => (RecordLengths::BUILTIN, "builtin".to_string()),
    };
    let vol = util::open_volume(&args.disc)?;
    let (files, read_errors) = map::disc_files(&vol);
    let refs: Vec<(u32, Kind, &[u8])> = files.iter().map(|(i, k, b)| (*i, *k, &b[..])).collect();
    let p = map::pair(&refs, &lengths);
    let mmd_files = refs.iter().filter(|f| f.1 == Kind::Mmd).count();
    let rows: Vec<Row> = p
        .rows
        .iter()
        .map(|r| Row {
            index: r.mmd,
            mtd: r.mtd,
            coverage: r.coverage,
            shared_base: r.shared_base,
            adjacent: r.adjacent,
            skipped: r.skipped,
            dup_of: r.dup_of,
            pieces: r.pieces,
            placements: r.placements,
            walk_faces: r.walk_faces,
        })
        .collect();
    let report = Report {
        record_lengths: &source,
        mmd_files,
        mtd_files: p.mtd_files,
        unique_maps: p.unique_maps,
        adjacent: p.adjacent(),
        shared_base: p.shared(),
        maps: rows,
        unpaired: &p.unpaired,
        read_errors,
    };
    if args.json {
        util::print_json(&report)?;
        return Ok(ExitCode::SUCCESS);
    }
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{:>5} {:>5} {:>8} {:>6} {:>7} {:>6} {:>6}  notes",
        "mmd", "mtd", "coverage", "pieces", "places", "walk", "dup_of"
    )?;
    for r in &report.maps {
        let mut notes = Vec::new();
        if r.adjacent {
            notes.push("adjacent".to_string());
        } else if r.shared_base {
            notes.push("shares an earlier base map's .mtd".to_string());
        } else {
            notes.push("files between".to_string());
        }
        if r.skipped > 0 {
            notes.push(format!("skipped {} .mtd", r.skipped));
        }
        writeln!(
            out,
            "{:>5} {:>5} {:>7.1}% {:>6} {:>7} {:>6} {:>6}  {}",
            r.index,
            r.mtd,
            r.coverage * 100.0,
            r.pieces,
            r.placements,
            r.walk_faces,
            r.dup_of.map_or(String::new(), |d| d.to_string()),
            notes.join(", ")
        )?;
    }
    for u in report.unpaired {
        let best =
            u.best.map_or(String::new(), |(i, c)| format!(" (best: {i} at {:.1}%)", c * 100.0));
        writeln!(out, "unpaired {:>5}: {}{best}", u.mmd, u.reason)?;
    }
    for (i, e) in &report.read_errors {
        writeln!(out, "read error {i:>5}: {e}")?;
    }
    writeln!(
        out,
        "{} .mmd, {} .mtd; {} paired ({} adjacent, {} sharing a base map's textures), {} unpaired; {} unique maps (record lengths: {})",
        report.mmd_files,
        report.mtd_files,
        report.maps.len(),
        report.adjacent,
        report.shared_base,
        report.unpaired.len(),
        report.unique_maps,
        report.record_lengths
    )?;
    Ok(ExitCode::SUCCESS)
}
