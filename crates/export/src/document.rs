//! Builds the glTF document (JSON + binary buffer) for a plain GLB, a VRM 1.0 or a VRM 0.x.
//!
//! The JSON is assembled as `serde_json` values, then parsed into `gltf_json::Root` — the
//! typed glTF schema — and serialised from it, so every object the exporter writes has the
//! shape glTF defines and the bytes are deterministic (fixed field order, no timestamps).
#![allow(clippy::arithmetic_side_effects)] // f32/glam math; byte offsets use checked ops

use glam::{Quat, Vec3};
use scene::{Blend, Model, Skeleton};
use serde_json::{json, Map, Value};

use crate::humanoid::HumanoidMap;
use crate::pose::{self, Xf};
use crate::ExportError;

/// The licence statement written into every file's metadata.
pub const LICENCE_TEXT: &str =
    "Extracted from a disc the user owns with dewrip. Personal use only, \
     redistribution prohibited. Original game data (c) Square.";

/// What to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Plain glTF: the skeleton as stored, default pose = idle tick 1, front −Z.
    Glb,
    /// VRM 1.0: T-pose baked in, identity joint rotations, front +Z.
    Vrm1,
    /// VRM 0.x: T-pose baked in, identity joint rotations, front −Z.
    Vrm0,
}

const ARRAY_BUFFER: u32 = 34962;
const ELEMENT_ARRAY_BUFFER: u32 = 34963;
const FLOAT: u32 = 5126;
const UNSIGNED_BYTE: u32 = 5121;
const UNSIGNED_SHORT: u32 = 5123;
const UNSIGNED_INT: u32 = 5125;

/// The binary buffer with its views and accessors.
#[derive(Default)]
struct Bin {
    data: Vec<u8>,
    views: Vec<Value>,
    accessors: Vec<Value>,
}

impl Bin {
    fn view(&mut self, bytes: &[u8], target: Option<u32>) -> Result<usize, ExportError> {
        let offset = self.data.len();
        let end = offset.checked_add(bytes.len()).ok_or(ExportError::TooLarge)?;
        if u32::try_from(end).is_err() {
            return Err(ExportError::TooLarge);
        }
        self.data.extend_from_slice(bytes);
        while !self.data.len().is_multiple_of(4) {
            self.data.push(0);
        }
        let mut v = json!({"buffer": 0, "byteOffset": offset, "byteLength": bytes.len()});
        if let (Some(t), Some(o)) = (target, v.as_object_mut()) {
            o.insert("target".into(), json!(t));
        }
        self.views.push(v);
        Ok(self.views.len().saturating_sub(1))
    }

    fn accessor(&mut self, a: Value) -> usize {
        self.accessors.push(a);
        self.accessors.len().saturating_sub(1)
    }

    /// Float data, `n` components per element; `minmax` writes exact bounds.
    fn floats(
        &mut self,
        data: &[f32],
        n: usize,
        ty: &str,
        target: Option<u32>,
        minmax: bool,
    ) -> Result<usize, ExportError> {
        let bytes: Vec<u8> = data.iter().flat_map(|f| f.to_le_bytes()).collect();
        let view = self.view(&bytes, target)?;
        let count = data.len().checked_div(n).unwrap_or(0);
        let mut a = json!({"bufferView": view, "componentType": FLOAT, "count": count, "type": ty});
        if minmax {
            let mut lo = vec![f32::INFINITY; n];
            let mut hi = vec![f32::NEG_INFINITY; n];
            for el in data.chunks(n.max(1)) {
                for ((l, h), x) in lo.iter_mut().zip(hi.iter_mut()).zip(el) {
                    *l = l.min(*x);
                    *h = h.max(*x);
                }
            }
            // Bounds as the exact doubles of the stored floats.
            let lo: Vec<f64> = lo.into_iter().map(f64::from).collect();
            let hi: Vec<f64> = hi.into_iter().map(f64::from).collect();
            if let Some(o) = a.as_object_mut() {
                o.insert("min".into(), json!(lo));
                o.insert("max".into(), json!(hi));
            }
        }
        Ok(self.accessor(a))
    }

    fn indices(&mut self, idx: &[u32], vertices: usize) -> Result<usize, ExportError> {
        let (bytes, ct): (Vec<u8>, u32) = if vertices <= 0xFFFF {
            (idx.iter().flat_map(|&i| (i as u16).to_le_bytes()).collect(), UNSIGNED_SHORT)
        } else {
            (idx.iter().flat_map(|i| i.to_le_bytes()).collect(), UNSIGNED_INT)
        };
        let view = self.view(&bytes, Some(ELEMENT_ARRAY_BUFFER))?;
        Ok(self.accessor(
            json!({"bufferView": view, "componentType": ct, "count": idx.len(), "type": "SCALAR"}),
        ))
    }

    fn joints(&mut self, joints: &[usize], bones: usize) -> Result<usize, ExportError> {
        let (bytes, ct): (Vec<u8>, u32) = if bones <= 256 {
            (joints.iter().flat_map(|&j| [j as u8, 0, 0, 0]).collect(), UNSIGNED_BYTE)
        } else {
            let b: Vec<u8> = joints
                .iter()
                .flat_map(|&j| [(j as u16).to_le_bytes(), [0, 0], [0, 0], [0, 0]])
                .flatten()
                .collect();
            (b, UNSIGNED_SHORT)
        };
        let view = self.view(&bytes, Some(ARRAY_BUFFER))?;
        Ok(self.accessor(
            json!({"bufferView": view, "componentType": ct, "count": joints.len(), "type": "VEC4"}),
        ))
    }
}

/// How bones, vertices and clips are laid out for one target.
pub(crate) struct Rig {
    /// Node local transform per bone (the file's rest pose).
    pub node_locals: Vec<Xf>,
    /// Inverse bind matrix per bone.
    pub ibm: Vec<Xf>,
    /// Per bone, the transform applied to its vertices before writing.
    pub vertex: Vec<Xf>,
    /// VRM only: per bone the baked world rotation `R'`, and the global turn `G`.
    pub retarget: Option<(Vec<Quat>, Xf)>,
}

/// The rig for a target; `map` is required for VRM targets.
pub(crate) fn rig(
    model: &Model,
    skel: &Skeleton,
    target: Target,
    map: Option<&HumanoidMap>,
) -> Rig {
    let rest = pose::rest_locals(skel);
    let bind_world = pose::worlds(skel, &rest);
    let posed = pose::default_locals(model, skel);
    match (target, map) {
        (Target::Glb, _) | (_, None) => Rig {
            node_locals: posed,
            ibm: bind_world.iter().map(|w| w.inverse()).collect(),
            vertex: vec![Xf::IDENTITY; skel.bones.len()],
            retarget: None,
        },
        (_, Some(map)) => {
            let front = pose::front_z(model);
            let tw = pose::t_pose(skel, &posed, map, front);
            // VRM 1.0 faces +Z, VRM 0.x faces −Z.
            let want = if target == Target::Vrm1 { 1.0 } else { -1.0 };
            let turn = if front != want { scene::math::HALF_TURN_Y } else { Quat::IDENTITY };
            let mut g = Xf { t: Vec3::ZERO, r: turn };
            // Soles at y = 0: lift by the lowest baked vertex.
            let vertex0: Vec<Xf> = tw
                .iter()
                .zip(&bind_world)
                .map(|(t, b)| g.compose(*t).compose(b.inverse()))
                .collect();
            let mut min_y = f32::INFINITY;
            for mesh in &model.meshes {
                let Some(joints) = &mesh.joints else { continue };
                for (p, j) in mesh.positions.iter().zip(joints) {
                    if let Some(x) = vertex0.get(*j) {
                        min_y = min_y.min(x.point(Vec3::from_array(*p)).y);
                    }
                }
            }
            if min_y.is_finite() {
                g.t = Vec3::new(0.0, -min_y, 0.0);
            }
            let baked: Vec<Xf> = tw.iter().map(|t| g.compose(*t)).collect();
            let node_locals = skel
                .bones
                .iter()
                .zip(&baked)
                .map(|(b, w)| {
                    let parent = b.parent.and_then(|p| baked.get(p)).map_or(Vec3::ZERO, |p| p.t);
                    Xf { t: w.t - parent, r: Quat::IDENTITY }
                })
                .collect();
            Rig {
                node_locals,
                ibm: baked.iter().map(|w| Xf { t: -w.t, r: Quat::IDENTITY }).collect(),
                vertex: baked
                    .iter()
                    .zip(&bind_world)
                    .map(|(t, b)| t.compose(b.inverse()))
                    .collect(),
                retarget: Some((baked.iter().map(|w| w.r).collect(), g)),
            }
        }
    }
}

/// Builds the document for `target`. For VRM targets `map` must be given; `pngs` are the
/// model's images encoded ([`crate::texture::pngs`]).
pub fn build(
    model: &Model,
    target: Target,
    map: Option<&HumanoidMap>,
    pngs: &[Vec<u8>],
) -> Result<(Value, Vec<u8>), ExportError> {
    let mut bin = Bin::default();
    let mut used: Vec<&str> = vec!["KHR_materials_unlit"];
    let skel = model.skeleton.as_ref().filter(|s| !s.bones.is_empty());
    if let Some(s) = skel {
        pose::check_order(s)?;
    }
    let rig = skel.map(|s| rig(model, s, target, map));

    // Images and textures.
    let mut images = Vec::new();
    let mut textures = Vec::new();
    for (i, img) in model.images.iter().enumerate() {
        let png = pngs.get(i).ok_or(ExportError::BadReference {
            what: "encoded image",
            index: i,
            len: pngs.len(),
        })?;
        let view = bin.view(png, None)?;
        images.push(json!({"name": img.name, "bufferView": view, "mimeType": "image/png"}));
        textures.push(json!({"sampler": 0, "source": i, "name": img.name}));
    }

    // Materials.
    let mut materials = Vec::new();
    let mut transform_used = false;
    for m in &model.materials {
        let mut pbr =
            json!({"baseColorFactor": m.color, "metallicFactor": 0.0, "roughnessFactor": 1.0});
        let mut transparent_texels = false;
        if let Some(img) = m.image {
            let image = model.images.get(img).ok_or(ExportError::BadReference {
                what: "image",
                index: img,
                len: model.images.len(),
            })?;
            transparent_texels = image.rgba.chunks(4).any(|p| p.get(3) == Some(&0));
            let mut info = json!({"index": img});
            if m.uv_offset != [0.0, 0.0] {
                transform_used = true;
                if let Some(o) = info.as_object_mut() {
                    o.insert(
                        "extensions".into(),
                        json!({"KHR_texture_transform": {"offset": m.uv_offset}}),
                    );
                }
            }
            if let Some(o) = pbr.as_object_mut() {
                o.insert("baseColorTexture".into(), info);
            }
        }
        let (mode, blend) = match m.blend {
            Blend::Opaque => (if transparent_texels { "MASK" } else { "OPAQUE" }, "opaque"),
            Blend::Average => ("BLEND", "average"),
            Blend::Additive => ("BLEND", "additive"),
            Blend::Subtractive => ("BLEND", "subtractive"),
            Blend::AddQuarter => ("BLEND", "add_quarter"),
        };
        let mut mat = json!({
            "name": m.name,
            "pbrMetallicRoughness": pbr,
            "alphaMode": mode,
            "doubleSided": m.double_sided,
            "extensions": {"KHR_materials_unlit": {}},
            "extras": {"psx_blend": blend, "stp": m.stp},
        });
        if mode == "MASK" {
            if let Some(o) = mat.as_object_mut() {
                o.insert("alphaCutoff".into(), json!(0.5));
            }
        }
        materials.push(mat);
    }
    if transform_used {
        used.push("KHR_texture_transform");
    }

    // Meshes.
    let bones = skel.map_or(0, |s| s.bones.len());
    let mut meshes = Vec::new();
    let mut mesh_of = Vec::new(); // model mesh → glTF mesh (None when it has no triangles)
    let mut skinned = Vec::new();
    for (mi, mesh) in model.meshes.iter().enumerate() {
        let nv = mesh.positions.len();
        let check = |what: &'static str, found: usize| -> Result<(), ExportError> {
            if found != nv {
                return Err(ExportError::VertexArrayLength { mesh: mi, what, expected: nv, found });
            }
            Ok(())
        };
        check("uvs", mesh.uvs.len())?;
        let joints = match (&mesh.joints, &rig) {
            (Some(j), Some(_)) => {
                check("joints", j.len())?;
                if let Some((vertex, &bone)) = j.iter().enumerate().find(|(_, &b)| b >= bones) {
                    return Err(ExportError::JointOutOfRange { mesh: mi, vertex, bone, bones });
                }
                Some(j)
            }
            _ => None,
        };
        let mut prims = Vec::new();
        let mut attrs = None;
        for (pi, p) in mesh.primitives.iter().enumerate() {
            if p.indices.len() < 3 {
                continue;
            }
            if let Some(&index) = p.indices.iter().find(|&&i| i as usize >= nv) {
                return Err(ExportError::IndexOutOfRange {
                    mesh: mi,
                    primitive: pi,
                    index,
                    vertices: nv,
                });
            }
            if let Some(mat) = p.material.filter(|&m| m >= model.materials.len()) {
                return Err(ExportError::BadReference {
                    what: "material",
                    index: mat,
                    len: model.materials.len(),
                });
            }
            if attrs.is_none() {
                let positions: Vec<f32> = match (joints, &rig) {
                    (Some(j), Some(r)) => mesh
                        .positions
                        .iter()
                        .zip(j)
                        .flat_map(|(p, &b)| {
                            let x = r.vertex.get(b).copied().unwrap_or(Xf::IDENTITY);
                            x.point(Vec3::from_array(*p)).to_array()
                        })
                        .collect(),
                    _ => mesh.positions.iter().flatten().copied().collect(),
                };
                let mut a = Map::new();
                a.insert(
                    "POSITION".into(),
                    json!(bin.floats(&positions, 3, "VEC3", Some(ARRAY_BUFFER), true)?),
                );
                let textured = mesh.primitives.iter().any(|p| {
                    p.material
                        .and_then(|m| model.materials.get(m))
                        .is_some_and(|m| m.image.is_some())
                });
                if textured {
                    let uvs: Vec<f32> = mesh.uvs.iter().flatten().copied().collect();
                    a.insert(
                        "TEXCOORD_0".into(),
                        json!(bin.floats(&uvs, 2, "VEC2", Some(ARRAY_BUFFER), false)?),
                    );
                }
                if let Some(c) = &mesh.colors {
                    check("colors", c.len())?;
                    let c: Vec<f32> = c.iter().flatten().copied().collect();
                    a.insert(
                        "COLOR_0".into(),
                        json!(bin.floats(&c, 4, "VEC4", Some(ARRAY_BUFFER), false)?),
                    );
                }
                if let Some(j) = joints {
                    a.insert("JOINTS_0".into(), json!(bin.joints(j, bones)?));
                    let w: Vec<f32> = j.iter().flat_map(|_| [1.0f32, 0.0, 0.0, 0.0]).collect();
                    a.insert(
                        "WEIGHTS_0".into(),
                        json!(bin.floats(&w, 4, "VEC4", Some(ARRAY_BUFFER), false)?),
                    );
                }
                attrs = Some(Value::Object(a));
            }
            let idx = bin.indices(&p.indices, nv)?;
            let mut prim = json!({"attributes": attrs.clone(), "indices": idx, "mode": 4});
            if let (Some(m), Some(o)) = (p.material, prim.as_object_mut()) {
                o.insert("material".into(), json!(m));
            }
            prims.push(prim);
        }
        if prims.is_empty() {
            mesh_of.push(None);
            continue;
        }
        mesh_of.push(Some(meshes.len()));
        skinned.push(joints.is_some());
        meshes.push(json!({"name": mesh.name, "primitives": prims}));
    }

    // Nodes: bones first (node i = bone i), then mesh nodes.
    let mut nodes: Vec<Value> = Vec::new();
    let mut roots: Vec<usize> = Vec::new();
    if let (Some(s), Some(r)) = (skel, &rig) {
        for (i, (b, x)) in s.bones.iter().zip(&r.node_locals).enumerate() {
            let children: Vec<usize> = s
                .bones
                .iter()
                .enumerate()
                .filter(|(_, c)| c.parent == Some(i))
                .map(|(ci, _)| ci)
                .collect();
            let mut n =
                json!({"name": b.name, "translation": x.t.to_array(), "rotation": x.r.to_array()});
            if let (false, Some(o)) = (children.is_empty(), n.as_object_mut()) {
                o.insert("children".into(), json!(children));
            }
            nodes.push(n);
            if b.parent.is_none() {
                roots.push(i);
            }
        }
    }
    let mut node_visibility = false;
    // Hidden nodes (the walk mesh) go into a second scene: Blender's importer ignores
    // KHR_node_visibility but imports only the default scene; three.js keeps both.
    let mut hidden_roots: Vec<usize> = Vec::new();
    if model.nodes.is_empty() || skel.is_some() {
        for (mi, gm) in mesh_of.iter().enumerate() {
            let Some(gm) = gm else { continue };
            let name = model.meshes.get(mi).map_or("mesh", |m| m.name.as_str());
            let mut n = json!({"name": name, "mesh": gm});
            if let (true, Some(o)) = (skinned.get(*gm).copied().unwrap_or(false), n.as_object_mut())
            {
                o.insert("skin".into(), json!(0));
            }
            roots.push(nodes.len());
            nodes.push(n);
        }
    } else {
        for node in &model.nodes {
            let mut n = json!({
                "name": node.name,
                "translation": node.translation,
                "rotation": pose::unit(Quat::from_array(node.rotation)).to_array(),
            });
            if let Some(o) = n.as_object_mut() {
                if let Some(mi) = node.mesh {
                    let gm = mesh_of.get(mi).ok_or(ExportError::BadReference {
                        what: "mesh",
                        index: mi,
                        len: model.meshes.len(),
                    })?;
                    if let Some(gm) = gm {
                        o.insert("mesh".into(), json!(gm));
                    }
                }
                if node.hidden {
                    node_visibility = true;
                    o.insert(
                        "extensions".into(),
                        json!({"KHR_node_visibility": {"visible": false}}),
                    );
                    o.insert("extras".into(), json!({"hidden": true}));
                }
            }
            if node.hidden {
                hidden_roots.push(nodes.len());
            } else {
                roots.push(nodes.len());
            }
            nodes.push(n);
        }
    }
    if node_visibility {
        used.push("KHR_node_visibility");
    }

    // Skin.
    let mut skins = Vec::new();
    if let (Some(s), Some(r)) = (skel, &rig) {
        if skinned.iter().any(|&x| x) {
            let m: Vec<f32> = r.ibm.iter().flat_map(|x| x.matrix()).collect();
            let ibm = bin.floats(&m, 16, "MAT4", None, false)?;
            let joints: Vec<usize> = (0..s.bones.len()).collect();
            let mut skin =
                json!({"name": "skeleton", "joints": joints, "inverseBindMatrices": ibm});
            let bone_roots: Vec<usize> =
                roots.iter().copied().filter(|&r| r < s.bones.len()).collect();
            if let ([one], Some(o)) = (bone_roots.as_slice(), skin.as_object_mut()) {
                o.insert("skeleton".into(), json!(one));
            }
            skins.push(skin);
        }
    }

    // Animations.
    let mut animations = Vec::new();
    if let (Some(s), Some(r)) = (skel, &rig) {
        for clip in &model.clips {
            if let Some(a) = animation(&mut bin, s, r, clip)? {
                animations.push(a);
            }
        }
    }

    used.sort_unstable();
    let mut scenes = vec![json!({"name": model.name, "nodes": roots})];
    if !hidden_roots.is_empty() {
        scenes.push(json!({
            "name": format!("{} (hidden: walk mesh)", model.name),
            "nodes": hidden_roots,
            "extras": {"hidden": true},
        }));
    }
    let mut root = json!({
        "asset": {
            "version": "2.0",
            "generator": concat!("dewrip ", env!("CARGO_PKG_VERSION")),
            "copyright": LICENCE_TEXT,
        },
        "scene": 0,
        "scenes": scenes,
        "nodes": nodes,
        "extensionsUsed": used,
    });
    let o = root.as_object_mut().ok_or(ExportError::TooLarge)?;
    let mut put = |k: &str, v: Vec<Value>| {
        if !v.is_empty() {
            o.insert(k.into(), Value::Array(v));
        }
    };
    if !images.is_empty() {
        put(
            "samplers",
            vec![json!({"magFilter": 9728, "minFilter": 9728, "wrapS": 10497, "wrapT": 10497})],
        );
    }
    put("images", images);
    put("textures", textures);
    put("materials", materials);
    put("meshes", meshes);
    put("skins", skins);
    put("animations", animations);
    let o = root.as_object_mut().ok_or(ExportError::TooLarge)?;
    if !bin.data.is_empty() {
        o.insert("buffers".into(), json!([{"byteLength": bin.data.len()}]));
        o.insert("bufferViews".into(), Value::Array(std::mem::take(&mut bin.views)));
        o.insert("accessors".into(), Value::Array(std::mem::take(&mut bin.accessors)));
    }
    Ok((root, bin.data))
}

/// One clip as a glTF animation (LINEAR, `time = tick / tick_rate`); channels only where the
/// clip moves a bone away from the file's rest pose.
fn animation(
    bin: &mut Bin,
    skel: &Skeleton,
    rig: &Rig,
    clip: &scene::Clip,
) -> Result<Option<Value>, ExportError> {
    let ticks = clip.ticks as usize;
    if ticks == 0 || clip.tracks.is_empty() {
        return Ok(None);
    }
    if !(clip.tick_rate.is_finite() && clip.tick_rate > 0.0) {
        return Err(ExportError::TickRate { clip: clip.name.clone(), rate: clip.tick_rate });
    }
    check_samples(clip)?;
    let n = skel.bones.len();
    let mut trans = vec![Vec::with_capacity(ticks); n];
    let mut rots = vec![Vec::with_capacity(ticks); n];
    for tick in 0..ticks {
        let locals = pose::clip_locals(skel, clip, tick);
        for (i, (b, l)) in skel.bones.iter().zip(&locals).enumerate() {
            let x = match &rig.retarget {
                None => *l,
                Some((rp, g)) => {
                    let own = rp.get(i).copied().unwrap_or(Quat::IDENTITY);
                    match b.parent.and_then(|p| rp.get(p)) {
                        Some(pr) => Xf { t: *pr * l.t, r: (*pr * l.r * own.inverse()).normalize() },
                        None => Xf { t: g.point(l.t), r: (g.r * l.r * own.inverse()).normalize() },
                    }
                }
            };
            if let (Some(t), Some(r)) = (trans.get_mut(i), rots.get_mut(i)) {
                t.push(x.t);
                r.push(x.r);
            }
        }
    }
    let times: Vec<f32> = (0..ticks).map(|k| k as f32 / clip.tick_rate).collect();
    let mut input = None;
    let mut samplers = Vec::new();
    let mut channels = Vec::new();
    for i in 0..n {
        let rest = rig.node_locals.get(i).copied().unwrap_or(Xf::IDENTITY);
        let (Some(t), Some(r)) = (trans.get_mut(i), rots.get_mut(i)) else { continue };
        // Keep quaternion signs continuous so LINEAR (slerp-like) interpolation goes the short way.
        for k in 1..r.len() {
            let prev = r.get(k - 1).copied();
            if let (Some(a), Some(b)) = (prev, r.get_mut(k)) {
                if a.dot(*b) < 0.0 {
                    *b = -*b;
                }
            }
        }
        let moves_t = t.iter().any(|v| (*v - rest.t).length() > 1e-6);
        let moves_r = r.iter().any(|q| q.dot(rest.r).abs() < 1.0 - 1e-7);
        for (moves, path, data, comps, ty) in [
            (
                moves_t,
                "translation",
                t.iter().flat_map(|v| v.to_array()).collect::<Vec<f32>>(),
                3,
                "VEC3",
            ),
            (
                moves_r,
                "rotation",
                r.iter().flat_map(|q| q.to_array()).collect::<Vec<f32>>(),
                4,
                "VEC4",
            ),
        ] {
            if !moves {
                continue;
            }
            let inp = match input {
                Some(x) => x,
                None => {
                    let x = bin.floats(&times, 1, "SCALAR", None, true)?;
                    input = Some(x);
                    x
                }
            };
            let out = bin.floats(&data, comps, ty, None, false)?;
            channels.push(json!({"sampler": samplers.len(), "target": {"node": i, "path": path}}));
            samplers.push(json!({"input": inp, "output": out, "interpolation": "LINEAR"}));
        }
    }
    if channels.is_empty() {
        return Ok(None);
    }
    Ok(Some(json!({
        "name": clip.name,
        "channels": channels,
        "samplers": samplers,
        "extras": {"tick_rate": clip.tick_rate, "ticks": clip.ticks},
    })))
}

/// Serialises a document through `gltf_json::Root` and frames it as GLB bytes.
pub fn encode(doc: Value, bin: &[u8]) -> Result<Vec<u8>, ExportError> {
    let root: gltf_json::Root = serde_json::from_value(doc)?;
    let json = serde_json::to_vec(&root)?;
    scene::glb::write(&json, bin).map_err(|_| ExportError::TooLarge)
}

/// Checks that every track of `clip` has one sample per tick (translations and rotations).
pub(crate) fn check_samples(clip: &scene::Clip) -> Result<(), ExportError> {
    let ticks = clip.ticks as usize;
    for t in &clip.tracks {
        for n in [t.translations.as_ref().map(Vec::len), t.rotations.as_ref().map(Vec::len)]
            .into_iter()
            .flatten()
        {
            if n != ticks {
                return Err(ExportError::ClipSamples {
                    clip: clip.name.clone(),
                    bone: t.bone,
                    expected: ticks,
                    found: n,
                });
            }
        }
    }
    Ok(())
}
