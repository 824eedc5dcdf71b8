//! Humanoid bones: the VRM names (0.x and 1.0), name heuristics for other tools' skeletons, and
//! a topology fallback for unnamed skeletons (the disc's `node00`..`node33`).

use std::collections::BTreeMap;

use crate::figure::Bone;

pub use scene::humanoid::{HumanBone, VRM_NAMES};

/// Where a humanoid map came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MapSource {
    /// `extensions.VRM.humanoid` (VRM 0.x).
    Vrm0,
    /// `extensions.VRMC_vrm.humanoid` (VRM 1.0).
    Vrm1,
    /// Bone names (VRoid `J_Bip_*`, Mixamo, Blender, the synthetic names).
    Names,
    /// Skeleton topology only.
    Topology,
}

/// A humanoid map: human bone → figure bone.
pub type Humanoid = BTreeMap<HumanBone, usize>;

/// Splits a bone name into lower-case tokens at non-alphanumerics, case changes and digits:
/// `J_Bip_L_UpperArm` → `j bip l upper arm`, `mixamorig:LeftUpLeg` → `mixamorig left up leg`.
pub fn tokens(name: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut prev: Option<char> = None;
    for c in name.chars() {
        let boundary = match prev {
            None => false,
            Some(p) => {
                !c.is_alphanumeric()
                    || (c.is_uppercase() && p.is_lowercase())
                    || (c.is_ascii_digit() != p.is_ascii_digit())
            }
        };
        if boundary && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        if c.is_alphanumeric() {
            cur.extend(c.to_lowercase());
        }
        prev = Some(c);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Side named by tokens: `l`/`left` → left, `r`/`right` → right.
fn side_of(tokens: &[String]) -> Option<bool> {
    let left = tokens.iter().any(|t| t == "l" || t == "left");
    let right = tokens.iter().any(|t| t == "r" || t == "right");
    match (left, right) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// The humanoid bone a name denotes **[provisional heuristics]**: VRoid (`J_Bip_C_Hips`,
/// `J_Bip_L_UpperArm`), Mixamo (`mixamorig:LeftForeArm`), Blender (`upper_arm.L`, `thigh.R`),
/// Unity (`LeftUpperLeg`), and the synthetic girl's names (`upper_arm_l`).
pub fn from_name(name: &str) -> Option<HumanBone> {
    use HumanBone as H;
    let toks = tokens(name);
    let side = side_of(&toks);
    let skip =
        ["j", "bip", "adj", "c", "l", "r", "left", "right", "mixamorig", "def", "org", "bone"];
    let core: String =
        toks.iter().filter(|t| !skip.contains(&t.as_str())).map(String::as_str).collect();
    let central = match core.as_str() {
        "hips" | "hip" | "pelvis" => Some(H::Hips),
        "spine" | "spine0" | "abdomen" => Some(H::Spine),
        "chest" | "spine1" => Some(H::Chest),
        "upperchest" | "spine2" => Some(H::UpperChest),
        "neck" => Some(H::Neck),
        "head" => Some(H::Head),
        "jaw" => Some(H::Jaw),
        _ => None,
    };
    if central.is_some() {
        return central;
    }
    let pair = |l: HumanBone, r: HumanBone| side.map(|left| if left { l } else { r });
    match core.as_str() {
        "shoulder" | "clavicle" => pair(H::LeftShoulder, H::RightShoulder),
        "upperarm" | "arm" => pair(H::LeftUpperArm, H::RightUpperArm),
        "lowerarm" | "forearm" | "elbow" => pair(H::LeftLowerArm, H::RightLowerArm),
        "hand" | "wrist" => pair(H::LeftHand, H::RightHand),
        "upperleg" | "upleg" | "thigh" => pair(H::LeftUpperLeg, H::RightUpperLeg),
        "lowerleg" | "leg" | "shin" | "calf" | "knee" => pair(H::LeftLowerLeg, H::RightLowerLeg),
        "foot" | "ankle" => pair(H::LeftFoot, H::RightFoot),
        "toes" | "toe" | "toebase" => pair(H::LeftToes, H::RightToes),
        "eye" | "faceeye" => pair(H::LeftEye, H::RightEye),
        _ => None,
    }
}

/// Fills `map` from bone names where a bone is not mapped yet (first bone in order wins).
pub fn map_names(bones: &[Bone], map: &mut Humanoid) {
    for (i, b) in bones.iter().enumerate() {
        if let Some(h) = from_name(&b.name) {
            if !map.values().any(|&v| v == i) {
                map.entry(h).or_insert(i);
            }
        }
    }
}

/// Skeleton facts used by the topology rules.
pub struct Tree {
    kids: Vec<Vec<usize>>,
    depth: Vec<usize>,
    size: Vec<usize>,
}

impl Tree {
    /// Children lists, subtree depth (longest chain below) and subtree size per bone. Bones must
    /// be ordered parents first.
    pub fn new(bones: &[Bone]) -> Tree {
        let n = bones.len();
        let mut kids = vec![Vec::new(); n];
        for (i, b) in bones.iter().enumerate() {
            if let Some(k) = b.parent.and_then(|p| kids.get_mut(p)) {
                k.push(i);
            }
        }
        let mut depth = vec![0usize; n];
        let mut size = vec![1usize; n];
        for i in (0..n).rev() {
            let (d, s) = kids.get(i).map_or((0, 0), |ks| {
                ks.iter().fold((0usize, 0usize), |(d, s), &k| {
                    (
                        d.max(depth.get(k).copied().unwrap_or(0).saturating_add(1)),
                        s.saturating_add(size.get(k).copied().unwrap_or(0)),
                    )
                })
            });
            if let Some(x) = depth.get_mut(i) {
                *x = d;
            }
            if let Some(x) = size.get_mut(i) {
                *x = s.saturating_add(1);
            }
        }
        Tree { kids, depth, size }
    }

    /// Children of `b`.
    pub fn kids(&self, b: usize) -> &[usize] {
        self.kids.get(b).map_or(&[], Vec::as_slice)
    }

    /// Longest chain below `b` (0 for a leaf).
    pub fn depth(&self, b: usize) -> usize {
        self.depth.get(b).copied().unwrap_or(0)
    }

    /// Bones in the subtree of `b`, itself included.
    pub fn size(&self, b: usize) -> usize {
        self.size.get(b).copied().unwrap_or(0)
    }

    /// The child continuing a chain: deepest, then largest, then first.
    pub fn main_kid(&self, b: usize) -> Option<usize> {
        let mut best: Option<usize> = None;
        for &k in self.kids(b) {
            best = match best {
                Some(c) if (self.depth(c), self.size(c)) >= (self.depth(k), self.size(k)) => {
                    Some(c)
                }
                _ => Some(k),
            };
        }
        best
    }
}

fn pos(bones: &[Bone], b: usize) -> [f32; 3] {
    bones.get(b).map_or([0.0; 3], |b| b.position)
}

/// Fills the missing humanoid bones from topology **[provisional]** (the rules are in
/// docs/measure.md): hips = the root with the most descendants (skipping single-child wrapper
/// roots); legs = the two other hip children with chains of 3 reaching lowest; the spine
/// continues through the largest child until a bone has three children with chains of 3: the
/// one nearest the mid-plane is the neck, the two farthest apart the arms. Left is −X (the model
/// faces −Z).
pub fn map_topology(bones: &[Bone], map: &mut Humanoid) {
    use HumanBone as H;
    let t = Tree::new(bones);
    let hips = match map.get(&H::Hips) {
        Some(&h) => h,
        None => {
            let mut root = None;
            for (i, b) in bones.iter().enumerate() {
                if b.parent.is_none() && root.is_none_or(|r| t.size(i) > t.size(r)) {
                    root = Some(i);
                }
            }
            let Some(mut h) = root else { return };
            while let [only] = t.kids(h) {
                h = *only;
            }
            h
        }
    };
    map.entry(H::Hips).or_insert(hips);
    let hp = pos(bones, hips);
    // Spine: the hip child with the largest subtree; legs: other chains of 3, lowest ends.
    let spine = t.kids(hips).iter().copied().max_by_key(|&k| (t.size(k), std::cmp::Reverse(k)));
    let Some(spine) = spine else { return };
    let lowest = |b: usize| -> f32 {
        let mut stack = vec![b];
        let mut y = f32::MAX;
        while let Some(x) = stack.pop() {
            y = y.min(pos(bones, x)[1]);
            stack.extend_from_slice(t.kids(x));
        }
        y
    };
    let mut legs: Vec<usize> =
        t.kids(hips).iter().copied().filter(|&k| k != spine && t.depth(k) >= 2).collect();
    legs.sort_by(|&a, &b| lowest(a).total_cmp(&lowest(b)));
    legs.truncate(2);
    if legs.len() == 2 {
        legs.sort_by(|&a, &b| pos(bones, a)[0].total_cmp(&pos(bones, b)[0]));
        let sides = [
            (H::LeftUpperLeg, H::LeftLowerLeg, H::LeftFoot),
            (H::RightUpperLeg, H::RightLowerLeg, H::RightFoot),
        ];
        for (&upper, (hu, hl, hf)) in legs.iter().zip(sides) {
            map.entry(hu).or_insert(upper);
            if let Some(lower) = t.main_kid(upper) {
                map.entry(hl).or_insert(lower);
                if let Some(foot) = t.main_kid(lower) {
                    map.entry(hf).or_insert(foot);
                }
            }
        }
    }
    map.entry(H::Spine).or_insert(spine);
    let mut cur = spine;
    for _ in 0..bones.len() {
        let chains: Vec<usize> = t.kids(cur).iter().copied().filter(|&k| t.depth(k) >= 2).collect();
        if chains.len() >= 3 {
            let cx = pos(bones, cur)[0];
            let Some(&neck) = chains.iter().min_by(|&&a, &&b| {
                (pos(bones, a)[0] - cx).abs().total_cmp(&(pos(bones, b)[0] - cx).abs())
            }) else {
                return;
            };
            if cur != spine {
                map.entry(H::Chest).or_insert(cur);
            }
            let mut arms: Vec<usize> = chains.iter().copied().filter(|&k| k != neck).collect();
            arms.sort_by(|&a, &b| pos(bones, a)[0].total_cmp(&pos(bones, b)[0]));
            if let (Some(&l), Some(&r)) = (arms.first(), arms.last()) {
                if l != r {
                    let sides = [
                        (l, H::LeftUpperArm, H::LeftLowerArm, H::LeftHand),
                        (r, H::RightUpperArm, H::RightLowerArm, H::RightHand),
                    ];
                    for (upper, hu, hl, hh) in sides {
                        map.entry(hu).or_insert(upper);
                        if let Some(lower) = t.main_kid(upper) {
                            map.entry(hl).or_insert(lower);
                            if let Some(hand) = t.main_kid(lower) {
                                map.entry(hh).or_insert(hand);
                            }
                        }
                    }
                }
            }
            match t.main_kid(neck) {
                Some(head) => {
                    map.entry(H::Neck).or_insert(neck);
                    map.entry(H::Head).or_insert(head);
                }
                None => {
                    map.entry(H::Head).or_insert(neck);
                }
            }
            return;
        }
        match t.kids(cur).iter().copied().max_by_key(|&k| (t.size(k), std::cmp::Reverse(k))) {
            Some(next) => cur = next,
            None => return,
        }
    }
    let _ = hp;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_other_tools() {
        use HumanBone as H;
        let table: [(&str, Option<HumanBone>); 24] = [
            ("J_Bip_C_Hips", Some(H::Hips)),
            ("J_Bip_C_UpperChest", Some(H::UpperChest)),
            ("J_Bip_L_UpperArm", Some(H::LeftUpperArm)),
            ("J_Bip_R_LowerLeg", Some(H::RightLowerLeg)),
            ("J_Bip_L_ToeBase", Some(H::LeftToes)),
            ("J_Adj_L_FaceEye", Some(H::LeftEye)),
            ("J_Sec_Hair1_01", None),
            ("J_Bip_L_Index1", None),
            ("mixamorig:Hips", Some(H::Hips)),
            ("mixamorig:LeftArm", Some(H::LeftUpperArm)),
            ("mixamorig:RightForeArm", Some(H::RightLowerArm)),
            ("mixamorig:LeftUpLeg", Some(H::LeftUpperLeg)),
            ("mixamorig:LeftLeg", Some(H::LeftLowerLeg)),
            ("mixamorig:Spine1", Some(H::Chest)),
            ("mixamorig:LeftHandIndex1", None),
            ("mixamorig:HeadTop_End", None),
            ("DEF-upper_arm.L", Some(H::LeftUpperArm)),
            ("thigh.R", Some(H::RightUpperLeg)),
            ("LeftUpperLeg", Some(H::LeftUpperLeg)),
            ("upper_arm_l", Some(H::LeftUpperArm)),
            ("foot_r", Some(H::RightFoot)),
            ("hand", None),
            ("node05", None),
            ("Armature", None),
        ];
        for (name, want) in table {
            assert_eq!(from_name(name), want, "{name}");
        }
    }
}
