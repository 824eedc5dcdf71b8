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
            let node = Col { at: n, width: Width::U8, bits: None, div: 1 };
            let component = Col { at: c, width: Width::U8, bits: None, div: 1 };
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

/// Bits a component mask may have set: components 0–5.
const MASK_BITS: u8 = 0x3F;

/// Whether the `nodes` bytes at `t` are component masks, one per node (components 0–5 only,
/// not all zero): their set bits in all, the channels they name.
pub fn mask_total(s: &Sample<'_>, t: usize, nodes: usize) -> Option<usize> {
    let b = s.data.get(t..t.checked_add(nodes)?)?;
    let ok = b.iter().all(|&m| m & !MASK_BITS == 0) && b.iter().any(|&m| m != 0);
    ok.then(|| b.iter().map(|m| m.count_ones() as usize).sum())
}

/// Where a word holding a mask run's channels sits: `back` bytes before the run starts (its
/// first byte), of `width`.
pub type CountAt = (usize, Width);

/// The words (u8, u16 or u32, starting 1–8 bytes before `t` and ending at or before it) that
/// hold exactly `total`.
fn count_words(s: &Sample<'_>, t: usize, total: usize) -> Vec<CountAt> {
    let mut out = Vec::new();
    for back in 1..=8usize {
        for w in [Width::U8, Width::U16, Width::U32] {
            let Some(at) = t.checked_sub(back) else { continue };
            if at.saturating_add(w.bytes()) <= t
                && s.word(at, w).is_some_and(|v| usize::try_from(v).ok() == Some(total))
            {
                out.push((back, w));
            }
        }
    }
    out
}

/// Whether the masks at `t` (for `nodes` nodes) follow a word at `at` holding their channels.
pub fn masks_counted(s: &Sample<'_>, t: usize, nodes: usize, at: CountAt) -> bool {
    mask_total(s, t, nodes).is_some_and(|n| count_words(s, t, n).contains(&at))
}

/// Component masks, one byte per node, instead of a map (an engine that keeps, per node,
/// which of its components move): runs of `nodes` mask bytes naming at least [`MIN_RUN`]
/// channels, right after a word (u8, u16 or u32, 1–8 bytes before them) that holds exactly
/// that many channels **[provisional]**. (start, the word's place), the most channels first.
pub fn mask_candidates(s: &Sample<'_>, nodes: usize) -> Vec<(usize, CountAt)> {
    let mut out: Vec<(usize, usize, CountAt)> = Vec::new();
    if nodes < 2 {
        return Vec::new();
    }
    for t in 1..s.len() {
        let Some(total) = mask_total(s, t, nodes).filter(|&n| n >= MIN_RUN) else { continue };
        out.extend(count_words(s, t, total).into_iter().map(|c| (total, t, c)));
    }
    out.sort_by_key(|&(n, t, (back, w))| (std::cmp::Reverse(n), t, back, w.bytes()));
    out.into_iter().map(|(_, t, c)| (t, c)).collect()
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

    /// Masks after a word holding their set bits are found; a byte with bit 6 set, or a word
    /// holding another total, is no mask run.
    #[test]
    fn component_masks_after_their_channel_count() {
        // u16 channels, then 5 node masks: 0b111, 0, 0b11, 0b100000, 0b1 → 7 channels.
        let mut data = vec![0xAAu8; 4];
        data.extend_from_slice(&7u16.to_le_bytes());
        data.extend_from_slice(&[0b111, 0, 0b11, 0b10_0000, 0b1, 0xAA, 0xAA]);
        let s = Sample::new("m", &data);
        assert_eq!(mask_total(&s, 6, 5), Some(7));
        let at = (2, Width::U16);
        assert!(mask_candidates(&s, 5).contains(&(6, at)), "{:?}", mask_candidates(&s, 5));
        assert!(masks_counted(&s, 6, 5, at));
        assert!(!masks_counted(&s, 6, 5, (2, Width::U32)), "the u32 there holds more");
        let mut bad = data.clone();
        bad[8] = 0x43;
        let sb = Sample::new("b", &bad);
        assert_eq!(mask_total(&sb, 6, 5), None, "bit 6 is no component");
        let mut other = data.clone();
        other[4] = 9;
        let so = Sample::new("o", &other);
        assert!(!mask_candidates(&so, 5).iter().any(|c| c.0 == 6), "no word holds 7");
    }
}
