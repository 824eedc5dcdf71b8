//! mtc2/mfc2/ctc2/cfc2 behaviour of every register, from psx-spx "GTE Registers".
#![allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::arithmetic_side_effects)]

use r3000::gte::Gte;

#[test]
fn new_is_all_zero_except_lzcr() {
    let gte = Gte::new();
    let data = gte.data_regs();
    // LZCR counts the leading zeroes of LZCS = 0: 32.
    assert_eq!(data[31], 32);
    assert!(data[..31].iter().all(|&r| r == 0));
    assert!(gte.control_regs().iter().all(|&r| r == 0));
}

#[test]
fn sixteen_bit_data_registers_sign_or_zero_extend() {
    let mut gte = Gte::new();
    // psx-spx: writing 12008900h to a signed 16-bit register reads back FFFF8900h.
    for reg in [1, 3, 5, 8, 9, 10, 11] {
        gte.write_data(reg, 0x1200_8900);
        assert_eq!(gte.read_data(reg), 0xFFFF_8900, "r{reg}");
        gte.write_data(reg, 0x1200_7900);
        assert_eq!(gte.read_data(reg), 0x0000_7900, "r{reg}");
    }
    // OTZ and SZ0..3 are unsigned 16-bit.
    for reg in [7, 16, 17, 18, 19] {
        gte.write_data(reg, 0x1200_8900);
        assert_eq!(gte.read_data(reg), 0x0000_8900, "r{reg}");
    }
}

#[test]
fn thirty_two_bit_data_registers_round_trip() {
    let mut gte = Gte::new();
    for reg in [0, 2, 4, 6, 12, 13, 14, 20, 21, 22, 23, 24, 25, 26, 27, 30] {
        gte.write_data(reg, 0x8123_4567);
        assert_eq!(gte.read_data(reg), 0x8123_4567, "r{reg}");
    }
}

#[test]
fn sxyp_write_pushes_and_reads_as_sxy2() {
    let mut gte = Gte::new();
    gte.write_data(12, 0x0001_0001);
    gte.write_data(13, 0x0002_0002);
    gte.write_data(14, 0x0003_0003);
    assert_eq!(gte.read_data(15), 0x0003_0003);
    gte.write_data(15, 0xFFFF_0004);
    assert_eq!(gte.read_data(12), 0x0002_0002);
    assert_eq!(gte.read_data(13), 0x0003_0003);
    assert_eq!(gte.read_data(14), 0xFFFF_0004);
    assert_eq!(gte.read_data(15), 0xFFFF_0004);
    // Writing SXY2 itself moves nothing.
    gte.write_data(14, 0x0005_0005);
    assert_eq!(gte.read_data(13), 0x0003_0003);
}

#[test]
fn irgb_expands_into_ir_and_orgb_collapses() {
    let mut gte = Gte::new();
    // 0-4 red, 5-9 green, 10-14 blue, each × 80h into IR1..3.
    gte.write_data(28, 0xFFFF_0000 | (0x1F) | (0x01 << 5) | (0x10 << 10));
    assert_eq!(gte.read_data(9), 0x0F80);
    assert_eq!(gte.read_data(10), 0x0080);
    assert_eq!(gte.read_data(11), 0x0800);
    // IRGB and ORGB both read the collapsed IR1..3.
    let packed = 0x1F | (0x01 << 5) | (0x10 << 10);
    assert_eq!(gte.read_data(28), packed);
    assert_eq!(gte.read_data(29), packed);
    // ORGB saturates: negative to 0, >= 1000h to 1Fh; bits 15..31 read zero.
    gte.write_data(9, 0xFFFF_FFFF);
    gte.write_data(10, 0x7FFF);
    gte.write_data(11, 0x0FFF);
    assert_eq!(gte.read_data(29), (0x1F << 5) | (0x1F << 10));
    // ORGB is read-only.
    gte.write_data(29, 0);
    assert_eq!(gte.read_data(10), 0x7FFF);
}

#[test]
fn lzcr_counts_leading_sign_bits() {
    let cases = [
        (0x0000_0000u32, 32u32),
        (0xFFFF_FFFF, 32),
        (0x0000_0001, 31),
        (0x8000_0000, 1),
        (0x4000_0000, 1),
        (0x7FFF_FFFF, 1),
        (0x00FF_0000, 8),
        (0xFF00_FFFF, 8),
        (0xFFFF_FFFE, 31),
    ];
    let mut gte = Gte::new();
    for (lzcs, lzcr) in cases {
        gte.write_data(30, lzcs);
        assert_eq!(gte.read_data(30), lzcs);
        assert_eq!(gte.read_data(31), lzcr, "LZCS {lzcs:08x}");
        // LZCR is read-only.
        gte.write_data(31, 5);
        assert_eq!(gte.read_data(31), lzcr);
    }
}

#[test]
fn control_sixteen_bit_registers_sign_extend_h_included() {
    let mut gte = Gte::new();
    for reg in [4, 12, 20, 26, 27, 29, 30] {
        gte.write_control(reg, 0x1234_8765);
        assert_eq!(gte.read_control(reg), 0xFFFF_8765, "c{reg}");
        gte.write_control(reg, 0x1234_0765);
        assert_eq!(gte.read_control(reg), 0x0000_0765, "c{reg}");
    }
    // Matrix pairs and 32-bit vectors round trip.
    for reg in
        [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 28]
    {
        gte.write_control(reg, 0x8765_4321);
        assert_eq!(gte.read_control(reg), 0x8765_4321, "c{reg}");
    }
}

#[test]
fn flag_writes_mask_and_bit31_is_the_summary() {
    let mut gte = Gte::new();
    gte.write_control(31, 0xFFFF_FFFF);
    assert_eq!(gte.read_control(31), 0xFFFF_F000);
    // Bits 22..19 and 12 do not raise bit 31.
    gte.write_control(31, 0x0078_1000);
    assert_eq!(gte.read_control(31), 0x0078_1000);
    // Bits 30..23 and 18..13 each do.
    for bit in (23..=30).chain(13..=18) {
        gte.write_control(31, 1 << bit);
        assert_eq!(gte.read_control(31), (1 << bit) | 0x8000_0000, "bit {bit}");
    }
    // Writing bit 31 alone is ignored.
    gte.write_control(31, 0x8000_0000);
    assert_eq!(gte.read_control(31), 0);
}

#[test]
fn register_index_wraps_at_32() {
    let mut gte = Gte::new();
    gte.write_data(32 + 6, 0x1122_3344);
    assert_eq!(gte.read_data(6), 0x1122_3344);
    gte.write_control(64 + 24, 0x0010_0000);
    assert_eq!(gte.read_control(24), 0x0010_0000);
}

#[test]
fn setters_write_the_same_registers_as_ctc2() {
    let mut gte = Gte::new();
    gte.set_rotation(&[[1, 2, 3], [4, 5, 6], [7, 8, -9]]);
    gte.set_translation([10, -20, 30]);
    gte.set_screen(160 << 16, 120 << 16, 0x9000);
    gte.set_depth_cue(-100, 0x0140_0000);
    let c = gte.control_regs();
    assert_eq!(
        &c[0..8],
        &[0x0002_0001, 0x0004_0003, 0x0006_0005, 0x0008_0007, 0xFFFF_FFF7, 10, (-20i32) as u32, 30]
    );
    assert_eq!(&c[24..29], &[160 << 16, 120 << 16, 0xFFFF_9000, 0xFFFF_FF9C, 0x0140_0000]);
}
