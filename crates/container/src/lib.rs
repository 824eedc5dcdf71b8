//! Container layouts as data.
//!
//! A *layout* says where every structure of a file lives: header words (offset, width,
//! meaning), the structures they point at or size, arrays with their counts and strides, the
//! per-element data (a part's vertex array, a block's record stream, a texture's LZ blob), each
//! position an expression over what was read before. It is a text file a person can read and
//! edit (TOML; the syntax is in `docs/formats/layouts.md`), checked before use (every error
//! names the file and line), evaluated over a file's bytes by one evaluator ([`evaluate`]),
//! written back ([`to_toml`]) and translated to Kaitai Struct ([`ksy::to_ksy`]).
//!
//! The crate knows nothing of any game: what the items *mean* (which one holds skeleton nodes)
//! is the format decoder's business (`dewprism`), which reads them by name.
#![forbid(unsafe_code)]

pub mod eval;
pub mod expr;
pub mod ksy;
pub mod layout;
pub mod parse;
pub mod table;
pub mod write;

pub use eval::{
    evaluate, evaluate_partly, rebase, FitError, Instance, Limits, Options, Parsed, View,
};
pub use expr::{Expr, Width};
pub use layout::{Field, Item, Kind, Layout, Pattern, Value};
pub use parse::{check, parse, LayoutError};
pub use write::to_toml;

impl Layout {
    /// A layout made in code (by inference, or a test), checked like a file.
    pub fn build(
        format: &str,
        name: &str,
        origin: &str,
        items: Vec<Item>,
        values: Vec<Value>,
        patterns: Vec<Pattern>,
    ) -> Result<Layout, LayoutError> {
        check(Layout {
            format: format.to_string(),
            name: name.to_string(),
            doc: None,
            origin: origin.to_string(),
            ram_base: None,
            values,
            patterns,
            items,
            order: Vec::new(),
        })
    }
}
