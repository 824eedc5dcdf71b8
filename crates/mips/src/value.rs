//! The abstract interpreter shared by the jump-table and dispatch analyses.
//!
//! Registers and memory hold symbolic values: `sym * mul + add` over opaque symbols (a
//! register's value at the start of a run, a load from a symbolic address, a merge of
//! different values at a join), a comparison `x <u n`, or Unknown. Memory is keyed by the
//! symbolic address and width, so stack slots (`sp`-relative) and struct fields
//! (`base`-relative) are tracked alike; a location never written reads as a load symbol that is
//! the same for every read of it. Branches on `sltiu`/`sltu` results record bound facts on the
//! edges. The CFG is explored with delay slots: a terminator's operands are read before its
//! delay slot runs.
//!
//! Assumptions **[provisional]**: stores through an address that is not symbolic are ignored
//! (no aliasing with tracked locations), and calls keep memory but clobber the caller-saved
//! registers.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::functions::Function;
use crate::insn::{reg, Flow, Insn};
use crate::ExeImage;

/// A symbol id.
pub(crate) type SymId = u32;

/// Symbolic terms a linear value may hold at most (`base + index` needs two).
const TERMS: usize = 2;

/// `Σ sym·mul + add` (wrapping) over at most two symbols, kept sorted by symbol with no zero
/// multipliers, so equal values compare equal; no term is the constant `add`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Lin {
    pub terms: [Option<(SymId, u32)>; TERMS],
    pub add: u32,
}

impl Lin {
    pub fn konst(c: u32) -> Self {
        Lin { terms: [None; TERMS], add: c }
    }
    pub fn sym(s: SymId) -> Self {
        Lin { terms: [Some((s, 1)), None], add: 0 }
    }
    fn shl(self, sa: u32) -> Self {
        let mut out = self;
        for t in out.terms.iter_mut().flatten() {
            t.1 = t.1.wrapping_shl(sa);
        }
        out.add = self.add.wrapping_shl(sa);
        out.normalise()
    }
    fn normalise(mut self) -> Self {
        let mut v: Vec<(SymId, u32)> =
            self.terms.iter().flatten().copied().filter(|t| t.1 != 0).collect();
        v.sort_unstable();
        self.terms = [v.first().copied(), v.get(1).copied()];
        self
    }
    /// `self + k·other`, if the result still has at most two symbols.
    pub(crate) fn combine(self, other: Lin, k: u32) -> Option<Lin> {
        let mut v: Vec<(SymId, u32)> = self.terms.iter().flatten().copied().collect();
        for &(s, m) in other.terms.iter().flatten() {
            let m = m.wrapping_mul(k);
            match v.iter_mut().find(|t| t.0 == s) {
                Some(t) => t.1 = t.1.wrapping_add(m),
                None => v.push((s, m)),
            }
        }
        v.retain(|t| t.1 != 0);
        if v.len() > TERMS {
            return None;
        }
        let add = self.add.wrapping_add(other.add.wrapping_mul(k));
        Some(Lin { terms: [v.first().copied(), v.get(1).copied()], add }.normalise())
    }
    pub fn as_const(self) -> Option<u32> {
        self.is_const().then_some(self.add)
    }
    pub fn is_const(self) -> bool {
        self.terms[0].is_none()
    }
    /// The only term, when there is exactly one.
    pub fn single(self) -> Option<(SymId, u32)> {
        match self.terms {
            [Some(t), None] => Some(t),
            _ => None,
        }
    }
    /// The same value without its constant part.
    pub fn base(self) -> Lin {
        Lin { add: 0, ..self }
    }
}

/// A register or memory value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Val {
    Unknown,
    Lin(Lin),
    /// 1 if `x <u n`, else 0.
    Lt {
        x: Lin,
        n: u32,
    },
}

impl Val {
    fn konst(c: u32) -> Self {
        Val::Lin(Lin::konst(c))
    }
    pub fn lin(self) -> Option<Lin> {
        match self {
            Val::Lin(l) => Some(l),
            _ => None,
        }
    }
    fn as_const(self) -> Option<u32> {
        self.lin().and_then(Lin::as_const)
    }
}

/// What a symbol stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum SymKind {
    /// A register's value where the run started.
    Init { run: u32, reg: u8 },
    /// The initial content of memory at a symbolic address.
    Load { addr: Lin, width: u8, signed: bool },
    /// `of & mask`.
    Masked { of: Lin, mask: u32 },
    /// `of >> sa` (logical).
    Shr { of: Lin, sa: u32 },
    /// A merge of different register values at a block.
    Phi { run: u32, block: u32, reg: u8 },
    /// A merge of different memory values at a block.
    PhiMem { run: u32, block: u32, addr: Lin, width: u8 },
    /// The result of an instruction the domain does not model, per run and pc.
    Opaque { run: u32, pc: u32 },
}

/// The symbol table (interned, so equal meanings get equal ids).
#[derive(Debug, Default)]
pub(crate) struct Syms {
    kinds: Vec<SymKind>,
    ids: HashMap<SymKind, SymId>,
    /// Block executions left for the whole analysis (shared through `take_budget`).
    budget: u64,
    /// Registers each called function may clobber (see [`Syms::clobbers`]).
    clobber: HashMap<u32, u32>,
}

/// The caller-saved registers of the MIPS o32 ABI: `at`, `v0`–`t7`, `t8`, `t9`, `ra`.
const ABI_CLOBBER: u32 = 0b1000_0011_0000_0000_1111_1111_1111_1110;
/// Instructions one clobber scan reads at most (with its callees), and the call depth.
const CLOBBER_SCAN: usize = 4096;
const CLOBBER_DEPTH: u32 = 3;

/// Block executions one whole-image analysis may spend (bounded work on any input; the
/// ≈600 KB synthetic EXE needs well under 1 % of it).
pub(crate) const BUDGET: u64 = 4_000_000;

impl Syms {
    /// A symbol table with `budget` block executions to spend.
    pub fn with_budget(budget: u64) -> Self {
        Syms { budget, ..Syms::default() }
    }
    /// Spends one block execution; false when the budget is gone.
    pub fn tick(&mut self) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget = self.budget.saturating_sub(1);
        true
    }
    /// The caller-saved registers the function at `target` (and what it calls) may write;
    /// [`ABI_CLOBBER`] when it cannot be read within bounds (a register jump other than the
    /// return, a call too deep, too much code). `ra` always. **[provisional]**
    pub fn clobbers(&mut self, img: &ExeImage<'_>, target: u32) -> u32 {
        if let Some(&m) = self.clobber.get(&target) {
            return m;
        }
        let m = scan_clobbers(img, target, CLOBBER_DEPTH).unwrap_or(ABI_CLOBBER);
        if self.clobber.len() < 4096 {
            self.clobber.insert(target, m);
        }
        m
    }
    /// What is left of the budget.
    pub fn budget(&self) -> u64 {
        self.budget
    }
    /// Sets what is left of the budget.
    pub fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }
}

/// The registers the code from `start` writes on every path to its returns (see
/// [`Syms::clobbers`]), as a mask over [`ABI_CLOBBER`] plus `ra`.
fn scan_clobbers(img: &ExeImage<'_>, start: u32, depth: u32) -> Option<u32> {
    let mut mask = 1u32 << reg::RA;
    let mut seen: BTreeSet<u32> = BTreeSet::new();
    let mut work = vec![start];
    while let Some(mut pc) = work.pop() {
        loop {
            if !seen.insert(pc) {
                break;
            }
            if seen.len() > CLOBBER_SCAN {
                return None;
            }
            let i = Insn(img.word(pc)?);
            if let Some(d) = i.dest() {
                mask |= 1u32 << d;
            }
            match i.flow(pc) {
                Flow::Next => pc = pc.wrapping_add(4),
                flow => {
                    let slot = Insn(img.word(pc.wrapping_add(4))?);
                    if let Some(d) = slot.dest() {
                        mask |= 1u32 << d;
                    }
                    seen.insert(pc.wrapping_add(4));
                    match flow {
                        Flow::Return => break,
                        Flow::Branch(t) => {
                            work.push(t);
                            pc = pc.wrapping_add(8);
                        }
                        Flow::Jump(t) => pc = t,
                        Flow::Call(t) | Flow::CallBranch(t) => {
                            let d = depth.checked_sub(1)?;
                            mask |= if t == start { 0 } else { scan_clobbers(img, t, d)? };
                            pc = pc.wrapping_add(8);
                        }
                        _ => return None,
                    }
                }
            }
        }
    }
    Some(mask & (ABI_CLOBBER | (1u32 << reg::RA)))
}

/// Symbols never exceed this many per analysis (bounded work on any input).
const MAX_SYMS: usize = 1 << 20;

impl Syms {
    pub fn intern(&mut self, k: SymKind) -> Option<SymId> {
        if let Some(&id) = self.ids.get(&k) {
            return Some(id);
        }
        if self.kinds.len() >= MAX_SYMS {
            return None;
        }
        let id = SymId::try_from(self.kinds.len()).ok()?;
        self.kinds.push(k);
        self.ids.insert(k, id);
        Some(id)
    }
    pub fn kind(&self, id: SymId) -> Option<SymKind> {
        self.kinds.get(usize::try_from(id).ok()?).copied()
    }
    fn val(&mut self, k: SymKind) -> Val {
        self.intern(k).map_or(Val::Unknown, |s| Val::Lin(Lin::sym(s)))
    }
}

/// Memory entries a state keeps at most.
const MAX_MEM: usize = 512;

/// Abstract machine state at a program point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct State {
    pub regs: [Val; 32],
    pub mem: BTreeMap<(Lin, u8), Val>,
    /// Facts `x <u n` known to hold: (x, n, the target taken when it does not, the branch).
    pub facts: Vec<(Lin, u32, u32, u32)>,
}

impl State {
    /// Every register symbolic (its value at the start of run `run`), `$zero` = 0.
    pub fn fresh(run: u32, syms: &mut Syms) -> Self {
        let mut regs = [Val::Unknown; 32];
        for (r, slot) in (0u8..).zip(regs.iter_mut()) {
            *slot = if r == 0 { Val::konst(0) } else { syms.val(SymKind::Init { run, reg: r }) };
        }
        State { regs, mem: BTreeMap::new(), facts: Vec::new() }
    }

    pub fn get(&self, r: u8) -> Val {
        if r == 0 {
            return Val::konst(0);
        }
        self.regs.get(usize::from(r)).copied().unwrap_or(Val::Unknown)
    }

    fn set(&mut self, r: u8, v: Val) {
        if r != 0 {
            if let Some(slot) = self.regs.get_mut(usize::from(r)) {
                *slot = v;
            }
        }
    }

    /// The join of `self` and `other` at `block` in run `run`. Locations that disagree get a
    /// phi named after the block and the first register with that disagreement; a location
    /// whose two incoming values differ from an earlier phi's by the same amount is expressed
    /// as that phi plus the amount (so `s0 = base + i` stays `base + φ(i)`, and a register and
    /// the stack slot or field it was loaded from keep sharing one symbol).
    fn join(&self, other: &State, run: u32, block: u32, syms: &mut Syms) -> State {
        let mut basis = Basis::default();
        // Two passes: plain disagreements first (they make the phis), then the values that
        // are one operation on different operands (`table[*p]`), merged through those phis
        // when possible (see `merge_deep`), else given a phi of their own.
        enum Loc {
            Reg(u8),
            Mem((Lin, u8)),
        }
        let mut deferred: Vec<(Loc, (Val, Val))> = Vec::new();
        let mut regs = self.regs;
        for (r, (a, b)) in (0u8..).zip(regs.iter_mut().zip(other.regs.iter())) {
            if *a != *b {
                if structural((*a, *b), syms) {
                    deferred.push((Loc::Reg(r), (*a, *b)));
                } else {
                    let kind = SymKind::Phi { run, block, reg: r };
                    *a = merge_pair(&mut basis, (*a, *b), syms, kind);
                }
            }
        }
        let mut mem = BTreeMap::new();
        let keys: BTreeSet<&(Lin, u8)> = self.mem.keys().chain(other.mem.keys()).collect();
        for &k in keys {
            // A location one side never wrote still holds its initial content there.
            let initial =
                |syms: &mut Syms| syms.val(SymKind::Load { addr: k.0, width: k.1, signed: false });
            let a = match self.mem.get(&k) {
                Some(v) => *v,
                None => initial(syms),
            };
            let b = match other.mem.get(&k) {
                Some(v) => *v,
                None => initial(syms),
            };
            let v = if a == b {
                a
            } else if structural((a, b), syms) {
                deferred.push((Loc::Mem(k), (a, b)));
                Val::Unknown
            } else {
                let kind = SymKind::PhiMem { run, block, addr: k.0, width: k.1 };
                merge_pair(&mut basis, (a, b), syms, kind)
            };
            if mem.len() < MAX_MEM {
                mem.insert(k, v);
            }
        }
        for (loc, (a, b)) in deferred {
            let deep = match (a, b) {
                (Val::Lin(x), Val::Lin(y)) => merge_deep(&basis, (x, y), syms, MERGE_DEPTH),
                _ => None,
            };
            match loc {
                Loc::Reg(r) => {
                    let v = match deep {
                        Some(l) => Val::Lin(l),
                        None => merge_pair(
                            &mut basis,
                            (a, b),
                            syms,
                            SymKind::Phi { run, block, reg: r },
                        ),
                    };
                    if let Some(slot) = regs.get_mut(usize::from(r)) {
                        *slot = v;
                    }
                }
                Loc::Mem(k) => {
                    let v = match deep {
                        Some(l) => Val::Lin(l),
                        None => {
                            let kind = SymKind::PhiMem { run, block, addr: k.0, width: k.1 };
                            merge_pair(&mut basis, (a, b), syms, kind)
                        }
                    };
                    if let Some(slot) = mem.get_mut(&k) {
                        *slot = v;
                    }
                }
            }
        }
        // A fact holds after the join when both sides have it, also when its value is
        // different on each side but merges (through the same phis) into one value: the
        // bound check of a type byte read through a pointer that is a phi at the join.
        let mut facts = Vec::new();
        for f in &self.facts {
            if other.facts.iter().any(|g| g.0 == f.0 && g.1 == f.1) {
                facts.push(*f);
                continue;
            }
            let merged = other
                .facts
                .iter()
                .filter(|g| g.1 == f.1)
                .find_map(|g| merge_deep(&basis, (f.0, g.0), syms, MERGE_DEPTH));
            if let Some(x) = merged {
                facts.push((x, f.1, f.2, f.3));
            }
        }
        State { regs, mem, facts }
    }

    /// A call at `pc` to `target` (None: through a register): the caller-saved registers the
    /// callee may write become unknown (all of them when the callee cannot be read; only
    /// those it writes when it can — gcc's `-fipa-ra` keeps values in `t` registers across
    /// calls to functions it knows leave them alone), `v0` a fresh result.
    fn clobber_call(
        &mut self,
        img: &ExeImage<'_>,
        target: Option<u32>,
        run: u32,
        pc: u32,
        syms: &mut Syms,
    ) {
        let mask = target.map_or(ABI_CLOBBER, |t| syms.clobbers(img, t));
        for r in 1u8..32 {
            if mask & (1u32 << r) != 0 {
                self.set(r, Val::Unknown);
            }
        }
        self.set(reg::V0, syms.val(SymKind::Opaque { run, pc }));
    }

    fn load(&mut self, addr: Val, width: u8, signed: bool, syms: &mut Syms) -> Val {
        let Some(a) = addr.lin() else { return Val::Unknown };
        if let Some(v) = self.mem.get(&(a, width)) {
            // A narrow value stored and read back with the other extension is a new value.
            if width < 4 {
                if let Some(SymKind::Load { signed: s, .. }) =
                    v.lin().and_then(|l| l.single()).and_then(|t| syms.kind(t.0))
                {
                    if s != signed {
                        return Val::Unknown;
                    }
                }
            }
            return *v;
        }
        syms.val(SymKind::Load { addr: a, width, signed })
    }

    fn store(&mut self, addr: Val, width: u8, v: Val, syms: &Syms) {
        let Some(a) = addr.lin() else { return };
        // Overlapping entries of another width at the same base become unknown.
        let overlapping: Vec<(Lin, u8)> = self
            .mem
            .keys()
            .filter(|(k, w)| {
                *w != width
                    && k.terms == a.terms
                    && (k.add.wrapping_sub(a.add) < u32::from(width)
                        || a.add.wrapping_sub(k.add) < u32::from(*w))
            })
            .copied()
            .collect();
        for k in overlapping {
            self.mem.insert(k, Val::Unknown);
        }
        let narrow_load = |l: Lin| {
            l.add == 0 && l.single().is_some_and(|(s, m)| {
                m == 1 && matches!(syms.kind(s), Some(SymKind::Load { width: w, .. }) if w == width)
            })
        };
        let v = match (width, v) {
            (4, v) => v,
            (_, Val::Lin(l)) if l.as_const().is_some() => {
                let mask = if width == 1 { 0xFF } else { 0xFFFF };
                Val::konst(l.add & mask)
            }
            // a byte (halfword) load stored back at its own width keeps its value
            (_, Val::Lin(l)) if narrow_load(l) => v,
            _ => Val::Unknown,
        };
        if self.mem.len() < MAX_MEM || self.mem.contains_key(&(a, width)) {
            self.mem.insert((a, width), v);
        }
    }
}

/// Whether two values are one operation (load, mask, shift) on different operands.
fn structural(pair: (Val, Val), syms: &Syms) -> bool {
    let (Val::Lin(a), Val::Lin(b)) = pair else { return false };
    let (Some((sa, ma)), Some((sb, mb))) = (a.single(), b.single()) else { return false };
    if ma != mb || a.add != b.add {
        return false;
    }
    matches!(
        (syms.kind(sa), syms.kind(sb)),
        (Some(SymKind::Load { .. }), Some(SymKind::Load { .. }))
            | (Some(SymKind::Masked { .. }), Some(SymKind::Masked { .. }))
            | (Some(SymKind::Shr { .. }), Some(SymKind::Shr { .. }))
    )
}

/// How deep [`merge_deep`] looks through loads, masks and shifts.
const MERGE_DEPTH: u32 = 3;

/// Two different values that are the same operation on different operands — `m·load(a) + c`
/// and `m·load(b) + c`, or a mask or shift of such — merged as that operation on the merged
/// operand, where the innermost operands merge through an earlier phi of the basis (a common
/// offset from it). So `table[*p]` on every edge into a factored or duplicated `jr` stays
/// `table[*φ(p)]` at the join, and the type byte keeps its read address. Creates no phi.
fn merge_deep(basis: &Basis, (a, b): (Lin, Lin), syms: &mut Syms, depth: u32) -> Option<Lin> {
    if a == b {
        return Some(a);
    }
    if let Some(v) = basis.find((Val::Lin(a), Val::Lin(b))).and_then(Val::lin) {
        return Some(v);
    }
    let depth = depth.checked_sub(1)?;
    let ((sa, ma), (sb, mb)) = (a.single()?, b.single()?);
    if ma != mb || a.add != b.add {
        return None;
    }
    let kind = match (syms.kind(sa)?, syms.kind(sb)?) {
        (
            SymKind::Load { addr: x, width: w, signed: s },
            SymKind::Load { addr: y, width: w2, signed: s2 },
        ) if w == w2 && s == s2 => {
            SymKind::Load { addr: merge_deep(basis, (x, y), syms, depth)?, width: w, signed: s }
        }
        (SymKind::Masked { of: x, mask }, SymKind::Masked { of: y, mask: m2 }) if mask == m2 => {
            SymKind::Masked { of: merge_deep(basis, (x, y), syms, depth)?, mask }
        }
        (SymKind::Shr { of: x, sa: k }, SymKind::Shr { of: y, sa: k2 }) if k == k2 => {
            SymKind::Shr { of: merge_deep(basis, (x, y), syms, depth)?, sa: k }
        }
        _ => return None,
    };
    let s = syms.intern(kind)?;
    Some(Lin { terms: [Some((s, ma)), None], add: a.add })
}

/// The merged value of two different incoming values: an earlier phi plus a common offset
/// when one fits, else a new phi of `kind` (which joins the basis); Unknown for non-linear
/// values.
fn merge_pair(basis: &mut Basis, pair: (Val, Val), syms: &mut Syms, kind: SymKind) -> Val {
    if !matches!(pair, (Val::Lin(_), Val::Lin(_))) {
        return Val::Unknown;
    }
    if let Some(v) = basis.find(pair) {
        return v;
    }
    let v = syms.val(kind);
    basis.insert(pair, v);
    v
}

/// The phis one join has made, by the difference of their two incoming values: a pair
/// `(a, b)` with the same difference as an earlier pair `(a0, b0)` is `φ + (a − a0)`.
#[derive(Default)]
struct Basis {
    by_diff: HashMap<Val, Vec<(Val, Val)>>,
}

impl Basis {
    /// An earlier phi plus the common offset, when one fits.
    fn find(&self, (a, b): (Val, Val)) -> Option<Val> {
        let d = sub(a, b);
        if d == Val::Unknown {
            return None;
        }
        self.by_diff.get(&d)?.iter().find_map(|&(a0, phi)| {
            let x = sub(a, a0);
            let v = add(phi, x);
            (x != Val::Unknown && v != Val::Unknown).then_some(v)
        })
    }
    fn insert(&mut self, (a, b): (Val, Val), phi: Val) {
        let d = sub(a, b);
        if d != Val::Unknown {
            self.by_diff.entry(d).or_default().push((a, phi));
        }
    }
}

fn add(a: Val, b: Val) -> Val {
    match (a, b) {
        (Val::Lin(x), Val::Lin(y)) => x.combine(y, 1).map_or(Val::Unknown, Val::Lin),
        _ => Val::Unknown,
    }
}

fn sub(a: Val, b: Val) -> Val {
    match (a, b) {
        (Val::Lin(x), Val::Lin(y)) => x.combine(y, u32::MAX).map_or(Val::Unknown, Val::Lin),
        _ => Val::Unknown,
    }
}

fn fold(a: Val, b: Val, f: impl Fn(u32, u32) -> u32) -> Val {
    match (a.as_const(), b.as_const()) {
        (Some(x), Some(y)) => Val::konst(f(x, y)),
        _ => Val::Unknown,
    }
}

/// Whether a symbol is a zero-extended byte load (so `& 0xff` is the identity).
fn is_ubyte(syms: &Syms, l: Lin) -> bool {
    l.add == 0
        && l.single()
            .filter(|t| t.1 == 1)
            .and_then(|t| syms.kind(t.0))
            .is_some_and(|k| matches!(k, SymKind::Load { width: 1, signed: false, .. }))
}

/// Executes one non-control instruction.
pub(crate) fn step(st: &mut State, i: Insn, pc: u32, run: u32, syms: &mut Syms) {
    let (rs, rt) = (st.get(i.rs()), st.get(i.rt()));
    let simm = i.simm() as u32;
    let opaque = |syms: &mut Syms| syms.val(SymKind::Opaque { run, pc });
    let v = match i.op() {
        0 => {
            let v = match i.funct() {
                0 => match rt.lin() {
                    Some(l) => Val::Lin(l.shl(i.sa())),
                    None => Val::Unknown,
                },
                2 => match rt.lin() {
                    Some(l) if !l.is_const() && i.sa() > 0 => {
                        syms.val(SymKind::Shr { of: l, sa: i.sa() })
                    }
                    _ => fold(rt, Val::konst(i.sa()), |x, s| x >> s),
                },
                3 => fold(rt, Val::konst(i.sa()), |x, s| ((x as i32) >> s) as u32),
                4 => fold(rt, rs, |x, s| x.wrapping_shl(s & 31)),
                6 => fold(rt, rs, |x, s| x.wrapping_shr(s & 31)),
                7 => fold(rt, rs, |x, s| ((x as i32).wrapping_shr(s & 31)) as u32),
                32 | 33 => add(rs, rt),
                34 | 35 => sub(rs, rt),
                36 => fold(rs, rt, |x, y| x & y),
                37 => match (rs.as_const(), rt.as_const()) {
                    (Some(0), _) => rt,
                    (_, Some(0)) => rs,
                    _ => fold(rs, rt, |x, y| x | y),
                },
                38 => fold(rs, rt, |x, y| x ^ y),
                39 => fold(rs, rt, |x, y| !(x | y)),
                42 => fold(rs, rt, |x, y| u32::from((x as i32) < (y as i32))),
                43 => match (rs.lin(), rt.as_const()) {
                    (Some(x), Some(n)) if !x.is_const() => Val::Lt { x, n },
                    _ => fold(rs, rt, |x, y| u32::from(x < y)),
                },
                _ => {
                    if i.dest().is_some() {
                        opaque(syms)
                    } else {
                        return;
                    }
                }
            };
            st.set(i.rd(), v);
            return;
        }
        9 | 8 => add(rs, Val::konst(simm)),
        10 => fold(rs, Val::konst(simm), |x, y| u32::from((x as i32) < (y as i32))),
        11 => match rs.lin() {
            Some(x) if !x.is_const() => Val::Lt { x, n: simm },
            _ => fold(rs, Val::konst(simm), |x, y| u32::from(x < y)),
        },
        12 => {
            let m = i.imm();
            match rs.lin() {
                Some(l) if l.is_const() => Val::konst(l.add & m),
                Some(l) if m == 0xFF && is_ubyte(syms, l) => rs,
                Some(l) => syms.val(SymKind::Masked { of: l, mask: m }),
                None => Val::Unknown,
            }
        }
        13 => match rs.as_const() {
            Some(x) => Val::konst(x | i.imm()),
            None if i.imm() == 0 => rs,
            None => Val::Unknown,
        },
        14 => fold(rs, Val::konst(i.imm()), |x, y| x ^ y),
        15 => Val::konst(i.imm() << 16),
        32..=38 => {
            let addr = add(rs, Val::konst(simm));
            match i.op() {
                32 => st.load(addr, 1, true, syms),
                33 => st.load(addr, 2, true, syms),
                35 => st.load(addr, 4, false, syms),
                36 => st.load(addr, 1, false, syms),
                37 => st.load(addr, 2, false, syms),
                _ => Val::Unknown, // lwl / lwr
            }
        }
        40 | 41 | 43 => {
            let addr = add(rs, Val::konst(simm));
            let width = match i.op() {
                40 => 1,
                41 => 2,
                _ => 4,
            };
            st.store(addr, width, rt, syms);
            return;
        }
        42 | 46 => {
            // swl / swr: the word becomes unknown
            let addr = add(rs, Val::konst(simm & !3));
            st.store(addr, 4, Val::Unknown, syms);
            return;
        }
        _ => match i.dest() {
            Some(_) => opaque(syms),
            None => return,
        },
    };
    if let Some(d) = i.dest() {
        st.set(d, v);
    }
}

/// The end of a block: its control instruction, the values its operands had before the delay
/// slot, and the state after the delay slot.
#[derive(Debug, Clone)]
pub(crate) struct Term {
    /// Address of the control instruction (or of the first address past the function).
    pub pc: u32,
    pub flow: Option<Flow>,
    pub insn: Insn,
    /// Value of `rs` before the delay slot (branch condition or jump register).
    pub rs_val: Val,
    /// Value of `rt` before the delay slot.
    pub rt_val: Val,
}

/// Runs a block from `start` until a control instruction plus its delay slot, or the end of
/// `func`. Returns the terminator; `st` is the state after it.
pub(crate) fn run_block(
    img: &ExeImage<'_>,
    func: Function,
    leaders: &BTreeSet<u32>,
    start: u32,
    st: &mut State,
    run: u32,
    syms: &mut Syms,
) -> Term {
    let mut pc = start;
    loop {
        if pc != start && leaders.contains(&pc) {
            // falls into another block's start
            let u = Val::Unknown;
            return Term { pc, flow: Some(Flow::Next), insn: Insn(0), rs_val: u, rt_val: u };
        }
        let Some(w) = img.word(pc).filter(|_| pc < func.end && pc >= func.start) else {
            let u = Val::Unknown;
            return Term { pc, flow: None, insn: Insn(0), rs_val: u, rt_val: u };
        };
        let i = Insn(w);
        let flow = i.flow(pc);
        if flow == Flow::Next {
            step(st, i, pc, run, syms);
            pc = pc.wrapping_add(4);
            continue;
        }
        let (rs_val, rt_val) = (st.get(i.rs()), st.get(i.rt()));
        let slot = pc.wrapping_add(4);
        if let Some(d) = img.word(slot).filter(|_| slot < func.end) {
            let di = Insn(d);
            if di.flow(slot) == Flow::Next {
                step(st, di, slot, run, syms);
            }
        }
        return Term { pc, flow: Some(flow), insn: i, rs_val, rt_val };
    }
}

/// What to do at a terminator.
pub(crate) enum Control {
    /// The default successors.
    Default,
    /// Do not continue.
    Stop,
    /// Continue at these addresses.
    Targets(Vec<u32>),
}

/// Per-block visit cap and total block cap of one fixpoint run.
const MAX_VISITS: u32 = 32;
const MAX_BLOCKS: usize = 20_000;

/// Runs a forward fixpoint over `func` from `entries`. `on_term(term, state_after, start)` is
/// called at every processed block end and decides the successors.
///
/// A block's entry state is the join of the latest state each incoming edge brought (not of
/// every state ever seen), so phis appear only where different edges really disagree, as in
/// SSA: a value computed from a loop phi stays the same symbol across iterations.
pub(crate) fn fixpoint(
    img: &ExeImage<'_>,
    func: Function,
    run: u32,
    entries: Vec<(u32, State)>,
    syms: &mut Syms,
    mut on_term: impl FnMut(&Term, &State, u32, &mut Syms) -> Control,
) {
    let leaders = leaders(img, func);
    let mut incoming: BTreeMap<u32, BTreeMap<(u32, u32), State>> = BTreeMap::new();
    let mut entry: BTreeMap<u32, State> = BTreeMap::new();
    let mut visits: HashMap<u32, u32> = HashMap::new();
    let mut work: BTreeSet<u32> = BTreeSet::new();
    for (k, (pc, st)) in (0u32..).zip(entries) {
        contribute(&mut incoming, &mut entry, &mut work, pc, (u32::MAX, k), st, run, syms);
    }
    let mut processed = 0usize;
    while let Some(start) = work.pop_first() {
        processed = processed.saturating_add(1);
        if processed > MAX_BLOCKS || !syms.tick() {
            break;
        }
        let n = visits.entry(start).or_insert(0);
        *n = n.saturating_add(1);
        if *n > MAX_VISITS {
            continue;
        }
        let Some(mut st) = entry.get(&start).cloned() else { continue };
        let term = run_block(img, func, &leaders, start, &mut st, run, syms);
        let succ: Vec<(u32, State)> = match on_term(&term, &st, start, syms) {
            Control::Stop => Vec::new(),
            Control::Targets(ts) => ts.into_iter().map(|t| (t, st.clone())).collect(),
            Control::Default => default_succ(img, &term, &st, run, syms, func),
        };
        for (k, (pc, s)) in (0u32..).zip(succ) {
            if pc >= func.start && pc < func.end && pc.is_multiple_of(4) {
                contribute(&mut incoming, &mut entry, &mut work, pc, (start, k), s, run, syms);
            }
        }
    }
}

/// Branch and jump targets inside `func`: where a straight run must end.
pub(crate) fn leaders(img: &ExeImage<'_>, func: Function) -> BTreeSet<u32> {
    let mut out = BTreeSet::new();
    let mut pc = func.start;
    while pc < func.end {
        let Some(w) = img.word(pc) else { break };
        if let Flow::Branch(t) | Flow::Jump(t) = Insn(w).flow(pc) {
            if t >= func.start && t < func.end {
                out.insert(t);
            }
        }
        pc = pc.wrapping_add(4);
    }
    out
}

/// Records the state edge `edge` brings to `pc` and recomputes `pc`'s entry state.
#[allow(clippy::too_many_arguments)]
fn contribute(
    incoming: &mut BTreeMap<u32, BTreeMap<(u32, u32), State>>,
    entry: &mut BTreeMap<u32, State>,
    work: &mut BTreeSet<u32>,
    pc: u32,
    edge: (u32, u32),
    st: State,
    run: u32,
    syms: &mut Syms,
) {
    let ins = incoming.entry(pc).or_default();
    if ins.get(&edge) == Some(&st) {
        return;
    }
    ins.insert(edge, st);
    let mut it = ins.values();
    let Some(first) = it.next() else { return };
    let mut joined = first.clone();
    for s in it {
        joined = joined.join(s, run, pc, syms);
    }
    if entry.get(&pc) != Some(&joined) {
        entry.insert(pc, joined);
        work.insert(pc);
    }
}

/// Whether a conditional branch is taken, when its operands are constants.
fn decide(t: &Term) -> Option<bool> {
    let rs = t.rs_val.as_const()? as i32;
    match t.insn.op() {
        4 => Some(rs == t.rt_val.as_const()? as i32),
        5 => Some(rs != t.rt_val.as_const()? as i32),
        6 => Some(rs <= 0),
        7 => Some(rs > 0),
        1 => match t.insn.rt() {
            0 => Some(rs < 0),
            1 => Some(rs >= 0),
            _ => None,
        },
        _ => None,
    }
}

/// The ordinary successors of a block end (calls return to pc + 8; returns and register
/// jumps end the run).
pub(crate) fn default_succ(
    img: &ExeImage<'_>,
    t: &Term,
    st: &State,
    run: u32,
    syms: &mut Syms,
    func: Function,
) -> Vec<(u32, State)> {
    let after = t.pc.wrapping_add(8);
    let Some(flow) = t.flow else { return Vec::new() };
    match flow {
        Flow::Next => vec![(t.pc, st.clone())],
        Flow::Branch(target) => {
            // A condition on constants decides the edge.
            match decide(t) {
                Some(true) => return vec![(target, st.clone())],
                Some(false) => return vec![(after, st.clone())],
                None => {}
            }
            let mut taken = st.clone();
            let mut fall = st.clone();
            // beq/bne against $zero on an `x <u n` value: a bound fact on one edge.
            if let (Val::Lt { x, n }, true) =
                (t.rs_val, t.insn.rt() == 0 && matches!(t.insn.op(), 4 | 5))
            {
                if t.insn.op() == 4 {
                    fall.facts.push((x, n, target, t.pc));
                } else {
                    taken.facts.push((x, n, after, t.pc));
                }
            }
            vec![(target, taken), (after, fall)]
        }
        Flow::Jump(target) if target >= func.start && target < func.end => {
            vec![(target, st.clone())]
        }
        Flow::Jump(_) | Flow::Return | Flow::JumpReg(_) => Vec::new(),
        Flow::Call(_) | Flow::CallReg(_) | Flow::CallBranch(_) => {
            let mut s = st.clone();
            let target = match flow {
                Flow::Call(x) | Flow::CallBranch(x) => Some(x),
                _ => None,
            };
            s.clobber_call(img, target, run, t.pc, syms);
            vec![(after, s)]
        }
    }
}
