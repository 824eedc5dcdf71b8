//! The `dewrip` command line: argument parsing, progress and reports. Each subcommand parses
//! its arguments, calls one function of the `pipeline` library and prints the result.
//!
//! Exit status: 0 on success; 2 for a usage error (bad flags, a selection that matches
//! nothing); 1 for anything that failed at run time (and for checks that failed); 130 / 143
//! when interrupted by SIGINT / SIGTERM. Errors are printed once on stderr (`error: …`); under
//! `--json` the error is also a JSON document on stdout:
//! `{"error":{"kind":"io|format|limits|usage|interrupted","message":"…","path":"…"|null}}`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod cmd;
mod util;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Read a Dewprism / Threads of Fate disc you own into numbers and standard files.
///
/// DISC is a `.cue`, a `.bin` (2352-, 2336- or 2448-byte sectors), an `.iso`, a MAME `.chd`,
/// an `.ecm`, a PSP `EBOOT.PBP`, a CloneCD `.ccd` or an Alcohol `.mds`; the format is detected
/// from the bytes, not the file name. Every listing command takes `--json` and then prints one JSON document on stdout.
/// Nothing is ever uploaded: dewrip makes no network requests.
#[derive(Parser)]
#[command(
    name = "dewrip",
    version,
    propagate_version = true,
    after_help = "Examples:\n  dewrip demo -o out\n  dewrip info game.cue\n  dewrip extract game.cue -o files --unique --names index_DEWPRISM_USA_DS01.csv"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Identify the disc: game, region, serial, image layout, table size, type histogram.
    Info(cmd::info::Args),
    /// List every entry of the hidden file table (one row per directory entry).
    Ls(cmd::ls::Args),
    /// Write the hidden files to a folder.
    Extract(cmd::extract::Args),
    /// Square's LZ codec on single files.
    #[command(
        subcommand,
        after_help = "Examples:\n  dewrip lz decompress blob.lz out.bin\n  dewrip lz compress texture.raw texture.lz"
    )]
    Lz(cmd::lz::Command),
    /// Render VRAM from a capture (raw dump, GPU dump, save state) to PNG.
    #[command(
        subcommand,
        after_help = "Examples:\n  dewrip vram png capture.psxgpu -o vram.png\n  dewrip vram info savestate.sav"
    )]
    Vram(cmd::vram::Command),
    /// Search the disc for a CLUT (palette) taken from a capture or given as hex.
    FindClut(cmd::find_clut::Args),
    /// Read the boot EXE: disassembly, jump tables, record lengths.
    #[command(
        subcommand,
        after_help = "Examples:\n  dewrip exe record-lengths game.cue --json\n  dewrip exe disasm game.cue --count 64\n  dewrip exe find game.cue"
    )]
    Exe(cmd::exe::Command),
    /// Character models (.chr): structure, pose, decoding details.
    #[command(
        subcommand,
        after_help = "Examples:\n  dewrip chr info game.cue:4586\n  dewrip chr pose game.cue:4586 --bind"
    )]
    Chr(cmd::chr::Command),
    /// Container layouts as files: infer one from .chr files, or show one.
    #[command(
        subcommand,
        after_help = "Examples:\n  dewrip layout infer a.chr b.chr --record-lengths lengths.json -o mine.toml\n  dewrip layout show mine.toml"
    )]
    Layout(cmd::layout::Command),
    /// Check the decoders against the disc: record streams land, values stay in their domains.
    Verify(cmd::verify::Args),
    /// Map a file from its own structure: record streams, LZ blobs, vertices, skeleton, CLUTs.
    Probe(cmd::probe::Args),
    /// Export every character and map to GLB (and VRM for humanoids) with PNG textures.
    Export(cmd::export::Args),
    /// List the maps: each .mmd paired with its .mtd, with coverage.
    Maps(cmd::maps::Args),
    /// Write a content-free report of what dewrip found on a disc, safe to share.
    Report(cmd::report::Args),
    /// Triangle budget per body part of a model (disc entry, .chr, GLB or VRM).
    Budget(cmd::budget::Args),
    /// Compare an avatar with the original: segment sizes and triangle budget.
    Compare(cmd::compare::Args),
    /// Write the offline gallery: index.html with thumbnails, a viewer page per model, budgets.
    Gallery(cmd::gallery::Args),
    /// Build synthetic content (no game data) shaped like the real disc.
    #[command(
        subcommand,
        after_help = "Examples:\n  dewrip synth disc -o synth\n  dewrip synth disc -o small --size small"
    )]
    Synth(cmd::synth::Command),
    /// Build the synthetic disc and run the whole pipeline on it into a folder.
    Demo(cmd::demo::Args),
}

/// A report piped into `head` or `less` that is closed early: `println!` fails with a broken
/// pipe. That is not an error of the run, and never a panic's backtrace: end quietly, as `ls`
/// and `--json` output already do. Every other panic is reported as before.
fn quiet_broken_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.contains("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}

fn main() -> ExitCode {
    pipeline::output::install_signal_handlers();
    quiet_broken_pipe();
    let json = std::env::args_os().any(|a| a == "--json");
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = e.exit_code();
            if code != 0 && json {
                // The message without the usage block: "error: …" up to "Usage:".
                let text = e.to_string();
                let head = text.split("\nUsage:").next().unwrap_or(&text);
                let message = head.split_whitespace().collect::<Vec<_>>().join(" ");
                let message = message.trim_start_matches("error: ");
                let err = pipeline::Error::usage(format!("{message} (see --help)"));
                let _ = util::print_json(&err.to_json());
            }
            let _ = e.print();
            return ExitCode::from(u8::try_from(code).unwrap_or(2));
        }
    };
    let result = match cli.command {
        Command::Info(a) => cmd::info::run(a),
        Command::Ls(a) => cmd::ls::run(a),
        Command::Extract(a) => cmd::extract::run(a),
        Command::Lz(c) => cmd::lz::run(c),
        Command::Vram(c) => cmd::vram::run(c),
        Command::FindClut(a) => cmd::find_clut::run(a),
        Command::Exe(c) => cmd::exe::run(c),
        Command::Chr(c) => cmd::chr::run(c),
        Command::Layout(c) => cmd::layout::run(c),
        Command::Verify(a) => cmd::verify::run(a),
        Command::Export(a) => cmd::export::run(a),
        Command::Maps(a) => cmd::maps::run(a),
        Command::Probe(a) => cmd::probe::run(a),
        Command::Report(a) => cmd::report::run(a),
        Command::Budget(a) => cmd::budget::run(a),
        Command::Compare(a) => cmd::compare::run(a),
        Command::Gallery(a) => cmd::gallery::run(a),
        Command::Synth(c) => cmd::synth::run(c),
        Command::Demo(a) => cmd::demo::run(a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            if json {
                let _ = util::print_json(&e.to_json());
            }
            ExitCode::from(e.exit_code())
        }
    }
}
