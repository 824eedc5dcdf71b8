//! `dewrip demo`: the whole pipeline on the synthetic disc.
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;
use sqfs::listing::Listing;

use crate::cmd::synth::SizeArg;
use crate::util;

/// Build the synthetic disc and run the whole pipeline on it.
///
/// Writes into OUTPUT: `disc/` (the synthetic .bin/.cue/.iso, manifest, name tables, captures),
/// `info.json`, `ls.json`, and `files/` (every distinct file, named from the synthetic name
/// tables). No game data is involved.
#[derive(clap::Args)]
pub struct Args {
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Size class of the synthetic disc.
    #[arg(long, value_enum, default_value = "full")]
    pub size: SizeArg,
    /// Seed for the synthetic disc.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs `demo`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let out = &args.output;
    let t0 = Instant::now();
    let disc_dir = out.join("disc");
    let manifest = synth::disc::write(&disc_dir, args.size.into(), args.seed)
        .with_context(|| format!("writing the synthetic disc to {}", disc_dir.display()))?;
    println!(
        "synth     {} sectors, {} entries -> {}",
        manifest.sectors,
        manifest.entries.len(),
        disc_dir.display()
    );
    let cue = disc_dir.join(&manifest.files["cue"]);
    let vol = util::open_volume(&cue)?;
    let report = crate::cmd::info::build(&vol, false, false);
    util::write_atomic(&out.join("info.json"), &serde_json::to_vec_pretty(&report)?)?;
    println!(
        "info      {} / {} / {}: {} slots, {} files, {} unique",
        report.identity.title,
        report.identity.serial.as_deref().unwrap_or("?"),
        vol.layout(),
        vol.table.extent.slots,
        vol.table.files().count(),
        serde_json::to_value(&report)?["counts"]["unique"]
    );
    let names = util::load_names(&[
        disc_dir.join(&manifest.files["names_index"]),
        disc_dir.join(&manifest.files["names_hashmap"]),
    ])?;
    let listing = Listing::build(&vol, &names, true, &|| {});
    util::write_atomic(&out.join("ls.json"), &serde_json::to_vec_pretty(&listing.rows)?)?;
    println!("ls        {} rows -> ls.json", listing.rows.len());
    let summary =
        crate::cmd::extract::extract(&vol, &listing, &out.join("files"), true, &[], true, false)?;
    println!(
        "extract   {} distinct files ({}) -> files/ ({} duplicate copies skipped)",
        summary.written,
        util::human_bytes(summary.bytes),
        summary.skipped_duplicates
    );
    println!(
        "          {} derived files (DOT1 members, clean LZ decodes, TIM PNGs)",
        summary.derived
    );
    println!("done in {:.1} s", t0.elapsed().as_secs_f64());
    Ok(ExitCode::SUCCESS)
}
