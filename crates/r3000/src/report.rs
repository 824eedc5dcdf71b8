//! `dewrip exe run`: options, the JSON report, and the one entry point [`run_exe`].

use std::time::Duration;

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

use crate::error::Error;
use crate::machine::{Machine, DEFAULT_TIME_LIMIT};
use crate::stop::{Outcome, Stop};
use mips::insn::reg::NAMES;

/// The budget when none is given: about 1.5 s of PS1 time **\[provisional\]**.
pub const DEFAULT_BUDGET: u64 = 50_000_000;
/// The largest RAM range one `--dump` may ask for (all of RAM).
pub const MAX_DUMP: u32 = crate::memory::RAM_SIZE;

/// What to run and what to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunOptions {
    /// Call this function instead of running from the entry point.
    pub call: Option<u32>,
    /// `$a0..$a3` for the call.
    pub args: [u32; 4],
    /// The instruction budget.
    pub max: u64,
    /// The wall-clock bound: the run stops (`stop: "time"`) when it is still going after
    /// this long, whatever `max` says.
    pub time_limit: Duration,
    /// RAM ranges to dump after the run: (address, length).
    pub dumps: Vec<(u32, u32)>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            call: None,
            args: [0; 4],
            max: DEFAULT_BUDGET,
            time_limit: DEFAULT_TIME_LIMIT,
            dumps: Vec::new(),
        }
    }
}

/// Why the run stopped, as the report names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum StopKind {
    /// The function (or `main`) returned.
    Return,
    /// A `break` or a `syscall` (no exception handler is emulated).
    Break,
    /// The budget ran out ("gave up after N instructions").
    Budget,
    /// The wall-clock bound ran out first ("gave up after N s of wall-clock time").
    Time,
    /// An error: overflow, address error, unmapped access, unsupported BIOS call, …
    Error,
}

/// The CPU registers: the 32 GPRs by ABI name, then `hi`, `lo`, `pc`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CpuRegs {
    /// `zero` … `ra`.
    pub gpr: [u32; 32],
    /// HI.
    pub hi: u32,
    /// LO.
    pub lo: u32,
    /// PC (as in the report).
    pub pc: u32,
}

impl Serialize for CpuRegs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(35))?;
        for (name, v) in NAMES.iter().zip(self.gpr) {
            map.serialize_entry(name, &format!("{v:#010x}"))?;
        }
        map.serialize_entry("hi", &format!("{:#010x}", self.hi))?;
        map.serialize_entry("lo", &format!("{:#010x}", self.lo))?;
        map.serialize_entry("pc", &format!("{:#010x}", self.pc))?;
        map.end()
    }
}

/// The GTE registers as `mfc2`/`cfc2` read them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GteRegs {
    /// Data registers 0..31.
    #[serde(serialize_with = "hex_words")]
    pub data: [u32; 32],
    /// Control registers 0..31.
    #[serde(serialize_with = "hex_words")]
    pub control: [u32; 32],
}

fn hex_words<S: Serializer>(w: &[u32; 32], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(w.iter().map(|v| format!("{v:#010x}")))
}

/// One dumped RAM range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Dump {
    /// Start address.
    #[serde(serialize_with = "crate::hex")]
    pub addr: u32,
    /// Length in bytes.
    pub len: u32,
    /// The bytes, lowercase hex.
    pub hex: String,
}

/// The report of one run (the `--json` document of `dewrip exe run`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RunReport {
    /// Why it stopped.
    pub stop: StopKind,
    /// Instructions executed.
    pub instructions: u64,
    /// Where it stopped (see [`crate::Outcome::pc`]).
    #[serde(serialize_with = "crate::hex")]
    pub pc: u32,
    /// CPU registers at the stop.
    pub cpu: CpuRegs,
    /// GTE registers at the stop.
    pub gte: GteRegs,
    /// The requested RAM ranges.
    pub dumps: Vec<Dump>,
    /// What stopped it, in words: the error (naming PC and address), the break or syscall
    /// code, "gave up after N instructions", or "returned".
    pub message: String,
}

impl RunReport {
    /// The report of a machine after a run.
    pub fn of(m: &Machine, outcome: &Outcome, dumps: &[(u32, u32)]) -> Result<RunReport, Error> {
        let (stop, message) = match &outcome.stop {
            Stop::Return => (StopKind::Return, "returned".to_string()),
            Stop::Break { code } => {
                (StopKind::Break, format!("break {code:#x} at PC {:#010x}", outcome.pc))
            }
            Stop::Syscall { code } => (
                StopKind::Break,
                format!(
                    "syscall {code:#x} at PC {:#010x} (function {:#x} in $a0); no handler",
                    outcome.pc,
                    m.reg(4)
                ),
            ),
            Stop::Budget => {
                (StopKind::Budget, format!("gave up after {} instructions", outcome.instructions))
            }
            Stop::TimeLimit { limit } => (
                StopKind::Time,
                format!(
                    "gave up after {} s of wall-clock time and {} instructions",
                    limit.as_secs_f64(),
                    outcome.instructions
                ),
            ),
            Stop::Fault(f) => (StopKind::Error, f.to_string()),
        };
        let mut out = Vec::with_capacity(dumps.len());
        for &(addr, len) in dumps {
            out.push(dump(m, addr, len)?);
        }
        Ok(RunReport {
            stop,
            instructions: outcome.instructions,
            pc: outcome.pc,
            cpu: CpuRegs { gpr: m.regs(), hi: m.hi(), lo: m.lo(), pc: outcome.pc },
            gte: GteRegs { data: m.gte().data_regs(), control: m.gte().control_regs() },
            dumps: out,
            message,
        })
    }
}

fn dump(m: &Machine, addr: u32, len: u32) -> Result<Dump, Error> {
    if len > MAX_DUMP {
        return Err(Error::Range { addr, len, bad: addr.wrapping_add(MAX_DUMP) });
    }
    let bytes = m.read_bytes(addr, len)?;
    let mut hex = String::with_capacity(bytes.len().saturating_mul(2));
    for b in bytes {
        hex.push_str(&format!("{b:02x}"));
    }
    Ok(Dump { addr, len, hex })
}

/// Runs a PS-X EXE as `dewrip exe run` does: from the entry point (or calls
/// `opts.call` with `opts.args`) for at most `opts.max` instructions, and reports.
///
/// Errors are for what prevents a run (not an EXE, sections outside RAM, a dump range that
/// is not mapped); whatever happens *during* the run is in the report (`stop: "error"`).
pub fn run_exe(exe: &[u8], opts: &RunOptions) -> Result<RunReport, Error> {
    let mut m = Machine::from_exe(exe)?;
    m.set_time_limit(Some(opts.time_limit));
    for &(addr, len) in &opts.dumps {
        if len > MAX_DUMP {
            return Err(Error::Range { addr, len, bad: addr.wrapping_add(MAX_DUMP) });
        }
        m.check_range(addr, len)?;
    }
    let outcome = match opts.call {
        Some(addr) => m.call(addr, opts.args, opts.max),
        None => m.run(opts.max),
    };
    RunReport::of(&m, &outcome, &opts.dumps)
}

/// A number as the CLI takes it: `0x…` hexadecimal or decimal.
pub fn parse_u32(text: &str) -> Option<u32> {
    let t = text.trim();
    match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => t.parse().ok(),
    }
}

/// `--max-seconds S` → the wall-clock bound: a positive decimal number of seconds (at most
/// a day).
pub fn parse_seconds(text: &str) -> Option<Duration> {
    let s: f64 = text.trim().parse().ok()?;
    if s > 0.0 && s <= 86_400.0 {
        Duration::try_from_secs_f64(s).ok()
    } else {
        None
    }
}

/// `--dump ADDR:LEN` → (address, length).
pub fn parse_dump(text: &str) -> Option<(u32, u32)> {
    let (a, l) = text.split_once(':')?;
    Some((parse_u32(a)?, parse_u32(l)?))
}

/// `--args A0,A1,A2,A3` → the four argument registers (missing ones are 0; at most four).
pub fn parse_args(text: &str) -> Option<[u32; 4]> {
    let mut out = [0u32; 4];
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > 4 {
        return None;
    }
    for (slot, p) in out.iter_mut().zip(parts) {
        *slot = parse_u32(p)?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cli_numbers() {
        assert_eq!(parse_u32("0x80010000"), Some(0x8001_0000));
        assert_eq!(parse_u32("42"), Some(42));
        assert_eq!(parse_u32("0xZZ"), None);
        assert_eq!(parse_dump("0x80100000:0x40"), Some((0x8010_0000, 0x40)));
        assert_eq!(parse_dump("0x80100000"), None);
        assert_eq!(parse_args("1,0x2"), Some([1, 2, 0, 0]));
        assert_eq!(parse_args("1,2,3,4,5"), None);
        assert_eq!(parse_seconds("0.25"), Some(Duration::from_millis(250)));
        assert_eq!(parse_seconds(" 3 "), Some(Duration::from_secs(3)));
        for bad in ["0", "-1", "nan", "inf", "1e9", "x"] {
            assert_eq!(parse_seconds(bad), None, "{bad}");
        }
    }
}
