//! The walk-cycle GIF: front and side views of a clip, one frame per tick, drawn by the one
//! software rasterizer ([`scene::raster`]) over a dark background and quantised to a fixed
//! palette, so the same model gives the same bytes.
//!
//! Integer pixel arithmetic stays below `MAX_SIDE²`, so the module allows
//! `arithmetic_side_effects`.
#![allow(clippy::arithmetic_side_effects)]

use glam::Vec2;
use scene::pose::{self, Pose};
use scene::raster::{self, Frame, View};
use scene::{Clip, Model};

use crate::ExportError;

/// Largest view side in pixels.
pub const MAX_SIDE: u16 = 1024;

/// The background colour behind the model.
pub const BACKGROUND: [u8; 3] = [40, 40, 48];

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
    p.extend_from_slice(&BACKGROUND);
    p.resize(256 * 3, 0);
    p
}

fn quantize(rgb: &[u8]) -> Vec<u8> {
    rgb.chunks_exact(3)
        .map(|px| {
            if px == BACKGROUND {
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
/// (at most 120 frames) and encodes an endlessly looping GIF. Both views are fitted to the
/// whole clip, so the model does not jump between frames.
pub fn clip_gif(model: &Model, clip: &Clip, side: u16) -> Result<Vec<u8>, ExportError> {
    let side16 = side.clamp(16, MAX_SIDE);
    let side = usize::from(side16);
    let ticks = (clip.ticks as usize).clamp(1, 120);
    let frames: Vec<Vec<raster::Tri>> =
        (0..ticks).map(|t| raster::triangles(model, Pose::Clip(clip, t))).collect();
    let views = [View::Front, View::Side];
    let f = pose::front_z(model);
    let fit: Vec<(Vec2, Vec2)> = views
        .iter()
        .map(|v| {
            frames.iter().map(|tris| raster::view_bounds(tris, *v, f)).fold(
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
            for (vi, (view, fit)) in views.iter().zip(&fit).enumerate() {
                let frame = Frame {
                    view: *view,
                    front_z: f,
                    width: u32::from(side16),
                    height: u32::from(side16),
                    supersample: 1,
                    fit: *fit,
                    fill: 0.95,
                };
                let view_px = raster::draw(model, tris, &frame)?.over(BACKGROUND);
                for y in 0..side {
                    let src = view_px.get(y * side * 3..(y + 1) * side * 3);
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
