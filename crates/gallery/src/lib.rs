//! The offline gallery: an `index.html` of every character and map with thumbnails, a viewer
//! page per model, and a budgets page — all working from `file://` with no server and no
//! network.
//!
//! * [`raster`]: thumbnails by the one deterministic software rasterizer
//!   ([`scene::raster`]; same model, same PNG).
//! * [`site`]: the site writer. It takes already-exported models ([`Item`]: GLB/VRM bytes from
//!   the `export` crate, the thumbnail, facts from the [`scene::Model`]) and writes the pages,
//!   the vendored viewer ([`VIEWER_JS`]) and one `models/<id>.js` per model holding its bytes in
//!   base64 (pages load it with a classic `<script src>`, then `GLTFLoader.parse`: `fetch` and
//!   ES modules are blocked from `file://`).
//! * [`sample`]: hand-built characters and maps (synthetic).
//!
//! The viewer bundle is three.js 0.187.0 + @pixiv/three-vrm 3.5.5 + GLTFLoader + OrbitControls,
//! built once by esbuild as an IIFE (recipe: `crates/gallery/viewer/build.sh`) and committed.
#![forbid(unsafe_code)]

pub mod raster;
pub mod sample;
pub mod site;

pub use site::{item, items, write_site, Info, Item, Part, Summary};

/// The whole gallery of `models` into `dir`: each exported with `export::glb`, thumbnailed by
/// [`raster::thumbnail`] (in parallel), then [`write_site`].
pub fn build(models: &[scene::Model], dir: &std::path::Path) -> Result<Summary, GalleryError> {
    let items = items(models, export::glb)?;
    write_site(dir, &items)
}

/// The vendored viewer bundle (three.js + three-vrm, esbuild IIFE, global `DewripViewer`).
pub const VIEWER_JS: &str = include_str!("../assets/viewer.js");

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
    /// Exporting a model failed (the exporter's message).
    #[error("exporting {model}: {message}")]
    Export {
        /// The model's name.
        model: String,
        /// What the exporter said.
        message: String,
    },
}
