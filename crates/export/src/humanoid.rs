//! The humanoid bone map VRM needs, derived from the skeleton's topology.
//!
//! Bones on the disc are unnamed, so the map comes from the shape of the tree **[provisional]**:
//! * hips = the root with the most descendants;
//! * spine = the hips' child with the largest subtree; the other hip children that start a
//!   chain at least three bones deep are the legs (upper leg → lower leg → foot, each step to
//!   the deepest child);
//! * walking down from the spine (always to the child with the largest subtree), the first bone
//!   with two side branches at least three deep is the chest; those branches are the arms
//!   (upper arm → lower arm → hand); the chest's main child is the neck and the neck's main
//!   child the head (a childless main child is the head itself, with no neck);
//! * left and right come from the side each hand or foot is on in the standing pose and the
//!   way the model faces ([`crate::pose::front_z`]): facing −Z its left is −X, facing +Z +X.
//!
//! Designs the heuristic gets wrong go in [`OVERRIDES`], keyed by model name.

use scene::{BoneId, Skeleton};

use crate::pose::Xf;

pub use scene::humanoid::{HumanBone, HumanoidMap};

/// Per-character corrections of the derived map: `(model name, [(bone, skeleton index)])`.
/// Entries replace what the heuristic chose. Empty until a real disc shows a design the
/// heuristic gets wrong **[provisional]**.
pub static OVERRIDES: &[(&str, &[(HumanBone, BoneId)])] = &[];

struct Tree {
    children: Vec<Vec<BoneId>>,
    size: Vec<usize>,
    depth: Vec<usize>,
}

impl Tree {
    fn new(skel: &Skeleton) -> Tree {
        let n = skel.bones.len();
        let mut children = vec![Vec::new(); n];
        for (i, b) in skel.bones.iter().enumerate() {
            if let Some(list) = b.parent.and_then(|p| children.get_mut(p)) {
                list.push(i);
            }
        }
        let mut size = vec![1usize; n];
        let mut depth = vec![1usize; n];
        // Parents precede children, so a reverse sweep sees every child before its parent.
        for i in (0..n).rev() {
            let kids = children.get(i).map(Vec::as_slice).unwrap_or(&[]);
            let s = kids.iter().filter_map(|&c| size.get(c)).sum::<usize>();
            let d = kids.iter().filter_map(|&c| depth.get(c)).max().copied().unwrap_or(0);
            if let Some(x) = size.get_mut(i) {
                *x = x.saturating_add(s);
            }
            if let Some(x) = depth.get_mut(i) {
                *x = x.saturating_add(d);
            }
        }
        Tree { children, size, depth }
    }

    fn kids(&self, b: BoneId) -> &[BoneId] {
        self.children.get(b).map(Vec::as_slice).unwrap_or(&[])
    }

    fn size(&self, b: BoneId) -> usize {
        self.size.get(b).copied().unwrap_or(0)
    }

    fn depth(&self, b: BoneId) -> usize {
        self.depth.get(b).copied().unwrap_or(0)
    }

    /// The child with the largest subtree (ties: the lowest index).
    fn main_child(&self, b: BoneId) -> Option<BoneId> {
        self.kids(b)
            .iter()
            .copied()
            .max_by(|&x, &y| self.size(x).cmp(&self.size(y)).then(y.cmp(&x)))
    }

    /// The deepest child (ties: the lowest index).
    fn deepest_child(&self, b: BoneId) -> Option<BoneId> {
        self.kids(b)
            .iter()
            .copied()
            .max_by(|&x, &y| self.depth(x).cmp(&self.depth(y)).then(y.cmp(&x)))
    }

    /// `[start, deepest child, its deepest child]`.
    fn chain3(&self, start: BoneId) -> Option<[BoneId; 3]> {
        let b = self.deepest_child(start)?;
        let c = self.deepest_child(b)?;
        Some([start, b, c])
    }

    /// Up to `n` branches among `kids` at least three deep, deepest first.
    fn limbs(&self, kids: impl Iterator<Item = BoneId>, n: usize) -> Vec<BoneId> {
        let mut l: Vec<BoneId> = kids.filter(|&k| self.depth(k) >= 3).collect();
        l.sort_by(|&x, &y| {
            self.depth(y).cmp(&self.depth(x)).then(self.size(y).cmp(&self.size(x))).then(x.cmp(&y))
        });
        l.truncate(n);
        l
    }
}

/// Derives the map from the skeleton's topology and the standing pose's world transforms
/// (for left and right), then applies the model's entry in [`OVERRIDES`].
pub fn derive(
    name: &str,
    skel: &Skeleton,
    posed_world: &[Xf],
    front_z: f32,
) -> Result<HumanoidMap, String> {
    let overrides =
        OVERRIDES.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map_or(&[][..], |(_, o)| o);
    derive_with(skel, posed_world, front_z, overrides)
}

/// [`derive`] with an explicit override list.
pub fn derive_with(
    skel: &Skeleton,
    posed_world: &[Xf],
    front_z: f32,
    overrides: &[(HumanBone, BoneId)],
) -> Result<HumanoidMap, String> {
    let tree = Tree::new(skel);
    // Sort key: smallest = the model's left.
    let x_of = |b: BoneId| posed_world.get(b).map_or(0.0, |w| -w.t.x * front_z);
    let mut m = HumanoidMap::default();
    let hips = (0..skel.bones.len())
        .filter(|&i| skel.bones.get(i).is_some_and(|b| b.parent.is_none()))
        .max_by(|&x, &y| tree.size(x).cmp(&tree.size(y)).then(y.cmp(&x)))
        .ok_or("the skeleton has no root bone")?;
    m.bones.insert(HumanBone::Hips, hips);
    let spine = tree.main_child(hips).ok_or("the root has no children")?;
    m.bones.insert(HumanBone::Spine, spine);
    let legs = tree.limbs(tree.kids(hips).iter().copied().filter(|&k| k != spine), 2);
    let mut leg_chains: Vec<[BoneId; 3]> = legs.iter().filter_map(|&l| tree.chain3(l)).collect();
    if leg_chains.len() < 2 {
        return Err(format!(
            "the root has {} leg chains three bones deep, not 2",
            leg_chains.len()
        ));
    }
    leg_chains.sort_by(|a, b| x_of(a[2]).total_cmp(&x_of(b[2])));
    // Walk down the spine to the first bone with two arm branches.
    let mut cur = spine;
    let mut steps = 0usize;
    let (chest, arms) = loop {
        let main = tree.main_child(cur).ok_or("no chest: the spine ends without arm branches")?;
        let arms = tree.limbs(tree.kids(cur).iter().copied().filter(|&k| k != main), 2);
        if arms.len() == 2 {
            break (cur, arms);
        }
        cur = main;
        steps = steps.saturating_add(1);
        if steps > skel.bones.len() {
            return Err("the spine walk did not end".into());
        }
    };
    if chest != spine {
        m.bones.insert(HumanBone::Chest, chest);
    }
    let top = tree.main_child(chest).ok_or("the chest has no neck or head")?;
    match tree.main_child(top) {
        Some(head) => {
            m.bones.insert(HumanBone::Neck, top);
            m.bones.insert(HumanBone::Head, head);
        }
        None => {
            m.bones.insert(HumanBone::Head, top);
        }
    }
    let mut arm_chains: Vec<[BoneId; 3]> = arms.iter().filter_map(|&a| tree.chain3(a)).collect();
    if arm_chains.len() < 2 {
        return Err("the chest has fewer than two arm chains".into());
    }
    arm_chains.sort_by(|a, b| x_of(a[2]).total_cmp(&x_of(b[2])));
    let sides = [
        (
            arm_chains.first(),
            [HumanBone::LeftUpperArm, HumanBone::LeftLowerArm, HumanBone::LeftHand],
        ),
        (
            arm_chains.get(1),
            [HumanBone::RightUpperArm, HumanBone::RightLowerArm, HumanBone::RightHand],
        ),
        (
            leg_chains.first(),
            [HumanBone::LeftUpperLeg, HumanBone::LeftLowerLeg, HumanBone::LeftFoot],
        ),
        (
            leg_chains.get(1),
            [HumanBone::RightUpperLeg, HumanBone::RightLowerLeg, HumanBone::RightFoot],
        ),
    ];
    for (chain, names) in sides {
        if let Some(chain) = chain {
            for (b, h) in chain.iter().zip(names) {
                m.bones.insert(h, *b);
            }
        }
    }
    for &(h, b) in overrides {
        if b >= skel.bones.len() {
            return Err(format!("override {} → bone {b}: no such bone", h.name()));
        }
        m.bones.insert(h, b);
    }
    let mut seen = std::collections::BTreeSet::new();
    for (h, b) in &m.bones {
        if !seen.insert(*b) {
            return Err(format!("bone {b} is mapped twice (again as {})", h.name()));
        }
    }
    Ok(m)
}
