//! The comparison picture: both figures, front and side, coloured by verdict, same scale; the
//! PNG is deterministic and shows the half-size parts in the "too small" colour.
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
use common::rig_model;
use measure::picture::{compare_picture, png, PictureOptions, CLASSES};
use measure::{compare_with, from_model, import_glb, CompareOptions};

fn count(p: &measure::picture::Rgb, c: [u8; 3], x0: u32, x1: u32) -> usize {
    let mut n = 0;
    for y in 0..(28 + PictureOptions::default().panel).min(p.height) {
        for x in x0..x1 {
            let at = ((y * p.width + x) * 3) as usize;
            let px = &p.pixels[at..at + 3];
            // The facet shade darkens a colour by a common factor: same hue, same ratios.
            let (a, b) = (px.iter().map(|&v| f32::from(v)).collect::<Vec<_>>(), c.map(f32::from));
            let k = a[0].max(a[1]).max(a[2]) / b[0].max(b[1]).max(b[2]);
            if k > 0.3 && (0..3).all(|i| (a[i] - b[i] * k).abs() <= 6.0) {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_half_size_parts_are_drawn_too_small_beside_the_original() {
    let girl = from_model(&rig_model(&avatar::rig(Skeleton::Girl, Factors::ONE, 2, 3), true));
    let fan = import_glb(&avatar::fan_avatar(VrmVersion::V1)).unwrap();
    let o = CompareOptions::default();
    let c = compare_with(&girl, &fan, &o);
    eprintln!("{} {:?}", c.normalised_by, c.norms);
    let pic = compare_picture(&girl, &fan, &c, &o, &PictureOptions::default()).unwrap();
    let bytes = png(&pic).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    if let Ok(dir) = std::env::var("DEWRIP_PICTURES") {
        std::fs::write(format!("{dir}/compare.png"), &bytes).unwrap();
    }
    assert_eq!(
        bytes,
        png(&compare_picture(&girl, &fan, &c, &o, &PictureOptions::default()).unwrap()).unwrap()
    );
    let panel = PictureOptions::default().panel;
    let (small, same) = (CLASSES[0].1, CLASSES[1].1);
    // Both panels of the front view show the too-small parts (hat, hands, shins, shoes) and
    // the parts within 10 %.
    for k in 0..4 {
        let x0 = 10 + k * (panel + 10);
        let s = count(&pic, small, x0, x0 + panel);
        let w = count(&pic, same, x0, x0 + panel);
        assert!(s > 500 && w > 2000, "panel {k}: {s} too-small and {w} within-10% pixels");
    }
    // The avatar's too-small parts cover fewer pixels than the original's same parts.
    let orig = count(&pic, small, 10, 10 + panel);
    let ava = count(&pic, small, 20 + panel, 20 + 2 * panel);
    assert!((ava as f64) < 0.6 * orig as f64, "original {orig}, avatar {ava}");
    // Nothing larger than the original.
    assert_eq!(count(&pic, CLASSES[2].1, 0, pic.width), 0);
}
