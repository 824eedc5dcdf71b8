//! Rigid transforms, skeleton poses (rest, clip ticks, the default pose) and the T-pose.
//!
//! All math here is `f32` vector math through glam, which cannot overflow-panic; the module
//! allows `arithmetic_side_effects` for that reason only.
#![allow(clippy::arithmetic_side_effects)]

use glam::{Quat, Vec3};
use scene::{Clip, Model, Skeleton};

use crate::humanoid::{HumanBone, HumanoidMap};
use crate::ExportError;

/// A rigid transform: rotate, then translate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Xf {
    /// Translation.
    pub t: Vec3,
    /// Rotation (unit).
    pub r: Quat,
}

impl Xf {
    /// The identity.
    pub const IDENTITY: Xf = Xf { t: Vec3::ZERO, r: Quat::IDENTITY };

    /// A transform from glTF-style arrays.
    pub fn new(t: [f32; 3], r: [f32; 4]) -> Xf {
        Xf { t: Vec3::from_array(t), r: unit(Quat::from_array(r)) }
    }

    /// `self ∘ o` (apply `o` first).
    pub fn compose(self, o: Xf) -> Xf {
        Xf { t: self.t + self.r * o.t, r: (self.r * o.r).normalize() }
    }

    /// Applies the transform to a point.
    pub fn point(self, p: Vec3) -> Vec3 {
        self.t + self.r * p
    }

    /// The inverse transform.
    pub fn inverse(self) -> Xf {
        let ri = self.r.inverse();
        Xf { t: -(ri * self.t), r: ri }
    }

    /// Column-major 4×4 matrix (glTF order).
    pub fn matrix(self) -> [f32; 16] {
        glam::Mat4::from_rotation_translation(self.r, self.t).to_cols_array()
    }
}

/// A quaternion normalised; the identity when it is zero or not finite.
pub fn unit(q: Quat) -> Quat {
    let len = q.length();
    if len.is_finite() && len > 1e-6 {
        q / len
    } else {
        Quat::IDENTITY
    }
}

/// The rest (bind) local transforms of a skeleton.
pub fn rest_locals(skel: &Skeleton) -> Vec<Xf> {
    skel.bones.iter().map(|b| Xf::new(b.translation, b.rotation)).collect()
}

/// Checks that every parent precedes its child.
pub fn check_order(skel: &Skeleton) -> Result<(), ExportError> {
    for (bone, b) in skel.bones.iter().enumerate() {
        if let Some(parent) = b.parent {
            if parent >= bone {
                return Err(ExportError::BoneOrder { bone, parent });
            }
        }
    }
    Ok(())
}

/// World transforms from local ones (parents precede children; see [`check_order`]).
pub fn worlds(skel: &Skeleton, locals: &[Xf]) -> Vec<Xf> {
    let mut out: Vec<Xf> = Vec::with_capacity(locals.len());
    for (b, local) in skel.bones.iter().zip(locals) {
        let parent = b.parent.and_then(|p| out.get(p).copied());
        out.push(parent.map_or(*local, |p| p.compose(*local)));
    }
    out
}

/// Local transforms at one tick of a clip: rest values for channels the clip leaves alone.
pub fn clip_locals(skel: &Skeleton, clip: &Clip, tick: usize) -> Vec<Xf> {
    let mut locals = rest_locals(skel);
    for track in &clip.tracks {
        let Some(l) = locals.get_mut(track.bone) else { continue };
        if let Some(t) = track.translations.as_ref().and_then(|v| v.get(tick).or(v.last())) {
            l.t = Vec3::from_array(*t);
        }
        if let Some(r) = track.rotations.as_ref().and_then(|v| v.get(tick).or(v.last())) {
            l.r = unit(Quat::from_array(*r));
        }
    }
    locals
}

/// The clip the default pose comes from: the first named `idle`.
pub fn idle_clip(model: &Model) -> Option<&Clip> {
    model.clips.iter().find(|c| c.name.eq_ignore_ascii_case("idle"))
}

/// The default pose's local transforms: idle tick 1 (tick 0 for a one-tick clip), else rest.
pub fn default_locals(model: &Model, skel: &Skeleton) -> Vec<Xf> {
    match idle_clip(model) {
        Some(clip) => clip_locals(skel, clip, if clip.ticks > 1 { 1 } else { 0 }),
        None => rest_locals(skel),
    }
}

/// The default-pose positions of every mesh (rigid skinning; unskinned meshes as stored).
pub fn default_positions(model: &Model) -> Vec<Vec<Vec3>> {
    let skin: Vec<Xf> = match &model.skeleton {
        Some(s) => {
            let bind = worlds(s, &rest_locals(s));
            let posed = worlds(s, &default_locals(model, s));
            posed.iter().zip(&bind).map(|(p, b)| p.compose(b.inverse())).collect()
        }
        None => Vec::new(),
    };
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
                    x.point(Vec3::from_array(*p))
                })
                .collect()
        })
        .collect()
}

/// Which way the model faces along Z: `-1.0` (−Z, the scene convention) or `1.0`, decided
/// from meaning **[published lesson]**: the face (the materials the expressions change) is on
/// the front. Without expressions the scene convention (−Z) is assumed.
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

/// Builds T-pose world transforms from a standing pose: each humanoid limb segment (upper and
/// lower arm, upper and lower leg) is turned about its joint so that it points at its child
/// joint along the target axis (arms along ∓X, legs down); hands follow their forearms, feet
/// keep their standing orientation. `front_z` is the facing ([`front_z`]): the model's left is
/// −X when it faces −Z, +X when it faces +Z.
pub fn t_pose(skel: &Skeleton, posed: &[Xf], map: &HumanoidMap, front_z: f32) -> Vec<Xf> {
    let left = Vec3::X * front_z;
    let seg = |b: usize| -> Option<(HumanBone, Vec3)> {
        let hb = map.human_of(b)?;
        let dir = match hb {
            HumanBone::LeftUpperArm | HumanBone::LeftLowerArm => left,
            HumanBone::RightUpperArm | HumanBone::RightLowerArm => -left,
            HumanBone::LeftUpperLeg
            | HumanBone::LeftLowerLeg
            | HumanBone::RightUpperLeg
            | HumanBone::RightLowerLeg => Vec3::NEG_Y,
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
                    w.r = (s * w.r).normalize();
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
