//! Where the record lengths, the record layout and the rotation order come from — one
//! function ([`Conventions::resolve`]), one behaviour, used by every decoding command, and the
//! source always reported.
//!
//! Record lengths: `--record-lengths FILE` (source `file`), else the boot EXE's face-record
//! dispatch (`exe`), else the built-in table (`builtin`, with a loud warning). The record
//! layout: `--record-layouts FILE` (`file`), else the EXE's draw dispatch run in the R3000
//! interpreter with byte provenance (`exe`, `r3000::analysis::record_layouts`), else dewrip's
//! provisional layout (`builtin`, loudly). The rotation order: `--order` (`flag`), else the
//! EXE's bone-matrix builder found by running it (`exe`, `r3000::routines::rotation`), else
//! PsyQ's `RotMatrix` order (`builtin`, loudly).
use std::collections::BTreeMap;
use std::path::Path;

use dewprism::anim::RotationOrder;
use dewprism::record_lengths::RecordLengths;
use dewprism::records::RecordLayout;
use serde::Serialize;

use crate::error::{Error, Result};

/// Where a convention came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// Derived from the boot EXE.
    Exe,
    /// Read from a file the user gave.
    File,
    /// Given on the command line.
    Flag,
    /// dewrip's built-in value (provisional where unpublished).
    Builtin,
}

impl Source {
    /// The label used in JSON and on screen.
    pub fn label(self) -> &'static str {
        match self {
            Source::Exe => "exe",
            Source::File => "file",
            Source::Flag => "flag",
            Source::Builtin => "builtin",
        }
    }
}

/// The record-length table with its provenance. Its JSON form is
/// `{"source":"exe","detail":"…","lengths":{"0":3,…}}` (the `record_lengths` object of
/// `verify`, `chr info`, `maps` and `export`).
#[derive(Debug, Clone, Serialize)]
pub struct LengthsSource {
    /// `exe`, `file` or `builtin`.
    pub source: String,
    /// Details: dispatch address, file name, or why the fallback.
    pub detail: String,
    /// type → length (decimal string keys).
    pub lengths: BTreeMap<String, u8>,
}

/// A value and where it came from.
#[derive(Debug, Clone, Serialize)]
pub struct Derived<T> {
    /// The value.
    pub value: T,
    /// Where it came from.
    pub source: Source,
    /// Details (or why a fallback was taken).
    pub detail: String,
}

/// The record layout in use: per type, the length and the offset of every field
/// (`docs/formats/records.md`).
pub type Layout = RecordLayout;

fn layout_as_fields<S: serde::Serializer>(
    d: &Derived<RecordLayout>,
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let value: serde_json::Value = serde_json::from_str(&d.value.to_json()).unwrap_or_default();
    let mut m = s.serialize_map(Some(3))?;
    m.serialize_entry("value", &value)?;
    m.serialize_entry("source", &d.source)?;
    m.serialize_entry("detail", &d.detail)?;
    m.end()
}

/// What the user overrode.
#[derive(Debug, Clone, Copy, Default)]
pub struct Overrides<'a> {
    /// `--record-lengths FILE` (JSON of `dewrip exe record-lengths --json`).
    pub record_lengths: Option<&'a Path>,
    /// `--record-layouts FILE` (JSON of `dewrip exe record-layouts --json`).
    pub record_layouts: Option<&'a Path>,
    /// `--order`.
    pub order: Option<RotationOrder>,
    /// `--lz native|exe`.
    pub lz: Option<LzPreference>,
}

/// `--lz`: which decoder decompresses texture blobs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LzPreference {
    /// dewrip's native decoder, whatever the EXE does.
    Native,
    /// The EXE's own routine, run in the interpreter (an error when none is found).
    Exe,
}

/// Who decompresses texture blobs: dewrip's native decoder (`sqfs::lz`), or the EXE's own
/// routine run in the interpreter. JSON: `"native"` or `"exe"`.
#[derive(Clone)]
pub enum LzDecoder {
    /// dewrip's native decoder.
    Native,
    /// The EXE's routine.
    Exe(std::sync::Arc<r3000::routines::lz::ExeLz>),
}

impl LzDecoder {
    /// `"native"` or `"exe"`.
    pub fn label(&self) -> &'static str {
        match self {
            LzDecoder::Native => "native",
            LzDecoder::Exe(_) => "exe",
        }
    }
}

impl std::fmt::Debug for LzDecoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LzDecoder::Native => f.write_str("Native"),
            LzDecoder::Exe(l) => write!(f, "Exe({:#010x})", l.decoder.function),
        }
    }
}

impl Serialize for LzDecoder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.label())
    }
}

impl dewprism::unpack::Unpack for LzDecoder {
    fn unpack(
        &self,
        blob: &[u8],
    ) -> std::result::Result<dewprism::unpack::Unpacked, dewprism::unpack::UnpackError> {
        match self {
            LzDecoder::Native => dewprism::unpack::Native.unpack(blob),
            LzDecoder::Exe(l) => l
                .decode(blob)
                .map(|d| dewprism::unpack::Unpacked { data: d.bytes, consumed: None })
                .map_err(|e| dewprism::unpack::UnpackError::Exe(e.to_string())),
        }
    }
}

/// The boot EXE as handed to [`Conventions::resolve`]: its bytes, or why there are none.
#[derive(Debug, Clone, Copy)]
pub enum ExeInput<'a> {
    /// The EXE's bytes.
    Bytes(&'a [u8]),
    /// No EXE, and why (e.g. "a bare .chr file").
    Missing(&'a str),
}

/// A convention's source in brief: `exe`, `file`, `flag` or `builtin`, and the details.
#[derive(Debug, Clone, Serialize)]
pub struct SourceNote {
    /// Where it came from.
    pub source: String,
    /// The value in brief and how it was found (or why it fell back).
    pub detail: String,
}

/// [`Conventions::sources`].
#[derive(Debug, Clone, Serialize)]
pub struct Sources {
    /// The face-record layout.
    pub record_layout: SourceNote,
    /// The rotation order.
    pub rotation: SourceNote,
    /// The texture LZ decoder.
    pub lz: SourceNote,
}

/// Every convention a decoder needs, each with its source.
#[derive(Debug, Clone, Serialize)]
pub struct Conventions {
    /// Face-record lengths (JSON: `{"value":{"0":3,…},"source":…,"detail":…}`).
    #[serde(serialize_with = "lengths_as_map")]
    pub lengths: Derived<RecordLengths>,
    /// The face-record field layout.
    #[serde(serialize_with = "layout_as_fields")]
    pub layout: Derived<Layout>,
    /// How rotation angles compose into bone matrices.
    pub rotation: Derived<RotationOrder>,
    /// Who decompresses texture blobs.
    pub lz: Derived<LzDecoder>,
    /// Loud warnings about fallbacks (print them on stderr; they are in the JSON too).
    pub warnings: Vec<String>,
}

fn lengths_as_map<S: serde::Serializer>(
    d: &Derived<RecordLengths>,
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    Derived {
        value: d
            .value
            .to_map()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect::<BTreeMap<String, u8>>(),
        source: d.source,
        detail: d.detail.clone(),
    }
    .serialize(s)
}

impl Conventions {
    /// Resolves every convention from the EXE and the user's overrides.
    pub fn resolve(exe: ExeInput<'_>, overrides: &Overrides<'_>) -> Result<Conventions> {
        let lengths = match overrides.record_lengths {
            Some(f) => lengths_from_json(f)?,
            None => lengths_from_exe(exe),
        };
        let rotation = match overrides.order {
            Some(o) => Derived { value: o, source: Source::Flag, detail: "--order".into() },
            None => rotation_from_exe(exe),
        };
        let layout = match overrides.record_layouts {
            Some(f) => {
                let l = RecordLayout::load(f)
                    .map_err(|e| Error::format(Some(f), format!("{}: {e}", f.display())))?;
                Derived { value: l.value, source: Source::File, detail: f.display().to_string() }
            }
            None => layout_from_exe(exe),
        };
        let lz = lz_from_exe(exe, overrides.lz)?;
        let mut warnings = Vec::new();
        if lengths.source == Source::Builtin {
            warnings.push(format!(
                "record lengths: using the BUILT-IN table ({}); only types 0, 9 and 13 are \
                 published — pass --record-lengths FILE.json to test another table",
                lengths.detail
            ));
        }
        if layout.source == Source::Builtin {
            warnings.push(format!(
                "record layout: using the BUILT-IN provisional layout ({}) — pass \
                 --record-layouts FILE.json to test another",
                layout.detail
            ));
        } else {
            warnings
                .extend(layout.value.warnings().into_iter().map(|w| format!("record layout: {w}")));
            if layout.value.lengths() != lengths.value {
                warnings.push(format!(
                    "record layout ({}) and record lengths ({}) disagree: records advance by the \
                     lengths, fields are read where the layout puts them",
                    layout.source.label(),
                    lengths.source.label()
                ));
            }
        }
        if rotation.source == Source::Builtin {
            warnings.push(format!(
                "rotation order: using the BUILT-IN order {} ({}) — pass --order to test another",
                rotation.value.product(),
                rotation.detail
            ));
        }
        match (&lz.value, lz.source) {
            (_, Source::Builtin) => warnings.push(format!(
                "LZ: using the BUILT-IN decoder, not checked against the EXE ({})",
                lz.detail
            )),
            (LzDecoder::Exe(_), Source::Exe) => warnings.push(format!(
                "LZ: the EXE's routine reads blobs differently from dewrip's decoder; textures \
                 are decompressed by running the EXE's routine ({}) — pass --lz native to \
                 use dewrip's",
                lz.detail
            )),
            _ => {}
        }
        Ok(Conventions { lengths, layout, rotation, lz, warnings })
    }

    /// Who decompresses texture blobs, as the readers take it.
    pub fn unpack(&self) -> &dyn dewprism::unpack::Unpack {
        &self.lz.value
    }

    /// The record-length table.
    pub fn table(&self) -> &RecordLengths {
        &self.lengths.value
    }

    /// The record layout.
    pub fn record_layout(&self) -> &RecordLayout {
        &self.layout.value
    }

    /// The rotation order.
    pub fn order(&self) -> RotationOrder {
        self.rotation.value
    }

    /// Where the layout, the rotation order and the LZ decoder came from, in brief (for
    /// reports that list the lengths in full and the rest by source).
    pub fn sources(&self) -> Sources {
        let note = |source: Source, detail: &str| SourceNote {
            source: source.label().to_string(),
            detail: detail.to_string(),
        };
        Sources {
            record_layout: note(self.layout.source, &self.layout.detail),
            rotation: note(
                self.rotation.source,
                &format!("{} — {}", self.rotation.value.product(), self.rotation.detail),
            ),
            lz: note(self.lz.source, &format!("{} — {}", self.lz.value.label(), self.lz.detail)),
        }
    }

    /// The `record_lengths` JSON object.
    pub fn lengths_source(&self) -> LengthsSource {
        LengthsSource {
            source: self.lengths.source.label().to_string(),
            detail: self.lengths.detail.clone(),
            lengths: self
                .lengths
                .value
                .to_map()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        }
    }
}

fn table_of(map: &BTreeMap<i64, u32>) -> Option<RecordLengths> {
    let m: BTreeMap<u8, u8> = map
        .iter()
        .filter_map(|(t, l)| Some((u8::try_from(*t).ok()?, u8::try_from(*l).ok()?)))
        .collect();
    RecordLengths::from_map(&m)
}

/// The largest record-length JSON accepted.
const MAX_JSON: u64 = 16 << 20;

/// The record-length table of a JSON file printed by `dewrip exe record-lengths --json` (the
/// first dispatch that lists every type 0..14).
pub fn lengths_from_json(path: &Path) -> Result<Derived<RecordLengths>> {
    let len = std::fs::metadata(path).map_err(|e| Error::io("cannot read", path, e))?.len();
    if len > MAX_JSON {
        return Err(Error::Limits {
            path: Some(path.to_path_buf()),
            message: format!(
                "{}: {len} bytes; a record-length table is at most {MAX_JSON} bytes",
                path.display()
            ),
        });
    }
    let text = std::fs::read_to_string(path).map_err(|e| Error::io("cannot read", path, e))?;
    let v: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| Error::format(Some(path), format!("{}: not JSON ({e})", path.display())))?;
    let dispatches = v.get("dispatches").and_then(|d| d.as_array()).ok_or_else(|| {
        Error::format(
            Some(path),
            format!(
                "{}: no \"dispatches\" array (expected the output of `dewrip exe record-lengths --json`)",
                path.display()
            ),
        )
    })?;
    for (i, d) in dispatches.iter().enumerate() {
        let Some(obj) = d.get("lengths").and_then(|l| l.as_object()) else { continue };
        let map: BTreeMap<i64, u32> = obj
            .iter()
            .filter_map(|(k, v)| Some((k.parse().ok()?, u32::try_from(v.as_u64()?).ok()?)))
            .collect();
        if let Some(t) = table_of(&map) {
            let f = d.get("function").and_then(|f| f.as_str()).unwrap_or("?");
            return Ok(Derived {
                value: t,
                source: Source::File,
                detail: format!("{} (dispatch {i} in {f})", path.display()),
            });
        }
    }
    Err(Error::format(
        Some(path),
        format!(
            "{}: no dispatch lists a length for every type 0..14 (keys are the type byte in decimal)",
            path.display()
        ),
    ))
}

/// The layout derived by running the boot EXE's draw dispatch, or the built-in one (and why).
pub fn layout_from_exe(exe: ExeInput<'_>) -> Derived<RecordLayout> {
    let builtin = |detail: String| Derived {
        value: RecordLayout::builtin(),
        source: Source::Builtin,
        detail: format!("docs/formats/records.md [provisional]; {detail}"),
    };
    let bytes = match exe {
        ExeInput::Bytes(b) => b,
        ExeInput::Missing(why) => return builtin(why.to_string()),
    };
    let report =
        match r3000::analysis::record_layouts(bytes, &r3000::analysis::LayoutOptions::default()) {
            Ok(r) => r,
            Err(e) => return builtin(format!("running the EXE's draw dispatch failed: {e}")),
        };
    let Some(dispatch) = report.draw_dispatch.clone() else {
        return builtin(format!(
            "no draw dispatch chosen in the EXE ({})",
            report.warnings.join("; ")
        ));
    };
    let contract = match serde_json::to_value(&report).and_then(serde_json::from_value) {
        Ok(c) => c,
        Err(e) => return builtin(format!("the layout report does not read as a contract: {e}")),
    };
    // per type: every type the EXE's dispatch shows is used, each other one falls back alone
    match RecordLayout::per_type(&contract) {
        Ok(p) if p.derived() > 0 => {
            let mut detail =
                format!("draw dispatch {dispatch}, run in the interpreter: {}", p.summary());
            for w in p.warnings() {
                detail.push_str("; ");
                detail.push_str(&w);
            }
            Derived { value: p.layout, source: Source::Exe, detail }
        }
        Ok(p) => builtin(format!(
            "the EXE's layout (dispatch {dispatch}) was refused for every type: {}",
            p.warnings().join("; ")
        )),
        Err(e) => builtin(format!("the EXE's layout (dispatch {dispatch}) was refused: {e}")),
    }
}

/// Who decompresses texture blobs: the EXE's own LZ routine, found by running its candidates
/// on a probe blob ([`r3000::routines::lz::ExeLz`]). Where it reads the probe as dewrip's
/// decoder does, the native decoder is used (it is the faster); where it reads it differently,
/// the EXE's routine is (the EXE is the spec). `--lz` overrides either way.
pub fn lz_from_exe(exe: ExeInput<'_>, want: Option<LzPreference>) -> Result<Derived<LzDecoder>> {
    let native =
        |source: Source, detail: String| Derived { value: LzDecoder::Native, source, detail };
    let builtin = |detail: String| {
        native(Source::Builtin, format!("Xenogears' variant [public]/inferred; {detail}"))
    };
    if want == Some(LzPreference::Native) {
        return Ok(native(Source::Flag, "--lz native".into()));
    }
    let found = match exe {
        ExeInput::Bytes(b) => r3000::routines::lz::ExeLz::find(b)
            .map_err(|e| format!("running the EXE's routines failed: {e}")),
        ExeInput::Missing(why) => Err(why.to_string()),
    };
    let l = match (found, want) {
        (Ok(Some(l)), _) => l,
        (Ok(None), None) => {
            return Ok(builtin("no function of the EXE decodes the probe blob".into()));
        }
        (Err(why), None) => return Ok(builtin(why)),
        (Ok(None), Some(_)) => {
            return Err(Error::usage(
                "--lz exe: no function of the EXE decodes the probe blob; drop --lz",
            ))
        }
        (Err(why), Some(_)) => {
            return Err(Error::usage(format!("--lz exe: {why}; drop --lz")));
        }
    };
    let d = &l.decoder;
    let at = format!("{:#010x} ({:?})", d.function, d.args);
    Ok(match (d.agrees, want) {
        (_, Some(LzPreference::Exe)) => Derived {
            detail: format!("--lz exe: the EXE's routine at {at}"),
            value: LzDecoder::Exe(std::sync::Arc::new(l)),
            source: Source::Flag,
        },
        (true, _) => native(
            Source::Exe,
            format!("the EXE's routine at {at} reads the probe blob as dewrip's decoder does"),
        ),
        (false, _) => Derived {
            detail: format!(
                "the EXE's routine at {at} reads the probe blob differently from dewrip's decoder"
            ),
            value: LzDecoder::Exe(std::sync::Arc::new(l)),
            source: Source::Exe,
        },
    })
}

/// The rotation order of the boot EXE's bone-matrix builder, found by running every candidate,
/// or PsyQ's `RotMatrix` order (and why).
pub fn rotation_from_exe(exe: ExeInput<'_>) -> Derived<RotationOrder> {
    let builtin = |detail: String| Derived {
        value: RotationOrder::default(),
        source: Source::Builtin,
        detail: format!("PsyQ RotMatrix (Rx·Ry·Rz) [provisional]; {detail}"),
    };
    let bytes = match exe {
        ExeInput::Bytes(b) => b,
        ExeInput::Missing(why) => return builtin(why.to_string()),
    };
    let report = match r3000::routines::rotation::find_builders(bytes) {
        Ok(r) => r,
        Err(e) => return builtin(format!("running the EXE's routines failed: {e}")),
    };
    let mut products: Vec<String> = report.builders.iter().map(|b| b.product.name()).collect();
    products.sort();
    products.dedup();
    match (products.as_slice(), report.builders.first()) {
        ([one], Some(b)) => match RotationOrder::parse(one) {
            Some(o) => Derived {
                value: o,
                source: Source::Exe,
                detail: format!(
                    "{} builder(s), first at {:#010x} ({one}, to {:?})",
                    report.builders.len(),
                    b.function,
                    b.output
                ),
            },
            None => builtin(format!("the EXE's builder has product {one}")),
        },
        ([], _) => {
            builtin(format!("no rotation builder among the {} functions probed", report.probed))
        }
        (many, _) => builtin(format!(
            "the EXE's builders disagree ({}); choose one with --order",
            many.join(", ")
        )),
    }
}

/// The table derived from a boot EXE's record-dispatch loop, or the built-in table (and why).
pub fn lengths_from_exe(exe: ExeInput<'_>) -> Derived<RecordLengths> {
    let builtin =
        |detail: String| Derived { value: RecordLengths::BUILTIN, source: Source::Builtin, detail };
    let bytes = match exe {
        ExeInput::Bytes(b) => b,
        ExeInput::Missing(why) => return builtin(why.to_string()),
    };
    let img = match mips::Image::parse(bytes) {
        Ok(i) => i,
        Err(e) => return builtin(format!("the boot EXE does not parse ({e})")),
    };
    let found = mips::dispatch::find(&img, mips::dispatch::Options::default());
    for d in &found {
        if let Some(t) = table_of(&d.lengths()) {
            return Derived {
                value: t,
                source: Source::Exe,
                detail: format!("dispatch in {:#010x}, table {:#010x}", d.function, d.table.table),
            };
        }
    }
    builtin(format!("{} dispatch loop(s) in the EXE, none with all 14 lengths", found.len()))
}

/// Parses a rotation order (`xyz`, `zyx`, `yxz`).
pub fn parse_order(s: &str) -> std::result::Result<RotationOrder, String> {
    RotationOrder::parse(s)
        .ok_or_else(|| format!("'{s}' is not a rotation order (e.g. xyz, zyx, yxz)"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn no_exe_falls_back_loudly() {
        let c = Conventions::resolve(ExeInput::Missing("a bare .chr file"), &Overrides::default())
            .unwrap();
        assert_eq!(c.lengths.source, Source::Builtin);
        assert_eq!(c.rotation.source, Source::Builtin);
        assert_eq!(c.lz.source, Source::Builtin);
        // One loud warning per convention that fell back: lengths, layout, rotation order, LZ.
        assert_eq!(c.warnings.len(), 4, "{:?}", c.warnings);
        assert!(c.warnings.iter().all(|w| w.contains("BUILT-IN")), "{:?}", c.warnings);
        assert_eq!(c.layout.source, Source::Builtin);
        assert_eq!(c.lengths_source().source, "builtin");
    }

    #[test]
    fn the_synthetic_exe_gives_every_convention() {
        let exe = synth::exe::boot_exe(&RecordLengths::BUILTIN.len);
        let c = Conventions::resolve(ExeInput::Bytes(&exe), &Overrides::default()).unwrap();
        assert_eq!(c.lengths.source, Source::Exe);
        assert_eq!(c.layout.source, Source::Exe, "{}", c.layout.detail);
        assert_eq!(c.rotation.source, Source::Exe, "{}", c.rotation.detail);
        assert_eq!(c.rotation.value, RotationOrder::Xyz);
        // Same offsets and lengths as the layout the synthetic models are written with (the
        // state fields the derivation cannot show are marked as carried from the built-in one).
        let fields = |l: &RecordLayout| {
            let mut v: serde_json::Value = serde_json::from_str(&l.to_json()).unwrap();
            for t in v["types"].as_object_mut().unwrap().values_mut() {
                t.as_object_mut().unwrap().remove("from_builtin");
            }
            v
        };
        assert_eq!(fields(c.record_layout()), fields(&RecordLayout::builtin()));
    }

    #[test]
    fn junk_exe_falls_back_with_the_reason() {
        let d = lengths_from_exe(ExeInput::Bytes(b"not an exe"));
        assert_eq!(d.source, Source::Builtin);
        assert!(d.detail.contains("does not parse"), "{}", d.detail);
    }

    #[test]
    fn the_json_names_every_source() {
        let c = Conventions::resolve(ExeInput::Missing("x"), &Overrides::default()).unwrap();
        let v = serde_json::to_value(&c).unwrap();
        assert_eq!(v["lengths"]["source"], "builtin");
        assert_eq!(v["lengths"]["value"]["0"], 3, "type 0 = 3 is published");
        assert_eq!(v["lengths"]["value"]["13"], 21);
        assert_eq!(v["rotation"]["source"], "builtin");
        assert_eq!(v["layout"]["source"], "builtin");
        assert_eq!(v["lz"]["source"], "builtin");
        assert_eq!(v["lz"]["value"], "native");
        assert_eq!(v["warnings"].as_array().unwrap().len(), 4);
        assert_eq!(v["layout"]["value"]["types"]["9"]["length"], 12);
    }

    #[test]
    fn a_flag_order_is_labelled_flag() {
        let o =
            Overrides { order: Some(RotationOrder::parse("zyx").unwrap()), ..Overrides::default() };
        let c = Conventions::resolve(ExeInput::Missing("test"), &o).unwrap();
        assert_eq!(c.rotation.source, Source::Flag);
    }

    #[test]
    fn a_json_file_without_a_full_table_is_a_format_error() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("l.json");
        std::fs::write(&p, r#"{"dispatches":[{"lengths":{"0":3}}]}"#).unwrap();
        let e = lengths_from_json(&p).unwrap_err();
        assert_eq!(e.blame(), crate::error::Blame::Format);
        let missing = lengths_from_json(&dir.path().join("nope.json")).unwrap_err();
        assert_eq!(missing.blame(), crate::error::Blame::Io);
    }
}
