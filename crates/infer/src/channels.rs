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
    /// Both in one column, `node << shift | component` (`node` and `component` are then the
    /// same column).
    pub packed: Option<u32>,
}

/// Every shape tried: 2- and 4-byte entries, u8 or u16 columns that do not overlap; 6- and
/// 8-byte entries starting with a node and a component byte.
pub fn shapes() -> Vec<Shape> {
    let mut out = Vec::new();
    for stride in [2u32, 4] {
        let cols: Vec<Col> =
            Col::all(stride).into_iter().filter(|c| c.width != Width::U32).collect();
        for node in &cols {
            for component in cols.iter().filter(|c| !c.overlaps(node)) {
                out.push(Shape { stride, node: *node, component: *component, packed: None });
            }
        }
        // [provisional] One u16, the component in its low 3 or 4 bits (an engine indexing a
        // node's six channels by `node << 3`); a byte would hold too few nodes.
        for c in cols.iter().filter(|c| c.width == Width::U16) {
            for shift in [3u32, 4] {
                out.push(Shape { stride, node: *c, component: *c, packed: Some(shift) });
            }
        }
    }
    // [provisional] Wider entries (a channel beside its initial value and its stream's
    // offset): the node and the component u8s side by side, at the entry's start.
    for stride in [6u32, 8] {
        for (n, c) in [(0u32, 1u32), (1, 0)] {
            let node = Col { at: n, width: Width::U8 };
            let component = Col { at: c, width: Width::U8 };
            out.push(Shape { stride, node, component, packed: None });
        }
    }
    out
}

impl Shape {
    /// Entry `e` of a map at `t`: (node, component).
    pub fn entry(&self, s: &Sample<'_>, t: usize, e: usize) -> (Option<i64>, Option<i64>) {
        match self.packed {
            Some(shift) => {
                let v = self.node.get(s, t, self.stride, e);
                let mask = 1i64.checked_shl(shift).map_or(0, |m| m.wrapping_sub(1));
                (v.and_then(|v| v.checked_shr(shift)), v.map(|v| v & mask))
            }
            None => (self.node.get(s, t, self.stride, e), self.component.get(s, t, self.stride, e)),
        }
    }

    /// The fields' extra keys: (node's, component's) `bits` when packed.
    pub fn bits(&self) -> (String, String) {
        match self.packed {
            Some(shift) => {
                let word = (self.node.width.bytes() as u32).saturating_mul(8);
                (
                    format!(", bits = [{shift}, {}]", word.saturating_sub(shift)),
                    format!(", bits = [0, {shift}]"),
                )
            }
            None => (String::new(), String::new()),
        }
    }

    /// Entries in a row from `t` that are valid for `nodes` nodes, no pair twice.
    pub fn run(&self, s: &Sample<'_>, t: usize, nodes: usize) -> usize {
        let mut seen = std::collections::BTreeSet::new();
        let mut n = 0usize;
        while n < MAX_CHANNELS {
            let (Some(node), Some(c)) = self.entry(s, t, n) else { break };
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

#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
#[cfg(test)]
mod tests {
    use super::*;

    /// A map packed as u16 `node << 3 | component` reads as (node, component), its run stops
    /// at a pair seen twice, and the layout keys split the word.
    #[test]
    fn packed_channel_words() {
        let words: [u16; 5] = [33 << 3 | 2, 3, 7 << 3, 20 << 3 | 5, 3];
        let data: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let s = Sample::new("a", &data);
        let sh = shapes()
            .into_iter()
            .find(|sh| sh.stride == 2 && sh.packed == Some(3) && sh.node.width == Width::U16)
            .unwrap();
        assert_eq!(sh.entry(&s, 0, 0), (Some(33), Some(2)));
        assert_eq!(sh.entry(&s, 0, 3), (Some(20), Some(5)));
        assert_eq!(sh.run(&s, 0, 34), 4, "the fifth entry repeats (0, 3)");
        assert_eq!(sh.run(&s, 0, 30), 0, "node 33 is past 30 nodes");
        assert_eq!(sh.bits(), (", bits = [3, 13]".to_string(), ", bits = [0, 3]".to_string()));
    }
}
