//! The bus: data loads and stores on the memory map, the store log, the I/O ports and the
//! DMA transfers they start **[public: psx-spx "Memory Map", "DMA Channels"]**. Generic over
//! [`Provenance`]: a load returns the loaded bytes' taint, a store writes the value's.

use crate::error::{Access, Fault};
use crate::machine::{lane_mask, Machine, COP0_BADVADDR, COP0_SR, SR_ISOLATE_CACHE};
use crate::memory::{
    region, GpuPort, GpuVia, Region, GP0, GP1, GPUSTAT_READY, GPU_LOG_LIMIT, RAM_SIZE,
};
use crate::provenance::Provenance;
use crate::taint::Taint;

impl Machine {
    /// Loads `size` bytes (aligned by the caller), shifted down, with their taint. An
    /// unmapped address sets BadVaddr and faults.
    #[inline(always)]
    pub(crate) fn load<P: Provenance>(
        &mut self,
        addr: u32,
        size: u32,
    ) -> Result<(u32, P::T), Fault> {
        let shift = (addr & 3).wrapping_mul(8);
        let word = match region(addr) {
            Region::Ram(p) => self.ram.get((p >> 2) as usize).copied().unwrap_or(0),
            Region::Scratch(o) => self.scratch.get((o >> 2) as usize).copied().unwrap_or(0),
            Region::Io(p) => self.io_read(p & !3),
            Region::CacheControl => self.cache_control,
            Region::Unmapped => {
                self.cop0[COP0_BADVADDR] = addr;
                return Err(Fault::Unmapped { pc: self.current_pc, addr, access: Access::Load });
            }
        };
        Ok(((word >> shift) & lane_mask(size), P::mem(&self.taint, addr, size)))
    }

    /// Stores the low `size` bytes of `value` at `addr` (aligned by the caller); `vt` is the
    /// value's taint (it goes on the bytes), `at` the address's (it goes to the store log).
    /// With SR.IsC set, RAM and I/O stores are dropped (the cache is isolated).
    #[inline(always)]
    pub(crate) fn store<P: Provenance>(
        &mut self,
        addr: u32,
        size: u32,
        value: u32,
        vt: P::T,
        at: P::T,
    ) -> Result<(), Fault> {
        let shift = (addr & 3).wrapping_mul(8);
        let mask = lane_mask(size) << shift;
        let isolated = self.cop0[COP0_SR] & SR_ISOLATE_CACHE != 0;
        let slot = match region(addr) {
            Region::Ram(p) => self.ram.get_mut((p >> 2) as usize),
            Region::Scratch(o) => self.scratch.get_mut((o >> 2) as usize),
            Region::Io(p) => {
                if !isolated {
                    self.io_write::<P>(p, value, P::set(vt));
                }
                return Ok(());
            }
            Region::CacheControl => {
                self.cache_control = value;
                return Ok(());
            }
            Region::Unmapped => {
                self.cop0[COP0_BADVADDR] = addr;
                return Err(Fault::Unmapped { pc: self.current_pc, addr, access: Access::Store });
            }
        };
        if isolated {
            return Ok(());
        }
        if let Some(w) = slot {
            *w = (*w & !mask) | ((value << shift) & mask);
        }
        P::set_mem(&mut self.taint, addr, size, vt);
        if self.store_log_limit != 0 {
            self.log_store(addr, size, value & lane_mask(size), P::set(vt), P::set(at));
        }
        Ok(())
    }

    /// An I/O port read: GPUSTAT reads [`GPUSTAT_READY`], the DMA registers read back what
    /// was written (with the busy bit clear), everything else 0 **\[provisional\]**.
    pub(crate) fn io_read(&self, phys: u32) -> u32 {
        match phys {
            GP1 => GPUSTAT_READY,
            0x1F80_1080..=0x1F80_10FF => {
                let v = self.dma.get(((phys >> 2) & 31) as usize).copied().unwrap_or(0);
                if phys & 0xF == 8 {
                    v & !(1 << 24 | 1 << 28)
                } else {
                    v
                }
            }
            _ => 0,
        }
    }

    /// An I/O port write: GP0/GP1 are logged, DMA channel 2 (GPU) and 6 (OTC) transfers
    /// run at once, everything else is ignored.
    #[cold]
    fn io_write<P: Provenance>(&mut self, phys: u32, value: u32, t: Taint) {
        match phys & !3 {
            GP0 => self.log_gpu(GpuPort::Gp0, GpuVia::Store, value, t),
            GP1 => self.log_gpu(GpuPort::Gp1, GpuVia::Store, value, t),
            p @ 0x1F80_1080..=0x1F80_10FF => {
                if let Some(slot) = self.dma.get_mut(((p >> 2) & 31) as usize) {
                    *slot = value;
                }
                if p == 0x1F80_10A8 && value & (1 << 24) != 0 {
                    self.dma_gpu::<P>(value);
                } else if p == 0x1F80_10E8 && value & (1 << 24) != 0 {
                    self.dma_otc::<P>();
                }
            }
            _ => {}
        }
    }

    /// DMA channel 2 from RAM to the GPU **[public: psx-spx "DMA Channels"]**: sync mode 2
    /// walks the linked list from MADR (header word: count in bits 24–31, next address in
    /// 0–23, end when bit 23 is set); sync mode 1 sends BCR's blocks × words from MADR. Every
    /// word goes to the GP0 log. Bounded: at most [`GPU_LOG_LIMIT`] words and as many nodes.
    fn dma_gpu<P: Provenance>(&mut self, chcr: u32) {
        if chcr & 1 == 0 {
            return; // to RAM (VRAM reads): nothing to log
        }
        let madr = self.dma.get(8).copied().unwrap_or(0) & 0x1F_FFFC;
        let bcr = self.dma.get(9).copied().unwrap_or(0);
        let word = |m: &Machine, a: u32| -> (u32, Taint) {
            let a = a & (RAM_SIZE - 1);
            let v = m.ram.get((a >> 2) as usize).copied().unwrap_or(0);
            (v, P::set(P::mem(&m.taint, a, 4)))
        };
        // Words moved (list headers included): at most GPU_LOG_LIMIT per transfer, charged to
        // the instruction count at one per four words.
        let mut moved = 0usize;
        match (chcr >> 9) & 3 {
            2 => {
                let mut addr = madr;
                'list: while moved < GPU_LOG_LIMIT {
                    let (header, _) = word(self, addr);
                    moved = moved.saturating_add(1);
                    for k in 1..=header >> 24 {
                        if moved >= GPU_LOG_LIMIT {
                            break 'list;
                        }
                        let (v, t) = word(self, addr.wrapping_add(k.wrapping_mul(4)));
                        self.log_gpu(GpuPort::Gp0, GpuVia::Dma, v, t);
                        moved = moved.saturating_add(1);
                    }
                    if header & 0x80_0000 != 0 {
                        break;
                    }
                    addr = header & 0x1F_FFFC;
                }
            }
            mode => {
                let words =
                    if mode == 1 { (bcr & 0xFFFF).wrapping_mul(bcr >> 16) } else { bcr & 0xFFFF };
                for k in 0..words.min(GPU_LOG_LIMIT as u32) {
                    let (v, t) = word(self, madr.wrapping_add(k.wrapping_mul(4)));
                    self.log_gpu(GpuPort::Gp0, GpuVia::Dma, v, t);
                    moved = moved.saturating_add(1);
                }
            }
        }
        self.instructions = self.instructions.saturating_add((moved / 4) as u64);
    }

    /// DMA channel 6 (OTC) **[public: psx-spx "DMA Channels"]**: clears an ordering table
    /// backwards from MADR, each entry pointing at the one below, the last 0x00FF_FFFF.
    fn dma_otc<P: Provenance>(&mut self) {
        let madr = self.dma.get(24).copied().unwrap_or(0) & 0x1F_FFFC;
        let count = match self.dma.get(25).copied().unwrap_or(0) & 0xFFFF {
            0 => 0x1_0000,
            n => n,
        };
        let mut addr = madr;
        for k in 0..count {
            let v = if k.wrapping_add(1) == count {
                0x00FF_FFFF
            } else {
                addr.wrapping_sub(4) & 0x1F_FFFF
            };
            let a = addr & (RAM_SIZE - 1);
            if let Some(w) = self.ram.get_mut((a >> 2) as usize) {
                *w = v;
            }
            if self.store_log_limit != 0 {
                // the analyses undo a run's stores from this log: OTC's writes are stores too
                self.log_store(a & !3, 4, v, Taint::EMPTY, Taint::EMPTY);
            }
            P::set_mem(&mut self.taint, a, 4, P::T::default());
            addr = addr.wrapping_sub(4);
        }
    }
}
