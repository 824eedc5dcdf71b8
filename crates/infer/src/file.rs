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
    /// `places` by place, for lookups.
    index: std::collections::BTreeMap<Place, usize>,
    /// The candidate starts ([`crate::search::starts`]), computed once.
    starts: std::sync::OnceLock<Vec<(crate::search::Start, usize)>>,
    /// The same by offset, computed once.
    keys: std::sync::OnceLock<crate::parts::Keys>,
}

impl<'a> Sample<'a> {
    /// A sample with its places found.
    pub fn new(name: &str, data: &'a [u8]) -> Sample<'a> {
        let magic = read(data, MAGIC_AT, Width::U32) == Some(i64::from(MAGIC));
        let mut s = Sample {
            name: name.to_string(),
            data,
            magic,
            places: Vec::new(),
            index: std::collections::BTreeMap::new(),
            starts: std::sync::OnceLock::new(),
            keys: std::sync::OnceLock::new(),
        };
        s.places = places::find(&s);
        s.index = s.places.iter().map(|(p, at)| (p.clone(), *at)).collect();
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
        if let Some(at) = self.index.get(p) {
            return Some(*at);
        }
        p.locate(self)
    }

    /// The candidate starts of this file, computed once.
    pub fn starts(&self) -> &[(crate::search::Start, usize)] {
        self.starts.get_or_init(|| crate::search::starts(self))
    }

    /// The candidate starts by offset, computed once.
    pub fn keys(&self) -> &crate::parts::Keys {
        self.keys.get_or_init(|| {
            let mut m = crate::parts::Keys::new();
            for (k, at) in self.starts() {
                m.entry(*at).or_default().push(k.clone());
            }
            m
        })
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
