//! What dewrip's provisional layout expected against what the probe found: for `verify` and the
//! decoders when the layout fails, so a user with a real disc can see, and report, the real
//! layout.

use std::fmt;

use serde::Serialize;

use crate::{Region, RegionKind, Report};

/// One section dewrip's layout expected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Expectation {
    /// What it is, in words ("the vertex array of part 3").
    pub what: String,
    /// The kind the probe would see there.
    pub kind: RegionKind,
    /// Where the layout put it.
    pub start: usize,
}

/// How one expectation fared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum Outcome {
    /// A region of the expected kind starts there.
    Found,
    /// No region of that kind starts there; the nearest one starts elsewhere.
    Elsewhere {
        /// Its start.
        start: usize,
        /// Its end.
        end: usize,
        /// The pointer words naming it.
        referenced_by: Vec<usize>,
    },
    /// The file has no region of that kind.
    Missing,
}

/// One line of the comparison.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The expectation.
    pub expected: Expectation,
    /// What the region at the expected start is (kind and start), if any.
    pub there: Option<(RegionKind, usize)>,
    /// The outcome.
    #[serde(flatten)]
    pub outcome: Outcome,
}

/// The comparison of a layout's expectations with a probe report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Comparison {
    /// The file.
    pub file: String,
    /// What the layout's reader said (its error).
    pub layout_error: String,
    /// One line per expectation.
    pub lines: Vec<Line>,
    /// Every header word that points at a region start: (word offset, region kind, start).
    pub pointers: Vec<(usize, RegionKind, usize)>,
    /// How many expectations were found where the layout put them.
    pub found: usize,
}

/// Compares `expected` (what dewrip's layout expected, e.g. the chr reader's section starts)
/// with `report`, and carries the layout's error along.
pub fn compare(report: &Report, layout_error: &str, expected: &[Expectation]) -> Comparison {
    let lines: Vec<Line> = expected
        .iter()
        .map(|e| {
            let there = report.at(e.start).map(|r| (r.kind, r.start));
            let exact = report.regions.iter().any(|r| r.kind == e.kind && r.start == e.start);
            let outcome = if exact {
                Outcome::Found
            } else {
                match report.of_kind(e.kind).min_by_key(|r| (r.start.abs_diff(e.start), r.start)) {
                    Some(r) => Outcome::Elsewhere {
                        start: r.start,
                        end: r.end,
                        referenced_by: r.referenced_by.clone(),
                    },
                    None => Outcome::Missing,
                }
            };
            Line { expected: e.clone(), there, outcome }
        })
        .collect();
    let mut pointers: Vec<(usize, RegionKind, usize)> = report
        .regions
        .iter()
        .flat_map(|r: &Region| r.referenced_by.iter().map(move |&w| (w, r.kind, r.start)))
        .collect();
    pointers.sort_unstable();
    let found = lines.iter().filter(|l| l.outcome == Outcome::Found).count();
    Comparison {
        file: report.file.clone(),
        layout_error: layout_error.to_string(),
        lines,
        pointers,
        found,
    }
}

fn refs(v: &[usize]) -> String {
    if v.is_empty() {
        "referenced by no header word".into()
    } else {
        let w: Vec<String> = v.iter().map(|x| format!("@{x:#x}")).collect();
        format!("referenced by header word {}", w.join(", "))
    }
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}: dewrip's layout failed: {}", self.file, self.layout_error)?;
        writeln!(
            f,
            "what the file holds, against what the layout expected ({} of {} where expected):",
            self.found,
            self.lines.len()
        )?;
        for l in &self.lines {
            let e = &l.expected;
            match &l.outcome {
                Outcome::Found => writeln!(
                    f,
                    "  our layout expected {} at {:#x}; probe found {} there",
                    e.what, e.start, e.kind
                )?,
                Outcome::Elsewhere { start, end, referenced_by } => {
                    let there = match l.there {
                        Some((k, s)) => format!(" (at {:#x}: {k} from {s:#x})", e.start),
                        None => String::new(),
                    };
                    writeln!(
                        f,
                        "  our layout expected {} at {:#x}{there}; probe found {} at {start:#x}..{end:#x} {}",
                        e.what,
                        e.start,
                        e.kind,
                        refs(referenced_by)
                    )?
                }
                Outcome::Missing => writeln!(
                    f,
                    "  our layout expected {} at {:#x}; probe found no {} anywhere in the file",
                    e.what, e.start, e.kind
                )?,
            }
        }
        if !self.pointers.is_empty() {
            writeln!(f, "header words that point at region starts:")?;
            for (w, k, s) in &self.pointers {
                writeln!(f, "  @{w:#x} -> {k} at {s:#x}")?;
            }
        }
        Ok(())
    }
}
