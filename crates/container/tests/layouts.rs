//! The layout language: what it accepts, what it refuses (each error naming the line), and
//! what the evaluator makes of bytes — including files a layout does not fit.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use container::{evaluate, parse, Limits, Options};
use proptest::prelude::*;

fn opts() -> Options<'static> {
    static RL: fn(u8) -> Option<u8> = |t| (t < 4).then_some(t + 2);
    static LZ: fn(&[u8]) -> Option<usize> = |b| b.first().map(|&n| usize::from(n));
    static TK: fn(&[u8]) -> Option<usize> = |b| b.iter().position(|&x| x == 0xFF).map(|p| p + 1);
    Options { record_length: &RL, lz_end: &LZ, token_end: &TK, limits: Limits::default() }
}

/// A container in "sizes" style: header of section sizes, sections back to back.
const SIZES: &str = r#"
format = "demo"
name = "sizes"

[[item]]
name = "header"
kind = "struct"
at = 0
[item.fields]
a_size = { at = 0, type = "u16" }
b_size = { at = 2, type = "u16" }

[[item]]
name = "a"
kind = "bytes"
at = 4
size = "header.a_size"

[[item]]
name = "b"
kind = "array"
at = "align(a.end, 4)"
count = "header.b_size / 4"
stride = 4
[item.fields]
parent = { at = 0, type = "u16", none = 0, bias = -1 }
width = { at = 2, type = "u16", scale = 4 }
"#;

#[test]
fn sizes_chain_and_stored_values_are_transformed() {
    let l = parse(SIZES, "sizes.toml").unwrap();
    // a: 3 bytes at 4, b at 8 (aligned): two elements.
    let data = [3, 0, 8, 0, 9, 9, 9, 0, 0, 0, 5, 0, 3, 0, 2, 0];
    let p = evaluate(&l, &data, &opts()).unwrap();
    let b = p.root("b").unwrap();
    assert_eq!((b.start(), b.count()), (8, 2));
    assert!(b.is_none(0, "parent"));
    assert_eq!(b.value(1, "parent"), Some(2));
    assert_eq!(b.value(0, "width"), Some(20));
    assert_eq!(b.value(1, "width"), Some(8));
}

/// IFF-like chunks found by tag.
const CHUNKS: &str = r#"
format = "demo"
name = "chunks"

[[item]]
name = "chunks"
kind = "seq"
at = 0
step = "align(8 + chunks.length, 4)"
[item.fields]
tag = { at = 0, type = "u32" }
length = { at = 4, type = "u32" }

[[item]]
name = "skel"
kind = "array"
at = "find(chunks.tag, 'SKEL') + 8"
count = "u8(find(chunks.tag, 'SKEL') + 4)"
stride = 1
[item.fields]
v = { at = 0, type = "u8" }

[[item]]
name = "stream"
kind = "tokens"
at = "find(chunks.tag, 'ANIM') + 8"
"#;

#[test]
fn chunks_are_found_by_their_tags_in_any_order() {
    let l = parse(CHUNKS, "chunks.toml").unwrap();
    let mut data = Vec::new();
    data.extend(b"ANIM");
    data.extend(5u32.to_le_bytes());
    data.extend([1, 2, 3, 0xFF, 7, 0, 0, 0]);
    data.extend(b"SKEL");
    data.extend(3u32.to_le_bytes());
    data.extend([10, 11, 12, 0]);
    let p = evaluate(&l, &data, &opts()).unwrap();
    assert_eq!(p.root("chunks").unwrap().count(), 2);
    let s = p.root("skel").unwrap();
    assert_eq!((s.start(), s.count(), s.value(2, "v")), (24, 3, Some(12)));
    let t = p.root("stream").unwrap();
    assert_eq!((t.start(), t.end()), (8, 12), "up to and including the end token");
    // Without the tag the items that need it are absent, not an error.
    let mut other = data.clone();
    other[16..20].copy_from_slice(b"XXXX");
    let p = evaluate(&l, &other, &opts()).unwrap();
    assert!(p.root("skel").is_none());
}

#[test]
fn each_chunk_header_starts_a_structure() {
    // What follows the ANIM payload is the next chunk's header (not its payload): a stream
    // lands 0–3 bytes before the header [published: landing], so the header must count.
    let l = parse(CHUNKS, "chunks.toml").unwrap();
    let mut data = Vec::new();
    data.extend(b"ANIM");
    data.extend(5u32.to_le_bytes());
    data.extend([1, 2, 3, 0xFF, 7, 0, 0, 0]);
    data.extend(b"SKEL");
    data.extend(3u32.to_le_bytes());
    data.extend([10, 11, 12, 0]);
    let p = evaluate(&l, &data, &opts()).unwrap();
    let t = p.root("stream").unwrap();
    assert_eq!(p.next_start(&t), Some(16), "the SKEL chunk's header at 16, not its payload at 24");
}

/// Parts as a linked list (u16 next in 4-byte words, 0 = end), each with its own list of
/// strips; bones whose root is its own parent.
const LINKED: &str = r#"
format = "demo"
name = "linked"

[[item]]
name = "parts"
kind = "seq"
at = "u16(0) * 4"
next = "parts.next * 4"
[item.fields]
next = { at = 0, type = "u16" }
strip = { at = 2, type = "u16", scale = 4 }

[[item]]
name = "strips"
kind = "seq"
per = "parts"
at = "parts.strip"
next = "strips.next * 4"
[item.fields]
next = { at = 0, type = "u16" }
n = { at = 2, type = "u16" }

[[item]]
name = "bones"
kind = "array"
at = 0x30
count = 3
stride = 2
[item.fields]
parent = { at = 0, type = "i16", none = "index" }
"#;

fn linked_file() -> Vec<u8> {
    let mut d = vec![0u8; 0x38];
    let put = |d: &mut Vec<u8>, at: usize, v: u16| d[at..at + 2].copy_from_slice(&v.to_le_bytes());
    put(&mut d, 0, 0x10 / 4); // first part at 0x10
    put(&mut d, 0x10, 0x08 / 4); // part 0 → part 1 at 0x08 (stored before it)
    put(&mut d, 0x12, 0x20 / 4); // part 0's strips at 0x20 → 0x28
    put(&mut d, 0x20, 0x28 / 4);
    put(&mut d, 0x22, 7);
    put(&mut d, 0x2A, 9);
    put(&mut d, 0x0A, 0x18 / 4); // part 1's one strip at 0x18
    put(&mut d, 0x1A, 5);
    put(&mut d, 0x32, 0); // bone 1's parent 0; bone 0 its own (0); bone 2's parent 1
    put(&mut d, 0x34, 1);
    d
}

#[test]
fn linked_lists_follow_their_next_fields_in_any_physical_order() {
    let l = parse(LINKED, "linked.toml").unwrap();
    let d = linked_file();
    let p = evaluate(&l, &d, &opts()).unwrap();
    let parts = p.root("parts").unwrap();
    assert_eq!(parts.count(), 2);
    assert_eq!((parts.element_start(0), parts.element_start(1)), (0x10, 0x08));
    let n: Vec<i64> = p
        .all("strips")
        .iter()
        .flat_map(|v| (0..v.count()).map(|e| v.value(e, "n").unwrap()))
        .collect();
    assert_eq!(n, [7, 9, 5], "part 0's two strips, then part 1's");
    assert_eq!(parts.child("strips", 1).unwrap().count(), 1);
    let b = p.root("bones").unwrap();
    assert!(b.is_none(0, "parent"), "the root is its own parent");
    assert!(!b.is_none(1, "parent") && !b.is_none(2, "parent"));
    // Every element starts a structure: a stream before part 1 lands on it.
    assert!(p.regions().iter().any(|r| r.0 == "parts"));
}

#[test]
fn a_linked_list_that_loops_or_leaves_the_file_does_not_fit() {
    let l = parse(LINKED, "linked.toml").unwrap();
    let mut d = linked_file();
    d[0x08..0x0A].copy_from_slice(&(0x10u16 / 4).to_le_bytes()); // part 1 → part 0 again
    let e = evaluate(&l, &d, &opts()).unwrap_err().to_string();
    assert!(e.contains("line 5") && e.contains("loops"), "{e}");
    let mut d = linked_file();
    d[0x08..0x0A].copy_from_slice(&0xFFFFu16.to_le_bytes());
    let e = evaluate(&l, &d, &opts()).unwrap_err().to_string();
    assert!(e.contains("past the end"), "{e}");
    assert!(err_of(
        &LINKED.replace("next = \"parts.next * 4\"", "next = \"parts.next * 4\"\nstep = 4")
    )
    .contains("one of them"));
    assert!(err_of(&LINKED.replace("none = \"index\"", "none = \"self\"")).contains("\"index\""));
}

fn err_of(text: &str) -> String {
    parse(text, "bad.toml").unwrap_err().to_string()
}

#[test]
fn bad_layouts_name_the_file_and_the_line() {
    let field_past_stride = r#"format = "x"
[[item]]
name = "a"
kind = "array"
at = 0
count = 2
stride = 4
[item.fields]
v = { at = 3, type = "u16" }
"#;
    let e = err_of(field_past_stride);
    assert!(e.contains("bad.toml line 9") && e.contains("past the element's stride"), "{e}");
    let cycle = r#"format = "x"
[[item]]
name = "a"
kind = "struct"
at = "b.end"
[[item]]
name = "b"
kind = "struct"
at = "a.end"
"#;
    let e = err_of(cycle);
    assert!(e.contains("cycle") && e.contains("a (line 2)") && e.contains("b (line 6)"), "{e}");
    let huge = "format = \"x\"\n[[item]]\nname = \"a\"\nkind = \"array\"\nat = 0\ncount = 1000000000\nstride = 4\n";
    let e = err_of(huge);
    assert!(e.contains("line 2") && e.contains("count 1000000000"), "{e}");
    let negative = "format = \"x\"\n[[item]]\nname = \"a\"\nkind = \"array\"\nat = 0\ncount = 1\nstride = -8\n";
    let e = err_of(negative);
    assert!(e.contains("line 7") && e.contains("stride -8"), "{e}");
    let malformed = "format = \"x\"\n[[item]\nname = \"a\"\n";
    let e = err_of(malformed);
    assert!(e.contains("bad.toml line 2"), "{e}");
    let bad_expr = "format = \"x\"\n[[item]]\nname = \"a\"\nkind = \"struct\"\nat = \"1 + \"\n";
    let e = err_of(bad_expr);
    assert!(e.contains("line 5") && e.contains("ends too early"), "{e}");
    let unknown_ref =
        "format = \"x\"\n[[item]]\nname = \"a\"\nkind = \"struct\"\nat = \"nothing.end\"\n";
    assert!(err_of(unknown_ref).contains("names no item"));
    let unknown_key =
        "format = \"x\"\n[[item]]\nname = \"a\"\nkind = \"struct\"\nat = 0\nwhere = 3\n";
    assert!(err_of(unknown_key).contains("line 6"), "{}", err_of(unknown_key));
}

#[test]
fn a_layout_that_does_not_fit_says_which_item_and_where() {
    let l = parse(
        "format = \"x\"\n[[item]]\nname = \"h\"\nkind = \"struct\"\nat = 0\n[item.fields]\nn = { at = 0, type = \"u32\" }\n\n[[item]]\nname = \"a\"\nkind = \"array\"\nat = 4\ncount = \"h.n\"\nstride = 8\n",
        "fit.toml",
    )
    .unwrap();
    let mut data = vec![0u8; 64];
    data[0..4].copy_from_slice(&1_000_000_000u32.to_le_bytes());
    let e = evaluate(&l, &data, &opts()).unwrap_err();
    let s = e.to_string();
    assert!(s.contains("fit.toml line 9") && s.contains("item a") && s.contains("0x4"), "{s}");
    assert!(s.contains("remain in the file"), "{s}");
}

#[test]
fn per_items_follow_their_parents_and_packed_ones_each_other() {
    let text = r#"
format = "x"
[[item]]
name = "t"
kind = "array"
at = 0
count = 2
stride = 2
[item.fields]
len = { at = 0, type = "u8" }
n = { at = 1, type = "u8" }

[[item]]
name = "blob"
kind = "bytes"
per = "t"
at = 4
packed = true
align = 2
size = "t.len"

[[item]]
name = "recs"
kind = "records"
per = "t"
at = "blob.end"
count = "t.n"
"#;
    let l = parse(text, "per.toml").unwrap();
    // t: (3 bytes, 1 record), (1 byte, 0 records); blobs at 4 and 8 (aligned to 2 after 7).
    let data = [3, 1, 1, 0, 9, 9, 9, 0, 9, 0, 0, 0];
    let p = evaluate(&l, &data, &opts()).unwrap();
    let t = p.root("t").unwrap();
    let (b0, b1) = (t.child("blob", 0).unwrap(), t.child("blob", 1).unwrap());
    assert_eq!((b0.start(), b0.end(), b1.start(), b1.end()), (4, 7, 8, 9));
    let r0 = t.child("recs", 0).unwrap();
    assert_eq!((r0.start(), r0.count(), r0.end()), (7, 1, 9), "type 0 is 2 bytes");
    // A round trip through the writer reads back the same layout.
    let again = parse(&container::to_toml(&l, &["test".into()]), "again.toml").unwrap();
    assert_eq!(unlined(&again.items), unlined(&l.items));
}

#[test]
fn a_per_item_named_from_outside_spans_all_its_instances() {
    // Two arrays back to back (no pointer to either); what follows them starts at `v.end`.
    let text = r#"
format = "x"
[[item]]
name = "t"
kind = "array"
at = 0
count = 2
stride = 1
[item.fields]
n = { at = 0, type = "u8" }

[[item]]
name = "v"
kind = "array"
per = "t"
at = 2
packed = true
count = "t.n"
stride = 2

[[item]]
name = "after"
kind = "bytes"
at = "v.end"
size = 1
check = "v.start == 2"
"#;
    let l = parse(text, "spans.toml").unwrap();
    let data = [2, 1, 7, 7, 7, 7, 7, 7, 5];
    let p = evaluate(&l, &data, &opts()).unwrap();
    let after = p.root("after").unwrap();
    assert_eq!((after.start(), after.bytes()), (8, &[5u8][..]), "v ends after 2 + 1 elements");
    // A field of one instance still needs its element.
    let bad = text.replace("at = \"v.end\"", "at = \"v.x\"");
    let fails = parse(&bad, "bad.toml").map(|l| evaluate(&l, &data, &opts()).is_err());
    assert!(fails.unwrap_or(true), "v.x from outside v's parent is no value");
}

/// Items without their line numbers (a layout written back has other lines).
fn unlined(items: &[container::Item]) -> Vec<container::Item> {
    items
        .iter()
        .cloned()
        .map(|mut i| {
            i.line = 0;
            i.fields.iter_mut().for_each(|f| f.line = 0);
            i
        })
        .collect()
}

proptest! {
    #[test]
    fn random_bytes_never_panic(data in prop::collection::vec(any::<u8>(), 0..512)) {
        for text in [SIZES, CHUNKS] {
            let l = parse(text, "p.toml").unwrap();
            let _ = evaluate(&l, &data, &opts());
        }
    }

    #[test]
    fn random_layout_text_never_panics(text in "[a-z\\[\\]=\"0-9 .\n+*()]{0,200}") {
        let _ = parse(&text, "r.toml");
        let _ = container::Expr::parse(&text);
    }
}

/// A pre-linked file: the load address at 0x4, pointers as RAM addresses.
const PRELINKED: &str = r#"
format = "demo"
name = "prelinked"
ram_base = "u32(0x4)"

[[item]]
name = "header"
kind = "struct"
at = 0
[item.fields]
entries = { at = 0, type = "u16" }
table = { at = 8, type = "u32" }

[[item]]
name = "table"
kind = "array"
at = "header.table"
count = "header.entries"
stride = 4
[item.fields]
value = { at = 0, type = "u32" }
"#;

#[test]
fn ram_base_makes_pointers_offsets_and_only_them() {
    let l = parse(PRELINKED, "pre.toml").unwrap();
    let base: u32 = 0x801A_0000;
    let mut data = Vec::new();
    data.extend_from_slice(&2u16.to_le_bytes());
    data.extend_from_slice(&[0, 0]);
    data.extend_from_slice(&base.to_le_bytes()); // the load address itself: kept
    data.extend_from_slice(&(base + 12).to_le_bytes()); // the table, 12 bytes in
    data.extend_from_slice(&(base + 20).to_le_bytes()); // a pointer to the end (20 bytes)
    data.extend_from_slice(&7u32.to_le_bytes()); // a plain value
    assert_eq!(data.len(), 20);
    let p = evaluate(&l, &data, &opts()).unwrap();
    let t = p.root("table").unwrap();
    assert_eq!(t.start(), 12);
    assert_eq!(t.value(0, "value"), Some(20));
    assert_eq!(t.value(1, "value"), Some(7));
    assert_eq!(p.root("header").unwrap().value(0, "table"), Some(12));
    // Written back, read again: the same.
    let again = parse(&container::to_toml(&l, &[]), "again.toml").unwrap();
    assert_eq!(again.ram_base.as_ref().map(|v| v.line > 0), Some(true));
    assert_eq!(evaluate(&again, &data, &opts()).unwrap().root("table").unwrap().start(), 12);
    // A load address that is no RAM address is refused, naming the line.
    let mut zero = data.clone();
    zero[4..8].copy_from_slice(&0u32.to_le_bytes());
    let e = evaluate(&l, &zero, &opts()).unwrap_err();
    assert_eq!((e.item.as_str(), e.line), ("ram_base", 4), "{e}");
}

#[test]
fn div_reads_byte_offsets_as_indices() {
    let text = r#"
format = "demo"
name = "div"

[[item]]
name = "nodes"
kind = "array"
at = 0
count = 3
stride = 4
[item.fields]
parent = { at = 0, type = "u16", none = 0xFFFF, div = 4 }
"#;
    let l = parse(text, "div.toml").unwrap();
    let data = [0xFF, 0xFF, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0];
    let p = evaluate(&l, &data, &opts()).unwrap();
    let n = p.root("nodes").unwrap();
    assert!(n.is_none(0, "parent"));
    assert_eq!(n.value(1, "parent"), Some(0));
    // 6 is no multiple of 4: no value.
    assert_eq!(n.value(2, "parent"), None);
    let again = parse(&container::to_toml(&l, &[]), "again.toml").unwrap();
    assert_eq!(again.items[0].fields[0].div, 4);
    let e = parse(&text.replace("div = 4", "div = 0"), "bad.toml").unwrap_err();
    assert!(e.why.contains("div 0"), "{e}");
    assert_eq!(e.line, 12, "{e}");
}

#[test]
fn from_counts_an_end_from_its_start() {
    let text = r#"
format = "demo"
name = "corners"

[[item]]
name = "tiles"
kind = "array"
at = 0
count = 2
stride = 4
[item.fields]
x = { at = 0, type = "u8" }
y = { at = 1, type = "u8" }
w = { at = 2, type = "u8", from = "x", bias = 1 }
h = { at = 3, type = "u8", from = "y", bias = 1 }
"#;
    let l = parse(text, "corners.toml").unwrap();
    // Inclusive corners: (2, 3)–(9, 3) is 8 × 1; (0, 0)–(0, 0) is 1 × 1.
    let data = [2, 3, 9, 3, 0, 0, 0, 0];
    let p = evaluate(&l, &data, &opts()).unwrap();
    let t = p.root("tiles").unwrap();
    assert_eq!((t.value(0, "w"), t.value(0, "h")), (Some(8), Some(1)));
    assert_eq!((t.value(1, "w"), t.value(1, "h")), (Some(1), Some(1)));
    let again = parse(&container::to_toml(&l, &[]), "again.toml").unwrap();
    assert_eq!(again.items[0].field("w").unwrap().from.as_deref(), Some("x"));
    for (bad, why) in [("from = \"x\"", "from \"z\""), ("from = \"x\"", "from \"w\"")] {
        let with = if why.contains('z') { "from = \"z\"" } else { "from = \"w\"" };
        let e = parse(&text.replacen(bad, with, 1), "bad.toml").unwrap_err();
        assert_eq!(e.line, 14, "{e}");
        assert!(e.why.contains("from"), "{e}");
    }
}

#[test]
fn bits_split_one_word_into_fields() {
    let text = r#"
format = "demo"
name = "packed"

[[item]]
name = "channels"
kind = "array"
at = 0
count = 3
stride = 2
[item.fields]
node = { at = 0, type = "u16", bits = [3, 13] }
component = { at = 0, type = "u16", bits = [0, 3], max = 5 }
"#;
    let l = parse(text, "packed.toml").unwrap();
    // node 33 rz (2), node 0 tx (3), node 7 rx (0), stored as node << 3 | component.
    let words: [u16; 3] = [33 << 3 | 2, 3, 7 << 3];
    let data: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let p = evaluate(&l, &data, &opts()).unwrap();
    let c = p.root("channels").unwrap();
    let got: Vec<(Option<i64>, Option<i64>)> =
        (0..3).map(|e| (c.value(e, "node"), c.value(e, "component"))).collect();
    assert_eq!(got, [(Some(33), Some(2)), (Some(0), Some(3)), (Some(7), Some(0))]);
    // `max` holds on the bits, not on the word: a component of 6 fails, naming the field.
    let bad: Vec<u8> = [33u16 << 3 | 6, 3, 0].iter().flat_map(|w| w.to_le_bytes()).collect();
    let e = evaluate(&l, &bad, &opts()).unwrap_err().to_string();
    assert!(e.contains("component") && e.contains("outside"), "{e}");
    // The writer keeps the key.
    let again = parse(&container::to_toml(&l, &[]), "again.toml").unwrap();
    assert_eq!(again.items[0].field("node").unwrap().bits, Some((3, 13)));
    // Bits outside the word, or none: refused, naming the line.
    for bad in ["bits = [3, 14]", "bits = [0, 0]", "bits = [-1, 3]"] {
        let e = parse(&text.replacen("bits = [3, 13]", bad, 1), "bad.toml").unwrap_err();
        assert_eq!(e.line, 12, "{bad}: {e}");
        assert!(e.why.contains("bits"), "{e}");
    }
}

/// A node table whose entries with a vertex count are the parts: `keep`.
const KEPT: &str = r#"
format = "demo"
name = "kept"

[[item]]
name = "parts"
kind = "array"
at = 0
count = 4
stride = 4
keep = "parts.n != 0"
[item.fields]
n = { at = 0, type = "u8" }
data = { at = 2, type = "u16" }

[[item]]
name = "verts"
kind = "array"
per = "parts"
at = "parts.data"
count = "parts.n"
stride = 1
[item.fields]
v = { at = 0, type = "u8" }

[[item]]
name = "tail"
kind = "bytes"
at = "parts[1].data"
size = 1
"#;

#[test]
fn keep_skips_the_elements_it_does_not_hold_for() {
    let l = parse(KEPT, "kept.toml").unwrap();
    // Entries 0 and 2 have no count: the parts are entries 1 and 3.
    let data = [0, 0, 0, 0, 2, 0, 16, 0, 0, 0, 0, 0, 1, 0, 18, 0, 7, 8, 9, 0];
    let p = evaluate(&l, &data, &opts()).unwrap();
    let parts = p.root("parts").unwrap();
    assert_eq!(parts.count(), 2);
    assert_eq!((parts.element_start(0), parts.element_start(1)), (4, 12));
    assert_eq!((parts.position(0), parts.position(1)), (1, 3), "the entries they were");
    assert_eq!((parts.value(0, "n"), parts.value(1, "data")), (Some(2), Some(18)));
    assert_eq!((parts.element_end(0), parts.end()), (8, 16));
    let verts: Vec<_> = p.all("verts").iter().map(|v| (v.start(), v.count())).collect();
    assert_eq!(verts, [(16, 2), (18, 1)], "one per kept element");
    assert_eq!(p.root("tail").unwrap().start(), 18, "parts[1] is the second kept entry");
    // Written out, the layout reads the same.
    let again = parse(&container::to_toml(&l, &[]), "again.toml").unwrap();
    assert_eq!(again.item("parts").unwrap().keep, l.item("parts").unwrap().keep);
}

#[test]
fn keep_is_for_arrays_and_reads_its_own_element() {
    let e = err_of(
        "format = \"x\"\nname = \"y\"\n[[item]]\nname = \"s\"\nkind = \"struct\"\nat = 0\nkeep = 1\n",
    );
    assert!(e.contains("line 3") && e.contains("keep is for arrays"), "{e}");
    let e = err_of(&KEPT.replace("parts.n != 0", "nothing.n != 0"));
    assert!(e.contains("keep") && e.contains("nothing"), "{e}");
}

/// A skeleton stored as parallel arrays: a count, every parent, then every x, every y.
const COLUMNS: &str = r#"
format = "x"
name = "y"
[[item]]
name = "nodes"
kind = "array"
at = 2
count = "u8(0)"
stride = 1
[item.fields]
parent = { at = 0, type = "u8", none = 255 }
x = { column = "align(nodes.count, 2)", type = "i16" }
y = { column = "align(nodes.count, 2) + 2 * nodes.count", type = "i16" }

[[item]]
name = "tail"
kind = "bytes"
at = "nodes.end"
size = 1
"#;

#[test]
fn columns_read_a_field_stored_apart() {
    let l = parse(COLUMNS, "columns.toml").unwrap();
    // 3 nodes at 2: parents 255 0 1, pad, x 10 −20 30 at 6, y 1 2 3 at 12, then the tail.
    let mut data = vec![3u8, 0, 255, 0, 1, 0];
    for v in [10i16, -20, 30, 1, 2, 3] {
        data.extend(v.to_le_bytes());
    }
    data.push(0xAA);
    let p = evaluate(&l, &data, &opts()).unwrap();
    let nodes = p.root("nodes").unwrap();
    assert_eq!(nodes.count(), 3);
    let xs: Vec<_> = (0..3).map(|e| nodes.value(e, "x")).collect();
    let ys: Vec<_> = (0..3).map(|e| nodes.value(e, "y")).collect();
    assert_eq!(xs, [Some(10), Some(-20), Some(30)]);
    assert_eq!(ys, [Some(1), Some(2), Some(3)]);
    assert_eq!(nodes.value(2, "parent"), Some(1));
    assert_eq!(nodes.field_offset(1, "y"), Some(14));
    assert_eq!(p.root("tail").unwrap().start(), 18, "the array ends past its last column");
    // Written out, the layout reads the same.
    let again = parse(&container::to_toml(&l, &[]), "again.toml").unwrap();
    assert_eq!(again.item("nodes").unwrap().fields, l.item("nodes").unwrap().fields);
    // A column past the end names the field and the file offset.
    let e = evaluate(&l, &data[..14], &opts()).unwrap_err().to_string();
    assert!(e.contains("column") && e.contains("field y") && e.contains("line 4"), "{e}");
}

#[test]
fn columns_are_for_arrays_and_one_place_per_field() {
    let e = err_of(
        &COLUMNS
            .replace("kind = \"array\"", "kind = \"struct\"")
            .replace("count = \"u8(0)\"\nstride = 1\n", ""),
    );
    assert!(e.contains("column is for an array"), "{e}");
    let e = err_of(&COLUMNS.replace("x = { column", "x = { at = 0, column"));
    assert!(e.contains("field x") && e.contains("not both"), "{e}");
    let e = err_of(&COLUMNS.replace("x = { column = \"align(nodes.count, 2)\", ", "x = { "));
    assert!(e.contains("field x") && e.contains("no at"), "{e}");
    let e = err_of(&COLUMNS.replace("align(nodes.count, 2) + 2", "align(nodez.count, 2) + 2"));
    assert!(e.contains("column") && e.contains("nodez"), "{e}");
}
