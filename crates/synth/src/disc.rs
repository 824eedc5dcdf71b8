//! The synthetic disc: a `.bin` + `.cue` + `.iso` shaped like the real NA disc, and a manifest
//! of what was put where.
//!
//! Shape **[published]**/**[public]** facts it follows: ISO9660 lists only SYSTEM.CNF and the
//! boot EXE; Hidden.ID at sector 0x17 titled `DEWPRISM`; the directory in sectors 0x18–0x24
//! (4,934 slots on the full disc, as in S3Extract's NA index); entry 0 = boot EXE (at sector
//! 0x26), entry 1 = SYSTEM.CNF; runs of unused entries pointing at the end of the previous file;
//! dummy, nowab and all-zero files; tail bytes; DOT1 archives; many byte-identical copies — the
//! girl's 72 KiB model 27 times; characters at even indices 4586–4928 each followed by an
//! `.adpcm` or `.nowab`; trailing unused entries and zero padding at the end of the directory;
//! XA submode 0x89 on the last sector of every hidden file. The full image has exactly the NA
//! image's 151,979 raw sectors (357,454,608 bytes).

use std::collections::BTreeMap;
use std::sync::Arc;

use disc::write::{encode_mode2_form1, SUBMODE_DATA, SUBMODE_EOF};
use disc::Subheader;
use sha2::{Digest, Sha256};
use sqfs::sniff::Kind;
use sqfs::table::{Extent, Game, HiddenId, RawEntry};

use crate::content::{self, Clut};
use crate::rng::Rng;
use crate::Error;

// The folder writer (disc, names, the extra files made from the plan) lives beside the disc,
// not in it.
pub use crate::folder::{no_extra, write, Extra};

/// How big a disc to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// Shaped and sized like the NA disc: 4,934 entries, 357 MB raw.
    Full,
    /// A few MB, same kinds and quirks, fewer entries: for tests.
    Small,
}

/// Raw sectors of the full image (the NA image: 357,454,608 bytes / 2352) **[public]**.
pub const FULL_SECTORS: u32 = 151_979;
/// Directory slots on the full disc (S3Extract's NA index has 4,934 rows) **[public]**.
pub const FULL_SLOTS: u32 = 4934;
/// First sector of the hidden files (entry 0, the boot EXE) **[public: psx-spx]**.
pub const FIRST_FILE_SECTOR: u32 = 0x26;
/// Copies of the girl's model on the disc **[published]**.
pub const GIRL_COPIES: usize = 27;
/// Size of the girl's model **[published]**: 72 KB.
pub const GIRL_SIZE: usize = 72 * 1024;
/// Where the capture shows the girl's CLUT in VRAM.
pub const GIRL_CLUT_VRAM: (u16, u16) = (0, 480);
/// Where the capture shows the girl's texture page in VRAM.
pub const GIRL_TEXTURE_VRAM: (u16, u16) = (640, 0);

/// A name row for the index CSV: (name, ext, folder).
pub type NameRow = (String, String, String);

/// One planned directory slot.
#[derive(Debug, Clone)]
pub enum Slot {
    /// A file with bytes (possibly shared with other slots: duplicates).
    File {
        /// The bytes.
        data: Arc<Vec<u8>>,
        /// The kind the generator made.
        kind: Kind,
        /// Name row for the index CSV: (name, ext, folder).
        name: Option<(String, String, String)>,
        /// What the generator meant this file to be (e.g. a map pairing key), for tests.
        tag: Option<String>,
    },
    /// A large file of noise after a signature (audio, sound and music packs), generated when
    /// the image is written: the plan holds its recipe, never its bytes.
    Noise {
        /// The recipe.
        noise: content::Noise,
        /// The kind the generator made.
        kind: Kind,
        /// Name row for the index CSV: (name, ext, folder).
        name: Option<(String, String, String)>,
    },
    /// An unused entry (bit 23).
    Unused,
}

impl Slot {
    /// Bytes in the file (`None` for an unused entry).
    #[allow(clippy::len_without_is_empty)] // `None` is the empty slot; a file may be empty
    pub fn len(&self) -> Option<usize> {
        match self {
            Slot::File { data, .. } => Some(data.len()),
            Slot::Noise { noise, .. } => Some(noise.len()),
            Slot::Unused => None,
        }
    }

    /// The file's bytes (`None` for an unused entry); a [`Slot::Noise`] is generated.
    pub fn bytes(&self) -> Option<std::borrow::Cow<'_, [u8]>> {
        match self {
            Slot::File { data, .. } => Some(std::borrow::Cow::Borrowed(data.as_slice())),
            Slot::Noise { noise, .. } => Some(std::borrow::Cow::Owned(noise.bytes())),
            Slot::Unused => None,
        }
    }

    /// The kind and the index-CSV name row (`None` for an unused entry).
    fn described(&self) -> Option<(Kind, &Option<NameRow>)> {
        match self {
            Slot::File { kind, name, .. } | Slot::Noise { kind, name, .. } => Some((*kind, name)),
            Slot::Unused => None,
        }
    }

    /// Writes the file's bytes into the start of `out` (at least [`Slot::len`] bytes).
    fn fill(&self, out: &mut [u8]) {
        match self {
            Slot::File { data, .. } => {
                if let Some(dst) = out.get_mut(..data.len()) {
                    dst.copy_from_slice(data);
                }
            }
            Slot::Noise { noise, .. } => noise.fill(out),
            Slot::Unused => {}
        }
    }
}

/// One row of the manifest: the same fields `dewrip ls --json` prints.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ManifestEntry {
    /// Directory index.
    pub index: u32,
    /// First sector.
    pub lba: u32,
    /// Exact size.
    pub size: u64,
    /// Bit 23.
    pub unused: bool,
    /// Kind identifier (`sqfs::sniff::Kind::id`).
    pub kind: String,
    /// SHA-256 of the exact bytes (null for unused entries).
    pub sha256: Option<String>,
    /// Index of the first identical copy.
    pub dup_of: Option<u32>,
    /// Name as the synthetic name tables give it (`NAME.ext`), or null.
    pub name: Option<String>,
    /// What the generator meant the file to be (e.g. a map pairing key); not listed by `ls`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag: Option<String>,
}

/// What the synthetic disc holds.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Manifest {
    /// Generator seed.
    pub seed: u64,
    /// `full` or `small`.
    pub size: String,
    /// Sectors in the image.
    pub sectors: u32,
    /// File names written beside the manifest.
    pub files: BTreeMap<String, String>,
    /// Every directory slot.
    pub entries: Vec<ManifestEntry>,
    /// The girl: name, indices of her copies, CLUT and where the capture shows it.
    pub girl: Girl,
    /// The record-length table the synthetic EXE and models use (type → length).
    pub record_lengths: BTreeMap<String, u8>,
}

/// Facts about the girl's model on the synthetic disc.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Girl {
    /// Name in the synthetic name tables.
    pub name: String,
    /// Directory indices of every copy.
    pub indices: Vec<u32>,
    /// Her CLUT as hex (32 bytes).
    pub clut_hex: String,
    /// Offset of the CLUT inside her file.
    pub clut_offset: u32,
    /// VRAM position of the CLUT in the captures.
    pub clut_vram: (u16, u16),
}

/// The planned disc: every slot, in order.
pub struct Plan {
    /// Seed.
    pub seed: u64,
    /// Size class.
    pub size: Size,
    /// Slots in directory order.
    pub slots: Vec<Slot>,
    /// The girl's palette.
    pub girl_clut: Clut,
    /// Total raw sectors to write (files are padded with empty sectors up to this).
    pub total_sectors: Option<u32>,
}

/// `base + 8 × units` bytes: a generated file size (a multiple of 8 when `base` is). Every
/// caller's `base` and `units` are below 2²⁰, so the sum never saturates.
fn size8(base: usize, units: u64) -> usize {
    base.saturating_add(usize::try_from(units).unwrap_or(usize::MAX).saturating_mul(8))
}

fn file(mut data: Vec<u8>, name: Option<(&str, &str, &str)>) -> Slot {
    // The table stores sizes in 8-byte units of slack: files are padded to a multiple of 8.
    data.resize(data.len().next_multiple_of(8), 0);
    let kind = sqfs::sniff::sniff(&data);
    Slot::File {
        data: Arc::new(data),
        kind,
        name: name.map(|(a, b, c)| (a.into(), b.into(), c.into())),
        tag: None,
    }
}

fn shared(data: &Arc<Vec<u8>>, name: Option<(String, String, String)>) -> Slot {
    Slot::File { data: Arc::clone(data), kind: sqfs::sniff::sniff(data), name, tag: None }
}

/// A file of noise generated when the image is written. Its kind is sniffed from the first
/// [`sqfs::sniff::HEAD`] bytes, which decide the audio and pack kinds (their signatures come
/// before any test that looks further); a recipe sniffed as any other kind is made a plain
/// file, so the kind is always what sniffing the whole file gives.
fn noise_file(noise: content::Noise, name: Option<(&str, &str, &str)>) -> Slot {
    let mut head = vec![0u8; noise.len().min(sqfs::sniff::HEAD)];
    noise.fill(&mut head);
    let kind = sqfs::sniff::sniff(&head);
    if !matches!(kind, Kind::Adpcm | Kind::Sfx | Kind::Bgm) || !noise.len().is_multiple_of(8) {
        return file(noise.bytes(), name);
    }
    Slot::Noise { noise, kind, name: name.map(|(a, b, c)| (a.into(), b.into(), c.into())) }
}

/// Character designs: (name, model size on the full disc, magic).
fn designs(size: Size) -> Vec<(String, usize, bool)> {
    let count: usize = if size == Size::Full { 172 } else { 12 };
    // 123 of 172 carry the magic on the real disc; the rest are the magic-less variant.
    let magic_count = count.saturating_mul(123) / 172;
    let named = [
        "MAYA",
        "RUE",
        "MINT",
        "ELENA",
        "KLAUS",
        "ROD",
        "DUKE",
        "BELLE",
        "VALEN",
        "DRAGON",
        "PEDESTAL_A",
        "PEDESTAL_B",
    ];
    (0..count)
        .map(|i| {
            let name = named.get(i).map_or_else(|| format!("NPC_{i:03}"), |n| n.to_string());
            let size = if i == 0 {
                GIRL_SIZE
            } else if name == "DRAGON" {
                96 * 1024
            } else {
                // 24–48 KiB in 4 KiB steps.
                size8(24 * 1024, ((i % 7) as u64).saturating_mul(512))
            };
            let magic = i < magic_count;
            (name, size, magic)
        })
        .collect()
}

impl Plan {
    /// Lays out every slot for the given size and seed.
    ///
    /// Infallible in practice: every file is generated from this crate's constants within its
    /// format's limits (see [`Plan::try_new`]; the tests build both sizes and several seeds).
    // The expect cannot fire: try_new fails only if a generator outgrows its own format's
    // limits, which depends on this crate's constants, not on `size` or `seed`.
    #[allow(clippy::expect_used)]
    pub fn new(size: Size, seed: u64) -> Plan {
        Plan::try_new(size, seed).expect("the synthetic content fits its formats")
    }

    /// As [`Plan::new`], returning a generator's error instead of panicking.
    pub fn try_new(size: Size, seed: u64) -> Result<Plan, Error> {
        let full = size == Size::Full;
        let mut r = Rng::fork(seed, 0x91A0);
        let mut slots: Vec<Slot> = Vec::new();
        let exe =
            crate::exe::try_boot_exe(&dewprism::records::lengths::RecordLengths::BUILTIN.len)?;
        slots.push(file(exe, Some(("SLUS_010.19", "", "game_boot"))));
        let cnf = disc::exe::write_system_cnf("SLUS_010.19");
        let mut cnf = cnf.into_bytes();
        cnf.resize(cnf.len().next_multiple_of(8), 0);
        slots.push(file(cnf, Some(("SYSTEM", ".CNF", "game_boot"))));
        // Boot files: DOT1 archives of TIMs (icons, fonts), plain TIMs, data, an all-zero file.
        for i in 0..24u64 {
            let slot = match i % 6 {
                0 | 3 => {
                    // 2–6 members, labelled 16 apart per archive.
                    let members: Vec<Vec<u8>> = (0..(i % 5).saturating_add(2))
                        .map(|m| {
                            content::tim_4bpp(seed, i.saturating_mul(16).saturating_add(m), 32, 32)
                        })
                        .collect();
                    // Every other archive holds LZ-compressed TIMs, as texture sets do.
                    let members: Vec<Vec<u8>> = if i % 2 == 1 {
                        members.iter().map(|m| sqfs::lz::compress(m)).collect()
                    } else {
                        members
                    };
                    let refs: Vec<&[u8]> = members.iter().map(Vec::as_slice).collect();
                    file(sqfs::dot1::write(&refs, i % 2 == 0), None)
                }
                1 => file(content::tim_4bpp(seed, i.saturating_add(1000), 64, 64), None),
                // One to three zero sectors.
                2 => file(vec![0u8; size8(2048, (i % 3).saturating_mul(256))], None),
                4 => Slot::Unused,
                _ => file(content::dat(seed, i, size8(4096, r.below(512))), None),
            };
            slots.push(slot);
        }
        let designs = designs(size);
        let cluts: Vec<Clut> =
            (0..designs.len() as u64).map(|d| content::palette(seed, d)).collect();
        let chr_data: Vec<Arc<Vec<u8>>> = designs
            .iter()
            .zip(&cluts)
            .enumerate()
            .map(|(d, ((_, sz, magic), clut))| {
                let sz = if full || d == 0 { *sz } else { 8192 };
                Ok(Arc::new(crate::chr::try_character(seed, d as u64, clut, *magic, sz)?))
            })
            .collect::<Result<_, Error>>()?;
        // Design 0, the girl: her copies are shared with the event groups.
        let girl_data = chr_data.first().cloned().unwrap_or_default();
        // The event region: groups of map pairs, audio, effects, scripts, copies of characters.
        let chr_start = if full { 4586 } else { 200 };
        // The small disc: the character block (two slots per design) and four trailing slots.
        let slots_total = if full {
            FULL_SLOTS as usize
        } else {
            designs.len().saturating_mul(2).saturating_add(chr_start).saturating_add(4)
        };
        let audio_size = |r: &mut Rng| {
            if full {
                size8(0, r.range(100_000, 190_000))
            } else {
                size8(2048, r.below(256))
            }
        };
        let mut girl_copies_left = GIRL_COPIES - 1;
        let mut map_id = 0u64;
        let mut ev = 0u64;
        while slots.len() < chr_start {
            let folder = format!("event/EV{ev:03}");
            let mut group: Vec<Slot> = Vec::new();
            // maps begin — the map files of this event group (synth::maps owns their content).
            for m in crate::maps::event_group(seed, full, map_id, &mut r)? {
                let name =
                    (m.ext != ".dat").then(|| (String::new(), m.ext.to_string(), folder.clone()));
                let mut slot = file(m.data, None);
                if let Slot::File { name: n, tag, .. } = &mut slot {
                    *n = name;
                    *tag = m.tag;
                }
                group.push(slot);
            }
            map_id = map_id.saturating_add(1);
            // maps end
            group.push(noise_file(
                content::adpcm_noise(seed, ev, audio_size(&mut r)),
                Some(("", ".evpcm", &folder)),
            ));
            group.push(noise_file(
                content::sfx_noise(
                    seed,
                    ev,
                    if full { size8(0, r.range(2000, 8000)) } else { 2048 },
                ),
                Some(("", ".evsfp", &folder)),
            ));
            for e in 0..r.below(3) {
                group.push(file(
                    content::effect(
                        seed,
                        ev.saturating_mul(4).saturating_add(e),
                        size8(2048, r.below(1024)),
                    ),
                    None,
                ));
            }
            match r.below(6) {
                0 => group.push(file(content::dummy(true), None)),
                1 => group.push(file(content::dummy(false), None)),
                2 => group.push(file(content::nowab(), None)),
                3 => group.push(file(vec![0u8; 2048], None)),
                _ => {}
            }
            group.push(file(content::ev(seed, ev, size8(1024, r.below(128))), None));
            if r.below(3) == 0 {
                group.push(file(content::anm(seed, ev, size8(2048, r.below(256))), None));
            }
            if girl_copies_left > 0 && (r.below(4) == 0 || !full) {
                group.push(shared(&girl_data, None));
                girl_copies_left = girl_copies_left.saturating_sub(1);
            } else if r.below(3) == 0 {
                // Any design but the girl.
                let others = (designs.len() as u64).saturating_sub(1);
                let d = r.below(others).saturating_add(1) as usize;
                if let Some(data) = chr_data.get(d) {
                    group.push(shared(data, None));
                }
            }
            if r.below(4) == 0 {
                group.push(noise_file(
                    content::bgm_noise(
                        seed,
                        ev,
                        if full { size8(0, r.range(8000, 30000)) } else { 4096 },
                    ),
                    None,
                ));
            }
            for _ in 0..r.below(4) {
                group.push(Slot::Unused);
            }
            // The loop runs while `slots.len() < chr_start`.
            let room = chr_start.saturating_sub(slots.len());
            group.truncate(room);
            slots.extend(group);
            ev = ev.saturating_add(1);
        }
        // Copies cut off with a truncated group are placed just before the character block.
        let is_girl =
            |s: &Slot| matches!(s, Slot::File { data, .. } if Arc::ptr_eq(data, &girl_data));
        let girl_copies_left =
            (GIRL_COPIES - 1).saturating_sub(slots.iter().filter(|s| is_girl(s)).count());
        // From the end of the event region back to slot 40, the last scripts, effects and
        // data files give way to the missing copies.
        let replaceable: Vec<usize> = slots
            .iter()
            .enumerate()
            .skip(40)
            .rev()
            .filter(|(_, s)| {
                matches!(s, Slot::File { kind: Kind::Ev | Kind::Effect | Kind::Dat, .. })
            })
            .map(|(i, _)| i)
            .take(girl_copies_left)
            .collect();
        for i in replaceable {
            if let Some(s) = slots.get_mut(i) {
                *s = shared(&girl_data, None);
            }
        }
        // Characters at even indices from `chr_start`, each followed by .adpcm or .nowab.
        for (d, ((name, _, _), data)) in designs.iter().zip(&chr_data).enumerate() {
            slots.push(shared(data, Some((name.clone(), ".chr".into(), "chr".into()))));
            if d % 3 == 0 {
                slots.push(file(content::nowab(), Some((name, ".nowab", "chr"))));
            } else {
                slots.push(noise_file(
                    content::adpcm_noise(
                        seed,
                        (d as u64).saturating_add(9000),
                        audio_size(&mut r) / 4,
                    ),
                    Some((name, ".adpcm", "chr")),
                ));
            }
        }
        while slots.len() < slots_total {
            slots.push(Slot::Unused);
        }
        slots.truncate(slots_total);
        let girl_clut = cluts.first().copied().unwrap_or_default();
        let mut plan = Plan { seed, size, slots, girl_clut, total_sectors: None };
        if full {
            plan.fit_to(FULL_SECTORS);
        }
        Ok(plan)
    }

    /// Shrinks or grows the largest audio files so the image has exactly `sectors` sectors.
    fn fit_to(&mut self, sectors: u32) {
        let budget = u64::from(sectors.saturating_sub(FIRST_FILE_SECTOR));
        let audio: Vec<usize> = self
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                matches!(s.described(), Some((Kind::Adpcm, _)))
                    && s.len().is_some_and(|n| n > 64 * 1024)
            })
            .map(|(i, _)| i)
            .collect();
        let sectors_of = |s: &Slot| s.len().map_or(0, |n| (n as u64).div_ceil(2048));
        let audio_sectors: u64 =
            audio.iter().filter_map(|&i| self.slots.get(i)).map(sectors_of).sum();
        let other = self.file_sectors().saturating_sub(audio_sectors);
        // At least two sectors per audio file must be left for them.
        let least = other.saturating_add((audio.len() as u64).saturating_mul(2));
        if audio.is_empty() || least >= budget {
            return;
        }
        // Scale the large audio files (in whole sectors) so that everything fills the image;
        // the rounding remainder goes to the first of them. Sizes stay multiples of 8.
        let target = budget.saturating_sub(other).saturating_sub(16);
        let mut new_sectors: Vec<u64> = audio
            .iter()
            .filter_map(|&i| self.slots.get(i))
            .map(|s| {
                let scaled = sectors_of(s).saturating_mul(target).checked_div(audio_sectors);
                scaled.unwrap_or(0).max(2)
            })
            .collect();
        let sum: u64 = new_sectors.iter().sum();
        if let Some(first) = new_sectors.first_mut() {
            *first = first.saturating_add(target.saturating_sub(sum));
        }
        for (&i, &n) in audio.iter().zip(&new_sectors) {
            // Whole sectors, less 0–1,592 bytes of slack (8-byte steps) by slot; the bytes a
            // file grows by are noise of its own.
            let slack = (i % 200).saturating_mul(8);
            let new_len = (n as usize).saturating_mul(2048).saturating_sub(slack);
            match self.slots.get_mut(i) {
                Some(Slot::File { data, .. }) => {
                    let mut v = (**data).clone();
                    let old = v.len();
                    v.resize(new_len, 0);
                    if let Some(grown) = v.get_mut(old..) {
                        Rng::fork(self.seed, i as u64).fill(grown);
                    }
                    *data = Arc::new(v);
                }
                Some(Slot::Noise { noise, .. }) => {
                    *noise = noise.resized(new_len, self.seed, i as u64);
                }
                _ => {}
            }
        }
        self.total_sectors = Some(sectors);
    }

    fn file_sectors(&self) -> u64 {
        self.slots.iter().map(|s| s.len().map_or(0, |n| (n as u64).div_ceil(2048))).sum()
    }
}

/// The built image: logical sectors, their submodes, the manifest, the name CSVs.
pub struct Built {
    /// 2048 bytes per sector.
    pub logical: Vec<u8>,
    /// XA submode per sector.
    pub submodes: Vec<u8>,
    /// The manifest (without `files`, filled by [`write`]).
    pub manifest: Manifest,
    /// S3Extract-format index CSV for the synthetic disc.
    pub index_csv: String,
    /// S3Extract-format hashmap CSV (names by SHA-256 for the characters).
    pub hashmap_csv: String,
}

/// Sectors needed for `len` bytes.
fn sectors_for(len: usize) -> u32 {
    u32::try_from(len.div_ceil(2048)).unwrap_or(u32::MAX)
}

/// The image's byte length for `sectors` sectors.
fn image_bytes(sectors: u32) -> Result<usize, Error> {
    usize::try_from(sectors).ok().and_then(|n| n.checked_mul(2048)).ok_or(Error::Layout {
        what: "image sectors",
        value: u64::from(sectors),
        limit: (usize::MAX / 2048) as u64,
    })
}

/// Copies `bytes` into the logical image from the start of sector `lba`.
fn put(logical: &mut [u8], lba: u32, bytes: &[u8]) -> Result<(), Error> {
    let sectors = logical.len() / 2048;
    image_bytes(lba)
        .ok()
        .and_then(|at| logical.get_mut(at..))
        .and_then(|rest| rest.get_mut(..bytes.len()))
        .map(|dst| dst.copy_from_slice(bytes))
        .ok_or(Error::Layout {
            what: "data past the image's last sector",
            value: u64::from(lba).saturating_add(u64::from(sectors_for(bytes.len()))),
            limit: sectors as u64,
        })
}

/// Sets the XA submode of sector `lba`.
fn mark(submodes: &mut [u8], lba: u32, submode: u8) -> Result<(), Error> {
    let sectors = submodes.len() as u64;
    usize::try_from(lba).ok().and_then(|i| submodes.get_mut(i)).map(|s| *s = submode).ok_or(
        Error::Layout {
            what: "submode past the image's last sector",
            value: lba.into(),
            limit: sectors,
        },
    )
}

/// Where everything goes: each slot's first sector and table word, the image's size.
struct Layout {
    /// Per slot: its first sector and whether it holds bytes.
    placed: Vec<(u32, bool)>,
    /// The directory words.
    words: Vec<RawEntry>,
    /// Sectors in the image.
    total: u32,
}

impl Layout {
    /// Lays the plan out: files one after the other from [`FIRST_FILE_SECTOR`]. Fails if a
    /// file's size is not a multiple of 8 (the table stores the last sector's slack in 8-byte
    /// units) or if the layout outgrows its fields.
    fn of(plan: &Plan) -> Result<Layout, Error> {
        let n = plan.slots.len();
        let mut lba = FIRST_FILE_SECTOR;
        let mut words = Vec::with_capacity(n);
        let mut placed = Vec::with_capacity(n);
        for slot in &plan.slots {
            match slot.len() {
                Some(len) => {
                    let size = len as u64;
                    let tail = RawEntry::tail_for_size(size)
                        .ok_or(Error::Unaligned { slot: words.len(), size })?;
                    words.push(RawEntry::new(lba, false, tail));
                    placed.push((lba, true));
                    lba = lba.checked_add(sectors_for(len)).ok_or(Error::Layout {
                        what: "sectors",
                        value: u64::from(lba).saturating_add(size.div_ceil(2048)),
                        limit: u32::MAX.into(),
                    })?;
                }
                None => {
                    words.push(RawEntry::new(lba, true, 0));
                    placed.push((lba, false));
                }
            }
        }
        // Sixteen empty sectors after the last file unless the plan fixes the size.
        let total = plan.total_sectors.unwrap_or(lba.saturating_add(16)).max(lba);
        image_bytes(total)?;
        Ok(Layout { placed, words, total })
    }

    /// The XA submode of every sector: data, with the end-of-file mark on the last sector of
    /// every file and of the system area's records.
    fn submodes(&self, plan: &Plan) -> Result<Vec<u8>, Error> {
        let mut submodes = vec![SUBMODE_DATA; self.total as usize];
        for (slot, &(lba, _)) in plan.slots.iter().zip(&self.placed) {
            if let Some(len) = slot.len() {
                if let Some(last) = lba.checked_add(sectors_for(len)).and_then(|e| e.checked_sub(1))
                {
                    mark(&mut submodes, last, SUBMODE_EOF)?;
                }
            }
        }
        for (lba, submode) in system_marks() {
            mark(&mut submodes, lba, submode)?;
        }
        Ok(submodes)
    }

    /// Sectors `0 .. FIRST_FILE_SECTOR`: the ISO9660 volume (SYSTEM.CNF and the boot EXE at
    /// their hidden-table positions), Hidden.ID, the directory and Hidden.Unknown. Fails if
    /// the plan lacks the boot EXE and SYSTEM.CNF in slots 0 and 1.
    fn system_area(&self, plan: &Plan) -> Result<Vec<u8>, Error> {
        let n = plan.slots.len();
        let mut logical = vec![0u8; image_bytes(FIRST_FILE_SECTOR)?];
        // Hidden.ID, directory, Hidden.Unknown.
        let dir_bytes = u16::try_from(n.saturating_mul(4)).map_err(|_| Error::Layout {
            what: "directory bytes",
            value: (n as u64).saturating_mul(4),
            limit: u16::MAX.into(),
        })?;
        let hid = HiddenId {
            game: Game::Dewprism,
            title: "DEWPRISM".into(),
            disc_number: 1,
            disc_count: 2,
            id: Extent { sector: 0x17, size: 0x29 },
            directory: Extent { sector: 0x18, size: dir_bytes },
            unknown: Extent { sector: 0x25, size: 0x22 },
        };
        put(&mut logical, 0x17, &hid.write())?;
        // The directory fills sectors 0x18–0x24 (13 sectors).
        let dir = sqfs::table::write_directory(&self.words, 13 * 2048);
        if dir.len() > 13 * 2048 {
            return Err(Error::Layout {
                what: "directory bytes",
                value: dir.len() as u64,
                limit: 13 * 2048,
            });
        }
        put(&mut logical, 0x18, &dir)?;
        // Hidden.Unknown: 1, then 0x000, 0x100, … 0xE00, then 0xFFFF (u16 each).
        let mut unknown = vec![1u8, 0];
        for x in (0u16..).step_by(0x100).take(15) {
            unknown.extend(x.to_le_bytes());
        }
        unknown.extend([0xFF, 0xFF]);
        put(&mut logical, 0x25, &unknown)?;
        // ISO9660: SYSTEM.CNF and the boot EXE, at their hidden-table positions.
        let boot = |i: usize| match (plan.slots.get(i), self.placed.get(i)) {
            (Some(slot), Some(&(lba, _))) => Some((lba, slot)),
            _ => None,
        };
        let (Some((exe_lba, exe)), Some((cnf_lba, cnf))) = (boot(0), boot(1)) else {
            return Err(Error::Layout {
                what: "boot slots (EXE, SYSTEM.CNF)",
                value: n as u64,
                limit: 2,
            });
        };
        let cnf = cnf.bytes().unwrap_or_default();
        let cnf_text_len = cnf.iter().position(|&b| b == 0).unwrap_or(cnf.len());
        let iso_files = [
            disc::iso9660::IsoFile {
                name: "SLUS_010.19".into(),
                lba: exe_lba,
                size: exe.len().unwrap_or(0) as u32,
            },
            disc::iso9660::IsoFile {
                name: "SYSTEM.CNF".into(),
                lba: cnf_lba,
                size: cnf_text_len as u32,
            },
        ];
        // From sector 16: the volume descriptors end at 17, the root directory at 22.
        for (lba, sector) in
            (16u32..).zip(disc::iso9660::write_volume("DEWPRISM", &iso_files, self.total).iter())
        {
            put(&mut logical, lba, sector)?;
        }
        Ok(logical)
    }
}

/// The submodes of the system area's sectors ([`Layout::system_area`]), set after the
/// files' marks: each record's last sector ends a file; the volume descriptors are 0x09 but
/// for the terminator (17) and the root directory's end (22).
fn system_marks() -> impl Iterator<Item = (u32, u8)> {
    [(0x17, SUBMODE_EOF), (0x24, SUBMODE_EOF), (0x25, SUBMODE_EOF)].into_iter().chain(
        (16u32..=22).map(|lba| (lba, if lba == 17 || lba == 22 { SUBMODE_EOF } else { 0x09 })),
    )
}

/// Logical bytes a batch of files gathers before it is handed on (whole files: a larger file
/// makes a larger batch).
const BATCH_BYTES: usize = 16 << 20;

/// Where [`stream`] hands the image: `(first_sector, logical_bytes, submodes)`.
pub(crate) type Sink<'a, E> = dyn FnMut(u32, &[u8], &[u8]) -> Result<(), E> + 'a;

/// What [`stream`] hands back: the manifest and the name tables.
pub(crate) struct Streamed {
    pub(crate) manifest: Manifest,
    pub(crate) index_csv: String,
    pub(crate) hashmap_csv: String,
}

/// Lays out `plan` and hands its logical sectors, in order from sector 0, to
/// `sink(first_sector, logical_bytes, submodes)` in batches of about [`BATCH_BYTES`]: the
/// image is never held whole, and a [`Slot::Noise`] exists as bytes only in its batch. Files
/// are generated and hashed in parallel.
pub(crate) fn stream<E: From<Error>>(plan: &Plan, sink: &mut Sink<'_, E>) -> Result<Streamed, E> {
    stream_in(plan, BATCH_BYTES, sink)
}

/// [`stream`] with batches of about `batch_bytes`.
fn stream_in<E: From<Error>>(
    plan: &Plan,
    batch_bytes: usize,
    sink: &mut Sink<'_, E>,
) -> Result<Streamed, E> {
    use rayon::prelude::*;
    let layout = Layout::of(plan)?;
    let submodes = layout.submodes(plan)?;
    let subs = |from: u32, to: u32| submodes.get(from as usize..to as usize).unwrap_or(&[]);
    sink(0, &layout.system_area(plan)?, subs(0, FIRST_FILE_SECTOR))?;
    let mut digests: Vec<Option<[u8; 32]>> = vec![None; plan.slots.len()];
    let mut files: Vec<(usize, u32, usize)> = plan
        .slots
        .iter()
        .zip(&layout.placed)
        .enumerate()
        .filter_map(|(i, (s, &(lba, _)))| Some((i, lba, s.len()?)))
        .collect();
    let mut at = FIRST_FILE_SECTOR;
    let mut buf: Vec<u8> = Vec::new();
    while !files.is_empty() {
        // Whole files from `at` until the batch holds BATCH_BYTES.
        let mut bytes = 0usize;
        let take = files
            .iter()
            .take_while(|f| {
                let more = bytes < batch_bytes;
                bytes = bytes.saturating_add(f.2.next_multiple_of(2048));
                more
            })
            .count()
            .max(1);
        let batch: Vec<(usize, u32, usize)> = files.drain(..take.min(files.len())).collect();
        let end = batch.last().map_or(at, |&(_, lba, len)| lba.saturating_add(sectors_for(len)));
        buf.clear();
        buf.resize(image_bytes(end.saturating_sub(at))?, 0);
        // Each file's sectors are its own slice of the batch: generated and hashed in parallel.
        let mut parts: Vec<(usize, &mut [u8])> = Vec::with_capacity(batch.len());
        let (mut rest, mut offset) = (buf.as_mut_slice(), 0usize);
        for &(i, lba, len) in &batch {
            let skip = image_bytes(lba.saturating_sub(at))?.saturating_sub(offset).min(rest.len());
            let (_, tail) = std::mem::take(&mut rest).split_at_mut(skip);
            let (part, tail) = tail.split_at_mut(len.min(tail.len()));
            offset = offset.saturating_add(skip).saturating_add(part.len());
            rest = tail;
            parts.push((i, part));
        }
        let hashed: Vec<(usize, [u8; 32])> = parts
            .into_par_iter()
            .filter_map(|(i, part)| {
                let slot = plan.slots.get(i)?;
                slot.fill(part);
                Some((i, Sha256::digest(&*part).into()))
            })
            .collect();
        for (i, d) in hashed {
            if let Some(slot) = digests.get_mut(i) {
                *slot = Some(d);
            }
        }
        sink(at, &buf, subs(at, end))?;
        at = end;
    }
    // Empty sectors to the end of the image.
    buf.clear();
    while at < layout.total {
        let n = layout.total.saturating_sub(at).min((batch_bytes / 2048).max(1) as u32);
        buf.resize(image_bytes(n)?, 0);
        sink(at, &buf, subs(at, at.saturating_add(n)))?;
        at = at.saturating_add(n);
    }
    Ok(manifest(plan, &layout, &digests))
}

/// The manifest and name tables of a laid-out plan whose files hash to `digests`.
fn manifest(plan: &Plan, layout: &Layout, digests: &[Option<[u8; 32]>]) -> Streamed {
    let n = plan.slots.len();
    let total = layout.total;
    let placed = &layout.placed;
    // Manifest rows and hashes.
    let dups = sqfs::dedup::dup_of(digests);
    let mut index_csv = String::from("index,name,ext,folder\n");
    let mut hashmap_csv = String::from("index,hash,name,ext\n");
    let mut entries = Vec::with_capacity(n);
    let mut girl_indices = Vec::new();
    let girl_hash = digests.iter().zip(&plan.slots).find_map(|(d, s)| match s {
        Slot::File { name: Some((nm, _, _)), .. } if nm == "MAYA" => *d,
        _ => None,
    });
    for (i, (slot, ((lba, _), (digest, dup)))) in
        plan.slots.iter().zip(placed.iter().zip(digests.iter().zip(&dups))).enumerate()
    {
        let (size, unused, kind, name) = match (slot.len(), slot.described()) {
            (Some(len), Some((kind, name))) => (len as u64, false, kind, name.clone()),
            _ => (0, true, Kind::Empty, None),
        };
        if let Some((nm, ext, folder)) = &name {
            index_csv.push_str(&format!("{i},{nm},{ext},{folder}\n"));
            if ext == ".chr" {
                if let Some(d) = digest {
                    hashmap_csv.push_str(&format!("{i},{},{nm},{ext}\n", sqfs::dedup::hex(d)));
                }
            }
        } else if !unused && i % 7 == 0 {
            hashmap_csv.push_str(&format!("{i},None,,\n"));
        }
        if girl_hash.is_some() && *digest == girl_hash {
            girl_indices.push(i as u32);
        }
        entries.push(ManifestEntry {
            index: i as u32,
            lba: *lba,
            size,
            unused,
            kind: kind.id().to_string(),
            sha256: digest.map(|d| sqfs::dedup::hex(&d)),
            dup_of: dup.map(|d| d as u32),
            name: None,
            tag: match slot {
                Slot::File { tag, .. } => tag.clone(),
                Slot::Noise { .. } | Slot::Unused => None,
            },
        });
    }
    // Names as `ls --names index.csv --names hashmap.csv` resolves them: the index row's
    // name (`NAME.ext`) when it has one, else the hashmap name of the content.
    let by_hash: BTreeMap<String, String> = plan
        .slots
        .iter()
        .zip(&entries)
        .filter_map(|(s, e)| match s.described() {
            Some((_, Some((nm, ext, _)))) if ext == ".chr" => {
                Some((e.sha256.clone()?, format!("{nm}{ext}")))
            }
            _ => None,
        })
        .collect();
    for (slot, e) in plan.slots.iter().zip(entries.iter_mut()) {
        e.name = match slot.described() {
            Some((_, Some((nm, ext, _)))) if !nm.is_empty() => Some(format!("{nm}{ext}")),
            Some(_) => e.sha256.as_ref().and_then(|h| by_hash.get(h).cloned()),
            None => None,
        };
    }
    let girl = Girl {
        name: "MAYA".into(),
        indices: girl_indices,
        clut_hex: content::clut_bytes(&plan.girl_clut).iter().map(|b| format!("{b:02x}")).collect(),
        clut_offset: 0x40,
        clut_vram: GIRL_CLUT_VRAM,
    };
    let record_lengths = dewprism::records::lengths::RecordLengths::BUILTIN
        .to_map()
        .into_iter()
        .map(|(t, l)| (t.to_string(), l))
        .collect();
    let manifest = Manifest {
        seed: plan.seed,
        size: match plan.size {
            Size::Full => "full".into(),
            Size::Small => "small".into(),
        },
        sectors: total,
        files: BTreeMap::new(),
        entries,
        girl,
        record_lengths,
    };
    Streamed { manifest, index_csv, hashmap_csv }
}

/// Encodes logical sectors (from sector `first`) as raw 2352-byte Mode 2 Form 1 sectors with
/// EDC and ECC, in parallel, into `raw`.
pub(crate) fn encode_raw(first: u32, logical: &[u8], submodes: &[u8], raw: &mut Vec<u8>) {
    use rayon::prelude::*;
    let (user, _) = logical.as_chunks::<2048>();
    raw.clear();
    raw.resize(user.len().saturating_mul(2352), 0);
    let (out, _) = raw.as_chunks_mut::<2352>();
    // 256 sectors per task; an image is far below 2³² sectors.
    out.par_chunks_mut(256)
        .zip(user.par_chunks(256))
        .zip(submodes.par_chunks(256))
        .enumerate()
        .for_each(|(chunk, ((out, user), subs))| {
            let from = u32::try_from(chunk).unwrap_or(u32::MAX).saturating_mul(256);
            for (((sector, user), &submode), lba) in
                out.iter_mut().zip(user).zip(subs).zip(first.saturating_add(from)..)
            {
                let sub = Subheader { file: 0, channel: 0, submode, coding: 0 };
                encode_mode2_form1(lba, sub, user, sector);
            }
        });
}

impl Built {
    /// Lays the plan out into sectors in memory (for tests; [`write`] streams the same sectors
    /// to disk). Fails if a file's size is not a multiple of 8 (the table stores the last
    /// sector's slack in 8-byte units), if the plan lacks the boot EXE and SYSTEM.CNF in slots
    /// 0 and 1, or if the layout outgrows its fields.
    pub fn from_plan(plan: &Plan) -> Result<Built, Error> {
        let (mut logical, mut submodes) = (Vec::new(), Vec::new());
        let s = stream(plan, &mut |_, l: &[u8], sm: &[u8]| -> Result<(), Error> {
            logical.extend_from_slice(l);
            submodes.extend_from_slice(sm);
            Ok(())
        })?;
        Ok(Built {
            logical,
            submodes,
            manifest: s.manifest,
            index_csv: s.index_csv,
            hashmap_csv: s.hashmap_csv,
        })
    }

    /// Encodes the raw 2352-byte image (Mode 2 Form 1, EDC and ECC) in parallel.
    pub fn raw_image(&self) -> Vec<u8> {
        let mut raw = Vec::new();
        encode_raw(0, &self.logical, &self.submodes, &mut raw);
        raw
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)]
    use super::*;

    /// The sectors and submodes handed on are the same whatever the batch size: one file per
    /// batch, a few, or the whole image at once; and they start at sector 0, in order.
    #[test]
    fn batches_do_not_change_the_image() {
        let plan = Plan::new(Size::Small, 2);
        let image = |batch: usize| {
            let (mut logical, mut submodes, mut next) = (Vec::new(), Vec::new(), 0u32);
            let m =
                stream_in(&plan, batch, &mut |first, l: &[u8], sm: &[u8]| -> Result<(), Error> {
                    assert_eq!(first, next, "batches arrive in order");
                    assert_eq!(l.len(), sm.len() * 2048);
                    next += sm.len() as u32;
                    logical.extend_from_slice(l);
                    submodes.extend_from_slice(sm);
                    Ok(())
                })
                .unwrap();
            assert_eq!(next, m.manifest.sectors);
            (logical, submodes, m.manifest)
        };
        let whole = image(usize::MAX);
        for batch in [1, 2048, 40_000, 1 << 20] {
            let b = image(batch);
            assert!(b.0 == whole.0, "logical bytes differ with batches of {batch}");
            assert_eq!(b.1, whole.1, "submodes differ with batches of {batch}");
            assert_eq!(b.2, whole.2);
        }
        // The audio is generated while streaming: its bytes hash as the manifest says.
        let noise = plan.slots.iter().position(|s| matches!(s, Slot::Noise { .. })).unwrap();
        let e = &whole.2.entries[noise];
        let at = e.lba as usize * 2048;
        let bytes = &whole.0[at..at + e.size as usize];
        assert_eq!(Some(sqfs::dedup::hex(&Sha256::digest(bytes).into())), e.sha256);
        assert_eq!(plan.slots[noise].bytes().unwrap().as_ref(), bytes);
    }
}
