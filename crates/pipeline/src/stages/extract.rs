//! `dewrip extract`: the hidden files into a folder — every output path planned and checked
//! first, then written all-or-nothing (see [`crate::output`]).
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;
use serde::Serialize;
use sqfs::listing::{Listing, Row};
use sqfs::names::NameSource;
use sqfs::sniff::Kind;

use crate::disc::Disc;
use crate::error::{Error, Result};
use crate::output::{Plan, Renamed, Writer};
use crate::Progress;

/// The listing of what went where, written into the output folder.
pub const MANIFEST: &str = ".dewrip-extract.json";

/// Derived bytes kept between planning and writing (beyond it they are derived again).
const DERIVED_CACHE: usize = 64 << 20;

/// What to extract.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// One file per distinct content.
    pub unique: bool,
    /// Only these kind families or ids (empty: all).
    pub kinds: Vec<String>,
    /// Also DOT1 members, clean LZ decodes and TIM PNGs.
    pub decompress: bool,
}

/// A derived output not written because its path clashed with another output.
#[derive(Debug, Clone, Serialize)]
pub struct Skipped {
    /// The entry it was derived from.
    pub index: u32,
    /// The path it would have had.
    pub path: String,
    /// Why it could not have it.
    pub reason: String,
}

/// What `extract` wrote.
#[derive(Debug, Serialize)]
pub struct Summary {
    /// Output folder.
    pub output: String,
    /// Files written (not counting derived ones).
    pub written: usize,
    /// Bytes of those files.
    pub bytes: u64,
    /// Copies skipped by `--unique`.
    pub skipped_duplicates: usize,
    /// Derived files written.
    pub derived: usize,
    /// Names rejected as unsafe (the index default was used).
    pub rejected_names: Vec<sqfs::names::Rejected>,
    /// Outputs whose path clashed with another output and were given another.
    pub renamed: Vec<Renamed>,
    /// Derived outputs not written because of a clash.
    pub skipped_derived: Vec<Skipped>,
}

/// Checks `--kind` values against the known kinds.
pub fn check_kinds(kinds: &[String]) -> Result<()> {
    for k in kinds {
        if !Kind::ALL.iter().any(|x| x.family() == k || x.id() == k) {
            let known: BTreeSet<_> = Kind::ALL.iter().map(|k| k.family()).collect();
            return Err(Error::usage(format!(
                "unknown kind '{k}'; known kinds: {}",
                known.into_iter().collect::<Vec<_>>().join(", ")
            )));
        }
    }
    Ok(())
}

fn selected(row: &Row, kinds: &[String]) -> bool {
    if row.unused || row.size == 0 {
        return false;
    }
    let kind = Kind::from_id(row.kind).unwrap_or(Kind::Dat);
    kinds.is_empty() || kinds.iter().any(|k| k == kind.family() || k == kind.id())
}

/// The rows `extract` writes, in directory order.
pub fn rows<'a>(listing: &'a Listing, opts: &Options) -> Vec<&'a Row> {
    if !opts.unique {
        return listing.rows.iter().filter(|r| selected(r, &opts.kinds)).collect();
    }
    // One file per content, under the best name any copy has (an index-table name beats a
    // hashmap name beats the kind default), so `--unique` keeps `chr/MAYA.chr` even when the
    // first copy on the disc is an unnamed one.
    let rank = |r: &Row| match r.name_source {
        NameSource::Index if r.name.is_some() => 0,
        NameSource::Hashmap => 1,
        NameSource::Index => 2,
        NameSource::Kind => 3,
    };
    let mut best: BTreeMap<u32, &Row> = BTreeMap::new();
    for r in listing.rows.iter().filter(|r| selected(r, &opts.kinds)) {
        best.entry(r.dup_of.unwrap_or(r.index))
            .and_modify(|b| {
                if rank(r) < rank(b) {
                    *b = r
                }
            })
            .or_insert(r);
    }
    best.into_values().collect()
}

/// Derived outputs of one file: `(final path, cached bytes)`.
type Planned = Vec<(String, Option<Vec<u8>>)>;

/// One planned file: the row, its final path, and its derived outputs.
struct Job<'a> {
    row: &'a Row,
    path: String,
    /// `(final path, cached bytes)`, `None` bytes: derive again when writing.
    derived: Vec<(String, Option<Vec<u8>>)>,
    /// Suffixes of derived outputs skipped for a clash.
    skipped: BTreeSet<String>,
}

/// Whether the listing for `extract` must hash every file first: for `--unique` (duplicates
/// are found by hash) and for hashmap name tables (names follow the hash). Otherwise the hash
/// is taken while writing, and the listing can skip it.
pub fn needs_hashes(disc: &Disc, opts: &Options) -> bool {
    opts.unique || disc.hashmap_names
}

/// Writes the selected rows of `listing` into `out`.
pub fn run(
    disc: &Disc,
    listing: &Listing,
    out: &Path,
    opts: &Options,
    progress: &dyn Progress,
) -> Result<Summary> {
    check_kinds(&opts.kinds)?;
    let vol = &disc.volume;
    let rows = rows(listing, opts);
    // 1. Plan every path: the manifest, then every file, then what is derived from them.
    let mut plan = Plan::new();
    plan.claim(MANIFEST).map_err(|e| Error::format(None, e.to_string()))?;
    let mut jobs: Vec<Job> = Vec::with_capacity(rows.len());
    for r in &rows {
        let tag = format!("{:04}", r.index);
        let path = plan
            .claim_or_rename(&r.path, &tag)
            .map_err(|e| Error::format(None, format!("entry {}: {e}", r.index)))?;
        jobs.push(Job { row: r, path, derived: Vec::new(), skipped: BTreeSet::new() });
    }
    let mut skipped_derived = Vec::new();
    if opts.decompress {
        progress.start("planning", jobs.len() as u64);
        let cached = AtomicUsize::new(0);
        let derived: Vec<Result<Planned>> = jobs
            .par_iter()
            .map(|j| {
                let e = vol.table.entries.get(j.row.index as usize);
                let bytes = match e {
                    Some(e) => vol.file_bytes(e).map_err(|err| Error::disc(&disc.path, err))?,
                    None => return Ok(Vec::new()),
                };
                let d = sqfs::unpack::derive(&bytes);
                if let Some(e) = e {
                    vol.disc.release(e.lba, e.sectors() as u32);
                }
                progress.inc(1);
                Ok(d.into_iter()
                    .map(|d| {
                        let n = d.bytes.len();
                        let keep = cached.fetch_add(n, Ordering::Relaxed).saturating_add(n)
                            <= DERIVED_CACHE;
                        (d.suffix, keep.then_some(d.bytes))
                    })
                    .collect())
            })
            .collect();
        progress.finish();
        for (j, d) in jobs.iter_mut().zip(derived) {
            for (suffix, bytes) in d? {
                let p = format!("{}{suffix}", j.path);
                match plan.claim(&p) {
                    Ok(()) => j.derived.push((p, bytes)),
                    Err(e) => {
                        skipped_derived.push(Skipped {
                            index: j.row.index,
                            path: p,
                            reason: e.to_string(),
                        });
                        j.skipped.insert(suffix);
                    }
                }
            }
        }
    }
    // 2. Write, all or nothing.
    let w = Writer::begin(out)?;
    progress.start("extracting", jobs.len() as u64);
    let written_derived = AtomicUsize::new(0);
    // A listing built without hashes (no `--unique`, no hashmap names: the fast path) gets
    // each file's SHA-256 here, while its bytes are in hand, for the manifest.
    let digests: Vec<Option<String>> = jobs
        .par_iter()
        .map(|j| -> Result<Option<String>> {
            let e = vol.table.entries.get(j.row.index as usize).ok_or_else(|| {
                Error::format(
                    Some(&disc.path),
                    format!("entry {} is not in the table", j.row.index),
                )
            })?;
            let bytes = vol.file_bytes(e).map_err(|err| Error::disc(&disc.path, err))?;
            w.write(&j.path, &bytes)?;
            let digest = j.row.sha256.is_none().then(|| {
                let d: [u8; 32] =
                    sha2::Digest::finalize(<sha2::Sha256 as sha2::Digest>::new_with_prefix(&bytes))
                        .into();
                sqfs::dedup::hex(&d)
            });
            if !j.derived.is_empty() {
                let mut fresh: Option<Vec<sqfs::unpack::Derived>> = None;
                let prefix_len = j.path.len();
                for (p, cached) in &j.derived {
                    let data: &[u8] = match cached {
                        Some(b) => b,
                        None => {
                            let all = fresh.get_or_insert_with(|| sqfs::unpack::derive(&bytes));
                            let suffix = p.get(prefix_len..).unwrap_or("");
                            match all.iter().find(|d| d.suffix == suffix) {
                                Some(d) => &d.bytes,
                                None => continue,
                            }
                        }
                    };
                    w.write(p, data)?;
                    written_derived.fetch_add(1, Ordering::Relaxed);
                }
            }
            vol.disc.release(e.lba, e.sectors() as u32);
            progress.inc(1);
            Ok(digest)
        })
        .collect::<Result<_>>()?;
    progress.finish();
    let sha256: Vec<Option<String>> =
        jobs.iter().zip(digests).map(|(j, d)| d.or_else(|| j.row.sha256.clone())).collect();
    // `dup_of` for rows that had no hash: the first written copy with the same bytes (every
    // copy of a content has the same kind, so a `--kind` filter keeps the first copy too).
    let mut first: std::collections::HashMap<&str, u32> = std::collections::HashMap::new();
    let dup_of: Vec<Option<u32>> = jobs
        .iter()
        .zip(&sha256)
        .map(|(j, h)| match (j.row.sha256.is_some(), h) {
            (true, _) | (false, None) => j.row.dup_of,
            (false, Some(h)) => {
                let f = *first.entry(h.as_str()).or_insert(j.row.index);
                (f != j.row.index).then_some(f)
            }
        })
        .collect();
    #[derive(Serialize)]
    struct Written<'a> {
        index: u32,
        path: &'a str,
        kind: &'a str,
        size: u64,
        sha256: &'a Option<String>,
        dup_of: Option<u32>,
    }
    let written: Vec<Written> = jobs
        .iter()
        .zip(sha256.iter().zip(&dup_of))
        .map(|(j, (sha256, dup_of))| Written {
            index: j.row.index,
            path: &j.path,
            kind: j.row.kind,
            size: j.row.size,
            sha256,
            dup_of: *dup_of,
        })
        .collect();
    let manifest = serde_json::to_vec_pretty(&written)
        .map_err(|e| Error::format(None, format!("encoding {MANIFEST}: {e}")))?;
    w.write(MANIFEST, &manifest)?;
    w.commit()?;
    Ok(Summary {
        output: out.display().to_string(),
        written: jobs.len(),
        bytes: jobs.iter().map(|j| j.row.size).fold(0u64, u64::saturating_add),
        skipped_duplicates: if opts.unique {
            listing.rows.iter().filter(|r| r.dup_of.is_some()).count()
        } else {
            0
        },
        derived: written_derived.into_inner(),
        rejected_names: listing.rejected.clone(),
        renamed: plan.renamed().to_vec(),
        skipped_derived,
    })
}
