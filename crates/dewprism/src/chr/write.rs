//! The `.chr` writer: mirrors `read.rs` field for field, reserved and padding bytes included.
//!
//! Sizes are the caller's responsibility: counts above the u16/u8 fields' range are clamped by
//! construction in dewrip's generators; the writer truncates nothing silently but saturates.

use super::{Chr, HEADER_LEN, MAGIC, SECTIONS};
use crate::anim;

fn u16c(n: usize) -> [u8; 2] {
    u16::try_from(n).unwrap_or(u16::MAX).to_le_bytes()
}

fn u32c(n: usize) -> [u8; 4] {
    u32::try_from(n).unwrap_or(u32::MAX).to_le_bytes()
}

fn put32(out: &mut [u8], at: usize, v: usize) {
    if let Some(s) = out.get_mut(at..at.saturating_add(4)) {
        s.copy_from_slice(&u32c(v));
    }
}

fn align4(out: &mut Vec<u8>) {
    while !out.len().is_multiple_of(4) {
        out.push(0);
    }
}

/// Writes a `.chr` in dewrip's layout. The result reads back equal with
/// `read(_, &RecordLengths::BUILTIN)`.
pub fn write(chr: &Chr) -> Vec<u8> {
    let mut out = vec![0u8; HEADER_LEN];
    put32(&mut out, 0x00, SECTIONS as usize); // 0x00 section count
                                              // Skeleton.
    if let Some(s) = &chr.skeleton {
        {
            let at = out.len();
            put32(&mut out, 0x04, at);
        } // 0x04
        out.extend(MAGIC.to_le_bytes()); // +0x00
        out.extend(u16c(s.nodes.len())); // +0x04
        out.extend(u16c(s.rotations.len())); // +0x06
        for n in &s.nodes {
            out.push(n.parent.unwrap_or(0xFF)); // +0
            out.push(0); // +1
            n.translation.iter().for_each(|v| out.extend(v.to_le_bytes())); // +2..+8
        }
        for r in &s.rotations {
            out.extend([r.node, 0]);
            r.angles.iter().for_each(|v| out.extend(v.to_le_bytes()));
        }
        align4(&mut out);
    }
    // Mesh.
    let mesh = out.len();
    put32(&mut out, 0x08, mesh); // 0x08
    out.extend(u16c(chr.parts.len())); // +0x00
    out.extend(u16c(chr.blocks.len())); // +0x02
    out.extend(chr.pool_size.to_le_bytes()); // +0x04
    out.extend([0, 0]); // +0x06
    let parts_at = out.len();
    out.resize(parts_at.saturating_add(chr.parts.len().saturating_mul(12)), 0);
    let blocks_at = out.len();
    out.resize(blocks_at.saturating_add(chr.blocks.len().saturating_mul(8)), 0);
    for (i, p) in chr.parts.iter().enumerate() {
        let vo = out.len();
        for v in &p.vertices {
            v.iter().for_each(|x| out.extend(x.to_le_bytes()));
            out.extend([0, 0]);
        }
        let mut e = Vec::with_capacity(12);
        e.extend([p.node, 0]); // +0, +1
        e.extend(u16c(p.vertices.len())); // +2
        e.extend(p.pool_base.to_le_bytes()); // +4
        e.extend([0, 0]); // +6
        e.extend(u32c(vo)); // +8
        let at = parts_at.saturating_add(i.saturating_mul(12));
        if let Some(s) = out.get_mut(at..at.saturating_add(12)) {
            s.copy_from_slice(&e);
        }
    }
    align4(&mut out);
    for (i, b) in chr.blocks.iter().enumerate() {
        let so = out.len();
        b.records.iter().for_each(|r| r.write(&mut out));
        align4(&mut out); // 0–3 bytes of padding before the next structure [published]
        let mut e = Vec::with_capacity(8);
        e.extend(u32c(so));
        e.extend(u16c(b.records.len()));
        e.extend([0, 0]);
        let at = blocks_at.saturating_add(i.saturating_mul(8));
        if let Some(s) = out.get_mut(at..at.saturating_add(8)) {
            s.copy_from_slice(&e);
        }
    }
    // Tiles.
    {
        let at = out.len();
        put32(&mut out, 0x0C, at);
    } // 0x0C
    out.extend(u16c(chr.tiles.len()));
    out.extend([0, 0]);
    for t in &chr.tiles {
        out.extend([t.texture, t.clut, t.x, t.y, t.w, t.h, 0, 0]);
    }
    align4(&mut out);
    // Textures.
    {
        let at = out.len();
        put32(&mut out, 0x10, at);
    } // 0x10
    out.extend(u16c(chr.textures.len())); // +0x00
    out.extend(u16c(chr.cluts.len())); // +0x02
    match &chr.face {
        Some(f) => {
            out.extend([
                f.texture,
                f.blink_frames,
                f.blink_texture,
                f.mouth_frames,
                f.mouth_texture,
                0,
            ]);
            out.extend([f.eyes.x, f.eyes.y, f.eyes.w, f.eyes.h]);
            out.extend([f.mouth.x, f.mouth.y, f.mouth.w, f.mouth.h]);
            out.extend([0, 0]);
        }
        None => {
            out.push(0xFF);
            out.extend([0u8; 15]);
        }
    }
    for c in &chr.cluts {
        c.iter().for_each(|x| out.extend(x.to_le_bytes()));
    }
    let heads = out.len();
    out.resize(heads.saturating_add(chr.textures.len().saturating_mul(12)), 0);
    for (i, t) in chr.textures.iter().enumerate() {
        let blob = sqfs::lz::compress(&t.texels);
        let bo = out.len();
        out.extend(&blob);
        align4(&mut out);
        let mut e = Vec::with_capacity(12);
        e.extend(t.width.to_le_bytes());
        e.extend(t.height.to_le_bytes());
        e.extend(u32c(bo));
        e.extend(u32c(blob.len()));
        let at = heads.saturating_add(i.saturating_mul(12));
        if let Some(s) = out.get_mut(at..at.saturating_add(12)) {
            s.copy_from_slice(&e);
        }
    }
    // Animation.
    if let Some(a) = &chr.anims {
        {
            let at = out.len();
            put32(&mut out, 0x14, at);
        } // 0x14
        anim::write(a, &mut out);
        align4(&mut out);
    }
    {
        let at = out.len();
        put32(&mut out, 0x18, at);
    } // 0x18 content length
    out
}
