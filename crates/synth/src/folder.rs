//! The demo folder: the synthetic disc image with its cue sheet, manifest and name lists, and
//! the files another crate makes from the same plan (the captures, through [`Extra`]).

use std::collections::BTreeMap;

use crate::disc::{encode_raw, stream, Manifest, Plan, Size};

/// Files another crate makes for the disc folder from the plan: `(manifest key, path in the
/// folder, bytes)`. The demo's captures are made this way (by `captures::synthetic`, which this
/// crate does not depend on: it is what they test).
pub type Extra = Vec<(String, String, Vec<u8>)>;

/// No extra files: the disc and its names only.
pub fn no_extra(_: &Plan) -> std::io::Result<Extra> {
    Ok(Vec::new())
}

/// Builds the disc and its companions into `dir`: `DEWPRISM.bin`, `DEWPRISM.cue`,
/// `DEWPRISM.iso`, `manifest.json`, `names/index_SYNTH.csv`, `names/hashmap_SYNTH.csv`, and
/// whatever `extra` makes from the plan (the demo's: `captures/girl.vram` from
/// [`crate::capture::girl_vram`], `captures/girl.psxgpu` and those of
/// `captures::synthetic::all`, added by the pipeline). The image is streamed to disk in batches of about 16 MB: memory stays far below the image's size.
pub fn write(
    dir: &std::path::Path,
    size: Size,
    seed: u64,
    extra: &dyn Fn(&Plan) -> std::io::Result<Extra>,
) -> std::io::Result<Manifest> {
    let plan = Plan::new(size, seed);
    // All or nothing, through the one output writer: a failed or interrupted build leaves the
    // folder as it found it.
    let w = output::Writer::begin(dir).map_err(std::io::Error::other)?;
    let out = |e: output::Error| std::io::Error::other(e);
    let mut bin = w.create("DEWPRISM.bin").map_err(out)?;
    let mut iso = w.create("DEWPRISM.iso").map_err(out)?;
    let mut raw = Vec::new();
    let streamed = stream(&plan, &mut |first, logical: &[u8], submodes: &[u8]| {
        w.check_signal().map_err(out)?;
        encode_raw(first, logical, submodes, &mut raw);
        bin.write(&raw).map_err(out)?;
        iso.write(logical).map_err(out)
    })?;
    drop(raw);
    bin.finish().map_err(out)?;
    iso.finish().map_err(out)?;
    let mut files = BTreeMap::new();
    files.insert("bin".to_string(), "DEWPRISM.bin".to_string());
    files.insert("iso".to_string(), "DEWPRISM.iso".to_string());
    let mut put = |key: &str, rel: &str, bytes: &[u8]| -> std::io::Result<()> {
        w.write(rel, bytes).map_err(std::io::Error::other)?;
        files.insert(key.to_string(), rel.to_string());
        Ok(())
    };
    put("cue", "DEWPRISM.cue", ::disc::write::cue_sheet("DEWPRISM.bin").as_bytes())?;
    put("names_index", "names/index_SYNTH.csv", streamed.index_csv.as_bytes())?;
    put("names_hashmap", "names/hashmap_SYNTH.csv", streamed.hashmap_csv.as_bytes())?;
    for (key, rel, bytes) in extra(&plan)? {
        put(&key, &rel, &bytes)?;
    }
    let mut manifest = streamed.manifest;
    manifest.files = files;
    let json = serde_json::to_vec_pretty(&manifest).map_err(std::io::Error::other)?;
    w.write("manifest.json", &json).map_err(std::io::Error::other)?;
    w.commit().map_err(std::io::Error::other)?;
    Ok(manifest)
}
