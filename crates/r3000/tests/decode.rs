//! The decoder against objdump: every instruction word of every fixture listing decodes to
//! the instruction family objdump names (pseudo-instructions mapped to what they are).
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic, missing_docs)]

use std::path::Path;

use r3000::decode::{decode, OpKind};

fn family(mnemonic: &str, word: u32) -> String {
    match mnemonic {
        "nop" => "sll".into(),
        // move is `addu rd, rs, zero` or `or rd, rs, zero`
        "move" => if word & 0x3F == 0x25 { "or" } else { "addu" }.into(),
        // li is addiu/ori from zero
        "li" => if word >> 26 == 0x0D { "ori" } else { "addiu" }.into(),
        "b" | "beqz" => if word >> 26 == 0x01 { "bgez" } else { "beq" }.into(),
        "bnez" => "bne".into(),
        "negu" => "subu".into(),
        "neg" => "sub".into(),
        "not" => "nor".into(),
        "bal" => "bgezal".into(),
        m => m.into(),
    }
}

#[test]
fn decode_matches_objdump() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcc");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("objdump") {
            continue;
        }
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            let cols: Vec<&str> = line.split('\t').collect();
            let word = u32::from_str_radix(cols[1].trim(), 16).unwrap();
            let mnemonic = cols[2].split_whitespace().next().unwrap();
            let kind = decode(word).kind;
            assert_ne!(kind, OpKind::Reserved, "{}: {line}", path.display());
            let got = format!("{kind:?}").to_lowercase();
            assert_eq!(got, family(mnemonic, word), "{}: {line}", path.display());
            checked += 1;
        }
    }
    assert!(checked > 5000, "{checked} words checked");
}
