//! Synthetic run-time captures: what VRAM looks like while the girl is on screen.
//!
//! Her 16-colour CLUT sits at [`GIRL_CLUT_VRAM`] and her 4bpp texture at
//! [`GIRL_TEXTURE_VRAM`]; a few other palettes sit beside hers, as in a real frame. The same
//! VRAM is written as a raw 1 MiB dump and as a GPU dump (uploads after TraceBegin).

use psx::vram::Vram;

use crate::content;
use crate::disc::{Plan, GIRL_CLUT_VRAM, GIRL_TEXTURE_VRAM};

/// The uploads a frame with the girl makes: (x, y, width, height, pixels).
fn uploads(plan: &Plan) -> Vec<(u16, u16, u16, u16, Vec<u16>)> {
    let mut out = Vec::new();
    let (cx, cy) = GIRL_CLUT_VRAM;
    out.push((cx, cy, 16, 1, plan.girl_clut.to_vec()));
    // Designs 1–5's palettes, 16 halfwords apart to the right of hers.
    for (d, dx) in (1..6u64).zip([16u16, 32, 48, 64, 80]) {
        out.push((cx.saturating_add(dx), cy, 16, 1, content::palette(plan.seed, d).to_vec()));
    }
    let tex = content::texture_4bpp(plan.seed, 0, 64, 64);
    let halfwords = psx::texture::halfwords(&tex);
    let (tx, ty) = GIRL_TEXTURE_VRAM;
    out.push((tx, ty, 16, 64, halfwords));
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
    psx::capture::write_gpu_dump(&refs, 2)
}
