//! What face records point at, shared by characters and maps: tiles, 4bpp textures, and what
//! the flags byte means for blending.

/// A texture tile: a rectangle of one texture seen through one CLUT **[published: faces
/// reference tiles by ID through a tile table]**. A `.chr` tile table lists them by index, a
/// `.mtd` pairs each with an ID (`map::MtdTile`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tile {
    /// Texture index.
    pub texture: u8,
    /// CLUT index.
    pub clut: u8,
    /// Left edge, texels.
    pub x: u8,
    /// Top edge, texels.
    pub y: u8,
    /// Width, texels.
    pub w: u8,
    /// Height, texels.
    pub h: u8,
}

/// A 4bpp texture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texture {
    /// Width in texels (even).
    pub width: u16,
    /// Height in texels.
    pub height: u16,
    /// Packed 4bpp texels, low nibble first, `width * height / 2` bytes.
    pub texels: Vec<u8>,
}

/// Coarse-uv scale: a nibble counts 15ths of the tile **[provisional]**.
pub const COARSE_STEPS: u32 = 15;

/// Texel coordinates of a fine uv relative to a tile's origin (`x`, `y`).
pub fn tile_texel(x: u8, y: u8, uv: [u8; 2]) -> [u32; 2] {
    [u32::from(x).saturating_add(u32::from(uv[0])), u32::from(y).saturating_add(u32::from(uv[1]))]
}

/// Texel coordinates of a coarse uv byte (u in bits 0–3, v in 4–7, 15ths of the tile) in a tile
/// at (`x`, `y`) of size `w`×`h`.
pub fn tile_coarse_texel(x: u8, y: u8, w: u8, h: u8, c: u8) -> [u32; 2] {
    let u = u32::from(c & 0x0F);
    let v = u32::from(c >> 4);
    [
        u32::from(x).saturating_add(u.saturating_mul(u32::from(w)) / COARSE_STEPS),
        u32::from(y).saturating_add(v.saturating_mul(u32::from(h)) / COARSE_STEPS),
    ]
}

impl Tile {
    /// Texel coordinates of a fine uv (relative to the tile origin).
    pub fn texel(&self, uv: [u8; 2]) -> [u32; 2] {
        tile_texel(self.x, self.y, uv)
    }

    /// Texel coordinates of a coarse uv byte (u in bits 0–3, v in 4–7, 15ths of the tile).
    pub fn coarse_texel(&self, c: u8) -> [u32; 2] {
        tile_coarse_texel(self.x, self.y, self.w, self.h, c)
    }
}

/// Flags bit 0: double-sided **[provisional]**.
pub const FLAG_DOUBLE_SIDED: u8 = 1;
/// Flags bit 1: semi-transparent **[provisional]**.
pub const FLAG_SEMI: u8 = 2;

/// The blend a record's flags ask for: opaque unless bit 1 (semi-transparent), then bits 2–3
/// pick the GPU's mode **[public: psx-spx]**: B/2+F/2, B+F, B−F, B+F/4.
pub fn blend(flags: u8) -> scene::Blend {
    if flags & FLAG_SEMI == 0 {
        return scene::Blend::Opaque;
    }
    match (flags >> 2) & 3 {
        0 => scene::Blend::Average,
        1 => scene::Blend::Additive,
        2 => scene::Blend::Subtractive,
        _ => scene::Blend::AddQuarter,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blend_modes() {
        assert_eq!(blend(0), scene::Blend::Opaque);
        assert_eq!(blend(0b1100), scene::Blend::Opaque);
        assert_eq!(blend(0b0010), scene::Blend::Average);
        assert_eq!(blend(0b0110), scene::Blend::Additive);
        assert_eq!(blend(0b1010), scene::Blend::Subtractive);
        assert_eq!(blend(0b1110), scene::Blend::AddQuarter);
    }

    #[test]
    fn texels() {
        let t = Tile { texture: 0, clut: 0, x: 16, y: 32, w: 15, h: 30 };
        assert_eq!(t.texel([1, 2]), [17, 34]);
        assert_eq!(t.coarse_texel(0xF0), [16, 62]);
        assert_eq!(t.coarse_texel(0x0F), [31, 32]);
    }
}
