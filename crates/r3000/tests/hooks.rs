//! Hooks: every conditional branch and every data load is seen with its provenance, and a
//! branch can be forced; without hooks (or with hooks that change nothing) the run is the
//! same as `run`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::arithmetic_side_effects,
    missing_docs
)]

use r3000::hooks::{Branch, Hooks, Load, NoHooks};
use r3000::{Machine, Stop, Taint};

const BASE: u32 = 0x8001_0000;
const INPUT: u32 = 0x8010_0000;
const V0: usize = 2;

/// Loads input byte 0, branches on it (taken when it is 0, skipping `v0 = 1`), then a branch
/// on constants that is never taken.
const CODE: [u32; 8] = [
    0x9088_0000, // lbu t0, 0(a0)
    0x0000_0000, // nop (load delay)
    0x1100_0002, // beq t0, zero, +2
    0x0000_0000, // nop (delay slot)
    0x2402_0001, // addiu v0, zero, 1
    0x1400_0001, // bne zero, zero, +1
    0x0000_0000, // nop (delay slot)
    0x0000_000D, // break
];

fn machine(byte: u8, track: bool) -> Machine {
    let mut m = Machine::new();
    let code: Vec<u8> = CODE.iter().flat_map(|w| w.to_le_bytes()).collect();
    m.write_bytes(BASE, &code).unwrap();
    m.write_bytes(INPUT, &[byte, 1, 2, 3]).unwrap();
    if track {
        m.track_input(INPUT, 4).unwrap();
    }
    m
}

#[derive(Default)]
struct Record {
    branches: Vec<Branch>,
    loads: Vec<Load>,
}

impl Hooks for Record {
    fn branch(&mut self, b: &Branch) -> bool {
        self.branches.push(*b);
        b.taken
    }
    fn load(&mut self, l: &Load) {
        self.loads.push(*l);
    }
}

/// Forces every branch that depends on input the other way.
struct Flip;

impl Hooks for Flip {
    fn branch(&mut self, b: &Branch) -> bool {
        b.taken ^ !b.taint.is_empty()
    }
}

#[test]
fn branches_and_loads_are_seen_with_their_provenance() {
    let mut seen = Record::default();
    let mut m = machine(0, true);
    let out = m.call_with(BASE, [INPUT, 0, 0, 0], 100, &mut seen);
    assert_eq!(out.stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 0, "input byte 0: the beq skipped v0 = 1");
    assert_eq!(
        seen.branches,
        [
            Branch {
                pc: BASE + 8,
                target: BASE + 0x14,
                mnemonic: "beq",
                regs: (8, Some(0)),
                operands: (0, 0),
                taken: true,
                taint: Taint::byte(0)
            },
            Branch {
                pc: BASE + 0x14,
                target: BASE + 0x1C,
                mnemonic: "bne",
                regs: (0, Some(0)),
                operands: (0, 0),
                taken: false,
                taint: Taint::EMPTY
            },
        ]
    );
    assert_eq!(
        seen.loads,
        [Load {
            pc: BASE,
            addr: INPUT,
            size: 1,
            value: 0,
            taint: Taint::byte(0),
            addr_taint: Taint::EMPTY,
            gte: false
        }]
    );
}

#[test]
fn without_provenance_the_hooks_see_no_taint() {
    let mut seen = Record::default();
    let mut m = machine(7, false);
    assert_eq!(m.call_with(BASE, [INPUT, 0, 0, 0], 100, &mut seen).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 1);
    assert_eq!(seen.branches.len(), 2);
    assert!(!seen.branches[0].taken);
    assert!(seen.branches.iter().all(|b| b.taint.is_empty()));
    assert_eq!(seen.loads.len(), 1);
    assert_eq!((seen.loads[0].value, seen.loads[0].taint), (7, Taint::EMPTY));
}

#[test]
fn a_hook_can_force_a_branch() {
    let mut m = machine(0, true);
    assert_eq!(m.call_with(BASE, [INPUT, 0, 0, 0], 100, &mut Flip).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 1, "the input-dependent beq was forced not taken");
    // Untainted branches are left alone: without provenance Flip changes nothing.
    let mut m = machine(0, false);
    assert_eq!(m.call_with(BASE, [INPUT, 0, 0, 0], 100, &mut Flip).stop, Stop::Break { code: 0 });
    assert_eq!(m.reg(V0), 0);
}

#[test]
fn hooks_that_change_nothing_leave_the_run_as_it_was() {
    for byte in [0u8, 9] {
        let mut a = machine(byte, true);
        let mut b = a.clone();
        let mut c = a.clone();
        let oa = a.call(BASE, [INPUT, 0, 0, 0], 100);
        let ob = b.call_with(BASE, [INPUT, 0, 0, 0], 100, &mut NoHooks);
        let oc = c.call_with(BASE, [INPUT, 0, 0, 0], 100, &mut Record::default());
        assert_eq!(oa, ob);
        assert_eq!(oa, oc);
        assert_eq!(a.regs(), b.regs());
        assert_eq!(a.regs(), c.regs());
        assert_eq!(a.reg_taint(V0), c.reg_taint(V0));
    }
}
