#![doc = include_str!("../../../../docs/formats/records.md")]
//!
//! The module: [`Record`] (the 14 types as values), [`Kind`] (what each type holds and draws),
//! [`RecordLayout`] (where each field sits; built-in, from the EXE contract, or from a file),
//! [`RecordLengths`] (how far each type advances), [`walk()`] (the one stream walker) with its
//! [`Problem`], the shared [`Tile`]/[`Texture`]/[`blend`], and the [`Source`] label that
//! travels with every table.

pub mod contract;
mod error;
pub mod field;
mod file;
pub mod layout;
pub mod lengths;
pub mod record;
pub mod source;
pub mod tile;
pub mod walk;

pub use contract::{Contract, Dispatch, PerType, TypeFields, TypeOrigin};
pub use error::{RecordWriteError, StreamWriteError};
pub use field::{Colour, Field, Kind, Primitive, Uvs, KINDS};
pub use layout::{LayoutError, RecordLayout, TypeLayout, LAYOUT_LEN};
pub use lengths::{RecordLengths, PUBLISHED, TYPES};
pub use record::{write_stream, DrawState, Prim, Record, Rgb, Uv, UvRef};
pub use source::{Source, Sourced};
pub use tile::{
    blend, tile_coarse_texel, tile_texel, Texture, Tile, COARSE_STEPS, FLAG_DOUBLE_SIDED, FLAG_SEMI,
};
pub use walk::{walk, Domains, Problem, Walk, MAX_PAD};

/// The record tables a decoder runs with, each labelled with where it came from. JSON:
/// `{"lengths":{"source":"exe","value":{"len":[…]}},`
/// `"layout":{"source":"file","path":…,"value":{"types":…}}}`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tables {
    /// How far each type advances.
    pub lengths: Sourced<RecordLengths>,
    /// Where each field sits.
    pub layout: Sourced<RecordLayout>,
}

impl Tables {
    /// dewrip's built-in tables, labelled `builtin`.
    pub fn builtin() -> Tables {
        Tables {
            lengths: Sourced::builtin(RecordLengths::BUILTIN),
            layout: Sourced::builtin(RecordLayout::builtin()),
        }
    }

    /// A layout with the lengths it spans, both under the layout's label (what a contract
    /// from the EXE gives: one run yields both).
    pub fn from_layout(layout: Sourced<RecordLayout>) -> Tables {
        let lengths = Sourced { source: layout.source.clone(), value: layout.value.lengths() };
        Tables { lengths, layout }
    }

    /// True when the lengths and the layout agree on every type's length (a layout is meant
    /// to be read with the lengths it was derived with; a mismatch deserves a warning).
    pub fn consistent(&self) -> bool {
        self.layout.value.lengths() == self.lengths.value
    }
}
