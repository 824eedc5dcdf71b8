//! PlayStation 1 platform formats.
//!
//! * [`bytes`]: the bounds-checked little-endian [`bytes::Cursor`] every parser in dewrip uses.
//! * [`disc`]: disc images (`.cue`/`.bin`/`.iso`, 2352/2336/2048-byte sectors), the logical
//!   user-data view, XA subheaders, EDC/ECC; and the raw-image writer.
//! * [`iso9660`]: the minimal ISO9660 a PS1 disc needs (PVD, root directory, SYSTEM.CNF).
//! * [`exe`]: the PS-X EXE header.
//! * [`texture`], [`vram`], [`tim`]: 4/8/15bpp textures, CLUTs, the 1024×512 VRAM, TIM files.
//! * [`capture`]: emulator artefacts (raw dumps, GPU dumps, save states).
//!
//! Layering: this crate depends on nothing else in the workspace.
#![deny(unsafe_code)]

pub mod bytes;
pub mod capture;
pub mod disc;
pub mod exe;
pub mod gp0;
pub mod iso9660;
mod quiet;
pub mod texture;
pub mod tim;
pub mod vram;
