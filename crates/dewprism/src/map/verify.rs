//! Landing and domain checks on map face records, and the per-disc map report for
//! `dewrip verify`.
//!
//! **[published]** for characters: every record stream ends 0–3 bytes before the next
//! structure, and a wrong record length shows up as out-of-domain values further on. Maps share
//! the dispatch, so the same checks apply to every piece's stream [provisional for maps].

use crate::conventions::Conventions;

use super::pair::{pair, Pairing};
use super::{mmd, mtd};
use sqfs::sniff::Kind;

pub use crate::records::{Problem, MAX_PAD};

/// One piece's record stream, walked (the shared walker's result).
pub type StreamWalk = crate::records::Walk;

/// One map's checks.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MapCheck {
    /// The `.mmd` entry.
    pub mmd: u32,
    /// The paired `.mtd` entry, if any.
    pub mtd: Option<u32>,
    /// Pieces in the header.
    pub pieces: usize,
    /// Pieces whose stream landed with no domain problem.
    pub landed: usize,
    /// Padding after each landed stream (0–3), in piece order; `None` where it failed.
    pub padding: Vec<Option<usize>>,
    /// Tile references (textured faces) and how many the paired `.mtd` defines.
    pub tile_refs: usize,
    /// Covered tile references.
    pub covered: usize,
    /// Problems, one line each (first stream problem per piece, placement, walk mesh, textures).
    pub problems: Vec<String>,
}

impl MapCheck {
    /// True when every check passed.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.mtd.is_some()
    }
}

/// The maps part of `dewrip verify`: pairing plus one check per `.mmd`.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MapReport {
    /// The pairing (coverage of every pair, shared bases, unpaired).
    pub pairing: Pairing,
    /// One check per `.mmd`, in entry order.
    pub maps: Vec<MapCheck>,
}

/// The one-glance summary of a [`MapReport`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MapSummary {
    /// `.mmd` files checked.
    pub maps: usize,
    /// Maps whose every check passed.
    pub passed: usize,
    /// Paired `.mmd` files.
    pub paired: usize,
    /// Unpaired `.mmd` files.
    pub unpaired: usize,
    /// Distinct `.mmd` contents among the paired.
    pub unique_maps: usize,
    /// Pairs whose `.mtd` directly precedes the `.mmd` (published: 237 of 318).
    pub adjacent: usize,
    /// Maps sharing an earlier base map's `.mtd`.
    pub shared_base: usize,
    /// Piece streams that landed with 0–3 bytes of padding.
    pub landed: usize,
    /// All piece streams.
    pub pieces: usize,
    /// Lowest coverage among the pairs (1.0 without pairs).
    pub min_coverage: f64,
}

impl MapReport {
    /// The summary line's numbers.
    pub fn summary(&self) -> MapSummary {
        let (landed, pieces) = self.landed();
        MapSummary {
            maps: self.maps.len(),
            passed: self.passed(),
            paired: self.pairing.rows.len(),
            unpaired: self.pairing.unpaired.len(),
            unique_maps: self.pairing.unique_maps,
            adjacent: self.pairing.adjacent(),
            shared_base: self.pairing.shared(),
            landed,
            pieces,
            min_coverage: self.pairing.rows.iter().map(|r| r.coverage).fold(1.0, f64::min),
        }
    }

    /// Maps whose every check passed.
    pub fn passed(&self) -> usize {
        self.maps.iter().filter(|m| m.ok()).count()
    }

    /// Piece streams that landed, and all piece streams.
    pub fn landed(&self) -> (usize, usize) {
        self.maps
            .iter()
            .fold((0, 0), |(a, b), m| (a.saturating_add(m.landed), b.saturating_add(m.pieces)))
    }
}

/// Checks one `.mmd` (and its paired `.mtd`, if any) through `conv`: every piece's stream
/// landing and vertex domain, placement and walk-mesh domains, and the `.mtd`'s textures and
/// tile coverage.
pub fn check(
    mmd_index: u32,
    mmd: &[u8],
    mtd: Option<(u32, &[u8])>,
    conv: &Conventions,
) -> MapCheck {
    let mut c = MapCheck {
        mmd: mmd_index,
        mtd: mtd.map(|m| m.0),
        pieces: 0,
        landed: 0,
        padding: Vec::new(),
        tile_refs: 0,
        covered: 0,
        problems: Vec::new(),
    };
    match mmd::walk_pieces(mmd, conv) {
        Ok(walks) => {
            c.pieces = walks.len();
            for (i, w) in walks.iter().enumerate() {
                match &w.problem {
                    None => {
                        c.landed = c.landed.saturating_add(1);
                        c.padding.push(Some(w.next.saturating_sub(w.end)));
                    }
                    Some(p) => {
                        c.padding.push(None);
                        c.problems.push(format!("piece {i}: {p}"));
                    }
                }
            }
        }
        Err(e) => c.problems.push(format!(".mmd: {e}")),
    }
    match mmd::read(mmd, conv) {
        Ok(m) => {
            if let Some((_, t)) = mtd {
                match mtd::read(t, conv) {
                    Ok(t) => {
                        for id in m.tile_refs() {
                            c.tile_refs = c.tile_refs.saturating_add(1);
                            if t.tile(id).is_some() {
                                c.covered = c.covered.saturating_add(1);
                            }
                        }
                    }
                    Err(e) => c.problems.push(format!(".mtd: {e}")),
                }
            }
        }
        // Stream problems are already listed; report what else failed.
        Err(super::MapError::Stream { .. }) => {}
        Err(e) => c.problems.push(format!(".mmd: {e}")),
    }
    if mtd.is_none() {
        c.problems.push("no .mtd covers this map's tile references (unpaired)".into());
    }
    c
}

/// Pairs every `.mmd` among `files` (entry index, kind, bytes; any kinds, in disc order) and
/// checks each with its `.mtd`, with the built-in record layout.
pub fn verify(files: &[(u32, Kind, &[u8])], conv: &Conventions) -> MapReport {
    let pairing = pair(files, conv);
    let bytes = |i: u32| files.iter().find(|f| f.0 == i).map(|f| f.2);
    let maps = files
        .iter()
        .filter(|f| f.1 == Kind::Mmd)
        .map(|&(i, _, data)| {
            let mtd = pairing
                .rows
                .iter()
                .find(|r| r.mmd == i)
                .and_then(|r| bytes(r.mtd).map(|b| (r.mtd, b)));
            check(i, data, mtd, conv)
        })
        .collect();
    MapReport { pairing, maps }
}
