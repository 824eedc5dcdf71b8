#![doc = include_str!("../../../../docs/formats/records.md")]
//!
//! The module: [`Record`] (the 14 types as values), [`RecordKind`] (what each type holds and draws),
//! [`RecordLayout`] (where each field sits; built-in, from the EXE contract, or from a file),
//! [`RecordLengths`] (how far each type advances), [`walk()`] (the one stream walker) with its
//! [`Problem`], and the shared [`Tile`]/[`Texture`]/[`blend`].

pub mod contract;
mod error;
pub mod field;
mod file;
pub mod layout;
pub mod lengths;
pub mod record;
pub mod tile;
pub mod walk;

pub use contract::{Contract, Dispatch, PerType, TypeFields, TypeOrigin};
pub use error::{RecordWriteError, StreamWriteError};
pub use field::{Colour, Field, Primitive, RecordKind, Uvs, KINDS};
pub use layout::{LayoutError, RecordLayout, TypeLayout, LAYOUT_LEN};
pub use lengths::{RecordLengths, PUBLISHED, TYPES};
pub use record::{write_stream, DrawState, Prim, Record, Rgb, Uv, UvRef};
pub use tile::{
    blend, tile_coarse_texel, tile_texel, Texture, Tile, COARSE_STEPS, FLAG_DOUBLE_SIDED, FLAG_SEMI,
};
pub use walk::{walk, Domains, Problem, Walk, MAX_PAD};
