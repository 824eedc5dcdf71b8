#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]
//! `.chr`: round trips over the synthetic designs, a hand-made golden file, the posed girl,
//! the bind pose, landing checks under a wrong record-length table, and property tests.

use dewprism::anim::RotationOrder;
use dewprism::chr::model::{self, semantics, Options};
use dewprism::chr::{self, verify, Chr, ChrError};
use dewprism::records::lengths::RecordLengths;
use dewprism::Conventions;
use proptest::prelude::*;
use scene::facing::Side;

const SEED: u64 = 0x5EED;

fn designs() -> Vec<(u64, bool, Chr)> {
    (0..40u64)
        .map(|d| {
            let magic = d < 30;
            let clut = synth::content::palette(SEED, d);
            (d, magic, synth::chr::design_chr(SEED, d, &clut, magic))
        })
        .collect()
}

#[test]
fn round_trips_over_the_designs() {
    for (d, magic, c) in designs() {
        let bytes = chr::write(&c).unwrap();
        let kind = sqfs::sniff::sniff(&bytes);
        let want = if magic { sqfs::sniff::Kind::Chr } else { sqfs::sniff::Kind::ChrNomagic };
        assert_eq!(kind, want, "design {d}");
        let back = chr::read(&bytes, &Conventions::builtin()).unwrap();
        assert_eq!(back, c, "design {d}");
        assert_eq!(chr::write(&back).unwrap(), bytes, "design {d}: write(read(b)) == b");
        let check = verify::check(&bytes, &Conventions::builtin()).unwrap();
        assert_eq!(check.landed(), check.blocks.len());
        for b in &check.blocks {
            assert!(b.padding().unwrap() <= 3);
        }
    }
}

#[test]
fn golden_hand_made_file() {
    // Built by hand: header, skeleton, mesh with one part and one block whose 7-byte stream
    // ends one byte before the tile table.
    let mut f = Vec::new();
    let w32 = |f: &mut Vec<u8>, v: u32| f.extend(v.to_le_bytes());
    for v in [5u32, 0x20, 0x40, 0x84, 0x90, 0, 0, 0] {
        w32(&mut f, v);
    }
    w32(&mut f, 0x1234_5678);
    f.extend([2, 0, 1, 0]);
    f.extend([0xFF, 0, 0, 0, 0x9C, 0xFF, 0, 0]);
    f.extend([0, 0, 10, 0, 0, 0, 0, 0]);
    f.extend([1, 0, 0, 4, 0, 0, 0, 0]);
    f.extend([1, 0, 1, 0, 4, 0, 0, 0]);
    f.extend([1, 0, 4, 0, 0, 0, 0, 0]);
    w32(&mut f, 0x5C);
    w32(&mut f, 0x7C);
    f.extend([2, 0, 0, 0]);
    assert_eq!(f.len(), 0x5C);
    for v in [[0i16, 0, 0], [16, 0, 0], [0, 16, 0], [16, 16, 0]] {
        for x in v {
            f.extend(x.to_le_bytes());
        }
        f.extend([0, 0]);
    }
    f.extend([0, 0, 0, 1, 0, 1, 2, 0]); // type 0 (3 bytes), type 1 (4 bytes), 1 pad byte
    assert_eq!(f.len(), 0x84);
    f.extend([1, 0, 0, 0, 0, 0, 0, 0, 8, 8, 0, 0]); // one tile: texture 0, CLUT 0, 8x8 at 0,0
    assert_eq!(f.len(), 0x90);
    // Textures: 1 texture, 1 CLUT, no face.
    f.extend([1, 0, 1, 0]);
    f.push(0xFF);
    f.extend([0u8; 15]);
    for i in 0..16u16 {
        f.extend((i * 0x421).to_le_bytes());
    }
    let texels = vec![0x21u8; 8 * 8 / 2];
    let blob = sqfs::lz::compress(&texels);
    let blob_at = f.len() + 12;
    f.extend(8u16.to_le_bytes());
    f.extend(8u16.to_le_bytes());
    w32(&mut f, blob_at as u32);
    w32(&mut f, blob.len() as u32);
    f.extend(&blob);
    while f.len() % 4 != 0 {
        f.push(0);
    }
    let c = chr::read(&f, &Conventions::builtin()).unwrap();
    let s = c.skeleton.as_ref().unwrap();
    assert_eq!(s.nodes[0].translation, [0, -100, 0]);
    assert_eq!(s.nodes[1].parent, Some(0));
    assert_eq!(s.rest_angles(1), [1024, 0, 0]);
    assert_eq!(c.parts[0].vertices[3], [16, 16, 0]);
    assert_eq!(c.triangle_count(), 1);
    assert_eq!(c.textures[0].texels, texels);
    assert_eq!(c.cluts[0][1], 0x421);
    let check = verify::check(&f, &Conventions::builtin()).unwrap();
    assert_eq!(check.blocks[0].padding(), Some(1));
    // Scene: vertex (16, 0, 0) of node 1 (at (10, -100, 0), rotated 90° about X) → GTE
    // (26, -100, 0) → scene (0.026, 0.1, 0).
    let m = model::to_model(&c, &Options::default());
    assert_eq!(m.triangles(), 1);
    let p = m.meshes[0].positions[1];
    assert!((p[0] - 0.026).abs() < 1e-6 && (p[1] - 0.1).abs() < 1e-6 && p[2].abs() < 1e-6, "{p:?}");
    // Vertex (0, 16, 0) turns by 90° about X: y → z: GTE (10, -100, 16) → scene z = -0.016.
    let p = m.meshes[0].positions[2];
    assert!((p[2] + 0.016).abs() < 1e-6, "{p:?}");
}

fn girl() -> Chr {
    synth::chr::girl(SEED, &synth::content::palette(SEED, 0))
}

#[test]
fn the_posed_girl_stands() {
    let g = girl();
    let s = semantics(&g, RotationOrder::RxRyRz, false);
    assert_eq!(s.pose, "idle@1");
    let feet = [18u8, 21];
    let head = [4u8, 5, 6, 7, 31, 32];
    assert!(feet.contains(&s.lowest_node.unwrap()), "lowest: {:?}", s.lowest_node);
    assert!(head.contains(&s.highest_node.unwrap()), "highest: {:?}", s.highest_node);
    assert_eq!(s.facing_z, Some(-1), "face toward -Z in game space");
    assert!(s.face_centroid.unwrap()[2] < 0.0);
    assert_eq!(s.node15_side, Some(Side::Right), "the book is in her right hand");
    // Scene space: Y up, feet near 0, head near +1.5 m; she faces +Z there.
    let m = model::to_model(&g, &Options { name: "MAYA".into(), ..Options::default() });
    let posed = scene::pose::default_pose(&m);
    let b = scene::pose::bounds(posed[0].iter()).unwrap();
    assert!(b.min[1] > -0.05 && b.min[1] < 0.05, "{b:?}");
    assert!(b.max[1] > 1.4 && b.max[1] < 1.7, "{b:?}");
    assert_eq!(m.skeleton.as_ref().unwrap().bones.len(), 34);
    assert_eq!(m.triangles(), 1000);
    assert_eq!(m.clips[0].name, "idle");
    assert_eq!(m.clips[1].name, "walk");
    assert!(m.expressions.iter().any(|e| e.name == "blink"));
}

#[test]
fn the_bind_pose_differs_as_published() {
    let g = girl();
    let bind = semantics(&g, RotationOrder::RxRyRz, true);
    let pose = semantics(&g, RotationOrder::RxRyRz, false);
    // Arms inside the body: the hands are within the chest's radius in the bind pose.
    assert!(bind.nodes[14][0].abs() < 100.0, "{:?}", bind.nodes[14]);
    assert!(pose.nodes[14][0].abs() > 150.0, "{:?}", &pose.nodes[9..16]);
    // Legs folded: the feet are not the lowest part, and sit well above the floor.
    assert!(![18u8, 21].contains(&bind.lowest_node.unwrap()));
    assert!(bind.nodes[18][1] < -300.0, "{:?}", bind.nodes[18]);
}

#[test]
fn walk_swings_secondary_motion_more_than_the_trunk() {
    let g = girl();
    let a = g.anims.as_ref().unwrap();
    let walk = dewprism::anim::sample(&a.clips[1]);
    let range = |node: u8| -> i32 {
        a.channels
            .iter()
            .zip(&walk)
            .filter(|(c, _)| c.node == node && c.component.is_rotation())
            .map(|(_, k)| k.iter().max().unwrap() - k.iter().min().unwrap())
            .max()
            .unwrap_or(0)
    };
    let trunk = range(1).max(range(2));
    for n in [22, 26, 6, 8] {
        assert!(range(n) > trunk, "node {n}: {} vs trunk {trunk}", range(n));
    }
    // Legs alternate: left and right thigh move in opposite directions.
    let ch = |node: u8| a.channels.iter().position(|c| c.node == node).unwrap();
    let (l, r) = (&walk[ch(16)], &walk[ch(19)]);
    assert!(l.iter().zip(r).all(|(a, b)| (a + b).abs() <= 8), "{l:?} {r:?}");
}

#[test]
fn a_length_off_by_one_is_caught_with_the_read_position_named() {
    let clut = synth::content::palette(SEED, 0);
    let bytes = synth::chr::character(SEED, 0, &clut, true, 73_728);
    assert_eq!(bytes.len(), 73_728);
    for (t, delta) in (0..14u8).flat_map(|t| [(t, 1i8), (t, -1)]) {
        let mut wrong = RecordLengths::BUILTIN;
        wrong.len[usize::from(t)] = wrong.len[usize::from(t)].wrapping_add_signed(delta);
        let check = verify::check(
            &bytes,
            &cv(&dewprism::records::RecordLayout::builtin().with_lengths(&wrong)),
        )
        .unwrap();
        let failed: Vec<_> = check.blocks.iter().filter(|b| b.problem.is_some()).collect();
        assert!(!failed.is_empty(), "type {t} {delta:+} went unnoticed");
        let msg = failed[0].problem.as_ref().unwrap().to_string();
        assert!(msg.contains("read position is the likely culprit"), "{msg}");
        let err = chr::read(
            &bytes,
            &cv(&dewprism::records::RecordLayout::builtin().with_lengths(&wrong)),
        )
        .unwrap_err();
        assert!(matches!(err, ChrError::Block { .. }), "{err}");
    }
}

#[test]
fn rotation_orders_differ_but_all_decode() {
    let g = girl();
    let a = model::to_model(&g, &Options { order: RotationOrder::RxRyRz, ..Options::default() });
    let b = model::to_model(&g, &Options { order: RotationOrder::RzRyRx, ..Options::default() });
    let c = model::to_model(&g, &Options { order: RotationOrder::RyRxRz, ..Options::default() });
    assert_eq!(a.triangles(), b.triangles());
    assert_eq!(a.triangles(), c.triangles());
    assert_ne!(a.clips[1], b.clips[1]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = chr::read(&data, &Conventions::builtin());
        let _ = verify::check(&data, &Conventions::builtin());
    }

    #[test]
    fn mutated_files_never_panic(design in 0u64..12, at in any::<prop::sample::Index>(), val in any::<u8>(), cut in any::<prop::sample::Index>()) {
        let clut = synth::content::palette(SEED, design);
        let mut b = chr::write(&synth::chr::design_chr(SEED, design, &clut, design < 9)).unwrap();
        let i = at.index(b.len());
        b[i] = val;
        if let Ok(c) = chr::read(&b, &Conventions::builtin()) {
            let _ = model::to_model(&c, &Options::default());
            let _ = semantics(&c, RotationOrder::RxRyRz, false);
        }
        let _ = verify::check(&b, &Conventions::builtin());
        b.truncate(cut.index(b.len()));
        let _ = chr::read(&b, &Conventions::builtin());
    }
}

fn arb_record(tiles: u8, pool: u16) -> impl Strategy<Value = chr::Record> {
    use chr::Record as R;
    let t = 0..tiles;
    let s = 0..(pool.min(256) as u8);
    let s3 = prop::array::uniform3(s.clone());
    let s4 = prop::array::uniform4(s);
    let a3 = prop::array::uniform3(0..pool);
    let uv2 = || prop::array::uniform2(any::<u8>());
    let rgb = || prop::array::uniform3(any::<u8>());
    prop_oneof![
        Just(R::SetBase { base: 0 }),
        s3.clone().prop_map(|v| R::Tri { v }),
        (rgb(), 0u8..16).prop_map(|(rgb, flags)| R::SetColour { rgb, flags }),
        (s3.clone(), rgb()).prop_map(|(v, rgb)| R::FlatTri { v, rgb }),
        (s4.clone(), rgb()).prop_map(|(v, rgb)| R::FlatQuad { v, rgb }),
        (t.clone(), s3.clone(), prop::array::uniform3(any::<u8>()))
            .prop_map(|(tile, v, uv)| R::CoarseTri { tile, flags: 0, v, uv }),
        (a3.clone(), rgb()).prop_map(|(v, rgb)| R::FlatTriAbs { v, rgb }),
        (t.clone(), s4.clone(), prop::array::uniform4(any::<u8>()))
            .prop_map(|(tile, v, uv)| R::CoarseQuad { tile, flags: 1, v, uv }),
        (s3.clone(), prop::array::uniform3(rgb())).prop_map(|(v, rgb)| R::GouraudTri {
            flags: 2,
            v,
            rgb
        }),
        (t.clone(), s3.clone(), prop::array::uniform3(uv2())).prop_map(|(tile, v, uv)| R::TexTri {
            tile,
            flags: 3,
            v,
            uv
        }),
        (t.clone(), s4.clone(), prop::array::uniform4(uv2()))
            .prop_map(|(tile, v, uv)| R::TexQuad { tile, flags: 4, v, uv }),
        (t.clone(), a3, prop::array::uniform3(uv2())).prop_map(|(tile, v, uv)| R::TexTriAbs {
            tile: u16::from(tile),
            flags: 5,
            v,
            uv
        }),
        (s4, prop::array::uniform4(rgb())).prop_map(|(v, rgb)| R::GouraudQuad { flags: 6, v, rgb }),
        (t, s3, prop::array::uniform3(uv2()), prop::array::uniform3(rgb()))
            .prop_map(|(tile, v, uv, rgb)| R::GouraudTexTri { tile, flags: 7, v, uv, rgb }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// decode(encode(x)) == x for random in-domain models, and every block lands.
    #[test]
    fn random_models_round_trip(
        blocks in prop::collection::vec(prop::collection::vec(arb_record(4, 40), 0..30), 1..4),
        magic in any::<bool>(),
    ) {
        let mut c = synth::chr::pedestal(SEED, 1, &synth::content::palette(SEED, 1));
        c.tiles.truncate(4);
        c.pool_size = c.pool_size.max(40);
        c.blocks = blocks.into_iter().map(|records| chr::Block { records }).collect();
        if magic {
            let g = girl();
            c.skeleton = g.skeleton.clone();
            c.anims = g.anims.clone();
        }
        let bytes = chr::write(&c).unwrap();
        prop_assert_eq!(chr::read(&bytes, &Conventions::builtin()).unwrap(), c);
        let check = verify::check(&bytes, &Conventions::builtin()).unwrap();
        prop_assert_eq!(check.landed(), check.blocks.len());
    }
}

#[test]
fn shared_pool_slots_belong_to_the_last_writer() {
    let g = girl();
    let mut writers: std::collections::BTreeMap<usize, Vec<u8>> = Default::default();
    for p in &g.parts {
        for i in 0..p.vertices.len() {
            writers.entry(usize::from(p.pool_base) + i).or_default().push(p.node);
        }
    }
    let shared: Vec<_> = writers.iter().filter(|(_, w)| w.len() > 1).collect();
    assert!(!shared.is_empty(), "the knees and elbows share slots");
    let loc = model::locals(&g, Some((1, 8)), RotationOrder::RxRyRz);
    let wor = model::worlds(&g, &loc);
    let pool = model::pool(&g, &wor);
    for (slot, w) in shared {
        assert_eq!(pool[*slot].unwrap().1, *w.last().unwrap(), "slot {slot}");
    }
    // One scene vertex per (slot, uv, colour): the mesh binds each vertex to one bone.
    let m = model::to_model(&g, &Options::default());
    assert_eq!(m.meshes[0].joints.as_ref().unwrap().len(), m.meshes[0].positions.len());
}

#[test]
fn rotation_orders_match_psyq() {
    // RotMatrix = Rx·Ry·Rz: m[0][2] = sin y, m[1][2] = −cos y · sin x [public: PsyQ].
    let m = model::rotation([512, 1024 + 100, 0], RotationOrder::RxRyRz);
    let (x, y) =
        (512.0f32 * std::f32::consts::TAU / 4096.0, 1124.0f32 * std::f32::consts::TAU / 4096.0);
    assert!((m[0][2] - y.sin()).abs() < 1e-5);
    assert!((m[1][2] + y.cos() * x.sin()).abs() < 1e-5);
    // RzRyRx = Rz·Ry·Rx: m[2][0] = −sin y.
    let m = model::rotation([512, 1124, 0], RotationOrder::RzRyRx);
    assert!((m[2][0] + y.sin()).abs() < 1e-5);
}

#[test]
fn texture_blobs_go_through_the_unpacker_given() {
    use dewprism::unpack::{Native, Unpack, UnpackError, Unpacked};
    /// Native, then every byte inverted: shows which decoder the reader used.
    struct Inverted;
    impl Unpack for Inverted {
        fn unpack(&self, blob: &[u8]) -> Result<Unpacked, UnpackError> {
            let d = Native.unpack(blob)?;
            Ok(Unpacked { data: d.data.iter().map(|b| !b).collect(), consumed: None })
        }
    }
    /// A routine that fails.
    struct Broken;
    impl Unpack for Broken {
        fn unpack(&self, _: &[u8]) -> Result<Unpacked, UnpackError> {
            Err(UnpackError::Exe("faulted at 0x80012345".into()))
        }
    }
    let clut = synth::content::palette(SEED, 0);
    let bytes = synth::chr::character(SEED, 0, &clut, true, 73_728);
    let native = chr::read(&bytes, &Conventions::builtin()).unwrap();
    let inverted = chr::read(&bytes, &with_lz(std::sync::Arc::new(Inverted))).unwrap();
    assert!(!native.textures.is_empty());
    for (a, b) in native.textures.iter().zip(&inverted.textures) {
        assert_eq!(a.texels.iter().map(|x| !x).collect::<Vec<_>>(), b.texels);
    }
    let err = chr::read(&bytes, &with_lz(std::sync::Arc::new(Broken))).unwrap_err();
    assert!(err.to_string().contains("the EXE's LZ routine: faulted"), "{err}");
}

#[test]
fn textures_beyond_twice_the_vram_are_refused_before_they_are_decoded() {
    use dewprism::unpack::{Native, Unpack, UnpackError, Unpacked, MAX_TEXEL_BYTES};
    use std::sync::atomic::{AtomicUsize, Ordering};
    struct Counting(AtomicUsize);
    impl Unpack for Counting {
        fn unpack(&self, blob: &[u8]) -> Result<Unpacked, UnpackError> {
            self.0.fetch_add(1, Ordering::Relaxed);
            Native.unpack(blob)
        }
    }
    let mut c = synth::chr::girl(SEED, &synth::content::palette(SEED, 0));
    let full = dewprism::records::Texture { width: 256, height: 256, texels: vec![0; 32768] };
    let fit = MAX_TEXEL_BYTES / 32768;
    c.textures = vec![full; fit + 6];
    let bytes = chr::write(&c).unwrap();
    let counting = std::sync::Arc::new(Counting(AtomicUsize::new(0)));
    let err = chr::read(&bytes, &with_lz(counting.clone())).unwrap_err();
    assert!(matches!(err, ChrError::TextureBudget { index, .. } if index == fit), "{err}");
    assert_eq!(
        counting.0.load(Ordering::Relaxed),
        0,
        "every size is checked before any blob is decoded"
    );
}

/// The built-in conventions with texture blobs decompressed by `unpack`.
fn with_lz(unpack: std::sync::Arc<dyn dewprism::unpack::Unpack + Send + Sync>) -> Conventions {
    let mut c = Conventions::builtin();
    c.lz = dewprism::Sourced::new(
        dewprism::conventions::Lz::new(unpack, "test"),
        dewprism::Source::Flag,
        "test",
    );
    c
}

/// The built-in conventions with record layout `l`.
fn cv(l: &dewprism::records::RecordLayout) -> Conventions {
    Conventions::with_records(*l, dewprism::Source::Flag, "test")
}

/// `verify`'s account of a layout: per item, in how many files it was read, absent, where it
/// stopped fitting; per field with a condition, where it held and where it broke.
#[test]
fn a_layout_is_judged_per_item_and_field() {
    use dewprism::judge::judge;
    use dewprism::layouts::Format;
    use dewprism::{Source, Sourced};
    let bytes: Vec<(String, Vec<u8>)> =
        designs().iter().map(|(d, _, c)| (format!("design {d}"), chr::write(c).unwrap())).collect();
    let files: Vec<(String, &[u8])> =
        bytes.iter().map(|(l, b)| (l.clone(), b.as_slice())).collect();
    let lengths = RecordLengths::BUILTIN;
    let text = Format::Chr.builtin_text();
    let sourced = |t: &str| {
        Sourced::new(
            std::sync::Arc::new(container::parse(t, "edited.toml").unwrap()),
            Source::File,
            "a test",
        )
    };
    let count = |j: &dewprism::judge::Judgement, item: &str| {
        j.items.iter().find(|i| i.item == item).unwrap().clone()
    };

    let j = judge(Format::Chr, &sourced(text), &files, &lengths);
    assert_eq!((j.files, j.fitted, j.unusable.as_deref()), (40, 40, None));
    let skeleton = count(&j, "skeleton");
    assert_eq!((skeleton.read, skeleton.absent, skeleton.failed), (30, 10, 0));
    let magic = skeleton.fields.iter().find(|f| f.field == "magic").unwrap();
    assert_eq!((magic.held, magic.broke, magic.condition.as_str()), (30, 0, "expect 0x12345678"));

    // A wrong section count stops every file at the header; nothing after it is reached.
    let wrong = text.replacen("expect = 5,", "expect = 6,", 1);
    assert_ne!(wrong, text);
    let j = judge(Format::Chr, &sourced(&wrong), &files, &lengths);
    assert_eq!(j.fitted, 0);
    let header = count(&j, "header");
    assert_eq!((header.read, header.failed), (0, 40));
    assert_eq!(header.fields.iter().find(|f| f.field == "sections").unwrap().broke, 40);
    assert!(header.first_failure.unwrap().contains("edited.toml line"));
    assert_eq!(count(&j, "nodes").not_reached, 40);
    assert!(j.summary().contains("fits 0/40") && j.summary().contains("stops at item header"));

    // A layout whose tiles have no CLUT field cannot be used at all, and says so.
    let unusable = text.replacen("clut = { at = 1,", "palette = { at = 1,", 1);
    assert_ne!(unusable, text);
    let j = judge(Format::Chr, &sourced(&unusable), &files, &lengths);
    assert!(j.unusable.as_deref().is_some_and(|w| w.contains("clut")), "{:?}", j.unusable);
    assert_eq!(j.fitted, 0);
}

/// A layout may keep the parts' nodes and pool bases in a table beside the parts, entry for
/// entry (a TMD's objects leave them to a link table): read through it, every design decodes
/// to the same model; a layout that gives the node nowhere is refused, naming the item.
#[test]
fn part_nodes_may_come_from_a_table_beside_the_parts() {
    use dewprism::layouts::{conforms, Format};
    use dewprism::{Source, Sourced};
    let text = Format::Chr.builtin_text();
    let fields = "node = { at = 0, type = \"u8\", doc = \"the node the part moves with\" }\n";
    let pool =
        "pool_base = { at = 4, type = \"u16\", doc = \"first pool slot the part writes\" }\n";
    assert!(text.contains(fields) && text.contains(pool));
    let without = text.replacen(fields, "", 1).replacen(pool, "", 1);
    let beside = format!(
        "{without}\n[[item]]\nname = \"part_nodes\"\nkind = \"array\"\nat = \"mesh + 8\"\n\
         count = \"parts.count\"\nstride = 12\n[item.fields]\n{fields}{pool}"
    );
    let layout = |t: &str| container::parse(t, "beside.toml").unwrap();
    let err = conforms(&layout(&without), Format::Chr).unwrap_err().to_string();
    assert!(err.contains("beside.toml") && err.contains("part_nodes"), "{err}");
    let mut conv = Conventions::builtin();
    conv.layouts.set(
        Format::Chr,
        Sourced::new(std::sync::Arc::new(layout(&beside)), Source::File, "a test"),
    );
    for (d, _, c) in designs() {
        let bytes = chr::write(&c).unwrap();
        let plain = chr::read(&bytes, &Conventions::builtin()).unwrap();
        let read = chr::read(&bytes, &conv).unwrap_or_else(|e| panic!("design {d}: {e}"));
        assert_eq!(read.parts, plain.parts, "design {d}");
    }
}
