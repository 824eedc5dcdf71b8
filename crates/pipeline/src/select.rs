//! The distinct characters and maps of a disc, their output names, and `--only` selections.
use std::collections::BTreeMap;

use rayon::prelude::*;
use sqfs::listing::{Listing, Row};
use sqfs::sniff::Kind;

use crate::conventions::Conventions;
use crate::disc::Disc;
use crate::error::{Error, Result};

/// The name a model's outputs go under: its table name without folder or extension, reduced to
/// `[A-Za-z0-9_-]` (at most 48), or the entry index (`4586`).
pub fn model_name(row: &Row) -> String {
    let stem = row.name.as_deref().map(|n| n.rsplit('/').next().unwrap_or(n)).unwrap_or("");
    let stem = stem.rsplit_once('.').map_or(stem, |(s, _)| s);
    clean_name(stem).unwrap_or_else(|| format!("{:04}", row.index))
}

/// The name a map's outputs go under: its table name like [`model_name`], else the last folder
/// the index table puts it in (S3Extract names a map by its folder: `3946,,.mtd,event/
/// CHRUCH_NIGHT`), else the entry index.
pub fn map_name(row: &Row) -> String {
    if row.name.is_none() && row.name_source == sqfs::names::NameSource::Index {
        let folder =
            row.path.rsplit_once('/').map(|(dir, _)| dir.rsplit('/').next().unwrap_or(dir));
        if let Some(name) = folder.and_then(clean_name) {
            return name;
        }
    }
    model_name(row)
}

/// `[A-Za-z0-9_-]` of a name, at most 48; `None` when nothing is left.
fn clean_name(s: &str) -> Option<String> {
    let clean: String = s
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
        .take(48)
        .collect();
    (!clean.is_empty()).then_some(clean)
}

/// One row per distinct character file (`.chr` with or without the magic): the first copy,
/// or a named copy when the first has no name. In directory order.
pub fn distinct_characters(listing: &Listing) -> Vec<&Row> {
    let mut best: BTreeMap<u32, &Row> = BTreeMap::new();
    for r in listing.rows.iter().filter(|r| !r.unused && r.size > 0) {
        if Kind::from_id(r.kind).map(|k| k.family()) != Some("chr") {
            continue;
        }
        best.entry(r.dup_of.unwrap_or(r.index))
            .and_modify(|b| {
                if b.name.is_none() && r.name.is_some() {
                    *b = r
                }
            })
            .or_insert(r);
    }
    best.into_values().collect()
}

/// One distinct paired map of a disc: its `.mmd` entry, name and the bytes of the pair.
pub struct MapJob {
    /// The `.mmd` entry.
    pub index: u32,
    /// Output name ([`map_name`] of the `.mmd` row).
    pub name: String,
    /// The `.mmd` bytes.
    pub mmd: Vec<u8>,
    /// The paired `.mtd` bytes.
    pub mtd: Vec<u8>,
}

impl MapJob {
    /// Decodes the pair into a scene.
    pub fn decode(&self, c: &Conventions) -> std::result::Result<scene::Model, String> {
        dewprism::map::decode(&self.mmd, &self.mtd, c, &self.name)
            .map_err(|e| format!("decode: {e}"))
    }
}

/// Every distinct paired map on the disc (the published walk-back pairing; copies skipped),
/// plus `(entry, error)` for map files that could not be read.
pub fn distinct_maps(
    disc: &Disc,
    listing: &Listing,
    c: &Conventions,
) -> (Vec<MapJob>, Vec<(u32, String)>) {
    let (files, mut errors) = dewprism::map::pair::disc_files(&disc.volume);
    let refs: Vec<(u32, Kind, &[u8])> =
        files.iter().map(|(i, k, b)| (*i, *k, b.as_ref())).collect();
    let pairing = dewprism::map::pair::pair(&refs, c);
    let bytes_of = |i: u32| refs.iter().find(|(x, _, _)| *x == i).map(|(_, _, b)| b.to_vec());
    let mut jobs = Vec::new();
    for r in pairing.rows.iter().filter(|r| r.dup_of.is_none()) {
        let name = listing
            .rows
            .get(r.mmd as usize)
            .map(map_name)
            .unwrap_or_else(|| format!("{:04}", r.mmd));
        match (bytes_of(r.mmd), bytes_of(r.mtd)) {
            (Some(mmd), Some(mtd)) => jobs.push(MapJob { index: r.mmd, name, mmd, mtd }),
            _ => errors.push((r.mmd, "map bytes not read".into())),
        }
    }
    (jobs, errors)
}

/// An `--only` selection: names (case-insensitive) or directory indices.
#[derive(Debug, Clone, Default)]
pub struct Only {
    wanted: Vec<String>,
    given: Vec<String>,
}

impl Only {
    /// From the `--only` values.
    pub fn new(values: &[String]) -> Only {
        Only {
            wanted: values.iter().map(|s| s.trim().to_ascii_lowercase()).collect(),
            given: values.to_vec(),
        }
    }

    /// No selection: everything.
    pub fn is_all(&self) -> bool {
        self.wanted.is_empty()
    }

    /// Whether a model named `name` at `index` is selected.
    pub fn matches(&self, name: &str, index: u32) -> bool {
        self.is_all()
            || self
                .wanted
                .iter()
                .any(|o| *o == name.to_ascii_lowercase() || *o == index.to_string())
    }

    /// Fails when a wanted value matched none of `candidates` (`(name, index)`), saying how
    /// to fix it: without name tables every model is named by its index.
    pub fn check_all_matched<'a>(
        &self,
        candidates: impl Iterator<Item = (&'a str, u32)> + Clone,
        have_names: bool,
    ) -> Result<()> {
        let unmatched: Vec<&String> = self
            .wanted
            .iter()
            .zip(&self.given)
            .filter(|(o, _)| {
                !candidates
                    .clone()
                    .any(|(n, i)| **o == n.to_ascii_lowercase() || **o == i.to_string())
            })
            .map(|(_, g)| g)
            .collect();
        if unmatched.is_empty() {
            return Ok(());
        }
        let list = unmatched.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(", ");
        let examples: Vec<String> = candidates.take(3).map(|(n, _)| n.to_string()).collect();
        let hint = if have_names {
            format!(
                "names are the table names without folder or extension (e.g. {}); `dewrip ls --json --names …` lists them",
                examples.join(", ")
            )
        } else {
            format!(
                "no --names table was given, so models are named by their entry index (e.g. {}); pass --names index_….csv (S3Extract) to select by name, or give an index",
                examples.join(", ")
            )
        };
        Err(Error::usage(format!("--only {list} matched no model or map; {hint}")))
    }
}

/// A decoded model.
#[derive(Debug, Clone)]
pub struct Decoded {
    /// Directory index.
    pub index: u32,
    /// Output name.
    pub name: String,
    /// The model.
    pub model: scene::Model,
}

/// A model that could not be decoded or written.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Failed {
    /// Output name.
    pub name: String,
    /// Directory index.
    pub index: u32,
    /// Why.
    pub error: String,
}

/// Decodes every distinct character (in parallel).
pub fn decode_characters(
    disc: &Disc,
    rows: &[&Row],
    c: &Conventions,
    progress: &dyn crate::Progress,
) -> Vec<std::result::Result<Decoded, Failed>> {
    let disc_name = disc.file_name();
    rows.par_iter()
        .map(|r| {
            progress.inc(1);
            let name = model_name(r);
            let bytes = disc.entry_bytes(r.index).map_err(|e| Failed {
                name: name.clone(),
                index: r.index,
                error: e.to_string(),
            })?;
            dewprism::chr::decode(&bytes, c, &name, &format!("{disc_name}:{}", r.index))
                .map(|model| Decoded { index: r.index, name: name.clone(), model })
                .map_err(|e| Failed { name, index: r.index, error: format!("decode: {e}") })
        })
        .collect()
}
