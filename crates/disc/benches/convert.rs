//! Not a benchmark: the image writer `.ci/images.sh` and `benches/images.sh` use to turn a
//! raw `.bin` into the containers dewrip reads (ECM, PSP EBOOT, CloneCD, Alcohol MDS, raw
//! 2448-byte sectors), from the crate's own writers. Built in the bench profile so it is
//! optimised; run it as
//! `cargo bench -q -p disc --bench convert -- FORMAT IN.bin OUT` with FORMAT one of
//! `ecm`, `pbp`, `ccd`, `mds2352`, `mds2448`, `raw2448` (for `ccd`/`mds*`, OUT is the control
//! file; its data file is written beside it with the same name).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::arithmetic_side_effects, missing_docs)]

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use disc::{ccd, ecm, mds, pbp};

/// 96 bytes of subchannel for sector `lba`: P clear, Q–W a pattern (a reader must skip it).
fn subchannel(lba: usize) -> [u8; 96] {
    let mut s = [0u8; 96];
    for (i, b) in s.iter_mut().enumerate().skip(12) {
        *b = (lba.wrapping_mul(13).wrapping_add(i)) as u8;
    }
    s
}

fn with_subchannel(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len() / 2352 * 2448);
    for (i, s) in raw.chunks(2352).enumerate() {
        out.extend_from_slice(s);
        out.extend_from_slice(&subchannel(i));
    }
    out
}

fn beside(control: &Path, ext: &str) -> PathBuf {
    control.with_extension(ext)
}

fn run(format: &str, input: &Path, out: &Path) -> Result<(), String> {
    let raw = std::fs::read(input).map_err(|e| format!("{}: {e}", input.display()))?;
    let sectors = u32::try_from(raw.len() / 2352).map_err(|e| e.to_string())?;
    let put =
        |p: &Path, b: &[u8]| std::fs::write(p, b).map_err(|e| format!("{}: {e}", p.display()));
    match format {
        "ecm" => put(out, &ecm::write(&raw)),
        "pbp" => {
            put(out, &pbp::write(&raw, "SLUS01019", "DEWPRISM", 6).map_err(|e| e.to_string())?)
        }
        "ccd" => {
            put(out, ccd::write(sectors).as_bytes())?;
            put(&beside(out, "img"), &raw)?;
            put(&beside(out, "sub"), &vec![0u8; sectors as usize * 96])
        }
        "mds2352" => {
            put(out, &mds::write(sectors, 2352))?;
            put(&beside(out, "mdf"), &raw)
        }
        "mds2448" => {
            put(out, &mds::write(sectors, 2448))?;
            put(&beside(out, "mdf"), &with_subchannel(&raw))
        }
        "raw2448" => put(out, &with_subchannel(&raw)),
        other => Err(format!("unknown format {other}")),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let [format, input, out] = args.as_slice() else {
        // `cargo bench` with no arguments: nothing to measure here.
        eprintln!(
            "usage: convert FORMAT IN.bin OUT (formats: ecm pbp ccd mds2352 mds2448 raw2448)"
        );
        return ExitCode::SUCCESS;
    };
    match run(format, Path::new(input), Path::new(out)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("convert: {e}");
            ExitCode::FAILURE
        }
    }
}
