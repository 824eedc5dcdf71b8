//! The site writer.
//!
//! Layout of the output folder:
//!
//! ```text
//! index.html            every model: thumbnail, name, kind; filter by kind, search by name
//! budgets.html          every character's triangles per body part, side by side
//! chr/<id>.html         a character viewer (clips, blink/mouth, wireframe, skeleton, parts)
//! map/<id>.html         a map viewer (orbit/fly, walk mesh, piece highlight)
//! avatar.html           with `--avatar`: the user's VRM playing the original's clips (VRMA)
//! models/<id>.js        the model's GLB/VRM bytes in base64 plus its facts, as a global
//! models/avatar*.js     with `--avatar`: the avatar's bytes and every humanoid's clips as VRMA
//! thumbs/<id>.png       the thumbnail
//! assets/viewer.js      the vendored viewer bundle
//! assets/site.css       the style sheet
//! ```
//!
//! The index groups characters (humanoids), props (other character models) and maps, sorts by
//! kind, name or triangles, and each card and viewer page links to the model's exported files
//! (GLB, VRM 1.0/0.x, `.vrma` clips) when the export folder is given ([`link_exports`]).
//!
//! Every page carries a Content-Security-Policy that allows no network at all: scripts, styles
//! and images from `file:` only, `fetch` only of `blob:`/`data:` (the textures GLTFLoader unpacks
//! from the embedded bytes). Output is deterministic: same items, same bytes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use scene::{Model, ModelKind};
use serde::Serialize;

use crate::error::GalleryError;
pub use crate::text::{base64, escape};
use crate::{raster, viewer::VIEWER_JS};

/// Thumbnail side in pixels.
pub const THUMBNAIL_SIZE: u32 = 160;

/// Index thumbnails loaded with the page: about the first screenful on a large monitor (13
/// columns by 4 rows of 176-px cells at 2560 px). The rest load as they scroll into view, so the
/// page is usable before all of a disc's 300-odd thumbnails are read.
const EAGER_THUMBNAILS: usize = 52;

/// A body part and its triangle budget.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Part {
    /// Name (`head`, `left_upper_arm`, …).
    pub name: String,
    /// The bones whose vertices belong to the part (names as in the skeleton).
    pub bones: Vec<String>,
    /// Triangles in the part.
    pub triangles: usize,
}

/// A clip as the viewer needs it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ClipInfo {
    /// Name.
    pub name: String,
    /// Ticks per second.
    pub tick_rate: f32,
    /// Number of ticks.
    pub ticks: u32,
}

/// A face expression as the viewer needs it (material by name, UV offset at full weight).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExpressionInfo {
    /// Preset name (`blink`, `aa`, …).
    pub name: String,
    /// The material's name.
    pub material: String,
    /// UV offset at full weight.
    pub uv_offset: [f32; 2],
}

/// A map piece (one mesh) and how often it is placed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// Mesh name.
    pub name: String,
    /// Number of placements (nodes drawing it).
    pub placements: usize,
    /// Triangles of one placement.
    pub triangles: usize,
}

/// The facts the pages show about one model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Info {
    /// Display name.
    pub name: String,
    /// Character or map.
    pub kind: ModelKind,
    /// Where it came from (e.g. `DEWPRISM.cue:4586`, `synthetic`).
    pub source: String,
    /// Triangles over all meshes (a map: each piece once).
    pub triangles: usize,
    /// glTF vertices over all meshes (what the exported GLB holds; `dewrip budget` counts the
    /// same).
    pub gltf_vertices: usize,
    /// Bones.
    pub bones: usize,
    /// Materials.
    pub materials: usize,
    /// Images.
    pub images: usize,
    /// Clips.
    pub clips: Vec<ClipInfo>,
    /// Face expressions.
    pub expressions: Vec<ExpressionInfo>,
    /// Body parts with their triangle budgets (characters).
    pub parts: Vec<Part>,
    /// Pieces (maps).
    pub pieces: Vec<Piece>,
    /// Names of the hidden nodes (the walk mesh) (maps).
    pub walkmesh: Vec<String>,
    /// A humanoid character (VRM exported); `false` for props (dragons, pedestals …) and maps.
    pub humanoid: bool,
    /// The side a character faces along Z (`scene::pose::front_z`: −1 by the scene
    /// convention, +1 when its face is at +Z); −1 for maps. The viewer's first camera uses it.
    pub front_z: f32,
}

impl Info {
    /// Facts from a model; a character's body parts come from [`parts_measured`].
    pub fn from_model(model: &Model) -> Info {
        let mut pieces: Vec<Piece> = Vec::new();
        let mut walkmesh = Vec::new();
        if model.kind == ModelKind::Map {
            let mut count: BTreeMap<usize, usize> = BTreeMap::new();
            for n in &model.nodes {
                if n.hidden {
                    walkmesh.push(n.name.clone());
                } else if let Some(m) = n.mesh.filter(|&m| m < model.meshes.len()) {
                    let c = count.entry(m).or_insert(0);
                    *c = c.saturating_add(1);
                }
            }
            for (m, placements) in count {
                if let Some(mesh) = model.meshes.get(m) {
                    pieces.push(Piece {
                        name: mesh.name.clone(),
                        placements,
                        triangles: mesh.triangles(),
                    });
                }
            }
        }
        Info {
            name: model.name.clone(),
            kind: model.kind,
            source: model.meta.source.clone(),
            triangles: model.triangles(),
            gltf_vertices: model.gltf_vertices(),
            bones: model.skeleton.as_ref().map_or(0, |s| s.bones.len()),
            materials: model.materials.len(),
            images: model.images.len(),
            clips: model
                .clips
                .iter()
                .map(|c| ClipInfo { name: c.name.clone(), tick_rate: c.tick_rate, ticks: c.ticks })
                .collect(),
            expressions: model
                .expressions
                .iter()
                .filter_map(|e| {
                    Some(ExpressionInfo {
                        name: e.name.clone(),
                        material: model.materials.get(e.material)?.name.clone(),
                        uv_offset: e.uv_offset,
                    })
                })
                .collect(),
            // Humanoids by the body parts `dewrip budget` counts; props by their own bones (a
            // dragon has no coat).
            parts: match (model.kind, model.meta.humanoid) {
                (ModelKind::Character, true) => parts_measured(model),
                (ModelKind::Character, false) => parts_by_bone(model),
                (ModelKind::Map, _) => Vec::new(),
            },
            pieces,
            walkmesh,
            humanoid: model.kind == ModelKind::Character && model.meta.humanoid,
            front_z: match model.kind {
                ModelKind::Character => scene::pose::front_z(model),
                ModelKind::Map => -1.0,
            },
        }
    }
}

/// Body parts and their triangle budgets as `dewrip budget` counts them (the `measure` crate:
/// default pose, bones classified into parts, a triangle belonging to the bone with the largest
/// summed weight of its vertices), each with the bones it covers so the viewer can highlight it.
/// Falls back to [`parts_by_bone`] when the figure's bones do not match the skeleton.
pub fn parts_measured(model: &Model) -> Vec<Part> {
    let bones = model.skeleton.as_ref().map_or(0, |s| s.bones.len());
    let fig = measure::from_model(model);
    if bones == 0 || fig.bones.len() != bones {
        return parts_by_bone(model);
    }
    let map = measure::classify(&fig, &measure::Overrides::default());
    let budget = measure::budget_parts(&fig, &map);
    budget
        .parts
        .iter()
        .filter(|p| p.triangles > 0)
        .map(|p| Part {
            name: p.part.name().to_string(),
            bones: fig
                .bones
                .iter()
                .enumerate()
                .filter(|(i, _)| map.part(*i) == p.part)
                .map(|(_, b)| b.name.clone())
                .collect(),
            triangles: p.triangles,
        })
        .collect()
}

/// Body parts by bone: one part per bone that owns triangles, a triangle belonging to the bone
/// of its first vertex.
pub fn parts_by_bone(model: &Model) -> Vec<Part> {
    let Some(skel) = model.skeleton.as_ref() else { return Vec::new() };
    let mut per_bone = vec![0usize; skel.bones.len()];
    for mesh in &model.meshes {
        let Some(joints) = mesh.joints.as_ref() else { continue };
        for p in &mesh.primitives {
            for tri in p.indices.chunks_exact(3) {
                let bone = tri.first().and_then(|&i| joints.get(i as usize));
                if let Some(c) = bone.and_then(|&b| per_bone.get_mut(b)) {
                    *c = c.saturating_add(1);
                }
            }
        }
    }
    skel.bones
        .iter()
        .zip(per_bone)
        .filter(|(_, t)| *t > 0)
        .map(|(b, triangles)| Part { name: b.name.clone(), bones: vec![b.name.clone()], triangles })
        .collect()
}

/// One model ready for the site: its facts, exported bytes and thumbnail.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// Facts shown on the pages.
    pub info: Info,
    /// GLB or VRM bytes (from the `export` crate: `export::glb`).
    pub glb: Vec<u8>,
    /// The thumbnail PNG.
    pub thumbnail: Vec<u8>,
    /// The model's exported files the pages link to (GLB, VRM, VRMA …); filled by
    /// [`link_exports`].
    pub files: Vec<FileLink>,
}

/// A link from a card or page to one exported file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileLink {
    /// What it is (`GLB`, `VRM 1.0`, `VRM 0.x`, `walk.vrma`, …).
    pub label: String,
    /// Relative URL from the site's root folder (`export/MAYA/model.vrm`).
    pub href: String,
}

/// Where the exported files are: `dir` on disk (scanned), `href` the same folder as a URL from
/// the site's root: relative (`export` when the site is `OUT/` and the export `OUT/export/`,
/// `../models` when the export sits beside the site), or absolute (`file:///…`) where no
/// relative path exists. Pages in sub-folders prefix relative links with `../`.
/// Characters are looked for in `dir/NAME/`, maps in `dir/maps/NAME/` (as `dewrip export` lays
/// them out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exports {
    /// The export folder on disk.
    pub dir: PathBuf,
    /// The export folder as a URL relative to the site root (no trailing `/`).
    pub href: String,
}

/// The folders the site writes into its output folder (and nothing else writes there).
pub const OWN_FOLDERS: [&str; 5] = ["assets", "chr", "map", "models", "thumbs"];

/// One path segment percent-encoded for a URL (unreserved characters kept).
pub fn url_segment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// Fills each item's [`Item::files`] from the export folder: `model.glb` (GLB), `model.vrm`
/// (VRM 1.0), `model.vrm0.vrm` (VRM 0.x), every `*.vrma` (by name), `walk.gif`, `info.json`;
/// files that are not there are not linked. Returns how many items had a folder.
pub fn link_exports(items: &mut [Item], exports: &Exports) -> usize {
    let mut found = 0usize;
    for it in items.iter_mut() {
        let sub = match it.info.kind {
            ModelKind::Character => PathBuf::from(&it.info.name),
            ModelKind::Map => Path::new("maps").join(&it.info.name),
        };
        if it.info.name.is_empty()
            || it.info.name.contains(['/', '\\'])
            || it.info.name.starts_with('.')
        {
            continue;
        }
        let dir = exports.dir.join(&sub);
        let Ok(rd) = std::fs::read_dir(&dir) else { continue };
        let mut names: Vec<String> = rd
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .filter_map(|e| e.file_name().into_string().ok())
            .collect();
        names.sort();
        let base = match it.info.kind {
            ModelKind::Character => format!("{}/{}", exports.href, url_segment(&it.info.name)),
            ModelKind::Map => format!("{}/maps/{}", exports.href, url_segment(&it.info.name)),
        };
        let mut files = Vec::new();
        for (file, label) in
            [("model.glb", "GLB"), ("model.vrm", "VRM 1.0"), ("model.vrm0.vrm", "VRM 0.x")]
        {
            if names.iter().any(|n| n == file) {
                files.push(FileLink { label: label.into(), href: format!("{base}/{file}") });
            }
        }
        for n in names.iter().filter(|n| n.ends_with(".vrma")) {
            files.push(FileLink { label: n.clone(), href: format!("{base}/{}", url_segment(n)) });
        }
        for (file, label) in [("walk.gif", "walk GIF"), ("info.json", "info")] {
            if names.iter().any(|n| n == file) {
                files.push(FileLink { label: label.into(), href: format!("{base}/{file}") });
            }
        }
        found = found.saturating_add(usize::from(!files.is_empty()));
        it.files = files;
    }
    found
}

fn files_nav(files: &[FileLink], prefix: &str) -> String {
    if files.is_empty() {
        return String::new();
    }
    let mut s = String::from("<nav class=\"files\">");
    for f in files {
        // An absolute URL (`file:///…`) is the same from every page.
        let prefix = if f.href.contains("://") { "" } else { prefix };
        let _ =
            write!(s, "<a href=\"{prefix}{}\" download>{}</a> ", escape(&f.href), escape(&f.label));
    }
    s.push_str("</nav>");
    s
}

/// Builds an item: facts from the model, the given exported bytes, and a thumbnail rendered by
/// [`raster::thumbnail`].
pub fn item(model: &Model, glb: Vec<u8>) -> Result<Item, GalleryError> {
    Ok(Item {
        info: Info::from_model(model),
        glb,
        thumbnail: raster::thumbnail(model, THUMBNAIL_SIZE)?,
        files: Vec::new(),
    })
}

/// Builds items for many models in parallel, exporting each with `export` (its error message
/// is kept). The order of the result is the order of `models`.
pub fn items<F, E>(models: &[Model], export: F) -> Result<Vec<Item>, GalleryError>
where
    F: Fn(&Model) -> Result<Vec<u8>, E> + Sync,
    E: std::fmt::Display,
{
    models
        .par_iter()
        .map(|m| {
            let glb = export(m).map_err(|e| GalleryError::Export {
                model: m.name.clone(),
                message: e.to_string(),
            })?;
            item(m, glb)
        })
        .collect()
}

/// What [`write_site`] wrote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Characters.
    pub characters: usize,
    /// Maps.
    pub maps: usize,
    /// Files written.
    pub files: usize,
    /// Bytes written.
    pub bytes: u64,
    /// The id (file stem) given to each item, in order.
    pub ids: Vec<String>,
    /// Clips on the avatar page (0 without `--avatar`).
    pub avatar_clips: usize,
    /// Items whose cards link to exported files.
    pub linked: usize,
    /// What could not be done (e.g. a humanoid's clips not exported for the avatar page).
    pub warnings: Vec<String>,
}

/// File-name-safe unique ids from names: lower-case ASCII letters, digits and `-`; a repeated
/// id gets `-2`, `-3`, ….
pub fn ids(items: &[Item]) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = Vec::with_capacity(items.len());
    for it in items {
        let mut slug: String = it
            .info
            .name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
            .collect();
        slug = slug.trim_matches('-').to_string();
        if slug.is_empty() {
            slug = "model".into();
        }
        slug.truncate(64);
        let mut id = slug.clone();
        let mut k = 1usize;
        while seen.contains_key(&id) {
            k = k.saturating_add(1);
            id = format!("{slug}-{k}");
        }
        seen.insert(id.clone(), 1);
        out.push(id);
    }
    out
}

fn write(path: &Path, bytes: &[u8]) -> Result<u64, GalleryError> {
    std::fs::write(path, bytes)
        .map_err(|source| GalleryError::Io { path: path.to_path_buf(), source })?;
    Ok(u64::try_from(bytes.len()).unwrap_or(u64::MAX))
}

fn mkdir(path: &Path) -> Result<(), GalleryError> {
    std::fs::create_dir_all(path)
        .map_err(|source| GalleryError::Io { path: path.to_path_buf(), source })
}

/// The Content-Security-Policy of every page: nothing from the network.
pub const CSP: &str = "default-src 'none'; script-src file: 'unsafe-inline'; \
style-src file: 'unsafe-inline'; img-src file: data: blob:; connect-src data: blob:; \
worker-src blob:";

const CSS: &str = include_str!("site.css");

fn head(title: &str, css: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\">\n\
<meta name=\"referrer\" content=\"no-referrer\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<title>{}</title>\n<link rel=\"stylesheet\" href=\"{css}\">\n</head>\n",
        escape(title)
    )
}

fn kind_word(k: ModelKind) -> &'static str {
    match k {
        ModelKind::Character => "character",
        ModelKind::Map => "map",
    }
}

/// The index's group of an item: humanoid characters, props (non-humanoid characters), maps.
fn group_word(i: &Info) -> &'static str {
    match (i.kind, i.humanoid) {
        (ModelKind::Character, true) => "character",
        (ModelKind::Character, false) => "prop",
        (ModelKind::Map, _) => "map",
    }
}

fn group_rank(i: &Info) -> u8 {
    match group_word(i) {
        "character" => 0,
        "prop" => 1,
        _ => 2,
    }
}

fn page_dir(k: ModelKind) -> &'static str {
    match k {
        ModelKind::Character => "chr",
        ModelKind::Map => "map",
    }
}

/// The index order: characters, then props, then maps, each by name (then by id).
fn index_order(items: &[Item], ids: &[String]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..items.len().min(ids.len())).collect();
    let key = |i: usize| items.get(i).map(|it| (group_rank(&it.info), it.info.name.to_lowercase()));
    order.sort_by(|&a, &b| key(a).cmp(&key(b)).then_with(|| ids.get(a).cmp(&ids.get(b))));
    order
}

fn index_html(items: &[Item], ids: &[String], avatar: bool) -> String {
    let count = |g: &str| items.iter().filter(|i| group_word(&i.info) == g).count();
    let (chars, props, maps) = (count("character"), count("prop"), count("map"));
    let mut s = head("dewrip gallery", "assets/site.css");
    let avatar_link = if avatar { " · <a href=\"avatar.html\">your avatar</a>" } else { "" };
    let _ = write!(
        s,
        "<body class=\"index\">\n<header>\n<h1>dewrip gallery</h1>\n\
<span class=\"counts\">{chars} characters · {props} props · {maps} maps</span>\n\
<nav><a href=\"budgets.html\">budgets</a>{avatar_link}</nav>\n</header>\n\
<div class=\"filters\">\n\
<button type=\"button\" data-kind=\"all\" class=\"on\">all</button>\n\
<button type=\"button\" data-kind=\"character\">characters</button>\n\
<button type=\"button\" data-kind=\"prop\">props</button>\n\
<button type=\"button\" data-kind=\"map\">maps</button>\n\
<input type=\"search\" id=\"search\" placeholder=\"search by name\" autocomplete=\"off\">\n\
<label for=\"sort\">sort</label> <select id=\"sort\">\
<option value=\"group\">kind, then name</option><option value=\"name\">name</option>\
<option value=\"tris-desc\">triangles (most first)</option>\
<option value=\"tris-asc\">triangles (fewest first)</option></select>\n\
<span id=\"shown\">{} shown</span>\n</div>\n<main class=\"grid\" id=\"grid\">\n",
        items.len()
    );
    for (rank, k) in index_order(items, ids).into_iter().enumerate() {
        let (Some(it), Some(id)) = (items.get(k), ids.get(k)) else { continue };
        let i = &it.info;
        let extra = match i.kind {
            ModelKind::Character => format!("{} clips", i.clips.len()),
            ModelKind::Map => {
                let placements: usize = i.pieces.iter().map(|p| p.placements).sum();
                format!("{} pieces, {placements} placed", i.pieces.len())
            }
        };
        let _ = writeln!(
            s,
            "<div class=\"cell\" data-rank=\"{rank}\" data-tris=\"{tris}\" data-lname=\"{lname}\">\
<a class=\"card\" data-kind=\"{kind}\" data-name=\"{lname}\" href=\"{dir}/{id}.html\">\
<img src=\"thumbs/{id}.png\" width=\"{THUMBNAIL_SIZE}\" height=\"{THUMBNAIL_SIZE}\"{lazy} alt=\"{name}\">\
<span class=\"name\">{name}</span><span class=\"meta\">{kind} · {tris} tris · {extra}</span></a>{files}</div>",
            kind = group_word(i),
            lname = escape(&i.name.to_lowercase()),
            dir = page_dir(i.kind),
            name = escape(&i.name),
            tris = i.triangles,
            files = files_nav(&it.files, ""),
            lazy = if rank < EAGER_THUMBNAILS { "" } else { " loading=\"lazy\" decoding=\"async\"" },
        );
    }
    s.push_str(
        "</main>\n<script>\n(function () {\n\
  var kind = 'all';\n\
  var grid = document.getElementById('grid');\n\
  var cells = Array.prototype.slice.call(grid.querySelectorAll('.cell'));\n\
  var search = document.getElementById('search');\n\
  var sort = document.getElementById('sort');\n\
  var shown = document.getElementById('shown');\n\
  function apply() {\n\
    var q = search.value.trim().toLowerCase();\n\
    var n = 0;\n\
    cells.forEach(function (cell) {\n\
      var c = cell.querySelector('.card');\n\
      var ok = (kind === 'all' || c.dataset.kind === kind) && c.dataset.name.indexOf(q) !== -1;\n\
      c.hidden = !ok;\n\
      cell.hidden = !ok;\n\
      if (ok) n++;\n\
    });\n\
    shown.textContent = n + ' shown';\n\
  }\n\
  function order() {\n\
    var by = sort.value;\n\
    var sorted = cells.slice().sort(function (a, b) {\n\
      var ra = +a.dataset.rank, rb = +b.dataset.rank, ta = +a.dataset.tris, tb = +b.dataset.tris;\n\
      if (by === 'name') return a.dataset.lname.localeCompare(b.dataset.lname) || ra - rb;\n\
      if (by === 'tris-desc') return tb - ta || ra - rb;\n\
      if (by === 'tris-asc') return ta - tb || ra - rb;\n\
      return ra - rb;\n\
    });\n\
    sorted.forEach(function (c) { grid.appendChild(c); });\n\
  }\n\
  document.querySelectorAll('.filters button').forEach(function (b) {\n\
    b.addEventListener('click', function () {\n\
      kind = b.dataset.kind;\n\
      document.querySelectorAll('.filters button').forEach(function (o) { o.classList.toggle('on', o === b); });\n\
      apply();\n\
    });\n\
  });\n\
  search.addEventListener('input', apply);\n\
  sort.addEventListener('change', order);\n\
  window.__dewripIndexReady = true;\n\
})();\n</script>\n</body>\n</html>\n",
    );
    s
}

fn viewer_html(it: &Item, id: &str) -> String {
    let i = &it.info;
    let mut s = head(&format!("{} — dewrip gallery", i.name), "../assets/site.css");
    let _ = write!(
        s,
        "<body class=\"viewer {kind}\">\n<header>\n<a href=\"../index.html\">← gallery</a>\n\
<h1>{name}</h1>\n<span class=\"status\">loading…</span>\n{files}\n</header>\n\
<main id=\"app\">\n<div class=\"stage\"></div>\n<aside class=\"panel\"></aside>\n</main>\n\
<noscript>The viewer needs JavaScript (it runs locally; nothing is sent anywhere).</noscript>\n\
<script src=\"../assets/viewer.js\"></script>\n<script src=\"../models/{id}.js\"></script>\n\
<script>DewripViewer.start(document.getElementById('app'), (window.DEWRIP_MODELS || {{}})[\"{id}\"]);</script>\n\
</body>\n</html>\n",
        kind = kind_word(i.kind),
        name = escape(&i.name),
        files = files_nav(&it.files, "../"),
    );
    s
}

fn model_js(it: &Item, id: &str) -> Result<String, GalleryError> {
    #[derive(Serialize)]
    struct Meta<'a> {
        id: &'a str,
        #[serde(flatten)]
        info: &'a Info,
    }
    let meta = serde_json::to_string(&Meta { id, info: &it.info })
        .map_err(|e| GalleryError::Json(e.to_string()))?;
    let b64 = base64(&it.glb);
    let mut s = String::with_capacity(b64.len().saturating_add(meta.len()).saturating_add(128));
    let _ = write!(
        s,
        "(window.DEWRIP_MODELS = window.DEWRIP_MODELS || {{}})[\"{id}\"] = {{\"meta\": {meta},\n\"glb\": \"{b64}\"}};\n"
    );
    Ok(s)
}

fn budgets_html(items: &[Item], ids: &[String]) -> String {
    let chars: Vec<(&Item, &String)> =
        items.iter().zip(ids).filter(|(i, _)| group_word(&i.info) == "character").collect();
    let props: Vec<(&Item, &String)> =
        items.iter().zip(ids).filter(|(i, _)| group_word(&i.info) == "prop").collect();
    // Part columns: every part name, most common first (then by name), at most 32.
    let mut freq: BTreeMap<&str, usize> = BTreeMap::new();
    for (it, _) in &chars {
        for p in &it.info.parts {
            let c = freq.entry(p.name.as_str()).or_insert(0);
            *c = c.saturating_add(1);
        }
    }
    let mut cols: Vec<(&str, usize)> = freq.into_iter().collect();
    cols.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    cols.truncate(32);
    let max = chars.iter().map(|(i, _)| i.info.triangles).max().unwrap_or(1).max(1);
    let mut s = head("budgets — dewrip gallery", "assets/site.css");
    let _ = write!(
        s,
        "<body class=\"budgets\">\n<header>\n<a href=\"index.html\">← gallery</a>\n\
<h1>triangle budgets</h1>\n<span class=\"counts\">{} characters; click a heading to sort</span>\n\
</header>\n<main>\n<table id=\"budgets\" class=\"budget\">\n<thead><tr><th>character</th>\
<th>triangles</th><th></th><th>glTF vertices</th><th>bones</th><th>clips</th>",
        chars.len()
    );
    for (name, _) in &cols {
        let _ = write!(s, "<th>{}</th>", escape(name));
    }
    s.push_str("</tr></thead>\n<tbody>\n");
    for (it, id) in &chars {
        let i = &it.info;
        let pct = i.triangles.saturating_mul(100).checked_div(max).unwrap_or(0);
        let _ = write!(
            s,
            "<tr><td><a href=\"chr/{id}.html\">{}</a></td><td class=\"num\">{}</td>\
<td><span class=\"bar\" style=\"width:{pct}px\"></span></td><td class=\"num\">{}</td>\
<td class=\"num\">{}</td><td class=\"num\">{}</td>",
            escape(&i.name),
            i.triangles,
            i.gltf_vertices,
            i.bones,
            i.clips.len()
        );
        for (name, _) in &cols {
            let t = i.parts.iter().filter(|p| p.name == *name).map(|p| p.triangles).sum::<usize>();
            let has = i.parts.iter().any(|p| p.name == *name);
            if has {
                let _ = write!(s, "<td class=\"num\">{t}</td>");
            } else {
                s.push_str("<td class=\"num none\">–</td>");
            }
        }
        s.push_str("</tr>\n");
    }
    s.push_str("</tbody>\n</table>\n");
    // Props are not humanoids: each is budgeted by its own bones, most triangles first.
    let _ = write!(
        s,
        "<h2>props</h2>\n<p class=\"counts\">{} models that are not humanoids, each by its own \
parts (bones), most triangles first</p>\n<table id=\"props\" class=\"budget\">\n\
<thead><tr><th>model</th><th>triangles</th><th>bones</th><th>clips</th><th>parts</th></tr></thead>\n<tbody>\n",
        props.len()
    );
    for (it, id) in &props {
        let i = &it.info;
        let mut parts: Vec<&Part> = i.parts.iter().collect();
        parts.sort_by(|a, b| b.triangles.cmp(&a.triangles).then(a.name.cmp(&b.name)));
        let list: Vec<String> =
            parts.iter().map(|p| format!("{} {}", escape(&p.name), p.triangles)).collect();
        let _ = writeln!(
            s,
            "<tr><td><a href=\"chr/{id}.html\">{}</a></td><td class=\"num\">{}</td>\
<td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>",
            escape(&i.name),
            i.triangles,
            i.bones,
            i.clips.len(),
            list.join(" · ")
        );
    }
    s.push_str(
        "</tbody>\n</table>\n</main>\n<script>\n(function () {\n\
  var table = document.getElementById('budgets');\n\
  var body = table.tBodies[0];\n\
  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, col) {\n\
    var asc = false;\n\
    th.addEventListener('click', function () {\n\
      asc = !asc;\n\
      var rows = Array.prototype.slice.call(body.rows);\n\
      rows.sort(function (a, b) {\n\
        var x = a.cells[col].textContent, y = b.cells[col].textContent;\n\
        var nx = parseFloat(x), ny = parseFloat(y);\n\
        var c = (isNaN(nx) || isNaN(ny)) ? x.localeCompare(y) : nx - ny;\n\
        return asc ? c : -c;\n\
      });\n\
      rows.forEach(function (r) { body.appendChild(r); });\n\
    });\n\
  });\n\
})();\n</script>\n</body>\n</html>\n",
    );
    s
}

/// What else the site shows: links to the exported files, the user's avatar page.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Options {
    /// The user's avatar (`gallery --avatar MY.vrm`): writes `avatar.html`.
    pub avatar: Option<crate::avatar::Avatar>,
    /// The original clips the avatar page plays (see [`crate::avatar::clips`]).
    pub clips: Vec<crate::avatar::AvatarClip>,
    /// The avatar judged against an original (see [`crate::avatar::report`]).
    pub report: Option<crate::avatar::AvatarReport>,
}

/// Writes the whole site into `dir` (created if needed; existing files of the same names are
/// replaced). Returns what was written.
pub fn write_site(dir: &Path, items: &[Item]) -> Result<Summary, GalleryError> {
    write_site_with(dir, items, &Options::default())
}

/// [`write_site`] with the avatar page when `opts.avatar` is set.
pub fn write_site_with(
    dir: &Path,
    items: &[Item],
    opts: &Options,
) -> Result<Summary, GalleryError> {
    let ids = ids(items);
    for sub in OWN_FOLDERS {
        mkdir(&dir.join(sub))?;
    }
    let mut bytes = 0u64;
    let mut files = 0usize;
    let mut fixed: Vec<(PathBuf, Vec<u8>)> = vec![
        (dir.join("assets/viewer.js"), VIEWER_JS.as_bytes().to_vec()),
        (dir.join("assets/site.css"), CSS.as_bytes().to_vec()),
        (dir.join("index.html"), index_html(items, &ids, opts.avatar.is_some()).into_bytes()),
        (dir.join("budgets.html"), budgets_html(items, &ids).into_bytes()),
    ];
    if let Some(a) = &opts.avatar {
        let title = format!("{} — dewrip gallery", a.name);
        let panel = opts.report.as_ref().map(|r| r.html.as_str());
        let page = crate::avatar::avatar_html(
            a,
            opts.clips.len(),
            &head(&title, "assets/site.css"),
            panel,
        );
        fixed.push((dir.join("avatar.html"), page.into_bytes()));
        if let Some(r) = &opts.report {
            fixed.push((dir.join("models/avatar-report.js"), r.js.clone().into_bytes()));
            fixed.push((dir.join("avatar-report.md"), r.markdown.clone().into_bytes()));
            if let Some(png) = &r.png {
                fixed.push((dir.join("avatar-compare.png"), png.clone()));
            }
        }
        fixed.push((dir.join("models/avatar.js"), crate::avatar::avatar_js(a)?.into_bytes()));
        fixed.push((
            dir.join("models/avatar-clips.js"),
            crate::avatar::clips_js(&opts.clips)?.into_bytes(),
        ));
    }
    for (path, b) in &fixed {
        bytes = bytes.saturating_add(write(path, b)?);
        files = files.saturating_add(1);
    }
    let per_item: Vec<u64> = items
        .par_iter()
        .zip(ids.par_iter())
        .map(|(it, id)| -> Result<u64, GalleryError> {
            let mut n = write(&dir.join("thumbs").join(format!("{id}.png")), &it.thumbnail)?;
            n = n.saturating_add(write(
                &dir.join("models").join(format!("{id}.js")),
                model_js(it, id)?.as_bytes(),
            )?);
            let page = dir.join(page_dir(it.info.kind)).join(format!("{id}.html"));
            n = n.saturating_add(write(&page, viewer_html(it, id).as_bytes())?);
            Ok(n)
        })
        .collect::<Result<_, _>>()?;
    for n in per_item {
        bytes = bytes.saturating_add(n);
        files = files.saturating_add(3);
    }
    let characters = items.iter().filter(|i| i.info.kind == ModelKind::Character).count();
    Ok(Summary {
        characters,
        maps: items.len().saturating_sub(characters),
        files,
        bytes,
        ids,
        avatar_clips: opts.avatar.as_ref().map_or(0, |_| opts.clips.len()),
        linked: items.iter().filter(|i| !i.files.is_empty()).count(),
        warnings: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_known_vectors() {
        // RFC 4648 §10.
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foob"), "Zm9vYg==");
        assert_eq!(base64(b"fooba"), "Zm9vYmE=");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
    }

    #[test]
    fn ids_are_unique_and_safe() {
        let mk = |name: &str| Item {
            info: Info::from_model(&Model::new(name, ModelKind::Map)),
            glb: Vec::new(),
            thumbnail: Vec::new(),
            files: Vec::new(),
        };
        let items = [mk("EV012 map"), mk("ev012-map"), mk("../../etc"), mk("")];
        assert_eq!(ids(&items), ["ev012-map", "ev012-map-2", "etc", "model"]);
    }
}
