//! DOT1 archives **[public: psx-spx "DOT1 Archives"]**: many root files are containers.
//!
//! | Offset | Size | Field |
//! |---|---|---|
//! | 0x00 | u32 | member count N |
//! | 0x04 | u32 × N | member offsets, increasing, from the archive start |
//! | 0x04+4N | u32 | optional: total size (= file size) |
//! | … | | member data |
//!
//! Detection is strict so that other files are not mistaken for archives: the first offset must
//! equal the header's end (with or without the total), offsets must be 4-aligned, non-decreasing
//! and within the file.

use cursor::u32_at;

/// Largest member count accepted when sniffing.
pub const MAX_MEMBERS: u32 = 4096;

/// One member.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Member {
    /// Offset from the archive start.
    pub offset: u32,
    /// Size in bytes (up to the next offset, or the total / end of file for the last).
    pub size: u32,
}

/// A parsed DOT1 header.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Dot1 {
    /// Whether the header carries the total-size word after the offsets.
    pub has_total: bool,
    /// The members in order.
    pub members: Vec<Member>,
}

impl Dot1 {
    /// Parses `data` as a DOT1 archive, or `None` if it does not look like one.
    pub fn parse(data: &[u8]) -> Option<Dot1> {
        Dot1::parse_head(data, data.len() as u64)
    }

    /// Parses the first bytes `head` of a file of `len` bytes as a DOT1 archive. `head` must
    /// hold the whole header: [`crate::sniff::HEAD`] bytes, or the whole file.
    pub fn parse_head(head: &[u8], len: u64) -> Option<Dot1> {
        let data = head;
        let len = u32::try_from(len).ok()?;
        let n = u32_at(data, 0)?; // 0x00
        if n == 0 || n > MAX_MEMBERS {
            return None;
        }
        let header = n.checked_mul(4)?.checked_add(4)?;
        let total = u32_at(data, usize::try_from(header).ok()?);
        let first = u32_at(data, 4)?; // 0x04
        let has_total = if first == header {
            false
        } else if first == header.checked_add(4)? && total == Some(len) {
            true
        } else {
            return None;
        };
        let end = len;
        let mut offsets = Vec::with_capacity(usize::try_from(n).ok()?);
        for i in 0..n {
            let at = usize::try_from(i.checked_mul(4)?.checked_add(4)?).ok()?;
            let off = u32_at(data, at)?; // 0x04 + 4i
            if off % 4 != 0 || off > end || offsets.last().is_some_and(|&p| off < p) {
                return None;
            }
            offsets.push(off);
        }
        let members = offsets
            .iter()
            .zip(offsets.iter().skip(1).copied().chain([end]))
            .map(|(&offset, next)| Member { offset, size: next.saturating_sub(offset) })
            .collect();
        Some(Dot1 { has_total, members })
    }

    /// The bytes of member `i`.
    pub fn member<'a>(&self, data: &'a [u8], i: usize) -> Option<&'a [u8]> {
        let m = self.members.get(i)?;
        let start = usize::try_from(m.offset).ok()?;
        data.get(start..start.checked_add(usize::try_from(m.size).ok()?)?)
    }
}

/// Writes a DOT1 archive from members (each padded to 4 bytes); the mirror of [`Dot1::parse`].
pub fn write(members: &[&[u8]], with_total: bool) -> Vec<u8> {
    let n = members.len();
    let header = 4usize
        .saturating_add(n.saturating_mul(4))
        .saturating_add(usize::from(with_total).saturating_mul(4));
    let mut offsets = Vec::with_capacity(n);
    let mut body = Vec::new();
    for m in members {
        offsets.push(header.saturating_add(body.len()));
        body.extend_from_slice(m);
        body.resize(body.len().next_multiple_of(4), 0);
    }
    let total = header.saturating_add(body.len());
    let mut out = Vec::with_capacity(total);
    out.extend((n as u32).to_le_bytes());
    for o in offsets {
        out.extend((o as u32).to_le_bytes());
    }
    if with_total {
        out.extend((total as u32).to_le_bytes());
    }
    out.extend(body);
    out
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    #[test]
    fn golden_archive() {
        // N=2, offsets 0x0C and 0x10, no total; members "abcd" and "ef\0\0".
        let bytes =
            [2, 0, 0, 0, 0x0C, 0, 0, 0, 0x10, 0, 0, 0, b'a', b'b', b'c', b'd', b'e', b'f', 0, 0];
        let d = Dot1::parse(&bytes).unwrap();
        assert!(!d.has_total);
        assert_eq!(d.members, [Member { offset: 12, size: 4 }, Member { offset: 16, size: 4 }]);
        assert_eq!(d.member(&bytes, 0), Some(&b"abcd"[..]));
        assert_eq!(write(&[b"abcd", b"ef"], false), bytes);
    }

    #[test]
    fn with_total_round_trip() {
        let a = write(&[b"hello", b"", b"world!!!"], true);
        let d = Dot1::parse(&a).unwrap();
        assert!(d.has_total);
        assert_eq!(d.members.len(), 3);
        assert_eq!(d.member(&a, 2), Some(&b"world!!!"[..]));
        assert_eq!(d.members[1].size, 0);
    }

    #[test]
    fn rejects_non_archives() {
        assert_eq!(Dot1::parse(&[0; 64]), None);
        assert_eq!(Dot1::parse(&[1, 0, 0, 0, 9, 0, 0, 0]), None);
        assert_eq!(Dot1::parse(&[2, 0, 0, 0, 0x0C, 0, 0, 0, 0x08, 0, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(Dot1::parse(&[0xFF, 0xFF, 0, 0]), None);
    }

    proptest::proptest! {
        #[test]
        fn never_panics(data in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..256)) {
            if let Some(d) = Dot1::parse(&data) {
                for i in 0..d.members.len() {
                    proptest::prop_assert!(d.member(&data, i).is_some());
                }
            }
        }
    }
}
