//! Which registers each command reads and writes, for byte provenance in the CPU: derived
//! from the formulas in `commands.rs` (psx-spx's command descriptions).
//!
//! A data register counts as written when its *read* value changes: IR1..3 writes also
//! change IRGB/ORGB (data 28/29, read from IR1..3), SXY2 writes change SXYP (data 15), and a
//! FIFO push rewrites every stage. A FIFO push reads the stages it moves down.

use super::commands::Command;
use super::{CommandIo, Gte};

/// A bitmask over register numbers.
const fn regs(list: &[u32]) -> u32 {
    let mut mask = 0u32;
    let mut rest = list;
    while let [reg, tail @ ..] = rest {
        mask |= 1 << (*reg & 31);
        rest = tail;
    }
    mask
}

// Data registers.
const V0: u32 = regs(&[0, 1]);
const V1: u32 = regs(&[2, 3]);
const V2: u32 = regs(&[4, 5]);
const RGBC: u32 = regs(&[6]);
const OTZ: u32 = regs(&[7]);
const IR0: u32 = regs(&[8]);
/// IR1..3 as inputs.
const IR: u32 = regs(&[9, 10, 11]);
/// IR1..3 as outputs: also IRGB/ORGB, which read from them.
const IR_OUT: u32 = regs(&[9, 10, 11, 28, 29]);
const SXY: u32 = regs(&[12, 13, 14, 15]);
const SZ: u32 = regs(&[16, 17, 18, 19]);
const RGB_FIFO: u32 = regs(&[20, 21, 22]);
const MAC0: u32 = regs(&[24]);
const MAC: u32 = regs(&[25, 26, 27]);
/// One SXY push reads SXY1, SXY2 (moved down).
const SXY_PUSH_READS: u32 = regs(&[13, 14]);
/// One SZ push reads SZ1..3 (moved down).
const SZ_PUSH_READS: u32 = regs(&[17, 18, 19]);
/// One colour push reads RGB1, RGB2 (moved down) and CODE (RGBC).
const RGB_PUSH_READS: u32 = regs(&[6, 21, 22]);
/// Three colour pushes replace the whole FIFO; CODE still comes from RGBC.
const RGB_PUSH3_READS: u32 = RGBC;

// Control registers.
const RT: u32 = regs(&[0, 1, 2, 3, 4]);
const TR: u32 = regs(&[5, 6, 7]);
const LLM: u32 = regs(&[8, 9, 10, 11, 12]);
const BK: u32 = regs(&[13, 14, 15]);
const LCM: u32 = regs(&[16, 17, 18, 19, 20]);
const FC: u32 = regs(&[21, 22, 23]);
const PROJECTION: u32 = regs(&[24, 25, 26, 27, 28]);
const ZSF3: u32 = regs(&[29]);
const ZSF4: u32 = regs(&[30]);
const FLAG: u32 = regs(&[31]);

/// A command's registers.
const fn io(reads_data: u32, reads_control: u32, writes_data: u32) -> CommandIo {
    CommandIo { reads_data, reads_control, writes_data, writes_control: FLAG }
}

/// What the colour commands write: MAC1..3, IR1..3, the colour FIFO.
const COLOR_OUT: u32 = MAC | IR_OUT | RGB_FIFO;

impl Gte {
    /// Which registers `command` reads and writes; `None` for an unknown command.
    pub fn io(command: u32) -> Option<CommandIo> {
        let cmd = Command::decode(command);
        let rtp_out = MAC0 | MAC | IR0 | IR_OUT | SXY | SZ;
        Some(match cmd.opcode {
            // RTPS
            0x01 => io(V0 | SXY_PUSH_READS | SZ_PUSH_READS, RT | TR | PROJECTION, rtp_out),
            // RTPT: three pushes replace SXY0..2 and SZ1..3; SZ0 becomes the old SZ3.
            0x30 => io(V0 | V1 | V2 | regs(&[19]), RT | TR | PROJECTION, rtp_out),
            // NCLIP
            0x06 => io(regs(&[12, 13, 14]), 0, MAC0),
            // AVSZ3, AVSZ4
            0x2D => io(regs(&[17, 18, 19]), ZSF3, MAC0 | OTZ),
            0x2E => io(SZ, ZSF4, MAC0 | OTZ),
            // MVMVA
            0x12 => {
                let (matrix_data, matrix_control) = match cmd.mx {
                    0 => (0, RT),
                    1 => (0, LLM),
                    2 => (0, LCM),
                    // The garbage matrix: R of RGBC, IR0, RT13 (ctl 1 low), RT22 (ctl 2 low).
                    _ => (RGBC | IR0, regs(&[1, 2])),
                };
                let vector = match cmd.v {
                    0 => V0,
                    1 => V1,
                    2 => V2,
                    _ => IR,
                };
                let translation = match cmd.cv {
                    0 => TR,
                    1 => BK,
                    2 => FC,
                    _ => 0,
                };
                io(matrix_data | vector, matrix_control | translation, MAC | IR_OUT)
            }
            // SQR
            0x28 => io(IR, 0, MAC | IR_OUT),
            // OP: D1, D2, D3 = RT11 (ctl 0 low), RT22 (ctl 2 low), RT33 (ctl 4).
            0x0C => io(IR, regs(&[0, 2, 4]), MAC | IR_OUT),
            // GPF, GPL
            0x3D => io(IR0 | IR | RGB_PUSH_READS, 0, COLOR_OUT),
            0x3E => io(IR0 | IR | MAC | RGB_PUSH_READS, 0, COLOR_OUT),
            // INTPL, DCPL
            0x11 => io(IR0 | IR | RGB_PUSH_READS, FC, COLOR_OUT),
            0x29 => io(IR0 | IR | RGB_PUSH_READS, FC, COLOR_OUT),
            // DPCS; DPCT reads RGB0, RGB1, RGB2 in turn from the FIFO bottom.
            0x10 => io(IR0 | RGB_PUSH_READS, FC, COLOR_OUT),
            0x2A => io(IR0 | RGB_FIFO | RGB_PUSH3_READS, FC, COLOR_OUT),
            // NCS, NCT, NCCS, NCCT
            0x1E | 0x1B => io(V0 | RGB_PUSH_READS, LLM | BK | LCM, COLOR_OUT),
            0x20 | 0x3F => io(V0 | V1 | V2 | RGB_PUSH3_READS, LLM | BK | LCM, COLOR_OUT),
            // NCDS, NCDT
            0x13 => io(V0 | IR0 | RGB_PUSH_READS, LLM | BK | LCM | FC, COLOR_OUT),
            0x16 => io(V0 | V1 | V2 | IR0 | RGB_PUSH3_READS, LLM | BK | LCM | FC, COLOR_OUT),
            // CC, CDP
            0x1C => io(IR | RGB_PUSH_READS, BK | LCM, COLOR_OUT),
            0x14 => io(IR0 | IR | RGB_PUSH_READS, BK | LCM | FC, COLOR_OUT),
            _ => return None,
        })
    }
}
