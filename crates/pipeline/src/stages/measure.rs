//! `dewrip budget` / `dewrip compare`: figures from GLB/VRM files, `.chr` files or
//! `DISC:INDEX`, measured by the `measure` crate.
use std::path::Path;

use crate::conventions::Overrides;
use crate::disc::read_file;
use crate::error::{Error, Result};
use crate::output::write_one;

pub use measure::judge::{BudgetReport, NotJudged};
pub use measure::platform::thousands;
pub use measure::rest::RestStatus;
pub use measure::Normalise;

/// Largest GLB/VRM accepted.
const MAX_GLB: u64 = 512 << 20;

/// Parses `BONE=PART` overrides.
pub fn part_overrides(list: &[String]) -> Result<measure::Overrides> {
    let mut o = measure::Overrides::default();
    for s in list {
        let pair = measure::Overrides::parse_one(s).ok_or_else(|| {
            let names: Vec<&str> = measure::parts::PARTS.iter().map(|p| p.name()).collect();
            Error::usage(format!(
                "--part {s}: expected BONE=PART with PART one of {}",
                names.join(", ")
            ))
        })?;
        o.bones.push(pair);
    }
    Ok(o)
}

/// Whether bytes are a GLB or glTF JSON.
fn looks_gltf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"glTF") || bytes.first() == Some(&b'{')
}

/// Loads a model to judge: a GLB/VRM file is read as far as it can be (its platform counts
/// even when it is no figure, its rest pose brought to the T-pose); a `.chr` file or
/// `DISC:INDEX` is decoded (through the auto-infer fallback where the layout in use does not
/// fit) and posed. Errors only when the file cannot be read at all. With it, the conventions'
/// warnings to print (none for a GLB/VRM).
pub fn load(
    spec: &str,
    overrides: &Overrides<'_>,
) -> Result<(measure::judge::Loaded, Vec<String>)> {
    let path = Path::new(spec);
    if path.is_file() {
        let bytes = read_file(path, MAX_GLB)?;
        if looks_gltf(&bytes) {
            return Ok((measure::judge::Loaded::from_bytes(spec, &bytes), Vec::new()));
        }
    }
    let l = super::chr::load(spec, overrides)?;
    let name = path.file_stem().map_or_else(|| spec.to_string(), |s| s.to_string_lossy().into());
    let model = super::chr::to_scene(&l, &name)?;
    Ok((measure::judge::Loaded::from_model(spec, &model), l.conventions.warnings))
}

/// The platforms named by `--platform` (every one when none is named).
pub fn platforms(ids: &[String]) -> Result<Vec<&'static measure::platform::Platform>> {
    ids.iter()
        .map(|id| {
            measure::platform::platform(id).ok_or_else(|| {
                Error::usage(format!(
                    "--platform {id}: expected one of {}",
                    measure::platform::ids().join(", ")
                ))
            })
        })
        .collect()
}

/// The judgement's options: the platforms, and the platform and rank of the targets (the first
/// platform named, else VRChat PC; `--rank` by name, else the platform's default).
pub fn judge_options(
    platform_ids: &[String],
    rank: Option<&str>,
    compare: measure::CompareOptions,
) -> Result<measure::judge::JudgeOptions> {
    let platforms = platforms(platform_ids)?;
    let mut o = measure::judge::JudgeOptions { compare, platforms, target: None };
    let (p, default_rank) = o.target();
    let r = match rank {
        None => default_rank,
        Some(name) => p.rank_by_name(name).ok_or_else(|| {
            Error::usage(format!("--rank {name}: {} ranks are {}", p.name, p.ranks.join(", ")))
        })?,
    };
    o.target = Some((p, r));
    Ok(o)
}

/// A comparison and what was written with it.
#[derive(Debug)]
pub struct Judged {
    /// The report (`compare --json`).
    pub report: measure::judge::Report,
    /// The picture (when asked for and a comparison was made).
    pub png: Option<Vec<u8>>,
}

/// Judges `avatar` against `source`; with `picture`, also draws the comparison (a comparison
/// that could not be made leaves a `picture` entry in `not_judged`).
pub fn judge(
    source: &measure::judge::Loaded,
    avatar: &measure::judge::Loaded,
    o: &measure::judge::JudgeOptions,
    picture: bool,
) -> Result<Judged> {
    let mut report = measure::judge::judge(source, avatar, o);
    let mut png = None;
    if picture {
        match (&report.comparison, &source.figure, &avatar.figure) {
            (Some(c), Ok(s), Ok(a)) => {
                let pic = measure::picture::compare_picture(
                    s,
                    a,
                    c,
                    &o.compare,
                    &measure::picture::PictureOptions::default(),
                )
                .map_err(|e| Error::usage(format!("the picture: {e}")))?;
                png = Some(
                    measure::picture::png(&pic)
                        .map_err(|e| Error::format(None, format!("encoding the picture: {e}")))?,
                );
                report.judged.push("picture");
            }
            _ => report.not_judged.push(measure::judge::NotJudged {
                what: "picture",
                why: "no comparison could be made, so there is nothing to draw".into(),
            }),
        }
    }
    Ok(Judged { report, png })
}

/// The files a judgement writes beside its report, each where asked.
#[derive(Debug, Clone, Copy, Default)]
pub struct Files<'a> {
    /// The SVG chart.
    pub svg: Option<&'a Path>,
    /// The Markdown report.
    pub md: Option<&'a Path>,
    /// The comparison picture (`compare` only).
    pub png: Option<&'a Path>,
}

/// `dewrip budget`: triangles, UV area and vertices per body part of `model`, graded on the
/// platforms of `o`.
pub fn budget(
    model: &measure::judge::Loaded,
    parts: &measure::Overrides,
    o: &measure::judge::JudgeOptions,
) -> BudgetReport {
    measure::judge::judge_budget(model, parts, o)
}

/// Writes the SVG chart and the Markdown table of a budget of the model named `name`.
pub fn write_budget_files(r: &BudgetReport, name: &str, files: Files<'_>) -> Result<()> {
    if let (Some(p), Some(b)) = (files.svg, &r.budget) {
        write_one(p, measure::budget_svg(b, name).as_bytes())?;
    }
    if let Some(p) = files.md {
        write_one(p, measure::render::budget_report_markdown(r, name).as_bytes())?;
    }
    Ok(())
}

/// How `compare` normalises and which bones go in which part.
pub fn compare_options(
    normalise: Normalise,
    source_parts: &[String],
    avatar_parts: &[String],
) -> Result<measure::CompareOptions> {
    Ok(measure::CompareOptions {
        normalise,
        source_overrides: part_overrides(source_parts)?,
        avatar_overrides: part_overrides(avatar_parts)?,
    })
}

/// Writes the SVG chart, the picture and the Markdown report of a comparison of `avatar` with
/// `source`.
pub fn write_compare_files(j: &Judged, source: &str, avatar: &str, files: Files<'_>) -> Result<()> {
    if let (Some(p), Some(c)) = (files.svg, &j.report.comparison) {
        write_one(p, measure::compare_svg(c).as_bytes())?;
    }
    if let (Some(p), Some(png)) = (files.png, &j.png) {
        write_one(p, png)?;
    }
    if let Some(p) = files.md {
        write_one(p, measure::render::judge_markdown(&j.report, source, avatar).as_bytes())?;
    }
    Ok(())
}
