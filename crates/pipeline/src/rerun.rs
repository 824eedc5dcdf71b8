//! A run into a folder that holds an earlier run's output: the earlier run's manifest says what
//! it wrote, and what this run does not write again is removed when this run commits — never a
//! file no manifest names.
use std::collections::HashSet;
use std::path::Path;

use crate::error::{Error, Result};
use crate::output::{check_relative, Writer};

/// Largest manifest read back (the extract manifest of a whole disc is ~1 MB).
const MAX_MANIFEST: u64 = 64 << 20;

/// What an earlier run wrote into the folder, from its manifest.
#[derive(Debug, Clone, Default)]
pub struct Previous {
    /// Relative paths the manifest lists (checked safe; the manifest itself excluded).
    pub paths: Vec<String>,
}

/// Reads `out/manifest` when it exists; `paths_of` lists the relative paths a manifest names.
/// A manifest that is not JSON or names an unsafe path is an error that says how to proceed.
pub fn read(
    out: &Path,
    manifest: &str,
    paths_of: fn(&serde_json::Value) -> Option<Vec<String>>,
) -> Result<Option<Previous>> {
    let path = out.join(manifest);
    if !path.is_file() {
        return Ok(None);
    }
    let bytes = crate::disc::read_file(&path, MAX_MANIFEST)?;
    let refuse = |why: &str| {
        Error::format(
            Some(&path),
            format!(
                "{} is not a manifest dewrip can read back ({why}), so what the earlier run \
                 wrote into {} is unknown; remove the folder (or that file) first, or write \
                 into another folder",
                path.display(),
                out.display()
            ),
        )
    };
    let value: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|e| refuse(&e.to_string()))?;
    let paths = paths_of(&value).ok_or_else(|| refuse("not the shape dewrip writes"))?;
    for p in &paths {
        check_relative(p).map_err(|e| refuse(&e.to_string()))?;
    }
    Ok(Some(Previous { paths }))
}

/// Schedules the removal (at commit) of every path of `previous` this run does not write:
/// `written` holds this run's paths in lower case (file systems that ignore case see one file).
/// Returns the paths that will go, those that still exist.
pub fn remove_stale(
    w: &Writer,
    previous: &Previous,
    written: &HashSet<String>,
) -> Result<Vec<String>> {
    let mut gone = Vec::new();
    for p in &previous.paths {
        if written.contains(&p.to_lowercase()) {
            continue;
        }
        if std::fs::symlink_metadata(w.root().join(p)).is_ok_and(|m| !m.is_dir()) {
            w.remove_at_commit(p)?;
            gone.push(p.clone());
        }
    }
    Ok(gone)
}
