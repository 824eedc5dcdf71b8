//! A damaged image, named as such by every command: a truncated rip (the table names files the
//! image does not hold) or files that could not be read. Each command says what is missing, how
//! many entries and which files; `extract` and `export` stop unless told `--allow-damaged`
//! (then they say what they skipped), and `verify` fails.
use serde::Serialize;
use sqfs::table::Truncation;

use crate::disc::Disc;
use crate::error::Error;

/// How many affected files a line of text names before "…".
const NAMED_IN_TEXT: usize = 5;

/// One file the damage touches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Affected {
    /// Directory index.
    pub index: u32,
    /// Its name from an index name table (a missing file has no bytes to hash), or null.
    pub name: Option<String>,
    /// `missing` (no byte in the image), `cut_short` (starts inside, ends past the end) or
    /// `unreadable` (the image reader failed on it).
    pub damage: &'static str,
    /// The read error, for `unreadable`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// What is wrong with an image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Damage {
    /// One sentence for people: what is missing, how many entries, which files.
    pub summary: String,
    /// The truncation, when the image ends before the table's files.
    pub truncated: Option<Truncation>,
    /// Files affected (entries of the table whose bytes are missing, cut or unreadable).
    pub files: usize,
    /// Every affected file, in directory order.
    pub affected: Vec<Affected>,
}

/// What the user can do about it, for every message that names the damage.
pub const WHAT_TO_DO: &str =
    "rip the disc again (a whole image holds every sector the table names; `dewrip info --json` \
     lists every affected entry)";

impl Damage {
    /// The indices of every affected entry.
    pub fn indices(&self) -> impl Iterator<Item = u32> + '_ {
        self.affected.iter().map(|a| a.index)
    }

    /// Whether entry `index` is affected.
    pub fn affects(&self, index: u32) -> bool {
        self.affected.binary_search_by_key(&index, |a| a.index).is_ok()
    }

    /// The error of a command that writes files from a damaged image without
    /// `--allow-damaged`: the damage, then how to proceed.
    pub fn refusal(&self, command: &str) -> Error {
        Error::format(
            None,
            format!(
                "{}. Nothing was written: {WHAT_TO_DO}, or pass --allow-damaged to {command} \
                 what the image holds (the damaged files are skipped and listed).",
                self.summary
            ),
        )
    }
}

/// Names the span and a few entries: `144 to 4933: 144 (chr/MAYA.chr), 146, …`.
fn some_entries(affected: &[Affected]) -> String {
    let span = match (affected.first(), affected.last()) {
        (Some(a), Some(b)) if a.index != b.index => format!("{} to {}: ", a.index, b.index),
        _ => String::new(),
    };
    let mut parts: Vec<String> = affected
        .iter()
        .take(NAMED_IN_TEXT)
        .map(|a| match &a.name {
            Some(n) => format!("{} ({n})", a.index),
            None => a.index.to_string(),
        })
        .collect();
    if affected.len() > NAMED_IN_TEXT {
        parts.push("…".into());
    }
    format!("{span}{}", parts.join(", "))
}

/// The damage of `disc`: its truncation (from the table) and the files the scan could not read
/// (`read_errors`: entry, error). `None` when the image holds every file whole.
pub fn check<'a>(
    disc: &Disc,
    read_errors: impl IntoIterator<Item = (u32, &'a str)>,
) -> Option<Damage> {
    let vol = &disc.volume;
    let truncated = vol.table.truncation(vol.disc.sector_count(), vol.disc.trailing_bytes());
    let mut rejected = Vec::new();
    let name =
        |index: u32, rejected: &mut Vec<_>| disc.names.resolve(index, None, "", rejected).name;
    let mut affected: Vec<Affected> = Vec::new();
    if let Some(t) = &truncated {
        for &index in &t.missing {
            let name = name(index, &mut rejected);
            affected.push(Affected { index, name, damage: "missing", error: None });
        }
        for &index in &t.cut_short {
            let name = name(index, &mut rejected);
            affected.push(Affected { index, name, damage: "cut_short", error: None });
        }
    }
    let mut unreadable = 0usize;
    for (index, error) in read_errors {
        if affected.iter().any(|a| a.index == index) {
            continue;
        }
        unreadable = unreadable.saturating_add(1);
        let name = name(index, &mut rejected);
        affected.push(Affected {
            index,
            name,
            damage: "unreadable",
            error: Some(error.to_string()),
        });
    }
    if affected.is_empty() {
        return None;
    }
    affected.sort_by_key(|a| a.index);
    let image = disc.file_name();
    let files = vol.table.entries.iter().filter(|e| !e.unused && e.subdir_len.is_none()).count();
    let mut summary = match &truncated {
        Some(t) => {
            let lost = t.missing.len().saturating_add(t.cut_short.len());
            format!(
                "{image} is truncated: it holds {} sectors{} but the hidden table's files run \
                 to sector {}; {} sectors ({}) are missing, and with them {lost} of the {files} \
                 files (entries {}{})",
                t.image_sectors,
                if t.trailing_bytes > 0 {
                    format!(" and {} bytes of a cut sector", t.trailing_bytes)
                } else {
                    String::new()
                },
                t.needed_sectors,
                t.missing_sectors,
                crate::human_bytes(t.missing_bytes()),
                some_entries(
                    &affected
                        .iter()
                        .filter(|a| a.damage != "unreadable")
                        .cloned()
                        .collect::<Vec<_>>()
                ),
                if t.cut_short.is_empty() {
                    String::new()
                } else {
                    let cut: Vec<String> =
                        t.cut_short.iter().take(NAMED_IN_TEXT).map(u32::to_string).collect();
                    format!("; cut short: {}", cut.join(", "))
                },
            )
        }
        None => format!("{image} is damaged"),
    };
    if unreadable > 0 {
        let bad: Vec<Affected> =
            affected.iter().filter(|a| a.damage == "unreadable").cloned().collect();
        summary.push_str(&format!(
            "; {unreadable} files could not be read (entries {})",
            some_entries(&bad)
        ));
    }
    Some(Damage { summary, truncated, files: affected.len(), affected })
}

/// The damage of a listing's disc: its truncation and the rows the scan could not read.
pub fn of_listing(disc: &Disc, listing: &sqfs::listing::Listing) -> Option<Damage> {
    check(disc, listing.rows.iter().filter_map(|r| r.error.as_deref().map(|e| (r.index, e))))
}
