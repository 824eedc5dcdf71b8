//! Export [`scene::Model`]s to GLB, VRM 1.0 and VRM 0.x, with PNG textures, an `info.json`
//! and a walk-cycle GIF.
//!
//! * [`glb`]: plain glTF 2.0 binary — unlit materials with embedded PNGs, one skin with rigid
//!   binding, the skeleton's node tree in the default pose (idle tick 1), every clip as an
//!   animation sampled per tick. Maps: one mesh per piece, one node per placement.
//! * [`vrm`]: VRM 1.0 (`VRMC_vrm`) or 0.x (`VRM`) for humanoids — the humanoid map derived
//!   from the skeleton's topology ([`humanoid`]), a T-pose baked into the vertices with
//!   identity joint rotations, meta saying personal use only, blink/mouth expressions.
//! * [`vrma`]: each humanoid clip as VRM Animation (`VRMC_vrm_animation` 1.0), retargeted
//!   through the humanoid map, to play on any VRM.
//! * [`spring`]: spring bones for the secondary-motion chains (topology + clip swing).
//! * [`write_model`]: everything for one model into a folder.
//!
//! See `docs/formats/export.md` for the choices and their provenance.
#![forbid(unsafe_code)]

pub mod document;
mod error;
pub mod humanoid;
pub mod pose;
pub mod render;
pub mod spring;
pub mod texture;
pub mod vrm;
pub mod vrma;

use std::path::{Path, PathBuf};

pub use document::{Target, LICENCE_TEXT};
pub use error::ExportError;
pub use humanoid::{humanoid_map, HumanBone, HumanoidMap};
use scene::Model;

/// The VRM version to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VrmVersion {
    /// VRM 1.0 (`VRMC_vrm`), front +Z.
    V1,
    /// VRM 0.x (`VRM`), front −Z.
    V0,
}

/// The plain GLB of a model.
pub fn glb(model: &Model) -> Result<Vec<u8>, ExportError> {
    glb_with(model, &texture::pngs(model)?)
}

fn glb_with(model: &Model, pngs: &[Vec<u8>]) -> Result<Vec<u8>, ExportError> {
    let (doc, bin) = document::build(model, Target::Glb, None, pngs)?;
    document::encode(doc, &bin)
}

/// The VRM of a humanoid model.
pub fn vrm(model: &Model, version: VrmVersion) -> Result<Vec<u8>, ExportError> {
    vrm_with(model, version, &humanoid_map(model)?, &texture::pngs(model)?)
}

fn vrm_with(
    model: &Model,
    version: VrmVersion,
    map: &HumanoidMap,
    pngs: &[Vec<u8>],
) -> Result<Vec<u8>, ExportError> {
    let missing = map.missing(version == VrmVersion::V0);
    if !missing.is_empty() {
        let names: Vec<&str> = missing.iter().map(|h| h.name()).collect();
        return Err(ExportError::NotHumanoid {
            model: model.name.clone(),
            reason: format!("required bones not found: {}", names.join(", ")),
        });
    }
    let target = match version {
        VrmVersion::V1 => Target::Vrm1,
        VrmVersion::V0 => Target::Vrm0,
    };
    let (mut doc, bin) = document::build(model, target, Some(map), pngs)?;
    match version {
        VrmVersion::V1 => vrm::add_vrm1(&mut doc, model, map),
        VrmVersion::V0 => vrm::add_vrm0(&mut doc, model, map),
    }
    document::encode(doc, &bin)
}

/// The walk-cycle GIF (front and side view, `side` pixels square each) of the clip named
/// `walk`, or `None` when the model has none.
pub fn walk_gif(model: &Model, side: u16) -> Result<Option<Vec<u8>>, ExportError> {
    match model.clips.iter().find(|c| c.name.eq_ignore_ascii_case("walk")) {
        Some(clip) => render::clip_gif(model, clip, side).map(Some),
        None => Ok(None),
    }
}

/// Which files [`write_model`] writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Formats {
    /// `model.glb`.
    pub glb: bool,
    /// `model.vrm` (VRM 1.0; humanoids only), and beside it one `CLIP.vrma` (VRM Animation 1.0)
    /// per clip, retargeted through the humanoid map ([`vrma`]).
    pub vrm: bool,
    /// `model.vrm0.vrm` (VRM 0.x; humanoids only).
    pub vrm0: bool,
    /// `walk.gif` (when the model has a `walk` clip).
    pub gif: bool,
    /// `textures/*.png`.
    pub textures: bool,
}

impl Default for Formats {
    fn default() -> Self {
        Formats { glb: true, vrm: true, vrm0: true, gif: false, textures: true }
    }
}

/// What [`write_model`] wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Written {
    /// Files written, relative to the folder, in writing order (`info.json` last).
    pub files: Vec<PathBuf>,
    /// Formats asked for but not written, with the reason (e.g. VRM for a non-humanoid).
    pub skipped: Vec<String>,
    /// Bytes written.
    pub bytes: u64,
}

fn sanitize(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' })
        .take(64)
        .collect();
    if s.is_empty() {
        "unnamed".into()
    } else {
        s
    }
}

struct Out<'a> {
    dir: &'a Path,
    written: Written,
}

impl Out<'_> {
    fn put(&mut self, rel: &str, bytes: &[u8]) -> Result<(), ExportError> {
        let path = self.dir.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|source| ExportError::Io { path: parent.to_path_buf(), source })?;
        }
        std::fs::write(&path, bytes).map_err(|source| ExportError::Io { path, source })?;
        self.written.files.push(PathBuf::from(rel));
        self.written.bytes = self.written.bytes.saturating_add(bytes.len() as u64);
        Ok(())
    }
}

/// Writes one model into `dir` (created if needed): `model.glb`, `model.vrm`,
/// `model.vrm0.vrm`, one `CLIP.vrma` per clip beside the VRM ([`vrma`]), `textures/NN_name.png`,
/// `walk.gif`, and `info.json` describing the model, its spring chains ([`spring`]) and the
/// files. VRM and VRMA for a model that is not a humanoid are skipped, not an error.
pub fn write_model(model: &Model, dir: &Path, formats: &Formats) -> Result<Written, ExportError> {
    std::fs::create_dir_all(dir)
        .map_err(|source| ExportError::Io { path: dir.to_path_buf(), source })?;
    let mut out = Out { dir, written: Written::default() };
    let pngs = texture::pngs(model)?;
    if formats.textures {
        for (i, (img, png)) in model.images.iter().zip(&pngs).enumerate() {
            out.put(&format!("textures/{i:02}_{}.png", sanitize(&img.name)), png)?;
        }
    }
    if formats.glb {
        out.put("model.glb", &glb_with(model, &pngs)?)?;
    }
    let map = humanoid_map(model);
    for (on, version, file) in [
        (formats.vrm, VrmVersion::V1, "model.vrm"),
        (formats.vrm0, VrmVersion::V0, "model.vrm0.vrm"),
    ] {
        if !on {
            continue;
        }
        let bytes = match &map {
            Ok(m) => vrm_with(model, version, m, &pngs),
            Err(e) => Err(ExportError::NotHumanoid {
                model: model.name.clone(),
                reason: match e {
                    ExportError::NotHumanoid { reason, .. } => reason.clone(),
                    other => other.to_string(),
                },
            }),
        };
        match bytes {
            Ok(bytes) => out.put(file, &bytes)?,
            Err(e @ ExportError::NotHumanoid { .. }) => {
                out.written.skipped.push(format!("{file}: {e}"))
            }
            Err(e) => return Err(e),
        }
    }
    if formats.vrm {
        if let Ok(m) = &map {
            if m.missing(false).is_empty() {
                let mut names = std::collections::BTreeSet::new();
                for (i, clip) in model.clips.iter().enumerate() {
                    if clip.ticks == 0 {
                        out.written
                            .skipped
                            .push(format!("clip {:?}: no ticks, no .vrma", clip.name));
                        continue;
                    }
                    let mut file = vrma::file_name(clip, i);
                    if !names.insert(file.clone()) {
                        file = format!("{}_{i}.vrma", file.trim_end_matches(".vrma"));
                        names.insert(file.clone());
                    }
                    match vrma::vrma_with(model, m, clip) {
                        Ok(bytes) => out.put(&file, &bytes)?,
                        Err(e) => out.written.skipped.push(format!("{file}: {e}")),
                    }
                }
            }
        }
    }
    if formats.gif {
        match walk_gif(model, 160)? {
            Some(gif) => out.put("walk.gif", &gif)?,
            None => out.written.skipped.push("walk.gif: no clip named walk".into()),
        }
    }
    let mut files: Vec<String> =
        out.written.files.iter().map(|p| p.display().to_string()).collect();
    files.push("info.json".into());
    let info = serde_json::json!({
        "name": model.name,
        "kind": model.kind,
        "source": model.meta.source,
        "triangles": model.triangles(),
        "gltf_vertices": model.gltf_vertices(),
        "meshes": model.meshes.len(),
        "materials": model.materials.iter().map(|m| &m.name).collect::<Vec<_>>(),
        "images": model.images.len(),
        "bones": model.skeleton.as_ref().map_or(0, |s| s.bones.len()),
        "clips": model.clips.iter().map(|c| serde_json::json!({
            "name": c.name, "ticks": c.ticks, "tick_rate": c.tick_rate,
        })).collect::<Vec<_>>(),
        "expressions": model.expressions.iter().map(|e| &e.name).collect::<Vec<_>>(),
        "nodes": model.nodes.len(),
        "humanoid": map.as_ref().ok().map(|m| m.bones.iter().map(|(h, b)| (h.name().to_string(), *b)).collect::<std::collections::BTreeMap<_, _>>()),
        "springs": map.as_ref().ok().map(|m| spring::report(&spring::find(model, m))),
        "licence": LICENCE_TEXT,
        "files": files,
        "skipped": out.written.skipped,
    });
    let text = serde_json::to_vec_pretty(&info)?;
    out.put("info.json", &text)?;
    Ok(out.written)
}
