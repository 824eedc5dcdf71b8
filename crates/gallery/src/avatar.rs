//! The avatar page (`avatar.html`): the user's own VRM (0.x or 1.0) playing the original's
//! clips. Every humanoid's clips are exported as VRM Animation ([`export::vrma`]: retargeted
//! through its humanoid map) and embedded, with the avatar's bytes, as base64 in
//! `models/avatar.js` and `models/avatar-clips.js`; the page plays them with
//! @pixiv/three-vrm-animation (bundled in the viewer). Nothing leaves the machine.

use std::fmt::Write as _;

use scene::{Model, ModelKind};

use crate::site::{base64, escape};
use crate::GalleryError;

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
                Ok(vrma) => {
                    out.push(AvatarClip { model: m.name.clone(), name: c.name.clone(), vrma })
                }
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
        let _ = writeln!(
            s,
            "{{\"model\": {model}, \"name\": {name}, \"vrma\": \"{}\"}},",
            base64(&c.vrma)
        );
    }
    s.push_str("];\n");
    Ok(s)
}

/// `avatar.html`.
pub fn avatar_html(a: &Avatar, clips: usize, head: &str) -> String {
    let mut s = head.to_string();
    let _ = write!(
        s,
        "<body class=\"viewer avatar\">\n<header>\n<a href=\"index.html\">← gallery</a>\n\
<h1>{name} wearing the original's clips</h1>\n<span class=\"counts\">VRM {version} · {clips} clips</span>\n\
<span class=\"status\">loading…</span>\n</header>\n\
<main id=\"app\">\n<div class=\"stage\"></div>\n<aside class=\"panel\"></aside>\n</main>\n\
<noscript>The viewer needs JavaScript (it runs locally; nothing is sent anywhere).</noscript>\n\
<script src=\"assets/viewer.js\"></script>\n<script src=\"models/avatar.js\"></script>\n\
<script src=\"models/avatar-clips.js\"></script>\n\
<script>DewripViewer.startAvatar(document.getElementById('app'), window.DEWRIP_AVATAR, window.DEWRIP_AVATAR_CLIPS || []);</script>\n\
</body>\n</html>\n",
        name = escape(&a.name),
        version = a.version,
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
            out.push(AvatarClip { model, name, vrma });
        }
    }
    Ok(out)
}
