//! Synthetic content shaped like the real Dewprism disc, built with dewrip's own writers: for
//! tests and the demo. No game data.
//!
//! * [`disc`]: the whole disc (`.bin`/`.cue`/`.iso`), its manifest and name tables;
//! * [`content`]: one generator per file kind;
//! * [`exe`]: the boot EXE with a real record-dispatch loop;
//! * [`capture`]: VRAM captures showing one character's palette.
//! * [`chr`]: synthetic characters (the girl, a second humanoid, a dragon, pedestal figures).
#![forbid(unsafe_code)]

pub mod avatar;
pub mod capture;
pub mod captures;
pub mod chr;
pub mod content;
pub mod disc;
pub mod exe;
pub mod maps;
pub mod rng;
