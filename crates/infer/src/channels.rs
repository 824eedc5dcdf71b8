//! The animation channel map: entries naming a node below the node count and a component
//! 0–5 (rotation X/Y/Z, translation X/Y/Z) **[published semantics: velocity-coded channels]**,
//! no (node, component) pair twice.

use container::Width;

use crate::file::Sample;
use crate::parts::Col;

/// Fewest entries a map found by content must have (shorter runs are too easily chance).
pub const MIN_RUN: usize = 4;
/// Most entries a map may have.
pub const MAX_CHANNELS: usize = 1024;

/// A channel-map entry shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    /// Entry size.
    pub stride: u32,
    /// The node column.
    pub node: Col,
    /// The component column.
    pub component: Col,
}

/// Every shape tried: 2- and 4-byte entries, u8 or u16 columns that do not overlap.
pub fn shapes() -> Vec<Shape> {
    let mut out = Vec::new();
    for stride in [2u32, 4] {
        let cols: Vec<Col> =
            Col::all(stride).into_iter().filter(|c| c.width != Width::U32).collect();
        for node in &cols {
            for component in cols.iter().filter(|c| !c.overlaps(node)) {
                out.push(Shape { stride, node: *node, component: *component });
            }
        }
    }
    out
}

impl Shape {
    /// Entries in a row from `t` that are valid for `nodes` nodes, no pair twice.
    pub fn run(&self, s: &Sample<'_>, t: usize, nodes: usize) -> usize {
        let mut seen = std::collections::BTreeSet::new();
        let mut n = 0usize;
        while n < MAX_CHANNELS {
            let (Some(node), Some(c)) =
                (self.node.get(s, t, self.stride, n), self.component.get(s, t, self.stride, n))
            else {
                break;
            };
            let ok = usize::try_from(node).is_ok_and(|x| x < nodes)
                && (0..=5).contains(&c)
                && seen.insert((node, c));
            if !ok {
                break;
            }
            n = n.saturating_add(1);
        }
        n
    }
}

/// The longest channel-map runs of `s` (at least [`MIN_RUN`] entries): (start, shape, run),
/// longest first.
pub fn candidates(s: &Sample<'_>, nodes: usize) -> Vec<(usize, Shape, usize)> {
    let mut out = Vec::new();
    if nodes < 2 {
        return out;
    }
    for sh in shapes() {
        let mut t = 0usize;
        while t < s.len() {
            let r = sh.run(s, t, nodes);
            if r >= MIN_RUN {
                out.push((t, sh, r));
            }
            t = t.saturating_add(2);
        }
    }
    out.sort_by_key(|&(t, sh, r)| (std::cmp::Reverse(r), sh.stride, t));
    out
}
