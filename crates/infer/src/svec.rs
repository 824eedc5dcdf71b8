//! SVECTORs: 8-byte vertices (i16 x, y, z, u16 pad 0) **[public: PsyQ]** — where they can be,
//! and how many follow a position; or, under the hypothesis a sample's `vertex` names, 6-byte
//! vertices (three i16, no pad word) **[provisional]**.

use container::Width;

use crate::file::Sample;

pub use crate::file::{PACKED, SVECTOR};

/// Largest vertex coordinate accepted (GTE units).
pub const MAX_COORD: i64 = 16384;

/// Whether a vertex (an SVECTOR, or a packed one: [`Sample::vertex`]) can sit at `at` in `s`.
pub fn valid(s: &Sample<'_>, at: usize) -> bool {
    if s.vertex >= SVECTOR {
        let Some(pad) = s.word(at.saturating_add(6), Width::U16) else { return false };
        if pad != 0 {
            return false;
        }
    }
    (0usize..3).all(|i| {
        s.word(at.saturating_add(i.saturating_mul(2)), Width::I16)
            .is_some_and(|v| v.abs() <= MAX_COORD)
    })
}

/// Valid vertices from `at` on (at most `max`).
pub fn run(s: &Sample<'_>, at: usize, max: usize) -> usize {
    (0..max).take_while(|&i| valid(s, at.saturating_add(i.saturating_mul(s.vertex)))).count()
}

/// One in 1.3.12 fixed point **[public: PsyQ]**: a unit normal's length.
pub const ONE: i64 = 4096;

/// Whether the `n` SVECTORs at `at` are all unit normals (length 4096 within 4 %), as a
/// TMD object's normal array is: an array of vertices is not one. Fewer than 3 say nothing.
pub fn normals(s: &Sample<'_>, at: usize, n: usize) -> bool {
    const LO: i64 = (ONE * 96 / 100).pow(2);
    const HI: i64 = (ONE * 104 / 100).pow(2);
    n >= 3
        && (0..n).all(|i| {
            let v = at.saturating_add(i.saturating_mul(s.vertex));
            let c = |k: usize| s.word(v.saturating_add(k), Width::I16).unwrap_or(0);
            let l = [0, 2, 4].iter().fold(0i64, |a, &k| a.saturating_add(c(k).saturating_pow(2)));
            (LO..=HI).contains(&l)
        })
}

#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
#[cfg(test)]
mod tests {
    use super::*;

    fn svecs(v: &[[i16; 3]]) -> Vec<u8> {
        v.iter().flat_map(|c| c.iter().chain(&[0]).flat_map(|x| x.to_le_bytes())).collect()
    }

    /// Unit normals in 1.3.12 are told from vertices; fewer than three say nothing.
    #[test]
    fn normals_are_unit_length_vectors() {
        let n = svecs(&[[0, 4096, 0], [2896, 0, -2896], [-4096, 0, 0]]);
        assert!(normals(&Sample::new("n", &n), 0, 3));
        assert!(!normals(&Sample::new("n", &n), 0, 2));
        let v = svecs(&[[0, 57, 0], [-57, 0, 0], [300, 4000, 20]]);
        assert!(!normals(&Sample::new("v", &v), 0, 3));
    }

    /// Packed vertices (no pad word) are read 6 bytes apart, under the hypothesis only; a
    /// coordinate out of range still ends the run.
    #[test]
    fn packed_vertices_have_no_pad_word() {
        let v: Vec<u8> = [[10i16, -20, 30], [40, 50, -60], [7, 8, 9], [20000, 0, 0]]
            .iter()
            .flat_map(|c| c.iter().flat_map(|x| x.to_le_bytes()))
            .collect();
        let mut s = Sample::new("packed", &v);
        assert_eq!(run(&s, 0, 4), 0, "read as SVECTORs, -20 is no pad word");
        s.vertex = PACKED;
        assert_eq!(run(&s, 0, 4), 3);
        assert_eq!(run(&s, 6, 4), 2);
    }
}
