//! Dewprism's own formats.
//!
//! * [`records`]: the face records shared by `.chr` and `.mmd` (one draw dispatch): the 14
//!   types, the length table and the field layout (built-in, from the EXE, or from a file,
//!   labelled with their [`records::Source`]), the one stream walker and its `Problem`, and the
//!   shared tile and texture types.
//! * [`record_lengths`]: the old path of [`records::RecordLengths`].
//! * [`chr`]: character models (`.chr`): reader, writer, checks, conversion to `scene::Model`.
//! * [`map`]: maps (`.mmd` geometry, `.mtd` textures): reader, writer, pairing, checks, scene.
//! * [`anim`]: velocity-coded animation: tokens, integrator, sampling.
#![forbid(unsafe_code)]

pub mod anim;
pub mod chr;
pub mod map;
pub mod record_lengths;
pub mod records;
pub mod unpack;
