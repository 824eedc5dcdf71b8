//! Each structure the inference looks for, found in every style of the alien corpus and
//! compared with the truth (the contract test is `alien.rs`; this one says which role fails).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::arithmetic_side_effects,
    missing_docs
)]

mod common;

use infer::Sample;

#[test]
fn nodes_are_found_in_every_style() {
    let mut bad = Vec::new();
    for st in common::styles("alien") {
        let samples: Vec<Sample<'_>> = st.files.iter().map(|(n, b, _)| Sample::new(n, b)).collect();
        let Some(n) = infer::nodes::find(&samples) else {
            bad.push(format!("{}: no nodes", st.name));
            continue;
        };
        eprintln!(
            "{}: {:?} start {:?} count {:?} held {}/{}",
            st.name, n.shape, n.start, n.count, n.held, n.of
        );
        for (i, (name, _, truth)) in st.files.iter().enumerate() {
            let want = truth["nodes"].as_u64().unwrap() as usize;
            let got = n.found[i].map_or(1, |f| f.1);
            if got != want {
                bad.push(format!("{}/{name}: {got} nodes, truth {want}", st.name));
            }
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
#[ignore = "slow in a debug build (about 3 minutes); run with --release -- --ignored"]
fn parts_are_found_in_every_style() {
    let mut bad = Vec::new();
    // `prelinked` holds RAM addresses: parts are looked for in the rebased copies `infer`
    // makes (`ram_base`), which this role-level probe does not; the contract test covers it.
    for st in common::styles("alien").into_iter().filter(|st| st.name != "prelinked") {
        let samples: Vec<Sample<'_>> = st.files.iter().map(|(n, b, _)| Sample::new(n, b)).collect();
        let t0 = std::time::Instant::now();
        let nodes: Vec<usize> = match infer::nodes::find(&samples) {
            Some(n) => n.found.iter().map(|f| f.map_or(1, |x| x.1)).collect(),
            None => vec![1; samples.len()],
        };
        let Some(p) = infer::parts::find(&samples, &nodes, infer::parts::Pass::Plain) else {
            bad.push(format!("{}: no parts", st.name));
            continue;
        };
        eprintln!(
            "{}: parts {:?} count {:?} stride {} node {:?} vertices {:?} base {:?} locator {:?} held {} ({:?})",
            st.name, p.start, p.count, p.stride, p.node, p.vertices, p.base, p.locator, p.held, t0.elapsed()
        );
        for (i, (name, _, truth)) in st.files.iter().enumerate() {
            let want = truth["parts"].as_u64().unwrap() as usize;
            let got = p.found[i].as_ref().map_or(0, |f| f.n);
            let wantv = truth["vertices"].as_u64().unwrap() as usize;
            let gotv: usize = p.found[i].as_ref().map_or(0, |f| f.arrays.iter().map(|a| a.1).sum());
            if got != want || gotv != wantv {
                bad.push(format!(
                    "{}/{name}: {got} parts {gotv} vertices, truth {want} {wantv}",
                    st.name
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}
