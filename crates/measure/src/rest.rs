//! The rest pose: which pose a figure rests in (the upper arms' angle below the horizontal, the
//! elbows', legs' and knees' bends), and its normalisation to the VRM T-pose before anything is
//! measured or played.
//!
//! The VRM T-pose **[public: vrm-specification, VRMC_vrm-1.0/tpose.md]**: standing straight,
//! the arms (and hands) extended along the X axis parallel to the ground, the legs straight
//! down; every node on a positive uniform scale. An avatar exported in another rest (an
//! A-pose, arms down) plays a clip made for the T-pose with its arms where the clip does not
//! put them, so — as importers that honour the specification's rest do — it is brought to the
//! T-pose first: each upper arm, forearm, thigh and shin is turned about its own joint so that
//! it points at the next joint along ±X (arms) or −Y (legs), its subtree following; hands
//! follow their forearms; feet keep their orientation; the skin follows by its weights
//! (`Σ wᵢ·Dᵢ·p`). This is the bake `scene::pose::t_pose` does for disc models, on world
//! positions.
//!
//! **[provisional]** A segment within [`TOLERANCE_DEG`] of its target counts as in the T-pose;
//! when every segment is, nothing is changed. A limb missing a humanoid bone, or a segment of
//! zero length (a node scale of 0), cannot be turned: the figure is left as found and the
//! report says why ("refused").
#![allow(clippy::arithmetic_side_effects)] // f32/f64 vector math only

use glam::{Affine3A, Mat4, Quat, Vec3};
use serde::Serialize;

use crate::figure::Figure;
use crate::humanoid::{HumanBone as H, Humanoid};

/// A segment this close to its target direction (degrees) counts as in the T-pose
/// **[provisional]**.
pub const TOLERANCE_DEG: f64 = 10.0;

/// What was done with the rest pose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RestStatus {
    /// Already the T-pose (within the tolerance): nothing changed.
    TPose,
    /// Turned into the T-pose.
    Normalised,
    /// Not a T-pose and not turned (the reason says why); measured as found.
    Refused,
}

/// A value per side.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Sides {
    /// The figure's left.
    pub left: Option<f64>,
    /// The figure's right.
    pub right: Option<f64>,
}

/// One segment turned.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Turn {
    /// The humanoid bone (`leftUpperArm`, …).
    pub bone: &'static str,
    /// How far it was turned, degrees.
    pub degrees: f64,
}

/// The rest pose found, and what was done (`rest_pose` in the JSON reports).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RestPose {
    /// T-pose, normalised, or refused.
    pub status: RestStatus,
    /// The pose in words: "T-pose", "A-pose (upper arms 40° below horizontal)", "arms down …".
    pub found: String,
    /// Each upper arm's angle below the horizontal (negative: above), degrees.
    pub upper_arms_below_horizontal_deg: Sides,
    /// Each elbow's bend (0: straight), degrees.
    pub elbows_bent_deg: Sides,
    /// Each thigh's angle from straight down, degrees.
    pub legs_from_vertical_deg: Sides,
    /// Each knee's bend, degrees.
    pub knees_bent_deg: Sides,
    /// The tolerance a T-pose is judged with.
    pub tolerance_deg: f64,
    /// The segments turned (normalised only).
    pub turned: Vec<Turn>,
    /// Why it was refused, or what could not be checked.
    pub reason: Option<String>,
}

/// Tenths of a degree (never −0).
fn r1(x: f32) -> f64 {
    (f64::from(x) * 10.0).round() / 10.0 + 0.0
}

/// The limb segments: (start bone, end bone, target direction sign: arms ±X by side, legs −Y).
const SEGMENTS: [(H, H, Dir); 8] = [
    (H::LeftUpperArm, H::LeftLowerArm, Dir::Left),
    (H::LeftLowerArm, H::LeftHand, Dir::Left),
    (H::RightUpperArm, H::RightLowerArm, Dir::Right),
    (H::RightLowerArm, H::RightHand, Dir::Right),
    (H::LeftUpperLeg, H::LeftLowerLeg, Dir::Down),
    (H::LeftLowerLeg, H::LeftFoot, Dir::Down),
    (H::RightUpperLeg, H::RightLowerLeg, Dir::Down),
    (H::RightLowerLeg, H::RightFoot, Dir::Down),
];

#[derive(Debug, Clone, Copy, PartialEq)]
enum Dir {
    Left,
    Right,
    Down,
}

/// A skeleton as the normaliser needs it: world rest positions, parents, an order with parents
/// first, the humanoid map, and the figure's left (−X in the figure frame).
pub struct Skeleton<'a> {
    /// World position of each bone.
    pub positions: &'a [Vec3],
    /// Parent of each bone.
    pub parents: &'a [Option<usize>],
    /// Every bone once, parents before children.
    pub order: &'a [usize],
    /// Humanoid bone → bone.
    pub humanoid: &'a Humanoid,
    /// The figure's left direction.
    pub left: Vec3,
}

/// The rigid world change of every bone that brings the skeleton to the T-pose, which bones
/// start a change of their own (the segments turned, and the feet put back), and the report.
pub struct Plan {
    /// Per bone, the world delta (identity when untouched).
    pub deltas: Vec<Affine3A>,
    /// Per bone, whether its delta differs from its parent's.
    pub own: Vec<bool>,
    /// The report.
    pub rest: RestPose,
}

/// Reads the rest pose and plans its normalisation.
pub fn plan(s: &Skeleton<'_>) -> Plan {
    let n = s.positions.len();
    let pos = |b: usize| s.positions.get(b).copied().unwrap_or(Vec3::ZERO);
    let joint = |h: H| s.humanoid.get(&h).copied().filter(|&b| b < n);
    let target = |d: Dir| match d {
        Dir::Left => s.left,
        Dir::Right => -s.left,
        Dir::Down => Vec3::NEG_Y,
    };
    // Angles as found.
    let seg_dir = |a: H, b: H| -> Option<Vec3> {
        let v = pos(joint(b)?) - pos(joint(a)?);
        (v.length() > 1e-9 && v.is_finite()).then(|| v.normalize())
    };
    let below = |a: H, b: H| seg_dir(a, b).map(|d| r1((-d.y).clamp(-1.0, 1.0).asin().to_degrees()));
    let bend = |a: H, b: H, c: H| {
        let (u, v) = (seg_dir(a, b)?, seg_dir(b, c)?);
        Some(r1(u.dot(v).clamp(-1.0, 1.0).acos().to_degrees()))
    };
    let from_down = |a: H, b: H| {
        seg_dir(a, b).map(|d| r1(d.dot(Vec3::NEG_Y).clamp(-1.0, 1.0).acos().to_degrees()))
    };
    let mut rest = RestPose {
        status: RestStatus::TPose,
        found: String::new(),
        upper_arms_below_horizontal_deg: Sides {
            left: below(H::LeftUpperArm, H::LeftLowerArm),
            right: below(H::RightUpperArm, H::RightLowerArm),
        },
        elbows_bent_deg: Sides {
            left: bend(H::LeftUpperArm, H::LeftLowerArm, H::LeftHand),
            right: bend(H::RightUpperArm, H::RightLowerArm, H::RightHand),
        },
        legs_from_vertical_deg: Sides {
            left: from_down(H::LeftUpperLeg, H::LeftLowerLeg),
            right: from_down(H::RightUpperLeg, H::RightLowerLeg),
        },
        knees_bent_deg: Sides {
            left: bend(H::LeftUpperLeg, H::LeftLowerLeg, H::LeftFoot),
            right: bend(H::RightUpperLeg, H::RightLowerLeg, H::RightFoot),
        },
        tolerance_deg: TOLERANCE_DEG,
        turned: Vec::new(),
        reason: None,
    };
    rest.found = describe(&rest);
    let identity =
        Plan { deltas: vec![Affine3A::IDENTITY; n], own: vec![false; n], rest: rest.clone() };
    // Which segments are off, and can they be turned?
    let mut off = false;
    let mut problems = Vec::new();
    for (a, b, d) in SEGMENTS {
        match (joint(a), joint(b)) {
            (Some(ja), Some(jb)) => {
                let v = pos(jb) - pos(ja);
                if v.length() <= 1e-9 || !v.is_finite() {
                    problems.push(format!(
                        "{} → {} has zero length (a node scale of 0?)",
                        a.name(),
                        b.name()
                    ));
                    continue;
                }
                let angle =
                    f64::from(v.normalize().dot(target(d)).clamp(-1.0, 1.0).acos().to_degrees());
                if angle > TOLERANCE_DEG {
                    off = true;
                }
            }
            (None, _) => problems.push(format!("no {} bone", a.name())),
            (_, None) => problems.push(format!("no {} bone", b.name())),
        }
    }
    let no_limbs = SEGMENTS.iter().all(|(a, b, _)| joint(*a).is_none() && joint(*b).is_none());
    if s.humanoid.is_empty() || no_limbs {
        let mut p = identity;
        p.rest.status = RestStatus::Refused;
        p.rest.found = "unknown (no humanoid)".into();
        p.rest.reason =
            Some("no humanoid arms or legs: which bones are the limbs is unknown".into());
        return p;
    }
    if !problems.is_empty() {
        let mut p = identity;
        if off {
            p.rest.status = RestStatus::Refused;
            p.rest.reason =
                Some(format!("cannot turn the limbs to the T-pose: {}", problems.join("; ")));
        } else {
            p.rest.reason = Some(format!(
                "the limbs found are in the T-pose; not checked: {}",
                problems.join("; ")
            ));
        }
        return p;
    }
    if !off {
        return identity;
    }
    // Turn: parents first; a segment start turns about its (already moved) joint so that it
    // points at its (already moved) end joint along the target.
    let mut deltas = vec![Affine3A::IDENTITY; n];
    let mut own = vec![false; n];
    let start_of = |b: usize| SEGMENTS.iter().find(|(a, _, _)| joint(*a) == Some(b)).copied();
    let is_foot = |b: usize| joint(H::LeftFoot) == Some(b) || joint(H::RightFoot) == Some(b);
    let mut turned = Vec::new();
    for &b in s.order {
        let parent = s.parents.get(b).copied().flatten();
        let inherited = parent.and_then(|p| deltas.get(p).copied()).unwrap_or(Affine3A::IDENTITY);
        let mut d = inherited;
        if let Some((a, e, dir)) = start_of(b) {
            let (Some(ja), Some(je)) = (joint(a), joint(e)) else { continue };
            let j = inherited.transform_point3(pos(ja));
            let c = inherited.transform_point3(pos(je));
            if let Some(v) = (c - j).try_normalize() {
                let q = Quat::from_rotation_arc(v, target(dir));
                let turn = Affine3A::from_translation(j)
                    * Affine3A::from_quat(q)
                    * Affine3A::from_translation(-j);
                d = turn * inherited;
                let deg = r1(v.dot(target(dir)).clamp(-1.0, 1.0).acos().to_degrees());
                if deg > 0.0 {
                    turned.push(Turn { bone: a.name(), degrees: deg });
                }
            }
        } else if is_foot(b) {
            // The foot keeps its orientation: it only moves with its joint.
            let p = pos(b);
            d = Affine3A::from_translation(inherited.transform_point3(p) - p);
        }
        if let Some(x) = deltas.get_mut(b) {
            *x = d;
        }
        if let Some(x) = own.get_mut(b) {
            *x = d != inherited;
        }
    }
    rest.status = RestStatus::Normalised;
    rest.turned = turned;
    Plan { deltas, own, rest }
}

/// The pose in words.
fn describe(r: &RestPose) -> String {
    let arms =
        match (r.upper_arms_below_horizontal_deg.left, r.upper_arms_below_horizontal_deg.right) {
            (Some(l), Some(r)) => Some((l + r) / 2.0),
            (Some(x), None) | (None, Some(x)) => Some(x),
            (None, None) => None,
        };
    match arms {
        None => "unknown (no arm bones)".into(),
        Some(a) if a.abs() <= TOLERANCE_DEG => "T-pose (arms horizontal)".into(),
        Some(a) if a > TOLERANCE_DEG && a < 65.0 => {
            format!("A-pose (upper arms {a:.0}° below horizontal)")
        }
        Some(a) if a >= 65.0 => format!("arms down (upper arms {a:.0}° below horizontal)"),
        Some(a) => format!("arms raised ({:.0}° above horizontal)", -a),
    }
}

fn figure_plan(f: &Figure) -> Plan {
    let positions: Vec<Vec3> = f.bones.iter().map(|b| Vec3::from_array(b.position)).collect();
    let parents: Vec<Option<usize>> = f.bones.iter().map(|b| b.parent).collect();
    let order: Vec<usize> = (0..f.bones.len()).collect();
    plan(&Skeleton {
        positions: &positions,
        parents: &parents,
        order: &order,
        humanoid: &f.humanoid,
        left: Vec3::NEG_X,
    })
}

/// Reads a figure's rest pose without changing it (the report [`normalise`] would give, with
/// `status` saying what it would do).
pub fn plan_figure(f: &Figure) -> RestPose {
    figure_plan(f).rest
}

/// Reads a figure's rest pose and brings it to the T-pose (see the module notes): bones and
/// vertices move, weights and triangles stay.
pub fn normalise(f: &mut Figure) -> RestPose {
    let p = figure_plan(f);
    if p.rest.status != RestStatus::Normalised {
        return p.rest;
    }
    for (bone, d) in f.bones.iter_mut().zip(&p.deltas) {
        // A turn is about the bone's own joint, a foot moves with its joint: either way the
        // joint lands where its parent's delta takes it.
        bone.position = d.transform_point3(Vec3::from_array(bone.position)).to_array();
    }
    for (v, inf) in f.positions.iter_mut().zip(&f.influences) {
        let x = Vec3::from_array(*v);
        let mut acc = Vec3::ZERO;
        let mut sum = 0.0f32;
        for &(j, w) in inf {
            if w <= 0.0 {
                continue;
            }
            if let Some(d) = p.deltas.get(j as usize) {
                acc += d.transform_point3(x) * w;
                sum += w;
            }
        }
        if sum > 1e-9 {
            *v = (acc / sum).to_array();
        }
    }
    p.rest
}

/// Why a VRM's rest could not be rewritten.
#[derive(Debug, thiserror::Error)]
pub enum RewriteError {
    /// The glTF reader refused the file.
    #[error(transparent)]
    Gltf(#[from] scene::glb::GltfError),
    /// The GLB container could not be written back.
    #[error(transparent)]
    Glb(#[from] scene::glb::GlbError),
    /// The JSON could not be written back.
    #[error("writing the glTF JSON back: {0}")]
    Json(String),
}

/// Brings a VRM (or glTF) file's rest pose to the T-pose by rewriting the local transforms of
/// the nodes that turn (each upper arm, forearm, thigh, shin, and the feet put back): the
/// skinned mesh follows through its unchanged inverse bind matrices, so a player that takes
/// the node transforms as the rest (three-vrm) sees the T-pose. Returns the new bytes (`None`
/// when nothing changes) and the report.
pub fn normalise_glb(bytes: &[u8]) -> Result<(Option<Vec<u8>>, RestPose), RewriteError> {
    use scene::glb::mesh::{vrm_humanoid, VrmKind};
    let doc = scene::glb::Document::parse(bytes)?;
    let tree = doc.node_tree()?;
    let vrm = vrm_humanoid(&doc)?;
    let nodes = doc.array("nodes")?;
    let positions: Vec<Vec3> = tree.world.iter().map(|w| w.transform_point3(Vec3::ZERO)).collect();
    let mut map = Humanoid::new();
    for (h, node) in &vrm.bones {
        map.insert(*h, *node);
    }
    if vrm.kind == VrmKind::None {
        let names = nodes.iter().map(|n| n.get("name").and_then(serde_json::Value::as_str));
        scene::humanoid::map_names(names.map(|n| n.unwrap_or("")), &mut map);
    }
    // VRM 1.0 faces +Z (its left is +X); VRM 0.x faces −Z; a plain glTF by its named left limb.
    let left = match vrm.kind {
        VrmKind::V1 => Vec3::X,
        VrmKind::V0 => Vec3::NEG_X,
        VrmKind::None => {
            let x = |h: H| map.get(&h).and_then(|&b| positions.get(b)).map(|p| p.x);
            let hips = x(H::Hips).unwrap_or(0.0);
            match x(H::LeftUpperArm).or_else(|| x(H::LeftUpperLeg)) {
                Some(l) if l > hips => Vec3::X,
                _ => Vec3::NEG_X,
            }
        }
    };
    let p = plan(&Skeleton {
        positions: &positions,
        parents: &tree.parent,
        order: &tree.order,
        humanoid: &map,
        left,
    });
    if p.rest.status != RestStatus::Normalised {
        return Ok((None, p.rest));
    }
    let mut root = doc.root.clone();
    let Some(list) = root.get_mut("nodes").and_then(serde_json::Value::as_array_mut) else {
        return Ok((None, p.rest));
    };
    for (i, node) in list.iter_mut().enumerate() {
        if !p.own.get(i).copied().unwrap_or(false) {
            continue;
        }
        let world = tree.world.get(i).copied().unwrap_or(Mat4::IDENTITY);
        let d = p.deltas.get(i).copied().unwrap_or(Affine3A::IDENTITY);
        let new_world = Mat4::from(d) * world;
        let parent_new = tree
            .parent
            .get(i)
            .copied()
            .flatten()
            .map(|q| {
                let pd = p.deltas.get(q).copied().unwrap_or(Affine3A::IDENTITY);
                Mat4::from(pd) * tree.world.get(q).copied().unwrap_or(Mat4::IDENTITY)
            })
            .unwrap_or(Mat4::IDENTITY);
        let local = parent_new.inverse() * new_world;
        let Some(obj) = node.as_object_mut() else { continue };
        if obj.contains_key("matrix") {
            obj.insert("matrix".into(), serde_json::json!(local.to_cols_array()));
        } else {
            let (s, r, t) = local.to_scale_rotation_translation();
            obj.insert("translation".into(), serde_json::json!(t.to_array()));
            obj.insert("rotation".into(), serde_json::json!(r.normalize().to_array()));
            obj.insert("scale".into(), serde_json::json!(s.to_array()));
        }
    }
    let json = serde_json::to_vec(&root).map_err(|e| RewriteError::Json(e.to_string()))?;
    Ok((Some(scene::glb::write(&json, doc.bin)?), p.rest))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn an_a_pose_arm_is_turned_to_the_side() {
        // hips, left upper arm at (−0.2, 1.4), elbow 45° down-left, hand further along.
        let s = std::f32::consts::FRAC_1_SQRT_2 * 0.3;
        let positions = vec![
            Vec3::new(0.0, 1.0, 0.0),
            Vec3::new(-0.2, 1.4, 0.0),
            Vec3::new(-0.2 - s, 1.4 - s, 0.0),
            Vec3::new(-0.2 - 2.0 * s, 1.4 - 2.0 * s, 0.0),
        ];
        let parents = vec![None, Some(0), Some(1), Some(2)];
        let mut map = Humanoid::new();
        map.insert(H::Hips, 0);
        map.insert(H::LeftUpperArm, 1);
        map.insert(H::LeftLowerArm, 2);
        map.insert(H::LeftHand, 3);
        let p = plan(&Skeleton {
            positions: &positions,
            parents: &parents,
            order: &[0, 1, 2, 3],
            humanoid: &map,
            left: Vec3::NEG_X,
        });
        // The legs are missing: refused, with the reason.
        assert_eq!(p.rest.status, RestStatus::Refused);
        assert!(p.rest.reason.as_deref().unwrap().contains("leftUpperLeg"), "{:?}", p.rest.reason);
        assert_eq!(p.rest.upper_arms_below_horizontal_deg.left, Some(45.0));
        assert_eq!(p.rest.elbows_bent_deg.left, Some(0.0));
    }
}
