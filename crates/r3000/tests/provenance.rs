//! Byte provenance: which input bytes each register, memory byte, GPU word and store came
//! from (docs/formats/r3000.md § Provenance).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use std::collections::BTreeMap;
use std::path::Path;

use r3000::{Error, Machine, Stop, Taint};

const BASE: u32 = 0x8001_0000;
const INPUT: u32 = 0x8010_0000;
const TABLE: u32 = 0x8011_0000;
const OUT: u32 = 0x8012_0000;
const BREAK: u32 = 0x0000_000D;
const NOP: u32 = 0;

fn r(funct: u32, rs: u32, rt: u32, rd: u32, sa: u32) -> u32 {
    (rs << 21) | (rt << 16) | (rd << 11) | (sa << 6) | funct
}
fn i(op: u32, rs: u32, rt: u32, imm: i32) -> u32 {
    (op << 26) | (rs << 21) | (rt << 16) | (imm as u32 & 0xFFFF)
}

fn set(offsets: &[u32]) -> Taint {
    offsets.iter().fold(Taint::EMPTY, |t, &o| t | Taint::byte(o))
}

fn machine(code: &[u32]) -> Machine {
    let mut m = Machine::new();
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_le_bytes()).collect();
    m.write_bytes(BASE, &bytes).unwrap();
    m.set_pc(BASE);
    m
}

#[test]
fn alu_loads_stores_and_table_lookups() {
    // a0 = INPUT, a1 = OUT, a2 = TABLE
    let code = [
        i(0x24, 4, 8, 0), // lbu t0, 0(a0)        {0}
        i(0x24, 4, 9, 3), // lbu t1, 3(a0)        {3}
        NOP,
        r(0x21, 8, 9, 10, 0),   // addu t2, t0, t1     {0,3}
        r(0x00, 0, 10, 11, 2),  // sll t3, t2, 2      {0,3}
        i(0x0F, 0, 12, 0x1234), // lui t4            {}
        r(0x21, 6, 8, 13, 0),   // addu t5, a2, t0     {0}  (a table address from byte 0)
        i(0x24, 13, 14, 0),     // lbu t6, 0(t5)       {0}  (table lookup by an index byte)
        i(0x2B, 5, 10, 0),      // sw t2, 0(a1)        bytes OUT..OUT+3 get {0,3}
        r(0x18, 8, 9, 0, 0),    // mult t0, t1
        r(0x12, 0, 0, 16, 0),   // mflo s0             {0,3}
        i(0x21, 4, 17, 4),      // lh s1, 4(a0)        {4,5}
        i(0x23, 5, 18, 0),      // lw s2, 0(a1)        {0,3}
        NOP,
        BREAK,
    ];
    let mut m = machine(&code);
    m.write_bytes(INPUT, &[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    m.track_input(INPUT, 8).unwrap();
    m.set_reg(4, INPUT);
    m.set_reg(5, OUT);
    m.set_reg(6, TABLE);
    assert_eq!(m.run(100).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg_taint(8), set(&[0]));
    assert_eq!(m.reg_taint(9), set(&[3]));
    assert_eq!(m.reg_taint(10), set(&[0, 3]));
    assert_eq!(m.reg_taint(11), set(&[0, 3]));
    assert!(m.reg_taint(12).is_empty());
    assert_eq!(m.reg_taint(13), set(&[0]));
    assert_eq!(m.reg_taint(14), set(&[0]), "a load through an input-derived address");
    assert_eq!(m.reg_taint(16), set(&[0, 3]));
    assert_eq!(m.hi_lo_taint(), (set(&[0, 3]), set(&[0, 3])));
    assert_eq!(m.reg_taint(17), set(&[4, 5]));
    assert_eq!(m.reg_taint(18), set(&[0, 3]));
    for k in 0..4 {
        assert_eq!(m.mem_taint(OUT + k), set(&[0, 3]));
        // the KSEG1 mirror is the same byte
        assert_eq!(m.mem_taint(OUT + k + 0x2000_0000), set(&[0, 3]));
    }
    assert!(m.mem_taint(OUT + 4).is_empty());
    assert_eq!(m.mem_taint(INPUT + 7), set(&[7]));
    // Overwriting an input byte with a constant clears it.
    assert_eq!(m.tracked_input(), Some((INPUT, 8)));
}

#[test]
fn load_delay_carries_taint_and_constants_clear_it() {
    let code = [
        i(0x24, 4, 8, 2),     // lbu t0, 2(a0)
        r(0x21, 8, 0, 9, 0),  // addu t1, t0, zero  (old t0: untainted)
        r(0x21, 8, 0, 10, 0), // addu t2, t0, zero  {2}
        i(0x09, 0, 8, 7),     // addiu t0, zero, 7  {}
        BREAK,
    ];
    let mut m = machine(&code);
    m.track_input(INPUT, 4).unwrap();
    m.set_reg(4, INPUT);
    m.run(100);
    assert!(m.reg_taint(9).is_empty());
    assert_eq!(m.reg_taint(10), set(&[2]));
    assert!(m.reg_taint(8).is_empty());
}

#[test]
fn gte_registers_carry_taint() {
    let mtc2 = |rt: u32, rd: u32| 0x4880_0000 | (rt << 16) | (rd << 11);
    let mfc2 = |rt: u32, rd: u32| 0x4800_0000 | (rt << 16) | (rd << 11);
    let code = [
        i(0x23, 4, 8, 0), // lw t0, 0(a0)         {0..3}
        NOP,
        mtc2(8, 0),       // mtc2 t0, VXY0
        i(0x32, 4, 1, 4), // lwc2 VZ0, 4(a0)      {4..7}
        mtc2(8, 15),      // mtc2 t0, SXYP (push)
        mfc2(9, 14),      // mfc2 t1, SXY2        {0..3}
        NOP,
        i(0x3A, 5, 1, 0), // swc2 VZ0, 0(a1)      OUT bytes {4..7}
        mtc2(8, 28),      // IRGB -> IR1..3
        mfc2(10, 29),     // ORGB                 {0..3}
        NOP,
        BREAK,
    ];
    let mut m = machine(&code);
    m.track_input(INPUT, 8).unwrap();
    m.set_reg(4, INPUT);
    m.set_reg(5, OUT);
    m.run(100);
    assert_eq!(m.gte_data_taint(0), set(&[0, 1, 2, 3]));
    assert_eq!(m.gte_data_taint(1), set(&[4, 5, 6, 7]));
    assert_eq!(m.reg_taint(9), set(&[0, 1, 2, 3]));
    assert_eq!(m.mem_taint(OUT), set(&[4, 5, 6, 7]));
    assert_eq!(m.gte_data_taint(9), set(&[0, 1, 2, 3]));
    assert_eq!(m.reg_taint(10), set(&[0, 1, 2, 3]));
}

#[test]
fn store_log_records_value_and_address_taint() {
    let code = [
        i(0x24, 4, 8, 0), // lbu t0, 0(a0)  {0}
        i(0x24, 4, 9, 1), // lbu t1, 1(a0)  {1}
        NOP,
        r(0x21, 5, 9, 11, 0), // addu t3, a1, t1 (address from byte 1)
        i(0x28, 11, 8, 0),    // sb t0, 0(t3)
        BREAK,
    ];
    let mut m = machine(&code);
    m.write_bytes(INPUT, &[0xAB, 3]).unwrap();
    m.track_input(INPUT, 2).unwrap();
    m.set_store_log(16);
    m.set_reg(4, INPUT);
    m.set_reg(5, OUT);
    m.run(100);
    let log = m.store_log();
    assert_eq!(log.len(), 1);
    let s = log[0];
    assert_eq!((s.pc, s.addr, s.size, s.value), (BASE + 16, OUT + 3, 1, 0xAB));
    assert_eq!(s.taint, set(&[0]));
    assert_eq!(s.addr_taint, set(&[1]));
    assert_eq!(m.mem_taint(OUT + 3), set(&[0]), "the byte carries the value's taint");
}

#[test]
fn region_limits() {
    let mut m = Machine::new();
    assert!(matches!(m.track_input(INPUT, 257), Err(Error::TrackTooLarge { len: 257, .. })));
    assert!(matches!(m.track_input(0x1F00_0000, 4), Err(Error::Range { .. })));
    assert!(m.track_input(INPUT, 256).is_ok());
    assert_eq!(m.mem_taint(INPUT + 255), Taint::byte(255));
}

fn syms(name: &str) -> BTreeMap<String, u32> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcc");
    std::fs::read_to_string(dir.join(format!("{name}.syms")))
        .unwrap()
        .lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let a = u32::from_str_radix(it.next()?, 16).ok()?;
            it.next()?;
            Some((it.next()?.to_string(), a))
        })
        .collect()
}

fn exe(name: &str) -> Vec<u8> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcc");
    std::fs::read(dir.join(format!("{name}.exe"))).unwrap()
}

/// End to end on gcc output: t_gpu.c packs each vertex of a static triangle into one GP0
/// word; tracking the triangle's 12 bytes, each vertex word must come from exactly its own
/// four bytes, at every optimisation level (O0 goes through the stack).
#[test]
fn gp0_words_come_from_their_vertex_bytes() {
    for opt in ["O0", "O2", "Os"] {
        let f = format!("t_gpu_{opt}");
        let s = syms(&f);
        let mut m = Machine::from_exe(&exe(&f)).unwrap();
        m.track_input(s["tri"], 12).unwrap();
        assert_eq!(m.call(s["run"], [OUT, 0, 0, 0], 1_000_000).stop, Stop::Return);
        let log = m.gpu_log();
        assert_eq!(log.len(), 9, "{f}");
        assert!(log[0].taint.is_empty(), "{f}: draw mode is a constant");
        for tri in 0..2 {
            assert!(log[1 + tri * 4].taint.is_empty(), "{f}: the colour is not from the triangle");
            for v in 0..3u32 {
                let w = &log[2 + tri * 4 + v as usize];
                assert_eq!(
                    w.taint,
                    set(&[4 * v, 4 * v + 1, 4 * v + 2, 4 * v + 3]),
                    "{f}: vertex {v}"
                );
            }
        }
    }
}

/// Provenance must not change what the code computes: every fixture gives the same results
/// and registers with it on (an input region tracked) as off.
#[test]
fn provenance_does_not_change_results() {
    for name in ["t_arith", "t_shift", "t_flow", "t_struct", "t_bios", "t_gpu", "t_bench"] {
        for opt in ["O0", "O2", "Os"] {
            let f = format!("{name}_{opt}");
            let s = syms(&f);
            let mut plain = Machine::from_exe(&exe(&f)).unwrap();
            let mut tracked = plain.clone();
            tracked.track_input(s["results"], 64).unwrap();
            let a = plain.run(20_000_000);
            let b = tracked.run(20_000_000);
            assert_eq!(a, b, "{f}");
            assert_eq!(plain.regs(), tracked.regs(), "{f}");
            assert_eq!(
                plain.read_bytes(s["results"], 1024).unwrap(),
                tracked.read_bytes(s["results"], 1024).unwrap()
            );
        }
    }
}

/// A GTE command: its outputs come from the registers it reads (Gte::io). RTPS projects V0
/// through RT/TR: SXY2 and SZ3 depend on V0's bytes; with V0 from input bytes 0..7 and the
/// matrix untracked, exactly those.
#[test]
fn gte_command_outputs_come_from_its_inputs() {
    let code = [
        i(0x32, 4, 0, 0),                     // lwc2 VXY0, 0(a0)  {0..3}
        i(0x32, 4, 1, 4),                     // lwc2 VZ0, 4(a0)   {4..7}
        0x4A18_0001,                          // rtps
        0x4800_0000 | (8 << 16) | (14 << 11), // mfc2 t0, SXY2
        NOP,
        BREAK,
    ];
    let mut m = machine(&code);
    m.write_bytes(INPUT, &[10, 0, 20, 0, 0, 1, 0, 0]).unwrap();
    m.track_input(INPUT, 8).unwrap();
    m.set_reg(4, INPUT);
    // RT = identity (0x1000 = 1.0), H = 0x100
    m.gte_mut().write_control(0, 0x1000);
    m.gte_mut().write_control(2, 0x1000);
    m.gte_mut().write_control(4, 0x1000);
    m.gte_mut().write_control(26, 0x100);
    assert_eq!(m.run(100).stop, Stop::Break { code: 0 });
    let v0 = set(&[0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!(m.gte_data_taint(14), v0);
    assert_eq!(m.gte_data_taint(19), v0, "SZ3");
    assert_eq!(m.reg_taint(8), v0);
    assert!(m.gte_data_taint(12).is_empty(), "SXY0 was pushed from the untracked SXY1");
    assert_ne!(m.reg(8), 0, "RTPS projected something");
}

/// RTPT: SXY0..2 each from their own vertex; three RTPS in a row do the same through the
/// FIFO.
#[test]
fn gte_fifo_stages_keep_their_own_vertex() {
    let lwc2 = |reg: u32, off: i32| i(0x32, 4, reg, off);
    let swc2 = |reg: u32, off: i32| i(0x3A, 5, reg, off);
    let loads: Vec<u32> = (0..6).map(|k| lwc2(k, 4 * k as i32)).collect();
    let stores: Vec<u32> = (0..3).map(|k| swc2(12 + k, 4 * k as i32)).collect();
    for cmds in [vec![0x4A28_0030u32], vec![0x4A18_0001]] {
        let mut code = loads.clone();
        if cmds.len() == 1 && cmds[0] == 0x4A18_0001 {
            // three RTPS, each after moving V1, V2 into V0
            code.push(0x4A18_0001);
            code.push(lwc2(0, 8));
            code.push(lwc2(1, 12));
            code.push(0x4A18_0001);
            code.push(lwc2(0, 16));
            code.push(lwc2(1, 20));
            code.push(0x4A18_0001);
        } else {
            code.extend(&cmds);
        }
        code.extend(&stores);
        code.push(BREAK);
        let mut m = machine(&code);
        m.track_input(INPUT, 24).unwrap();
        m.set_reg(4, INPUT);
        m.set_reg(5, OUT);
        m.gte_mut().write_control(26, 0x100);
        assert_eq!(m.run(100).stop, Stop::Break { code: 0 });
        for v in 0..3u32 {
            let want = set(&(8 * v..8 * v + 8).collect::<Vec<_>>());
            assert_eq!(m.gte_data_taint(12 + v as usize), want, "{cmds:x?} SXY{v}");
            assert_eq!(m.mem_taint(OUT + 4 * v), want);
            assert_eq!(m.gte_data_taint(17 + v as usize), want, "SZ{}", v + 1);
        }
    }
}
