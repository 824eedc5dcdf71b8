//! The triangle budget: triangles, UV area and glTF vertices per part and per published group.
#![allow(clippy::arithmetic_side_effects)] // f64 sums and shares only; integer sums are checked.

use crate::figure::Figure;
use crate::parts::{classify, Group, Overrides, Part, PartMap, GROUPS, PARTS};

/// Published budget of the original **[published]** (field notes §1), for reference lines.
pub const PUBLISHED: [(&str, f64); 5] =
    [("head", 38.8), ("arms", 19.3), ("legs", 18.9), ("waist", 13.8), ("coat", 9.2)];

/// One of the five published groups.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GroupShare {
    /// The group (`head`, `arms`, `legs`, `waist`, `torso`), named `part` in JSON.
    pub part: Group,
    /// Triangles.
    pub triangles: usize,
    /// Share of all triangles, percent (the five sum to exactly 100 when there are triangles).
    pub percent: f64,
    /// Share of the total UV area, percent.
    pub uv_percent: f64,
    /// glTF vertices whose strongest bone is in the group.
    pub gltf_vertices: usize,
}

/// One part.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PartShare {
    /// The part.
    pub part: Part,
    /// Its group.
    pub group: Group,
    /// Triangles.
    pub triangles: usize,
    /// Share of all triangles, percent.
    pub percent: f64,
    /// Share of the total UV area, percent.
    pub uv_percent: f64,
    /// glTF vertices whose strongest bone is in the part.
    pub gltf_vertices: usize,
}

/// A figure's budget (`dewrip budget --json`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Budget {
    /// All triangles.
    pub total_triangles: usize,
    /// All glTF vertices: the figure's vertices, which are the exported glTF's (a disc model's
    /// mesh vertices, one per distinct pool slot, UV and colour; a GLB/VRM's vertex lists,
    /// each counted once however many primitives share it). Not the `.chr`'s file vertices
    /// nor its pool slots (`dewrip chr info`).
    pub gltf_vertices: usize,
    /// The five groups, in published order.
    pub groups: Vec<GroupShare>,
    /// The parts that hold any triangle or vertex, in report order.
    pub parts: Vec<PartShare>,
}

impl Budget {
    /// The share of a group, percent.
    pub fn group_percent(&self, g: Group) -> f64 {
        self.groups.iter().find(|s| s.part == g).map_or(0.0, |s| s.percent)
    }
}

/// Rounds non-negative `exact` amounts to whole units summing to `units` by largest
/// remainder: each gets its floor, the units left go to the largest fractions (ties: the first).
pub fn largest_remainder(exact: &[f64], units: u64) -> Vec<u64> {
    let mut out: Vec<u64> = exact.iter().map(|e| e.floor().max(0.0) as u64).collect();
    let mut left = units.saturating_sub(out.iter().sum());
    let mut order: Vec<usize> = (0..exact.len()).collect();
    order.sort_by(|&a, &b| {
        let fa = exact.get(a).map_or(0.0, |e| e - e.floor());
        let fb = exact.get(b).map_or(0.0, |e| e - e.floor());
        fb.total_cmp(&fa).then(a.cmp(&b))
    });
    for i in order {
        if left == 0 {
            break;
        }
        if let Some(u) = out.get_mut(i) {
            *u = u.saturating_add(1);
            left = left.saturating_sub(1);
        }
    }
    out
}

/// Shares of `values` in percent, rounded to hundredths by largest remainder so that they sum to
/// exactly 100.00 (all zero when the total is zero).
pub fn percents(values: &[f64]) -> Vec<f64> {
    let total: f64 = values.iter().sum();
    if total <= 0.0 || !total.is_finite() {
        return vec![0.0; values.len()];
    }
    let exact: Vec<f64> = values.iter().map(|v| v / total * 10_000.0).collect();
    largest_remainder(&exact, 10_000).iter().map(|&u| u as f64 / 100.0).collect()
}

fn uv_area(fig: &Figure, t: [u32; 3]) -> f64 {
    let uv = |i: u32| fig.uvs.get(i as usize).copied().unwrap_or([0.0; 2]);
    let [a, b, c] = t.map(uv);
    let cross = (f64::from(b[0]) - f64::from(a[0])) * (f64::from(c[1]) - f64::from(a[1]))
        - (f64::from(b[1]) - f64::from(a[1])) * (f64::from(c[0]) - f64::from(a[0]));
    let area = cross.abs() * 0.5;
    if area.is_finite() {
        area
    } else {
        0.0
    }
}

/// The budget of a figure with the given part map. A triangle belongs to the bone with the
/// largest summed weight of its three vertices; a vertex to its strongest bone.
pub fn budget_parts(fig: &Figure, parts: &PartMap) -> Budget {
    let slot = |p: Part| PARTS.iter().position(|&q| q == p).unwrap_or(0);
    let mut tris = [0usize; PARTS.len()];
    let mut uv = [0f64; PARTS.len()];
    let mut verts = [0usize; PARTS.len()];
    for &t in &fig.triangles {
        let s = slot(parts.part(fig.triangle_bone(t)));
        if let Some(x) = tris.get_mut(s) {
            *x = x.saturating_add(1);
        }
        if let Some(x) = uv.get_mut(s) {
            *x += uv_area(fig, t);
        }
    }
    for v in 0..fig.positions.len() {
        let s = slot(parts.part(fig.vertex_bone(v)));
        if let Some(x) = verts.get_mut(s) {
            *x = x.saturating_add(1);
        }
    }
    let total = fig.triangles.len();
    let g_tris: Vec<usize> = GROUPS
        .iter()
        .map(|&g| PARTS.iter().zip(&tris).filter(|(p, _)| p.group() == g).map(|(_, &n)| n).sum())
        .collect();
    let g_uv: Vec<f64> = GROUPS
        .iter()
        .map(|&g| PARTS.iter().zip(&uv).filter(|(p, _)| p.group() == g).map(|(_, &a)| a).sum())
        .collect();
    let g_verts: Vec<usize> = GROUPS
        .iter()
        .map(|&g| PARTS.iter().zip(&verts).filter(|(p, _)| p.group() == g).map(|(_, &n)| n).sum())
        .collect();
    let g_pct = percents(&g_tris.iter().map(|&n| n as f64).collect::<Vec<_>>());
    let g_uv_pct = percents(&g_uv);
    let groups = GROUPS
        .iter()
        .enumerate()
        .map(|(i, &g)| GroupShare {
            part: g,
            triangles: g_tris.get(i).copied().unwrap_or(0),
            percent: g_pct.get(i).copied().unwrap_or(0.0),
            uv_percent: g_uv_pct.get(i).copied().unwrap_or(0.0),
            gltf_vertices: g_verts.get(i).copied().unwrap_or(0),
        })
        .collect();
    let p_pct = percents(&tris.iter().map(|&n| n as f64).collect::<Vec<_>>());
    let p_uv_pct = percents(&uv);
    let parts_out = PARTS
        .iter()
        .enumerate()
        .filter(|(i, _)| {
            tris.get(*i).copied().unwrap_or(0) > 0 || verts.get(*i).copied().unwrap_or(0) > 0
        })
        .map(|(i, &p)| PartShare {
            part: p,
            group: p.group(),
            triangles: tris.get(i).copied().unwrap_or(0),
            percent: p_pct.get(i).copied().unwrap_or(0.0),
            uv_percent: p_uv_pct.get(i).copied().unwrap_or(0.0),
            gltf_vertices: verts.get(i).copied().unwrap_or(0),
        })
        .collect();
    Budget { total_triangles: total, gltf_vertices: fig.positions.len(), groups, parts: parts_out }
}

/// The budget of a figure with per-character overrides.
pub fn budget_figure(fig: &Figure, overrides: &Overrides) -> Budget {
    budget_parts(fig, &classify(fig, overrides))
}
