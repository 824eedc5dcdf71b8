//! The two ways the interpreter runs: with provenance ([`On`]) or without ([`Off`]).
//!
//! The interpreter is written once, generic over [`Provenance`]; every instruction computes
//! its value and its taint side by side. With [`Off`] the taint is [`Untracked`], a type with
//! no bits, and every provenance operation is an empty function, so the compiler removes
//! them and the fast path carries no provenance code. With [`On`] the taint is a [`Taint`]
//! and the operations read and write the machine's [`TaintState`].

use std::ops::BitOr;

use crate::memory::taint_key;
use crate::taint::{Taint, TaintState};

/// The taint of a value when provenance is off: nothing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Untracked;

impl BitOr for Untracked {
    type Output = Untracked;
    #[inline(always)]
    fn bitor(self, _: Untracked) -> Untracked {
        Untracked
    }
}

/// How values carry provenance through the interpreter. Memory is addressed as the CPU
/// addresses it (mirrors share one taint).
pub(crate) trait Provenance {
    /// The taint a value carries.
    type T: Copy + Default + BitOr<Output = Self::T>;
    /// As a set of input bytes (empty when untracked), for the logs and the hooks.
    fn set(t: Self::T) -> Taint;
    /// From a set of input bytes.
    fn of(t: Taint) -> Self::T;
    /// General-purpose register `r`.
    fn reg(s: &TaintState, r: u8) -> Self::T;
    /// Sets general-purpose register `r` (`$zero` stays empty).
    fn set_reg(s: &mut TaintState, r: u8, t: Self::T);
    /// HI and LO.
    fn hi_lo(s: &TaintState) -> (Self::T, Self::T);
    /// Sets HI and LO.
    fn set_hi_lo(s: &mut TaintState, hi: Self::T, lo: Self::T);
    /// The union of `size` bytes of memory from `addr` (within one word).
    fn mem(s: &TaintState, addr: u32, size: u32) -> Self::T;
    /// Sets `size` bytes of memory from `addr` (within one word).
    fn set_mem(s: &mut TaintState, addr: u32, size: u32, t: Self::T);
    /// Load delay: the load in flight becomes the one landing after this instruction (only
    /// called with a load in flight: a load's taint is read only beside its register).
    fn advance_load(s: &mut TaintState);
    /// Load delay: puts a loaded value's taint in flight.
    fn set_pending(s: &mut TaintState, t: Self::T);
    /// Load delay: the taint of the load landing after this instruction.
    fn delayed(s: &TaintState) -> Self::T;
    /// Load delay: the taint of the load still in flight.
    fn pending(s: &TaintState) -> Self::T;
    /// GTE data register `r`.
    fn gte_data(s: &TaintState, r: u8) -> Self::T;
    /// GTE control register `r`.
    fn gte_control(s: &TaintState, r: u8) -> Self::T;
    /// `mtc2`/`lwc2` wrote data register `r` (and what that write changes).
    fn set_gte_data(s: &mut TaintState, r: u8, t: Self::T);
    /// `ctc2` wrote control register `r`.
    fn set_gte_control(s: &mut TaintState, r: u8, t: Self::T);
    /// A GTE command ran.
    fn gte_command(s: &mut TaintState, command: u32);
}

/// Provenance off: the fast path.
pub(crate) enum Off {}

/// Provenance on: every register and memory byte carries a [`Taint`].
pub(crate) enum On {}

impl Provenance for Off {
    type T = Untracked;
    #[inline(always)]
    fn set(_: Untracked) -> Taint {
        Taint::EMPTY
    }
    #[inline(always)]
    fn of(_: Taint) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn reg(_: &TaintState, _: u8) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn set_reg(_: &mut TaintState, _: u8, _: Untracked) {}
    #[inline(always)]
    fn hi_lo(_: &TaintState) -> (Untracked, Untracked) {
        (Untracked, Untracked)
    }
    #[inline(always)]
    fn set_hi_lo(_: &mut TaintState, _: Untracked, _: Untracked) {}
    #[inline(always)]
    fn mem(_: &TaintState, _: u32, _: u32) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn set_mem(_: &mut TaintState, _: u32, _: u32, _: Untracked) {}
    #[inline(always)]
    fn advance_load(_: &mut TaintState) {}
    #[inline(always)]
    fn set_pending(_: &mut TaintState, _: Untracked) {}
    #[inline(always)]
    fn delayed(_: &TaintState) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn pending(_: &TaintState) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn gte_data(_: &TaintState, _: u8) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn gte_control(_: &TaintState, _: u8) -> Untracked {
        Untracked
    }
    #[inline(always)]
    fn set_gte_data(_: &mut TaintState, _: u8, _: Untracked) {}
    #[inline(always)]
    fn set_gte_control(_: &mut TaintState, _: u8, _: Untracked) {}
    #[inline(always)]
    fn gte_command(_: &mut TaintState, _: u32) {}
}

impl Provenance for On {
    type T = Taint;
    #[inline(always)]
    fn set(t: Taint) -> Taint {
        t
    }
    #[inline(always)]
    fn of(t: Taint) -> Taint {
        t
    }
    #[inline(always)]
    fn reg(s: &TaintState, r: u8) -> Taint {
        s.reg(r)
    }
    #[inline(always)]
    fn set_reg(s: &mut TaintState, r: u8, t: Taint) {
        s.set_reg(r, t);
    }
    #[inline(always)]
    fn hi_lo(s: &TaintState) -> (Taint, Taint) {
        (s.hi, s.lo)
    }
    #[inline(always)]
    fn set_hi_lo(s: &mut TaintState, hi: Taint, lo: Taint) {
        s.hi = hi;
        s.lo = lo;
    }
    #[inline(always)]
    fn mem(s: &TaintState, addr: u32, size: u32) -> Taint {
        taint_key(addr).map(|k| s.mem_range(k, size)).unwrap_or_default()
    }
    #[inline(always)]
    fn set_mem(s: &mut TaintState, addr: u32, size: u32, t: Taint) {
        if let Some(k) = taint_key(addr) {
            for i in 0..size {
                s.set_mem(k.wrapping_add(i), t);
            }
        }
    }
    #[inline(always)]
    fn advance_load(s: &mut TaintState) {
        s.advance_load();
    }
    #[inline(always)]
    fn set_pending(s: &mut TaintState, t: Taint) {
        s.set_pending(t);
    }
    #[inline(always)]
    fn delayed(s: &TaintState) -> Taint {
        s.delayed()
    }
    #[inline(always)]
    fn pending(s: &TaintState) -> Taint {
        s.pending()
    }
    #[inline(always)]
    fn gte_data(s: &TaintState, r: u8) -> Taint {
        s.gte_data(r)
    }
    #[inline(always)]
    fn gte_control(s: &TaintState, r: u8) -> Taint {
        s.gte_control(r)
    }
    #[inline(always)]
    fn set_gte_data(s: &mut TaintState, r: u8, t: Taint) {
        s.set_gte_data(r, t);
    }
    #[inline(always)]
    fn set_gte_control(s: &mut TaintState, r: u8, t: Taint) {
        s.set_gte_control(r, t);
    }
    #[inline(always)]
    fn gte_command(s: &mut TaintState, command: u32) {
        s.gte_command(command);
    }
}
