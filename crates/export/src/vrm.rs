//! The VRM extensions: `VRMC_vrm` (1.0) and `VRM` (0.x) **[public: vrm-c/vrm-specification]**.
//!
//! Meta says personal use only, redistribution prohibited (the licence fields three-vrm
//! accepts: 1.0 `licenseUrl` must be `https://vrm.dev/licenses/1.0/`). Expressions come from
//! [`scene::Expression`]: a texture-transform bind on the expression's material in 1.0, a
//! `_MainTex_ST` material value in 0.x (Unity's V axis is flipped: `oy = -v` for scale 1).
//! Every expression is a texture swap (a frame of the disc's blink or mouth strip), so it is
//! `isBinary: true`: a half weight would slide the texture halfway between two frames.
//! lookAt (1.0) is `expression`-driven (painted eyes, no eye bones) with the offset at the
//! face's centroid; 0.x keeps `BlendShape` look-at. Spring bones for the secondary-motion
//! chains come from [`crate::spring`] (1.0 `VRMC_springBone`, 0.x `secondaryAnimation`), and
//! the chains found, with their evidence, go into the root `extras.springs`.

use scene::Model;
use serde_json::{json, Value};

use crate::humanoid::{HumanBone, HumanoidMap};

/// VRM 1.0 expression presets.
const PRESETS_1: [&str; 18] = [
    "happy",
    "angry",
    "sad",
    "relaxed",
    "surprised",
    "aa",
    "ih",
    "ou",
    "ee",
    "oh",
    "blink",
    "blinkLeft",
    "blinkRight",
    "lookUp",
    "lookDown",
    "lookLeft",
    "lookRight",
    "neutral",
];

/// VRM 0.x preset name for a 1.0 preset.
fn preset0(name: &str) -> &str {
    match name {
        "aa" => "a",
        "ih" => "i",
        "ou" => "u",
        "ee" => "e",
        "oh" => "o",
        "blinkLeft" => "blink_l",
        "blinkRight" => "blink_r",
        "happy" => "joy",
        "sad" => "sorrow",
        "relaxed" => "fun",
        "lookUp" => "lookup",
        "lookDown" => "lookdown",
        "lookLeft" => "lookleft",
        "lookRight" => "lookright",
        "blink" => "blink",
        "angry" => "angry",
        "neutral" => "neutral",
        _ => "unknown",
    }
}

fn authors(model: &Model) -> String {
    if model.meta.source.is_empty() {
        "Square (original game data); converted by dewrip".into()
    } else {
        format!("Square (original game data, {}); converted by dewrip", model.meta.source)
    }
}

fn insert(root: &mut Value, key: &str, ext: Value) {
    if let Some(o) = root.as_object_mut() {
        let exts = o.entry("extensions").or_insert_with(|| json!({}));
        if let Some(e) = exts.as_object_mut() {
            e.insert(key.into(), ext);
        }
        let used = o.entry("extensionsUsed").or_insert_with(|| json!([]));
        if let Some(u) = used.as_array_mut() {
            u.push(json!(key));
            u.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
        }
    }
}

/// Adds `VRMC_vrm` (spec 1.0) to a document built for [`crate::Target::Vrm1`].
pub fn add_vrm1(root: &mut Value, model: &Model, map: &HumanoidMap) {
    let bones: serde_json::Map<String, Value> =
        map.bones.iter().map(|(h, b)| (h.name().to_string(), json!({"node": b}))).collect();
    let mut preset = serde_json::Map::new();
    let mut custom = serde_json::Map::new();
    for e in &model.expressions {
        let v = json!({
            "isBinary": true,
            "overrideBlink": "none",
            "overrideLookAt": "none",
            "overrideMouth": "none",
            "textureTransformBinds": [{"material": e.material, "scale": [1.0, 1.0], "offset": e.uv_offset}],
        });
        if PRESETS_1.contains(&e.name.as_str()) {
            preset.insert(e.name.clone(), v);
        } else {
            custom.insert(e.name.clone(), v);
        }
    }
    let ext = json!({
        "specVersion": "1.0",
        "meta": {
            "name": model.name,
            "version": model.meta.source,
            "authors": [authors(model)],
            "copyrightInformation": crate::document::LICENCE_TEXT,
            "licenseUrl": "https://vrm.dev/licenses/1.0/",
            "avatarPermission": "onlyAuthor",
            "allowExcessivelyViolentUsage": false,
            "allowExcessivelySexualUsage": false,
            "commercialUsage": "personalNonProfit",
            "allowPoliticalOrReligiousUsage": false,
            "allowAntisocialOrHateUsage": false,
            "creditNotation": "required",
            "allowRedistribution": false,
            "modification": "prohibited",
        },
        "humanoid": {"humanBones": bones},
        "expressions": {"preset": preset, "custom": custom},
    });
    let mut ext = ext;
    if let (Some(eye), Some(o)) =
        (crate::spring::eye_offset(model, map, crate::Target::Vrm1), ext.as_object_mut())
    {
        let range = json!({"inputMaxValue": 90.0, "outputScale": 1.0});
        o.insert(
            "lookAt".into(),
            json!({
                "offsetFromHeadBone": eye.to_array(),
                "type": "expression",
                "rangeMapHorizontalInner": range,
                "rangeMapHorizontalOuter": range,
                "rangeMapVerticalDown": range,
                "rangeMapVerticalUp": range,
            }),
        );
    }
    insert(root, "VRMC_vrm", ext);
    let springs = crate::spring::find(model, map);
    if let Some(sb) = crate::spring::spring_bone_1(model, map, &springs) {
        insert(root, "VRMC_springBone", sb);
    }
    put_extras(root, &springs);
}

fn put_extras(root: &mut Value, springs: &crate::spring::Springs) {
    if let Some(o) = root.as_object_mut() {
        let extras = o.entry("extras").or_insert_with(|| json!({}));
        if let Some(e) = extras.as_object_mut() {
            e.insert("springs".into(), crate::spring::report(springs));
        }
    }
}

/// Adds `VRM` (0.x) to a document built for [`crate::Target::Vrm0`].
pub fn add_vrm0(root: &mut Value, model: &Model, map: &HumanoidMap) {
    let springs = crate::spring::find(model, map);
    let bones: Vec<Value> = HumanBone::ALL
        .iter()
        .filter_map(|h| {
            map.get(*h).map(|b| json!({"bone": h.name(), "node": b, "useDefaultValues": true}))
        })
        .collect();
    let groups: Vec<Value> = model
        .expressions
        .iter()
        .map(|e| {
            let material = model.materials.get(e.material).map_or("", |m| m.name.as_str());
            let [u, v] = e.uv_offset;
            json!({
                "name": e.name,
                "presetName": preset0(&e.name),
                "isBinary": true,
                "binds": [],
                "materialValues": [{
                    "materialName": material,
                    "propertyName": "_MainTex_ST",
                    "targetValue": [1.0, 1.0, u, -v],
                }],
            })
        })
        .collect();
    let materials: Vec<Value> = model
        .materials
        .iter()
        .map(|m| {
            json!({
                "name": m.name,
                "shader": "VRM_USE_GLTFSHADER",
                "renderQueue": if m.blend == scene::Blend::Opaque { 2000 } else { 3000 },
                "floatProperties": {}, "vectorProperties": {}, "textureProperties": {},
                "keywordMap": {}, "tagMap": {},
            })
        })
        .collect();
    let ext = json!({
        "exporterVersion": concat!("dewrip-", env!("CARGO_PKG_VERSION")),
        "specVersion": "0.0",
        "meta": {
            "title": model.name,
            "version": model.meta.source,
            "author": authors(model),
            "contactInformation": "",
            "reference": crate::document::LICENCE_TEXT,
            "allowedUserName": "OnlyAuthor",
            "violentUssageName": "Disallow",
            "sexualUssageName": "Disallow",
            "commercialUssageName": "Disallow",
            "otherPermissionUrl": "",
            "licenseName": "Redistribution_Prohibited",
            "otherLicenseUrl": "",
        },
        "humanoid": {
            "humanBones": bones,
            "armStretch": 0.05, "legStretch": 0.05,
            "upperArmTwist": 0.5, "lowerArmTwist": 0.5,
            "upperLegTwist": 0.5, "lowerLegTwist": 0.5,
            "feetSpacing": 0.0, "hasTranslationDoF": false,
        },
        "firstPerson": {
            "firstPersonBone": map.get(HumanBone::Head).map_or(-1, |b| b as i64),
            "firstPersonBoneOffset": {"x": 0.0, "y": 0.06, "z": 0.0},
            "meshAnnotations": [],
            "lookAtTypeName": "BlendShape",
        },
        "blendShapeMaster": {"blendShapeGroups": groups},
        "secondaryAnimation": crate::spring::secondary_animation_0(model, map, &springs),
        "materialProperties": materials,
    });
    insert(root, "VRM", ext);
    put_extras(root, &springs);
}
