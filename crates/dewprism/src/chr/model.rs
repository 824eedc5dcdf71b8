//! Posing in GTE space and conversion to the format-neutral `scene::Model`.
//!
//! GTE space is Y-down with −Z the character's front **[published]**; the scene is Y-up: a
//! point (x, y, z) becomes (x, −y, −z) · [`scene::GTE_UNIT_METRES`] — a 180° turn about X, no
//! mirror — and rotations are conjugated by the same turn. The turn flips Z, so a character
//! facing −Z in game space faces +Z in the scene (her right hand stays at −X).

use std::collections::HashMap;

use scene::math::gte;
use scene::{Bone, Clip, Expression, Image, Indexed, Material, Mesh, Model, ModelKind};

use super::{Chr, Face, Texture};
use crate::anim::{self, Component, Player, RotationOrder};
use crate::records::{blend, DrawState, Prim, UvRef};

/// Ticks per second of sampled clips **[provisional]**: the field runs at 30 frames per
/// second and the interpreter steps once per frame.
pub const TICK_RATE: f32 = 30.0;

/// Decoding options.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// Model name.
    pub name: String,
    /// Where it came from (`DISC:INDEX`, a path, `synthetic`).
    pub source: String,
    /// How rotation angles compose.
    pub order: RotationOrder,
}

impl Default for Options {
    fn default() -> Self {
        Options { name: "chr".into(), source: String::new(), order: RotationOrder::default() }
    }
}

/// A rigid transform in GTE space: `p' = m·p + t` (the one rig layer: `scene::math::gte`).
pub use scene::math::gte::Rigid as Gte;

/// The rotation matrix of three GTE angles composed in `order`.
pub fn rotation(angles: [i32; 3], order: RotationOrder) -> [[f32; 3]; 3] {
    gte::rotation(angles, order.axes())
}

/// Per node: rest translation and rest angles (zero without a skeleton).
fn rest(chr: &Chr) -> Vec<([i32; 3], [i32; 3])> {
    match &chr.skeleton {
        Some(s) => s
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| (n.translation.map(i32::from), s.rest_angles(i).map(i32::from)))
            .collect(),
        None => vec![([0; 3], [0; 3])],
    }
}

/// Node-local (translation, angles) with channel values applied.
fn apply_channels(chr: &Chr, values: impl Iterator<Item = i32>, base: &mut [([i32; 3], [i32; 3])]) {
    let Some(a) = &chr.anims else { return };
    for (ch, v) in a.channels.iter().zip(values) {
        if let Some((t, r)) = base.get_mut(usize::from(ch.node)) {
            let slot = if ch.component.is_rotation() { r } else { t };
            if let Some(x) = slot.get_mut(ch.component.axis()) {
                *x = v;
            }
        }
    }
}

/// Node-local transforms: the bind pose (`clip = None`) or `clip` at `tick`.
pub fn locals(chr: &Chr, clip: Option<(usize, u32)>, order: RotationOrder) -> Vec<Gte> {
    let mut nodes = rest(chr);
    if let Some((ci, tick)) = clip {
        if let Some(c) = chr.anims.as_ref().and_then(|a| a.clips.get(ci)) {
            let mut p = Player::new(c);
            p.seek(tick);
            apply_channels(chr, p.states().iter().map(|s| s.acc), &mut nodes);
        }
    }
    nodes.iter().map(|(t, r)| Gte { m: rotation(*r, order), t: t.map(|x| x as f32) }).collect()
}

/// World transforms from locals.
pub fn worlds(chr: &Chr, locals: &[Gte]) -> Vec<Gte> {
    let nodes = chr.skeleton.as_ref().map(|s| s.nodes.as_slice()).unwrap_or(&[]);
    gte::worlds(locals, |i| nodes.get(i).and_then(|n| n.parent).map(usize::from))
}

/// The shared vertex pool after every part wrote into it **[published rule]**: per slot, the
/// position (GTE space) and the node of the last part that wrote it.
pub fn pool(chr: &Chr, worlds: &[Gte]) -> Vec<Option<([f32; 3], u8)>> {
    let mut out = vec![None; usize::from(chr.pool_size)];
    for p in &chr.parts {
        let w = worlds.get(usize::from(p.node)).copied().unwrap_or(Gte::IDENTITY);
        for (i, v) in p.vertices.iter().enumerate() {
            let slot = usize::from(p.pool_base).saturating_add(i);
            if let Some(s) = out.get_mut(slot) {
                *s = Some((w.apply(v.map(f32::from)), p.node));
            }
        }
    }
    out
}

/// GTE point → scene point (metres, Y up).
pub fn to_scene(p: [f32; 3]) -> [f32; 3] {
    gte::point_to_scene(p, scene::GTE_UNIT_METRES)
}

/// GTE rotation → scene quaternion (conjugated by the 180° turn about X).
pub fn rotation_to_scene(m: &[[f32; 3]; 3]) -> [f32; 4] {
    gte::rotation_to_scene(m)
}

fn unpack(t: &Texture) -> Vec<u8> {
    gpu::texture::unpack_4bpp(usize::from(t.width), usize::from(t.height), &t.texels)
        .unwrap_or_default()
}

/// Copies frame `k` of `frames` (stacked vertically, `r.w`×`r.h` each) into `r` of `dst`.
fn paste(dst: &mut [u8], width: usize, frames: &Texture, k: usize, r: super::Rect) {
    let src = unpack(frames);
    let fw = usize::from(frames.width);
    for y in 0..usize::from(r.h) {
        for x in 0..usize::from(r.w) {
            let sy = k.saturating_mul(usize::from(r.h)).saturating_add(y);
            let v = src.get(sy.saturating_mul(fw).saturating_add(x)).copied();
            let di = (usize::from(r.y).saturating_add(y))
                .saturating_mul(width)
                .saturating_add(usize::from(r.x).saturating_add(x));
            if let (Some(v), Some(d)) = (v, dst.get_mut(di)) {
                *d = v;
            }
        }
    }
}

/// The face atlas's indices: one face per blink frame, then one per mouth frame.
fn face_atlas(chr: &Chr, f: &Face) -> Option<(usize, usize, Vec<u8>, usize)> {
    let face = chr.textures.get(usize::from(f.texture))?;
    let blink = chr.textures.get(usize::from(f.blink_texture))?;
    let mouth = chr.textures.get(usize::from(f.mouth_texture))?;
    let (w, h) = (usize::from(face.width), usize::from(face.height));
    let base = unpack(face);
    let rows = usize::from(f.blink_frames).saturating_add(usize::from(f.mouth_frames)).max(1);
    let mut out = Vec::with_capacity(base.len().saturating_mul(rows));
    for k in 0..usize::from(f.blink_frames) {
        let mut img = base.clone();
        paste(&mut img, w, blink, k, f.eyes);
        out.extend(img);
    }
    for k in 0..usize::from(f.mouth_frames) {
        let mut img = base.clone();
        paste(&mut img, w, mouth, k, f.mouth);
        out.extend(img);
    }
    if out.is_empty() {
        out = base;
    }
    Some((w, h, out, rows))
}

fn image(name: String, w: usize, h: usize, indices: Vec<u8>, clut: &[u16; 16]) -> Image {
    let rgba = indices
        .iter()
        .flat_map(|&i| gpu::texture::color_to_rgba(clut.get(usize::from(i)).copied().unwrap_or(0)))
        .collect();
    Image {
        name,
        width: u32::try_from(w).unwrap_or(0),
        height: u32::try_from(h).unwrap_or(0),
        rgba,
        indexed: Some(Indexed { indices, clut: clut.to_vec() }),
    }
}

/// Converts a decoded `.chr` to a scene model.
pub fn to_model(chr: &Chr, opts: &Options) -> Model {
    let mut model = Model::new(&opts.name, ModelKind::Character);
    model.meta.source = opts.source.clone();
    model.meta.humanoid = chr.node_count() == 34;
    let loc = locals(chr, None, opts.order);
    let wor = worlds(chr, &loc);
    let pool = pool(chr, &wor);

    // Skeleton.
    let parents: Vec<Option<usize>> = match &chr.skeleton {
        Some(s) => s.nodes.iter().map(|n| n.parent.map(usize::from)).collect(),
        None => vec![None],
    };
    let bones = loc
        .iter()
        .zip(&parents)
        .enumerate()
        .map(|(i, (l, p))| Bone {
            name: format!("node{i:02}"),
            parent: *p,
            translation: to_scene(l.t),
            rotation: rotation_to_scene(&l.m),
        })
        .collect();
    model.skeleton = Some(scene::Skeleton { bones });

    // Images: one per (texture, CLUT) used by a tile; the face texture as an atlas.
    let mut images: HashMap<(u8, u8), (usize, usize)> = HashMap::new(); // → (image, atlas rows)
    let mut face_image: Option<usize> = None;
    for t in &chr.tiles {
        if images.contains_key(&(t.texture, t.clut)) {
            continue;
        }
        let Some(tex) = chr.textures.get(usize::from(t.texture)) else { continue };
        let Some(clut) = chr.cluts.get(usize::from(t.clut)) else { continue };
        let name = format!("{}_t{}_c{}", opts.name, t.texture, t.clut);
        let is_face = chr.face.is_some_and(|f| f.texture == t.texture);
        let atlas = chr.face.filter(|_| is_face).and_then(|f| face_atlas(chr, &f));
        let (img, rows) = match atlas {
            Some((w, h, idx, rows)) => (image(name, w, h.saturating_mul(rows), idx, clut), rows),
            None => {
                (image(name, usize::from(tex.width), usize::from(tex.height), unpack(tex), clut), 1)
            }
        };
        let id = model.images.len();
        model.images.push(img);
        images.insert((t.texture, t.clut), (id, rows));
        if is_face && face_image.is_none() {
            face_image = Some(id);
        }
    }

    // Faces → one skinned mesh.
    let mut mesh = Mesh { name: opts.name.clone(), ..Mesh::default() };
    let mut colors: Vec<[f32; 4]> = Vec::new();
    let mut joints: Vec<usize> = Vec::new();
    let mut vmap: HashMap<(u32, u32, u32, [u8; 3]), u32> = HashMap::new();
    let mut materials: HashMap<(Option<usize>, u8), usize> = HashMap::new();
    let mut prims: Vec<Vec<u32>> = Vec::new();
    let mut any_colour = false;
    for b in &chr.blocks {
        let mut st = DrawState::default();
        for r in &b.records {
            let Some(p) = r.resolve(&mut st) else { continue };
            let tile = p.tile.and_then(|t| chr.tiles.get(usize::from(t)));
            let img = tile.and_then(|t| images.get(&(t.texture, t.clut)).copied());
            let flags = p.flags & 0x0F;
            let mat = *materials.entry((img.map(|x| x.0), flags)).or_insert_with(|| {
                let id = model.materials.len();
                let stp = img
                    .and_then(|(i, _)| model.images.get(i))
                    .and_then(|im| im.indexed.as_ref())
                    .is_some_and(|ix| ix.clut.iter().any(|&c| c & 0x8000 != 0));
                model.materials.push(Material {
                    name: format!("mat{id:02}"),
                    image: img.map(|x| x.0),
                    color: [1.0; 4],
                    blend: blend(flags),
                    double_sided: flags & 1 != 0,
                    stp,
                    uv_offset: [0.0; 2],
                });
                prims.push(Vec::new());
                id
            });
            let corner = |k: usize| -> u32 {
                let slot = p.slots.get(k).copied().unwrap_or(0);
                let (u, v) = uv_of(&p, k, tile, img, chr);
                let rgb = p.rgb.get(k).copied().unwrap_or([0x80; 3]);
                let key = (slot, u.to_bits(), v.to_bits(), rgb);
                if let Some(&i) = vmap.get(&key) {
                    return i;
                }
                let (pos, node) = pool
                    .get(usize::try_from(slot).unwrap_or(usize::MAX))
                    .copied()
                    .flatten()
                    .unwrap_or(([0.0; 3], 0));
                let i = u32::try_from(mesh.positions.len()).unwrap_or(u32::MAX);
                mesh.positions.push(to_scene(pos));
                mesh.uvs.push([u, v]);
                let c = rgb.map(|x| (f32::from(x) / 128.0).min(1.0));
                if rgb != [0x80; 3] {
                    any_colour = true;
                }
                colors.push([c[0], c[1], c[2], 1.0]);
                joints.push(usize::from(node));
                vmap.insert(key, i);
                i
            };
            let ids: Vec<u32> = (0..p.n).map(corner).collect();
            if let Some(list) = prims.get_mut(mat) {
                for tri in p.triangles() {
                    list.extend(tri.iter().map(|&k| ids.get(k).copied().unwrap_or(0)));
                }
            }
        }
    }
    mesh.primitives = prims
        .into_iter()
        .enumerate()
        .filter(|(_, i)| !i.is_empty())
        .map(|(m, indices)| scene::Primitive { material: Some(m), indices })
        .collect();
    mesh.colors = any_colour.then_some(colors);
    mesh.joints = Some(joints);
    model.meshes.push(mesh);

    // Expressions from the face atlas.
    if let (Some(f), Some(img)) = (chr.face, face_image) {
        let rows = f32::from(f.blink_frames.saturating_add(f.mouth_frames).max(1));
        for (mi, m) in model.materials.iter().enumerate() {
            if m.image != Some(img) {
                continue;
            }
            if f.blink_frames > 1 {
                let row = f32::from(f.blink_frames.saturating_sub(1));
                model.expressions.push(Expression {
                    name: "blink".into(),
                    material: mi,
                    uv_offset: [0.0, row / rows],
                });
            }
            if f.mouth_frames > 0 {
                let row =
                    f32::from(f.blink_frames.saturating_add(f.mouth_frames).saturating_sub(1));
                model.expressions.push(Expression {
                    name: "aa".into(),
                    material: mi,
                    uv_offset: [0.0, row / rows],
                });
            }
        }
    }

    // Clips.
    if let Some(a) = &chr.anims {
        for (ci, c) in a.clips.iter().enumerate() {
            model.clips.push(clip(chr, a, ci, c, opts.order));
        }
    }
    model
}

fn uv_of(
    p: &Prim,
    k: usize,
    tile: Option<&super::Tile>,
    img: Option<(usize, usize)>,
    chr: &Chr,
) -> (f32, f32) {
    let (Some(t), Some((_, rows))) = (tile, img) else { return (0.0, 0.0) };
    let Some(tex) = chr.textures.get(usize::from(t.texture)) else { return (0.0, 0.0) };
    let texel = match p.uv.get(k).copied().unwrap_or(UvRef::None) {
        UvRef::None => return (0.0, 0.0),
        UvRef::Fine(uv) => t.texel(uv),
        UvRef::Coarse(c) => t.coarse_texel(c),
    };
    let rows = rows.max(1) as f32;
    (
        texel[0] as f32 / f32::from(tex.width.max(1)),
        texel[1] as f32 / (f32::from(tex.height.max(1)) * rows),
    )
}

fn clip(chr: &Chr, a: &anim::Anims, ci: usize, c: &anim::Clip, order: RotationOrder) -> Clip {
    let keys = anim::sample(c);
    let ticks = keys.first().map_or(usize::from(c.ticks.max(2)), Vec::len);
    let rest = rest(chr);
    let mut nodes: Vec<usize> = a.channels.iter().map(|ch| usize::from(ch.node)).collect();
    nodes.sort_unstable();
    nodes.dedup();
    let tracks = nodes
        .into_iter()
        .map(|node| {
            let chans: Vec<(Component, &Vec<i32>)> = a
                .channels
                .iter()
                .zip(&keys)
                .filter(|(ch, _)| usize::from(ch.node) == node)
                .map(|(ch, k)| (ch.component, k))
                .collect();
            let (rt, rr) = rest.get(node).copied().unwrap_or(([0; 3], [0; 3]));
            let at = |t: usize, rot: bool| {
                let mut v = if rot { rr } else { rt };
                for (comp, k) in &chans {
                    if comp.is_rotation() == rot {
                        if let (Some(x), Some(val)) = (v.get_mut(comp.axis()), k.get(t)) {
                            *x = *val;
                        }
                    }
                }
                v
            };
            let has_t = chans.iter().any(|(c, _)| !c.is_rotation());
            let has_r = chans.iter().any(|(c, _)| c.is_rotation());
            scene::Track {
                bone: node,
                translations: has_t.then(|| {
                    (0..ticks).map(|t| to_scene(at(t, false).map(|x| x as f32))).collect()
                }),
                rotations: has_r.then(|| {
                    (0..ticks).map(|t| rotation_to_scene(&rotation(at(t, true), order))).collect()
                }),
            }
        })
        .collect();
    Clip {
        name: anim::clip_name(ci),
        tick_rate: TICK_RATE,
        ticks: u32::try_from(ticks).unwrap_or(u32::MAX),
        tracks,
    }
}

/// What the semantic checks found **[published lesson: numeric residuals miss mirrors and
/// 180° turns; the face is on the front and the book in the right hand]**. All in GTE space.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Semantics {
    /// The pose measured: `idle@1` or `bind`.
    pub pose: String,
    /// Node owning the lowest vertex (largest GTE y).
    pub lowest_node: Option<u8>,
    /// Node owning the highest vertex (smallest GTE y).
    pub highest_node: Option<u8>,
    /// Centroid of the faces textured with the face texture.
    pub face_centroid: Option<[f32; 3]>,
    /// Centroid of all drawn vertices.
    pub body_centroid: Option<[f32; 3]>,
    /// −1: the front is −Z in game space; 1: +Z; `None` without a face texture.
    pub facing_z: Option<i8>,
    /// For 34-node humanoids: the side node 15 (the book in dewrip's topology) is on, seen
    /// from the character facing `facing_z` (−Z when unknown) with −Y up.
    pub node15_side: Option<scene::facing::Side>,
    /// World position of every node in this pose.
    pub nodes: Vec<[f32; 3]>,
    /// Bounds of the drawn vertices.
    pub min: [f32; 3],
    /// Bounds of the drawn vertices.
    pub max: [f32; 3],
}

/// Measures facing, hand, extremes and bounds at idle tick 1 (`bind = false`, falling back to
/// the bind pose without clips) or in the bind pose.
pub fn semantics(chr: &Chr, order: RotationOrder, bind: bool) -> Semantics {
    let has_idle = chr.anims.as_ref().is_some_and(|a| !a.clips.is_empty());
    let use_clip = !bind && has_idle;
    let loc = locals(chr, use_clip.then_some((0, 1)), order);
    let wor = worlds(chr, &loc);
    let pool = pool(chr, &wor);
    let face_tex = chr.face.map(|f| f.texture);
    let mut used = vec![false; pool.len()];
    let mut face_sum = [0.0f64; 3];
    let mut face_n = 0u32;
    for b in &chr.blocks {
        let mut st = DrawState::default();
        for r in &b.records {
            let Some(p) = r.resolve(&mut st) else { continue };
            let on_face = p
                .tile
                .and_then(|t| chr.tiles.get(usize::from(t)))
                .is_some_and(|t| Some(t.texture) == face_tex);
            for &s in p.used_slots() {
                let si = usize::try_from(s).unwrap_or(usize::MAX);
                if let Some(u) = used.get_mut(si) {
                    *u = true;
                }
                if on_face {
                    if let Some(Some((pos, _))) = pool.get(si) {
                        for (a, x) in face_sum.iter_mut().zip(pos) {
                            *a += f64::from(*x);
                        }
                        face_n = face_n.saturating_add(1);
                    }
                }
            }
        }
    }
    let drawn: Vec<([f32; 3], u8)> =
        pool.iter().zip(&used).filter(|(_, &u)| u).filter_map(|(p, _)| *p).collect();
    let lowest = drawn.iter().max_by(|a, b| a.0[1].total_cmp(&b.0[1])).map(|x| x.1);
    let highest = drawn.iter().min_by(|a, b| a.0[1].total_cmp(&b.0[1])).map(|x| x.1);
    let mean = |pts: &mut dyn Iterator<Item = [f32; 3]>| -> Option<[f32; 3]> {
        let mut s = [0.0f64; 3];
        let mut n = 0u32;
        for p in pts {
            for (a, x) in s.iter_mut().zip(p) {
                *a += f64::from(x);
            }
            n = n.saturating_add(1);
        }
        (n > 0).then(|| s.map(|a| (a / f64::from(n)) as f32))
    };
    let body = mean(&mut drawn.iter().map(|d| d.0));
    let face = (face_n > 0).then(|| face_sum.map(|a| (a / f64::from(face_n)) as f32));
    let facing = match (face, body) {
        (Some(f), Some(b)) => Some(scene::facing::facing_z(f, b)),
        _ => None,
    };
    let side = if chr.node_count() == 34 {
        match (wor.get(15), wor.get(2)) {
            (Some(book), Some(chest)) => {
                let fz = f32::from(facing.filter(|&f| f != 0).unwrap_or(-1));
                Some(scene::facing::side(book.t, chest.t, [0.0, 0.0, fz], [0.0, -1.0, 0.0]))
            }
            _ => None,
        }
    } else {
        None
    };
    let bounds = scene::pose::bounds(drawn.iter().map(|d| &d.0));
    Semantics {
        pose: if use_clip { "idle@1".into() } else { "bind".into() },
        lowest_node: lowest,
        highest_node: highest,
        face_centroid: face,
        body_centroid: body,
        facing_z: facing,
        node15_side: side,
        nodes: wor.iter().map(|w| w.t).collect(),
        min: bounds.map_or([0.0; 3], |b| b.min),
        max: bounds.map_or([0.0; 3], |b| b.max),
    }
}

/// Reads a `.chr` with `conv` and converts it to a `scene::Model` named `name` (bones posed
/// in `conv`'s rotation order; `source` is recorded in the model).
pub fn decode(
    data: &[u8],
    conv: &crate::conventions::Conventions,
    name: &str,
    source: &str,
) -> Result<scene::Model, super::ChrError> {
    let opts =
        Options { name: name.to_string(), source: source.to_string(), order: conv.rotation.value };
    Ok(to_model(&super::read(data, conv)?, &opts))
}
