//! Synthetic content shaped like the real Dewprism disc, built with dewrip's own writers: for
//! tests and the demo. No game data.
#![forbid(unsafe_code)]

pub mod exe;
