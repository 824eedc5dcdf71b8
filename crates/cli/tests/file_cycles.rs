//! No import cycles between the files of a crate (style rule 23).
//!
//! For every workspace crate, each `src/**/*.rs` file is a node; an edge goes from a file to
//! the file that defines what one of its paths names: `use crate::…`, `use super::…`,
//! `self::…`, a child module's name, or a name another `use` brought in — in `use` trees and in
//! paths in code alike. A path that lands on a re-export (`pub use a::B` in `lib.rs` or a
//! `mod.rs`) is followed to the file that defines `B`, so a facade is not a hub by itself; a
//! file that *calls* into a child which calls back into it is. The strongly connected
//! components with more than one file are the cycles; the test lists them and fails.
//!
//! Comments, strings and character literals are blanked before tokenizing, so a path quoted in
//! a doc comment is not an import. Inline modules (`mod tests { … }`) belong to their file:
//! their `super::` is the file's module.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::panic)]
#![allow(clippy::arithmetic_side_effects, missing_docs)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module: the file it lives in.
#[derive(Debug, Clone)]
struct Module {
    file: usize,
}

/// What a file says.
#[derive(Debug, Default)]
struct FileInfo {
    /// Every path occurrence: (module it occurs in, segments, is in a `pub use`).
    paths: Vec<(Vec<String>, Vec<String>, bool)>,
    /// Names a `use` binds, per module: name → full path (relative to that module).
    imports: BTreeMap<(Vec<String>, String), Vec<String>>,
    /// Glob imports per module.
    globs: Vec<(Vec<String>, Vec<String>)>,
    /// Item names defined per module.
    defines: BTreeSet<(Vec<String>, String)>,
}

/// Blanks comments, strings and char literals (keeps newlines and lengths roughly).
fn strip(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == b'r'
            && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#'))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            // raw string r#"…"#
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push('r');
                i += 1;
                continue;
            }
            j += 1;
            'raw: while j < b.len() {
                if b[j] == b'"' {
                    let mut k = 0;
                    while k < hashes && b.get(j + 1 + k) == Some(&b'#') {
                        k += 1;
                    }
                    if k == hashes {
                        j += 1 + hashes;
                        break 'raw;
                    }
                }
                j += 1;
            }
            i = j;
            out.push_str("\"\"");
        } else if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == b'\'' {
            // char literal 'x' or '\n' / '\u{..}'; a lifetime has no closing quote.
            if b.get(i + 1) == Some(&b'\\') {
                let mut j = i + 2;
                while j < b.len() && b[j] != b'\'' {
                    j += 1;
                }
                i = j + 1;
                out.push_str("' '");
            } else if b.get(i + 2) == Some(&b'\'') {
                i += 3;
                out.push_str("' '");
            } else if let Some(ch) = src.get(i + 1..).and_then(|s| s.chars().next()) {
                let l = ch.len_utf8();
                if b.get(i + 1 + l) == Some(&b'\'') {
                    i += 2 + l;
                    out.push_str("' '");
                } else {
                    out.push('\'');
                    i += 1;
                }
            } else {
                i += 1;
            }
        } else {
            let ch = src[i..].chars().next().unwrap();
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Id(String),
    Sep, // ::
    P(char),
}

fn tokens(s: &str) -> Vec<Tok> {
    let cs: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if c.is_alphabetic() || c == '_' {
            let st = i;
            while i < cs.len() && (cs[i].is_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            out.push(Tok::Id(cs[st..i].iter().collect()));
        } else if c.is_ascii_digit() {
            while i < cs.len() && (cs[i].is_alphanumeric() || cs[i] == '_' || cs[i] == '.') {
                i += 1;
            }
        } else if c == ':' && cs.get(i + 1) == Some(&':') {
            out.push(Tok::Sep);
            i += 2;
        } else if c.is_whitespace() {
            i += 1;
        } else {
            out.push(Tok::P(c));
            i += 1;
        }
    }
    out
}

/// Expands a use tree starting at `toks[*i]`, prefix `pre`, into (binding name, path) pairs;
/// a glob gives name `*`.
fn use_tree(toks: &[Tok], i: &mut usize, pre: Vec<String>, out: &mut Vec<(String, Vec<String>)>) {
    let mut path = pre;
    loop {
        match toks.get(*i) {
            Some(Tok::Id(id)) => {
                path.push(id.clone());
                *i += 1;
            }
            Some(Tok::P('{')) => {
                *i += 1;
                loop {
                    match toks.get(*i) {
                        Some(Tok::P('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Tok::P(',')) => *i += 1,
                        None => return,
                        _ => use_tree(toks, i, path.clone(), out),
                    }
                }
            }
            Some(Tok::P('*')) => {
                *i += 1;
                out.push(("*".into(), path));
                return;
            }
            _ => return,
        }
        match toks.get(*i) {
            Some(Tok::Sep) => *i += 1,
            Some(Tok::Id(a)) if a == "as" => {
                *i += 1;
                let alias = match toks.get(*i) {
                    Some(Tok::Id(n)) => n.clone(),
                    _ => String::new(),
                };
                *i += 1;
                let mut p = path.clone();
                if p.last().map(String::as_str) == Some("self") {
                    p.pop();
                }
                out.push((alias, p));
                return;
            }
            _ => {
                let mut p = path.clone();
                if p.last().map(String::as_str) == Some("self") {
                    p.pop();
                }
                let name = p.last().cloned().unwrap_or_default();
                out.push((name, p));
                return;
            }
        }
    }
}

const ITEM_KW: [&str; 8] = ["fn", "struct", "enum", "trait", "type", "const", "static", "union"];

/// Reads a file: module declarations, use trees, paths, items.
fn scan(src: &str, path: Vec<String>) -> (FileInfo, Vec<(Vec<String>, String, bool)>) {
    let toks = tokens(&strip(src));
    let mut info = FileInfo::default();
    // Child modules declared: (module, name, inline?)
    let mut mods = Vec::new();
    // Brace stack: Some(name) for an inline module.
    let mut stack: Vec<Option<String>> = Vec::new();
    let mut pending_mod: Option<String> = None;
    let cur = |stack: &Vec<Option<String>>| {
        let mut p = path.clone();
        p.extend(stack.iter().flatten().cloned());
        p
    };
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::P('{') => {
                stack.push(pending_mod.take());
                i += 1;
            }
            Tok::P('}') => {
                stack.pop();
                i += 1;
            }
            Tok::P(';') => {
                pending_mod = None;
                i += 1;
            }
            Tok::Id(k) if k == "mod" => {
                if let Some(Tok::Id(n)) = toks.get(i + 1) {
                    let inline = toks.get(i + 2) == Some(&Tok::P('{'));
                    mods.push((cur(&stack), n.clone(), inline));
                    if inline {
                        pending_mod = Some(n.clone());
                    }
                }
                i += 2;
            }
            Tok::Id(k) if k == "use" => {
                let is_pub = i > 0
                    && (toks[i - 1] == Tok::Id("pub".into())
                        || (toks[i - 1] == Tok::P(')')
                            && toks[..i]
                                .iter()
                                .rev()
                                .take(4)
                                .any(|t| *t == Tok::Id("pub".into()))));
                i += 1;
                let mut out = Vec::new();
                use_tree(&toks, &mut i, Vec::new(), &mut out);
                let m = cur(&stack);
                for (name, p) in out {
                    if name == "*" {
                        info.globs.push((m.clone(), p.clone()));
                    } else if !name.is_empty() && name != "_" {
                        info.imports.insert((m.clone(), name), p.clone());
                    }
                    info.paths.push((m.clone(), p, is_pub));
                }
            }
            Tok::Id(k) if ITEM_KW.contains(&k.as_str()) => {
                if let Some(Tok::Id(n)) = toks.get(i + 1) {
                    info.defines.insert((cur(&stack), n.clone()));
                }
                i += 1;
            }
            Tok::Id(first) => {
                // A path in code: ident (:: ident)+
                let prev_sep = i > 0 && toks[i - 1] == Tok::Sep;
                let mut segs = vec![first.clone()];
                let mut j = i + 1;
                while toks.get(j) == Some(&Tok::Sep) {
                    match toks.get(j + 1) {
                        Some(Tok::Id(n)) => {
                            segs.push(n.clone());
                            j += 2;
                        }
                        _ => {
                            j += 1;
                            break;
                        }
                    }
                }
                if !prev_sep && segs.len() > 1 {
                    info.paths.push((cur(&stack), segs, false));
                }
                i = j.max(i + 1);
            }
            _ => i += 1,
        }
    }
    (info, mods)
}

struct Crate {
    files: Vec<PathBuf>,
    infos: Vec<FileInfo>,
    modules: BTreeMap<Vec<String>, Module>,
}

fn load(src: &Path) -> Crate {
    let root = if src.join("lib.rs").exists() { src.join("lib.rs") } else { src.join("main.rs") };
    let mut c = Crate { files: Vec::new(), infos: Vec::new(), modules: BTreeMap::new() };
    // (file, module path, directory its children live in)
    let mut todo = vec![(root, Vec::<String>::new(), src.to_path_buf())];
    while let Some((file, path, dir)) = todo.pop() {
        let text = std::fs::read_to_string(&file).unwrap();
        let (info, mods) = scan(&text, path.clone());
        let k = c.files.len();
        c.modules.insert(path.clone(), Module { file: k });
        for (m, name, inline) in mods {
            let mut p = m.clone();
            p.push(name.clone());
            if inline {
                c.modules.insert(p, Module { file: k });
                continue;
            }
            // Children of an inline module live in dir/<inline path>/.
            let mut d = dir.clone();
            for s in m.iter().skip(path.len()) {
                d = d.join(s);
            }
            let (f, sub) = if d.join(format!("{name}.rs")).exists() {
                (d.join(format!("{name}.rs")), d.join(&name))
            } else if d.join(&name).join("mod.rs").exists() {
                (d.join(&name).join("mod.rs"), d.join(&name))
            } else {
                continue;
            };
            todo.push((f, p, sub));
        }
        c.files.push(file);
        c.infos.push(info);
    }
    c
}

impl Crate {
    /// The file a path (seen in module `at`) lands on, following imports and re-exports.
    fn resolve(&self, at: &[String], segs: &[String], depth: u32) -> Option<usize> {
        if depth > 12 || segs.is_empty() {
            return None;
        }
        let mut abs: Vec<String> = at.to_vec();
        let mut rest = segs;
        match segs[0].as_str() {
            "crate" => {
                abs.clear();
                rest = &segs[1..];
            }
            "self" => rest = &segs[1..],
            "super" => {
                while rest.first().map(String::as_str) == Some("super") {
                    abs.pop()?;
                    rest = &rest[1..];
                }
            }
            first => {
                let mut child = abs.clone();
                child.push(first.to_string());
                if self.modules.contains_key(&child) {
                    // A child module (or a sibling through `use`, handled below).
                } else {
                    // A name a `use` of this module (or an enclosing inline one) brings in.
                    let f = self.modules.get(&abs)?.file;
                    let info = &self.infos[f];
                    let target = info.imports.get(&(abs.clone(), first.to_string()))?;
                    if target.first().map(String::as_str) == Some(first) {
                        return None; // an external crate's own name
                    }
                    let mut p = target.clone();
                    p.extend(segs[1..].iter().cloned());
                    return self.resolve(&abs, &p, depth + 1);
                }
            }
        }
        abs.extend(rest.iter().cloned());
        // Longest module prefix.
        let mut n = abs.len();
        while n > 0 && !self.modules.contains_key(&abs[..n]) {
            n -= 1;
        }
        let m = self.modules.get(&abs[..n])?;
        let f = m.file;
        let Some(name) = abs.get(n) else { return Some(f) };
        let module = abs[..n].to_vec();
        let info = &self.infos[f];
        if info.defines.contains(&(module.clone(), name.clone())) {
            return Some(f);
        }
        if let Some(target) = info.imports.get(&(module.clone(), name.clone())) {
            let mut p = target.clone();
            p.extend(abs[n + 1..].iter().cloned());
            return self.resolve(&module, &p, depth + 1).or(Some(f));
        }
        for (gm, g) in &info.globs {
            if *gm != module {
                continue;
            }
            let mut p = g.clone();
            p.push(name.clone());
            if let Some(t) = self.resolve(&module, &p, depth + 1) {
                let tm = &self.infos[t];
                if tm.defines.iter().any(|(_, d)| d == name) {
                    return Some(t);
                }
            }
        }
        Some(f)
    }

    fn edges(&self) -> BTreeMap<usize, BTreeSet<usize>> {
        let mut e: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
        for (k, info) in self.infos.iter().enumerate() {
            for (at, segs, is_pub_use) in &info.paths {
                // A re-export is plumbing: what it names is followed by the files that use it.
                if *is_pub_use {
                    continue;
                }
                if let Some(t) = self.resolve(at, segs, 0) {
                    if t != k {
                        e.entry(k).or_default().insert(t);
                    }
                }
            }
        }
        e
    }
}

/// Tarjan's strongly connected components with more than one node.
fn cycles(n: usize, e: &BTreeMap<usize, BTreeSet<usize>>) -> Vec<Vec<usize>> {
    struct T<'a> {
        e: &'a BTreeMap<usize, BTreeSet<usize>>,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(t: &mut T<'_>, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        let succ: Vec<usize> = t.e.get(&v).map(|s| s.iter().copied().collect()).unwrap_or_default();
        for w in succ {
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on[w] = false;
                comp.push(w);
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort_unstable();
                t.out.push(comp);
            }
        }
    }
    let mut t = T {
        e,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    t.out
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// Every cycle of every workspace crate, as `crate: a.rs ↔ b.rs`.
fn all_cycles() -> Vec<String> {
    let mut out = Vec::new();
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(crates_dir()).unwrap().map(|d| d.unwrap().path()).collect();
    dirs.sort();
    for d in dirs {
        let src = d.join("src");
        if !src.is_dir() {
            continue;
        }
        let c = load(&src);
        let e = c.edges();
        if std::env::var("DEWRIP_CYCLES_DEBUG").is_ok_and(|v| d.ends_with(&v)) {
            for (a, bs) in &e {
                for b in bs {
                    eprintln!("{} -> {}", c.files[*a].display(), c.files[*b].display());
                }
            }
        }
        for comp in cycles(c.files.len(), &e) {
            let names: Vec<String> = comp
                .iter()
                .map(|&k| c.files[k].strip_prefix(&src).unwrap().display().to_string())
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>();
            out.push(format!(
                "{}: {}",
                d.file_name().unwrap().to_string_lossy(),
                names.join(" ↔ ")
            ));
        }
    }
    out
}

#[test]
fn no_file_level_import_cycles() {
    let found = all_cycles();
    assert!(found.is_empty(), "import cycles between files:\n  {}", found.join("\n  "));
}

/// The checker can fail: a parent that calls its child, which calls back into the parent.
#[test]
fn the_checker_finds_a_planted_cycle() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("dewrip-cycles-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("disc")).unwrap();
    std::fs::write(src.join("lib.rs"), "pub mod disc;\npub mod other;\npub use disc::Disc;\n")
        .unwrap();
    std::fs::write(
        src.join("disc/mod.rs"),
        "//! use crate::other::nothing; (a comment is not an import)\nmod ccd;\npub struct Disc;\npub fn open() { ccd::read(); }\npub(crate) fn sector() {}\n",
    )
    .unwrap();
    std::fs::write(src.join("disc/ccd.rs"), "use super::sector;\npub fn read() { sector(); }\n")
        .unwrap();
    std::fs::write(
        src.join("other.rs"),
        "use crate::Disc;\npub fn f(_: Disc) {}\n#[cfg(test)]\nmod tests { use super::*; }\n",
    )
    .unwrap();
    let c = load(&src);
    let e = c.edges();
    let found: Vec<Vec<String>> = cycles(c.files.len(), &e)
        .into_iter()
        .map(|comp| {
            comp.iter()
                .map(|&k| c.files[k].strip_prefix(&src).unwrap().display().to_string())
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect()
        })
        .collect();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(found, vec![vec!["disc/ccd.rs".to_string(), "disc/mod.rs".to_string()]]);
    // other.rs → disc/mod.rs through lib.rs's re-export, not → lib.rs.
    let other = c.files.iter().position(|f| f.ends_with("other.rs")).unwrap();
    let disc = c.files.iter().position(|f| f.ends_with("disc/mod.rs")).unwrap();
    assert_eq!(e.get(&other).map(|s| s.iter().copied().collect::<Vec<_>>()), Some(vec![disc]));
}

/// Crates whose `Limits` other work owns (the layout-files issue's evaluator).
const LIMITS_ELSEWHERE: [&str; 1] = ["container"];

/// One `Limits` pattern (style rule 8, image-png's `Limits`): every `pub struct Limits` of the
/// workspace is a `Copy` struct of budgets with `pub const DEFAULT: Limits` and a `Default` that
/// gives it, so a caller loosens one budget with `Limits { nodes: 10, ..Limits::DEFAULT }`.
#[test]
fn every_limits_follows_one_pattern() {
    let mut bad = Vec::new();
    let mut seen = 0;
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(crates_dir()).unwrap().map(|d| d.unwrap().path()).collect();
    dirs.sort();
    for d in dirs {
        let name = d.file_name().unwrap().to_string_lossy().to_string();
        if LIMITS_ELSEWHERE.contains(&name.as_str()) {
            continue;
        }
        let mut stack = vec![d.join("src")];
        while let Some(p) = stack.pop() {
            let Ok(rd) = std::fs::read_dir(&p) else { continue };
            for e in rd {
                let f = e.unwrap().path();
                if f.is_dir() {
                    stack.push(f);
                    continue;
                }
                let text = strip(&std::fs::read_to_string(&f).unwrap_or_default());
                let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
                if !flat.contains("pub struct Limits {") {
                    continue;
                }
                seen += 1;
                let derives_copy = flat
                    .split("pub struct Limits {")
                    .next()
                    .and_then(|before| before.rsplit("#[derive(").next())
                    .is_some_and(|d| d.split(')').next().is_some_and(|d| d.contains("Copy")));
                let has_const = flat.contains("pub const DEFAULT: Limits =");
                let default_is_const = flat.contains(
                    "impl Default for Limits { fn default() -> Self { Limits::DEFAULT } }",
                );
                if !(derives_copy && has_const && default_is_const) {
                    bad.push(format!(
                        "{}: Copy {derives_copy}, DEFAULT {has_const}, Default = DEFAULT {default_is_const}",
                        f.strip_prefix(crates_dir()).unwrap().display()
                    ));
                }
            }
        }
    }
    assert!(seen >= 2, "only {seen} Limits types found: the scan is broken");
    assert!(bad.is_empty(), "Limits types off the pattern:\n  {}", bad.join("\n  "));
}
