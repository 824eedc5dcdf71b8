//! The text map: one line per region, like `binwalk`.

use std::fmt;

use crate::{Detail, Evidence, Landing, Region, Report, WordRole};

fn hexes(v: &[usize]) -> String {
    v.iter().map(|x| format!("@{x:#x}")).collect::<Vec<_>>().join(",")
}

/// One-line description of a region's details.
pub(crate) fn describe(r: &Region) -> String {
    let mut s = match &r.detail {
        Detail::Skeleton {
            nodes,
            node_stride,
            parent_at,
            table_at,
            count_at,
            roots,
            depth,
            rotations,
        } => {
            let count =
                count_at.map_or_else(|| "no count field".into(), |c| format!("count @{c:#x}"));
            let rot = if *rotations > 0 {
                format!(", {rotations} rotation entries")
            } else {
                String::new()
            };
            format!(
                "{nodes} nodes at +{table_at:#x}, {node_stride} bytes each, parent byte +{parent_at}, \
                 {roots} root(s), depth {depth}, {count}{rot}"
            )
        }
        Detail::Records { count, types, padding, padding_zero, landing } => {
            let t: Vec<String> = types.iter().map(|(t, n)| format!("{t}:{n}")).collect();
            let end = match landing {
                Landing::Boundary => format!(
                    "lands with {padding} byte(s) of {}padding",
                    if *padding_zero { "zero " } else { "" }
                ),
                Landing::Break => "ends at a break (end not confirmed)".into(),
            };
            format!("{count} records (type:count {}), {end}", t.join(" "))
        }
        Detail::Lz {
            declared,
            consumed,
            references,
            prestart_references,
            clean,
            texture_4bpp,
            ..
        } => {
            let tex = if texture_4bpp.is_empty() {
                String::new()
            } else {
                format!(", 4bpp {}", texture_4bpp.join(" or "))
            };
            format!(
                "Square LZ, {declared} bytes from {consumed}, {references} refs{}{}{tex}",
                if *prestart_references > 0 {
                    format!(" ({prestart_references} before the start)")
                } else {
                    String::new()
                },
                if *clean { ", clean" } else { ", NOT clean" }
            )
        }
        Detail::Vertices { count, min, max } => format!(
            "{count} SVECTORs, box ({}, {}, {})..({}, {}, {})",
            min[0], min[1], min[2], max[0], max[1], max[2]
        ),
        Detail::Clut { palettes, stride, entry_header, stp_colours, vram } => {
            let mut s = format!("{palettes} palette(s), stride {stride}");
            if *entry_header > 0 {
                s.push_str(&format!(", {entry_header}-byte entry header"));
            }
            s.push_str(&format!(", STP on {stp_colours} colour(s)"));
            if let Some(v) = vram {
                let rects: Vec<String> =
                    v.iter().take(4).map(|r| format!("({},{})", r[0], r[1])).collect();
                s.push_str(&format!(
                    ", VRAM {}{}",
                    rects.join(" "),
                    if v.len() > 4 { " …" } else { "" }
                ));
            }
            s
        }
        Detail::Unknown { zero, note } => {
            let mut s = String::new();
            if *zero {
                s.push_str("all zero");
            }
            if let Some(n) = note {
                if !s.is_empty() {
                    s.push_str("; ");
                }
                s.push_str(n);
            }
            s
        }
    };
    if r.evidence == Evidence::Weak {
        s.push_str(" [weak]");
    }
    if !r.referenced_by.is_empty() {
        s.push_str(&format!(" <- {}", hexes(&r.referenced_by)));
    }
    s
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} bytes; record lengths: {}",
            self.file,
            self.size,
            self.record_lengths_source.label()
        )?;
        for w in &self.warnings {
            writeln!(f, "warning: {w}")?;
        }
        if !self.header.is_empty() {
            let words: Vec<String> = self
                .header
                .iter()
                .map(|w| {
                    let role = match &w.role {
                        WordRole::Offset { kind } => format!("->{kind}"),
                        WordRole::End => "end".into(),
                        WordRole::Zero => "0".into(),
                        WordRole::Value => format!("{:#x}", w.value),
                    };
                    format!("@{:#04x}:{role}", w.at)
                })
                .collect();
            writeln!(f, "header words: {}", words.join(" "))?;
        }
        writeln!(f, "{:<10} {:<10} {:>8}  {:<9} DESCRIPTION", "START", "END", "SIZE", "KIND")?;
        for r in &self.regions {
            writeln!(
                f,
                "{:<10} {:<10} {:>8}  {:<9} {}",
                format!("{:#08x}", r.start),
                format!("{:#08x}", r.end),
                r.end.saturating_sub(r.start),
                r.kind.id(),
                describe(r)
            )?;
        }
        Ok(())
    }
}
