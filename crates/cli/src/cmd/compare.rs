//! `dewrip compare SOURCE AVATAR`: segment sizes (avatar ÷ original) and the budgets side by
//! side (docs/measure.md).
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::measure::{self, judge, judge_options, load, Files};
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
    after_help = "Examples:\n  dewrip compare export/MAYA/model.vrm my_avatar.vrm\n  dewrip compare game.cue:4586 my_avatar.vrm --md report.md --png report.png\n  dewrip compare export/MAYA/model.glb my_avatar.vrm --platform vrchat-quest --rank good --json"
)]
pub struct Args {
    /// The original: a GLB or VRM file, a .chr file, or DISC:INDEX.
    pub source: String,
    /// The avatar: a GLB or VRM file (VRM 0.x or 1.0).
    pub avatar: String,
    /// Print one JSON document (`{"normalised_by", "segments", "budget", "rest_pose", "platforms", "targets", …}`).
    #[arg(long)]
    pub json: bool,
    /// Write a Markdown report here.
    #[arg(long, value_name = "FILE")]
    pub md: Option<PathBuf>,
    /// Write an SVG chart here.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write a picture here: both figures, front and side, parts coloured by verdict.
    #[arg(long, value_name = "FILE")]
    pub png: Option<PathBuf>,
    /// Grade on this platform (repeatable; every platform when none is named): vrchat-pc,
    /// vrchat-android, vrchat-ios, vrchat-quest, cluster, vket-cloud. The first one named is the
    /// one the targets are for.
    #[arg(long = "platform", value_name = "ID")]
    pub platforms: Vec<String>,
    /// The rank the targets aim at (default: VRChat's Good; a platform without ranks: its limit).
    #[arg(long, value_name = "RANK")]
    pub rank: Option<String>,
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
    let normalise = match args.normalise {
        Normalise::Trunk => measure::Normalise::Trunk,
        Normalise::Height => measure::Normalise::Height,
        Normalise::None => measure::Normalise::None,
    };
    let compare = measure::compare_options(normalise, &args.source_parts, &args.avatar_parts)?;
    let opts = judge_options(&args.platforms, args.rank.as_deref(), compare)?;
    let o = args.conventions.overrides(None);
    let (source, warnings) = load(&args.source, &o)?;
    util::warn_all(&warnings);
    let (avatar, warnings) = load(&args.avatar, &o)?;
    util::warn_all(&warnings);
    let j = judge(&source, &avatar, &opts, args.png.is_some())?;
    let r = &j.report;
    util::judged(&args.avatar, &r.judged, &r.not_judged)?;
    if let Some(rp) = &r.rest_pose {
        if rp.status == measure::RestStatus::Normalised {
            util::warn(&format!(
                "{}: rests in {}; normalised to the VRM T-pose before measuring",
                args.avatar, rp.found
            ));
        }
    }
    let files =
        Files { svg: args.svg.as_deref(), md: args.md.as_deref(), png: args.png.as_deref() };
    measure::write_compare_files(&j, &args.source, &args.avatar, files)?;
    if args.json {
        util::print_json(r)?;
        return Ok(ExitCode::SUCCESS);
    }
    match &r.normalised_by {
        Some(by) => println!("{} compared with {}; normalised by {by}", args.avatar, args.source),
        None => {
            println!("{} compared with {}: no comparison could be made", args.avatar, args.source)
        }
    }
    if let Some(rp) = &r.rest_pose {
        println!("rest pose: {} ({:?})", rp.found, rp.status);
    }
    for s in &r.segments {
        println!("  {}", s.verdict);
    }
    if !r.budget.is_empty() {
        println!("triangle budget (avatar vs original):");
        for b in &r.budget {
            println!("  {}: {:.1} % vs {:.1} %", b.part, b.avatar_percent, b.source_percent);
        }
    }
    println!("platforms:");
    for g in &r.platforms {
        let complete = if g.complete { "" } else { " (not everything measured)" };
        println!(
            "  {:<15} {:<12}{complete} — {}",
            g.name,
            g.rank.as_deref().unwrap_or("not measured"),
            g.lift
        );
    }
    if let Some(t) = &r.targets {
        println!(
            "targets for {} {} ({} triangles) in the original's proportions:",
            t.platform,
            t.rank,
            measure::thousands(i64::try_from(t.triangles).unwrap_or(i64::MAX))
        );
        for row in &t.groups {
            println!(
                "  {:<8} target {:>7}, has {:>7}: {}",
                row.part, row.target, row.avatar, row.verdict
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
