//! Finders for routines worth reading: LZ-decoder candidates and rotation-matrix builders.
//! Heuristic by nature **[provisional]**: they rank candidates, they prove nothing.

use crate::functions::{self, Function};
use crate::insn::{Flow, Insn};
use crate::Image;

/// An LZ-decoder candidate: a byte loop with the nibble split and the +3 of a length field.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct LzCandidate {
    /// Function start.
    #[serde(serialize_with = "crate::hex")]
    pub function: u32,
    /// Function end.
    #[serde(serialize_with = "crate::hex")]
    pub end: u32,
    /// Has a backward branch (a loop).
    pub has_loop: bool,
    /// `lbu` count.
    pub byte_loads: u32,
    /// `sb` count.
    pub byte_stores: u32,
    /// `andi _, _, 0xf` present.
    pub low_nibble: bool,
    /// `srl/sra _, _, 4` present.
    pub high_nibble: bool,
    /// `addiu _, _, 3` present.
    pub plus_three: bool,
    /// A `jr` through a register other than `ra` (a switch table): a decoder's loop has none,
    /// a record dispatch (nibbles and `+3`s too) has one. Such functions are not candidates.
    pub register_jump: bool,
}

/// A rotation-matrix builder: moves to GTE control registers 0–4 (the rotation matrix).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RotationCandidate {
    /// Function start.
    #[serde(serialize_with = "crate::hex")]
    pub function: u32,
    /// Function end.
    #[serde(serialize_with = "crate::hex")]
    pub end: u32,
    /// Distinct rotation registers written with `ctc2` (0–4).
    pub rotation_ctc2: Vec<u8>,
    /// `mtc2` count.
    pub mtc2: u32,
    /// Halfword loads indexed by `andi 0xfff`-masked angles (an rsin/rcos table), or calls to
    /// functions that do so.
    pub sin_table_reads: u32,
    /// Calls to functions that read a sine table.
    pub calls_trig: u32,
    /// GTE commands (`cop2`) executed.
    pub gte_commands: u32,
}

/// What `find` reports.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Findings {
    /// Functions discovered.
    pub functions: usize,
    /// LZ-decoder candidates, best first.
    pub lz_decoders: Vec<LzCandidate>,
    /// Rotation builders, best first.
    pub rotation_builders: Vec<RotationCandidate>,
}

fn insns<'a>(img: &'a Image<'a>, f: Function) -> impl Iterator<Item = (u32, Insn)> + 'a {
    let n = f.end.saturating_sub(f.start) / 4;
    (0..n).filter_map(move |k| {
        let pc = f.start.wrapping_add(k.wrapping_mul(4));
        img.word(pc).map(|w| (pc, Insn(w)))
    })
}

fn lz(img: &Image<'_>, f: Function) -> LzCandidate {
    let mut c = LzCandidate {
        function: f.start,
        end: f.end,
        has_loop: false,
        byte_loads: 0,
        byte_stores: 0,
        low_nibble: false,
        high_nibble: false,
        plus_three: false,
        register_jump: false,
    };
    for (pc, i) in insns(img, f) {
        match i.op() {
            36 => c.byte_loads = c.byte_loads.saturating_add(1),
            40 => c.byte_stores = c.byte_stores.saturating_add(1),
            12 if i.imm() == 0xF => c.low_nibble = true,
            9 if i.simm() == 3 && i.rs() != 29 => c.plus_three = true,
            0 if matches!(i.funct(), 2 | 3) && i.sa() == 4 && i.0 != 0 => c.high_nibble = true,
            _ => {}
        }
        match i.flow(pc) {
            Flow::Branch(t) | Flow::Jump(t) if t <= pc && t >= f.start => c.has_loop = true,
            Flow::JumpReg(_) => c.register_jump = true,
            _ => {}
        }
    }
    c
}

/// Whether a function reads halfwords at `andi 0xfff`-masked indices (a 4096-entry table).
fn reads_sin_table(img: &Image<'_>, f: Function) -> u32 {
    let mut masked = false;
    let mut n = 0u32;
    for (_, i) in insns(img, f) {
        if i.op() == 12 && matches!(i.imm(), 0xFFF | 0x1FFE | 0x3FFC) {
            masked = true;
        }
        if masked && matches!(i.op(), 33 | 37 | 35) {
            n = n.saturating_add(1);
        }
    }
    if masked {
        n
    } else {
        0
    }
}

/// Runs both finders over every discovered function.
pub fn find(img: &Image<'_>) -> Findings {
    let funcs = functions::discover(img);
    let trig: Vec<u32> =
        funcs.iter().filter(|f| reads_sin_table(img, **f) > 0).map(|f| f.start).collect();
    let mut lzs = Vec::new();
    let mut rots = Vec::new();
    for &f in &funcs {
        let c = lz(img, f);
        if c.has_loop
            && c.low_nibble
            && c.high_nibble
            && c.plus_three
            && c.byte_loads > 0
            && !c.register_jump
        {
            lzs.push(c);
        }
        let mut regs = Vec::new();
        let mut r = RotationCandidate {
            function: f.start,
            end: f.end,
            rotation_ctc2: Vec::new(),
            mtc2: 0,
            sin_table_reads: reads_sin_table(img, f),
            calls_trig: 0,
            gte_commands: 0,
        };
        for (pc, i) in insns(img, f) {
            if i.op() == 18 {
                match i.rs() {
                    6 if i.rd() <= 4 => regs.push(i.rd()),
                    4 => r.mtc2 = r.mtc2.saturating_add(1),
                    16..=31 => r.gte_commands = r.gte_commands.saturating_add(1),
                    _ => {}
                }
            }
            if let Flow::Call(t) = i.flow(pc) {
                if trig.binary_search(&t).is_ok() {
                    r.calls_trig = r.calls_trig.saturating_add(1);
                }
            }
        }
        regs.sort_unstable();
        regs.dedup();
        r.rotation_ctc2 = regs;
        if r.rotation_ctc2.len() >= 3 && (r.sin_table_reads > 0 || r.calls_trig > 0) {
            rots.push(r);
        }
    }
    lzs.sort_by_key(|c| std::cmp::Reverse(c.byte_loads.saturating_add(c.byte_stores)));
    rots.sort_by_key(|c| std::cmp::Reverse(c.rotation_ctc2.len()));
    Findings { functions: funcs.len(), lz_decoders: lzs, rotation_builders: rots }
}
