//! One Hidden.Directory entry (Dewprism and Chrono Cross): a little-endian `u32`.
//!
//! | Bits | Field | Source |
//! |---|---|---|
//! | 0–22 | absolute LBA of the file's first sector | [published] |
//! | 23 | entry unused | [public: psx-spx] |
//! | 24–31 | unused bytes in the last sector ÷ 8 | [public: psx-spx] |
//!
//! `size = (lba[i+1] − lba[i]) · 2048 − tail[i] · 8` **[public: psx-spx, S3Extract]**.

/// Mask of the LBA bits.
pub const LBA_MASK: u32 = 0x007F_FFFF;
/// The unused-entry flag.
pub const UNUSED_BIT: u32 = 0x0080_0000;

/// A raw directory word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawEntry(pub u32);

impl RawEntry {
    /// Bits 0–22: the first sector.
    pub fn lba(self) -> u32 {
        self.0 & LBA_MASK
    }
    /// Bit 23: the entry is unused.
    pub fn unused(self) -> bool {
        self.0 & UNUSED_BIT != 0
    }
    /// Bits 24–31: unused bytes in the last sector divided by 8.
    pub fn tail(self) -> u8 {
        self.0.to_le_bytes()[3]
    }
    /// Unused bytes in the last sector.
    pub fn tail_bytes(self) -> u32 {
        u32::from(self.tail()).saturating_mul(8)
    }
    /// Builds a word; the writer's mirror of the three accessors. `lba` is masked to 23 bits.
    pub fn new(lba: u32, unused: bool, tail: u8) -> RawEntry {
        let flag = if unused { UNUSED_BIT } else { 0 };
        RawEntry((lba & LBA_MASK) | flag | (u32::from(tail) << 24))
    }
    /// The tail byte for a file of `size` bytes: (sectors·2048 − size) / 8. Sizes must be
    /// multiples of 8 to be representable; `None` otherwise.
    pub fn tail_for_size(size: u64) -> Option<u8> {
        let slack = size.checked_next_multiple_of(2048)?.checked_sub(size)?;
        if slack % 8 != 0 {
            return None;
        }
        u8::try_from(slack / 8).ok()
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    #[test]
    fn golden_words() {
        // LBA 0x26, used, 0x10 tail units (128 bytes unused).
        let e = RawEntry(u32::from_le_bytes([0x26, 0x00, 0x00, 0x10]));
        assert_eq!((e.lba(), e.unused(), e.tail(), e.tail_bytes()), (0x26, false, 0x10, 128));
        assert_eq!(RawEntry::new(0x26, false, 0x10), e);
        let u = RawEntry(u32::from_le_bytes([0x34, 0x12, 0x80, 0x00]));
        assert_eq!((u.lba(), u.unused()), (0x1234, true));
        assert_eq!(RawEntry::tail_for_size(2048 * 3 - 128), Some(0x10));
        assert_eq!(RawEntry::tail_for_size(4096), Some(0));
        assert_eq!(RawEntry::tail_for_size(4095), None);
        assert_eq!(RawEntry::tail_for_size(8), Some(255));
    }
}
