//! Textures, VRAM addressing and TIM: golden bytes written by hand from the psx-spx layouts,
//! PNG round trips through the png decoder, and property tests.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use gpu::texture::{self, Depth, Indices, TextureError};
use gpu::tim::{Block, Bpp, Tim, TimError};
use gpu::vram::{self, Vram};
use proptest::prelude::*;

/// Decodes a PNG without transformations: (info width, height, colour type, bit depth,
/// palette, trns, raw image data).
struct Png {
    width: u32,
    height: u32,
    color: png::ColorType,
    depth: png::BitDepth,
    palette: Option<Vec<u8>>,
    trns: Option<Vec<u8>>,
    data: Vec<u8>,
}

fn read_png(bytes: &[u8]) -> Png {
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::IDENTITY);
    let mut r = dec.read_info().unwrap();
    let mut data = vec![0; r.output_buffer_size().unwrap()];
    let frame = r.next_frame(&mut data).unwrap();
    data.truncate(frame.buffer_size());
    let info = r.info();
    Png {
        width: info.width,
        height: info.height,
        color: info.color_type,
        depth: info.bit_depth,
        palette: info.palette.as_ref().map(|p| p.to_vec()),
        trns: info.trns.as_ref().map(|t| t.to_vec()),
        data,
    }
}

/// A 16-entry CLUT: 0 transparent, 1 pure red, 2 pure green with STP, 3 pure blue,
/// 4 = 0x8000 (opaque black, STP), the rest grey levels.
fn clut16() -> Vec<u16> {
    let mut c = vec![0x0000, 0x001F, 0x83E0, 0x7C00, 0x8000];
    for i in 5..16u16 {
        c.push(i | (i << 5) | (i << 10));
    }
    c
}

#[test]
fn colour_facts() {
    assert_eq!(texture::color_to_rgba(0x0000), [0, 0, 0, 0]);
    assert_eq!(texture::color_to_rgba(0x8000), [0, 0, 0, 255]);
    assert_eq!(texture::color_to_rgba(0x001F), [255, 0, 0, 255]);
    assert_eq!(texture::color_to_rgba(0x03E0), [0, 255, 0, 255]);
    assert_eq!(texture::color_to_rgba(0x7C00), [0, 0, 255, 255]);
    // 5 → (5<<3)|(5>>2) = 41
    assert_eq!(texture::color_to_rgba(5 | (5 << 5) | (5 << 10)), [41, 41, 41, 255]);
}

#[test]
fn golden_4bpp_nibble_order_low_first() {
    // One row of 4 texels in one halfword 0x4321 stored LE as bytes 21 43:
    // texel 0 = 1, texel 1 = 2, texel 2 = 3, texel 3 = 4.
    let idx = texture::unpack_4bpp(4, 1, &[0x21, 0x43]).unwrap();
    assert_eq!(idx, [1, 2, 3, 4]);
    assert_eq!(texture::pack_4bpp(4, 1, &idx).unwrap(), [0x21, 0x43]);
    let img = texture::decode_4bpp(4, 1, &[0x10, 0x32], &clut16()).unwrap();
    // texels 0,1,2,3 → transparent, red, green(STP), blue
    assert_eq!(img.rgba, [0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]);
    assert_eq!(img.stp, [false, false, true, false]);
    assert!(img.any_stp() && img.any_transparent());
}

#[test]
fn golden_4bpp_odd_width_rows() {
    // width 3 → 2 bytes per row; the high nibble of each row's last byte is unused
    let idx = texture::unpack_4bpp(3, 2, &[0x21, 0xF3, 0x54, 0xF6]).unwrap();
    assert_eq!(idx, [1, 2, 3, 4, 5, 6]);
    assert_eq!(texture::pack_4bpp(3, 2, &idx).unwrap(), [0x21, 0x03, 0x54, 0x06]);
}

#[test]
fn golden_8bpp_and_15bpp() {
    let mut clut = vec![0u16; 256];
    clut[0xAB] = 0x801F;
    let img = texture::decode_8bpp(2, 1, &[0xAB, 0x00], &clut).unwrap();
    assert_eq!(img.rgba, [255, 0, 0, 255, 0, 0, 0, 0]);
    assert_eq!(img.stp, [true, false]);
    // 15bpp LE bytes: 0x7C00 (blue), 0x0000 (transparent), 0x8000 (opaque black STP)
    let img = texture::decode_15bpp_le(3, 1, &[0x00, 0x7C, 0, 0, 0x00, 0x80]).unwrap();
    assert_eq!(img.rgba, [0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 255]);
    assert_eq!(img.stp, [false, false, true]);
}

#[test]
fn decode_dispatches_on_depth() {
    let clut = clut16();
    assert_eq!(
        texture::decode(Depth::Bpp4, 4, 1, &[0x10, 0x32], &clut).unwrap(),
        texture::decode_4bpp(4, 1, &[0x10, 0x32], &clut).unwrap()
    );
    assert_eq!(
        texture::decode(Depth::Bpp8, 2, 1, &[1, 3], &clut).unwrap(),
        texture::decode_indexed(2, 1, &[1, 3], &clut).unwrap()
    );
    assert_eq!(
        texture::decode(Depth::Bpp15, 1, 1, &[0x1F, 0x00], &[]).unwrap().rgba,
        [255, 0, 0, 255]
    );
}

#[test]
fn short_data_and_huge_sizes_are_errors() {
    assert!(matches!(
        texture::decode_4bpp(4, 2, &[0; 3], &clut16()),
        Err(TextureError::DataSize { expected: 4, found: 3, .. })
    ));
    assert!(matches!(
        texture::decode_15bpp(usize::MAX, 2, &[]),
        Err(TextureError::TooLarge { .. })
    ));
    assert!(matches!(texture::rgba_png(1, 1, &[0; 3]), Err(TextureError::DataSize { .. })));
    assert!(matches!(
        texture::indexed_png(1, 1, Indices::Unpacked(&[0]), &[0; 257]),
        Err(TextureError::ClutSize { found: 257 })
    ));
}

#[test]
fn indices_beyond_the_clut_are_transparent() {
    let img = texture::decode_indexed(2, 1, &[1, 9], &[0x7FFF, 0x001F]).unwrap();
    assert_eq!(img.rgba, [255, 0, 0, 255, 0, 0, 0, 0]);
}

#[test]
fn indexed_png_4bit_keeps_indices_palette_and_trns() {
    // 5×2 texels, 4bpp packed (3 bytes per row, low nibble first)
    let idx: Vec<u8> = vec![0, 1, 2, 3, 4, 15, 14, 13, 12, 11];
    let packed = texture::pack_4bpp(5, 2, &idx).unwrap();
    let clut = clut16();
    let bytes = texture::indexed_png(5, 2, Indices::Packed4(&packed), &clut).unwrap();
    assert_eq!(bytes, texture::indexed_png(5, 2, Indices::Unpacked(&idx), &clut).unwrap());
    let p = read_png(&bytes);
    assert_eq!((p.width, p.height), (5, 2));
    assert_eq!(p.color, png::ColorType::Indexed);
    assert_eq!(p.depth, png::BitDepth::Four);
    // PNG 4-bit: leftmost pixel in the HIGH nibble; rows of 3 bytes
    assert_eq!(p.data, [0x01, 0x23, 0x40, 0xFE, 0xDC, 0xB0]);
    let pal = p.palette.unwrap();
    assert_eq!(&pal[..15], &[0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0]);
    let trns = p.trns.unwrap();
    assert_eq!(trns[0], 0);
    assert!(trns[1..].iter().all(|&a| a == 255));
    // deterministic
    assert_eq!(bytes, texture::indexed_png(5, 2, Indices::Packed4(&packed), &clut).unwrap());
}

#[test]
fn indexed_png_8bit_and_padding() {
    let idx: Vec<u8> = (0..=255).collect();
    let clut: Vec<u16> = (0..256).map(|i| i as u16).collect();
    let p = read_png(&texture::indexed_png(16, 16, Indices::Unpacked(&idx), &clut).unwrap());
    assert_eq!(p.depth, png::BitDepth::Eight);
    assert_eq!(p.data, idx);
    assert_eq!(p.palette.unwrap().len(), 256 * 3);
    // 16-entry CLUT but an index of 20: 8-bit, palette padded to 21 entries, index kept
    let p = read_png(&texture::indexed_png(2, 1, Indices::Unpacked(&[20, 1]), &clut16()).unwrap());
    assert_eq!(p.depth, png::BitDepth::Eight);
    assert_eq!(p.data, [20, 1]);
    assert_eq!(p.palette.unwrap().len(), 21 * 3);
    assert_eq!(p.trns.unwrap()[20], 0);
}

#[test]
fn rgba_png_round_trip() {
    let img = texture::decode_4bpp(4, 1, &[0x10, 0x32], &clut16()).unwrap();
    let p = read_png(&img.to_png().unwrap());
    assert_eq!(p.color, png::ColorType::Rgba);
    assert_eq!(p.data, img.rgba);
}

#[test]
fn vram_texpage_addressing_4bpp_8bpp_15bpp() {
    let mut v = Vram::new();
    // page 5 (x = 320), y = 256: 4bpp texel (u, v) = (9, 3) is halfword (320 + 2, 259), nibble 1
    v.set(322, 259, 0x4321);
    let (px, py, depth) = vram::texpage(5 | (1 << 4));
    assert_eq!((px, py, depth), (320, 256, Depth::Bpp4));
    assert_eq!(v.texel(Depth::Bpp4, px, py, 8, 3), 1);
    assert_eq!(v.texel(Depth::Bpp4, px, py, 9, 3), 2);
    assert_eq!(v.texel(Depth::Bpp4, px, py, 11, 3), 4);
    // 8bpp: texel u is byte u%2 of halfword px + u/2
    assert_eq!(v.texel(Depth::Bpp8, px, py, 4, 3), 0x21);
    assert_eq!(v.texel(Depth::Bpp8, px, py, 5, 3), 0x43);
    assert_eq!(vram::texpage(1 << 7).2, Depth::Bpp8);
    assert_eq!(vram::texpage(2 << 7).2, Depth::Bpp15);
    assert_eq!(vram::texpage(3 << 7).2, Depth::Bpp15);
    // 15bpp
    assert_eq!(v.texel(Depth::Bpp15, 320, 256, 2, 3), 0x4321);
    // CLUT attribute: x = (attr & 0x3F) * 16, y = attr >> 6
    assert_eq!(vram::clut_position(3 | (480 << 6)), (48, 480));
}

#[test]
fn vram_texture_through_clut_read_from_vram() {
    let mut v = Vram::new();
    let clut = clut16();
    v.blit_halfwords(48, 480, 16, 1, &clut).unwrap();
    assert_eq!(v.clut(48, 480, 16), clut);
    // a 8×2 4bpp texture at page (64, 0): rows 0x3210 0x0004 / 0x0000 0x0001
    v.blit(64, 0, 2, 2, &[0x10, 0x32, 0x04, 0x00, 0, 0, 0x01, 0x00]).unwrap();
    let img = v.texture(Depth::Bpp4, 64, 0, 8, 2, &v.clut(48, 480, 16)).unwrap();
    let want =
        texture::decode_indexed(8, 2, &[0, 1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0], &clut)
            .unwrap();
    assert_eq!(img, want);
    assert_eq!(v.read_rect_bytes(64, 0, 2, 2).unwrap(), [0x10, 0x32, 0x04, 0, 0, 0, 0x01, 0]);
}

#[test]
fn vram_blit_wraps_and_checks_sizes() {
    let mut v = Vram::new();
    v.blit_halfwords(1023, 511, 2, 2, &[1, 2, 3, 4]).unwrap();
    assert_eq!([v.get(1023, 511), v.get(0, 511), v.get(1023, 0), v.get(0, 0)], [1, 2, 3, 4]);
    assert_eq!(v.read_rect(1023, 511, 2, 2).unwrap(), [1, 2, 3, 4]);
    assert!(matches!(
        v.blit(0, 0, 2, 2, &[0; 7]),
        Err(vram::VramError::RectSize { expected: 8, found: 7, .. })
    ));
    assert!(matches!(v.read_rect(0, 0, 1025, 1), Err(vram::VramError::RectTooLarge { .. })));
}

#[test]
fn whole_vram_renders() {
    let mut v = Vram::new();
    v.set(0, 0, 0x4321);
    v.set(1, 0, 0x801F);
    let img = v.to_rgba();
    assert_eq!((img.width, img.height), (1024, 512));
    assert_eq!(&img.rgba[4..8], &[255, 0, 0, 255]);
    assert!(img.stp[1]);
    let p = read_png(&v.to_png().unwrap());
    assert_eq!((p.width, p.height, p.color), (1024, 512, png::ColorType::Rgba));
    let p = read_png(&v.to_png_indexed(Depth::Bpp4, &clut16()).unwrap());
    assert_eq!((p.width, p.height, p.depth), (4096, 512, png::BitDepth::Four));
    assert_eq!(&p.data[..4], &[0x12, 0x34, 0xF1, 0x08]); // 1,2,3,4 then F,1,0,8 (0x801F)
    let p = read_png(&v.to_png_indexed(Depth::Bpp8, &vec![0x7FFF; 256]).unwrap());
    assert_eq!((p.width, p.height, p.depth), (2048, 512, png::BitDepth::Eight));
    assert_eq!(&p.data[..4], &[0x21, 0x43, 0x1F, 0x80]);
    let img = v.to_rgba_indexed(Depth::Bpp4, &clut16()).unwrap();
    assert_eq!((img.width, img.height), (4096, 512));
}

// ---- TIM ----------------------------------------------------------------------------------

/// A 4bpp TIM with a CLUT, by hand from the psx-spx layout: 8×2 texels (2 halfwords wide),
/// two CLUT rows of 16 colours at (0, 480), pixels at (640, 0).
fn golden_tim_4bpp() -> Vec<u8> {
    let mut b = vec![
        0x10, 0, 0, 0, // ID
        0x08, 0, 0, 0, // flags: BPP 0 (4bpp), CLP
        0x4C, 0, 0, 0, // CLUT len = 12 + 16·2·2 = 76
        0, 0, 0xE0, 0x01, // x 0, y 480
        16, 0, 2, 0, // w 16, h 2
    ];
    for row in 0..2u16 {
        for i in 0..16u16 {
            b.extend_from_slice(&(if i == 0 { 0 } else { i + row * 0x100 }).to_le_bytes());
        }
    }
    b.extend_from_slice(&[
        0x14, 0, 0, 0, // pixel len = 12 + 2·2·2 = 20
        0x80, 0x02, 0, 0, // x 640, y 0
        2, 0, 2, 0, // w 2 halfwords (8 texels), h 2
        0x10, 0x32, 0x54, 0x76, // row 0: texels 0..7
        0x98, 0xBA, 0xDC, 0xFE, // row 1: texels 8..15
    ]);
    b
}

#[test]
fn golden_tim_4bpp_reads() {
    let bytes = golden_tim_4bpp();
    let tim = Tim::read(&bytes).unwrap();
    assert_eq!(tim.bpp, Bpp::Bpp4);
    assert_eq!((tim.width(), tim.height(), tim.clut_rows()), (8, 2, 2));
    let clut = tim.clut.as_ref().unwrap();
    assert_eq!((clut.x, clut.y, clut.width, clut.height), (0, 480, 16, 2));
    assert_eq!(tim.clut_row(1).unwrap()[1], 0x0101);
    assert_eq!((tim.pixels.x, tim.pixels.y), (640, 0));
    assert_eq!(tim.write(), bytes);
    // CLUT row 1 through PNG: indices 0..15 kept, palette from row 1
    let p = read_png(&tim.to_png(1).unwrap());
    assert_eq!((p.width, p.height, p.depth), (8, 2, png::BitDepth::Four));
    assert_eq!(p.data, [0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF]);
    let pal = p.palette.unwrap();
    // entry 1 of row 1 = 0x0101: red 1 → 8, green 8 → 66
    assert_eq!(&pal[3..6], &[8, 66, 0]);
    assert!(matches!(tim.to_png(2), Err(TimError::ClutRow { row: 2, rows: 2 })));
    let img = tim.to_image(0).unwrap();
    assert_eq!(&img.rgba[..4], &[0, 0, 0, 0]);
    // upload to VRAM and read back as a texture
    let mut v = Vram::new();
    tim.upload(&mut v).unwrap();
    assert_eq!(v.clut(0, 481, 16), tim.clut_row(1).unwrap());
    assert_eq!(v.texture(Depth::Bpp4, 640, 0, 8, 2, tim.clut_row(0).unwrap()).unwrap(), img);
}

#[test]
fn golden_tim_16bpp_without_clut() {
    let bytes = [
        0x10, 0, 0, 0, // ID
        0x02, 0, 0, 0, // flags: BPP 2 (16bpp), no CLP
        0x10, 0, 0, 0, // len 12 + 2·1·2 = 16
        0, 0, 0, 0, // x 0, y 0
        2, 0, 1, 0, // w 2, h 1
        0x1F, 0x80, 0x00, 0x00, // 0x801F (red, STP), 0x0000 (transparent)
    ];
    let tim = Tim::read(&bytes).unwrap();
    assert_eq!((tim.bpp, tim.clut.is_none(), tim.width()), (Bpp::Bpp16, true, 2));
    let img = tim.to_image(0).unwrap();
    assert_eq!(img.rgba, [255, 0, 0, 255, 0, 0, 0, 0]);
    assert_eq!(img.stp, [true, false]);
    assert_eq!(tim.write(), bytes);
    assert_eq!(read_png(&tim.to_png(0).unwrap()).data, img.rgba);
}

#[test]
fn golden_tim_24bpp_and_8bpp_without_clut() {
    // 24bpp: w = 3 halfwords = 2 pixels, RGB bytes
    let bytes = [
        0x10, 0, 0, 0, 0x03, 0, 0, 0, // ID, flags BPP 3
        0x12, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 0, // len 18, x, y, w 3, h 1
        1, 2, 3, 4, 5, 6,
    ];
    let tim = Tim::read(&bytes).unwrap();
    assert_eq!(tim.width(), 2);
    assert_eq!(tim.to_image(0).unwrap().rgba, [1, 2, 3, 255, 4, 5, 6, 255]);
    // 8bpp without a CLUT: needs an explicit one
    let bytes = [0x10, 0, 0, 0, 0x01, 0, 0, 0, 0x0E, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1];
    let tim = Tim::read(&bytes).unwrap();
    assert_eq!(tim.width(), 2);
    assert_eq!(tim.to_image(0), Err(TimError::NoClut { bpp: 8 }));
    let img = tim.to_image_with_clut(&[0x7FFF, 0x001F]).unwrap();
    assert_eq!(img.rgba, [255, 255, 255, 255, 255, 0, 0, 255]);
}

#[test]
fn tim_errors_name_what_was_expected() {
    assert_eq!(Tim::read(&[0x11, 0, 0, 0, 0, 0, 0, 0]), Err(TimError::Magic { found: 0x11 }));
    assert_eq!(Tim::read(&[0x10, 0, 0, 0, 0x04, 0, 0, 0]), Err(TimError::Flags { found: 4 }));
    assert_eq!(Tim::read(&[0x10, 0, 0, 0, 0x00, 1, 0, 0]), Err(TimError::Flags { found: 0x100 }));
    let mut short = golden_tim_4bpp();
    short.pop();
    assert!(matches!(Tim::read(&short), Err(TimError::Truncated { block: "pixel", .. })));
    let mut bad_len = golden_tim_4bpp();
    bad_len[8] = 0x4B; // CLUT len one short
    assert!(matches!(
        Tim::read(&bad_len),
        Err(TimError::BlockLength { block: "CLUT", offset: 8, declared: 0x4B, expected: 0x4C, .. })
    ));
    // a longer declared len is accepted and skipped
    let mut long_len = golden_tim_4bpp();
    long_len[8] = 0x50;
    long_len.splice(8 + 0x4C..8 + 0x4C, [0xAA; 4]);
    assert_eq!(Tim::read(&long_len).unwrap(), Tim::read(&golden_tim_4bpp()).unwrap());
    // a huge w·h (0x1000 × 0x1000: 32 MiB) from a 20-byte file is a truncation, not an
    // allocation
    let huge = [0x10, 0, 0, 0, 0x02, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0x10, 0, 0x10];
    assert!(matches!(Tim::read(&huge), Err(TimError::Truncated { block: "pixel", .. })));
    // w·h·2 beyond what a u32 len can describe is a length error
    let huge =
        [0x10, 0, 0, 0, 0x02, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF];
    assert!(matches!(Tim::read(&huge), Err(TimError::BlockLength { .. })));
}

fn arb_tim() -> impl Strategy<Value = Tim> {
    let bpp = prop_oneof![Just(Bpp::Bpp4), Just(Bpp::Bpp8), Just(Bpp::Bpp16), Just(Bpp::Bpp24)];
    (bpp, any::<bool>(), 1u16..12, 1u16..6, 1u16..3, any::<(u16, u16, u16, u16)>(), any::<u64>())
        .prop_map(|(bpp, has_clut, w, h, rows, (x, y, cx, cy), seed)| {
            let mut s = seed | 1;
            let mut next = move || {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                s as u16
            };
            let w = if bpp == Bpp::Bpp24 { w * 3 } else { w };
            let pixels = Block {
                x: x % 1024,
                y: y % 512,
                width: w,
                height: h,
                data: (0..w * h).map(|_| next()).collect(),
            };
            let entries = if bpp == Bpp::Bpp8 { 256 } else { 16 };
            let clut = has_clut.then(|| Block {
                x: cx % 64 * 16,
                y: cy % 512,
                width: entries,
                height: rows,
                data: (0..entries * rows).map(|_| next()).collect(),
            });
            Tim { bpp, clut, pixels }
        })
}

proptest! {
    #[test]
    fn tim_random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let _ = Tim::read(&bytes);
    }

    #[test]
    fn tim_random_after_header_never_panic(
        flags in 0u32..16,
        rest in proptest::collection::vec(any::<u8>(), 0..600),
    ) {
        let mut b = vec![0x10, 0, 0, 0];
        b.extend_from_slice(&flags.to_le_bytes());
        b.extend_from_slice(&rest);
        if let Ok(t) = Tim::read(&b) {
            let _ = t.to_image(0);
            let _ = t.to_png(0);
        }
    }

    #[test]
    fn tim_round_trip(tim in arb_tim()) {
        let bytes = tim.write();
        prop_assert_eq!(Tim::read(&bytes).unwrap(), tim.clone());
        let img = if tim.clut.is_some() || matches!(tim.bpp, Bpp::Bpp16 | Bpp::Bpp24) {
            tim.to_image(0).unwrap()
        } else {
            tim.to_image_with_clut(&[0x1234; 256]).unwrap()
        };
        prop_assert_eq!(img.rgba.len(), tim.width() * tim.height() * 4);
        if tim.clut.is_some() || matches!(tim.bpp, Bpp::Bpp16 | Bpp::Bpp24) {
            let p = read_png(&tim.to_png(0).unwrap());
            prop_assert_eq!((p.width as usize, p.height as usize), (tim.width(), tim.height()));
        }
    }

    #[test]
    fn tim_mutated_never_panic(
        tim in arb_tim(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..6),
        cut in any::<usize>(),
    ) {
        let mut b = tim.write();
        for (at, v) in edits {
            let i = at % b.len();
            b[i] = v;
        }
        b.truncate(cut % (b.len() + 1));
        if let Ok(t) = Tim::read(&b) {
            let _ = t.to_png(0);
        }
    }

    #[test]
    fn indexed_png_keeps_indices(
        w in 1usize..40,
        h in 1usize..10,
        seed in any::<u64>(),
        four in any::<bool>(),
    ) {
        let mut s = seed | 1;
        let idx: Vec<u8> = (0..w * h)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                if four { (s & 0xF) as u8 } else { s as u8 }
            })
            .collect();
        let clut: Vec<u16> = (0..if four { 16 } else { 256 }).map(|i| i as u16 * 7).collect();
        let p = read_png(&texture::indexed_png(w, h, Indices::Unpacked(&idx), &clut).unwrap());
        let got: Vec<u8> = if p.depth == png::BitDepth::Four {
            p.data
                .chunks(w.div_ceil(2))
                .flat_map(|r| r.iter().flat_map(|b| [b >> 4, b & 0xF]).take(w).collect::<Vec<_>>())
                .collect()
        } else {
            p.data
        };
        prop_assert_eq!(got, idx.clone());
        // packed input gives the same PNG
        if four {
            let packed = texture::pack_4bpp(w, h, &idx).unwrap();
            prop_assert_eq!(
                texture::indexed_png(w, h, Indices::Packed4(&packed), &clut).unwrap(),
                texture::indexed_png(w, h, Indices::Unpacked(&idx), &clut).unwrap()
            );
        }
    }

    #[test]
    fn vram_blit_read_round_trip(
        x in 0usize..2048, y in 0usize..1024, w in 0usize..40, h in 0usize..40,
        seed in any::<u16>(),
    ) {
        let mut v = Vram::new();
        let px: Vec<u16> = (0..w * h).map(|i| (i as u16).wrapping_mul(seed | 1)).collect();
        v.blit_halfwords(x, y, w, h, &px).unwrap();
        prop_assert_eq!(v.read_rect(x, y, w, h).unwrap(), px);
    }
}
