//! One error type for every stage, with a blame split like image-png's: the operating system
//! (`io`), the input's bytes (`format`), a budget (`limits`), the way dewrip was called
//! (`usage`), or a signal (`interrupted`).
//!
//! The message of each variant is complete on its own — it names the file and carries the
//! cause's text — so a front end prints it once and does not walk `source()` (which would print
//! the OS error a second time).
use std::path::{Path, PathBuf};

use serde::Serialize;

/// Who is to blame for an [`Error`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Blame {
    /// The operating system: a file missing, unreadable or unwritable, a full disk.
    Io,
    /// The input's bytes: not a disc image, a bad table, a name table that does not parse.
    Format,
    /// A budget: an input asks for more than dewrip accepts.
    Limits,
    /// The arguments: a flag value out of range, a selection that matches nothing.
    Usage,
    /// SIGINT or SIGTERM arrived; what the run had written was removed.
    Interrupted,
}

/// An error of a pipeline stage.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An OS error on a file or folder, or a full disk.
    #[error(transparent)]
    Io(#[from] output::IoError),
    /// The input's bytes are not what was expected.
    #[error("{message}")]
    Format {
        /// The file, where one is known.
        path: Option<PathBuf>,
        /// What was expected and found (names the file itself).
        message: String,
    },
    /// An input asks for more than a budget allows.
    #[error("{message}")]
    Limits {
        /// The file, where one is known.
        path: Option<PathBuf>,
        /// The budget and the request.
        message: String,
    },
    /// dewrip was called in a way that cannot work; the message says how to fix it.
    #[error("{message}")]
    Usage {
        /// What is wrong and what to do instead.
        message: String,
    },
    /// SIGINT or SIGTERM arrived while writing; every file of the run was removed.
    #[error("interrupted by {signal}; removed what this run had written")]
    Interrupted {
        /// `SIGINT` or `SIGTERM`.
        signal: &'static str,
    },
}

/// `Result` with [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// Who is to blame.
    pub fn blame(&self) -> Blame {
        match self {
            Error::Io(_) => Blame::Io,
            Error::Format { .. } => Blame::Format,
            Error::Limits { .. } => Blame::Limits,
            Error::Usage { .. } => Blame::Usage,
            Error::Interrupted { .. } => Blame::Interrupted,
        }
    }

    /// The file the error is about, if any.
    pub fn path(&self) -> Option<&Path> {
        match self {
            Error::Io(e) => Some(e.path()),
            Error::Format { path, .. } | Error::Limits { path, .. } => path.as_deref(),
            Error::Usage { .. } | Error::Interrupted { .. } => None,
        }
    }

    /// The process exit status for this error: 2 for usage errors, 130 / 143 for a run
    /// interrupted by SIGINT / SIGTERM (128 + the signal, as shells report it), 1 for every
    /// other run-time failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Interrupted { signal: "SIGTERM" } => 143,
            Error::Interrupted { .. } => 130,
            e if e.blame() == Blame::Usage => 2,
            _ => 1,
        }
    }

    /// An OS error on `path`; a full disk is said as such ([`output::IoError::new`]).
    pub fn io(action: &'static str, path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io(output::IoError::new(action, path, source))
    }

    /// A format error about `path`; `message` should name it.
    pub fn format(path: Option<&Path>, message: impl Into<String>) -> Error {
        Error::Format { path: path.map(Path::to_path_buf), message: message.into() }
    }

    /// A usage error; `message` says what to do instead.
    pub fn usage(message: impl Into<String>) -> Error {
        Error::Usage { message: message.into() }
    }

    /// A disc image that could not be opened or read.
    pub fn disc(path: &Path, e: disc::DiscError) -> Error {
        match e {
            disc::DiscError::Io { path, source } => Error::io("cannot read", path, source),
            other => Error::format(Some(path), with_path(path, &other.to_string())),
        }
    }

    /// A capture (GPU dump, save state, raw dump) that could not be read: a budget is a
    /// limits error, bytes that are no capture say so, everything else (a truncated GPU dump,
    /// a damaged state) is the reader's own message after the path.
    pub fn capture(path: &Path, e: captures::formats::CaptureError) -> Error {
        use captures::formats::CaptureError as C;
        match e {
            C::Io { path, source } => Error::io("cannot read", path, source),
            C::Limit { .. } => Error::Limits {
                path: Some(path.to_path_buf()),
                message: with_path(path, &e.to_string()),
            },
            C::Unknown { .. } => Error::format(
                Some(path),
                format!("{}: not a capture dewrip reads ({e})", path.display()),
            ),
            other => Error::format(Some(path), with_path(path, &other.to_string())),
        }
    }

    /// A volume (disc + hidden table) that could not be opened.
    pub fn volume(path: &Path, e: sqfs::volume::VolumeError) -> Error {
        match e {
            sqfs::volume::VolumeError::Disc(d) => Error::disc(path, d),
            other => Error::format(Some(path), with_path(path, &other.to_string())),
        }
    }

    /// The JSON form printed under `--json`:
    /// `{"error":{"kind":"io","message":"…","path":"…"}}` (`path` null when none).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "error": {
                "kind": self.blame(),
                "message": self.to_string(),
                "path": self.path().map(|p| p.display().to_string()),
            }
        })
    }
}

pub use output::is_disk_full;

impl From<output::Error> for Error {
    fn from(e: output::Error) -> Error {
        match e {
            output::Error::Io(e) => Error::Io(e),
            output::Error::Path(clash) => Error::format(None, clash.to_string()),
            output::Error::Interrupted { signal } => Error::Interrupted { signal },
        }
    }
}

/// `PATH: message`, unless the message already starts with the path (the image readers name
/// their files themselves): one mention of the path, never two.
fn with_path(path: &Path, message: &str) -> String {
    let p = path.display().to_string();
    if message.starts_with(&p) {
        message.to_string()
    } else {
        format!("{p}: {message}")
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_os_error_appears_once_with_the_path() {
        let src = std::io::Error::from_raw_os_error(2);
        let e = Error::io("cannot read", "/x/nope.cue", src);
        let text = e.to_string();
        assert_eq!(text.matches("No such file").count(), 1, "{text}");
        assert!(text.contains("/x/nope.cue"));
        assert_eq!(e.exit_code(), 1);
        assert_eq!(e.to_json()["error"]["kind"], "io");
        assert_eq!(e.to_json()["error"]["path"], "/x/nope.cue");
    }

    #[test]
    fn enospc_is_a_disk_full_error() {
        let e = Error::io("cannot write", "/out/a.bin", std::io::Error::from_raw_os_error(28));
        assert_eq!(e.to_string(), "disk full while writing /out/a.bin");
        assert_eq!(e.blame(), Blame::Io);
    }

    #[test]
    fn usage_errors_exit_2() {
        let e = Error::usage("--only RUE matched nothing");
        assert_eq!(e.exit_code(), 2);
        assert_eq!(e.to_json()["error"]["kind"], "usage");
        assert!(e.to_json()["error"]["path"].is_null());
    }
}
