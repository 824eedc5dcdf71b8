//! Posing: rigid transforms, forward kinematics, rigid skinning, bounds.
//!
//! All in scene space (Y up, metres). A bone's world transform is its parent's world
//! transform times its local (translation, rotation). Rigid skinning moves each vertex with its
//! one bone: `posed = W_posed · W_bind⁻¹ · p_bind`.

use crate::{Clip, Mesh, Model, Skeleton};

/// A 3-vector.
pub type Vec3 = [f32; 3];
/// A unit quaternion `[x, y, z, w]`.
pub type Quat = [f32; 4];

/// Hamilton product `a · b` (apply `b` first).
pub fn quat_mul(a: Quat, b: Quat) -> Quat {
    let [ax, ay, az, aw] = a;
    let [bx, by, bz, bw] = b;
    [
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
        aw * bw - ax * bx - ay * by - az * bz,
    ]
}

/// The conjugate (inverse of a unit quaternion).
pub fn quat_conj(q: Quat) -> Quat {
    [-q[0], -q[1], -q[2], q[3]]
}

/// Rotates `v` by `q`.
pub fn quat_rotate(q: Quat, v: Vec3) -> Vec3 {
    let p = quat_mul(quat_mul(q, [v[0], v[1], v[2], 0.0]), quat_conj(q));
    [p[0], p[1], p[2]]
}

/// A rotation of `angle` radians about a unit `axis`.
pub fn quat_axis_angle(axis: Vec3, angle: f32) -> Quat {
    let (s, c) = (angle * 0.5).sin_cos();
    [axis[0] * s, axis[1] * s, axis[2] * s, c]
}

/// The quaternion of a rotation matrix (row-major, column vectors), normalized, `w ≥ 0`.
pub fn quat_from_mat3(m: [[f32; 3]; 3]) -> Quat {
    let [[m00, m01, m02], [m10, m11, m12], [m20, m21, m22]] = m;
    let tr = m00 + m11 + m22;
    let q = if tr > 0.0 {
        let s = (tr + 1.0).sqrt() * 2.0;
        [(m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, 0.25 * s]
    } else if m00 > m11 && m00 > m22 {
        let s = (1.0 + m00 - m11 - m22).sqrt() * 2.0;
        [0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s]
    } else if m11 > m22 {
        let s = (1.0 + m11 - m00 - m22).sqrt() * 2.0;
        [(m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s]
    } else {
        let s = (1.0 + m22 - m00 - m11).sqrt() * 2.0;
        [(m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s]
    };
    let n = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt().max(f32::MIN_POSITIVE);
    let sign = if q[3] < 0.0 { -1.0 } else { 1.0 };
    [q[0] * sign / n, q[1] * sign / n, q[2] * sign / n, q[3] * sign / n]
}

/// A rigid transform.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Transform {
    /// Translation.
    pub translation: Vec3,
    /// Rotation.
    pub rotation: Quat,
}

impl Default for Transform {
    fn default() -> Self {
        Transform { translation: [0.0; 3], rotation: crate::IDENTITY }
    }
}

impl Transform {
    /// `self · child`.
    pub fn then(&self, child: &Transform) -> Transform {
        let t = quat_rotate(self.rotation, child.translation);
        Transform {
            translation: [
                self.translation[0] + t[0],
                self.translation[1] + t[1],
                self.translation[2] + t[2],
            ],
            rotation: quat_mul(self.rotation, child.rotation),
        }
    }

    /// Applies the transform to a point.
    pub fn apply(&self, p: Vec3) -> Vec3 {
        let r = quat_rotate(self.rotation, p);
        [r[0] + self.translation[0], r[1] + self.translation[1], r[2] + self.translation[2]]
    }

    /// The inverse.
    pub fn inverse(&self) -> Transform {
        let r = quat_conj(self.rotation);
        let t = quat_rotate(r, self.translation);
        Transform { translation: [-t[0], -t[1], -t[2]], rotation: r }
    }
}

/// The skeleton's rest locals.
pub fn rest_locals(s: &Skeleton) -> Vec<Transform> {
    s.bones.iter().map(|b| Transform { translation: b.translation, rotation: b.rotation }).collect()
}

/// Locals at `tick` of `clip` (ticks past the end clamp to the last key); bones without a
/// track keep their rest values.
pub fn clip_locals(s: &Skeleton, clip: &Clip, tick: usize) -> Vec<Transform> {
    let mut l = rest_locals(s);
    for tr in &clip.tracks {
        let Some(t) = l.get_mut(tr.bone) else { continue };
        if let Some(v) = &tr.translations {
            if let Some(x) = v.get(tick).or(v.last()) {
                t.translation = *x;
            }
        }
        if let Some(v) = &tr.rotations {
            if let Some(x) = v.get(tick).or(v.last()) {
                t.rotation = *x;
            }
        }
    }
    l
}

/// World transforms from locals (parents precede children).
pub fn world(s: &Skeleton, locals: &[Transform]) -> Vec<Transform> {
    let mut out: Vec<Transform> = Vec::with_capacity(s.bones.len());
    for (b, l) in s.bones.iter().zip(locals) {
        let w = match b.parent.and_then(|p| out.get(p)) {
            Some(p) => p.then(l),
            None => *l,
        };
        out.push(w);
    }
    out
}

/// A mesh's positions moved from the bind pose to `posed` by rigid skinning.
pub fn skin(mesh: &Mesh, bind: &[Transform], posed: &[Transform]) -> Vec<Vec3> {
    let Some(joints) = &mesh.joints else { return mesh.positions.clone() };
    mesh.positions
        .iter()
        .zip(joints)
        .map(|(p, &j)| match (bind.get(j), posed.get(j)) {
            (Some(b), Some(q)) => q.apply(b.inverse().apply(*p)),
            _ => *p,
        })
        .collect()
}

/// Every mesh of `model` posed at `tick` of the clip named `clip` (or the bind pose with
/// `None` or an unknown clip).
pub fn posed_meshes(model: &Model, clip: Option<&str>, tick: usize) -> Vec<Vec<Vec3>> {
    let Some(s) = &model.skeleton else {
        return model.meshes.iter().map(|m| m.positions.clone()).collect();
    };
    let bind = world(s, &rest_locals(s));
    let locals = match clip.and_then(|n| model.clips.iter().find(|c| c.name == n)) {
        Some(c) => clip_locals(s, c, tick),
        None => rest_locals(s),
    };
    let posed = world(s, &locals);
    model.meshes.iter().map(|m| skin(m, &bind, &posed)).collect()
}

/// The default pose: the first clip named `idle` at tick 1 (bind pose without one).
pub fn default_pose(model: &Model) -> Vec<Vec<Vec3>> {
    posed_meshes(model, Some("idle"), 1)
}

/// An axis-aligned box.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Bounds {
    /// Minimum corner.
    pub min: Vec3,
    /// Maximum corner.
    pub max: Vec3,
}

/// The bounds of some points (`None` when there are none).
pub fn bounds<'a>(points: impl IntoIterator<Item = &'a Vec3>) -> Option<Bounds> {
    let mut it = points.into_iter();
    let first = *it.next()?;
    let mut b = Bounds { min: first, max: first };
    for p in it {
        for ((lo, hi), x) in b.min.iter_mut().zip(b.max.iter_mut()).zip(p) {
            *lo = lo.min(*x);
            *hi = hi.max(*x);
        }
    }
    Some(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transform_inverse_and_compose() {
        let t = Transform {
            translation: [1.0, 2.0, 3.0],
            rotation: quat_axis_angle([0.0, 1.0, 0.0], std::f32::consts::FRAC_PI_2),
        };
        let p = t.apply([1.0, 0.0, 0.0]);
        assert!((p[0] - 1.0).abs() < 1e-5 && (p[2] - 2.0).abs() < 1e-5);
        let back = t.inverse().apply(p);
        assert!((back[0] - 1.0).abs() < 1e-5 && back[1].abs() < 1e-5 && back[2].abs() < 1e-5);
        let m = [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [-1.0, 0.0, 0.0]];
        let q = quat_from_mat3(m);
        let r = quat_rotate(q, [1.0, 0.0, 0.0]);
        assert!((r[2] + 1.0).abs() < 1e-5, "{r:?}");
    }
}
