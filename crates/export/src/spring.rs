//! Spring bones for the secondary-motion chains (hat tassels, hair, waist ornament …):
//! `VRMC_springBone` 1.0 and VRM 0.x `secondaryAnimation`, with sphere colliders on the head
//! and hands **\[public: vrm-specification `VRMC_springBone-1.0`, VRM 0.x `secondaryAnimation`\]**.
//!
//! A chain is found from two pieces of evidence, both required **\[provisional\]**:
//! * **topology** — it is made of bones the humanoid map does not use, hanging off the torso or
//!   head (hips, spine, chest, upper chest, neck, head), directly or through unmapped bones
//!   (a tassel hangs off the hat, which hangs off the head). From its first bone the chain
//!   follows the deepest unmapped child to a leaf; a chain needs two bones (a joint and its
//!   tail) to swing;
//! * **the clips** — its first bone's local rotation swings further, in some clip, than any
//!   trunk bone's (hips, spine, chest, upper chest): the disc animates secondary motion by hand
//!   with a larger amplitude than the trunk **\[published, field notes §9\]**. Swing = the largest
//!   angle between two ticks' local rotations of a clip.
//!
//! A model without clips gets no springs, and says so (not measured). Spring settings
//! (stiffness, drag, gravity, hit radius) are builtin **\[provisional\]**, see [`SETTINGS`].
//! Colliders are spheres at the centroid of the head's and each hand's baked vertices, with
//! their RMS distance as radius.
#![allow(clippy::arithmetic_side_effects)] // f32/glam math only

use glam::{Quat, Vec3};
use scene::{BoneId, Model, Skeleton};
use serde_json::{json, Value};

use crate::document::{self, Target};
use crate::humanoid::{HumanBone, HumanoidMap};
use crate::pose::{self, Xf};

/// Builtin spring settings **\[provisional\]**.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings {
    /// Pull back to the rest direction.
    pub stiffness: f32,
    /// Velocity damping (0..1).
    pub drag: f32,
    /// Gravity strength.
    pub gravity: f32,
    /// Joint collision radius, metres.
    pub hit_radius: f32,
}

/// The settings every chain gets.
pub const SETTINGS: Settings =
    Settings { stiffness: 1.0, drag: 0.4, gravity: 0.0, hit_radius: 0.02 };

/// Bones the chains may hang off.
const ANCHORS: [HumanBone; 6] = [
    HumanBone::Hips,
    HumanBone::Spine,
    HumanBone::Chest,
    HumanBone::UpperChest,
    HumanBone::Neck,
    HumanBone::Head,
];

/// The trunk whose swing a chain must exceed.
const TRUNK: [HumanBone; 4] =
    [HumanBone::Hips, HumanBone::Spine, HumanBone::Chest, HumanBone::UpperChest];

/// Most ticks compared per clip (evenly spaced) when measuring a swing.
const MAX_SAMPLES: usize = 128;

/// One secondary-motion chain.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Chain {
    /// Skeleton bones from the first joint to the tail (= glTF node indices in the VRM).
    pub joints: Vec<BoneId>,
    /// The human bone it hangs off.
    pub anchor: &'static str,
    /// Largest swing of its first bone over the clips, degrees.
    pub swing_deg: f32,
    /// The clip of that swing.
    pub clip: String,
    /// Where the chain came from, in words.
    pub evidence: String,
}

/// What [`find`] found.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize)]
pub struct Springs {
    /// The chains.
    pub chains: Vec<Chain>,
    /// The trunk's largest swing, degrees (`None`: not measured — no clips).
    pub trunk_deg: Option<f32>,
    /// Candidates left out and why; measurement notes.
    pub notes: Vec<String>,
}

fn angle(a: Quat, b: Quat) -> f32 {
    let d = a.dot(b).abs().min(1.0);
    (2.0 * d.acos()).to_degrees()
}

/// Largest swing of each bone's local rotation per clip: `[clip][bone]`.
fn swings(model: &Model, skel: &Skeleton) -> Vec<Vec<f32>> {
    model
        .clips
        .iter()
        .map(|clip| {
            let ticks = clip.ticks as usize;
            let step = ticks.div_ceil(MAX_SAMPLES).max(1);
            let samples: Vec<Vec<Xf>> =
                (0..ticks).step_by(step).map(|t| pose::clip_locals(skel, clip, t)).collect();
            (0..skel.bones.len())
                .map(|b| {
                    let qs: Vec<Quat> =
                        samples.iter().filter_map(|s| s.get(b)).map(|x| x.r).collect();
                    let mut best = 0.0f32;
                    for (i, a) in qs.iter().enumerate() {
                        for c in qs.iter().skip(i + 1) {
                            best = best.max(angle(*a, *c));
                        }
                    }
                    best
                })
                .collect()
        })
        .collect()
}

/// Finds the secondary-motion chains of a humanoid.
pub fn find(model: &Model, map: &HumanoidMap) -> Springs {
    let mut out = Springs::default();
    let Some(skel) = model.skeleton.as_ref() else {
        out.notes.push("no skeleton".into());
        return out;
    };
    if pose::check_order(skel).is_err() {
        out.notes.push("bones out of order".into());
        return out;
    }
    if model.clips.is_empty() {
        out.notes.push("not measured: the model has no clips, so no chain can be confirmed".into());
        return out;
    }
    let n = skel.bones.len();
    let sw = swings(model, skel);
    let swing = |b: BoneId| -> (f32, usize) {
        sw.iter()
            .enumerate()
            .map(|(c, v)| (v.get(b).copied().unwrap_or(0.0), c))
            .fold((0.0, 0), |a, x| if x.0 > a.0 { x } else { a })
    };
    let trunk = TRUNK.iter().filter_map(|h| map.get(*h)).map(|b| swing(b).0).fold(0.0, f32::max);
    out.trunk_deg = Some(trunk);
    let mut children = vec![Vec::new(); n];
    for (i, b) in skel.bones.iter().enumerate() {
        if let Some(c) = b.parent.and_then(|p| children.get_mut(p)) {
            c.push(i);
        }
    }
    let mapped = |b: BoneId| map.human_of(b).is_some();
    // Depth of the unmapped subtree below each bone (reverse sweep: children first).
    let mut depth = vec![1usize; n];
    for i in (0..n).rev() {
        let d = children
            .get(i)
            .map(|k| k.iter().filter(|&&c| !mapped(c)).filter_map(|&c| depth.get(c)).max().copied())
            .unwrap_or(None)
            .unwrap_or(0);
        if let Some(x) = depth.get_mut(i) {
            *x = x.saturating_add(d);
        }
    }
    // The human bone each unmapped bone hangs off, through unmapped bones only.
    let anchor = |b: BoneId| -> Option<HumanBone> {
        let mut cur = skel.bones.get(b)?.parent;
        let mut steps = 0usize;
        while let Some(p) = cur {
            if let Some(h) = map.human_of(p) {
                return Some(h);
            }
            cur = skel.bones.get(p)?.parent;
            steps = steps.saturating_add(1);
            if steps > n {
                return None;
            }
        }
        None
    };
    let mut in_chain = vec![false; n];
    for b in 0..n {
        if mapped(b) || in_chain.get(b).copied().unwrap_or(true) {
            continue;
        }
        let Some(h) = anchor(b) else { continue };
        let (s, clip) = swing(b);
        let name = skel.bones.get(b).map_or("", |x| x.name.as_str());
        if s <= trunk || s < 1e-3 {
            continue;
        }
        if !ANCHORS.contains(&h) {
            out.notes.push(format!(
                "bone {b} ({name}) swings {s:.1}° but hangs off {}: not a secondary chain",
                h.name()
            ));
            continue;
        }
        let mut joints = vec![b];
        let mut cur = b;
        while let Some(next) = children.get(cur).and_then(|k| {
            k.iter().copied().filter(|&c| !mapped(c)).max_by(|&x, &y| {
                let d = |b: BoneId| depth.get(b).copied().unwrap_or(0);
                d(x).cmp(&d(y)).then(y.cmp(&x))
            })
        }) {
            joints.push(next);
            cur = next;
            if joints.len() > n {
                break;
            }
        }
        if joints.len() < 2 {
            out.notes.push(format!(
                "bone {b} ({name}) swings {s:.1}° off {} but has no child to be its tail",
                h.name()
            ));
            continue;
        }
        for &j in &joints {
            if let Some(x) = in_chain.get_mut(j) {
                *x = true;
            }
        }
        let clip_name = model.clips.get(clip).map_or(String::new(), |c| c.name.clone());
        out.chains.push(Chain {
            evidence: format!(
                "topology: {} unmapped bones from bone {b} ({name}) hanging off {}; clips: swings {s:.1}° in {clip_name:?}, more than the trunk's {trunk:.1}°",
                joints.len(),
                h.name()
            ),
            joints,
            anchor: h.name(),
            swing_deg: s,
            clip: clip_name,
        });
    }
    out
}

/// A sphere collider in a node's local space.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sphere {
    /// The node (skeleton bone).
    pub node: BoneId,
    /// Centre, in the node's space (the VRM's rest rotations are identity, so world axes).
    pub offset: Vec3,
    /// Radius, metres.
    pub radius: f32,
    /// The human bone (`head`, `leftHand`, `rightHand`).
    pub bone: &'static str,
    /// Centre in the rig's world space.
    pub centre: Vec3,
}

/// Per chain: the colliders (indices into `cols`) that leave every joint of the chain outside
/// at rest — a sphere around a joint at rest would fling it out on the first frame, so the
/// hair on the head does not collide with a head sphere that contains its root.
fn clearing(
    model: &Model,
    chain: &Chain,
    cols: &[Sphere],
    target: Target,
    map: &HumanoidMap,
) -> Vec<usize> {
    let Some(skel) = model.skeleton.as_ref() else { return Vec::new() };
    let rig = document::rig(model, skel, target, Some(map));
    let rest: Vec<Vec3> = pose::worlds(skel, &rig.node_locals).iter().map(|w| w.t).collect();
    cols.iter()
        .enumerate()
        .filter(|(_, c)| {
            chain.joints.iter().all(|j| {
                rest.get(*j)
                    .is_some_and(|p| (*p - c.centre).length() > c.radius + SETTINGS.hit_radius)
            })
        })
        .map(|(i, _)| i)
        .collect()
}

/// Head and hand colliders for `target`'s rig: spheres at the centroid of each bone's baked
/// vertices, radius their RMS distance (a builtin size when the bone has no vertices).
pub fn colliders(model: &Model, map: &HumanoidMap, target: Target) -> Vec<Sphere> {
    let Some(skel) = model.skeleton.as_ref() else { return Vec::new() };
    let rig = document::rig(model, skel, target, Some(map));
    let rest: Vec<Vec3> = pose::worlds(skel, &rig.node_locals).iter().map(|w| w.t).collect();
    let mut out = Vec::new();
    for (h, fallback) in
        [(HumanBone::Head, 0.1f32), (HumanBone::LeftHand, 0.04), (HumanBone::RightHand, 0.04)]
    {
        let Some(b) = map.get(h) else { continue };
        let pts = baked_points(model, &rig.vertex, |j, _| j == b);
        let node = rest.get(b).copied().unwrap_or(Vec3::ZERO);
        let (offset, radius) = match centroid(&pts) {
            Some(c) => {
                let rms = (pts.iter().map(|p| (*p - c).length_squared()).sum::<f32>()
                    / pts.len() as f32)
                    .sqrt();
                (c - node, if rms > 1e-4 { rms } else { fallback })
            }
            None => (Vec3::ZERO, fallback),
        };
        out.push(Sphere { node: b, offset, radius, bone: h.name(), centre: node + offset });
    }
    out
}

/// Baked positions of the vertices `keep(bone, material)` selects.
pub(crate) fn baked_points(
    model: &Model,
    vertex: &[Xf],
    keep: impl Fn(BoneId, Option<usize>) -> bool,
) -> Vec<Vec3> {
    let mut out = Vec::new();
    for mesh in &model.meshes {
        let Some(joints) = &mesh.joints else { continue };
        for prim in &mesh.primitives {
            for &i in &prim.indices {
                let i = i as usize;
                let (Some(p), Some(&j)) = (mesh.positions.get(i), joints.get(i)) else { continue };
                if keep(j, prim.material) {
                    let x = vertex.get(j).copied().unwrap_or(Xf::IDENTITY);
                    out.push(x.point(Vec3::from_array(*p)));
                }
            }
        }
    }
    out
}

fn centroid(p: &[Vec3]) -> Option<Vec3> {
    if p.is_empty() {
        None
    } else {
        Some(p.iter().copied().sum::<Vec3>() / p.len() as f32)
    }
}

/// Where the painted eyes are, relative to the head bone, in `target`'s rig: the centroid of
/// the expression materials' baked vertices (`None` without expressions or head).
pub fn eye_offset(model: &Model, map: &HumanoidMap, target: Target) -> Option<Vec3> {
    let skel = model.skeleton.as_ref()?;
    let head = map.get(HumanBone::Head)?;
    let rig = document::rig(model, skel, target, Some(map));
    let rest: Vec<Vec3> = pose::worlds(skel, &rig.node_locals).iter().map(|w| w.t).collect();
    let faces: Vec<usize> = model.expressions.iter().map(|e| e.material).collect();
    let pts = baked_points(model, &rig.vertex, |_, m| m.is_some_and(|m| faces.contains(&m)));
    Some(centroid(&pts)? - rest.get(head).copied()?)
}

/// `VRMC_springBone` (spec 1.0) for a VRM 1.0 document, or `None` when there are no chains.
pub fn spring_bone_1(model: &Model, map: &HumanoidMap, springs: &Springs) -> Option<Value> {
    if springs.chains.is_empty() {
        return None;
    }
    let cols = colliders(model, map, Target::Vrm1);
    let s = SETTINGS;
    let colliders: Vec<Value> = cols
        .iter()
        .map(|c| {
            json!({"node": c.node, "shape": {"sphere": {"offset": c.offset.to_array(), "radius": c.radius}}})
        })
        .collect();
    let springs_json: Vec<Value> = springs
        .chains
        .iter()
        .map(|c| {
            let joints: Vec<Value> = c
                .joints
                .iter()
                .map(|j| {
                    json!({
                        "node": j, "hitRadius": s.hit_radius, "stiffness": s.stiffness,
                        "gravityPower": s.gravity, "gravityDir": [0.0, -1.0, 0.0], "dragForce": s.drag,
                    })
                })
                .collect();
            let name = model
                .skeleton
                .as_ref()
                .and_then(|k| c.joints.first().and_then(|&j| k.bones.get(j)))
                .map_or(String::new(), |b| b.name.clone());
            let mut v = json!({"name": name, "joints": joints});
            let groups = clearing(model, c, &cols, Target::Vrm1, map);
            if let (false, Some(o)) = (groups.is_empty(), v.as_object_mut()) {
                o.insert("colliderGroups".into(), json!(groups));
            }
            v
        })
        .collect();
    let mut ext = json!({"specVersion": "1.0", "springs": springs_json});
    if let (false, Some(o)) = (cols.is_empty(), ext.as_object_mut()) {
        o.insert("colliders".into(), json!(colliders));
        let groups: Vec<Value> = cols
            .iter()
            .enumerate()
            .map(|(i, c)| json!({"name": c.bone, "colliders": [i]}))
            .collect();
        o.insert("colliderGroups".into(), json!(groups));
    }
    Some(ext)
}

/// VRM 0.x `secondaryAnimation` (bone groups and collider groups). Offsets are written with Z
/// negated (0.x stores Unity's left-handed local offsets; three-vrm and UniVRM negate Z).
pub fn secondary_animation_0(model: &Model, map: &HumanoidMap, springs: &Springs) -> Value {
    let cols = colliders(model, map, Target::Vrm0);
    let s = SETTINGS;
    let collider_groups: Vec<Value> = cols
        .iter()
        .map(|c| {
            json!({"node": c.node, "colliders": [{
                "offset": {"x": c.offset.x, "y": c.offset.y, "z": -c.offset.z},
                "radius": c.radius,
            }]})
        })
        .collect();
    let skel = model.skeleton.as_ref();
    // 0.x takes every descendant of a group's root: skip roots inside another chain's subtree.
    let below = |b: BoneId, root: BoneId| -> bool {
        let mut cur = skel.and_then(|k| k.bones.get(b)).and_then(|x| x.parent);
        let mut steps = 0usize;
        while let Some(p) = cur {
            if p == root {
                return true;
            }
            cur = skel.and_then(|k| k.bones.get(p)).and_then(|x| x.parent);
            steps = steps.saturating_add(1);
            if steps > 4096 {
                break;
            }
        }
        false
    };
    let roots: Vec<&Chain> = springs.chains.iter().collect();
    let bone_groups: Vec<Value> = roots
        .iter()
        .filter(|c| {
            let r = c.joints.first().copied().unwrap_or(0);
            !roots.iter().any(|o| o.joints.first().is_some_and(|&x| x != r && below(r, x)))
        })
        .map(|c| {
            json!({
                "comment": c.evidence,
                "stiffiness": s.stiffness, "gravityPower": s.gravity,
                "gravityDir": {"x": 0.0, "y": -1.0, "z": 0.0}, "dragForce": s.drag,
                "center": -1, "hitRadius": s.hit_radius,
                "bones": [c.joints.first().copied().unwrap_or(0)],
                "colliderGroups": clearing(model, c, &cols, Target::Vrm0, map),
            })
        })
        .collect();
    json!({"boneGroups": bone_groups, "colliderGroups": collider_groups})
}

/// `extras` describing the chains (written into the VRM's root `extras.springs`).
pub fn report(springs: &Springs) -> Value {
    json!({
        "trunk_swing_deg": springs.trunk_deg,
        "chains": springs.chains,
        "notes": springs.notes,
        "settings": "builtin [provisional]",
    })
}
