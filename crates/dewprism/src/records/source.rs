//! Where a table came from — the label every derived table travels with (record lengths,
//! record layout, and later the rotation order), so every output can say it.

use std::fmt;

/// The provenance of a table. JSON: `{"source":"exe"}`, `{"source":"file","path":"…"}`,
/// `{"source":"builtin"}` (flattened into the enclosing object by [`Sourced`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Source {
    /// Derived from the boot EXE.
    Exe,
    /// Loaded from a file (its path).
    File(String),
    /// dewrip's built-in **[provisional]** choice.
    #[default]
    Builtin,
}

impl Source {
    /// `"exe"`, `"file"` or `"builtin"`.
    pub fn label(&self) -> &'static str {
        match self {
            Source::Exe => "exe",
            Source::File(_) => "file",
            Source::Builtin => "builtin",
        }
    }

    /// The file's path, for [`Source::File`].
    pub fn path(&self) -> Option<&str> {
        match self {
            Source::File(p) => Some(p),
            _ => None,
        }
    }

    /// True for the built-in fallback (which every report must flag as a warning).
    pub fn is_builtin(&self) -> bool {
        *self == Source::Builtin
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::File(p) => write!(f, "file {p}"),
            s => f.write_str(s.label()),
        }
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
enum Label {
    Exe,
    File,
    Builtin,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Repr {
    source: Label,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    path: Option<String>,
}

impl serde::Serialize for Source {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = match self {
            Source::Exe => Repr { source: Label::Exe, path: None },
            Source::File(p) => Repr { source: Label::File, path: Some(p.clone()) },
            Source::Builtin => Repr { source: Label::Builtin, path: None },
        };
        r.serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Source {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Source, D::Error> {
        let r = Repr::deserialize(d)?;
        Ok(match (r.source, r.path) {
            (Label::Exe, _) => Source::Exe,
            (Label::Builtin, _) => Source::Builtin,
            (Label::File, Some(p)) => Source::File(p),
            (Label::File, None) => {
                return Err(serde::de::Error::custom("source \"file\" needs a \"path\""))
            }
        })
    }
}

/// A value with its provenance. JSON: the source's fields, then `"value"`.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Sourced<T> {
    /// Where it came from.
    #[serde(flatten)]
    pub source: Source,
    /// The table.
    pub value: T,
}

impl<T> Sourced<T> {
    /// `value` labelled built-in.
    pub fn builtin(value: T) -> Self {
        Sourced { source: Source::Builtin, value }
    }

    /// `value` labelled as derived from the EXE.
    pub fn exe(value: T) -> Self {
        Sourced { source: Source::Exe, value }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_forms() {
        let j = |s: &Source| serde_json::to_string(s).unwrap();
        assert_eq!(j(&Source::Exe), r#"{"source":"exe"}"#);
        assert_eq!(j(&Source::Builtin), r#"{"source":"builtin"}"#);
        assert_eq!(j(&Source::File("a.json".into())), r#"{"source":"file","path":"a.json"}"#);
        for s in [Source::Exe, Source::Builtin, Source::File("x".into())] {
            assert_eq!(serde_json::from_str::<Source>(&j(&s)).unwrap(), s);
        }
        assert!(serde_json::from_str::<Source>(r#"{"source":"file"}"#).is_err());
        let v = Sourced { source: Source::File("l.json".into()), value: 3u8 };
        let text = serde_json::to_string(&v).unwrap();
        assert_eq!(text, r#"{"source":"file","path":"l.json","value":3}"#);
        assert_eq!(serde_json::from_str::<Sourced<u8>>(&text).unwrap(), v);
    }
}
