//! Layout files: dewrip's own JSON form of a [`RecordLayout`] and loading either it or the
//! `record-layouts` contract ([`super::contract`]) from a file (the CLI's `--record-layouts`).

use std::collections::BTreeMap;
use std::path::Path;

use super::contract::Contract;
use super::field::Field;
use super::layout::{type_key, LayoutError, RecordLayout, TypeLayout, EMPTY_TYPE};
use super::lengths::TYPES;
use crate::provenance::{Source, Sourced};

impl RecordLayout {
    /// Reads a layout from JSON: the `dewrip exe record-layouts` contract
    /// (`{"draw_dispatch":…,"dispatches":[…]}`, [`super::contract`]), one dispatch of it
    /// (`{"function":…,"types":{…}}`), or dewrip's own form
    /// ([`RecordLayout::to_json`]: `{"types":{"9":{"length":12,"fields":{"tile":1,…}}}}`).
    pub fn from_json(text: &str) -> Result<RecordLayout, LayoutError> {
        let v: serde_json::Value =
            serde_json::from_str(text).map_err(|e| LayoutError::Json(e.to_string()))?;
        if v.get("function").is_some() {
            let d: super::contract::Dispatch =
                serde_json::from_value(v).map_err(|e| LayoutError::Json(e.to_string()))?;
            return RecordLayout::from_dispatch(&d);
        }
        if v.get("dispatches").is_some() {
            let c: Contract =
                serde_json::from_value(v).map_err(|e| LayoutError::Json(e.to_string()))?;
            return RecordLayout::from_contract(&c);
        }
        let f: LayoutFile =
            serde_json::from_value(v).map_err(|e| LayoutError::Json(e.to_string()))?;
        f.to_layout()
    }

    /// Loads a layout file ([`RecordLayout::from_json`]), labelled with its path.
    pub fn load(path: &Path) -> Result<Sourced<RecordLayout>, LayoutError> {
        let text = std::fs::read_to_string(path).map_err(|e| LayoutError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        let value = RecordLayout::from_json(&text)?;
        Ok(Sourced::new(value, Source::File, path.display().to_string()))
    }

    /// dewrip's own JSON form: per type (decimal key) its length, the offset of each field
    /// and the fields taken from the built-in layout (`from_builtin`). Deterministic.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&LayoutFile::of(self)).unwrap_or_default()
    }
}

impl serde::Serialize for RecordLayout {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        LayoutFile::of(self).serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for RecordLayout {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<RecordLayout, D::Error> {
        let f = LayoutFile::deserialize(d)?;
        f.to_layout().map_err(serde::de::Error::custom)
    }
}

/// dewrip's own serialized form of a layout.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct LayoutFile {
    types: BTreeMap<String, TypeFile>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct TypeFile {
    length: u64,
    fields: BTreeMap<String, u64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    from_builtin: Vec<String>,
}

impl LayoutFile {
    fn of(l: &RecordLayout) -> LayoutFile {
        let types = l
            .types()
            .iter()
            .map(|t| {
                let fields =
                    t.fields().iter().map(|(f, o)| (f.to_string(), u64::from(*o))).collect();
                let from_builtin = t.carried().iter().map(Field::to_string).collect();
                (
                    t.type_byte().to_string(),
                    TypeFile { length: u64::from(t.length()), fields, from_builtin },
                )
            })
            .collect();
        LayoutFile { types }
    }

    fn to_layout(&self) -> Result<RecordLayout, LayoutError> {
        let mut types = [EMPTY_TYPE; TYPES];
        let mut seen = [false; TYPES];
        for (key, tf) in &self.types {
            let t = type_key(key)?;
            let length = u8::try_from(tf.length)
                .ok()
                .filter(|&l| l > 0)
                .ok_or(LayoutError::Length { type_byte: t, found: tf.length })?;
            let mut fields = Vec::with_capacity(tf.fields.len());
            for (name, &off) in &tf.fields {
                let f = name.parse::<Field>().map_err(|why| LayoutError::UnknownField {
                    type_byte: t,
                    field: name.clone(),
                    why,
                })?;
                let at = u8::try_from(off).map_err(|_| LayoutError::Offset {
                    type_byte: t,
                    field: name.clone(),
                    offset: off,
                    width: 1,
                    length,
                })?;
                fields.push((f, at));
            }
            let carried = tf
                .from_builtin
                .iter()
                .map(|n| {
                    n.parse::<Field>().map_err(|why| LayoutError::UnknownField {
                        type_byte: t,
                        field: n.clone(),
                        why,
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(slot) = types.get_mut(usize::from(t)) {
                *slot = TypeLayout::new(t, length, &fields, &carried)?;
            }
            if let Some(s) = seen.get_mut(usize::from(t)) {
                *s = true;
            }
        }
        if let Some(t) = (0u8..).zip(seen).find(|(_, s)| !s).map(|(t, _)| t) {
            return Err(LayoutError::MissingType { type_byte: t });
        }
        RecordLayout::from_types(types)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn native_json_round_trips() {
        let l = RecordLayout::builtin();
        assert_eq!(RecordLayout::from_json(&l.to_json()), Ok(l));
        let v: RecordLayout = serde_json::from_str(&serde_json::to_string(&l).unwrap()).unwrap();
        assert_eq!(v, l);
    }
}
