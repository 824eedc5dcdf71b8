#![doc = include_str!("../../../../docs/formats/mtd.md")]
//!
//! The `.mtd` reader and writer, side by side. Field offsets are commented as in the doc.

use container::{Parsed, View};
use cursor::Writer;

use super::{Clut, MapError, Mtd, MtdTile, Texture, Tile};
use crate::conventions::Conventions;
use crate::layouts::{self, Format};

/// Header length **[provisional]**.
pub const HEADER_LEN: usize = 0x0C;
/// CLUT entry length: 8-byte VRAM rectangle + 16 colours.
pub const CLUT_LEN: usize = 40;
/// Tile entry length.
pub const TILE_LEN: usize = 8;
/// Texture header length.
pub const TEXTURE_LEN: usize = 12;
/// Most CLUTs / textures (u8 indices in tiles).
pub const MAX_COUNT: usize = 255;

fn get<T: TryFrom<i64>>(v: &View<'_, '_>, e: usize, field: &str) -> Result<T, MapError> {
    Ok(layouts::field(v, e, field)?)
}

/// Evaluates the `.mtd` layout in use over the file.
fn parse<'a>(data: &'a [u8], conv: &'a Conventions) -> Result<Parsed<'a>, MapError> {
    Ok(layouts::parse(data, conv.layout(Format::Mtd), Format::Mtd, &conv.lengths())?)
}

/// The tile table; `limits` (textures, CLUT count) adds the texture/CLUT domain checks.
fn read_tiles(
    p: &Parsed<'_>,
    limits: Option<(&[Texture], usize)>,
) -> Result<Vec<MtdTile>, MapError> {
    let tv = p.root("tiles").ok_or(MapError::Missing { item: "tiles" })?;
    let mut tiles: Vec<MtdTile> = Vec::with_capacity(tv.count());
    for index in 0..tv.count() {
        let offset = tv.element_start(index);
        let id: u16 = get(&tv, index, "id")?;
        let tile = Tile {
            texture: get(&tv, index, "texture")?,
            clut: get(&tv, index, "clut")?,
            x: get(&tv, index, "x")?,
            y: get(&tv, index, "y")?,
            w: get(&tv, index, "w")?,
            h: get(&tv, index, "h")?,
        };
        let bad = |what| MapError::Tile { index, id, offset, what };
        if tiles.last().is_some_and(|p| p.id >= id) {
            return Err(bad("IDs must be unique and ascending"));
        }
        if tile.w == 0 || tile.h == 0 {
            return Err(bad("empty rectangle"));
        }
        if let Some((textures, nclut)) = limits {
            let Some(tex) = textures.get(usize::from(tile.texture)) else {
                return Err(bad("texture index out of domain"));
            };
            if usize::from(tile.clut) >= nclut {
                return Err(bad("CLUT index out of domain"));
            }
            if u16::from(tile.x).saturating_add(u16::from(tile.w)) > tex.width
                || u16::from(tile.y).saturating_add(u16::from(tile.h)) > tex.height
            {
                return Err(bad("rectangle outside its texture"));
            }
        }
        tiles.push(MtdTile { id, tile });
    }
    Ok(tiles)
}

/// The tile IDs a `.mtd` defines, ascending — all pairing needs (no texture is decoded).
pub fn tile_ids(data: &[u8], conv: &Conventions) -> Result<Vec<u16>, MapError> {
    Ok(read_tiles(&parse(data, conv)?, None)?.into_iter().map(|t| t.id).collect())
}

/// Reads a `.mtd` with `conv` (its container layout and texture decoder): CLUTs, tiles, and
/// every texture decompressed (each blob must decode cleanly to `width·height/2` bytes).
pub fn read(data: &[u8], conv: &Conventions) -> Result<Mtd, MapError> {
    let p = parse(data, conv)?;
    let cv = p.root("cluts").ok_or(MapError::Missing { item: "cluts" })?;
    let mut cluts = Vec::with_capacity(cv.count());
    for i in 0..cv.count() {
        let mut colors = [0u16; 16];
        for (d, s) in colors.iter_mut().zip(cv.values(i, "colours").unwrap_or_default()) {
            *d = u16::try_from(s).unwrap_or(0);
        }
        let x = if cv.has("vram_x") { get(&cv, i, "vram_x")? } else { 0 };
        let y = if cv.has("vram_y") { get(&cv, i, "vram_y")? } else { 0 };
        cluts.push(Clut { x, y, colors });
    }
    let tv = p.root("textures").ok_or(MapError::Missing { item: "textures" })?;
    let mut sizes = Vec::with_capacity(tv.count());
    let mut total = 0usize;
    for index in 0..tv.count() {
        let width: u16 = get(&tv, index, "width")?;
        let height: u16 = get(&tv, index, "height")?;
        if !(2..=256).contains(&width) || !width.is_multiple_of(2) || !(1..=256).contains(&height) {
            return Err(MapError::TextureSize { index, width, height });
        }
        let expected = usize::from(width).saturating_mul(usize::from(height)) / 2;
        total = total.saturating_add(expected);
        let max = crate::unpack::MAX_TEXEL_BYTES;
        if total > max {
            return Err(MapError::TextureBudget { index, total, max });
        }
        sizes.push((width, height, expected));
    }
    let mut textures = Vec::with_capacity(sizes.len());
    for (index, (width, height, expected)) in sizes.into_iter().enumerate() {
        let blob = tv.child("texels", index).ok_or(MapError::Missing { item: "texels" })?;
        let (offset, len) = (blob.start(), blob.bytes().len());
        let d = conv.unpack().unpack(blob.bytes()).map_err(|source| MapError::Lz {
            index,
            offset,
            source,
        })?;
        if d.data.len() != expected || !d.is_clean_in(len) {
            return Err(MapError::TextureLength {
                index,
                offset,
                expected,
                found: d.data.len(),
                used: d.consumed.unwrap_or(len),
                len,
            });
        }
        textures.push(Texture { width, height, texels: d.data });
    }
    let tiles = read_tiles(&p, Some((&textures, cluts.len())))?;
    Ok(Mtd { cluts, tiles, textures })
}

/// Writes a `.mtd` in dewrip's layout, compressing every texture with Square's LZ.
pub fn write(t: &Mtd) -> Result<Vec<u8>, MapError> {
    let blobs: Vec<Vec<u8>> = t.textures.iter().map(|x| sqfs::lz::compress(&x.texels)).collect();
    write_with_blobs(t, &blobs)
}

/// Writes a `.mtd` with already-compressed texture blobs (one per texture, in order). Counts,
/// offsets and indices that do not fit their fields are errors.
pub fn write_with_blobs(t: &Mtd, blobs: &[Vec<u8>]) -> Result<Vec<u8>, MapError> {
    let nc = t.cluts.len();
    if nc == 0 || nc > MAX_COUNT {
        return Err(MapError::TooMany { what: "CLUTs (at least 1)", count: nc, max: MAX_COUNT });
    }
    if t.textures.len() > MAX_COUNT || blobs.len() != t.textures.len() {
        return Err(MapError::TooMany {
            what: "textures (one blob each)",
            count: t.textures.len(),
            max: MAX_COUNT,
        });
    }
    if t.tiles.windows(2).any(|w| w.first().map(|a| a.id) >= w.get(1).map(|b| b.id)) {
        return Err(MapError::Unwritable { what: "tile IDs not unique and ascending" });
    }
    let mut w = Writer::new();
    w.u32_le(0)?; // 0x00
    w.u16_from("CLUT count", nc)?; // 0x04
    w.u16_from("texture count", t.textures.len())?; // 0x06
    let tiles_at = HEADER_LEN.saturating_add(nc.saturating_mul(CLUT_LEN));
    w.u32_from("tile table offset", tiles_at)?; // 0x08
    for cl in &t.cluts {
        if !(256..=511).contains(&cl.y) || cl.x >= 1024 {
            return Err(MapError::Unwritable { what: "a CLUT outside VRAM rows 256..=511" });
        }
        for v in [cl.x, cl.y, 16, 1] {
            w.u16_le(v)?; // +0x00 x, +0x02 y, +0x04 w, +0x06 h
        }
        for col in cl.colors {
            w.u16_le(col)?; // +0x08
        }
    }
    w.u16_from("tile count", t.tiles.len())?; // +0x00
    w.u16_le(0)?; // +0x02 reserved
    for tl in &t.tiles {
        let x = tl.tile;
        w.u16_le(tl.id)?; // +0
        w.bytes(&[x.texture, x.clut, x.x, x.y, x.w, x.h])?; // +2..+7
    }
    let heads_at = w.pos();
    w.zeros(t.textures.len().saturating_mul(TEXTURE_LEN))?; // filled below
    let mut at = Vec::with_capacity(blobs.len());
    for blob in blobs {
        at.push(w.pos());
        w.bytes(blob)?;
        w.align(4)?;
    }
    w.align(8)?;
    for (i, ((tex, blob), &bo)) in t.textures.iter().zip(blobs).zip(&at).enumerate() {
        w.seek(heads_at.saturating_add(i.saturating_mul(TEXTURE_LEN)))?;
        w.u16_le(tex.width)?; // +0
        w.u16_le(tex.height)?; // +2
        w.u32_from("LZ blob offset", bo)?; // +4
        w.u32_from("LZ blob length", blob.len())?; // +8
    }
    Ok(w.into_inner())
}
