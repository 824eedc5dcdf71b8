#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use proptest::prelude::*;
use scene::glb::{read, write, GlbError};

/// A GLB built by hand from the glTF 2.0 spec's layout (not by our writer).
#[test]
fn golden_container() {
    let json = br#"{"asset":{"version":"2.0"}}"#; // 27 bytes → padded to 28
    let bin = [1u8, 2, 3];
    let mut want = Vec::new();
    want.extend_from_slice(b"glTF");
    want.extend_from_slice(&2u32.to_le_bytes());
    want.extend_from_slice(&(12u32 + 8 + 28 + 8 + 4).to_le_bytes());
    want.extend_from_slice(&28u32.to_le_bytes());
    want.extend_from_slice(b"JSON");
    want.extend_from_slice(json);
    want.push(b' ');
    want.extend_from_slice(&4u32.to_le_bytes());
    want.extend_from_slice(b"BIN\0");
    want.extend_from_slice(&[1, 2, 3, 0]);
    assert_eq!(write(json, &bin).unwrap(), want);
    let (j, b) = read(&want).unwrap();
    assert_eq!(&j[..27], json);
    assert_eq!(b, [1, 2, 3, 0]);
}

#[test]
fn bad_headers() {
    let good = write(b"{}", &[]).unwrap();
    let mut bad = good.clone();
    bad[0] = b'x';
    assert!(matches!(read(&bad), Err(GlbError::Field { offset: 0, .. })));
    let mut bad = good.clone();
    bad[4] = 1;
    assert!(matches!(read(&bad), Err(GlbError::Field { offset: 4, .. })));
    assert!(matches!(read(&good[..good.len() - 1]), Err(GlbError::Length { .. })));
}

proptest! {
    #[test]
    fn round_trip(json in proptest::collection::vec(0x20u8..0x7f, 0..64), bin in proptest::collection::vec(any::<u8>(), 0..64)) {
        let g = write(&json, &bin).unwrap();
        prop_assert_eq!(g.len() % 4, 0);
        let (j, b) = read(&g).unwrap();
        prop_assert_eq!(&j[..json.len()], &json[..]);
        prop_assert!(j[json.len()..].iter().all(|&c| c == b' '));
        prop_assert_eq!(&b[..bin.len()], &bin[..]);
    }

    #[test]
    fn never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..128)) {
        let _ = read(&bytes);
    }
}
