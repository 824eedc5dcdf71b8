//! The rest pose: an avatar that rests in an A-pose or with its arms down is read as such, is
//! brought to the VRM T-pose (figure and file), measures as the T-posed one does, and one that
//! cannot be turned is refused with the reason.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod common;

use common::avatar::{self, Factors, Skeleton, VrmVersion};
use common::{opts, rig_model};
use measure::rest::{self, RestStatus};
use measure::{compare, from_model, import_glb, HumanBone as H};

fn posed_vrm(version: VrmVersion, degrees: f32) -> Vec<u8> {
    let o = opts(version, Skeleton::VRoid, Factors::FAN, 1.0, false);
    let mut r = avatar::rig(o.skeleton, o.factors, o.detail, o.head_detail);
    avatar::a_pose(&mut r, degrees);
    avatar::write_vrm(&r, &o)
}

fn dir(f: &measure::Figure, a: H, b: H) -> glam::Vec3 {
    (f.joint(b).unwrap() - f.joint(a).unwrap()).normalize()
}

#[test]
fn a_t_posed_avatar_is_left_alone() {
    for v in [VrmVersion::V0, VrmVersion::V1] {
        let mut f = import_glb(&avatar::fan_avatar(v)).unwrap();
        let before = f.clone();
        let r = rest::normalise(&mut f);
        assert_eq!(r.status, RestStatus::TPose, "{v:?}: {r:?}");
        assert_eq!(r.upper_arms_below_horizontal_deg.left, Some(0.0));
        assert!(r.found.starts_with("T-pose"), "{}", r.found);
        assert_eq!(f, before);
        let (bytes, r) = rest::normalise_glb(&avatar::fan_avatar(v)).unwrap();
        assert!(bytes.is_none());
        assert_eq!(r.status, RestStatus::TPose);
    }
}

#[test]
fn an_a_pose_and_arms_down_are_turned_to_the_t_pose() {
    for v in [VrmVersion::V0, VrmVersion::V1] {
        let reference = import_glb(&avatar::fan_avatar(v)).unwrap();
        let girl = from_model(&rig_model(&avatar::rig(Skeleton::Girl, Factors::ONE, 2, 3), true));
        for (deg, word) in [(40.0f32, "A-pose"), (80.0, "arms down")] {
            let bytes = posed_vrm(v, deg);
            let mut f = import_glb(&bytes).unwrap();
            let r = rest::normalise(&mut f);
            assert_eq!(r.status, RestStatus::Normalised, "{v:?} {deg}: {r:?}");
            assert!(r.found.starts_with(word), "{}", r.found);
            let below = r.upper_arms_below_horizontal_deg;
            assert!((below.left.unwrap() - f64::from(deg)).abs() < 0.2, "{below:?}");
            assert!((below.right.unwrap() - f64::from(deg)).abs() < 0.2, "{below:?}");
            assert!(r
                .turned
                .iter()
                .any(|t| t.bone == "leftUpperArm" && (t.degrees - f64::from(deg)).abs() < 0.2));
            // The arms now point along ∓X (the figure's left is −X), as the T-posed file's do.
            assert!(dir(&f, H::LeftUpperArm, H::LeftLowerArm).dot(glam::Vec3::NEG_X) > 0.9999);
            assert!(dir(&f, H::RightLowerArm, H::RightHand).dot(glam::Vec3::X) > 0.9999);
            for (a, b) in f.bones.iter().zip(&reference.bones) {
                let d = glam::Vec3::from_array(a.position) - glam::Vec3::from_array(b.position);
                assert!(
                    d.length() < 1e-4,
                    "{v:?} {deg}: {} at {:?} vs {:?}",
                    a.name,
                    a.position,
                    b.position
                );
            }
            // And it measures as the T-posed avatar does.
            let c = compare(&girl, &f);
            let t = compare(&girl, &reference);
            for (x, y) in c.segments.iter().zip(&t.segments) {
                assert_eq!(x.segment, y.segment);
                assert!((x.ratio_length - y.ratio_length).abs() < 0.01, "{x:?} vs {y:?}");
                assert!((x.ratio_width - y.ratio_width).abs() < 0.01, "{x:?} vs {y:?}");
            }
            // The file rewrite: its nodes turn, the skin follows through the bind matrices.
            let (new, r2) = rest::normalise_glb(&bytes).unwrap();
            assert_eq!(r2.status, RestStatus::Normalised);
            let g = import_glb(&new.unwrap()).unwrap();
            let again = rest::plan_figure(&g);
            assert_eq!(again.status, RestStatus::TPose, "{again:?}");
            for (a, b) in g.positions.iter().zip(&f.positions) {
                let d = glam::Vec3::from_array(*a) - glam::Vec3::from_array(*b);
                assert!(d.length() < 1e-4, "file {v:?} {deg}: {a:?} vs {b:?}");
            }
        }
    }
}

#[test]
fn the_fan_avatar_from_a_girl_with_her_arms_down_rests_in_the_t_pose() {
    let mut r = avatar::rig(Skeleton::Girl, Factors::ONE, 2, 3);
    avatar::a_pose(&mut r, 75.0);
    let girl = from_model(&rig_model(&r, true));
    let before = rest::plan_figure(&girl);
    assert!(before.found.starts_with("arms down"), "{}", before.found);
    for v in [VrmVersion::V0, VrmVersion::V1] {
        let fan =
            import_glb(&avatar::fan_avatar_from(&common::source_of(&girl), v).unwrap()).unwrap();
        let r = rest::plan_figure(&fan);
        assert_eq!(r.status, RestStatus::TPose, "{v:?}: {r:?}");
        assert!(r.upper_arms_below_horizontal_deg.left.unwrap().abs() < 0.1, "{r:?}");
        assert!(r.legs_from_vertical_deg.right.unwrap().abs() < 0.1, "{r:?}");
        // Still exactly the fan avatar's proportions.
        let c = compare(&girl, &fan);
        let foot = c.segment(measure::Segment::Foot, Some(measure::Side::Left)).unwrap();
        assert!((foot.ratio_length - 0.5).abs() < 0.02, "{foot:?}");
    }
}

#[test]
fn limbs_that_cannot_be_turned_are_refused_with_the_reason() {
    // No humanoid at all.
    let mut f = import_glb(&posed_vrm(VrmVersion::V0, 40.0)).unwrap();
    f.humanoid.clear();
    let r = rest::normalise(&mut f);
    assert_eq!(r.status, RestStatus::Refused);
    assert!(r.reason.unwrap().contains("no humanoid arms or legs"));
    // A missing forearm.
    let mut f = import_glb(&posed_vrm(VrmVersion::V1, 40.0)).unwrap();
    f.humanoid.remove(&H::LeftLowerArm);
    let before = f.clone();
    let r = rest::normalise(&mut f);
    assert_eq!(r.status, RestStatus::Refused);
    assert!(r.reason.as_deref().unwrap().contains("no leftLowerArm bone"), "{r:?}");
    assert_eq!(f, before, "a refused figure is measured as found");
    // A collapsed limb (a node scale of 0 puts the elbow on the shoulder).
    let mut f = import_glb(&posed_vrm(VrmVersion::V1, 40.0)).unwrap();
    let (ua, la) = (f.humanoid[&H::RightUpperArm], f.humanoid[&H::RightLowerArm]);
    f.bones[la].position = f.bones[ua].position;
    let r = rest::normalise(&mut f);
    assert_eq!(r.status, RestStatus::Refused);
    assert!(r.reason.unwrap().contains("zero length"));
}
