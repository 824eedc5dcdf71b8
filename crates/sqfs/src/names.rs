//! Names for nameless files, from S3Extract's CSVs **[public: S3Extract]**.
//!
//! * index CSV, header `index,name,ext,folder`: one row per directory entry
//!   (`4586,RUE,.chr,chr`; empty fields allowed);
//! * hashmap CSV, header `index,hash,name,ext`: `hash` is the SHA-256 of the exact file bytes, so
//!   names follow duplicates; rows whose hash is `None` are skipped.
//!
//! Priority: index > hashmap > the sniffed kind. The names are labels invented by that project,
//! never trusted as paths: every component is sanitized, and an unsafe name (`..`, absolute,
//! control characters, reserved device names) is reported and replaced by the index default.

use std::collections::{BTreeMap, HashMap};

use thiserror::Error;

/// Errors loading a name table.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum NamesError {
    /// The header is neither S3Extract format.
    #[error("{source_name}: header '{found}' is neither 'index,name,ext,folder' (S3Extract index) nor 'index,hash,name,ext' (S3Extract hashmap)")]
    UnknownHeader {
        /// File label.
        source_name: String,
        /// The header line found.
        found: String,
    },
    /// A row is malformed.
    #[error("{source_name}:{line}: {what}")]
    BadRow {
        /// File label.
        source_name: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        what: String,
    },
}

/// Which S3Extract CSV a file was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CsvKind {
    /// `index,name,ext,folder`.
    Index,
    /// `index,hash,name,ext`.
    Hashmap,
}

/// One name row.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NameRow {
    /// Base name (may be empty).
    pub name: String,
    /// Extension with dot (may be empty).
    pub ext: String,
    /// Folder, `/`-separated (may be empty).
    pub folder: String,
}

/// Where a resolved name came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NameSource {
    /// The index CSV.
    Index,
    /// The hashmap CSV.
    Hashmap,
    /// No name: index and sniffed kind.
    Kind,
}

/// A name rejected as unsafe.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Rejected {
    /// The directory index it was for.
    pub index: u32,
    /// The offending name.
    pub name: String,
    /// Why.
    pub reason: String,
}

/// A resolved relative output path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    /// `/`-separated relative path, every component safe.
    pub path: String,
    /// The display name (`name + ext`) if a table named the file.
    pub name: Option<String>,
    /// Where it came from.
    pub source: NameSource,
}

/// Name tables loaded from any number of CSVs.
#[derive(Debug, Clone, Default)]
pub struct Names {
    by_index: BTreeMap<u32, NameRow>,
    by_hash: HashMap<[u8; 32], NameRow>,
}

impl Names {
    /// No names.
    pub fn new() -> Names {
        Names::default()
    }

    /// Whether any table is loaded.
    pub fn is_empty(&self) -> bool {
        self.by_index.is_empty() && self.by_hash.is_empty()
    }

    /// Loads one CSV, recognised by its header. Later loads override earlier rows.
    pub fn load_csv(&mut self, text: &str, source_name: &str) -> Result<CsvKind, NamesError> {
        let mut lines = text.trim_start_matches('\u{feff}').lines().enumerate();
        let header = lines.next().map(|(_, l)| l.trim()).unwrap_or_default();
        let kind = match split_csv(header)
            .iter()
            .map(|f| f.trim().to_ascii_lowercase())
            .collect::<Vec<_>>()
            .as_slice()
        {
            [a, b, c, d] if a == "index" && b == "name" && c == "ext" && d == "folder" => {
                CsvKind::Index
            }
            [a, b, c, d] if a == "index" && b == "hash" && c == "name" && d == "ext" => {
                CsvKind::Hashmap
            }
            _ => {
                return Err(NamesError::UnknownHeader {
                    source_name: source_name.to_string(),
                    found: header.chars().take(80).collect(),
                })
            }
        };
        for (i, line) in lines {
            if line.trim().is_empty() {
                continue;
            }
            let line_no = i.saturating_add(1);
            let bad = |what: String| NamesError::BadRow {
                source_name: source_name.to_string(),
                line: line_no,
                what,
            };
            let f = split_csv(line);
            let field = |n: usize| f.get(n).map(|s| s.trim().to_string()).unwrap_or_default();
            let index: u32 = field(0)
                .parse()
                .map_err(|_| bad(format!("index '{}' is not a number", field(0))))?;
            match kind {
                CsvKind::Index => {
                    self.by_index
                        .insert(index, NameRow { name: field(1), ext: field(2), folder: field(3) });
                }
                CsvKind::Hashmap => {
                    let hash = field(1);
                    if hash.eq_ignore_ascii_case("none") || hash.is_empty() {
                        continue;
                    }
                    let key = parse_sha256(&hash)
                        .ok_or_else(|| bad(format!("hash '{hash}' is not 64 hex digits")))?;
                    self.by_hash.insert(
                        key,
                        NameRow { name: field(2), ext: field(3), folder: String::new() },
                    );
                }
            }
        }
        Ok(kind)
    }

    /// Resolves the output path of entry `index` with content hash `sha256` and sniffed
    /// extension `kind_ext`. Unsafe names are pushed to `rejected` and replaced by the default.
    pub fn resolve(
        &self,
        index: u32,
        sha256: Option<&[u8; 32]>,
        kind_ext: &str,
        rejected: &mut Vec<Rejected>,
    ) -> Resolved {
        let default_file = |ext: &str| format!("{index:04}{ext}");
        let default =
            Resolved { path: default_file(kind_ext), name: None, source: NameSource::Kind };
        let from_row = |row: &NameRow,
                        source: NameSource,
                        rejected: &mut Vec<Rejected>|
         -> Option<Resolved> {
            let ext = if row.ext.is_empty() { kind_ext.to_string() } else { row.ext.clone() };
            let file =
                if row.name.is_empty() { default_file(&ext) } else { format!("{}{ext}", row.name) };
            let joined =
                if row.folder.is_empty() { file.clone() } else { format!("{}/{file}", row.folder) };
            match sanitize_path(&joined) {
                Ok(path) => Some(Resolved {
                    path,
                    name: (!row.name.is_empty()).then(|| format!("{}{}", row.name, row.ext)),
                    source,
                }),
                Err(reason) => {
                    rejected.push(Rejected { index, name: joined, reason });
                    None
                }
            }
        };
        if let Some(row) = self.by_index.get(&index) {
            if row.name.is_empty() && !row.folder.is_empty() {
                // A folder without a name still places the file; keep looking for a name.
                if let Some(h) =
                    sha256.and_then(|h| self.by_hash.get(h)).filter(|r| !r.name.is_empty())
                {
                    let merged = NameRow { folder: row.folder.clone(), ..h.clone() };
                    if let Some(r) = from_row(&merged, NameSource::Hashmap, rejected) {
                        return r;
                    }
                }
            }
            if let Some(r) = from_row(row, NameSource::Index, rejected) {
                return r;
            }
            return default;
        }
        if let Some(row) = sha256.and_then(|h| self.by_hash.get(h)) {
            if let Some(r) = from_row(row, NameSource::Hashmap, rejected) {
                return r;
            }
        }
        default
    }
}

/// Splits one CSV line (double quotes with `""` escapes).
fn split_csv(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(std::mem::take(&mut cur)),
            (c, _) => cur.push(c),
        }
    }
    out.push(cur);
    out
}

fn parse_sha256(hex: &str) -> Option<[u8; 32]> {
    let hex = hex.trim().trim_start_matches("0x");
    if hex.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (slot, pair) in out.iter_mut().zip(hex.as_bytes().chunks_exact(2)) {
        *slot = u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()?;
    }
    Some(out)
}

const RESERVED: [&str; 22] = [
    "CON", "PRN", "AUX", "NUL", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8",
    "COM9", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9",
];

/// Checks a `/`- or `\`-separated relative path; returns it `/`-joined, or why it is unsafe.
pub fn sanitize_path(path: &str) -> Result<String, String> {
    if path.starts_with('/') || path.starts_with('\\') {
        return Err("absolute path".into());
    }
    if path.chars().nth(1) == Some(':') {
        return Err("drive-letter path".into());
    }
    let mut parts = Vec::new();
    for comp in path.split(['/', '\\']) {
        if comp.is_empty() || comp == "." {
            continue;
        }
        if comp == ".." {
            return Err("'..' component".into());
        }
        if comp.chars().any(|c| c.is_control()) {
            return Err("control character".into());
        }
        if comp.chars().any(|c| matches!(c, '<' | '>' | ':' | '"' | '|' | '?' | '*')) {
            return Err("character not allowed in file names".into());
        }
        if comp.ends_with(['.', ' ']) {
            return Err("component ends with a dot or space".into());
        }
        let stem = comp.split('.').next().unwrap_or(comp).trim().to_ascii_uppercase();
        if RESERVED.contains(&stem.as_str()) {
            return Err(format!("reserved device name '{stem}'"));
        }
        if comp.len() > 200 {
            return Err("component longer than 200 bytes".into());
        }
        parts.push(comp);
    }
    if parts.is_empty() {
        return Err("empty name".into());
    }
    Ok(parts.join("/"))
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    const INDEX: &str = "index,name,ext,folder\n0,SLUS_010.19,,game_boot\n4586,RUE,.chr,chr\n3946,,.mtd,event/CHRUCH_NIGHT\n7,../../etc/passwd,,x\n8,CON,.txt,\n9,a\u{7}b,,\n10,\"quoted, name\",.dat,\n";
    const HASHMAP: &str = "index,hash,name,ext\n5,None,,\n6,00000000000000000000000000000000000000000000000000000000000000ff,MAYA,.chr\n";

    fn names() -> Names {
        let mut n = Names::new();
        assert_eq!(n.load_csv(INDEX, "index.csv"), Ok(CsvKind::Index));
        assert_eq!(n.load_csv(HASHMAP, "hashmap.csv"), Ok(CsvKind::Hashmap));
        n
    }

    #[test]
    fn priority_index_then_hashmap_then_kind() {
        let n = names();
        let mut rej = Vec::new();
        let mut h = [0u8; 32];
        h[31] = 0xFF;
        assert_eq!(n.resolve(4586, Some(&h), ".dat", &mut rej).path, "chr/RUE.chr");
        assert_eq!(n.resolve(4586, Some(&h), ".dat", &mut rej).source, NameSource::Index);
        let r = n.resolve(99, Some(&h), ".dat", &mut rej);
        assert_eq!((r.path.as_str(), r.source), ("MAYA.chr", NameSource::Hashmap));
        let r = n.resolve(3946, Some(&h), ".mtd", &mut rej);
        assert_eq!(r.path, "event/CHRUCH_NIGHT/MAYA.chr", "folder from the index, name via hash");
        let r = n.resolve(3946, None, ".mtd", &mut rej);
        assert_eq!(r.path, "event/CHRUCH_NIGHT/3946.mtd");
        assert_eq!(n.resolve(100, None, ".chr", &mut rej).path, "0100.chr");
        assert_eq!(n.resolve(0, None, ".exe", &mut rej).path, "game_boot/SLUS_010.19.exe");
        assert_eq!(n.resolve(10, None, ".x", &mut rej).path, "quoted, name.dat");
        assert!(rej.is_empty());
    }

    #[test]
    fn unsafe_names_are_reported_and_replaced() {
        let n = names();
        let mut rej = Vec::new();
        assert_eq!(n.resolve(7, None, ".dat", &mut rej).path, "0007.dat");
        assert_eq!(n.resolve(8, None, ".dat", &mut rej).path, "0008.dat");
        assert_eq!(n.resolve(9, None, ".dat", &mut rej).path, "0009.dat");
        let reasons: Vec<_> = rej.iter().map(|r| (r.index, r.reason.as_str())).collect();
        assert_eq!(
            reasons,
            [(7, "'..' component"), (8, "reserved device name 'CON'"), (9, "control character")]
        );
    }

    #[test]
    fn sanitize_cases() {
        assert!(sanitize_path("/etc/x").is_err());
        assert!(sanitize_path("C:\\x").is_err());
        assert!(sanitize_path("a/../b").is_err());
        assert!(sanitize_path("lpt1").is_err());
        assert!(sanitize_path("aux.chr").is_err());
        assert!(sanitize_path("").is_err());
        assert_eq!(sanitize_path("event\\TOWN_A/x.mmd"), Ok("event/TOWN_A/x.mmd".into()));
    }

    #[test]
    fn bad_csvs() {
        let mut n = Names::new();
        assert!(matches!(n.load_csv("a,b,c\n", "x.csv"), Err(NamesError::UnknownHeader { .. })));
        let e = n.load_csv("index,name,ext,folder\nfoo,a,b,c\n", "x.csv").unwrap_err();
        assert_eq!(e.to_string(), "x.csv:2: index 'foo' is not a number");
        let e = n.load_csv("index,hash,name,ext\n1,abc,a,b\n", "h.csv").unwrap_err();
        assert!(e.to_string().contains("not 64 hex digits"));
    }
}
