#![doc = include_str!("../../../docs/formats/captures.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod camera;
mod check;
pub mod faces;
pub mod formats;
pub mod interp;
pub mod matching;
pub mod ram;
pub mod render;
pub mod replay;
mod semantic;
pub mod synthetic;

use std::collections::BTreeMap;

use crate::replay::{replay_dump, ReplayLimits};
use dewprism::chr::Chr;
use r3000::gte::Gte;
use serde::Serialize;

pub use camera::Camera;
pub use check::{Check, Options, Status};
pub use faces::{pose, PosedModel};
pub use semantic::{facing, handedness, resolve_node};

/// Residual statistics in pixels, over the distinct matched vertices.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Residual {
    /// Median.
    pub median: f64,
    /// 90th percentile.
    pub p90: f64,
    /// Maximum.
    pub max: f64,
    /// Vertices measured.
    pub vertices: usize,
}

/// The animation comparison.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Animation {
    /// Where the block is (`0x8…`).
    pub address: String,
    /// `given` (`--anim-address`) or `structure` (found by its structure, see `ram::locate`).
    pub how: &'static str,
    /// Blocks the structure search found (1 when given).
    pub candidates: usize,
    /// The tick compared (the one the user gave).
    pub tick: u32,
    /// Channels compared.
    pub channels: usize,
    /// Every mismatch with the decoder at `tick`.
    pub mismatches: Vec<ram::Mismatch>,
    /// The ticks at which the decoder holds exactly this block: when the snapshot was taken.
    pub snapshot_ticks: ram::Ticks,
}

/// The verdict on one capture (the `captures[]` element of `dewrip verify --json`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CaptureReport {
    /// The capture's label (its file name).
    pub capture: String,
    /// `gpu-dump`, `raw-ram`, … (`crate::formats::CaptureKind::name`).
    pub kind: String,
    /// The model compared.
    pub model: String,
    /// GPU dumps: the frame used (VSyncs after TraceBegin).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frame: Option<u32>,
    /// GPU dumps: faces matched by (CLUT, page, UVs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub faces_matched: Option<usize>,
    /// GPU dumps: the model's textured faces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub faces: Option<usize>,
    /// GPU dumps: drawn textured polygons whose CLUT is one of the model's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub drawn_with_clut: Option<usize>,
    /// GPU dumps: the projection residual through the camera below.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub residual_px: Option<Residual>,
    /// GPU dumps: the camera (fitted, or from GTE registers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub camera: Option<Camera>,
    /// GPU dumps: a reflection of the model fits better than any rotation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mirror: Option<bool>,
    /// RAM snapshots: the animation state comparison.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub animation: Option<Animation>,
    /// Why the capture could not be read (its checks are then `not_measured`, and `verify`
    /// exits 1: a capture given to check against that cannot be read is a failed run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Named checks.
    pub checks: Vec<Check>,
    /// Facts for the user.
    pub notes: Vec<String>,
}

impl CaptureReport {
    fn new(label: &str, kind: &str, model: &str) -> CaptureReport {
        CaptureReport {
            capture: label.to_owned(),
            kind: kind.to_owned(),
            model: model.to_owned(),
            frame: None,
            faces_matched: None,
            faces: None,
            drawn_with_clut: None,
            residual_px: None,
            camera: None,
            mirror: None,
            animation: None,
            error: None,
            checks: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// True when a check failed or the capture could not be read.
    pub fn failed(&self) -> bool {
        self.error.is_some() || self.checks.iter().any(|c| c.status == Status::Fail)
    }
}

/// Everything `verify` learned from captures.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CapturesReport {
    /// The model.
    pub model: String,
    /// Checks on the model itself (no capture needed): `facing`, `handedness`.
    pub checks: Vec<Check>,
    /// One report per capture.
    pub captures: Vec<CaptureReport>,
    /// True when any check failed or a capture could not be read (`verify` exits 1).
    pub failed: bool,
}

/// A capture to check.
#[derive(Debug, Clone, Copy)]
pub enum CaptureInput<'a> {
    /// A GPU dump (`.psxgpu`, plain, zstd or xz).
    GpuDump {
        /// Label (file name).
        label: &'a str,
        /// Bytes.
        bytes: &'a [u8],
    },
    /// A RAM snapshot (raw 2 MiB, or any save state `crate::formats` reads) and its tick.
    Ram {
        /// Label (file name).
        label: &'a str,
        /// Bytes.
        bytes: &'a [u8],
        /// The tick of the animation clip when the snapshot was taken.
        tick: u32,
    },
}

/// Runs every check: the model's semantic checks, then each capture. The one call behind
/// `dewrip verify --gpu-dump … --ram … --tick …`.
pub fn verify_captures(
    chr: &Chr,
    model: &str,
    captures: &[CaptureInput<'_>],
    opts: &Options,
) -> CapturesReport {
    let posed = pose(chr, opts.clip, opts.tick, opts.order);
    let checks = vec![facing(&posed), handedness(chr, &posed, opts)];
    let captures: Vec<CaptureReport> = captures
        .iter()
        .map(|c| match *c {
            CaptureInput::GpuDump { label, bytes } => {
                verify_gpu_dump(chr, model, label, bytes, opts)
            }
            CaptureInput::Ram { label, bytes, tick } => {
                verify_ram(chr, model, label, bytes, tick, opts)
            }
        })
        .collect();
    let failed = checks.iter().any(|c| c.status == Status::Fail)
        || captures.iter().any(CaptureReport::failed);
    CapturesReport { model: model.to_owned(), checks, captures, failed }
}

/// Per-vertex samples of the matched faces: distinct `(slot, x, y)`.
fn samples(matches: &[matching::FaceMatch]) -> Vec<(u32, i16, i16)> {
    let mut s: Vec<(u32, i16, i16)> =
        matches.iter().flat_map(|m| m.corners.iter().copied()).collect();
    s.sort_unstable();
    s.dedup();
    s
}

fn float_samples(model: &PosedModel, s: &[(u32, i16, i16)], mirror: bool) -> Vec<camera::Sample> {
    s.iter()
        .filter_map(|&(slot, x, y)| {
            let p = model.position(slot)?;
            let sign = if mirror { -1.0 } else { 1.0 };
            // RTPS truncates (`>> 16`): a drawn pixel n stands for [n, n+1), centre n + ½.
            Some((
                [sign * f64::from(p[0]), f64::from(p[1]), f64::from(p[2])],
                [f64::from(x) + 0.5, f64::from(y) + 0.5],
            ))
        })
        .collect()
}

/// Bit-exact residuals of `samples` through `cam`.
fn residuals(
    cam: &Camera,
    model: &PosedModel,
    s: &[(u32, i16, i16)],
    mirror: bool,
) -> Option<Residual> {
    let mut gte = Gte::new();
    let mut d: Vec<f64> = s
        .iter()
        .map(|&(slot, x, y)| match cam.project(&mut gte, model, slot, mirror) {
            Some((sx, sy)) => f64::from(sx.wrapping_sub(x)).hypot(f64::from(sy.wrapping_sub(y))),
            None => f64::INFINITY,
        })
        .collect();
    if d.is_empty() {
        return None;
    }
    d.sort_by(f64::total_cmp);
    let at = |q: f64| d.get(((d.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0);
    Some(Residual { median: at(0.5), p90: at(0.9), max: at(1.0), vertices: d.len() })
}

/// Fits a camera (unambiguous matches first, then every ambiguous group re-paired by
/// proximity under that camera, then a refit).
fn fit_camera(
    model: &PosedModel,
    polygons: &[crate::replay::DrawnPolygon],
    matches: &mut [matching::FaceMatch],
    mirror: bool,
) -> Option<Camera> {
    let sure: Vec<matching::FaceMatch> = matches.iter().filter(|m| !m.ambiguous).cloned().collect();
    let first = float_samples(model, &samples(&sure), mirror);
    let cam0 = if first.len() >= 12 { camera::fit(&first) } else { None };
    let cam0 = match cam0 {
        Some(c) => c,
        None => camera::fit(&float_samples(model, &samples(matches), mirror))?,
    };
    repair(model, polygons, matches, &cam0, mirror);
    camera::fit(&float_samples(model, &samples(matches), mirror))
}

/// Re-pairs faces and polygons inside each ambiguous group, nearest first.
fn repair(
    model: &PosedModel,
    polygons: &[crate::replay::DrawnPolygon],
    matches: &mut [matching::FaceMatch],
    cam: &Camera,
    mirror: bool,
) {
    let mut groups: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (i, m) in matches.iter().enumerate() {
        if m.ambiguous {
            groups.entry(m.group).or_default().push(i);
        }
    }
    let sign = if mirror { -1.0 } else { 1.0 };
    for idx in groups.values() {
        let face_c: Vec<Option<[f64; 2]>> = idx
            .iter()
            .map(|&i| {
                let f = model.faces.get(matches.get(i)?.face)?;
                let pts: Vec<[f64; 2]> = f
                    .corners
                    .iter()
                    .filter_map(|c| {
                        let p = model.position(c.slot)?;
                        cam_project(cam, [sign * f64::from(p[0]), f64::from(p[1]), f64::from(p[2])])
                    })
                    .collect();
                mean2(&pts)
            })
            .collect();
        let polys: Vec<usize> =
            idx.iter().filter_map(|&i| matches.get(i).map(|m| m.polygon)).collect();
        let poly_c: Vec<Option<[f64; 2]>> = polys
            .iter()
            .map(|&p| {
                let pts: Vec<[f64; 2]> = polygons
                    .get(p)
                    .map(|d| {
                        d.polygon
                            .vertices
                            .iter()
                            .map(|v| [f64::from(v.x), f64::from(v.y)])
                            .collect()
                    })
                    .unwrap_or_default();
                mean2(&pts)
            })
            .collect();
        let mut pairs: Vec<(f64, usize, usize)> = Vec::new();
        for (a, fc) in face_c.iter().enumerate() {
            for (b, pc) in poly_c.iter().enumerate() {
                let d = match (fc, pc) {
                    (Some(f), Some(p)) => (f[0] - p[0]).hypot(f[1] - p[1]),
                    _ => f64::INFINITY,
                };
                pairs.push((d, a, b));
            }
        }
        pairs.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)).then(x.2.cmp(&y.2)));
        let (mut fa, mut pb) = (vec![false; idx.len()], vec![false; polys.len()]);
        for (_, a, b) in pairs {
            if fa.get(a).copied().unwrap_or(true) || pb.get(b).copied().unwrap_or(true) {
                continue;
            }
            if let (Some(x), Some(y)) = (fa.get_mut(a), pb.get_mut(b)) {
                *x = true;
                *y = true;
            }
            let (Some(&mi), Some(&pi)) = (idx.get(a), polys.get(b)) else { continue };
            let Some(m) = matches.get_mut(mi) else { continue };
            let (Some(face), Some(poly)) = (model.faces.get(m.face), polygons.get(pi)) else {
                continue;
            };
            m.polygon = pi;
            m.corners = matching::pair_corners(face, &m.uvs, &poly.polygon);
        }
    }
}

fn cam_project(c: &Camera, p: [f64; 3]) -> Option<[f64; 2]> {
    let v = camera::mul_v(&c.rotation, p);
    let z = v[2] + c.translation[2];
    (z > 1.0).then(|| {
        [c.ofx + c.h * (v[0] + c.translation[0]) / z, c.ofy + c.h * (v[1] + c.translation[1]) / z]
    })
}

fn mean2(p: &[[f64; 2]]) -> Option<[f64; 2]> {
    (!p.is_empty()).then(|| {
        let n = p.len() as f64;
        let s = p.iter().fold([0.0, 0.0], |a, x| [a[0] + x[0], a[1] + x[1]]);
        [s[0] / n, s[1] / n]
    })
}

/// Matching, residual, mirror and view-facing checks of one GPU dump.
pub fn verify_gpu_dump(
    chr: &Chr,
    model: &str,
    label: &str,
    bytes: &[u8],
    opts: &Options,
) -> CaptureReport {
    let mut rep = CaptureReport::new(label, "gpu-dump", model);
    let not = |rep: &mut CaptureReport, why: String| {
        for name in ["matching", "residual", "mirror", "facing"] {
            rep.checks.push(Check::new(name, Status::NotMeasured, why.clone()));
        }
    };
    let replay = match replay_dump(bytes, &opts.replay) {
        Ok(r) => r,
        Err(e) => {
            let why = format!("the GPU dump could not be replayed: {e}");
            not(&mut rep, why.clone());
            rep.error = Some(why);
            return rep;
        }
    };
    rep.notes.extend(replay.dump.notes.iter().cloned());
    if let Some(id) = &replay.dump.game_id {
        rep.notes.push(format!("game ID: {id}"));
    }
    let posed = pose(chr, opts.clip, opts.tick, opts.order);
    let vram = &replay.dump.vram_after;
    let tried: Vec<(u32, matching::Matching)> = replay
        .frames
        .iter()
        .filter(|f| opts.dump_frame.is_none_or(|want| f.index == want))
        .map(|f| (f.index, matching::match_faces(chr, &posed, vram, &f.polygons)))
        .collect();
    let Some((frame, mut m)) = tried
        .into_iter()
        .max_by_key(|(i, m)| (m.matches.len(), m.drawn_with_clut, std::cmp::Reverse(*i)))
    else {
        not(&mut rep, nothing_drawn(&replay, opts.dump_frame, &opts.replay));
        return rep;
    };
    let polygons = replay.frame(frame).map_or(&[][..], |f| &f.polygons[..]);
    rep.frame = Some(frame);
    rep.faces = Some(m.faces);
    rep.faces_matched = Some(m.matches.len());
    rep.drawn_with_clut = Some(m.drawn_with_clut);
    rep.notes.push(format!(
        "{} of {} face textures found in the capture's VRAM",
        m.textures_placed.0, m.textures_placed.1
    ));
    if m.drawn_with_clut == 0 {
        not(&mut rep, format!("frame {frame} draws no polygon with the model's CLUTs"));
        return rep;
    }
    let share = m.matches.len() as f64 / m.drawn_with_clut as f64;
    let detail = if m.matches.is_empty() {
        format!(
            "none of the {} drawn polygons in the model's CLUTs matches one of its {} textured \
             faces (another model sharing the CLUT, or the face records decode differently)",
            m.drawn_with_clut, m.faces
        )
    } else {
        format!(
            "{} of {} model faces matched {} drawn polygons in the model's CLUTs ({:.1} %)",
            m.matches.len(),
            m.faces,
            m.drawn_with_clut,
            share * 100.0
        )
    };
    rep.checks.push(Check::new(
        "matching",
        if m.matches.is_empty() {
            Status::NotMeasured
        } else if share >= opts.match_share {
            Status::Pass
        } else {
            Status::Fail
        },
        detail,
    ));
    let mut mirrored = m.matches.clone();
    let cam = match opts.camera {
        Some(c) => {
            repair(&posed, polygons, &mut m.matches, &c, false);
            Some(c)
        }
        None => fit_camera(&posed, polygons, &mut m.matches, false),
    };
    let s = samples(&m.matches);
    let (Some(cam), true) = (cam, s.len() >= 6) else {
        let why = format!("{} matched vertices: too few for a camera fit (6 or more)", s.len());
        for name in ["residual", "mirror", "facing"] {
            rep.checks.push(Check::new(name, Status::NotMeasured, why.clone()));
        }
        return rep;
    };
    let res = residuals(&cam, &posed, &s, false);
    rep.camera = Some(cam);
    rep.residual_px = res;
    rep.checks.push(match res {
        Some(r) if r.median <= opts.residual_limit_px => Check::new(
            "residual",
            Status::Pass,
            format!(
                "median {:.2} px, p90 {:.2}, max {:.2} over {} vertices (limit {} px)",
                r.median, r.p90, r.max, r.vertices, opts.residual_limit_px
            ),
        ),
        Some(r) => Check::new(
            "residual",
            Status::Fail,
            format!(
                "median {:.2} px, p90 {:.2}, max {:.2} over {} vertices: over the {} px limit",
                r.median, r.p90, r.max, r.vertices, opts.residual_limit_px
            ),
        ),
        None => Check::new("residual", Status::NotMeasured, "no vertex projected"),
    });
    // Mirror detector: the reflected model, fitted the same way.
    let refl = fit_camera(&posed, polygons, &mut mirrored, true)
        .and_then(|c| residuals(&c, &posed, &samples(&mirrored), true));
    match (res, refl) {
        (Some(r), Some(q)) => {
            let mirror = q.median + 0.5 < r.median;
            rep.mirror = Some(mirror);
            rep.checks.push(Check::new(
                "mirror",
                if mirror { Status::Fail } else { Status::Pass },
                format!(
                    "median residual {:.2} px as decoded, {:.2} px reflected in X{}",
                    r.median,
                    q.median,
                    if mirror { ": the capture is a mirror image of the model" } else { "" }
                ),
            ));
        }
        _ => rep.checks.push(Check::new(
            "mirror",
            Status::NotMeasured,
            "the reflected model could not be fitted",
        )),
    }
    rep.checks.push(semantic::view_facing(&posed, &m.matches, &cam));
    rep
}

/// Why a replayed dump gives no polygon to match: no TraceBegin, nothing drawn after it, not in
/// the frame asked for, or not kept by the replay limits.
fn nothing_drawn(
    replay: &crate::replay::Replay,
    frame: Option<u32>,
    limits: &ReplayLimits,
) -> String {
    let d = &replay.dump;
    let Some(at) = d.trace_begin_at else {
        return format!(
            "the dump draws no polygon that counts: it has no TraceBegin packet, and polygons \
             count from there ({} polygon command(s) among its {} GP0 commands came without one)",
            d.polygons_total, d.commands
        );
    };
    if replay.polygons_seen == 0 {
        let before = if d.polygons_total > 0 {
            format!("; its {} polygon command(s) all come before TraceBegin", d.polygons_total)
        } else {
            String::new()
        };
        return format!(
            "the dump draws no polygon after its TraceBegin packet (offset {at:#x}): its {} GP0 \
             commands over {} frame(s) are uploads, fills and drawing state only{before}",
            d.commands, d.frames_seen
        );
    }
    let drawn: Vec<u32> = replay.frames.iter().map(|f| f.index).collect();
    match (frame, drawn.first(), drawn.last()) {
        (Some(f), Some(a), Some(b)) => format!(
            "the dump draws no polygon in frame {f}; it draws in {} frame(s) from {a} to {b}",
            drawn.len()
        ),
        _ => format!(
            "the dump draws {} polygon(s) after TraceBegin but none was kept ({} dropped by the \
             replay limits: at most {} frames and {} polygons)",
            replay.polygons_seen, replay.polygons_dropped, limits.max_frames, limits.max_polygons
        ),
    }
}

/// The animation state check of one RAM snapshot taken at `tick`.
pub fn verify_ram(
    chr: &Chr,
    model: &str,
    label: &str,
    bytes: &[u8],
    tick: u32,
    opts: &Options,
) -> CaptureReport {
    let cap = crate::formats::read(bytes);
    let kind = cap.as_ref().map_or("unknown", |c| c.kind.name());
    let mut rep = CaptureReport::new(label, kind, model);
    let ram = match cap {
        Ok(c) => {
            rep.notes.extend(c.notes);
            c.ram
        }
        Err(e) => {
            let why = match e {
                crate::formats::CaptureError::Unknown { .. } => {
                    format!("not a capture dewrip reads: {e}")
                }
                other => format!("the capture could not be read: {other}"),
            };
            rep.checks.push(Check::new("animation_state", Status::NotMeasured, why.clone()));
            rep.error = Some(why);
            return rep;
        }
    };
    let Some(ram) = ram else {
        rep.checks.push(Check::new(
            "animation_state",
            Status::NotMeasured,
            "the capture holds no RAM",
        ));
        return rep;
    };
    let Some(clip) = chr.anims.as_ref().and_then(|a| a.clips.get(opts.anim_clip)) else {
        rep.checks.push(Check::new(
            "animation_state",
            Status::NotMeasured,
            format!("the model has no clip {}", opts.anim_clip),
        ));
        return rep;
    };
    match ram::find(&ram, clip, tick, opts.anim_address) {
        Ok(found) => {
            let n = found.mismatches.len();
            let at = format!(
                "block at {:#010x} ({}), {} channels",
                found.address,
                if found.how == "given" { "given" } else { "found by its structure" },
                found.channels
            );
            let when = format!("the snapshot is at {}", found.snapshot_ticks.words());
            let detail = match found.mismatches.first() {
                None => format!("{at}: every field agrees with the decoder at tick {tick}; {when}"),
                Some(m) => format!(
                    "{at}: differs from the decoder at tick {tick}: first at channel {} {} \
                     (decoder {}, snapshot {}), {n} fields differ; {when}",
                    m.channel, m.field, m.expected, m.found
                ),
            };
            rep.checks.push(Check::new(
                "animation_state",
                if n == 0 { Status::Pass } else { Status::Fail },
                detail,
            ));
            rep.animation = Some(Animation {
                address: format!("{:#010x}", found.address),
                how: found.how,
                candidates: found.candidates,
                tick,
                channels: found.channels,
                mismatches: found.mismatches,
                snapshot_ticks: found.snapshot_ticks,
            });
        }
        Err(why) => rep.checks.push(Check::new("animation_state", Status::NotMeasured, why)),
    }
    rep
}
