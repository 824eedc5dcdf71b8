//! The glTF reader on hostile input: every case fails fast with the limit or the accessor
//! named (each ends well under a second and a few tens of MiB; `/usr/bin/time -v` figures
//! are in the crate's notes), and random bytes never panic.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use proptest::prelude::*;
use scene::glb::{self, mesh, Document, GlbError, GltfError, Limits};

fn glb_of(json: &str, bin: &[u8]) -> Vec<u8> {
    glb::write(json.as_bytes(), bin).unwrap()
}

/// One triangle, POSITION floats given, in a GLB.
fn triangle(p: [f32; 9]) -> Vec<u8> {
    let bin: Vec<u8> = p.iter().flat_map(|f| f.to_le_bytes()).collect();
    let json = r#"{"asset":{"version":"2.0"},"buffers":[{"byteLength":36}],
        "bufferViews":[{"buffer":0,"byteLength":36}],
        "accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3"}],
        "meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],"nodes":[{"mesh":0}]}"#;
    glb_of(json, &bin)
}

fn read_all(bytes: &[u8], limits: &Limits) -> Result<mesh::Triangles, GltfError> {
    let doc = Document::parse_with(bytes, limits)?;
    let tree = doc.node_tree()?;
    mesh::triangles(&doc, &tree)
}

#[test]
fn a_good_triangle_reads() {
    let t = read_all(&triangle([0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0]), &Limits::default())
        .unwrap();
    assert_eq!(t.triangles, vec![[0, 1, 2]]);
    assert_eq!(t.positions[1], [1.0, 0.0, 0.0]);
    assert_eq!(t.influences[0][0], (0, 1.0));
}

#[test]
fn nan_and_infinite_positions_name_the_accessor() {
    for (bad, word) in [(f32::NAN, "NaN"), (f32::INFINITY, "inf"), (f32::NEG_INFINITY, "-inf")] {
        let e =
            read_all(&triangle([0.0, 0.0, 0.0, 1.0, bad, 0.0, 0.0, 1.0, 0.0]), &Limits::default())
                .unwrap_err();
        let text = e.to_string();
        assert!(matches!(e, GltfError::NotFinite { element: 1, .. }), "{text}");
        assert!(text.contains("accessors[0]") && text.contains("POSITION"), "{text}");
        assert!(text.contains(word), "{text}");
    }
    // Finite positions pushed to infinity by a node scale are caught after the transform.
    let bin: Vec<u8> = [0.0f32, 0.0, 0.0, 3e38, 0.0, 0.0, 0.0, 1.0, 0.0]
        .iter()
        .flat_map(|f| f.to_le_bytes())
        .collect();
    let json = r#"{"asset":{"version":"2.0"},"buffers":[{"byteLength":36}],
        "bufferViews":[{"buffer":0,"byteLength":36}],
        "accessors":[{"bufferView":0,"componentType":5126,"count":3,"type":"VEC3"}],
        "meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],"nodes":[{"mesh":0,"scale":[10,1,1]}]}"#;
    let e = read_all(&glb_of(json, &bin), &Limits::default()).unwrap_err();
    assert!(e.to_string().contains("accessors[0]"), "{e}");
}

/// The mutation campaign's case: a million nodes. Parsing stops at the 100,001st.
#[test]
fn a_million_nodes_stop_at_the_node_limit() {
    let mut json = String::from(r#"{"asset":{"version":"2.0"},"nodes":["#);
    for i in 0..1_000_000 {
        if i > 0 {
            json.push(',');
        }
        json.push_str(r#"{"name":"n"}"#);
    }
    json.push_str("]}");
    let e = Document::parse(&glb_of(&json, &[])).unwrap_err();
    assert!(matches!(&e, GltfError::Limit { what, limit: 100_000 } if what == "nodes"), "{e}");
    assert!(e.to_string().contains("nodes") && e.to_string().contains("100000"), "{e}");
}

#[test]
fn every_limit_is_named() {
    let small = Limits {
        json_bytes: 1 << 20,
        json_values: 1000,
        nodes: 10,
        accessors: 2,
        accessor_elements: 2,
        components: 4,
        vertices: 2,
        buffer_bytes: 64,
    };
    let cases: [(Vec<u8>, &str); 6] = [
        (glb_of(&format!(r#"{{"x":[{}0]}}"#, "0,".repeat(2000)), &[]), "JSON values"),
        (glb_of(r#"{"accessors":[{},{},{}]}"#, &[]), "accessors"),
        (glb_of(r#"{"nodes":[{},{},{},{},{},{},{},{},{},{},{}]}"#, &[]), "nodes"),
        (triangle([0.0; 9]), "accessors[0].count"),
        (glb_of("{}", &[0u8; 68]), "BIN"),
        (glb_of(&" ".repeat(2 << 20), &[]), "JSON"),
    ];
    for (bytes, what) in cases {
        let e = read_all(&bytes, &small).unwrap_err();
        assert!(e.to_string().contains(what), "{what}: {e}");
    }
    let components = Limits { accessor_elements: 10, ..small };
    let e = read_all(&triangle([0.0; 9]), &components).unwrap_err();
    assert!(e.to_string().contains("components read"), "{e}");
    let vertices = Limits { accessor_elements: 10, components: 100, ..small };
    let e = read_all(&triangle([0.0; 9]), &vertices).unwrap_err();
    assert!(
        e.to_string().contains("vertices (at meshes[0].primitives[0].attributes.POSITION)"),
        "{e}"
    );
    // A declared count far beyond the view is refused before anything is allocated.
    let json = r#"{"asset":{"version":"2.0"},"buffers":[{"byteLength":12}],"bufferViews":[{"buffer":0,"byteLength":12}],
        "accessors":[{"bufferView":0,"componentType":5126,"count":1000000000,"type":"VEC3"}],
        "meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],"nodes":[{"mesh":0}]}"#;
    let e = read_all(&glb_of(json, &[0u8; 12]), &Limits::default()).unwrap_err();
    assert!(e.to_string().contains("accessors[0].count"), "{e}");
}

#[test]
fn deep_json_and_cycles_are_errors() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(Document::parse(&glb_of(&deep, &[])), Err(GltfError::Json(_))));
    let cyc = r#"{"nodes":[{"children":[1]},{"children":[0]}]}"#;
    let e = Document::parse(&glb_of(cyc, &[])).unwrap().node_tree().unwrap_err();
    assert!(e.to_string().contains("tree"), "{e}");
}

#[test]
fn container_errors_say_where() {
    let good = glb_of("{}", &[1, 2, 3]);
    let mut bad = good.clone();
    bad[0] = b'x';
    assert!(matches!(glb::read(&bad), Err(GlbError::Field { offset: 0, .. })));
    assert!(matches!(glb::read(&good[..good.len() - 1]), Err(GlbError::Length { .. })));
    let e = glb::read(&good[..good.len() - 1]).unwrap_err();
    assert!(e.to_string().contains("offset 0x8"), "{e}");
    // Two BIN chunks.
    let mut two = good.clone();
    two.extend_from_slice(&4u32.to_le_bytes());
    two.extend_from_slice(&glb::CHUNK_BIN.to_le_bytes());
    two.extend_from_slice(&[0; 4]);
    let n = two.len() as u32;
    two[8..12].copy_from_slice(&n.to_le_bytes());
    assert!(matches!(glb::read(&two), Err(GlbError::SecondBin { .. })));
}

proptest! {
    #[test]
    fn random_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..256)) {
        let _ = read_all(&data, &Limits::default());
        let mut g = b"glTF\x02\0\0\0".to_vec();
        g.extend_from_slice(&(data.len() as u32 + 12).to_le_bytes());
        g.extend_from_slice(&data);
        let _ = read_all(&g, &Limits::default());
    }

    #[test]
    fn mutated_triangle_never_panics(flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8)) {
        let mut bytes = triangle([0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
        for (at, x) in flips {
            let n = bytes.len();
            bytes[at % n] ^= x;
        }
        let _ = read_all(&bytes, &Limits::default());
    }
}
