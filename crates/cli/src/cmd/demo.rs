//! `dewrip demo`: the whole pipeline on the synthetic disc.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::Error;

/// Size class of the synthetic disc.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Size {
    /// Shaped and sized like the NA disc: 4,934 entries, 357 MB raw.
    Full,
    /// A few MB with the same kinds and quirks, for quick tests.
    Small,
}

/// Build the synthetic disc and run the whole pipeline on it.
///
/// Writes into OUTPUT: `disc/` (the synthetic .bin/.cue/.iso, manifest, name tables, captures,
/// a synthetic fan avatar), `info.json`, `ls.json`, `files/` (every distinct file, named from the
/// synthetic name tables, with DOT1 members, LZ decodes and TIM PNGs), and then — each stage
/// called as a function with its `--json` report saved — `find_clut.json`,
/// `record_lengths.json`, `verify.json`, `maps.json`, `export/` (GLB, VRM, PNG, GIF per model),
/// the girl's budget and a comparison with the fan avatar, and the gallery (`index.html`).
/// No game data is involved. Exit status 1 when a stage fails.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip demo -o out\n  dewrip demo -o quick --size small\n  dewrip demo -o out2 --seed 7"
)]
pub struct Args {
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Size class of the synthetic disc.
    #[arg(long, value_enum, default_value = "full")]
    pub size: Size,
    /// Seed for the synthetic disc.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs `demo`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let size = match args.size {
        Size::Full => pipeline::stages::synth::Size::Full,
        Size::Small => pipeline::stages::synth::Size::Small,
    };
    // Each stage's line (with its time) on stdout; progress bars of the long stages on stderr,
    // only when it is a terminal.
    let bar = crate::util::Bar::new(false);
    let outcome = pipeline::stages::demo::run(
        &args.output,
        size,
        args.seed,
        &|line| println!("{line}"),
        &bar,
    )?;
    if outcome.failed.is_empty() {
        let index = args.output.join("index.html");
        if index.exists() {
            println!("open {} in a browser", index.display());
        }
        Ok(ExitCode::SUCCESS)
    } else {
        let names: Vec<&str> = outcome.failed.iter().map(|(s, _)| s.as_str()).collect();
        println!("stages that failed: {}", names.join(", "));
        Ok(ExitCode::from(1))
    }
}
