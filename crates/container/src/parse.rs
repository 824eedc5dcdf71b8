//! Reading a layout file (TOML), and the checks every layout passes before it is used: names,
//! kinds, fields inside their structures, references that resolve, no cycle between items,
//! counts and strides in bounds. Every error names the layout file and the line.

use std::collections::BTreeMap;

use serde::Deserialize;
use thiserror::Error;
use toml::Spanned;

use crate::expr::{Expr, Width, MEMBERS};
use crate::layout::{Field, Item, Kind, Layout, Pattern, Value};

/// Largest stride an array may declare (bytes).
pub const MAX_STRIDE: u32 = 1 << 16;
/// Largest constant count a layout may declare.
pub const MAX_CONST_COUNT: i64 = 1 << 20;
/// Most items a layout may have.
pub const MAX_ITEMS: usize = 256;
/// Most fields an item may have.
pub const MAX_FIELDS: usize = 256;
/// Most values one field may hold (`u16[16]`).
pub const MAX_FIELD_LEN: u32 = 4096;

/// A layout that cannot be used. `line` is 1-based; 0 when no line applies.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}: {why}", place(origin, *line))]
pub struct LayoutError {
    /// The layout file (or `built-in chr`).
    pub origin: String,
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub why: String,
}

fn place(origin: &str, line: usize) -> String {
    if line == 0 {
        format!("layout {origin}")
    } else {
        format!("layout {origin} line {line}")
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum IntOrText {
    Int(i64),
    Text(String),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLayout {
    format: Spanned<String>,
    name: Option<String>,
    doc: Option<String>,
    ram_base: Option<Spanned<IntOrText>>,
    #[serde(default)]
    values: BTreeMap<String, Spanned<IntOrText>>,
    #[serde(default)]
    tokens: BTreeMap<String, Spanned<String>>,
    #[serde(default, rename = "item")]
    items: Vec<Spanned<RawItem>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    name: Spanned<String>,
    kind: Spanned<String>,
    at: Spanned<IntOrText>,
    count: Option<Spanned<IntOrText>>,
    size: Option<Spanned<IntOrText>>,
    stride: Option<Spanned<i64>>,
    step: Option<Spanned<IntOrText>>,
    next: Option<Spanned<IntOrText>>,
    keep: Option<Spanned<IntOrText>>,
    per: Option<Spanned<String>>,
    #[serde(default)]
    packed: bool,
    align: Option<Spanned<i64>>,
    #[serde(rename = "if")]
    cond: Option<Spanned<IntOrText>>,
    check: Option<Spanned<IntOrText>>,
    doc: Option<String>,
    evidence: Option<String>,
    #[serde(default)]
    fields: BTreeMap<String, Spanned<RawField>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawField {
    at: Option<Spanned<i64>>,
    column: Option<Spanned<IntOrText>>,
    #[serde(rename = "type")]
    ty: Spanned<String>,
    expect: Option<i64>,
    min: Option<i64>,
    max: Option<i64>,
    none: Option<Spanned<IntOrText>>,
    scale: Option<i64>,
    bias: Option<i64>,
    div: Option<i64>,
    from: Option<String>,
    bits: Option<[i64; 2]>,
    doc: Option<String>,
    evidence: Option<String>,
}

struct Lines<'a> {
    text: &'a str,
    origin: &'a str,
}

impl Lines<'_> {
    fn line(&self, span: std::ops::Range<usize>) -> usize {
        let upto = self.text.get(..span.start).unwrap_or(self.text);
        upto.bytes().filter(|b| *b == b'\n').count().saturating_add(1)
    }

    fn err<T>(
        &self,
        span: std::ops::Range<usize>,
        why: impl Into<String>,
    ) -> Result<T, LayoutError> {
        Err(LayoutError { origin: self.origin.to_string(), line: self.line(span), why: why.into() })
    }

    fn expr(&self, v: &Spanned<IntOrText>, key: &str) -> Result<Expr, LayoutError> {
        match v.get_ref() {
            IntOrText::Int(i) => Ok(Expr::Int(*i)),
            IntOrText::Text(t) => match Expr::parse(t) {
                Ok(e) => Ok(e),
                Err(e) => self.err(v.span(), format!("{key}: {e}")),
            },
        }
    }
}

/// Parses a layout file's text; `origin` names it in errors.
pub fn parse(text: &str, origin: &str) -> Result<Layout, LayoutError> {
    let lines = Lines { text, origin };
    let raw: RawLayout = toml::from_str(text).map_err(|e| LayoutError {
        origin: origin.to_string(),
        line: e.span().map_or(0, |s| lines.line(s)),
        why: e.message().trim().to_string(),
    })?;
    let mut values = Vec::new();
    for (name, v) in &raw.values {
        values.push(Value {
            name: name.clone(),
            expr: lines.expr(v, &format!("values.{name}"))?,
            line: lines.line(v.span()),
        });
    }
    let mut patterns = Vec::new();
    for (name, p) in &raw.tokens {
        patterns.push(Pattern {
            name: name.clone(),
            text: p.get_ref().clone(),
            line: lines.line(p.span()),
        });
    }
    let mut items = Vec::new();
    for ri in &raw.items {
        items.push(item(&lines, ri)?);
    }
    let layout = Layout {
        format: raw.format.get_ref().clone(),
        name: raw.name.unwrap_or_else(|| "unnamed".to_string()),
        doc: raw.doc,
        origin: origin.to_string(),
        ram_base: raw
            .ram_base
            .as_ref()
            .map(|v| -> Result<Value, LayoutError> {
                Ok(Value {
                    name: "ram_base".into(),
                    expr: lines.expr(v, "ram_base")?,
                    line: lines.line(v.span()),
                })
            })
            .transpose()?,
        values,
        patterns,
        items,
        order: Vec::new(),
    };
    check(layout)
}

fn positive(lines: &Lines<'_>, v: &Spanned<i64>, key: &str, max: u32) -> Result<u32, LayoutError> {
    match u32::try_from(*v.get_ref()) {
        Ok(n) if n >= 1 && n <= max => Ok(n),
        _ => lines.err(v.span(), format!("{key} {} must be 1..={max}", v.get_ref())),
    }
}

fn item(lines: &Lines<'_>, ri: &Spanned<RawItem>) -> Result<Item, LayoutError> {
    let r = ri.get_ref();
    let name = r.name.get_ref().clone();
    let kind = Kind::from_name(r.kind.get_ref()).map_or_else(
        || {
            let names: Vec<_> = Kind::ALL.iter().map(|k| k.name()).collect();
            lines.err(
                r.kind.span(),
                format!("item {name}: kind {:?} is none of {}", r.kind.get_ref(), names.join(", ")),
            )
        },
        Ok,
    )?;
    let mut it = Item::new(&name, kind, lines.expr(&r.at, "at")?);
    it.line = lines.line(ri.span());
    it.count = r.count.as_ref().map(|c| lines.expr(c, "count")).transpose()?;
    it.size = r.size.as_ref().map(|c| lines.expr(c, "size")).transpose()?;
    it.cond = r.cond.as_ref().map(|c| lines.expr(c, "if")).transpose()?;
    it.check = r.check.as_ref().map(|c| lines.expr(c, "check")).transpose()?;
    it.step = r.step.as_ref().map(|c| lines.expr(c, "step")).transpose()?;
    it.next = r.next.as_ref().map(|c| lines.expr(c, "next")).transpose()?;
    it.keep = r.keep.as_ref().map(|c| lines.expr(c, "keep")).transpose()?;
    it.stride = r.stride.as_ref().map(|s| positive(lines, s, "stride", MAX_STRIDE)).transpose()?;
    it.align =
        r.align.as_ref().map(|s| positive(lines, s, "align", MAX_STRIDE)).transpose()?.unwrap_or(1);
    it.per = r.per.as_ref().map(|p| p.get_ref().clone());
    it.packed = r.packed;
    it.doc = r.doc.clone();
    it.evidence = r.evidence.clone();
    for (fname, rf) in &r.fields {
        let f = rf.get_ref();
        let at = match (&f.at, &f.column) {
            (Some(a), None) => match u32::try_from(*a.get_ref()) {
                Ok(v) => v,
                Err(_) => {
                    return lines.err(
                        a.span(),
                        format!("field {fname}: offset {} is negative or too large", a.get_ref()),
                    )
                }
            },
            (None, Some(_)) => 0,
            (Some(a), Some(_)) => {
                return lines.err(a.span(), format!("field {fname}: at or column, not both"))
            }
            (None, None) => {
                return lines.err(
                    rf.span(),
                    format!("field {fname}: no at (its offset in the element) or column"),
                )
            }
        };
        let (none, none_index) = match f.none.as_ref() {
            None => (None, false),
            Some(n) => match n.get_ref() {
                IntOrText::Int(v) => (Some(*v), false),
                IntOrText::Text(t) if t == "index" => (None, true),
                IntOrText::Text(t) => {
                    return lines.err(
                        n.span(),
                        format!("field {fname}: none = {t:?}: a number, or \"index\" (the element's own index)"),
                    )
                }
            },
        };
        let column = f
            .column
            .as_ref()
            .map(|c| lines.expr(c, &format!("field {fname}: column")))
            .transpose()?;
        let (width, len) = field_type(f.ty.get_ref()).map_or_else(
            || {
                lines.err(
                    f.ty.span(),
                    format!(
                        "field {fname}: type {:?} is not u8, u16, u32, i8, i16 or i32 (optionally with [N])",
                        f.ty.get_ref()
                    ),
                )
            },
            Ok,
        )?;
        it.fields.push(Field {
            name: fname.clone(),
            at,
            width,
            len,
            expect: f.expect,
            min: f.min,
            max: f.max,
            none,
            none_index,
            scale: f.scale.unwrap_or(1),
            div: f.div.unwrap_or(1),
            from: f.from.clone(),
            bits: f.bits.map(|[lo, n]| {
                (u32::try_from(lo).unwrap_or(u32::MAX), u32::try_from(n).unwrap_or(u32::MAX))
            }),
            bias: f.bias.unwrap_or(0),
            column,
            doc: f.doc.clone(),
            evidence: f.evidence.clone(),
            line: lines.line(rf.span()),
        });
    }
    it.fields.sort_by(|a, b| (a.at, &a.name).cmp(&(b.at, &b.name)));
    Ok(it)
}

/// `u16` → (U16, 1); `u16[16]` → (U16, 16).
pub fn field_type(s: &str) -> Option<(Width, u32)> {
    let s = s.trim();
    if let Some((w, rest)) = s.split_once('[') {
        let n: u32 = rest.strip_suffix(']')?.trim().parse().ok()?;
        if n == 0 || n > MAX_FIELD_LEN {
            return None;
        }
        return Some((Width::from_name(w.trim())?, n));
    }
    Some((Width::from_name(s)?, 1))
}

fn ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && c.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Checks a layout and computes its evaluation order. Every layout used for decoding passes
/// here, whether read from a file, built in, or made by inference.
pub fn check(mut l: Layout) -> Result<Layout, LayoutError> {
    let origin = l.origin.clone();
    let err = |line: usize, why: String| LayoutError { origin: origin.clone(), line, why };
    if l.items.len() > MAX_ITEMS {
        return Err(err(0, format!("{} items (at most {MAX_ITEMS})", l.items.len())));
    }
    let mut names: BTreeMap<&str, usize> = BTreeMap::new();
    for it in &l.items {
        if !ident(&it.name) || it.name == "file" || MEMBERS.contains(&it.name.as_str()) {
            return Err(err(
                it.line,
                format!("item name {:?} is not a plain name (or is reserved)", it.name),
            ));
        }
        if let Some(prev) = names.insert(&it.name, it.line) {
            return Err(err(
                it.line,
                format!("item {} is already defined at line {prev}", it.name),
            ));
        }
    }
    for it in &l.items {
        check_item(&l, it).map_err(|why| err(it.line, format!("item {}: {why}", it.name)))?;
        for f in &it.fields {
            check_field(it, f).map_err(|why| {
                err(f.line.max(it.line), format!("item {}: field {}: {why}", it.name, f.name))
            })?;
        }
    }
    for v in &l.values {
        for r in v.expr.refs() {
            check_ref(&l, None, r)
                .map_err(|why| err(v.line, format!("value {}: {why}", v.name)))?;
        }
    }
    l.order = order(&l).map_err(|(line, why)| err(line, why))?;
    Ok(l)
}

fn check_item(l: &Layout, it: &Item) -> Result<(), String> {
    if it.fields.len() > MAX_FIELDS {
        return Err(format!("{} fields (at most {MAX_FIELDS})", it.fields.len()));
    }
    match it.kind {
        Kind::Array => {
            if it.stride.is_none() || it.count.is_none() {
                return Err("an array needs count and stride".into());
            }
        }
        Kind::Records => {
            if it.count.is_none() {
                return Err("a record stream needs count (records)".into());
            }
        }
        Kind::Bytes => {
            if it.size.is_none() {
                return Err("bytes need size".into());
            }
        }
        Kind::Seq => {
            if it.step.is_some() == it.next.is_some() {
                return Err(
                    "a seq needs step (each element's size) or next (a linked list: where each element's successor starts), one of them".into(),
                );
            }
        }
        Kind::Struct | Kind::Lz | Kind::Tokens => {}
    }
    if it.kind != Kind::Seq && it.step.is_some() {
        return Err(format!("step is for seq items, not {}", it.kind.name()));
    }
    if it.kind != Kind::Seq && it.next.is_some() {
        return Err(format!("next is for seq items (linked lists), not {}", it.kind.name()));
    }
    if it.kind != Kind::Array && it.keep.is_some() {
        return Err(format!("keep is for arrays, not {}", it.kind.name()));
    }
    if it.kind != Kind::Array && it.stride.is_some() {
        return Err(format!("stride is for arrays, not {}", it.kind.name()));
    }
    if matches!(it.kind, Kind::Records | Kind::Lz | Kind::Bytes | Kind::Tokens)
        && !it.fields.is_empty()
    {
        return Err(format!("a {} item has no fields", it.kind.name()));
    }
    if let Some(c) = it.count.as_ref().and_then(Expr::as_int) {
        if !(0..=MAX_CONST_COUNT).contains(&c) {
            return Err(format!("count {c} is outside 0..={MAX_CONST_COUNT}"));
        }
    }
    if let Some(s) = it.size.as_ref().and_then(Expr::as_int) {
        if s < 0 {
            return Err(format!("size {s} is negative"));
        }
    }
    if let Some(p) = &it.per {
        match l.item(p) {
            None => return Err(format!("per {p}: no such item")),
            Some(pi) if !matches!(pi.kind, Kind::Array | Kind::Seq) => {
                return Err(format!("per {p}: {p} is a {}, not an array", pi.kind.name()))
            }
            Some(_) if *p == it.name => return Err("per names the item itself".into()),
            Some(_) => {}
        }
    }
    if it.packed && it.per.is_none() {
        return Err("packed needs per (instances follow each other within one parent array)".into());
    }
    if it.kind != Kind::Array && it.fields.iter().any(|f| f.column.is_some()) {
        return Err(format!("a column is for an array's fields, not a {}'s", it.kind.name()));
    }
    for (key, e) in it.exprs() {
        // A sequence's step reads the element it sizes, an array's keep the element it keeps,
        // a column the array it is in.
        let from = if matches!(key, "step" | "next" | "keep" | "column") { None } else { Some(it) };
        for r in e.refs() {
            check_ref(l, from, r).map_err(|why| format!("{key}: {why}"))?;
        }
    }
    Ok(())
}

fn check_field(it: &Item, f: &Field) -> Result<(), String> {
    if !ident(&f.name) || MEMBERS.contains(&f.name.as_str()) {
        return Err("not a plain name (or reserved)".into());
    }
    if let (Some(min), Some(max)) = (f.min, f.max) {
        if min > max {
            return Err(format!("min {min} > max {max}"));
        }
    }
    let end = f.end();
    if f.scale == 0 {
        return Err("scale 0 would make every value equal".into());
    }
    if f.div < 1 {
        return Err(format!("div {} must be 1 or more", f.div));
    }
    if let Some((lo, n)) = f.bits {
        let word = (f.width.bytes() as u32).saturating_mul(8);
        if n == 0 || n > 32 || lo.saturating_add(n) > word {
            return Err(format!(
                "bits [{}, {}]: want [lowest bit, bit count] inside the {}-bit word",
                i64::from(lo),
                i64::from(n),
                word
            ));
        }
    }
    if let Some(from) = &f.from {
        match it.field(from) {
            None => return Err(format!("from {from:?} is no field of item {}", it.name)),
            Some(o) if o.name == f.name || o.from.is_some() => {
                return Err(format!(
                    "from {from:?}: a field counted from itself or from another counted field"
                ))
            }
            Some(o) if o.len != f.len => {
                return Err(format!("from {from:?} holds {} values, this field {}", o.len, f.len))
            }
            Some(_) => {}
        }
    }
    if let Some(stride) = it.stride {
        if end > u64::from(stride) {
            return Err(format!(
                "bytes {:#x}..{end:#x} run past the element's stride {stride:#x}",
                f.at
            ));
        }
    }
    if it.kind == Kind::Struct {
        if let Some(size) = it.size.as_ref().and_then(Expr::as_int) {
            if i64::try_from(end).unwrap_or(i64::MAX) > size {
                return Err(format!(
                    "bytes {:#x}..{end:#x} run past the struct's size {size:#x}",
                    f.at
                ));
            }
        }
    }
    Ok(())
}

/// Checks that a reference names something: an item (and a field or member of it), or
/// `file.size`.
fn check_ref(l: &Layout, from: Option<&Item>, r: &crate::expr::Ref) -> Result<(), String> {
    if r.item == "file" {
        return match r.member.as_deref() {
            Some("size" | "end" | "start") if r.elem.is_none() && r.index.is_none() => Ok(()),
            _ => Err("file has only file.size (file.end) and file.start".into()),
        };
    }
    let Some(target) = l.item(&r.item) else {
        return Err(format!("{} names no item", r.item));
    };
    if let Some(m) = &r.member {
        if !MEMBERS.contains(&m.as_str()) {
            let Some(f) = target.field(m) else {
                return Err(format!("{} has no field {m}", r.item));
            };
            if r.index.is_some() && f.len == 1 {
                return Err(format!("{}.{m} is one value, not an array", r.item));
            }
        } else if r.index.is_some() {
            return Err(format!("{}.{m} takes no [index]", r.item));
        }
        if m == "index" && !matches!(target.kind, Kind::Array | Kind::Seq) {
            return Err(format!("{}.index: {} is no array", r.item, r.item));
        }
    }
    if r.elem.is_some() && !matches!(target.kind, Kind::Array | Kind::Seq) {
        return Err(format!("{}[…]: {} is no array", r.item, r.item));
    }
    if let Some(from) = from {
        if from.name == r.item {
            return Err(format!("refers to {} itself", r.item));
        }
    }
    Ok(())
}

/// Dependencies first (Kahn's algorithm); a cycle is an error naming its items.
fn order(l: &Layout) -> Result<Vec<usize>, (usize, String)> {
    let n = l.items.len();
    let mut deps: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, it) in l.items.iter().enumerate() {
        let mut d: Vec<usize> = Vec::new();
        if let Some(p) = it.per.as_ref().and_then(|p| l.index(p)) {
            d.push(p);
        }
        for (_, e) in it.exprs() {
            for r in e.refs() {
                if let Some(j) = l.index(&r.item).filter(|&j| j != i) {
                    d.push(j);
                }
            }
        }
        d.sort_unstable();
        d.dedup();
        if let Some(slot) = deps.get_mut(i) {
            *slot = d;
        }
    }
    let mut done = vec![false; n];
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let before = out.len();
        for i in 0..n {
            let ready = !done.get(i).copied().unwrap_or(true)
                && deps
                    .get(i)
                    .is_some_and(|d| d.iter().all(|j| done.get(*j).copied().unwrap_or(false)));
            if ready {
                if let Some(d) = done.get_mut(i) {
                    *d = true;
                }
                out.push(i);
            }
        }
        if out.len() == before {
            let stuck: Vec<&Item> = (0..n)
                .filter(|i| !done.get(*i).copied().unwrap_or(true))
                .filter_map(|i| l.items.get(i))
                .collect();
            let names: Vec<String> =
                stuck.iter().map(|i| format!("{} (line {})", i.name, i.line)).collect();
            return Err((
                stuck.first().map_or(0, |i| i.line),
                format!("a cycle of references between items: {}", names.join(", ")),
            ));
        }
    }
    Ok(out)
}
