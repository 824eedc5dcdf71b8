//! A caller's deadline ends the search with `GaveUp`, never with another answer (the per-model
//! fallback bounds a file alone this way). Deterministic: the deadline has already passed, so
//! the first check gives up whatever the machine's speed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, missing_docs)]

mod common;

#[test]
fn a_passed_deadline_gives_up() {
    let style = common::styles("alien").into_iter().find(|s| s.name == "xeno").unwrap();
    let (name, data, _) = style.files.iter().find(|f| f.0.contains("prop1")).unwrap();
    let inputs = [infer::Input { name, data }];
    let conv = dewprism::Conventions::builtin();
    let now = std::time::Instant::now();
    match infer::infer(&inputs, &conv, Some(now)) {
        Err(e @ infer::InferError::GaveUp(_)) => {
            assert!(e.to_string().contains("gave up"), "{e}");
        }
        Err(e) => panic!("another error before the first check: {e}"),
        Ok(_) => panic!("a layout despite a passed deadline"),
    }
}
