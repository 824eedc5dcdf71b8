//! Benchmarks: budget and compare on a ~50k-triangle avatar.
#![allow(missing_docs)]
fn main() {}
