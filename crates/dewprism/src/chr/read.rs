//! The `.chr` reader: the container layout in use (built-in, a user's, or inferred) says where
//! every structure is; this file says what each structure *means* (`docs/formats/chr.md`) and
//! checks the published facts: parents precede children, parts stay in the pool, every record
//! stream lands 0–3 bytes before the next structure, tiles and textures in their domains.
//! No container offset lives here.

use container::{Parsed, View};

use super::{
    Block, Chr, ChrError, Face, Node, Part, Rect, RotationEntry, Skeleton, Texture, Tile, MAX_NODES,
};
use crate::anim::{self, Anims, Channel, Clip, Component, Curve};
use crate::conventions::Conventions;
use crate::layouts::{self, Format};
use crate::records::{walk, Domains, Walk};
use crate::unpack::MAX_TEXEL_BYTES;

fn get<T: TryFrom<i64>>(v: &View<'_, '_>, e: usize, field: &str) -> Result<T, ChrError> {
    Ok(layouts::field(v, e, field)?)
}

fn bad(v: &View<'_, '_>, e: usize, field: &str, why: String) -> ChrError {
    ChrError::Field(layouts::FieldError {
        item: v.describe(),
        element: e,
        field: field.into(),
        why,
    })
}

/// Evaluates the layout over the file.
pub(crate) fn parse<'a>(data: &'a [u8], conv: &'a Conventions) -> Result<Parsed<'a>, ChrError> {
    Ok(layouts::parse(data, conv.layout(Format::Chr), Format::Chr, &conv.lengths())?)
}

fn read_skeleton(p: &Parsed<'_>) -> Result<Option<Skeleton>, ChrError> {
    let Some(nv) = p.root("nodes") else { return Ok(None) };
    let n = nv.count();
    if n > MAX_NODES {
        return Err(ChrError::Nodes { found: n });
    }
    let parents = if nv.has("parent") { stored_parents(&nv)? } else { sibling_parents(&nv)? };
    let mut nodes = Vec::with_capacity(n);
    for (i, parent) in parents.into_iter().enumerate() {
        let t = [get(&nv, i, "x")?, get(&nv, i, "y")?, get(&nv, i, "z")?];
        nodes.push(Node { parent, translation: t });
    }
    let mut rotations = Vec::new();
    if let Some(rv) = p.root("rotations") {
        rotations.reserve(rv.count());
        for i in 0..rv.count() {
            let node: u8 = get(&rv, i, "node")?;
            if usize::from(node) >= n {
                return Err(ChrError::NodeRef {
                    what: "rotation entry",
                    index: i,
                    found: node,
                    count: n,
                });
            }
            let angles = [get(&rv, i, "x")?, get(&rv, i, "y")?, get(&rv, i, "z")?];
            rotations.push(RotationEntry { node, angles });
        }
    }
    Ok(Some(Skeleton { nodes, rotations }))
}

/// Each node's parent as stored: a root is the field's `none` value, or a negative parent (−1,
/// or 0 stored plus one); every other parent precedes its child.
fn stored_parents(nv: &View<'_, '_>) -> Result<Vec<Option<u8>>, ChrError> {
    (0..nv.count())
        .map(|i| {
            let raw = nv.value(i, "parent").unwrap_or(-1);
            if nv.is_none(i, "parent") || raw < 0 {
                return Ok(None);
            }
            let p = u8::try_from(raw).map_err(|_| ChrError::Parent { node: i, parent: u8::MAX })?;
            if usize::from(p) >= i {
                return Err(ChrError::Parent { node: i, parent: p });
            }
            Ok(Some(p))
        })
        .collect()
}

/// Each node's parent from a tree stored as first child and next sibling (`none`, or a value
/// outside the node count: no such node). Every node but the root is reached by exactly one
/// link, from a node before it; the root is reached by none.
fn sibling_parents(nv: &View<'_, '_>) -> Result<Vec<Option<u8>>, ChrError> {
    let n = nv.count();
    let link = |i: usize, f: &str| -> Option<usize> {
        if nv.is_none(i, f) {
            return None;
        }
        nv.value(i, f).and_then(|v| usize::try_from(v).ok()).filter(|&v| v < n)
    };
    let mut parents: Vec<Option<u8>> = vec![None; n];
    let mut reached = vec![false; n];
    for i in 0..n {
        if i > 0 && !reached.get(i).copied().unwrap_or(false) {
            return Err(ChrError::Tree { node: i, why: "no node links to it".into() });
        }
        let me = u8::try_from(i).map_err(|_| ChrError::Nodes { found: n })?;
        let up = parents.get(i).copied().flatten();
        for (f, parent) in [("first_child", Some(me)), ("next_sibling", up)] {
            let Some(c) = link(i, f) else { continue };
            if c <= i || reached.get(c).copied().unwrap_or(true) {
                return Err(ChrError::Tree {
                    node: i,
                    why: format!("its {f} {c} is not a node after it reached once"),
                });
            }
            let Some(p) = parent else {
                return Err(ChrError::Tree { node: i, why: format!("the root has a {f}") });
            };
            if let (Some(r), Some(q)) = (reached.get_mut(c), parents.get_mut(c)) {
                *r = true;
                *q = Some(p);
            }
        }
    }
    Ok(parents)
}

/// The parts (vertices read) and the pool size.
fn read_parts(p: &Parsed<'_>, node_count: usize) -> Result<(Vec<Part>, u16), ChrError> {
    let pv = p.root("parts").ok_or(ChrError::Missing { item: "parts" })?;
    // Nodes (and pool bases) from a table beside the parts, entry for entry, if one is named.
    let beside = p.root("part_nodes");
    if let Some(bv) = &beside {
        if bv.count() != pv.count() {
            return Err(bad(
                bv,
                0,
                "count",
                format!("{} entries beside {} parts", bv.count(), pv.count()),
            ));
        }
    }
    let nv = beside.as_ref().unwrap_or(&pv);
    let bases = [nv, &pv].into_iter().find(|v| v.has("pool_base"));
    let mut parts = Vec::with_capacity(pv.count());
    let mut next_base = 0usize;
    // A part table that keeps only some of its entries and names no node is the node table:
    // each part is the node its entry stands for.
    let by_position = beside.is_none() && !pv.has("node") && pv.item().keep.is_some();
    for i in 0..pv.count() {
        let node: u8 = if by_position {
            u8::try_from(pv.position(i)).map_err(|_| {
                bad(&pv, i, "node", format!("entry {} is no u8 node", pv.position(i)))
            })?
        } else {
            get(nv, i, "node")?
        };
        if usize::from(node) >= node_count {
            return Err(ChrError::NodeRef {
                what: "part",
                index: i,
                found: node,
                count: node_count,
            });
        }
        let count: usize = get(&pv, i, "vertex_count")?;
        let base: u16 = if let Some(bv) = bases {
            get(bv, i, "pool_base")?
        } else {
            u16::try_from(next_base).map_err(|_| {
                bad(&pv, i, "pool_base", format!("implicit base {next_base} exceeds u16"))
            })?
        };
        next_base = usize::from(base).saturating_add(count);
        let mut vertices = Vec::with_capacity(count);
        if count > 0 {
            let vv = pv.child("vertices", i).ok_or(ChrError::Missing { item: "vertices" })?;
            if vv.count() != count {
                return Err(bad(
                    &vv,
                    i,
                    "count",
                    format!("{} vertices for a part of {count}", vv.count()),
                ));
            }
            for v in 0..count {
                vertices.push([get(&vv, v, "x")?, get(&vv, v, "y")?, get(&vv, v, "z")?]);
            }
        }
        parts.push(Part { node, pool_base: base, vertices });
    }
    let pool = match p.value("pool_size").map_err(layouts::ParseError::from)? {
        Some(v) => u16::try_from(v).map_err(|_| {
            ChrError::Field(layouts::FieldError {
                item: "values.pool_size".into(),
                element: 0,
                field: "pool_size".into(),
                why: format!("{v} does not fit u16"),
            })
        })?,
        None => {
            let max = parts
                .iter()
                .map(|q| usize::from(q.pool_base).saturating_add(q.vertices.len()))
                .max()
                .unwrap_or(0);
            u16::try_from(max).unwrap_or(u16::MAX)
        }
    };
    for (i, q) in parts.iter().enumerate() {
        let end = usize::from(q.pool_base).saturating_add(q.vertices.len());
        if end > usize::from(pool) {
            return Err(ChrError::PartPool { part: i, base: q.pool_base, end, pool });
        }
    }
    Ok((parts, pool))
}

/// The pool size (parts and skeleton read and checked).
pub(crate) fn read_parts_pool(p: &Parsed<'_>) -> Result<u16, ChrError> {
    let skeleton = read_skeleton(p)?;
    let node_count = skeleton.as_ref().map_or(1, |s| s.nodes.len());
    Ok(read_parts(p, node_count)?.1)
}

fn read_tiles(p: &Parsed<'_>) -> Result<Vec<Tile>, ChrError> {
    let tv = p.root("tiles").ok_or(ChrError::Missing { item: "tiles" })?;
    (0..tv.count())
        .map(|i| {
            Ok(Tile {
                texture: get(&tv, i, "texture")?,
                clut: get(&tv, i, "clut")?,
                x: get(&tv, i, "x")?,
                y: get(&tv, i, "y")?,
                w: get(&tv, i, "w")?,
                h: get(&tv, i, "h")?,
            })
        })
        .collect()
}

/// Every record stream, walked: landing before the next structure the layout names, tile and
/// pool domains.
pub(crate) fn walk_streams(
    p: &Parsed<'_>,
    conv: &Conventions,
    tiles: Option<usize>,
    pool: usize,
) -> Vec<Walk> {
    let lengths = conv.lengths();
    let domains = Domains { tiles, pool };
    p.all("streams")
        .iter()
        .map(|s| {
            let next = layouts::next_structure(p, s);
            walk(p.data(), s.start(), s.count(), next, &lengths, &conv.records.value, domains)
        })
        .collect()
}

fn read_cluts(p: &Parsed<'_>) -> Result<Vec<[u16; 16]>, ChrError> {
    let cv = p.root("cluts").ok_or(ChrError::Missing { item: "cluts" })?;
    (0..cv.count())
        .map(|i| {
            let vals = cv.values(i, "colours").unwrap_or_default();
            let mut clut = [0u16; 16];
            for (d, s) in clut.iter_mut().zip(vals) {
                *d = u16::try_from(s).unwrap_or(0);
            }
            Ok(clut)
        })
        .collect()
}

fn read_textures(p: &Parsed<'_>, conv: &Conventions) -> Result<Vec<Texture>, ChrError> {
    let tv = p.root("textures").ok_or(ChrError::Missing { item: "textures" })?;
    // Sizes first, all of them: nothing is decoded past the budget.
    let mut sizes = Vec::with_capacity(tv.count());
    let mut total = 0usize;
    for index in 0..tv.count() {
        let width: u16 = get(&tv, index, "width")?;
        let height: u16 = get(&tv, index, "height")?;
        if width == 0 || height == 0 || width > 256 || height > 256 || !width.is_multiple_of(2) {
            return Err(ChrError::TextureSize { index, width, height });
        }
        let expected = usize::from(width).saturating_mul(usize::from(height)) / 2;
        total = total.saturating_add(expected);
        if total > MAX_TEXEL_BYTES {
            return Err(ChrError::TextureBudget { index, total, max: MAX_TEXEL_BYTES });
        }
        sizes.push((width, height, expected));
    }
    let mut textures = Vec::with_capacity(sizes.len());
    for (index, (width, height, expected)) in sizes.into_iter().enumerate() {
        let blob = tv.child("texels", index).ok_or(ChrError::Missing { item: "texels" })?;
        let offset = blob.start();
        let d = conv.unpack().unpack(blob.bytes()).map_err(|source| ChrError::Lz {
            index,
            offset,
            source,
        })?;
        if d.data.len() != expected {
            return Err(ChrError::TextureLength {
                index,
                width,
                height,
                expected,
                found: d.data.len(),
            });
        }
        textures.push(Texture { width, height, texels: d.data });
    }
    Ok(textures)
}

fn read_face(p: &Parsed<'_>, textures: usize) -> Result<Option<Face>, ChrError> {
    let Some(fv) = p.root("face") else { return Ok(None) };
    if fv.is_none(0, "texture") || fv.value(0, "texture").unwrap_or(-1) < 0 {
        return Ok(None);
    }
    let rect = |k: [&'static str; 4]| -> Result<Rect, ChrError> {
        Ok(Rect {
            x: get(&fv, 0, k[0])?,
            y: get(&fv, 0, k[1])?,
            w: get(&fv, 0, k[2])?,
            h: get(&fv, 0, k[3])?,
        })
    };
    let face = Face {
        texture: get(&fv, 0, "texture")?,
        blink_frames: get(&fv, 0, "blink_frames")?,
        blink_texture: get(&fv, 0, "blink_texture")?,
        mouth_frames: get(&fv, 0, "mouth_frames")?,
        mouth_texture: get(&fv, 0, "mouth_texture")?,
        eyes: rect(["eye_x", "eye_y", "eye_w", "eye_h"])?,
        mouth: rect(["mouth_x", "mouth_y", "mouth_w", "mouth_h"])?,
    };
    for t in [face.texture, face.blink_texture, face.mouth_texture] {
        if usize::from(t) >= textures {
            return Err(ChrError::FaceTexture { found: t, count: textures });
        }
    }
    Ok(Some(face))
}

/// The channel map: (node, component) entries, or one component mask per node (bit c set:
/// the node's component c), the set bits in node order, components ascending.
fn read_channels(p: &Parsed<'_>, node_count: usize) -> Result<Option<Vec<Channel>>, ChrError> {
    let mut pairs: Vec<(u8, u8)> = Vec::new();
    if let Some(cv) = p.root("channels") {
        for i in 0..cv.count() {
            pairs.push((get(&cv, i, "node")?, get(&cv, i, "component")?));
        }
    } else if let Some(mv) = p.root("channel_masks") {
        for n in 0..mv.count() {
            let mask: u8 = get(&mv, n, "mask")?;
            let node = u8::try_from(n).map_err(|_| {
                bad(&mv, n, "mask", format!("node {n} past the 256 a channel can name"))
            })?;
            pairs.extend((0..8u8).filter(|c| mask >> c & 1 != 0).map(|c| (node, c)));
        }
    } else {
        return Ok(None);
    }
    let mut channels = Vec::with_capacity(pairs.len());
    for (i, (node, comp)) in pairs.into_iter().enumerate() {
        if usize::from(node) >= node_count {
            return Err(ChrError::Anim(anim::AnimError::Node {
                channel: i,
                found: node,
                count: node_count,
            }));
        }
        let component = Component::from_u8(comp)
            .ok_or(ChrError::Anim(anim::AnimError::Component { channel: i, found: comp }))?;
        channels.push(Channel { node, component });
    }
    Ok(Some(channels))
}

fn read_anims(p: &Parsed<'_>, node_count: usize) -> Result<Option<Anims>, ChrError> {
    let Some(channels) = read_channels(p, node_count)? else { return Ok(None) };
    let codec = layouts::codec(p.layout()).map_err(|e| ChrError::Layout(e.into()))?;
    let curves_per = p.layout().item("curves").and_then(|c| c.per.clone());
    let clips_per = p.layout().item("clips").and_then(|c| c.per.clone());
    let curve_views = p.all("curves");
    let mut clips = Vec::new();
    let mut k = 0usize;
    for cvw in p.all("clips") {
        for e in 0..cvw.count() {
            // A clip's curve heads: per the clip (clips as an array), or the `curves` instance
            // per the same clip-table element as the clip.
            let curves_view = if curves_per.as_deref() == Some("clips") {
                cvw.child("curves", e)
            } else if curves_per.is_some() && curves_per == clips_per {
                curve_views.iter().find(|v| v.parent() == cvw.parent()).copied()
            } else {
                None
            };
            let ticks: u16 = get(&cvw, e, "ticks")?;
            let flags: u16 = if cvw.has("flags") { get(&cvw, e, "flags")? } else { 0 };
            let curves = read_curves(curves_view)?;
            if curves.len() != channels.len() {
                return Err(ChrError::Anim(anim::AnimError::Curves {
                    clip: k,
                    found: curves.len(),
                    channels: channels.len(),
                }));
            }
            clips.push(Clip { ticks, looping: flags & 1 != 0, curves, codec });
            k = k.saturating_add(1);
        }
    }
    Ok(Some(Anims { channels, clips }))
}

fn read_curves(hv: Option<View<'_, '_>>) -> Result<Vec<Curve>, ChrError> {
    let Some(hv) = hv else { return Ok(Vec::new()) };
    let mut curves = Vec::with_capacity(hv.count());
    for c in 0..hv.count() {
        let initial: i16 = get(&hv, c, "initial")?;
        let stream = hv.child("tokens", c).map(|t| t.bytes().to_vec()).unwrap_or_default();
        curves.push(Curve { initial, stream });
    }
    Ok(curves)
}
/// Reads a `.chr` with `conv`: its container layout, record layout and lengths, and texture
/// decoder. Every block must land (0–3 bytes of padding) and every tile ID and vertex index
/// must be in its domain.
pub fn read(data: &[u8], conv: &Conventions) -> Result<Chr, ChrError> {
    let p = parse(data, conv)?;
    let skeleton = read_skeleton(&p)?;
    let node_count = skeleton.as_ref().map_or(1, |s| s.nodes.len());
    let (parts, pool_size) = read_parts(&p, node_count)?;
    let tiles = read_tiles(&p)?;
    let mut blocks = Vec::new();
    for (i, w) in
        walk_streams(&p, conv, Some(tiles.len()), usize::from(pool_size)).into_iter().enumerate()
    {
        if let Some(problem) = w.problem {
            return Err(ChrError::Block { block: i, problem });
        }
        blocks.push(Block { records: w.records });
    }
    let cluts = read_cluts(&p)?;
    let textures = read_textures(&p, conv)?;
    let face = read_face(&p, textures.len())?;
    for (i, t) in tiles.iter().enumerate() {
        let tex = textures.get(usize::from(t.texture)).ok_or_else(|| ChrError::Tile {
            tile: i,
            why: format!("texture {} out of domain ({} textures)", t.texture, textures.len()),
        })?;
        if usize::from(t.clut) >= cluts.len() {
            return Err(ChrError::Tile {
                tile: i,
                why: format!("CLUT {} out of domain ({} CLUTs)", t.clut, cluts.len()),
            });
        }
        let fits = u16::from(t.x).saturating_add(u16::from(t.w)) <= tex.width
            && u16::from(t.y).saturating_add(u16::from(t.h)) <= tex.height
            && t.w > 0
            && t.h > 0;
        if !fits {
            return Err(ChrError::Tile {
                tile: i,
                why: format!(
                    "rect {}x{} at ({}, {}) is outside its {}x{} texture",
                    t.w, t.h, t.x, t.y, tex.width, tex.height
                ),
            });
        }
    }
    let anims = read_anims(&p, node_count)?;
    Ok(Chr { skeleton, pool_size, parts, blocks, tiles, cluts, textures, face, anims })
}
