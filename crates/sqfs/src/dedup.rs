//! Content hashes and duplicate groups.
//!
//! The same file is stored many times, byte-identical, apparently to cut seeks **[published]**
//! (Maya's 72 KB model: 27 copies). Files are keyed on the SHA-256 of their exact bytes — the key
//! S3Extract's hashmap uses **[public]** — and each copy points at the first one (`dup_of`).

use std::collections::HashMap;

/// Lowercase hex of a digest.
pub fn hex(digest: &[u8; 32]) -> String {
    use std::fmt::Write;
    digest.iter().fold(String::with_capacity(64), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// For each item (in order), the position of the first earlier item with the same digest, or
/// `None` for the first copy and for items without a digest.
pub fn dup_of(digests: &[Option<[u8; 32]>]) -> Vec<Option<usize>> {
    let mut first: HashMap<[u8; 32], usize> = HashMap::with_capacity(digests.len());
    digests
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let d = (*d)?;
            match first.get(&d) {
                Some(&f) => Some(f),
                None => {
                    first.insert(d, i);
                    None
                }
            }
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    #[test]
    fn groups_point_at_the_first_copy() {
        let a = Some([1u8; 32]);
        let b = Some([2u8; 32]);
        assert_eq!(dup_of(&[a, b, None, a, a, b]), [None, None, None, Some(0), Some(0), Some(1)]);
        assert_eq!(hex(&[0xAB; 32]).len(), 64);
        assert!(hex(&[0xAB; 32]).starts_with("abab"));
    }
}
