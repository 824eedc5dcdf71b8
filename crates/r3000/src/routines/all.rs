//! Every routine the EXE's conventions come from, each found by its one finder:
//! the rotation builder ([`super::rotation::find_builders`]), the LZ decoder
//! ([`super::lz::find_decoders`] on [`super::lz::default_probe`]) and the draw dispatch
//! ([`mips::dispatch::find_draw`]). `dewrip exe find` prints this; `exe rotation`,
//! `lz decompress --exe`, `exe record-lengths`/`record-layouts` and the pipeline's
//! conventions call the same finders, so they name the same addresses.

use super::lz::{self, Decoder, LzReport};
use super::rotation::{self, Builder, RotationReport};
use super::RoutineError;

/// What [`find_all`] reports: the chosen routine of each kind, and each finder's full report.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Routines {
    /// Functions discovered in the text.
    pub functions: usize,
    /// The rotation builder whose order is the EXE's ([`RotationReport::chosen`]).
    pub rotation_builder: Option<Builder>,
    /// Every rotation builder found.
    pub rotation: RotationReport,
    /// The LZ decoder the conventions use ([`LzReport::chosen`]).
    pub lz_decoder: Option<Decoder>,
    /// Every LZ decoder found.
    pub lz: LzReport,
    /// The draw dispatch the published facts choose (`"0x80010400"`), or null.
    pub draw_dispatch: Option<String>,
    /// Record-dispatch loops found.
    pub dispatches: usize,
}

/// Runs the three finders on `exe` (a PS-X EXE).
pub fn find_all(exe: &[u8]) -> Result<Routines, RoutineError> {
    let rotation = rotation::find_builders(exe)?;
    let lz = lz::find_decoders(exe, &lz::default_probe())?;
    let img = mips::ExeImage::parse(exe)?;
    let (found, choice) = mips::dispatch::find_draw(&img, mips::dispatch::Options::default());
    let draw_dispatch =
        choice.chosen.and_then(|k| found.get(k)).map(|d| format!("{:#010x}", d.function));
    Ok(Routines {
        functions: rotation.functions,
        rotation_builder: rotation.chosen().cloned(),
        lz_decoder: lz.chosen().cloned(),
        rotation,
        lz,
        draw_dispatch,
        dispatches: found.len(),
    })
}
