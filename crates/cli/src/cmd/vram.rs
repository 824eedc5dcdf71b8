//! `dewrip vram`: VRAM from an emulator capture (raw dump, GPU dump, save state) to PNG, and
//! what a capture holds.
//!
//! The PNG encoding uses the `png` crate directly and the CLUT rendering is a small local
//! function: `psx::texture` has no PNG/CLUT helpers yet. When it does, this module should call
//! them instead.
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context};
use psx::capture::{self, Capture, CaptureKind};
use psx::vram::{Vram, HEIGHT, WIDTH};
use serde::Serialize;

use crate::util::{print_json, write_atomic};

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Render a capture's VRAM to PNG: the whole VRAM as 16 bpp by default; with --depth 4|8
    /// and --clut, the texture page (or the whole VRAM) read through that CLUT.
    Png {
        /// A raw 1 MiB VRAM dump, a DuckStation GPU dump (.psxgpu[.zst|.xz]) or a save state
        /// (DuckStation, PCSX-Redux, Mednafen). The kind is detected from the bytes.
        capture: PathBuf,
        /// Where to write the PNG.
        #[arg(short, long)]
        output: PathBuf,
        /// CLUT position X,Y in VRAM pixels (needed for --depth 4 or 8).
        #[arg(long, value_parser = parse_xy)]
        clut: Option<(u16, u16)>,
        /// Texture page origin X,Y in VRAM pixels: render the 256×256-texel page only.
        #[arg(long, value_parser = parse_xy)]
        page: Option<(u16, u16)>,
        /// Bits per texel: 4, 8 or 16.
        #[arg(long, default_value_t = 16, value_parser = parse_depth)]
        depth: u8,
        /// GPU dumps only: the VRAM after this many frames (VSyncs after TraceBegin) instead of
        /// at the end of the dump; 0 is the VRAM at TraceBegin.
        #[arg(long)]
        frames: Option<u32>,
    },
    /// Say what a capture is and what it holds (RAM, VRAM, GTE registers, notes).
    Info {
        /// The capture file.
        capture: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Parses a depth: 4, 8 or 16.
fn parse_depth(s: &str) -> Result<u8, String> {
    match s.trim() {
        "4" => Ok(4),
        "8" => Ok(8),
        "16" | "15" => Ok(16),
        other => Err(format!("expected 4, 8 or 16; found {other:?}")),
    }
}

/// Parses `X,Y`.
fn parse_xy(s: &str) -> Result<(u16, u16), String> {
    let (x, y) = s.split_once(',').ok_or_else(|| format!("expected X,Y; found {s:?}"))?;
    let p = |v: &str| {
        let v = v.trim();
        let n = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
            Some(hex) => u16::from_str_radix(hex, 16),
            None => v.parse::<u16>(),
        };
        n.map_err(|e| format!("{v:?}: {e}"))
    };
    let (x, y) = (p(x)?, p(y)?);
    if usize::from(x) >= WIDTH || usize::from(y) >= HEIGHT {
        return Err(format!("{x},{y} is outside the 1024×512 VRAM"));
    }
    Ok((x, y))
}

/// The report of `dewrip vram info`.
#[derive(Serialize)]
struct InfoReport {
    file: String,
    bytes: usize,
    kind: &'static str,
    ram_bytes: Option<usize>,
    vram: bool,
    gte: bool,
    notes: Vec<String>,
}

/// The report of `dewrip vram png`.
#[derive(Serialize)]
struct PngReport {
    capture: String,
    kind: &'static str,
    output: String,
    width: usize,
    height: usize,
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Command::Info { capture, json } => {
            let bytes = read(&capture)?;
            let cap = capture::read(&bytes)
                .with_context(|| format!("reading capture {}", capture.display()))?;
            let report = InfoReport {
                file: capture.display().to_string(),
                bytes: bytes.len(),
                kind: cap.kind.name(),
                ram_bytes: cap.ram.as_ref().map(Vec::len),
                vram: cap.vram.is_some(),
                gte: cap.gte.is_some(),
                notes: cap.notes,
            };
            if json {
                print_json(&report)?;
            } else {
                println!("{}: {} ({} bytes)", report.file, report.kind, report.bytes);
                let yes_no = |b: bool| if b { "yes" } else { "no" };
                match report.ram_bytes {
                    Some(n) => println!("  RAM:  {n:#x} bytes"),
                    None => println!("  RAM:  no"),
                }
                println!("  VRAM: {}", yes_no(report.vram));
                println!("  GTE:  {}", yes_no(report.gte));
                for n in &report.notes {
                    println!("  note: {n}");
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Png { capture, output, clut, page, depth, frames } => {
            let bytes = read(&capture)?;
            let (kind, vram) = load_vram(&bytes, frames)
                .with_context(|| format!("reading capture {}", capture.display()))?;
            let (width, height, rgba) = render(&vram, depth, clut, page)?;
            let png = encode_png(width, height, &rgba)?;
            write_atomic(&output, &png)?;
            let report = PngReport {
                capture: capture.display().to_string(),
                kind: kind.name(),
                output: output.display().to_string(),
                width,
                height,
            };
            println!(
                "{}: {} → {} ({}×{})",
                report.capture, report.kind, report.output, report.width, report.height
            );
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("reading {}", path.display()))
}

/// The VRAM a capture holds; with `frames`, a GPU dump stopped after that many frames.
fn load_vram(bytes: &[u8], frames: Option<u32>) -> anyhow::Result<(CaptureKind, Vram)> {
    let kind = capture::detect(bytes)?;
    if let Some(n) = frames {
        if kind != CaptureKind::GpuDump {
            bail!("--frames applies to GPU dumps only; this capture is a {}", kind.name());
        }
        let dump = capture::read_gpu_dump(bytes, Some(n))?;
        for note in &dump.notes {
            eprintln!("note: {note}");
        }
        return Ok((kind, dump.vram_after));
    }
    let Capture { vram, .. } = capture::read(bytes)?;
    match vram {
        Some(v) => Ok((kind, v)),
        None => bail!("this capture ({}) holds no VRAM", kind.name()),
    }
}

/// 5-bit to 8-bit colour channel.
fn c8(v: u16) -> u8 {
    let v = (v & 0x1F) as u8;
    (v << 3) | (v >> 2)
}

/// A VRAM pixel as RGBA; `texture` makes 0x0000 transparent (texture semantics).
fn rgba(p: u16, texture: bool) -> [u8; 4] {
    let a = if texture && p == 0 { 0 } else { 255 };
    [c8(p), c8(p >> 5), c8(p >> 10), a]
}

/// Renders the whole VRAM (16 bpp) or a page / the whole VRAM through a CLUT.
fn render(
    vram: &Vram,
    depth: u8,
    clut: Option<(u16, u16)>,
    page: Option<(u16, u16)>,
) -> anyhow::Result<(usize, usize, Vec<u8>)> {
    let (ox, oy) = page.map(|(x, y)| (usize::from(x), usize::from(y))).unwrap_or((0, 0));
    let height = if page.is_some() { 256 } else { HEIGHT };
    match depth {
        16 => {
            if clut.is_some() {
                bail!("--clut needs --depth 4 or 8");
            }
            let width = if page.is_some() { 256 } else { WIDTH };
            let mut out = Vec::with_capacity(width * height * 4);
            for y in 0..height {
                for x in 0..width {
                    out.extend(rgba(vram.get(ox + x, oy + y), page.is_some()));
                }
            }
            Ok((width, height, out))
        }
        4 | 8 => {
            let Some((cx, cy)) = clut else { bail!("--depth {depth} needs --clut X,Y") };
            let per_halfword = if depth == 4 { 4 } else { 2 };
            let width = if page.is_some() { 256 } else { WIDTH * per_halfword };
            let mut out = Vec::with_capacity(width * height * 4);
            for y in 0..height {
                for u in 0..width {
                    let half = vram.get(ox + u / per_halfword, oy + y);
                    let index = if depth == 4 {
                        (half >> ((u % 4) * 4)) & 0xF
                    } else {
                        (half >> ((u % 2) * 8)) & 0xFF
                    };
                    let colour = vram.get(usize::from(cx) + usize::from(index), usize::from(cy));
                    out.extend(rgba(colour, true));
                }
            }
            Ok((width, height, out))
        }
        other => bail!("--depth must be 4, 8 or 16; found {other}"),
    }
}

fn encode_png(width: usize, height: usize, rgba: &[u8]) -> anyhow::Result<Vec<u8>> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, u32::try_from(width)?, u32::try_from(height)?);
        enc.set_color(png::ColorType::Rgba);
        enc.set_depth(png::BitDepth::Eight);
        let mut w = enc.write_header()?;
        w.write_image_data(rgba)?;
        w.finish()?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xy_parsing() {
        assert_eq!(parse_xy("256,480"), Ok((256, 480)));
        assert_eq!(parse_xy("0x100, 0x1F0"), Ok((0x100, 0x1F0)));
        assert!(parse_xy("1024,0").is_err());
        assert!(parse_xy("12").is_err());
    }

    #[test]
    fn clut_render_4bpp() {
        let mut v = Vram::new();
        // CLUT at (0, 500): entry 1 = pure red, entry 2 = pure blue.
        v.set(1, 500, 0x001F);
        v.set(2, 500, 0x7C00);
        // Page at (64, 0): texel row 0 = 1, 2, 0, 1 (lowest nibble first).
        v.set(64, 0, 0x1021);
        let (w, h, px) = render(&v, 4, Some((0, 500)), Some((64, 0))).unwrap();
        assert_eq!((w, h), (256, 256));
        assert_eq!(&px[0..4], &[255, 0, 0, 255]);
        assert_eq!(&px[4..8], &[0, 0, 255, 255]);
        assert_eq!(px[11], 0, "index 0 -> colour 0x0000 -> transparent");
        assert_eq!(&px[12..16], &[255, 0, 0, 255]);
        let (w, h, _) = render(&v, 16, None, None).unwrap();
        assert_eq!((w, h), (1024, 512));
        assert!(render(&v, 8, None, None).is_err());
        assert!(encode_png(2, 1, &[0; 8]).unwrap().starts_with(b"\x89PNG"));
    }
}
