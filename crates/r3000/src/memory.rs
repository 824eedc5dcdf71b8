//! The PS1 memory map as user code sees it **[public: psx-spx "Memory Map"]**: 2 MB of RAM
//! mirrored four times through 0x0000_0000–0x007F_FFFF of KUSEG, KSEG0 (0x8000_0000) and
//! KSEG1 (0xA000_0000); the 1 KB scratchpad at 0x1F80_0000 (KUSEG and KSEG0 only); the I/O
//! ports at 0x1F80_1000–0x1F80_2FFF; the cache control register at 0xFFFE_0130. Everything
//! else is unmapped.

use crate::taint::Taint;

/// Bytes of main RAM.
pub const RAM_SIZE: u32 = 0x20_0000;
/// Bytes of scratchpad.
pub const SCRATCH_SIZE: u32 = 0x400;
/// Physical address of the scratchpad (also its key in the provenance map).
pub const SCRATCH_BASE: u32 = 0x1F80_0000;
/// GP0, the GPU's command/data port **[public: psx-spx "GPU I/O Ports"]**.
pub const GP0: u32 = 0x1F80_1810;
/// GP1, the GPU's control port (GPUSTAT when read).
pub const GP1: u32 = 0x1F80_1814;
/// The cache control register (KSEG2).
pub const CACHE_CONTROL: u32 = 0xFFFE_0130;
/// What the GPU status register (GP1) reads as: ready for commands, VRAM reads and DMA
/// blocks (bits 26, 27, 28), so polling loops pass **\[provisional\]**.
pub const GPUSTAT_READY: u32 = 0x1C00_0000;
/// Words the GPU log keeps before it counts the rest as dropped.
pub const GPU_LOG_LIMIT: usize = 1 << 20;

/// Where an address lands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Region {
    /// Main RAM, byte offset 0..2 MB.
    Ram(u32),
    /// Scratchpad, byte offset 0..1 KB.
    Scratch(u32),
    /// An I/O port, by physical address.
    Io(u32),
    /// 0xFFFE_0130.
    CacheControl,
    /// Nothing.
    Unmapped,
}

/// Maps a CPU address.
#[inline]
pub(crate) fn region(addr: u32) -> Region {
    if addr < 0xC000_0000 {
        let phys = addr & 0x1FFF_FFFF;
        if phys < 0x80_0000 {
            Region::Ram(phys & (RAM_SIZE - 1))
        } else if phys & !(SCRATCH_SIZE - 1) == SCRATCH_BASE && addr < 0xA000_0000 {
            Region::Scratch(phys & (SCRATCH_SIZE - 1))
        } else if (0x1F80_1000..0x1F80_3000).contains(&phys) {
            Region::Io(phys)
        } else {
            Region::Unmapped
        }
    } else if addr == CACHE_CONTROL {
        Region::CacheControl
    } else {
        Region::Unmapped
    }
}

/// The key of a RAM or scratchpad byte in the provenance map (`None` for anything else).
#[inline]
pub(crate) fn taint_key(addr: u32) -> Option<u32> {
    match region(addr) {
        Region::Ram(p) => Some(p),
        Region::Scratch(o) => Some(SCRATCH_BASE | o),
        _ => None,
    }
}

/// The GPU port a logged word went to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GpuPort {
    /// GP0 (0x1F80_1810): rendering commands and their parameters.
    Gp0,
    /// GP1 (0x1F80_1814): display control.
    Gp1,
}

/// How a word reached the GPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum GpuVia {
    /// A CPU store to the port.
    Store,
    /// A DMA channel 2 transfer (linked list or block) started at this PC.
    Dma,
    /// A BIOS GPU function (A(48h), A(49h), A(4Ah)).
    Bios,
}

/// One word written to a GPU port.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct GpuWrite {
    /// PC of the store (or of the DMA start, or the BIOS vector).
    #[serde(serialize_with = "crate::hex")]
    pub pc: u32,
    /// GP0 or GP1.
    pub port: GpuPort,
    /// How it got there.
    pub via: GpuVia,
    /// The word.
    #[serde(serialize_with = "crate::hex")]
    pub value: u32,
    /// The input bytes it came from (empty without provenance).
    pub taint: Taint,
}

/// One store, for the store log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct StoreRecord {
    /// PC of the store instruction (or BIOS vector).
    #[serde(serialize_with = "crate::hex")]
    pub pc: u32,
    /// The address written (as the CPU gave it).
    #[serde(serialize_with = "crate::hex")]
    pub addr: u32,
    /// Bytes written (1, 2, 3 or 4).
    pub size: u32,
    /// The bytes written, little-endian in the low `size` bytes.
    #[serde(serialize_with = "crate::hex")]
    pub value: u32,
    /// The input bytes the value came from.
    pub taint: Taint,
    /// The input bytes the address came from.
    pub addr_taint: Taint,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map() {
        assert_eq!(region(0x8001_0000), Region::Ram(0x1_0000));
        assert_eq!(region(0xA020_0010), Region::Ram(0x10));
        assert_eq!(region(0x0060_0004), Region::Ram(4));
        assert_eq!(region(0x0080_0000), Region::Unmapped);
        assert_eq!(region(0x1F80_03FF), Region::Scratch(0x3FF));
        assert_eq!(region(0x9F80_0004), Region::Scratch(4));
        assert_eq!(region(0xBF80_0004), Region::Unmapped);
        assert_eq!(region(0x1F80_1810), Region::Io(GP0));
        assert_eq!(region(0xBF80_1814), Region::Io(GP1));
        assert_eq!(region(0x1F80_3000), Region::Unmapped);
        assert_eq!(region(0xFFFE_0130), Region::CacheControl);
        assert_eq!(region(0xFFFE_0134), Region::Unmapped);
        assert_eq!(region(0x1FC0_0000), Region::Unmapped);
    }
}
