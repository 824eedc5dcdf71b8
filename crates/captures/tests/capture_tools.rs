//! Compressed captures made by the real tools (`xz`, `zstd`, `gzip`, when installed) decode
//! byte for byte through dewrip's bounded readers, whatever options the tool was given; and
//! the decoders' own memory is bounded from the headers (xz dictionary, zstd window).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::io::Write;
use std::process::{Command, Stdio};

use captures::formats::container::{decompress, Container};
use captures::formats::CaptureError;

fn tool(name: &str, args: &[&str], input: &[u8]) -> Option<Vec<u8>> {
    let mut child = Command::new(name)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let data = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().ok()?;
    writer.join().ok()?.ok()?;
    out.status.success().then_some(out.stdout)
}

fn sample() -> Vec<u8> {
    // Compressible but not trivial: a pattern with noise, 1.5 MiB (three xz blocks at 512 KiB).
    let mut x = 0x1234_5678u32;
    (0..3 << 19)
        .map(|i: u32| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            if i.is_multiple_of(7) {
                (x >> 24) as u8
            } else {
                (i / 4096) as u8
            }
        })
        .collect()
}

#[test]
fn xz_files_from_the_xz_tool_decode() {
    let data = sample();
    let cases: [&[&str]; 7] = [
        &["-0", "-c"],
        &["-6", "-c"],
        &["-1", "-C", "crc32", "-c"],
        &["-1", "-C", "none", "-c"],
        &["-1", "-C", "sha256", "-c"],
        &["-1", "--block-size=512KiB", "-c"],
        &["-9", "-c"],
    ];
    let mut ran = 0;
    for args in cases {
        let Some(packed) = tool("xz", args, &data) else { continue };
        ran += 1;
        let got = decompress(Container::Xz, &packed, 0, 16 << 20)
            .unwrap_or_else(|e| panic!("{args:?}: {e}"));
        assert!(got == data, "xz {args:?} decodes differently");
        // Cut or flipped: an error, never a panic, never the wrong bytes.
        let cut = &packed[..packed.len() - 3];
        assert!(decompress(Container::Xz, cut, 0, 16 << 20).is_err(), "{args:?} cut");
        let mut flipped = packed.clone();
        let mid = flipped.len() / 2;
        flipped[mid] ^= 0x40;
        if let Ok(v) = decompress(Container::Xz, &flipped, 0, 16 << 20) {
            assert!(args.contains(&"none"), "a flipped byte passed the {args:?} check");
            assert_ne!(v, data);
        }
        // The limit stops the decoding.
        assert!(matches!(
            decompress(Container::Xz, &packed, 0, 1 << 20),
            Err(CaptureError::TooLarge { limit: 0x10_0000, .. })
        ));
    }
    // Two streams one after the other, with stream padding between.
    if let (Some(a), Some(b)) =
        (tool("xz", &["-1", "-c"], &data[..1000]), tool("xz", &["-1", "-c"], &data[1000..5000]))
    {
        let mut both = a.clone();
        both.extend_from_slice(&[0; 8]);
        both.extend_from_slice(&b);
        assert_eq!(decompress(Container::Xz, &both, 0, 1 << 20).unwrap(), &data[..5000]);
        both.push(0);
        assert!(decompress(Container::Xz, &both, 0, 1 << 20).is_err(), "padding not in 4s");
    }
    if ran == 0 {
        println!("note: xz not on PATH; xz files from the real tool not tested here");
    }
}

#[test]
fn zstd_and_gzip_files_from_the_tools_decode() {
    let data = sample();
    for args in
        [&["-1", "-c"][..], &["-19", "-c"], &["--ultra", "-22", "-c"], &["--long=27", "-3", "-c"]]
    {
        let Some(packed) = tool("zstd", args, &data) else { continue };
        let got = decompress(Container::Zstd, &packed, 0, 16 << 20)
            .unwrap_or_else(|e| panic!("zstd {args:?}: {e}"));
        assert!(got == data, "zstd {args:?}");
    }
    for args in [&["-1", "-c"][..], &["-9", "-c"]] {
        let Some(packed) = tool("gzip", args, &data) else { continue };
        assert!(
            decompress(Container::Gzip, &packed, 0, 16 << 20).unwrap() == data,
            "gzip {args:?}"
        );
    }
}

#[test]
fn decoder_memory_is_bounded_from_the_headers() {
    // A zstd frame header asking for a 2 TiB window (descriptor 0xF8), and a single-segment
    // frame whose content size says 1 TiB: refused before a decoder exists.
    for header in [
        vec![0x28, 0xB5, 0x2F, 0xFD, 0x00, 0xF8, 0, 0, 0, 0],
        vec![0x28, 0xB5, 0x2F, 0xFD, 0xE0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0],
    ] {
        let err = decompress(Container::Zstd, &header, 0, 1 << 20).unwrap_err();
        assert!(err.to_string().contains("window"), "{err}");
    }
    assert_eq!(
        captures::formats::container::zstd_window(&[0x28, 0xB5, 0x2F, 0xFD, 0x00, 0x58]),
        Some(1 << 21)
    );
    // An xz block whose LZMA2 dictionary is 4 GiB (property 40).
    let mut packed = Vec::new();
    lzma_rs::xz_compress(&mut &b"hello"[..], &mut packed).unwrap();
    let props = packed.iter().position(|&b| b == 0x21).unwrap() + 2;
    packed[props] = 40;
    let size = (usize::from(packed[12]) + 1) * 4;
    let crc = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC).checksum(&packed[12..12 + size - 4]);
    packed[12 + size - 4..12 + size].copy_from_slice(&crc.to_le_bytes());
    let err = decompress(Container::Xz, &packed, 0, 1 << 20).unwrap_err();
    assert!(err.to_string().contains("dictionary is 4294967295 bytes"), "{err}");
}
