//! GIF's LZW compression **[published: GIF89a, appendix F]**: codes of 3 to 12 bits packed
//! least significant bit first, a clear code first, the code size grown and the table cleared
//! when the `weezl` crate's encoder (the one the `gif` crate uses) grows and clears them, and
//! the end code last. Strings are matched greedily, as every LZW encoder does; unlike `weezl`,
//! whose tree loses a string's 17th continuation, every string added is found again, so the
//! codes can differ from `weezl`'s (and the file is a little smaller) while any decoder reads
//! the same pixels.
//!
//! Walk-cycle frames are mostly long runs of one index (the background, the unchanged pixels),
//! so the encoder keeps, per byte value `b`, the codes of `b`, `bb`, `bbb`, … that the table
//! holds: a run is consumed a known string at a time, not a byte at a time.
//!
//! Codes stay below 4096 and indices below the table's size, so the module allows
//! `arithmetic_side_effects`.
#![allow(clippy::arithmetic_side_effects)]

/// Codes are at most 12 bits **[published]**.
const MAX_CODES: usize = 4096;
/// The widest code.
const MAX_WIDTH: u32 = 12;

/// An LZW encoder whose tables are reused from one image to the next.
#[derive(Debug, Clone)]
pub struct Lzw {
    /// The code of the string `code` + `byte`, at `code * 256 + byte`; 0 for none (code 0 is
    /// a single byte, never a longer string).
    next: Vec<u16>,
    /// The entries of `next` set since the table was last cleared.
    set: Vec<u32>,
    /// Per byte value `b`: how many `b`s in a row the longest string of them holds (1: `b`
    /// alone, always there).
    top: [u16; 256],
    /// The code of `b` repeated `k` times, at `b * MAX_CODES + k` (for 2 ≤ k ≤ `top[b]`).
    runs: Vec<u16>,
}

impl Default for Lzw {
    fn default() -> Self {
        Lzw::new()
    }
}

/// The output bit stream: codes least significant bit first.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    n: u32,
    width: u32,
}

impl Bits<'_> {
    #[inline(always)]
    fn put(&mut self, code: u32) {
        self.acc |= u64::from(code) << self.n;
        self.n += self.width;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    fn finish(self) {
        if self.n > 0 {
            self.out.push(self.acc as u8);
        }
    }
}

impl Lzw {
    /// An encoder with empty tables.
    pub fn new() -> Lzw {
        Lzw {
            next: vec![0; MAX_CODES * 256],
            set: Vec::with_capacity(MAX_CODES),
            top: [1; 256],
            runs: vec![0; 256 * MAX_CODES],
        }
    }

    /// Forgets every string longer than one byte.
    fn clear(&mut self) {
        for &s in &self.set {
            if let Some(n) = self.next.get_mut(s as usize) {
                *n = 0;
            }
        }
        self.set.clear();
        self.top = [1; 256];
    }

    /// The code of `b` repeated `k` times (`1 ≤ k ≤ top[b]`).
    #[inline(always)]
    fn run_code(&self, b: u8, k: usize) -> u32 {
        if k <= 1 {
            return u32::from(b);
        }
        self.runs.get(usize::from(b) * MAX_CODES + k).map_or(0, |&c| u32::from(c))
    }

    /// Adds the string `code` + `b` as `avail`: remembered in `next`, and in `runs` when it is
    /// one more `b` after the longest run of `b`s.
    #[inline(always)]
    fn add(&mut self, code: u32, b: u8, avail: u32) {
        let slot = code as usize * 256 + usize::from(b);
        if let Some(n) = self.next.get_mut(slot) {
            *n = avail as u16;
            self.set.push(slot as u32);
        }
        let k = usize::from(self.top.get(usize::from(b)).copied().unwrap_or(1));
        if code == self.run_code(b, k) {
            if let Some(r) = self.runs.get_mut(usize::from(b) * MAX_CODES + k + 1) {
                *r = avail as u16;
            }
            if let Some(t) = self.top.get_mut(usize::from(b)) {
                *t = (k + 1) as u16;
            }
        }
    }

    /// Appends the LZW image data of `data` to `out` as GIF stores it before its sub-blocks:
    /// the minimum code size (the `gif` crate's: enough bits for the largest byte, at least
    /// 2), then the codes (what `gif::Frame::make_lzw_pre_encoded` makes, byte for byte when
    /// no string has 17 continuations).
    pub fn encode(&mut self, data: &[u8], out: &mut Vec<u8>) {
        let largest = data.iter().copied().max().unwrap_or(0);
        let min = (u32::from(largest) + 1).max(4).next_power_of_two().trailing_zeros();
        out.push(min as u8);
        let clear = 1u32 << min;
        let end = clear + 1;
        let first_free = end + 1;
        let mut bits = Bits { out, acc: 0, n: 0, width: min + 1 };
        bits.put(clear);
        self.clear();
        let mut avail = first_free;
        // A miss after `code`: emits it, adds `code` + `b` (or clears a full table).
        let emit = |lzw: &mut Lzw, bits: &mut Bits<'_>, code: u32, b: u8, avail: &mut u32| {
            bits.put(code);
            if (*avail as usize) < MAX_CODES {
                lzw.add(code, b, *avail);
                // The code just added needs one more bit: wider from the next code on.
                if *avail >= 1 << bits.width && bits.width < MAX_WIDTH {
                    bits.width += 1;
                }
                *avail += 1;
            } else {
                bits.put(clear);
                lzw.clear();
                bits.width = min + 1;
                *avail = first_free;
            }
        };
        let Some((&first, rest)) = data.split_first() else {
            bits.put(end);
            bits.finish();
            return;
        };
        let mut cur = u32::from(first);
        let mut i = 0;
        while let Some(&b) = rest.get(i) {
            if cur == u32::from(b) {
                // The string is `b` and more `b`s follow: `left` of them from the string's
                // start, consumed a known string of `b`s at a time.
                let r = rest.get(i..).map_or(0, |s| s.iter().take_while(|&&c| c == b).count());
                let mut left = r + 1;
                loop {
                    let k = usize::from(self.top.get(usize::from(b)).copied().unwrap_or(1));
                    if left <= k {
                        cur = self.run_code(b, left);
                        break;
                    }
                    let code = self.run_code(b, k);
                    emit(self, &mut bits, code, b, &mut avail);
                    left -= k;
                }
                i += r;
                continue;
            }
            let slot = cur as usize * 256 + usize::from(b);
            match self.next.get(slot) {
                Some(&n) if n != 0 => cur = u32::from(n),
                _ => {
                    emit(self, &mut bits, cur, b, &mut avail);
                    cur = u32::from(b);
                }
            }
            i += 1;
        }
        bits.put(cur);
        // Reading that code the decoder adds one more string: it may need a wider end code.
        if avail >= 1 << bits.width && bits.width < MAX_WIDTH {
            bits.width += 1;
        }
        bits.put(end);
        bits.finish();
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::indexing_slicing, clippy::unwrap_used)]
    use super::*;
    use proptest::prelude::*;

    /// The same encoder one byte at a time, without the runs: what [`Lzw::encode`] must give.
    fn plain(data: &[u8]) -> Vec<u8> {
        plain_with(data, true)
    }

    /// [`plain`], with or without the end code widened for the decoder's last string.
    fn plain_with(data: &[u8], end_wider: bool) -> Vec<u8> {
        let largest = data.iter().copied().max().unwrap_or(0);
        let min = (u32::from(largest) + 1).max(4).next_power_of_two().trailing_zeros();
        let mut out = vec![min as u8];
        let (clear, end) = (1u32 << min, (1u32 << min) + 1);
        let mut table = std::collections::HashMap::new();
        let mut bits = Bits { out: &mut out, acc: 0, n: 0, width: min + 1 };
        bits.put(clear);
        let mut avail = end + 1;
        let mut cur: Option<u32> = None;
        for &b in data {
            let Some(c) = cur else {
                cur = Some(u32::from(b));
                continue;
            };
            if let Some(&n) = table.get(&(c, b)) {
                cur = Some(n);
                continue;
            }
            bits.put(c);
            if avail < 4096 {
                table.insert((c, b), avail);
                if avail >= 1 << bits.width && bits.width < 12 {
                    bits.width += 1;
                }
                avail += 1;
            } else {
                bits.put(clear);
                table.clear();
                bits.width = min + 1;
                avail = end + 1;
            }
            cur = Some(u32::from(b));
        }
        if let Some(c) = cur {
            bits.put(c);
            if end_wider && avail >= 1 << bits.width && bits.width < 12 {
                bits.width += 1;
            }
        }
        bits.put(end);
        bits.finish();
        out
    }

    fn encode(lzw: &mut Lzw, data: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        lzw.encode(data, &mut out);
        out
    }

    /// Bytes with long runs: (value, run length) pairs over a small or a full alphabet.
    fn runs() -> impl Strategy<Value = Vec<u8>> {
        (any::<bool>(), prop::collection::vec((any::<u8>(), 1usize..300), 0..120)).prop_map(
            |(small, parts)| {
                parts
                    .into_iter()
                    .flat_map(|(v, n)| std::iter::repeat_n(if small { v % 5 } else { v }, n))
                    .collect()
            },
        )
    }

    proptest! {
        /// Runs taken a known string at a time give the codes of the byte-at-a-time encoder
        /// (tables reused from one input to the next), and `weezl` decodes them back.
        #[test]
        fn runs_change_nothing_and_decode(a in runs(), b in prop::collection::vec(any::<u8>(), 0..9000)) {
            let mut lzw = Lzw::new();
            for data in [&a, &b, &a] {
                let got = encode(&mut lzw, data);
                prop_assert_eq!(&got, &plain(data));
                let back = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, got[0])
                    .decode(&got[1..])
                    .unwrap();
                prop_assert_eq!(&back, data);
            }
        }

        /// With at most 16 different bytes no string has 17 continuations, so the bytes are
        /// `weezl`'s, the encoder the `gif` crate uses: the same code sizes, clears and end.
        #[test]
        fn the_same_bytes_as_weezl_below_17_continuations(
            data in prop::collection::vec(0u8..16, 0..20_000), high in any::<bool>(),
        ) {
            // 16 values spread up to 255 (min code size 8) or kept low (min code size 4).
            let data: Vec<u8> = data.iter().map(|&v| if high { v * 17 } else { v }).collect();
            let mut frame = gif::Frame {
                width: 1,
                height: data.len() as u16,
                buffer: std::borrow::Cow::Borrowed(&data),
                ..gif::Frame::default()
            };
            frame.make_lzw_pre_encoded();
            prop_assert_eq!(encode(&mut Lzw::new(), &data), frame.buffer.to_vec());
        }
    }

    /// Every length of a few inputs up to 1,200 bytes (16 values: minimum code size 4 or 8):
    /// each ends with every code size and just before each growth, where the decoder's extra
    /// string widens the end code — which changes the bytes for some (with code size 4 when
    /// the table ends at 255): `weezl`'s bytes.
    #[test]
    fn every_ending_is_weezls() {
        let mut lzw = Lzw::new();
        let mut wider_matters = 0;
        for seed in 1..=8u32 {
            let noise: Vec<u8> = (0..1200u32)
                .map(|i| {
                    ((i.wrapping_add(seed << 16).wrapping_mul(2_654_435_761) >> 11) % 16) as u8
                })
                .map(|v| if seed % 2 == 0 { v * 17 } else { v })
                .collect();
            for n in 0..=noise.len() {
                let data = &noise[..n];
                let mut frame = gif::Frame {
                    width: 1,
                    height: n as u16,
                    buffer: std::borrow::Cow::Borrowed(data),
                    ..gif::Frame::default()
                };
                frame.make_lzw_pre_encoded();
                let ours = encode(&mut lzw, data);
                assert_eq!(ours, frame.buffer.to_vec(), "seed {seed}, {n} bytes");
                wider_matters += usize::from(ours != plain_with(data, false));
            }
        }
        assert!(wider_matters > 0, "no input where the wider end code changes the bytes");
    }

    /// Long runs across table clears, the empty input, one byte, and a full-table clear in
    /// the middle of a run.
    #[test]
    fn edge_cases() {
        let mut lzw = Lzw::new();
        let noise: Vec<u8> =
            (0..20_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
        let mut mixed = noise.clone();
        mixed.extend(std::iter::repeat_n(7u8, 100_000));
        mixed.extend(&noise);
        for data in [vec![], vec![200], vec![3; 70_000], noise, mixed] {
            let got = encode(&mut lzw, &data);
            assert_eq!(got, plain(&data), "{} bytes", data.len());
            let back = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, got[0])
                .decode(&got[1..])
                .unwrap();
            assert_eq!(back, data);
        }
    }
}
