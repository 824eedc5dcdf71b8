//! Emulator captures: raw RAM/VRAM dumps, DuckStation GPU dumps, and DuckStation, PCSX-Redux
//! and Mednafen/Beetle save states.
//!
//! [`detect`] decides the kind from the bytes alone (never the file name); [`read`] returns
//! whatever RAM, VRAM and GTE registers the capture holds as a [`Capture`].
//!
//! | Kind | Recognised by | RAM | VRAM | GTE |
//! |---|---|---|---|---|
//! | raw VRAM | exactly 1 MiB | – | yes | – |
//! | raw RAM | exactly 2 MiB or 8 MiB | first 2 MiB | – | – |
//! | GPU dump | `PSXGPUDUMP` (plain, or inside zstd / xz / gzip) | – | replayed | – |
//! | DuckStation `.sav` | `DUCC` | yes | yes | – |
//! | PCSX-Redux `.sstate` | gzip → protobuf field 1 naming "PCSX-Redux SaveState" | yes | yes | yes |
//! | Mednafen / Beetle | `MDFNSVST` (plain, gzip, or in an uncompressed RetroArch `RASTATE`) | yes | yes | – |
//!
//! DuckStation's code is CC-BY-NC-ND: these readers follow published layouts (GPUDUMP.md, the
//! header structures), never its code.
//!
//! Every decoder runs under a [`Limits`] budget ([`read_with_limits`],
//! [`read_gpu_dump_with_limits`], [`duckstation::read_with_limits`]; the plain functions use
//! [`Limits::DEFAULT`]): decompressed bytes (a state body at most 32 MiB, a GPU dump 512 MiB),
//! expansion ratio (500× past the first 32 MiB), and replay work (a VRAM copy, fill or upload
//! costs its area). Hostile input fails fast with [`CaptureError::Limit`] naming the limit.
//! [`load`] reads a capture file, refusing devices, FIFOs and oversized files.

mod capture;
pub mod container;
pub mod duckstation;
mod error;
pub mod gpu_dump;
mod limits;
pub mod mednafen;
pub mod protobuf;
pub mod redux;
pub mod xz;

pub use capture::{Capture, CaptureKind, GteRegs, RAM_BYTES};
pub use container::{Container, MAX_DECOMPRESSED};
pub use error::CaptureError;
pub use gpu_dump::{
    read_gpu_dump, read_gpu_dump_with, read_gpu_dump_with_limits, write_gpu_dump, GpuDump,
    GpuDumpWriter, Upload,
};
pub use limits::Limits;

use std::io::Read;

use gpu::vram::{Vram, BYTES as VRAM_BYTES};

/// Bytes of a compressed capture decompressed by [`detect`] to see what is inside.
const SNIFF_BYTES: usize = 4096;

const CHECKED: &str = "magics \"DUCC\" (DuckStation state), \"PSXGPUDUMP\" (GPU dump), \
    \"MDFNSVST\" (Mednafen), \"RASTATE\" holding \"MDFNSVST\"; zstd/xz/gzip containers \
    holding a GPU dump, a Mednafen state or a PCSX-Redux protobuf; sizes 0x100000 (raw VRAM), \
    0x200000 or 0x800000 (raw RAM)";

/// Decides what a capture is from its bytes. Compressed files are decompressed only as far as
/// their first 4 KiB.
pub fn detect(bytes: &[u8]) -> std::result::Result<CaptureKind, CaptureError> {
    if let Some(kind) = sniff_plain(bytes) {
        return Ok(kind);
    }
    if let Some(c) = Container::sniff(bytes) {
        let inner = container::decompress_prefix(c, bytes, SNIFF_BYTES)?;
        if let Some(kind) = sniff_plain(&inner) {
            return Ok(kind);
        }
        if c == Container::Gzip && redux::is_redux(&inner) {
            return Ok(CaptureKind::PcsxReduxState);
        }
        return Err(CaptureError::Unknown {
            len: bytes.len(),
            checked: format!(
                "{CHECKED}; this is a {} stream whose content starts {:02X?}",
                c.name(),
                inner.get(..16).unwrap_or(&inner)
            ),
        });
    }
    match bytes.len() {
        VRAM_BYTES => Ok(CaptureKind::RawVram),
        n if n == RAM_BYTES || n == RAM_BYTES.saturating_mul(4) => Ok(CaptureKind::RawRam),
        len => Err(CaptureError::Unknown { len, checked: CHECKED.to_owned() }),
    }
}

/// Reads a capture file's bytes for [`read_with_limits`]: refuses non-regular files
/// (`/dev/zero`, FIFOs, directories) before opening them, and files larger than
/// [`Limits::dump_bytes`] (no capture is bigger) before reading them.
pub fn load(path: &std::path::Path, limits: &Limits) -> std::result::Result<Vec<u8>, CaptureError> {
    let io = |source| CaptureError::Io { path: path.to_path_buf(), source };
    let meta = std::fs::metadata(path).map_err(io)?;
    if let Some(kind) = disc::non_regular_kind(&meta) {
        return Err(CaptureError::NotRegular { path: path.to_path_buf(), kind });
    }
    let cap = limits.dump_bytes.max(limits.state_bytes) as u64;
    if meta.len() > cap {
        return Err(limits::exceeded(
            "Limits::dump_bytes",
            cap,
            format!("{} is {} bytes", path.display(), meta.len()),
        ));
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > cap {
        return Err(limits::exceeded(
            "Limits::dump_bytes",
            cap,
            format!("{} grew past the limit while being read", path.display()),
        ));
    }
    Ok(bytes)
}

/// Reads a capture from a stream on purpose (a pipe, standard input), at most
/// [`Limits::dump_bytes`]: a longer stream is [`CaptureError::Limit`], so `/dev/zero` ends.
pub fn load_stream(
    mut reader: impl std::io::Read,
    limits: &Limits,
) -> std::result::Result<Vec<u8>, CaptureError> {
    let io = |source| CaptureError::Io { path: std::path::PathBuf::from("<stream>"), source };
    let cap = limits.dump_bytes.max(limits.state_bytes) as u64;
    let mut bytes = Vec::new();
    reader.by_ref().take(cap).read_to_end(&mut bytes).map_err(io)?;
    let mut probe = [0u8; 1];
    if reader.read(&mut probe).map_err(io)? > 0 {
        return Err(limits::exceeded(
            "Limits::dump_bytes",
            cap,
            "the stream goes on past the limit".to_string(),
        ));
    }
    Ok(bytes)
}

/// RetroArch's state wrapper magic **[provisional: third-party readers]**.
const RASTATE: &[u8] = b"RASTATE";

/// Where a Mednafen state starts: 0, or inside an uncompressed RetroArch `RASTATE` wrapper
/// (its `MEM ` block holds the core's state; looked for in the first 256 bytes).
fn mednafen_start(bytes: &[u8]) -> Option<usize> {
    if bytes.starts_with(mednafen::MAGIC) {
        return Some(0);
    }
    if bytes.starts_with(RASTATE) {
        let head = bytes.get(..256).unwrap_or(bytes);
        return memchr::memmem::find(head, mednafen::MAGIC);
    }
    None
}

/// Kinds recognised by an uncompressed magic.
fn sniff_plain(bytes: &[u8]) -> Option<CaptureKind> {
    if bytes.starts_with(b"DUCC") {
        Some(CaptureKind::DuckStationState)
    } else if gpu_dump::is_gpu_dump(bytes) {
        Some(CaptureKind::GpuDump)
    } else if mednafen_start(bytes).is_some() {
        Some(CaptureKind::MednafenState)
    } else {
        None
    }
}

/// Reads any capture [`detect`] recognises, under the default [`Limits`]. A GPU dump is
/// replayed to its end; use [`read_gpu_dump`] to stop after N frames.
pub fn read(bytes: &[u8]) -> std::result::Result<Capture, CaptureError> {
    read_with_limits(bytes, &Limits::DEFAULT)
}

/// As [`read`], under `limits`: decompression output, expansion ratio and replay work are
/// bounded, and a capture past them is [`CaptureError::Limit`] naming the limit.
pub fn read_with_limits(
    bytes: &[u8],
    limits: &Limits,
) -> std::result::Result<Capture, CaptureError> {
    match detect(bytes)? {
        CaptureKind::RawVram => {
            let mut cap = Capture::empty(CaptureKind::RawVram);
            cap.vram = Vram::from_le_bytes(bytes).ok();
            Ok(cap)
        }
        CaptureKind::RawRam => {
            let mut cap = Capture::empty(CaptureKind::RawRam);
            if bytes.len() > RAM_BYTES {
                cap.notes.push(format!(
                    "{:#x}-byte RAM dump (8 MiB mode): the first 2 MiB are used",
                    bytes.len()
                ));
            }
            cap.ram = bytes.get(..RAM_BYTES).map(<[u8]>::to_vec);
            Ok(cap)
        }
        CaptureKind::GpuDump => {
            let dump = read_gpu_dump_with_limits(bytes, None, &mut |_, _| {}, limits)?;
            let mut cap = Capture::empty(CaptureKind::GpuDump);
            cap.notes.push(format!(
                "GPU dump: {}-byte magic, {}{} packets, {} GP0 commands, {} frames after \
                 TraceBegin, drawing offset {:?}",
                dump.magic_len,
                dump.container.map(|c| format!("{} compressed, ", c.name())).unwrap_or_default(),
                dump.packets,
                dump.commands,
                dump.frames_seen,
                dump.draw_offset
            ));
            if let Some(id) = &dump.game_id {
                cap.notes.push(format!("game ID: {id}"));
            }
            cap.notes.extend(dump.notes);
            cap.vram = Some(dump.vram_after);
            Ok(cap)
        }
        CaptureKind::DuckStationState => duckstation::read_with_limits(bytes, limits),
        kind @ (CaptureKind::PcsxReduxState | CaptureKind::MednafenState) => {
            let owned;
            let data = match Container::sniff(bytes) {
                Some(c) => {
                    owned = container::decompress_limited(
                        c,
                        bytes,
                        0,
                        limits.state_bytes,
                        "Limits::state_bytes",
                        limits,
                    )?;
                    &owned[..]
                }
                None => bytes,
            };
            if kind == CaptureKind::PcsxReduxState {
                return redux::read(data);
            }
            let start = mednafen_start(data).unwrap_or(0);
            let mut cap = mednafen::read(data.get(start..).unwrap_or(&[]))?;
            if start > 0 {
                cap.notes.push(format!(
                    "inside a RetroArch RASTATE wrapper (state at offset {start:#x})"
                ));
            }
            Ok(cap)
        }
    }
}
