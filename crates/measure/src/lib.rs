#![doc = include_str!("../../../docs/measure.md")]
#![forbid(unsafe_code)]

pub mod budget;
pub mod compare;
pub mod figure;
pub mod font;
pub mod humanoid;
pub mod import;
pub mod judge;
pub mod parts;
pub mod picture;
pub mod platform;
pub mod render;
pub mod rest;
pub mod targets;

pub use budget::{budget_figure, budget_parts, Budget, GroupShare, PartShare};
pub use compare::{
    compare, compare_with, BudgetPair, BudgetStatus, CompareOptions, Comparison, Normalise,
    Segment, SegmentRatio, BUDGET_THRESHOLD,
};
pub use figure::{from_model, Bone, Figure, FigureError};
pub use humanoid::{HumanBone, MapSource};
pub use import::{import_glb, import_glb_with, ImportError, Limits};
pub use parts::{classify, Group, Overrides, Part, PartMap, Side};
pub use render::{budget_markdown, budget_svg, compare_markdown, compare_svg};

/// The triangle budget of a decoded model (a disc character): parts from its skeleton.
pub fn budget(model: &scene::Model) -> Budget {
    budget_figure(&from_model(model), &Overrides::default())
}
