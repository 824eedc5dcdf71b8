//! Skeleton: the 0x12345678 magic **[public: S3Extract]** and the node table behind it, found
//! by trying node strides and parent-byte positions: node 0 is a root (parent 0xFF), every
//! later node's parent is 0xFF or an earlier node. A count field near the magic equal to a run
//! length fixes the node count; without one the run is taken whole (weaker).

use crate::bytes::{strength, u16_at, u32_at, u8_at, Cand};
use crate::thresholds::{SKELETON_MIN_NODES, SKELETON_STRIDES, SKELETON_TABLE_OFFSETS};
use crate::{Detail, RegionKind};

/// The magic **[public: S3Extract]**.
pub(crate) const MAGIC: [u8; 4] = 0x1234_5678u32.to_le_bytes();
/// Most nodes read (u8 parent indices).
const MAX_NODES: usize = 255;
/// Largest count field believed (0xFF is a root marker, not a count).
const MAX_COUNT: usize = 254;

/// Length of the parent chain at `table` with `stride` and parent byte `j`.
fn run(b: &[u8], table: usize, stride: usize, j: usize) -> usize {
    let mut k = 0usize;
    while k < MAX_NODES {
        let Some(at) = k.checked_mul(stride).and_then(|o| table.checked_add(o)) else { break };
        // The whole entry must be in the file.
        if at.checked_add(stride).is_none_or(|e| e > b.len()) {
            break;
        }
        let Some(p) = at.checked_add(j).and_then(|q| u8_at(b, q)) else { break };
        let ok = if k == 0 { p == 0xFF } else { p == 0xFF || usize::from(p) < k };
        if !ok {
            break;
        }
        k = k.saturating_add(1);
    }
    k
}

/// Roots and depth of the first `n` nodes.
fn shape(b: &[u8], table: usize, stride: usize, j: usize, n: usize) -> (usize, usize) {
    let mut depth = vec![0usize; n];
    let mut roots = 0usize;
    let mut deepest = 0usize;
    for k in 0..n {
        let p = k
            .checked_mul(stride)
            .and_then(|o| table.checked_add(o))
            .and_then(|a| a.checked_add(j))
            .and_then(|q| u8_at(b, q))
            .unwrap_or(0xFF);
        let d = if p == 0xFF {
            roots = roots.saturating_add(1);
            0
        } else {
            depth.get(usize::from(p)).copied().unwrap_or(0).saturating_add(1)
        };
        if let Some(slot) = depth.get_mut(k) {
            *slot = d;
        }
        deepest = deepest.max(d);
    }
    (roots, deepest)
}

/// Every skeleton found in `b`.
pub(crate) fn find(b: &[u8]) -> Vec<Cand> {
    let mut out = Vec::new();
    let mut m = 0usize;
    while let Some(w) = b.get(m..m.saturating_add(4)) {
        if w != MAGIC {
            m = m.saturating_add(1);
            continue;
        }
        if let Some(c) = at_magic(b, m) {
            m = c.end;
            out.push(c);
        } else {
            m = m.saturating_add(4);
        }
    }
    out
}

/// A node-table reading: (tree, counted, nodes, table offset, stride, parent byte, count at).
type Best = (bool, bool, usize, usize, usize, usize, Option<usize>);

/// The best node table behind the magic at `m`.
fn at_magic(b: &[u8], m: usize) -> Option<Cand> {
    // (tree, counted, nodes, table_at, stride, j, count_at)
    let mut best: Option<Best> = None;
    for h in SKELETON_TABLE_OFFSETS {
        let table = m.checked_add(h)?;
        // Count fields between the magic and the table: u8, u16 and u32 values.
        let mut counts: Vec<(usize, usize)> = Vec::new();
        let mut at = m.saturating_add(4);
        while at < table {
            if let Some(v) = u16_at(b, at) {
                counts.push((at, usize::from(v)));
            }
            if let Some(v) = u32_at(b, at).filter(|_| at.saturating_add(4) <= table) {
                counts.push((at, usize::try_from(v).unwrap_or(usize::MAX)));
            }
            at = at.saturating_add(2);
        }
        for stride in SKELETON_STRIDES {
            for j in 0..stride {
                let len = run(b, table, stride, j);
                if len < SKELETON_MIN_NODES {
                    continue;
                }
                // The largest count field that fits the run.
                let counted = counts
                    .iter()
                    .filter(|&&(_, c)| (SKELETON_MIN_NODES..=len.min(MAX_COUNT)).contains(&c))
                    .max_by_key(|&&(at, c)| (c, std::cmp::Reverse(at)))
                    .copied();
                let (n, count_at) = match counted {
                    Some((at, c)) => (c, Some(at)),
                    None => (len, None),
                };
                let (roots, depth) = shape(b, table, stride, j, n);
                // A tree: few roots (one per eight nodes at most) and some depth.
                let tree = roots.saturating_mul(8) <= n.max(8) && depth > 0;
                let key = (tree, count_at.is_some(), n);
                let better = match &best {
                    None => true,
                    Some((bt, bc, bn, ..)) => key > (*bt, *bc, *bn),
                };
                if better {
                    best = Some((tree, count_at.is_some(), n, h, stride, j, count_at));
                }
            }
        }
    }
    let (tree, counted, n, h, stride, j, count_at) = best?;
    if !tree {
        return None;
    }
    let table = m.checked_add(h)?;
    let nodes_end = table.checked_add(n.checked_mul(stride)?)?;
    let rotations = count_at.map_or(0, |c| rotation_entries(b, c, nodes_end, stride, n));
    let rot_end = nodes_end.checked_add(rotations.checked_mul(stride)?)?;
    // Zero padding to 4-alignment after the rotation entries belongs with them.
    let padded = rot_end.checked_add(3)? & !3;
    let end = if rotations > 0
        && padded <= b.len()
        && b.get(rot_end..padded).is_some_and(|z| z.iter().all(|&x| x == 0))
    {
        padded
    } else {
        rot_end
    };
    let (roots, depth) = shape(b, table, stride, j, n);
    Some(Cand {
        start: m,
        end,
        kind: RegionKind::Skeleton,
        strength: if counted { strength::SKELETON_COUNTED } else { strength::SKELETON },
        detail: Detail::Skeleton {
            nodes: n,
            node_stride: stride,
            parent_at: j,
            table_at: h,
            count_at,
            roots,
            depth,
            rotations,
        },
    })
}

/// Rest-rotation entries after the node table at `at`: the u16 right after the node count
/// field (`count_at`) gives how many, each `stride` bytes with byte +0 a node index below
/// `nodes` and byte +1 zero. 0 unless every counted entry fits.
fn rotation_entries(b: &[u8], count_at: usize, at: usize, stride: usize, nodes: usize) -> usize {
    let Some(r) = count_at.checked_add(2).and_then(|p| u16_at(b, p)).map(usize::from) else {
        return 0;
    };
    if r == 0 || r > nodes || stride < 2 {
        return 0;
    }
    for k in 0..r {
        let Some(e) = k.checked_mul(stride).and_then(|o| at.checked_add(o)) else { return 0 };
        if e.checked_add(stride).is_none_or(|x| x > b.len()) {
            return 0;
        }
        let node = u8_at(b, e);
        let zero = e.checked_add(1).and_then(|q| u8_at(b, q));
        match (node, zero) {
            (Some(n), Some(0)) if usize::from(n) < nodes => {}
            _ => return 0,
        }
    }
    r
}
