//! `dewrip extract`: write the hidden files to a folder.
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use rayon::prelude::*;
use serde::Serialize;
use sqfs::listing::{Listing, Row};
use sqfs::sniff::Kind;

use crate::util;

/// Write the hidden files to a folder.
///
/// Files are named `INDEX.ext` by their sniffed kind, or by S3Extract name tables given with
/// `--names` (index CSV > hashmap CSV > kind); folders from the index CSV become output folders.
/// Every name is sanitized: an unsafe one is reported and replaced by the index default. A
/// listing of what went where is written to `.dewrip-extract.json` in the output folder.
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// One file per distinct content: skip byte-identical copies.
    #[arg(long)]
    pub unique: bool,
    /// S3Extract name table (index or hashmap CSV). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Only these kinds (comma-separated families, e.g. `chr,mmd,mtd`; `chr` includes the
    /// magic-less variant).
    #[arg(long, value_delimiter = ',')]
    pub kind: Vec<String>,
    /// Also write what can be derived: DOT1 members (`FILE.d/NNN.ext`), clean LZ decodes
    /// (`….dec.ext`) and PNGs of TIM images among them (`….png`).
    #[arg(long)]
    pub decompress: bool,
    /// Print a JSON summary on stdout.
    #[arg(long)]
    pub json: bool,
}

/// What `extract` wrote.
#[derive(Serialize)]
pub struct Summary {
    pub output: String,
    pub written: usize,
    pub bytes: u64,
    pub skipped_duplicates: usize,
    pub derived: usize,
    pub rejected_names: Vec<sqfs::names::Rejected>,
}

/// Runs `extract`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let vol = util::open_volume(&args.disc)?;
    let names = util::load_names(&args.names)?;
    for k in &args.kind {
        if !Kind::ALL.iter().any(|x| x.family() == k || x.id() == k) {
            let known: BTreeSet<_> = Kind::ALL.iter().map(|k| k.family()).collect();
            anyhow::bail!(
                "unknown kind '{k}'; known kinds: {}",
                known.into_iter().collect::<Vec<_>>().join(", ")
            );
        }
    }
    let quiet = args.json;
    let pb = util::progress(vol.table.entries.len() as u64, "scanning", quiet);
    let listing = Listing::build(&vol, &names, true, &|| pb.inc(1));
    pb.finish_and_clear();
    let summary =
        extract(&vol, &listing, &args.output, args.unique, &args.kind, args.decompress, quiet)?;
    for r in &summary.rejected_names {
        eprintln!(
            "warning: name for entry {} rejected ({}): {:?}; used the index default",
            r.index, r.reason, r.name
        );
    }
    if args.json {
        util::print_json(&summary)?;
    } else {
        println!(
            "wrote {} files ({}) to {}{}",
            summary.written,
            util::human_bytes(summary.bytes),
            summary.output,
            if args.unique {
                format!(", skipped {} duplicate copies", summary.skipped_duplicates)
            } else {
                String::new()
            }
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn selected(row: &Row, unique: bool, kinds: &[String]) -> bool {
    if row.unused || row.size == 0 || (unique && row.dup_of.is_some()) {
        return false;
    }
    let kind = Kind::from_id(row.kind).unwrap_or(Kind::Dat);
    kinds.is_empty() || kinds.iter().any(|k| k == kind.family() || k == kind.id())
}

/// Writes the selected rows (also used by `demo`).
pub fn extract(
    vol: &sqfs::volume::Volume,
    listing: &Listing,
    out: &Path,
    unique: bool,
    kinds: &[String],
    decompress: bool,
    quiet: bool,
) -> anyhow::Result<Summary> {
    let rows: Vec<&Row> = if unique {
        // One file per content, written under the best name any copy has (an index-table name
        // beats a hashmap name beats the kind default), so `--unique` keeps `chr/MAYA.chr` even
        // when the first copy on the disc is an unnamed one.
        let rank = |r: &Row| match r.name_source {
            sqfs::names::NameSource::Index if r.name.is_some() => 0,
            sqfs::names::NameSource::Hashmap => 1,
            sqfs::names::NameSource::Index => 2,
            sqfs::names::NameSource::Kind => 3,
        };
        let mut best: std::collections::BTreeMap<u32, &Row> = std::collections::BTreeMap::new();
        for r in listing.rows.iter().filter(|r| selected(r, false, kinds)) {
            let group = r.dup_of.unwrap_or(r.index);
            best.entry(group)
                .and_modify(|b| {
                    if rank(r) < rank(b) {
                        *b = r
                    }
                })
                .or_insert(r);
        }
        best.into_values().collect()
    } else {
        listing.rows.iter().filter(|r| selected(r, false, kinds)).collect()
    };
    let dirs: BTreeSet<PathBuf> =
        rows.iter().filter_map(|r| out.join(&r.path).parent().map(Path::to_path_buf)).collect();
    for d in &dirs {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    let pb = util::progress(rows.len() as u64, "extracting", quiet);
    let derived = std::sync::atomic::AtomicUsize::new(0);
    rows.par_iter().try_for_each(|r| -> anyhow::Result<()> {
        let e = &vol.table.entries[r.index as usize];
        let bytes = vol.file_bytes(e).with_context(|| format!("reading entry {}", r.index))?;
        let path = out.join(&r.path);
        util::write_atomic(&path, &bytes)?;
        if decompress {
            for d in sqfs::unpack::derive(&bytes) {
                // Suffixes are made by dewrip (`.d/NNN.ext`, `.dec.ext`): safe by construction.
                let mut p = path.clone().into_os_string();
                p.push(&d.suffix);
                util::write_atomic(Path::new(&p), &d.bytes)?;
                derived.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
        vol.disc.release(e.lba, e.sectors() as u32);
        pb.inc(1);
        Ok(())
    })?;
    pb.finish_and_clear();
    #[derive(Serialize)]
    struct Written<'a> {
        index: u32,
        path: &'a str,
        kind: &'a str,
        size: u64,
        sha256: &'a Option<String>,
        dup_of: Option<u32>,
    }
    let written: Vec<Written> = rows
        .iter()
        .map(|r| Written {
            index: r.index,
            path: &r.path,
            kind: r.kind,
            size: r.size,
            sha256: &r.sha256,
            dup_of: r.dup_of,
        })
        .collect();
    util::write_atomic(&out.join(".dewrip-extract.json"), &serde_json::to_vec_pretty(&written)?)?;
    Ok(Summary {
        output: out.display().to_string(),
        written: rows.len(),
        bytes: rows.iter().map(|r| r.size).sum(),
        skipped_duplicates: listing.rows.iter().filter(|r| r.dup_of.is_some() && unique).count(),
        derived: derived.into_inner(),
        rejected_names: listing.rejected.clone(),
    })
}
