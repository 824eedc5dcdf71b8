//! Compares the walk-cycle GIFs of two export folders pixel by pixel, every frame as a viewer
//! shows it (each drawn over the one before): `walk_gif_diff OLD_DIR NEW_DIR`. For every
//! `*/walk.gif` in OLD_DIR and the same path in NEW_DIR it counts the pixels whose colour
//! differs, split into pixels where the model vanished (background now), appeared (background
//! before) and changed colour; then the totals. Exits 1 when a GIF is missing or the frame
//! counts or sizes differ. With `--png DIR`, writes for every GIF its first frame three times
//! over, one above the other: the old, the new, and the new with the differing pixels magenta
//! (`DIR/<folder>.png`).
#![allow(
    missing_docs,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::path::{Path, PathBuf};

/// Every frame of a GIF whole, as RGBA: the first as stored, later ones drawn over it.
fn frames(path: &Path) -> (usize, usize, Vec<Vec<u8>>) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::RGBA);
    let mut dec = opts.read_info(std::io::Cursor::new(bytes)).unwrap();
    let (w, h) = (usize::from(dec.width()), usize::from(dec.height()));
    let mut canvas = vec![0u8; w * h * 4];
    let mut out = Vec::new();
    while let Some(f) = dec.read_next_frame().unwrap() {
        let (fl, ft, fw) = (usize::from(f.left), usize::from(f.top), usize::from(f.width));
        for (k, px) in f.buffer.chunks_exact(4).enumerate() {
            let (x, y) = (fl + k % fw, ft + k / fw);
            if px[3] != 0 && x < w && y < h {
                canvas[(y * w + x) * 4..(y * w + x) * 4 + 4].copy_from_slice(px);
            }
        }
        out.push(canvas.clone());
    }
    (w, h, out)
}

fn gifs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("walk.gif"))
        .filter(|p| p.is_file())
        .map(|p| p.strip_prefix(dir).unwrap().to_path_buf())
        .collect();
    v.sort();
    v
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (old, new, png) = match &args[..] {
        [old, new] => (old, new, None),
        [old, new, flag, dir] if flag == "--png" => (old, new, Some(PathBuf::from(dir))),
        _ => {
            eprintln!("usage: walk_gif_diff OLD_DIR NEW_DIR [--png DIR]");
            std::process::exit(2);
        }
    };
    let (old, new) = (Path::new(old), Path::new(new));
    let background = export::render::BACKGROUND;
    let (mut total, mut differ, mut vanished, mut appeared, mut frames_n, mut gifs_n) =
        (0u64, 0u64, 0u64, 0u64, 0u64, 0u64);
    let mut bad = false;
    for rel in gifs(old) {
        let (b, n) = (old.join(&rel), new.join(&rel));
        if !n.is_file() {
            println!("{}: missing in {}", rel.display(), new.display());
            bad = true;
            continue;
        }
        let (wa, ha, fa) = frames(&b);
        let (wb, hb, fb) = frames(&n);
        if (wa, ha, fa.len()) != (wb, hb, fb.len()) {
            println!(
                "{}: {wa}×{ha}, {} frames vs {wb}×{hb}, {} frames",
                rel.display(),
                fa.len(),
                fb.len()
            );
            bad = true;
            continue;
        }
        let is_bg = |p: &[u8]| p[..3] == background;
        let (mut d, mut v, mut a) = (0u64, 0u64, 0u64);
        for (x, y) in fa.iter().zip(&fb) {
            for (p, q) in x.chunks_exact(4).zip(y.chunks_exact(4)) {
                if p != q {
                    d += 1;
                    match (is_bg(p), is_bg(q)) {
                        (false, true) => v += 1,
                        (true, false) => a += 1,
                        _ => {}
                    }
                }
            }
        }
        if let (Some(dir), Some(x), Some(y)) = (&png, fa.first(), fb.first()) {
            let marked: Vec<u8> = x
                .chunks_exact(4)
                .zip(y.chunks_exact(4))
                .flat_map(|(p, q)| if p == q { q.to_vec() } else { vec![255, 0, 255, 255] })
                .collect();
            let rgba = [x.as_slice(), y, &marked].concat();
            let name = rel.parent().unwrap().display().to_string();
            let bytes = gpu::texture::rgba_png(wa, ha * 3, &rgba).unwrap();
            std::fs::write(dir.join(format!("{name}.png")), bytes).unwrap();
        }
        let px = (wa * ha * fa.len()) as u64;
        println!(
            "{}: {} frames, {px} pixels, {d} differ ({v} vanished, {a} appeared, {} recoloured)",
            rel.display(),
            fa.len(),
            d - v - a
        );
        total += px;
        differ += d;
        vanished += v;
        appeared += a;
        frames_n += fa.len() as u64;
        gifs_n += 1;
    }
    println!(
        "total: {gifs_n} GIFs, {frames_n} frames, {total} pixels, {differ} differ ({:.4} %): \
         {vanished} vanished, {appeared} appeared, {} recoloured",
        differ as f64 * 100.0 / total.max(1) as f64,
        differ - vanished - appeared
    );
    if bad {
        std::process::exit(1);
    }
}
