//! The map files (`.mtd` textures, `.mmd` models) of each event group on the synthetic disc,
//! built with `dewprism::map`'s writers.
//!
//! The disc carries the published situations (field notes §10): 141 unique maps on the full
//! disc (base maps with their own `.mtd`, event variants that share an earlier base's `.mtd`),
//! byte-identical copies of pairs and variants, pairs with unrelated files between them (a
//! `.dat`, or an extra `.mtd` that covers only part of the map, so walking back must skip it),
//! texture-only `.mtd` files, a plaza (60 pieces, 60 placements), a dungeon (6 pieces, 75
//! placements) and a forest (one tree piece placed dozens of times). Some correct pairs cover
//! only ~97 % of their references. ≈245 `.mmd` and ≈292 `.mtd` on the full disc, as in the NA
//! index; a handful covering every situation on the small one.
//!
//! Tags (manifest `tag`): `map:<family>:<role>:<ext>` — family `Mnnn` is the base map whose
//! textures an `.mmd` needs (`Xnnn` for texture-only files); roles `base`, `copy`, `var<k>`,
//! `var<k>copy`, `decoy` (an extra `.mtd` that must NOT be chosen), `extra`, `between` (`.dat`).
//! Pairing is right when every `.mmd` of family F pairs with an `.mtd` of family F whose role is
//! `base` or `copy`.

use dewprism::map::{Clut, Mmd, Mtd, MtdTile, Piece, Placement, Texture, Tile, WalkFace, WalkMesh};
use dewprism::records::Record;

use crate::content;
use crate::rng::Rng;
use crate::Error;

/// One file of an event group's maps.
pub struct MapFile {
    /// The bytes.
    pub data: Vec<u8>,
    /// `.mtd`, `.mmd`, or `.dat` for an unrelated file placed between them.
    pub ext: &'static str,
    /// What it is meant to be, for tests (e.g. `map:M012:base:mtd`).
    pub tag: Option<String>,
}

/// The shape of a base map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// 60 pieces, each placed once **[published counts]**.
    Plaza,
    /// 6 pieces, 75 placements **[published counts]**.
    Dungeon,
    /// One tree piece placed dozens of times, plus ground and rocks.
    Forest,
    /// A few pieces, a few dozen placements.
    Generic,
}

/// How a base map's pair is laid out on the disc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Between {
    None,
    Dat,
    Decoy,
    DatDecoy,
}

/// One scheduled run of files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Item {
    /// A base map: its `.mtd`, maybe something between, its `.mmd`.
    Base { b: u64, between: Between },
    /// An event variant of base `b` (no `.mtd` of its own).
    Variant { b: u64, k: u64, copy: bool },
    /// A byte-identical copy of base `b`'s pair.
    PairCopy { b: u64 },
    /// A texture-only `.mtd`.
    Extra { e: u64 },
}

/// Counts of the disc's maps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counts {
    /// Base maps (own `.mtd`).
    pub bases: u64,
    /// Event variants.
    pub variants: u64,
    /// Pair copies.
    pub pair_copies: u64,
    /// Variant copies.
    pub variant_copies: u64,
    /// Decoy `.mtd` files between a pair.
    pub decoys: u64,
    /// Texture-only `.mtd` files.
    pub extras: u64,
    /// Groups the items are spread over.
    pub groups: u64,
}

impl Counts {
    /// The full disc: 117 + 24 = 141 unique maps, 245 `.mmd`, 292 `.mtd`.
    pub const FULL: Counts = Counts {
        bases: 117,
        variants: 24,
        pair_copies: 90,
        variant_copies: 14,
        decoys: 29,
        extras: 56,
        groups: 330,
    };
    /// The small disc: every situation once or twice.
    pub const SMALL: Counts = Counts {
        bases: 9,
        variants: 2,
        pair_copies: 2,
        variant_copies: 1,
        decoys: 2,
        extras: 2,
        groups: 16,
    };

    /// Unique maps (distinct `.mmd` contents).
    pub fn unique(&self) -> u64 {
        self.bases.saturating_add(self.variants)
    }

    /// `.mmd` files.
    pub fn mmd(&self) -> u64 {
        self.unique().saturating_add(self.pair_copies).saturating_add(self.variant_copies)
    }

    /// `.mtd` files.
    pub fn mtd(&self) -> u64 {
        [self.bases, self.pair_copies, self.decoys, self.extras].iter().sum()
    }
}

/// The shape of base map `b`: 0 plaza, 1 dungeon, 2 forest, the rest generic.
pub fn shape(b: u64) -> Shape {
    match b {
        0 => Shape::Plaza,
        1 => Shape::Dungeon,
        2 => Shape::Forest,
        _ => Shape::Generic,
    }
}

/// Bases that have variants: never a base with a decoy (a variant walking back must not meet a
/// partial copy of its own family's tiles).
fn has_decoy(c: &Counts, b: u64) -> bool {
    // Decoys on bases 4, 8, 12, … (the first `decoys` of them).
    // (b / 4 − 1 < decoys, for b ≥ 4.)
    b >= 4 && b.is_multiple_of(4) && b / 4 <= c.decoys
}

/// The disc-order item list.
fn schedule(c: &Counts) -> Vec<Item> {
    let mut items = Vec::new();
    let mut variant_bases: Vec<u64> =
        (0..c.bases).filter(|&b| !has_decoy(c, b) && b != 0).collect();
    variant_bases.truncate(c.variants as usize);
    // Variant k of the bases above: base 1 (the dungeon) gets the first.
    let mut pending_variants: Vec<(u64, u64)> =
        variant_bases.iter().enumerate().map(|(k, &b)| (b, k as u64)).collect();
    pending_variants.reverse();
    let mut copies_left = c.pair_copies;
    let mut vcopies_left = c.variant_copies;
    let mut extras = 0u64;
    let mut done_variants: Vec<(u64, u64)> = Vec::new();
    for b in 0..c.bases {
        let between = if has_decoy(c, b) {
            if b % 8 == 0 {
                Between::DatDecoy
            } else {
                Between::Decoy
            }
        } else if b % 5 == 3 {
            Between::Dat
        } else {
            Between::None
        };
        items.push(Item::Base { b, between });
        // A variant two bases after its base (other maps' .mtd files in between).
        if let Some(two_before) = b.checked_sub(2) {
            if let Some(&(vb, k)) = pending_variants.last() {
                if vb <= two_before {
                    pending_variants.pop();
                    items.push(Item::Variant { b: vb, k, copy: false });
                    done_variants.push((vb, k));
                }
            }
        }
        if b % 2 == 1 && extras < c.extras {
            items.push(Item::Extra { e: extras });
            extras = extras.saturating_add(1);
        }
        if b >= 3 && copies_left > 0 && b % 4 != 1 {
            // A copy of an earlier base: 7b mod (b − 1).
            let of = b.saturating_mul(7).checked_rem(b.saturating_sub(1)).unwrap_or(0);
            items.push(Item::PairCopy { b: of });
            copies_left = copies_left.saturating_sub(1);
        }
        if b >= 6 && vcopies_left > 0 && b % 3 == 0 {
            let at = (b as usize / 3).checked_rem(done_variants.len()).unwrap_or(0);
            if let Some(&(vb, k)) = done_variants.get(at) {
                items.push(Item::Variant { b: vb, k, copy: true });
                vcopies_left = vcopies_left.saturating_sub(1);
            }
        }
    }
    while let Some((vb, k)) = pending_variants.pop() {
        items.push(Item::Variant { b: vb, k, copy: false });
        done_variants.push((vb, k));
    }
    for left in (1..=copies_left).rev() {
        items.push(Item::PairCopy { b: left.checked_rem(c.bases).unwrap_or(0) });
    }
    for left in (1..=vcopies_left).rev() {
        let at = (left as usize).checked_rem(done_variants.len()).unwrap_or(0);
        if let Some(&(vb, k)) = done_variants.get(at) {
            items.push(Item::Variant { b: vb, k, copy: true });
        }
    }
    for e in extras..c.extras {
        items.push(Item::Extra { e });
    }
    items
}

/// The map files of event group `id`, in disc order. Fails if a map outgrows its format
/// (the writers' limits), which the synthetic maps never do.
pub fn event_group(seed: u64, full: bool, id: u64, _r: &mut Rng) -> Result<Vec<MapFile>, Error> {
    let c = if full { Counts::FULL } else { Counts::SMALL };
    let items = schedule(&c);
    let n = items.len() as u64;
    // Group `id` holds items ⌈id·n / groups⌉ .. ⌈(id + 1)·n / groups⌉.
    let lo = id.saturating_mul(n).div_ceil(c.groups);
    let hi = id.saturating_add(1).saturating_mul(n).div_ceil(c.groups).min(n);
    let mut out = Vec::new();
    for item in items.iter().take(hi as usize).skip(lo as usize) {
        emit(seed, &c, *item, &mut out)?;
    }
    Ok(out)
}

fn tag(family: String, role: &str, ext: &str) -> Option<String> {
    Some(format!("map:{family}:{role}:{ext}"))
}

fn mtd_file(t: &Mtd, family: String, role: &str) -> Result<MapFile, Error> {
    let data = dewprism::map::mtd::write(t).map_err(Error::Map)?;
    Ok(MapFile { data, ext: ".mtd", tag: tag(family, role, "mtd") })
}

fn mmd_file(m: &Mmd, family: String, role: &str) -> Result<MapFile, Error> {
    let data = dewprism::map::mmd::write(m).map_err(Error::Map)?;
    Ok(MapFile { data, ext: ".mmd", tag: tag(family, role, "mmd") })
}

fn emit(seed: u64, c: &Counts, item: Item, out: &mut Vec<MapFile>) -> Result<(), Error> {
    let fam = |b: u64| format!("M{b:03}");
    match item {
        Item::Base { b, between } => {
            let (m, t) = base_map(seed, b);
            out.push(mtd_file(&t, fam(b), "base")?);
            if matches!(between, Between::Dat | Between::DatDecoy) {
                // 2048 bytes plus 0–63 times 8.
                let size = (b as usize % 64).saturating_mul(8).saturating_add(2048);
                let data = content::dat(seed, b.wrapping_add(0x3A0_0000), size);
                out.push(MapFile { data, ext: ".dat", tag: tag(fam(b), "between", "dat") });
            }
            if matches!(between, Between::Decoy | Between::DatDecoy) {
                out.push(mtd_file(&decoy(seed, b, &m, &t), fam(b), "decoy")?);
            }
            out.push(mmd_file(&m, fam(b), "base")?);
            let _ = c;
        }
        Item::Variant { b, k, copy } => {
            let (m, _) = base_map(seed, b);
            let v = variant(seed, b, k, &m);
            let role = if copy { format!("var{k}copy") } else { format!("var{k}") };
            out.push(mmd_file(&v, fam(b), &role)?);
        }
        Item::PairCopy { b } => {
            let (m, t) = base_map(seed, b);
            out.push(mtd_file(&t, fam(b), "copy")?);
            out.push(mmd_file(&m, fam(b), "copy")?);
        }
        Item::Extra { e } => {
            let t = extra(seed, e);
            out.push(mtd_file(&t, format!("X{e:03}"), "extra")?);
        }
    }
    Ok(())
}

/// Base map `b`: its model and its textures (deterministic in `seed` and `b`).
pub fn base_map(seed: u64, b: u64) -> (Mmd, Mtd) {
    let mut r = Rng::fork(seed, 0x3A9u64 << 32 | b);
    let sh = shape(b);
    // The family's tile IDs: a sparse set from 0..=255.
    let n_ids = match sh {
        Shape::Plaza => 64,
        Shape::Dungeon => 20,
        Shape::Forest => 24,
        Shape::Generic => r.range(14, 40) as usize,
    };
    let ids = sparse_ids(&mut r, n_ids);
    let t = textures(seed, b, &ids, &mut r);
    let m = model(&mut r, sh, &ids, b % 5 == 2);
    (m, t)
}

fn sparse_ids(r: &mut Rng, n: usize) -> Vec<u16> {
    let mut all: Vec<u16> = (0..=255).collect();
    for i in (1..all.len()).rev() {
        let j = r.below((i as u64).saturating_add(1)) as usize;
        all.swap(i, j);
    }
    let mut ids: Vec<u16> = all.into_iter().take(n).collect();
    ids.sort_unstable();
    ids
}

/// Textures for a tile ID set: 1–3 textures, 2–5 CLUTs, one tile per ID.
fn textures(seed: u64, label: u64, ids: &[u16], r: &mut Rng) -> Mtd {
    let nt = r.range(1, 3) as usize;
    let nc = r.range(2, 5) as usize;
    // Labels are hashes of (label, k): they wrap.
    let cluts = (0..nc)
        .map(|k| Clut {
            // x in 16-halfword steps across VRAM, y in rows 480–511.
            x: (r.below(64) as u16).saturating_mul(16),
            y: (r.below(32) as u16).saturating_add(480),
            colors: stone_palette(
                seed,
                label.wrapping_mul(8).wrapping_add(k as u64).wrapping_add(0x3AC_0000),
            ),
        })
        .collect();
    let textures: Vec<Texture> = (0..nt)
        .map(|k| {
            let (w, h) = if k == 0 { (128, 128) } else { (256, 64) };
            Texture {
                width: w,
                height: h,
                texels: paving(
                    w as usize,
                    h as usize,
                    label.wrapping_mul(4).wrapping_add(k as u64),
                ),
            }
        })
        .collect();
    // A side of 16–64 texels, never past the texture's own.
    let side = |r: &mut Rng, most: u16| {
        [16u16, 32, 48, 64].get(r.below(4) as usize).copied().unwrap_or(16).min(most)
    };
    // A position in 16-texel steps that keeps `len` texels inside `room`.
    let place = |r: &mut Rng, room: u16, len: u16| {
        let steps = u64::from(room.saturating_sub(len) / 16).saturating_add(1);
        (r.below(steps) as u16).saturating_mul(16)
    };
    let tiles = ids
        .iter()
        .map(|&id| {
            let ti = r.below(nt as u64) as usize;
            let (tw, th) = textures.get(ti).map_or((16, 16), |t| (t.width, t.height));
            let w = side(r, tw);
            let h = side(r, th);
            let x = place(r, tw, w);
            let y = place(r, th, h);
            MtdTile {
                id,
                tile: Tile {
                    texture: ti as u8,
                    clut: r.below(nc as u64) as u8,
                    x: x as u8,
                    y: y as u8,
                    // Sides of 16–64 texels: stored as they are.
                    w: w as u8,
                    h: h as u8,
                },
            }
        })
        .collect();
    Mtd { cluts, tiles, textures }
}

/// A map palette: paving stones in warm greys (slots 1–6), mortar (7), moss (8–9), and an
/// accent; the tone varies with `label`.
fn stone_palette(seed: u64, label: u64) -> content::Clut {
    let mut r = Rng::fork(seed, 0x3ACu64 << 32 | label);
    // Below 24: every channel stays below 0xD8.
    let warm = r.below(24) as u8;
    let [g1, g2, g3, g4, g5, g6] = [0x98u8, 0xA8, 0xB4, 0xC0, 0x8C, 0xB0]
        .map(|g| content::rgb15(g.saturating_add(warm), g.saturating_add(warm / 2), g));
    let mortar = content::rgb15(0x50, 0x48, 0x40);
    let moss = content::rgb15(0x60, 0x80, 0x48);
    let moss_dark = content::rgb15(0x48, 0x68, 0x38);
    let tone = content::rgb15(0x90u8.saturating_add(warm), 0x88, 0x80);
    let accent = (r.next_u64() as u16 & 0x7FFF) | 1;
    [0, g1, g2, g3, g4, g5, g6, mortar, moss, moss_dark, tone, tone, tone, tone, tone, accent]
}

/// Paving: rows of 16×8 flat-coloured stones, every other row offset by half a stone, with
/// mortar lines between them; a stone's colour follows from its position and `label`.
fn paving(w: usize, h: usize, label: u64) -> Vec<u8> {
    let mut idx = vec![0u8; w.saturating_mul(h)];
    for (y, line) in idx.chunks_exact_mut(w.max(1)).enumerate() {
        let row = y / 8;
        let shift = if row % 2 == 0 { 0 } else { 8 };
        for (x, texel) in line.iter_mut().enumerate() {
            // Texture sides are at most 256: x + 8 cannot overflow.
            let sx = x.saturating_add(shift);
            let col = sx / 16;
            let mortar = y % 8 == 7 || sx % 16 == 15;
            // A hash of (row, column, label): wraps.
            let hash = (row as u64)
                .wrapping_mul(31)
                .wrapping_add((col as u64).wrapping_mul(17))
                .wrapping_add(label.wrapping_mul(7))
                % 6;
            // Stone colours are slots 1–6.
            *texel = if mortar { 7 } else { (hash as u8).saturating_add(1) };
        }
    }
    gpu::texture::pack_4bpp(w, h, &idx).unwrap_or_default()
}

/// A random tile of `ids` (0 for an empty set), as a record's 8-bit tile number.
fn random_tile(r: &mut Rng, ids: &[u16]) -> u8 {
    let i = r.below(ids.len() as u64) as usize;
    ids.get(i).copied().unwrap_or(0) as u8
}

/// Vertex `k` (0–7) of ring `ring` (0–3) in a run of 8-vertex rings: `8·ring + k`.
fn ring_vertex(ring: u8, k: u8) -> u8 {
    (ring << 3) | (k & 7)
}

/// The four sides of a box whose bottom corners are vertices 0–3 and top corners 4–7
/// (bottom a, bottom b, top a, top b).
const BOX_SIDES: [[u8; 4]; 4] = [[0, 1, 4, 5], [1, 3, 5, 7], [3, 2, 7, 6], [2, 0, 6, 4]];

/// The quad of cell (i, j) of a g×g vertex grid, row-major (g ≤ 5: indices below 25).
fn grid_quad(i: u8, j: u8, g: u8) -> [u8; 4] {
    let a = j.saturating_mul(g).saturating_add(i);
    let c = a.saturating_add(g);
    [a, a.saturating_add(1), c, c.saturating_add(1)]
}

/// The plaza's middle piece: paving with a fountain — an octagonal stone basin, water inside
/// (untextured blue), and a column in the middle.
fn fountain(r: &mut Rng, ids: &[u16]) -> Piece {
    let tile = |r: &mut Rng| random_tile(r, ids);
    const HALF: i16 = CELL / 2;
    let mut vertices = vec![[-HALF, 0, -HALF], [HALF, 0, -HALF], [-HALF, 0, HALF], [HALF, 0, HALF]];
    let mut records = vec![Record::SetBase { base: 0 }];
    records.push(Record::TexQuad {
        tile: tile(r),
        flags: 0,
        v: [0, 1, 2, 3],
        uv: [[0, 0], [63, 0], [0, 63], [63, 63]],
    });
    // Basin: 8 sides, outer ring at the floor and the rim, radius 420, rim 160 high.
    let ring = |rad: f32, y: i16| -> Vec<[i16; 3]> {
        (0..8)
            .map(|k| {
                let a = k as f32 * std::f32::consts::TAU / 8.0 + std::f32::consts::PI / 8.0;
                [(a.cos() * rad).round() as i16, y, (a.sin() * rad).round() as i16]
            })
            .collect()
    };
    let base = vertices.len() as u16;
    vertices.extend(ring(420.0, 0));
    vertices.extend(ring(420.0, -160));
    vertices.extend(ring(360.0, -160));
    vertices.extend(ring(360.0, -110));
    records.push(Record::SetBase { base });
    // Side k joins corner k to the next one (7 to 0).
    let sides = || (0..8u8).zip((1..8u8).chain([0]));
    for (k, n) in sides() {
        let side = tile(r);
        let v = |lo: u8, hi: u8| {
            [ring_vertex(lo, k), ring_vertex(lo, n), ring_vertex(hi, k), ring_vertex(hi, n)]
        };
        // Outer wall, rim top, inner wall.
        records.push(Record::TexQuad {
            tile: side,
            flags: 0,
            v: v(0, 1),
            uv: [[0, 15], [15, 15], [0, 0], [15, 0]],
        });
        records.push(Record::TexQuad {
            tile: side,
            flags: 0,
            v: v(1, 2),
            uv: [[0, 0], [15, 0], [0, 3], [15, 3]],
        });
        records.push(Record::TexQuad {
            tile: side,
            flags: 0,
            v: v(2, 3),
            uv: [[0, 0], [15, 0], [0, 7], [15, 7]],
        });
    }
    // Water: a fan of flat blue triangles over the inner ring at the water line.
    let centre = vertices.len() as u16;
    vertices.push([0, -110, 0]);
    // The centre follows the four rings: vertex 32 from `base`.
    let water = centre.saturating_sub(base) as u8;
    for (k, n) in sides() {
        let rgb = if k % 2 == 0 { [0x30, 0x70, 0xC0] } else { [0x38, 0x80, 0xD0] };
        records.push(Record::FlatTri { v: [ring_vertex(3, k), ring_vertex(3, n), water], rgb });
    }
    // Column: a square pillar with a gold-lit top.
    let col = vertices.len() as u16;
    for y in [-110i16, -520] {
        for (x, z) in [(-50i16, -50i16), (50, -50), (-50, 50), (50, 50)] {
            vertices.push([x, y, z]);
        }
    }
    records.push(Record::SetBase { base: col });
    for v in BOX_SIDES {
        records.push(Record::TexQuad {
            tile: tile(r),
            flags: 0,
            v,
            uv: [[0, 31], [15, 31], [0, 0], [15, 0]],
        });
    }
    records.push(Record::GouraudQuad {
        flags: 0,
        v: [4, 5, 6, 7],
        rgb: [[0xC0, 0xA0, 0x40], [0xA0, 0x80, 0x30], [0xA0, 0x80, 0x30], [0xC0, 0xA0, 0x40]],
    });
    Piece { vertices, records }
}

/// An extra `.mtd` whose tiles cover about 80 % of base `b`'s references — walking back from
/// `b`'s `.mmd` must pass over it.
fn decoy(seed: u64, b: u64, m: &Mmd, t: &Mtd) -> Mtd {
    let mut r = Rng::fork(seed, 0x3AEu64 << 32 | b);
    let mut hist: std::collections::BTreeMap<u16, usize> = Default::default();
    for id in m.tile_refs() {
        let n = hist.entry(id).or_default();
        *n = n.saturating_add(1);
    }
    let total: usize = hist.values().sum();
    // Drop the most-referenced IDs until at least 12 % of references are uncovered.
    let mut by_count: Vec<(usize, u16)> = hist.iter().map(|(&id, &n)| (n, id)).collect();
    by_count.sort_unstable_by(|a, b| b.cmp(a));
    let mut dropped = std::collections::BTreeSet::new();
    let mut gone = 0usize;
    for (n, id) in by_count {
        if gone.saturating_mul(100) >= total.saturating_mul(12) {
            break;
        }
        dropped.insert(id);
        gone = gone.saturating_add(n);
    }
    let mut ids: Vec<u16> =
        t.tiles.iter().map(|x| x.id).filter(|id| !dropped.contains(id)).collect();
    // Plus a few unrelated IDs.
    for _ in 0..8 {
        let id = r.below(256) as u16;
        if !dropped.contains(&id) && !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids.sort_unstable();
    textures(seed, b.wrapping_add(0x8000), &ids, &mut r)
}

/// A texture-only `.mtd` (no map uses it).
fn extra(seed: u64, e: u64) -> Mtd {
    let mut r = Rng::fork(seed, 0x3AFu64 << 32 | e);
    let n = r.range(20, 80) as usize;
    let ids = sparse_ids(&mut r, n);
    textures(seed, e.wrapping_add(0x9000), &ids, &mut r)
}

/// Event variant `k` of a base map: the same pieces, placements changed (some removed, event
/// objects added), the walk mesh re-attributed.
fn variant(seed: u64, b: u64, k: u64, base: &Mmd) -> Mmd {
    let mut r = Rng::fork(seed, 0x3B0u64 << 40 | b << 8 | k);
    let mut m = base.clone();
    let drop = (m.placements.len() / 8).max(1);
    for _ in 0..drop {
        if m.placements.len() > 1 {
            let i = r.below(m.placements.len() as u64) as usize;
            m.placements.remove(i);
        }
    }
    let add = r.range(2, 6) as usize;
    for _ in 0..add {
        if m.placements.len() >= 255 {
            break;
        }
        m.placements.push(Placement {
            piece: r.below(m.pieces.len() as u64) as u8,
            turns: r.below(4) as u8,
            // −2048..2047 on x and z.
            position: [
                (r.below(4096) as i16).saturating_sub(2048),
                -256,
                (r.below(4096) as i16).saturating_sub(2048),
            ],
        });
    }
    // An event trigger region on the walk mesh.
    let trigger = m.walk_attributes.max(1);
    m.walk_attributes = trigger.saturating_add(1);
    for f in m.walk.faces.iter_mut().take(4) {
        f.attribute = trigger;
    }
    m
}

const CELL: i16 = 1024;

/// A piece: a floor grid of g×g vertices spanning one cell, plus a box (or a tree).
fn piece(r: &mut Rng, ids: &[u16], tree: bool, flat_ground: bool) -> Piece {
    let g = if tree || flat_ground { 2 } else { r.range(2, 5) as usize };
    let mut vertices = Vec::new();
    const HALF: i16 = CELL / 2;
    // g is 2–4: steps of CELL / (g − 1) from −HALF to HALF (all within ±512).
    let step = CELL.checked_div((g as i16).saturating_sub(1)).unwrap_or(CELL);
    let at = |i: usize| (i as i16).saturating_mul(step).saturating_sub(HALF);
    for j in 0..g {
        for i in 0..g {
            // 0, −8 or −16.
            let y = if flat_ground { 0 } else { (r.below(3) as i16).saturating_mul(-8) };
            vertices.push([at(i), y, at(j)]);
        }
    }
    let floor = vertices.len();
    let tile = |r: &mut Rng| random_tile(r, ids);
    let uv4 = |r: &mut Rng| {
        let s = [15u8, 31, 47, 63].get(r.below(4) as usize).copied().unwrap_or(15);
        [[0, 0], [s, 0], [0, s], [s, s]]
    };
    let mut records = vec![Record::SetBase { base: 0 }];
    let cells = (g as u8).saturating_sub(1);
    for j in 0..cells {
        for i in 0..cells {
            let v = grid_quad(i, j, g as u8);
            if r.below(6) == 0 {
                records.push(Record::CoarseQuad {
                    tile: tile(r),
                    flags: 0,
                    v,
                    uv: [0x00, 0x0F, 0xF0, 0xFF],
                });
            } else {
                records.push(Record::TexQuad { tile: tile(r), flags: 0, v, uv: uv4(r) });
            }
        }
    }
    if flat_ground {
        return Piece { vertices, records };
    }
    // A box (or a tree trunk) on the floor, indexed from its own base.
    let (bw, bh) =
        if tree { (96i16, 900i16) } else { (r.range(100, 400) as i16, r.range(200, 1200) as i16) };
    // (All within ±1200: negation cannot overflow.)
    for (y, s) in [(0i16, bw), (bh.saturating_neg(), bw)] {
        let n = s.saturating_neg();
        for (x, z) in [(n, n), (s, n), (n, s), (s, s)] {
            vertices.push([x, y, z]);
        }
    }
    records.push(Record::SetBase { base: floor as u16 });
    if tree {
        for v in BOX_SIDES {
            records.push(Record::TexQuad { tile: tile(r), flags: 0, v, uv: uv4(r) });
        }
        // A crown: a pyramid over the trunk.
        let top = vertices.len();
        for (x, z) in [(-400i16, -400i16), (400, -400), (-400, 400), (400, 400)] {
            vertices.push([x, bh.saturating_neg(), z]);
        }
        vertices.push([0, bh.saturating_neg().saturating_sub(900), 0]);
        records.push(Record::SetBase { base: top as u16 });
        for (a, b) in [(0u8, 1u8), (1, 3), (3, 2), (2, 0)] {
            records.push(Record::GouraudTexTri {
                tile: tile(r),
                flags: 1,
                v: [a, b, 4],
                uv: [[0, 15], [15, 15], [8, 0]],
                rgb: [[0x60, 0x90, 0x60], [0x60, 0x90, 0x60], [0x80, 0xA0, 0x80]],
            });
        }
        return Piece { vertices, records };
    }
    // Lid: one of several record kinds, so every type of the dispatch appears on the disc.
    let lid = r.below(8);
    let top: [u8; 4] = [4, 5, 6, 7];
    let abs = |k: usize| floor.saturating_add(k) as u16;
    match lid {
        0 => records.push(Record::TexQuad { tile: tile(r), flags: 0, v: top, uv: uv4(r) }),
        1 => {
            records.push(Record::TexTri {
                tile: tile(r),
                flags: 0,
                v: [4, 5, 6],
                uv: [[0, 0], [15, 0], [0, 15]],
            });
            records.push(Record::CoarseTri {
                tile: tile(r),
                flags: 2,
                v: [5, 7, 6],
                uv: [0x0F, 0xFF, 0xF0],
            });
        }
        2 => {
            records.push(Record::SetColour { rgb: [0x70, 0x60, 0x50], flags: 0 });
            records.push(Record::Tri { v: [4, 5, 6] });
            records.push(Record::Tri { v: [5, 7, 6] });
        }
        3 => records.push(Record::FlatQuad { v: top, rgb: [0x40, 0x40, 0x60] }),
        4 => {
            records.push(Record::FlatTri { v: [4, 5, 6], rgb: [0x80, 0x20, 0x20] });
            records
                .push(Record::FlatTriAbs { v: [abs(5), abs(7), abs(6)], rgb: [0x80, 0x20, 0x20] });
        }
        5 => {
            records.push(Record::GouraudTri {
                flags: 0,
                v: [4, 5, 6],
                rgb: [[0x80, 0, 0], [0, 0x80, 0], [0, 0, 0x80]],
            });
            records.push(Record::TexTriAbs {
                tile: u16::from(tile(r)),
                flags: 5,
                v: [abs(5), abs(7), abs(6)],
                uv: [[0, 0], [15, 0], [0, 15]],
            });
        }
        6 => records.push(Record::GouraudQuad {
            flags: 1,
            v: top,
            rgb: [[0x80; 3], [0x60; 3], [0x40; 3], [0x20; 3]],
        }),
        _ => records.push(Record::GouraudTexTri {
            tile: tile(r),
            flags: 0,
            v: [4, 5, 6],
            uv: [[0, 0], [31, 0], [0, 31]],
            rgb: [[0x80; 3]; 3],
        }),
    }
    for v in BOX_SIDES {
        records.push(Record::TexQuad { tile: tile(r), flags: 0, v, uv: uv4(r) });
    }
    Piece { vertices, records }
}

/// Builds a map of `shape` whose textured faces use `ids`. `partial`: ~3 % of references name
/// IDs outside the set (a correct pair that covers less than 100 %).
fn model(r: &mut Rng, sh: Shape, ids: &[u16], partial: bool) -> Mmd {
    let mut pieces = Vec::new();
    let mut placements = Vec::new();
    // Cells are within ±9 of the centre: positions within ±9,216.
    let place = |r: &mut Rng, piece: usize, cx: i16, cz: i16| Placement {
        piece: piece as u8,
        turns: r.below(4) as u8,
        position: [cx.saturating_mul(CELL), 0, cz.saturating_mul(CELL)],
    };
    let mut cells: Vec<(i16, i16)> = Vec::new();
    match sh {
        Shape::Plaza => {
            for p in 0..60 {
                // Paved cells, the fountain in the middle (cell (0, 0)), a few boxes (market
                // stalls) along the edge rows.
                let edge = !(8..52).contains(&p);
                pieces.push(if p == 36 { fountain(r, ids) } else { piece(r, ids, false, !edge) });
                let (cx, cz) =
                    (((p % 8) as i16).saturating_sub(4), ((p / 8) as i16).saturating_sub(4));
                placements.push(place(r, p, cx, cz));
                cells.push((cx, cz));
            }
        }
        Shape::Dungeon => {
            for _ in 0..6 {
                pieces.push(piece(r, ids, false, false));
            }
            for k in 0..75i16 {
                let (cx, cz) = ((k % 9).saturating_sub(4), (k / 9).saturating_sub(4));
                // Every piece placed at least once, then any.
                let k = if k < 6 { k as usize } else { r.below(6) as usize };
                placements.push(place(r, k, cx, cz));
                cells.push((cx, cz));
            }
        }
        Shape::Forest => {
            pieces.push(piece(r, ids, false, true)); // ground
            pieces.push(piece(r, ids, true, false)); // the tree
            pieces.push(piece(r, ids, false, false)); // a rock
                                                      // A 7×7 grid of cells around the centre.
            let cell = |k: i16| ((k % 7).saturating_sub(3), (k / 7).saturating_sub(3));
            for k in 0..49i16 {
                let (cx, cz) = cell(k);
                placements.push(place(r, 0, cx, cz));
                cells.push((cx, cz));
            }
            // Trees, moved by up to ±200 within their cells.
            let nudge = |k: i16, m: i16| (k.saturating_mul(m) % 400).saturating_sub(200);
            for k in 0..42i16 {
                let (cx, cz) = cell(k);
                let mut p = place(r, 1, cx, cz);
                let [x, _, z] = &mut p.position;
                *x = x.saturating_add(nudge(k, 97));
                *z = z.saturating_add(nudge(k, 53));
                placements.push(p);
            }
            // Rocks on a diagonal.
            for k in 0..5i16 {
                placements.push(place(r, 2, k.saturating_sub(2), 3i16.saturating_sub(k)));
            }
        }
        Shape::Generic => {
            let np = r.range(2, 9) as usize;
            for _ in 0..np {
                pieces.push(piece(r, ids, false, false));
            }
            let w = r.range(3, 7) as i16;
            let h = r.range(3, 7) as i16;
            for j in 0..h {
                for i in 0..w {
                    let (cx, cz) = (i.saturating_sub(w / 2), j.saturating_sub(h / 2));
                    let n = placements.len();
                    let k = if n < np { n } else { r.below(np as u64) as usize };
                    placements.push(place(r, k, cx, cz));
                    cells.push((cx, cz));
                }
            }
        }
    }
    if partial {
        // About 3 % of textured references name an ID the family does not define.
        let missing = (0..=255u16).find(|i| !ids.contains(i)).unwrap_or(0);
        let total: usize =
            pieces.iter().flat_map(|p| &p.records).filter(|x| tile_of(x).is_some()).count();
        let mut left = total.saturating_mul(3) / 100;
        'outer: for p in pieces.iter_mut() {
            for rec in p.records.iter_mut() {
                if left == 0 {
                    break 'outer;
                }
                if let Record::TexQuad { tile, .. } = rec {
                    *tile = missing as u8;
                    left = left.saturating_sub(1);
                }
            }
        }
    }
    let walk = walk_mesh(r, &cells);
    let walk_attributes =
        walk.faces.iter().map(|f| f.attribute).max().map_or(1, |a| a.saturating_add(1));
    Mmd { walk_attributes, pieces, placements, walk }
}

fn tile_of(r: &Record) -> Option<u16> {
    let mut st = dewprism::records::DrawState::default();
    r.resolve(&mut st).and_then(|p| p.tile)
}

/// The walkable area: two triangles per occupied cell over a shared vertex grid; attributes 0
/// (floor), 1 (shallow water), 2 (stairs), 3 (slow).
fn walk_mesh(r: &mut Rng, cells: &[(i16, i16)]) -> WalkMesh {
    let mut vertices: Vec<[i16; 3]> = Vec::new();
    let mut index = std::collections::BTreeMap::new();
    // Grid corners of cells within ±9 of the centre: within ±9,728.
    let corner = |c: i16| c.saturating_mul(CELL).saturating_sub(CELL / 2);
    let mut vid = |x: i16, z: i16, vertices: &mut Vec<[i16; 3]>| -> u16 {
        *index.entry((x, z)).or_insert_with(|| {
            let id = vertices.len() as u16;
            vertices.push([corner(x), 0, corner(z)]);
            id
        })
    };
    let mut faces = Vec::new();
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    for (cx, cz) in sorted {
        let a = vid(cx, cz, &mut vertices);
        let (nx, nz) = (cx.saturating_add(1), cz.saturating_add(1));
        let b = vid(nx, cz, &mut vertices);
        let c = vid(cx, nz, &mut vertices);
        let d = vid(nx, nz, &mut vertices);
        let attribute = match r.below(10) {
            0 => 1,
            1 => 2,
            2 => 3,
            _ => 0,
        };
        faces.push(WalkFace { v: [a, b, c], attribute });
        faces.push(WalkFace { v: [b, d, c], attribute });
    }
    WalkMesh { vertices, faces }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::arithmetic_side_effects, clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn schedule_counts() {
        for c in [Counts::FULL, Counts::SMALL] {
            let items = schedule(&c);
            let mut mmd = 0;
            let mut mtd = 0;
            for it in &items {
                match it {
                    Item::Base { between, .. } => {
                        mmd += 1;
                        mtd += 1 + u64::from(matches!(between, Between::Decoy | Between::DatDecoy));
                    }
                    Item::Variant { .. } => mmd += 1,
                    Item::PairCopy { .. } => {
                        mmd += 1;
                        mtd += 1;
                    }
                    Item::Extra { .. } => mtd += 1,
                }
            }
            assert_eq!(mmd, c.mmd());
            assert_eq!(mtd, c.mtd());
        }
        assert_eq!(Counts::FULL.unique(), 141);
        assert_eq!(Counts::FULL.mmd(), 245);
        assert_eq!(Counts::FULL.mtd(), 292);
    }

    #[test]
    fn published_shapes() {
        let (plaza, _) = base_map(1, 0);
        assert_eq!((plaza.pieces.len(), plaza.placements.len()), (60, 60));
        let (dungeon, _) = base_map(1, 1);
        assert_eq!((dungeon.pieces.len(), dungeon.placements.len()), (6, 75));
        let (forest, _) = base_map(1, 2);
        assert!(forest.placements.iter().filter(|p| p.piece == 1).count() >= 24);
    }
}
