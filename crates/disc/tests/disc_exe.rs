//! PS-X EXE header and SYSTEM.CNF: golden bytes, round trips, truncation.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use disc::exe::{build_exe, parse_system_cnf, write_system_cnf, Exe, ExeError, ExeHeader};

/// A header assembled by hand from the psx-spx table, not by our writer.
fn golden() -> Vec<u8> {
    let mut h = vec![0u8; 0x800];
    h[..8].copy_from_slice(b"PS-X EXE");
    let words: [(usize, u32); 10] = [
        (0x10, 0x8003_FDD8), // pc
        (0x14, 0x8009_0000), // gp
        (0x18, 0x8001_0000), // t_addr
        (0x1C, 0x1000),      // t_size
        (0x20, 0x1111_1111), // d_addr
        (0x24, 0x2222_2222), // d_size
        (0x28, 0x800A_0000), // b_addr
        (0x2C, 0x0000_4000), // b_size
        (0x30, 0x801F_FFF0), // s_addr
        (0x34, 0x10),        // s_size
    ];
    for (at, w) in words {
        h[at..at + 4].copy_from_slice(&w.to_le_bytes());
    }
    let marker = b"Sony Computer Entertainment Inc. for North America area";
    h[0x4C..0x4C + marker.len()].copy_from_slice(marker);
    h
}

#[test]
fn header_reads_published_offsets() {
    let h = ExeHeader::read(&golden()).unwrap();
    assert_eq!(h.pc, 0x8003_FDD8);
    assert_eq!(h.gp, 0x8009_0000);
    assert_eq!(h.t_addr, 0x8001_0000);
    assert_eq!(h.t_size, 0x1000);
    assert_eq!((h.d_addr, h.d_size), (0x1111_1111, 0x2222_2222));
    assert_eq!((h.b_addr, h.b_size), (0x800A_0000, 0x4000));
    assert_eq!((h.s_addr, h.s_size), (0x801F_FFF0, 0x10));
    assert_eq!(h.region_marker, "Sony Computer Entertainment Inc. for North America area");
    // The writer gives the golden bytes back.
    assert_eq!(&h.write()[..], &golden()[..]);
}

#[test]
fn header_errors() {
    assert_eq!(ExeHeader::read(&[0; 10]), Err(ExeError::Truncated { len: 10, needed: 0x800 }));
    let mut g = golden();
    g[3] = b'Z';
    let err = ExeHeader::read(&g).unwrap_err();
    assert!(matches!(err, ExeError::BadMagic { .. }));
    assert!(err.to_string().contains("PS-X EXE"));
}

#[test]
fn exe_parse_text_and_addresses() {
    let mut file = golden();
    let text: Vec<u8> = (0..0x1000u32).map(|i| i as u8).collect();
    file.extend_from_slice(&text);
    file.extend_from_slice(b"trailing bytes are ignored");
    let exe = Exe::parse(&file).unwrap();
    assert_eq!(exe.text, &text[..]);
    assert_eq!(exe.vaddr_to_offset(0x8001_0000), Some(0x800));
    assert_eq!(exe.vaddr_to_offset(0x8001_0FFF), Some(0x17FF));
    assert_eq!(exe.vaddr_to_offset(0x8001_1000), None);
    assert_eq!(exe.vaddr_to_offset(0x8000_FFFF), None);
    assert_eq!(exe.word_at(0x8001_0004), Some(u32::from_le_bytes([4, 5, 6, 7])));
    assert_eq!(exe.word_at(0x8001_0FFC), Some(u32::from_le_bytes([0xFC, 0xFD, 0xFE, 0xFF])));
    assert_eq!(exe.word_at(0x8001_0FFD), None);
    assert_eq!(exe.word_at(0), None);
}

#[test]
fn truncated_text_says_how_much_is_there() {
    let mut file = golden();
    file.extend_from_slice(&[0u8; 0x123]);
    let err = Exe::parse(&file).unwrap_err();
    assert_eq!(err, ExeError::TextTruncated { t_size: 0x1000, present: 0x123 });
    let msg = err.to_string();
    assert!(msg.contains("0x1000") && msg.contains("0x123"), "{msg}");
}

#[test]
fn build_exe_round_trip() {
    let text = [0xABu8; 0x900];
    let file = build_exe(0x8001_0010, 0x8001_0000, &text);
    assert_eq!(file.len(), 0x800 + 0x1000);
    let exe = Exe::parse(&file).unwrap();
    assert_eq!(exe.header.pc, 0x8001_0010);
    assert_eq!(exe.header.t_addr, 0x8001_0000);
    assert_eq!(exe.header.t_size, 0x1000);
    assert_eq!(exe.header.s_addr, 0x801F_FFF0);
    assert_eq!(&exe.text[..0x900], &text[..]);
    assert!(exe.text[0x900..].iter().all(|&b| b == 0));
    assert_eq!(ExeHeader::read(&exe.header.write()).unwrap(), exe.header);
    // Empty text: header only.
    assert_eq!(build_exe(0, 0x8001_0000, &[]).len(), 0x800);
}

#[test]
fn system_cnf_round_trip_and_variants() {
    let text = write_system_cnf("SLUS_010.19");
    assert_eq!(
        text,
        "BOOT = cdrom:\\SLUS_010.19;1\r\nTCB = 4\r\nEVENT = 10\r\nSTACK = 801FFFF0\r\n"
    );
    assert_eq!(parse_system_cnf(&text).unwrap().boot, "SLUS_010.19");
    for t in [
        "BOOT=cdrom:SLUS_010.19;1",
        "boot = cdrom:\\SLUS_010.19;1\n",
        "\u{feff}TCB=4\r\nBOOT = CDROM:\\SLUS_010.19;1\r\n",
        "BOOT = cdrom:/SLUS_010.19",
    ] {
        assert_eq!(parse_system_cnf(t).unwrap().boot, "SLUS_010.19", "{t:?}");
    }
    assert_eq!(parse_system_cnf("").map(|c| c.boot), None);
}
