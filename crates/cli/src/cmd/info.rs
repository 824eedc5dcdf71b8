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
/// end-of-file marks. A truncated image (the table names files past its end) is said first:
/// what is missing, how many entries, which files. `--check-edc` also verifies every sector's
/// EDC and lists bad sectors with the file each belongs to (exit status 1 when one is bad).
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip info game.cue\n  dewrip info game.bin --check-edc\n  dewrip info game.iso --json"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (detected from the
    /// bytes).
    pub disc: PathBuf,
    /// Verify the EDC of every sector (raw images) and list the bad ones, each with the file
    /// it belongs to.
    #[arg(long)]
    pub check_edc: bool,
    /// S3Extract name table (index or hashmap CSV), to name damaged files and bad sectors.
    /// Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Lines of a list shown in text (`--json` has every one).
const SHOWN: usize = 20;

/// Runs `info`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let report = pipeline::stages::info::run(&disc, args.check_edc, &util::Bar::new(args.json));
    if args.json {
        util::print_json(&report)?;
    } else {
        print_text(&report);
    }
    Ok(if report.bad_edc() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn print_text(r: &Report) {
    let id = &r.identity;
    if let Some(d) = &r.damage {
        println!("DAMAGED:     {}", d.summary);
        println!("             {}", pipeline::damage::WHAT_TO_DO);
    }
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
        let past = r
            .problems
            .iter()
            .filter(|p| matches!(p.problem, pipeline::stages::info::Problem::PastEnd { .. }))
            .count();
        println!(
            "entries:     {} irregularities{}{}",
            r.problems.len(),
            if past > 0 {
                format!(", {past} of them files past the end of the image (see DAMAGED above)")
            } else {
                String::new()
            },
            if r.problems.len() > SHOWN { format!("; the first {SHOWN}:") } else { ":".into() }
        );
        for p in r.problems.iter().take(SHOWN) {
            println!("  entry {}: {}", p.index, p.problem);
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
            for p in v.iter().take(SHOWN) {
                println!("  entry {}: {}", p.index, p.problem);
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
                println!(
                    "  sector {} in {}: stored {}, computed {}",
                    b.lba, b.file, b.stored, b.computed
                );
            }
            if e.bad.len() > 50 {
                println!(
                    "  … and {} more (--json lists every one)",
                    e.bad.len().saturating_sub(50)
                );
            }
        }
    }
}
