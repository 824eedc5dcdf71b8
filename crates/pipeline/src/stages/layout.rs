//! `dewrip layout`: container layouts as files — inferred from `.chr` files (`infer`),
//! summarised (`show`), or written as Kaitai Struct (`ksy`).
use std::path::Path;

use container::Layout;
use dewprism::layouts::Format;

use crate::conventions::{layout_from_file, Conventions, ExeInput, Overrides};
use crate::disc::{read_file, Disc};
use crate::error::{Error, Result};

pub use infer::Finding;

/// A file's name and bytes.
type Named = (String, Vec<u8>);

/// Largest `.chr` read for inference.
const MAX_FILE: u64 = 64 << 20;
/// Most bytes read for one inference, all files together.
const MAX_TOTAL: u64 = 256 << 20;

/// What `layout infer` found, and where it wrote the layout.
#[derive(Debug)]
pub struct Inference {
    /// Files it learned from.
    pub files: usize,
    /// The inference (layout, text, findings).
    pub inferred: infer::Inferred,
    /// The conventions the files were decoded with (their warnings included).
    pub conventions: Conventions,
}

/// Infers a `.chr` layout from `files` (each a `.chr`, or one disc image: all its distinct
/// `.chr` files) and writes it to `output` (atomically).
pub fn infer_to(
    files: &[std::path::PathBuf],
    overrides: &Overrides<'_>,
    output: &Path,
) -> Result<Inference> {
    let (inputs, conventions) = gather(files, overrides)?;
    let refs: Vec<infer::Input<'_>> =
        inputs.iter().map(|(n, b)| infer::Input { name: n, data: b }).collect();
    let inferred = infer::infer(&refs, &conventions, None)
        .map_err(|e| Error::format(None, format!("layout infer: {e}")))?;
    write_atomically(output, inferred.text.as_bytes())?;
    Ok(Inference { files: inputs.len(), inferred, conventions })
}

/// A layout by name (`chr`, `mmd`, `mtd`: a built-in one) or file: the layout and its text.
pub fn load(spec: &str) -> Result<(std::sync::Arc<Layout>, String)> {
    if let Some(f) = Format::from_name(spec) {
        return Ok((dewprism::layouts::builtin(f), f.builtin_text().to_string()));
    }
    let path = Path::new(spec);
    let (_, l) = layout_from_file(path)?;
    let text = std::fs::read_to_string(path).map_err(|e| Error::io("cannot read", path, e))?;
    Ok((l.value, text))
}

/// A readable summary of a layout, one line per item, field list and evidence.
pub fn summary(l: &Layout) -> Vec<String> {
    let mut out = vec![format!("{} layout {:?} ({})", l.format, l.name, l.origin)];
    if let Some(d) = &l.doc {
        out.push(format!("  {d}"));
    }
    for it in &l.items {
        let mut line = format!("  {:<14} {:<7} at {}", it.name, it.kind.name(), it.at);
        if let Some(p) = &it.per {
            line.push_str(&format!(", per {p}"));
        }
        if let Some(c) = &it.count {
            line.push_str(&format!(", count {c}"));
        }
        if let Some(s) = it.stride {
            line.push_str(&format!(", stride {s}"));
        }
        if let Some(c) = &it.cond {
            line.push_str(&format!(", if {c}"));
        }
        out.push(line);
        let fields: Vec<String> =
            it.fields.iter().map(|f| format!("{}@{}:{}", f.name, f.at, f.width.name())).collect();
        if !fields.is_empty() {
            out.push(format!("      {}", fields.join(" ")));
        }
        if let Some(e) = &it.evidence {
            out.push(format!("      evidence: {e}"));
        }
    }
    for p in &l.patterns {
        out.push(format!("  token {:<6} {}", p.name, p.text));
    }
    out
}

/// The layout `spec` as Kaitai Struct, written to `output`: what Kaitai cannot express is
/// returned (item, line, why) for the caller to say.
pub fn ksy_to(spec: &str, output: &Path) -> Result<Vec<container::ksy::Omission>> {
    let (l, _) = load(spec)?;
    let id = output
        .file_stem()
        .map(|s| {
            s.to_string_lossy()
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' })
                .collect::<String>()
        })
        .filter(|s| s.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .unwrap_or_else(|| format!("dewrip_{}", l.format));
    let (text, omitted) = container::ksy::translate(&l, &id)
        .map_err(|e| Error::format(None, format!("{spec}: as Kaitai Struct: {e}")))?;
    write_atomically(output, text.as_bytes())?;
    Ok(omitted)
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed into place.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = path.with_file_name(format!(".{name}.partial"));
    std::fs::write(&tmp, bytes).map_err(|e| Error::io("cannot write", &tmp, e))?;
    std::fs::rename(&tmp, path).map_err(|e| Error::io("cannot write", path, e))
}

/// The files to infer from (each `.chr`, or every distinct `.chr` of one disc image) and the
/// conventions to decode them with.
fn gather(
    files: &[std::path::PathBuf],
    overrides: &Overrides<'_>,
) -> Result<(Vec<Named>, Conventions)> {
    if let [one] = files {
        let bytes = read_file(one, MAX_FILE)?;
        let kind = sqfs::sniff::sniff(&bytes);
        if !matches!(kind, sqfs::sniff::Kind::Chr | sqfs::sniff::Kind::ChrNomagic) {
            let disc = Disc::open(one)?;
            let conv = disc.conventions(overrides)?;
            let files = super::chr::disc_chr_files(&disc, &crate::Quiet)?;
            if files.is_empty() {
                return Err(Error::usage(format!("{}: no .chr file on this disc", one.display())));
            }
            return Ok((files, conv));
        }
    }
    let mut out = Vec::with_capacity(files.len().min(4096));
    let mut total = 0u64;
    for p in files {
        let bytes = read_file(p, MAX_FILE)?;
        total = total.saturating_add(bytes.len() as u64);
        if total > MAX_TOTAL {
            return Err(Error::usage(format!(
                "{}: the files given hold more than {} MB together; infer from fewer (a layout holds in every file, so a few dozen are plenty)",
                p.display(),
                MAX_TOTAL >> 20
            )));
        }
        out.push((p.display().to_string(), bytes));
    }
    let conv = Conventions::resolve(
        ExeInput::Missing("`layout infer` on bare files has no boot EXE beside them"),
        overrides,
    )?;
    Ok((out, conv))
}
