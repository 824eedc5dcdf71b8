//! `dewrip exe`: read the boot EXE — disassembly, jump tables, record lengths, finders.
// Text output reads report fields through serde_json::Value's `v["key"]`, which yields
// Null for a missing key and never panics.
#![allow(clippy::indexing_slicing)]
use std::path::PathBuf;
use std::process::ExitCode;

use pipeline::stages::exe;
use pipeline::Error;

use crate::util::print_json;

/// Subcommands. DISC_OR_EXE is a disc image (the boot EXE is taken from it) or a bare PS-X EXE.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Disassemble words like objdump: address, word, instruction.
    #[command(
        after_help = "Examples:\n  dewrip exe disasm game.cue\n  dewrip exe disasm SLUS_010.19 --at 0x80010000 --count 64"
    )]
    Disasm {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// First address (hex with 0x, or decimal); default: the entry point.
        #[arg(long, value_parser = parse_addr)]
        at: Option<u32>,
        /// Number of words.
        #[arg(long, default_value_t = 32)]
        count: usize,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the functions found without symbols (entry, jal targets, prologues).
    #[command(
        after_help = "Examples:\n  dewrip exe functions game.cue\n  dewrip exe functions SLUS_010.19 --json"
    )]
    Functions {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the jump tables (jr through a bounded table of code addresses).
    #[command(
        after_help = "Examples:\n  dewrip exe jump-tables game.cue\n  dewrip exe jump-tables SLUS_010.19 --json"
    )]
    JumpTables {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Derive record lengths from record-dispatch loops. Exits with 1 when none is found.
    #[command(
        after_help = "Examples:\n  dewrip exe record-lengths game.cue\n  dewrip exe record-lengths game.cue --json > lengths.json\n  dewrip exe record-lengths SLUS_010.19 --dispatch 0x80012345"
    )]
    RecordLengths {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Only the dispatch whose jr, table or function is (or contains) this address.
        #[arg(long, value_parser = parse_addr)]
        dispatch: Option<u32>,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Run the EXE (from its entry point, or one function) in the R3000 + GTE interpreter.
    #[command(
        after_help = "Examples:\n  dewrip exe run SLUS_010.19 --max 1000000 --json\n  dewrip exe run SLUS_010.19 --max 100000000000 --max-seconds 10\n  dewrip exe run game.cue --call 0x80012345 --args 0x80100000,0x80101000,0,0 --dump 0x80101000:64\n  dewrip exe run fixture.exe --json | jq .stop"
    )]
    Run {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Call this function (its `jr ra` ends the run) instead of running from the entry.
        #[arg(long, value_parser = parse_addr)]
        call: Option<u32>,
        /// `$a0..$a3` for --call, comma-separated (hex with 0x or decimal).
        #[arg(long, value_parser = parse_args)]
        args: Option<[u32; 4]>,
        /// Instruction budget.
        #[arg(long, default_value_t = exe::DEFAULT_BUDGET)]
        max: u64,
        /// Wall-clock bound in seconds (default 2): the run stops with `time` when it is still
        /// going after this long, whatever --max says.
        #[arg(long, value_parser = parse_seconds)]
        max_seconds: Option<std::time::Duration>,
        /// RAM range to print after the run, ADDR:LEN (repeatable).
        #[arg(long, value_parser = parse_dump)]
        dump: Vec<(u32, u32)>,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Derive the face-record field layout by running the draw dispatch with byte provenance.
    /// Exits with 1 when no draw dispatch is chosen.
    #[command(
        after_help = "Examples:\n  dewrip exe record-layouts game.cue\n  dewrip exe record-layouts game.cue --json > layouts.json\n  dewrip verify game.cue --record-layouts layouts.json"
    )]
    RecordLayouts {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Only the dispatch whose jr, table or function is (or contains) this address.
        #[arg(long, value_parser = parse_addr)]
        dispatch: Option<u32>,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Find the rotation-matrix builders by running them, and name their product (RxRyRz …).
    #[command(
        after_help = "Examples:\n  dewrip exe rotation game.cue\n  dewrip exe rotation SLUS_010.19 --json"
    )]
    Rotation {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The routines the conventions come from: the rotation builder, the LZ decoder and the
    /// draw dispatch — found by the same finders as `exe rotation`, `lz decompress --exe` and
    /// `exe record-layouts`.
    #[command(
        after_help = "Examples:\n  dewrip exe find game.cue\n  dewrip exe find SLUS_010.19 --json"
    )]
    Find {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
}

fn parse_args(s: &str) -> Result<[u32; 4], String> {
    exe::parse_args(s).ok_or_else(|| format!("`{s}`: use up to four values A0,A1,A2,A3"))
}

fn parse_seconds(s: &str) -> Result<std::time::Duration, String> {
    exe::parse_seconds(s)
        .ok_or_else(|| format!("`{s}`: use a number of seconds above 0, at most 86400, e.g. 0.5"))
}

fn parse_dump(s: &str) -> Result<(u32, u32), String> {
    exe::parse_dump(s).ok_or_else(|| format!("`{s}`: use ADDR:LEN, e.g. 0x80100000:256"))
}

fn parse_addr(s: &str) -> Result<u32, String> {
    let t = s.trim();
    let r = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => t.parse::<u32>(),
    };
    r.map_err(|e| format!("`{s}` is not an address (use 0x80010000 or decimal): {e}"))
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    let (input, json) = match &cmd {
        Command::Disasm { input, json, .. }
        | Command::Functions { input, json }
        | Command::JumpTables { input, json }
        | Command::RecordLengths { input, json, .. }
        | Command::Find { input, json }
        | Command::Run { input, json, .. }
        | Command::RecordLayouts { input, json, .. }
        | Command::Rotation { input, json } => (input.clone(), *json),
    };
    let loaded = exe::load(&input)?;
    let img = exe::image(&input, &loaded)?;
    match cmd {
        Command::Run { call, args, max, max_seconds, dump, .. } => {
            let opts = exe::RunOptions {
                call,
                args: args.unwrap_or_default(),
                max,
                time_limit: max_seconds.unwrap_or(exe::DEFAULT_TIME_LIMIT),
                dumps: dump,
            };
            let r = exe::run(&input, &loaded, &opts)?;
            if json {
                print_json(&r)?;
            } else {
                print_run(&r);
            }
            if matches!(r.stop, exe::StopKind::Error) {
                return Ok(ExitCode::from(1));
            }
        }
        Command::RecordLayouts { dispatch, .. } => {
            let r = exe::record_layouts(&input, &loaded, dispatch)?;
            if json {
                print_json(&r)?;
            } else {
                print_layouts(&r);
            }
            if r.draw_dispatch.is_none() {
                return Ok(ExitCode::from(1));
            }
        }
        Command::Rotation { .. } => {
            let r = exe::rotation(&input, &loaded)?;
            if json {
                print_json(&r)?;
            } else {
                println!("{} functions, {} probed", r.functions, r.probed);
                for b in &r.builders {
                    println!(
                        "rotation builder at {:08x}: {} to {:?} (max error {}/4096, next order {})",
                        b.function,
                        b.product.name(),
                        b.output,
                        b.error,
                        b.next_best
                    );
                }
                if r.builders.is_empty() {
                    println!("no function builds a rotation matrix from three angles");
                }
            }
        }
        Command::Disasm { at, count, .. } => {
            let lines = exe::disasm(&input, &img, at, count)?;
            if json {
                print_json(&lines)?;
            } else {
                for l in lines {
                    println!("{l}");
                }
            }
        }
        Command::Functions { .. } => {
            let f = exe::functions(&img);
            if json {
                print_json(&exe::functions_json(&f))?;
            } else {
                for f in f {
                    println!(
                        "{:08x}..{:08x}  {} bytes",
                        f.start,
                        f.end,
                        f.end.saturating_sub(f.start)
                    );
                }
            }
        }
        Command::JumpTables { .. } => {
            let t = exe::find_jump_tables(&img);
            if json {
                print_json(&serde_json::json!({ "jump_tables": exe::jump_tables(&t) }))?;
            } else {
                for t in t {
                    println!(
                        "jr {:08x} in {:08x}: table {:08x}, {} entries{}, index = value {:+}",
                        t.jr,
                        t.function,
                        t.table,
                        t.count,
                        if t.bounded { "" } else { " (unbounded guess)" },
                        t.adjust
                    );
                }
            }
        }
        Command::RecordLengths { dispatch, .. } => {
            let (out, found) = exe::record_lengths(&img, dispatch);
            if json {
                print_json(&out)?;
            } else {
                match &out.draw_dispatch {
                    Some(d) => println!("draw dispatch: {d}"),
                    None => println!("draw dispatch: none chosen"),
                }
                for d in &found {
                    println!(
                        "dispatch in {:08x} (jr {:08x}, table {:08x}, {} entries, type byte at +{}):",
                        d.function, d.table.jr, d.table.table, d.table.count, d.type_offset
                    );
                    for (t, l) in d.lengths() {
                        println!("  type {t:>3}: {l} bytes");
                    }
                    for (t, p) in d.problems() {
                        println!("  type {t:>3}: {p}");
                    }
                }
            }
            if out.dispatches.is_empty() {
                eprintln!("no record-dispatch loop found in {}", loaded.describe(&input));
                return Ok(ExitCode::from(1));
            }
        }
        Command::Find { .. } => {
            let f = exe::find(&input, &loaded)?;
            if json {
                print_json(&f)?;
            } else {
                println!("{} functions", f.functions);
                match &f.rotation_builder {
                    Some(b) => println!(
                        "rotation builder at {:08x}: {} to {:?}",
                        b.function,
                        b.product.name(),
                        b.output
                    ),
                    None if f.rotation.builders.is_empty() => {
                        println!("rotation builder: none found")
                    }
                    None => println!(
                        "rotation builder: none chosen, the builders disagree ({})",
                        f.rotation.products().join(", ")
                    ),
                }
                match &f.lz_decoder {
                    Some(d) => println!(
                        "LZ decoder at {:08x} (arguments {:?}; {} dewrip's decoder)",
                        d.function,
                        d.args,
                        if d.agrees { "reads blobs as" } else { "differs from" }
                    ),
                    None => println!("LZ decoder: none found"),
                }
                match &f.draw_dispatch {
                    Some(d) => println!("draw dispatch at {}", d.trim_start_matches("0x")),
                    None => println!(
                        "draw dispatch: none of the {} dispatch loops agrees with the published facts",
                        f.dispatches
                    ),
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `exe run` for people: why it stopped, the registers as a table, each dump as hexdump lines.
fn print_run(r: &exe::RunReport) {
    let stop = serde_json::to_value(r.stop).ok();
    println!(
        "stopped: {} after {} instructions at {:#010x}{}",
        stop.as_ref().and_then(|s| s.as_str()).unwrap_or("?"),
        r.instructions,
        r.pc,
        if r.message.is_empty() { String::new() } else { format!(" ({})", r.message) }
    );
    println!("CPU registers:");
    let names = exe::REGISTER_NAMES;
    let mut cells: Vec<String> =
        names.iter().zip(r.cpu.gpr).map(|(n, v)| format!("{n:<4} {v:08x}")).collect();
    cells.extend(
        [("hi", r.cpu.hi), ("lo", r.cpu.lo), ("pc", r.cpu.pc)]
            .map(|(n, v)| format!("{n:<4} {v:08x}")),
    );
    for row in cells.chunks(4) {
        println!("  {}", row.join("   "));
    }
    let gte: Vec<String> = exe::GTE_DATA_NAMES
        .iter()
        .zip(r.gte.data)
        .chain(exe::GTE_CONTROL_NAMES.iter().zip(r.gte.control))
        .filter(|(_, v)| *v != 0)
        .map(|(n, v)| format!("{n:<8} {v:08x}"))
        .collect();
    if gte.is_empty() {
        println!("GTE registers: all zero");
    } else {
        println!("GTE registers (the non-zero ones):");
        for row in gte.chunks(4) {
            println!("  {}", row.join("   "));
        }
    }
    for d in &r.dumps {
        println!("RAM {:#010x}, {} bytes:", d.addr, d.len);
        let bytes: Vec<u8> = d
            .hex
            .as_bytes()
            .chunks_exact(2)
            .filter_map(|p| u8::from_str_radix(std::str::from_utf8(p).ok()?, 16).ok())
            .collect();
        for (k, line) in (0u32..).zip(bytes.chunks(16)) {
            let hex: Vec<String> = line.iter().map(|b| format!("{b:02x}")).collect();
            let (left, right) = hex.split_at(hex.len().min(8));
            let ascii: String = line
                .iter()
                .map(|&b| if b.is_ascii_graphic() || b == b' ' { char::from(b) } else { '.' })
                .collect();
            println!(
                "  {:08x}  {:<23}  {:<23}  |{ascii}|",
                d.addr.wrapping_add(k.wrapping_mul(16)),
                left.join(" "),
                right.join(" ")
            );
        }
    }
}

/// `exe record-layouts` for people: the draw dispatch, then each record type in numeric order
/// with its length, GP0 command and which record bytes feed which field.
fn print_layouts(r: &exe::LayoutReport) {
    let v = serde_json::to_value(r).unwrap_or_default();
    match v["draw_dispatch"].as_str() {
        Some(d) => println!("draw dispatch: {d} (the dispatch loop chosen by the published facts)"),
        None => println!("draw dispatch: none chosen (see --json for the candidates)"),
    }
    println!(
        "each type: its length, the GPU primitive its case draws, and for each primitive field \
         the record bytes it is built from (+N = byte N of the record, the type byte being +0; \
         a vertex's x/y name the index byte that chose the pool entry; `constant` = no record \
         byte feeds it)"
    );
    if let Some(d) = v["dispatches"].get(0) {
        let mut types: Vec<(u32, &serde_json::Value)> = d["types"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(t, ty)| (t.parse().unwrap_or(u32::MAX), ty))
            .collect();
        types.sort_by_key(|(t, _)| *t);
        for (t, ty) in types {
            let fields: Vec<String> = ty["fields"]
                .as_object()
                .into_iter()
                .flatten()
                .map(|(f, offs)| {
                    let o: Vec<String> = offs
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|x| x.as_u64().map_or_else(|| x.to_string(), |n| format!("+{n}")))
                        .collect();
                    if o.is_empty() {
                        format!("{f} constant")
                    } else {
                        format!("{f} {}", o.join(","))
                    }
                })
                .collect();
            let drew = match (ty["command"].as_str(), ty["primitive"].as_str()) {
                (Some(c), Some(p)) => format!("{p} (GP0 {c}): {}", fields.join("; ")),
                (Some(c), None) => format!("GP0 {c}: {}", fields.join("; ")),
                (None, _) => match (ty["not_measured"].as_str(), ty["fill"].as_str()) {
                    (Some(why), _) => format!("not measured: {why}"),
                    (None, Some(fill)) => format!("draws no polygon ({fill})"),
                    (None, None) => "draws no polygon".to_string(),
                },
            };
            println!("  type {t:>2}: {:>2} bytes, {drew}", ty["length"]);
        }
    }
    for w in pipeline::warnings::for_people(
        &r.warnings.iter().map(|w| format!("record layout: {w}")).collect::<Vec<_>>(),
    ) {
        eprintln!("warning: {w}");
    }
}
