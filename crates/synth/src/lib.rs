//! Synthetic content.
#![forbid(unsafe_code)]
