//! The xz container, read as a stream: each block's LZMA2 data is decoded as the caller reads,
//! so a reader that stops at a limit stops the decoding there (the `lzma-rs` decoder this
//! replaces kept a block's whole output in memory before handing any of it over).
//!
//! Format **[public: The .xz File Format 1.2.1, tukaani.org]**: a stream is a header (magic
//! `FD 37 7A 58 5A 00`, two flag bytes — the second is the check type — and their CRC-32), blocks,
//! an index and a footer (CRC-32, backward size, the flags again, `YZ`); streams may follow one
//! another with zero padding in multiples of 4 bytes. A block is a header (its size ÷ 4 − 1 in
//! the first byte; flags: bits 0–1 filters − 1, bit 6 compressed size present, bit 7
//! uncompressed size present; the sizes and filter flags as variable-length integers; zero
//! padding; CRC-32), the compressed data, zero padding to 4 bytes and the check (none, CRC-32,
//! CRC-64 or SHA-256 of the block's output). dewrip reads the one filter every xz encoder writes
//! by default, LZMA2 (ID 0x21, one property byte: the dictionary size); its decoder is
//! `lzma-rust2`'s, created for at most [`MAX_DICTIONARY`] bytes of dictionary. Every size and
//! check is verified, the index against the blocks read.

use std::io::{self, Read};

use sha2::Digest as _;

/// Largest LZMA2 dictionary accepted **[public: xz's `-9` preset uses 64 MiB]**: the decoder
/// allocates it, so a header naming 4 GiB would be an allocation bomb.
pub const MAX_DICTIONARY: u32 = 64 << 20;

const MAGIC: [u8; 6] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00];
const CRC32: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);
const CRC64: crc::Crc<u64> = crc::Crc::<u64>::new(&crc::CRC_64_XZ);

/// The check of a block's output, as it runs.
enum Check {
    None,
    Crc32(crc::Digest<'static, u32>),
    Crc64(crc::Digest<'static, u64>),
    Sha256(Box<sha2::Sha256>),
}

impl Check {
    fn new(kind: u8) -> Option<Check> {
        match kind {
            0x00 => Some(Check::None),
            0x01 => Some(Check::Crc32(CRC32.digest())),
            0x04 => Some(Check::Crc64(CRC64.digest())),
            0x0A => Some(Check::Sha256(Box::default())),
            _ => None,
        }
    }

    fn size(kind: u8) -> usize {
        match kind {
            0x00 => 0,
            0x01 => 4,
            0x04 => 8,
            _ => 32,
        }
    }

    fn update(&mut self, bytes: &[u8]) {
        match self {
            Check::None => {}
            Check::Crc32(d) => d.update(bytes),
            Check::Crc64(d) => d.update(bytes),
            Check::Sha256(d) => d.update(bytes),
        }
    }

    fn finish(self) -> Vec<u8> {
        match self {
            Check::None => Vec::new(),
            Check::Crc32(d) => d.finalize().to_le_bytes().to_vec(),
            Check::Crc64(d) => d.finalize().to_le_bytes().to_vec(),
            Check::Sha256(d) => d.finalize().to_vec(),
        }
    }
}

/// The block being decoded.
struct Block<'a> {
    lzma2: lzma_rust2::Lzma2Reader<&'a [u8]>,
    /// Where its compressed data starts, and the header's size.
    data_at: usize,
    header_size: usize,
    compressed: Option<u64>,
    uncompressed: Option<u64>,
    out: u64,
    check: Check,
}

/// An xz file read as the bytes it holds.
pub struct XzReader<'a> {
    data: &'a [u8],
    /// Where the next structure starts.
    pos: usize,
    /// The current stream's check type and flags (`None` between streams).
    stream: Option<[u8; 2]>,
    block: Option<Block<'a>>,
    /// `(unpadded size, uncompressed size)` of the current stream's blocks, for its index.
    records: Vec<(u64, u64)>,
    /// Streams started.
    streams: u32,
    done: bool,
}

fn bad(at: usize, what: impl std::fmt::Display) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("xz: {what} (at byte {at:#x})"))
}

impl<'a> XzReader<'a> {
    /// A reader over the xz file `data`.
    pub fn new(data: &'a [u8]) -> Self {
        XzReader {
            data,
            pos: 0,
            stream: None,
            block: None,
            records: Vec::new(),
            streams: 0,
            done: false,
        }
    }

    fn bytes_at(&self, at: usize, n: usize) -> io::Result<&'a [u8]> {
        self.data
            .get(at..at.saturating_add(n))
            .ok_or_else(|| bad(at, format!("the file ends where {n} more bytes are needed")))
    }

    /// A variable-length integer at `*at` (at most 9 bytes), advancing `*at`.
    fn vli(&self, at: &mut usize, end: usize) -> io::Result<u64> {
        let start = *at;
        let mut v = 0u64;
        for i in 0..9u32 {
            if *at >= end {
                return Err(bad(start, "a number runs past its structure"));
            }
            let b = *self.bytes_at(*at, 1)?.first().unwrap_or(&0);
            *at = at.saturating_add(1);
            v |= u64::from(b & 0x7F) << (7u32.saturating_mul(i));
            if b & 0x80 == 0 {
                if b == 0 && i > 0 {
                    return Err(bad(start, "a number is not in its shortest form"));
                }
                return Ok(v);
            }
        }
        Err(bad(start, "a number longer than 9 bytes"))
    }

    fn crc_ok(&self, from: usize, len: usize, crc_at: usize) -> io::Result<()> {
        let covered = self.bytes_at(from, len)?;
        let stored = self.bytes_at(crc_at, 4)?;
        if CRC32.checksum(covered).to_le_bytes() != stored {
            return Err(bad(from, "a CRC-32 does not match what it covers"));
        }
        Ok(())
    }

    /// Reads the next header, index or footer; starts a block or ends the file.
    fn advance(&mut self) -> io::Result<()> {
        let Some(flags) = self.stream else {
            // Between streams: zero padding in 4-byte groups, then a stream header or the end.
            while self.data.get(self.pos..self.pos.saturating_add(4)) == Some(&[0u8; 4][..]) {
                self.pos = self.pos.saturating_add(4);
            }
            if self.pos >= self.data.len() {
                if self.streams == 0 {
                    return Err(bad(0, "the file holds no xz stream"));
                }
                self.done = true;
                return Ok(());
            }
            if self.bytes_at(self.pos, 6)? != MAGIC {
                return Err(bad(self.pos, "no stream header where one must start"));
            }
            let flags: [u8; 2] =
                self.bytes_at(self.pos.saturating_add(6), 2)?.try_into().unwrap_or([0xFF; 2]);
            self.crc_ok(self.pos.saturating_add(6), 2, self.pos.saturating_add(8))?;
            let [reserved, kind] = flags;
            if reserved != 0 || Check::new(kind).is_none() {
                return Err(bad(
                    self.pos.saturating_add(6),
                    format!("stream flags {flags:02X?} (check type {kind}) are not supported"),
                ));
            }
            self.pos = self.pos.saturating_add(12);
            self.streams = self.streams.saturating_add(1);
            self.stream = Some(flags);
            self.records.clear();
            return Ok(());
        };
        let at = self.pos;
        let size_byte = *self.bytes_at(at, 1)?.first().unwrap_or(&0);
        if size_byte == 0 {
            return self.index_and_footer(flags);
        }
        // Block header.
        let header_size = (usize::from(size_byte)).saturating_add(1).saturating_mul(4);
        let end = at.saturating_add(header_size);
        self.bytes_at(at, header_size)?;
        self.crc_ok(at, header_size.saturating_sub(4), end.saturating_sub(4))?;
        let block_flags = *self.bytes_at(at.saturating_add(1), 1)?.first().unwrap_or(&0);
        if block_flags & 0x3C != 0 {
            return Err(bad(at.saturating_add(1), "reserved block flags are set"));
        }
        let mut p = at.saturating_add(2);
        let fields_end = end.saturating_sub(4);
        let compressed =
            if block_flags & 0x40 != 0 { Some(self.vli(&mut p, fields_end)?) } else { None };
        let uncompressed =
            if block_flags & 0x80 != 0 { Some(self.vli(&mut p, fields_end)?) } else { None };
        let filters = (block_flags & 3).saturating_add(1);
        let id = self.vli(&mut p, fields_end)?;
        let props_len = self.vli(&mut p, fields_end)?;
        if filters != 1 || id != 0x21 || props_len != 1 {
            return Err(bad(
                at,
                format!(
                    "a block uses {filters} filter(s), the first {id:#x}; only one LZMA2 filter \
                     (0x21) is read (recompress with plain `xz`)"
                ),
            ));
        }
        let props = *self.bytes_at(p, 1)?.first().unwrap_or(&0xFF);
        p = p.saturating_add(1);
        if self.bytes_at(p, fields_end.saturating_sub(p))?.iter().any(|&b| b != 0) || p > fields_end
        {
            return Err(bad(p, "the block header's padding is not zero"));
        }
        let bits = u32::from(props & 0x3F);
        if props & 0xC0 != 0 || bits > 40 {
            return Err(bad(p, format!("LZMA2 dictionary property {props:#04x} is not valid")));
        }
        let dict = if bits == 40 {
            u32::MAX
        } else {
            (2u32 | (bits & 1)).checked_shl((bits / 2).saturating_add(11)).unwrap_or(u32::MAX)
        };
        if dict > MAX_DICTIONARY {
            return Err(bad(
                p,
                format!(
                    "a block's LZMA2 dictionary is {dict} bytes; at most {MAX_DICTIONARY} (xz \
                     -9) is allocated"
                ),
            ));
        }
        let limit = (dict / 1024).saturating_add(1024);
        let input = self.data.get(end..).unwrap_or(&[]);
        let input = match compressed {
            Some(c) => input.get(..usize::try_from(c).unwrap_or(usize::MAX)).ok_or_else(|| {
                bad(end, format!("a block's {c} compressed bytes run past the end of the file"))
            })?,
            None => input,
        };
        let lzma2 = lzma_rust2::Lzma2Reader::new_mem_limit(input, dict, limit, None)
            .map_err(|e| bad(end, format!("the LZMA2 decoder refuses the block ({e})")))?;
        let [_, kind] = flags;
        let check = Check::new(kind).ok_or_else(|| bad(at, "unsupported check"))?;
        self.block = Some(Block {
            lzma2,
            data_at: end,
            header_size,
            compressed,
            uncompressed,
            out: 0,
            check,
        });
        Ok(())
    }

    /// The current block ended: its sizes, padding and check.
    fn finish_block(&mut self, block: Block<'a>, kind: u8) -> io::Result<()> {
        let left = block.lzma2.into_inner().len();
        let region = self.data.len().saturating_sub(block.data_at);
        let used = match block.compressed {
            Some(c) => usize::try_from(c).unwrap_or(usize::MAX).saturating_sub(left),
            None => region.saturating_sub(left),
        };
        if block.compressed.is_some_and(|c| c != used as u64 || left != 0) {
            return Err(bad(
                block.data_at,
                "a block's compressed size is not what its header says",
            ));
        }
        if block.uncompressed.is_some_and(|u| u != block.out) {
            return Err(bad(
                block.data_at,
                format!("a block decodes to {} bytes, not the size its header says", block.out),
            ));
        }
        let mut at = block.data_at.saturating_add(used);
        let unpadded = block.header_size.saturating_add(used);
        let pad = (4usize.saturating_sub(unpadded % 4)) % 4;
        if self.bytes_at(at, pad)?.iter().any(|&b| b != 0) {
            return Err(bad(at, "a block's padding is not zero"));
        }
        at = at.saturating_add(pad);
        let size = Check::size(kind);
        let stored = self.bytes_at(at, size)?;
        if block.check.finish() != stored {
            return Err(bad(at, "a block's check does not match its data"));
        }
        self.pos = at.saturating_add(size);
        let unpadded = (unpadded as u64).saturating_add(size as u64);
        if self.records.len() >= self.data.len() / 12 {
            return Err(bad(at, "more blocks than the file can hold"));
        }
        self.records.push((unpadded, block.out));
        Ok(())
    }

    /// The index (checked against the blocks read) and the stream footer.
    fn index_and_footer(&mut self, flags: [u8; 2]) -> io::Result<()> {
        let start = self.pos;
        let mut p = start.saturating_add(1);
        let end = self.data.len();
        let count = self.vli(&mut p, end)?;
        if count != self.records.len() as u64 {
            return Err(bad(
                start,
                format!("the index lists {count} blocks; the stream has {}", self.records.len()),
            ));
        }
        for i in 0..self.records.len() {
            let unpadded = self.vli(&mut p, end)?;
            let uncompressed = self.vli(&mut p, end)?;
            if self.records.get(i) != Some(&(unpadded, uncompressed)) {
                return Err(bad(
                    p,
                    format!("the index entry of block {i} does not match the block"),
                ));
            }
        }
        let pad = (4usize.saturating_sub(p.saturating_sub(start) % 4)) % 4;
        if self.bytes_at(p, pad)?.iter().any(|&b| b != 0) {
            return Err(bad(p, "the index padding is not zero"));
        }
        p = p.saturating_add(pad);
        self.crc_ok(start, p.saturating_sub(start), p)?;
        let footer = p.saturating_add(4);
        self.crc_ok(footer.saturating_add(4), 6, footer)?;
        let backward = self.bytes_at(footer.saturating_add(4), 4)?;
        let backward = u32::from_le_bytes(backward.try_into().unwrap_or([0xFF; 4]));
        let index_size = (u64::from(backward)).saturating_add(1).saturating_mul(4);
        if index_size != footer.saturating_sub(start) as u64 {
            return Err(bad(footer, "the footer's index size does not match the index"));
        }
        if self.bytes_at(footer.saturating_add(8), 2)? != flags {
            return Err(bad(footer, "the footer's flags differ from the header's"));
        }
        if self.bytes_at(footer.saturating_add(10), 2)? != b"YZ" {
            return Err(bad(footer, "no footer magic YZ"));
        }
        self.pos = footer.saturating_add(12);
        self.stream = None;
        Ok(())
    }
}

impl Read for XzReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            if let Some(block) = self.block.as_mut() {
                let n = block
                    .lzma2
                    .read(buf)
                    .map_err(|e| bad(block.data_at, format!("LZMA2 data does not decode ({e})")))?;
                if n > 0 {
                    let got = buf.get(..n).unwrap_or(&[]);
                    block.check.update(got);
                    block.out = block.out.saturating_add(n as u64);
                    return Ok(n);
                }
                let kind = self.stream.map_or(0, |[_, k]| k);
                if let Some(done) = self.block.take() {
                    self.finish_block(done, kind)?;
                }
                continue;
            }
            if self.done {
                return Ok(0);
            }
            self.advance()?;
        }
    }
}
