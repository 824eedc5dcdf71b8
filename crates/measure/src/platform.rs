//! The platforms an avatar will live on, and how it ranks there: the one table of published
//! limits (VRChat's performance ranks on PC and mobile, VRChat's size limits, cluster's avatar
//! limits, Vket Cloud's avatar polygon limit), each number with the page it comes from and the
//! date it was read; and the grading of an avatar's counts against it.
//!
//! Rank = the worst rank over every measured metric, as VRChat computes it ("If you go above
//! these numbers for any category, you'll be bumped into the next rank" **[public: VRChat]**):
//! a value equal to a rank's number stays in that rank, one more falls to the next. A metric
//! this tool cannot measure is listed as not measured, never taken as passing; a metric
//! measured only as a lower bound ranks by that bound.
//!
//! Texture memory is estimated the way the GPU holds a texture **[provisional: VRChat
//! publishes no formula, only "the amount of memory estimated to be in use by the avatar's
//! textures"]**: each image a material uses, at its own size, in the compressed format Unity
//! gives an imported texture by default on that platform — PC: BC1 (DXT1, 8 bytes per 4×4
//! block) without alpha, BC3 (DXT5, 16 bytes per 4×4 block) with alpha; Android, iOS and Quest:
//! ASTC 6×6 (16 bytes per 6×6 block) — with its full mip chain (every level down to 1×1, each
//! rounded up to whole blocks). 1 MB = 2²⁰ bytes **[provisional]**.
#![allow(clippy::arithmetic_side_effects)] // f64 sizes and small counts only

use scene::glb::stats::Stats;
use serde::Serialize;

/// The date every number below was read.
pub const READ_ON: &str = "2026-12-01";

/// Where a number comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlatformSource {
    /// The page.
    pub url: &'static str,
    /// When it was read.
    pub read: &'static str,
    /// Which copy, and what it says beyond the number.
    pub note: &'static str,
}

/// VRChat's performance ranks page.
pub const VRCHAT_RANKS: PlatformSource = PlatformSource {
    url: "https://creators.vrchat.com/avatars/avatar-performance-ranking-system/",
    read: READ_ON,
    note: "PC Limits and Mobile Limits tables (page source vrchat-community/creator-docs, \
           Docs/docs/avatars/avatar-performance-ranking-system.md, last changed 2026-04-21); \
           mobile = Android and iOS (phones, tablets, and Meta Quest)",
};

/// VRChat's size limits page.
pub const VRCHAT_SIZE: PlatformSource = PlatformSource {
    url: "https://creators.vrchat.com/avatars/avatar-size-limits/",
    read: READ_ON,
    note: "Android 10 MB download / 40 MB uncompressed, PC 200 MB / 500 MB (page source \
           Docs/docs/avatars/avatar-size-limits.md, last changed 2025-01-06)",
};

/// VRChat's iOS setup page: iOS shares Android's limits.
pub const VRCHAT_IOS: PlatformSource = PlatformSource {
    url: "https://creators.vrchat.com/platforms/ios/setting-up-unity-for-creating-ios-content/",
    read: READ_ON,
    note: "\"Since the limits are shared between iOS and Android, you can reference the same \
           limits for both platforms\": the size page lists Android only",
};

/// cluster's Creator Kit avatar limits page.
pub const CLUSTER_LIMITS: PlatformSource = PlatformSource {
    url: "https://clustervr.gitbook.io/sdk/avatar_customization/avatar_limit",
    read: READ_ON,
    note: "cluster Creator Kit, アバターの制限: maxFileSize 25 MB, maxNodeCount 256, \
           maxPolygonCount 32000, maxMeshCount 16, maxPrimitiveCount 32, maxMorphTargetCount \
           64, maxJointCount 128, maxMaterialCount 8, PNG, 2048×2048, 16 images. The help \
           centre (help.cluster.mu, カスタムアバターの制限) says VRM 0.x avatars have only \
           internal limits and lists separate VRM 1.0 limits the stored copy does not show: \
           these are the Creator Kit's numbers, not confirmed for VRM 1.0",
};

/// cluster's help-centre page: the humanoid bones an upload needs.
pub const CLUSTER_BONES: PlatformSource = PlatformSource {
    url: "https://help.cluster.mu/hc/ja/articles/360029465811",
    read: READ_ON,
    note: "カスタムアバターの制限: an avatar without these humanoid bones cannot be uploaded \
           (VRM 0.x: 17 incl. chest and neck; VRM 1.0: 15)",
};

/// Vket Cloud's avatar polygon limit.
pub const VKET_LIMITS: PlatformSource = PlatformSource {
    url: "https://vrhikky.github.io/VketCloudSDK_Documents/latest/en/VketCloudSettings/MyAvatarSettings.html",
    read: READ_ON,
    note: "MyAvatarSettings `Polygon`: initial value 50000, the upper limit of a MyAvatar's \
           polygon count in a world (a world may lower it: SmartphoneOptimization suggests \
           20,000 for crowded worlds); an avatar over it is replaced by the world's dummy \
           avatar. Page source VRHIKKY/VketCloudSDK_Documents at 2025-09-15. No other avatar \
           limit is published there; a polygon is taken as a triangle",
};

/// Every source, in table order.
pub const SOURCES: [&PlatformSource; 6] =
    [&VRCHAT_RANKS, &VRCHAT_SIZE, &VRCHAT_IOS, &CLUSTER_LIMITS, &CLUSTER_BONES, &VKET_LIMITS];

/// What is counted.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// Triangles (VRChat "Triangles", cluster "ポリゴンの数", Vket "Polygon").
    Triangles,
    /// Bounds size in metres (x, y, z).
    BoundsM,
    /// Estimated texture memory, MB.
    TextureMemoryMb,
    /// Skinned renderers.
    SkinnedMeshes,
    /// Plain renderers.
    BasicMeshes,
    /// Material slots (submeshes).
    MaterialSlots,
    /// Animators (the root one always counts).
    Animators,
    /// Bones of the skinned renderers.
    Bones,
    /// Lights.
    Lights,
    /// Download size (the compressed Unity bundle), MB.
    DownloadMb,
    /// Uncompressed bundle size, MB.
    UncompressedMb,
    /// The VRM file's size, MB.
    FileMb,
    /// GameObjects (glTF nodes).
    Nodes,
    /// Renderers (mesh nodes).
    Meshes,
    /// Meshes including submeshes (primitives).
    Submeshes,
    /// Blend shapes.
    BlendShapes,
    /// Distinct materials.
    Materials,
    /// Images the materials use.
    Images,
    /// The longest side of an image, pixels.
    ImageSide,
    /// Images that are not PNG.
    NonPngImages,
    /// Required humanoid bones the file lacks.
    MissingRequiredBones,
}

impl Metric {
    /// The platform's words for it.
    pub fn label(self) -> &'static str {
        match self {
            Metric::Triangles => "triangles",
            Metric::BoundsM => "bounds size (m)",
            Metric::TextureMemoryMb => "texture memory (MB)",
            Metric::SkinnedMeshes => "skinned meshes",
            Metric::BasicMeshes => "basic meshes",
            Metric::MaterialSlots => "material slots",
            Metric::Animators => "animators",
            Metric::Bones => "bones",
            Metric::Lights => "lights",
            Metric::DownloadMb => "download size (MB)",
            Metric::UncompressedMb => "uncompressed size (MB)",
            Metric::FileMb => "file size (MB)",
            Metric::Nodes => "GameObjects (nodes)",
            Metric::Meshes => "meshes",
            Metric::Submeshes => "meshes incl. submeshes",
            Metric::BlendShapes => "blend shapes",
            Metric::Materials => "materials",
            Metric::Images => "images",
            Metric::ImageSide => "image size (px)",
            Metric::NonPngImages => "images not PNG",
            Metric::MissingRequiredBones => "required humanoid bones missing",
        }
    }
}

/// A limit value: a number, or a box (bounds).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Value {
    /// A count or size.
    N(f64),
    /// Width, height, depth in metres.
    Box([f64; 3]),
}

impl Value {
    /// `self` fits within `max`.
    pub fn within(self, max: Value) -> bool {
        match (self, max) {
            (Value::N(v), Value::N(m)) => v <= m,
            (Value::Box(v), Value::Box(m)) => v.iter().zip(m).all(|(a, b)| *a <= b),
            _ => false,
        }
    }

    /// Plain text: `70,000`, `2.5 × 2.5 × 2.5`, `40.0`.
    pub fn text(self) -> String {
        match self {
            Value::N(v) if v.fract() == 0.0 && v.abs() < 1e15 => thousands(v as i64),
            Value::N(v) => format!("{v:.1}"),
            Value::Box(b) => format!("{} × {} × {}", trim(b[0]), trim(b[1]), trim(b[2])),
        }
    }
}

fn trim(x: f64) -> String {
    let s = format!("{x:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// `70000` → `70,000`.
pub fn thousands(v: i64) -> String {
    let digits = v.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if v < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// One row of a platform's table: the metric's maximum for each rank (best first).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limit {
    /// The metric.
    pub metric: Metric,
    /// The maximum per rank, best rank first.
    pub max: &'static [Value],
    /// Where the numbers come from.
    pub source: &'static PlatformSource,
}

/// A hard limit (upload refused or avatar not shown above it), or a number the platform does
/// not publish (`max: None`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cap {
    /// The metric.
    pub metric: Metric,
    /// The maximum; `None` where the platform publishes none.
    pub max: Option<f64>,
    /// Where it comes from (or where it was looked for).
    pub source: &'static PlatformSource,
}

/// How textures sit in GPU memory on a platform (see the module notes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TextureFormat {
    /// BC1 without alpha, BC3 with alpha, 4×4 blocks.
    PcBc,
    /// ASTC 6×6.
    MobileAstc6,
}

/// A platform.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Platform {
    /// The `--platform` id.
    pub id: &'static str,
    /// Its name.
    pub name: &'static str,
    /// Rank names, best first; an avatar over the last rank's limits gets `beyond`.
    pub ranks: &'static [&'static str],
    /// The rank past every limit.
    pub beyond: &'static str,
    /// The rank table.
    pub limits: &'static [Limit],
    /// Hard limits.
    pub caps: &'static [Cap],
    /// Texture memory assumption (ranked platforms with a texture memory row).
    pub textures: TextureFormat,
    /// What the platform ranks that a glTF/VRM file does not carry (counted as absent).
    pub absent: &'static [&'static str],
}

const fn n(x: f64) -> Value {
    Value::N(x)
}

const VRC_RANKS: [&str; 4] = ["Excellent", "Good", "Medium", "Poor"];

const VRC_BOUNDS: [Value; 4] = [
    Value::Box([2.5, 2.5, 2.5]),
    Value::Box([4.0, 4.0, 4.0]),
    Value::Box([5.0, 6.0, 5.0]),
    Value::Box([5.0, 6.0, 5.0]),
];

/// VRChat's PC rank table (the rows a glTF file can carry).
const VRC_PC: [Limit; 9] = [
    Limit {
        metric: Metric::Triangles,
        max: &[n(32_000.0), n(70_000.0), n(70_000.0), n(70_000.0)],
        source: &VRCHAT_RANKS,
    },
    Limit { metric: Metric::BoundsM, max: &VRC_BOUNDS, source: &VRCHAT_RANKS },
    Limit {
        metric: Metric::TextureMemoryMb,
        max: &[n(40.0), n(75.0), n(110.0), n(150.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::SkinnedMeshes,
        max: &[n(1.0), n(2.0), n(8.0), n(16.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::BasicMeshes,
        max: &[n(4.0), n(8.0), n(16.0), n(24.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::MaterialSlots,
        max: &[n(4.0), n(8.0), n(16.0), n(32.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::Animators,
        max: &[n(1.0), n(4.0), n(16.0), n(32.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::Bones,
        max: &[n(75.0), n(150.0), n(256.0), n(400.0)],
        source: &VRCHAT_RANKS,
    },
    Limit { metric: Metric::Lights, max: &[n(0.0), n(0.0), n(0.0), n(1.0)], source: &VRCHAT_RANKS },
];

/// VRChat's mobile rank table (Android, iOS, Quest; lights are removed on mobile, not ranked).
const VRC_MOBILE: [Limit; 8] = [
    Limit {
        metric: Metric::Triangles,
        max: &[n(7_500.0), n(10_000.0), n(15_000.0), n(20_000.0)],
        source: &VRCHAT_RANKS,
    },
    Limit { metric: Metric::BoundsM, max: &VRC_BOUNDS, source: &VRCHAT_RANKS },
    Limit {
        metric: Metric::TextureMemoryMb,
        max: &[n(10.0), n(18.0), n(25.0), n(40.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::SkinnedMeshes,
        max: &[n(1.0), n(1.0), n(2.0), n(2.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::BasicMeshes,
        max: &[n(1.0), n(1.0), n(2.0), n(2.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::MaterialSlots,
        max: &[n(1.0), n(1.0), n(2.0), n(4.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::Animators,
        max: &[n(1.0), n(1.0), n(1.0), n(2.0)],
        source: &VRCHAT_RANKS,
    },
    Limit {
        metric: Metric::Bones,
        max: &[n(75.0), n(90.0), n(150.0), n(150.0)],
        source: &VRCHAT_RANKS,
    },
];

const VRC_ABSENT: [&str; 21] = [
    "PhysBones components",
    "PhysBones affected transforms",
    "PhysBones colliders",
    "PhysBones collision check count",
    "contacts",
    "constraint count",
    "constraint depth",
    "particle systems",
    "total particles active",
    "mesh particle active polys",
    "particle trails enabled",
    "particle collision enabled",
    "trail renderers",
    "line renderers",
    "raycasts",
    "cloths",
    "total cloth vertices",
    "physics colliders",
    "physics rigidbodies",
    "audio sources",
    "animators beyond the root one",
];

const VRC_PC_CAPS: [Cap; 2] = [
    Cap { metric: Metric::DownloadMb, max: Some(200.0), source: &VRCHAT_SIZE },
    Cap { metric: Metric::UncompressedMb, max: Some(500.0), source: &VRCHAT_SIZE },
];

const VRC_ANDROID_CAPS: [Cap; 2] = [
    Cap { metric: Metric::DownloadMb, max: Some(10.0), source: &VRCHAT_SIZE },
    Cap { metric: Metric::UncompressedMb, max: Some(40.0), source: &VRCHAT_SIZE },
];

const VRC_IOS_CAPS: [Cap; 2] = [
    Cap { metric: Metric::DownloadMb, max: Some(10.0), source: &VRCHAT_IOS },
    Cap { metric: Metric::UncompressedMb, max: Some(40.0), source: &VRCHAT_IOS },
];

const ONE: [&str; 1] = ["within limits"];

const CLUSTER: [Limit; 12] = [
    Limit { metric: Metric::FileMb, max: &[n(25.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Nodes, max: &[n(256.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Triangles, max: &[n(32_000.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Meshes, max: &[n(16.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Submeshes, max: &[n(32.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::BlendShapes, max: &[n(64.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Bones, max: &[n(128.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Materials, max: &[n(8.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::NonPngImages, max: &[n(0.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::ImageSide, max: &[n(2048.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::Images, max: &[n(16.0)], source: &CLUSTER_LIMITS },
    Limit { metric: Metric::MissingRequiredBones, max: &[n(0.0)], source: &CLUSTER_BONES },
];

const VKET: [Limit; 1] =
    [Limit { metric: Metric::Triangles, max: &[n(50_000.0)], source: &VKET_LIMITS }];

const VKET_CAPS: [Cap; 1] = [Cap { metric: Metric::FileMb, max: None, source: &VKET_LIMITS }];

/// Every platform, in report order.
pub const PLATFORMS: [Platform; 6] = [
    Platform {
        id: "vrchat-pc",
        name: "VRChat PC",
        ranks: &VRC_RANKS,
        beyond: "Very Poor",
        limits: &VRC_PC,
        caps: &VRC_PC_CAPS,
        textures: TextureFormat::PcBc,
        absent: &VRC_ABSENT,
    },
    Platform {
        id: "vrchat-android",
        name: "VRChat Android",
        ranks: &VRC_RANKS,
        beyond: "Very Poor",
        limits: &VRC_MOBILE,
        caps: &VRC_ANDROID_CAPS,
        textures: TextureFormat::MobileAstc6,
        absent: &VRC_ABSENT,
    },
    Platform {
        id: "vrchat-ios",
        name: "VRChat iOS",
        ranks: &VRC_RANKS,
        beyond: "Very Poor",
        limits: &VRC_MOBILE,
        caps: &VRC_IOS_CAPS,
        textures: TextureFormat::MobileAstc6,
        absent: &VRC_ABSENT,
    },
    Platform {
        id: "vrchat-quest",
        name: "VRChat Quest",
        ranks: &VRC_RANKS,
        beyond: "Very Poor",
        limits: &VRC_MOBILE,
        caps: &VRC_ANDROID_CAPS,
        textures: TextureFormat::MobileAstc6,
        absent: &VRC_ABSENT,
    },
    Platform {
        id: "cluster",
        name: "cluster",
        ranks: &ONE,
        beyond: "over the limits",
        limits: &CLUSTER,
        caps: &[],
        textures: TextureFormat::PcBc,
        absent: &[],
    },
    Platform {
        id: "vket-cloud",
        name: "Vket Cloud",
        ranks: &ONE,
        beyond: "over the limit (shown as the world's dummy avatar)",
        limits: &VKET,
        caps: &VKET_CAPS,
        textures: TextureFormat::PcBc,
        absent: &[],
    },
];

/// The platform with `id` (case-insensitive); `quest` and `vrchat-mobile` name the mobile table
/// too.
pub fn platform(id: &str) -> Option<&'static Platform> {
    let id = id.to_ascii_lowercase();
    let id = match id.as_str() {
        "vrchat-mobile" | "quest" => "vrchat-quest",
        "vrchat" | "pc" => "vrchat-pc",
        "vket" => "vket-cloud",
        x => x,
    };
    PLATFORMS.iter().find(|p| p.id == id)
}

/// Every platform id, for messages.
pub fn ids() -> Vec<&'static str> {
    PLATFORMS.iter().map(|p| p.id).collect()
}

/// Bytes of one image in GPU memory with its full mip chain (see the module notes).
pub fn texture_bytes(width: u32, height: u32, alpha: bool, format: TextureFormat) -> u64 {
    let (block, bytes) = match (format, alpha) {
        (TextureFormat::PcBc, false) => (4u64, 8u64),
        (TextureFormat::PcBc, true) => (4, 16),
        (TextureFormat::MobileAstc6, _) => (6, 16),
    };
    let (mut w, mut h) = (u64::from(width.max(1)), u64::from(height.max(1)));
    let mut total = 0u64;
    // A 2^32-pixel side has 33 levels; the loop ends at 1×1.
    for _ in 0..40 {
        total = total.saturating_add(
            w.div_ceil(block).saturating_mul(h.div_ceil(block)).saturating_mul(bytes),
        );
        if w == 1 && h == 1 {
            break;
        }
        w = (w / 2).max(1);
        h = (h / 2).max(1);
    }
    total
}

/// Bytes per MB **[provisional]**.
pub const MB: f64 = 1_048_576.0;

/// How sure a measured value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// Counted.
    Exact,
    /// A lower bound (part of it could not be counted, or only part of it is measurable).
    AtLeast,
}

/// What was measured of an avatar, platform-independent (texture memory per format).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Measured {
    /// The counts from the file, when it could be counted.
    pub stats: Option<Stats>,
    /// Why it could not be counted.
    pub stats_error: Option<String>,
    /// Bounds of the figure in its (normalised) rest pose, metres, when the figure was read.
    pub bounds: Option<[f64; 3]>,
    /// Why the bounds are missing.
    pub bounds_error: Option<String>,
}

/// A metric's value for a platform, or why it has none.
fn value_of(m: &Measured, p: &Platform, metric: Metric) -> Result<(Value, Bound, String), String> {
    let st = || {
        m.stats.as_ref().ok_or_else(|| {
            format!(
                "the file could not be counted: {}",
                m.stats_error.as_deref().unwrap_or("no file")
            )
        })
    };
    let bound = |s: &Stats, related: &[&str]| {
        if s.problems.iter().any(|p| related.iter().any(|r| p.contains(r))) {
            Bound::AtLeast
        } else {
            Bound::Exact
        }
    };
    let count = |x: usize| Value::N(x as f64);
    Ok(match metric {
        Metric::Triangles => {
            let s = st()?;
            (Value::N(s.triangles as f64), bound(s, &["triangles", "mesh"]), String::new())
        }
        Metric::BoundsM => match m.bounds {
            Some(b) => (Value::Box(b), Bound::Exact, "the rest pose's vertices".into()),
            None => {
                return Err(m.bounds_error.clone().unwrap_or_else(|| "no figure".into()));
            }
        },
        Metric::TextureMemoryMb => {
            let s = st()?;
            let (bytes, unknown) = texture_memory(s, p.textures);
            let note = match p.textures {
                TextureFormat::PcBc => "BC1/BC3 with mipmaps",
                TextureFormat::MobileAstc6 => "ASTC 6×6 with mipmaps",
            };
            let b = if unknown > 0 { Bound::AtLeast } else { Bound::Exact };
            let note = if unknown > 0 {
                format!("{note}; {unknown} image(s) of unknown size not counted")
            } else {
                note.to_string()
            };
            (Value::N(bytes as f64 / MB), b, note)
        }
        Metric::SkinnedMeshes => {
            let s = st()?;
            (count(s.skinned_meshes), bound(s, &["mesh", "skin"]), String::new())
        }
        Metric::BasicMeshes => {
            let s = st()?;
            (count(s.basic_meshes), bound(s, &["mesh", "skin"]), String::new())
        }
        Metric::MaterialSlots | Metric::Submeshes => {
            let s = st()?;
            (count(s.material_slots), bound(s, &["mesh"]), String::new())
        }
        Metric::Animators => {
            st()?;
            (Value::N(1.0), Bound::Exact, "the root animator, which VRChat always counts".into())
        }
        Metric::Bones => {
            let s = st()?;
            (count(s.bones), bound(s, &["skin", "mesh"]), String::new())
        }
        Metric::Lights => {
            let s = st()?;
            (count(s.lights), Bound::Exact, "KHR_lights_punctual".into())
        }
        Metric::DownloadMb => {
            return Err("the compressed Unity asset bundle is built by the platform's SDK, not \
                        here"
                .into())
        }
        Metric::UncompressedMb => {
            let s = st()?;
            let (bytes, _) = texture_memory(s, p.textures);
            (
                Value::N(bytes as f64 / MB),
                Bound::AtLeast,
                "its textures alone (the bundle also holds meshes and animations)".into(),
            )
        }
        Metric::FileMb => {
            let s = st()?;
            (Value::N(s.file_bytes as f64 / MB), Bound::Exact, "this file".into())
        }
        Metric::Nodes => {
            let s = st()?;
            (count(s.nodes), Bound::Exact, String::new())
        }
        Metric::Meshes => {
            let s = st()?;
            (count(s.skinned_meshes + s.basic_meshes), bound(s, &["mesh"]), String::new())
        }
        Metric::BlendShapes => {
            let s = st()?;
            (count(s.morph_targets), bound(s, &["mesh"]), String::new())
        }
        Metric::Materials => {
            let s = st()?;
            (count(s.materials), bound(s, &["material"]), String::new())
        }
        Metric::Images => {
            let s = st()?;
            (count(s.images.len()), bound(s, &["texture", "image"]), String::new())
        }
        Metric::ImageSide => {
            let s = st()?;
            let side = s
                .images
                .iter()
                .map(|i| i.width.unwrap_or(0).max(i.height.unwrap_or(0)))
                .max()
                .unwrap_or(0);
            (Value::N(f64::from(side)), bound(s, &["images["]), String::new())
        }
        Metric::NonPngImages => {
            let s = st()?;
            let k = s.images.iter().filter(|i| i.format != "png").count();
            (count(k), Bound::Exact, String::new())
        }
        Metric::MissingRequiredBones => {
            let s = st()?;
            let v0 = s.vrm == Some("0.x");
            let missing = scene::humanoid::HumanBone::ALL
                .iter()
                .filter(|h| if v0 { h.required_vrm0() } else { h.required_vrm1() })
                .filter(|h| !s.humanoid.iter().any(|n| n == h.name()))
                .map(|h| h.name())
                .collect::<Vec<_>>();
            let note = if s.vrm.is_none() {
                "not a VRM: no humanoid".to_string()
            } else if missing.is_empty() {
                String::new()
            } else {
                format!("missing: {}", missing.join(", "))
            };
            (count(missing.len()), Bound::Exact, note)
        }
    })
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// Texture memory in bytes and the number of images whose size is unknown.
pub fn texture_memory(s: &Stats, f: TextureFormat) -> (u64, usize) {
    let mut total = 0u64;
    let mut unknown = 0usize;
    for im in &s.images {
        match (im.width, im.height) {
            (Some(w), Some(h)) => total = total.saturating_add(texture_bytes(w, h, im.alpha, f)),
            _ => unknown = unknown.saturating_add(1),
        }
    }
    (total, unknown)
}

/// One metric of a grade.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MetricGrade {
    /// The metric.
    pub metric: Metric,
    /// Its value.
    pub value: Value,
    /// Exact, or a lower bound.
    pub bound: Bound,
    /// The rank it alone gives.
    pub rank: String,
    /// The limit of that rank (`null` past the last one).
    pub limit: Option<Value>,
    /// How it was measured.
    pub note: String,
    /// The page the limits come from.
    pub source: &'static str,
}

/// A hard limit of a grade.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CapGrade {
    /// The metric.
    pub metric: Metric,
    /// Its value (`null`: not measured).
    pub value: Option<f64>,
    /// Exact, or a lower bound.
    pub bound: Option<Bound>,
    /// The limit (`null`: not published).
    pub max: Option<f64>,
    /// `within`, `over`, `not_measured` or `not_published`.
    pub status: &'static str,
    /// How it was measured, or why not.
    pub note: String,
    /// The page.
    pub source: &'static str,
}

/// A metric that could not be measured, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NotMeasured {
    /// The metric.
    pub metric: Metric,
    /// Why.
    pub why: String,
}

/// An avatar graded on one platform.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Grade {
    /// The platform id.
    pub platform: &'static str,
    /// Its name.
    pub name: &'static str,
    /// The rank: the worst over the measured metrics (`null` when nothing was measured).
    pub rank: Option<String>,
    /// Whether every ranked metric was measured exactly (otherwise the rank could be worse).
    pub complete: bool,
    /// Every measured metric.
    pub metrics: Vec<MetricGrade>,
    /// Hard limits.
    pub limits: Vec<CapGrade>,
    /// Ranked metrics that could not be measured.
    pub not_measured: Vec<NotMeasured>,
    /// What the platform ranks that a glTF/VRM file cannot carry (0 until added in Unity).
    pub absent_from_gltf: Vec<&'static str>,
    /// The one change that would lift the rank, in words.
    pub lift: String,
}

impl Platform {
    /// The rank index a value gets on a limit row (`ranks.len()` past the last).
    pub fn rank_index(&self, l: &Limit, v: Value) -> usize {
        l.max.iter().position(|&m| v.within(m)).unwrap_or(self.ranks.len())
    }

    /// A rank's name by index.
    pub fn rank_name(&self, i: usize) -> &'static str {
        self.ranks.get(i).copied().unwrap_or(self.beyond)
    }

    /// The rank index of a name (case-insensitive; `-` and `_` read as spaces).
    pub fn rank_by_name(&self, name: &str) -> Option<usize> {
        let norm = |s: &str| s.to_ascii_lowercase().replace(['-', '_'], " ");
        let want = norm(name);
        self.ranks.iter().position(|r| norm(r) == want)
    }

    /// The triangle limit of a rank (`None` when the platform has no triangle row).
    pub fn triangle_limit(&self, rank: usize) -> Option<f64> {
        let l = self.limits.iter().find(|l| l.metric == Metric::Triangles)?;
        match l.max.get(rank)? {
            Value::N(v) => Some(*v),
            Value::Box(_) => None,
        }
    }
}

/// Grades `m` on `p`.
pub fn grade(m: &Measured, p: &Platform) -> Grade {
    let mut metrics = Vec::new();
    let mut not_measured = Vec::new();
    let mut worst: Option<usize> = None;
    let mut complete = true;
    let mut rows: Vec<(usize, &Limit, Value)> = Vec::new();
    for l in p.limits {
        match value_of(m, p, l.metric) {
            Ok((v, bound, note)) => {
                let r = p.rank_index(l, v);
                worst = Some(worst.map_or(r, |w| w.max(r)));
                if bound == Bound::AtLeast {
                    complete = false;
                }
                rows.push((r, l, v));
                metrics.push(MetricGrade {
                    metric: l.metric,
                    value: v,
                    bound,
                    rank: p.rank_name(r).to_string(),
                    limit: l.max.get(r).copied(),
                    note,
                    source: l.source.url,
                });
            }
            Err(why) => {
                complete = false;
                not_measured.push(NotMeasured { metric: l.metric, why });
            }
        }
    }
    let limits = p.caps.iter().map(|c| cap_grade(m, p, c)).collect();
    let lift = match worst {
        None => "nothing could be measured".to_string(),
        Some(w) => lift_text(p, &rows, w),
    };
    Grade {
        platform: p.id,
        name: p.name,
        rank: worst.map(|w| p.rank_name(w).to_string()),
        complete,
        metrics,
        limits,
        not_measured,
        absent_from_gltf: p.absent.to_vec(),
        lift,
    }
}

fn cap_grade(m: &Measured, p: &Platform, c: &Cap) -> CapGrade {
    let v = value_of(m, p, c.metric);
    let (value, bound, note, status) = match (v, c.max) {
        (_, None) => (None, None, "the platform publishes no number".to_string(), "not_published"),
        (Err(why), Some(_)) => (None, None, why, "not_measured"),
        (Ok((Value::N(x), b, note)), Some(max)) => {
            let status = if x > max {
                "over"
            } else if b == Bound::AtLeast {
                "not_measured"
            } else {
                "within"
            };
            let note = if status == "not_measured" {
                format!(
                    "at least {x:.1} ({note}): within the limit so far; the rest is not measured"
                )
            } else {
                note
            };
            (Some(x), Some(b), note, status)
        }
        (Ok(_), Some(_)) => (None, None, "not a number".to_string(), "not_measured"),
    };
    CapGrade { metric: c.metric, value, bound, max: c.max, status, note, source: c.source.url }
}

/// The one change that would lift the rank: when a single metric holds the avatar at its rank,
/// the smallest change of that metric that moves it up — to the limit of the next rank up (the
/// rank then is the worse of what that value earns and what the other metrics allow). When
/// several metrics share the worst rank, no single change lifts it: each is named.
fn lift_text(p: &Platform, rows: &[(usize, &Limit, Value)], worst: usize) -> String {
    if worst == 0 {
        return format!("already {}: nothing to lift", p.rank_name(0));
    }
    let up = worst.saturating_sub(1);
    let change = |l: &Limit, v: Value| -> (String, Option<Value>) {
        match (v, l.max.get(up).copied()) {
            (Value::N(x), Some(Value::N(t))) => (
                format!(
                    "cut {} from {} to {} (−{})",
                    l.metric.label(),
                    Value::N(x).text(),
                    Value::N(t).text(),
                    Value::N(round1(x - t)).text()
                ),
                Some(Value::N(t)),
            ),
            (_, Some(t)) => (format!("bring {} within {}", l.metric.label(), t.text()), Some(t)),
            (_, None) => (format!("reduce {}", l.metric.label()), None),
        }
    };
    let at_worst: Vec<usize> =
        rows.iter().enumerate().filter(|(_, r)| r.0 == worst).map(|(i, _)| i).collect();
    match at_worst.as_slice() {
        [one] => {
            let Some(&(_, l, v)) = rows.get(*one) else { return String::new() };
            let others = rows
                .iter()
                .enumerate()
                .filter(|(i, _)| i != one)
                .map(|(_, r)| r.0)
                .max()
                .unwrap_or(0);
            let (words, to) = change(l, v);
            let earned = to.map_or(up, |t| p.rank_index(l, t));
            format!("{words}: {} → {}", p.rank_name(worst), p.rank_name(earned.max(others)))
        }
        many => format!(
            "no single change lifts {}: {} all rank {}; {}",
            p.rank_name(worst),
            many.iter()
                .filter_map(|&i| rows.get(i))
                .map(|r| r.1.metric.label())
                .collect::<Vec<_>>()
                .join(", "),
            p.rank_name(worst),
            many.iter()
                .filter_map(|&i| rows.get(i))
                .map(|r| change(r.1, r.2).0)
                .collect::<Vec<_>>()
                .join("; ")
        ),
    }
}

/// Grades `m` on every platform in `only` (all when empty).
pub fn grade_all(m: &Measured, only: &[&'static Platform]) -> Vec<Grade> {
    if only.is_empty() {
        PLATFORMS.iter().map(|p| grade(m, p)).collect()
    } else {
        only.iter().map(|p| grade(m, p)).collect()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn texture_bytes_by_hand() {
        // 4×4 BC1: 8 bytes; its mips 2×2 and 1×1 are one block each: 24 bytes.
        assert_eq!(texture_bytes(4, 4, false, TextureFormat::PcBc), 24);
        // 1024² BC3: 1 byte a texel at level 0, the chain 4/3 of it (plus block rounding).
        let b = texture_bytes(1024, 1024, true, TextureFormat::PcBc);
        assert_eq!(b, 1_398_128);
        // ASTC 6×6 of 12×12: 4 blocks, 6×6: 1, 3×3: 1, 1×1: 1 → 7 blocks of 16 bytes.
        assert_eq!(texture_bytes(12, 12, true, TextureFormat::MobileAstc6), 112);
    }

    #[test]
    fn thousands_and_values() {
        assert_eq!(thousands(70_000), "70,000");
        assert_eq!(thousands(999), "999");
        assert_eq!(Value::Box([2.5, 2.5, 2.5]).text(), "2.5 × 2.5 × 2.5");
        assert!(Value::Box([2.5, 2.5, 2.5]).within(Value::Box([2.5, 2.5, 2.5])));
        assert!(!Value::Box([2.5, 2.51, 2.5]).within(Value::Box([2.5, 2.5, 2.5])));
    }

    #[test]
    fn every_ranked_row_has_a_number_per_rank() {
        for p in &PLATFORMS {
            for l in p.limits {
                assert_eq!(l.max.len(), p.ranks.len(), "{} {:?}", p.id, l.metric);
            }
        }
        assert_eq!(platform("VRChat-Quest").unwrap().id, "vrchat-quest");
        assert!(platform("nowhere").is_none());
    }
}
