//! The measurable figure: bones with rest positions, a skinned triangle mesh, a humanoid map —
//! one form for disc models (`scene::Model`) and imported GLB/VRM files.
//!
//! Frame (binding for everything in this crate): Y up, the figure faces **−Z** (the game data's
//! and VRM 0.x's convention), so its left side is −X. Importers turn +Z-facing files.
#![allow(clippy::arithmetic_side_effects)] // f32 vector math only; integer math is checked.

use glam::Vec3;

use crate::humanoid::{self, Humanoid, MapSource};

/// An island of the mesh (triangles joined through shared vertices or positions) counts as one
/// piece of a part or segment when that holds at least this share of its skin weight
/// **[provisional]**: a separate shoe, hair strand or held book is one piece however its seams
/// are painted.
pub const ISLAND_SHARE: f32 = 2.0 / 3.0;

/// One bone (or glTF node) with its rest-pose world position.
#[derive(Debug, Clone, PartialEq)]
pub struct Bone {
    /// Name as in the file (`node05`, `J_Bip_C_Head`, …).
    pub name: String,
    /// Parent; parents precede children.
    pub parent: Option<usize>,
    /// Rest-pose world position (figure frame).
    pub position: [f32; 3],
}

/// Up to four skin influences of a vertex.
pub type Influences = [(u32, f32); 4];

/// A figure ready to be measured. Invariants (checked by [`Figure::new`]): parents precede
/// children, every influence names a bone, every triangle index names a vertex, and `uvs` and
/// `influences` have one entry per position.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// Name.
    pub name: String,
    /// Bones.
    pub bones: Vec<Bone>,
    /// Humanoid map.
    pub humanoid: Humanoid,
    /// Where the humanoid map came from (the first source that contributed).
    pub humanoid_source: MapSource,
    /// Rest-pose vertex positions (figure frame).
    pub positions: Vec<[f32; 3]>,
    /// Texture coordinates (zero when the file has none).
    pub uvs: Vec<[f32; 2]>,
    /// Skin influences per vertex (rigid models: one bone at weight 1).
    pub influences: Vec<Influences>,
    /// Triangles.
    pub triangles: Vec<[u32; 3]>,
}

/// A figure whose parts do not fit together.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FigureError {
    /// A bone's parent does not precede it.
    #[error("bone {bone}: parent {parent} does not precede it")]
    ParentOrder {
        /// The bone.
        bone: usize,
        /// Its parent.
        parent: usize,
    },
    /// An influence names a bone that does not exist.
    #[error("vertex {vertex}: joint {joint} is not one of the {bones} bones")]
    Joint {
        /// The vertex.
        vertex: usize,
        /// The joint index found.
        joint: u32,
        /// Bones present.
        bones: usize,
    },
    /// A triangle names a vertex that does not exist.
    #[error("triangle {triangle}: vertex {index} is not one of the {vertices} vertices")]
    Index {
        /// The triangle.
        triangle: usize,
        /// The index found.
        index: u32,
        /// Vertices present.
        vertices: usize,
    },
    /// Per-vertex arrays differ in length.
    #[error("{what}: {found} entries for {expected} vertices")]
    Length {
        /// Which array.
        what: &'static str,
        /// Expected length.
        expected: usize,
        /// Found length.
        found: usize,
    },
}

impl Figure {
    /// Checks the invariants and completes the humanoid map from bone names, then topology.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name: &str,
        bones: Vec<Bone>,
        mut humanoid: Humanoid,
        source: Option<MapSource>,
        positions: Vec<[f32; 3]>,
        uvs: Vec<[f32; 2]>,
        influences: Vec<Influences>,
        triangles: Vec<[u32; 3]>,
    ) -> Result<Figure, FigureError> {
        for (i, b) in bones.iter().enumerate() {
            if let Some(p) = b.parent {
                if p >= i {
                    return Err(FigureError::ParentOrder { bone: i, parent: p });
                }
            }
        }
        for (what, found) in [("uvs", uvs.len()), ("influences", influences.len())] {
            if found != positions.len() {
                return Err(FigureError::Length { what, expected: positions.len(), found });
            }
        }
        for (v, inf) in influences.iter().enumerate() {
            for &(j, w) in inf {
                if w > 0.0 && j as usize >= bones.len() {
                    return Err(FigureError::Joint { vertex: v, joint: j, bones: bones.len() });
                }
            }
        }
        for (t, tri) in triangles.iter().enumerate() {
            for &i in tri {
                if i as usize >= positions.len() {
                    return Err(FigureError::Index {
                        triangle: t,
                        index: i,
                        vertices: positions.len(),
                    });
                }
            }
        }
        let before = humanoid.len();
        let mut src = source;
        scene::humanoid::map_names(bones.iter().map(|b| b.name.as_str()), &mut humanoid);
        if src.is_none() && humanoid.len() > before {
            src = Some(MapSource::Names);
        }
        let before = humanoid.len();
        let parents: Vec<Option<usize>> = bones.iter().map(|b| b.parent).collect();
        let at: Vec<[f32; 3]> = bones.iter().map(|b| b.position).collect();
        // The figure faces −Z. A shape the rules cannot read keeps what they found.
        let _ = scene::humanoid::map_topology(&parents, &at, -1.0, &mut humanoid);
        if src.is_none() && humanoid.len() > before {
            src = Some(MapSource::Topology);
        }
        Ok(Figure {
            name: name.to_string(),
            bones,
            humanoid,
            humanoid_source: src.unwrap_or(MapSource::Topology),
            positions,
            uvs,
            influences,
            triangles,
        })
    }

    /// The bone with the largest weight on vertex `v` (ties: the first listed).
    pub fn vertex_bone(&self, v: usize) -> usize {
        let mut best = (0u32, f32::MIN);
        for &(j, w) in self.influences.get(v).map_or(&[][..], |i| &i[..]) {
            if w > best.1 {
                best = (j, w);
            }
        }
        best.0 as usize
    }

    /// The bone with the largest summed weight over the triangle's three vertices (ties: the
    /// bone met first).
    pub fn triangle_bone(&self, t: [u32; 3]) -> usize {
        let mut acc: [(u32, f32); 12] = [(u32::MAX, 0.0); 12];
        let mut n = 0usize;
        for &v in &t {
            for &(j, w) in self.influences.get(v as usize).map_or(&[][..], |i| &i[..]) {
                if w <= 0.0 {
                    continue;
                }
                if let Some(slot) = acc.iter_mut().take(n).find(|s| s.0 == j) {
                    slot.1 += w;
                } else if let Some(slot) = acc.get_mut(n) {
                    *slot = (j, w);
                    n = n.saturating_add(1);
                }
            }
        }
        let mut best = (0u32, f32::MIN);
        for &(j, w) in acc.iter().take(n) {
            if w > best.1 {
                best = (j, w);
            }
        }
        best.0 as usize
    }

    /// The island of every vertex: vertices joined by triangles, and vertices at the same position
    /// (to 10⁻⁶ of the figure's size: split normals and UV seams do not cut a piece apart).
    pub fn islands(&self) -> Vec<usize> {
        let f = self;
        let n = f.positions.len();
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(parent: &mut [usize], mut x: usize) -> usize {
            while let Some(&p) = parent.get(x) {
                if p == x {
                    break;
                }
                let gp = parent.get(p).copied().unwrap_or(p);
                if let Some(slot) = parent.get_mut(x) {
                    *slot = gp;
                }
                x = gp;
            }
            x
        }
        let union = |parent: &mut Vec<usize>, a: usize, b: usize| {
            let (ra, rb) = (find(parent, a), find(parent, b));
            if ra != rb {
                if let Some(slot) = parent.get_mut(ra.max(rb)) {
                    *slot = ra.min(rb);
                }
            }
        };
        for t in &f.triangles {
            union(&mut parent, t[0] as usize, t[1] as usize);
            union(&mut parent, t[1] as usize, t[2] as usize);
        }
        let (lo, hi) = f.positions.iter().fold((Vec3::MAX, Vec3::MIN), |(lo, hi), p| {
            let p = Vec3::from_array(*p);
            (lo.min(p), hi.max(p))
        });
        let q = ((hi - lo).max_element() * 1e-6).max(f32::MIN_POSITIVE);
        let mut at: std::collections::HashMap<[i64; 3], usize> = std::collections::HashMap::new();
        for (v, p) in f.positions.iter().enumerate() {
            let cell = p.map(|x| (x / q).round() as i64);
            match at.get(&cell) {
                Some(&u) => union(&mut parent, u, v),
                None => {
                    at.insert(cell, v);
                }
            }
        }
        let roots: Vec<usize> = (0..n).map(|v| find(&mut parent, v)).collect();
        // Number the islands densely, in vertex order.
        let mut id = vec![usize::MAX; n];
        let mut next = 0usize;
        roots
            .iter()
            .map(|&r| {
                let slot = id.get_mut(r);
                match slot {
                    Some(x) if *x == usize::MAX => {
                        *x = next;
                        next += 1;
                        *x
                    }
                    Some(x) => *x,
                    None => 0,
                }
            })
            .collect()
    }

    /// The world position of a humanoid bone.
    pub fn joint(&self, h: humanoid::HumanBone) -> Option<Vec3> {
        self.humanoid.get(&h).and_then(|&b| self.bones.get(b)).map(|b| Vec3::from_array(b.position))
    }
}

/// Which way a figure faces, from its feet **[provisional]**: shoes reach further forward of
/// the ankle than back, so the feet's vertices, seen from their joints, point to the front.
/// `Some(true)` when the front is +Z; `None` without feet.
pub fn faces_plus_z(f: &Figure) -> Option<bool> {
    let mut sum = 0.0f32;
    let mut n = 0usize;
    for h in [humanoid::HumanBone::LeftFoot, humanoid::HumanBone::RightFoot] {
        let Some(&b) = f.humanoid.get(&h) else { continue };
        let Some(j) = f.bones.get(b).map(|b| b.position) else { continue };
        for (v, p) in f.positions.iter().enumerate() {
            if f.vertex_bone(v) == b {
                sum += p[2] - j[2];
                n = n.saturating_add(1);
            }
        }
    }
    (n > 0 && sum.abs() > 1e-6).then_some(sum > 0.0)
}

/// A figure from a decoded model (a disc character or a map), in its **default pose** (the
/// first clip named `idle` at tick 1, else the skeleton's rest pose — the disc's bind pose has
/// the arms inside the body and the legs folded, field notes §8), vertices rigidly bound through
/// `Mesh::joints`. A model without a skeleton gets one root bone. A model whose feet point to
/// +Z is turned 180° about Y so that it faces −Z like every figure. Triangles naming missing
/// vertices are dropped.
pub fn from_model(model: &scene::Model) -> Figure {
    let posed = scene::pose::default_pose(model);
    let mut bones: Vec<Bone> = Vec::new();
    if let Some(skel) = &model.skeleton {
        let worlds = scene::pose::default_worlds(model, skel);
        let ordered = skel.bones.iter().enumerate().all(|(i, b)| b.parent.is_none_or(|p| p < i));
        if ordered && worlds.len() == skel.bones.len() {
            for (b, w) in skel.bones.iter().zip(&worlds) {
                bones.push(Bone {
                    name: b.name.clone(),
                    parent: b.parent,
                    position: w.t.to_array(),
                });
            }
        }
    }
    if bones.is_empty() {
        bones = vec![Bone { name: "root".to_string(), parent: None, position: [0.0; 3] }];
    }
    let mut positions = Vec::new();
    let mut uvs = Vec::new();
    let mut influences = Vec::new();
    let mut triangles = Vec::new();
    for (mi, mesh) in model.meshes.iter().enumerate() {
        let pos = posed.get(mi).unwrap_or(&mesh.positions);
        let n = mesh.positions.len();
        let Ok(base) = u32::try_from(positions.len()) else { break };
        if u32::try_from(n).ok().and_then(|n| base.checked_add(n)).is_none() {
            break;
        }
        for v in 0..n {
            positions.push(pos.get(v).or(mesh.positions.get(v)).copied().unwrap_or([0.0; 3]));
            uvs.push(mesh.uvs.get(v).copied().unwrap_or([0.0; 2]));
            let j = mesh.joints.as_ref().and_then(|j| j.get(v)).copied().unwrap_or(0);
            let j = if j < bones.len() { j } else { 0 };
            let j = u32::try_from(j).unwrap_or(0);
            influences.push([(j, 1.0), (0, 0.0), (0, 0.0), (0, 0.0)]);
        }
        for p in &mesh.primitives {
            for tri in p.indices.chunks_exact(3) {
                if let [a, b, c] = *tri {
                    if (a as usize) < n && (b as usize) < n && (c as usize) < n {
                        triangles.push([
                            base.saturating_add(a),
                            base.saturating_add(b),
                            base.saturating_add(c),
                        ]);
                    }
                }
            }
        }
    }
    let build = |bones: Vec<Bone>, positions: Vec<[f32; 3]>| {
        Figure::new(
            &model.name,
            bones.clone(),
            Humanoid::new(),
            None,
            positions,
            uvs.clone(),
            influences.clone(),
            triangles.clone(),
        )
        // The construction above keeps every invariant; an empty figure otherwise.
        .unwrap_or_else(|_| Figure {
            name: model.name.clone(),
            bones,
            humanoid: Humanoid::new(),
            humanoid_source: MapSource::Topology,
            positions: Vec::new(),
            uvs: Vec::new(),
            influences: Vec::new(),
            triangles: Vec::new(),
        })
    };
    let fig = build(bones.clone(), positions.clone());
    if faces_plus_z(&fig) == Some(true) {
        let turn = |p: [f32; 3]| [-p[0], p[1], -p[2]];
        let bones = bones.into_iter().map(|b| Bone { position: turn(b.position), ..b }).collect();
        return build(bones, positions.into_iter().map(turn).collect());
    }
    fig
}
