//! Shared builders for the disc tests: synthetic images in every layout, no game data.
#![allow(dead_code)]

use disc::write::{encode_mode2_form1, SUBMODE_DATA, SUBMODE_EOF};
use disc::{Layout, Subheader};

/// Deterministic user data for sector `lba`.
pub fn pattern(lba: u32) -> [u8; 2048] {
    let mut d = [0u8; 2048];
    for (i, b) in d.iter_mut().enumerate() {
        *b = (lba.wrapping_mul(31) as usize ^ i.wrapping_mul(7) ^ (i >> 8)) as u8;
    }
    d
}

/// User data of `n` sectors: `pattern`, with `overrides` replacing some sectors.
pub fn user_sectors(n: u32, overrides: &[(u32, [u8; 2048])]) -> Vec<[u8; 2048]> {
    (0..n)
        .map(|lba| {
            overrides.iter().find(|(l, _)| *l == lba).map_or_else(|| pattern(lba), |(_, d)| *d)
        })
        .collect()
}

/// Subheader used by `image` for sector `lba`: every 5th sector ends a "file".
pub fn sub_for(lba: u32) -> Subheader {
    let submode = if lba % 5 == 4 { SUBMODE_EOF } else { SUBMODE_DATA };
    Subheader { file: 0, channel: 0, submode, coding: 0 }
}

/// One raw Mode 2 Form 1 sector.
pub fn raw_sector(lba: u32, user: &[u8; 2048]) -> [u8; 2352] {
    let mut out = [0u8; 2352];
    encode_mode2_form1(lba, sub_for(lba), user, &mut out);
    out
}

/// An image of `users` in `layout`.
pub fn image(layout: Layout, users: &[[u8; 2048]]) -> Vec<u8> {
    let mut out = Vec::new();
    for (lba, u) in users.iter().enumerate() {
        match layout {
            Layout::Iso2048 => out.extend_from_slice(u),
            Layout::Raw2352 => out.extend_from_slice(&raw_sector(lba as u32, u)),
            Layout::Raw2336 => out.extend_from_slice(&raw_sector(lba as u32, u)[16..]),
            Layout::Raw2448 => {
                out.extend_from_slice(&raw_sector(lba as u32, u));
                out.extend_from_slice(&subchannel(lba as u32));
            }
        }
    }
    out
}

/// A raw Mode 1 sector: sync, header, data at 0x10, EDC at 0x810 (ECC left zero).
pub fn mode1_sector(lba: u32, user: &[u8; 2048]) -> [u8; 2352] {
    let mut s = [0u8; 2352];
    s[..12].copy_from_slice(&disc::SYNC);
    let (m, sec, f) = disc::write::lba_to_msf(lba);
    s[12..16].copy_from_slice(&[m, sec, f, 1]);
    s[0x10..0x810].copy_from_slice(user);
    let edc = bitwise_edc(&s[..0x810]);
    s[0x810..0x814].copy_from_slice(&edc.to_le_bytes());
    s
}

/// Independent bitwise EDC: CRC-32 shifting right, polynomial 0xD8018001, init 0, no xor.
pub fn bitwise_edc(data: &[u8]) -> u32 {
    let mut crc = 0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xD801_8001 } else { crc >> 1 };
        }
    }
    crc
}

/// Concatenation of `for_each_span`'s slices.
pub fn spans(disc: &disc::Disc, lba: u32, len: u64) -> Vec<u8> {
    let mut v = Vec::new();
    disc.for_each_span(lba, len, |s| v.extend_from_slice(s)).unwrap();
    v
}

/// 96 bytes of subchannel for sector `lba` (P all set, Q–W a pattern: only their presence
/// matters to a reader of 2448-byte sectors).
pub fn subchannel(lba: u32) -> [u8; 96] {
    let mut s = [0u8; 96];
    for (i, b) in s.iter_mut().enumerate() {
        *b = if i < 12 { 0xFF } else { (lba as usize * 13 + i) as u8 };
    }
    s
}

/// Byte edits (`at` reduced modulo the length), then a cut to `cut / 4 % (len + 1)` bytes when
/// `cut` is a multiple of 4 — how the property tests damage a valid image.
pub fn mutate(mut bytes: Vec<u8>, edits: &[(usize, u8)], cut: usize) -> Vec<u8> {
    if !bytes.is_empty() {
        for &(at, v) in edits {
            let i = at % bytes.len();
            bytes[i] = v;
        }
    }
    if cut.is_multiple_of(4) {
        bytes.truncate(cut / 4 % (bytes.len() + 1));
    }
    bytes
}
