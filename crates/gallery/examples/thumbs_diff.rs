//! Compares the PNG pictures of two folders pixel by pixel (`thumbs_diff OLD_DIR NEW_DIR`, e.g.
//! two galleries' `thumbs/`): per picture the pixels whose RGBA differs, split into pixels
//! where the model vanished (transparent now), appeared (transparent before) and changed; then
//! the totals. Exits 1 when a picture is missing or the sizes differ.
#![allow(
    missing_docs,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    clippy::panic
)]

use std::path::Path;

/// RGBA8 pixels of a PNG, with its size.
fn rgba(path: &Path) -> (u32, u32, Vec<u8>) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    let px = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf.chunks_exact(3).flat_map(|c| [c[0], c[1], c[2], 255]).collect(),
        png::ColorType::GrayscaleAlpha => {
            buf.chunks_exact(2).flat_map(|c| [c[0], c[0], c[0], c[1]]).collect()
        }
        png::ColorType::Grayscale => buf.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => panic!("{}: indexed after EXPAND", path.display()),
    };
    (info.width, info.height, px)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [old, new] = &args[..] else {
        eprintln!("usage: thumbs_diff OLD_DIR NEW_DIR");
        std::process::exit(2);
    };
    let (old, new) = (Path::new(old), Path::new(new));
    let mut names: Vec<_> = std::fs::read_dir(old)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name())
        .filter(|n| n.to_string_lossy().ends_with(".png"))
        .collect();
    names.sort();
    let (mut total, mut differ, mut vanished, mut appeared, mut changed_pics) = (0u64, 0, 0, 0, 0);
    let mut bad = false;
    for name in &names {
        let (a, b) = (old.join(name), new.join(name));
        if !b.is_file() {
            println!("{}: missing in {}", name.to_string_lossy(), new.display());
            bad = true;
            continue;
        }
        let (wa, ha, pa) = rgba(&a);
        let (wb, hb, pb) = rgba(&b);
        if (wa, ha) != (wb, hb) {
            println!("{}: {wa}×{ha} vs {wb}×{hb}", name.to_string_lossy());
            bad = true;
            continue;
        }
        let (mut d, mut v, mut ap) = (0u64, 0u64, 0u64);
        for (p, q) in pa.chunks_exact(4).zip(pb.chunks_exact(4)) {
            if p != q {
                d += 1;
                match (p[3], q[3]) {
                    (1.., 0) => v += 1,
                    (0, 1..) => ap += 1,
                    _ => {}
                }
            }
        }
        if d > 0 {
            changed_pics += 1;
            println!(
                "{}: {} pixels, {d} differ ({v} vanished, {ap} appeared, {} changed)",
                name.to_string_lossy(),
                wa * ha,
                d - v - ap
            );
        }
        total += u64::from(wa * ha);
        differ += d;
        vanished += v;
        appeared += ap;
    }
    println!(
        "total: {} pictures ({changed_pics} changed), {total} pixels, {differ} differ ({:.4} %): \
         {vanished} vanished, {appeared} appeared, {} changed",
        names.len(),
        differ as f64 * 100.0 / total.max(1) as f64,
        differ - vanished - appeared
    );
    if bad {
        std::process::exit(1);
    }
}
