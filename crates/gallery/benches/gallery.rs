//! The full-size gallery: 172 hand-built characters + 141 maps → thumbnails, GLBs and the site.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let models = gallery::sample::models(172, 141);
    let mut g = c.benchmark_group("gallery");
    g.sample_size(10);
    g.bench_function("thumbnails_313", |b| {
        b.iter(|| {
            use rayon::prelude::*;
            models
                .par_iter()
                .map(|m| {
                    gallery::raster::thumbnail(m, gallery::site::THUMBNAIL_SIZE).unwrap().len()
                })
                .sum::<usize>()
        })
    });
    g.bench_function("items_313", |b| b.iter(|| gallery::items(&models, export::glb).unwrap()));
    let items = gallery::items(&models, export::glb).unwrap();
    let dir = tempfile::tempdir().unwrap();
    g.bench_function("write_site_313", |b| {
        b.iter(|| gallery::write_site(dir.path(), &items).unwrap())
    });
    g.bench_function("full_313", |b| {
        b.iter(|| {
            let items = gallery::items(&models, export::glb).unwrap();
            gallery::write_site(dir.path(), &items).unwrap()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
