//! One function per command; each returns the report its command prints (the `--json`
//! document is that report serialized).
pub mod chr;
pub mod demo;
pub mod exe;
pub mod export;
pub mod extract;
pub mod find_clut;
pub mod gallery;
pub mod info;
pub mod layout;
pub mod lz;
pub mod maps;
pub mod measure;
pub mod probe;
pub mod report;
pub mod synth;
pub mod verify;
pub mod vram;
