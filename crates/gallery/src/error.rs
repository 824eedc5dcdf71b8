//! What can go wrong building the gallery.

/// What can go wrong building the gallery.
#[derive(Debug, thiserror::Error)]
pub enum GalleryError {
    /// Writing a file or folder failed.
    #[error("writing {path}: {source}")]
    Io {
        /// The file or folder.
        path: std::path::PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// PNG encoding failed.
    #[error("encoding a PNG: {0}")]
    Png(String),
    /// JSON encoding failed.
    #[error("encoding JSON: {0}")]
    Json(String),
    /// A thumbnail size outside 1..=max.
    #[error("thumbnail size {size} is outside 1..={max}")]
    ThumbnailSize {
        /// The size asked for.
        size: u32,
        /// The largest accepted.
        max: u32,
    },
    /// The avatar file is not a VRM.
    #[error("the avatar: {reason}")]
    Avatar {
        /// What is wrong with it.
        reason: String,
    },
    /// Exporting a model failed (the exporter's message).
    #[error("exporting {model}: {message}")]
    Export {
        /// The model's name.
        model: String,
        /// What the exporter said.
        message: String,
    },
}
