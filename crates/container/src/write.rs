//! A layout back to its file form (TOML): what `dewrip layout infer -o` writes, and what the
//! round-trip tests read back. Deterministic: items in order, fields by offset.

use std::fmt::Write;

use crate::expr::Expr;
use crate::layout::{Field, Item, Layout};

/// A TOML basic string.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len().saturating_add(2));
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn num(v: i64) -> String {
    if v >= 16 {
        format!("{v:#x}")
    } else {
        v.to_string()
    }
}

fn expr(e: &Expr) -> String {
    match e {
        Expr::Int(v) if *v >= 0 => num(*v),
        e => quote(&e.to_string()),
    }
}

fn field(f: &Field) -> String {
    let ty = if f.len == 1 {
        f.width.name().to_string()
    } else {
        format!("{}[{}]", f.width.name(), f.len)
    };
    let place = match &f.column {
        Some(c) => format!("column = {}", expr(c)),
        None => format!("at = {}", num(i64::from(f.at))),
    };
    let mut s = format!("{} = {{ {place}, type = {}", f.name, quote(&ty));
    if let Some(from) = &f.from {
        let _ = write!(s, ", from = {}", quote(from));
    }
    if let Some((lo, n)) = f.bits {
        let _ = write!(s, ", bits = [{lo}, {n}]");
    }
    let scale = (f.scale != 1).then_some(f.scale);
    let bias = (f.bias != 0).then_some(f.bias);
    let div = (f.div != 1).then_some(f.div);
    for (k, v) in [
        ("expect", f.expect),
        ("min", f.min),
        ("max", f.max),
        ("none", f.none),
        ("scale", scale),
        ("bias", bias),
        ("div", div),
    ] {
        if let Some(v) = v {
            let _ = write!(s, ", {k} = {}", if v < 0 { v.to_string() } else { num(v) });
        }
    }
    if f.none_index {
        s.push_str(", none = \"index\"");
    }
    if let Some(d) = &f.doc {
        let _ = write!(s, ", doc = {}", quote(d));
    }
    if let Some(d) = &f.evidence {
        let _ = write!(s, ", evidence = {}", quote(d));
    }
    s.push_str(" }");
    s
}

fn item(out: &mut String, it: &Item) {
    out.push_str("\n[[item]]\n");
    let _ = writeln!(out, "name = {}", quote(&it.name));
    let _ = writeln!(out, "kind = {}", quote(it.kind.name()));
    if let Some(p) = &it.per {
        let _ = writeln!(out, "per = {}", quote(p));
    }
    let _ = writeln!(out, "at = {}", expr(&it.at));
    if it.packed {
        out.push_str("packed = true\n");
        if it.align > 1 {
            let _ = writeln!(out, "align = {}", it.align);
        }
    }
    if let Some(e) = &it.count {
        let _ = writeln!(out, "count = {}", expr(e));
    }
    if let Some(s) = it.stride {
        let _ = writeln!(out, "stride = {}", num(i64::from(s)));
    }
    if let Some(e) = &it.step {
        let _ = writeln!(out, "step = {}", expr(e));
    }
    if let Some(e) = &it.next {
        let _ = writeln!(out, "next = {}", expr(e));
    }
    if let Some(e) = &it.keep {
        let _ = writeln!(out, "keep = {}", expr(e));
    }
    if let Some(e) = &it.size {
        let _ = writeln!(out, "size = {}", expr(e));
    }
    if let Some(e) = &it.cond {
        let _ = writeln!(out, "if = {}", quote(&e.to_string()));
    }
    if let Some(e) = &it.check {
        let _ = writeln!(out, "check = {}", quote(&e.to_string()));
    }
    if let Some(d) = &it.doc {
        let _ = writeln!(out, "doc = {}", quote(d));
    }
    if let Some(d) = &it.evidence {
        let _ = writeln!(out, "evidence = {}", quote(d));
    }
    if !it.fields.is_empty() {
        out.push_str("[item.fields]\n");
        for f in &it.fields {
            out.push_str(&field(f));
            out.push('\n');
        }
    }
}

/// The layout as a layout file. `header` lines are written first as `#` comments.
pub fn to_toml(l: &Layout, header: &[String]) -> String {
    let mut out = String::new();
    for h in header {
        for line in h.lines() {
            let _ = writeln!(out, "# {line}");
        }
    }
    let _ = writeln!(out, "format = {}", quote(&l.format));
    let _ = writeln!(out, "name = {}", quote(&l.name));
    if let Some(d) = &l.doc {
        let _ = writeln!(out, "doc = {}", quote(d));
    }
    if let Some(r) = &l.ram_base {
        let _ = writeln!(out, "ram_base = {}", expr(&r.expr));
    }
    if !l.values.is_empty() {
        out.push_str("\n[values]\n");
        for v in &l.values {
            let _ = writeln!(out, "{} = {}", v.name, expr(&v.expr));
        }
    }
    if !l.patterns.is_empty() {
        out.push_str("\n[tokens]\n");
        for p in &l.patterns {
            let _ = writeln!(out, "{} = {}", p.name, quote(&p.text));
        }
    }
    for it in &l.items {
        item(&mut out, it);
    }
    out
}
