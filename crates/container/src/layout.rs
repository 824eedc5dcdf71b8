//! The layout model: items (structures, arrays, record streams, blobs) with their fields, each
//! remembering the line of the layout file it came from.

use crate::expr::{Expr, Width};

/// What an item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// One structure: fields at fixed offsets from its start.
    Struct,
    /// `count` structures of `stride` bytes each.
    Array,
    /// A stream of face records: `count` records, each advanced by its type's length.
    Records,
    /// A Square-LZ blob (its end from `size`, or from the blob's own tokens).
    Lz,
    /// Opaque bytes (`size` of them): filler, a section as a whole.
    Bytes,
    /// Animation tokens: `size` bytes, or (without `size`) up to and including the stream's end
    /// token in the format's token encoding.
    Tokens,
    /// Elements of varying size back to back (tagged chunks): each element's size is `step`,
    /// an expression that may read the element's own fields; `count` elements, or as many as
    /// fit before `size` bytes (or the file's end). Or, with `next` instead of `step`, a
    /// linked list: each element's successor starts at `next` (a file offset read with the
    /// element in scope), 0 ending the list.
    Seq,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 7] =
        [Kind::Struct, Kind::Array, Kind::Records, Kind::Lz, Kind::Bytes, Kind::Tokens, Kind::Seq];

    /// The name used in layout files.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Struct => "struct",
            Kind::Array => "array",
            Kind::Records => "records",
            Kind::Lz => "lz",
            Kind::Bytes => "bytes",
            Kind::Tokens => "tokens",
            Kind::Seq => "seq",
        }
    }

    /// From a layout file's name.
    pub fn from_name(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// One field of a structure or of an array's element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// Its name (a role the format's decoder reads, or any other name).
    pub name: String,
    /// Offset from the structure's (element's) start.
    pub at: u32,
    /// Integer type.
    pub width: Width,
    /// Values in the field (1, or N for `u16[16]`).
    pub len: u32,
    /// A value the field must hold (a magic, a constant).
    pub expect: Option<i64>,
    /// Smallest value allowed.
    pub min: Option<i64>,
    /// Largest value allowed.
    pub max: Option<i64>,
    /// The stored value meaning "none" (a root's parent, an absent face texture).
    pub none: Option<i64>,
    /// "None" is the element's own index (`none = "index"`: a root that is its own parent).
    pub none_index: bool,
    /// The value read is `stored · scale + bias` (a width stored in 16-bit VRAM units: scale
    /// 4; a parent stored plus one: bias −1). `expect`, `min`, `max` and `none` are on the
    /// stored value.
    pub scale: i64,
    /// See `scale`.
    pub bias: i64,
    /// The stored value counts units of `div` (a parent stored as a byte offset into its
    /// table: `div` = the entry size): the value is `stored / div · scale + bias`, and a
    /// stored value `div` does not divide has none. `none` is on the stored value.
    pub div: i64,
    /// The stored value is an end, counted from another field of the same element: the value
    /// is `stored − from + bias` (a rectangle stored by its corners: `w` from `x`, bias 1).
    pub from: Option<String>,
    /// Only some bits of each stored word are the field: (lowest bit, bit count). The
    /// stored value is `(word >> lowest) & (2^count − 1)`, so two fields may share a word
    /// (a channel stored as `node << 3 | component`, a tile's `texture << 4 | clut`). Every
    /// other key applies to those bits.
    pub bits: Option<(u32, u32)>,
    /// The field is a column of its array, stored apart (parallel arrays: every node's parent,
    /// then every node's x …): its values one after another from this many bytes past the
    /// array's start, evaluated once per array with the array in scope (`nodes.count`);
    /// `at` is then 0.
    pub column: Option<Expr>,
    /// What the field is, for people.
    pub doc: Option<String>,
    /// Why an inferred layout put it there, and in how many files it held.
    pub evidence: Option<String>,
    /// Line in the layout file.
    pub line: usize,
}

impl Field {
    /// A plain field.
    pub fn new(name: &str, at: u32, width: Width) -> Field {
        Field {
            name: name.to_string(),
            at,
            width,
            len: 1,
            expect: None,
            min: None,
            max: None,
            none: None,
            none_index: false,
            scale: 1,
            div: 1,
            from: None,
            bits: None,
            bias: 0,
            column: None,
            doc: None,
            evidence: None,
            line: 0,
        }
    }

    /// The stored value of a word read at the field: the word, or its `bits`.
    pub fn stored(&self, word: i64) -> i64 {
        match self.bits {
            Some((lo, n)) => {
                let mask = 1i64.checked_shl(n).map_or(-1, |m| m.wrapping_sub(1));
                word.checked_shr(lo).unwrap_or(0) & mask
            }
            None => word,
        }
    }

    /// Bytes the field spans.
    pub fn bytes(&self) -> u64 {
        u64::from(self.len).saturating_mul(self.width.bytes() as u64)
    }

    /// Offset just past the field in its element (0 for a column: it lies outside).
    pub fn end(&self) -> u64 {
        if self.column.is_some() {
            return 0;
        }
        u64::from(self.at).saturating_add(self.bytes())
    }
}

/// One item of a layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Its name: a role the format's decoder reads (`nodes`, `parts` …), or a helper
    /// structure other items refer to (`header`).
    pub name: String,
    /// What it is.
    pub kind: Kind,
    /// Where it starts (file offset).
    pub at: Expr,
    /// Elements (arrays) or records (record streams).
    pub count: Option<Expr>,
    /// Bytes it spans (structs: else the end of its last field; lz: else the blob's tokens).
    pub size: Option<Expr>,
    /// Bytes per element (arrays).
    pub stride: Option<u32>,
    /// Bytes per element of a sequence, per element (may read the element's own fields).
    pub step: Option<Expr>,
    /// A linked list (a `seq` without `step`): the file offset of each element's successor,
    /// read with the element in scope; 0 ends the list.
    pub next: Option<Expr>,
    /// Arrays: only the elements where this holds (it reads the element's own fields) are
    /// the array's; the others are stored but skipped (a node table whose entries without
    /// geometry are no part). `count` and `ITEM[i]` then count the kept elements.
    pub keep: Option<Expr>,
    /// One instance of this item per element of that array item.
    pub per: Option<String>,
    /// With `per`: each instance after the first of a parent array starts where the previous
    /// one ended (rounded up to `align`), not at `at`.
    pub packed: bool,
    /// Alignment of packed instances.
    pub align: u32,
    /// Present only where this holds.
    pub cond: Option<Expr>,
    /// Must hold wherever the item is present (else the layout does not fit the file).
    pub check: Option<Expr>,
    /// Fields.
    pub fields: Vec<Field>,
    /// What the item is, for people.
    pub doc: Option<String>,
    /// Why an inferred layout put it there.
    pub evidence: Option<String>,
    /// Line of the item in the layout file.
    pub line: usize,
}

impl Item {
    /// An item with no fields.
    pub fn new(name: &str, kind: Kind, at: Expr) -> Item {
        Item {
            name: name.to_string(),
            kind,
            at,
            count: None,
            size: None,
            stride: None,
            step: None,
            next: None,
            keep: None,
            per: None,
            packed: false,
            align: 1,
            cond: None,
            check: None,
            fields: Vec::new(),
            doc: None,
            evidence: None,
            line: 0,
        }
    }

    /// The field named `name`.
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// Bytes up to the end of the last field.
    pub fn fields_end(&self) -> u64 {
        self.fields.iter().map(Field::end).max().unwrap_or(0)
    }

    /// Every expression of the item, with the key it sits under.
    pub fn exprs(&self) -> Vec<(&'static str, &Expr)> {
        let mut v = vec![("at", &self.at)];
        if let Some(e) = &self.count {
            v.push(("count", e));
        }
        if let Some(e) = &self.size {
            v.push(("size", e));
        }
        if let Some(e) = &self.cond {
            v.push(("if", e));
        }
        if let Some(e) = &self.check {
            v.push(("check", e));
        }
        if let Some(e) = &self.step {
            v.push(("step", e));
        }
        if let Some(e) = &self.next {
            v.push(("next", e));
        }
        if let Some(e) = &self.keep {
            v.push(("keep", e));
        }
        v.extend(self.fields.iter().filter_map(|f| f.column.as_ref()).map(|e| ("column", e)));
        v
    }
}

/// A named value the format's decoder reads (`pool_size`, the content's end …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    /// Name.
    pub name: String,
    /// Expression.
    pub expr: Expr,
    /// Line in the layout file.
    pub line: usize,
}

/// A named bit pattern (the animation token encoding): `0vvvvvvv`, `10hhhhhh llllllll` …
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    /// Name (`vel7`, `vel14`, `wait`, `end`).
    pub name: String,
    /// The pattern text: one group of 8 characters per byte, most significant bit first; `0`
    /// and `1` are fixed bits, a letter is a bit of the value named by that letter.
    pub text: String,
    /// Line in the layout file.
    pub line: usize,
}

/// A container layout: one file format described as data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The format it describes (`chr`, `mmd`, `mtd` …).
    pub format: String,
    /// A name for people (`builtin`, `inferred from 18 files` …).
    pub name: String,
    /// What it is.
    pub doc: Option<String>,
    /// Where it was read from (a path, or `built-in chr`), for messages.
    pub origin: String,
    /// The RAM address the file was linked to load at, when its pointers are RAM addresses
    /// (evaluated on the raw file, e.g. `u32(0x4)`); see [`crate::eval::rebase`].
    pub ram_base: Option<Value>,
    /// Named values.
    pub values: Vec<Value>,
    /// Named bit patterns.
    pub patterns: Vec<Pattern>,
    /// Items, in file order.
    pub items: Vec<Item>,
    /// Evaluation order (indices into `items`), dependencies first.
    pub(crate) order: Vec<usize>,
}

impl Layout {
    /// The item named `name`.
    pub fn item(&self, name: &str) -> Option<&Item> {
        self.items.iter().find(|i| i.name == name)
    }

    /// The index of the item named `name`.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.items.iter().position(|i| i.name == name)
    }

    /// The value named `name`.
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|v| v.name == name)
    }

    /// The pattern named `name`.
    pub fn pattern(&self, name: &str) -> Option<&Pattern> {
        self.patterns.iter().find(|p| p.name == name)
    }

    /// Items in evaluation order (every item after the items it refers to).
    pub fn order(&self) -> &[usize] {
        &self.order
    }
}
