//! Matching without geometry: the model's textured faces, placed where the capture holds their
//! textures and CLUTs in VRAM, against the drawn polygons, as multisets of
//! (CLUT, texture page, UV set).

use std::collections::{BTreeMap, HashMap};

use crate::replay::DrawnPolygon;
use dewprism::chr::Chr;
use gpu::vram::{Vram, HEIGHT, WIDTH};

use crate::faces::PosedModel;

/// Most placements kept per texture (repeated uploads of one texture).
const MAX_PLACEMENTS: usize = 8;

/// Where a texture sits in VRAM: its top-left, in 16-bit VRAM pixels.
pub type Placement = (u16, u16);

/// What the capture's VRAM says about the model's textures and CLUTs.
#[derive(Debug, Clone, Default)]
pub struct Placements {
    /// Per texture index: every place its 4bpp texels were found.
    pub textures: Vec<Vec<Placement>>,
}

/// Finds every texture of `chr` in `vram` (4bpp: a row of `width/4` VRAM pixels; the first
/// row is searched, the others verified).
pub fn place_textures(chr: &Chr, vram: &Vram) -> Placements {
    let bytes = vram.to_le_bytes();
    let row_bytes = WIDTH.saturating_mul(2);
    let textures = chr
        .textures
        .iter()
        .map(|t| {
            let w_bytes = usize::from(t.width) / 2; // 4bpp: two texels per byte
            let h = usize::from(t.height);
            let mut out = Vec::new();
            let Some(first) = t.texels.get(..w_bytes) else { return out };
            if w_bytes == 0 || h == 0 || h > HEIGHT || w_bytes > row_bytes {
                return out;
            }
            for at in memchr::memmem::find_iter(&bytes, first) {
                if out.len() >= MAX_PLACEMENTS {
                    break;
                }
                let (y, xb) = (at / (WIDTH * 2), at % (WIDTH * 2));
                if xb % 2 != 0
                    || xb.saturating_add(w_bytes) > row_bytes
                    || y.saturating_add(h) > HEIGHT
                {
                    continue;
                }
                let all = (0..h).all(|r| {
                    let src = t.texels.get(
                        r.saturating_mul(w_bytes)..r.saturating_add(1).saturating_mul(w_bytes),
                    );
                    let o = (y.saturating_add(r)).saturating_mul(row_bytes).saturating_add(xb);
                    src.is_some() && src == bytes.get(o..o.saturating_add(w_bytes))
                });
                if all {
                    out.push(((xb / 2) as u16, y as u16));
                }
            }
            out
        })
        .collect();
    Placements { textures }
}

/// A face's identity without geometry: CLUT index, page, sorted UVs.
type Key = (u8, u16, u16, Vec<(u8, u8)>);
/// A page and an absolute UV in it.
type PageUv = ((u16, u16), (u8, u8));
/// UVs in corner order.
type Uvs = Vec<(u8, u8)>;

/// Texture-page base of a 4bpp texture placed at `p`, and the texel's absolute page UV.
fn page_uv(p: Placement, texel: [u32; 2]) -> Option<PageUv> {
    let (px, py) = (p.0 & !63, p.1 & !255);
    let u = u32::from(p.0.checked_sub(px)?).checked_mul(4)?.checked_add(texel[0])?;
    let v = u32::from(p.1.checked_sub(py)?).checked_add(texel[1])?;
    Some(((px, py), (u8::try_from(u).ok()?, u8::try_from(v).ok()?)))
}

/// The model CLUT stored at a VRAM position, if any.
fn clut_at(chr: &Chr, vram: &Vram, at: (u16, u16)) -> Option<u8> {
    let (x, y) = (usize::from(at.0), usize::from(at.1));
    if x.saturating_add(16) > WIDTH || y >= HEIGHT {
        return None;
    }
    chr.cluts
        .iter()
        .position(|c| c.iter().enumerate().all(|(i, &v)| vram.get(x.saturating_add(i), y) == v))
        .and_then(|i| u8::try_from(i).ok())
}

/// One matched face: model face index ↔ drawn polygon index, with corner pairs
/// `(pool slot, drawn vertex)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaceMatch {
    /// Index into [`PosedModel::faces`].
    pub face: usize,
    /// Index into the frame's polygons.
    pub polygon: usize,
    /// Whether the (CLUT, page, UVs) key was shared by several faces (paired in order).
    pub ambiguous: bool,
    /// Which key the face had (faces of one group may be re-paired among the group).
    pub group: usize,
    /// The face's absolute page UVs, corner order.
    pub uvs: Vec<(u8, u8)>,
    /// `(slot, drawn x, drawn y)` per corner.
    pub corners: Vec<(u32, i16, i16)>,
}

/// The matching result.
#[derive(Debug, Clone, Default)]
pub struct Matching {
    /// Matched faces.
    pub matches: Vec<FaceMatch>,
    /// The model's textured faces.
    pub faces: usize,
    /// Drawn textured polygons whose CLUT position holds one of the model's CLUTs.
    pub drawn_with_clut: usize,
    /// Textures found in VRAM / model textures used by faces.
    pub textures_placed: (usize, usize),
}

/// Matches the model's textured faces to the drawn polygons of one frame.
pub fn match_faces(
    chr: &Chr,
    model: &PosedModel,
    vram: &Vram,
    polygons: &[DrawnPolygon],
) -> Matching {
    let placements = place_textures(chr, vram);
    let used: std::collections::BTreeSet<u8> = model.faces.iter().map(|f| f.texture).collect();
    let placed = used
        .iter()
        .filter(|t| placements.textures.get(usize::from(**t)).is_some_and(|p| !p.is_empty()))
        .count();
    // Drawn side: key → polygon indices, in submission order.
    let mut clut_cache: HashMap<(u16, u16), Option<u8>> = HashMap::new();
    let mut drawn: BTreeMap<Key, Vec<usize>> = BTreeMap::new();
    let mut drawn_with_clut = 0usize;
    for (i, d) in polygons.iter().enumerate() {
        let p = &d.polygon;
        let (Some(clut_pos), Some(tp)) = (p.clut, p.texpage) else { continue };
        let Some(clut) =
            *clut_cache.entry(clut_pos).or_insert_with(|| clut_at(chr, vram, clut_pos))
        else {
            continue;
        };
        drawn_with_clut = drawn_with_clut.saturating_add(1);
        if (tp >> 7) & 3 != 0 {
            continue; // not 4bpp
        }
        let page = ((tp & 0xF) << 6, ((tp >> 4) & 1) << 8);
        let mut uvs: Vec<(u8, u8)> = p.vertices.iter().map(|v| v.uv).collect();
        uvs.sort_unstable();
        drawn.entry((clut, page.0, page.1, uvs)).or_default().push(i);
    }
    // Model side.
    let mut model_keys: BTreeMap<Key, Vec<usize>> = BTreeMap::new();
    let mut keyed: Vec<Option<(Key, Uvs)>> = Vec::with_capacity(model.faces.len());
    for f in &model.faces {
        let places = placements.textures.get(usize::from(f.texture)).map_or(&[][..], |v| &v[..]);
        let mut chosen = None;
        for &pl in places {
            let uv: Option<Vec<PageUv>> = f.corners.iter().map(|c| page_uv(pl, c.texel)).collect();
            let Some(uv) = uv else { continue };
            let Some(&(page, _)) = uv.first() else { continue };
            if uv.iter().any(|(pg, _)| *pg != page) {
                continue;
            }
            let in_order: Vec<(u8, u8)> = uv.iter().map(|(_, t)| *t).collect();
            let mut sorted = in_order.clone();
            sorted.sort_unstable();
            let key = (f.clut, page.0, page.1, sorted);
            let hit = drawn.contains_key(&key);
            if chosen.is_none() || hit {
                chosen = Some((key, in_order));
            }
            if hit {
                break;
            }
        }
        if let Some((k, _)) = &chosen {
            model_keys.entry(k.clone()).or_default().push(f.index);
        }
        keyed.push(chosen);
    }
    let mut matches = Vec::new();
    for (group, (key, faces)) in model_keys.iter().enumerate() {
        let Some(polys) = drawn.get(key) else { continue };
        let ambiguous = faces.len() > 1 || polys.len() > 1;
        for (&fi, &pi) in faces.iter().zip(polys) {
            let (Some(face), Some(poly), Some(Some((_, uvs)))) =
                (model.faces.get(fi), polygons.get(pi), keyed.get(fi))
            else {
                continue;
            };
            matches.push(FaceMatch {
                face: fi,
                polygon: pi,
                ambiguous,
                group,
                uvs: uvs.clone(),
                corners: pair_corners(face, uvs, &poly.polygon),
            });
        }
    }
    matches.sort_by_key(|m| m.face);
    Matching {
        matches,
        faces: model.faces.len(),
        drawn_with_clut,
        textures_placed: (placed, used.len()),
    }
}

/// Pairs a face's corners with the drawn vertices: in order when the UV sequences agree, else
/// by UV.
pub(crate) fn pair_corners(
    face: &crate::faces::ModelFace,
    uvs: &[(u8, u8)],
    poly: &gpu::gp0::Polygon,
) -> Vec<(u32, i16, i16)> {
    let drawn_uv: Vec<(u8, u8)> = poly.vertices.iter().map(|v| v.uv).collect();
    let mut used = vec![false; poly.vertices.len()];
    let mut out = Vec::with_capacity(face.corners.len());
    for (k, (c, uv)) in face.corners.iter().zip(uvs).enumerate() {
        let j = if drawn_uv.as_slice() == uvs {
            Some(k)
        } else {
            drawn_uv
                .iter()
                .enumerate()
                .position(|(j, d)| d == uv && !used.get(j).copied().unwrap_or(true))
        };
        let Some(j) = j else { continue };
        if let (Some(u), Some(v)) = (used.get_mut(j), poly.vertices.get(j)) {
            *u = true;
            out.push((c.slot, v.x, v.y));
        }
    }
    out
}
