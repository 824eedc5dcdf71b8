//! Places: offsets a container names, each with a key that means the same thing in every
//! file — a header word read as an offset, the start of the n-th section of a size chain, a
//! tagged chunk's payload, or a word inside another place read as an offset (from that place,
//! or from the file's start). Tables are looked for relative to places; rules are written in
//! them.

pub use crate::file::{chunks, find, inner, Place, ALIGNS, CHAIN_MIN, HEADER_WORDS};
