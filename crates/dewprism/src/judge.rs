//! How a container layout fares over many files — the built-in one, a user's, an inferred one:
//! for every item, in how many files it was read, absent (its `if` did not hold), where it
//! stopped fitting and how many files never got that far; for every field, in how many files it
//! held (its `expect`/`min`/`max` on every element) and in how many it broke. `verify` reports
//! this beside the decoders' own checks (landing, domains, semantic checks).

use serde::Serialize;

use container::Layout;

use crate::layouts::{self, Format};
use crate::provenance::Sourced;
use crate::records::lengths::RecordLengths;

/// One layout judged over the files of its format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Judgement {
    /// `chr`, `mmd` or `mtd`.
    pub format: &'static str,
    /// The layout file (or `builtin:chr`…).
    pub layout: String,
    /// Where the layout came from (`builtin`, `file`, `inferred`…).
    pub source: &'static str,
    /// Files judged.
    pub files: usize,
    /// Files the whole layout fits.
    pub fitted: usize,
    /// Why the layout cannot be used at all (it lacks what the decoder reads), if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unusable: Option<String>,
    /// Per item, in the layout's order.
    pub items: Vec<ItemCount>,
}

/// One item over the files.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ItemCount {
    /// The item.
    pub item: String,
    /// Its line in the layout file.
    pub line: usize,
    /// Files where it was read (every instance fitted).
    pub read: usize,
    /// Files where its `if` did not hold or what it counts from was absent.
    pub absent: usize,
    /// Files where it is the item that did not fit.
    pub failed: usize,
    /// Files that stopped fitting at an item this one comes after.
    pub not_reached: usize,
    /// The first file where it did not fit, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_failure: Option<String>,
    /// Its fields with a condition (`expect`, `min`, `max`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldCount>,
}

/// One field with a condition, over the files where its item was evaluated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldCount {
    /// The field.
    pub field: String,
    /// Its line in the layout file.
    pub line: usize,
    /// The condition, as written (`expect 0x12345678`, `max 5`).
    pub condition: String,
    /// Files where it held on every element.
    pub held: usize,
    /// Files where it broke.
    pub broke: usize,
}

/// Judges `layout` over `files` (a label naming each, and its bytes).
pub fn judge(
    format: Format,
    layout: &Sourced<std::sync::Arc<Layout>>,
    files: &[(String, &[u8])],
    lengths: &RecordLengths,
) -> Judgement {
    let l: &Layout = &layout.value;
    let mut j = Judgement {
        format: format.name(),
        layout: l.origin.clone(),
        source: layout.source().label(),
        files: files.len(),
        fitted: 0,
        unusable: layouts::conforms(l, format).err().map(|e| e.to_string()),
        items: l
            .items
            .iter()
            .map(|it| ItemCount {
                item: it.name.clone(),
                line: it.line,
                read: 0,
                absent: 0,
                failed: 0,
                not_reached: 0,
                first_failure: None,
                fields: it
                    .fields
                    .iter()
                    .filter_map(|f| {
                        condition(f).map(|c| FieldCount {
                            field: f.name.clone(),
                            line: f.line,
                            condition: c,
                            held: 0,
                            broke: 0,
                        })
                    })
                    .collect(),
            })
            .collect(),
    };
    if j.unusable.is_some() {
        return j;
    }
    for (label, data) in files {
        let (parsed, err) = match layouts::evaluate_partly(l, data, lengths) {
            Ok(r) => r,
            Err(e) => {
                j.unusable = Some(e.to_string());
                return j;
            }
        };
        j.fitted = j.fitted.saturating_add(usize::from(err.is_none()));
        let failed_at = err.as_ref().and_then(|e| l.index(&e.item));
        // Items are read in dependency order: those after the failing one were not reached.
        let position = |i: usize| l.order().iter().position(|&x| x == i);
        let stop = failed_at.and_then(position);
        for (i, count) in j.items.iter_mut().enumerate() {
            let name = count.item.clone();
            if Some(i) == failed_at {
                count.failed = count.failed.saturating_add(1);
                if let Some(e) = &err {
                    count.first_failure.get_or_insert_with(|| format!("{label}: {e}"));
                    for f in &mut count.fields {
                        if e.why.starts_with(&format!("field {}", f.field)) {
                            f.broke = f.broke.saturating_add(1);
                        }
                    }
                }
            } else if stop.is_some_and(|s| position(i).is_none_or(|p| p > s)) {
                count.not_reached = count.not_reached.saturating_add(1);
            } else if parsed.all(&name).is_empty() {
                count.absent = count.absent.saturating_add(1);
            } else {
                count.read = count.read.saturating_add(1);
                for f in &mut count.fields {
                    f.held = f.held.saturating_add(1);
                }
            }
        }
    }
    j
}

/// A field's condition as written, if it has one.
fn condition(f: &container::Field) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(x) = f.expect {
        parts.push(format!("expect {x:#x}"));
    }
    if let Some(x) = f.min {
        parts.push(format!("min {x}"));
    }
    if let Some(x) = f.max {
        parts.push(format!("max {x}"));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}

impl Judgement {
    /// One line for people: how many files the layout fits, and the first item that does not.
    pub fn summary(&self) -> String {
        if let Some(why) = &self.unusable {
            return format!(
                "{} layout {} ({}): cannot be used: {why}",
                self.format, self.layout, self.source
            );
        }
        let mut s = format!(
            "{} layout {} ({}): fits {}/{} files",
            self.format, self.layout, self.source, self.fitted, self.files
        );
        if let Some(first) = self.items.iter().find(|i| i.failed > 0) {
            s.push_str(&format!(
                "; stops at item {} (line {}) in {} file(s), first: {}",
                first.item,
                first.line,
                first.failed,
                first.first_failure.as_deref().unwrap_or("?")
            ));
        }
        s
    }
}
