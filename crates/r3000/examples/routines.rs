//! Runs the rotation and LZ finders on a PS-X EXE and prints both reports as JSON.
#![allow(missing_docs)]

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("usage: routines EXE")?;
    let exe = std::fs::read(path)?;
    let t = std::time::Instant::now();
    let rot = r3000::routines::rotation::find_builders(&exe)?;
    eprintln!("rotation: {:?} ({} functions probed)", t.elapsed(), rot.probed);
    let t = std::time::Instant::now();
    let lz = r3000::routines::lz::find_decoders(&exe, &r3000::routines::lz::default_probe())?;
    eprintln!("lz: {:?} ({} candidates)", t.elapsed(), lz.probed);
    println!("{}", serde_json::to_string_pretty(&serde_json::json!({"rotation": rot, "lz": lz}))?);
    Ok(())
}
