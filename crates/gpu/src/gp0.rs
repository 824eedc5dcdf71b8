//! A GP0 command-stream parser: sizes every command and applies the ones that write VRAM
//! directly (CPU→VRAM uploads `A0`, fills `02`, VRAM→VRAM copies `80`).
//!
//! GP0 is the PS1 GPU's command port. A command is a first word whose top byte is the opcode,
//! followed by a number of parameter words that the opcode decides **[public: psx-spx
//! § "GPU Render Polygon/Line/Rectangle Commands", § "GPU Memory Transfer Commands"]**:
//!
//! | Opcode | Command | Words |
//! |---|---|---|
//! | `00`, `01`, `03`–`1F` | NOP, clear cache, IRQ | 1 |
//! | `02` | fill rectangle | 3 |
//! | `20`–`3F` | polygon: bit 28 gouraud, 27 quad, 26 textured | `1 + n·(1+tex) + (gouraud ? n−1 : 0)` |
//! | `40`–`5F` | line: bit 28 gouraud, 27 polyline | 3 / 4; a polyline runs until a word with `(w & 0xF000F000) == 0x50005000` |
//! | `60`–`7F` | rectangle: bits 27–28 size (0 = variable), 26 textured | `2 + tex + (variable ? 1 : 0)` |
//! | `80`–`9F` | VRAM→VRAM copy | 4 |
//! | `A0`–`BF` | CPU→VRAM upload | 3 + ⌈w·h/2⌉ data words |
//! | `C0`–`DF` | VRAM→CPU download (data leaves through GPUREAD, not GP0) | 3 |
//! | `E0`–`FF` | environment (`E1`–`E6`) and NOPs | 1 |
//!
//! Transfer sizes are masked as `((w−1) & 0x3FF) + 1` and `((h−1) & 0x1FF) + 1`, so 0 means
//! the whole 1024 or 512; coordinates wrap at 1024×512 **[public: psx-spx]**.
//!
//! The parser is a state machine over single words, so a command may be split across any number
//! of packets (as DuckStation GPU dumps do). It never draws primitives; it keeps the environment
//! (`E1`–`E6`, including the `E5` drawing offset) and hands each completed command back to the
//! caller.

use crate::vram::{Vram, HEIGHT, WIDTH};

/// Longest polyline whose words are kept for [`Gp0::push`]'s return; longer ones are still
/// consumed to their terminator, but only their first words are returned.
pub const MAX_KEPT_WORDS: usize = 1024;

/// How many words a command takes, decided by its first word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandSize {
    /// Exactly this many words, the first included.
    Fixed(usize),
    /// A polyline: at least this many words, then more until a terminator word (which is
    /// consumed as part of the command).
    Polyline(usize),
    /// A CPU→VRAM upload: 3 header words, then ⌈w·h/2⌉ data words given by the third word.
    Upload,
}

/// Sizes the command whose first word is `first` **[public: psx-spx]**.
pub fn command_size(first: u32) -> CommandSize {
    let op = first >> 24;
    match op {
        0x02 => CommandSize::Fixed(3),
        0x20..=0x3F => {
            let gouraud = first & (1 << 28) != 0;
            let quad = first & (1 << 27) != 0;
            let textured = first & (1 << 26) != 0;
            let n: usize = if quad { 4 } else { 3 };
            let per_vertex = if textured { 2 } else { 1 };
            let colours = if gouraud { n.saturating_sub(1) } else { 0 };
            CommandSize::Fixed(
                1usize.saturating_add(n.saturating_mul(per_vertex)).saturating_add(colours),
            )
        }
        0x40..=0x5F => {
            let gouraud = first & (1 << 28) != 0;
            let poly = first & (1 << 27) != 0;
            let words = if gouraud { 4 } else { 3 };
            if poly {
                CommandSize::Polyline(words)
            } else {
                CommandSize::Fixed(words)
            }
        }
        0x60..=0x7F => {
            let textured = first & (1 << 26) != 0;
            let variable = (first >> 27) & 3 == 0;
            CommandSize::Fixed(
                2usize.saturating_add(usize::from(textured)).saturating_add(usize::from(variable)),
            )
        }
        0x80..=0x9F => CommandSize::Fixed(4),
        0xA0..=0xBF => CommandSize::Upload,
        0xC0..=0xDF => CommandSize::Fixed(3),
        _ => CommandSize::Fixed(1),
    }
}

/// True for a polyline terminator word **[public: psx-spx]**.
pub fn is_polyline_terminator(word: u32) -> bool {
    word & 0xF000_F000 == 0x5000_5000
}

/// Decodes a transfer size word: `((w−1) & 0x3FF) + 1`, `((h−1) & 0x1FF) + 1`.
pub fn transfer_size(word: u32) -> (usize, usize) {
    let w = (word & 0xFFFF).wrapping_sub(1) & 0x3FF;
    let h = (word >> 16).wrapping_sub(1) & 0x1FF;
    ((w as usize).saturating_add(1), (h as usize).saturating_add(1))
}

/// Decodes a transfer position word: X in bits 0–9, Y in bits 16–24.
pub fn transfer_pos(word: u32) -> (usize, usize) {
    ((word & 0x3FF) as usize, ((word >> 16) & 0x1FF) as usize)
}

/// The GPU drawing environment set by `E1`–`E6`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Environment {
    /// `E1` draw mode (texpage), bits 0–23.
    pub draw_mode: u32,
    /// `E2` texture window, bits 0–19.
    pub texture_window: u32,
    /// `E3` drawing area top-left, raw bits 0–23.
    pub area_top_left: u32,
    /// `E4` drawing area bottom-right, raw bits 0–23.
    pub area_bottom_right: u32,
    /// `E5` drawing offset, 11-bit signed X and Y (bits 0–10 and 11–21), sign-extended.
    pub draw_offset: (i16, i16),
    /// `E6` mask settings: bit 0 set mask bit on write, bit 1 skip pixels whose mask is set.
    pub mask: u32,
}

impl Environment {
    /// Applies an `E1`–`E6` word (any other word is ignored).
    pub fn apply(&mut self, word: u32) {
        let value = word & 0x00FF_FFFF;
        match word >> 24 {
            0xE1 => self.draw_mode = value,
            0xE2 => self.texture_window = value,
            0xE3 => self.area_top_left = value,
            0xE4 => self.area_bottom_right = value,
            0xE5 => self.draw_offset = (sign11(value), sign11(value >> 11)),
            0xE6 => self.mask = value & 3,
            _ => {}
        }
    }
}

/// Sign-extends the low 11 bits.
fn sign11(v: u32) -> i16 {
    let low = (v & 0x7FF) as u16;
    ((low << 5) as i16) >> 5
}

/// A 24-bit `xxBBGGRR` command colour as a 15-bit VRAM pixel (mask bit clear).
pub fn rgb24_to_15(c: u32) -> u16 {
    let r = (c >> 3) & 0x1F;
    let g = (c >> 11) & 0x1F;
    let b = (c >> 19) & 0x1F;
    (r | (g << 5) | (b << 10)) as u16
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Waiting for the first word of a command, or collecting a fixed-size one.
    Command,
    /// Inside a polyline (its minimum word count is tracked in `needed`).
    Polyline,
    /// Receiving upload data.
    Upload { x: usize, y: usize, w: usize, total: usize, next: usize, words_left: usize },
}

/// A command the parser has started but not finished ([`Gp0::partial`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partial {
    /// Its first word (the command byte is the top 8 bits).
    pub first: u32,
    /// Words received (an upload's data words included).
    pub received: u64,
    /// Words it needs in all; `None` for a polyline.
    pub needed: Option<u64>,
}

/// Counts of what went through the parser.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Gp0Stats {
    /// Words pushed.
    pub words: u64,
    /// Commands completed (uploads included).
    pub commands: u64,
    /// Polygon commands (`20`–`3F`).
    pub polygons: u64,
    /// CPU→VRAM uploads completed.
    pub uploads: u64,
    /// Pixels written by uploads.
    pub upload_pixels: u64,
}

/// The GP0 state machine over a [`Vram`].
#[derive(Debug, Clone)]
pub struct Gp0 {
    vram: Vram,
    env: Environment,
    mode: Mode,
    /// Words of the command being collected (uploads: the 3 header words only).
    pending: Vec<u32>,
    /// `pending` holds a completed command (cleared on the next push).
    done: bool,
    /// Words the current fixed-size command still needs.
    needed: usize,
    stats: Gp0Stats,
}

impl Default for Gp0 {
    fn default() -> Self {
        Self::new(Vram::new())
    }
}

impl Gp0 {
    /// A parser writing into `vram`, with a zero environment.
    pub fn new(vram: Vram) -> Self {
        Self {
            vram,
            env: Environment::default(),
            mode: Mode::Command,
            pending: Vec::with_capacity(16),
            done: false,
            needed: 0,
            stats: Gp0Stats::default(),
        }
    }

    /// The VRAM as written so far.
    pub fn vram(&self) -> &Vram {
        &self.vram
    }

    /// Takes the VRAM out of the parser.
    pub fn into_vram(self) -> Vram {
        self.vram
    }

    /// The current `E1`–`E6` environment.
    pub fn environment(&self) -> &Environment {
        &self.env
    }

    /// What has gone through so far.
    pub fn stats(&self) -> &Gp0Stats {
        &self.stats
    }

    /// True between commands (no command partly received).
    pub fn idle(&self) -> bool {
        self.mode == Mode::Command && (self.done || self.pending.is_empty())
    }

    /// The command partly received, if any: its first word, the words received so far, and
    /// the words it needs in all (`None` for a polyline, which ends at its terminator). For an
    /// upload the data words count: `3 + ⌈w·h / 2⌉` in all.
    pub fn partial(&self) -> Option<Partial> {
        if self.idle() {
            return None;
        }
        let first = self.pending.first().copied().unwrap_or(0);
        let got = self.pending.len() as u64;
        Some(match self.mode {
            Mode::Upload { total, words_left, .. } => {
                let all = (total.div_ceil(2) as u64).saturating_add(3);
                Partial {
                    first,
                    received: all.saturating_sub(words_left as u64),
                    needed: Some(all),
                }
            }
            Mode::Polyline => Partial { first, received: got, needed: None },
            Mode::Command => Partial {
                first,
                received: got,
                needed: Some(got.saturating_add(self.needed as u64)),
            },
        })
    }

    /// Drops a partly received command (GP1(01h) "reset command buffer").
    pub fn reset_command_buffer(&mut self) {
        self.mode = Mode::Command;
        self.pending.clear();
        self.done = false;
        self.needed = 0;
    }

    /// Resets the environment and the command buffer (GP1(00h) "reset GPU"); VRAM is kept.
    pub fn reset(&mut self) {
        self.reset_command_buffer();
        self.env = Environment::default();
    }

    /// Feeds several words; see [`Gp0::push`].
    pub fn feed(&mut self, words: &[u32]) {
        for &w in words {
            self.push(w);
        }
    }

    /// Feeds one word. When it completes a command, returns that command's words (for an
    /// upload: its 3 header words; for a polyline: at most [`MAX_KEPT_WORDS`], terminator
    /// included). The effect on VRAM (uploads, fills, copies) and on the environment is applied
    /// before returning.
    pub fn push(&mut self, word: u32) -> Option<&[u32]> {
        self.stats.words = self.stats.words.saturating_add(1);
        if self.done {
            self.pending.clear();
            self.done = false;
        }
        match self.mode {
            Mode::Upload { x, y, w, total, next, words_left } => {
                for (k, half) in [word & 0xFFFF, word >> 16].into_iter().enumerate() {
                    let i = next.saturating_add(k);
                    if i < total {
                        let (col, row) =
                            (i.checked_rem(w).unwrap_or(0), i.checked_div(w).unwrap_or(0));
                        self.write_pixel(x.wrapping_add(col), y.wrapping_add(row), half as u16);
                    }
                }
                let words_left = words_left.saturating_sub(1);
                if words_left == 0 {
                    self.mode = Mode::Command;
                    self.stats.uploads = self.stats.uploads.saturating_add(1);
                    self.stats.upload_pixels =
                        self.stats.upload_pixels.saturating_add(total as u64);
                    return self.complete();
                }
                self.mode =
                    Mode::Upload { x, y, w, total, next: next.saturating_add(2), words_left };
                None
            }
            Mode::Polyline => {
                if self.pending.len() < MAX_KEPT_WORDS {
                    self.pending.push(word);
                }
                self.needed = self.needed.saturating_sub(1);
                // The terminator is looked for only once the minimum (two vertices) is in.
                if self.needed == 0 && is_polyline_terminator(word) {
                    self.mode = Mode::Command;
                    return self.complete();
                }
                None
            }
            Mode::Command => {
                if self.pending.is_empty() {
                    match command_size(word) {
                        CommandSize::Fixed(n) => self.needed = n,
                        CommandSize::Polyline(n) => {
                            self.pending.push(word);
                            self.needed = n.saturating_sub(1);
                            self.mode = Mode::Polyline;
                            return None;
                        }
                        CommandSize::Upload => self.needed = 3,
                    }
                }
                self.pending.push(word);
                self.needed = self.needed.saturating_sub(1);
                if self.needed > 0 {
                    return None;
                }
                self.execute()
            }
        }
    }

    /// Marks `pending` as a completed command and returns it.
    fn complete(&mut self) -> Option<&[u32]> {
        self.done = true;
        self.stats.commands = self.stats.commands.saturating_add(1);
        Some(&self.pending)
    }

    /// Runs the fixed-size command in `pending` (or starts an upload's data phase).
    fn execute(&mut self) -> Option<&[u32]> {
        let first = self.pending.first().copied().unwrap_or(0);
        let arg = |i: usize| self.pending.get(i).copied().unwrap_or(0);
        let (a1, a2, a3) = (arg(1), arg(2), arg(3));
        match first >> 24 {
            0x02 => self.fill(first, a1, a2),
            0x20..=0x3F => self.stats.polygons = self.stats.polygons.saturating_add(1),
            0x80..=0x9F => self.copy(a1, a2, a3),
            0xA0..=0xBF => {
                let (x, y) = transfer_pos(a1);
                let (w, h) = transfer_size(a2);
                let total = w.saturating_mul(h);
                let words_left = total.div_ceil(2);
                self.mode = Mode::Upload { x, y, w, total, next: 0, words_left };
                return None;
            }
            0xE1..=0xE6 => self.env.apply(first),
            _ => {}
        }
        self.complete()
    }

    /// GP0(02h): fill; X rounded down to 16, width rounded up to 16; ignores the mask
    /// settings and the drawing area **[public: psx-spx]**.
    fn fill(&mut self, first: u32, pos: u32, size: u32) {
        let colour = rgb24_to_15(first);
        let x0 = (pos & 0x3F0) as usize;
        let y0 = ((pos >> 16) & 0x1FF) as usize;
        let w = ((size & 0x3FF).saturating_add(0xF) & !0xF) as usize;
        let h = ((size >> 16) & 0x1FF) as usize;
        for row in 0..h {
            for col in 0..w {
                self.vram.set(x0.wrapping_add(col), y0.wrapping_add(row), colour);
            }
        }
    }

    /// GP0(80h): VRAM→VRAM copy, row by row, honouring the `E6` mask settings.
    fn copy(&mut self, src: u32, dst: u32, size: u32) {
        let (sx, sy) = transfer_pos(src);
        let (dx, dy) = transfer_pos(dst);
        let (w, h) = transfer_size(size);
        let mut row_buf = Vec::with_capacity(w);
        for row in 0..h {
            row_buf.clear();
            row_buf.extend(
                (0..w).map(|col| self.vram.get(sx.wrapping_add(col), sy.wrapping_add(row))),
            );
            for (col, &p) in row_buf.iter().enumerate() {
                self.write_pixel(dx.wrapping_add(col), dy.wrapping_add(row), p);
            }
        }
    }

    /// Writes one transferred pixel, honouring `E6`: bit 1 keeps pixels whose bit 15 is set,
    /// bit 0 forces bit 15 on.
    fn write_pixel(&mut self, x: usize, y: usize, value: u16) {
        let (x, y) = (x % WIDTH, y % HEIGHT);
        if self.env.mask & 2 != 0 && self.vram.get(x, y) & 0x8000 != 0 {
            return;
        }
        let value = if self.env.mask & 1 != 0 { value | 0x8000 } else { value };
        self.vram.set(x, y, value);
    }
}

/// One polygon vertex as sent to the GPU: position before the `E5` drawing offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vertex {
    /// X, 11-bit signed (bits 0–10 of the vertex word).
    pub x: i16,
    /// Y, 11-bit signed (bits 16–26).
    pub y: i16,
    /// `xxBBGGRR` colour (the command's colour for flat polygons).
    pub colour: u32,
    /// Texture coordinate (u, v); (0, 0) when untextured.
    pub uv: (u8, u8),
}

/// A decoded polygon command (`20`–`3F`) **[public: psx-spx § "GPU Render Polygon Commands"]**.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Polygon {
    /// The opcode (top byte of the first word).
    pub op: u8,
    /// Bit 28: one colour per vertex.
    pub gouraud: bool,
    /// Bit 27: four vertices (drawn as triangles 0-1-2 and 1-2-3).
    pub quad: bool,
    /// Bit 26: textured.
    pub textured: bool,
    /// Bit 25: semi-transparent.
    pub semi_transparent: bool,
    /// Bit 24: raw texture (no modulation).
    pub raw_texture: bool,
    /// 3 or 4 vertices in command order.
    pub vertices: Vec<Vertex>,
    /// Textured: the CLUT position in VRAM pixels (UV0's high half: X/16 in bits 0–5, Y in
    /// bits 6–14).
    pub clut: Option<(u16, u16)>,
    /// Textured: the texpage bits (UV1's high half; same layout as `E1` bits 0–8 and 11).
    pub texpage: Option<u16>,
}

/// Decodes a complete polygon command's words; `None` if it is not a polygon or is short.
pub fn decode_polygon(words: &[u32]) -> Option<Polygon> {
    let first = *words.first()?;
    let op = (first >> 24) as u8;
    if !(0x20..=0x3F).contains(&op) {
        return None;
    }
    let bit = |n: u32| first & (1 << n) != 0;
    let (gouraud, quad, textured) = (bit(28), bit(27), bit(26));
    let n = if quad { 4 } else { 3 };
    let mut it = words.iter().copied().skip(1);
    let mut vertices = Vec::with_capacity(n);
    let (mut clut, mut texpage) = (None, None);
    for i in 0..n {
        let colour = if gouraud && i > 0 { it.next()? } else { first };
        let xy = it.next()?;
        let mut uv = (0, 0);
        if textured {
            let t = it.next()?;
            uv = ((t & 0xFF) as u8, ((t >> 8) & 0xFF) as u8);
            let high = (t >> 16) as u16;
            match i {
                0 => clut = Some(((high & 0x3F) << 4, (high >> 6) & 0x1FF)),
                1 => texpage = Some(high),
                _ => {}
            }
        }
        vertices.push(Vertex {
            x: sign11(xy),
            y: sign11(xy >> 16),
            colour: colour & 0x00FF_FFFF,
            uv,
        });
    }
    Some(Polygon {
        op,
        gouraud,
        quad,
        textured,
        semi_transparent: bit(25),
        raw_texture: bit(24),
        vertices,
        clut,
        texpage,
    })
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use super::*;

    #[test]
    fn polygon_sizes_match_psx_spx() {
        // F3 = 4, FT3 = 7, G3 = 6, GT3 = 9, F4 = 5, FT4 = 9, G4 = 8, GT4 = 12.
        let cases = [
            (0x20, 4),
            (0x24, 7),
            (0x30, 6),
            (0x34, 9),
            (0x28, 5),
            (0x2C, 9),
            (0x38, 8),
            (0x3C, 12),
        ];
        for (op, n) in cases {
            assert_eq!(command_size(op << 24), CommandSize::Fixed(n), "op {op:#x}");
        }
    }

    #[test]
    fn other_sizes() {
        assert_eq!(command_size(0x4000_0000), CommandSize::Fixed(3));
        assert_eq!(command_size(0x5000_0000), CommandSize::Fixed(4));
        assert_eq!(command_size(0x4800_0000), CommandSize::Polyline(3));
        assert_eq!(command_size(0x5800_0000), CommandSize::Polyline(4));
        assert_eq!(command_size(0x6000_0000), CommandSize::Fixed(3));
        assert_eq!(command_size(0x6400_0000), CommandSize::Fixed(4));
        assert_eq!(command_size(0x6800_0000), CommandSize::Fixed(2));
        assert_eq!(command_size(0x7C00_0000), CommandSize::Fixed(3));
        assert_eq!(command_size(0x0200_0000), CommandSize::Fixed(3));
        assert_eq!(command_size(0x8000_0000), CommandSize::Fixed(4));
        assert_eq!(command_size(0xC000_0000), CommandSize::Fixed(3));
        assert_eq!(command_size(0xA000_0000), CommandSize::Upload);
        assert_eq!(command_size(0xE100_0000), CommandSize::Fixed(1));
        assert_eq!(command_size(0x0100_0000), CommandSize::Fixed(1));
    }

    #[test]
    fn size_masking() {
        assert_eq!(transfer_size(0), (1024, 512));
        assert_eq!(transfer_size(0x0001_0001), (1, 1));
        assert_eq!(transfer_size(0x0200_0400), (1024, 512));
        assert_eq!(transfer_size(0x0201_0401), (1, 1));
    }

    #[test]
    fn upload_odd_size_and_split() {
        let mut g = Gp0::default();
        // 3x1 at (1020, 511): wraps to x 0 after 1023.
        g.feed(&[0xA000_0000, (511 << 16) | 1022, (1 << 16) | 3]);
        assert!(!g.idle());
        assert!(g.push(0x2222_1111).is_none());
        let done = g.push(0xFFFF_3333).map(<[u32]>::to_vec);
        assert_eq!(done, Some(vec![0xA000_0000, (511 << 16) | 1022, (1 << 16) | 3]));
        assert_eq!(g.vram().get(1022, 511), 0x1111);
        assert_eq!(g.vram().get(1023, 511), 0x2222);
        assert_eq!(g.vram().get(0, 511), 0x3333);
        assert_eq!(g.vram().get(1, 511), 0);
        assert!(g.idle());
        // The next word is a new command.
        g.push(0xE500_0000 | (0x7FF << 11) | 0x10);
        assert_eq!(g.environment().draw_offset, (16, -1));
    }

    #[test]
    fn polyline_terminates() {
        let mut g = Gp0::default();
        // Mono polyline: cmd, v0, v1, v2, terminator; then a 1-word command.
        for w in [0x4800_00FF, 0, 0x0001_0001, 0x0002_0002] {
            assert!(g.push(w).is_none());
        }
        assert_eq!(g.push(0x5555_5555).map(<[u32]>::len), Some(5));
        // A terminator-looking word in the first vertex slot does not end it.
        assert!(g.push(0x4800_0000).is_none());
        assert!(g.push(0x5000_5000).is_none());
        assert!(g.push(0x1).is_none());
        assert_eq!(g.push(0x5000_5000).map(<[u32]>::len), Some(4));
        assert!(g.idle());
    }

    #[test]
    fn fill_and_copy() {
        let mut g = Gp0::default();
        // Fill 16x2 at (16,4) with pure red (0xFF) -> 0x001F.
        g.feed(&[0x0200_00FF, (4 << 16) | 16, (2 << 16) | 10]);
        assert_eq!(g.vram().get(16, 4), 0x001F);
        assert_eq!(g.vram().get(31, 5), 0x001F);
        assert_eq!(g.vram().get(32, 5), 0);
        // Copy 2x1 from (16,4) to (100,100).
        g.feed(&[0x8000_0000, (4 << 16) | 16, (100 << 16) | 100, (1 << 16) | 2]);
        assert_eq!(g.vram().get(101, 100), 0x001F);
        assert_eq!(g.vram().get(102, 100), 0);
        assert_eq!(g.stats().commands, 2);
    }

    #[test]
    fn decodes_textured_quad_and_gouraud_triangle() {
        // FT4: colour 808080, v0 (-2, 5) uv (1,2) clut (0x100, 0x1F0), v1 (10, 5) uv (3,4)
        // texpage 0x0A, v2 (-2, 20), v3 (10, 20).
        let clut = (0x1F0u32 << 6) | (0x100 >> 4);
        let words = [
            0x2C80_8080,
            (5 << 16) | 0x7FE,
            (clut << 16) | 0x0201,
            (5 << 16) | 10,
            (0x0A << 16) | 0x0403,
            (20 << 16) | 0x7FE,
            0,
            (20 << 16) | 10,
            0,
        ];
        let p = decode_polygon(&words).unwrap();
        assert!(p.quad && p.textured && !p.gouraud);
        assert_eq!(p.clut, Some((0x100, 0x1F0)));
        assert_eq!(p.texpage, Some(0x0A));
        assert_eq!((p.vertices[0].x, p.vertices[0].y, p.vertices[0].uv), (-2, 5, (1, 2)));
        assert_eq!((p.vertices[3].x, p.vertices[3].y), (10, 20));
        assert!(decode_polygon(&words[..8]).is_none());
        // G3: per-vertex colours.
        let g3 = [0x3000_00FF, 0, 0x0000_FF00, 1, 0x00FF_0000, 2 << 16];
        let p = decode_polygon(&g3).unwrap();
        assert_eq!(
            p.vertices.iter().map(|v| v.colour).collect::<Vec<_>>(),
            [0xFF, 0xFF00, 0xFF_0000]
        );
        assert_eq!(p.vertices[2].y, 2);
        assert!(decode_polygon(&[0xE100_0000]).is_none());
    }

    #[test]
    fn mask_bits_on_upload() {
        let mut g = Gp0::default();
        g.push(0xE600_0001);
        g.feed(&[0xA000_0000, 0, (1 << 16) | 2, 0x0002_0001]);
        assert_eq!(g.vram().get(0, 0), 0x8001);
        g.push(0xE600_0002);
        g.feed(&[0xA000_0000, 0, (1 << 16) | 2, 0x0004_0003]);
        assert_eq!(g.vram().get(0, 0), 0x8001, "masked pixel kept");
        assert_eq!(g.vram().get(1, 0), 0x8002);
    }
}
