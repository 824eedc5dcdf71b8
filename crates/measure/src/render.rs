//! SVG bar charts and Markdown reports for budgets and comparisons (deterministic text).
#![allow(clippy::arithmetic_side_effects)] // f64 layout math only.

use std::fmt::Write;

use crate::budget::Budget;
use crate::compare::Comparison;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

pub use crate::budget::PUBLISHED;

/// A horizontal bar chart of a budget: per group, triangles % (dark) and UV area % (light),
/// then the parts.
pub fn budget_svg(b: &Budget, title: &str) -> String {
    let rows = b.groups.len() + b.parts.len() + 2;
    let h = 40 + rows * 22;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="640" height="{h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        s,
        r#"<text x="10" y="20" font-size="14">{} — {} triangles</text>"#,
        esc(title),
        b.total_triangles
    );
    let mut y = 40usize;
    let bar = |s: &mut String, y: usize, label: &str, pct: f64, uv: Option<f64>, count: usize| {
        let w = (pct.clamp(0.0, 100.0) * 4.0).round();
        let _ = writeln!(s, r#"<text x="10" y="{}">{}</text>"#, y + 13, esc(label));
        let _ = writeln!(s, r##"<rect x="120" y="{y}" width="{w}" height="9" fill="#36c"/>"##);
        if let Some(uv) = uv {
            let u = (uv.clamp(0.0, 100.0) * 4.0).round();
            let _ = writeln!(
                s,
                r##"<rect x="120" y="{}" width="{u}" height="7" fill="#9bd"/>"##,
                y + 10
            );
        }
        let extra = uv.map_or(String::new(), |u| format!(" (UV {u:.1} %)"));
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}">{pct:.1} %{extra} · {count}</text>"#,
            126.0 + w,
            y + 13
        );
    };
    for g in &b.groups {
        bar(&mut s, y, g.part.name(), g.percent, Some(g.uv_percent), g.triangles);
        y += 22;
    }
    y += 22;
    for p in &b.parts {
        bar(&mut s, y, p.part.name(), p.percent, None, p.triangles);
        y += 22;
    }
    s.push_str("</svg>\n");
    s
}

/// A Markdown table of a budget, with the original's published budget beside the groups.
pub fn budget_markdown(b: &Budget, title: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Triangle budget: {}\n\n{} triangles, {} glTF vertices.\n",
        title, b.total_triangles, b.gltf_vertices
    );
    let _ = writeln!(
        s,
        "| group | triangles | % | UV area % | glTF vertices | original (published) % |"
    );
    let _ = writeln!(s, "|---|---:|---:|---:|---:|---:|");
    for g in &b.groups {
        let publ = PUBLISHED.iter().find(|(n, _)| *n == g.part.name()).map_or(0.0, |x| x.1);
        let _ = writeln!(
            s,
            "| {} | {} | {:.2} | {:.2} | {} | {publ:.1} |",
            g.part.name(),
            g.triangles,
            g.percent,
            g.uv_percent,
            g.gltf_vertices
        );
    }
    let _ =
        writeln!(s, "\n| part | group | triangles | % | glTF vertices |\n|---|---|---:|---:|---:|");
    for p in &b.parts {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {:.2} | {} |",
            p.part.name(),
            p.group.name(),
            p.triangles,
            p.percent,
            p.gltf_vertices
        );
    }
    s
}

/// Colours of the five groups in the stacked budget bars.
const GROUP_FILL: [&str; 5] = ["#c9553a", "#3a7dc9", "#4aa35a", "#c9a23a", "#8a5ac9"];

/// A chart of a comparison: one bar per segment (length ratio, with the 1.0 line); per budget
/// group the original's share (grey) and the avatar's (blue on budget, orange over, purple
/// under, at [`crate::BUDGET_THRESHOLD`]) with the row in words; and both budgets side by side
/// as two stacked bars.
pub fn compare_svg(c: &Comparison) -> String {
    let rows = c.segments.len() + c.budget.len() + 2;
    let h = 50 + rows * 22 + 110;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="900" height="{h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        s,
        r#"<text x="10" y="20" font-size="14">avatar ÷ original, normalised by {}</text>"#,
        esc(&c.normalised_by)
    );
    let scale = 200.0; // pixels per 1.0×
    let _ = writeln!(
        s,
        r##"<line x1="{0}" y1="30" x2="{0}" y2="{1}" stroke="#c33" stroke-dasharray="4 3"/>"##,
        140.0 + scale,
        40 + c.segments.len() * 22
    );
    let mut y = 40usize;
    for r in &c.segments {
        let label = r.verdict.split(':').next().unwrap_or("");
        let w = (r.ratio_length.clamp(0.0, 2.5) * scale).round();
        let fill = if r.ratio_length < 0.75 || r.ratio_length > 1.33 { "#d63" } else { "#36c" };
        let _ = writeln!(s, r#"<text x="10" y="{}">{}</text>"#, y + 13, esc(label));
        let _ = writeln!(s, r#"<rect x="140" y="{y}" width="{w}" height="14" fill="{fill}"/>"#);
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{}">{:.2}× ({:.2}× across)</text>"#,
            146.0 + w,
            y + 12,
            r.ratio_length,
            r.ratio_width
        );
        y += 22;
    }
    y += 22;
    let threshold = crate::BUDGET_THRESHOLD;
    for b in &c.budget {
        let _ = writeln!(s, r#"<text x="10" y="{}">{}</text>"#, y + 13, esc(&b.part));
        let sw = (b.source_percent.clamp(0.0, 100.0) * 4.0).round();
        let aw = (b.avatar_percent.clamp(0.0, 100.0) * 4.0).round();
        let fill = match b.status(threshold) {
            crate::BudgetStatus::Over => "#e80",
            crate::BudgetStatus::Under => "#93c",
            crate::BudgetStatus::OnBudget => "#36c",
        };
        let _ = writeln!(s, r##"<rect x="140" y="{y}" width="{sw}" height="8" fill="#999"/>"##);
        let _ =
            writeln!(s, r#"<rect x="140" y="{}" width="{aw}" height="8" fill="{fill}"/>"#, y + 9);
        let words = b.verdict_at(threshold);
        let words = words.split_once(": ").map_or(words.as_str(), |x| x.1);
        let _ =
            writeln!(s, r#"<text x="{}" y="{}">{}</text>"#, 146.0 + sw.max(aw), y + 13, esc(words));
        y += 22;
    }
    // Both budgets side by side: one stacked bar each, 600 px = 100 %.
    y += 10;
    for (row, label) in ["original", "avatar"].into_iter().enumerate() {
        let pick = |b: &crate::compare::BudgetPair| {
            if row == 0 {
                b.source_percent
            } else {
                b.avatar_percent
            }
        };
        let yy = y + row * 40;
        let _ = writeln!(s, r#"<text x="10" y="{}">{label}</text>"#, yy + 17);
        let mut x = 140.0f64;
        for (k, b) in c.budget.iter().enumerate() {
            let w = pick(b).clamp(0.0, 100.0) * 6.0;
            let fill = GROUP_FILL.get(k).copied().unwrap_or("#777");
            let _ = writeln!(
                s,
                r#"<rect x="{x:.1}" y="{yy}" width="{w:.1}" height="26" fill="{fill}"/>"#
            );
            if w >= 40.0 {
                let _ = writeln!(
                    s,
                    r##"<text x="{:.1}" y="{}" fill="#fff">{} {:.1} %</text>"##,
                    x + 4.0,
                    yy + 17,
                    esc(&b.part),
                    pick(b)
                );
            }
            x += w;
        }
    }
    s.push_str("</svg>\n");
    s
}

/// A Markdown report of a comparison: the verdicts, the half-size segments named first, then
/// the budget side by side — the parts over and under the original's shares named first, then
/// per group the original's share, the avatar's share and triangles, its target and the row in
/// words ("head: 24.0 % vs 38.8 % in the original — 14.8 points under (target 465 triangles,
/// has 288)").
pub fn compare_markdown(c: &Comparison, source: &str, avatar: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# {} compared with {}\n\nNormalised by {}.\n",
        avatar, source, c.normalised_by
    );
    let half: Vec<&str> = c
        .segments
        .iter()
        .filter(|r| r.verdict.ends_with("about half size"))
        .map(|r| r.verdict.split(':').next().unwrap_or(""))
        .collect();
    if half.is_empty() {
        let _ = writeln!(s, "No segment is at half size.\n");
    } else {
        let _ = writeln!(s, "At about half the original's size: {}.\n", half.join(", "));
    }
    let _ =
        writeln!(s, "| segment | side | length × | width × | verdict |\n|---|---|---:|---:|---|");
    for r in &c.segments {
        let side = match r.side {
            Some(crate::parts::Side::Left) => "left",
            Some(crate::parts::Side::Right) => "right",
            None => "",
        };
        let seg = serde_json::to_value(r.segment)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        let _ = writeln!(
            s,
            "| {seg} | {side} | {:.2} | {:.2} | {} |",
            r.ratio_length, r.ratio_width, r.verdict
        );
    }
    let threshold = crate::BUDGET_THRESHOLD;
    let _ = writeln!(s, "\n## Triangle budget (avatar vs original)\n");
    let _ = writeln!(s, "{}\n", c.budget_summary(threshold));
    let _ = writeln!(
        s,
        "| part | original % | avatar % | avatar triangles | target triangles | verdict |\n|---|---:|---:|---:|---:|---|"
    );
    for b in &c.budget {
        let words = b.judgement(threshold);
        let _ = writeln!(
            s,
            "| {} | {:.1} | {:.1} | {} | {} | {} |",
            b.part,
            b.source_percent,
            b.avatar_percent,
            b.avatar_triangles,
            b.target_triangles,
            words
        );
    }
    let _ = writeln!(s);
    for b in &c.budget {
        let _ = writeln!(s, "- {}", b.verdict_at(threshold));
    }
    s
}

fn bound_word(b: crate::platform::Bound) -> &'static str {
    match b {
        crate::platform::Bound::Exact => "",
        crate::platform::Bound::AtLeast => "≥ ",
    }
}

/// The platform grades as Markdown: a summary row per platform (rank, the metrics that hold it
/// there, the one change that lifts it), then every metric, the hard limits, what is not
/// measured, and the sources with the date they were read.
pub fn platforms_markdown(grades: &[crate::platform::Grade]) -> String {
    use crate::platform::{Value, SOURCES};
    let mut s = String::new();
    let _ = writeln!(s, "## Platforms\n");
    if grades.is_empty() {
        let _ = writeln!(s, "No platform selected.\n");
        return s;
    }
    let _ = writeln!(
        s,
        "| platform | rank | held there by | the one change that lifts it |\n|---|---|---|---|"
    );
    for g in grades {
        let rank = g.rank.as_deref().unwrap_or("not measured");
        let rank = if g.complete || g.rank.is_none() {
            rank.to_string()
        } else {
            format!("{rank} (or worse: not everything was measured)")
        };
        // At the platform's best rank nothing holds the avatar back.
        let best = crate::platform::platform(g.platform)
            .is_some_and(|p| g.rank.as_deref() == Some(p.rank_name(0)));
        let held: Vec<&str> = g
            .metrics
            .iter()
            .filter(|m| !best && Some(&m.rank) == g.rank.as_ref())
            .map(|m| m.metric.label())
            .collect();
        let held = if held.is_empty() { vec!["—"] } else { held };
        let _ = writeln!(s, "| {} | {} | {} | {} |", g.name, rank, held.join(", "), esc(&g.lift));
    }
    let _ = writeln!(s, "\n| platform | metric | value | rank | that rank's limit | how |\n|---|---|---:|---|---:|---|");
    for g in grades {
        for m in &g.metrics {
            let limit = m.limit.map_or("—".to_string(), Value::text);
            let _ = writeln!(
                s,
                "| {} | {} | {}{} | {} | {} | {} |",
                g.name,
                m.metric.label(),
                bound_word(m.bound),
                m.value.text(),
                m.rank,
                limit,
                esc(&m.note)
            );
        }
        for c in &g.limits {
            let v = c.value.map_or("—".to_string(), |v| {
                format!("{}{}", c.bound.map_or("", bound_word), Value::N(v).text())
            });
            let max = c.max.map_or("not published".to_string(), |m| Value::N(m).text());
            let _ = writeln!(
                s,
                "| {} | {} (limit) | {} | {} | {} | {} |",
                g.name,
                c.metric.label(),
                v,
                c.status.replace('_', " "),
                max,
                esc(&c.note)
            );
        }
        for n in &g.not_measured {
            let _ = writeln!(
                s,
                "| {} | {} | — | not measured | — | {} |",
                g.name,
                n.metric.label(),
                esc(&n.why)
            );
        }
    }
    if let Some(g) = grades.iter().find(|g| !g.absent_from_gltf.is_empty()) {
        let _ = writeln!(
            s,
            "\nNot in a glTF/VRM file (0 until added in Unity, so not ranked here): {}.",
            g.absent_from_gltf.join(", ")
        );
    }
    let _ = writeln!(s, "\nSources (read {}):\n", crate::platform::READ_ON);
    for src in SOURCES {
        let _ = writeln!(s, "- <{}> — {}", src.url, esc(src.note));
    }
    let _ = writeln!(s);
    s
}

/// The targets as Markdown.
pub fn targets_markdown(t: &crate::targets::Targets) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "## Targets for {} {} ({} triangles) in the original's proportions\n",
        t.platform,
        t.rank,
        crate::platform::thousands(i64::try_from(t.triangles).unwrap_or(i64::MAX))
    );
    let _ = writeln!(
        s,
        "Proportions: {}. The avatar has {} triangles. A row within {:.0} % of its target is within budget.\n",
        esc(&t.proportions),
        crate::platform::thousands(i64::try_from(t.avatar_triangles).unwrap_or(i64::MAX)),
        t.tolerance_percent
    );
    let table = |s: &mut String, rows: &[crate::targets::TargetRow], head: &str| {
        let _ = writeln!(s, "| {head} | original % | target | avatar | verdict | sizes |\n|---|---:|---:|---:|---|---|");
        for r in rows {
            let sizes: Vec<String> = r
                .size
                .iter()
                .map(|z| {
                    let side = match z.side {
                        Some(crate::parts::Side::Left) => "left ",
                        Some(crate::parts::Side::Right) => "right ",
                        None => "",
                    };
                    format!("{side}{} {:.2}× ({})", z.segment.label(), z.ratio_length, z.class)
                })
                .collect();
            let _ = writeln!(
                s,
                "| {} | {:.1} | {} | {} | {} | {} |",
                r.part,
                r.source_percent,
                crate::platform::thousands(r.target as i64),
                crate::platform::thousands(r.avatar as i64),
                r.verdict,
                sizes.join(", ")
            );
        }
        let _ = writeln!(s);
    };
    table(&mut s, &t.groups, "group");
    if !t.parts.is_empty() {
        table(&mut s, &t.parts, "part");
    }
    s
}

/// The rest pose as Markdown.
pub fn rest_markdown(who: &str, r: &crate::rest::RestPose) -> String {
    let mut s = String::new();
    let side = |x: crate::rest::Sides| {
        let f = |v: Option<f64>| v.map_or("—".to_string(), |v| format!("{v:.1}°"));
        format!("left {}, right {}", f(x.left), f(x.right))
    };
    let did = match r.status {
        crate::rest::RestStatus::TPose => "already the VRM T-pose: left as it is".to_string(),
        crate::rest::RestStatus::Normalised => format!(
            "normalised to the VRM T-pose before measuring ({})",
            r.turned
                .iter()
                .map(|t| format!("{} {:.1}°", t.bone, t.degrees))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        crate::rest::RestStatus::Refused => {
            format!("refused: {}; measured as found", r.reason.as_deref().unwrap_or(""))
        }
    };
    let _ = writeln!(
        s,
        "- {who}: {} — {}. Upper arms below horizontal: {}; elbows bent: {}; legs from vertical: {}.",
        esc(&r.found),
        esc(&did),
        side(r.upper_arms_below_horizontal_deg),
        side(r.elbows_bent_deg),
        side(r.legs_from_vertical_deg)
    );
    s
}

/// The whole judgement as Markdown: the comparison (when one could be made), the rest poses,
/// the platforms, the targets, and what could not be judged.
pub fn judge_markdown(r: &crate::judge::Report, source: &str, avatar: &str) -> String {
    let mut s = match &r.comparison {
        Some(c) => compare_markdown(c, source, avatar),
        None => format!(
            "# {avatar} compared with {source}\n\nNo comparison could be made (see below).\n"
        ),
    };
    let _ = writeln!(s, "\n## Rest pose\n");
    if let Some(x) = &r.rest_pose {
        s.push_str(&rest_markdown("avatar", x));
    }
    if let Some(x) = &r.source_rest_pose {
        s.push_str(&rest_markdown("original", x));
    }
    let _ = writeln!(s);
    s.push_str(&platforms_markdown(&r.platforms));
    if let Some(t) = &r.targets {
        s.push_str(&targets_markdown(t));
    }
    not_judged_markdown(&mut s, &r.judged, &r.not_judged);
    s
}

fn not_judged_markdown(s: &mut String, judged: &[&str], not: &[crate::judge::NotJudged]) {
    let _ = writeln!(
        s,
        "## What was judged\n\nJudged: {}.\n",
        if judged.is_empty() { "nothing".to_string() } else { judged.join(", ") }
    );
    if !not.is_empty() {
        let _ = writeln!(s, "Not judged:\n");
        for n in not {
            let _ = writeln!(s, "- {}: {}", n.what, esc(&n.why));
        }
        let _ = writeln!(s);
    }
}

/// A budget report as Markdown: the budget table, the platforms, the targets, what could not
/// be judged.
pub fn budget_report_markdown(r: &crate::judge::BudgetReport, title: &str) -> String {
    let mut s = match &r.budget {
        Some(b) => budget_markdown(b, title),
        None => format!(
            "# Triangle budget: {title}\n\n{} triangles counted; no budget per part (see below).\n",
            r.total_triangles
        ),
    };
    let _ = writeln!(s);
    if let Some(x) = &r.rest_pose {
        let _ = writeln!(s, "## Rest pose\n");
        s.push_str(&rest_markdown("model", x));
        let _ = writeln!(s);
    }
    s.push_str(&platforms_markdown(&r.platforms));
    if let Some(t) = &r.targets {
        s.push_str(&targets_markdown(t));
    }
    not_judged_markdown(&mut s, &r.judged, &r.not_judged);
    s
}
