//! Places: offsets a container names, each with a key that means the same thing in every
//! file — a header word read as an offset, the start of the n-th section of a size chain, a
//! tagged chunk's payload, or a word inside another place read as an offset (from that place,
//! or from the file's start). Tables are looked for relative to places; rules are written in
//! them.

use container::Width;

use crate::file::{align, read, Sample};

/// How far into the file header words are looked for.
pub const HEADER_WORDS: usize = 0x40;
/// Alignments a size chain or chunk list may use.
pub const ALIGNS: [usize; 5] = [1, 2, 4, 8, 16];
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
        }
    }

    /// Nesting depth (simpler places first).
    pub fn depth(&self) -> usize {
        match self {
            Place::Rel { base, .. } | Place::Abs { base, .. } => base.depth().saturating_add(1),
            _ => 0,
        }
    }

    /// The word site this place reads, if it reads one: (the place the word is in, offset,
    /// width).
    pub fn site(&self) -> Option<(Place, u32, Width)> {
        match self {
            Place::Ptr { at, width } => Some((Place::File, *at, *width)),
            Place::Rel { base, at, width } | Place::Abs { base, at, width } => {
                Some(((**base).clone(), *at, *width))
            }
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
    v.sort_by(|a, b| (a.1, a.0.depth(), &a.0).cmp(&(b.1, b.0.depth(), &b.0)));
    v.dedup_by(|a, b| a.0 == b.0);
    v
}

/// Places one level inside `base`: the words in its first `window` bytes read as offsets
/// from `base` (`Rel`) or from the file's start (`Abs`).
pub fn inner(s: &Sample<'_>, base: &Place, window: usize) -> Vec<(Place, usize)> {
    let Some(b) = s.place(base) else { return Vec::new() };
    let mut out = Vec::new();
    for width in [Width::U32, Width::U16] {
        let mut at = 0usize;
        while at < window {
            for p in [
                Place::Rel { base: Box::new(base.clone()), at: at as u32, width },
                Place::Abs { base: Box::new(base.clone()), at: at as u32, width },
            ] {
                if let Some(v) = p.locate(s) {
                    if v != b {
                        out.push((p, v));
                    }
                }
            }
            at = at.saturating_add(2);
        }
    }
    out
}
