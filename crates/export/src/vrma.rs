//! VRM Animation (`.vrma`): one clip as a glTF binary with the `VRMC_vrm_animation` extension
//! (spec 1.0) **\[public: vrm-c/vrm-specification, `VRMC_vrm_animation-1.0`\]**, so the
//! original's clips play on any VRM — the user's avatar included.
//!
//! Retargeting goes through the humanoid map ([`crate::humanoid_map`]) and the VRM 1.0 rig the
//! exporter bakes ([`crate::document::Target::Vrm1`]: T-pose, identity rest rotations, front
//! +Z, soles at y = 0):
//!
//! * the file's node tree holds one node per mapped human bone, named after it, parented to
//!   its nearest mapped ancestor in the specification's bone hierarchy (the one three-vrm's
//!   normalized rig uses), at the baked T-pose positions with identity rotations — so the rest
//!   pose is the VRM T-pose the specification asks for;
//! * per tick, each bone's world rotation in that space is `G · P · R'⁻¹` (`P`: the clip's
//!   world rotation of the skeleton bone, `R'`: its baked T-pose world rotation, `G`: the turn
//!   to +Z), and the channel value is the parent human bone's world rotation inverted times
//!   it: the rotation relative to the rest pose. Skeleton bones between two human bones (and
//!   secondary chains) fold into these rotations;
//! * hips translation is the hips' world position (`G` applied); players scale it by the ratio
//!   of their hips height to the file's rest hips height (three-vrm-animation does).
//!
//! Times are `tick / tick_rate`, LINEAR; quaternion signs are kept continuous. Expressions and
//! lookAt are not animated by the disc's clips and are left out. The bytes are deterministic.
//!
//! ---
//!
#![doc = include_str!("../../../docs/formats/vrm.md")]
// The included Markdown tags provenance as `[published]`, `[public]`, `[provisional]`.
#![allow(rustdoc::broken_intra_doc_links)]
#![allow(clippy::arithmetic_side_effects)] // f32/glam math; byte offsets use checked ops

use glam::{Quat, Vec3};
use scene::{Clip, Model};
use serde_json::{json, Value};

use crate::document::{self, Target};
use crate::humanoid::{HumanBone, HumanoidMap};
use crate::pose::{self, Xf};
use crate::ExportError;

/// Most ticks a clip may have (18 minutes at 30 ticks/s): a bound on work and memory.
pub const MAX_TICKS: u32 = 1 << 15;

/// The extension's name.
pub const EXTENSION: &str = "VRMC_vrm_animation";

/// The parent of each human bone in the VRM specification's hierarchy (fingers left out)
/// **\[public: vrm-specification `humanoid` table; three-vrm `VRMHumanBoneParentMap`\]**.
pub fn spec_parent(h: HumanBone) -> Option<HumanBone> {
    use HumanBone as H;
    Some(match h {
        H::Hips => return None,
        H::Spine | H::LeftUpperLeg | H::RightUpperLeg => H::Hips,
        H::Chest => H::Spine,
        H::UpperChest => H::Chest,
        H::Neck | H::LeftShoulder | H::RightShoulder => H::UpperChest,
        H::Head => H::Neck,
        H::LeftEye | H::RightEye | H::Jaw => H::Head,
        H::LeftLowerLeg => H::LeftUpperLeg,
        H::LeftFoot => H::LeftLowerLeg,
        H::LeftToes => H::LeftFoot,
        H::RightLowerLeg => H::RightUpperLeg,
        H::RightFoot => H::RightLowerLeg,
        H::RightToes => H::RightFoot,
        H::LeftUpperArm => H::LeftShoulder,
        H::LeftLowerArm => H::LeftUpperArm,
        H::LeftHand => H::LeftLowerArm,
        H::RightUpperArm => H::RightShoulder,
        H::RightLowerArm => H::RightUpperArm,
        H::RightHand => H::RightLowerArm,
    })
}

/// The nearest ancestor of `h` in the specification's hierarchy that `map` has.
pub fn mapped_parent(map: &HumanoidMap, h: HumanBone) -> Option<HumanBone> {
    let mut p = spec_parent(h);
    while let Some(x) = p {
        if map.get(x).is_some() {
            return Some(x);
        }
        p = spec_parent(x);
    }
    None
}

/// A little binary buffer (views and float accessors), as in [`crate::document`].
#[derive(Default)]
struct Buf {
    data: Vec<u8>,
    views: Vec<Value>,
    accessors: Vec<Value>,
}

impl Buf {
    fn floats(
        &mut self,
        data: &[f32],
        n: usize,
        ty: &str,
        minmax: bool,
    ) -> Result<usize, ExportError> {
        let offset = self.data.len();
        let len = data.len().checked_mul(4).ok_or(ExportError::TooLarge)?;
        let end = offset.checked_add(len).ok_or(ExportError::TooLarge)?;
        if u32::try_from(end).is_err() {
            return Err(ExportError::TooLarge);
        }
        self.data.extend(data.iter().flat_map(|f| f.to_le_bytes()));
        self.views.push(json!({"buffer": 0, "byteOffset": offset, "byteLength": len}));
        let view = self.views.len().saturating_sub(1);
        let count = data.len().checked_div(n).unwrap_or(0);
        let mut a = json!({"bufferView": view, "componentType": 5126, "count": count, "type": ty});
        if minmax {
            let lo = data.iter().copied().fold(f32::INFINITY, f32::min);
            let hi = data.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            if let Some(o) = a.as_object_mut() {
                o.insert("min".into(), json!([f64::from(lo)]));
                o.insert("max".into(), json!([f64::from(hi)]));
            }
        }
        self.accessors.push(a);
        Ok(self.accessors.len().saturating_sub(1))
    }
}

/// Per tick of `clip`: the world transform of every skeleton bone in the baked VRM 1.0 space,
/// relative to its rest (rotation `G · P · R'⁻¹`, translation `G · p`), and the baked rest
/// world positions.
pub(crate) struct Retarget {
    /// `[tick][bone]`.
    pub worlds: Vec<Vec<Xf>>,
    /// Baked T-pose world position per bone.
    pub rest: Vec<Vec3>,
}

pub(crate) fn retarget(
    model: &Model,
    map: &HumanoidMap,
    clip: &Clip,
) -> Result<Retarget, ExportError> {
    let skel = model.skeleton.as_ref().ok_or_else(|| ExportError::NotHumanoid {
        model: model.name.clone(),
        reason: "no skeleton".into(),
    })?;
    pose::check_order(skel)?;
    if !(clip.tick_rate.is_finite() && clip.tick_rate > 0.0) {
        return Err(ExportError::TickRate { clip: clip.name.clone(), rate: clip.tick_rate });
    }
    if clip.ticks > MAX_TICKS {
        return Err(ExportError::ClipTooLong {
            clip: clip.name.clone(),
            ticks: clip.ticks,
            max: MAX_TICKS,
        });
    }
    let ticks = clip.ticks as usize;
    crate::document::check_samples(clip)?;
    let rig = document::rig(model, skel, Target::Vrm1, Some(map));
    let (baked_r, g) = rig.retarget.ok_or(ExportError::NotHumanoid {
        model: model.name.clone(),
        reason: "no VRM rig".into(),
    })?;
    // The node locals are translations only: their sums are the baked world positions.
    let rest: Vec<Vec3> = pose::worlds(skel, &rig.node_locals).iter().map(|w| w.t).collect();
    let mut worlds = Vec::with_capacity(ticks);
    for tick in 0..ticks {
        let p = pose::worlds(skel, &pose::clip_locals(skel, clip, tick));
        worlds.push(
            p.iter()
                .zip(&baked_r)
                .map(|(w, r)| Xf { t: g.point(w.t), r: (g.r * w.r * r.inverse()).normalize() })
                .collect(),
        );
    }
    Ok(Retarget { worlds, rest })
}

/// The `.vrma` bytes of one clip of a humanoid model, with the model's own map.
pub fn vrma(model: &Model, clip: &Clip) -> Result<Vec<u8>, ExportError> {
    vrma_with(model, &crate::humanoid::humanoid_map(model)?, clip)
}

/// [`vrma`] with a given humanoid map.
pub fn vrma_with(model: &Model, map: &HumanoidMap, clip: &Clip) -> Result<Vec<u8>, ExportError> {
    let missing = map.missing(false);
    if !missing.is_empty() {
        let names: Vec<&str> = missing.iter().map(|h| h.name()).collect();
        return Err(ExportError::NotHumanoid {
            model: model.name.clone(),
            reason: format!("required bones not found: {}", names.join(", ")),
        });
    }
    if clip.ticks == 0 {
        return Err(ExportError::ClipSamples {
            clip: clip.name.clone(),
            bone: 0,
            expected: 1,
            found: 0,
        });
    }
    let rt = retarget(model, map, clip)?;
    // Human bones in specification order; node k = bones[k].
    let bones: Vec<(HumanBone, usize)> = map.bones.iter().map(|(h, b)| (*h, *b)).collect();
    let node_of = |h: HumanBone| bones.iter().position(|(x, _)| *x == h);
    let rest_of = |b: usize| rt.rest.get(b).copied().unwrap_or(Vec3::ZERO);
    let mut nodes = Vec::with_capacity(bones.len());
    for (h, b) in &bones {
        let parent = mapped_parent(map, *h);
        let t = rest_of(*b) - parent.and_then(|p| map.get(p)).map_or(Vec3::ZERO, rest_of);
        let children: Vec<usize> = bones
            .iter()
            .enumerate()
            .filter(|(_, (c, _))| mapped_parent(map, *c) == Some(*h))
            .map(|(i, _)| i)
            .collect();
        let mut n = json!({"name": h.name(), "translation": t.to_array()});
        if let (false, Some(o)) = (children.is_empty(), n.as_object_mut()) {
            o.insert("children".into(), json!(children));
        }
        nodes.push(n);
    }
    let hips = node_of(HumanBone::Hips)
        .ok_or(ExportError::NotHumanoid { model: model.name.clone(), reason: "no hips".into() })?;

    let mut buf = Buf::default();
    let times: Vec<f32> = (0..rt.worlds.len()).map(|k| k as f32 / clip.tick_rate).collect();
    let input = buf.floats(&times, 1, "SCALAR", true)?;
    let mut samplers = Vec::new();
    let mut channels = Vec::new();
    let world = |tick: &[Xf], h: HumanBone| map.get(h).and_then(|b| tick.get(b)).copied();
    // Hips translation: always (it grounds the clip).
    let hips_bone = map.get(HumanBone::Hips).unwrap_or(0);
    let ht: Vec<f32> = rt
        .worlds
        .iter()
        .flat_map(|w| w.get(hips_bone).map_or(rest_of(hips_bone), |x| x.t).to_array())
        .collect();
    let out = buf.floats(&ht, 3, "VEC3", false)?;
    channels.push(json!({"sampler": 0, "target": {"node": hips, "path": "translation"}}));
    samplers.push(json!({"input": input, "output": out, "interpolation": "LINEAR"}));
    for (k, (h, _)) in bones.iter().enumerate() {
        let parent = mapped_parent(map, *h);
        let mut qs: Vec<Quat> = rt
            .worlds
            .iter()
            .map(|w| {
                let own = world(w, *h).map_or(Quat::IDENTITY, |x| x.r);
                let up = parent.and_then(|p| world(w, p)).map_or(Quat::IDENTITY, |x| x.r);
                (up.inverse() * own).normalize()
            })
            .collect();
        for i in 1..qs.len() {
            let prev = qs.get(i - 1).copied();
            if let (Some(a), Some(b)) = (prev, qs.get_mut(i)) {
                if a.dot(*b) < 0.0 {
                    *b = -*b;
                }
            }
        }
        if qs.iter().all(|q| q.dot(Quat::IDENTITY).abs() >= 1.0 - 1e-7) {
            continue;
        }
        let data: Vec<f32> = qs.iter().flat_map(|q| q.to_array()).collect();
        let out = buf.floats(&data, 4, "VEC4", false)?;
        channels
            .push(json!({"sampler": samplers.len(), "target": {"node": k, "path": "rotation"}}));
        samplers.push(json!({"input": input, "output": out, "interpolation": "LINEAR"}));
    }
    let human_bones: serde_json::Map<String, Value> = bones
        .iter()
        .enumerate()
        .map(|(k, (h, _))| (h.name().to_string(), json!({"node": k})))
        .collect();
    let doc = json!({
        "asset": {
            "version": "2.0",
            "generator": concat!("dewrip ", env!("CARGO_PKG_VERSION")),
            "copyright": crate::document::LICENCE_TEXT,
        },
        "scene": 0,
        "scenes": [{"name": format!("{} {}", model.name, clip.name), "nodes": [hips]}],
        "nodes": nodes,
        "animations": [{
            "name": clip.name,
            "channels": channels,
            "samplers": samplers,
            "extras": {"tick_rate": clip.tick_rate, "ticks": clip.ticks, "model": model.name},
        }],
        "buffers": [{"byteLength": buf.data.len()}],
        "bufferViews": buf.views,
        "accessors": buf.accessors,
        "extensionsUsed": [EXTENSION],
        "extensions": {EXTENSION: {
            "specVersion": "1.0",
            "humanoid": {"humanBones": human_bones},
        }},
        "extras": {
            "source": model.meta.source,
            "retarget": "humanoid map of the skeleton's topology; rotations relative to the baked VRM 1.0 T-pose; hips translation in metres",
        },
    });
    document::encode(doc, &buf.data)
}

/// File name for a clip's `.vrma`: the clip's name sanitised, `clip_N` when it is empty.
pub fn file_name(clip: &Clip, index: usize) -> String {
    let s: String = clip
        .name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' })
        .take(64)
        .collect();
    if s.is_empty() {
        format!("clip_{index}.vrma")
    } else {
        format!("{s}.vrma")
    }
}
