//! `dewrip compare SOURCE AVATAR`: segment sizes (avatar ÷ original) and the budgets side by
//! side (docs/measure.md).
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::output::write_one;
use pipeline::stages::measure::{load_figure, part_overrides};
use pipeline::Error;

use crate::util;

/// How sizes are normalised.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Normalise {
    /// The hips-to-head bone chain (unchanged by legs, feet, hands or hat).
    Trunk,
    /// The whole figure's height.
    Height,
    /// Raw sizes.
    None,
}

/// Arguments.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip compare export/MAYA/model.vrm my_avatar.vrm\n  dewrip compare game.cue:4586 my_avatar.vrm --md report.md --svg report.svg\n  dewrip compare export/MAYA/model.glb my_avatar.vrm --normalise height --json"
)]
pub struct Args {
    /// The original: a GLB or VRM file, a .chr file, or DISC:INDEX.
    pub source: String,
    /// The avatar: a GLB or VRM file (VRM 0.x or 1.0).
    pub avatar: String,
    /// Print one JSON document (`{"normalised_by", "segments", "budget"}`).
    #[arg(long)]
    pub json: bool,
    /// Write a Markdown report here.
    #[arg(long, value_name = "FILE")]
    pub md: Option<PathBuf>,
    /// Write an SVG chart here.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// What sizes are divided by.
    #[arg(long, value_enum, default_value = "trunk")]
    pub normalise: Normalise,
    /// Put a source bone in a part, e.g. `node22=coat` (repeatable).
    #[arg(long = "source-part", value_name = "BONE=PART")]
    pub source_parts: Vec<String>,
    /// Put an avatar bone in a part (repeatable).
    #[arg(long = "avatar-part", value_name = "BONE=PART")]
    pub avatar_parts: Vec<String>,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
}

/// Runs the subcommand.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let opts = measure::CompareOptions {
        normalise: match args.normalise {
            Normalise::Trunk => measure::Normalise::Trunk,
            Normalise::Height => measure::Normalise::Height,
            Normalise::None => measure::Normalise::None,
        },
        source_overrides: part_overrides(&args.source_parts)?,
        avatar_overrides: part_overrides(&args.avatar_parts)?,
    };
    let o = args.conventions.overrides(None);
    let source = load_figure(&args.source, &o)?;
    let avatar = load_figure(&args.avatar, &o)?;
    let c = measure::compare_with(&source, &avatar, &opts);
    if let Some(p) = &args.svg {
        write_one(p, measure::compare_svg(&c).as_bytes())?;
    }
    if let Some(p) = &args.md {
        write_one(p, measure::compare_markdown(&c, &args.source, &args.avatar).as_bytes())?;
    }
    if args.json {
        util::print_json(&c)?;
        return Ok(ExitCode::SUCCESS);
    }
    println!("{} compared with {}; normalised by {}", args.avatar, args.source, c.normalised_by);
    for s in &c.segments {
        println!("  {}", s.verdict);
    }
    println!("triangle budget (avatar vs original):");
    for b in &c.budget {
        println!("  {}: {:.1} % vs {:.1} %", b.part, b.avatar_percent, b.source_percent);
    }
    Ok(ExitCode::SUCCESS)
}
