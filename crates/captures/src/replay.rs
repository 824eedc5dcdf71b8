//! Replaying a whole GPU dump: every polygon command per frame with the drawing state in force
//! (the [`Gp0`] state machine of the `gpu` crate applies uploads, fills and copies), under
//! [`ReplayLimits`].

#[cfg(doc)]
use gpu::gp0::Gp0;
use gpu::gp0::{decode_polygon, Environment, Polygon};

/// One polygon as the GPU received it, with the drawing state in force when it came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawnPolygon {
    /// The decoded command: screen XY **before** the `E5` offset, UV, CLUT, texpage, colours.
    pub polygon: Polygon,
    /// The `E5` drawing offset in force (add it to XY for the pixel the GPU drew).
    pub draw_offset: (i16, i16),
    /// The `E1` draw mode in force (untextured polygons use its texpage bits).
    pub draw_mode: u32,
}

/// The polygons of one frame (between two VSyncs), in submission (ordering-table) order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DrawnFrame {
    /// Frame number: VSyncs after TraceBegin before this frame's commands, from 0.
    pub index: u32,
    /// Polygons kept, in submission order.
    pub polygons: Vec<DrawnPolygon>,
    /// Polygons of this frame not kept because [`ReplayLimits`] ran out.
    pub dropped: u64,
}

/// Bounds on what a replay keeps (the replay's work itself is bounded by
/// [`crate::formats::Limits`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayLimits {
    /// Most frames kept (default 600: ten seconds); later frames are counted, not kept.
    pub max_frames: usize,
    /// Most polygons kept over all frames (default 2 Mi, ~100 MB); later ones are counted.
    pub max_polygons: usize,
    /// Decompression and replay-work budget.
    pub capture: crate::formats::Limits,
}

impl Default for ReplayLimits {
    fn default() -> Self {
        ReplayLimits {
            max_frames: 600,
            max_polygons: 2 << 20,
            capture: crate::formats::Limits::DEFAULT,
        }
    }
}

/// What replaying a whole GPU dump gives: VRAM and the drawn polygons per frame.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The dump's VRAM, counters and notes.
    pub dump: crate::formats::GpuDump,
    /// Frames that drew at least one polygon, in order, up to [`ReplayLimits::max_frames`].
    pub frames: Vec<DrawnFrame>,
    /// Polygons seen after TraceBegin.
    pub polygons_seen: u64,
    /// Polygons seen but not kept (limits).
    pub polygons_dropped: u64,
}

impl Replay {
    /// The frame with this index, if it drew anything.
    pub fn frame(&self, index: u32) -> Option<&DrawnFrame> {
        self.frames.iter().find(|f| f.index == index)
    }
}

/// Replays a whole GPU dump (plain, zstd or xz; either magic), collecting every polygon
/// command `20`–`3F` per frame with the `E1`/`E5` state in force, while VRAM uploads, fills
/// and copies are applied as [`Gp0`] does. Work and memory are bounded by `limits`.
pub fn replay_dump(
    bytes: &[u8],
    limits: &ReplayLimits,
) -> Result<Replay, crate::formats::CaptureError> {
    let mut env = Environment::default();
    let mut frames: Vec<DrawnFrame> = Vec::new();
    let mut kept = 0usize;
    let (mut seen, mut dropped) = (0u64, 0u64);
    let mut on_command = |frame: u32, words: &[u32]| {
        let Some(&first) = words.first() else { return };
        match first >> 24 {
            0xE1..=0xE6 => env.apply(first),
            0x20..=0x3F => {
                seen = seen.saturating_add(1);
                let Some(polygon) = decode_polygon(words) else { return };
                if frames.last().is_none_or(|f| f.index != frame) {
                    if frames.len() >= limits.max_frames {
                        dropped = dropped.saturating_add(1);
                        return;
                    }
                    frames.push(DrawnFrame { index: frame, ..DrawnFrame::default() });
                }
                let Some(f) = frames.last_mut() else { return };
                if kept >= limits.max_polygons {
                    f.dropped = f.dropped.saturating_add(1);
                    dropped = dropped.saturating_add(1);
                    return;
                }
                kept = kept.saturating_add(1);
                f.polygons.push(DrawnPolygon {
                    polygon,
                    draw_offset: env.draw_offset,
                    draw_mode: env.draw_mode,
                });
            }
            _ => {}
        }
    };
    let dump = crate::formats::gpu_dump::read_gpu_dump_with_limits(
        bytes,
        None,
        &mut on_command,
        &limits.capture,
    )?;
    Ok(Replay { dump, frames, polygons_seen: seen, polygons_dropped: dropped })
}
