//! Face records: the 14 types of the draw dispatch as values, read and written through a
//! [`RecordLayout`] (where each field sits) and advanced by the [`RecordLengths`] table.
//!
//! [`RecordLengths`]: super::RecordLengths

use cursor::{OutOfBounds, Writer};

use super::error::{RecordWriteError, StreamWriteError};
use super::field::{Colour, Field, RecordKind, Uvs};
use super::layout::{RecordLayout, TypeLayout};
use super::lengths::TYPES;

/// An RGB colour, 0x80 = neutral.
pub type Rgb = [u8; 3];
/// A fine uv: (u, v) relative to the tile origin.
pub type Uv = [u8; 2];
/// One face record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)] // fields documented on each variant
pub enum Record {
    /// 0: set the index base for u8 indices.
    SetBase { base: u16 },
    /// 1: triangle in the current colour.
    Tri { v: [u8; 3] },
    /// 2: set the current colour and flags.
    SetColour { rgb: Rgb, flags: u8 },
    /// 3: flat triangle.
    FlatTri { v: [u8; 3], rgb: Rgb },
    /// 4: flat quad.
    FlatQuad { v: [u8; 4], rgb: Rgb },
    /// 5: textured triangle, coarse uv.
    CoarseTri { tile: u8, flags: u8, v: [u8; 3], uv: [u8; 3] },
    /// 6: flat triangle, absolute indices.
    FlatTriAbs { v: [u16; 3], rgb: Rgb },
    /// 7: textured quad, coarse uv.
    CoarseQuad { tile: u8, flags: u8, v: [u8; 4], uv: [u8; 4] },
    /// 8: gouraud triangle.
    GouraudTri { flags: u8, v: [u8; 3], rgb: [Rgb; 3] },
    /// 9: textured triangle.
    TexTri { tile: u8, flags: u8, v: [u8; 3], uv: [Uv; 3] },
    /// 10: textured quad.
    TexQuad { tile: u8, flags: u8, v: [u8; 4], uv: [Uv; 4] },
    /// 11: textured triangle, u16 tile and absolute indices.
    TexTriAbs { tile: u16, flags: u8, v: [u16; 3], uv: [Uv; 3] },
    /// 12: gouraud quad.
    GouraudQuad { flags: u8, v: [u8; 4], rgb: [Rgb; 4] },
    /// 13: gouraud textured triangle.
    GouraudTexTri { tile: u8, flags: u8, v: [u8; 3], uv: [Uv; 3], rgb: [Rgb; 3] },
}

/// One record of every type, in type order: values that differ field by field (so a
/// misplaced byte shows), for tests, benchmarks and examples.
pub fn examples() -> [Record; TYPES] {
    [
        Record::SetBase { base: 0x1234 },
        Record::Tri { v: [1, 2, 3] },
        Record::SetColour { rgb: [9, 8, 7], flags: 3 },
        Record::FlatTri { v: [1, 2, 3], rgb: [4, 5, 6] },
        Record::FlatQuad { v: [1, 2, 3, 4], rgb: [4, 5, 6] },
        Record::CoarseTri { tile: 2, flags: 1, v: [1, 2, 3], uv: [0x00, 0xF0, 0x0F] },
        Record::FlatTriAbs { v: [300, 301, 302], rgb: [1, 1, 1] },
        Record::CoarseQuad { tile: 2, flags: 1, v: [1, 2, 3, 4], uv: [0, 0xF, 0xF0, 0xFF] },
        Record::GouraudTri { flags: 5, v: [1, 2, 3], rgb: [[1, 2, 3], [4, 5, 6], [7, 8, 9]] },
        Record::TexTri { tile: 5, flags: 4, v: [1, 2, 3], uv: [[1, 2], [3, 4], [5, 6]] },
        Record::TexQuad {
            tile: 5,
            flags: 4,
            v: [1, 2, 3, 4],
            uv: [[1, 2], [3, 4], [5, 6], [7, 8]],
        },
        Record::TexTriAbs { tile: 260, flags: 6, v: [500, 501, 502], uv: [[1, 2], [3, 4], [5, 6]] },
        Record::GouraudQuad {
            flags: 1,
            v: [1, 2, 3, 4],
            rgb: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]],
        },
        Record::GouraudTexTri {
            tile: 1,
            flags: 2,
            v: [1, 2, 3],
            uv: [[1, 2], [3, 4], [5, 6]],
            rgb: [[10, 20, 30], [40, 50, 60], [70, 80, 90]],
        },
    ]
}

fn lo(v: u16) -> u8 {
    let [b, _] = v.to_le_bytes();
    b
}

fn k8(k: usize) -> u8 {
    u8::try_from(k).unwrap_or(0)
}

fn idx8<const N: usize>(g: &impl Fn(Field) -> u16) -> [u8; N] {
    std::array::from_fn(|k| lo(g(Field::Index(k8(k)))))
}

fn idx16<const N: usize>(g: &impl Fn(Field) -> u16) -> [u16; N] {
    std::array::from_fn(|k| g(Field::Index(k8(k))))
}

fn rgb(g: &impl Fn(Field) -> u16, k: u8) -> Rgb {
    [lo(g(Field::R(k))), lo(g(Field::G(k))), lo(g(Field::B(k)))]
}

fn rgbs<const N: usize>(g: &impl Fn(Field) -> u16) -> [Rgb; N] {
    std::array::from_fn(|k| rgb(g, k8(k)))
}

fn uvs<const N: usize>(g: &impl Fn(Field) -> u16) -> [Uv; N] {
    std::array::from_fn(|k| [lo(g(Field::U(k8(k)))), lo(g(Field::V(k8(k))))])
}

fn coarse<const N: usize>(g: &impl Fn(Field) -> u16) -> [u8; N] {
    std::array::from_fn(|k| lo(g(Field::Coarse(k8(k)))))
}

impl Record {
    /// Builds the record of type `t` from its field values (`g` gives each field's value; u8
    /// fields use the low byte). `None` for a type outside 0..14.
    pub fn from_fields(t: u8, g: impl Fn(Field) -> u16) -> Option<Record> {
        let g = &g;
        let (wide_tile, flags) = (g(Field::Tile), lo(g(Field::Flags)));
        let tile = lo(wide_tile);
        Some(match t {
            0 => Record::SetBase { base: g(Field::Base) },
            1 => Record::Tri { v: idx8(g) },
            2 => Record::SetColour { rgb: rgb(g, 0), flags },
            3 => Record::FlatTri { v: idx8(g), rgb: rgb(g, 0) },
            4 => Record::FlatQuad { v: idx8(g), rgb: rgb(g, 0) },
            5 => Record::CoarseTri { tile, flags, v: idx8(g), uv: coarse(g) },
            6 => Record::FlatTriAbs { v: idx16(g), rgb: rgb(g, 0) },
            7 => Record::CoarseQuad { tile, flags, v: idx8(g), uv: coarse(g) },
            8 => Record::GouraudTri { flags, v: idx8(g), rgb: rgbs(g) },
            9 => Record::TexTri { tile, flags, v: idx8(g), uv: uvs(g) },
            10 => Record::TexQuad { tile, flags, v: idx8(g), uv: uvs(g) },
            11 => Record::TexTriAbs { tile: wide_tile, flags, v: idx16(g), uv: uvs(g) },
            12 => Record::GouraudQuad { flags, v: idx8(g), rgb: rgbs(g) },
            13 => Record::GouraudTexTri { tile, flags, v: idx8(g), uv: uvs(g), rgb: rgbs(g) },
            _ => return None,
        })
    }

    /// The value of `field` (u8 fields widened), `None` when this type does not hold it.
    pub fn get(&self, field: Field) -> Option<u16> {
        match field {
            Field::Base => match *self {
                Record::SetBase { base } => Some(base),
                _ => None,
            },
            Field::Tile => self.tile(),
            Field::Flags => self.flags().map(u16::from),
            Field::Index(k) => self.index(usize::from(k)),
            Field::U(k) => self.fine_uv(usize::from(k)).map(|[u, _]| u16::from(u)),
            Field::V(k) => self.fine_uv(usize::from(k)).map(|[_, v]| u16::from(v)),
            Field::Coarse(k) => self.coarse_uv(usize::from(k)).map(u16::from),
            Field::R(k) => self.colour(usize::from(k)).map(|[r, _, _]| u16::from(r)),
            Field::G(k) => self.colour(usize::from(k)).map(|[_, g, _]| u16::from(g)),
            Field::B(k) => self.colour(usize::from(k)).map(|[_, _, b]| u16::from(b)),
        }
    }

    /// Calls `f` with every field and its value, in [`RecordKind::fields`] order.
    pub fn for_each_field(&self, mut f: impl FnMut(Field, u16)) {
        for field in self.kind().fields() {
            if let Some(v) = self.get(field) {
                f(field, v);
            }
        }
    }

    /// The tile, for textured types.
    pub fn tile(&self) -> Option<u16> {
        match *self {
            Record::CoarseTri { tile, .. }
            | Record::CoarseQuad { tile, .. }
            | Record::TexTri { tile, .. }
            | Record::TexQuad { tile, .. }
            | Record::GouraudTexTri { tile, .. } => Some(u16::from(tile)),
            Record::TexTriAbs { tile, .. } => Some(tile),
            _ => None,
        }
    }

    /// The flags byte, for types that hold one.
    pub fn flags(&self) -> Option<u8> {
        match *self {
            Record::SetColour { flags, .. }
            | Record::CoarseTri { flags, .. }
            | Record::CoarseQuad { flags, .. }
            | Record::GouraudTri { flags, .. }
            | Record::TexTri { flags, .. }
            | Record::TexQuad { flags, .. }
            | Record::TexTriAbs { flags, .. }
            | Record::GouraudQuad { flags, .. }
            | Record::GouraudTexTri { flags, .. } => Some(flags),
            _ => None,
        }
    }

    /// Corner `k`'s vertex index as stored (u8 relative to the base, or u16 absolute).
    pub fn index(&self, k: usize) -> Option<u16> {
        match self {
            Record::Tri { v }
            | Record::FlatTri { v, .. }
            | Record::CoarseTri { v, .. }
            | Record::GouraudTri { v, .. }
            | Record::TexTri { v, .. }
            | Record::GouraudTexTri { v, .. } => v.get(k).map(|&i| u16::from(i)),
            Record::FlatQuad { v, .. }
            | Record::CoarseQuad { v, .. }
            | Record::TexQuad { v, .. }
            | Record::GouraudQuad { v, .. } => v.get(k).map(|&i| u16::from(i)),
            Record::FlatTriAbs { v, .. } | Record::TexTriAbs { v, .. } => v.get(k).copied(),
            Record::SetBase { .. } | Record::SetColour { .. } => None,
        }
    }

    /// Corner `k`'s fine uv, for fine-uv types.
    pub fn fine_uv(&self, k: usize) -> Option<Uv> {
        match self {
            Record::TexTri { uv, .. }
            | Record::TexTriAbs { uv, .. }
            | Record::GouraudTexTri { uv, .. } => uv.get(k).copied(),
            Record::TexQuad { uv, .. } => uv.get(k).copied(),
            _ => None,
        }
    }

    /// Corner `k`'s coarse uv byte, for coarse-uv types.
    pub fn coarse_uv(&self, k: usize) -> Option<u8> {
        match self {
            Record::CoarseTri { uv, .. } => uv.get(k).copied(),
            Record::CoarseQuad { uv, .. } => uv.get(k).copied(),
            _ => None,
        }
    }

    /// Colour `k` held by the record (0 only, for one-colour types; one per corner for
    /// gouraud types).
    pub fn colour(&self, k: usize) -> Option<Rgb> {
        match self {
            Record::SetColour { rgb, .. }
            | Record::FlatTri { rgb, .. }
            | Record::FlatQuad { rgb, .. }
            | Record::FlatTriAbs { rgb, .. } => (k == 0).then_some(*rgb),
            Record::GouraudTri { rgb, .. } | Record::GouraudTexTri { rgb, .. } => {
                rgb.get(k).copied()
            }
            Record::GouraudQuad { rgb, .. } => rgb.get(k).copied(),
            _ => None,
        }
    }

    /// The type byte.
    pub fn type_byte(&self) -> u8 {
        match self {
            Record::SetBase { .. } => 0,
            Record::Tri { .. } => 1,
            Record::SetColour { .. } => 2,
            Record::FlatTri { .. } => 3,
            Record::FlatQuad { .. } => 4,
            Record::CoarseTri { .. } => 5,
            Record::FlatTriAbs { .. } => 6,
            Record::CoarseQuad { .. } => 7,
            Record::GouraudTri { .. } => 8,
            Record::TexTri { .. } => 9,
            Record::TexQuad { .. } => 10,
            Record::TexTriAbs { .. } => 11,
            Record::GouraudQuad { .. } => 12,
            Record::GouraudTexTri { .. } => 13,
        }
    }

    /// True for records that draw (not state records 0 and 2).
    pub fn is_face(&self) -> bool {
        !matches!(self, Record::SetBase { .. } | Record::SetColour { .. })
    }

    /// Triangles drawn (a quad is two).
    pub fn triangles(&self) -> usize {
        match self {
            Record::SetBase { .. } | Record::SetColour { .. } => 0,
            Record::FlatQuad { .. }
            | Record::CoarseQuad { .. }
            | Record::TexQuad { .. }
            | Record::GouraudQuad { .. } => 2,
            _ => 1,
        }
    }

    /// The kind of this record's type.
    pub fn kind(&self) -> &'static RecordKind {
        RecordKind::of(self.type_byte()).unwrap_or(&super::field::KINDS[0])
    }

    /// Reads the record whose type byte is at `pos` of `data` through the built-in layout.
    /// Offsets in errors are offsets in `data` (pass the whole file). `Ok(None)` for a type
    /// outside 0..14. The caller advances by the record-length table, not by the layout.
    pub fn read(data: &[u8], pos: usize) -> Result<Option<Record>, OutOfBounds> {
        Record::read_with(data, pos, &RecordLayout::builtin())
    }

    /// Reads the record whose type byte is at `pos` of `data`, each field at the offset
    /// `layout` gives it (a field the layout does not place reads as 0).
    pub fn read_with(
        data: &[u8],
        pos: usize,
        layout: &RecordLayout,
    ) -> Result<Option<Record>, OutOfBounds> {
        let out = |at: usize, needed: u64| OutOfBounds {
            offset: at as u64,
            needed,
            len: data.len() as u64,
        };
        let t = *data.get(pos).ok_or_else(|| out(pos, 1))?; // +0 type
        let Some(tl) = layout.get(t) else { return Ok(None) };
        // Every field sits inside the record's layout length: check it once.
        let end = pos.checked_add(usize::from(tl.length())).ok_or_else(|| out(pos, 0))?;
        let rec = data.get(pos..end).ok_or_else(|| out(pos, u64::from(tl.length())))?;
        Ok(Record::from_fields(t, |f| field_value(rec, tl, f)))
    }

    /// Writes the record through `layout`: exactly `layout`'s length for its type, bytes no
    /// field covers zero. Refuses (instead of dropping) a non-zero value for a field the
    /// layout does not place.
    pub fn write(&self, w: &mut Writer, layout: &RecordLayout) -> Result<(), RecordWriteError> {
        let t = self.type_byte();
        let tl = layout.get(t).ok_or(RecordWriteError::Type { type_byte: t })?;
        let mut buf = [0u8; 256];
        let mut refused = None;
        if let Some(b) = buf.first_mut() {
            *b = t; // +0 type
        }
        self.for_each_field(|f, v| {
            if refused.is_some() {
                return;
            }
            match tl.offset(f) {
                Some(at) => {
                    let bytes = v.to_le_bytes();
                    let width = usize::from(tl.kind().width(f));
                    for (i, &b) in bytes.iter().enumerate().take(width) {
                        if let Some(slot) = buf.get_mut(usize::from(at).saturating_add(i)) {
                            *slot = b;
                        }
                    }
                }
                None if v == 0 => {}
                None => {
                    refused = Some(RecordWriteError::Unplaced { type_byte: t, field: f, value: v })
                }
            }
        });
        if let Some(e) = refused {
            return Err(e);
        }
        let rec = buf.get(..usize::from(tl.length())).unwrap_or(&[]);
        w.bytes(rec).map_err(RecordWriteError::Write)
    }

    /// The record's bytes through `layout` (see [`Record::write`]).
    pub fn to_bytes(&self, layout: &RecordLayout) -> Result<Vec<u8>, RecordWriteError> {
        let mut w = Writer::new();
        self.write(&mut w, layout)?;
        Ok(w.into_inner())
    }
}

/// Writes a record stream through `layout`, then 0–3 zero bytes of padding to a multiple of 4
/// (where the published landing check expects the next structure).
pub fn write_stream(
    w: &mut Writer,
    records: &[Record],
    layout: &RecordLayout,
) -> Result<(), StreamWriteError> {
    for (record, r) in records.iter().enumerate() {
        r.write(w, layout).map_err(|source| StreamWriteError { record, source })?;
    }
    w.align(4).map_err(|e| StreamWriteError { record: records.len(), source: e.into() })
}

/// The value of `f` in the record bytes `rec` (type byte first), little-endian at its width;
/// 0 for a field `tl` does not place.
fn field_value(rec: &[u8], tl: &TypeLayout, f: Field) -> u16 {
    let Some(at) = tl.offset(f) else { return 0 };
    let at = usize::from(at);
    let b = |i: usize| rec.get(at.saturating_add(i)).copied().unwrap_or(0);
    if tl.kind().width(f) == 2 {
        u16::from_le_bytes([b(0), b(1)])
    } else {
        u16::from(b(0))
    }
}

/// How a primitive's vertex is textured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UvRef {
    /// Untextured.
    None,
    /// Fine uv relative to the tile.
    Fine(Uv),
    /// Coarse uv byte.
    Coarse(u8),
}

/// A drawable primitive with state applied: pool slots, tile, uvs, colours, flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prim {
    /// Vertex count: 3 or 4 (GPU Z order).
    pub n: usize,
    /// Pool slots.
    pub slots: [u32; 4],
    /// Tile index, for textured primitives.
    pub tile: Option<u16>,
    /// Per-vertex uv.
    pub uv: [UvRef; 4],
    /// Per-vertex colour (0x80 neutral).
    pub rgb: [Rgb; 4],
    /// Flags: bit 0 double-sided, bit 1 semi-transparent, bits 2–3 blend mode.
    pub flags: u8,
}

/// Draw state carried between records of one block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawState {
    /// Index base (record 0).
    pub base: u16,
    /// Current colour (record 2).
    pub rgb: Rgb,
    /// Current flags (record 2).
    pub flags: u8,
}

impl Default for DrawState {
    fn default() -> Self {
        DrawState { base: 0, rgb: [0x80; 3], flags: 0 }
    }
}

const NEUTRAL: Rgb = [0x80; 3];

impl Record {
    /// Applies a state record to `st`, or returns the primitive a face record draws: u8
    /// indices are relative to the current base, u16 ones absolute; the colour is the record's,
    /// the current one (type 1) or neutral (textured flat types); flags are the record's or,
    /// for types without a flags byte, the current ones.
    pub fn resolve(&self, st: &mut DrawState) -> Option<Prim> {
        match *self {
            Record::SetBase { base } => {
                st.base = base;
                return None;
            }
            Record::SetColour { rgb, flags } => {
                st.rgb = rgb;
                st.flags = flags;
                return None;
            }
            _ => {}
        }
        let kind = self.kind();
        let n = usize::from(kind.corners);
        let mut slots = [0u32; 4];
        for (k, s) in slots.iter_mut().enumerate().take(n) {
            let i = u32::from(self.index(k).unwrap_or(0));
            *s = if kind.wide_indices { i } else { u32::from(st.base).saturating_add(i) };
        }
        let mut uv = [UvRef::None; 4];
        for (k, u) in uv.iter_mut().enumerate().take(n) {
            *u = match kind.uvs {
                Uvs::Fine => self.fine_uv(k).map_or(UvRef::None, UvRef::Fine),
                Uvs::Coarse => self.coarse_uv(k).map_or(UvRef::None, UvRef::Coarse),
                Uvs::None => UvRef::None,
            };
        }
        let rgb = match kind.colour {
            Colour::State => [st.rgb; 4],
            Colour::One => [self.colour(0).unwrap_or(NEUTRAL); 4],
            Colour::PerCorner => std::array::from_fn(|k| self.colour(k).unwrap_or(NEUTRAL)),
            Colour::None => [NEUTRAL; 4],
        };
        let flags = self.flags().unwrap_or(st.flags);
        Some(Prim { n, slots, tile: self.tile(), uv, rgb, flags })
    }
}

impl Prim {
    /// The used pool slots.
    pub fn used_slots(&self) -> &[u32] {
        self.slots.get(..self.n).unwrap_or(&[])
    }

    /// Triangles as the GPU splits them, (v0,v1,v2) and (v1,v3,v2) — the second is the GPU's
    /// (v1,v2,v3) reordered to keep the winding of the first. Corner indices 0..4.
    pub fn triangles(&self) -> &'static [[usize; 3]] {
        if self.n == 4 {
            &[[0, 1, 2], [1, 3, 2]]
        } else {
            &[[0, 1, 2]]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::{RecordLengths, LAYOUT_LEN};

    #[test]
    fn layout_is_builtin() {
        assert_eq!(LAYOUT_LEN, RecordLengths::BUILTIN.len);
    }

    #[test]
    fn every_type_round_trips_with_its_length() {
        for (t, r) in examples().into_iter().enumerate() {
            assert_eq!(usize::from(r.type_byte()), t);
            let b = r.to_bytes(&RecordLayout::builtin()).unwrap();
            assert_eq!(b.len(), usize::from(LAYOUT_LEN[t]), "type {t}");
            assert_eq!(Record::read(&b, 0).unwrap(), Some(r));
        }
    }

    #[test]
    fn resolve_applies_state_as_documented() {
        let ex = examples();
        let mut st = DrawState::default();
        let mut prims = ex.iter().map(|r| r.resolve(&mut st)).collect::<Vec<_>>().into_iter();
        assert_eq!(prims.next(), Some(None)); // 0 sets the base
        let tri = prims.next().unwrap().unwrap();
        assert_eq!((tri.n, tri.slots, tri.tile), (3, [0x1235, 0x1236, 0x1237, 0], None));
        assert_eq!((tri.rgb, tri.flags), ([[0x80; 3]; 4], 0), "current colour and flags");
        assert_eq!(prims.next(), Some(None)); // 2 sets colour and flags
        assert_eq!(st, DrawState { base: 0x1234, rgb: [9, 8, 7], flags: 3 });
        let flat = prims.next().unwrap().unwrap();
        assert_eq!((flat.rgb, flat.flags), ([[4, 5, 6]; 4], 3), "own colour, current flags");
        let quad = prims.next().unwrap().unwrap();
        assert_eq!((quad.n, quad.slots[3]), (4, 0x1234 + 4));
        let coarse = prims.next().unwrap().unwrap();
        assert_eq!(
            coarse.uv,
            [UvRef::Coarse(0), UvRef::Coarse(0xF0), UvRef::Coarse(0x0F), UvRef::None]
        );
        assert_eq!((coarse.tile, coarse.flags, coarse.rgb), (Some(2), 1, [[0x80; 3]; 4]));
        let abs = prims.next().unwrap().unwrap();
        assert_eq!(abs.slots, [300, 301, 302, 0], "u16 indices are absolute");
        let _ = prims.next(); // 7
        let g = prims.next().unwrap().unwrap();
        assert_eq!(g.rgb, [[1, 2, 3], [4, 5, 6], [7, 8, 9], [0x80; 3]]);
        assert_eq!((g.tile, g.flags, g.uv), (None, 5, [UvRef::None; 4]));
        let t = prims.next().unwrap().unwrap();
        assert_eq!(t.uv[2], UvRef::Fine([5, 6]));
        let _ = prims.next(); // 10
        let abs = prims.next().unwrap().unwrap();
        assert_eq!((abs.tile, abs.slots[0]), (Some(260), 500));
        let gq = prims.next().unwrap().unwrap();
        assert_eq!(gq.rgb[3], [10, 11, 12]);
        let gt = prims.next().unwrap().unwrap();
        assert_eq!((gt.rgb[2], gt.uv[0], gt.tile), ([70, 80, 90], UvRef::Fine([1, 2]), Some(1)));
    }

    #[test]
    fn golden_published_types() {
        // Type 9, hand-made per the doc: type, tile, flags, i0 i1 i2, (u,v)×3 — 12 bytes.
        let b = [9u8, 3, 1, 10, 11, 12, 0, 0, 15, 0, 15, 15];
        assert_eq!(
            Record::read(&b, 0).unwrap(),
            Some(Record::TexTri {
                tile: 3,
                flags: 1,
                v: [10, 11, 12],
                uv: [[0, 0], [15, 0], [15, 15]]
            })
        );
        // Type 0: 3 bytes.
        assert_eq!(
            Record::read(&[0, 0x34, 0x12], 0).unwrap(),
            Some(Record::SetBase { base: 0x1234 })
        );
        // Type 13: 21 bytes.
        let mut b = vec![13u8, 1, 0, 1, 2, 3, 0, 0, 8, 0, 8, 8];
        b.extend([0x80u8; 9]);
        assert_eq!(b.len(), 21);
        assert!(matches!(
            Record::read(&b, 0).unwrap(),
            Some(Record::GouraudTexTri { tile: 1, .. })
        ));
        assert_eq!(Record::read(&[14], 0).unwrap(), None);
        assert!(Record::read(&[9, 1], 0).is_err());
    }
}
