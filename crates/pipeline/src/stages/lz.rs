//! `dewrip lz`: Square's LZ codec (Xenogears variant) on single files — dewrip's native
//! decoder, or the EXE's own routine run in the interpreter.
use std::path::Path;

use serde::Serialize;

use crate::error::{Error, Result};
use crate::output::write_one;
use crate::stages::exe::ExeLzRun;

/// Largest input accepted (the LZ header holds a u32 size; real blobs are far smaller).
const MAX_INPUT: u64 = 1 << 30;

/// The report of `dewrip lz decompress` (native decoder).
#[derive(Debug, Serialize)]
pub struct DecompressReport {
    /// The compressed file.
    pub input: String,
    /// The file written.
    pub output: String,
    /// Bytes of the input.
    pub input_len: usize,
    /// Bytes decoded (the header's size).
    pub declared_size: usize,
    /// Input bytes the decode consumed.
    pub consumed: usize,
    /// Input bytes after the decode's end.
    pub trailing: usize,
    /// The declared size was reached and the input used to within 4 bytes of its end.
    pub clean: bool,
}

/// The report of `dewrip lz decompress --exe`.
#[derive(Debug, Serialize)]
pub struct ExeDecompressReport {
    /// The compressed file.
    pub input: String,
    /// The file written.
    pub output: String,
    /// Bytes decoded.
    pub declared_size: usize,
    /// Always `"exe"`: the EXE's own routine decoded the blob.
    pub decoder: &'static str,
    /// The routine, how it was found and how its output compares with the native decoder's.
    pub exe: ExeLzRun,
}

/// The report of `dewrip lz compress`.
#[derive(Debug, Serialize)]
pub struct CompressReport {
    /// The file compressed.
    pub input: String,
    /// The blob written.
    pub output: String,
    /// Bytes of the input.
    pub input_len: usize,
    /// Bytes of the blob.
    pub output_len: usize,
    /// The blob decodes cleanly.
    pub clean: bool,
}

fn read(path: &Path) -> Result<Vec<u8>> {
    crate::disc::read_file(path, MAX_INPUT)
}

/// Decompresses `input` into `output` with dewrip's native decoder.
pub fn decompress(input: &Path, output: &Path) -> Result<DecompressReport> {
    let bytes = read(input)?;
    let decoded = sqfs::lz::decompress_prefix(&bytes).map_err(|e| {
        Error::format(Some(input), format!("decompressing {}: {e}", input.display()))
    })?;
    write_one(output, &decoded.data)?;
    Ok(DecompressReport {
        input: input.display().to_string(),
        output: output.display().to_string(),
        input_len: bytes.len(),
        declared_size: decoded.data.len(),
        consumed: decoded.consumed,
        trailing: bytes.len().saturating_sub(decoded.consumed),
        clean: decoded.is_clean_in(bytes.len()),
    })
}

/// Decompresses `input` into `output` with the LZ routine of the EXE of `exe` (a disc image or
/// a PS-X EXE), found and run in the interpreter.
pub fn decompress_with_exe(input: &Path, output: &Path, exe: &Path) -> Result<ExeDecompressReport> {
    let bytes = read(input)?;
    let loaded = crate::stages::exe::load(exe)?;
    let (data, run) = crate::stages::exe::lz_decompress(exe, &loaded, &bytes)?;
    write_one(output, &data)?;
    Ok(ExeDecompressReport {
        input: input.display().to_string(),
        output: output.display().to_string(),
        declared_size: data.len(),
        decoder: "exe",
        exe: run,
    })
}

/// Compresses `input` into an LZ blob at `output` (padded to a multiple of 4 bytes).
pub fn compress(input: &Path, output: &Path) -> Result<CompressReport> {
    let bytes = read(input)?;
    if u32::try_from(bytes.len()).is_err() {
        return Err(Error::Limits {
            path: Some(input.to_path_buf()),
            message: format!(
                "{} is {} bytes; the LZ header holds at most {} bytes",
                input.display(),
                bytes.len(),
                u32::MAX
            ),
        });
    }
    let packed = sqfs::lz::compress(&bytes);
    write_one(output, &packed)?;
    Ok(CompressReport {
        input: input.display().to_string(),
        output: output.display().to_string(),
        input_len: bytes.len(),
        output_len: packed.len(),
        clean: sqfs::lz::is_clean(&packed),
    })
}
