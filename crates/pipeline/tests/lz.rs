//! Who decompresses texture blobs: where the EXE's LZ routine reads the probe blob as dewrip's
//! decoder does, dewrip's is used; where it reads it differently (a game with another token
//! format), textures are decoded by running the EXE's routine. Real gcc output:
//! `r3000/tests/fixtures_routines` (`lz.c`: Square-style decoders and one foreign format;
//! `lz_foreign.c`: only the foreign one).
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::path::PathBuf;

use dewprism::unpack::Unpack;
use pipeline::conventions::{lz_from_exe, ExeInput, LzPreference};
use pipeline::{Conventions, Overrides, Source};

fn exe(name: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../r3000/tests/fixtures_routines/gcc")
        .join(name);
    std::fs::read(p).unwrap()
}

/// `data` in lz_other's format (flag bit 1 = literal; a reference is lo, hi with distance
/// `(hi >> 4) << 8 | lo` and length `(hi & 0x0F) + 3`): literals, except that a run repeating
/// the byte 3 back is one reference.
fn other_format(data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_le_bytes().to_vec();
    let mut i = 0;
    while i < data.len() {
        let flag_at = out.len();
        out.push(0);
        let mut flags = 0u8;
        for bit in 0..8 {
            if i >= data.len() {
                break;
            }
            let run = (i..data.len()).take_while(|&k| k >= 3 && data[k] == data[k - 3]).count();
            if run >= 3 {
                let len = run.min(18);
                out.extend([3u8, (len - 3) as u8]);
                i += len;
            } else {
                flags |= 1 << bit;
                out.push(data[i]);
                i += 1;
            }
        }
        out[flag_at] = flags;
    }
    out
}

#[test]
fn a_routine_that_agrees_leaves_the_native_decoder_in_charge() {
    let d = lz_from_exe(ExeInput::Bytes(&exe("lz_O2.exe")), None).unwrap();
    assert_eq!(d.value.label(), "native", "{d:?}");
    assert_eq!(d.source(), Source::Exe);
    assert!(d.from.detail.contains("as dewrip's decoder does"), "{}", d.from);
}

#[test]
fn a_foreign_format_is_decoded_by_running_the_games_routine() {
    let texels: Vec<u8> = b"abcabcabcabcabcabc-xyz-xyz-xyz!".repeat(3);
    let blob = other_format(&texels);
    for opt in ["O0", "O2", "Os"] {
        let bytes = exe(&format!("lz_foreign_{opt}.exe"));
        let d = lz_from_exe(ExeInput::Bytes(&bytes), None).unwrap();
        assert_eq!(d.value.label(), "exe", "{opt}: {d:?}");
        assert_eq!(d.source(), Source::Exe, "{opt}");
        let got = d.value.unpack().unpack(&blob).unwrap();
        assert_eq!(got.data, texels, "{opt}: the game's routine gives the texels");
        assert_eq!(got.consumed, None, "{opt}: the interpreter cannot tell the input used");
        // dewrip's own decoder reads the same blob as something else (or fails).
        let native = dewprism::unpack::Native.unpack(&blob);
        assert!(native.map(|n| n.data != texels).unwrap_or(true), "{opt}");
    }
    // The switch is loud, and `--lz native` turns it off.
    let bytes = exe("lz_foreign_O2.exe");
    let o = Overrides::default();
    let c = Conventions::resolve(ExeInput::Bytes(&bytes), &o).unwrap();
    assert_eq!(c.lz.value.label(), "exe");
    assert!(c.warnings.iter().any(|w| w.contains("--lz native")), "{:?}", c.warnings);
    let o = Overrides { lz: Some(LzPreference::Native), ..Overrides::default() };
    let c = Conventions::resolve(ExeInput::Bytes(&bytes), &o).unwrap();
    assert_eq!(c.lz.value.label(), "native");
    assert_eq!(c.lz.source(), Source::Flag);
}

#[test]
fn asking_for_the_exes_routine_without_one_is_a_usage_error() {
    let e = lz_from_exe(ExeInput::Missing("a bare .chr file"), Some(LzPreference::Exe));
    let e = e.unwrap_err();
    assert_eq!(e.exit_code(), 2, "{e}");
    // With one, `--lz exe` runs it even where it agrees.
    let d = lz_from_exe(ExeInput::Bytes(&exe("lz_O2.exe")), Some(LzPreference::Exe)).unwrap();
    assert_eq!(d.value.label(), "exe");
    assert_eq!(d.source(), Source::Flag);
}
