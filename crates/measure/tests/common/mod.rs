//! Test helpers: the synthetic avatar builder (shared with synth via #[path]) and a converter
//! from its rigs to `scene::Model` (the form the disc decoder produces).
#![allow(dead_code)]

#[path = "../../../synth/src/avatar.rs"]
pub mod avatar;

use avatar::{Factors, Options, Rig, Skeleton, VrmVersion};

/// A rig as a decoded disc model: rigid joints, rest translations, names `node00`.. when
/// `unnamed`.
pub fn rig_model(rig: &Rig, unnamed: bool) -> scene::Model {
    let m = avatar::mesh(rig);
    let mut model = scene::Model::new("girl", scene::ModelKind::Character);
    let bones = rig
        .bones
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let t = match b.parent {
                Some(p) => {
                    let q = rig.bones[p].pos;
                    [b.pos[0] - q[0], b.pos[1] - q[1], b.pos[2] - q[2]]
                }
                None => b.pos,
            };
            scene::Bone {
                name: if unnamed { format!("node{i:02}") } else { b.name.clone() },
                parent: b.parent,
                translation: t,
                rotation: scene::IDENTITY,
            }
        })
        .collect();
    model.skeleton = Some(scene::Skeleton { bones });
    model.meshes.push(scene::Mesh {
        name: "body".into(),
        positions: m.positions.clone(),
        uvs: m.uvs.clone(),
        colors: None,
        joints: Some(m.joints.iter().map(|j| j[0] as usize).collect()),
        primitives: vec![scene::Primitive {
            material: None,
            indices: m.triangles.iter().flatten().copied().collect(),
        }],
    });
    model
}

/// A VRM of the given rig options.
pub fn vrm(o: &Options) -> Vec<u8> {
    avatar::write_vrm(&avatar::rig(o.skeleton, o.factors, o.detail, o.head_detail), o)
}

/// Options with everything spelled out.
pub fn opts(
    version: VrmVersion,
    skeleton: Skeleton,
    factors: Factors,
    scale: f32,
    cm: bool,
) -> Options {
    Options {
        version,
        skeleton,
        factors,
        scale,
        centimetre_armature: cm,
        detail: 2,
        head_detail: 3,
    }
}

/// The measuring figure as the avatar builder's plain input.
pub fn source_of(f: &measure::Figure) -> avatar::AvatarSource {
    avatar::AvatarSource {
        bones: f.bones.iter().map(|b| b.position).collect(),
        positions: f.positions.clone(),
        joints: (0..f.positions.len()).map(|v| f.vertex_bone(v)).collect(),
        uvs: f.uvs.clone(),
        triangles: f.triangles.clone(),
    }
}
