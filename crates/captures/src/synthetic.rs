//! Synthetic verification captures of a model (the demo disc's `captures/`): GPU dumps of its
//! idle pose at tick 1 from two cameras, negative dumps (mirrored, turned 180°, vertices
//! jittered by 4 px), and raw 2 MiB RAM snapshots holding the synthetic runtime's animation
//! state block (layout in `docs/formats/captures.md`, **[provisional]**).
//!
//! The polygons are drawn by running the synthetic runtime's draw routine (gcc-built R3000
//! code, `crates/captures/fixtures/draw/draw.c`) in the R3000 interpreter
//! ([`crate::interp::draw`]): it loads the GTE per node and writes GP0 packets, and the
//! interpreter's GPU log is the capture. (It walks a face table the host lays out, not the
//! boot EXE's face-record dispatch.)
//!
//! What is drawn comes from outside: the model and where its textures and CLUTs sit in VRAM
//! (the synthetic disc's plan decides both), so this crate needs nothing of the content
//! generator and the generator nothing of this crate.

use dewprism::anim::{Player, RotationOrder};
use dewprism::chr::Chr;
use gpu::vram::Vram;

use crate::camera::{mul_m, mul_v, Camera};
use crate::faces::pose;
use crate::formats::{GpuDumpWriter, RAM_BYTES};
use crate::interp::InterpError;
use crate::render::{Variant, ViewLayout};

/// Where the synthetic runtime keeps the animation state block **[provisional]**.
pub const ANIM_BLOCK_ADDRESS: u32 = 0x8009_C000;
/// Ticks of the RAM snapshots.
pub const RAM_TICKS: [u32; 2] = [8, 24];
/// The pose drawn: idle (clip 0) at tick 1 **[published: tick 1 of the idle stands her up]**.
pub const POSE: (usize, u32) = (0, 1);
/// Where RAM noise starts in a snapshot (below it, the snapshot is zero).
pub const NOISE_START: usize = 0x1_0000;
/// Where RAM noise ends in a snapshot.
pub const NOISE_END: usize = 0x8_0000;

/// Why a synthetic capture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SyntheticError {
    /// The synthetic runtime's draw routine did not run to its end in the interpreter.
    #[error("synthetic capture: {0}")]
    Draw(#[from] InterpError),
    /// The animation state block does not fit in RAM from [`ANIM_BLOCK_ADDRESS`].
    #[error("synthetic capture: the animation state block ({len} bytes) does not fit in the {room} bytes of RAM from {ANIM_BLOCK_ADDRESS:#x}")]
    Block {
        /// The block's length.
        len: usize,
        /// RAM left from the block's address.
        room: usize,
    },
}

/// What the captures show: a model and where its textures and CLUTs are uploaded.
#[derive(Debug, Clone, Copy)]
pub struct Subject<'a> {
    /// The model, as the disc holds it.
    pub chr: &'a Chr,
    /// Where its textures and CLUTs sit in VRAM.
    pub layout: &'a ViewLayout,
}

/// A camera looking at the model's front from `yaw`° and `pitch`° at `distance` GTE units,
/// aimed at its chest, on a 320×240 screen.
pub fn camera(yaw: f64, pitch: f64, distance: f64, h: f64) -> Camera {
    let (sy, cy) = yaw.to_radians().sin_cos();
    let (sp, cp) = pitch.to_radians().sin_cos();
    let ry = [[cy, 0.0, sy], [0.0, 1.0, 0.0], [-sy, 0.0, cy]];
    let rx = [[1.0, 0.0, 0.0], [0.0, cp, -sp], [0.0, sp, cp]];
    let r = mul_m(&rx, &ry);
    let target = [0.0, -850.0, 0.0];
    let rt = mul_v(&r, target);
    Camera {
        rotation: r,
        translation: [-rt[0], -rt[1], distance - rt[2]],
        h,
        ofx: 160.0,
        ofy: 120.0,
        source: "given",
    }
}

/// Camera A: 25° to the model's left, 10° above.
pub fn camera_a() -> Camera {
    camera(25.0, 10.0, 2300.0, 256.0)
}

/// Camera B: 40° to the model's right, 20° above, nearer and longer.
pub fn camera_b() -> Camera {
    camera(-40.0, 20.0, 1900.0, 300.0)
}

/// A GPU dump of one frame: the model's textures and CLUTs uploaded, the drawing environment
/// set, its polygons drawn through `cam`, one VSync. Fails if the draw routine does not run to
/// its end in the interpreter.
pub fn gpu_dump(s: &Subject<'_>, cam: &Camera, variant: Variant) -> Result<Vec<u8>, InterpError> {
    let posed = pose(s.chr, POSE.0, POSE.1, RotationOrder::default());
    let mut w = GpuDumpWriter::new(&Vram::new());
    for (t, &(x, y)) in s.chr.textures.iter().zip(&s.layout.textures) {
        w.upload(x, y, t.width / 4, t.height, &gpu::texture::halfwords(&t.texels));
    }
    for (c, &(x, y)) in s.chr.cluts.iter().zip(&s.layout.cluts) {
        w.upload(x, y, 16, 1, c);
    }
    // Texpage of the first texture, drawing area 320×240, offset (8, 16).
    w.gp0(&[0xE100_000A, 0xE300_0000, 0xE400_0000 | (239 << 10) | 319]);
    w.gp0(&[0xE500_0000 | (16 << 11) | 8]);
    for cmd in crate::interp::draw(&posed, s.layout, cam, variant)? {
        w.gp0(&cmd);
    }
    w.vsync();
    Ok(w.finish())
}

/// Where [`ANIM_BLOCK_ADDRESS`] is in a RAM snapshot (KSEG0 0x8000_0000 is RAM offset 0).
const ANIM_BLOCK_OFFSET: usize = (ANIM_BLOCK_ADDRESS - 0x8000_0000) as usize;

/// A raw 2 MiB RAM snapshot at `tick` of the idle clip: `noise` from [`NOISE_START`] (at most
/// up to [`NOISE_END`]), and the animation state block at [`ANIM_BLOCK_ADDRESS`]. Fails if the
/// block does not fit in RAM from there.
pub fn ram_snapshot(chr: &Chr, noise: &[u8], tick: u32) -> Result<Vec<u8>, SyntheticError> {
    let mut ram = vec![0u8; RAM_BYTES];
    let n = noise.len().min(NOISE_END.saturating_sub(NOISE_START));
    if let (Some(dst), Some(src)) =
        (ram.get_mut(NOISE_START..NOISE_START.saturating_add(n)), noise.get(..n))
    {
        dst.copy_from_slice(src);
    }
    if let Some(clip) = chr.anims.as_ref().and_then(|a| a.clips.first()) {
        let mut p = Player::new(clip);
        p.seek(tick);
        let block = crate::ram::encode_block(p.states());
        let room = RAM_BYTES.saturating_sub(ANIM_BLOCK_OFFSET);
        let dst = ram
            .get_mut(ANIM_BLOCK_OFFSET..)
            .and_then(|r| r.get_mut(..block.len()))
            .ok_or(SyntheticError::Block { len: block.len(), room })?;
        dst.copy_from_slice(&block);
    }
    Ok(ram)
}

/// Every capture: `(file name, bytes)`. The genuine ones are `girl_idle_a.psxgpu`,
/// `girl_idle_b.psxgpu`, `girl_ram_t8.bin`, `girl_ram_t24.bin`; the negative ones
/// `girl_neg_mirror.psxgpu`, `girl_neg_turn.psxgpu`, `girl_neg_jitter.psxgpu`. `noise(tick)`
/// gives each RAM snapshot's noise.
pub fn all(
    s: &Subject<'_>,
    noise: &dyn Fn(u32) -> Vec<u8>,
) -> Result<Vec<(String, Vec<u8>)>, SyntheticError> {
    let (a, b) = (camera_a(), camera_b());
    let mut out = vec![
        ("girl_idle_a.psxgpu".to_owned(), gpu_dump(s, &a, Variant::Genuine)?),
        ("girl_idle_b.psxgpu".to_owned(), gpu_dump(s, &b, Variant::Genuine)?),
    ];
    for t in RAM_TICKS {
        out.push((format!("girl_ram_t{t}.bin"), ram_snapshot(s.chr, &noise(t), t)?));
    }
    out.push(("girl_neg_mirror.psxgpu".to_owned(), gpu_dump(s, &a, Variant::Mirrored)?));
    out.push(("girl_neg_turn.psxgpu".to_owned(), gpu_dump(s, &a, Variant::Turned)?));
    out.push(("girl_neg_jitter.psxgpu".to_owned(), gpu_dump(s, &a, Variant::Jitter(4))?));
    Ok(out)
}
