//! Dewprism's own formats.
//!
//! * [`records`]: the face records shared by `.chr` and `.mmd` (one draw dispatch): the 14
//!   types, the length table and the field layout (built-in, from the EXE, or from a file,
//!   labelled with their [`records::Source`]), the one stream walker and its `Problem`, and the
//!   shared tile and texture types.
//! * [`chr`]: character models (`.chr`): reader, writer, checks, conversion to `scene::Model`.
//! * [`map`]: maps (`.mmd` geometry, `.mtd` textures): reader, writer, pairing, checks, scene.
//! * [`anim`]: velocity-coded animation: tokens (in the layout's encoding), integrator, sampling.
//! * [`layouts`]: the container layouts (what each format's decoder reads by name, and the
//!   built-in layout files); [`conventions`]: everything a decoder needs that the file does not
//!   say, as one value; [`provenance`]: where each of those came from.

#![forbid(unsafe_code)]

pub mod anim;
pub mod chr;
pub mod conventions;
pub mod judge;
pub mod layouts;
pub mod provenance;

pub use conventions::Conventions;
pub use provenance::{Provenance, Source, Sourced};
pub mod map;
pub mod records;
pub mod unpack;
