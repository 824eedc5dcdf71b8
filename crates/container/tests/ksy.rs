//! The Kaitai Struct translation: what it writes for each construct, and what it leaves out
//! (with the reason) rather than approximate. (CI compiles the built-in layouts' .ksy with
//! kaitai-struct-compiler and compares the parsed values with dewrip's: `.ci/ksy.sh`.)
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use container::ksy::{to_ksy, translate, KsyError};

/// A layout using every construct the translation handles or leaves out (CI compiles its
/// .ksy too, so what is written is valid Kaitai).
const LAYOUT: &str = include_str!("fixtures/ksy_constructs.toml");

fn ksy() -> (String, Vec<container::ksy::Omission>) {
    let l = container::parse(LAYOUT, "t.toml").unwrap();
    translate(&l, "demo_t").unwrap()
}

#[test]
fn fields_become_typed_seq_entries_with_valid() {
    let (k, _) = ksy();
    assert!(k.contains("meta:\n  id: demo_t\n"), "{k}");
    assert!(k.contains("endian: le"));
    // expect → valid eq; max → valid max; none with a range → valid expr.
    assert!(
        k.contains("      - id: magic\n        type: u4\n        valid:\n          eq: 305419896"),
        "{k}"
    );
    assert!(k.contains("max: 100"));
    assert!(k.contains("expr: \"_ == 255 or (_ >= 1 and _ <= 9)\""), "{k}");
    // A scaled field: read as stored, the value beside it.
    assert!(k.contains("id: width_stored") && k.contains("value: \"width_stored * 4 + 0\""), "{k}");
    assert!(k.contains("in 16-bit units"));
}

#[test]
fn positions_counts_and_conditions_are_expressions() {
    let (k, _) = ksy();
    assert!(k.contains("ofs_entries:\n    value: \"header.table\""), "{k}");
    assert!(k.contains("repeat-expr: \"num_entries\""));
    assert!(k.contains("num_entries:\n    value: \"header.n\""));
    // `if` on an int becomes a comparison; an item after a conditional one inherits it.
    assert!(k.contains("has_extra:\n    value: \"(header.opt != 0)\""), "{k}");
    assert!(k.contains("has_after_extra:\n    value: \"has_extra\""), "{k}");
    // Per-element items live in the element type and read the whole file.
    assert!(k.contains("ofs_body:\n        value: \"ofs\""), "{k}");
    assert!(k.contains("io: _root._io"));
    // A raw read becomes an instance at that position.
    assert!(k.contains("raw_u32_0:\n    pos: \"0x20\"\n    type: u4"), "{k}");
    assert!(k.contains("check_raw:"), "{k}");
    // A value refers through a per-element item: not expressible at the root.
}

#[test]
fn what_kaitai_cannot_express_is_left_out_with_the_reason() {
    let (k, omitted) = ksy();
    let names: Vec<&str> = omitted.iter().map(|o| o.item.as_str()).collect();
    // A record stream's end needs the EXE's lengths; the sequence is not translated; the
    // value refers to a per-element item from the root.
    assert!(names.contains(&"after_faces"), "{omitted:?}");
    assert!(names.contains(&"chunks"), "{omitted:?}");
    assert!(names.contains(&"values.total"), "{omitted:?}");
    assert!(!names.contains(&"faces") && !names.contains(&"entries"), "{omitted:?}");
    for o in &omitted {
        assert!(o.line > 0 && !o.why.is_empty(), "{o:?}");
        assert!(k.contains(&format!("- {} (line {})", o.item, o.line)), "{k}");
    }
    assert!(!k.contains("after_faces:"), "{k}");
    assert!(k.contains("face records"), "{k}");
    assert!(k.contains("end = 11000000"), "the token encoding is named in the doc");
}

#[test]
fn a_bad_id_is_refused() {
    let l = container::parse(LAYOUT, "t.toml").unwrap();
    assert_eq!(to_ksy(&l, "Demo"), Err(KsyError::Id("Demo".into())));
    assert!(to_ksy(&l, "9x").is_err());
}

#[test]
fn the_builtin_layouts_translate_without_omissions_but_the_record_walks() {
    let root =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../crates/dewprism/layouts");
    for f in ["chr", "mmd", "mtd"] {
        let text = std::fs::read_to_string(root.join(format!("{f}.toml"))).unwrap();
        let l = container::parse(&text, f).unwrap();
        let (k, omitted) = translate(&l, &format!("dewrip_{f}")).unwrap();
        assert!(omitted.is_empty(), "{f}: {omitted:?}");
        // Every item is there (a packed one as one repeated instance).
        for it in &l.items {
            assert!(k.contains(&format!("ofs_{}:", it.name)) || it.packed, "{f}: {}", it.name);
        }
        // Deterministic.
        assert_eq!(translate(&l, &format!("dewrip_{f}")).unwrap().0, k);
    }
}
