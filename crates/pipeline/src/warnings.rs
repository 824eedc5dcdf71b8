//! Warnings as people read them: the conventions' fallback warnings, with the per-type notes
//! of the record layout collected into one line that says what to do.
//!
//! The conventions report each record type whose fields keep the built-in [provisional]
//! offsets (the EXE's derivation could not show them) on a line of its own, and every decoding
//! command prints them. Printed one per type they repeat four times on every command and say
//! nothing of what to do; [`for_people`] folds them into one line at print time.

/// What a user can do about fields at the built-in offsets: give offsets they know, and check
/// whichever are in use. (When `--layout FILE` is added to every decoding command, name it here.)
pub const LAYOUT_HINT: &str = "to use offsets you know, save `dewrip exe record-layouts DISC \
     --json`, edit it and pass it with --record-layouts FILE.json; `dewrip verify DISC` checks \
     whether the offsets in use hold on your disc";

const CARRIED_HEAD: &str = "record layout: type ";
const CARRIED_TAIL: &str = " at the built-in [provisional] offsets (not shown by the derivation)";

/// The warnings to print: each as it is, except the record layout's per-type "at the built-in
/// [provisional] offsets" notes, which become one line (at the place of the first) naming every
/// type and its fields, and what to do.
pub fn for_people(warnings: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut carried: Vec<&str> = Vec::new();
    let mut at = None;
    for w in warnings {
        match w.strip_prefix(CARRIED_HEAD).and_then(|r| r.strip_suffix(CARRIED_TAIL)) {
            Some(type_and_fields) => {
                at.get_or_insert(out.len());
                carried.push(type_and_fields);
            }
            None => out.push(w.clone()),
        }
    }
    if let Some(at) = at {
        let list: Vec<String> = carried.iter().map(|t| format!("type {t}")).collect();
        let line = format!(
            "record layout: the EXE's code does not show {} of {} record type{}, so {} the \
             built-in [provisional] offsets ({}); {LAYOUT_HINT}",
            if carried.len() == 1 { "a field" } else { "fields" },
            carried.len(),
            if carried.len() == 1 { "" } else { "s" },
            if carried.len() == 1 { "it keeps" } else { "they keep" },
            list.join("; ")
        );
        out.insert(at.min(out.len()), line);
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::indexing_slicing)]
    use super::*;

    #[test]
    fn per_type_notes_become_one_line_with_what_to_do() {
        let w: Vec<String> = [
            "record lengths: something else",
            "record layout: type 0: base at the built-in [provisional] offsets (not shown by the derivation)",
            "record layout: type 2: r0 g0 b0 flags at the built-in [provisional] offsets (not shown by the derivation)",
            "record layout: type 12: flags at the built-in [provisional] offsets (not shown by the derivation)",
            "rotation order: another",
        ]
        .map(String::from)
        .to_vec();
        let got = for_people(&w);
        assert_eq!(got.len(), 3, "{got:#?}");
        assert_eq!(got[0], w[0]);
        assert!(got[1].starts_with("record layout: "), "{}", got[1]);
        for part in ["type 0: base", "type 2: r0 g0 b0 flags", "type 12: flags", "3 record types"] {
            assert!(got[1].contains(part), "{part}: {}", got[1]);
        }
        assert!(got[1].contains("--record-layouts") && got[1].contains("dewrip verify"));
        assert_eq!(got[2], w[4]);
    }

    #[test]
    fn other_warnings_pass_through() {
        let w = vec!["LZ: using the BUILT-IN decoder".to_string()];
        assert_eq!(for_people(&w), w);
    }
}
