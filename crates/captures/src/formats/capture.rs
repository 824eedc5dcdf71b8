//! What a capture holds ([`Capture`]), its kind, and the helpers the format readers share; apart
//! from the detection and dispatch in `formats/mod.rs`, so the readers need not call back into it.

use gpu::vram::Vram;

/// Size of the PS1's main RAM (retail): 2 MiB at 0x80000000.
pub const RAM_BYTES: usize = 2 << 20;

/// What kind of capture a file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CaptureKind {
    /// A raw 1 MiB VRAM dump (1024×512 `u16` LE).
    RawVram,
    /// A raw 2 MiB (or 8 MiB dev-kit) RAM dump.
    RawRam,
    /// A DuckStation GPU dump.
    GpuDump,
    /// A DuckStation `.sav` state.
    DuckStationState,
    /// A PCSX-Redux `.sstate`.
    PcsxReduxState,
    /// A Mednafen / Beetle PSX state.
    MednafenState,
}

impl CaptureKind {
    /// A short stable name (`raw-vram`, `gpu-dump`, …) for reports and JSON.
    pub fn name(self) -> &'static str {
        match self {
            CaptureKind::RawVram => "raw-vram",
            CaptureKind::RawRam => "raw-ram",
            CaptureKind::GpuDump => "gpu-dump",
            CaptureKind::DuckStationState => "duckstation-state",
            CaptureKind::PcsxReduxState => "pcsx-redux-state",
            CaptureKind::MednafenState => "mednafen-state",
        }
    }
}

/// GTE (COP2) registers at snapshot time: 32 data and 32 control registers, as the
/// emulator stores them **[public: psx-spx GTE register list]**.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GteRegs {
    /// Data registers 0–31 (V0…, RGBC, OTZ, IR0–3, SXY0–2, SZ0–3, …).
    pub data: [u32; 32],
    /// Control registers 0–31 (RT, TR, L, BK, LC, FC, OFX, OFY, H, DQA, DQB, ZSF3, ZSF4, FLAG).
    pub control: [u32; 32],
}

/// What a capture holds.
#[derive(Debug, Clone)]
pub struct Capture {
    /// The kind detected.
    pub kind: CaptureKind,
    /// Main RAM, the first 2 MiB (address 0x80000000 + offset).
    pub ram: Option<Vec<u8>>,
    /// The whole VRAM.
    pub vram: Option<Vram>,
    /// GTE registers, when the format stores them and dewrip decodes them.
    pub gte: Option<GteRegs>,
    /// Facts for the user: versions, titles, what was missing or truncated.
    pub notes: Vec<String>,
}

impl Capture {
    pub(super) fn empty(kind: CaptureKind) -> Self {
        Self { kind, ram: None, vram: None, gte: None, notes: Vec::new() }
    }
}

/// Offset just past the first occurrence of `needle` in `hay`.
pub(super) fn find_after(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(hay, needle).map(|p| p.saturating_add(needle.len()))
}
