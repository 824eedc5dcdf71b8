//! One module per subcommand.
pub mod budget;
pub mod chr;
pub mod compare;
pub mod demo;
pub mod exe;
pub mod export;
pub mod extract;
pub mod find_clut;
pub mod gallery;
pub mod info;
pub mod ls;
pub mod lz;
pub mod maps;
pub mod probe;
pub mod synth;
pub mod verify;
pub mod vram;
