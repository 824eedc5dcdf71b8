//! Prints the `exe record-lengths` report (JSON) of each PS-X EXE given.
#![allow(missing_docs)]

fn main() -> Result<(), Box<dyn std::error::Error>> {
    for path in std::env::args().skip(1) {
        let bytes = std::fs::read(&path)?;
        let img = mips::ExeImage::parse(&bytes)?;
        let r = mips::dispatch::report(&img, mips::dispatch::Options::default());
        println!("{path}\n{}", serde_json::to_string_pretty(&r)?);
    }
    Ok(())
}
