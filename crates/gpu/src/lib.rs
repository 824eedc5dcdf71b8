//! PlayStation 1 GPU data.
//!
//! * [`vram`]: the 1024×512 16-bit VRAM.
//! * [`texture`]: 4/8/15bpp textures and CLUTs, PNG.
//! * [`tim`]: TIM files.
//! * [`gp0`]: the GP0 command stream (sizes, environment, uploads, fills and copies applied to
//!   VRAM; polygons decoded).
#![forbid(unsafe_code)]

pub mod gp0;
pub mod texture;
pub mod tim;
pub mod vram;
