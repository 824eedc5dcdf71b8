//! `dewrip budget` / `dewrip compare`: figures from GLB/VRM files, `.chr` files or
//! `DISC:INDEX`, measured by the `measure` crate.
use std::path::Path;

use crate::conventions::Overrides;
use crate::disc::read_file;
use crate::error::{Error, Result};

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

/// Loads a figure from a GLB/VRM file, a `.chr` file or `DISC:INDEX`.
pub fn load_figure(spec: &str, overrides: &Overrides<'_>) -> Result<measure::Figure> {
    let path = Path::new(spec);
    if path.is_file() {
        let bytes = read_file(path, MAX_GLB)?;
        if bytes.starts_with(b"glTF") || bytes.first() == Some(&b'{') {
            return measure::import_glb(&bytes).map_err(|e| {
                Error::format(Some(path), format!("{spec}: not a GLB/VRM dewrip reads ({e})"))
            });
        }
    }
    let l = super::chr::load(spec, overrides)?;
    let name = path.file_stem().map_or_else(|| spec.to_string(), |s| s.to_string_lossy().into());
    let model = super::chr::to_scene(&l, &name)?;
    Ok(measure::from_model(&model))
}
