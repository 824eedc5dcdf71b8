//! `dewrip budget MODEL`: triangles, UV area and glTF vertices per body part (docs/measure.md).
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::measure::{self, judge_options, load, part_overrides, Files};
use pipeline::Error;

use crate::util;

/// Arguments.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip budget export/MAYA/model.glb\n  dewrip budget game.cue:4586 --json --svg budget.svg\n  dewrip budget my_avatar.vrm --md budget.md --platform vrchat-quest --rank good"
)]
pub struct Args {
    /// The model: a GLB or VRM file, a .chr file, or DISC:INDEX (an entry of a disc image).
    pub model: String,
    /// Print one JSON document (`{"total_triangles", "groups", "parts", "platforms", …}`).
    #[arg(long)]
    pub json: bool,
    /// Write an SVG bar chart here.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write a Markdown table here.
    #[arg(long, value_name = "FILE")]
    pub md: Option<PathBuf>,
    /// Put a bone (and its subtree) in a part, e.g. `node22=coat` (repeatable).
    #[arg(long = "part", value_name = "BONE=PART")]
    pub parts: Vec<String>,
    /// Grade on this platform (repeatable; every platform when none is named): vrchat-pc,
    /// vrchat-android, vrchat-ios, vrchat-quest, cluster, vket-cloud. The first one named is the
    /// one the targets are for.
    #[arg(long = "platform", value_name = "ID")]
    pub platforms: Vec<String>,
    /// The rank the targets aim at (default: VRChat's Good; a platform without ranks: its limit).
    #[arg(long, value_name = "RANK")]
    pub rank: Option<String>,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
}

/// Runs the subcommand.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let parts = part_overrides(&args.parts)?;
    let opts = judge_options(&args.platforms, args.rank.as_deref(), Default::default())?;
    let (model, warnings) = load(&args.model, &args.conventions.overrides(None))?;
    util::warn_all(&warnings);
    let r = measure::budget(&model, &parts, &opts);
    util::judged(&args.model, &r.judged, &r.not_judged)?;
    let files = Files { svg: args.svg.as_deref(), md: args.md.as_deref(), png: None };
    measure::write_budget_files(&r, &args.model, files)?;
    if args.json {
        util::print_json(&r)?;
        return Ok(ExitCode::SUCCESS);
    }
    let source =
        model.figure.as_ref().map_or("—".to_string(), |f| format!("{:?}", f.humanoid_source));
    println!(
        "{}: {} triangles, {} glTF vertices (humanoid map from {source})",
        args.model,
        r.total_triangles,
        r.gltf_vertices.map_or("(not measured)".to_string(), |n| n.to_string())
    );
    println!("{:<12} {:>9} {:>8} {:>8} {:>13}", "group", "triangles", "%", "UV %", "glTF vertices");
    for g in &r.groups {
        println!(
            "{:<12} {:>9} {:>8.2} {:>8.2} {:>13}",
            g.part.name(),
            g.triangles,
            g.percent,
            g.uv_percent,
            g.gltf_vertices
        );
    }
    println!();
    println!("{:<12} {:<7} {:>9} {:>8} {:>13}", "part", "group", "triangles", "%", "glTF vertices");
    for p in &r.parts {
        println!(
            "{:<12} {:<7} {:>9} {:>8.2} {:>13}",
            p.part.name(),
            p.group.name(),
            p.triangles,
            p.percent,
            p.gltf_vertices
        );
    }
    println!("\nplatforms:");
    for g in &r.platforms {
        let complete = if g.complete { "" } else { " (not everything measured)" };
        println!(
            "  {:<15} {:<12}{complete} — {}",
            g.name,
            g.rank.as_deref().unwrap_or("not measured"),
            g.lift
        );
    }
    Ok(ExitCode::SUCCESS)
}
