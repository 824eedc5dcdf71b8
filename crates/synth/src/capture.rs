//! Synthetic run-time captures: what VRAM looks like while the girl is on screen.
//!
//! Her model's own CLUTs and 4bpp textures, where [`crate::captures::layout`] puts them (and
//! the drawn captures upload them): her body CLUT at [`GIRL_CLUT_VRAM`] and her face CLUT one
//! row below (CLUTs 0 and 1, as her tiles number them), her textures side by side from
//! [`GIRL_TEXTURE_VRAM`] (the 128×64 body texture, then the face, blink and mouth textures).
//! A few other designs' palettes sit beside hers, as in a real frame. The same VRAM is written
//! as a raw 1 MiB dump and as a GPU dump (uploads after TraceBegin).

use gpu::vram::Vram;

use crate::content;
#[cfg(doc)]
use crate::disc::GIRL_TEXTURE_VRAM;
use crate::disc::{Plan, GIRL_CLUT_VRAM};

/// The uploads a frame with the girl makes: (x, y, width, height, pixels).
fn uploads(plan: &Plan) -> Vec<(u16, u16, u16, u16, Vec<u16>)> {
    let girl = crate::captures::girl(plan);
    let lay = crate::captures::layout(&girl);
    let mut out = Vec::new();
    // Her CLUTs: the body's (her palette, at GIRL_CLUT_VRAM) first.
    for (c, &(x, y)) in girl.cluts.iter().zip(&lay.cluts) {
        out.push((x, y, 16, 1, c.to_vec()));
    }
    // Designs 1–5's palettes, 16 halfwords apart to the right of hers.
    let (cx, cy) = GIRL_CLUT_VRAM;
    for (d, dx) in (1..6u64).zip([16u16, 32, 48, 64, 80]) {
        out.push((cx.saturating_add(dx), cy, 16, 1, content::palette(plan.seed, d).to_vec()));
    }
    // Her textures (4 texels a halfword).
    for (t, &(x, y)) in girl.textures.iter().zip(&lay.textures) {
        out.push((x, y, t.width / 4, t.height, gpu::texture::halfwords(&t.texels)));
    }
    out
}

/// The VRAM of that frame.
pub fn girl_vram(plan: &Plan) -> Vram {
    let mut v = Vram::new();
    for (x, y, w, _h, px) in uploads(plan) {
        // Row by row; coordinates wrap at the VRAM edges as the GPU's do.
        for (dy, row) in px.chunks(usize::from(w).max(1)).enumerate() {
            for (dx, &p) in row.iter().enumerate() {
                v.set(usize::from(x).wrapping_add(dx), usize::from(y).wrapping_add(dy), p);
            }
        }
    }
    v
}

/// A DuckStation-style GPU dump of that frame.
pub fn girl_gpu_dump(plan: &Plan) -> Vec<u8> {
    let ups = uploads(plan);
    let refs: Vec<(u16, u16, u16, u16, &[u16])> =
        ups.iter().map(|(x, y, w, h, p)| (*x, *y, *w, *h, p.as_slice())).collect();
    captures::formats::write_gpu_dump(&refs, 2)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;
    use crate::disc::{Size, GIRL_TEXTURE_VRAM};

    #[test]
    fn the_vram_holds_the_textures_and_cluts_her_model_uses() {
        let plan = Plan::new(Size::Small, 3);
        let girl = crate::captures::girl(&plan);
        let lay = crate::captures::layout(&girl);
        let vram = girl_vram(&plan);
        // Her body texture: 128×64 texels at the texture page, byte for byte.
        let body = &girl.textures[0];
        assert_eq!((body.width, body.height), (128, 64));
        assert_eq!(lay.textures[0], GIRL_TEXTURE_VRAM);
        for (t, &(x, y)) in girl.textures.iter().zip(&lay.textures) {
            let (w, h) = (usize::from(t.width / 4), usize::from(t.height));
            let got = vram.read_rect_bytes(usize::from(x), usize::from(y), w, h).unwrap();
            assert_eq!(got, t.texels, "texture at ({x}, {y})");
        }
        // CLUT n where her tiles' CLUT n points: the body's at GIRL_CLUT_VRAM, the face's below.
        assert_eq!(lay.cluts[0], GIRL_CLUT_VRAM);
        for (c, &(x, y)) in girl.cluts.iter().zip(&lay.cluts) {
            assert_eq!(vram.clut(usize::from(x), usize::from(y), 16), c.to_vec());
        }
        assert_eq!(girl.cluts[0], plan.girl_clut);
        // The GPU dump replays to the same VRAM.
        let dump = captures::formats::read(&girl_gpu_dump(&plan)).unwrap();
        assert_eq!(dump.vram.unwrap(), vram);
    }
}
