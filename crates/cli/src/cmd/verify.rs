//! `dewrip verify`: check the provisional layouts against a disc.
//!
//! For every unique character model (`.chr`, with and without the magic): the landing check on
//! every face-record block ("N/N blocks land with 0–3 bytes of padding"), the tile-ID and
//! vertex-index domain checks, a full decode, and the facing check (the face texture's
//! centroid is on the −Z side in game space). On failure it names the model, block, offset and
//! first out-of-domain value and says the read position is the likely culprit (field notes
//! §7). Exit status 1 when a check fails.
use std::path::PathBuf;
use std::process::ExitCode;

use dewprism::anim::RotationOrder;
use pipeline::conventions::parse_order;
use pipeline::stages::verify::Report;
use pipeline::{Disc, Error};

use crate::util;

/// Check the decoders against the disc: record streams land, values stay in their domains.
///
/// To test another record-length table, save `dewrip exe record-lengths DISC --json`, edit a
/// length, and pass the file with `--record-lengths`.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip verify game.cue\n  dewrip verify game.cue capture.psxgpu --json\n  dewrip verify game.cue --record-lengths lengths.json --order zyx"
)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Run-time captures holding VRAM (raw dump, DuckStation GPU dump or state, PCSX-Redux or
    /// Mednafen state): for each, which decoded models have their CLUTs in that VRAM — the
    /// models the game had loaded when the capture was taken. (Projection residuals against
    /// the GPU's vertices are not implemented yet.)
    pub captures: Vec<PathBuf>,
    /// Record-length table as printed by `dewrip exe record-lengths --json` (the first
    /// dispatch with all 14 types is used). Default: derived from the disc's boot EXE, else
    /// the built-in table (with a warning).
    #[arg(long, value_name = "FILE.json")]
    pub record_lengths: Option<PathBuf>,
    /// Record-layout table (JSON from `dewrip exe record-layouts --json`). Default: derived by
    /// running the disc's boot EXE, else the built-in provisional layout (with a warning).
    #[arg(long, value_name = "FILE.json")]
    pub record_layouts: Option<PathBuf>,
    /// Rotation order for the facing check: xyz, zyx, yxz. Default: the built-in xyz.
    #[arg(long, value_parser = parse_order)]
    pub order: Option<RotationOrder>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs the subcommand.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let disc = Disc::open(&args.disc)?;
    let c = disc.conventions(&util::overrides(
        args.record_lengths.as_deref(),
        args.record_layouts.as_deref(),
        args.order,
    ))?;
    util::warn_conventions(&c);
    let report =
        pipeline::stages::verify::run(&disc, &c, &args.captures, &util::Bar::new(args.json))?;
    if args.json {
        util::print_json(&report)?;
    } else {
        print_text(&report);
    }
    Ok(if report.ok { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn print_text(r: &Report) {
    let s = &r.summary;
    let l = &r.record_lengths;
    let mut rows: Vec<(u32, u8)> =
        l.lengths.iter().map(|(k, v)| (k.parse().unwrap_or(u32::MAX), *v)).collect();
    rows.sort_unstable();
    let table: Vec<String> = rows.iter().map(|(k, v)| format!("{k}:{v}")).collect();
    println!("record lengths: {} ({}) [{}]", l.source, l.detail, table.join(" "));
    let c = &r.conventions;
    println!("record layout:  {} ({})", c.layout.source.label(), c.layout.detail);
    println!(
        "rotation order: {:?} from {} ({})",
        c.rotation.value,
        c.rotation.source.label(),
        c.rotation.detail
    );
    println!("character models: {} unique ({} entries)", s.models, s.entries);
    println!("{}/{} blocks land with 0–3 bytes of padding", s.landed, s.blocks);
    println!(
        "type bytes, tile IDs, vertex indices: {}",
        if s.domain_problems == 0 {
            "all in domain".to_string()
        } else {
            format!("{} block(s) failed (first problem of each below)", s.domain_problems)
        }
    );
    println!("decoded: {}/{} models", s.decoded, s.models);
    println!(
        "facing: {}/{} models with a face texture face −Z in game space",
        s.facing_minus_z, s.with_face
    );
    println!(
        "hand: node 15 is on the right in {}/{} 34-node models (informational: node 15 is the \
         book in dewrip's synthetic topology)",
        s.node15_right, s.humanoids
    );
    let mut shown = 0usize;
    for m in &r.models {
        for p in &m.problems {
            if shown < 20 {
                println!("FAIL model #{} ({}) block {}: {}", m.index, m.kind, p.block, p.message);
            }
            shown = shown.saturating_add(1);
        }
        if let Some(e) = &m.error {
            if shown < 20 {
                println!("FAIL model #{} ({}): {e}", m.index, m.kind);
            }
            shown = shown.saturating_add(1);
        }
        if m.facing_z == Some(1) {
            println!(
                "FAIL model #{}: the face texture is on the +Z side (front must be −Z)",
                m.index
            );
        }
    }
    if shown > 20 {
        println!("… and {} more", shown.saturating_sub(20));
    }
    let m = &r.maps.summary;
    println!(
        "maps: {} .mmd, {} paired ({} unique, {} adjacent, {} sharing a base map's textures), \
         {} unpaired; lowest coverage {:.1} %",
        m.maps,
        m.paired,
        m.unique_maps,
        m.adjacent,
        m.shared_base,
        m.unpaired,
        m.min_coverage * 100.0
    );
    println!("map pieces: {}/{} record streams land with 0–3 bytes of padding", m.landed, m.pieces);
    for f in r.maps.failed.iter().take(20) {
        for p in f.problems.iter().take(3) {
            println!("FAIL map .mmd #{}: {p}", f.mmd);
        }
    }
    for c in &r.captures {
        println!(
            "capture {} ({}): {} non-empty 16-colour rows in VRAM; models with their palettes there: {}",
            c.path,
            c.kind,
            c.cluts_in_vram,
            if c.models_present.is_empty() {
                "none".to_string()
            } else {
                c.models_present
                    .iter()
                    .map(|m| {
                        format!(
                            "#{} ({}/{} CLUTs, {} copies)",
                            m.index, m.cluts_found, m.cluts, m.copies
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        );
    }
    println!("{}", if r.ok { "OK" } else { "FAILED" });
}
