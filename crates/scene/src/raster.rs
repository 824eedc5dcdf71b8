//! The one software rasterizer: deterministic, z-buffered, textured triangles through an
//! orthographic camera — the gallery's thumbnails and the walk-cycle GIF's frames.
//!
//! A model is posed ([`triangles`]: characters by rigid skinning in a [`Pose`]; maps: every
//! placement that is not hidden, so the walk mesh stays out), seen through a [`View`] fitted to
//! its bounds. Pixels are nearest-sampled texels × material colour × vertex colour × a fixed
//! facet shade, optionally supersampled. Opaque triangles are drawn first with depth writes,
//! then the semi-transparent ones in model order with the PS1 blend equations **[public:
//! psx-spx]** and no depth writes. As glTF viewers draw the exported file **[published: glTF
//! 2.0, `material.doubleSided`]**, back faces of single-sided materials (and of triangles
//! without a material: glTF's default material is single-sided) are culled — front faces are
//! counter-clockwise seen from the viewer ([`crate`]'s conventions) — and double-sided ones are
//! drawn from both sides. Which faces that culls rests on the decoders' winding: the synthetic
//! characters' faces are counter-clockwise seen from outside; that the game's own faces come
//! out so is **[provisional]** (its front-face convention is not published). All math is
//! scalar `f32` without `sin`/`cos`, and triangles are drawn in model order, so the same model
//! gives the same pixels.
//!
//! Integer arithmetic here is on pixel coordinates bounded by [`MAX_SIZE`]² and on indices
//! checked with `get`, so the module allows `arithmetic_side_effects`.
#![allow(clippy::arithmetic_side_effects)]

use glam::{Vec2, Vec3};

use crate::math::{direction, Xf};
use crate::pose::{self, Pose};
use crate::{Blend, Model, ModelKind};

/// The largest picture side accepted, in pixels (before supersampling).
pub const MAX_SIZE: u32 = 2048;

/// The largest supersampling factor per axis.
pub const MAX_SUPERSAMPLE: u32 = 4;

/// A picture size or supersampling factor out of range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("picture {width}×{height} (supersampling {supersample}) is outside 1..={max} pixels a side, 1..=4 samples")]
pub struct SizeError {
    /// Width asked for.
    pub width: u32,
    /// Height asked for.
    pub height: u32,
    /// Supersampling asked for.
    pub supersample: u32,
    /// The largest side accepted.
    pub max: u32,
}

/// Which way the camera looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// From the front, a little to the model's right and above (character thumbnails).
    FrontThreeQuarter,
    /// Straight down, −Z at the top (map thumbnails).
    TopDown,
    /// Straight from the front (the GIF's left half).
    Front,
    /// From the model's right side: the model walks to the right (the GIF's right half).
    Side,
}

impl View {
    /// The thumbnail view for a kind of model.
    pub fn for_kind(kind: ModelKind) -> View {
        match kind {
            ModelKind::Character => View::FrontThreeQuarter,
            ModelKind::Map => View::TopDown,
        }
    }

    /// Camera basis (right, up, towards the viewer), orthonormal and right-handed, for a model
    /// facing `front_z` along Z (−1 by the game's convention, +1 for a model turned round).
    pub fn basis(self, front_z: f32) -> (Vec3, Vec3, Vec3) {
        let f = if front_z > 0.0 { 1.0 } else { -1.0 };
        match self {
            View::TopDown => (Vec3::X, Vec3::NEG_Z, Vec3::Y),
            View::Front => (Vec3::new(f, 0.0, 0.0), Vec3::Y, Vec3::new(0.0, 0.0, f)),
            View::Side => (Vec3::new(0.0, 0.0, f), Vec3::Y, Vec3::new(-f, 0.0, 0.0)),
            View::FrontThreeQuarter => {
                // The viewer stands in front of the model, off to its right, a little above.
                let back = direction(Vec3::new(0.6 * f, 0.35, f));
                let right = direction(Vec3::Y.cross(back));
                let up = back.cross(right);
                (right, up, back)
            }
        }
    }

    /// A world point in view space: x right, y up, z towards the viewer (larger is nearer).
    pub fn project(self, p: Vec3, front_z: f32) -> Vec3 {
        let (right, up, back) = self.basis(front_z);
        Vec3::new(p.dot(right), p.dot(up), p.dot(back))
    }
}

/// An RGBA8 picture, colours un-premultiplied.
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
    /// RGB8 over a background colour (alpha-composited).
    pub fn over(&self, background: [u8; 3]) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.rgba.len() / 4 * 3);
        for px in self.rgba.chunks_exact(4) {
            let alpha = px.get(3).copied().unwrap_or(0);
            for (c, b) in px.iter().zip(background) {
                out.push(over_channel(*c, alpha, b));
            }
        }
        out
    }
}

/// One channel of an un-premultiplied colour `c` with `alpha` over a background channel: the
/// one formula behind [`Picture::over`] (tables built from it give the same bytes).
pub fn over_channel(c: u8, alpha: u8, background: u8) -> u8 {
    let a = f32::from(alpha) / 255.0;
    to_u8((f32::from(c) * a + f32::from(background) * (1.0 - a)) / 255.0)
}

/// One world-space triangle: corners, UVs, colours and material.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tri {
    /// Corners (scene space).
    pub p: [Vec3; 3],
    /// Texture coordinates.
    pub uv: [Vec2; 3],
    /// Vertex colours (linear RGBA; white without).
    pub col: [[f32; 4]; 3],
    /// Material.
    pub material: Option<usize>,
}

/// The model's triangles in `pose`, in model order: characters by rigid skinning (meshes
/// without joints as stored); maps: every placement not hidden (every mesh when there are no
/// placements). Triangles naming missing vertices or with corners that are not finite are
/// left out.
pub fn triangles(model: &Model, pose: Pose<'_>) -> Vec<Tri> {
    let mut out = Vec::new();
    triangles_into(model, pose, &mut out);
    out
}

/// [`triangles`] into `out` (cleared first): many poses of one model in one allocation.
pub fn triangles_into(model: &Model, pose: Pose<'_>, out: &mut Vec<Tri>) {
    out.clear();
    let skin = match model.kind {
        ModelKind::Character => {
            model.skeleton.as_ref().map(|s| pose::skinning(model, s, pose)).unwrap_or_default()
        }
        ModelKind::Map => Vec::new(),
    };
    // Every vertex is posed once (a vertex is a corner of several triangles), then gathered.
    let mut posed: Vec<Option<Vec3>> = Vec::new();
    let mut emit = |mesh: &crate::Mesh, place: Option<Xf>| {
        posed.clear();
        posed.extend(mesh.positions.iter().enumerate().map(|(i, &p)| {
            let mut p = Vec3::from_array(p);
            let bone = mesh.joints.as_ref().and_then(|j| j.get(i)).copied();
            if let Some(m) = bone.and_then(|b| skin.get(b)) {
                p = m.point(p);
            }
            if let Some(x) = place {
                p = x.point(p);
            }
            p.is_finite().then_some(p)
        }));
        for prim in &mesh.primitives {
            for tri in prim.indices.chunks_exact(3) {
                let mut t = Tri {
                    p: [Vec3::ZERO; 3],
                    uv: [Vec2::ZERO; 3],
                    col: [[1.0; 4]; 3],
                    material: prim.material,
                };
                let mut ok = true;
                for (k, &ix) in tri.iter().enumerate() {
                    let i = ix as usize;
                    let Some(&Some(p)) = posed.get(i) else {
                        ok = false;
                        break;
                    };
                    let uv = mesh.uvs.get(i).copied().unwrap_or([0.0; 2]);
                    let col = mesh.colors.as_ref().and_then(|c| c.get(i)).copied();
                    if let (Some(cp), Some(cu), Some(cc)) =
                        (t.p.get_mut(k), t.uv.get_mut(k), t.col.get_mut(k))
                    {
                        *cp = p;
                        *cu = Vec2::from_array(uv);
                        *cc = col.unwrap_or([1.0; 4]);
                    }
                }
                if ok {
                    out.push(t);
                }
            }
        }
    };
    match model.kind {
        ModelKind::Character => {
            for mesh in &model.meshes {
                emit(mesh, None);
            }
        }
        ModelKind::Map => {
            if model.nodes.is_empty() {
                for mesh in &model.meshes {
                    emit(mesh, None);
                }
            }
            for node in model.nodes.iter().filter(|n| !n.hidden) {
                if let Some(mesh) = node.mesh.and_then(|m| model.meshes.get(m)) {
                    emit(mesh, Some(Xf::new(node.translation, node.rotation)));
                }
            }
        }
    }
}

/// The view-space rectangle `(min, max)` of triangles (x right, y up); infinite for none.
pub fn view_bounds(tris: &[Tri], view: View, front_z: f32) -> (Vec2, Vec2) {
    let mut lo = Vec2::splat(f32::INFINITY);
    let mut hi = Vec2::splat(f32::NEG_INFINITY);
    let camera = Camera::new(view, front_z);
    for t in tris {
        for p in &t.p {
            let s = camera.project(*p);
            lo = lo.min(Vec2::new(s.x, s.y));
            hi = hi.max(Vec2::new(s.x, s.y));
        }
    }
    (lo, hi)
}

/// How to draw: the camera, the size, and the view-space rectangle to fit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// Which way the camera looks.
    pub view: View,
    /// The side the model faces along Z (±1, [`pose::front_z`]).
    pub front_z: f32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Samples per pixel per axis (box-filtered down).
    pub supersample: u32,
    /// The view-space rectangle to fit (its larger side fills `fill` of the picture).
    pub fit: (Vec2, Vec2),
    /// The share of the picture the fitted rectangle fills (the rest is margin).
    pub fill: f32,
}

/// Draws `tris` of `model` into a picture.
pub fn draw(model: &Model, tris: &[Tri], frame: &Frame) -> Result<Picture, SizeError> {
    let mut canvas = Canvas::default();
    draw_on(model, tris, frame, &mut canvas)?;
    Ok(std::mem::replace(&mut canvas.picture, Picture { width: 0, height: 0, rgba: Vec::new() }))
}

/// Reusable buffers for [`draw_on`]: drawing many frames of one size allocates the samples
/// and the picture once, and only the rectangles the previous frame drew over are cleared
/// again.
#[derive(Debug, Clone)]
pub struct Canvas {
    width: usize,
    height: usize,
    color: Vec<[f32; 4]>,
    depth: Vec<f32>,
    /// Samples drawn over since the last clear, `[x0, y0, x1, y1]` inclusive.
    dirty: Option<[usize; 4]>,
    /// The last picture drawn.
    picture: Picture,
    /// Its pixels written, `[x0, y0, x1, y1]` inclusive (the rest is transparent black).
    written: Option<[usize; 4]>,
}

impl Default for Canvas {
    fn default() -> Canvas {
        Canvas {
            width: 0,
            height: 0,
            color: Vec::new(),
            depth: Vec::new(),
            dirty: None,
            picture: Picture { width: 0, height: 0, rgba: Vec::new() },
            written: None,
        }
    }
}

impl Canvas {
    /// Clears the canvas for a `w`×`h`-sample picture: every colour transparent black, every
    /// depth −∞.
    fn clear(&mut self, w: usize, h: usize) {
        if self.width != w || self.height != h || self.color.len() != w * h {
            self.width = w;
            self.height = h;
            self.color = vec![[0.0; 4]; w * h];
            self.depth = vec![f32::NEG_INFINITY; w * h];
            self.dirty = None;
            return;
        }
        if let Some([x0, y0, x1, y1]) = self.dirty.take() {
            for y in y0..=y1 {
                let row = y * w;
                if let Some(c) = self.color.get_mut(row + x0..=row + x1) {
                    c.fill([0.0; 4]);
                }
                if let Some(d) = self.depth.get_mut(row + x0..=row + x1) {
                    d.fill(f32::NEG_INFINITY);
                }
            }
        }
    }

    /// The picture made transparent black, `w`×`h` pixels: only the rectangle written last
    /// time is cleared when the size stays.
    fn clear_picture(&mut self, w: u32, h: u32) {
        let p = &mut self.picture;
        let n = w as usize * h as usize * 4;
        if p.width != w || p.height != h || p.rgba.len() != n {
            *p = Picture { width: w, height: h, rgba: vec![0; n] };
            self.written = None;
            return;
        }
        if let Some([x0, y0, x1, y1]) = self.written.take() {
            let row = w as usize * 4;
            for y in y0..=y1 {
                if let Some(px) = p.rgba.get_mut(y * row + x0 * 4..y * row + x1 * 4 + 4) {
                    px.fill(0);
                }
            }
        }
    }
}

/// [`draw`] on reusable buffers: the same picture, byte for byte, kept in the canvas until
/// the next drawing.
pub fn draw_on<'c>(
    model: &Model,
    tris: &[Tri],
    frame: &Frame,
    canvas: &'c mut Canvas,
) -> Result<&'c Picture, SizeError> {
    let (w, h, ss) = (frame.width, frame.height, frame.supersample);
    if w == 0 || h == 0 || w > MAX_SIZE || h > MAX_SIZE || ss == 0 || ss > MAX_SUPERSAMPLE {
        return Err(SizeError { width: w, height: h, supersample: ss, max: MAX_SIZE });
    }
    let (nw, nh) = ((w * ss) as usize, (h * ss) as usize);
    canvas.clear(nw, nh);

    let (lo, hi) = frame.fit;
    let size = (hi - lo).max(Vec2::splat(1e-6));
    let scale = (nw as f32 * frame.fill / size.x).min(nh as f32 * frame.fill / size.y);
    let scale = if scale.is_finite() { scale } else { 1.0 };
    let c = (lo + hi) * 0.5;
    let c = if c.is_finite() { c } else { Vec2::ZERO };
    let (hx, hy) = (nw as f32 * 0.5, nh as f32 * 0.5);
    let camera = Camera::new(frame.view, frame.front_z);
    let to_screen = |s: Vec3| Vec3::new(hx + (s.x - c.x) * scale, hy - (s.y - c.y) * scale, s.z);
    let light = direction(LIGHT);

    for pass in [false, true] {
        for t in tris {
            let mat = t.material.and_then(|m| model.materials.get(m));
            let blend = mat.map_or(Blend::Opaque, |m| m.blend);
            if (blend != Blend::Opaque) != pass {
                continue;
            }
            let v = [camera.project(t.p[0]), camera.project(t.p[1]), camera.project(t.p[2])];
            let s = [to_screen(v[0]), to_screen(v[1]), to_screen(v[2])];
            // Screen y runs down (`to_screen`), so a face counter-clockwise seen from the viewer
            // has a negative area on screen: a positive one is a back face.
            if mat.is_none_or(|m| !m.double_sided) && screen_area(s) > 0.0 {
                continue;
            }
            let sh = shade(v, light);
            let mut target = Target {
                w: nw,
                h: nh,
                color: &mut canvas.color,
                depth: &mut canvas.depth,
                dirty: &mut canvas.dirty,
            };
            fill(model, t, mat, blend, s, sh, &mut target);
        }
    }

    // Downsample (box filter over ss×ss, premultiplied) to 8 bits; pixels outside the drawn
    // rectangle stay transparent black, as the box filter of untouched samples leaves them.
    let (ow, oh, ssu) = (w as usize, h as usize, ss as usize);
    canvas.clear_picture(w, h);
    let area = (ss * ss) as f32;
    let Some([x0, y0, x1, y1]) = canvas.dirty else {
        return Ok(&canvas.picture);
    };
    let (px0, py0, px1, py1) = (x0 / ssu, y0 / ssu, (x1 / ssu).min(ow - 1), (y1 / ssu).min(oh - 1));
    canvas.written = Some([px0, py0, px1, py1]);
    let color = &canvas.color;
    let rgba = &mut canvas.picture.rgba;
    for y in py0..=py1 {
        for x in px0..=px1 {
            let mut acc = [0.0f32; 4];
            for sy in 0..ssu {
                for sx in 0..ssu {
                    let idx = (y * ssu + sy) * nw + x * ssu + sx;
                    if let Some(c) = color.get(idx) {
                        for (a, v) in acc.iter_mut().zip(c) {
                            *a += v;
                        }
                    }
                }
            }
            let a = acc[3] / area;
            let o = (y * ow + x) * 4;
            if let Some(px) = rgba.get_mut(o..o + 4) {
                // One sample, opaque (most pixels of a GIF frame): both divisions are by one.
                let whole = area == 1.0 && a == 1.0;
                if whole {
                    for (d, v) in px.iter_mut().zip(acc) {
                        *d = to_u8(v);
                    }
                } else if a > 0.0 {
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
    Ok(&canvas.picture)
}

/// A [`View`]'s basis, worked out once per picture: [`View::project`] without recomputing it
/// for every point.
#[derive(Debug, Clone, Copy)]
struct Camera {
    right: Vec3,
    up: Vec3,
    back: Vec3,
}

impl Camera {
    fn new(view: View, front_z: f32) -> Camera {
        let (right, up, back) = view.basis(front_z);
        Camera { right, up, back }
    }

    /// As [`View::project`].
    fn project(&self, p: Vec3) -> Vec3 {
        Vec3::new(p.dot(self.right), p.dot(self.up), p.dot(self.back))
    }
}

/// A model in its default pose, `size`×`size`, 2×2 supersampled, fitted to 88 %: the gallery
/// thumbnail's picture.
pub fn render(model: &Model, view: View, size: u32) -> Result<Picture, SizeError> {
    let tris = triangles(model, Pose::Default);
    let front_z = match model.kind {
        ModelKind::Character => pose::front_z(model),
        ModelKind::Map => -1.0,
    };
    let fit = view_bounds(&tris, view, front_z);
    let frame = Frame { view, front_z, width: size, height: size, supersample: 2, fit, fill: 0.88 };
    draw(model, &tris, &frame)
}

fn to_u8(v: f32) -> u8 {
    // 0.5 ..= 255.5 (NaN: 0): through `i32`, whose conversion costs no checks, the same byte.
    (v.clamp(0.0, 1.0) * 255.0 + 0.5) as i32 as u8
}

/// Where the facet shade's light comes from (view space, before normalising).
const LIGHT: Vec3 = Vec3::new(0.35, 0.6, 0.72);

/// A fixed facet shade from view-space corners, so untextured shapes read: faces towards the
/// viewer and the light above are brightest (two-sided). `light` is `direction(LIGHT)`.
fn shade(v: [Vec3; 3], light: Vec3) -> f32 {
    let n = direction((v[1] - v[0]).cross(v[2] - v[0]));
    0.45 + 0.35 * n.z.abs() + 0.2 * n.dot(light).abs()
}

struct Target<'a> {
    w: usize,
    h: usize,
    color: &'a mut [[f32; 4]],
    depth: &'a mut [f32],
    /// Grown to cover every triangle's pixel rectangle.
    dirty: &'a mut Option<[usize; 4]>,
}

/// Twice the signed area of a screen-space triangle (x right, y down): negative for corners
/// counter-clockwise as seen on screen.
fn screen_area(s: [Vec3; 3]) -> f32 {
    (s[1].x - s[0].x) * (s[2].y - s[0].y) - (s[2].x - s[0].x) * (s[1].y - s[0].y)
}

/// Rasterizes one triangle (either face: culling is the caller's) with an inclusive edge test.
///
/// Everything that only depends on the triangle is set up once: the rectangle of pixel
/// centres its corners span (clipped to the picture; none, and the triangle is done), the
/// corners' depths, colours and UVs divided by the doubled area, so an edge function weighs
/// them without a division per pixel, and the texture checked once. Per pixel: the edge test,
/// then the depth test, and only then colour and texel.
fn fill(
    model: &Model,
    t: &Tri,
    mat: Option<&crate::Material>,
    blend: Blend,
    s: [Vec3; 3],
    shade: f32,
    out: &mut Target<'_>,
) {
    let area = screen_area(s);
    if area.abs() < 1e-9 || !area.is_finite() {
        return;
    }
    let (Some((x0, x1)), Some((y0, y1))) =
        (centre_span(s.map(|p| p.x), out.w), centre_span(s.map(|p| p.y), out.h))
    else {
        return;
    };
    let texture = match mat.and_then(|m| m.image).and_then(|i| model.images.get(i)) {
        // An image with no texels gives no pixel (as a texel that cannot be read).
        Some(img) => match Texture::new(img) {
            Some(tex) => Some(tex),
            None => return,
        },
        None => None,
    };
    *out.dirty = Some(match *out.dirty {
        Some([a, b, c, d]) => [a.min(x0), b.min(y0), c.max(x1), d.max(y1)],
        None => [x0, y0, x1, y1],
    });
    let inv = 1.0 / area;
    let base = mat.map_or([1.0; 4], |m| m.color);
    let uv_off = Vec2::from_array(mat.map_or([0.0; 2], |m| m.uv_offset));
    let edges = [Edge::new(s[1], s[2]), Edge::new(s[2], s[0]), Edge::new(s[0], s[1])];
    // A pixel's depth, UV and colour are the corners' weighted by its three edge functions
    // (the corners' values divided by the area once here). Along a row each edge function
    // falls by its edge's `d.y` per pixel, so they step by constant amounts from the run's
    // first pixel.
    let weigh = |e: [f32; 3], a: [f32; 3]| e[0] * a[0] + e[1] * a[1] + e[2] * a[2];
    let fall = edges.map(|e| -e.d.y);
    let z = s.map(|p| p.z * inv);
    let u = t.uv.map(|v| v.x * inv);
    let v = t.uv.map(|v| v.y * inv);
    let z_step = weigh(fall, z);
    let uv_step = Vec2::new(weigh(fall, u), weigh(fall, v));
    // One colour for the whole triangle when its corners agree (untextured vertex colours
    // usually do): a step of zero keeps it exactly.
    let flat = t.col[0] == t.col[1] && t.col[1] == t.col[2];
    let col = channels(t.col).map(|ch| ch.map(|c| c * inv));
    let mut col_step = [0.0f32; 4];
    if !flat {
        for ((st, ch), bk) in col_step.iter_mut().zip(&col).zip(base) {
            *st = weigh(fall, *ch) * bk;
        }
    }
    let col_at = |e: [f32; 3]| -> [f32; 4] {
        let mut c = [0.0f32; 4];
        for (((ck, ch), bk), fk) in c.iter_mut().zip(&col).zip(base).zip(t.col[0]) {
            *ck = if flat { fk * bk } else { weigh(e, *ch) * bk };
        }
        c
    };
    let opaque = blend == Blend::Opaque;
    // One pixel inside the triangle.
    let mut pixel = |idx: usize, zp: f32, at: Vec2, mut c: [f32; 4]| {
        let Some(d) = out.depth.get_mut(idx) else { return };
        if zp < *d {
            return;
        }
        if let Some(tex) = &texture {
            let Some(texel) = tex.at(at.x, at.y) else { return };
            if texel[3] == 0 && opaque {
                return;
            }
            for (ck, tk) in c.iter_mut().zip(texel) {
                *ck *= UNIT.get(usize::from(tk)).copied().unwrap_or(1.0);
            }
            if opaque {
                c[3] = 1.0;
            }
        }
        for ck in c.iter_mut().take(3) {
            *ck *= shade;
        }
        let Some(dst) = out.color.get_mut(idx) else { return };
        match blend {
            Blend::Opaque => {
                *dst = [c[0], c[1], c[2], 1.0];
                *d = zp;
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
    };
    let positive = area > 0.0;
    // Exclusive ranges and a plain loop: the inclusive and stepped range iterators cost a
    // branch of their own per step here.
    for y in y0..y1 + 1 {
        let py = y as f32 + 0.5;
        let rows = edges.map(|e| e.row(py));
        // Each edge function is monotonic along the row (every float operation in it is), so
        // the pixels inside all three are one run: found from the edges' crossings, checked
        // with the very edge functions, then drawn without a test per pixel.
        let mut span = Some((x0, x1));
        for r in &rows {
            span = span.and_then(|(lo, hi)| r.inside_run(lo, hi, positive));
        }
        let Some((lo, hi)) = span else { continue };
        let e = rows.map(|r| r.at(lo as f32 + 0.5));
        let (mut zp, mut at, mut c) = (weigh(e, z), Vec2::new(weigh(e, u), weigh(e, v)), col_at(e));
        let row = y * out.w;
        for idx in row + lo..row + hi + 1 {
            pixel(idx, zp, at + uv_off, c);
            zp += z_step;
            at += uv_step;
            for (ck, sk) in c.iter_mut().zip(col_step) {
                *ck += sk;
            }
        }
    }
}

/// Three RGBA colours as four channels of three values.
fn channels([a, b, c]: [[f32; 4]; 3]) -> [[f32; 3]; 4] {
    [[a[0], b[0], c[0]], [a[1], b[1], c[1]], [a[2], b[2], c[2]], [a[3], b[3], c[3]]]
}

/// The pixels `lo..=hi` of a picture `n` pixels across whose centres `i + 0.5` lie between
/// the smallest and the largest of `v` (no pixel centre outside can be inside a triangle with
/// those corners); `None` for none.
fn centre_span(v: [f32; 3], n: usize) -> Option<(usize, usize)> {
    let lo = v[0].min(v[1]).min(v[2]) - 0.5;
    let hi = v[0].max(v[1]).max(v[2]) - 0.5;
    let last = n.checked_sub(1)? as f32;
    // Both ends clamped into the picture before they become integers (NaN fails the test).
    if !(lo <= last && hi >= 0.0) {
        return None;
    }
    let lo = ceil(lo.max(0.0)) as usize;
    let hi = floor(hi.min(last)) as usize;
    (lo <= hi).then_some((lo, hi))
}

/// `v.floor()` without a call into the maths library (x86-64's baseline has no rounding
/// instruction) nor a branch: below 2²³ in size through an integer, above it `v` is whole
/// already.
#[inline(always)]
fn floor(v: f32) -> f32 {
    if v.abs() < 8_388_608.0 {
        let i = v as i32 as f32;
        i - f32::from(u8::from(i > v))
    } else {
        v
    }
}

/// `v.ceil()`, as [`floor`].
#[inline(always)]
fn ceil(v: f32) -> f32 {
    -floor(-v)
}

/// `k / 255` for every 8-bit value `k`: a texel channel as a factor, without a division per
/// pixel (the same values the division gives).
#[allow(clippy::indexing_slicing)] // Evaluated at compile time; `k` stays below 256.
const UNIT: [f32; 256] = {
    let mut t = [0.0f32; 256];
    let mut k = 0;
    while k < 256 {
        t[k] = k as f32 / 255.0;
        k += 1;
    }
    t
};

/// A material's image, checked once per triangle: nearest texels, wrapping.
struct Texture<'a> {
    rgba: &'a [u8],
    width: usize,
    height: usize,
}

impl<'a> Texture<'a> {
    /// `None` for an image without texels.
    fn new(img: &'a crate::Image) -> Option<Texture<'a>> {
        (img.width > 0 && img.height > 0).then_some(Texture {
            rgba: &img.rgba,
            width: img.width as usize,
            height: img.height as usize,
        })
    }

    /// The texel at (u, v), wrapping; `None` for a coordinate that is not finite or a texel
    /// past the end of an inconsistent image.
    #[inline(always)]
    fn at(&self, u: f32, v: f32) -> Option<[u8; 4]> {
        if !u.is_finite() || !v.is_finite() {
            return None;
        }
        let wrap = |t: f32, n: usize| -> usize {
            let f = t - floor(t);
            // 0 ..= n (t finite): through `i32` as `to_u8`.
            ((f * n as f32) as i32 as usize).min(n - 1)
        };
        let o = (wrap(v, self.height) * self.width + wrap(u, self.width)) * 4;
        self.rgba.get(o..o + 4)?.try_into().ok()
    }
}

/// The edge function of the screen-space edge `p → q`: positive on one side, negative on the
/// other; the inside test and the barycentric weights both come from it.
#[derive(Debug, Clone, Copy)]
struct Edge {
    p: Vec2,
    d: Vec2,
    /// `1 / d.y`, for where the edge crosses a row.
    inv_dy: f32,
}

impl Edge {
    fn new(p: Vec3, q: Vec3) -> Edge {
        let d = Vec2::new(q.x - p.x, q.y - p.y);
        Edge { p: Vec2::new(p.x, p.y), d, inv_dy: 1.0 / d.y }
    }

    /// The edge function at row `py`, `(q.x − p.x)(py − p.y) − (q.y − p.y)(px − p.x)`, with
    /// its first product worked out: [`RowEdge::at`] gives it for a pixel centre `px`.
    fn row(&self, py: f32) -> RowEdge {
        RowEdge { k: self.d.x * (py - self.p.y), dy: self.d.y, px: self.p.x, inv_dy: self.inv_dy }
    }
}

/// An [`Edge`] along one row: the term that only depends on the row, worked out once.
#[derive(Debug, Clone, Copy)]
struct RowEdge {
    k: f32,
    dy: f32,
    px: f32,
    inv_dy: f32,
}

/// How near a whole pixel (relative to the size of the numbers involved) a row's crossing
/// must come before the edge function itself decides which pixels are inside: eight times the
/// worst rounding of the edge function and of the crossing together (2⁻²¹).
const CROSSING_MARGIN: f32 = 1.0 / 262_144.0;

impl RowEdge {
    /// [`Edge::at`] for a pixel of the row: the same operations on the same values.
    #[inline(always)]
    fn at(&self, px: f32) -> f32 {
        self.k - self.dy * (px - self.px)
    }

    /// Whether an edge function's value puts a pixel on the inside (`≥ 0` for a triangle of
    /// positive area, `≤ 0` for a negative one: either face can be drawn).
    #[inline(always)]
    fn inside(&self, px: f32, positive: bool) -> bool {
        let e = self.at(px);
        if positive {
            e >= 0.0
        } else {
            e <= 0.0
        }
    }

    /// The pixels of `lo..=hi` (a non-empty run) on the inside of this edge: the edge
    /// function is monotonic in `x`, so they are one run, the left or the right part. Where
    /// the edge crosses the row says which pixels, unless it falls so near a pixel centre that
    /// rounding could decide: then the edge function itself, pixel by pixel ([`Self::walk`]).
    #[inline(always)]
    fn inside_run(&self, lo: usize, hi: usize, positive: bool) -> Option<(usize, usize)> {
        if self.dy == 0.0 {
            // The same value along the whole row.
            return self.inside(lo as f32 + 0.5, positive).then_some((lo, hi));
        }
        let left = (self.dy > 0.0) == positive;
        // The crossing less half a pixel: pixel x is inside when x < c (left) or x > c.
        let q = self.k * self.inv_dy;
        let c = self.px + q - 0.5;
        let margin = (q.abs() + self.px.abs() + c.abs() + 1.0) * CROSSING_MARGIN;
        let f = floor(c);
        // Not finite, or whole (above 2²³): the comparisons fail and the walk decides.
        if !(c - f > margin && f + 1.0 - c > margin) {
            return self.walk(lo, hi, positive, left);
        }
        let (lo_f, hi_f) = (lo as f32, hi as f32);
        if left {
            // The last pixel inside is f.
            (f >= lo_f).then_some((lo, if f < hi_f { f as usize } else { hi }))
        } else {
            // The first pixel inside is f + 1.
            let g = f + 1.0;
            (g <= hi_f).then_some((if g > lo_f { g as usize } else { lo }, hi))
        }
    }

    /// [`Self::inside_run`] by the edge function alone: from the pixel nearest the crossing,
    /// moved pixel by pixel until the edge function agrees (a step or none, but bounded by the
    /// run whatever the rounding).
    fn walk(&self, lo: usize, hi: usize, positive: bool, left: bool) -> Option<(usize, usize)> {
        let ins = |x: usize| self.inside(x as f32 + 0.5, positive);
        // The pixel whose centre is nearest the crossing (NaN: the left end).
        let cross = self.px + self.k / self.dy - 0.5;
        let mut x = if cross >= lo as f32 { cross.min(hi as f32) as usize } else { lo };
        if left {
            // Inside on the left: the last pixel inside.
            if ins(x) {
                while x < hi && ins(x + 1) {
                    x += 1;
                }
            } else {
                loop {
                    if x == lo {
                        return None;
                    }
                    x -= 1;
                    if ins(x) {
                        break;
                    }
                }
            }
            Some((lo, x))
        } else {
            // Inside on the right: the first pixel inside.
            if ins(x) {
                while x > lo && ins(x - 1) {
                    x -= 1;
                }
            } else {
                loop {
                    if x == hi {
                        return None;
                    }
                    x += 1;
                    if ins(x) {
                        break;
                    }
                }
            }
            Some((x, hi))
        }
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;
    use crate::{Material, Mesh, Node, Primitive, IDENTITY};
    use proptest::prelude::*;

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

    /// A single-sided triangle is drawn from the side it is counter-clockwise from (glTF's
    /// front) and culled from behind; double-sided, it is drawn from both sides.
    #[test]
    fn single_sided_triangles_are_culled_from_behind() {
        let mut m = Model::new("tri", ModelKind::Character);
        m.materials.push(red());
        m.meshes.push(Mesh {
            name: "tri".into(),
            // Counter-clockwise seen from +Z.
            positions: vec![[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]],
            uvs: vec![[0.0; 2]; 3],
            primitives: vec![Primitive { material: Some(0), indices: vec![0, 1, 2] }],
            ..Mesh::default()
        });
        let drawn = |m: &Model, front_z: f32| {
            let tris = triangles(m, Pose::Default);
            let fit = view_bounds(&tris, View::Front, front_z);
            let frame = Frame {
                view: View::Front,
                front_z,
                width: 16,
                height: 16,
                supersample: 1,
                fit,
                fill: 0.9,
            };
            draw(m, &tris, &frame).unwrap().rgba.chunks_exact(4).filter(|p| p[3] > 0).count()
        };
        // View::Front with front_z +1 looks from +Z (the front), with −1 from −Z (behind).
        let front = drawn(&m, 1.0);
        assert!(front > 50, "{front} pixels from the front");
        assert_eq!(drawn(&m, -1.0), 0, "culled from behind");
        m.materials[0].double_sided = true;
        assert_eq!(drawn(&m, 1.0), front);
        assert_eq!(drawn(&m, -1.0), front, "double-sided: drawn from behind, mirrored");
        // Without a material: glTF's default material, single-sided.
        m.meshes[0].primitives[0].material = None;
        assert_eq!(drawn(&m, 1.0), front);
        assert_eq!(drawn(&m, -1.0), 0);
    }

    /// A closed box of single-sided faces, counter-clockwise seen from outside, looks the same
    /// culled as double-sided from every view: the faces culled are the ones the depth test
    /// hides.
    #[test]
    fn a_closed_mesh_looks_the_same_culled() {
        let mut m = Model::new("box", ModelKind::Character);
        m.materials.push(red());
        let (lo, hi) = ([-0.3f32, 0.0, -0.2], [0.4f32, 1.1, 0.25]);
        let corner = |i: usize| {
            [
                if i & 1 == 0 { lo[0] } else { hi[0] },
                if i & 2 == 0 { lo[1] } else { hi[1] },
                if i & 4 == 0 { lo[2] } else { hi[2] },
            ]
        };
        // Corners of each face counter-clockwise seen from outside.
        let faces =
            [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
        let indices = faces.iter().flat_map(|f| [f[0], f[1], f[2], f[0], f[2], f[3]]).collect();
        m.meshes.push(Mesh {
            name: "box".into(),
            positions: (0..8).map(corner).collect(),
            uvs: vec![[0.0; 2]; 8],
            colors: Some(
                (0..8).map(|i| [0.2 + 0.1 * i as f32, 0.5, 0.9 - 0.1 * i as f32, 1.0]).collect(),
            ),
            primitives: vec![Primitive { material: Some(0), indices }],
            ..Mesh::default()
        });
        let tris = triangles(&m, Pose::Default);
        let mut two = m.clone();
        two.materials[0].double_sided = true;
        for view in [View::Front, View::Side, View::FrontThreeQuarter, View::TopDown] {
            for front_z in [-1.0, 1.0] {
                let fit = view_bounds(&tris, view, front_z);
                let frame =
                    Frame { view, front_z, width: 40, height: 40, supersample: 2, fit, fill: 0.8 };
                let culled = draw(&m, &tris, &frame).unwrap();
                assert!(culled.rgba.chunks_exact(4).any(|p| p[3] == 255));
                assert_eq!(culled, draw(&two, &tris, &frame).unwrap(), "{view:?} {front_z}");
            }
        }
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
            m.images.push(crate::Image {
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
            m.skeleton = Some(crate::Skeleton { bones: vec![
                crate::Bone { name: "a".into(), parent: Some(1), translation: [0.0; 3], rotation },
                crate::Bone { name: "b".into(), parent: Some(0), translation: [1.0; 3], rotation: IDENTITY },
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
            let a = render(&m, View::for_kind(m.kind), 8).unwrap();
            let b = render(&m, View::for_kind(m.kind), 8).unwrap();
            prop_assert_eq!(a, b);
        }

        /// A reused canvas gives the picture a fresh one gives, whatever it drew before
        /// (another model, size or view): only the drawn-over rectangle is cleared.
        #[test]
        fn a_reused_canvas_draws_what_a_fresh_one_does(
            m in arb_model(), other in arb_model(), size in 1u32..12, ss in 1u32..3,
        ) {
            let mut canvas = Canvas::default();
            for (model, view) in [(&other, View::Front), (&m, View::Side), (&m, View::Front)] {
                let tris = triangles(model, Pose::Default);
                let fit = view_bounds(&tris, view, -1.0);
                let frame = Frame {
                    view, front_z: -1.0, width: size, height: size, supersample: ss, fit, fill: 0.9,
                };
                let fresh = draw(model, &tris, &frame).unwrap();
                prop_assert_eq!(draw_on(model, &tris, &frame, &mut canvas).unwrap(), &fresh);
            }
        }
    }

    /// A coordinate: anywhere, or on a half pixel (crossings exactly on pixel centres).
    fn arb_coord() -> impl Strategy<Value = f32> {
        prop_oneof![-60.0f32..260.0, (-120i32..520).prop_map(|v| v as f32 * 0.5)]
    }

    proptest! {
        /// A row's inside run, from where the edge crosses it, is exactly the pixels the edge
        /// function itself puts inside, near crossings and exact ties included.
        #[test]
        fn inside_runs_are_what_the_edge_function_says(
            p in (arb_coord(), arb_coord()), q in (arb_coord(), arb_coord()),
            row in 0u32..200, lo in 0usize..200, len in 0usize..200, positive in any::<bool>(),
        ) {
            let e = Edge::new(Vec3::new(p.0, p.1, 0.0), Vec3::new(q.0, q.1, 0.0));
            let r = e.row(row as f32 + 0.5);
            let hi = lo + len;
            let want: Vec<usize> =
                (lo..=hi).filter(|&x| r.inside(x as f32 + 0.5, positive)).collect();
            let got = r
                .inside_run(lo, hi, positive)
                .map(|(a, b)| (a..=b).collect::<Vec<_>>())
                .unwrap_or_default();
            prop_assert_eq!(got, want);
        }
    }

    /// `floor` and `ceil` are the standard library's, for every kind of value.
    #[test]
    fn floor_is_the_library_floor() {
        for v in [
            0.0f32,
            -0.0,
            0.5,
            -0.5,
            1.0,
            -1.0,
            2.75,
            -2.75,
            8_388_607.5,
            -8_388_607.5,
            8_388_608.0,
            1e30,
            -1e30,
            f32::MIN_POSITIVE,
            -f32::MIN_POSITIVE,
        ] {
            assert_eq!(floor(v), v.floor(), "{v}");
            assert_eq!(ceil(v), v.ceil(), "{v}");
        }
        assert!(floor(f32::NAN).is_nan());
        assert_eq!(floor(f32::INFINITY), f32::INFINITY);
    }

    /// A small quad drawn on the canvas a large one was drawn on shows none of the large one.
    #[test]
    fn a_reused_canvas_keeps_nothing_of_the_last_picture() {
        let model = |h: f32| {
            let mut m = Model::new("floor", ModelKind::Map);
            m.materials.push(red());
            m.meshes.push(quad("floor", 0.0, h, 0));
            m.nodes.push(node("floor", 0, false));
            m
        };
        let (big, small) = (model(1.0), model(0.3));
        let tris = triangles(&big, Pose::Default);
        let fit = view_bounds(&tris, View::TopDown, -1.0);
        let frame = Frame {
            view: View::TopDown,
            front_z: -1.0,
            width: 16,
            height: 16,
            supersample: 2,
            fit,
            fill: 0.9,
        };
        let mut canvas = Canvas::default();
        draw_on(&big, &tris, &frame, &mut canvas).unwrap();
        let small_tris = triangles(&small, Pose::Default);
        let fresh = draw(&small, &small_tris, &frame).unwrap();
        assert_eq!(draw_on(&small, &small_tris, &frame, &mut canvas).unwrap(), &fresh);
        let drawn = fresh.rgba.chunks_exact(4).filter(|p| p[3] > 0).count();
        assert!(drawn > 0 && drawn < 64, "{drawn} pixels");
    }

    /// `over` is `over_channel` per channel, and an opaque pixel keeps its colour.
    #[test]
    fn over_is_the_channel_formula() {
        let p = Picture { width: 2, height: 1, rgba: vec![10, 20, 30, 255, 200, 100, 50, 0] };
        assert_eq!(p.over([40, 40, 48]), vec![10, 20, 30, 40, 40, 48]);
        assert_eq!(over_channel(255, 128, 0), 128);
    }
}
