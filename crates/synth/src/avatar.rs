//! The synthetic "fan avatar": a VRM built like a VRoid Studio export (VRoid bone names, a
//! weighted skin with up to 4 influences, extra bones: upper chest, shoulders, fingers, toes,
//! eyes, hair and hat bones) with **known proportions** relative to the synthetic girl: shoes,
//! shins, hat and hands exactly 0.5×, everything else 1.0× — the dimension comparison the user
//! published (field notes §1), rebuilt so `dewrip compare` can be checked against it.
//!
//! Both figures are built from one table of segments ([`rig`]): the girl's 34-node topology
//! (bones named as in the chr brief: `hips`, `spine`, …, `coat_front`) and the fan avatar's
//! VRoid skeleton share every box of geometry, so a segment's avatar ÷ girl ratio is exactly the
//! factor applied to it. The file is written by hand as GLB JSON + BIN (no glTF crate), in VRM
//! 0.x (`extensions.VRM`, model faces −Z) or VRM 1.0 (`extensions.VRMC_vrm`, turned 180° about Y
//! to face +Z). This file depends on `std` and `serde_json` only (the measure crate's tests
//! include it with `#[path]`).

use serde_json::{json, Value};

/// Which VRM flavour to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VrmVersion {
    /// VRM 0.x (UniVRM, VRoid Studio ≤ 1.x): `extensions.VRM`, the model faces −Z.
    V0,
    /// VRM 1.0: `extensions.VRMC_vrm`, the model faces +Z.
    V1,
}

/// Which skeleton a [`rig`] gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skeleton {
    /// The synthetic girl's 34-node topology (names `hips` … `coat_front`, in node order).
    Girl,
    /// A VRoid Studio skeleton (`J_Bip_C_Hips`, …) with extra bones.
    VRoid,
}

/// Size factors per segment (1.0 = the girl's size).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Factors {
    /// The hat and its tassels.
    pub hat: f32,
    /// Both hands.
    pub hands: f32,
    /// Both shins (lower legs).
    pub shins: f32,
    /// Both shoes (feet).
    pub shoes: f32,
}

impl Factors {
    /// Everything at the girl's size.
    pub const ONE: Factors = Factors { hat: 1.0, hands: 1.0, shins: 1.0, shoes: 1.0 };
    /// The fan avatar: shoes, shins, hat and hands at half size.
    pub const FAN: Factors = Factors { hat: 0.5, hands: 0.5, shins: 0.5, shoes: 0.5 };
}

/// Options for writing a figure.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Options {
    /// VRM flavour.
    pub version: VrmVersion,
    /// Skeleton naming and extra bones.
    pub skeleton: Skeleton,
    /// Segment sizes.
    pub factors: Factors,
    /// World scale (1.0 = metres, the girl ≈ 1.5 m).
    pub scale: f32,
    /// Put the bones under an `Armature` node scaled 0.01 with translations in centimetres
    /// (as FBX-derived exports do).
    pub centimetre_armature: bool,
    /// Subdivisions per box face edge (1 = 12 triangles per box).
    pub detail: u32,
    /// Extra subdivision factor for the head box (a head-heavy budget like the original's).
    pub head_detail: u32,
}

impl Options {
    /// The fan avatar in the given version, at 1 m scale.
    pub fn fan(version: VrmVersion) -> Options {
        Options {
            version,
            skeleton: Skeleton::VRoid,
            factors: Factors::FAN,
            scale: 1.0,
            centimetre_armature: false,
            detail: 2,
            head_detail: 3,
        }
    }
}

/// One bone of a rig; `pos` is the rest-pose world position (−Z front, metres before scaling).
#[derive(Debug, Clone, PartialEq)]
pub struct RigBone {
    /// Name.
    pub name: String,
    /// Parent bone.
    pub parent: Option<usize>,
    /// World rest position.
    pub pos: [f32; 3],
    /// VRM humanoid bone name (1.0 spelling; 0.x uses the same names for these bones).
    pub human: Option<&'static str>,
}

/// A box of geometry along `a → b`, cross-section `width × depth`, bound to `bone`.
#[derive(Debug, Clone, PartialEq)]
pub struct Piece {
    /// The bone whose segment this is.
    pub bone: usize,
    /// Start of the centre line.
    pub a: [f32; 3],
    /// End of the centre line.
    pub b: [f32; 3],
    /// Cross-section extent along the first perpendicular.
    pub width: f32,
    /// Cross-section extent along the second perpendicular.
    pub depth: f32,
    /// Subdivisions per face edge.
    pub detail: u32,
    /// Vertices in the first quarter get 30 % of their weight from this bone.
    pub proximal: Option<usize>,
    /// Vertices past 60 % get 55 % of their weight from this bone (it then dominates).
    pub distal: Option<usize>,
}

/// A figure: bones and boxes.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Rig {
    /// Bones, parents first.
    pub bones: Vec<RigBone>,
    /// Geometry.
    pub pieces: Vec<Piece>,
}

/// The mesh of a rig: world positions, UVs, 4 joints and weights per vertex, triangles.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RigMesh {
    /// Positions.
    pub positions: Vec<[f32; 3]>,
    /// UVs.
    pub uvs: Vec<[f32; 2]>,
    /// Bone indices.
    pub joints: Vec<[u16; 4]>,
    /// Weights (sum 1).
    pub weights: Vec<[f32; 4]>,
    /// Triangles.
    pub triangles: Vec<[u32; 3]>,
}

fn add(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}
fn sub(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}
fn mul(a: [f32; 3], s: f32) -> [f32; 3] {
    [a[0] * s, a[1] * s, a[2] * s]
}
fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}
fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
fn norm(a: [f32; 3]) -> [f32; 3] {
    let l = dot(a, a).sqrt();
    if l > 0.0 {
        mul(a, 1.0 / l)
    } else {
        a
    }
}

struct Builder {
    rig: Rig,
    detail: u32,
}

impl Builder {
    fn bone(
        &mut self,
        name: &str,
        parent: Option<usize>,
        pos: [f32; 3],
        human: Option<&'static str>,
    ) -> usize {
        let id = self.rig.bones.len();
        self.rig.bones.push(RigBone { name: name.to_string(), parent, pos, human });
        id
    }
    /// The rest position of bone `b` (every index here came from [`Builder::bone`]).
    fn pos(&self, b: usize) -> [f32; 3] {
        self.rig.bones.get(b).map_or([0.0; 3], |x| x.pos)
    }
    /// The parent of bone `b`.
    fn parent(&self, b: usize) -> Option<usize> {
        self.rig.bones.get(b).and_then(|x| x.parent)
    }
    /// Edits piece `p` (an index [`Builder::piece`] returned).
    fn edit(&mut self, p: usize, f: impl FnOnce(&mut Piece)) {
        if let Some(piece) = self.rig.pieces.get_mut(p) {
            f(piece);
        }
    }
    fn piece(&mut self, bone: usize, a: [f32; 3], b: [f32; 3], width: f32, depth: f32) -> usize {
        self.rig.pieces.push(Piece {
            bone,
            a,
            b,
            width,
            depth,
            detail: self.detail,
            proximal: None,
            distal: None,
        });
        self.rig.pieces.len().saturating_sub(1)
    }
}

/// Builds the segment table for `skeleton` with the given size factors. Left is −X (the model
/// faces −Z, as in the game data and VRM 0.x).
pub fn rig(skeleton: Skeleton, f: Factors, detail: u32, head_detail: u32) -> Rig {
    let vroid = skeleton == Skeleton::VRoid;
    let n = |girl: &str, vroid_name: &str| {
        if vroid {
            vroid_name.to_string()
        } else {
            girl.to_string()
        }
    };
    let mut b = Builder { rig: Rig::default(), detail: detail.max(1) };
    let hips_p = [0.0, 0.80, 0.0];
    let hips = b.bone(&n("hips", "J_Bip_C_Hips"), None, hips_p, Some("hips"));
    let spine_p = add(hips_p, [0.0, 0.08, 0.0]);
    let spine = b.bone(&n("spine", "J_Bip_C_Spine"), Some(hips), spine_p, Some("spine"));
    let chest_p = add(spine_p, [0.0, 0.12, 0.0]);
    let chest = b.bone(&n("chest", "J_Bip_C_Chest"), Some(spine), chest_p, Some("chest"));
    let upper_chest = if vroid {
        Some(b.bone(
            "J_Bip_C_UpperChest",
            Some(chest),
            add(chest_p, [0.0, 0.08, 0.0]),
            Some("upperChest"),
        ))
    } else {
        None
    };
    let neck_p = add(chest_p, [0.0, 0.15, 0.0]);
    let neck = b.bone(
        &n("neck", "J_Bip_C_Neck"),
        Some(upper_chest.unwrap_or(chest)),
        neck_p,
        Some("neck"),
    );
    let head_p = add(neck_p, [0.0, 0.05, 0.0]);
    let head = b.bone(&n("head", "J_Bip_C_Head"), Some(neck), head_p, Some("head"));
    // Hat: the whole subtree scales about the hat joint.
    let hat_p = add(head_p, [0.0, 0.20, 0.0]);
    let hat = b.bone(&n("hat", "J_Sec_Hat1_01"), Some(head), hat_p, None);
    // Left and right tassels: VRoid's hat chains 2 and 3.
    let tassels = [(-1.0f32, 2), (1.0, 3)].map(|(sx, chain)| {
        let side = if sx < 0.0 { "l" } else { "r" };
        let t1 = add(hat_p, mul([0.12 * sx, 0.02, 0.0], f.hat));
        let name1 = n(&format!("tassel_{side}"), &format!("J_Sec_Hat{chain}_01"));
        b.bone(&name1, Some(hat), t1, None)
    });
    let hair_p = add(head_p, [0.0, 0.08, 0.10]);
    let hair = b.bone(&n("hair_back", "J_Sec_Hair1_01"), Some(head), hair_p, None);
    // Arms.
    let mut arm_bones = Vec::new();
    let mut book = None;
    for sx in [-1.0f32, 1.0] {
        let (side, s_up, s_name) = if sx < 0.0 { ("l", "left", "L") } else { ("r", "right", "R") };
        let mut parent = upper_chest.unwrap_or(chest);
        if vroid {
            let sh = add(chest_p, [0.05 * sx, 0.10, 0.0]);
            parent = b.bone(
                &format!("J_Bip_{s_name}_Shoulder"),
                Some(parent),
                sh,
                Some(if sx < 0.0 { "leftShoulder" } else { "rightShoulder" }),
            );
        }
        let _ = s_up;
        let up = add(chest_p, [0.14 * sx, 0.10, 0.0]);
        let h = |x: &'static str, y: &'static str| Some(if sx < 0.0 { x } else { y });
        let upper = b.bone(
            &n(&format!("upper_arm_{side}"), &format!("J_Bip_{s_name}_UpperArm")),
            Some(parent),
            up,
            h("leftUpperArm", "rightUpperArm"),
        );
        let lo = add(up, [0.22 * sx, 0.0, 0.0]);
        let lower = b.bone(
            &n(&format!("lower_arm_{side}"), &format!("J_Bip_{s_name}_LowerArm")),
            Some(upper),
            lo,
            h("leftLowerArm", "rightLowerArm"),
        );
        let ha = add(lo, [0.20 * sx, 0.0, 0.0]);
        let hand = b.bone(
            &n(&format!("hand_{side}"), &format!("J_Bip_{s_name}_Hand")),
            Some(lower),
            ha,
            h("leftHand", "rightHand"),
        );
        arm_bones.push((sx, upper, lower, hand, up, lo, ha));
        if !vroid && sx > 0.0 {
            // The girl holds her book in her right hand (field notes §8): node 15.
            book = Some(b.bone("book", Some(hand), add(ha, [0.08, -0.03, -0.06]), None));
        }
    }
    // Legs.
    let mut leg_bones = Vec::new();
    for sx in [-1.0f32, 1.0] {
        let (side, s_name) = if sx < 0.0 { ("l", "L") } else { ("r", "R") };
        let h = |x: &'static str, y: &'static str| Some(if sx < 0.0 { x } else { y });
        let up = add(hips_p, [0.09 * sx, -0.04, 0.0]);
        let upper = b.bone(
            &n(&format!("upper_leg_{side}"), &format!("J_Bip_{s_name}_UpperLeg")),
            Some(hips),
            up,
            h("leftUpperLeg", "rightUpperLeg"),
        );
        let lo = add(up, [0.0, -0.34, 0.0]);
        let lower = b.bone(
            &n(&format!("lower_leg_{side}"), &format!("J_Bip_{s_name}_LowerLeg")),
            Some(upper),
            lo,
            h("leftLowerLeg", "rightLowerLeg"),
        );
        let ft = add(lo, [0.0, -0.32 * f.shins, 0.0]);
        let foot = b.bone(
            &n(&format!("foot_{side}"), &format!("J_Bip_{s_name}_Foot")),
            Some(lower),
            ft,
            h("leftFoot", "rightFoot"),
        );
        leg_bones.push((sx, upper, lower, foot, up, lo, ft));
    }
    // Waist ornaments, skirt, coat (girl topology order matters only for the girl; the VRoid
    // skeleton names them as VRoid's secondary bones).
    let orn_p = add(hips_p, [0.0, -0.02, 0.10]);
    let orn = b.bone(&n("waist_orn", "J_Sec_WaistOrn1_01"), Some(hips), orn_p, None);
    let orn2_p = add(orn_p, [0.0, -0.12, 0.02]);
    let orn2 = b.bone(&n("waist_orn2", "J_Sec_WaistOrn1_02"), Some(orn), orn2_p, None);
    let coat_p = add(chest_p, [0.0, 0.05, 0.10]);
    let coat = b.bone(
        &n("coat_back", "J_Sec_CoatBack1_01"),
        Some(upper_chest.unwrap_or(chest)),
        coat_p,
        None,
    );
    let coat2_p = add(coat_p, [0.0, -0.20, 0.03]);
    let coat2 = b.bone(&n("coat_back2", "J_Sec_CoatBack1_02"), Some(coat), coat2_p, None);
    let mut skirts = Vec::new();
    for (name, vname, off) in [
        ("skirt_front", "J_Sec_C_SkirtFront_01", [0.0, -0.08, -0.10]),
        ("skirt_back", "J_Sec_C_SkirtBack_01", [0.0, -0.08, 0.10]),
        ("skirt_l", "J_Sec_L_Skirt_01", [-0.13, -0.08, 0.0]),
        ("skirt_r", "J_Sec_R_Skirt_01", [0.13, -0.08, 0.0]),
    ] {
        let p = add(hips_p, off);
        skirts.push((b.bone(&n(name, vname), Some(hips), p, None), p));
    }
    let hair2_p = add(hair_p, [0.0, -0.15, 0.02]);
    let hair2 = b.bone(&n("hair_back2", "J_Sec_Hair1_02"), Some(hair), hair2_p, None);
    let tassel2 = [(tassels[0], -1.0f32, 2), (tassels[1], 1.0, 3)].map(|(t1, sx, chain)| {
        let side = if sx < 0.0 { "l" } else { "r" };
        let p = add(b.pos(t1), mul([0.0, -0.10, 0.0], f.hat));
        b.bone(&n(&format!("tassel_{side}2"), &format!("J_Sec_Hat{chain}_02")), Some(t1), p, None)
    });
    let coat_front_p = add(chest_p, [0.0, 0.0, -0.10]);
    let coat_front = b.bone(
        &n("coat_front", "J_Sec_CoatFront1_01"),
        Some(upper_chest.unwrap_or(chest)),
        coat_front_p,
        None,
    );

    // Geometry (identical boxes for both skeletons, scaled by the factors).
    b.piece(hips, add(hips_p, [0.0, -0.12, 0.0]), add(hips_p, [0.0, 0.08, 0.0]), 0.26, 0.18);
    let p = b.piece(spine, spine_p, chest_p, 0.24, 0.16);
    b.edit(p, |pc| pc.proximal = Some(hips));
    let p = b.piece(chest, chest_p, neck_p, 0.28, 0.18);
    b.edit(p, |pc| pc.distal = upper_chest);
    b.piece(neck, neck_p, head_p, 0.06, 0.06);
    let p = b.piece(head, head_p, add(head_p, [0.0, 0.22, 0.0]), 0.20, 0.20);
    // Detail levels are single digits.
    let head_level = b.detail.saturating_mul(head_detail.max(1));
    b.edit(p, |pc| pc.detail = head_level);
    b.piece(hat, hat_p, add(hat_p, mul([0.0, 0.16, 0.0], f.hat)), 0.30 * f.hat, 0.30 * f.hat);
    for (ta, tb) in tassels.into_iter().zip(tassel2) {
        let t1 = b.pos(ta);
        let t2 = b.pos(tb);
        b.piece(ta, t1, t2, 0.03 * f.hat, 0.03 * f.hat);
        b.piece(tb, t2, add(t2, mul([0.0, -0.08, 0.0], f.hat)), 0.03 * f.hat, 0.03 * f.hat);
    }
    b.piece(hair, hair_p, hair2_p, 0.18, 0.04);
    b.piece(hair2, hair2_p, add(hair2_p, [0.0, -0.12, 0.0]), 0.16, 0.04);
    for &(sx, upper, lower, hand, up, lo, ha) in &arm_bones {
        let p = b.piece(upper, up, lo, 0.07, 0.07);
        let parent = b.parent(upper);
        b.edit(p, |pc| pc.proximal = parent);
        let p = b.piece(lower, lo, ha, 0.06, 0.06);
        b.edit(p, |pc| pc.proximal = Some(upper));
        let hp = b.piece(
            hand,
            ha,
            add(ha, mul([0.16 * sx, 0.0, 0.0], f.hands)),
            0.08 * f.hands,
            0.04 * f.hands,
        );
        if vroid {
            // Fingers: index and thumb chains; the far half of the hand is weighted to them.
            let s_name = if sx < 0.0 { "L" } else { "R" };
            let hum = |x: &'static str, y: &'static str| Some(if sx < 0.0 { x } else { y });
            let i1 = b.bone(
                &format!("J_Bip_{s_name}_Index1"),
                Some(hand),
                add(ha, mul([0.09 * sx, 0.0, -0.02], f.hands)),
                hum("leftIndexProximal", "rightIndexProximal"),
            );
            let i2 = b.bone(
                &format!("J_Bip_{s_name}_Index2"),
                Some(i1),
                add(ha, mul([0.12 * sx, 0.0, -0.02], f.hands)),
                hum("leftIndexIntermediate", "rightIndexIntermediate"),
            );
            b.bone(
                &format!("J_Bip_{s_name}_Index3"),
                Some(i2),
                add(ha, mul([0.14 * sx, 0.0, -0.02], f.hands)),
                hum("leftIndexDistal", "rightIndexDistal"),
            );
            b.bone(
                &format!("J_Bip_{s_name}_Thumb1"),
                Some(hand),
                add(ha, mul([0.03 * sx, 0.0, -0.03], f.hands)),
                None,
            );
            b.edit(hp, |pc| pc.distal = Some(i1));
        }
    }
    if let Some(bk) = book {
        let p = b.pos(bk);
        b.piece(bk, p, add(p, [0.0, -0.20, 0.0]), 0.15, 0.04);
    }
    for &(sx, upper, lower, foot, up, lo, ft) in &leg_bones {
        let p = b.piece(upper, up, lo, 0.12, 0.12);
        b.edit(p, |pc| pc.proximal = Some(hips));
        let p = b.piece(lower, lo, ft, 0.08 * f.shins, 0.08 * f.shins);
        b.edit(p, |pc| pc.proximal = Some(upper));
        let fp = b.piece(
            foot,
            add(ft, mul([0.0, 0.0, 0.05], f.shoes)),
            add(ft, mul([0.0, 0.0, -0.17], f.shoes)),
            0.09 * f.shoes,
            0.10 * f.shoes,
        );
        if vroid {
            let s_name = if sx < 0.0 { "L" } else { "R" };
            let toe = b.bone(
                &format!("J_Bip_{s_name}_ToeBase"),
                Some(foot),
                add(ft, mul([0.0, -0.04, -0.10], f.shoes)),
                Some(if sx < 0.0 { "leftToes" } else { "rightToes" }),
            );
            b.edit(fp, |pc| pc.distal = Some(toe));
        }
    }
    b.piece(orn, orn_p, orn2_p, 0.05, 0.02);
    b.piece(orn2, orn2_p, add(orn2_p, [0.0, -0.06, 0.0]), 0.05, 0.02);
    b.piece(coat, coat_p, coat2_p, 0.26, 0.03);
    b.piece(coat2, coat2_p, add(coat2_p, [0.0, -0.20, 0.01]), 0.28, 0.03);
    b.piece(coat_front, coat_front_p, add(coat_front_p, [0.0, -0.14, 0.0]), 0.20, 0.03);
    for &(bone, p) in &skirts {
        b.piece(bone, p, add(p, [0.0, -0.14, 0.0]), 0.12, 0.03);
    }
    if vroid {
        for (s_name, sx, hum) in [("L", -1.0f32, "leftEye"), ("R", 1.0, "rightEye")] {
            b.bone(
                &format!("J_Adj_{s_name}_FaceEye"),
                Some(head),
                add(head_p, [0.04 * sx, 0.09, -0.09]),
                Some(hum),
            );
        }
    }
    b.rig
}

/// How a mesh's vertices are weighted to the bones.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Skin {
    /// As the rig says: each box to its bone, with the [`Piece::proximal`] and
    /// [`Piece::distal`] blends where they are set.
    Boxes,
    /// Hard seams, as an independent tool might paint them: every vertex within `reach` × its
    /// box's length of a joint the box shares with a neighbour (its own joint: the parent;
    /// a child's joint: that child) gives `share` of its weight to the neighbour — 0.6 makes the
    /// neighbour dominate, 0.4 keeps the box's own bone ahead.
    Seams {
        /// The neighbour's share.
        share: f32,
        /// How far from the joint, as a fraction of the box's length.
        reach: f32,
    },
    /// Smooth weights everywhere (VRoid Studio's look): at a joint the two bones share 50/50,
    /// the neighbour's share fading linearly to 0 at `reach` × the box's length from it.
    Smooth {
        /// How far the blend reaches, as a fraction of the box's length.
        reach: f32,
    },
}

/// Turns a rig into a skinned mesh (world positions in the rig's frame), weighted as the rig
/// says ([`Skin::Boxes`]).
pub fn mesh(rig: &Rig) -> RigMesh {
    mesh_with(rig, Skin::Boxes)
}

/// The neighbours a vertex at `p` of `piece` blends with under `skin`, with their shares: the
/// nearest one for [`Skin::Seams`]; every neighbour in reach (up to three: 2–4 joints per
/// vertex) for [`Skin::Smooth`], their shares capped at 0.75 together.
fn seam(rig: &Rig, piece: &Piece, len: f32, p: [f32; 3], skin: Skin) -> Vec<(usize, f32)> {
    let reach = match skin {
        Skin::Boxes => return Vec::new(),
        Skin::Seams { reach, .. } | Skin::Smooth { reach } => reach,
    };
    let r = (reach * len).max(1e-6);
    let dist = |q: [f32; 3]| dot(sub(p, q), sub(p, q)).sqrt();
    let Some(own) = rig.bones.get(piece.bone) else { return Vec::new() };
    let mut near: Vec<(usize, f32)> = Vec::new();
    if let Some(parent) = own.parent {
        near.push((parent, dist(own.pos)));
    }
    for (i, b) in rig.bones.iter().enumerate() {
        if b.parent == Some(piece.bone) && rig.pieces.iter().any(|q| q.bone == i) {
            near.push((i, dist(b.pos)));
        }
    }
    near.retain(|&(_, d)| d <= r);
    near.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    match skin {
        Skin::Seams { share, .. } => near.into_iter().take(1).map(|(b, _)| (b, share)).collect(),
        _ => {
            near.truncate(3);
            let mut out: Vec<(usize, f32)> =
                near.into_iter().map(|(b, d)| (b, 0.5 * (1.0 - d / r))).collect();
            let total: f32 = out.iter().map(|x| x.1).sum();
            if total > 0.75 {
                for x in &mut out {
                    x.1 *= 0.75 / total;
                }
            }
            out
        }
    }
}

/// Turns a rig into a skinned mesh weighted by `skin`.
pub fn mesh_with(rig: &Rig, skin: Skin) -> RigMesh {
    let mut m = RigMesh::default();
    for piece in &rig.pieces {
        let axis = sub(piece.b, piece.a);
        let len = dot(axis, axis).sqrt();
        let u = norm(axis);
        // First perpendicular: the world axis least aligned with u, made orthogonal.
        let candidates = [[1.0, 0.0, 0.0], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]];
        let mut r = candidates[0];
        let mut best = f32::MAX;
        for c in candidates {
            let d = dot(c, u).abs();
            if d < best - 1e-6 {
                best = d;
                r = c;
            }
        }
        let e1 = norm(sub(r, mul(u, dot(r, u))));
        let e2 = cross(u, e1);
        let n = piece.detail.max(1);
        // The 6 faces of the unit box [-1,1]^3 in (e1, e2, u) coordinates: (normal axis, sign).
        for face in 0..6u32 {
            let ax = (face / 2) as usize;
            let sign = if face % 2 == 0 { 1.0f32 } else { -1.0 };
            let base = m.positions.len() as u32;
            for i in 0..=n {
                for j in 0..=n {
                    let s = -1.0 + 2.0 * i as f32 / n as f32;
                    let t = -1.0 + 2.0 * j as f32 / n as f32;
                    // c[ax] = sign, c[(ax + 1) % 3] = s, c[(ax + 2) % 3] = t.
                    let c = match ax {
                        0 => [sign, s, t],
                        1 => [t, sign, s],
                        _ => [s, t, sign],
                    };
                    let along = (c[2] + 1.0) * 0.5; // 0 at a, 1 at b
                    let p = add(
                        add(piece.a, mul(u, along * len)),
                        add(mul(e1, c[0] * piece.width * 0.5), mul(e2, c[1] * piece.depth * 0.5)),
                    );
                    m.positions.push(p);
                    m.uvs.push([
                        (i as f32) / n as f32 * 0.25 + 0.25 * (face % 4) as f32,
                        (j as f32) / n as f32 * 0.5,
                    ]);
                    let own = piece.bone as u16;
                    let seamed = seam(rig, piece, len, p, skin);
                    let (joints, weights) = match (piece.proximal, piece.distal) {
                        _ if skin != Skin::Boxes => {
                            let mut j = [own, 0, 0, 0];
                            let mut w = [1.0, 0.0, 0.0, 0.0];
                            let mut w0 = 1.0f32;
                            // Slots 1–3: the nearest bones, each taking its share from slot 0.
                            let slots = j.iter_mut().zip(w.iter_mut()).skip(1);
                            for ((jk, wk), &(nb, share)) in slots.zip(&seamed) {
                                *jk = nb as u16;
                                *wk = share;
                                w0 -= share;
                            }
                            w[0] = w0;
                            (j, w)
                        }
                        (Some(p), _) if along < 0.25 => {
                            ([own, p as u16, 0, 0], [0.7, 0.3, 0.0, 0.0])
                        }
                        (_, Some(d)) if along > 0.6 => {
                            ([d as u16, own, 0, 0], [0.55, 0.45, 0.0, 0.0])
                        }
                        _ => ([own, 0, 0, 0], [1.0, 0.0, 0.0, 0.0]),
                    };
                    m.joints.push(joints);
                    m.weights.push(weights);
                }
            }
            // (n + 1)² vertices per face, n single digits: indices far below 2³².
            let row = n.saturating_add(1);
            for i in 0..n {
                for j in 0..n {
                    let v0 = i.saturating_mul(row).saturating_add(j).saturating_add(base);
                    let v1 = v0.saturating_add(row);
                    let v2 = v1.saturating_add(1);
                    let v3 = v0.saturating_add(1);
                    if sign > 0.0 {
                        m.triangles.push([v0, v1, v2]);
                        m.triangles.push([v0, v2, v3]);
                    } else {
                        m.triangles.push([v0, v2, v1]);
                        m.triangles.push([v0, v3, v2]);
                    }
                }
            }
        }
    }
    m
}

/// Lowers both arms by `degrees` about the shoulders (an A-pose; 0 keeps the T-pose): every
/// bone and box of each arm's subtree turns about its upper-arm joint, down towards −Y.
pub fn a_pose(rig: &mut Rig, degrees: f32) {
    let (s, c) = degrees.to_radians().sin_cos();
    for (human, sx) in [("leftUpperArm", -1.0f32), ("rightUpperArm", 1.0)] {
        let Some(root) = rig.bones.iter().position(|b| b.human == Some(human)) else { continue };
        let Some(pivot) = rig.bones.get(root).map(|b| b.pos) else { continue };
        // The subtree of `root` (parents come first).
        let mut inside: Vec<bool> = Vec::with_capacity(rig.bones.len());
        for (i, b) in rig.bones.iter().enumerate() {
            let under = b.parent.is_some_and(|p| inside.get(p) == Some(&true));
            inside.push(i == root || under);
        }
        // Rz(θ) for the left arm (−X goes down), Rz(−θ) for the right.
        let turn = |p: [f32; 3]| {
            let d = sub(p, pivot);
            let (sn, cs) = (-sx * s, c);
            add(pivot, [d[0] * cs - d[1] * sn, d[0] * sn + d[1] * cs, d[2]])
        };
        for (b, &moved) in rig.bones.iter_mut().zip(&inside) {
            if moved {
                b.pos = turn(b.pos);
            }
        }
        for piece in &mut rig.pieces {
            if inside.get(piece.bone) == Some(&true) {
                piece.a = turn(piece.a);
                piece.b = turn(piece.b);
            }
        }
    }
}

/// Adds twist bones the way Unity- and Blender-made rigs have them: a `…_Twist` child halfway
/// along each upper arm and forearm, taking `share` of the weight of the far half of the
/// segment's vertices (not humanoid bones: measuring must count them with their segment).
pub fn add_twist_bones(rig: &mut Rig, m: &mut RigMesh, share: f32) {
    let limbs = ["leftUpperArm", "rightUpperArm", "leftLowerArm", "rightLowerArm"];
    for human in limbs {
        let Some(bone) = rig.bones.iter().position(|b| b.human == Some(human)) else { continue };
        let Some(child) = rig.bones.iter().position(|b| b.parent == Some(bone)) else { continue };
        let (Some(limb), Some(next)) = (rig.bones.get(bone), rig.bones.get(child)) else {
            continue;
        };
        let (a, b) = (limb.pos, next.pos);
        let mid = mul(add(a, b), 0.5);
        let name = format!("{}_Twist", limb.name);
        let twist = rig.bones.len() as u16;
        rig.bones.push(RigBone { name, parent: Some(bone), pos: mid, human: None });
        let axis = sub(b, a);
        for ((p, j), w) in m.positions.iter().zip(&mut m.joints).zip(&mut m.weights) {
            let far = dot(sub(*p, mid), axis) > 0.0 && dot(sub(*p, b), axis) < 0.0;
            if far && j[0] == bone as u16 && w[1] == 0.0 {
                *j = [j[0], twist, 0, 0];
                *w = [1.0 - share, share, 0.0, 0.0];
            }
        }
    }
}

/// Which mesh of a VRoid-style export a bone's triangles go to: `Face` (head, eyes, neck),
/// `Hair` (hair and hat chains, `J_Sec_Hair…`/`J_Sec_Hat…`, the girl's `hair_…`/`hat`/`tassel`),
/// else `Body`.
fn vroid_mesh(rig: &Rig, bone: usize) -> usize {
    let Some(b) = rig.bones.get(bone) else { return 1 };
    let (name, human) = (&b.name, b.human);
    if matches!(human, Some("head" | "neck" | "leftEye" | "rightEye")) {
        0
    } else if ["Hair", "Hat", "hair", "hat", "tassel"].iter().any(|w| name.contains(w)) {
        2
    } else {
        1
    }
}

/// Writes a rig and its skinned mesh the way VRoid Studio exports: three meshes (`Face`,
/// `Body`, `Hair`) with their own vertices, one skin, MToon materials (`VRMC_materials_mtoon`
/// in VRM 1.0, `materialProperties` in 0.x), and a blink morph target on the face.
pub fn write_vroid(rig: &Rig, m: &RigMesh, o: &Options) -> Vec<u8> {
    let single = write_mesh(rig, m, o);
    let Ok((json, bin)) = split(&single) else { return single };
    let Ok(mut root) = serde_json::from_slice::<Value>(json) else { return single };
    let src = bin.to_vec();
    let mut bin = src.clone();
    let acc = |root: &Value, i: usize| -> (usize, usize) {
        let a = at(root, &format!("/accessors/{i}"));
        let view = a.get("bufferView").and_then(Value::as_u64).unwrap_or(0);
        let v = at(root, &format!("/bufferViews/{view}"));
        let num = |x: &Value, k: &str| x.get(k).and_then(Value::as_u64).unwrap_or(0) as usize;
        (num(v, "byteOffset"), num(a, "count"))
    };
    let prim = at(&root, "/meshes/0/primitives/0").clone();
    let attr = |k: &str| {
        prim.get("attributes").and_then(|a| a.get(k)).and_then(Value::as_u64).unwrap_or(0) as usize
    };
    let (pos_off, _) = acc(&root, attr("POSITION"));
    let (uv_off, _) = acc(&root, attr("TEXCOORD_0"));
    let (j_off, _) = acc(&root, attr("JOINTS_0"));
    let (w_off, _) = acc(&root, attr("WEIGHTS_0"));
    let (i_off, ni) = acc(&root, prim.get("indices").and_then(Value::as_u64).unwrap_or(0) as usize);
    // `len` bytes at `off` of the BIN chunk this file wrote (zeros if it were shorter).
    let bytes = |off: usize, len: usize| {
        src.get(off..).and_then(|s| s.get(..len)).map_or_else(|| vec![0; len], <[u8]>::to_vec)
    };
    // Split the triangles by the mesh of their first vertex's first joint.
    let mut tri_of: [Vec<[u32; 3]>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    let last_bone = rig.bones.len().saturating_sub(1);
    for t in src.get(i_off..).unwrap_or_default().chunks_exact(12).take(ni / 3) {
        let tri = [0, 4, 8].map(|k| u32_at(t, k).unwrap_or(0));
        // JOINTS_0 is 4 × u16 (8 bytes) per vertex.
        let j0_at = (tri[0] as usize).saturating_mul(8).saturating_add(j_off);
        let j0 = usize::from(u16_at(&src, j0_at).unwrap_or(0));
        if let Some(list) = tri_of.get_mut(vroid_mesh(rig, j0.min(last_bone))) {
            list.push(tri);
        }
    }
    let mut meshes = Vec::new();
    let mut accessors = at(&root, "/accessors").as_array().cloned().unwrap_or_default();
    let mut views = at(&root, "/bufferViews").as_array().cloned().unwrap_or_default();
    let mut push = |bin: &mut Vec<u8>, data: &[u8], acc: Value, target: u32| -> usize {
        let (off, len) = push_bytes(bin, data);
        let view = views.len();
        views.push(json!({"buffer": 0, "byteOffset": off, "byteLength": len, "target": target}));
        let mut a = acc;
        set(&mut a, &["bufferView"], json!(view));
        let id = accessors.len();
        accessors.push(a);
        id
    };
    for (k, (name, tris)) in ["Face", "Body", "Hair"].iter().zip(&tri_of).enumerate() {
        if tris.is_empty() {
            continue;
        }
        let mut used: Vec<u32> = tris.iter().flatten().copied().collect();
        used.sort_unstable();
        used.dedup();
        let remap = |v: u32| used.binary_search(&v).unwrap_or(0) as u32;
        let gather = |off: usize, size: usize| -> Vec<u8> {
            used.iter()
                .flat_map(|&v| bytes((v as usize).saturating_mul(size).saturating_add(off), size))
                .collect()
        };
        let (pos, uv, jo, we) =
            (gather(pos_off, 12), gather(uv_off, 8), gather(j_off, 8), gather(w_off, 16));
        let mut lo = [f32::MAX; 3];
        let mut hi = [f32::MIN; 3];
        for c in pos.chunks_exact(12) {
            let (xs, _) = c.as_chunks::<4>();
            for ((lo, hi), x) in lo.iter_mut().zip(hi.iter_mut()).zip(xs) {
                let x = f32::from_le_bytes(*x);
                *lo = lo.min(x);
                *hi = hi.max(x);
            }
        }
        let count = used.len();
        let a_pos = push(
            &mut bin,
            &pos,
            json!({"componentType": 5126, "count": count, "type": "VEC3", "min": lo, "max": hi}),
            34962,
        );
        let a_uv = push(
            &mut bin,
            &uv,
            json!({"componentType": 5126, "count": count, "type": "VEC2"}),
            34962,
        );
        let a_j = push(
            &mut bin,
            &jo,
            json!({"componentType": 5123, "count": count, "type": "VEC4"}),
            34962,
        );
        let a_w = push(
            &mut bin,
            &we,
            json!({"componentType": 5126, "count": count, "type": "VEC4"}),
            34962,
        );
        let idx: Vec<u8> = tris.iter().flatten().flat_map(|&v| remap(v).to_le_bytes()).collect();
        let a_i = push(
            &mut bin,
            &idx,
            json!({"componentType": 5125, "count": tris.len().saturating_mul(3), "type": "SCALAR"}),
            34963,
        );
        let mut p = json!({
            "attributes": {"POSITION": a_pos, "TEXCOORD_0": a_uv, "JOINTS_0": a_j, "WEIGHTS_0": a_w},
            "indices": a_i, "mode": 4, "material": k,
        });
        let mut mesh = json!({"name": name, "primitives": []});
        if *name == "Face" {
            // A blink: every face vertex 1 mm down (morph targets do not move the rest pose).
            let delta: Vec<u8> =
                (0..count).flat_map(|_| [0.0f32, -0.001, 0.0]).flat_map(f32::to_le_bytes).collect();
            let a_t = push(
                &mut bin,
                &delta,
                json!({"componentType": 5126, "count": count, "type": "VEC3",
                "min": [0.0, -0.001, 0.0], "max": [0.0, -0.001, 0.0]}),
                34962,
            );
            set(&mut p, &["targets"], json!([{"POSITION": a_t}]));
            set(&mut mesh, &["extras"], json!({"targetNames": ["Fcl_EYE_Close"]}));
            set(&mut mesh, &["weights"], json!([0.0]));
        }
        set(&mut mesh, &["primitives"], json!([p]));
        meshes.push((k, mesh));
    }
    // Nodes: node 0 (the single Body) becomes the first mesh; the others are appended.
    let mut nodes = at(&root, "/nodes").as_array().cloned().unwrap_or_default();
    let mut scene_nodes: Vec<Value> =
        at(&root, "/scenes/0/nodes").as_array().cloned().unwrap_or_default();
    let mut out_meshes = Vec::new();
    for (i, (_, mesh)) in meshes.into_iter().enumerate() {
        let name = mesh.get("name").cloned().unwrap_or(Value::Null);
        out_meshes.push(mesh);
        if i == 0 {
            if let Some(first) = nodes.get_mut(0) {
                *first = json!({"name": name, "mesh": 0, "skin": 0});
            }
        } else {
            let id = nodes.len();
            nodes.push(json!({"name": name, "mesh": i, "skin": 0}));
            scene_nodes.push(json!(id));
        }
    }
    set(&mut root, &["nodes"], json!(nodes));
    if let Some(scene) = root.pointer_mut("/scenes/0") {
        set(scene, &["nodes"], json!(scene_nodes));
    }
    set(&mut root, &["meshes"], json!(out_meshes));
    set(&mut root, &["accessors"], json!(accessors));
    set(&mut root, &["bufferViews"], json!(views));
    let mtoon = |name: &str| {
        let mut m = json!({"name": name, "pbrMetallicRoughness": matte_white()});
        if o.version == VrmVersion::V1 {
            set(
                &mut m,
                &["extensions"],
                json!({"VRMC_materials_mtoon": {"specVersion": "1.0",
                    "shadeColorFactor": [0.8, 0.7, 0.7], "shadingToonyFactor": 0.9}}),
            );
        }
        m
    };
    set(&mut root, &["materials"], json!([mtoon("Face"), mtoon("Body"), mtoon("Hair")]));
    // Spring chains: every J_Sec_… bone whose parent is not one (hair, hat, coat, skirt).
    let first_bone = if o.centimetre_armature { 3 } else { 2 };
    let is_sec = |i: usize| rig.bones.get(i).is_some_and(|b| b.name.starts_with("J_Sec_"));
    let chains: Vec<usize> = rig
        .bones
        .iter()
        .enumerate()
        .filter(|&(i, b)| is_sec(i) && b.parent.is_none_or(|p| !is_sec(p)))
        .map(|(i, _)| i.saturating_add(first_bone))
        .collect();
    match o.version {
        VrmVersion::V1 => {
            set(
                &mut root,
                &["extensionsUsed"],
                json!(["VRMC_vrm", "VRMC_materials_mtoon", "VRMC_springBone"]),
            );
            let springs: Vec<Value> = chains
                .iter()
                .map(|&n| json!({"name": format!("chain{n}"), "joints": [{"node": n, "stiffness": 1.0}]}))
                .collect();
            set(
                &mut root,
                &["extensions", "VRMC_springBone"],
                json!({"specVersion": "1.0", "springs": springs}),
            );
        }
        VrmVersion::V0 => {
            set(
                &mut root,
                &["extensions", "VRM", "secondaryAnimation"],
                json!({
                    "boneGroups": [{"comment": "J_Sec", "stiffiness": 1.0, "gravityPower": 0.0,
                        "dragForce": 0.4, "hitRadius": 0.02, "bones": chains, "colliderGroups": []}],
                    "colliderGroups": [],
                }),
            );
            set(
                &mut root,
                &["extensions", "VRM", "materialProperties"],
                json!(["Face", "Body", "Hair"]
                    .iter()
                    .map(|n| json!({"name": n, "shader": "VRM/MToon", "renderQueue": 2000}))
                    .collect::<Vec<_>>()),
            );
        }
    }
    while bin.len() & 3 != 0 {
        bin.push(0);
    }
    if let Some(buffer) = root.pointer_mut("/buffers/0") {
        set(buffer, &["byteLength"], json!(bin.len()));
    }
    glb(&serde_json::to_vec(&root).unwrap_or_default(), &bin)
}

/// The little-endian u32 at `at` of `b`, or None past the end. (This file is also compiled
/// into `measure`'s tests by path, so it uses no crate those tests lack, such as `disc`.)
fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    b.get(at..)?.first_chunk().copied().map(u32::from_le_bytes)
}

/// The little-endian u16 at `at` of `b`, or None past the end.
fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    b.get(at..)?.first_chunk().copied().map(u16::from_le_bytes)
}

/// `v` at JSON pointer `path`, or null.
fn at<'a>(v: &'a Value, path: &str) -> &'a Value {
    static NULL: Value = Value::Null;
    v.pointer(path).unwrap_or(&NULL)
}

/// Sets `v[k0][k1]… = x`, making objects of nulls on the way as serde_json's `IndexMut` does
/// (and leaving `v` alone where a key meets a non-object).
fn set(v: &mut Value, keys: &[&str], x: Value) {
    let mut cur = v;
    for k in keys {
        if cur.is_null() {
            *cur = json!({});
        }
        let Some(o) = cur.as_object_mut() else { return };
        cur = o.entry(*k).or_insert(Value::Null);
    }
    *cur = x;
}

/// The JSON and BIN chunks of a GLB this file wrote.
fn split(bytes: &[u8]) -> Result<(&[u8], &[u8]), ()> {
    // Header 12 bytes, JSON chunk header 8 (length at 12), JSON, BIN chunk header 8, BIN.
    let jlen = u32_at(bytes, 12).ok_or(())? as usize;
    let json_end = jlen.checked_add(20).ok_or(())?;
    let json = bytes.get(20..json_end).ok_or(())?;
    let blen = u32_at(bytes, json_end).unwrap_or(0) as usize;
    let bin_start = json_end.checked_add(8).ok_or(())?;
    let bin = bin_start.checked_add(blen).and_then(|e| bytes.get(bin_start..e)).unwrap_or(&[]);
    Ok((json, bin))
}

fn push_bytes(bin: &mut Vec<u8>, data: &[u8]) -> (usize, usize) {
    while bin.len() & 3 != 0 {
        bin.push(0);
    }
    let off = bin.len();
    bin.extend_from_slice(data);
    (off, data.len())
}

/// Writes a rig as a VRM (GLB) with the options' version, scale and armature.
pub fn write_vrm(rig: &Rig, o: &Options) -> Vec<u8> {
    write_mesh(&Rig { bones: rig.bones.clone(), pieces: Vec::new() }, &mesh(rig), o)
}

/// Writes bones and a skinned mesh as a VRM (GLB); `rig.pieces` is ignored.
pub fn write_mesh(rig: &Rig, m: &RigMesh, o: &Options) -> Vec<u8> {
    // Frame: scale, soles at y = 0, then turn for VRM 1.0.
    let min_y = m.positions.iter().map(|p| p[1]).fold(f32::MAX, f32::min);
    let min_y = if min_y.is_finite() { min_y } else { 0.0 };
    let turn = o.version == VrmVersion::V1;
    let xf = |p: [f32; 3]| {
        let q = [p[0] * o.scale, (p[1] - min_y) * o.scale, p[2] * o.scale];
        if turn {
            [-q[0], q[1], -q[2]]
        } else {
            q
        }
    };
    let world: Vec<[f32; 3]> = rig.bones.iter().map(|b| xf(b.pos)).collect();
    let positions: Vec<[f32; 3]> = m.positions.iter().map(|&p| xf(p)).collect();

    let mut bin = Vec::new();
    let mut views = Vec::new();
    let mut accessors = Vec::new();
    let mut view = |bin: &mut Vec<u8>, data: &[u8], target: Option<u32>| {
        let (off, len) = push_bytes(bin, data);
        let mut v = json!({"buffer": 0, "byteOffset": off, "byteLength": len});
        if let Some(t) = target {
            set(&mut v, &["target"], json!(t));
        }
        push_id(&mut views, v)
    };
    let f32s = |v: &mut Vec<u8>, xs: &[f32]| {
        for x in xs {
            v.extend_from_slice(&x.to_le_bytes());
        }
    };
    // POSITION
    let mut data = Vec::new();
    let mut lo = [f32::MAX; 3];
    let mut hi = [f32::MIN; 3];
    for p in &positions {
        f32s(&mut data, p);
        for ((lo, hi), &x) in lo.iter_mut().zip(hi.iter_mut()).zip(p) {
            *lo = lo.min(x);
            *hi = hi.max(x);
        }
    }
    let bv = view(&mut bin, &data, Some(34962));
    let acc_pos = push_id(
        &mut accessors,
        json!({"bufferView": bv, "componentType": 5126, "count": positions.len(), "type": "VEC3", "min": lo, "max": hi}),
    );
    let mut data = Vec::new();
    for uv in &m.uvs {
        f32s(&mut data, uv);
    }
    let bv = view(&mut bin, &data, Some(34962));
    let acc_uv = push_id(
        &mut accessors,
        json!({"bufferView": bv, "componentType": 5126, "count": m.uvs.len(), "type": "VEC2"}),
    );
    let mut data = Vec::new();
    for j in &m.joints {
        for x in j {
            data.extend_from_slice(&x.to_le_bytes());
        }
    }
    let bv = view(&mut bin, &data, Some(34962));
    let acc_j = push_id(
        &mut accessors,
        json!({"bufferView": bv, "componentType": 5123, "count": m.joints.len(), "type": "VEC4"}),
    );
    let mut data = Vec::new();
    for w in &m.weights {
        f32s(&mut data, w);
    }
    let bv = view(&mut bin, &data, Some(34962));
    let acc_w = push_id(
        &mut accessors,
        json!({"bufferView": bv, "componentType": 5126, "count": m.weights.len(), "type": "VEC4"}),
    );
    let mut data = Vec::new();
    for t in &m.triangles {
        for x in t {
            data.extend_from_slice(&x.to_le_bytes());
        }
    }
    let bv = view(&mut bin, &data, Some(34963));
    let acc_idx = push_id(
        &mut accessors,
        json!({"bufferView": bv, "componentType": 5125, "count": m.triangles.len().saturating_mul(3), "type": "SCALAR"}),
    );

    // Nodes: 0 = mesh node, 1 = Root (VRoid's), [2 = Armature], then the bones.
    let arm = o.centimetre_armature;
    let first_bone = if arm { 3 } else { 2 };
    let inner = if arm { 100.0 } else { 1.0 }; // translation units under the armature
    let mut nodes = vec![json!({"name": "Body", "mesh": 0, "skin": 0})];
    let mut root_children = vec![];
    if arm {
        root_children.push(2);
    }
    nodes.push(json!({"name": "Root", "children": root_children}));
    if arm {
        nodes.push(json!({"name": "Armature", "scale": [0.01, 0.01, 0.01], "children": []}));
    }
    // Bone i is node i + first_bone (bones are far fewer than usize::MAX).
    let node_of = |i: usize| i.saturating_add(first_bone);
    for ((i, bone), &w) in rig.bones.iter().enumerate().zip(&world) {
        let rel = match bone.parent.and_then(|p| world.get(p)) {
            Some(&pw) => sub(w, pw),
            None => w,
        };
        let children: Vec<usize> = rig
            .bones
            .iter()
            .enumerate()
            .filter(|(_, c)| c.parent == Some(i))
            .map(|(k, _)| node_of(k))
            .collect();
        let mut node = json!({"name": bone.name, "translation": mul(rel, inner)});
        if !children.is_empty() {
            set(&mut node, &["children"], json!(children));
        }
        nodes.push(node);
        if bone.parent.is_none() {
            let holder = if arm { 2 } else { 1 };
            let kids = nodes.get_mut(holder).and_then(|n| n.get_mut("children"));
            if let Some(c) = kids.and_then(Value::as_array_mut) {
                c.push(json!(node_of(i)));
            }
        }
    }
    // Inverse bind matrices: the inverse of each joint's world matrix, T(w)·S(1/inner).
    let mut data = Vec::new();
    for w in &world {
        let k = inner;
        let m16 = [
            k,
            0.0,
            0.0,
            0.0,
            0.0,
            k,
            0.0,
            0.0,
            0.0,
            0.0,
            k,
            0.0,
            -w[0] * k,
            -w[1] * k,
            -w[2] * k,
            1.0,
        ];
        f32s(&mut data, &m16);
    }
    let bv = view(&mut bin, &data, None);
    let acc_ibm = push_id(
        &mut accessors,
        json!({"bufferView": bv, "componentType": 5126, "count": world.len(), "type": "MAT4"}),
    );
    let joints: Vec<usize> = (first_bone..).take(rig.bones.len()).collect();

    let mut root = json!({
        "asset": {"version": "2.0", "generator": "dewrip synth fan avatar"},
        "scene": 0,
        "scenes": [{"nodes": [0, 1]}],
        "nodes": nodes,
        "meshes": [{"name": "Body", "primitives": [{
            "attributes": {"POSITION": acc_pos, "TEXCOORD_0": acc_uv, "JOINTS_0": acc_j, "WEIGHTS_0": acc_w},
            "indices": acc_idx, "mode": 4, "material": 0}]}],
        "materials": [{"name": "Body", "pbrMetallicRoughness": matte_white()}],
        "skins": [{"joints": joints, "inverseBindMatrices": acc_ibm, "skeleton": first_bone}],
        "accessors": accessors,
        "bufferViews": views,
        "buffers": [{"byteLength": 0}],
    });
    let humans: Vec<(&str, usize)> = rig
        .bones
        .iter()
        .enumerate()
        .filter_map(|(i, b)| b.human.map(|h| (h, node_of(i))))
        .collect();
    match o.version {
        VrmVersion::V0 => {
            let bones: Vec<Value> = humans
                .iter()
                .map(|(h, n)| json!({"bone": h, "node": n, "useDefaultValues": true}))
                .collect();
            set(&mut root, &["extensionsUsed"], json!(["VRM"]));
            let vrm = json!({"VRM": {
                "exporterVersion": "dewrip-synth",
                "specVersion": "0.0",
                "meta": {"title": "fan avatar", "author": "synthetic", "allowedUserName": "OnlyAuthor",
                         "licenseName": "Redistribution_Prohibited"},
                "humanoid": {"humanBones": bones, "armStretch": 0.05, "legStretch": 0.05},
            }});
            set(&mut root, &["extensions"], vrm);
        }
        VrmVersion::V1 => {
            let mut map = serde_json::Map::new();
            for (h, n) in &humans {
                map.insert((*h).to_string(), json!({"node": n}));
            }
            set(&mut root, &["extensionsUsed"], json!(["VRMC_vrm"]));
            let vrm = json!({"VRMC_vrm": {
                "specVersion": "1.0",
                "meta": {"name": "fan avatar", "authors": ["synthetic"], "licenseUrl": "https://vrm.dev/licenses/1.0/",
                         "avatarPermission": "onlyAuthor", "allowRedistribution": false},
                "humanoid": {"humanBones": map},
            }});
            set(&mut root, &["extensions"], vrm);
        }
    }
    while bin.len() & 3 != 0 {
        bin.push(0);
    }
    if let Some(buffer) = root.pointer_mut("/buffers/0") {
        set(buffer, &["byteLength"], json!(bin.len()));
    }
    glb(&serde_json::to_vec(&root).unwrap_or_default(), &bin)
}

/// The PBR block of every material here: white, not metallic, fully rough. glTF's
/// `metallicFactor` defaults to 1.0 — a fully metallic surface, black in a viewer without an
/// environment map (three.js) — so both factors are written, as `export` writes them.
fn matte_white() -> Value {
    json!({"baseColorFactor": [1.0, 1.0, 1.0, 1.0], "metallicFactor": 0.0, "roughnessFactor": 1.0})
}

/// Appends `x` to `v`, returning its index.
fn push_id(v: &mut Vec<Value>, x: Value) -> usize {
    let id = v.len();
    v.push(x);
    id
}

/// Frames JSON and BIN chunks as a GLB (glTF 2.0 binary container).
pub fn glb(json: &[u8], bin: &[u8]) -> Vec<u8> {
    let mut j = json.to_vec();
    while j.len() & 3 != 0 {
        j.push(b' ');
    }
    let mut b = bin.to_vec();
    while b.len() & 3 != 0 {
        b.push(0);
    }
    // Header, JSON chunk, BIN chunk (if any); a GLB is far below 4 GiB here.
    let bin_chunk = if b.is_empty() { 0 } else { b.len().saturating_add(8) };
    let total = j.len().saturating_add(20).saturating_add(bin_chunk);
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(b"glTF");
    out.extend_from_slice(&2u32.to_le_bytes());
    out.extend_from_slice(&(total as u32).to_le_bytes());
    out.extend_from_slice(&(j.len() as u32).to_le_bytes());
    out.extend_from_slice(b"JSON");
    out.extend_from_slice(&j);
    if !b.is_empty() {
        out.extend_from_slice(&(b.len() as u32).to_le_bytes());
        out.extend_from_slice(b"BIN\0");
        out.extend_from_slice(&b);
    }
    out
}

/// The fan avatar as a VRM of the given version: VRoid skeleton, weighted skin, shoes, shins,
/// hat and hands exactly 0.5× the synthetic girl's, the rest 1.0×.
pub fn fan_avatar(version: VrmVersion) -> Vec<u8> {
    let o = Options::fan(version);
    write_vrm(&rig(o.skeleton, o.factors, o.detail, o.head_detail), &o)
}

/// The girl's proportions as a VRoid-style VRM (every factor 1.0): the reference the fan
/// avatar is measured against when the decoded girl is not at hand.
pub fn reference_avatar(version: VrmVersion) -> Vec<u8> {
    let o = Options { factors: Factors::ONE, ..Options::fan(version) };
    write_vrm(&rig(o.skeleton, o.factors, o.detail, o.head_detail), &o)
}

/// The 34-node topology of the synthetic humanoids: the parent of each node.
pub const GIRL_PARENTS: [Option<usize>; 34] = [
    None,
    Some(0),
    Some(1),
    Some(2),
    Some(3),
    Some(4),
    Some(5),
    Some(5),
    Some(4),
    Some(2),
    Some(9),
    Some(10),
    Some(2),
    Some(12),
    Some(13),
    Some(14),
    Some(0),
    Some(16),
    Some(17),
    Some(0),
    Some(19),
    Some(20),
    Some(0),
    Some(22),
    Some(2),
    Some(24),
    Some(0),
    Some(0),
    Some(0),
    Some(0),
    Some(8),
    Some(6),
    Some(7),
    Some(2),
];

/// A figure to build the fan avatar from: the girl as plain data in the measuring frame (Y up,
/// facing −Z, her left at −X, metres, posed), with the 34-node topology.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AvatarSource {
    /// World position of each of the 34 nodes.
    pub bones: Vec<[f32; 3]>,
    /// Vertex positions.
    pub positions: Vec<[f32; 3]>,
    /// The node of each vertex.
    pub joints: Vec<usize>,
    /// Texture coordinates (may be empty).
    pub uvs: Vec<[f32; 2]>,
    /// Triangles.
    pub triangles: Vec<[u32; 3]>,
}

/// Size factor of each node's segment in the fan avatar: hat (5-7, 31, 32), hands (11, 14 and
/// the book 15), shins (17, 20) and shoes (18, 21) at 0.5, the rest 1.0.
pub fn fan_factor(node: usize) -> f32 {
    match node {
        5..=7 | 31 | 32 | 11 | 14 | 15 | 17 | 20 | 18 | 21 => 0.5,
        _ => 1.0,
    }
}

/// The fan avatar built from the girl herself: every segment of `src` scaled by
/// [`fan_factor`] about its own joint (children follow the scaled offsets), the book left out,
/// written with VRoid names, extra bones (eyes, index fingers, toes, the empty hand-item bone)
/// and a weighted skin (80 % own bone, 20 % parent; hands 75/25 with the index finger; the
/// front of each shoe 60/40 on the toe bone). Known proportions regardless of the girl's sizes.
/// It rests in the VRM T-pose ([`t_pose_deltas`]): the girl stands with her arms down, a VRM's
/// rest must have them along ±X.
pub fn fan_avatar_from(src: &AvatarSource, version: VrmVersion) -> Result<Vec<u8>, String> {
    let Ok(bones) = <&[[f32; 3]; 34]>::try_from(src.bones.as_slice()) else {
        return Err(format!("expected the 34-node topology, found {} bones", src.bones.len()));
    };
    let n = src.positions.len();
    if src.joints.len() != n || (!src.uvs.is_empty() && src.uvs.len() != n) {
        return Err("per-vertex arrays differ in length".into());
    }
    if let Some(&j) = src.joints.iter().find(|&&j| j >= 34) {
        return Err(format!("vertex bound to node {j}"));
    }
    // Left/right names from the figure: left is −X.
    let swap_arms = bones[9][0] > bones[12][0];
    let swap_legs = bones[16][0] > bones[19][0];
    let side = |swap: bool, left_first: bool| -> (&'static str, &'static str) {
        let left = left_first != swap;
        if left {
            ("L", "left")
        } else {
            ("R", "right")
        }
    };
    let mut names: Vec<(String, Option<String>)> = Vec::with_capacity(40);
    for node in 0..34usize {
        let c = |s: &str, h: &str| (s.to_string(), Some(h.to_string()));
        let x = |s: &str| (s.to_string(), None);
        let arm = |part: &str, hum: &str, left_first: bool| {
            let (s, h) = side(swap_arms, left_first);
            (format!("J_Bip_{s}_{part}"), Some(format!("{h}{hum}")))
        };
        let leg = |part: &str, hum: &str, left_first: bool| {
            let (s, h) = side(swap_legs, left_first);
            (format!("J_Bip_{s}_{part}"), Some(format!("{h}{hum}")))
        };
        names.push(match node {
            0 => c("J_Bip_C_Hips", "hips"),
            1 => c("J_Bip_C_Spine", "spine"),
            2 => c("J_Bip_C_Chest", "chest"),
            3 => c("J_Bip_C_Neck", "neck"),
            4 => c("J_Bip_C_Head", "head"),
            5 => x("J_Sec_Hat1_01"),
            6 => x("J_Sec_Hat2_01"),
            7 => x("J_Sec_Hat3_01"),
            8 => x("J_Sec_Hair1_01"),
            9 => arm("UpperArm", "UpperArm", true),
            10 => arm("LowerArm", "LowerArm", true),
            11 => arm("Hand", "Hand", true),
            12 => arm("UpperArm", "UpperArm", false),
            13 => arm("LowerArm", "LowerArm", false),
            14 => arm("Hand", "Hand", false),
            15 => x("J_Sec_HandItem_01"),
            16 => leg("UpperLeg", "UpperLeg", true),
            17 => leg("LowerLeg", "LowerLeg", true),
            18 => leg("Foot", "Foot", true),
            19 => leg("UpperLeg", "UpperLeg", false),
            20 => leg("LowerLeg", "LowerLeg", false),
            21 => leg("Foot", "Foot", false),
            22 => x("J_Sec_WaistOrn1_01"),
            23 => x("J_Sec_WaistOrn1_02"),
            24 => x("J_Sec_CoatBack1_01"),
            25 => x("J_Sec_CoatBack1_02"),
            26 => x("J_Sec_C_SkirtFront_01"),
            27 => x("J_Sec_C_SkirtBack_01"),
            28 => x("J_Sec_L_Skirt_01"),
            29 => x("J_Sec_R_Skirt_01"),
            30 => x("J_Sec_Hair1_02"),
            31 => x("J_Sec_Hat2_02"),
            32 => x("J_Sec_Hat3_02"),
            _ => x("J_Sec_CoatFront1_01"),
        });
    }
    // New joint positions: a child keeps its offset scaled by its parent's segment factor.
    // (Parents come first: `pos` holds a parent's position by the time its child needs it.)
    let v3 = |xs: &[[f32; 3]], i: usize| xs.get(i).copied().unwrap_or_default();
    let mut pos: Vec<[f32; 3]> = Vec::with_capacity(34);
    for (&b, parent) in bones.iter().zip(GIRL_PARENTS) {
        let p = match parent {
            None => b,
            Some(p) => add(v3(&pos, p), mul(sub(b, v3(bones, p)), fan_factor(p))),
        };
        pos.push(p);
    }
    // The VRM T-pose (VRM 1.0 requires it as the rest): arms along ±X, legs straight down.
    let deltas = t_pose_deltas(&pos);
    let joint_delta =
        |node: usize| GIRL_PARENTS.get(node).copied().flatten().and_then(|p| deltas.get(p));
    let pos_t: Vec<[f32; 3]> =
        pos.iter().enumerate().map(|(i, &p)| joint_delta(i).map_or(p, |d| d.apply(p))).collect();
    let old_pos = pos;
    let pos = pos_t;
    let mut rig = Rig::default();
    for (((name, hum), parent), &p) in names.iter().cloned().zip(GIRL_PARENTS).zip(&pos) {
        rig.bones.push(RigBone {
            name,
            parent,
            pos: p,
            human: hum.as_deref().and_then(super_static),
        });
    }
    // Extra bones, VRoid style.
    let mut extra = |name: String, parent: usize, off: [f32; 3], human: Option<&'static str>| {
        let id = rig.bones.len();
        rig.bones.push(RigBone {
            name,
            parent: Some(parent),
            pos: add(v3(&pos, parent), off),
            human,
        });
        id
    };
    let eye_l = extra("J_Adj_L_FaceEye".into(), 4, [-0.03, 0.08, -0.08], Some("leftEye"));
    let eye_r = extra("J_Adj_R_FaceEye".into(), 4, [0.03, 0.08, -0.08], Some("rightEye"));
    let _ = (eye_l, eye_r);
    let mut index_of = [0usize; 34];
    let mut toe_of = [0usize; 34];
    let is_left = |node: usize| names.get(node).is_some_and(|n| n.0.contains("_L_"));
    let parent_of = |node: usize| GIRL_PARENTS.get(node).copied().flatten();
    for (hand, foot) in [(11usize, 18usize), (14, 21)] {
        let (s, h) = if is_left(hand) { ("L", "left") } else { ("R", "right") };
        let dir = sub(v3(&pos, hand), v3(&pos, parent_of(hand).unwrap_or(0)));
        let index = extra(
            format!("J_Bip_{s}_Index1"),
            hand,
            mul(dir, 0.3),
            super_static(&format!("{h}IndexProximal")),
        );
        if let Some(x) = index_of.get_mut(hand) {
            *x = index;
        }
        let (s, h) = if is_left(foot) { ("L", "left") } else { ("R", "right") };
        let toe = extra(
            format!("J_Bip_{s}_ToeBase"),
            foot,
            [0.0, -0.03, -0.06],
            super_static(&format!("{h}Toes")),
        );
        if let Some(x) = toe_of.get_mut(foot) {
            *x = toe;
        }
    }
    // Vertices.
    let mut m = RigMesh::default();
    let mut remap = vec![u32::MAX; n];
    let of = |xs: &[usize; 34], b: usize| xs.get(b).copied().unwrap_or(0) as u16;
    for (v, ((slot, &b), &vp)) in remap.iter_mut().zip(&src.joints).zip(&src.positions).enumerate()
    {
        if b == 15 {
            continue; // the book stays with the girl
        }
        *slot = m.positions.len() as u32;
        let pb = v3(&old_pos, b);
        let p = add(pb, mul(sub(vp, v3(bones, b)), fan_factor(b)));
        m.positions.push(deltas.get(b).map_or(p, |d| d.apply(p)));
        m.uvs.push(src.uvs.get(v).copied().unwrap_or([0.0; 2]));
        let parent = parent_of(b);
        let (j, w) = if b == 11 || b == 14 {
            ([b as u16, of(&index_of, b), 0, 0], [0.75, 0.25, 0.0, 0.0])
        } else if (b == 18 || b == 21) && p[2] < pb[2] - 0.02 * fan_factor(b) {
            ([of(&toe_of, b), b as u16, 0, 0], [0.6, 0.4, 0.0, 0.0])
        } else if let Some(p) = parent {
            ([b as u16, p as u16, 0, 0], [0.8, 0.2, 0.0, 0.0])
        } else {
            ([b as u16, 0, 0, 0], [1.0, 0.0, 0.0, 0.0])
        };
        m.joints.push(j);
        m.weights.push(w);
    }
    for t in &src.triangles {
        let r = t.map(|i| remap.get(i as usize).copied().unwrap_or(u32::MAX));
        if r.iter().all(|&i| i != u32::MAX) {
            m.triangles.push(r);
        }
    }
    let o = Options { version, ..Options::fan(version) };
    Ok(write_mesh(&rig, &m, &o))
}

/// A rigid motion `p ↦ m·p + t` (`m` a rotation, rows).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rigid {
    /// Rotation, row-major.
    pub m: [[f32; 3]; 3],
    /// Translation.
    pub t: [f32; 3],
}

impl Rigid {
    /// No motion.
    pub const IDENTITY: Rigid =
        Rigid { m: [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], t: [0.0; 3] };

    /// Applies the motion to a point.
    pub fn apply(&self, p: [f32; 3]) -> [f32; 3] {
        let [r0, r1, r2] = self.m;
        add([dot(r0, p), dot(r1, p), dot(r2, p)], self.t)
    }

    /// `self` after `first`.
    pub fn after(&self, first: &Rigid) -> Rigid {
        let col = |k: usize| first.m.map(|r| r.get(k).copied().unwrap_or(0.0));
        let [c0, c1, c2] = [col(0), col(1), col(2)];
        let m = self.m.map(|r| [dot(r, c0), dot(r, c1), dot(r, c2)]);
        let [r0, r1, r2] = self.m;
        let t = add([dot(r0, first.t), dot(r1, first.t), dot(r2, first.t)], self.t);
        Rigid { m, t }
    }

    /// The rotation about `pivot` taking direction `from` to direction `to` (shortest arc).
    pub fn turn(pivot: [f32; 3], from: [f32; 3], to: [f32; 3]) -> Rigid {
        let (a, b) = (norm(from), norm(to));
        let c = dot(a, b).clamp(-1.0, 1.0);
        let mut k = cross(a, b);
        if dot(k, k) < 1e-12 {
            if c > 0.0 {
                return Rigid::IDENTITY;
            }
            // Opposite: any axis across `a`.
            k = cross(a, if a[0].abs() < 0.9 { [1.0, 0.0, 0.0] } else { [0.0, 1.0, 0.0] });
        }
        let k = norm(k);
        let s = (1.0 - c * c).max(0.0).sqrt();
        let v = 1.0 - c;
        let [x, y, z] = k;
        let m = [
            [c + x * x * v, x * y * v - z * s, x * z * v + y * s],
            [y * x * v + z * s, c + y * y * v, y * z * v - x * s],
            [z * x * v - y * s, z * y * v + x * s, c + z * z * v],
        ];
        let [r0, r1, r2] = m;
        let rp = [dot(r0, pivot), dot(r1, pivot), dot(r2, pivot)];
        Rigid { m, t: sub(pivot, rp) }
    }
}

/// Per node of the 34-node topology, the rigid motion that brings a standing figure (its joint
/// positions `pos`, facing −Z) to the VRM T-pose: each upper arm and forearm turned about its
/// joint to point along ±X (its side: the sign of the upper arm's X), each thigh and shin to
/// point straight down, subtrees following; hands follow the forearms, feet keep their
/// orientation (they only move with the ankle).
pub fn t_pose_deltas(pos: &[[f32; 3]]) -> Vec<Rigid> {
    let v3 = |i: usize| pos.get(i).copied().unwrap_or_default();
    let side = |upper: usize| if v3(upper)[0] < 0.0 { -1.0 } else { 1.0 };
    // (segment start, segment end, target direction)
    let segs: [(usize, usize, [f32; 3]); 8] = [
        (9, 10, [side(9), 0.0, 0.0]),
        (10, 11, [side(9), 0.0, 0.0]),
        (12, 13, [side(12), 0.0, 0.0]),
        (13, 14, [side(12), 0.0, 0.0]),
        (16, 17, [0.0, -1.0, 0.0]),
        (17, 18, [0.0, -1.0, 0.0]),
        (19, 20, [0.0, -1.0, 0.0]),
        (20, 21, [0.0, -1.0, 0.0]),
    ];
    let mut out: Vec<Rigid> = Vec::with_capacity(34);
    for (node, parent) in GIRL_PARENTS.iter().enumerate() {
        let inherited = parent.and_then(|p| out.get(p)).copied().unwrap_or(Rigid::IDENTITY);
        let d = if let Some(&(a, e, target)) = segs.iter().find(|s| s.0 == node) {
            let j = inherited.apply(v3(a));
            let c = inherited.apply(v3(e));
            Rigid::turn(j, sub(c, j), target).after(&inherited)
        } else if node == 18 || node == 21 {
            let p = v3(node);
            Rigid { t: sub(inherited.apply(p), p), ..Rigid::IDENTITY }
        } else {
            inherited
        };
        out.push(d);
    }
    out
}

/// The `&'static str` of a VRM humanoid name we know (None for others).
fn super_static(s: &str) -> Option<&'static str> {
    const NAMES: [&str; 24] = [
        "hips",
        "spine",
        "chest",
        "neck",
        "head",
        "leftUpperArm",
        "leftLowerArm",
        "leftHand",
        "rightUpperArm",
        "rightLowerArm",
        "rightHand",
        "leftUpperLeg",
        "leftLowerLeg",
        "leftFoot",
        "rightUpperLeg",
        "rightLowerLeg",
        "rightFoot",
        "leftEye",
        "rightEye",
        "leftToes",
        "rightToes",
        "leftIndexProximal",
        "rightIndexProximal",
        "upperChest",
    ];
    NAMES.iter().copied().find(|n| *n == s)
}
