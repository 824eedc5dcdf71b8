//! The `.chr` writer: mirrors `read.rs` field for field, reserved and padding bytes included.
//!
//! Every count, index and offset goes through [`cursor::Writer`]'s checked writes: a value
//! its field cannot hold is an error ([`ChrError::Write`], [`ChrError::Unwritable`]), never a
//! clamped or truncated byte.

use cursor::Writer;

use super::{Chr, ChrError, HEADER_LEN, MAGIC, MAX_NODES, SECTIONS};
use crate::anim;
use crate::records::{write_stream, RecordLayout};

/// Writes a `.chr` in dewrip's layout with the built-in record layout. The result reads back
/// equal with `read(_, &RecordLengths::BUILTIN)`.
pub fn write(chr: &Chr) -> Result<Vec<u8>, ChrError> {
    write_with(chr, &RecordLayout::builtin())
}

/// Writes a `.chr` whose face records hold their fields where `layout` puts them, each
/// `layout`'s length long. It reads back equal with `read_with(_, &layout.lengths(), layout)`.
pub fn write_with(chr: &Chr, layout: &RecordLayout) -> Result<Vec<u8>, ChrError> {
    let mut w = Writer::new();
    w.zeros(HEADER_LEN)?;
    let patch = |w: &mut Writer, what: &'static str, at: usize| -> Result<(), ChrError> {
        let here = w.len();
        w.patch_u32_from(what, at, here)?;
        Ok(())
    };
    w.patch_u32_from("section count", 0x00, SECTIONS as usize)?; // 0x00
                                                                 // Skeleton.
    if let Some(s) = &chr.skeleton {
        if s.nodes.len() > MAX_NODES {
            return Err(ChrError::Unwritable { what: "a skeleton of more than 255 nodes" });
        }
        patch(&mut w, "skeleton offset", 0x04)?; // 0x04
        w.u32_le(MAGIC)?; // +0x00
        w.u16_from("node count", s.nodes.len())?; // +0x04
        w.u16_from("rotation entry count", s.rotations.len())?; // +0x06
        for (i, n) in s.nodes.iter().enumerate() {
            let parent = match n.parent {
                None => 0xFF,
                Some(p) if usize::from(p) < i => p,
                Some(_) => {
                    return Err(ChrError::Unwritable {
                        what: "a node whose parent does not precede it (0xFF is no parent)",
                    })
                }
            };
            w.u8(parent)?; // +0 parent
            w.u8(0)?; // +1 reserved
            for v in n.translation {
                w.i16_le(v)?; // +2 tx, +4 ty, +6 tz
            }
        }
        for r in &s.rotations {
            w.u8(r.node)?; // +0 node
            w.u8(0)?; // +1 reserved
            for v in r.angles {
                w.i16_le(v)?; // +2 rx, +4 ry, +6 rz
            }
        }
        w.align(4)?;
    }
    // Mesh.
    patch(&mut w, "mesh offset", 0x08)?; // 0x08
    w.u16_from("part count", chr.parts.len())?; // +0x00
    w.u16_from("block count", chr.blocks.len())?; // +0x02
    w.u16_le(chr.pool_size)?; // +0x04
    w.u16_le(0)?; // +0x06 reserved
    let parts_at = w.len();
    w.zeros(chr.parts.len().saturating_mul(12))?; // +0x08, filled below
    let blocks_at = w.len();
    w.zeros(chr.blocks.len().saturating_mul(8))?;
    let mut vertex_at = Vec::with_capacity(chr.parts.len());
    for p in &chr.parts {
        vertex_at.push(w.len());
        for v in &p.vertices {
            for x in v {
                w.i16_le(*x)?; // +0 x, +2 y, +4 z
            }
            w.u16_le(0)?; // +6 pad
        }
    }
    for (i, (p, &vo)) in chr.parts.iter().zip(&vertex_at).enumerate() {
        w.seek(parts_at.saturating_add(i.saturating_mul(12)))?;
        w.u8(p.node)?; // +0 node
        w.u8(0)?; // +1 reserved
        w.u16_from("part vertex count", p.vertices.len())?; // +2
        w.u16_le(p.pool_base)?; // +4
        w.u16_le(0)?; // +6 reserved
        w.u32_from("vertex array offset", vo)?; // +8
    }
    w.seek_end();
    w.align(4)?;
    let mut streams = Vec::with_capacity(chr.blocks.len());
    for (block, b) in chr.blocks.iter().enumerate() {
        streams.push(w.len());
        // The stream, then 0–3 bytes of padding before the next structure [published].
        write_stream(&mut w, &b.records, layout).map_err(|e| ChrError::RecordWrite {
            block,
            record: e.record,
            source: e.source,
        })?;
    }
    for (i, (b, &so)) in chr.blocks.iter().zip(&streams).enumerate() {
        w.seek(blocks_at.saturating_add(i.saturating_mul(8)))?;
        w.u32_from("record stream offset", so)?; // +0
        w.u16_from("block record count", b.records.len())?; // +4
        w.u16_le(0)?; // +6 reserved
    }
    w.seek_end();
    // Tiles.
    patch(&mut w, "tile table offset", 0x0C)?; // 0x0C
    w.u16_from("tile count", chr.tiles.len())?; // +0
    w.u16_le(0)?; // +2 reserved
    for t in &chr.tiles {
        w.bytes(&[t.texture, t.clut, t.x, t.y, t.w, t.h])?; // +0..+5
        w.u16_le(0)?; // +6 reserved
    }
    w.align(4)?;
    // Textures.
    patch(&mut w, "texture section offset", 0x10)?; // 0x10
    w.u16_from("texture count", chr.textures.len())?; // +0x00
    w.u16_from("CLUT count", chr.cluts.len())?; // +0x02
    match &chr.face {
        Some(f) => {
            if f.texture == 0xFF {
                return Err(ChrError::Unwritable { what: "face texture 0xFF (means no face)" });
            }
            w.bytes(&[
                f.texture,
                f.blink_frames,
                f.blink_texture,
                f.mouth_frames,
                f.mouth_texture,
                0,
            ])?; // +0..+5
            w.bytes(&[f.eyes.x, f.eyes.y, f.eyes.w, f.eyes.h])?; // +6
            w.bytes(&[f.mouth.x, f.mouth.y, f.mouth.w, f.mouth.h])?; // +10
            w.u16_le(0)?; // +14 reserved
        }
        None => {
            w.u8(0xFF)?; // +0 no face
            w.zeros(15)?;
        }
    }
    for c in &chr.cluts {
        for x in c {
            w.u16_le(*x)?; // +0x14
        }
    }
    let heads = w.len();
    w.zeros(chr.textures.len().saturating_mul(12))?;
    let mut blobs = Vec::with_capacity(chr.textures.len());
    for t in &chr.textures {
        let expected = usize::from(t.width).saturating_mul(usize::from(t.height)) / 2;
        if t.texels.len() != expected {
            return Err(ChrError::Unwritable {
                what: "a texture whose texels are not width·height/2 bytes",
            });
        }
        let blob = sqfs::lz::compress(&t.texels);
        blobs.push((w.len(), blob.len()));
        w.bytes(&blob)?;
        w.align(4)?;
    }
    for (i, (t, &(bo, bl))) in chr.textures.iter().zip(&blobs).enumerate() {
        w.seek(heads.saturating_add(i.saturating_mul(12)))?;
        w.u16_le(t.width)?; // +0
        w.u16_le(t.height)?; // +2
        w.u32_from("LZ blob offset", bo)?; // +4
        w.u32_from("LZ blob length", bl)?; // +8
    }
    w.seek_end();
    // Animation.
    if let Some(a) = &chr.anims {
        patch(&mut w, "animation offset", 0x14)?; // 0x14
        anim::write(a, &mut w)?;
        w.align(4)?;
    }
    patch(&mut w, "content length", 0x18)?; // 0x18
    Ok(w.into_inner())
}
