//! Meshes and the humanoid map of a glTF document: every mesh node's triangles with their
//! vertices skinned into the rest pose (up to four influences, `inverseBindMatrices`, any node
//! scale), and the VRM humanoid map — VRM 0.x (`extensions.VRM.humanoid.humanBones[{bone,
//! node}]`) and VRM 1.0 (`extensions.VRMC_vrm.humanoid.humanBones{hips: {node}}`) **[public:
//! vrm-specification]**.
//!
//! Float math cannot overflow-panic; integer math on indices is checked.
#![allow(clippy::arithmetic_side_effects)]

use glam::{Mat4, Vec3};
use serde_json::Value;

use super::document::{array, field, index_of};
use super::{Document, GltfError, NodeTree};
use crate::humanoid::HumanBone;

/// Up to four skin influences of a vertex: (node file index, weight).
pub type Influences = [(u32, f32); 4];

/// Every triangle of every mesh node, in node order, with vertices in the rest pose.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Triangles {
    /// Rest-pose world positions (glTF space: Y up, as the file faces).
    pub positions: Vec<[f32; 3]>,
    /// Texture coordinates (`TEXCOORD_0`; zero without).
    pub uvs: Vec<[f32; 2]>,
    /// Skin influences; an unskinned vertex is bound to its mesh node at weight 1.
    pub influences: Vec<Influences>,
    /// Triangles (strips and fans unrolled, degenerate ones dropped).
    pub triangles: Vec<[u32; 3]>,
}

impl Triangles {
    /// The file's glTF vertices: primitives of one mesh node that share their vertex
    /// attributes (the same `POSITION`, `TEXCOORD_0`, `JOINTS_0` and `WEIGHTS_0` accessors, as
    /// dewrip's exporter writes one vertex list per mesh with a primitive per material) count
    /// them once. The same count as the exported model's [`crate::Mesh::positions`].
    pub fn gltf_vertices(&self) -> usize {
        self.positions.len()
    }
}

/// A primitive's vertex attributes (accessor indices): primitives of one node with the same
/// key share their vertices.
type AttrKey = (usize, usize, Option<usize>, Option<usize>, Option<usize>);

/// The meshes of `doc`, walking `tree.order`.
pub fn triangles(doc: &Document<'_>, tree: &NodeTree) -> Result<Triangles, GltfError> {
    let nodes = doc.array("nodes")?;
    let meshes = doc.array("meshes")?;
    let skins = doc.array("skins")?;
    let n = nodes.len();
    let mut out = Triangles::default();
    for &i in &tree.order {
        let node = nodes.get(i).ok_or_else(|| field("nodes", "a node"))?;
        let path = format!("nodes[{i}]");
        let Some(m) = index_of(node, "mesh", &path)? else { continue };
        let mesh =
            meshes.get(m).ok_or_else(|| field(format!("{path}.mesh"), "an existing mesh"))?;
        let node_world = tree.world.get(i).copied().unwrap_or(Mat4::IDENTITY);
        // Skin: joint node and joint matrix (world × inverse bind).
        let mut joints: Vec<(usize, Mat4)> = Vec::new();
        if let Some(s) = index_of(node, "skin", &path)? {
            let spath = format!("skins[{s}]");
            let skin = skins.get(s).ok_or_else(|| field(&spath, "an existing skin"))?;
            let list = array(skin, "joints", &format!("{spath}.joints"))?;
            let ibm = match index_of(skin, "inverseBindMatrices", &spath)? {
                Some(a) => {
                    let acc = doc.accessor(a, &[16], &format!("{spath}.inverseBindMatrices"))?;
                    if acc.len() < list.len() {
                        return Err(field(
                            format!("{spath}.inverseBindMatrices"),
                            "one matrix per joint",
                        ));
                    }
                    Some(acc)
                }
                None => None,
            };
            for (k, j) in list.iter().enumerate() {
                let j = j
                    .as_u64()
                    .and_then(|j| usize::try_from(j).ok())
                    .filter(|&j| j < n)
                    .ok_or_else(|| field(format!("{spath}.joints[{k}]"), "a node"))?;
                let mut m16 = [0f32; 16];
                match &ibm {
                    Some(acc) => {
                        for (c, d) in m16.iter_mut().enumerate() {
                            *d = acc.get(k, c) as f32;
                        }
                    }
                    None => m16 = Mat4::IDENTITY.to_cols_array(),
                }
                let jw = tree.world.get(j).copied().unwrap_or(Mat4::IDENTITY);
                joints.push((j, jw * Mat4::from_cols_array(&m16)));
            }
        }
        let prims = array(mesh, "primitives", &format!("meshes[{m}].primitives"))?;
        let mut shared: Vec<(AttrKey, u32, usize)> = Vec::new();
        for (pi, prim) in prims.iter().enumerate() {
            primitive(
                doc,
                &mut out,
                prim,
                &format!("meshes[{m}].primitives[{pi}]"),
                (i, node_world, &joints),
                &mut shared,
            )?;
        }
    }
    Ok(out)
}

/// One primitive's vertices (unless an earlier primitive of the node in `shared` has the same
/// attributes: then its vertices are reused) and triangles.
fn primitive(
    doc: &Document<'_>,
    out: &mut Triangles,
    prim: &Value,
    ppath: &str,
    (node, node_world, joints): (usize, Mat4, &[(usize, Mat4)]),
    shared: &mut Vec<(AttrKey, u32, usize)>,
) -> Result<(), GltfError> {
    let mode = index_of(prim, "mode", ppath)?.unwrap_or(4);
    if !(4..=6).contains(&mode) {
        return Ok(()); // points and lines hold no triangles
    }
    let attrs =
        prim.get("attributes").ok_or_else(|| field(format!("{ppath}.attributes"), "an object"))?;
    let apath = format!("{ppath}.attributes");
    let pa = index_of(attrs, "POSITION", &apath)?
        .ok_or_else(|| field(format!("{apath}.POSITION"), "an accessor"))?;
    let prole = format!("{apath}.POSITION");
    let pos = doc.accessor(pa, &[3], &prole)?;
    let count = pos.len();
    let key: AttrKey = (
        node,
        pa,
        index_of(attrs, "TEXCOORD_0", &apath)?,
        index_of(attrs, "JOINTS_0", &apath)?,
        index_of(attrs, "WEIGHTS_0", &apath)?,
    );
    if let Some(&(_, base32, count)) = shared.iter().find(|(k, _, _)| *k == key) {
        return triangles_of(doc, out, prim, ppath, mode, base32, count);
    }
    let base = out.positions.len();
    if base.saturating_add(count) > doc.limits().vertices {
        return Err(GltfError::Limit {
            what: format!("vertices (at {prole})"),
            limit: doc.limits().vertices,
        });
    }
    let base32 = u32::try_from(base).map_err(|_| field(ppath, "fewer than 2^32 vertices"))?;
    u32::try_from(base.saturating_add(count))
        .map_err(|_| field(ppath, "fewer than 2^32 vertices"))?;
    let uv = match index_of(attrs, "TEXCOORD_0", &apath)? {
        Some(a) => Some(doc.accessor(a, &[2], &format!("{apath}.TEXCOORD_0"))?),
        None => None,
    };
    let skin = match (
        index_of(attrs, "JOINTS_0", &apath)?,
        index_of(attrs, "WEIGHTS_0", &apath)?,
        joints.is_empty(),
    ) {
        (Some(j), Some(w), false) => Some((
            doc.accessor(j, &[4], &format!("{apath}.JOINTS_0"))?,
            doc.accessor(w, &[4], &format!("{apath}.WEIGHTS_0"))?,
        )),
        _ => None,
    };
    for v in 0..count {
        let p = Vec3::new(pos.get(v, 0) as f32, pos.get(v, 1) as f32, pos.get(v, 2) as f32);
        let mut inf: Influences = [(0, 0.0); 4];
        let mut world_p = Vec3::ZERO;
        let mut sum = 0.0f32;
        if let Some((jv, wv)) = &skin {
            for (k, slot) in inf.iter_mut().enumerate() {
                let j = jv.get(v, k) as usize;
                let w = wv.get(v, k) as f32;
                if w <= 0.0 || !w.is_finite() {
                    continue;
                }
                let (bone, jm) = joints.get(j).copied().ok_or_else(|| {
                    field(
                        format!("{apath}.JOINTS_0"),
                        format!("joint indices below {}", joints.len()),
                    )
                })?;
                *slot = (u32::try_from(bone).unwrap_or(u32::MAX), w);
                world_p += jm.transform_point3(p) * w;
                sum += w;
            }
        }
        let world_p = if sum > 1e-6 {
            world_p / sum
        } else {
            inf = [(u32::try_from(node).unwrap_or(u32::MAX), 1.0), (0, 0.0), (0, 0.0), (0, 0.0)];
            node_world.transform_point3(p)
        };
        if !world_p.is_finite() {
            return Err(GltfError::NotFinite {
                accessor: format!("accessors[{pa}]"),
                role: format!("{prole}, after the node and joint transforms"),
                element: v,
                value: world_p.to_array().into_iter().find(|x| !x.is_finite()).unwrap_or(f32::NAN),
            });
        }
        out.positions.push(world_p.to_array());
        let uvv = uv.as_ref().map_or([0.0; 2], |a| [a.get(v, 0) as f32, a.get(v, 1) as f32]);
        out.uvs.push(uvv);
        out.influences.push(inf);
    }
    shared.push((key, base32, count));
    triangles_of(doc, out, prim, ppath, mode, base32, count)
}

/// A primitive's triangles over its `count` vertices, which start at `base32`.
fn triangles_of(
    doc: &Document<'_>,
    out: &mut Triangles,
    prim: &Value,
    ppath: &str,
    mode: usize,
    base32: u32,
    count: usize,
) -> Result<(), GltfError> {
    let list: Vec<u32> = match index_of(prim, "indices", ppath)? {
        Some(a) => {
            let ix = doc.accessor(a, &[1], &format!("{ppath}.indices"))?;
            let mut list = Vec::with_capacity(ix.values.len());
            for x in ix.values {
                let x = x as u64;
                if x >= count as u64 {
                    return Err(field(
                        format!("{ppath}.indices"),
                        format!("indices below {count}"),
                    ));
                }
                list.push(x as u32);
            }
            list
        }
        None => (0..u32::try_from(count).unwrap_or(0)).collect(),
    };
    let mut push = |a: u32, b: u32, c: u32| {
        if a != b && b != c && a != c {
            out.triangles.push([
                base32.saturating_add(a),
                base32.saturating_add(b),
                base32.saturating_add(c),
            ]);
        }
    };
    match mode {
        4 => {
            for t in list.chunks_exact(3) {
                if let [a, b, c] = *t {
                    push(a, b, c);
                }
            }
        }
        5 => {
            for (k, t) in list.windows(3).enumerate() {
                if let [a, b, c] = *t {
                    if k % 2 == 0 {
                        push(a, b, c);
                    } else {
                        push(b, a, c);
                    }
                }
            }
        }
        _ => {
            if let Some((&first, rest)) = list.split_first() {
                for t in rest.windows(2) {
                    if let [b, c] = *t {
                        push(first, b, c);
                    }
                }
            }
        }
    }
    Ok(())
}

/// The VRM version a document declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VrmKind {
    /// Plain glTF.
    None,
    /// VRM 0.x (`extensions.VRM`).
    V0,
    /// VRM 1.0 (`extensions.VRMC_vrm`).
    V1,
}

/// What a document's VRM extension says about the avatar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VrmHumanoid {
    /// The VRM version.
    pub kind: VrmKind,
    /// `(bone, node file index)` pairs (fingers and unknown names left out).
    pub bones: Vec<(HumanBone, usize)>,
    /// The avatar's name (`meta.name` in 1.0, `meta.title` in 0.x).
    pub name: Option<String>,
}

/// The VRM humanoid of a document.
pub fn vrm_humanoid(doc: &Document<'_>) -> Result<VrmHumanoid, GltfError> {
    let n = doc.array("nodes")?.len();
    let node_of = |b: &Value, path: String| -> Result<Option<usize>, GltfError> {
        match index_of(b, "node", &path)? {
            Some(node) if node >= n => {
                Err(field(format!("{path}.node"), format!("a node below {n}")))
            }
            x => Ok(x),
        }
    };
    let ext = doc.root.get("extensions");
    let mut out = Vec::new();
    if let Some(v1) = ext.and_then(|e| e.get("VRMC_vrm")) {
        if let Some(hb) =
            v1.get("humanoid").and_then(|h| h.get("humanBones")).and_then(Value::as_object)
        {
            for (name, b) in hb {
                let node = node_of(b, format!("extensions.VRMC_vrm.humanoid.humanBones.{name}"))?;
                if let (Some(h), Some(node)) = (HumanBone::from_vrm(name), node) {
                    out.push((h, node));
                }
            }
        }
        let name = v1.pointer("/meta/name").and_then(Value::as_str).map(str::to_string);
        return Ok(VrmHumanoid { kind: VrmKind::V1, bones: out, name });
    }
    if let Some(v0) = ext.and_then(|e| e.get("VRM")) {
        if let Some(hb) =
            v0.get("humanoid").and_then(|h| h.get("humanBones")).and_then(Value::as_array)
        {
            for (k, b) in hb.iter().enumerate() {
                let node = node_of(b, format!("extensions.VRM.humanoid.humanBones[{k}]"))?;
                let name = b.get("bone").and_then(Value::as_str).unwrap_or("");
                if let (Some(h), Some(node)) = (HumanBone::from_vrm(name), node) {
                    out.push((h, node));
                }
            }
        }
        let name = v0.pointer("/meta/title").and_then(Value::as_str).map(str::to_string);
        return Ok(VrmHumanoid { kind: VrmKind::V0, bones: out, name });
    }
    Ok(VrmHumanoid { kind: VrmKind::None, bones: out, name: None })
}
