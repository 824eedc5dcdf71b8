//! The container layouts of Dewprism's formats: which items a `.chr`, `.mmd` or `.mtd` layout
//! must name (the *schema* the decoders read by name), the built-in layouts (shipped as files,
//! `crates/dewprism/layouts/*.toml`, compiled in), and the evaluation the decoders share.
//!
//! No offset of a container lives in the decoders: they read items and fields by name from
//! whatever layout they are given (the built-in one, a user's, or an inferred one).

use std::sync::{Arc, LazyLock};

use container::{Item, Kind, Layout, LayoutError, Options, Parsed, View};

use crate::records::RecordLengths;

/// Dewprism's container formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Characters.
    Chr,
    /// Map geometry.
    Mmd,
    /// Map textures.
    Mtd,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 3] = [Format::Chr, Format::Mmd, Format::Mtd];

    /// `chr`, `mmd`, `mtd` (a layout file's `format`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Chr => "chr",
            Format::Mmd => "mmd",
            Format::Mtd => "mtd",
        }
    }

    /// From a layout's `format`.
    pub fn from_name(s: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == s)
    }

    /// The built-in layout's text.
    pub fn builtin_text(self) -> &'static str {
        match self {
            Format::Chr => include_str!("../layouts/chr.toml"),
            Format::Mmd => include_str!("../layouts/mmd.toml"),
            Format::Mtd => include_str!("../layouts/mtd.toml"),
        }
    }

    /// What a layout of this format must give: (item, kinds it may have, fields it must have,
    /// required). Optional items may be left out (a `.chr` without animation).
    pub fn schema(self) -> &'static [Role] {
        match self {
            Format::Chr => CHR,
            Format::Mmd => MMD,
            Format::Mtd => MTD,
        }
    }
}

/// One item a format's decoder reads.
#[derive(Debug, Clone, Copy)]
pub struct Role {
    /// The item's name.
    pub name: &'static str,
    /// Kinds it may be.
    pub kinds: &'static [Kind],
    /// Fields it must have.
    pub fields: &'static [&'static str],
    /// Fields it may have.
    pub optional: &'static [&'static str],
    /// Must the layout name it?
    pub required: bool,
    /// What it is, for messages and docs.
    pub doc: &'static str,
}

const A: &[Kind] = &[Kind::Array, Kind::Seq];
const S: &[Kind] = &[Kind::Struct];
const SA: &[Kind] = &[Kind::Struct, Kind::Array];

/// Texture headers: `.chr` and `.mtd` hold them alike.
const TEXTURES: Role = Role {
    name: "textures",
    kinds: A,
    fields: &["width", "height"],
    optional: &[],
    required: true,
    doc: "texture headers",
};

/// A texture's LZ blob: `.chr` and `.mtd` hold them alike.
const TEXELS: Role = Role {
    name: "texels",
    kinds: &[Kind::Lz],
    fields: &[],
    optional: &[],
    required: true,
    doc: "a texture's LZ blob (per textures)",
};

const CHR: &[Role] = &[
    Role {
        name: "nodes",
        kinds: A,
        fields: &["x", "y", "z"],
        optional: &["parent", "first_child", "next_sibling"],
        required: false,
        doc: "skeleton nodes (absent: one implicit root): each a parent, or a first child and a next sibling",
    },
    Role {
        name: "rotations",
        kinds: A,
        fields: &["node", "x", "y", "z"],
        optional: &[],
        required: false,
        doc: "rest rotations",
    },
    Role {
        name: "parts",
        kinds: A,
        fields: &["vertex_count"],
        optional: &["node", "pool_base"],
        required: true,
        doc: "rigid parts (without pool_base: each part's slots follow the previous part's; node here, in part_nodes, or — a table that keeps only some entries, the node table's — the entry's position)",
    },
    Role {
        name: "part_nodes",
        kinds: A,
        fields: &["node"],
        optional: &["pool_base"],
        required: false,
        doc: "a table beside the parts, entry for entry: each part's node (and pool base), as a TMD's objects leave them to a separate link table",
    },
    Role {
        name: "vertices",
        kinds: A,
        fields: &["x", "y", "z"],
        optional: &[],
        required: true,
        doc: "a part's vertex array (per parts)",
    },
    Role {
        name: "streams",
        kinds: &[Kind::Records],
        fields: &[],
        optional: &[],
        required: true,
        doc: "face-record streams, in block order",
    },
    Role {
        name: "tiles",
        kinds: A,
        fields: &["texture", "clut", "x", "y", "w", "h"],
        optional: &[],
        required: true,
        doc: "the tile table",
    },
    Role {
        name: "cluts",
        kinds: A,
        fields: &["colours"],
        optional: &[],
        required: true,
        doc: "raw 16-colour CLUTs",
    },
    TEXTURES,
    TEXELS,
    Role {
        name: "face",
        kinds: S,
        fields: &[
            "texture",
            "blink_frames",
            "blink_texture",
            "mouth_frames",
            "mouth_texture",
            "eye_x",
            "eye_y",
            "eye_w",
            "eye_h",
            "mouth_x",
            "mouth_y",
            "mouth_w",
            "mouth_h",
        ],
        optional: &[],
        required: false,
        doc: "the face descriptor",
    },
    Role {
        name: "channels",
        kinds: A,
        fields: &["node", "component"],
        optional: &[],
        required: false,
        doc: "the animation channel map",
    },
    Role {
        name: "channel_masks",
        kinds: A,
        fields: &["mask"],
        optional: &[],
        required: false,
        doc: "instead of a channel map: one component mask per node, entry for entry with the nodes (bit c: the node's component c is a channel); the channels are the set bits in node order, components ascending",
    },
    Role {
        name: "clips",
        kinds: SA,
        fields: &["ticks"],
        optional: &["flags"],
        required: false,
        doc: "clip headers (a struct per a clip table, or an array)",
    },
    Role {
        name: "curves",
        kinds: A,
        fields: &["initial"],
        optional: &["length"],
        required: false,
        doc: "one curve head per channel (per clip)",
    },
    Role {
        name: "tokens",
        kinds: &[Kind::Bytes],
        fields: &[],
        optional: &[],
        required: false,
        doc: "a curve's token stream (per curves)",
    },
];

const MMD: &[Role] = &[
    Role {
        name: "header",
        kinds: S,
        fields: &["attributes"],
        optional: &[],
        required: true,
        doc: "the walk attribute count lives here",
    },
    Role { name: "pieces", kinds: A, fields: &[], optional: &[], required: true, doc: "pieces" },
    Role {
        name: "piece_vertices",
        kinds: A,
        fields: &["x", "y", "z"],
        optional: &[],
        required: true,
        doc: "a piece's vertex array (per pieces)",
    },
    Role {
        name: "piece_streams",
        kinds: &[Kind::Records],
        fields: &[],
        optional: &[],
        required: true,
        doc: "a piece's face records (per pieces)",
    },
    Role {
        name: "placements",
        kinds: A,
        fields: &["piece", "rotation", "x", "y", "z"],
        optional: &[],
        required: true,
        doc: "placements",
    },
    Role {
        name: "walk_vertices",
        kinds: A,
        fields: &["x", "y", "z"],
        optional: &[],
        required: true,
        doc: "walk-mesh vertices",
    },
    Role {
        name: "walk_faces",
        kinds: A,
        fields: &["i0", "i1", "i2", "attribute"],
        optional: &[],
        required: true,
        doc: "walk-mesh faces",
    },
];

const MTD: &[Role] = &[
    Role {
        name: "cluts",
        kinds: A,
        fields: &["colours"],
        optional: &["vram_x", "vram_y"],
        required: true,
        doc: "CLUT entries",
    },
    Role {
        name: "tiles",
        kinds: A,
        fields: &["id", "texture", "clut", "x", "y", "w", "h"],
        optional: &[],
        required: true,
        doc: "the tile table, by ID",
    },
    TEXTURES,
    TEXELS,
];

/// Checks that `layout` gives what `format`'s decoder reads (the items by name, their kinds
/// and fields). Errors name the layout file and the item's line.
pub fn conforms(layout: &Layout, format: Format) -> Result<(), LayoutError> {
    let err = |line: usize, why: String| LayoutError { origin: layout.origin.clone(), line, why };
    if layout.format != format.name() {
        return Err(err(
            0,
            format!("format {:?} where a {} layout was expected", layout.format, format.name()),
        ));
    }
    for role in format.schema() {
        let Some(item) = layout.item(role.name) else {
            if role.required {
                return Err(err(0, format!("no item {} ({})", role.name, role.doc)));
            }
            continue;
        };
        if !role.kinds.contains(&item.kind) {
            let kinds: Vec<_> = role.kinds.iter().map(|k| k.name()).collect();
            return Err(err(
                item.line,
                format!(
                    "item {} is a {}; the decoder reads it as {}",
                    role.name,
                    item.kind.name(),
                    kinds.join(" or ")
                ),
            ));
        }
        for f in role.fields {
            if item.field(f).is_none() {
                return Err(err(
                    item.line,
                    format!("item {} has no field {f} ({})", role.name, role.doc),
                ));
            }
        }
    }
    if format == Format::Chr {
        let parts = layout.item("parts");
        let beside = layout.item("part_nodes");
        if beside.is_none() && parts.is_some_and(|i| i.field("node").is_none() && i.keep.is_none())
        {
            return Err(err(
                parts.map_or(0, |i| i.line),
                "item parts has no field node, no part_nodes item gives it, and it keeps every entry (with keep, a part's node is its entry's position)".into(),
            ));
        }
        if let Some(nodes) = layout.item("nodes") {
            let has = |f: &str| nodes.field(f).is_some();
            let tree = has("first_child") && has("next_sibling");
            if !(has("parent") || tree) {
                return Err(err(
                    nodes.line,
                    "item nodes has no field parent, nor first_child and next_sibling (a tree stored as each node's first child and next sibling)".into(),
                ));
            }
        }
        codec(layout)?;
    }
    Ok(())
}

fn parse_builtin(f: Format) -> Arc<Layout> {
    let origin = format!("built-in {}", f.name());
    let parsed =
        container::parse(f.builtin_text(), &origin).and_then(|l| conforms(&l, f).map(|()| l));
    // A test parses every built-in layout; a broken one would fail it before any release.
    Arc::new(parsed.unwrap_or_else(|e| {
        let item = Item::new("broken", Kind::Bytes, container::Expr::Int(0));
        let mut l =
            Layout::build(f.name(), &format!("broken: {e}"), &origin, vec![item], vec![], vec![])
                .unwrap_or_else(|_| unreachable_layout());
        l.doc = Some(e.to_string());
        l
    }))
}

#[allow(clippy::panic)]
fn unreachable_layout() -> Layout {
    panic!("a one-item layout always checks")
}

static BUILTIN: LazyLock<[Arc<Layout>; 3]> = LazyLock::new(|| {
    [parse_builtin(Format::Chr), parse_builtin(Format::Mmd), parse_builtin(Format::Mtd)]
});

/// The built-in layout of `format` (parsed once).
pub fn builtin(format: Format) -> Arc<Layout> {
    let [c, m, t] = &*BUILTIN;
    Arc::clone(match format {
        Format::Chr => c,
        Format::Mmd => m,
        Format::Mtd => t,
    })
}

/// The token encoding a layout names (`[tokens]`), else the built-in one.
pub fn codec(layout: &Layout) -> Result<crate::anim::TokenCodec, LayoutError> {
    if layout.patterns.is_empty() {
        return Ok(crate::anim::TokenCodec::builtin());
    }
    crate::anim::TokenCodec::from_patterns(&|n| layout.pattern(n).map(|p| p.text.clone())).map_err(
        |why| LayoutError {
            origin: layout.origin.clone(),
            line: layout.patterns.first().map_or(0, |p| p.line),
            why: format!("[tokens]: {why}"),
        },
    )
}

/// Evaluates `layout` over a file with the record lengths in use (Square's LZ scanner for blobs
/// without a declared size, the layout's token encoding for streams without one).
pub fn evaluate<'a>(
    layout: &'a Layout,
    data: &'a [u8],
    lengths: &RecordLengths,
) -> Result<Parsed<'a>, ParseError> {
    Ok(with_options(layout, lengths, |o| container::evaluate(layout, data, o))??)
}

/// [`evaluate`] as far as the layout fits: what was read, and where it stopped fitting.
pub fn evaluate_partly<'a>(
    layout: &'a Layout,
    data: &'a [u8],
    lengths: &RecordLengths,
) -> Result<(Parsed<'a>, Option<container::FitError>), LayoutError> {
    with_options(layout, lengths, |o| container::evaluate_partly(layout, data, o))
}

/// Runs `f` with the evaluator's options for `layout` and `lengths`.
fn with_options<R>(
    layout: &Layout,
    lengths: &RecordLengths,
    f: impl FnOnce(&Options<'_>) -> R,
) -> Result<R, LayoutError> {
    let codec = codec(layout)?;
    let rl = |t: u8| lengths.get(t);
    let lz = |b: &[u8]| sqfs::lz::decompress_prefix(b).ok().map(|d| d.consumed);
    let tokens = |b: &[u8]| {
        let mut pos = 0usize;
        // Each token is at least one byte: the walk is bounded by the slice.
        while let Some((t, n)) = codec.decode(b, pos) {
            pos = pos.saturating_add(n);
            if t == crate::anim::Token::End {
                return Some(pos);
            }
        }
        None
    };
    let opts = Options {
        record_length: &rl,
        lz_end: &lz,
        token_end: &tokens,
        limits: container::Limits::default(),
    };
    Ok(f(&opts))
}

/// Where the structure after the instance `v` begins: the nearest start of any other item's
/// instance past it, or the content's end (the layout's value `end`, else the file's length).
/// A record stream must land 0–3 bytes before it **[published]**.
pub fn next_structure(parsed: &Parsed<'_>, v: &View<'_, '_>) -> usize {
    let end = parsed
        .value("end")
        .ok()
        .flatten()
        .and_then(|x| usize::try_from(x).ok())
        .unwrap_or(parsed.data().len())
        .max(v.start());
    parsed.next_start(v).map_or(end, |s| s.min(end))
}

/// A field a decoder needs is missing or does not fit the type it is stored in.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{item}, element {element}: field {field}: {why}")]
pub struct FieldError {
    /// The item and its layout line.
    pub item: String,
    /// The element.
    pub element: usize,
    /// The field.
    pub field: String,
    /// What is wrong.
    pub why: String,
}

/// Field `name` of element `e`, converted to the decoder's type.
pub fn field<T: TryFrom<i64>>(v: &View<'_, '_>, e: usize, name: &str) -> Result<T, FieldError> {
    let fail =
        |why: String| FieldError { item: v.describe(), element: e, field: name.to_string(), why };
    let raw = v
        .value(e, name)
        .ok_or_else(|| fail("missing (not in the layout, or past the end of the file)".into()))?;
    T::try_from(raw).map_err(|_| fail(format!("{raw} does not fit {}", std::any::type_name::<T>())))
}

/// Checks `layout` against `format`'s schema and evaluates it over `data`.
pub fn parse<'a>(
    data: &'a [u8],
    layout: &'a Layout,
    format: Format,
    lengths: &RecordLengths,
) -> Result<Parsed<'a>, ParseError> {
    conforms(layout, format)?;
    evaluate(layout, data, lengths)
}

/// Why a file could not be parsed through a layout.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The layout does not give what the decoder reads.
    #[error(transparent)]
    Schema(#[from] LayoutError),
    /// The layout does not fit the file.
    #[error(transparent)]
    Fit(#[from] container::FitError),
}
