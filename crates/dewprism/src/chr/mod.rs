#![doc = include_str!("../../../../docs/formats/chr.md")]

mod error;
pub mod model;
mod read;
pub mod record;
pub mod verify;
mod write;

pub use error::ChrError;
pub use read::read;
pub use record::Record;
pub use write::write;

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

/// A texture tile: a rectangle of one texture seen through one CLUT.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    /// Texture index.
    pub texture: u8,
    /// CLUT index.
    pub clut: u8,
    /// Left edge, texels.
    pub x: u8,
    /// Top edge, texels.
    pub y: u8,
    /// Width, texels.
    pub w: u8,
    /// Height, texels.
    pub h: u8,
}

/// A 4bpp texture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texture {
    /// Width in texels.
    pub width: u16,
    /// Height in texels.
    pub height: u16,
    /// Packed 4bpp texels, low nibble first, `width * height / 2` bytes.
    pub texels: Vec<u8>,
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

/// Coarse-uv scale: a nibble counts 15ths of the tile.
pub const COARSE_STEPS: u32 = 15;

/// Texel coordinates of a fine uv relative to a tile's origin (`x`, `y`). Shared by character
/// and map tiles, which address texels the same way.
pub fn tile_texel(x: u8, y: u8, uv: [u8; 2]) -> [u32; 2] {
    [u32::from(x).saturating_add(u32::from(uv[0])), u32::from(y).saturating_add(u32::from(uv[1]))]
}

/// Texel coordinates of a coarse uv byte (u in bits 0–3, v in 4–7, 15ths of the tile) in a tile
/// at (`x`, `y`) of size `w`×`h`. Shared by character and map tiles.
pub fn tile_coarse_texel(x: u8, y: u8, w: u8, h: u8, c: u8) -> [u32; 2] {
    let u = u32::from(c & 0x0F);
    let v = u32::from(c >> 4);
    [
        u32::from(x).saturating_add(u.saturating_mul(u32::from(w)) / COARSE_STEPS),
        u32::from(y).saturating_add(v.saturating_mul(u32::from(h)) / COARSE_STEPS),
    ]
}

impl Tile {
    /// Texel coordinates of a fine uv (relative to the tile origin).
    pub fn texel(&self, uv: [u8; 2]) -> [u32; 2] {
        tile_texel(self.x, self.y, uv)
    }

    /// Texel coordinates of a coarse uv byte (u in bits 0–3, v in 4–7, 15ths of the tile).
    pub fn coarse_texel(&self, c: u8) -> [u32; 2] {
        tile_coarse_texel(self.x, self.y, self.w, self.h, c)
    }
}
