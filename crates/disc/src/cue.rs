//! CUE sheets: which file holds which track, in which mode, from which position.
//!
//! Grammar **[public: psx-spx "CDROM Disk Images CUE/BIN/CDT"]**: `FILE "name" BINARY`, then
//! `TRACK nn MODE2/2352` (or `MODE1/2352`, `MODE1/2048`, `MODE2/2336`, `AUDIO`, …), then
//! `INDEX nn MM:SS:FF` (a position in the file, 75 frames a second). The parser is tolerant:
//! keywords in any case, quoted or unquoted names (with spaces), 1-digit numbers, CRLF, a
//! UTF-8 BOM, `REM` and unknown lines are accepted.

use thiserror::Error;

/// A parse error, with the 1-based line number.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CueError {
    /// A `TRACK` line came before any `FILE` line.
    #[error("line {line}: TRACK before any FILE line")]
    TrackWithoutFile {
        /// 1-based line number.
        line: usize,
    },
    /// An `INDEX`, `PREGAP` or `POSTGAP` line came before any `TRACK` line.
    #[error("line {line}: {keyword} before any TRACK line")]
    OutsideTrack {
        /// 1-based line number.
        line: usize,
        /// The keyword found.
        keyword: String,
    },
    /// A line is missing a field or has one that does not parse.
    #[error("line {line}: expected {expected}, found {found:?}")]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// What the line should hold.
        expected: &'static str,
        /// What it held.
        found: String,
    },
    /// The sheet names no track.
    #[error("the cue sheet lists no TRACK")]
    NoTracks,
}

/// The mode of a track, from its `TRACK` line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrackMode {
    /// `MODE1/2352`: raw Mode 1 sectors.
    Mode1Raw,
    /// `MODE1/2048`: user data only.
    Mode1Cooked,
    /// `MODE2/2352`: raw Mode 2 sectors (PS1 data).
    Mode2Raw,
    /// `MODE2/2336`: Mode 2 without sync and header.
    Mode2Headerless,
    /// `AUDIO`: 2352-byte audio frames.
    Audio,
    /// Anything else (`CDG`, `MODE2/2324`, `CDI/2352`, …), kept verbatim (upper case).
    Other(String),
}

impl TrackMode {
    fn parse(s: &str) -> TrackMode {
        match s.to_ascii_uppercase().as_str() {
            "MODE1/2352" => TrackMode::Mode1Raw,
            "MODE1/2048" => TrackMode::Mode1Cooked,
            "MODE2/2352" => TrackMode::Mode2Raw,
            "MODE2/2336" => TrackMode::Mode2Headerless,
            "AUDIO" => TrackMode::Audio,
            other => TrackMode::Other(other.to_string()),
        }
    }

    /// Bytes per sector in the file, when known.
    pub fn sector_size(&self) -> Option<u32> {
        match self {
            TrackMode::Mode1Raw | TrackMode::Mode2Raw | TrackMode::Audio => Some(2352),
            TrackMode::Mode1Cooked => Some(2048),
            TrackMode::Mode2Headerless => Some(2336),
            TrackMode::Other(s) => s.rsplit('/').next().and_then(|n| n.parse().ok()),
        }
    }

    /// True for the data modes a disc reader can use.
    pub fn is_data(&self) -> bool {
        matches!(
            self,
            TrackMode::Mode1Raw
                | TrackMode::Mode1Cooked
                | TrackMode::Mode2Raw
                | TrackMode::Mode2Headerless
        )
    }
}

/// One `TRACK` of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CueTrack {
    /// Track number as written.
    pub number: u8,
    /// The `FILE` name the track lives in, as written (quotes removed).
    pub file: String,
    /// The `FILE` type word (`BINARY`, `WAVE`, …), upper case; empty when absent.
    pub file_type: String,
    /// The 1-based line of that `FILE`.
    pub file_line: usize,
    /// The mode.
    pub mode: TrackMode,
    /// `(index number, position in frames)` in sheet order.
    pub indexes: Vec<(u8, u32)>,
    /// `PREGAP` length in frames (not stored in the file), 0 when absent.
    pub pregap: u32,
}

impl CueTrack {
    /// Position of `INDEX 01` in frames (falls back to the first index, then 0).
    pub fn start_frames(&self) -> u32 {
        self.indexes
            .iter()
            .find(|(n, _)| *n == 1)
            .or_else(|| self.indexes.first())
            .map_or(0, |(_, f)| *f)
    }

    /// Position of the track's first index (`INDEX 00` when present) in frames.
    pub fn first_frames(&self) -> u32 {
        self.indexes.iter().map(|(_, f)| *f).min().unwrap_or(0)
    }
}

/// A parsed sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CueSheet {
    /// Tracks in sheet order.
    pub tracks: Vec<CueTrack>,
}

/// Where the data track lives in its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataTrack {
    /// Index into [`CueSheet::tracks`].
    pub track: usize,
    /// Byte offset of its `INDEX 01` in the file.
    pub offset: u64,
    /// Byte offset where the next track of the same file starts, if one does.
    pub end: Option<u64>,
}

impl CueSheet {
    /// The first data track and its byte range within its file. Earlier tracks of the same
    /// file are measured with their own sector sizes (2352 when unknown).
    pub fn data_track(&self) -> Option<DataTrack> {
        let track = self.tracks.iter().position(|t| t.mode.is_data())?;
        let t = self.tracks.get(track)?;
        let same_file: Vec<&CueTrack> = self.tracks.iter().filter(|o| o.file == t.file).collect();
        // Byte position of each track's first index, walking the file's tracks in order.
        let mut base: u64 = 0;
        let mut offset = None;
        let mut end = None;
        for (k, tr) in same_file.iter().enumerate() {
            let size = u64::from(tr.mode.sector_size().unwrap_or(2352));
            if k == 0 {
                base = u64::from(tr.first_frames()).saturating_mul(size);
            }
            if offset.is_some() {
                end = Some(base);
                break;
            }
            if std::ptr::eq(*tr, t) {
                let into = tr.start_frames().saturating_sub(tr.first_frames());
                offset = Some(base.saturating_add(u64::from(into).saturating_mul(size)));
            }
            if let Some(next) = same_file.get(k.saturating_add(1)) {
                let frames = next.first_frames().saturating_sub(tr.first_frames());
                base = base.saturating_add(u64::from(frames).saturating_mul(size));
            }
        }
        Some(DataTrack { track, offset: offset?, end })
    }
}

fn syntax(line: usize, expected: &'static str, found: &str) -> CueError {
    CueError::Syntax { line, expected, found: found.to_string() }
}

/// Parses `MM:SS:FF` into frames.
fn parse_msf(s: &str, line: usize) -> Result<u32, CueError> {
    let mut parts = s.split(':');
    let mut next = || -> Result<u32, CueError> {
        parts
            .next()
            .and_then(|p| p.trim().parse::<u32>().ok())
            .ok_or_else(|| syntax(line, "a time MM:SS:FF", s))
    };
    let (m, sec, f) = (next()?, next()?, next()?);
    if parts.next().is_some() || sec >= 60 || f >= 75 {
        return Err(syntax(line, "a time MM:SS:FF", s));
    }
    m.checked_mul(60)
        .and_then(|x| x.checked_add(sec))
        .and_then(|x| x.checked_mul(75))
        .and_then(|x| x.checked_add(f))
        .ok_or_else(|| syntax(line, "a time MM:SS:FF", s))
}

/// Splits a `FILE` line's argument into (name, type).
fn split_file_arg(rest: &str) -> (String, String) {
    let rest = rest.trim();
    if let Some(after) = rest.strip_prefix('"') {
        if let Some(close) = after.find('"') {
            let name = after.get(..close).unwrap_or("");
            let kind = after.get(close.saturating_add(1)..).unwrap_or("").trim();
            return (name.to_string(), kind.to_ascii_uppercase());
        }
        return (after.to_string(), String::new());
    }
    const TYPES: [&str; 5] = ["BINARY", "MOTOROLA", "AIFF", "WAVE", "MP3"];
    if let Some((name, last)) = rest.rsplit_once(char::is_whitespace) {
        if TYPES.iter().any(|t| t.eq_ignore_ascii_case(last)) {
            return (name.trim().to_string(), last.to_ascii_uppercase());
        }
    }
    (rest.to_string(), String::new())
}

/// Parses a cue sheet.
pub fn parse_cue(text: &str) -> Result<CueSheet, CueError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut tracks: Vec<CueTrack> = Vec::new();
    let mut file: Option<(String, String, usize)> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i.saturating_add(1);
        let l = raw.trim();
        let (keyword, rest) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
        let rest = rest.trim();
        match keyword.to_ascii_uppercase().as_str() {
            "FILE" => {
                let (name, kind) = split_file_arg(rest);
                if name.is_empty() {
                    return Err(syntax(line, "a file name after FILE", l));
                }
                file = Some((name, kind, line));
            }
            "TRACK" => {
                let Some((name, kind, file_line)) = &file else {
                    return Err(CueError::TrackWithoutFile { line });
                };
                let mut it = rest.split_whitespace();
                let number = it
                    .next()
                    .and_then(|n| n.parse::<u8>().ok())
                    .ok_or_else(|| syntax(line, "a track number 1-99", l))?;
                let mode = it.next().ok_or_else(|| syntax(line, "a track mode", l))?;
                tracks.push(CueTrack {
                    number,
                    file: name.clone(),
                    file_type: kind.clone(),
                    file_line: *file_line,
                    mode: TrackMode::parse(mode),
                    indexes: Vec::new(),
                    pregap: 0,
                });
            }
            kw @ ("INDEX" | "PREGAP" | "POSTGAP") => {
                let Some(track) = tracks.last_mut() else {
                    return Err(CueError::OutsideTrack { line, keyword: kw.to_string() });
                };
                if kw == "INDEX" {
                    let mut it = rest.split_whitespace();
                    let n = it
                        .next()
                        .and_then(|n| n.parse::<u8>().ok())
                        .ok_or_else(|| syntax(line, "an index number", l))?;
                    let t = it.next().ok_or_else(|| syntax(line, "a time MM:SS:FF", l))?;
                    track.indexes.push((n, parse_msf(t, line)?));
                } else if kw == "PREGAP" {
                    track.pregap = parse_msf(rest, line)?;
                } else {
                    parse_msf(rest, line)?;
                }
            }
            // REM, CATALOG, TITLE, PERFORMER, FLAGS, ISRC, … and blank lines.
            _ => {}
        }
    }
    if tracks.is_empty() {
        return Err(CueError::NoTracks);
    }
    Ok(CueSheet { tracks })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimal() {
        let s =
            parse_cue("FILE \"a b.bin\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n")
                .unwrap();
        assert_eq!(s.tracks.len(), 1);
        assert_eq!(s.tracks[0].file, "a b.bin");
        assert_eq!(s.tracks[0].mode, TrackMode::Mode2Raw);
        assert_eq!(s.data_track().unwrap().offset, 0);
    }

    #[test]
    fn sloppy() {
        let text = "\u{feff}rem comment\r\nfile my game.bin binary\r\ntrack 1 mode2/2352\r\nindex 1 0:2:0\r\n\
                    TRACK 2 AUDIO\r\nINDEX 0 10:00:00\r\nINDEX 1 10:02:00\r\n";
        let s = parse_cue(text).unwrap();
        assert_eq!(s.tracks[0].file, "my game.bin");
        assert_eq!(s.tracks[0].number, 1);
        assert_eq!(s.tracks[1].mode, TrackMode::Audio);
        let d = s.data_track().unwrap();
        assert_eq!(d.track, 0);
        assert_eq!(d.offset, 150 * 2352);
        assert_eq!(d.end, Some(600 * 75 * 2352));
    }

    #[test]
    fn audio_first_then_data_in_same_file() {
        let text = "FILE x.bin BINARY\nTRACK 01 AUDIO\nINDEX 01 00:00:00\nTRACK 02 MODE1/2048\nINDEX 00 00:01:00\nINDEX 01 00:03:00\n";
        let d = parse_cue(text).unwrap().data_track().unwrap();
        assert_eq!(d.track, 1);
        assert_eq!(d.offset, 75 * 2352 + 150 * 2048);
        assert_eq!(d.end, None);
    }

    #[test]
    fn errors() {
        assert_eq!(parse_cue("REM nothing\n"), Err(CueError::NoTracks));
        assert_eq!(parse_cue("TRACK 01 AUDIO\n"), Err(CueError::TrackWithoutFile { line: 1 }));
        assert!(matches!(
            parse_cue("FILE a BINARY\nTRACK 01 AUDIO\nINDEX 01 00:60:00\n"),
            Err(CueError::Syntax { line: 3, .. })
        ));
        assert!(matches!(parse_cue("INDEX 01 00:00:00"), Err(CueError::OutsideTrack { .. })));
    }
}
