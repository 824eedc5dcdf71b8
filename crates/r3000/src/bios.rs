//! High-level stand-ins for the BIOS functions gcc-era code calls **[public: psx-spx "BIOS
//! Function Summary", "BIOS Memory Fill/Copy/Compare", "BIOS String Functions", "BIOS Misc
//! Functions", "BIOS Number/String/Character Conversion", "BIOS GPU Functions"]**.
//!
//! A jump to 0xA0, 0xB0 or 0xC0 (any segment, any RAM mirror) with the function number in
//! `$t1` runs the stand-in and returns to `$ra`, with the result in `$v0`. The stand-ins
//! follow psx-spx, documented bugs included (memcmp/bcmp return the difference of the bytes
//! *after* the first mismatch; memmove's backward copy moves `len + 1` bytes), since that is
//! what the game saw. Any other function stops the run with [`Fault::Bios`] naming it.

use crate::error::Fault;
use crate::memory::{GpuPort, GPUSTAT_READY};
use crate::taint::Taint;

/// Bytes of BIOS TTY output (printf, puts, putchar) kept.
pub const TTY_LIMIT: usize = 1 << 16;
/// The longest string a stand-in follows before it gives up.
pub const MAX_STRING: u32 = 1 << 20;
/// The longest block a stand-in copies, fills or compares: all mapped memory of one segment
/// (8 MB of RAM mirrors) — anything longer must run off the map.
pub const MAX_BLOCK: u32 = 0x80_0000;

const V0: u8 = 2;
const A0: u8 = 4;
const A1: u8 = 5;
const A2: u8 = 6;
const T1: u8 = 9;
const SP: u8 = 29;

/// The psx-spx name of BIOS function `table`(`func`), or `unknown`.
pub fn name(table: u32, func: u32) -> &'static str {
    const A: [&str; 0x50] = [
        "open",
        "lseek",
        "read",
        "write",
        "close",
        "ioctl",
        "exit",
        "isatty",
        "getc",
        "putc",
        "todigit",
        "atof",
        "strtoul",
        "strtol",
        "abs",
        "labs",
        "atoi",
        "atol",
        "atob",
        "setjmp",
        "longjmp",
        "strcat",
        "strncat",
        "strcmp",
        "strncmp",
        "strcpy",
        "strncpy",
        "strlen",
        "index",
        "rindex",
        "strchr",
        "strrchr",
        "strpbrk",
        "strspn",
        "strcspn",
        "strtok",
        "strstr",
        "toupper",
        "tolower",
        "bcopy",
        "bzero",
        "bcmp",
        "memcpy",
        "memset",
        "memmove",
        "memcmp",
        "memchr",
        "rand",
        "srand",
        "qsort",
        "strtod",
        "malloc",
        "free",
        "lsearch",
        "bsearch",
        "calloc",
        "realloc",
        "InitHeap",
        "_exit",
        "getchar",
        "putchar",
        "gets",
        "puts",
        "printf",
        "SystemErrorUnresolvedException",
        "LoadTest",
        "Load",
        "Exec",
        "FlushCache",
        "init_a0_b0_c0_vectors",
        "GPU_dw",
        "gpu_send_dma",
        "SendGP1Command",
        "GPU_cw",
        "GPU_cwp",
        "send_gpu_linked_list",
        "gpu_abort_dma",
        "GetGPUStatus",
        "gpu_sync",
        "SystemError",
    ];
    const B: [&str; 0x4A] = [
        "alloc_kernel_memory",
        "free_kernel_memory",
        "init_timer",
        "get_timer",
        "enable_timer_irq",
        "disable_timer_irq",
        "restart_timer",
        "DeliverEvent",
        "OpenEvent",
        "CloseEvent",
        "WaitEvent",
        "TestEvent",
        "EnableEvent",
        "DisableEvent",
        "OpenTh",
        "CloseTh",
        "ChangeTh",
        "jump_to_00000000h",
        "InitPAD2",
        "StartPAD2",
        "StopPAD2",
        "PAD_init2",
        "PAD_dr",
        "ReturnFromException",
        "ResetEntryInt",
        "HookEntryInt",
        "SystemError",
        "SystemError",
        "SystemError",
        "SystemError",
        "SystemError",
        "SystemError",
        "UnDeliverEvent",
        "SystemError",
        "SystemError",
        "SystemError",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "SystemError",
        "SystemError",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "jump_to_00000000h",
        "open",
        "lseek",
        "read",
        "write",
        "close",
        "ioctl",
        "exit",
        "isatty",
        "getc",
        "putc",
        "getchar",
        "putchar",
        "gets",
        "puts",
        "cd",
        "format",
        "firstfile2",
        "nextfile",
        "rename",
        "erase",
        "undelete",
        "AddDrv",
        "DelDrv",
        "PrintInstalledDevices",
    ];
    const C: [&str; 0x1E] = [
        "EnqueueTimerAndVblankIrqs",
        "EnqueueSyscallHandler",
        "SysEnqIntRP",
        "SysDeqIntRP",
        "get_free_EvCB_slot",
        "get_free_TCB_slot",
        "ExceptionHandler",
        "InstallExceptionHandlers",
        "SysInitMemory",
        "SysInitKernelVariables",
        "ChangeClearRCnt",
        "SystemError",
        "InitDefInt",
        "SetIrqAutoAck",
        "return 0",
        "return 0",
        "return 0",
        "return 0",
        "InstallDevices",
        "FlushStdInOutPut",
        "return 0",
        "_cdevinput",
        "_cdevscan",
        "_circgetc",
        "_circputc",
        "_ioabort",
        "set_card_find_mode",
        "KernelRedirect",
        "AdjustA0Table",
        "get_card_find_mode",
    ];
    let list: &[&str] = match table {
        0xA => &A,
        0xB => &B,
        _ => &C,
    };
    list.get(func as usize).copied().unwrap_or("unknown")
}

/// Unwraps a memory access inside a stand-in.
/// What a stand-in sees of the machine. Memory is read and written byte by byte, each
/// byte counted so the instruction budget bounds the call; taints are empty without
/// provenance.
pub(crate) trait Host {
    /// General-purpose register `r`.
    fn reg(&self, r: u8) -> u32;
    /// The input bytes register `r` came from.
    fn reg_taint(&self, r: u8) -> Taint;
    /// Sets register `r` and its taint.
    fn set_reg(&mut self, r: u8, value: u32, t: Taint);
    /// Reads a byte.
    fn read_u8(&mut self, addr: u32) -> Result<(u8, Taint), Fault>;
    /// Writes a byte.
    fn write_u8(&mut self, addr: u32, value: u8, t: Taint) -> Result<(), Fault>;
    /// Sends a word to the GPU.
    fn gpu(&mut self, port: GpuPort, value: u32, t: Taint);
    /// The BIOS's own state.
    fn state(&mut self) -> &mut State;
}

/// What the BIOS keeps between calls: the TTY output, the rand seed, the heap.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct State {
    /// What printf, puts and putchar printed, up to [`TTY_LIMIT`] bytes.
    tty: String,
    /// rand's state; starts at 0 **\[provisional\]**.
    rand_seed: u32,
    /// The InitHeap region: next free address and end.
    heap: (u32, u32),
}

impl State {
    /// The TTY output.
    pub(crate) fn tty(&self) -> &str {
        &self.tty
    }
}

/// A word, byte by byte (any alignment).
fn read_u32<H: Host>(m: &mut H, addr: u32) -> Result<(u32, Taint), Fault> {
    let mut v = 0u32;
    let mut t = Taint::EMPTY;
    for i in 0..4u32 {
        let (b, bt) = m.read_u8(addr.wrapping_add(i))?;
        v |= u32::from(b) << (i.wrapping_mul(8));
        t = t | bt;
    }
    Ok((v, t))
}

/// Writes a word, byte by byte.
fn write_u32<H: Host>(m: &mut H, addr: u32, v: u32, t: Taint) -> Result<(), Fault> {
    for i in 0..4u32 {
        m.write_u8(addr.wrapping_add(i), (v >> (i.wrapping_mul(8))) as u8, t)?;
    }
    Ok(())
}

/// Runs BIOS function `table` (0xA, 0xB, 0xC) with the number in `$t1`.
pub(crate) fn call<H: Host>(m: &mut H, table: u32, pc: u32) -> Result<(), Fault> {
    let func = m.reg(T1);
    let args_err =
        |message: String| Fault::BiosArgs { pc, table, func, name: name(table, func), message };
    let (a0, a1, a2) = (m.reg(A0), m.reg(A1), m.reg(A2));
    let block = |len: u32| -> Result<u32, Fault> {
        if len > MAX_BLOCK {
            Err(args_err(format!("length {len:#x} is more than all mapped memory")))
        } else {
            Ok(len)
        }
    };
    // (v0, its taint)
    let ret: (u32, Taint) = match (table, func) {
        // abs, labs
        (0xA, 0x0E) | (0xA, 0x0F) => ((a0 as i32).wrapping_abs() as u32, m.reg_taint(A0)),
        // setjmp(buf): ra, sp, fp, s0..s7, gp
        (0xA, 0x13) => {
            let regs = [31u8, 29, 30, 16, 17, 18, 19, 20, 21, 22, 23, 28];
            for (i, r) in (0u32..).zip(regs) {
                let t = m.reg_taint(r);
                let v = m.reg(r);
                write_u32(m, a0.wrapping_add(i.wrapping_mul(4)), v, t)?;
            }
            (0, Taint::EMPTY)
        }
        // longjmp(buf, param): restores and "returns" to the saved ra with v0 = param
        (0xA, 0x14) => {
            let regs = [31u8, 29, 30, 16, 17, 18, 19, 20, 21, 22, 23, 28];
            for (i, r) in (0u32..).zip(regs) {
                let (v, t) = read_u32(m, a0.wrapping_add(i.wrapping_mul(4)))?;
                m.set_reg(r, v, t);
            }
            (a1, m.reg_taint(A1))
        }
        // strcat(dst, src), strncat(dst, src, maxlen)
        (0xA, 0x15) | (0xA, 0x16) => {
            if a0 == 0 || a1 == 0 {
                (0, Taint::EMPTY)
            } else {
                let end = strlen(m, a0).map_err(&args_err)?.0;
                let dst = a0.wrapping_add(end);
                let max = if func == 0x16 { Some((a2 as i32).max(0) as u32) } else { None };
                copy_string(m, dst, a1, max, false).map_err(&args_err)?;
                (a0, Taint::EMPTY)
            }
        }
        // strcmp, strncmp
        (0xA, 0x17) | (0xA, 0x18) => {
            let max = if func == 0x18 { a2 } else { u32::MAX };
            match (a0, a1) {
                (0, 0) => (0, Taint::EMPTY),
                (0, _) => (u32::MAX, Taint::EMPTY),
                (_, 0) => (1, Taint::EMPTY),
                _ => strcmp(m, a0, a1, max).map_err(&args_err)?,
            }
        }
        // strcpy, strncpy
        (0xA, 0x19) | (0xA, 0x1A) => {
            if a0 == 0 || a1 == 0 {
                (0, Taint::EMPTY)
            } else {
                let max = if func == 0x1A { Some(a2) } else { None };
                copy_string(m, a0, a1, max, true).map_err(&args_err)?;
                (a0, Taint::EMPTY)
            }
        }
        // strlen
        (0xA, 0x1B) => {
            if a0 == 0 {
                (0, Taint::EMPTY)
            } else {
                strlen(m, a0).map_err(&args_err)?
            }
        }
        // index/strchr, rindex/strrchr
        (0xA, 0x1C..=0x1F) => {
            if a0 == 0 {
                (0, Taint::EMPTY)
            } else {
                let last = func == 0x1D || func == 0x1F;
                let c = a1 as u8;
                let mut found = 0u32;
                let mut t = Taint::EMPTY;
                let mut i = 0u32;
                loop {
                    if i >= MAX_STRING {
                        return Err(args_err(format!(
                            "no NUL within {MAX_STRING:#x} bytes of {a0:#010x}"
                        )));
                    }
                    let p = a0.wrapping_add(i);
                    let (b, bt) = m.read_u8(p)?;
                    t = t | bt;
                    if b == c {
                        found = p;
                        if !last {
                            break;
                        }
                    }
                    if b == 0 {
                        break;
                    }
                    i = i.wrapping_add(1);
                }
                (found, t)
            }
        }
        // toupper, tolower
        (0xA, 0x25) => (u32::from((a0 as u8).to_ascii_uppercase()), m.reg_taint(A0)),
        (0xA, 0x26) => (u32::from((a0 as u8).to_ascii_lowercase()), m.reg_taint(A0)),
        // bcopy(src, dst, len)
        (0xA, 0x27) => {
            if a0 != 0 && (a2 as i32) >= 0 {
                copy(m, a1, a0, block(a2)?, false)?;
            }
            (a0, Taint::EMPTY)
        }
        // bzero(dst, len)
        (0xA, 0x28) => {
            if a0 == 0 || a1 == 0 || (a1 as i32) < 0 {
                (0, Taint::EMPTY)
            } else {
                fill(m, a0, 0, Taint::EMPTY, block(a1)?)?;
                (a0, Taint::EMPTY)
            }
        }
        // bcmp, memcmp (psx-spx: both return the difference of the bytes after the first
        // mismatch)
        (0xA, 0x29) | (0xA, 0x2D) => {
            if a0 == 0 || a1 == 0 {
                (0, Taint::EMPTY)
            } else {
                memcmp(m, a0, a1, block(a2)?)?
            }
        }
        // memcpy(dst, src, len)
        (0xA, 0x2A) => {
            if a0 != 0 && (a2 as i32) >= 0 {
                copy(m, a0, a1, block(a2)?, false)?;
            }
            (a0, Taint::EMPTY)
        }
        // memset(dst, byte, len)
        (0xA, 0x2B) => {
            if a0 == 0 || a2 == 0 || (a2 as i32) < 0 {
                (0, Taint::EMPTY)
            } else {
                let t = m.reg_taint(A1);
                fill(m, a0, a1 as u8, t, block(a2)?)?;
                (a0, Taint::EMPTY)
            }
        }
        // memmove(dst, src, len): backwards (len + 1 bytes, psx-spx's bug) when src < dst
        (0xA, 0x2C) => {
            if a0 != 0 && (a2 as i32) >= 0 {
                let back = a1 < a0 && a0 >= a1.wrapping_add(a2);
                copy(m, a0, a1, block(a2)?, back)?;
            }
            (a0, Taint::EMPTY)
        }
        // memchr(src, byte, len)
        (0xA, 0x2E) => {
            let mut found = (0, Taint::EMPTY);
            if a0 != 0 && (a2 as i32) >= 0 {
                let mut t = Taint::EMPTY;
                for i in 0..block(a2)? {
                    let p = a0.wrapping_add(i);
                    let (b, bt) = m.read_u8(p)?;
                    t = t | bt;
                    if b == a1 as u8 {
                        found = (p, t);
                        break;
                    }
                }
            }
            found
        }
        // rand: x = x * 0x41C64E6D + 0x3039, returns (x >> 16) & 0x7FFF
        (0xA, 0x2F) => {
            let st = m.state();
            st.rand_seed = st.rand_seed.wrapping_mul(0x41C6_4E6D).wrapping_add(0x3039);
            ((st.rand_seed >> 16) & 0x7FFF, Taint::EMPTY)
        }
        // srand(seed)
        (0xA, 0x30) => {
            m.state().rand_seed = a0;
            (0, Taint::EMPTY)
        }
        // malloc(size), calloc(n, size): a bump allocator over the InitHeap region, each block
        // after a one-word size header, 8-byte aligned; 0 when the heap is full
        (0xA, 0x33) | (0xA, 0x37) => {
            let size = if func == 0x37 { a0.checked_mul(a1) } else { Some(a0) };
            let p = match size {
                Some(size) => alloc(m, size)?,
                None => 0,
            };
            if p != 0 && func == 0x37 {
                fill(m, p, 0, Taint::EMPTY, block(a0.wrapping_mul(a1))?)?;
            }
            (p, Taint::EMPTY)
        }
        // free: nothing (a bump allocator)
        (0xA, 0x34) => (0, Taint::EMPTY),
        // realloc(old, size)
        (0xA, 0x38) => {
            let p = alloc(m, a1)?;
            if p != 0 && a0 != 0 {
                let (old, _) = read_u32(m, a0.wrapping_sub(4))?;
                copy(m, p, a0, block(old.min(a1))?, false)?;
            }
            (p, Taint::EMPTY)
        }
        // InitHeap(addr, size)
        (0xA, 0x39) => {
            m.state().heap = (a0, a0.saturating_add(a1));
            (0, Taint::EMPTY)
        }
        // putchar (A 3Ch, B 3Dh)
        (0xA, 0x3C) | (0xB, 0x3D) => {
            tty(m, &[a0 as u8]);
            (a0, Taint::EMPTY)
        }
        // puts (A 3Eh, B 3Fh)
        (0xA, 0x3E) | (0xB, 0x3F) => {
            if a0 != 0 {
                let s = read_string(m, a0).map_err(&args_err)?;
                tty(m, &s);
                tty(m, b"\n");
            }
            (0, Taint::EMPTY)
        }
        // printf(fmt, …)
        (0xA, 0x3F) => {
            let text = printf(m, a0).map_err(&args_err)?;
            tty(m, &text);
            (u32::try_from(text.len()).unwrap_or(u32::MAX), Taint::EMPTY)
        }
        // FlushCache: the decoded-instruction cache is keyed by word, nothing to do
        (0xA, 0x44) => (0, Taint::EMPTY),
        // SendGP1Command(cmd)
        (0xA, 0x48) => {
            let t = m.reg_taint(A0);
            m.gpu(GpuPort::Gp1, a0, t);
            (0, Taint::EMPTY)
        }
        // GPU_cw(cmd): one GP0 word
        (0xA, 0x49) => {
            let t = m.reg_taint(A0);
            m.gpu(GpuPort::Gp0, a0, t);
            (0, Taint::EMPTY)
        }
        // GPU_cwp(src, num): num GP0 words from src
        (0xA, 0x4A) => {
            for i in 0..a1.min(MAX_BLOCK / 4) {
                let (v, t) = read_u32(m, a0.wrapping_add(i.wrapping_mul(4)))?;
                m.gpu(GpuPort::Gp0, v, t);
            }
            (0, Taint::EMPTY)
        }
        // GetGPUStatus
        (0xA, 0x4D) => (GPUSTAT_READY, Taint::EMPTY),
        _ => {
            return Err(Fault::Bios { pc, table, func, name: name(table, func), ra: m.reg(31) });
        }
    };
    m.set_reg(V0, ret.0, ret.1);
    Ok(())
}

/// Takes `size` bytes from the heap: the block's address, or 0 when it does not fit.
fn alloc<H: Host>(m: &mut H, size: u32) -> Result<u32, Fault> {
    let (next, end) = m.state().heap;
    let start = next.wrapping_add(4).wrapping_add(7) & !7;
    match start.checked_add(size) {
        Some(stop) if next != 0 && stop <= end && start > next => {
            write_u32(m, start.wrapping_sub(4), size, Taint::EMPTY)?;
            m.state().heap.0 = stop;
            Ok(start)
        }
        _ => Ok(0),
    }
}

fn tty<H: Host>(m: &mut H, bytes: &[u8]) {
    let tty = &mut m.state().tty;
    for &b in bytes {
        if tty.len() >= TTY_LIMIT {
            return;
        }
        tty.push(char::from(b));
    }
}

fn strlen<H: Host>(m: &mut H, s: u32) -> Result<(u32, Taint), String> {
    let mut t = Taint::EMPTY;
    for i in 0..MAX_STRING {
        let (b, bt) = m.read_u8(s.wrapping_add(i)).map_err(stop_text)?;
        t = t | bt;
        if b == 0 {
            return Ok((i, t));
        }
    }
    Err(format!("no NUL within {MAX_STRING:#x} bytes of {s:#010x}"))
}

fn read_string<H: Host>(m: &mut H, s: u32) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for i in 0..MAX_STRING {
        let (b, _) = m.read_u8(s.wrapping_add(i)).map_err(stop_text)?;
        if b == 0 {
            return Ok(out);
        }
        out.push(b);
    }
    Err(format!("no NUL within {MAX_STRING:#x} bytes of {s:#010x}"))
}

fn stop_text(f: Fault) -> String {
    f.to_string()
}

/// Copies a NUL-ended string. `max`: strncpy/strncat's limit; `pad`: strncpy pads with NULs
/// up to `max` (strncat instead ends the copy with a NUL after at most `max` characters).
fn copy_string<H: Host>(
    m: &mut H,
    dst: u32,
    src: u32,
    max: Option<u32>,
    pad: bool,
) -> Result<(), String> {
    let limit = max.unwrap_or(MAX_STRING).min(MAX_STRING);
    let mut i = 0u32;
    while i < limit {
        let (b, t) = m.read_u8(src.wrapping_add(i)).map_err(stop_text)?;
        m.write_u8(dst.wrapping_add(i), b, t).map_err(stop_text)?;
        i = i.wrapping_add(1);
        if b == 0 {
            if pad && max.is_some() {
                while i < limit {
                    m.write_u8(dst.wrapping_add(i), 0, Taint::EMPTY).map_err(stop_text)?;
                    i = i.wrapping_add(1);
                }
            }
            return Ok(());
        }
    }
    match max {
        // strncat ends with a NUL; strncpy does not when the source was too long.
        Some(_) if !pad => m.write_u8(dst.wrapping_add(i), 0, Taint::EMPTY).map_err(stop_text),
        Some(_) => Ok(()),
        None => Err(format!("no NUL within {MAX_STRING:#x} bytes of {src:#010x}")),
    }
}

fn strcmp<H: Host>(m: &mut H, a: u32, b: u32, max: u32) -> Result<(u32, Taint), String> {
    let mut t = Taint::EMPTY;
    for i in 0..max.min(MAX_STRING) {
        let (x, xt) = m.read_u8(a.wrapping_add(i)).map_err(stop_text)?;
        let (y, yt) = m.read_u8(b.wrapping_add(i)).map_err(stop_text)?;
        t = t | xt | yt;
        if x != y {
            // The bytes are sign-expanded before the subtraction (psx-spx).
            let d = i32::from(x as i8).wrapping_sub(i32::from(y as i8));
            return Ok((d as u32, t));
        }
        if x == 0 {
            return Ok((0, t));
        }
    }
    if max > MAX_STRING {
        return Err(format!("strings at {a:#010x} and {b:#010x} run past {MAX_STRING:#x} bytes"));
    }
    Ok((0, t))
}

fn copy<H: Host>(m: &mut H, dst: u32, src: u32, len: u32, backwards: bool) -> Result<(), Fault> {
    if backwards {
        // psx-spx: "transfers len+1 bytes from [src+len..src] down to [dst+len..dst]".
        let mut i = len;
        loop {
            let (b, t) = (m.read_u8(src.wrapping_add(i)))?;
            (m.write_u8(dst.wrapping_add(i), b, t))?;
            if i == 0 {
                break;
            }
            i = i.wrapping_sub(1);
        }
    } else {
        for i in 0..len {
            let (b, t) = (m.read_u8(src.wrapping_add(i)))?;
            (m.write_u8(dst.wrapping_add(i), b, t))?;
        }
    }
    Ok(())
}

fn fill<H: Host>(m: &mut H, dst: u32, byte: u8, t: Taint, len: u32) -> Result<(), Fault> {
    for i in 0..len {
        (m.write_u8(dst.wrapping_add(i), byte, t))?;
    }
    Ok(())
}

fn memcmp<H: Host>(m: &mut H, a: u32, b: u32, len: u32) -> Result<(u32, Taint), Fault> {
    let mut t = Taint::EMPTY;
    for i in 0..len {
        let (x, xt) = (m.read_u8(a.wrapping_add(i)))?;
        let (y, yt) = (m.read_u8(b.wrapping_add(i)))?;
        t = t | xt | yt;
        if x != y {
            let n = i.wrapping_add(1);
            let (x, _) = (m.read_u8(a.wrapping_add(n)))?;
            let (y, _) = (m.read_u8(b.wrapping_add(n)))?;
            return Ok((i32::from(x).wrapping_sub(i32::from(y)) as u32, t));
        }
    }
    Ok((0, t))
}

/// printf's formatting: `%[-0 +#][width][.prec][h|l]` with `d i u x X o c s p %`. Arguments
/// after the format come from `$a1..$a3`, then the stack at `$sp + 0x10`, `+0x14`, ….
fn printf<H: Host>(m: &mut H, fmt: u32) -> Result<Vec<u8>, String> {
    let f = read_string(m, fmt)?;
    let mut out = Vec::new();
    let mut argn = 1u32;
    let mut next_arg = |m: &mut H| -> Result<u32, String> {
        let n = argn;
        argn = argn.saturating_add(1);
        if n < 4 {
            Ok(m.reg(A0.wrapping_add(n as u8)))
        } else {
            let sp = m.reg(SP);
            read_u32(m, sp.wrapping_add(n.wrapping_mul(4))).map(|(v, _)| v).map_err(stop_text)
        }
    };
    let mut it = f.iter().copied().peekable();
    while let Some(c) = it.next() {
        if out.len() >= TTY_LIMIT {
            break;
        }
        if c != b'%' {
            out.push(c);
            continue;
        }
        let (mut left, mut zero, mut plus) = (false, false, false);
        while let Some(&fl) = it.peek() {
            match fl {
                b'-' => left = true,
                b'0' => zero = true,
                b'+' => plus = true,
                b' ' | b'#' => {}
                _ => break,
            }
            it.next();
        }
        let mut width = 0usize;
        while let Some(&d) = it.peek() {
            if !d.is_ascii_digit() {
                break;
            }
            width =
                width.saturating_mul(10).saturating_add(usize::from(d.wrapping_sub(b'0'))).min(256);
            it.next();
        }
        let mut prec: Option<usize> = None;
        if it.peek() == Some(&b'.') {
            it.next();
            let mut p = 0usize;
            while let Some(&d) = it.peek() {
                if !d.is_ascii_digit() {
                    break;
                }
                p = p.saturating_mul(10).saturating_add(usize::from(d.wrapping_sub(b'0'))).min(256);
                it.next();
            }
            prec = Some(p);
        }
        while matches!(it.peek(), Some(b'h' | b'l')) {
            it.next();
        }
        let Some(conv) = it.next() else { break };
        let body: Vec<u8> = match conv {
            b'%' => b"%".to_vec(),
            b'd' | b'i' => {
                let v = next_arg(m)? as i32;
                let s = if plus && v >= 0 { format!("+{v}") } else { v.to_string() };
                s.into_bytes()
            }
            b'u' => next_arg(m)?.to_string().into_bytes(),
            b'x' => format!("{:x}", next_arg(m)?).into_bytes(),
            b'X' => format!("{:X}", next_arg(m)?).into_bytes(),
            b'o' => format!("{:o}", next_arg(m)?).into_bytes(),
            b'p' => format!("{:08x}", next_arg(m)?).into_bytes(),
            b'c' => vec![next_arg(m)? as u8],
            b's' => {
                let p = next_arg(m)?;
                let mut s = if p == 0 { b"(null)".to_vec() } else { read_string(m, p)? };
                if let Some(p) = prec {
                    s.truncate(p);
                }
                s
            }
            other => vec![b'%', other],
        };
        let pad = width.saturating_sub(body.len());
        if left {
            out.extend_from_slice(&body);
            out.extend(std::iter::repeat_n(b' ', pad));
        } else if zero && conv != b's' && conv != b'c' {
            let (sign, digits) = match body.first() {
                Some(&s @ (b'-' | b'+')) => (Some(s), body.get(1..).unwrap_or(&[])),
                _ => (None, &body[..]),
            };
            out.extend(sign);
            out.extend(std::iter::repeat_n(b'0', pad));
            out.extend_from_slice(digits);
        } else {
            out.extend(std::iter::repeat_n(b' ', pad));
            out.extend_from_slice(&body);
        }
    }
    Ok(out)
}
