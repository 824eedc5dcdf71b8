//! `dewrip lz`: Square's LZ codec (Xenogears variant) on single files.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::lz;
use pipeline::Error;

use crate::util::print_json;

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Decompress one LZ blob (u32 size header, flag bytes, tokens) and say whether the decode
    /// was clean (declared size reached, input used to within 4 bytes of its end).
    #[command(
        after_help = "Examples:\n  dewrip lz decompress files/0123.dat 0123.raw\n  dewrip lz decompress blob.lz out.bin --json\n  dewrip lz decompress --exe game.cue blob.lz out.bin   # the game's own routine"
    )]
    Decompress {
        /// The compressed file.
        input: PathBuf,
        /// Where to write the decompressed bytes.
        output: PathBuf,
        /// Decompress with the EXE's own LZ routine (found and run in the R3000 interpreter)
        /// instead of dewrip's native decoder: a disc image or a PS-X EXE.
        #[arg(long, value_name = "DISC_OR_EXE")]
        exe: Option<PathBuf>,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Compress a file into an LZ blob (padded to a multiple of 4 bytes).
    #[command(
        after_help = "Examples:\n  dewrip lz compress texture.raw texture.lz\n  dewrip lz compress in.bin out.lz --json"
    )]
    Compress {
        /// The file to compress.
        input: PathBuf,
        /// Where to write the compressed blob.
        output: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    match cmd {
        Command::Decompress { input, output, exe: Some(exe_path), json } => {
            let r = lz::decompress_with_exe(&input, &output, &exe_path)?;
            let run = &r.exe;
            if json {
                print_json(&r)?;
            } else {
                println!(
                    "{}: {} bytes decoded by the EXE's routine at {:08x} (args {:?}, {} instructions); \
                     dewrip's native decoder {}",
                    input.display(),
                    r.declared_size,
                    run.decoder.function,
                    run.decoder.args,
                    run.instructions,
                    if run.native_agrees { "agrees" } else { "DISAGREES (the EXE's output was written)" }
                );
            }
        }
        Command::Decompress { input, output, exe: None, json } => {
            let report = lz::decompress(&input, &output)?;
            if json {
                print_json(&report)?;
            } else {
                println!(
                    "{}: {} bytes decoded, {} of {} input bytes consumed ({} trailing): {}",
                    report.input,
                    report.declared_size,
                    report.consumed,
                    report.input_len,
                    report.trailing,
                    if report.clean { "clean" } else { "NOT clean (trailing data)" }
                );
            }
        }
        Command::Compress { input, output, json } => {
            let report = lz::compress(&input, &output)?;
            if json {
                print_json(&report)?;
            } else {
                let pct = if report.input_len == 0 {
                    0.0
                } else {
                    report.output_len as f64 * 100.0 / report.input_len as f64
                };
                println!(
                    "{}: {} bytes -> {} bytes ({pct:.1}%)",
                    report.input, report.input_len, report.output_len
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn compress_then_decompress_files() {
        let dir = tempfile::tempdir().unwrap();
        let raw = dir.path().join("raw.bin");
        let packed = dir.path().join("packed.lz");
        let back = dir.path().join("back.bin");
        let data: Vec<u8> = (0..5000u32).map(|i| (i / 7 % 5) as u8).collect();
        std::fs::write(&raw, &data).unwrap();
        let c = Command::Compress { input: raw.clone(), output: packed.clone(), json: true };
        assert_eq!(run(c).unwrap(), ExitCode::SUCCESS);
        let d = Command::Decompress {
            input: packed.clone(),
            output: back.clone(),
            exe: None,
            json: false,
        };
        assert_eq!(run(d).unwrap(), ExitCode::SUCCESS);
        assert_eq!(std::fs::read(&back).unwrap(), data);
        // a lying header is an error, not a panic, and writes nothing
        std::fs::write(&packed, [0xFF, 0xFF, 0xFF, 0xFF, 0]).unwrap();
        let bad = dir.path().join("bad.bin");
        let d = Command::Decompress { input: packed, output: bad.clone(), exe: None, json: true };
        assert!(run(d).is_err());
        assert!(!bad.exists());
    }
}
