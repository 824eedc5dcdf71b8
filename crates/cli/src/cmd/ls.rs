//! `dewrip ls`: one row per directory entry.
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::{Disc, Error};

use crate::util;

/// List every entry of the hidden file table.
///
/// Each row: index, first sector, exact size, unused flag, sniffed kind, SHA-256 of the exact
/// bytes, `dup_of` (the first identical copy), and the name from `--names` tables.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip ls game.cue\n  dewrip ls game.cue --json --names index_DEWPRISM_USA_DS01.csv --names hashmap_DEWPRISM.csv\n  dewrip ls game.iso --no-hash"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// S3Extract name table (index or hashmap CSV, recognised by header). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Skip hashing (no sha256 / dup_of).
    #[arg(long)]
    pub no_hash: bool,
    /// Print one JSON document (an array of rows) on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs `ls`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let listing = disc.listing(!args.no_hash, &util::Bar::new(args.json));
    for r in &listing.rejected {
        util::warn(&format!("name for entry {} rejected ({}): {:?}", r.index, r.reason, r.name));
    }
    let damage = pipeline::damage::of_listing(&disc, &listing);
    if args.json {
        util::print_json(&listing.rows)?;
        util::warn_damage(damage.as_ref());
        return Ok(ExitCode::SUCCESS);
    }
    let io = |e: std::io::Error| Error::io("cannot write", "standard output", e);
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{:>5} {:>7} {:>10} {:<12} {:>6}  name",
        "index", "lba", "size", "kind", "dup_of"
    )
    .map_err(io)?;
    for r in &listing.rows {
        let missing = damage.as_ref().is_some_and(|d| d.affects(r.index));
        let size = match (r.unused, missing) {
            (true, _) => "unused".to_string(),
            (false, true) => "missing".to_string(),
            (false, false) => r.size.to_string(),
        };
        let dup = r.dup_of.map_or(String::new(), |d| d.to_string());
        let mut name = r.name.clone().unwrap_or_default();
        if let Some(m) = &r.members {
            name.push_str(&format!(" [{} members]", m.len()));
        }
        if !r.problems.is_empty() {
            name.push_str(&format!(" !{}", r.problems.len()));
        }
        let line = writeln!(
            out,
            "{:>5} {:>7} {:>10} {:<12} {:>6}  {}",
            r.index,
            r.lba,
            size,
            r.kind,
            dup,
            name.trim()
        );
        match line {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => break,
            other => other.map_err(io)?,
        }
    }
    util::warn_damage(damage.as_ref());
    Ok(ExitCode::SUCCESS)
}
