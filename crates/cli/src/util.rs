//! What every command shares: JSON on stdout, progress bars on a terminal, warnings, sizes.
use std::io::{IsTerminal, Write};
use std::sync::RwLock;

use indicatif::{ProgressBar, ProgressStyle};
use pipeline::Error;

/// Prints one JSON document on stdout (pretty, one trailing newline).
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), Error> {
    let doc = pipeline::stages::demo::json_document(value)?;
    let mut out = std::io::stdout().lock();
    out.write_all(&doc).and_then(|()| out.flush()).or_else(|e| {
        // A closed pipe (`| head`) is not an error of the run.
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

/// Prints the conventions' fallback warnings (loud: they change what is decoded).
pub fn warn_conventions(c: &pipeline::Conventions) {
    for w in &c.warnings {
        warn(w);
    }
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
    fn start(&self, label: &'static str, len: u64) {
        if !self.shown {
            return;
        }
        let pb = ProgressBar::new(len);
        pb.set_style(
            ProgressStyle::with_template("{msg:>12} [{bar:40}] {pos}/{len} {elapsed_precise}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
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

/// Human-readable byte counts.
pub fn human_bytes(n: u64) -> String {
    let mut v = n as f64;
    let mut unit = "B";
    for u in ["KiB", "MiB", "GiB"] {
        if v < 1024.0 {
            break;
        }
        v /= 1024.0;
        unit = u;
    }
    if unit == "B" {
        format!("{n} B")
    } else {
        format!("{v:.1} {unit}")
    }
}

/// The `--record-lengths` / `--record-layouts` / `--order` overrides.
pub fn overrides<'a>(
    record_lengths: Option<&'a std::path::Path>,
    record_layouts: Option<&'a std::path::Path>,
    order: Option<dewprism::anim::RotationOrder>,
) -> pipeline::Overrides<'a> {
    pipeline::Overrides { record_lengths, record_layouts, order }
}
