//! `dewrip exe`: the boot EXE — disassembly, functions, jump tables, record lengths, finders.
use std::path::Path;

use serde::Serialize;

use crate::disc::{load_exe, BootExe};
use crate::error::{Error, Result};

pub use mips::insn::reg::NAMES as REGISTER_NAMES;
pub use r3000::analysis::LayoutReport;
pub use r3000::gte::{CONTROL_NAMES as GTE_CONTROL_NAMES, DATA_NAMES as GTE_DATA_NAMES};
pub use r3000::{
    parse_args, parse_dump, parse_seconds, RunOptions, RunReport, StopKind, DEFAULT_BUDGET,
    DEFAULT_TIME_LIMIT,
};

fn hex(v: u32) -> String {
    format!("{v:#010x}")
}

/// Loads the EXE of a disc image or a bare PS-X EXE.
pub fn load(input: &Path) -> Result<BootExe> {
    load_exe(input)
}

/// Parses the EXE's header.
pub fn image<'a>(input: &Path, exe: &'a BootExe) -> Result<mips::ExeImage<'a>> {
    mips::ExeImage::parse(&exe.bytes).map_err(|e| {
        Error::format(
            Some(input),
            format!("{}: {} does not parse: {e}", input.display(), exe.describe(input)),
        )
    })
}

/// The `exe record-lengths` report (a contract: `{"draw_dispatch", "dispatches":[{"function",
/// "table","lengths"}]}`, the draw dispatch first): [`mips::dispatch::report`], the one
/// draw-dispatch finder. Also returns the dispatches found, in address order.
pub fn record_lengths(
    img: &mips::ExeImage<'_>,
    at: Option<u32>,
) -> (mips::dispatch::Report, Vec<mips::dispatch::Dispatch>) {
    let (found, choice) = mips::dispatch::find_draw(img, mips::dispatch::Options { at });
    (mips::dispatch::Report::new(&found, choice), found)
}

/// One jump table.
#[derive(Debug, Serialize)]
pub struct TableJson {
    /// Function.
    pub function: String,
    /// The `jr`.
    pub jr: String,
    /// Table address.
    pub table: String,
    /// Entries.
    pub count: u32,
    /// Bounded by a compare.
    pub bounded: bool,
    /// Index adjustment.
    pub adjust: i32,
    /// Mask applied to the index.
    pub mask: Option<u32>,
    /// Adjustment after the mask.
    pub mask_adjust: i32,
    /// Default target.
    pub default: Option<String>,
    /// Targets.
    pub targets: Vec<String>,
}

/// Every jump table, as JSON rows.
pub fn jump_tables(t: &[mips::jumptable::JumpTable]) -> Vec<TableJson> {
    t.iter()
        .map(|t| TableJson {
            function: hex(t.function),
            jr: hex(t.jr),
            table: hex(t.table),
            count: t.count,
            bounded: t.bounded,
            adjust: t.adjust,
            mask: t.mask,
            mask_adjust: t.mask_adjust,
            default: t.default.map(hex),
            targets: t.targets.iter().map(|&a| hex(a)).collect(),
        })
        .collect()
}

/// Functions as `{"functions":[{"start","end"}]}`.
pub fn functions_json(f: &[mips::functions::Function]) -> serde_json::Value {
    let v: Vec<_> =
        f.iter().map(|f| serde_json::json!({"start": hex(f.start), "end": hex(f.end)})).collect();
    serde_json::json!({ "functions": v })
}

/// `dewrip exe run`: runs the EXE (or one function of it) in the R3000 interpreter.
pub fn run(input: &Path, exe: &BootExe, opts: &r3000::RunOptions) -> Result<r3000::RunReport> {
    r3000::run_exe(&exe.bytes, opts)
        .map_err(|e| Error::format(Some(input), format!("{}: {e}", input.display())))
}

/// `dewrip exe record-layouts`: the draw dispatch run case by case with byte provenance.
pub fn record_layouts(
    input: &Path,
    exe: &BootExe,
    dispatch: Option<u32>,
) -> Result<r3000::analysis::LayoutReport> {
    let opts = r3000::analysis::LayoutOptions { dispatch, ..Default::default() };
    r3000::analysis::record_layouts(&exe.bytes, &opts)
        .map_err(|e| Error::format(Some(input), format!("{}: {e}", input.display())))
}

/// `dewrip exe find`: the rotation builder, the LZ decoder and the draw dispatch, each found by
/// the one finder the other commands and the conventions use ([`r3000::routines::find_all`]).
pub fn find(input: &Path, exe: &BootExe) -> Result<r3000::routines::Routines> {
    r3000::routines::find_all(&exe.bytes)
        .map_err(|e| Error::format(Some(input), format!("{}: {e}", input.display())))
}

/// `dewrip exe rotation`: the rotation builders found by calling every candidate with probe
/// angles (`{"builders":[{"function","product","output",…}],"probed":N,"functions":N}`).
pub fn rotation(input: &Path, exe: &BootExe) -> Result<r3000::routines::rotation::RotationReport> {
    r3000::routines::rotation::find_builders(&exe.bytes)
        .map_err(|e| Error::format(Some(input), format!("{}: {e}", input.display())))
}

/// What `dewrip lz decompress --exe` reports about the routine it ran.
#[derive(Debug, Serialize)]
pub struct ExeLzRun {
    /// The decoder and its argument roles.
    pub decoder: r3000::routines::lz::Decoder,
    /// Every decoder the search found.
    pub found: r3000::routines::lz::LzReport,
    /// Instructions the decode took.
    pub instructions: u64,
    /// Whether dewrip's native decoder gives the same bytes for this blob.
    pub native_agrees: bool,
}

/// `dewrip lz decompress --exe`: finds the EXE's LZ routine and runs it on `blob`.
pub fn lz_decompress(input: &Path, exe: &BootExe, blob: &[u8]) -> Result<(Vec<u8>, ExeLzRun)> {
    let fmt = |m: String| Error::format(Some(input), format!("{}: {m}", input.display()));
    let lz = r3000::routines::lz::ExeLz::find(&exe.bytes)
        .map_err(|e| fmt(e.to_string()))?
        .ok_or_else(|| fmt("no function of the EXE decodes the probe LZ blob".into()))?;
    let d = lz.decode(blob).map_err(|e| fmt(e.to_string()))?;
    let native_agrees = sqfs::lz::decompress(blob).ok().as_deref() == Some(d.bytes.as_slice());
    let run = ExeLzRun {
        decoder: lz.decoder.clone(),
        found: lz.report.clone(),
        instructions: d.instructions,
        native_agrees,
    };
    Ok((d.bytes, run))
}

/// `exe disasm`: `count` instructions from `at` (the entry point when `None`).
pub fn disasm(
    input: &Path,
    img: &mips::ExeImage<'_>,
    at: Option<u32>,
    count: usize,
) -> Result<Vec<mips::disasm::Line>> {
    mips::disasm::range(img, at.unwrap_or(img.pc), count)
        .map_err(|e| Error::usage(format!("{}: {e}", input.display())))
}

/// `exe functions`: the functions found by following calls and returns.
pub fn functions(img: &mips::ExeImage<'_>) -> Vec<mips::functions::Function> {
    mips::functions::discover(img)
}

/// `exe jump-tables`: every jump table found.
pub fn find_jump_tables(img: &mips::ExeImage<'_>) -> Vec<mips::jumptable::JumpTable> {
    mips::jumptable::find_all(img)
}
