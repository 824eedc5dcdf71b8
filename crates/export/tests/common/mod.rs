//! A tiny hand-built humanoid with the 34-node topology of the synthetic characters, a
//! non-humanoid, and a small map, for export tests and benches.
#![allow(
    dead_code,
    clippy::arithmetic_side_effects,
    clippy::indexing_slicing,
    clippy::too_many_arguments,
    clippy::if_same_then_else,
    clippy::needless_range_loop
)]

use scene::*;

/// `(name, parent, rest translation)` of the 34 bones. Front is −Z, the model's left is −X.
pub const BONES: [(&str, Option<usize>, [f32; 3]); 34] = [
    ("node00", None, [0.0, 0.85, 0.0]),
    ("node01", Some(0), [0.0, 0.1, 0.0]),
    ("node02", Some(1), [0.0, 0.18, 0.0]),
    ("node03", Some(2), [0.0, 0.18, 0.0]),
    ("node04", Some(3), [0.0, 0.06, 0.0]),
    ("node05", Some(4), [0.0, 0.2, 0.0]),
    ("node06", Some(5), [-0.1, 0.0, 0.0]),
    ("node07", Some(5), [0.1, 0.0, 0.0]),
    ("node08", Some(4), [0.0, 0.05, 0.08]),
    ("node09", Some(2), [-0.17, 0.14, 0.0]),
    ("node10", Some(9), [0.0, -0.24, 0.0]),
    ("node11", Some(10), [0.0, -0.22, 0.0]),
    ("node12", Some(2), [0.17, 0.14, 0.0]),
    ("node13", Some(12), [0.0, -0.24, 0.0]),
    ("node14", Some(13), [0.0, -0.22, 0.0]),
    ("node15", Some(14), [0.0, -0.06, -0.04]),
    ("node16", Some(0), [-0.09, -0.05, 0.0]),
    ("node17", Some(16), [0.0, -0.38, 0.0]),
    ("node18", Some(17), [0.0, -0.38, 0.0]),
    ("node19", Some(0), [0.09, -0.05, 0.0]),
    ("node20", Some(19), [0.0, -0.38, 0.0]),
    ("node21", Some(20), [0.0, -0.38, 0.0]),
    ("node22", Some(0), [0.0, -0.02, 0.1]),
    ("node23", Some(22), [0.0, -0.1, 0.0]),
    ("node24", Some(2), [0.0, 0.0, 0.1]),
    ("node25", Some(24), [0.0, -0.2, 0.0]),
    ("node26", Some(0), [0.0, -0.05, -0.1]),
    ("node27", Some(0), [0.0, -0.05, 0.1]),
    ("node28", Some(0), [-0.12, -0.05, 0.0]),
    ("node29", Some(0), [0.12, -0.05, 0.0]),
    ("node30", Some(8), [0.0, -0.1, 0.0]),
    ("node31", Some(6), [0.0, -0.08, 0.0]),
    ("node32", Some(7), [0.0, -0.08, 0.0]),
    ("node33", Some(2), [0.0, -0.05, -0.1]),
];

/// Semantic names of the 34 bones (what the heuristic should find).
pub const NAMES: [&str; 34] = [
    "hips",
    "spine",
    "chest",
    "neck",
    "head",
    "hat",
    "tassel_l",
    "tassel_r",
    "hair_back",
    "upper_arm_l",
    "lower_arm_l",
    "hand_l",
    "upper_arm_r",
    "lower_arm_r",
    "hand_r",
    "book",
    "upper_leg_l",
    "lower_leg_l",
    "foot_l",
    "upper_leg_r",
    "lower_leg_r",
    "foot_r",
    "waist_orn",
    "waist_orn2",
    "coat_back",
    "coat_back2",
    "skirt_front",
    "skirt_back",
    "skirt_l",
    "skirt_r",
    "hair_back2",
    "tassel_l2",
    "tassel_r2",
    "coat_front",
];

pub fn qx(a: f32) -> [f32; 4] {
    let (s, c) = (a * 0.5).sin_cos();
    [s, 0.0, 0.0, c]
}

pub fn qz(a: f32) -> [f32; 4] {
    let (s, c) = (a * 0.5).sin_cos();
    [0.0, 0.0, s, c]
}

/// Bind-pose world transforms of the bones (the one rig layer: `scene::pose`).
pub fn bind_worlds(s: &Skeleton) -> Vec<scene::math::Xf> {
    scene::pose::worlds(s, &scene::pose::rest_locals(s))
}

fn png_color(r: u16, g: u16, b: u16) -> u16 {
    r | (g << 5) | (b << 10)
}

fn indexed_image(
    name: &str,
    w: u32,
    h: u32,
    clut: Vec<u16>,
    idx: impl Fn(u32, u32) -> u8,
) -> Image {
    let mut indices = Vec::new();
    let mut rgba = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let i = idx(x, y);
            indices.push(i);
            let c = clut[i as usize];
            let (r, g, b) = ((c & 31) as u8, ((c >> 5) & 31) as u8, ((c >> 10) & 31) as u8);
            let a = if c == 0 { 0 } else { 255 };
            rgba.extend_from_slice(&[r << 3 | r >> 2, g << 3 | g >> 2, b << 3 | b >> 2, a]);
        }
    }
    Image { name: name.into(), width: w, height: h, rgba, indexed: Some(Indexed { indices, clut }) }
}

/// Appends an axis-aligned box (bone-local `lo..hi`) bound to `bone`, UVs all at `uv`.
fn push_box(
    m: &mut Mesh,
    prim: usize,
    bone: usize,
    world: scene::math::Xf,
    lo: [f32; 3],
    hi: [f32; 3],
    uv: [f32; 2],
) {
    let base = m.positions.len() as u32;
    for i in 0..8 {
        let p = [
            if i & 1 == 0 { lo[0] } else { hi[0] },
            if i & 2 == 0 { lo[1] } else { hi[1] },
            if i & 4 == 0 { lo[2] } else { hi[2] },
        ];
        m.positions.push(world.point_array(p));
        m.uvs.push(uv);
        m.joints.as_mut().unwrap().push(bone);
    }
    // Faces, counter-clockwise seen from outside.
    const F: [[u32; 4]; 6] =
        [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
    for f in F {
        let idx = &mut m.primitives[prim].indices;
        idx.extend_from_slice(&[
            base + f[0],
            base + f[1],
            base + f[2],
            base + f[0],
            base + f[2],
            base + f[3],
        ]);
    }
}

/// A quad in the head's local XY plane at `z`, facing −Z, with UVs `u0..u1 × 0..1`.
fn push_face_quad(
    m: &mut Mesh,
    prim: usize,
    bone: usize,
    world: scene::math::Xf,
    x: [f32; 2],
    y: [f32; 2],
    z: f32,
    u: [f32; 2],
) {
    let base = m.positions.len() as u32;
    let corners = [
        ([x[1], y[0]], [u[0], 1.0]),
        ([x[0], y[0]], [u[1], 1.0]),
        ([x[0], y[1]], [u[1], 0.0]),
        ([x[1], y[1]], [u[0], 0.0]),
    ];
    for (p, uv) in corners {
        m.positions.push(world.point_array([p[0], p[1], z]));
        m.uvs.push(uv);
        m.joints.as_mut().unwrap().push(bone);
    }
    // Seen from −Z (x to the viewer's left is +x), counter-clockwise.
    m.primitives[prim].indices.extend_from_slice(&[
        base,
        base + 1,
        base + 2,
        base,
        base + 2,
        base + 3,
    ]);
}

/// The skeleton with legs folded in the bind pose (the game's bind pose folds them too).
pub fn skeleton() -> Skeleton {
    let mut bones = Vec::new();
    for (i, (name, parent, t)) in BONES.iter().enumerate() {
        let rotation = match i {
            16 | 19 => qx(-1.2),
            17 | 20 => qx(1.2),
            _ => IDENTITY,
        };
        bones.push(Bone { name: (*name).into(), parent: *parent, translation: *t, rotation });
    }
    Skeleton { bones }
}

fn clip(
    name: &str,
    ticks: u32,
    f: impl Fn(usize, f32) -> Option<[f32; 4]>,
    hips: impl Fn(f32) -> [f32; 3],
) -> Clip {
    let mut tracks = Vec::new();
    tracks.push(Track {
        bone: 0,
        translations: Some((0..ticks).map(|k| hips(k as f32 / ticks as f32)).collect()),
        rotations: None,
    });
    for bone in 1..34 {
        let rs: Vec<Option<[f32; 4]>> =
            (0..ticks).map(|k| f(bone, k as f32 / ticks as f32)).collect();
        if rs.iter().all(Option::is_some) {
            tracks.push(Track {
                bone,
                translations: None,
                rotations: Some(rs.into_iter().flatten().collect()),
            });
        }
    }
    Clip { name: name.into(), tick_rate: 30.0, ticks, tracks }
}

/// The hand-built humanoid: 34 bones, boxes per bone, eyes and mouth on their own materials,
/// `idle` (straightens the folded legs; tick 1 stands) and `walk` (legs alternate) clips.
pub fn humanoid(name: &str) -> Model {
    let skel = skeleton();
    let worlds = bind_worlds(&skel);
    let mut m = Model::new(name, ModelKind::Character);
    m.meta = Meta { source: "synthetic".into(), humanoid: true };
    let body_clut: Vec<u16> = (0..16u16)
        .map(|i| {
            if i == 0 {
                0
            } else {
                png_color((i * 2) % 32, (31 - i * 2) % 32, (i * 5) % 32) | 0x0001
            }
        })
        .collect();
    m.images.push(indexed_image("body", 16, 16, body_clut, |x, y| {
        if y == 15 && x == 0 {
            0
        } else {
            (x % 15 + 1) as u8
        }
    }));
    let eye_clut = vec![0, png_color(31, 28, 24), png_color(2, 2, 4), png_color(20, 10, 8)];
    m.images.push(indexed_image("eyes", 32, 16, eye_clut, |x, y| {
        let lx = x % 16;
        let open = x < 16;
        let in_eye = (3..6).contains(&lx) || (10..13).contains(&lx);
        if open && in_eye && (5..11).contains(&y) {
            2
        } else if !open && in_eye && y == 8 {
            3
        } else {
            1
        }
    }));
    let mouth_clut = vec![0, png_color(31, 28, 24), png_color(16, 2, 2)];
    m.images.push(indexed_image("mouth", 16, 8, mouth_clut, |x, y| {
        if x >= 8 && (2..6).contains(&y) && (2..6).contains(&(x - 8)) {
            2
        } else if x < 8 && y == 4 && (2..6).contains(&x) {
            2
        } else {
            1
        }
    }));
    for (i, (n, img)) in [("body", 0), ("eyes", 1), ("mouth", 2)].into_iter().enumerate() {
        m.materials.push(Material {
            name: n.into(),
            image: Some(img),
            color: [1.0, 1.0, 1.0, 1.0],
            blend: Blend::Opaque,
            double_sided: i == 0,
            stp: false,
            uv_offset: [0.0, 0.0],
        });
    }
    let mut mesh =
        Mesh { name: format!("{name}_mesh"), joints: Some(Vec::new()), ..Mesh::default() };
    for mat in 0..3 {
        mesh.primitives.push(Primitive { material: Some(mat), indices: Vec::new() });
    }
    for (b, (_, _, _)) in BONES.iter().enumerate() {
        let tip = BONES
            .iter()
            .position(|x| x.1 == Some(b))
            .map(|c| BONES[c].2)
            .unwrap_or([0.0, -0.05, 0.0]);
        let th = match b {
            4 => 0.1,
            0..=2 => 0.09,
            _ => 0.035,
        };
        let tip = if b == 4 {
            [0.0, 0.16, 0.0]
        } else if b == 2 {
            [0.0, 0.18, 0.0]
        } else {
            tip
        };
        let lo = [tip[0].min(0.0) - th, tip[1].min(0.0) - th.min(0.04), tip[2].min(0.0) - th];
        let hi = [tip[0].max(0.0) + th, tip[1].max(0.0) + th.min(0.04), tip[2].max(0.0) + th];
        let uv = [((b % 15) as f32 + 1.5) / 16.0, 0.5 / 16.0];
        push_box(&mut mesh, 0, b, worlds[b], lo, hi, uv);
    }
    push_face_quad(&mut mesh, 1, 4, worlds[4], [-0.07, 0.07], [0.06, 0.13], -0.101, [0.0, 0.5]);
    push_face_quad(&mut mesh, 2, 4, worlds[4], [-0.04, 0.04], [0.0, 0.04], -0.101, [0.0, 0.5]);
    m.meshes.push(mesh);
    m.skeleton = Some(skel);
    let tau = std::f32::consts::TAU;
    m.clips.push(clip(
        "idle",
        30,
        |b, p| match b {
            16 | 17 | 19 | 20 => Some(IDENTITY),
            9 => Some(qz(-0.1 - 0.03 * (tau * p).sin())),
            12 => Some(qz(0.1 + 0.03 * (tau * p).sin())),
            _ => None,
        },
        |p| [0.0, 0.85 + 0.005 * (tau * p).sin(), 0.0],
    ));
    m.clips.push(clip(
        "walk",
        32,
        |b, p| {
            let s = (tau * p).sin();
            Some(match b {
                16 => qx(0.5 * s),
                19 => qx(-0.5 * s),
                17 => qx(-0.6 * (tau * p + 1.0).sin().max(0.0)),
                20 => qx(-0.6 * (tau * p + 1.0 + std::f32::consts::PI).sin().max(0.0)),
                9 => qx(-0.4 * s),
                12 => qx(0.4 * s),
                _ => return None,
            })
        },
        |p| [0.0, 0.85 + 0.02 * (2.0 * tau * p).cos(), 0.0],
    ));
    m.expressions.push(Expression { name: "blink".into(), material: 1, uv_offset: [0.5, 0.0] });
    m.expressions.push(Expression { name: "aa".into(), material: 2, uv_offset: [0.5, 0.0] });
    m
}

/// A non-humanoid: a five-bone chain (a "dragon" tail), one clip.
pub fn creature() -> Model {
    let mut m = Model::new("DRAGON", ModelKind::Character);
    m.meta = Meta { source: "synthetic".into(), humanoid: false };
    let bones: Vec<Bone> = (0..5)
        .map(|i| Bone {
            name: format!("node{i:02}"),
            parent: if i == 0 { None } else { Some(i - 1) },
            translation: if i == 0 { [0.0, 1.0, 0.0] } else { [0.0, 0.0, 0.3] },
            rotation: IDENTITY,
        })
        .collect();
    let skel = Skeleton { bones };
    let worlds = bind_worlds(&skel);
    m.materials.push(Material {
        name: "skin".into(),
        image: None,
        color: [0.3, 0.6, 0.2, 1.0],
        blend: Blend::Opaque,
        double_sided: true,
        stp: false,
        uv_offset: [0.0; 2],
    });
    let mut mesh = Mesh { name: "dragon".into(), joints: Some(Vec::new()), ..Mesh::default() };
    mesh.primitives.push(Primitive { material: Some(0), indices: Vec::new() });
    for b in 0..5 {
        push_box(&mut mesh, 0, b, worlds[b], [-0.1, -0.1, 0.0], [0.1, 0.1, 0.3], [0.5, 0.5]);
    }
    m.meshes.push(mesh);
    m.skeleton = Some(skel);
    m.clips.push(clip(
        "idle",
        8,
        |b, p| Some(qx(0.2 * (std::f32::consts::TAU * p + b as f32).sin())),
        |_| [0.0, 1.0, 0.0],
    ));
    m
}

/// A small map: two pieces, three placements (one turned 90°), and a hidden walk mesh.
pub fn map() -> Model {
    let mut m = Model::new("EV000_map", ModelKind::Map);
    m.materials.push(Material {
        name: "ground".into(),
        image: None,
        color: [0.5, 0.5, 0.5, 1.0],
        blend: Blend::Opaque,
        double_sided: false,
        stp: false,
        uv_offset: [0.0; 2],
    });
    m.materials.push(Material {
        name: "water".into(),
        image: None,
        color: [0.2, 0.3, 0.9, 0.5],
        blend: Blend::Average,
        double_sided: true,
        stp: true,
        uv_offset: [0.0; 2],
    });
    let quad = |name: &str, mat: usize| Mesh {
        name: name.into(),
        positions: vec![[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [1.0, 0.0, 1.0], [0.0, 0.0, 1.0]],
        uvs: vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]],
        colors: None,
        joints: None,
        primitives: vec![Primitive { material: Some(mat), indices: vec![0, 2, 1, 0, 3, 2] }],
    };
    m.meshes.push(quad("floor", 0));
    m.meshes.push(quad("pool", 1));
    m.meshes.push(quad("walk", 0));
    let s = std::f32::consts::FRAC_1_SQRT_2;
    for (i, (mesh, t, r)) in [
        (0, [0.0, 0.0, 0.0], IDENTITY),
        (0, [1.0, 0.0, 0.0], [0.0, s, 0.0, s]),
        (1, [0.0, 0.0, 1.0], IDENTITY),
    ]
    .into_iter()
    .enumerate()
    {
        m.nodes.push(Node {
            name: format!("piece{mesh}_{i}"),
            mesh: Some(mesh),
            translation: t,
            rotation: r,
            hidden: false,
        });
    }
    m.nodes.push(Node {
        name: "walkmesh".into(),
        mesh: Some(2),
        translation: [0.0; 3],
        rotation: IDENTITY,
        hidden: true,
    });
    m
}
