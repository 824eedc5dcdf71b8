//! `mtc2`/`mfc2`/`ctc2`/`cfc2` (and `lwc2`/`swc2`): how each register reads and writes
//! **[public: psx-spx "GTE Registers"]**.

use super::{flags, Gte};

/// The low 16 bits of a register word, as a signed 16-bit field.
const fn lo16(value: u32) -> i16 {
    value as u16 as i16
}

/// The high 16 bits of a register word, as a signed 16-bit field.
const fn hi16(value: u32) -> i16 {
    (value >> 16) as u16 as i16
}

/// Two signed 16-bit fields packed as one register word (low, high).
const fn pack16(lo: i16, hi: i16) -> u32 {
    (lo as u16 as u32) | ((hi as u16 as u32) << 16)
}

/// A signed 16-bit field read sign-extended.
const fn sext16(value: i16) -> u32 {
    value as i32 as u32
}

/// Four bytes packed little-endian (R, G, B, CODE).
const fn pack8(bytes: [u8; 4]) -> u32 {
    u32::from_le_bytes(bytes)
}

/// LZCR: the number of leading bits equal to bit 31 of LZCS (1..=32).
pub(crate) const fn leading_sign_bits(value: u32) -> u32 {
    if value & 0x8000_0000 != 0 {
        value.leading_ones()
    } else {
        value.leading_zeros()
    }
}

/// Writes a 3×3 matrix element pair register (index 0..=4 within the matrix block).
fn write_matrix(matrix: &mut [[i16; 3]; 3], index: usize, value: u32) {
    let [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] = matrix;
    match index {
        0 => {
            *m11 = lo16(value);
            *m12 = hi16(value);
        }
        1 => {
            *m13 = lo16(value);
            *m21 = hi16(value);
        }
        2 => {
            *m22 = lo16(value);
            *m23 = hi16(value);
        }
        3 => {
            *m31 = lo16(value);
            *m32 = hi16(value);
        }
        // The last register holds one element; its upper half is not stored.
        _ => *m33 = lo16(value),
    }
}

/// Reads a 3×3 matrix element pair register; the last (M33 alone) reads sign-extended.
fn read_matrix(matrix: &[[i16; 3]; 3], index: usize) -> u32 {
    let [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] = *matrix;
    match index {
        0 => pack16(m11, m12),
        1 => pack16(m13, m21),
        2 => pack16(m22, m23),
        3 => pack16(m31, m32),
        _ => sext16(m33),
    }
}

/// A 3-vector register (TR, BK, FC) element.
fn vector_slot(vector: &mut [i32; 3], index: usize) -> &mut i32 {
    let [x, y, z] = vector;
    match index {
        0 => x,
        1 => y,
        _ => z,
    }
}

impl Gte {
    /// `mfc2`/`swc2`: data register `reg & 31` as the CPU reads it.
    pub fn read_data(&self, reg: usize) -> u32 {
        match reg & 31 {
            0 => pack16(self.v[0][0], self.v[0][1]),
            1 => sext16(self.v[0][2]),
            2 => pack16(self.v[1][0], self.v[1][1]),
            3 => sext16(self.v[1][2]),
            4 => pack16(self.v[2][0], self.v[2][1]),
            5 => sext16(self.v[2][2]),
            6 => pack8(self.rgbc),
            7 => u32::from(self.otz),
            8 => sext16(self.ir[0]),
            9 => sext16(self.ir[1]),
            10 => sext16(self.ir[2]),
            11 => sext16(self.ir[3]),
            12 => pack16(self.sxy[0][0], self.sxy[0][1]),
            13 => pack16(self.sxy[1][0], self.sxy[1][1]),
            // SXYP reads as a mirror of SXY2.
            14 | 15 => pack16(self.sxy[2][0], self.sxy[2][1]),
            16 => u32::from(self.sz[0]),
            17 => u32::from(self.sz[1]),
            18 => u32::from(self.sz[2]),
            19 => u32::from(self.sz[3]),
            20 => pack8(self.rgb[0]),
            21 => pack8(self.rgb[1]),
            22 => pack8(self.rgb[2]),
            23 => self.res1,
            24 => self.mac[0] as u32,
            25 => self.mac[1] as u32,
            26 => self.mac[2] as u32,
            27 => self.mac[3] as u32,
            // IRGB and ORGB both read the colour conversion output computed from IR1..3.
            28 | 29 => self.orgb(),
            30 => self.lzcs,
            _ => leading_sign_bits(self.lzcs),
        }
    }

    /// `mtc2`/`lwc2`: writes data register `reg & 31`.
    pub fn write_data(&mut self, reg: usize, value: u32) {
        match reg & 31 {
            0 => (self.v[0][0], self.v[0][1]) = (lo16(value), hi16(value)),
            1 => self.v[0][2] = lo16(value),
            2 => (self.v[1][0], self.v[1][1]) = (lo16(value), hi16(value)),
            3 => self.v[1][2] = lo16(value),
            4 => (self.v[2][0], self.v[2][1]) = (lo16(value), hi16(value)),
            5 => self.v[2][2] = lo16(value),
            6 => self.rgbc = value.to_le_bytes(),
            7 => self.otz = value as u16,
            8 => self.ir[0] = lo16(value),
            9 => self.ir[1] = lo16(value),
            10 => self.ir[2] = lo16(value),
            11 => self.ir[3] = lo16(value),
            12 => self.sxy[0] = [lo16(value), hi16(value)],
            13 => self.sxy[1] = [lo16(value), hi16(value)],
            14 => self.sxy[2] = [lo16(value), hi16(value)],
            // SXYP: a write pushes the screen XY FIFO.
            15 => self.push_sxy([lo16(value), hi16(value)]),
            16 => self.sz[0] = value as u16,
            17 => self.sz[1] = value as u16,
            18 => self.sz[2] = value as u16,
            19 => self.sz[3] = value as u16,
            20 => self.rgb[0] = value.to_le_bytes(),
            21 => self.rgb[1] = value.to_le_bytes(),
            22 => self.rgb[2] = value.to_le_bytes(),
            23 => self.res1 = value,
            24 => self.mac[0] = value as i32,
            25 => self.mac[1] = value as i32,
            26 => self.mac[2] = value as i32,
            27 => self.mac[3] = value as i32,
            // IRGB: expands 5:5:5 into IR1..3 (each field × 0x80).
            28 => {
                self.ir[1] = ((value & 0x1F) << 7) as i16;
                self.ir[2] = (((value >> 5) & 0x1F) << 7) as i16;
                self.ir[3] = (((value >> 10) & 0x1F) << 7) as i16;
            }
            // ORGB is read-only.
            29 => {}
            30 => self.lzcs = value,
            // LZCR is read-only.
            _ => {}
        }
    }

    /// `cfc2`: control register `reg & 31` as the CPU reads it. 16-bit registers read
    /// sign-extended, H included (a hardware quirk: H is unsigned but reads sign-extended).
    pub fn read_control(&self, reg: usize) -> u32 {
        let reg = reg & 31;
        match reg {
            0..=4 => read_matrix(&self.rt, reg),
            5 => self.tr[0] as u32,
            6 => self.tr[1] as u32,
            7 => self.tr[2] as u32,
            8..=12 => read_matrix(&self.llm, reg.wrapping_sub(8)),
            13 => self.bk[0] as u32,
            14 => self.bk[1] as u32,
            15 => self.bk[2] as u32,
            16..=20 => read_matrix(&self.lcm, reg.wrapping_sub(16)),
            21 => self.fc[0] as u32,
            22 => self.fc[1] as u32,
            23 => self.fc[2] as u32,
            24 => self.ofx as u32,
            25 => self.ofy as u32,
            26 => sext16(self.h as i16),
            27 => sext16(self.dqa),
            28 => self.dqb as u32,
            29 => sext16(self.zsf3),
            30 => sext16(self.zsf4),
            _ => flags::with_summary(self.flag),
        }
    }

    /// `ctc2`: writes control register `reg & 31`.
    pub fn write_control(&mut self, reg: usize, value: u32) {
        let reg = reg & 31;
        match reg {
            0..=4 => write_matrix(&mut self.rt, reg, value),
            5..=7 => *vector_slot(&mut self.tr, reg.wrapping_sub(5)) = value as i32,
            8..=12 => write_matrix(&mut self.llm, reg.wrapping_sub(8), value),
            13..=15 => *vector_slot(&mut self.bk, reg.wrapping_sub(13)) = value as i32,
            16..=20 => write_matrix(&mut self.lcm, reg.wrapping_sub(16), value),
            21..=23 => *vector_slot(&mut self.fc, reg.wrapping_sub(21)) = value as i32,
            24 => self.ofx = value as i32,
            25 => self.ofy = value as i32,
            26 => self.h = value as u16,
            27 => self.dqa = lo16(value),
            28 => self.dqb = value as i32,
            29 => self.zsf3 = lo16(value),
            30 => self.zsf4 = lo16(value),
            _ => self.flag = value & flags::WRITABLE,
        }
    }

    /// All 32 data registers as `mfc2` would read them.
    pub fn data_regs(&self) -> [u32; 32] {
        core::array::from_fn(|reg| self.read_data(reg))
    }

    /// All 32 control registers as `cfc2` would read them.
    pub fn control_regs(&self) -> [u32; 32] {
        core::array::from_fn(|reg| self.read_control(reg))
    }

    /// A GTE holding the registers of a snapshot (e.g. an emulator save state's
    /// `cp2d`/`cp2c`), as `data_regs`/`control_regs` would report them: every register is
    /// written with `mtc2`/`ctc2` except the ones whose writes have side effects or are
    /// ignored (SXYP, IRGB, ORGB, LZCR: their reads follow from the others).
    pub fn from_regs(data: &[u32; 32], control: &[u32; 32]) -> Gte {
        let mut gte = Gte::new();
        for (reg, &value) in data.iter().enumerate() {
            if !matches!(reg, 15 | 28 | 29 | 31) {
                gte.write_data(reg, value);
            }
        }
        for (reg, &value) in control.iter().enumerate() {
            gte.write_control(reg, value);
        }
        gte
    }

    /// ORGB: IR1..3 / 0x80, each saturated to 0..0x1F, packed 5:5:5.
    fn orgb(&self) -> u32 {
        let five = |ir: i16| -> u32 { (ir >> 7).clamp(0, 0x1F) as u32 };
        five(self.ir[1]) | (five(self.ir[2]) << 5) | (five(self.ir[3]) << 10)
    }

    /// Pushes the screen XY FIFO: SXY0 ← SXY1 ← SXY2 ← `xy`.
    pub(crate) fn push_sxy(&mut self, xy: [i16; 2]) {
        self.sxy = [self.sxy[1], self.sxy[2], xy];
    }

    /// Pushes the screen Z FIFO: SZ0 ← SZ1 ← SZ2 ← SZ3 ← `z`.
    pub(crate) fn push_sz(&mut self, z: u16) {
        self.sz = [self.sz[1], self.sz[2], self.sz[3], z];
    }

    /// Pushes the colour FIFO: RGB0 ← RGB1 ← RGB2 ← `rgb`.
    pub(crate) fn push_rgb(&mut self, rgb: [u8; 4]) {
        self.rgb = [self.rgb[1], self.rgb[2], rgb];
    }
}
