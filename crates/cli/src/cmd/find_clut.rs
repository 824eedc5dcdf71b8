//! `dewrip find-clut`: find a palette (CLUT) from a capture on the disc.
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context};
use serde::Serialize;
use sqfs::search::{find_all, parse_hex, Hit};

use crate::util;

/// Search the disc for a CLUT (palette) taken from a run-time capture or given as hex.
///
/// Texture pixels are LZ-compressed on disc, but CLUTs are stored raw: take a character's
/// 16-colour palette from a VRAM capture and every copy of that character's file on the disc is
/// found (field notes §6). The search runs over the logical user-data stream, so a pattern that
/// straddles a sector boundary is found and `.bin`/`.iso` give the same answer. Each hit names
/// the entry, the offset in the file, the duplicate group and the name.
///
/// Examples:
///   dewrip find-clut disc.cue --vram girl.vram --at 0,480
///   dewrip find-clut disc.cue --hex 0000a1b2…  --hex 00001f7c…
#[derive(clap::Args)]
pub struct Args {
    /// Disc image: .cue, .bin or .iso.
    pub disc: PathBuf,
    /// A pattern as hex (spaces and colons allowed). Repeatable: all are searched in one pass.
    #[arg(long, value_name = "HEX", required_unless_present = "vram")]
    pub hex: Vec<String>,
    /// A capture holding VRAM (raw 1 MiB dump, DuckStation GPU dump or state, PCSX-Redux or
    /// Mednafen state).
    #[arg(long, value_name = "CAPTURE", requires = "at")]
    pub vram: Option<PathBuf>,
    /// VRAM position X,Y of the CLUT in the capture (repeatable).
    #[arg(long, value_name = "X,Y")]
    pub at: Vec<String>,
    /// CLUT size in colours.
    #[arg(long, default_value_t = 16, value_parser = parse_colors)]
    pub colors: usize,
    /// S3Extract name tables, to name the hits. Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Print one JSON document on stdout.
    #[arg(long)]
    pub json: bool,
}

#[derive(Serialize)]
struct Pattern {
    hex: String,
    source: String,
}

#[derive(Serialize)]
struct HitRow {
    pattern: usize,
    entry: Option<u32>,
    offset_in_file: Option<u64>,
    dup_of: Option<u32>,
    name: Option<String>,
    lba: u32,
    logical_offset: u64,
    image_offset: u64,
}

#[derive(Serialize)]
struct Report {
    patterns: Vec<Pattern>,
    hits: Vec<HitRow>,
    /// Distinct file contents among the hits.
    distinct_files: usize,
}

fn parse_colors(s: &str) -> Result<usize, String> {
    match s {
        "16" => Ok(16),
        "256" => Ok(256),
        _ => Err(format!("'{s}': a CLUT has 16 or 256 colours")),
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Parses `X,Y`.
pub fn parse_xy(s: &str) -> anyhow::Result<(usize, usize)> {
    let (x, y) = s.split_once(',').with_context(|| format!("'{s}' is not X,Y"))?;
    Ok((
        x.trim().parse().with_context(|| format!("bad X in '{s}'"))?,
        y.trim().parse().with_context(|| format!("bad Y in '{s}'"))?,
    ))
}

/// Runs `find-clut`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let mut patterns = Vec::new();
    let mut described = Vec::new();
    for h in &args.hex {
        let bytes = parse_hex(h)
            .with_context(|| format!("--hex '{h}' is not an even number of hex digits"))?;
        described.push(Pattern { hex: hex(&bytes), source: "--hex".into() });
        patterns.push(bytes);
    }
    if let Some(path) = &args.vram {
        let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        let cap = psx::capture::read(&bytes)
            .with_context(|| format!("reading capture {}", path.display()))?;
        let vram = cap
            .vram
            .with_context(|| format!("{} ({}) holds no VRAM", path.display(), cap.kind.name()))?;
        for at in &args.at {
            let (x, y) = parse_xy(at)?;
            if x + args.colors > psx::vram::WIDTH || y >= psx::vram::HEIGHT {
                bail!("a {}-colour CLUT at {x},{y} does not fit in the 1024×512 VRAM", args.colors);
            }
            let clut: Vec<u8> =
                (0..args.colors).flat_map(|i| vram.get(x + i, y).to_le_bytes()).collect();
            if clut.iter().all(|&b| b == 0) {
                eprintln!("warning: the CLUT at {x},{y} is all zero; every zero run on the disc would match");
            }
            described.push(Pattern {
                hex: hex(&clut),
                source: format!("{} at {x},{y}", path.display()),
            });
            patterns.push(clut);
        }
    }
    if patterns.is_empty() {
        bail!("give --hex HEX or --vram CAPTURE --at X,Y");
    }
    let vol = util::open_volume(&args.disc)?;
    let hits: Vec<Hit> = find_all(&vol, &patterns)?;
    // Group and name only the files that were hit: identical files start at sector boundaries,
    // so every copy of a hit file is itself hit, and hashing the hits is enough for `dup_of`.
    let names = util::load_names(&args.names)?;
    let mut hit_entries: Vec<u32> = hits.iter().filter_map(|h| h.entry).collect();
    hit_entries.sort_unstable();
    hit_entries.dedup();
    let mut first_by_hash = std::collections::HashMap::new();
    let mut facts = std::collections::HashMap::new();
    let mut rejected = Vec::new();
    for &i in &hit_entries {
        let e = &vol.table.entries[i as usize];
        let bytes = vol.file_bytes(e)?;
        let digest: [u8; 32] =
            sha2::Digest::finalize(<sha2::Sha256 as sha2::Digest>::new_with_prefix(&bytes)).into();
        let dup = first_by_hash.get(&digest).copied();
        first_by_hash.entry(digest).or_insert(i);
        let kind = sqfs::sniff::sniff(&bytes);
        let name = names.resolve(i, Some(&digest), kind.ext(), &mut rejected).name;
        facts.insert(i, (dup, name));
    }
    let rows: Vec<HitRow> = hits
        .iter()
        .map(|h| {
            let fact = h.entry.and_then(|i| facts.get(&i));
            HitRow {
                pattern: h.pattern,
                entry: h.entry,
                offset_in_file: h.offset_in_file,
                dup_of: fact.and_then(|f| f.0),
                name: fact.and_then(|f| f.1.clone()),
                lba: h.lba,
                logical_offset: h.logical_offset,
                image_offset: h.image_offset,
            }
        })
        .collect();
    let distinct_files = {
        let mut s = std::collections::BTreeSet::new();
        for r in &rows {
            if let Some(e) = r.entry {
                s.insert(r.dup_of.unwrap_or(e));
            }
        }
        s.len()
    };
    let report = Report { patterns: described, hits: rows, distinct_files };
    if args.json {
        util::print_json(&report)?;
    } else {
        for (i, p) in report.patterns.iter().enumerate() {
            println!("pattern {i}: {} ({})", p.hex, p.source);
        }
        println!("{} hits in {} distinct files", report.hits.len(), report.distinct_files);
        for h in &report.hits {
            let entry = h.entry.map_or("outside any file".to_string(), |e| format!("entry {e}"));
            let off = h.offset_in_file.map_or(String::new(), |o| format!(" +{o:#x}"));
            let dup = h.dup_of.map_or(String::new(), |d| format!(" (copy of {d})"));
            let name = h.name.as_deref().map_or(String::new(), |n| format!(" {n}"));
            println!(
                "  pattern {} {entry}{off}{dup}{name}  sector {} image offset {:#x}",
                h.pattern, h.lba, h.image_offset
            );
        }
    }
    Ok(if report.hits.is_empty() { ExitCode::from(1) } else { ExitCode::SUCCESS })
}
