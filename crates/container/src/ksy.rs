//! Kaitai Struct translation: a layout as the equivalent `.ksy` (YAML), so a second, independent
//! reader (the Kaitai compiler's generated parsers, the Kaitai Web IDE) reads a file through
//! the same description.
//!
//! The shape of the output:
//! - every top-level item is an instance of the root type: `ofs_<item>` (its start, a value),
//!   `<item>` (its bytes or structure, read at `pos: ofs_<item>`), `num_<item>` (arrays and
//!   record streams: the count) and `end_<item>` (where it ends);
//! - an item `per` an array lives in that array's element type, with the same four names,
//!   reading from the whole file (`io: _root._io`); a `packed` item becomes one repeated
//!   instance beside its array, each element padded to the item's alignment;
//! - array elements are substreams of `stride` bytes, so fields sit at their own offsets (a
//!   `seq` with gaps, or `pos:` instances where fields overlap); `expect`/`min`/`max`/`none`
//!   become `valid:`; a scaled field is read as `<field>_stored` with `<field>` the value;
//! - an item's `check` is a boolean value `check_<item>` (Kaitai asserts only on fields).
//!
//! What Kaitai cannot express is said in a `doc:` and left out, never approximated: a record
//! stream's walk (its record lengths come from the EXE, not the layout), an LZ blob or a token
//! stream without a declared size, sequences (`seq`), `find()`, `.index` inside an element,
//! raw reads whose position depends on a repetition. An item that refers to something left out
//! is left out too, with the reason. The root's `doc:` lists them all.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use thiserror::Error;

use crate::expr::{BinOp, Expr, Func, Ref, UnOp};
use crate::layout::{Field, Item, Kind, Layout};
use crate::write::quote;

/// Why a layout could not be written as `.ksy`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum KsyError {
    /// The Kaitai id is not `[a-z][a-z0-9_]*`.
    #[error("Kaitai id {0:?} must be lowercase letters, digits and '_', starting with a letter")]
    Id(String),
}

/// What was left out of a translation, and why (also in the `.ksy`'s own `doc:`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Omission {
    /// The layout item (or `values.<name>`).
    pub item: String,
    /// Its line in the layout file.
    pub line: usize,
    /// Why.
    pub why: String,
}

/// The `.ksy` text equivalent to `layout`, with `id` as the Kaitai `meta/id`.
pub fn to_ksy(layout: &Layout, id: &str) -> Result<String, KsyError> {
    translate(layout, id).map(|(text, _)| text)
}

/// The `.ksy` text and every omission (what Kaitai cannot express).
pub fn translate(layout: &Layout, id: &str) -> Result<(String, Vec<Omission>), KsyError> {
    if !is_ksy_id(id) {
        return Err(KsyError::Id(id.to_string()));
    }
    let mut t = Translator::new(layout);
    if let Some(r) = &layout.ram_base {
        t.omitted.push(Omission {
            item: "ram_base".into(),
            line: r.line,
            why: "the file's pointers are RAM addresses (ram_base); Kaitai reads them as stored, so every position read from one is off by ram_base".into(),
        });
    }
    t.run();
    let text = t.render(id);
    Ok((text, t.omitted))
}

fn is_ksy_id(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|c| c.is_ascii_lowercase())
        && c.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// A Kaitai name for a layout name (layout names are `[A-Za-z_][A-Za-z0-9_]*`).
fn kname(s: &str) -> String {
    let low = s.to_ascii_lowercase();
    if low.starts_with(|c: char| c.is_ascii_lowercase()) {
        low
    } else {
        format!("f{low}")
    }
}

/// A YAML value.
#[derive(Debug, Clone)]
enum Y {
    /// A quoted string.
    S(String),
    /// A plain scalar (number, identifier, boolean).
    P(String),
    /// A mapping.
    M(Vec<(String, Y)>),
    /// A sequence.
    L(Vec<Y>),
}

fn s(v: impl Into<String>) -> Y {
    Y::S(v.into())
}

fn p(v: impl ToString) -> Y {
    Y::P(v.to_string())
}

fn render(y: &Y, indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    match y {
        Y::M(pairs) => {
            for (k, v) in pairs {
                match v {
                    Y::M(m) if !m.is_empty() => {
                        let _ = writeln!(out, "{pad}{k}:");
                        render(v, indent.saturating_add(2), out);
                    }
                    Y::L(l) if !l.is_empty() => {
                        let _ = writeln!(out, "{pad}{k}:");
                        render(v, indent.saturating_add(2), out);
                    }
                    Y::M(_) => {
                        let _ = writeln!(out, "{pad}{k}: {{}}");
                    }
                    Y::L(_) => {
                        let _ = writeln!(out, "{pad}{k}: []");
                    }
                    Y::S(t) => {
                        let _ = writeln!(out, "{pad}{k}: {}", quote(t));
                    }
                    Y::P(t) => {
                        let _ = writeln!(out, "{pad}{k}: {t}");
                    }
                }
            }
        }
        Y::L(items) => {
            for v in items {
                match v {
                    Y::M(m) if !m.is_empty() => {
                        // `- ` then the mapping, its first key on the dash's line.
                        let mut inner = String::new();
                        render(v, indent.saturating_add(2), &mut inner);
                        let body = inner.get(indent.saturating_add(2)..).unwrap_or("");
                        let _ = write!(out, "{pad}- {body}");
                    }
                    Y::S(t) => {
                        let _ = writeln!(out, "{pad}- {}", quote(t));
                    }
                    Y::P(t) => {
                        let _ = writeln!(out, "{pad}- {t}");
                    }
                    Y::M(_) => {
                        let _ = writeln!(out, "{pad}- {{}}");
                    }
                    Y::L(_) => {
                        let _ = writeln!(out, "{pad}- []");
                    }
                }
            }
        }
        Y::S(t) => {
            let _ = writeln!(out, "{pad}{}", quote(t));
        }
        Y::P(t) => {
            let _ = writeln!(out, "{pad}{t}");
        }
    }
}

/// One Kaitai type being built.
#[derive(Debug, Default)]
struct KType {
    doc: Vec<String>,
    params: Vec<Y>,
    seq: Vec<Y>,
    instances: Vec<(String, Y)>,
    /// Names taken in this type (seq ids, instances, params).
    names: BTreeSet<String>,
    raw_reads: usize,
}

impl KType {
    fn to_yaml(&self) -> Y {
        let mut m = Vec::new();
        if !self.doc.is_empty() {
            m.push(("doc".to_string(), s(self.doc.join("\n"))));
        }
        if !self.params.is_empty() {
            m.push(("params".to_string(), Y::L(self.params.clone())));
        }
        if !self.seq.is_empty() {
            m.push(("seq".to_string(), Y::L(self.seq.clone())));
        }
        if !self.instances.is_empty() {
            m.push(("instances".to_string(), Y::M(self.instances.clone())));
        }
        Y::M(m)
    }
}

/// Where a type lives: `None` = the root, `Some(item)` = the element type of an array item, or
/// the element type of a packed item.
type TypeKey = Option<usize>;

/// One level of the context an expression is written in: an array whose element is either the
/// type being written (`elem: None`), or one picked by an index expression.
#[derive(Debug, Clone)]
struct Level {
    item: usize,
    elem: Option<String>,
}

/// The context of an expression: the chain of enclosing arrays, outermost first. The leading
/// levels with `elem: None` are the types the expression sits in (the last one is the current
/// type), the rest are reached by index from there.
#[derive(Debug, Clone, Default)]
struct Scope {
    chain: Vec<Level>,
}

impl Scope {
    /// The levels we are inside.
    fn depth(&self) -> usize {
        self.chain.iter().take_while(|l| l.elem.is_none()).count()
    }

    fn key(&self) -> TypeKey {
        let d = self.depth();
        d.checked_sub(1).and_then(|i| self.chain.get(i)).map(|l| l.item)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ty {
    Int,
    Bool,
}

fn as_int((e, t): (String, Ty)) -> String {
    match t {
        Ty::Int => e,
        Ty::Bool => format!("({e} ? 1 : 0)"),
    }
}

fn as_bool((e, t): (String, Ty)) -> String {
    match t {
        Ty::Bool => e,
        Ty::Int => format!("({e} != 0)"),
    }
}

/// The names of an item's pieces in the type it lives in.
#[derive(Debug, Clone, Default)]
struct Names {
    data: String,
    ofs: String,
    end: String,
    num: String,
}

struct Translator<'a> {
    l: &'a Layout,
    types: BTreeMap<TypeKey, KType>,
    /// Items translated, with their names.
    names: BTreeMap<usize, Names>,
    /// Items that have an end (`end_<item>`).
    has_end: BTreeSet<usize>,
    /// Items that have a count (`num_<item>`).
    has_num: BTreeSet<usize>,
    omitted: Vec<Omission>,
    skipped: BTreeSet<usize>,
    /// Field names per item: layout name → (Kaitai name of the value, Kaitai name as stored).
    fields: BTreeMap<usize, BTreeMap<String, String>>,
    /// Items that may be absent: the name of their `has_<item>` value.
    present: BTreeMap<usize, String>,
    /// Presence tests the expressions translated so far depend on.
    guards: Vec<String>,
}

impl<'a> Translator<'a> {
    fn new(l: &'a Layout) -> Self {
        Translator {
            l,
            types: BTreeMap::new(),
            names: BTreeMap::new(),
            has_end: BTreeSet::new(),
            has_num: BTreeSet::new(),
            omitted: Vec::new(),
            skipped: BTreeSet::new(),
            fields: BTreeMap::new(),
            present: BTreeMap::new(),
            guards: Vec::new(),
        }
    }

    fn item(&self, i: usize) -> Option<&'a Item> {
        self.l.items.get(i)
    }

    fn per(&self, i: usize) -> Option<usize> {
        self.item(i).and_then(|it| it.per.as_ref()).and_then(|n| self.l.index(n))
    }

    /// The chain of arrays an item is per, outermost first.
    fn chain(&self, i: usize) -> Vec<usize> {
        let mut v = Vec::new();
        let mut cur = self.per(i);
        while let Some(x) = cur {
            if v.contains(&x) || v.len() > self.l.items.len() {
                break;
            }
            v.push(x);
            cur = self.per(x);
        }
        v.reverse();
        v
    }

    fn omit(&mut self, i: usize, why: String) {
        let (name, line) =
            self.item(i).map_or(("?".to_string(), 0), |it| (it.name.clone(), it.line));
        self.skipped.insert(i);
        self.omitted.push(Omission { item: name, line, why });
    }

    fn ty(&mut self, key: TypeKey) -> &mut KType {
        self.types.entry(key).or_default()
    }

    /// A free name in a type: `want`, else `want_2`, `want_3` …
    fn claim(&mut self, key: TypeKey, want: &str) -> String {
        let t = self.ty(key);
        let mut name = want.to_string();
        let mut n = 2u32;
        while t.names.contains(&name) {
            name = format!("{want}_{n}");
            n = n.saturating_add(1);
        }
        t.names.insert(name.clone());
        name
    }

    fn run(&mut self) {
        // Element types first, so their fields own their names before child items claim theirs.
        for &i in self.l.order() {
            let Some(it) = self.item(i) else { continue };
            if matches!(it.kind, Kind::Struct | Kind::Array) && !it.fields.is_empty() {
                self.fields_type(i);
            }
        }
        for &i in self.l.order() {
            if let Err(why) = self.emit(i) {
                self.omit(i, why);
            }
        }
        let values = self.l.values.clone();
        for v in values {
            let scope = Scope::default();
            self.guards.clear();
            match self.expr(&v.expr, &scope) {
                Ok(e) => {
                    let name = self.claim(None, &kname(&v.name));
                    let mut m = vec![
                        ("value".into(), s(as_int(e))),
                        ("doc".into(), s(format!("value {} = {}", v.name, v.expr))),
                    ];
                    if !self.guards.is_empty() {
                        m.push(("if".into(), s(self.guards.join(" and "))));
                    }
                    let y = Y::M(m);
                    self.ty(None).instances.push((name, y));
                }
                Err(why) => self.omitted.push(Omission {
                    item: format!("values.{}", v.name),
                    line: v.line,
                    why,
                }),
            }
        }
    }

    /// The type holding an item's fields (a struct's, or an array element's).
    fn fields_type(&mut self, i: usize) {
        let Some(it) = self.item(i) else { return };
        let key = Some(i);
        let mut fields: Vec<&Field> = it.fields.iter().collect();
        fields.sort_by_key(|f| (f.at, f.line));
        let overlap = fields.windows(2).any(|w| match w {
            [a, b] => a.end() > u64::from(b.at),
            _ => false,
        });
        let mut map = BTreeMap::new();
        let mut pos = 0u64;
        let mut seq = Vec::new();
        let mut inst = Vec::new();
        for f in fields {
            let scaled =
                f.scale != 1 || f.bias != 0 || f.div != 1 || f.from.is_some() || f.bits.is_some();
            let base = kname(&f.name);
            let stored = if scaled {
                self.claim(key, &format!("{base}_stored"))
            } else {
                self.claim(key, &base)
            };
            let mut m = Vec::new();
            m.push(("id".to_string(), p(&stored)));
            if overlap {
                m.push(("pos".into(), p(f.at)));
            } else if u64::from(f.at) > pos {
                let gap = self.claim(key, &format!("gap_{:#x}", pos).replace("0x", "x"));
                seq.push(Y::M(vec![
                    ("id".into(), p(gap)),
                    ("size".into(), p(u64::from(f.at).saturating_sub(pos))),
                ]));
            }
            m.push(("type".into(), p(f.width.ksy())));
            if f.len > 1 {
                m.push(("repeat".into(), p("expr")));
                m.push(("repeat-expr".into(), p(f.len)));
            }
            let mut doc: Vec<String> = Vec::new();
            if let Some(d) = &f.doc {
                doc.push(d.clone());
            }
            if let Some(n) = f.none {
                doc.push(format!("{n:#x} = none"));
            }
            if f.none_index {
                doc.push("the element's own index = none".into());
            }
            if let Some(v) = valid(f).filter(|_| f.bits.is_none()) {
                m.push(("valid".into(), v));
            } else if (f.len > 1 || f.bits.is_some())
                && (f.expect.is_some() || f.min.is_some() || f.max.is_some())
            {
                doc.push(format!(
                    "each value must be {} (not asserted here: an array-typed field)",
                    bounds(f)
                ));
            }
            if let Some((lo, n)) = f.bits {
                doc.push(format!("the field is bits {lo}..{} of this word", lo.saturating_add(n)));
            }
            if scaled {
                doc.push(if f.div == 1 {
                    format!("stored; the value is stored · {} + {}", f.scale, f.bias)
                } else {
                    format!("stored; the value is stored / {} · {} + {}", f.div, f.scale, f.bias)
                });
            }
            if let Some(e) = &f.evidence {
                doc.push(format!("evidence: {e}"));
            }
            if !doc.is_empty() {
                m.push(("doc".into(), s(doc.join("; "))));
            }
            if overlap {
                inst.push((
                    stored.clone(),
                    Y::M(m.into_iter().filter(|(k, _)| k != "id").collect()),
                ));
            } else {
                seq.push(Y::M(m));
            }
            pos = pos.max(f.end());
            let value = if scaled && f.len == 1 {
                let v = self.claim(key, &base);
                inst.push((
                    v.clone(),
                    Y::M(vec![(
                        "value".into(),
                        s({
                            let own = bits_of(f, &stored);
                            let mut e = if f.div == 1 {
                                format!("{own} * {}", f.scale)
                            } else {
                                format!("{own} / {} * {}", f.div, f.scale)
                            };
                            if let Some(o) =
                                it.fields.iter().find(|o| Some(&o.name) == f.from.as_ref())
                            {
                                // The other field as stored (`from` reads the stored value).
                                let plain = o.scale == 1
                                    && o.bias == 0
                                    && o.div == 1
                                    && o.from.is_none()
                                    && o.bits.is_none();
                                let k = kname(&o.name);
                                let k = if plain { k } else { format!("{k}_stored") };
                                e = format!("{e} - {}", bits_of(o, &k));
                            }
                            format!("{e} + {}", f.bias).replace("+ -", "- ")
                        }),
                    )]),
                ));
                v
            } else if scaled {
                // An array-typed scaled field: its values are not expressed; references fail.
                String::new()
            } else {
                stored
            };
            map.insert(f.name.clone(), value);
        }
        let t = self.ty(key);
        t.seq = seq;
        t.instances.extend(inst);
        let mut doc = Vec::new();
        if let Some(d) = &it.doc {
            doc.push(d.clone());
        }
        if it.kind == Kind::Array {
            doc.push(format!("one element of {} ({} bytes)", it.name, it.stride.unwrap_or(0)));
        }
        t.doc = doc;
        self.fields.insert(i, map);
    }

    /// Translates one item into the type it lives in.
    fn emit(&mut self, i: usize) -> Result<(), String> {
        let it = self.item(i).ok_or("no such item")?;
        let chain = self.chain(i);
        if let Some(&x) = chain.iter().find(|x| self.skipped.contains(x)) {
            let n = self.item(x).map_or("?", |i| i.name.as_str());
            return Err(format!("it is per {n}, which is not translated"));
        }
        if it.packed {
            return self.emit_packed(i);
        }
        let scope = Scope { chain: chain.iter().map(|&item| Level { item, elem: None }).collect() };
        let key = scope.key();
        let root = key.is_none();
        // Translate every expression before claiming names, so a failure leaves nothing behind.
        self.guards.clear();
        let at = as_int(self.expr(&it.at, &scope)?);
        let cond = it.cond.as_ref().map(|c| self.expr(c, &scope).map(as_bool)).transpose()?;
        let count = it.count.as_ref().map(|c| self.expr(c, &scope).map(as_int)).transpose()?;
        let size = it.size.as_ref().map(|c| self.expr(c, &scope).map(as_int)).transpose()?;
        let mut notes: Vec<String> = Vec::new();
        match it.kind {
            Kind::Seq if it.next.is_some() => {
                return Err("a linked list (seq with next) is not translated to Kaitai yet".into())
            }
            Kind::Seq => {
                return Err("a seq (elements of varying size) is not translated to Kaitai yet".into())
            }
            Kind::Array if it.fields.iter().any(|f| f.column.is_some()) => {
                return Err("an array stored as columns (parallel arrays) is not translated to Kaitai yet: each column would be its own array".into())
            }
            Kind::Array if it.keep.is_some() => {
                return Err("an array that keeps only some elements (keep) is not translated to Kaitai yet: its per items would count the skipped ones".into())
            }
            Kind::Records => notes.push(
                "face records: each record's length follows from its type byte through the record-length table the EXE gives (not part of the layout), which Kaitai does not have: the records are not parsed here".into(),
            ),
            Kind::Lz if size.is_none() => notes.push(
                "Square-LZ blob whose end only its tokens tell: Kaitai has no Square-LZ decoder, so only its start is given".into(),
            ),
            Kind::Lz => notes.push("Square-LZ compressed bytes (Kaitai has no Square-LZ decoder: not decompressed)".into()),
            Kind::Tokens if size.is_none() => notes.push(
                "animation tokens up to the end token: Kaitai has no bit-pattern matcher, so only the start is given".into(),
            ),
            _ => {}
        }
        // Present where its own `if` holds and every item it refers to is present.
        let mut conds: Vec<String> = std::mem::take(&mut self.guards);
        conds.dedup();
        conds.extend(cond);
        let cond = if conds.is_empty() {
            None
        } else {
            let name = self.claim(key, &format!("has_{}", kname(&it.name)));
            self.ty(key).instances.push((
                name.clone(),
                Y::M(vec![
                    ("value".into(), s(conds.join(" and "))),
                    ("doc".into(), s(format!("whether {} is present", it.name))),
                ]),
            ));
            self.present.insert(i, name.clone());
            Some(name)
        };
        // An item named like a field of the type it lives in (a part's `vertices` offset and
        // the `vertices` per part) is `<item>_item` there.
        let taken = self.types.get(&key).is_some_and(|t| t.names.contains(&kname(&it.name)));
        let want = if taken { format!("{}_item", kname(&it.name)) } else { kname(&it.name) };
        let names = Names {
            data: self.claim(key, &want),
            ofs: self.claim(key, &format!("ofs_{}", kname(&it.name))),
            end: self.claim(key, &format!("end_{}", kname(&it.name))),
            num: self.claim(key, &format!("num_{}", kname(&it.name))),
        };
        let with_if = |mut m: Vec<(String, Y)>| {
            if let Some(c) = &cond {
                m.push(("if".into(), s(c.clone())));
            }
            Y::M(m)
        };
        let mut inst: Vec<(String, Y)> = Vec::new();
        let mut doc: Vec<String> = Vec::new();
        if let Some(d) = &it.doc {
            doc.push(d.clone());
        }
        doc.extend(notes.iter().cloned());
        if let Some(e) = &it.evidence {
            doc.push(format!("evidence: {e}"));
        }
        doc.push(format!("layout item {} (line {})", it.name, it.line));
        inst.push((
            names.ofs.clone(),
            with_if(vec![
                ("value".into(), s(at)),
                ("doc".into(), s(format!("start of {}", it.name))),
            ]),
        ));
        if let Some(c) = &count {
            inst.push((names.num.clone(), with_if(vec![("value".into(), s(c.clone()))])));
            self.has_num.insert(i);
        }
        let io = |m: &mut Vec<(String, Y)>| {
            if !root {
                m.push(("io".into(), p("_root._io")));
            }
        };
        let has_type = self.fields.contains_key(&i) || self.has_children(i);
        if has_type && !self.fields.contains_key(&i) {
            self.ty(Some(i)).doc.push(format!("one element of {}", it.name));
        }
        let mut data = vec![("pos".to_string(), s(names.ofs.clone()))];
        io(&mut data);
        let end: Option<String> = match it.kind {
            Kind::Struct => {
                let sz = size.clone().unwrap_or_else(|| it.fields_end().to_string());
                data.push(("size".into(), s(sz.clone())));
                if has_type {
                    data.push(("type".into(), p(kname(&it.name))));
                }
                Some(format!("{} + {}", names.ofs, paren(&sz)))
            }
            Kind::Array => {
                let stride = it.stride.unwrap_or(1);
                data.push(("size".into(), p(stride)));
                if has_type {
                    data.push(("type".into(), p(kname(&it.name))));
                }
                data.push(("repeat".into(), p("expr")));
                data.push(("repeat-expr".into(), s(names.num.clone())));
                let bytes = format!("{} * {stride}", names.num);
                Some(match &size {
                    None => format!("{} + {bytes}", names.ofs),
                    Some(z) => {
                        format!("{} + ({bytes} > {z} ? {bytes} : {z})", names.ofs, z = paren(z))
                    }
                })
            }
            Kind::Bytes | Kind::Lz | Kind::Tokens => size.as_ref().map(|z| {
                data.push(("size".into(), s(z.clone())));
                format!("{} + {}", names.ofs, paren(z))
            }),
            Kind::Records | Kind::Seq => None,
        };
        let parsed = !matches!(it.kind, Kind::Records | Kind::Seq)
            && (end.is_some() || it.kind == Kind::Struct);
        if parsed {
            data.push(("doc".into(), s(doc.join("\n"))));
            inst.push((names.data.clone(), with_if(data)));
        } else {
            // Only the start (and count) are given: the reason goes on the start.
            if let Some((_, Y::M(m))) = inst.first_mut() {
                m.retain(|(k, _)| k != "doc");
                m.push(("doc".into(), s(format!("start of {}\n{}", it.name, doc.join("\n")))));
            }
        }
        if let Some(e) = end {
            inst.push((names.end.clone(), with_if(vec![("value".into(), s(e))])));
            self.has_end.insert(i);
        }
        if let Some(c) = &it.check {
            let e = as_bool(self.expr(c, &scope)?);
            let name = self.claim(key, &format!("check_{}", kname(&it.name)));
            inst.push((
                name,
                with_if(vec![
                    ("value".into(), s(e)),
                    (
                        "doc".into(),
                        s(format!(
                            "must be true wherever {} is present (layout check {c}); Kaitai asserts only on fields, so this is a value to test",
                            it.name
                        )),
                    ),
                ]),
            ));
        }
        self.ty(key).instances.extend(inst);
        self.names.insert(i, names);
        Ok(())
    }

    fn has_children(&self, i: usize) -> bool {
        self.l
            .items
            .iter()
            .any(|c| !c.packed && self.l.index(c.per.as_deref().unwrap_or("")) == Some(i))
    }

    /// A packed item: one repeated instance beside its array, each element padded to the
    /// alignment (the first one starting at `at`).
    fn emit_packed(&mut self, i: usize) -> Result<(), String> {
        let it = self.item(i).ok_or("no such item")?;
        let a = self.per(i).ok_or("packed without per")?;
        if it.cond.is_some() || it.check.is_some() {
            return Err("a packed item with `if` or `check` is not translated".into());
        }
        if !matches!(it.kind, Kind::Bytes | Kind::Lz | Kind::Tokens) {
            return Err(format!(
                "a packed {} is not translated (only sized bytes are)",
                it.kind.name()
            ));
        }
        let Some(size) = &it.size else {
            return Err("a packed item without size is not translated".into());
        };
        let outer: Vec<Level> =
            self.chain(a).into_iter().map(|item| Level { item, elem: None }).collect();
        let mut first = Scope { chain: outer.clone() };
        first.chain.push(Level { item: a, elem: Some("0".into()) });
        let mut each = Scope { chain: outer };
        each.chain.push(Level { item: a, elem: Some("_index".into()) });
        self.guards.clear();
        let at = as_int(self.expr(&it.at, &first)?);
        let size = as_int(self.expr(size, &each)?);
        let mut guard = std::mem::take(&mut self.guards);
        let num_a = self
            .names
            .get(&a)
            .filter(|_| self.has_num.contains(&a))
            .map(|n| n.num.clone())
            .ok_or("its array has no count")?;
        let key = first.key();
        let data = self.claim(key, &kname(&it.name));
        let tkey = Some(i);
        let align = it.align.max(1);
        let t = self.ty(tkey);
        t.doc.push(format!(
            "one instance of {} per element of its array, each after the previous one{}",
            it.name,
            if align > 1 { format!(" (aligned to {align})") } else { String::new() }
        ));
        t.params = vec![
            Y::M(vec![("id".into(), p("len")), ("type".into(), p("u4"))]),
            Y::M(vec![("id".into(), p("first")), ("type".into(), p("bool"))]),
        ];
        t.names.extend(["len".to_string(), "first".to_string(), "pad".into(), "body".into()]);
        if align > 1 {
            t.seq.push(Y::M(vec![
                ("id".into(), p("pad")),
                ("size".into(), s(format!("first ? 0 : ({align} - _io.pos % {align}) % {align}"))),
            ]));
        }
        t.seq.push(Y::M(vec![("id".into(), p("body")), ("size".into(), p("len"))]));
        let mut doc = vec![it.doc.clone().unwrap_or_default()];
        if it.kind == Kind::Lz {
            doc.push("Square-LZ compressed bytes (not decompressed)".into());
        }
        doc.push(format!("layout item {} (line {}), packed", it.name, it.line));
        let mut m = vec![
            ("pos".to_string(), s(at)),
            ("type".into(), p(format!("{}({size}, _index == 0)", kname(&it.name)))),
            ("repeat".into(), p("expr")),
            ("repeat-expr".into(), s(num_a.clone())),
            (
                "if".into(),
                s({
                    guard.push(format!("{num_a} > 0"));
                    guard.join(" and ")
                }),
            ),
            (
                "doc".into(),
                s(doc.into_iter().filter(|d| !d.is_empty()).collect::<Vec<_>>().join("\n")),
            ),
        ];
        if key.is_some() {
            m.insert(1, ("io".into(), p("_root._io")));
        }
        self.ty(key).instances.push((data, Y::M(m)));
        // Translated, but as one instance beside its array: other items cannot refer to it.
        self.skipped.insert(i);
        Ok(())
    }

    /// The path from the scope's current type to the element object of level `j`.
    fn elem_path(&self, scope: &Scope, j: usize) -> Result<String, String> {
        let d = scope.depth();
        let lv = scope.chain.get(j).ok_or("no such level")?;
        match &lv.elem {
            None => Ok("_parent.".repeat(d.saturating_sub(1).saturating_sub(j))),
            Some(idx) => {
                let home = self.home_path(scope, lv.item)?;
                let name = self.names.get(&lv.item).ok_or("not translated")?;
                Ok(format!("{home}{}[{idx}].", name.data))
            }
        }
    }

    /// The path from the scope's current type to the type item `x` lives in.
    fn home_path(&self, scope: &Scope, x: usize) -> Result<String, String> {
        match self.per(x) {
            None => Ok(if scope.depth() == 0 { String::new() } else { "_root.".into() }),
            Some(pa) => {
                let j = scope.chain.iter().position(|l| l.item == pa).ok_or_else(|| {
                    format!(
                        "refers to {}, which has one instance per element of {}, from outside it",
                        self.item(x).map_or("?", |i| i.name.as_str()),
                        self.item(pa).map_or("?", |i| i.name.as_str())
                    )
                })?;
                self.elem_path(scope, j)
            }
        }
    }

    fn reference(&mut self, r: &Ref, scope: &Scope) -> Result<String, String> {
        if r.item == "file" {
            return Ok(match r.member.as_deref() {
                Some("start") => "0".into(),
                _ => "_root._io.size".into(),
            });
        }
        let x = self.l.index(&r.item).ok_or_else(|| format!("no item {}", r.item))?;
        if self.skipped.contains(&x) {
            return Err(format!("refers to {}, which is not translated", r.item));
        }
        let it = self.item(x).ok_or("no such item")?;
        let names = self
            .names
            .get(&x)
            .cloned()
            .ok_or_else(|| format!("refers to {}, which is not translated (yet)", r.item))?;
        let level = scope.chain.iter().position(|l| l.item == x);
        if level.is_none() {
            if let Some(h) = self.present.get(&x) {
                let g = format!("{}{h}", self.home_path(scope, x)?);
                if !self.guards.contains(&g) {
                    self.guards.push(g);
                }
            }
        }
        let elem = r.elem.as_ref().map(|e| self.expr(e, scope).map(as_int)).transpose()?;
        let home = self.home_path(scope, x)?;
        let member = r.member.as_deref();
        let need_end = || -> Result<(), String> {
            if self.has_end.contains(&x) {
                Ok(())
            } else {
                Err(format!("refers to where {} ends, which Kaitai cannot know here", r.item))
            }
        };
        let stride = it.stride.unwrap_or(0);
        match (member, &elem) {
            (None | Some("start"), None) => Ok(format!("{home}{}", names.ofs)),
            (Some("end"), None) => {
                need_end()?;
                Ok(format!("{home}{}", names.end))
            }
            (Some("size"), None) => {
                need_end()?;
                Ok(format!("({home}{} - {home}{})", names.end, names.ofs))
            }
            (Some("count"), _) => {
                if self.has_num.contains(&x) {
                    Ok(format!("{home}{}", names.num))
                } else {
                    Ok("1".into())
                }
            }
            (None | Some("start"), Some(e)) => {
                Ok(format!("({home}{} + {} * {stride})", names.ofs, paren(e)))
            }
            (Some("end"), Some(e)) => {
                Ok(format!("({home}{} + ({} + 1) * {stride})", names.ofs, paren(e)))
            }
            (Some("size"), Some(_)) => Ok(stride.to_string()),
            (Some("index"), _) => match level.and_then(|j| scope.chain.get(j)) {
                Some(Level { elem: Some(idx), .. }) if idx != "_index" => Ok(idx.clone()),
                _ => Err(format!(
                    "{}.index inside an element: Kaitai's _index is not in scope there",
                    r.item
                )),
            },
            (Some(field), e) => {
                let fname = self
                    .fields
                    .get(&x)
                    .and_then(|m| m.get(field))
                    .filter(|n| !n.is_empty())
                    .cloned()
                    .ok_or_else(|| {
                        format!("refers to {}.{field}, which is not expressed", r.item)
                    })?;
                let len = it.field(field).map_or(1, |f| f.len);
                let index = match &r.index {
                    Some(ix) => Some(as_int(self.expr(ix, scope)?)),
                    None if len > 1 => Some("0".into()),
                    None => None,
                };
                let obj = match (e, level) {
                    (Some(e), _) => format!("{home}{}[{e}].", names.data),
                    (None, Some(j)) => self.elem_path(scope, j)?,
                    (None, None) if it.kind == Kind::Array => {
                        return Err(format!("{}.{field}: which element?", r.item))
                    }
                    (None, None) => format!("{home}{}.", names.data),
                };
                Ok(match index {
                    Some(ix) => format!("{obj}{fname}[{ix}]"),
                    None => format!("{obj}{fname}"),
                })
            }
        }
    }

    fn expr(&mut self, e: &Expr, scope: &Scope) -> Result<(String, Ty), String> {
        Ok(match e {
            Expr::Int(v) => (if *v >= 16 { format!("{v:#x}") } else { v.to_string() }, Ty::Int),
            Expr::Ref(r) => (self.reference(r, scope)?, Ty::Int),
            Expr::Unary(UnOp::Neg, a) => {
                (format!("-{}", paren(&as_int(self.expr(a, scope)?))), Ty::Int)
            }
            Expr::Unary(UnOp::Not, a) => {
                (format!("(not {})", as_bool(self.expr(a, scope)?)), Ty::Bool)
            }
            Expr::Binary(op, a, b) => {
                let x = self.expr(a, scope)?;
                let y = self.expr(b, scope)?;
                match op {
                    BinOp::Or | BinOp::And => {
                        (format!("({} {} {})", as_bool(x), op.ksy(), as_bool(y)), Ty::Bool)
                    }
                    BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                        (format!("({} {} {})", as_int(x), op.ksy(), as_int(y)), Ty::Bool)
                    }
                    _ => (format!("({} {} {})", as_int(x), op.ksy(), as_int(y)), Ty::Int),
                }
            }
            Expr::Cond(c, a, b) => {
                let c = as_bool(self.expr(c, scope)?);
                let x = self.expr(a, scope)?;
                let y = self.expr(b, scope)?;
                if x.1 == Ty::Bool && y.1 == Ty::Bool {
                    (format!("({c} ? {} : {})", x.0, y.0), Ty::Bool)
                } else {
                    (format!("({c} ? {} : {})", as_int(x), as_int(y)), Ty::Int)
                }
            }
            Expr::Call(f, args) => {
                let mut v = Vec::new();
                if *f == Func::Find {
                    return Err("find() (a chunk found by its tag) has no Kaitai form".into());
                }
                for a in args {
                    v.push(as_int(self.expr(a, scope)?));
                }
                let a = v.first().cloned().unwrap_or_default();
                let b = v.get(1).cloned().unwrap_or_default();
                match f {
                    Func::Align => (format!("(({a} + {b} - 1) / {b} * {b})"), Ty::Int),
                    Func::Min => (format!("({a} < {b} ? {a} : {b})"), Ty::Int),
                    Func::Max => (format!("({a} > {b} ? {a} : {b})"), Ty::Int),
                    Func::Read(w) => {
                        if a.contains("_index") {
                            return Err(format!(
                                "{e}: a raw read at a position that depends on a repetition"
                            ));
                        }
                        let key = scope.key();
                        let n = self.ty(key).raw_reads;
                        self.ty(key).raw_reads = n.saturating_add(1);
                        let name = self.claim(key, &format!("raw_{}_{n}", w.name()));
                        let mut m = vec![("pos".to_string(), s(a)), ("type".into(), p(w.ksy()))];
                        if key.is_some() {
                            m.push(("io".into(), p("_root._io")));
                        }
                        m.push(("doc".into(), s(format!("raw read {e}"))));
                        self.ty(key).instances.push((name.clone(), Y::M(m)));
                        (name, Ty::Int)
                    }
                    Func::Find => return Err("find()".into()),
                }
            }
        })
    }

    fn render(&self, id: &str) -> String {
        let l = self.l;
        let mut meta = vec![
            ("id".to_string(), p(id)),
            ("title".into(), s(format!("{} ({})", l.format, l.name))),
            ("file-extension".into(), p(kname(&l.format))),
            ("ks-version".into(), p("0.11")),
            ("endian".into(), p("le")),
        ];
        if l.format.is_empty() {
            meta.retain(|(k, _)| k != "file-extension");
        }
        let mut doc = vec![format!(
            "Written by dewrip from the layout {} ({}). Every value here is read as the layout says; the layout's own sources are in its comments.",
            l.name, l.origin
        )];
        if let Some(d) = &l.doc {
            doc.push(d.clone());
        }
        doc.push("Integer division and remainder are Kaitai's (floored); dewrip's truncate. They differ only on negative operands, which no position or count has.".into());
        if !l.patterns.is_empty() {
            let pats: Vec<String> =
                l.patterns.iter().map(|x| format!("{} = {}", x.name, x.text)).collect();
            doc.push(format!(
                "Token encoding (bit patterns, most significant bit first; not expressible in Kaitai, not parsed): {}",
                pats.join(", ")
            ));
        }
        let mut omitted: Vec<&Omission> = self.omitted.iter().collect();
        omitted.sort_by_key(|o| o.line);
        if !omitted.is_empty() {
            doc.push("Left out (Kaitai cannot express it):".into());
            for o in omitted {
                doc.push(format!("- {} (line {}): {}", o.item, o.line, o.why));
            }
        }
        let root = self.types.get(&None);
        let mut top = vec![("meta".to_string(), Y::M(meta)), ("doc".into(), s(doc.join("\n")))];
        if let Some(r) = root {
            if !r.instances.is_empty() {
                top.push(("instances".into(), Y::M(r.instances.clone())));
            }
        }
        let mut types = Vec::new();
        for (k, t) in &self.types {
            let Some(i) = k else { continue };
            let Some(it) = self.item(*i) else { continue };
            if self.skipped.contains(i) && !it.packed {
                continue;
            }
            types.push((kname(&it.name), t.to_yaml()));
        }
        if !types.is_empty() {
            top.push(("types".into(), Y::M(types)));
        }
        let mut out =
            String::from("# Kaitai Struct description written by dewrip from a layout file.\n");
        render(&Y::M(top), 0, &mut out);
        out
    }
}

fn paren(e: &str) -> String {
    if e.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        e.to_string()
    } else {
        format!("({e})")
    }
}

fn bounds(f: &Field) -> String {
    let mut v = Vec::new();
    if let Some(x) = f.expect {
        v.push(format!("{x:#x}"));
    }
    if f.min.is_some() || f.max.is_some() {
        v.push(format!(
            "in {}..={}",
            f.min.map_or("…".into(), |m| m.to_string()),
            f.max.map_or("…".into(), |m| m.to_string())
        ));
    }
    if let Some(n) = f.none {
        v.push(format!("or {n:#x} (none)"));
    }
    v.join(" ")
}

/// `valid:` for a one-value field.
/// The stored value of `f` read into `id`: the word, or its `bits`.
fn bits_of(f: &Field, id: &str) -> String {
    match f.bits {
        Some((lo, n)) => {
            let mask = 1u64.checked_shl(n).map_or(u64::MAX, |m| m.wrapping_sub(1));
            format!("(({id} >> {lo}) & {mask:#x})")
        }
        None => id.to_string(),
    }
}

fn valid(f: &Field) -> Option<Y> {
    if f.len != 1 || f.none_index {
        return None;
    }
    match (f.expect, f.min, f.max, f.none) {
        (None, None, None, _) => None,
        (Some(x), _, _, None) if f.min.is_none() && f.max.is_none() => {
            Some(Y::M(vec![("eq".into(), p(x))]))
        }
        (Some(x), None, None, Some(n)) => {
            Some(Y::M(vec![("any-of".into(), Y::L(vec![p(x), p(n)]))]))
        }
        (None, min, max, None) => {
            let mut m = Vec::new();
            if let Some(v) = min {
                m.push(("min".to_string(), p(v)));
            }
            if let Some(v) = max {
                m.push(("max".to_string(), p(v)));
            }
            Some(Y::M(m))
        }
        (x, min, max, n) => {
            let mut parts = Vec::new();
            if let Some(x) = x {
                parts.push(format!("_ == {x}"));
            }
            if let Some(v) = min {
                parts.push(format!("_ >= {v}"));
            }
            if let Some(v) = max {
                parts.push(format!("_ <= {v}"));
            }
            let all = parts.join(" and ");
            let e = match n {
                Some(n) => format!("_ == {n} or ({all})"),
                None => all,
            };
            Some(Y::M(vec![("expr".into(), s(e))]))
        }
    }
}
