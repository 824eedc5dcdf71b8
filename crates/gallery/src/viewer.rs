//! The vendored viewer bundle the pages load.

/// The vendored viewer bundle (three.js + three-vrm, esbuild IIFE, global `DewripViewer`).
pub const VIEWER_JS: &str = include_str!("../assets/viewer.js");
