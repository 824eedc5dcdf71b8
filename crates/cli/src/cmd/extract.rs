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
/// (the first identical copy) and, with `--sha256`, the SHA-256.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip extract game.cue -o files\n  dewrip extract game.cue -o files --unique --names index_DEWPRISM_USA_DS01.csv --decompress\n  dewrip extract game.cue -o models --kind chr,mmd,mtd --sha256 --json"
)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
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
    /// (`….dec.ext`) and PNGs of TIM images among them (`….png`).
    #[arg(long)]
    pub decompress: bool,
    /// List each file's SHA-256 in `.dewrip-extract.json` (always there with `--unique` or a
    /// hashmap name table). Copies (`dup_of`) are listed either way.
    #[arg(long)]
    pub sha256: bool,
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
        util::warn(&format!("{} clashes with {}; written as {}", r.wanted, r.clashed_with, r.path));
    }
    for d in &s.skipped_derived {
        util::warn(&format!("not written (entry {}): {}", d.index, d.reason));
    }
    if args.json {
        util::print_json(&s)?;
    } else {
        println!(
            "wrote {} files ({}) to {}{}",
            s.written,
            util::human_bytes(s.bytes),
            s.output,
            if args.unique {
                format!(", skipped {} duplicate copies", s.skipped_duplicates)
            } else {
                String::new()
            }
        );
    }
    Ok(ExitCode::SUCCESS)
}
