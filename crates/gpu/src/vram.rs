//! The PS1's 1024×512 16-bit VRAM.
//!
//! Pixels are little-endian `u16`: red in bits 0–4, green 5–9, blue 10–14, bit 15 = STP
//! (semi-transparency / mask) **[public: psx-spx]**. A raw VRAM dump is these 1 MiB row-major.
//!
//! Texture addressing **[public: psx-spx]**: a texture page starts at x = n·64 (n = 0..15),
//! y = 0 or 256. At 4bpp, texel (u, v) of the page at (px, py) is nibble `u % 4` (lowest
//! first) of halfword (px + u/4, py + v); at 8bpp it is byte `u % 2` (low first) of halfword
//! (px + u/2, py + v); at 15bpp halfword (px + u, py + v). A CLUT is 16 or 256 halfwords in a
//! row starting at (x, y), x a multiple of 16. All coordinates wrap at 1024 × 512.

use thiserror::Error;

use crate::texture::{self, Depth, Image, Indices, TextureError};

/// VRAM width in 16-bit pixels.
pub const WIDTH: usize = 1024;
/// VRAM height in lines.
pub const HEIGHT: usize = 512;
/// Size of a raw VRAM dump in bytes.
pub const BYTES: usize = WIDTH * HEIGHT * 2;

/// Errors building a [`Vram`].
#[derive(Debug, Error, PartialEq, Eq)]
pub enum VramError {
    /// The input is not exactly 1 MiB.
    #[error("a raw VRAM image is {expected:#x} bytes; found {found:#x}")]
    WrongSize {
        /// Expected byte count.
        expected: usize,
        /// Byte count found.
        found: usize,
    },
    /// A rectangle's pixel data has the wrong length.
    #[error("a {width}×{height} VRAM rectangle is {expected:#x} bytes; found {found:#x}")]
    RectSize {
        /// Rectangle width in halfwords.
        width: usize,
        /// Rectangle height in lines.
        height: usize,
        /// Expected byte count.
        expected: usize,
        /// Byte count found.
        found: usize,
    },
    /// A rectangle larger than VRAM itself.
    #[error("a {width}×{height} rectangle does not fit in the 1024×512 VRAM")]
    RectTooLarge {
        /// Rectangle width in halfwords.
        width: usize,
        /// Rectangle height in lines.
        height: usize,
    },
}

/// A whole VRAM: 1024×512 `u16` pixels, row-major.
#[derive(Clone, PartialEq, Eq)]
pub struct Vram {
    pixels: Vec<u16>,
}

impl std::fmt::Debug for Vram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vram").finish_non_exhaustive()
    }
}

impl Default for Vram {
    fn default() -> Self {
        Self::new()
    }
}

impl Vram {
    /// An all-zero VRAM.
    pub fn new() -> Self {
        Self { pixels: vec![0; WIDTH * HEIGHT] }
    }

    /// Reads a raw 1 MiB dump (little-endian `u16`, row-major).
    pub fn from_le_bytes(bytes: &[u8]) -> Result<Self, VramError> {
        if bytes.len() != BYTES {
            return Err(VramError::WrongSize { expected: BYTES, found: bytes.len() });
        }
        let pixels = bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes(c.try_into().unwrap_or_default()))
            .collect();
        Ok(Self { pixels })
    }

    /// The raw 1 MiB dump.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        self.pixels.iter().flat_map(|p| p.to_le_bytes()).collect()
    }

    /// All pixels, row-major.
    pub fn pixels(&self) -> &[u16] {
        &self.pixels
    }

    /// All pixels, row-major, mutable.
    pub fn pixels_mut(&mut self) -> &mut [u16] {
        &mut self.pixels
    }

    /// The pixel at (x, y), wrapping coordinates as the GPU does (x mod 1024, y mod 512).
    pub fn get(&self, x: usize, y: usize) -> u16 {
        let i = index(x, y);
        self.pixels.get(i).copied().unwrap_or(0)
    }

    /// Sets the pixel at (x, y), wrapping coordinates as the GPU does.
    pub fn set(&mut self, x: usize, y: usize, value: u16) {
        let i = index(x, y);
        if let Some(p) = self.pixels.get_mut(i) {
            *p = value;
        }
    }
}

impl Vram {
    /// Writes a `width × height` rectangle of little-endian `u16` (row-major) at (x, y),
    /// wrapping at the VRAM edges as the GPU does.
    pub fn blit(
        &mut self,
        x: usize,
        y: usize,
        width: usize,
        height: usize,
        bytes: &[u8],
    ) -> Result<(), VramError> {
        let n = rect_len(width, height)?;
        let expected = n.saturating_mul(2);
        if bytes.len() != expected {
            return Err(VramError::RectSize { width, height, expected, found: bytes.len() });
        }
        self.blit_halfwords(x, y, width, height, &texture::halfwords(bytes))
    }

    /// Writes a `width × height` rectangle of `u16` (row-major) at (x, y), wrapping.
    pub fn blit_halfwords(
        &mut self,
        x: usize,
        y: usize,
        width: usize,
        height: usize,
        pixels: &[u16],
    ) -> Result<(), VramError> {
        let n = rect_len(width, height)?;
        if pixels.len() != n {
            return Err(VramError::RectSize {
                width,
                height,
                expected: n.saturating_mul(2),
                found: pixels.len().saturating_mul(2),
            });
        }
        for (row, line) in pixels.chunks(width.max(1)).enumerate() {
            for (col, &p) in line.iter().enumerate() {
                self.set(x.wrapping_add(col), y.wrapping_add(row), p);
            }
        }
        Ok(())
    }

    /// Reads a `width × height` rectangle at (x, y) as `u16`, row-major, wrapping.
    pub fn read_rect(
        &self,
        x: usize,
        y: usize,
        width: usize,
        height: usize,
    ) -> Result<Vec<u16>, VramError> {
        let n = rect_len(width, height)?;
        let mut out = Vec::with_capacity(n);
        for row in 0..height {
            for col in 0..width {
                out.push(self.get(x.wrapping_add(col), y.wrapping_add(row)));
            }
        }
        Ok(out)
    }

    /// Reads a rectangle as little-endian bytes (the inverse of [`Vram::blit`]).
    pub fn read_rect_bytes(
        &self,
        x: usize,
        y: usize,
        width: usize,
        height: usize,
    ) -> Result<Vec<u8>, VramError> {
        Ok(self.read_rect(x, y, width, height)?.iter().flat_map(|p| p.to_le_bytes()).collect())
    }

    /// Reads a CLUT of `entries` colours (16 or 256; at most 1024) in a row from (x, y).
    pub fn clut(&self, x: usize, y: usize, entries: usize) -> Vec<u16> {
        (0..entries.min(WIDTH)).map(|i| self.get(x.wrapping_add(i), y)).collect()
    }

    /// The raw texel (u, v) of a texture page at (page_x, page_y): a CLUT index at 4/8bpp, a
    /// colour at 15bpp. u and v wrap as the VRAM does (callers pass texcoords 0..=255).
    pub fn texel(&self, depth: Depth, page_x: usize, page_y: usize, u: usize, v: usize) -> u16 {
        let y = page_y.wrapping_add(v);
        match depth {
            Depth::Bpp4 => {
                let hw = self.get(page_x.wrapping_add(u / 4), y);
                (hw >> ((u % 4).wrapping_mul(4))) & 0x0F
            }
            Depth::Bpp8 => {
                let hw = self.get(page_x.wrapping_add(u / 2), y);
                (hw >> ((u % 2).wrapping_mul(8))) & 0xFF
            }
            Depth::Bpp15 => self.get(page_x.wrapping_add(u), y),
        }
    }

    /// Decodes a `width × height` texture whose texel (0, 0) is at (page_x, page_y), through
    /// `clut` at 4/8bpp (ignored at 15bpp).
    pub fn texture(
        &self,
        depth: Depth,
        page_x: usize,
        page_y: usize,
        width: usize,
        height: usize,
        clut: &[u16],
    ) -> Result<Image, TextureError> {
        let n = texture::pixel_count(width, height)?;
        let mut raw = Vec::with_capacity(n);
        for v in 0..height {
            for u in 0..width {
                raw.push(self.texel(depth, page_x, page_y, u, v));
            }
        }
        match depth {
            Depth::Bpp15 => texture::decode_15bpp(width, height, &raw),
            Depth::Bpp4 | Depth::Bpp8 => {
                let idx: Vec<u8> = raw.iter().map(|&t| (t & 0xFF) as u8).collect();
                texture::decode_indexed(width, height, &idx, clut)
            }
        }
    }

    /// Every texel of VRAM read at `depth`: 4096 × 512 indices at 4bpp, 2048 × 512 at 8bpp
    /// (one per byte), or 1024 × 512 colours at 15bpp (as `u16`). Returns (width, texels).
    pub fn texels(&self, depth: Depth) -> (usize, Vec<u16>) {
        let per = depth.texels_per_halfword();
        let width = WIDTH.saturating_mul(per);
        let mut out = Vec::with_capacity(width.saturating_mul(HEIGHT));
        for &hw in &self.pixels {
            match depth {
                Depth::Bpp4 => out.extend([hw & 0xF, (hw >> 4) & 0xF, (hw >> 8) & 0xF, hw >> 12]),
                Depth::Bpp8 => out.extend([hw & 0xFF, hw >> 8]),
                Depth::Bpp15 => out.push(hw),
            }
        }
        (width, out)
    }

    /// The whole VRAM as 16bpp colour, 1024 × 512 RGBA.
    pub fn to_rgba(&self) -> Image {
        let rgba = self.pixels.iter().flat_map(|&c| texture::color_to_rgba(c)).collect();
        let stp = self.pixels.iter().map(|&c| texture::is_stp(c)).collect();
        Image { width: WIDTH, height: HEIGHT, rgba, stp }
    }

    /// The whole VRAM read as 4bpp (4096 wide) or 8bpp (2048 wide) through one CLUT; at
    /// 15bpp the same as [`Vram::to_rgba`].
    pub fn to_rgba_indexed(&self, depth: Depth, clut: &[u16]) -> Result<Image, TextureError> {
        if depth == Depth::Bpp15 {
            return Ok(self.to_rgba());
        }
        let (width, texels) = self.texels(depth);
        let idx: Vec<u8> = texels.iter().map(|&t| (t & 0xFF) as u8).collect();
        texture::decode_indexed(width, HEIGHT, &idx, clut)
    }

    /// The whole VRAM as a 16bpp RGBA PNG (1024 × 512).
    pub fn to_png(&self) -> Result<Vec<u8>, TextureError> {
        self.to_rgba().to_png()
    }

    /// The whole VRAM as an indexed PNG at 4bpp (4096 × 512) or 8bpp (2048 × 512) with `clut`
    /// as the palette (indices kept exactly); at 15bpp the same as [`Vram::to_png`].
    pub fn to_png_indexed(&self, depth: Depth, clut: &[u16]) -> Result<Vec<u8>, TextureError> {
        if depth == Depth::Bpp15 {
            return self.to_png();
        }
        let (width, texels) = self.texels(depth);
        let idx: Vec<u8> = texels.iter().map(|&t| (t & 0xFF) as u8).collect();
        texture::indexed_png(width, HEIGHT, Indices::Unpacked(&idx), clut)
    }
}

/// The VRAM position of a CLUT from a polygon's CLUT attribute (UV0's high half): x = bits
/// 0–5 × 16, y = bits 6–14 **[public: psx-spx]**.
pub fn clut_position(attr: u16) -> (usize, usize) {
    (usize::from(attr & 0x3F) << 4, usize::from((attr >> 6) & 0x1FF))
}

/// A texture page from its attribute (UV1's high half, or GP0(E1) bits 0–8): x = bits 0–3 ×
/// 64, y = bit 4 × 256, depth = bits 7–8 **[public: psx-spx]**.
pub fn texpage(attr: u16) -> (usize, usize, Depth) {
    let x = usize::from(attr & 0x0F) << 6;
    let y = usize::from((attr >> 4) & 1) << 8;
    (x, y, Depth::from_texpage_bits(attr >> 7))
}

/// `width × height` for a rectangle no larger than VRAM.
fn rect_len(width: usize, height: usize) -> Result<usize, VramError> {
    if width > WIDTH || height > HEIGHT {
        return Err(VramError::RectTooLarge { width, height });
    }
    Ok(width.saturating_mul(height))
}

/// Index of (x, y) in the row-major pixel array, coordinates wrapped; always in range.
fn index(x: usize, y: usize) -> usize {
    (y % HEIGHT).wrapping_mul(WIDTH).wrapping_add(x % WIDTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_round_trip_and_wrap() {
        let mut v = Vram::new();
        v.set(1025, 513, 0x8001);
        assert_eq!(v.get(1, 1), 0x8001);
        let raw = v.to_le_bytes();
        assert_eq!(raw.len(), BYTES);
        assert_eq!(Vram::from_le_bytes(&raw).unwrap(), v);
        assert!(Vram::from_le_bytes(&raw[1..]).is_err());
    }
}
