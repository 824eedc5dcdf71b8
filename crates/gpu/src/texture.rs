//! PS1 textures: 4bpp and 8bpp indexed (with a CLUT of 16 / 256 colours) and 15bpp direct
//! colour, decoded to RGBA8, and the PNG writers.
//!
//! Colour facts **[public: psx-spx, "GPU Video Memory (VRAM)"]**:
//! * a 16-bit colour holds red in bits 0–4, green 5–9, blue 10–14 and the STP bit 15;
//! * `0x0000` is fully transparent; every other value is opaque, and with STP set it is
//!   semi-transparent under a semi-transparent drawing command (so `0x8000` is opaque black);
//! * a 4bpp texel `u` of a row is in halfword `u / 4`, nibble `u % 4`, **lowest nibble first**;
//!   an 8bpp texel `u` is in halfword `u / 2`, low byte first.
//!
//! Decoding keeps the STP bit beside the RGBA ([`Image::stp`], [`Palette::stp`]) so a material
//! can be marked semi-transparent. 5-bit channels expand to 8 bits as `(v << 3) | (v >> 2)`.
//!
//! Byte layouts used by the functions here: packed 4bpp rows are `width.div_ceil(2)` bytes,
//! two texels per byte, low nibble first; 8bpp rows are `width` bytes; 15bpp rows are `width`
//! little-endian `u16`. Input longer than needed is accepted (trailing bytes are ignored).
//! PNG output is deterministic: fixed compression and filter settings, no time stamps.

use thiserror::Error;

/// The most pixels one texture or PNG may have here (4096 × 4096; VRAM as 4bpp is 4096 × 512).
pub const MAX_PIXELS: usize = 4096 * 4096;

/// Errors decoding textures or writing PNGs.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TextureError {
    /// The pixel data is shorter than `width × height` needs.
    #[error("{what}: {width}×{height} needs {expected} bytes, found {found}")]
    DataSize {
        /// What was being read.
        what: &'static str,
        /// Width in texels.
        width: usize,
        /// Height in texels.
        height: usize,
        /// Bytes needed.
        expected: usize,
        /// Bytes given.
        found: usize,
    },
    /// The dimensions are zero-free but beyond [`MAX_PIXELS`] (or overflow).
    #[error("{width}×{height} is larger than the {MAX_PIXELS}-pixel limit")]
    TooLarge {
        /// Width in texels.
        width: usize,
        /// Height in texels.
        height: usize,
    },
    /// A CLUT with more than 256 entries cannot be a PNG palette.
    #[error("a CLUT has at most 256 entries; found {found}")]
    ClutSize {
        /// Entries given.
        found: usize,
    },
    /// The PNG encoder refused the image.
    #[error("PNG encoding failed: {0}")]
    Png(String),
}

/// Texture colour depth (the texpage's bits 7–8) **[public: psx-spx]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Depth {
    /// 4 bits per texel, 16-colour CLUT.
    Bpp4,
    /// 8 bits per texel, 256-colour CLUT.
    Bpp8,
    /// 15-bit direct colour (+ STP).
    Bpp15,
}

impl Depth {
    /// From the texpage depth field (0 = 4bpp, 1 = 8bpp, 2 = 15bpp, 3 = reserved, acts as 15).
    pub fn from_texpage_bits(bits: u16) -> Self {
        match bits & 3 {
            0 => Self::Bpp4,
            1 => Self::Bpp8,
            _ => Self::Bpp15,
        }
    }

    /// Texels stored in one 16-bit VRAM halfword: 4, 2 or 1.
    pub fn texels_per_halfword(self) -> usize {
        match self {
            Self::Bpp4 => 4,
            Self::Bpp8 => 2,
            Self::Bpp15 => 1,
        }
    }

    /// Number of CLUT entries this depth indexes (16, 256), or `None` for direct colour.
    pub fn clut_len(self) -> Option<usize> {
        match self {
            Self::Bpp4 => Some(16),
            Self::Bpp8 => Some(256),
            Self::Bpp15 => None,
        }
    }
}

/// Expands a 5-bit channel to 8 bits: `(v << 3) | (v >> 2)`.
fn expand5(v: u16) -> u8 {
    let v = (v & 0x1F) as u8;
    (v << 3) | (v >> 2)
}

/// A 16-bit PS1 colour to RGBA8; `0x0000` becomes alpha 0, everything else alpha 255
/// (the STP bit does not change the alpha; read it with [`is_stp`]).
pub fn color_to_rgba(c: u16) -> [u8; 4] {
    let a = if c == 0 { 0 } else { 0xFF };
    [expand5(c), expand5(c >> 5), expand5(c >> 10), a]
}

/// The STP (semi-transparency) bit of a colour.
pub fn is_stp(c: u16) -> bool {
    c & 0x8000 != 0
}

/// An RGBA8 colour back to 15-bit + STP (the top 5 bits of each channel; alpha 0 gives
/// `0x0000`, which is the only transparent colour).
pub fn rgba_to_color(rgba: [u8; 4], stp: bool) -> u16 {
    let [r, g, b, a] = rgba;
    if a == 0 {
        return 0;
    }
    let c = u16::from(r >> 3) | (u16::from(g >> 3) << 5) | (u16::from(b >> 3) << 10);
    if stp {
        c | 0x8000
    } else {
        c
    }
}

/// A CLUT decoded to RGBA, with each entry's STP bit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Palette {
    /// RGBA8 per entry.
    pub rgba: Vec<[u8; 4]>,
    /// STP bit per entry.
    pub stp: Vec<bool>,
}

impl Palette {
    /// Decodes a CLUT.
    pub fn from_clut(clut: &[u16]) -> Self {
        Self {
            rgba: clut.iter().map(|&c| color_to_rgba(c)).collect(),
            stp: clut.iter().map(|&c| is_stp(c)).collect(),
        }
    }
}

/// An RGBA8 image with each pixel's STP bit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width × height × 4` bytes, row-major RGBA8.
    pub rgba: Vec<u8>,
    /// `width × height` STP flags (the source colour's bit 15).
    pub stp: Vec<bool>,
}

impl Image {
    /// True if any opaque pixel has its STP bit set (the texture has semi-transparent parts
    /// under a semi-transparent drawing command).
    pub fn any_stp(&self) -> bool {
        self.stp.iter().any(|&s| s)
    }

    /// True if any pixel is fully transparent (colour `0x0000`).
    pub fn any_transparent(&self) -> bool {
        self.rgba.chunks_exact(4).any(|p| p.get(3) == Some(&0))
    }

    /// The image as an RGBA PNG.
    pub fn to_png(&self) -> Result<Vec<u8>, TextureError> {
        rgba_png(self.width, self.height, &self.rgba)
    }
}

/// `width × height`, checked against [`MAX_PIXELS`].
pub fn pixel_count(width: usize, height: usize) -> Result<usize, TextureError> {
    width
        .checked_mul(height)
        .filter(|&n| n <= MAX_PIXELS)
        .ok_or(TextureError::TooLarge { width, height })
}

fn need(
    what: &'static str,
    width: usize,
    height: usize,
    expected: usize,
    found: usize,
) -> Result<(), TextureError> {
    if found < expected {
        return Err(TextureError::DataSize { what, width, height, expected, found });
    }
    Ok(())
}

/// Unpacks 4bpp rows (`width.div_ceil(2)` bytes each, low nibble first) into one index per
/// byte, `width × height` of them.
pub fn unpack_4bpp(width: usize, height: usize, packed: &[u8]) -> Result<Vec<u8>, TextureError> {
    let n = pixel_count(width, height)?;
    let stride = width.div_ceil(2);
    let total = stride.saturating_mul(height);
    need("4bpp texels", width, height, total, packed.len())?;
    let mut out = Vec::with_capacity(n);
    for row in packed.chunks(stride.max(1)).take(height) {
        let texels = row.iter().flat_map(|&b| [b & 0x0F, b >> 4]);
        out.extend(texels.take(width));
    }
    Ok(out)
}

/// Packs one index per byte (low 4 bits used) into 4bpp rows, low nibble first; the inverse
/// of [`unpack_4bpp`] (an odd width leaves the last high nibble of each row 0).
pub fn pack_4bpp(width: usize, height: usize, indices: &[u8]) -> Result<Vec<u8>, TextureError> {
    let n = pixel_count(width, height)?;
    need("4bpp indices", width, height, n, indices.len())?;
    let mut out = Vec::with_capacity(width.div_ceil(2).saturating_mul(height));
    for row in indices.chunks(width.max(1)).take(height) {
        for pair in row.chunks(2) {
            let lo = pair.first().copied().unwrap_or(0) & 0x0F;
            let hi = pair.get(1).copied().unwrap_or(0) & 0x0F;
            out.push(lo | (hi << 4));
        }
    }
    Ok(out)
}

/// Decodes one index per byte through `clut`. Indices beyond the CLUT read as transparent.
pub fn decode_indexed(
    width: usize,
    height: usize,
    indices: &[u8],
    clut: &[u16],
) -> Result<Image, TextureError> {
    let n = pixel_count(width, height)?;
    need("indices", width, height, n, indices.len())?;
    let mut rgba = Vec::with_capacity(n.saturating_mul(4));
    let mut stp = Vec::with_capacity(n);
    for &i in indices.iter().take(n) {
        let c = clut.get(usize::from(i)).copied().unwrap_or(0);
        rgba.extend_from_slice(&color_to_rgba(c));
        stp.push(is_stp(c));
    }
    Ok(Image { width, height, rgba, stp })
}

/// Decodes a packed 4bpp texture through a 16-entry CLUT.
pub fn decode_4bpp(
    width: usize,
    height: usize,
    packed: &[u8],
    clut: &[u16],
) -> Result<Image, TextureError> {
    decode_indexed(width, height, &unpack_4bpp(width, height, packed)?, clut)
}

/// Decodes an 8bpp texture through a 256-entry CLUT.
pub fn decode_8bpp(
    width: usize,
    height: usize,
    indices: &[u8],
    clut: &[u16],
) -> Result<Image, TextureError> {
    decode_indexed(width, height, indices, clut)
}

/// Decodes 15bpp direct-colour pixels.
pub fn decode_15bpp(width: usize, height: usize, pixels: &[u16]) -> Result<Image, TextureError> {
    let n = pixel_count(width, height)?;
    need("15bpp pixels", width, height, n, pixels.len())?;
    let mut rgba = Vec::with_capacity(n.saturating_mul(4));
    let mut stp = Vec::with_capacity(n);
    for &c in pixels.iter().take(n) {
        rgba.extend_from_slice(&color_to_rgba(c));
        stp.push(is_stp(c));
    }
    Ok(Image { width, height, rgba, stp })
}

/// Decodes 15bpp pixels given as little-endian bytes.
pub fn decode_15bpp_le(width: usize, height: usize, bytes: &[u8]) -> Result<Image, TextureError> {
    let n = pixel_count(width, height)?;
    need("15bpp pixels", width, height, n.saturating_mul(2), bytes.len())?;
    decode_15bpp(width, height, &halfwords(bytes))
}

/// Decodes texture bytes at `depth`: packed 4bpp, 8bpp indices, or 15bpp little-endian
/// colours (the CLUT is ignored at 15bpp).
pub fn decode(
    depth: Depth,
    width: usize,
    height: usize,
    bytes: &[u8],
    clut: &[u16],
) -> Result<Image, TextureError> {
    match depth {
        Depth::Bpp4 => decode_4bpp(width, height, bytes, clut),
        Depth::Bpp8 => decode_8bpp(width, height, bytes, clut),
        Depth::Bpp15 => decode_15bpp_le(width, height, bytes),
    }
}

/// Little-endian bytes to `u16`s (an odd last byte is dropped).
pub fn halfwords(bytes: &[u8]) -> Vec<u16> {
    bytes
        .chunks_exact(2)
        .map(|c| {
            u16::from_le_bytes([c.first().copied().unwrap_or(0), c.get(1).copied().unwrap_or(0)])
        })
        .collect()
}

/// Texel indices for [`indexed_png`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Indices<'a> {
    /// 4bpp as stored on the PS1: rows of `width.div_ceil(2)` bytes, low nibble first.
    Packed4(&'a [u8]),
    /// One index per byte (8bpp, or 4bpp already unpacked).
    Unpacked(&'a [u8]),
}

/// An indexed PNG (palette + tRNS) that keeps the texel indices exactly: bit depth 4 when
/// the CLUT has at most 16 entries and every index is below 16, else 8. The palette is the
/// CLUT in RGB; tRNS gives alpha 0 to colour `0x0000` and 255 to the rest. Indices beyond the
/// CLUT are kept: the palette is padded with transparent black entries up to the largest
/// index used. The STP bits are not representable in PNG; read them from [`Palette`].
pub fn indexed_png(
    width: usize,
    height: usize,
    indices: Indices<'_>,
    clut: &[u16],
) -> Result<Vec<u8>, TextureError> {
    if clut.len() > 256 {
        return Err(TextureError::ClutSize { found: clut.len() });
    }
    let idx = match indices {
        Indices::Packed4(p) => unpack_4bpp(width, height, p)?,
        Indices::Unpacked(u) => {
            let n = pixel_count(width, height)?;
            need("indices", width, height, n, u.len())?;
            u.get(..n).unwrap_or(u).to_vec()
        }
    };
    let max_index = idx.iter().copied().max().map_or(0, usize::from);
    let four = clut.len() <= 16 && max_index < 16;
    let entries = clut.len().max(max_index.saturating_add(1)).max(1);
    let mut palette = Vec::with_capacity(entries.saturating_mul(3));
    let mut trns = Vec::with_capacity(entries);
    for i in 0..entries {
        let [r, g, b, a] = color_to_rgba(clut.get(i).copied().unwrap_or(0));
        palette.extend_from_slice(&[r, g, b]);
        trns.push(a);
    }
    let data = if four {
        // PNG packs the leftmost pixel in the HIGH nibble.
        let mut d = Vec::with_capacity(width.div_ceil(2).saturating_mul(height));
        for row in idx.chunks(width.max(1)) {
            for pair in row.chunks(2) {
                let left = pair.first().copied().unwrap_or(0) & 0x0F;
                let right = pair.get(1).copied().unwrap_or(0) & 0x0F;
                d.push((left << 4) | right);
            }
        }
        d
    } else {
        idx
    };
    let depth = if four { png::BitDepth::Four } else { png::BitDepth::Eight };
    encode_png(width, height, png::ColorType::Indexed, depth, Some((palette, trns)), &data)
}

/// An RGBA8 PNG (`rgba` is `width × height × 4` bytes, row-major).
pub fn rgba_png(width: usize, height: usize, rgba: &[u8]) -> Result<Vec<u8>, TextureError> {
    let n = pixel_count(width, height)?;
    let bytes = n.saturating_mul(4);
    need("RGBA pixels", width, height, bytes, rgba.len())?;
    let data = rgba.get(..bytes).unwrap_or(rgba);
    encode_png(width, height, png::ColorType::Rgba, png::BitDepth::Eight, None, data)
}

/// Encodes a PNG with fixed settings (deterministic bytes).
fn encode_png(
    width: usize,
    height: usize,
    color: png::ColorType,
    depth: png::BitDepth,
    palette: Option<(Vec<u8>, Vec<u8>)>,
    data: &[u8],
) -> Result<Vec<u8>, TextureError> {
    let too_large = || TextureError::TooLarge { width, height };
    let w = u32::try_from(width).map_err(|_| too_large())?;
    let h = u32::try_from(height).map_err(|_| too_large())?;
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(color);
        enc.set_depth(depth);
        enc.set_compression(png::Compression::Balanced);
        enc.set_filter(png::Filter::Adaptive);
        if let Some((pal, trns)) = palette {
            enc.set_palette(pal);
            enc.set_trns(trns);
        }
        let png_err = |e: png::EncodingError| TextureError::Png(e.to_string());
        let mut writer = enc.write_header().map_err(png_err)?;
        writer.write_image_data(data).map_err(png_err)?;
        writer.finish().map_err(png_err)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_expansion() {
        assert_eq!(color_to_rgba(0x0000), [0, 0, 0, 0]);
        assert_eq!(color_to_rgba(0x8000), [0, 0, 0, 255]);
        assert_eq!(color_to_rgba(0x7FFF), [255, 255, 255, 255]);
        // red 1, green 2, blue 16
        assert_eq!(color_to_rgba(1 | (2 << 5) | (16 << 10)), [8, 16, 132, 255]);
        assert!(is_stp(0x8001) && !is_stp(0x7FFF));
        for c in 1..=0xFFFFu16 {
            assert_eq!(rgba_to_color(color_to_rgba(c), is_stp(c)), c);
        }
    }
}
