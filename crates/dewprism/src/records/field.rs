//! What each record type holds: its semantic fields, their widths, and the PsyQ GPU primitive
//! it draws. This is the *kind* of a type — fixed by dewrip's record model — while where each
//! field sits in the record is the *layout* ([`super::layout`]), which can come from the EXE.

use std::fmt;
use std::str::FromStr;

use super::lengths::TYPES;

/// A semantic field of a face record. `k` is a corner, 0..4.
///
/// Text form (JSON keys, messages): `base`, `tile`, `flags`, `i0`…`i3` (vertex index), `u0`,
/// `v0`…(fine uv, relative to the tile), `c0`…(coarse uv byte), `r0`, `g0`, `b0`…(colour).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The index base for u8 indices (type 0), u16.
    Base,
    /// The tile (a tile-table index in `.chr`, a tile ID in `.mmd`).
    Tile,
    /// Flags: bit 0 double-sided, bit 1 semi-transparent, bits 2–3 blend mode.
    Flags,
    /// Vertex index of corner k.
    Index(u8),
    /// Fine u of corner k.
    U(u8),
    /// Fine v of corner k.
    V(u8),
    /// Coarse uv byte of corner k (u in bits 0–3, v in bits 4–7).
    Coarse(u8),
    /// Red of colour k.
    R(u8),
    /// Green of colour k.
    G(u8),
    /// Blue of colour k.
    B(u8),
}

/// Number of distinct [`Field`] values ([`Field::slot`] is below it).
pub const FIELD_SLOTS: usize = 31;

impl Field {
    /// A dense index 0..[`FIELD_SLOTS`] (for table storage).
    pub fn slot(self) -> usize {
        let k = |k: u8| usize::from(k & 3);
        match self {
            Field::Base => 0,
            Field::Tile => 1,
            Field::Flags => 2,
            Field::Index(i) => 3usize.saturating_add(k(i)),
            Field::U(i) => 7usize.saturating_add(k(i)),
            Field::V(i) => 11usize.saturating_add(k(i)),
            Field::Coarse(i) => 15usize.saturating_add(k(i)),
            Field::R(i) => 19usize.saturating_add(k(i)),
            Field::G(i) => 23usize.saturating_add(k(i)),
            Field::B(i) => 27usize.saturating_add(k(i)),
        }
    }

    /// The field at a dense index (inverse of [`Field::slot`]).
    pub fn from_slot(slot: usize) -> Option<Field> {
        let k = |base: usize| u8::try_from(slot.saturating_sub(base)).unwrap_or(0);
        Some(match slot {
            0 => Field::Base,
            1 => Field::Tile,
            2 => Field::Flags,
            3..=6 => Field::Index(k(3)),
            7..=10 => Field::U(k(7)),
            11..=14 => Field::V(k(11)),
            15..=18 => Field::Coarse(k(15)),
            19..=22 => Field::R(k(19)),
            23..=26 => Field::G(k(23)),
            27..=30 => Field::B(k(27)),
            _ => return None,
        })
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Base => f.write_str("base"),
            Field::Tile => f.write_str("tile"),
            Field::Flags => f.write_str("flags"),
            Field::Index(k) => write!(f, "i{k}"),
            Field::U(k) => write!(f, "u{k}"),
            Field::V(k) => write!(f, "v{k}"),
            Field::Coarse(k) => write!(f, "c{k}"),
            Field::R(k) => write!(f, "r{k}"),
            Field::G(k) => write!(f, "g{k}"),
            Field::B(k) => write!(f, "b{k}"),
        }
    }
}

impl FromStr for Field {
    type Err = String;

    fn from_str(s: &str) -> Result<Field, String> {
        match s {
            "base" => return Ok(Field::Base),
            "tile" => return Ok(Field::Tile),
            "flags" => return Ok(Field::Flags),
            _ => {}
        }
        let bad = || {
            format!("unknown record field {s:?} (expected base, tile, flags, i0..i3, u0.., v0.., c0.., r0.., g0.., b0..)")
        };
        let mut ch = s.chars();
        let (Some(letter), Some(digit), None) = (ch.next(), ch.next(), ch.next()) else {
            return Err(bad());
        };
        let k = digit.to_digit(10).filter(|&k| k < 4).and_then(|k| u8::try_from(k).ok());
        let k = k.ok_or_else(bad)?;
        Ok(match letter {
            'i' => Field::Index(k),
            'u' => Field::U(k),
            'v' => Field::V(k),
            'c' => Field::Coarse(k),
            'r' => Field::R(k),
            'g' => Field::G(k),
            'b' => Field::B(k),
            _ => return Err(bad()),
        })
    }
}

/// The PsyQ libgpu primitive a record type builds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Primitive {
    /// `POLY_F3`: flat triangle.
    PolyF3,
    /// `POLY_F4`: flat quad.
    PolyF4,
    /// `POLY_FT3`: flat textured triangle.
    PolyFt3,
    /// `POLY_FT4`: flat textured quad.
    PolyFt4,
    /// `POLY_G3`: gouraud triangle.
    PolyG3,
    /// `POLY_G4`: gouraud quad.
    PolyG4,
    /// `POLY_GT3`: gouraud textured triangle.
    PolyGt3,
    /// `POLY_GT4`: gouraud textured quad.
    PolyGt4,
}

impl Primitive {
    /// Corners (3 or 4).
    pub fn corners(self) -> u8 {
        match self {
            Primitive::PolyF3 | Primitive::PolyFt3 | Primitive::PolyG3 | Primitive::PolyGt3 => 3,
            _ => 4,
        }
    }

    /// Textured (`u0 v0 … clut tpage`).
    pub fn textured(self) -> bool {
        matches!(
            self,
            Primitive::PolyFt3 | Primitive::PolyFt4 | Primitive::PolyGt3 | Primitive::PolyGt4
        )
    }

    /// Gouraud (one colour per corner).
    pub fn gouraud(self) -> bool {
        matches!(
            self,
            Primitive::PolyG3 | Primitive::PolyG4 | Primitive::PolyGt3 | Primitive::PolyGt4
        )
    }

    /// The GP0 command byte `& 0xFC` **[public: psx-spx]**: 0x20 polygon, +0x10 gouraud,
    /// +0x08 quad, +0x04 textured.
    pub fn command(self) -> u8 {
        let mut c = 0x20u8;
        if self.gouraud() {
            c |= 0x10;
        }
        if self.corners() == 4 {
            c |= 0x08;
        }
        if self.textured() {
            c |= 0x04;
        }
        c
    }

    /// The libgpu name (`POLY_FT3`, …).
    pub fn name(self) -> &'static str {
        match self {
            Primitive::PolyF3 => "POLY_F3",
            Primitive::PolyF4 => "POLY_F4",
            Primitive::PolyFt3 => "POLY_FT3",
            Primitive::PolyFt4 => "POLY_FT4",
            Primitive::PolyG3 => "POLY_G3",
            Primitive::PolyG4 => "POLY_G4",
            Primitive::PolyGt3 => "POLY_GT3",
            Primitive::PolyGt4 => "POLY_GT4",
        }
    }

    /// Every field of the primitive, by its libgpu name: `r0 g0 b0`, then `x0 y0` (and `u0 v0`
    /// for textured ones, `clut` after corner 0's, `tpage` after corner 1's) for each corner,
    /// with `rk gk bk` before corner k > 0 of a gouraud primitive.
    pub fn fields(self) -> Vec<String> {
        let mut out = Vec::new();
        for k in 0..self.corners() {
            if k == 0 || self.gouraud() {
                out.extend([format!("r{k}"), format!("g{k}"), format!("b{k}")]);
            }
            out.extend([format!("x{k}"), format!("y{k}")]);
            if self.textured() {
                out.extend([format!("u{k}"), format!("v{k}")]);
                match k {
                    0 => out.push("clut".into()),
                    1 => out.push("tpage".into()),
                    _ => {}
                }
            }
        }
        out
    }
}

/// How a record type gives its primitive colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    /// No colour (state records that set none, textured flat types: neutral 0x80).
    None,
    /// The current colour set by type 2 (draw state).
    State,
    /// One colour in the record (`r0 g0 b0`).
    One,
    /// One colour per corner.
    PerCorner,
}

/// How a record type textures its corners.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Uvs {
    /// Untextured.
    None,
    /// Two bytes (u, v) per corner, relative to the tile.
    Fine,
    /// One byte per corner (u in bits 0–3, v in bits 4–7, 15ths of the tile).
    Coarse,
}

/// The kind of one record type: what it holds and what it draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordKind {
    /// The type byte.
    pub type_byte: u8,
    /// dewrip's name for it (the `Record` variant).
    pub name: &'static str,
    /// The primitive it draws, `None` for state records (0, 2).
    pub primitive: Option<Primitive>,
    /// Vertex indices (corners); 0 for state records.
    pub corners: u8,
    /// Vertex indices are u16 absolute pool slots (else u8, relative to the base).
    pub wide_indices: bool,
    /// The tile field, and whether it is u16.
    pub tile: Option<bool>,
    /// A flags byte.
    pub flags: bool,
    /// Texturing.
    pub uvs: Uvs,
    /// Colour.
    pub colour: Colour,
}

#[allow(clippy::too_many_arguments)] // one row of the table below
const fn kind(
    type_byte: u8,
    name: &'static str,
    primitive: Option<Primitive>,
    corners: u8,
    wide_indices: bool,
    tile: Option<bool>,
    flags: bool,
    uvs: Uvs,
    colour: Colour,
) -> RecordKind {
    RecordKind { type_byte, name, primitive, corners, wide_indices, tile, flags, uvs, colour }
}

use Primitive as P;

/// The kinds of the 14 types. Which type draws what is dewrip's record model: the type count
/// and three lengths are **[published]**, the rest **[provisional]** (`docs/formats/records.md`).
pub const KINDS: [RecordKind; TYPES] = [
    kind(0, "SetBase", None, 0, false, None, false, Uvs::None, Colour::None),
    kind(1, "Tri", Some(P::PolyF3), 3, false, None, false, Uvs::None, Colour::State),
    kind(2, "SetColour", None, 0, false, None, true, Uvs::None, Colour::One),
    kind(3, "FlatTri", Some(P::PolyF3), 3, false, None, false, Uvs::None, Colour::One),
    kind(4, "FlatQuad", Some(P::PolyF4), 4, false, None, false, Uvs::None, Colour::One),
    kind(5, "CoarseTri", Some(P::PolyFt3), 3, false, Some(false), true, Uvs::Coarse, Colour::None),
    kind(6, "FlatTriAbs", Some(P::PolyF3), 3, true, None, false, Uvs::None, Colour::One),
    kind(7, "CoarseQuad", Some(P::PolyFt4), 4, false, Some(false), true, Uvs::Coarse, Colour::None),
    kind(8, "GouraudTri", Some(P::PolyG3), 3, false, None, true, Uvs::None, Colour::PerCorner),
    kind(9, "TexTri", Some(P::PolyFt3), 3, false, Some(false), true, Uvs::Fine, Colour::None),
    kind(10, "TexQuad", Some(P::PolyFt4), 4, false, Some(false), true, Uvs::Fine, Colour::None),
    kind(11, "TexTriAbs", Some(P::PolyFt3), 3, true, Some(true), true, Uvs::Fine, Colour::None),
    kind(12, "GouraudQuad", Some(P::PolyG4), 4, false, None, true, Uvs::None, Colour::PerCorner),
    kind(
        13,
        "GouraudTexTri",
        Some(P::PolyGt3),
        3,
        false,
        Some(false),
        true,
        Uvs::Fine,
        Colour::PerCorner,
    ),
];

impl RecordKind {
    /// The kind of type `t`, `None` outside 0..14.
    pub fn of(t: u8) -> Option<&'static RecordKind> {
        KINDS.get(usize::from(t))
    }

    /// Colours the record holds (0, 1, or one per corner).
    pub fn colours(&self) -> u8 {
        match self.colour {
            Colour::None | Colour::State => 0,
            Colour::One => 1,
            Colour::PerCorner => self.corners,
        }
    }

    /// The record's fields in dewrip's built-in order: base; tile, flags; indices; uvs;
    /// colours — except type 2, whose colour precedes its flags.
    pub fn fields(&self) -> Vec<Field> {
        let mut out = Vec::new();
        if self.type_byte == 0 {
            out.push(Field::Base);
        }
        if self.tile.is_some() {
            out.push(Field::Tile);
        }
        let colour = |out: &mut Vec<Field>| {
            for k in 0..self.colours() {
                out.extend([Field::R(k), Field::G(k), Field::B(k)]);
            }
        };
        if self.primitive.is_none() {
            colour(&mut out);
            if self.flags {
                out.push(Field::Flags);
            }
            return out;
        }
        if self.flags {
            out.push(Field::Flags);
        }
        out.extend((0..self.corners).map(Field::Index));
        for k in 0..self.corners {
            match self.uvs {
                Uvs::None => {}
                Uvs::Fine => out.extend([Field::U(k), Field::V(k)]),
                Uvs::Coarse => out.push(Field::Coarse(k)),
            }
        }
        colour(&mut out);
        out
    }

    /// The width in bytes of `field` in this type (u16 fields: base, wide indices and tiles).
    pub fn width(&self, field: Field) -> u8 {
        match field {
            Field::Base => 2,
            Field::Tile if self.tile == Some(true) => 2,
            Field::Index(_) if self.wide_indices => 2,
            _ => 1,
        }
    }

    /// True when the record holds `field`.
    pub fn holds(&self, field: Field) -> bool {
        self.fields().contains(&field)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_names_round_trip() {
        for slot in 0..FIELD_SLOTS {
            let f = Field::from_slot(slot).unwrap();
            assert_eq!(f.slot(), slot);
            assert_eq!(f.to_string().parse::<Field>(), Ok(f));
        }
        assert!(Field::from_slot(FIELD_SLOTS).is_none());
        assert!("i4".parse::<Field>().is_err());
        assert!("x0".parse::<Field>().is_err());
    }

    #[test]
    fn commands_and_primitive_fields() {
        assert_eq!(Primitive::PolyF3.command(), 0x20);
        assert_eq!(Primitive::PolyFt3.command(), 0x24);
        assert_eq!(Primitive::PolyF4.command(), 0x28);
        assert_eq!(Primitive::PolyFt4.command(), 0x2C);
        assert_eq!(Primitive::PolyG3.command(), 0x30);
        assert_eq!(Primitive::PolyGt3.command(), 0x34);
        assert_eq!(Primitive::PolyG4.command(), 0x38);
        assert_eq!(Primitive::PolyGt4.command(), 0x3C);
        assert_eq!(Primitive::PolyF3.fields().join(" "), "r0 g0 b0 x0 y0 x1 y1 x2 y2");
        assert_eq!(
            Primitive::PolyFt3.fields().join(" "),
            "r0 g0 b0 x0 y0 u0 v0 clut x1 y1 u1 v1 tpage x2 y2 u2 v2"
        );
        assert_eq!(Primitive::PolyGt4.fields().len(), 12 + 8 + 8 + 2);
    }
}
