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
/// Branch-free so that loops over many bytes vectorise.
#[inline(always)]
const fn mul_alpha(i: u8) -> u8 {
    i.wrapping_shl(1) ^ (i >> 7).wrapping_mul(0x1D)
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

/// `Q_INDEX[k][m]`: offset (from 0x0C) of byte `k` of Q vector `m`. Vector `m` starts at
/// `(m / 2)·86 + m % 2` and steps by 88 bytes (44 words), wrapping at 2236.
#[allow(clippy::indexing_slicing, clippy::arithmetic_side_effects)] // const evaluation
static Q_INDEX: [[u16; 52]; 43] = {
    let mut t = [[0u16; 52]; 43];
    let mut m = 0usize;
    while m < 52 {
        let mut k = 0usize;
        while k < 43 {
            t[k][m] = (((m >> 1) * 86 + (m & 1) + 88 * k) % ECC_SPAN) as u16;
            k += 1;
        }
        m += 1;
    }
    t
};

/// Runs the two-byte parity of `N` interleaved vectors: `next(k)` yields byte `k` of every
/// vector. Processing all vectors row by row keeps `N` independent table-lookup chains in
/// flight. Writes vector `c`'s parity to `parity[c]` and `parity[N + c]`.
#[inline(always)]
fn parity<const N: usize>(
    rows: usize,
    mut next: impl FnMut(usize, &mut [u8; N]),
    parity: &mut [u8],
) {
    let mut a = [0u8; N];
    let mut b = [0u8; N];
    let mut row = [0u8; N];
    for k in 0..rows {
        next(k, &mut row);
        for ((a, b), &x) in a.iter_mut().zip(b.iter_mut()).zip(row.iter()) {
            *a = mul_alpha(*a ^ x);
            *b ^= x;
        }
    }
    let (lo, hi) = parity.split_at_mut(N.min(parity.len()));
    for (((lo, hi), &a), &b) in lo.iter_mut().zip(hi.iter_mut()).zip(a.iter()).zip(b.iter()) {
        let p = DIV
            .get(usize::from(MUL.get(usize::from(a)).copied().unwrap_or(0) ^ b))
            .copied()
            .unwrap_or(0);
        *lo = p;
        *hi = p ^ b;
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
    // P: 86 vectors (byte columns) of 24 bytes, stride 86 (43 words), over 0x0C..0x81C.
    let mut p = [0u8; 172];
    parity::<86>(
        24,
        |k, row| {
            let from = k.saturating_mul(86);
            if let Some(src) = region.get(from..from.saturating_add(86)) {
                row.copy_from_slice(src);
            }
        },
        &mut p,
    );
    if let Some(dst) = region.get_mut(0x810..0x810 + 172) {
        dst.copy_from_slice(&p);
    }
    // Q: 52 vectors (diagonals) of 43 bytes, stride 88 (44 words), wrapping over 0x0C..0x8C8.
    let mut q = [0u8; 104];
    parity::<52>(
        43,
        |k, row| {
            if let Some(ix) = Q_INDEX.get(k) {
                for (r, &i) in row.iter_mut().zip(ix.iter()) {
                    *r = region.get(usize::from(i)).copied().unwrap_or(0);
                }
            }
        },
        &mut q,
    );
    if let Some(dst) = sector.get_mut(0x81C..0x8C8) {
        dst.copy_from_slice(&p);
    }
    if let Some(dst) = sector.get_mut(0x8C8..0x930) {
        dst.copy_from_slice(&q);
    }
}
