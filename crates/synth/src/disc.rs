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

use psx::disc::write::{encode_mode2_form1, SUBMODE_DATA, SUBMODE_EOF};
use psx::disc::Subheader;
use sha2::{Digest, Sha256};
use sqfs::sniff::Kind;
use sqfs::table::{Extent, Game, HiddenId, RawEntry};

use crate::content::{self, Clut};
use crate::rng::Rng;
use crate::Error;

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
    /// An unused entry (bit 23).
    Unused,
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
        let exe = crate::exe::try_boot_exe(&dewprism::record_lengths::RecordLengths::BUILTIN.len)?;
        slots.push(file(exe, Some(("SLUS_010.19", "", "game_boot"))));
        let cnf = psx::exe::write_system_cnf("SLUS_010.19");
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
            group.push(file(
                content::adpcm(seed, ev, audio_size(&mut r)),
                Some(("", ".evpcm", &folder)),
            ));
            group.push(file(
                content::sfx(seed, ev, if full { size8(0, r.range(2000, 8000)) } else { 2048 }),
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
                group.push(file(
                    content::bgm(
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
                slots.push(file(
                    content::adpcm(seed, (d as u64).saturating_add(9000), audio_size(&mut r) / 4),
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
                matches!(s, Slot::File { kind: Kind::Adpcm, data, .. } if data.len() > 64 * 1024)
            })
            .map(|(i, _)| i)
            .collect();
        let sectors_of = |s: &Slot| match s {
            Slot::File { data, .. } => (data.len() as u64).div_ceil(2048),
            Slot::Unused => 0,
        };
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
            if let Some(Slot::File { data, .. }) = self.slots.get_mut(i) {
                // Whole sectors, less 0–1,592 bytes of slack (8-byte steps) by slot.
                let slack = (i % 200).saturating_mul(8);
                let new_len = (n as usize).saturating_mul(2048).saturating_sub(slack);
                let mut v = (**data).clone();
                let old = v.len();
                v.resize(new_len, 0);
                if let Some(grown) = v.get_mut(old..) {
                    Rng::fork(self.seed, i as u64).fill(grown);
                }
                *data = Arc::new(v);
            }
        }
        self.total_sectors = Some(sectors);
    }

    fn file_sectors(&self) -> u64 {
        self.slots
            .iter()
            .map(|s| match s {
                Slot::File { data, .. } => (data.len() as u64).div_ceil(2048),
                Slot::Unused => 0,
            })
            .sum()
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

impl Built {
    /// Lays the plan out into sectors. Fails if a file's size is not a multiple of 8 (the
    /// table stores the last sector's slack in 8-byte units), if the plan lacks the boot EXE
    /// and SYSTEM.CNF in slots 0 and 1, or if the layout outgrows its fields.
    pub fn from_plan(plan: &Plan) -> Result<Built, Error> {
        let n = plan.slots.len();
        // LBAs.
        let mut lba = FIRST_FILE_SECTOR;
        let mut words = Vec::with_capacity(n);
        let mut placed: Vec<(u32, Option<&Arc<Vec<u8>>>)> = Vec::with_capacity(n);
        for slot in &plan.slots {
            match slot {
                Slot::File { data, .. } => {
                    let size = data.len() as u64;
                    let tail = RawEntry::tail_for_size(size)
                        .ok_or(Error::Unaligned { slot: words.len(), size })?;
                    words.push(RawEntry::new(lba, false, tail));
                    placed.push((lba, Some(data)));
                    lba = lba.checked_add(sectors_for(data.len())).ok_or(Error::Layout {
                        what: "sectors",
                        value: u64::from(lba).saturating_add(size.div_ceil(2048)),
                        limit: u32::MAX.into(),
                    })?;
                }
                Slot::Unused => {
                    words.push(RawEntry::new(lba, true, 0));
                    placed.push((lba, None));
                }
            }
        }
        let end = lba;
        // Sixteen empty sectors after the last file unless the plan fixes the size.
        let total = plan.total_sectors.unwrap_or(end.saturating_add(16)).max(end);
        let mut logical = vec![0u8; image_bytes(total)?];
        let mut submodes = vec![SUBMODE_DATA; total as usize];
        // Files: each one's last sector carries the EOF submode.
        for (lba, data) in &placed {
            if let Some(d) = data {
                put(&mut logical, *lba, d)?;
                if let Some(last) =
                    lba.checked_add(sectors_for(d.len())).and_then(|e| e.checked_sub(1))
                {
                    mark(&mut submodes, last, SUBMODE_EOF)?;
                }
            }
        }
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
        mark(&mut submodes, 0x17, SUBMODE_EOF)?;
        // The directory fills sectors 0x18–0x24 (13 sectors).
        let dir = sqfs::table::write_directory(&words, 13 * 2048);
        if dir.len() > 13 * 2048 {
            return Err(Error::Layout {
                what: "directory bytes",
                value: dir.len() as u64,
                limit: 13 * 2048,
            });
        }
        put(&mut logical, 0x18, &dir)?;
        mark(&mut submodes, 0x24, SUBMODE_EOF)?;
        // Hidden.Unknown: 1, then 0x000, 0x100, … 0xE00, then 0xFFFF (u16 each).
        let mut unknown = vec![1u8, 0];
        for x in (0u16..).step_by(0x100).take(15) {
            unknown.extend(x.to_le_bytes());
        }
        unknown.extend([0xFF, 0xFF]);
        put(&mut logical, 0x25, &unknown)?;
        mark(&mut submodes, 0x25, SUBMODE_EOF)?;
        // ISO9660: SYSTEM.CNF and the boot EXE, at their hidden-table positions.
        let (Some(&(exe_lba, exe)), Some(&(cnf_lba, cnf))) = (placed.first(), placed.get(1)) else {
            return Err(Error::Layout {
                what: "boot slots (EXE, SYSTEM.CNF)",
                value: n as u64,
                limit: 2,
            });
        };
        let cnf_text_len = cnf.map_or(0, |c| c.iter().position(|&b| b == 0).unwrap_or(c.len()));
        let iso_files = [
            psx::iso9660::IsoFile {
                name: "SLUS_010.19".into(),
                lba: exe_lba,
                size: exe.map_or(0, |e| e.len() as u32),
            },
            psx::iso9660::IsoFile {
                name: "SYSTEM.CNF".into(),
                lba: cnf_lba,
                size: cnf_text_len as u32,
            },
        ];
        // From sector 16: the volume descriptors end at 17, the root directory at 22.
        for (lba, sector) in
            (16u32..).zip(psx::iso9660::write_volume("DEWPRISM", &iso_files, total).iter())
        {
            put(&mut logical, lba, sector)?;
            mark(&mut submodes, lba, if lba == 17 || lba == 22 { SUBMODE_EOF } else { 0x09 })?;
        }
        // Manifest rows and hashes.
        let digests: Vec<Option<[u8; 32]>> =
            placed.iter().map(|(_, d)| d.map(|d| Sha256::digest(d.as_slice()).into())).collect();
        let dups = sqfs::dedup::dup_of(&digests);
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
            let (size, unused, kind, name) = match slot {
                Slot::File { data, kind, name, .. } => {
                    (data.len() as u64, false, *kind, name.clone())
                }
                Slot::Unused => (0, true, Kind::Empty, None),
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
                    Slot::Unused => None,
                },
            });
        }
        // Names as `ls --names index.csv --names hashmap.csv` resolves them: the index row's
        // name (`NAME.ext`) when it has one, else the hashmap name of the content.
        let by_hash: BTreeMap<String, String> = plan
            .slots
            .iter()
            .zip(&entries)
            .filter_map(|(s, e)| match s {
                Slot::File { name: Some((nm, ext, _)), .. } if ext == ".chr" => {
                    Some((e.sha256.clone()?, format!("{nm}{ext}")))
                }
                _ => None,
            })
            .collect();
        for (slot, e) in plan.slots.iter().zip(entries.iter_mut()) {
            e.name = match slot {
                Slot::File { name: Some((nm, ext, _)), .. } if !nm.is_empty() => {
                    Some(format!("{nm}{ext}"))
                }
                Slot::File { .. } => e.sha256.as_ref().and_then(|h| by_hash.get(h).cloned()),
                Slot::Unused => None,
            };
        }
        let girl = Girl {
            name: "MAYA".into(),
            indices: girl_indices,
            clut_hex: content::clut_bytes(&plan.girl_clut)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
            clut_offset: 0x40,
            clut_vram: GIRL_CLUT_VRAM,
        };
        let record_lengths = dewprism::record_lengths::RecordLengths::BUILTIN
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
        Ok(Built { logical, submodes, manifest, index_csv, hashmap_csv })
    }

    /// Encodes the raw 2352-byte image (Mode 2 Form 1, EDC and ECC) in parallel.
    pub fn raw_image(&self) -> Vec<u8> {
        use rayon::prelude::*;
        let (user, _) = self.logical.as_chunks::<2048>();
        let mut raw = vec![[0u8; 2352]; self.submodes.len()];
        // 256 sectors per task; LBAs count from 0 (an image is far below 2³² sectors).
        raw.par_chunks_mut(256)
            .zip(user.par_chunks(256))
            .zip(self.submodes.par_chunks(256))
            .enumerate()
            .for_each(|(chunk, ((out, user), subs))| {
                let first = u32::try_from(chunk).unwrap_or(u32::MAX).saturating_mul(256);
                for (((sector, user), &submode), lba) in
                    out.iter_mut().zip(user).zip(subs).zip(first..)
                {
                    let sub = Subheader { file: 0, channel: 0, submode, coding: 0 };
                    encode_mode2_form1(lba, sub, user, sector);
                }
            });
        raw.into_flattened()
    }
}

/// Builds the disc and its companions into `dir`: `DEWPRISM.bin`, `DEWPRISM.cue`,
/// `DEWPRISM.iso`, `manifest.json`, `names/index_SYNTH.csv`, `names/hashmap_SYNTH.csv`, and the
/// captures `captures/girl.vram` (raw 1 MiB VRAM), `captures/girl.psxgpu` (GPU dump) and those
/// of [`crate::captures::all`] (`girl_idle_a.psxgpu`, `girl_idle_b.psxgpu`, `girl_ram_t8.bin`,
/// `girl_ram_t24.bin`, the negative `girl_neg_*.psxgpu`).
pub fn write(dir: &std::path::Path, size: Size, seed: u64) -> std::io::Result<Manifest> {
    let plan = Plan::new(size, seed);
    let built = Built::from_plan(&plan)?;
    // All or nothing, through the one output writer: a failed or interrupted build leaves the
    // folder as it found it.
    let w = output::Writer::begin(dir).map_err(std::io::Error::other)?;
    let raw = built.raw_image();
    let mut files = BTreeMap::new();
    let mut put = |key: &str, rel: &str, bytes: &[u8]| -> std::io::Result<()> {
        w.write(rel, bytes).map_err(std::io::Error::other)?;
        files.insert(key.to_string(), rel.to_string());
        Ok(())
    };
    put("bin", "DEWPRISM.bin", &raw)?;
    drop(raw);
    put("cue", "DEWPRISM.cue", psx::disc::write::cue_sheet("DEWPRISM.bin").as_bytes())?;
    put("iso", "DEWPRISM.iso", &built.logical)?;
    put("names_index", "names/index_SYNTH.csv", built.index_csv.as_bytes())?;
    put("names_hashmap", "names/hashmap_SYNTH.csv", built.hashmap_csv.as_bytes())?;
    let vram = crate::capture::girl_vram(&plan);
    put("vram", "captures/girl.vram", &vram.to_le_bytes())?;
    put("gpu_dump", "captures/girl.psxgpu", &crate::capture::girl_gpu_dump(&plan))?;
    // The girl drawn by the synthetic game's draw routine (run in the interpreter) from two
    // cameras, RAM snapshots of her animation state, and the negative captures.
    for (name, bytes) in crate::captures::all(&plan)? {
        let key = format!("capture_{}", name.split('.').next().unwrap_or(&name));
        put(&key, &format!("captures/{name}"), &bytes)?;
    }
    let mut manifest = built.manifest;
    manifest.files = files;
    let json = serde_json::to_vec_pretty(&manifest).map_err(std::io::Error::other)?;
    w.write("manifest.json", &json).map_err(std::io::Error::other)?;
    w.commit().map_err(std::io::Error::other)?;
    Ok(manifest)
}
