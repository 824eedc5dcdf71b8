//! Maps: `.mmd` geometry (pieces, placements, walk mesh) and `.mtd` textures, the published
//! pairing rule, checks, and conversion to `scene::Model` with instancing kept.
//!
//! Layouts: `docs/formats/mmd.md` ([`mmd`]) and `docs/formats/mtd.md` ([`mtd`]). The face
//! records are the characters' ([`crate::records`], the shared draw dispatch).
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
pub use verify::{check, verify, MapCheck, MapReport, MapSummary};

use crate::records::{DrawState, Record};
pub use crate::records::{Texture, Tile, COARSE_STEPS};

/// A decoded `.mmd`. Owned, comparable: `mmd::read(&mmd::write(&m)?, &Conventions::builtin()) == m`.
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
            let mut st = DrawState::default();
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

/// A decoded `.mtd`. Owned, comparable: `mtd::read(&mtd::write(&t)?, &Conventions::builtin()) == t`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Mtd {
    /// CLUTs with their VRAM positions.
    pub cluts: Vec<Clut>,
    /// Tiles, ascending by ID.
    pub tiles: Vec<MtdTile>,
    /// Textures (decompressed 4bpp texels).
    pub textures: Vec<Texture>,
}

impl Mtd {
    /// The tile with ID `id` (tiles are sorted by ID).
    pub fn tile(&self, id: u16) -> Option<&Tile> {
        let i = self.tiles.binary_search_by_key(&id, |t| t.id).ok()?;
        self.tiles.get(i).map(|t| &t.tile)
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

/// A `.mtd` tile: the ID face records use, and the tile it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MtdTile {
    /// The ID face records use.
    pub id: u16,
    /// The rectangle, texture and CLUT.
    pub tile: Tile,
}
