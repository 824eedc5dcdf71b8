#![doc = include_str!("../../../../docs/formats/mtd.md")]
//!
//! The `.mtd` reader and writer, side by side. Field offsets are commented as in the doc.

use psx::bytes::{Cursor, Writer};

use super::{Clut, MapError, Mtd, MtdTile, Texture, Tile};

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

/// The header and CLUTs: everything before the tile table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// CLUTs.
    pub cluts: Vec<Clut>,
    /// Texture count.
    pub textures: usize,
    /// Tile table offset.
    pub tiles_at: usize,
}

/// Reads the header and the CLUT entries.
pub fn read_head(data: &[u8]) -> Result<Head, MapError> {
    let mut c = Cursor::new(data);
    let zero = c.u32_le()?; // 0x00
    if zero != 0 {
        return Err(MapError::Header { offset: 0, what: "u32 @0", expected: "0", found: zero });
    }
    let nc = c.u16_le()?; // 0x04
    let nt = c.u16_le()?; // 0x06
    if nc == 0 || usize::from(nc) > MAX_COUNT {
        return Err(MapError::Header {
            offset: 4,
            what: "CLUT count",
            expected: "1..=255",
            found: u32::from(nc),
        });
    }
    if usize::from(nt) > MAX_COUNT {
        return Err(MapError::Header {
            offset: 6,
            what: "texture count",
            expected: "0..=255",
            found: u32::from(nt),
        });
    }
    let tiles = c.u32_le()?; // 0x08
    let tiles_at = HEADER_LEN.saturating_add(usize::from(nc).saturating_mul(CLUT_LEN));
    if usize::try_from(tiles).ok() != Some(tiles_at) {
        return Err(MapError::SectionOffset {
            what: "tile table (expected 0x0C + 40 per CLUT)",
            offset: tiles,
            len: data.len(),
        });
    }
    let mut cluts = Vec::with_capacity(usize::from(nc));
    for index in 0..usize::from(nc) {
        let offset = c.pos();
        let x = c.u16_le()?; // +0x00
        let y = c.u16_le()?; // +0x02
        let w = c.u16_le()?; // +0x04
        let h = c.u16_le()?; // +0x06
        if !(256..=511).contains(&y) || w != 16 || h != 1 || x >= 1024 {
            return Err(MapError::ClutRect { index, offset, x, y, w, h });
        }
        let mut colors = [0u16; 16];
        for col in &mut colors {
            *col = c.u16_le()?; // +0x08
        }
        cluts.push(Clut { x, y, colors });
    }
    Ok(Head { cluts, textures: usize::from(nt), tiles_at })
}

/// Reads the tile table at `at`; `None` limits skip the texture/CLUT domain checks.
fn read_tiles(
    data: &[u8],
    at: usize,
    limits: Option<(&[Texture], usize)>,
) -> Result<Vec<MtdTile>, MapError> {
    let mut c = Cursor::new(data);
    c.seek(at)?;
    let n = usize::from(c.u16_le()?); // +0x00
    c.u16_le()?; // +0x02 reserved
    let entries_at = c.pos();
    let bytes = c.take(n.saturating_mul(TILE_LEN))?; // +0x04
    let mut tiles: Vec<MtdTile> = Vec::with_capacity(n);
    for (index, b) in bytes.chunks_exact(TILE_LEN).enumerate() {
        let offset = entries_at.saturating_add(index.saturating_mul(TILE_LEN));
        let mut e = Cursor::new(b);
        let id = e.u16_le()?; // +0
        let [texture, clut, x, y, w, h] = e.array()?; // +2..+7
        let t = MtdTile { id, tile: Tile { texture, clut, x, y, w, h } };
        let bad = |what| MapError::Tile { index, id, offset, what };
        if tiles.last().is_some_and(|p| p.id >= id) {
            return Err(bad("IDs must be unique and ascending"));
        }
        if w == 0 || h == 0 {
            return Err(bad("empty rectangle"));
        }
        if let Some((textures, nclut)) = limits {
            let Some(tex) = textures.get(usize::from(texture)) else {
                return Err(bad("texture index out of domain"));
            };
            if usize::from(clut) >= nclut {
                return Err(bad("CLUT index out of domain"));
            }
            if u16::from(x).saturating_add(u16::from(w)) > tex.width
                || u16::from(y).saturating_add(u16::from(h)) > tex.height
            {
                return Err(bad("rectangle outside its texture"));
            }
        }
        tiles.push(t);
    }
    Ok(tiles)
}

/// The tile IDs a `.mtd` defines, ascending — all pairing needs (no texture is decoded).
pub fn tile_ids(data: &[u8]) -> Result<Vec<u16>, MapError> {
    let h = read_head(data)?;
    Ok(read_tiles(data, h.tiles_at, None)?.into_iter().map(|t| t.id).collect())
}

/// Reads a `.mtd`: CLUTs, tiles, and every texture decompressed (each blob must decode
/// cleanly to `width·height/2` bytes).
pub fn read(data: &[u8]) -> Result<Mtd, MapError> {
    read_using(data, &crate::unpack::Native)
}

/// [`read`], with texture blobs decompressed by `unpack`.
pub fn read_using(data: &[u8], unpack: &dyn crate::unpack::Unpack) -> Result<Mtd, MapError> {
    let h = read_head(data)?;
    let mut c = Cursor::new(data);
    c.seek(h.tiles_at)?;
    let n = usize::from(c.u16_le()?);
    let heads_at = h.tiles_at.saturating_add(4).saturating_add(n.saturating_mul(TILE_LEN));
    c.seek(heads_at)?;
    let heads = c.take(h.textures.saturating_mul(TEXTURE_LEN))?;
    let mut textures = Vec::with_capacity(h.textures);
    let mut total = 0usize;
    for (index, b) in heads.chunks_exact(TEXTURE_LEN).enumerate() {
        let mut e = Cursor::new(b);
        let width = e.u16_le()?; // +0
        let height = e.u16_le()?; // +2
        let offset = usize::try_from(e.u32_le()?).unwrap_or(usize::MAX); // +4
        let len = usize::try_from(e.u32_le()?).unwrap_or(usize::MAX); // +8
        if !(2..=256).contains(&width) || !width.is_multiple_of(2) || !(1..=256).contains(&height) {
            return Err(MapError::TextureSize { index, width, height });
        }
        let expected = usize::from(width).saturating_mul(usize::from(height)) / 2;
        total = total.saturating_add(expected);
        let max = crate::unpack::MAX_TEXEL_BYTES;
        if total > max {
            return Err(MapError::TextureBudget { index, total, max });
        }
        let mut bc = Cursor::new(data);
        bc.seek(offset)?;
        let blob = bc.take(len)?;
        let d = unpack.unpack(blob).map_err(|source| MapError::Lz { index, offset, source })?;
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
    let tiles = read_tiles(data, h.tiles_at, Some((&textures, h.cluts.len())))?;
    Ok(Mtd { cluts: h.cluts, tiles, textures })
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
