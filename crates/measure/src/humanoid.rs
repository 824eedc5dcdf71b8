//! Humanoid bones for measuring: the one mapping lives in [`scene::humanoid`] (VRM names,
//! name heuristics for other tools' skeletons, the topology rules for unnamed ones — the same
//! rules the VRM export uses); this module adds where a figure's map came from.

use std::collections::BTreeMap;

pub use scene::humanoid::{from_name, tokens, HumanBone, Tree, VRM_NAMES};

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
