//! Landing and domain checks on a `.chr`'s face-record blocks, for `dewrip verify`: every block
//! walked by the shared walker ([`crate::records::walk()`]), which reports the first
//! [`Problem`] of each.
//!
//! **[published]** On a real disc, every record stream ends with 0–3 bytes of padding right
//! before the next structure (359/359 blocks once the lengths were right). When a value exceeds
//! its domain, suspect the read position, not the value.

use super::read::layout;
use super::ChrError;
use crate::records::{walk, Domains, RecordLayout, RecordLengths};

pub use crate::records::{Problem, MAX_PAD};

/// One block, walked (the shared walker's result).
pub type BlockWalk = crate::records::Walk;

/// Walks `count` records from `start` through the built-in layout, advancing each by
/// `lengths`, checking the type, tile and vertex domains, then the landing against `next`.
pub fn walk_block(
    data: &[u8],
    start: usize,
    count: usize,
    next: usize,
    lengths: &RecordLengths,
    tile_count: usize,
    pool: u16,
) -> BlockWalk {
    let domains = Domains { tiles: Some(tile_count), pool: usize::from(pool) };
    walk(data, start, count, next, lengths, &RecordLayout::builtin(), domains)
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

/// Walks every block of a `.chr` with `lengths` and the built-in layout (header, tile table
/// and mesh tables must parse).
pub fn check(data: &[u8], lengths: &RecordLengths) -> Result<ModelCheck, ChrError> {
    check_with(data, lengths, &RecordLayout::builtin())
}

/// Walks every block of a `.chr` with `lengths` and `layout`.
pub fn check_with(
    data: &[u8],
    lengths: &RecordLengths,
    record_layout: &RecordLayout,
) -> Result<ModelCheck, ChrError> {
    let l = layout(data)?;
    let domains = Domains { tiles: Some(l.tile_count), pool: usize::from(l.pool_size) };
    let blocks = l
        .blocks
        .iter()
        .enumerate()
        .map(|(i, &(start, count))| {
            let next = l.blocks.get(i.saturating_add(1)).map_or(l.tiles_offset, |b| b.0);
            walk(data, start, count, next, lengths, record_layout, domains)
        })
        .collect();
    Ok(ModelCheck { blocks })
}
