//! `dewrip vram`: VRAM from an emulator capture (raw dump, GPU dump, save state) to PNG, and
//! what a capture holds.
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::vram;
use pipeline::Error;

use crate::util::print_json;

/// Subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Render a capture's VRAM to PNG: the whole VRAM as 16 bpp by default; with --depth 4|8
    /// and --clut, the texture page (or the whole VRAM) read through that CLUT.
    #[command(
        after_help = "Examples:\n  dewrip vram png capture.psxgpu -o vram.png\n  dewrip vram png girl.vram -o page.png --depth 4 --clut 0,480 --page 640,0\n  dewrip vram png capture.psxgpu -o f10.png --frames 10"
    )]
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
    #[command(
        after_help = "Examples:\n  dewrip vram info capture.psxgpu\n  dewrip vram info savestate.sav --json"
    )]
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

/// Parses `X,Y` inside the 1024×512 VRAM.
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
    if usize::from(x) >= vram::WIDTH || usize::from(y) >= vram::HEIGHT {
        return Err(format!("{x},{y} is outside the 1024×512 VRAM"));
    }
    Ok((x, y))
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    match cmd {
        Command::Info { capture, json } => {
            let r = vram::info(&capture)?;
            if json {
                print_json(&r)?;
            } else {
                println!("{}: {} ({} bytes)", r.file, r.kind, r.bytes);
                let yes_no = |b: bool| if b { "yes" } else { "no" };
                match r.ram_bytes {
                    Some(n) => println!("  RAM:  {n:#x} bytes"),
                    None => println!("  RAM:  no"),
                }
                println!("  VRAM: {}", yes_no(r.vram));
                println!("  GTE:  {}", yes_no(r.gte));
                for n in &r.notes {
                    println!("  note: {n}");
                }
            }
        }
        Command::Png { capture, output, clut, page, depth, frames } => {
            let (kind, v, notes) = vram::load_vram(&capture, frames)?;
            for n in &notes {
                eprintln!("note: {n}");
            }
            let (width, height, rgba) = vram::render(&v, depth, clut, page)?;
            pipeline::output::write_one(&output, &vram::encode_png(width, height, &rgba)?)?;
            println!(
                "{}: {} → {} ({width}×{height})",
                capture.display(),
                kind.name(),
                output.display()
            );
        }
    }
    Ok(ExitCode::SUCCESS)
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
}
