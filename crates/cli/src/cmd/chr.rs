//! `dewrip chr`: character models — structure (`info`) and pose (`pose`).
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use dewprism::anim::RotationOrder;
use dewprism::chr::{self, model, Chr};
use dewprism::record_lengths::RecordLengths;
use serde::Serialize;

use crate::cmd::verify::{lengths_for_disc, lengths_from_json, parse_order, LengthsSource};
use crate::util;

/// Subcommands. MODEL is a `.chr` file or `DISC:INDEX` (a hidden-table entry of a disc image).
#[derive(clap::Subcommand)]
pub enum Command {
    /// Parts, faces per record type, nodes, clips, textures, blocks and their padding.
    ///
    /// Example: dewrip chr info disc.cue:4586
    Info {
        /// A .chr file or DISC:INDEX.
        model: String,
        /// Record-length table (JSON from `dewrip exe record-lengths --json`). Default: the
        /// disc's EXE for DISC:INDEX, the built-in table for a file.
        #[arg(long, value_name = "FILE.json")]
        record_lengths: Option<PathBuf>,
        /// Print one JSON document on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Bone world positions and bounding box at idle tick 1 (or the bind pose with --bind),
    /// in scene space: metres, Y up; facing and the side of node 15.
    ///
    /// Example: dewrip chr pose disc.cue:4586 --bind
    Pose {
        /// A .chr file or DISC:INDEX.
        model: String,
        /// The unposed skeleton (bind pose: arms inside the body, legs folded).
        #[arg(long)]
        bind: bool,
        /// Rotation order: xyz (default, PsyQ RotMatrix), zyx, yxz.
        #[arg(long, default_value = "xyz", value_parser = parse_order)]
        order: RotationOrder,
        /// Record-length table (JSON from `dewrip exe record-lengths --json`).
        #[arg(long, value_name = "FILE.json")]
        record_lengths: Option<PathBuf>,
        /// Print one JSON document on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// A loaded model: its label, bytes and record-length table.
pub struct Loaded {
    /// `path` or `disc:index`.
    pub label: String,
    /// File bytes.
    pub bytes: Vec<u8>,
    /// The table used.
    pub lengths: RecordLengths,
    /// Where the table came from.
    pub source: LengthsSource,
}

fn builtin_source() -> LengthsSource {
    LengthsSource {
        source: "builtin".into(),
        detail: "a bare .chr file; pass --record-lengths to test another table".into(),
        lengths: RecordLengths::BUILTIN
            .to_map()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    }
}

/// Loads `FILE` or `DISC:INDEX`.
pub fn load(spec: &str, record_lengths: Option<&Path>) -> anyhow::Result<Loaded> {
    let as_path = Path::new(spec);
    if as_path.is_file() {
        let head = std::fs::read(as_path).with_context(|| format!("reading {spec}"))?;
        let kind = sqfs::sniff::sniff(&head);
        if matches!(kind, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic) {
            let (lengths, source) = match record_lengths {
                Some(f) => lengths_from_json(f)?,
                None => (RecordLengths::BUILTIN, builtin_source()),
            };
            return Ok(Loaded { label: spec.to_string(), bytes: head, lengths, source });
        }
        anyhow::bail!(
            "{spec} is of kind `{}`, not a .chr (use DISC:INDEX for a disc image)",
            kind.id()
        );
    }
    let (disc, index) = spec
        .rsplit_once(':')
        .with_context(|| format!("{spec}: not a file; expected FILE or DISC:INDEX"))?;
    let index: usize =
        index.parse().with_context(|| format!("{spec}: '{index}' is not an entry index"))?;
    let disc = Path::new(disc);
    let vol = util::open_volume(disc)?;
    let e = vol.table.entries.get(index).with_context(|| {
        format!("{}: no entry {index} (the table has {})", disc.display(), vol.table.entries.len())
    })?;
    let bytes = vol.file_bytes(e)?.into_owned();
    let kind = sqfs::sniff::sniff(&bytes);
    if !matches!(kind, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic) {
        anyhow::bail!("{spec}: entry {index} is of kind `{}`, not a .chr (`dewrip ls --json` lists the kinds)", kind.id());
    }
    let (lengths, source) = lengths_for_disc(disc, record_lengths)?;
    Ok(Loaded { label: spec.to_string(), bytes, lengths, source })
}

fn decode(l: &Loaded) -> anyhow::Result<Chr> {
    chr::read(&l.bytes, &l.lengths).with_context(|| {
        format!(
            "decoding {} with the {} record-length table (run `dewrip verify` on the disc to see \
             which blocks land)",
            l.label, l.source.source
        )
    })
}

#[derive(Serialize)]
struct ClipInfo {
    name: String,
    ticks: u16,
    looping: bool,
    stream_bytes: usize,
}

#[derive(Serialize)]
struct TextureInfo {
    width: u16,
    height: u16,
}

#[derive(Serialize)]
struct BlockInfo {
    records: usize,
    faces: usize,
    padding: Option<usize>,
}

#[derive(Serialize)]
struct Info {
    model: String,
    record_lengths: LengthsSource,
    magic: bool,
    nodes: usize,
    rotation_entries: usize,
    parts: usize,
    vertices: usize,
    pool_size: u16,
    blocks: Vec<BlockInfo>,
    faces: usize,
    triangles: usize,
    faces_per_type: BTreeMap<u8, usize>,
    tiles: usize,
    cluts: usize,
    textures: Vec<TextureInfo>,
    blink_frames: Option<u8>,
    mouth_frames: Option<u8>,
    channels: usize,
    channels_per_node: BTreeMap<u8, usize>,
    clips: Vec<ClipInfo>,
}

fn info(l: &Loaded) -> anyhow::Result<Info> {
    let c = decode(l)?;
    let check = dewprism::chr::verify::check(&l.bytes, &l.lengths)?;
    let mut per_type = BTreeMap::new();
    for r in c.blocks.iter().flat_map(|b| &b.records) {
        *per_type.entry(r.type_byte()).or_insert(0) += 1;
    }
    let mut per_node = BTreeMap::new();
    if let Some(a) = &c.anims {
        for ch in &a.channels {
            *per_node.entry(ch.node).or_insert(0) += 1;
        }
    }
    Ok(Info {
        model: l.label.clone(),
        record_lengths: l.source.clone(),
        magic: c.skeleton.is_some(),
        nodes: c.node_count(),
        rotation_entries: c.skeleton.as_ref().map_or(0, |s| s.rotations.len()),
        parts: c.parts.len(),
        vertices: c.parts.iter().map(|p| p.vertices.len()).sum(),
        pool_size: c.pool_size,
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

#[derive(Serialize)]
struct BonePos {
    node: usize,
    name: String,
    parent: Option<usize>,
    position: [f32; 3],
}

#[derive(Serialize)]
struct Pose {
    model: String,
    pose: String,
    order: RotationOrder,
    units: &'static str,
    bones: Vec<BonePos>,
    min: [f32; 3],
    max: [f32; 3],
    size: [f32; 3],
    lowest_node: Option<u8>,
    highest_node: Option<u8>,
    facing_z_game_space: Option<i8>,
    face_centroid_game_space: Option<[f32; 3]>,
    node15_side: Option<scene::facing::Side>,
}

fn pose(l: &Loaded, bind: bool, order: RotationOrder) -> anyhow::Result<Pose> {
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

/// Runs the subcommand.
pub fn run(cmd: Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Command::Info { model, record_lengths, json } => {
            let l = load(&model, record_lengths.as_deref())?;
            let i = info(&l)?;
            if json {
                util::print_json(&i)?;
            } else {
                println!(
                    "{}: {}",
                    i.model,
                    if i.magic { "with skeleton (magic)" } else { "magic-less (no skeleton)" }
                );
                println!(
                    "record lengths: {} ({})",
                    i.record_lengths.source, i.record_lengths.detail
                );
                println!(
                    "nodes {} (rotation entries {}), parts {}, vertices {} in a pool of {}",
                    i.nodes, i.rotation_entries, i.parts, i.vertices, i.pool_size
                );
                println!(
                    "faces {} ({} triangles), tiles {}, CLUTs {}",
                    i.faces, i.triangles, i.tiles, i.cluts
                );
                let per: Vec<String> =
                    i.faces_per_type.iter().map(|(t, n)| format!("{t}:{n}")).collect();
                println!("records per type: {}", per.join(" "));
                for (k, b) in i.blocks.iter().enumerate() {
                    let pad = b
                        .padding
                        .map_or("does not land".to_string(), |p| format!("{p} bytes of padding"));
                    println!("  block {k}: {} records ({} faces), {pad}", b.records, b.faces);
                }
                let tex: Vec<String> =
                    i.textures.iter().map(|t| format!("{}x{}", t.width, t.height)).collect();
                println!("textures: {}", tex.join(", "));
                if let (Some(b), Some(m)) = (i.blink_frames, i.mouth_frames) {
                    println!("face: {b} blink frames, {m} mouth frames");
                }
                println!("channels: {}", i.channels);
                for c in &i.clips {
                    println!(
                        "  clip {}: {} ticks{}, {} token bytes",
                        c.name,
                        c.ticks,
                        if c.looping { ", loops" } else { "" },
                        c.stream_bytes
                    );
                }
            }
        }
        Command::Pose { model, bind, order, record_lengths, json } => {
            let l = load(&model, record_lengths.as_deref())?;
            let p = pose(&l, bind, order)?;
            if json {
                util::print_json(&p)?;
            } else {
                println!("{} — pose {} (order {:?}); {}", p.model, p.pose, p.order, p.units);
                for b in &p.bones {
                    println!(
                        "  {} (parent {}): {:8.3} {:8.3} {:8.3}",
                        b.name,
                        b.parent.map_or("-".to_string(), |x| format!("node{x:02}")),
                        b.position[0],
                        b.position[1],
                        b.position[2]
                    );
                }
                println!("bounds: min {:?} max {:?} size {:?}", p.min, p.max, p.size);
                println!(
                    "lowest vertex: node {:?}; highest: node {:?}",
                    p.lowest_node, p.highest_node
                );
                match p.facing_z_game_space {
                    Some(-1) => println!(
                        "facing: front is −Z in game space (face texture centroid z < body centre)"
                    ),
                    Some(1) => {
                        println!("facing: front is +Z in game space — suspect a convention error")
                    }
                    _ => println!("facing: no face texture"),
                }
                if let Some(s) = p.node15_side {
                    println!("node 15 (the book in dewrip's humanoid topology) is on the character's {s:?} side");
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
