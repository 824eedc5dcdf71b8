//! Export errors.

use std::path::PathBuf;

/// What went wrong while exporting a model.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// A mesh vertex names a bone the skeleton does not have.
    #[error(
        "mesh {mesh}: vertex {vertex} is bound to bone {bone}, but the skeleton has {bones} bones"
    )]
    JointOutOfRange {
        /// Mesh index.
        mesh: usize,
        /// Vertex index.
        vertex: usize,
        /// The bone named.
        bone: usize,
        /// Bones in the skeleton.
        bones: usize,
    },
    /// A per-vertex array does not have one entry per vertex.
    #[error("mesh {mesh}: {what} has {found} entries, expected {expected} (one per vertex)")]
    VertexArrayLength {
        /// Mesh index.
        mesh: usize,
        /// Which array.
        what: &'static str,
        /// Positions in the mesh.
        expected: usize,
        /// Entries found.
        found: usize,
    },
    /// A triangle index points past the vertex pool.
    #[error("mesh {mesh} primitive {primitive}: index {index} is past the {vertices} vertices")]
    IndexOutOfRange {
        /// Mesh index.
        mesh: usize,
        /// Primitive index.
        primitive: usize,
        /// The index found.
        index: u32,
        /// Vertices in the mesh.
        vertices: usize,
    },
    /// A reference (material, image, mesh, bone) points past its list.
    #[error("{what} {index} does not exist (the model has {len})")]
    BadReference {
        /// What kind of reference.
        what: &'static str,
        /// The index found.
        index: usize,
        /// Length of the list.
        len: usize,
    },
    /// A clip track does not have one sample per tick.
    #[error("clip {clip:?} bone {bone}: {found} samples, expected {expected} (one per tick)")]
    ClipSamples {
        /// Clip name.
        clip: String,
        /// Bone of the track.
        bone: usize,
        /// Ticks in the clip.
        expected: usize,
        /// Samples found.
        found: usize,
    },
    /// A clip longer than the writer accepts (a bound on work and memory).
    #[error("clip {clip:?}: {ticks} ticks, more than {max}")]
    ClipTooLong {
        /// Clip name.
        clip: String,
        /// Ticks in the clip.
        ticks: u32,
        /// The limit.
        max: u32,
    },
    /// The clip's tick rate is not a positive finite number.
    #[error("clip {clip:?}: tick rate {rate} is not a positive number")]
    TickRate {
        /// Clip name.
        clip: String,
        /// The rate found.
        rate: f32,
    },
    /// A bone's parent does not precede it.
    #[error("bone {bone}: parent {parent} does not precede it")]
    BoneOrder {
        /// The bone.
        bone: usize,
        /// Its parent.
        parent: usize,
    },
    /// The model is not a humanoid (VRM needs one).
    #[error("no humanoid bone map for {model:?}: {reason}")]
    NotHumanoid {
        /// Model name.
        model: String,
        /// Why the map could not be derived.
        reason: String,
    },
    /// The buffer outgrew what glTF can address (4 GiB).
    #[error("the binary buffer would exceed 4 GiB")]
    TooLarge,
    /// A texture could not be encoded.
    #[error("image {image}: {source}")]
    Texture {
        /// Image index.
        image: usize,
        /// The encoder's error.
        #[source]
        source: gpu::texture::TextureError,
    },
    /// The glTF document did not pass gltf-json's schema check.
    #[error("internal: the glTF document is not valid glTF JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// The GIF encoder failed.
    #[error("GIF: {0}")]
    Gif(#[from] gif::EncodingError),
    /// A GIF frame size the rasterizer refuses.
    #[error("GIF frame: {0}")]
    Frame(#[from] scene::raster::SizeError),
    /// A file could not be written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        #[source]
        source: std::io::Error,
    },
}
