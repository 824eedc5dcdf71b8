#![doc = include_str!("../../../../docs/formats/exe.md")]
//!
//! ---
//!
//! Analyses that run the EXE's own code: the face-record layout of the draw dispatch
//! ([`layouts`]). The method and what is provisional: `docs/formats/exe.md`.

mod arena;
pub mod layouts;
mod perturb;
pub mod primitive;
mod run;
mod state;
mod steer;

pub use layouts::{record_layouts, LayoutError, LayoutOptions, LayoutReport};
