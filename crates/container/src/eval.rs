//! The evaluator: a layout applied to a file's bytes gives every item's instances (start, end,
//! count), and views that read their fields. Items are evaluated in dependency order; an item
//! `per` an array has one instance per element of it. Every count, size and offset is checked
//! against the file before anything is read or allocated.

use thiserror::Error;

use crate::expr::{EvalError, Scope, Width};
use crate::layout::{Item, Kind, Layout};

/// Most elements of one linked list.
const MAX_LIST: usize = 1 << 16;

/// Bounds on the work of one evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most instances of all items together.
    pub max_instances: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_instances: 1 << 20 }
    }
}

/// What the evaluator cannot know by itself: how far a face record advances, where an LZ blob
/// without a declared size ends.
pub struct Options<'a> {
    /// The length of a face record of this type, `None` for a byte that is no type.
    pub record_length: &'a dyn Fn(u8) -> Option<u8>,
    /// Bytes an LZ blob starting at the slice's start consumes, `None` if it is no blob.
    pub lz_end: &'a dyn Fn(&[u8]) -> Option<usize>,
    /// Bytes an animation token stream starting at the slice's start spans, up to and
    /// including its end token (`None`: no end token before the slice ends).
    pub token_end: &'a dyn Fn(&[u8]) -> Option<usize>,
    /// Bounds.
    pub limits: Limits,
}

/// A layout that does not fit a file: which item, where in the file, why.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("layout {origin} line {line}, item {item}{}: {why}", at.map(|o| format!(" (file offset {o:#x})")).unwrap_or_default())]
pub struct FitError {
    /// The layout file.
    pub origin: String,
    /// The item's line.
    pub line: usize,
    /// The item.
    pub item: String,
    /// The file offset concerned, when there is one.
    pub at: Option<usize>,
    /// What did not fit.
    pub why: String,
}

/// Every enclosing (item, instance, element) of an instance, outermost first.
pub type Context = Vec<(usize, usize, usize)>;

/// One instance of an item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// For an item `per` an array: (instance of that array, element).
    pub parent: Option<(usize, usize)>,
    /// Every enclosing (item, instance, element), outermost first.
    pub ctx: Context,
    /// File offset of the start.
    pub start: usize,
    /// File offset just past the end.
    pub end: usize,
    /// Elements (arrays, sequences), records (record streams), 1 otherwise.
    pub count: usize,
    /// Where each element starts (sequences, and arrays with `keep`; other array elements are
    /// `stride` apart).
    pub elements: Vec<usize>,
    /// Per field of the item (in its order), where its column starts, for fields stored as
    /// columns (parallel arrays); empty when none is.
    pub columns: Vec<Option<usize>>,
}

impl Instance {
    /// Where element `e` starts.
    fn element_start(&self, e: usize, stride: usize) -> usize {
        match self.elements.get(e) {
            Some(&at) => at,
            None => self.start.saturating_add(e.saturating_mul(stride)),
        }
    }

    /// Where element `e` is as stored: its index, unless an array's `keep` skipped some.
    fn position(&self, item: &Item, e: usize) -> usize {
        match (item.kind, item.stride, self.elements.get(e)) {
            (Kind::Array, Some(s), Some(&at)) if s > 0 => {
                at.saturating_sub(self.start).checked_div(s as usize).unwrap_or(e)
            }
            _ => e,
        }
    }

    /// File offset of value `j` of field `fi` (of `item`) of element `e`: in the element, or in
    /// the field's column.
    fn field_at(&self, item: &Item, fi: usize, e: usize, j: usize) -> Option<usize> {
        let f = item.fields.get(fi)?;
        let j = j.checked_mul(f.width.bytes())?;
        match self.columns.get(fi).copied().flatten() {
            Some(c) => {
                c.checked_add(e.checked_mul(usize::try_from(f.bytes()).ok()?)?)?.checked_add(j)
            }
            None => {
                let stride = item.stride.unwrap_or(0) as usize;
                self.element_start(e, stride).checked_add(f.at as usize)?.checked_add(j)
            }
        }
    }
}

/// The result of an evaluation.
#[derive(Debug, Clone)]
pub struct Parsed<'a> {
    layout: &'a Layout,
    /// The file's bytes: as given, or with its pointers made offsets ([`rebase`]).
    data: std::borrow::Cow<'a, [u8]>,
    instances: Vec<Vec<Instance>>,
}

/// Evaluates `layout` over `data`.
pub fn evaluate<'a>(
    layout: &'a Layout,
    data: &'a [u8],
    opts: &Options<'_>,
) -> Result<Parsed<'a>, FitError> {
    let (p, err) = evaluate_partly(layout, data, opts);
    match err {
        Some(e) => Err(e),
        None => Ok(p),
    }
}

/// Evaluates `layout` over `data` as far as it fits: the items read before the first one that
/// did not fit (which has no instance), and why it did not (`verify`'s account of a layout).
pub fn evaluate_partly<'a>(
    layout: &'a Layout,
    data: &'a [u8],
    opts: &Options<'_>,
) -> (Parsed<'a>, Option<FitError>) {
    let mut p = Parsed {
        layout,
        data: std::borrow::Cow::Borrowed(data),
        instances: vec![Vec::new(); layout.items.len()],
    };
    let err = match rebase(layout, data) {
        Ok(d) => {
            p.data = d;
            fill(&mut p, opts).err()
        }
        Err(e) => Some(e),
    };
    (p, err)
}

/// Most a `ram_base` may be: the end of the PlayStation's RAM seen through KSEG0.
const MAX_RAM_BASE: i64 = 0x8080_0000;

/// The file's bytes as the layout reads them. With `ram_base` (a file linked to load at a RAM
/// address, its pointers RAM addresses): every 4-aligned u32 `v` with
/// `ram_base < v ≤ ram_base + file size` is read as `v − ram_base`, a file offset. The word
/// holding `ram_base` itself is left as it is (a pointer to the file's first byte is not told
/// apart from it).
pub fn rebase<'a>(layout: &Layout, data: &'a [u8]) -> Result<std::borrow::Cow<'a, [u8]>, FitError> {
    let Some(v) = &layout.ram_base else { return Ok(std::borrow::Cow::Borrowed(data)) };
    let raw = Parsed {
        layout,
        data: std::borrow::Cow::Borrowed(data),
        instances: vec![Vec::new(); layout.items.len()],
    };
    let fail = |why: String| FitError {
        origin: layout.origin.clone(),
        line: v.line,
        item: "ram_base".into(),
        at: None,
        why,
    };
    let base = v.expr.eval(&Ctx { p: &raw, ctx: &[] }).map_err(|e| fail(e.to_string()))?;
    if !(1..=MAX_RAM_BASE).contains(&base) {
        return Err(fail(format!("{base:#x} is not a RAM address (1..={MAX_RAM_BASE:#x})")));
    }
    Ok(std::borrow::Cow::Owned(rebased(data, base)))
}

/// `data` with every 4-aligned u32 `v` where `base < v ≤ base + data.len()` replaced by
/// `v − base` (the rule of [`rebase`]).
pub fn rebased(data: &[u8], base: i64) -> Vec<u8> {
    let len = i64::try_from(data.len()).unwrap_or(i64::MAX);
    let mut out = data.to_vec();
    for word in out.chunks_exact_mut(4) {
        let Ok(b) = <[u8; 4]>::try_from(&*word) else { continue };
        let w = i64::from(u32::from_le_bytes(b));
        if w > base && w.saturating_sub(base) <= len {
            let off = u32::try_from(w.saturating_sub(base)).unwrap_or(0);
            word.copy_from_slice(&off.to_le_bytes());
        }
    }
    out
}

/// Reads every item in dependency order into `p`, stopping at the first that does not fit.
fn fill(p: &mut Parsed<'_>, opts: &Options<'_>) -> Result<(), FitError> {
    let layout = p.layout;
    let mut total = 0usize;
    for &i in layout.order() {
        let Some(item) = layout.items.get(i) else { continue };
        let fail = |at: Option<usize>, why: String| FitError {
            origin: layout.origin.clone(),
            line: item.line,
            item: item.name.clone(),
            at,
            why,
        };
        // The contexts this item is evaluated in: one (empty) for a top-level item, one per
        // element of each instance of its `per` array.
        let mut contexts: Vec<(Option<(usize, usize)>, Context)> = Vec::new();
        match item.per.as_ref().and_then(|n| layout.index(n)) {
            None => contexts.push((None, Vec::new())),
            Some(pi) => {
                for (k, inst) in
                    p.instances.get(pi).map(Vec::as_slice).unwrap_or(&[]).iter().enumerate()
                {
                    for e in 0..inst.count {
                        let mut ctx = inst.ctx.clone();
                        ctx.push((pi, k, e));
                        contexts.push((Some((k, e)), ctx));
                    }
                }
            }
        }
        let mut out: Vec<Instance> = Vec::new();
        let mut prev_end: Option<(usize, usize)> = None; // (parent instance, end) for `packed`
        for (parent, ctx) in contexts {
            total = total.saturating_add(1);
            if total > opts.limits.max_instances {
                return Err(fail(
                    None,
                    format!("more than {} instances in all", opts.limits.max_instances),
                ));
            }
            let scope = Ctx { p: &*p, ctx: &ctx };
            let ev = |key: &str, e: &crate::expr::Expr| -> Result<Option<i64>, FitError> {
                match e.eval(&scope) {
                    Ok(v) => Ok(Some(v)),
                    Err(EvalError::Absent(_)) => Ok(None),
                    Err(err) => Err(fail(None, format!("{key} = {e}: {err}"))),
                }
            };
            if let Some(c) = &item.cond {
                match ev("if", c)? {
                    Some(v) if v != 0 => {}
                    _ => continue,
                }
            }
            let start = match (item.packed, prev_end, parent) {
                (true, Some((pk, end)), Some((k, _))) if pk == k => {
                    let a = item.align.max(1) as usize;
                    end.div_ceil(a)
                        .checked_mul(a)
                        .ok_or_else(|| fail(Some(end), "alignment overflows".into()))?
                }
                _ => match ev("at", &item.at)? {
                    Some(v) => offset(v).ok_or_else(|| {
                        fail(None, format!("at = {} is {v}, not a file offset", item.at))
                    })?,
                    None => continue,
                },
            };
            if start > p.data.len() {
                return Err(fail(
                    Some(start),
                    format!("starts past the end of the file ({:#x} bytes)", p.data.len()),
                ));
            }
            let count = match &item.count {
                None => 1,
                Some(c) => match ev("count", c)? {
                    Some(v) => usize::try_from(v)
                        .map_err(|_| fail(Some(start), format!("count = {c} is {v}")))?,
                    None => continue,
                },
            };
            let size = match &item.size {
                None => None,
                Some(s) => match ev("size", s)? {
                    Some(v) => Some(
                        usize::try_from(v)
                            .map_err(|_| fail(Some(start), format!("size = {s} is {v}")))?,
                    ),
                    None => continue,
                },
            };
            let seq_count = item.count.as_ref().map(|_| count);
            let end = if item.kind == Kind::Seq {
                start
            } else {
                extent(item, &p.data, start, count, size, opts)
                    .map_err(|why| fail(Some(start), why))?
            };
            if let Some(c) = &item.check {
                match ev("check", c)? {
                    Some(v) if v != 0 => {}
                    _ => return Err(fail(Some(start), format!("check {c} does not hold"))),
                }
            }
            let mut inst = Instance {
                parent,
                ctx,
                start,
                end,
                count,
                elements: Vec::new(),
                columns: Vec::new(),
            };
            if item.next.is_some() {
                inst = scan_list(p, i, &out, inst, seq_count)
                    .map_err(|(at, why)| fail(Some(at), why))?;
            } else if item.kind == Kind::Seq {
                let limit =
                    size.map_or(p.data.len(), |z| start.saturating_add(z).min(p.data.len()));
                inst = scan_seq(p, i, &out, inst, seq_count, limit)
                    .map_err(|(at, why)| fail(Some(at), why))?;
            }
            if let Some(k) = &item.keep {
                inst =
                    keep_elements(p, i, &out, inst, k).map_err(|(at, why)| fail(Some(at), why))?;
            }
            if item.fields.iter().any(|f| f.column.is_some()) {
                inst = column_starts(p, i, &out, inst).map_err(|(at, why)| fail(Some(at), why))?;
            }
            check_fields(item, &p.data, &inst).map_err(|(at, why)| fail(Some(at), why))?;
            if item.packed {
                if let Some((k, _)) = parent {
                    prev_end = Some((k, inst.end));
                }
            }
            out.push(inst);
        }
        if let Some(slot) = p.instances.get_mut(i) {
            *slot = out;
        }
    }
    Ok(())
}

fn offset(v: i64) -> Option<usize> {
    usize::try_from(v).ok()
}

/// Where each column of an array starts (its `column` read with the array in scope), each
/// inside the file; the array then ends past its last column.
fn column_starts(
    p: &mut Parsed<'_>,
    i: usize,
    done: &[Instance],
    mut inst: Instance,
) -> Result<Instance, (usize, String)> {
    let layout = p.layout;
    let item = layout.items.get(i).ok_or((inst.start, "no item".to_string()))?;
    let saved = p.instances.get(i).cloned().unwrap_or_default();
    let mut list = done.to_vec();
    list.push(inst.clone());
    if let Some(slot) = p.instances.get_mut(i) {
        *slot = list;
    }
    let mut ctx = inst.ctx.clone();
    ctx.push((i, done.len(), 0));
    let mut cols = Vec::with_capacity(item.fields.len());
    let mut result = Ok(());
    for f in &item.fields {
        let Some(c) = &f.column else {
            cols.push(None);
            continue;
        };
        let at = match c.eval(&Ctx { p, ctx: &ctx }) {
            Ok(v) => match usize::try_from(v).ok().and_then(|v| inst.start.checked_add(v)) {
                Some(at) => at,
                None => {
                    result = Err((inst.start, format!("field {}: column = {c} is {v}", f.name)));
                    break;
                }
            },
            Err(e) => {
                result = Err((inst.start, format!("field {}: column = {c}: {e}", f.name)));
                break;
            }
        };
        let end = usize::try_from(f.bytes())
            .ok()
            .and_then(|b| inst.count.checked_mul(b))
            .and_then(|b| at.checked_add(b))
            .filter(|&e| e <= p.data.len());
        let Some(end) = end else {
            result = Err((
                at,
                format!(
                    "field {}: a column of {} values runs past the end of the file ({:#x} bytes)",
                    f.name,
                    inst.count,
                    p.data.len()
                ),
            ));
            break;
        };
        inst.end = inst.end.max(end);
        cols.push(Some(at));
    }
    if let Some(slot) = p.instances.get_mut(i) {
        *slot = saved;
    }
    result?;
    inst.columns = cols;
    Ok(inst)
}

/// A sequence's elements: each at the previous one's end, each sized by `step` read with the
/// element in scope; `count` of them, or as many as fit before `limit`.
fn scan_seq(
    p: &mut Parsed<'_>,
    i: usize,
    done: &[Instance],
    mut inst: Instance,
    count: Option<usize>,
    limit: usize,
) -> Result<Instance, (usize, String)> {
    let layout = p.layout;
    let item = layout.items.get(i).ok_or((inst.start, "no item".to_string()))?;
    let Some(step) = item.step.as_ref() else { return Err((inst.start, "no step".into())) };
    let need = usize::try_from(item.fields_end()).unwrap_or(usize::MAX);
    let k = done.len();
    let saved = p.instances.get(i).cloned().unwrap_or_default();
    let mut pos = inst.start;
    let mut result = Ok(());
    loop {
        let e = inst.elements.len();
        if count.is_some_and(|c| e >= c) {
            break;
        }
        if pos.saturating_add(need) > limit || (count.is_none() && pos >= limit) {
            if let Some(c) = count {
                result = Err((pos, format!("element {e} of {c} runs past the end ({limit:#x})")));
            }
            break;
        }
        inst.elements.push(pos);
        inst.count = e.saturating_add(1);
        inst.end = limit;
        let mut ctx = inst.ctx.clone();
        ctx.push((i, k, e));
        let mut list = done.to_vec();
        list.push(inst.clone());
        if let Some(slot) = p.instances.get_mut(i) {
            *slot = list;
        }
        match step.eval(&Ctx { p, ctx: &ctx }) {
            Ok(z) if z > 0 => {
                pos = pos.saturating_add(usize::try_from(z).unwrap_or(usize::MAX));
                if pos > limit {
                    result = Err((pos, format!("element {e} runs past the end ({limit:#x})")));
                    break;
                }
            }
            Ok(z) => {
                result = Err((pos, format!("element {e}: step {step} is {z}, not a size")));
                break;
            }
            Err(err) => {
                result = Err((pos, format!("element {e}: step {step}: {err}")));
                break;
            }
        }
    }
    if let Some(slot) = p.instances.get_mut(i) {
        *slot = saved;
    }
    result?;
    inst.count = inst.elements.len();
    inst.end = pos;
    Ok(inst)
}

/// A linked list's elements: the first at the instance's start, each next one where `next`,
/// read with the element in scope, says; 0 ends the list. `count`, when given, must be its
/// length. An element outside the file, or one reached twice (a loop), does not fit.
fn scan_list(
    p: &mut Parsed<'_>,
    i: usize,
    done: &[Instance],
    mut inst: Instance,
    count: Option<usize>,
) -> Result<Instance, (usize, String)> {
    let layout = p.layout;
    let item = layout.items.get(i).ok_or((inst.start, "no item".to_string()))?;
    let Some(next) = item.next.as_ref() else { return Err((inst.start, "no next".into())) };
    let need = usize::try_from(item.fields_end()).unwrap_or(usize::MAX);
    let len = p.data.len();
    let k = done.len();
    let saved = p.instances.get(i).cloned().unwrap_or_default();
    let mut seen = std::collections::HashSet::new();
    let mut pos = inst.start;
    let mut result = Ok(());
    inst.end = inst.start;
    loop {
        let e = inst.elements.len();
        if count.is_some_and(|c| e >= c) {
            break;
        }
        if pos.saturating_add(need) > len {
            result = Err((pos, format!("element {e} runs past the end of the file ({len:#x})")));
            break;
        }
        if !seen.insert(pos) {
            result = Err((pos, format!("element {e} is an earlier element again: the list loops")));
            break;
        }
        if e >= MAX_LIST {
            result = Err((pos, format!("more than {MAX_LIST} elements: the list does not end")));
            break;
        }
        inst.elements.push(pos);
        inst.count = e.saturating_add(1);
        inst.end = inst.end.max(pos.saturating_add(need));
        let mut ctx = inst.ctx.clone();
        ctx.push((i, k, e));
        let mut list = done.to_vec();
        list.push(inst.clone());
        if let Some(slot) = p.instances.get_mut(i) {
            *slot = list;
        }
        match next.eval(&Ctx { p, ctx: &ctx }) {
            Ok(0) => break,
            Ok(z) => match usize::try_from(z) {
                Ok(z) => pos = z,
                Err(_) => {
                    result = Err((pos, format!("element {e}: next {next} is {z}, not an offset")));
                    break;
                }
            },
            Err(err) => {
                result = Err((pos, format!("element {e}: next {next}: {err}")));
                break;
            }
        }
    }
    if let Some(slot) = p.instances.get_mut(i) {
        *slot = saved;
    }
    result?;
    if let Some(c) = count.filter(|&c| c != inst.elements.len()) {
        return Err((
            pos,
            format!("the list ends after {} elements, count says {c}", inst.elements.len()),
        ));
    }
    inst.count = inst.elements.len();
    Ok(inst)
}

/// An array's kept elements: those where `keep` holds, read with the element in scope.
fn keep_elements(
    p: &mut Parsed<'_>,
    i: usize,
    done: &[Instance],
    mut inst: Instance,
    keep: &crate::expr::Expr,
) -> Result<Instance, (usize, String)> {
    let stride = p.layout.items.get(i).and_then(|it| it.stride).unwrap_or(1) as usize;
    let k = done.len();
    let saved = p.instances.get(i).cloned().unwrap_or_default();
    let mut list = done.to_vec();
    list.push(inst.clone());
    if let Some(slot) = p.instances.get_mut(i) {
        *slot = list;
    }
    let mut kept = Vec::new();
    let mut result = Ok(());
    for e in 0..inst.count {
        let at = inst.start.saturating_add(e.saturating_mul(stride));
        let mut ctx = inst.ctx.clone();
        ctx.push((i, k, e));
        match keep.eval(&Ctx { p, ctx: &ctx }) {
            Ok(0) => {}
            Ok(_) => kept.push(at),
            Err(err) => {
                result = Err((at, format!("element {e}: keep {keep}: {err}")));
                break;
            }
        }
    }
    if let Some(slot) = p.instances.get_mut(i) {
        *slot = saved;
    }
    result?;
    inst.count = kept.len();
    inst.elements = kept;
    Ok(inst)
}

/// Where an instance ends, checked against the file.
fn extent(
    item: &Item,
    data: &[u8],
    start: usize,
    count: usize,
    size: Option<usize>,
    opts: &Options<'_>,
) -> Result<usize, String> {
    let left = data.len().saturating_sub(start);
    let need = |bytes: usize| -> Result<usize, String> {
        if bytes > left {
            Err(format!("needs {bytes:#x} bytes; {left:#x} remain in the file"))
        } else {
            Ok(start.saturating_add(bytes))
        }
    };
    match item.kind {
        Kind::Struct => {
            let natural = usize::try_from(item.fields_end()).unwrap_or(usize::MAX);
            if let Some(s) = size {
                if s < natural {
                    return Err(format!("size {s:#x} is smaller than its fields ({natural:#x})"));
                }
            }
            need(size.unwrap_or(natural))
        }
        Kind::Array => {
            let stride = item.stride.unwrap_or(1) as usize;
            let bytes = count
                .checked_mul(stride)
                .ok_or_else(|| format!("count {count} × stride {stride} overflows"))?;
            if bytes > left {
                return Err(format!(
                    "count {count} × stride {stride} = {bytes:#x} bytes; {left:#x} remain in the file"
                ));
            }
            need(size.map_or(bytes, |s| s.max(bytes)))
        }
        Kind::Bytes => need(size.unwrap_or(0)),
        Kind::Seq => Ok(start),
        Kind::Tokens => match size {
            Some(s) => need(s),
            None => {
                let rest = data.get(start..).unwrap_or(&[]);
                let n = (opts.token_end)(rest).ok_or("no end token before the end of the file")?;
                need(n)
            }
        },
        Kind::Lz => match size {
            Some(s) => need(s),
            None => {
                let rest = data.get(start..).unwrap_or(&[]);
                let n = (opts.lz_end)(rest).ok_or("no Square-LZ blob starts here")?;
                need(n)
            }
        },
        Kind::Records => {
            // The extent is the walk as far as it goes: a byte that is no record type, or the
            // file's end, stops it there. Whether the stream is sound (lands, stays in its
            // domains) is the format decoder's check, which reports it with the read position.
            if count > left {
                return Err(format!("{count} records cannot fit in the {left:#x} bytes left"));
            }
            let mut pos = start;
            for _ in 0..count {
                let Some(len) = data.get(pos).and_then(|&t| (opts.record_length)(t)) else { break };
                let next = pos.saturating_add(usize::from(len.max(1)));
                if next > data.len() {
                    break;
                }
                pos = next;
            }
            match size {
                Some(s) => need(s),
                None => Ok(pos),
            }
        }
    }
}

/// `expect`, `min` and `max` of every field of every element.
fn check_fields(item: &Item, data: &[u8], inst: &Instance) -> Result<(), (usize, String)> {
    let checked: Vec<(usize, &crate::layout::Field)> = item
        .fields
        .iter()
        .enumerate()
        .filter(|(_, f)| f.expect.is_some() || f.min.is_some() || f.max.is_some())
        .collect();
    if checked.is_empty() || !matches!(item.kind, Kind::Struct | Kind::Array | Kind::Seq) {
        return Ok(());
    }
    for e in 0..inst.count {
        for &(fi, f) in &checked {
            for j in 0..f.len as usize {
                let at = inst.field_at(item, fi, e, j).unwrap_or(usize::MAX);
                let v = f
                    .width
                    .read(data, at)
                    .map(|w| f.stored(w))
                    .ok_or((at, format!("field {} runs past the end of the file", f.name)))?;
                let elem = if item.kind == Kind::Array {
                    format!(" of element {e}")
                } else {
                    String::new()
                };
                let none = f.none == Some(v)
                    || (f.none_index
                        && usize::try_from(v).is_ok_and(|v| v == inst.position(item, e)));
                if let Some(x) = f.expect {
                    if v != x && !none {
                        return Err((
                            at,
                            format!("field {}{elem} is {v:#x}, expected {x:#x}", f.name),
                        ));
                    }
                }
                if none {
                    continue;
                }
                if f.min.is_some_and(|m| v < m) || f.max.is_some_and(|m| v > m) {
                    return Err((
                        at,
                        format!(
                            "field {}{elem} is {v}, outside {}..={}",
                            f.name,
                            f.min.map_or("…".into(), |m| m.to_string()),
                            f.max.map_or("…".into(), |m| m.to_string())
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

struct Ctx<'p, 'a> {
    p: &'p Parsed<'a>,
    ctx: &'p [(usize, usize, usize)],
}

impl Ctx<'_, '_> {
    /// `item.start` / `item.end` of an item with one instance per element of another, named
    /// from outside those elements: where its first instance starts, where its last one ends
    /// (the vertex data as a whole, after back-to-back arrays). `None` for any other reference.
    fn all_instances(
        &self,
        x: usize,
        elem: Option<i64>,
        member: Option<&str>,
    ) -> Option<Result<i64, EvalError>> {
        let l = self.p.layout;
        let item = l.items.get(x)?;
        let pi = item.per.as_ref().and_then(|n| l.index(n))?;
        if elem.is_some() || self.ctx.iter().any(|(i, _, _)| *i == pi) {
            return None;
        }
        let list = self.p.instances.get(x).map(Vec::as_slice).unwrap_or(&[]);
        let v = match member {
            Some("start") => list.iter().map(|i| i.start).min(),
            Some("end") => list.iter().map(|i| i.end).max(),
            _ => return None,
        };
        Some(match v {
            Some(v) => i64::try_from(v)
                .map_err(|_| EvalError::Ref(format!("{}: offset too large", item.name))),
            None => Err(EvalError::Absent(item.name.clone())),
        })
    }

    /// The instance of item `x` in this context, and the current element if `x` encloses it.
    fn instance(&self, x: usize) -> Result<(usize, Option<usize>), EvalError> {
        let l = self.p.layout;
        let name = l.items.get(x).map_or("?", |i| i.name.as_str());
        if let Some(&(_, k, e)) = self.ctx.iter().find(|(i, _, _)| *i == x) {
            return Ok((k, Some(e)));
        }
        let list = self.p.instances.get(x).map(Vec::as_slice).unwrap_or(&[]);
        let item = l.items.get(x).ok_or_else(|| EvalError::Ref(format!("no item {x}")))?;
        match item.per.as_ref().and_then(|n| l.index(n)) {
            None => {
                if list.is_empty() {
                    Err(EvalError::Absent(name.to_string()))
                } else {
                    Ok((0, None))
                }
            }
            Some(pi) => {
                let Some(&(_, pk, pe)) = self.ctx.iter().find(|(i, _, _)| *i == pi) else {
                    return Err(EvalError::Ref(format!(
                        "{name} has one instance per element of {}: refer to it from an item per {}",
                        item.per.as_deref().unwrap_or("?"),
                        item.per.as_deref().unwrap_or("?")
                    )));
                };
                find_child(list, (pk, pe))
                    .map(|k| (k, None))
                    .ok_or(EvalError::Absent(name.to_string()))
            }
        }
    }
}

fn find_child(list: &[Instance], parent: (usize, usize)) -> Option<usize> {
    list.binary_search_by(|i| i.parent.cmp(&Some(parent))).ok()
}

impl Scope for Ctx<'_, '_> {
    fn resolve(
        &self,
        item: &str,
        elem: Option<i64>,
        member: Option<&str>,
        index: Option<i64>,
    ) -> Result<i64, EvalError> {
        let len = i64::try_from(self.p.data.len()).unwrap_or(i64::MAX);
        if item == "file" {
            return Ok(if member == Some("start") { 0 } else { len });
        }
        let x =
            self.p.layout.index(item).ok_or_else(|| EvalError::Ref(format!("no item {item}")))?;
        if let Some(v) = self.all_instances(x, elem, member) {
            return v;
        }
        let (k, current) = self.instance(x)?;
        let it =
            self.p.layout.items.get(x).ok_or_else(|| EvalError::Ref(format!("no item {item}")))?;
        let view = View { p: self.p, item: x, it, inst: k };
        let elem = match elem {
            Some(e) => {
                Some(usize::try_from(e).map_err(|_| EvalError::Ref(format!("{item}[{e}]")))?)
            }
            None => None,
        };
        let as_i = |v: usize| {
            i64::try_from(v).map_err(|_| EvalError::Ref(format!("{item}: offset too large")))
        };
        let elem_start = |e: usize| -> Result<usize, EvalError> {
            if e >= view.count() {
                return Err(EvalError::Ref(format!(
                    "{item}[{e}]: {item} has {} elements",
                    view.count()
                )));
            }
            Ok(view.element_start(e))
        };
        match member {
            None | Some("start") => as_i(match elem {
                Some(e) => elem_start(e)?,
                None => view.start(),
            }),
            Some("end") => as_i(match elem {
                Some(e) => {
                    elem_start(e)?;
                    view.element_end(e)
                }
                None => view.end(),
            }),
            Some("size") => as_i(match elem {
                Some(e) => view.element_end(e).saturating_sub(elem_start(e)?),
                None => view.end().saturating_sub(view.start()),
            }),
            Some("count") => as_i(view.count()),
            Some("index") => as_i(
                current
                    .ok_or_else(|| EvalError::Ref(format!("{item}.index: not inside {item}")))?,
            ),
            Some(field) => {
                let it = view.item();
                let e = match (elem, current) {
                    (Some(e), _) | (None, Some(e)) => e,
                    (None, None) if it.kind == Kind::Array => {
                        return Err(EvalError::Ref(format!(
                            "{item}.{field}: which element? ({item} is an array; use {item}[i].{field} or refer from an item per {item})"
                        )))
                    }
                    (None, None) => 0,
                };
                let j = match index {
                    Some(j) => usize::try_from(j)
                        .map_err(|_| EvalError::Ref(format!("{item}.{field}[{j}]")))?,
                    None => 0,
                };
                if e >= view.count().max(1) && it.kind == Kind::Array {
                    return Err(EvalError::Ref(format!(
                        "{item}[{e}]: {item} has {} elements",
                        view.count()
                    )));
                }
                view.value_at(e, field, j).ok_or_else(|| {
                    EvalError::Ref(format!(
                        "{item}.{field}: no such field, or past the end of the file"
                    ))
                })
            }
        }
    }

    fn find(&self, item: &str, field: &str, value: i64) -> Result<i64, EvalError> {
        let x =
            self.p.layout.index(item).ok_or_else(|| EvalError::Ref(format!("no item {item}")))?;
        let (k, _) = self.instance(x)?;
        let it =
            self.p.layout.items.get(x).ok_or_else(|| EvalError::Ref(format!("no item {item}")))?;
        let view = View { p: self.p, item: x, it, inst: k };
        if !view.has(field) {
            return Err(EvalError::Ref(format!("{item} has no field {field}")));
        }
        (0..view.count())
            .find(|&e| view.value(e, field) == Some(value))
            .and_then(|e| i64::try_from(view.element_start(e)).ok())
            .ok_or_else(|| EvalError::Absent(format!("{item} with {field} = {value:#x}")))
    }

    fn read(&self, width: Width, at: i64) -> Result<i64, EvalError> {
        usize::try_from(at)
            .ok()
            .and_then(|a| width.read(&self.p.data, a))
            .ok_or(EvalError::Read { width: width.name(), at })
    }
}

/// One instance of an item, to read fields from.
#[derive(Debug, Clone, Copy)]
pub struct View<'p, 'a> {
    p: &'p Parsed<'a>,
    item: usize,
    it: &'a Item,
    inst: usize,
}

impl<'p, 'a> View<'p, 'a> {
    fn instance(&self) -> Option<&'p Instance> {
        self.p.instances.get(self.item)?.get(self.inst)
    }

    /// The item.
    pub fn item(&self) -> &'a Item {
        self.it
    }

    /// File offset of the start.
    pub fn start(&self) -> usize {
        self.instance().map_or(0, |i| i.start)
    }

    /// File offset just past the end.
    pub fn end(&self) -> usize {
        self.instance().map_or(0, |i| i.end)
    }

    /// For an item `per` an array: (instance of that array, element).
    pub fn parent(&self) -> Option<(usize, usize)> {
        self.instance().and_then(|i| i.parent)
    }

    /// Elements, records, or 1.
    pub fn count(&self) -> usize {
        self.instance().map_or(0, |i| i.count)
    }

    /// The instance's bytes.
    pub fn bytes(&self) -> &'p [u8] {
        self.p.data.get(self.start()..self.end()).unwrap_or(&[])
    }

    /// Bytes per element (arrays), 0 otherwise.
    pub fn stride(&self) -> usize {
        self.item().stride.unwrap_or(0) as usize
    }

    /// File offset of element `e`.
    pub fn element_start(&self, e: usize) -> usize {
        match self.instance().and_then(|i| i.elements.get(e)) {
            Some(&at) => at,
            None => self.start().saturating_add(e.saturating_mul(self.stride())),
        }
    }

    /// Where element `e` is in the array as stored: `e` itself, unless `keep` skips some
    /// (a part kept from a node table: the node it is).
    pub fn position(&self, e: usize) -> usize {
        match self.stride() {
            0 => e,
            s => self.element_start(e).saturating_sub(self.start()).checked_div(s).unwrap_or(e),
        }
    }

    /// File offset just past element `e` (the next element's start in a sequence; its last
    /// field's end in a linked list).
    pub fn element_end(&self, e: usize) -> usize {
        if self.it.next.is_some() {
            let need = usize::try_from(self.it.fields_end()).unwrap_or(0);
            return self.element_start(e).saturating_add(need);
        }
        match self.instance().filter(|i| !i.elements.is_empty() && self.it.kind == Kind::Seq) {
            Some(i) => i.elements.get(e.saturating_add(1)).copied().unwrap_or(i.end),
            None => self.element_start(e).saturating_add(self.stride()),
        }
    }

    /// Value `j` of field `name` of element `e`; `None` when the layout has no such field
    /// (or it runs past the file: evaluation has checked every element is inside).
    pub fn value_at(&self, e: usize, name: &str, j: usize) -> Option<i64> {
        let f = self.item().field(name)?;
        let raw = self.raw_at(e, name, j)?;
        if raw.checked_rem(f.div)? != 0 {
            return None;
        }
        let v = raw.checked_div(f.div)?.checked_mul(f.scale)?;
        let v = match &f.from {
            // One step only: the layout's checks refuse a `from` naming a field with its own.
            Some(other) => v.checked_sub(self.raw_at(e, other, j)?)?,
            None => v,
        };
        v.checked_add(f.bias)
    }

    /// Value `j` of field `name` of element `e` as stored (its `bits`, before `scale` and
    /// `bias`).
    pub fn raw_at(&self, e: usize, name: &str, j: usize) -> Option<i64> {
        let it = self.item();
        let fi = it.fields.iter().position(|f| f.name == name)?;
        let f = it.fields.get(fi)?;
        if j >= f.len as usize {
            return None;
        }
        let at = self.field_at(fi, e, j)?;
        f.width.read(&self.p.data, at).map(|w| f.stored(w))
    }

    /// True when field `name` of element `e` holds the field's `none` value (or, with `none =
    /// "index"`, the element's own position).
    pub fn is_none(&self, e: usize, name: &str) -> bool {
        let Some(f) = self.item().field(name) else { return false };
        let raw = self.raw_at(e, name, 0);
        (f.none.is_some() && raw == f.none)
            || (f.none_index && raw.and_then(|v| usize::try_from(v).ok()) == Some(self.position(e)))
    }

    /// Field `name` of element `e` (of the struct: `e` = 0).
    pub fn value(&self, e: usize, name: &str) -> Option<i64> {
        self.value_at(e, name, 0)
    }

    /// True when the layout gives the field.
    pub fn has(&self, name: &str) -> bool {
        self.item().field(name).is_some()
    }

    /// Every value of an array-typed field of element `e`.
    pub fn values(&self, e: usize, name: &str) -> Option<Vec<i64>> {
        let f = self.item().field(name)?;
        (0..f.len as usize).map(|j| self.value_at(e, name, j)).collect()
    }

    /// File offset of field `name` of element `e`.
    pub fn field_offset(&self, e: usize, name: &str) -> Option<usize> {
        let fi = self.item().fields.iter().position(|f| f.name == name)?;
        self.field_at(fi, e, 0)
    }

    /// File offset of value `j` of field `fi` of element `e` (in the element, or its column).
    fn field_at(&self, fi: usize, e: usize, j: usize) -> Option<usize> {
        match self.instance() {
            Some(i) => i.field_at(self.it, fi, e, j),
            None => {
                let f = self.it.fields.get(fi)?;
                self.element_start(e)
                    .checked_add(f.at as usize)?
                    .checked_add(j.checked_mul(f.width.bytes())?)
            }
        }
    }

    /// The instance of the item `child` (which is `per` this array) for element `e`.
    pub fn child(&self, child: &str, e: usize) -> Option<View<'p, 'a>> {
        let ci = self.p.layout.index(child)?;
        let list = self.p.instances.get(ci)?;
        let k = find_child(list, (self.inst, e))?;
        Some(View { p: self.p, item: ci, it: self.p.layout.items.get(ci)?, inst: k })
    }

    /// Where the instance came from, for messages: `nodes (line 12)`.
    pub fn describe(&self) -> String {
        format!("{} ({} line {})", self.item().name, self.p.layout.origin, self.item().line)
    }
}

impl<'a> Parsed<'a> {
    /// The layout.
    pub fn layout(&self) -> &'a Layout {
        self.layout
    }

    /// The file's bytes, as the layout reads them ([`rebase`]).
    pub fn data(&self) -> &[u8] {
        &self.data
    }

    /// The one instance of a top-level item (`None`: absent, or not in the layout).
    pub fn root(&self, name: &str) -> Option<View<'_, 'a>> {
        let i = self.layout.index(name)?;
        let item = self.layout.items.get(i)?;
        if item.per.is_some() || self.instances.get(i)?.is_empty() {
            return None;
        }
        Some(View { p: self, item: i, it: item, inst: 0 })
    }

    /// Every instance of an item, in evaluation order.
    pub fn all(&self, name: &str) -> Vec<View<'_, 'a>> {
        let Some(i) = self.layout.index(name) else { return Vec::new() };
        let Some(it) = self.layout.items.get(i) else { return Vec::new() };
        let n = self.instances.get(i).map_or(0, Vec::len);
        (0..n).map(|k| View { p: self, item: i, it, inst: k }).collect()
    }

    /// Where the structure after `v` begins: the nearest start of any other instance past
    /// `v`'s start (at its start too, when `v` is empty). `None` when nothing follows.
    pub fn next_start(&self, v: &View<'_, '_>) -> Option<usize> {
        let (start, empty) = (v.start(), v.end() == v.start());
        // Every instance starts a structure, and so does every element of a sequence (each
        // chunk's header in a chunk list); an array's kept elements are inside it.
        let layout = self.layout;
        self.instances
            .iter()
            .enumerate()
            .flat_map(|(i, list)| {
                let seq = layout.items.get(i).is_some_and(|it| it.kind == Kind::Seq);
                list.iter().enumerate().flat_map(move |(k, inst)| {
                    let inner: &[usize] = if seq { &inst.elements } else { &[] };
                    std::iter::once(inst.start).chain(inner.iter().copied()).map(move |s| (i, k, s))
                })
            })
            .filter(|&(i, k, s)| (i, k) != (v.item, v.inst) && (s > start || (empty && s == start)))
            .map(|(_, _, s)| s)
            .min()
    }

    /// Every instance of every item: (item name, start, end), sorted by start — the map of the
    /// file this layout gives.
    pub fn regions(&self) -> Vec<(&'a str, usize, usize)> {
        let mut v: Vec<_> = self
            .layout
            .items
            .iter()
            .zip(&self.instances)
            .flat_map(|(it, list)| list.iter().map(move |i| (it.name.as_str(), i.start, i.end)))
            .collect();
        v.sort_by_key(|&(n, s, e)| (s, e, n));
        v
    }

    /// Evaluates a named value of the layout (`None`: not given, or it refers to an absent
    /// item).
    pub fn value(&self, name: &str) -> Result<Option<i64>, FitError> {
        let Some(v) = self.layout.value(name) else { return Ok(None) };
        match v.expr.eval(&Ctx { p: self, ctx: &[] }) {
            Ok(x) => Ok(Some(x)),
            Err(EvalError::Absent(_)) => Ok(None),
            Err(e) => Err(FitError {
                origin: self.layout.origin.clone(),
                line: v.line,
                item: format!("values.{}", v.name),
                at: None,
                why: e.to_string(),
            }),
        }
    }
}
