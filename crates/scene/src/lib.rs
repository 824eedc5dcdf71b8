//! The format-neutral scene every decoder produces and every exporter and measure consumes.
//!
//! Conventions (binding for all producers):
//! * glTF space: right-handed, **Y up**. Decoders convert GTE's Y-down space by a 180° turn
//!   about X: (x, y, z) → (x, −y, −z) — no mirror, winding kept. The game's front is −Z in GTE
//!   space **[published]**, so after the turn a character faces **+Z** (the glTF/VRM 1.0
//!   convention). Exporters read the facing from the face materials rather than assume it, and
//!   turn the model for VRM 0.x (−Z front).
//! * Units: metres. GTE units are converted with [`GTE_UNIT_METRES`] **[provisional]**.
//! * Angles: radians; rotations are unit quaternions `[x, y, z, w]` (glTF order).
//! * Triangles are counter-clockwise when seen from the front (glTF).
//! * Time: clips are sampled per game tick; [`Clip::tick_rate`] gives ticks per second.
//!
//! Beside the model, the one math and rig layer every crate above uses (none keeps its own):
//! * [`math`]: vectors, quaternions, rigid transforms (glam, scalar code on every target), and
//!   GTE space — fixed-point angles, row-major matrices, the turn into scene space;
//! * [`pose`]: rest, clip-tick and default poses, bone world transforms, rigid skinning, which
//!   way a model faces, the T-pose bake;
//! * [`humanoid`]: the humanoid bone set with its VRM 1.0 / 0.x names, and the bone map;
//! * [`raster`]: the deterministic z-buffered software rasterizer (thumbnails, GIF frames);
//! * [`glb`]: the GLB / glTF reader under a [`glb::Limits`] budget, and the container writer;
//! * [`facing`]: the semantic checks (face on the front, the book in the right hand).
#![forbid(unsafe_code)]

pub mod facing;
pub mod glb;
pub mod humanoid;
pub mod math;
pub mod pose;
pub mod raster;

/// Metres per GTE unit **[provisional]**: 1 unit = 1 mm.
pub const GTE_UNIT_METRES: f32 = 0.001;

/// Typed index into [`Model::images`].
pub type ImageId = usize;
/// Typed index into [`Model::materials`].
pub type MaterialId = usize;
/// Typed index into [`Model::meshes`].
pub type MeshId = usize;
/// Typed index into [`Skeleton::bones`].
pub type BoneId = usize;

/// What a model is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModelKind {
    /// A character (skinned, animated).
    Character,
    /// A map (instanced pieces, walk mesh).
    Map,
}

/// An RGBA8 image (e.g. a decoded 4bpp texture page), with its CLUT kept when it has one so
/// exporters can write a lossless indexed PNG.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// Name (file stem when exported).
    pub name: String,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// RGBA8, row-major, `width * height * 4` bytes. Alpha 0 where the PS1 texel is 0x0000.
    pub rgba: Vec<u8>,
    /// For CLUT textures: one palette index per pixel and the PS1 colours of the palette.
    pub indexed: Option<Indexed>,
}

/// Palette form of an [`Image`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Indexed {
    /// One index per pixel, row-major.
    pub indices: Vec<u8>,
    /// The CLUT as PS1 15-bit colours (bit 15 = STP).
    pub clut: Vec<u16>,
}

/// How a material blends **[public: psx-spx semi-transparency modes]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Blend {
    /// Opaque; texels 0x0000 are cut out (alpha mask).
    Opaque,
    /// B/2 + F/2.
    Average,
    /// B + F.
    Additive,
    /// B − F.
    Subtractive,
    /// B + F/4.
    AddQuarter,
}

/// A material: unlit, textured or flat.
#[derive(Debug, Clone, PartialEq)]
pub struct Material {
    /// Name.
    pub name: String,
    /// Texture, if textured.
    pub image: Option<ImageId>,
    /// Base colour multiplier (linear RGBA, 1.0 = the GPU's 0x80 neutral).
    pub color: [f32; 4],
    /// Blend mode.
    pub blend: Blend,
    /// Drawn from both sides.
    pub double_sided: bool,
    /// Some texels carry the STP bit (semi-transparent under a semi-transparent command).
    pub stp: bool,
    /// UV offset/scale applied to the texture (for blink/mouth frames): `[offset_u, offset_v]`.
    pub uv_offset: [f32; 2],
}

/// A triangle list with one material.
#[derive(Debug, Clone, PartialEq)]
pub struct Primitive {
    /// Material, or none (flat white).
    pub material: Option<MaterialId>,
    /// Vertex indices, three per triangle.
    pub indices: Vec<u32>,
}

/// A mesh: one vertex pool, primitives by material.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Mesh {
    /// Name.
    pub name: String,
    /// Positions in metres (bind pose for skinned meshes).
    pub positions: Vec<[f32; 3]>,
    /// Texture coordinates (0..1, v down as in glTF), one per vertex.
    pub uvs: Vec<[f32; 2]>,
    /// Optional per-vertex colour (linear RGBA).
    pub colors: Option<Vec<[f32; 4]>>,
    /// Rigid skinning: the one bone each vertex belongs to (weight 1.0).
    pub joints: Option<Vec<BoneId>>,
    /// Primitives.
    pub primitives: Vec<Primitive>,
}

impl Mesh {
    /// Triangle count over all primitives.
    pub fn triangles(&self) -> usize {
        self.primitives.iter().map(|p| p.indices.len() / 3).sum()
    }
}

/// One bone.
#[derive(Debug, Clone, PartialEq)]
pub struct Bone {
    /// Name (unique within the skeleton).
    pub name: String,
    /// Parent bone; `None` for a root.
    pub parent: Option<BoneId>,
    /// Rest translation relative to the parent, metres.
    pub translation: [f32; 3],
    /// Rest rotation relative to the parent.
    pub rotation: [f32; 4],
}

/// A skeleton: bones in an order where every parent precedes its children.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Skeleton {
    /// Bones.
    pub bones: Vec<Bone>,
}

/// One bone's samples in a clip, one per tick (`None` = the channel is not animated).
#[derive(Debug, Clone, PartialEq)]
pub struct Track {
    /// The bone.
    pub bone: BoneId,
    /// Local translation per tick.
    pub translations: Option<Vec<[f32; 3]>>,
    /// Local rotation per tick.
    pub rotations: Option<Vec<[f32; 4]>>,
}

/// An animation clip sampled per tick.
#[derive(Debug, Clone, PartialEq)]
pub struct Clip {
    /// Name (`idle`, `walk`, …).
    pub name: String,
    /// Ticks per second.
    pub tick_rate: f32,
    /// Number of ticks (samples per track).
    pub ticks: u32,
    /// Tracks.
    pub tracks: Vec<Track>,
}

/// A node of a map scene: one placement of a piece, or the walk mesh.
#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// Name.
    pub name: String,
    /// The mesh drawn here.
    pub mesh: Option<MeshId>,
    /// Translation, metres.
    pub translation: [f32; 3],
    /// Rotation.
    pub rotation: [f32; 4],
    /// Hidden by default (the walk mesh).
    pub hidden: bool,
}

/// A face expression built from the disc's texture frames (blink, mouth).
#[derive(Debug, Clone, PartialEq)]
pub struct Expression {
    /// Preset name: `blink`, `aa`, …
    pub name: String,
    /// The material whose UV offset changes.
    pub material: MaterialId,
    /// UV offset at full weight.
    pub uv_offset: [f32; 2],
}

/// Descriptive facts exporters put in metadata.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Meta {
    /// Where the model came from, e.g. `DEWPRISM.cue:4586` or `synthetic`.
    pub source: String,
    /// Whether a humanoid bone map applies (VRM export).
    pub humanoid: bool,
}

/// A whole model: a character or a map.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// Name (`MAYA`, `EV012_map`, …).
    pub name: String,
    /// Character or map.
    pub kind: ModelKind,
    /// Images.
    pub images: Vec<Image>,
    /// Materials.
    pub materials: Vec<Material>,
    /// Meshes: a character has one skinned mesh; a map has one per piece plus the walk mesh.
    pub meshes: Vec<Mesh>,
    /// The skeleton (characters).
    pub skeleton: Option<Skeleton>,
    /// Clips; the default pose is the first clip named `idle` at tick 1.
    pub clips: Vec<Clip>,
    /// Map nodes (placements and the walk mesh); empty for characters.
    pub nodes: Vec<Node>,
    /// Face expressions.
    pub expressions: Vec<Expression>,
    /// Metadata.
    pub meta: Meta,
}

impl Model {
    /// Its glTF vertices: the vertices of every mesh, as the exporter writes them (one vertex
    /// list per mesh). `dewrip budget`, the gallery and `compare` count these; a `.chr`'s file
    /// vertices and pool slots are other counts (`dewrip chr info`).
    pub fn gltf_vertices(&self) -> usize {
        self.meshes.iter().map(|m| m.positions.len()).sum()
    }

    /// An empty model.
    pub fn new(name: &str, kind: ModelKind) -> Model {
        Model {
            name: name.to_string(),
            kind,
            images: Vec::new(),
            materials: Vec::new(),
            meshes: Vec::new(),
            skeleton: None,
            clips: Vec::new(),
            nodes: Vec::new(),
            expressions: Vec::new(),
            meta: Meta::default(),
        }
    }

    /// Triangles over all meshes.
    pub fn triangles(&self) -> usize {
        self.meshes.iter().map(Mesh::triangles).sum()
    }
}

/// The identity rotation.
pub const IDENTITY: [f32; 4] = [0.0, 0.0, 0.0, 1.0];
