//! Draws a posed model as the GPU receives it: every textured face as an `FT3`/`FT4` GP0
//! command, each vertex through the same bit-exact RTPS the residual uses
//! ([`Camera::project`]), far faces first (ordering-table order). Used by the synthetic
//! captures; the negative variants model the decoding errors the checks must catch.

use r3000::gte::Gte;

use crate::camera::{mul_m, Camera};
use crate::faces::PosedModel;

/// Where the capture holds the model's textures and CLUTs (VRAM pixels).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewLayout {
    /// Top-left of texture `i` (4bpp: `width/4` VRAM pixels wide).
    pub textures: Vec<(u16, u16)>,
    /// Position of CLUT `i` (X a multiple of 16).
    pub cluts: Vec<(u16, u16)>,
}

/// What to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    /// The model as decoded.
    Genuine,
    /// Reflected in X (a left/right decoding error).
    Mirrored,
    /// Turned 180° about the vertical axis in front of the same camera (a +Z-front error).
    Turned,
    /// Every vertex moved by this many pixels in a per-vertex direction.
    Jitter(u8),
}

/// The 180° turn about Y.
pub(crate) const TURN: [[f64; 3]; 3] = [[-1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, -1.0]];

/// A per-slot direction (deterministic).
pub(crate) fn jitter(slot: u32, px: u8) -> (i16, i16) {
    let h = slot.wrapping_mul(0x9E37_79B9).rotate_left(13).wrapping_mul(0x85EB_CA6B);
    let a = f64::from(h % 3600) / 3600.0 * std::f64::consts::TAU;
    let r = f64::from(px);
    ((r * a.cos()).round() as i16, (r * a.sin()).round() as i16)
}

pub(crate) fn xy(x: i16, y: i16) -> u32 {
    u32::from(x as u16 & 0x7FF) | (u32::from(y as u16 & 0x7FF) << 16)
}

/// The GP0 commands drawing `model` through `camera`, far first.
pub fn draw(
    model: &PosedModel,
    layout: &ViewLayout,
    camera: &Camera,
    variant: Variant,
) -> Vec<Vec<u32>> {
    let cam = match variant {
        Variant::Turned => Camera { rotation: mul_m(&camera.rotation, &TURN), ..*camera },
        _ => *camera,
    };
    let mirror = variant == Variant::Mirrored;
    let mut gte = Gte::new();
    let mut out: Vec<(i64, Vec<u32>)> = Vec::with_capacity(model.faces.len());
    for f in &model.faces {
        let (Some(&(tx, ty)), Some(&(cx, cy))) =
            (layout.textures.get(usize::from(f.texture)), layout.cluts.get(usize::from(f.clut)))
        else {
            continue;
        };
        let (px, py) = (tx & !63, ty & !255);
        let mut verts = Vec::with_capacity(4);
        let mut depth = 0i64;
        for c in &f.corners {
            let Some((mut sx, mut sy)) = cam.project(&mut gte, model, c.slot, mirror) else {
                break;
            };
            depth = depth.saturating_add(i64::from(gte.read_data(19) & 0xFFFF));
            if let Variant::Jitter(px) = variant {
                let (dx, dy) = jitter(c.slot, px);
                sx = sx.saturating_add(dx);
                sy = sy.saturating_add(dy);
            }
            let u = u32::from(tx.wrapping_sub(px)).wrapping_mul(4).wrapping_add(c.texel[0]) & 0xFF;
            let v = u32::from(ty.wrapping_sub(py)).wrapping_add(c.texel[1]) & 0xFF;
            verts.push((sx, sy, u | (v << 8)));
        }
        if verts.len() != f.corners.len() {
            continue;
        }
        let clut = (u32::from(cy & 0x1FF) << 6) | u32::from((cx >> 4) & 0x3F);
        let page = u32::from((px >> 6) & 0xF) | (u32::from((py >> 8) & 1) << 4);
        let op: u32 = if verts.len() == 4 { 0x2C } else { 0x24 };
        let mut words = vec![(op << 24) | 0x0080_8080];
        for (k, (x, y, uv)) in verts.iter().enumerate() {
            words.push(xy(*x, *y));
            let high = match k {
                0 => clut << 16,
                1 => page << 16,
                _ => 0,
            };
            words.push(high | uv);
        }
        out.push((depth, words));
    }
    out.sort_by_key(|(d, _)| std::cmp::Reverse(*d));
    out.into_iter().map(|(_, w)| w).collect()
}
