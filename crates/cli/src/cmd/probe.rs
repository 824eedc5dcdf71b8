//! `dewrip probe`: what a file holds, found from its own structure.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::probe;
use pipeline::Error;

use crate::util::print_json;

/// Arguments.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip probe game.cue:4586\n  dewrip probe MAYA.chr --json\n  dewrip probe --all game.cue --json > probe.json"
)]
pub struct Args {
    /// `DISC:INDEX` or a file; with --all, the disc image.
    pub target: String,
    /// Map every distinct .chr, .mmd and .mtd of the disc and summarise what they share.
    #[arg(long)]
    pub all: bool,
    /// Record-length table (JSON from `dewrip exe record-lengths --json`). Default: derived
    /// from the disc's boot EXE, else the built-in table (with a warning).
    #[arg(long, value_name = "FILE.json")]
    pub record_lengths: Option<PathBuf>,
    /// Print one JSON document instead of the text map.
    #[arg(long)]
    pub json: bool,
}

/// Runs the command.
pub fn run(a: Args) -> Result<ExitCode, Error> {
    let o = pipeline::Overrides {
        record_lengths: a.record_lengths.as_deref(),
        record_layouts: None,
        order: None,
        lz: None,
        layouts: Vec::new(),
    };
    let warnings = if a.all {
        let bar = crate::util::Bar::new(a.json);
        let (s, w) = probe::all(std::path::Path::new(&a.target), &o, &bar)?;
        if a.json {
            print_json(&s)?;
        } else {
            print!("{s}");
        }
        w
    } else {
        let (r, w) = probe::file(&a.target, &o)?;
        if a.json {
            println!("{}", r.to_json());
        } else {
            print!("{r}");
        }
        w
    };
    for w in warnings.iter().filter(|w| w.starts_with("record lengths")) {
        eprintln!("warning: {w}");
    }
    Ok(ExitCode::SUCCESS)
}
