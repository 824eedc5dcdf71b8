//! Issue 21's contract on the alien corpus (`tests/alien/`: `.chr` files in container layouts
//! dewrip never wrote, each with its truth): `layout infer` over a style's files, then
//! `chr info --layout` on every file must equal its truth; and `chr info` with no layout on one
//! file must infer (saying so on stderr) and give the same. The styles listed here are the
//! ones inference handles today (all eight, the holdout's `ramptr`, the blind corpus's `dot1`,
//! the second blind corpus's `tmdobj`, `wordhdr`, `cdsectors`, `minus1`);
//! `tests/alien/score.py` scores every style on a release build.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const KEYS: [&str; 12] = [
    "nodes",
    "parts",
    "vertices",
    "pool_size",
    "faces_per_type",
    "triangles",
    "tiles",
    "textures",
    "cluts",
    "channels",
    "skeleton",
    "part_list",
];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/alien")
}

fn dewrip(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip")).args(args).output().expect("run dewrip")
}

/// The truth keys where `out` differs from the truth of `chr`.
fn mismatches(out: &Output, chr: &Path) -> Vec<String> {
    assert!(out.status.success(), "{}: {}", chr.display(), String::from_utf8_lossy(&out.stderr));
    let got: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let truth: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(chr.with_extension("truth.json")).unwrap())
            .unwrap();
    KEYS.iter()
        .filter(|k| got[**k] != truth[**k])
        .map(|k| format!("{}: {k}: got {}, want {}", chr.display(), got[*k], truth[*k]))
        .collect()
}

fn style(name: &str) {
    style_in(&corpus(), name, "human1");
}

/// The `.chr` files of a style folder, in name order.
fn chr_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "chr"))
        .collect();
    files.sort();
    files
}

/// The truth keys where `chr info --layout LAYOUT` differs from each file's truth.
fn through(files: &[PathBuf], layout: &Path, lengths: &str) -> Vec<String> {
    let mut bad = Vec::new();
    for f in files {
        let out = dewrip(&[
            "chr",
            "info",
            f.to_str().unwrap(),
            "--layout",
            layout.to_str().unwrap(),
            "--record-lengths",
            lengths,
            "--json",
        ]);
        bad.extend(mismatches(&out, f));
    }
    bad
}

/// Every file of style `name` of the corpus at `root` read through the layout written by hand
/// for it (`root/layouts/NAME.toml`) equals its truth.
fn hand_written(root: &Path, name: &str) {
    let files = chr_files(&root.join(name));
    assert_eq!(files.len(), 8);
    let layout = root.join(format!("layouts/{name}.toml"));
    let bad = through(&files, &layout, root.join("lengths.json").to_str().unwrap());
    assert!(bad.is_empty(), "{} mismatches:\n{}", bad.len(), bad.join("\n"));
}

/// `layout infer` on the 8 files of style `name` of the corpus at `root`, into `out_dir`:
/// the files and the layout's path.
fn infer_style(root: &Path, name: &str, out_dir: &Path) -> (Vec<PathBuf>, PathBuf) {
    let files = chr_files(&root.join(name));
    assert_eq!(files.len(), 8, "{name}: the corpus has 8 files per style");
    std::fs::create_dir_all(out_dir).unwrap();
    let layout = out_dir.join("inferred.toml");
    let lengths = root.join("lengths.json");
    let mut args = vec!["layout", "infer"];
    args.extend(files.iter().map(|f| f.to_str().unwrap()));
    args.extend(["--record-lengths", lengths.to_str().unwrap(), "-o", layout.to_str().unwrap()]);
    let out = dewrip(&args);
    assert!(out.status.success(), "{name}: layout infer: {}", String::from_utf8_lossy(&out.stderr));
    (files, layout)
}

/// A style of the corpus at `root`; `human` names the file the no-layout path is run on.
fn style_in(root: &Path, name: &str, human: &str) {
    let dir = root.join(name);
    let lengths = root.join("lengths.json");
    let lengths = lengths.to_str().unwrap();
    let out_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-alien-{}-{name}", std::process::id()));
    let (files, layout) = infer_style(root, name, &out_dir);
    let text = std::fs::read_to_string(&layout).unwrap();
    assert!(text.contains("evidence"), "{name}: the layout carries its evidence");
    let mut bad = through(&files, &layout, lengths);
    // No --layout: the built-in one does not fit, so dewrip infers (from the file and the
    // files beside it) and says so.
    let human = dir.join(format!("{human}.chr"));
    let out =
        dewrip(&["chr", "info", human.to_str().unwrap(), "--record-lengths", lengths, "--json"]);
    let err = String::from_utf8_lossy(&out.stderr).to_lowercase();
    assert!(err.contains("infer"), "{name}: no \"infer\" on stderr: {err}");
    let got: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(got["layout"]["source"], "inferred", "{name}: the JSON names the layout's source");
    bad.extend(mismatches(&out, &human));
    let _ = std::fs::remove_dir_all(&out_dir);
    assert!(bad.is_empty(), "{name}: {} mismatches:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn shuffled_section_table() {
    style("shuffled");
}

#[test]
fn strides_wide_records() {
    style("strides");
}

#[test]
fn xeno_part_headers() {
    style("xeno");
}

#[test]
fn sizes_no_offsets() {
    style("sizes");
}

#[test]
fn relpairs_section_relative() {
    style("relpairs");
}

#[test]
fn chunks_tagged() {
    style("chunks");
}

#[test]
fn xeno_part_headers_data_grouped() {
    style("xenogrouped");
}

#[test]
fn prelinked_ram_pointers() {
    style("prelinked");
}

#[test]
fn ramptr_holdout_corners_and_packed_channels() {
    // No longer blind: worked on after its first score (tests/alien-holdout/README.md).
    style_in(&corpus().join("../alien-holdout"), "ramptr", "h1");
}

#[test]
fn soa_holdout_parallel_arrays_and_a_part_chain() {
    // No longer blind: worked on after its first score (tests/alien-holdout/README.md): the
    // skeleton as parallel arrays, the parts a chain of self-sized entries, texture headers
    // inline with their blobs, texture and CLUT in one byte.
    style_in(&corpus().join("../alien-holdout"), "soa", "h1");
}

#[test]
fn blind_dot1_archive_of_sub_files() {
    // Written blind (tests/alien-blind/README.md); worked on after its first score.
    style_in(&corpus().join("../alien-blind"), "dot1", "h1");
}

#[test]
fn blind_tmd_texpage_tiles_and_tim_pixel_blocks() {
    // Written blind (tests/alien-blind/README.md); worked on after its first score: a PsyQ
    // TMD's objects, a link table beside them, tiles naming texture and CLUT by GPU words,
    // texture headers inline with their blobs as a TIM's pixel blocks.
    style_in(&corpus().join("../alien-blind"), "tmd", "h1");
}

#[test]
fn blind_trailer_directory_at_the_end_in_words() {
    // Written blind (tests/alien-blind/README.md); worked on after its first score: a
    // directory at the file's end (its offset in words, the last word), section offsets and
    // sizes in words, counts and sizes stored one less, widths in bytes, tables counted by
    // their section's size, channels as a component mask per node.
    style_in(&corpus().join("../alien-blind"), "trailer", "h1");
}

#[test]
fn blind2_tmd_objects_and_vram_texture_headers() {
    // Written blind (tests/alien-blind2/README.md); worked on after its first score.
    style_in(&corpus().join("../alien-blind2"), "tmdobj", "h1");
}

#[test]
fn blind2_header_offsets_in_words() {
    // Written blind (tests/alien-blind2/README.md); worked on after its first score.
    style_in(&corpus().join("../alien-blind2"), "wordhdr", "h1");
}

#[test]
fn blind2_cd_sector_sections_and_per_clip_channel_tables() {
    // Written blind (tests/alien-blind2/README.md); worked on after its first score.
    style_in(&corpus().join("../alien-blind2"), "cdsectors", "h1");
}

#[test]
fn blind2_counts_stored_minus_one() {
    // Written blind (tests/alien-blind2/README.md); worked on after its first score: node,
    // part, vertex and record counts stored one less than they are.
    style_in(&corpus().join("../alien-blind2"), "minus1", "h1");
}

#[test]
fn blind2_nodeparts_parts_inside_the_node_entries() {
    // Written blind (tests/alien-blind2/README.md); worked on after its first score: no part
    // table, the node entries with a vertex count are the parts (`keep`), the node table found
    // two bytes off its start and its translations read apart from the part's fields.
    style_in(&corpus().join("../alien-blind2"), "nodeparts", "h1");
}

#[test]
fn blind2_nodeparts_through_a_hand_written_layout() {
    // The layout a user who knows the style writes (parts = the node entries with a vertex
    // count, `keep`; each part the node its entry stands for).
    hand_written(&corpus().join("../alien-blind2"), "nodeparts");
}

#[test]
fn blind_linked_lists() {
    // Written blind (tests/alien-blind/README.md); worked on after its first score: header
    // words u16 pointers in 4-byte words, the root bone its own parent, parts (each with a
    // list of record strips) and inline texture headers as linked lists in a shuffled order.
    style_in(&corpus().join("../alien-blind"), "linked", "h1");
}

#[test]
fn blind_linked_through_a_hand_written_layout() {
    // Linked lists (`seq` with `next`): parts, each part's record strips and the textures
    // stored in a shuffled order and linked in draw order; the root bone its own parent
    // (`none = "index"`).
    hand_written(&corpus().join("../alien-blind"), "linked");
}

#[test]
fn blind3_first_child_next_sibling_skeleton() {
    // No parent field: each node entry holds its first child and next sibling (u8, 0xFF none).
    style_in(&corpus().join("../alien-blind3"), "sibling", "h1");
}

#[test]
fn blind3_bitfields_packed_part_and_tile_entries() {
    // A part's node and vertex count in one u16 (6 and 10 bits); a tile's texture and CLUT in
    // one byte, in 5-byte tiles.
    style_in(&corpus().join("../alien-blind3"), "bitfields", "h1");
}

#[test]
fn blind3_selfrel_self_relative_offsets() {
    // Every offset counted from its own field: in the header, in the sections, in each part
    // entry (its vertex array and its stream).
    style_in(&corpus().join("../alien-blind3"), "selfrel", "h1");
}

#[test]
fn blind3_selfrel_through_a_hand_written_layout() {
    // The same written by hand: a user who knows such a layout writes the offsets as
    // `X[X.index] + K + X.field`.
    hand_written(&corpus().join("../alien-blind3"), "selfrel");
}

#[test]
fn blind3_packedvtx_six_byte_vertices() {
    // Vertex arrays of three i16 with no pad word, each zero-padded to 4: the layout's
    // `vertices` item says `stride = 6`.
    style_in(&corpus().join("../alien-blind3"), "packedvtx", "h1");
}

#[test]
fn blind3_packedvtx_through_a_hand_written_layout() {
    // The same written by hand.
    hand_written(&corpus().join("../alien-blind3"), "packedvtx");
}

/// The blind3 `u16hdr` files with each part's vertex count stored as its array's size in
/// bytes (the u16 at +4 of the 12-byte part entries, times 8): the layout reads it with
/// `div = 8`, and every file still equals its truth.
#[test]
fn vertex_counts_stored_as_byte_sizes() {
    let from = corpus().join("../alien-blind3");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-bytesizes-{}", std::process::id()));
    let dir = root.join("bytesizes");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(from.join("lengths.json"), root.join("lengths.json")).unwrap();
    let u16_at = |d: &[u8], at: usize| usize::from(u16::from_le_bytes([d[at], d[at + 1]]));
    for f in chr_files(&from.join("u16hdr")) {
        let mut d = std::fs::read(&f).unwrap();
        // u16 @8: the geometry section (u16 parts, u16 pool size, then the part entries).
        let g = u16_at(&d, 8);
        for e in 0..u16_at(&d, g) {
            let at = g + 4 + 12 * e + 4;
            let bytes = (u16_at(&d, at) * 8) as u16;
            d[at..at + 2].copy_from_slice(&bytes.to_le_bytes());
        }
        let name = f.file_name().unwrap();
        std::fs::write(dir.join(name), d).unwrap();
        let truth = f.with_extension("truth.json");
        std::fs::copy(&truth, dir.join(truth.file_name().unwrap())).unwrap();
    }
    let (files, layout) = infer_style(&root, "bytesizes", &root.join("out"));
    let text = std::fs::read_to_string(&layout).unwrap();
    assert!(text.contains("div = 8"), "{text}");
    let bad = through(&files, &layout, root.join("lengths.json").to_str().unwrap());
    let _ = std::fs::remove_dir_all(&root);
    assert!(bad.is_empty(), "{} mismatches:\n{}", bad.len(), bad.join("\n"));
}

/// A first-child / next-sibling tree that is no tree (the root with a sibling, a node reached
/// twice) is refused with the node, through a layout that reads the intact files.
#[test]
fn a_sibling_tree_that_is_no_tree_is_refused() {
    let root = corpus().join("../alien-blind3");
    let lengths = root.join("lengths.json");
    let lengths = lengths.to_str().unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-sibling-{}", std::process::id()));
    let (_, layout) = infer_style(&root, "sibling", &dir);
    let text = std::fs::read_to_string(&layout).unwrap();
    assert!(text.contains("first_child") && text.contains("next_sibling"), "{text}");
    // h1: the magic at 0x20, u16 nodes, u16 rotations, then 8-byte nodes (u8 first child,
    // u8 next sibling) from 0x28.
    let good = std::fs::read(root.join("sibling/h1.chr")).unwrap();
    for (at, value, why) in
        [(0x29usize, 2u8, "the root has a next_sibling"), (0x30, 1, "is not a node after it")]
    {
        let mut bad = good.clone();
        bad[at] = value;
        let f = dir.join("bad.chr");
        std::fs::write(&f, &bad).unwrap();
        let out = dewrip(&[
            "chr",
            "info",
            f.to_str().unwrap(),
            "--layout",
            layout.to_str().unwrap(),
            "--record-lengths",
            lengths,
        ]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && err.contains(why), "byte {at:#x} = {value}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reading of a file alone that decodes but draws almost nothing is no model: `chr info`
/// with no layout on a blind-corpus humanoid copied alone into a folder (so dewrip infers
/// from it alone) either gives the truth or fails loudly — never exit 0 with other values.
/// Before the face-record share gate it printed an 86-node, 2-triangle reading of this
/// 34-node, 695-triangle humanoid and exited 0.
#[test]
fn no_silent_wrong_reading() {
    let src = corpus().join("../alien-blind/dot1/h1.chr");
    let lengths = corpus().join("../alien-blind/lengths.json");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-alone-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("h1.chr");
    std::fs::copy(&src, &f).unwrap();
    std::fs::copy(src.with_extension("truth.json"), f.with_extension("truth.json")).unwrap();
    let out = dewrip(&[
        "chr",
        "info",
        f.to_str().unwrap(),
        "--record-lengths",
        lengths.to_str().unwrap(),
        "--json",
    ]);
    if out.status.success() {
        let bad = mismatches(&out, &f);
        assert!(bad.is_empty(), "exit 0 with a wrong reading:\n{}", bad.join("\n"));
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("no layout could be inferred"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The layout does not depend on the order the files are named in (the first file named is
/// a small prop here, the largest file last).
#[test]
fn argument_order_does_not_change_the_layout() {
    let dir = corpus().join("chunks");
    let lengths = corpus().join("lengths.json");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "chr"))
        .map(|p| p.to_str().unwrap().to_string())
        .collect();
    files.sort_by_key(|f| std::fs::metadata(f).unwrap().len());
    let out_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-alien-order-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut texts = Vec::new();
    for (i, order) in [files.clone(), files.iter().rev().cloned().collect()].iter().enumerate() {
        let out = out_dir.join(format!("{i}.toml"));
        let mut args = vec!["layout", "infer"];
        args.extend(order.iter().map(String::as_str));
        args.extend(["--record-lengths", lengths.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        let o = dewrip(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        texts.push(std::fs::read_to_string(&out).unwrap());
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    assert_eq!(texts[0], texts[1], "smallest first and largest first give one layout");
}
