//! `dewrip lz`: Square's LZ codec (Xenogears variant) on single files.
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use serde::Serialize;

use crate::util::{print_json, write_atomic};

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Decompress one LZ blob (u32 size header, flag bytes, tokens) and say whether the decode
    /// was clean (declared size reached, input used to within 4 bytes of its end).
    Decompress {
        /// The compressed file.
        input: PathBuf,
        /// Where to write the decompressed bytes.
        output: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Compress a file into an LZ blob (padded to a multiple of 4 bytes).
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

/// The report of `dewrip lz decompress`.
#[derive(Serialize)]
struct DecompressReport {
    input: String,
    output: String,
    input_len: usize,
    declared_size: usize,
    consumed: usize,
    trailing: usize,
    clean: bool,
}

/// The report of `dewrip lz compress`.
#[derive(Serialize)]
struct CompressReport {
    input: String,
    output: String,
    input_len: usize,
    output_len: usize,
    clean: bool,
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Command::Decompress { input, output, json } => {
            let bytes = read(&input)?;
            let decoded = sqfs::lz::decompress_prefix(&bytes)
                .with_context(|| format!("decompressing {}", input.display()))?;
            write_atomic(&output, &decoded.data)?;
            let report = DecompressReport {
                input: input.display().to_string(),
                output: output.display().to_string(),
                input_len: bytes.len(),
                declared_size: decoded.data.len(),
                consumed: decoded.consumed,
                trailing: bytes.len().saturating_sub(decoded.consumed),
                clean: decoded.is_clean_in(bytes.len()),
            };
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
            Ok(ExitCode::SUCCESS)
        }
        Command::Compress { input, output, json } => {
            let bytes = read(&input)?;
            anyhow::ensure!(
                u32::try_from(bytes.len()).is_ok(),
                "{} is {} bytes; the LZ header holds at most {} bytes",
                input.display(),
                bytes.len(),
                u32::MAX
            );
            let packed = sqfs::lz::compress(&bytes);
            write_atomic(&output, &packed)?;
            let report = CompressReport {
                input: input.display().to_string(),
                output: output.display().to_string(),
                input_len: bytes.len(),
                output_len: packed.len(),
                clean: sqfs::lz::is_clean(&packed),
            };
            if json {
                print_json(&report)?;
            } else {
                println!(
                    "{}: {} bytes -> {} bytes ({:.1}%)",
                    report.input,
                    report.input_len,
                    report.output_len,
                    percent(report.output_len, report.input_len)
                );
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn read(path: &std::path::Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("reading {}", path.display()))
}

fn percent(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        return 0.0;
    }
    part as f64 * 100.0 / whole as f64
}

#[cfg(test)]
mod tests {
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
        let d = Command::Decompress { input: packed.clone(), output: back.clone(), json: false };
        assert_eq!(run(d).unwrap(), ExitCode::SUCCESS);
        assert_eq!(std::fs::read(&back).unwrap(), data);
        // a lying header is an error, not a panic, and writes nothing
        std::fs::write(&packed, [0xFF, 0xFF, 0xFF, 0xFF, 0]).unwrap();
        let bad = dir.path().join("bad.bin");
        let d = Command::Decompress { input: packed, output: bad.clone(), json: true };
        assert!(run(d).is_err());
        assert!(!bad.exists());
    }
}
