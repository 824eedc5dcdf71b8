//! `dewrip verify`: check the provisional layouts against a disc.
//!
//! For every unique character model: the landing check on every face-record block, the
//! tile-ID and vertex-index domain checks, a full decode and the facing check; for the maps the
//! pairing, landing and domain checks; for each capture, which models have their CLUTs in its
//! VRAM (capture matching).
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use dewprism::chr::{self, model, verify};
use rayon::prelude::*;
use serde::Serialize;
use sqfs::sniff::Kind;

use crate::conventions::Conventions;
use crate::disc::{read_file, Disc};
use crate::error::{Error, Result};
use crate::Progress;

/// Largest capture file accepted: a save state is a few MB, a long GPU dump can be hundreds.
pub const MAX_CAPTURE: u64 = 1 << 30;

/// A domain or landing problem of one block.
#[derive(Debug, Serialize)]
pub struct ProblemRow {
    /// Block number.
    pub block: usize,
    /// Offset in the file.
    pub offset: Option<usize>,
    /// What went wrong.
    pub message: String,
}

/// One unique character model.
#[derive(Debug, Serialize)]
pub struct ModelRow {
    /// First copy's directory index.
    pub index: u32,
    /// Copies on the disc.
    pub copies: usize,
    /// Kind.
    pub kind: String,
    /// Face-record blocks.
    pub blocks: usize,
    /// Blocks that land.
    pub landed: usize,
    /// Problems, one per failing block.
    pub problems: Vec<ProblemRow>,
    /// Structure, decode or read error.
    pub error: Option<String>,
    /// When the layout did not fit: what the file holds, found from its own structure.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probe: Option<probe::Comparison>,
    /// Decoded fully.
    pub decoded: bool,
    /// Side of the face texture (−1: −Z, the published front).
    pub facing_z: Option<i8>,
    /// Side of node 15.
    pub node15_side: Option<scene::facing::Side>,
}

/// Totals.
#[derive(Debug, Serialize, Default)]
pub struct Summary {
    /// Unique models.
    pub models: usize,
    /// Entries (copies included).
    pub entries: usize,
    /// Blocks.
    pub blocks: usize,
    /// Blocks that land.
    pub landed: usize,
    /// Blocks with a domain problem.
    pub domain_problems: usize,
    /// Models with an error.
    pub decode_errors: usize,
    /// Models decoded.
    pub decoded: usize,
    /// Models with a face texture.
    pub with_face: usize,
    /// Of those, facing −Z.
    pub facing_minus_z: usize,
    /// 34-node models.
    pub humanoids: usize,
    /// Of those, node 15 on the right.
    pub node15_right: usize,
}

/// The maps part.
#[derive(Debug, Serialize)]
pub struct MapsPart {
    /// Totals.
    pub summary: dewprism::map::MapSummary,
    /// Maps with a problem.
    pub failed: Vec<dewprism::map::MapCheck>,
    /// `.mmd` without a pair.
    pub unpaired: Vec<dewprism::map::Unpaired>,
    /// All maps passed.
    pub ok: bool,
}

/// Per capture: the models whose palettes are in its VRAM.
#[derive(Debug, Serialize)]
pub struct CaptureRow {
    /// The capture file.
    pub path: String,
    /// Its kind.
    pub kind: String,
    /// 16-colour CLUT rows (x a multiple of 16, not all zero) in the capture's VRAM.
    pub cluts_in_vram: usize,
    /// Models with at least one of their CLUTs in VRAM, with how many.
    pub models_present: Vec<PresentModel>,
}

/// A model whose palette is in a capture's VRAM.
#[derive(Debug, Serialize)]
pub struct PresentModel {
    /// First copy's directory index.
    pub index: u32,
    /// Copies on the disc.
    pub copies: usize,
    /// Of its CLUTs, how many are in VRAM.
    pub cluts_found: usize,
    /// Its CLUTs.
    pub cluts: usize,
}

/// The `verify` report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// Totals over the characters.
    pub summary: Summary,
    /// One row per unique character.
    pub models: Vec<ModelRow>,
    /// The maps: pairing coverage, landing and domain checks per `.mmd`.
    pub maps: MapsPart,
    /// Per capture holding VRAM given without a flag: the models whose palettes are in it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub palette_matches: Vec<CaptureRow>,
    /// Every capture given without a flag: what it was used for, what it holds that was not
    /// checked and how to check it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub captures_given: Vec<CaptureUse>,
    /// Per capture checked against `--model`: matched faces, residual, camera, mirror,
    /// animation state, checks (the contract of `dewrip verify --gpu-dump/--ram`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub captures: Vec<captures::CaptureReport>,
    /// The model's semantic checks (facing, handedness), when `--model` is given.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<captures::Check>,
    /// The EXE's own LZ routine run on every LZ blob of the distinct `.chr`/`.mtd` files.
    pub lz_exe: LzCheck,
    /// Every container layout in use judged over the disc's files of its format: per item and
    /// field, in how many files it held.
    pub layouts: Vec<dewprism::judge::Judgement>,
    /// Every convention with its source.
    pub conventions: Conventions,
    /// A truncated or damaged image (fails the run; null when the image is whole).
    pub damage: Option<crate::damage::Damage>,
    /// Everything passed.
    pub ok: bool,
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

fn empty_row(index: u32, copies: usize, kind: Kind) -> ModelRow {
    ModelRow {
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
        probe: None,
    }
}

/// When dewrip's layout does not fit a file: what `probe` finds in it, against where the layout
/// expected the skeleton (`docs/formats/chr.md`), and which header words point where.
fn probe_file(
    index: u32,
    data: &[u8],
    lengths: &probe::LengthTable,
    error: &str,
) -> Option<probe::Comparison> {
    let label = format!("entry {index}");
    let report = probe::probe_file(data, lengths, &label, &probe::Limits::default()).ok()?;
    let expected = [probe::Expectation {
        what: "the skeleton (magic 0x12345678)".into(),
        kind: probe::RegionKind::Skeleton,
        start: dewprism::chr::HEADER_LEN,
    }];
    Some(probe::compare(&report, error, &expected))
}

/// Checks one model's bytes.
pub fn check_model(
    index: u32,
    copies: usize,
    kind: Kind,
    data: &[u8],
    conventions: &Conventions,
) -> ModelRow {
    let order = conventions.rotation.value;
    let mut row = empty_row(index, copies, kind);
    match verify::check(data, conventions) {
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
        Err(e) => {
            row.error = Some(format!("structure: {e}"));
            let lengths = dewprism::Sourced {
                value: conventions.lengths(),
                from: conventions.records.from.clone(),
            };
            row.probe = probe_file(index, data, &lengths, &e.to_string());
        }
    }
    if row.error.is_none() && row.problems.is_empty() {
        match chr::read(data, conventions) {
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

/// A unique character: first index, copies, kind.
type Unique = (u32, usize, Kind);

/// Reads a capture's VRAM.
pub fn capture_vram(path: &Path) -> Result<(captures::formats::CaptureKind, gpu::vram::Vram)> {
    let bytes = read_file(path, MAX_CAPTURE)?;
    let cap = captures::formats::read(&bytes).map_err(|e| Error::capture(path, e))?;
    let kind = cap.kind;
    let vram = cap.vram.ok_or_else(|| {
        Error::format(Some(path), format!("{} ({}) holds no VRAM", path.display(), kind.name()))
    })?;
    Ok((kind, vram))
}

/// Every non-empty 16-colour CLUT row of a VRAM (x a multiple of 16).
pub fn vram_cluts(vram: &gpu::vram::Vram) -> HashSet<[u16; 16]> {
    let mut in_vram = HashSet::new();
    for y in 0..gpu::vram::HEIGHT {
        for x in (0..gpu::vram::WIDTH).step_by(16) {
            let mut c = [0u16; 16];
            for (i, slot) in c.iter_mut().enumerate() {
                *slot = vram.get(x.saturating_add(i), y);
            }
            if c.iter().any(|&v| v != 0) {
                in_vram.insert(c);
            }
        }
    }
    in_vram
}

/// A capture given without a flag (`verify DISC CAPTURE…`) and what was done with it: each is
/// used for what it holds — its VRAM for the palettes, a GPU dump's drawing (with `--model`) for
/// faces, residual and mirror — and what it holds but could not be used for is said.
#[derive(Debug, Clone, Serialize)]
pub struct CaptureUse {
    /// The file.
    pub path: String,
    /// Its kind (`raw-vram`, `raw-ram`, `gpu-dump`, `duckstation-state`, …).
    pub kind: String,
    /// What it was used for: `palettes` (VRAM), `drawing` (a GPU dump checked against
    /// `--model`).
    pub used_for: Vec<&'static str>,
    /// What it holds that was not checked, and how to check it (null when everything was).
    pub not_measured: Option<String>,
}

/// A capture read once: its kind and VRAM.
struct Loaded {
    path: PathBuf,
    kind: captures::formats::CaptureKind,
    vram: Option<gpu::vram::Vram>,
    ram: bool,
}

fn load_capture(path: &Path) -> Result<Loaded> {
    let bytes = read_file(path, MAX_CAPTURE)?;
    let cap = captures::formats::read(&bytes).map_err(|e| {
        Error::format(Some(path), format!("{}: not a capture dewrip reads ({e})", path.display()))
    })?;
    Ok(Loaded { path: path.to_path_buf(), kind: cap.kind, ram: cap.ram.is_some(), vram: cap.vram })
}

/// Capture matching: for each capture holding VRAM, which unique models have their CLUTs there.
fn match_captures(
    disc: &Disc,
    uniques: &[Unique],
    conv: &dewprism::Conventions,
    captures: &[&Loaded],
) -> Vec<CaptureRow> {
    let mut model_cluts: Vec<(u32, usize, Vec<[u16; 16]>)> = Vec::new();
    if !captures.is_empty() {
        for &(index, copies, _) in uniques {
            let Ok(bytes) = disc.entry_bytes(index) else { continue };
            if let Ok(chr) = dewprism::chr::read(&bytes, conv) {
                model_cluts.push((index, copies, chr.cluts.clone()));
            }
        }
    }
    let mut rows = Vec::new();
    for cap in captures {
        let Some(vram) = &cap.vram else { continue };
        let in_vram = vram_cluts(vram);
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
            path: cap.path.display().to_string(),
            kind: cap.kind.name().to_string(),
            cluts_in_vram: in_vram.len(),
            models_present,
        });
    }
    rows
}

/// What each capture given without a flag is used for.
fn uses(loaded: &[Loaded], model: bool) -> Vec<CaptureUse> {
    use captures::formats::CaptureKind;
    loaded
        .iter()
        .map(|c| {
            let mut used_for = Vec::new();
            if c.vram.is_some() {
                used_for.push("palettes");
            }
            if c.kind == CaptureKind::GpuDump && model {
                used_for.push("drawing");
            }
            let p = c.path.display();
            let not_measured = if c.kind == CaptureKind::GpuDump && !model {
                Some(format!(
                    "its drawing (faces matched, projection residual, mirror) is checked \
                     against a model: add --model NAME|INDEX (or give it as --gpu-dump {p})"
                ))
            } else if c.ram {
                Some(format!(
                    "it holds RAM: the animation state is checked with --model NAME|INDEX \
                     --ram {p} --tick T (the tick of the clip when it was taken)"
                ))
            } else {
                None
            };
            CaptureUse {
                path: p.to_string(),
                kind: c.kind.name().to_string(),
                used_for,
                not_measured,
            }
        })
        .collect()
}

fn add(a: &mut usize, b: usize) {
    *a = a.saturating_add(b);
}

/// Runs every check.
pub fn run(
    disc: &Disc,
    c: &Conventions,
    captures: &[PathBuf],
    capture_args: &CaptureArgs,
    progress: &dyn Progress,
) -> Result<Report> {
    // Every capture is read once and used for what it holds.
    let loaded = captures.iter().map(|p| load_capture(p)).collect::<Result<Vec<_>>>()?;
    let mut capture_args = capture_args.clone();
    if capture_args.model.is_some() {
        for l in loaded.iter().filter(|l| l.kind == captures::formats::CaptureKind::GpuDump) {
            if !capture_args.gpu_dumps.contains(&l.path) {
                capture_args.gpu_dumps.push(l.path.clone());
            }
        }
    }
    let captures_given = uses(&loaded, capture_args.model.is_some());
    let checked = capture_checks(disc, c, &capture_args)?;
    let vol = &disc.volume;
    progress.start("scanning", vol.table.entries.len() as u64);
    let infos = vol.scan(true, &|| progress.inc(1));
    progress.finish();
    let damage = crate::damage::check(
        disc,
        vol.table
            .entries
            .iter()
            .zip(&infos)
            .filter_map(|(e, i)| i.error.as_deref().map(|err| (e.index, err))),
    );
    // Unique character models: first index per content, with the number of copies.
    let mut first: BTreeMap<[u8; 32], Unique> = BTreeMap::new();
    let mut textured: BTreeMap<[u8; 32], u32> = BTreeMap::new();
    for (e, info) in vol.table.entries.iter().zip(&infos) {
        let Some(h) = info.sha256 else { continue };
        if matches!(info.kind, Kind::Chr | Kind::ChrNomagic | Kind::Mtd) {
            textured.entry(h).or_insert(e.index);
        }
        if !matches!(info.kind, Kind::Chr | Kind::ChrNomagic) {
            continue;
        }
        first.entry(h).and_modify(|x| add(&mut x.1, 1)).or_insert((e.index, 1, info.kind));
    }
    let mut textured: Vec<u32> = textured.into_values().collect();
    textured.sort_unstable();
    let lz_exe = lz_cross_check(disc, &textured, &c.lz.value);
    let mut uniques: Vec<Unique> = first.into_values().collect();
    uniques.sort_unstable_by_key(|j| j.0);
    progress.start("verifying", uniques.len() as u64);
    let models: Vec<ModelRow> = uniques
        .par_iter()
        .map(|&(index, copies, kind)| {
            let row = match disc.entry_bytes(index) {
                Ok(bytes) => check_model(index, copies, kind, &bytes, c),
                Err(e) => {
                    let mut r = empty_row(index, copies, kind);
                    r.error = Some(format!("read: {e}"));
                    r
                }
            };
            progress.inc(1);
            row
        })
        .collect();
    progress.finish();
    let mut s = Summary { models: models.len(), ..Summary::default() };
    for m in &models {
        add(&mut s.entries, m.copies);
        add(&mut s.blocks, m.blocks);
        add(&mut s.landed, m.landed);
        add(&mut s.domain_problems, m.problems.len());
        add(&mut s.decode_errors, usize::from(m.error.is_some()));
        add(&mut s.decoded, usize::from(m.decoded));
        add(&mut s.with_face, usize::from(m.facing_z.is_some()));
        add(&mut s.facing_minus_z, usize::from(m.facing_z == Some(-1)));
        add(&mut s.humanoids, usize::from(m.node15_side.is_some()));
        add(&mut s.node15_right, usize::from(m.node15_side == Some(scene::facing::Side::Right)));
    }
    let ok = s.landed == s.blocks
        && s.domain_problems == 0
        && s.decoded == s.models
        && s.decode_errors == 0
        && s.facing_minus_z == s.with_face
        && s.models > 0;
    // Maps share the face-record dispatch, so the same table is checked on them.
    let (files, read_errors) = dewprism::map::disc_files(vol);
    let refs: Vec<(u32, Kind, &[u8])> =
        files.iter().map(|(i, k, b)| (*i, *k, b.as_ref())).collect();
    let map_report = dewprism::map::verify(&refs, c);
    let chr: Vec<(u32, std::borrow::Cow<'_, [u8]>)> =
        uniques.iter().filter_map(|u| disc.entry_bytes(u.0).ok().map(|b| (u.0, b))).collect();
    let chr: Vec<(String, &[u8])> =
        chr.iter().map(|(i, b)| (format!("entry {i} (chr)"), b.as_ref())).collect();
    let layouts = judge_layouts(&chr, &refs, c);
    let failed: Vec<_> = map_report.maps.iter().filter(|m| !m.ok()).cloned().collect();
    let maps_ok = failed.is_empty() && read_errors.is_empty();
    let maps = MapsPart {
        summary: map_report.summary(),
        failed,
        unpaired: map_report.pairing.unpaired.clone(),
        ok: maps_ok,
    };
    let with_vram: Vec<&Loaded> = loaded.iter().filter(|l| l.vram.is_some()).collect();
    let palette_matches = match_captures(disc, &uniques, c, &with_vram);
    let captures_ok = checked.as_ref().is_none_or(|r| !r.failed);
    let (captures, checks) = match checked {
        Some(r) => (r.captures, r.checks),
        None => (Vec::new(), Vec::new()),
    };
    Ok(Report {
        summary: s,
        models,
        maps,
        palette_matches,
        captures_given,
        captures,
        checks,
        lz_exe: lz_exe.clone(),
        conventions: c.clone(),
        ok: ok
            && maps_ok
            && captures_ok
            && lz_exe.status != "fail"
            && damage.is_none()
            && layouts.iter().all(|j| j.unusable.is_none() && j.fitted == j.files),
        layouts,
        damage,
    })
}

/// Each container layout in use, judged over the distinct files of its format: `chr` the
/// character files (a label and the bytes), `maps` the disc's `.mmd`/`.mtd` files.
pub fn judge_layouts(
    chr: &[(String, &[u8])],
    maps: &[(u32, Kind, &[u8])],
    c: &Conventions,
) -> Vec<dewprism::judge::Judgement> {
    use dewprism::layouts::Format;
    let lengths = c.records.value.lengths();
    let of = |k: Kind, name: &str| -> Vec<(String, &[u8])> {
        maps.iter().filter(|f| f.1 == k).map(|f| (format!("entry {} ({name})", f.0), f.2)).collect()
    };
    let l = &c.layouts;
    vec![
        dewprism::judge::judge(Format::Chr, &l.chr, chr, &lengths),
        dewprism::judge::judge(Format::Mmd, &l.mmd, &of(Kind::Mmd, "mmd"), &lengths),
        dewprism::judge::judge(Format::Mtd, &l.mtd, &of(Kind::Mtd, "mtd"), &lengths),
    ]
}

/// What the capture checks need: the model, the captures and the pose.
#[derive(Debug, Clone, Default)]
pub struct CaptureArgs {
    /// `--model NAME|INDEX`.
    pub model: Option<String>,
    /// `--gpu-dump F` (repeatable).
    pub gpu_dumps: Vec<PathBuf>,
    /// `--ram F` with its `--tick T` (pairs, in order).
    pub rams: Vec<(PathBuf, u32)>,
    /// `--clip C`.
    pub clip: usize,
    /// `--frame T` (the pose's tick; default idle tick 1).
    pub frame: u32,
    /// `--right-hand NODE`.
    pub right_hand: Option<String>,
}

/// The model a `--model NAME|INDEX` names: an entry index, or a name from the name tables.
fn model_entry(disc: &Disc, spec: &str) -> Result<(u32, String)> {
    if let Ok(i) = spec.parse::<u32>() {
        return Ok((i, format!("#{i}")));
    }
    // A hashmap name table names files by their SHA-256: the listing must hash for it.
    let listing = disc.listing(disc.hashmap_names, &crate::Quiet);
    listing
        .rows
        .iter()
        .find(|r| {
            r.name.as_deref().is_some_and(|n| {
                let stem = n.rsplit_once('.').map_or(n, |(s, _)| s);
                n.eq_ignore_ascii_case(spec) || stem.eq_ignore_ascii_case(spec)
            })
        })
        .map(|r| (r.index, spec.to_string()))
        .ok_or_else(|| {
            Error::usage(format!(
                "--model {spec}: no entry has that name{} (give an index, or name tables with --names)",
                if disc.name_tables.is_empty() { " and no --names table was given" } else { "" }
            ))
        })
}

/// Checks one model against GPU dumps and RAM snapshots (projection residual, matching without
/// geometry, mirror, animation state) and the semantic checks — `crates/captures`.
pub fn capture_checks(
    disc: &Disc,
    c: &Conventions,
    a: &CaptureArgs,
) -> Result<Option<captures::CapturesReport>> {
    if a.gpu_dumps.is_empty() && a.rams.is_empty() && a.model.is_none() {
        return Ok(None);
    }
    let spec = a.model.as_deref().ok_or_else(|| {
        Error::usage("--gpu-dump / --ram need --model NAME|INDEX (the model the capture shows)")
    })?;
    let (index, name) = model_entry(disc, spec)?;
    let bytes = disc.entry_bytes(index)?;
    let chr = dewprism::chr::read(&bytes, c)
        .map_err(|e| Error::format(None, format!("--model {spec} (entry {index}): {e}")))?;
    let mut files: Vec<(String, Vec<u8>, Option<u32>)> = Vec::new();
    for p in &a.gpu_dumps {
        files.push((p.display().to_string(), read_file(p, MAX_CAPTURE)?, None));
    }
    for (p, tick) in &a.rams {
        files.push((p.display().to_string(), read_file(p, MAX_CAPTURE)?, Some(*tick)));
    }
    let inputs: Vec<captures::CaptureInput<'_>> = files
        .iter()
        .map(|(label, bytes, tick)| match tick {
            None => captures::CaptureInput::GpuDump { label, bytes },
            Some(t) => captures::CaptureInput::Ram { label, bytes, tick: *t },
        })
        .collect();
    let opts = captures::Options {
        clip: a.clip,
        tick: a.frame,
        order: c.rotation.value,
        right_hand: a.right_hand.clone(),
        ..captures::Options::default()
    };
    Ok(Some(captures::verify_captures(&chr, &name, &inputs, &opts)))
}

/// A blob the two decoders disagree on: (entry, offset, why).
pub type Differ = (u32, usize, String);

/// The EXE's LZ routine against the native decoder, blob by blob.
#[derive(Debug, Clone, Serialize)]
pub struct LzCheck {
    /// `pass` (every blob agrees, or the EXE's routine is in use and decodes every blob),
    /// `fail` (some differ while the native decoder is in use, or the routine fails on one)
    /// or `not_measured` (and why).
    pub status: &'static str,
    /// What was measured, or why nothing was.
    pub detail: String,
    /// The EXE's decoder (function, argument roles), when found.
    pub decoder: Option<r3000::routines::lz::Decoder>,
    /// LZ blobs found (by `probe`, whatever the file layout) and run.
    pub blobs: usize,
    /// Blobs where both decoders give the same bytes.
    pub agree: usize,
    /// Blobs where they differ or one fails: (entry, offset, why). The EXE's output is the
    /// game's truth; where the conventions chose the native decoder, these fail the check.
    pub differ: Vec<Differ>,
}

/// Runs the EXE's LZ routine (found by `r3000::routines::lz`) on every clean LZ blob `probe`
/// finds in `entries`, and compares with `sqfs::lz`. With `in_use` the native decoder, any
/// difference fails; with the EXE's routine in use (the conventions switched to it), the check
/// passes when the routine decodes every blob, and the differences are listed.
pub fn lz_cross_check(disc: &Disc, entries: &[u32], in_use: &dewprism::conventions::Lz) -> LzCheck {
    let not = |detail: String| LzCheck {
        status: "not_measured",
        detail,
        decoder: None,
        blobs: 0,
        agree: 0,
        differ: Vec::new(),
    };
    let exe = match disc.boot_exe() {
        Ok(e) => e,
        Err(e) => return not(format!("no boot EXE: {e}")),
    };
    let lz = match r3000::routines::lz::ExeLz::find(&exe.bytes) {
        Ok(Some(l)) => l,
        Ok(None) => return not("no function of the EXE decodes the probe LZ blob".into()),
        Err(e) => return not(format!("the EXE's routines could not run: {e}")),
    };
    let lengths = probe::builtin_lengths();
    let limits = probe::Limits::default();
    // Per file: blobs, agreeing blobs, disagreements, and how many of those the EXE's routine
    // itself failed on.
    let per: Vec<(usize, usize, Vec<Differ>, usize)> = entries
        .par_iter()
        .map(|&index| {
            let Ok(bytes) = disc.entry_bytes(index) else { return (0, 0, Vec::new(), 0) };
            let Ok(r) = probe::probe_file(&bytes, &lengths, "", &limits) else {
                return (0, 0, Vec::new(), 0);
            };
            let (mut n, mut ok, mut bad, mut exe_bad) = (0usize, 0usize, Vec::new(), 0usize);
            for reg in r.regions.iter().filter(|g| g.kind == probe::RegionKind::Lz) {
                let Some(blob) = bytes.get(reg.start..reg.end) else { continue };
                n = n.saturating_add(1);
                let native = sqfs::lz::decompress(blob);
                match (lz.decode(blob), native) {
                    (Ok(d), Ok(v)) if d.bytes == v => ok = ok.saturating_add(1),
                    (Ok(_), Ok(_)) => bad.push((index, reg.start, "the outputs differ".into())),
                    (Err(e), _) => {
                        exe_bad = exe_bad.saturating_add(1);
                        bad.push((index, reg.start, format!("the EXE's routine: {e}")))
                    }
                    (_, Err(e)) => bad.push((index, reg.start, format!("the native decoder: {e}"))),
                }
            }
            (n, ok, bad, exe_bad)
        })
        .collect();
    let blobs = per.iter().map(|p| p.0).sum::<usize>();
    let agree = per.iter().map(|p| p.1).sum::<usize>();
    let exe_failed = per.iter().any(|p| p.3 > 0);
    let differ: Vec<_> = per.into_iter().flat_map(|p| p.2).collect();
    if blobs == 0 {
        return LzCheck {
            decoder: Some(lz.decoder),
            ..not("no LZ blob found in the files".into())
        };
    }
    let exe_in_use = in_use.label() == "exe";
    let status = match (differ.is_empty(), exe_in_use) {
        (true, _) => "pass",
        (false, true) if !exe_failed => "pass",
        _ => "fail",
    };
    LzCheck {
        status,
        detail: format!(
            "the EXE's routine at {:#010x} ({:?}) on {blobs} blobs of {} files: {agree} agree with \
             the native decoder{}",
            lz.decoder.function,
            lz.decoder.args,
            entries.len(),
            if exe_in_use { "; textures are decoded by the EXE's routine" } else { "" }
        ),
        decoder: Some(lz.decoder),
        blobs,
        agree,
        differ,
    }
}

/// How one line of the human report came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Measured and within the threshold.
    Pass,
    /// Measured and outside it.
    Fail,
    /// The input lacks what the check needs (never a pass, never a failure).
    NotMeasured,
    /// A fact, not a check.
    Info,
}

impl Outcome {
    /// The word printed: `PASS`, `FAIL`, `not measured`, `info`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Pass => "PASS",
            Outcome::Fail => "FAIL",
            Outcome::NotMeasured => "not measured",
            Outcome::Info => "info",
        }
    }

    fn of(status: captures::Status) -> Outcome {
        match status {
            captures::Status::Pass => Outcome::Pass,
            captures::Status::Fail => Outcome::Fail,
            captures::Status::NotMeasured => Outcome::NotMeasured,
        }
    }
}

/// One line of the human report: a check with what it measured and what it needed.
#[derive(Debug, Clone, Serialize)]
pub struct Line {
    /// The section (`image`, `characters`, `maps`, `LZ`, a capture's file name …).
    pub section: String,
    /// The check's name.
    pub name: String,
    /// How it came out.
    pub outcome: Outcome,
    /// What was measured, with units (or why nothing was).
    pub figure: String,
    /// What passes, with units (empty for facts).
    pub threshold: String,
}

fn line(section: &str, name: &str, outcome: Outcome, figure: String, threshold: &str) -> Line {
    Line {
        section: section.into(),
        name: name.into(),
        outcome,
        figure,
        threshold: threshold.into(),
    }
}

fn pass_if(ok: bool) -> Outcome {
    if ok {
        Outcome::Pass
    } else {
        Outcome::Fail
    }
}

/// What passes for each capture check (the defaults `verify` runs them with).
fn capture_threshold(name: &str) -> String {
    let o = captures::Options::default();
    match name {
        "matching" => format!(
            "≥ {:.0} % of the drawn polygons in the model's palettes matched",
            o.match_share * 100.0
        ),
        "residual" => format!("median ≤ {} px", o.residual_limit_px),
        "mirror" => "the model as decoded fits better than its reflection".into(),
        "facing" => "the face toward −Z, or toward the camera where drawn".into(),
        "handedness" => "the held object on the right hand".into(),
        "animation_state" => "0 mismatching fields".into(),
        _ => String::new(),
    }
}

/// The report as people read it: one line per check with its figure and threshold, in the
/// order printed; the verdict is [`verdict`] of these lines.
pub fn lines(r: &Report) -> Vec<Line> {
    let mut out = Vec::new();
    match &r.damage {
        Some(d) => out.push(line(
            "image",
            "whole",
            Outcome::Fail,
            d.summary.clone(),
            "every file the table names inside the image",
        )),
        None => out.push(line(
            "image",
            "whole",
            Outcome::Pass,
            "every file the hidden table names is inside the image".into(),
            "every file the table names inside the image",
        )),
    }
    for j in &r.layouts {
        let fits = j.unusable.is_none() && j.fitted == j.files;
        out.push(line(
            "layouts",
            j.format,
            if j.files == 0 { Outcome::NotMeasured } else { pass_if(fits) },
            j.summary(),
            "every file of the format",
        ));
    }
    let s = &r.summary;
    let ch = "characters";
    out.push(line(
        ch,
        "found",
        pass_if(s.models > 0),
        format!("{} distinct character models ({} entries)", s.models, s.entries),
        "at least 1",
    ));
    out.push(line(
        ch,
        "landing",
        pass_if(s.landed == s.blocks),
        format!("{}/{} face-record blocks land with 0–3 bytes of padding", s.landed, s.blocks),
        "all blocks",
    ));
    out.push(line(
        ch,
        "domains",
        pass_if(s.domain_problems == 0),
        format!(
            "{} blocks with a type byte, tile ID or vertex index out of its domain",
            s.domain_problems
        ),
        "0 blocks",
    ));
    out.push(line(
        ch,
        "decode",
        pass_if(s.decoded == s.models && s.decode_errors == 0),
        format!("{}/{} models decoded, {} with an error", s.decoded, s.models, s.decode_errors),
        "all models, no error",
    ));
    out.push(line(
        ch,
        "facing",
        if s.with_face == 0 {
            Outcome::NotMeasured
        } else {
            pass_if(s.facing_minus_z == s.with_face)
        },
        if s.with_face == 0 {
            "no model has a face texture".into()
        } else {
            format!("{}/{} models with a face texture face −Z", s.facing_minus_z, s.with_face)
        },
        "all face −Z, the published front",
    ));
    out.push(line(
        ch,
        "hand",
        Outcome::Info,
        format!(
            "node 15 is on the right in {}/{} 34-node models (node 15 is the book in dewrip's \
             synthetic topology)",
            s.node15_right, s.humanoids
        ),
        "",
    ));
    let m = &r.maps.summary;
    out.push(line(
        "maps",
        "pairing",
        pass_if(r.maps.ok),
        format!(
            "{}/{} .mmd pass: {} paired with a .mtd ({} distinct, {} adjacent, {} sharing a base \
             map's textures), {} unpaired; lowest coverage {:.1} %",
            m.passed,
            m.maps,
            m.paired,
            m.unique_maps,
            m.adjacent,
            m.shared_base,
            m.unpaired,
            m.min_coverage * 100.0
        ),
        "every .mmd paired, landing and in domain",
    ));
    out.push(line(
        "maps",
        "landing",
        pass_if(m.landed == m.pieces),
        format!("{}/{} piece record streams land with 0–3 bytes of padding", m.landed, m.pieces),
        "all streams",
    ));
    let l = &r.lz_exe;
    out.push(line(
        "LZ",
        "exe_routine",
        match l.status {
            "pass" => Outcome::Pass,
            "fail" => Outcome::Fail,
            _ => Outcome::NotMeasured,
        },
        l.detail.clone(),
        "every blob decoded (the same by both decoders while dewrip's is in use)",
    ));
    // Each capture given without a flag: what its VRAM shows, and what it holds that was not
    // checked (with how to check it).
    let file = |p: &str| {
        Path::new(p).file_name().map_or(p.to_string(), |n| n.to_string_lossy().into_owned())
    };
    for g in &r.captures_given {
        if let Some(c) = r.palette_matches.iter().find(|c| c.path == g.path) {
            let present: Vec<String> = c
                .models_present
                .iter()
                .map(|m| {
                    format!(
                        "entry {} ({}/{} palettes, {} copies)",
                        m.index, m.cluts_found, m.cluts, m.copies
                    )
                })
                .collect();
            out.push(line(
                "captures",
                &file(&g.path),
                Outcome::Info,
                format!(
                    "{}: {} non-empty 16-colour rows in VRAM; models with their palettes there: {}",
                    c.kind,
                    c.cluts_in_vram,
                    if present.is_empty() { "none".to_string() } else { present.join(", ") }
                ),
                "",
            ));
        }
        if let Some(why) = &g.not_measured {
            out.push(line(
                "captures",
                &file(&g.path),
                Outcome::NotMeasured,
                format!("{}: {why}", g.kind),
                "",
            ));
        }
    }
    for c in &r.checks {
        out.push(line(
            &format!("model {}", r.captures.first().map_or("", |c| c.model.as_str())),
            c.name,
            Outcome::of(c.status),
            c.detail.clone(),
            &capture_threshold(c.name),
        ));
    }
    for cap in &r.captures {
        let section = format!("{} ({}) against {}", file(&cap.capture), cap.kind, cap.model);
        for c in &cap.checks {
            out.push(line(
                &section,
                c.name,
                Outcome::of(c.status),
                c.detail.clone(),
                &capture_threshold(c.name),
            ));
        }
    }
    out
}

/// The verdict line: `OK` or `FAILED`, with how many checks passed, failed and measured
/// nothing. It agrees with [`Report::ok`] (a failure the lines do not show is named).
pub fn verdict(r: &Report, lines: &[Line]) -> String {
    let count = |o: Outcome| lines.iter().filter(|l| l.outcome == o).count();
    let (pass, fail, none) =
        (count(Outcome::Pass), count(Outcome::Fail), count(Outcome::NotMeasured));
    let failed: Vec<String> = lines
        .iter()
        .filter(|l| l.outcome == Outcome::Fail)
        .map(|l| format!("{}: {}", l.section, l.name))
        .collect();
    let measured_nothing =
        if none > 0 { format!(", {none} measured nothing") } else { String::new() };
    match (r.ok, fail) {
        (true, 0) => format!("verdict: OK — {pass} checks passed{measured_nothing}"),
        (false, 0) => format!(
            "verdict: FAILED — a check outside this list failed ({pass} passed; see --json)"
        ),
        _ => format!(
            "verdict: FAILED — {fail} of {} checks failed ({}){measured_nothing}",
            pass.saturating_add(fail),
            failed.join(", ")
        ),
    }
}
