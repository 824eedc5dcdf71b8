//! File type detection from bytes, in one place (style rule 10).
//!
//! The Dewprism signatures are S3Extract's (`tf_ext_guess.py`), checked in its order, first
//! match wins **[public: S3Extract]**; dewrip adds PS-X EXE, SYSTEM.CNF, the dummy kinds, TIM and
//! DOT1 around them. A [`Kind`]'s `id()` is a stable lowercase identifier (documented in the
//! README) and never changes meaning.

use cursor::{u16_at, u32_at};

/// What a file is, as far as its first bytes tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A PS-X EXE (`PS-X EXE` magic).
    Exe,
    /// SYSTEM.CNF (text starting `BOOT`).
    Cnf,
    /// Music pack (`BGMPACK`).
    Bgm,
    /// Sound effect pack (`SFXPACK`).
    Sfx,
    /// ADPCM audio (u32 @0,4,8,12 zero, u32 @16 non-zero).
    Adpcm,
    /// Character model with the 0x12345678 magic at 0x20.
    Chr,
    /// Character model variant without the magic (u32 @8 == 0x20).
    ChrNomagic,
    /// Event animation (u32 @0 == 0, u32 @8 == 0x14).
    Anm,
    /// Map textures.
    Mtd,
    /// Map model (a weak test).
    Mmd,
    /// `nowab` / `NoWab` placeholder.
    Nowab,
    /// Effect (u32 @0 == 0, N = u32 @4, u32 @(8+4N) == length).
    Effect,
    /// Event script.
    Ev,
    /// `It's CDMAKE Dummy!` sector.
    CdmakeDummy,
    /// `dummy\0\0\0` sector.
    Dummy,
    /// Sony TIM image.
    Tim,
    /// DOT1 archive.
    Dot1,
    /// All bytes zero (or no bytes).
    Empty,
    /// Anything else.
    Dat,
}

impl Kind {
    /// Every kind, in a stable order.
    pub const ALL: [Kind; 19] = [
        Kind::Exe,
        Kind::Cnf,
        Kind::Bgm,
        Kind::Sfx,
        Kind::Adpcm,
        Kind::Chr,
        Kind::ChrNomagic,
        Kind::Anm,
        Kind::Mtd,
        Kind::Mmd,
        Kind::Nowab,
        Kind::Effect,
        Kind::Ev,
        Kind::CdmakeDummy,
        Kind::Dummy,
        Kind::Tim,
        Kind::Dot1,
        Kind::Empty,
        Kind::Dat,
    ];

    /// The stable identifier.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Exe => "exe",
            Kind::Cnf => "cnf",
            Kind::Bgm => "bgm",
            Kind::Sfx => "sfx",
            Kind::Adpcm => "adpcm",
            Kind::Chr => "chr",
            Kind::ChrNomagic => "chr_nomagic",
            Kind::Anm => "anm",
            Kind::Mtd => "mtd",
            Kind::Mmd => "mmd",
            Kind::Nowab => "nowab",
            Kind::Effect => "effect",
            Kind::Ev => "ev",
            Kind::CdmakeDummy => "cdmake_dummy",
            Kind::Dummy => "dummy",
            Kind::Tim => "tim",
            Kind::Dot1 => "dot1",
            Kind::Empty => "empty",
            Kind::Dat => "dat",
        }
    }

    /// Parses an identifier.
    pub fn from_id(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// File extension used when extracting (with the dot), as S3Extract names them.
    pub fn ext(self) -> &'static str {
        match self {
            Kind::Exe => ".exe",
            Kind::Cnf => ".cnf",
            Kind::Bgm => ".bgm",
            Kind::Sfx => ".sfx",
            Kind::Adpcm => ".adpcm",
            Kind::Chr | Kind::ChrNomagic => ".chr",
            Kind::Anm => ".anm",
            Kind::Mtd => ".mtd",
            Kind::Mmd => ".mmd",
            Kind::Nowab => ".nowab",
            Kind::Effect => ".effect",
            Kind::Ev => ".ev",
            Kind::CdmakeDummy => ".cdmake",
            Kind::Dummy => ".dummy",
            Kind::Tim => ".tim",
            Kind::Dot1 => ".dot1",
            Kind::Empty => ".empty",
            Kind::Dat => ".dat",
        }
    }

    /// The family a `--kind` filter matches: `chr` covers both model kinds.
    pub fn family(self) -> &'static str {
        match self {
            Kind::ChrNomagic => "chr",
            Kind::CdmakeDummy => "dummy",
            other => other.id(),
        }
    }

    /// Placeholder files that carry no content (S3Extract skips writing these).
    pub fn is_placeholder(self) -> bool {
        matches!(self, Kind::CdmakeDummy | Kind::Dummy | Kind::Nowab | Kind::Empty)
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// The magic at 0x20 of a character model **[public: S3Extract]**.
pub const CHR_MAGIC: u32 = 0x1234_5678;

/// How many first bytes [`sniff_file`] needs in hand: the largest DOT1 header (count, 4,096
/// offsets, the total word). Every other signature but two lies in the first 0x24 bytes; the
/// effect's total word and the all-zero test of an empty file are asked of [`Bytes`].
pub const HEAD: usize = (crate::dot1::MAX_MEMBERS as usize + 2) * 4;

/// A file as [`sniff_file`] sees it: its length, its first bytes, and the rest on demand, so a
/// listing reads a few sectors of each file instead of all of it.
pub trait Bytes {
    /// The file's length in bytes.
    fn size(&self) -> u64;
    /// The first bytes: at least [`HEAD`] of them, or the whole file.
    fn head(&self) -> &[u8];
    /// The u32 (little-endian) at `at`, which may lie past the head; `None` past the end.
    fn u32_at(&self, at: u64) -> Option<u32>;
    /// Whether every byte of the file is zero.
    fn all_zero(&self) -> bool;
}

impl Bytes for [u8] {
    fn size(&self) -> u64 {
        self.len() as u64
    }
    fn head(&self) -> &[u8] {
        self
    }
    fn u32_at(&self, at: u64) -> Option<u32> {
        u32_at(self, usize::try_from(at).ok()?)
    }
    fn all_zero(&self) -> bool {
        self.iter().all(|&x| x == 0)
    }
}

/// Detects a file's kind from its bytes.
pub fn sniff(data: &[u8]) -> Kind {
    sniff_file(data)
}

/// Detects a file's kind from its first bytes, asking `file` for the two things that can lie
/// further on.
pub fn sniff_file<B: Bytes + ?Sized>(file: &B) -> Kind {
    let data = file.head();
    let b = |i: usize| data.get(i).copied();
    let w = |i: usize| u32_at(data, i);
    if data.starts_with(b"PS-X EXE") {
        return Kind::Exe;
    }
    if data.starts_with(b"BOOT") {
        return Kind::Cnf;
    }
    if data.starts_with(b"It's CDMAKE Dummy!") {
        return Kind::CdmakeDummy;
    }
    if data.starts_with(b"dummy\0\0\0") {
        return Kind::Dummy;
    }
    // S3Extract's order from here on.
    if data.starts_with(b"BGMPACK") {
        return Kind::Bgm;
    }
    if data.starts_with(b"SFXPACK") {
        return Kind::Sfx;
    }
    let zero = |i: usize| w(i) == Some(0);
    if zero(0) && zero(4) && zero(8) && zero(12) && w(16).is_some_and(|v| v != 0) {
        return Kind::Adpcm;
    }
    if w(0x20) == Some(CHR_MAGIC) {
        return Kind::Chr;
    }
    if w(8) == Some(0x20) {
        return Kind::ChrNomagic;
    }
    if zero(0) && w(8) == Some(0x14) {
        return Kind::Anm;
    }
    if zero(0) && data.get(15..20) == Some(&[1, 0x10, 0, 1, 0][..]) {
        return Kind::Mtd;
    }
    if b(3) == Some(0) && b(5) == Some(0) && b(6) == Some(1) && b(7) == Some(0) && b(9) == Some(0) {
        return Kind::Mmd;
    }
    if data.starts_with(b"nowab") || data.starts_with(b"NoWab") {
        return Kind::Nowab;
    }
    if zero(0) {
        let effect = w(4)
            .and_then(|n| n.checked_mul(4)?.checked_add(8))
            .and_then(|at| file.u32_at(u64::from(at)))
            .is_some_and(|total| u64::from(total) == file.size());
        if effect {
            return Kind::Effect;
        }
        let h = |i: usize| u16_at(data, i);
        let nz = |i: usize| h(i).is_some_and(|v| v != 0);
        let z = |i: usize| h(i) == Some(0);
        if nz(4) && z(6) && nz(8) && z(10) && nz(12) && z(14) {
            return Kind::Ev;
        }
    }
    if is_tim(data) {
        return Kind::Tim;
    }
    if crate::dot1::Dot1::parse_head(data, file.size()).is_some() {
        return Kind::Dot1;
    }
    if data.iter().all(|&x| x == 0) && file.all_zero() {
        return Kind::Empty;
    }
    Kind::Dat
}

/// A TIM header: id 0x10, version 0, flags with a valid depth and no unknown bits.
fn is_tim(data: &[u8]) -> bool {
    let flags = u32_at(data, 4);
    u32_at(data, 0) == Some(0x10)
        && flags.is_some_and(|f| f & !0xB == 0 && f & 3 != 3 || f == 3)
        && u32_at(data, 8).is_some_and(|len| len >= 12)
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn with(len: usize, sets: &[(usize, &[u8])]) -> Vec<u8> {
        let mut v = vec![0u8; len];
        for (at, bytes) in sets {
            v[*at..*at + bytes.len()].copy_from_slice(bytes);
        }
        v
    }

    #[test]
    fn s3extract_signatures() {
        let cases: Vec<(Vec<u8>, Kind)> = vec![
            (with(64, &[(0, b"PS-X EXE")]), Kind::Exe),
            (b"BOOT = cdrom:\\SLUS_010.19;1\r\n".to_vec(), Kind::Cnf),
            (with(2048, &[(0, b"It's CDMAKE Dummy!\r\n\r\n ")]), Kind::CdmakeDummy),
            (with(2048, &[(0, b"dummy")]), Kind::Dummy),
            (with(64, &[(0, b"BGMPACK")]), Kind::Bgm),
            (with(64, &[(0, b"SFXPACK")]), Kind::Sfx),
            (with(64, &[(16, &[1])]), Kind::Adpcm),
            (with(64, &[(0, &[1]), (0x20, &[0x78, 0x56, 0x34, 0x12])]), Kind::Chr),
            (with(64, &[(0, &[1]), (8, &[0x20])]), Kind::ChrNomagic),
            (with(64, &[(8, &[0x14])]), Kind::Anm),
            (with(64, &[(12, &[0, 0, 0, 1, 0x10, 0, 1, 0])]), Kind::Mtd),
            (with(64, &[(0, &[5, 5, 5, 0, 5, 0, 1, 0, 5, 0])]), Kind::Mmd),
            (with(64, &[(0, b"nowab")]), Kind::Nowab),
            (with(20, &[(4, &[2]), (16, &[20])]), Kind::Effect),
            (with(64, &[(4, &[1, 0, 0, 0, 2, 0, 0, 0, 3, 0])]), Kind::Ev),
            (with(64, &[(0, &[0x10]), (4, &[0x08]), (8, &[0x2C])]), Kind::Tim),
            (crate::dot1::write(&[b"abcd", b"efgh"], false), Kind::Dot1),
            (vec![0; 100], Kind::Empty),
            (vec![], Kind::Empty),
            (b"hello world".to_vec(), Kind::Dat),
        ];
        for (data, kind) in cases {
            assert_eq!(sniff(&data), kind, "{:02x?}", &data[..data.len().min(24)]);
        }
    }

    #[test]
    fn ids_round_trip_and_are_lowercase() {
        for k in Kind::ALL {
            assert_eq!(Kind::from_id(k.id()), Some(k));
            assert!(k
                .id()
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit()));
            assert!(k.ext().starts_with('.'));
        }
    }

    /// A file whose head is only its first [`HEAD`] bytes: what a listing reads.
    struct Split<'a>(&'a [u8]);

    impl Bytes for Split<'_> {
        fn size(&self) -> u64 {
            self.0.len() as u64
        }
        fn head(&self) -> &[u8] {
            &self.0[..self.0.len().min(HEAD)]
        }
        fn u32_at(&self, at: u64) -> Option<u32> {
            u32_at(self.0, usize::try_from(at).ok()?)
        }
        fn all_zero(&self) -> bool {
            self.0.iter().all(|&x| x == 0)
        }
    }

    #[test]
    fn the_head_decides_what_the_whole_file_does_past_the_head() {
        let big = HEAD + 5000;
        // An effect whose total word lies past the head; the same with a wrong total.
        let mut effect = vec![0u8; big];
        let n = (HEAD as u32 + 100) / 4;
        effect[4..8].copy_from_slice(&n.to_le_bytes());
        let at = (n * 4 + 8) as usize;
        effect[at..at + 4].copy_from_slice(&(big as u32).to_le_bytes());
        let mut not_effect = effect.clone();
        not_effect[at] ^= 1;
        // Zeros to the head, then one byte: not empty.
        let mut late = vec![0u8; big];
        late[big - 1] = 7;
        let dot1 = crate::dot1::write(&[&vec![3u8; 9000], &vec![4u8; 9000]], true);
        for (data, want) in [
            (effect, Kind::Effect),
            (not_effect, Kind::Dat),
            (late, Kind::Dat),
            (vec![0u8; big], Kind::Empty),
            (dot1, Kind::Dot1),
        ] {
            assert_eq!(sniff(&data), want);
            assert_eq!(sniff_file(&Split(&data)), want);
        }
    }

    proptest::proptest! {
        #[test]
        fn a_head_and_the_whole_file_agree(
            head in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..64),
            tail_len in 0usize..(3 * HEAD),
            fill in proptest::prelude::any::<u8>(),
        ) {
            let mut data = head;
            data.resize(data.len() + tail_len, fill);
            proptest::prop_assert_eq!(sniff_file(&Split(&data)), sniff(&data));
        }

        #[test]
        fn never_panics(data in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..128)) {
            let _ = sniff(&data);
        }
    }
}
