//! Diagnostics: runs each finder over a folder of `.chr` files and prints what it found.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use infer::Sample;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = &args[1];
    let what = args.get(2).map(String::as_str).unwrap_or("all");
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "chr"))
        .map(|p| (p.file_stem().unwrap().to_string_lossy().to_string(), std::fs::read(&p).unwrap()))
        .collect();
    files.sort();
    let samples: Vec<Sample<'_>> = files.iter().map(|(n, b)| Sample::new(n, b)).collect();
    let t = std::time::Instant::now();
    if what == "nodes" || what == "all" {
        match infer::nodes::find(&samples) {
            Some(n) => {
                println!(
                    "nodes {:?} start {:?} count {:?} held {}/{} ({:?})",
                    n.shape,
                    n.start,
                    n.count,
                    n.held,
                    n.of,
                    t.elapsed()
                );
                for (s, f) in samples.iter().zip(&n.found) {
                    let truth: serde_json::Value = serde_json::from_str(
                        &std::fs::read_to_string(format!("{dir}/{}.truth.json", s.name)).unwrap(),
                    )
                    .unwrap();
                    let tn = truth["nodes"].as_u64().unwrap() as usize;
                    let ok = f.map_or(1, |x| x.1) == tn;
                    println!("  {} {:?} truth {tn} {}", s.name, f, if ok { "ok" } else { "BAD" });
                }
            }
            None => println!("nodes: none ({:?})", t.elapsed()),
        }
    }
    if what == "streams" {
        let lens: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(format!("{dir}/../lengths.json")).unwrap(),
        )
        .unwrap();
        let m = &lens["dispatches"][0]["lengths"];
        let map: std::collections::BTreeMap<u8, u8> = m
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.parse().unwrap(), v.as_u64().unwrap() as u8))
            .collect();
        let lengths = dewprism::records::RecordLengths::from_map(&map).unwrap();
        for s in &samples {
            let w = infer::streams::Walker::new(s.data, &lengths);
            let offs = infer::search::table_offsets(&infer::search::bases(s), s.len());
            let mut c = infer::streams::candidates(s, &w, 1, (None, false), &offs, &[1]);
            let n0 = c.len();
            c.retain(|(t, sh, n)| {
                sh.streams(s, &w, *t, *n).and_then(|v| infer::streams::land(s, &w, &v)).is_some()
            });
            c.sort_by_key(|(t, sh, n)| (std::cmp::Reverse(*n), sh.stride, *t));
            println!("{} offsets {} candidates {} landing {}", s.name, offs.len(), n0, c.len());
            for (t, sh, n) in c.iter().take(8) {
                println!("   t {t:#x} n {n} {sh:?}");
            }
        }
    }
    if what == "blobs" {
        for s in &samples {
            let b = infer::image::blobs(s);
            println!("{} {:?}", s.name, b.iter().map(|x| (x.at, x.size)).collect::<Vec<_>>());
        }
    }
    if what == "parts" || what == "all" {
        let t = std::time::Instant::now();
        let nodes: Vec<usize> = match infer::nodes::find(&samples) {
            Some(n) => n.found.iter().map(|f| f.map_or(1, |x| x.1)).collect(),
            None => vec![1; samples.len()],
        };
        let t1 = t.elapsed();
        match infer::parts::find(&samples, &nodes, infer::parts::Pass::Plain) {
            Some(p) => {
                println!("parts start {:?} count {:?} stride {} node {:?} vc {:?} base {:?} loc {:?} ({t1:?} + {:?})", p.start, p.count, p.stride, p.node, p.vertices, p.base, p.locator, t.elapsed() - t1);
                for (s, f) in samples.iter().zip(&p.found) {
                    let truth: serde_json::Value = serde_json::from_str(
                        &std::fs::read_to_string(format!("{dir}/{}.truth.json", s.name)).unwrap(),
                    )
                    .unwrap();
                    let tn = truth["parts"].as_u64().unwrap() as usize;
                    let tv = truth["vertices"].as_u64().unwrap() as usize;
                    let (n, v) =
                        f.as_ref().map_or((0, 0), |f| (f.n, f.arrays.iter().map(|a| a.1).sum()));
                    println!(
                        "  {} {n} {v} truth {tn} {tv} {}",
                        s.name,
                        if n == tn && v == tv { "ok" } else { "BAD" }
                    );
                }
            }
            None => println!("parts: none ({:?})", t.elapsed()),
        }
    }
    if what == "infer" || what == "all" {
        let len = std::fs::read_to_string(format!("{dir}/../lengths.json")).ok();
        let mut conv = dewprism::Conventions::builtin();
        if let Some(l) = len {
            let v: serde_json::Value = serde_json::from_str(&l).unwrap();
            let m = &v["dispatches"][0]["lengths"];
            let map: std::collections::BTreeMap<u8, u8> = m
                .as_object()
                .unwrap()
                .iter()
                .map(|(k, v)| (k.parse().unwrap(), v.as_u64().unwrap() as u8))
                .collect();
            let lengths = dewprism::records::RecordLengths::from_map(&map).unwrap();
            conv.records.value = conv.records.value.with_lengths(&lengths);
        }
        let inputs: Vec<infer::Input<'_>> =
            files.iter().map(|(n, b)| infer::Input { name: n, data: b }).collect();
        let t = std::time::Instant::now();
        match infer::infer(&inputs, &conv, None) {
            Ok(i) => {
                println!("OK ({:?}) decoded {}", t.elapsed(), i.decoded);
                for f in &i.findings {
                    println!("  {} {} {}/{} {}", f.item, f.found, f.held, f.of, f.evidence);
                }
                if args.len() > 3 {
                    println!("{}", i.text);
                }
            }
            Err(e) => println!("ERR ({:?}) {e}", t.elapsed()),
        }
    }
}
