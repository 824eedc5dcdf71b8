//! The analyses on real gcc output: the fixtures under tests/fixtures/gcc were compiled from
//! tests/fixtures/src by tests/fixtures/regen.sh (mipsel-linux-gnu-gcc -march=r3000 at -O1 and
//! -O2 as asked, and -O0, -O3, -Os as extra checks). Expected record lengths are hand-derived from the C sources (expected.json).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn syms(path: &Path) -> BTreeMap<String, u32> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let a = u32::from_str_radix(it.next()?, 16).ok()?;
            let _kind = it.next()?;
            Some((it.next()?.to_string(), a))
        })
        .collect()
}

type Expected = BTreeMap<String, BTreeMap<String, BTreeMap<String, u32>>>;
type Problems = BTreeMap<String, BTreeMap<String, BTreeMap<String, String>>>;

fn problems() -> Problems {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap())
            .unwrap();
    serde_json::from_value(v["_problems"].clone()).unwrap()
}

fn expected() -> Expected {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap())
            .unwrap();
    let mut out = Expected::new();
    for (file, funcs) in v.as_object().unwrap() {
        if file.starts_with('_') {
            continue;
        }
        out.insert(file.clone(), serde_json::from_value(funcs.clone()).unwrap());
    }
    out
}

#[test]
fn every_fixture_dispatch_is_recovered_exactly() {
    let exp = expected();
    let probs = problems();
    assert!(exp.len() >= 9);
    for (file, funcs) in &exp {
        for opt in ["O0", "O1", "O2", "O3", "Os"] {
            let base = dir().join("gcc").join(format!("{file}_{opt}"));
            let bytes = std::fs::read(base.with_extension("exe")).unwrap();
            let img = mips::ExeImage::parse(&bytes).unwrap();
            let names = syms(&base.with_extension("syms"));
            let found = mips::dispatch::find(&img, mips::dispatch::Options::default());
            let mut got: BTreeMap<String, BTreeMap<String, u32>> = BTreeMap::new();
            for d in &found {
                let name = names
                    .iter()
                    .find(|(_, &a)| a == d.function)
                    .map(|(n, _)| n.clone())
                    .unwrap_or_else(|| format!("{:#x}", d.function));
                let want: BTreeMap<String, String> =
                    probs.get(file).and_then(|f| f.get(&name)).cloned().unwrap_or_default();
                let got_p: BTreeMap<String, String> =
                    d.problems().into_iter().map(|(t, p)| (t.to_string(), p)).collect();
                assert_eq!(got_p, want, "{file}_{opt} {name}");
                assert!(d.table.bounded);
                got.insert(
                    name,
                    d.lengths().into_iter().map(|(t, l)| (t.to_string(), l)).collect(),
                );
            }
            assert_eq!(&got, funcs, "{file}_{opt}");
        }
    }
}

#[test]
fn dispatch_option_selects_one() {
    let bytes = std::fs::read(dir().join("gcc/d_adjust_O2.exe")).unwrap();
    let img = mips::ExeImage::parse(&bytes).unwrap();
    let names = syms(&dir().join("gcc/d_adjust_O2.syms"));
    let at = names["draw_hdr"];
    let found = mips::dispatch::find(&img, mips::dispatch::Options { at: Some(at) });
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].function, at);
    assert_eq!(found[0].type_offset, 2);
}

#[test]
fn non_dispatch_switches_have_tables_but_are_not_dispatches() {
    for opt in ["O0", "O1", "O2", "O3", "Os"] {
        let bytes = std::fs::read(dir().join(format!("gcc/nd_switches_{opt}.exe"))).unwrap();
        let img = mips::ExeImage::parse(&bytes).unwrap();
        let tables = mips::jumptable::find_all(&img);
        assert!(tables.len() >= 3, "{opt}: {tables:#?}");
        assert!(mips::dispatch::find(&img, Default::default()).is_empty());
    }
}

/// The general-purpose register names in an operand string, `zero` left out.
fn registers(operands: &str) -> Vec<String> {
    operands
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| (mips::insn::reg::NAMES.contains(t) || *t == "s8") && *t != "zero")
        .map(|t| if t == "s8" { "fp".to_string() } else { t.to_string() })
        .collect()
}

/// The numbers in an operand string (decimal or 0x hex, signed), as values.
fn numbers(operands: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let b = operands.as_bytes();
    let mut k = 0;
    while k < b.len() {
        let neg = b[k] == b'-';
        let start = if neg { k + 1 } else { k };
        let prev_alnum = k > 0 && (b[k - 1].is_ascii_alphanumeric() || b[k - 1] == b'_');
        if start < b.len() && b[start].is_ascii_digit() && !prev_alnum {
            let mut end = start;
            while end < b.len() && (b[end].is_ascii_alphanumeric()) {
                end += 1;
            }
            let tok = &operands[start..end];
            let v = match tok.strip_prefix("0x") {
                Some(h) => i64::from_str_radix(h, 16).ok(),
                None => tok.parse::<i64>().ok(),
            };
            if let Some(v) = v {
                out.push(if neg { -v } else { v });
            }
            k = end;
        } else {
            k += 1;
        }
    }
    out
}

/// Mnemonic spellings that differ between objdump and rabbitizer for the same instruction.
fn same_mnemonic(objdump: &str, rabbitizer: &str) -> bool {
    if objdump == rabbitizer {
        return true;
    }
    matches!(
        (objdump, rabbitizer),
        ("move", "addu")
            | ("move", "or")
            | ("li", "addiu")
            | ("li", "ori")
            | ("negu", "subu")
            | ("not", "nor")
            | ("b", "beq")
            | ("beqz", "beq")
            | ("bnez", "bne")
            | ("bal", "bgezal")
            | ("sll", "nop")
            | ("nop", "sll")
    )
}

#[test]
fn disassembly_agrees_with_objdump() {
    let mut checked = 0;
    let mut files: Vec<_> = std::fs::read_dir(dir().join("gcc"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "objdump"))
        .collect();
    files.sort();
    assert!(files.len() >= 16);
    for listing in files {
        let bytes = std::fs::read(listing.with_extension("exe")).unwrap();
        let img = mips::ExeImage::parse(&bytes).unwrap();
        for line in std::fs::read_to_string(&listing).unwrap().lines() {
            // "80010000:\t27bdffe8 \taddiu\tsp,sp,-24"
            let mut parts = line.split('\t');
            let addr =
                u32::from_str_radix(parts.next().unwrap().trim_end_matches(':'), 16).unwrap();
            let word = u32::from_str_radix(parts.next().unwrap().trim(), 16).unwrap();
            let mnemonic = parts.next().unwrap_or("").trim();
            let operands = parts.next().unwrap_or("").trim();
            assert_eq!(img.word(addr), Some(word), "{}: word at {addr:#x}", listing.display());
            let ours = mips::disasm::line(word, addr);
            assert!(
                same_mnemonic(mnemonic, &ours.mnemonic),
                "{}: {addr:#x} objdump `{mnemonic} {operands}` vs `{}`",
                listing.display(),
                ours.text
            );
            // Branch and jump targets agree too.
            if let Some(target) = operands.split(',').next_back().and_then(|t| {
                let t = t.split_whitespace().next()?;
                (t.len() == 8).then(|| u32::from_str_radix(t, 16).ok()).flatten()
            }) {
                let flow = mips::insn::Insn(word).flow(addr);
                use mips::insn::Flow::*;
                match flow {
                    Branch(t) | Jump(t) | Call(t) | CallBranch(t) => {
                        assert_eq!(t, target, "{}: {addr:#x} {line}", listing.display())
                    }
                    _ => {}
                }
            }
            // The same registers, in the same order (objdump leaves `zero` out of its
            // pseudo-instructions, so it is left out of both).
            assert_eq!(
                registers(operands),
                registers(&ours.text.replacen(&ours.mnemonic, "", 1)),
                "{}: {addr:#x} objdump `{mnemonic} {operands}` vs `{}`",
                listing.display(),
                ours.text
            );
            // The same immediates and offsets, except on branches and jumps (objdump prints the
            // target address, rabbitizer a label).
            if matches!(mips::insn::Insn(word).flow(addr), mips::insn::Flow::Next) {
                assert_eq!(
                    numbers(operands),
                    numbers(&ours.text.replacen(&ours.mnemonic, "", 1)),
                    "{}: {addr:#x} objdump `{mnemonic} {operands}` vs `{}`",
                    listing.display(),
                    ours.text
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked}");
}

#[test]
fn operand_parsers() {
    assert_eq!(numbers("sp,sp,-24"), [-24]);
    assert_eq!(numbers(" sp, sp, -0x18"), [-0x18]);
    assert_eq!(numbers("v0,20(sp)"), [20]);
    assert_eq!(numbers("a1,0x8010"), [0x8010]);
    assert_eq!(registers("v0,a0,zero"), ["v0", "a0"]);
    assert_eq!(registers(" s8, 0x10(sp)"), ["fp", "sp"]);
}
