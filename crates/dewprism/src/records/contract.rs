//! The `dewrip exe record-layouts` contract, and the [`RecordLayout`] it implies.
//!
//! The EXE's draw dispatch is run with byte provenance; per record type it prints the record
//! length, the GP0 command (`& 0xFC`, `null` when the type draws nothing) and, for every field
//! of the PsyQ libgpu primitive the type builds, the record bytes that feed it (offsets count
//! the type byte as 0; `[]` for a field fed by nothing in the record):
//!
//! ```json
//! {"draw_dispatch":"0x80012345","dispatches":[{"function":"0x80012345","table":"0x80010000",
//!   "types":{"9":{"length":12,"command":"0x24","fields":{"x0":[3],"y0":[3],"u0":[1,6],…}}}}]}
//! ```
//!
//! How the semantic fields are read off it ([`RecordLayout::from_contract`]):
//! * vertex k's index byte(s) = the offsets listed by both `xk` and `yk` (they must agree);
//! * the tile byte(s) = the offsets `clut` and `tpage` share (`clut` must list only those);
//!   a further `tpage` byte is the flags byte (blend mode lives in the texpage);
//! * uv k: fine types — the one offset of `uk` besides the tile byte, and likewise `vk`
//!   (different bytes); coarse types — one byte shared by `uk` and `vk`;
//! * colour k = the one offset of each of `rk`, `gk`, `bk`, where the type's kind holds a
//!   colour; elsewhere (the current colour, a textured type's neutral colour) they must be `[]`.
//!
//! Offset 0 (the type byte) in a list is dropped: the dispatch reads it to choose the case, it
//! is no field of the record.
//!
//! What the primitive cannot show is taken from the built-in layout and marked as such
//! ([`TypeLayout::carried`]): every field of the types that draw nothing (0 and 2: state),
//! and the flags byte when no `tpage` byte shows it (it only steers culling and
//! semi-transparency, which the command's low bits — masked off — carry). If that built-in
//! byte is taken by a derived field, the type has no flags byte (reads as 0).

use std::collections::{BTreeMap, BTreeSet};

use super::field::{Field, RecordKind, Uvs};
use super::layout::{builtin_of, type_key, LayoutError, RecordLayout, TypeLayout};
use super::lengths::TYPES;

/// The whole contract document.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Contract {
    /// The chosen draw dispatch (`0x…`); may be omitted when one dispatch is listed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_dispatch: Option<String>,
    /// The dispatches found.
    pub dispatches: Vec<Dispatch>,
}

/// One dispatch: a function, its jump table, and the record types it handles.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Dispatch {
    /// The function's address (`0x…`).
    pub function: String,
    /// The jump table's address (`0x…`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// Per type (decimal key): length, command, fields.
    pub types: BTreeMap<String, TypeFields>,
}

/// One record type as the dispatch handles it.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct TypeFields {
    /// Record length, type byte included.
    pub length: u64,
    /// GP0 command `& 0xFC` (`"0x24"` or a number), `None`/`null` when nothing is drawn.
    #[serde(default)]
    pub command: Option<Command>,
    /// Primitive field (libgpu name) → the record offsets that feed it.
    #[serde(default)]
    pub fields: BTreeMap<String, Vec<u64>>,
    /// Fields fed by state an earlier record set: field (or `semi_transparent`) → state type
    /// (decimal) → that record's offsets.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub state: BTreeMap<String, BTreeMap<String, Vec<u64>>>,
    /// The record bytes that set the command's low bits (`semi_transparent`, `raw_texture`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub command_bits: BTreeMap<String, Vec<u64>>,
    /// Why the type draws nothing (the analysis' words), when it does not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// Why the type could not be measured at all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_measured: Option<String>,
}

/// A GP0 command as the contract writes it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
pub enum Command {
    /// `"0x24"`.
    Text(String),
    /// `36`.
    Number(u64),
}

impl Command {
    fn value(&self) -> Option<u8> {
        match self {
            Command::Number(n) => u8::try_from(*n).ok(),
            Command::Text(s) => hex(s).and_then(|n| u8::try_from(n).ok()),
        }
    }

    fn text(&self) -> String {
        match self {
            Command::Number(n) => format!("{n:#04x}"),
            Command::Text(s) => s.clone(),
        }
    }
}

fn hex(s: &str) -> Option<u64> {
    let t = s.trim();
    match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => t.parse().ok(),
    }
}

impl Contract {
    /// The dispatch to use: the one `draw_dispatch` names, or the only one listed.
    pub fn chosen(&self) -> Result<&Dispatch, LayoutError> {
        match &self.draw_dispatch {
            Some(a) => {
                let want = hex(a);
                self.dispatches
                    .iter()
                    .find(|d| want.is_some() && hex(&d.function) == want)
                    .ok_or_else(|| LayoutError::DispatchNotFound { address: a.clone() })
            }
            None => match self.dispatches.as_slice() {
                [] => Err(LayoutError::NoDispatch),
                [d] => Ok(d),
                more => Err(LayoutError::AmbiguousDispatch { count: more.len() }),
            },
        }
    }
}

impl RecordLayout {
    /// The layout the contract's chosen dispatch implies (module docs for the rules).
    pub fn from_contract(c: &Contract) -> Result<RecordLayout, LayoutError> {
        RecordLayout::from_dispatch(c.chosen()?)
    }

    /// The layout one dispatch implies: every type 0..14 must be listed.
    pub fn from_dispatch(d: &Dispatch) -> Result<RecordLayout, LayoutError> {
        let mut by_type: BTreeMap<u8, &TypeFields> = BTreeMap::new();
        for (k, v) in &d.types {
            by_type.insert(type_key(k)?, v);
        }
        let mut out = RecordLayout::builtin();
        for t in (0u8..).take(TYPES) {
            let tf = by_type.get(&t).ok_or(LayoutError::MissingType { type_byte: t })?;
            out = out.with(TypeLayout::from_fields(t, tf)?.with_state(t, d));
        }
        Ok(out)
    }

    /// The layout the contract's chosen dispatch implies, **per type**: every type whose entry
    /// can be read is taken from it; each other type keeps the built-in layout (at the
    /// dispatch's length when its fields fit there), and says why. Never all or nothing.
    pub fn per_type(c: &Contract) -> Result<PerType, LayoutError> {
        Ok(RecordLayout::per_type_of(c.chosen()?))
    }

    /// As [`RecordLayout::per_type`], for one dispatch.
    pub fn per_type_of(d: &Dispatch) -> PerType {
        let by_type: BTreeMap<u8, &TypeFields> =
            d.types.iter().filter_map(|(k, v)| Some((type_key(k).ok()?, v))).collect();
        let mut layout = RecordLayout::builtin();
        let mut origins = Vec::with_capacity(TYPES);
        for t in (0u8..).take(TYPES) {
            let name = RecordKind::of(t).map_or("?", |k| k.name);
            let derived = match by_type.get(&t) {
                None => Err("the dispatch does not list it".to_string()),
                Some(tf) => match (&tf.not_measured, TypeLayout::from_fields(t, tf)) {
                    (Some(why), _) => Err(format!("not measured: {why}")),
                    (None, Ok(l)) => Ok(l.with_state(t, d)),
                    (None, Err(e)) => Err(match (&tf.command, &tf.why) {
                        (None, Some(why)) => format!("{e}; the EXE's type draws nothing: {why}"),
                        _ => e.to_string(),
                    }),
                },
            };
            match derived {
                Ok(l) => {
                    layout = layout.with(l);
                    origins.push(TypeOrigin { type_byte: t, name, source: "exe", why: None });
                }
                Err(why) => {
                    let length = by_type.get(&t).and_then(|tf| u8::try_from(tf.length).ok());
                    let (l, why) = builtin_fallback(t, length, why);
                    if let Some(l) = l {
                        layout = layout.with(l);
                    }
                    origins.push(TypeOrigin {
                        type_byte: t,
                        name,
                        source: "builtin",
                        why: Some(why),
                    });
                }
            }
        }
        PerType { layout, origins }
    }
}

/// Where one record type's layout came from.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TypeOrigin {
    /// The type byte.
    pub type_byte: u8,
    /// dewrip's name for it.
    pub name: &'static str,
    /// `"exe"` (read off the dispatch) or `"builtin"` (dewrip's [provisional] layout).
    pub source: &'static str,
    /// Why the built-in layout is used (fallbacks only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// A layout assembled per type ([`RecordLayout::per_type`]) and where each type came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerType {
    /// The layout.
    pub layout: RecordLayout,
    /// One per type 0..14, in order.
    pub origins: Vec<TypeOrigin>,
}

impl PerType {
    /// Types read off the EXE.
    pub fn derived(&self) -> usize {
        self.origins.iter().filter(|o| o.source == "exe").count()
    }

    /// One loud line per type on the built-in layout: which, and why.
    pub fn warnings(&self) -> Vec<String> {
        self.origins
            .iter()
            .filter_map(|o| {
                o.why.as_ref().map(|why| {
                    format!(
                        "type {} ({}): the built-in [provisional] layout; the EXE's was refused: {why}",
                        o.type_byte, o.name
                    )
                })
            })
            .collect()
    }

    /// `types 0–13 from the EXE`, or `types 0, 2–13 from the EXE; 1 built-in`.
    pub fn summary(&self) -> String {
        let of = |src: &str| -> Vec<u8> {
            self.origins.iter().filter(|o| o.source == src).map(|o| o.type_byte).collect()
        };
        let (exe, builtin) = (of("exe"), of("builtin"));
        match (exe.is_empty(), builtin.is_empty()) {
            (_, true) => format!("types {} from the EXE", ranges(&exe)),
            (true, false) => format!("types {} built-in", ranges(&builtin)),
            (false, false) => {
                format!("types {} from the EXE; {} built-in", ranges(&exe), ranges(&builtin))
            }
        }
    }
}

/// `0, 2–5, 9`.
fn ranges(v: &[u8]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0usize;
    while let Some(&a) = v.get(i) {
        let mut j = i;
        while v
            .get(j.saturating_add(1))
            .is_some_and(|&b| Some(b) == v.get(j).map(|x| x.saturating_add(1)))
        {
            j = j.saturating_add(1);
        }
        let b = v.get(j).copied().unwrap_or(a);
        out.push(if a == b { a.to_string() } else { format!("{a}–{b}") });
        i = j.saturating_add(1);
    }
    out.join(", ")
}

/// The built-in layout of type `t`, at the dispatch's `length` when its fields fit there (every
/// field marked carried), and the reason with what was done about the length.
fn builtin_fallback(t: u8, length: Option<u8>, why: String) -> (Option<TypeLayout>, String) {
    let Some(b) = builtin_of(t) else { return (None, why) };
    let fields = b.fields();
    let carried: Vec<Field> = fields.iter().map(|&(f, _)| f).collect();
    match length.filter(|&l| l != b.length()) {
        Some(l) => match TypeLayout::new(t, l, &fields, &carried) {
            Ok(x) => (Some(x), format!("{why} (built-in fields at the EXE's length {l})")),
            Err(_) => (
                TypeLayout::new(t, b.length(), &fields, &carried).ok(),
                format!(
                    "{why} (the built-in fields do not fit the EXE's length {l}: built-in length {})",
                    b.length()
                ),
            ),
        },
        None => (TypeLayout::new(t, b.length(), &fields, &carried).ok(), why),
    }
}

/// Offsets as a set, each checked to be inside the record. Offset 0, the type byte, is not a
/// field: the dispatch reads it to pick the case, so provenance through it is dropped.
fn offsets(t: u8, length: u8, field: &str, list: &[u64]) -> Result<BTreeSet<u8>, LayoutError> {
    list.iter()
        .filter(|&&o| o != 0)
        .map(|&o| {
            u8::try_from(o).ok().filter(|&b| b < length).ok_or_else(|| LayoutError::Offset {
                type_byte: t,
                field: field.to_string(),
                offset: o,
                width: 1,
                length,
            })
        })
        .collect()
}

fn list(s: &BTreeSet<u8>) -> Vec<u64> {
    s.iter().map(|&b| u64::from(b)).collect()
}

/// The low byte of `width` consecutive offsets.
fn run(t: u8, field: &str, s: &BTreeSet<u8>, width: u8) -> Result<u8, LayoutError> {
    let lo = s.first().copied();
    let ok = lo.is_some_and(|lo| {
        s.len() == usize::from(width) && s.iter().zip(lo..).all(|(&a, b)| a == b)
    });
    match (ok, lo) {
        (true, Some(lo)) => Ok(lo),
        _ => Err(LayoutError::Bytes {
            type_byte: t,
            field: field.to_string(),
            found: list(s),
            expected: if width == 1 {
                "one byte".into()
            } else {
                format!("{width} consecutive bytes (a u16)")
            },
        }),
    }
}

impl TypeLayout {
    /// For a type that draws nothing (a state record): the fields the later types' state
    /// sources show it sets — the vertex index base (the bytes every base-relative vertex
    /// field lists for it), the current colour (`r0 g0 b0`), the flags (`semi_transparent`) —
    /// in place of the built-in ones, where they fit dewrip's record model; the others stay
    /// carried from the built-in layout. Drawing types are returned as they are.
    pub fn with_state(self, t: u8, d: &Dispatch) -> TypeLayout {
        let kind = self.kind();
        if kind.primitive.is_some() {
            return self;
        }
        let key = t.to_string();
        let mut fed: BTreeMap<&str, BTreeSet<u64>> = BTreeMap::new();
        let mut vertex: Option<BTreeSet<u64>> = None;
        let mut vertex_agree = true;
        for other in d.types.values() {
            for (field, by) in &other.state {
                let Some(offs) = by.get(&key) else { continue };
                let set: BTreeSet<u64> = offs.iter().copied().collect();
                if field.starts_with('x') || field.starts_with('y') {
                    match &vertex {
                        Some(v) if *v != set => vertex_agree = false,
                        Some(_) => {}
                        None => vertex = Some(set.clone()),
                    }
                }
                fed.entry(field.as_str()).or_default().extend(set);
            }
        }
        let length = self.length();
        let mut fields = Vec::new();
        let mut carried = Vec::new();
        for (f, at) in self.fields() {
            let found: Option<BTreeSet<u64>> = match f {
                Field::Base if vertex_agree => vertex.clone(),
                Field::R(0) => fed.get("r0").cloned(),
                Field::G(0) => fed.get("g0").cloned(),
                Field::B(0) => fed.get("b0").cloned(),
                Field::Flags => fed.get("semi_transparent").cloned(),
                _ => None,
            };
            let name = f.to_string();
            let derived = found.and_then(|set| {
                let list: Vec<u64> = set.into_iter().collect();
                let s = offsets(t, length, &name, &list).ok()?;
                run(t, &name, &s, kind.width(f)).ok()
            });
            match derived {
                Some(o) => fields.push((f, o)),
                None => {
                    fields.push((f, at));
                    carried.push(f);
                }
            }
        }
        TypeLayout::new(t, length, &fields, &carried).unwrap_or(self)
    }

    /// The layout of type `t` implied by its contract entry (module docs for the rules).
    pub fn from_fields(t: u8, tf: &TypeFields) -> Result<TypeLayout, LayoutError> {
        let kind = RecordKind::of(t).ok_or(LayoutError::UnknownType { key: t.to_string() })?;
        let length = u8::try_from(tf.length)
            .ok()
            .filter(|&l| l > 0)
            .ok_or(LayoutError::Length { type_byte: t, found: tf.length })?;
        let found = tf.command.as_ref().map(Command::value);
        let expected = kind.primitive.map(|p| p.command());
        let matches = match (found, expected) {
            (None, None) => true,
            (Some(Some(c)), Some(e)) => c & 0xFC == e,
            _ => false,
        };
        if !matches {
            return Err(LayoutError::Command {
                type_byte: t,
                name: kind.name,
                expected: kind.primitive.map_or("nothing (null)".into(), |p| {
                    format!("{:#04x} ({})", p.command(), p.name())
                }),
                found: tf.command.as_ref().map_or("null".into(), Command::text),
            });
        }
        let builtin = builtin_of(t).ok_or(LayoutError::MissingType { type_byte: t })?;
        let Some(prim) = kind.primitive else {
            // Draws nothing: its state fields are carried from the built-in layout.
            let fields = builtin.fields();
            let carried: Vec<Field> = fields.iter().map(|&(f, _)| f).collect();
            return TypeLayout::new(t, length, &fields, &carried);
        };
        let wanted = prim.fields();
        for name in &wanted {
            if !tf.fields.contains_key(name) {
                return Err(LayoutError::MissingField {
                    type_byte: t,
                    field: name.clone(),
                    why: format!("every field of {} must be listed, [] when unfed", prim.name()),
                });
            }
        }
        for name in tf.fields.keys() {
            if !wanted.contains(name) {
                return Err(LayoutError::UnknownField {
                    type_byte: t,
                    field: name.clone(),
                    why: format!("{} has {}", prim.name(), wanted.join(" ")),
                });
            }
        }
        let get = |name: &str| -> Result<BTreeSet<u8>, LayoutError> {
            offsets(t, length, name, tf.fields.get(name).map_or(&[][..], Vec::as_slice))
        };
        let mut fields: Vec<(Field, u8)> = Vec::new();
        for k in 0..prim.corners() {
            let (xn, yn) = (format!("x{k}"), format!("y{k}"));
            let (x, y) = (get(&xn)?, get(&yn)?);
            if x != y {
                return Err(LayoutError::Bytes {
                    type_byte: t,
                    field: format!("{xn}/{yn}"),
                    found: list(&x).into_iter().chain(list(&y)).collect(),
                    expected: format!(
                        "the same index byte(s) for {xn} and {yn} (x {x:?}, y {y:?})"
                    ),
                });
            }
            fields.push((Field::Index(k), run(t, &xn, &x, kind.width(Field::Index(k)))?));
        }
        let mut flags: Option<u8> = None;
        if prim.textured() {
            let (clut, tpage) = (get("clut")?, get("tpage")?);
            let tile: BTreeSet<u8> = clut.intersection(&tpage).copied().collect();
            if tile.is_empty() || clut != tile {
                return Err(LayoutError::Bytes {
                    type_byte: t,
                    field: "clut/tpage".into(),
                    found: list(&clut).into_iter().chain(list(&tpage)).collect(),
                    expected: format!(
                        "the tile byte(s) shared by clut and tpage, clut listing no other (clut {clut:?}, tpage {tpage:?})"
                    ),
                });
            }
            fields.push((Field::Tile, run(t, "clut", &tile, kind.width(Field::Tile))?));
            let extra: BTreeSet<u8> = tpage.difference(&tile).copied().collect();
            match extra.len() {
                0 => {}
                1 => flags = extra.first().copied(),
                _ => {
                    return Err(LayoutError::Bytes {
                        type_byte: t,
                        field: "tpage".into(),
                        found: list(&tpage),
                        expected: "the tile byte(s) and at most one flags byte".into(),
                    })
                }
            }
            for k in 0..prim.corners() {
                let (un, vn) = (format!("u{k}"), format!("v{k}"));
                let u: BTreeSet<u8> = get(&un)?.difference(&tile).copied().collect();
                let v: BTreeSet<u8> = get(&vn)?.difference(&tile).copied().collect();
                let bad = |expected: &str| LayoutError::Bytes {
                    type_byte: t,
                    field: format!("{un}/{vn}"),
                    found: list(&u).into_iter().chain(list(&v)).collect(),
                    expected: format!("{expected} besides the tile byte (u {u:?}, v {v:?})"),
                };
                match kind.uvs {
                    Uvs::Coarse => {
                        if u.len() != 1 || u != v {
                            return Err(bad("one coarse uv byte shared by u and v"));
                        }
                        fields.extend(u.first().map(|&b| (Field::Coarse(k), b)));
                    }
                    Uvs::Fine | Uvs::None => {
                        if u.len() != 1 || v.len() != 1 || u == v {
                            return Err(bad("one u byte and one different v byte"));
                        }
                        fields.extend(u.first().map(|&b| (Field::U(k), b)));
                        fields.extend(v.first().map(|&b| (Field::V(k), b)));
                    }
                }
            }
        }
        let colours = kind.colours();
        let mut k = 0u8;
        while k < prim.corners() {
            if k == 0 || prim.gouraud() {
                for (name, f) in [
                    (format!("r{k}"), Field::R(k)),
                    (format!("g{k}"), Field::G(k)),
                    (format!("b{k}"), Field::B(k)),
                ] {
                    let s = get(&name)?;
                    if k < colours {
                        fields.push((f, run(t, &name, &s, 1)?));
                    } else if !s.is_empty() {
                        return Err(LayoutError::Bytes {
                            type_byte: t,
                            field: name,
                            found: list(&s),
                            expected: format!(
                                "[] (type {t}, {}, holds no colour {k}: {})",
                                kind.name,
                                if kind.colours() == 0
                                    && kind.primitive.is_some_and(|p| p.textured())
                                {
                                    "a textured flat type draws with the neutral colour"
                                } else {
                                    "it draws with the current colour"
                                }
                            ),
                        });
                    }
                }
            }
            k = k.saturating_add(1);
        }
        let mut carried = Vec::new();
        if flags.is_none() {
            // the byte whose bit 1 sets the command's semi-transparency bit is the flags byte
            let semi = tf.command_bits.get("semi_transparent").map(Vec::as_slice).unwrap_or(&[]);
            if let Ok(s) = offsets(t, length, "semi_transparent", semi) {
                flags = s.first().copied().filter(|_| s.len() == 1);
            }
        }
        if kind.flags {
            match flags {
                Some(at) => fields.push((Field::Flags, at)),
                None => {
                    // Not visible in the primitive: the built-in byte, if it is free.
                    if let Some(at) = builtin.offset(Field::Flags) {
                        let free = at < length
                            && fields.iter().all(|&(f, o)| {
                                let w = kind.width(f);
                                at < o || at >= o.saturating_add(w)
                            });
                        if free {
                            fields.push((Field::Flags, at));
                            carried.push(Field::Flags);
                        }
                    }
                }
            }
        }
        TypeLayout::new(t, length, &fields, &carried)
    }
}
