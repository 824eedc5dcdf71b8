//! Output that is never lost and never overwrites: every path of a run is planned first
//! ([`Plan`]), then written by one [`Writer`] that keeps a journal of what it created.
//!
//! * **Planning.** Every output path of a run (names from the tables, renamed duplicates,
//!   `--decompress` outputs, reports) is claimed in a [`Plan`] before anything is written. A
//!   claim fails when the path equals another one — compared case-insensitively, because users
//!   copy these folders to Windows and macOS — or when a file would sit where another path
//!   needs a folder (`a/b` and `a/b/c`). [`Plan::claim_or_rename`] resolves a clash by a
//!   suffix; the caller reports every rename.
//! * **Writing without a temporary file per file.** A new file is created with `create_new`
//!   (`O_EXCL`) at its final path and written once: the same metadata work as `cp -r`. What the
//!   run created — files and folders — is in the writer's journal; on any error, on SIGINT or
//!   SIGTERM, or when the writer is dropped without [`Writer::commit`], everything in the
//!   journal is removed, so a failed run leaves the output folder as it found it. Only a file
//!   that already exists (an earlier run) is written to a hidden sibling
//!   (`.NAME.dewrip-tmp`) and renamed over the old one at commit, so the old bytes survive a
//!   failed run. Folders written by another library (export, gallery) go through a staging
//!   folder inside the output folder and are renamed into place at commit: a staged folder
//!   ([`Writer::stage_folder`]) replaces the folder of its name; a staged root
//!   ([`Writer::stage_root`]) is merged file by file, so nothing else in the output folder is
//!   touched. Files an earlier run wrote and this one does not are removed at commit only when
//!   the caller names them ([`Writer::remove_at_commit`], from that run's own manifest).
//! * **Errors.** A full disk is `disk full while writing PATH`; every other OS error names the
//!   path once.
use std::collections::{HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{IoSlice, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use serde::Serialize;

mod error;

pub use error::{is_disk_full, Clash, Error, IoError, Result};

/// A path moved aside because it clashed with another output of the run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Renamed {
    /// The path asked for.
    pub wanted: String,
    /// The path used.
    pub path: String,
    /// The output it clashed with.
    pub clashed_with: String,
}

/// Every output path of one run, checked against every other before anything is written.
#[derive(Debug, Default)]
pub struct Plan {
    /// Lower-cased file path → the path as claimed.
    files: HashMap<String, String>,
    /// Lower-cased folder path → a file under it (for messages).
    folders: HashMap<String, String>,
    /// Paths in claiming order.
    order: Vec<String>,
    /// Renames made by [`Plan::claim_or_rename`].
    renamed: Vec<Renamed>,
}

/// Checks that `rel` is a `/`-separated relative path with no empty, `.` or `..` component.
pub fn check_relative(rel: &str) -> Result<(), Clash> {
    let unsafe_ = |reason| Err(Clash::Unsafe { path: rel.to_string(), reason });
    if rel.is_empty() {
        return unsafe_("empty");
    }
    if rel.starts_with('/') || rel.contains('\\') || rel.contains(':') {
        return unsafe_("absolute, or with a drive or backslash");
    }
    for c in rel.split('/') {
        if c.is_empty() || c == "." || c == ".." {
            return unsafe_("an empty, '.' or '..' component");
        }
        if c.chars().any(char::is_control) {
            return unsafe_("a control character");
        }
    }
    Ok(())
}

fn key(s: &str) -> String {
    s.to_lowercase()
}

/// The folders above `rel`: `a/b/c` → `a`, `a/b`.
fn ancestors(rel: &str) -> impl Iterator<Item = &str> {
    rel.match_indices('/').map(move |(i, _)| rel.get(..i).unwrap_or(""))
}

impl Plan {
    /// An empty plan.
    pub fn new() -> Plan {
        Plan::default()
    }

    /// Whether `rel` could be claimed now, and if not, why.
    pub fn check(&self, rel: &str) -> Result<(), Clash> {
        check_relative(rel)?;
        let k = key(rel);
        if let Some(other) = self.files.get(&k) {
            return Err(Clash::Same { path: rel.to_string(), other: other.clone() });
        }
        if let Some(other) = self.folders.get(&k) {
            return Err(Clash::FileVersusFolder { path: rel.to_string(), other: other.clone() });
        }
        for a in ancestors(rel) {
            if let Some(other) = self.files.get(&key(a)) {
                return Err(Clash::FileVersusFolder {
                    path: rel.to_string(),
                    other: other.clone(),
                });
            }
        }
        Ok(())
    }

    /// Claims `rel` exactly.
    pub fn claim(&mut self, rel: &str) -> Result<(), Clash> {
        self.check(rel)?;
        for a in ancestors(rel) {
            self.folders.entry(key(a)).or_insert_with(|| rel.to_string());
        }
        self.files.insert(key(rel), rel.to_string());
        self.order.push(rel.to_string());
        Ok(())
    }

    /// Claims `rel`, or when it clashes the first free of `STEM_TAG.EXT`, `STEM_TAG_2.EXT`, …
    /// (and, when a folder of `rel` is the problem, the same with the folders joined by `_`).
    /// Every rename is recorded ([`Plan::renamed`]). Fails only for an unsafe path.
    pub fn claim_or_rename(&mut self, rel: &str, tag: &str) -> Result<String, Clash> {
        let first = match self.claim(rel) {
            Ok(()) => return Ok(rel.to_string()),
            Err(e @ Clash::Unsafe { .. }) => return Err(e),
            Err(Clash::Same { other, .. } | Clash::FileVersusFolder { other, .. }) => other,
        };
        let flat = rel.replace('/', "_");
        for base in [rel, flat.as_str()] {
            let (dir, file) = match base.rsplit_once('/') {
                Some((d, f)) => (Some(d), f),
                None => (None, base),
            };
            // The extension is the original file name's, so `a.bin/c` flattens to `a.bin_c`.
            let leaf = rel.rsplit('/').next().unwrap_or(rel);
            let ext = match leaf.rfind('.') {
                Some(dot) if dot > 0 => leaf.get(dot..).unwrap_or(""),
                _ => "",
            };
            let stem = file.strip_suffix(ext).unwrap_or(file);
            for n in 1..=64u32 {
                let suffix = if n == 1 { format!("_{tag}") } else { format!("_{tag}_{n}") };
                let name = format!("{stem}{suffix}{ext}");
                let candidate = match dir {
                    Some(d) => format!("{d}/{name}"),
                    None => name,
                };
                if self.claim(&candidate).is_ok() {
                    self.renamed.push(Renamed {
                        wanted: rel.to_string(),
                        path: candidate.clone(),
                        clashed_with: first,
                    });
                    return Ok(candidate);
                }
            }
        }
        Err(Clash::Same { path: rel.to_string(), other: first })
    }

    /// Renames made so far.
    pub fn renamed(&self) -> &[Renamed] {
        &self.renamed
    }

    /// Claimed paths in claiming order.
    pub fn paths(&self) -> &[String] {
        &self.order
    }

    /// Number of claimed paths.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// No path claimed.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }
}

// ---------------------------------------------------------------------------------------------
// Signals

static INTERRUPTED: OnceLock<Arc<AtomicBool>> = OnceLock::new();
static TERMINATED: OnceLock<Arc<AtomicBool>> = OnceLock::new();
static IDLE: OnceLock<Arc<AtomicBool>> = OnceLock::new();
static ACTIVE: AtomicUsize = AtomicUsize::new(0);

/// Installs the SIGINT/SIGTERM handlers (once): while no [`Writer`] is active the process
/// exits at once (status 130 / 143: nothing of the run is on disk); while one is, the signal
/// only sets a flag that the writer checks before each file, and the writer removes what the
/// run wrote before the error reaches `main`.
pub fn install_signal_handlers() {
    let idle = IDLE.get_or_init(|| Arc::new(AtomicBool::new(true)));
    let int = INTERRUPTED.get_or_init(|| Arc::new(AtomicBool::new(false)));
    let term = TERMINATED.get_or_init(|| Arc::new(AtomicBool::new(false)));
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        use signal_hook::consts::{SIGINT, SIGTERM};
        // Order matters: the conditional exit runs first and only when idle.
        let _ = signal_hook::flag::register_conditional_shutdown(SIGINT, 130, Arc::clone(idle));
        let _ = signal_hook::flag::register_conditional_shutdown(SIGTERM, 143, Arc::clone(idle));
        let _ = signal_hook::flag::register(SIGINT, Arc::clone(int));
        let _ = signal_hook::flag::register(SIGTERM, Arc::clone(term));
    });
}

/// The signal received, if any.
pub fn interrupted() -> Option<&'static str> {
    if INTERRUPTED.get().is_some_and(|f| f.load(Ordering::SeqCst)) {
        return Some("SIGINT");
    }
    if TERMINATED.get().is_some_and(|f| f.load(Ordering::SeqCst)) {
        return Some("SIGTERM");
    }
    None
}

fn set_active(on: bool) {
    let n = if on {
        ACTIVE.fetch_add(1, Ordering::SeqCst).saturating_add(1)
    } else {
        ACTIVE.fetch_sub(1, Ordering::SeqCst).saturating_sub(1)
    };
    if let Some(idle) = IDLE.get() {
        idle.store(n == 0, Ordering::SeqCst);
    }
}

// ---------------------------------------------------------------------------------------------
// Writer

#[derive(Debug, Default)]
struct Journal {
    /// Files this run created at their final path.
    files: Vec<PathBuf>,
    /// Folders this run created (parents before children).
    folders: Vec<PathBuf>,
    /// `(temporary, final)`: files that replace an existing file at commit.
    replacements: Vec<(PathBuf, PathBuf)>,
    /// `(staged, final)`: folders renamed into place at commit.
    staged: Vec<(PathBuf, PathBuf)>,
    /// Staged folders whose files are moved into the root at commit.
    staged_contents: Vec<PathBuf>,
    /// Files of an earlier run removed at commit (relative paths).
    stale: Vec<String>,
    /// Folders known to exist (created or found).
    known: HashSet<PathBuf>,
}

/// Writes the files of one run under a root folder, all or nothing (see the module docs).
#[derive(Debug)]
pub struct Writer {
    root: PathBuf,
    journal: Mutex<Journal>,
    stage: OnceLock<PathBuf>,
    done: bool,
}

/// What a committed run wrote.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Committed {
    /// Files created.
    pub created: usize,
    /// Existing files replaced.
    pub replaced: usize,
    /// Staged folders moved into place (a staged root: files merged into place).
    pub folders: usize,
    /// Files of an earlier run removed ([`Writer::remove_at_commit`]).
    pub removed: usize,
}

fn lock(m: &Mutex<Journal>) -> std::sync::MutexGuard<'_, Journal> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Writer {
    /// Starts a run writing under `root` (created if missing, and then removed again if the
    /// run fails).
    pub fn begin(root: &Path) -> Result<Writer> {
        install_signal_handlers();
        set_active(true);
        let w = Writer {
            root: root.to_path_buf(),
            journal: Mutex::new(Journal::default()),
            stage: OnceLock::new(),
            done: false,
        };
        w.ensure_folder(root)?;
        Ok(w)
    }

    /// The root folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Fails with [`Error::Interrupted`] (after removing what the run wrote) when a signal
    /// arrived. Writers call it before each file; long stages may call it between steps.
    pub fn check_signal(&self) -> Result<()> {
        match interrupted() {
            Some(signal) => {
                self.rollback();
                Err(Error::Interrupted { signal })
            }
            None => Ok(()),
        }
    }

    /// Creates `dir` and its missing parents, journaling each one created.
    fn ensure_folder(&self, dir: &Path) -> Result<()> {
        if lock(&self.journal).known.contains(dir) {
            return Ok(());
        }
        let mut missing = Vec::new();
        let mut cur = Some(dir);
        while let Some(d) = cur {
            if d.as_os_str().is_empty() {
                break;
            }
            match std::fs::symlink_metadata(d) {
                Ok(m) if m.is_dir() || (m.file_type().is_symlink() && d.is_dir()) => break,
                Ok(_) => return Err(in_the_way(d)),
                Err(_) => missing.push(d.to_path_buf()),
            }
            cur = d.parent();
        }
        for d in missing.into_iter().rev() {
            match std::fs::create_dir(&d) {
                Ok(()) => lock(&self.journal).folders.push(d.clone()),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && d.is_dir() => {}
                Err(e) => {
                    if e.kind() == std::io::ErrorKind::AlreadyExists || e.raw_os_error() == Some(20)
                    {
                        return Err(in_the_way(&d));
                    }
                    return Err(Error::io("cannot create folder", d, e));
                }
            }
        }
        lock(&self.journal).known.insert(dir.to_path_buf());
        Ok(())
    }

    /// Writes `bytes` to `root/rel` (a path from the run's [`Plan`]).
    pub fn write(&self, rel: &str, bytes: &[u8]) -> Result<()> {
        self.write_spans(rel, &[bytes])
    }

    /// Writes the concatenation of `spans` to `root/rel` with vectored writes: a file read
    /// from a raw disc image goes out sector by sector straight from the mapping, uncopied.
    pub fn write_spans(&self, rel: &str, spans: &[&[u8]]) -> Result<()> {
        check_relative(rel)?;
        self.write_path_spans(&self.root.join(rel), spans)
    }

    /// Writes `bytes` to `path`, which must lie under the root.
    pub fn write_path(&self, path: &Path, bytes: &[u8]) -> Result<()> {
        self.write_path_spans(path, &[bytes])
    }

    fn write_path_spans(&self, path: &Path, bytes: &[&[u8]]) -> Result<()> {
        let f = self.open_path(path)?;
        write_all(f, path, bytes)
    }

    /// Opens `root/rel` (a path from the run's [`Plan`]) for a file written in pieces, one too
    /// large to hold in memory: journaled like [`Writer::write`]'s files, so a failed or
    /// interrupted run removes it. Call [`Piecewise::finish`] when it is complete.
    pub fn create(&self, rel: &str) -> Result<Piecewise> {
        check_relative(rel)?;
        let path = self.root.join(rel);
        let file = self.open_path(&path)?;
        Ok(Piecewise { file, path })
    }

    /// Opens `path` for writing: a new file at its final path (journaled), a device or pipe
    /// as it is, an existing file through a hidden sibling renamed over it at commit.
    fn open_path(&self, path: &Path) -> Result<File> {
        self.check_signal()?;
        if let Some(parent) = path.parent() {
            self.ensure_folder(parent)?;
        }
        match OpenOptions::new().write(true).create_new(true).open(path) {
            Ok(f) => {
                lock(&self.journal).files.push(path.to_path_buf());
                Ok(f)
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let meta = std::fs::symlink_metadata(path).ok();
                let special = meta.as_ref().is_some_and(|m| {
                    let t = m.file_type();
                    !t.is_file() && !t.is_dir() && !t.is_symlink()
                });
                if special {
                    // A device or pipe (`/dev/null`, a FIFO): write into it, never replace it.
                    return OpenOptions::new()
                        .write(true)
                        .open(path)
                        .map_err(|e| Error::io("cannot write", path.to_path_buf(), e));
                }
                if meta.is_some_and(|m| m.is_dir()) {
                    return Err(Error::io(
                        "cannot write",
                        path,
                        std::io::Error::new(
                            std::io::ErrorKind::AlreadyExists,
                            "a folder with that name is in the way",
                        ),
                    ));
                }
                let tmp = temp_sibling(path);
                let _ = std::fs::remove_file(&tmp); // a stale one from a killed run
                let f = OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(&tmp)
                    .map_err(|e| Error::io("cannot create", tmp.clone(), e))?;
                lock(&self.journal).replacements.push((tmp.clone(), path.to_path_buf()));
                // Errors name the final path: the temporary is an implementation detail.
                Ok(f)
            }
            Err(e) => Err(Error::io("cannot create", path.to_path_buf(), e)),
        }
    }

    /// A fresh staging folder inside the root for a library that writes a folder tree itself;
    /// see [`Writer::stage_folder`].
    fn stage(&self) -> Result<&Path> {
        if let Some(s) = self.stage.get() {
            return Ok(s);
        }
        let s = self.root.join(format!(".dewrip-stage-{}", std::process::id()));
        if s.exists() {
            std::fs::remove_dir_all(&s).map_err(|e| Error::io("cannot remove", s.clone(), e))?;
        }
        self.ensure_folder(&s)?;
        Ok(self.stage.get_or_init(|| s))
    }

    /// A staging folder for `rel` (a folder path of the plan): write into it, and at commit it
    /// is renamed to `root/rel` (an existing `root/rel` is replaced then).
    pub fn stage_folder(&self, rel: &str) -> Result<PathBuf> {
        check_relative(rel)?;
        self.check_signal()?;
        let staged = self.stage()?.join(rel);
        self.ensure_folder(&staged)?;
        lock(&self.journal).staged.push((staged.clone(), self.root.join(rel)));
        Ok(staged)
    }

    /// A staging folder whose files are moved into the root at commit, each replacing only the
    /// file of the same path: for a library that writes a whole site into a folder that may
    /// hold other things (an export folder, the user's files). Nothing else is removed.
    pub fn stage_root(&self) -> Result<PathBuf> {
        self.check_signal()?;
        let staged = self.stage()?.join(".root");
        self.ensure_folder(&staged)?;
        lock(&self.journal).staged_contents.push(staged.clone());
        Ok(staged)
    }

    /// Removes `rel` (a file an earlier run wrote, which this run does not write) when the run
    /// commits; a failed run leaves it. Only regular files and symlinks are removed; folders
    /// the removal leaves empty are removed too, up to the root. The caller makes sure the path
    /// is not one this run writes (compared ignoring case).
    pub fn remove_at_commit(&self, rel: &str) -> Result<()> {
        check_relative(rel)?;
        lock(&self.journal).stale.push(rel.to_string());
        Ok(())
    }

    /// Moves every file under `staged` to the same relative path under `dst`, replacing a file
    /// there; folders are created as needed and merged, never replaced.
    fn merge_into_place(&self, staged: &Path, dst: &Path) -> Result<usize> {
        let mut moved = 0usize;
        let mut pending = vec![(staged.to_path_buf(), dst.to_path_buf())];
        while let Some((from, to)) = pending.pop() {
            let rd =
                std::fs::read_dir(&from).map_err(|e| Error::io("cannot read", from.clone(), e))?;
            let mut names: Vec<(std::ffi::OsString, bool)> = rd
                .flatten()
                .map(|e| (e.file_name(), e.file_type().is_ok_and(|t| t.is_dir())))
                .collect();
            names.sort();
            for (n, is_dir) in names {
                let (src, target) = (from.join(&n), to.join(&n));
                if is_dir {
                    self.ensure_folder(&target)?;
                    pending.push((src, target));
                    continue;
                }
                if std::fs::symlink_metadata(&target).is_ok_and(|m| m.is_dir()) {
                    return Err(Error::io(
                        "cannot replace",
                        target,
                        std::io::Error::new(
                            std::io::ErrorKind::AlreadyExists,
                            "a folder with that name is in the way",
                        ),
                    ));
                }
                std::fs::rename(&src, &target)
                    .map_err(|e| Error::io("cannot move into place", target.clone(), e))?;
                moved = moved.saturating_add(1);
            }
        }
        Ok(moved)
    }

    /// Renames `staged` to `dst`; an existing `dst` is moved aside first and removed after.
    fn move_into_place(&self, staged: &Path, dst: &Path) -> Result<()> {
        if let Some(parent) = dst.parent() {
            self.ensure_folder(parent)?;
        }
        let old = self.stage()?.join(format!(
            ".old-{}",
            dst.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
        ));
        let had_old = std::fs::symlink_metadata(dst).is_ok();
        if had_old {
            let _ = remove_any(&old);
            std::fs::rename(dst, &old)
                .map_err(|e| Error::io("cannot replace", dst.to_path_buf(), e))?;
        }
        if let Err(e) = std::fs::rename(staged, dst) {
            if had_old {
                let _ = std::fs::rename(&old, dst);
            }
            return Err(Error::io("cannot move into place", dst.to_path_buf(), e));
        }
        if had_old {
            let _ = remove_any(&old);
        }
        Ok(())
    }

    /// Ends the run: renames the replacements and staged folders into place and forgets the
    /// journal. A signal that arrived before is honoured (the run is rolled back).
    pub fn commit(mut self) -> Result<Committed> {
        self.check_signal()?;
        let (replacements, staged, contents, stale, created) = {
            let mut j = lock(&self.journal);
            (
                std::mem::take(&mut j.replacements),
                std::mem::take(&mut j.staged),
                std::mem::take(&mut j.staged_contents),
                std::mem::take(&mut j.stale),
                j.files.len(),
            )
        };
        let mut c = Committed { created, ..Committed::default() };
        let mut pending = replacements.into_iter();
        while let Some((tmp, dst)) = pending.next() {
            if let Err(e) = std::fs::rename(&tmp, &dst) {
                // Hand the rest back to the journal so the rollback removes them.
                let mut j = lock(&self.journal);
                j.replacements.push((tmp, dst.clone()));
                j.replacements.extend(pending);
                return Err(Error::io("cannot replace", dst, e));
            }
            c.replaced = c.replaced.saturating_add(1);
        }
        for (staged, dst) in staged {
            self.move_into_place(&staged, &dst)?;
            c.folders = c.folders.saturating_add(1);
        }
        for dir in contents {
            self.merge_into_place(&dir, &self.root)?;
            c.folders = c.folders.saturating_add(1);
        }
        for rel in stale {
            let path = self.root.join(&rel);
            let is_file = std::fs::symlink_metadata(&path).is_ok_and(|m| !m.is_dir());
            if is_file && std::fs::remove_file(&path).is_ok() {
                c.removed = c.removed.saturating_add(1);
                // Folders the removal emptied, innermost first; `remove_dir` fails on the rest.
                let mut parent = path.parent();
                while let Some(p) = parent.filter(|p| *p != self.root && p.starts_with(&self.root))
                {
                    if std::fs::remove_dir(p).is_err() {
                        break;
                    }
                    parent = p.parent();
                }
            }
        }
        if let Some(s) = self.stage.get() {
            let _ = std::fs::remove_dir_all(s);
        }
        *lock(&self.journal) = Journal::default();
        self.done = true;
        set_active(false);
        Ok(c)
    }

    /// Removes everything the run wrote (files, temporaries, staged and created folders);
    /// returns how many files were removed.
    fn rollback(&self) -> usize {
        let j = std::mem::take(&mut *lock(&self.journal));
        let mut removed = 0usize;
        for f in &j.files {
            if std::fs::remove_file(f).is_ok() {
                removed = removed.saturating_add(1);
            }
        }
        for (tmp, _) in &j.replacements {
            if std::fs::remove_file(tmp).is_ok() {
                removed = removed.saturating_add(1);
            }
        }
        if let Some(s) = self.stage.get() {
            let _ = std::fs::remove_dir_all(s);
        }
        // Deepest first (parallel writers may journal a child before its parent).
        let mut folders = j.folders;
        folders.sort_by_key(|d| std::cmp::Reverse(d.components().count()));
        for d in &folders {
            let _ = std::fs::remove_dir(d);
        }
        removed
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        if !self.done {
            self.rollback();
            set_active(false);
        }
    }
}

fn remove_any(p: &Path) -> std::io::Result<()> {
    if std::fs::symlink_metadata(p)?.is_dir() {
        std::fs::remove_dir_all(p)
    } else {
        std::fs::remove_file(p)
    }
}

/// A file where a folder is needed.
fn in_the_way(d: &Path) -> Error {
    Error::io(
        "cannot create folder",
        d,
        std::io::Error::new(
            std::io::ErrorKind::AlreadyExists,
            "a file with that name is in the way",
        ),
    )
}

/// `.NAME.dewrip-tmp` beside `path`.
fn temp_sibling(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    path.with_file_name(format!(".{name}.dewrip-tmp"))
}

/// A file of a [`Writer`]'s run written in pieces ([`Writer::create`]).
#[derive(Debug)]
pub struct Piecewise {
    file: File,
    /// The final path (errors name it, not a temporary).
    path: PathBuf,
}

impl Piecewise {
    /// Appends `bytes`; a full disk is reported as such.
    pub fn write(&mut self, bytes: &[u8]) -> Result<()> {
        write_spans(&mut self.file, &self.path, &[bytes])
    }

    /// Closes the file, reporting a deferred write error.
    pub fn finish(self) -> Result<()> {
        write_all(self.file, &self.path, &[])
    }
}

/// Writes all of `spans`, in order, to `f`, then closes it; a full disk is reported as such,
/// naming `path`.
fn write_all(mut f: File, path: &Path, spans: &[&[u8]]) -> Result<()> {
    write_spans(&mut f, path, spans)?;
    // Close explicitly so a deferred write error (NFS, quota) is not lost in Drop.
    f.flush().map_err(|e| Error::io("cannot write", path.to_path_buf(), e))?;
    drop(f);
    Ok(())
}

/// Writes all of `spans`, in order, to `f`.
fn write_spans(f: &mut File, path: &Path, spans: &[&[u8]]) -> Result<()> {
    let err = |e| Error::io("cannot write", path.to_path_buf(), e);
    let mut slices: Vec<IoSlice> =
        spans.iter().filter(|s| !s.is_empty()).map(|s| IoSlice::new(s)).collect();
    let mut rest = slices.as_mut_slice();
    while !rest.is_empty() {
        match f.write_vectored(rest) {
            Ok(0) => return Err(err(std::io::ErrorKind::WriteZero.into())),
            Ok(n) => IoSlice::advance_slices(&mut rest, n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(err(e)),
        }
    }
    Ok(())
}

/// Writes one file outside any run (a single output such as `lz decompress OUT`): a hidden
/// temporary sibling renamed over `path`, removed again on every error.
pub fn write_one(path: &Path, bytes: &[u8]) -> Result<()> {
    install_signal_handlers();
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let w = Writer::begin(&dir)?;
    w.write_path(path, bytes)?;
    w.commit()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn same_path_ignoring_case_clashes() {
        let mut p = Plan::new();
        p.claim("chr/MAYA.chr").unwrap();
        assert!(matches!(p.claim("CHR/maya.chr"), Err(Clash::Same { .. })));
        let got = p.claim_or_rename("chr/Maya.chr", "0007").unwrap();
        assert_eq!(got, "chr/Maya_0007.chr");
        assert_eq!(p.renamed().len(), 1);
    }

    #[test]
    fn a_rename_never_lands_on_a_taken_name() {
        let mut p = Plan::new();
        p.claim("a_0002.dat").unwrap();
        p.claim("a.dat").unwrap();
        let got = p.claim_or_rename("a.dat", "0002").unwrap();
        assert_eq!(got, "a_0002_2.dat");
        let mut all: Vec<String> = p.paths().iter().map(|s| s.to_lowercase()).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), p.len());
    }

    #[test]
    fn a_file_cannot_be_a_folder_of_another_path() {
        let mut p = Plan::new();
        p.claim("x/a.bin").unwrap();
        assert!(matches!(p.claim("x"), Err(Clash::FileVersusFolder { .. })));
        assert!(matches!(p.claim("x/a.bin/c"), Err(Clash::FileVersusFolder { .. })));
        let got = p.claim_or_rename("x/a.bin/c", "0009").unwrap();
        assert_eq!(got, "x_a.bin_c_0009");
    }

    #[test]
    fn unsafe_paths_are_refused() {
        let mut p = Plan::new();
        for bad in ["../x", "/etc/passwd", "a//b", "a/./b", "c:\\x", ""] {
            assert!(matches!(p.claim(bad), Err(Clash::Unsafe { .. })), "{bad}");
        }
    }

    #[test]
    fn a_failed_run_leaves_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        {
            let w = Writer::begin(&root).unwrap();
            w.write("a/b/c.bin", b"abc").unwrap();
            w.write("d.bin", b"d").unwrap();
            assert!(root.join("a/b/c.bin").is_file());
            // dropped without commit
        }
        assert!(!root.exists(), "the run created the root, so the rollback removes it");
    }

    #[test]
    fn a_file_written_in_pieces_is_journaled_like_any_other() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("out");
        {
            let w = Writer::begin(&root).unwrap();
            let mut f = w.create("big/image.bin").unwrap();
            f.write(b"ab").unwrap();
            // dropped without finish or commit
        }
        assert!(!root.exists(), "a failed run removes a file written in pieces");
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("image.bin"), b"old").unwrap();
        let w = Writer::begin(&root).unwrap();
        let mut f = w.create("image.bin").unwrap();
        for piece in [&b"ne"[..], b"", b"w"] {
            f.write(piece).unwrap();
        }
        f.finish().unwrap();
        assert_eq!(std::fs::read(root.join("image.bin")).unwrap(), b"old", "until the commit");
        w.commit().unwrap();
        assert_eq!(std::fs::read(root.join("image.bin")).unwrap(), b"new");
    }

    #[test]
    fn existing_files_survive_a_failed_run_and_are_replaced_by_a_committed_one() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("old.bin"), b"old").unwrap();
        {
            let w = Writer::begin(root).unwrap();
            w.write("old.bin", b"new").unwrap();
        }
        assert_eq!(std::fs::read(root.join("old.bin")).unwrap(), b"old");
        let w = Writer::begin(root).unwrap();
        w.write("old.bin", b"new").unwrap();
        let c = w.commit().unwrap();
        assert_eq!(c.replaced, 1);
        assert_eq!(std::fs::read(root.join("old.bin")).unwrap(), b"new");
        let leftovers: Vec<_> = std::fs::read_dir(root)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().contains("dewrip"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }

    #[test]
    fn a_file_in_the_way_of_a_folder_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("x"), b"file").unwrap();
        let w = Writer::begin(dir.path()).unwrap();
        let e = w.write("x/y.bin", b"1").unwrap_err();
        assert!(e.to_string().contains("a file with that name is in the way"), "{e}");
    }

    #[test]
    fn a_full_disk_names_the_file() {
        // /dev/full answers every write with ENOSPC.
        let Ok(f) = OpenOptions::new().write(true).open("/dev/full") else { return };
        let e = write_all(f, Path::new("/out/x.bin"), &[&[0u8; 4096][..]]).unwrap_err();
        assert_eq!(e.to_string(), "disk full while writing /out/x.bin");
    }

    #[test]
    fn a_device_is_written_into_not_replaced() {
        let dev = Path::new("/dev/null");
        if !dev.exists() {
            return;
        }
        write_one(dev, b"discarded").unwrap();
        let m = std::fs::symlink_metadata(dev).unwrap();
        assert!(!m.file_type().is_file(), "/dev/null is still a device");
    }

    #[test]
    fn staged_folders_move_into_place_at_commit() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("m")).unwrap();
        std::fs::write(root.join("m/stale.txt"), b"x").unwrap();
        let w = Writer::begin(root).unwrap();
        let s = w.stage_folder("m").unwrap();
        std::fs::write(s.join("model.glb"), b"glb").unwrap();
        assert!(root.join("m/stale.txt").exists(), "nothing replaced before commit");
        w.commit().unwrap();
        assert!(root.join("m/model.glb").is_file());
        assert!(!root.join("m/stale.txt").exists());
        let names: Vec<String> = std::fs::read_dir(root)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["m"]);
    }

    #[test]
    fn a_staged_root_is_merged_and_leaves_what_it_did_not_write() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        // Someone else's files where the site has folders of the same names.
        std::fs::create_dir_all(root.join("models/MAYA")).unwrap();
        std::fs::write(root.join("models/MAYA/model.glb"), b"export").unwrap();
        std::fs::write(root.join("index.html"), b"old site").unwrap();
        let w = Writer::begin(root).unwrap();
        let s = w.stage_root().unwrap();
        std::fs::create_dir_all(s.join("models")).unwrap();
        std::fs::write(s.join("models/maya.js"), b"js").unwrap();
        std::fs::write(s.join("index.html"), b"new site").unwrap();
        w.commit().unwrap();
        assert_eq!(std::fs::read(root.join("models/MAYA/model.glb")).unwrap(), b"export");
        assert_eq!(std::fs::read(root.join("models/maya.js")).unwrap(), b"js");
        assert_eq!(std::fs::read(root.join("index.html")).unwrap(), b"new site");
    }

    #[test]
    fn stale_files_go_at_commit_and_only_then() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("chr/deep")).unwrap();
        std::fs::write(root.join("chr/deep/old.chr"), b"x").unwrap();
        std::fs::write(root.join("keep.txt"), b"k").unwrap();
        {
            let w = Writer::begin(root).unwrap();
            w.remove_at_commit("chr/deep/old.chr").unwrap();
            // Dropped without commit: a failed run removes nothing of an earlier one.
        }
        assert!(root.join("chr/deep/old.chr").is_file());
        let w = Writer::begin(root).unwrap();
        w.write("new.bin", b"n").unwrap();
        w.remove_at_commit("chr/deep/old.chr").unwrap();
        assert!(w.remove_at_commit("../outside").is_err());
        let c = w.commit().unwrap();
        assert_eq!(c.removed, 1);
        assert!(!root.join("chr").exists(), "emptied folders go too");
        assert!(root.join("keep.txt").is_file() && root.join("new.bin").is_file());
    }
}
