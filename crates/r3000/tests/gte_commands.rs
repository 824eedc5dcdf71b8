//! Hand-checked cases per command, the numbers worked out from psx-spx's formulas (in the
//! comments), and every FLAG bit.
#![allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::arithmetic_side_effects)]

use r3000::gte::{flags, Gte, GteError};

const IDENTITY: [[i16; 3]; 3] = [[0x1000, 0, 0], [0, 0x1000, 0], [0, 0, 0x1000]];

// psx-spx command words.
const NCLIP: u32 = 0x140_0006;
const AVSZ3: u32 = 0x158_002D;
const AVSZ4: u32 = 0x168_002E;
const SQR: u32 = 0x0A0_0428;
const OP: u32 = 0x170_000C;
const GPF: u32 = 0x190_003D;
const GPL: u32 = 0x1A0_003E;
const INTPL: u32 = 0x098_0011;
const DPCS: u32 = 0x078_0010;
const DPCT: u32 = 0x0F8_002A;
const DCPL: u32 = 0x068_0029;
const NCS: u32 = 0x0C8_041E;
const NCT: u32 = 0x0D8_0420;
const NCCS: u32 = 0x108_041B;
const NCCT: u32 = 0x118_043F;
const NCDS: u32 = 0x0E8_0413;
const NCDT: u32 = 0x0F8_0416;
const CC: u32 = 0x138_041C;
const CDP: u32 = 0x128_0414;
const SF: u32 = 1 << 19;
const LM: u32 = 1 << 10;

fn mvmva(sf: bool, mx: u32, v: u32, cv: u32, lm: bool) -> u32 {
    0x040_0012 | (u32::from(sf) << 19) | (mx << 17) | (v << 15) | (cv << 13) | (u32::from(lm) << 10)
}

fn xy(x: i16, y: i16) -> u32 {
    u32::from(x as u16) | (u32::from(y as u16) << 16)
}

fn ir(gte: &Gte) -> [i32; 4] {
    [8, 9, 10, 11].map(|r| gte.read_data(r) as i32)
}

fn mac(gte: &Gte) -> [i32; 4] {
    [24, 25, 26, 27].map(|r| gte.read_data(r) as i32)
}

fn flag(gte: &Gte) -> u32 {
    gte.read_control(31)
}

fn set_ir(gte: &mut Gte, ir: [i16; 3]) {
    for (reg, v) in [9, 10, 11].into_iter().zip(ir) {
        gte.write_data(reg, v as u32);
    }
}

fn set_v(gte: &mut Gte, n: usize, v: [i16; 3]) {
    gte.write_data(2 * n, xy(v[0], v[1]));
    gte.write_data(2 * n + 1, v[2] as u32);
}

fn set_matrix(gte: &mut Gte, base: usize, m: [[i16; 3]; 3]) {
    gte.write_control(base, xy(m[0][0], m[0][1]));
    gte.write_control(base + 1, xy(m[0][2], m[1][0]));
    gte.write_control(base + 2, xy(m[1][1], m[1][2]));
    gte.write_control(base + 3, xy(m[2][0], m[2][1]));
    gte.write_control(base + 4, m[2][2] as u32);
}

fn set_vector(gte: &mut Gte, base: usize, t: [i32; 3]) {
    for (i, v) in t.into_iter().enumerate() {
        gte.write_control(base + i, v as u32);
    }
}

// ---- RTPS / RTPT ----------------------------------------------------------------------------

#[test]
fn rtps_identity_rotation_projects_with_h_ofx_ofy() {
    let mut gte = Gte::new();
    gte.set_rotation(&IDENTITY);
    gte.set_translation([0, 0, 0]);
    gte.set_screen(160 << 16, 120 << 16, 200);
    gte.set_depth_cue(0, 0x0080_0000);
    let p = gte.rtps_vertex([100, 50, 1000]);
    // MAC = (0x1000*V) >> 12 = V; SZ3 = 1000; n = UNR(200/1000) = 13107 (= 200*10000h/1000);
    // SX = (13107*100 + 160*10000h) >> 16 = 11796460 >> 16 = 179 (180*10000h = 11796480);
    // SY = (13107*50 + 120*10000h) >> 16 = 8519670 >> 16 = 129: the 16.16 result truncates.
    assert_eq!(r3000::gte::divider::unr_divide(200, 1000), Some(13107));
    assert_eq!(mac(&gte)[1..], [100, 50, 1000]);
    assert_eq!(ir(&gte)[1..], [100, 50, 1000]);
    assert_eq!((p.sx, p.sy, p.sz), (179, 129, 1000));
    // IR0 = (n*DQA + DQB) >> 12 = 0x800000 >> 12 = 0x800.
    assert_eq!((p.ir0, p.mac0), (0x800, 0x0080_0000));
    assert_eq!(p.flag, 0);
}

#[test]
fn rtps_translation_and_sf0() {
    let mut gte = Gte::new();
    gte.set_rotation(&IDENTITY);
    gte.set_translation([10, -20, 500]);
    gte.set_screen(0, 0, 250);
    let p = gte.rtps_vertex([90, 70, 500]);
    // sf=1: MAC = TR + V = (100, 50, 1000); n = 250*10000h/1000 = 16384; SX = 25, SY = 12.
    assert_eq!(mac(&gte)[1..], [100, 50, 1000]);
    assert_eq!((p.sx, p.sy, p.sz), (25, 12, 1000));
    // sf=0: MAC is not shifted (MAC1 = 100*1000h); IR1 saturates; SZ3 = MAC3 >> 12 = 1000.
    gte.execute(0x000_0001).unwrap();
    assert_eq!(mac(&gte)[1..], [100 << 12, 50 << 12, 1000 << 12]);
    assert_eq!(ir(&gte)[1..], [0x7FFF, 0x7FFF, 0x7FFF]);
    assert_eq!(gte.read_data(19), 1000);
    // IR1, IR2 flagged; IR3 not: its flag is checked on MAC3 >> 12 = 1000 (the RTPS quirk).
    let f = flag(&gte);
    assert_eq!(
        f & (flags::IR1_SATURATED | flags::IR2_SATURATED),
        flags::IR1_SATURATED | flags::IR2_SATURATED
    );
    assert_eq!(f & flags::IR3_SATURATED, 0);
}

#[test]
fn rtps_ir3_flag_acts_as_lm0_but_value_respects_lm() {
    let mut gte = Gte::new();
    gte.set_rotation(&IDENTITY);
    gte.set_screen(0, 0, 0);
    set_v(&mut gte, 0, [-5, -6, -7]);
    gte.execute(0x018_0001 | LM).unwrap();
    // lm=1: IR1..3 clamp to 0; IR1, IR2 flag; IR3 does not (checked as if lm=0).
    assert_eq!(ir(&gte)[1..], [0, 0, 0]);
    let f = flag(&gte);
    assert_ne!(f & flags::IR1_SATURATED, 0);
    assert_ne!(f & flags::IR2_SATURATED, 0);
    assert_eq!(f & flags::IR3_SATURATED, 0);
    // Negative Z saturates SZ3 to 0 (flag 18) and overflows the divide (flag 17).
    assert_eq!(gte.read_data(19), 0);
    assert_ne!(f & flags::SZ3_OTZ_SATURATED, 0);
    assert_ne!(f & flags::DIVIDE_OVERFLOW, 0);
}

#[test]
fn rtps_screen_saturation_and_ir0() {
    let mut gte = Gte::new();
    gte.set_rotation(&IDENTITY);
    gte.set_screen(0, 0, 1000);
    gte.set_depth_cue(0x100, 0);
    // n = 1000*10000h/600 ≈ 1.67*10000h; SX = 1000*1.67 > 3FFh; SY = -1000*1.67 < -400h.
    let p = gte.rtps_vertex([1000, -1000, 600]);
    assert_eq!((p.sx, p.sy), (0x3FF, -0x400));
    assert_ne!(p.flag & flags::SX2_SATURATED, 0);
    assert_ne!(p.flag & flags::SY2_SATURATED, 0);
    // IR0 = n*100h >> 12 = n/16 > 1000h: saturated, flag 12.
    assert_eq!(p.ir0, 0x1000);
    assert_ne!(p.flag & flags::IR0_SATURATED, 0);
    assert_ne!(p.flag & flags::ERROR, 0);
    // IR0 below zero saturates to 0.
    gte.set_depth_cue(-0x100, 0);
    let p = gte.rtps_vertex([0, 0, 600]);
    assert_eq!(p.ir0, 0);
    assert_eq!(p.flag, flags::IR0_SATURATED);
}

#[test]
fn rtpt_fills_both_fifos_and_cues_depth_from_v2() {
    let mut gte = Gte::new();
    gte.set_rotation(&IDENTITY);
    gte.set_screen(0, 0, 100);
    gte.set_depth_cue(1, 0);
    gte.write_data(16, 7); // SZ0: moved out
    gte.write_data(19, 9); // SZ3: moves to SZ0
    set_v(&mut gte, 0, [100, 0, 200]);
    set_v(&mut gte, 1, [0, 100, 400]);
    set_v(&mut gte, 2, [-100, -100, 800]);
    gte.execute(0x028_0030).unwrap();
    // n = 100*10000h/Z: 32768, 16384, 8192; SX = n*X >> 16.
    assert_eq!([16, 17, 18, 19].map(|r| gte.read_data(r)), [9, 200, 400, 800]);
    assert_eq!(gte.read_data(12), xy(50, 0));
    assert_eq!(gte.read_data(13), xy(0, 25));
    assert_eq!(gte.read_data(14), xy(-13, -13)); // -12.5 rounds down
                                                 // IR0 = (8192*1 + 0) >> 12 = 2 (from V2 only).
    assert_eq!(ir(&gte)[0], 2);
    assert_eq!(mac(&gte)[0], 8192);
}

// ---- NCLIP, AVSZ3/4 -------------------------------------------------------------------------

#[test]
fn nclip_sign_follows_winding() {
    let mut gte = Gte::new();
    let tri = |gte: &mut Gte, a: (i16, i16), b: (i16, i16), c: (i16, i16)| {
        gte.write_data(12, xy(a.0, a.1));
        gte.write_data(13, xy(b.0, b.1));
        gte.write_data(14, xy(c.0, c.1));
        gte.execute(NCLIP).unwrap();
        gte.read_data(24) as i32
    };
    // 0*0 + 10*10 + 0*0 - 0*10 - 10*0 - 0*0 = 100.
    assert_eq!(tri(&mut gte, (0, 0), (10, 0), (0, 10)), 100);
    assert_eq!(tri(&mut gte, (0, 0), (0, 10), (10, 0)), -100);
    assert_eq!(tri(&mut gte, (0, 0), (5, 5), (10, 10)), 0);
    assert_eq!(flag(&gte), 0);
    // 2*(-8000h*7FFFh)... overflows 32 bits: flag 16 (positive) or 15 (negative).
    let big = tri(&mut gte, (-0x8000, -0x8000), (0x7FFF, -0x8000), (-0x8000, 0x7FFF));
    let sx = [-0x8000i64, 0x7FFF, -0x8000];
    let sy = [-0x8000i64, -0x8000, 0x7FFF];
    let full = sx[0] * sy[1] + sx[1] * sy[2] + sx[2] * sy[0]
        - sx[0] * sy[2]
        - sx[1] * sy[0]
        - sx[2] * sy[1];
    assert!(full > i64::from(i32::MAX));
    assert_eq!(big, full as i32);
    assert_eq!(flag(&gte), flags::MAC0_POSITIVE | flags::ERROR);
    tri(&mut gte, (-0x8000, -0x8000), (-0x8000, 0x7FFF), (0x7FFF, -0x8000));
    assert_eq!(flag(&gte), flags::MAC0_NEGATIVE | flags::ERROR);
}

#[test]
fn avsz3_and_avsz4_scale_and_saturate() {
    let mut gte = Gte::new();
    for (reg, z) in [16, 17, 18, 19].into_iter().zip([100, 200, 300, 400]) {
        gte.write_data(reg, z);
    }
    gte.write_control(29, 0x555); // ZSF3 ≈ 1000h/3
    gte.write_control(30, 0x400); // ZSF4 = 1000h/4
    gte.execute(AVSZ3).unwrap();
    // MAC0 = 555h*(200+300+400) = 1365*900 = 1228500; OTZ = 1228500 >> 12 = 299.
    assert_eq!((gte.read_data(24), gte.read_data(7)), (1_228_500, 299));
    gte.execute(AVSZ4).unwrap();
    // MAC0 = 400h*1000 = 1024000; OTZ = 250.
    assert_eq!((gte.read_data(24), gte.read_data(7)), (1_024_000, 250));
    assert_eq!(flag(&gte), 0);
    // Negative ZSF: OTZ saturates to 0 (flag 18 and the summary).
    gte.write_control(29, (-0x555i32) as u32);
    gte.execute(AVSZ3).unwrap();
    assert_eq!(gte.read_data(24) as i32, -1_228_500);
    assert_eq!(gte.read_data(7), 0);
    assert_eq!(flag(&gte), flags::SZ3_OTZ_SATURATED | flags::ERROR);
    // OTZ above FFFFh saturates: 7FFFh*4*2000h >> 12 = 3FFF8h.
    gte.write_control(30, 0x7FFF);
    for reg in [16, 17, 18, 19] {
        gte.write_data(reg, 0x2000);
    }
    gte.execute(AVSZ4).unwrap();
    assert_eq!(gte.read_data(7), 0xFFFF);
    assert_eq!(flag(&gte), flags::SZ3_OTZ_SATURATED | flags::ERROR);
    // MAC0 overflow: 7FFFh * 4*FFFFh > 2^31.
    for reg in [16, 17, 18, 19] {
        gte.write_data(reg, 0xFFFF);
    }
    gte.execute(AVSZ4).unwrap();
    assert_eq!(flag(&gte), flags::MAC0_POSITIVE | flags::SZ3_OTZ_SATURATED | flags::ERROR);
    assert_eq!(gte.read_data(24), (0x7FFF_i64 * 4 * 0xFFFF) as u32);
}

// ---- SQR, OP, GPF, GPL ----------------------------------------------------------------------

#[test]
fn sqr_with_sf_0_and_1() {
    let mut gte = Gte::new();
    set_ir(&mut gte, [0x1000, -0x2000, 3]);
    gte.execute(SQR | SF).unwrap();
    // [1000h², 2000h², 9] >> 12 = [1000h, 4000h, 0].
    assert_eq!(mac(&gte)[1..], [0x1000, 0x4000, 0]);
    assert_eq!(ir(&gte)[1..], [0x1000, 0x4000, 0]);
    assert_eq!(flag(&gte), 0);
    set_ir(&mut gte, [0x1000, -0x2000, 3]);
    gte.execute(SQR).unwrap();
    // sf=0: 1000000h, 4000000h, 9; IR1, IR2 saturate to 7FFFh (flags 24, 23).
    assert_eq!(mac(&gte)[1..], [0x100_0000, 0x400_0000, 9]);
    assert_eq!(ir(&gte)[1..], [0x7FFF, 0x7FFF, 9]);
    assert_eq!(flag(&gte), flags::IR1_SATURATED | flags::IR2_SATURATED | flags::ERROR);
}

#[test]
fn op_is_the_cross_product_with_the_rt_diagonal() {
    let mut gte = Gte::new();
    gte.set_rotation(&[[0x1000, 0, 0], [0, 0x2000, 0], [0, 0, 0x3000]]);
    set_ir(&mut gte, [0x1000, 0, 0]);
    gte.execute(OP | SF).unwrap();
    // [IR3*D2-IR2*D3, IR1*D3-IR3*D1, IR2*D1-IR1*D2] >> 12 = [0, 3000h, -2000h].
    assert_eq!(mac(&gte)[1..], [0, 0x3000, -0x2000]);
    assert_eq!(ir(&gte)[1..], [0, 0x3000, -0x2000]);
    // lm=1 clamps the negative lane to 0 and flags it.
    set_ir(&mut gte, [0x1000, 0, 0]);
    gte.execute(OP | SF | LM).unwrap();
    assert_eq!(ir(&gte)[1..], [0, 0x3000, 0]);
    assert_eq!(flag(&gte), flags::IR3_SATURATED);
}

#[test]
fn gpf_and_gpl_interpolate_and_push_colour() {
    let mut gte = Gte::new();
    gte.write_data(6, 0x2C00_0000); // CODE = 2Ch
    gte.write_data(8, 0x800); // IR0 = 0.5
    set_ir(&mut gte, [0x1000, 0x200, -0x100]);
    gte.execute(GPF | SF).unwrap();
    // MAC = IR*IR0 >> 12 = [800h, 100h, -80h]; colour = MAC/16 = [80h, 10h, -8 → 0].
    assert_eq!(mac(&gte)[1..], [0x800, 0x100, -0x80]);
    assert_eq!(ir(&gte)[1..], [0x800, 0x100, -0x80]);
    assert_eq!(gte.read_data(22), 0x2C00_1080);
    assert_eq!(flag(&gte), flags::COLOR_B_SATURATED);
    // GPL: MAC = ((MAC << 12) + IR*IR0) >> 12 = MAC + IR*IR0/1000h.
    set_ir(&mut gte, [0x1000, 0x200, 0x100]);
    gte.execute(GPL | SF).unwrap();
    assert_eq!(mac(&gte)[1..], [0x800 + 0x800, 0x100 + 0x100, -0x80 + 0x80]);
    // R = 1000h/16 = 100h: saturated to FFh (flag 21).
    assert_eq!(gte.read_data(22), 0x2C00_20FF);
    assert_eq!(gte.read_data(21), 0x2C00_1080);
    assert_eq!(flag(&gte), flags::COLOR_R_SATURATED);
}

// ---- INTPL, DPCS, DPCT, DCPL ----------------------------------------------------------------

#[test]
fn intpl_and_dpcs_move_from_the_colour_to_far_colour_by_ir0() {
    let mut gte = Gte::new();
    set_vector(&mut gte, 21, [0x800, 0x400, 0x200]); // FC
    gte.write_data(6, 0x3056_3412); // RGBC: R=12h G=34h B=56h CODE=30h
    set_ir(&mut gte, [0x100, 0x200, 0x300]);
    gte.write_data(8, 0); // IR0 = 0: the colour itself
    gte.execute(INTPL).unwrap();
    assert_eq!(mac(&gte)[1..], [0x100, 0x200, 0x300]);
    assert_eq!(gte.read_data(22), 0x3030_2010);
    gte.write_data(8, 0x1000); // IR0 = 1.0: the far colour
    set_ir(&mut gte, [0x100, 0x200, 0x300]);
    gte.execute(INTPL).unwrap();
    assert_eq!(mac(&gte)[1..], [0x800, 0x400, 0x200]);
    assert_eq!(gte.read_data(22), 0x3020_4080);
    gte.write_data(8, 0x800); // halfway: MAC = C + (FC-C)/2
    set_ir(&mut gte, [0x100, 0x200, 0x300]);
    gte.execute(INTPL).unwrap();
    assert_eq!(mac(&gte)[1..], [0x480, 0x300, 0x280]);
    // DPCS: MAC = [R,G,B] << 16 >> 12 = RGB*16 at IR0 = 0, so the FIFO gets RGBC back.
    gte.write_data(8, 0);
    gte.execute(DPCS).unwrap();
    assert_eq!(mac(&gte)[1..], [0x120, 0x340, 0x560]);
    assert_eq!(gte.read_data(22), 0x3056_3412);
    gte.write_data(8, 0x1000);
    gte.execute(DPCS).unwrap();
    assert_eq!(gte.read_data(22), 0x3020_4080);
    assert_eq!(flag(&gte), 0);
}

#[test]
fn intpl_far_colour_difference_saturates_as_if_lm0() {
    let mut gte = Gte::new();
    set_vector(&mut gte, 21, [0, 0, 0]);
    set_ir(&mut gte, [0x7000, 0, 0]);
    gte.write_data(8, 0x800);
    gte.execute(INTPL | LM).unwrap();
    // (FC - 7000h<<12) >> 12 = -7000h: in range for lm=0, so no flag; MAC1 = 7000h - 3800h.
    assert_eq!(mac(&gte)[1], 0x3800);
    assert_eq!(flag(&gte) & flags::IR1_SATURATED, 0);
}

#[test]
fn dpct_reads_the_fifo_bottom_three_times() {
    let mut gte = Gte::new();
    gte.write_data(6, 0xAA00_0000); // CODE
    gte.write_data(20, 0x0103_0201);
    gte.write_data(21, 0x0206_0504);
    gte.write_data(22, 0x0309_0807);
    gte.write_data(8, 0);
    gte.execute(DPCT).unwrap();
    // IR0 = 0: each colour comes back, with CODE from RGBC.
    assert_eq!([20, 21, 22].map(|r| gte.read_data(r)), [0xAA03_0201, 0xAA06_0504, 0xAA09_0807]);
}

#[test]
fn dcpl_multiplies_colour_by_ir_then_cues() {
    let mut gte = Gte::new();
    gte.write_data(6, 0x0080_8080);
    set_ir(&mut gte, [0x1000, 0x800, 0]);
    gte.write_data(8, 0);
    gte.execute(DCPL).unwrap();
    // [R*IR1, G*IR2, B*IR3] << 4 >> 12 = [80h*1000h/100h, 80h*800h/100h, 0] = [800h, 400h, 0].
    assert_eq!(mac(&gte)[1..], [0x800, 0x400, 0]);
    assert_eq!(gte.read_data(22), 0x0000_4080);
}

// ---- MVMVA ----------------------------------------------------------------------------------

/// psx-spx's MVMVA, written out plainly for operands that cannot overflow.
fn mvmva_reference(
    gte: &Gte,
    sf: bool,
    mx: u32,
    v: u32,
    cv: u32,
    lm: bool,
) -> ([i32; 3], [i32; 3]) {
    let c = gte.control_regs();
    let d = gte.data_regs();
    let lo = |w: u32| i64::from(w as u16 as i16);
    let hi = |w: u32| i64::from((w >> 16) as u16 as i16);
    let matrix = |b: usize| {
        [
            [lo(c[b]), hi(c[b]), lo(c[b + 1])],
            [hi(c[b + 1]), lo(c[b + 2]), hi(c[b + 2])],
            [lo(c[b + 3]), hi(c[b + 3]), lo(c[b + 4])],
        ]
    };
    let m = match mx {
        0 => matrix(0),
        1 => matrix(8),
        2 => matrix(16),
        _ => {
            let r = i64::from(d[6] & 0xFF) * 16;
            let rt13 = lo(c[1]);
            let rt22 = lo(c[2]);
            [[-r, r, lo(d[8])], [rt13; 3], [rt22; 3]]
        }
    };
    let vec = match v {
        0..=2 => [lo(d[2 * v as usize]), hi(d[2 * v as usize]), lo(d[2 * v as usize + 1])],
        _ => [lo(d[9]), lo(d[10]), lo(d[11])],
    };
    let t = match cv {
        0 => [5, 6, 7].map(|r| i64::from(c[r] as i32)),
        1 => [13, 14, 15].map(|r| i64::from(c[r] as i32)),
        _ => [0; 3],
    };
    let shift = if sf { 12 } else { 0 };
    let mut macs = [0i32; 3];
    let mut irs = [0i32; 3];
    for i in 0..3 {
        let sum = if cv == 2 {
            // The FC bug: only the last two products.
            m[i][1] * vec[1] + m[i][2] * vec[2]
        } else {
            (t[i] << 12) + m[i][0] * vec[0] + m[i][1] * vec[1] + m[i][2] * vec[2]
        };
        macs[i] = (sum >> shift) as i32;
        irs[i] = macs[i].clamp(if lm { 0 } else { -0x8000 }, 0x7FFF);
    }
    (macs, irs)
}

fn mvmva_state() -> Gte {
    let mut gte = Gte::new();
    set_matrix(
        &mut gte,
        0,
        [[0x1000, -0x200, 0x300], [0x50, 0x800, -0x1000], [0x7FF, 0x10, -0x40]],
    );
    set_matrix(
        &mut gte,
        8,
        [[-0x1000, 0x100, 0x20], [0x300, -0x400, 0x500], [0x600, 0x700, 0x800]],
    );
    set_matrix(
        &mut gte,
        16,
        [[0x111, 0x222, -0x333], [0x444, -0x555, 0x666], [0x777, 0x888, 0x999]],
    );
    set_vector(&mut gte, 5, [100, -200, 300]);
    set_vector(&mut gte, 13, [-0x40, 0x80, 0x100]);
    set_vector(&mut gte, 21, [0x7FFF, -0x7FFF, 0x1234]);
    set_v(&mut gte, 0, [0x100, -0x200, 0x300]);
    set_v(&mut gte, 1, [-0x7FF, 0x10, 0x20]);
    set_v(&mut gte, 2, [0x40, 0x50, -0x60]);
    set_ir(&mut gte, [0x123, -0x456, 0x789]);
    gte.write_data(8, 0x0800);
    gte.write_data(6, 0x0000_00C3);
    gte
}

#[test]
fn mvmva_every_mx_v_cv_sf_lm() {
    for sf in [false, true] {
        for lm in [false, true] {
            for mx in 0..4 {
                for v in 0..4 {
                    for cv in 0..4 {
                        let mut gte = mvmva_state();
                        let (macs, irs) = mvmva_reference(&gte, sf, mx, v, cv, lm);
                        gte.execute(mvmva(sf, mx, v, cv, lm)).unwrap();
                        let what = format!("sf={sf} lm={lm} mx={mx} v={v} cv={cv}");
                        assert_eq!(mac(&gte)[1..], macs, "MAC {what}");
                        assert_eq!(ir(&gte)[1..], irs, "IR {what}");
                    }
                }
            }
        }
    }
}

#[test]
fn mvmva_literal_cases() {
    let mut gte = Gte::new();
    gte.set_rotation(&IDENTITY);
    gte.set_translation([10, 20, 30]);
    set_v(&mut gte, 0, [1, 2, 3]);
    gte.execute(mvmva(true, 0, 0, 0, false)).unwrap();
    // (TR*1000h + I*V) >> 12 = TR + V.
    assert_eq!(mac(&gte)[1..], [11, 22, 33]);
    // cv=2 (FC) is bugged: MAC = (M12*V2 + M13*V3) >> 12 = [0, 2, 3] for the identity.
    set_vector(&mut gte, 21, [100, 100, 100]);
    gte.execute(mvmva(true, 0, 0, 2, false)).unwrap();
    assert_eq!(mac(&gte)[1..], [0, 2, 3]);
    assert_eq!(flag(&gte), 0);
    // …but the dropped FC*1000h + M11*V1 still sets flags: IR1 as if lm=0 for FC1 = 8000h.
    set_vector(&mut gte, 21, [0x8000, 0, 0]);
    gte.execute(mvmva(true, 0, 0, 2, false)).unwrap();
    assert_eq!(mac(&gte)[1..], [0, 2, 3]);
    assert_eq!(flag(&gte), flags::IR1_SATURATED | flags::ERROR);
    // The dropped part's 44-bit overflow is flagged too.
    set_vector(&mut gte, 21, [i32::MAX, 0, 0]);
    gte.set_rotation(&[[0x7FFF, 0, 0], [0, 0x1000, 0], [0, 0, 0x1000]]);
    set_v(&mut gte, 0, [0x7FFF, 2, 3]);
    gte.execute(mvmva(true, 0, 0, 2, false)).unwrap();
    assert_eq!(flag(&gte) & flags::MAC1_POSITIVE, flags::MAC1_POSITIVE);
    // mx=3, the garbage matrix [-R*10h, R*10h, IR0], [RT13…], [RT22…]; R = 1, IR0 = 1000h.
    gte.set_rotation(&[[0, 0, 0x100], [0, 0x200, 0], [0, 0, 0]]);
    gte.write_data(6, 1);
    gte.write_data(8, 0x1000);
    set_v(&mut gte, 0, [0x1000, 0x2000, 0x3000]);
    gte.execute(mvmva(true, 3, 0, 3, false)).unwrap();
    // Row 1: (-10h*1000h + 10h*2000h + 1000h*3000h) >> 12 = -10h + 20h + 3000h = 3010h.
    // Row 2: 100h*(1000h+2000h+3000h) >> 12 = 600h; row 3: 200h*6000h >> 12 = C00h.
    assert_eq!(mac(&gte)[1..], [0x3010, 0x600, 0xC00]);
}

// ---- NCS, NCCS, NCDS, CC, CDP and the triples -----------------------------------------------

/// A light along X, colour matrix column 1 = (800h, 400h, 200h), BK = 0, FC = (800h, 0, 0),
/// RGBC = (80h, 80h, 80h, CODE 20h); V0 = (1000h, 0, 0).
fn light_state() -> Gte {
    let mut gte = Gte::new();
    set_matrix(&mut gte, 8, [[0x1000, 0, 0], [0, 0, 0], [0, 0, 0]]);
    set_matrix(&mut gte, 16, [[0x800, 0, 0], [0x400, 0, 0], [0x200, 0, 0]]);
    set_vector(&mut gte, 21, [0x800, 0, 0]);
    gte.write_data(6, 0x2080_8080);
    set_v(&mut gte, 0, [0x1000, 0, 0]);
    set_v(&mut gte, 1, [0, 0x1000, 0]);
    set_v(&mut gte, 2, [-0x1000, 0, 0]);
    gte
}

#[test]
fn ncs_nccs_ncds() {
    // NCS: LLM*V0 = (1000h, 0, 0); BK + LCM*IR = (800h, 400h, 200h); colour = MAC/16.
    let mut gte = light_state();
    gte.execute(NCS).unwrap();
    assert_eq!(mac(&gte)[1..], [0x800, 0x400, 0x200]);
    assert_eq!(gte.read_data(22), 0x2020_4080);
    // With BK = (10h, 0, 0): MAC1 = 810h, R = 81h.
    set_vector(&mut gte, 13, [0x10, 0, 0]);
    gte.execute(NCS).unwrap();
    assert_eq!(gte.read_data(22), 0x2020_4081);
    // NCCS: [R*IR1, G*IR2, B*IR3] << 4 >> 12 = [400h, 200h, 100h].
    let mut gte = light_state();
    gte.execute(NCCS).unwrap();
    assert_eq!(mac(&gte)[1..], [0x400, 0x200, 0x100]);
    assert_eq!(gte.read_data(22), 0x2010_2040);
    // NCDS at IR0 = 0 equals NCCS; at IR0 = 1000h it is FC.
    let mut gte = light_state();
    gte.execute(NCDS).unwrap();
    assert_eq!(gte.read_data(22), 0x2010_2040);
    gte.write_data(8, 0x1000);
    gte.execute(NCDS).unwrap();
    assert_eq!(mac(&gte)[1..], [0x800, 0, 0]);
    assert_eq!(gte.read_data(22), 0x2000_0080);
    assert_eq!(flag(&gte), 0);
}

#[test]
fn ncs_lm_clamps_the_back_facing_light() {
    let mut gte = light_state();
    set_v(&mut gte, 0, [-0x1000, 0, 0]);
    gte.execute(NCS).unwrap();
    // LLM*V0 = -1000h, clamped to 0 with lm=1 (NCS's word has lm set): no light.
    assert_eq!(ir(&gte)[1..], [0, 0, 0]);
    assert_eq!(gte.read_data(22), 0x2000_0000);
    assert_eq!(flag(&gte), flags::IR1_SATURATED | flags::ERROR);
}

#[test]
fn triples_push_three_colours() {
    for (command, expected) in [
        (NCT, [0x2020_4080, 0x2000_0000, 0x2000_0000]),
        (NCCT, [0x2010_2040, 0x2000_0000, 0x2000_0000]),
        (NCDT, [0x2010_2040, 0x2000_0000, 0x2000_0000]),
    ] {
        let mut gte = light_state();
        gte.execute(command).unwrap();
        assert_eq!([20, 21, 22].map(|r| gte.read_data(r)), expected, "{command:07x}");
    }
}

#[test]
fn cc_and_cdp_start_from_ir() {
    let mut gte = light_state();
    set_ir(&mut gte, [0x1000, 0, 0]);
    gte.execute(CC).unwrap();
    assert_eq!(gte.read_data(22), 0x2010_2040);
    set_ir(&mut gte, [0x1000, 0, 0]);
    gte.write_data(8, 0x1000);
    gte.execute(CDP).unwrap();
    assert_eq!(gte.read_data(22), 0x2000_0080);
}

// ---- FLAG bits, unknown commands ------------------------------------------------------------

#[test]
fn mac_44_bit_overflow_flags_each_lane() {
    let mut gte = Gte::new();
    gte.set_rotation(&[
        [0x7FFF, 0x7FFF, 0x7FFF],
        [-0x8000, -0x8000, -0x8000],
        [0x7FFF, 0x7FFF, 0x7FFF],
    ]);
    set_vector(&mut gte, 5, [i32::MAX, i32::MIN, i32::MIN]);
    set_v(&mut gte, 0, [0x7FFF, 0x7FFF, 0x7FFF]);
    gte.execute(mvmva(true, 0, 0, 0, false)).unwrap();
    // Lane 1: 7FFFFFFFh<<12 + 3*7FFFh² > 2^43-1; lane 2: -2^43 - 3*8000h*7FFFh < -2^43;
    // lane 3: -2^43 + 3*7FFFh² fits.
    assert_eq!(flag(&gte) & 0x7E00_0000, flags::MAC1_POSITIVE | flags::MAC2_NEGATIVE);
    set_vector(&mut gte, 5, [i32::MIN, i32::MAX, i32::MIN]);
    set_v(&mut gte, 0, [-0x8000, -0x8000, -0x8000]);
    gte.execute(mvmva(true, 0, 0, 0, false)).unwrap();
    assert_eq!(
        flag(&gte) & 0x7E00_0000,
        flags::MAC1_NEGATIVE | flags::MAC2_POSITIVE | flags::MAC3_NEGATIVE
    );
    assert_ne!(flag(&gte) & flags::ERROR, 0);
}

#[test]
fn summary_bit_ignores_colour_ir3_and_ir0_flags() {
    let mut gte = Gte::new();
    // Colour saturation alone: no bit 31.
    gte.write_data(8, 0x1000);
    set_ir(&mut gte, [0x7FFF, 0, 0]);
    gte.execute(GPF | SF).unwrap();
    assert_eq!(flag(&gte), flags::COLOR_R_SATURATED);
    // IR3 saturation alone: no bit 31.
    set_ir(&mut gte, [0, 0, 0x4000]);
    gte.execute(SQR).unwrap();
    assert_eq!(flag(&gte), flags::IR3_SATURATED);
    // IR2 saturation: bit 31.
    set_ir(&mut gte, [0, 0x4000, 0]);
    gte.execute(SQR).unwrap();
    assert_eq!(flag(&gte), flags::IR2_SATURATED | flags::ERROR);
}

#[test]
fn every_command_clears_flag_first() {
    let mut gte = Gte::new();
    gte.write_control(31, 0x7FFF_F000);
    gte.execute(NCLIP).unwrap();
    assert_eq!(flag(&gte), 0);
}

#[test]
fn unknown_commands_report_and_change_nothing() {
    let mut gte = mvmva_state();
    let before = (gte.data_regs(), gte.control_regs());
    for opcode in
        [0x00, 0x02, 0x05, 0x07, 0x0B, 0x0D, 0x15, 0x1A, 0x1D, 0x1F, 0x21, 0x2B, 0x2F, 0x31, 0x3C]
    {
        let command = 0x1F0_0000 | opcode;
        assert_eq!(gte.execute(command), Err(GteError::UnknownCommand { command }));
        assert_eq!(Gte::io(command), None);
    }
    assert_eq!((gte.data_regs(), gte.control_regs()), before);
    let message = GteError::UnknownCommand { command: 0x02 }.to_string();
    assert!(message.contains("0x02"), "{message}");
}

#[test]
fn fake_command_bits_are_ignored() {
    // psx-spx: Wipeout 2097 uses 0140006h for NCLIP (1400006h).
    let mut a = mvmva_state();
    a.write_data(12, xy(0, 0));
    a.write_data(13, xy(10, 0));
    a.write_data(14, xy(0, 10));
    let mut b = a.clone();
    a.execute(0x014_0006).unwrap();
    b.execute(NCLIP).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.read_data(24), 100);
}

#[test]
fn io_names_the_obvious_registers() {
    let rtps = Gte::io(0x018_0001).unwrap();
    assert_eq!(rtps.reads_data & 0b11, 0b11); // VXY0, VZ0
    assert_eq!(rtps.reads_control & 0x1F, 0x1F); // RT
    assert_eq!(rtps.reads_control & (0x1F << 24), 0x1F << 24); // OFX OFY H DQA DQB
    assert_eq!(rtps.writes_data & (0xF << 12), 0xF << 12); // SXY FIFO
    assert_eq!(rtps.writes_data & (0xF << 16), 0xF << 16); // SZ FIFO
    assert_eq!(rtps.writes_control, 1 << 31);
    let nclip = Gte::io(NCLIP).unwrap();
    assert_eq!(nclip.reads_data, 0b111 << 12);
    assert_eq!(nclip.writes_data, 1 << 24);
    let avsz3 = Gte::io(AVSZ3).unwrap();
    assert_eq!((avsz3.reads_data, avsz3.reads_control), (0b111 << 17, 1 << 29));
    assert_eq!(avsz3.writes_data, (1 << 24) | (1 << 7));
    // MVMVA's reads follow its fields.
    let m = Gte::io(mvmva(true, 1, 3, 2, false)).unwrap();
    assert_eq!(m.reads_control, (0x1F << 8) | (0b111 << 21));
    assert_eq!(m.reads_data, 0b111 << 9);
    assert_eq!(Gte::io(mvmva(true, 0, 0, 3, false)).unwrap().reads_control, 0x1F);
}
