//! Reading the logical stream of container images (ECM, PSP EBOOT, and a CHD when `chdman` is
//! installed) against the plain `.bin` they were made from: the cost of rebuilding sectors.
//! Whole-disc, side-by-side timings against `chdman extractcd` are in `images.sh`.
#![allow(
    missing_docs,
    clippy::arithmetic_side_effects,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::unwrap_used
)]

use std::path::Path;
use std::process::Command;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use disc::write::{encode_mode2_form1, SUBMODE_DATA};
use disc::{ecm, pbp, Disc, Subheader};
use std::hint::black_box;

/// 8,000 sectors (18.8 MB raw) of Mode 2 Form 1 with varied data and a volume descriptor.
fn image() -> Vec<u8> {
    const SECTORS: usize = 8000;
    let sub = Subheader { file: 0, channel: 0, submode: SUBMODE_DATA, coding: 0 };
    let mut out = vec![0u8; SECTORS * 2352];
    for (lba, chunk) in out.chunks_exact_mut(2352).enumerate() {
        let mut user = [0u8; 2048];
        if lba == 16 {
            user[..7].copy_from_slice(b"\x01CD001\x01");
        } else {
            for (i, b) in user.iter_mut().enumerate() {
                *b = ((lba * 131) ^ (i * 7) ^ (i >> 5)) as u8;
            }
        }
        let o: &mut [u8; 2352] = chunk.try_into().unwrap();
        encode_mode2_form1(lba as u32, sub, &user, o);
    }
    out
}

fn read_all(disc: &Disc) -> usize {
    let n = disc.sector_count() as usize;
    disc.read(0, 0, n * 2048).unwrap().len()
}

fn bench(c: &mut Criterion) {
    let raw = image();
    let dir = tempfile::tempdir().unwrap();
    let put = |name: &str, bytes: &[u8]| {
        let p = dir.path().join(name);
        std::fs::write(&p, bytes).unwrap();
        p
    };
    let bin = put("d.bin", &raw);
    let ecm_path = put("d.ecm", &ecm::write(&raw));
    let pbp_path = put("d.pbp", &pbp::write(&raw, "SLUS01019", "BENCH", 6).unwrap());
    put("d.cue", disc::write::cue_sheet("d.bin").as_bytes());
    let chd_path = dir.path().join("d.chd");
    let have_chd = Command::new("chdman")
        .args(["createcd", "-f", "-i"])
        .arg(dir.path().join("d.cue"))
        .arg("-o")
        .arg(&chd_path)
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_chd {
        eprintln!("note: chdman not on PATH; the CHD case is not measured");
    }
    let mut g = c.benchmark_group("containers");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(8000 * 2048));
    let mut cases: Vec<(&str, &Path)> = vec![("bin", &bin), ("ecm", &ecm_path), ("pbp", &pbp_path)];
    if have_chd {
        cases.push(("chd", &chd_path));
    }
    for (name, path) in cases {
        g.bench_function(format!("open + read all user data ({name})"), |b| {
            b.iter(|| {
                let disc = Disc::open(path).unwrap();
                black_box(read_all(&disc))
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
