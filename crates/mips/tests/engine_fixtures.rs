//! The draw-dispatch choice on engine-shaped gcc code the other fixtures do not contain: the
//! record-layout fixtures of the r3000 crate (`crates/r3000/tests/fixtures_layouts`: packets
//! built from record fields, culling by GTE NCLIP or a C cross product, OT depth by AVSZ3/4 or
//! a mean, a 14-opcode event-script dispatch linked first, a threaded dispatch whose table
//! jump gcc -O2 duplicates into every case), at -O0, -O1, -O2 and -Os; pools in BSS and
//! lengths in a per-type table read before the jump (`f_*`, -O0/-O2/-Os); hand-written
//! assembly (`a_*`: a frameless leaf, an unbounded jump table beside a length table). Expected
//! lengths and function names are hand-written from the sources (`expected.json` there).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../r3000/tests/fixtures_layouts")
}

fn syms(path: &Path) -> BTreeMap<String, u32> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let a = u32::from_str_radix(it.next()?, 16).ok()?;
            let _kind = it.next()?;
            Some((it.next()?.to_string(), a))
        })
        .collect()
}

fn expected() -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap()).unwrap()
}

fn lengths(v: &serde_json::Value) -> BTreeMap<i64, u32> {
    v.as_object()
        .unwrap()
        .iter()
        .map(|(k, l)| (k.parse().unwrap(), l.as_u64().unwrap() as u32))
        .collect()
}

#[test]
fn the_draw_dispatch_is_found_and_chosen_by_the_published_facts() {
    let exp = expected();
    let fixtures: Vec<&String> =
        exp.as_object().unwrap().keys().filter(|k| !k.starts_with('_')).collect();
    assert_eq!(fixtures.len(), 9);
    for file in fixtures {
        let e = &exp[file.as_str()];
        let want_draw: BTreeMap<i64, u32> = e["types"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, t)| (k.parse().unwrap(), t["length"].as_u64().unwrap() as u32))
            .collect();
        let want_script = lengths(&e["script_lengths"]);
        let opts: Vec<&str> = match e["opts"].as_array() {
            Some(a) => a.iter().filter_map(|o| o.as_str()).collect(),
            None => vec!["O0", "O1", "O2", "Os"],
        };
        for opt in opts {
            let base = dir().join("gcc").join(format!("{file}_{opt}"));
            let bytes = std::fs::read(base.with_extension("exe")).unwrap();
            let img = mips::ExeImage::parse(&bytes).unwrap();
            let names = syms(&base.with_extension("syms"));
            let draw = names[e["draw"].as_str().unwrap()];
            let script = names[e["script"].as_str().unwrap()];
            assert!(script < draw, "{file}_{opt}: the script dispatch is linked first");
            let found = mips::dispatch::find(&img, Default::default());
            assert_eq!(found.len(), 2, "{file}_{opt}: {found:#?}");
            // the chosen one first, with the draw function's lengths
            assert_eq!(found[0].function, draw, "{file}_{opt}");
            assert_eq!(found[0].lengths(), want_draw, "{file}_{opt}");
            assert!(found[0].problems().is_empty(), "{file}_{opt}: {:?}", found[0].problems());
            // lengths kept in a table are read from it, and said so
            let sources = found[0].length_sources();
            if e["lengths_from"] == "table" {
                assert_eq!(sources.len(), 14, "{file}_{opt}: {sources:?}");
                assert!(sources.values().all(|s| s.starts_with("a per-type length table")));
            } else {
                assert!(sources.is_empty(), "{file}_{opt}: {sources:?}");
            }
            assert_eq!(found[1].function, script, "{file}_{opt}");
            assert_eq!(found[1].lengths(), want_script, "{file}_{opt}");
            let r = mips::dispatch::report(&img, Default::default());
            assert_eq!(r.draw_dispatch, Some(format!("{draw:#010x}")), "{file}_{opt}");
            assert!(r.warnings.is_empty());
            assert_eq!(r.dispatches[0].rejected, None);
            let why = r.dispatches[1].rejected.clone().unwrap();
            assert_eq!(
                why,
                [
                    "type 9 advances 5 bytes; the published length is 12",
                    "type 13 advances 2 bytes; the published length is 21"
                ],
                "{file}_{opt}"
            );
            let json = serde_json::to_value(&r).unwrap();
            assert_eq!(json["dispatches"][0]["lengths"]["13"], 21);
        }
    }
}

#[test]
fn the_duplicated_table_jump_is_one_dispatch() {
    let bytes = std::fs::read(dir().join("gcc/e_threaded_O2.exe")).unwrap();
    let img = mips::ExeImage::parse(&bytes).unwrap();
    let found = mips::dispatch::find(&img, Default::default());
    assert!(found[0].jrs.len() >= 14, "{:?}", found[0].jrs);
    // every jr of the group lies in the listing as `jr` through a register other than ra
    let listing = std::fs::read_to_string(dir().join("gcc/e_threaded_O2.objdump")).unwrap();
    for jr in &found[0].jrs {
        let line = listing.lines().find(|l| l.starts_with(&format!("{jr:08x}:"))).unwrap();
        assert!(line.contains("\tjr\t") && !line.contains("ra"), "{line}");
    }
}

#[test]
fn no_published_match_means_no_choice() {
    // the script dispatch alone: rejected, nothing chosen, a warning
    let bytes = std::fs::read(dir().join("gcc/e_gte_O1.exe")).unwrap();
    let img = mips::ExeImage::parse(&bytes).unwrap();
    let names = syms(&dir().join("gcc/e_gte_O1.syms"));
    let r = mips::dispatch::report(&img, mips::dispatch::Options { at: Some(names["run_script"]) });
    assert_eq!(r.draw_dispatch, None);
    assert_eq!(r.dispatches.len(), 1);
    assert!(r.dispatches[0].rejected.is_some());
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
}
