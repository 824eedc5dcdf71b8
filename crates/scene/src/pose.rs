//! Posing a model: bone locals (rest, a clip tick, the default pose), world transforms, rigid
//! skinning, which way the model faces, and the T-pose bake.
//!
//! All in scene space (Y up, metres). A bone's world transform is its parent's world
//! transform times its local (translation, rotation); a bone whose parent does not precede it
//! is treated as a root (use [`check_order`] to refuse such skeletons). Rigid skinning moves
//! each vertex with its one bone: `posed = W_posed · W_bind⁻¹ · p_bind`.
//!
//! Float arithmetic cannot overflow-panic; the module allows `arithmetic_side_effects` for
//! that reason only.
#![allow(clippy::arithmetic_side_effects)]

use glam::{Quat, Vec3 as V3};

use crate::humanoid::{HumanBone, HumanoidMap};
use crate::math::{unit, Xf};
use crate::{Clip, Model, Skeleton};

pub use crate::math::{bounds, Bounds};

/// A point as an array, the scene's storage form (the former `scene::pose::Vec3`; the vector
/// type of the math is [`crate::math::Vec3`]).
pub type Vec3 = [f32; 3];

/// The quaternion `[x, y, z, w]` of a rotation matrix given as rows (column vectors), `w ≥ 0`
/// (kept for callers of the former `scene::pose`; see [`crate::math::quat_from_rows`]).
pub fn quat_from_mat3(m: [[f32; 3]; 3]) -> [f32; 4] {
    crate::math::quat_from_rows(m).to_array()
}

/// A bone whose parent does not precede it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("bone {bone}: parent {parent} does not precede it")]
pub struct BoneOrder {
    /// The bone.
    pub bone: usize,
    /// Its parent.
    pub parent: usize,
}

/// Checks that every parent precedes its child.
pub fn check_order(skel: &Skeleton) -> Result<(), BoneOrder> {
    for (bone, b) in skel.bones.iter().enumerate() {
        if let Some(parent) = b.parent.filter(|&p| p >= bone) {
            return Err(BoneOrder { bone, parent });
        }
    }
    Ok(())
}

/// The rest (bind) local transforms of a skeleton.
pub fn rest_locals(skel: &Skeleton) -> Vec<Xf> {
    skel.bones.iter().map(|b| Xf::new(b.translation, b.rotation)).collect()
}

/// Local transforms at one tick of a clip: rest values for channels the clip leaves alone; a
/// tick past a channel's end holds its last sample.
pub fn clip_locals(skel: &Skeleton, clip: &Clip, tick: usize) -> Vec<Xf> {
    let mut locals = rest_locals(skel);
    for track in &clip.tracks {
        let Some(l) = locals.get_mut(track.bone) else { continue };
        if let Some(t) = track.translations.as_ref().and_then(|v| v.get(tick).or(v.last())) {
            l.t = V3::from_array(*t);
        }
        if let Some(r) = track.rotations.as_ref().and_then(|v| v.get(tick).or(v.last())) {
            l.r = unit(Quat::from_array(*r));
        }
    }
    locals
}

/// World transforms from local ones (parents first; a parent that does not precede its child
/// is ignored).
pub fn worlds(skel: &Skeleton, locals: &[Xf]) -> Vec<Xf> {
    let mut out: Vec<Xf> = Vec::with_capacity(locals.len());
    for (b, local) in skel.bones.iter().zip(locals) {
        let parent = b.parent.and_then(|p| out.get(p).copied());
        out.push(parent.map_or(*local, |p| p.compose(*local)));
    }
    out
}

/// The clip the default pose comes from: the first named `idle` (any case).
pub fn idle_clip(model: &Model) -> Option<&Clip> {
    model.clips.iter().find(|c| c.name.eq_ignore_ascii_case("idle"))
}

/// The tick of the default pose in `clip`: 1 **[published: tick 1 of the idle animation makes
/// the model stand]**, or 0 for a one-tick clip.
pub fn default_tick(clip: &Clip) -> usize {
    if clip.ticks > 1 {
        1
    } else {
        0
    }
}

/// The default pose's local transforms: idle at [`default_tick`], else the rest pose.
pub fn default_locals(model: &Model, skel: &Skeleton) -> Vec<Xf> {
    match idle_clip(model) {
        Some(clip) => clip_locals(skel, clip, default_tick(clip)),
        None => rest_locals(skel),
    }
}

/// The default pose's world transforms.
pub fn default_worlds(model: &Model, skel: &Skeleton) -> Vec<Xf> {
    worlds(skel, &default_locals(model, skel))
}

/// Which pose to put a model in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Pose<'a> {
    /// The skeleton's rest (bind) pose: vertices as stored.
    Rest,
    /// The default pose ([`default_locals`]).
    Default,
    /// A tick of a clip.
    Clip(&'a Clip, usize),
}

/// Per bone: the transform taking a bind-pose vertex to its position in `pose`.
pub fn skinning(model: &Model, skel: &Skeleton, pose: Pose<'_>) -> Vec<Xf> {
    let bind = worlds(skel, &rest_locals(skel));
    let locals = match pose {
        Pose::Rest => rest_locals(skel),
        Pose::Default => default_locals(model, skel),
        Pose::Clip(c, tick) => clip_locals(skel, c, tick),
    };
    worlds(skel, &locals).iter().zip(&bind).map(|(p, b)| p.compose(b.inverse())).collect()
}

/// Every mesh's positions in `pose` (rigid skinning; unskinned meshes, vertices naming a
/// missing bone, and models without a skeleton as stored).
pub fn positions(model: &Model, pose: Pose<'_>) -> Vec<Vec<V3>> {
    let skin = model.skeleton.as_ref().map(|s| skinning(model, s, pose)).unwrap_or_default();
    model
        .meshes
        .iter()
        .map(|m| {
            m.positions
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let bone = m.joints.as_ref().and_then(|j| j.get(i)).copied();
                    let x = bone.and_then(|b| skin.get(b)).copied().unwrap_or(Xf::IDENTITY);
                    x.point(V3::from_array(*p))
                })
                .collect()
        })
        .collect()
}

/// Every mesh's positions in the default pose.
pub fn default_positions(model: &Model) -> Vec<Vec<V3>> {
    positions(model, Pose::Default)
}

/// Every mesh's positions in the default pose, as arrays.
pub fn default_pose(model: &Model) -> Vec<Vec<[f32; 3]>> {
    default_positions(model).into_iter().map(|m| m.iter().map(|v| v.to_array()).collect()).collect()
}

/// Which way the model faces along Z: `-1.0` (−Z, the game data's convention) or `1.0`,
/// decided from meaning **[published lesson]**: the face (the materials the expressions
/// change) is on the front. Without expressions −Z is assumed.
pub fn front_z(model: &Model) -> f32 {
    let faces: Vec<usize> = model.expressions.iter().map(|e| e.material).collect();
    if faces.is_empty() {
        return -1.0;
    }
    let positions = default_positions(model);
    let (mut face, mut nf, mut all, mut na) = (0.0f64, 0u32, 0.0f64, 0u32);
    for (mesh, pos) in model.meshes.iter().zip(&positions) {
        for p in pos {
            all += f64::from(p.z);
            na = na.saturating_add(1);
        }
        for prim in
            mesh.primitives.iter().filter(|p| p.material.is_some_and(|m| faces.contains(&m)))
        {
            for i in &prim.indices {
                if let Some(p) = pos.get(*i as usize) {
                    face += f64::from(p.z);
                    nf = nf.saturating_add(1);
                }
            }
        }
    }
    if nf == 0 || na == 0 {
        return -1.0;
    }
    if face / f64::from(nf) > all / f64::from(na) {
        1.0
    } else {
        -1.0
    }
}

/// Builds T-pose world transforms from a standing pose (`posed`: locals): each humanoid limb
/// segment (upper and lower arm, upper and lower leg) is turned about its joint so that it
/// points at its child joint along the target axis (arms along ∓X, legs down); hands follow
/// their forearms, feet keep their standing orientation. `front_z` is the facing
/// ([`front_z`]): the model's left is −X when it faces −Z, +X when it faces +Z.
pub fn t_pose(skel: &Skeleton, posed: &[Xf], map: &HumanoidMap, front_z: f32) -> Vec<Xf> {
    let left = V3::X * front_z;
    let seg = |b: usize| -> Option<(HumanBone, V3)> {
        let hb = map.human_of(b)?;
        let dir = match hb {
            HumanBone::LeftUpperArm | HumanBone::LeftLowerArm => left,
            HumanBone::RightUpperArm | HumanBone::RightLowerArm => -left,
            HumanBone::LeftUpperLeg
            | HumanBone::LeftLowerLeg
            | HumanBone::RightUpperLeg
            | HumanBone::RightLowerLeg => V3::NEG_Y,
            _ => return None,
        };
        Some((hb, dir))
    };
    let posed_world = worlds(skel, posed);
    let mut out: Vec<Xf> = Vec::with_capacity(posed.len());
    for (i, (b, local)) in skel.bones.iter().zip(posed).enumerate() {
        let parent = b.parent.and_then(|p| out.get(p).copied());
        let mut w = parent.map_or(*local, |p| p.compose(*local));
        if let Some((hb, target)) = seg(i) {
            let child = hb.chain_child().and_then(|c| map.get(c));
            if let Some(c) = child.and_then(|c| posed.get(c)) {
                let d = w.r * c.t;
                if d.length() > 1e-6 {
                    let s = Quat::from_rotation_arc(d.normalize(), target);
                    w.r = unit(s * w.r);
                }
            }
        }
        if matches!(map.human_of(i), Some(HumanBone::LeftFoot | HumanBone::RightFoot)) {
            if let Some(pw) = posed_world.get(i) {
                w.r = pw.r;
            }
        }
        out.push(w);
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use crate::{Bone, Mesh, ModelKind, Track};

    fn model() -> Model {
        let h = std::f32::consts::FRAC_1_SQRT_2;
        let mut m = Model::new("m", ModelKind::Character);
        m.skeleton = Some(Skeleton {
            bones: vec![
                Bone {
                    name: "a".into(),
                    parent: None,
                    translation: [0.0, 1.0, 0.0],
                    rotation: crate::IDENTITY,
                },
                Bone {
                    name: "b".into(),
                    parent: Some(0),
                    translation: [1.0, 0.0, 0.0],
                    rotation: crate::IDENTITY,
                },
            ],
        });
        m.meshes.push(Mesh {
            name: "m".into(),
            positions: vec![[2.0, 1.0, 0.0]],
            uvs: vec![[0.0; 2]],
            joints: Some(vec![1]),
            ..Mesh::default()
        });
        m.clips.push(Clip {
            name: "Idle".into(),
            tick_rate: 30.0,
            ticks: 2,
            tracks: vec![Track {
                bone: 1,
                translations: None,
                rotations: Some(vec![crate::IDENTITY, [0.0, 0.0, h, h]]),
            }],
        });
        m
    }

    #[test]
    fn default_pose_is_idle_tick_one() {
        let m = model();
        // Bone b turns 90° about Z at tick 1: the vertex one unit along +X goes to +Y.
        let p = default_positions(&m)[0][0];
        assert!((p - V3::new(1.0, 2.0, 0.0)).length() < 1e-5, "{p}");
        let rest = positions(&m, Pose::Rest)[0][0];
        assert_eq!(rest, V3::new(2.0, 1.0, 0.0));
        assert!(check_order(m.skeleton.as_ref().unwrap()).is_ok());
        let bad = Skeleton {
            bones: vec![Bone {
                name: "x".into(),
                parent: Some(0),
                translation: [0.0; 3],
                rotation: crate::IDENTITY,
            }],
        };
        assert_eq!(check_order(&bad), Err(BoneOrder { bone: 0, parent: 0 }));
        assert_eq!(front_z(&m), -1.0);
    }
}
