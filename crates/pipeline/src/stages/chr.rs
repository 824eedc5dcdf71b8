//! `dewrip chr`: one character model — structure (`info`) and pose (`pose`). MODEL is a
//! `.chr` file or `DISC:INDEX`.
use std::collections::BTreeMap;
use std::path::Path;

use dewprism::anim::RotationOrder;
use dewprism::chr::{self, model, Chr};
use serde::Serialize;

use crate::conventions::{Conventions, ExeInput, Note, Overrides};
use crate::disc::{read_file, Disc};
use crate::error::{Error, Result};

/// Largest bare `.chr` file accepted.
const MAX_CHR: u64 = 64 << 20;

/// A loaded model: its label, bytes and the conventions to decode it with.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// `path` or `disc:index`.
    pub label: String,
    /// File bytes.
    pub bytes: Vec<u8>,
    /// Record lengths, layout and rotation order, each with its source.
    pub conventions: Conventions,
}

fn is_chr(k: sqfs::sniff::Kind) -> bool {
    matches!(k, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic)
}

/// Loads `FILE` (a `.chr`) or `DISC:INDEX`, with the conventions resolved as everywhere else
/// (a bare file has no EXE: the built-in table, loudly, unless `--record-lengths`).
fn load_as_given(spec: &str, overrides: &Overrides<'_>) -> Result<Loaded> {
    let as_path = Path::new(spec);
    if as_path.is_file() {
        let bytes = read_file(as_path, MAX_CHR)?;
        let kind = sqfs::sniff::sniff(&bytes);
        if !is_chr(kind) {
            return Err(Error::format(
                Some(as_path),
                format!(
                    "{spec} is of kind `{}`, not a .chr (use DISC:INDEX for a disc image)",
                    kind.id()
                ),
            ));
        }
        let conventions = Conventions::resolve(
            ExeInput::Missing("a bare .chr file has no boot EXE beside it"),
            overrides,
        )?;
        return Ok(Loaded { label: spec.to_string(), bytes, conventions });
    }
    let (disc, index) = spec.rsplit_once(':').ok_or_else(|| match std::fs::metadata(as_path) {
        Err(e) => Error::io("cannot read", as_path, e),
        Ok(_) => Error::usage(format!("{spec} is not a file; expected FILE or DISC:INDEX")),
    })?;
    let index: u32 = index.parse().map_err(|_| {
        Error::usage(format!(
            "{spec}: '{index}' is not an entry index (expected DISC:INDEX, e.g. game.cue:4586)"
        ))
    })?;
    let disc = Disc::open(Path::new(disc))?;
    let bytes = disc.entry_bytes(index)?.into_owned();
    let kind = sqfs::sniff::sniff(&bytes);
    if !is_chr(kind) {
        return Err(Error::usage(format!(
            "{spec}: entry {index} is of kind `{}`, not a .chr (`dewrip ls --json` lists the kinds)",
            kind.id()
        )));
    }
    let conventions = disc.conventions(overrides)?;
    Ok(Loaded { label: spec.to_string(), bytes, conventions })
}

/// Every distinct `.chr` of a disc (first index per content), named `DISC:INDEX`. Uses the
/// disc's hashed listing, made once per opening (the scan shown on `progress`).
pub fn disc_chr_files(
    disc: &Disc,
    progress: &dyn crate::Progress,
) -> Result<Vec<(String, Vec<u8>)>> {
    let listing = disc.listing(true, progress);
    let mut out = Vec::new();
    for row in &listing.rows {
        if row.unused || row.dup_of.is_some() || !matches!(row.kind, "chr" | "chr_nomagic") {
            continue;
        }
        let bytes = disc.entry_bytes(row.index)?.into_owned();
        out.push((format!("{}:{}", disc.path.display(), row.index), bytes));
    }
    Ok(out)
}

/// The conventions for decoding a disc's models: [`Disc::conventions`], then the disc-wide
/// auto-infer fallback. When no `--layout` names a `.chr` layout and the built-in one does
/// not decode every distinct `.chr` of the disc, a layout is inferred from all of them and
/// used if it decodes more of them (source `inferred`, a warning saying so and how to keep
/// it); if none can be inferred, or it decodes no more, the built-in layout stays, loudly.
/// `export`, `gallery`, `verify` and `report` decode through these. The disc's scan (made once
/// per opening, reused by later stages) is shown on `progress`.
pub fn disc_conventions(
    disc: &Disc,
    overrides: &Overrides<'_>,
    progress: &dyn crate::Progress,
) -> Result<Conventions> {
    let mut c = disc.conventions(overrides)?;
    if !builtin_in_use(&c, overrides) {
        return Ok(c);
    }
    let files = disc_chr_files(disc, progress)?;
    let builtin = fits(&files, &c);
    let Some(why) = builtin.first_misfit.clone() else { return Ok(c) };
    let why = format!("it decodes {} of {} distinct .chr files; {why}", builtin.fit, files.len());
    let label = disc.path.display().to_string();
    let mut trial = c.clone();
    let keep = format!("dewrip layout infer {label}");
    match adopt_inferred(&mut trial, &files, &label, &why, &keep) {
        Ok(warning) if fits(&files, &trial).fit > builtin.fit => {
            trial.warnings.push(warning);
            Ok(trial)
        }
        Ok(_) => {
            c.warnings.push(format!(
                "{label}: the built-in .chr layout does not fit ({why}); a layout inferred from                  them decodes no more, so the built-in one stays; `dewrip verify` shows which                  blocks land, `dewrip layout infer {label} -o LAYOUT.toml --explain` what was found"
            ));
            Ok(c)
        }
        Err(e) => {
            c.warnings.push(format!(
                "{e}; the built-in layout stays (models it does not decode are listed as failures)"
            ));
            Ok(c)
        }
    }
}

/// How many of `files` a layout decodes, and why the first one it does not.
struct Fit {
    fit: usize,
    first_misfit: Option<String>,
}

fn fits(files: &[(String, Vec<u8>)], c: &Conventions) -> Fit {
    use rayon::prelude::*;
    let errors: Vec<Option<String>> = files
        .par_iter()
        .map(|(name, bytes)| chr::read(bytes, c).err().map(|e| format!("{name}: {e}")))
        .collect();
    Fit {
        fit: errors.iter().filter(|e| e.is_none()).count(),
        first_misfit: errors.into_iter().flatten().next(),
    }
}

/// Whether the `.chr` layout in use is the built-in one, not named by a `--layout`: only then
/// may an auto-infer fallback replace it.
fn builtin_in_use(c: &Conventions, overrides: &Overrides<'_>) -> bool {
    c.layouts.chr.source() == dewprism::Source::Builtin && overrides.layouts.is_empty()
}

/// Infers a `.chr` layout from `files` and puts it into `c` (source `inferred`, `why` the
/// built-in one was set aside); returns the warning to print, which says how to keep it (the
/// command `keep`, which writes the same layout given `-o`).
fn adopt_inferred(
    c: &mut Conventions,
    files: &[(String, Vec<u8>)],
    label: &str,
    why: &str,
    keep: &str,
) -> Result<String> {
    let inputs: Vec<infer::Input<'_>> =
        files.iter().map(|(n, b)| infer::Input { name: n, data: b }).collect();
    // A file alone offers many readings and little to rule them out: its search is bounded.
    let deadline = (files.len() == 1)
        .then(|| {
            std::time::Instant::now().checked_add(std::time::Duration::from_secs(ALONE_SECONDS))
        })
        .flatten();
    let inf = infer::infer(&inputs, c, deadline).map_err(|e| {
        Error::format(
            None,
            format!(
                "{label}: the built-in .chr layout does not fit ({why}), and no layout could be inferred from {} file(s): {e}",
                files.len()
            ),
        )
    })?;
    let detail =
        format!("inferred from {} file(s) (the built-in layout does not fit: {why})", files.len());
    c.decoding.layouts.set(
        dewprism::layouts::Format::Chr,
        dewprism::Sourced::new(
            std::sync::Arc::clone(&inf.layout),
            dewprism::Source::Inferred,
            detail,
        ),
    );
    Ok(format!(
        "{label}: the built-in .chr layout does not fit ({why}); using a layout inferred from {} file(s); keep or edit it with `{keep} -o LAYOUT.toml` and pass it with --layout",
        files.len(),
    ))
}

/// How long the fallback searches a file alone for a layout before it gives up
/// **[provisional]** (with files beside it, or a disc's, the search is not bounded: every rule
/// must hold in all of them, which prunes it).
const ALONE_SECONDS: u64 = 30;

/// Most `.chr` files beside a bare one the fallback reads.
const MAX_SIBLINGS: usize = 64;
/// Most bytes the fallback reads from a bare file and the files beside it, together.
const MAX_SIBLING_BYTES: u64 = 64 << 20;

/// The files the auto-infer fallback learns from: for `DISC:INDEX`, every distinct `.chr` of
/// the disc; for a bare file, the file itself first, then the `.chr` files beside it (sorted,
/// at most [`MAX_SIBLINGS`]): a rule must hold in every file, so more files, fewer chance fits.
pub fn fallback_files(spec: &str, l: &Loaded) -> Result<Vec<(String, Vec<u8>)>> {
    let path = Path::new(spec);
    if !path.is_file() {
        if let Some((disc, _)) = spec.rsplit_once(':') {
            return disc_chr_files(&Disc::open(Path::new(disc))?, &crate::Quiet);
        }
    }
    let mut out = vec![(spec.to_string(), l.bytes.clone())];
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let Ok(rd) = std::fs::read_dir(dir) else { return Ok(out) };
    let mut beside: Vec<std::path::PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x.eq_ignore_ascii_case("chr"))
                && p.is_file()
                && p.file_name() != path.file_name()
        })
        .collect();
    beside.sort();
    // All of them together at most MAX_SIBLING_BYTES: a folder of large files is not read whole.
    let mut total = l.bytes.len() as u64;
    for p in beside.into_iter().take(MAX_SIBLINGS) {
        let size = std::fs::metadata(&p).map_or(u64::MAX, |m| m.len());
        if size > MAX_SIBLING_BYTES.saturating_sub(total) {
            continue;
        }
        let Ok(bytes) = read_file(&p, MAX_CHR) else { continue };
        if is_chr(sqfs::sniff::sniff(&bytes)) {
            total = total.saturating_add(bytes.len() as u64);
            out.push((p.display().to_string(), bytes));
        }
    }
    Ok(out)
}

/// Loads `FILE` (a `.chr`) or `DISC:INDEX`, with the conventions resolved as everywhere else
/// (a bare file has no EXE: the built-in table, loudly, unless `--record-lengths`), then the
/// auto-infer fallback over [`fallback_files`] (or, if no rule holds in all of them, this file
/// alone) when the layout in use does not decode it. The fallback's warning, if a layout was
/// inferred, is among the conventions' warnings.
pub fn load(spec: &str, overrides: &Overrides<'_>) -> Result<Loaded> {
    let mut l = load_as_given(spec, overrides)?;
    // The files are gathered only when the fallback will run: for DISC:INDEX that hashes every
    // file of the disc and reads every distinct .chr, most of a `chr info`'s time otherwise.
    if misfit(&l, overrides).is_none() {
        return Ok(l);
    }
    let files = fallback_files(spec, &l)?;
    match infer_fallback(&mut l, overrides, &files) {
        Err(_) if files.len() > 1 && Path::new(spec).is_file() => {
            let one = vec![(spec.to_string(), l.bytes.clone())];
            infer_fallback(&mut l, overrides, &one)?;
        }
        r => {
            r?;
        }
    }
    Ok(l)
}

/// The auto-infer fallback: when no `--layout` names a `.chr` layout and the one in use does
/// not decode this model (header or landing checks fail), infers a layout from `files` (the
/// model alone, or every `.chr` of its disc), uses it (source `inferred`) and returns the
/// warning to print. `Ok(None)`: the layout in use fits, or the user gave one.
pub fn infer_fallback(
    l: &mut Loaded,
    overrides: &Overrides<'_>,
    files: &[(String, Vec<u8>)],
) -> Result<Option<String>> {
    let Some(why) = misfit(l, overrides) else { return Ok(None) };
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).take(3).collect();
    let keep = format!(
        "dewrip layout infer {}{}",
        names.join(" "),
        if files.len() > names.len() { " …" } else { "" }
    );
    let warning = adopt_inferred(&mut l.conventions, files, &l.label, &why, &keep)?;
    l.conventions.warnings.push(warning.clone());
    Ok(Some(warning))
}

/// Why the auto-infer fallback runs: the built-in `.chr` layout does not decode this model (the
/// reading's error) and no `--layout` names one. `None`: it decodes, or the user gave a layout.
fn misfit(l: &Loaded, overrides: &Overrides<'_>) -> Option<String> {
    if !builtin_in_use(&l.conventions, overrides) {
        return None;
    }
    chr::read(&l.bytes, &l.conventions).err().map(|e| e.to_string())
}

fn decode(l: &Loaded) -> Result<Chr> {
    chr::read(&l.bytes, &l.conventions).map_err(|e| {
        Error::format(
            None,
            format!(
                "decoding {} through the {} .chr layout ({}) and the {} record layout: {e} (`dewrip verify` on the disc shows which blocks land; `dewrip layout infer` proposes a layout from the files)",
                l.label,
                l.conventions.layouts.chr.source(),
                l.conventions.layouts.chr.from.detail,
                l.conventions.records.source(),
            ),
        )
    })
}

/// Decodes a loaded model into a scene.
pub fn to_scene(l: &Loaded, name: &str) -> Result<scene::Model> {
    dewprism::chr::decode(&l.bytes, &l.conventions, name, &l.label).map_err(|e| {
        Error::format(
            None,
            format!(
                "decoding {} through the {} .chr layout and the {} record layout: {e}",
                l.label,
                l.conventions.layouts.chr.source(),
                l.conventions.records.source()
            ),
        )
    })
}

/// `ClipInfo` of a `chr` report.
#[derive(Debug, Serialize)]
pub struct ClipInfo {
    /// `name`.
    pub name: String,
    /// `ticks`.
    pub ticks: u16,
    /// `looping`.
    pub looping: bool,
    /// `stream_bytes`.
    pub stream_bytes: usize,
}

/// `TextureInfo` of a `chr` report.
/// `TextureInfo` of a `chr` report.
#[derive(Debug, Serialize)]
pub struct TextureInfo {
    /// `width`.
    pub width: u16,
    /// `height`.
    pub height: u16,
}

/// `BlockInfo` of a `chr` report.
/// `BlockInfo` of a `chr` report.
#[derive(Debug, Serialize)]
pub struct BlockInfo {
    /// `records`.
    pub records: usize,
    /// `faces`.
    pub faces: usize,
    /// `padding`.
    pub padding: Option<usize>,
}

/// `Info` of a `chr` report.
/// `Info` of a `chr` report.
#[derive(Debug, Serialize)]
pub struct Info {
    /// `model`.
    pub model: String,
    /// Where the `.chr` container layout came from (`builtin`, `file`, `inferred`).
    pub layout: Note,
    /// Where every convention came from (record layout and lengths, rotation order, LZ
    /// decoder, container layouts).
    pub conventions: crate::conventions::Report,
    /// `magic`.
    pub magic: bool,
    /// `nodes`.
    pub nodes: usize,
    /// `rotation_entries`.
    pub rotation_entries: usize,
    /// `parts`.
    pub parts: usize,
    /// File vertices: the entries of the parts' vertex arrays in the `.chr`.
    pub file_vertices: usize,
    /// Pool slots: the size of the vertex pool the parts' vertices are written into.
    pub pool_slots: u16,
    /// `file_vertices` under the name the layout contract (issue 21) and earlier reports give
    /// it: the same count, kept so that scripts written against `chr info` keep working.
    pub vertices: usize,
    /// `pool_slots` under its contract name (`pool_size`), the same count.
    pub pool_size: u16,
    /// glTF vertices: the vertices of the model as exported (one per distinct pool slot, UV
    /// and colour), the count `dewrip budget`, the gallery and `compare` give; null when the
    /// model does not convert (the error is in `dewrip export`'s report).
    pub gltf_vertices: Option<usize>,
    /// `blocks`.
    pub blocks: Vec<BlockInfo>,
    /// `faces`.
    pub faces: usize,
    /// `triangles`.
    pub triangles: usize,
    /// `faces_per_type`.
    pub faces_per_type: BTreeMap<u8, usize>,
    /// `tiles`.
    pub tiles: usize,
    /// `cluts`.
    pub cluts: usize,
    /// `textures`.
    pub textures: Vec<TextureInfo>,
    /// `blink_frames`.
    pub blink_frames: Option<u8>,
    /// `mouth_frames`.
    pub mouth_frames: Option<u8>,
    /// `channels`.
    pub channels: usize,
    /// `channels_per_node`.
    pub channels_per_node: BTreeMap<u8, usize>,
    /// `clips`.
    pub clips: Vec<ClipInfo>,
    /// The skeleton in file order: parent (null for a root) and rest translation (file units).
    /// A model without a skeleton has one implicit root at the origin.
    pub skeleton: Vec<NodeInfo>,
    /// The parts in file order: node and vertex count.
    pub part_list: Vec<PartInfo>,
}

/// One node of `Info::skeleton`.
#[derive(Debug, Serialize)]
pub struct NodeInfo {
    /// Parent node, null for a root.
    pub parent: Option<u8>,
    /// Rest translation relative to the parent, file units (GTE).
    pub translation: [i16; 3],
}

/// One part of `Info::part_list`.
#[derive(Debug, Serialize)]
pub struct PartInfo {
    /// The node it moves with.
    pub node: u8,
    /// Its file vertices (named `vertices` here, as the layout contract of issue 21 has it).
    pub vertices: usize,
}

/// The structure report of a model.
pub fn info(l: &Loaded) -> Result<Info> {
    let c = decode(l)?;
    let check = dewprism::chr::verify::check(&l.bytes, &l.conventions)
        .map_err(|e| Error::format(None, format!("{}: {e}", l.label)))?;
    let mut per_type = BTreeMap::new();
    for r in c.blocks.iter().flat_map(|b| &b.records) {
        let n = per_type.entry(r.type_byte()).or_insert(0usize);
        *n = n.saturating_add(1);
    }
    let mut per_node = BTreeMap::new();
    if let Some(a) = &c.anims {
        for ch in &a.channels {
            let n = per_node.entry(ch.node).or_insert(0usize);
            *n = n.saturating_add(1);
        }
    }
    Ok(Info {
        model: l.label.clone(),
        layout: {
            let c = &l.conventions.layouts.chr;
            Note { from: c.from.clone(), value: c.value.name.clone() }
        },
        conventions: l.conventions.report(),
        skeleton: match &c.skeleton {
            Some(s) => s
                .nodes
                .iter()
                .map(|n| NodeInfo { parent: n.parent, translation: n.translation })
                .collect(),
            None => vec![NodeInfo { parent: None, translation: [0; 3] }],
        },
        part_list: c
            .parts
            .iter()
            .map(|p| PartInfo { node: p.node, vertices: p.vertices.len() })
            .collect(),
        magic: c.skeleton.is_some(),
        nodes: c.node_count(),
        rotation_entries: c.skeleton.as_ref().map_or(0, |s| s.rotations.len()),
        parts: c.parts.len(),
        file_vertices: c.parts.iter().map(|p| p.vertices.len()).sum(),
        pool_slots: c.pool_size,
        vertices: c.parts.iter().map(|p| p.vertices.len()).sum(),
        pool_size: c.pool_size,
        gltf_vertices: to_scene(l, "chr").ok().map(|m| m.gltf_vertices()),
        blocks: c
            .blocks
            .iter()
            .zip(&check.blocks)
            .map(|(b, w)| BlockInfo {
                records: b.records.len(),
                faces: b.records.iter().filter(|r| r.is_face()).count(),
                padding: w.padding(),
            })
            .collect(),
        faces: c.face_count(),
        triangles: c.triangle_count(),
        faces_per_type: per_type,
        tiles: c.tiles.len(),
        cluts: c.cluts.len(),
        textures: c
            .textures
            .iter()
            .map(|t| TextureInfo { width: t.width, height: t.height })
            .collect(),
        blink_frames: c.face.map(|f| f.blink_frames),
        mouth_frames: c.face.map(|f| f.mouth_frames),
        channels: c.anims.as_ref().map_or(0, |a| a.channels.len()),
        channels_per_node: per_node,
        clips: c
            .anims
            .as_ref()
            .map(|a| {
                a.clips
                    .iter()
                    .enumerate()
                    .map(|(i, k)| ClipInfo {
                        name: dewprism::anim::clip_name(i),
                        ticks: k.ticks,
                        looping: k.looping,
                        stream_bytes: k.curves.iter().map(|c| c.stream.len()).sum(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
    })
}

/// `BonePos` of a `chr` report.
/// `BonePos` of a `chr` report.
#[derive(Debug, Serialize)]
pub struct BonePos {
    /// `node`.
    pub node: usize,
    /// `name`.
    pub name: String,
    /// `parent`.
    pub parent: Option<usize>,
    /// `position`.
    pub position: [f32; 3],
}

/// `Pose` of a `chr` report.
/// `Pose` of a `chr` report.
#[derive(Debug, Serialize)]
pub struct Pose {
    /// `model`.
    pub model: String,
    /// `pose`.
    pub pose: String,
    /// `order`.
    pub order: RotationOrder,
    /// `units`.
    pub units: &'static str,
    /// `bones`.
    pub bones: Vec<BonePos>,
    /// `min`.
    pub min: [f32; 3],
    /// `max`.
    pub max: [f32; 3],
    /// `size`.
    pub size: [f32; 3],
    /// `lowest_node`.
    pub lowest_node: Option<u8>,
    /// `highest_node`.
    pub highest_node: Option<u8>,
    /// `facing_z_game_space`.
    pub facing_z_game_space: Option<i8>,
    /// `face_centroid_game_space`.
    pub face_centroid_game_space: Option<[f32; 3]>,
    /// `node15_side`.
    pub node15_side: Option<scene::facing::Side>,
}

/// Bone positions and bounds at idle tick 1 (or the bind pose).
pub fn pose(l: &Loaded, bind: bool) -> Result<Pose> {
    let order = l.conventions.rotation.value;
    let c = decode(l)?;
    let s = model::semantics(&c, order, bind);
    let parents: Vec<Option<usize>> = match &c.skeleton {
        Some(sk) => sk.nodes.iter().map(|n| n.parent.map(usize::from)).collect(),
        None => vec![None],
    };
    let a = model::to_scene(s.min);
    let b = model::to_scene(s.max);
    let min = [a[0].min(b[0]), a[1].min(b[1]), a[2].min(b[2])];
    let max = [a[0].max(b[0]), a[1].max(b[1]), a[2].max(b[2])];
    Ok(Pose {
        model: l.label.clone(),
        pose: s.pose.clone(),
        order,
        units: "metres, Y up (GTE (x, y, z) → (x, −y, −z) × 0.001)",
        bones: s
            .nodes
            .iter()
            .zip(&parents)
            .enumerate()
            .map(|(i, (p, parent))| BonePos {
                node: i,
                name: format!("node{i:02}"),
                parent: *parent,
                position: model::to_scene(*p),
            })
            .collect(),
        min,
        max,
        size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]],
        lowest_node: s.lowest_node,
        highest_node: s.highest_node,
        facing_z_game_space: s.facing_z,
        face_centroid_game_space: s.face_centroid,
        node15_side: s.node15_side,
    })
}
