//! GLB / VRM import: the GLB container, the glTF node tree, skinned meshes (up to four
//! influences, `inverseBindMatrices`, any node scale) and the VRM humanoid map — VRM 0.x
//! (`extensions.VRM.humanoid.humanBones[{bone, node}]`) and VRM 1.0
//! (`extensions.VRMC_vrm.humanoid.humanBones{hips: {node}}`) **[public: vrm-specification]**.
//!
//! Written by hand over `serde_json::Value` so that any input — unknown extensions, required or
//! not, included — gives a figure or an error, never a panic, with allocations bounded by the
//! bytes that are there.
#![allow(clippy::arithmetic_side_effects)] // f32 matrix math only; integer math is checked.

use glam::{Mat4, Quat, Vec3};
use psx::bytes::{Cursor, OutOfBounds};
use serde_json::Value;

use crate::figure::{Bone, Figure, FigureError, Influences};
use crate::humanoid::{self, HumanBone, Humanoid, MapSource};

/// GLB magic `glTF` **[public: glTF 2.0 §4.4]**.
pub const GLB_MAGIC: u32 = 0x4654_6C67;
/// JSON chunk type.
pub const CHUNK_JSON: u32 = 0x4E4F_534A;
/// BIN chunk type.
pub const CHUNK_BIN: u32 = 0x004E_4942;

/// Why a file could not be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The container is cut short.
    #[error("GLB container: {0}")]
    Truncated(#[from] OutOfBounds),
    /// Not a GLB (nor glTF JSON).
    #[error("not a GLB/VRM file: expected magic \"glTF\" at offset 0, found {found:02x?}")]
    Magic {
        /// The first four bytes.
        found: [u8; 4],
    },
    /// A field of the container holds a value it cannot hold.
    #[error("GLB container at offset {offset:#x}: expected {expected}, found {found:#x}")]
    Container {
        /// Offset of the field.
        offset: usize,
        /// What was expected.
        expected: &'static str,
        /// What was found.
        found: u64,
    },
    /// The JSON chunk is not JSON.
    #[error("glTF JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// A glTF object is missing a field or holds the wrong kind of value.
    #[error("glTF {path}: expected {expected}")]
    Field {
        /// JSON path (`nodes[3].children[1]`).
        path: String,
        /// What was expected.
        expected: String,
    },
    /// A feature this importer does not read.
    #[error("glTF {path}: {what} is not supported")]
    Unsupported {
        /// JSON path.
        path: String,
        /// What.
        what: &'static str,
    },
    /// The assembled figure is inconsistent.
    #[error(transparent)]
    Figure(#[from] FigureError),
}

fn field(path: impl Into<String>, expected: impl Into<String>) -> ImportError {
    ImportError::Field { path: path.into(), expected: expected.into() }
}

/// Splits a GLB into its JSON and (optional) BIN chunks.
pub fn split_glb(bytes: &[u8]) -> Result<(&[u8], &[u8]), ImportError> {
    let mut c = Cursor::new(bytes);
    let magic = c.u32_le()?; // 0x00
    if magic != GLB_MAGIC {
        let mut found = [0u8; 4];
        for (d, s) in found.iter_mut().zip(bytes) {
            *d = *s;
        }
        return Err(ImportError::Magic { found });
    }
    let version = c.u32_le()?; // 0x04
    if version != 2 {
        return Err(ImportError::Container {
            offset: 4,
            expected: "version 2",
            found: version.into(),
        });
    }
    let length = c.u32_le()?; // 0x08
    let length = usize::try_from(length).unwrap_or(usize::MAX);
    if length > bytes.len() || length < 20 {
        return Err(ImportError::Container {
            offset: 8,
            expected: "a total length between 20 and the file's size",
            found: length as u64,
        });
    }
    let body = bytes.get(..length).unwrap_or(bytes);
    let mut c = Cursor::new(body);
    c.seek(12)?;
    let json_len = c.u32_le()? as usize; // 0x0C
    let kind = c.u32_le()?; // 0x10
    if kind != CHUNK_JSON {
        return Err(ImportError::Container {
            offset: 0x10,
            expected: "chunk type JSON",
            found: kind.into(),
        });
    }
    let json = c.take(json_len)?; // 0x14
    let mut bin: &[u8] = &[];
    while c.remaining() >= 8 {
        let at = c.pos();
        let len = c.u32_le()? as usize;
        let kind = c.u32_le()?;
        let data = c.take(len)?;
        if kind == CHUNK_BIN && bin.is_empty() {
            bin = data;
        } else if kind == CHUNK_BIN {
            return Err(ImportError::Container {
                offset: at.saturating_add(4),
                expected: "one BIN chunk",
                found: kind.into(),
            });
        }
    }
    Ok((json, bin))
}

fn idx(v: &Value, key: &str, path: &str) -> Result<Option<usize>, ImportError> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(x) => x
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| field(format!("{path}.{key}"), "a non-negative integer")),
    }
}

fn arr<'a>(root: &'a Value, key: &str) -> Result<&'a [Value], ImportError> {
    match root.get(key) {
        None => Ok(&[]),
        Some(Value::Array(a)) => Ok(a.as_slice()),
        Some(_) => Err(field(key, "an array")),
    }
}

fn floats<const N: usize>(
    v: &Value,
    key: &str,
    path: &str,
) -> Result<Option<[f32; N]>, ImportError> {
    let Some(x) = v.get(key) else { return Ok(None) };
    let a = x
        .as_array()
        .filter(|a| a.len() == N)
        .ok_or_else(|| field(format!("{path}.{key}"), format!("{N} numbers")))?;
    let mut out = [0f32; N];
    for (o, e) in out.iter_mut().zip(a) {
        let f = e.as_f64().ok_or_else(|| field(format!("{path}.{key}"), "numbers"))? as f32;
        if !f.is_finite() {
            return Err(field(format!("{path}.{key}"), "finite numbers"));
        }
        *o = f;
    }
    Ok(Some(out))
}

fn local_matrix(node: &Value, path: &str) -> Result<Mat4, ImportError> {
    if let Some(m) = floats::<16>(node, "matrix", path)? {
        return Ok(Mat4::from_cols_array(&m));
    }
    let t = floats::<3>(node, "translation", path)?.unwrap_or([0.0; 3]);
    let r = floats::<4>(node, "rotation", path)?.unwrap_or([0.0, 0.0, 0.0, 1.0]);
    let s = floats::<3>(node, "scale", path)?.unwrap_or([1.0; 3]);
    let q = Quat::from_array(r);
    let q = if q.length() > 1e-6 { q.normalize() } else { Quat::IDENTITY };
    Ok(Mat4::from_scale_rotation_translation(Vec3::from_array(s), q, Vec3::from_array(t)))
}

/// Reads accessor `index` as `f64` components (`ncomp` per element); integers are exact.
fn accessor(
    root: &Value,
    bin: &[u8],
    index: usize,
    ncomp: &[usize],
) -> Result<(Vec<f64>, usize), ImportError> {
    let path = format!("accessors[{index}]");
    let acc =
        arr(root, "accessors")?.get(index).ok_or_else(|| field(&path, "an existing accessor"))?;
    if acc.get("sparse").is_some() {
        return Err(ImportError::Unsupported { path, what: "a sparse accessor" });
    }
    let ty = acc.get("type").and_then(Value::as_str).unwrap_or("");
    let n = match ty {
        "SCALAR" => 1usize,
        "VEC2" => 2,
        "VEC3" => 3,
        "VEC4" => 4,
        "MAT4" => 16,
        _ => return Err(field(format!("{path}.type"), "SCALAR, VEC2, VEC3, VEC4 or MAT4")),
    };
    if !ncomp.contains(&n) {
        return Err(field(format!("{path}.type"), format!("{ncomp:?} components")));
    }
    let ct = idx(acc, "componentType", &path)?
        .ok_or_else(|| field(format!("{path}.componentType"), "a component type"))?;
    let size = match ct {
        5120 | 5121 => 1usize,
        5122 | 5123 => 2,
        5125 | 5126 => 4,
        _ => {
            return Err(field(
                format!("{path}.componentType"),
                "5120, 5121, 5122, 5123, 5125 or 5126",
            ))
        }
    };
    let normalized = acc.get("normalized").and_then(Value::as_bool).unwrap_or(false);
    let count =
        idx(acc, "count", &path)?.ok_or_else(|| field(format!("{path}.count"), "a count"))?;
    let view_i = idx(acc, "bufferView", &path)?.ok_or(ImportError::Unsupported {
        path: path.clone(),
        what: "an accessor without a bufferView",
    })?;
    let vpath = format!("bufferViews[{view_i}]");
    let view = arr(root, "bufferViews")?
        .get(view_i)
        .ok_or_else(|| field(&vpath, "an existing buffer view"))?;
    let buffer = idx(view, "buffer", &vpath)?.unwrap_or(0);
    let bpath = format!("buffers[{buffer}]");
    let buf =
        arr(root, "buffers")?.get(buffer).ok_or_else(|| field(&bpath, "an existing buffer"))?;
    if buffer != 0 || buf.get("uri").is_some() {
        return Err(ImportError::Unsupported {
            path: bpath,
            what: "a buffer outside the GLB's BIN chunk",
        });
    }
    let voff = idx(view, "byteOffset", &vpath)?.unwrap_or(0);
    let vlen = idx(view, "byteLength", &vpath)?
        .ok_or_else(|| field(format!("{vpath}.byteLength"), "a length"))?;
    let vdata = voff
        .checked_add(vlen)
        .and_then(|end| bin.get(voff..end))
        .ok_or_else(|| field(&vpath, format!("a range inside the {}-byte BIN chunk", bin.len())))?;
    let elem = size.saturating_mul(n);
    let stride = idx(view, "byteStride", &vpath)?.unwrap_or(elem);
    if stride < elem {
        return Err(field(format!("{vpath}.byteStride"), format!("at least {elem}")));
    }
    let aoff = idx(acc, "byteOffset", &path)?.unwrap_or(0);
    if count > 0 {
        let end = count
            .checked_sub(1)
            .and_then(|c| c.checked_mul(stride))
            .and_then(|x| x.checked_add(aoff))
            .and_then(|x| x.checked_add(elem));
        if end.is_none_or(|e| e > vdata.len()) {
            return Err(field(
                &path,
                format!("{count} elements inside its {}-byte view", vdata.len()),
            ));
        }
    }
    let total = count.checked_mul(n).ok_or_else(|| field(&path, "a smaller count"))?;
    let mut out = Vec::with_capacity(total);
    for e in 0..count {
        let base = e.saturating_mul(stride).saturating_add(aoff);
        for k in 0..n {
            let at = base.saturating_add(k.saturating_mul(size));
            let b = vdata
                .get(at..at.saturating_add(size))
                .ok_or_else(|| field(&path, "elements inside its view"))?;
            let x = match (ct, b) {
                (5120, [a]) => {
                    let v = f64::from(*a as i8);
                    if normalized {
                        (v / 127.0).max(-1.0)
                    } else {
                        v
                    }
                }
                (5121, [a]) => {
                    let v = f64::from(*a);
                    if normalized {
                        v / 255.0
                    } else {
                        v
                    }
                }
                (5122, [a, c]) => {
                    let v = f64::from(i16::from_le_bytes([*a, *c]));
                    if normalized {
                        (v / 32767.0).max(-1.0)
                    } else {
                        v
                    }
                }
                (5123, [a, c]) => {
                    let v = f64::from(u16::from_le_bytes([*a, *c]));
                    if normalized {
                        v / 65535.0
                    } else {
                        v
                    }
                }
                (5125, [a, c, d, f]) => f64::from(u32::from_le_bytes([*a, *c, *d, *f])),
                (5126, [a, c, d, f]) => {
                    let v = f64::from(f32::from_le_bytes([*a, *c, *d, *f]));
                    if v.is_finite() {
                        v
                    } else {
                        0.0
                    }
                }
                _ => 0.0,
            };
            out.push(x);
        }
    }
    Ok((out, n))
}

/// The VRM version a document declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VrmKind {
    /// Plain glTF.
    None,
    /// VRM 0.x.
    V0,
    /// VRM 1.0.
    V1,
}

/// Imports a GLB or VRM (0.x or 1.0) file as a [`Figure`] in the figure frame (−Z front).
pub fn import_glb(bytes: &[u8]) -> Result<Figure, ImportError> {
    let (json, bin) =
        if bytes.first() == Some(&b'{') { (bytes, &[][..]) } else { split_glb(bytes)? };
    let root: Value = serde_json::from_slice(json)?;
    if !root.is_object() {
        return Err(field("(root)", "a JSON object"));
    }
    let nodes = arr(&root, "nodes")?;
    let n = nodes.len();
    // Parents from children lists; each node has at most one parent.
    let mut parent: Vec<Option<usize>> = vec![None; n];
    for (i, node) in nodes.iter().enumerate() {
        let path = format!("nodes[{i}]");
        for (k, c) in arr(node, "children")
            .map_err(|_| field(format!("{path}.children"), "an array"))?
            .iter()
            .enumerate()
        {
            let c = c
                .as_u64()
                .and_then(|c| usize::try_from(c).ok())
                .filter(|&c| c < n && c != i)
                .ok_or_else(|| {
                field(format!("{path}.children[{k}]"), format!("another node below {n}"))
            })?;
            let slot = parent.get_mut(c).ok_or_else(|| field(&path, "a node"))?;
            if slot.is_some() {
                return Err(field(format!("{path}.children[{k}]"), "a node with one parent only"));
            }
            *slot = Some(i);
        }
    }
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, p) in parent.iter().enumerate() {
        if let Some(k) = p.and_then(|p| kids.get_mut(p)) {
            k.push(i);
        }
    }
    // Depth-first order from the roots; unreached nodes sit on a cycle.
    let mut order = Vec::with_capacity(n);
    let mut new_index = vec![usize::MAX; n];
    let mut world = vec![Mat4::IDENTITY; n];
    for r in (0..n).filter(|&i| parent.get(i).is_some_and(Option::is_none)) {
        let mut stack = vec![r];
        while let Some(i) = stack.pop() {
            let node = nodes.get(i).ok_or_else(|| field("nodes", "a node"))?;
            let local = local_matrix(node, &format!("nodes[{i}]"))?;
            let w = match parent.get(i).copied().flatten().and_then(|p| world.get(p)) {
                Some(pw) => *pw * local,
                None => local,
            };
            if let Some(x) = world.get_mut(i) {
                *x = w;
            }
            if let Some(x) = new_index.get_mut(i) {
                *x = order.len();
            }
            order.push(i);
            if let Some(k) = kids.get(i) {
                stack.extend(k.iter().rev());
            }
        }
    }
    if order.len() != n {
        return Err(field("nodes", "a tree (a node's children lead back to it)"));
    }
    let mut bones: Vec<Bone> = Vec::with_capacity(n);
    for &i in &order {
        let node = nodes.get(i).ok_or_else(|| field("nodes", "a node"))?;
        let name = node
            .get("name")
            .and_then(Value::as_str)
            .map_or_else(|| format!("node{i:02}"), str::to_string);
        let p = parent.get(i).copied().flatten().and_then(|p| new_index.get(p).copied());
        let pos = world.get(i).map_or(Vec3::ZERO, |w| w.transform_point3(Vec3::ZERO));
        bones.push(Bone { name, parent: p, position: pos.to_array() });
    }

    // Meshes, in node order.
    let meshes = arr(&root, "meshes")?;
    let skins = arr(&root, "skins")?;
    let mut positions: Vec<[f32; 3]> = Vec::new();
    let mut uvs: Vec<[f32; 2]> = Vec::new();
    let mut influences: Vec<Influences> = Vec::new();
    let mut triangles: Vec<[u32; 3]> = Vec::new();
    for &i in &order {
        let node = nodes.get(i).ok_or_else(|| field("nodes", "a node"))?;
        let path = format!("nodes[{i}]");
        let Some(m) = idx(node, "mesh", &path)? else { continue };
        let mesh =
            meshes.get(m).ok_or_else(|| field(format!("{path}.mesh"), "an existing mesh"))?;
        let node_world = world.get(i).copied().unwrap_or(Mat4::IDENTITY);
        let me = new_index.get(i).copied().unwrap_or(0);
        // Skin: joint node (new index) and joint matrix (world × inverse bind).
        let mut joints: Vec<(usize, Mat4)> = Vec::new();
        if let Some(s) = idx(node, "skin", &path)? {
            let spath = format!("skins[{s}]");
            let skin = skins.get(s).ok_or_else(|| field(&spath, "an existing skin"))?;
            let list =
                arr(skin, "joints").map_err(|_| field(format!("{spath}.joints"), "an array"))?;
            let ibm = match idx(skin, "inverseBindMatrices", &spath)? {
                Some(a) => {
                    let (v, _) = accessor(&root, bin, a, &[16])?;
                    if v.len() < list.len().saturating_mul(16) {
                        return Err(field(
                            format!("{spath}.inverseBindMatrices"),
                            "one matrix per joint",
                        ));
                    }
                    v
                }
                None => Vec::new(),
            };
            for (k, j) in list.iter().enumerate() {
                let j = j
                    .as_u64()
                    .and_then(|j| usize::try_from(j).ok())
                    .filter(|&j| j < n)
                    .ok_or_else(|| field(format!("{spath}.joints[{k}]"), "a node"))?;
                let mut m16 = [0f32; 16];
                let from = k.saturating_mul(16);
                match ibm.get(from..from.saturating_add(16)) {
                    Some(s) => {
                        for (d, x) in m16.iter_mut().zip(s) {
                            *d = *x as f32;
                        }
                    }
                    None => m16 = Mat4::IDENTITY.to_cols_array(),
                }
                let jw = world.get(j).copied().unwrap_or(Mat4::IDENTITY);
                joints.push((
                    new_index.get(j).copied().unwrap_or(0),
                    jw * Mat4::from_cols_array(&m16),
                ));
            }
        }
        let prims = arr(mesh, "primitives")
            .map_err(|_| field(format!("meshes[{m}].primitives"), "an array"))?;
        for (pi, prim) in prims.iter().enumerate() {
            let ppath = format!("meshes[{m}].primitives[{pi}]");
            let mode = idx(prim, "mode", &ppath)?.unwrap_or(4);
            if !(4..=6).contains(&mode) {
                continue; // points and lines hold no triangles
            }
            let attrs = prim
                .get("attributes")
                .ok_or_else(|| field(format!("{ppath}.attributes"), "an object"))?;
            let pa = idx(attrs, "POSITION", &ppath)?
                .ok_or_else(|| field(format!("{ppath}.attributes.POSITION"), "an accessor"))?;
            let (pos, _) = accessor(&root, bin, pa, &[3])?;
            let count = pos.len() / 3;
            let base = positions.len();
            let base32 =
                u32::try_from(base).map_err(|_| field(&ppath, "fewer than 2^32 vertices"))?;
            u32::try_from(base.saturating_add(count))
                .map_err(|_| field(&ppath, "fewer than 2^32 vertices"))?;
            let uv = match idx(attrs, "TEXCOORD_0", &ppath)? {
                Some(a) => accessor(&root, bin, a, &[2])?.0,
                None => Vec::new(),
            };
            let (jv, wv) = match (
                idx(attrs, "JOINTS_0", &ppath)?,
                idx(attrs, "WEIGHTS_0", &ppath)?,
                joints.is_empty(),
            ) {
                (Some(j), Some(w), false) => {
                    (accessor(&root, bin, j, &[4])?.0, accessor(&root, bin, w, &[4])?.0)
                }
                _ => (Vec::new(), Vec::new()),
            };
            for v in 0..count {
                let at = v.saturating_mul(3);
                let p = Vec3::new(
                    pos.get(at).copied().unwrap_or(0.0) as f32,
                    pos.get(at.saturating_add(1)).copied().unwrap_or(0.0) as f32,
                    pos.get(at.saturating_add(2)).copied().unwrap_or(0.0) as f32,
                );
                let mut inf: Influences = [(0, 0.0); 4];
                let mut world_p = Vec3::ZERO;
                let mut sum = 0.0f32;
                if !jv.is_empty() {
                    for k in 0..4 {
                        let at = v.saturating_mul(4).saturating_add(k);
                        let j = jv.get(at).copied().unwrap_or(0.0) as usize;
                        let w = wv.get(at).copied().unwrap_or(0.0) as f32;
                        if w <= 0.0 || !w.is_finite() {
                            continue;
                        }
                        let (bone, jm) = joints.get(j).copied().ok_or_else(|| {
                            field(
                                format!("{ppath}.attributes.JOINTS_0"),
                                format!("joint indices below {}", joints.len()),
                            )
                        })?;
                        if let Some(slot) = inf.get_mut(k) {
                            *slot = (u32::try_from(bone).unwrap_or(0), w);
                        }
                        world_p += jm.transform_point3(p) * w;
                        sum += w;
                    }
                }
                let world_p = if sum > 1e-6 {
                    world_p / sum
                } else {
                    inf = [(u32::try_from(me).unwrap_or(0), 1.0), (0, 0.0), (0, 0.0), (0, 0.0)];
                    node_world.transform_point3(p)
                };
                positions.push(world_p.to_array());
                let u = uv.get(v.saturating_mul(2)).copied().unwrap_or(0.0) as f32;
                let w =
                    uv.get(v.saturating_mul(2).saturating_add(1)).copied().unwrap_or(0.0) as f32;
                uvs.push([u, w]);
                influences.push(inf);
            }
            let list: Vec<u32> = match idx(prim, "indices", &ppath)? {
                Some(a) => {
                    let (ix, _) = accessor(&root, bin, a, &[1])?;
                    let mut out = Vec::with_capacity(ix.len());
                    for x in ix {
                        let x = x as u64;
                        if x >= count as u64 {
                            return Err(field(
                                format!("{ppath}.indices"),
                                format!("indices below {count}"),
                            ));
                        }
                        out.push(x as u32);
                    }
                    out
                }
                None => (0..u32::try_from(count).unwrap_or(0)).collect(),
            };
            let mut push = |a: u32, b: u32, c: u32| {
                if a != b && b != c && a != c {
                    triangles.push([
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
        }
    }

    // Humanoid map and facing.
    let ext = root.get("extensions");
    let mut map = Humanoid::new();
    let mut kind = VrmKind::None;
    if let Some(v1) = ext.and_then(|e| e.get("VRMC_vrm")) {
        kind = VrmKind::V1;
        if let Some(hb) =
            v1.get("humanoid").and_then(|h| h.get("humanBones")).and_then(Value::as_object)
        {
            for (name, b) in hb {
                let node =
                    idx(b, "node", &format!("extensions.VRMC_vrm.humanoid.humanBones.{name}"))?;
                if let (Some(h), Some(node)) = (HumanBone::from_vrm(name), node) {
                    let nb = new_index
                        .get(node)
                        .copied()
                        .ok_or_else(|| field(format!("humanBones.{name}.node"), "a node"))?;
                    map.insert(h, nb);
                }
            }
        }
    } else if let Some(v0) = ext.and_then(|e| e.get("VRM")) {
        kind = VrmKind::V0;
        if let Some(hb) =
            v0.get("humanoid").and_then(|h| h.get("humanBones")).and_then(Value::as_array)
        {
            for (k, b) in hb.iter().enumerate() {
                let node = idx(b, "node", &format!("extensions.VRM.humanoid.humanBones[{k}]"))?;
                let name = b.get("bone").and_then(Value::as_str).unwrap_or("");
                if let (Some(h), Some(node)) = (HumanBone::from_vrm(name), node) {
                    let nb = new_index
                        .get(node)
                        .copied()
                        .ok_or_else(|| field(format!("humanBones[{k}].node"), "a node"))?;
                    map.insert(h, nb);
                }
            }
        }
    }
    let source = match kind {
        VrmKind::V1 if !map.is_empty() => Some(MapSource::Vrm1),
        VrmKind::V0 if !map.is_empty() => Some(MapSource::Vrm0),
        _ => None,
    };
    humanoid::map_names(&bones, &mut map);
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
    let name = match kind {
        VrmKind::V1 => ext.and_then(|e| e.pointer("/VRMC_vrm/meta/name")).and_then(Value::as_str),
        VrmKind::V0 => ext.and_then(|e| e.pointer("/VRM/meta/title")).and_then(Value::as_str),
        VrmKind::None => None,
    }
    .unwrap_or("model");
    Ok(Figure::new(name, bones, map, source, positions, uvs, influences, triangles)?)
}
