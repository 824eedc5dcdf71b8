//! The comparison picture: both figures, front and side, at the same height on one ground
//! line; the avatar coloured by verdict, the original in its own colour only; the PNG is
//! deterministic and shows the half-size parts in the "too small" colour.
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
use measure::picture::{compare_picture, png, PictureOptions, CLASSES, ORIGINAL};
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
    let x0 = |k: u32| 10 + k * (panel + 10);
    // The avatar's panels (front 1, side 3) show the too-small parts (hat, hands, shins,
    // shoes) and the parts within 10 %.
    for k in [1, 3] {
        let s = count(&pic, small, x0(k), x0(k) + panel);
        let w = count(&pic, same, x0(k), x0(k) + panel);
        assert!(s > 500 && w > 2000, "panel {k}: {s} too-small and {w} within-10% pixels");
    }
    // The original's panels carry no verdict colour: it is drawn in its own colour only.
    for k in [0, 2] {
        for (name, c) in &CLASSES[..3] {
            let n = count(&pic, *c, x0(k), x0(k) + panel);
            assert_eq!(n, 0, "panel {k}: {n} pixels in the avatar's verdict colour '{name}'");
        }
        let n = count(&pic, ORIGINAL.1, x0(k), x0(k) + panel);
        assert!(n > 2000, "panel {k}: {n} pixels in the original's colour");
    }
    // Both figures the same height, front and side: the rows the figure covers in each panel.
    let rows = |k: u32| {
        let drawn: Vec<u32> = (28..28 + panel)
            .filter(|&y| {
                (x0(k)..x0(k) + panel).any(|x| {
                    let at = ((y * pic.width + x) * 3) as usize;
                    let px = &pic.pixels[at..at + 3];
                    px != [244, 244, 240] && px != [120, 120, 120]
                })
            })
            .collect();
        (drawn[0], *drawn.last().unwrap())
    };
    for (a, b) in [(0, 1), (2, 3), (0, 3)] {
        let ((a0, a1), (b0, b1)) = (rows(a), rows(b));
        assert!(
            (a1 - a0).abs_diff(b1 - b0) <= 2 && a1.abs_diff(b1) <= 1,
            "panels {a} and {b}: rows {a0}..{a1} and {b0}..{b1}, not one height on one ground"
        );
        assert!(a1 - a0 > panel / 2, "the figures fill the panel: {a0}..{a1}");
    }
    // Nothing larger than the original.
    assert_eq!(count(&pic, CLASSES[2].1, 0, pic.width), 0);
}
