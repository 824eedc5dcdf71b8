//! The gallery links to an export folder wherever it is — inside the gallery's folder, beside
//! it, or anywhere by an absolute path — and never deletes what it did not write: every link of
//! every page is followed and the file it names opened.
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

fn dewrip_in(cwd: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dewrip"))
        .current_dir(cwd)
        .args(args)
        .output()
        .expect("run dewrip")
}

fn ok_in(cwd: &Path, args: &[&str]) {
    let out = dewrip_in(cwd, args);
    assert!(
        out.status.success(),
        "dewrip {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn root() -> PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-gallery-links-{}", std::process::id()))
}

/// The small synthetic disc and one export of it (named by the index table), made once.
fn fixture() -> &'static (PathBuf, PathBuf) {
    static F: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    F.get_or_init(|| {
        let root = root();
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        ok_in(&root, &["synth", "disc", "--size", "small", "--seed", "9", "-o", "disc"]);
        let names = "disc/names/index_SYNTH.csv";
        ok_in(&root, &["export", "disc/DEWPRISM.cue", "-o", "export", "--names", names]);
        (root.join("disc"), root.join("export"))
    })
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        if e.file_type().unwrap().is_dir() {
            out.extend(files(&e.path()));
        } else {
            out.push(e.path());
        }
    }
    out
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap()
}

/// Every `href="…"` and `src="…"` of an HTML page.
fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(at) = rest.find(attr) {
            rest = &rest[at + attr.len()..];
            let end = rest.find('"').unwrap();
            out.push(rest[..end].replace("&amp;", "&"));
            rest = &rest[end..];
        }
    }
    out
}

/// Follows every link of every page of the gallery in `site`; returns how many point into the
/// export folder. Every target must exist and open; a GLB/VRM must start with `glTF`.
fn follow_every_link(site: &Path, exports: &Path) -> usize {
    let exports = exports.canonicalize().unwrap();
    let mut into_exports = 0;
    let pages: Vec<PathBuf> =
        files(site).into_iter().filter(|p| p.extension().is_some_and(|e| e == "html")).collect();
    assert!(pages.len() > 3, "{pages:?}");
    for page in pages {
        let html = std::fs::read_to_string(&page).unwrap();
        for link in links(&html) {
            if link.starts_with('#') || link.starts_with("data:") || link.starts_with("blob:") {
                continue;
            }
            assert!(!link.contains("//") || link.starts_with("file:///"), "{page:?}: {link}");
            let target = match link.strip_prefix("file://") {
                Some(abs) => PathBuf::from(percent_decode(abs)),
                None => page.parent().unwrap().join(percent_decode(&link)),
            };
            let bytes = std::fs::read(&target)
                .unwrap_or_else(|e| panic!("{page:?} links {link}: {target:?}: {e}"));
            assert!(!bytes.is_empty(), "{page:?} links an empty {target:?}");
            let name = target.to_string_lossy().to_string();
            if name.ends_with(".glb") || name.ends_with(".vrm") || name.ends_with(".vrma") {
                assert_eq!(&bytes[..4], b"glTF", "{target:?}");
            }
            if target.canonicalize().unwrap().starts_with(&exports) {
                into_exports += 1;
            }
        }
    }
    into_exports
}

fn gallery(cwd: &Path, out: &str, exports: &str) -> Output {
    let (disc, _) = fixture();
    let cue = disc.join("DEWPRISM.cue");
    let names = disc.join("names/index_SYNTH.csv");
    dewrip_in(
        cwd,
        &[
            "gallery",
            cue.to_str().unwrap(),
            "-o",
            out,
            "--exports",
            exports,
            "--names",
            names.to_str().unwrap(),
        ],
    )
}

#[test]
fn every_link_resolves_with_the_export_inside_beside_or_anywhere() {
    let (_, export) = fixture();
    let models = files(export).into_iter().filter(|p| p.ends_with("model.glb")).count();
    assert!(models > 5, "{models}");
    for placement in ["inside", "beside", "absolute"] {
        let dir = root().join(placement);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let (site, exports, arg) = match placement {
            "inside" => (dir.join("g"), dir.join("g/export"), "g/export".to_string()),
            "beside" => (dir.join("g"), dir.join("models"), "models".to_string()),
            _ => {
                let far = dir.join("far away/my models");
                (dir.join("site/g"), far.clone(), far.to_str().unwrap().to_string())
            }
        };
        copy_tree(export, &exports);
        let out = if placement == "absolute" { "site/g" } else { "g" };
        let run = gallery(&dir, out, &arg);
        assert!(run.status.success(), "{placement}: {}", String::from_utf8_lossy(&run.stderr));
        let linked = follow_every_link(&site, &exports);
        assert!(linked >= models * 2, "{placement}: {linked} links into the export folder");
    }
}

#[test]
fn the_gallery_never_deletes_an_export_it_did_not_write() {
    let (_, export) = fixture();
    let dir = root().join("collide");
    let _ = std::fs::remove_dir_all(&dir);
    copy_tree(export, &dir.join("g/models"));
    let before = files(&dir.join("g/models")).len();
    // The export where the gallery keeps its own scripts: refused, nothing touched.
    let run = gallery(&dir, "g", "g/models");
    assert_eq!(run.status.code(), Some(2), "{}", String::from_utf8_lossy(&run.stderr));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("models/") && err.contains("--exports"), "{err}");
    assert_eq!(files(&dir.join("g/models")).len(), before);
    // A gallery without --exports into the same folder: its models/ is merged, the export
    // stays; a second gallery run removes only what the first one wrote and it does not.
    let (disc, _) = fixture();
    let cue = disc.join("DEWPRISM.cue");
    // The export's files: everything under g/models but the gallery's own `models/<id>.js`.
    let exported = || {
        let own = dir.join("g/models");
        files(&own)
            .into_iter()
            .filter(|p| {
                !(p.parent() == Some(own.as_path()) && p.extension().is_some_and(|e| e == "js"))
            })
            .count()
    };
    for _ in 0..2 {
        ok_in(&dir, &["gallery", cue.to_str().unwrap(), "-o", "g"]);
        assert_eq!(exported(), before, "the export's files are all still there");
    }
    assert!(dir.join("g/models/MAYA/model.glb").is_file());
    assert!(dir.join("g/index.html").is_file() && dir.join("g/.dewrip-gallery.json").is_file());
}
