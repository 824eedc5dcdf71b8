//! R3000 (+ GTE) analysis of PS-X EXEs: disassembly, function discovery, jump tables and the
//! derivation of record lengths from a record-dispatch loop — and a small assembler, the writer
//! beside the reader, used by the synthetic boot EXE.
//!
//! Everything here reads untrusted bytes: no panics, bounded work, errors that name offsets.
#![forbid(unsafe_code)]

pub mod asm;
pub mod disasm;
pub mod dispatch;
pub mod error;
pub mod find;
pub mod functions;
pub mod image;
pub mod insn;
pub mod jumptable;
mod value;

pub use error::Error;
pub use image::Image;
