//! MAME CHD ("Compressed Hunks of Data") CD images, as `chdman createcd` makes them — what
//! DuckStation and RetroArch recommend. Decoding is the `chd` crate's; this module reads the
//! header and track metadata, and serves the data track's sectors hunk by hunk through a
//! small cache (never decompressing the whole image).
//!
//! Layout **[public: MAME `src/lib/util/chd.h`, `cdrom.h`; chdman]**: header `MComprHD`, u32
//! big-endian header length at 0x08 and version at 0x0C. Version 5 names up to four codecs at
//! 0x10 (four-character tags: `cdlz`, `cdzl`, `cdfl`, `cdzs`, `zlib`, `lzma`, `huff`, `flac`,
//! `zstd`); versions 3 and 4 one compression number at 0x14 (0 none, 1 zlib, 2 zlib+, 3 A/V).
//! A CD CHD stores frames of 2448 bytes (`unitbytes`): the sector's data (`datasize` bytes,
//! from the start of the frame) then 96 bytes of subcode; a hunk holds `hunkbytes / 2448`
//! frames (8 by default). One metadata entry per track, `CHT2` (or the older `CHTR`) text:
//! `TRACK:1 TYPE:MODE2_RAW SUBTYPE:NONE FRAMES:n PREGAP:p PGTYPE:t PGSUB:s POSTGAP:g`.
//! Each track starts on a multiple of 4 frames (`CD_TRACK_PADDING`). When `PGTYPE` starts
//! with `V` the pregap's frames are stored at the track's start.
//!
//! The stream read is the first data track from its index 1, `datasize` bytes a frame: the
//! track as `chdman extractcd` writes it. Image offsets are offsets in that `.bin` (earlier
//! tracks and stored pregap included).

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::source::{BlockCache, Decoded, CACHE_BLOCKS};
use super::{Container, Disc, DiscError};

/// Bytes of a CD frame in a CHD: 2352 of sector and 96 of subcode.
pub const FRAME: u32 = 2448;
/// Tracks start on a multiple of this many frames.
const TRACK_PADDING: u64 = 4;
/// Decoders kept open (each holds its own file handle and codec state).
const MAX_DECODERS: usize = 4;
/// Most tracks a CD may have.
const MAX_TRACKS: usize = 99;

/// One track from the CHD's metadata.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChdTrack {
    /// `TRACK:`.
    pub number: u32,
    /// `TYPE:` (`MODE2_RAW`, `MODE1`, `AUDIO`, …).
    pub kind: String,
    /// `FRAMES:` (including a stored pregap).
    pub frames: u64,
    /// `PREGAP:` frames.
    pub pregap: u64,
    /// `PGTYPE:`; a leading `V` means the pregap is stored.
    pub pgtype: String,
}

impl ChdTrack {
    /// Bytes of sector data in each frame for this track type; `None` for an unknown type.
    pub fn datasize(&self) -> Option<u32> {
        Some(match self.kind.as_str() {
            "MODE1" | "MODE2_FORM1" => 2048,
            "MODE2" | "MODE2_FORM_MIX" => 2336,
            "MODE2_FORM2" => 2324,
            "MODE1_RAW" | "MODE2_RAW" | "AUDIO" => 2352,
            _ => return None,
        })
    }

    fn pregap_stored(&self) -> bool {
        self.pgtype.starts_with('V')
    }
}

/// Parses one `CHT2`/`CHTR` metadata text.
pub fn parse_track(text: &str) -> Option<ChdTrack> {
    let mut t =
        ChdTrack { number: 0, kind: String::new(), frames: 0, pregap: 0, pgtype: String::new() };
    for token in text.trim_end_matches('\0').split_whitespace() {
        let (k, v) = token.split_once(':')?;
        match k {
            "TRACK" => t.number = v.parse().ok()?,
            "TYPE" => t.kind = v.to_string(),
            "FRAMES" => t.frames = v.parse().ok()?,
            "PREGAP" => t.pregap = v.parse().ok()?,
            "PGTYPE" => t.pgtype = v.to_string(),
            _ => {}
        }
    }
    (t.number > 0 && !t.kind.is_empty()).then_some(t)
}

const fn tag(b: &[u8; 4]) -> u32 {
    u32::from_be_bytes(*b)
}

fn tag_text(t: u32) -> String {
    let b = t.to_be_bytes();
    if b.iter().all(|c| c.is_ascii_graphic() || *c == b' ') {
        String::from_utf8_lossy(&b).into_owned()
    } else {
        format!("{t:#010x}")
    }
}

/// Codecs the `chd` crate decodes.
const KNOWN_CODECS: [&[u8; 4]; 9] =
    [b"zlib", b"zstd", b"lzma", b"huff", b"flac", b"cdzl", b"cdlz", b"cdfl", b"cdzs"];

/// What the header says: version, codec names, unsupported codec names, needs a parent.
fn header(path: &Path) -> Result<(u32, Vec<String>, Vec<String>, bool), DiscError> {
    use std::io::Read;
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    let mut h = [0u8; 124];
    let mut f = File::open(path).map_err(io)?;
    let mut n = 0usize;
    while n < h.len() {
        match f.read(h.get_mut(n..).unwrap_or(&mut [])) {
            Ok(0) => break,
            Ok(k) => n = n.saturating_add(k),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(io(e)),
        }
    }
    let be = |o: usize| -> u32 {
        h.get(o..o.saturating_add(4)).and_then(|s| s.try_into().ok()).map_or(0, u32::from_be_bytes)
    };
    let version = be(0x0C);
    let (codecs, unknown, parent) = match version {
        5 => {
            let tags: Vec<u32> =
                [0x10, 0x14, 0x18, 0x1C].into_iter().map(be).filter(|&t| t != 0).collect();
            let unknown = tags
                .iter()
                .filter(|&&t| !KNOWN_CODECS.iter().any(|k| tag(k) == t))
                .map(|&t| tag_text(t))
                .collect();
            let parent = h.get(0x68..0x7C).is_some_and(|s| s.iter().any(|&b| b != 0));
            (tags.into_iter().map(tag_text).collect(), unknown, parent)
        }
        3 | 4 => {
            let c = be(0x14);
            let name = match c {
                0 => "none".to_string(),
                1 => "zlib".to_string(),
                2 => "zlib+".to_string(),
                3 => "avhuff".to_string(),
                other => format!("compression {other}"),
            };
            let unknown = if c <= 2 { Vec::new() } else { vec![name.clone()] };
            (vec![name], unknown, be(0x10) & 1 != 0)
        }
        _ => (Vec::new(), Vec::new(), false),
    };
    Ok((version, codecs, unknown, parent))
}

struct Decoder {
    chd: chd::Chd<BufReader<File>>,
    compressed: Vec<u8>,
}

struct ChdStream {
    decoders: Vec<Mutex<Decoder>>,
    frames_per_hunk: u64,
    hunk_bytes: usize,
    /// CHD frame of the stream's byte 0.
    first_frame: u64,
    /// Frames in the stream.
    frames: u64,
    datasize: u32,
    base: u64,
    cache: BlockCache,
    path: PathBuf,
    what: String,
}

impl ChdStream {
    fn hunk(&self, n: u64) -> Result<Vec<u8>, DiscError> {
        let hunk = u32::try_from(n).map_err(|_| self.bad(n, "hunk number past 32 bits"))?;
        let pick = usize::try_from(n).unwrap_or(0).checked_rem(self.decoders.len()).unwrap_or(0);
        let slot = self
            .decoders
            .iter()
            .find_map(|d| d.try_lock().ok())
            .or_else(|| self.decoders.get(pick).and_then(|d| d.lock().ok()));
        let mut d = slot.ok_or_else(|| self.bad(n, "the decoder is unusable after a panic"))?;
        let mut out = vec![0u8; self.hunk_bytes];
        let Decoder { chd, compressed } = &mut *d;
        chd.hunk(hunk)
            .and_then(|mut h| h.read_hunk_in(compressed, &mut out))
            .map_err(|e| self.bad(n, &format!("hunk {n} does not decode ({e:?})")))?;
        Ok(out)
    }

    fn bad(&self, hunk: u64, problem: &str) -> DiscError {
        DiscError::Corrupt {
            path: self.path.clone(),
            what: self.what.clone(),
            offset: hunk.saturating_mul(self.hunk_bytes as u64),
            problem: format!("{problem} (offset is in the decompressed hunk stream)"),
        }
    }
}

impl Decoded for ChdStream {
    fn len(&self) -> u64 {
        self.frames.saturating_mul(u64::from(self.datasize))
    }

    fn image_base(&self) -> u64 {
        self.base
    }

    fn read_at(&self, offset: u64, out: &mut [u8]) -> Result<(), DiscError> {
        let size = u64::from(self.datasize);
        let mut pos = offset;
        let mut done = 0usize;
        while done < out.len() {
            let frame = pos.checked_div(size).unwrap_or(0);
            let within = pos.checked_rem(size).unwrap_or(0);
            if frame >= self.frames {
                return Err(self.bad(0, &format!("read at stream byte {pos} is past the track")));
            }
            let chd_frame = self.first_frame.saturating_add(frame);
            let hunk = chd_frame.checked_div(self.frames_per_hunk).unwrap_or(0);
            let in_hunk = chd_frame.checked_rem(self.frames_per_hunk).unwrap_or(0);
            let data = self.cache.get(hunk, || self.hunk(hunk))?;
            let from =
                usize::try_from(in_hunk.saturating_mul(u64::from(FRAME)).saturating_add(within))
                    .unwrap_or(usize::MAX);
            let n = usize::try_from(size.saturating_sub(within))
                .unwrap_or(usize::MAX)
                .min(out.len().saturating_sub(done));
            let src = data
                .get(from..from.saturating_add(n))
                .ok_or_else(|| self.bad(hunk, "a frame lies past its hunk"))?;
            out.get_mut(done..done.saturating_add(n)).unwrap_or(&mut []).copy_from_slice(src);
            done = done.saturating_add(n);
            pos = pos.saturating_add(n as u64);
        }
        Ok(())
    }
}

/// Opens a CHD: its first data track.
pub(crate) fn open(path: &Path, file: File, len: u64) -> Result<Disc, DiscError> {
    let (version, codecs, unknown, parent) = header(path)?;
    let what = format!("a MAME CHD v{version}");
    let extract = format!(
        "convert it with `chdman extractcd -i {} -o disc.cue` and open the .cue",
        path.display()
    );
    let unsupported = |problem: String, fix: String| DiscError::Unsupported {
        path: path.to_path_buf(),
        what: what.clone(),
        problem,
        fix,
    };
    if !(3..=5).contains(&version) {
        return Err(unsupported(
            format!("header version {version} is not read (versions 3 to 5 are)"),
            format!("update it with `chdman copy` or {extract}"),
        ));
    }
    if !unknown.is_empty() {
        return Err(unsupported(
            format!("codec {} is not supported", unknown.join(", ")),
            extract.clone(),
        ));
    }
    if parent {
        return Err(unsupported(
            "it is a delta CHD that needs its parent".to_string(),
            "merge it with `chdman copy -i CHILD.chd -ip PARENT.chd -o FULL.chd` and open that"
                .to_string(),
        ));
    }
    let open_one = |f: File| {
        chd::Chd::open(BufReader::new(f), None).map_err(|e| match e {
            chd::Error::UnsupportedFormat
            | chd::Error::UnsupportedVersion
            | chd::Error::CodecError
            | chd::Error::NotSupported => {
                unsupported(format!("the chd crate cannot decode it ({e:?})"), extract.clone())
            }
            _ => unsupported(
                format!("it is damaged or cut short ({e:?})"),
                "check it with `chdman verify -i FILE.chd`; make it again with `chdman \
                 createcd` from the .cue, or open the .cue/.bin it came from"
                    .to_string(),
            ),
        })
    };
    let mut first = open_one(file)?;
    let h = first.header();
    let (hunk_bytes, unit, hunk_count) = (h.hunk_size(), h.unit_bytes(), h.hunk_count());
    // Track metadata.
    let refs: Vec<chd::metadata::MetadataRef> =
        first.metadata_refs().take(1024).collect::<Result<_, _>>().map_err(|e| {
            unsupported(format!("its metadata does not read ({e:?})"), extract.clone())
        })?;
    let mut tracks = Vec::new();
    let mut tags = Vec::new();
    for r in &refs {
        use chd::metadata::MetadataTag;
        let t = r.metatag();
        tags.push(t);
        if t == tag(b"CHT2") || t == tag(b"CHTR") {
            let m = r.read(first.inner()).map_err(|e| {
                unsupported(format!("its track metadata does not read ({e:?})"), extract.clone())
            })?;
            let text = String::from_utf8_lossy(&m.value);
            let track = parse_track(&text).ok_or_else(|| DiscError::Corrupt {
                path: path.to_path_buf(),
                what: what.clone(),
                offset: 0,
                problem: format!("track metadata {text:?} does not parse"),
            })?;
            if tracks.len() < MAX_TRACKS {
                tracks.push(track);
            }
        }
    }
    if tracks.is_empty() {
        let kind = if tags.contains(&tag(b"GDDD")) {
            "a hard-disk CHD (chdman createhd), not a CD".to_string()
        } else if tags.contains(&tag(b"DVD ")) {
            "a DVD CHD, not a CD".to_string()
        } else if tags.contains(&tag(b"CHGD")) || tags.contains(&tag(b"CHGT")) {
            "a GD-ROM CHD (Dreamcast), not a PS1 CD".to_string()
        } else if tags.contains(&tag(b"CHCD")) {
            "it has only the old binary CD metadata (CHCD)".to_string()
        } else {
            "it has no CD track metadata (CHT2/CHTR)".to_string()
        };
        return Err(unsupported(kind, extract));
    }
    tracks.sort_by_key(|t| t.number);
    if unit != FRAME || hunk_bytes == 0 || hunk_bytes % FRAME != 0 {
        return Err(unsupported(
            format!("its unit is {unit} bytes and hunk {hunk_bytes}, not 2448-byte CD frames"),
            extract,
        ));
    }
    let frames_per_hunk = u64::from(hunk_bytes / FRAME);
    let data = tracks.iter().position(|t| t.kind != "AUDIO").ok_or_else(|| {
        unsupported(
            "all its tracks are audio".to_string(),
            "this is not a PS1 data disc".to_string(),
        )
    })?;
    let mut chd_frame = 0u64;
    let mut base = 0u64;
    for t in tracks.iter().take(data) {
        let padded = t.frames.div_ceil(TRACK_PADDING).saturating_mul(TRACK_PADDING);
        chd_frame = chd_frame.saturating_add(padded);
        base =
            base.saturating_add(t.frames.saturating_mul(u64::from(t.datasize().unwrap_or(2352))));
    }
    let track = tracks
        .get(data)
        .cloned()
        .ok_or_else(|| unsupported("no data track".to_string(), extract.clone()))?;
    let datasize = track.datasize().ok_or_else(|| {
        unsupported(format!("track type {} is not known", track.kind), extract.clone())
    })?;
    let skip = if track.pregap_stored() { track.pregap.min(track.frames) } else { 0 };
    let first_frame = chd_frame.saturating_add(skip);
    let frames = track.frames.saturating_sub(skip);
    base = base.saturating_add(skip.saturating_mul(u64::from(datasize)));
    let needed = first_frame.saturating_add(frames).div_ceil(frames_per_hunk);
    if needed > u64::from(hunk_count) {
        return Err(DiscError::Corrupt {
            path: path.to_path_buf(),
            what: what.clone(),
            offset: 0,
            problem: format!(
                "track {} needs {needed} hunks but the CHD has {hunk_count}",
                track.number
            ),
        });
    }
    let workers =
        std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, MAX_DECODERS);
    let mut decoders = vec![Mutex::new(Decoder { chd: first, compressed: Vec::new() })];
    for _ in 1..workers {
        let f = File::open(path)
            .map_err(|source| DiscError::Io { path: path.to_path_buf(), source })?;
        decoders.push(Mutex::new(Decoder { chd: open_one(f)?, compressed: Vec::new() }));
    }
    let stream = ChdStream {
        decoders,
        frames_per_hunk,
        hunk_bytes: hunk_bytes as usize,
        first_frame,
        frames,
        datasize,
        base,
        cache: BlockCache::new(CACHE_BLOCKS),
        path: path.to_path_buf(),
        what,
    };
    let container = Container::Chd {
        version,
        codecs,
        track: track.number,
        tracks: u32::try_from(tracks.len()).unwrap_or(u32::MAX),
    };
    Disc::from_decoded(Box::new(stream), container, path, len)
}
