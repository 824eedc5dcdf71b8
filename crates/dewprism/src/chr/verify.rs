//! Landing and domain checks on a `.chr`'s face-record blocks, for `dewrip verify`: every block
//! walked by the shared walker ([`crate::records::walk()`]), which reports the first
//! [`Problem`] of each.
//!
//! **[published]** On a real disc, every record stream ends with 0–3 bytes of padding right
//! before the next structure (359/359 blocks once the lengths were right). When a value exceeds
//! its domain, suspect the read position, not the value.

use super::read::{parse, read_parts_pool, walk_streams};
use super::ChrError;
use crate::conventions::Conventions;

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

/// Walks every block of a `.chr` with `conv` (the container layout must fit up to the parts;
/// the blocks' problems are reported, not raised).
pub fn check(data: &[u8], conv: &Conventions) -> Result<ModelCheck, ChrError> {
    let p = parse(data, conv)?;
    let pool = read_parts_pool(&p)?;
    let tiles = p.root("tiles").map(|t| t.count());
    Ok(ModelCheck { blocks: walk_streams(&p, conv, tiles, usize::from(pool)) })
}
