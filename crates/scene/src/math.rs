//! Vectors, quaternions and rigid transforms — the one set every crate poses with.
//!
//! Built on glam with its `scalar-math` feature (plain `f32` code on every target), and free
//! of `sin`/`cos` except where a GTE angle is turned into a matrix, so the same input gives
//! bit-identical positions and pictures wherever IEEE-754 `f32` is.
//!
//! Two spaces meet here:
//! * **scene space** (glTF): right-handed, Y up, metres, rotations as unit quaternions
//!   `[x, y, z, w]`;
//! * **GTE space** (the PlayStation's geometry engine): Y down, the character's front −Z
//!   **[published]**, rotation matrices row-major for column vectors ([`gte`]). A GTE point
//!   becomes a scene point by the 180° turn about X, `(x, y, z) → (x, −y, −z)` **[public:
//!   psx-spx]**, and a rotation is conjugated by the same turn.
//!
//! Float arithmetic cannot overflow-panic; the module allows `arithmetic_side_effects` for
//! that reason only.
#![allow(clippy::arithmetic_side_effects)]

pub use glam::{Mat4, Quat, Vec2, Vec3};

/// A rigid transform: rotate by `r`, then translate by `t`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Xf {
    /// Translation.
    pub t: Vec3,
    /// Rotation (unit).
    pub r: Quat,
}

impl Default for Xf {
    fn default() -> Self {
        Xf::IDENTITY
    }
}

impl Xf {
    /// The identity.
    pub const IDENTITY: Xf = Xf { t: Vec3::ZERO, r: Quat::IDENTITY };

    /// A transform from glTF-style arrays (the rotation is normalised; see [`unit()`]).
    pub fn new(t: [f32; 3], r: [f32; 4]) -> Xf {
        Xf { t: Vec3::from_array(t), r: unit(Quat::from_array(r)) }
    }

    /// `self ∘ o` (apply `o` first); the rotation is renormalised.
    pub fn compose(self, o: Xf) -> Xf {
        Xf { t: self.t + self.r * o.t, r: unit(self.r * o.r) }
    }

    /// Applies the transform to a point.
    pub fn point(self, p: Vec3) -> Vec3 {
        self.t + self.r * p
    }

    /// Applies the transform to an array point.
    pub fn point_array(self, p: [f32; 3]) -> [f32; 3] {
        self.point(Vec3::from_array(p)).to_array()
    }

    /// The inverse transform.
    pub fn inverse(self) -> Xf {
        let ri = self.r.conjugate();
        Xf { t: -(ri * self.t), r: ri }
    }

    /// Column-major 4×4 matrix (glTF order).
    pub fn matrix(self) -> [f32; 16] {
        Mat4::from_rotation_translation(self.r, self.t).to_cols_array()
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

/// A 3-vector scaled to length 1; zero (or not finite) stays zero.
pub fn direction(v: Vec3) -> Vec3 {
    let len = v.length();
    if len.is_finite() && len > 1e-12 {
        v / len
    } else {
        Vec3::ZERO
    }
}

/// The unit quaternion of a rotation matrix given as rows (column vectors), `w ≥ 0`.
pub fn quat_from_rows(m: [[f32; 3]; 3]) -> Quat {
    let [[m00, m01, m02], [m10, m11, m12], [m20, m21, m22]] = m;
    let tr = m00 + m11 + m22;
    let q = if tr > 0.0 {
        let s = (tr + 1.0).sqrt() * 2.0;
        Quat::from_xyzw((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, 0.25 * s)
    } else if m00 > m11 && m00 > m22 {
        let s = (1.0 + m00 - m11 - m22).sqrt() * 2.0;
        Quat::from_xyzw(0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s)
    } else if m11 > m22 {
        let s = (1.0 + m11 - m00 - m22).sqrt() * 2.0;
        Quat::from_xyzw((m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s)
    } else {
        let s = (1.0 + m22 - m00 - m11).sqrt() * 2.0;
        Quat::from_xyzw((m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s)
    };
    let q = unit(q);
    if q.w < 0.0 {
        -q
    } else {
        q
    }
}

/// Half a turn about Y (`[0, 1, 0, 0]`, exact): turns a model to face the other way along Z.
pub const HALF_TURN_Y: Quat = Quat::from_xyzw(0.0, 1.0, 0.0, 0.0);

/// An axis-aligned box.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Bounds {
    /// Minimum corner.
    pub min: [f32; 3],
    /// Maximum corner.
    pub max: [f32; 3],
}

/// The bounds of some points (`None` when there are none).
pub fn bounds<'a>(points: impl IntoIterator<Item = &'a [f32; 3]>) -> Option<Bounds> {
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

/// GTE space: fixed-point angles, row-major matrices, and the turn into scene space.
pub mod gte {
    use super::{quat_from_rows, Quat};

    /// A 3×3 rotation matrix, row-major, for column vectors (`p' = m·p`).
    pub type Mat3 = [[f32; 3]; 3];

    /// The identity matrix.
    pub const IDENTITY3: Mat3 = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

    /// A rigid transform in GTE space: `p' = m·p + t` (units as stored).
    #[derive(Debug, Clone, Copy, PartialEq)]
    pub struct Rigid {
        /// Rotation, row-major, column vectors.
        pub m: Mat3,
        /// Translation.
        pub t: [f32; 3],
    }

    impl Default for Rigid {
        fn default() -> Self {
            Rigid::IDENTITY
        }
    }

    impl Rigid {
        /// The identity.
        pub const IDENTITY: Rigid = Rigid { m: IDENTITY3, t: [0.0; 3] };

        /// Applies to a point.
        pub fn apply(&self, p: [f32; 3]) -> [f32; 3] {
            let r = mul_v(&self.m, p);
            [r[0] + self.t[0], r[1] + self.t[1], r[2] + self.t[2]]
        }

        /// `self · child` (apply `child` first).
        pub fn then(&self, c: &Rigid) -> Rigid {
            Rigid { m: mul_m(&self.m, &c.m), t: self.apply(c.t) }
        }
    }

    /// World transforms from locals, parents first: `parent(i)` names node `i`'s parent; one
    /// that does not precede its child is ignored (the node is a root).
    pub fn worlds(locals: &[Rigid], parent: impl Fn(usize) -> Option<usize>) -> Vec<Rigid> {
        let mut out: Vec<Rigid> = Vec::with_capacity(locals.len());
        for (i, l) in locals.iter().enumerate() {
            let w = match parent(i).and_then(|p| out.get(p)) {
                Some(p) => p.then(l),
                None => *l,
            };
            out.push(w);
        }
        out
    }

    /// `m · v`.
    pub fn mul_v(m: &Mat3, v: [f32; 3]) -> [f32; 3] {
        m.map(|row| row[0] * v[0] + row[1] * v[1] + row[2] * v[2])
    }

    /// `a · b`.
    pub fn mul_m(a: &Mat3, b: &Mat3) -> Mat3 {
        let [b0, b1, b2] = *b;
        let cols = [[b0[0], b1[0], b2[0]], [b0[1], b1[1], b2[1]], [b0[2], b1[2], b2[2]]];
        a.map(|row| cols.map(|c| row[0] * c[0] + row[1] * c[1] + row[2] * c[2]))
    }

    /// A rotation about one axis (0 = X, 1 = Y, 2 = Z) by a GTE angle (4096 = 360°)
    /// **[public: psx-spx]**, with PsyQ's signs (`RotMatrixX`: rows `(1,0,0) (0,c,−s) (0,s,c)`).
    pub fn axis_rotation(axis: usize, angle: i32) -> Mat3 {
        let a = (angle.rem_euclid(4096) as f32) * std::f32::consts::TAU / 4096.0;
        let (s, c) = a.sin_cos();
        match axis {
            0 => [[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]],
            1 => [[c, 0.0, s], [0.0, 1.0, 0.0], [-s, 0.0, c]],
            _ => [[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]],
        }
    }

    /// The rotation of three GTE angles (`angles[k]` about axis k) as the product
    /// `R[axes[0]] · R[axes[1]] · R[axes[2]]` (the last applied first): PsyQ's `RotMatrix` is
    /// `axes = [0, 1, 2]` (Rx·Ry·Rz).
    pub fn rotation(angles: [i32; 3], axes: [usize; 3]) -> Mat3 {
        let [a, b, c] = axes;
        let m = |k: usize| axis_rotation(k, angles.get(k).copied().unwrap_or(0));
        mul_m(&mul_m(&m(a), &m(b)), &m(c))
    }

    /// A GTE point → scene point, scaled by `metres_per_unit`: the 180° turn about X.
    pub fn point_to_scene(p: [f32; 3], metres_per_unit: f32) -> [f32; 3] {
        let k = metres_per_unit;
        [p[0] * k, -p[1] * k, -p[2] * k]
    }

    /// A GTE rotation → scene quaternion `[x, y, z, w]`: conjugated by the 180° turn about X
    /// (`T·R·T` with `T = diag(1, −1, −1)`), which negates the quaternion's y and z.
    pub fn rotation_to_scene(m: &Mat3) -> [f32; 4] {
        let q = quat_from_rows(*m);
        [q.x, -q.y, -q.z, q.w]
    }

    /// `turns` quarter turns about GTE Y as a scene quaternion (exact for every turn).
    pub fn quarter_turns_y(turns: u8) -> [f32; 4] {
        let h = std::f32::consts::FRAC_1_SQRT_2;
        // Ry(θ) in GTE space is Ry(−θ) after the turn about X.
        match turns & 3 {
            0 => [0.0, 0.0, 0.0, 1.0],
            1 => [0.0, -h, 0.0, h],
            2 => [0.0, -1.0, 0.0, 0.0],
            _ => [0.0, -h, 0.0, -h],
        }
    }

    /// The quaternion of a scene rotation as a plain quaternion.
    pub fn quat(q: [f32; 4]) -> Quat {
        Quat::from_array(q)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    fn close(a: Vec3, b: Vec3) -> bool {
        (a - b).abs().max_element() < 1e-5
    }

    #[test]
    fn compose_inverse_matrix() {
        let h = std::f32::consts::FRAC_1_SQRT_2;
        let x = Xf::new([1.0, 2.0, 3.0], [0.0, h, 0.0, h]);
        let p = x.point(Vec3::X);
        assert!(close(p, Vec3::new(1.0, 2.0, 2.0)), "{p}");
        assert!(close(x.inverse().point(p), Vec3::X));
        let m = Xf::new([0.0; 3], [0.0, h, 0.0, h]).matrix();
        // Column 0 is the image of +X.
        assert!(close(Vec3::new(m[0], m[1], m[2]), Vec3::NEG_Z));
        let y = Xf::new([0.5, 0.0, 0.0], [0.1, 0.2, 0.3, 0.9]);
        let q = Vec3::new(0.3, -1.0, 2.0);
        assert!(close(x.compose(y).point(q), x.point(y.point(q))));
    }

    #[test]
    fn gte_turn_keeps_handedness() {
        // Ry(90°) in GTE space takes +X to −Z; after the turn about X that is +X → +Z, which
        // is Ry(−90°) in scene space.
        let m = gte::rotation([0, 1024, 0], [0, 1, 2]);
        let q = gte::quat(gte::rotation_to_scene(&m));
        let p = gte::point_to_scene(gte::mul_v(&m, [1.0, 0.0, 0.0]), 1.0);
        assert!(close(q * Vec3::X, Vec3::from_array(p)));
        let exact = gte::quat(gte::quarter_turns_y(1));
        assert!((exact.dot(q).abs() - 1.0).abs() < 1e-6);
        let m = [[0.0, 0.0, 1.0], [0.0, 1.0, 0.0], [-1.0, 0.0, 0.0]];
        assert!(close(quat_from_rows(m) * Vec3::X, Vec3::NEG_Z));
        assert_eq!(unit(Quat::from_xyzw(f32::NAN, 0.0, 0.0, 1.0)), Quat::IDENTITY);
    }
}
