//! `dewrip report`: a content-free account of what dewrip found on a disc, for a user to share
//! so the project can learn from real discs without anyone sharing game data.
//!
//! It holds structure and numbers only — never a byte of a file: the disc's identity (serial,
//! image format, table size), kinds and counts, where every convention came from (the EXE's
//! analyses with their evidence: record layout and lengths, rotation order, LZ routine; the
//! container layouts), each container layout's fit over the disc's files (and, for an inferred
//! one, its evidence and votes per field), probe's map of every
//! distinct `.chr`/`.mmd`/`.mtd` (region offsets, kinds, counts, strides — not the header
//! words' values, not the vertex ranges), the counts dewrip decodes from each, and verify's
//! results. Files are named by their table index only (no name tables, no paths).
use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde_json::Value;

use crate::conventions::Conventions;
use crate::disc::Disc;
use crate::error::{Error, Result};
use crate::stages::{chr, info, verify};
use crate::Progress;
use dewprism::layouts::Format;

/// Most layout misfits listed per format.
const MAX_MISFITS: usize = 20;

/// What the report says it is.
pub const ABOUT: &str = "A content-free account of what dewrip found on a disc: structure and numbers only, no byte of any file, files named by table index. Share it to help dewrip learn the real layouts.";

/// The report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// What this is.
    pub about: &'static str,
    /// dewrip's version.
    pub dewrip: &'static str,
    /// The disc: identity, image, table, kinds and counts.
    pub disc: DiscPart,
    /// Where every convention came from, with its evidence (the EXE's analyses).
    pub conventions: crate::conventions::Report,
    /// Each container layout: its source and how it fits the disc's files.
    pub layouts: BTreeMap<&'static str, LayoutFit>,
    /// What the files of each kind have in common (probe's header styles, section orders).
    pub probe_groups: Vec<probe::summary::Group>,
    /// Every distinct `.chr`, `.mmd` and `.mtd`: probe's map and the counts dewrip decodes.
    pub files: Vec<FileRow>,
    /// verify's results.
    pub verify: VerifyPart,
}

/// The disc.
#[derive(Debug, Serialize)]
pub struct DiscPart {
    /// Game, title, volume id, boot EXE, serial, region.
    pub identity: sqfs::volume::Identity,
    /// Image format (`bin2352`, `iso2048` …), sectors, bytes.
    pub image_format: String,
    /// Sectors in the image.
    pub sectors: u32,
    /// The hidden file table: slots, used, unused, where its size came from.
    pub table: info::TableInfo,
    /// Files, distinct files, duplicates, bytes.
    pub counts: info::Counts,
    /// Files per sniffed kind.
    pub kinds: BTreeMap<&'static str, usize>,
    /// Table entries with an irregularity.
    pub entry_problems: usize,
}

/// A container layout over the disc's files.
#[derive(Debug, Serialize)]
pub struct LayoutFit {
    /// Its source and detail, and its name.
    #[serde(flatten)]
    pub note: crate::conventions::Note,
    /// Items in the layout.
    pub items: usize,
    /// Fields in the layout.
    pub fields: usize,
    /// Distinct files of the format.
    pub files: usize,
    /// Files the layout evaluates over without a misfit.
    pub fit: usize,
    /// The first misfits: file index and the layout's message (item, line, offset, why).
    pub misfits: Vec<Misfit>,
    /// Why an inferred layout put each item and field where it is, with its votes (in how
    /// many files it held); empty for a layout without evidence (the built-in ones).
    pub evidence: Vec<Evidence>,
}

/// The evidence of one item or field of a layout.
#[derive(Debug, Serialize)]
pub struct Evidence {
    /// `item` or `item.field`.
    pub what: String,
    /// The evidence, as the layout gives it.
    pub evidence: String,
}

/// A file the layout does not fit.
#[derive(Debug, Serialize)]
pub struct Misfit {
    /// Table index.
    pub index: u32,
    /// Why.
    pub why: String,
}

/// One distinct file.
#[derive(Debug, Serialize)]
pub struct FileRow {
    /// Table index (of the first copy).
    pub index: u32,
    /// Identical copies on the disc (this one included).
    pub copies: usize,
    /// Sniffed kind.
    pub kind: &'static str,
    /// Bytes.
    pub size: usize,
    /// probe's header words: offset and role (what they point at), not their values.
    pub header: Vec<Value>,
    /// probe's regions: start, end, kind, evidence, counts, strides.
    pub regions: Vec<Value>,
    /// Why probe did not run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probe_error: Option<String>,
    /// What dewrip decodes from it (counts and sizes), or why it could not.
    pub decoded: Decoded,
}

/// The counts dewrip decodes from a file.
#[derive(Debug, Serialize)]
#[serde(rename_all = "snake_case", tag = "format")]
pub enum Decoded {
    /// A `.chr`.
    Chr {
        /// The skeleton's magic is there.
        magic: bool,
        /// Skeleton nodes.
        nodes: usize,
        /// Rotation entries.
        rotation_entries: usize,
        /// Parts.
        parts: usize,
        /// File vertices: the entries of the parts' vertex arrays in the `.chr`.
        file_vertices: usize,
        /// Pool slots: the size of the vertex pool the parts' vertices are written into.
        pool_slots: u16,
        /// Record blocks.
        blocks: usize,
        /// Faces.
        faces: usize,
        /// Triangles.
        triangles: usize,
        /// Faces per record type.
        faces_per_type: BTreeMap<u8, usize>,
        /// Tiles.
        tiles: usize,
        /// CLUTs.
        cluts: usize,
        /// Textures: width × height.
        textures: Vec<[u16; 2]>,
        /// Blink frames.
        blink_frames: Option<u8>,
        /// Mouth frames.
        mouth_frames: Option<u8>,
        /// Animation channels.
        channels: usize,
        /// Clips.
        clips: usize,
    },
    /// A `.mmd`.
    Mmd {
        /// Pieces: vertices and face records of each.
        pieces: Vec<[usize; 2]>,
        /// Placements.
        placements: usize,
        /// Walk attribute count.
        walk_attributes: u8,
        /// Walk-mesh vertices.
        walk_vertices: usize,
        /// Walk-mesh faces.
        walk_faces: usize,
    },
    /// A `.mtd`.
    Mtd {
        /// CLUTs.
        cluts: usize,
        /// Tiles.
        tiles: usize,
        /// Textures: width × height.
        textures: Vec<[u16; 2]>,
    },
    /// Not decoded.
    Error {
        /// Why.
        error: String,
    },
}

/// verify's results (summaries; failing models with their first problem).
#[derive(Debug, Serialize)]
pub struct VerifyPart {
    /// Everything passed.
    pub ok: bool,
    /// Character models: landing, domains, decodes, faces.
    pub models: verify::Summary,
    /// Models with a problem: index, landed / blocks, problems, the first message.
    pub failed_models: Vec<Value>,
    /// Maps: pairs, landing, coverage.
    pub maps: dewprism::map::MapSummary,
    /// Maps with a problem.
    pub failed_maps: usize,
    /// The EXE's LZ routine against dewrip's decoder (status, detail, decoder, counts).
    pub lz_exe: Value,
}

struct Distinct {
    index: u32,
    copies: usize,
    kind: sqfs::sniff::Kind,
    bytes: Vec<u8>,
}

/// `dewrip report`: builds the report and writes it to `output` as one JSON document (all or
/// nothing); returns it for the summary line.
pub fn write(
    disc: &Disc,
    c: &Conventions,
    output: &std::path::Path,
    progress: &dyn Progress,
) -> Result<Report> {
    let report = run(disc, c, progress)?;
    output::write_one(output, &crate::stages::demo::json_document(&report)?)?;
    Ok(report)
}

/// Builds the report.
pub fn run(disc: &Disc, c: &Conventions, progress: &dyn Progress) -> Result<Report> {
    let info = info::run(disc, false, progress);
    let files = distinct(disc)?;
    let lengths = dewprism::Sourced { value: c.lengths(), from: c.records.from.clone() };
    let labels: Vec<String> = files.iter().map(|f| f.index.to_string()).collect();
    let inputs: Vec<probe::Input<'_>> = files
        .iter()
        .zip(&labels)
        .map(|(f, l)| probe::Input { label: l, group: f.kind.id(), bytes: &f.bytes })
        .collect();
    let summary = probe::probe_all(&inputs, &lengths, &probe::Limits::default());
    let conv = c.report();
    let mut layouts = BTreeMap::new();
    for format in Format::ALL {
        let l = c.layouts.get(format);
        let mut fit = LayoutFit {
            note: conv.layouts.get(format.name()).cloned().unwrap_or(crate::conventions::Note {
                from: l.from.clone(),
                value: l.value.name.clone(),
            }),
            items: l.value.items.len(),
            fields: l.value.items.iter().map(|i| i.fields.len()).sum(),
            files: 0,
            fit: 0,
            misfits: Vec::new(),
            evidence: evidence(&l.value),
        };
        for f in files.iter().filter(|f| format_of(f.kind) == Some(format)) {
            fit.files = fit.files.saturating_add(1);
            match dewprism::layouts::parse(&f.bytes, &l.value, format, &c.lengths()) {
                Ok(_) => fit.fit = fit.fit.saturating_add(1),
                Err(e) if fit.misfits.len() < MAX_MISFITS => {
                    fit.misfits.push(Misfit { index: f.index, why: e.to_string() })
                }
                Err(_) => {}
            }
        }
        layouts.insert(format.name(), fit);
    }
    let mut rows = Vec::with_capacity(files.len());
    for (f, r) in files.iter().zip(&summary.files) {
        let (header, regions) = match &r.report {
            Some(rep) => (
                rep.header.iter().map(|h| strip(h, &["value", "halves"])).collect(),
                rep.regions.iter().map(|g| strip(g, &["min", "max"])).collect(),
            ),
            None => (Vec::new(), Vec::new()),
        };
        rows.push(FileRow {
            index: f.index,
            copies: f.copies,
            kind: f.kind.id(),
            size: f.bytes.len(),
            header,
            regions,
            probe_error: r.error.clone(),
            decoded: decode(f, c),
        });
    }
    let v = verify::run(disc, c, &[], &verify::CaptureArgs::default(), progress)?;
    let failed_models = v
        .models
        .iter()
        .filter(|m| m.error.is_some() || !m.problems.is_empty() || m.landed < m.blocks)
        .map(|m| {
            serde_json::json!({
                "index": m.index,
                "kind": m.kind,
                "blocks": m.blocks,
                "landed": m.landed,
                "problems": m.problems.len(),
                "first": m.problems.first().map(|p| p.message.clone()).or_else(|| m.error.clone()),
            })
        })
        .collect();
    let lz_exe = serde_json::to_value(&v.lz_exe)
        .map(|mut x| {
            // Which blobs differ is kept as a count: their offsets are enough to find them again.
            if let Some(o) = x.as_object_mut() {
                let n = o.get("differ").and_then(Value::as_array).map_or(0, Vec::len);
                o.insert("differ".into(), Value::from(n));
            }
            x
        })
        .map_err(|e| Error::format(None, format!("report: {e}")))?;
    Ok(Report {
        about: ABOUT,
        dewrip: env!("CARGO_PKG_VERSION"),
        disc: DiscPart {
            identity: info.identity,
            image_format: info.image.layout,
            sectors: info.image.sectors,
            table: info.table,
            counts: info.counts,
            kinds: info.kinds,
            entry_problems: info.problems.len(),
        },
        conventions: conv,
        layouts,
        probe_groups: summary.groups,
        files: rows,
        verify: VerifyPart {
            ok: v.ok,
            models: v.summary,
            failed_models,
            maps: v.maps.summary,
            failed_maps: v.maps.failed.len(),
            lz_exe,
        },
    })
}

fn format_of(k: sqfs::sniff::Kind) -> Option<Format> {
    use sqfs::sniff::Kind as K;
    match k {
        K::Chr | K::ChrNomagic => Some(Format::Chr),
        K::Mmd => Some(Format::Mmd),
        K::Mtd => Some(Format::Mtd),
        _ => None,
    }
}

/// Every distinct `.chr`, `.mmd` and `.mtd` (first copy of each content), with its copies.
fn distinct(disc: &Disc) -> Result<Vec<Distinct>> {
    let vol = &disc.volume;
    let infos = vol.scan(true, &|| {});
    let mut first: BTreeMap<[u8; 32], usize> = BTreeMap::new();
    let mut out: Vec<Distinct> = Vec::new();
    let mut unhashed = BTreeSet::new();
    for (e, info) in vol.table.entries.iter().zip(&infos) {
        if format_of(info.kind).is_none() {
            continue;
        }
        if let Some(h) = info.sha256 {
            if let Some(d) = first.get(&h).and_then(|&k| out.get_mut(k)) {
                d.copies = d.copies.saturating_add(1);
                continue;
            }
            first.insert(h, out.len());
        } else {
            unhashed.insert(e.index);
        }
        let bytes = vol
            .file_bytes(e)
            .map_err(|err| Error::format(Some(&disc.path), format!("entry {}: {err}", e.index)))?;
        out.push(Distinct {
            index: e.index,
            copies: 1,
            kind: info.kind,
            bytes: bytes.into_owned(),
        });
    }
    Ok(out)
}

/// Every item's and field's evidence.
fn evidence(l: &container::Layout) -> Vec<Evidence> {
    let mut v = Vec::new();
    for it in &l.items {
        if let Some(e) = &it.evidence {
            v.push(Evidence { what: it.name.clone(), evidence: e.clone() });
        }
        for f in &it.fields {
            if let Some(e) = &f.evidence {
                v.push(Evidence { what: format!("{}.{}", it.name, f.name), evidence: e.clone() });
            }
        }
    }
    v
}

/// A serialized map without the named keys.
fn strip<T: Serialize>(v: &T, keys: &[&str]) -> Value {
    let mut x = serde_json::to_value(v).unwrap_or(Value::Null);
    if let Some(o) = x.as_object_mut() {
        for k in keys {
            o.remove(*k);
        }
    }
    x
}

fn decode(f: &Distinct, c: &Conventions) -> Decoded {
    let err = |e: String| Decoded::Error { error: e };
    match format_of(f.kind) {
        Some(Format::Chr) => {
            let l = chr::Loaded {
                label: f.index.to_string(),
                bytes: f.bytes.clone(),
                conventions: c.clone(),
            };
            match chr::info(&l) {
                Ok(i) => Decoded::Chr {
                    magic: i.magic,
                    nodes: i.nodes,
                    rotation_entries: i.rotation_entries,
                    parts: i.parts,
                    file_vertices: i.file_vertices,
                    pool_slots: i.pool_slots,
                    blocks: i.blocks.len(),
                    faces: i.faces,
                    triangles: i.triangles,
                    faces_per_type: i.faces_per_type,
                    tiles: i.tiles,
                    cluts: i.cluts,
                    textures: i.textures.iter().map(|t| [t.width, t.height]).collect(),
                    blink_frames: i.blink_frames,
                    mouth_frames: i.mouth_frames,
                    channels: i.channels,
                    clips: i.clips.len(),
                },
                Err(e) => err(e.to_string()),
            }
        }
        Some(Format::Mmd) => match dewprism::map::mmd::read(&f.bytes, c) {
            Ok(m) => Decoded::Mmd {
                pieces: m.pieces.iter().map(|p| [p.vertices.len(), p.records.len()]).collect(),
                placements: m.placements.len(),
                walk_attributes: m.walk_attributes,
                walk_vertices: m.walk.vertices.len(),
                walk_faces: m.walk.faces.len(),
            },
            Err(e) => err(e.to_string()),
        },
        Some(Format::Mtd) => match dewprism::map::mtd::read(&f.bytes, c) {
            Ok(t) => Decoded::Mtd {
                cluts: t.cluts.len(),
                tiles: t.tiles.len(),
                textures: t.textures.iter().map(|x| [x.width, x.height]).collect(),
            },
            Err(e) => err(e.to_string()),
        },
        None => err("not a .chr, .mmd or .mtd".into()),
    }
}
