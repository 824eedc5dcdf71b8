//! `dewrip find-clut`: find a palette (CLUT) on the disc, from hex or from a capture's VRAM.
use std::collections::{BTreeSet, HashMap};
use std::path::PathBuf;

use serde::Serialize;
use sqfs::search::{find_capped, parse_hex, Hit};

use crate::disc::Disc;
use crate::error::{Error, Result};

/// A searched pattern.
#[derive(Debug, Serialize)]
pub struct Pattern {
    /// Its bytes in hex.
    pub hex: String,
    /// `--hex`, or the capture and position.
    pub source: String,
}

/// One occurrence.
#[derive(Debug, Serialize)]
pub struct HitRow {
    /// Which pattern.
    pub pattern: usize,
    /// The entry holding it.
    pub entry: Option<u32>,
    /// Offset in that file.
    pub offset_in_file: Option<u64>,
    /// First identical copy of that file.
    pub dup_of: Option<u32>,
    /// Its name from the name tables.
    pub name: Option<String>,
    /// Sector.
    pub lba: u32,
    /// Offset in the logical user-data stream.
    pub logical_offset: u64,
    /// Offset in the image file.
    pub image_offset: u64,
}

/// Hits listed by default: a palette names a character's copies (the girl's: 27); more than
/// this means the pattern is too common to tell files apart **[provisional]**.
pub const DEFAULT_MAX_HITS: usize = 1000;

/// The `find-clut` report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// The patterns.
    pub patterns: Vec<Pattern>,
    /// The occurrences, in disc order: all of them, or the first `max_hits`.
    pub hits: Vec<HitRow>,
    /// Every occurrence on the disc, counted (also past the cap).
    pub hits_total: u64,
    /// The cap on listed hits (null: no cap).
    pub max_hits: Option<usize>,
    /// Distinct file contents among the listed hits.
    pub distinct_files: usize,
}

/// What to search for.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// `--hex` patterns.
    pub hex: Vec<String>,
    /// `--vram CAPTURE`.
    pub vram: Option<PathBuf>,
    /// `--at X,Y` positions in that capture.
    pub at: Vec<String>,
    /// Colours per CLUT (16 or 256).
    pub colors: usize,
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Parses `X,Y`.
pub fn parse_xy(s: &str) -> Result<(usize, usize)> {
    let bad = || Error::usage(format!("--at '{s}' is not X,Y (e.g. 0,480)"));
    let (x, y) = s.split_once(',').ok_or_else(bad)?;
    Ok((x.trim().parse().map_err(|_| bad())?, y.trim().parse().map_err(|_| bad())?))
}

/// The patterns of a [`Query`].
#[derive(Debug)]
pub struct Patterns {
    /// The bytes searched for.
    pub bytes: Vec<Vec<u8>>,
    /// How each was given.
    pub described: Vec<Pattern>,
}

/// Builds the patterns of a query.
pub fn patterns(q: &Query) -> Result<Patterns> {
    let mut patterns = Vec::new();
    let mut described = Vec::new();
    for h in &q.hex {
        let bytes = parse_hex(h).ok_or_else(|| {
            Error::usage(format!("--hex '{h}' is not an even number of hex digits"))
        })?;
        if let Some(why) = sqfs::search::featureless(&bytes) {
            return Err(Error::usage(format!(
                "--hex {h} cannot tell files apart: {why}, so it matches every run of it on \
                 the disc; give a palette with more than one colour"
            )));
        }
        described.push(Pattern { hex: hex(&bytes), source: "--hex".into() });
        patterns.push(bytes);
    }
    if let Some(path) = &q.vram {
        let (_, vram) = super::verify::capture_vram(path)?;
        for at in &q.at {
            let (x, y) = parse_xy(at)?;
            if x.saturating_add(q.colors) > gpu::vram::WIDTH || y >= gpu::vram::HEIGHT {
                return Err(Error::usage(format!(
                    "a {}-colour CLUT at {x},{y} does not fit in the 1024×512 VRAM",
                    q.colors
                )));
            }
            let clut: Vec<u8> = (0..q.colors)
                .flat_map(|i| vram.get(x.saturating_add(i), y).to_le_bytes())
                .collect();
            if let Some(why) = sqfs::search::featureless(&clut) {
                return Err(Error::usage(format!(
                    "the {}-colour CLUT at {x},{y} in {} cannot tell files apart: {why}, so it \
                     would match every run of it on the disc. Give the position of a \
                     character's palette: look at the capture with `dewrip vram png {} -o \
                     vram.png` (palettes are the short coloured rows, often at the bottom)",
                    q.colors,
                    path.display(),
                    path.display()
                )));
            }
            described.push(Pattern {
                hex: hex(&clut),
                source: format!("{} at {x},{y}", path.display()),
            });
            patterns.push(clut);
        }
    }
    if patterns.is_empty() {
        return Err(Error::usage("give --hex HEX or --vram CAPTURE --at X,Y"));
    }
    Ok(Patterns { bytes: patterns, described })
}

/// Searches the disc for every pattern, listing at most [`DEFAULT_MAX_HITS`].
pub fn run(disc: &Disc, p: Patterns) -> Result<Report> {
    run_capped(disc, p, Some(DEFAULT_MAX_HITS))
}

/// Searches the disc for every pattern, listing at most `max_hits` (`None`: all) and counting
/// every one.
pub fn run_capped(disc: &Disc, p: Patterns, max_hits: Option<usize>) -> Result<Report> {
    let Patterns { bytes: patterns, described } = p;
    let vol = &disc.volume;
    let found = find_capped(vol, &patterns, max_hits.unwrap_or(usize::MAX))
        .map_err(|e| Error::usage(format!("find-clut: {e}")))?;
    let hits: Vec<Hit> = found.hits;
    // Group and name only the files that were hit: identical files start at sector boundaries,
    // so every copy of a hit file is itself hit, and hashing the hits is enough for `dup_of`.
    let mut hit_entries: Vec<u32> = hits.iter().filter_map(|h| h.entry).collect();
    hit_entries.sort_unstable();
    hit_entries.dedup();
    let mut first_by_hash = HashMap::new();
    let mut facts = HashMap::new();
    let mut rejected = Vec::new();
    for &i in &hit_entries {
        let bytes = disc.entry_bytes(i)?;
        let digest: [u8; 32] =
            sha2::Digest::finalize(<sha2::Sha256 as sha2::Digest>::new_with_prefix(&bytes)).into();
        let dup = first_by_hash.get(&digest).copied();
        first_by_hash.entry(digest).or_insert(i);
        let kind = sqfs::sniff::sniff(&bytes);
        let name = disc.names.resolve(i, Some(&digest), kind.ext(), &mut rejected).name;
        facts.insert(i, (dup, name));
    }
    let rows: Vec<HitRow> = hits
        .iter()
        .map(|h| {
            let fact = h.entry.and_then(|i| facts.get(&i));
            HitRow {
                pattern: h.pattern,
                entry: h.entry,
                offset_in_file: h.offset_in_file,
                dup_of: fact.and_then(|f| f.0),
                name: fact.and_then(|f| f.1.clone()),
                lba: h.lba,
                logical_offset: h.logical_offset,
                image_offset: h.image_offset,
            }
        })
        .collect();
    let distinct_files = rows
        .iter()
        .filter_map(|r| r.entry.map(|e| r.dup_of.unwrap_or(e)))
        .collect::<BTreeSet<_>>()
        .len();
    Ok(Report {
        patterns: described,
        hits: rows,
        hits_total: found.total,
        max_hits,
        distinct_files,
    })
}
