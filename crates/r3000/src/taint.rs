//! Byte provenance: which input bytes a value came from **\[provisional\]**.
//!
//! A [`Taint`] is a set of offsets into one tracked input region (see
//! [`crate::Machine::track_input`]), held as a fixed 256-bit set, so a region is at most
//! [`MAX_INPUT`] bytes. Registers (GPRs, HI/LO, the GTE's data and control registers) carry
//! one; memory bytes carry one in a sparse map (few bytes are ever tainted). The rules are in
//! `docs/formats/r3000.md` § Provenance.

use std::collections::HashMap;

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
    /// The load in flight (load delay slot).
    pub pending: Taint,
    /// The load that lands after the current instruction.
    pub delayed: Taint,
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
            pending: Taint::EMPTY,
            delayed: Taint::EMPTY,
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
