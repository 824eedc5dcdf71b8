#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]
//! The integrator against a hand-computed state table, the section round trip, and property
//! tests on random token streams.

use dewprism::anim::{
    self, decode_token, encode, sample, Anims, Channel, ChannelState, Clip, Component, Curve,
    Player, Token, TokenCodec,
};
use proptest::prelude::*;

/// Channel A: 100; v=+5 for 3; v=−300 (14-bit) for 10; v=0 for 20; end.
const A: [u8; 8] = [0x05, 0xC3, 0xBE, 0xD4, 0xCA, 0x00, 0xD4, 0xC0];
/// Channel B: −7; wait 2 (v=0); v=−64 then v=63 (the later wins) for 6; v=8191 for 1;
/// v=−1 for 63.
const B: [u8; 9] = [0xC2, 0x40, 0x3F, 0xC6, 0x9F, 0xFF, 0xC1, 0x7F, 0xFF];

fn crafted() -> Clip {
    Clip {
        ticks: 40,
        looping: false,
        curves: vec![
            Curve { initial: 100, stream: A.to_vec() },
            Curve { initial: -7, stream: B.to_vec() },
        ],
        codec: TokenCodec::builtin(),
    }
}

fn st(cursor: usize, wait: u16, acc: i32, vel: i32) -> (usize, u16, i32, i32) {
    (cursor, wait, acc, vel)
}

fn view(s: &ChannelState) -> (usize, u16, i32, i32) {
    (s.cursor, s.wait, s.acc, s.vel)
}

#[test]
fn tokens_of_the_crafted_streams() {
    assert_eq!(decode_token(&A, 2), Some((Token::Vel14(-300), 2)));
    assert_eq!(decode_token(&B, 4), Some((Token::Vel14(8191), 2)));
    assert_eq!(
        encode(&[Token::Vel7(5), Token::Wait(3), Token::Vel14(-300), Token::Wait(10)]).unwrap(),
        A[..5].to_vec()
    );
}

/// Hand-computed (cursor, wait, accumulator, velocity) per channel at ticks 8 and 24.
#[test]
fn hand_computed_state_table_at_ticks_8_and_24() {
    let clip = crafted();
    let mut p = Player::new(&clip);
    assert_eq!(view(&p.states()[0]), st(0, 0, 100, 0));
    assert_eq!(view(&p.states()[1]), st(0, 0, -7, 0));
    p.seek(1);
    assert_eq!(view(&p.states()[0]), st(2, 2, 105, 5));
    assert_eq!(view(&p.states()[1]), st(1, 1, -7, 0));
    p.seek(8);
    assert_eq!(view(&p.states()[0]), st(5, 5, -1385, -300));
    assert_eq!(view(&p.states()[1]), st(4, 0, 371, 63));
    p.seek(24);
    assert_eq!(view(&p.states()[0]), st(7, 9, -2885, 0));
    assert_eq!(view(&p.states()[1]), st(9, 48, 8547, -1));
    p.seek(34);
    assert!(p.states()[0].ended);
    assert_eq!(p.states()[0].acc, -2885);
    // Sampling gives the same accumulators per tick.
    let keys = sample(&clip);
    assert_eq!(keys[0].len(), 40);
    assert_eq!((keys[0][8], keys[1][8], keys[0][24], keys[1][24]), (-1385, 371, -2885, 8547));
}

#[test]
fn section_round_trips() {
    let a = Anims {
        channels: vec![
            Channel { node: 0, component: Component::TransY },
            Channel { node: 3, component: Component::RotZ },
        ],
        clips: vec![
            crafted(),
            Clip {
                ticks: 2,
                looping: true,
                curves: crafted().curves,
                codec: TokenCodec::builtin(),
            },
        ],
    };
    let mut w = cursor::Writer::new();
    anim::write(&a, &mut w).unwrap();
    let out = w.into_inner();
    assert_eq!(out.len() % 4, 0);
    // Read back through the built-in layout, inside a character that has the nodes.
    let clut = synth::content::palette(1, 0);
    let mut c = synth::chr::design_chr(1, 0, &clut, true);
    c.anims = Some(a.clone());
    let back =
        dewprism::chr::read(&dewprism::chr::write(&c).unwrap(), &dewprism::Conventions::builtin())
            .unwrap();
    assert_eq!(back.anims, Some(a));
    // Golden bytes of the head: 2 clips, 2 channels, map (0,4) (3,2), then the clip table.
    assert_eq!(&out[..12], &[2, 0, 2, 0, 0, 4, 3, 2, 16, 0, 0, 0]);
}

proptest! {
    #[test]
    fn random_streams_never_panic(stream in proptest::collection::vec(any::<u8>(), 0..64), init in any::<i16>()) {
        let clip = Clip { ticks: 200, looping: false, curves: vec![Curve { initial: init, stream: stream.clone() }], codec: TokenCodec::builtin() };
        let mut p = Player::new(&clip);
        p.seek(200);
        prop_assert!(p.states()[0].cursor <= stream.len());
    }

    #[test]
    fn codecs_decode_what_they_encode(v in -8192i16..8192, s in -64i8..64, n in 1u8..64, data in proptest::collection::vec(any::<u8>(), 0..64)) {
        // The built-in encoding and one unlike it (end all zeros, wait first, the long
        // velocity's bits placed otherwise).
        let other = TokenCodec::from_patterns(&|k| Some(match k {
            "end" => "00000000",
            "wait" => "00nnnnnn",
            "vel7" => "01vvvvvv",
            _ => "1vvvvvvv vvvvvvv0",
        }.to_string())).unwrap();
        let toks = [Token::Vel14(v), Token::Wait(n), Token::End];
        for c in [TokenCodec::builtin(), other] {
            let b = c.encode(&toks).unwrap();
            let mut pos = 0;
            let mut back = Vec::new();
            while let Some((t, len)) = c.decode(&b, pos) {
                back.push(t);
                pos += len;
            }
            prop_assert_eq!(back, toks.to_vec());
            // Random bytes decode to something or nothing, never a panic.
            for p in 0..data.len() {
                let _ = c.decode(&data, p);
            }
        }
        // Six-bit velocities: the built-in encoding's 7-bit form holds them, the other's too.
        let short = [Token::Vel7(s / 2)];
        prop_assert_eq!(other.decode(&other.encode(&short).unwrap(), 0), Some((short[0], 1)));
        prop_assert_eq!(TokenCodec::builtin().decode(&encode(&[Token::Vel7(s)]).unwrap(), 0), Some((Token::Vel7(s), 1)));
    }

    #[test]
    fn tokens_round_trip(v in -8192i16..8192, n in 1u8..64) {
        let t = [Token::Vel14(v), Token::Wait(n)];
        let b = encode(&t).unwrap();
        prop_assert_eq!(decode_token(&b, 0), Some((Token::Vel14(v), 2)));
        prop_assert_eq!(decode_token(&b, 2), Some((Token::Wait(n), 1)));
    }
}
