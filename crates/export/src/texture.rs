//! Textures as PNG: lossless indexed PNGs for CLUT images, RGBA8 otherwise.

use gpu::texture::{indexed_png, rgba_png, Indices, TextureError};
use scene::{Image, Model};

use crate::ExportError;

/// The PNG bytes of an image (indexed when it keeps its CLUT and indices fit).
pub fn png(img: &Image) -> Result<Vec<u8>, TextureError> {
    let (w, h) = (img.width as usize, img.height as usize);
    match &img.indexed {
        Some(ix) if ix.indices.len() == w.saturating_mul(h) && ix.clut.len() <= 256 => {
            indexed_png(w, h, Indices::Unpacked(&ix.indices), &ix.clut)
        }
        _ => rgba_png(w, h, &img.rgba),
    }
}

/// The PNG bytes of every image of a model, in order.
pub fn pngs(model: &Model) -> Result<Vec<Vec<u8>>, ExportError> {
    model
        .images
        .iter()
        .enumerate()
        .map(|(i, img)| png(img).map_err(|source| ExportError::Texture { image: i, source }))
        .collect()
}
