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
