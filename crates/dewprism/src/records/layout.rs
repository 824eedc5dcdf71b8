//! Where each semantic field of each record type sits: the [`RecordLayout`].
//!
//! The built-in layout ([`RecordLayout::builtin`]) is dewrip's **[provisional]** choice, the
//! one `docs/formats/records.md` tabulates: every type's fields packed in [`RecordKind::fields`]
//! order from offset 1, lengths [`LAYOUT_LEN`]. A layout derived from the EXE (the
//! `record-layouts` contract, [`super::contract`]) or loaded from a file replaces it as a whole;
//! every layout is validated on construction (offsets inside the record and past the type
//! byte, no byte shared by two fields, exactly the fields the type's kind holds).

use thiserror::Error;

use super::field::{Field, RecordKind, FIELD_SLOTS, KINDS};
use super::lengths::RecordLengths;
use super::lengths::TYPES;

/// Bytes each type spans in the built-in layout (type byte included) **[provisional]**, equal
/// to `RecordLengths::BUILTIN` (a test keeps them equal). The writer emits exactly this.
pub const LAYOUT_LEN: [u8; TYPES] = [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21];

/// Why a layout was refused. `type_byte` names the record type, offsets count the type byte
/// as 0.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LayoutError {
    /// The text is not JSON of the expected shape.
    #[error("record layout: {0}")]
    Json(String),
    /// The file could not be read.
    #[error("record layout file {path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The I/O error.
        message: String,
    },
    /// The contract lists no dispatch.
    #[error("record layout: the contract lists no dispatch")]
    NoDispatch,
    /// Several dispatches and no `draw_dispatch` to choose one.
    #[error("record layout: {count} dispatches and no \"draw_dispatch\" naming the one to use")]
    AmbiguousDispatch {
        /// Dispatches listed.
        count: usize,
    },
    /// `draw_dispatch` names no listed dispatch.
    #[error("record layout: draw_dispatch {address} is none of the listed dispatches")]
    DispatchNotFound {
        /// The address named.
        address: String,
    },
    /// A type key that is not a type byte 0..14 (decimal).
    #[error("record layout: type key {key:?} is not a record type 0..14 (decimal)")]
    UnknownType {
        /// The key.
        key: String,
    },
    /// A type of the dispatch is missing.
    #[error("record layout: type {type_byte} is missing (every type 0..14 must be given)")]
    MissingType {
        /// The type.
        type_byte: u8,
    },
    /// A length outside 1..=255.
    #[error("type {type_byte}: length {found} is outside 1..=255")]
    Length {
        /// The type.
        type_byte: u8,
        /// The length found.
        found: u64,
    },
    /// The GP0 command does not match what the type's kind draws.
    #[error("type {type_byte} ({name}): GP0 command {found} but its kind draws {expected}")]
    Command {
        /// The type.
        type_byte: u8,
        /// The kind's name.
        name: &'static str,
        /// What the kind draws (`0x24 (POLY_FT3)`, `nothing`).
        expected: String,
        /// What was found (`0x20`, `null`, or the unparsed text).
        found: String,
    },
    /// A field the type's kind (or its primitive) must have is not given.
    #[error("type {type_byte}: field {field} is missing ({why})")]
    MissingField {
        /// The type.
        type_byte: u8,
        /// The field.
        field: String,
        /// What needs it.
        why: String,
    },
    /// A field the type's kind (or its primitive) does not have.
    #[error("type {type_byte}: field {field} does not belong ({why})")]
    UnknownField {
        /// The type.
        type_byte: u8,
        /// The field.
        field: String,
        /// What was expected instead.
        why: String,
    },
    /// An offset at or past the record's end, or on the type byte (offset 0).
    #[error("type {type_byte}: field {field} at offset {offset} (width {width}) is outside bytes 1..{length} of the record")]
    Offset {
        /// The type.
        type_byte: u8,
        /// The field.
        field: String,
        /// The offset.
        offset: u64,
        /// The field's width.
        width: u8,
        /// The record length.
        length: u8,
    },
    /// One byte used by two different fields.
    #[error("type {type_byte}: byte {offset} is used by both {first} and {second}")]
    Overlap {
        /// The type.
        type_byte: u8,
        /// The byte.
        offset: u8,
        /// One field.
        first: String,
        /// The other.
        second: String,
    },
    /// A primitive field fed by the wrong number of bytes.
    #[error("type {type_byte}: {field} is fed by bytes {found:?}, expected {expected}")]
    Bytes {
        /// The type.
        type_byte: u8,
        /// The primitive field(s).
        field: String,
        /// The offsets found.
        found: Vec<u64>,
        /// What was expected.
        expected: String,
    },
}

/// Where the fields of one record type sit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeLayout {
    type_byte: u8,
    length: u8,
    offsets: [Option<u8>; FIELD_SLOTS],
    /// Bit `slot` set: that field's offset was taken from the built-in layout because the
    /// derivation could not show it (state records, flags).
    carried: u32,
}

impl TypeLayout {
    /// A validated layout for type `t`: `length` bytes, `fields` at their offsets (of their
    /// low byte; u16 fields take the next byte too). Every field of the type's kind must be
    /// given except `flags` (absent flags read as 0 and a writer refuses non-zero flags);
    /// `carried` names fields taken from the built-in layout.
    pub fn new(
        t: u8,
        length: u8,
        fields: &[(Field, u8)],
        carried: &[Field],
    ) -> Result<TypeLayout, LayoutError> {
        let kind = RecordKind::of(t).ok_or(LayoutError::UnknownType { key: t.to_string() })?;
        if length == 0 {
            return Err(LayoutError::Length { type_byte: t, found: 0 });
        }
        let mut offsets = [None; FIELD_SLOTS];
        let mut owner: [Option<Field>; 256] = [None; 256];
        let held = kind.fields();
        for &(f, at) in fields {
            if !held.contains(&f) {
                return Err(LayoutError::UnknownField {
                    type_byte: t,
                    field: f.to_string(),
                    why: format!("type {t} ({}) holds {}", kind.name, names(&held)),
                });
            }
            let width = kind.width(f);
            let end = u16::from(at).saturating_add(u16::from(width));
            if at == 0 || end > u16::from(length) {
                return Err(LayoutError::Offset {
                    type_byte: t,
                    field: f.to_string(),
                    offset: u64::from(at),
                    width,
                    length,
                });
            }
            if offsets.get(f.slot()).copied().flatten().is_some() {
                return Err(LayoutError::Overlap {
                    type_byte: t,
                    offset: at,
                    first: f.to_string(),
                    second: format!("{f} (given twice)"),
                });
            }
            for b in 0..width {
                let byte = at.saturating_add(b);
                let slot = owner.get_mut(usize::from(byte));
                if let Some(slot) = slot {
                    if let Some(other) = *slot {
                        return Err(LayoutError::Overlap {
                            type_byte: t,
                            offset: byte,
                            first: other.to_string(),
                            second: f.to_string(),
                        });
                    }
                    *slot = Some(f);
                }
            }
            if let Some(o) = offsets.get_mut(f.slot()) {
                *o = Some(at);
            }
        }
        for &f in &held {
            let given = offsets.get(f.slot()).copied().flatten().is_some();
            if !given && f != Field::Flags {
                return Err(LayoutError::MissingField {
                    type_byte: t,
                    field: f.to_string(),
                    why: format!("type {t} ({}) holds {}", kind.name, names(&held)),
                });
            }
        }
        let mut bits = 0u32;
        for f in carried {
            if offsets.get(f.slot()).copied().flatten().is_some() {
                bits |= 1u32.checked_shl(u32::try_from(f.slot()).unwrap_or(31)).unwrap_or(0);
            }
        }
        Ok(TypeLayout { type_byte: t, length, offsets, carried: bits })
    }

    /// The type byte.
    pub fn type_byte(&self) -> u8 {
        self.type_byte
    }

    /// The record's length in this layout (type byte included).
    pub fn length(&self) -> u8 {
        self.length
    }

    /// The kind of the type.
    pub fn kind(&self) -> &'static RecordKind {
        KINDS.get(usize::from(self.type_byte)).unwrap_or(&KINDS[0])
    }

    /// The offset of `field`'s low byte, `None` when the record does not hold it here.
    pub fn offset(&self, field: Field) -> Option<u8> {
        self.offsets.get(field.slot()).copied().flatten()
    }

    /// The fields with their offsets, in [`RecordKind::fields`] order.
    pub fn fields(&self) -> Vec<(Field, u8)> {
        self.kind().fields().into_iter().filter_map(|f| Some((f, self.offset(f)?))).collect()
    }

    /// True when `field`'s offset came from the built-in layout, not from the derivation.
    pub fn is_carried(&self, field: Field) -> bool {
        let bit = 1u32.checked_shl(u32::try_from(field.slot()).unwrap_or(31)).unwrap_or(0);
        self.carried & bit != 0
    }

    /// Fields whose offsets came from the built-in layout.
    pub fn carried(&self) -> Vec<Field> {
        self.fields().into_iter().map(|(f, _)| f).filter(|&f| self.is_carried(f)).collect()
    }
}

fn names(fields: &[Field]) -> String {
    if fields.is_empty() {
        return "no fields".into();
    }
    fields.iter().map(Field::to_string).collect::<Vec<_>>().join(" ")
}

/// The built-in layout of type `t`: fields packed in kind order from offset 1.
fn builtin_type(kind: &RecordKind) -> Option<TypeLayout> {
    let length = LAYOUT_LEN.get(usize::from(kind.type_byte)).copied()?;
    let mut at = 1u8;
    let mut fields = Vec::new();
    for f in kind.fields() {
        fields.push((f, at));
        at = at.checked_add(kind.width(f))?;
    }
    TypeLayout::new(kind.type_byte, length, &fields, &[]).ok()
}

/// Per record type, its length and where each field sits. Validated on construction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordLayout {
    types: [TypeLayout; TYPES],
}

impl Default for RecordLayout {
    fn default() -> Self {
        Self::builtin()
    }
}

/// The placeholder behind [`RecordLayout::builtin`]'s fallible construction (never used: a
/// unit test proves every built-in type builds).
const EMPTY: TypeLayout =
    TypeLayout { type_byte: 0, length: 1, offsets: [None; FIELD_SLOTS], carried: 0 };

/// The built-in layout, built once.
static BUILTIN: std::sync::LazyLock<RecordLayout> = std::sync::LazyLock::new(|| {
    let mut types = [EMPTY; TYPES];
    for (slot, kind) in types.iter_mut().zip(&KINDS) {
        if let Some(t) = builtin_type(kind) {
            *slot = t;
        }
    }
    RecordLayout { types }
});

impl RecordLayout {
    /// dewrip's built-in layout **[provisional]** (`docs/formats/records.md`).
    pub fn builtin() -> RecordLayout {
        *BUILTIN
    }

    /// A layout from one [`TypeLayout`] per type, in type order.
    pub fn from_types(types: [TypeLayout; TYPES]) -> Result<RecordLayout, LayoutError> {
        for (t, l) in (0u8..).zip(&types) {
            if l.type_byte != t {
                return Err(LayoutError::MissingType { type_byte: t });
            }
        }
        Ok(RecordLayout { types })
    }

    /// This layout with type `l.type_byte()` replaced by `l`.
    pub fn with(mut self, l: TypeLayout) -> RecordLayout {
        if let Some(slot) = self.types.get_mut(usize::from(l.type_byte)) {
            *slot = l;
        }
        self
    }

    /// The layout of type `t`, `None` outside 0..14.
    pub fn get(&self, t: u8) -> Option<&TypeLayout> {
        self.types.get(usize::from(t))
    }

    /// Every type's layout, in type order.
    pub fn types(&self) -> &[TypeLayout; TYPES] {
        &self.types
    }
    /// The same fields advanced by other lengths (a `--record-lengths` table over this
    /// layout's fields). Nothing is refused: a length shorter than a type's fields reads them
    /// past the record's advance, which is exactly how a wrong length shows — the walker then
    /// reports the read position (`dewrip verify`).
    pub fn with_lengths(&self, lengths: &RecordLengths) -> RecordLayout {
        let mut types = self.types;
        for (slot, &length) in types.iter_mut().zip(&lengths.len) {
            slot.length = length.max(1);
        }
        RecordLayout { types }
    }

    /// The lengths this layout spans (what a writer using it emits).
    pub fn lengths(&self) -> RecordLengths {
        let mut len = [0u8; TYPES];
        for (l, t) in len.iter_mut().zip(&self.types) {
            *l = t.length;
        }
        RecordLengths { len }
    }

    /// What a report must say about this layout beyond its source, one line per type: fields
    /// taken from the built-in layout (the derivation could not show them) and flags bytes
    /// the layout lacks (flags then read as 0). Empty for the built-in layout itself.
    pub fn warnings(&self) -> Vec<String> {
        let mut out = Vec::new();
        for t in &self.types {
            let carried = t.carried();
            if !carried.is_empty() {
                out.push(format!(
                    "type {}: {} at the built-in [provisional] offsets (not shown by the derivation)",
                    t.type_byte,
                    names(&carried)
                ));
            }
            if t.kind().flags && t.offset(Field::Flags).is_none() {
                out.push(format!(
                    "type {}: no flags byte (its built-in byte is taken): flags read as 0",
                    t.type_byte
                ));
            }
        }
        out
    }

    /// True for the built-in layout.
    pub fn is_builtin(&self) -> bool {
        *self == RecordLayout::builtin()
    }
}

/// A decimal type key 0..14.
pub(crate) fn type_key(key: &str) -> Result<u8, LayoutError> {
    key.parse::<u8>()
        .ok()
        .filter(|&t| usize::from(t) < TYPES)
        .ok_or_else(|| LayoutError::UnknownType { key: key.to_string() })
}

/// A placeholder type layout (replaced before use).
pub(crate) const EMPTY_TYPE: TypeLayout = EMPTY;

/// The built-in layout of type `t` (for the contract's carried fields).
pub(crate) fn builtin_of(t: u8) -> Option<TypeLayout> {
    builtin_type(RecordKind::of(t)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_builds_every_type_at_its_length() {
        let l = RecordLayout::builtin();
        for (t, kind) in (0u8..).zip(&KINDS) {
            let b = builtin_type(kind).unwrap();
            assert_eq!(l.get(t), Some(&b));
            let end = b.fields().iter().map(|&(f, o)| o + kind.width(f)).max().unwrap_or(1);
            // Every byte but type 2's reserved +5 is a field.
            let reserved = u8::from(t == 2);
            assert_eq!(end + reserved, LAYOUT_LEN[usize::from(t)], "type {t}");
        }
        assert_eq!(l.lengths(), RecordLengths::BUILTIN);
        assert!(l.is_builtin());
    }

    #[test]
    fn type_layout_validation() {
        use Field::*;
        assert!(matches!(
            TypeLayout::new(1, 4, &[(Index(0), 1), (Index(1), 2)], &[]),
            Err(LayoutError::MissingField { type_byte: 1, .. })
        ));
        assert!(matches!(
            TypeLayout::new(1, 4, &[(Index(0), 1), (Index(1), 2), (Index(2), 2)], &[]),
            Err(LayoutError::Overlap { type_byte: 1, offset: 2, .. })
        ));
        assert!(matches!(
            TypeLayout::new(1, 4, &[(Index(0), 1), (Index(1), 2), (Index(2), 4)], &[]),
            Err(LayoutError::Offset { type_byte: 1, offset: 4, .. })
        ));
        assert!(matches!(
            TypeLayout::new(1, 4, &[(Index(0), 0), (Index(1), 2), (Index(2), 3)], &[]),
            Err(LayoutError::Offset { offset: 0, .. })
        ));
        assert!(matches!(
            TypeLayout::new(1, 5, &[(Index(0), 1), (Index(1), 2), (Index(2), 3), (Tile, 4)], &[]),
            Err(LayoutError::UnknownField { .. })
        ));
        // A u16 index needs two bytes inside the record.
        assert!(matches!(
            TypeLayout::new(
                6,
                10,
                &[(Index(0), 1), (Index(1), 3), (Index(2), 9), (R(0), 5), (G(0), 6), (B(0), 7)],
                &[]
            ),
            Err(LayoutError::Offset { width: 2, .. })
        ));
        // Flags may be absent; every other field must be there.
        let rgb = [
            (R(0), 4),
            (G(0), 5),
            (B(0), 6),
            (R(1), 7),
            (G(1), 8),
            (B(1), 9),
            (R(2), 10),
            (G(2), 11),
        ];
        let mut f: Vec<(Field, u8)> = vec![(Index(0), 3), (Index(1), 2), (Index(2), 1)];
        f.extend(rgb);
        assert!(matches!(
            TypeLayout::new(8, 13, &f, &[]),
            Err(LayoutError::MissingField { type_byte: 8, .. })
        ));
        f.push((B(2), 12));
        let t = TypeLayout::new(8, 13, &f, &[]).unwrap();
        assert_eq!(t.offset(Flags), None);
        assert_eq!(t.offset(Index(0)), Some(3));
    }
}
