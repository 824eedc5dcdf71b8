//! Synthetic characters (`.chr`) built with `dewprism::chr::write`: the girl made to the
//! published description, a second humanoid, a dragon near the published 695 faces, magic-less
//! figures on pedestals, and variants of these for the 172 entries.
//!
//! Game space (GTE): X right, **Y down** (the floor is y = 0, up is −y), the character faces
//! **−Z**; her own right is −X. Vertices are designed in the standing pose (all rotations 0) and
//! stored local to their node. The skeleton holds a *bind* pose that differs as published: the
//! arms sit inside the body (shoulder translations pulled in) and the legs are folded (rotation
//! entries on the knees); the idle clip's channels put the shoulders out and the knees straight,
//! so the model stands at idle tick 1.

use dewprism::anim::{self, Anims, Channel, Clip, Component, Curve, Token};
use dewprism::chr::{
    Block, Chr, Face, Node, Part, Record, Rect, RotationEntry, Skeleton, Texture, Tile,
};

use crate::content::{self, slot, Clut};
use crate::rng::Rng;
use crate::Error;

/// The humanoid topology: (name, parent) **[the project's convention for the 34 nodes]**.
pub const HUMANOID: [(&str, Option<usize>); 34] = [
    ("hips", None),
    ("spine", Some(0)),
    ("chest", Some(1)),
    ("neck", Some(2)),
    ("head", Some(3)),
    ("hat", Some(4)),
    ("tassel_l", Some(5)),
    ("tassel_r", Some(5)),
    ("hair_back", Some(4)),
    ("upper_arm_l", Some(2)),
    ("lower_arm_l", Some(9)),
    ("hand_l", Some(10)),
    ("upper_arm_r", Some(2)),
    ("lower_arm_r", Some(12)),
    ("hand_r", Some(13)),
    ("book", Some(14)),
    ("upper_leg_l", Some(0)),
    ("lower_leg_l", Some(16)),
    ("foot_l", Some(17)),
    ("upper_leg_r", Some(0)),
    ("lower_leg_r", Some(19)),
    ("foot_r", Some(20)),
    ("waist_orn", Some(0)),
    ("waist_orn2", Some(22)),
    ("coat_back", Some(2)),
    ("coat_back2", Some(24)),
    ("skirt_front", Some(0)),
    ("skirt_back", Some(0)),
    ("skirt_l", Some(0)),
    ("skirt_r", Some(0)),
    ("hair_back2", Some(8)),
    ("tassel_l2", Some(6)),
    ("tassel_r2", Some(7)),
    ("coat_front", Some(2)),
];

/// Body regions of the published triangle budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Region {
    /// Neck, head, hat, tassels, hair (the account's grouping: the neck counts with the head).
    Head,
    /// Arms, hands, the book.
    Arms,
    /// Legs and feet.
    Legs,
    /// Hips, skirt, waist ornament.
    Waist,
    /// The coat and the trunk it covers (spine, chest, coat panels).
    Coat,
}

/// The region of each humanoid node.
pub fn region(node: usize) -> Region {
    match node {
        3..=8 | 30..=32 => Region::Head,
        9..=15 => Region::Arms,
        16..=21 => Region::Legs,
        0 | 22 | 23 | 26..=29 => Region::Waist,
        _ => Region::Coat,
    }
}

/// The girl's published triangle budget (percent): head, arms, legs, waist, coat.
pub const GIRL_BUDGET: [(Region, f64); 5] = [
    (Region::Head, 38.8),
    (Region::Arms, 19.3),
    (Region::Legs, 18.9),
    (Region::Waist, 13.8),
    (Region::Coat, 9.2),
];

/// Triangles per node of the girl (sums: head 388, arms 193, legs 189, waist 138, coat 92, with
/// the neck in the head group and spine and chest in the coat group as `measure` groups them).
const GIRL_TRIS: [usize; 34] = [
    40, 16, 38, 8, 192, 80, 16, 16, 28, // 0..=8
    32, 32, 24, 32, 32, 24, 17, // 9..=15
    32, 32, 30, 32, 32, 31, // 16..=21
    16, 14, 12, 12, 17, 17, 17, 17, // 22..=29
    16, 16, 16, 14, // 30..=33
];

type V3 = [f32; 3];

/// How a part is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Style {
    /// Fine-uv textured quads/triangles (types 10, 9, with some 13 and 11).
    Fine,
    /// Coarse-uv textured (types 7, 5).
    Coarse,
    /// Untextured colour (types 2, 4, 1, 3, 6, 12, 8).
    Colour,
}

/// One designed part: a tube along `a → b`.
struct PartSpec {
    node: usize,
    a: V3,
    b: V3,
    ra: f32,
    rb: f32,
    segs: usize,
    tris: usize,
    style: Style,
    tile: u8,
    block: usize,
    /// Share the first ring with the previous part's last ring (pool sharing at a joint).
    join: bool,
    /// Fine uv span in texels (u around the tube, v along it) over the tile.
    uv: [u8; 2],
    /// Extra radius at the middle of the tube (`sin(π t)` profile): a rounder head.
    bulge: f32,
    /// Colour of untextured parts.
    rgb: [u8; 3],
}

impl PartSpec {
    /// A tube with a 16×16 uv span, no bulge, brown if untextured.
    #[allow(clippy::too_many_arguments)]
    fn tube(
        node: usize,
        a: V3,
        b: V3,
        ra: f32,
        rb: f32,
        segs: usize,
        tris: usize,
        style: Style,
        tile: u8,
        block: usize,
        join: bool,
    ) -> PartSpec {
        PartSpec {
            node,
            a,
            b,
            ra,
            rb,
            segs,
            tris,
            style,
            tile,
            block,
            join,
            uv: [15, 15],
            bulge: 0.0,
            rgb: [0x60, 0x30, 0x20],
        }
    }
}

/// Where the face texture goes on the head (node 4): quads of columns `cols` and rings `rings`
/// (half-open ranges) map onto the whole face tile.
#[derive(Debug, Clone, Copy)]
struct FaceMap {
    tile: u8,
    cols: (usize, usize),
    rings: (usize, usize),
    /// Tile for head quads below the face band (chin and jaw: skin).
    below: u8,
}

struct Built {
    parts: Vec<Part>,
    blocks: Vec<Vec<Record>>,
    pool: u16,
}

fn sub(a: V3, b: V3) -> V3 {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn norm(a: V3) -> V3 {
    let l = (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]).sqrt().max(1e-6);
    [a[0] / l, a[1] / l, a[2] / l]
}

fn cross(a: V3, b: V3) -> V3 {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}

/// The standing position of node `n` (origin for a node the table lacks: every node the
/// specs name is in its table).
fn at(world: &[V3], n: usize) -> V3 {
    world.get(n).copied().unwrap_or_default()
}

fn q16(v: f32) -> i16 {
    v.round().clamp(-32768.0, 32767.0) as i16
}

/// Builds parts and face records from specs. `world[node]` is the node's standing position.
fn build(
    specs: &[PartSpec],
    world: &[V3],
    face: Option<FaceMap>,
    blocks: usize,
    split: bool,
) -> Built {
    let mut out = Built { parts: Vec::new(), blocks: vec![Vec::new(); blocks], pool: 0 };
    let mut prev_last_ring: Option<(u16, usize)> = None; // (first slot of last ring, segs)
    let mut next_slot: u16 = 0;
    let mut counter = 0usize;
    let mut tri_counter = 0usize;
    for spec in specs {
        let s = spec.segs;
        // Quads needed: ceil(tris / 2); rings = gaps + 1.
        let quads = spec.tris.div_ceil(2);
        let gaps = quads.div_ceil(s).max(1);
        let rings = gaps.saturating_add(1);
        let axis = sub(spec.b, spec.a);
        let dir = norm(axis);
        let helper = if dir[1].abs() > 0.9 { [0.0, 0.0, 1.0] } else { [0.0, 1.0, 0.0] };
        let u = norm(cross(dir, helper));
        let w = norm(cross(dir, u));
        // Nodes of the specs are nodes of `world` (both tables of this file).
        let origin = world.get(spec.node).copied().unwrap_or_default();
        let mut verts = Vec::with_capacity(rings.saturating_mul(s));
        let mut world_pts = Vec::with_capacity(rings.saturating_mul(s));
        for i in 0..rings {
            let t = i as f32 / gaps as f32;
            let c = [spec.a[0] + axis[0] * t, spec.a[1] + axis[1] * t, spec.a[2] + axis[2] * t];
            let r =
                spec.ra + (spec.rb - spec.ra) * t + spec.bulge * (t * std::f32::consts::PI).sin();
            for j in 0..s {
                let ang = j as f32 / s as f32 * std::f32::consts::TAU;
                let (sn, cs) = ang.sin_cos();
                let p = [
                    c[0] + (u[0] * cs + w[0] * sn) * r,
                    c[1] + (u[1] * cs + w[1] * sn) * r,
                    c[2] + (u[2] * cs + w[2] * sn) * r,
                ];
                world_pts.push(p);
                verts.push([q16(p[0] - origin[0]), q16(p[1] - origin[1]), q16(p[2] - origin[2])]);
            }
        }
        let base = match (spec.join, prev_last_ring) {
            (true, Some((slot, segs))) if segs == s => slot,
            _ => next_slot,
        };
        // Pool slots: a model's pool stays far below 2¹⁶ (the .chr format's u16 indices).
        let end = (base as usize).saturating_add(verts.len());
        next_slot = next_slot.max(end as u16);
        prev_last_ring = Some((end.saturating_sub(s) as u16, s));
        out.parts.push(Part { node: spec.node as u8, pool_base: base, vertices: verts });

        // Blocks of the specs are below `blocks` (both set by this file's callers).
        let Some(recs) = out.blocks.get_mut(spec.block) else { continue };
        recs.push(Record::SetBase { base });
        let rgb = spec.rgb;
        // k/16 of the colour (k ≤ 16).
        let shade = |k: u16| rgb.map(|c| (u16::from(c).saturating_mul(k) / 16) as u8);
        if spec.style == Style::Colour {
            recs.push(Record::SetColour { rgb, flags: 0 });
        }
        let mut left = spec.tris;
        // Vertex j (mod s) of ring i, from the part's base.
        let idx = |i: usize, j: usize| {
            i.saturating_mul(s).saturating_add(j.checked_rem(s).unwrap_or(0)) as u8
        };
        'rings: for i in 0..gaps {
            for j in 0..s {
                if left == 0 {
                    break 'rings;
                }
                counter = counter.wrapping_add(1);
                let (i1, j1) = (i.saturating_add(1), j.saturating_add(1));
                // GPU Z order: v0 = (i, j), v1 = (i, j+1), v2 = (i+1, j), v3 = (i+1, j+1).
                let v = [idx(i, j), idx(i, j1), idx(i1, j), idx(i1, j1)];
                let (su, sv) = (usize::from(spec.uv[0]), usize::from(spec.uv[1]));
                // The uv span spread over the columns and rings (at most 255 × 255).
                let fu =
                    |jj: usize| jj.saturating_mul(su).checked_div(s).unwrap_or(0).min(su) as u8;
                let fv =
                    |ii: usize| ii.saturating_mul(sv).checked_div(gaps).unwrap_or(0).min(sv) as u8;
                let uv = |ii: usize, jj: usize| [fu(jj), fv(ii)];
                let (tile, on_face) = match face {
                    Some(f)
                        if spec.node == 4
                            && (f.cols.0..f.cols.1).contains(&j)
                            && (f.rings.0..f.rings.1).contains(&i) =>
                    {
                        (f.tile, true)
                    }
                    Some(f) if spec.node == 4 && i < f.rings.0 => (f.below, false),
                    _ => (spec.tile, false),
                };
                let uvq = [uv(i, j), uv(i, j1), uv(i1, j), uv(i1, j1)];
                let uvq = match face {
                    Some(f) if on_face => {
                        // The face band onto the whole face tile: columns from her right to her
                        // left run u 0 → 63 (seen from the front: left to right), rings from the
                        // chin up run v 63 → 0 (hair up, mouth below the eyes).
                        let (c0, c1) = f.cols;
                        let (r0, r1) = f.rings;
                        // (j and i lie inside the band: c0 ≤ j < c1, r0 ≤ i < r1.)
                        let span = |x: usize, lo: usize, hi: usize| {
                            let along = x.saturating_sub(lo).saturating_mul(63);
                            along.checked_div(hi.saturating_sub(lo)).unwrap_or(0).min(63) as u8
                        };
                        let ju = |jj: usize| span(jj, c0, c1);
                        let iv = |ii: usize| 63u8.saturating_sub(span(ii, r0, r1));
                        [[ju(j), iv(i)], [ju(j1), iv(i)], [ju(j), iv(i1)], [ju(j1), iv(i1)]]
                    }
                    _ => uvq,
                };
                let coarse = |q: [u8; 2]| (q[0].min(15)) | (q[1].min(15) << 4);
                let style = if on_face { Style::Fine } else { spec.style };
                let mut tri = |t3: [u8; 3], uv3: [[u8; 2]; 3], recs: &mut Vec<Record>| {
                    tri_counter = tri_counter.wrapping_add(1);
                    let r = match (style, tri_counter % 4) {
                        (Style::Fine, _) if on_face => {
                            Record::TexTri { tile, flags: 0, v: t3, uv: uv3 }
                        }
                        (Style::Fine, 0 | 3) => Record::TexTri { tile, flags: 0, v: t3, uv: uv3 },
                        (Style::Fine, 1) => Record::GouraudTexTri {
                            tile,
                            flags: 0,
                            v: t3,
                            uv: uv3,
                            rgb: [[0x80; 3], [0x78; 3], [0x70; 3]],
                        },
                        (Style::Fine, _) => Record::TexTriAbs {
                            tile: u16::from(tile),
                            flags: 0,
                            v: t3.map(|x| base.saturating_add(u16::from(x))),
                            uv: uv3,
                        },
                        (Style::Coarse, _) => {
                            Record::CoarseTri { tile, flags: 0, v: t3, uv: uv3.map(coarse) }
                        }
                        (Style::Colour, 0) => Record::Tri { v: t3 },
                        (Style::Colour, 1) => Record::FlatTri { v: t3, rgb: shade(15) },
                        (Style::Colour, 2) => Record::FlatTriAbs {
                            v: t3.map(|x| base.saturating_add(u16::from(x))),
                            rgb: shade(14),
                        },
                        (Style::Colour, _) => Record::GouraudTri {
                            flags: 1,
                            v: t3,
                            rgb: [shade(16), shade(14), shade(12)],
                        },
                    };
                    recs.push(r);
                };
                if left >= 2 {
                    left = left.saturating_sub(2);
                    if split && counter.is_multiple_of(4) {
                        // The same two triangles the GPU would draw, as two records.
                        tri([v[0], v[1], v[2]], [uvq[0], uvq[1], uvq[2]], recs);
                        tri([v[1], v[3], v[2]], [uvq[1], uvq[3], uvq[2]], recs);
                        continue;
                    }
                    let r = match style {
                        Style::Fine => Record::TexQuad { tile, flags: 0, v, uv: uvq },
                        Style::Coarse => {
                            Record::CoarseQuad { tile, flags: 0, v, uv: uvq.map(coarse) }
                        }
                        Style::Colour => match counter % 3 {
                            1 => Record::GouraudQuad {
                                flags: 1,
                                v,
                                rgb: [shade(16), shade(14), shade(16), shade(14)],
                            },
                            _ => Record::FlatQuad { v, rgb: shade(15) },
                        },
                    };
                    recs.push(r);
                } else {
                    left = left.saturating_sub(1);
                    tri([v[0], v[1], v[2]], [uvq[0], uvq[1], uvq[2]], recs);
                }
            }
        }
    }
    out.pool = next_slot;
    out
}

/// Piecewise-linear curve following `f` (value at tick t), `seg` ticks per segment.
fn curve(ticks: u16, seg: u32, f: impl Fn(f32) -> f32) -> Curve {
    let initial = q16(f(0.0));
    let mut acc = i32::from(initial);
    let mut toks = Vec::new();
    let mut t = 0u32;
    // Ticks and accumulators stay within a clip (u16 ticks, i16 values): no step saturates.
    while t < u32::from(ticks) {
        let n = seg.min(u32::from(ticks).saturating_sub(t)).max(1);
        let end = t.saturating_add(n);
        let target = f(end as f32).round() as i32;
        let vel = (target.saturating_sub(acc) as f32 / n as f32).round() as i32;
        let vel = vel.clamp(-8192, 8191);
        anim::segment(vel as i16, n, &mut toks);
        acc = acc.saturating_add(vel.saturating_mul(n as i32));
        t = end;
    }
    toks.push(Token::End);
    Curve { initial, stream: encode_curve(&toks) }
}

/// A curve's bytes.
///
/// Infallible: [`curve`] clamps every velocity to 14 bits and `anim::segment` splits waits
/// into 1–63-tick tokens, the only ranges `anim::encode` checks.
// The expect cannot fire: see above (no token outside encode's ranges is ever built here).
#[allow(clippy::expect_used)]
fn encode_curve(toks: &[Token]) -> Vec<u8> {
    anim::encode(toks).expect("velocities are clamped to 14 bits")
}

/// A generated humanoid's proportions and look.
#[derive(Debug, Clone, Copy)]
struct Look {
    scale: f32,
    head: f32,
    skirt: f32,
}

/// Standing world positions of the 34 humanoid nodes (GTE, Y down, front −Z, right −X).
fn humanoid_world(l: &Look) -> Vec<V3> {
    let k = l.scale;
    let p = |x: f32, y: f32, z: f32| [x * k, y * k, z * k];
    vec![
        p(0.0, -800.0, 0.0),      // 0 hips
        p(0.0, -900.0, 0.0),      // 1 spine
        p(0.0, -1080.0, 0.0),     // 2 chest
        p(0.0, -1230.0, 0.0),     // 3 neck
        p(0.0, -1290.0, 0.0),     // 4 head
        p(0.0, -1450.0, 0.0),     // 5 hat
        p(95.0, -1480.0, 10.0),   // 6 tassel_l
        p(-95.0, -1480.0, 10.0),  // 7 tassel_r
        p(0.0, -1380.0, 60.0),    // 8 hair_back
        p(150.0, -1200.0, 0.0),   // 9 upper_arm_l
        p(170.0, -960.0, 0.0),    // 10 lower_arm_l
        p(180.0, -740.0, 0.0),    // 11 hand_l
        p(-150.0, -1200.0, 0.0),  // 12 upper_arm_r
        p(-170.0, -960.0, 0.0),   // 13 lower_arm_r
        p(-180.0, -740.0, 0.0),   // 14 hand_r
        p(-185.0, -660.0, -30.0), // 15 book
        p(80.0, -780.0, 0.0),     // 16 upper_leg_l
        p(80.0, -430.0, 0.0),     // 17 lower_leg_l
        p(80.0, -70.0, 0.0),      // 18 foot_l
        p(-80.0, -780.0, 0.0),    // 19 upper_leg_r
        p(-80.0, -430.0, 0.0),    // 20 lower_leg_r
        p(-80.0, -70.0, 0.0),     // 21 foot_r
        p(0.0, -830.0, 110.0),    // 22 waist_orn
        p(0.0, -700.0, 130.0),    // 23 waist_orn2
        p(0.0, -1150.0, 95.0),    // 24 coat_back
        p(0.0, -930.0, 115.0),    // 25 coat_back2
        p(0.0, -830.0, -95.0),    // 26 skirt_front
        p(0.0, -830.0, 95.0),     // 27 skirt_back
        p(115.0, -830.0, 0.0),    // 28 skirt_l
        p(-115.0, -830.0, 0.0),   // 29 skirt_r
        p(0.0, -1230.0, 85.0),    // 30 hair_back2
        p(100.0, -1370.0, 15.0),  // 31 tassel_l2
        p(-100.0, -1370.0, 15.0), // 32 tassel_r2
        p(0.0, -1150.0, -95.0),   // 33 coat_front
    ]
}

/// The hat's fine uv span on its tile (texels): sized so that the girl's head group holds the
/// published 45.3 % of her UV area.
const HAT_UV: [u8; 2] = [33, 15];
/// The back hair's fine uv span on its tile (texels).
const HAIR_UV: [u8; 2] = [32, 23];

fn humanoid_specs(l: &Look, world: &[V3], tris: &[usize; 34]) -> Vec<PartSpec> {
    let k = l.scale;
    let w = |n: usize| at(world, n);
    let off = |n: usize, d: V3| {
        [at(world, n)[0] + d[0] * k, at(world, n)[1] + d[1] * k, at(world, n)[2] + d[2] * k]
    };
    let hr = 75.0 * k * l.head;
    let sk = l.skirt;
    // (node, a, b, ra, rb, segs, style, tile, block, join)
    let spec = |node: usize,
                a: V3,
                b: V3,
                ra: f32,
                rb: f32,
                segs: usize,
                style: Style,
                tile: u8,
                block: usize,
                join: bool| {
        let n_tris = tris.get(node).copied().unwrap_or(0);
        PartSpec::tube(node, a, b, ra * k, rb * k, segs, n_tris, style, tile, block, join)
    };
    let with = |mut p: PartSpec, f: &dyn Fn(&mut PartSpec)| {
        f(&mut p);
        p
    };
    let mut v = vec![
        spec(0, w(0), off(0, [0.0, 120.0, 0.0]), 120.0, 130.0, 8, Style::Fine, TILE_BELT, 0, false),
        spec(1, w(1), w(2), 110.0, 120.0, 8, Style::Fine, TILE_COAT, 0, false),
        spec(2, w(2), w(3), 125.0, 70.0, 8, Style::Fine, TILE_COLLAR, 0, false),
        spec(3, w(3), w(4), 40.0, 40.0, 4, Style::Fine, TILE_SKIN, 0, false),
        // Head: a round tube from the chin to the crown; its front band wears the face.
        PartSpec {
            bulge: hr * 0.488,
            ..PartSpec::tube(
                4,
                off(4, [0.0, 10.0, 0.0]),
                off(4, [0.0, -170.0 * l.head, 0.0]),
                hr * 0.5,
                hr * 0.556,
                12,
                tris[4],
                Style::Fine,
                TILE_HAIR,
                1,
                false,
            )
        },
        with(
            spec(
                5,
                w(5),
                off(5, [0.0, -90.0, 0.0]),
                110.0 * l.head,
                20.0,
                8,
                Style::Fine,
                TILE_HAT,
                1,
                false,
            ),
            &|p| p.uv = HAT_UV,
        ),
        spec(6, w(6), w(31), 12.0, 10.0, 4, Style::Coarse, TILE_TASSEL, 1, false),
        spec(7, w(7), w(32), 12.0, 10.0, 4, Style::Coarse, TILE_TASSEL, 1, false),
        with(spec(8, w(8), w(30), 70.0, 60.0, 6, Style::Fine, TILE_HAIR_BIG, 1, false), &|p| {
            p.uv = HAIR_UV
        }),
    ];
    // Arms: upper → lower share a ring, then the hand.
    for (up, lo, hand, side) in [(9usize, 10usize, 11usize, 1.0f32), (12, 13, 14, -1.0)] {
        v.push(spec(up, w(up), w(lo), 38.0, 32.0, 4, Style::Fine, TILE_SLEEVE, 0, false));
        v.push(spec(lo, w(lo), w(hand), 32.0, 26.0, 4, Style::Fine, TILE_CUFF, 0, true));
        v.push(spec(
            hand,
            w(hand),
            off(hand, [5.0 * side, 80.0, 0.0]),
            26.0,
            20.0,
            4,
            Style::Fine,
            TILE_SKIN,
            0,
            false,
        ));
    }
    v.push(with(
        spec(15, w(15), off(15, [0.0, 40.0, -20.0]), 45.0, 45.0, 4, Style::Colour, 0, 2, false),
        &|p| p.rgb = [0x70, 0x20, 0x28],
    ));
    for (up, lo, foot) in [(16usize, 17usize, 18usize), (19, 20, 21)] {
        v.push(spec(up, w(up), w(lo), 62.0, 48.0, 4, Style::Fine, TILE_STOCKING, 0, false));
        v.push(spec(lo, w(lo), w(foot), 48.0, 36.0, 4, Style::Fine, TILE_BOOT, 0, true));
        v.push(with(
            spec(
                foot,
                w(foot),
                [w(foot)[0], 0.0, w(foot)[2] - 90.0 * k],
                40.0,
                35.0,
                4,
                Style::Colour,
                0,
                2,
                false,
            ),
            &|p| p.rgb = [0x58, 0x30, 0x1C],
        ));
    }
    v.push(spec(22, w(22), w(23), 30.0, 26.0, 4, Style::Coarse, TILE_ORNAMENT, 2, false));
    v.push(spec(
        23,
        w(23),
        off(23, [0.0, 120.0, 20.0]),
        26.0,
        10.0,
        4,
        Style::Coarse,
        TILE_ORNAMENT,
        2,
        false,
    ));
    v.push(spec(24, w(24), w(25), 90.0, 100.0, 6, Style::Fine, TILE_COAT, 2, false));
    v.push(spec(
        25,
        w(25),
        off(25, [0.0, 220.0, 20.0]),
        100.0,
        110.0,
        6,
        Style::Fine,
        TILE_COAT_HEM,
        2,
        false,
    ));
    for n in 26..=29 {
        v.push(spec(
            n,
            w(n),
            off(n, [0.0, 230.0 * sk, 0.0]),
            60.0 * sk,
            90.0 * sk,
            4,
            Style::Fine,
            TILE_SKIRT,
            2,
            false,
        ));
    }
    v.push(with(
        spec(
            30,
            w(30),
            off(30, [0.0, 150.0, 10.0]),
            60.0,
            40.0,
            6,
            Style::Fine,
            TILE_HAIR_BIG,
            1,
            false,
        ),
        &|p| p.uv = HAIR_UV,
    ));
    v.push(spec(
        31,
        w(31),
        off(31, [0.0, 90.0, 0.0]),
        10.0,
        4.0,
        4,
        Style::Coarse,
        TILE_TASSEL,
        1,
        false,
    ));
    v.push(spec(
        32,
        w(32),
        off(32, [0.0, 90.0, 0.0]),
        10.0,
        4.0,
        4,
        Style::Coarse,
        TILE_TASSEL,
        1,
        false,
    ));
    v.push(spec(
        33,
        w(33),
        off(33, [0.0, 200.0, -10.0]),
        80.0,
        95.0,
        6,
        Style::Fine,
        TILE_COAT_HEM,
        2,
        false,
    ));
    v
}

/// The humanoid's idle and walk clips and channel map.
fn humanoid_anims(l: &Look, world: &[V3], rng: &mut Rng) -> Anims {
    use Component::*;
    let k = l.scale;
    let mut chans: Vec<(u8, Component)> = vec![
        (0, TransY),
        (0, RotY),
        (1, RotX),
        (1, RotY),
        (2, RotX),
        (2, RotY),
        (4, RotY),
        (9, TransX),
        (12, TransX),
        (9, RotX),
        (12, RotX),
        (9, RotZ),
        (12, RotZ),
        (16, RotX),
        (19, RotX),
        (17, RotX),
        (20, RotX),
        (6, RotX),
        (6, RotZ),
        (7, RotX),
        (7, RotZ),
        (31, RotX),
        (32, RotX),
        (8, RotX),
        (30, RotX),
        (22, RotX),
        (22, RotY),
        (22, RotZ),
        (23, RotX),
        (23, RotY),
        (23, RotZ),
        (26, RotX),
        (27, RotX),
        (28, RotZ),
        (29, RotZ),
        (24, RotX),
        (25, RotX),
        (33, RotX),
    ];
    chans.sort();
    let phase = rng.below(16) as f32;
    let tau = std::f32::consts::TAU;
    let shoulder_l = at(world, 9)[0] - at(world, 2)[0];
    let shoulder_r = at(world, 12)[0] - at(world, 2)[0];
    let hip_y = at(world, 0)[1];
    // Amplitudes (4096 = 360°): trunk small, secondary motion large [published].
    let value = |walk: bool, node: u8, c: Component, t: f32| -> f32 {
        let period = if walk { 32.0 } else { 64.0 };
        let s = ((t + phase) / period * tau).sin();
        let s2 = ((t + phase) / period * tau * 2.0).sin();
        let lag = ((t + phase - 4.0) / period * tau).sin();
        let wk = if walk { 1.0 } else { 0.0 };
        match (node, c) {
            (0, TransY) => hip_y + if walk { -12.0 * k * s2 } else { -3.0 * k * s },
            (9, TransX) => shoulder_l,
            (12, TransX) => shoulder_r,
            (1 | 2, _) | (0, RotY) => {
                if walk {
                    30.0 * s
                } else {
                    10.0 * s
                }
            }
            (4, RotY) => {
                if walk {
                    20.0 * s
                } else {
                    40.0 * s
                }
            }
            (9, RotX) => wk * (-280.0 * s),
            (12, RotX) => wk * (280.0 * s),
            (9, RotZ) => -60.0 - 15.0 * s,
            (12, RotZ) => 60.0 + 15.0 * s,
            (16, RotX) => wk * (330.0 * s),
            (19, RotX) => wk * (-330.0 * s),
            (17, RotX) => wk * (-250.0 * s.max(0.0)),
            (20, RotX) => wk * (-250.0 * (-s).max(0.0)),
            (22 | 23, _) => {
                if walk {
                    300.0 * lag
                } else {
                    120.0 * lag
                }
            }
            (26 | 27, _) => {
                if walk {
                    240.0 * lag
                } else {
                    60.0 * lag
                }
            }
            (28 | 29, _) => {
                if walk {
                    150.0 * lag
                } else {
                    40.0 * lag
                }
            }
            (6 | 7 | 31 | 32, _) => {
                if walk {
                    260.0 * lag
                } else {
                    110.0 * lag
                }
            }
            (8 | 30, _) => {
                if walk {
                    200.0 * lag
                } else {
                    80.0 * lag
                }
            }
            (24 | 25 | 33, _) => {
                if walk {
                    160.0 * lag
                } else {
                    50.0 * lag
                }
            }
            _ => 0.0,
        }
    };
    let clip = |walk: bool, ticks: u16| Clip {
        ticks,
        looping: true,
        curves: chans
            .iter()
            .map(|&(n, c)| curve(ticks, if walk { 4 } else { 8 }, |t| value(walk, n, c, t)))
            .collect(),
        codec: anim::TokenCodec::builtin(),
    };
    Anims {
        channels: chans.iter().map(|&(node, component)| Channel { node, component }).collect(),
        clips: vec![clip(false, 64), clip(true, 32)],
    }
}

// Tiles of a humanoid: a 4×4 grid of 16×16 tiles over the left half of the 128×64 body texture,
// the face (16, on the face texture), and two 64×32 tiles on the right half.
const TILE_BELT: u8 = 0;
const TILE_COAT: u8 = 1;
const TILE_COLLAR: u8 = 2;
const TILE_SKIN: u8 = 3;
const TILE_HAIR: u8 = 4;
const TILE_TASSEL: u8 = 5;
const TILE_SLEEVE: u8 = 6;
const TILE_CUFF: u8 = 7;
const TILE_STOCKING: u8 = 8;
const TILE_BOOT: u8 = 9;
const TILE_ORNAMENT: u8 = 10;
const TILE_COAT_HEM: u8 = 11;
const TILE_SKIRT: u8 = 12;
const TILE_FACE: u8 = 16;
const TILE_HAT: u8 = 17;
const TILE_HAIR_BIG: u8 = 18;

/// Width of a humanoid's body texture (texels).
pub const BODY_W: usize = 128;
/// Height of every body texture (texels).
pub const BODY_H: usize = 64;

/// The 4×4 tiles of the 64×64 grid (0..16), then, for a humanoid, the face tile (16) on texture
/// `face_texture` and the hat (17) and back-hair (18) tiles.
fn tiles(face_texture: Option<u8>) -> Vec<Tile> {
    let mut t: Vec<Tile> = (0..16u8)
        // Tile i at (16·(i mod 4), 16·(i div 4)).
        .map(|i| Tile { texture: 0, clut: 0, x: (i % 4) << 4, y: (i / 4) << 4, w: 16, h: 16 })
        .collect();
    if let Some(ft) = face_texture {
        t.push(Tile { texture: ft, clut: 1, x: 0, y: 0, w: 64, h: 64 });
        t.push(Tile { texture: 0, clut: 0, x: 64, y: 0, w: 64, h: 32 });
        t.push(Tile { texture: 0, clut: 0, x: 64, y: 32, w: 64, h: 32 });
    }
    t
}

/// The palette index of texel (`u`, `v`) of humanoid tile `tile` (u around the tube, v along it
/// from its first ring; the front of a tube is at a quarter of the u span).
fn body_texel(tile: u8, u: usize, v: usize) -> u8 {
    use content::slot::*;
    match tile {
        TILE_BELT => match v {
            0..=4 => BELT,
            5 => GOLD,
            _ => SKIRT,
        },
        TILE_COAT => {
            if (3..=4).contains(&u) && v % 5 == 2 {
                GOLD // buttons down the front
            } else {
                COAT
            }
        }
        TILE_COLLAR => {
            if v >= 11 {
                COAT_TRIM
            } else {
                COAT
            }
        }
        TILE_SKIN => SKIN,
        TILE_HAIR => {
            if u.is_multiple_of(5) {
                DARK
            } else {
                HAIR
            }
        }
        TILE_TASSEL => {
            if v % 4 == 3 {
                HAT_BAND
            } else {
                GOLD
            }
        }
        TILE_SLEEVE => {
            if v <= 1 {
                COAT_TRIM
            } else {
                COAT
            }
        }
        TILE_CUFF => {
            if v >= 11 {
                COAT_TRIM
            } else {
                COAT
            }
        }
        TILE_STOCKING => STOCKING,
        TILE_BOOT => {
            if v <= 2 {
                GOLD
            } else {
                BOOT
            }
        }
        TILE_ORNAMENT => {
            if v % 5 == 4 {
                GOLD
            } else {
                ORNAMENT
            }
        }
        TILE_COAT_HEM => {
            if v >= 12 {
                COAT_TRIM
            } else {
                COAT
            }
        }
        TILE_SKIRT => {
            if v >= 12 {
                SKIRT_HEM
            } else {
                SKIRT
            }
        }
        TILE_HAT => {
            // Brim band at the bottom, a gold star on the front.
            let (du, dv) = (u.abs_diff(usize::from(HAT_UV[0]) / 4), v.abs_diff(10));
            if v <= 3 {
                HAT_BAND
            } else if du.saturating_add(dv) <= 4 || (du <= 1 && dv <= 6) || (dv <= 1 && du <= 6) {
                GOLD
            } else {
                HAT
            }
        }
        TILE_HAIR_BIG => {
            if u.is_multiple_of(8) || (u % 8 == 4 && v.is_multiple_of(3)) {
                DARK
            } else {
                HAIR
            }
        }
        _ => ACCENT,
    }
}

/// A humanoid's 128×64 body texture: each tile painted in flat colours ([`body_texel`]).
pub fn humanoid_texture() -> Texture {
    let mut idx = vec![0u8; BODY_LEN];
    for (i, t) in tiles(Some(1)).iter().enumerate() {
        if t.texture != 0 {
            continue;
        }
        let r = Rect { x: t.x, y: t.y, w: t.w, h: t.h };
        paint_rect(&mut idx, BODY_W, r, |u, v| body_texel(i as u8, u, v));
    }
    pack(BODY_W, BODY_H, &idx)
}

/// Texels of a humanoid's body texture.
const BODY_LEN: usize = BODY_W * BODY_H;

/// A `w`×`h` index image, row-major: texel (x, y) is `f(x, y)`.
fn paint(w: usize, h: usize, f: impl Fn(usize, usize) -> u8) -> Vec<u8> {
    (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).map(|(x, y)| f(x, y)).collect()
}

/// Paints rectangle `r` of a `w`-wide row-major index image: texel (x, y) of the rectangle is
/// `f(x, y)`. Texels outside the image are left alone.
fn paint_rect(idx: &mut [u8], w: usize, r: Rect, f: impl Fn(usize, usize) -> u8) {
    let (rx, ry, rw, rh) = (usize::from(r.x), usize::from(r.y), usize::from(r.w), usize::from(r.h));
    for (y, row) in idx.chunks_exact_mut(w.max(1)).skip(ry).take(rh).enumerate() {
        for (x, p) in row.iter_mut().skip(rx).take(rw).enumerate() {
            *p = f(x, y);
        }
    }
}

/// A 64×64 texture of 16 flat-coloured 16×16 tiles with a scale or brick pattern (the dragon
/// and the pedestal figures), in the slots `base` (per tile) and `line`.
fn patterned_texture(base: [u8; 16], line: u8, scales: bool) -> Texture {
    let (w, h) = (64usize, 64usize);
    // x, y < 64: the sums below stay small.
    let idx = paint(w, h, |x, y| {
        // Tile (x div 16, y div 16) of the 4×4 grid: index 4·(y div 16) + x div 16.
        let b = base.get(((y / 16) << 2) | (x / 16)).copied().unwrap_or(0);
        let on_line = if scales {
            (y % 4 == 3) && (x.saturating_add((y / 4) << 1) % 4 != 0)
        } else {
            y % 8 == 7 || x.saturating_add(if (y / 8) % 2 == 0 { 0 } else { 8 }) % 16 == 15
        };
        if on_line {
            line
        } else {
            b
        }
    });
    pack(w, h, &idx)
}

/// The face CLUT of a humanoid: her palette with eye white, cheek pink and lip red in the hat
/// band, ornament and accent slots (so it is never her body CLUT's 32 bytes).
fn face_clut(clut: &Clut) -> [u16; 16] {
    use content::slot::*;
    let mut c = *clut;
    for (slot, colour) in [
        (HAT_BAND, content::rgb15(0xF8, 0xF8, 0xF8)),
        (ORNAMENT, content::rgb15(0xF8, 0xA0, 0xA0)),
        (ACCENT, content::rgb15(0xB0, 0x28, 0x30)),
    ] {
        if let Some(x) = c.get_mut(usize::from(slot)) {
            *x = colour;
        }
    }
    c
}

// Face texture layout (64×64, v = 0 at the crown): the eyes' and mouth's rectangles.
const EYES: Rect = Rect { x: 18, y: 26, w: 28, h: 8 };
const MOUTH: Rect = Rect { x: 24, y: 46, w: 16, h: 8 };

/// Eye pixel (`x`, `y`) of the eyes rectangle with `open` of 8 rows open (0 = closed).
fn eye_texel(x: usize, y: usize, open: usize) -> u8 {
    use content::slot::*;
    // Two eyes: x 1..11 and 17..27 of the 28-wide rectangle.
    let cx = if x < 14 { 6 } else { 22 };
    if x.abs_diff(cx) > 5 {
        return SKIN;
    }
    if open == 0 {
        return if y == 5 { DARK } else { SKIN };
    }
    // open ≤ 8: rows 0–8.
    let top = 4usize.saturating_sub(open.div_ceil(2).min(4));
    let bottom = (open / 2).saturating_add(4);
    let iris = usize::from(open > 4).saturating_add(1);
    if y < top.saturating_sub(1) || y > bottom {
        SKIN
    } else if y.saturating_add(1) == top.max(1) || y == bottom || x.abs_diff(cx) <= iris {
        DARK // lid lines and iris
    } else {
        HAT_BAND // eye white in the face CLUT
    }
}

/// Mouth pixel (`x`, `y`) of the mouth rectangle, frame `f` (0 closed … 3 wide open).
fn mouth_texel(x: usize, y: usize, f: usize) -> u8 {
    use content::slot::*;
    let half = f.saturating_add(3); // half width (f ≤ 3)
    if x.abs_diff(8) > half {
        return SKIN;
    }
    if f == 0 {
        return if y == 4 && x.abs_diff(8) < 4 { ACCENT } else { SKIN };
    }
    let rows = f.min(3);
    if y.abs_diff(4) <= rows
        && x.abs_diff(8).saturating_add(y.abs_diff(4)) <= half.saturating_add(1)
    {
        if y.abs_diff(4) == rows {
            ACCENT
        } else {
            DARK
        }
    } else {
        SKIN
    }
}

/// The 4bpp face (face CLUT): hair fringe, brows, open eyes, cheeks and a closed mouth.
fn face_texture() -> Texture {
    use content::slot::*;
    let (w, h) = (64usize, 64usize);
    let mut idx = paint(w, h, |x, y| {
        let fringe = ((x % 8).abs_diff(4) / 2).saturating_add(12);
        if y < fringe || !(6..58).contains(&x) {
            HAIR
        } else if (22..24).contains(&y) && ((19..29).contains(&x) || (35..45).contains(&x)) {
            DARK // brows
        } else if (39..42).contains(&y) && ((15..20).contains(&x) || (44..49).contains(&x)) {
            ORNAMENT // cheeks (pink in the face CLUT)
        } else {
            SKIN
        }
    });
    paint_rect(&mut idx, w, EYES, |x, y| eye_texel(x, y, 8));
    paint_rect(&mut idx, w, MOUTH, |x, y| mouth_texel(x, y, 0));
    pack(w, h, &idx)
}

fn pack(w: usize, h: usize, idx: &[u8]) -> Texture {
    Texture {
        width: w as u16,
        height: h as u16,
        texels: gpu::texture::pack_4bpp(w, h, idx).unwrap_or_default(),
    }
}

/// Six blink frames of the eyes rectangle, stacked: open → closed.
fn blink_frames() -> Texture {
    const W: usize = EYES.w as usize;
    const H: usize = EYES.h as usize;
    // Rows of eye still open: 8 − 8f/5 for frames f = 0..6.
    let frames = [8, 7, 5, 4, 2, 0].map(|open| paint(W, H, |x, y| eye_texel(x, y, open)));
    pack(W, const { H * 6 }, &frames.concat())
}

/// Four mouth frames of the mouth rectangle: closed → open.
fn mouth_frames() -> Texture {
    const W: usize = MOUTH.w as usize;
    const H: usize = MOUTH.h as usize;
    let frames = [0, 1, 2, 3].map(|f| paint(W, H, |x, y| mouth_texel(x, y, f)));
    pack(W, const { H * 4 }, &frames.concat())
}

/// A humanoid with the 34-node topology. `tris` are the per-node triangle counts.
fn humanoid(seed: u64, design: u64, clut: &Clut, look: Look, tris: &[usize; 34]) -> Chr {
    let mut rng = Rng::fork(seed, 0xC4A0u64 << 32 | design);
    let world = humanoid_world(&look);
    let specs = humanoid_specs(&look, &world, tris);
    // The face: the front third of the head (columns 30°–150° of 12) over rings 1..7 of 8.
    let face = FaceMap { tile: TILE_FACE, cols: (1, 5), rings: (1, 7), below: TILE_SKIN };
    let b = build(&specs, &world, Some(face), 3, true);
    // Skeleton (bind): standing translations, but the shoulders pulled into the chest (arms
    // inside the body) and the knees folded by rotation entries [published bind pose].
    let nodes = HUMANOID
        .iter()
        .enumerate()
        .map(|(i, &(_, parent))| {
            let d = match parent {
                Some(p) => sub(at(&world, i), at(&world, p)),
                None => at(&world, i),
            };
            let d = if i == 9 || i == 12 { [d[0] * 0.2, d[1], d[2]] } else { d };
            Node { parent: parent.map(|p| p as u8), translation: d.map(q16) }
        })
        .collect();
    let rotations = vec![
        RotationEntry { node: 8, angles: [200, 0, 0] },
        RotationEntry { node: 17, angles: [-1700, 0, 0] },
        RotationEntry { node: 20, angles: [-1700, 0, 0] },
    ];
    Chr {
        skeleton: Some(Skeleton { nodes, rotations }),
        pool_size: b.pool,
        parts: b.parts,
        blocks: b.blocks.into_iter().map(|records| Block { records }).collect(),
        tiles: tiles(Some(1)),
        cluts: vec![*clut, face_clut(clut)],
        textures: vec![humanoid_texture(), face_texture(), blink_frames(), mouth_frames()],
        face: Some(Face {
            texture: 1,
            blink_frames: 6,
            blink_texture: 2,
            mouth_frames: 4,
            mouth_texture: 3,
            eyes: EYES,
            mouth: MOUTH,
        }),
        anims: Some(humanoid_anims(&look, &world, &mut rng)),
    }
}

/// The girl (design 0) **[published description]**: 34 nodes, hat with tassels, back hair, a
/// waist ornament with more channels than the trunk, coat, skirt, a book in her right hand, a
/// face with six blink frames and a mouth, and the published triangle budget.
pub fn girl(seed: u64, clut: &Clut) -> Chr {
    humanoid(seed, 0, clut, Look { scale: 1.0, head: 1.0, skirt: 1.0 }, &GIRL_TRIS)
}

/// A second humanoid (taller, shorter skirt-coat, other budget).
pub fn second_humanoid(seed: u64, design: u64, clut: &Clut) -> Chr {
    let mut tris = GIRL_TRIS;
    tris[4] = 150;
    tris[5] = 40;
    for n in [9, 10, 12, 13, 16, 17, 19, 20] {
        if let Some(t) = tris.get_mut(n) {
            *t = 40;
        }
    }
    let s = 1.08 + (design % 5) as f32 * 0.02;
    humanoid(seed, design, clut, Look { scale: s, head: 0.9, skirt: 0.6 }, &tris)
}

/// A dragon with 695 face records **[published: the largest model has 695 faces]**.
pub fn dragon(seed: u64, design: u64, clut: &Clut) -> Chr {
    let mut rng = Rng::fork(seed, 0xD4A0u64 << 32 | design);
    // Nodes: 0 root, 1-3 spine, 4-6 neck, 7 head, 8-12 tail, 13-20 legs (upper, lower ×4),
    // 21-24 wings (inner, outer ×2).
    let parents: [Option<usize>; 25] = [
        None,
        Some(0),
        Some(1),
        Some(2),
        Some(3),
        Some(4),
        Some(5),
        Some(6),
        Some(0),
        Some(8),
        Some(9),
        Some(10),
        Some(11),
        Some(1),
        Some(13),
        Some(1),
        Some(15),
        Some(3),
        Some(17),
        Some(3),
        Some(19),
        Some(2),
        Some(21),
        Some(2),
        Some(23),
    ];
    let world: Vec<V3> = vec![
        [0.0, -1400.0, 0.0],
        [0.0, -1450.0, -300.0],
        [0.0, -1500.0, -700.0],
        [0.0, -1480.0, -1100.0],
        [0.0, -1700.0, -1400.0],
        [0.0, -2000.0, -1600.0],
        [0.0, -2250.0, -1750.0],
        [0.0, -2400.0, -1900.0],
        [0.0, -1350.0, 400.0],
        [0.0, -1250.0, 900.0],
        [0.0, -1100.0, 1400.0],
        [0.0, -900.0, 1850.0],
        [0.0, -700.0, 2250.0],
        [350.0, -1300.0, -300.0],
        [380.0, -650.0, -250.0],
        [-350.0, -1300.0, -300.0],
        [-380.0, -650.0, -250.0],
        [350.0, -1300.0, -1100.0],
        [380.0, -650.0, -1050.0],
        [-350.0, -1300.0, -1100.0],
        [-380.0, -650.0, -1050.0],
        [300.0, -1800.0, -700.0],
        [1200.0, -2200.0, -500.0],
        [-300.0, -1800.0, -700.0],
        [-1200.0, -2200.0, -500.0],
    ];
    // Triangle budget so that faces (quads count once) total 695: every part's count is even
    // (all quads) except a few odd ones; computed below.
    let mut specs = Vec::new();
    let mut push = |node: usize,
                    a: V3,
                    b: V3,
                    ra: f32,
                    rb: f32,
                    segs: usize,
                    tris: usize,
                    tile: u8,
                    style: Style,
                    join: bool| {
        specs.push(PartSpec {
            node,
            a,
            b,
            ra,
            rb,
            segs,
            tris,
            style,
            tile,
            block: if node < 8 {
                0
            } else if node < 13 {
                1
            } else {
                2
            },
            join,
            uv: [15, 15],
            bulge: 0.0,
            rgb: [0x60, 0x30, 0x20],
        });
    };
    // (faces as quads mostly): body 3×80 tris, neck 3×40, head 120, tail 5×32, legs 8×30,
    // wings 4×40 → see the count check in tests.
    push(0, at(&world, 0), at(&world, 1), 380.0, 400.0, 8, 81, 0, Style::Fine, false);
    push(1, at(&world, 1), at(&world, 2), 400.0, 420.0, 8, 80, 1, Style::Fine, true);
    push(2, at(&world, 2), at(&world, 3), 420.0, 360.0, 8, 80, 2, Style::Fine, true);
    push(3, at(&world, 3), at(&world, 4), 300.0, 200.0, 8, 80, 3, Style::Coarse, false);
    push(4, at(&world, 4), at(&world, 5), 200.0, 170.0, 6, 60, 4, Style::Fine, false);
    push(5, at(&world, 5), at(&world, 6), 170.0, 150.0, 6, 48, 4, Style::Fine, true);
    push(6, at(&world, 6), at(&world, 7), 150.0, 150.0, 6, 48, 5, Style::Fine, true);
    push(7, at(&world, 7), [0.0, -2350.0, -2400.0], 180.0, 60.0, 8, 127, 6, Style::Fine, false);
    for n in 8..=12usize {
        let b = if n < 12 { at(&world, n.saturating_add(1)) } else { [0.0, -500.0, 2600.0] };
        let k = n.saturating_sub(8) as f32; // tail segment 0–4
        push(
            n,
            at(&world, n),
            b,
            260.0 - k * 50.0,
            210.0 - k * 50.0,
            6,
            48,
            7,
            Style::Coarse,
            n > 8,
        );
    }
    for (up, lo) in [(13usize, 14usize), (15, 16), (17, 18), (19, 20)] {
        push(up, at(&world, up), at(&world, lo), 130.0, 100.0, 6, 48, 8, Style::Fine, false);
        push(
            lo,
            at(&world, lo),
            [at(&world, lo)[0], 0.0, at(&world, lo)[2] - 80.0],
            100.0,
            90.0,
            6,
            47,
            9,
            Style::Fine,
            true,
        );
    }
    for (inner, outer, side) in [(21usize, 22usize, 1.0f32), (23, 24, -1.0)] {
        push(
            inner,
            at(&world, inner),
            at(&world, outer),
            60.0,
            40.0,
            4,
            40,
            10,
            Style::Fine,
            false,
        );
        push(
            outer,
            at(&world, outer),
            [1900.0 * side, -1700.0, -200.0],
            40.0,
            15.0,
            4,
            40,
            11,
            Style::Fine,
            true,
        );
    }
    let b = build(&specs, &world, None, 3, false);
    let nodes = parents
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let d = match p {
                Some(p) => sub(at(&world, i), at(&world, *p)),
                None => at(&world, i),
            };
            Node { parent: p.map(|x| x as u8), translation: d.map(q16) }
        })
        .collect();
    use Component::*;
    let chans: Vec<(u8, Component)> = vec![
        (0, TransY),
        (4, RotX),
        (7, RotX),
        (9, RotY),
        (11, RotY),
        (21, RotZ),
        (23, RotZ),
        (13, RotX),
        (15, RotX),
    ];
    let phase = rng.below(8) as f32;
    let tau = std::f32::consts::TAU;
    let val = |walk: bool, n: u8, c: Component, t: f32| -> f32 {
        let s = ((t + phase) / if walk { 40.0 } else { 80.0 } * tau).sin();
        match (n, c) {
            (0, TransY) => -1400.0 + 20.0 * s,
            (21, _) => 400.0 * s,
            (23, _) => -400.0 * s,
            (13, _) if walk => 300.0 * s,
            (15, _) if walk => -300.0 * s,
            _ => 100.0 * s,
        }
    };
    let clip = |walk: bool, ticks: u16| Clip {
        ticks,
        looping: true,
        curves: chans.iter().map(|&(n, c)| curve(ticks, 5, |t| val(walk, n, c, t))).collect(),
        codec: anim::TokenCodec::builtin(),
    };
    Chr {
        skeleton: Some(Skeleton {
            nodes,
            rotations: vec![RotationEntry { node: 7, angles: [300, 0, 0] }],
        }),
        pool_size: b.pool,
        parts: b.parts,
        blocks: b.blocks.into_iter().map(|records| Block { records }).collect(),
        tiles: tiles(None),
        cluts: vec![*clut],
        textures: vec![patterned_texture(
            [
                slot::COAT_TRIM,
                slot::COAT_TRIM,
                slot::COAT_TRIM,
                slot::HAT,
                slot::HAT,
                slot::HAT,
                slot::HAT_BAND,
                slot::COAT_TRIM,
                slot::STOCKING,
                slot::BOOT,
                slot::ORNAMENT,
                slot::SKIRT,
                slot::GOLD,
                slot::GOLD,
                slot::GOLD,
                slot::GOLD,
            ],
            slot::DARK,
            true,
        )],
        face: None,
        anims: Some(Anims {
            channels: chans.iter().map(|&(node, component)| Channel { node, component }).collect(),
            clips: vec![clip(false, 80), clip(true, 40)],
        }),
    }
}

/// A figure on a pedestal: the magic-less variant (no skeleton, one implicit root node).
pub fn pedestal(seed: u64, design: u64, clut: &Clut) -> Chr {
    let mut rng = Rng::fork(seed, 0x9ED0u64 << 32 | design);
    let h = 900.0 + rng.below(600) as f32;
    let world = vec![[0.0f32, 0.0, 0.0]];
    let mut specs = Vec::new();
    let mut push =
        |a: V3, b: V3, ra: f32, rb: f32, segs: usize, tris: usize, tile: u8, style: Style| {
            specs.push(PartSpec {
                node: 0,
                a,
                b,
                ra,
                rb,
                segs,
                tris,
                style,
                tile,
                block: 0,
                join: false,
                uv: [15, 15],
                bulge: 0.0,
                rgb: [0x70, 0x68, 0x60],
            });
        };
    push([0.0, 0.0, 0.0], [0.0, -300.0, 0.0], 400.0, 380.0, 4, 16, 0, Style::Colour);
    push([0.0, -300.0, 0.0], [0.0, -300.0 - h * 0.5, 0.0], 150.0, 120.0, 6, 36, 1, Style::Fine);
    push(
        [0.0, -300.0 - h * 0.5, 0.0],
        [0.0, -300.0 - h, 0.0],
        120.0,
        60.0,
        6,
        36,
        2,
        Style::Coarse,
    );
    push([0.0, -300.0 - h, 0.0], [0.0, -420.0 - h, 0.0], 70.0, 50.0, 6, 24, 3, Style::Fine);
    let b = build(&specs, &world, None, 2, true);
    let mut blocks: Vec<Block> = b.blocks.into_iter().map(|records| Block { records }).collect();
    // A second block so the model has more than one landing to check.
    if let Some(first) = blocks.first_mut() {
        let tail = first.records.split_off(first.records.len() / 2);
        let base = first.records.iter().rev().find_map(|r| match r {
            Record::SetBase { base } => Some(*base),
            _ => None,
        });
        let mut second = Vec::new();
        if let Some(base) = base {
            second.push(Record::SetBase { base });
        }
        second.push(Record::SetColour { rgb: [0x60, 0x30, 0x20], flags: 0 });
        second.push(Record::GouraudTri {
            flags: 0,
            v: [0, 1, 2],
            rgb: [[0x80; 3], [0x40; 3], [0x20; 3]],
        });
        second.extend(tail);
        if let Some(b) = blocks.get_mut(1) {
            b.records = second;
        }
    }
    Chr {
        skeleton: None,
        pool_size: b.pool,
        parts: b.parts,
        blocks,
        tiles: tiles(None),
        cluts: vec![*clut],
        textures: vec![patterned_texture(
            [
                slot::SKIRT_HEM,
                slot::COAT,
                slot::GOLD,
                slot::ORNAMENT,
                slot::SKIRT_HEM,
                slot::COAT,
                slot::GOLD,
                slot::ORNAMENT,
                slot::SKIRT_HEM,
                slot::COAT,
                slot::GOLD,
                slot::ORNAMENT,
                slot::SKIRT_HEM,
                slot::COAT,
                slot::GOLD,
                slot::ORNAMENT,
            ],
            slot::BELT,
            false,
        )],
        face: None,
        anims: None,
    }
}

/// The character for `design`: 0 = the girl, 1 = the second humanoid, 9 = the dragon (and
/// every 23rd design after it: bosses), magic-less designs = figures on pedestals, the rest
/// humanoid variants.
pub fn design_chr(seed: u64, design: u64, clut: &Clut, magic: bool) -> Chr {
    if !magic {
        return pedestal(seed, design, clut);
    }
    match design {
        0 => girl(seed, clut),
        9 => dragon(seed, design, clut),
        d if d > 9 && d % 23 == 9 => dragon(seed, design, clut),
        1 => second_humanoid(seed, design, clut),
        d if d % 2 == 1 => second_humanoid(seed, design, clut),
        d => {
            let mut tris = GIRL_TRIS;
            tris[4] = (d as usize % 5).saturating_mul(16).saturating_add(120);
            let look = Look { scale: 0.9 + (d % 7) as f32 * 0.03, head: 1.1, skirt: 0.9 };
            humanoid(seed, d, clut, look, &tris)
        }
    }
}

/// The `.chr` bytes for `design`, padded with a deterministic filler to `size` (at least the
/// content, rounded up to a multiple of 8).
///
/// Infallible in practice: every design is built from this file's tables within the `.chr`
/// layout's limits (see [`try_character`]; the tests write every design of both disc sizes).
// The expect cannot fire: try_character fails only if a design outgrows the .chr layout, which
// depends on this file's tables, not on the arguments.
#[allow(clippy::expect_used)]
pub fn character(seed: u64, design: u64, clut: &Clut, magic: bool, size: usize) -> Vec<u8> {
    try_character(seed, design, clut, magic, size)
        .expect("synthetic characters fit the .chr layout")
}

/// As [`character`], returning the writer's error instead of panicking.
pub fn try_character(
    seed: u64,
    design: u64,
    clut: &Clut,
    magic: bool,
    size: usize,
) -> Result<Vec<u8>, Error> {
    let mut v = dewprism::chr::write(&design_chr(seed, design, clut, magic)).map_err(Error::Chr)?;
    let size = size.max(v.len()).next_multiple_of(8);
    let start = v.len();
    v.resize(size, 0);
    if let Some(filler) = v.get_mut(start..) {
        Rng::fork(seed, 0xC0u64 << 32 | design).fill(filler);
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn girl_budget_and_size() {
        let sums: std::collections::HashMap<Region, usize> =
            (0..34).fold(Default::default(), |mut m, n| {
                *m.entry(region(n)).or_default() += GIRL_TRIS[n];
                m
            });
        let total: usize = GIRL_TRIS.iter().sum();
        assert_eq!(total, 1000);
        for (r, pct) in GIRL_BUDGET {
            assert!((sums[&r] as f64 / total as f64 * 100.0 - pct).abs() < 1e-9, "{r:?}");
        }
        let clut = crate::content::palette(7, 0);
        let g = girl(7, &clut);
        assert_eq!(g.triangle_count(), 1000);
        assert_eq!(g.node_count(), 34);
        assert_eq!(g.skeleton.as_ref().unwrap().rotations.len(), 3);
        let bytes = character(7, 0, &clut, true, 73_728);
        assert_eq!(bytes.len(), 73_728);
        let back = dewprism::chr::read(&bytes, &dewprism::Conventions::builtin()).unwrap();
        assert_eq!(back, g);
        // Her first CLUT on disc is palette(seed, 0).
        assert_eq!(back.cluts[0], clut);
        assert_eq!(back.textures[0], humanoid_texture());
        let a = g.anims.as_ref().unwrap();
        let count = |n: u8| a.channels.iter().filter(|c| c.node == n).count();
        assert!(count(22) + count(23) > count(1) + count(2), "ornament has more channels");
    }

    #[test]
    fn dragon_has_695_faces() {
        let clut = crate::content::palette(7, 9);
        let d = dragon(7, 9, &clut);
        assert_eq!(d.face_count(), 695);
    }

    #[test]
    fn every_record_type_appears_in_the_girl() {
        let g = girl(7, &crate::content::palette(7, 0));
        let mut seen = [false; 14];
        for r in g.blocks.iter().flat_map(|b| &b.records) {
            seen[usize::from(r.type_byte())] = true;
        }
        let missing: Vec<usize> = (0..14).filter(|&t| !seen[t]).collect();
        assert!(missing.is_empty(), "types not used: {missing:?}");
    }
}
