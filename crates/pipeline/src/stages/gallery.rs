//! `dewrip gallery`: every distinct character and map decoded, then the offline site written
//! into a staging folder and moved into the output folder when complete.
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::conventions::Conventions;
use crate::disc::Disc;
use crate::error::{Error, Result};
use crate::output::Writer;
use crate::select;

use crate::Progress;
pub use gallery::sample::models as sample_models;

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
    let (jobs, errors) = select::distinct_maps(disc, &listing, c);
    progress.start("decoding", rows.len().saturating_add(jobs.len()) as u64);
    let decoded = select::decode_characters(disc, &rows, c, progress);
    let maps: Vec<std::result::Result<scene::Model, (String, String)>> = jobs
        .par_iter()
        .map(|j| {
            progress.inc(1);
            j.decode(c).map_err(|e| (j.name.clone(), e))
        })
        .collect();
    progress.finish();
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

/// What the gallery wrote, listed in its output folder: a later gallery into the same folder
/// removes the files of this one it does not write again — and never any other file.
pub const MANIFEST: &str = ".dewrip-gallery.json";

/// `path` made absolute, symlinks and `..` resolved as far as the path exists (the rest, not
/// yet created, appended as given).
fn resolved(path: &Path) -> Result<PathBuf> {
    let abs = std::path::absolute(path).map_err(|e| Error::io("cannot resolve", path, e))?;
    let mut existing = abs.as_path();
    let mut rest = Vec::new();
    loop {
        if let Ok(c) = existing.canonicalize() {
            return Ok(rest.iter().rev().fold(c, |p, r| p.join(r)));
        }
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_os_string());
                existing = parent;
            }
            _ => return Ok(abs),
        }
    }
}

/// The URL of folder `to` from folder `from` (both resolved): `export`, `../models`,
/// `../../x/models`; segments percent-encoded. `None` when no relative path exists (another
/// drive).
fn relative_url(from: &Path, to: &Path) -> Option<String> {
    use std::path::Component;
    let a: Vec<Component> = from.components().collect();
    let b: Vec<Component> = to.components().collect();
    if a.first() != b.first() {
        return None;
    }
    let common = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let mut parts: Vec<String> = a.iter().skip(common).map(|_| "..".to_string()).collect();
    for c in b.iter().skip(common) {
        match c {
            Component::Normal(n) => parts.push(gallery::site::url_segment(&n.to_string_lossy())),
            _ => return None,
        }
    }
    Some(if parts.is_empty() { ".".into() } else { parts.join("/") })
}

/// A `file://` URL of an absolute path (each segment percent-encoded).
fn file_url(path: &Path) -> String {
    let segs: Vec<String> = path
        .components()
        .filter_map(|c| match c {
            std::path::Component::Normal(n) => {
                Some(gallery::site::url_segment(&n.to_string_lossy()))
            }
            _ => None,
        })
        .collect();
    format!("file:///{}", segs.join("/"))
}

/// Where the gallery links to the export folder: a URL relative to the gallery's folder that
/// resolves from every page, wherever the export folder is (inside the gallery's folder, beside
/// it, anywhere by an absolute path). Links are relative, so the gallery and the export folder
/// keep working when moved together; the files are not copied.
///
/// An export folder that would collide with the gallery's own folders is refused: the export
/// inside one of them (`OUT/models`, `OUT/chr` …), the gallery's folder itself when the export
/// has a model folder of the name of one of the gallery's, or the gallery's folder inside one of
/// the export's model folders.
pub fn exports_link(output: &Path, dir: &Path) -> Result<gallery::Exports> {
    if !dir.is_dir() {
        return Err(Error::usage(format!(
            "--exports {}: no such folder (write it first with `dewrip export DISC -o {}`)",
            dir.display(),
            dir.display()
        )));
    }
    let out = resolved(output)?;
    let exp = resolved(dir)?;
    let clash = |why: String| {
        Error::usage(format!(
            "--exports {} would collide with the gallery's own folders: {why}; export into \
             another folder (e.g. {}) or write the gallery elsewhere",
            dir.display(),
            output.join("export").display()
        ))
    };
    let own = |name: &str| {
        gallery::site::OWN_FOLDERS.iter().find(|f| f.eq_ignore_ascii_case(name)).copied()
    };
    if let Ok(inside) = exp.strip_prefix(&out) {
        let first =
            inside.components().next().map(|c| c.as_os_str().to_string_lossy().into_owned());
        if let Some(f) = first.as_deref().and_then(own) {
            let is = if inside.components().count() == 1 { "is" } else { "is inside" };
            return Err(clash(format!("{} {is} the gallery's own folder {f}/", dir.display())));
        }
        if first.is_none() {
            let entries = std::fs::read_dir(&exp).map_err(|e| Error::io("cannot read", &exp, e))?;
            for e in entries.flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                if let Some(f) = own(&name).filter(|_| e.path().is_dir()) {
                    return Err(clash(format!(
                        "the export's folder {name}/ is where the gallery writes {f}/"
                    )));
                }
            }
        }
    } else if let Ok(inside) = out.strip_prefix(&exp) {
        if let Some(first) = inside.components().next() {
            let model = exp.join(first.as_os_str());
            if model.join("model.glb").is_file() || model.join("model.vrm").is_file() {
                return Err(clash(format!(
                    "the gallery's folder is inside the export's model folder {}",
                    model.display()
                )));
            }
        }
    }
    let href = relative_url(&out, &exp).unwrap_or_else(|| file_url(&exp));
    Ok(gallery::Exports { dir: dir.to_path_buf(), href })
}

/// The gallery's links and avatar page: `--exports DIR` (linked by [`exports_link`]) and
/// `--avatar VRM`.
pub fn options(
    output: &Path,
    exports: Option<&Path>,
    avatar: Option<&Path>,
) -> Result<gallery::BuildOptions> {
    let exports = exports.map(|dir| exports_link(output, dir)).transpose()?;
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
    Ok(gallery::BuildOptions { exports, avatar, reference: None })
}

/// Writes the gallery of `models` into `output`.
pub fn write(
    models: &[scene::Model],
    failed: Vec<(String, String)>,
    output: &Path,
    opts: &gallery::BuildOptions,
    t0: Instant,
) -> Result<Report> {
    let previous = crate::rerun::read(output, MANIFEST, manifest_paths)?;
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
    // What this run wrote (the staged tree), for the next run; an earlier gallery's files this
    // one does not write again go at commit. Nothing else in the folder is touched: the site
    // is merged into it file by file.
    let mut written = files_under(&staged)?;
    written.sort();
    let manifest = serde_json::to_vec_pretty(&serde_json::json!({ "files": written }))
        .map_err(|e| Error::format(None, format!("encoding {MANIFEST}: {e}")))?;
    w.write(MANIFEST, &manifest)?;
    if let Some(p) = &previous {
        let mut ours: HashSet<String> = written.iter().map(|p| p.to_lowercase()).collect();
        ours.insert(MANIFEST.to_lowercase());
        crate::rerun::remove_stale(&w, p, &ours)?;
    }
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

/// The paths a gallery manifest lists.
fn manifest_paths(v: &serde_json::Value) -> Option<Vec<String>> {
    v.get("files")?.as_array()?.iter().map(|f| f.as_str().map(String::from)).collect()
}

/// Every file under `dir`, as `/`-separated paths relative to it.
fn files_under(dir: &Path) -> Result<Vec<String>> {
    let mut out = Vec::new();
    let mut pending = vec![(dir.to_path_buf(), String::new())];
    while let Some((d, rel)) = pending.pop() {
        let entries = std::fs::read_dir(&d).map_err(|e| Error::io("cannot read", &d, e))?;
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let r = if rel.is_empty() { name } else { format!("{rel}/{name}") };
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                pending.push((e.path(), r));
            } else {
                out.push(r);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_urls_resolve_from_the_site_folder() {
        let r = |a: &str, b: &str| relative_url(Path::new(a), Path::new(b));
        assert_eq!(r("/t/g", "/t/g/export").as_deref(), Some("export"));
        assert_eq!(r("/t/g", "/t/models").as_deref(), Some("../models"));
        assert_eq!(r("/t/a/g", "/x/my exports").as_deref(), Some("../../../x/my%20exports"));
        assert_eq!(r("/t/g", "/t/g").as_deref(), Some("."));
    }
}
