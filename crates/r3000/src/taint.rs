//! Byte provenance: which input bytes a value came from **\[provisional\]**.
//!
//! A [`Taint`] is a set of offsets into one tracked input region (see
//! [`crate::Machine::track_input`]), held as a fixed 256-bit set, so a region is at most
//! [`MAX_INPUT`] bytes. Registers (GPRs, HI/LO, the GTE's data and control registers) carry
//! one; memory bytes carry one in a sparse map (few bytes are ever tainted). The rules are in
//! `docs/formats/r3000.md` § Provenance.

use std::collections::HashMap;

use crate::gte::Gte;

/// The most input bytes one tracked region can hold.
pub const MAX_INPUT: u32 = 256;

/// A set of input byte offsets (0..[`MAX_INPUT`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Taint(pub [u64; 4]);

impl Taint {
    /// The empty set (a value that depends on no input byte).
    pub const EMPTY: Taint = Taint([0; 4]);

    /// The set holding offset `i` alone (empty when `i` ≥ [`MAX_INPUT`]).
    pub fn byte(i: u32) -> Taint {
        let mut t = Taint::EMPTY;
        if let Some(w) = t.0.get_mut((i / 64) as usize) {
            *w = 1u64 << (i % 64);
        }
        t
    }

    /// Whether no input byte is in the set.
    #[inline]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// The union of two sets.
    #[inline]
    #[must_use]
    pub fn union(self, o: Taint) -> Taint {
        Taint([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2], self.0[3] | o.0[3]])
    }

    /// Whether offset `i` is in the set.
    pub fn contains(&self, i: u32) -> bool {
        self.0.get((i / 64) as usize).is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }

    /// The offsets in the set, ascending.
    pub fn offsets(&self) -> Vec<u32> {
        (0..MAX_INPUT).filter(|&i| self.contains(i)).collect()
    }
}

impl std::ops::BitOr for Taint {
    type Output = Taint;
    #[inline]
    fn bitor(self, o: Taint) -> Taint {
        self.union(o)
    }
}

impl serde::Serialize for Taint {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.offsets())
    }
}

/// Bytes per page of the tainted-page counts (a load from a page with no tainted byte skips
/// the map).
const PAGE_SHIFT: u32 = 8;

/// The provenance state of a machine: registers and memory.
#[derive(Debug, Clone)]
pub(crate) struct TaintState {
    /// GPRs (`$zero` always empty).
    pub regs: [Taint; 32],
    /// HI and LO.
    pub hi: Taint,
    pub lo: Taint,
    /// The taints of the loads in the delay slot, in two slots so that moving a load on
    /// through the pipeline flips an index instead of copying 32 bytes: `loads[pending]` is
    /// the load in flight, `loads[pending ^ 1]` the one landing after this instruction.
    pub loads: [Taint; 2],
    /// Which slot of `loads` the next load writes.
    pub pending: usize,
    /// GTE data and control registers.
    pub gte_data: [Taint; 32],
    pub gte_control: [Taint; 32],
    /// Memory bytes by physical address (RAM folded to 0..2 MB, scratchpad at 0x1F80_0000).
    mem: HashMap<u32, Taint>,
    /// Tainted bytes per page, by physical page.
    pages: HashMap<u32, u32>,
}

impl Default for TaintState {
    fn default() -> Self {
        TaintState {
            regs: [Taint::EMPTY; 32],
            hi: Taint::EMPTY,
            lo: Taint::EMPTY,
            loads: [Taint::EMPTY; 2],
            pending: 0,
            gte_data: [Taint::EMPTY; 32],
            gte_control: [Taint::EMPTY; 32],
            mem: HashMap::new(),
            pages: HashMap::new(),
        }
    }
}

impl TaintState {
    /// The taint of the memory byte at physical address `phys`.
    #[inline]
    pub fn mem(&self, phys: u32) -> Taint {
        if self.mem.is_empty() || !self.pages.contains_key(&(phys >> PAGE_SHIFT)) {
            return Taint::EMPTY;
        }
        self.mem.get(&phys).copied().unwrap_or_default()
    }

    /// The union of the taints of `len` bytes from physical `phys` (within one word).
    #[inline]
    pub fn mem_range(&self, phys: u32, len: u32) -> Taint {
        if self.mem.is_empty() {
            return Taint::EMPTY;
        }
        let mut t = Taint::EMPTY;
        for i in 0..len {
            t = t | self.mem(phys.wrapping_add(i));
        }
        t
    }

    /// Sets the taint of the byte at physical `phys`.
    #[inline]
    pub fn set_mem(&mut self, phys: u32, t: Taint) {
        if t.is_empty() {
            if self.mem.is_empty() {
                return;
            }
            if self.mem.remove(&phys).is_some() {
                let page = phys >> PAGE_SHIFT;
                if let Some(n) = self.pages.get_mut(&page) {
                    *n = n.saturating_sub(1);
                    if *n == 0 {
                        self.pages.remove(&page);
                    }
                }
            }
        } else if self.mem.insert(phys, t).is_none() {
            let n = self.pages.entry(phys >> PAGE_SHIFT).or_insert(0);
            *n = n.saturating_add(1);
        }
    }

    /// The taint of general-purpose register `r` (`$zero` is always empty).
    #[inline(always)]
    pub fn reg(&self, r: u8) -> Taint {
        self.regs.get(usize::from(r & 31)).copied().unwrap_or_default()
    }

    /// Sets the taint of general-purpose register `r` (`$zero` stays empty).
    #[inline(always)]
    pub fn set_reg(&mut self, r: u8, t: Taint) {
        if r & 31 != 0 {
            if let Some(x) = self.regs.get_mut(usize::from(r & 31)) {
                *x = t;
            }
        }
    }

    /// The taint GTE data register `r` reads with.
    #[inline]
    pub fn gte_data(&self, r: u8) -> Taint {
        self.gte_data.get(usize::from(r & 31)).copied().unwrap_or_default()
    }

    /// The taint GTE control register `r` reads with.
    #[inline]
    pub fn gte_control(&self, r: u8) -> Taint {
        self.gte_control.get(usize::from(r & 31)).copied().unwrap_or_default()
    }

    /// Records that `ctc2` wrote control register `r` with taint `t`.
    #[inline]
    pub fn set_gte_control(&mut self, r: u8, t: Taint) {
        if let Some(x) = self.gte_control.get_mut(usize::from(r & 31)) {
            *x = t;
        }
    }

    /// Records that `mtc2`/`lwc2` wrote data register `r` with taint `t`, following the
    /// registers a write also changes (SXYP pushes SXY0..2, IRGB sets IR1..3, IR1..3 feed
    /// IRGB/ORGB, LZCS feeds LZCR).
    pub fn set_gte_data(&mut self, r: u8, t: Taint) {
        let d = &mut self.gte_data;
        match r & 31 {
            14 => {
                d[14] = t;
                d[15] = t;
            }
            15 => {
                d[12] = d[13];
                d[13] = d[14];
                d[14] = t;
                d[15] = t;
            }
            9..=11 => {
                if let Some(x) = d.get_mut(usize::from(r & 31)) {
                    *x = t;
                }
                let ir = d[9] | d[10] | d[11];
                d[28] = ir;
                d[29] = ir;
            }
            28 => {
                d[9] = t;
                d[10] = t;
                d[11] = t;
                d[28] = t;
                d[29] = t;
            }
            29 | 31 => {}
            30 => {
                d[30] = t;
                d[31] = t;
            }
            n => {
                if let Some(x) = d.get_mut(usize::from(n)) {
                    *x = t;
                }
            }
        }
    }

    /// A GTE command: the registers it writes get the union of the taints of the registers
    /// it reads ([`Gte::io`]), except that the FIFOs move: a push shifts the stages' taints
    /// down and the new stage gets the command's; RTPT, NCT, NCCT, NCDT and DPCT push three
    /// results, each from its own vector (V0, V1, V2) or colour (RGB0, RGB1, RGB2), and leave
    /// MAC/IR with the last one's **\[provisional\]**.
    pub fn gte_command(&mut self, command: u32) {
        let Some(io) = Gte::io(command) else { return };
        const SXY: u32 = 0b1111 << 12;
        const SZ: u32 = 0b1111 << 16;
        const RGB: u32 = 0b111 << 20;
        let union = |mask: u32, regs: &[Taint; 32]| -> Taint {
            (0..32usize)
                .filter(|i| mask & (1 << i) != 0)
                .fold(Taint::EMPTY, |t, i| t | regs.get(i).copied().unwrap_or_default())
        };
        let d = self.gte_data;
        let control = union(io.reads_control, &self.gte_control);
        let opcode = command & 0x3F;
        // The reads that are only FIFO stages moving down are not inputs of the result.
        let moved = match opcode {
            0x01 => 0b11 << 13 | 0b111 << 17,
            0x30 => 1 << 19,
            _ if io.writes_data & RGB != 0 => 0b11 << 21,
            _ => 0,
        };
        let vectors = 0b11_1111;
        let base = union(io.reads_data & !moved, &d) | control;
        // Three results, one per vector or colour, for the triple commands.
        let triple = match opcode {
            0x30 | 0x20 | 0x3F | 0x16 => {
                let rest = union(io.reads_data & !moved & !vectors, &d) | control;
                Some([d[0] | d[1] | rest, d[2] | d[3] | rest, d[4] | d[5] | rest])
            }
            0x2A => {
                let rest = union(io.reads_data & !RGB, &d) | control;
                Some([d[20] | rest, d[21] | rest, d[22] | rest])
            }
            _ => None,
        };
        let last = triple.map_or(base, |t| t[2]);
        let out = &mut self.gte_data;
        for i in 0..32usize {
            if io.writes_data & !(SXY | SZ | RGB) & (1 << i) != 0 {
                if let Some(x) = out.get_mut(i) {
                    *x = last;
                }
            }
        }
        let all = triple.map_or(base, |t| t[0] | t[1] | t[2]);
        for i in 0..32usize {
            if io.writes_control & (1 << i) != 0 {
                if let Some(x) = self.gte_control.get_mut(i) {
                    *x = all;
                }
            }
        }
        let d = &mut self.gte_data;
        match (triple, opcode) {
            (Some(t), 0x30) => {
                (d[12], d[13], d[14], d[15]) = (t[0], t[1], t[2], t[2]);
                (d[16], d[17], d[18], d[19]) = (d[19], t[0], t[1], t[2]);
            }
            (Some(t), _) => (d[20], d[21], d[22]) = (t[0], t[1], t[2]),
            (None, _) => {
                if io.writes_data & SXY != 0 {
                    (d[12], d[13], d[14], d[15]) = (d[13], d[14], base, base);
                }
                if io.writes_data & SZ != 0 {
                    (d[16], d[17], d[18], d[19]) = (d[17], d[18], d[19], base);
                }
                if io.writes_data & RGB != 0 {
                    (d[20], d[21], d[22]) = (d[21], d[22], base);
                }
            }
        }
        if io.writes_data & (0b111 << 9) != 0 {
            let ir = d[9] | d[10] | d[11];
            d[28] = ir;
            d[29] = ir;
        }
    }

    /// Load delay: the load in flight becomes the one landing after this instruction.
    #[inline(always)]
    pub fn advance_load(&mut self) {
        self.pending ^= 1;
    }

    /// Load delay: puts a loaded value's taint in flight.
    #[inline(always)]
    pub fn set_pending(&mut self, t: Taint) {
        if let Some(x) = self.loads.get_mut(self.pending & 1) {
            *x = t;
        }
    }

    /// Load delay: the taint of the load in flight.
    #[inline(always)]
    pub fn pending(&self) -> Taint {
        self.loads.get(self.pending & 1).copied().unwrap_or_default()
    }

    /// Load delay: the taint of the load landing after this instruction.
    #[inline(always)]
    pub fn delayed(&self) -> Taint {
        self.loads.get((self.pending ^ 1) & 1).copied().unwrap_or_default()
    }

    /// Clears everything.
    pub fn clear(&mut self) {
        *self = TaintState::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets() {
        let a = Taint::byte(3) | Taint::byte(200);
        assert!(a.contains(3) && a.contains(200) && !a.contains(4));
        assert_eq!(a.offsets(), vec![3, 200]);
        assert!(Taint::byte(256).is_empty());
        let mut s = TaintState::default();
        s.set_mem(0x100, a);
        assert_eq!(s.mem(0x100), a);
        assert_eq!(s.mem_range(0xFE, 4), a);
        s.set_mem(0x100, Taint::EMPTY);
        assert!(s.mem(0x100).is_empty());
        assert!(s.pages.is_empty());
    }
}
