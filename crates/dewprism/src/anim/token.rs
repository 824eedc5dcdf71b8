//! Animation tokens **[provisional bit layout; published semantics]**.

/// One token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token {
    /// Set the velocity (7-bit signed form, `0vvvvvvv`).
    Vel7(i8),
    /// Set the velocity (14-bit signed form, `10hhhhhh llllllll`).
    Vel14(i16),
    /// Keep the velocity for `n` ticks (`11nnnnnn`, 1..=63).
    Wait(u8),
    /// End of the stream (`0xC0`): velocity 0, hold.
    End,
}

/// Decodes the token at `pos`: the token and its length, or `None` at the end of the stream or
/// for a 14-bit token cut off by it.
pub fn decode_token(stream: &[u8], pos: usize) -> Option<(Token, usize)> {
    let b = *stream.get(pos)?;
    Some(match b >> 6 {
        0 | 1 => (Token::Vel7(((b << 1) as i8) >> 1), 1),
        2 => {
            let lo = *stream.get(pos.checked_add(1)?)?;
            let raw = (u16::from(b & 0x3F) << 8) | u16::from(lo);
            (Token::Vel14(((raw << 2) as i16) >> 2), 2)
        }
        _ => match b & 0x3F {
            0 => (Token::End, 1),
            n => (Token::Wait(n), 1),
        },
    })
}

/// A token whose value its encoding cannot hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("token {index} ({token:?}) does not fit its encoding (Vel7 −64..=63, Vel14 −8192..=8191, Wait 1..=63)")]
pub struct TokenError {
    /// Token number in the list.
    pub index: usize,
    /// The token.
    pub token: Token,
}

/// Encodes tokens. A value outside its form's range (`Vel7` −64..=63, `Vel14` −8192..=8191,
/// `Wait` 1..=63) is an error, never clamped.
pub fn encode(tokens: &[Token]) -> Result<Vec<u8>, TokenError> {
    let mut out = Vec::with_capacity(tokens.len().saturating_mul(2));
    for (index, t) in tokens.iter().enumerate() {
        let bad = TokenError { index, token: *t };
        match *t {
            Token::Vel7(v) => {
                if !(-64..=63).contains(&v) {
                    return Err(bad);
                }
                out.push(v.to_le_bytes()[0] & 0x7F);
            }
            Token::Vel14(v) => {
                if !(-8192..=8191).contains(&v) {
                    return Err(bad);
                }
                let [lo, hi] = v.to_le_bytes();
                out.push(0x80 | (hi & 0x3F));
                out.push(lo);
            }
            Token::Wait(n) => {
                if !(1..=63).contains(&n) {
                    return Err(bad);
                }
                out.push(0xC0 | n);
            }
            Token::End => out.push(0xC0),
        }
    }
    Ok(out)
}

/// Tokens for "velocity `v` for `n` ticks" (picks the short form when `v` fits 7 bits and
/// splits waits longer than 63).
pub fn segment(v: i16, mut n: u32, out: &mut Vec<Token>) {
    match i8::try_from(v) {
        Ok(s) if (-64..=63).contains(&s) => out.push(Token::Vel7(s)),
        _ => out.push(Token::Vel14(v)),
    }
    while n > 0 {
        let k = n.min(63);
        out.push(Token::Wait(u8::try_from(k).unwrap_or(63)));
        n = n.saturating_sub(k);
    }
}

/// The four token forms a layout names (`[tokens]` in a `.chr` layout: `end`, `vel7`, `vel14`,
/// `wait`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FormKind {
    /// End of the stream (tested first).
    End,
    /// Velocity, short form.
    Vel7,
    /// Velocity, long form.
    Vel14,
    /// Wait n ticks.
    Wait,
}

impl FormKind {
    /// In the order a decoder tries them.
    pub const ALL: [FormKind; 4] = [FormKind::End, FormKind::Vel7, FormKind::Vel14, FormKind::Wait];

    /// The name in a layout's `[tokens]` table.
    pub fn name(self) -> &'static str {
        match self {
            FormKind::End => "end",
            FormKind::Vel7 => "vel7",
            FormKind::Vel14 => "vel14",
            FormKind::Wait => "wait",
        }
    }

    fn letter(self) -> Option<char> {
        match self {
            FormKind::End => None,
            FormKind::Vel7 | FormKind::Vel14 => Some('v'),
            FormKind::Wait => Some('n'),
        }
    }
}

/// One token form as bits: fixed bits (`mask`/`value` per byte) and the value's bit positions,
/// most significant first (bit `8·byte + (7 − i)` for character `i` of the byte's group).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Form {
    /// Which form.
    pub kind: FormKind,
    len: u8,
    mask: [u8; 2],
    value: [u8; 2],
    bits: [u8; 16],
    nbits: u8,
    bias: i8,
}

impl Form {
    /// Parses a pattern such as `10vvvvvv vvvvvvvv` (one group of 8 per byte, MSB first),
    /// optionally followed by `+N` or `-N`: the value meant is the stored one plus N (a wait
    /// stored as n − 1: `10nnnnnn +1`).
    pub fn parse(kind: FormKind, text: &str) -> Result<Form, String> {
        let mut groups: Vec<&str> = text.split_whitespace().collect();
        let mut bias = 0i8;
        if let Some(last) = groups.last().copied() {
            if last.starts_with('+') || last.starts_with('-') {
                bias = last
                    .trim_start_matches('+')
                    .parse()
                    .map_err(|_| format!("{}: {last:?} is not +N or -N", kind.name()))?;
                groups.pop();
            }
        }
        if groups.is_empty() || groups.len() > 2 {
            return Err(format!("{}: {text:?} must be one or two groups of 8 bits", kind.name()));
        }
        let mut f =
            Form { kind, len: 0, mask: [0; 2], value: [0; 2], bits: [0; 16], nbits: 0, bias };
        for (b, g) in groups.iter().enumerate() {
            let chars: Vec<char> = g.chars().collect();
            if chars.len() != 8 {
                return Err(format!("{}: group {g:?} is not 8 characters", kind.name()));
            }
            for (i, c) in chars.iter().enumerate() {
                let bit = 7usize.saturating_sub(i);
                let one = 1u8 << bit;
                match c {
                    '0' | '1' => {
                        if let Some(m) = f.mask.get_mut(b) {
                            *m |= one;
                        }
                        if *c == '1' {
                            if let Some(v) = f.value.get_mut(b) {
                                *v |= one;
                            }
                        }
                    }
                    c if Some(*c) == kind.letter() => {
                        let pos = b.saturating_mul(8).saturating_add(bit);
                        if let Some(slot) = f.bits.get_mut(usize::from(f.nbits)) {
                            *slot = u8::try_from(pos).unwrap_or(0);
                        }
                        f.nbits = f.nbits.saturating_add(1);
                    }
                    c => {
                        return Err(format!(
                            "{}: {c:?} in {text:?} is neither 0, 1 nor {}",
                            kind.name(),
                            kind.letter()
                                .map_or("(no value: only 0 and 1)".into(), |l| format!("{l:?}"))
                        ))
                    }
                }
            }
        }
        f.len = u8::try_from(groups.len()).unwrap_or(1);
        if kind != FormKind::End && f.nbits == 0 {
            return Err(format!("{}: {text:?} has no value bits", kind.name()));
        }
        Ok(f)
    }

    /// Bytes in the form (1 or 2).
    pub fn bytes(&self) -> usize {
        usize::from(self.len)
    }

    /// True when `byte` can start this form.
    pub fn starts(&self, byte: u8) -> bool {
        byte & self.mask[0] == self.value[0]
    }

    fn take(&self, stream: &[u8], pos: usize) -> Option<Option<i32>> {
        let bytes = stream.get(pos..pos.checked_add(self.bytes())?)?;
        for (b, (m, v)) in bytes.iter().zip(self.mask.iter().zip(&self.value)) {
            if b & m != *v {
                return Some(None);
            }
        }
        let mut raw: u32 = 0;
        for &p in self.bits.iter().take(usize::from(self.nbits)) {
            let byte = bytes.get(usize::from(p / 8)).copied().unwrap_or(0);
            raw = (raw << 1) | u32::from((byte >> (p % 8)) & 1);
        }
        let n = u32::from(self.nbits);
        let v = if matches!(self.kind, FormKind::Vel7 | FormKind::Vel14) && n > 0 && n < 32 {
            // Sign-extend an n-bit two's complement value.
            let shift = 32u32.saturating_sub(n);
            ((raw << shift) as i32) >> shift
        } else {
            i32::try_from(raw).unwrap_or(i32::MAX)
        };
        Some(Some(v.saturating_add(i32::from(self.bias))))
    }

    fn put(&self, v: i32) -> Option<Vec<u8>> {
        let v = v.checked_sub(i32::from(self.bias))?;
        let n = u32::from(self.nbits);
        let (lo, hi) = match self.kind {
            FormKind::End => (0, 0),
            FormKind::Wait => (0, (1i64 << n).saturating_sub(1)),
            _ => {
                let half = 1i64 << n.saturating_sub(1);
                (half.saturating_neg(), half.saturating_sub(1))
            }
        };
        if i64::from(v) < lo || i64::from(v) > hi {
            return None;
        }
        let raw = v as u32;
        let mut out: Vec<u8> = self.value.iter().take(self.bytes()).copied().collect();
        for (k, &p) in self.bits.iter().take(usize::from(self.nbits)).enumerate() {
            let bit =
                (raw >> (n.saturating_sub(1).saturating_sub(u32::try_from(k).unwrap_or(0)))) & 1;
            if bit == 1 {
                if let Some(b) = out.get_mut(usize::from(p / 8)) {
                    *b |= 1 << (p % 8);
                }
            }
        }
        Some(out)
    }
}

/// A token encoding: which bit patterns mean end, 7-bit velocity, 14-bit velocity and wait.
/// The built-in one is `anim.md`'s **[provisional]**; a layout file can name another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TokenCodec {
    forms: [Form; 4],
}

impl Default for TokenCodec {
    fn default() -> Self {
        TokenCodec::builtin()
    }
}

impl TokenCodec {
    /// `anim.md`'s encoding.
    pub fn builtin() -> TokenCodec {
        let p = |k, t| {
            Form::parse(k, t).unwrap_or(Form {
                kind: k,
                len: 1,
                mask: [0xFF, 0],
                value: [0xC0, 0],
                bits: [0; 16],
                nbits: 0,
                bias: 0,
            })
        };
        TokenCodec {
            forms: [
                p(FormKind::End, "11000000"),
                p(FormKind::Vel7, "0vvvvvvv"),
                p(FormKind::Vel14, "10vvvvvv vvvvvvvv"),
                p(FormKind::Wait, "11nnnnnn"),
            ],
        }
    }

    /// From a layout's patterns (`end`, `vel7`, `vel14`, `wait`: each given). The non-end
    /// forms must not share a first byte (`end` is tried first and may overlap one).
    pub fn from_patterns(get: &dyn Fn(&str) -> Option<String>) -> Result<TokenCodec, String> {
        let mut forms = Vec::with_capacity(4);
        for k in FormKind::ALL {
            let t = get(k.name()).ok_or_else(|| format!("[tokens] needs {}", k.name()))?;
            forms.push(Form::parse(k, &t)?);
        }
        for b in 0..=255u8 {
            let hits: Vec<&str> =
                forms.iter().skip(1).filter(|f| f.starts(b)).map(|f| f.kind.name()).collect();
            if hits.len() > 1 {
                return Err(format!("byte {b:#04x} starts both {}", hits.join(" and ")));
            }
        }
        let forms: [Form; 4] = forms.try_into().map_err(|_| "four forms".to_string())?;
        Ok(TokenCodec { forms })
    }

    /// Decodes the token at `pos`: the token and its length, or `None` at the end of the
    /// stream, for a token cut off by it, or for a byte no form starts.
    pub fn decode(&self, stream: &[u8], pos: usize) -> Option<(Token, usize)> {
        let first = *stream.get(pos)?;
        for f in &self.forms {
            if !f.starts(first) {
                continue;
            }
            let Some(v) = f.take(stream, pos)? else { continue };
            let t = match f.kind {
                FormKind::End => Token::End,
                FormKind::Vel7 => Token::Vel7(i8::try_from(v).unwrap_or(0)),
                FormKind::Vel14 => Token::Vel14(i16::try_from(v).unwrap_or(0)),
                FormKind::Wait => Token::Wait(u8::try_from(v).unwrap_or(u8::MAX)),
            };
            return Some((t, f.bytes()));
        }
        None
    }

    /// Encodes tokens in this encoding (a value its form cannot hold is an error).
    pub fn encode(&self, tokens: &[Token]) -> Result<Vec<u8>, TokenError> {
        let mut out = Vec::with_capacity(tokens.len().saturating_mul(2));
        for (index, t) in tokens.iter().enumerate() {
            let (k, v) = match *t {
                Token::End => (FormKind::End, 0),
                Token::Vel7(v) => (FormKind::Vel7, i32::from(v)),
                Token::Vel14(v) => (FormKind::Vel14, i32::from(v)),
                Token::Wait(n) => (FormKind::Wait, i32::from(n)),
            };
            let f = self.forms.iter().find(|f| f.kind == k);
            let bytes = f.and_then(|f| f.put(v)).ok_or(TokenError { index, token: *t })?;
            // A value whose bytes read back as another form (e.g. as `end`) cannot be written.
            if self.decode(&bytes, 0) != Some((*t, bytes.len())) {
                return Err(TokenError { index, token: *t });
            }
            out.extend(bytes);
        }
        Ok(out)
    }

    /// The pattern text of each form, for writing a layout.
    pub fn patterns(&self) -> Vec<(&'static str, String)> {
        self.forms
            .iter()
            .map(|f| {
                let mut s = String::new();
                for b in 0..f.bytes() {
                    if b > 0 {
                        s.push(' ');
                    }
                    for i in 0..8u8 {
                        let bit = 7u8.saturating_sub(i);
                        let pos =
                            u8::try_from(b).unwrap_or(0).saturating_mul(8).saturating_add(bit);
                        let m = f.mask.get(b).copied().unwrap_or(0);
                        s.push(if m & (1 << bit) != 0 {
                            if f.value.get(b).copied().unwrap_or(0) & (1 << bit) != 0 {
                                '1'
                            } else {
                                '0'
                            }
                        } else if f.bits.iter().take(usize::from(f.nbits)).any(|p| *p == pos) {
                            f.kind.letter().unwrap_or('x')
                        } else {
                            'x'
                        });
                    }
                }
                if f.bias != 0 {
                    s.push_str(&format!(" {:+}", f.bias));
                }
                (f.kind.name(), s)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn golden_tokens() {
        assert_eq!(decode_token(&[0x05], 0), Some((Token::Vel7(5), 1)));
        assert_eq!(decode_token(&[0x7F], 0), Some((Token::Vel7(-1), 1)));
        assert_eq!(decode_token(&[0x40], 0), Some((Token::Vel7(-64), 1)));
        assert_eq!(decode_token(&[0x81, 0x00], 0), Some((Token::Vel14(256), 2)));
        assert_eq!(decode_token(&[0xBF, 0xFF], 0), Some((Token::Vel14(-1), 2)));
        assert_eq!(decode_token(&[0xA0, 0x00], 0), Some((Token::Vel14(-8192), 2)));
        assert_eq!(decode_token(&[0xC3], 0), Some((Token::Wait(3), 1)));
        assert_eq!(decode_token(&[0xC0], 0), Some((Token::End, 1)));
        assert_eq!(decode_token(&[0x81], 0), None);
        assert_eq!(decode_token(&[], 0), None);
    }

    #[test]
    fn encode_round_trips() {
        let t = [
            Token::Vel7(-64),
            Token::Vel14(8191),
            Token::Vel14(-8192),
            Token::Wait(63),
            Token::End,
        ];
        let b = encode(&t).unwrap();
        let mut pos = 0;
        let mut back = Vec::new();
        while let Some((tok, n)) = decode_token(&b, pos) {
            back.push(tok);
            pos += n;
        }
        assert_eq!(back, t);
        for bad in
            [Token::Vel7(64), Token::Vel7(-65), Token::Vel14(8192), Token::Wait(0), Token::Wait(64)]
        {
            assert_eq!(encode(&[Token::End, bad]), Err(TokenError { index: 1, token: bad }));
        }
    }
}
