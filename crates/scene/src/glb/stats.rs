//! What a platform counts in an avatar file, read from the glTF JSON alone (and the headers of
//! its embedded images): renderers, triangles, material slots, bones, blend shapes, lights and
//! every texture image's size — the numbers VRChat's performance ranks, cluster's and Vket
//! Cloud's avatar limits are stated in (`measure::platform` holds the limits).
//!
//! This is a second, lighter reading of the same file than [`super::Document`]: it keeps a few
//! integers per node instead of the whole JSON tree, so a file the figure reader refuses for
//! its size (10⁶ nodes, more JSON values than [`super::Limits::json_values`]) can still be
//! counted. It never decodes vertex data: a triangle count is an accessor's `count`, checked to
//! fit its buffer view and the BIN chunk.
//!
//! How each count maps to the platform's words **[provisional: how Unity importers (UniVRM)
//! turn glTF into Unity objects]**:
//!
//! | count | glTF | Unity object the platform counts |
//! |---|---|---|
//! | `skinned_meshes` | nodes with a `mesh` and a `skin`, or whose mesh has morph targets | SkinnedMeshRenderer |
//! | `basic_meshes` | other nodes with a `mesh` | MeshRenderer |
//! | `material_slots` | primitives of every mesh node | submeshes (one material slot each) |
//! | `triangles` | per primitive: mode 4 `count / 3`, modes 5 and 6 `count − 2` (indices, else POSITION) | the renderer's triangles |
//! | `bones` | distinct joints of the skins of mesh nodes | the bones of the skinned renderers |
//! | `morph_targets` | per mesh node, the most targets of one of its primitives | blend shapes |
//! | `materials` | distinct materials of those primitives | materials |
//! | `lights` | nodes with `KHR_lights_punctual` | Light components |
//! | `images` | images reached from a material's texture (core, MToon and VRM 0.x texture properties) | the textures the avatar's materials use |
#![allow(clippy::arithmetic_side_effects)] // saturating integer sums; f64 only for sizes

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt;

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;

use super::{GlbError, Limits};

/// Most nodes this pass reads (far above [`Limits::nodes`]: a node here is a few integers).
pub const MAX_NODES: usize = 4 << 20;

/// Most PNG chunks read while looking for the transparency (`tRNS`) chunk before `IDAT`.
const MAX_PNG_CHUNKS: usize = 256;

/// One image a material uses.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ImageStat {
    /// Index in `images`.
    pub index: usize,
    /// The container's format, from its bytes: `png`, `jpeg`, `webp`, `ktx2`, or `unknown`.
    pub format: &'static str,
    /// Width in pixels (`None` when the header could not be read).
    pub width: Option<u32>,
    /// Height in pixels.
    pub height: Option<u32>,
    /// Whether the image carries alpha (PNG colour types 4 and 6 or a `tRNS` chunk; WebP's
    /// alpha flag; KTX2 and unknown formats count as alpha).
    pub alpha: bool,
    /// Bytes of the encoded image in the file.
    pub bytes: u64,
    /// Why its size is unknown (an external file, a data URI, an unreadable header).
    pub problem: Option<String>,
}

/// What was counted in a glTF file.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize)]
pub struct Stats {
    /// Bytes of the file.
    pub file_bytes: u64,
    /// `"1.0"` (`VRMC_vrm`), `"0.x"` (`VRM`) or `None` (plain glTF).
    pub vrm: Option<&'static str>,
    /// Entries of `nodes`.
    pub nodes: usize,
    /// Nodes drawn by a skinned renderer.
    pub skinned_meshes: usize,
    /// Nodes drawn by a plain renderer.
    pub basic_meshes: usize,
    /// Primitives over all mesh nodes.
    pub material_slots: usize,
    /// Distinct materials of those primitives.
    pub materials: usize,
    /// Triangles over all mesh nodes.
    pub triangles: u64,
    /// Distinct skin joints of the mesh nodes.
    pub bones: usize,
    /// Blend shapes over all mesh nodes.
    pub morph_targets: usize,
    /// Nodes carrying a light.
    pub lights: usize,
    /// The images the materials use, by index.
    pub images: Vec<ImageStat>,
    /// The VRM humanoid's bone names (1.0 keys or 0.x `bone` values) whose node exists.
    pub humanoid: Vec<String>,
    /// What could not be counted, and why (a count it concerns is then a lower bound).
    pub problems: Vec<String>,
}

impl Stats {
    /// Whether every count is complete.
    pub fn complete(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Why a file could not be counted at all.
#[derive(Debug, thiserror::Error)]
pub enum StatsError {
    /// The GLB container.
    #[error(transparent)]
    Glb(#[from] GlbError),
    /// The JSON is not glTF this pass can read (the message names where).
    #[error("glTF JSON (counting pass): {0}")]
    Json(String),
    /// More nodes than [`MAX_NODES`].
    #[error("glTF nodes: more than {MAX_NODES}")]
    Nodes,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Root {
    nodes: Nodes,
    meshes: Vec<Mesh>,
    skins: Vec<Skin>,
    accessors: Vec<Accessor>,
    #[serde(rename = "bufferViews")]
    views: Vec<View>,
    buffers: Vec<Buffer>,
    materials: TexRefs,
    textures: Vec<Texture>,
    images: Vec<Image>,
    extensions: RootExt,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Node {
    mesh: Option<u64>,
    skin: Option<u64>,
    extensions: NodeExt,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct NodeExt {
    #[serde(rename = "KHR_lights_punctual")]
    light: Option<IgnoredAny>,
}

/// `nodes`, stopping at [`MAX_NODES`].
#[derive(Default)]
struct Nodes(Vec<Node>, bool);

impl<'de> Deserialize<'de> for Nodes {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Nodes, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Nodes;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array of nodes")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Nodes, A::Error> {
                let mut out = Vec::new();
                while let Some(n) = seq.next_element::<Node>()? {
                    if out.len() >= MAX_NODES {
                        return Ok(Nodes(out, true));
                    }
                    out.push(n);
                }
                Ok(Nodes(out, false))
            }
        }
        d.deserialize_seq(V)
    }
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Mesh {
    primitives: Vec<Primitive>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Primitive {
    attributes: Attributes,
    indices: Option<u64>,
    mode: Option<u64>,
    material: Option<u64>,
    targets: Vec<IgnoredAny>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Attributes {
    #[serde(rename = "POSITION")]
    position: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Skin {
    joints: Vec<u64>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Accessor {
    #[serde(rename = "bufferView")]
    view: Option<u64>,
    #[serde(rename = "byteOffset")]
    offset: u64,
    #[serde(rename = "componentType")]
    component: u64,
    count: u64,
    #[serde(rename = "type")]
    kind: String,
    sparse: Option<IgnoredAny>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct View {
    buffer: u64,
    #[serde(rename = "byteOffset")]
    offset: u64,
    #[serde(rename = "byteLength")]
    length: u64,
    #[serde(rename = "byteStride")]
    stride: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Buffer {
    #[serde(rename = "byteLength")]
    length: u64,
    uri: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Texture {
    source: Option<u64>,
    extensions: TextureExt,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct TextureExt {
    #[serde(rename = "KHR_texture_basisu")]
    basisu: Option<Source>,
    #[serde(rename = "EXT_texture_webp")]
    webp: Option<Source>,
    #[serde(rename = "EXT_texture_avif")]
    avif: Option<Source>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Source {
    source: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Image {
    #[serde(rename = "bufferView")]
    view: Option<u64>,
    uri: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct RootExt {
    #[serde(rename = "VRMC_vrm")]
    vrm1: Option<Vrm1>,
    #[serde(rename = "VRM")]
    vrm0: Option<Vrm0>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Vrm1 {
    humanoid: Vrm1Humanoid,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Vrm1Humanoid {
    #[serde(rename = "humanBones")]
    bones: std::collections::BTreeMap<String, Vrm1Bone>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Vrm1Bone {
    node: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Vrm0 {
    humanoid: Vrm0Humanoid,
    #[serde(rename = "materialProperties")]
    material_properties: TexRefs,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Vrm0Humanoid {
    #[serde(rename = "humanBones")]
    bones: Vec<Vrm0Bone>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Vrm0Bone {
    bone: String,
    node: Option<u64>,
}

/// Texture indices found anywhere under a value: `{"index": n}` under a key ending in
/// `texture` (glTF core and MToon texture infos), and every integer under a
/// `textureProperties` object (VRM 0.x material properties); plus the number of top-level
/// entries (materials).
#[derive(Default)]
struct TexRefs {
    textures: Vec<u64>,
    entries: usize,
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Plain,
    TextureInfo,
    TextureProperties,
}

struct Walk<'a> {
    out: &'a RefCell<Vec<u64>>,
    mode: Mode,
}

impl<'de> DeserializeSeed<'de> for Walk<'_> {
    type Value = ();
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Walk<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, v: u64) -> Result<(), E> {
        if self.mode == Mode::TextureProperties {
            self.out.borrow_mut().push(v);
        }
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(Walk { out: self.out, mode: Mode::Plain })?.is_some() {}
        Ok(())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            if self.mode == Mode::TextureInfo && key == "index" {
                if let Some(i) = map.next_value::<serde_json::Value>()?.as_u64() {
                    self.out.borrow_mut().push(i);
                }
                continue;
            }
            let lower = key.to_ascii_lowercase();
            let mode = if self.mode == Mode::TextureProperties || lower == "textureproperties" {
                Mode::TextureProperties
            } else if lower.ends_with("texture") {
                Mode::TextureInfo
            } else {
                Mode::Plain
            };
            map.next_value_seed(Walk { out: self.out, mode })?;
        }
        Ok(())
    }
}

impl<'de> Deserialize<'de> for TexRefs {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<TexRefs, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TexRefs;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<TexRefs, A::Error> {
                let out = RefCell::new(Vec::new());
                let mut entries = 0usize;
                while seq.next_element_seed(Walk { out: &out, mode: Mode::Plain })?.is_some() {
                    entries = entries.saturating_add(1);
                }
                Ok(TexRefs { textures: out.into_inner(), entries })
            }
        }
        d.deserialize_seq(V)
    }
}

/// Counts a GLB (or glTF JSON starting with `{`) under `limits` (`json_bytes`, `buffer_bytes`).
pub fn count(bytes: &[u8], limits: &Limits) -> Result<Stats, StatsError> {
    let (json, bin) = if bytes.first() == Some(&b'{') {
        if bytes.len() > limits.json_bytes {
            return Err(StatsError::Json(format!(
                "{} bytes of JSON, more than the limit of {}",
                bytes.len(),
                limits.json_bytes
            )));
        }
        (bytes, &[][..])
    } else {
        super::read_with(bytes, limits)?
    };
    let mut notes = Vec::new();
    let root: Root = match serde_json::from_slice(json) {
        Ok(r) => r,
        Err(e) => {
            // NaN and Infinity are not JSON, but some writers emit them (a node's scale):
            // read them as null, say so, and count what can be counted.
            let Some((clean, at)) = without_non_numbers(json) else {
                return Err(StatsError::Json(e.to_string()));
            };
            notes.push(format!(
                "the JSON holds NaN or Infinity (first at byte {at}), which JSON does not allow: \
                 read as null for counting"
            ));
            serde_json::from_slice(&clean).map_err(|e| StatsError::Json(e.to_string()))?
        }
    };
    if root.nodes.1 {
        return Err(StatsError::Nodes);
    }
    let mut s = Stats {
        file_bytes: u64::try_from(bytes.len()).unwrap_or(u64::MAX),
        vrm: if root.extensions.vrm1.is_some() {
            Some("1.0")
        } else if root.extensions.vrm0.is_some() {
            Some("0.x")
        } else {
            None
        },
        nodes: root.nodes.0.len(),
        problems: notes,
        ..Stats::default()
    };
    let mut materials: BTreeSet<u64> = BTreeSet::new();
    let mut joints: BTreeSet<u64> = BTreeSet::new();
    let mut used_materials: BTreeSet<u64> = BTreeSet::new();
    for (i, node) in root.nodes.0.iter().enumerate() {
        if node.extensions.light.is_some() {
            s.lights = s.lights.saturating_add(1);
        }
        let Some(m) = node.mesh else { continue };
        let Some(mesh) = usize::try_from(m).ok().and_then(|m| root.meshes.get(m)) else {
            s.problems.push(format!("nodes[{i}].mesh: no mesh {m}"));
            continue;
        };
        let morphs = mesh.primitives.iter().map(|p| p.targets.len()).max().unwrap_or(0);
        let skinned = match node.skin {
            Some(k) => match usize::try_from(k).ok().and_then(|k| root.skins.get(k)) {
                Some(skin) => {
                    for &j in &skin.joints {
                        if usize::try_from(j).is_ok_and(|j| j < s.nodes) {
                            joints.insert(j);
                        } else {
                            s.problems.push(format!("skins[{k}].joints: no node {j}"));
                        }
                    }
                    true
                }
                None => {
                    s.problems.push(format!("nodes[{i}].skin: no skin {k}"));
                    false
                }
            },
            None => false,
        };
        if skinned || morphs > 0 {
            s.skinned_meshes = s.skinned_meshes.saturating_add(1);
        } else {
            s.basic_meshes = s.basic_meshes.saturating_add(1);
        }
        s.morph_targets = s.morph_targets.saturating_add(morphs);
        s.material_slots = s.material_slots.saturating_add(mesh.primitives.len());
        for (pi, p) in mesh.primitives.iter().enumerate() {
            if let Some(mat) = p.material {
                used_materials.insert(mat);
            }
            let path = format!("meshes[{m}].primitives[{pi}]");
            match primitive_triangles(&root, bin, p) {
                Ok(t) => s.triangles = s.triangles.saturating_add(t),
                Err(why) => s.problems.push(format!("{path}: triangles not counted: {why}")),
            }
        }
    }
    for &mat in &used_materials {
        if usize::try_from(mat).is_ok_and(|m| m < root.materials.entries) {
            materials.insert(mat);
        } else {
            s.problems.push(format!("a primitive names material {mat}, which does not exist"));
        }
    }
    s.materials = materials.len();
    s.bones = joints.len();
    // Images reached from the materials' textures.
    let mut tex: Vec<u64> = root.materials.textures.clone();
    if let Some(v0) = &root.extensions.vrm0 {
        tex.extend_from_slice(&v0.material_properties.textures);
    }
    let mut images: BTreeSet<u64> = BTreeSet::new();
    for t in tex {
        let Some(texture) = usize::try_from(t).ok().and_then(|t| root.textures.get(t)) else {
            s.problems.push(format!("a material names texture {t}, which does not exist"));
            continue;
        };
        let e = &texture.extensions;
        let src = [&e.basisu, &e.webp, &e.avif]
            .into_iter()
            .flatten()
            .find_map(|x| x.source)
            .or(texture.source);
        match src {
            Some(i) => {
                images.insert(i);
            }
            None => s.problems.push(format!("textures[{t}] has no source image")),
        }
    }
    for i in images {
        match usize::try_from(i).ok().and_then(|k| root.images.get(k).map(|im| (k, im))) {
            Some((k, im)) => s.images.push(image_stat(&root, bin, k, im)),
            None => s.problems.push(format!("a texture names image {i}, which does not exist")),
        }
    }
    for im in &s.images {
        if let Some(p) = &im.problem {
            s.problems.push(format!("images[{}]: size not counted: {p}", im.index));
        }
    }
    // The humanoid's bones (their node must exist).
    let nodes = s.nodes;
    let exists =
        |n: Option<u64>| n.and_then(|n| usize::try_from(n).ok()).is_some_and(|n| n < nodes);
    if let Some(v1) = &root.extensions.vrm1 {
        s.humanoid = v1
            .humanoid
            .bones
            .iter()
            .filter(|(_, b)| exists(b.node))
            .map(|(k, _)| k.clone())
            .collect();
    } else if let Some(v0) = &root.extensions.vrm0 {
        s.humanoid =
            v0.humanoid.bones.iter().filter(|b| exists(b.node)).map(|b| b.bone.clone()).collect();
        s.humanoid.sort();
        s.humanoid.dedup();
    }
    Ok(s)
}

/// `json` with the bare words `NaN`, `Infinity` and `-Infinity` outside strings replaced by
/// `null`, and the offset of the first; `None` when there are none.
fn without_non_numbers(json: &[u8]) -> Option<(Vec<u8>, usize)> {
    let mut out = Vec::with_capacity(json.len());
    let mut first = None;
    let (mut in_str, mut escaped) = (false, false);
    let mut i = 0usize;
    while let Some(&c) = json.get(i) {
        if in_str {
            if escaped {
                escaped = false;
            } else if c == b'\\' {
                escaped = true;
            } else if c == b'"' {
                in_str = false;
            }
        } else if c == b'"' {
            in_str = true;
        } else if let Some(word) = [&b"-Infinity"[..], b"Infinity", b"NaN"]
            .into_iter()
            .find(|w| json.get(i..).is_some_and(|r| r.starts_with(w)))
        {
            first.get_or_insert(i);
            out.extend_from_slice(b"null");
            i = i.saturating_add(word.len());
            continue;
        }
        out.push(c);
        i = i.saturating_add(1);
    }
    first.map(|f| (out, f))
}

/// The bytes an accessor's elements span, checked against its view, the view against its
/// buffer, and the GLB buffer against the BIN chunk.
fn accessor_fits(root: &Root, bin: &[u8], a: usize) -> Result<u64, String> {
    let acc = root.accessors.get(a).ok_or_else(|| format!("no accessor {a}"))?;
    if acc.sparse.is_some() {
        return Ok(acc.count); // the count stands; sparse data is an overlay
    }
    let comps: u64 = match acc.kind.as_str() {
        "SCALAR" => 1,
        "VEC2" => 2,
        "VEC3" => 3,
        "VEC4" | "MAT2" => 4,
        "MAT3" => 9,
        "MAT4" => 16,
        k => return Err(format!("accessors[{a}].type {k:?} is not a glTF type")),
    };
    let size: u64 = match acc.component {
        5120 | 5121 => 1,
        5122 | 5123 => 2,
        5125 | 5126 => 4,
        c => return Err(format!("accessors[{a}].componentType {c} is not a glTF type")),
    };
    let Some(v) = acc.view else {
        return Err(format!("accessors[{a}] has no bufferView"));
    };
    let view = usize::try_from(v)
        .ok()
        .and_then(|v| root.views.get(v))
        .ok_or_else(|| format!("accessors[{a}].bufferView {v} does not exist"))?;
    let elem = comps * size;
    let stride = view.stride.unwrap_or(elem).max(elem);
    let need = if acc.count == 0 {
        0
    } else {
        (acc.count - 1)
            .checked_mul(stride)
            .and_then(|x| x.checked_add(elem))
            .and_then(|x| x.checked_add(acc.offset))
            .ok_or_else(|| format!("accessors[{a}].count {} overflows", acc.count))?
    };
    if need > view.length {
        return Err(format!(
            "accessors[{a}]: {} elements need {need} bytes of bufferViews[{v}]'s {}",
            acc.count, view.length
        ));
    }
    let buf = usize::try_from(view.buffer)
        .ok()
        .and_then(|b| root.buffers.get(b))
        .ok_or_else(|| format!("bufferViews[{v}].buffer {} does not exist", view.buffer))?;
    let end = view.offset.checked_add(view.length).ok_or("a view past 2^64 bytes")?;
    if end > buf.length {
        return Err(format!(
            "bufferViews[{v}] ends at byte {end}, past its buffer's {}",
            buf.length
        ));
    }
    if view.buffer == 0 && buf.uri.is_none() && end > bin.len() as u64 {
        return Err(format!(
            "bufferViews[{v}] ends at byte {end}, past the {}-byte BIN chunk",
            bin.len()
        ));
    }
    Ok(acc.count)
}

fn primitive_triangles(root: &Root, bin: &[u8], p: &Primitive) -> Result<u64, String> {
    let mode = p.mode.unwrap_or(4);
    if mode < 4 {
        return Ok(0); // points and lines
    }
    if mode > 6 {
        return Err(format!("mode {mode} is not a glTF mode"));
    }
    let acc = match (p.indices, p.attributes.position) {
        (Some(i), _) | (None, Some(i)) => i,
        (None, None) => return Err("no indices and no POSITION".into()),
    };
    let n = accessor_fits(root, bin, usize::try_from(acc).map_err(|_| "accessor index")?)?;
    Ok(if mode == 4 { n / 3 } else { n.saturating_sub(2) })
}

fn image_stat(root: &Root, bin: &[u8], index: usize, im: &Image) -> ImageStat {
    let mut st = ImageStat {
        index,
        format: "unknown",
        width: None,
        height: None,
        alpha: true,
        bytes: 0,
        problem: None,
    };
    let data = match (&im.uri, im.view) {
        (Some(u), _) if u.starts_with("data:") => {
            st.problem = Some("a data: URI (not read)".into());
            return st;
        }
        (Some(_), _) => {
            st.problem = Some("an external file (not read)".into());
            return st;
        }
        (None, Some(v)) => {
            let view = usize::try_from(v).ok().and_then(|v| root.views.get(v));
            let range = view.and_then(|view| {
                let start = usize::try_from(view.offset).ok()?;
                let len = usize::try_from(view.length).ok()?;
                (view.buffer == 0).then_some(())?;
                bin.get(start..start.checked_add(len)?)
            });
            match range {
                Some(r) => r,
                None => {
                    st.problem = Some(format!("bufferViews[{v}] is not inside the BIN chunk"));
                    return st;
                }
            }
        }
        (None, None) => {
            st.problem = Some("no bufferView and no uri".into());
            return st;
        }
    };
    st.bytes = data.len() as u64;
    match header(data) {
        Some((format, w, h, alpha)) => {
            st.format = format;
            st.width = Some(w);
            st.height = Some(h);
            st.alpha = alpha;
        }
        None => st.problem = Some("the image header is not PNG, JPEG, WebP or KTX2".into()),
    }
    st
}

fn be32(b: &[u8], at: usize) -> Option<u32> {
    b.get(at..)?.first_chunk().copied().map(u32::from_be_bytes)
}

fn le32(b: &[u8], at: usize) -> Option<u32> {
    b.get(at..)?.first_chunk().copied().map(u32::from_le_bytes)
}

fn be16(b: &[u8], at: usize) -> Option<u16> {
    b.get(at..)?.first_chunk().copied().map(u16::from_be_bytes)
}

fn le16(b: &[u8], at: usize) -> Option<u16> {
    b.get(at..)?.first_chunk().copied().map(u16::from_le_bytes)
}

/// Format, width, height and alpha from an image's first bytes **[public: PNG (ISO 15948) IHDR
/// and tRNS; JPEG SOFn markers; WebP RIFF `VP8 `/`VP8L`/`VP8X`; KTX2 header]**.
pub fn header(b: &[u8]) -> Option<(&'static str, u32, u32, bool)> {
    if b.starts_with(b"\x89PNG\r\n\x1a\n") {
        // 0x08 length, 0x0C "IHDR", 0x10 width, 0x14 height, 0x18 depth, 0x19 colour type.
        if b.get(12..16)? != b"IHDR" {
            return None;
        }
        let (w, h) = (be32(b, 16)?, be32(b, 20)?);
        let colour = *b.get(25)?;
        let mut alpha = colour == 4 || colour == 6;
        let mut at = 8usize;
        for _ in 0..MAX_PNG_CHUNKS {
            let len = usize::try_from(be32(b, at)?).ok()?;
            let kind = b.get(at.checked_add(4)?..at.checked_add(8)?)?;
            if kind == b"tRNS" {
                alpha = true;
            }
            if kind == b"IDAT" || kind == b"IEND" {
                break;
            }
            at = at.checked_add(len)?.checked_add(12)?;
        }
        return Some(("png", w, h, alpha));
    }
    if b.starts_with(&[0xFF, 0xD8]) {
        let mut at = 2usize;
        while at.checked_add(9)? <= b.len() {
            if *b.get(at)? != 0xFF {
                return None;
            }
            let marker = *b.get(at.checked_add(1)?)?;
            if marker == 0xFF {
                at = at.checked_add(1)?;
                continue;
            }
            let len = usize::from(be16(b, at.checked_add(2)?)?);
            let sof = (0xC0..=0xCF).contains(&marker) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
            if sof {
                let h = u32::from(be16(b, at.checked_add(5)?)?);
                let w = u32::from(be16(b, at.checked_add(7)?)?);
                return Some(("jpeg", w, h, false));
            }
            at = at.checked_add(2)?.checked_add(len)?;
        }
        return None;
    }
    if b.get(0..4)? == b"RIFF" && b.get(8..12)? == b"WEBP" {
        return match b.get(12..16)? {
            b"VP8X" => {
                let flags = *b.get(20)?;
                let w = (le32(b, 24)? & 0x00FF_FFFF).checked_add(1)?;
                let h = (le32(b, 27)? & 0x00FF_FFFF).checked_add(1)?;
                Some(("webp", w, h, flags & 0x10 != 0))
            }
            b"VP8L" => {
                let bits = le32(b, 21)?;
                let w = (bits & 0x3FFF).checked_add(1)?;
                let h = ((bits >> 14) & 0x3FFF).checked_add(1)?;
                Some(("webp", w, h, (bits >> 28) & 1 == 1))
            }
            b"VP8 " => {
                if b.get(23..26)? != [0x9D, 0x01, 0x2A] {
                    return None;
                }
                let w = u32::from(le16(b, 26)? & 0x3FFF);
                let h = u32::from(le16(b, 28)? & 0x3FFF);
                Some(("webp", w, h, false))
            }
            _ => None,
        };
    }
    if b.starts_with(b"\xABKTX 20\xBB\r\n\x1a\n") {
        return Some(("ktx2", le32(b, 20)?, le32(b, 24)?.max(1), true));
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    fn png(w: u32, h: u32, colour: u8, trns: bool) -> Vec<u8> {
        let mut b = b"\x89PNG\r\n\x1a\n".to_vec();
        b.extend_from_slice(&13u32.to_be_bytes());
        b.extend_from_slice(b"IHDR");
        b.extend_from_slice(&w.to_be_bytes());
        b.extend_from_slice(&h.to_be_bytes());
        b.extend_from_slice(&[8, colour, 0, 0, 0]);
        b.extend_from_slice(&[0; 4]); // CRC (not checked here)
        if trns {
            b.extend_from_slice(&2u32.to_be_bytes());
            b.extend_from_slice(b"tRNS");
            b.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
        }
        b.extend_from_slice(&0u32.to_be_bytes());
        b.extend_from_slice(b"IDAT");
        b.extend_from_slice(&[0; 4]);
        b
    }

    #[test]
    fn image_headers() {
        assert_eq!(header(&png(512, 256, 6, false)), Some(("png", 512, 256, true)));
        assert_eq!(header(&png(64, 32, 2, false)), Some(("png", 64, 32, false)));
        assert_eq!(header(&png(64, 32, 3, true)), Some(("png", 64, 32, true)));
        // JPEG: SOI, an APP0 segment, SOF0 with height 300 and width 200.
        let mut j = vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0];
        j.extend_from_slice(&[0xFF, 0xC0, 0, 11, 8, 0x01, 0x2C, 0, 200, 3, 0, 0, 0, 0]);
        assert_eq!(header(&j), Some(("jpeg", 200, 300, false)));
        assert_eq!(header(b"not an image"), None);
        assert_eq!(header(&[0xFF, 0xD8, 0x00]), None);
    }
}
