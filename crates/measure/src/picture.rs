//! The comparison as a picture (`dewrip compare --png`): the original and the avatar side by
//! side, from the front and from the side, each figure scaled to the same height and standing
//! on one ground line. The avatar's parts are coloured by their size verdicts — too small,
//! within 10 %, too large, or not compared — with a legend; the original, the reference the
//! verdicts are measured against, is drawn in one neutral colour. Drawn by the one software
//! rasterizer ([`scene::raster`]); same figures, same pixels.
#![allow(clippy::arithmetic_side_effects)] // pixel layout on sizes bounded by MAX_SIZE

use glam::{Vec2, Vec3};
use scene::raster::{self, Frame, SizeError, Tri, View};

use crate::compare::{CompareOptions, Comparison, Segment};
use crate::figure::Figure;
use crate::font;
use crate::parts::{classify, PartMap, Side};
use crate::targets::size_class;

/// The verdict colours (sRGB), in legend order.
pub const CLASSES: [(&str, [u8; 3]); 4] = [
    ("too small (< 0.9x)", [59, 111, 216]),
    ("within 10 %", [74, 163, 90]),
    ("too large (> 1.1x)", [214, 74, 58]),
    ("not compared", [150, 150, 150]),
];

/// The original's one colour (sRGB) and its legend entry: it is the reference, not judged.
pub const ORIGINAL: (&str, [u8; 3]) = ("original (the reference)", [206, 188, 150]);

/// An RGB8 picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rgb {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Pixels, row-major, 3 bytes each.
    pub pixels: Vec<u8>,
}

/// Picture settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureOptions {
    /// Side of each of the four panels, pixels.
    pub panel: u32,
    /// Samples per pixel per axis.
    pub supersample: u32,
}

impl Default for PictureOptions {
    fn default() -> Self {
        PictureOptions { panel: 320, supersample: 2 }
    }
}

const GAP: u32 = 10;
const HEADER: u32 = 28;
const FOOTER: u32 = 76;
const BACKGROUND: [u8; 3] = [244, 244, 240];
const INK: [u8; 3] = [40, 40, 40];

/// Which legend class each triangle of `f` falls in.
fn classes(f: &Figure, parts: &PartMap, c: &Comparison) -> Vec<usize> {
    f.triangles
        .iter()
        .map(|&t| {
            let b = f.triangle_bone(t);
            let Some(seg) = Segment::of(parts.part(b)) else { return 3 };
            let side = if seg.sided() {
                let x: f32 =
                    t.iter().map(|&i| f.positions.get(i as usize).map_or(0.0, |p| p[0])).sum();
                Some(parts.side(b).unwrap_or(if x < 0.0 { Side::Left } else { Side::Right }))
            } else {
                None
            };
            match c.segment(seg, side) {
                Some(r) => match size_class(r.ratio_length, r.ratio_width) {
                    "too small" => 0,
                    "too large" => 2,
                    _ => 1,
                },
                None => 3,
            }
        })
        .collect()
}

fn tris(f: &Figure, class: &[usize]) -> Vec<Tri> {
    f.triangles
        .iter()
        .zip(class)
        .filter_map(|(t, &k)| {
            let p = |i: u32| f.positions.get(i as usize).map(|p| Vec3::from_array(*p));
            let (a, b, c) = (p(t[0])?, p(t[1])?, p(t[2])?);
            Some(Tri { p: [a, b, c], uv: [Vec2::ZERO; 3], col: [[1.0; 4]; 3], material: Some(k) })
        })
        .collect()
}

fn palette() -> scene::Model {
    let mut m = scene::Model::new("verdicts", scene::ModelKind::Character);
    for (name, rgb) in CLASSES.into_iter().chain([ORIGINAL]) {
        // Linear enough for flat swatches: the rasterizer multiplies by its facet shade.
        let c = rgb.map(|x| f32::from(x) / 255.0);
        m.materials.push(scene::Material {
            name: name.to_string(),
            image: None,
            color: [c[0], c[1], c[2], 1.0],
            blend: scene::Blend::Opaque,
            double_sided: true,
            stp: false,
            uv_offset: [0.0; 2],
        });
    }
    m
}

/// Draws the comparison: panels original-front, avatar-front, original-side, avatar-side, a
/// legend, and what the sizes were scaled by.
pub fn compare_picture(
    source: &Figure,
    avatar: &Figure,
    c: &Comparison,
    o: &CompareOptions,
    po: &PictureOptions,
) -> Result<Rgb, SizeError> {
    let p = po.panel;
    let ss = po.supersample;
    let n = (p * ss) as f32;
    // The avatar's triangles by verdict; the original's all in its one colour (index 4).
    let original_tris = tris(source, &vec![CLASSES.len(); source.triangles.len()]);
    let avatar_tris = tris(avatar, &classes(avatar, &classify(avatar, &o.avatar_overrides), c));
    let sets = [original_tris, avatar_tris];
    let views = [View::Front, View::Side];
    let front_z = -1.0; // the figure frame faces −Z
                        // Each figure scaled to one height: the tallest that lets every figure fit every panel
                        // (86 % of the panel's height, 90 % of its width).
    let mut height = n * 0.86;
    let mut tall = [0.0f32; 2];
    for (set, t) in sets.iter().zip(tall.iter_mut()) {
        for v in views {
            let (lo, hi) = raster::view_bounds(set, v, front_z);
            let size = hi - lo;
            if size.is_finite() && size.y > 1e-9 {
                *t = t.max(size.y);
                height = height.min(n * 0.9 * size.y / size.x.max(1e-9));
            }
        }
    }
    let px_per_unit = tall.map(|t| if t > 1e-9 && height.is_finite() { height / t } else { 1.0 });
    let ground = n * 0.95;
    let pal = palette();
    let width = 4 * p + 5 * GAP;
    let height = HEADER + p + FOOTER;
    let mut rgb = BACKGROUND.repeat((width * height) as usize);
    let labels = ["original - front", "avatar - front", "original - side", "avatar - side"];
    for (k, label) in labels.iter().enumerate() {
        let (fi, v) = (k % 2, if k < 2 { View::Front } else { View::Side });
        let (Some(set), Some(&px_per_unit)) = (sets.get(fi), px_per_unit.get(fi)) else {
            continue;
        };
        let (lo, hi) = raster::view_bounds(set, v, front_z);
        let half = Vec2::new(n, n) / px_per_unit * 0.5;
        let cx = if lo.x.is_finite() { (lo.x + hi.x) * 0.5 } else { 0.0 };
        let cy = if lo.y.is_finite() { lo.y + (ground - n * 0.5) / px_per_unit } else { 0.0 };
        let centre = Vec2::new(cx, cy);
        let frame = Frame {
            view: v,
            front_z,
            width: p,
            height: p,
            supersample: ss,
            fit: (centre - half, centre + half),
            fill: 1.0,
        };
        let pic = raster::draw(&pal, set, &frame)?;
        let ox = GAP + u32::try_from(k).unwrap_or(0) * (p + GAP);
        let oy = HEADER;
        let over = pic.over(BACKGROUND);
        for y in 0..p {
            let src = (y * p * 3) as usize;
            let dst = (((oy + y) * width + ox) * 3) as usize;
            if let (Some(s), Some(d)) =
                (over.get(src..src + (p * 3) as usize), rgb.get_mut(dst..dst + (p * 3) as usize))
            {
                d.copy_from_slice(s);
            }
        }
        // The ground line.
        let gy = oy + (ground / ss as f32) as u32;
        for x in ox..ox + p {
            let at = ((gy.min(height - 1) * width + x) * 3) as usize;
            if let Some(d) = rgb.get_mut(at..at + 3) {
                d.copy_from_slice(&[120, 120, 120]);
            }
        }
        font::draw(&mut rgb, width, ox + 4, 8, label, 2, INK);
    }
    // Legend.
    let ly = HEADER + p + 12;
    let mut x = GAP + 4;
    for (name, colour) in CLASSES.into_iter().chain([ORIGINAL]) {
        for y in ly..ly + 14 {
            for dx in 0..14 {
                let at = ((y * width + x + dx) * 3) as usize;
                if let Some(d) = rgb.get_mut(at..at + 3) {
                    d.copy_from_slice(&colour);
                }
            }
        }
        font::draw(&mut rgb, width, x + 20, ly, name, 2, INK);
        x += 20 + font::width(name, 2) + 28;
    }
    let by = match c.normalised_by.split_once(':') {
        Some((how, _)) => how.to_string(),
        None => c.normalised_by.clone(),
    };
    let note =
        format!("both at the same height - avatar parts: size vs the original, scaled by {by}");
    font::draw(&mut rgb, width, GAP + 4, ly + 28, &note, 2, INK);
    Ok(Rgb { width, height, pixels: rgb })
}

/// Encodes a picture as PNG (fixed settings: same picture, same bytes).
pub fn png(p: &Rgb) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, p.width, p.height);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::Fast);
        let mut w = enc.write_header().map_err(|e| e.to_string())?;
        w.write_image_data(&p.pixels).map_err(|e| e.to_string())?;
    }
    Ok(out)
}
