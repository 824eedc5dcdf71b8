//! The judgement of an avatar: a file read as far as it can be (its counts for the platforms
//! even when it cannot be read as a figure), its rest pose brought to the T-pose, compared
//! with the original, graded on the platforms, given targets — and a plain list of what could
//! and could not be judged, and why.
#![allow(clippy::arithmetic_side_effects)] // f32 extents only

use serde::Serialize;

use crate::budget::{budget_figure, Budget};
use crate::compare::{compare_with, height, BudgetPair, CompareOptions, Comparison, SegmentRatio};
use crate::figure::Figure;
use crate::humanoid::HumanBone;
use crate::parts::Overrides;
use crate::platform::{self, grade_all, Grade, Measured, Platform};
use crate::rest::{self, RestPose};
use crate::targets::{published_targets, targets, Targets};

/// A figure or file as read.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// What it was given as (a path, `DISC:INDEX`).
    pub name: String,
    /// The figure, normalised to the T-pose where it could be; or why it could not be read.
    pub figure: Result<Figure, String>,
    /// The rest pose found and what was done with it.
    pub rest: Option<RestPose>,
    /// The platform counts (and the figure's bounds).
    pub measured: Measured,
}

fn bounds(f: &Figure) -> Result<[f64; 3], String> {
    let mut lo = [f32::MAX; 3];
    let mut hi = [f32::MIN; 3];
    for p in &f.positions {
        for k in 0..3 {
            if let (Some(l), Some(h), Some(x)) = (lo.get_mut(k), hi.get_mut(k), p.get(k)) {
                *l = l.min(*x);
                *h = h.max(*x);
            }
        }
    }
    if f.positions.is_empty() {
        return Err("the figure has no vertices".into());
    }
    let d =
        |k: usize| f64::from(hi.get(k).copied().unwrap_or(0.0) - lo.get(k).copied().unwrap_or(0.0));
    Ok([d(0), d(1), d(2)].map(|x| (x * 1000.0).round() / 1000.0))
}

impl Loaded {
    /// Reads a GLB/VRM (or glTF JSON) file: its counts (a lighter reading that survives what the
    /// figure reader refuses), its figure, normalised to the T-pose, and the figure's bounds.
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Loaded {
        let limits = scene::glb::Limits::default();
        let (stats, stats_error) = match scene::glb::stats::count(bytes, &limits) {
            Ok(s) => (Some(s), None),
            Err(e) => (None, Some(e.to_string())),
        };
        let mut rest = None;
        let figure = crate::import::import_glb(bytes)
            .map_err(|e| explain(&e.to_string(), bytes))
            .map(|mut f| {
                rest = Some(rest::normalise(&mut f));
                f
            });
        let (b, be) = match &figure {
            Ok(f) => match bounds(f) {
                Ok(b) => (Some(b), None),
                Err(e) => (None, Some(e)),
            },
            Err(e) => (None, Some(format!("the figure could not be read: {e}"))),
        };
        Loaded {
            name: name.to_string(),
            figure,
            rest,
            measured: Measured { stats, stats_error, bounds: b, bounds_error: be },
        }
    }

    /// A decoded disc model (posed in its default pose, normalised to the T-pose); platform
    /// counts come from files, so none here.
    pub fn from_model(name: &str, model: &scene::Model) -> Loaded {
        let mut f = crate::figure::from_model(model);
        let rest = rest::normalise(&mut f);
        let b = bounds(&f).ok();
        Loaded {
            name: name.to_string(),
            figure: Ok(f),
            rest: Some(rest),
            measured: Measured {
                stats: None,
                stats_error: Some("a decoded disc model: platforms count an exported file".into()),
                bounds: b,
                bounds_error: None,
            },
        }
    }
}

/// A reader error with a hint where the file breaks JSON's rules (NaN and Infinity are not
/// JSON numbers; some exporters write them).
fn explain(e: &str, bytes: &[u8]) -> String {
    let json = scene::glb::read(bytes).map(|x| x.0).unwrap_or(bytes);
    let text = String::from_utf8_lossy(json.get(..json.len().min(64 << 20)).unwrap_or(json));
    for word in ["NaN", "-Infinity", "Infinity"] {
        if let Some(at) = find_token(&text, word) {
            return format!(
                "{e} (the JSON holds {word} at byte {at}: not a JSON number; a node's scale or \
                 translation cannot be {word})"
            );
        }
    }
    e.to_string()
}

/// `word` outside strings.
fn find_token(s: &str, word: &str) -> Option<usize> {
    let mut in_str = false;
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        if in_str {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_str = false;
            }
        } else if c == '"' {
            in_str = true;
        } else if s.get(i..).is_some_and(|r| r.starts_with(word)) {
            return Some(i);
        }
    }
    None
}

/// Something that could not be judged, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NotJudged {
    /// What (`segments`, `budget`, `rest_pose`, `targets`, `platforms`).
    pub what: &'static str,
    /// Why.
    pub why: String,
}

/// What to judge against.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct JudgeOptions {
    /// The comparison's options.
    pub compare: CompareOptions,
    /// The platforms to grade on (all when empty).
    pub platforms: Vec<&'static Platform>,
    /// The platform and rank the targets are for (default: the first platform graded —
    /// VRChat PC — at its second rank, VRChat's "Good": "Aim for Good ranking"; a platform
    /// with one rank at that rank).
    pub target: Option<(&'static Platform, usize)>,
}

impl JudgeOptions {
    /// The target platform and rank.
    pub fn target(&self) -> (&'static Platform, usize) {
        if let Some(t) = self.target {
            return t;
        }
        let p = self.platforms.first().copied().unwrap_or(&platform::PLATFORMS[0]);
        (p, if p.ranks.len() > 1 { 1 } else { 0 })
    }
}

/// `dewrip compare --json`: the comparison's keys (`normalised_by`, `segments`, `budget`) and
/// the judgement's.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// What the sizes were divided by (`null` when no comparison could be made).
    pub normalised_by: Option<String>,
    /// Segments measured in both.
    pub segments: Vec<SegmentRatio>,
    /// The five groups side by side.
    pub budget: Vec<BudgetPair>,
    /// The glTF vertices of each figure (`dewrip budget`'s `gltf_vertices`); null when no
    /// comparison could be made.
    pub gltf_vertices: Option<crate::compare::VertexPair>,
    /// The avatar's rest pose.
    pub rest_pose: Option<RestPose>,
    /// The original's rest pose.
    pub source_rest_pose: Option<RestPose>,
    /// The avatar graded on each platform.
    pub platforms: Vec<Grade>,
    /// Targets in the original's proportions for one platform rank.
    pub targets: Option<Targets>,
    /// What was judged.
    pub judged: Vec<&'static str>,
    /// What could not be, and why.
    pub not_judged: Vec<NotJudged>,
    /// The comparison itself.
    #[serde(skip)]
    pub comparison: Option<Comparison>,
}

/// What a figure lacks to be judged as a humanoid: `None` when it has the bones VRM 1.0
/// requires; else the sentence.
pub fn humanoid_gaps(f: &Figure) -> Option<String> {
    let missing: Vec<&str> = HumanBone::ALL
        .iter()
        .filter(|h| h.required_vrm1() && !f.humanoid.contains_key(h))
        .map(|h| h.name())
        .collect();
    if missing.is_empty() {
        return None;
    }
    let whole = missing.len() >= 12;
    Some(if whole {
        "no humanoid: neither a VRM humanoid, bone names nor the skeleton's shape tell where \
         the head, arms and legs are"
            .to_string()
    } else {
        format!("the humanoid lacks {}", missing.join(", "))
    })
}

fn degenerate(f: &Figure) -> Option<String> {
    (f.positions.is_empty() || height(f) <= 1e-6 || f.triangles.is_empty()).then(|| {
        if f.positions.is_empty() || f.triangles.is_empty() {
            "the figure has no triangles".to_string()
        } else {
            "the figure has no size: its vertices lie on one point (a node scale of 0?)".to_string()
        }
    })
}

/// Judges `avatar` against `source`.
pub fn judge(source: &Loaded, avatar: &Loaded, o: &JudgeOptions) -> Report {
    let mut judged = Vec::new();
    let mut not = Vec::new();
    let platforms = grade_all(&avatar.measured, &o.platforms);
    if platforms.iter().any(|g| g.rank.is_some()) {
        judged.push("platforms");
    } else {
        not.push(NotJudged {
            what: "platforms",
            why: avatar.measured.stats_error.clone().unwrap_or_else(|| "nothing counted".into()),
        });
    }
    let mut r = Report {
        normalised_by: None,
        segments: Vec::new(),
        budget: Vec::new(),
        gltf_vertices: None,
        rest_pose: avatar.rest.clone(),
        source_rest_pose: source.rest.clone(),
        platforms,
        targets: None,
        judged: Vec::new(),
        not_judged: Vec::new(),
        comparison: None,
    };
    let fig = |l: &Loaded, who: &str| -> Result<(), String> {
        match &l.figure {
            Err(e) => Err(format!("the {who} ({}) could not be read as a figure: {e}", l.name)),
            Ok(f) => match (degenerate(f), humanoid_gaps(f)) {
                (Some(why), _) => Err(format!("the {who}: {why}")),
                (None, Some(gap)) if gap.starts_with("no humanoid") => {
                    Err(format!("the {who}: {gap}"))
                }
                _ => Ok(()),
            },
        }
    };
    match (&source.figure, &avatar.figure, fig(source, "original"), fig(avatar, "avatar")) {
        (Ok(s), Ok(a), Ok(()), Ok(())) => {
            let c = compare_with(s, a, &o.compare);
            r.normalised_by = Some(c.normalised_by.clone());
            r.segments = c.segments.clone();
            r.budget = c.budget.clone();
            r.gltf_vertices = Some(c.gltf_vertices);
            judged.extend(["segments", "budget"]);
            for (who, f) in [("original", s), ("avatar", a)] {
                if let Some(gap) = humanoid_gaps(f) {
                    not.push(NotJudged {
                        what: "segments",
                        why: format!(
                            "the {who}: {gap}: the segments hanging from them are not measured"
                        ),
                    });
                }
            }
            let (p, rank) = o.target();
            match targets(p, rank, &c.source_budget, &source.name, &c.avatar_budget, Some(&c)) {
                Some(t) => {
                    r.targets = Some(t);
                    judged.push("targets");
                }
                None => not.push(NotJudged {
                    what: "targets",
                    why: format!("{} publishes no triangle limit", p.name),
                }),
            }
            r.comparison = Some(c);
        }
        (_, _, s_ok, a_ok) => {
            for why in [s_ok.err(), a_ok.err()].into_iter().flatten() {
                not.push(NotJudged { what: "segments", why: why.clone() });
                not.push(NotJudged { what: "budget", why: why.clone() });
                not.push(NotJudged { what: "targets", why });
            }
        }
    }
    match &avatar.rest {
        Some(rp) if rp.status == rest::RestStatus::Refused => {
            not.push(NotJudged { what: "rest_pose", why: rp.reason.clone().unwrap_or_default() })
        }
        Some(_) => judged.push("rest_pose"),
        None => not.push(NotJudged { what: "rest_pose", why: "no figure".into() }),
    }
    r.judged = judged;
    r.not_judged = not;
    r
}

/// `dewrip budget --json`: the budget's keys (`total_triangles`, `groups`, `parts`) and the
/// judgement's.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BudgetReport {
    /// All triangles (the figure's; the counting pass's when the figure could not be read).
    pub total_triangles: usize,
    /// All glTF vertices ([`Budget::gltf_vertices`]); null when the figure could not be read.
    pub gltf_vertices: Option<usize>,
    /// The five groups.
    pub groups: Vec<crate::budget::GroupShare>,
    /// The parts.
    pub parts: Vec<crate::budget::PartShare>,
    /// The rest pose.
    pub rest_pose: Option<RestPose>,
    /// Graded on each platform.
    pub platforms: Vec<Grade>,
    /// Targets in the published proportions for one platform rank.
    pub targets: Option<Targets>,
    /// What was judged.
    pub judged: Vec<&'static str>,
    /// What could not be, and why.
    pub not_judged: Vec<NotJudged>,
    /// The budget itself.
    #[serde(skip)]
    pub budget: Option<Budget>,
}

/// The budget of `model` with its platforms and targets (in the published proportions).
pub fn judge_budget(model: &Loaded, overrides: &Overrides, o: &JudgeOptions) -> BudgetReport {
    let platforms = grade_all(&model.measured, &o.platforms);
    let mut judged = Vec::new();
    let mut not = Vec::new();
    if platforms.iter().any(|g| g.rank.is_some()) {
        judged.push("platforms");
    } else {
        not.push(NotJudged {
            what: "platforms",
            why: model.measured.stats_error.clone().unwrap_or_else(|| "nothing counted".into()),
        });
    }
    let mut out = BudgetReport {
        total_triangles: model
            .measured
            .stats
            .as_ref()
            .map_or(0, |s| usize::try_from(s.triangles).unwrap_or(usize::MAX)),
        gltf_vertices: None,
        groups: Vec::new(),
        parts: Vec::new(),
        rest_pose: model.rest.clone(),
        platforms,
        targets: None,
        judged: Vec::new(),
        not_judged: Vec::new(),
        budget: None,
    };
    match &model.figure {
        Ok(f) => {
            let b = budget_figure(f, overrides);
            out.gltf_vertices = Some(b.gltf_vertices);
            match humanoid_gaps(f) {
                Some(gap) if gap.starts_with("no humanoid") => {
                    not.push(NotJudged {
                        what: "budget",
                        why: format!("{gap}: the triangles cannot be split into body parts"),
                    });
                    out.total_triangles = b.total_triangles;
                }
                gap => {
                    if let Some(g) = gap {
                        not.push(NotJudged {
                            what: "budget",
                            why: format!(
                                "{g}: their triangles count with the parts they hang from"
                            ),
                        });
                    }
                    let (p, rank) = o.target();
                    out.targets = published_targets(p, rank, &b);
                    out.total_triangles = b.total_triangles;
                    out.groups = b.groups.clone();
                    out.parts = b.parts.clone();
                    judged.push("budget");
                    if out.targets.is_some() {
                        judged.push("targets");
                    }
                    out.budget = Some(b);
                }
            }
        }
        Err(e) => not.push(NotJudged {
            what: "budget",
            why: format!("{} could not be read as a figure: {e}", model.name),
        }),
    }
    out.judged = judged;
    out.not_judged = not;
    out
}
