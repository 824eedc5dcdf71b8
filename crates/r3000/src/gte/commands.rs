//! The GTE commands, one function each, named and ordered as psx-spx lists them
//! **[public: psx-spx "GTE Coordinate / General Purpose / Color Calculation Commands",
//! "GTE Saturation", "GTE Division Inaccuracy"]**.
//!
//! Arithmetic is done in `i64`: MAC1..3 results are checked against 44 bits after every
//! addition (and wrap to 44 bits), MAC0 results against 32 bits; the 32-bit MAC registers
//! keep the low 32 bits. Every command starts with FLAG = 0.

use super::{divider, flags, Gte, GteError};

/// The fields of a command word (cop2 imm25) **[public: psx-spx "GTE Command Encoding"]**.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Command {
    /// Bits 0..5: the real command number.
    pub opcode: u32,
    /// Bit 19: shift fraction (sf): results `SAR 12` when set.
    pub sf: bool,
    /// Bit 10: saturate IR1..3 to 0..0x7FFF (lm) instead of -0x8000..0x7FFF.
    pub lm: bool,
    /// Bits 17..18: MVMVA multiply matrix (0 RT, 1 LLM, 2 LCM, 3 garbage).
    pub mx: u32,
    /// Bits 15..16: MVMVA multiply vector (0 V0, 1 V1, 2 V2, 3 IR).
    pub v: u32,
    /// Bits 13..14: MVMVA translation vector (0 TR, 1 BK, 2 FC (bugged), 3 none).
    pub cv: u32,
}

impl Command {
    /// Splits a command word into its fields; bits 20..24 (the fake number) are ignored.
    pub const fn decode(word: u32) -> Command {
        Command {
            opcode: word & 0x3F,
            sf: word & (1 << 19) != 0,
            lm: word & (1 << 10) != 0,
            mx: (word >> 17) & 3,
            v: (word >> 15) & 3,
            cv: (word >> 13) & 3,
        }
    }

    /// `sf*12`.
    const fn shift(self) -> u32 {
        if self.sf {
            12
        } else {
            0
        }
    }
}

/// One of the three vector lanes (MAC1/IR1/R, MAC2/IR2/G, MAC3/IR3/B) and its FLAG bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lane {
    One,
    Two,
    Three,
}

impl Lane {
    const fn mac_positive(self) -> u32 {
        match self {
            Lane::One => flags::MAC1_POSITIVE,
            Lane::Two => flags::MAC2_POSITIVE,
            Lane::Three => flags::MAC3_POSITIVE,
        }
    }

    const fn mac_negative(self) -> u32 {
        match self {
            Lane::One => flags::MAC1_NEGATIVE,
            Lane::Two => flags::MAC2_NEGATIVE,
            Lane::Three => flags::MAC3_NEGATIVE,
        }
    }

    const fn ir_saturated(self) -> u32 {
        match self {
            Lane::One => flags::IR1_SATURATED,
            Lane::Two => flags::IR2_SATURATED,
            Lane::Three => flags::IR3_SATURATED,
        }
    }

    const fn color_saturated(self) -> u32 {
        match self {
            Lane::One => flags::COLOR_R_SATURATED,
            Lane::Two => flags::COLOR_G_SATURATED,
            Lane::Three => flags::COLOR_B_SATURATED,
        }
    }
}

/// The largest MAC1..3 intermediate that fits in 44 bits.
const MAC44_MAX: i64 = (1 << 43) - 1;
/// The smallest MAC1..3 intermediate that fits in 44 bits.
const MAC44_MIN: i64 = -(1 << 43);

/// `a*b + c` in `i64` (never overflows for GTE operands: 32-bit × 17-bit + 44-bit).
const fn mul_add(a: i64, b: i64, c: i64) -> i64 {
    a.wrapping_mul(b).wrapping_add(c)
}

/// A 16-bit vector widened.
fn wide(v: [i16; 3]) -> [i64; 3] {
    v.map(i64::from)
}

/// A 32-bit vector as `value SHL 12` (TR, BK, FC in the `*1000h` terms).
fn shl12(v: [i32; 3]) -> [i64; 3] {
    v.map(|x| i64::from(x).wrapping_shl(12))
}

impl Gte {
    /// Runs one GTE command: `command` is the cop2 imm25 (bits 0..24 of the instruction).
    /// An opcode psx-spx lists as N/A leaves every register untouched and is reported.
    pub fn execute(&mut self, command: u32) -> Result<(), GteError> {
        let cmd = Command::decode(command);
        let run: fn(&mut Gte, Command) = match cmd.opcode {
            0x01 => Gte::rtps,
            0x06 => Gte::nclip,
            0x0C => Gte::op,
            0x10 => Gte::dpcs,
            0x11 => Gte::intpl,
            0x12 => Gte::mvmva,
            0x13 => Gte::ncds,
            0x14 => Gte::cdp,
            0x16 => Gte::ncdt,
            0x1B => Gte::nccs,
            0x1C => Gte::cc,
            0x1E => Gte::ncs,
            0x20 => Gte::nct,
            0x28 => Gte::sqr,
            0x29 => Gte::dcpl,
            0x2A => Gte::dpct,
            0x2D => Gte::avsz3,
            0x2E => Gte::avsz4,
            0x30 => Gte::rtpt,
            0x3D => Gte::gpf,
            0x3E => Gte::gpl,
            0x3F => Gte::ncct,
            _ => return Err(GteError::UnknownCommand { command }),
        };
        self.flag = 0;
        run(self, cmd);
        Ok(())
    }

    // ---- Helpers: saturation, accumulators, FIFOs -------------------------------------

    /// Saturation, the one helper: clamps `value` to `min..=max`, setting `flag` (which may
    /// be 0 for a clamp that flags nothing) when it had to.
    fn saturate(&mut self, value: i64, min: i64, max: i64, flag: u32) -> i64 {
        if value < min {
            self.flag |= flag;
            min
        } else if value > max {
            self.flag |= flag;
            max
        } else {
            value
        }
    }

    /// IR1..3 saturation: -0x8000..0x7FFF, or 0..0x7FFF with `lm`.
    fn saturate_ir(&mut self, lane: Lane, value: i64, lm: bool) -> i16 {
        let min = if lm { 0 } else { -0x8000 };
        self.saturate(value, min, 0x7FFF, lane.ir_saturated()) as i16
    }

    /// A MAC1..3 intermediate: flags a result beyond 44 bits and wraps it to 44 bits.
    fn mac44(&mut self, lane: Lane, value: i64) -> i64 {
        if value > MAC44_MAX {
            self.flag |= lane.mac_positive();
        } else if value < MAC44_MIN {
            self.flag |= lane.mac_negative();
        }
        value.wrapping_shl(20).wrapping_shr(20)
    }

    /// A MAC0 result: flags a value beyond 32 bits, stores the low 32 bits in MAC0, and
    /// returns the full value.
    fn mac0(&mut self, value: i64) -> i64 {
        if value > i64::from(i32::MAX) {
            self.flag |= flags::MAC0_POSITIVE;
        } else if value < i64::from(i32::MIN) {
            self.flag |= flags::MAC0_NEGATIVE;
        }
        self.mac[0] = value as i32;
        value
    }

    /// `[IR1,IR2,IR3] = [MAC1,MAC2,MAC3] = values SAR (sf*12)`, IR saturated per `lm`.
    fn set_mac_ir(&mut self, values: [i64; 3], cmd: Command) {
        let [x, y, z] = values.map(|v| v.wrapping_shr(cmd.shift()) as i32);
        self.mac = [self.mac[0], x, y, z];
        let ir1 = self.saturate_ir(Lane::One, i64::from(x), cmd.lm);
        let ir2 = self.saturate_ir(Lane::Two, i64::from(y), cmd.lm);
        let ir3 = self.saturate_ir(Lane::Three, i64::from(z), cmd.lm);
        self.ir = [self.ir[0], ir1, ir2, ir3];
    }

    /// `Color FIFO = [MAC1/16, MAC2/16, MAC3/16, CODE]`, each saturated to 0..0xFF.
    fn push_color(&mut self) {
        let [_, r, g, b] = self.mac;
        let mut channel = |lane: Lane, mac: i32| {
            self.saturate(i64::from(mac >> 4), 0, 0xFF, lane.color_saturated()) as u8
        };
        let rgb = [channel(Lane::One, r), channel(Lane::Two, g), channel(Lane::Three, b)];
        let [r, g, b] = rgb;
        let code = self.rgbc[3];
        self.push_rgb([r, g, b, code]);
    }

    /// One row of a matrix product: `t + m1*v1 + m2*v2 + m3*v3`, each sum checked to 44 bits.
    fn row(&mut self, lane: Lane, t: i64, m: [i16; 3], v: [i64; 3]) -> i64 {
        let [m1, m2, m3] = wide(m);
        let [v1, v2, v3] = v;
        let acc = self.mac44(lane, mul_add(m1, v1, t));
        let acc = self.mac44(lane, mul_add(m2, v2, acc));
        self.mac44(lane, mul_add(m3, v3, acc))
    }

    /// `T*1000h + M*V` (T already shifted), 44-bit checked, before `SAR (sf*12)`.
    fn matrix_vector(&mut self, t: [i64; 3], m: [[i16; 3]; 3], v: [i64; 3]) -> [i64; 3] {
        let [t1, t2, t3] = t;
        let [r1, r2, r3] = m;
        [
            self.row(Lane::One, t1, r1, v),
            self.row(Lane::Two, t2, r2, v),
            self.row(Lane::Three, t3, r3, v),
        ]
    }

    /// `[IR1, IR2, IR3]` widened.
    fn ir_vector(&self) -> [i64; 3] {
        [self.ir[1], self.ir[2], self.ir[3]].map(i64::from)
    }

    /// `[IR1,IR2,IR3] = [MAC1,MAC2,MAC3] = (LLM*V) SAR (sf*12)`.
    fn light(&mut self, v: [i16; 3], cmd: Command) {
        let mac = self.matrix_vector([0; 3], self.llm, wide(v));
        self.set_mac_ir(mac, cmd);
    }

    /// `[IR1,IR2,IR3] = [MAC1,MAC2,MAC3] = (BK*1000h + LCM*IR) SAR (sf*12)`.
    fn light_color(&mut self, cmd: Command) {
        let ir = self.ir_vector();
        let mac = self.matrix_vector(shl12(self.bk), self.lcm, ir);
        self.set_mac_ir(mac, cmd);
    }

    /// `[R*IR1, G*IR2, B*IR3] SHL 4` (R, G, B from RGBC).
    fn color_times_ir(&mut self) -> [i64; 3] {
        let [r, g, b, _] = self.rgbc.map(i64::from);
        let [ir1, ir2, ir3] = self.ir_vector();
        [
            self.mac44(Lane::One, r.wrapping_mul(ir1).wrapping_shl(4)),
            self.mac44(Lane::Two, g.wrapping_mul(ir2).wrapping_shl(4)),
            self.mac44(Lane::Three, b.wrapping_mul(ir3).wrapping_shl(4)),
        ]
    }

    /// `MAC + (FC-MAC)*IR0`: `IR = ((FC SHL 12) - MAC) SAR (sf*12)` saturated as if lm=0,
    /// then `MAC = IR*IR0 + MAC`; the caller applies the final `SAR (sf*12)`.
    fn interpolate_far_color(&mut self, mac: [i64; 3], cmd: Command) -> [i64; 3] {
        let [f1, f2, f3] = shl12(self.fc);
        let [m1, m2, m3] = mac;
        let ir0 = i64::from(self.ir[0]);
        let mut toward_fc = |lane: Lane, fc: i64, mac: i64| {
            let difference = self.mac44(lane, fc.wrapping_sub(mac));
            // Like every MAC write, the difference passes through the 32-bit MAC register.
            let mac32 = difference.wrapping_shr(cmd.shift()) as i32;
            let ir = self.saturate_ir(lane, i64::from(mac32), false);
            (ir, lane, mac)
        };
        let parts = [
            toward_fc(Lane::One, f1, m1),
            toward_fc(Lane::Two, f2, m2),
            toward_fc(Lane::Three, f3, m3),
        ];
        let [(ir1, ..), (ir2, ..), (ir3, ..)] = parts;
        self.ir = [self.ir[0], ir1, ir2, ir3];
        parts.map(|(ir, lane, mac)| self.mac44(lane, mul_add(i64::from(ir), ir0, mac)))
    }

    /// The common tail of the colour commands: `MAC SAR (sf*12)`, IR, colour FIFO.
    fn finish_color(&mut self, mac: [i64; 3], cmd: Command) {
        self.set_mac_ir(mac, cmd);
        self.push_color();
    }

    // ---- Coordinate calculation commands -----------------------------------------------

    /// One RTPS step for vertex `v`; the depth cue (IR0) only when `depth_cue`.
    fn perspective_transform(&mut self, v: [i16; 3], cmd: Command, depth_cue: bool) {
        let [x, y, z] = self.matrix_vector(shl12(self.tr), self.rt, wide(v));
        let [m1, m2, m3] = [x, y, z].map(|v| v.wrapping_shr(cmd.shift()) as i32);
        self.mac = [self.mac[0], m1, m2, m3];
        let ir1 = self.saturate_ir(Lane::One, i64::from(m1), cmd.lm);
        let ir2 = self.saturate_ir(Lane::Two, i64::from(m2), cmd.lm);
        // The IR3 quirk: FLAG.22 is checked on MAC3 SAR 12 as if lm=0; IR3 itself is
        // clamped from MAC3 per lm without flagging.
        let z12 = z.wrapping_shr(12);
        self.saturate(z12, -0x8000, 0x7FFF, flags::IR3_SATURATED);
        let ir3_min = if cmd.lm { 0 } else { -0x8000 };
        let ir3 = self.saturate(i64::from(m3), ir3_min, 0x7FFF, 0) as i16;
        self.ir = [self.ir[0], ir1, ir2, ir3];
        // SZ3 = MAC3 SAR ((1-sf)*12), saturated to 0..0xFFFF.
        let sz3 = self.saturate(z12, 0, 0xFFFF, flags::SZ3_OTZ_SATURATED) as u16;
        self.push_sz(sz3);
        let n = match divider::unr_divide(self.h, sz3) {
            Some(n) => i64::from(n),
            None => {
                self.flag |= flags::DIVIDE_OVERFLOW;
                0x1FFFF
            }
        };
        let sx = self.mac0(mul_add(n, i64::from(ir1), i64::from(self.ofx)));
        let sx = self.saturate(sx.wrapping_shr(16), -0x400, 0x3FF, flags::SX2_SATURATED);
        let sy = self.mac0(mul_add(n, i64::from(ir2), i64::from(self.ofy)));
        let sy = self.saturate(sy.wrapping_shr(16), -0x400, 0x3FF, flags::SY2_SATURATED);
        self.push_sxy([sx as i16, sy as i16]);
        if depth_cue {
            let depth = self.mac0(mul_add(n, i64::from(self.dqa), i64::from(self.dqb)));
            let ir0 = self.saturate(depth.wrapping_shr(12), 0, 0x1000, flags::IR0_SATURATED);
            self.ir[0] = ir0 as i16;
        }
    }

    /// RTPS (0x01): perspective transformation of V0.
    fn rtps(&mut self, cmd: Command) {
        self.perspective_transform(self.v[0], cmd, true);
    }

    /// RTPT (0x30): RTPS for V0, V1, V2 (the depth cue from V2).
    fn rtpt(&mut self, cmd: Command) {
        let [v0, v1, v2] = self.v;
        self.perspective_transform(v0, cmd, false);
        self.perspective_transform(v1, cmd, false);
        self.perspective_transform(v2, cmd, true);
    }

    /// NCLIP (0x06): `MAC0 = SX0*SY1 + SX1*SY2 + SX2*SY0 - SX0*SY2 - SX1*SY0 - SX2*SY1`.
    fn nclip(&mut self, _cmd: Command) {
        let [[x0, y0], [x1, y1], [x2, y2]] = self.sxy.map(|p| p.map(i64::from));
        let sum = mul_add(x0, y1, mul_add(x1, y2, x2.wrapping_mul(y0)));
        let sum = sum
            .wrapping_sub(x0.wrapping_mul(y2))
            .wrapping_sub(x1.wrapping_mul(y0))
            .wrapping_sub(x2.wrapping_mul(y1));
        self.mac0(sum);
    }

    /// AVSZ3 (0x2D): `MAC0 = ZSF3*(SZ1+SZ2+SZ3)`, `OTZ = MAC0/1000h`.
    fn avsz3(&mut self, _cmd: Command) {
        let [_, z1, z2, z3] = self.sz.map(i64::from);
        let sum = z1.wrapping_add(z2).wrapping_add(z3);
        self.average_z(i64::from(self.zsf3), sum);
    }

    /// AVSZ4 (0x2E): `MAC0 = ZSF4*(SZ0+SZ1+SZ2+SZ3)`, `OTZ = MAC0/1000h`.
    fn avsz4(&mut self, _cmd: Command) {
        let [z0, z1, z2, z3] = self.sz.map(i64::from);
        let sum = z0.wrapping_add(z1).wrapping_add(z2).wrapping_add(z3);
        self.average_z(i64::from(self.zsf4), sum);
    }

    /// `MAC0 = scale*sum`, `OTZ = MAC0/1000h` saturated to 0..0xFFFF.
    fn average_z(&mut self, scale: i64, sum: i64) {
        let mac0 = self.mac0(scale.wrapping_mul(sum));
        let otz = self.saturate(mac0.wrapping_shr(12), 0, 0xFFFF, flags::SZ3_OTZ_SATURATED);
        self.otz = otz as u16;
    }

    // ---- General purpose calculation commands ------------------------------------------

    /// MVMVA (0x12): `MAC = (Tx*1000h + Mx*Vx) SAR (sf*12)`, `IR = MAC`, with the mx=3
    /// garbage matrix and the cv=2 (far colour) bug.
    fn mvmva(&mut self, cmd: Command) {
        let matrix = match cmd.mx {
            0 => self.rt,
            1 => self.llm,
            2 => self.lcm,
            // The garbage matrix: [-R*10h, +R*10h, IR0], [RT13 ×3], [RT22 ×3].
            _ => {
                let r = i16::from(self.rgbc[0]).wrapping_shl(4);
                let rt13 = self.rt[0][2];
                let rt22 = self.rt[1][1];
                [[r.wrapping_neg(), r, self.ir[0]], [rt13; 3], [rt22; 3]]
            }
        };
        let vector = match cmd.v {
            0 => wide(self.v[0]),
            1 => wide(self.v[1]),
            2 => wide(self.v[2]),
            _ => self.ir_vector(),
        };
        let mac = match cmd.cv {
            0 => self.matrix_vector(shl12(self.tr), matrix, vector),
            1 => self.matrix_vector(shl12(self.bk), matrix, vector),
            2 => self.mvmva_far_color_bug(matrix, vector, cmd),
            _ => self.matrix_vector([0; 3], matrix, vector),
        };
        self.set_mac_ir(mac, cmd);
    }

    /// MVMVA with cv=2: only `Mx12*Vx2 + Mx13*Vx3` reaches MAC; the dropped
    /// `FC*1000h + Mx11*Vx1` still sets its MAC and IR (as if lm=0) flags.
    fn mvmva_far_color_bug(&mut self, m: [[i16; 3]; 3], v: [i64; 3], cmd: Command) -> [i64; 3] {
        let [f1, f2, f3] = shl12(self.fc);
        let [r1, r2, r3] = m;
        let [v1, v2, v3] = v;
        let mut row = |lane: Lane, fc: i64, [m1, m2, m3]: [i16; 3]| {
            let dropped = self.mac44(lane, mul_add(i64::from(m1), v1, fc));
            self.saturate_ir(lane, dropped.wrapping_shr(cmd.shift()), false);
            let acc = self.mac44(lane, i64::from(m2).wrapping_mul(v2));
            self.mac44(lane, mul_add(i64::from(m3), v3, acc))
        };
        [row(Lane::One, f1, r1), row(Lane::Two, f2, r2), row(Lane::Three, f3, r3)]
    }

    /// SQR (0x28): `[MAC1,MAC2,MAC3] = [IR1*IR1,IR2*IR2,IR3*IR3] SHR (sf*12)`.
    fn sqr(&mut self, cmd: Command) {
        let [x, y, z] = self.ir_vector();
        let mac = [
            self.mac44(Lane::One, x.wrapping_mul(x)),
            self.mac44(Lane::Two, y.wrapping_mul(y)),
            self.mac44(Lane::Three, z.wrapping_mul(z)),
        ];
        self.set_mac_ir(mac, cmd);
    }

    /// OP (0x0C): cross product with D = (RT11, RT22, RT33):
    /// `[IR3*D2-IR2*D3, IR1*D3-IR3*D1, IR2*D1-IR1*D2] SAR (sf*12)`.
    fn op(&mut self, cmd: Command) {
        let [ir1, ir2, ir3] = self.ir_vector();
        let [d1, d2, d3] = [self.rt[0][0], self.rt[1][1], self.rt[2][2]].map(i64::from);
        let mut cross = |lane: Lane, a: i64, b: i64, c: i64, d: i64| {
            let first = self.mac44(lane, a.wrapping_mul(b));
            self.mac44(lane, first.wrapping_sub(c.wrapping_mul(d)))
        };
        let mac = [
            cross(Lane::One, ir3, d2, ir2, d3),
            cross(Lane::Two, ir1, d3, ir3, d1),
            cross(Lane::Three, ir2, d1, ir1, d2),
        ];
        self.set_mac_ir(mac, cmd);
    }

    /// GPF (0x3D): `MAC = (IR*IR0) SAR (sf*12)`, colour FIFO.
    fn gpf(&mut self, cmd: Command) {
        let ir0 = i64::from(self.ir[0]);
        let [x, y, z] = self.ir_vector();
        let mac = [
            self.mac44(Lane::One, x.wrapping_mul(ir0)),
            self.mac44(Lane::Two, y.wrapping_mul(ir0)),
            self.mac44(Lane::Three, z.wrapping_mul(ir0)),
        ];
        self.finish_color(mac, cmd);
    }

    /// GPL (0x3E): `MAC = ((MAC SHL (sf*12)) + IR*IR0) SAR (sf*12)`, colour FIFO.
    fn gpl(&mut self, cmd: Command) {
        let ir0 = i64::from(self.ir[0]);
        let [x, y, z] = self.ir_vector();
        let [_, m1, m2, m3] = self.mac.map(|m| i64::from(m).wrapping_shl(cmd.shift()));
        let mac = [
            self.mac44(Lane::One, mul_add(x, ir0, m1)),
            self.mac44(Lane::Two, mul_add(y, ir0, m2)),
            self.mac44(Lane::Three, mul_add(z, ir0, m3)),
        ];
        self.finish_color(mac, cmd);
    }

    // ---- Colour calculation commands ---------------------------------------------------

    /// NCS (0x1E): normal colour of V0.
    fn ncs(&mut self, cmd: Command) {
        self.normal_color(self.v[0], cmd);
    }

    /// NCT (0x20): NCS for V0, V1, V2.
    fn nct(&mut self, cmd: Command) {
        let [v0, v1, v2] = self.v;
        self.normal_color(v0, cmd);
        self.normal_color(v1, cmd);
        self.normal_color(v2, cmd);
    }

    /// `LLM*V`, `BK + LCM*IR`, colour FIFO.
    fn normal_color(&mut self, v: [i16; 3], cmd: Command) {
        self.light(v, cmd);
        self.light_color(cmd);
        self.push_color();
    }

    /// NCCS (0x1B): normal colour colour of V0.
    fn nccs(&mut self, cmd: Command) {
        self.normal_color_color(self.v[0], cmd);
    }

    /// NCCT (0x3F): NCCS for V0, V1, V2.
    fn ncct(&mut self, cmd: Command) {
        let [v0, v1, v2] = self.v;
        self.normal_color_color(v0, cmd);
        self.normal_color_color(v1, cmd);
        self.normal_color_color(v2, cmd);
    }

    /// `LLM*V`, `BK + LCM*IR`, `RGB*IR SHL 4`, colour FIFO.
    fn normal_color_color(&mut self, v: [i16; 3], cmd: Command) {
        self.light(v, cmd);
        self.cc(cmd);
    }

    /// NCDS (0x13): normal colour depth cue of V0.
    fn ncds(&mut self, cmd: Command) {
        self.normal_color_depth(self.v[0], cmd);
    }

    /// NCDT (0x16): NCDS for V0, V1, V2.
    fn ncdt(&mut self, cmd: Command) {
        let [v0, v1, v2] = self.v;
        self.normal_color_depth(v0, cmd);
        self.normal_color_depth(v1, cmd);
        self.normal_color_depth(v2, cmd);
    }

    /// `LLM*V`, `BK + LCM*IR`, `RGB*IR SHL 4`, `MAC+(FC-MAC)*IR0`, colour FIFO.
    fn normal_color_depth(&mut self, v: [i16; 3], cmd: Command) {
        self.light(v, cmd);
        self.cdp(cmd);
    }

    /// CC (0x1C): `BK + LCM*IR`, `RGB*IR SHL 4`, colour FIFO.
    fn cc(&mut self, cmd: Command) {
        self.light_color(cmd);
        let mac = self.color_times_ir();
        self.finish_color(mac, cmd);
    }

    /// CDP (0x14): `BK + LCM*IR`, `RGB*IR SHL 4`, `MAC+(FC-MAC)*IR0`, colour FIFO.
    fn cdp(&mut self, cmd: Command) {
        self.light_color(cmd);
        self.dcpl(cmd);
    }

    /// DCPL (0x29): `RGB*IR SHL 4`, `MAC+(FC-MAC)*IR0`, colour FIFO.
    fn dcpl(&mut self, cmd: Command) {
        let mac = self.color_times_ir();
        let mac = self.interpolate_far_color(mac, cmd);
        self.finish_color(mac, cmd);
    }

    /// DPCS (0x10): `[R,G,B] SHL 16` from RGBC, `MAC+(FC-MAC)*IR0`, colour FIFO.
    fn dpcs(&mut self, cmd: Command) {
        self.depth_cue(self.rgbc, cmd);
    }

    /// DPCT (0x2A): DPCS three times on RGB0 (the bottom of the colour FIFO).
    fn dpct(&mut self, cmd: Command) {
        for _ in 0..3 {
            self.depth_cue(self.rgb[0], cmd);
        }
    }

    /// `[R,G,B] SHL 16`, `MAC+(FC-MAC)*IR0`, colour FIFO (CODE from RGBC).
    fn depth_cue(&mut self, color: [u8; 4], cmd: Command) {
        let [r, g, b, _] = color.map(|c| i64::from(c).wrapping_shl(16));
        let mac = self.interpolate_far_color([r, g, b], cmd);
        self.finish_color(mac, cmd);
    }

    /// INTPL (0x11): `[IR1,IR2,IR3] SHL 12`, `MAC+(FC-MAC)*IR0`, colour FIFO.
    fn intpl(&mut self, cmd: Command) {
        let mac = self.ir_vector().map(|ir| ir.wrapping_shl(12));
        let mac = self.interpolate_far_color(mac, cmd);
        self.finish_color(mac, cmd);
    }
}
