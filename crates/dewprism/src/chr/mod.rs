#![doc = include_str!("../../../../docs/formats/chr.md")]

mod error;
pub mod model;
mod read;
pub mod verify;
mod write;

pub use crate::records::Record;
/// The face records, shared with maps (the old path of [`crate::records`]).
pub use crate::records::{tile_coarse_texel, tile_texel, Texture, Tile, COARSE_STEPS};
pub use error::ChrError;
pub use model::decode;
pub use read::read;
pub use write::{write, write_with};

use crate::anim::Anims;

/// The magic at the start of the skeleton section, u32 @0x20 of the file **[public: S3Extract]**.
pub const MAGIC: u32 = 0x1234_5678;
/// Header length **[provisional]**.
pub const HEADER_LEN: usize = 0x20;
/// Section count stored at 0x00 **[provisional]**.
pub const SECTIONS: u32 = 5;
/// Most nodes a skeleton may declare (u8 node indices; 0xFF = no parent).
pub const MAX_NODES: usize = 255;

/// A decoded character file. Owned, comparable: `read(&write(&c)) == c`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chr {
    /// The skeleton; `None` for the magic-less variant (one implicit root node).
    pub skeleton: Option<Skeleton>,
    /// Vertex pool size in slots.
    pub pool_size: u16,
    /// Rigid parts, in the order they write the pool.
    pub parts: Vec<Part>,
    /// Face-record blocks.
    pub blocks: Vec<Block>,
    /// Tile table.
    pub tiles: Vec<Tile>,
    /// Raw 16-colour CLUTs.
    pub cluts: Vec<[u16; 16]>,
    /// Textures (decompressed 4bpp texels).
    pub textures: Vec<Texture>,
    /// Blink and mouth frames.
    pub face: Option<Face>,
    /// Animation clips.
    pub anims: Option<Anims>,
}

impl Chr {
    /// Number of nodes: the skeleton's, or 1 (the implicit root) without one.
    pub fn node_count(&self) -> usize {
        self.skeleton.as_ref().map_or(1, |s| s.nodes.len())
    }

    /// Face records of all blocks (state records excluded).
    pub fn face_count(&self) -> usize {
        self.blocks.iter().flat_map(|b| &b.records).filter(|r| r.is_face()).count()
    }

    /// Triangles after splitting quads.
    pub fn triangle_count(&self) -> usize {
        self.blocks.iter().flat_map(|b| &b.records).map(Record::triangles).sum()
    }
}

/// The skeleton section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skeleton {
    /// Nodes; a parent precedes its children.
    pub nodes: Vec<Node>,
    /// Rest rotations of the few nodes that have one **[published: 3 of Maya's 34]**.
    pub rotations: Vec<RotationEntry>,
}

impl Skeleton {
    /// Rest rotation angles of `node` (4096 = 360°), zero without an entry.
    pub fn rest_angles(&self, node: usize) -> [i16; 3] {
        self.rotations
            .iter()
            .rev()
            .find(|r| usize::from(r.node) == node)
            .map_or([0; 3], |r| r.angles)
    }
}

/// One skeleton node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// Parent node, `None` for a root.
    pub parent: Option<u8>,
    /// Rest translation relative to the parent, GTE units (Y down).
    pub translation: [i16; 3],
}

/// A rest rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RotationEntry {
    /// The node.
    pub node: u8,
    /// Angles about X, Y, Z; 4096 = 360°.
    pub angles: [i16; 3],
}

/// A rigid part: vertices local to one node, written to the pool from `pool_base`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The node the part moves with.
    pub node: u8,
    /// First pool slot written.
    pub pool_base: u16,
    /// Node-local vertices, GTE units.
    pub vertices: Vec<[i16; 3]>,
}

/// A block of face records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Records in stream order.
    pub records: Vec<Record>,
}

/// A rectangle in a texture, texels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Rect {
    /// Left.
    pub x: u8,
    /// Top.
    pub y: u8,
    /// Width.
    pub w: u8,
    /// Height.
    pub h: u8,
}

/// The face descriptor: where blink and mouth frames go **[published: six blink frames and mouth
/// pixels on disc]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Face {
    /// The face texture.
    pub texture: u8,
    /// Blink frame count (6).
    pub blink_frames: u8,
    /// Texture holding the blink frames stacked vertically.
    pub blink_texture: u8,
    /// Mouth frame count.
    pub mouth_frames: u8,
    /// Texture holding the mouth frames stacked vertically.
    pub mouth_texture: u8,
    /// Eye region of the face texture.
    pub eyes: Rect,
    /// Mouth region of the face texture.
    pub mouth: Rect,
}
