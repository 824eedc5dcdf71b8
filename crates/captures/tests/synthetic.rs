//! The synthetic girl captures: genuine ones pass, every negative one fails with the right
//! check named, noise / empty dumps / wrong ticks are not measured.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

mod support;

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
    let g = support::girl(&p);
    let cam = if b { captures::synthetic::camera_b() } else { captures::synthetic::camera_a() };
    support::gpu_dump(&g, &cam, variant)
}

fn verify_dump(bytes: &[u8]) -> CaptureReport {
    let g = support::girl(&plan());
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

fn verify_ram(bytes: &[u8], tick: u32) -> CaptureReport {
    let g = support::girl(&plan());
    synth_report(&g, &[CaptureInput::Ram { label: "ram", bytes, tick }])
}

fn synth_report(g: &dewprism::chr::Chr, caps: &[CaptureInput<'_>]) -> CaptureReport {
    verify_captures(g, "MAYA", caps, &opts()).captures.into_iter().next().unwrap()
}

#[test]
fn ram_snapshots_match_exactly() {
    let p = plan();
    let g = support::girl(&p);
    let channels = g.anims.as_ref().unwrap().channels.len();
    for t in captures::synthetic::RAM_TICKS {
        let ram = support::ram_snapshot(&g, p.seed, t);
        let r = verify_ram(&ram, t);
        let a = r.animation.as_ref().unwrap();
        assert_eq!(a.address, "0x8009c000");
        assert_eq!(a.channels, channels);
        assert!(a.mismatches.is_empty(), "{:?}", a.mismatches);
        assert_eq!(status(&r, "animation_state"), Status::Pass);
        assert_eq!(a.how, "structure");
        assert_eq!(a.snapshot_ticks.ticks, [t]);
        // The given address agrees with the search.
        let g2 = support::girl(&p);
        let o = Options { anim_address: Some(0x8009_C000), ..opts() };
        let rep = verify_captures(
            &g2,
            "MAYA",
            &[CaptureInput::Ram { label: "r", bytes: &ram, tick: t }],
            &o,
        );
        assert_eq!(rep.captures[0].animation.as_ref().unwrap().how, "given");
        assert!(!rep.failed);
    }
}

#[test]
fn ram_from_another_tick_fails_and_says_which_tick_it_is() {
    let p = plan();
    let g = support::girl(&p);
    let ram = support::ram_snapshot(&g, p.seed, 24);
    for wrong in [8, 9, 23, 40] {
        let r = verify_ram(&ram, wrong);
        assert_eq!(status(&r, "animation_state"), Status::Fail, "tick {wrong}: {:?}", r.checks);
        let a = r.animation.as_ref().unwrap();
        assert_eq!((a.address.as_str(), a.how), ("0x8009c000", "structure"));
        assert!(!a.mismatches.is_empty());
        assert_eq!(a.snapshot_ticks.ticks, [24], "tick {wrong}");
        let detail = &r.checks.iter().find(|c| c.name == "animation_state").unwrap().detail;
        let m = &a.mismatches[0];
        assert!(
            detail.contains(&format!("first at channel {} {}", m.channel, m.field)),
            "{detail}"
        );
        assert!(detail.contains("the snapshot is at tick 24"), "{detail}");
    }
    // Noise and zeros: no block to find.
    let zeros = vec![0u8; captures::formats::RAM_BYTES];
    assert_eq!(status(&verify_ram(&zeros, 8), "animation_state"), Status::NotMeasured);
    assert_eq!(status(&verify_ram(b"not ram at all", 8), "animation_state"), Status::NotMeasured);
    // The block moved elsewhere: found there all the same.
    let mut moved = vec![0u8; captures::formats::RAM_BYTES];
    let n = g.anims.as_ref().unwrap().channels.len() * captures::ram::RECORD_BYTES;
    moved[0x1_2340..0x1_2340 + n].copy_from_slice(&ram[0x9_C000..0x9_C000 + n]);
    let r = verify_ram(&moved, 24);
    assert_eq!(status(&r, "animation_state"), Status::Pass, "{:?}", r.checks);
    assert_eq!(r.animation.as_ref().unwrap().address, "0x80012340");
}

#[test]
fn a_damaged_cursor_still_finds_the_block_and_fails() {
    let p = plan();
    let g = support::girl(&p);
    let mut ram = support::ram_snapshot(&g, p.seed, 8);
    // Channel 5's cursor (+0 in its record) off by 7: inconsistent with its stream.
    let at = 0x9_C000 + 5 * captures::ram::RECORD_BYTES;
    ram[at] = ram[at].wrapping_add(7);
    let r = verify_ram(&ram, 8);
    assert_eq!(status(&r, "animation_state"), Status::Fail, "{:?}", r.checks);
    let a = r.animation.as_ref().unwrap();
    assert_eq!((a.mismatches[0].channel, a.mismatches[0].field), (5, "cursor"));
    assert!(a.snapshot_ticks.ticks.is_empty() && a.snapshot_ticks.from.is_none());
}

#[test]
fn a_corrupted_channel_is_listed() {
    let p = plan();
    let g = support::girl(&p);
    let mut ram = support::ram_snapshot(&g, p.seed, 8);
    // Channel 3's accumulator (+4 in its 12-byte record).
    let at = 0x9_C000 + 3 * captures::ram::RECORD_BYTES + 4;
    ram[at] ^= 0x01;
    let r = verify_ram(&ram, 8);
    assert_eq!(status(&r, "animation_state"), Status::Fail);
    let m = &r.animation.as_ref().unwrap().mismatches;
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].channel, m[0].field), (3, "acc"));
}

#[test]
fn empty_noise_and_foreign_dumps_are_not_measured() {
    let g = support::girl(&plan());
    // An empty dump: header only.
    let empty = captures::formats::GpuDumpWriter::new(&gpu::vram::Vram::new()).finish();
    // Noise.
    let mut noise = vec![0u8; 1 << 16];
    for (i, b) in noise.iter_mut().enumerate() {
        *b = (i.wrapping_mul(2_654_435_761) >> 13) as u8;
    }
    // Another game: polygons in CLUTs the model does not have.
    let mut w = captures::formats::GpuDumpWriter::new(&gpu::vram::Vram::new());
    w.upload(0, 500, 16, 1, &[0x1234; 16]);
    for i in 0..50u32 {
        w.gp0(&[0x2480_8080, i, (500 << 6) << 16, i + 4, 0, (4 << 16) | i, 0x0404]);
    }
    w.vsync();
    let foreign = w.finish();
    // The girl's own dump with nothing drawn: textures uploaded, no polygons.
    for (name, bytes) in [("empty", empty), ("noise", noise), ("foreign", foreign)] {
        let r = synth_report(&g, &[CaptureInput::GpuDump { label: name, bytes: &bytes }]);
        for c in &r.checks {
            assert_eq!(c.status, Status::NotMeasured, "{name}: {c:?}");
            assert!(!c.detail.is_empty());
        }
        assert!(!r.checks.is_empty());
    }
}

#[test]
fn a_dump_frame_without_the_model_is_not_measured() {
    let g = support::girl(&plan());
    let bytes = dump(Variant::Genuine, false);
    let o = Options { dump_frame: Some(5), ..opts() };
    let rep =
        verify_captures(&g, "MAYA", &[CaptureInput::GpuDump { label: "a", bytes: &bytes }], &o);
    assert!(rep.captures[0].checks.iter().all(|c| c.status == Status::NotMeasured));
    assert!(!rep.failed);
}

#[test]
fn left_hand_named_as_right_fails_handedness() {
    let g = support::girl(&plan());
    let left = Options { right_hand: Some("node11".into()), ..Options::default() };
    let rep = verify_captures(&g, "MAYA", &[], &left);
    let h = rep.checks.iter().find(|c| c.name == "handedness").unwrap();
    assert_eq!(h.status, Status::Fail, "{h:?}");
    assert!(rep.failed);
    let none = verify_captures(&g, "MAYA", &[], &Options::default());
    let h = none.checks.iter().find(|c| c.name == "handedness").unwrap();
    assert_eq!(h.status, Status::NotMeasured);
    assert!(!none.failed);
}

#[test]
fn report_serializes_to_the_contract() {
    let p = plan();
    let g = support::girl(&p);
    let a = dump(Variant::Genuine, false);
    let ram = support::ram_snapshot(&g, p.seed, 24);
    let rep = verify_captures(
        &g,
        "MAYA",
        &[
            CaptureInput::GpuDump { label: "girl_idle_a.psxgpu", bytes: &a },
            CaptureInput::Ram { label: "girl_ram_t24.bin", bytes: &ram, tick: 24 },
        ],
        &opts(),
    );
    let v = serde_json::to_value(&rep).unwrap();
    let c0 = &v["captures"][0];
    for k in ["model", "faces_matched", "faces", "residual_px", "camera", "mirror", "checks"] {
        assert!(!c0[k].is_null(), "missing {k}");
    }
    for k in ["median", "p90", "max"] {
        assert!(c0["residual_px"][k].is_number());
    }
    let c1 = &v["captures"][1];
    assert_eq!(c1["animation"]["mismatches"].as_array().unwrap().len(), 0);
    assert!(c1["animation"]["channels"].as_u64().unwrap() > 0);
    assert_eq!(c1["checks"][0]["status"], "pass");
    assert_eq!(v["failed"], false);
    // Deterministic.
    assert_eq!(
        serde_json::to_string(&rep).unwrap(),
        serde_json::to_string(&verify_captures(
            &g,
            "MAYA",
            &[
                CaptureInput::GpuDump { label: "girl_idle_a.psxgpu", bytes: &a },
                CaptureInput::Ram { label: "girl_ram_t24.bin", bytes: &ram, tick: 24 },
            ],
            &opts(),
        ))
        .unwrap()
    );
}

#[test]
fn the_given_camera_reproduces_every_vertex_exactly() {
    let g = support::girl(&plan());
    let bytes = dump(Variant::Genuine, false);
    let given = Options { camera: Some(captures::synthetic::camera_a()), ..opts() };
    let rep =
        verify_captures(&g, "MAYA", &[CaptureInput::GpuDump { label: "a", bytes: &bytes }], &given);
    let r = rep.captures[0].residual_px.unwrap();
    assert_eq!((r.median, r.max), (0.0, 0.0), "{r:?}");
    assert!(!rep.failed);
    let wrong = Options { camera: Some(captures::synthetic::camera_b()), ..opts() };
    let rep =
        verify_captures(&g, "MAYA", &[CaptureInput::GpuDump { label: "a", bytes: &bytes }], &wrong);
    assert_eq!(status(&rep.captures[0], "residual"), Status::Fail);
}

#[test]
fn every_capture_is_made_and_detected() {
    let files = support::all(&plan());
    let get = |name: &str| files.iter().find(|(n, _)| n == name).map(|(_, b)| b.clone());
    for want in [
        "girl_idle_a.psxgpu",
        "girl_idle_b.psxgpu",
        "girl_ram_t8.bin",
        "girl_ram_t24.bin",
        "girl_neg_mirror.psxgpu",
        "girl_neg_turn.psxgpu",
        "girl_neg_jitter.psxgpu",
    ] {
        assert!(get(want).is_some(), "{want} missing");
    }
    let ram = get("girl_ram_t8.bin").unwrap();
    assert_eq!(ram.len(), 2 << 20);
    assert_eq!(captures::formats::detect(&ram).unwrap(), captures::formats::CaptureKind::RawRam);
    let a = get("girl_idle_a.psxgpu").unwrap();
    assert_eq!(captures::formats::detect(&a).unwrap(), captures::formats::CaptureKind::GpuDump);
    // Same plan, same bytes.
    assert_eq!(support::all(&plan()), files);
}

/// The frame of the disc's `girl.vram`, written as a GPU dump, replays to the same VRAM.
#[test]
fn the_girl_frame_as_a_gpu_dump_replays_to_her_vram() {
    let p = plan();
    let ups = synth::capture::uploads(&p);
    let refs: Vec<(u16, u16, u16, u16, &[u16])> =
        ups.iter().map(|(x, y, w, h, px)| (*x, *y, *w, *h, px.as_slice())).collect();
    let dump = captures::formats::read(&captures::formats::write_gpu_dump(&refs, 2)).unwrap();
    assert_eq!(dump.vram.unwrap(), synth::capture::girl_vram(&p));
}

#[test]
fn model_checks_measure_the_published_facts() {
    let g = support::girl(&plan());
    let rep = verify_captures(&g, "MAYA", &[], &opts());
    for c in &rep.checks {
        println!("{}: {:?} — {}", c.name, c.status, c.detail);
        assert_eq!(c.status, Status::Pass);
    }
    let f = &rep.checks[0];
    assert_eq!(f.name, "facing");
    assert!(f.detail.contains("z = -"), "{}", f.detail);
}

/// The girl as a decoder with a convention error would read her: every vertex and node
/// translation mapped by `f`.
fn misread(f: impl Fn([i16; 3]) -> [i16; 3]) -> dewprism::chr::Chr {
    let mut g = support::girl(&plan());
    for p in &mut g.parts {
        for v in &mut p.vertices {
            *v = f(*v);
        }
    }
    if let Some(s) = g.skeleton.as_mut() {
        for n in &mut s.nodes {
            n.translation = f(n.translation);
        }
    }
    g
}

#[test]
fn convention_errors_fail_the_model_checks() {
    // +Z front (turned 180° about Y): facing fails.
    let turned = misread(|[x, y, z]| [-x, y, -z]);
    let rep = verify_captures(&turned, "MAYA", &[], &opts());
    assert_eq!(rep.checks[0].status, Status::Fail, "{:?}", rep.checks[0]);
    // The book read as attached to the left hand (an attachment-row error): handedness fails,
    // facing still passes.
    let mut wrong = support::girl(&plan());
    wrong.skeleton.as_mut().unwrap().nodes[15].parent = Some(11);
    let mirrored = wrong;
    let rep = verify_captures(&mirrored, "MAYA", &[], &opts());
    assert_eq!(rep.checks[0].status, Status::Pass);
    assert_eq!(rep.checks[1].status, Status::Fail, "{:?}", rep.checks[1]);
    assert!(rep.failed);
}
