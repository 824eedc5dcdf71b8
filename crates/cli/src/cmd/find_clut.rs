//! `dewrip find-clut`: find a palette (CLUT) from a capture on the disc.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::find_clut::{self, Query};
use pipeline::{Disc, Error};

use crate::util;

/// Search the disc for a CLUT (palette) taken from a run-time capture or given as hex.
///
/// Texture pixels are LZ-compressed on disc, but CLUTs are stored raw: take a character's
/// 16-colour palette from a VRAM capture and every copy of that character's file on the disc is
/// found (field notes §6). The search runs over the logical user-data stream, so a pattern that
/// straddles a sector boundary is found and `.bin`/`.iso` give the same answer. Each hit names
/// the entry, the offset in the file, the duplicate group and the name. Exit status 1 when
/// nothing is found.
///
/// A palette that cannot tell files apart — all zero, or one colour repeated — is refused (exit
/// status 2): it matches every run of that value on the disc. At most `--max-hits` hits are
/// listed (default 1000); every hit is counted, and the count says when there were more.
#[derive(clap::Args)]
#[command(
    group = clap::ArgGroup::new("pattern").required(true).multiple(true).args(["hex", "vram"]),
    after_help = "Examples:\n  dewrip find-clut game.cue --vram girl.vram --at 0,480\n  dewrip find-clut game.cue --vram capture.psxgpu --at 0,480 --at 16,480 --json\n  dewrip find-clut game.cue --hex 0000a1b2c3d4e5f6"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// A pattern as hex (spaces and colons allowed). Repeatable: all are searched in one pass.
    /// Give --hex, or --vram with --at (or both).
    #[arg(long, value_name = "HEX")]
    pub hex: Vec<String>,
    /// A capture holding VRAM (raw 1 MiB dump, DuckStation GPU dump or state, PCSX-Redux or
    /// Mednafen state).
    #[arg(long, value_name = "CAPTURE", requires = "at")]
    pub vram: Option<PathBuf>,
    /// VRAM position X,Y of the CLUT in the capture (repeatable).
    #[arg(long, value_name = "X,Y")]
    pub at: Vec<String>,
    /// CLUT size in colours.
    #[arg(long, default_value_t = 16, value_parser = parse_colors)]
    pub colors: usize,
    /// List at most N hits (0: all). Every hit is counted either way.
    #[arg(long, value_name = "N", default_value_t = find_clut::DEFAULT_MAX_HITS)]
    pub max_hits: usize,
    /// S3Extract name tables, to name the hits. Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

fn parse_colors(s: &str) -> Result<usize, String> {
    match s {
        "16" => Ok(16),
        "256" => Ok(256),
        _ => Err(format!("'{s}': a CLUT has 16 or 256 colours")),
    }
}

/// Runs `find-clut`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let q = Query { hex: args.hex, vram: args.vram, at: args.at, colors: args.colors };
    let patterns = find_clut::patterns(&q)?;
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let cap = (args.max_hits > 0).then_some(args.max_hits);
    let report = find_clut::run_capped(&disc, patterns, cap)?;
    let more = report.hits_total.saturating_sub(report.hits.len() as u64);
    if more > 0 {
        util::warn(&format!(
            "{} hits; listed the first {} (--max-hits N lists more, --max-hits 0 all of them). \
             So many hits mean the palette is common: pick another one",
            report.hits_total,
            report.hits.len()
        ));
    }
    if args.json {
        util::print_json(&report)?;
    } else {
        for (i, p) in report.patterns.iter().enumerate() {
            println!("pattern {i}: {} ({})", p.hex, p.source);
        }
        println!(
            "{} hits{} in {} distinct files",
            report.hits_total,
            if more > 0 {
                format!(" (the first {} listed)", report.hits.len())
            } else {
                String::new()
            },
            report.distinct_files
        );
        for h in &report.hits {
            let entry = h.entry.map_or("outside any file".to_string(), |e| format!("entry {e}"));
            let off = h.offset_in_file.map_or(String::new(), |o| format!(" +{o:#x}"));
            let dup = h.dup_of.map_or(String::new(), |d| format!(" (copy of {d})"));
            let name = h.name.as_deref().map_or(String::new(), |n| format!(" {n}"));
            println!(
                "  pattern {} {entry}{off}{dup}{name}  sector {} image offset {:#x}",
                h.pattern, h.lba, h.image_offset
            );
        }
    }
    Ok(if report.hits_total == 0 { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
