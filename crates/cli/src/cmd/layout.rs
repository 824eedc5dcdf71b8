//! `dewrip layout`: container layouts as files — inferred from `.chr` files (`infer`), or
//! summarised (`show`), or written as Kaitai Struct (`ksy`).
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::layout;
use pipeline::Error;
use serde::Serialize;

use crate::util;

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Propose a `.chr` layout from the files' own structure: skeleton nodes, parts and vertex
    /// arrays, record streams (walked with the record lengths, landing 0–3 bytes before the
    /// next structure), tiles, LZ textures and CLUTs, each kept where it holds in every file;
    /// the layout is written only if every file decodes through it.
    #[command(
        after_help = "Examples:\n  dewrip layout infer a.chr b.chr --record-lengths lengths.json -o mine.toml\n  dewrip layout infer files/chr/*.chr -o mine.toml --explain\n  dewrip layout infer game.cue -o mine.toml   (every .chr of the disc)\n  dewrip chr info a.chr --layout mine.toml --json"
    )]
    Infer {
        /// `.chr` files, or one disc image (all its `.chr` files).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Where to write the layout (TOML).
        #[arg(short = 'o', long = "output", value_name = "OUT.toml")]
        output: PathBuf,
        /// Print, per item, its evidence and in how many files it held.
        #[arg(long)]
        explain: bool,
        #[command(flatten)]
        conventions: util::ConventionArgs,
        /// Print one JSON document on stdout.
        #[arg(long)]
        json: bool,
    },
    /// A readable summary of a layout: a file, or `chr`, `mmd`, `mtd` for a built-in one.
    #[command(
        after_help = "Examples:\n  dewrip layout show mine.toml\n  dewrip layout show chr\n  dewrip layout show chr --text > copy.toml"
    )]
    Show {
        /// A layout file, or `chr`, `mmd`, `mtd`.
        layout: String,
        /// Print the layout's full text (a starting point to edit).
        #[arg(long)]
        text: bool,
    },
    /// The same layout as Kaitai Struct (`.ksy`), to open a file in the Kaitai Web IDE or
    /// generate a parser; what Kaitai cannot express is listed on stderr.
    #[command(
        after_help = "Examples:\n  dewrip layout ksy chr -o dewrip_chr.ksy\n  dewrip layout ksy inferred.toml -o mine.ksy"
    )]
    Ksy {
        /// A layout file, or `chr`, `mmd`, `mtd`.
        layout: String,
        /// Where to write the `.ksy` (its stem, made an identifier, is the spec's id).
        #[arg(short, long)]
        output: PathBuf,
    },
}

#[derive(Serialize)]
struct Report<'a> {
    output: String,
    files: usize,
    decoded: usize,
    source: &'static str,
    builtin_fits: bool,
    findings: &'a [layout::Finding],
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    match cmd {
        Command::Infer { files, output, explain, conventions, json } => {
            let r = layout::infer_to(&files, &conventions.overrides(None), &output)?;
            util::warn_conventions(&r.conventions);
            let inf = &r.inferred;
            let omitted: Vec<&str> =
                inf.findings.iter().filter(|f| !f.found).map(|f| f.item.as_str()).collect();
            if !omitted.is_empty() {
                util::warn(&format!(
                    "layout infer: not found, left out of the layout: {} (see --explain)",
                    omitted.join(", ")
                ));
            }
            if json {
                util::print_json(&Report {
                    output: output.display().to_string(),
                    files: r.files,
                    decoded: inf.decoded,
                    source: if inf.builtin { "builtin" } else { "inferred" },
                    builtin_fits: inf.builtin,
                    findings: &inf.findings,
                })?;
            } else {
                let mut lines = vec![format!(
                    "{}: {} layout, {} of {} files decode through it",
                    output.display(),
                    if inf.builtin { "the built-in" } else { "an inferred" },
                    inf.decoded,
                    r.files
                )];
                if explain {
                    lines.extend(inf.findings.iter().map(|f| {
                        format!(
                            "  {:<10} {} {}/{}: {}",
                            f.item,
                            if f.found { "found" } else { "LEFT OUT" },
                            f.held,
                            f.of,
                            f.evidence
                        )
                    }));
                }
                util::print_lines(&lines)?;
            }
        }
        Command::Show { layout: spec, text } => {
            let (l, body) = layout::load(&spec)?;
            if text {
                util::print_lines(&[body.trim_end().to_string()])?;
            } else {
                util::print_lines(&layout::summary(&l))?;
            }
        }
        Command::Ksy { layout: spec, output } => {
            for o in layout::ksy_to(&spec, &output)? {
                util::warn(&format!(
                    "{spec} line {}: {} is not in the .ksy: {}",
                    o.line, o.item, o.why
                ));
            }
            util::print_lines(&[format!("{}: written", output.display())])?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
