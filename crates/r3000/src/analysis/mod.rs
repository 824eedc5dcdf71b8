#![doc = include_str!("../../../../docs/formats/exe.md")]
//!
//! ---
//!
//! Analyses that run the EXE's own code: the face-record layout of the draw dispatch
//! ([`layouts`]). The method and what is provisional: `docs/formats/exe.md`.

pub mod layouts;
pub mod primitive;

pub use layouts::{record_layouts, LayoutError, LayoutOptions, LayoutReport};
