//! Disassembly text via rabbitizer (R3000 + GTE) **[public: rabbitizer]**.

use rabbitizer::{Instruction, InstructionDisplayFlags, InstructionFlags, IsaExtension, Vram};

use crate::{Error, ExeImage};

/// One disassembled line.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Line {
    /// Address of the word.
    #[serde(serialize_with = "crate::hex")]
    pub addr: u32,
    /// The instruction word.
    #[serde(serialize_with = "crate::hex")]
    pub word: u32,
    /// Mnemonic alone (e.g. `addiu`, `lbu`, `rtps`).
    pub mnemonic: String,
    /// Mnemonic and operands, rabbitizer's style with ABI register names.
    pub text: String,
}

fn decode(word: u32, addr: u32) -> Instruction {
    let flags = InstructionFlags::new_extension(IsaExtension::R3000GTE);
    Instruction::new(word, Vram::new(addr), flags)
}

/// Disassembles one word at `addr`.
pub fn line(word: u32, addr: u32) -> Line {
    let ins = decode(word, addr);
    let flags = InstructionDisplayFlags::new();
    let text = ins.display::<&str>(&flags, None, 0).to_string();
    let mnemonic = ins.mnemonic_display(&flags).to_string();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ").replace('$', "");
    Line { addr, word, mnemonic, text }
}

/// Disassembles `count` words of `image` from `at` (stops at the end of the text).
pub fn range(image: &ExeImage<'_>, at: u32, count: usize) -> Result<Vec<Line>, Error> {
    if !image.contains(at) {
        return Err(image.outside(at));
    }
    let mut out = Vec::new();
    let mut addr = at;
    for _ in 0..count {
        let Some(w) = image.word(addr) else { break };
        out.push(line(w, addr));
        addr = addr.wrapping_add(4);
    }
    Ok(out)
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:08x}:\t{:08x}\t{}", self.addr, self.word, self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gte_and_core() {
        assert_eq!(line(0x4A18_0001, 0x8001_0000).mnemonic, "rtps");
        assert_eq!(line(0x27BD_FFE8, 0x8001_0000).text, "addiu sp, sp, -0x18");
        assert_eq!(line(0x03E0_0008, 0x8001_0000).text, "jr ra");
    }
}
