//! Container layouts inferred from the files' own structure (`dewrip layout infer`).
//!
//! The published facts say what a character file holds (a skeleton whose parents precede their
//! children, rigid parts writing one shared vertex pool, face-record streams that land 0–3 bytes
//! before the next structure, tiles, LZ textures of width·height/2 texels with raw CLUTs,
//! velocity-coded clips); nothing says where. The inference looks for each structure by what it
//! must be, relative to the *places* a container names (header words read as offsets, size
//! chains, tagged chunks, offsets inside sections), and keeps the rule — where the table starts,
//! how many entries, the entry's shape — that holds in every file. The result is a
//! [`container::Layout`] a person can read and edit, with its evidence per item.
#![forbid(unsafe_code)]
// [provisional] Work in progress: the finders' offset arithmetic is not yet all checked
// (saturating/checked) nor every slice access `get`; until it is, these two workspace lints
// are allowed here (inputs are bounded by the file length; see the report of issue 21).
#![allow(clippy::type_complexity)]

pub mod chain;
pub mod channels;
pub mod chr;
pub mod expr;
pub mod file;
pub mod image;
pub mod kept;
pub mod list;
pub mod nodes;
pub mod parts;
pub mod places;
pub mod rules;
pub mod search;
pub mod solve;
pub mod streams;
pub mod svec;

pub use chr::{infer, Finding, InferError, Inferred, Input};
pub use file::Sample;
