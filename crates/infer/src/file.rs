//! One sample file: its bytes, little-endian word reads, and the places found in it —
//! offsets a container names, each with a key that means the same thing in every file (a
//! header word read as an offset, the start of the n-th section of a size chain, a tagged
//! chunk's payload, or a word inside another place read as an offset) — and the candidate
//! starts of tables relative to them. One file, so that everything else depends on it and it
//! on nothing else in the crate.

use std::collections::BTreeMap;

use container::Width;

/// The magic at u32 @0x20 of a character with a skeleton **[public: S3Extract]**.
pub const MAGIC: u32 = 0x1234_5678;
/// Where S3Extract tests it.
pub const MAGIC_AT: usize = 0x20;
/// Bytes of an SVECTOR (i16 x, y, z, u16 pad) [public: PsyQ]: a [`Sample::vertex`].
pub const SVECTOR: usize = 8;
/// Bytes of a packed vertex (i16 x, y, z, no pad word) [provisional]: a [`Sample::vertex`].
pub const PACKED: usize = 6;

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
    /// The candidate starts ([`starts`]), computed once.
    starts: std::sync::OnceLock<Vec<(Start, usize)>>,
    /// The same by offset, computed once.
    keys: std::sync::OnceLock<Keys>,
    /// How much less than they are the counts of the model's own elements (nodes, parts, a
    /// part's vertices and records) are stored: 0, or 1 in an engine that stores `n − 1`
    /// (a loop run `count + 1` times). The same in every sample of one hypothesis.
    pub less: i64,
    /// Bytes per vertex: 8 (a PsyQ SVECTOR, with its pad word), or 6 (three i16, packed)
    /// under the hypothesis that tries them. The same in every sample of one hypothesis.
    pub vertex: usize,
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
            less: 0,
            vertex: SVECTOR,
        };
        s.places = find(&s);
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
    pub fn starts(&self) -> &[(Start, usize)] {
        self.starts.get_or_init(|| starts(self))
    }

    /// The candidate starts by offset, computed once.
    pub fn keys(&self) -> &Keys {
        self.keys.get_or_init(|| {
            let mut m = Keys::new();
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

/// A file's start keys by offset.
pub type Keys = BTreeMap<usize, Vec<Start>>;

/// How far into the file header words are looked for.
pub const HEADER_WORDS: usize = 0x40;
/// Alignments a size chain or chunk list may use.
pub const ALIGNS: [usize; 5] = [1, 2, 4, 8, 16];
/// Bytes per unit of a header offset counted in words.
pub const WORD: i64 = 4;
/// Least offset a header word counted in words is taken for (smaller values are counts and
/// flags far more often than sections inside the header) [provisional].
pub const WORDS_FROM: usize = 0x20;
/// Fewest u16 header words read as offsets in 4-byte words for any to be a place.
pub const U16_WORDS_MIN: usize = 3;
/// Fewest sections a size chain must have.
pub const CHAIN_MIN: usize = 3;

/// A place, the same in every file.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// The file's start.
    File,
    /// The offset held by the word at file offset `at` (a header word).
    Ptr {
        /// Where the word is.
        at: u32,
        /// Its width.
        width: Width,
    },
    /// The offset held by the word at file offset `at` counted in 4-byte words (a header word
    /// holding offset / 4).
    Words {
        /// Where the word is.
        at: u32,
        /// Its width.
        width: Width,
    },
    /// Section `index` of a size chain: sections start at `start`, each `align`ed after the
    /// previous, their sizes the words from file offset `words` on.
    Chain {
        /// The first section's start.
        start: u32,
        /// Where the size words are.
        words: u32,
        /// Their width.
        width: Width,
        /// Alignment between sections.
        align: u32,
        /// Which section.
        index: u32,
    },
    /// The payload of the chunk tagged `tag` in a list of (tag, u32 length, payload) chunks
    /// starting at `first`, each padded to `align`.
    Chunk {
        /// The tag (4 bytes, little-endian).
        tag: u32,
        /// Where the list starts.
        first: u32,
        /// Padding after each chunk.
        align: u32,
    },
    /// The offset held by the file's last u32 (a directory written after everything it
    /// names), in bytes or, `words`, in 4-byte words.
    Tail {
        /// Counted in 4-byte words.
        words: bool,
    },
    /// `base` plus the word at `base + at` (an offset relative to its section).
    Rel {
        /// The section.
        base: Box<Place>,
        /// Where the word is in it.
        at: u32,
        /// Its width.
        width: Width,
    },
    /// The word at `base + at`, an offset from the file's start stored inside a section.
    Abs {
        /// The section.
        base: Box<Place>,
        /// Where the word is in it.
        at: u32,
        /// Its width.
        width: Width,
    },
    /// `base + at` plus the word there: a self-relative offset, counted from the word's own
    /// position (in the header, `base` is the file's start).
    Here {
        /// The section (the file for a header word).
        base: Box<Place>,
        /// Where the word is in it.
        at: u32,
        /// Its width.
        width: Width,
    },
    /// The word at `base + at` times 4: an offset from the file's start in 4-byte words,
    /// stored inside a section (a directory's entries).
    AbsWords {
        /// The section.
        base: Box<Place>,
        /// Where the word is in it.
        at: u32,
        /// Its width.
        width: Width,
    },
}

impl Place {
    /// Where the place is in `s` (`None`: not in this file — a zero or out-of-file offset,
    /// a missing tag).
    pub fn locate(&self, s: &Sample<'_>) -> Option<usize> {
        let len = s.len();
        let offset = |v: i64| usize::try_from(v).ok().filter(|&v| v > 0 && v < len);
        match self {
            Place::File => Some(0),
            Place::Ptr { at, width } => offset(read(s.data, *at as usize, *width)?),
            Place::Words { at, width } => {
                offset(read(s.data, *at as usize, *width)?.checked_mul(WORD)?)
            }
            Place::Chain { start, words, width, align: a, index } => {
                let mut b = *start as usize;
                for i in 0..*index as usize {
                    let w = read(
                        s.data,
                        (*words as usize).checked_add(i.checked_mul(width.bytes())?)?,
                        *width,
                    )?;
                    b = align(b.checked_add(usize::try_from(w).ok()?)?, *a as usize);
                }
                (b <= len).then_some(b)
            }
            Place::Chunk { tag, first, align: a } => chunks(s.data, *first as usize, *a as usize)
                .into_iter()
                .find(|c| c.0 == *tag)
                .map(|c| c.1),
            Place::Tail { words } => {
                let v = read(s.data, len.checked_sub(4)?, Width::U32)?;
                offset(if *words { v.checked_mul(WORD)? } else { v })
            }
            Place::AbsWords { base, at, width } => {
                let b = s.place(base)?;
                offset(read(s.data, b.checked_add(*at as usize)?, *width)?.checked_mul(WORD)?)
            }
            Place::Rel { base, at, width } => {
                let b = s.place(base)?;
                let v = read(s.data, b.checked_add(*at as usize)?, *width)?;
                let t = b.checked_add(usize::try_from(v).ok()?)?;
                (v > 0 && t < len).then_some(t)
            }
            Place::Abs { base, at, width } => {
                let b = s.place(base)?;
                offset(read(s.data, b.checked_add(*at as usize)?, *width)?)
            }
            Place::Here { base, at, width } => {
                let w = s.place(base)?.checked_add(*at as usize)?;
                let v = read(s.data, w, *width)?;
                let t = w.checked_add(usize::try_from(v).ok()?)?;
                (v > 0 && t < len).then_some(t)
            }
        }
    }

    /// Nesting depth (simpler places first).
    pub fn depth(&self) -> usize {
        match self {
            Place::Rel { base, .. }
            | Place::Abs { base, .. }
            | Place::AbsWords { base, .. }
            | Place::Here { base, .. } => base.depth().saturating_add(1),
            _ => 0,
        }
    }

    /// The places it is found through, outermost first, itself last (the file's start only
    /// when it is the file's start): a word near any of them may count its table.
    pub fn nest(&self) -> Vec<Place> {
        if *self == Place::File {
            return vec![Place::File];
        }
        let mut out = Vec::new();
        let mut next = Some(self.clone());
        while let Some(pl) = next.filter(|p| *p != Place::File) {
            next = pl.site().map(|(b, _, _)| b);
            out.insert(0, pl);
        }
        out
    }

    /// [`Place::nest`] and then the file's start (its header words).
    pub fn nest_and_file(&self) -> Vec<Place> {
        let mut v = self.nest();
        v.push(Place::File);
        v
    }

    /// Words read to find it: of two places at one offset, the one reading fewer words is
    /// the simpler (a chain of u32 sizes, not the same chain read as u16 halves).
    pub fn reads(&self) -> usize {
        match self {
            Place::File => 0,
            Place::Ptr { .. } | Place::Words { .. } | Place::Chunk { .. } | Place::Tail { .. } => 1,
            Place::Chain { index, .. } => *index as usize,
            Place::Rel { base, .. }
            | Place::Abs { base, .. }
            | Place::AbsWords { base, .. }
            | Place::Here { base, .. } => base.reads().saturating_add(1),
        }
    }

    /// The word site this place reads, if it reads one: (the place the word is in, offset,
    /// width).
    pub fn site(&self) -> Option<(Place, u32, Width)> {
        match self {
            Place::Ptr { at, width } | Place::Words { at, width } => {
                Some((Place::File, *at, *width))
            }
            Place::Rel { base, at, width }
            | Place::Abs { base, at, width }
            | Place::AbsWords { base, at, width }
            | Place::Here { base, at, width } => Some(((**base).clone(), *at, *width)),
            _ => None,
        }
    }
}

/// The (tag, payload start, payload length) of every chunk of a list at `first`, if the list
/// runs to the file's end exactly (else none: it is no chunk list).
pub fn chunks(data: &[u8], first: usize, a: usize) -> Vec<(u32, usize, usize)> {
    let mut out = Vec::new();
    let mut pos = first;
    while pos < data.len() {
        let Some(tag) = data.get(pos..pos.saturating_add(4)) else { return Vec::new() };
        if !tag
            .iter()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || *b == b' ' || *b == b'_')
        {
            return Vec::new();
        }
        let Some(n) =
            read(data, pos.saturating_add(4), Width::U32).and_then(|v| usize::try_from(v).ok())
        else {
            return Vec::new();
        };
        let payload = pos.saturating_add(8);
        let end = payload.saturating_add(n);
        if end > data.len() || out.len() > 4096 {
            return Vec::new();
        }
        let word = tag.get(..4).and_then(|t| <[u8; 4]>::try_from(t).ok()).unwrap_or_default();
        out.push((u32::from_le_bytes(word), payload, n));
        pos = align(end, a);
    }
    if out.len() >= 2 && pos.saturating_sub(data.len()) < a.max(1) {
        out
    } else {
        Vec::new()
    }
}

/// Every place of a sample: header pointers, size chains that end at the file's end, chunk
/// lists, and the skeleton's section (the magic's place).
pub fn find(s: &Sample<'_>) -> Vec<(Place, usize)> {
    let mut out: Vec<(Place, usize)> = vec![(Place::File, 0)];
    let len = s.len();
    let head = HEADER_WORDS.min(len);
    for width in [Width::U32, Width::U16] {
        for at in (0..head).step_by(width.bytes()) {
            let p = Place::Ptr { at: at as u32, width };
            if let Some(v) = p.locate(s) {
                if v >= 8 {
                    out.push((p, v));
                }
            }
        }
    }
    // Header u32 words read as offsets in 4-byte words, past the header [provisional]; u16
    // ones too, before 0x20, where the u32 they are half of is no offset in bytes or in words, and
    // only in a header with at least `U16_WORDS_MIN` of them (a header of u16 word pointers, not the
    // halves of u32 offsets nor a stray count) [provisional].
    let inside = |at: usize| {
        [
            Place::Ptr { at: at as u32, width: Width::U32 },
            Place::Words { at: at as u32, width: Width::U32 },
        ]
        .iter()
        .any(|p| p.locate(s).is_some_and(|v| v > 0))
    };
    let mut halves = Vec::new();
    for width in [Width::U32, Width::U16] {
        for at in (0..head).step_by(width.bytes()) {
            // The u16 ones only before 0x20, where skeletal files keep their magic
            // [published]: the header is no longer.
            if width == Width::U16 && (at >= MAGIC_AT || inside(at & !3)) {
                continue;
            }
            let p = Place::Words { at: at as u32, width };
            if let Some(v) = p.locate(s) {
                if v >= WORDS_FROM {
                    if width == Width::U16 {
                        halves.push((p, v));
                    } else {
                        out.push((p, v));
                    }
                }
            }
        }
    }
    if halves.len() >= U16_WORDS_MIN {
        out.extend(halves);
    }
    // Header words read as self-relative offsets, counted from the word's own position, to a
    // 2-aligned place past the first 0x20 bytes — only in a header whose words are so read:
    // a u32 of at least 8, not the first (at 0 both readings agree), lands on the first byte
    // after the 0x20-byte header (the skeleton's magic [published], a prop's first section)
    // and two more u32 land on 4-aligned places [provisional]. There, the words are not also read as offsets from the file's start.
    let heres: Vec<(Place, usize)> = [Width::U32, Width::U16]
        .into_iter()
        .flat_map(|width| {
            (0..head).step_by(width.bytes()).filter_map(move |at| {
                let p = Place::Here { base: Box::new(Place::File), at: at as u32, width };
                p.locate(s).filter(|&v| v >= MAGIC_AT && v % 2 == 0).map(|v| (p, v))
            })
        })
        .collect();
    let wide = |p: &Place| matches!(p, Place::Here { width: Width::U32, at, .. } if at % 4 == 0);
    let first = heres.iter().any(|(p, v)| {
        *v == MAGIC_AT && wide(p) && p.site().is_some_and(|(_, at, _)| (4..=0x18).contains(&at))
    });
    let aligned = heres.iter().filter(|(p, v)| wide(p) && *v > MAGIC_AT && v % 4 == 0).count();
    if first && aligned >= 2 {
        // The same words read as offsets from the file's start are no places there.
        let words: std::collections::BTreeSet<u32> =
            heres.iter().filter_map(|(p, _)| p.site()).map(|(_, at, _)| at & !3).collect();
        out.retain(|(p, _)| {
            !matches!(p, Place::Ptr { .. } | Place::Words { .. })
                || p.site().is_none_or(|(_, at, _)| !words.contains(&(at & !3)))
        });
        out.extend(heres);
    }
    // Size chains: header words read as section sizes, sections back to back from a start.
    for width in [Width::U32, Width::U16] {
        for words in (0..head).step_by(width.bytes()) {
            for start in (0x08..=0x40usize).step_by(4) {
                for a in ALIGNS {
                    let mut b = start;
                    let mut secs = vec![b];
                    let mut i = 0usize;
                    while let Some(w) =
                        read(s.data, words.saturating_add(i.saturating_mul(width.bytes())), width)
                    {
                        let Ok(w) = usize::try_from(w) else { break };
                        b = align(b.saturating_add(w), a);
                        if b > len {
                            break;
                        }
                        secs.push(b);
                        i = i.saturating_add(1);
                        if b == len || len.saturating_sub(b) < a || i > 16 {
                            break;
                        }
                    }
                    let ends = secs
                        .last()
                        .is_some_and(|&e| e == len || (e <= len && len.saturating_sub(e) < a));
                    if ends && secs.len() > CHAIN_MIN && words < start {
                        for (index, &at) in
                            secs.iter().enumerate().take(secs.len().saturating_sub(1))
                        {
                            let p = Place::Chain {
                                start: start as u32,
                                words: words as u32,
                                width,
                                align: a as u32,
                                index: index as u32,
                            };
                            out.push((p, at));
                        }
                    }
                }
            }
        }
    }
    // The file's last word read as an offset, in bytes or in 4-byte words (a directory
    // written after everything it names) [provisional].
    for words in [false, true] {
        let p = Place::Tail { words };
        if let Some(v) = p.locate(s) {
            if v >= WORDS_FROM && v % 4 == 0 {
                out.push((p, v));
            }
        }
    }
    // Chunk lists.
    for first in (0x08..=0x40usize).step_by(4) {
        for a in [1usize, 2, 4, 8] {
            let cs = chunks(s.data, first, a);
            if cs.len() >= 2 {
                for (tag, at, _) in cs {
                    out.push((Place::Chunk { tag, first: first as u32, align: a as u32 }, at));
                }
                break;
            }
        }
    }
    dedup(out)
}

/// Keeps, per offset, the simplest places (a place key once).
fn dedup(mut v: Vec<(Place, usize)>) -> Vec<(Place, usize)> {
    v.sort_by(|a, b| {
        (a.1, a.0.depth(), a.0.reads(), &a.0).cmp(&(b.1, b.0.depth(), b.0.reads(), &b.0))
    });
    v.dedup_by(|a, b| a.0 == b.0);
    v
}

/// Places one level inside `base`: the words in its first `window` bytes read as offsets
/// from `base` (`Rel`) or from the file's start (`Abs`); inside a directory at the file's end,
/// also in 4-byte words from the file's start (`AbsWords`); inside a section found by a
/// self-relative word, also from their own position (`Here`) [provisional].
pub fn inner(s: &Sample<'_>, base: &Place, window: usize) -> Vec<(Place, usize)> {
    let Some(b) = s.place(base) else { return Vec::new() };
    let words = matches!(base, Place::Tail { .. });
    let here = matches!(base, Place::Here { .. });
    let mut out = Vec::new();
    for width in [Width::U32, Width::U16] {
        let mut at = 0usize;
        while at < window {
            let bx = || Box::new(base.clone());
            let at32 = at as u32;
            let mut ps = vec![
                Place::Rel { base: bx(), at: at32, width },
                Place::Abs { base: bx(), at: at32, width },
            ];
            if words {
                ps.push(Place::AbsWords { base: bx(), at: at32, width });
            }
            // Self-relative offsets inside a section found by one [provisional].
            if here {
                ps.push(Place::Here { base: bx(), at: at32, width });
            }
            for p in ps {
                if let Some(v) = p.locate(s) {
                    if v != b && (!matches!(p, Place::AbsWords { .. }) || v >= WORDS_FROM) {
                        out.push((p, v));
                    }
                }
            }
            at = at.saturating_add(2);
        }
    }
    out
}

/// How far past a place a table may start.
pub const WINDOW: u32 = 0x40;
/// Keys kept per offset.
pub const KEYS_PER_OFFSET: usize = 6;

/// A table's start: a place plus `k`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Start {
    /// The place.
    pub place: Place,
    /// Bytes after it.
    pub k: u32,
}

impl Start {
    /// The offset in `s`.
    pub fn eval(&self, s: &Sample<'_>) -> Option<usize> {
        s.place(&self.place)?.checked_add(self.k as usize).filter(|&v| v <= s.len())
    }

    /// Simpler starts first: a word that points exactly at the table, then the shallowest
    /// place, the fewest bytes past it.
    pub fn cost(&self) -> (usize, u32, usize) {
        let d = self.place.depth().saturating_mul(2);
        (if self.exact() { d } else { d.saturating_add(1) }, self.k, self.place.reads())
    }

    /// A word points exactly at it.
    pub fn exact(&self) -> bool {
        self.k == 0 && self.place.site().is_some()
    }
}

/// Every place of `s` and the places one level inside them.
pub fn all_places(s: &Sample<'_>) -> Vec<(Place, usize)> {
    let mut out = s.places.clone();
    for (p, _) in &s.places {
        out.extend(inner(s, p, WINDOW as usize));
    }
    out.sort_by(|a, b| (a.1, a.0.depth(), &a.0).cmp(&(b.1, b.0.depth(), &b.0)));
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

/// Candidate starts of `s`, grouped by offset (a few simplest keys each).
pub fn starts(s: &Sample<'_>) -> Vec<(Start, usize)> {
    let mut by: BTreeMap<usize, Vec<Start>> = BTreeMap::new();
    for (p, at) in all_places(s) {
        let mut k = 0u32;
        while k < WINDOW {
            let off = at.saturating_add(k as usize);
            if off < s.len() {
                by.entry(off).or_default().push(Start { place: p.clone(), k });
            }
            k = k.saturating_add(2);
        }
    }
    let mut out = Vec::new();
    for (off, mut v) in by {
        v.sort_by_key(Start::cost);
        // The simplest keys, and the exact pointers (a few) whatever their depth.
        let mut exact = 0usize;
        let keep: Vec<Start> = v
            .into_iter()
            .enumerate()
            .filter(|(i, st)| {
                let e = st.exact() && exact < KEYS_PER_OFFSET;
                if st.exact() {
                    exact = exact.saturating_add(1);
                }
                *i < KEYS_PER_OFFSET || e
            })
            .map(|(_, st)| st)
            .collect();
        out.extend(keep.into_iter().map(|st| (st, off)));
    }
    out
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // test data, small constants
mod tests {
    use super::*;

    fn put(data: &mut [u8], at: usize, v: u32) {
        data[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    /// A header of self-relative words (the skeleton at 0x20 named by 0x0C + 0x14, two more
    /// sections): its words are read from their own positions, not from the file's start, and
    /// a section inside such a one has self-relative words of its own.
    #[test]
    fn self_relative_headers_are_read_from_each_word() {
        let mut data = vec![0u8; 0x200];
        put(&mut data, 0x08, 0x20);
        put(&mut data, 0x0C, 0x20 - 0x0C);
        put(&mut data, 0x10, 0x80 - 0x10);
        put(&mut data, 0x14, 0x100 - 0x14);
        put(&mut data, 0x20, MAGIC);
        put(&mut data, 0x88, 0x40 - 0x08); // in the section at 0x80: 0x88 + 0x38 = 0xC0
        let s = Sample::new("selfrel", &data);
        let here = |at: u32| Place::Here { base: Box::new(Place::File), at, width: Width::U32 };
        assert_eq!(s.place(&here(0x0C)), Some(0x20));
        assert_eq!(s.place(&here(0x10)), Some(0x80));
        assert!(s.places.iter().any(|(p, at)| *p == here(0x14) && *at == 0x100));
        // The same words are not also read as offsets from the file's start.
        let ptr = Place::Ptr { at: 0x10, width: Width::U32 };
        assert!(!s.places.iter().any(|(p, _)| *p == ptr));
        let inside = inner(&s, &here(0x10), 0x10);
        let own = Place::Here { base: Box::new(here(0x10)), at: 8, width: Width::U32 };
        assert!(inside.iter().any(|(p, at)| *p == own && *at == 0xC0), "{inside:?}");
    }

    /// The same words read from the file's start (a section at 0x20, others after it): no
    /// self-relative readings.
    #[test]
    fn plain_headers_have_no_self_relative_places() {
        let mut data = vec![0u8; 0x200];
        put(&mut data, 0x08, 0x20);
        put(&mut data, 0x0C, 0x20);
        put(&mut data, 0x10, 0x80);
        put(&mut data, 0x14, 0x100);
        put(&mut data, 0x20, MAGIC);
        let s = Sample::new("plain", &data);
        assert!(!s.places.iter().any(|(p, _)| matches!(p, Place::Here { .. })), "{:?}", s.places);
    }
}
