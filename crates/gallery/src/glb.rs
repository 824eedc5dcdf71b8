//! A compact GLB writer for the gallery's own tests, benchmark and synthetic gallery.
//!
//! The gallery takes already-exported bytes ([`crate::Item::glb`]); on the disc path those come
//! from the `export` crate. This writer exists so the gallery can be built and checked without
//! it: unlit materials (`KHR_materials_unlit`, nearest sampling, `MASK` for opaque textured,
//! `BLEND` for semi-transparent), one glTF mesh per scene mesh with rigid skinning
//! (`JOINTS_0`/`WEIGHTS_0`), bones as nodes with a skin, clips as animations sampled per tick
//! (`LINEAR`, time = tick / tick rate), map nodes with `extras.hidden`.
//!
//! Offsets are lengths of in-memory buffers, which cannot overflow `usize` before allocation
//! fails; the module allows `arithmetic_side_effects` for that reason.
#![allow(clippy::arithmetic_side_effects)]

use serde_json::{json, Value};

use scene::{Blend, Model, ModelKind};

use crate::pose::{rest_locals, worlds};
use crate::raster::Picture;
use crate::GalleryError;

const ARRAY_BUFFER: u32 = 34962;
const ELEMENT_ARRAY_BUFFER: u32 = 34963;
const FLOAT: u32 = 5126;
const UNSIGNED_SHORT: u32 = 5123;
const UNSIGNED_INT: u32 = 5125;
const NEAREST: u32 = 9728;

/// Sets a member of a JSON object (no-op on anything else).
fn set(v: &mut Value, key: &str, x: Value) {
    if let Some(o) = v.as_object_mut() {
        o.insert(key.to_string(), x);
    }
}

#[derive(Default)]
struct Builder {
    bin: Vec<u8>,
    views: Vec<Value>,
    accessors: Vec<Value>,
}

impl Builder {
    fn view(&mut self, bytes: &[u8], target: Option<u32>) -> usize {
        while !self.bin.len().is_multiple_of(4) {
            self.bin.push(0);
        }
        let mut v = json!({"buffer": 0, "byteOffset": self.bin.len(), "byteLength": bytes.len()});
        if let Some(t) = target {
            set(&mut v, "target", json!(t));
        }
        self.bin.extend_from_slice(bytes);
        self.views.push(v);
        self.views.len() - 1
    }

    fn floats(&mut self, data: &[f32], ty: &str, comps: usize, bounds: bool) -> usize {
        let bytes: Vec<u8> = data.iter().flat_map(|f| f.to_le_bytes()).collect();
        let view = self.view(&bytes, None);
        let count = data.len() / comps.max(1);
        let mut a = json!({"bufferView": view, "componentType": FLOAT, "count": count, "type": ty});
        if bounds && count > 0 {
            let mut lo = vec![f32::INFINITY; comps];
            let mut hi = vec![f32::NEG_INFINITY; comps];
            for chunk in data.chunks_exact(comps) {
                for ((l, h), v) in lo.iter_mut().zip(hi.iter_mut()).zip(chunk) {
                    *l = l.min(*v);
                    *h = h.max(*v);
                }
            }
            set(&mut a, "min", json!(lo));
            set(&mut a, "max", json!(hi));
        }
        self.accessors.push(a);
        self.accessors.len() - 1
    }
}

/// Writes `model` as GLB bytes (see the module docs for what it carries).
pub fn write(model: &Model) -> Result<Vec<u8>, GalleryError> {
    let mut b = Builder::default();
    let mut root = json!({
        "asset": {"version": "2.0", "generator": "dewrip gallery (preview writer)"},
        "extensionsUsed": ["KHR_materials_unlit", "KHR_texture_transform"],
        "scene": 0,
    });

    // Images, textures, materials.
    let mut images = Vec::new();
    for img in &model.images {
        let pic = Picture { width: img.width, height: img.height, rgba: img.rgba.clone() };
        let png = pic.png()?;
        let view = b.view(&png, None);
        images.push(json!({"name": img.name, "bufferView": view, "mimeType": "image/png"}));
    }
    let textures: Vec<Value> =
        (0..model.images.len()).map(|i| json!({"source": i, "sampler": 0})).collect();
    let materials: Vec<Value> = model
        .materials
        .iter()
        .map(|m| {
            let mut pbr =
                json!({"baseColorFactor": m.color, "metallicFactor": 0.0, "roughnessFactor": 1.0});
            if let Some(i) = m.image.filter(|&i| i < model.images.len()) {
                let mut tex = json!({"index": i});
                if m.uv_offset != [0.0, 0.0] {
                    set(
                        &mut tex,
                        "extensions",
                        json!({"KHR_texture_transform": {"offset": m.uv_offset}}),
                    );
                }
                set(&mut pbr, "baseColorTexture", tex);
            }
            let mut v = json!({
                "name": m.name,
                "pbrMetallicRoughness": pbr,
                "extensions": {"KHR_materials_unlit": {}},
                "doubleSided": m.double_sided,
            });
            match m.blend {
                Blend::Opaque if m.image.is_some() => {
                    set(&mut v, "alphaMode", json!("MASK"));
                    set(&mut v, "alphaCutoff", json!(0.5));
                }
                Blend::Opaque => {}
                _ => set(&mut v, "alphaMode", json!("BLEND")),
            }
            v
        })
        .collect();

    // Meshes.
    let mut meshes = Vec::new();
    for mesh in &model.meshes {
        let n = mesh.positions.len();
        let pos: Vec<f32> = mesh.positions.iter().flatten().copied().collect();
        let mut attrs = json!({"POSITION": b.floats(&pos, "VEC3", 3, true)});
        if mesh.uvs.len() == n {
            let uv: Vec<f32> = mesh.uvs.iter().flatten().copied().collect();
            set(&mut attrs, "TEXCOORD_0", json!(b.floats(&uv, "VEC2", 2, false)));
        }
        if let Some(c) = mesh.colors.as_ref().filter(|c| c.len() == n) {
            let c: Vec<f32> = c.iter().flatten().copied().collect();
            set(&mut attrs, "COLOR_0", json!(b.floats(&c, "VEC4", 4, false)));
        }
        if let Some(j) = mesh.joints.as_ref().filter(|j| j.len() == n) {
            let bytes: Vec<u8> = j
                .iter()
                .flat_map(|&bone| {
                    let bone = u16::try_from(bone).unwrap_or(0);
                    [bone, 0, 0, 0].into_iter().flat_map(u16::to_le_bytes)
                })
                .collect();
            let view = b.view(&bytes, Some(ARRAY_BUFFER));
            b.accessors.push(json!({"bufferView": view, "componentType": UNSIGNED_SHORT, "count": n, "type": "VEC4"}));
            set(&mut attrs, "JOINTS_0", json!(b.accessors.len() - 1));
            let w: Vec<f32> = (0..n).flat_map(|_| [1.0, 0.0, 0.0, 0.0]).collect();
            set(&mut attrs, "WEIGHTS_0", json!(b.floats(&w, "VEC4", 4, false)));
        }
        let mut prims = Vec::new();
        for p in &mesh.primitives {
            let ok: Vec<u32> = p.indices.iter().copied().filter(|&i| (i as usize) < n).collect();
            if ok.len() != p.indices.len() || ok.is_empty() {
                continue;
            }
            let bytes: Vec<u8> = ok.iter().flat_map(|i| i.to_le_bytes()).collect();
            let view = b.view(&bytes, Some(ELEMENT_ARRAY_BUFFER));
            b.accessors.push(json!({"bufferView": view, "componentType": UNSIGNED_INT, "count": ok.len(), "type": "SCALAR"}));
            let mut prim = json!({"attributes": attrs.clone(), "indices": b.accessors.len() - 1});
            if let Some(m) = p.material.filter(|&m| m < model.materials.len()) {
                set(&mut prim, "material", json!(m));
            }
            prims.push(prim);
        }
        meshes.push(json!({"name": mesh.name, "primitives": prims}));
    }

    // Nodes, skin, animations.
    let mut nodes: Vec<Value> = Vec::new();
    let mut scene_nodes: Vec<usize> = Vec::new();
    let mut skins = Vec::new();
    let mut animations = Vec::new();
    match model.kind {
        ModelKind::Character => {
            let skel = model.skeleton.as_ref().filter(|s| !s.bones.is_empty());
            if let Some(skel) = skel {
                let valid_parent =
                    |i: usize| skel.bones.get(i).and_then(|b| b.parent).filter(|&p| p < i);
                for (i, bone) in skel.bones.iter().enumerate() {
                    let children: Vec<usize> =
                        (0..skel.bones.len()).filter(|&c| valid_parent(c) == Some(i)).collect();
                    let mut v = json!({"name": bone.name, "translation": bone.translation, "rotation": crate::pose::unit(bone.rotation)});
                    if !children.is_empty() {
                        set(&mut v, "children", json!(children));
                    }
                    nodes.push(v);
                    if valid_parent(i).is_none() {
                        scene_nodes.push(i);
                    }
                }
                let rest = worlds(skel, &rest_locals(skel));
                let ibm: Vec<f32> = rest.iter().flat_map(|w| w.inverse().matrix()).collect();
                let acc = b.floats(&ibm, "MAT4", 16, false);
                let roots: Vec<usize> = scene_nodes.clone();
                let mut skin = json!({"joints": (0..skel.bones.len()).collect::<Vec<_>>(), "inverseBindMatrices": acc});
                if let Some(r) = roots.first() {
                    set(&mut skin, "skeleton", json!(r));
                }
                skins.push(skin);
                for clip in &model.clips {
                    if let Some(a) = animation(&mut b, clip, skel.bones.len()) {
                        animations.push(a);
                    }
                }
            }
            for (i, mesh) in model.meshes.iter().enumerate() {
                let mut v = json!({"name": mesh.name, "mesh": i});
                if skel.is_some() && mesh.joints.is_some() {
                    set(&mut v, "skin", json!(0));
                }
                nodes.push(v);
                scene_nodes.push(nodes.len() - 1);
            }
        }
        ModelKind::Map => {
            for node in &model.nodes {
                let mut v = json!({"name": node.name, "translation": node.translation, "rotation": crate::pose::unit(node.rotation)});
                if let Some(m) = node.mesh.filter(|&m| m < model.meshes.len()) {
                    set(&mut v, "mesh", json!(m));
                }
                if node.hidden {
                    set(&mut v, "extras", json!({"hidden": true}));
                }
                nodes.push(v);
                scene_nodes.push(nodes.len() - 1);
            }
        }
    }

    set(&mut root, "scenes", json!([{"name": model.name, "nodes": scene_nodes}]));
    set(&mut root, "nodes", json!(nodes));
    set(&mut root, "meshes", json!(meshes));
    set(&mut root, "materials", json!(materials));
    if !images.is_empty() {
        set(&mut root, "images", json!(images));
        set(&mut root, "textures", json!(textures));
        set(&mut root, "samplers", json!([{"magFilter": NEAREST, "minFilter": NEAREST}]));
    }
    if !skins.is_empty() {
        set(&mut root, "skins", json!(skins));
    }
    if !animations.is_empty() {
        set(&mut root, "animations", json!(animations));
    }
    set(&mut root, "accessors", json!(b.accessors));
    set(&mut root, "bufferViews", json!(b.views));
    while !b.bin.len().is_multiple_of(4) {
        b.bin.push(0);
    }
    set(&mut root, "buffers", json!([{"byteLength": b.bin.len()}]));
    let mut js = serde_json::to_vec(&root).map_err(|e| GalleryError::Json(e.to_string()))?;
    while !js.len().is_multiple_of(4) {
        js.push(b' ');
    }
    let total = 12 + 8 + js.len() + 8 + b.bin.len();
    let total = u32::try_from(total).map_err(|_| GalleryError::TooLarge { bytes: total })?;
    let mut out = Vec::with_capacity(total as usize);
    out.extend_from_slice(b"glTF");
    out.extend_from_slice(&2u32.to_le_bytes());
    out.extend_from_slice(&total.to_le_bytes());
    out.extend_from_slice(&(js.len() as u32).to_le_bytes());
    out.extend_from_slice(b"JSON");
    out.extend_from_slice(&js);
    out.extend_from_slice(&(b.bin.len() as u32).to_le_bytes());
    out.extend_from_slice(b"BIN\0");
    out.extend_from_slice(&b.bin);
    Ok(out)
}

/// One clip as a glTF animation; `None` when it has no ticks or no usable tracks.
fn animation(b: &mut Builder, clip: &scene::Clip, bones: usize) -> Option<Value> {
    let ticks = clip.ticks as usize;
    if ticks == 0 {
        return None;
    }
    let rate =
        if clip.tick_rate.is_finite() && clip.tick_rate > 0.0 { clip.tick_rate } else { 30.0 };
    let times: Vec<f32> = (0..ticks).map(|t| t as f32 / rate).collect();
    let input = b.floats(&times, "SCALAR", 1, true);
    let mut samplers = Vec::new();
    let mut channels = Vec::new();
    let resample = |v: &[f32], comps: usize| -> Vec<f32> {
        let n = v.len() / comps;
        (0..ticks)
            .flat_map(|t| {
                let k = t.min(n.saturating_sub(1));
                v.get(k * comps..k * comps + comps).map(<[f32]>::to_vec).unwrap_or_default()
            })
            .collect()
    };
    for track in clip.tracks.iter().filter(|t| t.bone < bones) {
        if let Some(tr) = track.translations.as_ref().filter(|v| !v.is_empty()) {
            let flat: Vec<f32> = tr.iter().flatten().copied().collect();
            let out = b.floats(&resample(&flat, 3), "VEC3", 3, false);
            samplers.push(json!({"input": input, "output": out, "interpolation": "LINEAR"}));
            channels.push(json!({"sampler": samplers.len() - 1, "target": {"node": track.bone, "path": "translation"}}));
        }
        if let Some(r) = track.rotations.as_ref().filter(|v| !v.is_empty()) {
            let flat: Vec<f32> = r.iter().flat_map(|q| crate::pose::unit(*q)).collect();
            let out = b.floats(&resample(&flat, 4), "VEC4", 4, false);
            samplers.push(json!({"input": input, "output": out, "interpolation": "LINEAR"}));
            channels.push(json!({"sampler": samplers.len() - 1, "target": {"node": track.bone, "path": "rotation"}}));
        }
    }
    if channels.is_empty() {
        return None;
    }
    Some(json!({"name": clip.name, "samplers": samplers, "channels": channels}))
}
