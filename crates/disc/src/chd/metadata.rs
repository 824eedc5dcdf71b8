//! The CHD metadata list, walked by dewrip itself: every entry is checked to lie in the file,
//! a loop in the list is an error, and the walk stops after [`MAX_ENTRIES`]
//! **[public: MAME `chd.cpp` `metadata_find`]**.
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0x00 | 4 | tag (`CHT2`, `CHTR`, `CHCD`, `GDDD`, …) |
//! | 0x04 | 1 | flags |
//! | 0x05 | 3 | length of the value (big-endian) |
//! | 0x08 | 8 | offset of the next entry (0: the last) |
//! | 0x10 | length | the value |

use std::io::{Read, Seek, SeekFrom};

/// Most entries walked **[provisional]**: a CD has at most 99 track entries and a few others.
pub const MAX_ENTRIES: usize = 1024;
/// Longest track text read **[provisional]**: a `CHT2` text is under 100 bytes.
pub const MAX_TRACK_TEXT: u32 = 1024;

/// One entry of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Where its 16-byte header is.
    pub offset: u64,
    /// Its tag.
    pub tag: u32,
    /// Bytes of its value (after the header).
    pub length: u32,
}

/// A list entry that is not where or what it must be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetaError {
    /// Offset in the file.
    pub offset: u64,
    /// What is wrong.
    pub problem: String,
}

fn read_at<F: Read + Seek>(file: &mut F, offset: u64, buf: &mut [u8]) -> std::io::Result<()> {
    file.seek(SeekFrom::Start(offset))?;
    file.read_exact(buf)
}

/// Walks the list from `first` (0: empty).
pub fn walk<F: Read + Seek>(
    file: &mut F,
    first: u64,
    file_len: u64,
) -> Result<Vec<Entry>, MetaError> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut at = first;
    while at != 0 {
        if entries.iter().any(|e| e.offset == at) {
            return Err(MetaError {
                offset: at,
                problem: format!(
                    "its metadata list loops back to the entry at offset {at} after {} entries",
                    entries.len()
                ),
            });
        }
        if entries.len() >= MAX_ENTRIES {
            return Err(MetaError {
                offset: at,
                problem: format!("its metadata list has more than {MAX_ENTRIES} entries"),
            });
        }
        let mut h = [0u8; 16];
        let inside = at.checked_add(16).is_some_and(|end| end <= file_len);
        if !inside || read_at(file, at, &mut h).is_err() {
            return Err(MetaError {
                offset: at,
                problem: format!(
                    "a metadata entry at offset {at} lies past the end of the file ({file_len} \
                     bytes)"
                ),
            });
        }
        let [t0, t1, t2, t3, _flags, l0, l1, l2, n0, n1, n2, n3, n4, n5, n6, n7] = h;
        let length = u32::from_be_bytes([0, l0, l1, l2]);
        let end = at.saturating_add(16).saturating_add(u64::from(length));
        if end > file_len {
            return Err(MetaError {
                offset: at.saturating_add(5),
                problem: format!(
                    "the metadata entry at offset {at} holds {length} bytes, past the end of the \
                     file ({file_len} bytes)"
                ),
            });
        }
        entries.push(Entry { offset: at, tag: u32::from_be_bytes([t0, t1, t2, t3]), length });
        at = u64::from_be_bytes([n0, n1, n2, n3, n4, n5, n6, n7]);
    }
    Ok(entries)
}

/// The value of `entry`, at most `max` bytes (longer is an error).
pub fn value<F: Read + Seek>(file: &mut F, entry: &Entry, max: u32) -> Result<Vec<u8>, MetaError> {
    if entry.length > max {
        return Err(MetaError {
            offset: entry.offset,
            problem: format!(
                "the metadata entry at offset {} holds {} bytes; a track description is at most \
                 {max}",
                entry.offset, entry.length
            ),
        });
    }
    let mut v = vec![0u8; entry.length as usize];
    read_at(file, entry.offset.saturating_add(16), &mut v).map_err(|e| MetaError {
        offset: entry.offset,
        problem: format!("the metadata entry at offset {} does not read ({e})", entry.offset),
    })?;
    Ok(v)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn entry(tag: &[u8; 4], value: &[u8], next: u64) -> Vec<u8> {
        let mut e = tag.to_vec();
        e.push(1);
        e.extend_from_slice(&(value.len() as u32).to_be_bytes()[1..]);
        e.extend_from_slice(&next.to_be_bytes());
        e.extend_from_slice(value);
        e
    }

    #[test]
    fn lists_loops_and_overruns() {
        let mut f = vec![0u8; 8];
        f.extend(entry(b"CHT2", b"TRACK:1", 8 + 23));
        f.extend(entry(b"CHT2", b"TRACK:2", 0));
        let len = f.len() as u64;
        let got = walk(&mut Cursor::new(&f), 8, len).unwrap();
        assert_eq!(got.len(), 2);
        assert_eq!(value(&mut Cursor::new(&f), &got[1], 64).unwrap(), b"TRACK:2");
        assert!(value(&mut Cursor::new(&f), &got[1], 3).is_err());
        // The second entry points back at the first.
        let mut looped = f.clone();
        looped[8 + 23 + 8..8 + 23 + 16].copy_from_slice(&8u64.to_be_bytes());
        let e = walk(&mut Cursor::new(&looped), 8, len).unwrap_err();
        assert!(e.problem.contains("loops back"), "{}", e.problem);
        // A length past the end, a header past the end.
        let mut long = f.clone();
        long[8 + 5..8 + 8].copy_from_slice(&[0xFF, 0xFF, 0xFF]);
        assert!(walk(&mut Cursor::new(&long), 8, len).is_err());
        assert!(walk(&mut Cursor::new(&f), len - 4, len).is_err());
        assert_eq!(walk(&mut Cursor::new(&f), 0, len).unwrap(), Vec::new());
    }
}
