//! `probe --all`: every `.chr`, `.mmd` and `.mtd` of a disc mapped in parallel, and what the
//! files of each kind have in common: header styles (which header word points at which kind)
//! and section kinds in order.

use std::collections::BTreeMap;
use std::fmt;

use rayon::prelude::*;
use serde::Serialize;

use crate::{probe_file, LengthTable, Limits, ProbeError, RegionKind, Report, WordRole};

/// One file to probe.
#[derive(Debug, Clone, Copy)]
pub struct Input<'a> {
    /// Its label (`DISC:INDEX` or a path).
    pub label: &'a str,
    /// Its group (the sniffed kind: `chr`, `chr_nomagic`, `mmd`, `mtd`…).
    pub group: &'a str,
    /// Its bytes.
    pub bytes: &'a [u8],
}

/// One file's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FileResult {
    /// The label.
    pub file: String,
    /// The group.
    pub group: String,
    /// The map, when the probe ran.
    pub report: Option<Report>,
    /// Why it did not.
    pub error: Option<String>,
}

/// A pattern and how many files share it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pattern {
    /// The pattern.
    pub pattern: String,
    /// Files showing it.
    pub files: usize,
}

/// What one group's files have in common.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Group {
    /// The group.
    pub group: String,
    /// Files probed.
    pub files: usize,
    /// Header styles, commonest first: the header's u32 words with what each points at.
    pub header_styles: Vec<Pattern>,
    /// Section kinds in order (runs of one kind folded as `kind×n`), commonest first.
    pub section_orders: Vec<Pattern>,
    /// Regions of each kind over all files.
    pub kinds: BTreeMap<RegionKind, usize>,
}

/// The result of `probe --all`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Where the record lengths came from.
    pub record_lengths_source: dewprism::Source,
    /// Per group.
    pub groups: Vec<Group>,
    /// Per file, in input order.
    pub files: Vec<FileResult>,
}

fn bump(n: &mut usize) {
    *n = n.saturating_add(1);
}

/// Most patterns listed per group.
const MAX_PATTERNS: usize = 12;

/// The header style of a report: `@0x04->skeleton @0x08->unknown …` (zero and plain values
/// shown as `0` and `v`, a content end as `end`).
pub fn header_style(r: &Report) -> String {
    if r.header.is_empty() {
        return "(no unknown header)".into();
    }
    r.header
        .iter()
        .map(|w| {
            let role = match &w.role {
                WordRole::Offset { kind } => format!("->{kind}"),
                WordRole::End => "end".into(),
                WordRole::Zero => "0".into(),
                WordRole::Value => "v".into(),
            };
            format!("@{:#04x}{role}", w.at)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The section kinds of a report in order, runs folded: `unknown skeleton unknown vertices×34 …`.
pub fn section_order(r: &Report) -> String {
    let mut out: Vec<(RegionKind, usize)> = Vec::new();
    for reg in &r.regions {
        match out.last_mut() {
            Some((k, n)) if *k == reg.kind => *n = n.saturating_add(1),
            _ => out.push((reg.kind, 1)),
        }
    }
    out.iter()
        .map(|(k, n)| if *n > 1 { format!("{k}×{n}") } else { k.id().to_string() })
        .collect::<Vec<_>>()
        .join(" ")
}

fn top(counts: BTreeMap<String, usize>) -> Vec<Pattern> {
    let mut v: Vec<Pattern> =
        counts.into_iter().map(|(pattern, files)| Pattern { pattern, files }).collect();
    v.sort_by(|a, b| b.files.cmp(&a.files).then(a.pattern.cmp(&b.pattern)));
    v.truncate(MAX_PATTERNS);
    v
}

/// Probes every input in parallel and summarises each group.
pub fn probe_all(inputs: &[Input<'_>], lengths: &LengthTable, limits: &Limits) -> Summary {
    let files: Vec<FileResult> = inputs
        .par_iter()
        .map(|i| match probe_file(i.bytes, lengths, i.label, limits) {
            Ok(r) => FileResult {
                file: i.label.to_string(),
                group: i.group.to_string(),
                report: Some(r),
                error: None,
            },
            Err(e) => FileResult {
                file: i.label.to_string(),
                group: i.group.to_string(),
                report: None,
                error: Some(e.to_string()),
            },
        })
        .collect();
    let mut by_group: BTreeMap<&str, Vec<&FileResult>> = BTreeMap::new();
    for f in &files {
        by_group.entry(f.group.as_str()).or_default().push(f);
    }
    let groups = by_group
        .into_iter()
        .map(|(g, fs)| {
            let mut styles: BTreeMap<String, usize> = BTreeMap::new();
            let mut orders: BTreeMap<String, usize> = BTreeMap::new();
            let mut kinds: BTreeMap<RegionKind, usize> = BTreeMap::new();
            for r in fs.iter().filter_map(|f| f.report.as_ref()) {
                bump(styles.entry(header_style(r)).or_default());
                bump(orders.entry(section_order(r)).or_default());
                for reg in &r.regions {
                    bump(kinds.entry(reg.kind).or_default());
                }
            }
            Group {
                group: g.to_string(),
                files: fs.len(),
                header_styles: top(styles),
                section_orders: top(orders),
                kinds,
            }
        })
        .collect();
    Summary { record_lengths_source: lengths.source(), groups, files }
}

/// Probes every distinct `.chr` (with and without magic), `.mmd` and `.mtd` of a volume: one
/// copy per content (the first), labelled `DISC:INDEX`.
pub fn probe_volume(
    vol: &sqfs::volume::Volume,
    disc_label: &str,
    lengths: &LengthTable,
    limits: &Limits,
) -> Result<Summary, ProbeError> {
    probe_volume_with(vol, disc_label, lengths, limits, &|| {})
}

/// [`probe_volume`], calling `scanned` once per table entry scanned (for a progress display).
pub fn probe_volume_with(
    vol: &sqfs::volume::Volume,
    disc_label: &str,
    lengths: &LengthTable,
    limits: &Limits,
    scanned: &(dyn Fn() + Sync),
) -> Result<Summary, ProbeError> {
    use sqfs::sniff::Kind as K;
    let infos = vol.scan(true, scanned);
    let mut seen = std::collections::BTreeSet::new();
    let mut picked: Vec<(String, &'static str, Vec<u8>)> = Vec::new();
    for (e, info) in vol.table.entries.iter().zip(&infos) {
        if !matches!(info.kind, K::Chr | K::ChrNomagic | K::Mmd | K::Mtd) {
            continue;
        }
        if let Some(h) = info.sha256 {
            if !seen.insert(h) {
                continue;
            }
        }
        let bytes = vol.file_bytes(e).map_err(|err| ProbeError::Disc(err.to_string()))?;
        picked.push((format!("{disc_label}:{}", e.index), info.kind.id(), bytes.into_owned()));
    }
    let inputs: Vec<Input<'_>> =
        picked.iter().map(|(l, g, b)| Input { label: l, group: g, bytes: b }).collect();
    Ok(probe_all(&inputs, lengths, limits))
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "record lengths: {}", self.record_lengths_source.label())?;
        for g in &self.groups {
            writeln!(f, "{} ({} files)", g.group, g.files)?;
            let kinds: Vec<String> = g.kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
            writeln!(f, "  regions: {}", kinds.join(", "))?;
            writeln!(f, "  header styles:")?;
            for p in &g.header_styles {
                writeln!(f, "    {:>5}  {}", p.files, p.pattern)?;
            }
            writeln!(f, "  section kinds in order:")?;
            for p in &g.section_orders {
                writeln!(f, "    {:>5}  {}", p.files, p.pattern)?;
            }
        }
        let errors: Vec<&FileResult> = self.files.iter().filter(|f| f.error.is_some()).collect();
        for e in errors {
            writeln!(f, "error: {}", e.error.as_deref().unwrap_or(""))?;
        }
        Ok(())
    }
}
