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

/// The palette index a later frame gives a pixel that has not changed since the frame before
/// (never a colour: [`quantize`] gives 0..=216).
const UNCHANGED: u8 = 217;

/// Renders `clip` (front view left, side view right, `side × side` each) for every tick
/// (at most 120 frames) and encodes an endlessly looping GIF. Both views are fitted to the
/// whole clip, so the model does not jump between frames. The frames are drawn in parallel;
/// after the first, each is stored as the rectangle that changed, with the pixels that did
/// not change transparent (what a viewer shows is every frame whole; the file is smaller and
/// its encoding cheaper). Each tick is posed twice, for the fit and for its frame, rather
/// than all ticks' triangles held at once (posing costs less than the memory).
pub fn clip_gif(model: &Model, clip: &Clip, side: u16) -> Result<Vec<u8>, ExportError> {
    use rayon::prelude::*;
    let side16 = side.clamp(16, MAX_SIDE);
    let ticks = (clip.ticks as usize).clamp(1, 120);
    let f = pose::front_z(model);
    let views = [View::Front, View::Side];
    let bounds: Vec<[(Vec2, Vec2); 2]> = (0..ticks)
        .into_par_iter()
        .map_init(Vec::new, |tris, t| {
            raster::triangles_into(model, Pose::Clip(clip, t), tris);
            views.map(|v| raster::view_bounds(tris, v, f))
        })
        .collect();
    // Folded in tick order, as one sequence.
    let fit =
        [0, 1].map(|k| {
            bounds.iter().filter_map(|b| b.get(k)).fold(
                (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY)),
                |(a, b), (c, d)| (a.min(*c), b.max(*d)),
            )
        });
    let indexed: Vec<Vec<u8>> = (0..ticks)
        .into_par_iter()
        .map_init(
            || (raster::Canvas::default(), Vec::new()),
            |(canvas, tris), t| {
                raster::triangles_into(model, Pose::Clip(clip, t), tris);
                frame_indices(model, tris, &fit, f, side16, canvas)
            },
        )
        .collect::<Result<_, _>>()?;
    let delay = (100.0 / clip.tick_rate.max(1.0)).round().clamp(2.0, 100.0) as u16;
    encode(&indexed, side16 * 2, side16, delay)
}

/// One frame's palette indices, `2·side × side`: the front view left, the side view right.
fn frame_indices(
    model: &Model,
    tris: &[raster::Tri],
    fit: &[(Vec2, Vec2); 2],
    front_z: f32,
    side16: u16,
    canvas: &mut raster::Canvas,
) -> Result<Vec<u8>, ExportError> {
    let side = usize::from(side16);
    let gw = side * 2;
    let indexer = Indexer::get();
    let mut indices = vec![0u8; gw * side];
    for (vi, (view, fit)) in [View::Front, View::Side].iter().zip(fit).enumerate() {
        let frame = Frame {
            view: *view,
            front_z,
            width: u32::from(side16),
            height: u32::from(side16),
            supersample: 1,
            fit: *fit,
            fill: 0.95,
        };
        let view_px = raster::draw_on(model, tris, &frame, canvas)?;
        for (y, src) in view_px.rgba.chunks_exact(side * 4).enumerate() {
            let at = y * gw + vi * side;
            if let Some(dst) = indices.get_mut(at..at + side) {
                for (d, px) in dst.iter_mut().zip(src.chunks_exact(4)) {
                    *d = indexer.index(px);
                }
            }
        }
    }
    Ok(indices)
}

/// Encodes frames of palette indices (`w × h` each) as a looping GIF: the first whole, each
/// later one as the rectangle that differs from the frame before, unchanged pixels
/// [`UNCHANGED`] (transparent), kept under the next frame.
fn encode(frames: &[Vec<u8>], w: u16, h: u16, delay: u16) -> Result<Vec<u8>, ExportError> {
    let (wu, hu) = (usize::from(w), usize::from(h));
    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, w, h, &palette())?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let mut previous: Option<&Vec<u8>> = None;
        for px in frames {
            let mut frame = match previous {
                None => gif::Frame::from_indexed_pixels(w, h, px.clone(), None),
                Some(prev) => {
                    let (x0, y0, x1, y1) = changed(prev, px, wu, hu).unwrap_or((0, 0, 0, 0));
                    let mut buffer = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1));
                    for y in y0..=y1 {
                        let row = y * wu;
                        let (Some(now), Some(was)) =
                            (px.get(row + x0..=row + x1), prev.get(row + x0..=row + x1))
                        else {
                            continue;
                        };
                        buffer.extend(
                            now.iter().zip(was).map(|(n, p)| if n == p { UNCHANGED } else { *n }),
                        );
                    }
                    let mut f = gif::Frame::from_indexed_pixels(
                        (x1 - x0 + 1) as u16,
                        (y1 - y0 + 1) as u16,
                        buffer,
                        Some(UNCHANGED),
                    );
                    f.left = x0 as u16;
                    f.top = y0 as u16;
                    f
                }
            };
            frame.delay = delay;
            frame.dispose = gif::DisposalMethod::Keep;
            enc.write_frame(&frame)?;
            previous = Some(px);
        }
    }
    Ok(out)
}

/// The rectangle `(x0, y0, x1, y1)` (inclusive) holding every pixel where `a` and `b` differ;
/// `None` when they are equal.
fn changed(a: &[u8], b: &[u8], w: usize, h: usize) -> Option<(usize, usize, usize, usize)> {
    let mut r: Option<(usize, usize, usize, usize)> = None;
    for y in 0..h {
        let (Some(ra), Some(rb)) = (a.get(y * w..(y + 1) * w), b.get(y * w..(y + 1) * w)) else {
            break;
        };
        if ra == rb {
            continue;
        }
        let first = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0);
        let last =
            w - 1 - ra.iter().rev().zip(rb.iter().rev()).position(|(p, q)| p != q).unwrap_or(0);
        r = Some(match r {
            None => (first, y, last, y),
            Some((x0, y0, x1, _)) => (x0.min(first), y0, x1.max(last), y),
        });
    }
    r
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

    /// Frames stored as changed rectangles decode, drawn one over the other as a viewer does,
    /// to every frame whole: a frame like the one before, one change in a corner, changes far
    /// apart, everything changed.
    #[test]
    fn changed_rectangles_decode_to_the_whole_frames() {
        let (w, h) = (23usize, 11usize);
        let mut frames = vec![(0..w * h).map(|i| (i % 217) as u8).collect::<Vec<u8>>()];
        let edit = |f: &Vec<u8>, at: &[(usize, u8)]| {
            let mut g = f.clone();
            for &(i, v) in at {
                g[i] = v;
            }
            g
        };
        let last = frames[0].clone();
        frames.push(last.clone());
        frames.push(edit(&last, &[(0, 216)]));
        let last = frames[2].clone();
        frames.push(edit(&last, &[(w + 3, 5), (w * h - 1, 7), (w * 5 + 20, 0)]));
        frames.push(frames[3].iter().map(|v| (v + 1) % 217).collect());
        let bytes = encode(&frames, w as u16, h as u16, 3).unwrap();
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::Indexed);
        let mut dec = opts.read_info(std::io::Cursor::new(&bytes)).unwrap();
        let mut canvas = vec![255u8; w * h];
        let mut k = 0;
        while let Some(f) = dec.read_next_frame().unwrap() {
            let (fl, ft, fw) = (f.left as usize, f.top as usize, f.width as usize);
            for (i, &v) in f.buffer.iter().enumerate() {
                if Some(v) != f.transparent {
                    canvas[(ft + i / fw) * w + fl + i % fw] = v;
                }
            }
            assert_eq!(canvas, frames[k], "frame {k}");
            assert_eq!(f.delay, 3);
            if k == 3 {
                assert_eq!((fl, ft, fw, f.height), (3, 1, 20, 10), "the changed rectangle");
            }
            k += 1;
        }
        assert_eq!(k, frames.len());
        assert_eq!(bytes, encode(&frames, w as u16, h as u16, 3).unwrap(), "deterministic");
    }
}
