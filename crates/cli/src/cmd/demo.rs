//! `dewrip demo`: the whole pipeline on the synthetic disc.
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Context;
use sqfs::listing::Listing;

use crate::cmd::synth::SizeArg;
use crate::util;

/// Build the synthetic disc and run the whole pipeline on it.
///
/// Writes into OUTPUT: `disc/` (the synthetic .bin/.cue/.iso, manifest, name tables, captures,
/// a synthetic fan avatar), `info.json`, `ls.json`, `files/` (every distinct file, named from the
/// synthetic name tables, with DOT1 members, LZ decodes and TIM PNGs), and then — each stage run
/// as its own `dewrip … --json` with the output saved — `find_clut.json`,
/// `record_lengths.json`, `verify.json`, `maps.json`, `export/` (GLB, VRM, PNG, GIF per model),
/// the girl's budget and a comparison with the fan avatar, and the gallery (`index.html`).
/// No game data is involved.
#[derive(clap::Args)]
pub struct Args {
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Size class of the synthetic disc.
    #[arg(long, value_enum, default_value = "full")]
    pub size: SizeArg,
    /// Seed for the synthetic disc.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Runs `demo`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let out = &args.output;
    let t0 = Instant::now();
    let disc_dir = out.join("disc");
    let manifest = synth::disc::write(&disc_dir, args.size.into(), args.seed)
        .with_context(|| format!("writing the synthetic disc to {}", disc_dir.display()))?;
    println!(
        "synth     {} sectors, {} entries -> {}",
        manifest.sectors,
        manifest.entries.len(),
        disc_dir.display()
    );
    let cue = disc_dir.join(&manifest.files["cue"]);
    let vol = util::open_volume(&cue)?;
    let report = crate::cmd::info::build(&vol, false, false);
    util::write_atomic(&out.join("info.json"), &serde_json::to_vec_pretty(&report)?)?;
    println!(
        "info      {} / {} / {}: {} slots, {} files, {} unique",
        report.identity.title,
        report.identity.serial.as_deref().unwrap_or("?"),
        vol.layout(),
        vol.table.extent.slots,
        vol.table.files().count(),
        serde_json::to_value(&report)?["counts"]["unique"]
    );
    let names = util::load_names(&[
        disc_dir.join(&manifest.files["names_index"]),
        disc_dir.join(&manifest.files["names_hashmap"]),
    ])?;
    let listing = Listing::build(&vol, &names, true, &|| {});
    util::write_atomic(&out.join("ls.json"), &serde_json::to_vec_pretty(&listing.rows)?)?;
    println!("ls        {} rows -> ls.json", listing.rows.len());
    let summary =
        crate::cmd::extract::extract(&vol, &listing, &out.join("files"), true, &[], true, false)?;
    println!(
        "extract   {} distinct files ({}) -> files/ ({} duplicate copies skipped)",
        summary.written,
        util::human_bytes(summary.bytes),
        summary.skipped_duplicates
    );
    println!(
        "          {} derived files (DOT1 members, clean LZ decodes, TIM PNGs)",
        summary.derived
    );
    // A synthetic "fan avatar" for `compare`: the girl herself, written as a VRoid-style VRM
    // with hat, hands, shins and shoes at exactly half size.
    fan_avatar(&vol, &manifest, &disc_dir.join("fan_avatar.vrm"))?;
    println!("avatar    fan_avatar.vrm: the girl with hat, hands, shins and shoes at 0.5×");
    // The later stages run as the user would run them: this same binary, `--json` saved.
    let cue_s = cue.display().to_string();
    let out_s = |rel: &str| out.join(rel).display().to_string();
    let names_args = [
        "--names".to_string(),
        disc_dir.join(&manifest.files["names_index"]).display().to_string(),
        "--names".to_string(),
        disc_dir.join(&manifest.files["names_hashmap"]).display().to_string(),
    ];
    let vram = disc_dir.join(&manifest.files["vram"]).display().to_string();
    let mut stages: Vec<(&str, Vec<String>, &str)> = vec![
        (
            "find-clut",
            vec![
                "find-clut".into(),
                cue_s.clone(),
                "--vram".into(),
                vram,
                "--at".into(),
                "0,480".into(),
                "--json".into(),
            ],
            "find_clut.json",
        ),
        (
            "exe",
            vec!["exe".into(), "record-lengths".into(), cue_s.clone(), "--json".into()],
            "record_lengths.json",
        ),
        ("verify", vec!["verify".into(), cue_s.clone(), "--json".into()], "verify.json"),
        ("maps", vec!["maps".into(), cue_s.clone(), "--json".into()], "maps.json"),
    ];
    let mut export_args = vec![
        "export".into(),
        cue_s.clone(),
        "-o".into(),
        out_s("export"),
        "--format".into(),
        "glb,vrm,vrm0,gif".into(),
        "--json".into(),
    ];
    export_args.extend(names_args.iter().cloned());
    stages.push(("export", export_args, "export.json"));
    let girl = out.join("export").join("MAYA").join("model.glb").display().to_string();
    stages.push((
        "budget",
        vec![
            "budget".into(),
            girl.clone(),
            "--json".into(),
            "--svg".into(),
            out_s("budget_MAYA.svg"),
        ],
        "budget_MAYA.json",
    ));
    let fan = disc_dir.join("fan_avatar.vrm").display().to_string();
    stages.push((
        "compare",
        vec![
            "compare".into(),
            girl,
            fan,
            "--json".into(),
            "--md".into(),
            out_s("compare.md"),
            "--svg".into(),
            out_s("compare.svg"),
        ],
        "compare.json",
    ));
    let mut gallery_args = vec![
        "gallery".into(),
        cue_s.clone(),
        "-o".into(),
        out.display().to_string(),
        "--json".into(),
    ];
    gallery_args.extend(names_args.iter().cloned());
    stages.push(("gallery", gallery_args, "gallery.json"));
    let exe = std::env::current_exe().context("locating the dewrip binary")?;
    let mut failed = Vec::new();
    for (label, args, file) in &stages {
        let t = Instant::now();
        let run = std::process::Command::new(&exe)
            .args(args)
            .stderr(std::process::Stdio::piped())
            .output();
        match run {
            Ok(o) if o.status.success() => {
                util::write_atomic(&out.join(file), &o.stdout)?;
                println!("{label:<9} ok in {:.1} s -> {file}", t.elapsed().as_secs_f64());
            }
            Ok(o) => {
                let err = String::from_utf8_lossy(&o.stderr);
                let first = err.lines().find(|l| !l.trim().is_empty()).unwrap_or("(no message)");
                println!("{label:<9} FAILED ({}): {first}", o.status);
                failed.push(*label);
            }
            Err(e) => {
                println!("{label:<9} FAILED to start: {e}");
                failed.push(*label);
            }
        }
    }
    println!("done in {:.1} s", t0.elapsed().as_secs_f64());
    if failed.is_empty() {
        if out.join("index.html").exists() {
            println!("open {} in a browser", out.join("index.html").display());
        }
        Ok(ExitCode::SUCCESS)
    } else {
        println!("stages that failed: {}", failed.join(", "));
        Ok(ExitCode::from(1))
    }
}

/// Decodes the girl from the synthetic disc and writes the fan avatar built from her.
fn fan_avatar(
    vol: &sqfs::volume::Volume,
    manifest: &synth::disc::Manifest,
    path: &std::path::Path,
) -> anyhow::Result<()> {
    let index = *manifest.girl.indices.first().context("the manifest names no copy of the girl")?;
    let entry = &vol.table.entries[index as usize];
    let bytes = vol.file_bytes(entry)?;
    let opts = dewprism::chr::model::Options {
        name: "MAYA".into(),
        source: format!("synthetic:{index}"),
        ..Default::default()
    };
    let model = dewprism::chr::model::decode(
        &bytes,
        &dewprism::record_lengths::RecordLengths::BUILTIN,
        &opts,
    )
    .context("decoding the girl")?;
    let girl = measure::from_model(&model);
    let src = synth::avatar::Source {
        bones: girl.bones.iter().map(|b| b.position).collect(),
        positions: girl.positions.clone(),
        joints: (0..girl.positions.len()).map(|v| girl.vertex_bone(v)).collect(),
        uvs: girl.uvs.clone(),
        triangles: girl.triangles.clone(),
    };
    let vrm = synth::avatar::fan_avatar_from(&src, synth::avatar::VrmVersion::V1)
        .map_err(|e| anyhow::anyhow!("building the fan avatar: {e}"))?;
    util::write_atomic(path, &vrm)
}
