#![doc = include_str!("../../../docs/formats/probe.md")]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bytes;
mod clut;
pub mod compare;
mod lz;
mod records;
mod render;
mod report;
mod resolve;
mod skeleton;
pub mod summary;
pub mod thresholds;
mod vertices;

use dewprism::records::lengths::RecordLengths;

pub use compare::{compare, Comparison, Expectation};
pub use report::{
    Detail, Evidence, HeaderWord, Landing, Limits, ProbeError, Region, RegionKind, Report, WordRole,
};
pub use summary::{probe_all, probe_volume, probe_volume_with, Input, Summary};

/// A record-length table with where it came from (`exe`, `file`, `builtin` …).
pub type LengthTable = dewprism::Sourced<RecordLengths>;

/// The built-in table, labelled built-in.
pub fn builtin_lengths() -> LengthTable {
    dewprism::Sourced::builtin(RecordLengths::BUILTIN, "dewrip's table (0, 9, 13 published)")
}

/// Maps `bytes` from their structure alone. `file` labels the report; `lengths` advances
/// face records; `limits` bounds the work.
pub fn probe_file(
    bytes: &[u8],
    lengths: &LengthTable,
    file: &str,
    limits: &Limits,
) -> Result<Report, ProbeError> {
    if bytes.len() > limits.max_file {
        return Err(ProbeError::TooLarge {
            file: file.to_string(),
            size: bytes.len(),
            max: limits.max_file,
        });
    }
    let mut warnings = Vec::new();
    if lengths.source() == dewprism::Source::Builtin {
        warnings.push(
            "record lengths: the built-in table (published 0/9/0xD, the rest provisional); \
             give the disc's EXE or --record-lengths to use the real ones"
                .to_string(),
        );
    }
    let (regions, header, more) = resolve::map(bytes, &lengths.value, limits);
    warnings.extend(more);
    Ok(Report {
        file: file.to_string(),
        size: bytes.len(),
        record_lengths_source: lengths.source(),
        header,
        regions,
        warnings,
    })
}
