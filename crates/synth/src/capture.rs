//! What the synthetic captures show: the girl, where her textures and CLUTs sit in VRAM, the
//! VRAM of a frame with her on screen, and the noise of a RAM snapshot. The captures themselves
//! (GPU dumps drawn by the synthetic runtime in the interpreter, RAM snapshots) are made by
//! `captures::synthetic` from these, so this crate depends on nothing it is used to test.
//!
//! Her model's own CLUTs and 4bpp textures, where [`placement`] puts them: her body CLUT at
//! [`GIRL_CLUT_VRAM`] and her face CLUT one row below (CLUTs 0 and 1, as her tiles number
//! them), her textures side by side from [`GIRL_TEXTURE_VRAM`] (the 128×64 body texture, then
//! the face, blink and mouth textures). A few other designs' palettes sit beside hers, as in a
//! real frame.

use dewprism::chr::Chr;
use gpu::vram::Vram;

use crate::content;
use crate::disc::{Plan, GIRL_CLUT_VRAM, GIRL_TEXTURE_VRAM};
use crate::rng::Rng;

/// The girl, as the disc holds her.
pub fn girl(plan: &Plan) -> Chr {
    crate::chr::girl(plan.seed, &plan.girl_clut)
}

/// Where a frame puts a model's textures and CLUTs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// Top-left of texture `i` (4bpp: `width/4` VRAM pixels wide), side by side from
    /// [`GIRL_TEXTURE_VRAM`].
    pub textures: Vec<(u16, u16)>,
    /// Position of CLUT `i`, one per VRAM row downwards from [`GIRL_CLUT_VRAM`].
    pub cluts: Vec<(u16, u16)>,
}

/// Where the captures put `chr`'s textures and CLUTs.
pub fn placement(chr: &Chr) -> Placement {
    let mut x = GIRL_TEXTURE_VRAM.0;
    let textures = chr
        .textures
        .iter()
        .map(|t| {
            let at = (x, GIRL_TEXTURE_VRAM.1);
            x = x.saturating_add(t.width / 4);
            at
        })
        .collect();
    // One CLUT per VRAM row, downwards.
    let cluts =
        chr.cluts.iter().zip(GIRL_CLUT_VRAM.1..).map(|(_, y)| (GIRL_CLUT_VRAM.0, y)).collect();
    Placement { textures, cluts }
}

/// One CPU→VRAM upload: (x, y, width, height, pixels).
pub type Upload = (u16, u16, u16, u16, Vec<u16>);

/// The uploads a frame with the girl makes.
pub fn uploads(plan: &Plan) -> Vec<Upload> {
    let girl = girl(plan);
    let lay = placement(&girl);
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

/// Bytes of noise a RAM snapshot holds (from offset 0x1_0000 to 0x8_0000).
pub const RAM_NOISE_BYTES: usize = 0x7_0000;

/// The noise of the RAM snapshot at `tick`.
pub fn ram_noise(seed: u64, tick: u32) -> Vec<u8> {
    let mut noise = vec![0u8; RAM_NOISE_BYTES];
    Rng::fork(seed, 0x5A4D_0000 | u64::from(tick)).fill(&mut noise);
    noise
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;
    use crate::disc::Size;

    #[test]
    fn the_vram_holds_the_textures_and_cluts_her_model_uses() {
        let plan = Plan::new(Size::Small, 3);
        let girl = girl(&plan);
        let lay = placement(&girl);
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
    }
}
