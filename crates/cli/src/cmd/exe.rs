//! `dewrip exe`: read the boot EXE — disassembly, jump tables, record lengths, finders.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use serde::Serialize;

use crate::util::{load_exe, print_json};

/// Subcommands. DISC_OR_EXE is a disc image (the boot EXE is taken from it) or a bare PS-X EXE.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Disassemble words like objdump: address, word, instruction.
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
    Functions {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the jump tables (jr through a bounded table of code addresses).
    JumpTables {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Derive record lengths from record-dispatch loops. Exits with 1 when none is found.
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
    /// Candidate LZ decoders and rotation-matrix builders.
    Find {
        /// Disc image or PS-X EXE.
        input: PathBuf,
        /// Print one JSON document instead of text.
        #[arg(long)]
        json: bool,
    },
}

fn parse_addr(s: &str) -> Result<u32, String> {
    let t = s.trim();
    let r = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16),
        None => t.parse::<u32>(),
    };
    r.map_err(|e| format!("`{s}` is not an address (use 0x80010000 or decimal): {e}"))
}

fn hex(v: u32) -> String {
    format!("{v:#010x}")
}

fn load(input: &Path) -> anyhow::Result<Vec<u8>> {
    load_exe(input).with_context(|| format!("loading the EXE from {}", input.display()))
}

fn image<'a>(input: &Path, bytes: &'a [u8]) -> anyhow::Result<mips::Image<'a>> {
    mips::Image::parse(bytes)
        .with_context(|| format!("parsing the PS-X EXE from {}", input.display()))
}

/// A map keyed by type byte, written with decimal string keys in numeric order.
struct ByType<V>(BTreeMap<i64, V>);

impl<V: Serialize> Serialize for ByType<V> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(&k.to_string(), v)?;
        }
        m.end()
    }
}

#[derive(Serialize)]
struct DispatchJson {
    function: String,
    table: String,
    jr: String,
    count: u32,
    type_offset: i32,
    lengths: ByType<u32>,
    problems: ByType<String>,
    default_types: Vec<i64>,
}

#[derive(Serialize)]
struct RecordLengthsJson {
    dispatches: Vec<DispatchJson>,
}

#[derive(Serialize)]
struct TableJson {
    function: String,
    jr: String,
    table: String,
    count: u32,
    bounded: bool,
    adjust: i32,
    mask: Option<u32>,
    mask_adjust: i32,
    default: Option<String>,
    targets: Vec<String>,
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> anyhow::Result<ExitCode> {
    match cmd {
        Command::Disasm { input, at, count, json } => {
            let bytes = load(&input)?;
            let img = image(&input, &bytes)?;
            let lines = mips::disasm::range(&img, at.unwrap_or(img.pc), count)?;
            if json {
                print_json(&lines)?;
            } else {
                for l in lines {
                    println!("{l}");
                }
            }
        }
        Command::Functions { input, json } => {
            let bytes = load(&input)?;
            let img = image(&input, &bytes)?;
            let f = mips::functions::discover(&img);
            if json {
                let v: Vec<_> = f
                    .iter()
                    .map(|f| serde_json::json!({"start": hex(f.start), "end": hex(f.end)}))
                    .collect();
                print_json(&serde_json::json!({ "functions": v }))?;
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
        Command::JumpTables { input, json } => {
            let bytes = load(&input)?;
            let img = image(&input, &bytes)?;
            let t = mips::jumptable::find_all(&img);
            if json {
                let v: Vec<TableJson> = t
                    .iter()
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
                    .collect();
                print_json(&serde_json::json!({ "jump_tables": v }))?;
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
        Command::RecordLengths { input, dispatch, json } => {
            let bytes = load(&input)?;
            let img = image(&input, &bytes)?;
            let found = mips::dispatch::find(&img, mips::dispatch::Options { at: dispatch });
            let out = RecordLengthsJson {
                dispatches: found
                    .iter()
                    .map(|d| DispatchJson {
                        function: hex(d.function),
                        table: hex(d.table.table),
                        jr: hex(d.table.jr),
                        count: d.table.count,
                        type_offset: d.type_offset,
                        lengths: ByType(d.lengths()),
                        problems: ByType(d.problems().into_iter().collect()),
                        default_types: d
                            .cases
                            .iter()
                            .filter(|c| c.is_default)
                            .map(|c| c.type_byte)
                            .collect(),
                    })
                    .collect(),
            };
            if json {
                print_json(&out)?;
            } else {
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
                eprintln!("no record-dispatch loop found");
                return Ok(ExitCode::from(1));
            }
        }
        Command::Find { input, json } => {
            let bytes = load(&input)?;
            let img = image(&input, &bytes)?;
            let f = mips::find::find(&img);
            if json {
                print_json(&f)?;
            } else {
                println!("{} functions", f.functions);
                for c in &f.lz_decoders {
                    println!(
                        "LZ decoder candidate at {:08x} ({} lbu, {} sb)",
                        c.function, c.byte_loads, c.byte_stores
                    );
                }
                for c in &f.rotation_builders {
                    println!(
                        "rotation builder at {:08x} (ctc2 {:?}, {} sine reads)",
                        c.function, c.rotation_ctc2, c.sin_table_reads
                    );
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
