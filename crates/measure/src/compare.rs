//! Segment-by-segment comparison of an avatar with the original: each segment measured along
//! its bone and across it from the vertices weighted to it (rest pose), normalised, avatar ÷
//! source, with a plain verdict; plus the budget side by side.
#![allow(clippy::arithmetic_side_effects)] // f32/f64 vector math only.

use glam::Vec3;

use crate::budget::{budget_parts, Budget};
use crate::figure::Figure;
use crate::humanoid::HumanBone as H;
use crate::parts::{classify, Overrides, Part, PartMap, Side, GROUPS};

/// A measured segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Segment {
    /// The hat with its tassels.
    Hat,
    /// The head.
    Head,
    /// The hair below the head.
    Hair,
    /// A hand.
    Hand,
    /// A forearm.
    LowerArm,
    /// An upper arm.
    UpperArm,
    /// A thigh.
    UpperLeg,
    /// A shin.
    LowerLeg,
    /// A foot (shoe).
    Foot,
    /// Spine and chest.
    Torso,
    /// Hips, skirt and waist ornaments.
    Waist,
}

impl Segment {
    /// The segment a part is measured in (neck, coat and accessories are not segments).
    pub fn of(part: Part) -> Option<Segment> {
        Some(match part {
            Part::Hat => Segment::Hat,
            Part::Head => Segment::Head,
            Part::Hair => Segment::Hair,
            Part::Hands => Segment::Hand,
            Part::LowerArms => Segment::LowerArm,
            Part::UpperArms => Segment::UpperArm,
            Part::UpperLegs => Segment::UpperLeg,
            Part::LowerLegs => Segment::LowerLeg,
            Part::Feet => Segment::Foot,
            Part::Torso => Segment::Torso,
            Part::Hips | Part::Waist => Segment::Waist,
            Part::Neck | Part::Coat | Part::Accessories => return None,
        })
    }

    /// Whether the segment comes in a left and a right.
    pub fn sided(self) -> bool {
        matches!(
            self,
            Segment::Hand
                | Segment::LowerArm
                | Segment::UpperArm
                | Segment::UpperLeg
                | Segment::LowerLeg
                | Segment::Foot
        )
    }

    /// A plain word for reports.
    pub fn label(self) -> &'static str {
        match self {
            Segment::Hat => "hat",
            Segment::Head => "head",
            Segment::Hair => "hair",
            Segment::Hand => "hand",
            Segment::LowerArm => "forearm",
            Segment::UpperArm => "upper arm",
            Segment::UpperLeg => "thigh",
            Segment::LowerLeg => "shin",
            Segment::Foot => "shoe",
            Segment::Torso => "torso",
            Segment::Waist => "waist",
        }
    }
}

/// Every segment, in report order.
pub const SEGMENTS: [Segment; 11] = [
    Segment::Hat,
    Segment::Head,
    Segment::Hair,
    Segment::Hand,
    Segment::LowerArm,
    Segment::UpperArm,
    Segment::UpperLeg,
    Segment::LowerLeg,
    Segment::Foot,
    Segment::Torso,
    Segment::Waist,
];

/// How sizes are made comparable between two figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Normalise {
    /// By the trunk: the bone chain from the hips joint to the head joint. Unchanged when legs,
    /// feet or the hat differ, so each segment's ratio is its own.
    #[default]
    Trunk,
    /// By the height of the whole figure (lowest to highest vertex).
    Height,
    /// Not at all: raw sizes (both files in metres).
    None,
}

/// A segment's size in one figure.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Size {
    /// Extent along the bone.
    pub length: f32,
    /// Largest extent across the bone.
    pub width: f32,
    /// Vertices measured.
    pub vertices: usize,
}

/// One segment of a comparison.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SegmentRatio {
    /// The segment.
    pub segment: Segment,
    /// Its side, `null` for central segments.
    pub side: Option<Side>,
    /// Avatar length ÷ source length, both normalised.
    pub ratio_length: f64,
    /// Avatar width ÷ source width, both normalised.
    pub ratio_width: f64,
    /// A plain verdict: "left shoe: 0.50× the original (0.50× across) — about half size".
    pub verdict: String,
    /// Normalised source size.
    #[serde(skip)]
    pub source: Size,
    /// Normalised avatar size.
    #[serde(skip)]
    pub avatar: Size,
}

/// One group of the budget side by side.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct BudgetPair {
    /// The group name (`head`, `arms`, `legs`, `waist`, `torso`).
    pub part: String,
    /// Source share, percent.
    pub source_percent: f64,
    /// Avatar share, percent.
    pub avatar_percent: f64,
}

/// A comparison (`dewrip compare --json`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Comparison {
    /// What the sizes were divided by, with both values.
    pub normalised_by: String,
    /// Segments present in both figures.
    pub segments: Vec<SegmentRatio>,
    /// The five budget groups side by side.
    pub budget: Vec<BudgetPair>,
    /// The source's full budget.
    #[serde(skip)]
    pub source_budget: Budget,
    /// The avatar's full budget.
    #[serde(skip)]
    pub avatar_budget: Budget,
}

impl Comparison {
    /// The ratio entry of a segment and side.
    pub fn segment(&self, s: Segment, side: Option<Side>) -> Option<&SegmentRatio> {
        self.segments.iter().find(|r| r.segment == s && r.side == side)
    }
}

/// Options for [`compare_with`].
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CompareOptions {
    /// Normalisation.
    pub normalise: Normalise,
    /// Overrides for the source's parts.
    pub source_overrides: Overrides,
    /// Overrides for the avatar's parts.
    pub avatar_overrides: Overrides,
}

fn joint(f: &Figure, h: H) -> Option<Vec3> {
    f.joint(h)
}

/// The figure's up direction: hips joint → head joint (Y when unknown).
fn up(f: &Figure) -> Vec3 {
    match (joint(f, H::Hips), joint(f, H::Head)) {
        (Some(a), Some(b)) => (b - a).try_normalize().unwrap_or(Vec3::Y),
        _ => Vec3::Y,
    }
}

fn dir(f: &Figure, a: H, b: H) -> Option<Vec3> {
    (joint(f, b)? - joint(f, a)?).try_normalize()
}

/// The axis a segment is measured along.
fn axis(f: &Figure, s: Segment, side: Option<Side>) -> Vec3 {
    let left = side == Some(Side::Left);
    let pick = |l: H, r: H| if left { l } else { r };
    let front = Vec3::NEG_Z;
    let d = match s {
        Segment::UpperArm => {
            dir(f, pick(H::LeftUpperArm, H::RightUpperArm), pick(H::LeftLowerArm, H::RightLowerArm))
        }
        Segment::LowerArm | Segment::Hand => {
            dir(f, pick(H::LeftLowerArm, H::RightLowerArm), pick(H::LeftHand, H::RightHand))
        }
        Segment::UpperLeg => {
            dir(f, pick(H::LeftUpperLeg, H::RightUpperLeg), pick(H::LeftLowerLeg, H::RightLowerLeg))
        }
        Segment::LowerLeg => {
            dir(f, pick(H::LeftLowerLeg, H::RightLowerLeg), pick(H::LeftFoot, H::RightFoot))
        }
        Segment::Foot => {
            let leg =
                dir(f, pick(H::LeftLowerLeg, H::RightLowerLeg), pick(H::LeftFoot, H::RightFoot))
                    .unwrap_or(Vec3::NEG_Y);
            (front - leg * front.dot(leg)).try_normalize()
        }
        Segment::Hat | Segment::Head | Segment::Hair | Segment::Torso | Segment::Waist => None,
    };
    d.unwrap_or_else(|| up(f))
}

/// Measures every segment of a figure: extent along the axis, and the widest extent across it
/// (16 directions around the axis, starting from the front made perpendicular, else X).
pub fn measure(f: &Figure, parts: &PartMap) -> Vec<(Segment, Option<Side>, Size)> {
    let mut keys: Vec<(Segment, Option<Side>)> = Vec::new();
    for s in SEGMENTS {
        if s.sided() {
            keys.push((s, Some(Side::Left)));
            keys.push((s, Some(Side::Right)));
        } else {
            keys.push((s, None));
        }
    }
    let mut members: Vec<Vec<Vec3>> = vec![Vec::new(); keys.len()];
    for (v, p) in f.positions.iter().enumerate() {
        let b = f.vertex_bone(v);
        let Some(seg) = Segment::of(parts.part(b)) else { continue };
        let side = if seg.sided() {
            Some(parts.side(b).unwrap_or(if p[0] < 0.0 { Side::Left } else { Side::Right }))
        } else {
            None
        };
        if let Some(k) = keys.iter().position(|&k| k == (seg, side)) {
            if let Some(m) = members.get_mut(k) {
                m.push(Vec3::from_array(*p));
            }
        }
    }
    let mut out = Vec::new();
    for (&(s, side), pts) in keys.iter().zip(&members) {
        if pts.is_empty() {
            continue;
        }
        let a = axis(f, s, side);
        let f1 = Vec3::NEG_Z - a * Vec3::NEG_Z.dot(a);
        let e1 = if f1.length() > 0.1 {
            f1.normalize()
        } else {
            (Vec3::X - a * a.x).try_normalize().unwrap_or(Vec3::Y)
        };
        let e2 = a.cross(e1);
        let ext = |d: Vec3| {
            let (lo, hi) = pts.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
                let x = p.dot(d);
                (lo.min(x), hi.max(x))
            });
            (hi - lo).max(0.0)
        };
        // The widest extent across, sampled every 1/32 turn (roll-invariant within 0.5 %).
        let width = (0..16u8)
            .map(|k| {
                let t = f32::from(k) * std::f32::consts::PI / 16.0;
                ext(e1 * t.cos() + e2 * t.sin())
            })
            .fold(0.0f32, f32::max);
        out.push((s, side, Size { length: ext(a), width, vertices: pts.len() }));
    }
    out
}

/// The trunk length: bone-chain length from the hips joint up to the head joint.
pub fn trunk(f: &Figure) -> Option<f32> {
    let hips = *f.humanoid.get(&H::Hips)?;
    let mut b = *f.humanoid.get(&H::Head)?;
    let mut len = 0.0f32;
    for _ in 0..f.bones.len() {
        if b == hips {
            return (len > 0.0).then_some(len);
        }
        let bone = f.bones.get(b)?;
        let p = bone.parent?;
        let pb = f.bones.get(p)?;
        len += (Vec3::from_array(bone.position) - Vec3::from_array(pb.position)).length();
        b = p;
    }
    None
}

/// The figure's height: lowest to highest vertex along its up direction.
pub fn height(f: &Figure) -> f32 {
    let u = up(f);
    let (lo, hi) = f.positions.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
        let x = Vec3::from_array(*p).dot(u);
        (lo.min(x), hi.max(x))
    });
    if hi > lo {
        hi - lo
    } else {
        0.0
    }
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// A plain verdict for a ratio pair.
pub fn verdict(s: Segment, side: Option<Side>, rl: f64, rw: f64) -> String {
    let g = (rl * rw).max(0.0).sqrt();
    let class = if (g - 0.5).abs() <= 0.1 {
        "about half size"
    } else if g < 0.9 {
        "smaller"
    } else if g <= 1.1 {
        "about the same size"
    } else if (g - 2.0).abs() <= 0.2 {
        "about twice the size"
    } else {
        "larger"
    };
    let side = match side {
        Some(Side::Left) => "left ",
        Some(Side::Right) => "right ",
        None => "",
    };
    format!("{side}{}: {rl:.2}× the original ({rw:.2}× across) — {class}", s.label())
}

/// Compares an avatar with the source (the original) with default options.
pub fn compare(source: &Figure, avatar: &Figure) -> Comparison {
    compare_with(source, avatar, &CompareOptions::default())
}

/// Compares an avatar with the source.
pub fn compare_with(source: &Figure, avatar: &Figure, o: &CompareOptions) -> Comparison {
    let sp = classify(source, &o.source_overrides);
    let ap = classify(avatar, &o.avatar_overrides);
    let (sn, an, mut by) = match o.normalise {
        Normalise::Trunk => {
            match (trunk(source), trunk(avatar)) {
                (Some(s), Some(a)) => (
                    s,
                    a,
                    format!("trunk (hips joint to head joint): source {s:.4}, avatar {a:.4}"),
                ),
                _ => {
                    let (s, a) = (height(source), height(avatar));
                    (s, a, format!("height (no hips/head joints for the trunk): source {s:.4}, avatar {a:.4}"))
                }
            }
        }
        Normalise::Height => {
            let (s, a) = (height(source), height(avatar));
            (s, a, format!("height: source {s:.4}, avatar {a:.4}"))
        }
        Normalise::None => (1.0, 1.0, "none (raw sizes)".to_string()),
    };
    let (sn, an) = if sn > 0.0 && an > 0.0 && sn.is_finite() && an.is_finite() {
        (sn, an)
    } else {
        by = format!("{by} (unusable: raw sizes)");
        (1.0, 1.0)
    };
    let sm = measure(source, &sp);
    let am = measure(avatar, &ap);
    let mut segments = Vec::new();
    for &(s, side, ss) in &sm {
        let Some(&(_, _, asz)) = am.iter().find(|&&(a, aside, _)| a == s && aside == side) else {
            continue;
        };
        let norm = |x: Size, n: f32| Size {
            length: x.length / n,
            width: x.width / n,
            vertices: x.vertices,
        };
        let (ss, asz) = (norm(ss, sn), norm(asz, an));
        if ss.length <= 1e-9 || ss.width <= 1e-9 {
            continue;
        }
        let rl = round4(f64::from(asz.length) / f64::from(ss.length));
        let rw = round4(f64::from(asz.width) / f64::from(ss.width));
        segments.push(SegmentRatio {
            segment: s,
            side,
            ratio_length: rl,
            ratio_width: rw,
            verdict: verdict(s, side, rl, rw),
            source: ss,
            avatar: asz,
        });
    }
    let source_budget = budget_parts(source, &sp);
    let avatar_budget = budget_parts(avatar, &ap);
    let budget = GROUPS
        .iter()
        .map(|&g| BudgetPair {
            part: g.name().to_string(),
            source_percent: source_budget.group_percent(g),
            avatar_percent: avatar_budget.group_percent(g),
        })
        .collect();
    Comparison { normalised_by: by, segments, budget, source_budget, avatar_budget }
}
