//! The one GLB / glTF 2.0 reader (and the container writer beside it).
//!
//! * The container **[public: glTF 2.0 §4.4]**: a 12-byte header, a JSON chunk padded with
//!   spaces, a BIN chunk padded with zeros, every length a multiple of 4, little-endian.
//!
//!   | Offset | Size | Field |
//!   |---|---|---|
//!   | 0x00 | 4 | magic `glTF` |
//!   | 0x04 | 4 | version 2 |
//!   | 0x08 | 4 | total length |
//!   | 0x0C | 4 | JSON chunk length |
//!   | 0x10 | 4 | chunk type `JSON` (0x4E4F534A) |
//!   | 0x14 | n | JSON, padded with 0x20 |
//!   | … | 4 | BIN chunk length |
//!   | … | 4 | chunk type `BIN\0` (0x004E4942) |
//!   | … | m | binary buffer, padded with 0x00 |
//!
//!   Chunks of other types are skipped, as the specification asks.
//! * [`Document`]: the JSON parsed under a [`Limits`] budget (values, nodes, accessors, buffer
//!   bytes, accessor elements), typed accessor reads that reject NaN and infinite floats
//!   naming the accessor, and the node tree with world matrices.
//! * [`stats`]: what platforms count (renderers, triangles, material slots, bones, texture
//!   sizes), read from the JSON and the image headers alone, for files too large to read whole.
//! * [`mesh`]: every mesh node's triangles with their vertices skinned into the rest pose
//!   (up to four influences, `inverseBindMatrices`), and the VRM 0.x / 1.0 humanoid map.
//!
//! Hostile input fails fast with the limit named; nothing here panics or allocates more than
//! the limits allow.

mod container;
mod document;
mod limits;
pub mod mesh;
pub mod stats;

pub use container::{read, read_with, write, GlbError, CHUNK_BIN, CHUNK_JSON, MAGIC};
pub use document::{Accessor, Document, GltfError, NodeTree};
pub use limits::Limits;
