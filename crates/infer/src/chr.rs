//! A `.chr` layout inferred from files: each structure the decoder reads is found by what it
//! must be, its rules (start, count, entry shape) kept where they hold in every file, and the
//! result written as a layout and accepted only if every file decodes through it.

use std::fmt::Write as _;
use std::sync::Arc;

use container::{Layout, Width};
use dewprism::layouts::Format;
use dewprism::{Conventions, Source, Sourced};

use crate::channels;
use crate::expr;
use crate::file::{self, Sample, MAGIC, MAGIC_AT};
use crate::image::{self, Blob, ClutShape, TexShape, TileShape};
use crate::nodes::{self, Root};
use crate::parts::{self, Base, Col, Locator};
use crate::solve::{self, Anchor};
use crate::streams::{self, Walker};
use crate::{chain, kept, list};

/// Why no layout could be inferred.
#[derive(Debug, thiserror::Error)]
pub enum InferError {
    /// Nothing to infer from.
    #[error("no files to infer from")]
    NoFiles,
    /// A structure the decoder needs was not found.
    #[error("{what}: {why}")]
    NotFound {
        /// The structure.
        what: &'static str,
        /// What was looked for.
        why: String,
    },
    /// The written layout did not check (a bug of the inference).
    #[error("the inferred layout does not check: {0}")]
    Layout(#[from] container::LayoutError),
    /// The caller's time ran out.
    #[error("gave up after {0} s: the files offer too many readings (infer from more files of the same kind, or write the layout by hand)")]
    GaveUp(u64),
    /// Some files do not decode through the inferred layout.
    #[error("the inferred layout decodes {ok} of {of} files; {file}: {why}")]
    Decode {
        /// Files that decoded.
        ok: usize,
        /// Files.
        of: usize,
        /// The first that did not.
        file: String,
        /// Why.
        why: String,
    },
}

/// One structure the inference found (or left out), with its evidence.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Finding {
    /// The layout item.
    pub item: String,
    /// Found, or left out (optional structures only).
    pub found: bool,
    /// Why it is there, or what was looked for.
    pub evidence: String,
    /// Files it held in.
    pub held: usize,
    /// Files it applies to.
    pub of: usize,
}

/// An inferred layout.
#[derive(Debug, Clone)]
pub struct Inferred {
    /// The layout.
    pub layout: Arc<Layout>,
    /// Its text (TOML).
    pub text: String,
    /// What was found, item by item.
    pub findings: Vec<Finding>,
    /// Files that decode through it (all of them, or it is not returned).
    pub decoded: usize,
    /// Whether the built-in layout already fits every file (then it is returned as is).
    pub builtin: bool,
}

/// A file to infer from.
#[derive(Debug, Clone, Copy)]
pub struct Input<'a> {
    /// Its name (for evidence).
    pub name: &'a str,
    /// Its bytes.
    pub data: &'a [u8],
}

/// Infers a `.chr` layout from `files`, decoding each through it with `conv` (its record
/// layout, lengths and LZ decoder).
///
/// `deadline`: give up (`InferError::GaveUp`) once it passes — checked between phases and in
/// the longest searches, so the result never depends on it, only whether there is one.
pub fn infer(
    files: &[Input<'_>],
    conv: &Conventions,
    deadline: Option<std::time::Instant>,
) -> Result<Inferred, InferError> {
    if files.is_empty() {
        return Err(InferError::NoFiles);
    }
    // The built-in layout is the first hypothesis.
    let builtin = dewprism::layouts::builtin(Format::Chr);
    if decode_all(files, conv, &builtin).is_ok() {
        let of = files.len();
        return Ok(Inferred {
            text: Format::Chr.builtin_text().to_string(),
            layout: builtin,
            findings: vec![Finding {
                item: "(all)".into(),
                found: true,
                evidence: "the built-in layout decodes every file".into(),
                held: of,
                of,
            }],
            decoded: of,
            builtin: true,
        });
    }
    // The largest files first (ties in the order given): what is read in "the first file"
    // then never depends on the order of the arguments.
    let mut ordered: Vec<Input<'_>> = files.to_vec();
    ordered.sort_by_key(|f| std::cmp::Reverse(f.data.len()));
    let files = ordered.as_slice();
    // Pre-linked files (pointers as RAM addresses, the load address in the header): the
    // structures are searched in the files with their pointers made offsets, and the layout
    // says `ram_base`, so that the decoder makes the same change.
    let ram = ram_base(files);
    let rebased: Vec<Vec<u8>> = match ram {
        Some(k) => files
            .iter()
            .map(|f| {
                let base = file::read(f.data, k, Width::U32).unwrap_or(0);
                container::eval::rebased(f.data, base)
            })
            .collect(),
        None => Vec::new(),
    };
    let mut samples: Vec<Sample<'_>> = match ram {
        Some(_) => files.iter().zip(&rebased).map(|(f, d)| Sample::new(f.name, d)).collect(),
        None => files.iter().map(|f| Sample::new(f.name, f.data)).collect(),
    };
    let started = std::time::Instant::now();
    let first = attempt(files, &samples, conv, ram, (started, deadline));
    let Err(plain) = first else { return first };
    if matches!(plain, InferError::GaveUp(_)) || files.len() < 2 {
        return Err(plain);
    }
    // [provisional] Counts stored one less than they are (a loop run `count + 1` times): tried
    // only when the plain reading finds no layout in two files or more (a file alone offers
    // too many readings to rule this one in, and doubles its bounded search), and then for
    // the model's own elements alone — nodes, parts, a part's vertices and records — so that
    // it never outvotes a plain reading. The plain reading's error is the one reported when
    // neither holds.
    for s in &mut samples {
        s.less = 1;
    }
    if std::env::var_os("INFER_DEBUG").is_some() {
        eprintln!("retry: counts stored one less ({plain})");
    }
    let second = attempt(files, &samples, conv, ram, (started, deadline));
    let Err(less) = second else { return second };
    // [provisional] Vertices of 6 bytes (three i16, no pad word): tried only where no part
    // table of SVECTORs held either way (without the pad word, a valid vertex is only three
    // i16 in range, so the arrays are told by their counts, disjointness and the streams
    // landing after them), with counts as stored.
    if matches!(less, InferError::GaveUp(_))
        || !matches!(plain, InferError::NotFound { what: "parts", .. })
    {
        return Err(plain);
    }
    for s in &mut samples {
        s.less = 0;
        s.vertex = crate::svec::PACKED;
    }
    if std::env::var_os("INFER_DEBUG").is_some() {
        eprintln!("retry: 6-byte vertices ({plain})");
    }
    attempt(files, &samples, conv, ram, (started, deadline)).map_err(|_| plain)
}

/// One hypothesis over the samples (their [`Sample::less`] says how counts are stored).
fn attempt(
    files: &[Input<'_>],
    samples: &[Sample<'_>],
    conv: &Conventions,
    ram: Option<usize>,
    (started, deadline): (std::time::Instant, Option<std::time::Instant>),
) -> Result<Inferred, InferError> {
    let mut b = Builder::new();
    b.ram_base = ram;
    b.less = samples.first().map_or(0, |s| s.less);
    b.vertex = samples.first().map_or(crate::svec::SVECTOR, |s| s.vertex);
    b.deadline = deadline.map(|d| (started, d));
    let lengths = conv.lengths();
    let walkers: Vec<Walker> = samples.iter().map(|s| Walker::new(s.data, &lengths)).collect();

    let clock = std::time::Instant::now();
    let dbg = std::env::var_os("INFER_DEBUG").is_some();
    let phase = |what: &str| -> Result<(), InferError> {
        if dbg {
            eprintln!("phase {what}: {:.2} s", clock.elapsed().as_secs_f64());
        }
        match deadline {
            Some(d) if std::time::Instant::now() > d => {
                Err(InferError::GaveUp(started.elapsed().as_secs()))
            }
            _ => Ok(()),
        }
    };
    let node_counts = b.nodes(samples);
    phase("nodes")?;
    let parts = b.parts(samples, &walkers, &node_counts)?;
    phase("parts")?;
    let image = b.image(samples)?;
    phase("image")?;
    let before_tiles = b.clone();
    let mut from = b.tiles(samples, &image, 0)?;
    phase("tiles")?;
    let verify = |text: &str| -> bool {
        if deadline.is_some_and(|d| std::time::Instant::now() > d) {
            return false;
        }
        let r = container::parse(text, "inferred .chr layout").map_err(InferError::from).and_then(
            |l| {
                dewprism::layouts::conforms(&l, Format::Chr)?;
                decode_all(files, conv, &Arc::new(l))
            },
        );
        if dbg {
            if let Err(e) = &r {
                eprintln!("verify: {e}");
                // The first layout refused (a later one would overwrite what went wrong first),
                // or the first whose error holds INFER_DUMP_IF.
                let wanted =
                    std::env::var("INFER_DUMP_IF").map_or(true, |w| e.to_string().contains(&w));
                if let Some(path) = std::env::var_os("INFER_DUMP").filter(|_| wanted) {
                    if !std::path::Path::new(&path).exists() {
                        let _ = std::fs::write(path, text);
                    }
                }
            }
        }
        r.is_ok()
    };
    // [provisional] A tile table that held by chance leaves the face records' tile IDs out of
    // its domain and nothing decodes: the next tile shape that holds is tried, a few at most.
    let mut first_err: Option<InferError> = None;
    for _ in 0..TILE_TRIES {
        match b.streams(samples, &walkers, &parts, &verify) {
            Ok(()) => {
                first_err = None;
                break;
            }
            Err(e) => {
                phase("streams")?;
                first_err.get_or_insert(e);
                b = before_tiles.clone();
                match b.tiles(samples, &image, from) {
                    Ok(next) => from = next,
                    Err(_) => break,
                }
            }
        }
    }
    if let Some(e) = first_err {
        return Err(e);
    }
    phase("streams")?;
    b.channels(samples, &node_counts, &verify);
    phase("channels")?;

    let text = b.text(files.len());
    let layout = container::parse(&text, "inferred .chr layout")?;
    dewprism::layouts::conforms(&layout, Format::Chr)?;
    let layout = Arc::new(layout);
    let decoded = decode_all(files, conv, &layout)?;
    Ok(Inferred { layout, text, findings: b.findings, decoded, builtin: false })
}

/// Decodes every file through `layout`: the count, or the first failure.
/// Fewest pointers (words from the load address to it plus the file's size, besides the load
/// address itself) a pre-linked file must hold [provisional].
const RAM_POINTERS_MIN: usize = 2;
/// Stream shapes read in the part table as found, tried before the longest tables
/// **[provisional]**.
const OWN_TRIES: usize = 16;
/// Tile tables tried before the streams are given up **[provisional]**.
const TILE_TRIES: usize = 3;
/// Load addresses a pre-linked file may name: KSEG0, the PlayStation's 2 MiB of RAM (8 MiB on
/// development units) **[public: psx-spx, Memory Map]**.
const RAM: std::ops::Range<i64> = 0x8000_0000..0x8080_0000;

/// A header word (the same offset in every file) that holds a RAM address in every file, with
/// at least [`RAM_POINTERS_MIN`] other words of that file pointing into the file as loaded
/// there: the files are pre-linked, their pointers RAM addresses. The offset with the most
/// such pointers in all; `None` when no word qualifies in every file.
fn ram_base(files: &[Input<'_>]) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for k in (0..file::HEADER_WORDS).step_by(4) {
        let mut total = 0usize;
        let held = files.iter().all(|f| {
            let Some(base) = file::read(f.data, k, Width::U32).filter(|b| RAM.contains(b)) else {
                return false;
            };
            let len = i64::try_from(f.data.len()).unwrap_or(i64::MAX);
            let n = f
                .data
                .chunks_exact(4)
                .filter_map(|w| <[u8; 4]>::try_from(w).ok())
                .map(|w| i64::from(u32::from_le_bytes(w)))
                .filter(|&w| w > base && w.saturating_sub(base) <= len)
                .count();
            total = total.saturating_add(n);
            n >= RAM_POINTERS_MIN
        });
        if held && best.is_none_or(|(_, t)| total > t) {
            best = Some((k, total));
        }
    }
    best.map(|(k, _)| k)
}

fn decode_all(
    files: &[Input<'_>],
    conv: &Conventions,
    layout: &Arc<Layout>,
) -> Result<usize, InferError> {
    let mut c = conv.clone();
    c.layouts.set(Format::Chr, Sourced::new(Arc::clone(layout), Source::Inferred, "inference"));
    let lengths = c.lengths();
    let mut ok = 0usize;
    let mut first: Option<(String, String)> = None;
    // Bytes of the files, and of them the face records read.
    let (mut bytes, mut geometry) = (0usize, 0usize);
    for f in files {
        bytes = bytes.saturating_add(f.data.len());
        match dewprism::chr::read(f.data, &c) {
            Ok(chr) if chr.triangle_count() > 0 => {
                ok = ok.saturating_add(1);
                let records: usize = chr
                    .blocks
                    .iter()
                    .flat_map(|b| &b.records)
                    .map(|r| usize::from(lengths.get(r.type_byte()).unwrap_or(0)))
                    .sum();
                geometry = geometry.saturating_add(records);
            }
            Ok(_) => {
                // [provisional] A character's meshes draw something: a reading with no
                // triangle at all is a wrong reading (state records alone fit anywhere), not a
                // model.
                if first.is_none() {
                    first = Some((f.name.to_string(), "decodes no triangle".to_string()));
                }
            }
            Err(e) => {
                if first.is_none() {
                    first = Some((f.name.to_string(), e.to_string()));
                }
            }
        }
    }
    // [provisional] A model file is mostly its meshes: a reading whose face records are a
    // sliver of all the files' bytes found a few chance records, not the streams (one file
    // decodes through almost any reading that finds two records in it).
    if first.is_none() && geometry.saturating_mul(GEOMETRY_SHARE) < bytes {
        let name = files.first().map_or(String::new(), |f| f.name.to_string());
        let why = format!(
            "the face records read are {geometry} of the files' {bytes} bytes, less than 1/{GEOMETRY_SHARE}: chance records, not the streams"
        );
        first = Some((name, why));
    }
    match first {
        None => Ok(ok),
        Some((file, why)) => Err(InferError::Decode { ok, of: files.len(), file, why }),
    }
}

/// A reading's face records must be at least 1/this of the files' bytes **[provisional]**
/// (the alien corpora: 18 % or more in every file).
const GEOMETRY_SHARE: usize = 16;

/// The layout being written, and the findings.
#[derive(Clone)]
struct Builder {
    /// Where the header holds the load address of pre-linked files ([`ram_base`]).
    ram_base: Option<usize>,
    /// When to give up (the caller's), and when it started.
    deadline: Option<(std::time::Instant, std::time::Instant)>,
    used: std::collections::BTreeSet<crate::places::Place>,
    items: Vec<String>,
    findings: Vec<Finding>,
    anchors: Vec<Anchor>,
    chunks: Option<(u32, u32)>,
    /// Counts of the model's own elements are stored this much less ([`Sample::less`]).
    less: i64,
    /// Bytes per vertex ([`Sample::vertex`]).
    vertex: usize,
    /// The parts' entries hold their streams (a chain, or the node entries): written with
    /// the parts.
    chained: bool,
    /// The nodes as found (the parts may be inside their entries).
    node_table: Option<nodes::Nodes>,
    /// Per file, the parts found in a part table.
    part_counts: Vec<Option<usize>>,
}

/// A block table being tried: where it starts, its count, entry size and fields.
struct Blocks<'a> {
    at: String,
    count: String,
    stride: u32,
    fields: Vec<F<'a>>,
}

/// One field of an item: (name, offset, width, extra keys).
struct F<'a> {
    name: &'a str,
    at: u32,
    /// Stored as a column of its array from this offset (`at` is then 0).
    column: Option<String>,
    width: Width,
    extra: String,
}

/// A rectangle's extent: as stored, or counted from its start field when stored as a corner.
fn corner<'a>(name: &'a str, c: Col, start: &str, corners: bool) -> F<'a> {
    let extra = if corners { format!(", from = \"{start}\", bias = 1") } else { String::new() };
    F { name, at: c.at, width: c.width, column: None, extra }
}

fn f(name: &str, c: Col) -> F<'_> {
    F { name, at: c.at, width: c.width, column: None, extra: bits(c) }
}

impl Builder {
    /// What the vertices are, for the evidence.
    fn vertex_words(&self) -> &'static str {
        if self.vertex >= crate::svec::SVECTOR {
            "SVECTORs (i16 x y z, pad 0) [public: PsyQ]"
        } else {
            "packed vertices (i16 x y z, no pad word) [provisional: tried where no SVECTOR reading holds]"
        }
    }
}

/// What an offset column `col` of the table `table` counts from, as an expression followed
/// by ` + ` (empty for the file's start).
fn base_expr(base: &Base, table: &str, col: &Col) -> String {
    match base {
        Base::File => String::new(),
        Base::Table => format!("{table} + "),
        Base::Place(p) => format!("{} + ", expr::place(p)),
        Base::Entry => format!("{table}[{table}.index] + "),
        Base::Own => format!("{} + ", expr::offset(&format!("{table}[{table}.index]"), col.at)),
    }
}

/// How a part entry locates its vertex array, in words (for the evidence).
fn locator_words(l: &Locator) -> String {
    let at = |c: &Col| format!("the {} at +{}{}", c.width.name(), c.at, bits(*c));
    match l {
        Locator::Offset { col, base, scale } => {
            let from = match base {
                Base::File => "the file's start".to_string(),
                Base::Table => "the table's start".to_string(),
                Base::Place(pl) => expr::place(pl),
                Base::Entry => "its entry's start".to_string(),
                Base::Own => "its own position".to_string(),
            };
            let unit = if *scale > 1 { format!(" in {scale}-byte units") } else { String::new() };
            format!("{} is an offset{unit} from {from}", at(col))
        }
        Locator::Index { col } => {
            format!("{} is an index of 8-byte vertices into one block", at(col))
        }
        Locator::Sequential => "arrays back to back in entry order".into(),
    }
}

/// A column's `bits` key, if it holds only some bits of its word.
fn bits(c: Col) -> String {
    let mut out = c.bits.map_or(String::new(), |(lo, n)| format!(", bits = [{lo}, {n}]"));
    if c.div > 1 {
        out.push_str(&format!(", div = {}", c.div));
    }
    out
}

/// A column holding a count of the model's own elements, stored `less` than it is.
fn counted(name: &str, c: Col, less: i64) -> F<'_> {
    let mut extra = bits(c);
    if less != 0 {
        extra.push_str(&format!(", bias = {less}"));
    }
    F { name, at: c.at, width: c.width, column: None, extra }
}

/// A stream table's offset field (in bytes, or scaled: in 4-byte words).
fn stream_field(sh: &streams::Shape) -> F<'static> {
    let mut o = f("stream", sh.offset);
    if sh.scale > 1 {
        o.extra = format!(", scale = {}", sh.scale);
    }
    o
}

/// A texture header's width and height fields: the width's unit, the height stored less.
fn dims_fields(sh: &image::TexShape) -> Vec<F<'static>> {
    let mut w = f("width", sh.w);
    if sh.scale > 1 {
        w.extra = format!(", scale = {}", sh.scale);
    }
    let mut h = f("height", sh.h);
    if sh.hbias != 0 {
        h.extra = format!(", bias = {}", sh.hbias);
    }
    vec![w, h]
}

fn q(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The image structures found per file.
struct Image {
    dims: Vec<Vec<(usize, usize)>>,
    cluts: Vec<usize>,
}

impl Builder {
    /// The caller's deadline has passed: the error saying so.
    fn late(&self) -> Option<InferError> {
        let (started, d) = self.deadline?;
        (std::time::Instant::now() > d).then(|| InferError::GaveUp(started.elapsed().as_secs()))
    }

    fn new() -> Builder {
        Builder {
            ram_base: None,
            deadline: None,
            used: std::collections::BTreeSet::new(),
            items: Vec::new(),
            findings: Vec::new(),
            anchors: Vec::new(),
            chunks: None,
            less: 0,
            vertex: crate::svec::SVECTOR,
            chained: false,
            node_table: None,
            part_counts: Vec::new(),
        }
    }

    /// The place the last streams land on, where no item found so far starts there (a section
    /// left undescribed, the motion after the primitives): the simplest place that, in every
    /// file that has it, starts 0–3 bytes after that file's last stream ends
    /// **[published: landing]**, present in at least one; written as a section item.
    fn land_on(&mut self, samples: &[Sample<'_>], ends: &[Option<usize>]) {
        let Some(s0) = samples.first() else { return };
        let mut best: Option<crate::places::Place> = None;
        for (p, _) in crate::search::all_places(s0) {
            if p == crate::places::Place::File || self.used.contains(&p) {
                continue;
            }
            let mut present = 0usize;
            let fits = samples.iter().zip(ends).all(|(s, e)| match (s.place(&p), e) {
                (None, _) => true,
                (Some(at), Some(e)) if at >= *e && at.saturating_sub(*e) <= streams::MAX_PAD => {
                    present = present.saturating_add(1);
                    true
                }
                _ => false,
            });
            let simpler =
                |b: &crate::places::Place| (p.depth(), p.reads()) < (b.depth(), b.reads());
            if fits && present > 0 && best.as_ref().is_none_or(simpler) {
                best = Some(p);
            }
        }
        if let Some(p) = best {
            self.uses("", Some(&p));
        }
    }

    fn note(&mut self, item: &str, found: bool, evidence: String, held: usize, of: usize) {
        self.findings.push(Finding { item: item.into(), found, evidence, held, of });
    }

    fn uses(&mut self, e: &str, p: Option<&crate::places::Place>) {
        if let Some(c) = p.and_then(expr::chunk_list) {
            self.chunks = Some(c);
        }
        let mut q = p.cloned();
        while let Some(pl) = q {
            q = pl.site().map(|(b, _, _)| b).filter(|b| *b != crate::places::Place::File);
            if pl != crate::places::Place::File {
                self.used.insert(pl);
            }
        }
        let _ = e;
    }

    #[allow(clippy::too_many_arguments)]
    fn item(
        &mut self,
        name: &str,
        kind: &str,
        keys: &[(&str, String)],
        fields: &[F<'_>],
        evidence: &str,
    ) {
        let mut s = String::new();
        let _ = writeln!(s, "[[item]]\nname = {}\nkind = {}", q(name), q(kind));
        for (k, v) in keys {
            let _ = writeln!(s, "{k} = {v}");
        }
        let _ = writeln!(s, "evidence = {}", q(evidence));
        if !fields.is_empty() {
            let _ = writeln!(s, "[item.fields]");
            for fl in fields {
                let place = match &fl.column {
                    Some(c) => format!("column = {}", q(c)),
                    None => format!("at = {}", fl.at),
                };
                let _ = writeln!(
                    s,
                    "{} = {{ {place}, type = {}{} }}",
                    fl.name,
                    q(fl.width.name()),
                    fl.extra
                );
            }
        }
        self.items.push(s);
    }

    fn text(&self, files: usize) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "# A .chr layout inferred by `dewrip layout infer` from {files} files: every item's\n\
             # evidence says what it is and in how many files it held. Edit it and pass it with\n\
             # `--layout FILE`. The syntax: docs/formats/layouts.md.\n\
             format = \"chr\"\nname = \"inferred\"\ndoc = \"inferred from {files} files\"\n"
        );
        if let Some(k) = self.ram_base {
            let _ = writeln!(
                s,
                "# Pre-linked files: u32 @{k:#x} is the address they load at, and every word from\n\
                 # it to it plus the file's size is a pointer (read as an offset).\n\
                 ram_base = \"u32({k:#X})\"\n"
            );
        }
        let omitted: Vec<&str> =
            self.findings.iter().filter(|f| !f.found).map(|f| f.item.as_str()).collect();
        if !omitted.is_empty() {
            let _ = writeln!(s, "# Not found (left out): {}\n", omitted.join(", "));
        }
        if let Some((first, align)) = self.chunks {
            let _ = writeln!(
                s,
                "[[item]]\nname = {}\nkind = \"seq\"\nat = {first}\nstep = \"align(8 + {}.length, {align})\"\n\
                 evidence = \"tagged chunks (4-byte tag, u32 length, payload) from {first:#x} to the file's end\"\n\
                 [item.fields]\ntag = {{ at = 0, type = \"u32\" }}\nlength = {{ at = 4, type = \"u32\" }}\n",
                q(expr::CHUNKS),
                expr::CHUNKS
            );
        }
        for it in &self.items {
            s.push_str(it);
            s.push('\n');
        }
        // The sections the items are found in start structures of their own: a record
        // stream lands before the next one [published: landing]. Only where the place lies in
        // the file: a place the skeleton is found from may read anything in a prop.
        for (i, p) in self.used.iter().enumerate() {
            if matches!(p, crate::places::Place::Chunk { .. }) {
                continue;
            }
            let at = expr::place(p);
            let inside = format!("{at} <= file.size");
            let cond = match expr::present(p) {
                // A header pointer's presence already keeps it inside the file.
                Some(c)
                    if matches!(
                        p,
                        crate::places::Place::Ptr { .. }
                            | crate::places::Place::Words { .. }
                            | crate::places::Place::Tail { .. }
                    ) =>
                {
                    c
                }
                Some(c) => format!("{c} && {inside}"),
                None => inside,
            };
            let _ = writeln!(
                s,
                "[[item]]\nname = \"section_{i}\"\nkind = \"bytes\"\nat = {}\nsize = 0\nif = {}\nevidence = \"a place the items above are found from (a section's start)\"\n",
                q(&at),
                q(&cond)
            );
        }
        s
    }

    /// The skeleton's nodes (files with the magic); per file, its node count (1 without).
    fn nodes(&mut self, samples: &[Sample<'_>]) -> Vec<usize> {
        let with = samples.iter().filter(|s| s.magic).count();
        let Some(n) = nodes::find(samples).filter(|n| n.held == n.of) else {
            self.note(
                "nodes",
                false,
                format!("no node array (root first, parents before children, i16 translations) held in all {with} files with the magic"),
                0,
                with,
            );
            return vec![1; samples.len()];
        };
        let counts: Vec<usize> = n.found.iter().map(|x| x.map_or(1, |f| f.1)).collect();
        if std::env::var_os("INFER_DEBUG").is_some() {
            eprintln!("nodes: {:?} at {:?}, count {:?}: {:?}", n.shape, n.start, n.count, n.found);
        }
        let ev = self.write_nodes(&n);
        self.anchors.push(Anchor {
            expr: "nodes.end".into(),
            at: n.found.iter().map(|x| x.map(|(a, k)| a.saturating_add(n.shape.size(k)))).collect(),
            near: Some(n.start.place.clone()),
        });
        self.note("nodes", true, ev, n.held, n.of);
        self.node_table = Some(n);
        counts
    }

    /// Writes the nodes item (replacing one written before); returns its evidence.
    fn write_nodes(&mut self, n: &nodes::Nodes) -> String {
        self.items.retain(|it| !it.starts_with("[[item]]\nname = \"nodes\"\n"));
        let sh = n.shape;
        let ones: i64 = match sh.parent_width {
            Width::U8 => 0xFF,
            Width::U16 => 0xFFFF,
            _ => 0xFFFF_FFFF,
        };
        let parent_extra = match sh.root {
            Root::Ones => format!(", none = {ones}"),
            Root::PlusOne => ", bias = -1".to_string(),
            Root::Offset => format!(", none = {ones}, div = {}", sh.stride),
            Root::Own => ", none = \"index\"".to_string(),
        };
        let ev = if sh.columns {
            format!(
                "parallel arrays: every parent ({}; the root first, every parent an earlier node), then every x, every y, every z ({}, aligned to their width); held in {}/{} files with the magic",
                sh.parent_width.name(),
                sh.trans_width.name(),
                n.held,
                n.of
            )
        } else if sh.sibling.is_some() {
            format!(
                "{}-byte entries: a tree as each node's first child and next sibling ({}, {ones} none; every node but the root reached once, from a node before it), {} translations; held in {}/{} files with the magic",
                sh.stride,
                sh.parent_width.name(),
                sh.trans_width.name(),
                n.held,
                n.of
            )
        } else {
            format!(
                "{}-byte entries: the root first, every parent an earlier node, {} translations; held in {}/{} files with the magic",
                sh.stride,
                sh.trans_width.name(),
                n.held,
                n.of
            )
        };
        self.uses("", Some(&n.start.place));
        let tb = sh.trans_width.bytes() as u32;
        let axis = |name: &'static str, k: u32| {
            if sh.columns {
                let first = format!("align(nodes.count * {}, {tb})", sh.stride);
                let column = match k {
                    0 => first,
                    k => format!("{first} + {} * nodes.count", k.saturating_mul(tb)),
                };
                F { name, at: 0, column: Some(column), width: sh.trans_width, extra: String::new() }
            } else {
                F {
                    name,
                    at: sh.trans_at.saturating_add(tb.saturating_mul(k)),
                    column: None,
                    width: sh.trans_width,
                    extra: String::new(),
                }
            }
        };
        let link = |name: &'static str, at: u32, extra: String| F {
            name,
            at,
            column: None,
            width: sh.parent_width,
            extra,
        };
        let mut fields = match sh.sibling {
            Some(next) => vec![
                link("first_child", sh.parent_at, format!(", none = {ones}")),
                link("next_sibling", next, format!(", none = {ones}")),
            ],
            None => vec![link("parent", sh.parent_at, parent_extra)],
        };
        fields.extend([axis("x", 0), axis("y", 1), axis("z", 2)]);
        self.item(
            "nodes",
            "array",
            &[
                ("at", q(&expr::start(&n.start))),
                ("count", q(&expr::count(&n.count))),
                ("stride", sh.stride.to_string()),
                ("if", q(&format!("u32({MAGIC_AT:#x}) == {MAGIC:#x}"))),
            ],
            &fields,
            &ev,
        );
        ev
    }

    /// The parts and their vertex arrays.
    fn parts(
        &mut self,
        samples: &[Sample<'_>],
        walkers: &[Walker],
        nodes: &[usize],
    ) -> Result<Vec<Option<(usize, usize)>>, InferError> {
        let held = |p: &parts::Parts| p.held == samples.len();
        let mut found = parts::find(samples, nodes, parts::Pass::Plain).filter(held);
        if found.is_none() {
            // [provisional] No part table: perhaps a chain of self-sized entries, or the node
            // entries themselves.
            if self.chain(samples, walkers, nodes)
                || self.kept(samples, walkers)
                || self.list(samples, walkers, nodes)
            {
                return Ok(vec![None; samples.len()]);
            }
            // Last, the rarer table readings (byte counts at odd offsets, offsets in words), then
            // counts packed beside the node in one word.
            found = parts::find(samples, nodes, parts::Pass::Rarer)
                .filter(held)
                .or_else(|| parts::find(samples, nodes, parts::Pass::Packed).filter(held));
        }
        let Some(p) = found else {
            return Err(InferError::NotFound {
                what: "parts",
                why: "no table of (node < nodes, vertex count, array) entries whose arrays are valid SVECTORs, nor a chain of self-sized entries (header, vertices, stream), nor a linked list of part headers, held in every file".into(),
            });
        };
        let ev = format!(
            "{}-byte entries: node below the node count, a vertex count, arrays of valid {} ({}); held in {}/{} files",
            p.stride,
            if self.vertex >= crate::svec::SVECTOR { "SVECTORs" } else { "6-byte vertices" },
            locator_words(&p.locator),
            p.held,
            samples.len()
        );
        self.uses("", Some(&p.start.place));
        // The node and the pool base: in the part's entry, or in a table beside the parts.
        let mut held_by = vec![f("node", p.node)];
        if let Some((b, unit)) = p.base {
            let extra = if unit > 1 { format!(", div = {unit}") } else { String::new() };
            held_by.push(F { name: "pool_base", at: b.at, width: b.width, column: None, extra });
        }
        let mut fields = vec![counted("vertex_count", p.vertices, self.less)];
        if p.beside.is_none() {
            fields.insert(0, held_by.remove(0));
            fields.append(&mut held_by);
        }
        let table: Vec<Option<(usize, usize)>> =
            p.found.iter().map(|x| x.as_ref().map(|f| (f.table, f.n))).collect();
        self.part_counts = table.iter().map(|x| x.map(|(_, n)| n)).collect();
        self.anchors.push(Anchor {
            expr: "parts.end".into(),
            at: table
                .iter()
                .map(|x| x.map(|(t, n)| t.saturating_add(n.saturating_mul(p.stride as usize))))
                .collect(),
            near: Some(p.start.place.clone()),
        });
        let mut vkeys: Vec<(&str, String)> = Vec::new();
        match &p.locator {
            Locator::Offset { col, base, scale } => {
                let mut va = f("vertices_at", *col);
                if *scale > 1 {
                    va.extra = format!(", scale = {scale}");
                }
                fields.push(va);
                if let Base::Place(pl) = base {
                    self.uses("", Some(pl));
                }
                vkeys.push((
                    "at",
                    q(&format!("{}parts.vertices_at", base_expr(base, "parts", col))),
                ));
            }
            Locator::Index { .. } | Locator::Sequential => {
                let block: Vec<Option<usize>> =
                    p.found.iter().map(|x| x.as_ref().and_then(|f| f.block)).collect();
                let r =
                    solve::start(samples, &block, &self.anchors).ok_or(InferError::NotFound {
                        what: "vertices",
                        why: "the vertex block's start follows no rule held in every file".into(),
                    })?;
                self.uses("", r.start.as_ref().map(|s| &s.place));
                if let Locator::Index { col } = &p.locator {
                    fields.push(f("first_vertex", *col));
                    let vs = self.vertex;
                    vkeys.push(("at", q(&format!("{} + {vs} * parts.first_vertex", r.expr))));
                } else {
                    vkeys.push(("at", q(&r.expr)));
                    vkeys.push(("packed", "true".into()));
                    // Back to back: the last array's end is where the vertex data ends.
                    self.anchors.push(Anchor {
                        expr: "vertices.end".into(),
                        at: p
                            .found
                            .iter()
                            .map(|x| {
                                x.as_ref().and_then(|f| f.arrays.last()).map(|&(at, n)| {
                                    at.saturating_add(n.saturating_mul(self.vertex))
                                })
                            })
                            .collect(),
                        near: None,
                    });
                }
            }
        }
        self.item(
            "parts",
            "array",
            &[
                ("at", q(&expr::start(&p.start))),
                ("count", q(&expr::count(&p.count))),
                ("stride", p.stride.to_string()),
            ],
            &fields,
            &ev,
        );
        self.note("parts", true, ev.clone(), p.held, samples.len());
        if let Some(b) = &p.beside {
            self.uses("", Some(&b.start.place));
            let bev = format!(
                "{}-byte entries beside the parts, entry for entry: a node below the node count ({} distinct in all), a pool base that continues the pool; held in {}/{} files",
                b.stride, b.distinct, p.held, samples.len()
            );
            self.item(
                "part_nodes",
                "array",
                &[
                    ("at", q(&expr::start(&b.start))),
                    ("count", q("parts.count")),
                    ("stride", b.stride.to_string()),
                ],
                &held_by,
                &bev,
            );
            self.note("part_nodes", true, bev, p.held, samples.len());
        }
        vkeys.push(("per", q("parts")));
        vkeys.push(("count", q("parts.vertex_count")));
        vkeys.push(("stride", self.vertex.to_string()));
        let v = [
            F { name: "x", at: 0, width: Width::I16, column: None, extra: String::new() },
            F { name: "y", at: 2, width: Width::I16, column: None, extra: String::new() },
            F { name: "z", at: 4, width: Width::I16, column: None, extra: String::new() },
        ];
        let vev = self.vertex_words().to_string();
        self.item("vertices", "array", &vkeys, &v, &vev);
        Ok(table
            .iter()
            .zip(&p.found)
            .map(|(t, f)| t.and(f.as_ref().map(|f| (f.table, p.stride as usize))))
            .collect())
    }

    /// Textures (headers and LZ blobs) and CLUTs.
    /// Textures (headers and LZ blobs) and CLUTs. The texture table is looked for first; where
    /// no rule locates it, the CLUTs are found first and the textures again (a table right
    /// after the CLUTs, with no pointer to it).
    fn image(&mut self, samples: &[Sample<'_>]) -> Result<Image, InferError> {
        let (dims, packed, runs) = match self.textures(samples) {
            Ok((dims, packed)) => {
                let runs = self.cluts(samples)?;
                (dims, packed, runs)
            }
            Err(e) => {
                let saved = self.clone();
                let later = self
                    .cluts(samples)
                    .and_then(|runs| self.textures(samples).map(|(d, p)| (d, p, runs)));
                match later {
                    Ok(x) => x,
                    Err(_) => {
                        *self = saved;
                        return Err(e);
                    }
                }
            }
        };
        if let Some((align, first)) = packed {
            // The first blob follows a structure found above (the CLUTs, perhaps an optional
            // one after them): solved now that their ends are known.
            let targets: Vec<Option<usize>> = first.iter().map(|&x| Some(x)).collect();
            let r = solve::start(samples, &targets, &self.anchors).ok_or(InferError::NotFound {
                what: "texels",
                why: "the LZ blobs lie back to back, but where the first one starts follows no rule held in every file".into(),
            })?;
            self.uses("", r.start.as_ref().map(|s| &s.place));
            let mut tkeys: Vec<(&str, String)> = vec![("per", q("textures"))];
            tkeys.push(("at", q(&r.expr)));
            tkeys.push(("packed", "true".into()));
            tkeys.push(("align", align.to_string()));
            let ev =
                format!("LZ blobs back to back in texture order, {align}-aligned, from {}", r.expr);
            self.texels(&tkeys, &ev, samples.len());
        }
        Ok(Image { dims, cluts: runs.iter().map(|r| r.1).collect() })
    }

    /// The texture headers (and, when each names its blob, the texels item): per file the
    /// textures' dimensions, and the blobs' alignment and first blob when they lie back to back.
    #[allow(clippy::type_complexity)]
    fn textures(
        &mut self,
        samples: &[Sample<'_>],
    ) -> Result<(Vec<Vec<(usize, usize)>>, Option<(usize, Vec<usize>)>), InferError> {
        let blobs: Vec<Vec<Blob>> = samples.iter().map(image::blobs).collect();
        let s0i = (0..samples.len()).max_by_key(|&i| blobs.get(i).map_or(0, Vec::len)).unwrap_or(0);
        let (Some(s0), Some(b0)) = (samples.get(s0i), blobs.get(s0i)) else {
            return Err(InferError::NoFiles);
        };
        if b0.is_empty() {
            return Err(InferError::NotFound {
                what: "textures",
                why: "no LZ blob (u32 size, tokens decoding to exactly that size) in any file"
                    .into(),
            });
        }
        // Headers inline with their blobs and linked in one list, located in every file: taken
        // before any table [provisional] (a link that visits every header of its shape once,
        // from a rule that holds everywhere, is no chance reading).
        if let Some(found) = inline_list(samples, s0i, &blobs, &self.anchors) {
            return Ok((self.inline_textures(samples, found), None));
        }
        let sizes: Vec<Vec<usize>> =
            blobs.iter().map(|v| v.iter().map(|b| b.size).collect()).collect();
        // The header shape and, per file, its table's candidate starts; the count, a word
        // no larger than the run of matching headers; the blob locator.
        #[allow(clippy::type_complexity)]
        let mut chosen: Option<(
            (bool, usize),
            (TexShape, Vec<usize>, solve::Rule, (solve::Rule, crate::rules::Count), BlobLoc),
        )> = None;
        // A second pass, where no rule located any shape's table, sums the section head's
        // words for the shapes whose run is longest in the file with the most blobs.
        // [provisional] Widths in bytes per row and heights stored one less only where no
        // header reading in texels or 16-bit units holds (they triple the shapes).
        for more in [false, true] {
            if chosen.is_some() {
                break;
            }
            let shapes = image::tex_shapes(more);
            let mut longest = vec![0usize; shapes.len()];
            for pass in [false, true] {
                let most = longest.iter().copied().max().unwrap_or(0);
                if pass && (chosen.is_some() || most < 2) {
                    break;
                }
                'shapes: for (si, &sh) in shapes.iter().enumerate() {
                    if let Some(e) = self.late() {
                        return Err(e);
                    }
                    if pass && longest.get(si) != Some(&most) {
                        continue;
                    }
                    let z0 = sizes.get(s0i).map_or(&[][..], Vec::as_slice);
                    // The longest runs of matching headers in the file with the most blobs, each
                    // located in every file by a rule read at it.
                    let mut t0s: Vec<(usize, usize)> = (0..s0.len())
                        .step_by(2)
                        .map(|t| (t, image::tex_run(s0, &sh, t, z0)))
                        .filter(|&(_, r)| r >= 1)
                        .collect();
                    if t0s.is_empty() {
                        continue;
                    }
                    t0s.sort_by_key(|&(t, r)| (std::cmp::Reverse(r), t));
                    if let (Some(l), Some(&(_, r))) = (longest.get_mut(si), t0s.first()) {
                        *l = r;
                    }
                    let run_at = |i: usize, t: usize| -> usize {
                        match (samples.get(i), sizes.get(i)) {
                            (Some(s), Some(z)) => image::tex_run(s, &sh, t, z),
                            _ => 0,
                        }
                    };
                    let rules = if pass {
                        if std::env::var_os("INFER_DEBUG").is_some() {
                            eprintln!("textures: summed starts for {sh:?} from {:?}", t0s.first());
                        }
                        located_sum(samples, s0i, &t0s, &run_at)
                    } else {
                        located(samples, s0i, &t0s, &run_at, &self.anchors)
                    };
                    for (r, ts) in rules {
                        let runs: Vec<Option<usize>> =
                            ts.iter().enumerate().map(|(i, &t)| Some(run_at(i, t))).collect();
                        let tbl: Vec<Option<usize>> = ts.iter().map(|&t| Some(t)).collect();
                        for c in counts_upto(samples, r.start.as_ref(), &tbl, &runs, sh.stride) {
                            let ks: Vec<usize> =
                                samples.iter().map(|s| c.1.eval(s).unwrap_or(0)).collect();
                            let total: usize = ks.iter().sum();
                            if chosen.as_ref().is_some_and(|x| x.0 >= (true, total)) {
                                continue;
                            }
                            if let Some(loc) = blob_locator(samples, &blobs, &ts, &ks, &sh) {
                                // The shape that explains the most blobs wins, blobs named by an
                                // offset before blobs read back to back.
                                let key = (matches!(loc, BlobLoc::Offset(..)), total);
                                if chosen.as_ref().is_none_or(|x| key > x.0) {
                                    chosen = Some((key, (sh, ts.clone(), r.clone(), c, loc)));
                                }
                                continue 'shapes;
                            }
                        }
                    }
                }
            }
        }
        // Headers inline with their blobs, where they explain more textures than a table.
        let table_total = chosen.as_ref().map_or(0, |x| x.0 .1);
        if let Some(found) = inline_textures(samples, s0i, &blobs, &self.anchors) {
            if found.total > table_total {
                return Ok((self.inline_textures(samples, found), None));
            }
        }
        let chosen = chosen.map(|x| x.1);
        let (sh, ts, rule, cr, loc) = chosen.ok_or(InferError::NotFound {
            what: "textures",
            why: "no table of (width, height, blob offset) entries whose blobs decode to width·height/2 bytes, at a rule held in every file".into(),
        })?;
        let ks: Vec<usize> = samples.iter().map(|s| cr_count(&cr.1).eval(s).unwrap_or(0)).collect();
        let sizes: Vec<Vec<usize>> = samples
            .iter()
            .zip(&ts)
            .zip(&ks)
            .map(|((s, &t), &k)| {
                (0..k)
                    .filter_map(|e| sh.dims(s, t, e))
                    .map(|(w, h)| w.saturating_mul(h) / 2)
                    .collect()
            })
            .collect();
        // The blob locator: an offset column from a base, else back to back in order.
        let dims: Vec<Vec<(usize, usize)>> = samples
            .iter()
            .zip(&ts)
            .zip(&ks)
            .map(|((s, &t), &k)| (0..k).filter_map(|e| sh.dims(s, t, e)).collect())
            .collect();
        let mut fields = dims_fields(&sh);
        let mut tkeys: Vec<(&str, String)> = vec![("per", q("textures"))];
        let mut packed = None;
        match loc {
            BlobLoc::Packed { align, first } => packed = Some((align, first)),
            BlobLoc::Offset(col, base, scale) => {
                let mut o = f("offset", col);
                if scale > 1 {
                    o.extra = format!(", scale = {scale}");
                }
                fields.push(o);
                tkeys.push((
                    "at",
                    q(&format!("{}textures.offset", base_expr(&base, "textures", &col))),
                ));
            }
        }
        let ev = format!(
            "{}-byte headers whose width·height/2 equals an LZ blob's size, in every file ({} files)",
            sh.stride,
            samples.len()
        );
        self.uses("", rule.start.as_ref().map(|s| &s.place));
        self.item(
            "textures",
            "array",
            &[("at", q(&rule.expr)), ("count", q(&cr.0.expr)), ("stride", sh.stride.to_string())],
            &fields,
            &ev,
        );
        self.note("textures", true, ev, samples.len(), samples.len());
        if packed.is_none() {
            self.texels(&tkeys, "LZ blobs located per texture", samples.len());
        }
        self.anchors.push(Anchor {
            expr: "textures.end".into(),
            at: ts
                .iter()
                .zip(&sizes)
                .map(|(&t, z)| Some(t.saturating_add(z.len().saturating_mul(sh.stride as usize))))
                .collect(),
            near: rule.start.as_ref().map(|s| s.place.clone()),
        });

        Ok((dims, packed))
    }

    /// The parts as a chain of self-sized entries ([`chain`]): the shapes read in the largest
    /// file at the offsets a table may start at, the longest chains first; each located in
    /// every file by a rule, its count a word; the node column (below the node count, the most
    /// distinct values) and the pool base (bases that tile one pool) from the columns left.
    /// Writes the parts, their vertices and streams; false when none holds in every file.
    fn chain(&mut self, samples: &[Sample<'_>], walkers: &[Walker], nodes: &[usize]) -> bool {
        let s0i =
            (0..samples.len()).max_by_key(|&i| samples.get(i).map_or(0, Sample::len)).unwrap_or(0);
        let (Some(s0), Some(w0)) = (samples.get(s0i), walkers.get(s0i)) else { return false };
        let svs: Vec<Vec<u32>> = samples.iter().map(parts::svec_runs).collect();
        let Some(sv0) = svs.get(s0i) else { return false };
        let mut cands: Vec<(usize, chain::Shape, usize)> = Vec::new();
        for t in solve::table_offsets(s0, s0i, &self.anchors) {
            for sh in chain::shapes_at(s0, w0, sv0, t) {
                let n = sh.run(s0, w0, sv0, t).len();
                if n >= 2 {
                    cands.push((t, sh, n));
                }
            }
        }
        cands.sort_by_key(|(t, sh, n)| (std::cmp::Reverse(*n), sh.header, *t));
        if std::env::var_os("INFER_DEBUG").is_some() {
            eprintln!("chain: {} candidates, top {:?}", cands.len(), cands.first());
        }
        let run = |sh: &chain::Shape, i: usize, t: usize| -> Vec<chain::Entry> {
            match (samples.get(i), walkers.get(i), svs.get(i)) {
                (Some(s), Some(w), Some(sv)) => sh.run(s, w, sv, t),
                _ => Vec::new(),
            }
        };
        for (sh, t0s) in by_shape(&cands, 16) {
            let run_at = |i: usize, t: usize| run(&sh, i, t).len();
            for (r, ts) in located(samples, s0i, &t0s, &run_at, &self.anchors) {
                let runs: Vec<Option<usize>> =
                    ts.iter().enumerate().map(|(i, &t)| Some(run_at(i, t))).collect();
                let tbl: Vec<Option<usize>> = ts.iter().map(|&t| Some(t)).collect();
                for (count, cnt) in
                    counts_upto(samples, r.start.as_ref(), &tbl, &runs, 1).into_iter().take(4)
                {
                    let entries: Vec<Vec<chain::Entry>> = samples
                        .iter()
                        .zip(&ts)
                        .enumerate()
                        .map(|(i, (s, &t))| {
                            let mut v = run(&sh, i, t);
                            v.truncate(cnt.eval(s).unwrap_or(0));
                            v
                        })
                        .collect();
                    if self.write_chain(samples, nodes, &sh, &r, &count, &entries) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The parts inside the node entries ([`kept`]): the node table's rule read in every file
    /// (props too: a table with its one root may be there without the magic), the parts the
    /// entries with a vertex count, each the node it stands for. Writes the parts (`keep`),
    /// their vertices and streams; false when none holds (or counts are read one less: a
    /// stored zero is then a part).
    fn kept(&mut self, samples: &[Sample<'_>], walkers: &[Walker]) -> bool {
        let Some(nodes) = self.node_table.clone().filter(|n| !n.shape.columns) else {
            return false;
        };
        let (start, count, stride) = (nodes.start.clone(), nodes.count.clone(), nodes.shape.stride);
        if self.less != 0 {
            return false;
        }
        let tables: Vec<kept::Table> = samples
            .iter()
            .map(|s| {
                let t = start.eval(s)?;
                let n = count.eval(s).filter(|n| (1..=nodes::MAX_NODES).contains(n))?;
                Some((t, n))
            })
            .collect();
        let svs: Vec<Vec<u32>> = samples.iter().map(parts::svec_runs).collect();
        let Some(k) = kept::find(samples, walkers, &svs, &tables, stride) else {
            return false;
        };
        if std::env::var_os("INFER_DEBUG").is_some() {
            eprintln!("kept: {k:?}");
        }
        // The part's fields are no translations: the nodes' are read again apart from them.
        let span = |c: Col| {
            let at = i64::from(c.at).saturating_add(k.shift).rem_euclid(i64::from(stride));
            (u32::try_from(at).unwrap_or(0), c.width.bytes() as u32)
        };
        let mut taken: Vec<(u32, u32)> =
            [k.vertices, k.array, k.records, k.stream].into_iter().map(span).collect();
        taken.extend(k.pool.map(span));
        if let Some(sh) = nodes::retranslate(samples, &nodes, &taken) {
            let n = nodes::Nodes { shape: sh, ..nodes };
            self.write_nodes(&n);
            self.node_table = Some(n);
        }
        let held = samples.len();
        let at = expr::start(&start);
        let at = match k.shift {
            0 => at,
            d if d > 0 => format!("{at} + {d}"),
            d => format!("{at} - {}", d.unsigned_abs()),
        };
        let base = match k.base {
            kept::Base::File => String::new(),
            kept::Base::Table => "parts + ".to_string(),
        };
        let ev = format!(
            "the node entries ({stride} bytes) that have a vertex count: each the node its entry stands for, its vertices (valid SVECTORs, disjoint) and its record stream (walking, 0–3 zero bytes after it) at offsets in the entry{}; {} parts in {held}/{held} files",
            if k.pool.is_some() { ", a pool base that continues the pool" } else { "" },
            k.parts
        );
        let mut fields = vec![
            f("vertex_count", k.vertices),
            f("vertices_at", k.array),
            f("records", k.records),
            f("stream", k.stream),
        ];
        if let Some(c) = k.pool {
            fields.push(f("pool_base", c));
        }
        self.uses("", Some(&start.place));
        self.item(
            "parts",
            "array",
            &[
                ("at", q(&at)),
                ("count", q(&expr::count(&count))),
                ("stride", stride.to_string()),
                ("keep", q("parts.vertex_count != 0")),
            ],
            &fields,
            &ev,
        );
        self.note("parts", true, ev, held, held);
        self.part_data(
            (&format!("{base}parts.vertices_at"), self.vertex_words()),
            (
                &format!("{base}parts.stream"),
                "at the offsets in the node entries: the record counts walk (record lengths) meeting only known types, each stream followed by 0–3 zero bytes",
            ),
            held,
        );
        true
    }

    /// Writes each part's vertices and stream (`(at, evidence)` each, per part), the parts'
    /// entries holding them: the streams search is then skipped.
    fn part_data(&mut self, vertices: (&str, &str), streams: (&str, &str), held: usize) {
        self.part_data_per(vertices, streams, ("parts", "parts.records"), held);
    }

    /// As [`Builder::part_data`], the streams one `per` element of another item (a part's
    /// strips), their counts `per.1`.
    fn part_data_per(
        &mut self,
        vertices: (&str, &str),
        streams: (&str, &str),
        per: (&str, &str),
        held: usize,
    ) {
        let v = [
            F { name: "x", at: 0, width: Width::I16, column: None, extra: String::new() },
            F { name: "y", at: 2, width: Width::I16, column: None, extra: String::new() },
            F { name: "z", at: 4, width: Width::I16, column: None, extra: String::new() },
        ];
        self.item(
            "vertices",
            "array",
            &[
                ("per", q("parts")),
                ("at", q(vertices.0)),
                ("count", q("parts.vertex_count")),
                ("stride", self.vertex.to_string()),
            ],
            &v,
            vertices.1,
        );
        self.item(
            "streams",
            "records",
            &[("per", q(per.0)), ("at", q(streams.0)), ("count", q(per.1))],
            &[],
            streams.1,
        );
        self.note("streams", true, streams.1.to_string(), held, held);
        self.chained = true;
    }

    /// The parts as a linked list ([`list`]): the shapes read in the largest file at the
    /// offsets a table may start at, the longest lists first (then the tightest header); the
    /// head located in every file by a rule; the node and pool-base columns from those left.
    /// Writes the parts, their vertices, strips and streams; false when none holds in every
    /// file.
    fn list(&mut self, samples: &[Sample<'_>], walkers: &[Walker], nodes: &[usize]) -> bool {
        let s0i =
            (0..samples.len()).max_by_key(|&i| samples.get(i).map_or(0, Sample::len)).unwrap_or(0);
        let (Some(s0), Some(w0)) = (samples.get(s0i), walkers.get(s0i)) else { return false };
        let svs: Vec<Vec<u32>> = samples.iter().map(parts::svec_runs).collect();
        let Some(sv0) = svs.get(s0i) else { return false };
        let mut cands: Vec<(usize, list::Shape, usize)> = Vec::new();
        for t in solve::table_offsets(s0, s0i, &self.anchors) {
            cands.extend(list::shapes_at(s0, w0, sv0, t).into_iter().map(|(sh, n)| (t, sh, n)));
            if cands.len() > list::MAX_CANDIDATES {
                break;
            }
        }
        let tight = |sh: &list::Shape| sh.cols().iter().map(|c| c.span().1).max().unwrap_or(0);
        cands.sort_by_key(|(t, sh, n)| (std::cmp::Reverse(*n), tight(sh), *sh, *t));
        if std::env::var_os("INFER_DEBUG").is_some() {
            eprintln!("list: {} candidates, top {:?}", cands.len(), cands.first());
        }
        let read = |sh: &list::Shape, i: usize, t: usize| -> Option<Vec<list::Entry>> {
            sh.read(samples.get(i)?, walkers.get(i)?, svs.get(i)?, t)
        };
        for (sh, t0s) in by_shape(&cands, 16) {
            let run_at = |i: usize, t: usize| read(&sh, i, t).map_or(0, |v| v.len());
            for (r, ts) in located(samples, s0i, &t0s, &run_at, &self.anchors) {
                let entries: Option<Vec<Vec<list::Entry>>> =
                    ts.iter().enumerate().map(|(i, &t)| read(&sh, i, t)).collect();
                if let Some(entries) = entries {
                    if self.write_list(samples, nodes, &sh, &r, &entries) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Writes a part list found in every file (`entries`: each file's), with its node and
    /// pool-base columns; false when no node column fits.
    fn write_list(
        &mut self,
        samples: &[Sample<'_>],
        nodes: &[usize],
        sh: &list::Shape,
        at: &solve::Rule,
        entries: &[Vec<list::Entry>],
    ) -> bool {
        let found: Vec<Vec<(usize, usize)>> =
            entries.iter().map(|v| v.iter().map(|e| (e.at, e.vertices)).collect()).collect();
        let Some((distinct, node, pool)) =
            node_and_pool(samples, nodes, &list::free_cols(sh), &found)
        else {
            return false;
        };
        let held = samples.len();
        let parts: usize = found.iter().map(Vec::len).sum();
        self.uses("", at.start.as_ref().map(|s| &s.place));
        let strips = matches!(sh.streams, list::Streams::Strips { .. });
        let ev = format!(
            "a linked list of part headers (a link to the next part, 0 = the last, in {}; stored in any order): a vertex count and the vertex array's offset (valid SVECTORs, disjoint), {}; a node column below the node count ({distinct} distinct in all){}; {parts} parts in {held}/{held} files",
            if sh.next.scale > 1 { "4-byte words" } else { "bytes" },
            if strips { "a link to the part's first record strip (a list of its own: a link to the next strip, a record count, the records)" } else { "the record stream's offset and count" },
            if pool.is_some() { ", a pool base that continues the pool" } else { "" }
        );
        let next = if sh.next.scale > 1 {
            format!("parts.next * {}", sh.next.scale)
        } else {
            "parts.next".to_string()
        };
        let mut fields = vec![
            f("next", sh.next.col),
            f("node", node),
            counted("vertex_count", sh.vertices, self.less),
            link("vertices_at", sh.array),
        ];
        if let Some(c) = pool {
            fields.push(f("pool_base", c));
        }
        match sh.streams {
            list::Streams::Direct { at: l, records } => {
                fields.push(link("stream", l));
                fields.push(counted("records", records, self.less));
            }
            list::Streams::Strips { first, .. } => fields.push(link("strip", first)),
        }
        self.item("parts", "seq", &[("at", q(&at.expr)), ("next", q(&next))], &fields, &ev);
        self.note("parts", true, ev, held, held);
        let words = format!("{}, at the part header's offset", self.vertex_words());
        let vertices = ("parts.vertices_at", words.as_str());
        match sh.streams {
            list::Streams::Direct { .. } => self.part_data(
                vertices,
                (
                    "parts.stream",
                    "at the part header's offset: the record counts walk (record lengths) meeting only known types",
                ),
                held,
            ),
            list::Streams::Strips { next: sn, records, head, .. } => {
                let snext = if sn.scale > 1 {
                    format!("strips.next * {}", sn.scale)
                } else {
                    "strips.next".to_string()
                };
                let sev = "each part's record strips: a linked list from the part header's link (a link to the next strip, 0 = the last; a record count), walking in every file";
                self.item(
                    "strips",
                    "seq",
                    &[("per", q("parts")), ("at", q("parts.strip")), ("next", q(&snext))],
                    &[f("next", sn.col), counted("records", records, self.less)],
                    sev,
                );
                self.note("strips", true, sev.to_string(), held, held);
                self.part_data_per(
                    vertices,
                    (
                        &format!("strips[strips.index] + {head}"),
                        "right after each strip's header: the record counts walk (record lengths) meeting only known types",
                    ),
                    ("strips", "strips.records"),
                    held,
                );
            }
        }
        true
    }

    /// Writes a part chain found in every file (`entries`: each file's), with its node and
    /// pool-base columns; false when no node column fits.
    fn write_chain(
        &mut self,
        samples: &[Sample<'_>],
        nodes: &[usize],
        sh: &chain::Shape,
        at: &solve::Rule,
        count: &solve::Rule,
        entries: &[Vec<chain::Entry>],
    ) -> bool {
        let found: Vec<Vec<(usize, usize)>> =
            entries.iter().map(|v| v.iter().map(|e| (e.at, e.vertices)).collect()).collect();
        let Some((distinct, node, pool)) =
            node_and_pool(samples, nodes, &chain::free_cols(sh), &found)
        else {
            return false;
        };
        let held = samples.len();
        self.uses("", at.start.as_ref().map(|s| &s.place));
        let ev = format!(
            "a chain of self-sized entries: a {}-byte header (the entry's size, a vertex count, a record count), the vertices (valid SVECTORs), the record stream landing 0–3 bytes before the next entry [published: landing]; a node column below the node count ({distinct} distinct in all){}; held in {held}/{held} files",
            sh.header,
            if pool.is_some() { ", a pool base that continues the pool" } else { "" }
        );
        let mut fields = vec![
            f("entry", sh.size),
            f("node", node),
            counted("vertex_count", sh.vertices, self.less),
            counted("records", sh.records, self.less),
        ];
        if let Some(c) = pool {
            fields.push(f("pool_base", c));
        }
        self.item(
            "parts",
            "seq",
            &[("at", q(&at.expr)), ("count", q(&count.expr)), ("step", q("parts.entry"))],
            &fields,
            &ev,
        );
        self.note("parts", true, ev, held, held);
        let h = sh.header;
        self.part_data(
            (
                &format!("parts[parts.index] + {h}"),
                &format!("{}, right after the entry's header", self.vertex_words()),
            ),
            (
                &format!("parts[parts.index] + {h} + {} * parts.vertex_count", self.vertex),
                "in the chain's entries, right after the vertices: the record counts walk (record lengths) meeting only known types and land 0–3 bytes before the next entry",
            ),
            held,
        );
        // Where the chain ends: the last stream lands before it.
        self.item(
            "parts_end",
            "bytes",
            &[("at", q("parts.end")), ("size", "0".into())],
            &[],
            "where the part chain ends (the last entry's size reaches it)",
        );
        self.anchors.push(Anchor {
            expr: "parts.end".into(),
            at: entries.iter().map(|v| v.last().map(|e| e.next)).collect(),
            near: at.start.as_ref().map(|s| s.place.clone()),
        });
        true
    }

    /// Writes a chain of inline texture headers (and its texels) and returns each file's
    /// textures' dimensions.
    fn inline_textures(&mut self, samples: &[Sample<'_>], c: Inline) -> Vec<Vec<(usize, usize)>> {
        let sh = c.shape;
        let step = match (c.shape.k, c.shape.align) {
            (0, 1) => "textures.length".to_string(),
            (k, 1) => format!("textures.length + {k}"),
            (0, a) => format!("align(textures.length, {a})"),
            (k, a) => format!("align(textures.length + {k}, {a})"),
        };
        let mut fields = dims_fields(&sh.head);
        fields.push(f("length", sh.length));
        let order = match &c.count {
            Ok(_) => "one after another".to_string(),
            Err(l) => {
                fields.push(f("next", l.col));
                format!(
                    "linked in texture order by a link to the next header (in {}, 0 = the last), stored in any order",
                    if l.scale > 1 { "4-byte words" } else { "bytes" }
                )
            }
        };
        let ev = format!(
            "{}-byte headers inline with their LZ blobs (width·height/2 = the blob's size; header and blob sized by a length word plus {}; {}-aligned), {order}; held in every file ({} files)",
            sh.head.stride,
            sh.k,
            sh.align,
            samples.len()
        );
        self.uses("", c.rule.start.as_ref().map(|s| &s.place));
        let keys = match &c.count {
            Ok(count) => {
                vec![("at", q(&c.rule.expr)), ("count", q(&count.expr)), ("step", q(&step))]
            }
            Err(l) if l.scale > 1 => {
                vec![("at", q(&c.rule.expr)), ("next", q(&format!("textures.next * {}", l.scale)))]
            }
            Err(_) => vec![("at", q(&c.rule.expr)), ("next", q("textures.next"))],
        };
        self.item("textures", "seq", &keys, &fields, &ev);
        self.note("textures", true, ev, samples.len(), samples.len());
        let tkeys: Vec<(&str, String)> = vec![
            ("per", q("textures")),
            ("at", q(&format!("textures[textures.index] + {}", sh.head.stride))),
        ];
        self.texels(&tkeys, "each right after its header", samples.len());
        if c.count.is_err() {
            return c.dims;
        }
        self.anchors.push(Anchor {
            expr: "textures.end".into(),
            at: c.ends.iter().map(|&e| Some(e)).collect(),
            near: c.rule.start.as_ref().map(|s| s.place.clone()),
        });
        c.dims
    }

    /// The CLUTs: per file, their table's start and count.
    fn cluts(&mut self, samples: &[Sample<'_>]) -> Result<Vec<(usize, usize)>, InferError> {
        // CLUTs.
        // Every shape, every rule read at one of the longest runs of the file where the shape
        // runs longest; the count words that end the run exactly in every file first, then
        // the most CLUTs in all.
        #[allow(clippy::type_complexity)]
        let mut cl: Option<(
            (bool, usize),
            (ClutShape, Vec<(usize, usize)>, solve::Rule, solve::Rule),
        )> = None;
        for sh in image::CLUT_SHAPES {
            let best = samples
                .iter()
                .enumerate()
                .filter_map(|(i, s)| image::clut_run(s, &sh).map(|r| (i, r)))
                .max_by_key(|(i, r)| (r.1, std::cmp::Reverse(*i)));
            let Some((c0i, _)) = best else { continue };
            let Some(c0) = samples.get(c0i) else { continue };
            let mut t0s: Vec<(usize, usize)> = (0..c0.len())
                .step_by(2)
                .map(|t| (t, sh.run(c0, t)))
                .filter(|&(_, r)| r >= 1)
                .collect();
            t0s.sort_by_key(|&(t, r)| (std::cmp::Reverse(r), t));
            let run_at = |i: usize, t: usize| samples.get(i).map_or(0, |s| sh.run(s, t));
            let mut rules = located(samples, c0i, &t0s, &run_at, &self.anchors);
            if rules.is_empty() {
                rules = located_sum(samples, c0i, &t0s, &run_at);
            }
            for (r, ts) in rules {
                let runs: Vec<Option<usize>> =
                    ts.iter().enumerate().map(|(i, &t)| Some(run_at(i, t))).collect();
                let tbl: Vec<Option<usize>> = ts.iter().map(|&t| Some(t)).collect();
                // [provisional] A CLUT block may have no count: it ends where the next section
                // starts.
                let mut counts = counts_upto(samples, r.start.as_ref(), &tbl, &runs, sh.stride);
                counts.extend(counts_until(samples, r.start.as_ref(), &runs, sh.stride));
                for (c, count) in counts {
                    let got: Vec<(usize, usize)> = samples
                        .iter()
                        .zip(&ts)
                        .map(|(s, &t)| (t, count.eval(s).unwrap_or(0)))
                        .collect();
                    let exact = got.iter().zip(&runs).all(|((_, n), r)| Some(*n) == *r);
                    let score = (exact, got.iter().map(|g| g.1).sum::<usize>());
                    if cl.as_ref().is_none_or(|x| score > x.0) {
                        cl = Some((score, (sh, got, r.clone(), c)));
                    }
                }
            }
        }
        let cl = cl.map(|x| x.1);
        let (csh, runs, r, c) = cl.ok_or(InferError::NotFound {
            what: "cluts",
            why: "no run of 16-colour CLUTs (colour 0 = 0, the others not) at a rule held in every file".into(),
        })?;
        self.uses("", r.start.as_ref().map(|s| &s.place));
        let ev = format!("{}-byte entries, 16 colours at +{}: colour 0 transparent, the others not; held in every file", csh.stride, csh.at);
        self.item(
            "cluts",
            "array",
            &[("at", q(&r.expr)), ("count", q(&c.expr)), ("stride", csh.stride.to_string())],
            &[F {
                name: "colours",
                at: csh.at,
                width: Width::U16,
                column: None,
                extra: String::new(),
            }],
            &ev,
        );
        // The colours field is an array of 16.
        if let Some(last) = self.items.last_mut() {
            *last = last.replace("type = \"u16\" }", "type = \"u16[16]\" }");
        }
        self.note("cluts", true, ev, samples.len(), samples.len());
        self.anchors.push(Anchor {
            expr: "cluts.end".into(),
            at: runs
                .iter()
                .map(|(t, n)| Some(t.saturating_add(n.saturating_mul(csh.stride as usize))))
                .collect(),
            near: r.start.as_ref().map(|s| s.place.clone()),
        });
        Ok(runs)
    }

    /// The texels item: each texture's LZ blob.
    fn texels(&mut self, keys: &[(&str, String)], ev: &str, files: usize) {
        let item_ev = format!("Square LZ blobs decoding to width·height/2 bytes; {ev}");
        self.item("texels", "lz", keys, &[], &item_ev);
        self.note("texels", true, ev.to_string(), files, files);
    }

    /// The tile table: the first of the tile shapes from `from` on ([`image::tile_shapes`]:
    /// plain rectangles narrow to wide, then corners) that holds in every file. Returns the
    /// index after it, where the next try starts when the streams do not decode through it.
    fn tiles(
        &mut self,
        samples: &[Sample<'_>],
        im: &Image,
        from: usize,
    ) -> Result<usize, InferError> {
        let s0i =
            (0..samples.len()).max_by_key(|&i| samples.get(i).map_or(0, Sample::len)).unwrap_or(0);
        let s0 = samples.get(s0i).ok_or(InferError::NoFiles)?;
        let d0 = im.dims.get(s0i).map_or(&[][..], Vec::as_slice);
        let c0 = im.cluts.get(s0i).copied().unwrap_or(0);
        let mut best: Option<(usize, TileShape, solve::Rule, solve::Rule)> = None;
        let mut next = usize::MAX;
        let offs: Vec<Vec<usize>> = samples
            .iter()
            .map(|s| crate::search::table_offsets(&crate::search::bases(s), s.len()))
            .collect();
        let offs0 = offs.get(s0i).cloned().unwrap_or_default();
        if std::env::var_os("INFER_DEBUG").is_some() {
            eprintln!("tiles: dims {:?} cluts {:?}", im.dims, im.cluts);
        }
        // A table that holds but leaves most textures of a file untiled is kept only if no
        // later shape covers them.
        let mut partial: Option<(usize, (usize, TileShape, solve::Rule, solve::Rule))> = None;
        // A second pass, where no rule located any shape's table: behind an optional structure
        // (a face descriptor behind its flag), kept only where its tiles name the textures.
        // After every plain shape, tables of GPU words (texpage and CLUT word), their first
        // page and row read where two such entries start in the largest file.
        let mut shapes = image::tile_shapes();
        let mut gpu = std::collections::BTreeSet::new();
        for &t in &offs0 {
            gpu.extend(image::gpu_tile_shapes(s0, t, d0, c0));
        }
        shapes.extend(gpu);
        for gate in [false, true] {
            for (k, sh) in shapes.iter().copied().enumerate().skip(from) {
                if best.is_some() {
                    break;
                }

                // The same shape in every file: candidate starts (found once per shape).
                let mut per: Option<Vec<Vec<usize>>> = None;
                for &t in &offs0 {
                    if !sh.is_tile(s0, t, 0, d0, c0) || !sh.is_tile(s0, t, 1, d0, c0) {
                        continue;
                    }
                    let per = per.get_or_insert_with(|| {
                        samples
                            .iter()
                            .enumerate()
                            .map(|(i, s)| {
                                let d = im.dims.get(i).map_or(&[][..], Vec::as_slice);
                                let c = im.cluts.get(i).copied().unwrap_or(0);
                                offs.get(i)
                                    .map(|o| {
                                        o.iter()
                                            .copied()
                                            .filter(|&u| sh.is_tile(s, u, 0, d, c))
                                            .collect()
                                    })
                                    .unwrap_or_default()
                            })
                            .collect()
                    });
                    // Else behind an optional structure (a face descriptor behind its flag).
                    let gated = || {
                        let run = |i: usize, u: usize| {
                            let d = im.dims.get(i).map_or(&[][..], Vec::as_slice);
                            let c = im.cluts.get(i).copied().unwrap_or(0);
                            samples.get(i).map_or(0, |s| sh.run(s, u, d, c))
                        };
                        let r0 = run(s0i, t);
                        located_gated(samples, s0i, &[(t, r0)], &run)
                    };
                    let found: Vec<(solve::Rule, Vec<usize>)> = if gate {
                        gated()
                    } else {
                        choose_at(samples, s0i, t, per, 8)
                            .or_else(|| choose(samples, per, &self.anchors))
                            .into_iter()
                            .collect()
                    };
                    if found.is_empty() {
                        continue;
                    }
                    // Whether a count was found for a rule here (the table was judged).
                    let mut judged = false;
                    for (r, ts) in found {
                        let runs: Vec<Option<usize>> = samples
                            .iter()
                            .zip(&ts)
                            .enumerate()
                            .map(|(i, (s, &u))| {
                                let d = im.dims.get(i).map_or(&[][..], Vec::as_slice);
                                let c = im.cluts.get(i).copied().unwrap_or(0);
                                Some(sh.run(s, u, d, c))
                            })
                            .collect();
                        let tbl: Vec<Option<usize>> = ts.iter().map(|&u| Some(u)).collect();
                        // The count: a word no larger than the run in every file.
                        let Some((c, cnt)) =
                            counts_upto(samples, r.start.as_ref(), &tbl, &runs, sh.stride)
                                .into_iter()
                                .next()
                        else {
                            continue;
                        };
                        judged = true;
                        let score: usize = samples.iter().map(|s| cnt.eval(s).unwrap_or(0)).sum();
                        // [provisional] A file's textures are there to be drawn: the tiles of
                        // every file name at least half of its textures.
                        let covers = samples.iter().zip(&ts).enumerate().all(|(i, (s, &u))| {
                            let n = im.dims.get(i).map_or(0, Vec::len);
                            let used: std::collections::BTreeSet<i64> =
                                (0..cnt.eval(s).unwrap_or(0))
                                    .filter_map(|e| sh.texture(s, u, e))
                                    .collect();
                            used.len().saturating_mul(2) >= n
                        });
                        let read = if sizes_one_less(samples, &im.dims, &ts, &cnt, &sh) {
                            TileShape { less: true, ..sh }
                        } else {
                            sh
                        };
                        if covers {
                            best = Some((score, read, r, c));
                            next = k.saturating_add(1);
                            break;
                        } else if partial.is_none() && !gate {
                            partial = Some((k.saturating_add(1), (score, read, r, c)));
                        }
                    }
                    if best.is_some() || (judged && !gate) {
                        break;
                    }
                }
            }
        }
        if best.is_none() {
            if let Some((k, p)) = partial {
                best = Some(p);
                next = k;
            }
        }
        let (_, sh, r, c) = best.ok_or(InferError::NotFound {
            what: "tiles",
            why: "no table of (texture, CLUT, rectangle inside the texture) entries at a rule held in every file".into(),
        })?;
        self.uses("", r.start.as_ref().map(|s| &s.place));
        let rest = "texture < textures, CLUT < CLUTs, a non-empty rectangle inside the texture; held in every file";
        let ev = match sh.names {
            image::Names::Gpu { page, row } => format!(
                "{}-byte entries: a GPU texpage word (texture = page − {page}: one page per texture, in order) and a GPU CLUT word (CLUT = VRAM row − {row}) [public: psx-spx GPU], {rest}",
                sh.stride
            ),
            image::Names::Nibbles { texture_low } => format!(
                "{}-byte entries: texture and CLUT in one byte (the texture in the {} nibble), {rest}",
                sh.stride,
                if texture_low { "low" } else { "high" }
            ),
            image::Names::Plain => format!("{}-byte entries: {rest}", sh.stride),
        };
        let coded = |name, c: Col, bits: (u32, u32), bias: i64| F {
            name,
            at: c.at,
            column: None,
            width: c.width,
            extra: if bias == 0 {
                format!(", bits = [{}, {}]", bits.0, bits.1)
            } else {
                format!(", bits = [{}, {}], bias = {bias}", bits.0, bits.1)
            },
        };
        let (texture, clut) = match sh.names {
            image::Names::Gpu { page, row } => (
                coded("texture", sh.tex, image::PAGE_BITS, page.saturating_neg()),
                coded("clut", sh.clut, image::ROW_BITS, row.saturating_neg()),
            ),
            image::Names::Nibbles { texture_low } => {
                let (tb, cb) = image::nibbles(texture_low);
                (coded("texture", sh.tex, tb, 0), coded("clut", sh.clut, cb, 0))
            }
            image::Names::Plain => (f("texture", sh.tex), f("clut", sh.clut)),
        };
        let mut fields = [
            texture,
            clut,
            f("x", sh.rect_col(0)),
            f("y", sh.rect_col(1)),
            corner("w", sh.rect_col(2), "x", sh.corners),
            corner("h", sh.rect_col(3), "y", sh.corners),
        ];
        if sh.less {
            for fl in fields.iter_mut().skip(4) {
                fl.extra = ", bias = 1".into();
            }
        }
        self.item(
            "tiles",
            "array",
            &[("at", q(&r.expr)), ("count", q(&c.expr)), ("stride", sh.stride.to_string())],
            &fields,
            &ev,
        );
        self.note("tiles", true, ev, samples.len(), samples.len());
        Ok(next)
    }

    /// Component masks, one per node ([`channels::mask_candidates`]): the runs of the largest
    /// skeletal file, located in every file by a rule read at them and absent where its
    /// pointer is 0, in every file after a word at the same place holding their channels,
    /// read in at least half of the files with a skeleton; accepted when the
    /// whole layout decodes every file. Tried before a channel map: a word holding the masks'
    /// set bits exactly is stronger evidence than a run of small bytes.
    fn channel_masks(
        &mut self,
        samples: &[Sample<'_>],
        nodes: &[usize],
        verify: &dyn Fn(&str) -> bool,
    ) -> bool {
        let saved = self.clone();
        let with = nodes.iter().filter(|&&n| n > 1).count();
        let Some(s0i) = (0..samples.len())
            .filter(|&i| nodes.get(i).is_some_and(|&n| n > 1))
            .max_by_key(|&i| samples.get(i).map_or(0, Sample::len))
        else {
            return false;
        };
        let (Some(s0), Some(&n0)) = (samples.get(s0i), nodes.get(s0i)) else { return false };
        let mut tried = std::collections::BTreeSet::new();
        for (t0, at) in channels::mask_candidates(s0, n0).into_iter().take(16) {
            for k in crate::search::simplest(s0, t0, 8) {
                if !tried.insert((k.clone(), at)) {
                    continue;
                }
                // In every file that has them, the word at the same place holds their channels.
                let mut held = 0usize;
                let fits = samples.iter().zip(nodes).all(|(s, &n)| {
                    match k.eval(s).filter(|_| n > 1 && present(s, &k.place)) {
                        None => true,
                        Some(t) => {
                            held = held.saturating_add(1);
                            channels::masks_counted(s, t, n, at)
                        }
                    }
                });
                // [provisional] As for a map: read in at least half of the skeletal files.
                if !fits || held.saturating_mul(2) < with {
                    continue;
                }
                let ev = format!(
                    "a component mask per node (bits 0–5), after a word holding their set bits; read in {held} of {with} files with a skeleton, absent where its pointer is 0"
                );
                let mut keys = vec![
                    ("at", q(&expr::start(&k))),
                    ("count", q("nodes.count")),
                    ("stride", "1".into()),
                ];
                if let Some(cond) = expr::present(&k.place) {
                    keys.push(("if", q(&cond)));
                }
                self.uses("", Some(&k.place));
                let mask = F {
                    column: None,
                    extra: String::new(),
                    ..f("mask", Col { at: 0, width: Width::U8, bits: None, div: 1 })
                };
                self.item("channel_masks", "array", &keys, &[mask], &ev);
                self.note("channels", true, ev, held, with);
                if verify(&self.text(samples.len())) {
                    return true;
                }
                *self = saved.clone();
            }
        }
        false
    }

    /// The animation channels (files with a skeleton and motion): component masks per node
    /// ([`Builder::channel_masks`]), else a channel map, the longest run of (node < nodes,
    /// component 0–5) entries in the largest file, located in every file by a rule read at it
    /// and absent where that rule's pointer is 0; its count a word near it. Left out, loudly,
    /// when none decodes every file.
    fn channels(&mut self, samples: &[Sample<'_>], nodes: &[usize], verify: &dyn Fn(&str) -> bool) {
        let saved = self.clone();
        let s0i = (0..samples.len())
            .filter(|&i| nodes.get(i).is_some_and(|&n| n > 1))
            .max_by_key(|&i| samples.get(i).map_or(0, Sample::len));
        let with = nodes.iter().filter(|&&n| n > 1).count();
        let Some((s0, &n0)) = s0i.and_then(|i| Some((samples.get(i)?, nodes.get(i)?))) else {
            self.note("channels", false, "no file has a skeleton".into(), 0, 0);
            return;
        };
        if self.channel_masks(samples, nodes, verify) {
            return;
        }
        *self = saved.clone();
        // [provisional] A run read an entry or two early (bytes before the map that also look like entries)
        // starts where a pointer points exactly when moved to the map's real start.
        let exact_at = |t: usize| s0.keys().get(&t).is_some_and(|ks| ks.iter().any(|k| k.exact()));
        // A run may also start an entry or two early with no pointer at its real start (a
        // count word just before the map reads as an entry): those starts are tried too, and
        // a count word that ends the run exactly decides.
        let mut cands: Vec<(usize, channels::Shape, usize)> = channels::candidates(s0, n0)
            .into_iter()
            .flat_map(|(t, sh, r)| {
                if !exact_at(t) {
                    for j in 1..=2usize {
                        let u = t.saturating_add(j.saturating_mul(sh.stride as usize));
                        if r > j && exact_at(u) {
                            return vec![(u, sh, r.saturating_sub(j))];
                        }
                    }
                }
                let later = (1..=2usize).filter(|&j| r > j).map(|j| {
                    let u = t.saturating_add(j.saturating_mul(sh.stride as usize));
                    (u, sh, sh.run(s0, u, n0))
                });
                std::iter::once((t, sh, r)).chain(later).collect()
            })
            .collect();
        cands.sort_by_key(|&(t, sh, r)| (std::cmp::Reverse(r), sh.stride, t));
        cands.dedup();
        // First only count words that end the run exactly in every file; then any that fits,
        // the ones leaving the fewest entries of the runs over first (a map read on into what
        // follows by an entry or two, the clip table's first words) [provisional].
        for exact_only in [true, false] {
            let mut tried = std::collections::BTreeSet::new();
            // (entries left over, candidate rank, start, shape, count, files it is read in)
            let mut found: Vec<(
                usize,
                usize,
                crate::search::Start,
                channels::Shape,
                solve::Rule,
                usize,
            )> = Vec::new();
            for &(t0, sh, _) in cands.iter().take(48) {
                for k in crate::search::simplest(s0, t0, 8) {
                    if !tried.insert((k.clone(), sh)) {
                        continue;
                    }
                    let mut ts = Vec::with_capacity(samples.len());
                    let mut runs = Vec::with_capacity(samples.len());
                    let mut fits = true;
                    for (s, &n) in samples.iter().zip(nodes) {
                        let t = k.eval(s).filter(|_| n > 1 && present(s, &k.place));
                        let r = t.map(|t| sh.run(s, t, n));
                        if r == Some(0) {
                            fits = false;
                            break;
                        }
                        ts.push(t);
                        runs.push(r);
                    }
                    if !fits {
                        continue;
                    }
                    let mut counts = Vec::new();
                    for pl in k.place.nest().into_iter().rev() {
                        let st = crate::search::Start { place: pl, k: 0 };
                        counts.extend(counts_upto(samples, Some(&st), &ts, &runs, sh.stride));
                    }
                    let held = runs.iter().filter(|r| r.is_some()).count();
                    // [provisional] A map read in fewer than half of the files with a skeleton
                    // is chance more often than a map (animation is the rule, not the
                    // exception).
                    if held.saturating_mul(2) < with {
                        continue;
                    }
                    // Count words that end the run exactly in every file first (or where
                    // only the zero padding to 4 bytes after the map reads on as an entry).
                    let stride = sh.stride as usize;
                    let exact = |c: &crate::rules::Count| {
                        samples.iter().zip(&runs).zip(&ts).all(|((s, r), t)| {
                            let (Some(r), Some(t)) = (*r, *t) else { return r.is_none() };
                            let Some(n) = c.eval(s) else { return false };
                            let end = t.saturating_add(n.saturating_mul(stride));
                            let padded = crate::file::align(end, 4);
                            n == r
                                || (n < r
                                    && t.saturating_add(r.saturating_mul(stride)) == padded
                                    && s.data
                                        .get(end..padded)
                                        .is_some_and(|b| b.iter().all(|&x| x == 0)))
                        })
                    };
                    let over = |c: &crate::rules::Count| {
                        samples
                            .iter()
                            .zip(&runs)
                            .filter_map(|(s, r)| Some(r.as_ref()?.saturating_sub(c.eval(s)?)))
                            .sum::<usize>()
                    };
                    counts.retain(|(_, c)| !exact_only || exact(c));
                    counts.sort_by_key(|(_, c)| !exact(c));
                    for (rule, c) in counts.into_iter().take(8) {
                        let rank = found.len();
                        found.push((over(&c), rank, k.clone(), sh, rule, held));
                    }
                }
            }
            if !exact_only {
                found.sort_by_key(|f| (f.0, f.1));
            }
            for (_, _, k, sh, c, held) in found {
                let ev = format!(
                    "{}-byte entries (node below the node count, component 0–5, no pair twice); read in {held} of {with} files with a skeleton, absent where its pointer is 0",
                    sh.stride
                );
                let mut keys = vec![
                    ("at", q(&expr::start(&k))),
                    ("count", q(&c.expr)),
                    ("stride", sh.stride.to_string()),
                ];
                if let Some(cond) = expr::present(&k.place) {
                    keys.push(("if", q(&cond)));
                }
                self.item(
                    "channels",
                    "array",
                    &keys,
                    &{
                        let (nb, cb) = sh.bits();
                        [
                            F { column: None, extra: nb, ..f("node", sh.node) },
                            F { column: None, extra: cb, ..f("component", sh.component) },
                        ]
                    },
                    &ev,
                );
                self.note("channels", true, ev, held, with);
                if verify(&self.text(samples.len())) {
                    return;
                }
                *self = saved.clone();
            }
        }
        self.note(
            "channels",
            false,
            format!("no channel map (node < nodes, component 0–5) located by one rule in all {with} files with a skeleton"),
            0,
            with,
        );
    }

    /// A block table found in the largest file (the table with the most entries whose streams
    /// land on each other), located in every file by a rule read at that table, its count by a
    /// word near the place the rule reads; accepted when the whole layout decodes every file.
    fn block_table(
        &mut self,
        samples: &[Sample<'_>],
        walkers: &[Walker],
        parts: &[Option<(usize, usize)>],
        verify: &dyn Fn(&str) -> bool,
        scales: &[u32],
    ) -> bool {
        let saved = self.clone();
        let s0i =
            (0..samples.len()).max_by_key(|&i| samples.get(i).map_or(0, Sample::len)).unwrap_or(0);
        let (Some(s0), Some(w0)) = (samples.get(s0i), walkers.get(s0i)) else { return false };
        // Tables near a place, or just after a structure found before (the part table, say).
        let offs = solve::table_offsets(s0, s0i, &self.anchors);
        let mut cands = streams::candidates(s0, w0, 2, (None, false), &offs, scales);
        cands.retain(|(t, sh, n)| {
            sh.streams(s0, w0, *t, *n).and_then(|v| streams::land(s0, w0, &v)).is_some()
        });
        // The part headers themselves may hold each part's stream (Xenogears-style), at any
        // entry size; their streams lie between the parts' vertex arrays (apart, not adjacent).
        let mut owned = std::collections::BTreeSet::new();
        if let Some(Some((t, st))) = parts.get(s0i) {
            // The part table may have been found a few bytes off its real start.
            if let Ok(st) = u32::try_from(*st) {
                for d in (0..st as usize).step_by(2) {
                    for t in [t.saturating_sub(d), t.saturating_add(d)] {
                        let mut own =
                            streams::candidates(s0, w0, 1, (Some((t, st)), false), &offs, scales);
                        own.retain(|(t, sh, n)| {
                            sh.streams(s0, w0, *t, *n)
                                .and_then(|v| streams::apart(s0, w0, &v))
                                .is_some()
                        });
                        owned.extend(own.iter().map(|(_, sh, _)| sh.clone()));
                        cands.extend(own);
                    }
                }
            }
        }
        if std::env::var_os("INFER_DEBUG").is_some() {
            let p = parts.get(s0i);
            let big: Vec<_> = cands.iter().filter(|c| c.1.stride > 24).take(5).collect();
            eprintln!("block_table: parts {p:?}, {} candidates, wide {big:?}", cands.len());
        }
        // The longest tables first; offsets wider than counts, file-based first. Those of the
        // part table as found (its start settled by its arrays) are tried before them, a few.
        let table = parts.get(s0i).copied().flatten().map(|p| p.0);
        cands.sort_by_key(|(t, sh, n)| {
            (
                std::cmp::Reverse(*n),
                std::cmp::Reverse(sh.offset.width.bytes()),
                sh.records.width.bytes(),
                !matches!(sh.base, Base::File),
                sh.stride,
                *t,
            )
        });
        let (first, rest): (Vec<_>, Vec<_>) =
            cands.into_iter().partition(|(t, sh, _)| owned.contains(sh) && Some(*t) == table);
        for (t0, sh, _) in first.into_iter().take(OWN_TRIES).chain(rest.into_iter().take(64)) {
            // Where the table starts in every file: a place plus a constant, else just after a
            // structure found before (the part table's end, say), aligned, plus a constant.
            // Each with the places its count word may be near, and the place it reads.
            type Loc = (
                String,
                Vec<Option<usize>>,
                Vec<crate::places::Place>,
                Option<crate::places::Place>,
            );
            let mut locs: Vec<Loc> = crate::search::simplest(s0, t0, 16)
                .into_iter()
                .map(|k| {
                    let ts = samples.iter().map(|s| k.eval(s)).collect();
                    let near = k.place.nest().into_iter().rev().collect();
                    (expr::start(&k), ts, near, Some(k.place))
                })
                .collect();
            for a in &self.anchors {
                for al in [1usize, 4] {
                    let Some((at_expr, ts)) = a.after(s0i, t0, al) else { continue };
                    let near = a.near.iter().flat_map(|p| p.nest().into_iter().rev()).collect();
                    locs.push((at_expr, ts, near, None));
                }
            }
            for (at_expr, ts, near, reads) in locs {
                let ts: Option<Vec<usize>> = samples
                    .iter()
                    .zip(walkers)
                    .zip(&ts)
                    .map(|((s, w), t)| t.filter(|&t| sh.streams(s, w, t, 1).is_some()))
                    .collect();
                let Some(ts) = ts else { continue };
                // Per file, the most entries whose streams still land.
                let runs: Vec<Option<usize>> = samples
                    .iter()
                    .zip(walkers)
                    .zip(&ts)
                    .map(|((s, w), &t)| {
                        let mut best = 0usize;
                        let mut n = 1usize;
                        while n <= 4096 {
                            match sh.streams(s, w, t, n) {
                                Some(v) => {
                                    let fits = if owned.contains(&sh) {
                                        streams::apart(s, w, &v).is_some()
                                    } else {
                                        streams::land(s, w, &v).is_some()
                                    };
                                    if fits {
                                        best = n;
                                    }
                                }
                                None => break,
                            }
                            n = n.saturating_add(1);
                        }
                        (best > 0).then_some(best)
                    })
                    .collect();
                if runs.iter().any(Option::is_none) {
                    continue;
                }
                let tbl: Vec<Option<usize>> = ts.iter().map(|&t| Some(t)).collect();
                let mut counts = Vec::new();
                for pl in &near {
                    let st = crate::search::Start { place: pl.clone(), k: 0 };
                    counts.extend(counts_upto(samples, Some(&st), &tbl, &runs, 1));
                }
                for (c, _) in counts.into_iter().take(12) {
                    if let Base::Place(p) = &sh.base {
                        if samples.iter().any(|s| s.place(p).is_none()) {
                            continue;
                        }
                        self.uses("", Some(p));
                    }
                    let base = base_expr(&sh.base, "blocks", &sh.offset);
                    self.uses("", reads.as_ref());
                    let ev = "a block table: record counts and stream offsets whose walks (record lengths) meet only known types and land 0–3 bytes before the next stream [published: landing]; held in every file".to_string();
                    let blocks = Blocks {
                        at: at_expr.clone(),
                        count: c.expr.clone(),
                        stride: sh.stride,
                        fields: vec![counted("records", sh.records, self.less), stream_field(&sh)],
                    };
                    let streams = vec![("at", q(&format!("{base}blocks.stream")))];
                    if self.try_blocks(&blocks, streams, ev, samples.len(), verify) {
                        return true;
                    }
                    *self = saved.clone();
                }
            }
        }
        false
    }

    /// Writes a block table and its streams (`streams`: the keys saying where they start) and
    /// keeps them if the whole layout decodes every file.
    fn try_blocks(
        &mut self,
        b: &Blocks<'_>,
        streams: Vec<(&str, String)>,
        ev: String,
        files: usize,
        verify: &dyn Fn(&str) -> bool,
    ) -> bool {
        self.item(
            "blocks",
            "array",
            &[("at", q(&b.at)), ("count", q(&b.count)), ("stride", b.stride.to_string())],
            &b.fields,
            &ev,
        );
        let mut keys = vec![("per", q("blocks"))];
        keys.extend(streams);
        keys.push(("count", q("blocks.records")));
        self.item("streams", "records", &keys, &[], &ev);
        self.note("streams", true, ev, files, files);
        verify(&self.text(files))
    }

    /// Streams back to back (each aligned after the previous one), from right after a
    /// structure found before (the vertex data, say), with a block table of record counts and
    /// no offsets: the table whose counts walk the most streams in the largest file, located
    /// in every file, its count a word near it; accepted when the whole layout decodes every
    /// file.
    fn packed_streams(
        &mut self,
        samples: &[Sample<'_>],
        walkers: &[Walker],
        verify: &dyn Fn(&str) -> bool,
    ) -> bool {
        let saved = self.clone();
        let s0i =
            (0..samples.len()).max_by_key(|&i| samples.get(i).map_or(0, Sample::len)).unwrap_or(0);
        let (Some(s0), Some(w0)) = (samples.get(s0i), walkers.get(s0i)) else { return false };
        // Tables at a place, or right after a structure found before (a sized table follows
        // another with no pointer to it).
        let offs = solve::table_offsets(s0, s0i, &self.anchors);
        let anchors = self.anchors.clone();
        let mut tried = 0usize;
        for a in anchors.iter().rev() {
            for al in [4usize, 8, 16, 1] {
                let ys: Option<Vec<usize>> =
                    a.at.iter().map(|x| x.map(|x| crate::file::align(x, al))).collect();
                let Some(ys) = ys else { continue };
                let Some(&y0) = ys.get(s0i) else { continue };
                if w0.run(y0) == 0 {
                    continue;
                }
                for salign in [4usize, 1] {
                    let walk = |i: usize, t: usize, sh: &(u32, Col), max: usize| -> usize {
                        let (Some(s), Some(w), Some(&y)) =
                            (samples.get(i), walkers.get(i), ys.get(i))
                        else {
                            return 0;
                        };
                        streams::packed_run(s, w, y, t, sh.0, sh.1, salign, max)
                    };
                    let mut cands: Vec<(usize, usize, (u32, Col))> = Vec::new();
                    for stride in (2u32..=32).step_by(2) {
                        for col in Col::all(stride) {
                            for &t in &offs {
                                let n = walk(s0i, t, &(stride, col), 4096);
                                if n >= 2 {
                                    cands.push((n, t, (stride, col)));
                                }
                            }
                        }
                    }
                    cands.sort_by_key(|(n, t, sh)| {
                        (std::cmp::Reverse(*n), sh.0, sh.1.width.bytes(), *t)
                    });
                    if std::env::var_os("INFER_DEBUG").is_some() && !cands.is_empty() {
                        eprintln!(
                            "packed streams from {} ({al}, {salign}): {} candidates, top {:?}",
                            a.expr,
                            cands.len(),
                            cands.iter().take(3).collect::<Vec<_>>()
                        );
                    }
                    for (n0, t0, sh) in cands.into_iter().take(16) {
                        let run = |i: usize, t: usize| walk(i, t, &sh, 4096);
                        for (r, ts) in located(samples, s0i, &[(t0, n0)], &run, &self.anchors) {
                            let runs: Vec<Option<usize>> =
                                ts.iter().enumerate().map(|(i, &t)| Some(run(i, t))).collect();
                            let tbl: Vec<Option<usize>> = ts.iter().map(|&t| Some(t)).collect();
                            for (c, _) in counts_upto(samples, r.start.as_ref(), &tbl, &runs, 1)
                                .into_iter()
                                .take(4)
                            {
                                tried = tried.saturating_add(1);
                                if tried > 24 {
                                    return false;
                                }
                                self.uses("", r.start.as_ref().map(|s| &s.place));
                                let y = if al > 1 {
                                    format!("align({}, {al})", a.expr)
                                } else {
                                    a.expr.clone()
                                };
                                let ev = format!("a block table of record counts; the streams back to back ({salign}-aligned) from {y}, their walks (record lengths) meeting only known types [published: landing]; held in every file");
                                let blocks = Blocks {
                                    at: r.expr.clone(),
                                    count: c.expr.clone(),
                                    stride: sh.0,
                                    fields: vec![counted("records", sh.1, self.less)],
                                };
                                let streams = vec![
                                    ("at", q(&y)),
                                    ("packed", "true".into()),
                                    ("align", salign.to_string()),
                                ];
                                if self.try_blocks(&blocks, streams, ev, samples.len(), verify) {
                                    return true;
                                }
                                *self = saved.clone();
                            }
                        }
                    }
                }
            }
        }
        false
    }

    fn streams(
        &mut self,
        samples: &[Sample<'_>],
        walkers: &[Walker],
        parts: &[Option<(usize, usize)>],
        verify: &dyn Fn(&str) -> bool,
    ) -> Result<(), InferError> {
        if self.chained {
            // The chain's entries hold the streams: the whole layout must decode.
            return if verify(&self.text(samples.len())) {
                Ok(())
            } else {
                Err(InferError::NotFound {
                    what: "streams",
                    why: "the part chain's streams walk and land, but the layout does not decode every file".into(),
                })
            };
        }
        let saved = self.clone();
        if self.block_table(samples, walkers, parts, verify, &[1]) {
            return Ok(());
        }
        *self = saved.clone();
        if self.packed_streams(samples, walkers, verify) {
            return Ok(());
        }
        *self = saved.clone();
        let s0i =
            (0..samples.len()).max_by_key(|&i| samples.get(i).map_or(0, Sample::len)).unwrap_or(0);
        let (Some(s0), Some(w0)) = (samples.get(s0i), walkers.get(s0i)) else {
            return Err(InferError::NoFiles);
        };
        let mut tries: Vec<(bool, Option<(usize, u32)>)> = Vec::new();
        if let Some(Some((t, st))) = parts.get(s0i) {
            tries.push((true, Some((*t, *st as u32))));
        }
        tries.push((false, None));
        for (per_parts, only) in tries {
            let offs = crate::search::table_offsets(&crate::search::bases(s0), s0.len());
            // [provisional] Offsets in bytes; in the part table's own entries also in 4-byte
            // words from a place.
            let scales: &[u32] = if only.is_some() { &[1, 4] } else { &[1] };
            let mut cands = streams::candidates(s0, w0, 1, (only, only.is_some()), &offs, scales);
            // Tables whose streams land on each other, the longest first.
            cands.retain(|(t, sh, n)| {
                sh.streams(s0, w0, *t, *n).and_then(|v| streams::land(s0, w0, &v)).is_some()
            });
            cands.sort_by_key(|(t, sh, n)| (std::cmp::Reverse(*n), sh.stride, *t));
            if std::env::var_os("INFER_DEBUG").is_some() {
                eprintln!(
                    "streams (per parts {per_parts}, {only:?}): {} candidates, top {:?}",
                    cands.len(),
                    cands.first()
                );
            }
            for (t0, sh, n0) in cands.into_iter().take(100) {
                let Some(ss) = sh.streams(s0, w0, t0, n0) else { continue };
                if streams::land(s0, w0, &ss).is_none() {
                    continue;
                }
                let _ = t0;
                // Hold it in every file: the same shape, a start rule and a count rule.
                let (rule, ts) = if per_parts {
                    (None, parts.iter().map(|p| p.map(|x| x.0)).collect::<Vec<_>>())
                } else {
                    let per: Vec<Vec<usize>> = samples
                        .iter()
                        .zip(walkers)
                        .map(|(s, w)| {
                            (0..s.len()).step_by(2).filter(|&u| prefix_ok(s, w, &sh, u)).collect()
                        })
                        .collect();
                    let Some((r, ts)) = choose(samples, &per, &self.anchors) else { continue };
                    (Some(r), ts.into_iter().map(Some).collect())
                };
                let counts: Vec<Option<solve::Rule>> = if per_parts {
                    vec![None]
                } else {
                    let runs: Vec<Option<usize>> = samples
                        .iter()
                        .zip(walkers)
                        .zip(&ts)
                        .map(|((s, w), t)| {
                            let t = t.unwrap_or(0);
                            let mut n = 0usize;
                            while n < 4096 && sh.streams(s, w, t, n.saturating_add(1)).is_some() {
                                n = n.saturating_add(1);
                            }
                            Some(n)
                        })
                        .collect();
                    let r = rule.as_ref().and_then(|r| r.start.as_ref());
                    counts_upto(samples, r, &ts, &runs, 1)
                        .into_iter()
                        .take(3)
                        .map(|c| Some(c.0))
                        .collect()
                };
                for count in counts {
                    let rule = rule.clone();
                    // A base place must hold in every file.
                    if let Base::Place(p) = &sh.base {
                        if samples.iter().any(|s| s.place(p).is_none()) {
                            continue;
                        }
                        self.uses("", Some(p));
                    }
                    let base =
                        base_expr(&sh.base, if per_parts { "parts" } else { "blocks" }, &sh.offset);
                    let ev = format!(
                    "{}: record counts and stream offsets whose walks (record lengths) meet only known types and land 0–3 bytes before the next stream; held in every file",
                    if per_parts { "in the part entries" } else { "a block table" }
                );
                    let parent = if per_parts { "parts" } else { "blocks" };
                    if per_parts {
                        // Add the columns to the parts item.
                        let extra = format!(
                        "records = {{ at = {}, type = {}{} }}\nstream = {{ at = {}, type = {}{} }}\n",
                        sh.records.at,
                        q(sh.records.width.name()),
                        counted("records", sh.records, self.less).extra,
                        sh.offset.at,
                        q(sh.offset.width.name()),
                        stream_field(&sh).extra
                    );
                        if let Some(it) =
                            self.items.iter_mut().find(|i| i.contains("name = \"parts\""))
                        {
                            it.push_str(&extra);
                        }
                    } else {
                        let (Some(r), Some(c)) = (rule, count) else { continue };
                        self.uses("", r.start.as_ref().map(|s| &s.place));
                        self.item(
                            "blocks",
                            "array",
                            &[
                                ("at", q(&r.expr)),
                                ("count", q(&c.expr)),
                                ("stride", sh.stride.to_string()),
                            ],
                            &[counted("records", sh.records, self.less), stream_field(&sh)],
                            &ev,
                        );
                    }
                    self.item(
                        "streams",
                        "records",
                        &[
                            ("per", q(parent)),
                            ("at", q(&format!("{base}{parent}.stream"))),
                            ("count", q(&format!("{parent}.records"))),
                        ],
                        &[],
                        &ev,
                    );
                    self.note("streams", true, ev, samples.len(), samples.len());
                    if per_parts {
                        let ends = part_stream_ends(samples, walkers, &sh, &ts, &self.part_counts);
                        self.land_on(samples, &ends);
                    }
                    if verify(&self.text(samples.len())) {
                        return Ok(());
                    }
                    *self = saved.clone();
                }
            }
        }
        // [provisional] Last, block tables whose offsets count 4-byte words from a place
        // (tried after every byte reading: they double the candidates).
        *self = saved.clone();
        if self.block_table(samples, walkers, parts, verify, &[4]) {
            return Ok(());
        }
        *self = saved;
        Err(InferError::NotFound {
            what: "streams",
            why: "no table of (record count, stream offset) entries whose streams walk and land, held in every file".into(),
        })
    }
}

/// Whether a tile table's sizes are stored one less (w − 1, h − 1) **[provisional]**: read as
/// stored no tile of any file reaches its texture's right or bottom edge (so each still fits
/// with one added), and read with one added some does (tiles are cut from whole textures; a
/// table read one short never reaches an edge). Never for corners.
fn sizes_one_less(
    samples: &[Sample<'_>],
    dims: &[Vec<(usize, usize)>],
    ts: &[usize],
    count: &crate::rules::Count,
    sh: &TileShape,
) -> bool {
    if sh.corners || sh.less {
        return false;
    }
    let mut reach = false;
    for ((s, &t), d) in samples.iter().zip(ts).zip(dims) {
        for e in 0..count.eval(s).unwrap_or(0) {
            let tex = sh.texture(s, t, e).and_then(|x| usize::try_from(x).ok());
            let (Some(&(tw, th)), Some((x, y, w, h))) =
                (tex.and_then(|x| d.get(x)), sh.rect(s, t, e))
            else {
                return false;
            };
            let (right, bottom) = (x.saturating_add(w), y.saturating_add(h));
            if right == tw as i64 || bottom == th as i64 {
                return false;
            }
            reach |= right.saturating_add(1) == tw as i64 || bottom.saturating_add(1) == th as i64;
        }
    }
    reach
}

/// Per file, where the last of the parts' own streams ends (the parts' table at `ts[i]`,
/// `counts[i]` entries); `None` where they do not walk.
fn part_stream_ends(
    samples: &[Sample<'_>],
    walkers: &[Walker],
    sh: &streams::Shape,
    ts: &[Option<usize>],
    counts: &[Option<usize>],
) -> Vec<Option<usize>> {
    samples
        .iter()
        .zip(walkers)
        .zip(ts.iter().zip(counts))
        .map(|((s, w), (t, n))| {
            let v = sh.streams(s, w, (*t)?, (*n)?)?;
            v.iter().filter_map(|&(at, r)| w.end(s.data, at, r)).max()
        })
        .collect()
}

fn prefix_ok(s: &Sample<'_>, w: &Walker, sh: &streams::Shape, t: usize) -> bool {
    sh.streams(s, w, t, 1).is_some()
}

/// A start rule that, in every file, gives one of that file's candidate offsets: the rule and
/// the offsets it gives.
fn choose(
    samples: &[Sample<'_>],
    per: &[Vec<usize>],
    anchors: &[Anchor],
) -> Option<(solve::Rule, Vec<usize>)> {
    let (i0, c0) = per.iter().enumerate().min_by_key(|(_, v)| v.len())?;
    let mut tried = 0usize;
    for &t0 in c0.iter() {
        // Candidates at a place (or a little past one) first: each is tried as the target in
        // the most constrained file; the rule must land on a candidate in every other file.
        if let Some(found) = choose_at(samples, i0, t0, per, usize::MAX) {
            return Some(found);
        }
        tried = tried.saturating_add(1);
        if tried > 4096 {
            break;
        }
    }
    for a in anchors {
        for al in [1usize, 4, 8, 16] {
            for kk in (0..0x40usize).step_by(2) {
                let got: Option<Vec<usize>> = per
                    .iter()
                    .zip(&a.at)
                    .map(|(v, at)| {
                        at.map(|x| crate::file::align(x, al).saturating_add(kk))
                            .filter(|x| v.binary_search(x).is_ok())
                    })
                    .collect();
                if let Some(got) = got {
                    let b =
                        if al > 1 { format!("align({}, {al})", a.expr) } else { a.expr.clone() };
                    return Some((
                        solve::Rule {
                            expr: expr::offset(&b, kk as u32),
                            held: samples.len(),
                            of: samples.len(),
                            start: None,
                        },
                        got,
                    ));
                }
            }
        }
    }
    None
}

/// Counts with no word: the table runs from `start` to a place after it (the next section),
/// whole entries of `stride` bytes, at least 1 and at most `runs[i]` in every file.
fn counts_until(
    samples: &[Sample<'_>],
    start: Option<&crate::search::Start>,
    runs: &[Option<usize>],
    stride: u32,
) -> Vec<(solve::Rule, crate::rules::Count)> {
    let Some(start) = start else { return Vec::new() };
    let Some(i0) = runs.iter().position(Option::is_some) else { return Vec::new() };
    let Some(s0) = samples.get(i0) else { return Vec::new() };
    let mut out = Vec::new();
    for (end, _) in crate::search::bases(s0) {
        let c = crate::rules::Count::Until { start: start.clone(), end, div: stride };
        let fits = samples
            .iter()
            .zip(runs)
            .all(|(s, r)| r.is_none_or(|r| c.eval(s).is_some_and(|n| n >= 1 && n <= r)));
        if fits {
            let rule = solve::Rule {
                expr: expr::count(&c),
                held: samples.len(),
                of: samples.len(),
                start: None,
            };
            out.push((rule, c));
        }
    }
    out.sort_by_key(|(_, c)| c.cost());
    out
}

/// Every count word at most `runs[i]` (at least 1) in every file, the largest first.
fn counts_upto(
    samples: &[Sample<'_>],
    start: Option<&crate::search::Start>,
    table: &[Option<usize>],
    runs: &[Option<usize>],
    stride: u32,
) -> Vec<(solve::Rule, crate::rules::Count)> {
    // Count words are read in the file with the longest run; the candidates that fit every
    // file, the largest totals first.
    let Some((i0, r0)) =
        runs.iter().enumerate().filter_map(|(i, r)| r.map(|r| (i, r))).max_by_key(|x| x.1)
    else {
        return Vec::new();
    };
    let (Some(s0), Some(Some(t0))) = (samples.get(i0), table.get(i0)) else { return Vec::new() };
    // Words near the place the start is read from, or near the places it is inside.
    let places =
        start.map_or_else(|| vec![crate::places::Place::File], |st| st.place.nest_and_file());
    let mut cands: Vec<(crate::rules::Count, usize)> = Vec::new();
    for p in &places {
        // A count, or a byte length over the entry size (a chunk's or a section's length), or
        // a length in 4-byte words over the entry's words [provisional].
        let mut divs = vec![1u32];
        if stride > 1 {
            divs.push(stride);
        }
        if stride > 4 && stride.is_multiple_of(4) {
            divs.push(stride / 4);
        }
        cands.extend(crate::rules::counts(s0, p, *t0, &divs, (1, r0), 0).into_iter().filter(
            |(c, _)| {
                // [provisional] A length over the entry size only from a word at the table's own
                // place (a chunk's length before its payload), never a bare header word: divided
                // header words fit too many tables by chance.
                !matches!(c, crate::rules::Count::Word { site, div, .. }
                if *div > 1 && site.place == crate::places::Place::File)
            },
        ));
    }
    cands.sort_by(|a, b| a.0.cmp(&b.0));
    cands.dedup_by(|a, b| a.0 == b.0);
    let mut fit: Vec<(usize, crate::rules::Count)> = cands
        .into_iter()
        .filter_map(|(c, _)| {
            let mut total = 0usize;
            for (s, r) in samples.iter().zip(runs) {
                if let Some(r) = r {
                    let n = c.eval(s).filter(|&n| n >= 1 && n <= *r)?;
                    total = total.saturating_add(n);
                }
            }
            Some((total, c))
        })
        .collect();
    fit.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cost().cmp(&b.1.cost())));
    fit.into_iter()
        .map(|(_, c)| (c, 0usize))
        .take(16)
        .map(|(c, _)| {
            (
                solve::Rule {
                    expr: expr::count(&c),
                    held: samples.len(),
                    of: samples.len(),
                    start: None,
                },
                c,
            )
        })
        .collect()
}

/// A chain of inline texture headers found in every file.
struct Inline {
    shape: image::InlineShape,
    rule: solve::Rule,
    /// The count (a chain), or the link to the next header (a list: no count).
    count: Result<solve::Rule, list::Link>,
    /// Per file: the textures' dimensions and where the chain ends.
    dims: Vec<Vec<(usize, usize)>>,
    ends: Vec<usize>,
    /// Textures in all files.
    total: usize,
}

/// The chain of inline texture headers that explains the most textures in all files: its
/// shapes read from the file with the most blobs (`s0i`), only those whose longest chain there
/// is the longest any shape gives; each located in every file by a rule, its count a word.
/// Of equal totals the shortest header, then the widest length word, the widest alignment, the
/// smallest constant.
fn inline_textures(
    samples: &[Sample<'_>],
    s0i: usize,
    blobs: &[Vec<Blob>],
    anchors: &[Anchor],
) -> Option<Inline> {
    let (s0, b0) = (samples.get(s0i)?, blobs.get(s0i)?);
    let run = |sh: &image::InlineShape, i: usize, t: usize| -> Vec<(usize, usize)> {
        match (samples.get(i), blobs.get(i)) {
            (Some(s), Some(b)) => sh.run(s, b, t),
            _ => Vec::new(),
        }
    };
    let shapes = image::inline_shapes(s0, b0);
    let starts = |sh: &image::InlineShape| -> Vec<(usize, usize)> {
        let mut v: Vec<(usize, usize)> = b0
            .iter()
            .filter_map(|b| b.at.checked_sub(sh.head.stride as usize))
            .map(|t| (t, sh.run(s0, b0, t).len()))
            .filter(|&(_, n)| n >= 1)
            .collect();
        v.sort_by_key(|&(t, n)| (std::cmp::Reverse(n), t));
        v
    };
    let longest: Vec<usize> =
        shapes.iter().map(|sh| starts(sh).first().map_or(0, |x| x.1)).collect();
    let most = longest.iter().copied().max().filter(|&m| m >= 1)?;
    type Key =
        (std::cmp::Reverse<usize>, u32, std::cmp::Reverse<usize>, std::cmp::Reverse<usize>, i64);
    let mut best: Option<(Key, Inline)> = None;
    for (sh, _) in shapes.iter().zip(&longest).filter(|(_, &l)| l == most).take(64) {
        let t0s = starts(sh);
        let run_at = |i: usize, t: usize| run(sh, i, t).len();
        for (r, ts) in located(samples, s0i, &t0s, &run_at, anchors) {
            let runs: Vec<Option<usize>> =
                ts.iter().enumerate().map(|(i, &t)| Some(run_at(i, t))).collect();
            let tbl: Vec<Option<usize>> = ts.iter().map(|&t| Some(t)).collect();
            let Some((count, cnt)) =
                counts_upto(samples, r.start.as_ref(), &tbl, &runs, 1).into_iter().next()
            else {
                continue;
            };
            let mut dims = Vec::with_capacity(samples.len());
            let mut ends = Vec::with_capacity(samples.len());
            for (i, (s, &t)) in samples.iter().zip(&ts).enumerate() {
                let n = cnt.eval(s).unwrap_or(0);
                let mut d = run(sh, i, t);
                d.truncate(n);
                let mut at = t;
                for _ in 0..n {
                    at = blobs
                        .get(i)
                        .and_then(|b| sh.element(s, b, at))
                        .map_or(at, |(_, next)| next);
                }
                dims.push(d);
                ends.push(at);
            }
            let total = dims.iter().map(Vec::len).sum();
            let key = (
                std::cmp::Reverse(total),
                sh.head.stride,
                std::cmp::Reverse(sh.length.width.bytes()),
                std::cmp::Reverse(sh.align),
                sh.k.abs(),
            );
            if best.as_ref().is_none_or(|b| key < b.0) {
                let found =
                    Inline { shape: *sh, rule: r.clone(), count: Ok(count), dims, ends, total };
                best = Some((key, found));
            }
            break;
        }
    }
    best.map(|b| b.1)
}

/// Inline texture headers linked in a list ([`list::Link`]) that visits every header of the
/// file with the most blobs (`s0i`) once: the one no other header links to its head, the one
/// linking to none its tail. Its head located in every file by a rule; the shape and link
/// that explain the most textures in all files, then the shortest header [provisional].
fn inline_list(
    samples: &[Sample<'_>],
    s0i: usize,
    blobs: &[Vec<Blob>],
    anchors: &[Anchor],
) -> Option<Inline> {
    let (s0, b0) = (samples.get(s0i)?, blobs.get(s0i)?);
    let follow =
        |sh: &image::InlineShape, l: &list::Link, i: usize, t: usize| -> Vec<(usize, usize)> {
            let (Some(s), Some(b)) = (samples.get(i), blobs.get(i)) else { return Vec::new() };
            let Some(heads) = l.follow(s, t) else { return Vec::new() };
            heads
                .iter()
                .map(|&h| sh.element(s, b, h).map(|x| x.0))
                .collect::<Option<Vec<_>>>()
                .unwrap_or_default()
        };
    let mut best: Option<((std::cmp::Reverse<usize>, u32), Inline)> = None;
    // Per shape, the headers it reads in the file (the most first).
    let mut shapes: Vec<(image::InlineShape, Vec<usize>)> = image::inline_shapes(s0, b0)
        .into_iter()
        .map(|sh| {
            let hl = sh.head.stride as usize;
            let starts: Vec<usize> = b0
                .iter()
                .filter_map(|b| b.at.checked_sub(hl))
                .filter(|&t| sh.element(s0, b0, t).is_some())
                .collect();
            (sh, starts)
        })
        .filter(|(_, st)| st.len() >= 2)
        .collect();
    shapes.sort_by_key(|(sh, st)| (std::cmp::Reverse(st.len()), *sh));
    for (sh, starts) in &shapes {
        for l in list::Link::all(sh.head.stride) {
            if [sh.head.w, sh.head.h, sh.length].iter().any(|c| c.overlaps(&l.col)) {
                continue;
            }
            let targets: Option<Vec<Option<usize>>> =
                starts.iter().map(|&t| l.target(s0, t)).collect();
            let Some(targets) = targets else { continue };
            let heads: Vec<usize> =
                starts.iter().copied().filter(|t| !targets.contains(&Some(*t))).collect();
            let ([head], 1) = (heads.as_slice(), targets.iter().filter(|x| x.is_none()).count())
            else {
                continue;
            };
            if follow(sh, &l, s0i, *head).len() != starts.len() {
                continue;
            }
            let run_at = |i: usize, t: usize| follow(sh, &l, i, t).len();
            if let Some((r, ts)) =
                located(samples, s0i, &[(*head, starts.len())], &run_at, anchors).into_iter().next()
            {
                let dims: Vec<Vec<(usize, usize)>> =
                    ts.iter().enumerate().map(|(i, &t)| follow(sh, &l, i, t)).collect();
                let total = dims.iter().map(Vec::len).sum();
                let key = (std::cmp::Reverse(total), sh.head.stride);
                if best.as_ref().is_none_or(|b| key < b.0) {
                    let ends = vec![0; samples.len()];
                    let found = Inline { shape: *sh, rule: r, count: Err(l), dims, ends, total };
                    best = Some((key, found));
                }
            }
        }
    }
    best.map(|b| b.1)
}

fn cr_count(c: &crate::rules::Count) -> crate::rules::Count {
    c.clone()
}

enum BlobLoc {
    /// An offset column (in bytes, or `scale` = 4: in 4-byte words) from a base.
    Offset(Col, Base, u32),
    /// Back to back in texture order, each at the next multiple of `align` after the previous
    /// one's tokens; `first` is the first blob's start in each file.
    Packed { align: usize, first: Vec<usize> },
}

/// Where `sizes` (decoded sizes, in order) lie back to back among a file's blobs, each
/// `align`ed after the previous one's tokens: the first one's start.
fn packed_blobs(bl: &[Blob], sizes: &[usize], align: usize) -> Option<usize> {
    let by: std::collections::BTreeMap<usize, &Blob> = bl.iter().map(|b| (b.at, b)).collect();
    let first = *sizes.first()?;
    bl.iter().filter(|b| b.size == first).map(|b| b.at).find(|&x| {
        let mut at = x;
        sizes.iter().enumerate().all(|(e, &z)| {
            let Some(b) = by.get(&at).filter(|b| b.size == z) else { return false };
            if e.saturating_add(1) < sizes.len() {
                at = crate::file::align(b.at.saturating_add(b.consumed), align);
            }
            true
        })
    })
}

/// An offset column of the texture headers that, from some base, gives each texture's blob
/// (its size = width·height/2) in every file.
fn blob_locator(
    samples: &[Sample<'_>],
    blobs: &[Vec<Blob>],
    ts: &[usize],
    ks: &[usize],
    sh: &TexShape,
) -> Option<BlobLoc> {
    let s0 = samples.first()?;
    let cols: Vec<Col> = Col::all(sh.stride)
        .into_iter()
        .filter(|c| c.width != Width::U8 && !c.overlaps(&sh.w) && !c.overlaps(&sh.h))
        .collect();
    // The bases an offset may count from: the file, the table, the entry or the offset's own
    // position in it, or a place (its expression written only for the one that holds).
    let mut bases: Vec<Base> = vec![Base::File, Base::Table];
    bases.extend(
        crate::search::all_places(s0)
            .into_iter()
            .map(|(p, _)| p)
            .filter(|p| *p != crate::places::Place::File)
            .map(Base::Place),
    );
    bases.extend([Base::Entry, Base::Own]);
    let sets: Vec<std::collections::HashSet<(usize, usize)>> =
        blobs.iter().map(|bl| bl.iter().map(|x| (x.at, x.size)).collect()).collect();
    // [provisional] Offsets in bytes, or in 4-byte words.
    for (col, scale) in cols.iter().flat_map(|c| [(*c, 1usize), (*c, 4)]) {
        for base in &bases {
            // Per entry, offsets in bytes only.
            if base.per_entry() && scale > 1 {
                continue;
            }
            let ok = samples.iter().zip(&sets).zip(ts).zip(ks).all(|(((s, set), &t), &k)| {
                let d: Vec<(usize, usize)> = (0..k).filter_map(|e| sh.dims(s, t, e)).collect();
                if d.len() != k {
                    return false;
                }
                let Some(b) = base.eval(s, t) else { return false };
                d.iter().enumerate().all(|(e, (w, h))| {
                    col.get(s, t, sh.stride, e)
                        .and_then(|o| usize::try_from(o).ok())
                        .and_then(|o| {
                            b.checked_add(base.step(e, sh.stride, &col)?)?
                                .checked_add(o.checked_mul(scale)?)
                        })
                        .is_some_and(|at| set.contains(&(at, w.saturating_mul(*h) / 2)))
                })
            });
            if ok {
                return Some(BlobLoc::Offset(col, base.clone(), scale as u32));
            }
        }
    }
    // No offset column: the blobs back to back, in texture order.
    // [provisional] Blob alignments tried, 4 first (the LZ size word is a u32).
    for align in [4usize, 8, 16] {
        let first: Option<Vec<usize>> = samples
            .iter()
            .zip(blobs)
            .zip(ts)
            .zip(ks)
            .map(|(((s, bl), &t), &k)| {
                let z: Option<Vec<usize>> = (0..k)
                    .map(|e| sh.dims(s, t, e).map(|(w, h)| w.saturating_mul(h) / 2))
                    .collect();
                packed_blobs(bl, &z?, align)
            })
            .collect();
        if let Some(first) = first {
            return Some(BlobLoc::Packed { align, first });
        }
    }
    None
}

/// Whether `p` is present in `s`: every pointer on its way is non-zero (what
/// [`expr::present`] writes as the item's condition).
fn present(s: &Sample<'_>, p: &crate::places::Place) -> bool {
    use crate::places::Place;
    match p {
        Place::File => true,
        Place::Ptr { at, width } | Place::Words { at, width } => {
            s.word(*at as usize, *width).is_some_and(|v| v != 0)
        }
        Place::Chain { words, width, index, .. } => {
            let at =
                (*words as usize).saturating_add((*index as usize).saturating_mul(width.bytes()));
            s.word(at, *width).is_some_and(|v| v != 0)
        }
        Place::Chunk { .. } => s.place(p).is_some(),
        Place::Tail { .. } => {
            s.len().checked_sub(4).and_then(|at| s.word(at, Width::U32)).is_some_and(|v| v != 0)
        }
        Place::Rel { base, at, width }
        | Place::Abs { base, at, width }
        | Place::AbsWords { base, at, width }
        | Place::Here { base, at, width } => {
            present(s, base)
                && s.place(base)
                    .and_then(|b| s.word(b.saturating_add(*at as usize), *width))
                    .is_some_and(|v| v != 0)
        }
    }
}

/// Start rules for a table found by content: for each candidate start `t0s` (offset, run) of
/// the file `s0i`, longest run first, the simplest keys read at it that give, in every file, a
/// start where `run(file, start)` is at least 1. Each rule with the starts it gives.
/// The first `most` distinct shapes of ranked candidates (start, shape, length read there),
/// each with its (start, length) pairs in rank order.
fn by_shape<S: Copy + PartialEq>(
    cands: &[(usize, S, usize)],
    most: usize,
) -> Vec<(S, Vec<(usize, usize)>)> {
    let mut out: Vec<(S, Vec<(usize, usize)>)> = Vec::new();
    for &(t, sh, n) in cands {
        if let Some((_, v)) = out.iter_mut().find(|(x, _)| *x == sh) {
            v.push((t, n));
        } else if out.len() < most {
            out.push((sh, vec![(t, n)]));
        }
    }
    out
}

/// The node and pool-base columns of part headers (per file: each header's start and vertex
/// count) among `free`: the node below the node count in every file, the most distinct
/// values; the pool base one whose bases tile one pool in every file, the widest of equal
/// scores. `None` when no node column fits.
fn node_and_pool(
    samples: &[Sample<'_>],
    nodes: &[usize],
    free: &[Col],
    found: &[Vec<(usize, usize)>],
) -> Option<(usize, Col, Option<Col>)> {
    let vals = |c: &Col, i: usize| -> Option<Vec<i64>> {
        let s = samples.get(i)?;
        found.get(i)?.iter().map(|&(h, _)| c.get(s, h, 0, 0)).collect()
    };
    let mut node: Option<(usize, Col)> = None;
    for c in free {
        let mut distinct = 0usize;
        let fits = (0..samples.len()).all(|i| {
            let nn = nodes.get(i).copied().unwrap_or(1).max(1) as i64;
            let Some(mut v) = vals(c, i) else { return false };
            if v.iter().any(|&x| x < 0 || x >= nn) {
                return false;
            }
            v.sort_unstable();
            v.dedup();
            distinct = distinct.saturating_add(v.len());
            true
        });
        if fits && node.is_none_or(|b| distinct > b.0) {
            node = Some((distinct, *c));
        }
    }
    let (distinct, node) = node?;
    let mut pool: Option<((usize, usize), Col)> = None;
    for c in free.iter().filter(|c| c.width != Width::U8 && !c.overlaps(&node)) {
        let mut total = 0usize;
        let fits = (0..samples.len()).all(|i| {
            let counts: Vec<usize> =
                found.get(i).map(|v| v.iter().map(|p| p.1).collect()).unwrap_or_default();
            match vals(c, i).and_then(|v| parts::pool_score(&v, &counts)) {
                Some(x) => {
                    total = total.saturating_add(x);
                    true
                }
                None => false,
            }
        });
        let key = (total, c.width.bytes());
        if fits && total > 0 && pool.is_none_or(|p| key > p.0) {
            pool = Some((key, *c));
        }
    }
    Some((distinct, node, pool.map(|p| p.1)))
}

/// A link field: its column, scaled when it counts 4-byte words.
fn link(name: &str, l: list::Link) -> F<'_> {
    let mut x = f(name, l.col);
    if l.scale > 1 {
        x.extra = format!(", scale = {}", l.scale);
    }
    x
}

fn located(
    samples: &[Sample<'_>],
    s0i: usize,
    t0s: &[(usize, usize)],
    run: &dyn Fn(usize, usize) -> usize,
    anchors: &[Anchor],
) -> Vec<(solve::Rule, Vec<usize>)> {
    let Some(s0) = samples.get(s0i) else { return Vec::new() };
    let mut out = Vec::new();
    for &(t0, _) in t0s.iter().take(16) {
        for k in crate::search::simplest(s0, t0, 8) {
            if let Some(ts) = crate::search::held(samples, &k, &|i, t| run(i, t) >= 1) {
                out.push((solve::Rule::held_by(k, samples.len()), ts));
            }
        }
        if out.len() >= 8 {
            break;
        }
    }
    if out.is_empty() {
        out = located_gated(samples, s0i, t0s, run);
    }
    if out.is_empty() {
        // Else right after a structure found before (no pointer names it: sections packed).
        for &(t0, _) in t0s.iter().take(16) {
            for a in anchors {
                let Some((at_expr, ts)) = a.after(s0i, t0, 1) else { continue };
                let ts: Option<Vec<usize>> = ts
                    .into_iter()
                    .enumerate()
                    .map(|(i, t)| t.filter(|&t| run(i, t) >= 1))
                    .collect();
                if let Some(ts) = ts {
                    // Its count may be a word near the place the anchor's own table is read from.
                    let start = a.near.clone().map(|place| crate::search::Start { place, k: 0 });
                    let rule = solve::Rule {
                        expr: at_expr,
                        held: samples.len(),
                        of: samples.len(),
                        start,
                    };
                    out.push((rule, ts));
                }
            }
        }
    }
    out
}

/// Most words of a section's head a start may be summed from.
const SUM_TERMS: usize = 3;
/// Most summed start rules offered (the caller tries each).
const SUM_RULES: usize = 16;
/// Largest entry size a summed start may multiply a word by.
const SUM_STRIDE: i64 = 64;

/// Start rules for a table behind other tables of the same section that no pointer names
/// (`place + a + d1·w1 + d2·w2 …`: a face behind a flag, then tiles and CLUTs by their
/// counts, then the table): the words are the section head's, between the place and the
/// table; the `d`s entry sizes (1–64 bytes); `a` a constant. The `d`s are solved (least
/// squares, rounded) from the files where the table is sure — the one longest run, of two
/// entries or more — and the rule kept when it gives those offsets exactly (integers: a
/// rounded solution that misses one is refused) and, in every other file, an offset where a
/// table can start. At least as many sure files as unknowns; fewest words first, every rule
/// that holds offered (the caller keeps the one whose count and blobs fit).
fn located_sum(
    samples: &[Sample<'_>],
    s0i: usize,
    t0s: &[(usize, usize)],
    run: &dyn Fn(usize, usize) -> usize,
) -> Vec<(solve::Rule, Vec<usize>)> {
    let Some(s0) = samples.get(s0i) else { return Vec::new() };
    let Some(&(t0, r0)) = t0s.first() else { return Vec::new() };
    // Worth the search only for a table of several entries in the file it was found in.
    if r0 < 2 || t0s.get(1).is_some_and(|&(_, r)| r == r0) {
        return Vec::new();
    }
    // Per file, its longest run's offset where that run is one and of two entries or more.
    let sure: Vec<Option<usize>> = samples
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let mut best = (0usize, Vec::new());
            for t in (0..s.len()).step_by(2) {
                let r = run(i, t);
                if r > best.0 {
                    best = (r, vec![t]);
                } else if r == best.0 && r > 0 {
                    best.1.push(t);
                }
            }
            match best.1.as_slice() {
                [t] if best.0 >= 2 => Some(*t),
                _ => None,
            }
        })
        .collect();
    if std::env::var_os("INFER_DEBUG").is_some() {
        eprintln!("located_sum: sure starts {sure:?}");
    }
    if sure.get(s0i) != Some(&Some(t0)) {
        return Vec::new();
    }
    let rows: Vec<usize> =
        (0..samples.len()).filter(|&i| sure.get(i).is_some_and(Option::is_some)).collect();
    let mut out = Vec::new();
    // The nearest header places before the table (it may lie far past them).
    let mut near: Vec<(crate::places::Place, usize)> =
        crate::search::bases(s0).into_iter().filter(|&(_, at)| at <= t0).collect();
    near.sort_by_key(|(p, at)| (p.depth(), t0.saturating_sub(*at)));
    for (place, at) in near.into_iter().take(4) {
        let Ok(kk) = u32::try_from(t0.saturating_sub(at)) else { continue };
        let bases: Option<Vec<usize>> = samples.iter().map(|s| s.place(&place)).collect();
        let Some(bases) = bases else { continue };
        let gaps: Option<Vec<i64>> = rows
            .iter()
            .map(|&i| {
                let t = (*sure.get(i)?)?;
                i64::try_from(t.checked_sub(*bases.get(i)?)?).ok()
            })
            .collect();
        let Some(gaps) = gaps else { continue };
        for width in [Width::U16, Width::U8, Width::U32] {
            let w = width.bytes();
            let head = (kk as usize).min(crate::search::WINDOW as usize);
            let js: Vec<usize> =
                (0..head).step_by(w).filter(|j| j.saturating_add(w) <= head).collect();
            // Each word's value in every file.
            let words: Vec<Vec<i64>> = js
                .iter()
                .map(|&j| {
                    samples
                        .iter()
                        .zip(&bases)
                        .map(|(s, &b)| s.word(b.saturating_add(j), width).unwrap_or(-1))
                        .collect()
                })
                .collect();
            for m in 1..=SUM_TERMS.min(js.len()) {
                if rows.len() < m.saturating_add(1) {
                    break;
                }
                for pick in combinations(js.len(), m) {
                    let cols: Vec<&Vec<i64>> = pick.iter().filter_map(|&c| words.get(c)).collect();
                    if cols.iter().any(|c| c.iter().any(|&v| !(0..=4096).contains(&v))) {
                        continue;
                    }
                    let sure_cols: Vec<Vec<i64>> = cols
                        .iter()
                        .map(|c| rows.iter().map(|&i| c.get(i).copied().unwrap_or(0)).collect())
                        .collect();
                    let refs: Vec<&Vec<i64>> = sure_cols.iter().collect();
                    let Some(ds) = solve_sum(&refs, &gaps) else { continue };
                    let sum = |i: usize| {
                        ds.iter().zip(&cols).fold(0i64, |acc, (d, c)| {
                            acc.saturating_add(d.saturating_mul(c.get(i).copied().unwrap_or(0)))
                        })
                    };
                    let a = gaps
                        .first()
                        .copied()
                        .unwrap_or(0)
                        .saturating_sub(sum(rows.first().copied().unwrap_or(0)));
                    let last = pick
                        .iter()
                        .filter_map(|&c| js.get(c))
                        .max()
                        .map_or(0, |j| j.saturating_add(w));
                    if a < last as i64 {
                        continue;
                    }
                    // Every file: the sure offsets exactly, elsewhere a possible start.
                    let ts: Option<Vec<usize>> = (0..samples.len())
                        .map(|i| {
                            let o = usize::try_from(a.saturating_add(sum(i))).ok()?;
                            let t = bases.get(i)?.checked_add(o)?;
                            let ok = match sure.get(i).copied().flatten() {
                                Some(x) => x == t,
                                None => run(i, t) >= 1,
                            };
                            ok.then_some(t)
                        })
                        .collect();
                    let Some(ts) = ts else { continue };
                    let Ok(a) = u32::try_from(a) else { continue };
                    let pe = expr::place(&place);
                    let mut e = expr::offset(&pe, a);
                    for (d, &c) in ds.iter().zip(&pick) {
                        let j = js.get(c).copied().unwrap_or(0) as u32;
                        e = format!("{e} + {d} * {}", expr::read(width, &expr::offset(&pe, j)));
                    }
                    let rule = solve::Rule {
                        expr: e,
                        held: samples.len(),
                        of: samples.len(),
                        start: Some(crate::search::Start { place: place.clone(), k: 0 }),
                    };
                    if std::env::var_os("INFER_DEBUG").is_some() {
                        eprintln!("located_sum: {} at {ts:?}", rule.expr);
                    }
                    out.push((rule, ts));
                    if out.len() >= SUM_RULES {
                        return out;
                    }
                }
            }
        }
    }
    out
}

/// Every way to choose `m` of `n` indices, in order (none for `m` = 0).
fn combinations(n: usize, m: usize) -> Vec<Vec<usize>> {
    fn from(start: usize, n: usize, m: usize) -> Vec<Vec<usize>> {
        if m == 0 {
            return vec![Vec::new()];
        }
        (start..n)
            .flat_map(|i| {
                from(i.saturating_add(1), n, m.saturating_sub(1)).into_iter().map(
                    move |mut rest| {
                        rest.insert(0, i);
                        rest
                    },
                )
            })
            .collect()
    }
    if m == 0 {
        return Vec::new();
    }
    from(0, n, m)
}

/// The determinant of a small square matrix (Laplace expansion along the first row).
fn det(a: &[Vec<f64>]) -> f64 {
    let Some(first) = a.first() else { return 1.0 };
    first
        .iter()
        .enumerate()
        .map(|(j, v)| {
            let minor: Vec<Vec<f64>> = a
                .iter()
                .skip(1)
                .map(|row| {
                    row.iter().enumerate().filter(|(c, _)| *c != j).map(|(_, x)| *x).collect()
                })
                .collect();
            let sign = if j % 2 == 0 { 1.0 } else { -1.0 };
            sign * v * det(&minor)
        })
        .sum()
}

/// The multipliers `d` (integers 1–64) with `gap ≈ a + Σ d·word` over the files: least squares
/// on the differences from the first file (so `a` drops out), the normal equations solved by
/// Cramer's rule, rounded; `None` when the words do not vary enough to tell them apart or a
/// multiplier is out of range.
fn solve_sum(cols: &[&Vec<i64>], gaps: &[i64]) -> Option<Vec<i64>> {
    gaps.first()?;
    let diff = |v: &[i64], i: usize| -> f64 {
        let first = v.first().copied().unwrap_or(0);
        v.get(i).copied().unwrap_or(0).saturating_sub(first) as f64
    };
    let rows: Vec<(Vec<f64>, f64)> = (1..gaps.len())
        .map(|i| (cols.iter().map(|c| diff(c, i)).collect(), diff(gaps, i)))
        .collect();
    let m = cols.len();
    let ata: Vec<Vec<f64>> = (0..m)
        .map(|r| {
            (0..m)
                .map(|c| {
                    rows.iter()
                        .map(|(x, _)| {
                            x.get(r).copied().unwrap_or(0.0) * x.get(c).copied().unwrap_or(0.0)
                        })
                        .sum()
                })
                .collect()
        })
        .collect();
    let aty: Vec<f64> = (0..m)
        .map(|r| rows.iter().map(|(x, y)| x.get(r).copied().unwrap_or(0.0) * y).sum())
        .collect();
    let d = det(&ata);
    if d.abs() < 1e-6 {
        return None;
    }
    let ds: Vec<i64> = (0..m)
        .map(|r| {
            let swapped: Vec<Vec<f64>> = ata
                .iter()
                .zip(&aty)
                .map(|(row, &y)| {
                    row.iter().enumerate().map(|(c, &v)| if c == r { y } else { v }).collect()
                })
                .collect();
            (det(&swapped) / d).round() as i64
        })
        .collect();
    ds.iter().all(|d| (1..=SUM_STRIDE).contains(d)).then_some(ds)
}

/// Start rules for a table behind an optional structure: `place + a + d·flag`, where `flag`
/// is a small word between the place and the table (0 or 1, say) and `d` the optional
/// structure's size, read at the simplest places of the file `s0i`'s longest runs; the flag
/// must take at least two values over the files (else one key would have held).
fn located_gated(
    samples: &[Sample<'_>],
    s0i: usize,
    t0s: &[(usize, usize)],
    run: &dyn Fn(usize, usize) -> usize,
) -> Vec<(solve::Rule, Vec<usize>)> {
    let Some(s0) = samples.get(s0i) else { return Vec::new() };
    let mut out = Vec::new();
    for &(t0, _) in t0s.iter().take(8) {
        for k in crate::search::simplest(s0, t0, 4) {
            let bases: Option<Vec<usize>> = samples.iter().map(|s| s.place(&k.place)).collect();
            let Some(bases) = bases else { continue };
            for j in 0..k.k {
                for width in [Width::U8, Width::U16] {
                    let flags: Option<Vec<i64>> = samples
                        .iter()
                        .zip(&bases)
                        .map(|(s, &b)| s.word(b.saturating_add(j as usize), width))
                        .collect();
                    let Some(flags) = flags else { continue };
                    let Some(&f0) = flags.get(s0i) else { continue };
                    if flags.iter().all(|&f| f == f0)
                        || flags.iter().any(|&f| !(0..=4).contains(&f))
                    {
                        continue;
                    }
                    for d in (2i64..=64).step_by(2) {
                        let a = i64::from(k.k).saturating_sub(d.saturating_mul(f0));
                        if a <= i64::from(j) {
                            continue;
                        }
                        let ts: Option<Vec<usize>> = flags
                            .iter()
                            .zip(&bases)
                            .enumerate()
                            .map(|(i, (&f, &b))| {
                                let o = a.saturating_add(d.saturating_mul(f));
                                let t = b.saturating_add(usize::try_from(o).ok()?);
                                (run(i, t) >= 1).then_some(t)
                            })
                            .collect();
                        let Some(ts) = ts else { continue };
                        let pe = expr::place(&k.place);
                        let flag = expr::read(width, &expr::offset(&pe, j));
                        let rule = solve::Rule {
                            expr: format!("{} + {d} * {flag}", expr::offset(&pe, a as u32)),
                            held: samples.len(),
                            of: samples.len(),
                            start: Some(crate::search::Start { place: k.place.clone(), k: 0 }),
                        };
                        out.push((rule, ts));
                    }
                }
            }
            if !out.is_empty() {
                return out;
            }
        }
    }
    out
}

/// A start rule read where a table was found in file `s0i` (at `t0`): the simplest of its
/// `keys` simplest keys there that lands on one of each file's candidate starts `per` (sorted).
fn choose_at(
    samples: &[Sample<'_>],
    s0i: usize,
    t0: usize,
    per: &[Vec<usize>],
    keys: usize,
) -> Option<(solve::Rule, Vec<usize>)> {
    let on = |i: usize, t: usize| per.get(i).is_some_and(|v| v.binary_search(&t).is_ok());
    crate::search::simplest(samples.get(s0i)?, t0, keys).into_iter().find_map(|k| {
        crate::search::held(samples, &k, &on).map(|ts| (solve::Rule::held_by(k, samples.len()), ts))
    })
}

#[allow(clippy::indexing_slicing, clippy::unwrap_used)]
#[cfg(test)]
mod sum_tests {
    use super::*;

    /// Every choice of m of n, in order, once.
    #[test]
    fn combinations_choose_each_subset_once() {
        assert_eq!(combinations(4, 2).len(), 6);
        assert_eq!(combinations(3, 3), vec![vec![0, 1, 2]]);
        assert_eq!(combinations(2, 3), Vec::<Vec<usize>>::new());
        assert_eq!(combinations(3, 1), vec![vec![0], vec![1], vec![2]]);
    }

    /// Tile sizes stored one less: read so when, one added, some tile reaches its texture's
    /// edge; not when a tile read as stored already reaches one, nor when none reaches one
    /// either way.
    #[test]
    fn tile_sizes_stored_one_less() {
        let table = |tiles: &[[u8; 6]]| -> Vec<u8> {
            tiles.iter().flat_map(|t| t.iter().copied().chain([0, 0])).collect()
        };
        let sh = image::tile_shapes()
            .into_iter()
            .find(|sh| {
                sh.stride == 8
                    && sh.tex.at == 0
                    && sh.clut.at == 1
                    && sh.rect == 2
                    && sh.rw == Width::U8
                    && !sh.wh_first
                    && !sh.corners
                    && !sh.mixed
                    && sh.names == image::Names::Plain
            })
            .unwrap();
        let dims = vec![vec![(16usize, 8usize)]];
        let count = crate::rules::Count::Const(2);
        let judge = |tiles: &[[u8; 6]]| {
            let data = table(tiles);
            let s = Sample::new("t", &data);
            sizes_one_less(&[s], &dims, &[0], &count, &sh)
        };
        // The whole texture (16 x 8 stored 15, 7) and a corner of it.
        assert!(judge(&[[0, 0, 0, 0, 15, 7], [0, 0, 4, 2, 3, 3]]));
        // A tile as stored already spans the width: sizes are as stored.
        assert!(!judge(&[[0, 0, 0, 0, 16, 4], [0, 0, 4, 2, 3, 3]]));
        // No tile reaches an edge either way: no evidence, sizes are as stored.
        assert!(!judge(&[[0, 0, 2, 2, 4, 2], [0, 0, 4, 2, 3, 3]]));
    }

    /// Texture headers inline with their blobs, stored in a shuffled order and linked in
    /// texture order (u16 next in 4-byte words; the head a u16 header word in words): read in
    /// link order, not file order, in every file.
    #[test]
    fn inline_texture_headers_linked_in_a_list() {
        // Per file: the textures in texture order, and the order they are stored in.
        let plan: [(&[(u16, u16)], &[usize]); 2] =
            [(&[(16, 8), (32, 16), (8, 8)], &[2, 0, 1]), (&[(24, 8), (16, 16)], &[1, 0])];
        let files: Vec<(Vec<u8>, Vec<(usize, usize)>)> = plan
            .iter()
            .enumerate()
            .map(|(fi, (dims, order))| {
                let mut d = vec![0u8; 0x20];
                d[0] = 0x11;
                d[2] = 0x22 + fi as u8;
                let mut heads = vec![0usize; dims.len()];
                for &k in order.iter() {
                    let (w, h) = dims[k];
                    let texels: Vec<u8> = (0..usize::from(w) * usize::from(h) / 2)
                        .map(|i| (i * 7 + k) as u8)
                        .collect();
                    let blob = sqfs::lz::compress(&texels);
                    heads[k] = d.len();
                    d.extend([0, 0]);
                    d.extend(w.to_le_bytes());
                    d.extend(h.to_le_bytes());
                    d.extend([0, 0]);
                    d.extend((blob.len() as u32).to_le_bytes());
                    d.extend(&blob);
                    while !d.len().is_multiple_of(4) {
                        d.push(0);
                    }
                }
                for k in 1..heads.len() {
                    let at = heads[k - 1];
                    d[at..at + 2].copy_from_slice(&((heads[k] / 4) as u16).to_le_bytes());
                }
                d[6..8].copy_from_slice(&((heads[0] / 4) as u16).to_le_bytes());
                d.extend([0u8; 8]);
                let want = dims.iter().map(|&(w, h)| (usize::from(w), usize::from(h))).collect();
                (d, want)
            })
            .collect();
        let samples: Vec<Sample<'_>> = files.iter().map(|(d, _)| Sample::new("t", d)).collect();
        let blobs: Vec<Vec<Blob>> = samples.iter().map(image::blobs).collect();
        let found = inline_list(&samples, 0, &blobs, &[]).unwrap();
        assert_eq!(found.rule.expr, "u16(0x6) * 4");
        let want: Vec<Vec<(usize, usize)>> = files.iter().map(|(_, w)| w.clone()).collect();
        assert_eq!(found.dims, want, "texture order, not file order");
        let link = found.count.unwrap_err();
        assert_eq!((link.col.at, link.scale), (0, 4));
    }

    /// The entry sizes behind a table are solved from the files' offsets: a face flag (16 B),
    /// a tile count (8 B) and a CLUT count (32 B) before a texture table; words that do not
    /// vary together give none.
    #[test]
    fn summed_starts_solve_entry_sizes() {
        let tiles = vec![26i64, 20, 31, 15];
        let cluts = vec![3i64, 4, 3, 3];
        let face = vec![1i64, 1, 1, 0];
        let gaps: Vec<i64> =
            (0..4).map(|i| 8 + 8 * tiles[i] + 32 * cluts[i] + 16 * face[i]).collect();
        assert_eq!(solve_sum(&[&tiles, &cluts, &face], &gaps), Some(vec![8, 32, 16]));
        let same = vec![2i64, 2, 2, 2];
        assert_eq!(solve_sum(&[&tiles, &same], &gaps), None);
    }
}
