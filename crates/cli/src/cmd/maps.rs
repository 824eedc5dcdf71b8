//! `dewrip maps`: every `.mmd` paired with its `.mtd` by the published rule (walk back, first
//! `.mtd` covering ≥ 95 % of the tile references), with coverage, shared bases and unpaired
//! maps.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::{Disc, Error};

use crate::util;

/// List the maps: each .mmd paired with its .mtd, with coverage.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip maps game.cue\n  dewrip maps game.cue --names index_DEWPRISM_USA_DS01.csv --json\n  dewrip maps game.cue --record-lengths lengths.json"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// S3Extract name table (index or hashmap CSV), to name the maps. Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs `maps`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let c = disc.conventions(&args.conventions.overrides(None))?;
    util::warn_conventions(&c);
    let report = pipeline::stages::maps::run(&disc, &c);
    if args.json {
        util::print_json(&report)?;
        return Ok(ExitCode::SUCCESS);
    }
    print_text(&report).map_err(|e| Error::io("cannot write", "standard output", e))?;
    Ok(ExitCode::SUCCESS)
}

fn print_text(report: &pipeline::stages::maps::Report) -> std::io::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{:>5} {:>5} {:>8} {:>6} {:>7} {:>6} {:>6}  {:<16} notes",
        "mmd", "mtd", "coverage", "pieces", "places", "walk", "dup_of", "name"
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
            "{:>5} {:>5} {:>7.1}% {:>6} {:>7} {:>6} {:>6}  {:<16} {}",
            r.index,
            r.mtd,
            r.coverage * 100.0,
            r.pieces,
            r.placements,
            r.walk_faces,
            r.dup_of.map_or(String::new(), |d| d.to_string()),
            r.name.as_deref().unwrap_or("-"),
            notes.join(", ")
        )?;
    }
    for u in &report.unpaired {
        let best =
            u.best.map_or(String::new(), |(i, c)| format!(" (best: {i} at {:.1}%)", c * 100.0));
        writeln!(out, "unpaired {:>5}: {}{best}", u.mmd, u.reason)?;
    }
    for (i, e) in &report.read_errors {
        writeln!(out, "read error {i:>5}: {e}")?;
    }
    writeln!(
        out,
        "{} .mmd, {} .mtd; {} paired ({} adjacent, {} sharing a base map's textures), {} unpaired; {} unique maps (record layout: {})",
        report.mmd_files,
        report.mtd_files,
        report.maps.len(),
        report.adjacent,
        report.shared_base,
        report.unpaired.len(),
        report.unique_maps,
        report.conventions.record_layout.from.source
    )?;
    Ok(())
}
