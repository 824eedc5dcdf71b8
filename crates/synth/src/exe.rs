//! The synthetic boot EXE: a PS-X EXE whose text carries the synthetic game's face-record draw
//! dispatch and realistic filler around it.
//!
//! The draw dispatch is **gcc-built C** (`crates/synth/exe/draw.c`): it consumes exactly
//! dewrip's provisional face-record layout, culls by GTE NCLIP, builds PsyQ packets from the
//! record fields and writes them to GP0. `crates/synth/exe/build.sh` compiles every C file
//! there into one blob linked at [`BLOB_ADDR`]; the committed `blob.raw` is embedded with
//! `include_bytes!` (no cross compiler needed to build synth) and its functions are found by
//! name in the committed `blob.syms` ([`blob_symbol`]). Beside it, `game.c`: the synthetic game's
//! bone-matrix builder (`rot_matrix`, Rx·Ry·Rz) and LZ decoder (`lz_decode`, (source,
//! destination)), which `main` calls, so `exe rotation` and `lz decompress --exe` have real code
//! to find and run.
//!
//! Around it, written with `mips::asm`: `main` (which calls the draw routine), prologue /
//! epilogue functions with `jal` calls, a non-dispatch switch, a byte scanner switch, an
//! LZ-decoder-shaped routine and a rotation builder reading an rsin table and loading the GTE
//! rotation matrix. Deterministic: the filler comes from a fixed-seed xorshift.
//!
//! For a record-length table other than the one the C is written for ([`DRAW_LENGTHS`]),
//! [`boot_exe`] keeps the older hand-assembled dispatch (gcc's shape: `lbu` type; `sltiu`
//! bound; `lui`/`lw %lo` table; `sll 2`; `addu`; `jr`; cases that `addiu` the pointer and
//! branch back, through shared tails, a stack spill, a register copy), so tests can build
//! EXEs with any table.

use crate::Error;
use mips::asm::{Asm, Label};

use mips::insn::reg::*;

/// Load address of the text.
pub const LOAD_ADDR: u32 = 0x8001_0000;
/// Where the C blob (`crates/synth/exe/*.c`, built by `build.sh`) is linked.
pub const BLOB_ADDR: u32 = 0x8001_0400;
/// The C routines' bytes (`crates/synth/exe/blob.raw`).
pub const BLOB: &[u8] = include_bytes!("../exe/blob.raw");
/// The blob's symbol map (`nm -n`: address, kind, name per line).
pub const BLOB_SYMS: &str = include_str!("../exe/blob.syms");
/// The record lengths `draw.c` is written for: dewrip's provisional layout
/// (`dewprism::records::LAYOUT_LEN`, equal to the built-in table).
pub const DRAW_LENGTHS: [u8; 14] = [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21];

/// The address of a function or object of the C blob, by name.
pub fn blob_symbol(name: &str) -> Option<u32> {
    BLOB_SYMS.lines().find_map(|l| {
        let mut it = l.split_whitespace();
        let a = u32::from_str_radix(it.next()?, 16).ok()?;
        let _kind = it.next()?;
        (it.next()? == name).then_some(a)
    })
}
/// Approximate text size the filler pads to.
pub const TEXT_TARGET: usize = 600 * 1024;

struct Rng(u32);

impl Rng {
    fn next(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        x
    }
    fn below(&mut self, n: u32) -> u32 {
        self.next().checked_rem(n).unwrap_or(0)
    }
}

/// Labels of the routines the dispatch cases call.
struct Helpers {
    emit_tri: Label,
    emit_quad: Label,
    set_tex: Label,
}

/// `void draw_faces(u8 *p, u8 *end, ctx *c)`: the record dispatch. Case `t` advances the
/// pointer by `lengths[t]`.
fn draw_faces(a: &mut Asm, lengths: &[u8; 14], h: &Helpers, table: Label) -> Label {
    let f = a.here_label();
    const FRAME: i16 = 48;
    let frame = FRAME;
    a.addiu(SP, SP, -FRAME);
    a.sw(RA, 44, SP);
    a.sw(S2, 40, SP);
    a.sw(S1, 36, SP);
    a.sw(S0, 32, SP);
    a.mov(S0, A0);
    a.mov(S1, A1);
    let check = a.label();
    let head = a.label();
    let default = a.label();
    a.j(check);
    a.mov(S2, A2);
    // loop head: the type byte, the bound check, the table jump
    a.bind(head);
    a.lbu(V0, 0, S0);
    a.nop();
    a.sltiu(V1, V0, 14);
    a.beqz(V1, default);
    a.sll(V0, V0, 2);
    a.lui_hi(V1, table);
    a.addu(V0, V0, V1);
    a.lw_lo(V0, V0, table);
    a.nop();
    a.jr(V0);
    a.nop();
    // shared tails: "emit, then advance by 2 and loop"
    let tail2 = a.label();
    let mut cases = Vec::new();
    for (t, &len) in lengths.iter().enumerate() {
        let l = a.here_label();
        cases.push(l);
        let len = i16::from(len);
        match t % 5 {
            0 => {
                // emit a triangle from bytes 1..3, advance in the branch delay slot
                a.lbu(A0, 1, S0);
                a.lbu(A1, 2, S0);
                a.jal(h.emit_tri);
                a.mov(A2, S2);
                a.b(check);
                a.addiu(S0, S0, len);
            }
            1 => {
                // partial advance, then the shared tail adds the last 2 bytes
                a.lbu(A0, 1, S0);
                a.lhu(A1, 2, S0);
                a.addiu(S0, S0, len.wrapping_sub(2));
                a.b(tail2);
                a.nop();
            }
            2 => {
                // pointer spilled to the stack across a call, reloaded, advanced
                a.sw(S0, 16, SP);
                a.lbu(A0, 3, S0);
                a.jal(h.set_tex);
                a.lbu(A1, 1, S0);
                a.lw(V0, 16, SP);
                a.nop();
                a.addiu(S0, V0, len);
                a.j(check);
                a.nop();
            }
            3 => {
                // advance through a register copy and two adds
                a.mov(T0, S0);
                a.lbu(A0, 1, T0);
                a.addiu(T0, T0, 4);
                a.lbu(A1, -2, T0);
                a.jal(h.emit_quad);
                a.mov(A2, S2);
                a.addiu(S0, S0, 4);
                a.addiu(S0, S0, len.wrapping_sub(4));
                a.b(check);
                a.nop();
            }
            _ => {
                // flag test inside the case; both arms meet before the advance
                let skip = a.label();
                a.lbu(V0, 1, S0);
                a.nop();
                a.andi(V0, V0, 0x80);
                a.beqz(V0, skip);
                a.nop();
                a.lbu(A0, 2, S0);
                a.jal(h.emit_tri);
                a.mov(A2, S2);
                a.bind(skip);
                a.b(tail2);
                a.addiu(S0, S0, len.wrapping_sub(2));
            }
        }
    }
    a.bind(tail2);
    a.mov(A0, S2);
    a.jal(h.emit_quad);
    a.nop();
    a.addiu(S0, S0, 2);
    // loop condition
    a.bind(check);
    a.sltu(V0, S0, S1);
    a.bnez(V0, head);
    a.nop();
    a.bind(default);
    a.lw(RA, 44, SP);
    a.lw(S2, 40, SP);
    a.lw(S1, 36, SP);
    a.lw(S0, 32, SP);
    a.jr(RA);
    a.addiu(SP, SP, frame);
    // the jump table (gcc's .rodata, here right after the function)
    a.bind(table);
    for l in cases {
        a.word_label(l);
    }
    f
}

/// A leaf that writes to the ctx: stands for the primitive emitters.
fn leaf(a: &mut Asm, rng: &mut Rng) -> Label {
    let f = a.here_label();
    // 3–8 stores or ALU ops, at ctx offsets 0, 4, 8, …
    let n = rng.below(6).saturating_add(3);
    for off in (0i16..).step_by(4).take(n as usize) {
        match rng.below(4) {
            0 => a.sw(A0, off, A2),
            1 => a.sh(A1, off, A2),
            2 => a.addu(V0, A0, A1),
            _ => a.sll(V1, A0, rng.below(4).saturating_add(1)),
        }
    }
    a.jr(RA);
    a.nop();
    f
}

/// `int kind_of(int x)`: a switch on an argument, not in a loop (not a dispatch), with `n`
/// cases from `lo`.
fn plain_switch(a: &mut Asm, lo: i16, n: u32) -> Label {
    let f = a.here_label();
    let table = a.label();
    let out = a.label();
    let dflt = a.label();
    a.addiu(V0, A0, lo.wrapping_neg());
    a.sltiu(V1, V0, n as i16);
    a.beqz(V1, dflt);
    a.sll(V0, V0, 2);
    a.lui_hi(V1, table);
    a.addu(V0, V0, V1);
    a.lw_lo(V0, V0, table);
    a.nop();
    a.jr(V0);
    a.nop();
    let mut cases = Vec::new();
    // Case k returns 7k + 1.
    for v in (1u32..).step_by(7).take(n as usize) {
        cases.push(a.here_label());
        a.b(out);
        a.li(V0, v);
    }
    a.bind(dflt);
    a.li(V0, 0xFFFF_FFFF);
    a.bind(out);
    a.jr(RA);
    a.nop();
    a.bind(table);
    for l in cases {
        a.word_label(l);
    }
    f
}

/// `int count(u8 *s, u8 *end)`: a tokenizer switch over bytes, every case advancing by one
/// (a scanner, not a record dispatch).
fn scanner_switch(a: &mut Asm) -> Label {
    let f = a.here_label();
    let table = a.label();
    let head = a.label();
    let next = a.label();
    let done = a.label();
    a.mov(V0, ZERO);
    a.bind(head);
    a.sltu(V1, A0, A1);
    a.beqz(V1, done);
    a.nop();
    a.lbu(T0, 0, A0);
    a.nop();
    a.sltiu(V1, T0, 4);
    a.beqz(V1, next);
    a.sll(T0, T0, 2);
    a.lui_hi(V1, table);
    a.addu(T0, T0, V1);
    a.lw_lo(T0, T0, table);
    a.nop();
    a.jr(T0);
    a.nop();
    let mut cases = Vec::new();
    for k in 1..5i16 {
        cases.push(a.here_label());
        a.b(next);
        a.addiu(V0, V0, k);
    }
    a.bind(next);
    a.b(head);
    a.addiu(A0, A0, 1);
    a.bind(done);
    a.jr(RA);
    a.nop();
    a.bind(table);
    for l in cases {
        a.word_label(l);
    }
    f
}

/// `void rot_matrix(s16 angles[3], MATRIX *m)`: rsin/rcos lookups (4096-entry table of s16,
/// angles masked with 0xfff) and the rotation matrix moved to GTE control registers 0–4.
fn rotation_builder(a: &mut Asm, rsin: Label) -> Label {
    let f = a.here_label();
    a.addiu(SP, SP, -8);
    for (off, r) in [(0, T0), (2, T1), (4, T2)] {
        a.lh(r, off, A0);
        a.nop();
        a.andi(r, r, 0xFFF);
        a.sll(r, r, 1);
        a.lui_hi(AT, rsin);
        a.addiu_lo(AT, AT, rsin);
        a.addu(AT, AT, r);
        a.lh(r, 0, AT);
    }
    // cos = sin(a + 1024)
    a.lh(T3, 0, A0);
    a.nop();
    a.addiu(T3, T3, 0x400);
    a.andi(T3, T3, 0xFFF);
    a.sll(T3, T3, 1);
    a.lui_hi(AT, rsin);
    a.addiu_lo(AT, AT, rsin);
    a.addu(AT, AT, T3);
    a.lh(T3, 0, AT);
    a.mult(T0, T3);
    a.mflo(T4);
    a.sra(T4, T4, 12);
    a.sll(T5, T4, 16);
    a.or(T5, T5, T3);
    a.ctc2(T5, 0);
    a.ctc2(T1, 1);
    a.ctc2(T2, 2);
    a.ctc2(T4, 3);
    a.ctc2(T3, 4);
    a.sw(T5, 0, A1);
    a.sw(T1, 4, A1);
    a.sw(T2, 8, A1);
    a.sw(T4, 12, A1);
    a.sh(T3, 16, A1);
    a.cop2(0x018_0001); // RTPS
    a.jr(RA);
    a.addiu(SP, SP, 8);
    f
}

/// A filler function: frame, a few ALU ops and memory accesses, calls to earlier functions,
/// a forward branch, epilogue.
fn filler(a: &mut Asm, rng: &mut Rng, callees: &[Label]) -> Label {
    let f = a.here_label();
    // A frame of 24, 32, 40 or 48 bytes; the saved registers at its top.
    let frame = [24i16, 32, 40, 48].get(rng.below(4) as usize).copied().unwrap_or(24);
    let (ra_slot, s0_slot) = (frame.saturating_sub(4), frame.saturating_sub(8));
    a.addiu(SP, SP, frame.saturating_neg());
    a.sw(RA, ra_slot, SP);
    a.sw(S0, s0_slot, SP);
    a.mov(S0, A0);
    let n = rng.below(60).saturating_add(20);
    // One of the temporaries t0–t3.
    let t = |rng: &mut Rng| T0.saturating_add(rng.below(4) as u8);
    // A word offset 0, 4, … 124.
    let word = |rng: &mut Rng| (rng.below(32) as i16).saturating_mul(4);
    for _ in 0..n {
        match rng.below(10) {
            0 | 1 => a.addiu(t(rng), S0, (rng.below(512) as i16).saturating_sub(256)),
            2 => a.lw(t(rng), word(rng), S0),
            3 => a.sw(t(rng), word(rng), S0),
            4 => a.addu(V0, t(rng), t(rng)),
            5 => a.sll(V1, t(rng), rng.below(8).saturating_add(1)),
            6 => a.andi(V0, t(rng), (rng.below(0xFFFF)) as u16),
            7 if !callees.is_empty() => {
                let i = rng.below(callees.len() as u32) as usize;
                if let Some(&c) = callees.get(i) {
                    a.jal(c);
                    a.mov(A0, S0);
                }
            }
            8 => {
                let skip = a.label();
                a.beqz(t(rng), skip);
                a.nop();
                a.addiu(V0, V0, 1);
                a.sw(V0, 0, S0);
                a.bind(skip);
            }
            _ => a.lbu(T1, rng.below(64) as i16, S0),
        }
    }
    a.lw(RA, ra_slot, SP);
    a.lw(S0, s0_slot, SP);
    a.jr(RA);
    a.addiu(SP, SP, frame);
    f
}

/// Words of filler: the text target less the rsin table (4096 s16), main and a margin.
const FILLER_WORDS: usize = TEXT_TARGET / 4 - 4096 / 2 - 64 - 200;

/// The address of a symbol of the C blob that the EXE calls.
fn symbol(name: &'static str) -> Result<u32, Error> {
    blob_symbol(name).ok_or(Error::Symbol(name))
}

/// Builds the text, returning (text bytes, entry address).
fn build_text(lengths: &[u8; 14]) -> Result<(Vec<u8>, u32), Error> {
    let mut a = Asm::new(LOAD_ADDR);
    let mut rng = Rng(0x1D0F_5EED);
    let main = a.label();
    let rsin = a.label();
    let table = a.label();
    // main: the entry
    let main_body = a.label();
    a.bind(main);
    a.addiu(SP, SP, -24);
    a.sw(RA, 20, SP);
    a.j(main_body);
    a.nop();
    let emit_tri = leaf(&mut a, &mut rng);
    let emit_quad = leaf(&mut a, &mut rng);
    let set_tex = leaf(&mut a, &mut rng);
    let h = Helpers { emit_tri, emit_quad, set_tex };
    let c_draw = lengths == &DRAW_LENGTHS;
    let draw = if c_draw {
        // the C blob at its link address (nops up to it)
        while a.here() < BLOB_ADDR {
            a.nop();
        }
        if a.here() != BLOB_ADDR {
            return Err(Error::Layout {
                what: "code before the C blob",
                value: a.here().into(),
                limit: BLOB_ADDR.into(),
            });
        }
        for w in BLOB.chunks(4) {
            let mut b = [0u8; 4];
            for (dst, &x) in b.iter_mut().zip(w) {
                *dst = x;
            }
            a.word(u32::from_le_bytes(b));
        }
        None
    } else {
        Some(draw_faces(&mut a, lengths, &h, table))
    };
    let sw = plain_switch(&mut a, 2, 6);
    let scan = scanner_switch(&mut a);
    let rot = rotation_builder(&mut a, rsin);
    let mut callees = vec![emit_tri, emit_quad, set_tex, sw, scan, rot];
    // Filler, with a plain switch (jump table, not a dispatch) every 16th function.
    for k in 1u32.. {
        if a.len() >= FILLER_WORDS {
            break;
        }
        let f = if k.is_multiple_of(16) {
            plain_switch(&mut a, rng.below(8) as i16, rng.below(10).saturating_add(3))
        } else {
            // Calls only into the last 24 functions.
            let start = callees.len().saturating_sub(24);
            filler(&mut a, &mut rng, callees.get(start..).unwrap_or_default())
        };
        callees.push(f);
    }
    // main's body, after the helpers it calls
    a.bind(main_body);
    match draw {
        Some(l) => a.jal(l),
        None => a.jal_addr(symbol("draw_faces")?),
    }
    a.nop();
    for &c in callees.iter().rev().take(8) {
        a.jal(c);
        a.nop();
    }
    if c_draw {
        for name in ["rot_matrix", "lz_decode"] {
            a.jal_addr(symbol(name)?);
            a.nop();
        }
    }
    a.lw(RA, 20, SP);
    a.jr(RA);
    a.addiu(SP, SP, 24);
    // rsin table: 4096 s16 entries of 4096*sin(2*pi*k/4096)
    a.bind(rsin);
    for k in (0..4096).step_by(2) {
        let s = |k: i32| ((k as f64) * std::f64::consts::TAU / 4096.0).sin() * 4096.0;
        let lo = s(k).round() as i16 as u16 as u32;
        let hi = s(k | 1).round() as i16 as u16 as u32; // k is even: k | 1 = k + 1
        a.word(lo | (hi << 16));
    }
    if c_draw {
        // the hand-assembled dispatch's table label is unused with the C draw routine
        a.bind(table);
    }
    Ok((a.finish()?, LOAD_ADDR))
}

/// Returns a whole PS-X EXE (load address 0x80010000, pc = `main`) whose text carries a real
/// dispatch loop over face records with case advances `lengths`, padded to ≈600 KB: the
/// gcc-built C draw routine when `lengths` is [`DRAW_LENGTHS`], else the hand-assembled one.
///
/// Infallible: the text binds every label it uses, calls only symbols `blob.syms` lists and
/// stays inside one jump segment, whatever `lengths` holds (see [`try_boot_exe`], and the tests
/// that build both variants).
// The expect below cannot fire: build_text's only errors are an unbound label, a missing blob
// symbol or an overgrown prologue, all fixed by this file's code (not by `lengths`).
#[allow(clippy::expect_used)]
pub fn boot_exe(lengths: &[u8; 14]) -> Vec<u8> {
    try_boot_exe(lengths).expect("the synthetic EXE's code binds every label it uses")
}

/// As [`boot_exe`], returning the assembler's error instead of panicking.
pub fn try_boot_exe(lengths: &[u8; 14]) -> Result<Vec<u8>, Error> {
    let (text, pc) = build_text(lengths)?;
    Ok(mips::image::write_exe(pc, LOAD_ADDR, &text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mips::dispatch;

    const TABLE: [u8; 14] = [3, 4, 6, 7, 8, 9, 10, 11, 14, 12, 15, 16, 18, 21];

    #[test]
    fn record_lengths_recovered() {
        let exe = boot_exe(&TABLE);
        assert!(exe.len() > 500 * 1024, "size {}", exe.len());
        let img = mips::ExeImage::parse(&exe).unwrap();
        let found = dispatch::find(&img, dispatch::Options::default());
        assert_eq!(found.len(), 1, "{found:#?}");
        let d = &found[0];
        let want: std::collections::BTreeMap<i64, u32> =
            (0i64..).zip(TABLE.iter().map(|&l| u32::from(l))).collect();
        assert_eq!(d.lengths(), want, "{:#?}", d.cases);
        assert!(d.problems().is_empty(), "{:?}", d.problems());
    }

    #[test]
    fn other_tables_and_finders() {
        let exe = boot_exe(&TABLE);
        let img = mips::ExeImage::parse(&exe).unwrap();
        let jts = mips::jumptable::find_all(&img);
        assert!(jts.len() > 100, "{}", jts.len());
        assert!(jts.iter().all(|t| t.bounded));
        // The routines themselves are found by running them (crates/r3000/tests/routines.rs).
        for name in ["rsin", "rcos", "rot_matrix", "lz_decode"] {
            assert!(blob_symbol(name).is_some(), "{name}");
        }
    }

    #[test]
    fn blob_matches_listing_and_symbols() {
        let listing = include_str!("../exe/blob.objdump");
        let mut n = 0;
        for line in listing.lines() {
            let mut it =
                line.split(|c: char| c == ':' || c.is_whitespace()).filter(|t| !t.is_empty());
            let addr = u32::from_str_radix(it.next().unwrap(), 16).unwrap();
            let word = u32::from_str_radix(it.next().unwrap(), 16).unwrap();
            let off = (addr - BLOB_ADDR) as usize;
            let got = u32::from_le_bytes(BLOB[off..off + 4].try_into().unwrap());
            assert_eq!(got, word, "{line}");
            n += 1;
        }
        assert!(n > 100, "{n} words listed");
        let draw = blob_symbol("draw_faces").unwrap();
        assert!(draw >= BLOB_ADDR && ((draw - BLOB_ADDR) as usize) < BLOB.len());
        let code_end = blob_symbol("__code_end").unwrap();
        assert_eq!(code_end, BLOB_ADDR + 4 * n as u32);
        // and the EXE carries the blob at its link address
        let exe = boot_exe(&DRAW_LENGTHS);
        let img = mips::ExeImage::parse(&exe).unwrap();
        for (k, w) in BLOB.chunks(4).enumerate() {
            let want = u32::from_le_bytes(w.try_into().unwrap());
            assert_eq!(img.word(BLOB_ADDR + 4 * k as u32), Some(want));
        }
        // the C is written for dewrip's layout
        assert_eq!(DRAW_LENGTHS, dewprism::records::LAYOUT_LEN);
    }

    #[test]
    fn deterministic_and_other_tables() {
        assert_eq!(boot_exe(&TABLE), boot_exe(&TABLE));
        let other = [5, 1, 2, 30, 40, 2, 9, 100, 7, 8, 13, 200, 3, 4];
        let exe = boot_exe(&other);
        let img = mips::ExeImage::parse(&exe).unwrap();
        let found = dispatch::find(&img, dispatch::Options::default());
        let want: std::collections::BTreeMap<i64, u32> =
            (0i64..).zip(other.iter().map(|&l| u32::from(l))).collect();
        assert_eq!(found[0].lengths(), want);
    }
}
