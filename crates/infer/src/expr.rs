//! Places, starts and counts written as layout expressions (`docs/formats/layouts.md`): the
//! rules the inference found, in the language a person edits.

use container::Width;

use crate::places::Place;
use crate::rules::{Count, Site};
use crate::search::Start;

/// The name of the chunk-list item an inferred layout adds when a place is a tagged chunk.
pub const CHUNKS: &str = "chunks";

/// A raw read of `w` at `at`.
pub fn read(w: Width, at: &str) -> String {
    format!("{}({at})", w.name())
}

fn hex(v: u32) -> String {
    format!("0x{v:X}")
}

/// The place's offset, as an expression.
pub fn place(p: &Place) -> String {
    match p {
        Place::File => "0".into(),
        Place::Ptr { at, width } => read(*width, &hex(*at)),
        Place::Words { at, width } => format!("{} * 4", read(*width, &hex(*at))),
        Place::Chain { start, words, width, align, index } => {
            let mut e = hex(*start);
            for i in 0..*index {
                let at = words.saturating_add(i.saturating_mul(width.bytes() as u32));
                let sum = format!("{e} + {}", read(*width, &hex(at)));
                e = if *align > 1 { format!("align({sum}, {align})") } else { format!("({sum})") };
            }
            e
        }
        Place::Chunk { tag, .. } => format!("find({CHUNKS}.tag, {}) + 8", hex(*tag)),
        Place::Rel { base, at, width } => {
            let b = place(base);
            format!("{b} + {}", read(*width, &offset(&b, *at)))
        }
        Place::Abs { base, at, width } => read(*width, &offset(&place(base), *at)),
        Place::Here { base, at, width } => {
            let w = offset(&place(base), *at);
            format!("{w} + {}", read(*width, &w))
        }
        Place::Tail { words } => format!("{}{}", read(Width::U32, "file.size - 4"), times4(*words)),
        Place::AbsWords { base, at, width } => {
            format!("{} * 4", read(*width, &offset(&place(base), *at)))
        }
    }
}

fn times4(words: bool) -> &'static str {
    if words {
        " * 4"
    } else {
        ""
    }
}

/// `base + k` (just `base` for 0).
pub fn offset(base: &str, k: u32) -> String {
    if k == 0 {
        base.to_string()
    } else if base == "0" {
        hex(k)
    } else {
        format!("{base} + {}", hex(k))
    }
}

/// A condition that holds where the place is in the file (its word is not zero), if it can be
/// absent; `None` for places that are always there.
pub fn present(p: &Place) -> Option<String> {
    match p {
        Place::File => None,
        // Absent: 0, or the file's end (an empty last section of an archive).
        Place::Ptr { at, width } => {
            let w = read(*width, &hex(*at));
            Some(format!("{w} != 0 && {w} < file.size"))
        }
        Place::Words { at, width } => {
            let w = read(*width, &hex(*at));
            Some(format!("{w} != 0 && {w} * 4 < file.size"))
        }
        Place::Chain { words, width, index, .. } => {
            let at = words.saturating_add(index.saturating_mul(width.bytes() as u32));
            Some(format!("{} != 0", read(*width, &hex(at))))
        }
        Place::Chunk { .. } => None,
        Place::Tail { words } => {
            let w = read(Width::U32, "file.size - 4");
            Some(format!("{w} != 0 && {w}{} < file.size", times4(*words)))
        }
        Place::Rel { base, at, width }
        | Place::Abs { base, at, width }
        | Place::AbsWords { base, at, width }
        | Place::Here { base, at, width } => {
            let inner = format!("{} != 0", read(*width, &offset(&place(base), *at)));
            Some(match present(base) {
                Some(b) => format!("{b} && {inner}"),
                None => inner,
            })
        }
    }
}

/// The chunk list a place names, if it is a chunk: (first, align).
pub fn chunk_list(p: &Place) -> Option<(u32, u32)> {
    match p {
        Place::Chunk { first, align, .. } => Some((*first, *align)),
        Place::Rel { base, .. }
        | Place::Abs { base, .. }
        | Place::AbsWords { base, .. }
        | Place::Here { base, .. } => chunk_list(base),
        _ => None,
    }
}

/// A start rule.
pub fn start(s: &Start) -> String {
    offset(&place(&s.place), s.k)
}

/// A word at a site.
pub fn site(s: &Site) -> String {
    let b = place(&s.place);
    let at = match s.off {
        0 => b,
        o if o > 0 => offset(&b, o.unsigned_abs()),
        o => format!("{b} - {}", hex(o.unsigned_abs())),
    };
    read(s.width, &at)
}

/// A count rule.
pub fn count(c: &Count) -> String {
    match c {
        Count::Const(n) => n.to_string(),
        Count::Word { site: s, div, add } => {
            let mut e = site(s);
            if *div > 1 {
                e = format!("{e} / {div}");
            }
            match add {
                0 => e,
                a if *a > 0 => format!("{e} + {a}"),
                a => format!("{e} - {}", a.unsigned_abs()),
            }
        }
        Count::Until { start: st, end, div } => {
            let bytes = format!("({} - ({}))", place(end), start(st));
            if *div > 1 {
                format!("{bytes} / {div}")
            } else {
                bytes
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header word counting 4-byte words: found in a file, written as a product, absent
    /// when zero.
    #[test]
    fn word_offsets_are_written_times_four() {
        let mut data = vec![0u8; 0x100];
        data[0xC..0x10].copy_from_slice(&0x12u32.to_le_bytes());
        let s = crate::file::Sample::new("w", &data);
        let p = Place::Words { at: 0xC, width: Width::U32 };
        assert_eq!(s.place(&p), Some(0x48));
        assert!(s.places.iter().any(|(q, at)| *q == p && *at == 0x48));
        assert_eq!(place(&p), "u32(0xC) * 4");
        assert_eq!(present(&p).as_deref(), Some("u32(0xC) != 0 && u32(0xC) * 4 < file.size"));
        let empty = crate::file::Sample::new("z", &[0u8; 0x40]);
        assert_eq!(empty.place(&p), None);
    }

    /// u16 header words counting 4-byte words are places only as a header of them (three or
    /// more before 0x20), never as the halves of a u32 offset nor past 0x20.
    #[test]
    fn u16_word_pointers_only_as_a_header_of_them() {
        let words = |data: &[u8]| -> Vec<u32> {
            let s = crate::file::Sample::new("w", data);
            let mut v: Vec<u32> = s
                .places
                .iter()
                .filter_map(|(q, _)| match q {
                    Place::Words { at, width: Width::U16 } => Some(*at),
                    _ => None,
                })
                .collect();
            v.sort_unstable();
            v
        };
        let mut data = vec![0u8; 0x400];
        data[0..2].copy_from_slice(&0x1234u16.to_le_bytes()); // no offset: 0x48D0 > size
        for (at, v) in [(4usize, 0x40u16), (6, 0x50), (0xE, 0x60)] {
            data[at..at + 2].copy_from_slice(&v.to_le_bytes());
        }
        assert_eq!(words(&data), [4, 6, 0xE]);
        let s = crate::file::Sample::new("w", &data);
        let p = Place::Words { at: 6, width: Width::U16 };
        assert_eq!((s.place(&p), place(&p).as_str()), (Some(0x140), "u16(0x6) * 4"));
        // The halves of a u32 offset are none (0x60 at 0xC: a u32 offset in bytes).
        data[0xC..0x10].copy_from_slice(&0x60u32.to_le_bytes());
        assert_eq!(words(&data), Vec::<u32>::new(), "two are no header of them");
        assert_eq!(words(&data), Vec::<u32>::new());
        // Past 0x20 (the skeleton's magic) none counts.
        data[0x24..0x26].copy_from_slice(&0x70u16.to_le_bytes());
        assert_eq!(words(&data), Vec::<u32>::new());
    }

    /// A directory at the file's end: its offset in words in the last word, its entries file
    /// offsets in words; found, written as the layout reads them, absent when zero.
    #[test]
    fn a_directory_at_the_end_in_words() {
        let mut data = vec![0u8; 0x80];
        data[0x7C..0x80].copy_from_slice(&(0x60u32 / 4).to_le_bytes());
        data[0x64..0x66].copy_from_slice(&(0x30u16 / 4).to_le_bytes());
        let s = crate::file::Sample::new("d", &data);
        let tail = Place::Tail { words: true };
        assert_eq!(s.place(&tail), Some(0x60));
        assert!(s.places.iter().any(|(q, at)| *q == tail && *at == 0x60));
        let entry = Place::AbsWords { base: Box::new(tail.clone()), at: 4, width: Width::U16 };
        assert_eq!(s.place(&entry), Some(0x30));
        assert!(crate::file::inner(&s, &tail, 0x10)
            .iter()
            .any(|(q, at)| *q == entry && *at == 0x30));
        assert_eq!(place(&entry), "u16(u32(file.size - 4) * 4 + 0x4) * 4");
        assert_eq!(
            present(&entry).as_deref(),
            Some("u32(file.size - 4) != 0 && u32(file.size - 4) * 4 < file.size && u16(u32(file.size - 4) * 4 + 0x4) != 0")
        );
        let empty = Place::AbsWords { base: Box::new(tail), at: 8, width: Width::U16 };
        assert_eq!(s.place(&empty), None, "a zero entry is an absent section");
    }

    /// A count up to the next section, as the layout writes it.
    #[test]
    fn until_is_written_as_a_difference() {
        let start = Start { place: Place::Ptr { at: 0x10, width: Width::U32 }, k: 0 };
        let end = Place::Ptr { at: 0x14, width: Width::U32 };
        let c = Count::Until { start, end, div: 32 };
        assert_eq!(count(&c), "(u32(0x14) - (u32(0x10))) / 32");
    }
}
