//! The budget every capture decoder runs under, so hostile input fails fast with the limit
//! named instead of exhausting memory or time.
//!
//! Defaults are sized to real captures: a PS1 has 2 MiB of RAM (8 MiB on dev kits) and 1 MiB
//! of VRAM, so a save state's body — RAM, VRAM, SPU RAM (512 KiB) and the rest of the machine
//! — is a few MiB; a DuckStation GPU dump is a 1 MiB VRAM upload plus a few hundred KiB of
//! commands per frame.

use super::error::CaptureError;

/// Budgets for decompression and replay. [`Limits::default`] fits every real capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most bytes a save-state body may decompress to (default 32 MiB: four times the
    /// largest real body).
    pub state_bytes: usize,
    /// Most bytes a GPU dump may decompress to (default 512 MiB: thousands of frames).
    pub dump_bytes: usize,
    /// Most output bytes per compressed input byte (default 500), once a stream is past
    /// `ratio_floor`: real captures compress 2–50×; a bomb compresses 10,000× and more.
    pub expansion_ratio: u64,
    /// Output every stream may reach whatever its ratio (default 32 MiB), so small files of
    /// mostly-zero RAM or VRAM are never refused.
    pub ratio_floor: usize,
    /// Replay work a GPU dump may always use, in pixel writes plus command words (default
    /// 8 Mi: 16 full-VRAM copies or fills).
    pub replay_base: u64,
    /// Further replay work per byte of (decompressed) dump (default 8: a frame of 100 KB of
    /// commands may copy or fill 800 K pixels, ten full screens): copies and fills cost
    /// their area, so a dump of nothing but 1024×512 copies stops after a few dozen.
    pub replay_per_byte: u64,
}

impl Limits {
    /// The defaults, as a constant.
    pub const DEFAULT: Limits = Limits {
        state_bytes: 32 << 20,
        dump_bytes: 512 << 20,
        expansion_ratio: 500,
        ratio_floor: 32 << 20,
        replay_base: 8 << 20,
        replay_per_byte: 8,
    };

    /// Output a stream of `input` compressed bytes may reach under a cap of `cap` bytes, and
    /// the name of the limit that decides it.
    pub fn output_allowed(
        &self,
        input: usize,
        cap: usize,
        cap_name: &'static str,
    ) -> (usize, &'static str) {
        let by_ratio = usize::try_from(self.expansion_ratio)
            .unwrap_or(usize::MAX)
            .saturating_mul(input)
            .max(self.ratio_floor);
        if by_ratio < cap {
            (by_ratio, "Limits::expansion_ratio")
        } else {
            (cap, cap_name)
        }
    }

    /// Replay work allowed for a dump of `bytes` bytes.
    pub fn replay_allowed(&self, bytes: usize) -> u64 {
        self.replay_base.saturating_add(self.replay_per_byte.saturating_mul(bytes as u64))
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}

/// The error for a budget that ran out.
pub(crate) fn exceeded(limit: &'static str, value: u64, detail: String) -> CaptureError {
    CaptureError::Limit { limit, value, detail }
}
