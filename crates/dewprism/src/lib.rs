//! Dewprism's own formats.
//!
//! * [`record_lengths`]: the face-record length table — published for three types, derived from
//!   the boot EXE's draw dispatch for the rest (`mips::records`), provisional otherwise.
#![forbid(unsafe_code)]

pub mod record_lengths;
