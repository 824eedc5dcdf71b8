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
    /// Width scale (4: stored in 16-bit VRAM units; 2: in bytes per 4bpp row).
    pub scale: u32,
    /// Height column.
    pub h: Col,
    /// Added to the stored height (1: stored one less, a loop run `h + 1` times).
    pub hbias: i64,
}

impl TexShape {
    /// (width, height) of entry `e` of a table at `t`, if plausible.
    pub fn dims(&self, s: &Sample<'_>, t: usize, e: usize) -> Option<(usize, usize)> {
        let w = self.w.get(s, t, self.stride, e)?.checked_mul(i64::from(self.scale))?;
        let h = self.h.get(s, t, self.stride, e)?.checked_add(self.hbias)?;
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

/// Every texture-header shape with columns of u8 or u16 (`more`: the rarer readings).
pub fn tex_shapes(more: bool) -> Vec<TexShape> {
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
                // [provisional] Widths in texels or 16-bit VRAM units, heights as they are;
                // `more`: the other readings, widths in bytes per row, heights stored one less.
                for scale in [1u32, 4, 2] {
                    for hbias in [0i64, 1] {
                        if more == (scale == 2 || hbias == 1) {
                            out.push(TexShape { stride, w: *w, scale, h: *h, hbias });
                        }
                    }
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

/// Texture headers inline with their blobs (a chain): each element a header of `head.stride`
/// bytes holding the width, the height and a word that sizes the element (header and blob, up
/// to a constant, the blob's padding counted or not), its LZ blob right after it, zero
/// padding to `align`; the next element at once. What a TIM's pixel blocks are, a block length before the VRAM rectangle
/// **[public: PsyQ TIM]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InlineShape {
    /// The header: its size (`stride`), width and height columns.
    pub head: TexShape,
    /// The column that sizes the element.
    pub length: Col,
    /// The element's size is `length + k` (its padding included or not).
    pub k: i64,
    /// Alignment of every element.
    pub align: usize,
}

/// The blob at `at` of `s`, from the blobs found at 4-aligned offsets (`blobs`, sorted by
/// start) or, elsewhere, decoded here.
fn blob_at(s: &Sample<'_>, blobs: &[Blob], at: usize) -> Option<Blob> {
    if let Ok(i) = blobs.binary_search_by_key(&at, |b| b.at) {
        return blobs.get(i).copied();
    }
    if at.is_multiple_of(4) {
        return None;
    }
    let d = s.word(at, Width::U32)?;
    if !(MIN_BLOB..=MAX_BLOB).contains(&d) {
        return None;
    }
    let x = sqfs::lz::decompress_prefix(s.data.get(at..)?).ok()?;
    (x.data.len() as i64 == d && x.consumed > 4).then_some(Blob {
        at,
        size: x.data.len(),
        consumed: x.consumed,
    })
}

impl InlineShape {
    /// The element at `at`: its texture's (width, height) and where the next element starts.
    pub fn element(
        &self,
        s: &Sample<'_>,
        blobs: &[Blob],
        at: usize,
    ) -> Option<((usize, usize), usize)> {
        let hl = self.head.stride as usize;
        let (w, h) = self.head.dims(s, at, 0)?;
        let b_at = at.checked_add(hl)?;
        // The blob's declared size first: the cheap test.
        if s.word(b_at, Width::U32)? != (w.saturating_mul(h) / 2) as i64 {
            return None;
        }
        if !at.is_multiple_of(self.align.max(1)) {
            return None;
        }
        let b = blob_at(s, blobs, b_at)?;
        let end = b_at.checked_add(b.consumed)?;
        let next = crate::file::align(end, self.align);
        s.data.get(end..next).filter(|pad| pad.iter().all(|&x| x == 0))?;
        // The element as sized (header, blob, perhaps the blob's own padding) ends between the
        // blob's last token and the next element.
        let len = self.length.get(s, at, self.head.stride, 0)?;
        let sized = at.checked_add(usize::try_from(len.checked_add(self.k)?).ok()?)?;
        (end..=next).contains(&sized).then_some(((w, h), next))
    }

    /// The elements in a row from `t`: their dimensions.
    pub fn run(&self, s: &Sample<'_>, blobs: &[Blob], t: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut at = t;
        while out.len() < 256 {
            let Some((d, next)) = self.element(s, blobs, at) else { break };
            out.push(d);
            at = next;
        }
        out
    }
}

/// Every inline shape that reads one of `blobs` of `s` (the header right before it): header
/// sizes 4–24, a length column of u16 or u32 apart from the width and height, alignments 4,
/// 2 and 1.
pub fn inline_shapes(s: &Sample<'_>, blobs: &[Blob]) -> Vec<InlineShape> {
    let mut out = std::collections::BTreeSet::new();
    let heads = tex_shapes(false);
    for b in blobs {
        for head in &heads {
            let hl = head.stride as usize;
            let Some(at) = b.at.checked_sub(hl) else { continue };
            if head.dims(s, at, 0).is_none_or(|(w, h)| w.saturating_mul(h) / 2 != b.size) {
                continue;
            }
            for length in Col::all(head.stride) {
                if length.width == Width::U8 || length.overlaps(&head.w) || length.overlaps(&head.h)
                {
                    continue;
                }
                let Some(len) = length.get(s, at, head.stride, 0) else { continue };
                for align in [4usize, 2, 1] {
                    // The length may count the blob's padding too.
                    for pad in 0..align {
                        let sized = hl.saturating_add(b.consumed).saturating_add(pad);
                        let k = (sized as i64).saturating_sub(len);
                        let sh = InlineShape { head: *head, length, k, align };
                        if sh.element(s, blobs, at).is_some() {
                            out.insert(sh);
                        }
                    }
                }
            }
        }
    }
    out.into_iter().collect()
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
    /// How the texture and CLUT columns name them.
    pub names: Names,
    /// Sizes stored one less (w − 1, h − 1: a loop run `w + 1` times); never with corners.
    pub less: bool,
}

/// How a tile names its texture and CLUT.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Names {
    /// By index, each in its own column.
    Plain,
    /// By GPU words (both columns u16): the texture by its texture page (bits 0–4), the CLUT by
    /// its CLUT word's VRAM row (bits 6–14), each less the first one's (texture 0's page and
    /// CLUT 0's row) **[public: psx-spx GPU]**.
    Gpu {
        /// Texture 0's page.
        page: i64,
        /// CLUT 0's row.
        row: i64,
    },
    /// Both in one byte (the texture and CLUT columns are the same u8): the texture in the
    /// high nibble and the CLUT in the low one, or (`texture_low`) the other way round.
    Nibbles {
        /// The texture in bits 0–3.
        texture_low: bool,
    },
}

/// Bits of a byte holding a texture and a CLUT: (texture's, CLUT's), each (lowest, count).
pub fn nibbles(texture_low: bool) -> ((u32, u32), (u32, u32)) {
    if texture_low {
        ((0, 4), (4, 4))
    } else {
        ((4, 4), (0, 4))
    }
}

/// The texture page's bits in a GPU texpage word: x in 64-halfword units (0–3), y in 256-line
/// units (4) **[public: psx-spx GPU]**.
pub const PAGE_BITS: (u32, u32) = (0, 5);
/// The VRAM row in a GPU CLUT word (bits 6–14) **[public: psx-spx GPU]**.
pub const ROW_BITS: (u32, u32) = (6, 9);

fn bits(v: i64, (lo, n): (u32, u32)) -> i64 {
    v.checked_shr(lo).unwrap_or(0) & 1i64.checked_shl(n).map_or(-1, |m| m.saturating_sub(1))
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
            return Col { at: self.rect.saturating_add(at), width, bits: None, div: 1 };
        }
        let j = if self.wh_first { i.saturating_add(2) % 4 } else { i };
        Col {
            at: self.rect.saturating_add(j.saturating_mul(self.rw.bytes() as u32)),
            width: self.rw,
            bits: None,
            div: 1,
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
        let (Some(tex), Some(cl)) = (self.texture(s, t, e), self.clut_of(s, t, e)) else {
            return false;
        };
        let Some(&(tw, th)) = usize::try_from(tex).ok().and_then(|x| dims.get(x)) else {
            return false;
        };
        if usize::try_from(cl).map_or(true, |c| c >= cluts) {
            return false;
        }
        let Some((x, y, w, h)) = self.rect(s, t, e) else { return false };
        w > 0 && h > 0 && x.saturating_add(w) <= tw as i64 && y.saturating_add(h) <= th as i64
    }

    /// Entry `e`'s rectangle (x, y, w, h), its corners or its sizes stored one less read.
    pub fn rect(&self, s: &Sample<'_>, t: usize, e: usize) -> Option<(i64, i64, i64, i64)> {
        let g = |c: Col| c.get(s, t, self.stride, e);
        let (x, y, w, h) = (
            g(self.rect_col(0))?,
            g(self.rect_col(1))?,
            g(self.rect_col(2))?,
            g(self.rect_col(3))?,
        );
        Some(if self.corners {
            (x, y, w.saturating_sub(x).saturating_add(1), h.saturating_sub(y).saturating_add(1))
        } else {
            let more = i64::from(self.less);
            (x, y, w.saturating_add(more), h.saturating_add(more))
        })
    }

    /// Entry `e`'s texture index.
    pub fn texture(&self, s: &Sample<'_>, t: usize, e: usize) -> Option<i64> {
        self.index(s, t, e, true)
    }

    /// Entry `e`'s CLUT index.
    pub fn clut_of(&self, s: &Sample<'_>, t: usize, e: usize) -> Option<i64> {
        self.index(s, t, e, false)
    }

    /// Entry `e`'s texture (`texture`) or CLUT index, as its column names it.
    fn index(&self, s: &Sample<'_>, t: usize, e: usize, texture: bool) -> Option<i64> {
        let col = if texture { self.tex } else { self.clut };
        let v = col.get(s, t, self.stride, e)?;
        Some(match self.names {
            Names::Gpu { page, row } => {
                let (b, first) = if texture { (PAGE_BITS, page) } else { (ROW_BITS, row) };
                bits(v, b).checked_sub(first)?
            }
            Names::Nibbles { texture_low } => {
                let (tb, cb) = nibbles(texture_low);
                bits(v, if texture { tb } else { cb })
            }
            Names::Plain => v,
        })
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

    /// No two columns overlap (but the texture's and the CLUT's, the one byte of nibbles).
    fn sound(&self) -> bool {
        let c = self.cols();
        let shared = matches!(self.names, Names::Nibbles { .. }) && self.tex == self.clut;
        c.iter().enumerate().all(|(i, a)| {
            c.iter()
                .enumerate()
                .skip(i.saturating_add(1))
                .all(|(j, b)| (shared && (i, j) == (0, 1)) || !a.overlaps(b))
        }) && c.iter().all(|x| x.span().1 <= self.stride)
            && (!shared || self.tex.width == Width::U8)
    }
}

/// Every tile shape (entries of 4 to 16 bytes).
pub fn tile_shapes() -> Vec<TileShape> {
    let mut out = Vec::new();
    let mut nib = Vec::new();
    // [provisional] Five bytes only for a packed texture-and-CLUT byte and a u8 rectangle
    // (no room for more); otherwise even sizes.
    for stride in std::iter::once(5u32).chain((6u32..=16).step_by(2)) {
        // Texture and CLUT as bytes (the low byte of a wider little-endian field).
        let cols: Vec<Col> =
            (0..stride).map(|at| Col { at, width: Width::U8, bits: None, div: 1 }).collect();
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
                                names: Names::Plain,
                                less: false,
                            };
                            if sh.sound() {
                                out.push(sh);
                            }
                            // Both in one byte: after every shape of two columns.
                            if tex == clut {
                                for texture_low in [false, true] {
                                    let n =
                                        TileShape { names: Names::Nibbles { texture_low }, ..sh };
                                    if n.sound() {
                                        nib.push(n);
                                    }
                                }
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
    nib.sort_by_key(|sh| (sh.corners, sh.mixed));
    out.extend(nib);
    out
}

/// Tile shapes whose texture and CLUT are GPU words (a texpage and a CLUT word, u16 each, then
/// an u8 rectangle x y w h), their first page and row read from the table of `s` at `t`: every
/// page and row that leaves its first two entries tiles of `dims`, `cluts` CLUTs.
pub fn gpu_tile_shapes(
    s: &Sample<'_>,
    t: usize,
    dims: &[(usize, usize)],
    cluts: usize,
) -> Vec<TileShape> {
    let mut out = Vec::new();
    // [provisional] A 4-bit texture's page word has only its page and blending bits (the
    // colour-depth bits 7–8 are 0); a CLUT word's bit 15 is 0. The first page and row are
    // looked for among the 16 below the first entry's.
    let page_word = |v: i64| (0..0x80).contains(&v);
    let clut_word = |v: i64| (0..0x8000).contains(&v);
    let (n, c) = (dims.len().min(16) as i64, cluts.min(16) as i64);
    for stride in (8u32..=16).step_by(2) {
        let words: Vec<Col> = (0..stride)
            .step_by(2)
            .map(|at| Col { at, width: Width::U16, bits: None, div: 1 })
            .collect();
        for tex in &words {
            for clut in words.iter().filter(|c| c.at != tex.at) {
                let (Some(p0), Some(r0)) = (tex.get(s, t, stride, 0), clut.get(s, t, stride, 0))
                else {
                    continue;
                };
                let (Some(p1), Some(r1)) = (tex.get(s, t, stride, 1), clut.get(s, t, stride, 1))
                else {
                    continue;
                };
                if ![p0, p1].into_iter().all(page_word) || ![r0, r1].into_iter().all(clut_word) {
                    continue;
                }
                // Both entries' page and row at or above the first ones.
                let (p0, r0) = (
                    bits(p0, PAGE_BITS).min(bits(p1, PAGE_BITS)),
                    bits(r0, ROW_BITS).min(bits(r1, ROW_BITS)),
                );
                let mut rect = 0u32;
                while rect.saturating_add(4) <= stride {
                    for page in p0.saturating_sub(n).saturating_add(1).max(0)..=p0 {
                        for row in r0.saturating_sub(c).saturating_add(1).max(0)..=r0 {
                            let sh = TileShape {
                                stride,
                                tex: *tex,
                                clut: *clut,
                                rect,
                                rw: Width::U8,
                                wh_first: false,
                                corners: false,
                                mixed: false,
                                names: Names::Gpu { page, row },
                                less: false,
                            };
                            if sh.sound()
                                && sh.is_tile(s, t, 0, dims, cluts)
                                && sh.is_tile(s, t, 1, dims, cluts)
                            {
                                out.push(sh);
                            }
                        }
                    }
                    rect = rect.saturating_add(1);
                }
            }
        }
    }
    out
}

#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // test data, small constants
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rect_columns_in_either_order() {
        let sh = TileShape {
            stride: 8,
            tex: Col { at: 0, width: Width::U8, bits: None, div: 1 },
            clut: Col { at: 1, width: Width::U8, bits: None, div: 1 },
            rect: 2,
            rw: Width::U8,
            wh_first: true,
            corners: false,
            mixed: false,
            names: Names::Plain,
            less: false,
        };
        assert_eq!(sh.rect_col(0).at, 4);
        assert_eq!(sh.rect_col(2).at, 2);
        let data = [0u8, 0, 4, 4, 1, 1, 0, 0];
        let s = Sample::new("t", &data);
        assert!(sh.is_tile(&s, 0, 0, &[(8, 8)], 1));
        assert!(!sh.is_tile(&s, 0, 0, &[(4, 4)], 1));
    }

    /// Pixel blocks as a TIM has them: u32 block length (12 + blob), u16 VRAM x, y, width in
    /// 16-bit units, height, the blob, zero padding to 4.
    fn pixel_blocks(dims: &[(u16, u16)], skew: u32) -> Vec<u8> {
        let mut out = vec![0u8; 8];
        for (i, &(w, h)) in dims.iter().enumerate() {
            let texels: Vec<u8> =
                (0..usize::from(w) * usize::from(h) / 2).map(|k| (k * 7 + i) as u8).collect();
            let blob = sqfs::lz::compress(&texels);
            let len = 12 + blob.len() as u32 + if i == 1 { skew } else { 0 };
            out.extend(len.to_le_bytes());
            for v in [640 + 64 * i as u16, 0, w / 4, h] {
                out.extend(v.to_le_bytes());
            }
            out.extend(&blob);
            while !out.len().is_multiple_of(4) {
                out.push(0);
            }
        }
        out
    }

    #[test]
    fn inline_headers_chain_through_their_length_words() {
        let data = pixel_blocks(&[(64, 32), (16, 8), (32, 32)], 0);
        let s = Sample::new("t", &data);
        let b = blobs(&s);
        assert_eq!(b.len(), 3);
        let want = InlineShape {
            head: TexShape {
                stride: 12,
                w: Col { at: 8, width: Width::U16, bits: None, div: 1 },
                scale: 4,
                h: Col { at: 10, width: Width::U16, bits: None, div: 1 },
                hbias: 0,
            },
            length: Col { at: 0, width: Width::U32, bits: None, div: 1 },
            k: 0,
            align: 4,
        };
        let shapes = inline_shapes(&s, &b);
        assert!(shapes.contains(&want), "{shapes:?}");
        assert_eq!(want.run(&s, &b, 8), vec![(64, 32), (16, 8), (32, 32)]);
        // A length word that does not size its element ends the chain there.
        let data = pixel_blocks(&[(64, 32), (16, 8), (32, 32)], 4);
        let s = Sample::new("t", &data);
        assert_eq!(want.run(&s, &blobs(&s), 8), vec![(64, 32)]);
    }

    #[test]
    fn one_byte_may_name_texture_and_clut() {
        // 6-byte tiles: texture << 4 | CLUT, x y w h, 0.
        let data = [0x12u8, 0, 0, 8, 8, 0, 0x01, 4, 4, 4, 4, 0];
        let s = Sample::new("t", &data);
        let dims = [(16, 16), (16, 16)];
        let hi = tile_shapes()
            .into_iter()
            .find(|sh| {
                sh.stride == 6
                    && sh.tex.at == 0
                    && sh.rect == 1
                    && sh.names == Names::Nibbles { texture_low: false }
            })
            .unwrap();
        assert_eq!(hi.run(&s, 0, &dims, 3), 2);
        assert_eq!((hi.texture(&s, 0, 0), hi.clut_of(&s, 0, 0)), (Some(1), Some(2)));
        // Read the other way round, tile 0 names texture 2 of 2.
        let lo = TileShape { names: Names::Nibbles { texture_low: true }, ..hi };
        assert_eq!(lo.run(&s, 0, &dims, 3), 0);
        // Every nibble shape comes after every two-column one.
        let all = tile_shapes();
        let first = all.iter().position(|sh| matches!(sh.names, Names::Nibbles { .. })).unwrap();
        assert!(all[first..].iter().all(|sh| matches!(sh.names, Names::Nibbles { .. })));
    }

    #[test]
    fn gpu_words_name_texture_and_clut_from_the_first_page_and_row() {
        // Two tiles: texpage 11 (VRAM x 704) with CLUT row 481, texpage 10 with row 480.
        let mut data = Vec::new();
        for (row, page, rect) in [(481u16, 11u16, [0u8, 0, 8, 8]), (480, 10, [4, 4, 4, 4])] {
            data.extend((row << 6).to_le_bytes());
            data.extend(page.to_le_bytes());
            data.extend(rect);
        }
        let s = Sample::new("t", &data);
        let dims = [(16, 16), (16, 16)];
        let shapes = gpu_tile_shapes(&s, 0, &dims, 3);
        let at = |sh: &TileShape| {
            let g = match sh.names {
                Names::Gpu { page, row } => Some((page, row)),
                _ => None,
            };
            (sh.stride, sh.tex.at, sh.clut.at, sh.rect, g)
        };
        let found: Vec<_> = shapes.iter().map(at).collect();
        assert!(found.contains(&(8, 2, 0, 4, Some((10, 480)))), "{found:?}");
        // Page 11 first would leave the second tile texture −1.
        assert!(!found.iter().any(|f| f.4.is_some_and(|g| g.0 == 11)), "{found:?}");
        let sh = shapes.iter().find(|sh| at(sh) == (8, 2, 0, 4, Some((10, 480)))).unwrap();
        assert_eq!((sh.texture(&s, 0, 0), sh.clut_of(&s, 0, 0)), (Some(1), Some(1)));
        assert_eq!((sh.texture(&s, 0, 1), sh.clut_of(&s, 0, 1)), (Some(0), Some(0)));
    }
}
