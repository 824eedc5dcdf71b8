//! A hand-made VRM 0.x file following the glTF 2.0 and VRM layouts field by field — features
//! our own writer never produces: a node `matrix` with scale, a rotated joint, hand-computed
//! inverse bind matrices, an interleaved vertex buffer (`byteStride` 20) with UNSIGNED_BYTE
//! joints and normalised UNSIGNED_BYTE weights, 16-bit indices as a triangle strip, a skinned
//! mesh node with its own (ignored) translation, and an unknown required extension.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

fn f32s(out: &mut Vec<u8>, xs: &[f32]) {
    for x in xs {
        out.extend_from_slice(&x.to_le_bytes());
    }
}

fn golden() -> Vec<u8> {
    let mut bin = Vec::new();
    // 0x00: 4 interleaved vertices × 20 bytes: POSITION f32×3, JOINTS_0 u8×4, WEIGHTS_0 u8n×4.
    let verts: [([f32; 3], [u8; 4], [u8; 4]); 4] = [
        ([0.0, 1.0, 0.0], [0, 0, 0, 0], [255, 0, 0, 0]),
        ([0.5, 1.0, 0.0], [0, 1, 0, 0], [128, 127, 0, 0]),
        ([0.5, 1.5, 0.0], [1, 0, 0, 0], [255, 0, 0, 0]),
        ([1.0, 1.5, 0.0], [1, 0, 0, 0], [255, 0, 0, 0]),
    ];
    for (p, j, w) in verts {
        f32s(&mut bin, &p);
        bin.extend_from_slice(&j);
        bin.extend_from_slice(&w);
    }
    // 0x50: indices u16 (strip 0 1 2 3).
    for i in [0u16, 1, 2, 3] {
        bin.extend_from_slice(&i.to_le_bytes());
    }
    // 0x58: inverse bind matrices, column-major. Joint 0 (hips): world = S(2)·T(0,0.5,0).
    f32s(
        &mut bin,
        &[0.5, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0, 0.0, -0.5, 0.0, 1.0],
    );
    // Joint 1 (bone_b): world = S(2)·T(0,0.5,0)·T(0.25,0,0)·Rz(90°).
    f32s(
        &mut bin,
        &[0.0, -0.5, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5, 0.0, -0.5, 0.25, 0.0, 1.0],
    );
    assert_eq!(bin.len(), 0xD8);
    let s = std::f32::consts::FRAC_1_SQRT_2;
    let json = serde_json::json!({
        "asset": {"version": "2.0", "generator": "hand"},
        "extensionsUsed": ["VRM", "EXT_unknown"],
        "extensionsRequired": ["EXT_unknown"],
        "scene": 0,
        "scenes": [{"nodes": [0, 3]}],
        "nodes": [
            {"name": "root", "children": [1],
             "matrix": [2.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 1.0]},
            {"name": "hips", "translation": [0.0, 0.5, 0.0], "children": [2]},
            {"name": "bone_b", "translation": [0.25, 0.0, 0.0], "rotation": [0.0, 0.0, s, s]},
            {"name": "mesh", "mesh": 0, "skin": 0, "translation": [5.0, 0.0, 0.0]}
        ],
        "meshes": [{"primitives": [{"attributes": {"POSITION": 0, "JOINTS_0": 1, "WEIGHTS_0": 2},
                                    "indices": 3, "mode": 5}]}],
        "skins": [{"joints": [1, 2], "inverseBindMatrices": 4}],
        "accessors": [
            {"bufferView": 0, "byteOffset": 0, "componentType": 5126, "count": 4, "type": "VEC3"},
            {"bufferView": 0, "byteOffset": 12, "componentType": 5121, "count": 4, "type": "VEC4"},
            {"bufferView": 0, "byteOffset": 16, "componentType": 5121, "normalized": true, "count": 4, "type": "VEC4"},
            {"bufferView": 1, "componentType": 5123, "count": 4, "type": "SCALAR"},
            {"bufferView": 2, "componentType": 5126, "count": 2, "type": "MAT4"}
        ],
        "bufferViews": [
            {"buffer": 0, "byteOffset": 0, "byteLength": 80, "byteStride": 20},
            {"buffer": 0, "byteOffset": 80, "byteLength": 8},
            {"buffer": 0, "byteOffset": 88, "byteLength": 128}
        ],
        "buffers": [{"byteLength": 216}],
        "extensions": {"VRM": {"humanoid": {"humanBones": [{"bone": "hips", "node": 1}]}}}
    });
    let mut j = serde_json::to_vec(&json).unwrap();
    while j.len() & 3 != 0 {
        j.push(b' ');
    }
    // GLB header (12 bytes), JSON chunk header (8), JSON, BIN chunk header (8), BIN.
    let total = 12 + 8 + j.len() + 8 + bin.len();
    let mut out = Vec::new();
    out.extend_from_slice(b"glTF"); // 0x00 magic
    out.extend_from_slice(&2u32.to_le_bytes()); // 0x04 version
    out.extend_from_slice(&(total as u32).to_le_bytes()); // 0x08 length
    out.extend_from_slice(&(j.len() as u32).to_le_bytes()); // 0x0C chunk length
    out.extend_from_slice(&0x4E4F_534Au32.to_le_bytes()); // 0x10 "JSON"
    out.extend_from_slice(&j);
    out.extend_from_slice(&(bin.len() as u32).to_le_bytes());
    out.extend_from_slice(&0x004E_4942u32.to_le_bytes()); // "BIN\0"
    out.extend_from_slice(&bin);
    out
}

#[test]
fn hand_made_vrm0_reads_field_by_field() {
    let f = measure::import_glb(&golden()).unwrap();
    let names: Vec<&str> = f.bones.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["root", "hips", "bone_b", "mesh"]);
    let close = |a: [f32; 3], b: [f32; 3]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-5);
    assert!(close(f.bones[1].position, [0.0, 1.0, 0.0]), "{:?}", f.bones[1].position);
    assert!(close(f.bones[2].position, [0.5, 1.0, 0.0]), "{:?}", f.bones[2].position);
    // Correct inverse binds: the rest pose is the mesh as stored (the node's translation ignored).
    let want = [[0.0, 1.0, 0.0], [0.5, 1.0, 0.0], [0.5, 1.5, 0.0], [1.0, 1.5, 0.0]];
    for (got, want) in f.positions.iter().zip(want) {
        assert!(close(*got, want), "{got:?} vs {want:?}");
    }
    assert_eq!(f.humanoid.get(&measure::HumanBone::Hips), Some(&1));
    assert_eq!(f.humanoid_source, measure::MapSource::Vrm0);
    // Strip 0 1 2 3 → (0 1 2), (2 1 3).
    assert_eq!(f.triangles, vec![[0, 1, 2], [2, 1, 3]]);
    // Normalised u8 weights: 128/255 vs 127/255.
    assert_eq!(f.vertex_bone(1), 1);
    assert!((f.influences[1][0].1 - 128.0 / 255.0).abs() < 1e-6);
    assert_eq!(f.triangle_bone([0, 1, 2]), 1); // 1 + 0.502 vs 0.498 + 1
    assert_eq!(f.triangle_bone([2, 1, 3]), 2);
}

#[test]
fn wrong_inverse_binds_move_the_rest_pose() {
    // With identity inverse binds the vertices land at world(joint)·p: proof the product is used.
    let mut bytes = golden();
    let n = bytes.len();
    let ibm = n - 128;
    for k in 0..2 {
        let id =
            [1.0f32, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0];
        for (i, x) in id.iter().enumerate() {
            let at = ibm + k * 64 + i * 4;
            bytes[at..at + 4].copy_from_slice(&x.to_le_bytes());
        }
    }
    let f = measure::import_glb(&bytes).unwrap();
    // Vertex 0 on hips only: S(2)·T(0,0.5,0)·(0,1,0) = (0,3,0).
    assert!((f.positions[0][1] - 3.0).abs() < 1e-5, "{:?}", f.positions[0]);
}
