//! Square's LZ as used by Xenogears (and, probably, Dewprism): decoder and encoder.
//!
//! # Layout **[public: three independent Xenogears decoders; field notes §5]**
//!
//! | Offset | Size | Type | Name | Source |
//! |---|---|---|---|---|
//! | 0x00 | 4 | u32 LE | decompressed size `n` | `[public]` |
//! | 0x04 | … | tokens | flag byte, then up to 8 tokens, repeated | `[public]` |
//!
//! * One flag byte covers the next 8 tokens and is consumed **least significant bit first**.
//! * Bit 0 = **literal**: one byte copied to the output.
//! * Bit 1 = **reference**: two bytes `lo, hi`; distance `((hi & 0x0F) << 8) | lo`
//!   (1..=4095) counted back from the current output position, length `(hi >> 4) + 3`
//!   (3..=18). The copy runs byte by byte from the output itself, so `distance < length`
//!   repeats a run.
//! * A reference reaching before the output start yields zero bytes (the history is taken as
//!   zero-filled, as `ImportXenogears` does) **[public]**.
//! * Decoding stops as soon as `n` bytes are out, even in the middle of a flag group or a
//!   reference (an overshooting copy is clamped) **[public]**.
//! * Compressed files are padded to a multiple of 4 bytes **[public]**.
//!
//! A decode is *clean* ([`is_clean`]) when the output reaches the declared size and the tokens
//! end within 4 bytes of the end of the blob: that is how the variant is recognised on a disc.
//!
//! # Encoder
//!
//! [`compress`] is greedy with one step of lazy matching (for matches shorter than 8) over
//! hash chains of 3-byte hashes (window 4095, lengths 3..=18, at most 24 candidates per
//! position). It never emits a reference before the output start, so any faithful
//! decoder reads its output, whatever it does with that case. When the data allows, the
//! token count is made a multiple of 8 (by peeling literals off references), so a decoder
//! that — like the Xenogears routine, per rufaswan's notes — checks for the end only when it
//! fetches a flag byte also stops exactly at `n`. The output is padded with zero bytes to a
//! multiple of 4 and is a deterministic function of the input.

use cursor::Cursor;
use thiserror::Error;

/// Longest reference distance.
pub const MAX_DISTANCE: usize = 0x0FFF;
/// Shortest reference length.
pub const MIN_LEN: usize = 3;
/// Longest reference length.
pub const MAX_LEN: usize = 18;
/// Size of the header (the u32 decompressed size).
pub const HEADER_LEN: usize = 4;

/// Errors decoding an LZ stream. Offsets are byte offsets in the compressed input.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LzError {
    /// The input ends before a header, flag byte, literal or reference that the declared size
    /// still needs.
    #[error(
        "LZ stream truncated at offset {offset:#x}: expected {expected} ({needed} bytes), \
         input is {len:#x} bytes; {produced:#x} of {declared:#x} bytes decoded"
    )]
    Truncated {
        /// Offset of the read that ran out.
        offset: usize,
        /// What was being read.
        expected: &'static str,
        /// Bytes the read needed.
        needed: usize,
        /// Length of the input.
        len: usize,
        /// Output bytes produced so far.
        produced: usize,
        /// The declared output size.
        declared: usize,
    },
    /// A reference with distance 0 (it would copy from the byte being written).
    #[error("LZ reference at offset {offset:#x} has distance 0 (bytes {lo:#04x} {hi:#04x})")]
    ZeroDistance {
        /// Offset of the reference's first byte.
        offset: usize,
        /// The reference's low byte.
        lo: u8,
        /// The reference's high byte.
        hi: u8,
    },
    /// The header declares more output than the input could possibly expand to.
    #[error(
        "LZ header declares {declared:#x} bytes but {input_len:#x} bytes of input can expand \
         to at most {cap:#x}: not an LZ stream, or truncated"
    )]
    Limits {
        /// Declared decompressed size.
        declared: u64,
        /// The most the input can produce.
        cap: u64,
        /// Length of the input.
        input_len: usize,
    },
}

/// A decoded stream and how much input it used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The decompressed bytes (exactly the declared size).
    pub data: Vec<u8>,
    /// Bytes of input used, header included.
    pub consumed: usize,
}

impl Decoded {
    /// Slack allowed between the end of the tokens and the end of a clean blob (padding).
    pub const CLEAN_SLACK: usize = 4;

    /// True when this decode of a blob of `input_len` bytes is *clean*: the tokens end within
    /// [`Self::CLEAN_SLACK`] bytes of the blob's end. (The output always has the declared size.)
    pub fn is_clean_in(&self, input_len: usize) -> bool {
        input_len.saturating_sub(self.consumed) <= Self::CLEAN_SLACK
    }
}

/// The most output `input_len` bytes of LZ input (header included) can expand to.
///
/// Best case: every token a reference. A full group is 1 flag byte + 8 references = 17 bytes
/// giving 8 × 18 = 144 bytes; a partial group of `k` bytes is a flag byte, `(k-1)/2`
/// references and at most one literal.
pub fn max_output(input_len: usize) -> u64 {
    let body = input_len.saturating_sub(HEADER_LEN) as u64;
    let groups = body / 17;
    let rest = body % 17;
    let tail = match rest.checked_sub(1) {
        None => 0,
        Some(m) => (m / 2).saturating_mul(MAX_LEN as u64).saturating_add(m % 2),
    };
    groups.saturating_mul(144).saturating_add(tail)
}

/// Decodes a whole LZ blob; trailing bytes after the last needed token (padding) are ignored.
pub fn decompress(input: &[u8]) -> Result<Vec<u8>, LzError> {
    decompress_prefix(input).map(|d| d.data)
}

/// True when `input` decodes *cleanly*: the output reaches the declared size and the input is
/// consumed to within 4 bytes of its end.
pub fn is_clean(input: &[u8]) -> bool {
    match decompress_prefix(input) {
        Ok(d) => d.is_clean_in(input.len()),
        Err(_) => false,
    }
}

/// Decodes one LZ stream at the start of `input`, stopping at the declared size, and reports
/// how many input bytes it used.
pub fn decompress_prefix(input: &[u8]) -> Result<Decoded, LzError> {
    let mut cur = Cursor::new(input);
    let declared = cur.u32_le().map_err(|_| LzError::Truncated {
        offset: 0,
        expected: "the u32 decompressed size",
        needed: HEADER_LEN,
        len: input.len(),
        produced: 0,
        declared: 0,
    })?; // 0x00
    let cap = max_output(input.len());
    if u64::from(declared) > cap {
        return Err(LzError::Limits { declared: u64::from(declared), cap, input_len: input.len() });
    }
    // `declared <= cap`, and cap is at most ~8.5 × the input length: a bounded allocation.
    let n = usize::try_from(declared).map_err(|_| LzError::Limits {
        declared: u64::from(declared),
        cap,
        input_len: input.len(),
    })?;
    // Every byte below `o` is written before it is read; the zero fill is never observed.
    let mut out: Vec<u8> = vec![0; n];
    let truncated = |offset: usize, expected: &'static str, needed: usize, produced: usize| {
        LzError::Truncated { offset, expected, needed, len: input.len(), produced, declared: n }
    };
    let mut o = 0usize; // output position
    let mut p = HEADER_LEN; // 0x04: the first flag byte
    while o < n {
        let flags = *input.get(p).ok_or_else(|| truncated(p, "a flag byte", 1, o))?;
        p = p.saturating_add(1);
        // Fast path: 8 literals that all fit.
        if flags == 0 {
            let lits = input.get(p..p.saturating_add(8));
            let dst = out.get_mut(o..o.saturating_add(8));
            if let (Some(lits), Some(dst)) = (lits, dst) {
                dst.copy_from_slice(lits);
                p = p.saturating_add(8);
                o = o.saturating_add(8);
                continue;
            }
        }
        for bit in 0..8u32 {
            if o >= n {
                break;
            }
            if (flags >> bit) & 1 == 0 {
                let b = *input.get(p).ok_or_else(|| truncated(p, "a literal byte", 1, o))?;
                if let Some(d) = out.get_mut(o) {
                    *d = b;
                }
                o = o.saturating_add(1);
                p = p.saturating_add(1);
            } else {
                let (lo, hi) = match input.get(p..p.saturating_add(2)) {
                    Some(&[lo, hi]) => (lo, hi),
                    _ => return Err(truncated(p, "a 2-byte reference", 2, o)),
                };
                let dist = (usize::from(hi & 0x0F) << 8) | usize::from(lo);
                if dist == 0 {
                    return Err(LzError::ZeroDistance { offset: p, lo, hi });
                }
                let len = usize::from(hi >> 4).saturating_add(MIN_LEN);
                let len = len.min(n.saturating_sub(o)); // clamp an overshooting copy
                copy_back(&mut out, o, dist, len);
                o = o.saturating_add(len);
                p = p.saturating_add(2);
            }
        }
    }
    Ok(Decoded { data: out, consumed: p })
}

/// Writes `len` bytes at `o` copied from `dist` bytes back, as a byte-by-byte copy would
/// (overlap repeats a run); positions before the output start read as zero. The caller
/// guarantees `dist >= 1` and `o + len <= out.len()`.
fn copy_back(out: &mut [u8], o: usize, dist: usize, len: usize) {
    if let Some(src) = o.checked_sub(dist).filter(|_| dist >= len) {
        // No overlap and no zeros: one block copy.
        let (head, tail) = out.split_at_mut(o.min(out.len()));
        if let (Some(s), Some(d)) = (head.get(src..src.saturating_add(len)), tail.get_mut(..len)) {
            d.copy_from_slice(s);
            return;
        }
    }
    for k in o..o.saturating_add(len) {
        let b = k.checked_sub(dist).and_then(|s| out.get(s)).copied().unwrap_or(0);
        if let Some(d) = out.get_mut(k) {
            *d = b;
        }
    }
}

/// One encoder token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    /// One literal byte (the data byte at the token's position).
    Literal,
    /// A reference: distance and length.
    Ref { dist: u16, len: u8 },
}

/// Hash of the 3 bytes at `i` (caller guarantees `i + 3 <= data.len()`).
const HASH_BITS: u32 = 14;
/// Links followed per position before giving up.
const MAX_CHAIN: usize = 24;
/// A match this long ends the chain walk early.
const GOOD_ENOUGH: usize = 12;
/// Matches at least this long are taken without the lazy look-ahead.
const LAZY_BELOW: usize = 8;
/// No position.
const NIL: u32 = u32::MAX;

fn hash3(data: &[u8], i: usize) -> usize {
    match data.get(i..i.saturating_add(3)) {
        Some(&[a, b, c]) => {
            let v = u32::from(a) | (u32::from(b) << 8) | (u32::from(c) << 16);
            (v.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
        }
        _ => 0,
    }
}

/// Hash chains over the data: `head[h]` is the latest position with hash `h`, `prev[i]` the
/// position before `i` with the same hash.
struct Chains {
    head: Vec<u32>,
    prev: Vec<u32>,
}

impl Chains {
    fn new(len: usize) -> Self {
        Self { head: vec![NIL; 1 << HASH_BITS], prev: vec![NIL; len] }
    }

    /// Records position `i` (needs 3 bytes at `i`).
    fn insert(&mut self, data: &[u8], i: usize) {
        if i.saturating_add(MIN_LEN) > data.len() {
            return;
        }
        let h = hash3(data, i);
        if let (Some(head), Some(prev)) = (self.head.get_mut(h), self.prev.get_mut(i)) {
            *prev = *head;
            *head = u32::try_from(i).unwrap_or(NIL);
        }
    }

    /// Longest match for position `i` among earlier recorded positions within the window:
    /// `(len, dist)`, len 0 if none of at least [`MIN_LEN`]. Nearest wins ties.
    fn best(&self, data: &[u8], i: usize) -> (usize, usize) {
        let max = data.len().saturating_sub(i).min(MAX_LEN);
        if max < MIN_LEN {
            return (0, 0);
        }
        let here = data.get(i..i.saturating_add(max)).unwrap_or(&[]);
        let mut best = (0, 0);
        let mut cand = self.head.get(hash3(data, i)).copied().unwrap_or(NIL);
        for _ in 0..MAX_CHAIN {
            if cand == NIL {
                break;
            }
            let c = cand as usize;
            let Some(dist) = i.checked_sub(c).filter(|&d| d > 0) else { break };
            if dist > MAX_DISTANCE {
                break;
            }
            let there = data.get(c..).unwrap_or(&[]);
            // Quick reject: a longer match must agree at the current best length.
            if best.0 > 0 && here.get(best.0) != there.get(best.0) {
                cand = self.prev.get(c).copied().unwrap_or(NIL);
                continue;
            }
            let len = here.iter().zip(there).take_while(|(a, b)| a == b).count();
            if len > best.0 {
                best = (len, dist);
                if len >= max.min(GOOD_ENOUGH) {
                    break;
                }
            }
            cand = self.prev.get(c).copied().unwrap_or(NIL);
        }
        if best.0 < MIN_LEN {
            (0, 0)
        } else {
            best
        }
    }
}

/// Greedy + lazy parse of `data` into tokens.
fn parse(data: &[u8]) -> Vec<Token> {
    let mut tokens = Vec::with_capacity(data.len() / 2);
    let mut chains = Chains::new(data.len());
    let mut i = 0usize;
    let mut pending: Option<(usize, usize)> = None; // match found for `i` by the lazy look-ahead
    while i < data.len() {
        let (len, dist) = match pending.take() {
            Some(m) => m,
            None => chains.best(data, i),
        };
        chains.insert(data, i);
        if len < MIN_LEN {
            tokens.push(Token::Literal);
            i = i.saturating_add(1);
            continue;
        }
        if len < LAZY_BELOW {
            // Lazy: if the next position has a strictly longer match, emit a literal here.
            let next = chains.best(data, i.saturating_add(1));
            if next.0 > len {
                tokens.push(Token::Literal);
                i = i.saturating_add(1);
                pending = Some(next);
                continue;
            }
        }
        tokens.push(Token::Ref {
            dist: u16::try_from(dist).unwrap_or(1),
            len: u8::try_from(len).unwrap_or(MIN_LEN as u8),
        });
        for k in 1..len {
            chains.insert(data, i.saturating_add(k));
        }
        i = i.saturating_add(len);
    }
    tokens
}

/// Best effort: makes the token count a multiple of 8 without changing the output, by peeling
/// the first byte of a reference off as a literal (+1 token) or turning a length-3 reference
/// into 3 literals (+2 tokens). Works from the end of the stream.
fn align_tokens(tokens: &mut Vec<Token>) {
    let mut need = tokens.len().wrapping_neg() & 7;
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len().saturating_add(need));
    for &t in tokens.iter().rev() {
        match t {
            Token::Ref { dist, mut len } if need > 0 => {
                // Peeled literals come *before* the (shortened) reference; we push in reverse.
                let mut peeled = 0usize;
                while need > 0 && usize::from(len) > MIN_LEN {
                    len = len.saturating_sub(1);
                    peeled = peeled.saturating_add(1);
                    need = need.saturating_sub(1);
                }
                if need >= 2 && usize::from(len) == MIN_LEN {
                    out.extend([Token::Literal; 3]);
                    need = need.saturating_sub(2);
                } else {
                    out.push(Token::Ref { dist, len });
                }
                out.extend(std::iter::repeat_n(Token::Literal, peeled));
            }
            t => out.push(t),
        }
    }
    out.reverse();
    *tokens = out;
}

/// Compresses `data` into an LZ blob (header, tokens, zero padding to a multiple of 4).
///
/// `data` longer than `u32::MAX` bytes cannot be described by the header; the size field then
/// saturates (such input is far beyond anything on a PS1 disc).
pub fn compress(data: &[u8]) -> Vec<u8> {
    let mut tokens = parse(data);
    align_tokens(&mut tokens);
    let mut out = Vec::with_capacity((data.len() / 2).saturating_add(16));
    out.extend_from_slice(&u32::try_from(data.len()).unwrap_or(u32::MAX).to_le_bytes());
    let mut pos = 0usize; // position in `data`
    for group in tokens.chunks(8) {
        let flag_at = out.len();
        out.push(0);
        let mut flags = 0u8;
        for (bit, t) in group.iter().enumerate() {
            match *t {
                Token::Literal => {
                    out.push(data.get(pos).copied().unwrap_or(0));
                    pos = pos.saturating_add(1);
                }
                Token::Ref { dist, len } => {
                    flags |= 1 << bit;
                    let code = u16::from(len.saturating_sub(MIN_LEN as u8)) << 12 | dist;
                    out.extend_from_slice(&code.to_le_bytes());
                    pos = pos.saturating_add(usize::from(len));
                }
            }
        }
        if let Some(f) = out.get_mut(flag_at) {
            *f = flags;
        }
    }
    let pad = out.len().wrapping_neg() & 3;
    out.resize(out.len().saturating_add(pad), 0);
    out
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    #[test]
    fn max_output_is_tight_for_small_inputs() {
        assert_eq!(max_output(0), 0);
        assert_eq!(max_output(4), 0);
        assert_eq!(max_output(5), 0); // a lone flag byte
        assert_eq!(max_output(6), 1); // flag + literal
        assert_eq!(max_output(7), 18); // flag + reference
        assert_eq!(max_output(4 + 17), 144);
        assert_eq!(max_output(4 + 18), 144);
    }

    #[test]
    fn align_keeps_output() {
        for data in [b"abcabcabcabcabcabcabcabcxyz".to_vec(), vec![7u8; 100], b"ab".to_vec()] {
            let c = compress(&data);
            assert_eq!(decompress(&c).unwrap(), data);
            assert_eq!(c.len() % 4, 0);
            assert!(is_clean(&c));
        }
    }
}
