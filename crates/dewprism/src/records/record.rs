//! Face records: the 14 types of the draw dispatch as values, read and written through a
//! [`RecordLayout`] (where each field sits) and advanced by the [`RecordLengths`] table.
//!
//! [`RecordLengths`]: super::RecordLengths

use psx::bytes::{OutOfBounds, Writer};

use super::error::RecordWriteError;
use super::field::{Field, Kind};
use super::layout::{RecordLayout, TypeLayout};

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

fn put_idx<F: FnMut(Field, u16)>(f: &mut F, v: &[u8]) {
    for (k, &i) in (0u8..).zip(v) {
        f(Field::Index(k), u16::from(i));
    }
}

fn put_idx16<F: FnMut(Field, u16)>(f: &mut F, v: &[u16]) {
    for (k, &i) in (0u8..).zip(v) {
        f(Field::Index(k), i);
    }
}

fn put_rgb<F: FnMut(Field, u16)>(f: &mut F, k: u8, c: Rgb) {
    let [r, g, b] = c;
    f(Field::R(k), u16::from(r));
    f(Field::G(k), u16::from(g));
    f(Field::B(k), u16::from(b));
}

fn put_rgbs<F: FnMut(Field, u16)>(f: &mut F, c: &[Rgb]) {
    for (k, &x) in (0u8..).zip(c) {
        put_rgb(f, k, x);
    }
}

fn put_uvs<F: FnMut(Field, u16)>(f: &mut F, uv: &[Uv]) {
    for (k, &[u, v]) in (0u8..).zip(uv) {
        f(Field::U(k), u16::from(u));
        f(Field::V(k), u16::from(v));
    }
}

fn put_coarse<F: FnMut(Field, u16)>(f: &mut F, c: &[u8]) {
    for (k, &x) in (0u8..).zip(c) {
        f(Field::Coarse(k), u16::from(x));
    }
}

impl Record {
    /// Builds the record of type `t` from its field values (`g` gives each field's value; u8
    /// fields use the low byte). `None` for a type outside 0..14.
    pub fn from_fields(t: u8, g: impl Fn(Field) -> u16) -> Option<Record> {
        let b = |f: Field| lo(g(f));
        let g = &g;
        Some(match t {
            0 => Record::SetBase { base: g(Field::Base) },
            1 => Record::Tri { v: idx8(g) },
            2 => Record::SetColour { rgb: rgb(g, 0), flags: b(Field::Flags) },
            3 => Record::FlatTri { v: idx8(g), rgb: rgb(g, 0) },
            4 => Record::FlatQuad { v: idx8(g), rgb: rgb(g, 0) },
            5 => Record::CoarseTri {
                tile: b(Field::Tile),
                flags: b(Field::Flags),
                v: idx8(g),
                uv: coarse(g),
            },
            6 => Record::FlatTriAbs { v: idx16(g), rgb: rgb(g, 0) },
            7 => Record::CoarseQuad {
                tile: b(Field::Tile),
                flags: b(Field::Flags),
                v: idx8(g),
                uv: coarse(g),
            },
            8 => Record::GouraudTri { flags: b(Field::Flags), v: idx8(g), rgb: rgbs(g) },
            9 => Record::TexTri {
                tile: b(Field::Tile),
                flags: b(Field::Flags),
                v: idx8(g),
                uv: uvs(g),
            },
            10 => Record::TexQuad {
                tile: b(Field::Tile),
                flags: b(Field::Flags),
                v: idx8(g),
                uv: uvs(g),
            },
            11 => Record::TexTriAbs {
                tile: g(Field::Tile),
                flags: b(Field::Flags),
                v: idx16(g),
                uv: uvs(g),
            },
            12 => Record::GouraudQuad { flags: b(Field::Flags), v: idx8(g), rgb: rgbs(g) },
            13 => Record::GouraudTexTri {
                tile: b(Field::Tile),
                flags: b(Field::Flags),
                v: idx8(g),
                uv: uvs(g),
                rgb: rgbs(g),
            },
            _ => return None,
        })
    }

    /// Calls `f` with every field and its value, in [`Kind::fields`] order.
    pub fn for_each_field(&self, mut f: impl FnMut(Field, u16)) {
        let f = &mut f;
        match *self {
            Record::SetBase { base } => f(Field::Base, base),
            Record::Tri { v } => put_idx(f, &v),
            Record::SetColour { rgb, flags } => {
                put_rgb(f, 0, rgb);
                f(Field::Flags, u16::from(flags));
            }
            Record::FlatTri { v, rgb } => {
                put_idx(f, &v);
                put_rgb(f, 0, rgb);
            }
            Record::FlatQuad { v, rgb } => {
                put_idx(f, &v);
                put_rgb(f, 0, rgb);
            }
            Record::CoarseTri { tile, flags, v, uv } => {
                f(Field::Tile, u16::from(tile));
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_coarse(f, &uv);
            }
            Record::FlatTriAbs { v, rgb } => {
                put_idx16(f, &v);
                put_rgb(f, 0, rgb);
            }
            Record::CoarseQuad { tile, flags, v, uv } => {
                f(Field::Tile, u16::from(tile));
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_coarse(f, &uv);
            }
            Record::GouraudTri { flags, v, rgb } => {
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_rgbs(f, &rgb);
            }
            Record::TexTri { tile, flags, v, uv } => {
                f(Field::Tile, u16::from(tile));
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_uvs(f, &uv);
            }
            Record::TexQuad { tile, flags, v, uv } => {
                f(Field::Tile, u16::from(tile));
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_uvs(f, &uv);
            }
            Record::TexTriAbs { tile, flags, v, uv } => {
                f(Field::Tile, tile);
                f(Field::Flags, u16::from(flags));
                put_idx16(f, &v);
                put_uvs(f, &uv);
            }
            Record::GouraudQuad { flags, v, rgb } => {
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_rgbs(f, &rgb);
            }
            Record::GouraudTexTri { tile, flags, v, uv, rgb } => {
                f(Field::Tile, u16::from(tile));
                f(Field::Flags, u16::from(flags));
                put_idx(f, &v);
                put_uvs(f, &uv);
                put_rgbs(f, &rgb);
            }
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
    pub fn kind(&self) -> &'static Kind {
        Kind::of(self.type_byte()).unwrap_or(&super::field::KINDS[0])
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

fn rel<const N: usize>(base: u16, v: [u8; N]) -> [u32; 4] {
    let mut out = [0u32; 4];
    for (o, i) in out.iter_mut().zip(v) {
        *o = u32::from(base).saturating_add(u32::from(i));
    }
    out
}

fn abs<const N: usize>(v: [u16; N]) -> [u32; 4] {
    let mut out = [0u32; 4];
    for (o, i) in out.iter_mut().zip(v) {
        *o = u32::from(i);
    }
    out
}

fn pad_uv<const N: usize, T: Copy>(v: [T; N], f: impl Fn(T) -> UvRef) -> [UvRef; 4] {
    let mut out = [UvRef::None; 4];
    for (o, x) in out.iter_mut().zip(v) {
        *o = f(x);
    }
    out
}

fn pad_rgb<const N: usize>(v: [Rgb; N]) -> [Rgb; 4] {
    let mut out = [NEUTRAL; 4];
    for (o, x) in out.iter_mut().zip(v) {
        *o = x;
    }
    out
}

impl Record {
    /// Applies a state record to `st`, or returns the primitive a face record draws.
    pub fn resolve(&self, st: &mut DrawState) -> Option<Prim> {
        let none = [UvRef::None; 4];
        let p = match *self {
            Record::SetBase { base } => {
                st.base = base;
                return None;
            }
            Record::SetColour { rgb, flags } => {
                st.rgb = rgb;
                st.flags = flags;
                return None;
            }
            Record::Tri { v } => Prim {
                n: 3,
                slots: rel(st.base, v),
                tile: None,
                uv: none,
                rgb: [st.rgb; 4],
                flags: st.flags,
            },
            Record::FlatTri { v, rgb } => Prim {
                n: 3,
                slots: rel(st.base, v),
                tile: None,
                uv: none,
                rgb: [rgb; 4],
                flags: st.flags,
            },
            Record::FlatQuad { v, rgb } => Prim {
                n: 4,
                slots: rel(st.base, v),
                tile: None,
                uv: none,
                rgb: [rgb; 4],
                flags: st.flags,
            },
            Record::CoarseTri { tile, flags, v, uv } => Prim {
                n: 3,
                slots: rel(st.base, v),
                tile: Some(u16::from(tile)),
                uv: pad_uv(uv, UvRef::Coarse),
                rgb: [NEUTRAL; 4],
                flags,
            },
            Record::FlatTriAbs { v, rgb } => {
                Prim { n: 3, slots: abs(v), tile: None, uv: none, rgb: [rgb; 4], flags: st.flags }
            }
            Record::CoarseQuad { tile, flags, v, uv } => Prim {
                n: 4,
                slots: rel(st.base, v),
                tile: Some(u16::from(tile)),
                uv: pad_uv(uv, UvRef::Coarse),
                rgb: [NEUTRAL; 4],
                flags,
            },
            Record::GouraudTri { flags, v, rgb } => Prim {
                n: 3,
                slots: rel(st.base, v),
                tile: None,
                uv: none,
                rgb: pad_rgb(rgb),
                flags,
            },
            Record::TexTri { tile, flags, v, uv } => Prim {
                n: 3,
                slots: rel(st.base, v),
                tile: Some(u16::from(tile)),
                uv: pad_uv(uv, UvRef::Fine),
                rgb: [NEUTRAL; 4],
                flags,
            },
            Record::TexQuad { tile, flags, v, uv } => Prim {
                n: 4,
                slots: rel(st.base, v),
                tile: Some(u16::from(tile)),
                uv: pad_uv(uv, UvRef::Fine),
                rgb: [NEUTRAL; 4],
                flags,
            },
            Record::TexTriAbs { tile, flags, v, uv } => Prim {
                n: 3,
                slots: abs(v),
                tile: Some(tile),
                uv: pad_uv(uv, UvRef::Fine),
                rgb: [NEUTRAL; 4],
                flags,
            },
            Record::GouraudQuad { flags, v, rgb } => Prim {
                n: 4,
                slots: rel(st.base, v),
                tile: None,
                uv: none,
                rgb: pad_rgb(rgb),
                flags,
            },
            Record::GouraudTexTri { tile, flags, v, uv, rgb } => Prim {
                n: 3,
                slots: rel(st.base, v),
                tile: Some(u16::from(tile)),
                uv: pad_uv(uv, UvRef::Fine),
                rgb: pad_rgb(rgb),
                flags,
            },
        };
        Some(p)
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

    pub(crate) fn samples() -> Vec<Record> {
        vec![
            Record::SetBase { base: 0x1234 },
            Record::Tri { v: [1, 2, 3] },
            Record::SetColour { rgb: [9, 8, 7], flags: 3 },
            Record::FlatTri { v: [1, 2, 3], rgb: [4, 5, 6] },
            Record::FlatQuad { v: [1, 2, 3, 4], rgb: [4, 5, 6] },
            Record::CoarseTri { tile: 2, flags: 1, v: [1, 2, 3], uv: [0x00, 0xF0, 0x0F] },
            Record::FlatTriAbs { v: [300, 301, 302], rgb: [1, 1, 1] },
            Record::CoarseQuad { tile: 2, flags: 1, v: [1, 2, 3, 4], uv: [0, 0xF, 0xF0, 0xFF] },
            Record::GouraudTri { flags: 0, v: [1, 2, 3], rgb: [[1, 2, 3], [4, 5, 6], [7, 8, 9]] },
            Record::TexTri { tile: 5, flags: 4, v: [1, 2, 3], uv: [[1, 2], [3, 4], [5, 6]] },
            Record::TexQuad {
                tile: 5,
                flags: 4,
                v: [1, 2, 3, 4],
                uv: [[1, 2], [3, 4], [5, 6], [7, 8]],
            },
            Record::TexTriAbs {
                tile: 260,
                flags: 0,
                v: [500, 501, 502],
                uv: [[1, 2], [3, 4], [5, 6]],
            },
            Record::GouraudQuad { flags: 1, v: [1, 2, 3, 4], rgb: [[1, 2, 3]; 4] },
            Record::GouraudTexTri {
                tile: 1,
                flags: 2,
                v: [1, 2, 3],
                uv: [[1, 2], [3, 4], [5, 6]],
                rgb: [[10, 20, 30]; 3],
            },
        ]
    }

    #[test]
    fn every_type_round_trips_with_its_length() {
        for (t, r) in samples().into_iter().enumerate() {
            assert_eq!(usize::from(r.type_byte()), t);
            let b = r.to_bytes(&RecordLayout::builtin()).unwrap();
            assert_eq!(b.len(), usize::from(LAYOUT_LEN[t]), "type {t}");
            assert_eq!(Record::read(&b, 0).unwrap(), Some(r));
        }
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
