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

/// A fast fingerprint (XXH3-128) of bytes given in spans, for finding candidate copies without
/// a cryptographic hash: a pass that writes every file can afford it, SHA-256 costs as much as
/// the writing. [`dup_of_confirmed`] confirms each candidate byte by byte.
pub fn fingerprint(spans: &[&[u8]]) -> u128 {
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    for s in spans {
        h.update(s);
    }
    h.digest128()
}

/// Most distinct contents [`dup_of_confirmed`] keeps per key: a key shared by more (a crafted
/// fingerprint collision) would otherwise cost a comparison with each of them per item.
pub const MAX_CONTENTS_PER_KEY: usize = 8;

/// For each item (in order), the position of the first earlier item with the same key whose
/// bytes `same(earlier, item)` confirms equal; `None` for a first copy and for items without a
/// key. Items with equal keys but different bytes (a fingerprint collision) each start a group
/// of their own, up to [`MAX_CONTENTS_PER_KEY`] per key; past that an item is compared with
/// those only, so a copy of a later content is listed as a first copy.
pub fn dup_of_confirmed<K: Eq + std::hash::Hash + Copy>(
    keys: &[Option<K>],
    mut same: impl FnMut(usize, usize) -> bool,
) -> Vec<Option<usize>> {
    let mut firsts: HashMap<K, Vec<usize>> = HashMap::with_capacity(keys.len());
    keys.iter()
        .enumerate()
        .map(|(i, k)| {
            let group = firsts.entry((*k)?).or_default();
            match group.iter().copied().find(|&f| same(f, i)) {
                Some(f) => Some(f),
                None => {
                    if group.len() < MAX_CONTENTS_PER_KEY {
                        group.push(i);
                    }
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

    #[test]
    fn a_fingerprint_match_is_a_copy_only_when_the_bytes_agree() {
        let files: [&[u8]; 5] = [b"one", b"two", b"one", b"uno", b"two"];
        // Every file gets the same key, as a collision would: the bytes decide.
        let keys = [Some(7u8); 5];
        let got = dup_of_confirmed(&keys, |a, b| files[a] == files[b]);
        assert_eq!(got, [None, None, Some(0), None, Some(1)]);
        // The fingerprint does not depend on how the bytes are cut into spans.
        assert_eq!(fingerprint(&[b"ab", b"", b"cde"]), fingerprint(&[b"abcde"]));
        assert_ne!(fingerprint(&[b"abcde"]), fingerprint(&[b"abcdf"]));
        let keys: Vec<Option<u128>> = files.iter().map(|f| Some(fingerprint(&[f]))).collect();
        assert_eq!(dup_of_confirmed(&keys, |a, b| files[a] == files[b]), got);
    }

    #[test]
    fn a_crafted_collision_costs_a_bounded_number_of_comparisons() {
        // 1,000 different contents under one key: each item is compared with at most 8.
        let keys = vec![Some(0u8); 1000];
        let mut calls = 0usize;
        let got = dup_of_confirmed(&keys, |_, _| {
            calls += 1;
            false
        });
        assert!(got.iter().all(Option::is_none));
        assert!(calls <= 1000 * MAX_CONTENTS_PER_KEY, "{calls}");
    }
}
