//! `dewrip demo` calls the stages as functions; each stage's saved JSON must be byte for byte
//! what the command prints with `--json`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]

use std::process::Command;

fn dewrip(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip")).args(args).output().expect("run dewrip")
}

#[test]
fn the_demo_saves_what_each_command_prints() {
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-demo-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let o = out.to_str().unwrap();
    let run = dewrip(&["demo", "--size", "small", "-o", o]);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stdout));
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(!text.contains("FAILED"), "{text}");
    let cue = out.join("disc/DEWPRISM.cue");
    let cue = cue.to_str().unwrap();
    let vram = out.join("disc/captures/girl.vram");
    let cases: Vec<(&str, Vec<&str>)> = vec![
        (
            "find_clut.json",
            vec!["find-clut", cue, "--vram", vram.to_str().unwrap(), "--at", "0,480", "--json"],
        ),
        ("record_lengths.json", vec!["exe", "record-lengths", cue, "--json"]),
        ("verify.json", vec!["verify", cue, "--json"]),
        ("maps.json", vec!["maps", cue, "--json"]),
    ];
    for (file, args) in cases {
        let saved = std::fs::read(out.join(file)).unwrap();
        let printed = dewrip(&args);
        assert!(printed.status.success(), "{args:?}");
        assert_eq!(saved, printed.stdout, "{file} differs from `dewrip {}`", args.join(" "));
    }
    let girl = out.join("export/MAYA/model.glb");
    let printed = dewrip(&["budget", girl.to_str().unwrap(), "--json"]);
    assert_eq!(std::fs::read(out.join("budget_MAYA.json")).unwrap(), printed.stdout);
    for f in ["info.json", "ls.json", "export.json", "compare.json", "gallery.json", "index.html"] {
        assert!(out.join(f).is_file(), "{f}");
    }
    let stray: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        // The gallery's account of what it wrote is meant to stay; nothing else of dewrip's.
        .filter(|n| n.starts_with(".dewrip") && n != ".dewrip-gallery.json")
        .collect();
    assert!(stray.is_empty(), "{stray:?}");
    assert!(out.join(".dewrip-gallery.json").is_file());
    std::fs::remove_dir_all(&out).ok();
}
