//! Function discovery without symbols: the entry point, `jal` targets, and frame-allocating
//! prologues (`addiu sp, sp, -N`) that follow a return.

use std::collections::BTreeSet;

use crate::insn::{Flow, Insn};
use crate::ExeImage;

/// A discovered function: `[start, end)`, where `end` is the next discovered start (or the end
/// of the text).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Function {
    /// First instruction.
    pub start: u32,
    /// One past the last instruction.
    pub end: u32,
}

/// Why an address was taken as a function start.
fn prologue_after_return(img: &ExeImage<'_>, at: u32) -> bool {
    // Walk back over zero padding (at most 8 words) to the previous real instruction.
    let mut b = at;
    for _ in 0..8 {
        let Some(prev) = b.checked_sub(4) else { return true };
        if prev < img.base {
            return true;
        }
        b = prev;
        let w = img.word(b).unwrap_or(0);
        if w != 0 {
            // `b` is the delay slot of a return or of a jump (tail call) ...
            let before = b.checked_sub(4).and_then(|a| img.word(a)).map(Insn);
            let ends = |i: Insn, pc| matches!(i.flow(pc), Flow::Return | Flow::Jump(_));
            return before.is_some_and(|i| ends(i, b.wrapping_sub(4))) || ends(Insn(w), b);
        }
        // ... or the zero word itself was the delay slot.
        let before = b.checked_sub(4).and_then(|a| img.word(a)).map(Insn);
        if before.is_some_and(|i| matches!(i.flow(b.wrapping_sub(4)), Flow::Return | Flow::Jump(_)))
        {
            return true;
        }
    }
    false
}

/// Finds function starts: the entry `pc`, every `jal` target inside the text, and every
/// `addiu sp, sp, -N` that directly follows a return (or the start of the text) and is not
/// the target of a conditional branch or a `b`, and every `j` target that directly follows a
/// return (a tail call) unless a branch reaches it (gcc's shrink-wrapping puts a function's
/// prologue after its early return and branches to it; a branch never enters another
/// function, a `j` may: a tail call).
pub fn discover(img: &ExeImage<'_>) -> Vec<Function> {
    let mut starts = BTreeSet::new();
    if img.contains(img.pc) {
        starts.insert(img.pc);
    }
    let mut prologues = Vec::new();
    let mut branch_targets = BTreeSet::new();
    let mut addr = img.base;
    for chunk in img.text.chunks_exact(4) {
        let w = chunk.try_into().map(u32::from_le_bytes).unwrap_or(0);
        let i = Insn(w);
        match i.flow(addr) {
            Flow::Call(t) | Flow::CallBranch(t) if img.contains(t) => {
                starts.insert(t);
            }
            Flow::Branch(t) => {
                branch_targets.insert(t);
            }
            Flow::Jump(t) if i.op() == 4 => {
                branch_targets.insert(t);
            }
            // a `j` to code that follows a return: a tail call (gcc's `frame` ending in
            // `j draw`), so the target starts a function
            Flow::Jump(t) if i.op() == 2 && img.contains(t) && prologue_after_return(img, t) => {
                prologues.push(t);
            }
            _ => {}
        }
        if i.is_frame_alloc() && prologue_after_return(img, addr) {
            prologues.push(addr);
        }
        addr = addr.wrapping_add(4);
    }
    starts.extend(prologues.into_iter().filter(|a| !branch_targets.contains(a)));
    let end = img.end() & !3;
    let v: Vec<u32> = starts.into_iter().collect();
    v.iter()
        .enumerate()
        .map(|(k, &s)| Function { start: s, end: v.get(k.wrapping_add(1)).copied().unwrap_or(end) })
        .collect()
}

/// The function containing `addr`, by binary search over `funcs` (sorted by start).
pub fn containing(funcs: &[Function], addr: u32) -> Option<Function> {
    let idx = funcs.partition_point(|f| f.start <= addr);
    let f = funcs.get(idx.checked_sub(1)?)?;
    (addr < f.end).then_some(*f)
}
