//! Telling what a file is from its first bytes, in one place: containers dewrip opens, and —
//! when nothing matches — what the file looks like instead, so the error can say what to do.

/// A container recognised by its magic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// MAME CHD: `MComprHD` at 0 **[public: MAME chd.h]**.
    Chd,
    /// ECM: `ECM\0` at 0 **[public: Neill Corlett's ECM format]**.
    Ecm,
    /// PSP EBOOT: `\0PBP` at 0 **[public: PSP PBP header]**.
    Pbp,
    /// Alcohol 120% descriptor: `MEDIA DESCRIPTOR` at 0 **[public: libmirage image-mds]**.
    Mds,
    /// CloneCD control file: an INI text whose first section is `[CloneCD]`.
    Ccd,
    /// Anything else: a cue sheet or a plain image, decided later.
    Other,
}

/// The container `head` (the file's first bytes) starts.
pub(crate) fn container(head: &[u8]) -> Kind {
    if head.starts_with(b"MComprHD") {
        Kind::Chd
    } else if head.starts_with(b"ECM\0") {
        Kind::Ecm
    } else if head.starts_with(b"\0PBP") {
        Kind::Pbp
    } else if head.starts_with(b"MEDIA DESCRIPTOR") {
        Kind::Mds
    } else if is_ccd(head) {
        Kind::Ccd
    } else {
        Kind::Other
    }
}

/// A CloneCD control file starts (after an optional BOM and blank lines) with `[CloneCD]`.
fn is_ccd(head: &[u8]) -> bool {
    let head = head.strip_prefix(b"\xEF\xBB\xBF".as_slice()).unwrap_or(head);
    let start = head.iter().position(|b| !b.is_ascii_whitespace()).unwrap_or(head.len());
    head.get(start..start.saturating_add(9)).is_some_and(|s| s.eq_ignore_ascii_case(b"[CloneCD]"))
}

/// What a file that is no disc image looks like, and what to do — for the error message.
pub(crate) fn what_else(bytes: &[u8]) -> String {
    let known: [(&[u8], &str); 12] = [
        (b"PK\x03\x04", "a ZIP archive: unpack it and open the .cue/.bin inside"),
        (b"7z\xBC\xAF\x27\x1C", "a 7-Zip archive: unpack it and open the .cue/.bin inside"),
        (b"Rar!\x1A\x07", "a RAR archive: unpack it and open the .cue/.bin inside"),
        (b"\x1F\x8B", "a gzip file: decompress it first"),
        (b"\xFD7zXZ\0", "an xz file: decompress it first"),
        (b"\x28\xB5\x2F\xFD", "a zstd file: decompress it first"),
        (b"BZh", "a bzip2 file: decompress it first"),
        (
            b"CISO",
            "a CSO/CISO (compressed PSP ISO), which dewrip does not read: convert it to .iso",
        ),
        (b"ZISO", "a ZSO (compressed ISO), which dewrip does not read: convert it to .iso"),
        (b"\x7FELF", "an ELF program, not a disc image"),
        (b"PS-X EXE", "a PS-X EXE (a program file, not a disc): give the disc image instead"),
        (b"\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", "all zeros at its start"),
    ];
    for (magic, what) in known {
        if bytes.starts_with(magic) {
            return format!("the file looks like {what}");
        }
    }
    "give a .cue, .bin, .iso, .img, .chd, .ecm, .pbp, .ccd or .mds (for a CloneCD .sub or an \
     Alcohol descriptor's data, open the .ccd or .mds beside it)"
        .to_string()
}
