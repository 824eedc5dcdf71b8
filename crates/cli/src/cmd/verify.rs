//! `dewrip verify`: check the provisional layouts against a disc.
//!
//! For every unique character model (`.chr`, with and without the magic): the landing check on
//! every face-record block ("N/N blocks land with 0–3 bytes of padding"), the tile-ID and
//! vertex-index domain checks, a full decode, and the facing check (the face texture's
//! centroid is on the −Z side in game space). On failure it names the model, block, offset and
//! first out-of-domain value and says the read position is the likely culprit (field notes
//! §7). Exit status 1 when a check fails.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::conventions::parse_order;
use pipeline::stages::verify::{self, Report};
use pipeline::RotationOrder;
use pipeline::{Disc, Error};

use crate::util;

/// Check the decoders against the disc: record streams land, values stay in their domains.
///
/// One line per check — PASS, FAIL, not measured (the input lacks what it needs) or info — with
/// what it measured and its threshold, then the verdict. A truncated or damaged image fails.
/// To test another record-length table, save `dewrip exe record-lengths DISC --json`, edit a
/// length, and pass the file with `--record-lengths`.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip verify game.cue\n  dewrip verify game.cue --names index.csv --model MAYA --gpu-dump idle.psxgpu --ram ram.bin --tick 24 --json\n  dewrip verify game.cue --record-lengths lengths.json --order RzRyRx"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// Run-time captures of any kind (raw VRAM or RAM dump, DuckStation GPU dump or state,
    /// PCSX-Redux or Mednafen state), each used for what it holds: its VRAM for the models whose
    /// palettes are there (the models the game had loaded); with --model, a GPU dump's drawing
    /// for faces matched, projection residual and mirror. What one holds but cannot be checked
    /// as given (a RAM snapshot needs its tick: --ram FILE --tick T) is reported as not
    /// measured, with what to add.
    pub captures: Vec<PathBuf>,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
    /// Rotation order: RxRyRz, RzRyRx, RyRxRz, RxRzRy, RyRzRx or RzRxRy (any case; `xyz` is
    /// RxRyRz). Default: the EXE's bone-matrix builder, run to find its product, else the
    /// built-in RxRyRz (with a warning).
    #[arg(long, value_parser = parse_order)]
    pub order: Option<RotationOrder>,
    /// The model the captures show: a name from --names tables (MAYA) or an entry index.
    #[arg(long, value_name = "NAME|INDEX")]
    pub model: Option<String>,
    /// S3Extract name table(s) for --model NAME (repeatable).
    #[arg(long, value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// A GPU dump (DuckStation .psxgpu, plain/zstd/xz) showing --model: faces matched without
    /// geometry, projection residual through the bit-exact GTE with a fitted camera, mirror.
    #[arg(long, value_name = "FILE")]
    pub gpu_dump: Vec<PathBuf>,
    /// Clip posed for --gpu-dump (default 0, idle).
    #[arg(long, default_value_t = 0)]
    pub clip: usize,
    /// Tick of that clip (default 1: the standing pose).
    #[arg(long, default_value_t = 1)]
    pub frame: u32,
    /// A RAM snapshot (raw 2 MiB or a save state) taken at --tick: the animation state of
    /// every channel compared with the decoder's (repeatable, one --tick each, in order).
    #[arg(long, value_name = "FILE")]
    pub ram: Vec<PathBuf>,
    /// The tick each --ram was taken at.
    #[arg(long)]
    pub tick: Vec<u32>,
    /// The node holding what the character holds in the right hand (index or name).
    #[arg(long, value_name = "NODE")]
    pub right_hand: Option<String>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Failures shown in detail in text (`--json` has every one).
const SHOWN: usize = 20;

/// Runs the subcommand.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    if args.ram.len() != args.tick.len() {
        return Err(Error::usage(format!(
            "{} --ram but {} --tick: give the tick each RAM snapshot was taken at",
            args.ram.len(),
            args.tick.len()
        )));
    }
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let capture_args = pipeline::stages::verify::CaptureArgs {
        model: args.model.clone(),
        gpu_dumps: args.gpu_dump.clone(),
        rams: args.ram.iter().cloned().zip(args.tick.iter().copied()).collect(),
        clip: args.clip,
        frame: args.frame,
        right_hand: args.right_hand.clone(),
    };
    let bar = util::Bar::new(args.json);
    let c = pipeline::stages::chr::disc_conventions(
        &disc,
        &args.conventions.overrides(args.order),
        &bar,
    )?;
    util::warn_conventions(&c);
    let report = pipeline::stages::verify::run(&disc, &c, &args.captures, &capture_args, &bar)?;
    let ok = if args.json {
        util::print_json(&report)?;
        report.ok
    } else {
        print_text(&report)
    };
    Ok(if ok { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn print_text(r: &Report) -> bool {
    println!("conventions (where each came from)");
    for line in util::convention_lines(&r.conventions.report()) {
        println!("  {line}");
    }
    let lines = verify::lines(r);
    let mut section = "";
    for line in &lines {
        if line.section != section {
            section = &line.section;
            println!("{section}");
        }
        let threshold = if line.threshold.is_empty() {
            String::new()
        } else {
            format!(" — threshold: {}", line.threshold)
        };
        println!("  {:<12} {:<15} {}{threshold}", line.outcome.word(), line.name, line.figure);
    }
    print_failures(r);
    println!("{}", verify::verdict(r, &lines));
    r.ok && !lines.iter().any(|l| l.outcome == verify::Outcome::Fail)
}

/// The first failures in detail: model, block, offset, and what probe finds where the layout
/// did not fit.
fn print_failures(r: &Report) {
    let mut shown = 0usize;
    let mut say = |text: String| {
        if shown < SHOWN {
            println!("{text}");
        }
        shown = shown.saturating_add(1);
    };
    for m in &r.models {
        for p in &m.problems {
            say(format!(
                "  FAIL model entry {} ({}) block {}: {}",
                m.index, m.kind, p.block, p.message
            ));
        }
        if let Some(e) = &m.error {
            let mut text = format!("  FAIL model entry {} ({}): {e}", m.index, m.kind);
            if let Some(p) = &m.probe {
                for l in p.to_string().lines().take(12) {
                    text.push_str(&format!("\n       probe: {l}"));
                }
            }
            say(text);
        }
        if m.facing_z == Some(1) {
            say(format!(
                "  FAIL model entry {}: the face texture is on the +Z side (the front is −Z)",
                m.index
            ));
        }
    }
    for f in &r.maps.failed {
        for p in f.problems.iter().take(3) {
            say(format!("  FAIL map .mmd entry {}: {p}", f.mmd));
        }
    }
    for (index, offset, why) in &r.lz_exe.differ {
        say(format!("  FAIL LZ blob at entry {index} +{offset:#x}: {why}"));
    }
    if shown > SHOWN {
        println!("  … and {} more (--json lists every one)", shown.saturating_sub(SHOWN));
    }
}
