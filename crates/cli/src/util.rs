//! What every command shares: JSON on stdout, progress bars on a terminal, warnings, sizes.
use std::io::{IsTerminal, Write};
use std::sync::RwLock;

use indicatif::{ProgressBar, ProgressStyle};
use pipeline::Error;

/// Prints one JSON document on stdout (pretty, one trailing newline), streamed as it is
/// serialized: a large report is never held as text in memory.
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), Error> {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let written = match serde_json::to_writer_pretty(&mut out, value) {
        Ok(()) => out.write_all(b"\n").and_then(|()| out.flush()),
        Err(e) => match e.io_error_kind() {
            Some(kind) => Err(std::io::Error::from(kind)),
            None => return Err(Error::format(None, format!("encoding JSON: {e}"))),
        },
    };
    written.or_else(|e| {
        // A closed pipe (`| head`) is not an error of the run.
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Ok(())
        } else {
            Err(Error::io("cannot write", "standard output", e))
        }
    })
}

/// Prints lines on stdout; a closed pipe (`| head`) ends the output quietly.
pub fn print_lines(lines: &[String]) -> Result<(), Error> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let written = lines.iter().try_for_each(|l| writeln!(out, "{l}")).and_then(|()| out.flush());
    written.or_else(|e| {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Ok(())
        } else {
            Err(Error::io("cannot write", "standard output", e))
        }
    })
}

/// A warning on stderr.
pub fn warn(message: &str) {
    eprintln!("warning: {message}");
}

/// A judgement's account on stderr: an error naming every reason when nothing could be judged,
/// else one warning per thing that could not be (`budget`, `compare`).
pub fn judged(
    input: &str,
    judged: &[&str],
    not: &[pipeline::stages::measure::NotJudged],
) -> Result<(), Error> {
    if judged.is_empty() {
        let why: Vec<String> = not.iter().map(|n| format!("{}: {}", n.what, n.why)).collect();
        return Err(Error::format(
            Some(std::path::Path::new(input)),
            format!("{input}: nothing could be judged ({})", why.join("; ")),
        ));
    }
    for n in not {
        warn(&format!("not judged: {}: {}", n.what, n.why));
    }
    Ok(())
}

/// The damage of an image on stderr, with what to do (nothing when the image is whole).
pub fn warn_damage(damage: Option<&pipeline::Damage>) {
    if let Some(d) = damage {
        warn(&format!("{}; {}", d.summary, pipeline::damage::WHAT_TO_DO));
    }
}

/// Prints the conventions' fallback warnings (loud: they change what is decoded).
pub fn warn_conventions(c: &pipeline::Conventions) {
    warn_all(&c.warnings);
}

/// Prints conventions' warnings on stderr, the repeated per-type ones gathered into one line.
pub fn warn_all(warnings: &[String]) {
    for w in pipeline::warnings::for_people(warnings) {
        warn(&w);
    }
}

/// One line per convention: where the record layout and lengths, the rotation order, the LZ
/// decoder and each container layout came from.
pub fn convention_lines(r: &pipeline::conventions::Report) -> Vec<String> {
    let table: Vec<String> = r.record_lengths.iter().map(|(k, v)| format!("{k}:{v}")).collect();
    let mut out = vec![
        format!("record layout:  {} [{}]", r.record_layout.from, table.join(" ")),
        format!("rotation order: {} from {}", r.rotation.value, r.rotation.from),
        format!("texture LZ:     {} from {}", r.lz.value, r.lz.from),
    ];
    for (format, n) in &r.layouts {
        out.push(format!(".{format} layout:    {} from {}", n.value, n.from));
    }
    out
}

/// A progress bar on stderr, shown only on a terminal and when not quiet (`--json`).
pub struct Bar {
    shown: bool,
    bar: RwLock<ProgressBar>,
}

impl Bar {
    /// A bar that shows itself when stderr is a terminal and `quiet` is false.
    pub fn new(quiet: bool) -> Bar {
        Bar {
            shown: !quiet && std::io::stderr().is_terminal(),
            bar: RwLock::new(ProgressBar::hidden()),
        }
    }
}

impl pipeline::Progress for Bar {
    /// A bar of `len` steps, or a spinner for a phase of unknown length (`len` 0); both keep
    /// their clock running (a steady tick), so a phase that takes a while never looks stuck.
    fn start(&self, label: &'static str, len: u64) {
        if !self.shown {
            return;
        }
        let pb = if len == 0 {
            let pb = ProgressBar::new_spinner();
            pb.set_style(
                ProgressStyle::with_template("{msg:>12} {spinner} {elapsed_precise}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            pb
        } else {
            let pb = ProgressBar::new(len);
            pb.set_style(
                ProgressStyle::with_template("{msg:>12} [{bar:40}] {pos}/{len} {elapsed_precise}")
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> "),
            );
            pb
        };
        pb.enable_steady_tick(std::time::Duration::from_millis(200));
        pb.set_message(label);
        if let Ok(mut b) = self.bar.write() {
            *b = pb;
        }
    }

    fn inc(&self, n: u64) {
        if let Ok(b) = self.bar.read() {
            b.inc(n);
        }
    }

    fn finish(&self) {
        if let Ok(b) = self.bar.read() {
            b.finish_and_clear();
        }
    }
}

pub use pipeline::human_bytes;

/// Where record lengths and layouts come from, for every command that decodes models or maps.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ConventionArgs {
    /// Record-length table (JSON from `dewrip exe record-lengths --json`). Default: derived
    /// from the disc's boot EXE, else the built-in table (with a warning).
    #[arg(long, value_name = "FILE.json")]
    pub record_lengths: Option<std::path::PathBuf>,
    /// Record-layout table (JSON from `dewrip exe record-layouts --json`). Default: derived by
    /// running the disc's boot EXE, else the built-in provisional layout (with a warning).
    #[arg(long, value_name = "FILE.json")]
    pub record_layouts: Option<std::path::PathBuf>,
    /// Who decompresses texture blobs: `native` (dewrip's decoder) or `exe` (the boot EXE's own
    /// routine, run in the interpreter). Default: dewrip's where the EXE's routine reads a probe
    /// blob the same way, else the EXE's (with a warning).
    #[arg(long, value_name = "native|exe", value_parser = parse_lz)]
    pub lz: Option<pipeline::conventions::LzPreference>,
    /// A container layout file (`.chr`, `.mmd` or `.mtd`; its `format` line says which), read
    /// instead of the built-in one; repeat for several formats. Write one with `dewrip layout
    /// infer`, or copy and edit a built-in one (`dewrip layout show chr`).
    #[arg(long = "layout", value_name = "LAYOUT.toml")]
    pub layouts: Vec<std::path::PathBuf>,
}

fn parse_lz(s: &str) -> Result<pipeline::conventions::LzPreference, String> {
    match s {
        "native" => Ok(pipeline::conventions::LzPreference::Native),
        "exe" => Ok(pipeline::conventions::LzPreference::Exe),
        _ => Err(format!("'{s}' is not native or exe")),
    }
}

impl ConventionArgs {
    /// The overrides these flags give, with a rotation order from another flag.
    pub fn overrides(&self, order: Option<pipeline::RotationOrder>) -> pipeline::Overrides<'_> {
        pipeline::Overrides {
            record_lengths: self.record_lengths.as_deref(),
            record_layouts: self.record_layouts.as_deref(),
            order,
            lz: self.lz,
            layouts: self.layouts.iter().map(std::path::PathBuf::as_path).collect(),
        }
    }
}
