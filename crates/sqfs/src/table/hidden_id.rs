//! Hidden.ID: the header in sector 0x17 that names the game and locates the directory.
//!
//! | Offset | Size | Field | Source |
//! |---|---|---|---|
//! | 0x00 | u16 | disc number | [public: psx-spx] |
//! | 0x02 | u16 | number of discs (2, even for Dewprism) | [public: psx-spx] |
//! | 0x04 | u16+u16 | Hidden.ID sector, size in bytes | [public: psx-spx] |
//! | 0x08 | u16+u16 | Hidden.Directory sector, size in bytes | [public: psx-spx] |
//! | 0x0C | u16+u16 | Hidden.Unknown sector, size in bytes | [public: psx-spx] |
//! | 0x10 | 16 bytes | zero | [public: psx-spx] |
//! | 0x20 | string | title, NUL-terminated | [public: psx-spx] |
//!
//! Xenogears keeps only a title (`DS01_XENOGEARS`) at offset 0 of the same sector.

use cursor::Cursor;

use super::error::TableError;

/// The sector that holds Hidden.ID on every one of these discs.
pub const SECTOR: u32 = 0x17;

/// Which of Square's three hidden-table games a disc is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    /// Dewprism / Threads of Fate retail (`DEWPRISM`).
    Dewprism,
    /// A Dewprism demo (`DEWPRISM_TAIKEN`).
    DewprismTaiken,
    /// Chrono Cross (`CHRONOCROSS`): the same table layout as Dewprism.
    ChronoCross,
    /// Xenogears (`DSnn_XENOGEARS`): 7-byte entries, sub-directories.
    Xenogears,
}

impl Game {
    /// The name a user would recognise.
    pub fn title(self) -> &'static str {
        match self {
            Game::Dewprism => "Dewprism / Threads of Fate",
            Game::DewprismTaiken => "Dewprism / Threads of Fate (demo)",
            Game::ChronoCross => "Chrono Cross",
            Game::Xenogears => "Xenogears",
        }
    }
}

/// A sector and byte size pair as stored in Hidden.ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Extent {
    /// First sector (LBA).
    pub sector: u16,
    /// Size in bytes.
    pub size: u16,
}

/// The parsed Hidden.ID sector.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HiddenId {
    /// The game named by the title.
    pub game: Game,
    /// The title string as stored.
    pub title: String,
    /// Disc number (1-based). Xenogears: from the title's `DSnn`.
    pub disc_number: u16,
    /// Number of discs as stored (Dewprism says 2).
    pub disc_count: u16,
    /// Hidden.ID itself. Zero for Xenogears.
    pub id: Extent,
    /// Hidden.Directory.
    pub directory: Extent,
    /// Hidden.Unknown.
    pub unknown: Extent,
}

/// Reads a NUL-terminated printable title of at most `max` bytes.
fn title_at(sector: &[u8], offset: usize, max: usize) -> String {
    let bytes = sector.get(offset..).unwrap_or(&[]);
    let bytes = bytes.get(..max.min(bytes.len())).unwrap_or(&[]);
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    bytes
        .get(..end)
        .unwrap_or(&[])
        .iter()
        .map(|&b| if b.is_ascii_graphic() { b as char } else { '?' })
        .collect()
}

impl HiddenId {
    /// Parses sector 0x17 and validates it.
    pub fn read(sector: &[u8]) -> Result<HiddenId, TableError> {
        let base = u64::from(SECTOR) * 2048;
        let xeno = title_at(sector, 0, 16);
        if xeno.len() == 14 && xeno.starts_with("DS") && xeno.ends_with("_XENOGEARS") {
            let disc_number = xeno.get(2..4).and_then(|n| n.parse().ok()).unwrap_or(0);
            let none = Extent { sector: 0, size: 0 };
            return Ok(HiddenId {
                game: Game::Xenogears,
                title: xeno,
                disc_number,
                disc_count: 0,
                id: none,
                directory: Extent { sector: 0x18, size: 16 * 2048 - 1 },
                unknown: Extent { sector: 0x28, size: 2048 },
            });
        }
        let title = title_at(sector, 0x20, 32); // 0x20
        let game = match title.as_str() {
            "DEWPRISM" => Game::Dewprism,
            "DEWPRISM_TAIKEN" => Game::DewprismTaiken,
            "CHRONOCROSS" => Game::ChronoCross,
            _ => {
                return Err(TableError::NotSquare {
                    found: if title.is_empty() { xeno } else { title },
                })
            }
        };
        let mut c = Cursor::with_base(sector, base);
        let disc_number = c.u16_le()?; // 0x00
        let disc_count = c.u16_le()?; // 0x02
        let extent = |c: &mut Cursor| -> Result<Extent, TableError> {
            Ok(Extent { sector: c.u16_le()?, size: c.u16_le()? })
        };
        let id = extent(&mut c)?; // 0x04
        let directory = extent(&mut c)?; // 0x08
        let unknown = extent(&mut c)?; // 0x0C
        let check =
            |ok: bool, offset: u64, field: &'static str, expected: &'static str, found: u32| {
                if ok {
                    Ok(())
                } else {
                    Err(TableError::BadHiddenId {
                        offset: base.saturating_add(offset),
                        field,
                        expected,
                        found,
                    })
                }
            };
        check((1..=2).contains(&disc_number), 0x00, "disc number", "1 or 2", disc_number.into())?;
        check(id.sector == 0x17, 0x04, "Hidden.ID sector", "0x17", id.sector.into())?;
        check(
            directory.sector > id.sector,
            0x08,
            "directory sector",
            "after Hidden.ID",
            directory.sector.into(),
        )?;
        check(
            unknown.sector >= directory.sector,
            0x0C,
            "Hidden.Unknown sector",
            "at or after the directory",
            unknown.sector.into(),
        )?;
        Ok(HiddenId { game, title, disc_number, disc_count, id, directory, unknown })
    }

    /// Writes the sector (Dewprism / Chrono Cross layout); the writer mirrors [`HiddenId::read`].
    pub fn write(&self) -> [u8; 2048] {
        let mut s = [0u8; 2048];
        if self.game == Game::Xenogears {
            put(&mut s, 0, self.title.as_bytes());
            return s;
        }
        put(&mut s, 0x00, &self.disc_number.to_le_bytes());
        put(&mut s, 0x02, &self.disc_count.to_le_bytes());
        for (off, e) in [(0x04, self.id), (0x08, self.directory), (0x0C, self.unknown)] {
            put(&mut s, off, &e.sector.to_le_bytes());
            put(&mut s, off.saturating_add(2), &e.size.to_le_bytes());
        }
        // 0x10: 16 zero bytes
        put(&mut s, 0x20, self.title.as_bytes()); // 0x20, NUL follows (sector is zeroed)
        s
    }
}

/// Copies `bytes` into `s` at `offset`, clipped to the sector.
fn put(s: &mut [u8], offset: usize, bytes: &[u8]) {
    for (dst, src) in s.iter_mut().skip(offset).zip(bytes) {
        *dst = *src;
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    fn dewprism() -> HiddenId {
        HiddenId {
            game: Game::Dewprism,
            title: "DEWPRISM".into(),
            disc_number: 1,
            disc_count: 2,
            id: Extent { sector: 0x17, size: 0x29 },
            directory: Extent { sector: 0x18, size: 0x4D18 },
            unknown: Extent { sector: 0x25, size: 0x22 },
        }
    }

    #[test]
    fn golden_bytes_follow_psx_spx() {
        let s = dewprism().write();
        assert_eq!(
            &s[..0x10],
            &[1, 0, 2, 0, 0x17, 0, 0x29, 0, 0x18, 0, 0x18, 0x4D, 0x25, 0, 0x22, 0]
        );
        assert_eq!(&s[0x10..0x20], &[0; 16]);
        assert_eq!(&s[0x20..0x29], b"DEWPRISM\0");
        assert_eq!(HiddenId::read(&s).unwrap(), dewprism());
    }

    #[test]
    fn not_square_names_the_title() {
        let mut s = [0u8; 2048];
        s[0x20..0x25].copy_from_slice(b"HELLO");
        let e = HiddenId::read(&s).unwrap_err().to_string();
        assert!(
            e.contains("'HELLO'") && e.contains("DEWPRISM, CHRONOCROSS or DSnn_XENOGEARS"),
            "{e}"
        );
    }

    #[test]
    fn bad_disc_number_names_offset() {
        let mut h = dewprism();
        h.disc_number = 7;
        let e = HiddenId::read(&h.write()).unwrap_err().to_string();
        assert!(e.contains("0xb800") && e.contains("disc number"), "{e}");
    }

    #[test]
    fn xenogears_and_chrono_cross() {
        let mut s = [0u8; 2048];
        s[..14].copy_from_slice(b"DS02_XENOGEARS");
        let h = HiddenId::read(&s).unwrap();
        assert_eq!((h.game, h.disc_number), (Game::Xenogears, 2));
        let mut cc = dewprism();
        cc.game = Game::ChronoCross;
        cc.title = "CHRONOCROSS".into();
        assert_eq!(HiddenId::read(&cc.write()).unwrap(), cc);
    }
}
