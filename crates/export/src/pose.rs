//! Posing for export: the one rig layer lives in [`scene::pose`] and [`scene::math`]; this
//! module re-exports it under the paths the exporter has always used, and turns a skeleton
//! whose parents do not precede their children into an [`ExportError`].

pub use scene::math::{unit, Xf};
pub use scene::pose::{
    clip_locals, default_locals, default_positions, front_z, idle_clip, rest_locals, t_pose, worlds,
};

use scene::Skeleton;

use crate::ExportError;

/// Checks that every parent precedes its child.
pub fn check_order(skel: &Skeleton) -> Result<(), ExportError> {
    scene::pose::check_order(skel)
        .map_err(|e| ExportError::BoneOrder { bone: e.bone, parent: e.parent })
}
