//! Convenience for a verifier's projection residual: set RT, TR, OFX/OFY/H (and DQA/DQB)
//! through the ordinary `ctc2` path and run the one RTPS on one vertex.

use super::{flags, Gte};

/// The RTPS command word psx-spx gives (`0x0180001`: sf=1, lm=0).
pub const RTPS: u32 = 0x018_0001;
/// The RTPT command word psx-spx gives (`0x0280030`: sf=1, lm=0).
pub const RTPT: u32 = 0x028_0030;

/// What RTPS made of one vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Projection {
    /// SX2: screen X (saturated to -0x400..0x3FF).
    pub sx: i16,
    /// SY2: screen Y (saturated to -0x400..0x3FF).
    pub sy: i16,
    /// SZ3: screen Z (saturated to 0..0xFFFF).
    pub sz: u16,
    /// IR0: depth cue (0..0x1000).
    pub ir0: i16,
    /// MAC0 after the depth cue.
    pub mac0: i32,
    /// FLAG as `cfc2` reads it (bit 31 computed).
    pub flag: u32,
}

impl Projection {
    /// Whether the perspective divide overflowed (FLAG bit 17: the vertex is nearer than H/2).
    pub fn divide_overflow(&self) -> bool {
        self.flag & flags::DIVIDE_OVERFLOW != 0
    }
}

/// Packs two 16-bit fields as one register word (low, high).
fn pair(lo: i16, hi: i16) -> u32 {
    u32::from(lo as u16) | (u32::from(hi as u16) << 16)
}

impl Gte {
    /// Writes the rotation matrix RT (control 0..4), `m[row][column]`, 1.3.12 fixed point.
    pub fn set_rotation(&mut self, m: &[[i16; 3]; 3]) {
        let [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] = *m;
        self.write_control(0, pair(m11, m12));
        self.write_control(1, pair(m13, m21));
        self.write_control(2, pair(m22, m23));
        self.write_control(3, pair(m31, m32));
        self.write_control(4, pair(m33, 0));
    }

    /// Writes the translation vector TRX, TRY, TRZ (control 5..7).
    pub fn set_translation(&mut self, t: [i32; 3]) {
        let [x, y, z] = t;
        self.write_control(5, x as u32);
        self.write_control(6, y as u32);
        self.write_control(7, z as u32);
    }

    /// Writes the screen offset OFX, OFY (control 24, 25; 16.16 fixed point) and the
    /// projection plane distance H (control 26).
    pub fn set_screen(&mut self, ofx: i32, ofy: i32, h: u16) {
        self.write_control(24, ofx as u32);
        self.write_control(25, ofy as u32);
        self.write_control(26, u32::from(h));
    }

    /// Writes the depth cue parameters DQA (control 27) and DQB (control 28).
    pub fn set_depth_cue(&mut self, dqa: i16, dqb: i32) {
        self.write_control(27, u32::from(dqa as u16));
        self.write_control(28, dqb as u32);
    }

    /// Writes V0 (data 0, 1), runs RTPS (`0x0180001`) and reads back SX2, SY2, SZ3, IR0,
    /// MAC0 and FLAG. The FIFOs move as on hardware.
    pub fn rtps_vertex(&mut self, v: [i16; 3]) -> Projection {
        let [x, y, z] = v;
        self.write_data(0, pair(x, y));
        self.write_data(1, pair(z, 0));
        // RTPS is a known command, so execute returns Ok.
        let _known = self.execute(RTPS);
        let sxy2 = self.read_data(14);
        Projection {
            sx: sxy2 as u16 as i16,
            sy: (sxy2 >> 16) as u16 as i16,
            sz: self.read_data(19) as u16,
            ir0: self.read_data(8) as u16 as i16,
            mac0: self.read_data(24) as i32,
            flag: self.read_control(31),
        }
    }
}
