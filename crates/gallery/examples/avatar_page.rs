//! Writes only the avatar page: the user's VRM playing the clips an export folder holds.
//!
//! `cargo run -p gallery --example avatar_page -- EXPORT_DIR AVATAR.vrm OUT_DIR`
//! (e.g. the demo's `export/` and `disc/fan_avatar.vrm`). `dewrip gallery --avatar` builds the
//! same page inside the full gallery.
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [export, avatar, out] = args.as_slice() else {
        return Err("usage: avatar_page EXPORT_DIR AVATAR.vrm OUT_DIR".into());
    };
    let clips = gallery::avatar::clips_from_dir(&PathBuf::from(export))?;
    let name = PathBuf::from(avatar)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let avatar = gallery::Avatar::from_bytes(&name, std::fs::read(avatar)?)?;
    let opts = gallery::Options { avatar: Some(avatar), clips, report: None };
    let s = gallery::write_site_with(&PathBuf::from(out), &[], &opts)?;
    println!("avatar page with {} clips -> {}/avatar.html", s.avatar_clips, out);
    Ok(())
}
