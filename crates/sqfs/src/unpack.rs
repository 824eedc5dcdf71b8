//! What `extract --decompress` derives from a file: DOT1 members, clean LZ decodes, and PNGs of
//! the TIM images — the file itself (`FILE.tim.png`) and those found among the others.
//!
//! An LZ stream has no magic **[public]**, so a blob counts as compressed only when it decodes
//! *cleanly*: output of exactly the declared size and the input consumed to within 4 bytes of
//! the blob's end (`lz::is_clean`). That is also how a user confirms the LZ variant on a real
//! disc.

use crate::dot1::Dot1;
use crate::lz;
use crate::sniff::{sniff, Kind};

/// One derived output: a relative name (no directories outside the file's own) and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Derived {
    /// Suffix appended to the file's output path, e.g. `.d/003.tim` or `.dec.tim.png`.
    pub suffix: String,
    /// The bytes.
    pub bytes: Vec<u8>,
}

/// Largest decompressed output accepted (a texture set is far smaller).
pub const MAX_DECODED: usize = 64 << 20;

/// Decodes `blob` if it is a clean LZ stream of plausible size.
pub fn clean_decode(blob: &[u8]) -> Option<Vec<u8>> {
    let declared = usize::try_from(cursor::u32_at(blob, 0)?).ok()?;
    if declared == 0 || declared > MAX_DECODED || blob.len() < 8 {
        return None;
    }
    let d = lz::decompress_prefix(blob).ok()?;
    d.is_clean_in(blob.len()).then_some(d.data)
}

/// Derives outputs for one file's bytes.
pub fn derive(bytes: &[u8]) -> Vec<Derived> {
    let mut out = Vec::new();
    let kind = sniff(bytes);
    if kind == Kind::Dot1 {
        if let Some(d) = Dot1::parse(bytes) {
            for i in 0..d.members.len() {
                let Some(m) = d.member(bytes, i) else { continue };
                if m.is_empty() {
                    continue;
                }
                let base = format!(".d/{i:03}");
                derive_blob(m, &base, &mut out);
            }
        }
        return out;
    }
    if kind == Kind::Tim {
        // A TIM on its own: its PNG beside it (the file itself is already written).
        if let Some(png) = tim_png(bytes) {
            out.push(Derived { suffix: ".png".into(), bytes: png });
        }
        return out;
    }
    if let Some(dec) = clean_decode(bytes) {
        let ext = sniff(&dec).ext();
        push_with_png(format!(".dec{ext}"), dec, &mut out);
    }
    out
}

fn derive_blob(blob: &[u8], base: &str, out: &mut Vec<Derived>) {
    match clean_decode(blob) {
        Some(dec) => {
            let ext = sniff(&dec).ext();
            push_with_png(format!("{base}.dec{ext}"), dec, out);
        }
        None => {
            let ext = sniff(blob).ext();
            push_with_png(format!("{base}{ext}"), blob.to_vec(), out);
        }
    }
}

/// The PNG of a TIM (its first CLUT), when it reads.
fn tim_png(bytes: &[u8]) -> Option<Vec<u8>> {
    gpu::tim::Tim::read(bytes).and_then(|t| t.to_png(0)).ok()
}

fn push_with_png(suffix: String, bytes: Vec<u8>, out: &mut Vec<Derived>) {
    if sniff(&bytes) == Kind::Tim {
        if let Some(png) = tim_png(&bytes) {
            out.push(Derived { suffix: format!("{suffix}.png"), bytes: png });
        }
    }
    out.push(Derived { suffix, bytes });
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn tim() -> Vec<u8> {
        // 4bpp TIM, one 16-colour CLUT, 8×2 pixels [public: psx-spx TIM].
        let mut v = vec![0x10, 0, 0, 0, 0x08, 0, 0, 0];
        v.extend(44u32.to_le_bytes());
        v.extend([0u16, 480, 16, 1].iter().flat_map(|x| x.to_le_bytes()));
        v.extend((0..16u16).flat_map(|c| (c * 0x0421).to_le_bytes()));
        v.extend(20u32.to_le_bytes()); // 12-byte block header + 2×2 halfwords
        v.extend([640u16, 0, 2, 2].iter().flat_map(|x| x.to_le_bytes()));
        v.extend([0x10, 0x32, 0x54, 0x76, 0x98, 0xBA, 0xDC, 0xFE]);
        v
    }

    #[test]
    fn dot1_of_compressed_tims() {
        let t = tim();
        let z = lz::compress(&t);
        let archive = crate::dot1::write(&[&z, &t], true);
        let d = derive(&archive);
        let names: Vec<_> = d.iter().map(|x| x.suffix.as_str()).collect();
        assert_eq!(names, [".d/000.dec.tim.png", ".d/000.dec.tim", ".d/001.tim.png", ".d/001.tim"]);
        assert_eq!(d[1].bytes, t);
        assert!(d[0].bytes.starts_with(b"\x89PNG"));
    }

    #[test]
    fn a_tim_on_its_own_gets_its_png() {
        let d = derive(&tim());
        let names: Vec<_> = d.iter().map(|x| x.suffix.as_str()).collect();
        assert_eq!(names, [".png"]);
        assert!(d[0].bytes.starts_with(b"\x89PNG"));
    }

    #[test]
    fn whole_file_lz_and_noise() {
        let t = tim();
        let d = derive(&lz::compress(&t));
        assert_eq!(d.len(), 2);
        assert!(derive(b"not compressed at all, just text.").is_empty());
    }

    proptest::proptest! {
        #[test]
        fn never_panics(data in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..512)) {
            let _ = derive(&data);
        }
    }
}
