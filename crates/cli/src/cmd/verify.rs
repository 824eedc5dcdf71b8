//! `dewrip verify`: check the provisional layouts against a disc.
//!
//! For every unique character model (`.chr`, with and without the magic): the landing check on
//! every face-record block ("N/N blocks land with 0–3 bytes of padding"), the tile-ID and
//! vertex-index domain checks, a full decode, and the facing check (the face texture's
//! centroid is on the −Z side in game space). On failure it names the model, block, offset and
//! first out-of-domain value and says the read position is the likely culprit (field notes
//! §7). Exit status 1 when a check fails.
// Text output reads report fields through serde_json::Value's `v["key"]`, which yields
// Null for a missing key and never panics.
#![allow(clippy::indexing_slicing)]
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
    after_help = "Examples:\n  dewrip verify game.cue\n  dewrip verify game.cue --names index.csv --model MAYA --gpu-dump idle.psxgpu --ram ram.bin --tick 24 --json\n  dewrip verify game.cue --record-lengths lengths.json --order zyx"
)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// Run-time captures holding VRAM (raw dump, DuckStation GPU dump or state, PCSX-Redux or
    /// Mednafen state): for each, which decoded models have their CLUTs in that VRAM — the
    /// models the game had loaded when the capture was taken. (Projection residuals against
    /// the GPU's vertices are not implemented yet.)
    pub captures: Vec<PathBuf>,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
    /// Rotation order (xyz, zyx, yxz, xzy, yzx, zxy, or RxRyRz …). Default: the EXE's
    /// bone-matrix builder, run to find its product, else the built-in xyz (with a warning).
    #[arg(long, value_parser = parse_order)]
    pub order: Option<RotationOrder>,
    /// The model the captures show: a name from --names tables (MAYA) or an entry index.
    #[arg(long, value_name = "NAME|INDEX")]
    pub model: Option<String>,
    /// S3Extract name table(s) for --model NAME (repeatable).
    #[arg(long, value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// A GPU dump (DuckStation .psxgpu, plain/zstd/xz) showing --model: faces matched without
    /// geometry, projection residual through the bit-exact GTE with a fitted camera, mirror.
    #[arg(long, value_name = "FILE")]
    pub gpu_dump: Vec<PathBuf>,
    /// Clip posed for --gpu-dump (default 0, idle).
    #[arg(long, default_value_t = 0)]
    pub clip: usize,
    /// Tick of that clip (default 1: the standing pose).
    #[arg(long, default_value_t = 1)]
    pub frame: u32,
    /// A RAM snapshot (raw 2 MiB or a save state) taken at --tick: the animation state of
    /// every channel compared with the decoder's (repeatable, one --tick each, in order).
    #[arg(long, value_name = "FILE")]
    pub ram: Vec<PathBuf>,
    /// The tick each --ram was taken at.
    #[arg(long)]
    pub tick: Vec<u32>,
    /// The node holding what the character holds in the right hand (index or name).
    #[arg(long, value_name = "NODE")]
    pub right_hand: Option<String>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs the subcommand.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    if args.ram.len() != args.tick.len() {
        return Err(Error::usage(format!(
            "{} --ram but {} --tick: give the tick each RAM snapshot was taken at",
            args.ram.len(),
            args.tick.len()
        )));
    }
    let disc = Disc::open_with_names(&args.disc, &args.names)?;
    let capture_args = pipeline::stages::verify::CaptureArgs {
        model: args.model.clone(),
        gpu_dumps: args.gpu_dump.clone(),
        rams: args.ram.iter().cloned().zip(args.tick.iter().copied()).collect(),
        clip: args.clip,
        frame: args.frame,
        right_hand: args.right_hand.clone(),
    };
    let c = disc.conventions(&args.conventions.overrides(args.order))?;
    util::warn_conventions(&c);
    let report = pipeline::stages::verify::run(
        &disc,
        &c,
        &args.captures,
        &capture_args,
        &util::Bar::new(args.json),
    )?;
    if args.json {
        util::print_json(&report)?;
    } else {
        print_text(&report);
        print_captures(&report);
    }
    Ok(if report.ok { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn print_text(r: &Report) {
    let s = &r.summary;
    for line in util::convention_lines(&r.conventions.report()) {
        println!("{line}");
    }
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
                if let Some(p) = &m.probe {
                    for line in p.to_string().lines().take(12) {
                        println!("     probe: {line}");
                    }
                }
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
    for c in &r.palette_matches {
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

fn print_captures(r: &Report) {
    let l = &r.lz_exe;
    println!("LZ, the EXE's own routine: {} — {}", l.status, l.detail);
    for (index, offset, why) in l.differ.iter().take(10) {
        println!("FAIL LZ blob at entry {index} +{offset:#x}: {why}");
    }
    for c in &r.checks {
        println!("check {:<12} {:?}: {}", c.name, c.status, c.detail);
    }
    for c in &r.captures {
        let v = serde_json::to_value(c).unwrap_or_default();
        println!(
            "capture {}: model {}, faces matched {}/{}, residual {}, mirror {}",
            v["capture"].as_str().or(v["label"].as_str()).unwrap_or("?"),
            v["model"],
            v["faces_matched"],
            v["faces"],
            v["residual_px"],
            v["mirror"]
        );
        if let Some(e) = v["error"].as_str() {
            println!("  FAIL {e}");
        }
        for k in v["checks"].as_array().into_iter().flatten() {
            println!("  {} {}: {}", k["name"], k["status"], k["detail"].as_str().unwrap_or(""));
        }
    }
}
