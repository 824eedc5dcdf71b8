//! An R3000 + GTE interpreter for running a PS-X EXE's own routines (the draw dispatch, the
//! rotation builder, the LZ decoder) with byte provenance.
//!
//! # The machine
//!
//! [`Machine`] is a PS1 as far as user code sees it **[public: psx-spx]**:
//!
//! * the R3000A core: every MIPS I instruction, decoded by rabbitizer's R3000GTE decoder
//!   ([`decode`]) and cached per RAM word, with explicit **branch delay slots** and **load
//!   delay slots** (a loaded value is not visible to the next instruction; `lwl`/`lwr` merge
//!   with a load in flight); `add`/`addi`/`sub` overflow, unaligned accesses and unmapped
//!   addresses stop the run with a [`Fault`] naming PC and address (no exception handler is
//!   emulated);
//! * COP0 as far as user code touches it: `mfc0`/`mtc0` read and write the registers (SR,
//!   Cause, EPC, BadVaddr, …; PRId reads 2), `rfe` pops SR's mode stack, SR.IsC isolates the
//!   cache (stores are dropped, as the BIOS's cache flush expects);
//! * the GTE (COP2, [`gte`]): `mtc2`/`mfc2`/`ctc2`/`cfc2`, `lwc2`/`swc2` and the commands;
//! * memory ([`memory`]): 2 MB RAM and its mirrors in KUSEG/KSEG0/KSEG1, the scratchpad,
//!   inert hardware registers (reads 0; GPUSTAT reads "ready"), GP0/GP1 writes and DMA
//!   channel 2 transfers captured in the GPU log, DMA channel 6 clearing ordering tables,
//!   the cache control register; anything else is an error;
//! * BIOS calls ([`bios`]): the C-library functions of the A0 table (memcpy, memset,
//!   strlen, …), printf/puts/putchar into a TTY log, the GPU helpers, as Rust stand-ins;
//!   any other call is an error naming the function and the PC.
//!
//! Runs are bounded by an instruction budget and never panic: [`Machine::run`] and
//! [`Machine::call`] return an [`Outcome`] ([`Stop::Return`], [`Stop::Break`],
//! [`Stop::Syscall`], [`Stop::Budget`], [`Stop::Fault`]).
//!
//! # Provenance
//!
//! With [`Machine::track_input`], every register and memory byte carries the set of input
//! bytes ([`Taint`]) it came from, through the ALU, shifts, mult/div, the GTE, and loads
//! whose *address* came from input. The rules and limits are in `docs/formats/r3000.md`.
//! Control dependence is not tracked.
//!
//! # Running an EXE
//!
//! [`run_exe`] is what `dewrip exe run` calls: it loads the EXE, runs it (or calls one
//! function) and returns a [`RunReport`] that serializes to the contract's JSON.
//!
//! # Speed
//!
//! `benches/interp.rs` runs gcc-compiled loops (`tests/fixtures/src/t_bench.c`, -O2). On one
//! core of the project's busy, shared 2-core machine: 103–235 million R3000 instructions per
//! second without provenance, 49–98 million with it, 35 million in the provenance worst case
//! (every load and store moving tracked bytes). Targets: 30 M and 5 M.
//!
//! ---
//!
#![doc = include_str!("../../../docs/formats/r3000.md")]
#![forbid(unsafe_code)]

pub mod analysis;
pub mod bios;
mod bus;
pub mod decode;
mod error;
mod execute;
pub mod gte;
mod hex;
pub mod hooks;
mod machine;
pub mod memory;
mod provenance;
mod report;
pub mod routines;
mod run;
mod stop;
pub mod taint;
pub mod watch;

pub use bios::TTY_LIMIT;
pub use error::{Access, Error, Fault};
pub use hooks::Hooks;
pub use machine::{Machine, DEFAULT_STACK, DEFAULT_TIME_LIMIT, RETURN_ADDRESS};
pub use memory::{GpuPort, GpuVia, GpuWrite, StoreRecord, GPUSTAT_READY, GPU_LOG_LIMIT};
pub use report::{
    parse_args, parse_dump, parse_seconds, parse_u32, run_exe, CpuRegs, Dump, GteRegs, RunOptions,
    RunReport, StopKind, DEFAULT_BUDGET, MAX_DUMP,
};
pub use stop::{Outcome, Stop};
pub use taint::Taint;

pub(crate) use hex::hex;
