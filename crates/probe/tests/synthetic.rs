//! The probe on the synthetic disc's characters and maps (dewrip's own layout): every section
//! found with its kind and start.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

mod common;

use probe::{probe_file, LengthTable, Limits};

#[test]
fn finds_every_section_of_the_synthetic_files() {
    let corpus = common::corpus(7, 24, 12);
    let mut total = 0;
    let mut missed = Vec::new();
    let mut extra = Vec::new();
    for f in &corpus {
        let r = probe_file(&f.bytes, &LengthTable::BUILTIN, &f.name, &Limits::default()).unwrap();
        total += f.sections.len();
        for m in common::misses(&r, &f.sections) {
            missed.push(format!("{}: {m}", f.name));
        }
        for e in common::extras(&r, &f.sections) {
            extra.push(format!("{}: {e}", f.name));
        }
    }
    println!("{} sections, {} missed, {} extra regions", total, missed.len(), extra.len());
    for m in &missed {
        println!("MISS {m}");
    }
    for e in &extra {
        println!("EXTRA {e}");
    }
    assert!(missed.is_empty(), "{} of {total} sections missed", missed.len());
    // What the probe names beyond dewrip's sections (a table read as SVECTORs, a short run of
    // table bytes read as records): measured, listed above, held to at most 1 % of sections.
    assert!(extra.len() * 100 <= total, "{} extra regions", extra.len());
}
