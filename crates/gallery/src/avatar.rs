//! The avatar page (`avatar.html`): the user's own VRM (0.x or 1.0) playing the original's
//! clips. Every humanoid's clips are exported as VRM Animation ([`export::vrma`]: retargeted
//! through its humanoid map) and embedded, with the avatar's bytes, as base64 in
//! `models/avatar.js` and `models/avatar-clips.js`; the page plays them with
//! @pixiv/three-vrm-animation (bundled in the viewer). Nothing leaves the machine.

use std::fmt::Write as _;

use scene::{Model, ModelKind};

use crate::error::GalleryError;
use crate::text::{base64, escape};

/// Largest avatar file accepted (bytes).
pub const MAX_AVATAR_BYTES: usize = 256 << 20;

/// The user's avatar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Avatar {
    /// Display name (the VRM's meta name, else the file name).
    pub name: String,
    /// The VRM bytes.
    pub vrm: Vec<u8>,
    /// `"1.0"` or `"0.x"`.
    pub version: &'static str,
}

impl Avatar {
    /// Checks that `bytes` is a GLB with a VRM extension (`VRMC_vrm` or `VRM`) and takes its
    /// name from the meta (`name` in 1.0, `title` in 0.x), else `fallback_name`.
    pub fn from_bytes(fallback_name: &str, bytes: Vec<u8>) -> Result<Avatar, GalleryError> {
        let bad = |reason: String| GalleryError::Avatar { reason };
        if bytes.len() > MAX_AVATAR_BYTES {
            return Err(bad(format!("{} bytes, more than {MAX_AVATAR_BYTES}", bytes.len())));
        }
        let (json, _) = scene::glb::read(&bytes).map_err(|e| bad(format!("not a GLB: {e}")))?;
        let doc: serde_json::Value =
            serde_json::from_slice(json).map_err(|e| bad(format!("GLB JSON: {e}")))?;
        let ext = doc.get("extensions");
        let (version, name) = if let Some(v) = ext.and_then(|e| e.get("VRMC_vrm")) {
            ("1.0", v.pointer("/meta/name"))
        } else if let Some(v) = ext.and_then(|e| e.get("VRM")) {
            ("0.x", v.pointer("/meta/title"))
        } else {
            return Err(bad("no VRMC_vrm or VRM extension: not a VRM".into()));
        };
        let name = name
            .and_then(|n| n.as_str())
            .filter(|n| !n.trim().is_empty())
            .unwrap_or(fallback_name)
            .chars()
            .take(128)
            .collect();
        Ok(Avatar { name, vrm: bytes, version })
    }
}

/// One original clip as VRM Animation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AvatarClip {
    /// The character it comes from.
    pub model: String,
    /// The clip's name.
    pub name: String,
    /// The `.vrma` bytes.
    pub vrma: Vec<u8>,
    /// The page id of its model in the gallery (`models/<id>.js`), empty when it has none.
    pub id: String,
}

/// Every humanoid's clips as VRMA (in model order, then clip order). Models that are not
/// humanoids are skipped; a humanoid whose clips cannot be exported is reported in the
/// returned warnings (loud, not fatal).
pub fn clips(models: &[Model]) -> (Vec<AvatarClip>, Vec<String>) {
    let mut out = Vec::new();
    let mut warnings = Vec::new();
    for m in models.iter().filter(|m| m.kind == ModelKind::Character && m.meta.humanoid) {
        let map = match export::humanoid_map(m) {
            Ok(map) => map,
            Err(e) => {
                warnings.push(format!("{}: no clips for the avatar page: {e}", m.name));
                continue;
            }
        };
        for c in m.clips.iter().filter(|c| c.ticks > 0) {
            match export::vrma::vrma_with(m, &map, c) {
                Ok(vrma) => out.push(AvatarClip {
                    model: m.name.clone(),
                    name: c.name.clone(),
                    vrma,
                    id: String::new(),
                }),
                Err(e) => warnings.push(format!("{} clip {:?}: no VRMA: {e}", m.name, c.name)),
            }
        }
    }
    (out, warnings)
}

/// `models/avatar.js`.
pub fn avatar_js(a: &Avatar) -> Result<String, GalleryError> {
    let name = serde_json::to_string(&a.name).map_err(|e| GalleryError::Json(e.to_string()))?;
    Ok(format!(
        "window.DEWRIP_AVATAR = {{\"name\": {name}, \"version\": \"{}\",\n\"vrm\": \"{}\"}};\n",
        a.version,
        base64(&a.vrm)
    ))
}

/// `models/avatar-clips.js`.
pub fn clips_js(clips: &[AvatarClip]) -> Result<String, GalleryError> {
    let mut s = String::from("window.DEWRIP_AVATAR_CLIPS = [\n");
    for c in clips {
        let model =
            serde_json::to_string(&c.model).map_err(|e| GalleryError::Json(e.to_string()))?;
        let name = serde_json::to_string(&c.name).map_err(|e| GalleryError::Json(e.to_string()))?;
        let id = serde_json::to_string(&c.id).map_err(|e| GalleryError::Json(e.to_string()))?;
        let _ = writeln!(
            s,
            "{{\"model\": {model}, \"name\": {name}, \"id\": {id}, \"vrma\": \"{}\"}},",
            base64(&c.vrma)
        );
    }
    s.push_str("];\n");
    Ok(s)
}

/// `avatar.html`: the stage (the original and the avatar side by side, playing the same
/// clip) and the panel (`panel`: the judgement's tables, or nothing without a report).
pub fn avatar_html(a: &Avatar, clips: usize, head: &str, panel: Option<&str>) -> String {
    let mut s = head.to_string();
    let report_js =
        if panel.is_some() { "<script src=\"models/avatar-report.js\"></script>\n" } else { "" };
    let _ = write!(
        s,
        "<body class=\"viewer avatar\">\n<header>\n<a href=\"index.html\">← gallery</a>\n\
<h1>{name} wearing the original's clips</h1>\n<span class=\"counts\">VRM {version} · {clips} clips</span>\n\
<span class=\"status\">loading…</span>\n</header>\n\
<main id=\"app\">\n<div class=\"stage\"></div>\n<aside class=\"panel\">\n{panel}</aside>\n</main>\n\
<noscript>The viewer needs JavaScript (it runs locally; nothing is sent anywhere).</noscript>\n\
<script src=\"assets/viewer.js\"></script>\n<script src=\"models/avatar.js\"></script>\n\
<script src=\"models/avatar-clips.js\"></script>\n{report_js}\
<script>DewripViewer.startAvatar(document.getElementById('app'), window.DEWRIP_AVATAR, window.DEWRIP_AVATAR_CLIPS || [], window.DEWRIP_AVATAR_REPORT || null);</script>\n\
</body>\n</html>\n",
        name = escape(&a.name),
        version = a.version,
        panel = panel.unwrap_or(""),
    );
    s
}

/// Most `.vrma` files [`clips_from_dir`] reads.
pub const MAX_CLIP_FILES: usize = 4096;
/// Largest `.vrma` file [`clips_from_dir`] reads (bytes).
pub const MAX_CLIP_BYTES: u64 = 64 << 20;

/// The clips an export folder already holds: every `NAME/*.vrma` (`dewrip export` writes them
/// beside each humanoid's VRM), sorted by folder then file; each must carry
/// `VRMC_vrm_animation`.
pub fn clips_from_dir(dir: &std::path::Path) -> Result<Vec<AvatarClip>, GalleryError> {
    let io = |path: &std::path::Path, source| GalleryError::Io { path: path.to_path_buf(), source };
    let mut folders: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| io(dir, e))?
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .collect();
    folders.sort();
    let mut out = Vec::new();
    for f in folders {
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(&f)
            .map_err(|e| io(&f, e))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "vrma") && p.is_file())
            .collect();
        files.sort();
        for p in files {
            if out.len() >= MAX_CLIP_FILES {
                return Err(GalleryError::Avatar {
                    reason: format!(
                        "more than {MAX_CLIP_FILES} .vrma files under {}",
                        dir.display()
                    ),
                });
            }
            let len = std::fs::metadata(&p).map_err(|e| io(&p, e))?.len();
            if len > MAX_CLIP_BYTES {
                return Err(GalleryError::Avatar {
                    reason: format!("{}: {len} bytes, more than {MAX_CLIP_BYTES}", p.display()),
                });
            }
            let vrma = std::fs::read(&p).map_err(|e| io(&p, e))?;
            let (json, _) = scene::glb::read(&vrma).map_err(|e| GalleryError::Avatar {
                reason: format!("{}: not a GLB: {e}", p.display()),
            })?;
            if !String::from_utf8_lossy(json).contains("\"VRMC_vrm_animation\"") {
                return Err(GalleryError::Avatar {
                    reason: format!("{}: no VRMC_vrm_animation", p.display()),
                });
            }
            let name = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let model = f.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            out.push(AvatarClip { model, name, vrma, id: String::new() });
        }
    }
    Ok(out)
}

/// What the avatar page shows beside the two models: the user's avatar judged against one
/// original (its rest pose, segment sizes, targets, platform ranks), the Markdown report and
/// the comparison picture, the colour of every bone's verdict, and the original's humanoid
/// bones (the browser check compares arm directions by them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AvatarReport {
    /// The original compared with.
    pub reference: String,
    /// Its page id (`models/<id>.js` holds its GLB).
    pub reference_id: String,
    /// `models/avatar-report.js`.
    pub js: String,
    /// The panel's HTML.
    pub html: String,
    /// `avatar-report.md`.
    pub markdown: String,
    /// `avatar-compare.png` (when a comparison could be drawn).
    pub png: Option<Vec<u8>>,
    /// The avatar's bytes with its rest brought to the T-pose (when it was not one).
    pub normalised_vrm: Option<Vec<u8>>,
}

/// Per bone name, the legend class of its verdict (`measure::picture::CLASSES` order): the
/// bone's part's segment and side, looked up in the comparison.
fn bone_classes(
    f: &measure::Figure,
    c: &measure::Comparison,
    ov: &measure::Overrides,
) -> std::collections::BTreeMap<String, usize> {
    let parts = measure::classify(f, ov);
    let mut out = std::collections::BTreeMap::new();
    for (b, bone) in f.bones.iter().enumerate() {
        let class = match measure::Segment::of(parts.part(b)) {
            None => 3,
            Some(seg) => {
                let side = seg.sided().then(|| {
                    parts.side(b).unwrap_or(if bone.position[0] < 0.0 {
                        measure::Side::Left
                    } else {
                        measure::Side::Right
                    })
                });
                match c.segment(seg, side) {
                    Some(r) => match measure::targets::size_class(r.ratio_length, r.ratio_width) {
                        "too small" => 0,
                        "too large" => 2,
                        _ => 1,
                    },
                    None => 3,
                }
            }
        };
        out.insert(bone.name.clone(), class);
    }
    out
}

fn side_word(s: Option<measure::Side>) -> &'static str {
    match s {
        Some(measure::Side::Left) => "left",
        Some(measure::Side::Right) => "right",
        None => "",
    }
}

fn panel_html(r: &measure::judge::Report, reference: &str, picture: bool) -> String {
    let mut s = String::from("<section class=\"judge\">\n");
    if let Some(rp) = &r.rest_pose {
        let did = match rp.status {
            measure::rest::RestStatus::TPose => "the VRM T-pose".to_string(),
            measure::rest::RestStatus::Normalised => {
                format!("{}: normalised to the VRM T-pose before measuring and playing", rp.found)
            }
            measure::rest::RestStatus::Refused => format!(
                "{}: not normalised ({}); the clips play on it as it is",
                rp.found,
                rp.reason.as_deref().unwrap_or("")
            ),
        };
        let _ = writeln!(s, "<p class=\"rest\" id=\"rest\">rest pose: {}</p>", escape(&did));
    }
    let _ = write!(
        s,
        "<p class=\"links\"><a id=\"report\" href=\"avatar-report.md\">the full report (Markdown)</a>"
    );
    if picture {
        s.push_str(" · <a href=\"avatar-compare.png\">picture</a>");
    }
    s.push_str("</p>\n");
    let legend: Vec<String> = measure::picture::CLASSES
        .iter()
        .map(|(n, c)| {
            format!(
                "<span class=\"swatch\" style=\"background:rgb({},{},{})\"></span>{}",
                c[0],
                c[1],
                c[2],
                escape(n)
            )
        })
        .collect();
    let _ = writeln!(s, "<p class=\"legend\">{}</p>", legend.join(" "));
    match &r.normalised_by {
        Some(by) => {
            let _ = writeln!(
                s,
                "<h3>each part against {} (normalised by {})</h3>\n<table class=\"budget\" id=\"segments\"><thead><tr><th>segment</th><th>side</th><th>length ×</th><th>width ×</th><th>verdict</th></tr></thead><tbody>",
                escape(reference),
                escape(by.split(':').next().unwrap_or(by))
            );
            for seg in &r.segments {
                let class = measure::targets::size_class(seg.ratio_length, seg.ratio_width);
                let _ = writeln!(
                    s,
                    "<tr data-class=\"{class}\"><td>{}</td><td>{}</td><td class=\"num\">{:.2}</td><td class=\"num\">{:.2}</td><td>{class}</td></tr>",
                    seg.segment.label(),
                    side_word(seg.side),
                    seg.ratio_length,
                    seg.ratio_width
                );
            }
            s.push_str("</tbody></table>\n");
        }
        None => s.push_str("<p>No comparison could be made (see the report).</p>\n"),
    }
    if let Some(t) = &r.targets {
        let _ = writeln!(
            s,
            "<h3>triangles: targets for {} {} ({}) in {}'s proportions</h3>\n<table class=\"budget\" id=\"targets\"><thead><tr><th>group</th><th>original %</th><th>target</th><th>avatar</th><th>verdict</th></tr></thead><tbody>",
            escape(t.platform),
            escape(&t.rank),
            measure::platform::thousands(i64::try_from(t.triangles).unwrap_or(i64::MAX)),
            escape(reference)
        );
        for row in &t.groups {
            let _ = writeln!(
                s,
                "<tr><td>{}</td><td class=\"num\">{:.1}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>",
                row.part,
                row.source_percent,
                row.target,
                row.avatar,
                escape(&row.verdict)
            );
        }
        s.push_str("</tbody></table>\n");
    }
    s.push_str("<h3>platform ranks</h3>\n<table class=\"budget\" id=\"ranks\"><thead><tr><th>platform</th><th>rank</th><th>the one change that lifts it</th></tr></thead><tbody>\n");
    for g in &r.platforms {
        let rank = g.rank.as_deref().unwrap_or("not measured");
        let more = if g.complete || g.rank.is_none() { "" } else { " (or worse)" };
        let _ = writeln!(
            s,
            "<tr data-platform=\"{}\"><td>{}</td><td>{}{more}</td><td class=\"wrap\">{}</td></tr>",
            g.platform,
            escape(g.name),
            escape(rank),
            escape(&g.lift)
        );
    }
    s.push_str("</tbody></table>\n");
    if picture {
        s.push_str("<p><img class=\"compare\" src=\"avatar-compare.png\" alt=\"the original and the avatar, front and side, coloured by verdict\"></p>\n");
    }
    for n in &r.not_judged {
        let _ = writeln!(s, "<p class=\"note\">not judged: {}: {}</p>", n.what, escape(&n.why));
    }
    s.push_str("</section>\n");
    s
}

/// Judges the avatar against `reference` (a model's name; the first humanoid when `None`) for
/// the avatar page. Warnings say which original was chosen and what could not be judged.
pub fn report(
    models: &[Model],
    ids: &[String],
    avatar: &Avatar,
    reference: Option<&str>,
) -> (Option<AvatarReport>, Vec<String>) {
    let mut warnings = Vec::new();
    let humanoids = || {
        models.iter().zip(ids).filter(|(m, _)| m.kind == ModelKind::Character && m.meta.humanoid)
    };
    let pick = match reference {
        Some(name) => {
            let found = humanoids().find(|(m, _)| m.name == name);
            if found.is_none() {
                warnings.push(format!(
                    "the avatar page: no humanoid named {name}: compared with the first humanoid"
                ));
            }
            found.or_else(|| humanoids().next())
        }
        None => {
            let first = humanoids().next();
            if let Some((m, _)) = first {
                warnings.push(format!(
                    "the avatar page: compared with {} (the first humanoid; choose another with --reference NAME)",
                    m.name
                ));
            }
            first
        }
    };
    let Some((model, id)) = pick else {
        warnings.push("the avatar page: no humanoid to compare the avatar with".into());
        return (None, warnings);
    };
    let source = measure::judge::Loaded::from_model(&model.name, model);
    let ava = measure::judge::Loaded::from_bytes(&avatar.name, &avatar.vrm);
    let opts = measure::judge::JudgeOptions::default();
    let r = measure::judge::judge(&source, &ava, &opts);
    for n in &r.not_judged {
        warnings.push(format!("the avatar page: not judged: {}: {}", n.what, n.why));
    }
    let png = match (&r.comparison, &source.figure, &ava.figure) {
        (Some(c), Ok(s), Ok(a)) => measure::picture::compare_picture(
            s,
            a,
            c,
            &opts.compare,
            &measure::picture::PictureOptions::default(),
        )
        .ok()
        .and_then(|p| measure::picture::png(&p).ok()),
        _ => None,
    };
    let normalised_vrm = match measure::rest::normalise_glb(&avatar.vrm) {
        Ok((bytes, _)) => bytes,
        Err(e) => {
            warnings.push(format!("the avatar page: the rest pose could not be rewritten: {e}"));
            None
        }
    };
    let classes =
        |f: &Result<measure::Figure, String>, ov: &measure::Overrides| match (f, &r.comparison) {
            (Ok(f), Some(c)) => bone_classes(f, c, ov),
            _ => std::collections::BTreeMap::new(),
        };
    let humanoid: std::collections::BTreeMap<&str, String> = match &source.figure {
        Ok(f) => f
            .humanoid
            .iter()
            .filter_map(|(h, &b)| f.bones.get(b).map(|bone| (h.name(), bone.name.clone())))
            .collect(),
        Err(_) => std::collections::BTreeMap::new(),
    };
    let data = serde_json::json!({
        "reference": {"name": model.name, "id": id, "humanoid": humanoid,
                      "classes": classes(&source.figure, &opts.compare.source_overrides)},
        "avatar": {"classes": classes(&ava.figure, &opts.compare.avatar_overrides),
                   "normalised": normalised_vrm.is_some()},
        "legend": measure::picture::CLASSES.iter().map(|(n, c)| serde_json::json!({"name": n, "rgb": c})).collect::<Vec<_>>(),
        "report": &r,
    });
    let js = format!("window.DEWRIP_AVATAR_REPORT = {data};\n");
    let markdown = measure::render::judge_markdown(&r, &model.name, &avatar.name);
    let html = panel_html(&r, &model.name, png.is_some());
    (
        Some(AvatarReport {
            reference: model.name.clone(),
            reference_id: id.clone(),
            js,
            html,
            markdown,
            png,
            normalised_vrm,
        }),
        warnings,
    )
}
