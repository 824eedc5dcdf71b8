//! Interpreter speed on gcc output: `kernel` of tests/fixtures/src/t_bench.c (-O2), a loop of
//! byte loads, a table lookup by the byte, a multiply, shifts and stores. Throughput is in
//! R3000 instructions per second (criterion's "elem/s"), without and with provenance (the
//! kernel's 256 input bytes tracked); `interp_copy` is the provenance worst case, a loop whose
//! every load and store moves tracked bytes. `fetch` runs one endless loop (a branch to itself
//! and its delay slot) from KSEG0, KSEG1 and KUSEG's low mirror (address 0): every RAM
//! segment and mirror takes the same fetch path.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::collections::BTreeMap;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use r3000::{Machine, Stop};

const EXE: &[u8] = include_bytes!("../tests/fixtures/gcc/t_bench_O2.exe");
const SYMS: &str = include_str!("../tests/fixtures/gcc/t_bench_O2.syms");
const REPS: u32 = 40;

fn syms() -> BTreeMap<&'static str, u32> {
    SYMS.lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            let a = u32::from_str_radix(it.next()?, 16).ok()?;
            it.next()?;
            Some((it.next()?, a))
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let s = syms();
    let mut base = Machine::from_exe(EXE).unwrap();
    // run() fills the input and the lookup table (and checks the kernel once).
    assert_eq!(base.call(s["run"], [0x8010_0000, 0, 0, 0], 50_000_000).stop, Stop::Return);
    let args = [s["input"], s["tmp"], REPS, 0];
    let per_call = {
        let mut m = base.clone();
        let out = m.call(s["kernel"], args, u64::MAX);
        assert_eq!(out.stop, Stop::Return);
        out.instructions
    };
    let mut g = c.benchmark_group("interp");
    g.sample_size(20);
    g.throughput(Throughput::Elements(per_call));
    let mut fast = base.clone();
    g.bench_function("no_provenance", |b| {
        b.iter(|| fast.call(s["kernel"], args, u64::MAX).instructions)
    });
    base.track_input(s["input"], 256).unwrap();
    let mut tracked = base;
    g.bench_function("provenance", |b| {
        b.iter(|| tracked.call(s["kernel"], args, u64::MAX).instructions)
    });
    g.finish();
    // The provenance run computed something that depends on the input.
    assert!(!tracked.reg_taint(2).is_empty());

    // The provenance worst case: copy_mix moves 64 input words through loads and stores,
    // every byte tainted (256 input bytes, 256 tainted output bytes, HashMap updates).
    let copy_args = [s["tmp"], s["input"], 64, REPS];
    let per_copy = {
        let mut m = tracked.clone();
        let out = m.call(s["copy_mix"], copy_args, u64::MAX);
        assert_eq!(out.stop, Stop::Return);
        assert!(!m.mem_taint(s["tmp"]).is_empty());
        out.instructions
    };
    let mut g = c.benchmark_group("interp_copy");
    g.sample_size(20);
    g.throughput(Throughput::Elements(per_copy));
    let mut plain = fast;
    g.bench_function("no_provenance", |b| {
        b.iter(|| plain.call(s["copy_mix"], copy_args, u64::MAX).instructions)
    });
    g.bench_function("provenance", |b| {
        b.iter(|| tracked.call(s["copy_mix"], copy_args, u64::MAX).instructions)
    });
    g.finish();
}

fn fetch(c: &mut Criterion) {
    const N: u64 = 2_000_000;
    // beq zero, zero, -1 ; nop
    let text: Vec<u8> = [0x1000_FFFFu32, 0].iter().flat_map(|w| w.to_le_bytes()).collect();
    let mut g = c.benchmark_group("fetch");
    g.sample_size(20);
    g.throughput(Throughput::Elements(N));
    for (name, base) in [("kseg0", 0x8001_0000u32), ("kseg1", 0xA000_0000), ("low", 0)] {
        let mut m = Machine::from_exe(&disc::exe::build_exe(base, base, &text)).unwrap();
        m.set_time_limit(None);
        g.bench_function(name, |b| {
            b.iter(|| {
                m.set_pc(base);
                m.run(N).instructions
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench, fetch);
criterion_main!(benches);
