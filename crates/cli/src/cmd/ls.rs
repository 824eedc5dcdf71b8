//! `dewrip ls`: one row per directory entry.
use std::path::PathBuf;
use std::process::ExitCode;

use sqfs::listing::Listing;

use crate::util;

/// List every entry of the hidden file table.
///
/// Each row: index, first sector, exact size, unused flag, sniffed kind, SHA-256 of the exact
/// bytes, `dup_of` (the first identical copy), and the name from `--names` tables.
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
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
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let vol = util::open_volume(&args.disc)?;
    let names = util::load_names(&args.names)?;
    let pb = util::progress(vol.table.entries.len() as u64, "scanning", args.json);
    let listing = Listing::build(&vol, &names, !args.no_hash, &|| pb.inc(1));
    pb.finish_and_clear();
    for r in &listing.rejected {
        eprintln!("warning: name for entry {} rejected ({}): {:?}", r.index, r.reason, r.name);
    }
    if args.json {
        util::print_json(&listing.rows)?;
        return Ok(ExitCode::SUCCESS);
    }
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{:>5} {:>7} {:>10} {:<12} {:>6}  name",
        "index", "lba", "size", "kind", "dup_of"
    )?;
    for r in &listing.rows {
        let size = if r.unused { "unused".to_string() } else { r.size.to_string() };
        let dup = r.dup_of.map_or(String::new(), |d| d.to_string());
        let mut name = r.name.clone().unwrap_or_default();
        if let Some(m) = &r.members {
            name.push_str(&format!(" [{} members]", m.len()));
        }
        if !r.problems.is_empty() {
            name.push_str(&format!(" !{}", r.problems.len()));
        }
        writeln!(
            out,
            "{:>5} {:>7} {:>10} {:<12} {:>6}  {}",
            r.index,
            r.lba,
            size,
            r.kind,
            dup,
            name.trim()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
