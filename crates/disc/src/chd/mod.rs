//! MAME CHD ("Compressed Hunks of Data") CD images, as `chdman createcd` makes them — what
//! DuckStation and RetroArch recommend. dewrip reads the header ([`header`]), the metadata
//! ([`metadata`]) and the hunk map ([`map`]) itself, checking every size, offset and reference
//! before anything is decoded; the `chd` crate only decompresses single hunks with its codecs,
//! each call under [`crate::quiet::catch`] so a codec that panics on damaged data is an error.
//! Hunks are served through a small cache (never decompressing the whole image).
//!
//! Layout **[public: MAME `src/lib/util/chd.h`, `chd.cpp`, `cdrom.h`; chdman]**: see the
//! modules for the header and the map. A CD CHD stores frames of 2448 bytes (`unitbytes`): the
//! sector's data (`datasize` bytes, from the start of the frame) then 96 bytes of subcode; a
//! hunk holds `hunkbytes / 2448` frames (8 by default). One metadata entry per track, `CHT2`
//! (or the older `CHTR`) text:
//! `TRACK:1 TYPE:MODE2_RAW SUBTYPE:NONE FRAMES:n PREGAP:p PGTYPE:t PGSUB:s POSTGAP:g`.
//! Each track starts on a multiple of 4 frames (`CD_TRACK_PADDING`). When `PGTYPE` starts
//! with `V` the pregap's frames are stored at the track's start.
//!
//! The stream read is the first data track from its index 1, `datasize` bytes a frame: the
//! track as `chdman extractcd` writes it. Image offsets are offsets in that `.bin` (earlier
//! tracks and stored pregap included).

pub mod header;
mod huffman;
pub mod map;
pub mod metadata;
pub mod write;

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use chd::codecs::CompressionCodec;

use crate::error::DiscError;
use crate::read::{Container, Disc};
use crate::source::{BlockCache, Decoded, CACHE_BLOCKS};
use header::Header;
pub use header::FRAME;
use map::{Check, Hunk, Map, CRC16, CRC32};

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

/// The header's codec names, and those dewrip cannot decode.
fn codec_names(h: &Header) -> (Vec<String>, Vec<String>) {
    match h.version {
        5 => {
            let tags: Vec<u32> = h.codecs.iter().copied().filter(|&t| t != 0).collect();
            let unknown = tags
                .iter()
                .filter(|&&t| !KNOWN_CODECS.iter().any(|k| tag(k) == t))
                .map(|&t| tag_text(t))
                .collect();
            (tags.into_iter().map(tag_text).collect(), unknown)
        }
        _ => {
            let c = h.codecs.first().copied().unwrap_or(0);
            let name = match c {
                0 => "none".to_string(),
                1 => "zlib".to_string(),
                2 => "zlib+".to_string(),
                3 => "avhuff".to_string(),
                other => format!("compression {other}"),
            };
            let unknown = if c <= 2 { Vec::new() } else { vec![name.clone()] };
            (vec![name], unknown)
        }
    }
}

/// A decoder for the codec in one header slot (`None` for an empty slot).
fn codec(
    version: u32,
    tag: u32,
    hunk_bytes: u32,
) -> chd::Result<Option<Box<dyn CompressionCodec>>> {
    use chd::codecs::*;
    fn boxed<C: CompressionCodec + 'static>(
        c: chd::Result<C>,
    ) -> chd::Result<Option<Box<dyn CompressionCodec>>> {
        c.map(|c| Some(Box::new(c) as Box<dyn CompressionCodec>))
    }
    if version != 5 {
        return match tag {
            0 => Ok(None),
            _ => boxed(ZlibCodec::new(hunk_bytes)),
        };
    }
    match &tag.to_be_bytes() {
        [0, 0, 0, 0] => Ok(None),
        b"zlib" => boxed(ZlibCodec::new(hunk_bytes)),
        b"cdzl" => boxed(CdZlibCodec::new(hunk_bytes)),
        b"cdlz" => boxed(CdLzmaCodec::new(hunk_bytes)),
        b"cdfl" => boxed(CdFlacCodec::new(hunk_bytes)),
        b"cdzs" => boxed(CdZstdCodec::new(hunk_bytes)),
        b"flac" => boxed(RawFlacCodec::new(hunk_bytes)),
        b"lzma" => boxed(<LzmaCodec>::new(hunk_bytes)),
        b"huff" => boxed(HuffmanCodec::new(hunk_bytes)),
        b"zstd" => boxed(ZstdCodec::new(hunk_bytes)),
        _ => Err(chd::Error::UnsupportedFormat),
    }
}

/// One decoding context: its own file handle, codec states and buffer.
struct Decoder {
    file: File,
    codecs: Vec<Option<Box<dyn CompressionCodec>>>,
    compressed: Vec<u8>,
}

struct ChdStream {
    decoders: Vec<Mutex<Decoder>>,
    map: Map,
    codec_names: [String; 4],
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
        let index = usize::try_from(n).map_err(|_| self.bad(n, "hunk number too large"))?;
        let src = self
            .map
            .source
            .get(index)
            .copied()
            .ok_or_else(|| self.bad(n, &format!("hunk {n} is past the map")))?;
        let entry = self
            .map
            .hunks
            .get(src as usize)
            .copied()
            .ok_or_else(|| self.bad(n, &format!("hunk {src} is past the map")))?;
        let pick = index.checked_rem(self.decoders.len()).unwrap_or(0);
        let slot = self
            .decoders
            .iter()
            .find_map(|d| d.try_lock().ok())
            .or_else(|| self.decoders.get(pick).and_then(|d| d.lock().ok()));
        let mut d = slot.ok_or_else(|| self.bad(n, "the decoder is unusable after a panic"))?;
        let mut out = vec![0u8; self.hunk_bytes];
        let Decoder { file, codecs, compressed } = &mut *d;
        let read_at = |file: &mut File, offset: u64, buf: &mut [u8]| {
            file.seek(SeekFrom::Start(offset)).and_then(|_| file.read_exact(buf)).map_err(|e| {
                self.bad(
                    src.into(),
                    &format!("hunk {src}'s bytes at offset {offset} do not read ({e})"),
                )
            })
        };
        let check = match entry {
            Hunk::Compressed { codec, offset, length, check } => {
                compressed.resize(length as usize, 0);
                read_at(file, offset, compressed)?;
                let name = self.codec_names.get(usize::from(codec)).cloned().unwrap_or_default();
                let c = codecs
                    .get_mut(usize::from(codec))
                    .and_then(Option::as_mut)
                    .ok_or_else(|| self.bad(src.into(), &format!("hunk {src} names no codec")))?;
                match crate::quiet::catch(|| c.decompress(compressed, &mut out)) {
                    Ok(Ok(_)) => {}
                    Ok(Err(e)) => {
                        return Err(self.bad(
                            src.into(),
                            &format!("hunk {src} does not decode with {name} ({e:?})"),
                        ))
                    }
                    Err(panic) => {
                        return Err(self.bad(
                            src.into(),
                            &format!(
                                "hunk {src} is damaged: the {name} decoder failed on it ({panic})"
                            ),
                        ))
                    }
                }
                check
            }
            Hunk::Stored { offset, check } => {
                read_at(file, offset, &mut out)?;
                check
            }
            Hunk::Mini { value, check } => {
                let bytes = value.to_be_bytes();
                for (i, b) in out.iter_mut().enumerate() {
                    *b = bytes.get(i % 8).copied().unwrap_or(0);
                }
                check
            }
            Hunk::Zeros => Check::None,
            Hunk::Copy { .. } | Hunk::Parent { .. } => {
                return Err(self.bad(src.into(), &format!("hunk {src} has no data of its own")));
            }
        };
        let (stored, computed) = match check {
            Check::None => return Ok(out),
            Check::Crc16(c) => (u64::from(c), u64::from(CRC16.checksum(&out))),
            Check::Crc32(c) => (u64::from(c), u64::from(CRC32.checksum(&out))),
        };
        if stored != computed {
            return Err(self.bad(
                src.into(),
                &format!(
                    "hunk {src} decodes to data whose CRC is {computed:#x}, not the {stored:#x} \
                     its map gives"
                ),
            ));
        }
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
pub(crate) fn open(path: &Path, mut file: File, len: u64) -> Result<Disc, DiscError> {
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    let mut raw = Vec::with_capacity(124);
    file.seek(SeekFrom::Start(0)).map_err(io)?;
    (&mut file).take(124).read_to_end(&mut raw).map_err(io)?;
    let h = Header::parse(&raw);
    let version = h.version;
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
    let damaged = |offset: u64, problem: String| DiscError::Corrupt {
        path: path.to_path_buf(),
        what: what.clone(),
        offset,
        problem: format!(
            "{problem}; the file is damaged or cut short: check it with `chdman verify -i {}`, \
             or make it again with `chdman createcd` from the .cue",
            path.display()
        ),
    };
    if !(3..=5).contains(&version) {
        return Err(unsupported(
            format!("header version {version} is not read (versions 3 to 5 are)"),
            format!("update it with `chdman copy` or {extract}"),
        ));
    }
    let (codecs, unknown) = codec_names(&h);
    if !unknown.is_empty() {
        return Err(unsupported(
            format!("codec {} is not supported", unknown.join(", ")),
            extract.clone(),
        ));
    }
    if h.parent {
        return Err(unsupported(
            "it is a delta CHD that needs its parent".to_string(),
            "merge it with `chdman copy -i CHILD.chd -ip PARENT.chd -o FULL.chd` and open that"
                .to_string(),
        ));
    }
    // Track metadata.
    let entries =
        metadata::walk(&mut file, h.meta_offset, len).map_err(|e| damaged(e.offset, e.problem))?;
    let mut tracks = Vec::new();
    for e in &entries {
        if e.tag == tag(b"CHT2") || e.tag == tag(b"CHTR") {
            let v = metadata::value(&mut file, e, metadata::MAX_TRACK_TEXT)
                .map_err(|e| damaged(e.offset, e.problem))?;
            let text = String::from_utf8_lossy(&v);
            let track = parse_track(&text).ok_or_else(|| {
                damaged(e.offset, format!("track metadata {text:?} does not parse"))
            })?;
            if tracks.len() < MAX_TRACKS {
                tracks.push(track);
            }
        }
    }
    if tracks.is_empty() {
        let has = |t: &[u8; 4]| entries.iter().any(|e| e.tag == tag(t));
        let kind = if has(b"GDDD") {
            "a hard-disk CHD (chdman createhd), not a CD".to_string()
        } else if has(b"DVD ") {
            "a DVD CHD, not a CD".to_string()
        } else if has(b"CHGD") || has(b"CHGT") {
            "a GD-ROM CHD (Dreamcast), not a PS1 CD".to_string()
        } else if has(b"CHCD") {
            "it has only the old binary CD metadata (CHCD)".to_string()
        } else {
            "it has no CD track metadata (CHT2/CHTR)".to_string()
        };
        return Err(unsupported(kind, extract));
    }
    tracks.sort_by_key(|t| t.number);
    let unit = if version == 5 { h.unit_bytes } else { FRAME };
    if unit != FRAME || h.hunk_bytes == 0 || !h.hunk_bytes.is_multiple_of(FRAME) {
        return Err(unsupported(
            format!("its unit is {unit} bytes and hunk {}, not 2448-byte CD frames", h.hunk_bytes),
            extract,
        ));
    }
    h.check_sizes(len).map_err(|e| damaged(e.offset, e.problem))?;
    let map = Map::read(&mut file, &h, len).map_err(|e| damaged(e.offset, e.problem))?;
    let frames_per_hunk = u64::from(h.hunk_bytes / FRAME);
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
    if needed > h.hunk_count {
        return Err(damaged(
            0,
            format!("track {} needs {needed} hunks but the CHD has {}", track.number, h.hunk_count),
        ));
    }
    let workers =
        std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, MAX_DECODERS);
    let mut decoders = Vec::with_capacity(workers);
    let new_codecs = || -> Result<Vec<Option<Box<dyn CompressionCodec>>>, DiscError> {
        h.codecs
            .iter()
            .map(|&t| {
                crate::quiet::catch(|| codec(version, t, h.hunk_bytes))
                    .map_err(|p| format!("panicked: {p}"))
                    .and_then(|r| r.map_err(|e| format!("{e:?}")))
                    .map_err(|e| {
                        unsupported(
                            format!("the chd crate cannot set up codec {} ({e})", tag_text(t)),
                            extract.clone(),
                        )
                    })
            })
            .collect()
    };
    decoders.push(Mutex::new(Decoder { file, codecs: new_codecs()?, compressed: Vec::new() }));
    for _ in 1..workers {
        let f = File::open(path).map_err(io)?;
        decoders.push(Mutex::new(Decoder {
            file: f,
            codecs: new_codecs()?,
            compressed: Vec::new(),
        }));
    }
    let codec_names = h.codecs.map(tag_text);
    let stream = ChdStream {
        decoders,
        map,
        codec_names,
        frames_per_hunk,
        hunk_bytes: h.hunk_bytes as usize,
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
