//! The gcc-built draw routine run in the R3000 interpreter draws exactly what
//! `captures::render` computes with the same GTE, for every variant.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)]

mod support;

use captures::render::{self, Variant};
use dewprism::anim::RotationOrder;
use synth::disc::{Plan, Size};

#[test]
fn interpreter_draws_what_the_projection_computes() {
    let g = support::girl(&Plan::new(Size::Small, 7));
    let posed = captures::pose(&g, 0, 1, RotationOrder::default());
    let lay = support::layout(&g);
    for cam in [captures::synthetic::camera_a(), captures::synthetic::camera_b()] {
        for v in [Variant::Genuine, Variant::Mirrored, Variant::Turned, Variant::Jitter(4)] {
            let mut a = captures::interp::draw(&posed, &lay, &cam, v).unwrap();
            let mut b = render::draw(&posed, &lay, &cam, v);
            assert_eq!(a.len(), posed.faces.len());
            a.sort();
            b.sort();
            assert_eq!(a, b, "{v:?}");
        }
    }
}

#[test]
fn the_symbol_table_names_the_draw_address() {
    let syms = include_str!("../fixtures/draw/draw.syms");
    let line = syms.lines().find(|l| l.ends_with(" T draw")).unwrap();
    assert_eq!(u32::from_str_radix(&line[..8], 16).unwrap(), captures::interp::DRAW_ADDRESS);
}
