//! `dewrip info`: what the disc is and what its hidden table holds.
use std::collections::BTreeMap;

use disc::EdcStatus;
use rayon::prelude::*;
use serde::Serialize;
pub use sqfs::table::Problem;

use crate::disc::Disc;
use crate::Progress;

/// The image file.
#[derive(Debug, Serialize)]
pub struct ImageInfo {
    /// Path of the image file.
    pub path: Option<String>,
    /// Sector layout detected from the bytes.
    pub layout: String,
    /// Sectors.
    pub sectors: u32,
    /// Bytes.
    pub bytes: u64,
    /// Bytes after the last whole sector.
    pub trailing_bytes: u32,
}

/// The hidden table's extent.
#[derive(Debug, Serialize)]
pub struct TableInfo {
    /// Hidden.Directory's sector.
    pub directory_sector: u16,
    /// Hidden.ID's size field for the directory.
    pub directory_size_field: u16,
    /// Bytes of directory read.
    pub directory_bytes_read: u64,
    /// Where that size came from.
    pub size_from: &'static str,
    /// Entry slots.
    pub slots: u32,
    /// Used entries.
    pub used: u32,
    /// Unused entries.
    pub unused: u32,
    /// Unused entries at the end.
    pub trailing_unused: u32,
    /// Zero slots.
    pub zero_slots: u32,
    /// Notes from the table reader.
    pub notes: Vec<String>,
}

/// File counts.
#[derive(Debug, Serialize)]
pub struct Counts {
    /// Files with bytes.
    pub files: usize,
    /// Distinct contents.
    pub unique: usize,
    /// Copies beyond the first.
    pub duplicate_copies: usize,
    /// Contents with more than one copy.
    pub duplicate_groups: usize,
    /// Bytes of all files.
    pub bytes: u64,
    /// Bytes of the distinct contents.
    pub unique_bytes: u64,
}

/// An irregularity of one entry.
#[derive(Debug, Serialize)]
pub struct EntryProblem {
    /// Directory index.
    pub index: u32,
    /// What.
    #[serde(flatten)]
    pub problem: Problem,
}

/// A sector whose EDC does not match.
#[derive(Debug, Serialize)]
pub struct BadSector {
    /// Sector.
    pub lba: u32,
    /// The hidden-table entry whose bytes the sector holds, or null.
    pub entry: Option<u32>,
    /// What the sector belongs to, in words: `entry 144 (chr/MAYA.chr), bytes 0x800..0x1000`,
    /// `Hidden.Directory`, `the system area`, `no file`.
    pub file: String,
    /// Stored EDC.
    pub stored: String,
    /// Computed EDC.
    pub computed: String,
}

/// EDC check results.
#[derive(Debug, Serialize)]
pub struct Edc {
    /// Sectors with an EDC checked.
    pub checked: u32,
    /// Sectors without an EDC.
    pub absent: u32,
    /// Mismatches.
    pub bad: Vec<BadSector>,
}

/// The `info` report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// What the disc says it is.
    pub identity: sqfs::volume::Identity,
    /// The image.
    pub image: ImageInfo,
    /// The table.
    pub table: TableInfo,
    /// Counts.
    pub counts: Counts,
    /// Files per kind.
    pub kinds: BTreeMap<&'static str, usize>,
    /// A truncated or unreadable image: what is missing, how many entries, which files (null
    /// when the image holds every file whole).
    pub damage: Option<crate::damage::Damage>,
    /// Irregular entries.
    pub problems: Vec<EntryProblem>,
    /// Disagreements with the XA end-of-file marks (null on 2048-byte images).
    pub xa_end_check: Option<Vec<EntryProblem>>,
    /// EDC results (with `--check-edc`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edc: Option<Edc>,
}

impl Report {
    /// Whether the EDC check found bad sectors.
    pub fn bad_edc(&self) -> bool {
        self.edc.as_ref().is_some_and(|e| !e.bad.is_empty())
    }
}

/// Builds the report.
pub fn run(disc: &Disc, check_edc_too: bool, progress: &dyn Progress) -> Report {
    let vol = &disc.volume;
    let listing = disc.listing(true, progress);
    let rows = &listing.rows;
    let files: Vec<_> = rows.iter().filter(|r| !r.unused && r.size > 0).collect();
    let unique: Vec<_> = files.iter().filter(|r| r.dup_of.is_none()).collect();
    let groups: std::collections::HashSet<u32> = files.iter().filter_map(|r| r.dup_of).collect();
    let mut kinds: BTreeMap<&'static str, usize> = BTreeMap::new();
    for r in &files {
        let n = kinds.entry(r.kind).or_insert(0);
        *n = n.saturating_add(1);
    }
    let problems = vol
        .table
        .entries
        .iter()
        .flat_map(|e| {
            e.problems.iter().map(|p| EntryProblem { index: e.index, problem: p.clone() })
        })
        .collect();
    let xa = (vol.layout() != disc::Layout::Iso2048).then(|| {
        vol.check_xa_ends()
            .into_iter()
            .map(|(index, problem)| EntryProblem { index, problem })
            .collect()
    });
    let edc = check_edc_too.then(|| check_edc(disc, &listing, progress));
    let damage = crate::damage::of_listing(disc, &listing);
    let t = &vol.table;
    Report {
        identity: vol.identity(),
        image: ImageInfo {
            path: vol.disc.image_path().map(|p| p.display().to_string()),
            layout: vol.layout().to_string(),
            sectors: vol.disc.sector_count(),
            bytes: vol.disc.image_len(),
            trailing_bytes: vol.disc.trailing_bytes(),
        },
        table: TableInfo {
            directory_sector: t.hidden_id.directory.sector,
            directory_size_field: t.hidden_id.directory.size,
            directory_bytes_read: t.extent.bytes,
            size_from: t.extent.size_from,
            slots: t.extent.slots,
            used: t.extent.used,
            unused: t.extent.unused,
            trailing_unused: t.extent.trailing_unused,
            zero_slots: t.extent.zero_slots,
            notes: t.notes.clone(),
        },
        counts: Counts {
            files: files.len(),
            unique: unique.len(),
            duplicate_copies: files.len().saturating_sub(unique.len()),
            duplicate_groups: groups.len(),
            bytes: files.iter().map(|r| r.size).fold(0u64, u64::saturating_add),
            unique_bytes: unique.iter().map(|r| r.size).fold(0u64, u64::saturating_add),
        },
        kinds,
        damage,
        problems,
        xa_end_check: xa,
        edc,
    }
}

fn check_edc(disc: &Disc, listing: &sqfs::listing::Listing, progress: &dyn Progress) -> Edc {
    let vol = &disc.volume;
    let n = vol.disc.sector_count();
    progress.start("EDC", u64::from(n));
    let results: Vec<(u32, EdcStatus)> = (0..n)
        .into_par_iter()
        .map(|lba| {
            let s = vol.disc.check_edc(lba).unwrap_or(EdcStatus::Absent);
            if lba % 4096 == 4095 {
                progress.inc(4096);
                vol.disc.release(lba.saturating_sub(4095), 4096);
            }
            (lba, s)
        })
        .collect();
    progress.finish();
    let mut edc = Edc { checked: 0, absent: 0, bad: Vec::new() };
    for (lba, s) in results {
        match s {
            EdcStatus::Ok => edc.checked = edc.checked.saturating_add(1),
            EdcStatus::Absent => edc.absent = edc.absent.saturating_add(1),
            EdcStatus::Bad { stored, computed } => {
                edc.checked = edc.checked.saturating_add(1);
                let (entry, file) = whose_sector(disc, listing, lba);
                edc.bad.push(BadSector {
                    lba,
                    entry,
                    file,
                    stored: format!("{stored:#010x}"),
                    computed: format!("{computed:#010x}"),
                });
            }
        }
    }
    edc
}

/// What sector `lba` belongs to: the hidden-table entry holding it (with its name from the
/// listing and the byte range of the file in the sector), the table's own sectors, the system
/// area, or nothing.
pub fn whose_sector(
    disc: &Disc,
    listing: &sqfs::listing::Listing,
    lba: u32,
) -> (Option<u32>, String) {
    let t = &disc.volume.table;
    // Entries are in ascending LBA order; the last one starting at or before `lba` is the
    // candidate (a file may span it).
    let holder = t
        .entries
        .iter()
        .rev()
        .find(|e| e.is_file() && e.lba <= lba)
        .filter(|e| u64::from(lba) < u64::from(e.lba).saturating_add(e.sectors()));
    if let Some(e) = holder {
        let name = listing.rows.get(e.index as usize).and_then(|r| r.name.clone());
        let start = u64::from(lba.saturating_sub(e.lba)).saturating_mul(sqfs::table::SECTOR_SIZE);
        let end = start.saturating_add(sqfs::table::SECTOR_SIZE).min(e.size);
        let named = name.map_or(String::new(), |n| format!(" ({n})"));
        return (Some(e.index), format!("entry {}{named}, bytes {start:#x}..{end:#x}", e.index));
    }
    let within = |x: &sqfs::table::Extent| {
        let n = u32::from(x.size).div_ceil(2048).max(1);
        lba >= u32::from(x.sector) && lba < u32::from(x.sector).saturating_add(n)
    };
    let id = &t.hidden_id;
    let what = if lba < 16 {
        "the system area (sectors 0–15)"
    } else if within(&id.id) {
        "Hidden.ID"
    } else if within(&id.directory) {
        "Hidden.Directory"
    } else if within(&id.unknown) {
        "Hidden.Unknown"
    } else {
        "no file of the hidden table (ISO9660 structures, SYSTEM.CNF or the boot EXE, or padding)"
    };
    (None, what.to_string())
}
