//! The runtime animation state block in a RAM snapshot **[provisional layout, see
//! `docs/formats/captures.md`]**: one 12-byte record per channel, channels in the channel map's
//! order, 4-byte aligned.
//!
//! | Offset | Size | Type | Name |
//! |---|---|---|---|
//! | 0x0 | 2 | u16 | cursor (byte offset of the next token in the channel's stream) |
//! | 0x2 | 2 | u16 | wait (ticks left before the next token) |
//! | 0x4 | 4 | s32 | accumulator (the channel's value) |
//! | 0x8 | 2 | s16 | velocity |
//! | 0xA | 1 | u8 | ended (1 once the stream ended) |
//! | 0xB | 1 | u8 | padding (0) |

use dewprism::anim::ChannelState;
use serde::Serialize;

/// Bytes per channel record.
pub const RECORD_BYTES: usize = 12;
/// RAM base address of a raw snapshot.
pub const RAM_BASE: u32 = 0x8000_0000;

/// One channel's record as the block holds it.
pub fn encode(s: &ChannelState) -> [u8; RECORD_BYTES] {
    let mut b = [0u8; RECORD_BYTES];
    let cursor = u16::try_from(s.cursor).unwrap_or(u16::MAX);
    let vel = i16::try_from(s.vel).unwrap_or(if s.vel < 0 { i16::MIN } else { i16::MAX });
    b[0..2].copy_from_slice(&cursor.to_le_bytes()); // 0x0
    b[2..4].copy_from_slice(&s.wait.to_le_bytes()); // 0x2
    b[4..8].copy_from_slice(&s.acc.to_le_bytes()); // 0x4
    b[8..10].copy_from_slice(&vel.to_le_bytes()); // 0x8
    b[10] = u8::from(s.ended); // 0xA
    b
}

/// A record read back: (cursor, wait, acc, vel, ended).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Recorded {
    /// Cursor.
    pub cursor: u16,
    /// Wait counter.
    pub wait: u16,
    /// Accumulator.
    pub acc: i32,
    /// Velocity.
    pub vel: i16,
    /// Ended flag.
    pub ended: bool,
}

/// Decodes one record.
pub fn decode(b: &[u8]) -> Option<Recorded> {
    let r = b.get(..RECORD_BYTES)?;
    let u16_at = |o: usize| -> Option<u16> {
        Some(u16::from_le_bytes(r.get(o..o.checked_add(2)?)?.try_into().ok()?))
    };
    Some(Recorded {
        cursor: u16_at(0)?,
        wait: u16_at(2)?,
        acc: i32::from_le_bytes(r.get(4..8)?.try_into().ok()?),
        vel: u16_at(8)? as i16,
        ended: *r.get(10)? != 0,
    })
}

/// The block for a whole set of channel states (what the synthetic runtime writes).
pub fn encode_block(states: &[ChannelState]) -> Vec<u8> {
    states.iter().flat_map(encode).collect()
}

/// A mismatch between the decoder and the snapshot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    /// Channel index (channel map order).
    pub channel: usize,
    /// `cursor`, `wait`, `acc`, `vel` or `ended`.
    pub field: &'static str,
    /// The decoder's value.
    pub expected: i64,
    /// The snapshot's value.
    pub found: i64,
}

/// Compares one channel; appends its mismatches.
fn compare(channel: usize, want: &ChannelState, got: &Recorded, out: &mut Vec<Mismatch>) {
    let fields: [(&'static str, i64, i64); 5] = [
        ("cursor", want.cursor as i64, i64::from(got.cursor)),
        ("wait", i64::from(want.wait), i64::from(got.wait)),
        ("acc", i64::from(want.acc), i64::from(got.acc)),
        ("vel", i64::from(want.vel), i64::from(got.vel)),
        ("ended", i64::from(want.ended), i64::from(got.ended)),
    ];
    for (field, expected, found) in fields {
        if expected != found {
            out.push(Mismatch { channel, field, expected, found });
        }
    }
}

/// Whether every field agrees.
fn agrees(want: &ChannelState, got: &Recorded) -> bool {
    want.cursor == usize::from(got.cursor)
        && want.wait == got.wait
        && want.acc == got.acc
        && want.vel == i32::from(got.vel)
        && want.ended == got.ended
}

/// Channels whose every field agrees at `at`.
fn score(ram: &[u8], at: usize, states: &[ChannelState]) -> usize {
    states
        .iter()
        .enumerate()
        .filter(|(i, s)| {
            let o = i.saturating_mul(RECORD_BYTES).saturating_add(at);
            ram.get(o..).and_then(decode).is_some_and(|r| agrees(s, &r))
        })
        .count()
}

/// Where the block was found and how it compares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Found {
    /// Address (0x80000000 + offset).
    pub address: u32,
    /// How the address was chosen: `"given"` or `"searched"`.
    pub how: &'static str,
    /// Channels compared.
    pub channels: usize,
    /// Every mismatch.
    pub mismatches: Vec<Mismatch>,
}

/// Looks for the block: at `address` when given, else at the 4-aligned offset where most
/// channels agree completely (at least half of them, so a snapshot from another tick or
/// another game finds nothing). Work: one pass of 12-byte compares per aligned offset over the
/// first channels, then full compares on the few candidates.
pub fn find(ram: &[u8], states: &[ChannelState], address: Option<u32>) -> Result<Found, String> {
    if states.is_empty() {
        return Err("the clip has no channels".to_owned());
    }
    let need = states.len().saturating_mul(RECORD_BYTES);
    if let Some(a) = address {
        let off = a.checked_sub(RAM_BASE).map_or(a as usize, |o| o as usize);
        let Some(block) = ram.get(off..off.saturating_add(need)) else {
            return Err(format!(
                "address {a:#010x} + {need:#x} bytes is outside the {:#x}-byte RAM",
                ram.len()
            ));
        };
        return Ok(Found {
            address: RAM_BASE.wrapping_add(off as u32),
            how: "given",
            channels: states.len(),
            mismatches: diff(block, states),
        });
    }
    let probe = states.len().min(8);
    let mut best: Option<(usize, usize)> = None;
    let last = ram.len().saturating_sub(need);
    let mut at = 0usize;
    while at <= last {
        let quick = score(ram, at, states.get(..probe).unwrap_or(&[]));
        if quick.saturating_mul(2) >= probe {
            let full = score(ram, at, states);
            if best.is_none_or(|(_, s)| full > s) {
                best = Some((at, full));
            }
        }
        at = at.saturating_add(4);
    }
    match best {
        Some((off, s)) if s.saturating_mul(2) >= states.len() => {
            let block = ram.get(off..off.saturating_add(need)).unwrap_or(&[]);
            Ok(Found {
                address: RAM_BASE.wrapping_add(off as u32),
                how: "searched",
                channels: states.len(),
                mismatches: diff(block, states),
            })
        }
        Some((off, s)) => Err(format!(
            "no block matches the decoder's state at this tick: the best place, {:#010x}, agrees \
             in {s} of {} channels (snapshot from another tick, another game, or another layout)",
            RAM_BASE.wrapping_add(off as u32),
            states.len()
        )),
        None => Err(format!(
            "no block matches the decoder's state at this tick ({} channels searched for in {:#x} \
             bytes): snapshot from another tick, another game, or another layout",
            states.len(),
            ram.len()
        )),
    }
}

fn diff(block: &[u8], states: &[ChannelState]) -> Vec<Mismatch> {
    let mut out = Vec::new();
    for (i, s) in states.iter().enumerate() {
        let o = i.saturating_mul(RECORD_BYTES);
        match block.get(o..).and_then(decode) {
            Some(r) => compare(i, s, &r, &mut out),
            None => out.push(Mismatch { channel: i, field: "record", expected: 1, found: 0 }),
        }
    }
    out
}
