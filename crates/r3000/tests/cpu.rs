//! One test per instruction family, on hand-encoded words (psx-spx "CPU Specifications"
//! for what each must do): delay slots, load delay, lwl/lwr/swl/swr, HI/LO after division by
//! zero, overflow and address errors, COP0, BIOS errors, self-modifying code, the GPU log.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use r3000::{Access, Fault, Machine, Stop};

const BASE: u32 = 0x8001_0000;
const DATA: u32 = 0x8010_0000;
const BREAK: u32 = 0x0000_000D;
const NOP: u32 = 0;

// registers
const ZERO: u32 = 0;
const AT: u32 = 1;
const V0: u32 = 2;
const A0: u32 = 4;
const A1: u32 = 5;
const T0: u32 = 8;
const T1: u32 = 9;
const T2: u32 = 10;
const T3: u32 = 11;
const RA: u32 = 31;

fn r(funct: u32, rs: u32, rt: u32, rd: u32, sa: u32) -> u32 {
    (rs << 21) | (rt << 16) | (rd << 11) | (sa << 6) | funct
}
fn i(op: u32, rs: u32, rt: u32, imm: i32) -> u32 {
    (op << 26) | (rs << 21) | (rt << 16) | (imm as u32 & 0xFFFF)
}
fn addu(rd: u32, rs: u32, rt: u32) -> u32 {
    r(0x21, rs, rt, rd, 0)
}
fn addiu(rt: u32, rs: u32, imm: i32) -> u32 {
    i(0x09, rs, rt, imm)
}
fn lw(rt: u32, off: i32, rs: u32) -> u32 {
    i(0x23, rs, rt, off)
}
fn sw(rt: u32, off: i32, rs: u32) -> u32 {
    i(0x2B, rs, rt, off)
}

/// A machine with `code` at BASE, PC there.
fn machine(code: &[u32]) -> Machine {
    let mut m = Machine::new();
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_le_bytes()).collect();
    m.write_bytes(BASE, &bytes).unwrap();
    m.set_reg(29, 0x801F_FF00);
    m.set_pc(BASE);
    m
}

fn run(code: &[u32]) -> (Machine, Stop) {
    let mut m = machine(code);
    let out = m.run(10_000);
    (m, out.stop)
}

#[test]
fn load_delay_slot() {
    let mut m = machine(&[lw(T0, 0, A0), addu(T1, T0, ZERO), addu(T2, T0, ZERO), BREAK]);
    m.set_reg(A0 as usize, DATA);
    m.set_reg(T0 as usize, 111);
    m.write_u32(DATA, 222).unwrap();
    assert_eq!(m.run(100).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(T1 as usize), 111, "the next instruction sees the old value");
    assert_eq!(m.reg(T2 as usize), 222, "the one after sees the loaded value");
}

#[test]
fn load_delay_loses_to_a_write_in_the_slot() {
    let mut m = machine(&[lw(T0, 0, A0), addiu(T0, ZERO, 5), addu(T1, T0, ZERO), BREAK]);
    m.set_reg(A0 as usize, DATA);
    m.write_u32(DATA, 222).unwrap();
    m.run(100);
    assert_eq!(m.reg(T0 as usize), 5);
    assert_eq!(m.reg(T1 as usize), 5);
}

#[test]
fn two_loads_to_one_register() {
    let mut m =
        machine(&[lw(T0, 0, A0), lw(T0, 4, A0), addu(T1, T0, ZERO), addu(T2, T0, ZERO), BREAK]);
    m.set_reg(A0 as usize, DATA);
    m.set_reg(T0 as usize, 7);
    m.write_u32(DATA, 1).unwrap();
    m.write_u32(DATA + 4, 2).unwrap();
    m.run(100);
    assert_eq!(m.reg(T1 as usize), 7, "the first load is dropped");
    assert_eq!(m.reg(T2 as usize), 2);
}

#[test]
fn mfc0_has_a_load_delay() {
    // mtc0 t0, SR; mfc0 t1, SR; addu t2, t1, zero; addu t3, t1, zero
    let mtc0 = |rt: u32, rd: u32| 0x4080_0000 | (rt << 16) | (rd << 11);
    let mfc0 = |rt: u32, rd: u32| 0x4000_0000 | (rt << 16) | (rd << 11);
    let mut m =
        machine(&[mtc0(T0, 12), mfc0(T1, 12), addu(T2, T1, ZERO), addu(T3, T1, ZERO), BREAK]);
    m.set_reg(T0 as usize, 0x0000_0404);
    m.set_reg(T1 as usize, 9);
    m.run(100);
    assert_eq!(m.reg(T2 as usize), 9);
    assert_eq!(m.reg(T3 as usize), 0x404);
    assert_eq!(m.cop0(12), 0x404);
}

#[test]
fn rfe_pops_the_mode_stack() {
    let mtc0 = 0x4080_0000 | (T0 << 16) | (12 << 11);
    let (m, _) = {
        let mut m = machine(&[mtc0, 0x4200_0010, BREAK]);
        m.set_reg(T0 as usize, 0x0000_003C | 0x4000_0000);
        let o = m.run(100);
        (m, o)
    };
    assert_eq!(m.cop0(12), 0x4000_003F);
    // PRId reads 2 and is read-only.
    assert_eq!(m.cop0(15), 2);
}

/// psx-spx "Unaligned Load/Store (Details)", lane by lane, with rt = 0xAABBCCDD before.
#[test]
fn lwl_lwr_lanes() {
    let mem = 0x4433_2211u32; // bytes 11 22 33 44
    let lwl_expect = [0x11BB_CCDD, 0x2211_CCDD, 0x3322_11DD, 0x4433_2211];
    let lwr_expect = [0x4433_2211, 0xAA44_3322, 0xAABB_4433, 0xAABB_CC44];
    for lane in 0..4 {
        for (op, exp) in [(0x22, lwl_expect[lane]), (0x26, lwr_expect[lane])] {
            let mut m = machine(&[i(op, A0, T0, lane as i32), NOP, BREAK]);
            m.set_reg(A0 as usize, DATA);
            m.set_reg(T0 as usize, 0xAABB_CCDD);
            m.write_u32(DATA, mem).unwrap();
            m.run(100);
            assert_eq!(m.reg(T0 as usize), exp, "op {op:#x} lane {lane}");
        }
    }
}

/// An unaligned word by the lwl/lwr pair with no delay between them (they merge with the
/// load in flight), at every misalignment.
#[test]
fn lwl_lwr_pair_without_delay() {
    for off in 0..4 {
        let mut m = machine(&[
            i(0x22, A0, T0, 3 + off),
            i(0x26, A0, T0, off),
            NOP,
            addu(T1, T0, ZERO),
            BREAK,
        ]);
        m.set_reg(A0 as usize, DATA);
        m.write_bytes(DATA, &[0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88]).unwrap();
        m.run(100);
        let want = m.read_u32(DATA + off as u32).unwrap();
        assert_eq!(m.reg(T1 as usize), want, "offset {off}");
    }
}

#[test]
fn swl_swr_pair() {
    for off in 0..4u32 {
        let mut m = machine(&[i(0x2A, A0, T0, 3 + off as i32), i(0x2E, A0, T0, off as i32), BREAK]);
        m.set_reg(A0 as usize, DATA);
        m.set_reg(T0 as usize, 0xDDCC_BBAA);
        m.write_bytes(DATA, &[0x11; 8]).unwrap();
        m.run(100);
        let mut want = [0x11u8; 8];
        want[off as usize..off as usize + 4].copy_from_slice(&[0xAA, 0xBB, 0xCC, 0xDD]);
        assert_eq!(m.read_bytes(DATA, 8).unwrap(), want, "offset {off}");
    }
    // swl alone at lane 1 writes the top two bytes of rt to lanes 0..1.
    let mut m = machine(&[i(0x2A, A0, T0, 1), BREAK]);
    m.set_reg(A0 as usize, DATA);
    m.set_reg(T0 as usize, 0xDDCC_BBAA);
    m.run(100);
    assert_eq!(m.read_bytes(DATA, 4).unwrap(), [0xCC, 0xDD, 0, 0]);
    // swr alone at lane 2 writes the low two bytes of rt to lanes 2..3.
    let mut m = machine(&[i(0x2E, A0, T0, 2), BREAK]);
    m.set_reg(A0 as usize, DATA);
    m.set_reg(T0 as usize, 0xDDCC_BBAA);
    m.run(100);
    assert_eq!(m.read_bytes(DATA, 4).unwrap(), [0, 0, 0xAA, 0xBB]);
}

#[test]
fn byte_and_half_loads_extend() {
    let (m, _) = {
        let mut m = machine(&[
            i(0x20, A0, T0, 0), // lb
            i(0x24, A0, T1, 0), // lbu
            i(0x21, A0, T2, 2), // lh
            i(0x25, A0, T3, 2), // lhu
            NOP,
            BREAK,
        ]);
        m.set_reg(A0 as usize, DATA);
        m.write_bytes(DATA, &[0x80, 0, 0x00, 0x90]).unwrap();
        let o = m.run(100);
        (m, o)
    };
    assert_eq!(m.reg(T0 as usize), 0xFFFF_FF80);
    assert_eq!(m.reg(T1 as usize), 0x80);
    assert_eq!(m.reg(T2 as usize), 0xFFFF_9000);
    assert_eq!(m.reg(T3 as usize), 0x9000);
}

#[test]
fn branch_delay_slot() {
    // beq zero, zero, +2 ; addiu t0, zero, 1 (delay slot: runs) ; addiu t1, zero, 1 (skipped)
    // target: break
    let (m, stop) = run(&[i(0x04, ZERO, ZERO, 2), addiu(T0, ZERO, 1), addiu(T1, ZERO, 1), BREAK]);
    assert_eq!(stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(T0 as usize), 1);
    assert_eq!(m.reg(T1 as usize), 0);
    // Not taken: bne zero, zero falls through.
    let (m, _) = run(&[i(0x05, ZERO, ZERO, 2), addiu(T0, ZERO, 1), addiu(T1, ZERO, 1), BREAK]);
    assert_eq!(m.reg(T1 as usize), 1);
}

#[test]
fn jal_jalr_link() {
    let jal = 0x0C00_0000 | ((BASE + 16) >> 2 & 0x03FF_FFFF);
    let (m, _) = run(&[jal, addiu(T0, ZERO, 3), BREAK, BREAK, addu(T1, RA, ZERO), BREAK]);
    assert_eq!(m.reg(RA as usize), BASE + 8);
    assert_eq!(m.reg(T1 as usize), BASE + 8);
    assert_eq!(m.reg(T0 as usize), 3, "the delay slot ran");
    // jalr t2 -> rd = t3
    let mut m = machine(&[r(0x09, T2, 0, T3, 0), NOP, BREAK, BREAK, BREAK]);
    m.set_reg(T2 as usize, BASE + 12);
    let o = m.run(100);
    assert_eq!(o.pc, BASE + 12);
    assert_eq!(m.reg(T3 as usize), BASE + 8);
}

#[test]
fn bltzal_links_when_not_taken() {
    // bltzal zero, +4 (not taken: zero is not < 0) still sets ra.
    let (m, stop) = run(&[i(0x01, ZERO, 0x10, 4), NOP, BREAK]);
    assert_eq!(stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(RA as usize), BASE + 8);
}

#[test]
fn division_results() {
    // psx-spx: div by zero and 0x80000000 / -1 (hi, lo)
    let cases: [(u32, u32, u32, u32, u32); 6] = [
        (0x1A, 5, 0, 5, 0xFFFF_FFFF),
        (0x1A, (-5i32) as u32, 0, (-5i32) as u32, 1),
        (0x1B, 5, 0, 5, 0xFFFF_FFFF),
        (0x1A, 0x8000_0000, 0xFFFF_FFFF, 0, 0x8000_0000),
        (0x1A, (-7i32) as u32, 2, (-1i32) as u32, (-3i32) as u32),
        (0x1B, 0xFFFF_FFFF, 2, 1, 0x7FFF_FFFF),
    ];
    for (funct, a, b, hi, lo) in cases {
        let mut m = machine(&[r(funct, T0, T1, 0, 0), BREAK]);
        m.set_reg(T0 as usize, a);
        m.set_reg(T1 as usize, b);
        m.run(10);
        assert_eq!((m.hi(), m.lo()), (hi, lo), "funct {funct:#x} {a:#x}/{b:#x}");
    }
    // mult / multu
    let mut m =
        machine(&[r(0x18, T0, T1, 0, 0), r(0x10, 0, 0, T2, 0), r(0x12, 0, 0, T3, 0), BREAK]);
    m.set_reg(T0 as usize, (-3i32) as u32);
    m.set_reg(T1 as usize, 0x4000_0000);
    m.run(10);
    assert_eq!((m.reg(T2 as usize), m.reg(T3 as usize)), (0xFFFF_FFFF, 0x4000_0000));
    let mut m = machine(&[r(0x19, T0, T1, 0, 0), BREAK]);
    m.set_reg(T0 as usize, 0xFFFF_FFFF);
    m.set_reg(T1 as usize, 0xFFFF_FFFF);
    m.run(10);
    assert_eq!((m.hi(), m.lo()), (0xFFFF_FFFE, 1));
}

#[test]
fn shifts_and_alu() {
    let mut m = machine(&[
        r(0x00, 0, T0, T1, 4),    // sll t1, t0, 4
        r(0x03, 0, T0, T2, 4),    // sra t2, t0, 4
        r(0x06, A1, T0, T3, 0),   // srlv t3, t0, a1 (a1 & 31)
        r(0x27, T0, ZERO, A0, 0), // nor a0, t0, zero
        r(0x2A, T0, ZERO, V0, 0), // slt v0, t0, zero
        i(0x0B, T0, AT, 1),       // sltiu at, t0, 1
        i(0x0F, 0, 12, 0x1234),   // lui t4, 0x1234
        BREAK,
    ]);
    m.set_reg(T0 as usize, 0x8000_00F0);
    m.set_reg(A1 as usize, 36);
    m.run(100);
    assert_eq!(m.reg(T1 as usize), 0x0000_0F00);
    assert_eq!(m.reg(T2 as usize), 0xF800_000F);
    assert_eq!(m.reg(T3 as usize), 0x0800_000F);
    assert_eq!(m.reg(A0 as usize), 0x7FFF_FF0F);
    assert_eq!(m.reg(V0 as usize), 1);
    assert_eq!(m.reg(AT as usize), 0);
    assert_eq!(m.reg(12), 0x1234_0000);
    assert_eq!(m.reg(0), 0);
}

#[test]
fn overflow_stops_with_the_pc() {
    for word in [r(0x20, T0, T1, T2, 0), i(0x08, T0, T2, 1), r(0x22, T3, T1, T2, 0)] {
        let mut m = machine(&[NOP, word, BREAK]);
        m.set_reg(T0 as usize, 0x7FFF_FFFF);
        m.set_reg(T1 as usize, 1);
        m.set_reg(T3 as usize, 0x8000_0000);
        let o = m.run(100);
        let Stop::Fault(f @ Fault::Overflow { .. }) = o.stop else { panic!("{:?}", o.stop) };
        assert_eq!(f.pc(), BASE + 4);
        assert!(f.to_string().contains("0x80010004"), "{f}");
        assert_eq!(m.reg(T2 as usize), 0, "rd is left unchanged");
    }
    // addu and addiu wrap.
    let mut m = machine(&[addu(T2, T0, T1), addiu(T3, T0, 1), BREAK]);
    m.set_reg(T0 as usize, 0x7FFF_FFFF);
    m.set_reg(T1 as usize, 1);
    m.run(10);
    assert_eq!(m.reg(T2 as usize), 0x8000_0000);
    assert_eq!(m.reg(T3 as usize), 0x8000_0000);
}

#[test]
fn address_errors_name_pc_and_address() {
    let mut m = machine(&[lw(T0, 2, A0), BREAK]);
    m.set_reg(A0 as usize, DATA);
    let o = m.run(10);
    assert_eq!(
        o.stop,
        Stop::Fault(Fault::Unaligned { pc: BASE, addr: DATA + 2, size: 4, access: Access::Load })
    );
    assert!(o.stop != Stop::Budget);
    let msg = match &o.stop {
        Stop::Fault(f) => f.to_string(),
        _ => unreachable!(),
    };
    assert!(msg.contains("0x80100002") && msg.contains("0x80010000"), "{msg}");
    assert_eq!(m.cop0(8), DATA + 2, "BadVaddr");

    let mut m = machine(&[i(0x29, A0, T0, 1), BREAK]); // sh unaligned
    m.set_reg(A0 as usize, DATA);
    assert!(matches!(
        m.run(10).stop,
        Stop::Fault(Fault::Unaligned { access: Access::Store, size: 2, .. })
    ));

    for addr in [0x1F00_0000u32, 0x1FC0_0000, 0x0080_0000, 0xBF80_0000, 0xC000_0000] {
        let mut m = machine(&[sw(T0, 0, A0), BREAK]);
        m.set_reg(A0 as usize, addr);
        assert_eq!(
            m.run(10).stop,
            Stop::Fault(Fault::Unmapped { pc: BASE, addr, access: Access::Store }),
            "{addr:#x}"
        );
    }
}

#[test]
fn jumps_to_bad_pcs() {
    let mut m = machine(&[r(0x08, T0, 0, 0, 0), NOP]);
    m.set_reg(T0 as usize, BASE + 2);
    let o = m.run(10);
    assert_eq!(
        o.stop,
        Stop::Fault(Fault::Unaligned {
            pc: BASE + 2,
            addr: BASE + 2,
            size: 4,
            access: Access::Fetch
        })
    );
    let mut m = machine(&[r(0x08, T0, 0, 0, 0), NOP]);
    m.set_reg(T0 as usize, 0xBFC0_0000);
    let o = m.run(10);
    assert_eq!(
        o.stop,
        Stop::Fault(Fault::Unmapped { pc: 0xBFC0_0000, addr: 0xBFC0_0000, access: Access::Fetch })
    );
}

#[test]
fn reserved_and_coprocessor() {
    let (_, stop) = run(&[0xFC00_0000]);
    assert_eq!(stop, Stop::Fault(Fault::Reserved { pc: BASE, word: 0xFC00_0000 }));
    let (_, stop) = run(&[0x5000_0001]); // beql (MIPS II)
    assert_eq!(stop, Stop::Fault(Fault::Reserved { pc: BASE, word: 0x5000_0001 }));
    let (_, stop) = run(&[0x4400_0000]); // COP1
    assert!(matches!(stop, Stop::Fault(Fault::Coprocessor { pc: BASE, .. })));
}

#[test]
fn syscall_and_budget() {
    let (_, stop) = run(&[0x0000_000C]);
    assert_eq!(stop, Stop::Syscall { code: 0 });
    // A self-loop: j self; nop — gives up after exactly the budget.
    let j_self = 0x0800_0000 | (BASE >> 2 & 0x03FF_FFFF);
    let mut m = machine(&[j_self, NOP]);
    let o = m.run(12_345);
    assert_eq!(o.stop, Stop::Budget);
    assert_eq!(o.instructions, 12_345);
    assert!(o.pc == BASE || o.pc == BASE + 4);
}

#[test]
fn self_modifying_code_is_seen() {
    // loop twice over `slot`: first pass it is addiu t0,t0,1; then the code overwrites it
    // with addiu t0,t0,100 and runs it again.
    let slot = BASE + 4;
    let code = [
        addiu(T1, ZERO, 2),    // 0: t1 = 2 (passes)
        addiu(T0, T0, 1),      // 4: slot
        sw(T2, 0, A0),         // 8: write the new word over the slot
        addiu(T1, T1, -1),     // 12
        i(0x05, T1, ZERO, -4), // 16: bne t1, zero, slot
        NOP,
        BREAK,
    ];
    let mut m = machine(&code);
    m.set_reg(A0 as usize, slot);
    m.set_reg(T2 as usize, addiu(T0, T0, 100));
    m.run(100);
    assert_eq!(m.reg(T0 as usize), 101);
}

#[test]
fn bios_unknown_call_is_named() {
    // li t2, 0xA0; jr t2; li t1, 0x33 (malloc)
    let (_, stop) = run(&[addiu(T2, ZERO, 0xA0), r(0x08, T2, 0, 0, 0), addiu(T1, ZERO, 0x42)]);
    let Stop::Fault(f) = stop else { panic!("{stop:?}") };
    assert_eq!(
        f.to_string(),
        "BIOS A0:0x42 (Load) not supported, at PC 0x000000a0 (return address 0x00000000)"
    );
    let (_, stop) = run(&[addiu(T2, ZERO, 0xB0), r(0x08, T2, 0, 0, 0), addiu(T1, ZERO, 0x0B)]);
    let Stop::Fault(f) = stop else { panic!("{stop:?}") };
    assert!(f.to_string().starts_with("BIOS B0:0x0b (TestEvent)"), "{f}");
}

#[test]
fn bios_memcmp_keeps_psx_spx_bug_and_rand_sequence() {
    // memcmp("abXd", "abYe", 4): psx-spx says it returns the difference AFTER the mismatch.
    let call =
        |func: i32| [addiu(T2, ZERO, 0xA0), r(0x09, T2, 0, RA, 0), addiu(T1, ZERO, func), BREAK];
    let mut m = machine(&call(0x2D));
    m.write_bytes(DATA, b"abXd").unwrap();
    m.write_bytes(DATA + 8, b"abYe").unwrap();
    m.set_reg(A0 as usize, DATA);
    m.set_reg(A1 as usize, DATA + 8);
    m.set_reg(6, 4);
    assert_eq!(m.run(100).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0 as usize) as i32, i32::from(b'd') - i32::from(b'e'));
    // srand(1); rand() = ((1 * 0x41C64E6D + 0x3039) >> 16) & 0x7FFF
    let mut m = machine(&[
        addiu(A0, ZERO, 1),
        addiu(T2, ZERO, 0xA0),
        r(0x09, T2, 0, RA, 0),
        addiu(T1, ZERO, 0x30),
        addiu(T2, ZERO, 0xA0),
        r(0x09, T2, 0, RA, 0),
        addiu(T1, ZERO, 0x2F),
        BREAK,
    ]);
    m.run(100);
    assert_eq!(m.reg(V0 as usize), (0x41C6_4E6Du32.wrapping_add(0x3039) >> 16) & 0x7FFF);
}

#[test]
fn bios_printf_goes_to_tty() {
    let mut m =
        machine(&[addiu(T2, ZERO, 0xA0), r(0x09, T2, 0, RA, 0), addiu(T1, ZERO, 0x3F), BREAK]);
    m.write_bytes(DATA, b"n=%d x=%04x s=%s c=%c%%\0").unwrap();
    m.write_bytes(DATA + 64, b"ok\0").unwrap();
    m.set_reg(A0 as usize, DATA);
    m.set_reg(A1 as usize, (-12i32) as u32);
    m.set_reg(6, 0xAB);
    m.set_reg(7, DATA + 64);
    // the fourth argument is on the stack at sp + 0x10
    m.write_u32(0x801F_FF10, u32::from(b'Z')).unwrap();
    assert_eq!(m.run(100).stop, Stop::Break { code: 0 });
    assert_eq!(m.tty(), "n=-12 x=00ab s=ok c=Z%");
}

#[test]
fn gpu_log_and_dma() {
    // sw t0, 0(a0) to GP0; sw t1, 4(a0) to GP1
    let mut m = machine(&[sw(T0, 0, A0), sw(T1, 4, A0), lw(T2, 4, A0), NOP, BREAK]);
    m.set_reg(A0 as usize, 0x1F80_1810);
    m.set_reg(T0 as usize, 0xE100_0600);
    m.set_reg(T1 as usize, 0x0300_0000);
    m.run(100);
    assert_eq!(m.gp0_words(), [0xE100_0600]);
    assert_eq!(m.gpu_log().len(), 2);
    assert_eq!(m.reg(T2 as usize), r3000::GPUSTAT_READY, "GPUSTAT reads ready");

    // DMA2 linked list: two nodes, then the end marker.
    let mut m = machine(&[sw(T0, 0, A0), sw(T1, 8, A0), lw(T2, 8, A0), NOP, BREAK]);
    m.write_u32(DATA, (2 << 24) | ((DATA + 0x100) & 0xFF_FFFF)).unwrap();
    m.write_u32(DATA + 4, 0x2000_00FF).unwrap();
    m.write_u32(DATA + 8, 0x0010_0010).unwrap();
    m.write_u32(DATA + 0x100, (1 << 24) | 0xFF_FFFF).unwrap();
    m.write_u32(DATA + 0x104, 0xE100_0000).unwrap();
    m.set_reg(A0 as usize, 0x1F80_10A0);
    m.set_reg(T0 as usize, DATA & 0xFF_FFFF);
    m.set_reg(T1 as usize, 0x0100_0401);
    m.run(100);
    assert_eq!(m.gp0_words(), [0x2000_00FF, 0x0010_0010, 0xE100_0000]);
    assert_eq!(m.reg(T2 as usize) & (1 << 24), 0, "CHCR reads done");

    // DMA6 clears an ordering table of 4 entries ending at DATA+12.
    let mut m = machine(&[sw(T0, 0x40, A0), sw(T1, 0x44, A0), sw(T2, 0x48, A0), BREAK]);
    m.set_reg(A0 as usize, 0x1F80_10A0);
    m.set_reg(T0 as usize, (DATA + 12) & 0xFF_FFFF);
    m.set_reg(T1 as usize, 4);
    m.set_reg(T2 as usize, 0x1100_0002);
    m.run(100);
    let ot: Vec<u32> = (0..4).map(|k| m.read_u32(DATA + 4 * k).unwrap()).collect();
    let d = DATA & 0xFF_FFFF;
    assert_eq!(ot, [0x00FF_FFFF, d, d + 4, d + 8]);
}

#[test]
fn isolated_cache_drops_stores() {
    let mtc0 = 0x4080_0000 | (T0 << 16) | (12 << 11);
    let mut m = machine(&[mtc0, sw(T1, 0, A0), BREAK]);
    m.set_reg(T0 as usize, 1 << 16);
    m.set_reg(T1 as usize, 0x1234_5678);
    m.set_reg(A0 as usize, DATA);
    m.run(10);
    assert_eq!(m.read_u32(DATA).unwrap(), 0);
}

#[test]
fn scratchpad_and_mirrors() {
    let mut m = machine(&[sw(T0, 0, A0), lw(T1, 0, A1), NOP, BREAK]);
    m.set_reg(A0 as usize, 0x1F80_0010);
    m.set_reg(A1 as usize, 0x9F80_0010);
    m.set_reg(T0 as usize, 77);
    m.run(10);
    assert_eq!(m.reg(T1 as usize), 77);
    let mut m = machine(&[sw(T0, 0, A0), lw(T1, 0, A1), NOP, BREAK]);
    m.set_reg(A0 as usize, 0xA010_0000);
    m.set_reg(A1 as usize, 0x0070_0000);
    m.set_reg(T0 as usize, 78);
    m.run(10);
    assert_eq!(m.reg(T1 as usize), 78, "KSEG1 and the fourth KUSEG mirror are the same RAM");
}

#[test]
fn bios_heap() {
    // InitHeap(DATA, 0x100); malloc(10) -> p; calloc(4, 4) -> q (zeroed); malloc(0x1000) -> 0
    let bios = |func: i32| [addiu(T2, ZERO, 0xA0), r(0x09, T2, 0, RA, 0), addiu(T1, ZERO, func)];
    let mut code = vec![];
    code.extend(bios(0x39));
    code.extend([addiu(A0, ZERO, 10)]);
    code.extend(bios(0x33));
    code.extend([addu(16, V0, ZERO), addiu(A0, ZERO, 4), addiu(A1, ZERO, 4)]);
    code.extend(bios(0x37));
    code.extend([addu(17, V0, ZERO), addiu(A0, ZERO, 0x1000)]);
    code.extend(bios(0x33));
    code.push(BREAK);
    let mut m = machine(&code);
    m.set_reg(A0 as usize, DATA);
    m.set_reg(A1 as usize, 0x100);
    m.write_bytes(DATA, &[0xEE; 0x100]).unwrap();
    assert_eq!(m.run(1000).stop, Stop::Break { code: 0 });
    let (p, q) = (m.reg(16), m.reg(17));
    assert!(p > DATA && p % 8 == 0 && q >= p + 10 && q % 8 == 0, "{p:#x} {q:#x}");
    assert_eq!(m.read_bytes(q, 16).unwrap(), [0; 16]);
    assert_eq!(m.reg(V0 as usize), 0, "out of heap");
}

#[test]
fn a_load_in_the_returns_delay_slot_lands() {
    // jr ra; lw v0, 0(a0) — called with ra = the return sentinel.
    let mut m = machine(&[r(0x08, RA, 0, 0, 0), lw(V0, 0, A0)]);
    m.write_u32(DATA, 0xCAFE).unwrap();
    let out = m.call(BASE, [DATA, 0, 0, 0], 100);
    assert_eq!(out.stop, Stop::Return);
    assert_eq!(out.instructions, 2);
    assert_eq!(m.reg(V0 as usize), 0xCAFE);
}

#[test]
fn report_of_errors_and_syscalls() {
    let build = |words: &[u32]| {
        let text: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        disc::exe::build_exe(BASE, BASE, &text)
    };
    // lui a0, 0x1f00; sw zero, 0(a0): an unmapped store
    let r = r3000::run_exe(
        &build(&[i(0x0F, 0, A0, 0x1F00), sw(ZERO, 0, A0)]),
        &r3000::RunOptions::default(),
    )
    .unwrap();
    assert_eq!(r.stop, r3000::StopKind::Error);
    assert_eq!(r.pc, BASE + 4);
    assert_eq!(r.instructions, 2);
    assert_eq!(r.message, "store of unmapped address 0x1f000000 at PC 0x80010004");
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["stop"], "error");
    assert_eq!(v["pc"], "0x80010004");
    // syscall with a0 = 1 (EnterCriticalSection): no handler
    let r =
        r3000::run_exe(&build(&[addiu(A0, ZERO, 1), 0x0000_000C]), &r3000::RunOptions::default())
            .unwrap();
    assert_eq!(r.stop, r3000::StopKind::Break);
    assert_eq!(r.pc, BASE + 4);
    assert!(
        r.message.starts_with("syscall 0x0 at PC 0x80010004 (function 0x1 in $a0)"),
        "{}",
        r.message
    );
    // not an EXE
    assert!(r3000::run_exe(b"PS-X EXE", &r3000::RunOptions::default()).is_err());
}

#[test]
fn bios_work_is_charged_to_the_budget() {
    // memset(DATA, 0, 0x10000) costs 1 + 0x10000 / 4 instructions.
    let mut m =
        machine(&[addiu(T2, ZERO, 0xA0), r(0x09, T2, 0, RA, 0), addiu(T1, ZERO, 0x2B), BREAK]);
    m.set_reg(A0 as usize, DATA);
    m.set_reg(6, 0x1_0000);
    let out = m.run(1_000_000);
    assert_eq!(out.stop, Stop::Break { code: 0 });
    assert_eq!(out.instructions, 3 + 1 + 0x1_0000 / 4 + 1);
    // A DMA linked list that points at itself stops after GPU_LOG_LIMIT words.
    let mut m = machine(&[sw(T0, 0, A0), sw(T1, 8, A0), BREAK]);
    m.write_u32(DATA, (3 << 24) | (DATA & 0xFF_FFFF)).unwrap();
    m.set_reg(A0 as usize, 0x1F80_10A0);
    m.set_reg(T0 as usize, DATA & 0xFF_FFFF);
    m.set_reg(T1 as usize, 0x0100_0401);
    let out = m.run(100);
    assert_eq!(out.stop, Stop::Budget, "the transfer's cost spends the budget");
    assert!(m.gpu_log().len() < r3000::GPU_LOG_LIMIT && m.gpu_log().len() > 700_000);
    assert!(out.instructions > 200_000);
}
