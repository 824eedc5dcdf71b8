//! Disc images: `.cue`/`.bin`/`.iso`/`.img` with 2352-, 2448-, 2336- or 2048-byte sectors,
//! and the containers people keep discs in: MAME CHD, ECM, PSP EBOOT (`.pbp`), CloneCD
//! (`.ccd` + `.img`), Alcohol 120% (`.mds` + `.mdf`). See `docs/formats/disc-images.md`.
//!
//! A [`Disc`] is a read-only view over the memory-mapped image (or owned bytes in tests), or
//! over the equivalent raw stream a container rebuilds on demand ([`Container`]). It
//! exposes the *logical* stream of 2048-byte user-data blocks the PS1 reads — sector `lba`'s
//! user data is bytes `lba·2048 .. lba·2048+2048` of that stream — plus the raw details of
//! each sector: XA subheader, mode, EDC.
//!
//! Raw sector layout **[public: psx-spx "CDROM Sector Encoding"]**: sync `00 FF×10 00` at
//! 0x000, BCD minute/second/frame at 0x00C, mode at 0x00F. Mode 1: user data 0x010..0x810,
//! EDC at 0x810. Mode 2 Form 1: subheader at 0x010 (and a copy at 0x014), user data
//! 0x018..0x818, EDC over 0x010..0x818 at 0x818, ECC 0x81C..0x930. Mode 2 Form 2: 2324 bytes
//! at 0x018, EDC at 0x92C (0 = absent). A `MODE2/2336` image stores each sector from 0x010.
//!
//! The layout is detected from the bytes, never from the file name (see [`Layout`]).
//!
//! Modules: [`sniff`] tells what a file is from its bytes (containers, then the sector layout);
//! `open` opens a file as the right kind; `read` holds the [`Disc`] and reads sectors from it;
//! each container has its module (reader, and writer where dewrip writes it); [`iso9660`] and
//! [`exe`] read what a PS1 disc holds.
#![deny(unsafe_code)]

pub mod ccd;
pub mod chd;
mod companion;
pub mod cue;
pub mod ecm;
mod edc;
mod error;
pub mod exe;
mod file;
pub mod iso9660;
pub mod mds;
mod open;
pub mod pbp;
mod quiet;
mod read;
mod sector;
mod sniff;
mod source;
pub mod write;

pub use cue::{parse_cue, CueError, CueSheet, CueTrack, TrackMode};
pub use error::DiscError;
pub use file::non_regular_kind;
pub use read::{Container, Disc, MAX_PINNED_SECTORS};
pub use sector::{EdcStatus, Layout, SectorMode, Subheader, MIN_SECTORS, SYNC, USER_SIZE};
