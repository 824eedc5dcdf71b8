//! The map files (`.mtd` textures, `.mmd` models) of each event group on the synthetic disc.
//!
//! Placeholders for now: the right S3Extract signatures, a CLUT and an LZ texture in each
//! `.mtd`; the maps issue replaces them with real maps (pieces, placements, walk meshes) and the
//! published pairing situations.

use crate::content;
use crate::rng::Rng;

/// One file of an event group's maps.
pub struct MapFile {
    /// The bytes.
    pub data: Vec<u8>,
    /// `.mtd`, `.mmd`, or `.dat` for an unrelated file placed between them.
    pub ext: &'static str,
    /// What it is meant to be, for tests (e.g. `map:12:mtd`).
    pub tag: Option<String>,
}

/// The map files of event group `id`, in disc order.
pub fn event_group(seed: u64, full: bool, id: u64, r: &mut Rng) -> Vec<MapFile> {
    let mut out = Vec::new();
    // About 2 map textures for every 3 events and a model for every 2 (the NA index has
    // 292 .mtd and 245 .mmd among 4,934 entries); an unrelated file sometimes between.
    if r.below(3) != 0 {
        let sz = if full { 8 * r.range(4000, 12000) as usize } else { 4096 };
        out.push(MapFile { data: content::mtd_placeholder(seed, id, sz), ext: ".mtd", tag: None });
    }
    if r.below(5) == 0 {
        out.push(MapFile { data: content::dat(seed, 50_000 + id, 2048), ext: ".dat", tag: None });
    }
    if r.below(9) < 5 {
        let sz = if full { 8 * r.range(3000, 9000) as usize } else { 4096 };
        out.push(MapFile { data: content::mmd_placeholder(seed, id, sz), ext: ".mmd", tag: None });
    }
    out
}
