//! `dewrip report`: a content-free account of what dewrip found on a disc (structure and
//! numbers, never a byte of a file), to share so the project can learn from real discs.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::report;
use pipeline::{Disc, Error};

use crate::util;

/// Write a content-free report of what dewrip found on a disc, safe to share.
///
/// The report holds the disc's identity (serial, image format, table size), the kinds and
/// counts of its files, where every convention came from (the EXE's analyses: record layout
/// and lengths, rotation order, LZ routine, with their evidence), each container layout's
/// source and how many files it fits, probe's map of every distinct .chr/.mmd/.mtd (region
/// offsets, kinds, counts, strides), the counts dewrip decodes from each, and verify's
/// results. It holds no byte of any file, no file name and no path: files are named by their
/// table index.
#[derive(clap::Args)]
#[command(
    after_help = "The report holds no byte of any file, no file name and no path (files are named by their table index): the disc's identity, kinds and counts, where every convention came from (the EXE's analyses with their evidence), each container layout's source and fit, probe's map of every distinct .chr/.mmd/.mtd (offsets, kinds, counts, strides), the counts dewrip decodes, and verify's results.\n\nExamples:\n  dewrip report game.cue -o report.json\n  dewrip report game.cue -o report.json --layout my_chr.toml\n  dewrip report game.bin -o report.json --record-lengths lengths.json"
)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Where to write the report (JSON).
    #[arg(short, long, value_name = "report.json")]
    pub output: PathBuf,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
}

/// Runs `report`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let disc = Disc::open(&args.disc)?;
    let bar = util::Bar::new(false);
    let c =
        pipeline::stages::chr::disc_conventions(&disc, &args.conventions.overrides(None), &bar)?;
    util::warn_conventions(&c);
    let account = report::write(&disc, &c, &args.output, &bar)?;
    let decoded = account
        .files
        .iter()
        .filter(|f| !matches!(f.decoded, report::Decoded::Error { .. }))
        .count();
    println!(
        "{}: {} distinct .chr/.mmd/.mtd mapped, {decoded} decoded; layouts {}; verify {}",
        args.output.display(),
        account.files.len(),
        account
            .layouts
            .iter()
            .map(|(f, l)| format!(
                "{f} {} ({}/{} files fit)",
                l.note.from.source.label(),
                l.fit,
                l.files
            ))
            .collect::<Vec<_>>()
            .join(", "),
        if account.verify.ok { "passed" } else { "found problems" }
    );
    Ok(ExitCode::SUCCESS)
}
