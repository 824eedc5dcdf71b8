//! The listing behind `dewrip ls` and `dewrip extract`: one row per directory entry with its
//! kind, hash, duplicate group and name.

use crate::dedup;
use crate::dot1::Member;
use crate::names::{NameSource, Names, Rejected};
use crate::table::Problem;
use crate::volume::{FileInfo, Volume};

/// One row per directory entry. The JSON field names are a contract (`dewrip ls --json`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Row {
    /// Directory index.
    pub index: u32,
    /// First sector (absolute LBA).
    pub lba: u32,
    /// Exact size in bytes.
    pub size: u64,
    /// Entry unused (bit 23).
    pub unused: bool,
    /// Sniffed kind (stable identifier).
    pub kind: &'static str,
    /// SHA-256 of the exact bytes, lowercase hex; null for unused entries.
    pub sha256: Option<String>,
    /// Index of the first identical copy, or null.
    pub dup_of: Option<u32>,
    /// Name from the name tables (`NAME.ext`), or null.
    pub name: Option<String>,
    /// Relative output path `extract` uses.
    pub path: String,
    /// Where the path came from: `index`, `hashmap` or `kind`.
    pub name_source: NameSource,
    /// Unused bytes in the last sector.
    pub tail_bytes: u32,
    /// Irregularities of this entry.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub problems: Vec<Problem>,
    /// DOT1 members, for archives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub members: Option<Vec<Member>>,
    /// A read error, if the file could not be read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// A whole listing.
#[derive(Debug, Clone)]
pub struct Listing {
    /// The rows.
    pub rows: Vec<Row>,
    /// Names rejected as unsafe.
    pub rejected: Vec<Rejected>,
    /// Rows whose path clashed with an earlier row's (ignoring case) and got the index.
    pub renamed: Vec<output::Renamed>,
}

impl Listing {
    /// Builds the listing: scans (and hashes) every file, groups duplicates, applies names.
    pub fn build(vol: &Volume, names: &Names, hash: bool, progress: &(dyn Fn() + Sync)) -> Listing {
        let infos = vol.scan(hash, progress);
        Listing::from_scan(vol, names, &infos)
    }

    /// Builds the listing from a finished scan.
    pub fn from_scan(vol: &Volume, names: &Names, infos: &[FileInfo]) -> Listing {
        let digests: Vec<Option<[u8; 32]>> = vol
            .table
            .entries
            .iter()
            .zip(infos)
            .map(|(e, i)| if e.unused { None } else { i.sha256 })
            .collect();
        let dups = dedup::dup_of(&digests);
        let mut rejected = Vec::new();
        let mut rows: Vec<Row> = vol
            .table
            .entries
            .iter()
            .zip(infos)
            .zip(&dups)
            .map(|((e, info), dup)| {
                let resolved =
                    names.resolve(e.index, info.sha256.as_ref(), info.kind.ext(), &mut rejected);
                Row {
                    index: e.index,
                    lba: e.lba,
                    size: e.size,
                    unused: e.unused,
                    kind: info.kind.id(),
                    sha256: if e.unused { None } else { info.sha256.as_ref().map(dedup::hex) },
                    dup_of: dup.and_then(|d| u32::try_from(d).ok()),
                    name: resolved.name,
                    path: resolved.path,
                    name_source: resolved.source,
                    tail_bytes: e.tail_bytes,
                    problems: e.problems.clone(),
                    members: info.dot1.as_ref().map(|d| d.members.clone()),
                    error: info.error.clone(),
                }
            })
            .collect();
        // Two entries may resolve to the same path (names invented per row, case folded by a
        // file system): later ones get the index appended, through the one output plan, so a
        // listing's paths are distinct ignoring case and extraction never overwrites.
        let mut plan = output::Plan::new();
        for row in &mut rows {
            let tag = format!("{:04}", row.index);
            if let Ok(path) = plan.claim_or_rename(&row.path, &tag) {
                row.path = path;
            } else if let Ok(path) = plan.claim_or_rename(&format!("{tag}.{}", row.kind), &tag) {
                // Names are sanitized before this; an unsafe one falls back to the index.
                row.path = path;
            }
        }
        let renamed = plan.renamed().to_vec();
        Listing { rows, rejected, renamed }
    }
}
