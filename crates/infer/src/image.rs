//! The image data of a character: LZ blobs (a u32 declared size, then tokens, decoding to
//! exactly that size), the texture headers whose width·height/2 equals a blob's size
//! **[published: 4bpp LZ textures]**, raw 16-colour CLUTs (colour 0 transparent, the others
//! not) and the tile table (texture < textures, CLUT < CLUTs, a non-empty rectangle inside its
//! texture).

use container::Width;

use crate::file::Sample;
use crate::parts::Col;

/// Largest declared blob size looked for (256 × 256 texels at 4 bits).
pub const MAX_BLOB: i64 = 256 * 256 / 2;
/// Smallest (an 8×8 texture) [provisional]: tiny sizes decode from stray bytes too.
pub const MIN_BLOB: i64 = 32;

/// An LZ blob found in a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Blob {
    /// Where it starts (its size word).
    pub at: usize,
    /// Decoded bytes.
    pub size: usize,
    /// Input bytes its tokens use.
    pub consumed: usize,
}

/// Every blob of `s` at a 4-aligned offset (overlapping ones too: a stray start can decode
/// through a real blob; the texture headers tell them apart).
pub fn blobs(s: &Sample<'_>) -> Vec<Blob> {
    let mut out = Vec::new();
    let mut at = 0usize;
    while at.saturating_add(8) <= s.len() {
        let d = s.word(at, Width::U32).unwrap_or(0);
        if (MIN_BLOB..=MAX_BLOB).contains(&d) {
            if let Some(tail) = s.data.get(at..) {
                if let Ok(x) = sqfs::lz::decompress_prefix(tail) {
                    if x.data.len() as i64 == d && x.consumed > 4 {
                        out.push(Blob { at, size: x.data.len(), consumed: x.consumed });
                    }
                }
            }
        }
        at = at.saturating_add(4);
    }
    out
}

/// A texture-header shape: the entry size and the width (stored · scale) and height columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TexShape {
    /// Entry size.
    pub stride: u32,
    /// Width column.
    pub w: Col,
    /// Width scale (4: stored in 16-bit VRAM units).
    pub scale: u32,
    /// Height column.
    pub h: Col,
}

impl TexShape {
    /// (width, height) of entry `e` of a table at `t`, if plausible.
    pub fn dims(&self, s: &Sample<'_>, t: usize, e: usize) -> Option<(usize, usize)> {
        let w = self.w.get(s, t, self.stride, e)?.checked_mul(i64::from(self.scale))?;
        let h = self.h.get(s, t, self.stride, e)?;
        let ok = (8..=256).contains(&w) && w % 2 == 0 && (4..=256).contains(&h);
        ok.then_some((w as usize, h as usize))
    }

    /// Whether `k` entries at `t` have exactly the blobs' sizes (as multisets).
    pub fn fits(&self, s: &Sample<'_>, t: usize, sizes: &[usize]) -> bool {
        let mut want: Vec<usize> = sizes.to_vec();
        for e in 0..sizes.len() {
            let Some((w, h)) = self.dims(s, t, e) else { return false };
            let d = w.saturating_mul(h) / 2;
            match want.iter().position(|&x| x == d) {
                Some(p) => {
                    want.swap_remove(p);
                }
                None => return false,
            }
        }
        true
    }
}

/// Largest texture header looked for (a header in VRAM terms: VRAM x y, width, height, CLUT
/// x y, blob offset and size is 20 bytes).
pub const TEX_STRIDE_MAX: u32 = 24;

/// Every texture-header shape with columns of u8 or u16.
pub fn tex_shapes() -> Vec<TexShape> {
    let mut out = Vec::new();
    for stride in (4u32..=TEX_STRIDE_MAX).step_by(2) {
        let cols: Vec<Col> =
            Col::all(stride).into_iter().filter(|c| c.width != Width::U32).collect();
        for w in &cols {
            for h in &cols {
                // Past 16 bytes (a header in VRAM terms) only a height right after the width.
                let apart = stride > 16 && h.at != w.at.saturating_add(w.width.bytes() as u32);
                if w.overlaps(h) || w.width != h.width || apart {
                    continue;
                }
                for scale in [1u32, 4] {
                    out.push(TexShape { stride, w: *w, scale, h: *h });
                }
            }
        }
    }
    out
}

/// Texture headers of shape `sh` in a row from `t` whose width·height/2 is a blob's size.
pub fn tex_run(s: &Sample<'_>, sh: &TexShape, t: usize, sizes: &[usize]) -> usize {
    (0..256)
        .take_while(|&e| {
            sh.dims(s, t, e).is_some_and(|(w, h)| sizes.contains(&(w.saturating_mul(h) / 2)))
        })
        .count()
}

/// Where a table of texture headers of shape `sh` can start in `s` (at least `min` entries).
pub fn tex_tables(s: &Sample<'_>, sh: &TexShape, sizes: &[usize], min: usize) -> Vec<usize> {
    (0..s.len()).step_by(2).filter(|&t| tex_run(s, sh, t, sizes) >= min).collect()
}

/// A CLUT-table shape: entry size and where the 16 colours sit in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClutShape {
    /// Entry size.
    pub stride: u32,
    /// Offset of colour 0.
    pub at: u32,
}

impl ClutShape {
    /// Whether entry `e` at `t` is a CLUT: colour 0 transparent (0), the others not.
    pub fn is_clut(&self, s: &Sample<'_>, t: usize, e: usize) -> bool {
        let Some(b) = e
            .checked_mul(self.stride as usize)
            .and_then(|x| x.checked_add(t))
            .and_then(|x| x.checked_add(self.at as usize))
        else {
            return false;
        };
        s.word(b, Width::U16) == Some(0)
            && (1..16usize).all(|i| {
                s.word(b.saturating_add(i.saturating_mul(2)), Width::U16).is_some_and(|v| v != 0)
            })
    }

    /// CLUTs in a row from `t`.
    pub fn run(&self, s: &Sample<'_>, t: usize) -> usize {
        (0..4096).take_while(|&e| self.is_clut(s, t, e)).count()
    }
}

/// CLUT shapes tried: raw (32 bytes), or with a VRAM rectangle before the colours.
pub const CLUT_SHAPES: [ClutShape; 4] = [
    ClutShape { stride: 32, at: 0 },
    ClutShape { stride: 40, at: 8 },
    ClutShape { stride: 36, at: 4 },
    ClutShape { stride: 44, at: 12 },
];

/// The longest run of CLUTs of shape `sh` in `s`: (start, count).
pub fn clut_run(s: &Sample<'_>, sh: &ClutShape) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    let mut t = 0usize;
    while t.saturating_add(32) <= s.len() {
        let n = sh.run(s, t);
        if n > 0 {
            if best.is_none_or(|b| n > b.1) {
                best = Some((t, n));
            }
            t = t.saturating_add(n.saturating_mul(sh.stride as usize));
        } else {
            t = t.saturating_add(2);
        }
    }
    best
}

/// A tile-table shape: the texture and CLUT columns and the rectangle (four columns of one
/// width, x y w h or w h x y).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileShape {
    /// Entry size.
    pub stride: u32,
    /// Texture column.
    pub tex: Col,
    /// CLUT column.
    pub clut: Col,
    /// The rectangle's first column's offset.
    pub rect: u32,
    /// The rectangle's columns' width.
    pub rw: Width,
    /// Stored as w h x y.
    pub wh_first: bool,
    /// Stored by its corners, x0 y0 x1 y1 inclusive (w = x1 − x0 + 1).
    pub corners: bool,
    /// x and y as u16, w and h as u8 (`rw` is then U16): a position wide enough for VRAM, a
    /// size in bytes.
    pub mixed: bool,
}

impl TileShape {
    /// Column `i` of the rectangle as stored: x, y, w, h.
    pub fn rect_col(&self, i: u32) -> Col {
        if self.mixed {
            let (at, width) = match i {
                0 => (0, Width::U16),
                1 => (2, Width::U16),
                2 => (4, Width::U8),
                _ => (5, Width::U8),
            };
            return Col { at: self.rect.saturating_add(at), width };
        }
        let j = if self.wh_first { i.saturating_add(2) % 4 } else { i };
        Col {
            at: self.rect.saturating_add(j.saturating_mul(self.rw.bytes() as u32)),
            width: self.rw,
        }
    }

    /// Whether entry `e` at `t` is a tile of one of `dims` (the textures), `cluts` CLUTs.
    pub fn is_tile(
        &self,
        s: &Sample<'_>,
        t: usize,
        e: usize,
        dims: &[(usize, usize)],
        cluts: usize,
    ) -> bool {
        let g = |c: Col| c.get(s, t, self.stride, e);
        let (Some(tex), Some(cl)) = (g(self.tex), g(self.clut)) else { return false };
        let Some(&(tw, th)) = usize::try_from(tex).ok().and_then(|x| dims.get(x)) else {
            return false;
        };
        if usize::try_from(cl).map_or(true, |c| c >= cluts) {
            return false;
        }
        let (Some(x), Some(y), Some(w), Some(h)) =
            (g(self.rect_col(0)), g(self.rect_col(1)), g(self.rect_col(2)), g(self.rect_col(3)))
        else {
            return false;
        };
        let (w, h) = if self.corners {
            (w.saturating_sub(x).saturating_add(1), h.saturating_sub(y).saturating_add(1))
        } else {
            (w, h)
        };
        w > 0 && h > 0 && x.saturating_add(w) <= tw as i64 && y.saturating_add(h) <= th as i64
    }

    /// Tiles in a row from `t`.
    pub fn run(&self, s: &Sample<'_>, t: usize, dims: &[(usize, usize)], cluts: usize) -> usize {
        (0..4096).take_while(|&e| self.is_tile(s, t, e, dims, cluts)).count()
    }

    /// The span of the columns it uses.
    fn cols(&self) -> [Col; 6] {
        [
            self.tex,
            self.clut,
            self.rect_col(0),
            self.rect_col(1),
            self.rect_col(2),
            self.rect_col(3),
        ]
    }

    /// No two columns overlap.
    fn sound(&self) -> bool {
        let c = self.cols();
        c.iter()
            .enumerate()
            .all(|(i, a)| c.iter().skip(i.saturating_add(1)).all(|b| !a.overlaps(b)))
            && c.iter().all(|x| x.span().1 <= self.stride)
    }
}

/// Every tile shape (entries of 4 to 16 bytes).
pub fn tile_shapes() -> Vec<TileShape> {
    let mut out = Vec::new();
    for stride in (6u32..=16).step_by(2) {
        // Texture and CLUT as bytes (the low byte of a wider little-endian field).
        let cols: Vec<Col> = (0..stride).map(|at| Col { at, width: Width::U8 }).collect();
        for rw in [Width::U8, Width::U16] {
            let span = (rw.bytes() as u32).saturating_mul(4);
            let step = rw.bytes() as u32;
            let mut rect = 0u32;
            while rect.saturating_add(span) <= stride {
                // [provisional] x y w h, w h x y, corners x0 y0 x1 y1 (inclusive), or (u16 only)
                // u16 x y with u8 w h.
                let mixed = if rw == Width::U16 { &[false, true][..] } else { &[false][..] };
                for (wh_first, corners, mixed) in [(false, false), (true, false), (false, true)]
                    .into_iter()
                    .flat_map(|(a, b)| mixed.iter().map(move |&m| (a, b, m)))
                    .filter(|&(a, b, m)| !m || (!a && !b))
                {
                    for tex in &cols {
                        for clut in &cols {
                            let sh = TileShape {
                                stride,
                                tex: *tex,
                                clut: *clut,
                                rect,
                                rw,
                                wh_first,
                                corners,
                                mixed,
                            };
                            if sh.sound() {
                                out.push(sh);
                            }
                        }
                    }
                }
                rect = rect.saturating_add(step);
            }
        }
    }
    // Corners after every plain rectangle: a corner reading of a plain table holds less often
    // than the other way round.
    out.sort_by_key(|sh| (sh.corners, sh.mixed));
    out
}

#[allow(clippy::indexing_slicing)]
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rect_columns_in_either_order() {
        let sh = TileShape {
            stride: 8,
            tex: Col { at: 0, width: Width::U8 },
            clut: Col { at: 1, width: Width::U8 },
            rect: 2,
            rw: Width::U8,
            wh_first: true,
            corners: false,
            mixed: false,
        };
        assert_eq!(sh.rect_col(0).at, 4);
        assert_eq!(sh.rect_col(2).at, 2);
        let data = [0u8, 0, 4, 4, 1, 1, 0, 0];
        let s = Sample::new("t", &data);
        assert!(sh.is_tile(&s, 0, 0, &[(8, 8)], 1));
        assert!(!sh.is_tile(&s, 0, 0, &[(4, 4)], 1));
    }
}
