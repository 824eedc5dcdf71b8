//! `dewrip synth`: synthetic content shaped like the real disc (no game data).
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::Error;

use crate::util;

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Write the synthetic disc: DEWPRISM.bin + .cue + .iso, manifest.json, S3Extract-style name
    /// tables under names/, and VRAM captures under captures/.
    #[command(
        after_help = "Examples:\n  dewrip synth disc -o synth\n  dewrip synth disc -o small --size small --seed 9\n  dewrip synth disc -o synth --json"
    )]
    Disc(DiscArgs),
}

/// Size class of the synthetic disc.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum SizeArg {
    /// Shaped and sized like the NA disc: 4,934 entries, 357 MB raw.
    Full,
    /// A few MB with the same kinds and quirks, for quick tests.
    Small,
}

impl From<SizeArg> for pipeline::stages::synth::Size {
    fn from(s: SizeArg) -> Self {
        match s {
            SizeArg::Full => pipeline::stages::synth::Size::Full,
            SizeArg::Small => pipeline::stages::synth::Size::Small,
        }
    }
}

/// Arguments of `synth disc`.
#[derive(clap::Args)]
pub struct DiscArgs {
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Size class.
    #[arg(long, value_enum, default_value = "full")]
    pub size: SizeArg,
    /// Seed: the same seed gives the same bytes.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the manifest summary as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `synth`.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    match cmd {
        Command::Disc(a) => {
            let m = pipeline::stages::synth::disc(&a.output, a.size.into(), a.seed)?;
            if a.json {
                util::print_json(&serde_json::json!({
                    "output": a.output.display().to_string(),
                    "sectors": m.sectors,
                    "entries": m.entries.len(),
                    "files": m.files,
                }))?;
            } else {
                println!(
                    "wrote a synthetic disc ({} sectors, {} entries) to {}: {}",
                    m.sectors,
                    m.entries.len(),
                    a.output.display(),
                    m.files.values().cloned().collect::<Vec<_>>().join(", ")
                );
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}
