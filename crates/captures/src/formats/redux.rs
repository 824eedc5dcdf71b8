//! PCSX-Redux save states (`.sstate`): gzip around a protobuf `SaveState` message.
//!
//! Fields used **[public: pcsx-redux src/core/sstate.h]**:
//!
//! | Path | Field | Content |
//! |---|---|---|
//! | 1 | `save_state_info` | {1 `version_string` "PCSX-Redux SaveState v…", 2 `version`} |
//! | 3.1 | `memory.ram` | 8 MiB bytes; retail RAM is the first 2 MiB **[inferred]** |
//! | 4.3 / 4.4 | `registers.cp2d` / `cp2c` | 32 × uint32 each: GTE data / control registers |
//! | 5.3 | `gpu.vram` | 0x100000 bytes, 1024×512 |
//!
//! Repeated `uint32` is accepted packed (one length-delimited field) or unpacked.

use super::capture::{Capture, CaptureKind, GteRegs, RAM_BYTES};
use super::error::{CaptureError, Result};
use super::protobuf::{Fields, Value};
use gpu::vram::{Vram, BYTES as VRAM_BYTES};

/// The version string's prefix.
pub const SIGNATURE: &[u8] = b"PCSX-Redux SaveState";

/// True if a decompressed prefix looks like a Redux state: field 1 (a message) holding the
/// signature string.
pub fn is_redux(prefix: &[u8]) -> bool {
    prefix.first() == Some(&0x0A)
        && prefix.windows(SIGNATURE.len()).take(64).any(|w| w == SIGNATURE)
}

/// Reads the decompressed protobuf.
pub fn read(data: &[u8]) -> Result<Capture> {
    let mut cap = Capture::empty(CaptureKind::PcsxReduxState);
    let mut data_regs: Vec<u32> = Vec::new();
    let mut ctrl_regs: Vec<u32> = Vec::new();
    for field in Fields::new(data, 0) {
        let (number, value, at) = field?;
        let Value::Bytes(body) = value else { continue };
        let base = at;
        match number {
            1 => {
                for f in Fields::new(body, base) {
                    if let (1, Value::Bytes(s), _) = f? {
                        cap.notes.push(String::from_utf8_lossy(s).into_owned());
                    }
                }
            }
            3 => {
                for f in Fields::new(body, base) {
                    if let (1, Value::Bytes(ram), off) = f? {
                        if ram.len() < RAM_BYTES {
                            return Err(CaptureError::Malformed {
                                format: "PCSX-Redux state",
                                what: "memory.ram",
                                offset: off,
                                expected: format!("at least {RAM_BYTES:#x} bytes"),
                                found: format!("{:#x}", ram.len()),
                            });
                        }
                        cap.ram = ram.get(..RAM_BYTES).map(<[u8]>::to_vec);
                    }
                }
            }
            4 => {
                for f in Fields::new(body, base) {
                    let (n, v, _) = f?;
                    let regs = match n {
                        3 => &mut data_regs,
                        4 => &mut ctrl_regs,
                        _ => continue,
                    };
                    push_u32s(regs, v)?;
                }
            }
            5 => {
                for f in Fields::new(body, base) {
                    if let (3, Value::Bytes(v), off) = f? {
                        let raw = v.get(..VRAM_BYTES).ok_or_else(|| CaptureError::Malformed {
                            format: "PCSX-Redux state",
                            what: "gpu.vram",
                            offset: off,
                            expected: format!("{VRAM_BYTES:#x} bytes"),
                            found: format!("{:#x}", v.len()),
                        })?;
                        cap.vram = Vram::from_le_bytes(raw).ok();
                    }
                }
            }
            _ => {}
        }
    }
    if data_regs.len() >= 32 && ctrl_regs.len() >= 32 {
        let mut gte = GteRegs::default();
        for (d, s) in gte.data.iter_mut().zip(&data_regs) {
            *d = *s;
        }
        for (d, s) in gte.control.iter_mut().zip(&ctrl_regs) {
            *d = *s;
        }
        cap.gte = Some(gte);
    } else if !data_regs.is_empty() || !ctrl_regs.is_empty() {
        cap.notes.push(format!(
            "GTE registers incomplete ({} data, {} control); not used",
            data_regs.len(),
            ctrl_regs.len()
        ));
    }
    if cap.ram.is_none() && cap.vram.is_none() {
        return Err(CaptureError::Missing {
            format: "PCSX-Redux state",
            what: "RAM and VRAM",
            looked_for: "fields 3.1 memory.ram and 5.3 gpu.vram".to_owned(),
        });
    }
    Ok(cap)
}

/// Appends a repeated-uint32 value, packed or not (capped at 64 entries).
fn push_u32s(regs: &mut Vec<u32>, v: Value<'_>) -> Result<()> {
    match v {
        Value::Varint(x) => regs.push(x as u32),
        Value::Fixed32(x) => regs.push(x),
        Value::Fixed64(x) => regs.push(x as u32),
        Value::Bytes(b) => {
            let mut cur = cursor::Cursor::new(b);
            while cur.remaining() > 0 && regs.len() < 64 {
                regs.push(super::protobuf::varint(&mut cur)? as u32);
            }
        }
    }
    regs.truncate(64);
    Ok(())
}
