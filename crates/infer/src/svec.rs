//! SVECTORs: 8-byte vertices (i16 x, y, z, u16 pad 0) **[public: PsyQ]** — where they can be,
//! and how many follow a position.

use container::Width;

use crate::file::Sample;

/// Largest vertex coordinate accepted (GTE units).
pub const MAX_COORD: i64 = 16384;

/// Whether an SVECTOR can sit at `at` in `s`.
pub fn valid(s: &Sample<'_>, at: usize) -> bool {
    let Some(pad) = s.word(at.saturating_add(6), Width::U16) else { return false };
    if pad != 0 {
        return false;
    }
    (0usize..3).all(|i| {
        s.word(at.saturating_add(i.saturating_mul(2)), Width::I16)
            .is_some_and(|v| v.abs() <= MAX_COORD)
    })
}

/// Valid SVECTORs from `at` on (at most `max`).
pub fn run(s: &Sample<'_>, at: usize, max: usize) -> usize {
    (0..max).take_while(|&i| valid(s, at.saturating_add(i.saturating_mul(8)))).count()
}
