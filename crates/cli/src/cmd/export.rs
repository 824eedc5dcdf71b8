//! `dewrip export`: every character on a disc to GLB, VRM 1.0 and VRM 0.x (plus PNG textures,
//! `info.json` and optionally the walk-cycle GIF), one folder per model; maps to GLB.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::select::Only;
use pipeline::stages::export::{self, Options};
use pipeline::{Disc, Error};

use crate::util;

/// Export every character to GLB and, for humanoids, VRM 1.0 and VRM 0.x.
///
/// One folder per model under the output folder: `model.glb`, `model.vrm` (VRM 1.0),
/// `model.vrm0.vrm` (VRM 0.x), `textures/NN_name.png`, `walk.gif` (with `--format gif`) and
/// `info.json`. Byte-identical copies on the disc are exported once; two models whose names
/// clash (ignoring case) get the entry index appended. Each folder is complete or absent: a
/// failed or interrupted run leaves nothing half-written. Metadata says personal use only,
/// redistribution prohibited. Exit status 1 when a model could not be exported.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip export game.cue -o models\n  dewrip export game.cue -o models --names index_DEWPRISM_USA_DS01.csv --only MAYA RUE\n  dewrip export game.cue -o models --format glb,gif --no-maps --json"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Formats, comma-separated: glb, vrm (1.0), vrm0 (0.x), gif (walk cycle).
    #[arg(long, value_delimiter = ',', default_value = "glb,vrm,vrm0")]
    pub format: Vec<String>,
    /// Only these models (by name, case-insensitive; or by directory index). Repeatable.
    /// Without `--names` models are named by their index.
    #[arg(long, num_args = 1..)]
    pub only: Vec<String>,
    /// S3Extract name table (index or hashmap CSV). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Skip the maps (every distinct `.mmd` paired with its `.mtd`, exported as GLB under
    /// `maps/NAME/`).
    #[arg(long)]
    pub no_maps: bool,
    /// Export what a truncated or damaged image holds: the models among the damaged files are
    /// skipped and the damage listed (without it, such an image stops the run with exit
    /// status 1).
    #[arg(long)]
    pub allow_damaged: bool,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
    /// Print a JSON summary on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs `export`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let formats = export::formats(&args.format)?;
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let bar = util::Bar::new(args.json);
    let c =
        pipeline::stages::chr::disc_conventions(&disc, &args.conventions.overrides(None), &bar)?;
    util::warn_conventions(&c);
    let opts = Options {
        formats,
        only: Only::new(&args.only),
        maps: !args.no_maps,
        allow_damaged: args.allow_damaged,
    };
    let s = export::run(&disc, &c, &args.output, &opts, &bar)?;
    for r in &s.renamed {
        util::warn(&format!("{} clashes with {}; written as {}", r.wanted, r.clashed_with, r.path));
    }
    for f in &s.failed {
        util::warn(&format!("{} (entry {}): {}", f.name, f.index, f.error));
    }
    if let Some(d) = &s.damage {
        util::warn(&format!(
            "{} damaged files skipped (--allow-damaged); the models among them are not \
             exported: {}",
            d.files, d.summary
        ));
    }
    if args.json {
        util::print_json(&s)?;
    } else {
        let vrms = s.models.iter().filter(|m| m.files.iter().any(|f| f.ends_with(".vrm"))).count();
        println!(
            "exported {} models ({} as VRM) and {} maps ({}) to {}; {} failed",
            s.models.len(),
            vrms,
            s.maps.len(),
            util::human_bytes(s.bytes),
            s.output,
            s.failed.len()
        );
    }
    Ok(if s.failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::from(1) })
}
