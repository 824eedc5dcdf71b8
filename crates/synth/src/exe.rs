//! (in progress) The synthetic boot EXE.

/// Returns a whole PS-X EXE. (in progress)
pub fn boot_exe(_lengths: &[u8; 14]) -> Vec<u8> {
    Vec::new()
}
