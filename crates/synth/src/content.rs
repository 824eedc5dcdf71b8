//! Generators for the files on the synthetic disc, one function per kind.
//!
//! Every generated file matches the signature that `sqfs::sniff` (S3Extract's rules) expects of
//! its kind, and every size is a multiple of 8 (the hidden table stores the last sector's slack
//! in 8-byte units). Characters and maps have their own generators (`synth::chr`,
//! `synth::maps`), which use the palettes and textures made here.

use crate::rng::Rng;

/// A 16-colour CLUT: 16 little-endian PS1 colours.
pub type Clut = [u16; 16];

/// CLUT bytes as stored raw on the disc.
pub fn clut_bytes(clut: &Clut) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (dst, c) in out.chunks_exact_mut(2).zip(clut) {
        dst.copy_from_slice(&c.to_le_bytes());
    }
    out
}

/// A PS1 colour (R bits 0–4, G 5–9, B 10–14) from 8-bit channels; never 0x0000 (transparent).
pub const fn rgb15(r: u8, g: u8, b: u8) -> u16 {
    let c = (r as u16 >> 3) | ((g as u16 >> 3) << 5) | ((b as u16 >> 3) << 10);
    if c == 0 {
        1 << 10
    } else {
        c
    }
}

/// What each slot of a character palette ([`palette`]) is for.
pub mod slot {
    /// Transparent (PS1 texel 0x0000).
    pub const CLEAR: u8 = 0;
    /// The hat.
    pub const HAT: u8 = 1;
    /// The hat's band and brim.
    pub const HAT_BAND: u8 = 2;
    /// Tassels and gold trim.
    pub const GOLD: u8 = 3;
    /// Hair.
    pub const HAIR: u8 = 4;
    /// Skin.
    pub const SKIN: u8 = 5;
    /// The coat.
    pub const COAT: u8 = 6;
    /// The coat's trim (collar, cuffs, hem).
    pub const COAT_TRIM: u8 = 7;
    /// The skirt.
    pub const SKIRT: u8 = 8;
    /// The skirt's hem.
    pub const SKIRT_HEM: u8 = 9;
    /// Stockings.
    pub const STOCKING: u8 = 10;
    /// Boots and shoes.
    pub const BOOT: u8 = 11;
    /// The waist ornament.
    pub const ORNAMENT: u8 = 12;
    /// The belt.
    pub const BELT: u8 = 13;
    /// Dark lines (outlines, hair strands).
    pub const DARK: u8 = 14;
    /// An accent colour that also makes every design's palette distinct.
    pub const ACCENT: u8 = 15;
}

/// A design's 16-colour character palette: colour 0 transparent, the slots of [`slot`] in flat
/// colours. Design 0 (the girl) has her blue hat with gold tassels, brown hair, a cream coat and
/// a red skirt; other designs vary hat, coat and skirt. The accent slot carries the design number
/// in its low bits, so no two designs below 1,024 share a palette (the CLUT fingerprint of the
/// girl must hit her copies only).
pub fn palette(seed: u64, design: u64) -> Clut {
    let mut r = Rng::fork(seed, 0xC1u64 << 32 | design);
    let mut vary = |c: (u8, u8, u8)| {
        if design == 0 {
            return rgb15(c.0, c.1, c.2);
        }
        // x ± 48: a u8 plus or minus less than 100 cannot leave i32's range.
        let j = |x: u8, r: &mut Rng| {
            (i32::from(x).saturating_add(r.below(97) as i32).saturating_sub(48)).clamp(8, 248) as u8
        };
        rgb15(j(c.0, &mut r), j(c.1, &mut r), j(c.2, &mut r))
    };
    // In slot order, so the generator is drawn from in the same order for every design.
    let colours = [
        (slot::HAT, vary((0x30, 0x58, 0xD0))),
        (slot::HAT_BAND, vary((0x18, 0x28, 0x80))),
        (slot::GOLD, rgb15(0xF0, 0xC8, 0x40)),
        (slot::HAIR, vary((0x70, 0x40, 0x20))),
        (slot::SKIN, rgb15(0xF8, 0xD0, 0xB0)),
        (slot::COAT, vary((0xF0, 0xE8, 0xD0))),
        (slot::COAT_TRIM, vary((0x40, 0x78, 0xC8))),
        (slot::SKIRT, vary((0xC8, 0x30, 0x38))),
        (slot::SKIRT_HEM, rgb15(0xF8, 0xF0, 0xE0)),
        (slot::STOCKING, vary((0x38, 0x30, 0x48))),
        (slot::BOOT, rgb15(0x68, 0x38, 0x20)),
        (slot::ORNAMENT, vary((0xD8, 0x40, 0x90))),
        (slot::BELT, rgb15(0x50, 0x30, 0x18)),
        (slot::DARK, rgb15(0x20, 0x18, 0x18)),
    ];
    let hi = (r.next_u64() as u16) & 0x7C00;
    let accent = hi | (design as u16 & 0x03FF);
    let accent = if accent == 0 { 0x0400 } else { accent };
    let mut clut = [0u16; 16];
    for (s, c) in colours.into_iter().chain([(slot::ACCENT, accent)]) {
        if let Some(dst) = clut.get_mut(usize::from(s)) {
            *dst = c;
        }
    }
    clut
}

/// A 16-colour palette of random opaque colours (colour 0 transparent), for files whose
/// colours mean nothing (TIMs, filler).
pub fn random_palette(seed: u64, label: u64) -> Clut {
    let mut r = Rng::fork(seed, 0xC1u64 << 32 | label);
    let mut clut = [0u16; 16];
    for c in clut.iter_mut().skip(1) {
        *c = (r.next_u64() as u16 & 0x7FFF) | 1;
    }
    clut
}

/// A 4bpp texture (`w`×`h` texels, two per byte, low nibble first) with runs, like a sprite.
pub fn texture_4bpp(seed: u64, label: u64, w: usize, h: usize) -> Vec<u8> {
    let mut r = Rng::fork(seed, label);
    let bytes = w.saturating_mul(h) / 2;
    let mut out = Vec::with_capacity(bytes);
    let mut idx = 1u8;
    let mut run = 0u64;
    for _ in 0..bytes {
        let mut byte = 0u8;
        for shift in [0, 4] {
            // A run is 1..=12 texels long: it is drawn anew when the last one is used up.
            run = match run.checked_sub(1) {
                Some(left) => left,
                None => {
                    idx = r.below(16) as u8;
                    r.range(1, 12).saturating_sub(1)
                }
            };
            byte |= idx << shift;
        }
        out.push(byte);
    }
    out
}

/// Pads to `size` (a multiple of 8) with a deterministic filler that is not all zero.
fn pad_to(mut v: Vec<u8>, size: usize, r: &mut Rng) -> Vec<u8> {
    let size = size.max(v.len()).next_multiple_of(8);
    let start = v.len();
    v.resize(size, 0);
    if let Some(tail) = v.get_mut(start..) {
        r.fill(tail);
    }
    v
}

/// A file of deterministic noise after a fixed head — what [`pad_to`] makes of the head — as
/// a recipe: its bytes are worked out when asked for ([`Noise::bytes`], [`Noise::fill`]), so a
/// plan holds the full disc's ~285 MB of audio and packs without holding their bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Noise {
    /// The bytes before the noise.
    head: Vec<u8>,
    /// The generator of the noise after the head: `Rng::fork(seed, label)`.
    noise: (u64, u64),
    /// Head and noise: the file as generated (a multiple of 8).
    base: usize,
    /// The file's length: `base`, or cut shorter, or grown with the noise of `grown`.
    len: usize,
    /// The generator of the bytes past `base` when the file was grown.
    grown: (u64, u64),
}

impl Noise {
    /// `head` padded with noise to `size` bytes (at least the head, a multiple of 8).
    fn new(head: Vec<u8>, seed: u64, label: u64, size: usize) -> Noise {
        let base = size.max(head.len()).next_multiple_of(8);
        Noise { head, noise: (seed, label), base, len: base, grown: (seed, label) }
    }

    /// Bytes in the file.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the file is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The same file cut to `len` bytes, or grown to them with the noise of
    /// `Rng::fork(seed, label)` (as `Vec::resize` and [`Rng::fill`] of the new bytes would).
    pub fn resized(&self, len: usize, seed: u64, label: u64) -> Noise {
        Noise { len, grown: (seed, label), ..self.clone() }
    }

    /// The file's bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let mut v = vec![0u8; self.len];
        self.fill(&mut v);
        v
    }

    /// Writes the file's first `out.len()` bytes (at most [`Noise::len`]) into `out`: a
    /// prefix of [`Noise::bytes`], since [`Rng::fill`] of a prefix is the prefix of the fill.
    pub fn fill(&self, out: &mut [u8]) {
        let end = out.len().min(self.len);
        let head = self.head.len().min(end);
        if let (Some(dst), Some(src)) = (out.get_mut(..head), self.head.get(..head)) {
            dst.copy_from_slice(src);
        }
        if let Some(noise) = out.get_mut(head..self.base.min(end)) {
            Rng::fork(self.noise.0, self.noise.1).fill(noise);
        }
        if let Some(grown) = out.get_mut(self.base..end) {
            Rng::fork(self.grown.0, self.grown.1).fill(grown);
        }
    }
}

/// ADPCM-like audio: u32 @0,4,8,12 zero, u32 @16 non-zero, then noise (incompressible).
pub fn adpcm(seed: u64, id: u64, size: usize) -> Vec<u8> {
    adpcm_noise(seed, id, size).bytes()
}

/// [`adpcm`] as a recipe.
pub fn adpcm_noise(seed: u64, id: u64, size: usize) -> Noise {
    let mut v = vec![0u8; 16];
    v.extend_from_slice(&[0x02, 0x06, 0, 0]);
    Noise::new(v, seed, 0xAD0u64 << 32 | id, size)
}

/// A sound-effect pack (`SFXPACK`).
pub fn sfx(seed: u64, id: u64, size: usize) -> Vec<u8> {
    sfx_noise(seed, id, size).bytes()
}

/// [`sfx`] as a recipe.
pub fn sfx_noise(seed: u64, id: u64, size: usize) -> Noise {
    Noise::new(b"SFXPACK\0".to_vec(), seed, 0x5F0u64 << 32 | id, size)
}

/// A music pack (`BGMPACK`).
pub fn bgm(seed: u64, id: u64, size: usize) -> Vec<u8> {
    bgm_noise(seed, id, size).bytes()
}

/// [`bgm`] as a recipe.
pub fn bgm_noise(seed: u64, id: u64, size: usize) -> Noise {
    Noise::new(b"BGMPACK\0".to_vec(), seed, 0xB60u64 << 32 | id, size)
}

/// An effect: u32 @0 = 0, N = u32 @4, u32 @(8+4N) = file length.
pub fn effect(seed: u64, id: u64, size: usize) -> Vec<u8> {
    let mut r = Rng::fork(seed, 0xEF0u64 << 32 | id);
    let size = size.max(64).next_multiple_of(8);
    let n = r.below(4).saturating_add(1);
    let mut v = Vec::new();
    v.extend(0u32.to_le_bytes()); // @0
    v.extend((n as u32).to_le_bytes()); // @4: N
                                        // @8 + 4i: offsets 0x40, 0x80, …
    for off in (0x40u32..).step_by(0x40).take(n as usize) {
        v.extend(off.to_le_bytes());
    }
    v.extend((size as u32).to_le_bytes()); // @8 + 4N: the file length
    pad_to(v, size, &mut r)
}

/// An event script: u32 @0 = 0 and the u16 pattern (≠0, 0, ≠0, 0, ≠0, 0) at 4..16.
pub fn ev(seed: u64, id: u64, size: usize) -> Vec<u8> {
    let mut r = Rng::fork(seed, 0xE70u64 << 32 | id);
    let mut v = vec![0u8; 4]; // @0
                              // @4, @8, @12: u16 0x10, 0x11, 0x12, each followed by a zero u16.
    for x in 0x10u16..0x13 {
        v.extend(x.to_le_bytes());
        v.extend([0, 0]);
    }
    // Keep u32 @(8+4N) from matching the effect test: N = 0x10, and the file is not that long.
    pad_to(v, size, &mut r)
}

/// An event animation: u32 @0 = 0, u32 @8 = 0x14.
pub fn anm(seed: u64, id: u64, size: usize) -> Vec<u8> {
    let mut r = Rng::fork(seed, 0xA70u64 << 32 | id);
    let mut v = Vec::new();
    v.extend(0u32.to_le_bytes()); // @0
    v.extend(7u32.to_le_bytes()); // @4
    v.extend(0x14u32.to_le_bytes()); // @8
    v.resize(0x14, 0);
    pad_to(v, size, &mut r)
}

/// A one-sector dummy: `It's CDMAKE Dummy!\r\n\r\n ` (`cdmake`) or `dummy\0\0\0`.
pub fn dummy(cdmake: bool) -> Vec<u8> {
    let mut v =
        if cdmake { b"It's CDMAKE Dummy!\r\n\r\n ".to_vec() } else { b"dummy\0\0\0".to_vec() };
    v.resize(2048, 0);
    v
}

/// A `nowab` placeholder.
pub fn nowab() -> Vec<u8> {
    let mut v = b"nowab".to_vec();
    v.resize(16, 0);
    v
}

/// A 4bpp TIM with one CLUT **[public: psx-spx TIM]**.
pub fn tim_4bpp(seed: u64, id: u64, w: u16, h: u16) -> Vec<u8> {
    let label = id.wrapping_add(0x20_0000);
    let clut = random_palette(seed, label);
    let pixels = texture_4bpp(seed, label, usize::from(w), usize::from(h));
    let mut v = Vec::new();
    v.extend(0x10u32.to_le_bytes());
    v.extend(0x08u32.to_le_bytes()); // 4bpp + CLUT present
    v.extend(44u32.to_le_bytes()); // CLUT block: 12-byte header + 32 bytes
    v.extend([0u16, 480, 16, 1].iter().flat_map(|x| x.to_le_bytes()));
    v.extend(clut_bytes(&clut));
    v.extend((pixels.len() as u32).saturating_add(12).to_le_bytes()); // header + pixels
    v.extend([640u16, 0, w / 4, h].iter().flat_map(|x| x.to_le_bytes()));
    v.extend(pixels);
    v.resize(v.len().next_multiple_of(8), 0);
    v
}

/// Opaque binary data (`.dat`): starts with a non-zero word so no signature matches.
pub fn dat(seed: u64, id: u64, size: usize) -> Vec<u8> {
    let mut r = Rng::fork(seed, 0xDA70u64 << 32 | id);
    let mut v = pad_to(Vec::new(), size.max(16), &mut r);
    if let Some(head) = v.get_mut(..8) {
        head.copy_from_slice(b"DATA\x01\x02\x03\x04");
    }
    v
}

#[cfg(test)]
mod tests {
    #![allow(clippy::arithmetic_side_effects, clippy::indexing_slicing)]
    use super::*;
    use sqfs::sniff::{sniff, Kind};

    /// A recipe's bytes are what padding the head with the generator's noise gives, cut or
    /// grown as a resize and a fill of the new bytes give, and every prefix is a prefix.
    #[test]
    fn noise_recipes_are_the_padded_bytes() {
        let eager = |head: &[u8], label: u64, size: usize| {
            pad_to(head.to_vec(), size, &mut Rng::fork(9, label))
        };
        let head = [0u8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 6, 0, 0];
        for size in [0usize, 8, 20, 21, 4096, 5003] {
            let n = Noise::new(head.to_vec(), 9, 77, size);
            let want = eager(&head, 77, size);
            assert_eq!(n.bytes(), want, "size {size}");
            for len in [0, 3, 20, 29, want.len() + 13, want.len() + 2048] {
                let mut v = want.clone();
                let old = v.len();
                v.resize(len, 0);
                if let Some(grown) = v.get_mut(old..) {
                    Rng::fork(5, 6).fill(grown);
                }
                let r = n.resized(len, 5, 6);
                assert_eq!(r.len(), len);
                assert_eq!(r.bytes(), v, "size {size} resized to {len}");
                for cut in [0, 1, 7, 9, len / 2, len].into_iter().filter(|&c| c <= len) {
                    let mut p = vec![0xEE; cut];
                    r.fill(&mut p);
                    assert_eq!(p, v[..cut], "prefix {cut} of {len}");
                }
            }
        }
        let want = pad_to(b"SFXPACK\0".to_vec(), 100, &mut Rng::fork(3, 0x5F0u64 << 32 | 4));
        assert_eq!(sfx(3, 4, 100), want);
    }

    #[test]
    fn every_generator_sniffs_as_its_kind() {
        let cases: Vec<(Vec<u8>, Kind)> = vec![
            (adpcm(1, 5, 4096), Kind::Adpcm),
            (sfx(1, 6, 4096), Kind::Sfx),
            (bgm(1, 7, 4096), Kind::Bgm),
            (effect(1, 8, 4096), Kind::Effect),
            (ev(1, 9, 4096), Kind::Ev),
            (anm(1, 10, 4096), Kind::Anm),
            (dummy(true), Kind::CdmakeDummy),
            (dummy(false), Kind::Dummy),
            (nowab(), Kind::Nowab),
            (tim_4bpp(1, 11, 64, 64), Kind::Tim),
            (dat(1, 12, 1000), Kind::Dat),
            (
                sqfs::dot1::write(&[&tim_4bpp(1, 12, 16, 16), &tim_4bpp(1, 13, 16, 16)], true),
                Kind::Dot1,
            ),
        ];
        for (data, kind) in cases {
            assert_eq!(sniff(&data), kind);
            assert_eq!(data.len() % 8, 0, "{kind}");
        }
    }
}
