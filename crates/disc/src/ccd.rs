//! CloneCD images: a `.ccd` control file (INI text) beside an `.img` of 2352-byte raw sectors
//! from LBA 0 and an optional `.sub` of 96-byte subchannel records (not needed to read data).
//!
//! Keys **[public: CloneCD `.ccd` as written by CloneCD and read by libmirage, Aaru, BizHawk]**:
//! `[CloneCD] Version=3`; `[Disc] TocEntries, Sessions, DataTracksScrambled, CDTextLength`;
//! `[Session n] PreGapMode, PreGapSubC`; one `[Entry n]` per TOC entry (`Session, Point, ADR,
//! Control, TrackNo, AMin, ASec, AFrame, ALBA, Zero, PMin, PSec, PFrame, PLBA`; points 0xA0,
//! 0xA1, 0xA2 are first track, last track and lead-out; `Control` bit 2 marks a data track);
//! and one `[TRACK n]` per track (`MODE=0` audio, 1, 2; `INDEX 1=lba`). Values may be
//! decimal or `0x` hex. The `.img` holds every track back to back, 2352 bytes a sector.

use std::path::Path;

use crate::companion;
use crate::error::DiscError;
use crate::file::{load, sibling_name};
use crate::read::{Container, Disc};

/// Control files larger than this are not CloneCD text.
const MAX_CCD_BYTES: u64 = 1 << 20;

/// One track of a `.ccd`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CcdTrack {
    /// Track number.
    pub number: u32,
    /// `MODE=` (0 audio, 1 Mode 1, 2 Mode 2).
    pub mode: u32,
    /// LBA of index 1 (the track's sector 0) in the `.img`.
    pub start: u32,
}

/// What a `.ccd` says about the disc's tracks, in track order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ccd {
    /// Tracks from `[TRACK n]` sections, or from the TOC entries when there are none.
    pub tracks: Vec<CcdTrack>,
}

fn number(v: &str) -> Option<i64> {
    let v = v.trim();
    if let Some(h) = v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()
    } else {
        v.parse().ok()
    }
}

/// Parses a `.ccd` text. `Err` names the line that is wrong.
pub fn parse(text: &str) -> Result<Ccd, String> {
    let mut section = String::new();
    let mut tracks: Vec<CcdTrack> = Vec::new();
    // TOC entries: (point, control, plba).
    let mut entries: Vec<(i64, i64, i64)> = Vec::new();
    let mut entry = (None, None, None);
    let flush = |entry: &mut (Option<i64>, Option<i64>, Option<i64>), entries: &mut Vec<_>| {
        if let (Some(p), c, Some(l)) = *entry {
            entries.push((p, c.unwrap_or(0), l));
        }
        *entry = (None, None, None);
    };
    let mut seen_clonecd = false;
    for (i, line) in text.lines().enumerate() {
        let i = i.saturating_add(1);
        let line = line.trim().trim_start_matches('\u{feff}');
        if line.is_empty() || line.starts_with(';') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            flush(&mut entry, &mut entries);
            section = name.trim().to_ascii_lowercase();
            if section == "clonecd" {
                seen_clonecd = true;
            }
            if let Some(n) = section.strip_prefix("track ") {
                let number = number(n)
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| format!("line {}: bad track number in [{name}]", i))?;
                tracks.push(CcdTrack { number, mode: 0, start: 0 });
            }
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(format!("line {}: expected `key=value` or `[section]`, found {line:?}", i));
        };
        let key = key.trim().to_ascii_lowercase();
        let bad = || format!("line {}: bad number in {line:?}", i);
        if section.starts_with("track ") {
            let v = number(value).ok_or_else(bad)?;
            if let Some(t) = tracks.last_mut() {
                match key.as_str() {
                    "mode" => t.mode = u32::try_from(v).map_err(|_| bad())?,
                    "index 1" => t.start = u32::try_from(v).map_err(|_| bad())?,
                    _ => {}
                }
            }
        } else if section.starts_with("entry ") {
            match key.as_str() {
                "point" => entry.0 = Some(number(value).ok_or_else(bad)?),
                "control" => entry.1 = Some(number(value).ok_or_else(bad)?),
                "plba" => entry.2 = Some(number(value).ok_or_else(bad)?),
                _ => {}
            }
        }
    }
    flush(&mut entry, &mut entries);
    if !seen_clonecd {
        return Err("no [CloneCD] section".to_string());
    }
    if tracks.is_empty() {
        // No [TRACK] sections: take tracks from the TOC (points 1..=99).
        for (point, control, plba) in entries {
            if (1..=99).contains(&point) {
                tracks.push(CcdTrack {
                    number: u32::try_from(point).unwrap_or(0),
                    mode: if control & 4 != 0 { 2 } else { 0 },
                    start: u32::try_from(plba.max(0)).unwrap_or(0),
                });
            }
        }
    }
    tracks.sort_by_key(|t| t.start);
    Ok(Ccd { tracks })
}

/// Opens a `.ccd`: its `.img` beside it, from the first data track.
pub(crate) fn open(path: &Path, file: &std::fs::File, len: u64) -> Result<Disc, DiscError> {
    let what = "a CloneCD control file (.ccd)".to_string();
    if len > MAX_CCD_BYTES {
        return Err(DiscError::Corrupt {
            path: path.to_path_buf(),
            what,
            offset: 0,
            problem: format!("{len} bytes is too large for a control file"),
        });
    }
    let storage = load(path, file, len)?;
    let text = String::from_utf8_lossy(storage.bytes());
    let ccd = parse(&text).map_err(|problem| DiscError::Corrupt {
        path: path.to_path_buf(),
        what: what.clone(),
        offset: 0,
        problem,
    })?;
    let data = ccd.tracks.iter().position(|t| t.mode == 1 || t.mode == 2).ok_or_else(|| {
        DiscError::Unsupported {
            path: path.to_path_buf(),
            what: what.clone(),
            problem: "it lists no data track (MODE=1 or MODE=2)".to_string(),
            fix: "this is not a PS1 data disc".to_string(),
        }
    })?;
    let img_name = sibling_name(path, "img");
    let img = companion::find(path, "its .img (named after it)", &img_name)?.ok_or_else(|| {
        DiscError::CompanionMissing {
            path: path.to_path_buf(),
            what: what.clone(),
            expected: crate::file::folder_of(path).join(&img_name),
            fix: "put the .img CloneCD wrote next to the .ccd, with the same name".to_string(),
        }
    })?;
    let (file, len) = crate::file::open_regular(&img)?;
    let storage = load(&img, &file, len)?;
    let start_lba = ccd.tracks.get(data).map_or(0, |t| t.start);
    let start = usize::try_from(u64::from(start_lba).saturating_mul(2352)).unwrap_or(usize::MAX);
    let end = ccd
        .tracks
        .get(data.saturating_add(1))
        .map(|t| usize::try_from(u64::from(t.start).saturating_mul(2352)).unwrap_or(usize::MAX))
        .unwrap_or(usize::MAX);
    if start > storage.bytes().len() {
        return Err(DiscError::TrackPastEnd {
            control: path.to_path_buf(),
            what,
            track: ccd.tracks.get(data).map_or(0, |t| t.number),
            data: img,
            offset: u64::from(start_lba).saturating_mul(2352),
            len: storage.bytes().len() as u64,
        });
    }
    let mut disc =
        Disc::from_file(storage, start, end, Container::CloneCd).map_err(|e| e.in_file(&img))?;
    disc.path = Some(img);
    Ok(disc)
}

/// Writes the `.ccd` of a one-session disc whose `.img` holds one Mode 2 data track of
/// `sectors` sectors from LBA 0 (what CloneCD writes for a PS1 disc).
pub fn write(sectors: u32) -> String {
    let lead_out = sectors.saturating_add(150);
    let (m, s, f) = (lead_out / 4500, lead_out / 75 % 60, lead_out % 75);
    let entry = |n: u32, point: &str, pmin: u32, psec: u32, pframe: u32, plba: i64| {
        format!(
            "[Entry {n}]\nSession=1\nPoint={point}\nADR=0x01\nControl=0x04\nTrackNo=0\nAMin=0\n\
             ASec=0\nAFrame=0\nALBA=-150\nZero=0\nPMin={pmin}\nPSec={psec}\nPFrame={pframe}\n\
             PLBA={plba}\n"
        )
    };
    let mut out = String::from(
        "[CloneCD]\nVersion=3\n[Disc]\nTocEntries=4\nSessions=1\nDataTracksScrambled=0\n\
         CDTextLength=0\n[Session 1]\nPreGapMode=2\nPreGapSubC=0\n",
    );
    // A0: first track 1, disc type 0x20 (CD-ROM XA) in PSec; A1: last track 1; A2: lead-out.
    out.push_str(&entry(0, "0xa0", 1, 0x20, 0, (60 + 0x20) * 75 - 150));
    out.push_str(&entry(1, "0xa1", 1, 0, 0, 60 * 75 - 150));
    out.push_str(&entry(2, "0xa2", m, s, f, i64::from(sectors)));
    out.push_str(&entry(3, "0x01", 0, 2, 0, 0));
    out.push_str("[TRACK 1]\nMODE=2\nINDEX 1=0\n");
    out
}
