//! `dewrip verify`: check the provisional layouts against a disc.
//!
//! For every unique character model (`.chr`, with and without the magic): the landing check on
//! every face-record block ("N/N blocks land with 0–3 bytes of padding"), the tile-ID and
//! vertex-index domain checks, a full decode, and the facing check (the face texture's
//! centroid is on the −Z side in game space). On failure it names the model, block, offset and
//! first out-of-domain value and says the read position is the likely culprit (field notes
//! §7). Exit status 1 when a check fails.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use dewprism::anim::RotationOrder;
use dewprism::chr::{self, model, verify};
use dewprism::record_lengths::RecordLengths;
use rayon::prelude::*;
use serde::Serialize;
use sqfs::sniff::Kind;

use crate::util;

/// Check the decoders against the disc: record streams land, values stay in their domains.
///
/// Examples:
///   dewrip verify disc.cue
///   dewrip exe record-lengths disc.cue --json > lengths.json   (edit a length to test it)
///   dewrip verify disc.cue --record-lengths lengths.json
#[derive(clap::Args)]
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
    /// the built-in table.
    #[arg(long, value_name = "FILE.json")]
    pub record_lengths: Option<PathBuf>,
    /// Rotation order for the facing check: xyz (default), zyx, yxz.
    #[arg(long, default_value = "xyz", value_parser = parse_order)]
    pub order: RotationOrder,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Parses a rotation order.
pub fn parse_order(s: &str) -> Result<RotationOrder, String> {
    RotationOrder::parse(s).ok_or_else(|| format!("'{s}': use xyz, zyx or yxz"))
}

/// Where a record-length table came from.
#[derive(Debug, Clone, Serialize)]
pub struct LengthsSource {
    /// `exe`, `file` or `builtin`.
    pub source: String,
    /// Details (dispatch address, file name, why the fallback).
    pub detail: String,
    /// type → length.
    pub lengths: BTreeMap<String, u8>,
}

fn table_of(map: &BTreeMap<i64, u32>) -> Option<RecordLengths> {
    let m: BTreeMap<u8, u8> = map
        .iter()
        .filter_map(|(t, l)| Some((u8::try_from(*t).ok()?, u8::try_from(*l).ok()?)))
        .collect();
    RecordLengths::from_map(&m)
}

fn source(source: &str, detail: String, t: &RecordLengths) -> (RecordLengths, LengthsSource) {
    let lengths = t.to_map().into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    (*t, LengthsSource { source: source.into(), detail, lengths })
}

/// The record-length table of a JSON file printed by `dewrip exe record-lengths --json`.
pub fn lengths_from_json(path: &Path) -> anyhow::Result<(RecordLengths, LengthsSource)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let v: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    let dispatches = v
        .get("dispatches")
        .and_then(|d| d.as_array())
        .with_context(|| format!("{}: no \"dispatches\" array", path.display()))?;
    for (i, d) in dispatches.iter().enumerate() {
        let Some(obj) = d.get("lengths").and_then(|l| l.as_object()) else { continue };
        let map: BTreeMap<i64, u32> = obj
            .iter()
            .filter_map(|(k, v)| Some((k.parse().ok()?, u32::try_from(v.as_u64()?).ok()?)))
            .collect();
        if let Some(t) = table_of(&map) {
            let f = d.get("function").and_then(|f| f.as_str()).unwrap_or("?");
            return Ok(source("file", format!("{} (dispatch {i} in {f})", path.display()), &t));
        }
    }
    anyhow::bail!(
        "{}: no dispatch lists a length for every type 0..14 (keys are the type byte in decimal)",
        path.display()
    )
}

/// The table derived from a boot EXE's record-dispatch loop, or the built-in table (and why).
pub fn lengths_from_exe(exe: Option<&[u8]>) -> (RecordLengths, LengthsSource) {
    let Some(bytes) = exe else {
        return source("builtin", "no boot EXE found".into(), &RecordLengths::BUILTIN);
    };
    let img = match mips::Image::parse(bytes) {
        Ok(i) => i,
        Err(e) => {
            return source(
                "builtin",
                format!("the boot EXE does not parse ({e})"),
                &RecordLengths::BUILTIN,
            )
        }
    };
    let found = mips::dispatch::find(&img, mips::dispatch::Options::default());
    for d in &found {
        if let Some(t) = table_of(&d.lengths()) {
            return source(
                "exe",
                format!("dispatch in {:#010x}, table {:#010x}", d.function, d.table.table),
                &t,
            );
        }
    }
    source(
        "builtin",
        format!("{} dispatch loop(s) in the EXE, none with all 14 lengths", found.len()),
        &RecordLengths::BUILTIN,
    )
}

/// The table for a disc: `--record-lengths` if given, else from its EXE, else built-in.
pub fn lengths_for_disc(
    disc: &Path,
    file: Option<&Path>,
) -> anyhow::Result<(RecordLengths, LengthsSource)> {
    match file {
        Some(f) => lengths_from_json(f),
        None => Ok(lengths_from_exe(util::load_exe(disc).ok().as_deref())),
    }
}

#[derive(Serialize)]
struct ProblemRow {
    block: usize,
    offset: Option<usize>,
    message: String,
}

#[derive(Serialize)]
struct ModelRow {
    index: u32,
    copies: usize,
    kind: String,
    blocks: usize,
    landed: usize,
    problems: Vec<ProblemRow>,
    error: Option<String>,
    decoded: bool,
    facing_z: Option<i8>,
    node15_side: Option<scene::facing::Side>,
}

#[derive(Serialize, Default)]
struct Summary {
    models: usize,
    entries: usize,
    blocks: usize,
    landed: usize,
    domain_problems: usize,
    decode_errors: usize,
    decoded: usize,
    with_face: usize,
    facing_minus_z: usize,
    humanoids: usize,
    node15_right: usize,
}

#[derive(Serialize)]
struct Report {
    record_lengths: LengthsSource,
    summary: Summary,
    models: Vec<ModelRow>,
    /// The maps: pairing coverage, landing and domain checks per `.mmd`.
    maps: MapsPart,
    /// Per capture: the models whose palettes are in its VRAM.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    captures: Vec<CaptureRow>,
    ok: bool,
}

#[derive(Serialize)]
struct CaptureRow {
    path: String,
    kind: String,
    /// 16-colour CLUT rows (x a multiple of 16, not all zero) in the capture's VRAM.
    cluts_in_vram: usize,
    /// Models with at least one of their CLUTs in VRAM, with how many.
    models_present: Vec<PresentModel>,
}

#[derive(Serialize)]
struct PresentModel {
    index: u32,
    copies: usize,
    cluts_found: usize,
    cluts: usize,
}

/// Finds, for each capture, which unique models have their CLUTs in VRAM.
fn check_captures(
    vol: &sqfs::volume::Volume,
    jobs: &[(u32, usize, Kind)],
    table: &RecordLengths,
    captures: &[PathBuf],
) -> anyhow::Result<Vec<CaptureRow>> {
    let mut model_cluts: Vec<(u32, usize, Vec<[u16; 16]>)> = Vec::new();
    for &(index, copies, _) in jobs {
        let Some(e) = vol.table.entries.get(index as usize) else { continue };
        let Ok(bytes) = vol.file_bytes(e) else { continue };
        if let Ok(chr) = dewprism::chr::read(&bytes, table) {
            model_cluts.push((index, copies, chr.cluts.clone()));
        }
    }
    let mut rows = Vec::new();
    for path in captures {
        let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        let cap = psx::capture::read(&bytes)
            .with_context(|| format!("reading capture {}", path.display()))?;
        let vram = cap
            .vram
            .with_context(|| format!("{} ({}) holds no VRAM", path.display(), cap.kind.name()))?;
        let mut in_vram = std::collections::HashSet::new();
        for y in 0..psx::vram::HEIGHT {
            for x in (0..psx::vram::WIDTH).step_by(16) {
                let mut c = [0u16; 16];
                for (i, slot) in c.iter_mut().enumerate() {
                    *slot = vram.get(x + i, y);
                }
                if c.iter().any(|&v| v != 0) {
                    in_vram.insert(c);
                }
            }
        }
        let models_present = model_cluts
            .iter()
            .filter_map(|(index, copies, cluts)| {
                let found = cluts.iter().filter(|c| in_vram.contains(*c)).count();
                (found > 0).then_some(PresentModel {
                    index: *index,
                    copies: *copies,
                    cluts_found: found,
                    cluts: cluts.len(),
                })
            })
            .collect();
        rows.push(CaptureRow {
            path: path.display().to_string(),
            kind: cap.kind.name().to_string(),
            cluts_in_vram: in_vram.len(),
            models_present,
        });
    }
    Ok(rows)
}

#[derive(Serialize)]
struct MapsPart {
    summary: dewprism::map::MapSummary,
    /// Maps with a problem (all maps with `--json`-friendly detail are in `checks`).
    failed: Vec<dewprism::map::MapCheck>,
    unpaired: Vec<dewprism::map::Unpaired>,
    ok: bool,
}

fn offset_of(p: &verify::Problem) -> Option<usize> {
    match p {
        verify::Problem::Type { offset, .. }
        | verify::Problem::Tile { offset, .. }
        | verify::Problem::Vertex { offset, .. }
        | verify::Problem::Truncated { offset, .. } => Some(*offset),
        verify::Problem::Landing { end, .. } => Some(*end),
    }
}

fn check_model(
    index: u32,
    copies: usize,
    kind: Kind,
    data: &[u8],
    t: &RecordLengths,
    order: RotationOrder,
) -> ModelRow {
    let mut row = ModelRow {
        index,
        copies,
        kind: kind.id().to_string(),
        blocks: 0,
        landed: 0,
        problems: Vec::new(),
        error: None,
        decoded: false,
        facing_z: None,
        node15_side: None,
    };
    match verify::check(data, t) {
        Ok(c) => {
            row.blocks = c.blocks.len();
            row.landed = c.landed();
            for (i, b) in c.blocks.iter().enumerate() {
                if let Some(p) = &b.problem {
                    row.problems.push(ProblemRow {
                        block: i,
                        offset: offset_of(p),
                        message: p.to_string(),
                    });
                }
            }
        }
        Err(e) => row.error = Some(format!("structure: {e}")),
    }
    if row.error.is_none() && row.problems.is_empty() {
        match chr::read(data, t) {
            Ok(c) => {
                row.decoded = true;
                let s = model::semantics(&c, order, false);
                row.facing_z = s.facing_z;
                row.node15_side = s.node15_side;
            }
            Err(e) => row.error = Some(format!("decode: {e}")),
        }
    }
    row
}

/// Runs the subcommand.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let vol = util::open_volume(&args.disc)?;
    let (table, src) = lengths_for_disc(&args.disc, args.record_lengths.as_deref())?;
    let pb = util::progress(vol.table.entries.len() as u64, "scanning", args.json);
    let infos = vol.scan(true, &|| pb.inc(1));
    pb.finish_and_clear();
    // Unique character models: first index per content, with the number of copies.
    let mut first: BTreeMap<[u8; 32], (u32, usize, Kind)> = BTreeMap::new();
    for (e, info) in vol.table.entries.iter().zip(&infos) {
        if !matches!(info.kind, Kind::Chr | Kind::ChrNomagic) {
            continue;
        }
        let Some(h) = info.sha256 else { continue };
        first.entry(h).and_modify(|x| x.1 += 1).or_insert((e.index, 1, info.kind));
    }
    let mut jobs: Vec<(u32, usize, Kind)> = first.into_values().collect();
    jobs.sort_unstable_by_key(|j| j.0);
    let pb = util::progress(jobs.len() as u64, "verifying", args.json);
    let models: Vec<ModelRow> = jobs
        .par_iter()
        .map(|&(index, copies, kind)| {
            let bytes = vol
                .table
                .entries
                .get(index as usize)
                .context("entry index out of the table")
                .and_then(|e| Ok(vol.file_bytes(e)?));
            let row = match bytes {
                Ok(bytes) => check_model(index, copies, kind, &bytes, &table, args.order),
                Err(e) => ModelRow {
                    index,
                    copies,
                    kind: kind.id().into(),
                    blocks: 0,
                    landed: 0,
                    problems: Vec::new(),
                    error: Some(format!("read: {e:#}")),
                    decoded: false,
                    facing_z: None,
                    node15_side: None,
                },
            };
            pb.inc(1);
            row
        })
        .collect();
    pb.finish_and_clear();
    let mut s = Summary { models: models.len(), ..Summary::default() };
    for m in &models {
        s.entries += m.copies;
        s.blocks += m.blocks;
        s.landed += m.landed;
        s.domain_problems += m.problems.len();
        s.decode_errors += usize::from(m.error.is_some());
        s.decoded += usize::from(m.decoded);
        s.with_face += usize::from(m.facing_z.is_some());
        s.facing_minus_z += usize::from(m.facing_z == Some(-1));
        s.humanoids += usize::from(m.node15_side.is_some());
        s.node15_right += usize::from(m.node15_side == Some(scene::facing::Side::Right));
    }
    let ok = s.landed == s.blocks
        && s.domain_problems == 0
        && s.decoded == s.models
        && s.decode_errors == 0
        && s.facing_minus_z == s.with_face
        && s.models > 0;
    // Maps share the face-record dispatch, so the same table is checked on them.
    let (files, read_errors) = dewprism::map::disc_files(&vol);
    let refs: Vec<(u32, Kind, &[u8])> =
        files.iter().map(|(i, k, b)| (*i, *k, b.as_ref())).collect();
    let map_report = dewprism::map::verify(&refs, &table);
    let failed: Vec<_> = map_report.maps.iter().filter(|m| !m.ok()).cloned().collect();
    let maps_ok = failed.is_empty() && read_errors.is_empty();
    let maps = MapsPart {
        summary: map_report.summary(),
        failed,
        unpaired: map_report.pairing.unpaired.clone(),
        ok: maps_ok,
    };
    let ok = ok && maps_ok;
    let captures = check_captures(&vol, &jobs, &table, &args.captures)?;
    let report = Report { record_lengths: src, summary: s, models, maps, captures, ok };
    if args.json {
        util::print_json(&report)?;
    } else {
        print_text(&report);
    }
    Ok(if ok { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

fn print_text(r: &Report) {
    let s = &r.summary;
    let l = &r.record_lengths;
    let mut rows: Vec<(u32, u8)> =
        l.lengths.iter().map(|(k, v)| (k.parse().unwrap_or(u32::MAX), *v)).collect();
    rows.sort_unstable();
    let table: Vec<String> = rows.iter().map(|(k, v)| format!("{k}:{v}")).collect();
    println!("record lengths: {} ({}) [{}]", l.source, l.detail, table.join(" "));
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
    let mut shown = 0;
    for m in &r.models {
        for p in &m.problems {
            if shown < 20 {
                println!("FAIL model #{} ({}) block {}: {}", m.index, m.kind, p.block, p.message);
            }
            shown += 1;
        }
        if let Some(e) = &m.error {
            if shown < 20 {
                println!("FAIL model #{} ({}): {e}", m.index, m.kind);
            }
            shown += 1;
        }
        if m.facing_z == Some(1) {
            println!(
                "FAIL model #{}: the face texture is on the +Z side (front must be −Z)",
                m.index
            );
        }
    }
    if shown > 20 {
        println!("… and {} more", shown - 20);
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
