//! `dewrip vram`: what a capture holds, and its VRAM rendered to PNG (whole VRAM at 16 bpp, or
//! a texture page / the whole VRAM read through a CLUT at 4 or 8 bpp).
use std::path::Path;

use captures::formats::{self, Capture, CaptureKind};
use gpu::vram::Vram;
pub use gpu::vram::{HEIGHT, WIDTH};
use serde::Serialize;

use crate::disc::read_file;
use crate::error::{Error, Result};
use crate::stages::verify::MAX_CAPTURE;

/// The report of `dewrip vram info`.
#[derive(Debug, Serialize)]
pub struct InfoReport {
    /// The file.
    pub file: String,
    /// Its size.
    pub bytes: usize,
    /// Its kind.
    pub kind: &'static str,
    /// RAM bytes held.
    pub ram_bytes: Option<usize>,
    /// Holds VRAM.
    pub vram: bool,
    /// Holds GTE registers.
    pub gte: bool,
    /// Notes from the reader.
    pub notes: Vec<String>,
}

/// The report of `dewrip vram png`.
#[derive(Debug, Serialize)]
pub struct PngReport {
    /// The capture.
    pub capture: String,
    /// Its kind.
    pub kind: &'static str,
    /// The PNG written.
    pub output: String,
    /// Width.
    pub width: usize,
    /// Height.
    pub height: usize,
}

fn bad_capture(path: &Path, e: formats::CaptureError) -> Error {
    Error::capture(path, e)
}

/// What a capture holds.
pub fn info(path: &Path) -> Result<InfoReport> {
    let bytes = read_file(path, MAX_CAPTURE)?;
    let cap = formats::read(&bytes).map_err(|e| bad_capture(path, e))?;
    Ok(InfoReport {
        file: path.display().to_string(),
        bytes: bytes.len(),
        kind: cap.kind.name(),
        ram_bytes: cap.ram.as_ref().map(Vec::len),
        vram: cap.vram.is_some(),
        gte: cap.gte.is_some(),
        notes: cap.notes,
    })
}

/// The VRAM a capture holds; with `frames`, a GPU dump stopped after that many frames. Notes
/// of the GPU-dump reader are returned for the front end.
pub fn load_vram(path: &Path, frames: Option<u32>) -> Result<(CaptureKind, Vram, Vec<String>)> {
    let bytes = read_file(path, MAX_CAPTURE)?;
    let kind = formats::detect(&bytes).map_err(|e| bad_capture(path, e))?;
    if let Some(n) = frames {
        if kind != CaptureKind::GpuDump {
            return Err(Error::usage(format!(
                "--frames applies to GPU dumps only; {} is a {}",
                path.display(),
                kind.name()
            )));
        }
        let dump = formats::read_gpu_dump(&bytes, Some(n)).map_err(|e| bad_capture(path, e))?;
        return Ok((kind, dump.vram_after, dump.notes));
    }
    let Capture { vram, .. } = formats::read(&bytes).map_err(|e| bad_capture(path, e))?;
    match vram {
        Some(v) => Ok((kind, v, Vec::new())),
        None => Err(Error::format(
            Some(path),
            format!("{} ({}) holds no VRAM", path.display(), kind.name()),
        )),
    }
}

/// 5-bit to 8-bit colour channel.
fn c8(v: u16) -> u8 {
    let v = (v & 0x1F) as u8;
    (v << 3) | (v >> 2)
}

/// A VRAM pixel as RGBA; `texture` makes 0x0000 transparent (texture semantics).
fn rgba(p: u16, texture: bool) -> [u8; 4] {
    let a = if texture && p == 0 { 0 } else { 255 };
    [c8(p), c8(p >> 5), c8(p >> 10), a]
}

/// Renders the whole VRAM (16 bpp) or a page / the whole VRAM through a CLUT:
/// `(width, height, rgba)`.
pub fn render(
    vram: &Vram,
    depth: u8,
    clut: Option<(u16, u16)>,
    page: Option<(u16, u16)>,
) -> Result<(usize, usize, Vec<u8>)> {
    let (ox, oy) = page.map(|(x, y)| (usize::from(x), usize::from(y))).unwrap_or((0, 0));
    let height = if page.is_some() { 256 } else { HEIGHT };
    match depth {
        16 => {
            if clut.is_some() {
                return Err(Error::usage("--clut needs --depth 4 or 8"));
            }
            let width = if page.is_some() { 256 } else { WIDTH };
            let mut out = Vec::with_capacity(width.saturating_mul(height).saturating_mul(4));
            for y in 0..height {
                for x in 0..width {
                    out.extend(rgba(
                        vram.get(ox.saturating_add(x), oy.saturating_add(y)),
                        page.is_some(),
                    ));
                }
            }
            Ok((width, height, out))
        }
        4 | 8 => {
            let Some((cx, cy)) = clut else {
                return Err(Error::usage(format!("--depth {depth} needs --clut X,Y")));
            };
            let per_halfword: usize = if depth == 4 { 4 } else { 2 };
            let width = if page.is_some() { 256 } else { WIDTH.saturating_mul(per_halfword) };
            let mut out = Vec::with_capacity(width.saturating_mul(height).saturating_mul(4));
            for y in 0..height {
                for u in 0..width {
                    let half = vram.get(
                        ox.saturating_add(u.checked_div(per_halfword).unwrap_or(0)),
                        oy.saturating_add(y),
                    );
                    let slot = u.checked_rem(per_halfword).unwrap_or(0);
                    let index = if depth == 4 {
                        (half >> (slot.saturating_mul(4) & 15)) & 0xF
                    } else {
                        (half >> (slot.saturating_mul(8) & 15)) & 0xFF
                    };
                    let colour = vram
                        .get(usize::from(cx).saturating_add(usize::from(index)), usize::from(cy));
                    out.extend(rgba(colour, true));
                }
            }
            Ok((width, height, out))
        }
        other => Err(Error::usage(format!("--depth must be 4, 8 or 16; found {other}"))),
    }
}

/// Encodes RGBA as PNG.
pub fn encode_png(width: usize, height: usize, rgba: &[u8]) -> Result<Vec<u8>> {
    gpu::texture::rgba_png(width, height, rgba)
        .map_err(|e| Error::format(None, format!("encoding the PNG: {e}")))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn clut_render_4bpp() {
        let mut v = Vram::new();
        // CLUT at (0, 500): entry 1 = pure red, entry 2 = pure blue.
        v.set(1, 500, 0x001F);
        v.set(2, 500, 0x7C00);
        // Page at (64, 0): texel row 0 = 1, 2, 0, 1 (lowest nibble first).
        v.set(64, 0, 0x1021);
        let (w, h, px) = render(&v, 4, Some((0, 500)), Some((64, 0))).unwrap();
        assert_eq!((w, h), (256, 256));
        assert_eq!(&px[0..4], &[255, 0, 0, 255]);
        assert_eq!(&px[4..8], &[0, 0, 255, 255]);
        assert_eq!(px[11], 0, "index 0 -> colour 0x0000 -> transparent");
        assert_eq!(&px[12..16], &[255, 0, 0, 255]);
        let (w, h, _) = render(&v, 16, None, None).unwrap();
        assert_eq!((w, h), (1024, 512));
        assert!(render(&v, 8, None, None).is_err());
        assert!(encode_png(2, 1, &[0; 8]).unwrap().starts_with(b"\x89PNG"));
    }
}
