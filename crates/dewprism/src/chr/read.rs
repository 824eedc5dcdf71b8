//! The `.chr` reader. Field offsets are commented as in `docs/formats/chr.md`.

use crate::unpack::{Native, Unpack, MAX_TEXEL_BYTES};
use psx::bytes::Cursor;

use super::{
    Block, Chr, ChrError, Face, Node, Part, Rect, RotationEntry, Skeleton, Texture, Tile,
    HEADER_LEN, MAGIC, MAX_NODES, SECTIONS,
};
use crate::anim;
use crate::records::{walk, Domains, RecordLayout, RecordLengths, Walk};

/// The header's section offsets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Header {
    pub skeleton: usize,
    pub mesh: usize,
    pub tiles: usize,
    pub textures: usize,
    pub anims: usize,
}

pub(crate) fn read_header(data: &[u8]) -> Result<Header, ChrError> {
    let mut c = Cursor::new(data);
    let count = c.u32_le()?; // 0x00
    if count != SECTIONS {
        return Err(ChrError::SectionCount { found: count });
    }
    let mut off = |what: &'static str, optional: bool| -> Result<usize, ChrError> {
        let o = c.u32_le()?;
        let v = usize::try_from(o).unwrap_or(usize::MAX);
        if optional && o == 0 {
            return Ok(0);
        }
        if v < HEADER_LEN || v >= data.len() || v % 4 != 0 {
            return Err(ChrError::SectionOffset { what, offset: o, len: data.len() });
        }
        Ok(v)
    };
    let skeleton = off("skeleton", true)?; // 0x04
    let mesh = off("mesh", false)?; // 0x08
    let tiles = off("tile table", false)?; // 0x0C
    let textures = off("texture", false)?; // 0x10
    let anims = off("animation", true)?; // 0x14
                                         // 0x18 content length and 0x1C reserved are informative only.
    Ok(Header { skeleton, mesh, tiles, textures, anims })
}

fn read_skeleton(data: &[u8], at: usize) -> Result<Skeleton, ChrError> {
    let mut c = Cursor::new(data);
    c.seek(at)?;
    let magic = c.u32_le()?; // +0x00
    if magic != MAGIC {
        return Err(ChrError::Magic { offset: at, found: magic });
    }
    let n = usize::from(c.u16_le()?); // +0x04
    let r = usize::from(c.u16_le()?); // +0x06
    if n > MAX_NODES {
        return Err(ChrError::Nodes { found: n });
    }
    let node_bytes = c.take(n.saturating_mul(8))?; // +0x08
    let mut nodes = Vec::with_capacity(n);
    for (i, b) in node_bytes.chunks_exact(8).enumerate() {
        let mut nc = Cursor::with_base(b, 0);
        let p = nc.u8()?; // +0 parent
        nc.u8()?; // +1 reserved
        let t = [nc.i16_le()?, nc.i16_le()?, nc.i16_le()?]; // +2 tx, +4 ty, +6 tz
        let parent = (p != 0xFF).then_some(p);
        if parent.is_some_and(|p| usize::from(p) >= i) {
            return Err(ChrError::Parent { node: i, parent: p });
        }
        nodes.push(Node { parent, translation: t });
    }
    let rot_bytes = c.take(r.saturating_mul(8))?;
    let mut rotations = Vec::with_capacity(r);
    for (i, b) in rot_bytes.chunks_exact(8).enumerate() {
        let mut rc = Cursor::new(b);
        let node = rc.u8()?; // +0 node
        rc.u8()?; // +1 reserved
        let angles = [rc.i16_le()?, rc.i16_le()?, rc.i16_le()?]; // +2 rx, +4 ry, +6 rz
        if usize::from(node) >= n {
            return Err(ChrError::NodeRef {
                what: "rotation entry",
                index: i,
                found: node,
                count: n,
            });
        }
        rotations.push(RotationEntry { node, angles });
    }
    Ok(Skeleton { nodes, rotations })
}

/// The structural facts the block walker needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Layout {
    pub header: Header,
    pub pool_size: u16,
    /// (vertex count, pool base, node, vertex offset) per part.
    pub parts: Vec<(usize, u16, u8, usize)>,
    /// (stream offset, record count) per block.
    pub blocks: Vec<(usize, usize)>,
    pub tile_count: usize,
    pub tiles_offset: usize,
}

/// Reads the header, the mesh tables and the tile count.
pub(crate) fn layout(data: &[u8]) -> Result<Layout, ChrError> {
    let header = read_header(data)?;
    let mut c = Cursor::new(data);
    c.seek(header.mesh)?;
    let parts_n = usize::from(c.u16_le()?); // +0x00
    let blocks_n = usize::from(c.u16_le()?); // +0x02
    let pool_size = c.u16_le()?; // +0x04
    c.u16_le()?; // +0x06 reserved
    let part_bytes = c.take(parts_n.saturating_mul(12))?; // +0x08
    let mut parts = Vec::with_capacity(parts_n);
    for b in part_bytes.chunks_exact(12) {
        let mut pc = Cursor::new(b);
        let node = pc.u8()?; // +0 node
        pc.u8()?; // +1 reserved
        let count = usize::from(pc.u16_le()?); // +2 vertex count
        let base = pc.u16_le()?; // +4 pool base
        pc.u16_le()?; // +6 reserved
        let off = usize::try_from(pc.u32_le()?).unwrap_or(usize::MAX); // +8 vertex offset
        parts.push((count, base, node, off));
    }
    let block_bytes = c.take(blocks_n.saturating_mul(8))?;
    let mut blocks = Vec::with_capacity(blocks_n);
    for b in block_bytes.chunks_exact(8) {
        let mut bc = Cursor::new(b);
        let off = usize::try_from(bc.u32_le()?).unwrap_or(usize::MAX); // +0 stream offset
        let count = usize::from(bc.u16_le()?); // +4 record count
        bc.u16_le()?; // +6 reserved
        blocks.push((off, count));
    }
    let mut t = Cursor::new(data);
    t.seek(header.tiles)?;
    let tile_count = usize::from(t.u16_le()?); // tiles +0
    Ok(Layout { header, pool_size, parts, blocks, tile_count, tiles_offset: header.tiles })
}

/// Walks every block's record stream: the next structure after block `i`'s stream is block
/// `i+1`'s stream, or for the last block the tile table.
pub(crate) fn walk_blocks(
    data: &[u8],
    l: &Layout,
    lengths: &RecordLengths,
    record_layout: &RecordLayout,
) -> Vec<Walk> {
    let domains = Domains { tiles: Some(l.tile_count), pool: usize::from(l.pool_size) };
    l.blocks
        .iter()
        .enumerate()
        .map(|(i, &(start, count))| {
            let next = l.blocks.get(i.saturating_add(1)).map_or(l.tiles_offset, |b| b.0);
            walk(data, start, count, next, lengths, record_layout, domains)
        })
        .collect()
}

fn read_tiles(data: &[u8], at: usize) -> Result<Vec<Tile>, ChrError> {
    let mut c = Cursor::new(data);
    c.seek(at)?;
    let n = usize::from(c.u16_le()?); // +0
    c.u16_le()?; // +2 reserved
    let bytes = c.take(n.saturating_mul(8))?;
    let mut out = Vec::with_capacity(n);
    for b in bytes.chunks_exact(8) {
        let mut tc = Cursor::new(b);
        let [texture, clut, x, y, w, h] = tc.array()?; // +0..+5
        tc.u16_le()?; // +6 reserved
        out.push(Tile { texture, clut, x, y, w, h });
    }
    Ok(out)
}

fn rect(b: [u8; 4]) -> Rect {
    let [x, y, w, h] = b;
    Rect { x, y, w, h }
}

type TextureSection = (Vec<[u16; 16]>, Vec<Texture>, Option<Face>);

fn read_textures(data: &[u8], at: usize, unpack: &dyn Unpack) -> Result<TextureSection, ChrError> {
    let mut c = Cursor::new(data);
    c.seek(at)?;
    let tn = usize::from(c.u16_le()?); // +0x00
    let cn = usize::from(c.u16_le()?); // +0x02
    let mut fc = Cursor::new(c.take(16)?); // +0x04 face descriptor
    let [texture, blink_frames, blink_texture, mouth_frames, mouth_texture, _reserved] =
        fc.array()?; // +0..+5
    let eyes = rect(fc.array()?); // +6
    let mouth = rect(fc.array()?); // +10
    let face = (texture != 0xFF).then_some(Face {
        texture,
        blink_frames,
        blink_texture,
        mouth_frames,
        mouth_texture,
        eyes,
        mouth,
    });
    let clut_bytes = c.take(cn.saturating_mul(32))?; // +0x14
    let cluts = clut_bytes
        .chunks_exact(32)
        .map(|b| {
            let mut clut = [0u16; 16];
            for (dst, src) in clut.iter_mut().zip(b.chunks_exact(2)) {
                *dst = u16::from_le_bytes([
                    src.first().copied().unwrap_or(0),
                    src.get(1).copied().unwrap_or(0),
                ]);
            }
            clut
        })
        .collect();
    let head = c.take(tn.saturating_mul(12))?;
    let mut textures = Vec::with_capacity(tn);
    let mut total = 0usize;
    for (index, b) in head.chunks_exact(12).enumerate() {
        let mut hc = Cursor::new(b);
        let width = hc.u16_le()?; // +0
        let height = hc.u16_le()?; // +2
        let off = usize::try_from(hc.u32_le()?).unwrap_or(usize::MAX); // +4
        let len = usize::try_from(hc.u32_le()?).unwrap_or(usize::MAX); // +8
        if width == 0 || height == 0 || width > 256 || height > 256 || width % 2 != 0 {
            return Err(ChrError::TextureSize { index, width, height });
        }
        let expected = usize::from(width).saturating_mul(usize::from(height)) / 2;
        total = total.saturating_add(expected);
        if total > MAX_TEXEL_BYTES {
            return Err(ChrError::TextureBudget { index, total, max: MAX_TEXEL_BYTES });
        }
        let mut bc = Cursor::new(data);
        bc.seek(off)?;
        let blob = bc.take(len)?;
        let d =
            unpack.unpack(blob).map_err(|source| ChrError::Lz { index, offset: off, source })?;
        if d.data.len() != expected {
            return Err(ChrError::TextureLength {
                index,
                width,
                height,
                expected,
                found: d.data.len(),
            });
        }
        textures.push(Texture { width, height, texels: d.data });
    }
    if let Some(f) = &face {
        for t in [f.texture, f.blink_texture, f.mouth_texture] {
            if usize::from(t) >= textures.len() {
                return Err(ChrError::FaceTexture { found: t, count: textures.len() });
            }
        }
    }
    Ok((cluts, textures, face))
}

/// Reads a `.chr` with the given record-length table and the built-in record layout. Every
/// block must land (0–3 bytes of padding) and every tile ID and vertex index must be in its
/// domain.
pub fn read(data: &[u8], lengths: &RecordLengths) -> Result<Chr, ChrError> {
    read_with(data, lengths, &RecordLayout::builtin())
}

/// Reads a `.chr` whose face records advance by `lengths` and hold their fields where
/// `layout` puts them. Every block must land and every value must be in its domain.
pub fn read_with(
    data: &[u8],
    lengths: &RecordLengths,
    record_layout: &RecordLayout,
) -> Result<Chr, ChrError> {
    read_using(data, lengths, record_layout, &Native)
}

/// [`read_with`], with texture blobs decompressed by `unpack` (the EXE's own routine when the
/// pipeline found that it reads them differently from the native decoder).
pub fn read_using(
    data: &[u8],
    lengths: &RecordLengths,
    record_layout: &RecordLayout,
    unpack: &dyn Unpack,
) -> Result<Chr, ChrError> {
    let l = layout(data)?;
    let h = l.header;
    let skeleton = if h.skeleton == 0 { None } else { Some(read_skeleton(data, h.skeleton)?) };
    let node_count = skeleton.as_ref().map_or(1, |s| s.nodes.len());
    let mut parts = Vec::with_capacity(l.parts.len());
    for (i, &(count, base, node, off)) in l.parts.iter().enumerate() {
        if usize::from(node) >= node_count {
            return Err(ChrError::NodeRef {
                what: "part",
                index: i,
                found: node,
                count: node_count,
            });
        }
        let end = usize::from(base).saturating_add(count);
        if end > usize::from(l.pool_size) {
            return Err(ChrError::PartPool { part: i, base, end, pool: l.pool_size });
        }
        let mut c = Cursor::new(data);
        c.seek(off)?;
        let bytes = c.take(count.saturating_mul(8))?;
        let vertices = bytes
            .chunks_exact(8)
            .map(|b| {
                let mut vc = Cursor::new(b);
                Ok([vc.i16_le()?, vc.i16_le()?, vc.i16_le()?]) // +0 x, +2 y, +4 z; +6 pad
            })
            .collect::<Result<Vec<_>, psx::bytes::OutOfBounds>>()?;
        parts.push(Part { node, pool_base: base, vertices });
    }
    let tiles = read_tiles(data, h.tiles)?;
    let mut blocks = Vec::with_capacity(l.blocks.len());
    for (i, w) in walk_blocks(data, &l, lengths, record_layout).into_iter().enumerate() {
        if let Some(problem) = w.problem {
            return Err(ChrError::Block { block: i, problem });
        }
        blocks.push(Block { records: w.records });
    }
    let (cluts, textures, face) = read_textures(data, h.textures, unpack)?;
    for (i, t) in tiles.iter().enumerate() {
        let tex = textures.get(usize::from(t.texture)).ok_or_else(|| ChrError::Tile {
            tile: i,
            why: format!("texture {} out of domain ({} textures)", t.texture, textures.len()),
        })?;
        if usize::from(t.clut) >= cluts.len() {
            return Err(ChrError::Tile {
                tile: i,
                why: format!("CLUT {} out of domain ({} CLUTs)", t.clut, cluts.len()),
            });
        }
        let fits = u16::from(t.x).saturating_add(u16::from(t.w)) <= tex.width
            && u16::from(t.y).saturating_add(u16::from(t.h)) <= tex.height
            && t.w > 0
            && t.h > 0;
        if !fits {
            return Err(ChrError::Tile {
                tile: i,
                why: format!(
                    "rect {}x{} at ({}, {}) is outside its {}x{} texture",
                    t.w, t.h, t.x, t.y, tex.width, tex.height
                ),
            });
        }
    }
    let anims = if h.anims == 0 { None } else { Some(anim::read(data, h.anims, node_count)?) };
    Ok(Chr { skeleton, pool_size: l.pool_size, parts, blocks, tiles, cluts, textures, face, anims })
}
