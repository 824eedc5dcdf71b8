//! PSP EBOOTs holding a PS1 disc (`EBOOT.PBP`, as made by popstation, PSX2PSP or pop-fe).
//!
//! Layout (little-endian) **[public: PSP PBP header (uOFW, PSP dev wiki); PSISOIMG as written
//! by popstation and read by psxtract / PSXPackager]**:
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | PBP 0x00 | 4 | `\0PBP` |
//! | 0x04 | 4 | version |
//! | 0x08..0x24 | 4 each | offsets of PARAM.SFO, ICON0.PNG, ICON1.PMF, PIC0.PNG, PIC1.PNG, SND0.AT3, DATA.PSP |
//! | 0x24 | 4 | offset of DATA.PSAR |
//! | PSAR 0x00 | 12 | `PSISOIMG0000` (one disc) — or 16 bytes `PSTITLEIMG000000` (several) |
//! | multi 0x200 | 4 × 5 | offsets of each disc's `PSISOIMG0000`, from the PSAR (0 = none) |
//! | disc 0x0C | 4 | end of the disc's data, from the disc (popstation: image size + 0x100000) |
//! | 0x400 | 11 | disc id `_SLUS_01019`; `\0PGD` here instead marks a PlayStation Store EBOOT whose header is encrypted |
//! | 0x800 | 10 × n | TOC (sub-Q entries: A0, A1, A2, then tracks) |
//! | 0x4000 | 32 × n | block index: u32 offset (from disc + 0x100000), u32 length, 24 bytes checksum/reserved; a zero entry ends it |
//! | 0x100000 | — | blocks: 16 raw sectors (0x9300 bytes) each, raw deflate, or stored when the length is 0x9300 |
//!
//! The decoded stream is the 2352-byte raw image the EBOOT was made from, padded with zero
//! sectors to a whole block; offsets in it are offsets in that `.bin`.

use std::path::{Path, PathBuf};

use crate::error::DiscError;
use crate::file::load;
use crate::read::{Container, Disc};
use crate::source::{read_blocks, BlockCache, Decoded, Storage, CACHE_BLOCKS};
use cursor::u32_at;

/// Bytes of one decoded block: 16 raw sectors.
pub const BLOCK: u32 = 16 * 2352;
/// Where the block index starts, from the disc header.
const INDEX: usize = 0x4000;
/// Where block data starts, from the disc header (and the end of the index).
const DATA: usize = 0x10_0000;

const WHAT: &str = "a PSP EBOOT (.pbp)";

struct Pbp {
    storage: Storage,
    /// Disc header offset in the file.
    disc: usize,
    /// (offset from disc + DATA, stored length) per block.
    blocks: Vec<(u32, u32)>,
    cache: BlockCache,
    path: PathBuf,
}

fn corrupt(path: &Path, offset: u64, problem: String) -> DiscError {
    DiscError::Corrupt { path: path.to_path_buf(), what: WHAT.to_string(), offset, problem }
}

impl Pbp {
    fn block(&self, n: u64) -> Result<Vec<u8>, DiscError> {
        let (off, len) = usize::try_from(n)
            .ok()
            .and_then(|i| self.blocks.get(i))
            .copied()
            .ok_or_else(|| corrupt(&self.path, 0, format!("block {n} is past the index")))?;
        let at = self.disc.saturating_add(DATA).saturating_add(off as usize);
        let src =
            self.storage.bytes().get(at..at.saturating_add(len as usize)).ok_or_else(|| {
                corrupt(
                    &self.path,
                    at as u64,
                    format!("block {n} ({len} bytes) lies past the end of the file"),
                )
            })?;
        if len == BLOCK {
            return Ok(src.to_vec());
        }
        let mut out = vec![0u8; BLOCK as usize];
        let mut z = flate2::Decompress::new(false);
        let status = z.decompress(src, &mut out, flate2::FlushDecompress::Finish).map_err(|e| {
            DiscError::Unsupported {
                path: self.path.clone(),
                what: WHAT.to_string(),
                problem: format!("block {n} at byte {at} is not raw deflate ({e})"),
                fix:
                    "official PlayStation Store EBOOTs may use Sony's own compression: convert it \
                      to .bin/.cue with psxtract and open that"
                        .to_string(),
            }
        })?;
        let produced = z.total_out();
        let last = n.saturating_add(1) == self.blocks.len() as u64;
        if produced != u64::from(BLOCK) && !(last && status == flate2::Status::StreamEnd) {
            return Err(corrupt(
                &self.path,
                at as u64,
                format!("block {n} inflates to {produced} bytes, expected {BLOCK}"),
            ));
        }
        Ok(out)
    }
}

impl Decoded for Pbp {
    fn len(&self) -> u64 {
        (self.blocks.len() as u64).saturating_mul(u64::from(BLOCK))
    }

    fn release(&self, from: u64, len: u64) {
        // The blocks the range starts in up to (not including) the one it ends in: that one
        // may still be read by the next file (its decoded copy is in the cache anyway).
        let first = from.checked_div(u64::from(BLOCK)).unwrap_or(0);
        let end = from.saturating_add(len).checked_div(u64::from(BLOCK)).unwrap_or(0);
        let at = |n: u64| {
            usize::try_from(n)
                .ok()
                .and_then(|i| self.blocks.get(i))
                .map(|&(off, _)| self.disc.saturating_add(DATA).saturating_add(off as usize))
        };
        let (Some(a), Some(last)) = (at(first), end.checked_sub(1).and_then(at)) else { return };
        let last_len = usize::try_from(end.saturating_sub(1))
            .ok()
            .and_then(|i| self.blocks.get(i))
            .map_or(0, |&(_, n)| n as usize);
        let b = last.saturating_add(last_len);
        if b > a {
            self.storage.release(a, b.saturating_sub(a));
        }
    }

    fn read_at(&self, offset: u64, out: &mut [u8]) -> Result<(), DiscError> {
        read_blocks(
            offset,
            out,
            u64::from(BLOCK),
            |n| self.cache.get(n, || self.block(n)),
            |p| corrupt(&self.path, p, "read past the decoded image".to_string()),
        )
    }
}

/// Opens an EBOOT: its first disc.
pub(crate) fn open(path: &Path, file: &std::fs::File, len: u64) -> Result<Disc, DiscError> {
    open_nth(path, file, len, 1)
}

/// Opens disc `n` (1-based) of a multi-disc EBOOT (`PSTITLEIMG000000`); `n = 1` also opens a
/// single-disc one. Asking for a disc the EBOOT does not hold is an error that says how many
/// it has.
pub fn open_disc(path: &Path, n: u32) -> Result<Disc, DiscError> {
    let (file, len) = crate::file::open_regular(path)?;
    open_nth(path, &file, len, n)
}

fn open_nth(path: &Path, file: &std::fs::File, len: u64, n: u32) -> Result<Disc, DiscError> {
    let storage = load(path, file, len)?;
    let b = storage.bytes();
    let bad = |off: usize, problem: &str| corrupt(path, off as u64, problem.to_string());
    let psar = u32_at(b, 0x24)
        .ok_or_else(|| bad(0x24, "the header ends before the DATA.PSAR offset"))?
        as usize;
    let magic = b.get(psar..psar.saturating_add(16)).unwrap_or(&[]);
    let (disc, discs) = if magic.starts_with(b"PSISOIMG0000") {
        if n != 1 {
            return Err(DiscError::Unsupported {
                path: path.to_path_buf(),
                what: WHAT.to_string(),
                problem: format!("it holds one disc, not disc {n}"),
                fix: "open disc 1".to_string(),
            });
        }
        (psar, 1u32)
    } else if magic.starts_with(b"PSTITLEIMG000000") {
        let offs: Vec<u32> = (0..5)
            .filter_map(|i: usize| {
                u32_at(b, psar.saturating_add(0x200).saturating_add(i.saturating_mul(4)))
            })
            .filter(|&o| o != 0)
            .collect();
        if offs.is_empty() {
            return Err(bad(psar.saturating_add(0x200), "a multi-disc EBOOT that lists no disc"));
        }
        let at = offs.get(usize::try_from(n).unwrap_or(0).wrapping_sub(1)).copied().ok_or_else(
            || DiscError::Unsupported {
                path: path.to_path_buf(),
                what: WHAT.to_string(),
                problem: format!("it holds {} discs, not disc {n}", offs.len()),
                fix: format!("ask for a disc from 1 to {}", offs.len()),
            },
        )?;
        (psar.saturating_add(at as usize), offs.len() as u32)
    } else if magic.starts_with(b"NPUMDIMG") {
        return Err(DiscError::Unsupported {
            path: path.to_path_buf(),
            what: WHAT.to_string(),
            problem: "it holds a PSP game (NPUMDIMG), not a PS1 disc".to_string(),
            fix: "give the PS1 disc image instead".to_string(),
        });
    } else {
        return Err(DiscError::Unsupported {
            path: path.to_path_buf(),
            what: WHAT.to_string(),
            problem: format!(
                "its DATA.PSAR at byte {psar} is not PSISOIMG0000 or PSTITLEIMG000000"
            ),
            fix: "this EBOOT holds no PS1 disc dewrip can read".to_string(),
        });
    };
    if !b.get(disc..).unwrap_or(&[]).starts_with(b"PSISOIMG0000") {
        return Err(bad(disc, "the disc entry does not start with PSISOIMG0000"));
    }
    let id_at = disc.saturating_add(0x400);
    let id_bytes = b.get(id_at..id_at.saturating_add(11)).unwrap_or(&[]);
    if id_bytes.starts_with(b"\0PGD") {
        return Err(DiscError::Unsupported {
            path: path.to_path_buf(),
            what: "an encrypted PlayStation Store EBOOT (.pbp)".to_string(),
            problem: format!("its disc header at byte {id_at} is PGD-encrypted"),
            fix: "decrypt and convert it to .bin/.cue with psxtract (with your own keys), then \
                  open that"
                .to_string(),
        });
    }
    let id: String =
        id_bytes.iter().filter(|c| c.is_ascii_alphanumeric()).map(|&c| char::from(c)).collect();
    let mut blocks = Vec::new();
    let mut at = disc.saturating_add(INDEX);
    let end = disc.saturating_add(DATA);
    while at < end {
        let (Some(off), Some(n)) = (u32_at(b, at), u32_at(b, at.saturating_add(4))) else {
            return Err(bad(at, "the block index runs past the end of the file"));
        };
        if off == 0 && n == 0 {
            break;
        }
        if n == 0 || n > BLOCK {
            return Err(bad(
                at,
                &format!("block {} has length {n}, expected 1..={BLOCK}", blocks.len()),
            ));
        }
        blocks.push((off, n));
        at = at.saturating_add(32);
    }
    if blocks.is_empty() {
        return Err(bad(disc.saturating_add(INDEX), "the block index is empty"));
    }
    let pbp = Pbp {
        storage,
        disc,
        blocks,
        cache: BlockCache::new(CACHE_BLOCKS),
        path: path.to_path_buf(),
    };
    let container = Container::Pbp { disc: n, discs, id };
    Disc::from_decoded(Box::new(pbp), container, path, len)
}

#[allow(clippy::arithmetic_side_effects)] // writer: lengths are a few short strings
/// A minimal PARAM.SFO with string entries `pairs` (sorted by key, as the format wants).
fn sfo(pairs: &[(&str, &str)]) -> Vec<u8> {
    let mut keys = Vec::new();
    let mut data = Vec::new();
    let mut index = Vec::new();
    for (k, v) in pairs {
        let key_off = keys.len() as u16;
        keys.extend_from_slice(k.as_bytes());
        keys.push(0);
        let used = v.len() as u32 + 1;
        let max = used.div_ceil(4) * 4;
        index.extend_from_slice(&key_off.to_le_bytes());
        index.extend_from_slice(&0x0204u16.to_le_bytes()); // UTF-8 string
        index.extend_from_slice(&used.to_le_bytes());
        index.extend_from_slice(&max.to_le_bytes());
        index.extend_from_slice(&(data.len() as u32).to_le_bytes());
        data.extend_from_slice(v.as_bytes());
        data.resize(data.len() + (max as usize - v.len()), 0);
    }
    while keys.len() % 4 != 0 {
        keys.push(0);
    }
    let key_start = 20 + index.len();
    let data_start = key_start + keys.len();
    let mut out = b"\0PSF".to_vec();
    out.extend_from_slice(&0x0101u32.to_le_bytes());
    out.extend_from_slice(&(key_start as u32).to_le_bytes());
    out.extend_from_slice(&(data_start as u32).to_le_bytes());
    out.extend_from_slice(&(pairs.len() as u32).to_le_bytes());
    out.extend_from_slice(&index);
    out.extend_from_slice(&keys);
    out.extend_from_slice(&data);
    out
}

/// Writes an EBOOT holding `image` (2352-byte raw sectors) as one disc with id `id` (e.g.
/// `SLUS01019`, 4 letters and 5 digits) and `title`, blocks compressed with raw deflate at
/// `level` (0 = stored), the layout popstation writes. Images past what the block index holds
/// (32,256 blocks, 1.2 GB) are refused.
#[allow(clippy::arithmetic_side_effects)] // sizes are bounded by the check on `image` first
pub fn write(image: &[u8], id: &str, title: &str, level: u32) -> Result<Vec<u8>, DiscError> {
    let max_blocks = (DATA - INDEX) / 32;
    let blocks = image.len().div_ceil(BLOCK as usize);
    if blocks > max_blocks {
        return Err(DiscError::Limit {
            what: "blocks in a PSISOIMG block index",
            limit: max_blocks as u64,
            found: blocks as u64,
        });
    }
    let sfo = sfo(&[("CATEGORY", "ME"), ("DISC_ID", id), ("TITLE", title)]);
    let mut out = Vec::with_capacity(image.len() / 2 + DATA);
    out.extend_from_slice(b"\0PBP");
    out.extend_from_slice(&0x0001_0000u32.to_le_bytes());
    let sfo_at = 0x28u32;
    let after = sfo_at + sfo.len() as u32;
    let psar = after.div_ceil(0x8000) * 0x8000;
    out.extend_from_slice(&sfo_at.to_le_bytes());
    for _ in 0..6 {
        out.extend_from_slice(&after.to_le_bytes()); // ICON0 … DATA.PSP: empty
    }
    out.extend_from_slice(&psar.to_le_bytes());
    out.extend_from_slice(&sfo);
    out.resize(psar as usize, 0);
    let disc = out.len();
    let padded = image.len().div_ceil(BLOCK as usize) * BLOCK as usize;
    out.extend_from_slice(b"PSISOIMG0000");
    out.extend_from_slice(&((padded + DATA) as u32).to_le_bytes()); // 0x0C
    out.resize(disc + 0x400, 0);
    let code = id.as_bytes();
    let mut data1 = [0u8; 11];
    data1[0] = b'_';
    for (d, s) in data1.iter_mut().skip(1).take(4).zip(code.iter()) {
        *d = *s;
    }
    data1[5] = b'_';
    for (d, s) in data1.iter_mut().skip(6).zip(code.iter().skip(4)) {
        *d = *s;
    }
    out.extend_from_slice(&data1); // 0x400
    out.resize(disc + 0x800, 0);
    // 0x800: TOC, sub-Q entries (control/ADR, track, point, A-MSF, zero, P-MSF), BCD.
    let bcd = |v: u32| (((v / 10) % 10) << 4 | (v % 10)) as u8;
    let lead = (padded / 2352) as u32 + 150;
    let (m, s, f) = (bcd(lead / 4500), bcd(lead / 75 % 60), bcd(lead % 75));
    for e in [
        [0x41, 0, 0xA0, 0, 0, 0, 0, 0x01, 0x20, 0],
        [0x41, 0, 0xA1, 0, 0, 0, 0, 0x01, 0, 0],
        [0x41, 0, 0xA2, 0, 0, 0, 0, m, s, f],
        [0x41, 0, 0x01, 0, 2, 0, 0, 0, 2, 0],
    ] {
        out.extend_from_slice(&e);
    }
    out.resize(disc + DATA, 0);
    let mut index = Vec::new();
    let mut offset = 0u32;
    let mut block = vec![0u8; BLOCK as usize];
    for chunk in image.chunks(BLOCK as usize) {
        block.fill(0);
        block.get_mut(..chunk.len()).unwrap_or(&mut []).copy_from_slice(chunk);
        let stored = if level == 0 {
            block.clone()
        } else {
            let mut z = flate2::Compress::new(flate2::Compression::new(level.min(9)), false);
            let mut c = Vec::with_capacity(BLOCK as usize + 64);
            match z.compress_vec(&block, &mut c, flate2::FlushCompress::Finish) {
                Ok(flate2::Status::StreamEnd) if c.len() < BLOCK as usize => c,
                _ => block.clone(),
            }
        };
        index.extend_from_slice(&offset.to_le_bytes());
        index.extend_from_slice(&(stored.len() as u32).to_le_bytes());
        index.extend_from_slice(&[0u8; 24]);
        offset += stored.len() as u32;
        out.extend_from_slice(&stored);
    }
    if let Some(d) = out.get_mut(disc + INDEX..disc + INDEX + index.len()) {
        d.copy_from_slice(&index);
    }
    Ok(out)
}
