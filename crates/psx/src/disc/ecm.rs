//! ECM (Error Code Modeler) images: a raw image with the sync, header, EDC and ECC that can be
//! recomputed left out, rebuilt here on demand.
//!
//! Format **[public: Neill Corlett's ECM 1.0 (`ecm.c`/`unecm.c`, cmdpack), as described in
//! its readme]**: the magic `ECM\0`, then runs, each a header and its data. The header is a
//! little-endian base-128 number: first byte bits 0–1 the run type, bits 2–6 the low five
//! bits of `count − 1`, bit 7 "more"; each further byte adds seven bits (bit 7 "more").
//! `count − 1 = 0xFFFFFFFF` ends the runs; four bytes follow: the EDC (the CD EDC CRC) of the
//! whole decoded image, little-endian.
//!
//! | type | stored per unit | decoded per unit |
//! |---|---|---|
//! | 0 | 1 byte, as is | that byte |
//! | 1 | 3 address bytes + 2048 data | a 2352-byte Mode 1 sector: sync, address, mode 1, data, EDC over 0x000..0x810, 8 zero bytes, P/Q ECC |
//! | 2 | 4 subheader bytes + 2048 data | bytes 0x010..0x930 (2336) of a Mode 2 Form 1 sector: subheader twice, data, EDC over 0x010..0x818, ECC with the header counted as zero |
//! | 3 | 4 subheader bytes + 2324 data | bytes 0x010..0x930 of a Mode 2 Form 2 sector: subheader twice, data, EDC over 0x010..0x92C |
//!
//! A Mode 2 sector's sync and header therefore travel as 16 bytes of a type-0 run before its
//! type-2 or type-3 unit. The decoded stream is byte for byte the image that was encoded, so
//! offsets in it are offsets in that `.bin`.
//!
//! Opening indexes the runs in one pass over the file (each run's position in the file and in
//! the stream); a read finds its run by binary search and rebuilds only the units it touches,
//! computing EDC and ECC only when the bytes asked for include them. The trailing EDC of the
//! whole image is not checked (that needs a full decode); each sector's own EDC is, by
//! `Disc::check_edc`.

use std::path::{Path, PathBuf};

use super::edc::{edc, fill_ecc};
use super::source::{Decoded, Storage};
use super::{load, Container, Disc, DiscError, SYNC};

/// Most runs an index may hold (a Mode 2 disc has two per sector: 360,000 sectors → 720,000).
pub const MAX_RUNS: usize = 1 << 24;

/// `(stored, decoded)` bytes per unit of run type `t`.
const fn unit(t: u8) -> (u64, u64) {
    match t {
        0 => (1, 1),
        1 => (3 + 2048, 2352),
        2 => (4 + 2048, 2336),
        _ => (4 + 2324, 2336),
    }
}

#[derive(Debug, Clone, Copy)]
struct Run {
    /// First decoded byte.
    out: u64,
    /// First stored byte in the file.
    inp: u64,
    kind: u8,
    count: u64,
}

struct Ecm {
    storage: Storage,
    runs: Vec<Run>,
    len: u64,
    path: PathBuf,
}

fn corrupt(path: &Path, offset: u64, problem: String) -> DiscError {
    DiscError::Corrupt {
        path: path.to_path_buf(),
        what: "an ECM image".to_string(),
        offset,
        problem,
    }
}

/// Indexes the runs of an ECM file.
fn index(bytes: &[u8], path: &Path) -> Result<(Vec<Run>, u64), DiscError> {
    if !bytes.starts_with(b"ECM\0") {
        return Err(corrupt(path, 0, "no ECM\\0 magic".to_string()));
    }
    let total = bytes.len() as u64;
    let mut pos: u64 = 4;
    let mut out: u64 = 0;
    let mut runs = Vec::new();
    loop {
        let at = pos;
        let byte = |p: u64| -> Result<u8, DiscError> {
            usize::try_from(p).ok().and_then(|p| bytes.get(p)).copied().ok_or_else(|| {
                corrupt(path, p, "the file ends inside a run header (no end marker)".to_string())
            })
        };
        let mut c = byte(pos)?;
        pos = pos.saturating_add(1);
        let kind = c & 3;
        let mut num = u64::from((c >> 2) & 0x1F);
        let mut bits = 5u32;
        while c & 0x80 != 0 {
            c = byte(pos)?;
            pos = pos.saturating_add(1);
            if bits > 32 {
                return Err(corrupt(path, at, "a run header longer than 5 bytes".to_string()));
            }
            num |= u64::from(c & 0x7F) << bits;
            bits = bits.saturating_add(7);
        }
        if num == 0xFFFF_FFFF {
            break;
        }
        if num > 0xFFFF_FFFF {
            return Err(corrupt(path, at, format!("run count {num} is more than 32 bits")));
        }
        let count = num.saturating_add(1);
        let (stored, decoded) = unit(kind);
        let size = count.saturating_mul(stored);
        if pos.saturating_add(size) > total {
            return Err(corrupt(
                path,
                at,
                format!(
                    "a type-{kind} run of {count} units needs {size} bytes but the file has {} left",
                    total.saturating_sub(pos)
                ),
            ));
        }
        if runs.len() >= MAX_RUNS {
            return Err(DiscError::Limit {
                what: "runs in an ECM index",
                limit: MAX_RUNS as u64,
                found: (runs.len() as u64).saturating_add(1),
            });
        }
        runs.push(Run { out, inp: pos, kind, count });
        pos = pos.saturating_add(size);
        out = out.saturating_add(count.saturating_mul(decoded));
    }
    if pos.saturating_add(4) > total {
        return Err(corrupt(
            path,
            pos,
            "the 4-byte image EDC after the end marker is missing".to_string(),
        ));
    }
    Ok((runs, out))
}

impl Ecm {
    fn stored(&self, from: u64, n: usize) -> Result<&[u8], DiscError> {
        let s = usize::try_from(from).unwrap_or(usize::MAX);
        self.storage.bytes().get(s..s.saturating_add(n)).ok_or_else(|| {
            corrupt(&self.path, from, "a run's data lies past the end of the file".to_string())
        })
    }

    /// Decodes unit `k` of `run` far enough to hold decoded bytes `..need`, into `sector`;
    /// returns the offset in `sector` of the unit's first decoded byte.
    fn decode(
        &self,
        run: &Run,
        k: u64,
        need: usize,
        sector: &mut [u8; 2352],
    ) -> Result<usize, DiscError> {
        let (stored, _) = unit(run.kind);
        let input =
            self.stored(run.inp.saturating_add(k.saturating_mul(stored)), stored as usize)?;
        let copy = |sector: &mut [u8; 2352], at: usize, src: &[u8]| {
            if let Some(d) = sector.get_mut(at..at.saturating_add(src.len())) {
                d.copy_from_slice(src);
            }
        };
        match run.kind {
            1 => {
                copy(sector, 0, &SYNC);
                copy(sector, 0x0C, input.get(..3).unwrap_or(&[]));
                copy(sector, 0x0F, &[1]);
                copy(sector, 0x10, input.get(3..).unwrap_or(&[]));
                if need > 0x810 {
                    let e = edc(sector.get(..0x810).unwrap_or(&[]));
                    copy(sector, 0x810, &e.to_le_bytes());
                    copy(sector, 0x814, &[0; 8]);
                }
                if need > 0x81C {
                    fill_ecc(sector, false);
                }
                Ok(0)
            }
            2 | 3 => {
                let need = need.saturating_add(0x10);
                copy(sector, 0x0C, &[0; 4]);
                copy(sector, 0x14, input);
                let sub: [u8; 4] =
                    sector.get(0x14..0x18).and_then(|s| s.try_into().ok()).unwrap_or([0; 4]);
                copy(sector, 0x10, &sub);
                if run.kind == 2 {
                    if need > 0x818 {
                        let e = edc(sector.get(0x10..0x818).unwrap_or(&[]));
                        copy(sector, 0x818, &e.to_le_bytes());
                    }
                    if need > 0x81C {
                        fill_ecc(sector, true);
                    }
                } else if need > 0x92C {
                    let e = edc(sector.get(0x10..0x92C).unwrap_or(&[]));
                    copy(sector, 0x92C, &e.to_le_bytes());
                }
                Ok(0x10)
            }
            _ => Ok(0),
        }
    }
}

impl Decoded for Ecm {
    fn len(&self) -> u64 {
        self.len
    }

    fn read_at(&self, offset: u64, out: &mut [u8]) -> Result<(), DiscError> {
        let past = |p: u64| {
            corrupt(
                &self.path,
                p,
                format!("decoded offset {p} is past the image's {} bytes", self.len),
            )
        };
        let mut pos = offset;
        let mut done = 0usize;
        let mut i =
            self.runs.partition_point(|r| r.out <= pos).checked_sub(1).ok_or_else(|| past(pos))?;
        let mut sector = [0u8; 2352];
        while done < out.len() {
            let run = self.runs.get(i).ok_or_else(|| past(pos))?;
            let (_, decoded) = unit(run.kind);
            let rel = pos.saturating_sub(run.out);
            let run_len = run.count.saturating_mul(decoded);
            if rel >= run_len {
                i = i.saturating_add(1);
                continue;
            }
            let left = out.len().saturating_sub(done);
            let dst_end = |n: usize| done.saturating_add(n);
            if run.kind == 0 {
                let n =
                    usize::try_from(run_len.saturating_sub(rel)).unwrap_or(usize::MAX).min(left);
                let src = self.stored(run.inp.saturating_add(rel), n)?;
                out.get_mut(done..dst_end(n)).ok_or_else(|| past(pos))?.copy_from_slice(src);
                done = dst_end(n);
                pos = pos.saturating_add(n as u64);
                continue;
            }
            let k = rel.checked_div(decoded).unwrap_or(0);
            let within = rel.checked_rem(decoded).unwrap_or(0) as usize;
            let n = (decoded as usize).saturating_sub(within).min(left);
            let base = self.decode(run, k, within.saturating_add(n), &mut sector)?;
            let from = base.saturating_add(within);
            let src = sector.get(from..from.saturating_add(n)).ok_or_else(|| past(pos))?;
            out.get_mut(done..dst_end(n)).ok_or_else(|| past(pos))?.copy_from_slice(src);
            done = dst_end(n);
            pos = pos.saturating_add(n as u64);
        }
        Ok(())
    }
}

/// Opens an ECM file as the image it encodes.
pub(crate) fn open(path: &Path, file: &std::fs::File, len: u64) -> Result<Disc, DiscError> {
    let storage = load(path, file, len)?;
    let (runs, decoded) = index(storage.bytes(), path)?;
    let ecm = Ecm { storage, runs, len: decoded, path: path.to_path_buf() };
    Disc::from_decoded(Box::new(ecm), Container::Ecm, path, len)
}

/// The type ECM would store one 2352-byte sector as, when its EDC and ECC are what can be
/// recomputed: 1 (Mode 1), 2 (Mode 2 Form 1), 3 (Mode 2 Form 2), or 0 (as is).
fn sector_type(s: &[u8; 2352]) -> u8 {
    if s.get(..12) != Some(SYNC.as_slice()) {
        return 0;
    }
    let mut copy = *s;
    match s.get(0x0F) {
        Some(1) => {
            if s.get(0x814..0x81C) != Some([0u8; 8].as_slice()) {
                return 0;
            }
            let e = edc(s.get(..0x810).unwrap_or(&[])).to_le_bytes();
            if s.get(0x810..0x814) != Some(e.as_slice()) {
                return 0;
            }
            fill_ecc(&mut copy, false);
            if copy == *s {
                1
            } else {
                0
            }
        }
        Some(2) => {
            if s.get(0x10..0x14) != s.get(0x14..0x18) {
                return 0;
            }
            let form2 = s.get(0x12).is_some_and(|m| m & 0x20 != 0);
            if form2 {
                let e = edc(s.get(0x10..0x92C).unwrap_or(&[])).to_le_bytes();
                return if s.get(0x92C..0x930) == Some(e.as_slice()) { 3 } else { 0 };
            }
            let e = edc(s.get(0x10..0x818).unwrap_or(&[])).to_le_bytes();
            if s.get(0x818..0x81C) != Some(e.as_slice()) {
                return 0;
            }
            fill_ecc(&mut copy, true);
            if copy == *s {
                2
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Appends a run header for `count ≥ 1` units of `kind`.
fn put_header(out: &mut Vec<u8>, kind: u8, count: u64) {
    let mut n = count.saturating_sub(1);
    let more = |n: u64, bits: u32| n >> bits != 0;
    out.push((u8::from(more(n, 5)) << 7) | (((n & 0x1F) as u8) << 2) | (kind & 3));
    n >>= 5;
    while n != 0 {
        out.push((u8::from(more(n, 7)) << 7) | (n & 0x7F) as u8);
        n >>= 7;
    }
}

/// Encodes an image as ECM: every 2352-byte sector whose EDC/ECC can be recomputed is stored
/// as a type 1, 2 or 3 unit (Mode 2 sectors after their 16 sync and header bytes as type 0),
/// everything else as type 0 bytes; then the end marker and the image's EDC.
pub fn write(image: &[u8]) -> Vec<u8> {
    let mut out = b"ECM\0".to_vec();
    // Pending run: (kind, units, stored bytes).
    let mut pending: Option<(u8, u64, Vec<u8>)> = None;
    let mut emit = |out: &mut Vec<u8>, kind: u8, bytes: &[u8], units: u64| match &mut pending {
        Some((k, n, data)) if *k == kind && n.saturating_add(units) <= 1 << 32 => {
            *n = n.saturating_add(units);
            data.extend_from_slice(bytes);
        }
        _ => {
            if let Some((k, n, data)) = pending.take() {
                put_header(out, k, n);
                out.extend_from_slice(&data);
            }
            pending = Some((kind, units, bytes.to_vec()));
        }
    };
    let mut chunks = image.chunks_exact(2352);
    for chunk in chunks.by_ref() {
        let s: &[u8; 2352] = match chunk.try_into() {
            Ok(s) => s,
            Err(_) => continue,
        };
        match sector_type(s) {
            1 => {
                let mut stored = s.get(0x0C..0x0F).unwrap_or(&[]).to_vec();
                stored.extend_from_slice(s.get(0x10..0x810).unwrap_or(&[]));
                emit(&mut out, 1, &stored, 1);
            }
            2 => {
                emit(&mut out, 0, s.get(..0x10).unwrap_or(&[]), 16);
                emit(&mut out, 2, s.get(0x14..0x818).unwrap_or(&[]), 1);
            }
            3 => {
                emit(&mut out, 0, s.get(..0x10).unwrap_or(&[]), 16);
                emit(&mut out, 3, s.get(0x14..0x92C).unwrap_or(&[]), 1);
            }
            _ => emit(&mut out, 0, s, 2352),
        }
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        emit(&mut out, 0, rest, rest.len() as u64);
    }
    if let Some((k, n, data)) = pending.take() {
        put_header(&mut out, k, n);
        out.extend_from_slice(&data);
    }
    // End marker: type 0, count − 1 = 0xFFFFFFFF.
    out.extend_from_slice(&[0xFC, 0xFF, 0xFF, 0xFF, 0x3F]);
    out.extend_from_slice(&edc(image).to_le_bytes());
    out
}
