//! PsyQ libgpu's polygon primitives **[public: PsyQ `libgpu.h`, psx-spx "GPU Render Polygon
//! Commands"]**: the byte offset and size of every field (the tag word at 0, then the GP0
//! words), the command byte at +7, and the word count `setPolyXX` writes into the tag's top
//! byte.

/// One field of a primitive: name, byte offset from the tag, size in bytes.
pub type Field = (&'static str, u32, u32);

/// A primitive layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Primitive {
    /// libgpu's name (`POLY_FT3`, …).
    pub name: &'static str,
    /// The command with the semi-transparent and raw-texture bits clear.
    pub command: u8,
    /// GP0 words after the tag (`setlen`).
    pub words: u8,
    /// The fields (code and padding left out).
    pub fields: &'static [Field],
}

/// Offset of the command byte from the tag.
pub const CODE_OFFSET: u32 = 7;

const F3: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("x1", 12, 2),
    ("y1", 14, 2),
    ("x2", 16, 2),
    ("y2", 18, 2),
];
const F4: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("x1", 12, 2),
    ("y1", 14, 2),
    ("x2", 16, 2),
    ("y2", 18, 2),
    ("x3", 20, 2),
    ("y3", 22, 2),
];
const FT3: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("u0", 12, 1),
    ("v0", 13, 1),
    ("clut", 14, 2),
    ("x1", 16, 2),
    ("y1", 18, 2),
    ("u1", 20, 1),
    ("v1", 21, 1),
    ("tpage", 22, 2),
    ("x2", 24, 2),
    ("y2", 26, 2),
    ("u2", 28, 1),
    ("v2", 29, 1),
];
const FT4: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("u0", 12, 1),
    ("v0", 13, 1),
    ("clut", 14, 2),
    ("x1", 16, 2),
    ("y1", 18, 2),
    ("u1", 20, 1),
    ("v1", 21, 1),
    ("tpage", 22, 2),
    ("x2", 24, 2),
    ("y2", 26, 2),
    ("u2", 28, 1),
    ("v2", 29, 1),
    ("x3", 32, 2),
    ("y3", 34, 2),
    ("u3", 36, 1),
    ("v3", 37, 1),
];
const G3: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("r1", 12, 1),
    ("g1", 13, 1),
    ("b1", 14, 1),
    ("x1", 16, 2),
    ("y1", 18, 2),
    ("r2", 20, 1),
    ("g2", 21, 1),
    ("b2", 22, 1),
    ("x2", 24, 2),
    ("y2", 26, 2),
];
const G4: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("r1", 12, 1),
    ("g1", 13, 1),
    ("b1", 14, 1),
    ("x1", 16, 2),
    ("y1", 18, 2),
    ("r2", 20, 1),
    ("g2", 21, 1),
    ("b2", 22, 1),
    ("x2", 24, 2),
    ("y2", 26, 2),
    ("r3", 28, 1),
    ("g3", 29, 1),
    ("b3", 30, 1),
    ("x3", 32, 2),
    ("y3", 34, 2),
];
const GT3: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("u0", 12, 1),
    ("v0", 13, 1),
    ("clut", 14, 2),
    ("r1", 16, 1),
    ("g1", 17, 1),
    ("b1", 18, 1),
    ("x1", 20, 2),
    ("y1", 22, 2),
    ("u1", 24, 1),
    ("v1", 25, 1),
    ("tpage", 26, 2),
    ("r2", 28, 1),
    ("g2", 29, 1),
    ("b2", 30, 1),
    ("x2", 32, 2),
    ("y2", 34, 2),
    ("u2", 36, 1),
    ("v2", 37, 1),
];
const GT4: &[Field] = &[
    ("r0", 4, 1),
    ("g0", 5, 1),
    ("b0", 6, 1),
    ("x0", 8, 2),
    ("y0", 10, 2),
    ("u0", 12, 1),
    ("v0", 13, 1),
    ("clut", 14, 2),
    ("r1", 16, 1),
    ("g1", 17, 1),
    ("b1", 18, 1),
    ("x1", 20, 2),
    ("y1", 22, 2),
    ("u1", 24, 1),
    ("v1", 25, 1),
    ("tpage", 26, 2),
    ("r2", 28, 1),
    ("g2", 29, 1),
    ("b2", 30, 1),
    ("x2", 32, 2),
    ("y2", 34, 2),
    ("u2", 36, 1),
    ("v2", 37, 1),
    ("r3", 40, 1),
    ("g3", 41, 1),
    ("b3", 42, 1),
    ("x3", 44, 2),
    ("y3", 46, 2),
    ("u3", 48, 1),
    ("v3", 49, 1),
];

/// The eight polygon primitives.
pub const PRIMITIVES: [Primitive; 8] = [
    Primitive { name: "POLY_F3", command: 0x20, words: 4, fields: F3 },
    Primitive { name: "POLY_FT3", command: 0x24, words: 7, fields: FT3 },
    Primitive { name: "POLY_F4", command: 0x28, words: 5, fields: F4 },
    Primitive { name: "POLY_FT4", command: 0x2C, words: 9, fields: FT4 },
    Primitive { name: "POLY_G3", command: 0x30, words: 6, fields: G3 },
    Primitive { name: "POLY_GT3", command: 0x34, words: 9, fields: GT3 },
    Primitive { name: "POLY_G4", command: 0x38, words: 8, fields: G4 },
    Primitive { name: "POLY_GT4", command: 0x3C, words: 12, fields: GT4 },
];

/// The primitive a GP0 command byte draws (`& 0xFC`: the semi-transparent and raw bits do not
/// change the layout), if it is a polygon.
pub fn of_command(code: u8) -> Option<&'static Primitive> {
    PRIMITIVES.iter().find(|p| p.command == code & 0xFC)
}

/// Bytes of the primitive after its tag's start (the last field's end, rounded to words).
pub fn size(p: &Primitive) -> u32 {
    4u32.saturating_add(u32::from(p.words).saturating_mul(4))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_are_consistent() {
        for p in &PRIMITIVES {
            // every field inside the packet, none on the code byte, in ascending order
            let mut end = 0;
            for &(name, off, len) in p.fields {
                assert!(off >= end, "{} {name}", p.name);
                assert!(off + len <= size(p), "{} {name}", p.name);
                assert!(!(off..off + len).contains(&CODE_OFFSET), "{} {name}", p.name);
                end = off + len;
            }
            // vertices: 3 or 4 by the quad bit (27), uv by the texture bit (26), a colour per
            // vertex by the gouraud bit (28) [public: psx-spx]
            let n = if p.command & 0x08 != 0 { 4 } else { 3 };
            let has = |f: &str| p.fields.iter().any(|x| x.0 == f);
            assert!(has(&format!("x{}", n - 1)) && !has(&format!("x{n}")));
            assert_eq!(has("u0"), p.command & 0x04 != 0);
            assert_eq!(has("r1"), p.command & 0x10 != 0);
            // words: one per vertex, one more per textured vertex and per gouraud colour
            let tex = if p.command & 0x04 != 0 { n } else { 0 };
            let col = if p.command & 0x10 != 0 { n } else { 1 };
            assert_eq!(u32::from(p.words), n + tex + col, "{}", p.name);
        }
        assert_eq!(of_command(0x26).unwrap().name, "POLY_FT3");
        assert!(of_command(0x60).is_none());
    }
}
