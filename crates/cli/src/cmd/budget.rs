//! `dewrip budget MODEL`: triangles, UV area and vertices per body part (docs/measure.md).
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;

use crate::util;

/// Arguments.
#[derive(clap::Args)]
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
    /// Record-length table (JSON from `dewrip verify`) for decoding a .chr.
    #[arg(long, value_name = "FILE")]
    pub record_lengths: Option<PathBuf>,
}

/// Parses `BONE=PART` overrides.
pub fn overrides(list: &[String]) -> anyhow::Result<measure::Overrides> {
    let mut o = measure::Overrides::default();
    for s in list {
        let pair = measure::Overrides::parse_one(s).with_context(|| {
            let names: Vec<&str> = measure::parts::PARTS.iter().map(|p| p.name()).collect();
            format!("--part {s}: expected BONE=PART with PART one of {}", names.join(", "))
        })?;
        o.bones.push(pair);
    }
    Ok(o)
}

/// Loads a figure from a GLB/VRM file, a .chr file or `DISC:INDEX`.
pub fn load_figure(spec: &str, record_lengths: Option<&Path>) -> anyhow::Result<measure::Figure> {
    let path = Path::new(spec);
    if path.is_file() {
        let bytes = std::fs::read(path).with_context(|| format!("reading {spec}"))?;
        if bytes.starts_with(b"glTF") || bytes.first() == Some(&b'{') {
            return measure::import_glb(&bytes).with_context(|| format!("importing {spec}"));
        }
    }
    let l = super::chr::load(spec, record_lengths)?;
    let name = path.file_stem().map_or_else(|| spec.to_string(), |s| s.to_string_lossy().into());
    let opts =
        dewprism::chr::model::Options { name, source: spec.to_string(), ..Default::default() };
    let model = dewprism::chr::model::decode(&l.bytes, &l.lengths, &opts).with_context(|| {
        format!("decoding {spec} with the {} record-length table", l.source.source)
    })?;
    Ok(measure::from_model(&model))
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let fig = load_figure(&args.model, args.record_lengths.as_deref())?;
    let b = measure::budget_figure(&fig, &overrides(&args.parts)?);
    if let Some(p) = &args.svg {
        util::write_atomic(p, measure::budget_svg(&b, &args.model).as_bytes())?;
    }
    if let Some(p) = &args.md {
        util::write_atomic(p, measure::budget_markdown(&b, &args.model).as_bytes())?;
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
