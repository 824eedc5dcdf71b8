//! Where a value came from — the one provenance type every derived value travels with (record
//! layout and lengths, rotation order, LZ decoder, container layouts), so every report can say
//! it (style rule 19).

use std::fmt;

/// Where a value came from.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Derived from the boot EXE (run or read).
    Exe,
    /// Read from a file the user gave (the detail names it).
    File,
    /// Given on the command line.
    Flag,
    /// Inferred from the files' own structure (`dewrip layout infer`).
    Inferred,
    /// dewrip's built-in choice (**[provisional]** where unpublished): every report flags it.
    Builtin,
}

impl Source {
    /// `exe`, `file`, `flag`, `inferred` or `builtin`.
    pub fn label(self) -> &'static str {
        match self {
            Source::Exe => "exe",
            Source::File => "file",
            Source::Flag => "flag",
            Source::Inferred => "inferred",
            Source::Builtin => "builtin",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A source and its detail: the dispatch address, the file's path, why a fallback was taken.
/// JSON: `{"source":"exe","detail":"…"}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Provenance {
    /// Where.
    pub source: Source,
    /// The detail.
    pub detail: String,
}

impl Provenance {
    /// A provenance.
    pub fn new(source: Source, detail: impl Into<String>) -> Provenance {
        Provenance { source, detail: detail.into() }
    }
}

impl fmt::Display for Provenance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.detail.is_empty() {
            write!(f, "{}", self.source)
        } else {
            write!(f, "{} ({})", self.source, self.detail)
        }
    }
}

/// A value with its provenance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sourced<T> {
    /// The value.
    pub value: T,
    /// Where it came from.
    pub from: Provenance,
}

impl<T> Sourced<T> {
    /// `value` from `source`, with a detail.
    pub fn new(value: T, source: Source, detail: impl Into<String>) -> Sourced<T> {
        Sourced { value, from: Provenance::new(source, detail) }
    }

    /// `value`, labelled built-in.
    pub fn builtin(value: T, detail: impl Into<String>) -> Sourced<T> {
        Sourced::new(value, Source::Builtin, detail)
    }

    /// The source alone.
    pub fn source(&self) -> Source {
        self.from.source
    }

    /// The same provenance on another value.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Sourced<U> {
        Sourced { value: f(self.value), from: self.from }
    }
}
