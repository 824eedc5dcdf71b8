//! Hand-built models for tests, benchmarks and the synthetic gallery: block characters with a
//! skeleton, three clips and blink/mouth texture frames, and tiled maps with pieces, placements
//! and a hidden walk mesh. Synthetic; nothing here comes from the game.
//!
//! Everything is built from small bounded loops over our own constants, so the module allows
//! `arithmetic_side_effects` and `indexing_slicing` on those.
#![allow(clippy::arithmetic_side_effects, clippy::indexing_slicing)]

use scene::{
    Blend, Bone, Clip, Expression, Image, Material, Mesh, Meta, Model, ModelKind, Node, Primitive,
    Skeleton, Track, IDENTITY,
};

/// Ticks per second of the sample clips.
pub const TICK_RATE: f32 = 30.0;

fn hue(i: usize, k: usize) -> [u8; 3] {
    // A deterministic palette walk (no trigonometry).
    let h = (i * 47 + k * 113) % 360;
    let x = (h % 60) as u32 * 255 / 60;
    let x = x as u8;
    let c = match h / 60 {
        0 => [255, x, 0],
        1 => [255 - x, 255, 0],
        2 => [0, 255, x],
        3 => [0, 255 - x, 255],
        4 => [x, 0, 255],
        _ => [255, 0, 255 - x],
    };
    [c[0] / 2 + 64, c[1] / 2 + 64, c[2] / 2 + 64]
}

fn image(name: &str, w: u32, h: u32, f: impl Fn(u32, u32) -> [u8; 4]) -> Image {
    let mut rgba = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            rgba.extend_from_slice(&f(x, y));
        }
    }
    Image { name: name.to_string(), width: w, height: h, rgba, indexed: None }
}

fn material(name: &str, image: Option<usize>, blend: Blend) -> Material {
    Material {
        name: name.to_string(),
        image,
        color: [1.0; 4],
        blend,
        double_sided: false,
        stp: false,
        uv_offset: [0.0; 2],
    }
}

#[allow(clippy::too_many_arguments)]
/// Adds an axis-aligned box (24 vertices, 12 CCW triangles seen from outside) to `mesh`.
/// `uv` is the texture rectangle `[u0, v0, u1, v1]` every face maps to, `front` the material and rectangle the
/// −Z face maps to (the face of a head).
fn add_box(
    mesh: &mut Mesh,
    prims: &mut [Vec<u32>],
    lo: [f32; 3],
    hi: [f32; 3],
    joint: Option<usize>,
    color: [f32; 4],
    uv: [f32; 4],
    front: Option<(usize, [f32; 4])>,
) {
    // Faces: (normal axis, sign); corners listed CCW seen from outside.
    let faces: [[[f32; 3]; 4]; 6] = [
        // −Z (front)
        [
            [hi[0], lo[1], lo[2]],
            [lo[0], lo[1], lo[2]],
            [lo[0], hi[1], lo[2]],
            [hi[0], hi[1], lo[2]],
        ],
        // +Z (back)
        [
            [lo[0], lo[1], hi[2]],
            [hi[0], lo[1], hi[2]],
            [hi[0], hi[1], hi[2]],
            [lo[0], hi[1], hi[2]],
        ],
        // −X
        [
            [lo[0], lo[1], lo[2]],
            [lo[0], lo[1], hi[2]],
            [lo[0], hi[1], hi[2]],
            [lo[0], hi[1], lo[2]],
        ],
        // +X
        [
            [hi[0], lo[1], hi[2]],
            [hi[0], lo[1], lo[2]],
            [hi[0], hi[1], lo[2]],
            [hi[0], hi[1], hi[2]],
        ],
        // +Y
        [
            [lo[0], hi[1], hi[2]],
            [hi[0], hi[1], hi[2]],
            [hi[0], hi[1], lo[2]],
            [lo[0], hi[1], lo[2]],
        ],
        // −Y
        [
            [lo[0], lo[1], lo[2]],
            [hi[0], lo[1], lo[2]],
            [hi[0], lo[1], hi[2]],
            [lo[0], lo[1], hi[2]],
        ],
    ];
    for (f, corners) in faces.iter().enumerate() {
        let (prim, r) = match front {
            Some((p, r)) if f == 0 => (p, r),
            _ => (0, uv),
        };
        let base = mesh.positions.len() as u32;
        let uvs = [[r[0], r[3]], [r[2], r[3]], [r[2], r[1]], [r[0], r[1]]];
        for (c, t) in corners.iter().zip(uvs) {
            mesh.positions.push(*c);
            mesh.uvs.push(t);
            if let Some(cols) = mesh.colors.as_mut() {
                cols.push(color);
            }
            if let (Some(js), Some(j)) = (mesh.joints.as_mut(), joint) {
                js.push(j);
            }
        }
        prims[prim].extend_from_slice(&[base, base + 1, base + 2, base, base + 2, base + 3]);
    }
}

fn rot_x(a: f32) -> [f32; 4] {
    let h = a * 0.5;
    [h.sin(), 0.0, 0.0, h.cos()]
}

fn rot_z(a: f32) -> [f32; 4] {
    let h = a * 0.5;
    [0.0, 0.0, h.sin(), h.cos()]
}

/// A block character number `i`: 10 bones, one skinned mesh (body + face materials), clips
/// `idle`, `walk`, `wave` at [`TICK_RATE`], and `blink` / `aa` expressions as UV offsets of the
/// face material.
pub fn character(i: usize) -> Model {
    let mut m = Model::new(&format!("CHR{i:03}"), ModelKind::Character);
    m.meta = Meta { source: "synthetic".into(), humanoid: true };
    let s = 0.9 + (i % 7) as f32 * 0.05; // height scale
    let wide = 1.0 + (i % 3) as f32 * 0.15;
    // (name, parent, translation)
    let bones: [(&str, Option<usize>, [f32; 3]); 10] = [
        ("hips", None, [0.0, 0.9 * s, 0.0]),
        ("spine", Some(0), [0.0, 0.12 * s, 0.0]),
        ("head", Some(1), [0.0, 0.42 * s, 0.0]),
        ("left_upper_arm", Some(1), [-0.2 * wide, 0.36 * s, 0.0]),
        ("left_lower_arm", Some(3), [0.0, -0.28 * s, 0.0]),
        ("right_upper_arm", Some(1), [0.2 * wide, 0.36 * s, 0.0]),
        ("right_lower_arm", Some(5), [0.0, -0.28 * s, 0.0]),
        ("left_upper_leg", Some(0), [-0.1 * wide, -0.04 * s, 0.0]),
        ("left_lower_leg", Some(7), [0.0, -0.42 * s, 0.0]),
        ("right_upper_leg", Some(0), [0.1 * wide, -0.04 * s, 0.0]),
    ];
    let mut skel = Skeleton::default();
    for (name, parent, t) in bones {
        skel.bones.push(Bone { name: name.into(), parent, translation: t, rotation: IDENTITY });
    }
    skel.bones.push(Bone {
        name: "right_lower_leg".into(),
        parent: Some(9),
        translation: [0.0, -0.42 * s, 0.0],
        rotation: IDENTITY,
    });
    // Rest world positions (all rotations are identity).
    let mut world = Vec::new();
    for b in &skel.bones {
        let p = b.parent.map_or([0.0; 3], |p: usize| world[p]);
        world.push([p[0] + b.translation[0], p[1] + b.translation[1], p[2] + b.translation[2]]);
    }

    // Textures: body stripes in this character's colours; the face atlas has four frames
    // (eyes open / closed × mouth shut / open).
    let c1 = hue(i, 0);
    let c2 = hue(i, 1);
    m.images.push(image("body", 16, 16, |x, y| {
        let c = if (y / 4 + x / 8).is_multiple_of(2) { c1 } else { c2 };
        [c[0], c[1], c[2], 255]
    }));
    let skin = [236u8, 200, 170, 255];
    m.images.push(image("face", 32, 32, move |x, y| {
        let (fx, fy) = (x % 16, y % 16);
        let closed = y >= 16;
        let open_mouth = x >= 16;
        let eye = (fx == 4 || fx == 5 || fx == 10 || fx == 11) && (5..=7).contains(&fy);
        let eye = if closed { eye && fy == 7 } else { eye };
        let mouth =
            (6..=9).contains(&fx) && if open_mouth { (10..=13).contains(&fy) } else { fy == 11 };
        if eye || mouth {
            [30, 20, 30, 255]
        } else {
            skin
        }
    }));
    m.materials.push(material("body", Some(0), Blend::Opaque));
    m.materials.push(material("face", Some(1), Blend::Opaque));
    m.expressions.push(Expression { name: "blink".into(), material: 1, uv_offset: [0.0, 0.5] });
    m.expressions.push(Expression { name: "aa".into(), material: 1, uv_offset: [0.5, 0.0] });

    let mut mesh = Mesh {
        name: "body".into(),
        colors: Some(Vec::new()),
        joints: Some(Vec::new()),
        ..Mesh::default()
    };
    let mut prims = vec![Vec::new(), Vec::new()];
    let white = [1.0; 4];
    let body_uv = [0.0, 0.0, 1.0, 1.0];
    let w = |v: f32| v * wide;
    // torso (spine), head with a face, limbs hanging from their joints.
    let sp = world[1];
    add_box(
        &mut mesh,
        &mut prims,
        [sp[0] - w(0.17), sp[1] - 0.1 * s, -0.1],
        [sp[0] + w(0.17), sp[1] + 0.4 * s, 0.1],
        Some(1),
        white,
        body_uv,
        None,
    );
    let hp = world[0];
    add_box(
        &mut mesh,
        &mut prims,
        [hp[0] - w(0.16), hp[1] - 0.1 * s, -0.09],
        [hp[0] + w(0.16), hp[1] + 0.02 * s, 0.09],
        Some(0),
        white,
        body_uv,
        None,
    );
    let hd = world[2];
    add_box(
        &mut mesh,
        &mut prims,
        [hd[0] - 0.13, hd[1], -0.13],
        [hd[0] + 0.13, hd[1] + 0.26 * s, 0.13],
        Some(2),
        [1.0, 0.9, 0.85, 1.0],
        [0.0, 0.0, 0.1, 0.1],
        Some((1, [0.0, 0.0, 0.5, 0.5])),
    );
    for (b, len, half) in [
        (3, 0.28, 0.05),
        (4, 0.26, 0.045),
        (5, 0.28, 0.05),
        (6, 0.26, 0.045),
        (7, 0.42, 0.07),
        (8, 0.42, 0.06),
        (9, 0.42, 0.07),
        (10, 0.42, 0.06),
    ] {
        let p = world[b];
        add_box(
            &mut mesh,
            &mut prims,
            [p[0] - half, p[1] - len * s, -half],
            [p[0] + half, p[1], half],
            Some(b),
            white,
            body_uv,
            None,
        );
    }
    // Feet.
    for b in [8, 10] {
        let p = world[b];
        add_box(
            &mut mesh,
            &mut prims,
            [p[0] - 0.06, p[1] - 0.47 * s, -0.16],
            [p[0] + 0.06, p[1] - 0.42 * s, 0.06],
            Some(b),
            [0.3, 0.25, 0.2, 1.0],
            [0.0, 0.0, 0.2, 0.2],
            None,
        );
    }
    for (k, ix) in prims.into_iter().enumerate() {
        mesh.primitives.push(Primitive { material: Some(k), indices: ix });
    }
    m.meshes.push(mesh);
    m.skeleton = Some(skel);

    // Clips.
    let tau = std::f32::consts::TAU;
    let track = |bone: usize, ticks: u32, f: &dyn Fn(f32) -> [f32; 4]| Track {
        bone,
        translations: None,
        rotations: Some((0..ticks).map(|t| f(t as f32 / ticks as f32)).collect()),
    };
    let idle_ticks = 40;
    m.clips.push(Clip {
        name: "idle".into(),
        tick_rate: TICK_RATE,
        ticks: idle_ticks,
        tracks: vec![
            track(1, idle_ticks, &|p| rot_x(0.04 * (tau * p).sin())),
            track(3, idle_ticks, &|p| rot_z(-0.12 - 0.03 * (tau * p).sin())),
            track(5, idle_ticks, &|p| rot_z(0.12 + 0.03 * (tau * p).sin())),
        ],
    });
    let walk_ticks = 32;
    let swing = |a: f32, phase: f32| move |p: f32| rot_x(a * (tau * p + phase).sin());
    m.clips.push(Clip {
        name: "walk".into(),
        tick_rate: TICK_RATE,
        ticks: walk_ticks,
        tracks: vec![
            track(3, walk_ticks, &swing(0.6, 0.0)),
            track(5, walk_ticks, &swing(0.6, tau / 2.0)),
            track(7, walk_ticks, &swing(0.6, tau / 2.0)),
            track(9, walk_ticks, &swing(0.6, 0.0)),
            track(8, walk_ticks, &|p| rot_x(0.4 + 0.4 * (tau * p).cos())),
            track(10, walk_ticks, &|p| rot_x(0.4 - 0.4 * (tau * p).cos())),
        ],
    });
    let wave_ticks = 30;
    m.clips.push(Clip {
        name: "wave".into(),
        tick_rate: TICK_RATE,
        ticks: wave_ticks,
        tracks: vec![
            track(5, wave_ticks, &|_| rot_z(2.6)),
            track(6, wave_ticks, &|p| rot_z(0.5 * (tau * p * 2.0).sin())),
        ],
    });
    m
}

/// A tiled map number `i`: pieces `floor`, `pillar`, `wall`, `crate` placed on a grid, and a
/// hidden node `walkmesh` over the walkable floor.
pub fn map(i: usize) -> Model {
    let mut m = Model::new(&format!("MAP{i:03}"), ModelKind::Map);
    m.meta = Meta { source: "synthetic".into(), humanoid: false };
    let c1 = hue(i, 3);
    let c2 = hue(i, 5);
    m.images.push(image("floor", 16, 16, |x, y| {
        let c = if (x / 8 + y / 8).is_multiple_of(2) { c1 } else { c2 };
        let edge = x == 0 || y == 0;
        if edge {
            [c[0] / 2, c[1] / 2, c[2] / 2, 255]
        } else {
            [c[0], c[1], c[2], 255]
        }
    }));
    m.materials.push(material("floor", Some(0), Blend::Opaque));
    m.materials.push(material("stone", None, Blend::Opaque));
    let mut walk = material("walkmesh", None, Blend::Opaque);
    walk.color = [0.1, 1.0, 0.3, 1.0];
    walk.double_sided = true;
    m.materials.push(walk);

    let tile = 2.0f32;
    let piece =
        |name: &str, lo: [f32; 3], hi: [f32; 3], mat: usize, color: [f32; 4], uv: [f32; 4]| {
            let mut mesh = Mesh { name: name.into(), colors: Some(Vec::new()), ..Mesh::default() };
            let mut prims = vec![Vec::new()];
            add_box(&mut mesh, &mut prims, lo, hi, None, color, uv, None);
            mesh.primitives.push(Primitive { material: Some(mat), indices: prims.remove(0) });
            mesh
        };
    m.meshes.push(piece(
        "floor",
        [-1.0, -0.1, -1.0],
        [1.0, 0.0, 1.0],
        0,
        [1.0; 4],
        [0.0, 0.0, 1.0, 1.0],
    ));
    m.meshes.push(piece(
        "pillar",
        [-0.2, 0.0, -0.2],
        [0.2, 1.6, 0.2],
        1,
        [0.75, 0.72, 0.68, 1.0],
        [0.0; 4],
    ));
    m.meshes.push(piece(
        "wall",
        [-1.0, 0.0, -0.1],
        [1.0, 1.0, 0.1],
        1,
        [0.55, 0.5, 0.6, 1.0],
        [0.0; 4],
    ));
    m.meshes.push(piece(
        "crate",
        [-0.3, 0.0, -0.3],
        [0.3, 0.6, 0.3],
        1,
        [0.7, 0.5, 0.25, 1.0],
        [0.0; 4],
    ));

    let nx = 3 + i % 5;
    let nz = 3 + (i / 5) % 4;
    let x0 = -(nx as f32) * tile / 2.0 + tile / 2.0;
    let z0 = -(nz as f32) * tile / 2.0 + tile / 2.0;
    let place = |m: &mut Model, name: String, mesh: usize, t: [f32; 3], r: [f32; 4]| {
        m.nodes.push(Node { name, mesh: Some(mesh), translation: t, rotation: r, hidden: false });
    };
    for z in 0..nz {
        for x in 0..nx {
            let t = [x0 + x as f32 * tile, 0.0, z0 + z as f32 * tile];
            place(&mut m, format!("floor_{x}_{z}"), 0, t, IDENTITY);
            if (x + z + i).is_multiple_of(4) && x > 0 && z > 0 {
                place(
                    &mut m,
                    format!("pillar_{x}_{z}"),
                    1,
                    [t[0] - 1.0, 0.0, t[2] - 1.0],
                    IDENTITY,
                );
            } else if (x * 3 + z + i).is_multiple_of(7) {
                place(&mut m, format!("crate_{x}_{z}"), 3, t, IDENTITY);
            }
        }
    }
    for x in 0..nx {
        let t = [x0 + x as f32 * tile, 0.0, z0 - tile / 2.0];
        place(&mut m, format!("wall_{x}"), 2, t, IDENTITY);
    }
    // The walk mesh: one quad per tile, slightly above the floor.
    let mut wm = Mesh { name: "walkmesh".into(), ..Mesh::default() };
    let mut ix = Vec::new();
    for z in 0..nz {
        for x in 0..nx {
            let cx = x0 + x as f32 * tile;
            let cz = z0 + z as f32 * tile;
            let b = wm.positions.len() as u32;
            let h = tile * 0.45;
            wm.positions.extend_from_slice(&[
                [cx - h, 0.05, cz + h],
                [cx + h, 0.05, cz + h],
                [cx + h, 0.05, cz - h],
                [cx - h, 0.05, cz - h],
            ]);
            wm.uvs.extend_from_slice(&[[0.0, 0.0]; 4]);
            ix.extend_from_slice(&[b, b + 1, b + 2, b, b + 2, b + 3]);
        }
    }
    wm.primitives.push(Primitive { material: Some(2), indices: ix });
    m.meshes.push(wm);
    m.nodes.push(Node {
        name: "walkmesh".into(),
        mesh: Some(4),
        translation: [0.0; 3],
        rotation: IDENTITY,
        hidden: true,
    });
    m
}

/// `characters` characters and `maps` maps, in that order.
pub fn models(characters: usize, maps: usize) -> Vec<Model> {
    (0..characters).map(character).chain((0..maps).map(map)).collect()
}
