//! `dewrip info`: what the disc is and what its hidden table holds.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::info::Report;
use pipeline::{Disc, Error};

use crate::util;

/// Identify the disc and summarise its hidden file table.
///
/// Shows game, region, serial, image layout, table size, entry and unique counts, a histogram
/// of file kinds, irregular entries, and (on raw images) where file ends disagree with the XA
/// end-of-file marks. `--check-edc` also verifies every sector's EDC and lists bad sectors
/// (exit status 1 when one is bad).
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip info game.cue\n  dewrip info game.bin --check-edc\n  dewrip info game.iso --json"
)]
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

/// Runs `info`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let disc = Disc::open(&args.disc)?;
    let report = pipeline::stages::info::run(&disc, args.check_edc, &util::Bar::new(args.json));
    if args.json {
        util::print_json(&report)?;
    } else {
        print_text(&report);
    }
    Ok(if report.bad_edc() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn problem(p: &impl serde::Serialize) -> String {
    serde_json::to_string(p).unwrap_or_default()
}

fn print_text(r: &Report) {
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
            println!("  entry {}: {}", p.index, problem(&p.problem));
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
                println!("  entry {}: {}", p.index, problem(&p.problem));
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
