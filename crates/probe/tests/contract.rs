//! The JSON contract, the text map, `probe_all`'s summary and `probe_volume` on a synthetic
//! disc.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

mod common;

use probe::{probe_all, probe_file, Input, Limits, RegionKind};
use serde_json::Value;

fn girl() -> Vec<u8> {
    let clut = synth::content::palette(7, 0);
    synth::chr::character(7, 0, &clut, true, 73_728)
}

#[test]
fn json_follows_the_contract() {
    let b = girl();
    let lengths = dewprism::Sourced::new(
        dewprism::records::RecordLengths::BUILTIN,
        dewprism::Source::Exe,
        "test",
    );
    let r = probe_file(&b, &lengths, "DISC:4586", &Limits::default()).unwrap();
    let v: Value = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(v["file"], "DISC:4586");
    assert_eq!(v["size"], 73_728);
    assert_eq!(v["record_lengths_source"], "exe");
    let regions = v["regions"].as_array().unwrap();
    let mut at = 0u64;
    for g in regions {
        assert_eq!(g["start"].as_u64().unwrap(), at, "sorted, contiguous");
        at = g["end"].as_u64().unwrap();
        let kind = g["kind"].as_str().unwrap();
        assert!(["skeleton", "records", "lz", "vertices", "clut", "unknown"].contains(&kind));
        assert!(g["referenced_by"].is_array());
    }
    assert_eq!(at, 73_728);
    // The skeleton at 0x20, named by the header word @0x04, with its 34 nodes.
    let skel = regions.iter().find(|g| g["kind"] == "skeleton").unwrap();
    assert_eq!(skel["start"], 0x20);
    assert_eq!(skel["nodes"], 34);
    assert!(skel["referenced_by"].as_array().unwrap().contains(&Value::from(4)));
    let lz = regions.iter().find(|g| g["kind"] == "lz").unwrap();
    assert_eq!(lz["clean"], true);
    assert!(lz["texture_4bpp"].as_array().unwrap().contains(&Value::from("128x64")));
    let rec = regions.iter().find(|g| g["kind"] == "records").unwrap();
    assert_eq!(rec["landing"], "boundary");
    assert!(rec["types"].is_object());
    // No warning about the built-in table when the lengths come from the EXE…
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // …and a loud one when they are the built-in guess.
    let r = probe_file(&b, &probe::builtin_lengths(), "girl", &Limits::default()).unwrap();
    assert_eq!(r.record_lengths_source, dewprism::Source::Builtin);
    assert!(r.warnings.iter().any(|w| w.contains("built-in")));
}

#[test]
fn text_map_has_one_line_per_region() {
    let r = probe_file(&girl(), &probe::builtin_lengths(), "girl.chr", &Limits::default()).unwrap();
    let text = r.to_string();
    let rows = text.lines().skip_while(|l| !l.starts_with("START")).skip(1).count();
    assert_eq!(rows, r.regions.len());
    assert!(text.contains("skeleton  34 nodes"), "{text}");
    assert!(text.contains("record lengths: builtin"));
    assert!(text.contains("header words: @0x00:0x5 @0x04:->skeleton"), "{text}");
}

#[test]
fn wrong_record_lengths_do_not_land() {
    // Type 10 (the commonest in the synthetic girl) one byte long: the streams no longer land.
    let mut lengths = probe::builtin_lengths();
    lengths.value.len[10] = 16;
    lengths.from.source = dewprism::Source::File;
    let r = probe_file(&girl(), &lengths, "girl", &Limits::default()).unwrap();
    let landed = r
        .regions
        .iter()
        .filter(|g| matches!(g.detail, probe::Detail::Records { landing: probe::Landing::Boundary, count, .. } if count > 20))
        .count();
    let right = probe_file(&girl(), &probe::builtin_lengths(), "girl", &Limits::default()).unwrap();
    let landed_right = right.of_kind(RegionKind::Records).count();
    assert!(landed_right >= 3);
    assert!(landed < landed_right, "{landed} long runs landed with a wrong length");
}

#[test]
fn probe_all_summarises_header_styles_and_orders() {
    let corpus = common::corpus(5, 10, 4);
    let groups: Vec<&str> = corpus
        .iter()
        .map(|f| {
            if f.name.ends_with(".mmd") {
                "mmd"
            } else if f.name.ends_with(".mtd") {
                "mtd"
            } else if f.name.contains("nomagic") {
                "chr_nomagic"
            } else {
                "chr"
            }
        })
        .collect();
    let inputs: Vec<Input<'_>> = corpus
        .iter()
        .zip(&groups)
        .map(|(f, g)| Input { label: &f.name, group: g, bytes: &f.bytes })
        .collect();
    let s = probe_all(&inputs, &probe::builtin_lengths(), &Limits::default());
    assert_eq!(s.files.len(), corpus.len());
    assert_eq!(s.files[0].file, corpus[0].name, "input order kept");
    let chr = s.groups.iter().find(|g| g.group == "chr").unwrap();
    // Every magic character's header names the skeleton by @0x04; the styles differ only in
    // whether the last words name filler (`->unknown`) or the end of the file (`end`).
    assert!(chr.header_styles.iter().map(|p| p.files).sum::<usize>() == chr.files);
    assert!(chr.header_styles.len() <= 2, "{:?}", chr.header_styles);
    assert!(chr.header_styles.iter().all(|p| p.pattern.contains("@0x04->skeleton")));
    assert!(chr.section_orders[0].pattern.starts_with("unknown skeleton"));
    assert!(chr.kinds[&RegionKind::Lz] >= chr.files);
    let mtd = s.groups.iter().find(|g| g.group == "mtd").unwrap();
    assert!(
        mtd.section_orders.iter().all(|p| p.pattern.starts_with("unknown clut")),
        "{:?}",
        mtd.section_orders
    );
    let text = s.to_string();
    assert!(text.contains("header styles:") && text.contains("section kinds in order:"));
    // Deterministic.
    let again = probe_all(&inputs, &probe::builtin_lengths(), &Limits::default());
    assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&again).unwrap());
}

#[test]
fn probe_volume_maps_every_distinct_model_and_map_of_a_disc() {
    let dir = tempfile::tempdir().unwrap();
    let manifest =
        synth::disc::write(dir.path(), synth::disc::Size::Small, 3, &synth::disc::no_extra)
            .unwrap();
    let vol = sqfs::volume::Volume::open(&dir.path().join("DEWPRISM.bin")).unwrap();
    let s =
        probe::probe_volume(&vol, "DEWPRISM.bin", &probe::builtin_lengths(), &Limits::default())
            .unwrap();
    let want: std::collections::BTreeSet<&str> = manifest
        .entries
        .iter()
        .filter(|e| {
            e.dup_of.is_none() && ["chr", "chr_nomagic", "mmd", "mtd"].contains(&e.kind.as_str())
        })
        .filter_map(|e| e.sha256.as_deref())
        .collect();
    assert_eq!(s.files.len(), want.len());
    assert!(s.files.iter().all(|f| f.file.starts_with("DEWPRISM.bin:") && f.report.is_some()));
    let names: Vec<&str> = s.groups.iter().map(|g| g.group.as_str()).collect();
    for g in ["chr", "chr_nomagic", "mmd", "mtd"] {
        assert!(names.contains(&g), "{names:?}");
    }
}
