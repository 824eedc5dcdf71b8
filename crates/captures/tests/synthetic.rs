//! The synthetic girl captures: genuine ones pass, every negative one fails with the right
//! check named, noise / empty dumps / wrong ticks are not measured.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

use captures::render::Variant;
use captures::{verify_captures, CaptureInput, CaptureReport, Options, Status};
use synth::disc::{Plan, Size};

fn plan() -> Plan {
    Plan::new(Size::Small, 7)
}

fn opts() -> Options {
    Options { right_hand: Some("15".into()), ..Options::default() }
}

fn status(r: &CaptureReport, name: &str) -> Status {
    r.checks
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no check {name}: {r:#?}"))
        .status
}

fn dump(variant: Variant, b: bool) -> Vec<u8> {
    let p = plan();
    let g = synth::captures::girl(&p);
    let cam = if b { synth::captures::camera_b() } else { synth::captures::camera_a() };
    synth::captures::gpu_dump(&g, &cam, variant)
}

fn verify_dump(bytes: &[u8]) -> CaptureReport {
    let g = synth::captures::girl(&plan());
    let rep = verify_captures(&g, "MAYA", &[CaptureInput::GpuDump { label: "x", bytes }], &opts());
    assert!(rep.checks.iter().all(|c| c.status == Status::Pass), "{:#?}", rep.checks);
    rep.captures.into_iter().next().unwrap()
}

#[test]
fn genuine_dumps_pass() {
    for b in [false, true] {
        let r = verify_dump(&dump(Variant::Genuine, b));
        println!("{}", serde_json::to_string_pretty(&r).unwrap());
        let res = r.residual_px.unwrap();
        assert!(res.median <= 0.5, "camera {b}: {res:?}");
        assert_eq!(r.mirror, Some(false));
        for c in &r.checks {
            assert_eq!(c.status, Status::Pass, "{c:?}");
        }
        assert_eq!(r.faces_matched, r.faces);
    }
}

#[test]
fn mirrored_dump_fails_mirror() {
    let r = verify_dump(&dump(Variant::Mirrored, false));
    println!("{}", serde_json::to_string_pretty(&r.checks).unwrap());
    assert_eq!(status(&r, "mirror"), Status::Fail);
    assert_eq!(r.mirror, Some(true));
}

#[test]
fn turned_dump_fails_facing() {
    let r = verify_dump(&dump(Variant::Turned, false));
    println!("{}", serde_json::to_string_pretty(&r.checks).unwrap());
    assert_eq!(status(&r, "facing"), Status::Fail);
}

#[test]
fn jittered_dump_fails_residual() {
    let r = verify_dump(&dump(Variant::Jitter(4), false));
    println!("{}", serde_json::to_string_pretty(&r.checks).unwrap());
    assert_eq!(status(&r, "residual"), Status::Fail);
}
