//! Landing and domain checks on a `.chr`'s face-record blocks, for `dewrip verify`: every block
//! walked by the shared walker ([`crate::records::walk()`]), which reports the first
//! [`Problem`] of each.
//!
//! **[published]** On a real disc, every record stream ends with 0–3 bytes of padding right
//! before the next structure (359/359 blocks once the lengths were right). When a value exceeds
//! its domain, suspect the read position, not the value.

use super::read::{layout, walk_blocks};
use super::ChrError;
use crate::records::{RecordLayout, RecordLengths};

pub use crate::records::{Problem, MAX_PAD};

/// One block, walked (the shared walker's result).
pub type BlockWalk = crate::records::Walk;

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
    Ok(ModelCheck { blocks: walk_blocks(data, &l, lengths, record_layout) })
}
