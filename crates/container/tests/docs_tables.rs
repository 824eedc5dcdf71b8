//! The field tables of `docs/formats/{chr,mmd,mtd}.md` are generated from the built-in layout
//! files (`crates/dewprism/layouts/*.toml`) by `container::table`: this test fails when the
//! pasted tables differ from what the layouts give. `DEWRIP_BLESS=1` rewrites them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic,
    missing_docs
)]

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn docs_tables_are_the_layout_files() {
    let bless = std::env::var_os("DEWRIP_BLESS").is_some();
    let mut stale = Vec::new();
    for f in ["chr", "mmd", "mtd"] {
        let rel = format!("crates/dewprism/layouts/{f}.toml");
        let text = std::fs::read_to_string(root().join(&rel)).unwrap();
        let layout = container::parse(&text, &rel).unwrap();
        let tables = container::table::markdown(&layout, "[provisional]");
        let doc_path = root().join(format!("docs/formats/{f}.md"));
        let doc = std::fs::read_to_string(&doc_path).unwrap();
        let want = container::table::splice(&doc, &rel, &tables)
            .unwrap_or_else(|| panic!("docs/formats/{f}.md has no generated block for {rel}"));
        if want != doc {
            if bless {
                std::fs::write(&doc_path, &want).unwrap();
            } else {
                stale.push(format!("docs/formats/{f}.md"));
            }
        }
        // Every field of the layout is in the doc, with its offset.
        for it in &layout.items {
            for fld in &it.fields {
                assert!(want.contains(&format!("`{}`", fld.name)), "{f}: {}.{}", it.name, fld.name);
            }
        }
    }
    assert!(
        stale.is_empty(),
        "{stale:?} differ from the layout files: run DEWRIP_BLESS=1 cargo test -p container --test docs_tables"
    );
}

#[test]
fn splice_replaces_only_the_block_and_notices_a_change() {
    let doc = format!(
        "intro\n{} a.toml -->\nold table\n{}\noutro\n",
        container::table::BEGIN,
        container::table::END
    );
    let new = container::table::splice(&doc, "a.toml", "| new |\n").unwrap();
    assert!(
        new.starts_with("intro\n") && new.ends_with(&format!("{}\noutro\n", container::table::END))
    );
    assert!(new.contains("| new |") && !new.contains("old table"));
    assert_eq!(container::table::splice(&new, "a.toml", "| new |\n").unwrap(), new);
    assert!(container::table::splice(&doc, "b.toml", "x").is_none());
}
