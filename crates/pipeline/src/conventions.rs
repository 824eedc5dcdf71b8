//! Where every convention a decoder needs comes from — one function ([`Conventions::resolve`]),
//! one behaviour, used by every decoding command, the source always reported.
//!
//! * The face-record layout and its lengths: `--record-layouts FILE` (source `file`), else the
//!   EXE's draw dispatch run in the R3000 interpreter with byte provenance (`exe`), else
//!   dewrip's provisional layout (`builtin`, loudly). The layout owns the lengths: `--record-lengths
//!   FILE` (`file`) replaces them, else the EXE's dispatch gives them where the layout could
//!   not be derived.
//! * The rotation order: `--order` (`flag`), else the EXE's bone-matrix builder found by
//!   running it (`exe`), else PsyQ's `RotMatrix` order (`builtin`, loudly).
//! * The texture LZ decoder: `--lz` (`flag`), else the EXE's routine where it reads blobs
//!   differently from dewrip's (`exe`), else dewrip's.
//! * The container layouts: `--layout FILE` per format (`file`), else the built-in ones — and
//!   where those do not fit the disc's files, a layout inferred from them (`inferred`, by the
//!   stage that has the files: [`crate::layouts`]).
//!
//! The result is one [`dewprism::Conventions`] value (the decoders' one argument) and the
//! warnings to print.
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use dewprism::anim::RotationOrder;
use dewprism::conventions::Lz;
use dewprism::layouts::Format;
use dewprism::records::{RecordLayout, RecordLengths};
use dewprism::{Provenance, Source, Sourced};
use serde::Serialize;

use crate::error::{Error, Result};

/// What the user overrode.
#[derive(Debug, Clone, Default)]
pub struct Overrides<'a> {
    /// `--record-lengths FILE` (JSON of `dewrip exe record-lengths --json`).
    pub record_lengths: Option<&'a Path>,
    /// `--record-layouts FILE` (JSON of `dewrip exe record-layouts --json`).
    pub record_layouts: Option<&'a Path>,
    /// `--order`.
    pub order: Option<RotationOrder>,
    /// `--lz native|exe`.
    pub lz: Option<LzPreference>,
    /// `--layout FILE`, one per format.
    pub layouts: Vec<&'a Path>,
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

/// The EXE's LZ routine as a texture decoder.
struct ExeUnpack(r3000::routines::lz::ExeLz);

impl dewprism::unpack::Unpack for ExeUnpack {
    fn unpack(
        &self,
        blob: &[u8],
    ) -> std::result::Result<dewprism::unpack::Unpacked, dewprism::unpack::UnpackError> {
        self.0
            .decode(blob)
            .map(|d| dewprism::unpack::Unpacked { data: d.bytes, consumed: None })
            .map_err(|e| dewprism::unpack::UnpackError::Exe(e.to_string()))
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

/// Every convention a decoder needs, each with its source, and the warnings about fallbacks.
#[derive(Debug, Clone)]
pub struct Conventions {
    /// The value the decoders take.
    pub decoding: dewprism::Conventions,
    /// Loud warnings about fallbacks (print them on stderr; they are in the JSON too).
    pub warnings: Vec<String>,
}

impl std::ops::Deref for Conventions {
    type Target = dewprism::Conventions;
    fn deref(&self) -> &dewprism::Conventions {
        &self.decoding
    }
}

/// One convention in a report: where it came from, and its value in brief.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Note {
    /// Where it came from.
    #[serde(flatten)]
    pub from: Provenance,
    /// The value in brief (`RxRyRz`, `native`, a layout's name).
    pub value: String,
}

/// The `conventions` object of every JSON report: each convention's source and detail.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The face-record layout (fields and lengths).
    pub record_layout: Note,
    /// Its lengths, type → bytes (decimal keys, in type order).
    pub record_lengths: BTreeMap<u8, u8>,
    /// The rotation order.
    pub rotation: Note,
    /// The texture LZ decoder.
    pub lz: Note,
    /// The container layouts, per format.
    pub layouts: BTreeMap<&'static str, Note>,
    /// The fallback warnings.
    pub warnings: Vec<String>,
}

impl Serialize for Conventions {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.report().serialize(s)
    }
}

impl Conventions {
    /// Resolves every convention from the EXE and the user's overrides.
    pub fn resolve(exe: ExeInput<'_>, overrides: &Overrides<'_>) -> Result<Conventions> {
        let mut warnings = Vec::new();
        let fields = match overrides.record_layouts {
            Some(f) => RecordLayout::load(f)
                .map_err(|e| Error::format(Some(f), format!("{}: {e}", f.display())))?,
            None => layout_from_exe(exe),
        };
        let lengths = match overrides.record_lengths {
            Some(f) => Some(lengths_from_json(f)?),
            // Where the layout could not be derived, the EXE's dispatch may still give lengths.
            None if fields.source() == Source::Builtin => {
                let l = lengths_from_exe(exe);
                (l.source() == Source::Exe).then_some(l)
            }
            None => None,
        };
        let records = match lengths {
            None => fields,
            Some(l) => {
                if l.value != fields.value.lengths() && fields.source() != Source::Builtin {
                    warnings.push(format!(
                        "record layout: the lengths ({}) differ from the ones the layout ({}) was \
                         derived with: records advance by the lengths, fields are read where the \
                         layout puts them",
                        l.from, fields.from
                    ));
                }
                Sourced::new(
                    fields.value.with_lengths(&l.value),
                    l.source(),
                    format!("lengths: {}; fields: {}", l.from, fields.from),
                )
            }
        };
        if records.source() == Source::Builtin {
            warnings.push(format!(
                "record layout: using the BUILT-IN provisional layout and lengths ({}); only                  lengths 0, 9 and 13 are published — pass --record-layouts or --record-lengths                  FILE.json to test another",
                records.from.detail
            ));
        } else {
            warnings.extend(
                records.value.warnings().into_iter().map(|w| format!("record layout: {w}")),
            );
        }
        let rotation = match overrides.order {
            Some(o) => Sourced::new(o, Source::Flag, "--order"),
            None => rotation_from_exe(exe),
        };
        if rotation.source() == Source::Builtin {
            warnings.push(format!(
                "rotation order: using the BUILT-IN order {} ({}) — pass --order to test another",
                rotation.value.product(),
                rotation.from.detail
            ));
        }
        let lz = lz_from_exe(exe, overrides.lz)?;
        match (lz.value.label(), lz.source()) {
            (_, Source::Builtin) => warnings.push(format!(
                "LZ: using the BUILT-IN decoder, not checked against the EXE ({})",
                lz.from.detail
            )),
            ("exe", Source::Exe) => warnings.push(format!(
                "LZ: the EXE's routine reads blobs differently from dewrip's decoder; textures                  are decompressed by running the EXE's routine ({}) — pass --lz native to                  use dewrip's",
                lz.from.detail
            )),
            _ => {}
        }
        let mut layouts = dewprism::conventions::Layouts::builtin();
        for path in &overrides.layouts {
            let (format, l) = layout_from_file(path)?;
            layouts.set(format, l);
        }
        Ok(Conventions {
            decoding: dewprism::Conventions { records, rotation, lz, layouts },
            warnings,
        })
    }

    /// The `conventions` object of a report.
    pub fn report(&self) -> Report {
        let c = &self.decoding;
        let note = |from: &Provenance, value: String| Note { from: from.clone(), value };
        Report {
            record_layout: note(&c.records.from, "per type: docs/formats/records.md".into()),
            record_lengths: c.lengths().to_map(),
            rotation: note(&c.rotation.from, c.rotation.value.product()),
            lz: note(&c.lz.from, c.lz.value.label().to_string()),
            layouts: Format::ALL
                .into_iter()
                .map(|f| {
                    let l = c.layouts.get(f);
                    (f.name(), note(&l.from, l.value.name.clone()))
                })
                .collect(),
            warnings: self.warnings.clone(),
        }
    }
}

/// The largest layout file accepted.
const MAX_LAYOUT: u64 = 4 << 20;

/// A container layout from a file (`--layout`): its format, checked against that format's
/// schema. Errors name the file and the line.
pub fn layout_from_file(path: &Path) -> Result<(Format, Sourced<Arc<container::Layout>>)> {
    let len = std::fs::metadata(path).map_err(|e| Error::io("cannot read", path, e))?.len();
    if len > MAX_LAYOUT {
        return Err(Error::Limits {
            path: Some(path.to_path_buf()),
            message: format!(
                "{}: {len} bytes; a layout file is at most {MAX_LAYOUT} bytes",
                path.display()
            ),
        });
    }
    let text = std::fs::read_to_string(path).map_err(|e| Error::io("cannot read", path, e))?;
    let origin = path.display().to_string();
    let l =
        container::parse(&text, &origin).map_err(|e| Error::format(Some(path), e.to_string()))?;
    let format = Format::from_name(&l.format).ok_or_else(|| {
        Error::format(Some(path), format!("{origin}: format {:?} is not chr, mmd or mtd", l.format))
    })?;
    dewprism::layouts::conforms(&l, format)
        .map_err(|e| Error::format(Some(path), e.to_string()))?;
    Ok((format, Sourced::new(Arc::new(l), Source::File, origin)))
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
pub fn lengths_from_json(path: &Path) -> Result<Sourced<RecordLengths>> {
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
            return Ok(Sourced::new(
                t,
                Source::File,
                format!("{} (dispatch {i} in {f})", path.display()),
            ));
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
pub fn layout_from_exe(exe: ExeInput<'_>) -> Sourced<RecordLayout> {
    let builtin = |detail: String| {
        Sourced::builtin(
            RecordLayout::builtin(),
            format!("docs/formats/records.md [provisional]; {detail}"),
        )
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
            Sourced::new(p.layout, Source::Exe, detail)
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
pub fn lz_from_exe(exe: ExeInput<'_>, want: Option<LzPreference>) -> Result<Sourced<Lz>> {
    let native = |source: Source, detail: String| Sourced::new(Lz::native(), source, detail);
    let exe_lz = |l: r3000::routines::lz::ExeLz| Lz::new(Arc::new(ExeUnpack(l)), "exe");
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
        (_, Some(LzPreference::Exe)) => {
            Sourced::new(exe_lz(l), Source::Flag, format!("--lz exe: the EXE's routine at {at}"))
        }
        (true, _) => native(
            Source::Exe,
            format!("the EXE's routine at {at} reads the probe blob as dewrip's decoder does"),
        ),
        (false, _) => Sourced::new(
            exe_lz(l),
            Source::Exe,
            format!(
                "the EXE's routine at {at} reads the probe blob differently from dewrip's decoder"
            ),
        ),
    })
}

/// The rotation order of the boot EXE's bone-matrix builder, found by running every candidate,
/// or PsyQ's `RotMatrix` order (and why).
pub fn rotation_from_exe(exe: ExeInput<'_>) -> Sourced<RotationOrder> {
    let builtin = |detail: String| {
        Sourced::builtin(
            RotationOrder::default(),
            format!("PsyQ RotMatrix (Rx·Ry·Rz) [provisional]; {detail}"),
        )
    };
    let bytes = match exe {
        ExeInput::Bytes(b) => b,
        ExeInput::Missing(why) => return builtin(why.to_string()),
    };
    let report = match r3000::routines::rotation::find_builders(bytes) {
        Ok(r) => r,
        Err(e) => return builtin(format!("running the EXE's routines failed: {e}")),
    };
    let products = report.products();
    match report.chosen() {
        Some(b) => {
            let one = b.product.name();
            match RotationOrder::parse(&one) {
                Some(o) => Sourced::new(
                    o,
                    Source::Exe,
                    format!(
                        "{} builder(s), first at {:#010x} ({one}, to {:?})",
                        report.builders.len(),
                        b.function,
                        b.output
                    ),
                ),
                None => builtin(format!("the EXE's builder has product {one}")),
            }
        }
        None if products.is_empty() => {
            builtin(format!("no rotation builder among the {} functions probed", report.probed))
        }
        None => builtin(format!(
            "the EXE's builders disagree ({}); choose one with --order",
            products.join(", ")
        )),
    }
}

/// The table derived from a boot EXE's record-dispatch loop, or the built-in table (and why).
pub fn lengths_from_exe(exe: ExeInput<'_>) -> Sourced<RecordLengths> {
    let builtin = |detail: String| Sourced::builtin(RecordLengths::BUILTIN, detail);
    let bytes = match exe {
        ExeInput::Bytes(b) => b,
        ExeInput::Missing(why) => return builtin(why.to_string()),
    };
    let img = match mips::ExeImage::parse(bytes) {
        Ok(i) => i,
        Err(e) => return builtin(format!("the boot EXE does not parse ({e})")),
    };
    // The draw dispatch as every command chooses it (mips::dispatch::find_draw).
    let (found, choice) = mips::dispatch::find_draw(&img, mips::dispatch::Options::default());
    let Some(d) = choice.chosen.and_then(|k| found.get(k)) else {
        return builtin(format!(
            "{} dispatch loop(s) in the EXE, none agrees with the published facts",
            found.len()
        ));
    };
    match table_of(&d.lengths()) {
        Some(t) => Sourced::new(
            t,
            Source::Exe,
            format!("draw dispatch in {:#010x}, table {:#010x}", d.function, d.table.table),
        ),
        None => builtin(format!(
            "the draw dispatch in {:#010x} lacks a length for some of the types 0..14",
            d.function
        )),
    }
}

/// Parses a rotation order (`RxRyRz` in any case, or the axis letters `xyz`).
pub fn parse_order(s: &str) -> std::result::Result<RotationOrder, String> {
    RotationOrder::parse(s)
        .ok_or_else(|| format!("'{s}' is not a rotation order (one of RxRyRz, RzRyRx, RyRxRz, RxRzRy, RyRzRx, RzRxRy; any case)"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn no_exe_falls_back_loudly() {
        let c = Conventions::resolve(ExeInput::Missing("a bare .chr file"), &Overrides::default())
            .unwrap();
        assert_eq!(c.records.source(), Source::Builtin);
        assert_eq!(c.rotation.source(), Source::Builtin);
        assert_eq!(c.lz.source(), Source::Builtin);
        // One loud warning per convention that fell back: record layout, rotation order, LZ.
        assert_eq!(c.warnings.len(), 3, "{:?}", c.warnings);
        assert!(c.warnings.iter().all(|w| w.contains("BUILT-IN")), "{:?}", c.warnings);
    }

    #[test]
    fn the_synthetic_exe_gives_every_convention() {
        let exe = synth::exe::boot_exe(&RecordLengths::BUILTIN.len);
        let c = Conventions::resolve(ExeInput::Bytes(&exe), &Overrides::default()).unwrap();
        assert_eq!(c.records.source(), Source::Exe, "{}", c.records.from);
        assert_eq!(c.rotation.source(), Source::Exe, "{}", c.rotation.from);
        assert_eq!(c.rotation.value, RotationOrder::RxRyRz);
        // Same offsets and lengths as the layout the synthetic models are written with (the
        // state fields the derivation cannot show are marked as carried from the built-in one).
        let fields = |l: &RecordLayout| {
            let mut v: serde_json::Value = serde_json::from_str(&l.to_json()).unwrap();
            for t in v["types"].as_object_mut().unwrap().values_mut() {
                t.as_object_mut().unwrap().remove("from_builtin");
            }
            v
        };
        assert_eq!(fields(&c.records.value), fields(&RecordLayout::builtin()));
    }

    #[test]
    fn junk_exe_falls_back_with_the_reason() {
        let d = lengths_from_exe(ExeInput::Bytes(b"not an exe"));
        assert_eq!(d.source(), Source::Builtin);
        assert!(d.from.detail.contains("does not parse"), "{}", d.from.detail);
    }

    #[test]
    fn the_json_names_every_source() {
        let c = Conventions::resolve(ExeInput::Missing("x"), &Overrides::default()).unwrap();
        let v = serde_json::to_value(&c).unwrap();
        assert_eq!(v["record_layout"]["source"], "builtin");
        assert_eq!(v["record_lengths"]["0"], 3, "type 0 = 3 is published");
        assert_eq!(v["record_lengths"]["13"], 21);
        assert_eq!(v["rotation"]["source"], "builtin");
        assert_eq!(v["lz"]["source"], "builtin");
        assert_eq!(v["lz"]["value"], "native");
        assert_eq!(v["layouts"]["chr"]["source"], "builtin");
        assert_eq!(v["warnings"].as_array().unwrap().len(), 3);
    }

    #[test]
    fn a_flag_order_is_labelled_flag() {
        let o =
            Overrides { order: Some(RotationOrder::parse("zyx").unwrap()), ..Overrides::default() };
        let c = Conventions::resolve(ExeInput::Missing("test"), &o).unwrap();
        assert_eq!(c.rotation.source(), Source::Flag);
    }

    #[test]
    fn a_lengths_file_replaces_the_lengths_and_keeps_the_fields() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("l.json");
        let mut lengths = RecordLengths::BUILTIN;
        lengths.len[1] = 5;
        let map = lengths.to_map();
        std::fs::write(
            &p,
            serde_json::json!({"dispatches": [{"function": "0x1", "lengths": map}]}).to_string(),
        )
        .unwrap();
        let o = Overrides { record_lengths: Some(&p), ..Overrides::default() };
        let c = Conventions::resolve(ExeInput::Missing("test"), &o).unwrap();
        assert_eq!(c.records.source(), Source::File);
        assert_eq!(c.lengths(), lengths);
        assert_eq!(
            c.records.value.get(1).unwrap().fields(),
            RecordLayout::builtin().get(1).unwrap().fields()
        );
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
