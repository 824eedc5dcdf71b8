//! Alcohol 120% images: an `.mds` descriptor beside an `.mdf` of raw sectors (2352 bytes, or
//! 2448 with 96 bytes of interleaved subchannel after each).
//!
//! Layout (little-endian) **[public: libmirage `image-mds` (reverse-engineered by Henrik
//! Stokseth), Aaru `Alcohol120`, BizHawk `MDS_Format`]**:
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | header 0x00 | 16 | `MEDIA DESCRIPTOR` |
//! | 0x10 | 2 | version (1.x; 2.x is the Daemon Tools MDX variant) |
//! | 0x12 | 2 | medium type (0 CD-ROM, 1 CD-R, 2 CD-RW, 0x10 DVD, 0x12 DVD-R) |
//! | 0x14 | 2 | number of sessions |
//! | 0x50 | 4 | offset of the session blocks |
//! | session 0x00 | 4 | session start (i32 LBA, −150) |
//! | 0x04 | 4 | session end (i32 LBA) |
//! | 0x08 | 2 | session number |
//! | 0x0A | 1 | number of all blocks (lead-in A0/A1/A2 entries + tracks) |
//! | 0x0B | 1 | number of non-track (lead-in) blocks |
//! | 0x0C | 2 | first track; 0x0E last track |
//! | 0x14 | 4 | offset of the track blocks (80 bytes each) |
//! | track 0x00 | 1 | mode; low 3 bits: 1 audio, 2 Mode 1, 3 Mode 2, 4 Form 1, 5 Form 2 (0xA9…0xAD) |
//! | 0x01 | 1 | subchannel (0 none, 8 = 96 bytes P–W interleaved) |
//! | 0x02 | 1 | ADR/control |
//! | 0x04 | 1 | point (track number; ≥ 0xA0 lead-in entries) |
//! | 0x09..0x0C | 3 | P MSF |
//! | 0x0C | 4 | offset of the extra block (u32 pregap, u32 length in sectors) |
//! | 0x10 | 2 | sector size in the `.mdf` (2352 or 2448) |
//! | 0x24 | 4 | start sector (LBA) |
//! | 0x28 | 8 | start offset in the `.mdf` (bytes) |
//! | 0x30 | 4 | number of file names |
//! | 0x34 | 4 | offset of the file-name block (u32 name offset, u32 wide-char flag, 8 reserved) |
//!
//! The file name is NUL-terminated (UTF-16LE when the wide-char flag is set); `*.mdf` means
//! "the `.mds`'s own name with `.mdf`".

use std::path::Path;

use crate::companion;
use crate::error::DiscError;
use crate::file::{load, sibling_name};
use crate::read::{Container, Disc};
use cursor::{u16_at, u32_at};

/// Descriptors larger than this are not Alcohol descriptors.
const MAX_MDS_BYTES: u64 = 16 << 20;
/// Header bytes.
const HEADER: usize = 0x58;
/// Track-block bytes.
const TRACK_BLOCK: usize = 0x50;

/// The data track an `.mds` describes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MdsTrack {
    /// Track number (point).
    pub number: u8,
    /// Mode byte as stored.
    pub mode: u8,
    /// Sector size in the `.mdf`.
    pub sector_size: u16,
    /// Start offset in the `.mdf`.
    pub start_offset: u64,
    /// Length in sectors, from the extra block (0 when absent).
    pub sectors: u32,
    /// The data file's name as stored (`*.mdf` = same name as the descriptor).
    pub file: String,
    /// Where that name is stored (0 when the track has no file-name block: `*.mdf`).
    pub file_at: u64,
}

fn u64_at(b: &[u8], off: usize) -> Option<u64> {
    let a: [u8; 8] = b.get(off..off.checked_add(8)?)?.try_into().ok()?;
    Some(u64::from_le_bytes(a))
}

fn name_at(b: &[u8], off: usize, wide: bool) -> String {
    let rest = b.get(off..).unwrap_or(&[]);
    if wide {
        let units: Vec<u16> = rest
            .chunks_exact(2)
            .map(|c| {
                u16::from_le_bytes([
                    c.first().copied().unwrap_or(0),
                    c.get(1).copied().unwrap_or(0),
                ])
            })
            .take_while(|&u| u != 0)
            .take(1024)
            .collect();
        String::from_utf16_lossy(&units)
    } else {
        let end = rest.iter().position(|&c| c == 0).unwrap_or(rest.len()).min(1024);
        String::from_utf8_lossy(rest.get(..end).unwrap_or(&[])).into_owned()
    }
}

/// Reads the first data track of an `.mds`. `Err((offset, problem))` on a bad descriptor.
pub fn parse(b: &[u8]) -> Result<MdsTrack, (u64, String)> {
    let need = |off: usize, what: &str| {
        (off as u64, format!("{what} lies past the end ({} bytes)", b.len()))
    };
    if !b.starts_with(b"MEDIA DESCRIPTOR") {
        return Err((0, "no MEDIA DESCRIPTOR signature".to_string()));
    }
    let major = b.get(0x10).copied().ok_or_else(|| need(0x10, "the version"))?;
    if major >= 2 {
        return Err((
            0x10,
            format!("version {major}.x (the Daemon Tools MDX variant) is not read"),
        ));
    }
    let medium = u16_at(b, 0x12).ok_or_else(|| need(0x12, "the medium type"))?;
    if medium >= 0x10 {
        return Err((0x12, format!("medium type {medium:#x} is a DVD, not a CD")));
    }
    let sessions = u16_at(b, 0x14).ok_or_else(|| need(0x14, "the session count"))?;
    let sess_off = u32_at(b, 0x50).ok_or_else(|| need(0x50, "the session offset"))? as usize;
    for s in 0..usize::from(sessions.min(99)) {
        let at = sess_off.saturating_add(s.saturating_mul(0x18));
        let blocks =
            b.get(at.saturating_add(0x0A)).copied().ok_or_else(|| need(at, "a session block"))?;
        let tracks_off =
            u32_at(b, at.saturating_add(0x14)).ok_or_else(|| need(at, "a session block"))? as usize;
        for t in 0..usize::from(blocks) {
            let tb = tracks_off.saturating_add(t.saturating_mul(TRACK_BLOCK));
            let block = b
                .get(tb..tb.saturating_add(TRACK_BLOCK))
                .ok_or_else(|| need(tb, "a track block"))?;
            let (mode, point) =
                (block.first().copied().unwrap_or(0), block.get(4).copied().unwrap_or(0));
            // Lead-in entries (A0, A1, A2) and audio/empty tracks are skipped.
            if !(1..=99).contains(&point) || !matches!(mode & 7, 2..=5) {
                continue;
            }
            let extra = u32_at(block, 0x0C).unwrap_or(0) as usize; // 0x0C
            let sector_size = u16_at(block, 0x10).unwrap_or(0); // 0x10
            let start_offset = u64_at(block, 0x28).unwrap_or(0); // 0x28
            let names = u32_at(block, 0x30).unwrap_or(0); // 0x30
            let footer = u32_at(block, 0x34).unwrap_or(0) as usize; // 0x34
            let sectors =
                if extra == 0 { 0 } else { u32_at(b, extra.saturating_add(4)).unwrap_or(0) };
            let (file, file_at) = if names == 0 || footer == 0 {
                ("*.mdf".to_string(), 0)
            } else {
                let name_off =
                    u32_at(b, footer).ok_or_else(|| need(footer, "the file-name block"))? as usize;
                let wide = u32_at(b, footer.saturating_add(4)).unwrap_or(0) != 0;
                (name_at(b, name_off, wide), name_off as u64)
            };
            return Ok(MdsTrack {
                number: point,
                mode,
                sector_size,
                start_offset,
                sectors,
                file,
                file_at,
            });
        }
    }
    Err((sess_off as u64, "no data track (Mode 1 or Mode 2) in any session".to_string()))
}

/// Opens an `.mds`: the `.mdf` it names, from its first data track.
pub(crate) fn open(path: &Path, file: &std::fs::File, len: u64) -> Result<Disc, DiscError> {
    let what = "an Alcohol 120% descriptor (.mds)".to_string();
    if len > MAX_MDS_BYTES {
        return Err(DiscError::Corrupt {
            path: path.to_path_buf(),
            what,
            offset: 0,
            problem: format!("{len} bytes is too large for a descriptor"),
        });
    }
    let storage = load(path, file, len)?;
    let track = parse(storage.bytes()).map_err(|(offset, problem)| {
        if problem.contains("MDX") || problem.contains("DVD") {
            DiscError::Unsupported {
                path: path.to_path_buf(),
                what: what.clone(),
                problem,
                fix:
                    "convert the image to .bin/.cue (e.g. with IsoBuster or mdf2iso) and open that"
                        .to_string(),
            }
        } else {
            DiscError::Corrupt { path: path.to_path_buf(), what: what.clone(), offset, problem }
        }
    })?;
    let name = if track.file.starts_with("*.") {
        sibling_name(path, track.file.trim_start_matches("*."))
    } else {
        track.file.clone()
    };
    let place = if track.file_at == 0 {
        "its data file (no name stored: the .mds's own name with .mdf)".to_string()
    } else {
        format!("the file name at byte {:#x}", track.file_at)
    };
    let mdf = companion::find(path, &place, &name)?.ok_or_else(|| DiscError::CompanionMissing {
        path: path.to_path_buf(),
        what: what.clone(),
        expected: crate::file::folder_of(path).join(&name),
        fix: "put the .mdf Alcohol wrote next to the .mds, with the name the .mds gives"
            .to_string(),
    })?;
    let (file, len) = crate::file::open_regular(&mdf)?;
    let storage = load(&mdf, &file, len)?;
    let start = usize::try_from(track.start_offset).unwrap_or(usize::MAX);
    if start > storage.bytes().len() {
        return Err(DiscError::TrackPastEnd {
            control: path.to_path_buf(),
            what,
            track: u32::from(track.number),
            data: mdf,
            offset: track.start_offset,
            len: storage.bytes().len() as u64,
        });
    }
    let end = if track.sectors > 0 && track.sector_size > 0 {
        let bytes = u64::from(track.sectors).saturating_mul(u64::from(track.sector_size));
        start.saturating_add(usize::try_from(bytes).unwrap_or(usize::MAX))
    } else {
        usize::MAX
    };
    let mut disc =
        Disc::from_file(storage, start, end, Container::Alcohol).map_err(|e| e.in_file(&mdf))?;
    disc.path = Some(mdf);
    Ok(disc)
}

/// Writes an `.mds` (version 1.3, one session, lead-in entries A0/A1/A2 and one Mode 2 data
/// track of `sectors` sectors of `sector_size` bytes — 2352, or 2448 with subchannel — at
/// offset 0 of the `.mdf` named `*.mdf`).
#[allow(clippy::arithmetic_side_effects)] // constant offsets below 0x200
pub fn write(sectors: u32, sector_size: u16) -> Vec<u8> {
    write_named(sectors, sector_size, "*.mdf")
}

/// As [`write`], naming the data file `name` (stored as a NUL-terminated 8-bit name).
#[allow(clippy::arithmetic_side_effects)] // constant offsets below 0x200
pub fn write_named(sectors: u32, sector_size: u16, name: &str) -> Vec<u8> {
    const SESSION: usize = HEADER; // 0x58
    const TRACKS: usize = SESSION + 0x18; // 0x70
    const EXTRA: usize = TRACKS + 4 * TRACK_BLOCK; // 0x1B0
    const FOOTER: usize = EXTRA + 8; // 0x1B8
    const NAME: usize = FOOTER + 16; // 0x1C8
    let mut b = vec![0u8; NAME];
    let put = |b: &mut Vec<u8>, at: usize, v: &[u8]| {
        if let Some(d) = b.get_mut(at..at.saturating_add(v.len())) {
            d.copy_from_slice(v);
        }
    };
    put(&mut b, 0, b"MEDIA DESCRIPTOR");
    put(&mut b, 0x10, &[1, 3]); // version 1.3
    put(&mut b, 0x12, &0u16.to_le_bytes()); // CD-ROM
    put(&mut b, 0x14, &1u16.to_le_bytes()); // one session
    put(&mut b, 0x50, &(SESSION as u32).to_le_bytes());
    put(&mut b, SESSION, &(-150i32).to_le_bytes());
    put(&mut b, SESSION + 4, &(i32::try_from(sectors).unwrap_or(i32::MAX)).to_le_bytes());
    put(&mut b, SESSION + 8, &1u16.to_le_bytes());
    put(&mut b, SESSION + 0x0A, &[4, 3]); // 4 blocks, 3 of them lead-in
    put(&mut b, SESSION + 0x0C, &1u16.to_le_bytes());
    put(&mut b, SESSION + 0x0E, &1u16.to_le_bytes());
    put(&mut b, SESSION + 0x14, &(TRACKS as u32).to_le_bytes());
    let lead_out = sectors.saturating_add(150);
    let msf = [(lead_out / 4500) as u8, (lead_out / 75 % 60) as u8, (lead_out % 75) as u8];
    for (i, (point, p)) in
        [(0xA0u8, [1u8, 0x20, 0]), (0xA1, [1, 0, 0]), (0xA2, msf)].into_iter().enumerate()
    {
        let tb = TRACKS + i * TRACK_BLOCK;
        put(&mut b, tb, &[0, 0, 0x14, 0, point]);
        put(&mut b, tb + 9, &p);
    }
    let tb = TRACKS + 3 * TRACK_BLOCK;
    let sub = if sector_size == 2448 { 0x08 } else { 0 };
    put(&mut b, tb, &[0xAB, sub, 0x14, 0, 1]); // Mode 2, track 1
    put(&mut b, tb + 9, &[0, 2, 0]); // 00:02:00
    put(&mut b, tb + 0x0C, &(EXTRA as u32).to_le_bytes());
    put(&mut b, tb + 0x10, &sector_size.to_le_bytes());
    put(&mut b, tb + 0x24, &0u32.to_le_bytes());
    put(&mut b, tb + 0x28, &0u64.to_le_bytes());
    put(&mut b, tb + 0x30, &1u32.to_le_bytes());
    put(&mut b, tb + 0x34, &(FOOTER as u32).to_le_bytes());
    put(&mut b, EXTRA, &0u32.to_le_bytes()); // pregap
    put(&mut b, EXTRA + 4, &sectors.to_le_bytes());
    put(&mut b, FOOTER, &(NAME as u32).to_le_bytes());
    b.extend_from_slice(name.as_bytes());
    b.push(0);
    b
}
