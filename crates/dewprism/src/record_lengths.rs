//! The face-record length table — moved to [`crate::records::lengths`]; this path stays for
//! callers outside dewprism.

pub use crate::records::lengths::*;
