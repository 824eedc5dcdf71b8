//! EDC (a CRC-32) and ECC (Reed–Solomon product code P and Q parity) of raw CD sectors.
//!
//! Layouts from ECMA-130 and psx-spx "CDROM Sector Encoding" **[public: psx-spx]**:
//!
//! * EDC: CRC-32 shifting right with polynomial 0xD8018001 (the reflected 0x8001801B), initial
//!   value 0, no final xor, stored little-endian.
//! * ECC: over GF(2⁸) with the field polynomial x⁸+x⁴+x³+x²+1 (0x11D). The 2064 bytes at
//!   0x0C..0x81C (header, subheader, user data, EDC, zeros) are 1032 16-bit words; each byte
//!   column of the 43×24-word matrix gets two **P** parity bytes (172 bytes at 0x81C), then each
//!   diagonal of the 2236 bytes at 0x0C..0x8C8 gets two **Q** parity bytes (104 bytes at 0x8C8).
//!   For Mode 2 the 4 header bytes count as zero.

use crc::{Crc, Table, CRC_32_CD_ROM_EDC};

/// The EDC CRC, slice-by-16.
static EDC: Crc<u32, Table<16>> = Crc::<u32, Table<16>>::new(&CRC_32_CD_ROM_EDC);

/// EDC of `bytes`.
pub fn edc(bytes: &[u8]) -> u32 {
    EDC.checksum(bytes)
}

/// Multiplication by α (0x02) in GF(2⁸) mod 0x11D.
const fn mul_alpha(i: u8) -> u8 {
    let shifted = i << 1;
    if i & 0x80 != 0 {
        shifted ^ 0x1D
    } else {
        shifted
    }
}

/// `MUL[i] = α·i`.
#[allow(clippy::indexing_slicing)] // const evaluation: an index out of range fails the build
static MUL: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0usize;
    while i < 256 {
        t[i] = mul_alpha(i as u8);
        i += 1;
    }
    t
};

/// `DIV[i ^ α·i] = i`, i.e. division by (1 + α).
#[allow(clippy::indexing_slicing)] // const evaluation: an index out of range fails the build
static DIV: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0usize;
    while i < 256 {
        let j = mul_alpha(i as u8);
        t[(i as u8 ^ j) as usize] = i as u8;
        i += 1;
    }
    t
};

/// Bytes 0x0C..0x8C8 of a sector: the input to the Q parity, whose first 2064 bytes feed P.
const ECC_SPAN: usize = 0x8C8 - 0x0C;

/// One parity pass. `data` is the region starting at sector offset 0x0C; `columns` vectors of
/// `rows` bytes each; vector `c` starts at `(c / 2) * start_step + c % 2` and advances by
/// `step`, wrapping at `columns * rows`. Writes the two parity bytes of vector `c` to
/// `parity[c]` and `parity[columns + c]`.
#[inline(always)]
fn parity_pass(
    data: &[u8; ECC_SPAN],
    columns: usize,
    rows: usize,
    start_step: usize,
    step: usize,
    parity: &mut [u8],
) {
    let size = columns.wrapping_mul(rows);
    for c in 0..columns {
        let mut idx = (c >> 1).wrapping_mul(start_step).wrapping_add(c & 1);
        let mut a = 0u8;
        let mut b = 0u8;
        for _ in 0..rows {
            let x = data.get(idx).copied().unwrap_or(0);
            idx = idx.wrapping_add(step);
            if idx >= size {
                idx = idx.wrapping_sub(size);
            }
            a = MUL.get(usize::from(a ^ x)).copied().unwrap_or(0);
            b ^= x;
        }
        let p = DIV
            .get(usize::from(MUL.get(usize::from(a)).copied().unwrap_or(0) ^ b))
            .copied()
            .unwrap_or(0);
        if let Some(slot) = parity.get_mut(c) {
            *slot = p;
        }
        if let Some(slot) = parity.get_mut(columns.wrapping_add(c)) {
            *slot = p ^ b;
        }
    }
}

/// Fills the P (0x81C..0x8C8) and Q (0x8C8..0x930) parity of a raw sector from bytes
/// 0x0C..0x81C. With `zero_header` the four header bytes 0x0C..0x10 count as zero (Mode 2).
pub fn fill_ecc(sector: &mut [u8; 2352], zero_header: bool) {
    let mut region = [0u8; ECC_SPAN];
    if let (Some(dst), Some(src)) = (region.get_mut(..0x810), sector.get(0x0C..0x81C)) {
        dst.copy_from_slice(src);
    }
    if zero_header {
        if let Some(h) = region.get_mut(..4) {
            h.fill(0);
        }
    }
    // P: 86 vectors of 24 bytes, stride 86 (43 words), over 0x0C..0x81C.
    let mut p = [0u8; 172];
    parity_pass(&region, 86, 24, 2, 86, &mut p);
    if let Some(dst) = region.get_mut(0x810..0x810 + 172) {
        dst.copy_from_slice(&p);
    }
    // Q: 52 vectors of 43 bytes, stride 88 (44 words), wrapping over 0x0C..0x8C8.
    let mut q = [0u8; 104];
    parity_pass(&region, 52, 43, 86, 88, &mut q);
    if let Some(dst) = sector.get_mut(0x81C..0x8C8) {
        dst.copy_from_slice(&p);
    }
    if let Some(dst) = sector.get_mut(0x8C8..0x930) {
        dst.copy_from_slice(&q);
    }
}
