//! `dewrip info`: what the disc is and what its hidden table holds.
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use psx::disc::EdcStatus;
use rayon::prelude::*;
use serde::Serialize;
use sqfs::listing::Listing;
use sqfs::names::Names;
use sqfs::table::Problem;

use crate::util;

/// Identify the disc and summarise its hidden file table.
///
/// Shows game, region, serial, image layout, table size, entry and unique counts, a histogram
/// of file kinds, irregular entries, and (on raw images) where file ends disagree with the XA
/// end-of-file marks. `--check-edc` also verifies every sector's EDC and lists bad sectors.
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Verify the EDC of every sector (raw images) and list the bad ones.
    #[arg(long)]
    pub check_edc: bool,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Image {
    path: Option<String>,
    layout: String,
    sectors: u32,
    bytes: u64,
    trailing_bytes: u32,
}

#[derive(Serialize)]
struct TableInfo {
    directory_sector: u16,
    directory_size_field: u16,
    directory_bytes_read: u64,
    size_from: &'static str,
    slots: u32,
    used: u32,
    unused: u32,
    trailing_unused: u32,
    zero_slots: u32,
    notes: Vec<String>,
}

#[derive(Serialize)]
struct Counts {
    files: usize,
    unique: usize,
    duplicate_copies: usize,
    duplicate_groups: usize,
    bytes: u64,
    unique_bytes: u64,
}

#[derive(Serialize)]
struct EntryProblem {
    index: u32,
    #[serde(flatten)]
    problem: Problem,
}

#[derive(Serialize)]
struct BadSector {
    lba: u32,
    stored: String,
    computed: String,
}

#[derive(Serialize)]
struct Edc {
    checked: u32,
    absent: u32,
    bad: Vec<BadSector>,
}

/// The `info` report.
#[derive(Serialize)]
pub struct Report {
    pub identity: sqfs::volume::Identity,
    image: Image,
    table: TableInfo,
    counts: Counts,
    kinds: BTreeMap<&'static str, usize>,
    problems: Vec<EntryProblem>,
    xa_end_check: Option<Vec<EntryProblem>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    edc: Option<Edc>,
}

/// Runs `info`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let vol = util::open_volume(&args.disc)?;
    let report = build(&vol, args.check_edc, args.json);
    if args.json {
        util::print_json(&report)?;
    } else {
        print_text(&report);
    }
    let bad_edc = report.edc.as_ref().is_some_and(|e| !e.bad.is_empty());
    Ok(if bad_edc { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

/// Builds the report (also used by `demo`).
pub fn build(vol: &sqfs::volume::Volume, check_edc_too: bool, quiet: bool) -> Report {
    let pb = util::progress(vol.table.entries.len() as u64, "scanning", quiet);
    let listing = Listing::build(vol, &Names::new(), true, &|| pb.inc(1));
    pb.finish_and_clear();
    let rows = &listing.rows;
    let files: Vec<_> = rows.iter().filter(|r| !r.unused && r.size > 0).collect();
    let unique: Vec<_> = files.iter().filter(|r| r.dup_of.is_none()).collect();
    let mut groups = std::collections::HashSet::new();
    for r in &files {
        if let Some(d) = r.dup_of {
            groups.insert(d);
        }
    }
    let mut kinds = BTreeMap::new();
    for r in &files {
        *kinds.entry(r.kind).or_insert(0) += 1;
    }
    let problems = vol
        .table
        .entries
        .iter()
        .flat_map(|e| {
            e.problems.iter().map(|p| EntryProblem { index: e.index, problem: p.clone() })
        })
        .collect();
    let xa = (vol.layout() != psx::disc::Layout::Iso2048).then(|| {
        vol.check_xa_ends()
            .into_iter()
            .map(|(index, problem)| EntryProblem { index, problem })
            .collect()
    });
    let edc = check_edc_too.then(|| check_edc(vol, quiet));
    let t = &vol.table;
    Report {
        identity: vol.identity(),
        image: Image {
            path: vol.disc.image_path().map(|p| p.display().to_string()),
            layout: vol.layout().to_string(),
            sectors: vol.disc.sector_count(),
            bytes: vol.disc.image_len(),
            trailing_bytes: vol.disc.trailing_bytes(),
        },
        table: TableInfo {
            directory_sector: t.hidden_id.directory.sector,
            directory_size_field: t.hidden_id.directory.size,
            directory_bytes_read: t.extent.bytes,
            size_from: t.extent.size_from,
            slots: t.extent.slots,
            used: t.extent.used,
            unused: t.extent.unused,
            trailing_unused: t.extent.trailing_unused,
            zero_slots: t.extent.zero_slots,
            notes: t.notes.clone(),
        },
        counts: Counts {
            files: files.len(),
            unique: unique.len(),
            duplicate_copies: files.len() - unique.len(),
            duplicate_groups: groups.len(),
            bytes: files.iter().map(|r| r.size).sum(),
            unique_bytes: unique.iter().map(|r| r.size).sum(),
        },
        kinds,
        problems,
        xa_end_check: xa,
        edc,
    }
}

fn check_edc(vol: &sqfs::volume::Volume, quiet: bool) -> Edc {
    let n = vol.disc.sector_count();
    let pb = util::progress(u64::from(n), "EDC", quiet);
    let results: Vec<(u32, EdcStatus)> = (0..n)
        .into_par_iter()
        .map(|lba| {
            let s = vol.disc.check_edc(lba).unwrap_or(EdcStatus::Absent);
            if lba % 4096 == 4095 {
                pb.inc(4096);
                vol.disc.release(lba - 4095, 4096);
            }
            (lba, s)
        })
        .collect();
    pb.finish_and_clear();
    let mut edc = Edc { checked: 0, absent: 0, bad: Vec::new() };
    for (lba, s) in results {
        match s {
            EdcStatus::Ok => edc.checked += 1,
            EdcStatus::Absent => edc.absent += 1,
            EdcStatus::Bad { stored, computed } => {
                edc.checked += 1;
                edc.bad.push(BadSector {
                    lba,
                    stored: format!("{stored:#010x}"),
                    computed: format!("{computed:#010x}"),
                });
            }
        }
    }
    edc
}

/// Prints the report for people.
pub fn print_text(r: &Report) {
    let id = &r.identity;
    println!("game:        {}", id.title);
    println!("region:      {}", id.region.as_deref().unwrap_or("unknown"));
    println!("serial:      {}", id.serial.as_deref().unwrap_or("unknown"));
    println!("boot EXE:    {}", id.boot_exe.as_deref().unwrap_or("not found in SYSTEM.CNF"));
    println!("volume id:   {}", id.volume_id.as_deref().unwrap_or("no ISO9660 volume descriptor"));
    println!(
        "image:       {} ({} sectors, {}){}",
        r.image.layout,
        r.image.sectors,
        util::human_bytes(r.image.bytes),
        if r.image.trailing_bytes > 0 {
            format!(", {} trailing bytes ignored", r.image.trailing_bytes)
        } else {
            String::new()
        }
    );
    let t = &r.table;
    println!(
        "table:       directory at sector {:#x}, {} bytes (size from {}), {} slots: {} used, {} unused ({} trailing), {} zero slots",
        t.directory_sector, t.directory_bytes_read, t.size_from, t.slots, t.used, t.unused, t.trailing_unused, t.zero_slots
    );
    for n in &t.notes {
        println!("             note: {n}");
    }
    let c = &r.counts;
    println!(
        "files:       {} with bytes, {} unique ({} duplicate copies in {} groups), {} ({} unique)",
        c.files,
        c.unique,
        c.duplicate_copies,
        c.duplicate_groups,
        util::human_bytes(c.bytes),
        util::human_bytes(c.unique_bytes)
    );
    println!("kinds:");
    for (k, n) in &r.kinds {
        println!("  {k:<14} {n:>6}");
    }
    if r.problems.is_empty() {
        println!("entries:     no irregular entries");
    } else {
        println!("entries:     {} irregularities:", r.problems.len());
        for p in r.problems.iter().take(20) {
            println!(
                "  entry {}: {}",
                p.index,
                serde_json::to_string(&p.problem).unwrap_or_default()
            );
        }
    }
    match &r.xa_end_check {
        None => println!("XA check:    not possible on a 2048-byte image"),
        Some(v) if v.is_empty() => println!(
            "XA check:    every file's last sector carries the end-of-file mark (submode 0x89)"
        ),
        Some(v) => {
            println!(
                "XA check:    {} disagreements between the table and the XA end marks:",
                v.len()
            );
            for p in v.iter().take(20) {
                println!(
                    "  entry {}: {}",
                    p.index,
                    serde_json::to_string(&p.problem).unwrap_or_default()
                );
            }
        }
    }
    if let Some(e) = &r.edc {
        if e.bad.is_empty() {
            println!(
                "EDC:         {} sectors checked, all good ({} without EDC)",
                e.checked, e.absent
            );
        } else {
            println!("EDC:         {} bad sectors of {} checked:", e.bad.len(), e.checked);
            for b in e.bad.iter().take(50) {
                println!("  sector {}: stored {}, computed {}", b.lba, b.stored, b.computed);
            }
        }
    }
}
