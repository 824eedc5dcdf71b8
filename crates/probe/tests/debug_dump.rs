//! Prints probe maps of chosen synthetic files (ignored; `cargo test -p probe --test debug_dump -- --ignored --nocapture`).
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]
mod common;

#[test]
#[ignore]
fn dump() {
    let want: Vec<String> =
        std::env::var("PROBE_DUMP").unwrap_or_default().split(',').map(String::from).collect();
    for f in common::corpus(
        std::env::var("PROBE_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(7),
        60,
        12,
    ) {
        if want.iter().any(|w| !w.is_empty() && f.name.contains(w.as_str())) {
            let r = probe::probe_file(
                &f.bytes,
                &probe::builtin_lengths(),
                &f.name,
                &probe::Limits::default(),
            )
            .unwrap();
            println!("{r}");
            for s in &f.sections {
                println!("  expected {} {:#x} {}", s.kind, s.start, s.what);
            }
        }
    }
}

#[test]
#[ignore]
fn palette_at() {
    let f = common::corpus(7, 24, 0).into_iter().find(|f| f.name.starts_with("chr019")).unwrap();
    let c: Vec<u16> = (0..16).map(|i| common::u16_at(&f.bytes, 0x714 + 2 * i) as u16).collect();
    println!("{c:04x?}");
}
