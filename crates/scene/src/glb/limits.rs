//! What a glTF file may hold before reading stops.

/// How much a glTF file may hold before reading stops with [`super::GltfError::Limit`]. The defaults
/// are far above any real avatar (a VRoid export has a few hundred nodes, a few thousand
/// accessors, a JSON chunk under a few MiB and at most a few hundred thousand vertices) and
/// keep the memory a hostile file can make the reader take to a few hundred MiB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of the JSON chunk (or of a `.gltf` file).
    pub json_bytes: usize,
    /// JSON values (objects, arrays, numbers, strings, …) in the document.
    pub json_values: usize,
    /// Entries of `nodes`.
    pub nodes: usize,
    /// Entries of `accessors`.
    pub accessors: usize,
    /// Elements (`count`) of one accessor.
    pub accessor_elements: usize,
    /// Components read over all accessors of one document (each kept as 8 bytes).
    pub components: usize,
    /// Mesh vertices over all primitives of one document.
    pub vertices: usize,
    /// Bytes of the BIN chunk.
    pub buffer_bytes: usize,
}

impl Limits {
    /// The defaults, as a constant (the workspace's one `Limits` pattern: a `Copy` struct of
    /// budgets, `Limits::DEFAULT`, `Default` giving it).
    pub const DEFAULT: Limits = Limits {
        json_bytes: 64 << 20,
        json_values: 2_000_000,
        nodes: 100_000,
        accessors: 100_000,
        accessor_elements: 4 << 20,
        components: 16 << 20,
        vertices: 2 << 20,
        buffer_bytes: 1 << 30,
    };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}
