//! Errors reading or writing `.mmd` and `.mtd` files.

use cursor::{OutOfBounds, WriteError};
use thiserror::Error;

use crate::records::{Problem, RecordWriteError};

/// Why a map file could not be read or written. Offsets are file offsets.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MapError {
    /// A read ran past the end of the file.
    #[error(transparent)]
    Bounds(#[from] OutOfBounds),
    /// The container layout does not give what the decoder reads, or does not fit the file:
    /// the error names the layout line and the file offset.
    #[error(transparent)]
    Layout(#[from] crate::layouts::ParseError),
    /// A field's value is missing or does not fit what the decoder stores.
    #[error(transparent)]
    Field(#[from] crate::layouts::FieldError),
    /// A required item is absent in this file.
    #[error("the layout's {item} is absent in this file")]
    Missing {
        /// The item.
        item: &'static str,
    },
    /// A header field outside its domain.
    #[error("header @{offset:#04x}: {what} is {found}, expected {expected}: not a map file in dewrip's layout")]
    Header {
        /// Field offset.
        offset: usize,
        /// Which field.
        what: &'static str,
        /// Expected domain.
        expected: &'static str,
        /// Value found.
        found: u32,
    },
    /// A section offset outside the file or misaligned.
    #[error("header: {what} offset {offset:#x} is outside the file (..{len:#x}), before the header, or not 4-aligned")]
    SectionOffset {
        /// Which section.
        what: &'static str,
        /// The offset found.
        offset: u32,
        /// File length.
        len: usize,
    },
    /// A piece's vertex array or record stream is not where the layout puts it.
    #[error("piece {piece}: {what} @{found:#x}, expected @{expected:#x}")]
    PieceOffset {
        /// Piece.
        piece: usize,
        /// Which offset.
        what: &'static str,
        /// Found.
        found: usize,
        /// Expected.
        expected: usize,
    },
    /// A piece's record stream failed a landing or domain check.
    #[error("piece {piece}: {problem}")]
    Stream {
        /// Piece.
        piece: usize,
        /// What went wrong.
        problem: Problem,
    },
    /// A placement names a piece that does not exist.
    #[error(
        "placement {index} @{offset:#x}: piece {found} out of domain (the map has {count} pieces)"
    )]
    PlacementPiece {
        /// Placement.
        index: usize,
        /// Its offset.
        offset: usize,
        /// Piece found.
        found: u8,
        /// Piece count.
        count: usize,
    },
    /// A placement's rotation byte has reserved bits set.
    #[error(
        "placement {index} @{offset:#x}: rotation byte {found:#04x}, expected 0..=3 quarter turns"
    )]
    PlacementRotation {
        /// Placement.
        index: usize,
        /// Its offset.
        offset: usize,
        /// Byte found.
        found: u8,
    },
    /// A walk face names a vertex outside the walk mesh.
    #[error(
        "walk face {face} @{offset:#x}: vertex {found} out of domain (the walk mesh has {count})"
    )]
    WalkVertex {
        /// Face.
        face: usize,
        /// Its offset.
        offset: usize,
        /// Index found.
        found: u16,
        /// Vertex count.
        count: usize,
    },
    /// A walk face's attribute is not below the header's attribute count.
    #[error(
        "walk face {face} @{offset:#x}: attribute {found} out of domain (header says {count})"
    )]
    WalkAttribute {
        /// Face.
        face: usize,
        /// Its offset.
        offset: usize,
        /// Attribute found.
        found: u8,
        /// Attribute count.
        count: u8,
    },
    /// A CLUT entry's rectangle is not a 16×1 row in the lower half of VRAM.
    #[error("CLUT {index} @{offset:#x}: rectangle ({x},{y}) {w}×{h}, expected a 16×1 row at y 256..=511")]
    ClutRect {
        /// CLUT.
        index: usize,
        /// Its offset.
        offset: usize,
        /// VRAM x.
        x: u16,
        /// VRAM y.
        y: u16,
        /// Width.
        w: u16,
        /// Height.
        h: u16,
    },
    /// A tile outside its domain.
    #[error("tile {index} (ID {id}) @{offset:#x}: {what}")]
    Tile {
        /// Tile number.
        index: usize,
        /// Tile ID.
        id: u16,
        /// Its offset.
        offset: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// A texture size outside 2..=256 (even) × 1..=256.
    #[error("texture {index}: size {width}×{height}, expected an even width 2..=256 and a height 1..=256")]
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
    /// A texture's LZ blob does not decode.
    #[error("texture {index}: LZ blob @{offset:#x}: {source}")]
    Lz {
        /// Texture.
        index: usize,
        /// Blob offset.
        offset: usize,
        /// The decoder's error.
        #[source]
        source: crate::unpack::UnpackError,
    },
    /// A texture's blob decodes to the wrong length, or not cleanly.
    #[error("texture {index}: LZ blob @{offset:#x} gives {found} bytes using {used} of {len} input bytes; expected {expected} bytes, input used to within 4 bytes")]
    TextureLength {
        /// Texture.
        index: usize,
        /// Blob offset.
        offset: usize,
        /// Expected bytes (`width·height/2`).
        expected: usize,
        /// Bytes produced.
        found: usize,
        /// Input bytes used.
        used: usize,
        /// Blob length.
        len: usize,
    },
    /// The writer was given more items than the layout can count.
    #[error("cannot write: {count} {what}, the layout holds at most {max}")]
    TooMany {
        /// What.
        what: &'static str,
        /// How many.
        count: usize,
        /// The most allowed.
        max: usize,
    },
    /// The writer was given a value the layout cannot hold.
    #[error("cannot write: {what}")]
    Unwritable {
        /// What.
        what: &'static str,
    },
    /// The writer was given a count or offset its field cannot hold.
    #[error("cannot write: {0}")]
    Write(#[from] WriteError),
    /// The writer was given a record the layout cannot hold.
    #[error("cannot write: piece {piece}, record {record}: {source}")]
    RecordWrite {
        /// Piece.
        piece: usize,
        /// Record number in the piece's stream.
        record: usize,
        /// Why.
        #[source]
        source: RecordWriteError,
    },
}
