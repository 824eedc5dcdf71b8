//! R3000 analysis.
#![forbid(unsafe_code)]
