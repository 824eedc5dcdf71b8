//! The GLB container **[public: glTF 2.0 §4.4]**: the one reader and writer live in
//! [`scene::glb`]; this module keeps the exporter's paths.

pub use scene::glb::{read, write, GlbError, CHUNK_BIN, CHUNK_JSON, MAGIC};
