//! Thumbnails: the model drawn by the one software rasterizer ([`scene::raster`]) and encoded
//! as PNG with fixed settings, so the same model gives the same bytes.
//!
//! Characters are seen from the front three-quarter view in their default pose (`idle`
//! tick 1), maps from above with every placement that is not hidden (the walk mesh stays out).

use scene::Model;

pub use scene::raster::{Picture, View, MAX_SIZE};

use crate::error::GalleryError;

/// Renders `model` at its default pose into a `size`×`size` picture (2×2 supersampled).
pub fn render(model: &Model, view: View, size: u32) -> Result<Picture, GalleryError> {
    if size == 0 || size > MAX_SIZE {
        return Err(GalleryError::ThumbnailSize { size, max: MAX_SIZE });
    }
    scene::raster::render(model, view, size)
        .map_err(|e| GalleryError::ThumbnailSize { size: e.width, max: e.max })
}

/// Encodes a picture as PNG (fixed settings, so the bytes are deterministic).
pub fn png(p: &Picture) -> Result<Vec<u8>, GalleryError> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, p.width, p.height);
        enc.set_color(png::ColorType::Rgba);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::Fast);
        let mut w = enc.write_header().map_err(|e| GalleryError::Png(e.to_string()))?;
        w.write_image_data(&p.rgba).map_err(|e| GalleryError::Png(e.to_string()))?;
    }
    Ok(out)
}

/// The gallery thumbnail of a model: `size`×`size` PNG in the view for its kind.
pub fn thumbnail(model: &Model, size: u32) -> Result<Vec<u8>, GalleryError> {
    png(&render(model, View::for_kind(model.kind), size)?)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn sizes_out_of_range_are_errors_and_png_is_stable() {
        let m = Model::new("empty", scene::ModelKind::Character);
        assert!(matches!(thumbnail(&m, 0), Err(GalleryError::ThumbnailSize { size: 0, .. })));
        assert!(thumbnail(&m, MAX_SIZE + 1).is_err());
        let a = thumbnail(&m, 4).unwrap();
        assert_eq!(a, thumbnail(&m, 4).unwrap());
        assert_eq!(&a[1..4], b"PNG");
    }
}
