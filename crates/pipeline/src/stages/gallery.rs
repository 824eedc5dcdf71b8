//! `dewrip gallery`: every distinct character and map decoded, then the offline site written
//! into a staging folder and moved into the output folder when complete.
use std::path::Path;
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::conventions::Conventions;
use crate::disc::Disc;
use crate::error::{Error, Result};
use crate::output::Writer;
use crate::select;
use crate::Progress;

/// What `gallery` did.
#[derive(Debug, Serialize)]
pub struct Report {
    /// Output folder.
    pub output: String,
    /// Characters in the gallery.
    pub characters: usize,
    /// Maps in the gallery.
    pub maps: usize,
    /// Files written.
    pub files: usize,
    /// Bytes written.
    pub bytes: u64,
    /// Models that could not be decoded (name, error).
    pub failed: Vec<(String, String)>,
    /// Loud notes (a humanoid whose clips could not be exported, no model in --exports).
    pub warnings: Vec<String>,
    /// Clips the avatar page plays (0 without --avatar).
    pub avatar_clips: usize,
    /// Milliseconds taken.
    pub millis: u128,
    /// A truncated or damaged image: the models among its damaged files are missing from the
    /// gallery (null when the image is whole, or for `--synthetic`).
    pub damage: Option<crate::damage::Damage>,
}

/// Decodes every distinct character and every distinct paired map of a disc into scene
/// models; failures are `(name, error)`, not fatal.
pub fn disc_models(
    disc: &Disc,
    c: &Conventions,
    progress: &dyn Progress,
) -> (Vec<scene::Model>, Vec<(String, String)>) {
    let (models, failed, _) = disc_models_checked(disc, c, progress);
    (models, failed)
}

/// [`disc_models`] and the damage of the image (a truncated rip loses models silently
/// otherwise).
pub fn disc_models_checked(
    disc: &Disc,
    c: &Conventions,
    progress: &dyn Progress,
) -> (Vec<scene::Model>, Vec<(String, String)>, Option<crate::damage::Damage>) {
    let listing = disc.listing(true, progress);
    let damage = crate::damage::of_listing(disc, &listing);
    let rows = select::distinct_characters(&listing);
    let decoded = select::decode_characters(disc, &rows, c);
    let (jobs, errors) = select::distinct_maps(disc, &listing, c);
    let maps: Vec<std::result::Result<scene::Model, (String, String)>> =
        jobs.par_iter().map(|j| j.decode(c).map_err(|e| (j.name.clone(), e))).collect();
    let mut models = Vec::new();
    let mut failed: Vec<(String, String)> =
        errors.into_iter().map(|(i, e)| (format!("{i:04}"), e)).collect();
    for d in decoded {
        match d {
            Ok(d) => models.push(d.model),
            Err(f) => failed.push((f.name, f.error)),
        }
    }
    for m in maps {
        match m {
            Ok(m) => models.push(m),
            Err(f) => failed.push(f),
        }
    }
    (models, failed, damage)
}

/// Parses `--synthetic CHARS,MAPS`.
pub fn parse_synthetic(s: &str) -> Result<(usize, usize)> {
    let bad = |what: &str| Error::usage(format!("--synthetic {s}: {what} (e.g. 172,141)"));
    let (c, m) = s.split_once(',').ok_or_else(|| bad("expected CHARS,MAPS"))?;
    let c: usize = c.trim().parse().map_err(|_| bad("CHARS is not a number"))?;
    let m: usize = m.trim().parse().map_err(|_| bad("MAPS is not a number"))?;
    if c > 10_000 || m > 10_000 {
        return Err(bad("at most 10000 of each"));
    }
    Ok((c, m))
}

/// The gallery's links and avatar page: `--exports DIR` (linked as `href`) and `--avatar VRM`.
pub fn options(
    output: &Path,
    exports: Option<&Path>,
    avatar: Option<&Path>,
) -> Result<gallery::BuildOptions> {
    let exports = exports.map(|dir| {
        let href = dir
            .strip_prefix(output)
            .map(|r| r.display().to_string())
            .unwrap_or_else(|_| dir.display().to_string());
        gallery::Exports { dir: dir.to_path_buf(), href: href.trim_end_matches('/').to_string() }
    });
    let avatar = match avatar {
        None => None,
        Some(p) => {
            let bytes = crate::disc::read_file(p, 256 << 20)?;
            let name = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            Some(gallery::Avatar::from_bytes(&name, bytes).map_err(|e| {
                Error::format(
                    Some(p),
                    format!("{}: not an avatar the page can play ({e})", p.display()),
                )
            })?)
        }
    };
    Ok(gallery::BuildOptions { exports, avatar })
}

/// Writes the gallery of `models` into `output`.
pub fn write(
    models: &[scene::Model],
    failed: Vec<(String, String)>,
    output: &Path,
    opts: &gallery::BuildOptions,
    t0: Instant,
) -> Result<Report> {
    let w = Writer::begin(output)?;
    let staged = w.stage_root()?;
    let s = gallery::build_with(models, &staged, opts).map_err(|e| match e {
        gallery::GalleryError::Io { path, source } => {
            // Name the final path, not the staging one.
            let rel = path.strip_prefix(&staged).map(Path::to_path_buf).unwrap_or(path);
            Error::io("cannot write", output.join(rel), source)
        }
        other => {
            Error::format(None, format!("writing the gallery into {}: {other}", output.display()))
        }
    })?;
    w.commit()?;
    Ok(Report {
        output: output.display().to_string(),
        characters: s.characters,
        maps: s.maps,
        files: s.files,
        bytes: s.bytes,
        failed,
        warnings: s.warnings.clone(),
        avatar_clips: s.avatar_clips,
        millis: t0.elapsed().as_millis(),
        damage: None,
    })
}
