//! `dewrip gallery`: the offline gallery (index with thumbnails, a viewer page per character and
//! map, a budgets page), opened from `file://` with no server and no network.
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use pipeline::stages::gallery;
use pipeline::{Disc, Error, Progress};

use crate::util;

/// Write the offline gallery: `index.html` (thumbnails of every character and map, filter by
/// kind, search by name), a three.js viewer page per model, and `budgets.html`.
///
/// Open `OUTPUT/index.html` by double-click: everything is local (the viewer script and every
/// model are files next to it); nothing is sent anywhere. The gallery does not write GLB/VRM
/// files itself (each page carries its model); with `--exports DIR` (a folder `dewrip export`
/// wrote) every card and page links to that model's GLB, VRM and VRMA files there, by links
/// relative to OUTPUT that work wherever DIR is — inside OUTPUT, beside it or anywhere — as
/// long as the two folders stay where they are (or move together). DIR may not be one of the
/// gallery's own folders (`assets`, `chr`, `map`, `models`, `thumbs`).
///
/// The site is written into a staging folder and merged into OUTPUT file by file when
/// complete: nothing in OUTPUT that the gallery did not write is removed or replaced, except
/// files of its own names. `.dewrip-gallery.json` lists what it wrote; a later gallery into the
/// same folder removes the files of this one it does not write again.
#[derive(clap::Args)]
#[command(
    after_help = "Examples:\n  dewrip gallery game.cue -o gallery\n  dewrip gallery game.cue -o gallery --names index_DEWPRISM_USA_DS01.csv --names hashmap_DEWPRISM.csv\n  dewrip gallery game.cue -o g --exports models --avatar MY.vrm"
)]
pub struct Args {
    /// Disc image: .cue, .bin, .iso, .chd, .ecm, EBOOT.PBP, .ccd or .mds (omit with
    /// --synthetic).
    #[arg(required_unless_present = "synthetic")]
    pub disc: Option<PathBuf>,
    /// Output folder.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Instead of a disc: CHARS hand-built characters and MAPS hand-built maps (synthetic).
    #[arg(long, value_name = "CHARS,MAPS", conflicts_with = "disc")]
    pub synthetic: Option<String>,
    #[command(flatten)]
    pub conventions: util::ConventionArgs,
    /// Your own avatar (VRM 1.0 or 0.x): writes `avatar.html`, which plays every humanoid's
    /// original clips (as VRMA) on it.
    #[arg(long, value_name = "MY.vrm")]
    pub avatar: Option<PathBuf>,
    /// The original the avatar page judges the avatar against (a character's name; the first
    /// humanoid when not given).
    #[arg(long, value_name = "NAME", requires = "avatar")]
    pub reference: Option<String>,
    /// An export folder (from `dewrip export`) to link each card and page to its GLB, VRM and
    /// VRMA files (relative links; inside, beside or anywhere, but not one of the gallery's own
    /// folders).
    #[arg(long, value_name = "DIR")]
    pub exports: Option<PathBuf>,
    /// S3Extract name table (index or hashmap CSV). Repeatable.
    #[arg(long = "names", value_name = "CSV")]
    pub names: Vec<PathBuf>,
    /// Print a JSON summary on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Runs `gallery`.
pub fn run(args: Args) -> Result<ExitCode, Error> {
    let t0 = Instant::now();
    // One display for the whole run: the EXE, the scan, the decoding, the site.
    let bar = util::Bar::new(args.json);
    let (models, failed, damage) = match (&args.synthetic, &args.disc) {
        (Some(s), _) => {
            let (c, m) = gallery::parse_synthetic(s)?;
            (gallery::sample_models(c, m), Vec::new(), None)
        }
        (None, Some(path)) => {
            let disc = Disc::open_with_names(path, &args.names)?;
            bar.start("EXE", 0);
            let c = pipeline::stages::chr::disc_conventions(
                &disc,
                &args.conventions.overrides(None),
                &bar,
            );
            bar.finish();
            let c = c?;
            util::warn_conventions(&c);
            gallery::disc_models_checked(&disc, &c, &bar)
        }
        (None, None) => return Err(Error::usage("give a disc image or --synthetic CHARS,MAPS")),
    };
    let mut opts = gallery::options(&args.output, args.exports.as_deref(), args.avatar.as_deref())?;
    opts.reference = args.reference.clone();
    bar.start("writing", 0);
    let report = gallery::write(&models, failed, &args.output, &opts, t0);
    bar.finish();
    let mut report = report?;
    report.damage = damage;
    if let Some(d) = &report.damage {
        util::warn(&format!(
            "the gallery lacks the models among {} damaged files: {}; {}",
            d.files,
            d.summary,
            pipeline::damage::WHAT_TO_DO
        ));
    }
    for w in &report.warnings {
        util::warn(w);
    }
    for (name, e) in &report.failed {
        util::warn(&format!("{name}: {e}"));
    }
    if args.json {
        util::print_json(&report)?;
    } else {
        println!(
            "gallery   {} characters, {} maps, {} files, {} in {} ms -> {}",
            report.characters,
            report.maps,
            report.files,
            util::human_bytes(report.bytes),
            report.millis,
            args.output.join("index.html").display()
        );
    }
    Ok(ExitCode::SUCCESS)
}
