//! Sony TIM images: reader, writer, VRAM upload and PNG.
//!
//! # Layout **[public: psx-spx, "CDROM File Video Texture/Bitmap (TIM)"]**
//!
//! | Offset | Size | Type | Name | Source |
//! |---|---|---|---|---|
//! | 0x00 | 4 | u32 LE | ID `0x10` (byte 0x10, version 0, reserved 0) | `[public]` |
//! | 0x04 | 4 | u32 LE | flags: bits 0–2 BPP (0 = 4, 1 = 8, 2 = 16, 3 = 24), bit 3 CLP (CLUT present), rest reserved 0 | `[public]` |
//! | 0x08 | … | block | CLUT block, only if CLP | `[public]` |
//! | … | … | block | pixel block | `[public]` |
//!
//! Each block: `u32 len` (bytes, the 12-byte block header included: `0x0C + w·h·2`),
//! `u16 x, u16 y` (VRAM position), `u16 w, u16 h` (in halfwords and lines), then `w·h`
//! halfwords. A CLUT block holds `h` palettes of `w` colours. The pixel block's width is in
//! halfwords: 4 texels each at 4bpp (lowest nibble first), 2 at 8bpp, 1 at 16bpp, 2/3 at
//! 24bpp (R, G, B bytes).
//!
//! Reader choices: BPP 4 ("mixed") and any reserved flag bit are refused; a block `len` larger
//! than its data is accepted (the extra bytes are skipped and not kept, so the writer, which
//! always writes `0x0C + w·h·2`, does not reproduce them).

use thiserror::Error;

use crate::texture::{self, Image, Indices, TextureError};
use crate::vram::Vram;
use cursor::{Cursor, OutOfBounds};

/// The TIM ID word.
pub const MAGIC: u32 = 0x10;
/// Size of a block header (`len`, x, y, w, h).
pub const BLOCK_HEADER: usize = 12;

/// Errors reading or rendering a TIM.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TimError {
    /// The first word is not `0x10`.
    #[error("not a TIM: ID word at offset 0x0 is {found:#010x}, expected 0x00000010")]
    Magic {
        /// The word found.
        found: u32,
    },
    /// Unsupported or reserved flag bits.
    #[error("TIM flags at offset 0x4 are {found:#010x}: expected BPP 0–3 in bits 0–2, CLP in bit 3, reserved bits 0")]
    Flags {
        /// The flags word found.
        found: u32,
    },
    /// A read ran past the end of the input.
    #[error("TIM {block} block: {source}")]
    Truncated {
        /// Which block.
        block: &'static str,
        /// The failed read.
        #[source]
        source: OutOfBounds,
    },
    /// A block's `len` is smaller than its header plus `w·h·2`.
    #[error(
        "TIM {block} block at offset {offset:#x}: len is {declared:#x} but a {width}×{height} \
         block needs {expected:#x}"
    )]
    BlockLength {
        /// Which block.
        block: &'static str,
        /// Offset of the block.
        offset: usize,
        /// The declared `len`.
        declared: u32,
        /// `0x0C + w·h·2`.
        expected: u64,
        /// Width in halfwords.
        width: u16,
        /// Height in lines.
        height: u16,
    },
    /// An indexed image without a CLUT block was asked to render with its own CLUT.
    #[error("this {bpp}bpp TIM has no CLUT block; render it with an explicit CLUT")]
    NoClut {
        /// Bits per pixel.
        bpp: u8,
    },
    /// The chosen CLUT row does not exist.
    #[error("CLUT row {row} asked for; the TIM has {rows} rows")]
    ClutRow {
        /// Row asked for.
        row: usize,
        /// Rows present.
        rows: usize,
    },
    /// The pixel block's width does not divide into whole 24-bit pixels.
    #[error("a 24bpp pixel block {width} halfwords wide does not hold whole RGB pixels")]
    Width24 {
        /// Width in halfwords.
        width: u16,
    },
    /// Decoding or PNG encoding failed.
    #[error(transparent)]
    Texture(#[from] TextureError),
}

/// Pixel depth of a TIM (flags bits 0–2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bpp {
    /// 4bpp indexed (flags 0).
    Bpp4,
    /// 8bpp indexed (flags 1).
    Bpp8,
    /// 16bpp direct (flags 2).
    Bpp16,
    /// 24bpp direct (flags 3).
    Bpp24,
}

impl Bpp {
    /// The flags value (bits 0–2).
    pub fn code(self) -> u32 {
        match self {
            Self::Bpp4 => 0,
            Self::Bpp8 => 1,
            Self::Bpp16 => 2,
            Self::Bpp24 => 3,
        }
    }

    /// Bits per pixel: 4, 8, 16 or 24.
    pub fn bits(self) -> u8 {
        match self {
            Self::Bpp4 => 4,
            Self::Bpp8 => 8,
            Self::Bpp16 => 16,
            Self::Bpp24 => 24,
        }
    }

    fn from_code(code: u32) -> Option<Self> {
        match code {
            0 => Some(Self::Bpp4),
            1 => Some(Self::Bpp8),
            2 => Some(Self::Bpp16),
            3 => Some(Self::Bpp24),
            _ => None,
        }
    }
}

/// A block: a VRAM rectangle and its halfwords.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// VRAM x (halfwords).
    pub x: u16,
    /// VRAM y (lines).
    pub y: u16,
    /// Width in halfwords (for a CLUT: colours per palette).
    pub width: u16,
    /// Height in lines (for a CLUT: number of palettes).
    pub height: u16,
    /// `width × height` halfwords, row-major.
    pub data: Vec<u16>,
}

impl Block {
    fn read(c: &mut Cursor<'_>, block: &'static str) -> Result<Self, TimError> {
        let trunc = |source| TimError::Truncated { block, source };
        let start = c.pos();
        let len = c.u32_le().map_err(trunc)?; // +0x00
        let x = c.u16_le().map_err(trunc)?; // +0x04
        let y = c.u16_le().map_err(trunc)?; // +0x06
        let width = c.u16_le().map_err(trunc)?; // +0x08
        let height = c.u16_le().map_err(trunc)?; // +0x0A
        let bytes = u64::from(width).saturating_mul(u64::from(height)).saturating_mul(2);
        let expected = bytes.saturating_add(BLOCK_HEADER as u64);
        if u64::from(len) < expected {
            return Err(TimError::BlockLength {
                block,
                offset: start,
                declared: len,
                expected,
                width,
                height,
            });
        }
        let n = usize::try_from(bytes).unwrap_or(usize::MAX);
        let raw = c.take(n).map_err(trunc)?; // +0x0C: the data (bounded by the input)
        let data = texture::halfwords(raw);
        // Skip any extra bytes the declared length covers.
        let extra = usize::try_from(u64::from(len).saturating_sub(expected)).unwrap_or(usize::MAX);
        c.skip(extra).map_err(trunc)?;
        Ok(Self { x, y, width, height, data })
    }

    fn write(&self, out: &mut Vec<u8>) {
        let bytes = self.data.len().saturating_mul(2);
        let len = u32::try_from(bytes.saturating_add(BLOCK_HEADER)).unwrap_or(u32::MAX);
        out.extend_from_slice(&len.to_le_bytes()); // +0x00
        out.extend_from_slice(&self.x.to_le_bytes()); // +0x04
        out.extend_from_slice(&self.y.to_le_bytes()); // +0x06
        out.extend_from_slice(&self.width.to_le_bytes()); // +0x08
        out.extend_from_slice(&self.height.to_le_bytes()); // +0x0A
        for h in &self.data {
            out.extend_from_slice(&h.to_le_bytes()); // +0x0C
        }
    }

    /// The data as little-endian bytes.
    pub fn bytes(&self) -> Vec<u8> {
        self.data.iter().flat_map(|h| h.to_le_bytes()).collect()
    }
}

/// A TIM image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tim {
    /// Pixel depth.
    pub bpp: Bpp,
    /// The CLUT block (present when flags bit 3 is set).
    pub clut: Option<Block>,
    /// The pixel block.
    pub pixels: Block,
}

impl Tim {
    /// Reads a TIM from the start of `bytes` (trailing bytes are ignored).
    pub fn read(bytes: &[u8]) -> Result<Self, TimError> {
        let mut c = Cursor::new(bytes);
        let trunc = |source| TimError::Truncated { block: "header", source };
        let magic = c.u32_le().map_err(trunc)?; // 0x00
        if magic != MAGIC {
            return Err(TimError::Magic { found: magic });
        }
        let flags = c.u32_le().map_err(trunc)?; // 0x04
        let bpp = Bpp::from_code(flags & 7).filter(|_| flags & !0xF == 0);
        let bpp = bpp.ok_or(TimError::Flags { found: flags })?;
        let clut = if flags & 8 != 0 { Some(Block::read(&mut c, "CLUT")?) } else { None }; // 0x08
        let pixels = Block::read(&mut c, "pixel")?;
        Ok(Self { bpp, clut, pixels })
    }

    /// Writes the TIM (the writer mirrors [`Tim::read`] field for field).
    pub fn write(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&MAGIC.to_le_bytes()); // 0x00
        let clp = if self.clut.is_some() { 8 } else { 0 };
        out.extend_from_slice(&(self.bpp.code() | clp).to_le_bytes()); // 0x04
        if let Some(clut) = &self.clut {
            clut.write(&mut out); // 0x08
        }
        self.pixels.write(&mut out);
        out
    }

    /// Image width in texels.
    pub fn width(&self) -> usize {
        let w = usize::from(self.pixels.width);
        match self.bpp {
            Bpp::Bpp4 => w.saturating_mul(4),
            Bpp::Bpp8 => w.saturating_mul(2),
            Bpp::Bpp16 => w,
            Bpp::Bpp24 => w.saturating_mul(2) / 3,
        }
    }

    /// Image height in texels.
    pub fn height(&self) -> usize {
        usize::from(self.pixels.height)
    }

    /// Number of CLUT rows (palettes).
    pub fn clut_rows(&self) -> usize {
        self.clut.as_ref().map_or(0, |c| usize::from(c.height))
    }

    /// One CLUT row (palette).
    pub fn clut_row(&self, row: usize) -> Result<&[u16], TimError> {
        let bpp = self.bpp.bits();
        let clut = self.clut.as_ref().ok_or(TimError::NoClut { bpp })?;
        let w = usize::from(clut.width);
        let rows = usize::from(clut.height);
        let start = row.checked_mul(w).filter(|_| row < rows);
        start
            .and_then(|s| clut.data.get(s..s.saturating_add(w)))
            .ok_or(TimError::ClutRow { row, rows })
    }

    /// Decodes to RGBA through CLUT row `clut_row` (ignored for 16/24bpp).
    pub fn to_image(&self, clut_row: usize) -> Result<Image, TimError> {
        match self.bpp {
            Bpp::Bpp4 | Bpp::Bpp8 => self.to_image_with_clut(self.clut_row(clut_row)?),
            _ => self.to_image_with_clut(&[]),
        }
    }

    /// Decodes to RGBA through an explicit CLUT (for indexed TIMs without a CLUT block).
    pub fn to_image_with_clut(&self, clut: &[u16]) -> Result<Image, TimError> {
        let (w, h) = (self.width(), self.height());
        let bytes = self.pixels.bytes();
        let image = match self.bpp {
            Bpp::Bpp4 => texture::decode_4bpp(w, h, &bytes, clut)?,
            Bpp::Bpp8 => texture::decode_8bpp(w, h, &bytes, clut)?,
            Bpp::Bpp16 => texture::decode_15bpp(w, h, &self.pixels.data)?,
            Bpp::Bpp24 => {
                if usize::from(self.pixels.width) % 3 != 0 {
                    return Err(TimError::Width24 { width: self.pixels.width });
                }
                let n = texture::pixel_count(w, h)?;
                let mut rgba = Vec::with_capacity(n.saturating_mul(4));
                for p in bytes.chunks_exact(3).take(n) {
                    if let [r, g, b] = *p {
                        rgba.extend_from_slice(&[r, g, b, 0xFF]);
                    }
                }
                Image { width: w, height: h, rgba, stp: vec![false; n] }
            }
        };
        Ok(image)
    }

    /// A PNG: indexed (palette + tRNS, indices kept) for 4/8bpp with CLUT row `clut_row`,
    /// RGBA for 16/24bpp.
    pub fn to_png(&self, clut_row: usize) -> Result<Vec<u8>, TimError> {
        let (w, h) = (self.width(), self.height());
        let bytes = self.pixels.bytes();
        let png = match self.bpp {
            Bpp::Bpp4 => {
                texture::indexed_png(w, h, Indices::Packed4(&bytes), self.clut_row(clut_row)?)?
            }
            Bpp::Bpp8 => {
                texture::indexed_png(w, h, Indices::Unpacked(&bytes), self.clut_row(clut_row)?)?
            }
            Bpp::Bpp16 | Bpp::Bpp24 => self.to_image(clut_row)?.to_png()?,
        };
        Ok(png)
    }

    /// Uploads the CLUT and pixel blocks to their VRAM positions (wrapping at the edges).
    pub fn upload(&self, vram: &mut Vram) -> Result<(), crate::vram::VramError> {
        for b in self.clut.iter().chain(std::iter::once(&self.pixels)) {
            let (x, y) = (usize::from(b.x), usize::from(b.y));
            vram.blit_halfwords(x, y, usize::from(b.width), usize::from(b.height), &b.data)?;
        }
        Ok(())
    }
}
