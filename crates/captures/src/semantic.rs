//! Semantic checks residuals cannot make **[published lesson]**: the face texture is on the
//! front (−Z), the named attachment is on the character's right, and — with a capture — the
//! drawn face looks at the camera.

use dewprism::chr::Chr;
use scene::facing::{side, Side};

use crate::camera::{mul_v, Camera};
use crate::check::{Check, Options, Status};
use crate::faces::{centroid, PosedModel};
use crate::matching::FaceMatch;

/// GTE space: the front is −Z and up is −Y **[published: −Z front; public: Y down]**.
const FORWARD: [f32; 3] = [0.0, 0.0, -1.0];
const UP: [f32; 3] = [0.0, -1.0, 0.0];

/// `facing`: the centroid of the faces textured with the face texture lies on −Z of the body
/// centre.
pub fn facing(model: &PosedModel) -> Check {
    let Some(ft) = model.face_texture else {
        return Check::new("facing", Status::NotMeasured, "the model has no face texture");
    };
    let (Some(face), Some(body)) = (model.face_centroid(), model.body_centre()) else {
        return Check::new(
            "facing",
            Status::NotMeasured,
            format!("no face uses the face texture (texture {ft})"),
        );
    };
    let d = face[2] - body[2];
    let detail = format!(
        "face-texture centroid z = {:.1} (body centre z = {:.1}, {:+.1}): the face is on {}",
        face[2],
        body[2],
        d,
        if d < 0.0 { "−Z, the front" } else { "+Z: the model is turned 180°" }
    );
    Check::new("facing", if d < 0.0 { Status::Pass } else { Status::Fail }, detail)
}

/// Resolves `--right-hand NODE`: an index, `nodeNN`, or a name in `names`.
pub fn resolve_node(spec: &str, names: &[String], nodes: usize) -> Option<usize> {
    let t = spec.trim();
    let idx = t
        .parse::<usize>()
        .ok()
        .or_else(|| t.strip_prefix("node").and_then(|n| n.parse().ok()))
        .or_else(|| names.iter().position(|n| n.eq_ignore_ascii_case(t)))?;
    (idx < nodes).then_some(idx)
}

/// `handedness`: the node named by [`Options::right_hand`] sits on the character's own right.
pub fn handedness(chr: &Chr, model: &PosedModel, opts: &Options) -> Check {
    let Some(spec) = opts.right_hand.as_deref() else {
        return Check::new(
            "handedness",
            Status::NotMeasured,
            "no attachment named (--right-hand NODE)",
        );
    };
    let Some(node) = resolve_node(spec, &opts.node_names, chr.node_count()) else {
        return Check::new(
            "handedness",
            Status::NotMeasured,
            format!("no node {spec:?} among the model's {} nodes", chr.node_count()),
        );
    };
    // The attachment's own vertices, else its origin.
    let at = centroid(
        model.slots.iter().flatten().filter(|s| usize::from(s.node) == node).map(|s| s.posed),
    )
    .or_else(|| model.worlds.get(node).map(|w| w.t.map(f64::from)));
    let (Some(at), Some(body)) = (at, model.body_centre()) else {
        return Check::new("handedness", Status::NotMeasured, "the model has no vertices");
    };
    let f = |p: [f64; 3]| p.map(|x| x as f32);
    let s = side(f(at), f(body), FORWARD, UP);
    let detail = format!(
        "node {node} at x = {:.1} (body centre x = {:.1}): on the character's {}",
        at[0],
        body[0],
        match s {
            Side::Right => "right",
            Side::Left => "left: left and right are swapped",
            Side::Centre => "midline",
        }
    );
    let status = match s {
        Side::Right => Status::Pass,
        Side::Left => Status::Fail,
        Side::Centre => Status::NotMeasured,
    };
    Check::new("handedness", status, detail)
}

/// `facing` against a capture: when the capture draws face-texture polygons, the face is on the
/// camera's side of the body under the fitted camera **[provisional: a capture that draws the
/// face shows it]**.
pub fn view_facing(model: &PosedModel, matches: &[FaceMatch], cam: &Camera) -> Check {
    let Some(ft) = model.face_texture else {
        return Check::new("facing", Status::NotMeasured, "the model has no face texture");
    };
    let drawn =
        matches.iter().filter(|m| model.faces.get(m.face).is_some_and(|f| f.texture == ft)).count();
    if drawn == 0 {
        return Check::new(
            "facing",
            Status::NotMeasured,
            "the capture draws no face-texture polygon of the model",
        );
    }
    let (Some(face), Some(body)) = (model.face_centroid(), model.body_centre()) else {
        return Check::new("facing", Status::NotMeasured, "no face uses the face texture");
    };
    // The body's front: from the body centre to the face centroid, level (Y dropped).
    let front = [face[0] - body[0], 0.0, face[2] - body[2]];
    let len = (front[0] * front[0] + front[2] * front[2]).sqrt();
    if len < 1e-6 {
        return Check::new(
            "facing",
            Status::NotMeasured,
            "the face centroid is above the body centre",
        );
    }
    let toward = -mul_v(&cam.rotation, front.map(|x| x / len))[2];
    let detail = format!(
        "{drawn} face-texture polygons drawn; under the fitted camera the face points {:.0}° from \
         the camera ({toward:+.2} toward it): {}",
        toward.clamp(-1.0, 1.0).acos().to_degrees(),
        if toward > 0.0 {
            "the face looks at the camera"
        } else {
            "the face looks away while drawn: the model is turned 180°"
        }
    );
    Check::new("facing", if toward > 0.0 { Status::Pass } else { Status::Fail }, detail)
}
