//! Dewprism's own formats.
//!
//! * [`record_lengths`]: the face-record length table — published for three types, derived from
//!   the boot EXE's draw dispatch for the rest (`mips::records`), provisional otherwise.
//! * [`chr`]: character models (`.chr`): reader, writer, checks, conversion to `scene::Model`.
//! * [`map`]: maps (`.mmd` geometry, `.mtd` textures): reader, writer, pairing, checks, scene.
//! * [`anim`]: velocity-coded animation: tokens, integrator, sampling.
#![forbid(unsafe_code)]

pub mod anim;
pub mod chr;
pub mod map;
pub mod record_lengths;
