//! The offline gallery: an `index.html` of every character and map with thumbnails, a viewer
//! page per model, and a budgets page — all working from `file://` with no server and no
//! network.
//!
//! * [`raster`]: thumbnails by the one deterministic software rasterizer
//!   ([`scene::raster`]; same model, same PNG).
//! * [`site`]: the site writer. It takes already-exported models ([`Item`]: GLB/VRM bytes from
//!   the `export` crate, the thumbnail, facts from the [`scene::Model`]) and writes the pages,
//!   the vendored viewer ([`VIEWER_JS`]) and one `models/<id>.js` per model holding its bytes in
//!   base64 (pages load it with a classic `<script src>`, then `GLTFLoader.parse`: `fetch` and
//!   ES modules are blocked from `file://`).
//! * [`sample`]: hand-built characters and maps (synthetic).
//!
//! The viewer bundle is three.js 0.187.0 + @pixiv/three-vrm 3.5.5 + GLTFLoader + OrbitControls,
//! built once by esbuild as an IIFE (recipe: `crates/gallery/viewer/build.sh`) and committed.
#![forbid(unsafe_code)]

pub mod avatar;
mod error;
pub mod raster;
pub mod sample;
pub mod site;
mod text;
mod viewer;

pub use error::GalleryError;
pub use viewer::VIEWER_JS;

pub use avatar::{Avatar, AvatarClip};
pub use site::{
    item, items, link_exports, write_site, write_site_with, Exports, FileLink, Info, Item, Options,
    Part, Summary,
};

/// The whole gallery of `models` into `dir`: each exported with `export::glb`, thumbnailed by
/// [`raster::thumbnail`] (in parallel), then [`write_site`].
pub fn build(models: &[scene::Model], dir: &std::path::Path) -> Result<Summary, GalleryError> {
    let items = items(models, export::glb)?;
    write_site(dir, &items)
}

/// What [`build_with`] adds to [`build`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BuildOptions {
    /// The export folder to link each card and page to ([`link_exports`]).
    pub exports: Option<Exports>,
    /// The user's avatar: writes `avatar.html` playing every humanoid's clips as VRMA.
    pub avatar: Option<Avatar>,
    /// The original the avatar is judged against on its page (a model's name; the first
    /// humanoid when `None`).
    pub reference: Option<String>,
}

/// [`build`] with links to the exported files and the avatar page. Warnings (a humanoid whose
/// clips could not be exported, an export folder with no model in it) are in
/// [`Summary::warnings`].
pub fn build_with(
    models: &[scene::Model],
    dir: &std::path::Path,
    opts: &BuildOptions,
) -> Result<Summary, GalleryError> {
    let mut items = items(models, export::glb)?;
    let mut warnings = Vec::new();
    if let Some(e) = &opts.exports {
        if link_exports(&mut items, e) == 0 && !items.is_empty() {
            warnings.push(format!("no exported files found under {}", e.dir.display()));
        }
    }
    let (mut clips, w) = match &opts.avatar {
        Some(_) => avatar::clips(models),
        None => (Vec::new(), Vec::new()),
    };
    warnings.extend(w);
    if opts.avatar.is_some() && clips.is_empty() {
        warnings.push("the avatar page has no clips: no humanoid with clips".into());
    }
    let ids = site::ids(&items);
    for c in &mut clips {
        let id = models.iter().zip(&ids).find(|(m, _)| m.name == c.model).map(|(_, id)| id);
        c.id = id.cloned().unwrap_or_default();
    }
    let mut avatar = opts.avatar.clone();
    let report = match &opts.avatar {
        Some(a) => {
            let (r, w) = avatar::report(models, &ids, a, opts.reference.as_deref());
            warnings.extend(w);
            // The page plays the clips on the avatar at rest in the T-pose they were made for.
            if let (Some(a), Some(bytes)) =
                (&mut avatar, r.as_ref().and_then(|r| r.normalised_vrm.clone()))
            {
                a.vrm = bytes;
            }
            r
        }
        None => None,
    };
    let site = Options { avatar, clips, report };
    let mut s = write_site_with(dir, &items, &site)?;
    s.warnings = warnings;
    Ok(s)
}
