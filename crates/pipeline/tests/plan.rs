//! Property: whatever names a table invents, the planned paths of a run never collide —
//! no two equal ignoring case, no file where another path needs a folder.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use pipeline::output::Plan;
use proptest::prelude::*;

fn component() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("a".to_string()),
        Just("A".to_string()),
        Just("a.dat".to_string()),
        Just("A.DAT".to_string()),
        Just("a_0001.dat".to_string()),
        Just("b".to_string()),
        "[a-cA-C_0-9]{1,4}(\\.[a-d]{1,3})?",
    ]
}

fn path() -> impl Strategy<Value = String> {
    prop::collection::vec(component(), 1..4).prop_map(|v| v.join("/"))
}

proptest! {
    #[test]
    fn planned_paths_never_collide(paths in prop::collection::vec(path(), 1..60)) {
        let mut plan = Plan::new();
        for (i, p) in paths.iter().enumerate() {
            plan.claim_or_rename(p, &format!("{i:04}")).unwrap();
        }
        let got: Vec<String> = plan.paths().iter().map(|p| p.to_lowercase()).collect();
        prop_assert_eq!(got.len(), paths.len());
        let set: std::collections::HashSet<&String> = got.iter().collect();
        prop_assert_eq!(set.len(), got.len());
        for a in &got {
            for b in &got {
                prop_assert!(!b.starts_with(&format!("{a}/")), "{} is a folder of {}", a, b);
            }
        }
        prop_assert_eq!(
            plan.renamed().len(),
            paths.iter().zip(plan.paths()).filter(|(w, g)| w != g).count()
        );
    }
}
