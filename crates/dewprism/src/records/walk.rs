//! The one record-stream walker, shared by `.chr` blocks and `.mmd` pieces, and the one
//! [`Problem`] type it reports.
//!
//! **[published]** On a real disc, every record stream ends with 0–3 bytes of padding right
//! before the next structure (359/359 character blocks once the lengths were right). A wrong
//! record length shifts every later read; the shifted reads then produce out-of-domain tile IDs
//! and vertex indices. When a value exceeds its domain, suspect the read position, not the
//! value. Maps share the dispatch, so the same checks apply to every piece's stream
//! [provisional for maps].

use super::layout::RecordLayout;
use super::lengths::RecordLengths;
use super::record::{DrawState, Record};

/// Most padding bytes allowed between a record stream and the next structure **[published]**.
pub const MAX_PAD: usize = 3;

/// The first thing wrong in a record stream. Offsets are file offsets.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Problem {
    /// A type byte outside the table.
    Type {
        /// Record offset (file).
        offset: usize,
        /// Record number in the stream.
        record: usize,
        /// Type byte found.
        found: u8,
    },
    /// A tile ID outside the tile table (checked where the stream's owner has one: `.chr`).
    Tile {
        /// Record offset (file).
        offset: usize,
        /// Record number in the stream.
        record: usize,
        /// Record type.
        record_type: u8,
        /// Tile found.
        found: u16,
        /// Tile count.
        count: usize,
    },
    /// A pool slot outside the vertex pool.
    Vertex {
        /// Record offset (file).
        offset: usize,
        /// Record number in the stream.
        record: usize,
        /// Record type.
        record_type: u8,
        /// Slot found.
        found: u32,
        /// Pool size.
        pool: usize,
    },
    /// A record runs past the end of the file.
    Truncated {
        /// Record offset (file).
        offset: usize,
        /// Record number in the stream.
        record: usize,
    },
    /// The stream does not end 0–3 bytes before the next structure.
    Landing {
        /// Where the stream ended.
        end: usize,
        /// Where the next structure starts.
        next: usize,
    },
}

impl Problem {
    /// The file offset the problem points at (the record, or where the stream ended).
    pub fn offset(&self) -> usize {
        match self {
            Problem::Type { offset, .. }
            | Problem::Tile { offset, .. }
            | Problem::Vertex { offset, .. }
            | Problem::Truncated { offset, .. } => *offset,
            Problem::Landing { end, .. } => *end,
        }
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::Type { offset, record, found } => {
                write!(f, "record {record} @{offset:#x}: type byte {found:#04x} is outside 0..14")
            }
            Problem::Tile { offset, record, record_type, found, count } => write!(
                f,
                "record {record} (type {record_type}) @{offset:#x}: tile ID {found} out of \
                 domain (tile table has {count})"
            ),
            Problem::Vertex { offset, record, record_type, found, pool } => write!(
                f,
                "record {record} (type {record_type}) @{offset:#x}: vertex index {found} out of \
                 domain (pool has {pool})"
            ),
            Problem::Truncated { offset, record } => {
                write!(f, "record {record} @{offset:#x} runs past the end of the file")
            }
            Problem::Landing { end, next } => {
                let gap = i64::try_from(*next)
                    .unwrap_or(0)
                    .saturating_sub(i64::try_from(*end).unwrap_or(0));
                write!(
                    f,
                    "record stream ends @{end:#x}, {gap} bytes before the next structure \
                     @{next:#x} (expected 0–3 bytes of padding)"
                )
            }
        }?;
        write!(
            f,
            "; the read position is the likely culprit (check the record lengths and layout), \
             not the value"
        )
    }
}

/// The domains a stream's values must stay in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Domains {
    /// Tile count, when the stream's owner has a tile table (`.chr`); `None` for maps, whose
    /// tile IDs name the paired `.mtd`'s tiles (checked by pairing, not here).
    pub tiles: Option<usize>,
    /// Vertex pool size in slots.
    pub pool: usize,
}

/// One record stream, walked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    /// Stream start (file offset).
    pub start: usize,
    /// Records read before the first problem.
    pub records: Vec<Record>,
    /// Where the stream ended (or where it stopped).
    pub end: usize,
    /// Where the next structure starts.
    pub next: usize,
    /// The first problem, if any.
    pub problem: Option<Problem>,
}

impl Walk {
    /// Padding between the stream's end and the next structure, when it landed.
    pub fn padding(&self) -> Option<usize> {
        self.problem.is_none().then(|| self.next.saturating_sub(self.end))
    }
}

/// Walks `count` records from `start` of `data` (the whole file): each record's fields read
/// through `layout`, the position advanced by `lengths`, tile and vertex values checked
/// against `domains`; then the landing: the stream must end 0–3 bytes before `next`.
pub fn walk(
    data: &[u8],
    start: usize,
    count: usize,
    next: usize,
    lengths: &RecordLengths,
    layout: &RecordLayout,
    domains: Domains,
) -> Walk {
    // Each record is at least one byte: cap the allocation by the input.
    let cap = count.min(data.len().saturating_sub(start));
    let mut w = Walk { start, records: Vec::with_capacity(cap), end: start, next, problem: None };
    let mut st = DrawState::default();
    let mut pos = start;
    for record in 0..count {
        let stop = |w: &mut Walk, p: Problem| {
            w.problem = Some(p);
            w.end = pos;
        };
        let Some(&t) = data.get(pos) else {
            stop(&mut w, Problem::Truncated { offset: pos, record });
            return w;
        };
        let Some(len) = lengths.get(t) else {
            stop(&mut w, Problem::Type { offset: pos, record, found: t });
            return w;
        };
        let r = match Record::read_with(data, pos, layout) {
            Ok(Some(r)) => r,
            Ok(None) => {
                stop(&mut w, Problem::Type { offset: pos, record, found: t });
                return w;
            }
            Err(_) => {
                stop(&mut w, Problem::Truncated { offset: pos, record });
                return w;
            }
        };
        if let Some(p) = r.resolve(&mut st) {
            if let (Some(tile), Some(count)) = (p.tile, domains.tiles) {
                if usize::from(tile) >= count {
                    let e =
                        Problem::Tile { offset: pos, record, record_type: t, found: tile, count };
                    stop(&mut w, e);
                    return w;
                }
            }
            let out = |s: u32| usize::try_from(s).map_or(true, |s| s >= domains.pool);
            if let Some(&s) = p.used_slots().iter().find(|&&s| out(s)) {
                let e = Problem::Vertex {
                    offset: pos,
                    record,
                    record_type: t,
                    found: s,
                    pool: domains.pool,
                };
                stop(&mut w, e);
                return w;
            }
        }
        w.records.push(r);
        pos = pos.saturating_add(usize::from(len));
    }
    w.end = pos;
    if pos > data.len() {
        w.problem = Some(Problem::Truncated { offset: pos, record: count });
    } else if pos > next || next.saturating_sub(pos) > MAX_PAD {
        w.problem = Some(Problem::Landing { end: pos, next });
    }
    w
}
