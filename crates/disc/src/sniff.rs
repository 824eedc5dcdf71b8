//! Telling what a file is from its first bytes, in one place: containers dewrip opens, and —
//! when nothing matches — what the file looks like instead, so the error can say what to do.

use crate::error::DiscError;
use crate::sector::{Layout, MIN_SECTORS, SYNC};

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

/// What was detected: layout and the user-data offset inside a sector. `prefix` is the start
/// of the stream (at least [`PREFIX_BYTES`] when the stream is that long), `len` its length.
pub(crate) fn layout(prefix: &[u8], len: u64) -> Result<(Layout, usize), DiscError> {
    let bytes = prefix;
    let at = |off: usize, n: usize| bytes.get(off..off.saturating_add(n));
    let cd001 = |off: usize| at(off, 6) == Some(b"\x01CD001".as_slice());
    let sync_at = |off: usize| at(off, 12) == Some(SYNC.as_slice());
    // 1. Raw sectors: sync at sector 0 (or at sector 16, for images whose first sectors are
    //    blank); the spacing of the next sync tells 2352 from 2448 (subchannel after each).
    let raw = if sync_at(0) {
        if !sync_at(2352) && sync_at(2448) {
            Some((0usize, Layout::Raw2448))
        } else {
            Some((0, Layout::Raw2352))
        }
    } else if sync_at(16 * 2352) {
        Some((16 * 2352, Layout::Raw2352))
    } else if sync_at(16 * 2448) {
        Some((16 * 2448, Layout::Raw2448))
    } else {
        None
    };
    if let Some((s, layout)) = raw {
        let pvd = (layout.sector_size() as usize).saturating_mul(16);
        let mode = bytes.get(s.saturating_add(0x0F)).copied().unwrap_or(2);
        // Mode 1 stores user data at 0x10, Mode 2 at 0x18; the PVD decides when it is there.
        let user = if cd001(pvd.saturating_add(0x10)) {
            0x10
        } else if cd001(pvd.saturating_add(0x18)) || mode != 1 {
            0x18
        } else {
            0x10
        };
        return Ok((layout, user));
    }
    // 2. 2048-byte ISO: the primary volume descriptor's "\x01CD001" at 16·2048.
    if cd001(0x8000) {
        return Ok((Layout::Iso2048, 0));
    }
    // 3. 2336: the descriptor at 16·2336 + 8 (after the two subheader copies).
    if cd001(16 * 2336 + 8) {
        return Ok((Layout::Raw2336, 8));
    }
    if len < u64::from(MIN_SECTORS) * 2048 {
        return Err(DiscError::Truncated {
            file: None,
            len,
            needed: u64::from(MIN_SECTORS) * 2048,
            layout: Layout::Iso2048,
        });
    }
    Err(DiscError::UnknownLayout {
        file: None,
        len,
        checked: format!(
            "no CD sync pattern (00, ten ff, 00) at offset 0x0, {:#x} (sector 16 of 2352) or \
             {:#x} (sector 16 of 2448), and no ISO9660 volume descriptor (\"CD001\") at {:#x} \
             (2048-byte sectors) or {:#x} (2336-byte sectors)",
            16 * 2352,
            16 * 2448,
            0x8000,
            16 * 2336 + 8,
        ),
        hint: what_else(bytes),
    })
}
