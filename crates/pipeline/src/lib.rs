//! dewrip's pipeline library: between the format crates and the `dewrip` binary.
//!
//! * [`damage`]: a truncated or unreadable image, named by every command.
//! * [`disc`]: a disc opened with its hidden table, name tables and boot EXE.
//! * [`conventions`]: where record lengths, record layouts and the rotation order come from —
//!   one function ([`conventions::Conventions::resolve`]), the source always reported.
//! * [`rerun`]: a run into a folder holding an earlier run's output cleans what that run's
//!   manifest says it wrote.
//! * [`select`]: the distinct characters and maps and their output names; `--only`.
//! * [`output`]: every output path of a run planned and checked before anything is written;
//!   writes that are all-or-nothing without a temporary file per file; SIGINT/SIGTERM cleanup.
//! * [`stages`]: one function per CLI command, each returning the report the command prints
//!   (the JSON of `--json` is that report serialized).
//! * [`warnings`]: warnings as people read them (the per-type layout notes as one line).
//! * [`error`]: one error type with a blame split (I/O, format, limits, usage).
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod conventions;
pub mod damage;
pub mod disc;
pub mod error;
pub use output;
pub mod rerun;
pub mod select;
pub mod stages;
pub mod warnings;

pub use conventions::{Conventions, Overrides};
pub use damage::Damage;
pub use dewprism::anim::RotationOrder;
pub use dewprism::{Provenance, Source, Sourced};
pub use disc::Disc;
pub use error::{Blame, Error, Result};

/// Progress of long work, shown by a front end (a terminal bar) or ignored ([`Quiet`]).
pub trait Progress: Sync {
    /// A new phase of `len` steps.
    fn start(&self, label: &'static str, len: u64);
    /// `n` steps done.
    fn inc(&self, n: u64);
    /// The phase is over.
    fn finish(&self);
}

/// No progress display.
#[derive(Debug, Clone, Copy, Default)]
pub struct Quiet;

impl Progress for Quiet {
    fn start(&self, _: &'static str, _: u64) {}
    fn inc(&self, _: u64) {}
    fn finish(&self) {}
}

/// A byte count for people: `812 B`, `71.9 KiB`, `303.4 MiB`.
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
