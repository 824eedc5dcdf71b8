//! Draws a posed model by running the synthetic runtime's draw routine (`fixtures/draw/draw.c`,
//! built by gcc for the R3000: `fixtures/draw/regen.sh`) in the R3000 interpreter: the host
//! lays out per-node RT/TR (camera · node world, [`Camera::node_registers`]), the pool slots
//! (node, local vertex) and the faces (command word, UV words with CLUT and page) in RAM; the
//! routine loads the GTE per corner, runs RTPS and writes FT3/FT4 packets to GP0. What the
//! interpreter's GPU log holds is the capture.

use r3000::{Machine, Stop};

use crate::camera::{mul_m, Camera};
use crate::faces::PosedModel;
use crate::render::{Variant, ViewLayout};

/// The routine, as built by `fixtures/draw/regen.sh`.
pub const DRAW_EXE: &[u8] = include_bytes!("../fixtures/draw/draw.exe");
/// Address of `draw` in [`DRAW_EXE`] (`fixtures/draw/draw.syms`).
pub const DRAW_ADDRESS: u32 = 0x8001_0010;
/// Where the host puts the scene.
const SCENE: u32 = 0x8010_0000;
/// Most instructions one draw may take.
const BUDGET: u64 = 50_000_000;

/// Why the interpreter could not draw.
#[derive(Debug, thiserror::Error)]
pub enum InterpError {
    /// The EXE or the scene could not be loaded.
    #[error("draw routine: {0}")]
    Machine(#[from] r3000::Error),
    /// The routine did not return.
    #[error("draw routine stopped at {pc:#010x} without returning: {stop:?}")]
    Stopped {
        /// Where.
        pc: u32,
        /// Why.
        stop: Stop,
    },
    /// The scene does not fit the routine's input area.
    #[error("the scene needs {0:#x} bytes, more than the 1 MiB input area")]
    TooBig(usize),
}

fn pair(lo: i16, hi: i16) -> u32 {
    u32::from(lo as u16) | (u32::from(hi as u16) << 16)
}

fn put(out: &mut Vec<u8>, w: u32) {
    out.extend_from_slice(&w.to_le_bytes());
}

/// The GP0 commands the routine writes for `model` through `camera` (face order). `Jitter`
/// moves the written vertices afterwards (the routine draws what it is given).
pub fn draw(
    model: &PosedModel,
    layout: &ViewLayout,
    camera: &Camera,
    variant: Variant,
) -> Result<Vec<Vec<u32>>, InterpError> {
    let cam = match variant {
        Variant::Turned => {
            Camera { rotation: mul_m(&camera.rotation, &crate::render::TURN), ..*camera }
        }
        _ => *camera,
    };
    let mirror = variant == Variant::Mirrored;
    // Nodes: 32 bytes each.
    let mut nodes = Vec::with_capacity(model.worlds.len().saturating_mul(32));
    for w in &model.worlds {
        let (rt, tr) = cam.node_registers(w, mirror);
        let [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] = rt;
        for word in [pair(m11, m12), pair(m13, m21), pair(m22, m23), pair(m31, m32), pair(m33, 0)] {
            put(&mut nodes, word);
        }
        for t in tr {
            put(&mut nodes, t as u32);
        }
    }
    // Slots: 8 bytes each (empty slots as node 0, vertex 0: never referenced by a face here).
    let mut slots = Vec::with_capacity(model.slots.len().saturating_mul(8));
    for s in &model.slots {
        let (node, v) = s.map_or((0, [0; 3]), |s| (u16::from(s.node), s.local));
        slots.extend_from_slice(&node.to_le_bytes());
        for c in v {
            slots.extend_from_slice(&c.to_le_bytes());
        }
    }
    // Faces: 32 bytes each.
    let mut faces = Vec::with_capacity(model.faces.len().saturating_mul(32));
    let mut drawn: Vec<Vec<u32>> = Vec::new();
    let mut count = 0u32;
    for f in &model.faces {
        let (Some(&(tx, ty)), Some(&(cx, cy))) =
            (layout.textures.get(usize::from(f.texture)), layout.cluts.get(usize::from(f.clut)))
        else {
            continue;
        };
        let (px, py) = (tx & !63, ty & !255);
        let clut = (u32::from(cy & 0x1FF) << 6) | u32::from((cx >> 4) & 0x3F);
        let page = u32::from((px >> 6) & 0xF) | (u32::from((py >> 8) & 1) << 4);
        let n = f.corners.len().min(4) as u32;
        let op: u32 = if n == 4 { 0x2C } else { 0x24 };
        put(&mut faces, n);
        put(&mut faces, (op << 24) | 0x0080_8080);
        let mut uv = [0u32; 4];
        let mut slot = [0u16; 4];
        for (k, c) in f.corners.iter().take(4).enumerate() {
            let u = u32::from(tx.wrapping_sub(px)).wrapping_mul(4).wrapping_add(c.texel[0]) & 0xFF;
            let v = u32::from(ty.wrapping_sub(py)).wrapping_add(c.texel[1]) & 0xFF;
            let high = match k {
                0 => clut << 16,
                1 => page << 16,
                _ => 0,
            };
            if let (Some(a), Some(b)) = (uv.get_mut(k), slot.get_mut(k)) {
                *a = high | u | (v << 8);
                *b = u16::try_from(c.slot).unwrap_or(u16::MAX);
            }
        }
        for w in uv {
            put(&mut faces, w);
        }
        for s in slot {
            faces.extend_from_slice(&s.to_le_bytes());
        }
        count = count.saturating_add(1);
    }
    let header = 0x20usize;
    let nodes_at = header;
    let slots_at = nodes_at.saturating_add(nodes.len());
    let faces_at = slots_at.saturating_add(slots.len());
    let total = faces_at.saturating_add(faces.len());
    if total > 0xF_0000 {
        return Err(InterpError::TooBig(total));
    }
    let (ofx, ofy, h) = cam.screen_registers();
    let mut scene = Vec::with_capacity(total);
    for w in [
        count,
        ofx as u32,
        ofy as u32,
        u32::from(h),
        SCENE.wrapping_add(nodes_at as u32),
        SCENE.wrapping_add(slots_at as u32),
        SCENE.wrapping_add(faces_at as u32),
        0,
    ] {
        put(&mut scene, w);
    }
    scene.extend_from_slice(&nodes);
    scene.extend_from_slice(&slots);
    scene.extend_from_slice(&faces);
    let mut m = Machine::from_exe(DRAW_EXE)?;
    m.write_bytes(SCENE, &scene)?;
    let out = m.call(DRAW_ADDRESS, [SCENE, 0, 0, 0], BUDGET);
    if out.stop != Stop::Return {
        return Err(InterpError::Stopped { pc: out.pc, stop: out.stop });
    }
    // Split the GP0 words into commands.
    let words = m.gp0_words();
    let mut i = 0usize;
    while let Some(&first) = words.get(i) {
        let n = match gpu::gp0::command_size(first) {
            gpu::gp0::CommandSize::Fixed(n) => n,
            _ => 1,
        };
        let mut cmd = words.get(i..i.saturating_add(n)).map(<[u32]>::to_vec).unwrap_or_default();
        if let Variant::Jitter(px) = variant {
            jitter_xy(f_slots(&faces, drawn.len()), &mut cmd, px);
        }
        drawn.push(cmd);
        i = i.saturating_add(n.max(1));
    }
    Ok(drawn)
}

/// The slots of face `k` in the packed face table.
fn f_slots(faces: &[u8], k: usize) -> [u32; 4] {
    let at = k.saturating_mul(32).saturating_add(24);
    let mut out = [0u32; 4];
    for (j, o) in out.iter_mut().enumerate() {
        let b = at.saturating_add(j.saturating_mul(2));
        if let Some(s) = faces.get(b..b.saturating_add(2)) {
            *o = u32::from(u16::from_le_bytes([
                s.first().copied().unwrap_or(0),
                s.get(1).copied().unwrap_or(0),
            ]));
        }
    }
    out
}

/// Moves each vertex word of an FT3/FT4 command by the slot's jitter.
fn jitter_xy(slots: [u32; 4], cmd: &mut [u32], px: u8) {
    for (k, slot) in slots.iter().enumerate() {
        let at = k.saturating_mul(2).saturating_add(1);
        let Some(w) = cmd.get_mut(at) else { break };
        let x = ((*w & 0x7FF) as u16 as i16) << 5 >> 5;
        let y = (((*w >> 16) & 0x7FF) as u16 as i16) << 5 >> 5;
        let (dx, dy) = crate::render::jitter(*slot, px);
        *w = crate::render::xy(x.saturating_add(dx), y.saturating_add(dy));
    }
}
