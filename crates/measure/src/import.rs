//! GLB / VRM import into a [`Figure`]: the one glTF reader ([`scene::glb`]) reads the
//! container, the node tree, the skinned meshes and the VRM humanoid map — VRM 0.x
//! (`extensions.VRM.humanoid.humanBones[{bone, node}]`) and VRM 1.0
//! (`extensions.VRMC_vrm.humanoid.humanBones{hips: {node}}`) **[public: vrm-specification]** —
//! under a [`Limits`] budget; this module turns them into the figure frame (−Z front).
//!
//! Any input — unknown extensions, required or not, included — gives a figure or an error,
//! never a panic: hostile sizes stop at the limit they exceed, named in the error, and NaN or
//! infinite positions are an error naming the accessor.
#![allow(clippy::arithmetic_side_effects)] // f32 math only; integer math is checked.

use scene::glb::mesh;
use scene::glb::{Document, GlbError, GltfError};

use crate::figure::{Bone, Figure, FigureError, Influences};
use crate::humanoid::{HumanBone, Humanoid, MapSource};
use scene::humanoid;

pub use scene::glb::mesh::VrmKind;
pub use scene::glb::Limits;
/// GLB magic `glTF` **[public: glTF 2.0 §4.4]**.
pub use scene::glb::MAGIC as GLB_MAGIC;
pub use scene::glb::{CHUNK_BIN, CHUNK_JSON};

/// Why a file could not be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// Not a GLB (nor glTF JSON).
    #[error("not a GLB/VRM file: expected magic \"glTF\" at offset 0, found {found:02x?}")]
    Magic {
        /// The first four bytes.
        found: [u8; 4],
    },
    /// The glTF reader refused the file (container, JSON, limits, accessors, NaN positions).
    #[error(transparent)]
    Gltf(#[from] GltfError),
    /// The assembled figure is inconsistent.
    #[error(transparent)]
    Figure(#[from] FigureError),
}

/// Splits a GLB into its JSON and (optional) BIN chunks ([`scene::glb::read`]).
pub fn split_glb(bytes: &[u8]) -> Result<(&[u8], &[u8]), GlbError> {
    scene::glb::read(bytes)
}

/// Imports a GLB or VRM (0.x or 1.0) file as a [`Figure`] in the figure frame (−Z front), with
/// the default [`Limits`].
pub fn import_glb(bytes: &[u8]) -> Result<Figure, ImportError> {
    import_glb_with(bytes, &Limits::default())
}

/// [`import_glb`] under `limits`.
pub fn import_glb_with(bytes: &[u8], limits: &Limits) -> Result<Figure, ImportError> {
    let doc = Document::parse_with(bytes, limits).map_err(|e| match e {
        GltfError::Glb(GlbError::Field { offset: 0, .. }) => {
            let mut found = [0u8; 4];
            for (d, s) in found.iter_mut().zip(bytes) {
                *d = *s;
            }
            ImportError::Magic { found }
        }
        e => ImportError::Gltf(e),
    })?;
    let tree = doc.node_tree()?;
    let nodes = doc.array("nodes")?;
    let order_of = |file: usize| tree.new_index.get(file).copied().unwrap_or(0);
    let mut bones: Vec<Bone> = Vec::with_capacity(nodes.len());
    for &i in &tree.order {
        let node = nodes
            .get(i)
            .ok_or_else(|| GltfError::Field { path: "nodes".into(), expected: "a node".into() })?;
        let name = node
            .get("name")
            .and_then(serde_json::Value::as_str)
            .map_or_else(|| format!("node{i:02}"), str::to_string);
        let p = tree.parent.get(i).copied().flatten().map(order_of);
        let pos =
            tree.world.get(i).map_or(glam::Vec3::ZERO, |w| w.transform_point3(glam::Vec3::ZERO));
        bones.push(Bone { name, parent: p, position: pos.to_array() });
    }
    let tris = mesh::triangles(&doc, &tree)?;
    let mut positions = tris.positions;
    let uvs = tris.uvs;
    let triangles = tris.triangles;
    let influences: Vec<Influences> = tris
        .influences
        .iter()
        .map(|inf| inf.map(|(node, w)| (u32::try_from(order_of(node as usize)).unwrap_or(0), w)))
        .collect();

    // Humanoid map and facing.
    let vrm = mesh::vrm_humanoid(&doc)?;
    let (kind, vrm_name) = (vrm.kind, vrm.name);
    let mut map = Humanoid::new();
    for (h, node) in vrm.bones {
        map.insert(h, order_of(node));
    }
    let source = match kind {
        VrmKind::V1 if !map.is_empty() => Some(MapSource::Vrm1),
        VrmKind::V0 if !map.is_empty() => Some(MapSource::Vrm0),
        _ => None,
    };
    humanoid::map_names(bones.iter().map(|b| b.name.as_str()), &mut map);
    let source = source.or(if map.is_empty() { None } else { Some(MapSource::Names) });
    let turn = match kind {
        VrmKind::V1 => true,
        VrmKind::V0 => false,
        // Plain glTF: left must be −X; a named left limb on +X means the file faces +Z.
        VrmKind::None => {
            let x = |h: HumanBone| map.get(&h).and_then(|&b| bones.get(b)).map(|b| b.position[0]);
            let hips = x(HumanBone::Hips).unwrap_or(0.0);
            let left = x(HumanBone::LeftUpperArm).or_else(|| x(HumanBone::LeftUpperLeg));
            left.is_some_and(|l| l > hips)
        }
    };
    if turn {
        for b in &mut bones {
            b.position = [-b.position[0], b.position[1], -b.position[2]];
        }
        for p in &mut positions {
            *p = [-p[0], p[1], -p[2]];
        }
    }
    let name = vrm_name.as_deref().unwrap_or("model");
    // A plain glTF whose limbs are not named left and right: its feet tell the front (the
    // rule disc models use, `crate::figure::faces_plus_z`).
    let by_name = kind != VrmKind::None
        || [HumanBone::LeftUpperArm, HumanBone::LeftUpperLeg].iter().any(|h| map.contains_key(h));
    let fig = Figure::new(
        name,
        bones.clone(),
        map.clone(),
        source,
        positions.clone(),
        uvs.clone(),
        influences.clone(),
        triangles.clone(),
    )?;
    if by_name || crate::figure::faces_plus_z(&fig) != Some(true) {
        return Ok(fig);
    }
    let turn = |p: [f32; 3]| [-p[0], p[1], -p[2]];
    let bones = bones.into_iter().map(|b| Bone { position: turn(b.position), ..b }).collect();
    let positions = positions.into_iter().map(turn).collect();
    Ok(Figure::new(name, bones, map, source, positions, uvs, influences, triangles)?)
}
