//! Files in layouts that are not dewrip's: the same primitives (skeleton, vertex arrays,
//! record streams, CLUTs, LZ blobs — cut out of synthetic files) laid out with other header
//! styles, in other orders, at other alignments. The probe must find every section with its
//! kind and start, and `compare` must say where dewrip's layout expected what.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

mod common;

use common::{u16_at, u32_at};
use dewprism::records::lengths::RecordLengths;
use probe::{compare, probe_file, Expectation, Limits, RegionKind};

/// One primitive: its kind and bytes.
#[derive(Clone)]
struct Prim {
    kind: RegionKind,
    bytes: Vec<u8>,
    what: String,
}

/// The bytes of `count` records from `at`.
fn stream(b: &[u8], at: usize, count: usize) -> Vec<u8> {
    let mut p = at;
    for _ in 0..count {
        p += RecordLengths::BUILTIN.get(b[p]).unwrap() as usize;
    }
    b[at..p].to_vec()
}

/// Primitives of a synthetic character in dewrip's layout.
fn chr_prims(b: &[u8], skeleton_stride12: bool) -> Vec<Prim> {
    let mut out = Vec::new();
    let skel = u32_at(b, 4);
    if skel != 0 {
        let n = u16_at(b, skel + 4);
        let bytes = if skeleton_stride12 {
            // Another node layout: u32 count after the magic, 12-byte nodes with the parent at +1.
            let mut v = b[skel..skel + 4].to_vec();
            v.extend((n as u32).to_le_bytes());
            for i in 0..n {
                let node = &b[skel + 8 + 8 * i..skel + 16 + 8 * i];
                v.extend([0x11, node[0]]);
                v.extend(&node[2..8]);
                v.extend([0u8; 4]);
            }
            v
        } else {
            b[skel..skel + 8 + 8 * n].to_vec()
        };
        out.push(Prim { kind: RegionKind::Skeleton, bytes, what: "skeleton".into() });
    }
    let mesh = u32_at(b, 8);
    let (p, bl) = (u16_at(b, mesh), u16_at(b, mesh + 2));
    for i in 0..p {
        let e = mesh + 8 + 12 * i;
        let n = u16_at(b, e + 2);
        let at = u32_at(b, e + 8);
        if n >= 3 {
            out.push(Prim {
                kind: RegionKind::Vertices,
                bytes: b[at..at + 8 * n].to_vec(),
                what: format!("part {i}"),
            });
        }
    }
    for i in 0..bl {
        let e = mesh + 8 + 12 * p + 8 * i;
        let (at, n) = (u32_at(b, e), u16_at(b, e + 4));
        if n > 0 {
            out.push(Prim {
                kind: RegionKind::Records,
                bytes: stream(b, at, n),
                what: format!("block {i}"),
            });
        }
    }
    let tex = u32_at(b, 0x10);
    let (t, c) = (u16_at(b, tex), u16_at(b, tex + 2));
    if c > 0 {
        out.push(Prim {
            kind: RegionKind::Clut,
            bytes: b[tex + 0x14..tex + 0x14 + 32 * c].to_vec(),
            what: "CLUTs".into(),
        });
    }
    for i in 0..t {
        let h = tex + 0x14 + 32 * c + 12 * i;
        let (at, len) = (u32_at(b, h + 4), u32_at(b, h + 8));
        out.push(Prim {
            kind: RegionKind::Lz,
            bytes: b[at..at + len].to_vec(),
            what: format!("texture {i}"),
        });
    }
    out
}

/// How a variant's header names its sections.
#[derive(Clone, Copy, Debug)]
enum Header {
    /// u32 count, then one u32 offset per section (a DOT1-like table).
    Offsets,
    /// u16 count, u16 0, then (u32 offset, u32 size) per section.
    OffsetSize,
    /// u32 magic-like tag, then one u32 size per section; no offsets at all.
    Sizes,
}

/// Lays out `prims` in `order` with `header`, each section aligned to `align` (4, 8 or 16;
/// a record stream is always followed by 0–3 bytes of zero padding, as the published landing
/// rule says). Returns the bytes and each section's start.
fn layout(
    prims: &[Prim],
    order: &[usize],
    header: Header,
    align: usize,
) -> (Vec<u8>, Vec<(usize, usize)>) {
    let n = order.len();
    let head_len = match header {
        Header::Offsets => 4 + 4 * n,
        Header::OffsetSize => 4 + 8 * n,
        Header::Sizes => 4 + 4 * n,
    };
    let mut out = vec![0u8; head_len];
    let mut starts = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        let prev_records = k > 0 && prims[order[k - 1]].kind == RegionKind::Records;
        let a = if prev_records { 4 } else { align };
        while out.len() % a != 0 {
            out.push(0);
        }
        starts.push((i, out.len()));
        out.extend(&prims[i].bytes);
    }
    while out.len() % 4 != 0 {
        out.push(0);
    }
    let put =
        |out: &mut Vec<u8>, at: usize, v: u32| out[at..at + 4].copy_from_slice(&v.to_le_bytes());
    match header {
        Header::Offsets => {
            put(&mut out, 0, n as u32);
            for (k, &(_, s)) in starts.iter().enumerate() {
                put(&mut out, 4 + 4 * k, s as u32);
            }
        }
        Header::OffsetSize => {
            out[0..2].copy_from_slice(&(n as u16).to_le_bytes());
            for (k, &(i, s)) in starts.iter().enumerate() {
                put(&mut out, 4 + 8 * k, s as u32);
                put(&mut out, 8 + 8 * k, prims[i].bytes.len() as u32);
            }
        }
        Header::Sizes => {
            put(&mut out, 0, 0x4457_5052);
            for (k, &(i, _)) in starts.iter().enumerate() {
                put(&mut out, 4 + 4 * k, prims[i].bytes.len() as u32);
            }
        }
    }
    (out, starts)
}

/// A deterministic shuffle.
fn shuffled(n: usize, seed: u64) -> Vec<usize> {
    let mut v: Vec<usize> = (0..n).collect();
    let mut r = common::XorShift(seed | 1);
    for i in (1..n).rev() {
        let j = (r.next() % (i as u64 + 1)) as usize;
        v.swap(i, j);
    }
    v
}

/// Every section must be found with its kind and start — except, in a layout whose header
/// names no offsets, a vertex array or record stream: with nothing to mark a seam, two
/// back-to-back arrays are one array, and a stream's first record may sit in the previous
/// section's last bytes (then a region of that kind must cover the section's start).
fn check(
    name: &str,
    bytes: &[u8],
    prims: &[Prim],
    starts: &[(usize, usize)],
    pointers: bool,
) -> Vec<String> {
    let r = probe_file(bytes, &probe::builtin_lengths(), name, &Limits::default()).unwrap();
    common::check_tiling(&r).unwrap();
    if std::env::var("PROBE_DUMP").is_ok_and(|d| !d.is_empty() && name.contains(d.as_str())) {
        println!("{r}");
        std::fs::write(std::env::temp_dir().join("probe_variant.bin"), bytes).unwrap();
        for &(i, s) in starts {
            println!(
                "  expected {} {s:#x} {} ({} bytes)",
                prims[i].kind,
                prims[i].what,
                prims[i].bytes.len()
            );
        }
    }
    let mut missed = Vec::new();
    for (k, &(i, s)) in starts.iter().enumerate() {
        let p = &prims[i];
        let _ = k;
        let seamless = !pointers && matches!(p.kind, RegionKind::Vertices | RegionKind::Records);
        if seamless && r.at(s).is_some_and(|g| g.kind == p.kind) {
            continue;
        }
        if !r.regions.iter().any(|g| g.kind == p.kind && g.start == s) {
            let there = r.at(s).map(|g| format!("{} {:#x}..{:#x}", g.kind, g.start, g.end));
            missed.push(format!("{name}: {} ({}) at {s:#x}: {there:?}", p.what, p.kind));
        }
    }
    missed
}

#[test]
fn other_layouts_of_characters() {
    let mut missed = Vec::new();
    let mut sizes_missed = Vec::new();
    let mut sections = 0;
    let mut sizes_sections = 0;
    let mut files = 0;
    for d in [0u64, 1, 2, 9] {
        let clut = synth::content::palette(11, d);
        let b = synth::chr::character(11, d, &clut, true, 8192);
        for (k, (header, align, stride12)) in [
            (Header::Offsets, 4, false),
            (Header::OffsetSize, 16, true),
            (Header::Sizes, 8, false),
            (Header::Offsets, 16, true),
        ]
        .into_iter()
        .enumerate()
        {
            let prims = chr_prims(&b, stride12);
            let order = shuffled(prims.len(), d * 31 + k as u64);
            let (bytes, starts) = layout(&prims, &order, header, align);
            let pointers = !matches!(header, Header::Sizes);
            let m = check(&format!("chr{d} {header:?}/{align}"), &bytes, &prims, &starts, pointers);
            if pointers {
                sections += starts.len();
                missed.extend(m);
            } else {
                sizes_sections += starts.len();
                sizes_missed.extend(m);
            }
            files += 1;
        }
    }
    println!(
        "{files} variant files: {} of {sections} sections missed with offset headers, {} of \
         {sizes_sections} with a sizes-only header",
        missed.len(),
        sizes_missed.len()
    );
    for m in missed.iter().chain(&sizes_missed) {
        println!("MISS {m}");
    }
    assert!(missed.is_empty());
    // A header of sizes only gives false pointers (each size read as an offset) and no seams:
    // measured, and held to at most 1 % of sections.
    assert!(sizes_missed.len() * 100 <= sizes_sections, "{sizes_missed:?}");
}

#[test]
fn other_layouts_of_maps() {
    let mut missed = Vec::new();
    for b in [0u64, 1, 3, 5] {
        let (m, t) = synth::maps::base_map(13, b);
        let mmd = dewprism::map::mmd::write(&m).unwrap();
        let mtd = dewprism::map::mtd::write(&t).unwrap();
        // Pieces: vertex array then records, in piece order (the published landing rule holds
        // between them), with the textures' CLUTs (40-byte entries) and blobs after.
        let mut prims = Vec::new();
        for i in 0..u16_at(&mmd, 0) {
            let e = 0x1C + 12 * i;
            let (v, r) = (u16_at(&mmd, e), u16_at(&mmd, e + 2));
            let (va, ra) = (u32_at(&mmd, e + 4), u32_at(&mmd, e + 8));
            prims.push(Prim {
                kind: RegionKind::Vertices,
                bytes: mmd[va..va + 8 * v].to_vec(),
                what: format!("piece {i} vertices"),
            });
            prims.push(Prim {
                kind: RegionKind::Records,
                bytes: stream(&mmd, ra, r),
                what: format!("piece {i} records"),
            });
        }
        let c = u16_at(&mtd, 4);
        prims.push(Prim {
            kind: RegionKind::Clut,
            bytes: mtd[0x0C..0x0C + 40 * c].to_vec(),
            what: "CLUT entries".into(),
        });
        let tiles = u32_at(&mtd, 8);
        let heads = tiles + 4 + 8 * u16_at(&mtd, tiles);
        for i in 0..u16_at(&mtd, 6) {
            let (at, len) = (u32_at(&mtd, heads + 12 * i + 4), u32_at(&mtd, heads + 12 * i + 8));
            prims.push(Prim {
                kind: RegionKind::Lz,
                bytes: mtd[at..at + len].to_vec(),
                what: format!("texture {i}"),
            });
        }
        let order: Vec<usize> = (0..prims.len()).rev().collect();
        for (header, align) in [(Header::OffsetSize, 4), (Header::Offsets, 8)] {
            let (bytes, starts) = layout(&prims, &order, header, align);
            missed.extend(check(
                &format!("map{b} {header:?}/{align}"),
                &bytes,
                &prims,
                &starts,
                true,
            ));
        }
    }
    for m in &missed {
        println!("MISS {m}");
    }
    assert!(missed.is_empty(), "{} missed", missed.len());
}

#[test]
fn compare_says_where_the_layout_expected_what() {
    let clut = synth::content::palette(11, 0);
    let b = synth::chr::character(11, 0, &clut, true, 73_728);
    let prims = chr_prims(&b, false);
    let order = shuffled(prims.len(), 5);
    let (bytes, starts) = layout(&prims, &order, Header::Offsets, 4);
    let r = probe_file(&bytes, &probe::builtin_lengths(), "variant", &Limits::default()).unwrap();
    // What dewrip's layout would have expected: the skeleton at 0x20, a vertex array at 0x120.
    let skel_at = starts.iter().find(|(i, _)| prims[*i].kind == RegionKind::Skeleton).unwrap().1;
    let expected = vec![
        Expectation { what: "the skeleton".into(), kind: RegionKind::Skeleton, start: 0x20 },
        Expectation {
            what: "the vertex array of part 0".into(),
            kind: RegionKind::Vertices,
            start: 0x120,
        },
        Expectation { what: "a sprite".into(), kind: RegionKind::Clut, start: skel_at },
    ];
    let cmp = compare(
        &r,
        "header @0x00: section count 9 (expected 5): not a .chr in dewrip's layout",
        &expected,
    );
    let text = cmp.to_string();
    println!("{text}");
    assert_eq!(cmp.found, 0);
    assert!(text.contains("not a .chr in dewrip's layout"));
    // The skeleton is elsewhere, named by its header word.
    let word = 4 + 4 * order.iter().position(|&i| prims[i].kind == RegionKind::Skeleton).unwrap();
    assert!(text.contains(&format!("probe found skeleton at {skel_at:#x}..")), "{text}");
    assert!(text.contains(&format!("referenced by header word @{word:#x}")), "{text}");
    assert!(text.contains("our layout expected the skeleton at 0x20 (at 0x20: unknown"));
    assert!(text.contains("our layout expected the vertex array of part 0 at 0x120"));
    assert!(text.contains(&format!("@{word:#x} -> skeleton at {skel_at:#x}")));
    // JSON form.
    let json = serde_json::to_value(&cmp).unwrap();
    assert_eq!(json["lines"][0]["status"], "elsewhere");
    assert_eq!(json["lines"][0]["start"], skel_at);
}
