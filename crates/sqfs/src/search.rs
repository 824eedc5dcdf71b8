//! Byte-pattern search over the logical user-data stream of a whole disc.
//!
//! The user found Maya among ~5,000 nameless files by searching the disc for the 32 bytes of
//! her CLUT taken from a run-time VRAM capture **[published]**: CLUTs are stored raw, texture
//! pixels are not. The search runs over the 2048-byte-per-sector logical stream, so a pattern
//! that straddles a sector boundary is found, and `.bin` and `.iso` give the same answer.
//! Several patterns are searched in one pass (Aho–Corasick); chunks of sectors are searched in
//! parallel with an overlap of the longest pattern.

use aho_corasick::AhoCorasick;
use rayon::prelude::*;

use crate::volume::Volume;

/// Sectors per parallel chunk.
const CHUNK_SECTORS: u32 = 512;

/// One occurrence.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Hit {
    /// Which pattern (index into the patterns given).
    pub pattern: usize,
    /// Byte offset in the logical 2048-byte-per-sector stream.
    pub logical_offset: u64,
    /// Sector holding the first byte.
    pub lba: u32,
    /// Byte offset of the first byte in the image file.
    pub image_offset: u64,
    /// The directory entry whose bytes hold the match, if any.
    pub entry: Option<u32>,
    /// Offset of the match inside that entry's file.
    pub offset_in_file: Option<u64>,
}

/// Errors of the search.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    /// No pattern, or an empty one.
    #[error("patterns must be non-empty")]
    EmptyPattern,
    /// The automaton could not be built.
    #[error("building the matcher: {0}")]
    Build(String),
    /// A read failed.
    #[error(transparent)]
    Disc(#[from] disc::DiscError),
}

/// Chunks searched in parallel at a time: hits beyond the cap are only counted, so memory stays
/// at one window of hits however many the patterns match.
const WINDOW_CHUNKS: usize = 32;

/// One chunk's kept hits `(pattern, logical offset)` and its count of all hits.
type ChunkHits = (Vec<(usize, u64)>, u64);

/// The hits of a capped search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The first hits, sorted by (logical offset, pattern): at most the cap.
    pub hits: Vec<Hit>,
    /// Every hit, counted (the cap does not stop the count).
    pub total: u64,
}

/// Finds every occurrence of every pattern, sorted by (logical offset, pattern).
pub fn find_all(vol: &Volume, patterns: &[Vec<u8>]) -> Result<Vec<Hit>, SearchError> {
    Ok(find_capped(vol, patterns, usize::MAX)?.hits)
}

/// Finds the first `cap` occurrences of the patterns, sorted by (logical offset, pattern), and
/// counts all of them. Memory is bounded by the cap (plus one window of chunks), not by how
/// often a pattern occurs: an all-zero pattern matches millions of times.
pub fn find_capped(vol: &Volume, patterns: &[Vec<u8>], cap: usize) -> Result<Found, SearchError> {
    if patterns.is_empty() || patterns.iter().any(Vec::is_empty) {
        return Err(SearchError::EmptyPattern);
    }
    let ac = AhoCorasick::new(patterns).map_err(|e| SearchError::Build(e.to_string()))?;
    let longest = patterns.iter().map(Vec::len).max().unwrap_or(1);
    let overlap = u64::try_from(longest.saturating_sub(1)).unwrap_or(0);
    let sectors = vol.disc.sector_count();
    let total_bytes = u64::from(sectors).saturating_mul(2048);
    let chunks: Vec<u32> = (0..sectors).step_by(CHUNK_SECTORS as usize).collect();
    let mut raw: Vec<(usize, u64)> = Vec::new();
    let mut total = 0u64;
    for window in chunks.chunks(WINDOW_CHUNKS) {
        let room = cap.saturating_sub(raw.len());
        let per_chunk: Result<Vec<ChunkHits>, SearchError> = window
            .par_iter()
            .map(|&lba| {
                let start = u64::from(lba).saturating_mul(2048);
                let own =
                    u64::from(CHUNK_SECTORS.min(sectors.saturating_sub(lba))).saturating_mul(2048);
                let len = own.saturating_add(overlap).min(total_bytes.saturating_sub(start));
                let bytes = vol.disc.read(lba, 0, usize::try_from(len).unwrap_or(usize::MAX))?;
                let mut hits = Vec::new();
                let mut count = 0u64;
                for m in ac.find_overlapping_iter(bytes.as_ref()) {
                    let at = u64::try_from(m.start()).unwrap_or(u64::MAX);
                    if at < own {
                        count = count.saturating_add(1);
                        if hits.len() < room {
                            hits.push((m.pattern().as_usize(), start.saturating_add(at)));
                        }
                    }
                }
                vol.disc.release(lba, CHUNK_SECTORS);
                Ok((hits, count))
            })
            .collect();
        for (hits, count) in per_chunk? {
            total = total.saturating_add(count);
            // Chunks come in disc order: the first `cap` hits of the disc are the first ones
            // kept in order, whatever each chunk kept.
            let take = cap.saturating_sub(raw.len()).min(hits.len());
            raw.extend(hits.into_iter().take(take));
        }
    }
    raw.sort_unstable_by_key(|&(p, off)| (off, p));
    // Files sorted by first byte, for mapping offsets to entries (first copy wins on overlap).
    let mut files: Vec<(u64, u64, u32)> = vol
        .table
        .entries
        .iter()
        .filter(|e| e.is_file())
        .map(|e| (u64::from(e.lba).saturating_mul(2048), e.size, e.index))
        .collect();
    files.sort_unstable();
    let hits = raw
        .into_iter()
        .map(|(pattern, logical_offset)| {
            let lba = u32::try_from(logical_offset / 2048).unwrap_or(u32::MAX);
            let in_sector = u32::try_from(logical_offset % 2048).unwrap_or(0);
            let idx = files.partition_point(|&(start, _, _)| start <= logical_offset);
            let entry =
                idx.checked_sub(1).and_then(|i| files.get(i)).and_then(|&(start, size, index)| {
                    let rel = logical_offset.saturating_sub(start);
                    (rel < size).then_some((index, rel))
                });
            Hit {
                pattern,
                logical_offset,
                lba,
                image_offset: vol.disc.image_offset(lba, in_sector),
                entry: entry.map(|(i, _)| i),
                offset_in_file: entry.map(|(_, r)| r),
            }
        })
        .collect();
    Ok(Found { hits, total })
}

/// Why a pattern cannot tell files apart: `Some(reason)` when every 16-bit colour (or, for an
/// odd length, every byte) is the same value — an all-zero or one-colour palette matches every
/// run of that value on the disc.
pub fn featureless(pattern: &[u8]) -> Option<String> {
    let first = pattern.first()?;
    if pattern.iter().all(|b| b == first) {
        return Some(if *first == 0 {
            "it is all zero".into()
        } else {
            format!("it is one byte value repeated ({first:#04x} ×{})", pattern.len())
        });
    }
    if pattern.len().is_multiple_of(2) {
        let colours: Vec<u16> = pattern
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes(c.try_into().unwrap_or_default()))
            .collect();
        if let Some(c) = colours.first().filter(|c| colours.iter().all(|x| x == *c)) {
            return Some(format!("it is one colour repeated ({c:#06x} ×{})", colours.len()));
        }
    }
    None
}

/// Parses hex like `a1b2…`, `a1 b2 …`, `a1:b2` or `0xa1b2`.
pub fn parse_hex(text: &str) -> Option<Vec<u8>> {
    let cleaned: String = text
        .trim()
        .trim_start_matches("0x")
        .chars()
        .filter(|c| !matches!(c, ' ' | ':' | ',' | '-' | '_'))
        .collect();
    if cleaned.is_empty() || !cleaned.len().is_multiple_of(2) {
        return None;
    }
    cleaned
        .as_bytes()
        .chunks_exact(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok())
        .collect()
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    #[test]
    fn hex_forms() {
        assert_eq!(parse_hex("a1b2"), Some(vec![0xA1, 0xB2]));
        assert_eq!(parse_hex("0xA1 B2:c3"), Some(vec![0xA1, 0xB2, 0xC3]));
        assert_eq!(parse_hex("abc"), None);
        assert_eq!(parse_hex("zz"), None);
        assert_eq!(parse_hex(""), None);
    }

    #[test]
    fn palettes_that_tell_nothing_apart() {
        assert!(featureless(&[0; 32]).unwrap().contains("all zero"));
        let one: Vec<u8> = [0x1f, 0x7c].repeat(16);
        assert!(featureless(&one).unwrap().contains("0x7c1f ×16"));
        assert!(featureless(&[7; 5]).unwrap().contains("0x07 ×5"));
        let mut two = one.clone();
        two[0] = 0;
        assert_eq!(featureless(&two), None);
        assert_eq!(featureless(&[]), None);
    }
}
