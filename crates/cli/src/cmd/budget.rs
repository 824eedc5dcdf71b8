//! `dewrip budget MODEL`: triangles, UV area and vertices per body part (docs/measure.md).
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::output::write_one;
use pipeline::stages::measure::{load_figure, part_overrides};
use pipeline::Error;

use crate::util;

/// Arguments.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip budget export/MAYA/model.glb\n  dewrip budget game.cue:4586 --json --svg budget.svg\n  dewrip budget my_avatar.vrm --md budget.md --part node22=coat"
)]
pub struct Args {
    /// The model: a GLB or VRM file, a .chr file, or DISC:INDEX (an entry of a disc image).
    pub model: String,
    /// Print one JSON document (`{"total_triangles", "groups", "parts"}`).
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
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
}

/// Runs the subcommand.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let parts = part_overrides(&args.parts)?;
    let fig = load_figure(&args.model, &args.conventions.overrides(None))?;
    let b = measure::budget_figure(&fig, &parts);
    if let Some(p) = &args.svg {
        write_one(p, measure::budget_svg(&b, &args.model).as_bytes())?;
    }
    if let Some(p) = &args.md {
        write_one(p, measure::budget_markdown(&b, &args.model).as_bytes())?;
    }
    if args.json {
        util::print_json(&b)?;
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{}: {} triangles, {} vertices (humanoid map from {:?})",
        args.model,
        b.total_triangles,
        fig.positions.len(),
        fig.humanoid_source
    );
    println!("{:<12} {:>9} {:>8} {:>8} {:>9}", "group", "triangles", "%", "UV %", "vertices");
    for g in &b.groups {
        println!(
            "{:<12} {:>9} {:>8.2} {:>8.2} {:>9}",
            g.part.name(),
            g.triangles,
            g.percent,
            g.uv_percent,
            g.vertices
        );
    }
    println!();
    println!("{:<12} {:<7} {:>9} {:>8} {:>9}", "part", "group", "triangles", "%", "vertices");
    for p in &b.parts {
        println!(
            "{:<12} {:<7} {:>9} {:>8.2} {:>9}",
            p.part.name(),
            p.group.name(),
            p.triangles,
            p.percent,
            p.vertices
        );
    }
    Ok(ExitCode::SUCCESS)
}
