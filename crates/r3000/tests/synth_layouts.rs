//! The whole synthetic boot EXE (≈600 KB, the gcc-built C draw routine among filler):
//! `record-lengths` gives back the built-in table and `record-layouts` (`r3000::analysis`)
//! gives back exactly the layout the synthetic models are written with
//! (`crates/r3000/tests/fixtures_layouts/synth_expected.json`, by hand from
//! `docs/formats/chr.md`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    missing_docs
)]

#[test]
fn the_synthetic_exe_gives_back_the_builtin_layout() {
    let exe = synth::exe::boot_exe(&synth::exe::DRAW_LENGTHS);
    let img = mips::ExeImage::parse(&exe).unwrap();
    let r = mips::dispatch::report(&img, Default::default());
    let draw = synth::exe::blob_symbol("draw_faces").unwrap();
    assert_eq!(r.draw_dispatch, Some(format!("{draw:#010x}")));
    let builtin: std::collections::BTreeMap<i64, u32> =
        (0i64..).zip(synth::exe::DRAW_LENGTHS.iter().map(|&l| u32::from(l))).collect();
    assert_eq!(r.dispatches[0].lengths.0, builtin);

    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../r3000/tests/fixtures_layouts/synth_expected.json");
    let exp: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let l = r3000::analysis::record_layouts(&exe, &Default::default()).unwrap();
    assert!(l.warnings.is_empty(), "{:?}", l.warnings);
    let json = serde_json::to_value(&l).unwrap();
    assert_eq!(json["draw_dispatch"], serde_json::json!(format!("{draw:#010x}")));
    for (t, want) in exp["types"].as_object().unwrap() {
        let g = &json["dispatches"][0]["types"][t.as_str()];
        let mut got = serde_json::json!({"length": g["length"], "command": g["command"], "fields": g["fields"]});
        // the state a case reads, what a state record sets and the command's record bits are
        // compared where the expectation lists them (absent = none)
        for (key, empty) in [
            ("state", serde_json::json!({})),
            ("command_bits", serde_json::json!({})),
            ("sets", serde_json::json!([])),
        ] {
            if want.get(key).is_some() {
                got[key] = if g[key].is_null() { empty } else { g[key].clone() };
            }
        }
        assert_eq!(&got, want, "type {t}: {g}");
    }
}
