//! Errors reading a `.chr`.

use cursor::{OutOfBounds, WriteError};
use thiserror::Error;

/// Why a `.chr` could not be read or written. Offsets are file offsets.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ChrError {
    /// A read ran past the end of the file.
    #[error(transparent)]
    Bounds(#[from] OutOfBounds),
    /// The container layout does not give what the decoder reads, or does not fit the file
    /// (an item past the end, a check that does not hold, a count the file cannot hold …): the
    /// error names the layout line and the file offset.
    #[error(transparent)]
    Layout(#[from] crate::layouts::ParseError),
    /// A required item is absent in this file.
    #[error("the layout's {item} is absent in this file")]
    Missing {
        /// The item.
        item: &'static str,
    },
    /// A field's value is missing or does not fit what the decoder stores.
    #[error(transparent)]
    Field(#[from] crate::layouts::FieldError),
    /// The skeleton section does not start with the magic.
    #[error("skeleton @{offset:#x}: magic {found:#010x}, expected 0x12345678")]
    Magic {
        /// Where.
        offset: usize,
        /// Found.
        found: u32,
    },
    /// A node's parent does not precede it.
    #[error("skeleton: node {node} has parent {parent}, which does not precede it")]
    Parent {
        /// Node.
        node: usize,
        /// Parent found.
        parent: u8,
    },
    /// A tree stored as first child and next sibling that is no tree.
    #[error("skeleton: node {node}: {why}")]
    Tree {
        /// Node.
        node: usize,
        /// What is wrong.
        why: String,
    },
    /// Too many nodes.
    #[error("skeleton: {found} nodes, at most 255 are addressable")]
    Nodes {
        /// Found.
        found: usize,
    },
    /// A node reference out of the skeleton's domain.
    #[error("{what} {index}: node {found} out of domain (the skeleton has {count} nodes)")]
    NodeRef {
        /// Structure.
        what: &'static str,
        /// Its index.
        index: usize,
        /// The node found.
        found: u8,
        /// Node count.
        count: usize,
    },
    /// A part writes beyond the pool.
    #[error("part {part}: slots {base}..{end} exceed the vertex pool of {pool}")]
    PartPool {
        /// Part.
        part: usize,
        /// First slot.
        base: u16,
        /// One past the last slot.
        end: usize,
        /// Pool size.
        pool: u16,
    },
    /// A face-record block failed its checks.
    #[error("block {block}: {problem}")]
    Block {
        /// Block index.
        block: usize,
        /// What went wrong.
        problem: crate::records::Problem,
    },
    /// A tile lies outside its texture, or names a missing texture/CLUT.
    #[error("tile {tile}: {why}")]
    Tile {
        /// Tile index.
        tile: usize,
        /// Explanation.
        why: String,
    },
    /// A texture's size is invalid.
    #[error("texture {index}: {width}x{height} is not a valid 4bpp size (even width, 1..=256)")]
    TextureSize {
        /// Texture.
        index: usize,
        /// Width.
        width: u16,
        /// Height.
        height: u16,
    },
    /// The textures declare more texel bytes than a file may hold.
    #[error("texture {index}: the textures so far declare {total} texel bytes, more than the {max} one file may hold (twice the PS1's VRAM)")]
    TextureBudget {
        /// The texture that went over.
        index: usize,
        /// Texel bytes declared up to it.
        total: usize,
        /// [`crate::unpack::MAX_TEXEL_BYTES`].
        max: usize,
    },
    /// A texture's LZ blob failed.
    #[error("texture {index} LZ blob @{offset:#x}: {source}")]
    Lz {
        /// Texture.
        index: usize,
        /// Blob offset.
        offset: usize,
        /// The decoder's error.
        #[source]
        source: crate::unpack::UnpackError,
    },
    /// A texture decompressed to the wrong size.
    #[error("texture {index}: LZ declares {found} bytes, a {width}x{height} 4bpp texture needs {expected}")]
    TextureLength {
        /// Texture.
        index: usize,
        /// Width.
        width: u16,
        /// Height.
        height: u16,
        /// Needed.
        expected: usize,
        /// Declared.
        found: usize,
    },
    /// The face descriptor names a missing texture.
    #[error("face descriptor: texture {found} out of domain ({count} textures)")]
    FaceTexture {
        /// Found.
        found: u8,
        /// Texture count.
        count: usize,
    },
    /// The animation section failed.
    #[error("animation section: {0}")]
    Anim(#[from] crate::anim::AnimError),
    /// The writer was given a value its field cannot hold.
    #[error("cannot write the .chr: {0}")]
    Write(#[from] WriteError),
    /// The writer was given a record the layout cannot hold.
    #[error("cannot write the .chr: block {block}, record {record}: {source}")]
    RecordWrite {
        /// Block index.
        block: usize,
        /// Record number in the block.
        record: usize,
        /// Why.
        #[source]
        source: crate::records::RecordWriteError,
    },
    /// The writer was given a structure the layout cannot express.
    #[error("cannot write the .chr: {what}")]
    Unwritable {
        /// What.
        what: &'static str,
    },
}
