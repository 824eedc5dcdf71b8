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
