//! `dewrip extract`: write the hidden files to a folder.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::extract::{self, Options};
use pipeline::{Disc, Error};

use crate::util;

/// Write the hidden files to a folder.
///
/// Files are named `INDEX.ext` by their sniffed kind, or by S3Extract name tables given with
/// `--names` (index CSV > hashmap CSV > kind); folders from the index CSV become output folders.
/// Every name is sanitized: an unsafe one is reported and replaced by the index default. Every
/// output path — names, `--decompress` outputs — is planned before anything is written: a path
/// that clashes with another (ignoring case) gets `_INDEX` appended and is reported, never
/// overwritten. A failed or interrupted run removes what it wrote. A listing of what went where
/// is written to `.dewrip-extract.json` in the output folder: index, path, kind, size, `dup_of`
/// (the first identical copy), `derived` outputs and, with `--sha256`, the SHA-256. Extracting
/// again into the same folder replaces the earlier extraction: the files its manifest lists
/// that this run does not write are removed (nothing else is). A truncated or damaged image
/// stops the run (exit status 1) unless `--allow-damaged` is given.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip extract game.cue -o files\n  dewrip extract game.cue -o files --unique --names index_DEWPRISM_USA_DS01.csv --decompress\n  dewrip extract game.cue -o models --kind chr,mmd,mtd --sha256 --json"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// One file per distinct content: skip byte-identical copies.
    #[arg(long)]
    pub unique: bool,
    /// S3Extract name table (index or hashmap CSV). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Only these kinds (comma-separated families, e.g. `chr,mmd,mtd`; `chr` includes the
    /// magic-less variant).
    #[arg(long, value_delimiter = ',')]
    pub kind: Vec<String>,
    /// Also write what can be derived: DOT1 members (`FILE.d/NNN.ext`), clean LZ decodes
    /// (`….dec.ext`) and a PNG of every TIM image, on its own (`FILE.tim.png`) or among those
    /// (`….tim.png`). The summary counts them.
    #[arg(long)]
    pub decompress: bool,
    /// List each file's SHA-256 in `.dewrip-extract.json` (always there with `--unique` or a
    /// hashmap name table). Copies (`dup_of`) are listed either way.
    #[arg(long)]
    pub sha256: bool,
    /// Extract what a truncated or damaged image holds: the damaged files are skipped and
    /// listed (without it, such an image stops the run with exit status 1).
    #[arg(long)]
    pub allow_damaged: bool,
    /// List every byte-identical copy written under its first copy's name (`NAME_INDEX`).
    #[arg(short, long)]
    pub verbose: bool,
    /// Print a JSON summary on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs `extract`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    extract::check_kinds(&args.kind)?;
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let bar = util::Bar::new(args.json);
    let opts = Options {
        unique: args.unique,
        kinds: args.kind.clone(),
        decompress: args.decompress,
        sha256: args.sha256,
        allow_damaged: args.allow_damaged,
    };
    let listing = disc.listing(extract::needs_hashes(&disc, &opts), &bar);
    let s = extract::run(&disc, &listing, &args.output, &opts, &bar)?;
    for r in &s.rejected_names {
        util::warn(&format!(
            "name for entry {} rejected ({}): {:?}; used the index default",
            r.index, r.reason, r.name
        ));
    }
    for r in &s.renamed {
        util::warn(&format!(
            "{} clashes with {} (different bytes); written as {}",
            r.wanted, r.clashed_with, r.path
        ));
    }
    for d in &s.skipped_derived {
        util::warn(&format!("not written (entry {}): {}", d.index, d.reason));
    }
    if let Some(d) = &s.damage {
        util::warn(&format!("skipped {} damaged files (--allow-damaged): {}", d.files, d.summary));
    }
    if args.json {
        util::print_json(&s)?;
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "wrote {} files ({}){} to {}{}",
        s.written,
        util::human_bytes(s.bytes),
        if s.derived > 0 {
            format!(" and {} derived files (DOT1 members, LZ decodes, TIM PNGs)", s.derived)
        } else {
            String::new()
        },
        s.output,
        if args.unique {
            format!(", skipped {} duplicate copies", s.skipped_duplicates)
        } else {
            String::new()
        }
    );
    if !s.copies.is_empty() {
        println!(
            "{} byte-identical copies share their first copy's name and were written as \
             NAME_INDEX.ext{}",
            s.copies.len(),
            if args.verbose { ":" } else { " (-v or --json lists them)" }
        );
        if args.verbose {
            for c in &s.copies {
                println!(
                    "  entry {} -> {} (copy of entry {}, {})",
                    c.index, c.path, c.copy_of, c.copy_of_path
                );
            }
        }
    }
    if !s.removed_previous.is_empty() {
        println!(
            "removed {} files an earlier extraction into {} had written (its manifest) that \
             this run did not write",
            s.removed_previous.len(),
            s.output
        );
    }
    Ok(ExitCode::SUCCESS)
}
