//! The rotation and LZ routine finders on gcc-compiled fixtures (tests/fixtures_routines:
//! src/rot.c and src/lz.c, built by regen.sh at -O0, -O2 and -Os). The ground truth is
//! expected.json, written by hand from the C; the symbol tables only name what was found.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

use std::collections::BTreeMap;
use std::path::PathBuf;

use r3000::routines::{lz, rotation};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures_routines")
}

fn symbols(name: &str) -> BTreeMap<u32, String> {
    let text = std::fs::read_to_string(dir().join(format!("gcc/{name}.syms"))).unwrap();
    text.lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let addr = u32::from_str_radix(it.next()?, 16).ok()?;
            let _kind = it.next()?;
            Some((addr, it.next()?.to_string()))
        })
        .collect()
}

fn expected() -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap()).unwrap()
}

#[test]
fn rotation_builders_and_their_products() {
    let truth = expected();
    for opt in ["O0", "O2", "Os"] {
        let name = format!("rot_{opt}");
        let exe = std::fs::read(dir().join(format!("gcc/{name}.exe"))).unwrap();
        let syms = symbols(&name);
        let report = rotation::find_builders(&exe).unwrap();
        let found: BTreeMap<String, (String, String)> = report
            .builders
            .iter()
            .map(|b| {
                let sym = syms.get(&b.function).cloned().unwrap_or(format!("{:#x}", b.function));
                let out = serde_json::to_value(b.output).unwrap().as_str().unwrap().to_string();
                (sym, (b.product.name(), out))
            })
            .collect();
        let mut want = BTreeMap::new();
        for (f, v) in truth["rotation"].as_object().unwrap() {
            if let Some(o) = v.as_object() {
                want.insert(
                    f.clone(),
                    (
                        o["product"].as_str().unwrap().to_string(),
                        o["output"].as_str().unwrap().to_string(),
                    ),
                );
            }
        }
        // Static helpers gcc kept out of line (`build`) are builders too when called with
        // (angles, order...) — they are not: they take five arguments. Anything found that is
        // not in expected.json must be absent from its "null" list and reported here.
        for (f, v) in &found {
            if truth["rotation"].get(f).is_some_and(|x| x.is_null()) {
                panic!("{name}: {f} is not a rotation builder but was reported as {v:?}");
            }
        }
        for (f, w) in &want {
            assert_eq!(found.get(f), Some(w), "{name}: {f}; found {found:?}");
        }
    }
}

#[test]
fn lz_decoders_roles_and_agreement() {
    let truth = expected();
    let blob = lz::default_probe();
    for opt in ["O0", "O2", "Os"] {
        let name = format!("lz_{opt}");
        let exe = std::fs::read(dir().join(format!("gcc/{name}.exe"))).unwrap();
        let syms = symbols(&name);
        let report = lz::find_decoders(&exe, &blob).unwrap();
        let found: BTreeMap<String, &lz::Decoder> = report
            .decoders
            .iter()
            .map(|d| (syms.get(&d.function).cloned().unwrap_or(format!("{:#x}", d.function)), d))
            .collect();
        for (f, v) in truth["lz"].as_object().unwrap() {
            match v.as_object() {
                None => assert!(!found.contains_key(f), "{name}: {f} is not a decoder"),
                Some(o) => {
                    let d =
                        found.get(f).unwrap_or_else(|| panic!("{name}: {f} not found: {found:?}"));
                    let roles: Vec<String> = d
                        .args
                        .iter()
                        .map(|r| serde_json::to_value(r).unwrap().as_str().unwrap().to_string())
                        .collect();
                    let want: Vec<String> = o["args"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|x| x.as_str().unwrap().to_string())
                        .collect();
                    assert_eq!(roles, want, "{name}: {f}");
                    assert_eq!(d.agrees, o["format"] == "square", "{name}: {f}");
                }
            }
        }
        let chosen = report.chosen().unwrap();
        assert!(chosen.agrees, "{name}: the chosen decoder agrees with the native one");
    }
}

#[test]
fn the_synthetic_boot_exe_carries_one_real_builder_and_decoder() {
    let exe = synth::exe::boot_exe(&[3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21]);
    let addr = |name: &str| synth::exe::blob_symbol(name).unwrap();
    let rot = rotation::find_builders(&exe).unwrap();
    let found: Vec<(u32, String)> =
        rot.builders.iter().map(|b| (b.function, b.product.name())).collect();
    assert_eq!(found, [(addr("rot_matrix"), "RxRyRz".to_string())], "{rot:#?}");
    let lz = lz::find_decoders(&exe, &lz::default_probe()).unwrap();
    let chosen = lz.chosen().unwrap();
    assert_eq!(chosen.function, addr("lz_decode"));
    assert!(chosen.agrees);
    assert_eq!(chosen.args, [lz::Role::Source, lz::Role::Destination]);
}
