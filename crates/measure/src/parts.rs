//! Body parts: every bone is assigned a [`Part`] (and the part a [`Group`]) from the humanoid
//! map, the skeleton's topology and bone names, with per-character overrides. The rules are in
//! docs/measure.md.
#![allow(clippy::arithmetic_side_effects)] // f32 vector math only.

use crate::figure::Figure;
use crate::humanoid::{tokens, HumanBone, Tree};

/// A body part (finer than the published budget's groups).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// The head itself (face, skull, eyes, jaw).
    Head,
    /// The neck.
    Neck,
    /// The hat and everything hanging from it (tassels, ornaments).
    Hat,
    /// Hair bones below the head.
    Hair,
    /// Shoulders and upper arms.
    UpperArms,
    /// Forearms.
    LowerArms,
    /// Hands and fingers.
    Hands,
    /// Things held or attached to a limb (the book in the girl's right hand).
    Accessories,
    /// Thighs.
    UpperLegs,
    /// Shins.
    LowerLegs,
    /// Feet, shoes and toes.
    Feet,
    /// The hips bone (pelvis).
    Hips,
    /// Skirt and waist ornaments hanging from the hips.
    Waist,
    /// Spine and chest.
    Torso,
    /// Coat panels hanging from the chest.
    Coat,
}

/// The five groups of the published budget **[published]**: head 38.8 %, arms 19.3 %, legs
/// 18.9 %, waist 13.8 %, coat 9.2 % — the account's grouping. The coat is the garment that
/// hangs from the chest; the trunk it covers (spine, chest) counts with it **[provisional]**.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    /// Head, neck, hat and hair.
    Head,
    /// Arms including hands (and what the hands hold).
    Arms,
    /// Legs including feet.
    Legs,
    /// Hips, skirt and waist ornaments.
    Waist,
    /// The coat and the trunk it covers (spine, chest, coat panels).
    Coat,
}

/// The groups in the published order.
pub const GROUPS: [Group; 5] = [Group::Head, Group::Arms, Group::Legs, Group::Waist, Group::Coat];

/// Every part, in report order.
pub const PARTS: [Part; 15] = [
    Part::Head,
    Part::Neck,
    Part::Hat,
    Part::Hair,
    Part::UpperArms,
    Part::LowerArms,
    Part::Hands,
    Part::Accessories,
    Part::UpperLegs,
    Part::LowerLegs,
    Part::Feet,
    Part::Hips,
    Part::Waist,
    Part::Torso,
    Part::Coat,
];

impl Part {
    /// The part's group (accessories count with the arms: they hang from a hand).
    pub fn group(self) -> Group {
        match self {
            Part::Head | Part::Neck | Part::Hat | Part::Hair => Group::Head,
            Part::UpperArms | Part::LowerArms | Part::Hands | Part::Accessories => Group::Arms,
            Part::UpperLegs | Part::LowerLegs | Part::Feet => Group::Legs,
            Part::Hips | Part::Waist => Group::Waist,
            Part::Torso | Part::Coat => Group::Coat,
        }
    }

    /// The snake-case name used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Part::Head => "head",
            Part::Neck => "neck",
            Part::Hat => "hat",
            Part::Hair => "hair",
            Part::UpperArms => "upper_arms",
            Part::LowerArms => "lower_arms",
            Part::Hands => "hands",
            Part::Accessories => "accessories",
            Part::UpperLegs => "upper_legs",
            Part::LowerLegs => "lower_legs",
            Part::Feet => "feet",
            Part::Hips => "hips",
            Part::Waist => "waist",
            Part::Torso => "torso",
            Part::Coat => "coat",
        }
    }

    /// The part named `s` (JSON name).
    pub fn from_name(s: &str) -> Option<Part> {
        PARTS.iter().copied().find(|p| p.name() == s)
    }
}

impl Group {
    /// The snake-case name used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Group::Head => "head",
            Group::Arms => "arms",
            Group::Legs => "legs",
            Group::Waist => "waist",
            Group::Coat => "coat",
        }
    }
}

/// Which side a bone is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The figure's left (−X).
    Left,
    /// The figure's right (+X).
    Right,
}

/// Per-character overrides: bone name → part, applied to the bone and (unless a descendant has
/// its own override) its whole subtree.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Overrides {
    /// `(bone name, part)` pairs.
    pub bones: Vec<(String, Part)>,
}

impl Overrides {
    /// Parses `NAME=PART` (as given on the command line).
    pub fn parse_one(s: &str) -> Option<(String, Part)> {
        let (name, part) = s.split_once('=')?;
        Some((name.to_string(), Part::from_name(part)?))
    }
}

/// The part and side of every bone of a figure.
#[derive(Debug, Clone, PartialEq)]
pub struct PartMap {
    /// One entry per bone.
    pub bones: Vec<(Part, Option<Side>)>,
}

impl PartMap {
    /// The part of bone `b` (torso for an unknown bone).
    pub fn part(&self, b: usize) -> Part {
        self.bones.get(b).map_or(Part::Torso, |x| x.0)
    }

    /// The side of bone `b`.
    pub fn side(&self, b: usize) -> Option<Side> {
        self.bones.get(b).and_then(|x| x.1)
    }
}

fn human_part(h: HumanBone) -> (Part, Option<Side>) {
    use HumanBone as H;
    let l = Some(Side::Left);
    let r = Some(Side::Right);
    match h {
        H::Hips => (Part::Hips, None),
        H::Spine | H::Chest | H::UpperChest => (Part::Torso, None),
        H::Neck => (Part::Neck, None),
        H::Head | H::Jaw => (Part::Head, None),
        H::LeftEye => (Part::Head, l),
        H::RightEye => (Part::Head, r),
        H::LeftShoulder | H::LeftUpperArm => (Part::UpperArms, l),
        H::RightShoulder | H::RightUpperArm => (Part::UpperArms, r),
        H::LeftLowerArm => (Part::LowerArms, l),
        H::RightLowerArm => (Part::LowerArms, r),
        H::LeftHand => (Part::Hands, l),
        H::RightHand => (Part::Hands, r),
        H::LeftUpperLeg => (Part::UpperLegs, l),
        H::RightUpperLeg => (Part::UpperLegs, r),
        H::LeftLowerLeg => (Part::LowerLegs, l),
        H::RightLowerLeg => (Part::LowerLegs, r),
        H::LeftFoot | H::LeftToes => (Part::Feet, l),
        H::RightFoot | H::RightToes => (Part::Feet, r),
    }
}

fn has(toks: &[String], words: &[&str]) -> bool {
    toks.iter().any(|t| words.contains(&t.as_str()))
}

const FINGERS: &[&str] =
    &["thumb", "index", "middle", "ring", "little", "pinky", "finger", "fingers", "palm"];

/// Assigns every bone of `fig` a part **[provisional rules, docs/measure.md]**:
/// 1. humanoid bones by their role (shoulders count as upper arms, toes as feet, upper chest as
///    torso);
/// 2. overrides by bone name;
/// 3. other bones: hat/hair/skirt/coat/eye words in the name, else inherited from the parent:
///    below the head a child reaching up (more up than back) is the hat, the rest hair; below a
///    hand, fingers are hands unless the hand has one childless child (an accessory: held item);
///    below the hips → waist; below spine/chest → coat; everything else inherits its parent's part.
pub fn classify(fig: &Figure, overrides: &Overrides) -> PartMap {
    let n = fig.bones.len();
    let parents: Vec<Option<usize>> = fig.bones.iter().map(|b| b.parent).collect();
    let t = Tree::new(&parents);
    let mut human: Vec<Option<HumanBone>> = vec![None; n];
    for (&h, &b) in &fig.humanoid {
        if let Some(x) = human.get_mut(b) {
            *x = Some(h);
        }
    }
    // Bones on the way to a humanoid bone (between hips and head, say) keep their parent's part.
    let mut leads_to_human = vec![false; n];
    for i in (0..n).rev() {
        let mine = human.get(i).is_some_and(Option::is_some)
            || leads_to_human.get(i).copied().unwrap_or(false);
        if mine {
            if let Some(p) = fig.bones.get(i).and_then(|b| b.parent) {
                if let Some(x) = leads_to_human.get_mut(p) {
                    *x = true;
                }
            }
        }
    }
    let hips = fig.humanoid.get(&HumanBone::Hips).copied();
    let mut out: Vec<(Part, Option<Side>)> = Vec::with_capacity(n);
    let mut ov: Vec<bool> = Vec::with_capacity(n);
    for (i, bone) in fig.bones.iter().enumerate() {
        let parent = bone.parent.and_then(|p| out.get(p).copied().map(|x| (p, x)));
        let toks = tokens(&bone.name);
        let mut pick = if let Some(h) = human.get(i).copied().flatten() {
            human_part(h)
        } else {
            let side_named = if has(&toks, &["l", "left"]) {
                Some(Side::Left)
            } else if has(&toks, &["r", "right"]) {
                Some(Side::Right)
            } else {
                None
            };
            match parent {
                None => (if hips.is_some() { Part::Hips } else { Part::Torso }, None),
                Some((p, (pp, ps))) => {
                    let side = ps.or(side_named);
                    let in_head = matches!(pp, Part::Head | Part::Hat | Part::Hair | Part::Neck);
                    if in_head && has(&toks, &["hat", "cap", "hood", "helmet", "crown", "tassel"]) {
                        (Part::Hat, side)
                    } else if in_head && has(&toks, &["hair", "bang", "bangs", "ponytail", "braid"])
                    {
                        (Part::Hair, side)
                    } else if in_head
                        && has(&toks, &["eye", "faceeye", "jaw", "tongue", "teeth", "face"])
                    {
                        (Part::Head, side)
                    } else if has(&toks, &["skirt"]) {
                        (Part::Waist, side)
                    } else if has(&toks, &["coat", "cape", "mantle", "cloak"]) {
                        (Part::Coat, side)
                    } else if leads_to_human.get(i).copied().unwrap_or(false) {
                        (pp, ps)
                    } else {
                        match pp {
                            Part::Head => {
                                let d = glam::Vec3::from_array(bone.position)
                                    - glam::Vec3::from_array(
                                        fig.bones.get(p).map_or([0.0; 3], |b| b.position),
                                    );
                                // Up more than twice as much as back/front: the hat; else hair.
                                if d.y > 0.0 && d.y >= 2.0 * d.z.abs() {
                                    (Part::Hat, side)
                                } else {
                                    (Part::Hair, side)
                                }
                            }
                            Part::Neck => (Part::Hair, side),
                            Part::Hands => {
                                let kids = t.kids(p);
                                let held =
                                    kids.len() == 1 && t.depth(i) == 0 && !has(&toks, FINGERS);
                                if held {
                                    (Part::Accessories, side)
                                } else {
                                    (Part::Hands, side)
                                }
                            }
                            Part::Hips => (Part::Waist, side),
                            Part::Torso => {
                                if has(&toks, &["bust", "breast", "chest"]) {
                                    (Part::Torso, side)
                                } else {
                                    (Part::Coat, side)
                                }
                            }
                            other => (other, side),
                        }
                    }
                }
            }
        };
        let is_human = human.get(i).copied().flatten().is_some();
        let carried = parent.is_some_and(|(p, _)| ov.get(p).copied().unwrap_or(false));
        if let Some((_, part)) = overrides.bones.iter().find(|(name, _)| *name == bone.name) {
            pick.0 = *part;
            ov.push(true);
        } else if carried && !is_human {
            // An override on an ancestor carries down to bones without their own rule.
            if let Some((_, (pp, _))) = parent {
                pick.0 = pp;
            }
            ov.push(true);
        } else {
            ov.push(false);
        }
        out.push(pick);
    }
    PartMap { bones: out }
}
