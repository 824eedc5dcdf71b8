//! Rules: how a table's start and count are found in any file — a place plus a constant, a
//! word at a place (divided by the entry size for a byte length), or a constant — and the
//! candidates a sample offers for them.

use container::Width;

use crate::file::Sample;
use crate::places::Place;

/// Widths a count or offset word may have.
pub const WORDS: [Width; 3] = [Width::U8, Width::U16, Width::U32];

/// How far before its table a count word is looked for.
pub const COUNT_BACK: usize = 0x40;

/// A word at a place.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Site {
    /// The place.
    pub place: Place,
    /// Offset from it (may be negative: a chunk's length word precedes its payload).
    pub off: i32,
    /// Width.
    pub width: Width,
}

impl Site {
    /// The word's value in `s`.
    pub fn read(&self, s: &Sample<'_>) -> Option<i64> {
        s.word(self.at(s)?, self.width)
    }

    /// Where the word is in `s`.
    pub fn at(&self, s: &Sample<'_>) -> Option<usize> {
        let b = s.place(&self.place)?;
        let at = i64::try_from(b).ok()?.checked_add(i64::from(self.off))?;
        usize::try_from(at).ok()
    }
}

/// How many elements a table has.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Count {
    /// Always this many.
    Const(u32),
    /// A word (divided by `div`: a byte length over the entry size), plus `add`.
    Word {
        /// The word.
        site: Site,
        /// Divisor (1 for a count).
        div: u32,
        /// Added after dividing.
        add: i32,
    },
    /// As many entries as fit from the table's start to a place after it (a section with no
    /// count, ended by the next one: a DOT1-style archive's sub-file), each `div` bytes.
    Until {
        /// The table's start.
        start: crate::search::Start,
        /// The place it ends at.
        end: Place,
        /// Entry size.
        div: u32,
    },
}

impl Count {
    /// The count in `s`.
    pub fn eval(&self, s: &Sample<'_>) -> Option<usize> {
        match self {
            Count::Const(n) => Some(*n as usize),
            Count::Word { site, div, add } => {
                let v = site.read(s)?;
                let d = i64::from(*div).max(1);
                if v.checked_rem(d)? != 0 {
                    return None;
                }
                usize::try_from(v.checked_div(d)?.checked_add(i64::from(*add))?).ok()
            }
            Count::Until { start, end, div } => {
                let bytes = s.place(end)?.checked_sub(start.eval(s)?)?;
                let d = usize::try_from(*div).ok().filter(|&d| d > 0)?;
                (bytes.checked_rem(d)? == 0).then_some(bytes.checked_div(d)?)
            }
        }
    }

    /// Simpler counts first (a plain word, narrow, near).
    pub fn cost(&self) -> (usize, u32, i32) {
        match self {
            Count::Const(_) => (9, 0, 0),
            Count::Word { site, div, add } => {
                let w = site.width.bytes() as u32;
                (
                    site.place
                        .depth()
                        .saturating_add(usize::from(*div != 1))
                        .saturating_add(usize::from(*add != 0)),
                    w,
                    site.off.abs(),
                )
            }
            Count::Until { end, .. } => (end.depth().saturating_add(3), 4, 0),
        }
    }
}

/// Count words for a table at `table` in `s`: words at `place` (offsets from 8 before it up to
/// the table, or a directory's first words at the file's end) and header words, whose value (or value over `div`) plus `add` (a count stored
/// less than it is: [`Sample::less`]) lies in `lo..=hi`.
pub fn counts(
    s: &Sample<'_>,
    place: &Place,
    table: usize,
    divs: &[u32],
    (lo, hi): (usize, usize),
    add: i64,
) -> Vec<(Count, usize)> {
    let add32 = i32::try_from(add).unwrap_or(0);
    let mut out = Vec::new();
    let Some(base) = s.place(place) else { return out };
    let from = i64::try_from(base).unwrap_or(0).saturating_sub(8).max(0);
    // Up to the table, or (a directory at the file's end, after its tables) the directory's
    // first words.
    let reach = from.saturating_add((COUNT_BACK as i64).saturating_add(8));
    let to = if table <= base && matches!(place, Place::Tail { .. }) {
        reach
    } else {
        i64::try_from(table.max(base)).unwrap_or(0).min(reach)
    };
    let mut sites: Vec<Site> = Vec::new();
    let mut at = from;
    while at < to {
        for width in WORDS {
            if at.saturating_add(width.bytes() as i64) <= to.max(at.saturating_add(1)) {
                let off = i32::try_from(at.saturating_sub(base as i64)).unwrap_or(0);
                sites.push(Site { place: place.clone(), off, width });
            }
        }
        at = at.saturating_add(1);
    }
    if *place != Place::File {
        for at in 0..crate::places::HEADER_WORDS.min(s.len()) {
            for width in WORDS {
                sites.push(Site { place: Place::File, off: at as i32, width });
            }
        }
    }
    for site in sites {
        let Some(v) = site.read(s) else { continue };
        for &div in divs {
            let d = i64::from(div.max(1));
            // A count stored less than it is may be 0 (one part stored as 0).
            if (v > 0 || (v == 0 && add32 > 0)) && v.checked_rem(d) == Some(0) {
                let n = v.checked_div(d).unwrap_or(0).saturating_add(i64::from(add32));
                if let Ok(n) = usize::try_from(n) {
                    if (lo..=hi).contains(&n) {
                        out.push((Count::Word { site: site.clone(), div, add: add32 }, n));
                    }
                }
            }
        }
    }
    out
}

/// Count words at (or near) any of `places` or in the header whose value plus `add` is exactly
/// `n`, for a table at `table`: the simplest first, each once.
pub fn exact(s: &Sample<'_>, places: &[Place], table: usize, n: usize, add: i64) -> Vec<Count> {
    let mut out: Vec<Count> =
        places.iter().flat_map(|p| counts(s, p, table, &[1], (n, n), add)).map(|c| c.0).collect();
    out.sort_by_key(Count::cost);
    out.dedup();
    out
}

#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Start;

    /// A table with no count word, ended by the next section: as many whole entries as fit,
    /// and none where the gap is not a whole number of entries.
    #[test]
    fn until_counts_entries_up_to_the_next_section() {
        let mut data = vec![0u8; 0x100];
        data[0x10..0x14].copy_from_slice(&0x40u32.to_le_bytes()); // CLUTs
        data[0x14..0x18].copy_from_slice(&0x80u32.to_le_bytes()); // the next section
        let s = Sample::new("a", &data);
        let start = Start { place: Place::Ptr { at: 0x10, width: Width::U32 }, k: 0 };
        let end = Place::Ptr { at: 0x14, width: Width::U32 };
        let c = Count::Until { start: start.clone(), end: end.clone(), div: 32 };
        assert_eq!(c.eval(&s), Some(2));
        let odd = Count::Until { start, end, div: 24 };
        assert_eq!(odd.eval(&s), None);
    }
}
