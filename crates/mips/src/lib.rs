//! R3000 (+ GTE) analysis of PS-X EXEs: disassembly, function discovery, jump tables and the
//! derivation of record lengths from a record-dispatch loop — and a small assembler, the writer
//! beside the reader, used by the synthetic boot EXE.
//!
//! - [`ExeImage::parse`] reads a PS-X EXE (through `disc::exe`) into entry point, load address and
//!   text; [`image::write_exe`] writes one.
//! - [`disasm`] prints words like objdump, with rabbitizer's R3000GTE decoder
//!   **[public: rabbitizer]**; checked word for word against `mipsel-linux-gnu-objdump`.
//! - [`functions::discover`] finds functions without symbols (entry, `jal` targets, prologues).
//! - [`jumptable::find_all`] finds `jr` through bounded tables (gcc/PsyQ switch lowering).
//! - [`dispatch::find`] finds record-dispatch loops and each type's advance: an abstract
//!   interpretation over the CFG with delay slots, registers and memory holding linear
//!   symbolic values (see the private `value` module). The field notes' fact it rests on: the
//!   draw dispatch is a switch with a 14-entry jump table whose cases advance the read pointer
//!   by the record length **[published]**.
//! - [`asm::Asm`] encodes the instructions the synthetic EXE needs.
//!
//! Everything here reads untrusted bytes: no panics, bounded work, errors that name offsets.
#![forbid(unsafe_code)]

pub mod asm;
pub mod disasm;
pub mod dispatch;
pub mod error;
pub mod functions;
pub mod image;
pub mod insn;
pub mod jumptable;
mod value;

/// Serialises addresses and words as `0x`-prefixed hex strings in JSON.
pub(crate) fn hex<S: serde::Serializer>(v: &u32, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format!("{v:#010x}"))
}

pub use error::Error;
pub use image::ExeImage;
