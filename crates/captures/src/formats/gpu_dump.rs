//! DuckStation GPU dumps (`.psxgpu`, `.psxgpu.zst`, `.psxgpu.xz`): reader and writer.
//!
//! Layout **[public: ps1dev/standards GPUDUMP.md; DuckStation's writer differs as noted]**:
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0 | 14 or 16 | magic: `PSXGPUDUMPv1\0\0` (DuckStation) or `PSXGPUDUMPv1r1\0\0` (spec) |
//! | 14/16 | … | packets: `u32` header `(type << 24) \| payload_words`, then the payload |
//!
//! Packet types: `00` GP0 data, `01` GP1 data, `02` VSync (0–2 words of CPU-cycle timestamp),
//! `03` discard port-0 data, `04` readback, `05` TraceBegin (empty), `06` GPU version, `10`
//! game ID, `11` "PAL"/"NTSC", `12` comment. Unknown types are skipped by their length.
//!
//! Packets are not commands: DuckStation writes a direct GP0 write as a 1-word packet and each
//! DMA chunk (each linked-list node, header stripped) as one packet, so a command can be split
//! across packets. All type-`00` payloads are therefore joined and run through one
//! [`gpu::gp0::Gp0`] state machine. Before TraceBegin DuckStation writes synthetic state:
//! E1–E6 and one upload of the whole VRAM (`A0000000, 0, 0` + 262144 words) **[public:
//! r4 §3.1]**.

use super::container::{self, Container};
use super::error::{CaptureError, Result};
use super::limits::{exceeded, Limits};
use cursor::Cursor;
use gpu::gp0::Gp0;
use gpu::vram::{Vram, HEIGHT, WIDTH};

/// DuckStation's 14-byte magic.
pub const MAGIC_DUCKSTATION: &[u8; 14] = b"PSXGPUDUMPv1\0\0";
/// GPUDUMP.md's 16-byte magic.
pub const MAGIC_SPEC: &[u8; 16] = b"PSXGPUDUMPv1r1\0\0";

/// Packet types **[public: GPUDUMP.md]**.
pub mod packet {
    /// GP0 (port 0) data words.
    pub const GP0: u8 = 0x00;
    /// GP1 (port 1) data words.
    pub const GP1: u8 = 0x01;
    /// VSync event, 0–2 words of timestamp.
    pub const VSYNC: u8 = 0x02;
    /// Port-0 data to read and throw away.
    pub const DISCARD: u8 = 0x03;
    /// Port-0 data to read back.
    pub const READBACK: u8 = 0x04;
    /// The trace proper begins; everything before was synthetic state.
    pub const TRACE_BEGIN: u8 = 0x05;
    /// GPU version (one word).
    pub const GPU_VERSION: u8 = 0x06;
    /// Game ID string, zero-padded.
    pub const GAME_ID: u8 = 0x10;
    /// "PAL" / "NTSC".
    pub const VIDEO_FORMAT: u8 = 0x11;
    /// Comment string, zero-padded.
    pub const COMMENT: u8 = 0x12;
}

/// What a GPU dump yields.
#[derive(Debug, Clone)]
pub struct GpuDump {
    /// VRAM when the TraceBegin packet was reached (the synthetic full upload applied). If the
    /// dump has no TraceBegin, the VRAM at the stopping point (and a note says so).
    pub vram_at_trace_begin: Vram,
    /// VRAM after the requested number of frames (or at the end of the dump).
    pub vram_after: Vram,
    /// VSync packets seen after TraceBegin, up to the stopping point.
    pub frames_seen: u32,
    /// The `E5` drawing offset at the stopping point.
    pub draw_offset: (i16, i16),
    /// Packets read, up to the stopping point.
    pub packets: u32,
    /// GP0 commands completed, up to the stopping point.
    pub commands: u64,
    /// Which magic the file had: 14 (DuckStation) or 16 (spec).
    pub magic_len: usize,
    /// The compression container, if any.
    pub container: Option<Container>,
    /// Game ID packet, if present.
    pub game_id: Option<String>,
    /// Offset of the TraceBegin packet; `None` when the dump has none (nothing counts as drawn).
    pub trace_begin_at: Option<u64>,
    /// Polygon commands (`20`–`3F`) completed in the whole dump, before TraceBegin included.
    pub polygons_total: u64,
    /// Things a user may want to know (comments, truncation, missing TraceBegin).
    pub notes: Vec<String>,
}

/// True if `bytes` (decompressed) starts like a GPU dump of any version.
pub fn is_gpu_dump(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PSXGPUDUMP")
}

/// Reads a GPU dump, plain or zstd/xz compressed, and replays it into VRAM. With
/// `frames = Some(n)`, stops after the `n`-th VSync after TraceBegin; `Some(0)` stops at
/// TraceBegin.
pub fn read_gpu_dump(bytes: &[u8], frames: Option<u32>) -> Result<GpuDump> {
    read_gpu_dump_with(bytes, frames, &mut |_, _| {})
}

/// As [`read_gpu_dump`], also calling `on_command(frame, words)` for every GP0 command
/// completed after TraceBegin (`frame` counts VSyncs so far, from 0; words as returned by
/// [`Gp0::push`]). Decode polygons with [`gpu::gp0::decode_polygon`].
pub fn read_gpu_dump_with(
    bytes: &[u8],
    frames: Option<u32>,
    on_command: &mut dyn FnMut(u32, &[u32]),
) -> Result<GpuDump> {
    read_gpu_dump_with_limits(bytes, frames, on_command, &Limits::DEFAULT)
}

/// As [`read_gpu_dump_with`], under `limits`: the decompressed size
/// ([`Limits::dump_bytes`], [`Limits::expansion_ratio`]) and the replay work
/// ([`Limits::replay_base`] + [`Limits::replay_per_byte`] per byte; a VRAM copy, fill or
/// upload costs its area, every word 1) are bounded.
pub fn read_gpu_dump_with_limits(
    bytes: &[u8],
    frames: Option<u32>,
    on_command: &mut dyn FnMut(u32, &[u32]),
    limits: &Limits,
) -> Result<GpuDump> {
    let container = Container::sniff(bytes);
    let owned;
    let data: &[u8] = match container {
        Some(kind) => {
            owned = container::decompress_limited(
                kind,
                bytes,
                0,
                limits.dump_bytes,
                "Limits::dump_bytes",
                limits,
            )?;
            &owned
        }
        None => bytes,
    };
    let mut dump = replay(data, frames, on_command, limits)?;
    dump.container = container;
    Ok(dump)
}

/// Replays an uncompressed dump.
fn replay(
    data: &[u8],
    frames: Option<u32>,
    on_command: &mut dyn FnMut(u32, &[u32]),
    limits: &Limits,
) -> Result<GpuDump> {
    let magic_len = if data.starts_with(MAGIC_SPEC) {
        MAGIC_SPEC.len()
    } else if data.starts_with(MAGIC_DUCKSTATION) {
        MAGIC_DUCKSTATION.len()
    } else {
        let head = data.get(..16).unwrap_or(data);
        let found =
            head.iter().map(|&b| if b.is_ascii_graphic() { b as char } else { '.' }).collect();
        return Err(CaptureError::GpuDumpVersion { found });
    };
    let mut cur = Cursor::new(data);
    cur.seek(magic_len)?;
    let mut gp0 = Gp0::default();
    let mut at_begin: Option<Vram> = None;
    let mut frames_seen = 0u32;
    let mut packets = 0u32;
    let mut game_id = None;
    let mut notes = Vec::new();
    let mut work = Work::new(limits.replay_allowed(data.len()));
    let mut trace_begin_at = None;
    // The packet that began the command being received.
    let mut command_at = 0u64;
    let mut stopped_early = false;
    while cur.remaining() > 0 {
        if frames.is_some_and(|n| at_begin.is_some() && frames_seen >= n) {
            stopped_early = true;
            break;
        }
        let at = cur.offset();
        let Ok(header) = cur.u32_le() else {
            return Err(CaptureError::Truncated {
                offset: at,
                detail: format!(
                    "{} stray bytes at the end, less than a 4-byte packet header",
                    cur.remaining()
                ),
            });
        };
        let kind = (header >> 24) as u8;
        let words = (header & 0x00FF_FFFF) as usize;
        let wanted = words.saturating_mul(4);
        let Ok(payload) = cur.take(wanted) else {
            return Err(CaptureError::Truncated {
                offset: at,
                detail: format!(
                    "packet {packets} (type {kind:#04x}) declares {words:#x} words ({wanted} \
                     bytes) but only {} bytes follow its header",
                    cur.remaining()
                ),
            });
        };
        packets = packets.saturating_add(1);
        match kind {
            packet::GP0 => {
                for w in payload.chunks_exact(4) {
                    let word = u32::from_le_bytes([
                        w.first().copied().unwrap_or(0),
                        w.get(1).copied().unwrap_or(0),
                        w.get(2).copied().unwrap_or(0),
                        w.get(3).copied().unwrap_or(0),
                    ]);
                    if gp0.idle() {
                        command_at = at;
                    }
                    work.charge(gp0.idle(), word, at)?;
                    if let Some(cmd) = gp0.push(word) {
                        if at_begin.is_some() {
                            on_command(frames_seen, cmd);
                        }
                    }
                }
            }
            packet::GP1 => {
                for w in payload.chunks_exact(4) {
                    match w.get(3).copied().unwrap_or(0) & 0x3F {
                        0x00 => gp0.reset(),
                        0x01 => gp0.reset_command_buffer(),
                        _ => {}
                    }
                }
            }
            packet::VSYNC if at_begin.is_some() => frames_seen = frames_seen.saturating_add(1),
            packet::TRACE_BEGIN if at_begin.is_none() => {
                trace_begin_at = Some(at);
                at_begin = Some(gp0.vram().clone());
            }
            packet::GAME_ID => game_id = Some(text(payload)),
            packet::COMMENT => notes.push(format!("comment: {}", text(payload))),
            packet::VIDEO_FORMAT => notes.push(format!("video format: {}", text(payload))),
            _ => {}
        }
    }
    let draw_offset = gp0.environment().draw_offset;
    let commands = gp0.stats().commands;
    let polygons_total = gp0.stats().polygons;
    if let (false, Some(p)) = (stopped_early, gp0.partial()) {
        return Err(CaptureError::Truncated {
            offset: command_at,
            detail: describe_partial(&p, command_at),
        });
    }
    let vram_after = gp0.into_vram();
    let vram_at_trace_begin = match at_begin {
        Some(v) => v,
        None => {
            notes.push("no TraceBegin packet: initial VRAM is the final VRAM".to_owned());
            vram_after.clone()
        }
    };
    if let Some(n) = frames {
        if frames_seen < n {
            notes.push(format!("asked for {n} frames; the dump has {frames_seen}"));
        }
    }
    Ok(GpuDump {
        vram_at_trace_begin,
        vram_after,
        frames_seen,
        draw_offset,
        packets,
        commands,
        magic_len,
        container: None,
        game_id,
        trace_begin_at,
        polygons_total,
        notes,
    })
}

/// What a command cut by the end of the dump was, and how much of it arrived.
fn describe_partial(p: &gpu::gp0::Partial, at: u64) -> String {
    let op = p.first >> 24;
    let what = match op {
        0xA0..=0xBF => "a CPU→VRAM upload (A0)".to_string(),
        0x20..=0x3F => format!("a polygon ({op:02X})"),
        0x40..=0x5F => format!("a line ({op:02X})"),
        0x60..=0x7F => format!("a rectangle ({op:02X})"),
        0x80..=0x9F => "a VRAM→VRAM copy (80)".to_string(),
        0xC0..=0xDF => "a VRAM→CPU read (C0)".to_string(),
        _ => format!("command {op:02X}"),
    };
    let of = p
        .needed
        .map_or_else(|| " (a polyline missing its terminator)".to_string(), |n| format!(" of {n}"));
    format!(
        "the dump ends inside {what} begun in the packet at offset {at:#x}: {} word(s){of} \
         arrived",
        p.received
    )
}

/// Replay work: every GP0 word costs 1, a fill, VRAM→VRAM copy or CPU→VRAM upload its area
/// (charged when its size word arrives, before the GPU would run it).
struct Work {
    used: u64,
    allowed: u64,
    /// First word of the command being received, and how many of its words came so far.
    first: u32,
    pos: u32,
}

impl Work {
    fn new(allowed: u64) -> Self {
        Work { used: 0, allowed, first: 0, pos: 0 }
    }

    fn charge(&mut self, idle: bool, word: u32, packet_at: u64) -> Result<()> {
        if idle {
            self.first = word;
            self.pos = 0;
        } else {
            self.pos = self.pos.saturating_add(1);
        }
        let area = |w: usize, h: usize| (w as u64).saturating_mul(h as u64);
        let cost = match (self.first >> 24, self.pos) {
            (0x02, 2) => {
                let w = ((word & 0x3FF).saturating_add(0xF) & !0xF) as usize;
                area(w, ((word >> 16) & 0x1FF) as usize)
            }
            (0x80..=0x9F, 3) | (0xA0..=0xBF, 2) => {
                let (w, h) = gpu::gp0::transfer_size(word);
                area(w, h)
            }
            _ => 0,
        };
        self.used = self.used.saturating_add(cost).saturating_add(1);
        if self.used > self.allowed {
            return Err(exceeded(
                "Limits::replay_base + replay_per_byte",
                self.allowed,
                format!(
                    "replaying the GPU dump needs more than {} pixel writes and words (the GP0 \
                     packet at offset {packet_at:#x} goes past it)",
                    self.allowed
                ),
            ));
        }
        Ok(())
    }
}

/// A zero-padded string payload.
fn text(payload: &[u8]) -> String {
    let end = payload.iter().position(|&b| b == 0).unwrap_or(payload.len());
    String::from_utf8_lossy(payload.get(..end).unwrap_or(&[])).into_owned()
}

/// A rectangle of pixels to upload: `(x, y, w, h, pixels)`, pixels row-major. Missing pixels
/// are written as 0, extra ones ignored.
pub type Upload<'a> = (u16, u16, u16, u16, &'a [u16]);

/// Writes an uncompressed DuckStation-style GPU dump:
///
/// 1. the 14-byte DuckStation magic, a GPU-version packet (1) and a comment;
/// 2. before TraceBegin: GP0 `E1`–`E6` (zero environment) and a full-VRAM upload of an
///    all-zero VRAM (`A0000000, 0, 0` + 262144 words), as DuckStation does;
/// 3. TraceBegin;
/// 4. frame 1: each upload as a CPU→VRAM command (`A0`), its data split across several GP0
///    packets, then a VSync;
/// 5. `frames − 1` more VSync packets (so `frames` VSyncs in all; at least 1).
///
/// Reading it back gives `vram_at_trace_begin` all zero and `vram_after` with the uploads.
pub fn write_gpu_dump(vram_uploads: &[Upload<'_>], frames: u32) -> Vec<u8> {
    let mut w = GpuDumpWriter::new(&Vram::new());
    for &(x, y, width, height, pixels) in vram_uploads {
        w.upload(x, y, width, height, pixels);
    }
    for _ in 0..frames.max(1) {
        w.vsync();
    }
    w.finish()
}

/// An uncompressed GPU-dump writer for synthetic captures. [`GpuDumpWriter::new`] writes the
/// header and the pre-TraceBegin state; then any mix of uploads, raw GP0 words and VSyncs.
#[derive(Debug, Clone)]
pub struct GpuDumpWriter {
    out: Vec<u8>,
    ticks: u64,
}

/// Largest GP0 packet the writer emits for upload data, in words (splits big uploads the way
/// DMA chunks do, so readers must join packets).
const UPLOAD_CHUNK_WORDS: usize = 0x1000;

impl GpuDumpWriter {
    /// Starts a dump whose VRAM at TraceBegin is `initial`.
    pub fn new(initial: &Vram) -> Self {
        let mut w = Self { out: Vec::with_capacity(1 << 21), ticks: 0 };
        w.out.extend_from_slice(MAGIC_DUCKSTATION);
        w.packet(packet::GPU_VERSION, &[1]);
        w.packet(packet::COMMENT, &string_words("dewrip synthetic GPU dump"));
        w.packet(packet::GP0, &[0xE100_0000, 0xE200_0000, 0xE300_0000]);
        w.packet(packet::GP0, &[0xE400_0000, 0xE500_0000, 0xE600_0000]);
        let mut words = Vec::with_capacity(3 + WIDTH * HEIGHT / 2);
        words.extend_from_slice(&[0xA000_0000, 0, 0]);
        words.extend(initial.pixels().chunks_exact(2).map(|p| {
            u32::from(p.first().copied().unwrap_or(0))
                | (u32::from(p.get(1).copied().unwrap_or(0)) << 16)
        }));
        w.packet(packet::GP0, &words);
        w.packet(packet::TRACE_BEGIN, &[]);
        w
    }

    /// A CPU→VRAM upload of a `w`×`h` rectangle at (x, y); header and data in separate
    /// packets, data split every 4096 words.
    pub fn upload(&mut self, x: u16, y: u16, w: u16, h: u16, pixels: &[u16]) {
        let (x, y) = (u32::from(x) & 0x3FF, u32::from(y) & 0x1FF);
        let size = (u32::from(h) << 16) | u32::from(w);
        self.packet(packet::GP0, &[0xA000_0000, (y << 16) | x, size]);
        let (w, h) = gpu::gp0::transfer_size(size);
        let total = w.saturating_mul(h);
        let px = |i: usize| u32::from(pixels.get(i).copied().unwrap_or(0));
        let words: Vec<u32> = (0..total.div_ceil(2))
            .map(|k| {
                let i = k.saturating_mul(2);
                let hi = if i.saturating_add(1) < total { px(i.saturating_add(1)) } else { 0 };
                px(i) | (hi << 16)
            })
            .collect();
        for chunk in words.chunks(UPLOAD_CHUNK_WORDS) {
            self.packet(packet::GP0, chunk);
        }
    }

    /// Raw GP0 words, in one packet.
    pub fn gp0(&mut self, words: &[u32]) {
        self.packet(packet::GP0, words);
    }

    /// A VSync packet with a 64-bit cycle timestamp (one NTSC frame apart).
    pub fn vsync(&mut self) {
        self.ticks = self.ticks.wrapping_add(564_480);
        let t = self.ticks;
        self.packet(packet::VSYNC, &[t as u32, (t >> 32) as u32]);
    }

    /// The finished dump.
    pub fn finish(self) -> Vec<u8> {
        self.out
    }

    fn packet(&mut self, kind: u8, payload: &[u32]) {
        let len = (payload.len() as u32) & 0x00FF_FFFF;
        self.out.extend_from_slice(&((u32::from(kind) << 24) | len).to_le_bytes());
        for w in payload {
            self.out.extend_from_slice(&w.to_le_bytes());
        }
    }
}

/// A string as zero-padded words (at least one zero byte).
fn string_words(s: &str) -> Vec<u32> {
    let mut b = s.as_bytes().to_vec();
    b.push(0);
    while !b.len().is_multiple_of(4) {
        b.push(0);
    }
    b.chunks_exact(4)
        .map(|c| {
            u32::from_le_bytes([
                c.first().copied().unwrap_or(0),
                c.get(1).copied().unwrap_or(0),
                c.get(2).copied().unwrap_or(0),
                c.get(3).copied().unwrap_or(0),
            ])
        })
        .collect()
}
