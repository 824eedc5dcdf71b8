//! Writes the synthetic boot EXE (built-in record-length table) to the path given.
#![allow(missing_docs)]

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args().nth(1).ok_or("usage: synth_exe OUT.EXE")?;
    let table = [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21];
    std::fs::write(out, synth::exe::boot_exe(&table))?;
    Ok(())
}
