//! Face-record lengths, indexed by the record's type byte.
//!
//! The draw dispatch in the boot EXE is a switch over a record's type byte with a 14-entry jump
//! table; each case advances the read pointer by that type's record length **[published]**.
//! Published: type 0 = 3, type 9 = 12, type 0xD = 21. The other eleven are not published: the
//! built-in values below are **[provisional]** and exist so that decoding works before the EXE
//! is read. On a real disc, dewrip derives the whole table from the EXE (`dewrip exe
//! record-lengths`) and `dewrip verify` reports whether the record streams land.

use std::collections::BTreeMap;

/// Number of record types the dispatch knows **[published]**.
pub const TYPES: usize = 14;

/// The published lengths: (type, length) **[published]**.
pub const PUBLISHED: [(u8, u8); 3] = [(0, 3), (9, 12), (0x0D, 21)];

/// A record-length table: `len[t]` is the length in bytes (type byte included) of type `t`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RecordLengths {
    /// Lengths by type byte.
    pub len: [u8; TYPES],
}

impl RecordLengths {
    /// The built-in table: published values for 0, 9 and 0xD, **[provisional]** for the rest.
    /// The synthetic disc's EXE and models use exactly this table.
    pub const BUILTIN: RecordLengths =
        RecordLengths { len: [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21] };

    /// The length of type `t`, or `None` for a type outside the table.
    pub fn get(&self, t: u8) -> Option<u8> {
        self.len.get(usize::from(t)).copied()
    }

    /// Builds a table from a type → length map (as `dewrip exe record-lengths` prints it).
    /// Every type 0..14 must be present.
    pub fn from_map(map: &BTreeMap<u8, u8>) -> Option<RecordLengths> {
        let mut len = [0u8; TYPES];
        for (t, slot) in (0u8..).zip(len.iter_mut()) {
            *slot = *map.get(&t)?;
        }
        Some(RecordLengths { len })
    }

    /// The table as a type → length map.
    pub fn to_map(&self) -> BTreeMap<u8, u8> {
        (0u8..).zip(self.len).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_agrees_with_published() {
        for (t, l) in PUBLISHED {
            assert_eq!(RecordLengths::BUILTIN.get(t), Some(l));
        }
        assert_eq!(RecordLengths::BUILTIN.get(14), None);
        let m = RecordLengths::BUILTIN.to_map();
        assert_eq!(RecordLengths::from_map(&m), Some(RecordLengths::BUILTIN));
    }
}
