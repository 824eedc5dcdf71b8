//! Every hostile input of dewrip issue 23, rebuilt from the crate's own writers: CHDs whose map
//! copies a hunk from itself or in a cycle, whose sizes no CD needs, whose Huffman tree runs
//! past its codes or whose map points past its data; an ECM of millions of one-byte runs;
//! Alcohol, CloneCD and cue descriptions that reach outside their folder; GPU dumps cut short;
//! an xz capture that expands 6,500×. Shared by `tests/hostile.rs` (the library must refuse
//! each, naming the file, within a memory bound) and `benches/hostile.rs`, which writes them
//! for `.ci/hostile.sh` to run through the CLI under `ulimit -v` and a timeout.
#![allow(
    dead_code,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::io::Write;

use captures::formats::GpuDumpWriter;
use disc::chd::map::Hunk;
use disc::chd::write::Chd;
use disc::write::{encode_mode2_form1, SUBMODE_DATA};
use disc::{ccd, mds, Subheader};
use gpu::vram::Vram;

/// What opens the case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A disc image (`Disc::open`; the CLI's `ls`).
    Disc,
    /// A capture (`capture::read`; the CLI's `vram info`).
    Capture,
}

/// One hostile input.
#[derive(Debug, Clone)]
pub struct Case {
    /// Unique name (the case's folder).
    pub name: &'static str,
    /// The words for it.
    pub what: &'static str,
    /// Files to write into the case's folder.
    pub files: Vec<(String, Vec<u8>)>,
    /// Symbolic links to make there: (name, target).
    pub links: Vec<(String, String)>,
    /// The file to open.
    pub open: String,
    /// How to open it.
    pub kind: Kind,
    /// Every one of these is in the error message.
    pub needles: Vec<&'static str>,
    /// None of these is in it.
    pub forbidden: Vec<&'static str>,
}

impl Case {
    fn new(name: &'static str, what: &'static str, kind: Kind, open: &str) -> Case {
        Case {
            name,
            what,
            files: Vec::new(),
            links: Vec::new(),
            open: open.to_string(),
            kind,
            needles: Vec::new(),
            forbidden: vec!["panicked", "all zeros"],
        }
    }

    fn file(mut self, name: &str, bytes: Vec<u8>) -> Case {
        self.files.push((name.to_string(), bytes));
        self
    }

    fn link(mut self, name: &str, target: &str) -> Case {
        self.links.push((name.to_string(), target.to_string()));
        self
    }

    fn expect(mut self, needles: &[&'static str]) -> Case {
        self.needles.extend_from_slice(needles);
        self
    }
}

/// A raw Mode 2 image of `n` distinct data sectors.
pub fn raw(n: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity(n as usize * 2352);
    for lba in 0..n {
        let mut user = [0u8; 2048];
        for (i, b) in user.iter_mut().enumerate() {
            *b = ((lba as usize * 31) ^ (i * 7) ^ (i >> 8)) as u8;
        }
        let mut s = [0u8; 2352];
        let sub = Subheader { file: 0, channel: 0, submode: SUBMODE_DATA, coding: 0 };
        encode_mode2_form1(lba, sub, &user, &mut s);
        out.extend_from_slice(&s);
    }
    out
}

/// A good CHD of 20 sectors (3 hunks of 8 frames), to damage.
fn chd() -> Chd {
    Chd::new(&raw(20), "MODE2_RAW", 8)
}

fn chd_case(name: &'static str, what: &'static str, c: &Chd, needles: &[&'static str]) -> Case {
    let file = format!("{name}.chd");
    Case::new(name, what, Kind::Disc, &file).file(&file, c.bytes()).expect(needles)
}

/// A CHD of `hunks` one-frame hunks, hunk 0 stored and every other a copy (`forward`: of the
/// next one, the last of hunk 1 — a chain that ends in a cycle; else of the previous one — a
/// chain that ends at hunk 0).
fn chd_chain(hunks: u64, forward: bool) -> Chd {
    let mut c = Chd::new(&raw(1), "MODE2_RAW", 1);
    c.hunks.truncate(1);
    for h in 1..hunks {
        let to = if !forward {
            h - 1
        } else if h + 1 == hunks {
            1
        } else {
            h + 1
        };
        c.hunks.push(Hunk::Copy { hunk: to });
    }
    c.logical_bytes = hunks * 2448;
    let text = format!(
        "TRACK:1 TYPE:MODE2_RAW SUBTYPE:NONE FRAMES:{hunks} PREGAP:0 PGTYPE:MODE1 PGSUB:RW \
         POSTGAP:0\0"
    );
    c.metadata = vec![(u32::from_be_bytes(*b"CHT2"), text.into_bytes())];
    c
}

/// A CHD v5 whose map is stored uncompressed (codec slots empty), its third hunk pointing far
/// past the end of the file.
fn chd_uncompressed_past_end() -> Vec<u8> {
    let hunk = 8 * 2448u32;
    let frames = 20u64;
    let raw = raw(20);
    let mut h = Vec::new();
    h.extend_from_slice(b"MComprHD");
    h.extend_from_slice(&124u32.to_be_bytes());
    h.extend_from_slice(&5u32.to_be_bytes());
    h.extend_from_slice(&[0u8; 16]); // no codecs: hunks and map stored as is
    h.extend_from_slice(&(3 * u64::from(hunk)).to_be_bytes()); // logical bytes
    h.extend_from_slice(&124u64.to_be_bytes()); // map offset
    h.extend_from_slice(&136u64.to_be_bytes()); // metadata offset
    h.extend_from_slice(&hunk.to_be_bytes());
    h.extend_from_slice(&2448u32.to_be_bytes());
    h.resize(124, 0);
    for entry in [1u32, 2, 999] {
        h.extend_from_slice(&entry.to_be_bytes());
    }
    let text = format!(
        "TRACK:1 TYPE:MODE2_RAW SUBTYPE:NONE FRAMES:{frames} PREGAP:0 PGTYPE:MODE1 PGSUB:RW \
         POSTGAP:0\0"
    );
    h.extend_from_slice(b"CHT2");
    h.push(1);
    h.extend_from_slice(&(text.len() as u32).to_be_bytes()[1..]);
    h.extend_from_slice(&0u64.to_be_bytes());
    h.extend_from_slice(text.as_bytes());
    h.resize(hunk as usize, 0);
    for k in 0..2usize {
        let mut data = vec![0u8; hunk as usize];
        for f in 0..8usize {
            let lba = k * 8 + f;
            data[f * 2448..f * 2448 + 2352].copy_from_slice(&raw[lba * 2352..lba * 2352 + 2352]);
        }
        h.extend_from_slice(&data);
    }
    h
}

/// A CHD v4 (zlib-era header, 16-byte map entries) whose hunks 1 and 2 copy each other.
fn chd_v4_cycle() -> Vec<u8> {
    let hunk = 8 * 2448u32;
    let map_at = 108usize;
    let meta_at = (map_at + 3 * 16 + 16) as u64;
    let text = "TRACK:1 TYPE:MODE2_RAW SUBTYPE:NONE FRAMES:20 PREGAP:0 PGTYPE:MODE1 PGSUB:RW \
                POSTGAP:0\0";
    let data_at = meta_at + 16 + text.len() as u64;
    let mut h = Vec::new();
    h.extend_from_slice(b"MComprHD");
    h.extend_from_slice(&108u32.to_be_bytes());
    h.extend_from_slice(&4u32.to_be_bytes());
    h.extend_from_slice(&0u32.to_be_bytes()); // flags
    h.extend_from_slice(&0u32.to_be_bytes()); // compression: none
    h.extend_from_slice(&3u32.to_be_bytes()); // hunks
    h.extend_from_slice(&(3 * u64::from(hunk)).to_be_bytes());
    h.extend_from_slice(&meta_at.to_be_bytes());
    h.extend_from_slice(&hunk.to_be_bytes());
    h.resize(map_at, 0);
    let entry = |offset: u64, kind: u8| {
        let mut e = offset.to_be_bytes().to_vec();
        e.extend_from_slice(&[0, 0, 0, 0, 0, 0, 0, 0x10 | kind]);
        e
    };
    h.extend(entry(data_at, 2));
    h.extend(entry(2, 4));
    h.extend(entry(1, 4));
    h.extend_from_slice(b"EndOfListCookie\0");
    h.extend_from_slice(b"CHT2");
    h.push(1);
    h.extend_from_slice(&(text.len() as u32).to_be_bytes()[1..]);
    h.extend_from_slice(&0u64.to_be_bytes());
    h.extend_from_slice(text.as_bytes());
    let raw = raw(8);
    for f in 0..8usize {
        let mut frame = raw[f * 2352..f * 2352 + 2352].to_vec();
        frame.resize(2448, 0);
        h.extend_from_slice(&frame);
    }
    h
}

/// An ECM of `runs` one-byte type-0 runs (12 million in the issue: 24 MB).
pub fn ecm_runs(runs: usize) -> Vec<u8> {
    let mut e = Vec::with_capacity(runs * 2 + 16);
    e.extend_from_slice(b"ECM\0");
    for i in 0..runs {
        e.push(0x00); // type 0, one unit
        e.push(i as u8);
    }
    e.extend_from_slice(&[0xFC, 0xFF, 0xFF, 0xFF, 0x3F, 0, 0, 0, 0]);
    e
}

/// Zeros in one LZMA2 chunk: just under the 2 MiB a chunk may hold, and a multiple of 4 so
/// that every copy of the chunk starts at the same LZMA position state.
const CHUNK_ZEROS: usize = (2 << 20) - 240;

/// One LZMA2 chunk of [`CHUNK_ZEROS`] zeros (dictionary 256 KiB): control, sizes, properties,
/// data.
fn lzma2_zero_chunk() -> Vec<u8> {
    use lzma_rust2::{Lzma2Options, Lzma2Writer, LzmaOptions};
    let mut o = LzmaOptions::with_preset(6);
    o.dict_size = 256 << 10;
    let mut w = Lzma2Writer::new(Vec::new(), Lzma2Options { lzma_options: o, chunk_size: None });
    w.write_all(&vec![0u8; CHUNK_ZEROS]).unwrap();
    let stream = w.finish().unwrap();
    let control = stream[0];
    assert!(control >= 0xE0, "first chunk {control:#x}");
    let unpacked = (usize::from(control & 0x1F) << 16)
        + usize::from(u16::from_be_bytes([stream[1], stream[2]]))
        + 1;
    assert_eq!(unpacked, CHUNK_ZEROS, "one chunk");
    let packed = usize::from(u16::from_be_bytes([stream[3], stream[4]])) + 1;
    assert_eq!(stream.get(6 + packed), Some(&0), "one chunk, then the end");
    stream[..6 + packed].to_vec()
}

/// An xz file (check none, one LZMA2 block, dictionary 256 KiB) whose content is a GPU dump
/// header, a GP0 packet declaring 0xFFFFFF words, then zeros: `chunks` × ~2 MiB in all — the
/// issue's 171 KB stream expanding to 1.12 GB is 534 chunks. Built from one encoded chunk of
/// zeros repeated with "state reset" control bytes, so it costs nothing to make.
pub fn xz_bomb(chunks: usize) -> Vec<u8> {
    let crc32 = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);
    let template = lzma2_zero_chunk();
    let mut head = b"PSXGPUDUMPv1\0\0".to_vec();
    head.extend_from_slice(&0x00FF_FFFFu32.to_le_bytes());
    head.resize(16, 0);
    let mut data = vec![0x01]; // an uncompressed chunk, dictionary reset
    data.extend_from_slice(&(head.len() as u16 - 1).to_be_bytes());
    data.extend_from_slice(&head);
    data.extend_from_slice(&template); // control 0xE0..: dictionary reset, new properties
    let mut copy = template.clone();
    copy[0] = 0xA0 | (template[0] & 0x1F); // state reset only
    copy.remove(5); // no properties byte
    for _ in 1..chunks {
        data.extend_from_slice(&copy);
    }
    data.push(0x00);
    let uncompressed = (head.len() + chunks * CHUNK_ZEROS) as u64;
    let mut x = vec![0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00, 0x00];
    x.extend_from_slice(&crc32.checksum(&[0, 0]).to_le_bytes());
    let block_header = {
        let mut b = vec![2u8, 0x00, 0x21, 0x01, 12, 0, 0, 0]; // 12 bytes, LZMA2, dict 256 KiB
        let c = crc32.checksum(&b);
        b.extend_from_slice(&c.to_le_bytes());
        b
    };
    x.extend_from_slice(&block_header);
    x.extend_from_slice(&data);
    let unpadded = (block_header.len() + data.len()) as u64;
    while (x.len() - 12) % 4 != 0 {
        x.push(0);
    }
    let vli = |mut v: u64, out: &mut Vec<u8>| loop {
        if v < 0x80 {
            out.push(v as u8);
            break;
        }
        out.push((v as u8 & 0x7F) | 0x80);
        v >>= 7;
    };
    let mut index = vec![0x00];
    vli(1, &mut index);
    vli(unpadded, &mut index);
    vli(uncompressed, &mut index);
    while index.len() % 4 != 0 {
        index.push(0);
    }
    let c = crc32.checksum(&index);
    index.extend_from_slice(&c.to_le_bytes());
    x.extend_from_slice(&index);
    let mut footer = ((index.len() / 4 - 1) as u32).to_le_bytes().to_vec();
    footer.extend_from_slice(&[0, 0]);
    let c = crc32.checksum(&footer);
    x.extend_from_slice(&c.to_le_bytes());
    x.extend_from_slice(&footer);
    x.extend_from_slice(b"YZ");
    x
}

/// Every case. `full`: the sizes (a 24 MB ECM, a 1.12 GB xz bomb); else small ones.
pub fn all(full: bool) -> Vec<Case> {
    let mut v = Vec::new();
    // 1. CHD copies that never end.
    let mut c = chd();
    c.hunks[0] = Hunk::Copy { hunk: 0 };
    v.push(chd_case(
        "chd_self_copy",
        "a hunk that copies from itself",
        &c,
        &["copy of itself", "hunk 0"],
    ));
    let mut c = chd();
    c.hunks[0] = Hunk::Copy { hunk: 1 };
    c.hunks[1] = Hunk::Copy { hunk: 0 };
    v.push(chd_case("chd_cycle", "a two-hunk cycle", &c, &["cycle of copies", "hunk 0"]));
    let mut c = chd();
    c.hunks[1] = Hunk::Copy { hunk: 1 << 32 };
    v.push(chd_case(
        "chd_self_cut32",
        "a self-copy whose 48-bit offset is cut to 32 bits",
        &c,
        &["hunk 1", "copy of hunk 4294967296", "past its last hunk"],
    ));
    v.push(chd_case(
        "chd_chain_100k",
        "a chain of 100,000 copies",
        &chd_chain(100_000, true),
        &["more than 1024 times"],
    ));
    v.push(
        Case::new("chd_v4_cycle", "a v4 map whose hunks copy each other", Kind::Disc, "v4.chd")
            .file("v4.chd", chd_v4_cycle())
            .expect(&["MAME CHD v4", "cycle of copies"]),
    );
    // 2. Sizes no CD needs.
    let hunk = 8 * 2448u64;
    for (name, what, logical) in [
        ("chd_400m_hunks", "a map declaring 400 million hunks", 400_000_000 * hunk),
        ("chd_4g_hunks", "2^32 - 1 hunks", 0xFFFF_FFFF * hunk),
        ("chd_logical_2e62", "2^62 logical bytes", 1u64 << 62),
    ] {
        let mut c = chd();
        c.logical_bytes = logical;
        v.push(chd_case(name, what, &c, &["more than a CD holds", "damaged"]));
    }
    for (name, what, frames) in [
        ("chd_hunk_392mb", "a hunk of 392 MB", 160_131u32),
        ("chd_hunk_1_96gb", "a hunk of 1.96 GB", 800_654),
        ("chd_hunk_1_87gb", "a hunk of 1.87 GB", 763_889),
    ] {
        let mut c = chd();
        c.hunk_bytes = frames * 2448;
        v.push(chd_case(name, what, &c, &["more than a CD CHD needs", "chdman writes 8"]));
    }
    // 3. A Huffman tree past its 16 codes (the chd crate panicked and printed).
    let mut bytes = chd().bytes();
    let map_at = u64::from_be_bytes(bytes[0x28..0x30].try_into().unwrap()) as usize;
    bytes[map_at + 16 + 1] |= 0x20; // the run `1 4 13` becomes `1 4 15`: 18 codes
    v.push(
        Case::new(
            "chd_huffman_17",
            "a Huffman tree that runs past 16 codes",
            Kind::Disc,
            "huff.chd",
        )
        .file("huff.chd", bytes)
        .expect(&["runs past its 16 codes"]),
    );
    // 3b. A codec that panics inside the chd crate (cdzl reads its header from a 1-byte hunk
    //     without a bounds check): caught, an error naming the hunk, nothing printed.
    let mut c = chd();
    c.codecs[0] = u32::from_be_bytes(*b"cdzl");
    if let Hunk::Compressed { offset, check, .. } = c.hunks[0] {
        c.hunks[0] = Hunk::Compressed { codec: 0, offset, length: 1, check };
    }
    v.push(chd_case(
        "chd_codec_panic",
        "a hunk whose codec panics inside the chd crate",
        &c,
        &["hunk 0 is damaged", "cdzl decoder failed"],
    ));
    // 4. A map that points past its data.
    let mut c = chd();
    c.data_shift = 50_000;
    v.push(chd_case(
        "chd_map_past_data",
        "a CHD whose map points past its data",
        &c,
        &["MAME CHD v5", "points hunk 0", "cut short"],
    ));
    v.push(
        Case::new(
            "chd_raw_map_past_data",
            "an uncompressed CHD whose map points past its data",
            Kind::Disc,
            "raw.chd",
        )
        .file("raw.chd", chd_uncompressed_past_end())
        .expect(&["points hunk 2", "cut short"]),
    );
    // 5. ECM: millions of one-byte runs.
    let runs = if full { 12_000_000 } else { 400_000 };
    v.push(
        Case::new("ecm_runs", "12 million one-byte runs in a 24 MB file", Kind::Disc, "runs.ecm")
            .file("runs.ecm", ecm_runs(runs))
            .expect(&["runs.ecm", "not a disc image"]),
    );
    // 6. Descriptions that reach outside their folder.
    let raw20 = raw(20);
    for (name, what, target, needles) in [
        (
            "mds_etc_passwd",
            "an .mds naming /etc/passwd",
            "/etc/passwd",
            &["absolute path", "/etc/passwd"][..],
        ),
        (
            "mds_dotdot",
            "an .mds naming ../outside.mdf",
            "../outside.mdf",
            &["climbs out", "../outside.mdf"][..],
        ),
        (
            "mds_dev_zero",
            "an .mds naming /dev/zero",
            "/dev/zero",
            &["not a regular file", "character device"][..],
        ),
    ] {
        v.push(
            Case::new(name, what, Kind::Disc, "x.mds")
                .file("x.mds", mds::write_named(20, 2352, target))
                .file("x.mdf", raw20.clone())
                .expect(needles)
                .expect(&["x.mds", "the file name at byte 0x"]),
        );
    }
    v.push(
        Case::new(
            "mds_symlink_out",
            "an .mdf that is a link out of the folder",
            Kind::Disc,
            "x.mds",
        )
        .file("x.mds", mds::write_named(20, 2352, "x.mdf"))
        .link("x.mdf", "/etc/passwd")
        .expect(&["symbolic link", "outside the folder"]),
    );
    v.push(
        Case::new("ccd_dev_zero", "a .ccd whose .img is /dev/zero", Kind::Disc, "x.ccd")
            .file("x.ccd", ccd::write(20).into_bytes())
            .link("x.img", "/dev/zero")
            .expect(&["x.ccd", "symbolic link"]),
    );
    v.push(
        Case::new("cue_etc_passwd", "a cue sheet naming /etc/passwd", Kind::Disc, "x.cue")
            .file(
                "x.cue",
                b"REM\nFILE \"/etc/passwd\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n"
                    .to_vec(),
            )
            .expect(&["x.cue: line 2", "\"/etc/passwd\"", "absolute path"]),
    );
    v.push(
        Case::new("cue_dotdot", "a cue sheet naming ../x.bin", Kind::Disc, "x.cue")
            .file(
                "x.cue",
                b"FILE \"../x.bin\" BINARY\n  TRACK 01 MODE2/2352\n    INDEX 01 00:00:00\n"
                    .to_vec(),
            )
            .expect(&["x.cue: line 1", "climbs out"]),
    );
    // 10. Tracks past the data file, said as such (not "cue sheet …").
    let mut far = ccd::write(20);
    far = far.replace("INDEX 1=0", "INDEX 1=5000");
    v.push(
        Case::new("ccd_track_past_end", "a .ccd track past its .img", Kind::Disc, "x.ccd")
            .file("x.ccd", far.into_bytes())
            .file("x.img", raw20.clone())
            .expect(&["x.ccd", "puts its data track (track 1) at byte 11760000", "x.img is only"]),
    );
    let mut m = mds::write_named(20, 2352, "x.mdf");
    let start = 0x70 + 3 * 0x50 + 0x28;
    m[start..start + 8].copy_from_slice(&10_000_000u64.to_le_bytes());
    v.push(
        Case::new("mds_track_past_end", "an .mds track past its .mdf", Kind::Disc, "x.mds")
            .file("x.mds", m)
            .file("x.mdf", raw20.clone())
            .expect(&["x.mds", "puts its data track (track 1) at byte 10000000", "x.mdf is only"]),
    );
    // 7. GPU dumps cut short.
    let mut d = GpuDumpWriter::new(&Vram::new()).finish();
    let at = d.len();
    d.extend_from_slice(&0x00FF_FFFFu32.to_le_bytes());
    d.extend_from_slice(&[0u8; 100]);
    let needle: &'static str = Box::leak(format!("truncated at offset {at:#x}").into_boxed_str());
    v.push(
        Case::new(
            "gpu_packet_cut",
            "a packet declaring 0xFFFFFF words with 100 bytes present",
            Kind::Capture,
            "cut.psxgpu",
        )
        .file("cut.psxgpu", d)
        .expect(&[needle, "0xffffff words"]),
    );
    let mut w = GpuDumpWriter::new(&Vram::new());
    w.vsync();
    let mut d = w.finish();
    d.extend_from_slice(&5u32.to_le_bytes());
    for word in [0xA000_0000u32, 0, (256 << 16) | 256, 7, 7] {
        d.extend_from_slice(&word.to_le_bytes());
    }
    v.push(
        Case::new(
            "gpu_upload_cut",
            "an upload cut short by the end of the dump",
            Kind::Capture,
            "upload.psxgpu",
        )
        .file("upload.psxgpu", d)
        .expect(&["truncated", "CPU→VRAM upload", "5 word(s) of 32771"]),
    );
    // 9. A small xz that expands 6,500 times.
    let chunks = if full { 534 } else { 24 };
    v.push(
        Case::new("xz_bomb", "a 171 KB xz expanding to 1.12 GB", Kind::Capture, "bomb.psxgpu.xz")
            .file("bomb.psxgpu.xz", xz_bomb(chunks))
            .expect(&["limit exceeded", "xz"]),
    );
    // A zstd frame asking for a 2 TiB window.
    let mut z = vec![0x28, 0xB5, 0x2F, 0xFD, 0x00, 0xF8];
    z.resize(64, 0);
    v.push(
        Case::new(
            "zstd_window",
            "a zstd frame asking for a 2 TiB window",
            Kind::Capture,
            "w.psxgpu.zst",
        )
        .file("w.psxgpu.zst", z)
        .expect(&["window"]),
    );
    v
}
