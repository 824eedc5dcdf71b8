//! Face records: the 14 types of the draw dispatch, read at fixed field offsets and advanced by
//! the record-length table (see `docs/formats/chr.md`, "Face records").

use psx::bytes::{Cursor, OutOfBounds};

/// Number of record types **[published]**.
pub const TYPES: usize = 14;

/// Bytes each type's fields span in dewrip's layout (type byte included) **[provisional]**,
/// equal to `RecordLengths::BUILTIN` (a test keeps them equal). The writer emits exactly this.
pub const LAYOUT_LEN: [u8; TYPES] = [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21];

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

fn arr<const N: usize>(c: &mut Cursor<'_>) -> Result<[u8; N], OutOfBounds> {
    c.array::<N>()
}

fn uvs<const N: usize>(c: &mut Cursor<'_>) -> Result<[Uv; N], OutOfBounds> {
    let mut out = [[0u8; 2]; N];
    for uv in &mut out {
        *uv = c.array()?;
    }
    Ok(out)
}

fn rgbs<const N: usize>(c: &mut Cursor<'_>) -> Result<[Rgb; N], OutOfBounds> {
    let mut out = [[0u8; 3]; N];
    for x in &mut out {
        *x = c.array()?;
    }
    Ok(out)
}

fn u16s<const N: usize>(c: &mut Cursor<'_>) -> Result<[u16; N], OutOfBounds> {
    let mut out = [0u16; N];
    for x in &mut out {
        *x = c.u16_le()?;
    }
    Ok(out)
}

impl Record {
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

    /// Reads the fields of the record whose type byte is at `pos` of `data` (the whole file, so
    /// offsets in errors are file offsets). Returns `Ok(None)` for a type outside 0..14. The
    /// caller advances by the record-length table, not by the layout.
    pub fn read(data: &[u8], pos: usize) -> Result<Option<Record>, OutOfBounds> {
        let mut c = Cursor::new(data);
        c.seek(pos)?;
        let t = c.u8()?; // +0 type
        let r = match t {
            0 => Record::SetBase { base: c.u16_le()? }, // +1
            1 => Record::Tri { v: arr(&mut c)? },
            2 => {
                let rgb = arr(&mut c)?; // +1
                let flags = c.u8()?; // +4
                c.u8()?; // +5 reserved
                Record::SetColour { rgb, flags }
            }
            3 => Record::FlatTri { v: arr(&mut c)?, rgb: arr(&mut c)? },
            4 => Record::FlatQuad { v: arr(&mut c)?, rgb: arr(&mut c)? },
            5 => Record::CoarseTri {
                tile: c.u8()?,    // +1
                flags: c.u8()?,   // +2
                v: arr(&mut c)?,  // +3
                uv: arr(&mut c)?, // +6
            },
            6 => Record::FlatTriAbs { v: u16s(&mut c)?, rgb: arr(&mut c)? },
            7 => Record::CoarseQuad {
                tile: c.u8()?,
                flags: c.u8()?,
                v: arr(&mut c)?,  // +3
                uv: arr(&mut c)?, // +7
            },
            8 => Record::GouraudTri { flags: c.u8()?, v: arr(&mut c)?, rgb: rgbs(&mut c)? },
            9 => Record::TexTri {
                tile: c.u8()?,    // +1
                flags: c.u8()?,   // +2
                v: arr(&mut c)?,  // +3
                uv: uvs(&mut c)?, // +6
            },
            10 => Record::TexQuad {
                tile: c.u8()?,
                flags: c.u8()?,
                v: arr(&mut c)?,  // +3
                uv: uvs(&mut c)?, // +7
            },
            11 => Record::TexTriAbs {
                tile: c.u16_le()?, // +1
                flags: c.u8()?,    // +3
                v: u16s(&mut c)?,  // +4
                uv: uvs(&mut c)?,  // +10
            },
            12 => Record::GouraudQuad { flags: c.u8()?, v: arr(&mut c)?, rgb: rgbs(&mut c)? },
            13 => Record::GouraudTexTri {
                tile: c.u8()?,
                flags: c.u8()?,
                v: arr(&mut c)?,    // +3
                uv: uvs(&mut c)?,   // +6
                rgb: rgbs(&mut c)?, // +12
            },
            _ => return Ok(None),
        };
        Ok(Some(r))
    }

    /// Appends the record's bytes (exactly `LAYOUT_LEN[type]` of them).
    pub fn write(&self, out: &mut Vec<u8>) {
        out.push(self.type_byte());
        match *self {
            Record::SetBase { base } => out.extend(base.to_le_bytes()),
            Record::Tri { v } => out.extend(v),
            Record::SetColour { rgb, flags } => {
                out.extend(rgb);
                out.extend([flags, 0]);
            }
            Record::FlatTri { v, rgb } => {
                out.extend(v);
                out.extend(rgb);
            }
            Record::FlatQuad { v, rgb } => {
                out.extend(v);
                out.extend(rgb);
            }
            Record::CoarseTri { tile, flags, v, uv } => {
                out.extend([tile, flags]);
                out.extend(v);
                out.extend(uv);
            }
            Record::FlatTriAbs { v, rgb } => {
                v.iter().for_each(|x| out.extend(x.to_le_bytes()));
                out.extend(rgb);
            }
            Record::CoarseQuad { tile, flags, v, uv } => {
                out.extend([tile, flags]);
                out.extend(v);
                out.extend(uv);
            }
            Record::GouraudTri { flags, v, rgb } => {
                out.push(flags);
                out.extend(v);
                rgb.iter().for_each(|c| out.extend(c));
            }
            Record::TexTri { tile, flags, v, uv } => {
                out.extend([tile, flags]);
                out.extend(v);
                uv.iter().for_each(|c| out.extend(c));
            }
            Record::TexQuad { tile, flags, v, uv } => {
                out.extend([tile, flags]);
                out.extend(v);
                uv.iter().for_each(|c| out.extend(c));
            }
            Record::TexTriAbs { tile, flags, v, uv } => {
                out.extend(tile.to_le_bytes());
                out.push(flags);
                v.iter().for_each(|x| out.extend(x.to_le_bytes()));
                uv.iter().for_each(|c| out.extend(c));
            }
            Record::GouraudQuad { flags, v, rgb } => {
                out.push(flags);
                out.extend(v);
                rgb.iter().for_each(|c| out.extend(c));
            }
            Record::GouraudTexTri { tile, flags, v, uv, rgb } => {
                out.extend([tile, flags]);
                out.extend(v);
                uv.iter().for_each(|c| out.extend(c));
                rgb.iter().for_each(|c| out.extend(c));
            }
        }
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
    use crate::record_lengths::RecordLengths;

    #[test]
    fn layout_is_builtin() {
        assert_eq!(LAYOUT_LEN, RecordLengths::BUILTIN.len);
    }

    fn samples() -> Vec<Record> {
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
            let mut b = Vec::new();
            r.write(&mut b);
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
