//! One sample file: its bytes, little-endian word reads, and the places found in it.

use container::Width;

use crate::places::{self, Place};

/// The magic at u32 @0x20 of a character with a skeleton **[public: S3Extract]**.
pub const MAGIC: u32 = 0x1234_5678;
/// Where S3Extract tests it.
pub const MAGIC_AT: usize = 0x20;

/// A sample.
#[derive(Debug, Clone)]
pub struct Sample<'a> {
    /// Its name, for evidence.
    pub name: String,
    /// Its bytes.
    pub data: &'a [u8],
    /// u32 @0x20 is the magic.
    pub magic: bool,
    /// Places found in it (sections named by header words, size chains, tagged chunks),
    /// with their offsets.
    pub places: Vec<(Place, usize)>,
}

impl<'a> Sample<'a> {
    /// A sample with its places found.
    pub fn new(name: &str, data: &'a [u8]) -> Sample<'a> {
        let magic = read(data, MAGIC_AT, Width::U32) == Some(i64::from(MAGIC));
        let mut s = Sample { name: name.to_string(), data, magic, places: Vec::new() };
        s.places = places::find(&s);
        s
    }

    /// The file's length.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// True for an empty file.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// A word at `at`.
    pub fn word(&self, at: usize, w: Width) -> Option<i64> {
        read(self.data, at, w)
    }

    /// Where `p` is in this file (`None`: absent here).
    pub fn place(&self, p: &Place) -> Option<usize> {
        if let Some((_, at)) = self.places.iter().find(|(q, _)| q == p) {
            return Some(*at);
        }
        p.locate(self)
    }
}

/// A little-endian word at `at`.
pub fn read(data: &[u8], at: usize, w: Width) -> Option<i64> {
    w.read(data, at)
}

/// `v` rounded up to a multiple of `a`.
pub fn align(v: usize, a: usize) -> usize {
    if a <= 1 {
        return v;
    }
    v.div_ceil(a).saturating_mul(a)
}
