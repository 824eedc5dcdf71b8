//! The humanoid bone map VRM needs: the one mapping from the skeleton's shape
//! ([`scene::humanoid::map_topology`], the rules `measure`'s budget parts, the gallery and
//! `compare` use too), read in the standing pose ([`crate::pose`]) and the way the model faces
//! ([`crate::pose::front_z`]).
//!
//! Designs the heuristic gets wrong go in [`OVERRIDES`], keyed by model name.

use scene::{BoneId, Model, ModelKind, Skeleton};

use crate::error::ExportError;
use crate::pose::{self, Xf};

pub use scene::humanoid::{HumanBone, HumanoidMap};

/// Per-character corrections of the derived map: `(model name, [(bone, skeleton index)])`.
/// Entries replace what the heuristic chose. Empty until a real disc shows a design the
/// heuristic gets wrong **[provisional]**.
pub static OVERRIDES: &[(&str, &[(HumanBone, BoneId)])] = &[];

/// The humanoid bone map of a model: derived from its skeleton's topology in the default pose,
/// with the model's entry in [`OVERRIDES`] applied. Errors for maps, models not
/// marked humanoid ([`scene::Meta::humanoid`]) and skeletons the heuristic cannot read.
pub fn humanoid_map(model: &Model) -> Result<HumanoidMap, ExportError> {
    let not = |reason: &str| ExportError::NotHumanoid {
        model: model.name.clone(),
        reason: reason.into(),
    };
    if model.kind != ModelKind::Character || !model.meta.humanoid {
        return Err(not("not marked as a humanoid character"));
    }
    let skel = model.skeleton.as_ref().ok_or_else(|| not("no skeleton"))?;
    pose::check_order(skel)?;
    let posed = pose::worlds(skel, &pose::default_locals(model, skel));
    derive(&model.name, skel, &posed, pose::front_z(model)).map_err(|r| not(&r))
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
    let parents: Vec<Option<BoneId>> = skel.bones.iter().map(|b| b.parent).collect();
    let positions: Vec<[f32; 3]> = posed_world.iter().map(|w| w.t.to_array()).collect();
    let mut m = HumanoidMap::default();
    scene::humanoid::map_topology(&parents, &positions, front_z, &mut m.bones)?;
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
