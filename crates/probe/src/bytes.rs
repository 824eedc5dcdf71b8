//! Little helpers shared by the detectors: bounds-checked reads and the candidate type.

use crate::{Detail, RegionKind};

/// u8 at `p`.
pub(crate) fn u8_at(b: &[u8], p: usize) -> Option<u8> {
    b.get(p).copied()
}

/// Little-endian u16 at `p`.
pub(crate) fn u16_at(b: &[u8], p: usize) -> Option<u16> {
    let s = b.get(p..p.checked_add(2)?)?;
    Some(u16::from_le_bytes(s.try_into().ok()?))
}

/// Little-endian i16 at `p`.
pub(crate) fn i16_at(b: &[u8], p: usize) -> Option<i16> {
    let s = b.get(p..p.checked_add(2)?)?;
    Some(i16::from_le_bytes(s.try_into().ok()?))
}

/// Little-endian u32 at `p`.
pub(crate) fn u32_at(b: &[u8], p: usize) -> Option<u32> {
    let s = b.get(p..p.checked_add(4)?)?;
    Some(u32::from_le_bytes(s.try_into().ok()?))
}

/// `p` rounded up to a multiple of 4 (saturating).
pub(crate) fn align4(p: usize) -> usize {
    p.checked_next_multiple_of(4).unwrap_or(usize::MAX)
}

/// True when every byte of `b[from..to]` is zero (an empty or out-of-range span is not).
pub(crate) fn all_zero(b: &[u8], from: usize, to: usize) -> bool {
    b.get(from..to).is_some_and(|s| s.iter().all(|&x| x == 0))
}

/// The members of `set` in `lo..hi` (none when `lo >= hi`; `BTreeSet::range` would panic).
pub(crate) fn between(
    set: &std::collections::BTreeSet<usize>,
    lo: usize,
    hi: usize,
) -> impl Iterator<Item = &usize> {
    let r = if lo < hi { Some(set.range(lo..hi)) } else { None };
    r.into_iter().flatten()
}

/// A detector's proposal: a region and how much evidence backs it (higher wins overlaps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Cand {
    pub start: usize,
    pub end: usize,
    pub kind: RegionKind,
    /// Strength of evidence, see `docs/formats/probe.md` ("Overlaps").
    pub strength: u8,
    pub detail: Detail,
}

/// Strengths (higher wins an overlap) **[provisional]**, documented in `probe.md`.
pub(crate) mod strength {
    /// A strict LZ decode (no pre-start references) to its declared size.
    pub const LZ_STRICT: u8 = 100;
    /// The skeleton magic with a node table whose count field matches.
    pub const SKELETON_COUNTED: u8 = 95;
    /// The skeleton magic with a node table and no count field.
    pub const SKELETON: u8 = 85;
    /// A record run named by a pointer word that lands 0–3 bytes before a boundary.
    pub const RECORDS_REFERENCED: u8 = 80;
    /// An unreferenced long record run that lands.
    pub const RECORDS_LANDED: u8 = 75;
    /// A weak LZ blob (pre-start references) named by a pointer word and landing.
    pub const LZ_WEAK: u8 = 70;
    /// Two or more palettes at one stride.
    pub const CLUT_TABLE: u8 = 60;
    /// A long vertex run, or a referenced one.
    pub const VERTICES: u8 = 55;
    /// One or two SVECTORs a pointer names.
    pub const VERTICES_FEW: u8 = 45;
    /// A long record run that ends at a break.
    pub const RECORDS_BREAK: u8 = 50;
    /// A lone palette that passes the cleanliness test (beats the tail of a broken record run).
    pub const CLUT_LONE_CLEAN: u8 = 52;
    /// A lone palette.
    pub const CLUT_LONE: u8 = 30;
}
