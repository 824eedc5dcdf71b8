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
//! Opening walks the runs in one pass over the file and keeps the place of every
//! [`STRIDE`]-th (in the file and in the stream), so the index follows from the file's size,
//! not from how many runs it claims; a read finds its record by binary search, walks at most
//! [`STRIDE`] run headers to its run, and rebuilds only the units it touches, computing EDC and
//! ECC only when the bytes asked for include them. The trailing EDC of the
//! whole image is not checked (that needs a full decode); each sector's own EDC is, by
//! `Disc::check_edc`.

use std::path::{Path, PathBuf};

use crate::edc::{edc, fill_ecc};
use crate::error::DiscError;
use crate::file::load;
use crate::read::{Container, Disc};
use crate::sector::SYNC;
use crate::source::{Decoded, Storage};

/// Runs between two index records: the index keeps the place of every `STRIDE`-th run, and a
/// read walks at most this many run headers forward from its record. A run takes at least 2
/// bytes of the file (a header byte and one stored byte), so the index holds at most one
/// 16-byte record per 128 bytes of file — its size follows from the file's, whatever the runs.
pub const STRIDE: usize = 64;

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
    /// Where its header is in the file.
    header: u64,
    /// First decoded byte.
    out: u64,
    /// First stored byte in the file.
    inp: u64,
    kind: u8,
    count: u64,
}

impl Run {
    /// Where the next run's header starts.
    fn next_header(&self) -> u64 {
        self.inp.saturating_add(self.count.saturating_mul(unit(self.kind).0))
    }

    /// Decoded bytes.
    fn decoded(&self) -> u64 {
        self.count.saturating_mul(unit(self.kind).1)
    }
}

/// An index record: where run `k·STRIDE` starts in the stream and in the file.
#[derive(Debug, Clone, Copy)]
struct Mark {
    out: u64,
    header: u64,
}

struct Ecm {
    storage: Storage,
    marks: Vec<Mark>,
    /// The run the last read ended in: a sequential reader continues from it instead of
    /// walking from its index record again.
    hint: std::sync::Mutex<Option<Run>>,
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

/// Bytes of the file indexed between two releases of its pages.
const RELEASE_STEP: u64 = 16 << 20;

/// The run whose header is at `at` (decoded from `out`), or `None` at the end marker. Every
/// run's data must lie inside the file.
fn run_at(bytes: &[u8], path: &Path, at: u64, out: u64) -> Result<Option<Run>, DiscError> {
    let total = bytes.len() as u64;
    let byte = |p: u64| -> Result<u8, DiscError> {
        usize::try_from(p).ok().and_then(|p| bytes.get(p)).copied().ok_or_else(|| {
            corrupt(path, p, "the file ends inside a run header (no end marker)".to_string())
        })
    };
    let mut pos = at;
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
        return Ok(None);
    }
    if num > 0xFFFF_FFFF {
        return Err(corrupt(path, at, format!("run count {num} is more than 32 bits")));
    }
    let count = num.saturating_add(1);
    let (stored, _) = unit(kind);
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
    Ok(Some(Run { header: at, out, inp: pos, kind, count }))
}

/// Indexes the runs of an ECM file (one record per [`STRIDE`] runs), letting the pages it has
/// walked go as it goes (the run headers sit between the sectors, so the walk touches every
/// page). Returns the records and the decoded length.
fn index(storage: &Storage, path: &Path) -> Result<(Vec<Mark>, u64), DiscError> {
    let bytes = storage.bytes();
    let mut released: u64 = 0;
    if !bytes.starts_with(b"ECM\0") {
        return Err(corrupt(path, 0, "no ECM\\0 magic".to_string()));
    }
    let total = bytes.len() as u64;
    let mut at: u64 = 4;
    let mut out: u64 = 0;
    let mut marks = Vec::new();
    let mut runs = 0usize;
    while let Some(run) = run_at(bytes, path, at, out)? {
        if runs.is_multiple_of(STRIDE) {
            marks.push(Mark { out, header: at });
        }
        runs = runs.saturating_add(1);
        at = run.next_header();
        out = out.saturating_add(run.decoded());
        if at.saturating_sub(released) >= RELEASE_STEP {
            let from = usize::try_from(released).unwrap_or(usize::MAX);
            storage.release(from, usize::try_from(at.saturating_sub(released)).unwrap_or(0));
            released = at;
        }
    }
    // The end marker's header: 5 bytes for count − 1 = 0xFFFFFFFF.
    let end = at.saturating_add(5);
    if end.saturating_add(4) > total {
        return Err(corrupt(
            path,
            end,
            "the 4-byte image EDC after the end marker is missing".to_string(),
        ));
    }
    Ok((marks, out))
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

impl Ecm {
    /// The run holding decoded offset `pos` (walking from its index record), or `None` past the
    /// last run.
    fn run_for(&self, pos: u64) -> Result<Option<Run>, DiscError> {
        let i = self.marks.partition_point(|m| m.out <= pos).saturating_sub(1);
        let Some(mark) = self.marks.get(i) else { return Ok(None) };
        let (mut at, mut out) = (mark.header, mark.out);
        let hint = self.hint.try_lock().ok().and_then(|h| *h);
        if let Some(h) = hint.filter(|h| h.out >= mark.out && h.out <= pos) {
            (at, out) = (h.header, h.out);
        }
        for _ in 0..=STRIDE {
            let Some(run) = run_at(self.storage.bytes(), &self.path, at, out)? else {
                return Ok(None);
            };
            if pos < out.saturating_add(run.decoded()) {
                return Ok(Some(run));
            }
            at = run.next_header();
            out = out.saturating_add(run.decoded());
        }
        Ok(None)
    }

    /// Offset in the file of the stored bytes behind decoded offset `pos`.
    fn file_offset(&self, pos: u64) -> u64 {
        match self.run_for(pos) {
            Ok(Some(r)) => {
                let (stored, decoded) = unit(r.kind);
                let k = pos.saturating_sub(r.out).checked_div(decoded).unwrap_or(0).min(r.count);
                r.inp.saturating_add(k.saturating_mul(stored))
            }
            _ => self.storage.bytes().len() as u64,
        }
    }
}

impl Decoded for Ecm {
    fn len(&self) -> u64 {
        self.len
    }

    fn release(&self, from: u64, len: u64) {
        let a = self.file_offset(from);
        let b = self.file_offset(from.saturating_add(len));
        let start = usize::try_from(a).unwrap_or(usize::MAX);
        self.storage.release(start, usize::try_from(b.saturating_sub(a)).unwrap_or(0));
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
        let mut run = self.run_for(pos)?.ok_or_else(|| past(pos))?;
        let mut sector = [0u8; 2352];
        while done < out.len() {
            let (_, decoded) = unit(run.kind);
            let rel = pos.saturating_sub(run.out);
            if rel >= run.decoded() {
                let next = run_at(
                    self.storage.bytes(),
                    &self.path,
                    run.next_header(),
                    run.out.saturating_add(run.decoded()),
                )?;
                run = next.ok_or_else(|| past(pos))?;
                continue;
            }
            let left = out.len().saturating_sub(done);
            let dst_end = |n: usize| done.saturating_add(n);
            if run.kind == 0 {
                let n = usize::try_from(run.decoded().saturating_sub(rel))
                    .unwrap_or(usize::MAX)
                    .min(left);
                let src = self.stored(run.inp.saturating_add(rel), n)?;
                out.get_mut(done..dst_end(n)).ok_or_else(|| past(pos))?.copy_from_slice(src);
                done = dst_end(n);
                pos = pos.saturating_add(n as u64);
                continue;
            }
            let k = rel.checked_div(decoded).unwrap_or(0);
            let within = rel.checked_rem(decoded).unwrap_or(0) as usize;
            let n = (decoded as usize).saturating_sub(within).min(left);
            let base = self.decode(&run, k, within.saturating_add(n), &mut sector)?;
            let from = base.saturating_add(within);
            let src = sector.get(from..from.saturating_add(n)).ok_or_else(|| past(pos))?;
            out.get_mut(done..dst_end(n)).ok_or_else(|| past(pos))?.copy_from_slice(src);
            done = dst_end(n);
            pos = pos.saturating_add(n as u64);
        }
        if let Ok(mut h) = self.hint.try_lock() {
            *h = Some(run);
        }
        Ok(())
    }
}

/// The decoded stream of an ECM file.
pub(crate) fn decoded(
    path: &Path,
    file: &std::fs::File,
    len: u64,
) -> Result<Box<dyn Decoded>, DiscError> {
    let storage = load(path, file, len)?;
    let (marks, decoded) = index(&storage, path)?;
    storage.release(0, storage.bytes().len());
    Ok(Box::new(Ecm {
        storage,
        marks,
        hint: std::sync::Mutex::new(None),
        len: decoded,
        path: path.to_path_buf(),
    }))
}

/// Opens an ECM file as the image it encodes.
pub(crate) fn open(path: &Path, file: &std::fs::File, len: u64) -> Result<Disc, DiscError> {
    Disc::from_decoded(decoded(path, file, len)?, Container::Ecm, path, len)
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
