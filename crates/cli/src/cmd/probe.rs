//! `dewrip probe`: what a file holds, found from its own structure.
use std::process::ExitCode;

use pipeline::stages::probe;
use pipeline::Error;

use crate::util::print_json;

/// Arguments.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip probe game.cue:4586\n  dewrip probe MAYA.chr --json\n  dewrip probe MAYA.chr --layout my_chr.toml   # and how this layout fares on it\n  dewrip probe --all game.cue --json > probe.json"
)]
pub struct Args {
    /// `DISC:INDEX` or a file; with --all, the disc image.
    pub target: String,
    /// Map every distinct .chr, .mmd and .mtd of the disc and summarise what they share.
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub conventions: crate::util::ConventionArgs,
    /// Print one JSON document instead of the text map.
    #[arg(long)]
    pub json: bool,
}

/// Runs the command.
pub fn run(a: Args) -> Result<ExitCode, Error> {
    let o = a.conventions.overrides(None);
    let (layouts, warnings) = if a.all {
        let bar = crate::util::Bar::new(a.json);
        let all = probe::all(std::path::Path::new(&a.target), &o, &bar)?;
        if a.json {
            print_json(&all)?;
        } else {
            print!("{}", all.summary);
        }
        (all.layouts, all.warnings)
    } else {
        let p = probe::file(&a.target, &o)?;
        if a.json {
            let mut v: serde_json::Value = serde_json::from_str(&p.report.to_json())
                .map_err(|e| Error::format(None, format!("probe's JSON: {e}")))?;
            if let Some(m) = v.as_object_mut() {
                m.insert("layout".into(), serde_json::to_value(&p.layout).unwrap_or_default());
            }
            print_json(&v)?;
        } else {
            print!("{}", p.report);
        }
        (p.layout.into_iter().collect(), p.warnings)
    };
    if !a.json {
        for j in &layouts {
            println!("{}", j.summary());
        }
    }
    for w in pipeline::warnings::for_people(&warnings) {
        crate::util::warn(&w);
    }
    Ok(ExitCode::SUCCESS)
}
