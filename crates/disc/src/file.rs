//! The files behind an image: refusing what is not a regular file, finding a control file's
//! sibling, and mapping (or, for small files, reading) the bytes.

use std::path::{Path, PathBuf};

use crate::error::DiscError;
use crate::source::Storage;

/// Files at most this big are looked at as possible cue sheets.
pub(crate) const MAX_CUE_BYTES: u64 = 1 << 20;

/// The folder holding `path` (`.` for a bare file name).
pub(crate) fn folder_of(path: &Path) -> PathBuf {
    let dir = path.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    if dir.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        dir
    }
}

/// `control`'s file name with its extension replaced by `ext` (`game.ccd` → `game.img`).
pub(crate) fn sibling_name(control: &Path, ext: &str) -> String {
    let stem = control.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    format!("{stem}.{ext}")
}

/// What kind of non-regular file `meta` describes.
pub fn non_regular_kind(meta: &std::fs::Metadata) -> Option<&'static str> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_char_device() {
            return Some("a character device");
        }
        if t.is_block_device() {
            return Some("a block device");
        }
        if t.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if t.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// Opens `path` for reading, refusing anything but a regular file; returns it with its length.
pub(crate) fn open_regular(path: &Path) -> Result<(std::fs::File, u64), DiscError> {
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    // Look before opening: opening a FIFO for reading blocks until a writer appears.
    let meta = std::fs::metadata(path).map_err(io)?;
    if let Some(kind) = non_regular_kind(&meta) {
        return Err(DiscError::NotRegular { path: path.to_path_buf(), kind });
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let meta = file.metadata().map_err(io)?;
    if let Some(kind) = non_regular_kind(&meta) {
        return Err(DiscError::NotRegular { path: path.to_path_buf(), kind });
    }
    Ok((file, meta.len()))
}

/// The first 64 bytes of `file` (fewer when it is shorter).
pub(crate) fn read_head(file: &std::fs::File, path: &Path) -> Result<Vec<u8>, DiscError> {
    use std::io::{Read, Seek};
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    let mut f = file;
    f.seek(std::io::SeekFrom::Start(0)).map_err(io)?;
    let mut head = Vec::with_capacity(64);
    f.take(64).read_to_end(&mut head).map_err(io)?;
    Ok(head)
}

/// Maps `file` read-only (small files are read into memory instead).
pub(crate) fn load(path: &Path, file: &std::fs::File, len: u64) -> Result<Storage, DiscError> {
    let io = |source| DiscError::Io { path: path.to_path_buf(), source };
    if len <= MAX_CUE_BYTES {
        use std::io::{Read, Seek};
        let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
        let mut f = file;
        f.seek(std::io::SeekFrom::Start(0)).map_err(io)?;
        f.take(MAX_CUE_BYTES).read_to_end(&mut bytes).map_err(io)?;
        return Ok(Storage::Owned(bytes));
    }
    Ok(Storage::Mapped(map(file).map_err(io)?))
}

/// Maps `file` read-only.
#[allow(unsafe_code)]
fn map(file: &std::fs::File) -> std::io::Result<memmap2::Mmap> {
    // SAFETY: the file is opened read-only and the map is never written through. If
    // another process truncates or rewrites the file while it is mapped, reads may see the
    // new bytes or fault (SIGBUS); that is the documented risk of reading a mapped image.
    unsafe { memmap2::Mmap::map(file) }
}
