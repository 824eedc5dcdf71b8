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

/// The palette index of one RGB8 colour: the background's own entry, else the nearest corner
/// of the colour cube.
fn quantize(px: [u8; 3]) -> u8 {
    if px == BACKGROUND {
        return 216;
    }
    let q = |c: u8| (u16::from(c) * 5 + 127) / 255;
    let (r, g, b) = (q(px[0]), q(px[1]), q(px[2]));
    (r * 36 + g * 6 + b) as u8
}

/// [`quantize`] of an RGBA8 pixel composited over [`BACKGROUND`] ([`raster::over_channel`]),
/// as tables built once from those two functions: the same index for every pixel, without the
/// floating-point compositing per pixel.
struct Indexer {
    /// Per channel and alpha: the composited channel, `over[channel][alpha][value]`.
    over: Vec<[[u8; 256]; 256]>,
    /// The index of a transparent pixel (the background).
    clear: u8,
}

impl Indexer {
    fn get() -> &'static Indexer {
        static INDEXER: std::sync::OnceLock<Indexer> = std::sync::OnceLock::new();
        INDEXER.get_or_init(|| {
            let over: Vec<[[u8; 256]; 256]> = BACKGROUND
                .iter()
                .map(|&b| {
                    let mut t = [[0u8; 256]; 256];
                    for (alpha, row) in (0..=255u8).zip(t.iter_mut()) {
                        for (c, v) in (0..=255u8).zip(row.iter_mut()) {
                            *v = raster::over_channel(c, alpha, b);
                        }
                    }
                    t
                })
                .collect();
            let clear = quantize(BACKGROUND.map(|b| raster::over_channel(0, 0, b)));
            Indexer { over, clear }
        })
    }

    /// The palette index of an RGBA8 pixel.
    fn index(&self, px: &[u8]) -> u8 {
        let (Some(&a), [r, g, b, ..]) = (px.get(3), px) else { return self.clear };
        if a == 0 {
            return self.clear;
        }
        let ch = |k: usize, v: u8| {
            let t = self.over.get(k).and_then(|t| t.get(usize::from(a)));
            t.and_then(|row| row.get(usize::from(v))).copied().unwrap_or(0)
        };
        quantize([ch(0, *r), ch(1, *g), ch(2, *b)])
    }
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
    let indexer = Indexer::get();
    let mut canvas = raster::Canvas::default();
    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, gw as u16, gh as u16, &palette())?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let delay = (100.0 / clip.tick_rate.max(1.0)).round().clamp(2.0, 100.0) as u16;
        for tris in &frames {
            let mut indices = vec![0u8; gw * gh];
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
                let view_px = raster::draw_on(model, tris, &frame, &mut canvas)?;
                for (y, src) in view_px.rgba.chunks_exact(side * 4).enumerate() {
                    let at = y * gw + vi * side;
                    if let Some(dst) = indices.get_mut(at..at + side) {
                        for (d, px) in dst.iter_mut().zip(src.chunks_exact(4)) {
                            *d = indexer.index(px);
                        }
                    }
                }
            }
            let mut frame = gif::Frame::from_indexed_pixels(gw as u16, gh as u16, indices, None);
            frame.delay = delay;
            enc.write_frame(&frame)?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::indexing_slicing)]
    use super::*;

    /// The tables give, for every RGBA8 value a channel can take, the index that compositing
    /// with `Picture::over` and then quantising gives.
    #[test]
    fn the_indexer_is_over_then_quantize() {
        let ix = Indexer::get();
        for a in 0..=255u8 {
            for v in 0..=255u8 {
                for px in
                    [[v, 0, 0, a], [0, v, 0, a], [0, 0, v, a], [v, v, v, a], [v, 255 - v, v / 2, a]]
                {
                    let p = raster::Picture { width: 1, height: 1, rgba: px.to_vec() };
                    let rgb = p.over(BACKGROUND);
                    assert_eq!(ix.index(&px), quantize([rgb[0], rgb[1], rgb[2]]), "{px:?}");
                }
            }
        }
        assert_eq!(ix.index(&[9, 9, 9, 0]), 216, "a transparent pixel is the background");
    }
}
