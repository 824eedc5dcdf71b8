//! The integrator: explicit per-channel state, one tick at a time (see `anim.md`, "One tick").

use super::token::{Token, TokenCodec};
use super::{Clip, Curve};

/// One channel's run-time state **[published: cursor, wait counter, accumulator, velocity]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct ChannelState {
    /// Byte offset of the next token in the channel's stream.
    pub cursor: usize,
    /// Ticks left before the next token is read.
    pub wait: u16,
    /// The channel's value.
    pub acc: i32,
    /// Added to the accumulator every tick.
    pub vel: i32,
    /// The stream has ended (velocity 0, value held).
    pub ended: bool,
}

impl ChannelState {
    /// The state at tick 0.
    pub fn new(initial: i16) -> ChannelState {
        ChannelState { cursor: 0, wait: 0, acc: i32::from(initial), vel: 0, ended: false }
    }

    /// One tick over `stream`, read with `codec`.
    pub fn step(&mut self, stream: &[u8], codec: &TokenCodec) {
        while self.wait == 0 && !self.ended {
            match codec.decode(stream, self.cursor) {
                Some((tok, n)) => {
                    self.cursor = self.cursor.saturating_add(n);
                    match tok {
                        Token::Vel7(v) => self.vel = i32::from(v),
                        Token::Vel14(v) => self.vel = i32::from(v),
                        Token::Wait(n) => self.wait = u16::from(n),
                        Token::End => {
                            self.vel = 0;
                            self.ended = true;
                        }
                    }
                }
                None => {
                    self.vel = 0;
                    self.ended = true;
                }
            }
        }
        self.acc = self.acc.wrapping_add(self.vel);
        self.wait = self.wait.saturating_sub(1);
    }
}

/// Plays one clip: all channels, one tick at a time.
#[derive(Debug, Clone)]
pub struct Player<'a> {
    curves: &'a [Curve],
    codec: TokenCodec,
    states: Vec<ChannelState>,
    tick: u32,
}

impl<'a> Player<'a> {
    /// The clip at tick 0.
    pub fn new(clip: &'a Clip) -> Player<'a> {
        Player {
            curves: &clip.curves,
            codec: clip.codec,
            states: clip.curves.iter().map(|c| ChannelState::new(c.initial)).collect(),
            tick: 0,
        }
    }

    /// Advances one tick.
    pub fn step(&mut self) {
        for (s, c) in self.states.iter_mut().zip(self.curves) {
            s.step(&c.stream, &self.codec);
        }
        self.tick = self.tick.saturating_add(1);
    }

    /// Advances to `tick` (no-op if already there or past).
    pub fn seek(&mut self, tick: u32) {
        while self.tick < tick {
            self.step();
        }
    }

    /// The current tick.
    pub fn tick(&self) -> u32 {
        self.tick
    }

    /// Per-channel state.
    pub fn states(&self) -> &[ChannelState] {
        &self.states
    }
}

/// Samples a clip to per-tick keys: `out[channel][tick]` for ticks `0..clip.ticks` (at least 2
/// keys, so the standing pose at tick 1 always exists).
pub fn sample(clip: &Clip) -> Vec<Vec<i32>> {
    let ticks = usize::from(clip.ticks.max(2));
    let mut out: Vec<Vec<i32>> = clip.curves.iter().map(|_| Vec::with_capacity(ticks)).collect();
    let mut p = Player::new(clip);
    for t in 0..ticks {
        if t > 0 {
            p.step();
        }
        for (o, s) in out.iter_mut().zip(p.states()) {
            o.push(s.acc);
        }
    }
    out
}

/// How three angles make a rotation matrix (column vectors, matrices applied right to left):
/// the six products of PsyQ's axis rotations. Which one the game uses is a fact of its EXE
/// (`dewrip exe rotation` runs the bone-matrix builder to find it).
///
/// One spelling everywhere — text, JSON, docs: the product as PsyQ writes it, `RxRyRz` (the
/// variant names, [`Display`](std::fmt::Display) and serde all give it); [`RotationOrder::parse`]
/// accepts it in any case, or the three axis letters (`xyz`, `XYZ`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub enum RotationOrder {
    /// Rx·Ry·Rz — PsyQ `RotMatrix`, Z applied first. The default **[public: PsyQ;
    /// provisional for this game]**.
    #[default]
    RxRyRz,
    /// Rz·Ry·Rx — X applied first (Xenogears / Vagrant Story importers; PsyQ `RotMatrixZYX`).
    RzRyRx,
    /// Ry·Rx·Rz — PsyQ `RotMatrixYXZ`.
    RyRxRz,
    /// Rx·Rz·Ry.
    RxRzRy,
    /// Ry·Rz·Rx.
    RyRzRx,
    /// Rz·Rx·Ry.
    RzRxRy,
}

impl RotationOrder {
    /// All six orders.
    pub const ALL: [RotationOrder; 6] = [
        RotationOrder::RxRyRz,
        RotationOrder::RxRzRy,
        RotationOrder::RyRxRz,
        RotationOrder::RyRzRx,
        RotationOrder::RzRxRy,
        RotationOrder::RzRyRx,
    ];

    /// Parses the product's name (`RxRyRz`, any case: `rxryrz`, `RXRYRZ`) or the three axis
    /// letters in product order (`xyz`, `ZYX`).
    pub fn parse(s: &str) -> Option<RotationOrder> {
        let letters: String =
            s.to_ascii_lowercase().chars().filter(|c| matches!(c, 'x' | 'y' | 'z')).collect();
        let rs = s.chars().filter(|c| c.eq_ignore_ascii_case(&'r')).count();
        if rs != 0 && rs != 3 {
            return None;
        }
        RotationOrder::ALL.into_iter().find(|o| o.letters() == letters)
    }

    /// The axes as letters in product order (`"xyz"`).
    pub fn letters(self) -> String {
        self.axes().iter().map(|&a| ['x', 'y', 'z'].get(a).copied().unwrap_or('?')).collect()
    }

    /// The product's name (`RxRyRz`): the one spelling of an order.
    pub fn product(self) -> String {
        self.letters().chars().map(|c| format!("R{c}")).collect()
    }

    /// Axes in matrix-product order, left to right.
    pub fn axes(self) -> [usize; 3] {
        match self {
            RotationOrder::RxRyRz => [0, 1, 2],
            RotationOrder::RzRyRx => [2, 1, 0],
            RotationOrder::RyRxRz => [1, 0, 2],
            RotationOrder::RxRzRy => [0, 2, 1],
            RotationOrder::RyRzRx => [1, 2, 0],
            RotationOrder::RzRxRy => [2, 0, 1],
        }
    }
}

impl std::fmt::Display for RotationOrder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.product())
    }
}

#[cfg(test)]
mod order_tests {
    use super::RotationOrder;

    #[test]
    fn six_orders_name_and_parse_back() {
        for o in RotationOrder::ALL {
            assert_eq!(RotationOrder::parse(&o.product()), Some(o));
            assert_eq!(RotationOrder::parse(&o.letters()), Some(o));
        }
        assert_eq!(RotationOrder::RyRxRz.product(), "RyRxRz");
        assert_eq!(RotationOrder::parse("XY"), None);
        // Any case, either spelling; the variant's Debug, Display and JSON are the product.
        for s in ["xyz", "XYZ", "rxryrz", "RXRYRZ", "RxRyRz", "Rx·Ry·Rz"] {
            assert_eq!(RotationOrder::parse(s), Some(RotationOrder::RxRyRz), "{s}");
        }
        assert_eq!(RotationOrder::parse("rxyz"), None);
        for o in RotationOrder::ALL {
            assert_eq!(format!("{o:?}"), o.product());
            assert_eq!(o.to_string(), o.product());
            assert_eq!(serde_json::to_value(o).ok(), Some(serde_json::json!(o.product())));
        }
    }
}
