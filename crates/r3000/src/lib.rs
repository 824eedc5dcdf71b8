//! An R3000 + GTE interpreter for running a PS-X EXE's own routines (the draw dispatch, the
//! rotation builder, the LZ decoder) with byte provenance.
//!
//! * [`gte`]: the Geometry Transformation Engine (COP2), bit-exact to psx-spx.
#![forbid(unsafe_code)]

pub mod gte;
