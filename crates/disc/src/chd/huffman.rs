//! The bit stream and the small static Huffman code a CHD v5 compressed map is written with
//! **[public: MAME `src/lib/util/bitstream.h`, `huffman.cpp`]**.
//!
//! Bits are read most significant first. The map's code has 16 symbols of at most 8 bits. Its
//! tree is stored as one 4-bit length per symbol, run-length coded: a length of 1 is an escape
//! — `1 1` is a single 1, `1 L N` is `N + 3` symbols of length `L`. Codes are canonical:
//! longer codes take the lower numbers, as MAME assigns them. A lookup of 2⁸ entries gives the
//! symbol and its length from the next 8 bits; past the end of the data, those bits are zero
//! (as MAME's `peek` pads), but *consuming* bits that are not there is an error.
//!
//! Every run is checked against the 16 symbols before it is stored and every length against
//! the 8-bit maximum, so a hostile tree is an error, never an index past the table.

/// Symbols of the map's code.
pub const CODES: usize = 16;
/// Longest code, in bits.
pub const MAX_BITS: u32 = 8;
/// Bits of each stored code length.
const LENGTH_BITS: u32 = 4;

/// A most-significant-bit-first reader over a byte slice.
#[derive(Debug, Clone)]
pub struct Bits<'a> {
    data: &'a [u8],
    /// Position in bits.
    pos: u64,
}

/// Bits were consumed past the end of the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exhausted;

impl<'a> Bits<'a> {
    /// A reader at the first bit of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Bits { data, pos: 0 }
    }

    /// Bits in the data.
    fn total(&self) -> u64 {
        (self.data.len() as u64).saturating_mul(8)
    }

    /// The next `n` (≤ 56) bits without consuming them; bits past the end read as zero.
    pub fn peek(&self, n: u32) -> u64 {
        let mut v: u64 = 0;
        for i in 0..u64::from(n.min(56)) {
            let at = self.pos.saturating_add(i);
            let byte = usize::try_from(at / 8).ok().and_then(|b| self.data.get(b)).copied();
            let bit = byte.map_or(0, |b| (b >> (7u32.saturating_sub((at % 8) as u32))) & 1);
            v = (v << 1) | u64::from(bit);
        }
        v
    }

    /// Consumes `n` bits.
    pub fn skip(&mut self, n: u32) -> Result<(), Exhausted> {
        let end = self.pos.saturating_add(u64::from(n));
        if end > self.total() {
            return Err(Exhausted);
        }
        self.pos = end;
        Ok(())
    }

    /// Reads `n` (≤ 56) bits as a number.
    pub fn read(&mut self, n: u32) -> Result<u64, Exhausted> {
        let v = self.peek(n);
        self.skip(n.min(56))?;
        Ok(v)
    }
}

/// Why a stored tree is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeError {
    /// The data ends inside the tree.
    Exhausted,
    /// A run of lengths goes past the 16 symbols.
    TooManyCodes {
        /// Symbols the runs ask for.
        asked: usize,
    },
    /// A code length above the maximum.
    TooLong {
        /// The symbol.
        symbol: usize,
        /// Its length.
        bits: u32,
    },
    /// The lengths do not form a prefix code.
    Inconsistent,
}

impl std::fmt::Display for TreeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TreeError::Exhausted => f.write_str("the map data ends inside its Huffman tree"),
            TreeError::TooManyCodes { asked } => write!(
                f,
                "the map's Huffman tree runs past its {CODES} codes (a run reaches code {asked})"
            ),
            TreeError::TooLong { symbol, bits } => write!(
                f,
                "the map's Huffman code {symbol} is {bits} bits long (at most {MAX_BITS})"
            ),
            TreeError::Inconsistent => {
                f.write_str("the map's Huffman code lengths do not form a prefix code")
            }
        }
    }
}

/// The decoding table of the map's code.
#[derive(Debug, Clone)]
pub struct Huffman {
    /// For each 8-bit prefix: `(symbol, code length)`; length 0 where no code starts so.
    lookup: [(u8, u8); 1 << MAX_BITS],
}

impl Huffman {
    /// Reads the run-length coded tree at the reader's position.
    pub fn read_tree(bits: &mut Bits<'_>) -> Result<Huffman, TreeError> {
        let mut lengths = [0u32; CODES];
        let mut n = 0usize;
        let next = |bits: &mut Bits<'_>| -> Result<u32, TreeError> {
            bits.read(LENGTH_BITS).map(|v| v as u32).map_err(|_| TreeError::Exhausted)
        };
        while n < CODES {
            let first = next(bits)?;
            let (value, count) = if first != 1 {
                (first, 1usize)
            } else {
                let value = next(bits)?;
                if value == 1 {
                    (1, 1)
                } else {
                    (value, (next(bits)? as usize).saturating_add(3))
                }
            };
            let end = n.saturating_add(count);
            if end > CODES {
                return Err(TreeError::TooManyCodes { asked: end });
            }
            for slot in lengths.get_mut(n..end).unwrap_or(&mut []) {
                *slot = value;
            }
            n = end;
        }
        Self::from_lengths(&lengths)
    }

    /// Canonical codes from code lengths (longest codes first, as MAME assigns them).
    pub fn from_lengths(lengths: &[u32; CODES]) -> Result<Huffman, TreeError> {
        let mut per_length = [0u32; MAX_BITS as usize + 1];
        for (symbol, &bits) in lengths.iter().enumerate() {
            let slot =
                per_length.get_mut(bits as usize).ok_or(TreeError::TooLong { symbol, bits })?;
            *slot = slot.saturating_add(1);
        }
        // First code of each length, from the longest down; every level must pair up.
        let mut start = [0u32; MAX_BITS as usize + 1];
        let mut next_start = 0u32;
        for bits in (1..=MAX_BITS as usize).rev() {
            let count = per_length.get(bits).copied().unwrap_or(0);
            let sum = next_start.saturating_add(count);
            if bits != 1 && sum % 2 != 0 {
                return Err(TreeError::Inconsistent);
            }
            if let Some(s) = start.get_mut(bits) {
                *s = next_start;
            }
            next_start = sum / 2;
        }
        let mut lookup = [(0u8, 0u8); 1 << MAX_BITS];
        for (symbol, &bits) in lengths.iter().enumerate() {
            if bits == 0 {
                continue;
            }
            let slot = start.get_mut(bits as usize).ok_or(TreeError::Inconsistent)?;
            let code = *slot;
            *slot = slot.saturating_add(1);
            let shift = MAX_BITS.saturating_sub(bits);
            let first = (code as usize) << shift;
            let last = ((code as usize).saturating_add(1) << shift).saturating_sub(1);
            let entries = lookup.get_mut(first..=last).ok_or(TreeError::Inconsistent)?;
            for e in entries {
                *e = (symbol as u8, bits as u8);
            }
        }
        Ok(Huffman { lookup })
    }

    /// Decodes one symbol.
    pub fn decode(&self, bits: &mut Bits<'_>) -> Result<u8, Exhausted> {
        let prefix = bits.peek(MAX_BITS) as usize;
        let (symbol, len) = self.lookup.get(prefix).copied().unwrap_or((0, 0));
        bits.skip(u32::from(len))?;
        Ok(symbol)
    }
}

/// Writes bits most significant first (for the test writer).
#[derive(Debug, Default, Clone)]
pub struct BitWriter {
    out: Vec<u8>,
    bits: u64,
}

impl BitWriter {
    /// Appends the low `n` (≤ 56) bits of `value`.
    pub fn put(&mut self, value: u64, n: u32) {
        for i in (0..n.min(56)).rev() {
            let bit = (value >> i) & 1;
            let byte = (self.bits / 8) as usize;
            if byte >= self.out.len() {
                self.out.push(0);
            }
            if let Some(b) = self.out.get_mut(byte) {
                *b |= (bit as u8) << 7u32.saturating_sub((self.bits % 8) as u32);
            }
            self.bits = self.bits.saturating_add(1);
        }
    }

    /// The bytes written (the last one zero-padded).
    pub fn finish(self) -> Vec<u8> {
        self.out
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn bits_msb_first_zero_padded_peek() {
        let mut b = Bits::new(&[0b1010_0000, 0xFF]);
        assert_eq!(b.read(3).unwrap(), 0b101);
        assert_eq!(b.peek(16), 0b0000_0111_1111_1000);
        assert_eq!(b.read(13).unwrap(), 0b0_0000_1111_1111);
        assert_eq!(b.read(1), Err(Exhausted));
    }

    #[test]
    fn canonical_codes_and_runs() {
        // All 16 symbols of 4 bits, written as `1 4 13` (16 repeats): symbol i = code i.
        let mut w = BitWriter::default();
        w.put(1, 4);
        w.put(4, 4);
        w.put(13, 4);
        for s in [3u64, 15, 0, 9] {
            w.put(s, 4);
        }
        let bytes = w.finish();
        let mut bits = Bits::new(&bytes);
        let h = Huffman::read_tree(&mut bits).unwrap();
        for s in [3u8, 15, 0, 9] {
            assert_eq!(h.decode(&mut bits).unwrap(), s);
        }
        // A run past 16 codes, a length over 8 bits, an incomplete code: errors, no panic.
        let mut w = BitWriter::default();
        w.put(1, 4);
        w.put(4, 4);
        w.put(15, 4);
        let bytes = w.finish();
        assert!(matches!(
            Huffman::read_tree(&mut Bits::new(&bytes)),
            Err(TreeError::TooManyCodes { asked: 18 })
        ));
        let mut lengths = [4u32; CODES];
        lengths[2] = 9;
        assert!(matches!(Huffman::from_lengths(&lengths), Err(TreeError::TooLong { .. })));
        lengths[2] = 3;
        assert_eq!(Huffman::from_lengths(&lengths).err(), Some(TreeError::Inconsistent));
        assert_eq!(Huffman::read_tree(&mut Bits::new(&[0x44])).err(), Some(TreeError::Exhausted));
    }
}
