//! Thumbnails: a small deterministic z-buffered textured-triangle software rasterizer.
//!
//! The model is posed at its default pose (characters: `idle` tick 1, see
//! [`crate::pose::default_worlds`]; maps: every placement that is not hidden, so the walk mesh
//! stays out), seen through an orthographic camera that fits its bounds: a front three-quarter
//! view for characters (the front is −Z, or +Z where `export::pose::front_z` finds the face
//! there), top-down for maps (−Z up the picture). Pixels are
//! nearest-sampled texels × material colour × vertex colour × a fixed facet shade, 2×2
//! supersampled. All math is scalar `f32` without `sin`/`cos`, and triangles are drawn in model
//! order, so the same model gives the same PNG bytes.
//!
//! Integer arithmetic here is on pixel coordinates bounded by [`MAX_SIZE`]² and on indices
//! checked with `get`, so the module allows `arithmetic_side_effects`.
#![allow(clippy::arithmetic_side_effects)]

use scene::{Blend, Model, ModelKind};

use crate::pose::{self, cross, dot, normalize, sub, Xf, V3};
use crate::GalleryError;

/// The largest thumbnail side accepted, in pixels.
pub const MAX_SIZE: u32 = 2048;

/// Supersampling factor per axis.
const SS: u32 = 2;

/// Which way the camera looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// From the front, a little to the model's right and above (characters).
    FrontThreeQuarter,
    /// Straight down, −Z at the top (maps).
    TopDown,
}

impl View {
    /// The view the gallery uses for a kind of model.
    pub fn for_kind(kind: ModelKind) -> View {
        match kind {
            ModelKind::Character => View::FrontThreeQuarter,
            ModelKind::Map => View::TopDown,
        }
    }

    /// Camera basis: (right, up, towards the viewer), orthonormal. `front_z` is the side the
    /// model faces along Z (−1 by the scene convention, +1 for a model turned round).
    fn basis(self, front_z: f32) -> (V3, V3, V3) {
        match self {
            View::TopDown => ([1.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]),
            View::FrontThreeQuarter => {
                // The viewer stands in front of the model (at −Z for the convention), off to its
                // left (−X, since a model facing −Z has its right hand at +X), a little above.
                let back = normalize([0.6 * front_z, 0.35, front_z]);
                let right = normalize(cross([0.0, 1.0, 0.0], back));
                let up = cross(back, right);
                (right, up, back)
            }
        }
    }
}

/// An RGBA8 picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// RGBA8, row-major; alpha 0 where nothing was drawn.
    pub rgba: Vec<u8>,
}

impl Picture {
    /// Encodes the picture as PNG (fixed settings, so the bytes are deterministic).
    pub fn png(&self) -> Result<Vec<u8>, GalleryError> {
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, self.width, self.height);
            enc.set_color(png::ColorType::Rgba);
            enc.set_depth(png::BitDepth::Eight);
            enc.set_compression(png::Compression::Fast);
            let mut w = enc.write_header().map_err(|e| GalleryError::Png(e.to_string()))?;
            w.write_image_data(&self.rgba).map_err(|e| GalleryError::Png(e.to_string()))?;
        }
        Ok(out)
    }
}

/// One triangle ready to draw: view-space corners (x right, y up, z towards the viewer), UVs,
/// colours, and how to texture and blend it.
#[derive(Debug, Clone, Copy)]
struct Tri {
    p: [V3; 3],
    uv: [[f32; 2]; 3],
    col: [[f32; 4]; 3],
    material: Option<usize>,
    shade: f32,
}

/// Collects the world-space triangles of the default pose, in model order.
fn world_triangles(model: &Model, view: View) -> Vec<Tri> {
    let front_z = match model.kind {
        ModelKind::Character => export::pose::front_z(model),
        ModelKind::Map => -1.0,
    };
    let (right, up, back) = view.basis(front_z);
    let to_view = |p: V3| [dot(p, right), dot(p, up), dot(p, back)];
    let skin = model.skeleton.as_ref().map(|s| pose::skinning(model, s));
    let mut out = Vec::new();
    let mut emit = |mesh: &scene::Mesh, place: Option<Xf>, skinned: bool| {
        for prim in &mesh.primitives {
            for tri in prim.indices.chunks_exact(3) {
                let mut corners = [([0.0f32; 3], [0.0f32; 2], [1.0f32; 4]); 3];
                let mut ok = true;
                for (c, &ix) in corners.iter_mut().zip(tri) {
                    let i = ix as usize;
                    let Some(&p) = mesh.positions.get(i) else {
                        ok = false;
                        break;
                    };
                    let mut p = p;
                    if skinned {
                        let bone = mesh.joints.as_ref().and_then(|j| j.get(i)).copied();
                        let m = bone.and_then(|b| skin.as_ref().and_then(|s| s.get(b)));
                        if let Some(m) = m {
                            p = m.point(p);
                        }
                    }
                    if let Some(x) = place {
                        p = x.point(p);
                    }
                    if !p.iter().all(|v| v.is_finite()) {
                        ok = false;
                        break;
                    }
                    let uv = mesh.uvs.get(i).copied().unwrap_or([0.0; 2]);
                    let col = mesh.colors.as_ref().and_then(|c| c.get(i)).copied();
                    *c = (to_view(p), uv, col.unwrap_or([1.0; 4]));
                }
                if !ok {
                    continue;
                }
                let p = [corners[0].0, corners[1].0, corners[2].0];
                let n = normalize(cross(sub(p[1], p[0]), sub(p[2], p[0])));
                // A fixed facet shade so untextured shapes read: faces towards the viewer and
                // the light above are brightest (two-sided).
                let light = normalize([0.35, 0.6, 0.72]);
                let shade = 0.45 + 0.35 * n[2].abs() + 0.2 * dot(n, light).abs();
                out.push(Tri {
                    p,
                    uv: [corners[0].1, corners[1].1, corners[2].1],
                    col: [corners[0].2, corners[1].2, corners[2].2],
                    material: prim.material,
                    shade,
                });
            }
        }
    };
    match model.kind {
        ModelKind::Character => {
            for mesh in &model.meshes {
                emit(mesh, None, mesh.joints.is_some());
            }
        }
        ModelKind::Map => {
            if model.nodes.is_empty() {
                for mesh in &model.meshes {
                    emit(mesh, None, false);
                }
            }
            for node in model.nodes.iter().filter(|n| !n.hidden) {
                if let Some(mesh) = node.mesh.and_then(|m| model.meshes.get(m)) {
                    emit(mesh, Some(Xf::new(node.translation, node.rotation)), false);
                }
            }
        }
    }
    out
}

/// Renders `model` at its default pose into a `size`×`size` picture.
pub fn render(model: &Model, view: View, size: u32) -> Result<Picture, GalleryError> {
    if size == 0 || size > MAX_SIZE {
        return Err(GalleryError::ThumbnailSize { size, max: MAX_SIZE });
    }
    let tris = world_triangles(model, view);
    let n = size * SS;
    let w = n as usize;
    let mut color = vec![[0.0f32; 4]; w * w];
    let mut depth = vec![f32::NEG_INFINITY; w * w];

    // Fit the bounds (x, y) into the square with a margin, keeping the aspect.
    let mut lo = [f32::INFINITY; 2];
    let mut hi = [f32::NEG_INFINITY; 2];
    for t in &tris {
        for p in &t.p {
            for ((l, h), v) in lo.iter_mut().zip(hi.iter_mut()).zip(p) {
                *l = l.min(*v);
                *h = h.max(*v);
            }
        }
    }
    let span = (hi[0] - lo[0]).max(hi[1] - lo[1]).max(1e-6);
    let scale = (n as f32) * 0.88 / span;
    let cx = (lo[0] + hi[0]) * 0.5;
    let cy = (lo[1] + hi[1]) * 0.5;
    let half = n as f32 * 0.5;
    let to_screen = |p: V3| [half + (p[0] - cx) * scale, half - (p[1] - cy) * scale, p[2]];

    // Opaque triangles first with depth writes, then blended ones in model order without.
    for pass in [false, true] {
        for t in &tris {
            let mat = t.material.and_then(|m| model.materials.get(m));
            let blend = mat.map_or(Blend::Opaque, |m| m.blend);
            if (blend != Blend::Opaque) != pass {
                continue;
            }
            let s = [to_screen(t.p[0]), to_screen(t.p[1]), to_screen(t.p[2])];
            draw(model, t, mat, blend, s, w, &mut color, &mut depth);
        }
    }

    // Downsample (box filter over SS×SS, premultiplied) to 8 bits.
    let out_w = size as usize;
    let mut rgba = vec![0u8; out_w * out_w * 4];
    let area = (SS * SS) as f32;
    for y in 0..out_w {
        for x in 0..out_w {
            let mut acc = [0.0f32; 4];
            for sy in 0..SS as usize {
                for sx in 0..SS as usize {
                    let idx = (y * SS as usize + sy) * w + x * SS as usize + sx;
                    if let Some(c) = color.get(idx) {
                        for (a, v) in acc.iter_mut().zip(c) {
                            *a += v;
                        }
                    }
                }
            }
            let a = acc[3] / area;
            let o = (y * out_w + x) * 4;
            if let Some(px) = rgba.get_mut(o..o + 4) {
                if a > 0.0 {
                    for (d, v) in px.iter_mut().zip(acc).take(3) {
                        *d = to_u8(v / area / a);
                    }
                    if let Some(pa) = px.get_mut(3) {
                        *pa = to_u8(a);
                    }
                }
            }
        }
    }
    Ok(Picture { width: size, height: size, rgba })
}

fn to_u8(v: f32) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8
}

/// Rasterizes one triangle (both faces) with a top-left-ish inclusive edge test.
#[allow(clippy::too_many_arguments)]
fn draw(
    model: &Model,
    t: &Tri,
    mat: Option<&scene::Material>,
    blend: Blend,
    s: [V3; 3],
    w: usize,
    color: &mut [[f32; 4]],
    depth: &mut [f32],
) {
    let area =
        (s[1][0] - s[0][0]) * (s[2][1] - s[0][1]) - (s[2][0] - s[0][0]) * (s[1][1] - s[0][1]);
    if area.abs() < 1e-9 || !area.is_finite() {
        return;
    }
    let min_x = s.iter().map(|p| p[0]).fold(f32::INFINITY, f32::min).floor().max(0.0);
    let max_x = s.iter().map(|p| p[0]).fold(f32::NEG_INFINITY, f32::max).ceil().min(w as f32 - 1.0);
    let min_y = s.iter().map(|p| p[1]).fold(f32::INFINITY, f32::min).floor().max(0.0);
    let max_y = s.iter().map(|p| p[1]).fold(f32::NEG_INFINITY, f32::max).ceil().min(w as f32 - 1.0);
    if min_x > max_x || min_y > max_y {
        return;
    }
    let image = mat.and_then(|m| m.image).and_then(|i| model.images.get(i));
    let base = mat.map_or([1.0; 4], |m| m.color);
    let uv_off = mat.map_or([0.0; 2], |m| m.uv_offset);
    for y in (min_y as usize)..=(max_y as usize) {
        let py = y as f32 + 0.5;
        for x in (min_x as usize)..=(max_x as usize) {
            let px = x as f32 + 0.5;
            let e0 = (s[2][0] - s[1][0]) * (py - s[1][1]) - (s[2][1] - s[1][1]) * (px - s[1][0]);
            let e1 = (s[0][0] - s[2][0]) * (py - s[2][1]) - (s[0][1] - s[2][1]) * (px - s[2][0]);
            let e2 = (s[1][0] - s[0][0]) * (py - s[0][1]) - (s[1][1] - s[0][1]) * (px - s[0][0]);
            let inside = if area > 0.0 {
                e0 >= 0.0 && e1 >= 0.0 && e2 >= 0.0
            } else {
                e0 <= 0.0 && e1 <= 0.0 && e2 <= 0.0
            };
            if !inside {
                continue;
            }
            let b = [e0 / area, e1 / area, e2 / area];
            let z = b[0] * s[0][2] + b[1] * s[1][2] + b[2] * s[2][2];
            let idx = y * w + x;
            let Some(d) = depth.get_mut(idx) else { continue };
            if z < *d {
                continue;
            }
            let mut c = [0.0f32; 4];
            let [c0, c1, c2] = t.col;
            for ((((ck, v0), v1), v2), bk) in c.iter_mut().zip(c0).zip(c1).zip(c2).zip(base) {
                *ck = (b[0] * v0 + b[1] * v1 + b[2] * v2) * bk;
            }
            if let Some(img) = image {
                let u = b[0] * t.uv[0][0] + b[1] * t.uv[1][0] + b[2] * t.uv[2][0] + uv_off[0];
                let v = b[0] * t.uv[0][1] + b[1] * t.uv[1][1] + b[2] * t.uv[2][1] + uv_off[1];
                let Some(texel) = sample(img, u, v) else { continue };
                if texel[3] == 0 && blend == Blend::Opaque {
                    continue;
                }
                for (ck, tk) in c.iter_mut().zip(texel) {
                    *ck *= f32::from(tk) / 255.0;
                }
                if blend == Blend::Opaque {
                    c[3] = 1.0;
                }
            }
            for ck in c.iter_mut().take(3) {
                *ck *= t.shade;
            }
            let Some(dst) = color.get_mut(idx) else { continue };
            match blend {
                Blend::Opaque => {
                    *dst = [c[0], c[1], c[2], 1.0];
                    *d = z;
                }
                Blend::Average => {
                    for (dk, ck) in dst.iter_mut().zip(c).take(3) {
                        *dk = *dk * 0.5 + ck * 0.5;
                    }
                    dst[3] = dst[3].max(0.5);
                }
                Blend::Additive => {
                    for (dk, ck) in dst.iter_mut().zip(c).take(3) {
                        *dk = (*dk + ck).min(1.0);
                    }
                    dst[3] = dst[3].max(0.5);
                }
                Blend::Subtractive => {
                    for (dk, ck) in dst.iter_mut().zip(c).take(3) {
                        *dk = (*dk - ck).max(0.0);
                    }
                }
                Blend::AddQuarter => {
                    for (dk, ck) in dst.iter_mut().zip(c).take(3) {
                        *dk = (*dk + ck * 0.25).min(1.0);
                    }
                    dst[3] = dst[3].max(0.25);
                }
            }
        }
    }
}

/// Nearest texel at (u, v), wrapping; `None` for an empty or inconsistent image.
fn sample(img: &scene::Image, u: f32, v: f32) -> Option<[u8; 4]> {
    if img.width == 0 || img.height == 0 || !u.is_finite() || !v.is_finite() {
        return None;
    }
    let wrap = |t: f32, n: u32| -> usize {
        let f = t - t.floor();
        ((f * n as f32) as usize).min(n as usize - 1)
    };
    let x = wrap(u, img.width);
    let y = wrap(v, img.height);
    let o = (y * img.width as usize + x) * 4;
    img.rgba.get(o..o + 4)?.try_into().ok()
}

/// The gallery thumbnail of a model: `size`×`size` PNG in the view for its kind.
pub fn thumbnail(model: &Model, size: u32) -> Result<Vec<u8>, GalleryError> {
    render(model, View::for_kind(model.kind), size)?.png()
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use scene::{Material, Mesh, Node, Primitive, IDENTITY};

    fn red() -> Material {
        Material {
            name: "red".into(),
            image: None,
            color: [1.0, 0.0, 0.0, 1.0],
            blend: Blend::Opaque,
            double_sided: false,
            stp: false,
            uv_offset: [0.0; 2],
        }
    }

    fn quad(name: &str, y: f32, h: f32, material: usize) -> Mesh {
        Mesh {
            name: name.into(),
            positions: vec![[-h, y, h], [h, y, h], [h, y, -h], [-h, y, -h]],
            uvs: vec![[0.0; 2]; 4],
            primitives: vec![Primitive {
                material: Some(material),
                indices: vec![0, 1, 2, 0, 2, 3],
            }],
            ..Mesh::default()
        }
    }

    fn node(name: &str, mesh: usize, hidden: bool) -> Node {
        Node {
            name: name.into(),
            mesh: Some(mesh),
            translation: [0.0; 3],
            rotation: IDENTITY,
            hidden,
        }
    }

    /// A 2 m red floor quad seen top-down at 10 px: worked out by hand. The quad spans 88 % of
    /// the 20 supersampled pixels: 1.2 ..= 18.8, so sample centres 1.5 ..= 18.5 are inside,
    /// output pixels 1..=8 are fully covered, the border ones half, the corners a quarter. The
    /// facet shade of a face looking at the viewer is 0.45 + 0.35 + 0.2 × 0.72/|(0.35, 0.6,
    /// 0.72)| = 0.9439, so red is round(0.9439 × 255) = 241.
    #[test]
    fn golden_top_down_quad() {
        let mut m = Model::new("floor", ModelKind::Map);
        m.materials.push(red());
        m.meshes.push(quad("floor", 0.0, 1.0, 0));
        m.nodes.push(node("floor", 0, false));
        let p = render(&m, View::TopDown, 10).unwrap();
        let px = |x: usize, y: usize| -> [u8; 4] {
            p.rgba[(y * 10 + x) * 4..(y * 10 + x) * 4 + 4].try_into().unwrap()
        };
        assert_eq!(px(5, 5), [241, 0, 0, 255]);
        let full = p.rgba.chunks_exact(4).filter(|c| c[3] == 255).count();
        assert_eq!(full, 64);
        assert_eq!(px(0, 5)[3], 128);
        assert_eq!(px(0, 0)[3], 64);
        assert_eq!(px(0, 0)[0], 241, "colour is un-premultiplied");
    }

    /// Hidden nodes (the walk mesh) stay out of map thumbnails even when they are on top.
    #[test]
    fn hidden_nodes_are_not_drawn() {
        let mut m = Model::new("floor", ModelKind::Map);
        m.materials.push(red());
        let mut green = red();
        green.color = [0.0, 1.0, 0.0, 1.0];
        m.materials.push(green);
        m.meshes.push(quad("floor", 0.0, 1.0, 0));
        m.meshes.push(quad("walkmesh", 0.5, 1.0, 1));
        m.nodes.push(node("floor", 0, false));
        m.nodes.push(node("walkmesh", 1, true));
        let p = render(&m, View::TopDown, 10).unwrap();
        let c = (5 * 10 + 5) * 4;
        assert_eq!(&p.rgba[c..c + 4], &[241, 0, 0, 255]);
        m.nodes[1].hidden = false;
        let p = render(&m, View::TopDown, 10).unwrap();
        assert_eq!(&p.rgba[c..c + 4], &[0, 241, 0, 255]);
    }

    #[test]
    fn empty_model_and_bad_sizes() {
        let m = Model::new("empty", ModelKind::Character);
        let p = render(&m, View::FrontThreeQuarter, 4).unwrap();
        assert!(p.rgba.iter().all(|&b| b == 0));
        assert!(render(&m, View::TopDown, 0).is_err());
        assert!(render(&m, View::TopDown, MAX_SIZE + 1).is_err());
    }

    fn arb_f() -> impl Strategy<Value = f32> {
        prop_oneof![
            -10.0f32..10.0,
            Just(f32::NAN),
            Just(f32::INFINITY),
            Just(f32::NEG_INFINITY),
            Just(1e30f32),
        ]
    }

    prop_compose! {
        fn arb_model()(
            character in any::<bool>(),
            positions in prop::collection::vec([arb_f(), arb_f(), arb_f()], 0..12),
            uvs in prop::collection::vec([arb_f(), arb_f()], 0..12),
            indices in prop::collection::vec(0u32..16, 0..30),
            joints in prop::option::of(prop::collection::vec(0usize..6, 0..12)),
            material in prop::option::of(0usize..3),
            img in (0u32..5, 0u32..5, 0usize..80),
            blend in 0usize..5,
            hidden in any::<bool>(),
            rotation in [arb_f(), arb_f(), arb_f(), arb_f()],
        ) -> Model {
            let kind = if character { ModelKind::Character } else { ModelKind::Map };
            let mut m = Model::new("p", kind);
            m.images.push(scene::Image {
                name: "i".into(),
                width: img.0,
                height: img.1,
                rgba: vec![200; img.2],
                indexed: None,
            });
            let mut mat = red();
            mat.image = Some(0);
            mat.blend = [Blend::Opaque, Blend::Average, Blend::Additive, Blend::Subtractive,
                Blend::AddQuarter][blend];
            m.materials.push(mat);
            m.meshes.push(Mesh {
                name: "m".into(),
                positions,
                uvs,
                colors: None,
                joints,
                primitives: vec![Primitive { material, indices }],
            });
            m.skeleton = Some(scene::Skeleton { bones: vec![
                scene::Bone { name: "a".into(), parent: Some(1), translation: [0.0; 3], rotation },
                scene::Bone { name: "b".into(), parent: Some(0), translation: [1.0; 3], rotation: IDENTITY },
            ] });
            m.nodes.push(Node { name: "n".into(), mesh: Some(0), translation: [0.0; 3], rotation, hidden });
            m.nodes.push(Node { name: "x".into(), mesh: Some(7), translation: [0.0; 3], rotation, hidden });
            m
        }
    }

    proptest! {
        /// Any model, however broken, renders without a panic, and twice the same.
        #[test]
        fn never_panics_and_is_deterministic(m in arb_model()) {
            let a = thumbnail(&m, 8).unwrap();
            let b = thumbnail(&m, 8).unwrap();
            prop_assert_eq!(a, b);
        }
    }
}
