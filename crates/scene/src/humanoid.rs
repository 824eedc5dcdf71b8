//! The humanoid bone set: one [`HumanBone`] for exporting VRM and for measuring avatars,
//! with the VRM 1.0 and 0.x names **[public: vrm-specification, `humanoid`]**. Fingers are not
//! tracked. The declaration order is the specification's table order (torso, head, legs,
//! arms), so iterating a map gives the bones in the order VRM lists them.

use std::collections::BTreeMap;

use crate::BoneId;

/// A VRM humanoid bone (fingers left out).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HumanBone {
    /// `hips`.
    Hips,
    /// `spine`.
    Spine,
    /// `chest`.
    Chest,
    /// `upperChest`.
    UpperChest,
    /// `neck`.
    Neck,
    /// `head`.
    Head,
    /// `leftEye`.
    LeftEye,
    /// `rightEye`.
    RightEye,
    /// `jaw`.
    Jaw,
    /// `leftUpperLeg`.
    LeftUpperLeg,
    /// `leftLowerLeg`.
    LeftLowerLeg,
    /// `leftFoot`.
    LeftFoot,
    /// `leftToes`.
    LeftToes,
    /// `rightUpperLeg`.
    RightUpperLeg,
    /// `rightLowerLeg`.
    RightLowerLeg,
    /// `rightFoot`.
    RightFoot,
    /// `rightToes`.
    RightToes,
    /// `leftShoulder`.
    LeftShoulder,
    /// `leftUpperArm`.
    LeftUpperArm,
    /// `leftLowerArm`.
    LeftLowerArm,
    /// `leftHand`.
    LeftHand,
    /// `rightShoulder`.
    RightShoulder,
    /// `rightUpperArm`.
    RightUpperArm,
    /// `rightLowerArm`.
    RightLowerArm,
    /// `rightHand`.
    RightHand,
}

/// Every bone with its name. VRM 0.x (`extensions.VRM.humanoid.humanBones[].bone`) and VRM 1.0
/// (`extensions.VRMC_vrm.humanoid.humanBones` keys) spell these 25 bones the same; they differ
/// only in the thumb (0.x `thumbProximal…`, 1.0 `thumbMetacarpal…`), which is not tracked.
pub const VRM_NAMES: [(HumanBone, &str); 25] = [
    (HumanBone::Hips, "hips"),
    (HumanBone::Spine, "spine"),
    (HumanBone::Chest, "chest"),
    (HumanBone::UpperChest, "upperChest"),
    (HumanBone::Neck, "neck"),
    (HumanBone::Head, "head"),
    (HumanBone::LeftEye, "leftEye"),
    (HumanBone::RightEye, "rightEye"),
    (HumanBone::Jaw, "jaw"),
    (HumanBone::LeftUpperLeg, "leftUpperLeg"),
    (HumanBone::LeftLowerLeg, "leftLowerLeg"),
    (HumanBone::LeftFoot, "leftFoot"),
    (HumanBone::LeftToes, "leftToes"),
    (HumanBone::RightUpperLeg, "rightUpperLeg"),
    (HumanBone::RightLowerLeg, "rightLowerLeg"),
    (HumanBone::RightFoot, "rightFoot"),
    (HumanBone::RightToes, "rightToes"),
    (HumanBone::LeftShoulder, "leftShoulder"),
    (HumanBone::LeftUpperArm, "leftUpperArm"),
    (HumanBone::LeftLowerArm, "leftLowerArm"),
    (HumanBone::LeftHand, "leftHand"),
    (HumanBone::RightShoulder, "rightShoulder"),
    (HumanBone::RightUpperArm, "rightUpperArm"),
    (HumanBone::RightLowerArm, "rightLowerArm"),
    (HumanBone::RightHand, "rightHand"),
];

impl HumanBone {
    /// Every tracked bone, in the specification's order.
    pub const ALL: [HumanBone; 25] = [
        HumanBone::Hips,
        HumanBone::Spine,
        HumanBone::Chest,
        HumanBone::UpperChest,
        HumanBone::Neck,
        HumanBone::Head,
        HumanBone::LeftEye,
        HumanBone::RightEye,
        HumanBone::Jaw,
        HumanBone::LeftUpperLeg,
        HumanBone::LeftLowerLeg,
        HumanBone::LeftFoot,
        HumanBone::LeftToes,
        HumanBone::RightUpperLeg,
        HumanBone::RightLowerLeg,
        HumanBone::RightFoot,
        HumanBone::RightToes,
        HumanBone::LeftShoulder,
        HumanBone::LeftUpperArm,
        HumanBone::LeftLowerArm,
        HumanBone::LeftHand,
        HumanBone::RightShoulder,
        HumanBone::RightUpperArm,
        HumanBone::RightLowerArm,
        HumanBone::RightHand,
    ];

    /// The bone for a VRM 1.0 or 0.x name; `None` for fingers and unknown names.
    pub fn from_vrm(name: &str) -> Option<HumanBone> {
        VRM_NAMES.iter().find(|(_, n)| *n == name).map(|(h, _)| *h)
    }

    /// The VRM name (the same in 1.0 and 0.x for these bones).
    pub fn name(self) -> &'static str {
        VRM_NAMES.iter().find(|(h, _)| *h == self).map_or("", |(_, n)| n)
    }

    /// The VRM name (alias of [`HumanBone::name`]).
    pub fn vrm_name(self) -> &'static str {
        self.name()
    }

    /// Required by VRM 1.0: hips, spine, head, and the upper/lower arm, hand, upper/lower leg
    /// and foot of each side (15 bones).
    pub fn required_vrm1(self) -> bool {
        use HumanBone as H;
        matches!(
            self,
            H::Hips
                | H::Spine
                | H::Head
                | H::LeftUpperLeg
                | H::LeftLowerLeg
                | H::LeftFoot
                | H::RightUpperLeg
                | H::RightLowerLeg
                | H::RightFoot
                | H::LeftUpperArm
                | H::LeftLowerArm
                | H::LeftHand
                | H::RightUpperArm
                | H::RightLowerArm
                | H::RightHand
        )
    }

    /// Required by VRM 0.x: the 1.0 set plus chest and neck (17 bones).
    pub fn required_vrm0(self) -> bool {
        self.required_vrm1() || matches!(self, HumanBone::Chest | HumanBone::Neck)
    }

    /// The next bone of a limb chain (upper → lower → hand/foot).
    pub fn chain_child(self) -> Option<HumanBone> {
        use HumanBone as H;
        Some(match self {
            H::LeftUpperLeg => H::LeftLowerLeg,
            H::LeftLowerLeg => H::LeftFoot,
            H::RightUpperLeg => H::RightLowerLeg,
            H::RightLowerLeg => H::RightFoot,
            H::LeftUpperArm => H::LeftLowerArm,
            H::LeftLowerArm => H::LeftHand,
            H::RightUpperArm => H::RightLowerArm,
            H::RightLowerArm => H::RightHand,
            _ => return None,
        })
    }
}

/// A humanoid bone map: each human bone → one skeleton bone.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HumanoidMap {
    /// The map, ordered by [`HumanBone`].
    pub bones: BTreeMap<HumanBone, BoneId>,
}

impl HumanoidMap {
    /// The skeleton bone for a human bone.
    pub fn get(&self, h: HumanBone) -> Option<BoneId> {
        self.bones.get(&h).copied()
    }

    /// The human bone a skeleton bone plays, if any.
    pub fn human_of(&self, bone: BoneId) -> Option<HumanBone> {
        self.bones.iter().find(|(_, b)| **b == bone).map(|(h, _)| *h)
    }

    /// Bones VRM 1.0 (`v0 == false`) or VRM 0.x (`v0 == true`) requires that the map lacks.
    pub fn missing(&self, v0: bool) -> Vec<HumanBone> {
        HumanBone::ALL
            .into_iter()
            .filter(|h| if v0 { h.required_vrm0() } else { h.required_vrm1() })
            .filter(|h| !self.bones.contains_key(h))
            .collect()
    }
}

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

/// Fills `map` from bone names (in bone order) where a human bone is not mapped yet and the bone
/// plays no other role (the first bone in order wins).
pub fn map_names<'a>(
    names: impl IntoIterator<Item = &'a str>,
    map: &mut BTreeMap<HumanBone, BoneId>,
) {
    for (i, name) in names.into_iter().enumerate() {
        if let Some(h) = from_name(name) {
            if !map.values().any(|&v| v == i) {
                map.entry(h).or_insert(i);
            }
        }
    }
}

/// Skeleton facts the topology rules use: children, subtree depth and size.
#[derive(Debug, Clone)]
pub struct Tree {
    kids: Vec<Vec<BoneId>>,
    depth: Vec<usize>,
    size: Vec<usize>,
}

impl Tree {
    /// Children lists, subtree depth (longest chain below) and subtree size per bone, from
    /// each bone's parent. Bones must be ordered parents first (a later parent is ignored).
    pub fn new(parents: &[Option<BoneId>]) -> Tree {
        let n = parents.len();
        let mut kids = vec![Vec::new(); n];
        for (i, p) in parents.iter().enumerate() {
            if let Some(k) = p.filter(|&p| p < i).and_then(|p| kids.get_mut(p)) {
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
    pub fn kids(&self, b: BoneId) -> &[BoneId] {
        self.kids.get(b).map_or(&[], Vec::as_slice)
    }

    /// Longest chain below `b` (0 for a leaf).
    pub fn depth(&self, b: BoneId) -> usize {
        self.depth.get(b).copied().unwrap_or(0)
    }

    /// Bones in the subtree of `b`, itself included.
    pub fn size(&self, b: BoneId) -> usize {
        self.size.get(b).copied().unwrap_or(0)
    }

    /// The child continuing a limb: deepest, then largest, then first.
    pub fn main_kid(&self, b: BoneId) -> Option<BoneId> {
        let mut best: Option<BoneId> = None;
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

    /// The child continuing the trunk: the largest subtree (ties: the first).
    pub fn trunk_kid(&self, b: BoneId) -> Option<BoneId> {
        self.kids(b).iter().copied().max_by_key(|&k| (self.size(k), std::cmp::Reverse(k)))
    }
}

/// The one humanoid mapping from a skeleton's shape **[provisional]** (docs/measure.md,
/// "Humanoid map"), used by the VRM export, the budget's parts, the gallery and `compare`.
/// `parents` are the bones' parents (parents first); `positions` their world positions in a
/// standing pose; `front_z` the side the model faces along Z (−1: its left is −X; +1: +X).
/// Fills the human bones `map` lacks:
///
/// * hips = the root with the largest subtree, past single-child wrapper roots;
/// * spine = the hips' child with the largest subtree; legs = two other hip children starting
///   chains of three bones, the two reaching lowest (upper → lower → foot, each step to the
///   deepest child);
/// * walking down the trunk from the spine (to the largest subtree), the first bone with two
///   side chains of three bones besides its child nearest the mid-plane is the chest (no
///   chest bone when that is the spine itself); the side chains farthest apart are the arms
///   (upper → lower → hand); the child nearest the mid-plane is the neck and its deepest child
///   the head (a childless one is the head itself, with no neck);
/// * left and right from the side of each hand or foot, seen from the way the model faces.
///
/// `Err` names what the shape lacks (the bones found so far stay in `map`).
pub fn map_topology(
    parents: &[Option<BoneId>],
    positions: &[[f32; 3]],
    front_z: f32,
    map: &mut BTreeMap<HumanBone, BoneId>,
) -> Result<(), String> {
    use HumanBone as H;
    let t = Tree::new(parents);
    let pos = |b: BoneId| positions.get(b).copied().unwrap_or([0.0; 3]);
    // Smaller = further to the model's left.
    let leftness = |b: BoneId| pos(b)[0] * -front_z.signum();
    let hips = match map.get(&H::Hips) {
        Some(&h) => h,
        None => {
            let root = (0..parents.len())
                .filter(|&i| parents.get(i).is_some_and(Option::is_none))
                .max_by_key(|&i| (t.size(i), std::cmp::Reverse(i)))
                .ok_or("the skeleton has no root bone")?;
            let mut h = root;
            while let [only] = t.kids(h) {
                h = *only;
            }
            h
        }
    };
    map.entry(H::Hips).or_insert(hips);
    let spine = t.trunk_kid(hips).ok_or("the root has no children")?;
    let chain = |start: BoneId| -> [Option<BoneId>; 3] {
        let b = t.main_kid(start);
        [Some(start), b, b.and_then(|b| t.main_kid(b))]
    };
    let end = |start: BoneId| chain(start)[2].unwrap_or(start);
    let lowest = |b: BoneId| -> f32 {
        let mut stack = vec![b];
        let mut y = f32::MAX;
        let mut steps = 0usize;
        while let Some(x) = stack.pop() {
            y = y.min(pos(x)[1]);
            stack.extend_from_slice(t.kids(x));
            steps = steps.saturating_add(1);
            if steps > parents.len() {
                break;
            }
        }
        y
    };
    let mut legs: Vec<BoneId> =
        t.kids(hips).iter().copied().filter(|&k| k != spine && t.depth(k) >= 2).collect();
    legs.sort_by(|&a, &b| lowest(a).total_cmp(&lowest(b)).then(a.cmp(&b)));
    legs.truncate(2);
    legs.sort_by(|&a, &b| leftness(end(a)).total_cmp(&leftness(end(b))));
    let leg_names = [
        [H::LeftUpperLeg, H::LeftLowerLeg, H::LeftFoot],
        [H::RightUpperLeg, H::RightLowerLeg, H::RightFoot],
    ];
    if legs.len() == 2 {
        for (&upper, names) in legs.iter().zip(leg_names) {
            for (b, h) in chain(upper).into_iter().zip(names) {
                if let Some(b) = b {
                    map.entry(h).or_insert(b);
                }
            }
        }
    }
    map.entry(H::Spine).or_insert(spine);
    let mut cur = spine;
    for _ in 0..parents.len() {
        let cx = pos(cur)[0];
        let mid = t.kids(cur).iter().copied().min_by(|&a, &b| {
            (pos(a)[0] - cx).abs().total_cmp(&(pos(b)[0] - cx).abs()).then(a.cmp(&b))
        });
        let mut arms: Vec<BoneId> =
            t.kids(cur).iter().copied().filter(|&k| Some(k) != mid && t.depth(k) >= 2).collect();
        if let (Some(neck), true) = (mid, arms.len() >= 2) {
            if cur != spine {
                map.entry(H::Chest).or_insert(cur);
            }
            arms.sort_by(|&a, &b| leftness(end(a)).total_cmp(&leftness(end(b))));
            let sides = [
                (arms.first(), [H::LeftUpperArm, H::LeftLowerArm, H::LeftHand]),
                (arms.last(), [H::RightUpperArm, H::RightLowerArm, H::RightHand]),
            ];
            for (upper, names) in sides {
                for (b, h) in upper.map_or([None; 3], |&u| chain(u)).into_iter().zip(names) {
                    if let Some(b) = b {
                        map.entry(h).or_insert(b);
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
            return if legs.len() == 2 {
                Ok(())
            } else {
                Err(format!("the root has {} leg chains three bones deep, not 2", legs.len()))
            };
        }
        cur = t.trunk_kid(cur).ok_or("no chest: the spine ends without two arm chains")?;
    }
    Err("no chest: the spine walk did not end".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_required_sets() {
        for h in HumanBone::ALL {
            assert_eq!(HumanBone::from_vrm(h.name()), Some(h));
        }
        assert_eq!(HumanBone::ALL.iter().filter(|h| h.required_vrm1()).count(), 15);
        assert_eq!(HumanBone::ALL.iter().filter(|h| h.required_vrm0()).count(), 17);
        assert_eq!(HumanBone::from_vrm("leftThumbProximal"), None);
        assert_eq!(HumanoidMap::default().missing(true).len(), 17);
    }
}
