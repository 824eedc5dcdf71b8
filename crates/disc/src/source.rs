//! Where a disc's sector stream comes from: bytes of a file (memory-mapped, or owned), or a
//! container (CHD, ECM, PBP) that rebuilds the equivalent raw stream on demand.
//!
//! A container is a [`Decoded`] stream: `len` bytes of the image it stands for (the `.bin`
//! it was made from), readable at any offset. Decoded blocks sit in a small LRU
//! [`BlockCache`], so a pass over the disc decodes every block about once and memory stays
//! bounded by the cache, never by the image.

use std::sync::{Arc, Mutex};

use crate::error::DiscError;

/// The bytes behind a plain image.
pub(crate) enum Storage {
    Owned(Vec<u8>),
    Mapped(memmap2::Mmap),
}

impl Storage {
    pub(crate) fn bytes(&self) -> &[u8] {
        match self {
            Storage::Owned(v) => v,
            Storage::Mapped(m) => m,
        }
    }

    /// Advises the OS that mapped bytes `from .. from+len` may be dropped (re-read from the
    /// file when touched again). No-op for owned bytes and off Unix; errors are ignored.
    #[allow(unsafe_code)]
    pub(crate) fn release(&self, from: usize, len: usize) {
        #[cfg(unix)]
        if let Storage::Mapped(map) = self {
            let from = from.min(map.len());
            let len = len.min(map.len().saturating_sub(from));
            if len == 0 {
                return;
            }
            // SAFETY: the mapping is a read-only, file-backed shared map that is never written;
            // after MADV_DONTNEED its pages are re-read from the file on the next access, so
            // every live `&[u8]` into it keeps seeing the same bytes (unless another process
            // changes the file, the risk documented on `Disc::map`).
            let _ = unsafe {
                map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, from, len)
            };
        }
        #[cfg(not(unix))]
        let _ = (from, len);
    }
}

/// A stream rebuilt from a container: the equivalent raw image, read at any offset.
pub(crate) trait Decoded: Send + Sync {
    /// Bytes in the equivalent image stream.
    fn len(&self) -> u64;
    /// Fills `out` with stream bytes from `offset`; the range lies inside `len`.
    fn read_at(&self, offset: u64, out: &mut [u8]) -> Result<(), DiscError>;
    /// Offset of stream byte 0 in the whole equivalent image (a CHD's data track after earlier
    /// tracks); 0 for most containers.
    fn image_base(&self) -> u64 {
        0
    }
    /// Lets the OS drop the container file's pages behind stream bytes `from .. from+len`.
    fn release(&self, from: u64, len: u64) {
        let _ = (from, len);
    }
}

/// How many decoded blocks a cache keeps by default (CHD hunks are 19,584 bytes, PBP blocks
/// 37,632): enough for every worker thread to stream its own file without evicting another's.
pub(crate) const CACHE_BLOCKS: usize = 32;

/// A small least-recently-used cache of decoded blocks, shared across threads. A block is
/// decoded outside the lock, so two threads may occasionally decode the same block; neither
/// waits for the other's decompression.
pub(crate) struct BlockCache {
    slots: Mutex<Slots>,
    capacity: usize,
}

struct Slots {
    entries: Vec<(u64, Arc<[u8]>, u64)>,
    clock: u64,
}

impl BlockCache {
    pub(crate) fn new(capacity: usize) -> Self {
        BlockCache {
            slots: Mutex::new(Slots { entries: Vec::with_capacity(capacity), clock: 0 }),
            capacity: capacity.max(1),
        }
    }

    /// The block `key`, decoded by `decode` when it is not cached.
    pub(crate) fn get(
        &self,
        key: u64,
        decode: impl FnOnce() -> Result<Vec<u8>, DiscError>,
    ) -> Result<Arc<[u8]>, DiscError> {
        if let Ok(mut s) = self.slots.lock() {
            s.clock = s.clock.wrapping_add(1);
            let now = s.clock;
            if let Some(e) = s.entries.iter_mut().find(|e| e.0 == key) {
                e.2 = now;
                return Ok(Arc::clone(&e.1));
            }
        }
        let block: Arc<[u8]> = decode()?.into();
        if let Ok(mut s) = self.slots.lock() {
            let now = s.clock;
            if s.entries.iter().all(|e| e.0 != key) {
                if s.entries.len() >= self.capacity {
                    if let Some(oldest) =
                        s.entries.iter().enumerate().min_by_key(|(_, e)| e.2).map(|(i, _)| i)
                    {
                        s.entries.swap_remove(oldest);
                    }
                }
                s.entries.push((key, Arc::clone(&block), now));
            }
        }
        Ok(block)
    }
}

/// Copies stream bytes `offset .. offset+out.len()` out of fixed-size decoded blocks:
/// `block(n)` yields block `n` (`block_size` bytes, the last may be shorter).
pub(crate) fn read_blocks(
    offset: u64,
    out: &mut [u8],
    block_size: u64,
    mut block: impl FnMut(u64) -> Result<Arc<[u8]>, DiscError>,
    short: impl Fn(u64) -> DiscError,
) -> Result<(), DiscError> {
    let mut pos = offset;
    let mut done = 0usize;
    while done < out.len() {
        let n = pos.checked_div(block_size).ok_or_else(|| short(pos))?;
        let inner = usize::try_from(pos.checked_rem(block_size).unwrap_or(0)).unwrap_or(0);
        let data = block(n)?;
        let avail = data.get(inner..).ok_or_else(|| short(pos))?;
        if avail.is_empty() {
            return Err(short(pos));
        }
        let want = out.len().saturating_sub(done).min(avail.len());
        let dst = out.get_mut(done..done.saturating_add(want)).ok_or_else(|| short(pos))?;
        dst.copy_from_slice(avail.get(..want).unwrap_or(&[]));
        done = done.saturating_add(want);
        pos = pos.saturating_add(want as u64);
    }
    Ok(())
}

/// A part of a decoded stream (a cue sheet's track inside an ECM image).
pub(crate) struct Window {
    inner: Box<dyn Decoded>,
    start: u64,
    len: u64,
}

impl Window {
    pub(crate) fn new(inner: Box<dyn Decoded>, start: u64, len: u64) -> Self {
        Window { inner, start, len }
    }
}

impl Decoded for Window {
    fn len(&self) -> u64 {
        self.len
    }

    fn read_at(&self, offset: u64, out: &mut [u8]) -> Result<(), DiscError> {
        self.inner.read_at(self.start.saturating_add(offset), out)
    }

    fn image_base(&self) -> u64 {
        self.inner.image_base().saturating_add(self.start)
    }

    fn release(&self, from: u64, len: u64) {
        self.inner.release(self.start.saturating_add(from), len);
    }
}
