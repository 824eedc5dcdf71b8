#![recursion_limit = "512"]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]
//! The shared face-record module: round trips of every type through the built-in layout and
//! through permuted layouts (other offsets, other lengths), the synthetic girl and maps written
//! with a permuted layout, the `record-layouts` contract → layout constructor on hand-made
//! examples (and one malformed example per error kind), and property tests.

use std::collections::BTreeMap;

use dewprism::chr::{self, verify, ChrError};
use dewprism::map::{self, mmd, MapError};
use dewprism::records::{
    walk, Contract, Dispatch, Domains, Field, LayoutError, Problem, Record, RecordKind,
    RecordLayout, RecordLengths, RecordWriteError, TypeFields, TypeLayout, KINDS, LAYOUT_LEN,
    TYPES,
};
use dewprism::Conventions;
use proptest::prelude::*;
use serde_json::{json, Value};

/// A small deterministic generator for layouts.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() % n
        }
    }
}

/// Type `t` with its fields shuffled and `extra` unused bytes scattered between them.
fn shuffled_type(t: u8, rng: &mut Rng, extra: u8) -> TypeLayout {
    let kind = RecordKind::of(t).unwrap();
    let mut fields = kind.fields();
    for i in (1..fields.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        fields.swap(i, j);
    }
    let total: u8 = fields.iter().map(|&f| kind.width(f)).sum();
    let length = 1 + total + extra;
    let mut left = extra;
    let mut at = 1u8;
    let mut placed = Vec::new();
    for f in fields {
        let gap = rng.below(u64::from(left) + 1) as u8;
        left -= gap;
        at += gap;
        placed.push((f, at));
        at += kind.width(f);
    }
    TypeLayout::new(t, length, &placed, &[]).unwrap()
}

/// A layout with every type's fields shuffled; `extra(t)` unused bytes per type.
fn shuffled(seed: u64, extra: impl Fn(u8, &mut Rng) -> u8) -> RecordLayout {
    let mut rng = Rng(seed | 1);
    let mut l = RecordLayout::builtin();
    for t in 0..TYPES as u8 {
        let e = extra(t, &mut rng);
        l = l.with(shuffled_type(t, &mut rng, e));
    }
    l
}

/// The fixture: every field elsewhere and every type two bytes longer than built-in.
fn permuted() -> RecordLayout {
    let l = shuffled(0xD3E9_0001, |_, _| 2);
    for t in 0..TYPES as u8 {
        assert_ne!(l.get(t).unwrap().length(), LAYOUT_LEN[usize::from(t)]);
    }
    assert_ne!(l, RecordLayout::builtin());
    l
}

fn samples() -> Vec<Record> {
    dewprism::records::record::examples().to_vec()
}

#[test]
fn every_type_round_trips_through_builtin_and_permuted_layouts() {
    let perm = permuted();
    for (t, r) in samples().into_iter().enumerate() {
        assert_eq!(usize::from(r.type_byte()), t);
        for l in [RecordLayout::builtin(), perm] {
            let b = r.to_bytes(&l).unwrap();
            assert_eq!(b.len(), usize::from(l.get(t as u8).unwrap().length()), "type {t}");
            assert_eq!(b[0], t as u8);
            assert_eq!(Record::read_with(&b, 0, &l).unwrap(), Some(r), "type {t}");
        }
        let builtin = r.to_bytes(&RecordLayout::builtin()).unwrap();
        let moved = r.to_bytes(&perm).unwrap();
        assert_ne!(builtin, moved, "type {t}: the permuted layout puts bytes elsewhere");
        // The built-in bytes are the documented ones.
        assert_eq!(Record::read(&builtin, 0).unwrap(), Some(r));
    }
}

#[test]
fn builtin_bytes_are_the_documented_table() {
    // docs/formats/records.md, type 9: type, tile, flags, i0 i1 i2, u0 v0 u1 v1 u2 v2.
    let r = Record::TexTri { tile: 3, flags: 1, v: [10, 11, 12], uv: [[0, 0], [15, 0], [15, 15]] };
    assert_eq!(
        r.to_bytes(&RecordLayout::builtin()).unwrap(),
        [9, 3, 1, 10, 11, 12, 0, 0, 15, 0, 15, 15]
    );
    // Type 11: u16 tile at +1, flags +3, u16 indices +4 +6 +8, uvs from +10.
    let r = Record::TexTriAbs {
        tile: 0x0102,
        flags: 7,
        v: [0x0304, 5, 6],
        uv: [[1, 2], [3, 4], [5, 6]],
    };
    assert_eq!(
        r.to_bytes(&RecordLayout::builtin()).unwrap(),
        [11, 2, 1, 7, 4, 3, 5, 0, 6, 0, 1, 2, 3, 4, 5, 6]
    );
    // Type 2: rgb +1..+3, flags +4, reserved +5.
    let r = Record::SetColour { rgb: [1, 2, 3], flags: 4 };
    assert_eq!(r.to_bytes(&RecordLayout::builtin()).unwrap(), [2, 1, 2, 3, 4, 0]);
}

fn stream(records: &[Record], l: &RecordLayout) -> Vec<u8> {
    let mut out = Vec::new();
    for r in records {
        out.extend(r.to_bytes(l).unwrap());
    }
    while out.len() % 4 != 0 {
        out.push(0);
    }
    out
}

#[test]
fn one_walker_lands_with_its_own_layout_only() {
    let perm = permuted();
    let recs = samples();
    let bytes = stream(&recs, &perm);
    let d = Domains { tiles: Some(300), pool: 0x1234 + 8 };
    let w = walk(&bytes, 0, recs.len(), bytes.len(), &perm.lengths(), &perm, d);
    assert_eq!(w.problem, None);
    assert_eq!(w.records, recs);
    assert!(w.padding().unwrap() <= 3);
    let w = walk(
        &bytes,
        0,
        recs.len(),
        bytes.len(),
        &RecordLengths::BUILTIN,
        &RecordLayout::builtin(),
        d,
    );
    assert!(w.problem.is_some(), "the built-in tables must not land on a permuted stream");
    let msg = w.problem.unwrap().to_string();
    assert!(msg.contains("the read position is the likely culprit"), "{msg}");
}

#[test]
fn the_synthetic_girl_round_trips_with_a_permuted_layout_and_fails_without_it() {
    let perm = permuted();
    for design in [0u64, 1, 5, 12, 31] {
        let clut = synth::content::palette(0x5EED, design);
        let c = synth::chr::design_chr(0x5EED, design, &clut, design < 30);
        let bytes = chr::write_with(&c, &perm).unwrap();
        assert_ne!(bytes, chr::write(&c).unwrap());
        let back = chr::read(&bytes, &cv(&perm)).unwrap();
        assert_eq!(back, c, "design {design}");
        assert_eq!(chr::write_with(&back, &perm).unwrap(), bytes);
        let check = verify::check(&bytes, &cv(&perm)).unwrap();
        assert_eq!(check.landed(), check.blocks.len());
        // Read with the built-in tables: the streams do not land.
        match chr::read(&bytes, &Conventions::builtin()) {
            Err(ChrError::Block { problem, .. }) => {
                assert!(problem.to_string().contains("read position"));
            }
            other => panic!("design {design}: expected a block problem, got {other:?}"),
        }
        let check = verify::check(&bytes, &Conventions::builtin()).unwrap();
        assert!(check.landed() < check.blocks.len(), "design {design}");
        // The right lengths with the built-in layout still read the wrong fields.
        let mixed = chr::read(&bytes, &cv(&RecordLayout::builtin().with_lengths(&perm.lengths())));
        assert_ne!(mixed.ok(), Some(c));
    }
}

#[test]
fn synthetic_maps_round_trip_with_a_permuted_layout_and_fail_without_it() {
    let perm = permuted();
    for b in 0..6 {
        let (m, t) = synth::maps::base_map(7, b);
        let mb = mmd::write_with(&m, &perm).unwrap();
        assert_eq!(mmd::read(&mb, &cv(&perm)).unwrap(), m, "base {b}");
        assert_eq!(mmd::write_with(&mmd::read(&mb, &cv(&perm)).unwrap(), &perm).unwrap(), mb);
        let walks = mmd::walk_pieces(&mb, &cv(&perm)).unwrap();
        assert!(walks.iter().all(|w| w.problem.is_none()));
        assert!(matches!(mmd::read(&mb, &Conventions::builtin()), Err(MapError::Stream { .. })));
        let walks = mmd::walk_pieces(&mb, &Conventions::builtin()).unwrap();
        assert!(walks.iter().any(|w| w.problem.is_some()), "base {b}");
        let tb = dewprism::map::mtd::write(&t).unwrap();
        let model = map::decode(&mb, &tb, &cv(&perm), "m").unwrap();
        let builtin =
            map::decode(&mmd::write(&m).unwrap(), &tb, &Conventions::builtin(), "m").unwrap();
        assert_eq!(model, builtin, "the same map decodes the same, whatever its layout");
        let c = map::check(1, &mb, Some((0, &tb)), &cv(&perm));
        assert!(c.ok(), "{:?}", c.problems);
        assert!(!map::verify::check(1, &mb, Some((0, &tb)), &Conventions::builtin()).ok());
    }
}

#[test]
fn a_writer_refuses_what_the_layout_cannot_hold() {
    // A gouraud triangle layout without a flags byte.
    let kind = RecordKind::of(8).unwrap();
    let fields: Vec<(Field, u8)> =
        kind.fields().into_iter().filter(|&f| f != Field::Flags).zip(1u8..).collect();
    let l = RecordLayout::builtin().with(TypeLayout::new(8, 13, &fields, &[]).unwrap());
    let r = Record::GouraudTri { flags: 0, v: [1, 2, 3], rgb: [[1; 3]; 3] };
    let b = r.to_bytes(&l).unwrap();
    assert_eq!(b.len(), 13);
    assert_eq!(Record::read_with(&b, 0, &l).unwrap(), Some(r));
    let r = Record::GouraudTri { flags: 1, v: [1, 2, 3], rgb: [[1; 3]; 3] };
    assert_eq!(
        r.to_bytes(&l),
        Err(RecordWriteError::Unplaced { type_byte: 8, field: Field::Flags, value: 1 })
    );
    // The .chr writer reports which record.
    let clut = synth::content::palette(1, 0);
    let mut c = synth::chr::design_chr(1, 0, &clut, true);
    c.blocks[0].records.push(r);
    assert!(matches!(chr::write_with(&c, &l), Err(ChrError::RecordWrite { block: 0, .. })));
    // Counts that do not fit are errors, not clamps.
    let mut c = synth::chr::design_chr(1, 0, &clut, true);
    c.tiles = vec![c.tiles[0]; 70_000];
    assert!(matches!(chr::write(&c), Err(ChrError::Write(_))));
    let mut c = synth::chr::design_chr(1, 0, &clut, true);
    c.textures[0].texels.pop();
    assert!(matches!(chr::write(&c), Err(ChrError::Unwritable { .. })));
}

// ---------------------------------------------------------------------------------------
// The contract.

/// The contract a dispatch would print for layout `l` (the rules of `records::contract`, in
/// reverse). `flags_in_tpage`: the textured types' flags byte feeds the texpage.
fn contract_of(l: &RecordLayout, flags_in_tpage: bool) -> Contract {
    let mut types = BTreeMap::new();
    for tl in l.types() {
        let kind = tl.kind();
        let bytes = |f: Field| -> Vec<u64> {
            match tl.offset(f) {
                Some(at) => (0..kind.width(f)).map(|i| u64::from(at + i)).collect(),
                None => vec![],
            }
        };
        let mut fields = BTreeMap::new();
        if let Some(p) = kind.primitive {
            for name in p.fields() {
                let (letter, k) = name.split_at(1);
                let k: u8 = k.parse().unwrap_or(0);
                let v = match letter {
                    "x" | "y" => bytes(Field::Index(k)),
                    "c" => bytes(Field::Tile), // clut
                    "t" => {
                        let mut v = bytes(Field::Tile);
                        if flags_in_tpage {
                            v.extend(bytes(Field::Flags));
                        }
                        v
                    }
                    "u" | "v" => {
                        let mut v = bytes(Field::Tile);
                        v.extend(match kind.uvs {
                            dewprism::records::Uvs::Coarse => bytes(Field::Coarse(k)),
                            _ if letter == "u" => bytes(Field::U(k)),
                            _ => bytes(Field::V(k)),
                        });
                        v
                    }
                    "r" => bytes(Field::R(k)),
                    "g" => bytes(Field::G(k)),
                    "b" => bytes(Field::B(k)),
                    _ => unreachable!("{name}"),
                };
                fields.insert(name, v);
            }
        }
        types.insert(
            tl.type_byte().to_string(),
            TypeFields {
                length: u64::from(tl.length()),
                command: kind.primitive.map(|p| {
                    dewprism::records::contract::Command::Text(format!("{:#04x}", p.command()))
                }),
                fields,
                ..TypeFields::default()
            },
        );
    }
    Contract {
        draw_dispatch: Some("0x80012340".into()),
        dispatches: vec![
            Dispatch {
                function: "0x80099990".into(),
                table: Some("0x80011000".into()),
                types: BTreeMap::new(),
            },
            Dispatch { function: "0x80012340".into(), table: Some("0x80010000".into()), types },
        ],
    }
}

/// Offsets and lengths of every type (what a derived layout must agree on).
fn offsets(l: &RecordLayout) -> Vec<(u8, Vec<(Field, u8)>)> {
    l.types().iter().map(|t| (t.length(), t.fields())).collect()
}

/// The hand-written contract for dewrip's built-in layout: what `dewrip exe record-layouts`
/// must print for an EXE whose dispatch reads the records as docs/formats/records.md says.
fn builtin_contract_json() -> Value {
    json!({
      "draw_dispatch": "0x80012340",
      "dispatches": [{
        "function": "0x80012340", "table": "0x80010000",
        "types": {
          "0": {"length": 3, "command": null, "fields": {}},
          "1": {"length": 4, "command": "0x20", "fields": {
            "r0": [], "g0": [], "b0": [], "x0": [1], "y0": [1], "x1": [2], "y1": [2], "x2": [3], "y2": [3]}},
          "2": {"length": 6, "command": null, "fields": {}},
          "3": {"length": 7, "command": "0x20", "fields": {
            "r0": [4], "g0": [5], "b0": [6], "x0": [1], "y0": [1], "x1": [2], "y1": [2], "x2": [3], "y2": [3]}},
          "4": {"length": 8, "command": "0x28", "fields": {
            "r0": [5], "g0": [6], "b0": [7], "x0": [1], "y0": [1], "x1": [2], "y1": [2], "x2": [3], "y2": [3],
            "x3": [4], "y3": [4]}},
          "5": {"length": 9, "command": "0x24", "fields": {
            "r0": [], "g0": [], "b0": [], "clut": [1], "tpage": [1, 2],
            "x0": [3], "y0": [3], "u0": [1, 6], "v0": [1, 6],
            "x1": [4], "y1": [4], "u1": [1, 7], "v1": [1, 7],
            "x2": [5], "y2": [5], "u2": [1, 8], "v2": [1, 8]}},
          "6": {"length": 10, "command": "0x20", "fields": {
            "r0": [7], "g0": [8], "b0": [9], "x0": [1, 2], "y0": [1, 2], "x1": [3, 4], "y1": [3, 4],
            "x2": [5, 6], "y2": [5, 6]}},
          "7": {"length": 11, "command": "0x2c", "fields": {
            "r0": [], "g0": [], "b0": [], "clut": [1], "tpage": [1, 2],
            "x0": [3], "y0": [3], "u0": [1, 7], "v0": [1, 7], "x1": [4], "y1": [4], "u1": [1, 8], "v1": [1, 8],
            "x2": [5], "y2": [5], "u2": [1, 9], "v2": [1, 9], "x3": [6], "y3": [6], "u3": [1, 10], "v3": [1, 10]}},
          "8": {"length": 14, "command": "0x30", "fields": {
            "r0": [5], "g0": [6], "b0": [7], "x0": [2], "y0": [2],
            "r1": [8], "g1": [9], "b1": [10], "x1": [3], "y1": [3],
            "r2": [11], "g2": [12], "b2": [13], "x2": [4], "y2": [4]}},
          "9": {"length": 12, "command": "0x24", "fields": {
            "r0": [], "g0": [], "b0": [], "clut": [1], "tpage": [1, 2],
            "x0": [3], "y0": [3], "u0": [1, 6], "v0": [1, 7],
            "x1": [4], "y1": [4], "u1": [1, 8], "v1": [1, 9],
            "x2": [5], "y2": [5], "u2": [1, 10], "v2": [1, 11]}},
          "10": {"length": 15, "command": "0x2C", "fields": {
            "r0": [], "g0": [], "b0": [], "clut": [1], "tpage": [1, 2],
            "x0": [3], "y0": [3], "u0": [1, 7], "v0": [1, 8], "x1": [4], "y1": [4], "u1": [1, 9], "v1": [1, 10],
            "x2": [5], "y2": [5], "u2": [1, 11], "v2": [1, 12], "x3": [6], "y3": [6], "u3": [1, 13], "v3": [1, 14]}},
          "11": {"length": 16, "command": "0x24", "fields": {
            "r0": [], "g0": [], "b0": [], "clut": [1, 2], "tpage": [1, 2, 3],
            "x0": [4, 5], "y0": [4, 5], "u0": [1, 2, 10], "v0": [1, 2, 11],
            "x1": [6, 7], "y1": [6, 7], "u1": [1, 2, 12], "v1": [1, 2, 13],
            "x2": [8, 9], "y2": [8, 9], "u2": [1, 2, 14], "v2": [1, 2, 15]}},
          "12": {"length": 18, "command": "0x38", "fields": {
            "r0": [6], "g0": [7], "b0": [8], "x0": [2], "y0": [2], "r1": [9], "g1": [10], "b1": [11], "x1": [3], "y1": [3],
            "r2": [12], "g2": [13], "b2": [14], "x2": [4], "y2": [4], "r3": [15], "g3": [16], "b3": [17], "x3": [5], "y3": [5]}},
          "13": {"length": 21, "command": "0x34", "fields": {
            "clut": [1], "tpage": [1, 2],
            "r0": [12], "g0": [13], "b0": [14], "x0": [3], "y0": [3], "u0": [1, 6], "v0": [1, 7],
            "r1": [15], "g1": [16], "b1": [17], "x1": [4], "y1": [4], "u1": [1, 8], "v1": [1, 9],
            "r2": [18], "g2": [19], "b2": [20], "x2": [5], "y2": [5], "u2": [1, 10], "v2": [1, 11]}}
        }
      }]
    })
}

#[test]
fn the_hand_written_builtin_contract_gives_the_builtin_layout() {
    let l = RecordLayout::from_json(&builtin_contract_json().to_string()).unwrap();
    assert_eq!(offsets(&l), offsets(&RecordLayout::builtin()));
    assert_eq!(l.lengths(), RecordLengths::BUILTIN);
    // What the primitive cannot show is carried, and says so.
    assert_eq!(l.get(0).unwrap().carried(), vec![Field::Base]);
    assert_eq!(l.get(2).unwrap().carried().len(), 4);
    assert_eq!(l.get(8).unwrap().carried(), vec![Field::Flags]);
    assert!(l.get(9).unwrap().carried().is_empty(), "type 9's flags feed the texpage");
    let w = l.warnings();
    assert_eq!(w.len(), 4, "{w:?}"); // types 0, 2, 8, 12
    assert!(w[0].starts_with("type 0: base at the built-in [provisional] offsets"), "{w:?}");
    assert!(RecordLayout::builtin().warnings().is_empty());
    // One dispatch alone is accepted too.
    let one = builtin_contract_json()["dispatches"][0].clone();
    assert_eq!(RecordLayout::from_json(&one.to_string()), Ok(l));
    // The generated contract agrees with the hand-written one.
    let generated = serde_json::to_value(contract_of(&RecordLayout::builtin(), true)).unwrap();
    let parsed: Contract = serde_json::from_value(builtin_contract_json()).unwrap();
    assert_eq!(
        RecordLayout::from_contract(&parsed),
        RecordLayout::from_json(&generated.to_string())
    );
}

/// The built-in contract with the state sources the synthetic draw routine shows: type 0's
/// base (bytes 1-2) feeds every base-relative vertex field, type 2's colour and flags type 1's.
fn builtin_contract_with_state() -> Value {
    let mut c = builtin_contract_json();
    let types = c["dispatches"][0]["types"].as_object_mut().unwrap();
    for (k, t) in types.iter_mut() {
        if t["command"].is_null() || k == "6" || k == "11" {
            continue;
        }
        let mut st = serde_json::Map::new();
        for f in t["fields"].as_object().unwrap().keys() {
            if f.starts_with('x') || f.starts_with('y') {
                st.insert(f.clone(), json!({"0": [1, 2]}));
            }
        }
        if k == "1" {
            st.insert("r0".into(), json!({"2": [1]}));
            st.insert("g0".into(), json!({"2": [2]}));
            st.insert("b0".into(), json!({"2": [3]}));
            st.insert("semi_transparent".into(), json!({"2": [4]}));
        }
        t["state"] = Value::Object(st);
    }
    c
}

#[test]
fn state_records_are_read_from_the_state_sources() {
    let l = RecordLayout::from_json(&builtin_contract_with_state().to_string()).unwrap();
    assert_eq!(offsets(&l), offsets(&RecordLayout::builtin()));
    // base, colour and flags are shown now: nothing carried for the state types
    assert!(l.get(0).unwrap().carried().is_empty());
    assert!(l.get(2).unwrap().carried().is_empty());
    // the base somewhere else: read there
    let mut c = builtin_contract_with_state();
    for t in c["dispatches"][0]["types"].as_object_mut().unwrap().values_mut() {
        if let Some(st) = t.get_mut("state").and_then(Value::as_object_mut) {
            for (f, v) in st.iter_mut() {
                if f.starts_with('x') || f.starts_with('y') {
                    *v = json!({"0": [2, 3]});
                }
            }
        }
    }
    c["dispatches"][0]["types"]["0"]["length"] = json!(4);
    let l = RecordLayout::from_json(&c.to_string()).unwrap();
    assert_eq!(l.get(0).unwrap().offset(Field::Base), Some(2));
    assert!(l.get(0).unwrap().carried().is_empty());
    // a one-byte base does not fit dewrip's u16 model: carried, and said so
    let mut c = builtin_contract_with_state();
    for t in c["dispatches"][0]["types"].as_object_mut().unwrap().values_mut() {
        if let Some(st) = t.get_mut("state").and_then(Value::as_object_mut) {
            for (f, v) in st.iter_mut() {
                if f.starts_with('x') || f.starts_with('y') {
                    *v = json!({"0": [1]});
                }
            }
        }
    }
    let l = RecordLayout::from_json(&c.to_string()).unwrap();
    assert_eq!(l.get(0).unwrap().carried(), vec![Field::Base]);
    assert!(l.warnings().iter().any(|w| w.starts_with("type 0: base at the built-in")));
}

#[test]
fn one_refused_type_falls_back_alone() {
    let full = RecordLayout::from_json(&builtin_contract_with_state().to_string()).unwrap();
    let mut c = builtin_contract_with_state();
    let types = &mut c["dispatches"][0]["types"];
    // type 1 drew nothing (the analysis says why), type 5 was not measured, type 12 is missing
    types["1"]["command"] = Value::Null;
    types["1"]["fields"] = json!({});
    types["1"]["why"] =
        json!("culled at 0x80012345: blez $t6 (0x0) taken on record bytes [1, 2, 3]");
    types["5"]["not_measured"] = json!("gave up after 2000000 instructions");
    types.as_object_mut().unwrap().remove("12");
    let contract: Contract = serde_json::from_value(c).unwrap();
    // all or nothing refuses it
    assert!(RecordLayout::from_contract(&contract).is_err());
    let p = RecordLayout::per_type(&contract).unwrap();
    assert_eq!(p.derived(), 11);
    let fell: Vec<u8> =
        p.origins.iter().filter(|o| o.source == "builtin").map(|o| o.type_byte).collect();
    assert_eq!(fell, [1, 5, 12]);
    assert_eq!(p.summary(), "types 0, 2–4, 6–11, 13 from the EXE; 1, 5, 12 built-in");
    let w = p.warnings();
    assert_eq!(w.len(), 3, "{w:?}");
    assert!(
        w[0].starts_with(
            "type 1 (Tri): the built-in [provisional] layout; the EXE's was refused: "
        ),
        "{w:?}"
    );
    assert!(w[0].contains("culled at 0x80012345"), "{w:?}");
    assert!(w[1].contains("not measured: gave up after"), "{w:?}");
    assert!(w[2].contains("does not list it"), "{w:?}");
    // every other type is the derived one; the fallbacks are the built-in ones, all carried
    for t in 0u8..14 {
        let got = p.layout.get(t).unwrap();
        if fell.contains(&t) {
            let b = RecordLayout::builtin();
            assert_eq!(got.fields(), b.get(t).unwrap().fields());
            assert_eq!(got.carried().len(), got.fields().len());
        } else {
            assert_eq!(got, full.get(t).unwrap(), "type {t}");
        }
    }
    // nothing derivable: no type from the EXE
    let mut c = builtin_contract_json();
    for t in c["dispatches"][0]["types"].as_object_mut().unwrap().values_mut() {
        t["not_measured"] = json!("no record pointer");
    }
    let p = RecordLayout::per_type(&serde_json::from_value(c).unwrap()).unwrap();
    assert_eq!((p.derived(), p.summary().as_str()), (0, "types 0–13 built-in"));
}

#[test]
fn a_hand_written_permuted_contract() {
    let mut v = builtin_contract_json();
    // Type 9 as another EXE might lay it out: 13 bytes, tile at +7, flags nowhere in the
    // texpage (so the built-in +2, free here, is carried), uvs scattered, a spare byte at +12.
    v["dispatches"][0]["types"]["9"] = json!({"length": 13, "command": "0x25", "fields": {
        "r0": [], "g0": [], "b0": [], "clut": [7], "tpage": [7],
        "x0": [1], "y0": [1], "u0": [7, 9], "v0": [8, 7],
        "x1": [3], "y1": [3], "u1": [10, 7], "v1": [7, 11],
        "x2": [6], "y2": [6], "u2": [7, 4], "v2": [7, 5]}});
    // Type 5, coarse: one byte per corner shared by u and v.
    v["dispatches"][0]["types"]["5"] = json!({"length": 10, "command": "0x24", "fields": {
        "r0": [], "g0": [], "b0": [], "clut": [9], "tpage": [9, 8],
        "x0": [1], "y0": [1], "u0": [9, 4], "v0": [4, 9],
        "x1": [2], "y1": [2], "u1": [9, 5], "v1": [9, 5],
        "x2": [3], "y2": [3], "u2": [9, 6], "v2": [9, 6]}});
    let l = RecordLayout::from_json(&v.to_string()).unwrap();
    let t9 = l.get(9).unwrap();
    assert_eq!(t9.length(), 13);
    assert_eq!(t9.offset(Field::Tile), Some(7));
    assert_eq!(t9.offset(Field::Index(0)), Some(1));
    assert_eq!(t9.offset(Field::U(0)), Some(9));
    assert_eq!(t9.offset(Field::V(0)), Some(8));
    assert_eq!(t9.offset(Field::U(2)), Some(4));
    // Flags: not in the texpage, so the built-in byte (+2), which is free here, is carried.
    assert_eq!(t9.offset(Field::Flags), Some(2));
    assert!(t9.is_carried(Field::Flags));
    let t5 = l.get(5).unwrap();
    assert_eq!(t5.offset(Field::Flags), Some(8));
    assert_eq!(t5.offset(Field::Coarse(0)), Some(4));
    assert_eq!(l.lengths().get(9), Some(13));
    // A record written with it reads back, and from where the contract says.
    let r = Record::TexTri {
        tile: 0x33,
        flags: 2,
        v: [0x10, 0x11, 0x12],
        uv: [[1, 2], [3, 4], [5, 6]],
    };
    let b = r.to_bytes(&l).unwrap();
    assert_eq!(b, [9, 0x10, 2, 0x11, 5, 6, 0x12, 0x33, 2, 1, 3, 4, 0]);
    assert_eq!(Record::read_with(&b, 0, &l).unwrap(), Some(r));
}

#[test]
fn flags_are_absent_when_the_builtin_byte_is_taken() {
    let mut v = builtin_contract_json();
    // Type 8 with colours from +1: the built-in flags byte (+1) is taken.
    v["dispatches"][0]["types"]["8"] = json!({"length": 13, "command": "0x30", "fields": {
        "r0": [1], "g0": [2], "b0": [3], "x0": [10], "y0": [10],
        "r1": [4], "g1": [5], "b1": [6], "x1": [11], "y1": [11],
        "r2": [7], "g2": [8], "b2": [9], "x2": [12], "y2": [12]}});
    let l = RecordLayout::from_json(&v.to_string()).unwrap();
    assert_eq!(l.get(8).unwrap().offset(Field::Flags), None);
    assert!(l.warnings().iter().any(|w| w.starts_with("type 8: no flags byte")));
    let r = Record::GouraudTri { flags: 0, v: [1, 2, 3], rgb: [[1, 2, 3], [4, 5, 6], [7, 8, 9]] };
    assert_eq!(r.to_bytes(&l).unwrap(), [8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3]);
}

fn err_of(v: &Value) -> LayoutError {
    RecordLayout::from_json(&v.to_string()).expect_err("must be refused")
}

#[test]
fn a_malformed_contract_per_error_kind() {
    let base = builtin_contract_json();
    let edit = |f: &dyn Fn(&mut Value)| {
        let mut v = base.clone();
        f(&mut v);
        err_of(&v)
    };
    let ty = |v: &mut Value, t: &str| -> Value { v["dispatches"][0]["types"][t].clone() };
    assert!(matches!(err_of(&json!("not an object")), LayoutError::Json(_)));
    assert!(matches!(RecordLayout::from_json("{"), Err(LayoutError::Json(_))));
    assert!(matches!(err_of(&json!({"dispatches": []})), LayoutError::NoDispatch));
    let two = edit(&|v| {
        v.as_object_mut().unwrap().remove("draw_dispatch");
        let d = v["dispatches"][0].clone();
        v["dispatches"].as_array_mut().unwrap().push(d);
    });
    assert_eq!(two, LayoutError::AmbiguousDispatch { count: 2 });
    let nf = edit(&|v| v["draw_dispatch"] = json!("0x80000000"));
    assert!(matches!(nf, LayoutError::DispatchNotFound { .. }));
    let e = edit(&|v| {
        let t = ty(v, "1");
        v["dispatches"][0]["types"]["14"] = t;
    });
    assert_eq!(e, LayoutError::UnknownType { key: "14".into() });
    let e = edit(&|v| {
        v["dispatches"][0]["types"].as_object_mut().unwrap().remove("12");
    });
    assert_eq!(e, LayoutError::MissingType { type_byte: 12 });
    let e = edit(&|v| v["dispatches"][0]["types"]["3"]["length"] = json!(0));
    assert_eq!(e, LayoutError::Length { type_byte: 3, found: 0 });
    let e = edit(&|v| v["dispatches"][0]["types"]["3"]["length"] = json!(300));
    assert_eq!(e, LayoutError::Length { type_byte: 3, found: 300 });
    // Commands: a textured command on a flat type, a null on a drawing type, one on a state type.
    let e = edit(&|v| v["dispatches"][0]["types"]["3"]["command"] = json!("0x24"));
    assert!(matches!(e, LayoutError::Command { type_byte: 3, .. }), "{e}");
    let e = edit(&|v| v["dispatches"][0]["types"]["9"]["command"] = Value::Null);
    assert!(matches!(e, LayoutError::Command { type_byte: 9, .. }), "{e}");
    let e = edit(&|v| v["dispatches"][0]["types"]["0"]["command"] = json!("0x20"));
    assert!(matches!(e, LayoutError::Command { type_byte: 0, .. }), "{e}");
    // Field sets.
    let e = edit(&|v| {
        v["dispatches"][0]["types"]["9"]["fields"].as_object_mut().unwrap().remove("v2");
    });
    assert!(
        matches!(e, LayoutError::MissingField { type_byte: 9, ref field, .. } if field == "v2"),
        "{e}"
    );
    let e = edit(&|v| v["dispatches"][0]["types"]["3"]["fields"]["u0"] = json!([1]));
    assert!(
        matches!(e, LayoutError::UnknownField { type_byte: 3, ref field, .. } if field == "u0"),
        "{e}"
    );
    // Offsets outside the record, or on the type byte.
    let e = edit(&|v| v["dispatches"][0]["types"]["3"]["fields"]["r0"] = json!([7]));
    assert!(matches!(e, LayoutError::Offset { type_byte: 3, offset: 7, .. }), "{e}");
    // The type byte is no field: dropped from a list, and a list of it alone feeds nothing.
    let mut v = base.clone();
    v["dispatches"][0]["types"]["1"]["fields"]["x0"] = json!([0, 1]);
    v["dispatches"][0]["types"]["1"]["fields"]["y0"] = json!([1, 0]);
    assert_eq!(
        RecordLayout::from_json(&v.to_string()).unwrap().get(1),
        RecordLayout::builtin().get(1)
    );
    let e = edit(&|v| {
        v["dispatches"][0]["types"]["1"]["fields"]["x0"] = json!([0]);
        v["dispatches"][0]["types"]["1"]["fields"]["y0"] = json!([0]);
    });
    assert!(matches!(e, LayoutError::Bytes { type_byte: 1, .. }), "{e}");
    // One byte for two fields.
    let e = edit(&|v| v["dispatches"][0]["types"]["9"]["fields"]["u1"] = json!([1, 4]));
    assert!(matches!(e, LayoutError::Overlap { type_byte: 9, offset: 4, .. }), "{e}");
    // The wrong number of bytes, or bytes that disagree.
    let e = edit(&|v| v["dispatches"][0]["types"]["1"]["fields"]["y1"] = json!([3]));
    assert!(matches!(e, LayoutError::Bytes { type_byte: 1, .. }), "x1 and y1 disagree: {e}");
    let e = edit(&|v| {
        v["dispatches"][0]["types"]["6"]["fields"]["x0"] = json!([1]);
        v["dispatches"][0]["types"]["6"]["fields"]["y0"] = json!([1]);
    });
    assert!(
        matches!(e, LayoutError::Bytes { type_byte: 6, .. }),
        "a u16 index needs two bytes: {e}"
    );
    let e = edit(&|v| v["dispatches"][0]["types"]["9"]["fields"]["clut"] = json!([]));
    assert!(matches!(e, LayoutError::Bytes { type_byte: 9, .. }), "no tile byte: {e}");
    let e = edit(&|v| v["dispatches"][0]["types"]["9"]["fields"]["v0"] = json!([1, 6]));
    assert!(
        matches!(e, LayoutError::Bytes { type_byte: 9, .. }),
        "u0 and v0 share a byte in a fine type: {e}"
    );
    let e = edit(&|v| v["dispatches"][0]["types"]["5"]["fields"]["v0"] = json!([1, 7]));
    assert!(matches!(e, LayoutError::Bytes { type_byte: 5, .. }), "coarse u and v differ: {e}");
    let e = edit(&|v| v["dispatches"][0]["types"]["9"]["fields"]["r0"] = json!([11]));
    assert!(
        matches!(e, LayoutError::Bytes { type_byte: 9, .. }),
        "a textured flat type draws neutral: {e}"
    );
    let e = edit(&|v| v["dispatches"][0]["types"]["1"]["fields"]["r0"] = json!([3]));
    assert!(
        matches!(e, LayoutError::Bytes { type_byte: 1, .. }),
        "type 1 uses the current colour: {e}"
    );
    let e = edit(&|v| v["dispatches"][0]["types"]["3"]["fields"]["r0"] = json!([]));
    assert!(
        matches!(e, LayoutError::Bytes { type_byte: 3, .. }),
        "type 3's colour must be fed: {e}"
    );
    let e = edit(&|v| v["dispatches"][0]["types"]["9"]["fields"]["tpage"] = json!([1, 2, 6]));
    assert!(matches!(e, LayoutError::Bytes { type_byte: 9, .. }), "{e}");
    // A state type whose carried fields do not fit its length.
    let e = edit(&|v| v["dispatches"][0]["types"]["2"]["length"] = json!(4));
    assert!(matches!(e, LayoutError::Offset { type_byte: 2, .. }), "{e}");
    // Every message names the type.
    assert!(e.to_string().contains("type 2"), "{e}");
}

#[test]
fn layouts_load_from_files_with_their_source() {
    let dir = std::env::temp_dir().join(format!("dewrip-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let contract = dir.join("layouts.json");
    std::fs::write(&contract, builtin_contract_json().to_string()).unwrap();
    let native = dir.join("native.json");
    std::fs::write(&native, permuted().to_json()).unwrap();
    let a = RecordLayout::load(&contract).unwrap();
    assert_eq!(
        a.from,
        dewprism::Provenance::new(dewprism::Source::File, contract.display().to_string())
    );
    assert_eq!(offsets(&a.value), offsets(&RecordLayout::builtin()));
    let b = RecordLayout::load(&native).unwrap();
    assert_eq!(b.value, permuted());
    assert!(matches!(RecordLayout::load(&dir.join("missing.json")), Err(LayoutError::Io { .. })));
    std::fs::remove_dir_all(&dir).unwrap();
    // The layout travels with its label, and owns its lengths.
    assert_eq!(serde_json::to_value(&b.from).unwrap()["source"], "file");
    assert_eq!(b.value.lengths(), permuted().lengths());
}

#[test]
fn problems_keep_the_published_lesson() {
    let p = Problem::Tile { offset: 0x40, record: 3, record_type: 9, found: 200, count: 12 };
    let s = p.to_string();
    assert!(s.contains("tile ID 200 out of domain"), "{s}");
    assert!(s.contains("the read position is the likely culprit"), "{s}");
    assert_eq!(p.offset(), 0x40);
    assert_eq!(Problem::Landing { end: 9, next: 20 }.offset(), 9);
    assert_eq!(serde_json::to_value(&p).unwrap()["kind"], "tile");
}

// ---------------------------------------------------------------------------------------
// Property tests.

fn arb_record() -> impl Strategy<Value = Record> {
    let i3 = any::<[u8; 3]>();
    let i4 = any::<[u8; 4]>();
    let w3 = any::<[u16; 3]>();
    let rgb = any::<[u8; 3]>();
    let uv3 = any::<[[u8; 2]; 3]>();
    let uv4 = any::<[[u8; 2]; 4]>();
    prop_oneof![
        any::<u16>().prop_map(|base| Record::SetBase { base }),
        i3.prop_map(|v| Record::Tri { v }),
        (rgb, any::<u8>()).prop_map(|(rgb, flags)| Record::SetColour { rgb, flags }),
        (i3, rgb).prop_map(|(v, rgb)| Record::FlatTri { v, rgb }),
        (i4, rgb).prop_map(|(v, rgb)| Record::FlatQuad { v, rgb }),
        (any::<u8>(), any::<u8>(), i3, i3).prop_map(|(tile, flags, v, uv)| Record::CoarseTri {
            tile,
            flags,
            v,
            uv
        }),
        (w3, rgb).prop_map(|(v, rgb)| Record::FlatTriAbs { v, rgb }),
        (any::<u8>(), any::<u8>(), i4, i4).prop_map(|(tile, flags, v, uv)| Record::CoarseQuad {
            tile,
            flags,
            v,
            uv
        }),
        (any::<u8>(), i3, any::<[[u8; 3]; 3]>()).prop_map(|(flags, v, rgb)| Record::GouraudTri {
            flags,
            v,
            rgb
        }),
        (any::<u8>(), any::<u8>(), i3, uv3).prop_map(|(tile, flags, v, uv)| Record::TexTri {
            tile,
            flags,
            v,
            uv
        }),
        (any::<u8>(), any::<u8>(), i4, uv4).prop_map(|(tile, flags, v, uv)| Record::TexQuad {
            tile,
            flags,
            v,
            uv
        }),
        (any::<u16>(), any::<u8>(), w3, uv3).prop_map(|(tile, flags, v, uv)| Record::TexTriAbs {
            tile,
            flags,
            v,
            uv
        }),
        (any::<u8>(), i4, any::<[[u8; 3]; 4]>()).prop_map(|(flags, v, rgb)| Record::GouraudQuad {
            flags,
            v,
            rgb
        }),
        (any::<u8>(), any::<u8>(), i3, uv3, any::<[[u8; 3]; 3]>()).prop_map(
            |(tile, flags, v, uv, rgb)| Record::GouraudTexTri { tile, flags, v, uv, rgb }
        ),
    ]
}

fn arb_layout() -> impl Strategy<Value = RecordLayout> {
    (any::<u64>(), any::<u64>()).prop_map(|(seed, extras)| {
        shuffled(seed, move |t, _| ((extras >> (u32::from(t) * 2)) & 3) as u8)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_layouts_and_records_round_trip(l in arb_layout(), recs in prop::collection::vec(arb_record(), 0..40)) {
        let bytes = stream(&recs, &l);
        for r in &recs {
            let b = r.to_bytes(&l).unwrap();
            prop_assert_eq!(Record::read_with(&b, 0, &l).unwrap(), Some(*r));
        }
        let d = Domains { tiles: None, pool: 1 << 17 };
        let w = walk(&bytes, 0, recs.len(), bytes.len(), &l.lengths(), &l, d);
        prop_assert_eq!(w.problem, None);
        prop_assert_eq!(&w.records, &recs);
        // The native JSON form and the contract both carry it.
        prop_assert_eq!(RecordLayout::from_json(&l.to_json()).unwrap(), l);
        let derived = RecordLayout::from_contract(&contract_of(&l, true)).unwrap();
        for (a, b) in derived.types().iter().zip(l.types()) {
            prop_assert_eq!(a.length(), b.length());
            let Some(p) = a.kind().primitive else { continue }; // state: carried
            for f in a.kind().fields() {
                // Untextured types cannot show their flags byte: it is carried or absent.
                if f != Field::Flags || p.textured() {
                    prop_assert_eq!(a.offset(f), b.offset(f), "type {} {}", a.type_byte(), f);
                }
            }
        }
    }

    #[test]
    fn random_bytes_never_panic(l in arb_layout(), bytes in prop::collection::vec(any::<u8>(), 0..400), count in 0usize..80, start in 0usize..420) {
        let d = Domains { tiles: Some(16), pool: 64 };
        let w = walk(&bytes, start, count, bytes.len(), &l.lengths(), &l, d);
        prop_assert!(w.records.len() <= count);
        let _ = walk(&bytes, start, count, bytes.len(), &RecordLengths::BUILTIN, &RecordLayout::builtin(), d);
        for pos in 0..bytes.len().min(40) {
            let _ = Record::read_with(&bytes, pos, &l);
        }
        let _ = chr::read(&bytes, &cv(&l));
        let _ = mmd::read(&bytes, &cv(&l));
    }

    #[test]
    fn mutated_permuted_files_never_panic(design in 0u64..6, edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..12), cut in any::<prop::sample::Index>()) {
        let perm = permuted();
        let clut = synth::content::palette(3, design);
        let mut b = chr::write_with(&synth::chr::design_chr(3, design, &clut, design < 4), &perm).unwrap();
        for (i, v) in &edits {
            let at = i.index(b.len());
            b[at] = *v;
        }
        let n = cut.index(b.len() + 1);
        let b = &b[..n.max(b.len() / 2)];
        let _ = chr::read(b, &cv(&perm));
        let _ = verify::check(b, &cv(&perm));
        let (m, _) = synth::maps::base_map(3, design);
        let mut mb = mmd::write_with(&m, &perm).unwrap();
        for (i, v) in &edits {
            let at = i.index(mb.len());
            mb[at] = *v;
        }
        let _ = mmd::read(&mb, &cv(&perm));
        let _ = mmd::walk_pieces(&mb, &cv(&perm));
    }

    #[test]
    fn mutated_contracts_never_panic(t in 0u8..14, field in "[a-z]{1,5}[0-3]?", offs in prop::collection::vec(0u64..40, 0..4), len in 0u64..40) {
        let mut v = builtin_contract_json();
        let key = t.to_string();
        v["dispatches"][0]["types"][&key]["fields"][&field] = json!(offs);
        let _ = RecordLayout::from_json(&v.to_string());
        v["dispatches"][0]["types"][&key]["length"] = json!(len);
        let _ = RecordLayout::from_json(&v.to_string());
    }

    #[test]
    fn random_type_layouts_are_validated_not_trusted(t in 0u8..14, len in 0u8..30, fields in prop::collection::vec((0usize..31, 0u8..32), 0..24)) {
        let fields: Vec<(Field, u8)> = fields.into_iter().filter_map(|(s, o)| Some((Field::from_slot(s)?, o))).collect();
        if let Ok(tl) = TypeLayout::new(t, len, &fields, &[]) {
            // Whatever it accepted is a sound layout: in range, no byte shared.
            let kind = &KINDS[usize::from(t)];
            let mut used = vec![false; 256];
            for (f, at) in tl.fields() {
                prop_assert!(at >= 1);
                for i in 0..kind.width(f) {
                    let b = usize::from(at + i);
                    prop_assert!(b < usize::from(tl.length()));
                    prop_assert!(!used[b]);
                    used[b] = true;
                }
            }
        }
    }
}

#[test]
fn the_documented_table_is_the_builtin_layout() {
    let doc = include_str!("../../../docs/formats/records.md");
    let l = RecordLayout::builtin();
    let mut seen = 0;
    for line in doc.lines() {
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        let Some(t) = cells.first().and_then(|c| c.parse::<u8>().ok()) else { continue };
        if cells.len() < 25 {
            continue;
        }
        let tl = l.get(t).unwrap();
        assert_eq!(cells[1], tl.kind().name, "type {t}");
        assert_eq!(cells[2].parse::<u8>().unwrap(), tl.length(), "type {t}");
        let draws = tl.kind().primitive.map(|p| format!("{} {:#04X}", p.name(), p.command()));
        let draws = draws.map(|d| d.replace("0X", "0x"));
        assert_eq!(cells[3], draws.as_deref().unwrap_or("— (state)"), "type {t}");
        for (off, cell) in (1u8..=20).zip(&cells[4..24]) {
            let want = tl
                .fields()
                .into_iter()
                .find_map(|(f, at)| {
                    let w = tl.kind().width(f);
                    if off == at {
                        Some(f.to_string())
                    } else if w == 2 && off == at + 1 {
                        Some(format!("{f}.hi"))
                    } else {
                        None
                    }
                })
                .unwrap_or_default();
            let got = if *cell == "(reserved)" { "" } else { cell };
            assert_eq!(got, want, "type {t} +{off}");
        }
        seen += 1;
    }
    assert_eq!(seen, TYPES, "one row per type");
}

/// The built-in conventions with record layout `l`.
fn cv(l: &RecordLayout) -> dewprism::Conventions {
    dewprism::Conventions::with_records(*l, dewprism::Source::Flag, "test")
}
