//! `dewrip demo`: the synthetic disc, then every stage called as a function, each stage's
//! report saved as the JSON its command prints with `--json`.
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde::Serialize;

use crate::conventions::{Conventions, Overrides};
use crate::disc::Disc;
use crate::error::{Error, Result};
use crate::output::write_one;
use crate::{stages, Progress, Quiet};

/// How the demo went.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Stages that failed, with the first line of their error.
    pub failed: Vec<(String, String)>,
}

/// The JSON a command prints with `--json` (pretty, one trailing newline).
pub fn json_document<T: Serialize>(value: &T) -> Result<Vec<u8>> {
    let mut v = serde_json::to_vec_pretty(value)
        .map_err(|e| Error::format(None, format!("encoding JSON: {e}")))?;
    v.push(b'\n');
    Ok(v)
}

/// Runs the demo into `out`; `log` receives each line of the account — one per stage, with
/// the seconds it took — and `progress` the steps of the long stages (export, gallery).
///
/// The conventions (record lengths, layout, rotation order, LZ decoder) are resolved once from
/// the disc's boot EXE and handed to every stage that decodes.
pub fn run(
    out: &Path,
    size: stages::synth::Size,
    seed: u64,
    log: &dyn Fn(String),
    progress: &dyn Progress,
) -> Result<Outcome> {
    let t0 = Instant::now();
    let secs = |t: Instant| t.elapsed().as_secs_f64();
    let t = Instant::now();
    let disc_dir = out.join("disc");
    let manifest = stages::synth::disc(&disc_dir, size, seed)?;
    log(format!(
        "synth     {} sectors, {} entries -> {} in {:.1} s",
        manifest.sectors,
        manifest.entries.len(),
        disc_dir.display(),
        secs(t)
    ));
    let file = |key: &str| -> Result<PathBuf> {
        manifest.files.get(key).map(|f| disc_dir.join(f)).ok_or_else(|| {
            Error::format(None, format!("the synthetic manifest names no '{key}' file"))
        })
    };
    let cue = file("cue")?;
    let names = [file("names_index")?, file("names_hashmap")?];
    let t = Instant::now();
    let plain = Disc::open(&cue)?;
    let report = stages::info::run(&plain, false, &Quiet);
    write_one(&out.join("info.json"), &pretty(&report)?)?;
    log(format!(
        "info      {} / {} / {}: {} slots, {} files, {} unique in {:.1} s",
        report.identity.title,
        report.identity.serial.as_deref().unwrap_or("?"),
        plain.volume.layout(),
        plain.volume.table.extent.slots,
        plain.volume.table.files().count(),
        report.counts.unique,
        secs(t)
    ));
    let t = Instant::now();
    let disc = Disc::open_with_names(&cue, &names)?;
    let listing = disc.listing(true, &Quiet);
    write_one(&out.join("ls.json"), &pretty(&listing.rows)?)?;
    log(format!("ls        {} rows -> ls.json in {:.1} s", listing.rows.len(), secs(t)));
    let t = Instant::now();
    let opts = stages::extract::Options {
        unique: true,
        kinds: Vec::new(),
        decompress: true,
        sha256: true,
        allow_damaged: false,
    };
    let summary = stages::extract::run(&disc, &listing, &out.join("files"), &opts, &Quiet)?;
    drop(listing);
    log(format!(
        "extract   {} distinct files ({}) -> files/ ({} duplicate copies skipped) in {:.1} s",
        summary.written,
        crate::human_bytes(summary.bytes),
        summary.skipped_duplicates,
        secs(t)
    ));
    log(format!(
        "          {} derived files (DOT1 members, clean LZ decodes, TIM PNGs)",
        summary.derived
    ));
    // Once for the whole run: every stage below decodes with these.
    let t = Instant::now();
    let conventions = super::chr::disc_conventions(&disc, &Overrides::default(), progress)?;
    log(format!(
        "boot EXE  conventions: record layout {}, rotation {}, LZ {}; resolved once for every stage in {:.1} s",
        conventions.records.source().label(),
        conventions.rotation.source().label(),
        conventions.lz.source().label(),
        secs(t)
    ));
    for w in crate::warnings::for_people(&conventions.warnings) {
        log(format!("warning   {w}"));
    }
    // A synthetic "fan avatar" for `compare`: the girl herself, written as a VRoid-style VRM
    // with hat, hands, shins and shoes at exactly half size.
    let t = Instant::now();
    let fan = disc_dir.join("fan_avatar.vrm");
    fan_avatar(&disc, &conventions, &manifest, &fan)?;
    log(format!(
        "avatar    fan_avatar.vrm: the girl with hat, hands, shins and shoes at 0.5× in {:.1} s",
        secs(t)
    ));
    let mut outcome = Outcome::default();
    // Both openings map the same image; after each stage the pages it read are handed back
    // (they stay in the page cache), so the run's peak memory is one stage's, not their sum.
    let drop_pages = || {
        for d in [&plain, &disc] {
            d.volume.disc.release(0, d.volume.disc.sector_count());
        }
    };
    drop_pages();
    let mut stage = |label: &str, file: &str, f: &mut dyn FnMut() -> Result<(Vec<u8>, bool)>| {
        let t = Instant::now();
        let result = f();
        drop_pages();
        match result {
            Ok((json, ok)) => {
                let written = write_one(&out.join(file), &json);
                match (written, ok) {
                    (Ok(()), true) => log(format!(
                        "{label:<9} ok in {:.1} s -> {file}",
                        t.elapsed().as_secs_f64()
                    )),
                    (Ok(()), false) => {
                        log(format!("{label:<9} FAILED (its checks failed; see {file})"));
                        outcome.failed.push((label.to_string(), format!("see {file}")));
                    }
                    (Err(e), _) => {
                        log(format!("{label:<9} FAILED: {e}"));
                        outcome.failed.push((label.to_string(), e.to_string()));
                    }
                }
            }
            Err(e) => {
                log(format!("{label:<9} FAILED: {e}"));
                outcome.failed.push((label.to_string(), e.to_string()));
            }
        }
    };
    let vram = file("vram")?;
    stage("find-clut", "find_clut.json", &mut || {
        let q = stages::find_clut::Query {
            hex: Vec::new(),
            vram: Some(vram.clone()),
            at: vec!["0,480".into()],
            colors: 16,
        };
        let p = stages::find_clut::patterns(&q)?;
        let r = stages::find_clut::run(&plain, p)?;
        Ok((json_document(&r)?, !r.hits.is_empty()))
    });
    stage("exe", "record_lengths.json", &mut || {
        let exe = plain.boot_exe()?;
        let img = stages::exe::image(&cue, &exe)?;
        let (r, _) = stages::exe::record_lengths(&img, None);
        Ok((json_document(&r)?, !r.dispatches.is_empty()))
    });
    stage("verify", "verify.json", &mut || {
        let r = stages::verify::run(&plain, &conventions, &[], &Default::default(), &Quiet)?;
        Ok((json_document(&r)?, r.ok))
    });
    // The girl against what the synthetic game drew (two cameras) and its RAM (ticks 8, 24).
    let caps = disc_dir.join("captures");
    stage("captures", "verify_captures.json", &mut || {
        let a = stages::verify::CaptureArgs {
            model: Some("MAYA".into()),
            gpu_dumps: vec![caps.join("girl_idle_a.psxgpu"), caps.join("girl_idle_b.psxgpu")],
            rams: vec![(caps.join("girl_ram_t8.bin"), 8), (caps.join("girl_ram_t24.bin"), 24)],
            frame: 1,
            ..Default::default()
        };
        let r = stages::verify::capture_checks(&disc, &conventions, &a)?;
        let ok = r.as_ref().is_some_and(|r| !r.failed);
        Ok((json_document(&r)?, ok))
    });
    // The negative captures must each fail (a mirrored model, a 180° turn, 4 px jitter).
    stage("negatives", "verify_negative.json", &mut || {
        let mut reports = Vec::new();
        let mut all_failed = true;
        for n in ["mirror", "turn", "jitter"] {
            let a = stages::verify::CaptureArgs {
                model: Some("MAYA".into()),
                gpu_dumps: vec![caps.join(format!("girl_neg_{n}.psxgpu"))],
                frame: 1,
                ..Default::default()
            };
            let r = stages::verify::capture_checks(&disc, &conventions, &a)?;
            all_failed &= r.as_ref().is_some_and(|r| r.failed);
            reports.push(serde_json::json!({ "negative": n, "report": r }));
        }
        Ok((json_document(&reports)?, all_failed))
    });
    stage("maps", "maps.json", &mut || {
        let r = stages::maps::run(&plain, &conventions);
        Ok((json_document(&r)?, true))
    });
    stage("export", "export.json", &mut || {
        let opts = stages::export::Options {
            formats: stages::export::formats(&[
                "glb".into(),
                "vrm".into(),
                "vrm0".into(),
                "gif".into(),
            ])?,
            only: crate::select::Only::default(),
            maps: true,
            allow_damaged: false,
        };
        let r = stages::export::run(&disc, &conventions, &out.join("export"), &opts, progress)?;
        Ok((json_document(&r)?, r.failed.is_empty()))
    });
    let girl = out.join("export").join("MAYA").join("model.glb");
    let girl_s = girl.display().to_string();
    stage("budget", "budget_MAYA.json", &mut || {
        let (girl, _) = stages::measure::load(&girl_s, &Overrides::default())?;
        let opts = stages::measure::judge_options(&[], None, measure::CompareOptions::default())?;
        let b = measure::judge::judge_budget(&girl, &measure::Overrides::default(), &opts);
        if let Some(budget) = &b.budget {
            write_one(
                &out.join("budget_MAYA.svg"),
                measure::budget_svg(budget, &girl_s).as_bytes(),
            )?;
        }
        Ok((json_document(&b)?, b.budget.is_some()))
    });
    let fan_s = fan.display().to_string();
    stage("compare", "compare.json", &mut || {
        let (source, _) = stages::measure::load(&girl_s, &Overrides::default())?;
        let (avatar, _) = stages::measure::load(&fan_s, &Overrides::default())?;
        let opts = stages::measure::judge_options(&[], None, measure::CompareOptions::default())?;
        let j = stages::measure::judge(&source, &avatar, &opts, true)?;
        if let Some(c) = &j.report.comparison {
            write_one(&out.join("compare.svg"), measure::compare_svg(c).as_bytes())?;
        }
        if let Some(png) = &j.png {
            write_one(&out.join("compare.png"), png)?;
        }
        write_one(
            &out.join("compare.md"),
            measure::render::judge_markdown(&j.report, &girl_s, &fan_s).as_bytes(),
        )?;
        Ok((json_document(&j.report)?, j.report.comparison.is_some()))
    });
    stage("gallery", "gallery.json", &mut || {
        let t = Instant::now();
        let (models, failed) = stages::gallery::disc_models(&disc, &conventions, progress);
        let mut opts = stages::gallery::options(out, Some(&out.join("export")), Some(&fan))?;
        opts.reference = Some("MAYA".into());
        let r = stages::gallery::write(&models, failed, out, &opts, t)?;
        Ok((json_document(&r)?, true))
    });
    log(format!("done in {:.1} s", t0.elapsed().as_secs_f64()));
    Ok(outcome)
}

fn pretty<T: Serialize>(value: &T) -> Result<Vec<u8>> {
    serde_json::to_vec_pretty(value).map_err(|e| Error::format(None, format!("encoding JSON: {e}")))
}

/// Decodes the girl from the synthetic disc with the run's conventions and writes the fan
/// avatar built from her.
fn fan_avatar(
    disc: &Disc,
    c: &Conventions,
    manifest: &stages::synth::Manifest,
    path: &Path,
) -> Result<()> {
    let index = *manifest
        .girl
        .indices
        .first()
        .ok_or_else(|| Error::format(None, "the manifest names no copy of the girl"))?;
    let bytes = disc.entry_bytes(index)?;
    let model = dewprism::chr::decode(&bytes, c, "MAYA", &format!("synthetic:{index}"))
        .map_err(|e| Error::format(None, format!("decoding the girl: {e}")))?;
    let girl = measure::from_model(&model);
    let src = synth::avatar::AvatarSource {
        bones: girl.bones.iter().map(|b| b.position).collect(),
        positions: girl.positions.clone(),
        joints: (0..girl.positions.len()).map(|v| girl.vertex_bone(v)).collect(),
        uvs: girl.uvs.clone(),
        triangles: girl.triangles.clone(),
    };
    let vrm = synth::avatar::fan_avatar_from(&src, synth::avatar::VrmVersion::V1)
        .map_err(|e| Error::format(None, format!("building the fan avatar: {e}")))?;
    Ok(write_one(path, &vrm)?)
}
