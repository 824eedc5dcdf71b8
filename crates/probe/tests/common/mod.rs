//! Shared test helpers: what dewrip's provisional layouts put where (read from the bytes the
//! synthetic writers produced), and the synthetic corpus.
#![allow(dead_code, clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use probe::RegionKind;

pub fn u16_at(b: &[u8], p: usize) -> usize {
    u16::from_le_bytes([b[p], b[p + 1]]) as usize
}

pub fn u32_at(b: &[u8], p: usize) -> usize {
    u32::from_le_bytes([b[p], b[p + 1], b[p + 2], b[p + 3]]) as usize
}

/// A section dewrip's layout put in a file: kind, start, what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub kind: RegionKind,
    pub start: usize,
    pub end: usize,
    pub what: String,
}

fn sec(kind: RegionKind, start: usize, end: usize, what: String) -> Section {
    Section { kind, start, end, what }
}

/// The sections of a `.chr` in dewrip's layout (docs/formats/chr.md).
pub fn chr_sections(b: &[u8]) -> Vec<Section> {
    let mut out = Vec::new();
    let skel = u32_at(b, 0x04);
    if skel != 0 {
        let n = u16_at(b, skel + 4);
        out.push(sec(RegionKind::Skeleton, skel, skel + 8 + 8 * n, "skeleton".into()));
    }
    let mesh = u32_at(b, 0x08);
    let (p, bl) = (u16_at(b, mesh), u16_at(b, mesh + 2));
    for i in 0..p {
        let e = mesh + 8 + 12 * i;
        let n = u16_at(b, e + 2);
        let at = u32_at(b, e + 8);
        if n > 0 {
            out.push(sec(RegionKind::Vertices, at, at + 8 * n, format!("part {i} vertices")));
        }
    }
    for i in 0..bl {
        let e = mesh + 8 + 12 * p + 8 * i;
        let at = u32_at(b, e);
        if u16_at(b, e + 4) > 0 {
            out.push(sec(RegionKind::Records, at, at, format!("block {i} records")));
        }
    }
    let tex = u32_at(b, 0x10);
    let (t, c) = (u16_at(b, tex), u16_at(b, tex + 2));
    if c > 0 {
        out.push(sec(RegionKind::Clut, tex + 0x14, tex + 0x14 + 32 * c, "CLUT table".into()));
    }
    for i in 0..t {
        let h = tex + 0x14 + 32 * c + 12 * i;
        let at = u32_at(b, h + 4);
        out.push(sec(RegionKind::Lz, at, at + u32_at(b, h + 8), format!("texture {i} LZ")));
    }
    out
}

/// The sections of a `.mmd` in dewrip's layout (docs/formats/mmd.md).
pub fn mmd_sections(b: &[u8]) -> Vec<Section> {
    let mut out = Vec::new();
    let p = u16_at(b, 0);
    for i in 0..p {
        let e = 0x1C + 12 * i;
        let (v, r) = (u16_at(b, e), u16_at(b, e + 2));
        let (va, ra) = (u32_at(b, e + 4), u32_at(b, e + 8));
        if v > 0 {
            out.push(sec(RegionKind::Vertices, va, va + 8 * v, format!("piece {i} vertices")));
        }
        if r > 0 {
            out.push(sec(RegionKind::Records, ra, ra, format!("piece {i} records")));
        }
    }
    let walk = u32_at(b, 0x10);
    let wv = u16_at(b, walk);
    if wv > 0 {
        out.push(sec(RegionKind::Vertices, walk + 4, walk + 4 + 8 * wv, "walk vertices".into()));
    }
    out
}

/// The sections of a `.mtd` in dewrip's layout (docs/formats/mtd.md).
pub fn mtd_sections(b: &[u8]) -> Vec<Section> {
    let mut out = Vec::new();
    let (c, t) = (u16_at(b, 4), u16_at(b, 6));
    out.push(sec(RegionKind::Clut, 0x0C, 0x0C + 40 * c, "CLUT entries".into()));
    let tiles = u32_at(b, 8);
    let m = u16_at(b, tiles);
    for i in 0..t {
        let h = tiles + 4 + 8 * m + 12 * i;
        let at = u32_at(b, h + 4);
        out.push(sec(RegionKind::Lz, at, at + u32_at(b, h + 8), format!("texture {i} LZ")));
    }
    out
}

/// A synthetic file: name, bytes, and its sections.
pub struct Synthetic {
    pub name: String,
    pub bytes: Vec<u8>,
    pub sections: Vec<Section>,
}

/// Characters and maps made by `synth` in dewrip's layout: `chars` character designs and
/// `maps` base maps (with a variant each).
pub fn corpus(seed: u64, chars: u64, maps: u64) -> Vec<Synthetic> {
    let mut out = Vec::new();
    for d in 0..chars {
        let magic = d < chars * 123 / 172 || d < 3;
        let clut = synth::content::palette(seed, d);
        let size = if d == 0 { 73_728 } else { 8192 };
        let bytes = synth::chr::character(seed, d, &clut, magic, size);
        let sections = chr_sections(&bytes);
        out.push(Synthetic {
            name: format!("chr{d:03}{}", if magic { "" } else { "_nomagic" }),
            bytes,
            sections,
        });
    }
    for b in 0..maps {
        let (m, t) = synth::maps::base_map(seed, b);
        let mmd = dewprism::map::mmd::write(&m).unwrap();
        let mtd = dewprism::map::mtd::write(&t).unwrap();
        let s = mmd_sections(&mmd);
        out.push(Synthetic { name: format!("map{b:03}.mmd"), bytes: mmd, sections: s });
        let s = mtd_sections(&mtd);
        out.push(Synthetic { name: format!("map{b:03}.mtd"), bytes: mtd, sections: s });
    }
    out
}

/// Sections the report does not show with their kind and start.
pub fn misses(report: &probe::Report, sections: &[Section]) -> Vec<String> {
    sections
        .iter()
        .filter(|s| !report.regions.iter().any(|r| r.kind == s.kind && r.start == s.start))
        .map(|s| {
            let there = report
                .at(s.start)
                .map(|r| format!("{} {:#x}..{:#x}", r.kind, r.start, r.end))
                .unwrap_or_default();
            format!("{} ({} at {:#x}): found {there}", s.what, s.kind, s.start)
        })
        .collect()
}

/// Regions of a detected kind that overlap no section of that kind (false finds).
pub fn extras(report: &probe::Report, sections: &[Section]) -> Vec<String> {
    report
        .regions
        .iter()
        .filter(|r| r.kind != RegionKind::Unknown)
        .filter(|r| {
            !sections.iter().any(|s| {
                s.kind == r.kind
                    && (s.start == r.start || (s.start < r.end && r.start < s.end.max(s.start + 1)))
            })
        })
        .map(|r| format!("{} {:#x}..{:#x}", r.kind, r.start, r.end))
        .collect()
}

/// The map's invariants: regions sorted, non-empty, contiguous from 0 to the file size.
pub fn check_tiling(r: &probe::Report) -> Result<(), String> {
    let mut at = 0usize;
    for g in &r.regions {
        if g.start != at || g.end <= g.start {
            return Err(format!("region {:#x}..{:#x} after {at:#x}", g.start, g.end));
        }
        at = g.end;
    }
    if at != r.size {
        return Err(format!("regions end at {at:#x}, file is {:#x}", r.size));
    }
    Ok(())
}

/// A small deterministic RNG (xorshift64*), independent of `synth`'s.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next() >> 32) as u8).collect()
    }
}
