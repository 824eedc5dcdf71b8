//! The runtime animation state block in a RAM snapshot **[provisional layout, see
//! `docs/formats/captures.md`]**: one 12-byte record per channel, channels in the channel map's
//! order, 4-byte aligned. The block is found by its structure ([`locate`]: every record's
//! cursor, wait counter, velocity and end flag consistent with its channel's token stream),
//! whatever the values at the tick; then compared with the decoder at the tick asked for, and
//! the ticks at which the decoder would hold it are reported ([`matching_ticks`]).
//!
//! | Offset | Size | Type | Name |
//! |---|---|---|---|
//! | 0x0 | 2 | u16 | cursor (byte offset of the next token in the channel's stream) |
//! | 0x2 | 2 | u16 | wait (ticks left before the next token) |
//! | 0x4 | 4 | s32 | accumulator (the channel's value) |
//! | 0x8 | 2 | s16 | velocity |
//! | 0xA | 1 | u8 | ended (1 once the stream ended) |
//! | 0xB | 1 | u8 | padding (0) |

use dewprism::anim::{decode_token, ChannelState, Clip, Curve, Player, Token};
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

/// Whether a record is consistent with its channel's token stream, whatever the tick: the
/// cursor lands on a token boundary; a running channel's last token read was a `Wait(n)` with
/// the wait counter below `n` and its velocity is the last velocity token before the cursor; an
/// ended channel has velocity 0 after an `End` (or the stream's end); the padding byte is 0.
/// The accumulator is free (it is what the tick decides). A channel at tick 0 (nothing read
/// yet) is not consistent: a snapshot taken before the first tick has no block to find.
pub fn consistent(stream: &[u8], raw: &[u8]) -> bool {
    let Some(r) = decode(raw) else { return false };
    if raw.get(RECORD_BYTES.saturating_sub(1)) != Some(&0) || raw.get(10).is_some_and(|&b| b > 1) {
        return false;
    }
    let c = usize::from(r.cursor);
    let (mut pos, mut vel, mut last) = (0usize, 0i32, None);
    // a stream of n bytes has at most n tokens
    for _ in 0..=stream.len() {
        if pos >= c {
            break;
        }
        let Some((tok, n)) = decode_token(stream, pos) else { return false };
        pos = pos.saturating_add(n);
        match tok {
            Token::Vel7(v) => vel = i32::from(v),
            Token::Vel14(v) => vel = i32::from(v),
            Token::Wait(_) | Token::End => {}
        }
        last = Some(tok);
        if tok == Token::End {
            break;
        }
    }
    if pos != c {
        return false;
    }
    if r.ended {
        r.vel == 0
            && r.wait == 0
            && (last == Some(Token::End) || decode_token(stream, c).is_none())
            && last.is_some()
    } else {
        i32::from(r.vel) == vel && matches!(last, Some(Token::Wait(n)) if r.wait < u16::from(n))
    }
}

/// Every 4-byte-aligned offset where a block of records consistent with `curves` (one per
/// channel, [`consistent`]) starts: found by structure, independently of the values the tick
/// gives. All but one in eight channels must be consistent (so a block with a damaged channel
/// is still found, and then fails the comparison) **[provisional threshold]**. At most `limit`
/// offsets.
pub fn locate(ram: &[u8], curves: &[Curve], limit: usize) -> Vec<usize> {
    let need = curves.len().saturating_mul(RECORD_BYTES);
    let mut out = Vec::new();
    if curves.is_empty() || ram.len() < need {
        return out;
    }
    let allowed = curves.len() / 8;
    let last = ram.len().saturating_sub(need);
    let mut at = 0usize;
    while at <= last && out.len() < limit {
        let mut bad = 0usize;
        for (i, c) in curves.iter().enumerate() {
            let o = i.saturating_mul(RECORD_BYTES).saturating_add(at);
            let ok = ram
                .get(o..o.saturating_add(RECORD_BYTES))
                .is_some_and(|r| consistent(&c.stream, r));
            if !ok {
                bad = bad.saturating_add(1);
                if bad > allowed {
                    break;
                }
            }
        }
        if bad <= allowed {
            out.push(at);
        }
        at = at.saturating_add(4);
    }
    out
}

/// The ticks at which the decoder's state equals a block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Ticks {
    /// Each tick (from 1) at which every channel agrees, up to the clip's end.
    pub ticks: Vec<u32>,
    /// Set when every channel has ended and the state no longer changes: it agrees at this
    /// tick and at every tick after it.
    pub from: Option<u32>,
}

impl Ticks {
    /// `tick 8`, `ticks 8, 40`, `tick 90 and every tick after it`, or `no tick`.
    pub fn words(&self) -> String {
        let list: Vec<String> = self.ticks.iter().map(u32::to_string).collect();
        match (self.from, list.as_slice()) {
            (Some(f), []) => format!("tick {f} and every tick after it"),
            (Some(f), l) => format!("ticks {} and every tick from {f} on", l.join(", ")),
            (None, []) => "no tick".to_string(),
            (None, [one]) => format!("tick {one}"),
            (None, l) => format!("ticks {}", l.join(", ")),
        }
    }
}

/// Ticks a search for matching ticks plays at most.
pub const MAX_TICKS: u32 = 1 << 16;

/// The ticks at which the decoder on `clip` holds exactly the block `block` (played from tick
/// 1 until every channel has ended, at most [`MAX_TICKS`]).
pub fn matching_ticks(clip: &Clip, block: &[u8]) -> Ticks {
    let mut p = Player::new(clip);
    let mut out = Ticks { ticks: Vec::new(), from: None };
    while p.tick() < MAX_TICKS {
        p.step();
        let states = p.states();
        if score(block, 0, states) == states.len() {
            if states.iter().all(|s| s.ended) {
                out.from = Some(p.tick());
                break;
            }
            if out.ticks.len() < 64 {
                out.ticks.push(p.tick());
            }
        } else if states.iter().all(|s| s.ended) {
            break;
        }
    }
    out
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
    /// How the address was chosen: `"given"` or `"structure"` (found by [`locate`]).
    pub how: &'static str,
    /// Blocks consistent with the streams (the first is compared unless another one agrees
    /// with the decoder at the tick).
    pub candidates: usize,
    /// Channels compared.
    pub channels: usize,
    /// Every mismatch with the decoder at the tick asked for.
    pub mismatches: Vec<Mismatch>,
    /// The ticks at which the decoder would hold this block.
    pub snapshot_ticks: Ticks,
}

/// Blocks [`find`] looks at, at most.
const MAX_CANDIDATES: usize = 16;

/// Finds the block — at `address` when given, else by its structure ([`locate`]) — and
/// compares it with the decoder's state at `tick`, and says at which ticks the decoder would
/// hold it. `Err` only when no block exists (or the given address is outside the RAM).
pub fn find(ram: &[u8], clip: &Clip, tick: u32, address: Option<u32>) -> Result<Found, String> {
    let states = {
        let mut p = Player::new(clip);
        p.seek(tick);
        p.states().to_vec()
    };
    if states.is_empty() {
        return Err("the clip has no channels".to_owned());
    }
    let need = states.len().saturating_mul(RECORD_BYTES);
    let found = |off: usize, how: &'static str, candidates: usize| -> Option<Found> {
        let block = ram.get(off..off.checked_add(need)?)?;
        Some(Found {
            address: RAM_BASE.wrapping_add(off as u32),
            how,
            candidates,
            channels: states.len(),
            mismatches: diff(block, &states),
            snapshot_ticks: matching_ticks(clip, block),
        })
    };
    if let Some(a) = address {
        let off = a.checked_sub(RAM_BASE).map_or(a as usize, |o| o as usize);
        return found(off, "given", 1).ok_or_else(|| {
            format!("address {a:#010x} + {need:#x} bytes is outside the {:#x}-byte RAM", ram.len())
        });
    }
    let at = locate(ram, &clip.curves, MAX_CANDIDATES);
    let n = at.len();
    // the one that agrees at the tick, else the first
    let pick = at
        .iter()
        .copied()
        .find(|&o| score(ram, o, &states) == states.len())
        .or_else(|| at.first().copied());
    match pick {
        Some(off) => found(off, "structure", n).ok_or_else(|| "the block runs past the RAM".into()),
        None => Err(format!(
            "no channel-state block in the snapshot: no {}-byte run of {} records whose cursors, \
             wait counters, velocities and end flags are consistent with the clip's token \
             streams ({} bytes searched)",
            need,
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
