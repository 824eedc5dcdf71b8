//! The Geometry Transformation Engine (COP2) **[public: psx-spx]**.
//!
//! Placeholder module: the GTE is being written; nothing here computes yet.
