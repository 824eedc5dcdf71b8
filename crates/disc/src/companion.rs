//! The data file a disc description names — a cue sheet's `FILE`, the `.img` beside a `.ccd`,
//! the `.mdf` an `.mds` names — is only ever a regular file in the description's own folder.
//!
//! A name is refused, with the description, the place in it (a line, a byte offset) and the
//! name in the error, when it is absolute (`/…`, `C:\…`, `\\server\…`), when it has a `..`
//! component, or when the file it leads to is not a regular file (a device such as
//! `/dev/zero`, a FIFO, a directory) or is a symbolic link to something outside the folder.
//! A name with other folder parts (`Game\Track 01.bin`, as sheets written on other machines
//! have) is looked for by its last component, beside the description; then ignoring case.

use std::path::{Path, PathBuf};

use crate::error::DiscError;
use crate::file::{folder_of, non_regular_kind};

/// Most folder entries looked through for a case-insensitive match.
const MAX_DIR_ENTRIES: usize = 100_000;

/// Why `name` is not a plain name of a file in the folder, if it is not.
fn outside_reason(name: &str) -> Option<&'static str> {
    let bytes = name.as_bytes();
    let drive = bytes.len() >= 2
        && bytes.first().is_some_and(u8::is_ascii_alphabetic)
        && bytes.get(1) == Some(&b':');
    if name.starts_with('/') || name.starts_with('\\') || drive || Path::new(name).is_absolute() {
        return Some("it is an absolute path");
    }
    if name.split(['/', '\\']).any(|part| part == "..") {
        return Some("it climbs out of the folder (`..`)");
    }
    None
}

/// A refusal of `name`, named at `place` in `control`.
fn refused(control: &Path, place: &str, name: &str, reason: String) -> DiscError {
    DiscError::CompanionRefused {
        control: control.to_path_buf(),
        place: place.to_string(),
        name: name.to_string(),
        reason,
        dir: folder_of(control),
    }
}

/// What `path` is when it is not a regular file (following links), for messages.
fn kind_of(path: &Path) -> Option<&'static str> {
    std::fs::metadata(path).ok().and_then(|m| non_regular_kind(&m))
}

/// The file `name` (written at `place` in `control`) stands for: `Ok(None)` when no such file
/// is beside `control`, an error when the name or the file it leads to is refused.
pub(crate) fn find(control: &Path, place: &str, name: &str) -> Result<Option<PathBuf>, DiscError> {
    if let Some(why) = outside_reason(name) {
        let what = kind_of(Path::new(name))
            .map(|k| format!(", and it is {k}, not a regular file"))
            .unwrap_or_default();
        let base = name.rsplit(['/', '\\']).find(|p| !p.is_empty() && *p != "..").unwrap_or("");
        let fix = if base.is_empty() {
            String::new()
        } else {
            format!("; name the file alone ({base:?}) and keep it beside the description")
        };
        return Err(refused(control, place, name, format!("{why}{what}{fix}")));
    }
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    if base.is_empty() || base == "." {
        return Err(refused(control, place, name, "it names no file".to_string()));
    }
    let dir = folder_of(control);
    let exact = dir.join(base);
    let found = if std::fs::symlink_metadata(&exact).is_ok() {
        Some(exact)
    } else {
        let Ok(entries) = std::fs::read_dir(&dir) else { return Ok(None) };
        let mut matches: Vec<PathBuf> = entries
            .take(MAX_DIR_ENTRIES)
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().eq_ignore_ascii_case(base))
            .map(|e| e.path())
            .collect();
        matches.sort();
        matches.into_iter().next()
    };
    let Some(path) = found else { return Ok(None) };
    let link = std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
    if link {
        let target = std::fs::canonicalize(&path);
        let home = std::fs::canonicalize(&dir);
        match (target, home) {
            (Ok(t), Ok(h)) if t.parent() == Some(h.as_path()) => {}
            (Ok(t), _) => {
                return Err(refused(
                    control,
                    place,
                    name,
                    format!(
                        "{} is a symbolic link to {}, outside the folder",
                        path.display(),
                        t.display()
                    ),
                ))
            }
            (Err(e), _) => {
                return Err(refused(
                    control,
                    place,
                    name,
                    format!("{} is a symbolic link that does not resolve ({e})", path.display()),
                ))
            }
        }
    }
    if let Some(k) = kind_of(&path) {
        return Err(refused(
            control,
            place,
            name,
            format!("{} is {k}, not a regular file", path.display()),
        ));
    }
    Ok(Some(path))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn names_that_leave_the_folder() {
        for n in ["/etc/passwd", "\\\\server\\x.bin", "C:\\games\\x.bin", "c:/x.bin", "/dev/zero"] {
            assert_eq!(outside_reason(n), Some("it is an absolute path"), "{n}");
        }
        for n in ["../x.bin", "a/../../x.bin", "..\\x.bin", ".."] {
            assert_eq!(outside_reason(n), Some("it climbs out of the folder (`..`)"), "{n}");
        }
        for n in ["x.bin", "Game\\Track 01.bin", "sub/x.bin", "..x.bin", "x..bin"] {
            assert_eq!(outside_reason(n), None, "{n}");
        }
    }
}
