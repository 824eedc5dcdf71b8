#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod common;

use export::{Formats, HumanBone, VrmVersion};
use glam::{Mat4, Quat, Vec3};
use serde_json::Value;

fn json_of(glb: &[u8]) -> Value {
    let (json, _) = scene::glb::read(glb).unwrap();
    serde_json::from_slice(json).unwrap()
}

/// Skinned vertex positions of a GLB/VRM at `time` of animation `anim` (None: rest pose),
/// computed independently of the exporter with the `gltf` crate's reader.
fn skinned_positions(bytes: &[u8], anim: Option<(usize, usize)>) -> Vec<Vec3> {
    let g = gltf::Gltf::from_slice(bytes).unwrap();
    let blob = g.blob.clone().unwrap();
    let doc = &g.document;
    let mut locals: Vec<(Vec3, Quat)> = doc
        .nodes()
        .map(|n| {
            let (t, r, _) = n.transform().decomposed();
            (Vec3::from_array(t), Quat::from_array(r))
        })
        .collect();
    if let Some((a, key)) = anim {
        let anim = doc.animations().nth(a).unwrap();
        for ch in anim.channels() {
            let node = ch.target().node().index();
            let reader = ch.reader(|_| Some(&blob));
            match reader.read_outputs().unwrap() {
                gltf::animation::util::ReadOutputs::Translations(mut t) => {
                    locals[node].0 = Vec3::from_array(t.nth(key).unwrap())
                }
                gltf::animation::util::ReadOutputs::Rotations(r) => {
                    locals[node].1 = Quat::from_array(r.into_f32().nth(key).unwrap())
                }
                _ => {}
            }
        }
    }
    let mut parent = vec![None; locals.len()];
    for n in doc.nodes() {
        for c in n.children() {
            parent[c.index()] = Some(n.index());
        }
    }
    let mut world = vec![Mat4::IDENTITY; locals.len()];
    for i in 0..locals.len() {
        let l = Mat4::from_rotation_translation(locals[i].1, locals[i].0);
        world[i] = match parent[i] {
            Some(p) if p < i => world[p] * l,
            _ => l,
        };
    }
    let skin = doc.skins().next().unwrap();
    let ibm: Vec<Mat4> = skin
        .reader(|_| Some(&blob))
        .read_inverse_bind_matrices()
        .unwrap()
        .map(|m| Mat4::from_cols_array_2d(&m))
        .collect();
    let joints: Vec<usize> = skin.joints().map(|j| j.index()).collect();
    let mesh = doc.meshes().next().unwrap();
    let prim = mesh.primitives().next().unwrap();
    let r = prim.reader(|_| Some(&blob));
    let pos: Vec<[f32; 3]> = r.read_positions().unwrap().collect();
    let js: Vec<[u16; 4]> = r.read_joints(0).unwrap().into_u16().collect();
    pos.iter()
        .zip(&js)
        .map(|(p, j)| {
            let b = j[0] as usize;
            (world[joints[b]] * ibm[b]).transform_point3(Vec3::from_array(*p))
        })
        .collect()
}

/// What the model itself says the posed vertices are (scene-level rigid skinning).
fn scene_positions(model: &scene::Model, clip: Option<&str>, tick: usize) -> Vec<Vec3> {
    let skel = model.skeleton.as_ref().unwrap();
    let bind = export::pose::worlds(skel, &export::pose::rest_locals(skel));
    let locals = match clip {
        Some(n) => {
            export::pose::clip_locals(skel, model.clips.iter().find(|c| c.name == n).unwrap(), tick)
        }
        None => export::pose::default_locals(model, skel),
    };
    let w = export::pose::worlds(skel, &locals);
    let mesh = &model.meshes[0];
    mesh.positions
        .iter()
        .zip(mesh.joints.as_ref().unwrap())
        .map(|(p, &b)| w[b].compose(bind[b].inverse()).point(Vec3::from_array(*p)))
        .collect()
}

fn close(a: &[Vec3], b: &[Vec3], tol: f32) {
    assert_eq!(a.len(), b.len());
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        assert!((*x - *y).length() < tol, "vertex {i}: {x} vs {y}");
    }
}

#[test]
fn glb_structure_and_determinism() {
    let m = common::humanoid("MAYA");
    let a = export::glb(&m).unwrap();
    assert_eq!(a, export::glb(&m).unwrap(), "bytes must be deterministic");
    let g = gltf::Gltf::from_slice(&a).unwrap();
    let d = &g.document;
    assert_eq!(d.nodes().count(), 35, "34 bones + the mesh node");
    assert_eq!(d.skins().next().unwrap().joints().count(), 34);
    let names: Vec<_> = d.animations().map(|a| a.name().unwrap().to_string()).collect();
    assert_eq!(names, ["idle", "walk"]);
    assert_eq!(d.materials().count(), 3);
    assert_eq!(d.images().count(), 3);
    let mesh_node = d.nodes().find(|n| n.mesh().is_some()).unwrap();
    assert!(mesh_node.skin().is_some());
    assert_eq!(mesh_node.transform().decomposed(), ([0.0; 3], [0.0, 0.0, 0.0, 1.0], [1.0; 3]));
    let j = json_of(&a);
    assert!(j["extensionsUsed"].as_array().unwrap().contains(&"KHR_materials_unlit".into()));
    assert_eq!(j["materials"][0]["alphaMode"], "MASK", "body has texel-0 cut-outs");
    assert_eq!(j["materials"][1]["alphaMode"], "OPAQUE");
    assert!(j["asset"]["copyright"].as_str().unwrap().contains("redistribution prohibited"));
    // Animation times are tick / tick_rate.
    let walk = d.animations().nth(1).unwrap();
    let times: Vec<f32> = walk
        .channels()
        .next()
        .unwrap()
        .reader(|_| g.blob.as_deref())
        .read_inputs()
        .unwrap()
        .collect();
    assert_eq!(times.len(), 32);
    assert!((times[3] - 3.0 / 30.0).abs() < 1e-6);
}

#[test]
fn glb_default_pose_is_idle_tick_1_and_clips_replay_the_scene() {
    let m = common::humanoid("MAYA");
    let bytes = export::glb(&m).unwrap();
    // Rest node pose = idle tick 1: legs straight although the bind pose folds them.
    close(&skinned_positions(&bytes, None), &scene_positions(&m, None, 1), 1e-4);
    for tick in [0, 7, 16, 31] {
        close(
            &skinned_positions(&bytes, Some((1, tick))),
            &scene_positions(&m, Some("walk"), tick),
            1e-4,
        );
    }
    let standing = skinned_positions(&bytes, None);
    let min_y = standing.iter().map(|p| p.y).fold(f32::INFINITY, f32::min);
    assert!(min_y < 0.05 && min_y > -0.1, "feet near the floor when standing: {min_y}");
}

#[test]
fn humanoid_map_from_topology() {
    let m = common::humanoid("MAYA");
    let map = export::humanoid_map(&m).unwrap();
    let want = [
        (HumanBone::Hips, "hips"),
        (HumanBone::Spine, "spine"),
        (HumanBone::Chest, "chest"),
        (HumanBone::Neck, "neck"),
        (HumanBone::Head, "head"),
        (HumanBone::LeftUpperArm, "upper_arm_l"),
        (HumanBone::LeftLowerArm, "lower_arm_l"),
        (HumanBone::LeftHand, "hand_l"),
        (HumanBone::RightUpperArm, "upper_arm_r"),
        (HumanBone::RightLowerArm, "lower_arm_r"),
        (HumanBone::RightHand, "hand_r"),
        (HumanBone::LeftUpperLeg, "upper_leg_l"),
        (HumanBone::LeftLowerLeg, "lower_leg_l"),
        (HumanBone::LeftFoot, "foot_l"),
        (HumanBone::RightUpperLeg, "upper_leg_r"),
        (HumanBone::RightLowerLeg, "lower_leg_r"),
        (HumanBone::RightFoot, "foot_r"),
    ];
    for (h, name) in want {
        assert_eq!(common::NAMES[map.get(h).unwrap()], name, "{h:?}");
    }
    assert!(map.missing(true).is_empty());
    // Left/right follow the side: mirror the skeleton in X and the sides swap.
    let mut mirrored = m.clone();
    for b in &mut mirrored.skeleton.as_mut().unwrap().bones {
        b.translation[0] = -b.translation[0];
    }
    mirrored.clips.clear();
    let mm = export::humanoid_map(&mirrored).unwrap();
    assert_eq!(common::NAMES[mm.get(HumanBone::LeftHand).unwrap()], "hand_r");
    // Overrides replace entries.
    let skel = m.skeleton.as_ref().unwrap();
    let posed = export::pose::worlds(skel, &export::pose::default_locals(&m, skel));
    let o = export::humanoid::derive_with(
        skel,
        &posed,
        -1.0,
        &[(HumanBone::Head, 5), (HumanBone::Neck, 4)],
    )
    .unwrap();
    assert_eq!(o.get(HumanBone::Head), Some(5));
    assert!(export::humanoid::derive_with(skel, &posed, -1.0, &[(HumanBone::Head, 99)]).is_err());
    assert!(
        export::humanoid::derive_with(skel, &posed, -1.0, &[(HumanBone::Head, 0)]).is_err(),
        "duplicate"
    );
}

fn world_translations(j: &Value) -> Vec<Vec3> {
    let nodes = j["nodes"].as_array().unwrap();
    let mut parent = vec![None; nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        for c in n["children"].as_array().into_iter().flatten() {
            parent[c.as_u64().unwrap() as usize] = Some(i);
        }
    }
    let mut w = vec![Vec3::ZERO; nodes.len()];
    for i in 0..nodes.len() {
        let t = nodes[i]["translation"].as_array().map_or(Vec3::ZERO, |a| {
            Vec3::new(
                a[0].as_f64().unwrap() as f32,
                a[1].as_f64().unwrap() as f32,
                a[2].as_f64().unwrap() as f32,
            )
        });
        w[i] = parent[i].map_or(t, |p| w[p] + t);
    }
    w
}

#[test]
fn vrm1_t_pose_meta_expressions() {
    let m = common::humanoid("MAYA");
    let bytes = export::vrm(&m, VrmVersion::V1).unwrap();
    let j = json_of(&bytes);
    let v = &j["extensions"]["VRMC_vrm"];
    assert_eq!(v["specVersion"], "1.0");
    assert_eq!(v["meta"]["licenseUrl"], "https://vrm.dev/licenses/1.0/");
    assert_eq!(v["meta"]["allowRedistribution"], false);
    assert_eq!(v["meta"]["modification"], "prohibited");
    assert_eq!(v["meta"]["commercialUsage"], "personalNonProfit");
    assert_eq!(v["meta"]["avatarPermission"], "onlyAuthor");
    assert_eq!(v["humanoid"]["humanBones"].as_object().unwrap().len(), 17);
    let blink = &v["expressions"]["preset"]["blink"]["textureTransformBinds"][0];
    assert_eq!(blink["material"], 1);
    assert_eq!(blink["offset"][0], 0.5);
    assert!(v["expressions"]["preset"]["aa"].is_object());
    // Identity rotations everywhere; T-pose: arms horizontal, left arm on +X (faces +Z).
    for n in j["nodes"].as_array().unwrap() {
        if let Some(r) = n["rotation"].as_array() {
            assert_eq!(r[3], 1.0, "{n}");
        }
    }
    let w = world_translations(&j);
    let (lu, lh) = (w[9], w[11]);
    assert!(lh.x > lu.x + 0.4, "left hand far out on +X: {lu} {lh}");
    assert!((lh.y - lu.y).abs() < 1e-4 && (lh.z - lu.z).abs() < 1e-4);
    assert!(w[14].x < w[12].x - 0.4, "right hand on −X");
    let (hip, foot) = (w[16], w[18]);
    assert!((hip.x - foot.x).abs() < 1e-4 && (hip.z - foot.z).abs() < 1e-4, "leg straight down");
    // The face is on +Z now: the eye quad's vertices sit in front of the head bone.
    let rest = skinned_positions(&bytes, None);
    let min_y = rest.iter().map(|p| p.y).fold(f32::INFINITY, f32::min);
    assert!(min_y.abs() < 1e-4, "soles at y = 0: {min_y}");
    // The retargeted walk reproduces the scene's walk turned 180° about Y and lifted.
    let turn = Quat::from_rotation_y(std::f32::consts::PI);
    let base = scene_positions(&m, None, 1);
    let lift = rest[0].y - (turn * base[0]).y;
    let _ = lift;
    for tick in [0, 9, 20] {
        let got = skinned_positions(&bytes, Some((1, tick)));
        let want: Vec<Vec3> =
            scene_positions(&m, Some("walk"), tick).iter().map(|p| turn * *p).collect();
        let d = got[0] - want[0];
        let want: Vec<Vec3> = want.iter().map(|p| *p + d).collect();
        close(&got, &want, 1e-3);
        assert!(d.x.abs() < 1e-4 && d.z.abs() < 1e-4, "only a vertical lift: {d}");
    }
}

#[test]
fn vrm0_faces_minus_z_with_chest_neck_and_main_tex_st() {
    let m = common::humanoid("MAYA");
    let bytes = export::vrm(&m, VrmVersion::V0).unwrap();
    let j = json_of(&bytes);
    let v = &j["extensions"]["VRM"];
    assert_eq!(v["meta"]["licenseName"], "Redistribution_Prohibited");
    assert_eq!(v["meta"]["otherLicenseUrl"], "");
    let bones: Vec<&str> = v["humanoid"]["humanBones"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["bone"].as_str().unwrap())
        .collect();
    assert!(bones.contains(&"chest") && bones.contains(&"neck"));
    let group = &v["blendShapeMaster"]["blendShapeGroups"][0];
    assert_eq!(group["presetName"], "blink");
    assert_eq!(group["materialValues"][0]["materialName"], "eyes");
    assert_eq!(group["materialValues"][0]["propertyName"], "_MainTex_ST");
    let tv: Vec<f64> = group["materialValues"][0]["targetValue"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert_eq!(tv, [1.0, 1.0, 0.5, 0.0]);
    assert_eq!(v["blendShapeMaster"]["blendShapeGroups"][1]["presetName"], "a");
    let w = world_translations(&j);
    assert!(w[11].x < w[9].x - 0.4, "left hand on −X when facing −Z");
    for tick in [0, 13] {
        let got = skinned_positions(&bytes, Some((1, tick)));
        let want = scene_positions(&m, Some("walk"), tick);
        let d = got[0] - want[0];
        close(&got, &want.iter().map(|p| *p + d).collect::<Vec<_>>(), 1e-3);
    }
}

#[test]
fn non_humanoid_and_map() {
    let dragon = common::creature();
    assert!(matches!(
        export::vrm(&dragon, VrmVersion::V1),
        Err(export::ExportError::NotHumanoid { .. })
    ));
    let dir = tempfile::tempdir().unwrap();
    let w = export::write_model(&dragon, dir.path(), &Formats::default()).unwrap();
    assert_eq!(w.files, [std::path::PathBuf::from("model.glb"), "info.json".into()]);
    assert_eq!(w.skipped.len(), 2);
    let map = common::map();
    let j = json_of(&export::glb(&map).unwrap());
    assert_eq!(j["meshes"].as_array().unwrap().len(), 3, "one mesh per piece");
    assert_eq!(j["nodes"].as_array().unwrap().len(), 4, "one node per placement + walk mesh");
    assert_eq!(j["nodes"][0]["mesh"], j["nodes"][1]["mesh"], "instanced, not flattened");
    assert_eq!(j["nodes"][3]["extras"]["hidden"], true);
    assert_eq!(j["nodes"][3]["extensions"]["KHR_node_visibility"]["visible"], false);
    assert_eq!(j["materials"][1]["alphaMode"], "BLEND");
    assert!(j.get("skins").is_none());
}

#[test]
fn write_model_files_and_info() {
    let dir = tempfile::tempdir().unwrap();
    let m = common::humanoid("MAYA");
    let w =
        export::write_model(&m, dir.path(), &Formats { gif: true, ..Formats::default() }).unwrap();
    let files: Vec<String> = w.files.iter().map(|p| p.display().to_string()).collect();
    assert_eq!(
        files,
        [
            "textures/00_body.png",
            "textures/01_eyes.png",
            "textures/02_mouth.png",
            "model.glb",
            "model.vrm",
            "model.vrm0.vrm",
            "idle.vrma",
            "walk.vrma",
            "walk.gif",
            "info.json"
        ]
    );
    let info: Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("info.json")).unwrap()).unwrap();
    assert_eq!(info["triangles"], m.triangles());
    assert_eq!(info["humanoid"]["leftHand"], 11);
    // Indexed PNG keeps the CLUT: 4-bit palette.
    let png = std::fs::read(dir.path().join("textures/01_eyes.png")).unwrap();
    let dec = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap();
    assert_eq!(dec.info().color_type, png::ColorType::Indexed);
}

#[test]
fn walk_gif_legs_alternate() {
    let m = common::humanoid("MAYA");
    // Pose level: the feet swap places front/back over the cycle.
    let skel = m.skeleton.as_ref().unwrap();
    let walk = m.clips.iter().find(|c| c.name == "walk").unwrap();
    let dz: Vec<f32> = (0..walk.ticks as usize)
        .map(|t| {
            let w = export::pose::worlds(skel, &export::pose::clip_locals(skel, walk, t));
            w[18].t.z - w[21].t.z
        })
        .collect();
    assert!(dz.iter().any(|&d| d > 0.1) && dz.iter().any(|&d| d < -0.1), "{dz:?}");
    // Render level: decode the GIF; side view lower half differs between opposite phases.
    let gif_bytes = export::walk_gif(&m, 96).unwrap().unwrap();
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = opts.read_info(std::io::Cursor::new(&gif_bytes)).unwrap();
    let (w, h) = (dec.width() as usize, dec.height() as usize);
    assert_eq!((w, h), (192, 96));
    // Each frame as a viewer shows it: drawn over the one before, its transparent pixels
    // leaving what was there (the GIF stores later frames as the rectangle that changed).
    let mut frames: Vec<Vec<u8>> = Vec::new();
    let mut canvas = vec![0u8; w * h * 4];
    while let Some(f) = dec.read_next_frame().unwrap() {
        let (fl, ft, fw) = (f.left as usize, f.top as usize, f.width as usize);
        for (k, px) in f.buffer.chunks_exact(4).enumerate() {
            let (x, y) = (fl + k % fw, ft + k / fw);
            if px[3] != 0 {
                canvas[(y * w + x) * 4..(y * w + x) * 4 + 4].copy_from_slice(px);
            }
        }
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        frames.push(canvas.clone());
    }
    assert_eq!(frames.len(), 32);
    assert!(frames[0].chunks_exact(4).all(|p| p[3] == 255), "the first frame is whole");
    let lower_side = |f: &[u8]| -> Vec<u8> {
        (h / 2..h).flat_map(|y| f[(y * w + w / 2) * 4..(y * w + w) * 4].to_vec()).collect()
    };
    let changed =
        lower_side(&frames[8]).iter().zip(lower_side(&frames[24])).filter(|(a, b)| *a != b).count();
    assert!(changed > 200, "legs move between opposite phases: {changed} bytes differ");
    assert_eq!(gif_bytes, export::walk_gif(&m, 96).unwrap().unwrap(), "deterministic");
    if let Ok(dir) = std::env::var("DEWRIP_DUMP") {
        for (i, f) in frames.iter().enumerate().step_by(8) {
            let png = gpu::texture::rgba_png(w, h, f).unwrap();
            std::fs::write(format!("{dir}/walk_{i:02}.png"), png).unwrap();
        }
    }
}

/// Writes sample exports for the e2e checks when `DEWRIP_SAMPLES=DIR` is set.
#[test]
fn samples_for_e2e() {
    let Ok(dir) = std::env::var("DEWRIP_SAMPLES") else { return };
    let dir = std::path::Path::new(&dir);
    let f = Formats { gif: true, ..Formats::default() };
    export::write_model(&common::humanoid("MAYA"), &dir.join("MAYA"), &f).unwrap();
    export::write_model(&common::creature(), &dir.join("DRAGON"), &f).unwrap();
    export::write_model(&common::map(), &dir.join("EV000_map"), &f).unwrap();
}

/// The same humanoid turned 180° about Y (facing +Z, as a decoder may deliver it): the facing
/// is read from the face, so left/right, the T-pose and the VRM orientation stay right.
#[test]
fn turned_model_keeps_sides() {
    let mut m = common::humanoid("MAYA");
    assert_eq!(export::pose::front_z(&m), -1.0);
    let turn = Quat::from_rotation_y(std::f32::consts::PI);
    m.skeleton.as_mut().unwrap().bones[0].rotation = turn.to_array();
    for p in &mut m.meshes[0].positions {
        *p = [-p[0], p[1], -p[2]];
    }
    assert_eq!(export::pose::front_z(&m), 1.0);
    let map = export::humanoid_map(&m).unwrap();
    assert_eq!(common::NAMES[map.get(HumanBone::LeftHand).unwrap()], "hand_l");
    assert_eq!(common::NAMES[map.get(HumanBone::RightFoot).unwrap()], "foot_r");
    let bytes = export::vrm(&m, VrmVersion::V1).unwrap();
    let j = json_of(&bytes);
    let w = world_translations(&j);
    assert!(w[11].x > w[9].x + 0.4, "VRM 1.0: left hand on +X");
    let j0 = json_of(&export::vrm(&m, VrmVersion::V0).unwrap());
    let w0 = world_translations(&j0);
    assert!(w0[11].x < w0[9].x - 0.4, "VRM 0.x: left hand on −X");
    // The face ends up on +Z in VRM 1.0.
    let rest = skinned_positions(&bytes, None);
    let head = w[4];
    let eye = rest[rest.len() - 8];
    assert!(eye.z > head.z, "eye quad in front of the head: {eye} vs {head}");
}

/// Faces stay counter-clockwise seen from outside through the exporter — glTF's front faces,
/// the ones a viewer (and the rasterizer) keeps of a single-sided material: the creature's five
/// closed boxes, read back from its GLB in the rest pose, enclose their volume with a positive
/// sign (a box turned inside out would count −2× its volume), and each box's triangles face
/// away from its centre.
#[test]
fn exported_faces_wind_counter_clockwise_seen_from_outside() {
    let glb = export::glb(&common::creature()).unwrap();
    let doc = scene::glb::Document::parse(&glb).unwrap();
    let tris = scene::glb::mesh::triangles(&doc, &doc.node_tree().unwrap()).unwrap();
    assert_eq!(tris.triangles.len(), 5 * 12);
    let corner = |t: [u32; 3]| t.map(|i| Vec3::from_array(tris.positions[i as usize]));
    let volume: f32 =
        tris.triangles.iter().map(|&t| corner(t)).map(|[a, b, c]| a.dot(b.cross(c)) / 6.0).sum();
    let boxes = 5.0 * 0.2 * 0.2 * 0.3;
    assert!((volume - boxes).abs() < 1e-4, "signed volume {volume}, boxes {boxes}");
    for (k, chunk) in tris.triangles.chunks_exact(12).enumerate() {
        let pts: Vec<Vec3> = chunk.iter().flat_map(|&t| corner(t)).collect();
        let centre = pts.iter().sum::<Vec3>() / pts.len() as f32;
        for &t in chunk {
            let [a, b, c] = corner(t);
            let outward = (b - a).cross(c - a).dot((a + b + c) / 3.0 - centre);
            assert!(outward > 0.0, "box {k}: triangle {t:?} faces inwards");
        }
    }
}
