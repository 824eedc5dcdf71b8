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
    for d in 1..6u64 {
        out.push((cx + 16 * d as u16, cy, 16, 1, content::palette(plan.seed, d).to_vec()));
    }
    let tex = content::texture_4bpp(plan.seed, 0, 64, 64);
    let halfwords: Vec<u16> =
        tex.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    let (tx, ty) = GIRL_TEXTURE_VRAM;
    out.push((tx, ty, 16, 64, halfwords));
    out
}

/// The VRAM of that frame.
pub fn girl_vram(plan: &Plan) -> Vram {
    let mut v = Vram::new();
    for (x, y, w, _h, px) in uploads(plan) {
        for (i, p) in px.iter().enumerate() {
            let (dx, dy) = (i % usize::from(w), i / usize::from(w));
            v.set(usize::from(x) + dx, usize::from(y) + dy, *p);
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
