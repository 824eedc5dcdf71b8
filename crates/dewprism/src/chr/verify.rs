//! Landing and domain checks on face-record blocks, shared by the reader and `dewrip verify`.
//!
//! **[published]** On a real disc, every record stream ends with 0–3 bytes of padding right
//! before the next structure (359/359 blocks once the lengths were right). A wrong record
//! length shifts every later read; the shifted reads then produce out-of-domain tile IDs and
//! vertex indices. When a value exceeds its domain, suspect the read position, not the value.

use super::record::{DrawState, Record};
use crate::record_lengths::RecordLengths;

/// Most padding bytes allowed between a record stream and the next structure **[published]**.
pub const MAX_PAD: usize = 3;

/// The first thing wrong in a block.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Problem {
    /// A type byte outside the table.
    Type {
        /// Record offset (file).
        offset: usize,
        /// Record number in the block.
        record: usize,
        /// Type byte found.
        found: u8,
    },
    /// A tile ID outside the tile table.
    Tile {
        /// Record offset (file).
        offset: usize,
        /// Record number in the block.
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
        /// Record number in the block.
        record: usize,
        /// Record type.
        record_type: u8,
        /// Slot found.
        found: u32,
        /// Pool size.
        pool: u16,
    },
    /// A record runs past the end of the file.
    Truncated {
        /// Record offset (file).
        offset: usize,
        /// Record number in the block.
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
            "; the read position is the likely culprit (check the record lengths), not the value"
        )
    }
}

/// The result of walking one block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockWalk {
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

impl BlockWalk {
    /// Padding between the stream's end and the next structure, when it landed.
    pub fn padding(&self) -> Option<usize> {
        self.problem.is_none().then(|| self.next.saturating_sub(self.end))
    }
}

/// Walks `count` records from `start`, advancing each by `lengths`, checking the type, tile and
/// vertex domains, then the landing against `next`.
pub fn walk_block(
    data: &[u8],
    start: usize,
    count: usize,
    next: usize,
    lengths: &RecordLengths,
    tile_count: usize,
    pool: u16,
) -> BlockWalk {
    let mut w = BlockWalk { start, records: Vec::new(), end: start, next, problem: None };
    let mut st = DrawState::default();
    let mut pos = start;
    for record in 0..count {
        let Some(&t) = data.get(pos) else {
            w.problem = Some(Problem::Truncated { offset: pos, record });
            w.end = pos;
            return w;
        };
        let Some(len) = lengths.get(t) else {
            w.problem = Some(Problem::Type { offset: pos, record, found: t });
            w.end = pos;
            return w;
        };
        let r = match Record::read(data, pos) {
            Ok(Some(r)) => r,
            Ok(None) => {
                w.problem = Some(Problem::Type { offset: pos, record, found: t });
                w.end = pos;
                return w;
            }
            Err(_) => {
                w.problem = Some(Problem::Truncated { offset: pos, record });
                w.end = pos;
                return w;
            }
        };
        if let Some(p) = r.resolve(&mut st) {
            if let Some(tile) = p.tile.filter(|&x| usize::from(x) >= tile_count) {
                w.problem = Some(Problem::Tile {
                    offset: pos,
                    record,
                    record_type: t,
                    found: tile,
                    count: tile_count,
                });
                w.end = pos;
                return w;
            }
            if let Some(&s) = p.used_slots().iter().find(|&&s| s >= u32::from(pool)) {
                w.problem =
                    Some(Problem::Vertex { offset: pos, record, record_type: t, found: s, pool });
                w.end = pos;
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

/// One model's check: every block walked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelCheck {
    /// Blocks walked (in table order).
    pub blocks: Vec<BlockWalk>,
}

impl ModelCheck {
    /// Blocks that landed with 0–3 bytes of padding and no domain problem.
    pub fn landed(&self) -> usize {
        self.blocks.iter().filter(|b| b.problem.is_none()).count()
    }
}

/// Walks every block of a `.chr` with `lengths` (header, tile table and mesh tables must parse).
pub fn check(data: &[u8], lengths: &RecordLengths) -> Result<ModelCheck, super::ChrError> {
    let l = super::read::layout(data)?;
    let blocks = l
        .blocks
        .iter()
        .enumerate()
        .map(|(i, &(start, count))| {
            let next = l.blocks.get(i.saturating_add(1)).map_or(l.tiles_offset, |b| b.0);
            walk_block(data, start, count, next, lengths, l.tile_count, l.pool_size)
        })
        .collect();
    Ok(ModelCheck { blocks })
}
