//! One module per subcommand.
pub mod chr;
pub mod demo;
pub mod exe;
pub mod export;
pub mod extract;
pub mod find_clut;
pub mod info;
pub mod ls;
pub mod lz;
pub mod synth;
pub mod verify;
pub mod vram;
