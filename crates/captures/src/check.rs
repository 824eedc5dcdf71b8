//! What a capture check reports ([`Check`], [`Status`]) and the options every check takes.

use crate::replay::ReplayLimits;
use dewprism::anim::RotationOrder;
use serde::Serialize;

use crate::camera::Camera;

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Measured and within bounds.
    Pass,
    /// Measured and out of bounds.
    Fail,
    /// Nothing to measure: never counts as a pass.
    NotMeasured,
}

/// One named check with what it measured.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Check {
    /// `facing`, `handedness`, `matching`, `residual`, `mirror`, `animation_state`.
    pub name: &'static str,
    /// The outcome.
    pub status: Status,
    /// What was measured, or why nothing was.
    pub detail: String,
}

impl Check {
    pub(crate) fn new(name: &'static str, status: Status, detail: impl Into<String>) -> Check {
        Check { name, status, detail: detail.into() }
    }
}

/// Options of the capture checks.
#[derive(Debug, Clone)]
pub struct Options {
    /// Clip posed for a GPU dump (default 0, idle).
    pub clip: usize,
    /// Tick of that clip (`--frame`, default 1: the standing pose **[published]**).
    pub tick: u32,
    /// Rotation order of the skeleton (from the EXE when known).
    pub order: RotationOrder,
    /// The node named by `--right-hand` (index, `nodeNN`, or a name from `node_names`).
    pub right_hand: Option<String>,
    /// Names of nodes, for `--right-hand NAME`.
    pub node_names: Vec<String>,
    /// GPU dump frame to use; default: the frame with most polygons in the model's CLUTs.
    pub dump_frame: Option<u32>,
    /// Address of the animation state block; default: searched.
    pub anim_address: Option<u32>,
    /// Clip whose state a RAM snapshot holds (default 0).
    pub anim_clip: usize,
    /// Median residual that passes, pixels (default 1.5 **[provisional]**).
    pub residual_limit_px: f64,
    /// Share of the drawn polygons in the model's CLUTs that must match a face (default 0.9
    /// **[provisional]**).
    pub match_share: f64,
    /// GPU-dump replay limits.
    pub replay: ReplayLimits,
    /// A known camera (e.g. [`Camera::from_gte_regs`] of a save state taken with the frame):
    /// used instead of fitting one.
    pub camera: Option<Camera>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            clip: 0,
            tick: 1,
            order: RotationOrder::default(),
            right_hand: None,
            node_names: Vec::new(),
            dump_frame: None,
            anim_address: None,
            anim_clip: 0,
            residual_limit_px: 1.5,
            match_share: 0.9,
            replay: ReplayLimits::default(),
            camera: None,
        }
    }
}
