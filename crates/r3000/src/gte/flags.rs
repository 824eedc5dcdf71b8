//! The FLAG register (cop2r63, control 31) bits **[public: psx-spx "GTE Saturation"]**.
//!
//! Every command clears FLAG first; each saturation or overflow sets its bit; bit 31 is the
//! OR of bits 30..23 and 18..13 (not 22..19 nor 12).

/// Bit 31: error summary, the OR of [`ERROR_MASK`].
pub const ERROR: u32 = 1 << 31;
/// Bit 30: MAC1 result larger than 43 bits and positive.
pub const MAC1_POSITIVE: u32 = 1 << 30;
/// Bit 29: MAC2 result larger than 43 bits and positive.
pub const MAC2_POSITIVE: u32 = 1 << 29;
/// Bit 28: MAC3 result larger than 43 bits and positive.
pub const MAC3_POSITIVE: u32 = 1 << 28;
/// Bit 27: MAC1 result larger than 43 bits and negative.
pub const MAC1_NEGATIVE: u32 = 1 << 27;
/// Bit 26: MAC2 result larger than 43 bits and negative.
pub const MAC2_NEGATIVE: u32 = 1 << 26;
/// Bit 25: MAC3 result larger than 43 bits and negative.
pub const MAC3_NEGATIVE: u32 = 1 << 25;
/// Bit 24: IR1 saturated to -0x8000..0x7FFF (lm=0) or 0..0x7FFF (lm=1).
pub const IR1_SATURATED: u32 = 1 << 24;
/// Bit 23: IR2 saturated.
pub const IR2_SATURATED: u32 = 1 << 23;
/// Bit 22: IR3 saturated.
pub const IR3_SATURATED: u32 = 1 << 22;
/// Bit 21: colour FIFO R saturated to 0..0xFF.
pub const COLOR_R_SATURATED: u32 = 1 << 21;
/// Bit 20: colour FIFO G saturated to 0..0xFF.
pub const COLOR_G_SATURATED: u32 = 1 << 20;
/// Bit 19: colour FIFO B saturated to 0..0xFF.
pub const COLOR_B_SATURATED: u32 = 1 << 19;
/// Bit 18: SZ3 or OTZ saturated to 0..0xFFFF.
pub const SZ3_OTZ_SATURATED: u32 = 1 << 18;
/// Bit 17: divide overflow (RTPS/RTPT with H >= SZ3*2; the quotient is 0x1FFFF).
pub const DIVIDE_OVERFLOW: u32 = 1 << 17;
/// Bit 16: MAC0 result larger than 31 bits and positive.
pub const MAC0_POSITIVE: u32 = 1 << 16;
/// Bit 15: MAC0 result larger than 31 bits and negative.
pub const MAC0_NEGATIVE: u32 = 1 << 15;
/// Bit 14: SX2 saturated to -0x400..0x3FF.
pub const SX2_SATURATED: u32 = 1 << 14;
/// Bit 13: SY2 saturated to -0x400..0x3FF.
pub const SY2_SATURATED: u32 = 1 << 13;
/// Bit 12: IR0 saturated to 0..0x1000.
pub const IR0_SATURATED: u32 = 1 << 12;

/// The bits whose OR is bit 31: 30..23 and 18..13.
pub const ERROR_MASK: u32 = 0x7F87_E000;
/// The bits a `ctc2` to FLAG can set: 30..12 (bits 0..11 read as zero, bit 31 is computed).
pub const WRITABLE: u32 = 0x7FFF_F000;

/// FLAG as `cfc2` reads it: the stored bits 30..12 plus the computed bit 31.
pub const fn with_summary(flag: u32) -> u32 {
    let flag = flag & WRITABLE;
    if flag & ERROR_MASK != 0 {
        flag | ERROR
    } else {
        flag
    }
}
