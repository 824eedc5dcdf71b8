//! A small deterministic software renderer (textured, flat-shaded triangles, z-buffer,
//! orthographic) and the walk-cycle GIF: front and side views of a clip, one frame per tick.
//!
//! Math is `f32`/glam; integer pixel arithmetic stays below `MAX_SIDE²`, so the module allows
//! `arithmetic_side_effects`.
#![allow(clippy::arithmetic_side_effects)]

use glam::{Vec2, Vec3};
use scene::{Clip, Model};

use crate::pose::{self, Xf};
use crate::ExportError;

/// Largest view side in pixels.
pub const MAX_SIDE: u16 = 1024;

/// Which way the camera looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// From in front of the model.
    Front,
    /// From the model's right side: the model walks to the right.
    Side,
}

impl View {
    /// (screen x, screen y up, depth: smaller is nearer) for a model facing `front_z` (±1).
    fn project(self, p: Vec3, f: f32) -> Vec3 {
        match self {
            View::Front => Vec3::new(f * p.x, p.y, -f * p.z),
            View::Side => Vec3::new(f * p.z, p.y, f * p.x),
        }
    }
}

/// An RGB frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
    /// RGB8, row-major.
    pub rgb: Vec<u8>,
}

/// World-space triangles of the model at one tick: `(corners, uvs, material)`.
type Tri = ([Vec3; 3], [Vec2; 3], Option<usize>);

/// The model's triangles posed at `tick` of `clip` (rigid skinning), or at rest without a clip.
pub fn posed_triangles(model: &Model, clip: Option<&Clip>, tick: usize) -> Vec<Tri> {
    let skin: Vec<Xf> = match &model.skeleton {
        Some(s) => {
            let bind = pose::worlds(s, &pose::rest_locals(s));
            let locals = match clip {
                Some(c) => pose::clip_locals(s, c, tick),
                None => pose::default_locals(model, s),
            };
            pose::worlds(s, &locals)
                .iter()
                .zip(&bind)
                .map(|(w, b)| w.compose(b.inverse()))
                .collect()
        }
        None => Vec::new(),
    };
    let mut out = Vec::new();
    for mesh in &model.meshes {
        let pos: Vec<Vec3> = mesh
            .positions
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let bone = mesh.joints.as_ref().and_then(|j| j.get(i)).copied();
                let x = bone.and_then(|b| skin.get(b)).copied().unwrap_or(Xf::IDENTITY);
                x.point(Vec3::from_array(*p))
            })
            .collect();
        for prim in &mesh.primitives {
            for t in prim.indices.chunks_exact(3) {
                let (Some(a), Some(b), Some(c)) = (t.first(), t.get(1), t.get(2)) else { continue };
                let get = |i: &u32| pos.get(*i as usize).copied();
                let uv = |i: &u32| {
                    mesh.uvs.get(*i as usize).map_or(Vec2::ZERO, |u| Vec2::from_array(*u))
                };
                if let (Some(pa), Some(pb), Some(pc)) = (get(a), get(b), get(c)) {
                    out.push(([pa, pb, pc], [uv(a), uv(b), uv(c)], prim.material));
                }
            }
        }
    }
    out
}

/// Screen-space bounds `(min, max)` of triangles in a view.
fn bounds(tris: &[Tri], view: View, f: f32) -> (Vec2, Vec2) {
    let mut lo = Vec2::splat(f32::INFINITY);
    let mut hi = Vec2::splat(f32::NEG_INFINITY);
    for (c, _, _) in tris {
        for p in c {
            let s = view.project(*p, f);
            lo = lo.min(Vec2::new(s.x, s.y));
            hi = hi.max(Vec2::new(s.x, s.y));
        }
    }
    (lo, hi)
}

fn sample(model: &Model, material: Option<usize>, uv: Vec2) -> Option<[f32; 4]> {
    let Some(m) = material.and_then(|m| model.materials.get(m)) else {
        return Some([0.8, 0.8, 0.8, 1.0]);
    };
    let base = m.color;
    let Some(img) = m.image.and_then(|i| model.images.get(i)) else { return Some(base) };
    let (w, h) = (img.width as usize, img.height as usize);
    if w == 0 || h == 0 {
        return Some(base);
    }
    let u = (uv.x + m.uv_offset[0]).rem_euclid(1.0);
    let v = (uv.y + m.uv_offset[1]).rem_euclid(1.0);
    let x = ((u * w as f32) as usize).min(w - 1);
    let y = ((v * h as f32) as usize).min(h - 1);
    let i = (y * w + x) * 4;
    let px = img.rgba.get(i..i + 4)?;
    let (r, g, b, a) = (px.first()?, px.get(1)?, px.get(2)?, px.get(3)?);
    if *a < 128 {
        return None;
    }
    Some([
        f32::from(*r) / 255.0 * base[0],
        f32::from(*g) / 255.0 * base[1],
        f32::from(*b) / 255.0 * base[2],
        1.0,
    ])
}

/// Renders triangles in one view of a model facing `f` (±1 along Z, [`pose::front_z`]) into a
/// `w × h` frame, scaled so `(lo, hi)` fits.
#[allow(clippy::too_many_arguments)]
pub fn render(
    model: &Model,
    tris: &[Tri],
    view: View,
    f: f32,
    w: usize,
    h: usize,
    lo: Vec2,
    hi: Vec2,
) -> Frame {
    let mut rgb = vec![0u8; w * h * 3];
    for px in rgb.chunks_exact_mut(3) {
        px.copy_from_slice(&[40, 40, 48]);
    }
    let mut depth = vec![f32::INFINITY; w * h];
    let size = (hi - lo).max(Vec2::splat(1e-6));
    let margin = 4.0;
    let scale = ((w as f32 - 2.0 * margin) / size.x).min((h as f32 - 2.0 * margin) / size.y);
    let center = (lo + hi) * 0.5;
    let to_screen = |p: Vec3| -> Vec3 {
        let s = view.project(p, f);
        Vec3::new(
            w as f32 * 0.5 + (s.x - center.x) * scale,
            h as f32 * 0.5 - (s.y - center.y) * scale,
            s.z,
        )
    };
    let light = Vec3::new(0.3, 0.8, -0.5).normalize();
    for (c, uv, mat) in tris {
        let n = (c[1] - c[0]).cross(c[2] - c[0]);
        let shade =
            if n.length() > 0.0 { 0.55 + 0.45 * n.normalize().dot(light).abs() } else { 1.0 };
        let s = [to_screen(c[0]), to_screen(c[1]), to_screen(c[2])];
        let area = (s[1].x - s[0].x) * (s[2].y - s[0].y) - (s[2].x - s[0].x) * (s[1].y - s[0].y);
        if area.abs() < 1e-9 {
            continue;
        }
        let minx = s.iter().map(|p| p.x).fold(f32::INFINITY, f32::min).floor().max(0.0) as usize;
        let maxx =
            s.iter().map(|p| p.x).fold(f32::NEG_INFINITY, f32::max).ceil().min(w as f32 - 1.0);
        let miny = s.iter().map(|p| p.y).fold(f32::INFINITY, f32::min).floor().max(0.0) as usize;
        let maxy =
            s.iter().map(|p| p.y).fold(f32::NEG_INFINITY, f32::max).ceil().min(h as f32 - 1.0);
        if maxx < 0.0 || maxy < 0.0 {
            continue;
        }
        for y in miny..=(maxy as usize) {
            for x in minx..=(maxx as usize) {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                let w0 = ((s[1].x - px) * (s[2].y - py) - (s[2].x - px) * (s[1].y - py)) / area;
                let w1 = ((s[2].x - px) * (s[0].y - py) - (s[0].x - px) * (s[2].y - py)) / area;
                let w2 = 1.0 - w0 - w1;
                if w0 < 0.0 || w1 < 0.0 || w2 < 0.0 {
                    continue;
                }
                let z = w0 * s[0].z + w1 * s[1].z + w2 * s[2].z;
                let i = y * w + x;
                let Some(d) = depth.get_mut(i) else { continue };
                if z >= *d {
                    continue;
                }
                let t = uv[0] * w0 + uv[1] * w1 + uv[2] * w2;
                let Some(col) = sample(model, *mat, t) else { continue };
                *d = z;
                if let Some(out) = rgb.get_mut(i * 3..i * 3 + 3) {
                    for (o, c) in out.iter_mut().zip(col) {
                        *o = (c * shade * 255.0).clamp(0.0, 255.0) as u8;
                    }
                }
            }
        }
    }
    Frame { width: w, height: h, rgb }
}

/// The GIF palette: a 6×6×6 colour cube, then the background.
fn palette() -> Vec<u8> {
    let mut p = Vec::with_capacity(256 * 3);
    for r in 0..6u8 {
        for g in 0..6u8 {
            for b in 0..6u8 {
                p.extend_from_slice(&[r * 51, g * 51, b * 51]);
            }
        }
    }
    p.extend_from_slice(&[40, 40, 48]);
    p.resize(256 * 3, 0);
    p
}

fn quantize(rgb: &[u8]) -> Vec<u8> {
    rgb.chunks_exact(3)
        .map(|px| {
            if px == [40, 40, 48] {
                return 216;
            }
            let q = |c: u8| (u16::from(c) * 5 + 127) / 255;
            let c = |i: usize| q(px.get(i).copied().unwrap_or(0));
            let (r, g, b) = (c(0), c(1), c(2));
            (r * 36 + g * 6 + b) as u8
        })
        .collect()
}

/// Renders `clip` (front view left, side view right, `side × side` each) for every tick
/// (at most 120 frames) and encodes an endlessly looping GIF.
pub fn clip_gif(model: &Model, clip: &Clip, side: u16) -> Result<Vec<u8>, ExportError> {
    let side = usize::from(side.clamp(16, MAX_SIDE));
    let ticks = (clip.ticks as usize).clamp(1, 120);
    let frames: Vec<Vec<Tri>> = (0..ticks).map(|t| posed_triangles(model, Some(clip), t)).collect();
    let views = [View::Front, View::Side];
    let f = pose::front_z(model);
    let fit: Vec<(Vec2, Vec2)> = views
        .iter()
        .map(|v| {
            frames.iter().map(|tris| bounds(tris, *v, f)).fold(
                (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY)),
                |(a, b), (c, d)| (a.min(c), b.max(d)),
            )
        })
        .collect();
    let (gw, gh) = (side * 2, side);
    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, gw as u16, gh as u16, &palette())?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let delay = (100.0 / clip.tick_rate.max(1.0)).round().clamp(2.0, 100.0) as u16;
        for tris in &frames {
            let mut rgb = vec![0u8; gw * gh * 3];
            for (vi, (view, (lo, hi))) in views.iter().zip(&fit).enumerate() {
                let view_px = render(model, tris, *view, f, side, side, *lo, *hi);
                for y in 0..side {
                    let src = view_px.rgb.get(y * side * 3..(y + 1) * side * 3);
                    let at = (y * gw + vi * side) * 3;
                    if let (Some(src), Some(dst)) = (src, rgb.get_mut(at..at + side * 3)) {
                        dst.copy_from_slice(src);
                    }
                }
            }
            let mut frame =
                gif::Frame::from_indexed_pixels(gw as u16, gh as u16, quantize(&rgb), None);
            frame.delay = delay;
            enc.write_frame(&frame)?;
        }
    }
    Ok(out)
}
