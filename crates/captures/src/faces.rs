//! The model side: a decoded `.chr`'s textured faces (texture, CLUT, texel UVs, pool slots) and
//! its posed vertex pool, node-local vertices kept for the bit-exact projection.

use dewprism::anim::RotationOrder;
use dewprism::chr::model::{self, Gte};
use dewprism::chr::Chr;
use dewprism::records::{DrawState, UvRef};

/// One textured face of the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelFace {
    /// Index among the model's textured faces (stream order over all blocks).
    pub index: usize,
    /// Texture index.
    pub texture: u8,
    /// CLUT index.
    pub clut: u8,
    /// 3 or 4 corners in GPU order.
    pub corners: Vec<Corner>,
}

/// One face corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Corner {
    /// Pool slot.
    pub slot: u32,
    /// Texel in the face's texture (before placement in VRAM).
    pub texel: [u32; 2],
}

/// The model posed at one tick: textured faces plus, per pool slot, the last writer's node,
/// its node-local vertex and the posed position (GTE units, Y down, −Z front).
#[derive(Debug, Clone)]
pub struct PosedModel {
    /// Textured faces.
    pub faces: Vec<ModelFace>,
    /// All faces (textured or not), as pool-slot lists, for centroids.
    pub all_faces: usize,
    /// Per pool slot: `(node, local vertex, posed position)`; `None` if no part writes it.
    pub slots: Vec<Option<Slot>>,
    /// Node world transforms at the pose.
    pub worlds: Vec<Gte>,
    /// The face texture, if the model has a face descriptor.
    pub face_texture: Option<u8>,
}

/// One pool slot after every part wrote it **[published rule: last write wins]**.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slot {
    /// The node of the last part that wrote the slot.
    pub node: u8,
    /// The node-local vertex (what the game hands RTPS).
    pub local: [i16; 3],
    /// Posed position, GTE units.
    pub posed: [f32; 3],
}

/// Poses `chr` with `clip` at `tick` through the one rig layer (`dewprism::chr::model`).
pub fn pose(chr: &Chr, clip: usize, tick: u32, order: RotationOrder) -> PosedModel {
    let locals = model::locals(chr, Some((clip, tick)), order);
    let worlds = model::worlds(chr, &locals);
    let posed = model::pool(chr, &worlds);
    let mut slots: Vec<Option<Slot>> = vec![None; usize::from(chr.pool_size)];
    for p in &chr.parts {
        for (i, v) in p.vertices.iter().enumerate() {
            let at = usize::from(p.pool_base).saturating_add(i);
            let pos = posed.get(at).copied().flatten();
            if let (Some(s), Some((pos, _))) = (slots.get_mut(at), pos) {
                *s = Some(Slot { node: p.node, local: *v, posed: pos });
            }
        }
    }
    let mut faces = Vec::new();
    let mut all_faces = 0usize;
    for b in &chr.blocks {
        let mut st = DrawState::default();
        for r in &b.records {
            let Some(p) = r.resolve(&mut st) else { continue };
            all_faces = all_faces.saturating_add(1);
            let Some(tile) = p.tile.and_then(|t| chr.tiles.get(usize::from(t))) else {
                continue;
            };
            let mut corners = Vec::with_capacity(p.n);
            for (slot, uv) in p.used_slots().iter().zip(p.uv) {
                let texel = match uv {
                    UvRef::Fine(uv) => tile.texel(uv),
                    UvRef::Coarse(c) => tile.coarse_texel(c),
                    UvRef::None => continue,
                };
                corners.push(Corner { slot: *slot, texel });
            }
            if corners.len() == p.n {
                faces.push(ModelFace {
                    index: faces.len(),
                    texture: tile.texture,
                    clut: tile.clut,
                    corners,
                });
            }
        }
    }
    PosedModel { faces, all_faces, slots, worlds, face_texture: chr.face.map(|f| f.texture) }
}

impl PosedModel {
    /// The posed position of a slot.
    pub fn position(&self, slot: u32) -> Option<[f32; 3]> {
        let i = usize::try_from(slot).ok()?;
        self.slots.get(i).copied().flatten().map(|s| s.posed)
    }

    /// The centroid of every written slot (the body centre), GTE units.
    pub fn body_centre(&self) -> Option<[f64; 3]> {
        centroid(self.slots.iter().flatten().map(|s| s.posed))
    }

    /// The centroid of the corners of faces using the face texture.
    pub fn face_centroid(&self) -> Option<[f64; 3]> {
        let ft = self.face_texture?;
        centroid(
            self.faces
                .iter()
                .filter(|f| f.texture == ft)
                .flat_map(|f| &f.corners)
                .filter_map(|c| self.position(c.slot)),
        )
    }
}

/// Mean of points, `None` when there are none.
pub fn centroid(points: impl Iterator<Item = [f32; 3]>) -> Option<[f64; 3]> {
    let mut sum = [0.0f64; 3];
    let mut n = 0u32;
    for p in points {
        for (s, x) in sum.iter_mut().zip(p) {
            *s += f64::from(x);
        }
        n = n.saturating_add(1);
    }
    (n > 0).then(|| sum.map(|s| s / f64::from(n)))
}
