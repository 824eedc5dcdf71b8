//! Rotation builders, found by running them: which function turns three angles into a
//! rotation matrix, and in which order it multiplies the axis rotations.
//!
//! PsyQ's `RotMatrix(SVECTOR *r, MATRIX *m)` builds `Rx·Ry·Rz` (Z applied first to a column
//! vector); `RotMatrixYXZ`, `RotMatrixZYX` and friends build the other orders **[public:
//! PsyQ libgte]**. Which one a game uses is a fact of its EXE (field notes §7, §12). Every
//! discovered function is called with probe angles and judged by what it writes, to a
//! `MATRIX` in memory (nine `i16` at the output pointer, 1.3.12 fixed point) or to the GTE
//! rotation registers (control 0–4):
//!
//! 1. angles (0, 0, 0) must give the identity;
//! 2. one angle at a time must give a rotation about that axis alone (that axis's row and
//!    column are the unit vector, the other 2×2 block has determinant 1) — these are the
//!    routine's *own* axis matrices, whatever its sign conventions;
//! 3. all three angles at once must equal one of the six products of those axis matrices,
//!    clearly better than every other order, for two different angle triples.
//!
//! The product is named in terms of the routine's own axis matrices (`RxRyRz` = `Rx·Ry·Rz`).
//! Matrix products, scalers, sine-table readers and everything else fail one of the probes
//! and are not listed. Angles are tried as an `SVECTOR` (i16 ×4) and as a `VECTOR` (i32 ×4),
//! the angle pointer as the first or the second argument. **[provisional]**: the tolerances
//! below, and that a builder takes (angles, matrix) pointers — a builder taking angles in
//! registers is not found.

use rayon::prelude::*;

use super::{returned, Probe, RoutineError};

/// Instructions one probe call may take.
pub const PROBE_BUDGET: u64 = 200_000;
/// Largest difference (in 1/4096) between the routine's matrix and the product of its axis
/// matrices for the product to be accepted **[provisional]**.
pub const TOLERANCE: i32 = 24;
/// The next-best order must be at least this far off **[provisional]**.
pub const MARGIN: i32 = 64;
/// How many calls deep the multiply of a builder may sit (builder → product → helper).
pub const CALL_DEPTH: usize = 3;
/// Fixed point one.
const ONE: i32 = 4096;
/// Probe angles (4096 = 360°): 30°, 40°, 50°, then a second triple.
const PROBES: [[i32; 3]; 2] = [[341, 455, 569], [3000, 1234, 777]];
/// A value no rotation entry can have, written where the output is expected.
const SENTINEL: u16 = 0x5555;

/// An axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Axis {
    /// X.
    X,
    /// Y.
    Y,
    /// Z.
    Z,
}

impl Axis {
    const ALL: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];

    fn index(self) -> usize {
        match self {
            Axis::X => 0,
            Axis::Y => 1,
            Axis::Z => 2,
        }
    }

    fn letter(self) -> char {
        match self {
            Axis::X => 'x',
            Axis::Y => 'y',
            Axis::Z => 'z',
        }
    }
}

/// A product of the three axis rotations, left to right as written (`RxRyRz` = `Rx·Ry·Rz`,
/// so the right-most is applied first to a column vector).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Product(pub [Axis; 3]);

impl Product {
    /// The six orders.
    pub const ALL: [Product; 6] = [
        Product([Axis::X, Axis::Y, Axis::Z]),
        Product([Axis::X, Axis::Z, Axis::Y]),
        Product([Axis::Y, Axis::X, Axis::Z]),
        Product([Axis::Y, Axis::Z, Axis::X]),
        Product([Axis::Z, Axis::X, Axis::Y]),
        Product([Axis::Z, Axis::Y, Axis::X]),
    ];

    /// `RxRyRz` and so on.
    pub fn name(self) -> String {
        self.0.iter().map(|a| format!("R{}", a.letter())).collect()
    }

    /// Parses `RxRyRz`-style names (any case), or the three axis letters (`xyz`).
    pub fn parse(s: &str) -> Option<Product> {
        let letters: String =
            s.to_ascii_lowercase().chars().filter(|c| matches!(c, 'x' | 'y' | 'z')).collect();
        Product::ALL
            .into_iter()
            .find(|p| p.0.iter().map(|a| a.letter()).collect::<String>() == letters)
    }
}

impl serde::Serialize for Product {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

/// Where a builder puts its matrix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Output {
    /// Nine `i16` at the matrix pointer (a PsyQ `MATRIX`).
    Matrix,
    /// The GTE rotation matrix (control registers 0–4).
    Gte,
}

/// How the angles are passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Angles {
    /// `SVECTOR` (i16 vx, vy, vz, pad).
    Svector,
    /// `VECTOR` (i32 vx, vy, vz, pad).
    Vector,
}

/// A rotation builder found by running it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Builder {
    /// Function start.
    #[serde(serialize_with = "crate::hex")]
    pub function: u32,
    /// The order of its product.
    pub product: Product,
    /// Where it writes the matrix.
    pub output: Output,
    /// How it takes the angles.
    pub angles: Angles,
    /// Which argument (0 = `$a0`) is the angle pointer.
    pub angle_arg: u8,
    /// Largest difference (1/4096) between its matrix and the product, over the probes.
    pub error: i32,
    /// Difference of the next-best order.
    pub next_best: i32,
}

/// What [`find_builders`] reports.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RotationReport {
    /// The builders, by address.
    pub builders: Vec<Builder>,
    /// Functions called with the probes (those that multiply or load the GTE rotation, in
    /// themselves or in what they call).
    pub probed: usize,
    /// Functions discovered in the text.
    pub functions: usize,
}

impl RotationReport {
    /// The builder whose order is the EXE's: the first, when every builder found has the same
    /// product; `None` when none was found or they disagree ([`RotationReport::products`]).
    pub fn chosen(&self) -> Option<&Builder> {
        let first = self.builders.first()?;
        self.builders.iter().all(|b| b.product == first.product).then_some(first)
    }

    /// The distinct products of the builders found, sorted by name.
    pub fn products(&self) -> Vec<String> {
        let mut p: Vec<String> = self.builders.iter().map(|b| b.product.name()).collect();
        p.sort();
        p.dedup();
        p
    }
}

type Mat = [[i32; 3]; 3];

/// Calls every discovered function of `exe` with the probes and returns those that build
/// rotation matrices, with their product.
pub fn find_builders(exe: &[u8]) -> Result<RotationReport, RoutineError> {
    let probe = Probe::new(exe)?;
    let img = mips::ExeImage::parse(exe)?;
    // A rotation multiplies (or loads the GTE's rotation registers), itself or in a helper
    // it calls: the other functions cannot pass the probes and are not called.
    let own = super::any_insn(&img, &probe.functions, |i| {
        let mult = i.op() == 0 && matches!(i.funct(), 0x18 | 0x19);
        let ctc2 = i.op() == 0x12 && i.rs() == 6 && i.rd() <= 4;
        mult || ctc2
    });
    let reach = super::reaches(&img, &probe.functions, &own, CALL_DEPTH);
    let starts: Vec<u32> =
        probe.functions.iter().zip(&reach).filter(|(_, r)| **r).map(|(f, _)| f.start).collect();
    let mut builders: Vec<Builder> = starts.par_iter().filter_map(|&f| judge(&probe, f)).collect();
    builders.sort_by_key(|b| b.function);
    Ok(RotationReport { builders, probed: starts.len(), functions: probe.functions.len() })
}

/// Calls the function at `f` with every probe; `Some` when it is a rotation builder.
pub fn judge(probe: &Probe, f: u32) -> Option<Builder> {
    for angle_arg in [0u8, 1] {
        // Zero angles: the same bytes for both angle layouts.
        let Some((output, id)) = call(probe, f, Angles::Svector, angle_arg, [0; 3]) else {
            continue;
        };
        if !near(&id, &identity(), 2) {
            continue;
        }
        for angles in [Angles::Svector, Angles::Vector] {
            if let Some(b) = orders(probe, f, angles, angle_arg, output) {
                return Some(b);
            }
        }
    }
    None
}

/// With the argument convention fixed: the axis matrices, then the product.
fn orders(probe: &Probe, f: u32, angles: Angles, angle_arg: u8, output: Output) -> Option<Builder> {
    let mut worst = 0i32;
    let mut next_best = i32::MAX;
    let mut found: Option<Product> = None;
    for triple in PROBES {
        let mut axes: [Mat; 3] = [identity(); 3];
        for (axis, slot) in Axis::ALL.into_iter().zip(axes.iter_mut()) {
            let mut one = [0i32; 3];
            let i = axis.index();
            *one.get_mut(i)? = *triple.get(i)?;
            let (out, m) = call(probe, f, angles, angle_arg, one)?;
            if out != output || !about_axis(&m, i) {
                return None;
            }
            *slot = m;
        }
        let (out, m) = call(probe, f, angles, angle_arg, triple)?;
        if out != output {
            return None;
        }
        let mut scored: Vec<(i32, Product)> = Product::ALL
            .into_iter()
            .map(|p| {
                let [a, b, c] = p.0.map(|ax| axes.get(ax.index()).copied().unwrap_or_default());
                (max_diff(&mul(&a, &mul(&b, &c)), &m), p)
            })
            .collect();
        scored.sort_by_key(|(e, _)| *e);
        let (best, p) = *scored.first()?;
        let second = scored.get(1).map_or(i32::MAX, |s| s.0);
        if best > TOLERANCE || second < best.saturating_add(MARGIN) {
            return None;
        }
        if found.is_some_and(|q| q != p) {
            return None;
        }
        found = Some(p);
        worst = worst.max(best);
        next_best = next_best.min(second);
    }
    Some(Builder {
        function: f,
        product: found?,
        output,
        angles,
        angle_arg,
        error: worst,
        next_best,
    })
}

/// One probe call: angles at the arena start, the matrix slot (filled with a sentinel) 0x100
/// further, the GTE rotation registers set to the sentinel. `None` when the call does not
/// return or writes no complete matrix to either place.
fn call(
    probe: &Probe,
    f: u32,
    angles: Angles,
    angle_arg: u8,
    v: [i32; 3],
) -> Option<(Output, Mat)> {
    let mut m = probe.machine();
    let a_ptr = probe.at(0);
    let m_ptr = probe.at(0x100);
    let mut bytes = Vec::with_capacity(16);
    for x in v.into_iter().chain([0]) {
        match angles {
            Angles::Svector => bytes.extend_from_slice(&(x as i16).to_le_bytes()),
            Angles::Vector => bytes.extend_from_slice(&x.to_le_bytes()),
        }
    }
    m.write_bytes(a_ptr, &bytes).ok()?;
    let sentinel: Vec<u8> = std::iter::repeat_n(SENTINEL.to_le_bytes(), 16).flatten().collect();
    m.write_bytes(m_ptr, &sentinel).ok()?;
    let s32 = u32::from(SENTINEL) * 0x1_0001;
    for r in 0..5 {
        m.gte_mut().write_control(r, s32);
    }
    let args = if angle_arg == 0 {
        [a_ptr, m_ptr, probe.at(0x200), probe.at(0x300)]
    } else {
        [m_ptr, a_ptr, probe.at(0x200), probe.at(0x300)]
    };
    let o = m.call(f, args, PROBE_BUDGET);
    if !returned(&o) {
        return None;
    }
    let raw = m.read_bytes(m_ptr, 18).ok()?;
    let halves: Vec<u16> =
        raw.chunks_exact(2).filter_map(|c| c.try_into().ok().map(u16::from_le_bytes)).collect();
    if halves.len() == 9 && halves.iter().all(|&h| h != SENTINEL) {
        return Some((Output::Matrix, to_mat(&halves)));
    }
    let g = m.gte();
    let c: Vec<u32> = (0..5).map(|r| g.read_control(r)).collect();
    if c.iter().all(|&w| w != s32) {
        let halves: Vec<u16> =
            c.iter().flat_map(|w| [(*w & 0xFFFF) as u16, (*w >> 16) as u16]).take(9).collect();
        return Some((Output::Gte, to_mat(&halves)));
    }
    None
}

fn to_mat(h: &[u16]) -> Mat {
    let mut m = [[0i32; 3]; 3];
    for (k, v) in h.iter().enumerate().take(9) {
        if let Some(slot) = m.get_mut(k / 3).and_then(|r| r.get_mut(k % 3)) {
            *slot = i32::from(*v as i16);
        }
    }
    m
}

fn identity() -> Mat {
    [[ONE, 0, 0], [0, ONE, 0], [0, 0, ONE]]
}

fn get(m: &Mat, i: usize, j: usize) -> i32 {
    m.get(i).and_then(|r| r.get(j)).copied().unwrap_or(0)
}

/// 1.3.12 product, `>> 12` per entry.
fn mul(a: &Mat, b: &Mat) -> Mat {
    let mut out = [[0i32; 3]; 3];
    for (i, row) in out.iter_mut().enumerate() {
        for (j, x) in row.iter_mut().enumerate() {
            // Entries are i16: the products and their sum fit an i64 with room to spare.
            let s = (0..3).fold(0i64, |acc, k| {
                acc.wrapping_add(i64::from(get(a, i, k)).wrapping_mul(i64::from(get(b, k, j))))
            });
            *x = (s >> 12) as i32;
        }
    }
    out
}

fn max_diff(a: &Mat, b: &Mat) -> i32 {
    let mut d = 0i32;
    for i in 0..3 {
        for j in 0..3 {
            d = d.max(get(a, i, j).saturating_sub(get(b, i, j)).saturating_abs());
        }
    }
    d
}

fn near(a: &Mat, b: &Mat, tol: i32) -> bool {
    max_diff(a, b) <= tol
}

/// A rotation about axis `i` alone, by a nonzero angle: row and column `i` are the unit
/// vector, the other 2×2 block has determinant ≈ 1 and is not the identity.
fn about_axis(m: &Mat, i: usize) -> bool {
    let unit = (0..3).all(|k| {
        let want = if k == i { ONE } else { 0 };
        get(m, i, k).wrapping_sub(want).abs() <= 2 && get(m, k, i).wrapping_sub(want).abs() <= 2
    });
    let others: Vec<usize> = (0..3).filter(|&k| k != i).collect();
    let (p, q) = match others.as_slice() {
        [p, q] => (*p, *q),
        _ => return false,
    };
    let e = |r, c| i64::from(get(m, r, c));
    let det = e(p, p).wrapping_mul(e(q, q)).wrapping_sub(e(p, q).wrapping_mul(e(q, p)));
    let one2 = i64::from(ONE).wrapping_mul(i64::from(ONE));
    let turned = get(m, p, p).wrapping_sub(ONE).abs() > 8;
    unit && turned && det.wrapping_sub(one2).abs() <= one2 / 100
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for p in Product::ALL {
            assert_eq!(Product::parse(&p.name()), Some(p));
        }
        assert_eq!(Product::parse("yxz").map(|p| p.name()), Some("RyRxRz".to_string()));
        assert_eq!(Product::parse("xy"), None);
    }
}
