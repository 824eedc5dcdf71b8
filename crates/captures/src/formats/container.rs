//! Compressed containers around captures: zstd, xz, gzip, zlib. Every decoder is a stream read
//! in 64 KiB steps into a buffer that stops at the output limit, so decoding stops there too,
//! and the decoders' own memory is bounded before they are made: the xz dictionary (at most
//! [`super::xz::MAX_DICTIONARY`]) and the zstd window (at most [`MAX_ZSTD_WINDOW`]) are read
//! from the headers first. A small hostile file cannot exhaust memory (style rule 8).

use std::io::{Read, Write};

use super::error::{CaptureError, Result};
use super::limits::Limits;

/// Most bytes any decompression may produce: 1 GiB. A real GPU dump of a few hundred frames
/// stays well below; a DuckStation state body is about 4–12 MiB.
pub const MAX_DECOMPRESSED: usize = 1 << 30;

/// zstd frame magic `28 B5 2F FD` **[published: RFC 8878]**.
pub const ZSTD_MAGIC: [u8; 4] = [0x28, 0xB5, 0x2F, 0xFD];
/// xz stream magic `FD 37 7A 58 5A 00` **[published: xz file format]**.
pub const XZ_MAGIC: [u8; 6] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00];
/// gzip member magic `1F 8B` **[published: RFC 1952]**.
pub const GZIP_MAGIC: [u8; 2] = [0x1F, 0x8B];

/// A compression container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// Zstandard.
    Zstd,
    /// xz (LZMA2).
    Xz,
    /// gzip.
    Gzip,
    /// zlib (RFC 1950); never sniffed, only named by a header (DuckStation states).
    Zlib,
}

impl Container {
    /// The container's name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Container::Zstd => "zstd",
            Container::Xz => "xz",
            Container::Gzip => "gzip",
            Container::Zlib => "zlib",
        }
    }

    /// The container whose magic `bytes` starts with (zstd, xz or gzip).
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(&ZSTD_MAGIC) {
            Some(Container::Zstd)
        } else if bytes.starts_with(&XZ_MAGIC) {
            Some(Container::Xz)
        } else if bytes.starts_with(&GZIP_MAGIC) {
            Some(Container::Gzip)
        } else {
            None
        }
    }
}

/// Decompresses all of `data`; more than `limit` bytes of output is [`CaptureError::TooLarge`].
/// `offset` is where `data` starts in the file (for messages).
pub fn decompress(kind: Container, data: &[u8], offset: u64, limit: usize) -> Result<Vec<u8>> {
    let (out, overflow) = run(kind, data, offset, limit)?;
    if overflow {
        return Err(CaptureError::TooLarge { container: kind.name(), limit: limit as u64 });
    }
    Ok(out)
}

/// Decompresses all of `data` under `limits`: at most `cap` bytes (the limit named
/// `cap_name`), and at most [`Limits::expansion_ratio`] times the input past
/// [`Limits::ratio_floor`]. Output past either is [`CaptureError::Limit`], naming which.
pub fn decompress_limited(
    kind: Container,
    data: &[u8],
    offset: u64,
    cap: usize,
    cap_name: &'static str,
    limits: &Limits,
) -> Result<Vec<u8>> {
    let (allowed, which) = limits.output_allowed(data.len(), cap, cap_name);
    let (out, overflow) = run(kind, data, offset, allowed)?;
    if overflow {
        let value = if which == "Limits::expansion_ratio" {
            limits.expansion_ratio
        } else {
            allowed as u64
        };
        return Err(super::limits::exceeded(
            which,
            value,
            format!(
                "{} data of {:#x} bytes at offset {offset:#x} expands past {allowed:#x} bytes",
                kind.name(),
                data.len()
            ),
        ));
    }
    Ok(out)
}

/// Decompresses at most the first `n` bytes of `data` (fewer if the stream is shorter or
/// breaks after producing some output). Used to sniff what a container holds.
pub fn decompress_prefix(kind: Container, data: &[u8], n: usize) -> Result<Vec<u8>> {
    match run(kind, data, 0, n) {
        Ok((mut out, _)) => {
            out.truncate(n);
            Ok(out)
        }
        Err(e) => Err(e),
    }
}

/// Runs the decoder; returns the output (at most `limit` bytes) and whether there was more.
fn run(kind: Container, data: &[u8], offset: u64, limit: usize) -> Result<(Vec<u8>, bool)> {
    let err = |reason: String| CaptureError::Decompress { container: kind.name(), offset, reason };
    let mut sink = Capped { out: Vec::new(), limit, overflow: false };
    let result = match kind {
        Container::Zstd => zstd_frames(data, &mut sink),
        Container::Xz => copy(super::xz::XzReader::new(data), &mut sink).map_err(|e| e.to_string()),
        Container::Gzip => {
            copy(flate2::read::MultiGzDecoder::new(data), &mut sink).map_err(|e| e.to_string())
        }
        Container::Zlib => {
            copy(flate2::read::ZlibDecoder::new(data), &mut sink).map_err(|e| e.to_string())
        }
    };
    match result {
        Ok(()) => Ok((sink.out, sink.overflow)),
        // Our own sink stops the decoder when the limit is reached.
        Err(_) if sink.overflow => Ok((sink.out, true)),
        Err(reason) => Err(err(reason)),
    }
}

/// Largest zstd window accepted: 128 MiB, zstd's own default decoder limit (window log 27)
/// **[public: zstd `ZSTD_WINDOWLOG_LIMIT_DEFAULT`]**. The decoder reserves the window, so a
/// frame header naming terabytes would be an allocation bomb; it is refused from the header.
pub const MAX_ZSTD_WINDOW: u64 = 1 << 27;

/// The window a zstd frame header at the start of `frame` asks for **[public: RFC 8878 §3.1.1.1]**:
/// from the window descriptor, or the content size of a single-segment frame. `None` when the
/// header is cut short.
pub fn zstd_window(frame: &[u8]) -> Option<u64> {
    let descriptor = *frame.get(4)?;
    let single = descriptor & 0x20 != 0;
    let dict_bytes = match descriptor & 3 {
        0 => 0usize,
        1 => 1,
        2 => 2,
        _ => 4,
    };
    let fcs_bytes = match descriptor >> 6 {
        0 => usize::from(single),
        1 => 2,
        2 => 4,
        _ => 8,
    };
    if !single {
        let w = *frame.get(5)?;
        let log = 10u32.saturating_add(u32::from(w >> 3));
        let base = 1u64.checked_shl(log)?;
        return Some(base.saturating_add((base / 8).saturating_mul(u64::from(w & 7))));
    }
    let at = 5usize.saturating_add(dict_bytes);
    let field = frame.get(at..at.saturating_add(fcs_bytes))?;
    let value = field.iter().rev().fold(0u64, |v, &b| (v << 8) | u64::from(b));
    Some(if fcs_bytes == 2 { value.saturating_add(256) } else { value })
}

/// Decodes consecutive zstd frames (skippable frames end the stream), each window checked
/// against [`MAX_ZSTD_WINDOW`] before its decoder is made.
fn zstd_frames(data: &[u8], sink: &mut Capped) -> std::result::Result<(), String> {
    let mut rest = data;
    while rest.starts_with(&ZSTD_MAGIC) {
        let at = data.len().saturating_sub(rest.len());
        match zstd_window(rest) {
            None => return Err(format!("the zstd frame header at byte {at:#x} is cut short")),
            Some(w) if w > MAX_ZSTD_WINDOW => {
                return Err(format!(
                    "the zstd frame at byte {at:#x} asks for a {w}-byte window; at most \
                     {MAX_ZSTD_WINDOW} (zstd's own default limit) is allocated"
                ))
            }
            Some(_) => {}
        }
        let decoder =
            ruzstd::decoding::StreamingDecoder::new(&mut rest).map_err(|e| e.to_string())?;
        copy(decoder, sink).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Copies a reader into the capped sink in 64 KiB steps.
fn copy<R: Read>(mut reader: R, sink: &mut Capped) -> std::io::Result<()> {
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let n = reader.read(&mut buf)?;
        if n == 0 {
            return Ok(());
        }
        sink.write_all(buf.get(..n).unwrap_or(&[]))?;
    }
}

/// A `Write` that keeps at most `limit` bytes and fails once more arrive.
struct Capped {
    out: Vec<u8>,
    limit: usize,
    overflow: bool,
}

impl Write for Capped {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let room = self.limit.saturating_sub(self.out.len());
        let take = buf.len().min(room);
        // Grow by doubling but never past the limit, so the buffer stays within it.
        if self.out.capacity().saturating_sub(self.out.len()) < take {
            let want = self.out.len().saturating_add(take);
            let grown = self.out.capacity().saturating_mul(2).max(want).min(self.limit.max(want));
            self.out.reserve_exact(grown.saturating_sub(self.out.len()));
        }
        self.out.extend_from_slice(buf.get(..take).unwrap_or(&[]));
        if buf.len() > room {
            self.overflow = true;
            return Err(std::io::Error::other("output limit reached"));
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_limits() {
        let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        let z = ruzstd::encoding::compress_to_vec(
            &data[..],
            ruzstd::encoding::CompressionLevel::Fastest,
        );
        assert_eq!(Container::sniff(&z), Some(Container::Zstd));
        assert_eq!(decompress(Container::Zstd, &z, 0, 1 << 20).unwrap(), data);
        assert!(matches!(
            decompress(Container::Zstd, &z, 0, 1000),
            Err(CaptureError::TooLarge { limit: 1000, .. })
        ));
        assert_eq!(decompress_prefix(Container::Zstd, &z, 16).unwrap(), &data[..16]);

        let mut x = Vec::new();
        lzma_rs::xz_compress(&mut &data[..], &mut x).unwrap();
        assert_eq!(Container::sniff(&x), Some(Container::Xz));
        assert_eq!(decompress(Container::Xz, &x, 0, 1 << 20).unwrap(), data);
        assert!(decompress(Container::Xz, &x, 0, 10).is_err());

        let mut g = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        g.write_all(&data).unwrap();
        let g = g.finish().unwrap();
        assert_eq!(Container::sniff(&g), Some(Container::Gzip));
        assert_eq!(decompress(Container::Gzip, &g, 0, 1 << 20).unwrap(), data);
        assert_eq!(decompress_prefix(Container::Gzip, &g, 3).unwrap(), &data[..3]);
    }

    #[test]
    fn garbage_is_an_error() {
        let bad = [0x28, 0xB5, 0x2F, 0xFD, 0xFF, 0xFF, 0xFF];
        assert!(matches!(
            decompress(Container::Zstd, &bad, 7, 100),
            Err(CaptureError::Decompress { offset: 7, .. })
        ));
        assert!(decompress(Container::Xz, &XZ_MAGIC, 0, 100).is_err());
        assert!(decompress(Container::Zlib, &[1, 2, 3], 0, 100).is_err());
    }
}
