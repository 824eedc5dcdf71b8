//! `dewrip layout`: container layouts as files — inferred from `.chr` files (`infer`), or
//! summarised (`show`).
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use dewprism::layouts::Format;
use pipeline::conventions::{Conventions, ExeInput};
use pipeline::Error;
use serde::Serialize;

use crate::util;

/// Largest `.chr` read for inference.
const MAX_FILE: u64 = 64 << 20;

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
}

#[derive(Serialize)]
struct Report<'a> {
    output: String,
    files: usize,
    decoded: usize,
    source: &'static str,
    builtin_fits: bool,
    findings: &'a [infer::Finding],
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    match cmd {
        Command::Infer { files, output, explain, conventions, json } => {
            let overrides = conventions.overrides(None);
            let (inputs, conv) = gather(&files, &overrides)?;
            util::warn_conventions(&conv);
            let refs: Vec<infer::Input<'_>> =
                inputs.iter().map(|(n, b)| infer::Input { name: n, data: b }).collect();
            let inf = infer::infer(&refs, &conv)
                .map_err(|e| Error::format(None, format!("layout infer: {e}")))?;
            std::fs::write(&output, &inf.text)
                .map_err(|e| Error::io("cannot write", &output, e))?;
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
                    files: inputs.len(),
                    decoded: inf.decoded,
                    source: if inf.builtin { "builtin" } else { "inferred" },
                    builtin_fits: inf.builtin,
                    findings: &inf.findings,
                })?;
            } else {
                println!(
                    "{}: {} layout, {} of {} files decode through it",
                    output.display(),
                    if inf.builtin { "the built-in" } else { "an inferred" },
                    inf.decoded,
                    inputs.len()
                );
                if explain {
                    for f in &inf.findings {
                        println!(
                            "  {:<10} {} {}/{}: {}",
                            f.item,
                            if f.found { "found" } else { "LEFT OUT" },
                            f.held,
                            f.of,
                            f.evidence
                        );
                    }
                }
            }
        }
        Command::Show { layout, text } => {
            let (l, body) = match Format::from_name(&layout) {
                Some(f) => (dewprism::layouts::builtin(f), f.builtin_text().to_string()),
                None => {
                    let (_, l) = pipeline::conventions::layout_from_file(Path::new(&layout))?;
                    let body = std::fs::read_to_string(&layout)
                        .map_err(|e| Error::io("cannot read", Path::new(&layout), e))?;
                    (l.value, body)
                }
            };
            if text {
                print!("{body}");
                return Ok(ExitCode::SUCCESS);
            }
            println!("{} layout {:?} ({})", l.format, l.name, l.origin);
            if let Some(d) = &l.doc {
                println!("  {d}");
            }
            for it in &l.items {
                let mut line = format!("  {:<14} {:<7} at {}", it.name, it.kind.name(), it.at);
                if let Some(p) = &it.per {
                    line.push_str(&format!(", per {p}"));
                }
                if let Some(c) = &it.count {
                    line.push_str(&format!(", count {c}"));
                }
                if let Some(s) = it.stride {
                    line.push_str(&format!(", stride {s}"));
                }
                if let Some(c) = &it.cond {
                    line.push_str(&format!(", if {c}"));
                }
                println!("{line}");
                let fields: Vec<String> = it
                    .fields
                    .iter()
                    .map(|f| format!("{}@{}:{}", f.name, f.at, f.width.name()))
                    .collect();
                if !fields.is_empty() {
                    println!("      {}", fields.join(" "));
                }
                if let Some(e) = &it.evidence {
                    println!("      evidence: {e}");
                }
            }
            for p in &l.patterns {
                println!("  token {:<6} {}", p.name, p.text);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The files to infer from (each `.chr`, or every distinct `.chr` of one disc image) and the
/// conventions to decode them with.
fn gather(
    files: &[PathBuf],
    overrides: &pipeline::Overrides<'_>,
) -> Result<(Vec<(String, Vec<u8>)>, Conventions), Error> {
    if let [one] = files {
        let bytes = pipeline::disc::read_file(one, MAX_FILE)?;
        let kind = sqfs::sniff::sniff(&bytes);
        if !matches!(kind, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic) {
            let disc = pipeline::disc::Disc::open(one)?;
            let conv = disc.conventions(overrides)?;
            let files = pipeline::stages::chr::disc_chr_files(&disc)?;
            if files.is_empty() {
                return Err(Error::usage(format!("{}: no .chr file on this disc", one.display())));
            }
            return Ok((files, conv));
        }
    }
    let mut out = Vec::with_capacity(files.len());
    for p in files {
        out.push((p.display().to_string(), pipeline::disc::read_file(p, MAX_FILE)?));
    }
    let conv = Conventions::resolve(
        ExeInput::Missing("`layout infer` on bare files has no boot EXE beside them"),
        overrides,
    )?;
    Ok((out, conv))
}
