//! Prints the record-dispatch loops of a PS-X EXE and the choice among them.
#![allow(missing_docs)]

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path)?;
        let img = mips::Image::parse(&bytes)?;
        let found = mips::dispatch::find(&img, mips::dispatch::Options::default());
        println!("{path}: {} dispatches", found.len());
        if std::env::var_os("TABLES").is_some() {
            for t in mips::jumptable::find_all(&img) {
                println!(
                    "  table jr {:#x} at {:#x} n={} bounded={} check={:?}",
                    t.jr, t.table, t.count, t.bounded, t.check
                );
            }
        }
        for d in &found {
            println!(
                "  fn {:#x} jr {:#x} table {:#x} n={} lengths {:?} problems {:?}",
                d.function,
                d.table.jr,
                d.table.table,
                d.table.count,
                d.lengths(),
                d.problems()
            );
        }
    }
    Ok(())
}
