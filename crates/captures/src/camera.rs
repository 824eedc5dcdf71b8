//! The camera: GTE rotation, translation, H and OFX/OFY; every vertex projected through the
//! bit-exact RTPS (`r3000::gte`), per node as the game does (camera · node world matrix in RT,
//! the node-local vertex in V0); the least-squares fit (Levenberg–Marquardt on a float model,
//! then quantized to the GTE's registers).

use r3000::gte::Gte;
use serde::Serialize;

use crate::faces::PosedModel;

/// A camera as the GTE holds it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Camera {
    /// View rotation (row-major, column vectors), world → view, 1.0 = 4096 when loaded.
    pub rotation: [[f64; 3]; 3],
    /// View translation, GTE units.
    pub translation: [f64; 3],
    /// Projection plane distance H.
    pub h: f64,
    /// Screen offset X (pixels).
    pub ofx: f64,
    /// Screen offset Y (pixels).
    pub ofy: f64,
    /// Where it came from: `"fitted"`, `"gte_registers"` or `"given"`.
    pub source: &'static str,
}

/// `m · v`.
pub fn mul_v(m: &[[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    m.map(|r| r[0] * v[0] + r[1] * v[1] + r[2] * v[2])
}

/// `a · b`.
pub fn mul_m(a: &[[f64; 3]; 3], b: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    a.map(|r| {
        [0, 1, 2].map(|j| {
            r[0] * b[0].get(j).copied().unwrap_or(0.0)
                + r[1] * b[1].get(j).copied().unwrap_or(0.0)
                + r[2] * b[2].get(j).copied().unwrap_or(0.0)
        })
    })
}

/// The rotation of a rotation vector (Rodrigues).
pub fn rodrigues(w: [f64; 3]) -> [[f64; 3]; 3] {
    let th = (w[0] * w[0] + w[1] * w[1] + w[2] * w[2]).sqrt();
    if th < 1e-15 {
        return [[1.0, -w[2], w[1]], [w[2], 1.0, -w[0]], [-w[1], w[0], 1.0]];
    }
    let k = w.map(|x| x / th);
    let (s, c) = th.sin_cos();
    let t = 1.0 - c;
    [
        [c + k[0] * k[0] * t, k[0] * k[1] * t - k[2] * s, k[0] * k[2] * t + k[1] * s],
        [k[1] * k[0] * t + k[2] * s, c + k[1] * k[1] * t, k[1] * k[2] * t - k[0] * s],
        [k[2] * k[0] * t - k[1] * s, k[2] * k[1] * t + k[0] * s, c + k[2] * k[2] * t],
    ]
}

fn f64m(m: &[[f32; 3]; 3]) -> [[f64; 3]; 3] {
    m.map(|r| r.map(f64::from))
}

fn clamp_i16(x: f64) -> i16 {
    x.round().clamp(-32768.0, 32767.0) as i16
}

fn clamp_i32(x: f64) -> i32 {
    x.round().clamp(-2_147_483_648.0, 2_147_483_647.0) as i32
}

impl Camera {
    /// The camera a PCSX-Redux state's GTE registers hold: RT, TR, OFX/OFY (16.16), H.
    pub fn from_gte_regs(regs: &crate::formats::GteRegs) -> Camera {
        let c = &regs.control;
        let lo = |w: u32| f64::from(w as u16 as i16) / 4096.0;
        let hi = |w: u32| f64::from((w >> 16) as u16 as i16) / 4096.0;
        let r = |i: usize| c.get(i).copied().unwrap_or(0);
        Camera {
            rotation: [
                [lo(r(0)), hi(r(0)), lo(r(1))],
                [hi(r(1)), lo(r(2)), hi(r(2))],
                [lo(r(3)), hi(r(3)), lo(r(4))],
            ],
            translation: [f64::from(r(5) as i32), f64::from(r(6) as i32), f64::from(r(7) as i32)],
            h: f64::from(r(26) as u16),
            ofx: f64::from(r(24) as i32) / 65536.0,
            ofy: f64::from(r(25) as i32) / 65536.0,
            source: "gte_registers",
        }
    }

    /// The registers for one node, as the game's fixed point holds them: RT = camera · node
    /// world rotation (1.3.12), TR = camera · node translation + camera translation. With
    /// `mirror`, the posed model is reflected in X first.
    pub fn node_registers(
        &self,
        world: &dewprism::chr::model::Gte,
        mirror: bool,
    ) -> ([[i16; 3]; 3], [i32; 3]) {
        let mut wm = f64m(&world.m);
        let mut wt = world.t.map(f64::from);
        if mirror {
            // Reflect the posed model in X: S·W·v with S = diag(−1, 1, 1).
            wm[0] = wm[0].map(|x| -x);
            wt[0] = -wt[0];
        }
        let m = mul_m(&self.rotation, &wm);
        let t = mul_v(&self.rotation, wt);
        (
            m.map(|r| r.map(|x| clamp_i16(x * 4096.0))),
            [
                clamp_i32(t[0] + self.translation[0]),
                clamp_i32(t[1] + self.translation[1]),
                clamp_i32(t[2] + self.translation[2]),
            ],
        )
    }

    /// OFX, OFY (16.16) and H as the GTE holds them.
    pub fn screen_registers(&self) -> (i32, i32, u16) {
        (
            clamp_i32(self.ofx * 65536.0),
            clamp_i32(self.ofy * 65536.0),
            self.h.round().clamp(1.0, 65535.0) as u16,
        )
    }

    /// Loads the GTE for one node ([`Camera::node_registers`], [`Camera::screen_registers`]).
    fn load(&self, gte: &mut Gte, world: &dewprism::chr::model::Gte, mirror: bool) {
        let (rt, tr) = self.node_registers(world, mirror);
        gte.set_rotation(&rt);
        gte.set_translation(tr);
        let (ofx, ofy, h) = self.screen_registers();
        gte.set_screen(ofx, ofy, h);
    }

    /// Projects pool slot `slot` of `model` through the bit-exact RTPS; `None` if the slot is
    /// empty or the divide overflowed (vertex behind or too near).
    pub fn project(
        &self,
        gte: &mut Gte,
        model: &PosedModel,
        slot: u32,
        mirror: bool,
    ) -> Option<(i16, i16)> {
        let s = model.slots.get(usize::try_from(slot).ok()?).copied().flatten()?;
        let w = model.worlds.get(usize::from(s.node))?;
        self.load(gte, w, mirror);
        let p = gte.rtps_vertex(s.local);
        if p.divide_overflow() {
            return None;
        }
        Some((p.sx, p.sy))
    }

    /// The float model of the projection (for the fit).
    fn project_f(&self, p: [f64; 3]) -> Option<[f64; 2]> {
        let v = mul_v(&self.rotation, p);
        let (x, y, z) =
            (v[0] + self.translation[0], v[1] + self.translation[1], v[2] + self.translation[2]);
        (z > 1.0).then(|| [self.ofx + self.h * x / z, self.ofy + self.h * y / z])
    }
}

/// A correspondence: a posed point (GTE units) and where it was drawn.
pub type Sample = ([f64; 3], [f64; 2]);

/// Fits a camera to samples by least squares: an affine camera first (linear), then
/// Levenberg–Marquardt over rotation, translation, H, OFX, OFY. `None` with fewer than 6
/// samples or a degenerate set.
pub fn fit(samples: &[Sample]) -> Option<Camera> {
    if samples.len() < 6 {
        return None;
    }
    let mut cam = affine_start(samples)?;
    let mut lambda = 1e-3;
    let mut cost = total_cost(&cam, samples);
    for _ in 0..200 {
        let (jtj, jtr) = normal_equations(&cam, samples);
        let mut improved = false;
        for _ in 0..12 {
            let mut a = jtj;
            for (i, row) in a.iter_mut().enumerate() {
                if let Some(d) = row.get_mut(i) {
                    *d *= 1.0 + lambda;
                    *d += 1e-12;
                }
            }
            let Some(step) = solve9(a, jtr) else { break };
            let trial = apply_step(&cam, &step);
            let c = total_cost(&trial, samples);
            if c < cost {
                let rel = (cost - c) / cost.max(1e-30);
                cam = trial;
                cost = c;
                lambda = (lambda * 0.3).max(1e-12);
                improved = true;
                if rel < 1e-12 {
                    return Some(cam);
                }
                break;
            }
            lambda *= 10.0;
        }
        if !improved {
            break;
        }
    }
    Some(cam)
}

const PARAMS: usize = 9;

fn apply_step(c: &Camera, d: &[f64; PARAMS]) -> Camera {
    let r = mul_m(&rodrigues([d[0], d[1], d[2]]), &c.rotation);
    Camera {
        rotation: r,
        translation: [c.translation[0] + d[3], c.translation[1] + d[4], c.translation[2] + d[5]],
        h: c.h + d[6],
        ofx: c.ofx + d[7],
        ofy: c.ofy + d[8],
        source: "fitted",
    }
}

/// Residuals of one sample (a large value when the point is behind the camera).
fn residual(c: &Camera, s: &Sample) -> [f64; 2] {
    match c.project_f(s.0) {
        Some(p) => [p[0] - s.1[0], p[1] - s.1[1]],
        None => [1e4, 1e4],
    }
}

fn total_cost(c: &Camera, samples: &[Sample]) -> f64 {
    samples.iter().map(|s| residual(c, s)).map(|r| r[0] * r[0] + r[1] * r[1]).sum()
}

/// JᵀJ and −Jᵀr by central differences.
fn normal_equations(c: &Camera, samples: &[Sample]) -> ([[f64; PARAMS]; PARAMS], [f64; PARAMS]) {
    let eps = [1e-6, 1e-6, 1e-6, 1e-3, 1e-3, 1e-3, 1e-3, 1e-3, 1e-3];
    let mut plus = Vec::with_capacity(PARAMS);
    let mut minus = Vec::with_capacity(PARAMS);
    for (k, e) in eps.iter().enumerate() {
        let mut d = [0.0; PARAMS];
        if let Some(x) = d.get_mut(k) {
            *x = *e;
        }
        plus.push(apply_step(c, &d));
        d = d.map(|x| -x);
        minus.push(apply_step(c, &d));
    }
    let mut jtj = [[0.0; PARAMS]; PARAMS];
    let mut jtr = [0.0; PARAMS];
    for s in samples {
        let r = residual(c, s);
        let mut j = [[0.0; PARAMS]; 2];
        for (k, ((p, m), e)) in plus.iter().zip(&minus).zip(eps).enumerate() {
            let (rp, rm) = (residual(p, s), residual(m, s));
            for axis in 0..2 {
                if let Some(v) = j.get_mut(axis).and_then(|row| row.get_mut(k)) {
                    *v = (rp.get(axis).copied().unwrap_or(0.0)
                        - rm.get(axis).copied().unwrap_or(0.0))
                        / (2.0 * e);
                }
            }
        }
        for (row, res) in j.iter().zip(r) {
            for (a, (ja, out)) in row.iter().zip(jtr.iter_mut()).enumerate() {
                *out -= ja * res;
                if let Some(jrow) = jtj.get_mut(a) {
                    for (b, jb) in row.iter().enumerate() {
                        if let Some(x) = jrow.get_mut(b) {
                            *x += ja * jb;
                        }
                    }
                }
            }
        }
    }
    (jtj, jtr)
}

/// Gaussian elimination with partial pivoting.
fn solve9(mut a: [[f64; PARAMS]; PARAMS], mut b: [f64; PARAMS]) -> Option<[f64; PARAMS]> {
    solve_n(&mut a, &mut b)?;
    Some(b)
}

fn solve_n<const N: usize>(a: &mut [[f64; N]; N], b: &mut [f64; N]) -> Option<()> {
    for col in 0..N {
        let piv = (col..N).max_by(|&i, &j| {
            let ai = a.get(i).and_then(|r| r.get(col)).copied().unwrap_or(0.0).abs();
            let aj = a.get(j).and_then(|r| r.get(col)).copied().unwrap_or(0.0).abs();
            ai.total_cmp(&aj)
        })?;
        a.swap(col, piv);
        b.swap(col, piv);
        let pivot_row = *a.get(col)?;
        let p = *pivot_row.get(col)?;
        if p.abs() < 1e-300 {
            return None;
        }
        let bc = *b.get(col)?;
        for row in 0..N {
            if row == col {
                continue;
            }
            let r = a.get_mut(row)?;
            let f = *r.get(col)? / p;
            if f == 0.0 {
                continue;
            }
            for (x, y) in r.iter_mut().zip(pivot_row) {
                *x -= f * y;
            }
            *b.get_mut(row)? -= f * bc;
        }
    }
    for (i, x) in b.iter_mut().enumerate() {
        *x /= a.get(i)?.get(i)?;
    }
    Some(())
}

/// An affine camera by linear least squares (sx = a·p + a0, sy = b·p + b0), turned into a
/// rotation (Gram–Schmidt on a, b), a scale and a start for H = 256.
fn affine_start(samples: &[Sample]) -> Option<Camera> {
    let mut rows = [[0.0; 4]; 2];
    for axis in 0..2 {
        let mut ata = [[0.0; 4]; 4];
        let mut atb = [0.0; 4];
        for (p, s) in samples {
            let x = [p[0], p[1], p[2], 1.0];
            let t = s.get(axis).copied().unwrap_or(0.0);
            for (i, xi) in x.iter().enumerate() {
                if let Some(v) = atb.get_mut(i) {
                    *v += xi * t;
                }
                for (j, xj) in x.iter().enumerate() {
                    if let Some(v) = ata.get_mut(i).and_then(|r| r.get_mut(j)) {
                        *v += xi * xj;
                    }
                }
            }
        }
        solve_n(&mut ata, &mut atb)?;
        *rows.get_mut(axis)? = atb;
    }
    let a = [rows[0][0], rows[0][1], rows[0][2]];
    let b = [rows[1][0], rows[1][1], rows[1][2]];
    let na = norm(a);
    let nb = norm(b);
    if na < 1e-12 || nb < 1e-12 {
        return None;
    }
    let r1 = a.map(|x| x / na);
    let d = dot(r1, b);
    let b2 = [b[0] - d * r1[0], b[1] - d * r1[1], b[2] - d * r1[2]];
    let nb2 = norm(b2);
    if nb2 < 1e-12 {
        return None;
    }
    let r2 = b2.map(|x| x / nb2);
    let r3 = cross(r1, r2);
    let scale = (na + nb) / 2.0; // = H / depth
    let h = 256.0;
    let tz = h / scale;
    let centre =
        samples.iter().fold([0.0; 3], |acc, (p, _)| [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]]);
    let n = samples.len() as f64;
    let centre = centre.map(|x| x / n);
    let rot = [r1, r2, r3];
    // Put the model centre at depth tz on the axis; OFX/OFY from the affine offsets.
    let rc = mul_v(&rot, centre);
    let ofx = rows[0][3] + dot(a, centre) - scale * 0.0;
    let ofy = rows[1][3] + dot(b, centre);
    Some(Camera {
        rotation: rot,
        translation: [-rc[0], -rc[1], tz - rc[2]],
        h,
        ofx,
        ofy,
        source: "fitted",
    })
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn norm(a: [f64; 3]) -> f64 {
    dot(a, a).sqrt()
}

fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
