//! Building raw images: Mode 2 Form 1 sectors with EDC and ECC, and the cue sheet beside them.
//!
//! [`encode_mode2_form1`] allocates nothing and touches only its output, so a caller can
//! encode a whole image in parallel (one sector per `par_chunks_mut(2352)` item).

use crate::edc::{edc, fill_ecc};
use crate::sector::{Subheader, SYNC};

/// Submode of an ordinary data sector: Data **[public: psx-spx]**.
pub const SUBMODE_DATA: u8 = 0x08;
/// Submode of a file's last sector: EOR | Data | EOF **[public: psx-spx]**.
pub const SUBMODE_EOF: u8 = 0x89;

fn bcd(v: u32) -> u8 {
    let v = v % 100;
    ((v / 10) << 4 | (v % 10)) as u8
}

/// The header address of sector `lba`: `lba + 150` (the 2-second lead-in) as BCD
/// (minute, second, frame) **[public: psx-spx]**. Minutes past 99 wrap, as BCD cannot say them.
pub fn lba_to_msf(lba: u32) -> (u8, u8, u8) {
    let a = lba.saturating_add(150);
    (bcd(a / 4500), bcd(a / 75 % 60), bcd(a % 75))
}

/// Inverse of [`lba_to_msf`]: the LBA a BCD header names, or `None` for invalid BCD or an
/// address before 00:02:00.
pub fn msf_to_lba(m: u8, s: u8, f: u8) -> Option<u32> {
    let dec = |b: u8| -> Option<u32> {
        let (hi, lo) = (u32::from(b >> 4), u32::from(b & 0x0F));
        (hi < 10 && lo < 10).then(|| hi.wrapping_mul(10).wrapping_add(lo))
    };
    let (m, s, f) = (dec(m)?, dec(s)?, dec(f)?);
    if s >= 60 || f >= 75 {
        return None;
    }
    m.wrapping_mul(60).wrapping_add(s).checked_mul(75)?.checked_add(f)?.checked_sub(150)
}

/// Writes a complete 2352-byte Mode 2 Form 1 sector: sync, BCD header for `lba`, mode 2, the
/// subheader twice, `user`, EDC over 0x010..0x818, and P/Q ECC (header counted as zero).
pub fn encode_mode2_form1(lba: u32, sub: Subheader, user: &[u8; 2048], out: &mut [u8; 2352]) {
    let (head, rest) = out.split_at_mut(12);
    head.copy_from_slice(&SYNC);
    // 0x00C..0x010: header, zeroed while the ECC is computed.
    if let Some(h) = rest.get_mut(..4) {
        h.fill(0);
    }
    let sub = sub.to_bytes();
    if let Some(s) = out.get_mut(0x10..0x14) {
        s.copy_from_slice(&sub);
    }
    if let Some(s) = out.get_mut(0x14..0x18) {
        s.copy_from_slice(&sub);
    }
    if let Some(d) = out.get_mut(0x18..0x818) {
        d.copy_from_slice(user);
    }
    let e = edc(out.get(0x10..0x818).unwrap_or(&[]));
    if let Some(d) = out.get_mut(0x818..0x81C) {
        d.copy_from_slice(&e.to_le_bytes());
    }
    fill_ecc(out, true);
    let (m, s, f) = lba_to_msf(lba);
    if let Some(h) = out.get_mut(0x0C..0x10) {
        h.copy_from_slice(&[m, s, f, 2]);
    }
}

/// Writes a complete 2352-byte Mode 1 sector: sync, BCD header for `lba`, mode 1, `user` at
/// 0x010, EDC over 0x000..0x810, eight zero bytes, and P/Q ECC over the header too.
pub fn encode_mode1(lba: u32, user: &[u8; 2048], out: &mut [u8; 2352]) {
    out.fill(0);
    let (m, s, f) = lba_to_msf(lba);
    if let Some(h) = out.get_mut(..0x10) {
        h.get_mut(..12).unwrap_or(&mut []).copy_from_slice(&SYNC);
        h.get_mut(12..).unwrap_or(&mut []).copy_from_slice(&[m, s, f, 1]);
    }
    if let Some(d) = out.get_mut(0x10..0x810) {
        d.copy_from_slice(user);
    }
    let e = edc(out.get(..0x810).unwrap_or(&[]));
    if let Some(d) = out.get_mut(0x810..0x814) {
        d.copy_from_slice(&e.to_le_bytes());
    }
    fill_ecc(out, false);
}

/// The cue sheet of a single-track `MODE2/2352` image named `bin_file_name`.
pub fn cue_sheet(bin_file_name: &str) -> String {
    format!("FILE \"{bin_file_name}\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn msf() {
        assert_eq!(lba_to_msf(0), (0x00, 0x02, 0x00));
        assert_eq!(lba_to_msf(16), (0x00, 0x02, 0x16));
        assert_eq!(lba_to_msf(4500 - 150), (0x01, 0x00, 0x00));
        assert_eq!(lba_to_msf(152_000), (0x33, 0x48, 0x50));
        for lba in [0, 1, 74, 75, 4349, 152_000, 359_849] {
            let (m, s, f) = lba_to_msf(lba);
            assert_eq!(msf_to_lba(m, s, f), Some(lba));
        }
        assert_eq!(msf_to_lba(0, 0, 0), None);
        assert_eq!(msf_to_lba(0, 0x0A, 0), None);
    }

    #[test]
    fn cue_round_trip() {
        let s = crate::cue::parse_cue(&cue_sheet("my disc.bin")).unwrap();
        assert_eq!(s.tracks[0].file, "my disc.bin");
        assert_eq!(s.tracks[0].mode, crate::cue::TrackMode::Mode2Raw);
    }
}
