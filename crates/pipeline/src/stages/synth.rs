//! `dewrip synth`: the synthetic disc (no game data) with its verification captures. The disc
//! comes from `synth`; the captures from `captures::synthetic`, drawn by the synthetic
//! runtime's draw routine in the interpreter — `synth` does not depend on what it tests, so the
//! two meet here.
use std::path::Path;

use captures::render::ViewLayout;
use captures::synthetic::Subject;

use crate::error::{Error, Result};

pub use synth::disc::{Manifest, Size};

/// Writes the synthetic disc of `size` and `seed` into `dir`, captures included.
pub fn disc(dir: &Path, size: Size, seed: u64) -> Result<Manifest> {
    synth::disc::write(dir, size, seed, &captures)
        .map_err(|e| Error::io("cannot write the synthetic disc into", dir.to_path_buf(), e))
}

/// The captures of the disc folder: `captures/girl.vram` (a frame with the girl on screen, raw),
/// `captures/girl.psxgpu` (the same frame as a GPU dump) and every capture of [`captures::synthetic::all`] under `captures/`.
pub fn captures(plan: &synth::disc::Plan) -> std::io::Result<synth::disc::Extra> {
    let ups = synth::capture::uploads(plan);
    let refs: Vec<(u16, u16, u16, u16, &[u16])> =
        ups.iter().map(|(x, y, w, h, p)| (*x, *y, *w, *h, p.as_slice())).collect();
    let vram = synth::capture::girl_vram(plan).to_le_bytes();
    let mut out = vec![("vram".to_owned(), "captures/girl.vram".to_owned(), vram)];
    out.push((
        "gpu_dump".to_owned(),
        "captures/girl.psxgpu".to_owned(),
        captures::formats::write_gpu_dump(&refs, 2),
    ));
    let girl = synth::capture::girl(plan);
    let place = synth::capture::placement(&girl);
    let layout = ViewLayout { textures: place.textures, cluts: place.cluts };
    let subject = Subject { chr: &girl, layout: &layout };
    let noise = |tick| synth::capture::ram_noise(plan.seed, tick);
    for (name, bytes) in
        captures::synthetic::all(&subject, &noise).map_err(std::io::Error::other)?
    {
        let key = format!("capture_{}", name.split('.').next().unwrap_or(&name));
        out.push((key, format!("captures/{name}"), bytes));
    }
    Ok(out)
}
