//! The rig layer's hot paths: a 20,000-triangle thumbnail, posing a skinned mesh, and the
//! glTF reader on the largest node count its limits accept.
#![allow(
    missing_docs,
    clippy::unwrap_used,
    clippy::arithmetic_side_effects,
    clippy::indexing_slicing
)]

use criterion::{criterion_group, criterion_main, Criterion};
use scene::{Bone, Material, Mesh, Model, ModelKind, Primitive, Skeleton, IDENTITY};

/// A 100×100-quad sheet bent over two bones.
fn sheet() -> Model {
    let mut m = Model::new("sheet", ModelKind::Character);
    let n = 100u32;
    let mut mesh = Mesh { name: "sheet".into(), joints: Some(Vec::new()), ..Mesh::default() };
    for y in 0..=n {
        for x in 0..=n {
            mesh.positions.push([x as f32 / n as f32 - 0.5, y as f32 / n as f32, 0.1]);
            mesh.uvs.push([x as f32 / n as f32, y as f32 / n as f32]);
            mesh.joints.as_mut().unwrap().push(usize::from(y > n / 2));
        }
    }
    let mut idx = Vec::new();
    for y in 0..n {
        for x in 0..n {
            let v = y * (n + 1) + x;
            idx.extend_from_slice(&[v, v + 1, v + n + 2, v, v + n + 2, v + n + 1]);
        }
    }
    mesh.primitives.push(Primitive { material: Some(0), indices: idx });
    m.meshes.push(mesh);
    m.materials.push(Material {
        name: "m".into(),
        image: None,
        color: [0.8, 0.5, 0.3, 1.0],
        blend: scene::Blend::Opaque,
        double_sided: true,
        stp: false,
        uv_offset: [0.0; 2],
    });
    let h = std::f32::consts::FRAC_1_SQRT_2;
    m.skeleton = Some(Skeleton {
        bones: vec![
            Bone { name: "a".into(), parent: None, translation: [0.0; 3], rotation: IDENTITY },
            Bone {
                name: "b".into(),
                parent: Some(0),
                translation: [0.0, 0.5, 0.0],
                rotation: [h, 0.0, 0.0, h],
            },
        ],
    });
    m
}

fn nodes_glb(n: usize) -> Vec<u8> {
    let mut json = String::from(r#"{"asset":{"version":"2.0"},"nodes":["#);
    for i in 0..n {
        if i > 0 {
            json.push(',');
        }
        if i + 1 < n {
            json.push_str(&format!(r#"{{"name":"n{i}","children":[{}]}}"#, i + 1));
        } else {
            json.push_str("{}");
        }
    }
    json.push_str("]}");
    scene::glb::write(json.as_bytes(), &[]).unwrap()
}

fn bench(c: &mut Criterion) {
    let m = sheet();
    let mut g = c.benchmark_group("scene");
    g.sample_size(20);
    g.bench_function("thumbnail 20k triangles 160 px", |b| {
        b.iter(|| scene::raster::render(&m, scene::raster::View::FrontThreeQuarter, 160).unwrap())
    });
    g.bench_function("default pose 10k vertices", |b| {
        b.iter(|| scene::pose::default_positions(&m))
    });
    let glb = nodes_glb(100_000);
    g.bench_function("glb parse + node tree, 100k nodes", |b| {
        b.iter(|| {
            let d = scene::glb::Document::parse(&glb).unwrap();
            d.node_tree().unwrap().order.len()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
