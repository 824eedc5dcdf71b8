//! Pairing `.mmd` files with their `.mtd` textures by the published rule.
//!
//! **[published]** Pairs are not recorded on the disc. Usually the `.mtd` directly precedes its
//! `.mmd` (237 of 318), some have other files between, and event variants without an `.mtd`
//! share an earlier base map's textures. The rule that converted all 141 unique maps: walk back
//! from the `.mmd` and take the first `.mtd` whose tiles cover ≥ 95 % of the `.mmd`'s tile
//! references. A reference is one textured face record's tile ID; it is covered when the
//! `.mtd`'s tile table defines that ID [provisional: what "cover" counts].

use std::collections::HashMap;

use sqfs::sniff::Kind;

use super::{mmd, mtd};
use crate::conventions::Conventions;

/// The published coverage threshold **[published: ≥ 95 %]**.
pub const COVERAGE_THRESHOLD: f64 = 0.95;

/// One paired map.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PairRow {
    /// The `.mmd` entry.
    pub mmd: u32,
    /// The `.mtd` entry chosen.
    pub mtd: u32,
    /// Covered references / references (1.0 for a map without textured faces).
    pub coverage: f64,
    /// Tile references of the `.mmd`.
    pub refs: usize,
    /// References the `.mtd` covers.
    pub covered: usize,
    /// The `.mtd` directly precedes the `.mmd`.
    pub adjacent: bool,
    /// `.mtd` files passed over walking back (covering < 95 %).
    pub skipped: usize,
    /// The `.mtd` was already paired with an earlier `.mmd`: this map shares a base map's
    /// textures (an event variant, or a second copy of the model alone).
    pub shared_base: bool,
    /// The first `.mmd` with identical bytes, if this one is a copy.
    pub dup_of: Option<u32>,
    /// Pieces.
    pub pieces: usize,
    /// Placements.
    pub placements: usize,
    /// Walk-mesh faces.
    pub walk_faces: usize,
}

/// An `.mmd` that no `.mtd` covers, or that does not read.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Unpaired {
    /// The `.mmd` entry.
    pub mmd: u32,
    /// Why.
    pub reason: String,
    /// The best-covering earlier `.mtd` and its coverage, if any.
    pub best: Option<(u32, f64)>,
}

/// The pairing of a disc's maps.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Pairing {
    /// One row per paired `.mmd`, in entry order.
    pub rows: Vec<PairRow>,
    /// `.mmd` files left unpaired, in entry order.
    pub unpaired: Vec<Unpaired>,
    /// Distinct `.mmd` contents among the paired rows.
    pub unique_maps: usize,
    /// `.mtd` files read (their tile tables parse).
    pub mtd_files: usize,
}

impl Pairing {
    /// Rows whose `.mtd` directly precedes them.
    pub fn adjacent(&self) -> usize {
        self.rows.iter().filter(|r| r.adjacent).count()
    }

    /// Rows sharing an earlier map's `.mtd`.
    pub fn shared(&self) -> usize {
        self.rows.iter().filter(|r| r.shared_base).count()
    }
}

/// Coverage of sorted `refs` ((ID, count) pairs) by the sorted ID list `ids`.
fn covered(refs: &[(u16, usize)], ids: &[u16]) -> usize {
    refs.iter().filter(|(id, _)| ids.binary_search(id).is_ok()).map(|&(_, n)| n).sum()
}

/// Pairs every `.mmd` among `files` (entry index, kind, bytes; any kinds, in disc order —
/// only `Kind::Mtd` and `Kind::Mmd` are looked at) with the first earlier `.mtd` covering
/// ≥ 95 % of its tile references.
pub fn pair(files: &[(u32, Kind, &[u8])], conv: &Conventions) -> Pairing {
    let mut mtds: Vec<(u32, Vec<u16>)> = Vec::new();
    let mut rows = Vec::new();
    let mut unpaired = Vec::new();
    let mut used: HashMap<u32, u32> = HashMap::new();
    let mut first_copy: HashMap<&[u8], u32> = HashMap::new();
    let mut files: Vec<&(u32, Kind, &[u8])> = files.iter().collect();
    files.sort_by_key(|f| f.0);
    for &&(index, kind, data) in &files {
        match kind {
            Kind::Mtd => {
                if let Ok(ids) = mtd::tile_ids(data, conv) {
                    mtds.push((index, ids));
                }
            }
            Kind::Mmd => {
                let m = match mmd::read(data, conv) {
                    Ok(m) => m,
                    Err(e) => {
                        unpaired.push(Unpaired {
                            mmd: index,
                            reason: format!("does not read as a map: {e}"),
                            best: None,
                        });
                        continue;
                    }
                };
                let mut hist: HashMap<u16, usize> = HashMap::new();
                for id in m.tile_refs() {
                    let n = hist.entry(id).or_insert(0);
                    *n = n.saturating_add(1);
                }
                let mut refs: Vec<(u16, usize)> = hist.into_iter().collect();
                refs.sort_unstable();
                let total: usize = refs.iter().map(|r| r.1).sum();
                let cov = |c: usize| if total == 0 { 1.0 } else { c as f64 / total as f64 };
                let mut best: Option<(u32, f64)> = None;
                let mut found = None;
                for (skipped, (mi, ids)) in mtds.iter().rev().enumerate() {
                    let c = covered(&refs, ids);
                    if cov(c) >= COVERAGE_THRESHOLD {
                        found = Some((*mi, c, skipped));
                        break;
                    }
                    if best.is_none_or(|b| cov(c) > b.1) {
                        best = Some((*mi, cov(c)));
                    }
                }
                let Some((mi, c, skipped)) = found else {
                    unpaired.push(Unpaired {
                        mmd: index,
                        reason: if mtds.is_empty() {
                            "no .mtd precedes it".into()
                        } else {
                            "no earlier .mtd covers 95 % of its tile references".into()
                        },
                        best,
                    });
                    continue;
                };
                let shared_base = used.contains_key(&mi);
                used.entry(mi).or_insert(index);
                let dup_of = match first_copy.get(data) {
                    Some(&f) => Some(f),
                    None => {
                        first_copy.insert(data, index);
                        None
                    }
                };
                rows.push(PairRow {
                    mmd: index,
                    mtd: mi,
                    coverage: cov(c),
                    refs: total,
                    covered: c,
                    adjacent: mi.checked_add(1) == Some(index),
                    skipped,
                    shared_base,
                    dup_of,
                    pieces: m.pieces.len(),
                    placements: m.placements.len(),
                    walk_faces: m.walk.faces.len(),
                });
            }
            _ => {}
        }
    }
    Pairing { unique_maps: first_copy.len(), rows, unpaired, mtd_files: mtds.len() }
}

/// Bytes S3Extract's tests look at, enough to tell `.mtd` and `.mmd` files apart from everything
/// tested before them.
const SNIFF_LEN: u64 = 0x24;

/// The `.mtd` and `.mmd` files of a volume, in entry order, with their bytes (borrowed on ISO
/// images, copied on raw ones) — the input of [`pair`] and [`super::verify()`]. Kinds come from
/// `sqfs::sniff` on each file's first 0x24 bytes (every test before `.mmd` in S3Extract's order
/// looks only there). A file that cannot be read is returned in the second list.
#[allow(clippy::type_complexity)]
pub fn disc_files(
    vol: &sqfs::volume::Volume,
) -> (Vec<(u32, Kind, std::borrow::Cow<'_, [u8]>)>, Vec<(u32, String)>) {
    let mut files = Vec::new();
    let mut errors = Vec::new();
    // Each head read maps pages around it: they are handed back as the pass goes, so a pass
    // over a whole image keeps a small resident set (the bytes kept are copies or re-read).
    let mut release = vol.releaser();
    for e in vol.table.entries.iter().filter(|e| e.is_file()) {
        release.add(e);
        let head_len = usize::try_from(e.size.min(SNIFF_LEN)).unwrap_or(0);
        let kind = match vol.disc.read(e.lba, 0, head_len) {
            Ok(h) => sqfs::sniff::sniff(&h),
            Err(err) => {
                errors.push((e.index, err.to_string()));
                continue;
            }
        };
        if !matches!(kind, Kind::Mtd | Kind::Mmd) {
            continue;
        }
        match vol.file_bytes(e) {
            Ok(b) => files.push((e.index, kind, b)),
            Err(err) => errors.push((e.index, err.to_string())),
        }
    }
    (files, errors)
}
