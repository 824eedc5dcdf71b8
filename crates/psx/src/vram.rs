//! The PS1's 1024×512 16-bit VRAM.
//!
//! Pixels are little-endian `u16`: red in bits 0–4, green 5–9, blue 10–14, bit 15 = STP
//! (semi-transparency / mask) **[public: psx-spx]**. A raw VRAM dump is these 1 MiB row-major.

use thiserror::Error;

/// VRAM width in 16-bit pixels.
pub const WIDTH: usize = 1024;
/// VRAM height in lines.
pub const HEIGHT: usize = 512;
/// Size of a raw VRAM dump in bytes.
pub const BYTES: usize = WIDTH * HEIGHT * 2;

/// Errors building a [`Vram`].
#[derive(Debug, Error, PartialEq, Eq)]
pub enum VramError {
    /// The input is not exactly 1 MiB.
    #[error("a raw VRAM image is {expected:#x} bytes; found {found:#x}")]
    WrongSize {
        /// Expected byte count.
        expected: usize,
        /// Byte count found.
        found: usize,
    },
}

/// A whole VRAM: 1024×512 `u16` pixels, row-major.
#[derive(Clone, PartialEq, Eq)]
pub struct Vram {
    pixels: Vec<u16>,
}

impl std::fmt::Debug for Vram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vram").finish_non_exhaustive()
    }
}

impl Default for Vram {
    fn default() -> Self {
        Self::new()
    }
}

impl Vram {
    /// An all-zero VRAM.
    pub fn new() -> Self {
        Self { pixels: vec![0; WIDTH * HEIGHT] }
    }

    /// Reads a raw 1 MiB dump (little-endian `u16`, row-major).
    pub fn from_le_bytes(bytes: &[u8]) -> Result<Self, VramError> {
        if bytes.len() != BYTES {
            return Err(VramError::WrongSize { expected: BYTES, found: bytes.len() });
        }
        let pixels = bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes(c.try_into().unwrap_or_default()))
            .collect();
        Ok(Self { pixels })
    }

    /// The raw 1 MiB dump.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        self.pixels.iter().flat_map(|p| p.to_le_bytes()).collect()
    }

    /// All pixels, row-major.
    pub fn pixels(&self) -> &[u16] {
        &self.pixels
    }

    /// All pixels, row-major, mutable.
    pub fn pixels_mut(&mut self) -> &mut [u16] {
        &mut self.pixels
    }

    /// The pixel at (x, y), wrapping coordinates as the GPU does (x mod 1024, y mod 512).
    pub fn get(&self, x: usize, y: usize) -> u16 {
        let i = index(x, y);
        self.pixels.get(i).copied().unwrap_or(0)
    }

    /// Sets the pixel at (x, y), wrapping coordinates as the GPU does.
    pub fn set(&mut self, x: usize, y: usize, value: u16) {
        let i = index(x, y);
        if let Some(p) = self.pixels.get_mut(i) {
            *p = value;
        }
    }
}

/// Index of (x, y) in the row-major pixel array, coordinates wrapped; always in range.
fn index(x: usize, y: usize) -> usize {
    (y % HEIGHT).wrapping_mul(WIDTH).wrapping_add(x % WIDTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_round_trip_and_wrap() {
        let mut v = Vram::new();
        v.set(1025, 513, 0x8001);
        assert_eq!(v.get(1, 1), 0x8001);
        let raw = v.to_le_bytes();
        assert_eq!(raw.len(), BYTES);
        assert_eq!(Vram::from_le_bytes(&raw).unwrap(), v);
        assert!(Vram::from_le_bytes(&raw[1..]).is_err());
    }
}
