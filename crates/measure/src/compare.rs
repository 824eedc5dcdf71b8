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
    /// glTF vertices measured.
    pub gltf_vertices: usize,
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

/// How far (percentage points of all triangles) a part's share may stray from the original's
/// before the report calls it over or under budget **[provisional]**.
pub const BUDGET_THRESHOLD: f64 = 2.0;

/// One group of the budget side by side: the source's share, the avatar's share and count,
/// and the avatar's target — the source's share of the avatar's own total.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct BudgetPair {
    /// The group name (`head`, `arms`, `legs`, `waist`, `coat`).
    pub part: String,
    /// Source share, percent.
    pub source_percent: f64,
    /// Avatar share, percent.
    pub avatar_percent: f64,
    /// The avatar's triangles in the group.
    pub avatar_triangles: usize,
    /// The source's share of the avatar's total triangles (largest-remainder rounding, so the
    /// five targets sum to the avatar's total).
    pub target_triangles: usize,
    /// In words, at [`BUDGET_THRESHOLD`]: "head: 24.0 % vs 38.8 % in the original — 14.8
    /// points under (target 465 triangles, has 288)".
    #[serde(skip)]
    pub verdict: String,
}

/// Over, under or on budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BudgetStatus {
    /// More than the threshold above the original's share.
    Over,
    /// More than the threshold below it.
    Under,
    /// Within the threshold.
    OnBudget,
}

impl BudgetPair {
    /// Avatar share minus source share, percentage points.
    pub fn difference(&self) -> f64 {
        self.avatar_percent - self.source_percent
    }

    /// Over, under or on budget at `threshold` percentage points.
    pub fn status(&self, threshold: f64) -> BudgetStatus {
        let d = self.difference();
        if d > threshold {
            BudgetStatus::Over
        } else if d < -threshold {
            BudgetStatus::Under
        } else {
            BudgetStatus::OnBudget
        }
    }

    /// The judgement alone: "14.8 points under", "5.1 points over", "on budget (within 2.0
    /// points)".
    pub fn judgement(&self, threshold: f64) -> String {
        let d = self.difference().abs();
        match self.status(threshold) {
            BudgetStatus::Over => format!("{d:.1} points over"),
            BudgetStatus::Under => format!("{d:.1} points under"),
            BudgetStatus::OnBudget => format!("on budget (within {threshold:.1} points)"),
        }
    }

    /// The row in words at `threshold` percentage points.
    pub fn verdict_at(&self, threshold: f64) -> String {
        format!(
            "{}: {:.1} % vs {:.1} % in the original — {} (target {} triangles, has {})",
            self.part,
            self.avatar_percent,
            self.source_percent,
            self.judgement(threshold),
            self.target_triangles,
            self.avatar_triangles
        )
    }
}

/// Splits `total` in proportion to `shares` by largest remainder (the parts sum to `total`;
/// all zero when the shares do).
pub fn apportion(shares: &[f64], total: usize) -> Vec<usize> {
    let sum: f64 = shares.iter().filter(|x| x.is_finite() && **x > 0.0).sum();
    if sum <= 0.0 {
        return vec![0; shares.len()];
    }
    let exact: Vec<f64> = shares
        .iter()
        .map(|&x| if x.is_finite() && x > 0.0 { x / sum * total as f64 } else { 0.0 })
        .collect();
    crate::budget::largest_remainder(&exact, total as u64)
        .into_iter()
        .map(|u| usize::try_from(u).unwrap_or(usize::MAX))
        .collect()
}

/// A count for both figures of a comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct VertexPair {
    /// The original's.
    pub source: usize,
    /// The avatar's.
    pub avatar: usize,
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
    /// The glTF vertices of each figure (`dewrip budget`'s `gltf_vertices`).
    pub gltf_vertices: VertexPair,
    /// The source's full budget.
    #[serde(skip)]
    pub source_budget: Budget,
    /// The avatar's full budget.
    #[serde(skip)]
    pub avatar_budget: Budget,
    /// What each figure's sizes were divided by: source, avatar (1 for raw sizes).
    #[serde(skip)]
    pub norms: [f32; 2],
}

impl Comparison {
    /// The ratio entry of a segment and side.
    pub fn segment(&self, s: Segment, side: Option<Side>) -> Option<&SegmentRatio> {
        self.segments.iter().find(|r| r.segment == s && r.side == side)
    }

    /// The budget rows over and under the original's shares by more than `threshold`
    /// percentage points.
    pub fn budget_outliers(&self, threshold: f64) -> (Vec<&BudgetPair>, Vec<&BudgetPair>) {
        let pick = |st: BudgetStatus| {
            self.budget.iter().filter(|b| b.status(threshold) == st).collect::<Vec<_>>()
        };
        (pick(BudgetStatus::Over), pick(BudgetStatus::Under))
    }

    /// One sentence naming the parts over and under budget: "Over the original's share by more
    /// than 2.0 points: arms (+5.8). Under: head (−14.8)."
    pub fn budget_summary(&self, threshold: f64) -> String {
        let (over, under) = self.budget_outliers(threshold);
        let list = |v: &[&BudgetPair]| {
            v.iter()
                .map(|b| format!("{} ({:+.1})", b.part, b.difference()))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match (over.is_empty(), under.is_empty()) {
            (true, true) => {
                format!("Every part is within {threshold:.1} points of the original's share.")
            }
            (false, true) => format!(
                "Over the original's share by more than {threshold:.1} points: {}. None under.",
                list(&over)
            ),
            (true, false) => format!(
                "Under the original's share by more than {threshold:.1} points: {}. None over.",
                list(&under)
            ),
            (false, false) => format!(
                "Over the original's share by more than {threshold:.1} points: {}. Under: {}.",
                list(&over),
                list(&under)
            ),
        }
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

/// The joints that bound a segment along its axis: the proximal one (where it meets the part
/// it hangs from) and the distal one (where the next segment starts); `None` where the segment
/// ends in its own geometry.
fn bounds(f: &Figure, parts: &PartMap, s: Segment, side: Option<Side>) -> [Option<Vec3>; 2] {
    let left = side == Some(Side::Left);
    let pick = |l: H, r: H| joint(f, if left { l } else { r });
    match s {
        Segment::UpperArm => {
            [pick(H::LeftUpperArm, H::RightUpperArm), pick(H::LeftLowerArm, H::RightLowerArm)]
        }
        Segment::LowerArm => {
            [pick(H::LeftLowerArm, H::RightLowerArm), pick(H::LeftHand, H::RightHand)]
        }
        Segment::Hand => [pick(H::LeftHand, H::RightHand), None],
        Segment::UpperLeg => {
            [pick(H::LeftUpperLeg, H::RightUpperLeg), pick(H::LeftLowerLeg, H::RightLowerLeg)]
        }
        Segment::LowerLeg => {
            [pick(H::LeftLowerLeg, H::RightLowerLeg), pick(H::LeftFoot, H::RightFoot)]
        }
        Segment::Foot => [None, None],
        Segment::Hair => [None, root(f, parts, Part::Hair, true)],
        Segment::Hat => [root(f, parts, Part::Hat, false), None],
        Segment::Head => [joint(f, H::Head), root(f, parts, Part::Hat, false)],
        Segment::Torso => [joint(f, H::Spine), joint(f, H::Neck).or_else(|| joint(f, H::Head))],
        Segment::Waist => [None, joint(f, H::Spine)],
    }
}

/// Where a part hangs from: among its bones whose parent is not in it, the lowest along the
/// trunk's up (`highest == false`: where a hat sits on the head) or the highest (`true`: the
/// top of hair hanging from the head).
fn root(f: &Figure, parts: &PartMap, part: Part, highest: bool) -> Option<Vec3> {
    let u = up(f);
    let roots = f
        .bones
        .iter()
        .enumerate()
        .filter(|(i, b)| parts.part(*i) == part && b.parent.is_none_or(|p| parts.part(p) != part))
        .map(|(_, b)| Vec3::from_array(b.position));
    if highest {
        roots.max_by(|a, b| a.dot(u).total_cmp(&b.dot(u)))
    } else {
        roots.min_by(|a, b| a.dot(u).total_cmp(&b.dot(u)))
    }
}

/// A vertex's weight counts for a segment from this share on (0.6/0.4 seams count on both
/// sides; the boundary joints then cut away what lies beyond them).
const TOUCH: f32 = 0.25;

/// A cross-section point counts when the segment holds at least this share of it.
const DOMINANT: f32 = 0.5;

/// The segment (and side) a bone's weight counts for; `x` decides an unsided bone's side.
fn key_of(parts: &PartMap, b: usize, x: f32) -> Option<(Segment, Option<Side>)> {
    let seg = Segment::of(parts.part(b))?;
    let side = if seg.sided() {
        Some(parts.side(b).unwrap_or(if x < 0.0 { Side::Left } else { Side::Right }))
    } else {
        None
    };
    Some((seg, side))
}

/// The widest extent of `pts` across `a` (16 directions around it, every 1/32 turn, starting
/// from the front made perpendicular to the axis, else X): roll-invariant within 0.5 %.
fn widest(pts: &[Vec3], a: Vec3) -> f32 {
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
    (0..16u8)
        .map(|k| {
            let t = f32::from(k) * std::f32::consts::PI / 16.0;
            ext(e1 * t.cos() + e2 * t.sin())
        })
        .fold(0.0f32, f32::max)
}

/// Where the mesh crosses the plane `x·a = m`, with the segment's weight interpolated along
/// each edge: the points holding at least `min` of it.
fn section(f: &Figure, w: &[f32], a: Vec3, m: f32, min: f32) -> Vec<Vec3> {
    let mut out = Vec::new();
    let get = |i: u32| {
        let p = f.positions.get(i as usize).map_or(Vec3::ZERO, |p| Vec3::from_array(*p));
        (p, p.dot(a) - m, w.get(i as usize).copied().unwrap_or(0.0))
    };
    for t in &f.triangles {
        for (i, j) in [(t[0], t[1]), (t[1], t[2]), (t[2], t[0])] {
            let (pi, di, wi) = get(i);
            let (pj, dj, wj) = get(j);
            if di == 0.0 {
                if wi >= min {
                    out.push(pi);
                }
            } else if di * dj < 0.0 {
                let s = di / (di - dj);
                if wi + s * (wj - wi) >= min {
                    out.push(pi + (pj - pi) * s);
                }
            }
        }
    }
    out
}

/// Per key, each vertex's share of its weight on the key's bones; then every island of the
/// mesh (triangles joined through shared vertices or positions) that one key — or the parts
/// no segment measures (neck, coat, accessories) — holds at least
/// [`crate::figure::ISLAND_SHARE`] of, is given to it
/// whole: a separate shoe, hair strand or held book is one piece however its seams are painted.
fn key_weights(f: &Figure, parts: &PartMap, keys: &[(Segment, Option<Side>)]) -> Vec<Vec<f32>> {
    let n = f.positions.len();
    let mut weights: Vec<Vec<f32>> = vec![vec![0.0; n]; keys.len()];
    let mut other = vec![0.0f32; n];
    for (v, (p, inf)) in f.positions.iter().zip(&f.influences).enumerate() {
        let sum: f32 = inf.iter().map(|x| x.1.max(0.0)).sum();
        if sum <= 0.0 {
            continue;
        }
        for &(b, w) in inf {
            if w <= 0.0 {
                continue;
            }
            let slot = key_of(parts, b as usize, p[0])
                .and_then(|key| keys.iter().position(|&k| k == key))
                .and_then(|k| weights.get_mut(k))
                .and_then(|ws| ws.get_mut(v));
            match slot {
                Some(x) => *x += w / sum,
                None => {
                    if let Some(x) = other.get_mut(v) {
                        *x += w / sum;
                    }
                }
            }
        }
    }
    let island = f.islands();
    let count = island.iter().copied().max().map_or(0, |m| m + 1);
    // Per island: the weight of each key, then of the unmeasured parts, and the total.
    let mut held = vec![vec![0.0f32; keys.len() + 1]; count];
    for v in 0..n {
        let Some(h) = island.get(v).and_then(|&i| held.get_mut(i)) else { continue };
        for (k, ws) in weights.iter().enumerate() {
            if let Some(x) = h.get_mut(k) {
                *x += ws.get(v).copied().unwrap_or(0.0);
            }
        }
        if let Some(x) = h.get_mut(keys.len()) {
            *x += other.get(v).copied().unwrap_or(0.0);
        }
    }
    let owner: Vec<Option<usize>> = held
        .iter()
        .map(|h| {
            let total: f32 = h.iter().sum();
            let (best, w) =
                h.iter()
                    .enumerate()
                    .fold((0, f32::MIN), |b, (k, &w)| if w > b.1 { (k, w) } else { b });
            (total > 0.0 && w >= crate::figure::ISLAND_SHARE * total).then_some(best)
        })
        .collect();
    for v in 0..n {
        let Some(best) = island.get(v).and_then(|&i| owner.get(i)).copied().flatten() else {
            continue;
        };
        for (k, ws) in weights.iter_mut().enumerate() {
            if let Some(x) = ws.get_mut(v) {
                *x = if k == best { 1.0 } else { 0.0 };
            }
        }
    }
    weights
}

/// Measures every segment of a figure, from geometry that belongs to it whatever the skin
/// weights **[provisional rules, docs/measure.md]**:
/// * the vertices a segment owns are those holding at least [`TOUCH`] of their weight on its
///   bones, cut by the joints that bound it ([`bounds`]: e.g. a forearm lies between the elbow
///   and the wrist, a hand beyond the wrist, a hat above where it sits on the head);
/// * its **length** runs along its axis from the proximal joint (or its lowest vertex) to the
///   distal joint (or its farthest vertex);
/// * its **width** is the widest extent across the axis of the mesh's cross-section halfway
///   along, taken where the segment holds at least half the (interpolated) weight — the middle
///   of a segment belongs to it however smooth the weights at its ends are.
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
    let mut weights = key_weights(f, parts, &keys);
    let regions: Vec<Region> =
        keys.iter().map(|&(s, side)| Region::new(f, parts, s, side)).collect();
    // A seam vertex that several segments hold goes to the one whose joints enclose it (the
    // one bounded on both sides first, then the larger share).
    for (v, p) in f.positions.iter().enumerate() {
        let p = Vec3::from_array(*p);
        let mut best: Option<(usize, (usize, f32))> = None;
        let mut touched = 0usize;
        for (k, (ws, r)) in weights.iter().zip(&regions).enumerate() {
            let w = ws.get(v).copied().unwrap_or(0.0);
            if w < TOUCH {
                continue;
            }
            touched += 1;
            if r.contains(p) {
                let rank = (r.bounded(), w);
                if best.is_none_or(|(_, b)| rank.0 > b.0 || (rank.0 == b.0 && rank.1 > b.1)) {
                    best = Some((k, rank));
                }
            }
        }
        if let (true, Some((winner, _))) = (touched > 1, best) {
            for (k, ws) in weights.iter_mut().enumerate() {
                if let Some(x) = ws.get_mut(v) {
                    *x = if k == winner { 1.0 } else { 0.0 };
                }
            }
        }
    }
    let mut out = Vec::new();
    for ((&(s, side), w), r) in keys.iter().zip(&weights).zip(&regions) {
        let a = r.axis;
        let owned: Vec<Vec3> = f
            .positions
            .iter()
            .zip(w)
            .filter(|(_, &x)| x >= TOUCH)
            .map(|(p, _)| Vec3::from_array(*p))
            .filter(|p| r.contains(*p))
            .collect();
        if owned.is_empty() {
            continue;
        }
        let (lo, hi) = owned
            .iter()
            .fold((f32::MAX, f32::MIN), |(lo, hi), p| (lo.min(p.dot(a)), hi.max(p.dot(a))));
        let (lo, hi) = (r.lo.unwrap_or(lo), r.hi.unwrap_or(hi));
        let length = (hi - lo).max(0.0);
        let mid = (lo + hi) * 0.5;
        let mut cut = section(f, w, a, mid, DOMINANT);
        if cut.len() < 2 {
            cut = section(f, w, a, mid, TOUCH);
        }
        let width = if cut.len() >= 2 { widest(&cut, a) } else { widest(&owned, a) };
        out.push((s, side, Size { length, width, gltf_vertices: owned.len() }));
    }
    out
}

/// Where a segment may lie: between the planes of its bounding joints across its axis (and,
/// for a shoe, below the ankle across the shin).
struct Region {
    axis: Vec3,
    lo: Option<f32>,
    hi: Option<f32>,
    ankle: Option<(Vec3, f32)>,
}

impl Region {
    fn new(f: &Figure, parts: &PartMap, s: Segment, side: Option<Side>) -> Region {
        let a = axis(f, s, side);
        let [j0, j1] = bounds(f, parts, s, side);
        let ankle = match s {
            Segment::Foot => {
                let left = side == Some(Side::Left);
                let pick = |l: H, r: H| joint(f, if left { l } else { r });
                match (pick(H::LeftLowerLeg, H::RightLowerLeg), pick(H::LeftFoot, H::RightFoot)) {
                    (Some(knee), Some(ank)) => {
                        (knee - ank).try_normalize().map(|d| (d, ank.dot(d)))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        Region { axis: a, lo: j0.map(|j| j.dot(a)), hi: j1.map(|j| j.dot(a)), ankle }
    }

    /// Bounds on the segment's own axis (0, 1 or 2).
    fn bounded(&self) -> usize {
        usize::from(self.lo.is_some()) + usize::from(self.hi.is_some())
    }

    fn contains(&self, p: Vec3) -> bool {
        let tol = |c: f32| 1e-6 * c.abs().max(1.0);
        let x = p.dot(self.axis);
        self.lo.is_none_or(|c| x >= c - tol(c))
            && self.hi.is_none_or(|c| x <= c + tol(c))
            && self.ankle.is_none_or(|(d, c)| p.dot(d) <= c + tol(c))
    }
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
            gltf_vertices: x.gltf_vertices,
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
    let tri = |b: &Budget, g| b.groups.iter().find(|s| s.part == g).map_or(0, |s| s.triangles);
    let shares: Vec<f64> = GROUPS.iter().map(|&g| tri(&source_budget, g) as f64).collect();
    let targets = apportion(&shares, avatar_budget.total_triangles);
    let budget = GROUPS
        .iter()
        .zip(targets)
        .map(|(&g, target)| {
            let mut row = BudgetPair {
                part: g.name().to_string(),
                source_percent: source_budget.group_percent(g),
                avatar_percent: avatar_budget.group_percent(g),
                avatar_triangles: tri(&avatar_budget, g),
                target_triangles: target,
                verdict: String::new(),
            };
            row.verdict = row.verdict_at(BUDGET_THRESHOLD);
            row
        })
        .collect();
    Comparison {
        normalised_by: by,
        segments,
        budget,
        gltf_vertices: VertexPair {
            source: source_budget.gltf_vertices,
            avatar: avatar_budget.gltf_vertices,
        },
        source_budget,
        avatar_budget,
        norms: [sn, an],
    }
}
