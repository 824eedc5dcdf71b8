#![doc = include_str!("../../../../docs/formats/gte.md")]
//!
//! ## Module map
//!
//! Registers, by psx-spx name (data: `mfc2`/`mtc2`; control: `cfc2`/`ctc2`):
//! VXY0 VZ0 VXY1 VZ1 VXY2 VZ2 RGBC OTZ IR0 IR1 IR2 IR3 SXY0 SXY1 SXY2 SXYP SZ0 SZ1 SZ2 SZ3
//! RGB0 RGB1 RGB2 RES1 MAC0 MAC1 MAC2 MAC3 IRGB ORGB LZCS LZCR (data 0..31);
//! RT11RT12 RT13RT21 RT22RT23 RT31RT32 RT33 TRX TRY TRZ L11L12 L13L21 L22L23 L31L32 L33 RBK GBK
//! BBK LR1LR2 LR3LG1 LG2LG3 LB1LB2 LB3 RFC GFC BFC OFX OFY H DQA DQB ZSF3 ZSF4 FLAG
//! (control 0..31) — psx-spx "GTE Registers".
//!
//! Commands (psx-spx "GTE Coordinate / General Purpose / Color Calculation Commands"):
//! RTPS RTPT NCLIP AVSZ3 AVSZ4 (coordinates), MVMVA SQR OP GPF GPL (general purpose), NCS NCT
//! NCCS NCCT NCDS NCDT CC CDP DCPL DPCS DPCT INTPL (colour), each one function of the same
//! name in lower case; `Gte::execute` dispatches a command word to them.

/// The data registers' names, 0..31 (psx-spx "GTE Registers").
pub const DATA_NAMES: [&str; 32] = [
    "VXY0", "VZ0", "VXY1", "VZ1", "VXY2", "VZ2", "RGBC", "OTZ", "IR0", "IR1", "IR2", "IR3", "SXY0",
    "SXY1", "SXY2", "SXYP", "SZ0", "SZ1", "SZ2", "SZ3", "RGB0", "RGB1", "RGB2", "RES1", "MAC0",
    "MAC1", "MAC2", "MAC3", "IRGB", "ORGB", "LZCS", "LZCR",
];

/// The control registers' names, 0..31 (psx-spx "GTE Registers").
pub const CONTROL_NAMES: [&str; 32] = [
    "RT11RT12", "RT13RT21", "RT22RT23", "RT31RT32", "RT33", "TRX", "TRY", "TRZ", "L11L12",
    "L13L21", "L22L23", "L31L32", "L33", "RBK", "GBK", "BBK", "LR1LR2", "LR3LG1", "LG2LG3",
    "LB1LB2", "LB3", "RFC", "GFC", "BFC", "OFX", "OFY", "H", "DQA", "DQB", "ZSF3", "ZSF4", "FLAG",
];

mod commands;
pub mod divider;
pub mod flags;
mod io;
mod projection;
mod registers;

pub use projection::{Projection, RTPS, RTPT};

use thiserror::Error;

/// A failed GTE command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum GteError {
    /// The command word's opcode (bits 0..5) names no GTE command psx-spx documents.
    #[error("unknown GTE command {command:#09x} (opcode {opcode:#04x})", opcode = command & 0x3F)]
    UnknownCommand {
        /// The cop2 imm25 as given.
        command: u32,
    },
}

/// Which registers a command reads and writes: bitmasks over register numbers 0..31
/// (bit n = data register n, or control register n).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CommandIo {
    /// Data registers (cop2r0..31) whose value the command uses.
    pub reads_data: u32,
    /// Control registers (cop2r32..63) whose value the command uses.
    pub reads_control: u32,
    /// Data registers whose read value the command changes.
    pub writes_data: u32,
    /// Control registers the command writes (always FLAG, control 31).
    pub writes_control: u32,
}

/// The GTE: 32 data and 32 control registers, and the commands over them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Gte {
    /// V0, V1, V2 (VXn, VYn, VZn): data 0..5.
    pub(crate) v: [[i16; 3]; 3],
    /// RGBC (R, G, B, CODE): data 6.
    pub(crate) rgbc: [u8; 4],
    /// OTZ: data 7.
    pub(crate) otz: u16,
    /// IR0, IR1, IR2, IR3: data 8..11.
    pub(crate) ir: [i16; 4],
    /// SXY0, SXY1, SXY2 (X, Y): data 12..14 (SXYP, data 15, pushes).
    pub(crate) sxy: [[i16; 2]; 3],
    /// SZ0..SZ3: data 16..19.
    pub(crate) sz: [u16; 4],
    /// RGB0..RGB2 (colour FIFO): data 20..22.
    pub(crate) rgb: [[u8; 4]; 3],
    /// RES1 (prohibited, but readable and writable): data 23.
    pub(crate) res1: u32,
    /// MAC0..MAC3: data 24..27.
    pub(crate) mac: [i32; 4],
    /// LZCS: data 30 (LZCR, data 31, is computed from it).
    pub(crate) lzcs: u32,
    /// Rotation matrix RT: control 0..4.
    pub(crate) rt: [[i16; 3]; 3],
    /// Translation TRX, TRY, TRZ: control 5..7.
    pub(crate) tr: [i32; 3],
    /// Light source matrix LLM: control 8..12.
    pub(crate) llm: [[i16; 3]; 3],
    /// Background colour RBK, GBK, BBK: control 13..15.
    pub(crate) bk: [i32; 3],
    /// Light colour matrix LCM: control 16..20.
    pub(crate) lcm: [[i16; 3]; 3],
    /// Far colour RFC, GFC, BFC: control 21..23.
    pub(crate) fc: [i32; 3],
    /// Screen offset OFX (16.16): control 24.
    pub(crate) ofx: i32,
    /// Screen offset OFY (16.16): control 25.
    pub(crate) ofy: i32,
    /// Projection plane distance H: control 26.
    pub(crate) h: u16,
    /// Depth queuing coefficient DQA: control 27.
    pub(crate) dqa: i16,
    /// Depth queuing offset DQB: control 28.
    pub(crate) dqb: i32,
    /// Average Z scale ZSF3: control 29.
    pub(crate) zsf3: i16,
    /// Average Z scale ZSF4: control 30.
    pub(crate) zsf4: i16,
    /// FLAG bits 30..12 (bit 31 is computed on read): control 31.
    pub(crate) flag: u32,
}

impl Gte {
    /// A GTE with every register zero.
    pub fn new() -> Gte {
        Gte::default()
    }
}
