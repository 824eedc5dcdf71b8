#![doc = include_str!("../../../../docs/formats/anim.md")]

mod integrate;
mod token;

pub use integrate::{sample, ChannelState, Player, RotationOrder};
pub use token::{decode_token, encode, segment, Form, FormKind, Token, TokenCodec, TokenError};

use cursor::{OutOfBounds, WriteError, Writer};
use thiserror::Error;

/// Errors reading or writing an animation section. Offsets are file offsets.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnimError {
    /// A read ran past the end of the file.
    #[error(transparent)]
    Bounds(#[from] OutOfBounds),
    /// A channel names a node the skeleton does not have.
    #[error("channel {channel}: node {found} out of domain ({count} nodes)")]
    Node {
        /// Channel.
        channel: usize,
        /// Node found.
        found: u8,
        /// Node count.
        count: usize,
    },
    /// A channel's component is not 0..6.
    #[error("channel {channel}: component {found} out of domain (0..6)")]
    Component {
        /// Channel.
        channel: usize,
        /// Found.
        found: u8,
    },
    /// The writer was given a value its field cannot hold.
    #[error("cannot write: {0}")]
    Write(#[from] WriteError),
    /// A clip's curve count differs from the channel count (the reader reads one per channel).
    #[error("cannot write: clip {clip} has {found} curves for {channels} channels")]
    Curves {
        /// Clip.
        clip: usize,
        /// Curves it has.
        found: usize,
        /// Channels.
        channels: usize,
    },
}

/// What a channel drives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Component {
    /// Rotation angle about X (4096 = 360°).
    RotX,
    /// Rotation angle about Y.
    RotY,
    /// Rotation angle about Z.
    RotZ,
    /// Translation X (GTE units).
    TransX,
    /// Translation Y.
    TransY,
    /// Translation Z.
    TransZ,
}

impl Component {
    /// From the stored byte.
    pub fn from_u8(b: u8) -> Option<Component> {
        Some(match b {
            0 => Component::RotX,
            1 => Component::RotY,
            2 => Component::RotZ,
            3 => Component::TransX,
            4 => Component::TransY,
            5 => Component::TransZ,
            _ => return None,
        })
    }

    /// The stored byte.
    pub fn to_u8(self) -> u8 {
        self as u8
    }

    /// True for rotation components.
    pub fn is_rotation(self) -> bool {
        (self as u8) < 3
    }

    /// Axis 0..3.
    pub fn axis(self) -> usize {
        usize::from(self as u8 % 3)
    }
}

/// One channel of the channel map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Channel {
    /// The node.
    pub node: u8,
    /// The component.
    pub component: Component,
}

/// One channel's curve in one clip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Curve {
    /// Accumulator at tick 0.
    pub initial: i16,
    /// Token stream.
    pub stream: Vec<u8>,
}

/// A clip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clip {
    /// Length in ticks.
    pub ticks: u16,
    /// Loops.
    pub looping: bool,
    /// One curve per channel of the map.
    pub curves: Vec<Curve>,
    /// The token encoding of the curves' streams (the layout's `[tokens]`).
    pub codec: TokenCodec,
}

/// The animation section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anims {
    /// Channel map shared by all clips.
    pub channels: Vec<Channel>,
    /// Clips (0 = idle, 1 = walk [provisional]).
    pub clips: Vec<Clip>,
}

/// The decoder's name for clip `i` **[provisional]**.
pub fn clip_name(i: usize) -> String {
    match i {
        0 => "idle".to_string(),
        1 => "walk".to_string(),
        _ => format!("clip{i:02}"),
    }
}

/// Pads with zeros to a multiple of 4 counted from `at` (the section start).
fn align_from(w: &mut Writer, at: usize) -> Result<(), WriteError> {
    let rel = w.pos().saturating_sub(at);
    w.pad_to(at.saturating_add(rel.next_multiple_of(4)))
}

/// Writes the section at the writer's end (mirrors [`read`]); alignment counts from the
/// section start. Counts and offsets that do not fit their fields are errors.
pub fn write(a: &Anims, w: &mut Writer) -> Result<(), AnimError> {
    w.seek_end();
    let at = w.pos();
    w.u16_from("clip count", a.clips.len())?; // +0
    w.u16_from("channel count", a.channels.len())?; // +2
    for ch in &a.channels {
        w.u8(ch.node)?; // +0 node
        w.u8(ch.component.to_u8())?; // +1 component
    }
    align_from(w, at)?;
    let table = w.pos();
    w.zeros(a.clips.len().saturating_mul(4))?;
    for (i, clip) in a.clips.iter().enumerate() {
        if clip.curves.len() != a.channels.len() {
            return Err(AnimError::Curves {
                clip: i,
                found: clip.curves.len(),
                channels: a.channels.len(),
            });
        }
        let rel = w.pos().saturating_sub(at);
        w.patch_u32_from("clip offset", table.saturating_add(i.saturating_mul(4)), rel)?;
        w.u16_le(clip.ticks)?; // clip +0
        w.u16_le(u16::from(clip.looping))?; // clip +2
        for c in &clip.curves {
            w.i16_le(c.initial)?; // +0
            w.u16_from("curve stream length", c.stream.len())?; // +2
        }
        for c in &clip.curves {
            w.bytes(&c.stream)?;
        }
        align_from(w, at)?;
    }
    Ok(())
}
