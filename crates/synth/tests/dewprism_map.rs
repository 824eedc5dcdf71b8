//! Maps: golden bytes per docs/formats/{mmd,mtd}.md, round trips, instancing in the scene,
//! the published pairing rule against the synthetic disc's manifest tags, robustness.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use dewprism::map::{self, mmd, mtd, Mmd, Mtd};
use dewprism::records::lengths::RecordLengths;
use dewprism::records::Record;
use proptest::prelude::*;
use sqfs::sniff::{sniff, Kind};
use synth::disc::{Plan, Size, Slot};
use synth::maps::{base_map, Counts};

fn l() -> dewprism::Conventions {
    dewprism::Conventions::builtin()
}

/// A hand-made `.mtd` following mtd.md: one CLUT at VRAM (0, 480), one 2×2 texture, tile ID 7.
fn golden_mtd() -> Vec<u8> {
    let mut b = vec![0, 0, 0, 0]; // 0x00 reserved
    b.extend([1, 0, 1, 0]); // 0x04 CLUT count 1, 0x06 texture count 1
    b.extend([0x34, 0, 0, 0]); // 0x08 tile table @0x34
    b.extend([0, 0, 0xE0, 0x01, 0x10, 0, 1, 0]); // 0x0C CLUT rect (0,480) 16×1
    for c in 0..16u16 {
        b.extend((c * 0x421).to_le_bytes()); // 0x14 colours (grey ramp)
    }
    assert_eq!(b.len(), 0x34);
    b.extend([1, 0, 0, 0]); // tile count 1, reserved
    b.extend([7, 0, 0, 0, 0, 0, 2, 2]); // ID 7, texture 0, CLUT 0, (0,0) 2×2
                                        // Texture header @0x40: 2×2, blob @0x4C, 7 bytes.
    b.extend([2, 0, 2, 0, 0x4C, 0, 0, 0, 7, 0, 0, 0]);
    // LZ blob: declared size 2, flag byte 0 (two literals), texels 0x21 0x43.
    b.extend([2, 0, 0, 0, 0x00, 0x21, 0x43]);
    b.resize(0x58, 0);
    b
}

/// A hand-made `.mmd` following mmd.md: one triangle piece placed once, turned 90°, and a
/// one-triangle walk mesh.
fn golden_mmd() -> Vec<u8> {
    let mut b = vec![1, 0, 1, 0, 2, 0, 1, 0]; // P=1, N=1, K=2, format 1
    b.extend([0x1C, 0, 0, 0]); // 0x08 piece table
    b.extend([0x28, 0, 0, 0]); // 0x0C placement table
    b.extend([0x34, 0, 0, 0]); // 0x10 walk mesh
    b.extend([0x80, 0, 0, 0]); // 0x14 content length
    b.extend([0, 0, 0, 0]); // 0x18 reserved
    b.extend([3, 0, 2, 0, 0x58, 0, 0, 0, 0x70, 0, 0, 0]); // piece: 3 vertices, 2 records
    b.extend([0, 1, 0, 0, 0x00, 0x04, 0, 0, 0x00, 0xF8, 0, 0]); // piece 0, 1 turn, (1024,0,-2048)
    b.extend([3, 0, 1, 0]); // walk: 3 vertices, 1 face
    for v in [[0i16, 0, 0], [100, 0, 0], [0, 0, 100]] {
        for x in v {
            b.extend(x.to_le_bytes());
        }
        b.extend([0, 0]);
    }
    b.extend([0, 0, 1, 0, 2, 0, 1, 0]); // face (0,1,2), attribute 1
    assert_eq!(b.len(), 0x58);
    for v in [[0i16, 0, 0], [256, 0, 0], [0, -256, 0]] {
        for x in v {
            b.extend(x.to_le_bytes());
        }
        b.extend([0, 0]);
    }
    b.extend([0, 0, 0]); // type 0: base 0 (3 bytes, published)
    b.extend([9, 7, 0, 0, 1, 2, 0, 0, 1, 0, 0, 1]); // type 9: tile 7, (0,1,2), uvs (12 bytes)
    assert_eq!(b.len(), 0x7F);
    b.push(0); // padding to 0x80
    b
}

#[test]
fn golden_bytes_sniff_and_read() {
    let t = golden_mtd();
    let m = golden_mmd();
    assert_eq!(sniff(&t), Kind::Mtd);
    assert_eq!(sniff(&m), Kind::Mmd);
    let tm = mtd::read(&t, &l()).unwrap();
    assert_eq!(tm.cluts.len(), 1);
    assert_eq!((tm.cluts[0].x, tm.cluts[0].y), (0, 480));
    assert_eq!(tm.tiles.len(), 1);
    assert_eq!(tm.tile(7).unwrap().w, 2);
    assert_eq!(tm.textures[0].texels, vec![0x21, 0x43]);
    let mm = mmd::read(&m, &l()).unwrap();
    assert_eq!(mm.pieces.len(), 1);
    assert_eq!(
        mm.pieces[0].records,
        vec![
            Record::SetBase { base: 0 },
            Record::TexTri { tile: 7, flags: 0, v: [0, 1, 2], uv: [[0, 0], [1, 0], [0, 1]] }
        ]
    );
    assert_eq!(mm.placements[0].turns, 1);
    assert_eq!(mm.placements[0].position, [1024, 0, -2048]);
    assert_eq!(mm.walk.faces[0].attribute, 1);
    // The writer reproduces the hand-made bytes exactly.
    assert_eq!(mmd::write(&mm).unwrap(), m);
    assert_eq!(mtd::write_with_blobs(&tm, &[vec![2, 0, 0, 0, 0x00, 0x21, 0x43]]).unwrap(), t);
    let walks = mmd::walk_pieces(&m, &l()).unwrap();
    assert_eq!(walks[0].next - walks[0].end, 1);
}

#[test]
fn golden_decode_to_scene() {
    let model = map::decode(&golden_mmd(), &golden_mtd(), &l(), "GOLD").unwrap();
    assert_eq!(model.kind, scene::ModelKind::Map);
    assert_eq!(model.meshes.len(), 2);
    assert_eq!(model.nodes.len(), 2);
    assert_eq!(model.images.len(), 1);
    let walk = model.nodes.iter().find(|n| n.name == "walk").unwrap();
    assert!(walk.hidden);
    assert_eq!(model.meshes[walk.mesh.unwrap()].name, "walk");
    assert!(model.materials.iter().any(|m| m.name == "walk_attr1"));
    let p = &model.nodes[0];
    assert!(!p.hidden);
    assert_eq!(p.translation, [1.024, 0.0, 2.048]);
}

/// A quarter turn: node transform of a mesh vertex == GTE transform converted to the scene.
#[test]
fn placement_rotation_matches_gte() {
    for turns in 0..4u8 {
        let q = map::model::turns_to_quat(turns);
        let a = f32::from(turns) * std::f32::consts::FRAC_PI_2;
        let (s, c) = a.sin_cos();
        let v = [300.0f32, -120.0, 50.0];
        // GTE: Ry(a) = [[c,0,s],[0,1,0],[-s,0,c]].
        let g = [c * v[0] + s * v[2], v[1], -s * v[0] + c * v[2]];
        let want = [g[0] * 0.001, -g[1] * 0.001, -g[2] * 0.001];
        let m = [v[0] * 0.001, -v[1] * 0.001, -v[2] * 0.001];
        // Rotate m by quaternion q.
        let (qx, qy, qz, qw) = (q[0], q[1], q[2], q[3]);
        let t = [
            2.0 * (qy * m[2] - qz * m[1]),
            2.0 * (qz * m[0] - qx * m[2]),
            2.0 * (qx * m[1] - qy * m[0]),
        ];
        let got = [
            m[0] + qw * t[0] + (qy * t[2] - qz * t[1]),
            m[1] + qw * t[1] + (qz * t[0] - qx * t[2]),
            m[2] + qw * t[2] + (qx * t[1] - qy * t[0]),
        ];
        for k in 0..3 {
            assert!((got[k] - want[k]).abs() < 1e-5, "turns {turns}: {got:?} vs {want:?}");
        }
    }
}

#[test]
fn synthetic_maps_round_trip_and_keep_instancing() {
    for b in 0..8 {
        let (m, t) = base_map(7, b);
        let mb = mmd::write(&m).unwrap();
        let tb = mtd::write(&t).unwrap();
        assert_eq!(sniff(&mb), Kind::Mmd, "base {b}");
        assert_eq!(sniff(&tb), Kind::Mtd, "base {b}");
        assert_eq!(mmd::read(&mb, &l()).unwrap(), m);
        assert_eq!(mtd::read(&tb, &l()).unwrap(), t);
        let model = map::decode(&mb, &tb, &l(), "m").unwrap();
        assert_eq!(model.meshes.len(), m.pieces.len() + 1);
        assert_eq!(model.nodes.len(), m.placements.len() + 1);
        assert_eq!(model.nodes.iter().filter(|n| n.hidden).count(), 1);
        for (n, p) in model.nodes.iter().zip(&m.placements) {
            assert_eq!(n.mesh, Some(usize::from(p.piece)));
        }
        let walk = model.meshes.last().unwrap();
        assert_eq!(walk.triangles(), m.walk.faces.len());
        let check = map::verify::check(0, &mb, Some((1, &tb)), &l());
        assert_eq!(check.landed, m.pieces.len());
        assert!(check.covered * 100 >= check.tile_refs * 95);
    }
    let (plaza, _) = base_map(7, 0);
    assert_eq!((plaza.pieces.len(), plaza.placements.len()), (60, 60));
    let (dungeon, _) = base_map(7, 1);
    assert_eq!((dungeon.pieces.len(), dungeon.placements.len()), (6, 75));
    let (forest, _) = base_map(7, 2);
    assert!(forest.placements.iter().filter(|p| p.piece == 1).count() >= 24);
}

/// Parses `map:<family>:<role>:<ext>`.
fn parse_tag(tag: &str) -> (String, String, String) {
    let mut it = tag.split(':');
    assert_eq!(it.next(), Some("map"), "{tag}");
    let f = it.next().unwrap().to_string();
    let r = it.next().unwrap().to_string();
    let e = it.next().unwrap().to_string();
    (f, r, e)
}

fn check_pairing(
    files: &[(u32, Kind, &[u8])],
    tags: &std::collections::BTreeMap<u32, String>,
    c: &Counts,
) {
    let p = map::pair(files, &l());
    assert!(p.unpaired.is_empty(), "unpaired: {:?}", p.unpaired);
    let mmd_tags = tags.values().filter(|t| t.ends_with(":mmd")).count();
    assert_eq!(p.rows.len(), mmd_tags);
    assert_eq!(p.rows.len() as u64, c.mmd());
    assert_eq!(p.unique_maps as u64, c.unique());
    for r in &p.rows {
        let (mf, _, me) = parse_tag(&tags[&r.mmd]);
        let (tf, tr, te) = parse_tag(&tags[&r.mtd]);
        assert_eq!((me.as_str(), te.as_str()), ("mmd", "mtd"));
        assert_eq!(mf, tf, "mmd {} paired with mtd {} ({})", r.mmd, r.mtd, tags[&r.mtd]);
        assert!(tr == "base" || tr == "copy", "mmd {} paired with a {tr} .mtd", r.mmd);
        assert!(r.coverage >= 0.95);
    }
    // The published situations are all present.
    assert!(p.rows.iter().any(|r| r.adjacent));
    assert!(p.rows.iter().any(|r| !r.adjacent && !r.shared_base), "a pair with files between");
    assert!(p.rows.iter().any(|r| r.skipped > 0 && !r.shared_base), "a decoy .mtd skipped");
    assert!(p.rows.iter().any(|r| r.shared_base), "a variant sharing a base .mtd");
    assert!(p.rows.iter().any(|r| r.coverage < 1.0), "a pair covering < 100 %");
    assert!(p.rows.iter().any(|r| r.dup_of.is_some()), "a copy");
}

#[test]
fn pairing_recovers_every_intended_pair_on_the_small_disc() {
    let plan = Plan::new(Size::Small, 0x5EED);
    let mut files = Vec::new();
    let mut tags = std::collections::BTreeMap::new();
    for (i, s) in plan.slots.iter().enumerate() {
        if let Slot::File { data, kind, tag, .. } = s {
            files.push((i as u32, *kind, data.as_slice()));
            if let Some(t) = tag.as_ref().filter(|t| t.starts_with("map:")) {
                tags.insert(i as u32, t.clone());
            }
        }
    }
    check_pairing(&files, &tags, &Counts::SMALL);
    let report = map::verify(&files, &l());
    assert_eq!(report.passed(), report.maps.len(), "{:?}", report.maps.iter().find(|m| !m.ok()));
    let (landed, all) = report.landed();
    assert_eq!(landed, all);
    let s = report.summary();
    assert_eq!((s.maps, s.passed, s.paired, s.unpaired), (14, 14, 14, 0));
    assert_eq!(s.unique_maps as u64, Counts::SMALL.unique());
    assert!(s.min_coverage >= 0.95 && s.min_coverage < 1.0);
}

#[test]
fn pairing_on_the_full_schedule() {
    // The map files of every full-disc event group, with unrelated entries between groups.
    let mut owned: Vec<(u32, Kind, Vec<u8>, Option<String>)> = Vec::new();
    let mut r = synth::rng::Rng::new(1);
    let mut index = 100u32;
    for g in 0..Counts::FULL.groups {
        for f in synth::maps::event_group(3, true, g, &mut r).unwrap() {
            owned.push((index, sniff(&f.data), f.data, f.tag));
            index += 1;
        }
        index += 5;
    }
    let files: Vec<(u32, Kind, &[u8])> = owned.iter().map(|o| (o.0, o.1, o.2.as_slice())).collect();
    let tags = owned.iter().filter_map(|o| Some((o.0, o.3.clone()?))).collect();
    assert_eq!(owned.iter().filter(|o| o.1 == Kind::Mtd).count() as u64, Counts::FULL.mtd());
    check_pairing(&files, &tags, &Counts::FULL);
}

#[test]
fn unpaired_and_weak_test_false_positives_are_reported() {
    // An .mmd with nothing before it, and a file that passes the weak test but is no map.
    let (m, _) = base_map(9, 5);
    let mb = mmd::write(&m).unwrap();
    let mut junk = vec![0x40u8, 2, 3, 0, 5, 0, 1, 0, 9, 0];
    junk.resize(64, 0xAA);
    assert_eq!(sniff(&junk), Kind::Mmd);
    let files = [(1u32, Kind::Mmd, mb.as_slice()), (2, Kind::Mmd, junk.as_slice())];
    let p = map::pair(&files, &l());
    assert!(p.rows.is_empty());
    assert_eq!(p.unpaired.len(), 2);
    assert!(p.unpaired[1].reason.contains("does not read"));
}

#[test]
fn writer_refuses_what_the_layout_cannot_hold() {
    let mut m = Mmd::default();
    assert!(mmd::write(&m).is_err()); // no pieces
    m.pieces.push(map::Piece::default());
    m.placements.push(map::Placement { piece: 3, turns: 0, position: [0; 3] });
    assert!(mmd::write(&m).is_err());
    assert!(mtd::write(&Mtd::default()).is_err()); // no CLUT
}

fn mutate(mut data: Vec<u8>, edits: &[(usize, u8)], cut: usize) -> Vec<u8> {
    for &(i, v) in edits {
        if !data.is_empty() {
            let n = data.len();
            data[i % n] = v;
        }
    }
    let n = data.len();
    data.truncate(n - cut % (n + 1));
    data
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = mmd::read(&data, &l());
        let _ = mtd::read(&data, &l());
        let _ = mmd::walk_pieces(&data, &l());
        let _ = map::decode(&data, &data, &l(), "x");
        let files = [(0u32, Kind::Mtd, data.as_slice()), (1, Kind::Mmd, data.as_slice())];
        let _ = map::verify(&files, &l());
    }

    #[test]
    fn mutated_maps_never_panic(
        b in 0u64..6,
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..8),
        cut in any::<usize>(),
    ) {
        let (m, t) = base_map(11, b);
        let mb = mutate(mmd::write(&m).unwrap(), &edits, cut);
        let tb = mutate(mtd::write(&t).unwrap(), &edits, cut / 3);
        let _ = map::decode(&mb, &tb, &l(), "x");
        let files = [(0u32, Kind::Mtd, tb.as_slice()), (1, Kind::Mmd, mb.as_slice())];
        let r = map::verify(&files, &l());
        prop_assert_eq!(r.maps.len(), 1);
    }

    #[test]
    fn decode_of_encode_is_identity(b in 0u64..40, seed in 0u64..4) {
        let (m, t) = base_map(seed, b);
        prop_assert_eq!(mmd::read(&mmd::write(&m).unwrap(), &l()).unwrap(), m);
        prop_assert_eq!(mtd::read(&mtd::write(&t).unwrap(), &l()).unwrap(), t);
    }
}

#[test]
fn the_full_disc_plan_holds_every_scheduled_map() {
    let plan = Plan::new(Size::Full, 0x5EED);
    let count = |ext: &str| {
        plan.slots
            .iter()
            .filter(|s| match s {
                Slot::File { tag: Some(t), .. } => t.starts_with("map:") && t.ends_with(ext),
                _ => false,
            })
            .count() as u64
    };
    assert_eq!(count(":mmd"), Counts::FULL.mmd());
    assert_eq!(count(":mtd"), Counts::FULL.mtd());
}

/// Every record length off by one is caught: some piece stream no longer lands (or reads an
/// out-of-domain value) — what `dewrip verify` reports on a real disc with a wrong table.
#[test]
fn every_length_off_by_one_is_caught() {
    let maps: Vec<(Vec<u8>, Vec<u8>)> = (0..12)
        .map(|b| {
            let (m, t) = base_map(5, b);
            (mmd::write(&m).unwrap(), mtd::write(&t).unwrap())
        })
        .collect();
    let mut used = [false; 14];
    for (mb, _) in &maps {
        for p in &mmd::read(mb, &l()).unwrap().pieces {
            for r in &p.records {
                used[usize::from(r.type_byte())] = true;
            }
        }
    }
    assert!(used.iter().all(|&u| u), "every record type appears: {used:?}");
    for t in 0..14 {
        for delta in [-1i32, 1] {
            let mut len = RecordLengths::BUILTIN;
            len.len[t] = u8::try_from(i32::from(len.len[t]) + delta).unwrap();
            let bad = dewprism::Conventions::with_records(
                dewprism::records::RecordLayout::builtin().with_lengths(&len),
                dewprism::Source::Flag,
                "test",
            );
            let caught = maps.iter().any(|(mb, tb)| {
                let c = map::verify::check(0, mb, Some((1, tb)), &bad);
                c.landed < c.pieces || !c.problems.is_empty()
            });
            assert!(
                caught,
                "type {t} length {}{delta:+} not caught",
                RecordLengths::BUILTIN.len[t]
            );
        }
    }
}

/// A random valid record over a pool of `n` vertices (u8 indices from base 0).
fn record(n: u8) -> impl Strategy<Value = Record> {
    let i = move || 0..n;
    let tri = move || [i(), i(), i()];
    let quad = move || [i(), i(), i(), i()];
    let rgb = || any::<[u8; 3]>();
    let uv = || any::<[u8; 2]>();
    prop_oneof![
        tri().prop_map(|v| Record::Tri { v }),
        (rgb(), any::<u8>()).prop_map(|(rgb, flags)| Record::SetColour { rgb, flags }),
        (tri(), rgb()).prop_map(|(v, rgb)| Record::FlatTri { v, rgb }),
        (quad(), rgb()).prop_map(|(v, rgb)| Record::FlatQuad { v, rgb }),
        (any::<u8>(), any::<u8>(), tri(), any::<[u8; 3]>())
            .prop_map(|(tile, flags, v, uv)| Record::CoarseTri { tile, flags, v, uv }),
        ([i(), i(), i()], rgb())
            .prop_map(|(v, rgb)| Record::FlatTriAbs { v: v.map(u16::from), rgb }),
        (any::<u8>(), any::<u8>(), quad(), any::<[u8; 4]>())
            .prop_map(|(tile, flags, v, uv)| Record::CoarseQuad { tile, flags, v, uv }),
        (any::<u8>(), tri(), [rgb(), rgb(), rgb()])
            .prop_map(|(flags, v, rgb)| Record::GouraudTri { flags, v, rgb }),
        (any::<u8>(), any::<u8>(), tri(), [uv(), uv(), uv()])
            .prop_map(|(tile, flags, v, uv)| Record::TexTri { tile, flags, v, uv }),
        (any::<u8>(), any::<u8>(), quad(), [uv(), uv(), uv(), uv()])
            .prop_map(|(tile, flags, v, uv)| Record::TexQuad { tile, flags, v, uv }),
        (any::<u16>(), any::<u8>(), tri(), [uv(), uv(), uv()]).prop_map(|(tile, flags, v, uv)| {
            Record::TexTriAbs { tile, flags, v: v.map(u16::from), uv }
        }),
        (any::<u8>(), quad(), [rgb(), rgb(), rgb(), rgb()])
            .prop_map(|(flags, v, rgb)| Record::GouraudQuad { flags, v, rgb }),
        (any::<u8>(), any::<u8>(), tri(), [uv(), uv(), uv()], [rgb(), rgb(), rgb()]).prop_map(
            |(tile, flags, v, uv, rgb)| Record::GouraudTexTri { tile, flags, v, uv, rgb }
        ),
    ]
}

fn piece() -> impl Strategy<Value = map::Piece> {
    (1u8..40).prop_flat_map(|n| {
        (
            proptest::collection::vec(any::<[i16; 3]>(), usize::from(n)),
            proptest::collection::vec(record(n), 0..30),
        )
            .prop_map(|(vertices, mut records)| {
                records.insert(0, Record::SetBase { base: 0 });
                map::Piece { vertices, records }
            })
    })
}

fn any_mmd() -> impl Strategy<Value = Mmd> {
    (proptest::collection::vec(piece(), 1..6), 1u8..8, 1u16..20).prop_flat_map(|(pieces, k, nv)| {
        let np = pieces.len() as u8;
        let placement = (0..np, 0u8..4, any::<[i16; 3]>())
            .prop_map(|(piece, turns, position)| map::Placement { piece, turns, position });
        let face =
            ([0..nv, 0..nv, 0..nv], 0..k).prop_map(|(v, attribute)| map::WalkFace { v, attribute });
        (
            proptest::collection::vec(placement, 0..40),
            proptest::collection::vec(any::<[i16; 3]>(), usize::from(nv)),
            proptest::collection::vec(face, 0..40),
        )
            .prop_map(move |(placements, vertices, faces)| Mmd {
                walk_attributes: k,
                pieces: pieces.clone(),
                placements,
                walk: map::WalkMesh { vertices, faces },
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_maps_round_trip(m in any_mmd()) {
        let b = mmd::write(&m).unwrap();
        prop_assert_eq!(sniff(&b), Kind::Mmd);
        prop_assert_eq!(mmd::read(&b, &l()).unwrap(), m);
    }
}
