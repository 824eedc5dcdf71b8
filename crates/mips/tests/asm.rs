//! The assembler against gcc's encodings (words copied from the committed objdump listings of
//! the fixtures) and against rabbitizer's decoding.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use mips::asm::Asm;
use mips::insn::reg::*;

fn words(a: Asm) -> Vec<u32> {
    a.finish().unwrap().chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

#[test]
fn encodings_match_gcc() {
    // (word from mipsel-linux-gnu-objdump, instruction)
    let mut a = Asm::new(0x8001_0030);
    a.addiu(SP, SP, -40); // 27bdffd8 addiu sp,sp,-40
    a.or(V0, A0, ZERO); // 00801025 move v0,a0
    a.sw(S0, 28, SP); // afb0001c sw s0,28(sp)
    a.lbu(V0, 0, A0); // 90820000 lbu v0,0(a0)
    a.sltiu(V1, V0, 14); // 2c43000e sltiu v1,v0,14
    a.sll(V0, V0, 2); // 00021080 sll v0,v0,0x2
    a.addu(V0, S1, V0); // 02221021 addu v0,s1,v0
    a.lw(V0, 0, V0); // 8c420000 lw v0,0(v0)
    a.jr(V0); // 00400008 jr v0
    a.sltu(V0, A0, S0); // 0090102b sltu v0,a0,s0
    a.lui(S1, 0x8001); // 3c118001 lui s1,0x8001
    a.jr(RA); // 03e00008 jr ra
    a.jal_addr(0x8001_0348); // 0c0040d2 jal 80010348
    assert_eq!(
        words(a),
        [
            0x27bd_ffd8,
            0x0080_1025,
            0xafb0_001c,
            0x9082_0000,
            0x2c43_000e,
            0x0002_1080,
            0x0222_1021,
            0x8c42_0000,
            0x0040_0008,
            0x0090_102b,
            0x3c11_8001,
            0x03e0_0008,
            0x0c00_40d2
        ]
    );
}

#[test]
fn branches_and_labels() {
    // 800100b8: 1440ffec bnez v0,8001006c (from d_spill_O2.objdump)
    let mut a = Asm::new(0x8001_006c);
    let head = a.here_label();
    for _ in 0..((0x8001_00b8u32 - 0x8001_006c) / 4) {
        a.nop();
    }
    a.bnez(V0, head);
    let w = words(a);
    assert_eq!(*w.last().unwrap(), 0x1440_ffec);

    let mut a = Asm::new(0x8001_0000);
    let l = a.label();
    a.j(l);
    a.nop();
    a.bind(l);
    a.word_label(l);
    a.lui_hi(AT, l);
    a.addiu_lo(AT, AT, l);
    let w = words(a);
    assert_eq!(w[0], 0x0800_4002);
    assert_eq!(w[2], 0x8001_0008);
    assert_eq!(w[3], 0x3c01_8001);
    assert_eq!(w[4], 0x2421_0008);
}

#[test]
fn hi_lo_carry() {
    assert_eq!(mips::asm::hi(0x8001_8000), 0x8002);
    assert_eq!(mips::asm::lo(0x8001_8000), -0x8000);
    assert_eq!(
        (u32::from(mips::asm::hi(0x8001_8000)) << 16)
            .wrapping_add(mips::asm::lo(0x8001_8000) as u32),
        0x8001_8000
    );
}

#[test]
fn unbound_label_and_range_are_errors() {
    let mut a = Asm::new(0x8001_0000);
    let l = a.label();
    a.b(l);
    assert!(a.finish().is_err());
    let mut a = Asm::new(0x8001_0000);
    let l = a.here_label();
    for _ in 0..40_000 {
        a.nop();
    }
    a.b(l);
    assert!(a.finish().is_err());
}

#[test]
fn rabbitizer_reads_what_we_write() {
    let mut a = Asm::new(0x8001_0000);
    a.lbu(V0, 1, S0);
    a.sltiu(V1, V0, 14);
    a.ctc2(T0, 0);
    a.mtc2(T1, 0);
    a.cop2(0x018_0001);
    a.mult(T0, T1);
    a.mflo(T2);
    a.lh(T3, -2, A0);
    a.sb(T7, 0, A1);
    let text: Vec<String> = words(a)
        .into_iter()
        .enumerate()
        .map(|(k, w)| mips::disasm::line(w, 0x8001_0000 + 4 * k as u32).text)
        .collect();
    assert_eq!(
        text,
        [
            "lbu v0, 0x1(s0)",
            "sltiu v1, v0, 0xE",
            "ctc2 t0, 0",
            "mtc2 t1, 0",
            "rtps",
            "mult t0, t1",
            "mflo t2",
            "lh t3, -0x2(a0)",
            "sb t7, 0x0(a1)"
        ]
    );
}
