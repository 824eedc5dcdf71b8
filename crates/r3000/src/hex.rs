//! Words in JSON as `"0x%08x"`.

/// Serializes a word as `"0x%08x"` (for `#[serde(serialize_with = "crate::hex")]`).
pub(crate) fn hex<S: serde::Serializer>(v: &u32, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format!("{v:#010x}"))
}
