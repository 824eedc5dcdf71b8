//! Scalar rigid-transform math and the default pose, in plain `f32` (no SIMD, no `sin`/`cos`),
//! so that the thumbnails come out bit-identical wherever IEEE-754 `f32` is.
//!
//! Float arithmetic cannot overflow-panic; integer arithmetic stays out of this module.

use scene::{Clip, Model, Skeleton};

/// A 3-vector.
pub type V3 = [f32; 3];
/// A quaternion `[x, y, z, w]`.
pub type Q = [f32; 4];

/// A rigid transform: rotate by `r`, then translate by `t`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Xf {
    /// Translation.
    pub t: V3,
    /// Rotation (unit quaternion).
    pub r: Q,
}

impl Xf {
    /// The identity.
    pub const IDENTITY: Xf = Xf { t: [0.0; 3], r: scene::IDENTITY };

    /// A transform from glTF-style arrays (the rotation is normalised).
    pub fn new(t: V3, r: Q) -> Xf {
        Xf { t, r: unit(r) }
    }

    /// `self ∘ o` (apply `o` first).
    pub fn compose(self, o: Xf) -> Xf {
        Xf { t: add(self.t, rotate(self.r, o.t)), r: unit(qmul(self.r, o.r)) }
    }

    /// Applies the transform to a point.
    pub fn point(self, p: V3) -> V3 {
        add(self.t, rotate(self.r, p))
    }

    /// The inverse transform.
    pub fn inverse(self) -> Xf {
        let ri = [-self.r[0], -self.r[1], -self.r[2], self.r[3]];
        let t = rotate(ri, self.t);
        Xf { t: [-t[0], -t[1], -t[2]], r: ri }
    }

    /// Column-major 4×4 matrix (glTF order).
    pub fn matrix(self) -> [f32; 16] {
        let [x, y, z, w] = self.r;
        let (xx, yy, zz) = (x * x, y * y, z * z);
        let (xy, xz, yz) = (x * y, x * z, y * z);
        let (wx, wy, wz) = (w * x, w * y, w * z);
        [
            1.0 - 2.0 * (yy + zz),
            2.0 * (xy + wz),
            2.0 * (xz - wy),
            0.0,
            2.0 * (xy - wz),
            1.0 - 2.0 * (xx + zz),
            2.0 * (yz + wx),
            0.0,
            2.0 * (xz + wy),
            2.0 * (yz - wx),
            1.0 - 2.0 * (xx + yy),
            0.0,
            self.t[0],
            self.t[1],
            self.t[2],
            1.0,
        ]
    }
}

/// `a + b`.
pub fn add(a: V3, b: V3) -> V3 {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// `a − b`.
pub fn sub(a: V3, b: V3) -> V3 {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

/// Dot product.
pub fn dot(a: V3, b: V3) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// Cross product.
pub fn cross(a: V3, b: V3) -> V3 {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

/// `a` scaled to length 1; zero stays zero.
pub fn normalize(a: V3) -> V3 {
    let len = dot(a, a).sqrt();
    if len > 1e-12 && len.is_finite() {
        [a[0] / len, a[1] / len, a[2] / len]
    } else {
        [0.0; 3]
    }
}

/// Hamilton product `a · b`.
pub fn qmul(a: Q, b: Q) -> Q {
    let [ax, ay, az, aw] = a;
    let [bx, by, bz, bw] = b;
    [
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
        aw * bw - ax * bx - ay * by - az * bz,
    ]
}

/// A quaternion normalised; the identity when it is zero or not finite.
pub fn unit(q: Q) -> Q {
    let len = (q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]).sqrt();
    if len.is_finite() && len > 1e-6 {
        [q[0] / len, q[1] / len, q[2] / len, q[3] / len]
    } else {
        scene::IDENTITY
    }
}

/// Rotates `v` by the unit quaternion `q`.
pub fn rotate(q: Q, v: V3) -> V3 {
    let u = [q[0], q[1], q[2]];
    let w = q[3];
    let t = cross(u, v);
    let t = [2.0 * t[0], 2.0 * t[1], 2.0 * t[2]];
    let c = cross(u, t);
    [v[0] + w * t[0] + c[0], v[1] + w * t[1] + c[1], v[2] + w * t[2] + c[2]]
}

/// Rest (bind) local transforms.
pub fn rest_locals(skel: &Skeleton) -> Vec<Xf> {
    skel.bones.iter().map(|b| Xf::new(b.translation, b.rotation)).collect()
}

/// World transforms from local ones; a bone whose parent does not precede it is a root.
pub fn worlds(skel: &Skeleton, locals: &[Xf]) -> Vec<Xf> {
    let mut out: Vec<Xf> = Vec::with_capacity(locals.len());
    for (b, local) in skel.bones.iter().zip(locals) {
        let parent = b.parent.filter(|&p| p < out.len()).and_then(|p| out.get(p).copied());
        out.push(parent.map_or(*local, |p| p.compose(*local)));
    }
    out
}

/// Local transforms at one tick of a clip (rest values where the clip has no channel; a short
/// channel holds its last sample).
pub fn clip_locals(skel: &Skeleton, clip: &Clip, tick: usize) -> Vec<Xf> {
    let mut locals = rest_locals(skel);
    for track in &clip.tracks {
        let Some(l) = locals.get_mut(track.bone) else { continue };
        if let Some(t) = track.translations.as_ref().and_then(|v| v.get(tick).or(v.last())) {
            l.t = *t;
        }
        if let Some(r) = track.rotations.as_ref().and_then(|v| v.get(tick).or(v.last())) {
            l.r = unit(*r);
        }
    }
    locals
}

/// The default pose (scene convention): the first clip named `idle` at tick 1 (tick 0 for a
/// one-tick clip), else the rest pose. Returns world transforms.
pub fn default_worlds(model: &Model, skel: &Skeleton) -> Vec<Xf> {
    let idle = model.clips.iter().find(|c| c.name.eq_ignore_ascii_case("idle"));
    let locals = match idle {
        Some(clip) => clip_locals(skel, clip, if clip.ticks > 1 { 1 } else { 0 }),
        None => rest_locals(skel),
    };
    worlds(skel, &locals)
}

/// Per bone: the transform taking a bind-pose vertex to its default-pose position.
pub fn skinning(model: &Model, skel: &Skeleton) -> Vec<Xf> {
    let rest = worlds(skel, &rest_locals(skel));
    let posed = default_worlds(model, skel);
    rest.iter().zip(&posed).map(|(r, p)| p.compose(r.inverse())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: V3, b: V3) -> bool {
        a.iter().zip(&b).all(|(x, y)| (x - y).abs() < 1e-5)
    }

    #[test]
    fn rotate_quarter_turn_about_y() {
        let h = std::f32::consts::FRAC_1_SQRT_2;
        let q = [0.0, h, 0.0, h];
        assert!(close(rotate(q, [1.0, 0.0, 0.0]), [0.0, 0.0, -1.0]));
        let m = Xf::new([0.0; 3], q).matrix();
        // Column 0 is the image of +X.
        assert!(close([m[0], m[1], m[2]], [0.0, 0.0, -1.0]));
    }

    #[test]
    fn inverse_undoes() {
        let x = Xf::new([1.0, 2.0, 3.0], [0.1, 0.2, 0.3, 0.9]);
        let p = [0.5, -0.25, 2.0];
        assert!(close(x.inverse().point(x.point(p)), p));
    }
}
