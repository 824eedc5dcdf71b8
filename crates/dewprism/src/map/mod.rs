//! Maps: `.mmd` geometry (pieces, placements, walk mesh) and `.mtd` textures, the published
//! pairing rule, checks, and conversion to `scene::Model` with instancing kept.
//!
//! Layouts: `docs/formats/mmd.md` ([`mmd`]) and `docs/formats/mtd.md` ([`mtd`]). The face
//! records are the characters' (`crate::chr::record`, the shared draw dispatch).
//!
//! * [`decode`]: one `.mmd` with its `.mtd` → `scene::Model`.
//! * [`pair()`]: walk back from every `.mmd` to the first `.mtd` covering ≥ 95 % of its tile
//!   references **[published rule]**.
//! * [`verify()`]: landing and domain checks per map plus the pairing summary.

mod error;
pub mod mmd;
pub mod model;
pub mod mtd;
pub mod pair;
pub mod verify;

pub use error::MapError;
pub use model::{decode, to_model};
pub use pair::{disc_files, pair, PairRow, Pairing, Unpaired, COVERAGE_THRESHOLD};
pub use verify::{verify, MapCheck, MapReport, MapSummary};

use crate::chr::record::Record;

/// A decoded `.mmd`. Owned, comparable: `mmd::read(&mmd::write(&m)?, &BUILTIN) == m`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Mmd {
    /// Walk attribute count K: every walk face's attribute is below it.
    pub walk_attributes: u8,
    /// Pieces (each its own vertex pool and face records).
    pub pieces: Vec<Piece>,
    /// Placements of pieces.
    pub placements: Vec<Placement>,
    /// The walkable-area mesh.
    pub walk: WalkMesh,
}

impl Mmd {
    /// Textured face records' tile IDs, one per reference (a quad counts once).
    pub fn tile_refs(&self) -> impl Iterator<Item = u16> + '_ {
        self.pieces.iter().flat_map(|p| {
            let mut st = crate::chr::record::DrawState::default();
            p.records.iter().filter_map(move |r| r.resolve(&mut st).and_then(|p| p.tile))
        })
    }

    /// Face records over all pieces (state records excluded), counted once per piece.
    pub fn face_count(&self) -> usize {
        self.pieces.iter().flat_map(|p| &p.records).filter(|r| r.is_face()).count()
    }
}

/// One piece: a vertex pool and the face records that draw it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Piece {
    /// Piece-local vertices, GTE units.
    pub vertices: Vec<[i16; 3]>,
    /// Face records in stream order.
    pub records: Vec<Record>,
}

/// One placement of a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Placement {
    /// Piece index.
    pub piece: u8,
    /// Quarter turns about the vertical axis, 0..=3 **[published: 90° steps]**.
    pub turns: u8,
    /// Position in map space, GTE units.
    pub position: [i16; 3],
}

/// The walkable-area mesh **[published: stored besides the render mesh]**.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WalkMesh {
    /// Vertices in map space, GTE units.
    pub vertices: Vec<[i16; 3]>,
    /// Triangles.
    pub faces: Vec<WalkFace>,
}

/// One walk-mesh triangle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct WalkFace {
    /// Vertex indices.
    pub v: [u16; 3],
    /// Surface attribute (uninterpreted).
    pub attribute: u8,
}

/// A decoded `.mtd`. Owned, comparable: `mtd::read(&mtd::write(&t)?) == t`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Mtd {
    /// CLUTs with their VRAM positions.
    pub cluts: Vec<Clut>,
    /// Tiles, ascending by ID.
    pub tiles: Vec<Tile>,
    /// Textures (decompressed 4bpp texels).
    pub textures: Vec<Texture>,
}

impl Mtd {
    /// The tile with ID `id` (tiles are sorted by ID).
    pub fn tile(&self, id: u16) -> Option<&Tile> {
        self.tiles.binary_search_by_key(&id, |t| t.id).ok().and_then(|i| self.tiles.get(i))
    }
}

/// A raw 16-colour CLUT and where it goes in VRAM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clut {
    /// VRAM x.
    pub x: u16,
    /// VRAM y, 256..=511.
    pub y: u16,
    /// PS1 colours (bit 15 = STP).
    pub colors: [u16; 16],
}

/// A texture tile: an ID naming a rectangle of one texture seen through one CLUT.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    /// The ID face records use.
    pub id: u16,
    /// Texture index.
    pub texture: u8,
    /// CLUT index.
    pub clut: u8,
    /// Left, texels.
    pub x: u8,
    /// Top, texels.
    pub y: u8,
    /// Width, texels.
    pub w: u8,
    /// Height, texels.
    pub h: u8,
}

/// Coarse-uv scale: a nibble counts 15ths of the tile (as for characters).
pub const COARSE_STEPS: u32 = crate::chr::COARSE_STEPS;

impl Tile {
    /// Texel of a fine uv (relative to the tile origin).
    pub fn texel(&self, uv: [u8; 2]) -> [u32; 2] {
        crate::chr::tile_texel(self.x, self.y, uv)
    }

    /// Texel of a coarse uv byte (u in bits 0–3, v in 4–7, 15ths of the tile).
    pub fn coarse_texel(&self, c: u8) -> [u32; 2] {
        crate::chr::tile_coarse_texel(self.x, self.y, self.w, self.h, c)
    }
}

/// A 4bpp texture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texture {
    /// Width in texels (even).
    pub width: u16,
    /// Height in texels.
    pub height: u16,
    /// Packed 4bpp texels, low nibble first, `width * height / 2` bytes.
    pub texels: Vec<u8>,
}
