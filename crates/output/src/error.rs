//! What can go wrong while writing: the operating system, a full disk, a path outside the
//! plan, or a signal. Each message names the file once and carries the cause's text.
use std::path::PathBuf;

/// An OS error on a file or folder, naming it once; a full disk is said as such. Shared by
/// every error type that reports files (the writer's and the pipeline's).
#[derive(Debug, thiserror::Error)]
pub enum IoError {
    /// An OS error.
    #[error("{action} {}: {source}", path.display())]
    Os {
        /// What was being done: `cannot create`, `cannot write`, …
        action: &'static str,
        /// The file or folder.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The disk (or the quota) filled up while a file was written.
    #[error("disk full while writing {}", path.display())]
    DiskFull {
        /// The file being written.
        path: PathBuf,
    },
}

impl IoError {
    /// An OS error on `path`; a full disk becomes [`IoError::DiskFull`].
    pub fn new(action: &'static str, path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        let path = path.into();
        if is_disk_full(&source) {
            return IoError::DiskFull { path };
        }
        IoError::Os { action, path, source }
    }

    /// The file or folder.
    pub fn path(&self) -> &std::path::Path {
        match self {
            IoError::Os { path, .. } | IoError::DiskFull { path } => path,
        }
    }
}

/// Why a path cannot be claimed.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, thiserror::Error)]
pub enum Clash {
    /// Another output has the same path (ignoring case).
    #[error("{path} is also the path of {other} (paths are compared ignoring case)")]
    Same {
        /// The path asked for.
        path: String,
        /// The output already there.
        other: String,
    },
    /// A file of the run sits where this path needs a folder, or this file where another
    /// output needs a folder.
    #[error("{path} and {other} cannot both exist (one needs the other as a folder)")]
    FileVersusFolder {
        /// The path asked for.
        path: String,
        /// The output in the way.
        other: String,
    },
    /// Not a safe relative path.
    #[error("{path} is not a safe relative path ({reason})")]
    Unsafe {
        /// The path.
        path: String,
        /// Why.
        reason: &'static str,
    },
}

/// An error of a [`crate::Writer`].
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An OS error on a file or folder (a full disk included).
    #[error(transparent)]
    Io(#[from] IoError),
    /// A path handed to the writer is not a safe relative path (a caller's mistake: paths come
    /// from a [`crate::Plan`]).
    #[error("{0}")]
    Path(#[from] Clash),
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
    /// An OS error on `path` (see [`IoError::new`]).
    pub fn io(action: &'static str, path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io(IoError::new(action, path, source))
    }
}

/// Whether an OS error means the disk or the quota is full (ENOSPC, EDQUOT).
pub fn is_disk_full(e: &std::io::Error) -> bool {
    matches!(e.kind(), std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded)
        || matches!(e.raw_os_error(), Some(28 | 122))
}
