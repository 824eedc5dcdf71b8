//! `dewrip maps`: every `.mmd` paired with its `.mtd` by the published rule (walk back, first
//! `.mtd` covering ≥ 95 % of the tile references), with coverage, shared bases and unpaired
//! maps.
use serde::Serialize;
use sqfs::sniff::Kind;

use crate::conventions::Conventions;
use crate::disc::Disc;

/// One paired `.mmd`.
#[derive(Debug, Serialize)]
pub struct Row {
    /// The `.mmd` entry.
    pub index: u32,
    /// Its `.mtd`.
    pub mtd: u32,
    /// Share of tile references the `.mtd` covers.
    pub coverage: f64,
    /// The `.mtd` is an earlier base map's.
    pub shared_base: bool,
    /// The `.mtd` directly precedes the `.mmd`.
    pub adjacent: bool,
    /// `.mtd` files skipped walking back.
    pub skipped: usize,
    /// First identical pair.
    pub dup_of: Option<u32>,
    /// Pieces.
    pub pieces: usize,
    /// Placements.
    pub placements: usize,
    /// Walk-mesh faces.
    pub walk_faces: usize,
    /// The map's name from `--names` tables — its own, else its folder's (null without one):
    /// `export` writes the map under `maps/NAME/`.
    pub name: Option<String>,
}

/// The `maps` report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// Where every convention came from.
    pub conventions: crate::conventions::Report,
    /// `.mmd` files.
    pub mmd_files: usize,
    /// `.mtd` files.
    pub mtd_files: usize,
    /// Distinct maps.
    pub unique_maps: usize,
    /// Pairs with the `.mtd` right before the `.mmd`.
    pub adjacent: usize,
    /// Pairs sharing a base map's `.mtd`.
    pub shared_base: usize,
    /// Every pair.
    pub maps: Vec<Row>,
    /// `.mmd` without a pair.
    pub unpaired: Vec<dewprism::map::Unpaired>,
    /// Map files that could not be read.
    pub read_errors: Vec<(u32, String)>,
}

/// Pairs the maps of a disc.
pub fn run(disc: &Disc, c: &Conventions) -> Report {
    // Names only when tables were given (a hashmap table needs every file hashed).
    let listing = (!disc.names.is_empty()).then(|| disc.listing(disc.hashmap_names, &crate::Quiet));
    let name = |index: u32| {
        let row = listing.as_ref().and_then(|l| l.rows.get(index as usize))?;
        let named = row.name.is_some() || row.path.contains('/');
        named.then(|| crate::select::map_name(row))
    };
    let (files, read_errors) = dewprism::map::disc_files(&disc.volume);
    let refs: Vec<(u32, Kind, &[u8])> =
        files.iter().map(|(i, k, b)| (*i, *k, b.as_ref())).collect();
    let p = dewprism::map::pair(&refs, c);
    let mmd_files = refs.iter().filter(|f| f.1 == Kind::Mmd).count();
    let maps = p
        .rows
        .iter()
        .map(|r| Row {
            index: r.mmd,
            mtd: r.mtd,
            coverage: r.coverage,
            shared_base: r.shared_base,
            adjacent: r.adjacent,
            skipped: r.skipped,
            dup_of: r.dup_of,
            pieces: r.pieces,
            placements: r.placements,
            walk_faces: r.walk_faces,
            name: name(r.mmd),
        })
        .collect();
    Report {
        conventions: c.report(),
        mmd_files,
        mtd_files: p.mtd_files,
        unique_maps: p.unique_maps,
        adjacent: p.adjacent(),
        shared_base: p.shared(),
        maps,
        unpaired: p.unpaired.clone(),
        read_errors,
    }
}
