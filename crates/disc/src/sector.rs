//! What a sector is: the sync pattern, how an image stores sectors ([`Layout`]), the XA
//! subheader, the mode, and what an EDC check found.

use std::fmt;

/// A raw sector's sync pattern **[public: psx-spx]**.
pub const SYNC: [u8; 12] = [0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0];
/// User-data bytes per sector in the logical stream.
pub const USER_SIZE: u32 = 2048;
/// Fewest sectors an image may have: system area (0..16) plus the volume descriptor at 16.
pub const MIN_SECTORS: u32 = 17;

/// How sectors are stored in the image file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    /// 2352-byte raw sectors (sync, header, subheader, data, EDC/ECC): `.bin`, `MODE2/2352`.
    Raw2352,
    /// 2352-byte raw sectors each followed by 96 bytes of subchannel (P–W): 2448 bytes a
    /// sector, as in `.mdf` and some `.img` dumps.
    Raw2448,
    /// 2336-byte sectors (raw without sync and header): `MODE2/2336`.
    Raw2336,
    /// 2048-byte user data only: `.iso`, `MODE1/2048`.
    Iso2048,
}

impl Layout {
    /// Bytes per sector in the image file.
    pub fn sector_size(self) -> u32 {
        match self {
            Layout::Raw2352 => 2352,
            Layout::Raw2448 => 2448,
            Layout::Raw2336 => 2336,
            Layout::Iso2048 => 2048,
        }
    }

    /// Bytes of the sector itself (2448-byte sectors carry a 2352-byte sector and 96 bytes of
    /// subchannel): what [`Disc::raw_sector`] returns.
    pub fn sector_bytes(self) -> u32 {
        match self {
            Layout::Raw2448 => 2352,
            other => other.sector_size(),
        }
    }

    /// True for layouts whose sectors start with sync and header (2352, 2448).
    pub(crate) fn has_header(self) -> bool {
        matches!(self, Layout::Raw2352 | Layout::Raw2448)
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Layout::Raw2352 => "raw2352",
            Layout::Raw2448 => "raw2448",
            Layout::Raw2336 => "raw2336",
            Layout::Iso2048 => "iso2048",
        })
    }
}

/// The CD-XA subheader of a Mode 2 sector **[public: psx-spx "CDROM XA Subheader"]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Subheader {
    /// File number (interleaving).
    pub file: u8,
    /// Channel number.
    pub channel: u8,
    /// Submode bits: 0 EOR, 1 video, 2 audio, 3 data, 4 trigger, 5 Form 2, 6 real-time, 7 EOF.
    pub submode: u8,
    /// Coding information (audio/video format).
    pub coding: u8,
}

impl Subheader {
    /// Submode bit 5: the sector is Form 2.
    pub const FORM2: u8 = 0x20;
    /// Submode bit 7: last sector of a file.
    pub const EOF: u8 = 0x80;
    /// Submode bit 0: end of record.
    pub const EOR: u8 = 0x01;

    /// From the four bytes as stored.
    pub fn from_bytes(b: [u8; 4]) -> Self {
        let [file, channel, submode, coding] = b;
        Subheader { file, channel, submode, coding }
    }

    /// The four bytes as stored.
    pub fn to_bytes(self) -> [u8; 4] {
        [self.file, self.channel, self.submode, self.coding]
    }

    /// True when the submode marks Form 2.
    pub fn is_form2(self) -> bool {
        self.submode & Self::FORM2 != 0
    }
}

/// The mode of one sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SectorMode {
    /// Mode 1 (2048 bytes of data, EDC, ECC).
    Mode1,
    /// Mode 2 Form 1 (subheader, 2048 bytes, EDC, ECC) — ordinary PS1 data.
    Mode2Form1,
    /// Mode 2 Form 2 (subheader, 2324 bytes, optional EDC) — XA audio, video.
    Mode2Form2,
    /// Any other mode byte (0 = empty sector).
    Unknown(u8),
}

/// Result of checking a sector's EDC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EdcStatus {
    /// The stored EDC matches.
    Ok,
    /// The stored EDC differs from the one computed over the sector.
    Bad {
        /// EDC stored in the sector.
        stored: u32,
        /// EDC computed over the sector.
        computed: u32,
    },
    /// No EDC to check: 2048-byte image, Form 2 sector with EDC 0, or a mode without EDC.
    Absent,
}
