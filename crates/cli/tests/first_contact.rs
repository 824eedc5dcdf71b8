//! Issue 25, the traps of a first evening with a disc, each rebuilt on the small synthetic disc:
//! a truncated rip, an empty palette, extract's copies and re-runs, verify with every kind of
//! capture, and what the text output says.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn dewrip(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip")).args(args).output().expect("run dewrip")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn ok(args: &[&str]) -> Output {
    let out = dewrip(args);
    assert!(out.status.success(), "dewrip {args:?}: {}", text(&out).1);
    out
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{e}: {}", text(o).0))
}

fn root() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("dewrip-first-contact-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let disc = dir.join("disc");
        ok(&["synth", "disc", "--size", "small", "--seed", "9", "-o", disc.to_str().unwrap()]);
        dir
    })
}

fn p(rel: &str) -> String {
    root().join(rel).to_str().unwrap().to_string()
}

fn tmp(name: &str) -> PathBuf {
    let d = root().join(name);
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn manifest() -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(root().join("disc/manifest.json")).unwrap()).unwrap()
}

/// The first `bytes` of an image, like `head -c`.
fn truncated(image: &str, bytes: usize, name: &str) -> String {
    let data = std::fs::read(root().join("disc").join(image)).unwrap();
    let out = root().join(name);
    std::fs::write(&out, &data[..bytes]).unwrap();
    out.to_str().unwrap().to_string()
}

/// Used entries of the manifest whose sectors run past `sectors`.
fn past(sectors: u64) -> Vec<u64> {
    manifest()["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| !e["unused"].as_bool().unwrap())
        .filter(|e| {
            let lba = e["lba"].as_u64().unwrap();
            let size = e["size"].as_u64().unwrap();
            lba >= sectors || lba + size.div_ceil(2048) > sectors
        })
        .map(|e| e["index"].as_u64().unwrap())
        .collect()
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        if e.file_type().unwrap().is_dir() {
            out.extend(files(&e.path()));
        } else {
            out.push(e.path());
        }
    }
    out
}

#[test]
fn a_truncated_rip_is_named_by_every_command() {
    let cut = 1000u64;
    let bin = truncated("DEWPRISM.bin", 1000 * 2352 + 1648, "cut.bin");
    let iso = truncated("DEWPRISM.iso", 1000 * 2048 + 100, "cut.iso");
    let want = past(cut);
    assert!(want.len() > 20, "{}", want.len());
    for image in [&bin, &iso] {
        // info: the damage, with every affected entry in the JSON and a sentence in text.
        let r = json(&ok(&["info", "--json", image]));
        let d = &r["damage"];
        assert_eq!(d["files"].as_u64().unwrap() as usize, want.len(), "{image}: {d}");
        let got: Vec<u64> = d["affected"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["index"].as_u64().unwrap())
            .collect();
        assert_eq!(got, want);
        assert_eq!(d["truncated"]["image_sectors"], cut);
        let (out, _) = text(&ok(&["info", image]));
        assert!(out.contains("DAMAGED") && out.contains("is truncated"), "{out}");
        assert!(out.contains(&format!("{} of the", want.len())), "{out}");
        assert!(!out.contains("{\""), "no JSON inside text: {out}");
        // ls names it on stderr, in text and JSON alike.
        for extra in [&[][..], &["--json"][..]] {
            let mut args = vec!["ls", image.as_str()];
            args.extend_from_slice(extra);
            let (_, err) = text(&ok(&args));
            assert!(err.contains("truncated"), "{err}");
        }
        // extract and export stop, write nothing and say how to proceed.
        for cmd in ["extract", "export"] {
            let out = tmp(&format!("{cmd}-refused"));
            let run = dewrip(&[cmd, image, "-o", out.to_str().unwrap()]);
            assert_eq!(run.status.code(), Some(1), "{cmd}");
            let (_, err) = text(&run);
            assert!(err.contains("truncated") && err.contains("--allow-damaged"), "{err}");
            assert!(!out.exists(), "{cmd} wrote nothing");
        }
        // With --allow-damaged: what the image holds, and what was skipped.
        let out = tmp("extract-allowed");
        let run = ok(&["extract", image, "-o", out.to_str().unwrap(), "--allow-damaged", "--json"]);
        let s = json(&run);
        assert_eq!(s["damage"]["files"].as_u64().unwrap() as usize, want.len());
        let whole = manifest()["entries"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| !e["unused"].as_bool().unwrap() && e["size"].as_u64().unwrap() > 0)
            .filter(|e| !want.contains(&e["index"].as_u64().unwrap()))
            .count();
        assert_eq!(s["written"].as_u64().unwrap() as usize, whole);
        assert!(text(&run).1.contains("skipped"), "{}", text(&run).1);
        let out = tmp("export-allowed");
        let run = ok(&["export", image, "-o", out.to_str().unwrap(), "--allow-damaged", "--json"]);
        assert!(!json(&run)["damage"].is_null());
        // verify fails, with the image's line first.
        let run = dewrip(&["verify", image]);
        assert_eq!(run.status.code(), Some(1));
        let (out, _) = text(&run);
        assert!(out.contains("FAIL") && out.contains("truncated"), "{out}");
        assert!(out.trim_end().lines().last().unwrap().starts_with("verdict: FAILED"), "{out}");
        // gallery names it.
        let out = tmp("gallery-damaged");
        let run = ok(&["gallery", image, "-o", out.to_str().unwrap(), "--json"]);
        assert!(!json(&run)["damage"].is_null());
        assert!(text(&run).1.contains("truncated"));
    }
    // A whole image has no damage.
    let r = json(&ok(&["info", "--json", &p("disc/DEWPRISM.bin")]));
    assert!(r["damage"].is_null());
}

#[test]
fn a_bad_sector_names_its_file() {
    let m = manifest();
    let girl = m["girl"]["indices"][0].as_u64().unwrap();
    let e = &m["entries"][girl as usize];
    let lba = e["lba"].as_u64().unwrap() + 1;
    let mut data = std::fs::read(root().join("disc/DEWPRISM.bin")).unwrap();
    // The stored EDC itself (0x818): the file's bytes, and so its hash and name, stay.
    data[lba as usize * 2352 + 0x818] ^= 0xff;
    let bad = root().join("bad.bin");
    std::fs::write(&bad, &data).unwrap();
    let run = dewrip(&[
        "info",
        "--check-edc",
        bad.to_str().unwrap(),
        "--names",
        &p("disc/names/index_SYNTH.csv"),
        "--names",
        &p("disc/names/hashmap_SYNTH.csv"),
    ]);
    assert_eq!(run.status.code(), Some(1));
    let (out, _) = text(&run);
    let line = out
        .lines()
        .find(|l| l.contains(&format!("sector {lba} ")))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains(&format!("entry {girl}")) && line.contains("MAYA"), "{line}");
}

#[test]
fn a_palette_that_tells_nothing_apart_is_refused_and_hits_are_capped() {
    let vram = p("disc/captures/girl.vram");
    let cue = p("disc/DEWPRISM.cue");
    // An empty place of the capture: all zero.
    let run = dewrip(&["find-clut", &cue, "--vram", &vram, "--at", "1000,500"]);
    assert_eq!(run.status.code(), Some(2));
    assert!(text(&run).1.contains("all zero"), "{}", text(&run).1);
    assert!(run.stdout.is_empty(), "nothing listed");
    // One colour repeated, as hex.
    let run = dewrip(&["find-clut", &cue, "--hex", &"1f7c".repeat(16)]);
    assert_eq!(run.status.code(), Some(2));
    assert!(text(&run).1.contains("one colour repeated"), "{}", text(&run).1);
    // A common pattern: the listed hits are capped, every one is counted.
    let run = ok(&["find-clut", &cue, "--hex", "00000100", "--max-hits", "5", "--json"]);
    let r = json(&run);
    assert_eq!(r["hits"].as_array().unwrap().len(), 5);
    assert!(r["hits_total"].as_u64().unwrap() > 5, "{}", r["hits_total"]);
    assert!(text(&run).1.contains("--max-hits"), "{}", text(&run).1);
    let all = json(&ok(&["find-clut", &cue, "--hex", "00000100", "--max-hits", "0", "--json"]));
    assert_eq!(all["hits"].as_array().unwrap().len() as u64, r["hits_total"].as_u64().unwrap());
    // The girl's palette is found as before, under the cap.
    let girl = json(&ok(&["find-clut", &cue, "--vram", &vram, "--at", "0,480", "--json"]));
    assert_eq!(
        girl["hits_total"].as_u64().unwrap() as usize,
        girl["hits"].as_array().unwrap().len()
    );
    // Neither --hex nor --vram: both named.
    let run = dewrip(&["find-clut", &cue]);
    assert_eq!(run.status.code(), Some(2));
    let err = text(&run).1;
    assert!(err.contains("--hex") && err.contains("--vram"), "{err}");
}

#[test]
fn extract_reports_copies_as_copies_and_a_rerun_replaces_the_earlier_one() {
    let cue = p("disc/DEWPRISM.cue");
    let hashmap = p("disc/names/hashmap_SYNTH.csv");
    let index = p("disc/names/index_SYNTH.csv");
    // A hashmap table names every copy alike: one summary line, no warning per copy.
    let out = tmp("x-hashmap");
    let o = out.to_str().unwrap();
    let run = ok(&["extract", &cue, "-o", o, "--names", &hashmap]);
    let (stdout, stderr) = text(&run);
    assert!(!stderr.contains("clashes"), "{stderr}");
    let line = stdout
        .lines()
        .find(|l| l.contains("byte-identical copies"))
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(line.contains("-v"), "{line}");
    let verbose = text(&ok(&["extract", &cue, "-o", o, "--names", &hashmap, "-v"])).0;
    assert!(verbose.lines().filter(|l| l.contains("(copy of entry")).count() > 5, "{verbose}");
    let s = json(&ok(&["extract", &cue, "-o", o, "--names", &hashmap, "--json"]));
    let copies = s["copies"].as_array().unwrap();
    assert!(copies.len() > 5);
    assert!(s["renamed"].as_array().unwrap().is_empty(), "{}", s["renamed"]);
    for c in copies {
        let a = std::fs::read(out.join(c["path"].as_str().unwrap())).unwrap();
        let b = std::fs::read(out.join(c["copy_of_path"].as_str().unwrap())).unwrap();
        assert_eq!(a, b, "{c}");
    }
    // --unique writes no copy, so reports none.
    let out = tmp("x-unique");
    let run = ok(&[
        "extract",
        &cue,
        "-o",
        out.to_str().unwrap(),
        "--names",
        &hashmap,
        "--unique",
        "--json",
    ]);
    let s = json(&run);
    assert!(
        s["copies"].as_array().unwrap().is_empty() && s["renamed"].as_array().unwrap().is_empty()
    );
    assert!(!text(&run).1.contains("clashes"));
    // Another naming into the same folder: the earlier tree is replaced, not mixed.
    let out = tmp("x-rerun");
    let o = out.to_str().unwrap();
    ok(&["extract", &cue, "-o", o, "--names", &index, "--decompress"]);
    let s = json(&ok(&["extract", &cue, "-o", o, "--json"]));
    let listed: Vec<serde_json::Value> =
        serde_json::from_slice(&std::fs::read(out.join(".dewrip-extract.json")).unwrap()).unwrap();
    let on_disk = files(&out).len();
    assert_eq!(on_disk, listed.len() + 1, "only this run's files and its manifest");
    assert_eq!(s["written"].as_u64().unwrap() as usize, listed.len());
    assert!(!s["removed_previous"].as_array().unwrap().is_empty());
    // A folder with a manifest dewrip cannot read: stop and say how to proceed.
    std::fs::write(out.join(".dewrip-extract.json"), b"not json").unwrap();
    let run = dewrip(&["extract", &cue, "-o", o]);
    assert_eq!(run.status.code(), Some(1));
    assert!(text(&run).1.contains("remove the folder"), "{}", text(&run).1);
}

#[test]
fn verify_takes_every_kind_of_capture_and_reads_like_a_report() {
    let cue = p("disc/DEWPRISM.cue");
    let caps: Vec<String> = std::fs::read_dir(root().join("disc/captures"))
        .unwrap()
        .flatten()
        .map(|e| e.path().to_str().unwrap().to_string())
        .filter(|p| !p.contains("_neg_"))
        .collect();
    assert!(
        caps.iter().any(|c| c.ends_with("ram_t8.bin")) && caps.iter().any(|c| c.ends_with(".vram"))
    );
    let mut args = vec!["verify", cue.as_str()];
    args.extend(caps.iter().map(String::as_str));
    let run = ok(&args);
    let (out, err) = text(&run);
    for bad in ["null", "{\"", "NotMeasured", "Pass", "holds no VRAM"] {
        assert!(!out.contains(bad), "{bad} in:\n{out}");
    }
    let last = out.trim_end().lines().last().unwrap();
    assert!(last.starts_with("verdict: OK"), "{out}");
    assert!(
        out.contains("not measured") && out.contains("--tick"),
        "a RAM snapshot says what it needs:\n{out}"
    );
    for check in ["landing", "domains", "decode", "facing"] {
        let l = out
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(check))
            .unwrap_or_else(|| panic!("{check}: {out}"));
        assert!(l.contains("PASS") && l.contains("threshold:"), "{l}");
    }
    // The provisional-offset notes: one line, with what to do.
    let layout: Vec<&str> = err.lines().filter(|l| l.contains("record layout")).collect();
    assert!(layout.len() <= 1, "{err}");
    if let Some(l) = layout.first() {
        assert!(l.contains("--record-layouts") && l.contains("dewrip verify"), "{l}");
    }
    // Names from a hashmap table; captures of every kind checked against the model in one call.
    let hashmap = p("disc/names/hashmap_SYNTH.csv");
    let a = p("disc/captures/girl_idle_a.psxgpu");
    let ram = p("disc/captures/girl_ram_t24.bin");
    let mirror = p("disc/captures/girl_neg_mirror.psxgpu");
    let run = ok(&[
        "verify", &cue, &a, "--names", &hashmap, "--model", "MAYA", "--ram", &ram, "--tick", "24",
        "--json",
    ]);
    let r = json(&run);
    let kinds: Vec<&str> =
        r["captures"].as_array().unwrap().iter().map(|c| c["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["gpu-dump", "raw-ram"]);
    // A mirrored capture among them fails the run, and the verdict says which check.
    let run = dewrip(&["verify", &cue, &mirror, "--names", &hashmap, "--model", "MAYA"]);
    assert_eq!(run.status.code(), Some(1));
    let (out, _) = text(&run);
    let last = out.trim_end().lines().last().unwrap();
    assert!(last.starts_with("verdict: FAILED") && last.contains("mirror"), "{last}");
}

#[test]
fn long_work_shows_progress_on_a_terminal_and_nothing_on_a_pipe() {
    let cue = p("disc/DEWPRISM.cue");
    let out = tmp("g-progress");
    // Piped (as here): no bar, no control characters.
    let run = ok(&["gallery", &cue, "-o", out.to_str().unwrap()]);
    let err = text(&run).1;
    assert!(!err.contains('\r') && !err.contains('\u{1b}'), "{err:?}");
    // On a terminal (a pseudo-terminal from `script`, where the machine has it): every phase.
    let script = std::path::Path::new("/usr/bin/script");
    if !script.exists() {
        eprintln!("not measured: no /usr/bin/script to give dewrip a terminal");
        return;
    }
    for (cmd, phases) in [
        (
            format!("gallery {cue} -o {}", out.display()),
            &["EXE", "scanning", "decoding", "writing"][..],
        ),
        (format!("probe --all {cue}"), &["EXE", "probing"][..]),
    ] {
        let line = format!("{} {cmd}", env!("CARGO_BIN_EXE_dewrip"));
        let run = Command::new(script).args(["-qec", &line, "/dev/null"]).output().unwrap();
        let seen = String::from_utf8_lossy(&run.stdout);
        for phase in phases {
            assert!(seen.contains(phase), "{cmd}: no {phase} on the terminal:\n{seen}");
        }
    }
}

#[test]
fn the_smaller_messages_say_what_is_true() {
    let cue = p("disc/DEWPRISM.cue");
    let index = p("disc/names/index_SYNTH.csv");
    // extract --decompress: a PNG beside every TIM, and the summary counts what was derived.
    let out = tmp("x-decompress");
    let run = ok(&["extract", &cue, "-o", out.to_str().unwrap(), "--unique", "--decompress"]);
    let (stdout, _) = text(&run);
    assert!(stdout.contains("derived files"), "{stdout}");
    let listed: Vec<serde_json::Value> =
        serde_json::from_slice(&std::fs::read(out.join(".dewrip-extract.json")).unwrap()).unwrap();
    let tims: Vec<&str> =
        listed.iter().filter(|r| r["kind"] == "tim").map(|r| r["path"].as_str().unwrap()).collect();
    assert!(!tims.is_empty());
    for t in tims {
        assert!(out.join(format!("{t}.png")).is_file(), "{t}.png");
    }
    // maps --names: the maps by name.
    let r = json(&ok(&["maps", &cue, "--names", &index, "--json"]));
    assert!(r["maps"].as_array().unwrap().iter().any(|m| m["name"].is_string()), "{}", r["maps"]);
    // exe run: registers as a table, the dump as hexdump lines.
    let (run, _) = text(&ok(&["exe", "run", &cue, "--max", "20000", "--dump", "0x80010000:40"]));
    assert!(!run.contains("{\"") && !run.contains("cpu:"), "{run}");
    assert!(
        run.lines().any(|l| l.trim_start().starts_with("zero ") && l.contains(" v0 ")),
        "{run}"
    );
    assert!(
        run.lines().any(|l| l.trim_start().starts_with("80010020 ") && l.contains('|')),
        "{run}"
    );
    // exe record-layouts: types in numeric order, addresses unquoted, no JSON.
    let (lay, _) = text(&ok(&["exe", "record-layouts", &cue]));
    assert!(!lay.contains('"') && !lay.contains('{'), "{lay}");
    let types: Vec<u32> = lay
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("type "))
        .filter_map(|l| l.split(':').next()?.trim().parse().ok())
        .collect();
    assert!(types.len() >= 14 && types.windows(2).all(|w| w[0] < w[1]), "{types:?}");
}
