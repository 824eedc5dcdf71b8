//! Synthetic verification captures of the girl (`DIR/disc/captures/`): GPU dumps of her idle
//! pose at tick 1 from two cameras, negative dumps (mirrored, turned 180°, vertices jittered
//! by 4 px), and raw 2 MiB RAM snapshots at ticks 8 and 24 holding the synthetic runtime's
//! animation state block (layout in `docs/formats/captures.md`, **[provisional]**).
//!
//! The polygons are drawn by running the synthetic runtime's draw routine (gcc-built R3000
//! code, `crates/captures/fixtures/draw/draw.c`) in the R3000 interpreter
//! ([`captures::interp::draw`]): it loads the GTE per node and writes GP0 packets, and the
//! interpreter's GPU log is the capture. (It walks a face table the host lays out, not the
//! boot EXE's face-record dispatch.)

use std::path::{Path, PathBuf};

use captures::formats::GpuDumpWriter;
use captures::render::{Layout, Variant};
use captures::Camera;
use dewprism::anim::{Player, RotationOrder};
use dewprism::chr::Chr;
use gpu::vram::Vram;

use crate::disc::{Plan, GIRL_CLUT_VRAM, GIRL_TEXTURE_VRAM};
use crate::rng::Rng;
use crate::Error;

/// Where the synthetic runtime keeps the girl's animation state block **[provisional]**.
pub const ANIM_BLOCK_ADDRESS: u32 = 0x8009_C000;
/// Ticks of the RAM snapshots.
pub const RAM_TICKS: [u32; 2] = [8, 24];
/// The pose drawn: idle (clip 0) at tick 1 **[published: tick 1 of the idle stands her up]**.
pub const POSE: (usize, u32) = (0, 1);

/// The girl, as the disc holds her.
pub fn girl(plan: &Plan) -> Chr {
    crate::chr::girl(plan.seed, &plan.girl_clut)
}

/// Where the captures put her textures (side by side from [`GIRL_TEXTURE_VRAM`]) and CLUTs
/// (stacked from [`GIRL_CLUT_VRAM`]).
pub fn layout(chr: &Chr) -> Layout {
    let mut x = GIRL_TEXTURE_VRAM.0;
    let textures = chr
        .textures
        .iter()
        .map(|t| {
            let at = (x, GIRL_TEXTURE_VRAM.1);
            x = x.saturating_add(t.width / 4);
            at
        })
        .collect();
    // One CLUT per VRAM row, downwards.
    let cluts =
        chr.cluts.iter().zip(GIRL_CLUT_VRAM.1..).map(|(_, y)| (GIRL_CLUT_VRAM.0, y)).collect();
    Layout { textures, cluts }
}

/// A camera looking at her front from `yaw`° and `pitch`° at `distance` GTE units, aimed at
/// her chest, on a 320×240 screen.
pub fn camera(yaw: f64, pitch: f64, distance: f64, h: f64) -> Camera {
    let (sy, cy) = yaw.to_radians().sin_cos();
    let (sp, cp) = pitch.to_radians().sin_cos();
    let ry = [[cy, 0.0, sy], [0.0, 1.0, 0.0], [-sy, 0.0, cy]];
    let rx = [[1.0, 0.0, 0.0], [0.0, cp, -sp], [0.0, sp, cp]];
    let r = captures::camera::mul_m(&rx, &ry);
    let target = [0.0, -850.0, 0.0];
    let rt = captures::camera::mul_v(&r, target);
    Camera {
        rotation: r,
        translation: [-rt[0], -rt[1], distance - rt[2]],
        h,
        ofx: 160.0,
        ofy: 120.0,
        source: "given",
    }
}

/// Camera A: 25° to her left, 10° above.
pub fn camera_a() -> Camera {
    camera(25.0, 10.0, 2300.0, 256.0)
}

/// Camera B: 40° to her right, 20° above, nearer and longer.
pub fn camera_b() -> Camera {
    camera(-40.0, 20.0, 1900.0, 300.0)
}

/// A GPU dump of one frame: her textures and CLUTs uploaded, the drawing environment set,
/// her polygons drawn through `cam`, one VSync. Fails if the draw routine does not run to its
/// end in the interpreter.
pub fn gpu_dump(chr: &Chr, cam: &Camera, variant: Variant) -> Result<Vec<u8>, Error> {
    let lay = layout(chr);
    let posed = captures::pose(chr, POSE.0, POSE.1, RotationOrder::default());
    let mut w = GpuDumpWriter::new(&Vram::new());
    for (t, &(x, y)) in chr.textures.iter().zip(&lay.textures) {
        w.upload(x, y, t.width / 4, t.height, &gpu::texture::halfwords(&t.texels));
    }
    for (c, &(x, y)) in chr.cluts.iter().zip(&lay.cluts) {
        w.upload(x, y, 16, 1, c);
    }
    // Texpage of the first texture, drawing area 320×240, offset (8, 16).
    w.gp0(&[0xE100_000A, 0xE300_0000, 0xE400_0000 | (239 << 10) | 319]);
    w.gp0(&[0xE500_0000 | (16 << 11) | 8]);
    for cmd in captures::interp::draw(&posed, &lay, cam, variant)? {
        w.gp0(&cmd);
    }
    w.vsync();
    Ok(w.finish())
}

/// Where [`ANIM_BLOCK_ADDRESS`] is in a RAM snapshot (KSEG0 0x8000_0000 is RAM offset 0).
const ANIM_BLOCK_OFFSET: usize = (ANIM_BLOCK_ADDRESS - 0x8000_0000) as usize;

/// A raw 2 MiB RAM snapshot at `tick` of the idle clip: noise, and the animation state block
/// at [`ANIM_BLOCK_ADDRESS`]. Fails if the block does not fit in RAM from there.
pub fn ram_snapshot(chr: &Chr, seed: u64, tick: u32) -> Result<Vec<u8>, Error> {
    let mut ram = vec![0u8; captures::formats::RAM_BYTES];
    if let Some(noise) = ram.get_mut(0x1_0000..0x8_0000) {
        Rng::fork(seed, 0x5A4D_0000 | u64::from(tick)).fill(noise);
    }
    if let Some(clip) = chr.anims.as_ref().and_then(|a| a.clips.first()) {
        let mut p = Player::new(clip);
        p.seek(tick);
        let block = captures::ram::encode_block(p.states());
        let room = captures::formats::RAM_BYTES.saturating_sub(ANIM_BLOCK_OFFSET);
        let dst = ram.get_mut(ANIM_BLOCK_OFFSET..).and_then(|r| r.get_mut(..block.len())).ok_or(
            Error::Layout {
                what: "animation state block",
                value: block.len() as u64,
                limit: room as u64,
            },
        )?;
        dst.copy_from_slice(&block);
    }
    Ok(ram)
}

/// Every capture: `(file name, bytes)`. The genuine ones are `girl_idle_a.psxgpu`,
/// `girl_idle_b.psxgpu`, `girl_ram_t8.bin`, `girl_ram_t24.bin`; the negative ones
/// `girl_neg_mirror.psxgpu`, `girl_neg_turn.psxgpu`, `girl_neg_jitter.psxgpu`.
pub fn all(plan: &Plan) -> Result<Vec<(String, Vec<u8>)>, Error> {
    let g = girl(plan);
    let (a, b) = (camera_a(), camera_b());
    let mut out = vec![
        ("girl_idle_a.psxgpu".to_owned(), gpu_dump(&g, &a, Variant::Genuine)?),
        ("girl_idle_b.psxgpu".to_owned(), gpu_dump(&g, &b, Variant::Genuine)?),
    ];
    for t in RAM_TICKS {
        out.push((format!("girl_ram_t{t}.bin"), ram_snapshot(&g, plan.seed, t)?));
    }
    out.push(("girl_neg_mirror.psxgpu".to_owned(), gpu_dump(&g, &a, Variant::Mirrored)?));
    out.push(("girl_neg_turn.psxgpu".to_owned(), gpu_dump(&g, &a, Variant::Turned)?));
    out.push(("girl_neg_jitter.psxgpu".to_owned(), gpu_dump(&g, &a, Variant::Jitter(4))?));
    Ok(out)
}

/// Writes [`all`] into `dir` (created), all or nothing; returns the paths.
pub fn write(dir: &Path, plan: &Plan) -> std::io::Result<Vec<PathBuf>> {
    let w = output::Writer::begin(dir).map_err(std::io::Error::other)?;
    let mut paths = Vec::new();
    for (name, bytes) in all(plan)? {
        w.write(&name, &bytes).map_err(std::io::Error::other)?;
        paths.push(dir.join(name));
    }
    w.commit().map_err(std::io::Error::other)?;
    Ok(paths)
}
