//! `dewrip extract`: the hidden files into a folder — every output path planned and checked
//! first, then written all-or-nothing (see [`crate::output`]).
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
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
    /// The SHA-256 of every file in the manifest (always there with `unique` or hashmap names,
    /// which need them).
    pub sha256: bool,
    /// Extract what a truncated or damaged image holds (the damaged files are skipped and
    /// listed) instead of stopping.
    pub allow_damaged: bool,
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

/// A byte-identical copy written under its first copy's name with `_INDEX` appended (a
/// hashmap name table gives every copy the same name).
#[derive(Debug, Clone, Serialize)]
pub struct Copy {
    /// The copy's entry.
    pub index: u32,
    /// Where it was written.
    pub path: String,
    /// The first copy (same bytes), whose path it would have had.
    pub copy_of: u32,
    /// That first copy's path.
    pub copy_of_path: String,
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
    /// Derived files written (DOT1 members, clean LZ decodes, TIM PNGs).
    pub derived: usize,
    /// Names rejected as unsafe (the index default was used), of the files written.
    pub rejected_names: Vec<sqfs::names::Rejected>,
    /// Written files whose path clashed with another output of different bytes and were
    /// given another.
    pub renamed: Vec<Renamed>,
    /// Written byte-identical copies that share their first copy's name (`NAME_INDEX.ext`).
    pub copies: Vec<Copy>,
    /// Derived outputs not written because of a clash.
    pub skipped_derived: Vec<Skipped>,
    /// With `--allow-damaged`: the damage of the image; its files were skipped (null when the
    /// image is whole).
    pub damage: Option<crate::damage::Damage>,
    /// Files an earlier extraction into this folder had written (its manifest) that this run
    /// did not write again: removed.
    pub removed_previous: Vec<String>,
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

/// What the writing pass learnt of one file the listing did not hash.
struct Written {
    /// Its SHA-256, with `--sha256`.
    sha256: Option<String>,
    /// `(size, fingerprint)`, to find copies.
    fingerprint: Option<(u64, u128)>,
}

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
/// are found by hash) and for hashmap name tables (names follow the hash). Otherwise the
/// listing skips it: copies are found while writing (a fingerprint confirmed byte by byte),
/// and the SHA-256 is taken there too with [`Options::sha256`].
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
    let damage = crate::damage::of_listing(disc, listing);
    if let Some(d) = &damage {
        if !opts.allow_damaged {
            return Err(d.refusal("extract"));
        }
    }
    let previous = crate::rerun::read(out, MANIFEST, manifest_paths)?;
    let mut rows = rows(listing, opts);
    if let Some(d) = &damage {
        rows.retain(|r| !d.affects(r.index));
    }
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
    // A listing built without hashes (no `--unique`, no hashmap names: the fast path) gets a
    // fingerprint of each file here, while its bytes are in hand, to find copies — and its
    // SHA-256 only when asked (`--sha256`): hashing costs as much as the writing.
    let write_one = |j: &Job| -> Result<Written> {
        let e = vol.table.entries.get(j.row.index as usize).ok_or_else(|| {
            Error::format(Some(&disc.path), format!("entry {} is not in the table", j.row.index))
        })?;
        // Straight from the mapping where the image is a plain file (vectored writes, no copy);
        // decoded from a container otherwise.
        let owned;
        let spans = match vol.disc.borrowed_spans(e.lba, e.size) {
            Ok(Some(spans)) => spans,
            Ok(None) => {
                owned = vol.file_bytes(e).map_err(|err| Error::disc(&disc.path, err))?;
                vec![&owned[..]]
            }
            Err(err) => return Err(Error::disc(&disc.path, err)),
        };
        w.write_spans(&j.path, &spans)?;
        let known = j.row.sha256.is_some();
        let sha256 = (!known && opts.sha256).then(|| {
            let mut h = <sha2::Sha256 as sha2::Digest>::new();
            for s in &spans {
                sha2::Digest::update(&mut h, s);
            }
            let d: [u8; 32] = sha2::Digest::finalize(h).into();
            sqfs::dedup::hex(&d)
        });
        let fingerprint = (!known).then(|| (j.row.size, sqfs::dedup::fingerprint(&spans)));
        if !j.derived.is_empty() {
            let mut fresh: Option<Vec<sqfs::unpack::Derived>> = None;
            let prefix_len = j.path.len();
            for (p, cached) in &j.derived {
                let data: &[u8] = match cached {
                    Some(b) => b,
                    None => {
                        if fresh.is_none() {
                            let bytes =
                                vol.file_bytes(e).map_err(|err| Error::disc(&disc.path, err))?;
                            fresh = Some(sqfs::unpack::derive(&bytes));
                        }
                        let suffix = p.get(prefix_len..).unwrap_or("");
                        match fresh.iter().flatten().find(|d| d.suffix == suffix) {
                            Some(d) => &d.bytes,
                            None => continue,
                        }
                    }
                };
                w.write(p, data)?;
                written_derived.fetch_add(1, Ordering::Relaxed);
            }
        }
        progress.inc(1);
        Ok(Written { sha256, fingerprint })
    };
    let digests: Vec<Written> = jobs
        .par_chunks(sqfs::volume::RELEASE_BATCH)
        .flat_map_iter(|batch| {
            let mut release = vol.releaser();
            batch
                .iter()
                .map(|j| {
                    let written = write_one(j);
                    if let Some(e) = vol.table.entries.get(j.row.index as usize) {
                        release.add(e);
                    }
                    written
                })
                .collect::<Vec<_>>()
        })
        .collect::<Result<_>>()?;
    progress.finish();
    let sha256: Vec<Option<String>> = jobs
        .iter()
        .zip(&digests)
        .map(|(j, d)| d.sha256.clone().or_else(|| j.row.sha256.clone()))
        .collect();
    // `dup_of` for rows the listing did not hash: the first written copy with the same
    // fingerprint and, compared byte by byte, the same bytes (every copy of a content has the
    // same kind, so a `--kind` filter keeps the first copy too).
    let keys: Vec<Option<(u64, u128)>> = digests.iter().map(|d| d.fingerprint).collect();
    let same = |a: usize, b: usize| {
        let entry =
            |i: usize| jobs.get(i).and_then(|j| vol.table.entries.get(j.row.index as usize));
        let (Some(ea), Some(eb)) = (entry(a), entry(b)) else { return false };
        // Files start on sector boundaries, so equal-sized files split into the same spans.
        let eq = match (
            vol.disc.borrowed_spans(ea.lba, ea.size),
            vol.disc.borrowed_spans(eb.lba, eb.size),
        ) {
            (Ok(Some(x)), Ok(Some(y))) => x == y,
            _ => matches!((vol.file_bytes(ea), vol.file_bytes(eb)), (Ok(x), Ok(y)) if x == y),
        };
        let mut release = vol.releaser();
        release.add(ea);
        release.add(eb);
        eq
    };
    let confirmed = sqfs::dedup::dup_of_confirmed(&keys, same);
    let dup_of: Vec<Option<u32>> = jobs
        .iter()
        .zip(&confirmed)
        .map(|(j, c)| match c {
            _ if j.row.sha256.is_some() => j.row.dup_of,
            Some(f) => jobs.get(*f).map(|first| first.row.index),
            None => None,
        })
        .collect();
    #[derive(Serialize)]
    struct Listed<'a> {
        index: u32,
        path: &'a str,
        kind: &'a str,
        size: u64,
        sha256: &'a Option<String>,
        dup_of: Option<u32>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        derived: Vec<&'a str>,
    }
    let written: Vec<Listed> = jobs
        .iter()
        .zip(sha256.iter().zip(&dup_of))
        .map(|(j, (sha256, dup_of))| Listed {
            index: j.row.index,
            path: &j.path,
            kind: j.row.kind,
            size: j.row.size,
            sha256,
            dup_of: *dup_of,
            derived: j.derived.iter().map(|(p, _)| p.as_str()).collect(),
        })
        .collect();
    let manifest = serde_json::to_vec_pretty(&written)
        .map_err(|e| Error::format(None, format!("encoding {MANIFEST}: {e}")))?;
    w.write(MANIFEST, &manifest)?;
    let removed_previous = match &previous {
        Some(p) => {
            let ours: HashSet<String> = plan.paths().iter().map(|p| p.to_lowercase()).collect();
            crate::rerun::remove_stale(&w, p, &ours)?
        }
        None => Vec::new(),
    };
    w.commit()?;
    let (renamed, copies) = split_copies(listing, &plan, &jobs, &dup_of);
    let written_indices: HashSet<u32> = jobs.iter().map(|j| j.row.index).collect();
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
        rejected_names: listing
            .rejected
            .iter()
            .filter(|r| written_indices.contains(&r.index))
            .cloned()
            .collect(),
        renamed,
        copies,
        skipped_derived,
        damage,
        removed_previous,
    })
}

/// The paths an extract manifest lists: every file and its derived outputs.
fn manifest_paths(v: &serde_json::Value) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for row in v.as_array()? {
        out.push(row.get("path")?.as_str()?.to_string());
        for d in row.get("derived").and_then(|d| d.as_array()).into_iter().flatten() {
            out.push(d.as_str()?.to_string());
        }
    }
    out.push(MANIFEST.to_string());
    Some(out)
}

/// The renames of the files written, split into clashes between different contents and
/// byte-identical copies given their first copy's name plus the index.
fn split_copies(
    listing: &Listing,
    plan: &Plan,
    jobs: &[Job<'_>],
    dup_of: &[Option<u32>],
) -> (Vec<Renamed>, Vec<Copy>) {
    let group = |index: u32, dup: Option<u32>| dup.unwrap_or(index);
    let by_path: HashMap<&str, (u32, u32)> = jobs
        .iter()
        .zip(dup_of)
        .map(|(j, d)| (j.path.as_str(), (j.row.index, group(j.row.index, *d))))
        .collect();
    // A path the run did not write (a `--kind` filter, `--unique`) is found in the listing.
    let listed: HashMap<&str, (u32, u32)> = listing
        .rows
        .iter()
        .map(|r| (r.path.as_str(), (r.index, group(r.index, r.dup_of))))
        .collect();
    let mut renamed = Vec::new();
    let mut copies = Vec::new();
    for r in listing.renamed.iter().chain(plan.renamed()) {
        let Some(&(index, g)) = by_path.get(r.path.as_str()) else { continue };
        let first = by_path.get(r.clashed_with.as_str()).or(listed.get(r.clashed_with.as_str()));
        match first {
            Some(&(first, fg)) if fg == g && first != index => copies.push(Copy {
                index,
                path: r.path.clone(),
                copy_of: first,
                copy_of_path: r.clashed_with.clone(),
            }),
            _ => renamed.push(r.clone()),
        }
    }
    (renamed, copies)
}
