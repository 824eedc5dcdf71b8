//! `dewrip chr`: character models — structure (`info`) and pose (`pose`).
use std::process::ExitCode;

use pipeline::conventions::parse_order;
use pipeline::stages::chr;
use pipeline::Error;
use pipeline::RotationOrder;

use crate::util;

/// Subcommands. MODEL is a `.chr` file or `DISC:INDEX` (a hidden-table entry of a disc image).
#[derive(clap::Subcommand)]
pub enum Command {
    /// Parts, faces per record type, nodes, clips, textures, blocks and their padding.
    #[command(
        after_help = "Examples:\n  dewrip chr info game.cue:4586\n  dewrip chr info files/chr/MAYA.chr --json\n  dewrip chr info game.cue:4586 --record-lengths lengths.json"
    )]
    Info {
        /// A .chr file or DISC:INDEX.
        model: String,
        #[command(flatten)]
        conventions: util::ConventionArgs,
        /// Print one JSON document on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Bone world positions and bounding box at idle tick 1 (or the bind pose with --bind),
    /// in scene space: metres, Y up; facing and the side of node 15.
    #[command(
        after_help = "Examples:\n  dewrip chr pose game.cue:4586\n  dewrip chr pose game.cue:4586 --bind --json\n  dewrip chr pose files/chr/MAYA.chr --order RzRyRx"
    )]
    Pose {
        /// A .chr file or DISC:INDEX.
        model: String,
        /// The unposed skeleton (bind pose: arms inside the body, legs folded).
        #[arg(long)]
        bind: bool,
        /// Rotation order: RxRyRz, RzRyRx, RyRxRz, RxRzRy, RyRzRx or RzRxRy (any case; `xyz` is
        /// RxRyRz). Default: the EXE's bone-matrix builder, else the built-in RxRyRz (PsyQ
        /// RotMatrix).
        #[arg(long, value_parser = parse_order)]
        order: Option<RotationOrder>,
        #[command(flatten)]
        conventions: util::ConventionArgs,
        /// Print one JSON document on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// Runs the subcommand.
pub fn run(cmd: Command) -> Result<ExitCode, Error> {
    match cmd {
        Command::Info { model, conventions, json } => {
            // The conventions' warnings include the auto-infer fallback's, if it inferred.
            let l = chr::load(&model, &conventions.overrides(None))?;
            util::warn_conventions(&l.conventions);
            let i = chr::info(&l)?;
            if json {
                util::print_json(&i)?;
            } else {
                println!(
                    "{}: {}",
                    i.model,
                    if i.magic { "with skeleton (magic)" } else { "magic-less (no skeleton)" }
                );
                for line in util::convention_lines(&i.conventions) {
                    println!("{line}");
                }
                println!(
                    "nodes {} (rotation entries {}), parts {}, {} file vertices in {} pool slots, \
                     {} glTF vertices",
                    i.nodes,
                    i.rotation_entries,
                    i.parts,
                    i.file_vertices,
                    i.pool_slots,
                    i.gltf_vertices.map_or("(not measured)".to_string(), |n| n.to_string())
                );
                println!(
                    "faces {} ({} triangles), tiles {}, CLUTs {}",
                    i.faces, i.triangles, i.tiles, i.cluts
                );
                let per: Vec<String> =
                    i.faces_per_type.iter().map(|(t, n)| format!("{t}:{n}")).collect();
                println!("records per type: {}", per.join(" "));
                for (k, b) in i.blocks.iter().enumerate() {
                    let pad = b
                        .padding
                        .map_or("does not land".to_string(), |p| format!("{p} bytes of padding"));
                    println!("  block {k}: {} records ({} faces), {pad}", b.records, b.faces);
                }
                let tex: Vec<String> =
                    i.textures.iter().map(|t| format!("{}x{}", t.width, t.height)).collect();
                println!("textures: {}", tex.join(", "));
                if let (Some(b), Some(m)) = (i.blink_frames, i.mouth_frames) {
                    println!("face: {b} blink frames, {m} mouth frames");
                }
                println!("channels: {}", i.channels);
                for c in &i.clips {
                    println!(
                        "  clip {}: {} ticks{}, {} token bytes",
                        c.name,
                        c.ticks,
                        if c.looping { ", loops" } else { "" },
                        c.stream_bytes
                    );
                }
            }
        }
        Command::Pose { model, bind, order, conventions, json } => {
            let l = chr::load(&model, &conventions.overrides(order))?;
            util::warn_conventions(&l.conventions);
            let p = chr::pose(&l, bind)?;
            if json {
                util::print_json(&p)?;
            } else {
                println!("{} — pose {} (order {}); {}", p.model, p.pose, p.order, p.units);
                for b in &p.bones {
                    println!(
                        "  {} (parent {}): {:8.3} {:8.3} {:8.3}",
                        b.name,
                        b.parent.map_or("-".to_string(), |x| format!("node{x:02}")),
                        b.position[0],
                        b.position[1],
                        b.position[2]
                    );
                }
                println!("bounds: min {:?} max {:?} size {:?}", p.min, p.max, p.size);
                println!(
                    "lowest vertex: node {:?}; highest: node {:?}",
                    p.lowest_node, p.highest_node
                );
                match p.facing_z_game_space {
                    Some(-1) => println!(
                        "facing: front is −Z in game space (face texture centroid z < body centre)"
                    ),
                    Some(1) => {
                        println!("facing: front is +Z in game space — suspect a convention error")
                    }
                    _ => println!("facing: no face texture"),
                }
                if let Some(s) = p.node15_side {
                    println!("node 15 (the book in dewrip's humanoid topology) is on the character's {s:?} side");
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
